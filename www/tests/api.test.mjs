// Issue 8: every attribute, property, method and event of CONTRACT.md's <sudoku-stepper>,
// through the one-module dist/ build, each checked against the CLI where it has a number.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { suite } from './harness.mjs';
import { EASY, READY_STATS, SWISTAK, UNSOLVABLE, call, frames, host, luminance, prop, shadow, stats } from './helpers.mjs';
import { countersAt, firstSolution } from './cli.mjs';

/** The element's computed background and text colours. */
const colours = (page) =>
  host(page).evaluate((el) => {
    const s = getComputedStyle(el);
    return { bg: s.backgroundColor, ink: s.color };
  });

/** Whether a control of the shadow root is shown. */
const shown = (page, selector) => shadow(page, selector).evaluate((n) => n.getClientRects().length > 0 && !n.closest('[hidden]'));

/** Focuses cell `cell` of the board (from the page, no pointer) and presses `key`. */
async function typeInto(page, cell, key) {
  await host(page).evaluate((el, i) => /** @type {HTMLElement} */ (el.shadowRoot?.querySelector(`.cell[data-cell="${i}"]`)).focus(), cell);
  await page.keyboard.press(key);
  await frames(page);
}

/** Creates `<tag>` with `attrs` in the dist-blank page's main and waits for its `ready`. */
const create = (page, attrs, tag = 'sudoku-stepper') =>
  page.evaluate(
    async ([t, a]) => {
      const el = /** @type {any} */ (document.createElement(t));
      for (const [k, v] of Object.entries(a)) el.setAttribute(k, v);
      document.querySelector('main')?.append(el);
      await el.ready;
    },
    [tag, attrs],
  );

suite("the element's CONTRACT through dist/", ({ open, server }) => {
  test('every attribute, read when the element starts; each property reads and reflects it', async () => {
    /** @type {string[]} */
    const requests = [];
    const page = await open(`${server.url}tests/fixtures/dist-attributes.html`, undefined, {
      before: async (p) => {
        p.on('request', (r) => requests.push(r.url()));
        // A clock the test can stop and advance (it runs as the real one until then): the speed
        // below is counted in virtual time, exactly.
        await p.clock.install();
      },
    });
    // wasm-url: the .wasm came from where the attribute says.
    assert.deepEqual(
      requests.filter((u) => u.includes('.wasm')),
      [`${server.url}dist/sudoku_stepper_small_bg.wasm?from=attribute`],
    );
    assert.equal(await prop(page, 'wasmUrl'), '/dist/sudoku_stepper_small_bg.wasm?from=attribute');
    // puzzle, strategy, at-step: the board, and the mrv search replayed to step 25 exactly.
    assert.equal(await prop(page, 'puzzle'), SWISTAK);
    assert.equal(await prop(page, 'board'), SWISTAK);
    assert.equal(await prop(page, 'strategy'), 'mrv');
    assert.equal(await prop(page, 'atStep'), 25);
    const at = await stats(page);
    assert.deepEqual({ ...at, status: undefined }, { ...countersAt(SWISTAK, 'mrv', 25), status: undefined }, 'mrv at step 25, as the CLI trace');
    assert.equal(at.status, 'paused');
    // speed, controls, editable, theme, autoplay.
    assert.equal(await prop(page, 'speed'), 20);
    assert.equal(await prop(page, 'controls'), 'minimal');
    assert.equal(await shown(page, '.controls'), true);
    assert.equal(await shown(page, 'button.end'), false, 'minimal controls have no run-to-end button');
    assert.equal(await prop(page, 'editable'), true);
    assert.equal(await prop(page, 'theme'), 'dark');
    const dark = await colours(page);
    assert.ok(luminance(dark.bg) < 0.05 && luminance(dark.ink) > 0.6, `dark theme: ${JSON.stringify(dark)}`);
    assert.equal(await prop(page, 'autoplay'), false);

    // Properties reflect into attributes, and take effect.
    const reflected = await host(page).evaluate((el) => {
      const e = /** @type {any} */ (el);
      e.speed = Infinity;
      const max = e.getAttribute('speed');
      e.speed = 20;
      e.controls = 'none';
      e.theme = 'light';
      e.wasmUrl = '/elsewhere.wasm';
      e.editable = false;
      return {
        max,
        speed: e.getAttribute('speed'),
        controls: e.getAttribute('controls'),
        theme: e.getAttribute('theme'),
        wasm: e.getAttribute('wasm-url'),
        editable: e.hasAttribute('editable'),
      };
    });
    assert.deepEqual(reflected, { max: 'max', speed: '20', controls: 'none', theme: 'light', wasm: '/elsewhere.wasm', editable: false });
    await frames(page);
    assert.equal(await shown(page, '.controls'), false, 'controls="none" hides the controls');
    const light = await colours(page);
    assert.ok(luminance(light.bg) > 0.9 && luminance(light.ink) < 0.1, `light theme: ${JSON.stringify(light)}`);
    await host(page).evaluate((el) => {
      /** @type {any} */ (el).controls = 'full';
    });
    await frames(page);
    assert.equal(await shown(page, 'button.end'), true, 'full controls have run to end');

    // editable: typing into an empty cell changes the board only while editable.
    await typeInto(page, 2, '7');
    assert.equal(await prop(page, 'board'), SWISTAK, 'not editable: the key changes nothing');
    await host(page).evaluate((el) => {
      /** @type {any} */ (el).editable = true;
    });
    await typeInto(page, 2, '7');
    assert.equal(await prop(page, 'board'), `${SWISTAK.slice(0, 2)}7${SWISTAK.slice(3)}`, 'editable: the key writes the digit');
    assert.equal(await host(page).getAttribute('editable'), '');

    // puzzle and strategy as properties; atStep replays the new search.
    const replayed = await host(page).evaluate(async (el, p) => {
      const e = /** @type {any} */ (el);
      e.puzzle = p;
      e.strategy = 'backtracking';
      e.atStep = 40;
      await new Promise((r) => requestAnimationFrame(() => r(undefined)));
      return { puzzle: e.getAttribute('puzzle'), strategy: e.getAttribute('strategy'), at: e.getAttribute('at-step'), board: e.board, stats: e.stats };
    }, EASY);
    assert.deepEqual(
      { ...replayed, stats: { ...replayed.stats, status: undefined } },
      {
        puzzle: EASY,
        strategy: 'backtracking',
        at: '40',
        board: EASY,
        stats: { ...countersAt(EASY, 'backtracking', 40), status: undefined },
      },
    );

    // autoplay, and speed: 24 steps in 1.2 s of the page's time. The clock stops first, so that
    // no frame runs between the reads; its frames are then 16 ms apart, 75 of them in 1.2 s.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await host(page).evaluate((el) => {
      /** @type {any} */ (el).autoplay = true;
    });
    await page.clock.runFor(100);
    assert.equal(await host(page).getAttribute('autoplay'), '');
    const start = await stats(page);
    assert.equal(start.status, 'running', 'autoplay plays');
    await page.clock.runFor(1200);
    const later = await stats(page);
    assert.equal(later.steps - start.steps, 24, 'speed 20: 24 steps in 1.2 s');
    await call(page, 'pause');
    await page.close();
  });

  test('every method and event: step, back, goTo, play, pause, runToEnd, reset, board, current, ready; sudoku-step, -solved, -unsolvable, -invalid', async () => {
    const page = await open(`${server.url}tests/fixtures/dist-blank.html`, undefined, { ready: false });
    await page.waitForFunction(() => customElements.get('sudoku-stepper') !== undefined);
    // Every element event, as the page sees it: bubbling and composed, with its detail.
    await page.evaluate(() => {
      const w = /** @type {any} */ (window);
      w.events = [];
      for (const type of ['sudoku-step', 'sudoku-solved', 'sudoku-unsolvable', 'sudoku-invalid']) {
        document.addEventListener(type, (e) =>
          w.events.push({ type, bubbles: e.bubbles, composed: e.composed, detail: /** @type {CustomEvent} */ (e).detail }),
        );
      }
    });
    const events = () => page.evaluate(() => /** @type {any} */ (window).events.splice(0));
    const isPromise = await page.evaluate(() => {
      const el = document.createElement('sudoku-stepper');
      return /** @type {any} */ (el).ready instanceof Promise;
    });
    assert.ok(isPromise, 'ready is a promise');
    await create(page, { puzzle: SWISTAK, strategy: 'backtracking' });
    const ready = await events();
    assert.ok(
      ready.some((e) => e.type === 'sudoku-step' && e.detail.steps === 0),
      'a sudoku-step for the new search',
    );
    const plain = (s) => ({ ...s, status: undefined });

    // step(n), back(n), goTo(step): promises of stats, equal to the CLI's counters at that step.
    const stepped = await call(page, 'step', 3);
    assert.deepEqual(plain(stepped), plain(countersAt(SWISTAK, 'backtracking', 3)));
    assert.equal(stepped.status, 'paused');
    const after3 = await events();
    assert.ok(after3.length > 0 && after3.every((e) => e.type === 'sudoku-step' && e.bubbles && e.composed), 'sudoku-step events bubble and are composed');
    assert.deepEqual(after3.at(-1).detail, stepped, 'sudoku-step carries stats');
    assert.deepEqual(plain(await call(page, 'back', 1)), plain(countersAt(SWISTAK, 'backtracking', 2)));
    assert.deepEqual(plain(await call(page, 'goTo', 40)), plain(countersAt(SWISTAK, 'backtracking', 40)));
    assert.deepEqual(plain(await call(page, 'goTo', 10)), plain(countersAt(SWISTAK, 'backtracking', 10)));
    assert.deepEqual(await call(page, 'step', 0), await stats(page), 'step(0) does nothing');

    // Counts that are not whole numbers ≥ 0 are RangeErrors.
    const bad = await host(page).evaluate((el) => {
      const e = /** @type {any} */ (el);
      const name = (f) => {
        try {
          f();
          return 'no error';
        } catch (err) {
          return /** @type {Error} */ (err).name;
        }
      };
      return [name(() => e.step(-1)), name(() => e.step(1.5)), name(() => e.back(NaN)), name(() => e.goTo(-3)), name(() => e.goTo(Infinity))];
    });
    assert.deepEqual(bad, ['RangeError', 'RangeError', 'RangeError', 'RangeError', 'RangeError']);
    assert.equal((await stats(page)).steps, 10, 'bad counts change nothing');

    // play() and pause().
    await host(page).evaluate((el) => el.setAttribute('speed', '30'));
    await call(page, 'play');
    await page.waitForFunction(() => /** @type {any} */ (document.querySelector('sudoku-stepper')?.stats.steps ?? 0) > 10);
    const playing = await stats(page);
    assert.equal(playing.status, 'running');
    assert.ok(playing.steps > 10);
    await call(page, 'pause');
    const paused = await stats(page);
    await frames(page, 6);
    assert.deepEqual(await stats(page), { ...paused, status: 'paused' }, 'paused: no more steps');

    // runToEnd(): sudoku-solved with the CLI's solution; current is the solved board.
    await events();
    await call(page, 'runToEnd');
    await page.waitForFunction(() => document.querySelector('sudoku-stepper')?.stats.status === 'solved');
    const want = firstSolution(SWISTAK, 'backtracking');
    const solved = (await events()).filter((e) => e.type === 'sudoku-solved');
    assert.equal(solved.length, 1);
    assert.deepEqual(solved[0].detail, { steps: want.stats.steps, solutions: 1, solution: want.solution });
    assert.ok(solved[0].bubbles && solved[0].composed);
    assert.equal(await prop(page, 'current'), want.solution);
    assert.equal(await prop(page, 'board'), SWISTAK, 'board is the puzzle, not the search');

    // reset().
    await call(page, 'reset');
    const reset = await stats(page);
    assert.deepEqual(reset, READY_STATS);
    assert.equal(await prop(page, 'current'), SWISTAK);

    // The board property loads a puzzle without touching the attribute.
    await host(page).evaluate((el, p) => {
      /** @type {any} */ (el).board = p;
    }, EASY);
    assert.equal(await prop(page, 'board'), EASY);
    assert.equal(await host(page).getAttribute('puzzle'), SWISTAK);
    assert.equal((await stats(page)).steps, 0);

    // sudoku-unsolvable.
    await events();
    await host(page).evaluate((el, p) => {
      /** @type {any} */ (el).board = p;
      /** @type {any} */ (el).runToEnd();
    }, UNSOLVABLE);
    await page.waitForFunction(() => document.querySelector('sudoku-stepper')?.stats.status === 'unsolvable');
    const end = await stats(page);
    const unsolvable = (await events()).filter((e) => e.type === 'sudoku-unsolvable');
    assert.equal(unsolvable.length, 1);
    assert.deepEqual(unsolvable[0].detail, { steps: end.steps });
    assert.ok(unsolvable[0].bubbles && unsolvable[0].composed);

    // sudoku-invalid: the message names the value and is shown in the element.
    await host(page).evaluate((el) => el.setAttribute('speed', '-5'));
    await frames(page);
    const invalid = (await events()).filter((e) => e.type === 'sudoku-invalid');
    assert.equal(invalid.length, 1);
    assert.match(invalid[0].detail.message, /-5/);
    assert.ok(invalid[0].bubbles && invalid[0].composed);
    assert.match((await shadow(page, '.message').textContent()) ?? '', /-5/);
    assert.equal(await prop(page, 'speed'), 30, 'the previous speed stays in use');
    await page.close();
  });

  test("SudokuStepper.define(tag): the module's class, under another tag, works like the first", async () => {
    const page = await open(`${server.url}tests/fixtures/dist-blank.html`, undefined, { ready: false });
    await page.waitForFunction(() => customElements.get('sudoku-stepper') !== undefined);
    const defined = await page.evaluate(async () => {
      const mod = await import('/dist/sudoku-stepper.js');
      const Class = mod.SudokuStepper;
      Class.define('sudoku-lesson');
      Class.define('sudoku-lesson'); // a second call does nothing
      Class.define(); // nor does the default tag, defined on import
      return {
        same: Class === customElements.get('sudoku-stepper'),
        other: customElements.get('sudoku-lesson') !== undefined,
        subclass: customElements.get('sudoku-lesson')?.prototype instanceof Class,
      };
    });
    assert.deepEqual(defined, { same: true, other: true, subclass: true });
    await create(page, { puzzle: SWISTAK, strategy: 'mrv' }, 'sudoku-lesson');
    const s = await page.locator('sudoku-lesson').evaluate((el) => /** @type {any} */ (el).step(12));
    assert.deepEqual({ ...s, status: undefined }, { ...countersAt(SWISTAK, 'mrv', 12), status: undefined });
    assert.equal(await page.locator('sudoku-lesson').evaluate((el) => el.shadowRoot?.querySelectorAll('.cell[data-cell]').length), 81);
    await page.close();
  });
});
