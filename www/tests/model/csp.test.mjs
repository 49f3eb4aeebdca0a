// Issue 20: the composed search (`csp`) on the page's side. Its pseudo-code, assembled from the
// switches, against the real machine: for every combination, each kind of event a run emits is
// tied to exactly one line, and every kind a table lists is emitted. Its new events narrated and
// drawn from the event alone (so a step back draws the same), and a backjump over the stack.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { EventKind, geometry, infos, memory, packEvent, quietBoard } from './wasm.mjs';
import { decode } from '../../engine/events.js';
import { codeView } from '../../model/code.js';
import { composedCode } from '../../model/csp-code.js';
import { COMPOSED, menusOf, settingsOf } from '../../model/compose.js';
import { narrate } from '../../model/narrate.js';
import { boardView } from '../../model/board.js';
import { stackView } from '../../model/stack.js';
// English with every part of its catalogue, as the pages load them (the default of the functions).
import './catalogues.mjs';
import { ZERO_COUNTERS } from '../../element/types.js';

const { Search } = await import('../../pkg/sudoku_stepper.js');

const EASY = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
/** 27 solutions. */
const CZECH = '003870500000002180049651030006000053050000072072305010200068000000020000030510000';
/** No solution, and no conflict among the givens. */
const UNSOLVABLE = `12345678.........9${'.'.repeat(63)}`;
const PAPER4 = '.3.....3.412....';
/** Hard for every composition: MAC reaches a dead end that a backjump skips decisions from. */
const HARD = '..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9';
const RUNS = [EASY, CZECH, UNSOLVABLE, PAPER4, HARD];
const CAP = 300_000;

const info = infos.find((s) => s.name === COMPOSED);

/**
 * The kinds a run emits (at most CAP events).
 * @param {string} puzzle
 * @param {string} params
 */
function kindsOf(puzzle, params) {
  const search = Search.withParams(puzzle, COMPOSED, params);
  /** @type {Map<string, { kind: number, first: boolean }>} */
  const seen = new Map();
  let steps = 0;
  while (!search.isDone() && steps < CAP) {
    const n = search.run(50_000, false);
    const words = new Uint32Array(memory.buffer, search.eventsPtr(), 4 * n);
    for (let i = 0; i < n; i++) {
      const kind = decode(words, 4 * i).kind;
      seen.set(`${kind}|${steps + i === 0}`, { kind, first: steps + i === 0 });
    }
    steps += n;
  }
  search.free();
  return [...seen.values()];
}

/** Every combination of the four switches, as the engine lists their words. */
function combinations() {
  /** @type {string[][]} */
  let out = [[]];
  for (const menu of menusOf(info)) out = out.flatMap((c) => menu.options.map((o) => [...c, `${menu.key}=${o.value}`]));
  return out.map((c) => c.join(' '));
}

test('the engine lists the four switches, and every combination has a table tied to the events its machine emits', () => {
  assert.ok(info, 'the engine has the composed strategy');
  assert.deepEqual(
    menusOf(info).map((m) => m.key),
    ['var', 'val', 'infer', 'jump'],
  );
  const all = combinations();
  assert.equal(all.length, 4 * 3 * 4 * 2);
  for (const params of all) {
    const lines = composedCode(settingsOf(info, params));
    assert.ok(lines, params);
    const emitted = new Set();
    for (const puzzle of RUNS) {
      for (const { kind, first } of kindsOf(puzzle, params)) {
        emitted.add(kind);
        const claims = lines.filter((l) => l.on.includes(kind) && (l.first === undefined || l.first === first));
        assert.equal(claims.length, 1, `${params} on ${puzzle.slice(0, 16)}…: ${EventKind[kind]} has ${claims.length} lines`);
      }
    }
    // With MAC or singles a dead end's conflict set holds the newest decision on these boards,
    // so its backjumps skip nothing and are plain backtracks: the line is there, not reached.
    const listed = new Set(lines.flatMap((l) => l.on).filter((k) => k !== EventKind.Backjump || !/infer=(mac|singles)/.test(params)));
    assert.deepEqual(
      [...listed].map((k) => EventKind[k]).sort(),
      [...emitted].map((k) => EventKind[k]).sort(),
      `${params}: the kinds its lines list are the kinds it emits`,
    );
  }
});

test("the table is the composition's: its parts and its title follow the switches", () => {
  const at = (params) => codeView({ strategy: COMPOSED, params, info, side: 9, last: null, steps: 0 });
  const fc = at('var=mrv infer=fc');
  assert.equal(fc?.title, 'csp: MRV + FC');
  assert.ok(fc?.lines.some((l) => /remove d from D\(y\)/.test(l.code) && l.events === 'prune'));
  assert.ok(!fc?.lines.some((l) => l.events.includes('backjump')));
  const cbj = at('var=first val=lcv infer=mac jump=cbj');
  assert.equal(cbj?.title, 'csp: first + LCV + MAC + CBJ');
  assert.ok(cbj?.lines.some((l) => l.events === 'revise') && cbj?.lines.some((l) => /remove z’s value/.test(l.code) && l.events === 'prune'));
  assert.ok(cbj?.lines.some((l) => l.events === 'backjump'));
  assert.ok(cbj?.lines.some((l) => /least-constraining/.test(l.plain)));
  assert.notEqual(fc?.key, cbj?.key);
});

const g9 = geometry(9);
/** Every counter at 0, as the element's stats start. */
const ZERO = { ...ZERO_COUNTERS };
/** A prune of 5 from r3c4 (cell 21) because of r3c1 (cell 18), in row 3 (flat unit 2). */
const PRUNE = decode(packEvent(EventKind.Prune, { cell: 21, digit: 5, peer: 18, unit: 2 }));

test('prune, revise and backjump narrated', () => {
  assert.equal(narrate(PRUNE, g9, ZERO), 'pruned: 5 is no longer possible in r3c4, because of r3c1 (row 3)');
  assert.equal(
    narrate(decode(packEvent(EventKind.Revise, { cell: 40, digit: 7, count: 3 })), g9, ZERO),
    'arc consistency: r5c5 has only 7 left, so 7 leaves the domains of 3 empty peers',
  );
  assert.equal(
    narrate(decode(packEvent(EventKind.Backjump, { from: 9, depth: 4, count: 3 })), g9, ZERO),
    'backjump from depth 9 to depth 4, the newest decision in the conflict set, skipping 3 decisions that did not cause it',
  );
  assert.equal(
    narrate(decode(packEvent(EventKind.Backjump, { from: 5, depth: 4, count: 0 })), g9, ZERO),
    'backjump from depth 5 to depth 4, the newest decision in the conflict set',
  );
  assert.equal(
    narrate(decode(packEvent(EventKind.Backjump, { from: 6, depth: 0, count: 2 })), g9, ZERO),
    'backjump: no decision caused the dead end at depth 6, so none can undo it',
  );
});

test('a pruned value is struck through in the colour of the unit that removed it, its cause marked', () => {
  const empty = new Uint8Array(g9.cells);
  const snap = { values: empty, origins: empty, candidates: null, stack: new Uint32Array(0), cleared: new Uint16Array(0), clearedDigits: new Uint8Array(0) };
  const draw = (last) => boardView({ ...quietBoard, givens: empty, snapshot: snap, last });
  const classes = (v, cell) => new Set(v.cells[cell].cls.split(' '));
  const row = draw(PRUNE);
  assert.ok(classes(row, 21).has('pruned') && classes(row, 21).has('by-row'));
  assert.equal(row.cells[21].ghost, '5');
  assert.equal(row.cells[21].label, 'r3c4 empty, 5 pruned');
  assert.ok(classes(row, 18).has('cause'));
  // r1c4 and r3c4 share column 4 (flat unit 9 + 3); r2c5 and r3c4 share box 2 (flat unit 18 + 1).
  assert.ok(classes(draw(decode(packEvent(EventKind.Prune, { cell: 21, digit: 5, peer: 3, unit: 12 }))), 21).has('by-col'));
  assert.ok(classes(draw(decode(packEvent(EventKind.Prune, { cell: 21, digit: 5, peer: 13, unit: 19 }))), 21).has('by-box'));
  assert.ok(classes(draw(decode(packEvent(EventKind.Revise, { cell: 40, digit: 7, count: 2 }))), 40).has('singleton'));
  // MAC's singletons still to revise are the engine's, outlined whatever the event.
  const queued = boardView({ ...quietBoard, givens: empty, snapshot: { ...snap, queue: Uint16Array.from([4, 70]) }, last: null });
  assert.deepEqual(
    queued.cells.flatMap((c, i) => (c.cls.split(' ').includes('queued') ? [i] : [])),
    [4, 70],
  );
  // The step before (no event) draws none of it: what is drawn is the event's.
  assert.ok(!classes(draw(null), 21).has('pruned'));
  assert.equal(draw(null).cells[21].ghost, '');
});

test('a backjump says over the stack which depths it undid and how many it skipped', () => {
  const stack = Uint32Array.from([0, 1, 1, 2, 10, 3, 1, 2]);
  assert.equal(
    stackView(stack, g9, 0, decode(packEvent(EventKind.Backjump, { from: 6, depth: 2, count: 3 }))).jump,
    'Backjump to depth 2: depths 3–6 undone, 3 decisions skipped with values untried',
  );
  assert.equal(stackView(stack, g9, 0, decode(packEvent(EventKind.Backjump, { from: 3, depth: 2, count: 0 }))).jump, 'Backjump to depth 2: depth 3 undone');
  assert.equal(stackView(stack, g9, 0, null).jump, '');
});
