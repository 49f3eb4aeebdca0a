// Issue 18, teaching without interaction: panels in every controls mode (a 720 px blog column
// and a 375 px phone), `loop="FROM:TO"`, the `caption` slot, the "Open in full page" link,
// embed.html telling its parent its height, and the demo page's snippets keeping panels and theme.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { ROOT, htmlPage, serveStatic, shot, suite, whenReady } from './harness.mjs';
import { EASY, SWISTAK, call, host, luminance, shadow, stats } from './helpers.mjs';
import { countersAt } from './cli.mjs';

/** docs/element.md's lines that size an iframe of embed.html to the height it tells. */
const RESIZER = (() => {
  const blocks = [...readFileSync(`${ROOT}docs/element.md`, 'utf8').matchAll(/```html\n([\s\S]*?)```/g)].map((m) => m[1]);
  const block = blocks.find((b) => b.includes("'sudoku-stepper:height'"));
  assert.ok(block, 'docs/element.md has the resizing snippet');
  return block.trim();
})();

const COLUMN = 'tests/fixtures/teach-column.html';

/** Creates `<sudoku-stepper>` with `attrs` in the dist-blank page's main and waits for its `ready`. */
const create = (page, attrs) =>
  page.evaluate(async (a) => {
    const el = /** @type {any} */ (document.createElement('sudoku-stepper'));
    for (const [k, v] of Object.entries(a)) el.setAttribute(k, v);
    document.querySelector('main')?.append(el);
    await el.ready;
  }, attrs);

/** The size of each shown panel of the element `id`, and of its board, in px. */
const panelSizes = (page, id) =>
  page.locator(`#${id}`).evaluate((el) => {
    const root = /** @type {ShadowRoot} */ (el.shadowRoot);
    const size = (/** @type {Element | null} */ n) => {
      const r = n?.getBoundingClientRect();
      return r ? { width: Math.round(r.width), height: Math.round(r.height), left: Math.round(r.left), top: Math.round(r.top) } : null;
    };
    return {
      panels: /** @type {any} */ (el).panels,
      host: size(el),
      board: size(root.querySelector('.board')),
      counters: size(root.querySelector('.counters-panel')),
      stack: size(root.querySelector('.stack-panel')),
      code: size(root.querySelector('.code-panel')),
      overflow: root.querySelector('.app')?.scrollWidth - el.clientWidth,
    };
  });

suite('teaching without interaction', ({ open, openPhone, server }) => {
  test('panels show with controls="minimal" and "none": beside the board in a 720 px column, under it on a phone', async () => {
    const page = await open(`${server.url}${COLUMN}`, { width: 1000, height: 900 });
    for (const id of ['minimal', 'none']) {
      const s = await panelSizes(page, id);
      const [first, second] = id === 'minimal' ? [s.counters, s.stack] : [s.counters, s.code];
      assert.ok(
        first && second && first.width >= 200 && first.height >= 60 && second.width >= 200 && second.height >= 40,
        `${id}: both panels are laid out (${JSON.stringify(s)})`,
      );
      assert.ok(first.left >= s.board.left + s.board.width, `${id}: the panels are beside the board`);
      assert.ok(s.board.width >= 400, `${id}: the board keeps most of the column (${s.board.width} px)`);
      assert.ok(s.host.width <= 720 && s.overflow <= 0, `${id}: nothing runs out of the column`);
    }
    await shot(page, 'teach-panels-720');
    const phone = await openPhone(`${server.url}${COLUMN}`);
    for (const id of ['minimal', 'none']) {
      const s = await panelSizes(phone, id);
      assert.ok(
        s.counters && s.counters.height > 0 && s.counters.top >= s.board.top + s.board.height,
        `${id}: the counters under the board (${JSON.stringify(s)})`,
      );
      assert.ok(s.counters.width >= s.board.width - 1, `${id}: as wide as the board`);
      assert.ok(s.overflow <= 0, `${id}: nothing runs out of the phone's width`);
    }
    await shot(phone, 'teach-panels-375');
  });

  test('without a panels attribute, minimal and none show no panel and say so; full shows counters and stack', async () => {
    const page = await open(`${server.url}tests/fixtures/dist-blank.html`, undefined, { ready: false });
    for (const controls of ['full', 'minimal', 'none']) {
      await create(page, { controls, puzzle: EASY, id: controls });
      const s = await panelSizes(page, controls);
      const shown = controls === 'full';
      assert.equal(s.panels, shown ? 'counters stack' : '', `${controls}: el.panels is what is shown`);
      assert.equal(Boolean(s.counters?.height), shown, `${controls}: counters ${shown ? 'shown' : 'not shown'}`);
    }
    // A panels attribute shows in every mode, and going back to full without one brings the defaults.
    await page.locator('#none').evaluate((el) => el.setAttribute('panels', 'counters'));
    await page.waitForFunction(() => (document.querySelector('#none')?.shadowRoot?.querySelector('.counters-panel')?.getBoundingClientRect().height ?? 0) > 0);
    await page.locator('#minimal').evaluate((el) => el.setAttribute('controls', 'full'));
    assert.equal(await page.locator('#minimal').evaluate((el) => /** @type {any} */ (el).panels), 'counters stack');
  });

  test('loop="FROM:TO" plays to TO, goes back to FROM, and again; the steps stay in the range and are the search\'s own', async () => {
    const page = await open(`${server.url}tests/fixtures/dist-blank.html`, undefined, { ready: false });
    await page.evaluate(() => {
      const w = /** @type {any} */ (window);
      w.seen = [];
      document.addEventListener('sudoku-step', (e) => w.seen.push(/** @type {CustomEvent} */ (e).detail.steps));
    });
    await create(page, { puzzle: SWISTAK, strategy: 'backtracking', speed: '100', loop: '30:45' });
    // Two arrivals at 45 with a return to 30 between them: it repeats.
    await page.waitForFunction(
      () => {
        const seen = /** @type {number[]} */ (/** @type {any} */ (window).seen);
        const first = seen.indexOf(45);
        const back = seen.indexOf(30, first + 1);
        return first >= 0 && back > first && seen.indexOf(45, back + 1) > back;
      },
      undefined,
      { timeout: 8000 },
    );
    const seen = await page.evaluate(() => /** @type {number[]} */ (/** @type {any} */ (window).seen));
    const start = seen.indexOf(30);
    assert.ok(start >= 0, 'it went to FROM');
    const after = seen.slice(start);
    assert.ok(
      after.every((n) => n >= 30 && n <= 45),
      `after FROM, every step within 30…45 (${after.join(' ')})`,
    );
    // Played at its speed, not jumped: a frame takes at most a tenth of a second's steps (10 at
    // 100/s), so the stretch from 30 to 45 is drawn at steps between them.
    const firstRun = after.slice(0, after.indexOf(45) + 1);
    assert.ok(
      firstRun.some((n) => n > 30 && n < 45),
      `played, not jumped (${firstRun.join(' ')})`,
    );
    const s = await stats(page);
    assert.ok(s.steps >= 30 && s.steps <= 45);
    assert.deepEqual({ ...s, status: undefined }, { ...countersAt(SWISTAK, 'backtracking', s.steps), status: undefined }, "the CLI's counters at that step");
  });

  test("a reader's Pause ends the loop: the search stays where the reader left it", async () => {
    // Two seconds after the pause in virtual time: the page's clock advanced, not waited for.
    const page = await open(`${server.url}tests/fixtures/dist-blank.html`, undefined, { ready: false, before: (p) => p.clock.install() });
    await create(page, { puzzle: SWISTAK, strategy: 'backtracking', speed: '20', loop: '10:200' });
    await page.waitForFunction(() => (document.querySelector('sudoku-stepper')?.stats.steps ?? 0) > 12);
    await shadow(page, 'button.play').click();
    const paused = await stats(page);
    assert.equal(paused.status, 'paused');
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 100));
    await page.clock.runFor(2000);
    assert.deepEqual(await stats(page), paused, 'nothing moved after the pause');
  });

  test("a bad loop is said in the element, naming the problem; a range after the search's end says where it stops", async () => {
    const page = await open(`${server.url}tests/fixtures/dist-blank.html`, undefined, { ready: false });
    const invalid = page.evaluate(
      () => new Promise((done) => document.addEventListener('sudoku-invalid', (e) => done(/** @type {CustomEvent} */ (e).detail.message), { once: true })),
    );
    await create(page, { puzzle: EASY, strategy: 'backtracking', loop: '412:400' });
    const said = 'loop "412:400": TO (400) is not after FROM (412): the range plays forward from FROM to TO (for example loop="400:412")';
    assert.equal(await invalid, said);
    // The message area starts it with a capital.
    assert.equal(await shadow(page, '.message').textContent(), `L${said.slice(1)}`);
    assert.equal((await stats(page)).steps, 0, 'nothing played');
    // The end of this search comes long before step 100000.
    await host(page).evaluate((el) => el.setAttribute('loop', '100000:100010'));
    await page.waitForFunction(() => /stops at step/.test(document.querySelector('sudoku-stepper')?.shadowRoot?.querySelector('.message')?.textContent ?? ''));
    const end = (await stats(page)).steps;
    assert.equal(
      await shadow(page, '.message').textContent(),
      `Loop "100000:100010": the search stops at step ${end.toLocaleString('en')}, before step 100,000; choose a range within its steps`,
    );
    // A good range clears it.
    await host(page).evaluate((el) => el.setAttribute('loop', '5:9'));
    await page.waitForFunction(() => document.querySelector('sudoku-stepper')?.shadowRoot?.querySelector('.message')?.textContent === '');
  });

  test('the caption slot: under the board, and the figure it names for assistive technology', async () => {
    const page = await open(`${server.url}${COLUMN}`, { width: 1000, height: 900 });
    const at = await page.locator('#minimal').evaluate((el) => {
      const root = /** @type {ShadowRoot} */ (el.shadowRoot);
      const box = /** @type {HTMLElement} */ (root.querySelector('[part="caption"]'));
      const board = /** @type {Element} */ (root.querySelector('.board')).getBoundingClientRect();
      const text = /** @type {Element} */ (el.querySelector('[slot="caption"]')).getBoundingClientRect();
      return {
        under: text.top >= board.bottom && text.top - board.bottom < 40,
        height: text.height,
        inside: box.contains(root.querySelector('slot[name="caption"]')),
      };
    });
    assert.ok(at.under && at.height > 0 && at.inside, `the caption sits right under the board (${JSON.stringify(at)})`);
    // What Chromium's accessibility tree says: a figure named by the caption; no figure without one.
    const cdp = await page.context().newCDPSession(page);
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    const figures = nodes.filter((n) => n.role?.value === 'figure').map((n) => n.name?.value);
    assert.deepEqual(figures, ['Backtracking, with its counters and stack: a figure with minimal controls.']);
    // Taking the caption away takes the figure's role with it.
    await page.locator('#minimal [slot="caption"]').evaluate((c) => c.remove());
    await page.waitForFunction(() => !document.querySelector('#minimal')?.shadowRoot?.querySelector('.app')?.hasAttribute('role'));
    assert.equal(await page.locator('#minimal').evaluate((el) => /** @type {HTMLElement} */ (el.shadowRoot?.querySelector('[part="caption"]')).hidden), true);
  });

  test('"Open in full page" opens the demo page at the same puzzle, strategy, params, panels, theme and step', async () => {
    const page = await open(`${server.url}tests/fixtures/dist-blank.html`, undefined, { ready: false });
    await create(page, {
      puzzle: SWISTAK,
      strategy: 'annealing',
      params: 'seed=3 q=0.95',
      panels: 'counters chart',
      theme: 'dark',
      controls: 'minimal',
      'open-link': '/index.html',
    });
    await call(page, 'step', 57);
    const link = shadow(page, '[part="open-link"]');
    assert.equal(await link.innerText(), 'Open in full page');
    await link.hover();
    const href = new URL(/** @type {string} */ (await link.getAttribute('href')));
    assert.equal(`${href.origin}${href.pathname}`, `${server.url}index.html`);
    assert.deepEqual(
      Object.fromEntries(href.searchParams),
      {
        puzzle: SWISTAK,
        strategy: 'annealing',
        params: 'seed=3,q=0.95',
        panels: 'counters,chart',
        theme: 'dark',
        step: '57',
      },
      "the state, and not the figure's controls",
    );
    assert.equal(await link.getAttribute('target'), '_blank');
    const shown = await stats(page);
    // Followed: the demo page shows that search at that step, with those panels, dark.
    const [full] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await whenReady(full);
    await full.waitForFunction(() => document.querySelector('sudoku-stepper')?.stats.status !== 'running');
    assert.deepEqual(await stats(full), shown);
    assert.deepEqual(await host(full).evaluate((el) => [el.panels, el.theme, el.getAttribute('params'), el.controls]), [
      'counters chart',
      'dark',
      'seed=3 q=0.95',
      'full',
    ]);
    await full.close();
    // The link's address follows the state once the search stops.
    await call(page, 'step', 3);
    assert.equal(new URL(/** @type {string} */ (await link.getAttribute('href'))).searchParams.get('step'), '60');
  });

  test('no link without open-link, with off, or with an address that is not a web page (which is said)', async () => {
    const page = await open(`${server.url}tests/fixtures/dist-blank.html`, undefined, { ready: false });
    const shown = () => shadow(page, '.open-link').evaluate((p) => !(/** @type {HTMLElement} */ (p).hidden) && p.getBoundingClientRect().height > 0);
    await create(page, { puzzle: EASY });
    assert.equal(await shown(), false, 'absent: no link (a copy of dist/ has no demo page beside it)');
    await host(page).evaluate((el) => el.setAttribute('open-link', 'https://sudoku.example/'));
    await page.waitForFunction(() => !(/** @type {HTMLElement} */ (document.querySelector('sudoku-stepper')?.shadowRoot?.querySelector('.open-link')).hidden));
    assert.equal(await shown(), true);
    await host(page).evaluate((el) => el.setAttribute('open-link', 'off'));
    await page.waitForFunction(() => /** @type {HTMLElement} */ (document.querySelector('sudoku-stepper')?.shadowRoot?.querySelector('.open-link')).hidden);
    await host(page).evaluate((el) => el.setAttribute('open-link', 'javascript:alert(1)'));
    await page.waitForFunction(() => /not a web page/.test(document.querySelector('sudoku-stepper')?.shadowRoot?.querySelector('.message')?.textContent ?? ''));
    assert.equal(await shown(), false, 'no javascript: link');
    assert.equal(
      await shadow(page, '.message').textContent(),
      'Open-link "javascript:alert(1)" is not a web page (javascript:): use the address of a Sudoku Stepper demo page, or "off"',
    );
  });

  test('the iframe route links to the demo page beside it; open-link=off hides the link', async () => {
    const page = await open(`${server.url}tests/fixtures/frame-host.html`, undefined, { ready: false });
    const frameOf = async (/** @type {string} */ query) => {
      await page.evaluate((src) => {
        const frame = Object.assign(document.createElement('iframe'), { src, width: '720', height: '640', title: 'Sudoku Stepper' });
        document.querySelector('main')?.append(frame);
      }, `${server.url}embed.html?${query}`);
      const frame = await (await page.locator('iframe').last().elementHandle())?.contentFrame();
      assert.ok(frame);
      await whenReady(frame);
      return frame;
    };
    const on = await frameOf(`puzzle=${SWISTAK}&strategy=mrv&controls=minimal&step=9`);
    const href = new URL(/** @type {string} */ (await host(on).locator('[part="open-link"]').getAttribute('href')));
    assert.equal(`${href.origin}${href.pathname}`, server.url);
    assert.deepEqual([href.searchParams.get('strategy'), href.searchParams.get('step'), href.searchParams.has('controls')], ['mrv', '9', false]);
    const off = await frameOf(`puzzle=${SWISTAK}&open-link=off`);
    assert.equal(
      await host(off)
        .locator('.open-link')
        .evaluate((p) => /** @type {HTMLElement} */ (p).hidden),
      true,
    );
  });

  /** A static site on another origin, for posts built from snippets. */
  let site;
  before(async () => {
    site = await serveStatic();
  });
  after(async () => {
    await site?.stop();
  });

  for (const [width, first] of [
    [720, 640],
    [375, 300],
  ]) {
    test(`embed.html tells its parent its height: docs/element.md's lines fit a ${width} px frame (first ${first} px) to it, with no inner scrollbar, and follow a change`, async () => {
      site.put(
        '/resizing-post.html',
        htmlPage(
          'a post with a resizing iframe',
          '',
          `
        <script>window.told = []; addEventListener('message', (e) => window.told.push(e.data));</script>
        ${RESIZER}
        <iframe src="${server.url}embed.html?puzzle=${SWISTAK}&amp;strategy=backtracking&amp;controls=minimal&amp;panels=counters" title="Sudoku Stepper" width="${width}" height="${first}"></iframe>`,
        ),
      );
      const page = await open(`${site.url}resizing-post.html`, { width: width + 40, height: 900 }, { ready: false });
      const frame = await (await page.locator('iframe').elementHandle())?.contentFrame();
      assert.ok(frame);
      await whenReady(frame);
      /** The frame's height, its content's, and what the frame would scroll. */
      const fit = () =>
        frame.evaluate(() => ({
          frameHeight: innerHeight,
          height: document.documentElement.getBoundingClientRect().height,
          scroll: document.documentElement.scrollHeight - innerHeight,
        }));
      await page.waitForFunction(() => {
        const f = /** @type {HTMLIFrameElement} */ (document.querySelector('iframe'));
        const told = /** @type {{ height: number }[]} */ (/** @type {any} */ (window).told);
        return told.length > 0 && Number(f.height) === told[told.length - 1].height;
      });
      await page.waitForTimeout(500);
      const settled = await fit();
      assert.ok(Math.abs(settled.frameHeight - settled.height) <= 1, `the frame is as tall as its content (${JSON.stringify(settled)})`);
      assert.ok(settled.scroll <= 0, `no inner scrollbar (${settled.scroll} px to scroll)`);
      const told = await page.evaluate(() => /** @type {any} */ (window).told);
      assert.deepEqual(Object.keys(told[told.length - 1]).sort(), ['height', 'type']);
      assert.ok(
        told.every((/** @type {any} */ m) => m.type === 'sudoku-stepper:height' && Number.isInteger(m.height)),
        JSON.stringify(told),
      );
      // It does not creep: the board keeps the room the frame's first height gave it.
      await page.waitForTimeout(700);
      assert.deepEqual(await fit(), settled, 'still the same height');
      if (width === 720) {
        const board = await host(frame).evaluate((el) => el.shadowRoot?.querySelector('.board')?.getBoundingClientRect().height);
        // Had it followed the fitted frame's height, each message would shrink it, down to 260 px.
        assert.ok(board && board >= 420, `the board keeps the room of the first height (${board} px in a first ${first} px frame)`);
      }
      // A change of the content's height, outside what the board's room budgets: a message of
      // more lines than the narration it covers has.
      const count = told.length;
      await host(frame).evaluate((el) => el.setAttribute('speed', 'much faster than that, '.repeat(5)));
      await page.waitForFunction((n) => {
        const f = /** @type {HTMLIFrameElement} */ (document.querySelector('iframe'));
        const all = /** @type {{ height: number }[]} */ (/** @type {any} */ (window).told);
        return all.length > n && Number(f.height) === all[all.length - 1].height;
      }, count);
      await page.waitForTimeout(500);
      const after = await fit();
      assert.ok(Math.abs(after.frameHeight - after.height) <= 1 && after.scroll <= 0, `fitted again (${JSON.stringify(after)})`);
      await shot(page, `teach-iframe-height-${width}`);
    });
  }

  for (const controls of [null, 'none']) {
    test(`the three snippets keep panels and theme${controls ? ` and controls=${controls}` : ''}: each, loaded in a post, shows them`, async () => {
      const query = `puzzle=${SWISTAK}&strategy=backtracking&speed=20&theme=dark&panels=counters,code${controls ? `&controls=${controls}` : ''}`;
      const page = await open(`${server.url}?${query}`, undefined, { permissions: ['clipboard-read', 'clipboard-write'] });
      await call(page, 'step', 12);
      /** @type {Record<string, string>} */
      const snippets = {};
      for (const kind of ['link', 'embed', 'iframe']) {
        await page.locator(`button[data-copy="${kind}"]`).click();
        snippets[kind] = await page.locator('#snippet').inputValue();
      }
      /** What a snippet's element shows: its panels (property and laid out), theme, controls and step. */
      const looks = (/** @type {import('playwright-core').Page | import('playwright-core').Frame} */ target) =>
        host(target).evaluate((el) => {
          const e = /** @type {any} */ (el);
          const root = /** @type {ShadowRoot} */ (el.shadowRoot);
          const laid = (/** @type {string} */ sel) => (root.querySelector(sel)?.getBoundingClientRect().height ?? 0) > 0;
          return {
            panels: e.panels,
            theme: e.theme,
            controls: e.controls,
            steps: e.stats.steps,
            counters: laid('.counters-panel'),
            code: laid('.code-panel'),
            background: getComputedStyle(el).backgroundColor,
          };
        });
      const want = { panels: 'counters code', theme: 'dark', controls: controls ?? 'full', steps: 12, counters: true, code: true };
      const check = async (/** @type {string} */ what, /** @type {any} */ target, /** @type {string} */ wantControls) => {
        const got = await looks(target);
        assert.deepEqual({ ...got, background: undefined }, { ...want, controls: wantControls, background: undefined }, `${what}: ${snippets[what]}`);
        assert.ok(luminance(got.background) < 0.05, `${what}: dark (${got.background})`);
      };
      const linked = await open(snippets.link);
      await check('link', linked, controls ?? 'full');
      site.put('/embed-post.html', htmlPage('a post with the embed code', '', snippets.embed));
      const embedded = await open(`${site.url}embed-post.html`);
      await check('embed', embedded, controls ?? 'full');
      site.put('/iframe-post.html', htmlPage('a post with the iframe code', '', snippets.iframe));
      const framed = await open(`${site.url}iframe-post.html`, undefined, { ready: false });
      const frame = await (await framed.locator('iframe').elementHandle())?.contentFrame();
      assert.ok(frame);
      await whenReady(frame);
      // The iframe is a figure: minimal controls unless the reader chose a mode.
      await check('iframe', frame, controls ?? 'minimal');
    });
  }
});
