// A dead end says why on the page from the engine's own blockers (`Search.blockers`): the
// narration names each digit ruled out and the unit of the peer that holds it, the board marks
// the dead cell and rings exactly those peers. The dead ends are found first with the engine in
// Node, the same searches the page runs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { suite } from './harness.mjs';
import { CZECH, shownAt } from './helpers.mjs';
import { Session } from '../engine/session.js';
import { BlockerKind, NONE } from '../engine/events.js';
import { EventKind, engineParts, geometry, memory } from './model/wasm.mjs';

const { Search } = await import('../pkg/sudoku_stepper.js');
const g9 = geometry(9);

/**
 * The first dead end of a cell in `strategy` on `puzzle`, with its step and blockers.
 * @param {string} puzzle
 * @param {string} strategy
 * @param {string} params
 */
function firstDeadEnd(puzzle, strategy, params) {
  const s = new Session(Search.withParams(puzzle, strategy, params), memory, g9, 'depth-first', engineParts);
  try {
    while (!s.done) {
      s.advance(1, Infinity, false);
      const ev = s.last;
      if (ev?.kind === EventKind.DeadEnd && ev.cell >= 0) return { step: s.steps, ev };
    }
  } finally {
    s.free();
  }
  throw new Error(`${strategy} has no dead end on this board`);
}

/** At step `n`: the narration, the dead cells and the cells ringed as causes. */
async function at(page, n) {
  const shown = await shownAt(page, n);
  return { narration: shown.narration, dead: shown.marked('dead'), causes: shown.marked('cause') };
}

suite('a dead end names what blocks it', ({ open, server }) => {
  for (const [strategy, params] of [
    ['backtracking', ''],
    ['mrv', ''],
    ['csp', 'var=mrv,infer=mac'],
  ]) {
    test(`${strategy} ${params}: the narration names every blocking digit, the board rings every peer behind one`, async () => {
      const { step, ev } = firstDeadEnd(CZECH, strategy, params);
      const blockers = ev.blockers ?? [];
      assert.ok(blockers.length > 0, 'the engine names blockers');
      const page = await open(`${server.url}?puzzle=${CZECH}&strategy=${strategy}&params=${params}`);
      const shown = await at(page, step);
      const name = g9.cellName(ev.cell);
      assert.ok(shown.narration.startsWith(`dead end: ${name} has no candidate left: `), shown.narration);
      for (const b of blockers) {
        if (b.kind !== BlockerKind.Tried) assert.match(shown.narration, new RegExp(`\\b${b.digit}\\b`), `${b.digit} is named`);
        // A peer's digit is said by the unit it stands in, a MAC singleton by its cell.
        const where = b.kind === BlockerKind.Peer ? g9.unitName(b.unit) : b.kind === BlockerKind.Singleton ? g9.cellName(b.by) : null;
        if (where) assert.match(shown.narration, new RegExp(`\\b${b.digit}\\b[^,]* ${where}\\b`), `${b.digit} ruled out by ${where}`);
      }
      assert.deepEqual(shown.dead, [ev.cell], 'the dead cell is marked');
      const peers = [...new Set(blockers.map((b) => b.by).filter((by) => by !== NONE))].sort((x, y) => x - y);
      assert.deepEqual(shown.causes, peers, 'exactly the peers behind the blockers are ringed');
    });
  }
});
