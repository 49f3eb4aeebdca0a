// Issue 6: the element behaves like a well-made custom element, and the defects a new user hit
// are gone: moving it keeps its search, Continue continues, a loading state, each size keeps its
// board, struck digits after step(n) and Back, words, and a strict API.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DESKTOP, shot, suite, whenReady } from './harness.mjs';
import { CZECH, EASY, EASY_SOLUTION, HARD, PLATINUM, SWISTAK, UNSOLVABLE, call, frames, host, prop, shadow, stats, visible, waitStatus } from './helpers.mjs';

/** The cells marked cleared, each with the digit its ghost shows. */
const clearedCells = (page) =>
  host(page).evaluate((el) =>
    Object.fromEntries(
      [...el.shadowRoot.querySelectorAll('.board .cell.cleared[data-cell]')].map((c) => [
        c.getAttribute('data-cell'),
        c.querySelector('.ghost')?.textContent?.trim() ?? '',
      ]),
    ),
  );

suite('<sudoku-stepper> element', ({ open, server }) => {
  test('moving the element elsewhere in the page keeps its search: steps, board, edits, play state', async () => {
    const page = await open(`${server.url}?puzzle=${EASY}&strategy=backtracking`);
    // A user edit first: r1c3 gets its digit 4, typed on the keyboard.
    await shadow(page, '.board .cell[data-cell="2"]').click();
    await page.keyboard.press('4');
    const edited = `${EASY.slice(0, 2)}4${EASY.slice(3)}`;
    assert.equal(await prop(page, 'board'), edited);
    await host(page).evaluate((el) => {
      for (let i = 0; i < 37; i++) el.step(1);
    });
    await frames(page);
    const before = await visible(page);
    assert.equal(before.stats.steps, 37);
    await host(page).evaluate((el) => {
      const elsewhere = document.createElement('section');
      elsewhere.id = 'elsewhere';
      document.body.append(elsewhere);
      elsewhere.append(el);
    });
    await frames(page, 3);
    assert.deepEqual(await visible(page), before, 'same steps, board, status and cells after the move');
    assert.equal(await prop(page, 'board'), edited, 'the edit survives');

    // A running search keeps running through a move.
    await host(page).evaluate((el) => {
      el.setAttribute('speed', '30');
      el.play();
    });
    await page.waitForFunction((n) => (document.querySelector('sudoku-stepper')?.stats.steps ?? 0) > n, before.stats.steps);
    const running = await stats(page);
    assert.equal(running.status, 'running');
    await host(page).evaluate((el) => document.body.prepend(el));
    await page.waitForFunction((n) => (document.querySelector('sudoku-stepper')?.stats.steps ?? 0) > n, running.steps);
    const moved = await stats(page);
    assert.equal(moved.status, 'running', 'still running after the move');
    assert.ok(moved.steps > running.steps, `still stepping after the move (${running.steps} → ${moved.steps})`);
    assert.equal(await prop(page, 'board'), edited);
    await call(page, 'pause');
    await page.close();
  });

  test('continue after a solution at 20 steps/s: play(), Space and the Continue button search on; run to end never reads Play', async () => {
    const page = await open(`${server.url}?puzzle=${CZECH}&speed=20`);
    // Play to the first solution at max speed, then continue at 20 steps/s.
    const toFirstSolution = async () => {
      await host(page).evaluate((el) => {
        el.reset();
        el.setAttribute('speed', 'max');
      });
      await frames(page);
      await call(page, 'play');
      await waitStatus(page, 'solved');
      await host(page).evaluate((el) => el.setAttribute('speed', '20'));
      await frames(page);
      return stats(page);
    };
    const failures = [];
    const actions = {
      'play()': () => call(page, 'play'),
      Space: async () => {
        // In the page's own world: Playwright's focus() runs in an isolated world that does not
        // see the element's focus() (which focuses its Play button).
        await host(page).evaluate((el) => el.focus());
        await page.keyboard.press(' ');
      },
      'the Continue button': async () => {
        assert.match(await shadow(page, 'button.play').textContent(), /Continue/);
        await shadow(page, 'button.play').click();
      },
    };
    for (const [name, action] of Object.entries(actions)) {
      const first = await toFirstSolution();
      assert.equal(first.status, 'solved');
      assert.equal(first.solutions, 1);
      await action();
      try {
        await page.waitForFunction((n) => document.querySelector('sudoku-stepper').stats.steps > n, first.steps, { timeout: 1500 });
      } catch {
        failures.push(`${name} took no step in 1.5 s (status ${(await stats(page)).status})`);
      }
      await call(page, 'pause');
    }
    assert.deepEqual(failures, [], 'continuing after the first solution');

    // Run to end: the play button says what it does now, not "Play".
    await host(page).evaluate((el, hard) => {
      el.setAttribute('strategy', 'brute-force');
      el.setAttribute('puzzle', hard);
    }, HARD);
    await frames(page);
    await call(page, 'runToEnd');
    await frames(page, 3);
    assert.equal((await stats(page)).status, 'running');
    const label = (await shadow(page, 'button.play').textContent()).trim();
    assert.ok(!/^(Play|Continue)$/.test(label), `the play button reads "${label}" while running to the end`);
    await shot(page, 'run-to-end-play-button');
    await call(page, 'pause');
    await page.close();
  });

  test('while the engine loads: controls disabled and labelled, the size of the board shown, a loading state', async () => {
    let release = () => {};
    const gate = new Promise((r) => {
      release = r;
    });
    let delivered = false;
    const page = await open(`${server.url}?puzzle=${EASY}`, DESKTOP, {
      ready: false,
      before: (p) =>
        p.route('**/*.wasm', async (route) => {
          await gate;
          delivered = true;
          await route.continue();
        }),
    });
    await page.waitForFunction(() => document.querySelector('sudoku-stepper')?.shadowRoot?.querySelector('button.play'));
    await frames(page, 3);
    const loading = await host(page).evaluate((el) => {
      const r = el.shadowRoot;
      const q = (s) => r.querySelector(s);
      return {
        disabled: Object.fromEntries(['reset', 'back', 'play', 'step', 'end'].map((b) => [b, q(`button.${b}`)?.disabled ?? 'missing'])),
        size: q('select.size')?.value ?? 'missing',
        cells: r.querySelectorAll('.board .cell[data-cell]').length,
        presets: q('select.preset')?.options.length ?? 0,
        strategies: q('select.strategy')?.options.length ?? 0,
        busy: q('.app')?.getAttribute('aria-busy') ?? null,
        play: q('button.play')?.textContent?.trim() ?? '',
      };
    });
    await shot(page, 'loading');
    assert.equal(delivered, false, 'the engine was still loading');
    assert.deepEqual(loading.disabled, { reset: true, back: true, play: true, step: true, end: true }, 'controls disabled');
    assert.equal(loading.size, '9', 'the size menu shows the 9×9 board of the puzzle attribute');
    assert.ok(loading.cells === 0 || loading.cells === 81, `the board shown is 9×9 (${loading.cells} cells)`);
    assert.ok((loading.presets > 0 && loading.strategies > 0) || loading.busy === 'true', `menus filled or aria-busy (${JSON.stringify(loading)})`);
    assert.notEqual(loading.play, '', 'the play button has its label');
    release();
    await whenReady(page);
    await frames(page);
    const ready = await host(page).evaluate((el) => ({
      play: el.shadowRoot.querySelector('button.play')?.disabled,
      busy: el.shadowRoot.querySelector('.app')?.getAttribute('aria-busy') ?? null,
      strategies: el.shadowRoot.querySelector('select.strategy')?.options.length ?? 0,
    }));
    assert.equal(ready.play, false, 'play enabled once ready');
    assert.notEqual(ready.busy, 'true', 'no longer busy');
    assert.ok(ready.strategies > 0);
    await page.close();
  });

  test("a size switch keeps each size's board, and Load with an empty paste box says so and changes nothing", async () => {
    const page = await open(server.url);
    const type = async (cell, key) => {
      await shadow(page, `.board .cell[data-cell="${cell}"]`).click();
      await page.keyboard.press(key);
    };
    await type(0, '5');
    await type(40, '7');
    const nine = await prop(page, 'board');
    assert.equal(nine.length, 81);
    assert.equal(nine[0] + nine[40], '57');
    await shadow(page, 'select.size').selectOption('4');
    assert.equal((await prop(page, 'board')).length, 16);
    await type(5, '2');
    const four = await prop(page, 'board');
    assert.equal(four[5], '2');
    await shadow(page, 'select.size').selectOption('9');
    assert.equal(await prop(page, 'board'), nine, 'the 9×9 edits are back');
    await shadow(page, 'select.size').selectOption('4');
    assert.equal(await prop(page, 'board'), four, 'the 4×4 edits are back');
    await shadow(page, 'select.size').selectOption('9');

    const before = await stats(page);
    await shadow(page, 'details.paste summary').click();
    await shadow(page, 'details.paste textarea').fill('');
    await shadow(page, 'button.load').click();
    await frames(page);
    assert.ok(await shadow(page, '.message').isVisible(), 'a message is shown');
    assert.notEqual((await shadow(page, '.message').textContent()).trim(), '', 'the message says the box is empty');
    assert.equal(await prop(page, 'board'), nine, 'the board is unchanged');
    assert.deepEqual(await stats(page), before, 'the search is unchanged');
    await page.close();
  });

  test('struck cleared digits after step(n), after back(1) + step(1) and after back(6) are the ones single steps show', async () => {
    const page = await open(`${server.url}?puzzle=${PLATINUM}&strategy=singles`);
    // Single steps up to the first backtrack that clears two or more cells.
    const reference = await host(page).evaluate(async (el) => {
      const frame = () => new Promise((r) => requestAnimationFrame(() => r(undefined)));
      const read = () =>
        Object.fromEntries(
          [...el.shadowRoot.querySelectorAll('.board .cell.cleared[data-cell]')].map((c) => [
            c.getAttribute('data-cell'),
            c.querySelector('.ghost')?.textContent?.trim() ?? '',
          ]),
        );
      let backtracks = el.stats.backtracks;
      for (let i = 0; i < 20_000; i++) {
        el.step(1);
        const s = el.stats;
        if (s.backtracks > backtracks) {
          await frame();
          const cleared = read();
          if (Object.keys(cleared).length >= 2) return { n: s.steps, cleared };
        }
        backtracks = s.backtracks;
        if (s.status === 'solved' || s.status === 'unsolvable') break;
      }
      return null;
    });
    assert.ok(reference, 'a backtrack that clears two or more cells');
    const { n, cleared } = reference;
    assert.ok(
      Object.values(cleared).every((d) => /^[1-9]$/.test(d)),
      `every cleared cell shows its struck digit (${JSON.stringify(cleared)})`,
    );
    await shot(page, 'cleared-single-steps');

    await call(page, 'reset');
    await frames(page);
    await call(page, 'step', n);
    await frames(page);
    assert.equal((await stats(page)).steps, n);
    assert.deepEqual(await clearedCells(page), cleared, `after step(${n})`);
    await shot(page, 'cleared-step-n');

    // One step earlier those cells held exactly the struck digits.
    await call(page, 'back', 1);
    await frames(page);
    const held = await host(page).evaluate(
      (el, cells) =>
        Object.fromEntries(
          cells.map((c) => {
            const text = el.shadowRoot.querySelector(`.board .cell[data-cell="${c}"]`)?.textContent ?? '';
            // The digit, not a cell name such as r2c7 that a cell may carry for screen readers.
            return [c, text.replace(/r\d+c\d+/g, '').match(/[1-9]/)?.[0] ?? ''];
          }),
        ),
      Object.keys(cleared),
    );
    assert.deepEqual(held, cleared, 'the ghosts are the digits the backtrack cleared');
    await call(page, 'step', 1);
    await frames(page);
    assert.deepEqual(await clearedCells(page), cleared, 'after back(1) then step(1)');
    // Further on (the search refills those cells), then Back to the backtrack.
    for (let i = 0; i < 6; i++) {
      await call(page, 'step', 1);
      await frames(page, 1);
    }
    await call(page, 'back', 6);
    await frames(page);
    assert.equal((await stats(page)).steps, n);
    assert.deepEqual(await clearedCells(page), cleared, 'after six single steps and back(6)');
    await page.close();
  });

  test('words: "Solved in 1 step", and an unsolvable board says why (r1c9)', async () => {
    const page = await open(`${server.url}?puzzle=.${EASY_SOLUTION.slice(1)}&strategy=fast`);
    await call(page, 'play');
    await waitStatus(page, 'solved');
    await frames(page);
    const s = await stats(page);
    assert.equal(s.steps, 1, 'fast solves a one-hole board in one step');
    assert.equal(s.status, 'solved');
    const banner = (await shadow(page, '.banner').textContent()).trim();
    assert.match(banner, /\bSolved in 1 step\b(?!s)/);
    assert.doesNotMatch(banner, /\b1 steps\b/);

    await host(page).evaluate((el, p) => el.setAttribute('puzzle', p), UNSOLVABLE);
    await frames(page);
    await call(page, 'runToEnd');
    await waitStatus(page, 'unsolvable');
    await frames(page);
    const why = `${await shadow(page, '.banner').textContent()} | ${await shadow(page, '.narration').textContent()}`;
    await shot(page, 'unsolvable-why');
    assert.match(why, /r1c9/, `the reason names the cell without candidates: ${why}`);
    await page.close();
  });

  test('attributes and API: RangeError for bad counts, messages for bad speeds, reflection, one reset per task, true status, define()', async () => {
    const page = await open(`${server.url}?puzzle=${SWISTAK}&strategy=backtracking`);
    const api = await host(page).evaluate(async (el) => {
      const thrown = (f) => {
        try {
          f();
          return 'no error';
        } catch (e) {
          return e instanceof RangeError ? 'RangeError' : `${e?.name}: ${e?.message}`;
        }
      };
      const Class = customElements.get('sudoku-stepper');
      let defineAgain = 'ok';
      try {
        Class.define();
      } catch (e) {
        defineAgain = String(e);
      }
      const out = {
        ready: el.ready instanceof Promise,
        defineIsFunction: typeof Class.define === 'function',
        defineAgain,
        isClass: el instanceof Class,
        stepMinus: thrown(() => el.step(-1)),
        stepHalf: thrown(() => el.step(1.5)),
        backX: thrown(() => el.back('x')),
        stepsAfterBad: el.stats.steps,
      };
      el.step(0);
      out.afterZero = el.stats;
      return out;
    });
    assert.deepEqual(api, {
      ready: true,
      defineIsFunction: true,
      defineAgain: 'ok',
      isClass: true,
      stepMinus: 'RangeError',
      stepHalf: 'RangeError',
      backX: 'RangeError',
      stepsAfterBad: 0,
      afterZero: { ...api.afterZero, steps: 0, status: 'ready' },
    });

    // Bad speeds are shown, naming the value.
    for (const bad of ['-5', 'abc']) {
      await host(page).evaluate((el, v) => el.setAttribute('speed', v), bad);
      await frames(page);
      const message = shadow(page, '.message');
      assert.ok(await message.isVisible(), `a message for speed="${bad}"`);
      assert.ok((await message.textContent()).includes(bad), `the message names "${bad}": ${await message.textContent()}`);
    }

    // Properties reflect to attributes.
    const reflected = await host(page).evaluate((el) => {
      el.speed = 50;
      el.strategy = 'mrv';
      el.controls = 'minimal';
      el.autoplay = false;
      el.editable = false;
      const out = {
        speed: el.getAttribute('speed'),
        strategy: el.getAttribute('strategy'),
        controls: el.getAttribute('controls'),
        autoplay: el.hasAttribute('autoplay'),
        notEditable: !el.hasAttribute('editable'),
      };
      el.editable = true;
      out.editable = el.hasAttribute('editable');
      el.controls = 'full';
      el.setAttribute('speed', '7');
      out.speedProperty = String(el.speed);
      out.puzzleProperty = el.puzzle;
      return out;
    });
    assert.deepEqual(reflected, {
      speed: '50',
      strategy: 'mrv',
      controls: 'minimal',
      autoplay: false,
      notEditable: true,
      editable: true,
      speedProperty: '7',
      puzzleProperty: SWISTAK,
    });
    await frames(page);
    assert.ok(!(await shadow(page, '.message').isVisible()) || (await shadow(page, '.message').textContent()).trim() === '', 'a good speed clears the message');

    // Several attribute changes in one task apply once.
    const resets = await host(page).evaluate(async (el, puzzle) => {
      let events = 0;
      const count = () => events++;
      el.addEventListener('sudoku-step', count);
      el.setAttribute('puzzle', puzzle);
      el.setAttribute('strategy', 'singles');
      await new Promise((r) => setTimeout(r, 300));
      el.removeEventListener('sudoku-step', count);
      return { events, board: el.board, strategy: el.strategy, steps: el.stats.steps };
    }, EASY);
    assert.ok(resets.events <= 1, `one reset for two attribute changes in one task (${resets.events} sudoku-step events)`);
    assert.deepEqual({ ...resets, events: 0 }, { events: 0, board: EASY, strategy: 'singles', steps: 0 });
    await page.close();
  });

  test('a solution reached by step() shows "Solved in N steps" at once and the play button reads Continue; play() searches on', async () => {
    const page = await open(`${server.url}?puzzle=${CZECH}&strategy=singles&speed=max`);
    // Read in the same task as the step's promise settles: no frame in between.
    const at = await host(page).evaluate(async (el) => {
      const done = await el.step(100_000);
      const r = el.shadowRoot;
      const banner = /** @type {HTMLElement} */ (r.querySelector('.banner'));
      const play = /** @type {HTMLButtonElement} */ (r.querySelector('button.play'));
      return { done, stats: el.stats, banner: banner.hidden ? '' : banner.textContent, play: play.textContent.trim(), disabled: play.disabled };
    });
    assert.equal(at.stats.status, 'solved');
    assert.equal(at.stats.solutions, 1);
    assert.ok(at.stats.steps > 1 && at.stats.steps < 100_000, `step() stopped at the first solution (${at.stats.steps} steps)`);
    assert.deepEqual(at.done, at.stats, 'step() resolves with the stats at the solution');
    assert.equal(at.banner, `Solved in ${at.stats.steps.toLocaleString('en-US')} steps`);
    assert.equal(at.play, 'Continue');
    assert.equal(at.disabled, false, 'Continue is enabled');
    await shot(page, 'solved-by-step');
    await call(page, 'play');
    await page.waitForFunction(() => document.querySelector('sudoku-stepper').stats.solutions >= 2);
    const on = await stats(page);
    assert.ok(on.steps > at.stats.steps, `play() went on from the solution (${at.stats.steps} → ${on.steps} steps)`);
    await page.close();
  });

  test('properties read their attribute in the same task: speed, strategy and controls', async () => {
    const page = await open(server.url);
    const read = await host(page).evaluate((el) => {
      const out = {};
      el.setAttribute('speed', '7');
      out.speed = String(el.speed);
      el.setAttribute('speed', 'max');
      out.max = el.speed === Infinity;
      el.setAttribute('speed', '250');
      out.again = el.speed;
      el.removeAttribute('speed');
      out.removed = el.speed;
      el.setAttribute('strategy', 'mrv');
      out.strategy = el.strategy;
      el.setAttribute('controls', 'minimal');
      out.controls = el.controls;
      return out;
    });
    assert.deepEqual(read, { speed: '7', max: true, again: 250, removed: 10, strategy: 'mrv', controls: 'minimal' });
    await page.close();
  });

  test('changing the strategy while running: status stays running and the search steps on with the new strategy', async () => {
    const page = await open(`${server.url}?puzzle=${HARD}&strategy=backtracking&speed=30`);
    const ways = {
      'the strategy property': [
        'brute-force',
        (p) =>
          host(p).evaluate((el) => {
            el.strategy = 'brute-force';
          }),
      ],
      'the strategy menu': ['mrv', (p) => shadow(p, 'select.strategy').selectOption('mrv')],
    };
    for (const [way, [strategy, change]] of Object.entries(ways)) {
      await call(page, 'play');
      await page.waitForFunction(() => document.querySelector('sudoku-stepper').stats.steps >= 5);
      const before = await stats(page);
      assert.equal(before.status, 'running', `running before the change by ${way}`);
      await change(page);
      const samples = await host(page).evaluate(async (el) => {
        const out = [];
        const end = performance.now() + 700;
        while (performance.now() < end) {
          out.push({ ...el.stats });
          await new Promise((r) => requestAnimationFrame(() => r(undefined)));
        }
        return out;
      });
      const statuses = [...new Set(samples.map((s) => s.status))];
      assert.deepEqual(statuses, ['running'], `status after the change by ${way}`);
      assert.ok(samples[0].steps < before.steps, `a new search from step 0 (${before.steps} → ${samples[0].steps})`);
      assert.ok(samples.at(-1).steps > samples[0].steps + 3, `stepping after the change by ${way} (${samples[0].steps} → ${samples.at(-1).steps})`);
      assert.equal(await shadow(page, 'select.strategy').inputValue(), strategy);
      // The running search is the new strategy's: the counters of a fresh search at that step.
      await call(page, 'pause');
      const ran = await stats(page);
      const fresh = await host(page).evaluate((el, n) => {
        el.reset();
        return el.step(n);
      }, ran.steps);
      assert.deepEqual({ ...fresh, status: '' }, { ...ran, status: '' }, `the counters of ${strategy} at step ${ran.steps}`);
    }
    await page.close();
  });
});
