// A local search's moves say why on the page: annealing's accept and reject give Δ, T, p and the
// draw, shoot-and-go's move names its cell and digits, and the board shows exactly that (the
// cells ringed, the digits before and after the step). The steps are found first with the engine
// in Node (the same seeded searches the page runs); a solved local search offers no Continue.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { suite } from './harness.mjs';
import { EASY, frames, host, shownAt, waitStatus } from './helpers.mjs';
import { Session } from '../engine/session.js';
import { EventKind, engineParts, geometry, memory } from './model/wasm.mjs';

const { Search } = await import('../pkg/sudoku_stepper.js');
const g9 = geometry(9);
const PAPER4 = '.3.....3.412....';

/**
 * The first step at which `found(last event)` holds in a seeded local search like the page's.
 * @param {string} strategy
 * @param {string} params
 * @param {(ev: any) => boolean} found
 */
function firstStep(strategy, params, found) {
  const s = new Session(Search.withParams(EASY, strategy, params), memory, g9, 'local', engineParts);
  try {
    while (!s.done) {
      s.advance(1, Infinity, false);
      if (found(s.last)) return { step: s.steps, ev: s.last };
    }
  } finally {
    s.free();
  }
  throw new Error(`no such step of ${strategy}`);
}

/** At step `n`: the narration, every cell's digit and the cells ringed as a move's. */
async function at(page, n) {
  const shown = await shownAt(page, n);
  return { narration: shown.narration, digits: shown.digits, moved: shown.marked('moved') };
}

suite(
  'a local search says why it moved (H2)',
  ({ open, server }) => {
    test('annealing: a worse swap made and one refused give Δ, T, p and the draw; the board rings the swap and shows it made or not', async () => {
      const params = 'seed=1';
      const made = firstStep('annealing', params, (ev) => ev.kind === EventKind.Accept && ev.acceptance?.draw !== null);
      const refused = firstStep('annealing', params, (ev) => ev.kind === EventKind.Reject);
      const page = await open(`${server.url}?puzzle=${EASY}&strategy=annealing&params=${params}`);
      for (const { step, ev } of [made, refused]) {
        const a = ev.acceptance;
        const before = await at(page, step - 1);
        const after = await at(page, step);
        const t = String(Number(a.temperature.toPrecision(3)));
        const accepted = ev.kind === EventKind.Accept;
        assert.ok(after.narration.startsWith(`move ${accepted ? 'made' : 'refused'}: penalty +${a.delta} at temperature ${t}, `), after.narration);
        assert.ok(after.narration.includes(`p = e^(−${a.delta}/${t}) ≈ `), after.narration);
        assert.deepEqual(
          after.moved,
          [...a.cells].sort((x, y) => x - y),
          'the swap is ringed',
        );
        const [c0, c1] = a.cells;
        assert.deepEqual(
          [after.digits[c0], after.digits[c1]],
          accepted ? [before.digits[c1], before.digits[c0]] : [before.digits[c0], before.digits[c1]],
          accepted ? 'the two digits swapped' : 'the board unchanged',
        );
        assert.ok(before.digits[c0] !== before.digits[c1]);
      }
    });

    test('shoot-and-go: a move names the cell, the digit it had and the one it gets, as the board shows them', async () => {
      const params = 'seed=2';
      const { step, ev } = firstStep('shoot-and-go', params, (e) => e.kind === EventKind.Accept);
      const d = ev.descent;
      const page = await open(`${server.url}?puzzle=${EASY}&strategy=shoot-and-go&params=${params}`);
      const before = await at(page, step - 1);
      const after = await at(page, step);
      const name = g9.cellName(d.cell);
      const m = after.narration.match(/^move made: (r\dc\d) from (\d) to (\d), the best of ([\d,]+) neighbours \(penalty −\d+\); penalty now \d+$/);
      assert.ok(m, after.narration);
      assert.equal(m[1], name);
      assert.deepEqual([before.digits[d.cell], after.digits[d.cell]], [m[2], m[3]], `${name}: the digits named`);
      assert.deepEqual(after.moved, [d.cell], 'the cell is ringed');
      assert.deepEqual(
        after.digits.flatMap((v, i) => (v !== before.digits[i] ? [i] : [])),
        [d.cell],
        'no other cell changed',
      );
    });

    test('a solved local search offers no Continue: Play, Step and Run to end are off', async () => {
      const page = await open(`${server.url}?puzzle=${PAPER4}&strategy=annealing&params=seed=5`);
      await host(page).evaluate((el) => el.runToEnd());
      await waitStatus(page, 'solved');
      await frames(page);
      const controls = await host(page).evaluate((el) => {
        const r = el.shadowRoot;
        const button = (/** @type {string} */ sel) => /** @type {HTMLButtonElement} */ (r.querySelector(sel));
        return {
          play: button('button.play').textContent?.trim(),
          playOff: button('button.play').disabled,
          stepOff: button('button.step').disabled,
          endOff: button('button.end').disabled,
        };
      });
      assert.deepEqual(controls, { play: 'Play', playOff: true, stepOff: true, endOff: true });
      // Space (play) does nothing either.
      const steps = await host(page).evaluate((el) => el.stats.steps);
      await host(page).evaluate((el) => el.play());
      await frames(page);
      assert.equal(await host(page).evaluate((el) => el.stats.steps), steps);
    });
  },
  { timeout: 20_000 },
);
