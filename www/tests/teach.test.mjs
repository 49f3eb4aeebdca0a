// Issue 18, teaching without interaction: panels in every controls mode (a 720 px blog column
// and a 375 px phone), `loop="FROM:TO"`, the `caption` slot, the "Open in full page" link,
// embed.html telling its parent its height, and the demo page's snippets keeping panels and theme.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { shot, suite } from './harness.mjs';
import { EASY, SWISTAK, host, shadow, stats } from './helpers.mjs';
import { countersAt } from './cli.mjs';

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

suite('teaching without interaction (issue 18)', ({ open, openPhone, server }) => {
  test('panels show with controls="minimal" and "none": beside the board in a 720 px column, under it on a phone', async () => {
    const page = await open(`${server.url}${COLUMN}`, { width: 1000, height: 900 });
    for (const id of ['minimal', 'none']) {
      const s = await panelSizes(page, id);
      const [first, second] = id === 'minimal' ? [s.counters, s.stack] : [s.counters, s.code];
      assert.ok(first && second && first.width >= 200 && first.height >= 60 && second.width >= 200 && second.height >= 40,
        `${id}: both panels are laid out (${JSON.stringify(s)})`);
      assert.ok(first.left >= s.board.left + s.board.width, `${id}: the panels are beside the board`);
      assert.ok(s.board.width >= 400, `${id}: the board keeps most of the column (${s.board.width} px)`);
      assert.ok(s.host.width <= 720 && s.overflow <= 0, `${id}: nothing runs out of the column`);
    }
    await shot(page, 'teach-panels-720');
    const phone = await openPhone(`${server.url}${COLUMN}`);
    for (const id of ['minimal', 'none']) {
      const s = await panelSizes(phone, id);
      assert.ok(s.counters && s.counters.height > 0 && s.counters.top >= s.board.top + s.board.height, `${id}: the counters under the board (${JSON.stringify(s)})`);
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
    await page.waitForFunction(() => {
      const seen = /** @type {number[]} */ (/** @type {any} */ (window).seen);
      const first = seen.indexOf(45);
      const back = seen.indexOf(30, first + 1);
      return first >= 0 && back > first && seen.indexOf(45, back + 1) > back;
    }, undefined, { timeout: 8000 });
    const seen = await page.evaluate(() => /** @type {number[]} */ (/** @type {any} */ (window).seen));
    const start = seen.indexOf(30);
    assert.ok(start >= 0, 'it went to FROM');
    const after = seen.slice(start);
    assert.ok(after.every((n) => n >= 30 && n <= 45), `after FROM, every step within 30…45 (${after.join(' ')})`);
    // Played at its speed, not jumped: the stretch from 30 to 45 passes through the steps between.
    const firstRun = after.slice(0, after.indexOf(45) + 1);
    assert.ok(firstRun.length >= 5, `played, not jumped (${firstRun.join(' ')})`);
    const s = await stats(page);
    assert.ok(s.steps >= 30 && s.steps <= 45);
    assert.deepEqual({ ...s, status: undefined }, { ...countersAt(SWISTAK, 'backtracking', s.steps), status: undefined }, 'the CLI\'s counters at that step');
  });

  test('a reader\'s Pause ends the loop: the search stays where the reader left it', async () => {
    const page = await open(`${server.url}tests/fixtures/dist-blank.html`, undefined, { ready: false });
    await create(page, { puzzle: SWISTAK, strategy: 'backtracking', speed: '20', loop: '10:200' });
    await page.waitForFunction(() => (document.querySelector('sudoku-stepper')?.stats.steps ?? 0) > 12);
    await shadow(page, 'button.play').click();
    const paused = await stats(page);
    assert.equal(paused.status, 'paused');
    await page.waitForTimeout(2000);
    assert.deepEqual(await stats(page), paused, 'nothing moved after the pause');
  });

  test('a bad loop is said in the element, naming the problem; a range after the search\'s end says where it stops', async () => {
    const page = await open(`${server.url}tests/fixtures/dist-blank.html`, undefined, { ready: false });
    const invalid = page.evaluate(() => new Promise((done) => document.addEventListener('sudoku-invalid', (e) => done(/** @type {CustomEvent} */ (e).detail.message), { once: true })));
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
    assert.equal(await shadow(page, '.message').textContent(), `Loop "100000:100010": the search stops at step ${end}, before step 100000; choose a range within its steps`);
    // A good range clears it.
    await host(page).evaluate((el) => el.setAttribute('loop', '5:9'));
    await page.waitForFunction(() => document.querySelector('sudoku-stepper')?.shadowRoot?.querySelector('.message')?.textContent === '');
  });
});
