// Issue 20, the search lab on the page: "Build your own search" sets `strategy="csp"` and the
// switches in `params`; the search then counts as the CLI's, narrates and draws its prunes, and
// steps back exactly; compare races compositions to the CLI's counts. Screenshot of the demo
// page in presenter mode (test-artifacts/search-lab-presenter.png).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { shot, suite, whenReady } from './harness.mjs';
import { SWISTAK, call, host, shadow, stats } from './helpers.mjs';
import { countersAt, firstSolution } from './cli.mjs';
import { compare, pageUrl, play, results, waitDone } from './compare-helpers.mjs';

const KEYS = ['steps', 'tries', 'backtracks', 'propagations', 'maxDepth', 'solutions'];
const FC = ['var=mrv', 'val=ascending', 'infer=fc', 'jump=off'];

/** What the board and the words show now. */
const shown = (page) =>
  host(page).evaluate((el) => {
    const root = /** @type {ShadowRoot} */ (el.shadowRoot);
    return {
      narration: root.querySelector('.narration')?.textContent?.trim() ?? '',
      pruned: [...root.querySelectorAll('.cell.pruned')].map(
        (c) => `${c.getAttribute('data-cell')} ${c.className.match(/by-\w+/)?.[0]} ${c.querySelector('.ghost')?.textContent}`,
      ),
      cause: root.querySelectorAll('.cell.cause').length,
      title: root.querySelector('.code-head h2')?.textContent ?? '',
      current: root.querySelector('.code-lines li.on .t')?.textContent ?? '',
    };
  });

suite('the search lab: composed searches on the page', ({ open, server }) => {
  test('the four menus compose a search: attributes, counters as the CLI, prunes narrated and struck, step back exact', async () => {
    const page = await open(`${server.url}?puzzle=${SWISTAK}&strategy=backtracking&panels=counters,code,stack`);
    const menus = {
      var: shadow(page, '.compose select.switch-var'),
      val: shadow(page, '.compose select.switch-val'),
      infer: shadow(page, '.compose select.switch-infer'),
      jump: shadow(page, '.compose select.switch-jump'),
    };
    // Another strategy runs: no row of menus; choosing csp shows them at its defaults.
    assert.ok(await shadow(page, '.compose').isHidden());
    await shadow(page, 'select.strategy').selectOption('csp');
    assert.equal(await menus.var.inputValue(), 'first');
    await menus.var.selectOption('mrv');
    await page.waitForFunction(() => /var=mrv/.test(document.querySelector('sudoku-stepper')?.getAttribute('params') ?? ''));
    assert.deepEqual(await menus.infer.locator('option').evaluateAll((os) => os.map((o) => o.textContent)), [
      'None',
      'Forward checking',
      'Arc consistency (MAC)',
      'Naked and hidden singles',
    ]);
    await menus.infer.selectOption('fc');
    await page.waitForFunction(() => document.querySelector('sudoku-stepper')?.getAttribute('strategy') === 'csp');
    assert.equal(await host(page).getAttribute('params'), FC.join(' '));
    assert.equal(await menus.infer.inputValue(), 'fc');
    // Select, try, then forward checking's first prune.
    await call(page, 'step', 3);
    const at3 = await shown(page);
    assert.deepEqual(await stats(page), { ...countersAt(SWISTAK, 'csp', 3, FC), status: 'paused' });
    assert.match(at3.narration, /^pruned: \d is no longer possible in r\dc\d, because of r\dc\d \((row|column|box) \d\)$/);
    assert.equal(at3.pruned.length, 1);
    assert.match(at3.pruned[0], /^\d+ by-(row|col|box) \d$/);
    assert.equal(at3.cause, 1);
    assert.equal(at3.title, 'Pseudo-code: csp: MRV + FC');
    assert.match(at3.current, /remove d from D\(y\)/);
    await call(page, 'step', 40);
    assert.deepEqual(await stats(page), { ...countersAt(SWISTAK, 'csp', 43, FC), status: 'paused' });
    assert.ok((await stats(page)).pruned > 0);
    // Back to step 3 draws step 3 again, exactly.
    await call(page, 'back', 40);
    assert.deepEqual(await shown(page), at3);
    assert.deepEqual(await stats(page), { ...countersAt(SWISTAK, 'csp', 3, FC), status: 'paused' });
    // Choosing a preset in the strategy menu still works, and the menus go.
    await shadow(page, 'select.strategy').selectOption('mrv');
    await page.waitForFunction(() => document.querySelector('sudoku-stepper')?.getAttribute('strategy') === 'mrv');
    assert.equal(await host(page).getAttribute('params'), null);
    assert.ok(await shadow(page, '.compose').isHidden());
  });

  test("compare races three compositions to the CLI's counts, each lane titled by its composition, pruned and jumped in the table", async () => {
    const tokens = ['csp:var=first', 'csp:var=mrv,infer=fc', 'csp:var=mrv,infer=mac,jump=cbj'];
    const page = await open(pageUrl(server.url, { puzzle: SWISTAK, strategies: tokens.join(' '), speed: 'max' }), undefined, { ready: false });
    await whenReady(page, 'sudoku-compare');
    await play(page);
    await waitDone(page);
    const got = await results(page);
    tokens.forEach((token, i) => {
      const [name, params] = token.split(':');
      const want = firstSolution(SWISTAK, name, params.split(',')).stats;
      assert.deepEqual(Object.fromEntries(KEYS.map((k) => [k, got[i][k]])), want, token);
    });
    const names = await compare(page).evaluate((el) => [...el.shadowRoot.querySelectorAll('.lane .lane-name')].map((n) => n.textContent));
    assert.deepEqual(names, ['csp: first', 'csp: MRV + FC', 'csp: MRV + MAC + CBJ']);
    // The table at the end has csp's own counters, each lane's as the CLI's trace has them.
    const table = await compare(page).evaluate((el) => {
      const root = /** @type {ShadowRoot} */ (el.shadowRoot);
      const heads = [...root.querySelectorAll('thead th')].map((th) => th.textContent);
      return { heads, rows: [...root.querySelectorAll('tbody tr')].map((tr) => [...tr.children].map((c) => c.textContent)) };
    });
    assert.deepEqual(table.heads, ['strategy', 'steps', 'tries', 'backtracks', 'propagations', 'pruned', 'jumped', 'max depth', 'time', 'outcome']);
    tokens.forEach((token, i) => {
      const want = countersAt(SWISTAK, 'csp', got[i].steps, token.split(':')[1].split(','));
      assert.deepEqual([got[i].pruned, got[i].jumped], [want.pruned, want.jumped], token);
      assert.deepEqual(
        table.rows[i].slice(5, 7),
        [want.pruned, want.jumped].map((n) => n.toLocaleString('en-US')),
        token,
      );
    });
    assert.ok(got[0].pruned === 0 && got[1].pruned > 0 && got[2].pruned > 0, 'only the inferring searches prune');
  });

  test('presenter mode at 1024×768: MRV + FC with its pseudo-code after 30 steps', async () => {
    const page = await open(`${server.url}?puzzle=${SWISTAK}&strategy=csp&params=var=mrv,infer=fc&panels=counters,code&presenter=1&step=30`, {
      width: 1024,
      height: 768,
    });
    await page.waitForFunction(() => document.querySelector('sudoku-stepper')?.stats.steps === 30);
    // The code list scrolls its marked line into view at the next frame (smoothly when the search
    // animates), so a slow machine is given time to get there; the check below says where it is.
    await page
      .waitForFunction(() => {
        const on = document.querySelector('sudoku-stepper')?.shadowRoot?.querySelector('.code-lines li.on');
        return !!on && on.getBoundingClientRect().bottom <= innerHeight;
      })
      .catch(() => {});
    // The menus' row, the board, the marked line and the narration are all on the screen.
    const boxes = await host(page).evaluate((el) => {
      const root = /** @type {ShadowRoot} */ (el.shadowRoot);
      return ['.compose', '.board', '.code-lines li.on', '.narration'].map((s) => {
        const r = /** @type {Element} */ (root.querySelector(s)).getBoundingClientRect();
        return { s, top: r.top, bottom: r.bottom, height: r.height };
      });
    });
    for (const b of boxes) assert.ok(b.height > 0 && b.top >= 0 && b.bottom <= 768.5, `${b.s}: ${JSON.stringify(b)}`);
    assert.equal(await page.evaluate(() => window.scrollY), 0);
    // The four menus each show their choice whole, in one row (they were cut to a quarter of what
    // the title left each), in English and Czech: each is wider than its text and padding.
    const cut = () =>
      host(page).evaluate((el) => {
        const ctx = /** @type {CanvasRenderingContext2D} */ (document.createElement('canvas').getContext('2d'));
        const menus = [...(el.shadowRoot?.querySelectorAll('.compose select') ?? [])];
        const tops = new Set(menus.map((s) => s.getBoundingClientRect().top)).size;
        return {
          tops,
          cut: menus.flatMap((s) => {
            const style = getComputedStyle(s);
            ctx.font = style.font;
            const text = s.selectedOptions[0]?.textContent ?? '';
            const needs = ctx.measureText(text).width + Number.parseFloat(style.paddingLeft) + Number.parseFloat(style.paddingRight);
            return s.clientWidth >= needs ? [] : [`${text}: ${s.clientWidth} < ${Math.ceil(needs)}`];
          }),
        };
      });
    assert.deepEqual(await cut(), { tops: 1, cut: [] }, 'English');
    await host(page).evaluate((el) => el.setAttribute('lang', 'cs'));
    await page.waitForFunction(
      () =>
        document.querySelector('sudoku-stepper')?.shadowRoot?.querySelector('.compose select')?.selectedOptions[0]?.textContent ===
        'Nejméně zbývajících hodnot',
    );
    assert.deepEqual(await cut(), { tops: 1, cut: [] }, 'Czech');
    await shot(page, 'search-lab-presenter');
  });
});
