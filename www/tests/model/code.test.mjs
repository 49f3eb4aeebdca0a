// The pseudo-code tables against the real machines: every event kind a strategy emits (collected
// from whole runs through the engine) is tied to exactly one line of its table, and a table
// ties no line to a kind its machine never emits.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { EventKind, infos, memory } from './wasm.mjs';
import { CODE, codeOf, codeView, lineOf } from '../../model/code.js';
import { decode } from '../../engine/events.js';
import { COMPOSED } from '../../model/compose.js';
import { ENGLISH } from '../../i18n/messages.js';
// English with every part of its catalogue, as the pages load them (the default of the functions).
import './catalogues.mjs';

const { Search, strategies } = await import('../../pkg/sudoku_stepper.js');

const EASY = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';

/**
 * The strategy whose machine runs `name` on a board of `side`, as the engine says.
 * @param {string} name
 * @param {number} side
 */
const machineOn = (name, side) => infos.find((s) => s.name === name)?.machines[side] ?? name;

/** 27 solutions: the exact strategies backtrack through them all. */
const CZECH = '003870500000002180049651030006000053050000072072305010200068000000020000030510000';
/** No solution, and no conflict among the givens. */
const UNSOLVABLE = `12345678.........9${'.'.repeat(63)}`;
/** The local-search paper's 4×4 (three solutions); `fast` runs the singles machine on it. */
const PAPER4 = '.3.....3.412....';
const SIXTEEN =
  '.5A2.1.F9DE4....81.F..7.C.A2..E4..E4..A23B......3.7...E4...FC.....CAF9.8B.41.7.67..BG.C.53..FA..6.G9.E..FADC.248.8...6...G.9..5.AC...8..E2G.D4.7.623.7BCA9FD.G..B.9D...51..7A.F...8...G.645....3...C.A.E.6B.73.9D.376G.94.1.BE..E4B.5.2..79A6F..G..6.C1B..3E.8DA';

/** Runs that reach every kind of event each machine has: to the end, or to a cap of events. */
const EXACT_RUNS = [
  [EASY, ''],
  [CZECH, ''],
  [UNSOLVABLE, ''],
  [PAPER4, ''],
  [SIXTEEN, ''],
];
/** @type {Record<string, string[][]>} */
const LOCAL_RUNS = {
  annealing: [
    [PAPER4, ''],
    [PAPER4, 'seed=3'],
    // Long enough to cool, and a budget to spend.
    [EASY, 'budget=30000'],
    // Frozen at once: every cooling is a reheat.
    [EASY, 't0=0.1 q=0.5 mez=1 budget=200'],
  ],
  'shoot-and-go': [
    [PAPER4, ''],
    [PAPER4, 'hmax=0'],
    [PAPER4, 'cmeth=1'],
    [EASY, 'budget=30000'],
  ],
};
const CAP = 2_000_000;

/**
 * The kinds of event a search emits, each with whether it was the first step, in at most CAP
 * events.
 * @param {string} puzzle
 * @param {string} strategy
 * @param {string} params
 * @returns {{ kind: EventKind, first: boolean }[]}
 */
function kindsOf(puzzle, strategy, params) {
  const search = Search.withParams(puzzle, strategy, params);
  /** @type {Map<string, { kind: EventKind, first: boolean }>} */
  const seen = new Map();
  let steps = 0;
  while (!search.isDone() && steps < CAP) {
    const n = search.run(100_000, false);
    const words = new Uint32Array(memory.buffer, search.eventsPtr(), 4 * n);
    for (let i = 0; i < n; i++) {
      const kind = decode(words, 4 * i).kind;
      const first = steps + i === 0;
      seen.set(`${kind}|${first}`, { kind, first });
    }
    steps += n;
  }
  search.free();
  return [...seen.values()];
}

const ALL_KINDS = Object.values(EventKind).filter((v) => typeof v === 'number');

test('every strategy of the engine has a table, and no two lines of a table share a kind at the same step', () => {
  // The composed search's tables are assembled (csp-code.test.mjs).
  const names = strategies()
    .map((s) => s.name)
    .filter((name) => name !== COMPOSED);
  assert.deepEqual(Object.keys(CODE).sort(), [...names].sort());
  for (const [name, lines] of Object.entries(CODE)) {
    for (const kind of ALL_KINDS) {
      for (const first of [true, false]) {
        const claims = lines.filter((l) => l.on.includes(kind) && (l.first === undefined || l.first === first)).length;
        assert.ok(claims <= 1, `${name}: ${claims} lines claim ${EventKind[kind]} (first step: ${first})`);
      }
    }
  }
});

test('each kind of event every strategy emits maps to exactly one line, and every kind a table lists is emitted', () => {
  /** Per table (fast on 4×4 and 16×16 shares singles'): the kinds its runs emitted. @type {Map<object, Set<EventKind>>} */
  const emitted = new Map();
  for (const s of strategies().filter((x) => x.name !== COMPOSED)) {
    for (const [puzzle, params] of LOCAL_RUNS[s.name] ?? EXACT_RUNS) {
      const side = Math.sqrt(puzzle.length);
      const lines = /** @type {readonly import('../../model/code.js').Line[]} */ (codeOf(machineOn(s.name, side)));
      if (!emitted.has(lines)) emitted.set(lines, new Set());
      for (const { kind, first } of kindsOf(puzzle, s.name, params)) {
        emitted.get(lines)?.add(kind);
        const claims = lines.filter((l) => l.on.includes(kind) && (l.first === undefined || l.first === first));
        assert.equal(claims.length, 1, `${s.name} on ${puzzle.slice(0, 16)}…: ${EventKind[kind]} (first step: ${first}) has ${claims.length} lines`);
      }
    }
  }
  for (const [lines, kinds] of emitted) {
    const name = Object.entries(CODE).find(([, l]) => l === lines)?.[0];
    const listed = new Set(lines.flatMap((l) => l.on));
    assert.deepEqual(
      [...listed].map((k) => EventKind[k]).sort(),
      [...kinds].map((k) => EventKind[k]).sort(),
      `${name}: the kinds its lines list are the kinds it emits`,
    );
  }
});

test('fast reads as fast on 9×9 and as the singles machine on 4×4 and 16×16, as the engine says', () => {
  assert.equal(codeOf(machineOn('fast', 9)), CODE.fast);
  assert.equal(codeOf(machineOn('fast', 4)), CODE.singles);
  assert.equal(codeOf(machineOn('fast', 16)), CODE.singles);
  assert.equal(codeOf(machineOn('mrv', 16)), CODE.mrv);
  assert.equal(codeOf('no-such-strategy'), null);
  const fast = infos.find((s) => s.name === 'fast') ?? null;
  assert.equal(codeView({ strategy: 'fast', params: '', info: fast, side: 16, last: null, steps: 0 })?.title, 'fast (on 16×16, the singles machine)');
  assert.equal(codeView({ strategy: 'fast', params: '', info: fast, side: 9, last: null, steps: 0 })?.title, 'fast');
});

test('annealing: the first restart is the fill, a later one the reheat', () => {
  const lines = CODE.annealing;
  assert.match(ENGLISH.t(`code.${lines[lineOf(lines, EventKind.Restart, true)].code}`), /fill each box/);
  assert.match(ENGLISH.t(`code.${lines[lineOf(lines, EventKind.Restart, false)].code}`), /T ← t0$/);
});

test("the view: no line before the first step; the event's line after it, with the kinds each line emits by name", () => {
  const search = new Search(EASY, 'backtracking');
  assert.equal(codeView({ strategy: 'backtracking', params: '', info: null, side: 9, last: null, steps: 0 })?.current, -1);
  search.run(2, false);
  const words = new Uint32Array(memory.buffer, search.eventsPtr(), 8);
  const view = codeView({ strategy: 'backtracking', params: '', info: null, side: 9, last: decode(words, 4), steps: 2 });
  search.free();
  assert.ok(view);
  // Step 1 opens a decision, step 2 tries its first digit.
  assert.equal(view.lines[view.current].code, 'write the next candidate d into x');
  assert.equal(view.lines[view.current].events, 'try');
  assert.deepEqual(view.lines.map((l) => l.events).filter(Boolean), ['solution', 'dead-end', 'select', 'try', 'exhausted', 'backtrack']);
  // dlx's two kinds of select share a line and a name.
  assert.ok(codeView({ strategy: 'dlx', params: '', info: null, side: 9, last: null, steps: 0 })?.lines.some((l) => l.events === 'select'));
});
