// Issue 10: the pseudo-code panel in Chromium. Its marked line follows the event of the step
// shown, through step, back, goTo, play and run to the end, for several strategies: each step's
// event comes from the CLI's trace, and its line from the strategy's table (model/code.js,
// whose ties to the real machines tests/model/code.test.mjs checks).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { suite, shot } from './harness.mjs';
import { EASY, HARD, PLATINUM, frames, host, shadow } from './helpers.mjs';
import { eventsTo } from './cli.mjs';
import { EventKind, infos } from './model/wasm.mjs';
import { codeOf, lineOf } from '../model/code.js';
import { eventName } from '../engine/events.js';

const PAPER4 = '.3.....3.412....';

/** Event kinds by the name the trace prints (dlx's two selects share a name and a line). */
const KIND = new Map(
  Object.values(EventKind)
    .filter((v) => typeof v === 'number')
    .reverse()
    .map((k) => [eventName(k), k]),
);

/**
 * Drives the element in the page with `moves` (`['step', n]`, `['back', n]`, `['goTo', n]`,
 * `['play', ms]` at 300 steps/s, `['end']`) and after each reads the step it shows and the
 * pseudo-code lines marked: their indices and the event names they carry.
 */
const drive = (page, moves) =>
  host(page).evaluate(async (el, list) => {
    const frame = () => new Promise((r) => requestAnimationFrame(() => r(undefined)));
    const read = () => {
      const rows = [...el.shadowRoot.querySelectorAll('[part="code"] .code-lines li')];
      const on = rows.filter((r) => r.getAttribute('aria-current') === 'step');
      return {
        steps: el.stats.steps,
        at: on.map((r) => rows.indexOf(r)),
        events: on.map((r) => r.querySelector('.ev')?.textContent?.replace(/^ emits /, '') ?? ''),
        marked: rows.filter((r) => r.classList.contains('on')).length,
      };
    };
    const out = [];
    for (const [move, n] of list) {
      if (move === 'play') {
        el.speed = 300;
        el.play();
        await new Promise((r) => setTimeout(r, n));
        el.pause();
      } else if (move === 'end') {
        el.speed = 'max';
        el.runToEnd();
        while (el.stats.status === 'running') await frame();
      } else await el[move](n);
      await frame();
      out.push({ move: `${move} ${n ?? ''}`.trim(), ...read() });
    }
    return out;
  }, moves);

/** Steps one at a time, back, jumps, a stretch of play and the run to the end. */
const MOVES = [
  ...Array.from({ length: 24 }, () => ['step', 1]),
  ['back', 1],
  ['back', 1],
  ['back', 5],
  ['step', 3],
  ['goTo', 420],
  ['back', 7],
  ['goTo', 61],
  ['goTo', 1],
  ['goTo', 0],
  ['step', 1],
  ['play', 250],
  ['end'],
  ['back', 1],
];

/** [strategy, puzzle, params] of the searches followed. */
const SEARCHES = [
  ['brute-force', EASY, ''],
  ['backtracking', EASY, ''],
  ['sorted-cells', EASY, ''],
  ['mrv', HARD, ''],
  ['singles', HARD, ''],
  ['lookahead', HARD, ''],
  ['fast', PLATINUM, ''],
  ['fast', PAPER4, ''],
  ['dlx', HARD, ''],
  ['annealing', PAPER4, 'seed=7'],
  ['shoot-and-go', PAPER4, 'seed=2'],
];

suite(
  'the pseudo-code panel (issue 10)',
  ({ open, server }) => {
    test('the marked line is the line of the event of the step shown, through step, back, goTo, play and run to the end', async () => {
      const failures = [];
      for (const [strategy, puzzle, params] of SEARCHES) {
        const page = await open(`${server.url}?puzzle=${puzzle}&strategy=${strategy}&panels=code${params ? `&params=${params}` : ''}`);
        const seen = await drive(page, MOVES);
        await page.close();
        const last = Math.max(...seen.map((s) => s.steps));
        const events = eventsTo(puzzle, strategy, Math.max(1, last), params ? params.split(' ') : []);
        const lines = codeOf(infos.find((s) => s.name === strategy)?.machines[Math.sqrt(puzzle.length)] ?? strategy);
        assert.ok(lines);
        for (const s of seen) {
          const name = s.steps === 0 ? null : events[s.steps - 1];
          const want = name == null ? [] : [lineOf(lines, /** @type {EventKind} */ (KIND.get(name)), s.steps === 1)];
          const got = { at: s.at, events: s.events, marked: s.marked };
          const expected = {
            at: want,
            events:
              name == null
                ? []
                : [
                    lines[want[0]].on
                      .map(eventName)
                      .filter((x, i, a) => a.indexOf(x) === i)
                      .join(', '),
                  ],
            marked: want.length,
          };
          if (JSON.stringify(got) !== JSON.stringify(expected)) {
            failures.push(
              `${strategy} ${puzzle.slice(0, 12)}… after ${s.move} at step ${s.steps} (${name ?? 'no event'}): ${JSON.stringify(got)}, want ${JSON.stringify(expected)}`,
            );
          } else if (name != null && !s.events[0].split(', ').includes(name)) {
            failures.push(`${strategy} at step ${s.steps}: the marked line emits ${s.events[0]}, not ${name}`);
          }
        }
        // The moves reach lines enough to tell a faithful mark from a stuck one.
        const reached = new Set(seen.flatMap((s) => s.at));
        assert.ok(reached.size >= 3, `${strategy}: the moves marked only lines ${[...reached]}`);
      }
      assert.deepEqual(failures, []);
    });

    test('code and plain English: a toggle button with aria-pressed, the mark kept; a labelled region; shown at 375 px, light and dark', async () => {
      const page = await open(`${server.url}?puzzle=${HARD}&strategy=singles&panels=counters,code&step=12`);
      const region = shadow(page, '[part="code"]');
      assert.equal(await region.evaluate((n) => n.tagName), 'SECTION');
      assert.equal(await region.getAttribute('aria-label'), 'Pseudo-code');
      const toggle = shadow(page, 'button.code-toggle');
      assert.equal(await toggle.getAttribute('aria-pressed'), 'false');
      const marked = () => shadow(page, '.code-lines li[aria-current="step"] .t').innerText();
      const code = await marked();
      await toggle.click();
      assert.equal(await toggle.getAttribute('aria-pressed'), 'true');
      const plain = await marked();
      assert.notEqual(plain, code);
      assert.match(plain, /^[A-Z]/, `plain English reads as a sentence: ${plain}`);
      // The element's keys still work with focus on the toggle: → steps, and the mark follows.
      await page.keyboard.press('ArrowRight');
      await frames(page);
      assert.equal((await host(page).evaluate((el) => el.stats)).steps, 13);
      await toggle.click();
      assert.equal(await toggle.getAttribute('aria-pressed'), 'false');
      await shot(page, 'code-1200-light');
      await page.close();

      for (const colorScheme of ['light', 'dark']) {
        const phone = await open(`${server.url}?puzzle=${HARD}&strategy=dlx&panels=counters,code&step=40`, { width: 375, height: 740 }, { colorScheme });
        // Nothing wider than the screen.
        const wide = await host(phone).evaluate((el) =>
          [...el.shadowRoot.querySelectorAll('[part="code"] *')].filter((n) => n.getBoundingClientRect().right > 375.5).map((n) => n.className),
        );
        assert.deepEqual(wide, [], `${colorScheme}: the code panel fits 375 px`);
        await shot(phone, `code-375-${colorScheme}`);
        await phone.close();
      }
    });
  },
  { timeout: 20_000 },
);
