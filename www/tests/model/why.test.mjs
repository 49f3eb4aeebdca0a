// Narration that says why, checked against the engine's facts: real searches run through the
// page's own Session (which adds the engine's reasons to each event), one test per statement
// kind: a select's reason, a backtrack's next try, every dead end, a hidden single's unit, a
// local search's start, reheat, new shot, budget and end, and the dlx cover panel at a choice.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Session } from '../../engine/session.js';
import { BlockerKind, ChoiceKind } from '../../engine/events.js';
import { sharedUnitId } from '../../engine/places.js';
import { banner, narrate, summary } from '../../model/narrate.js';
import { boardView } from '../../model/board.js';
import { coverView } from '../../model/cover.js';
import { EventKind, engineParts, geometry, memory, quietBoard } from './wasm.mjs';
import { loadMessages } from '../../i18n/messages.js';
// The chart panel's words, which a page loads with the panel (layout.js, ChartPanel.sync).
await loadMessages('en', 'charts');

const { Search } = await import('../../pkg/sudoku_stepper.js');
const g9 = geometry(9);
const HARD = '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........';
/** Row 1 needs a 9 in r1c9, but column 9 already has one: singles refute it from the givens (r1c9 has no candidate). */
const UNSOLVABLE = `12345678.........9${'.'.repeat(63)}`;

/**
 * A session of the page's kind over a real search.
 * @param {string} puzzle
 * @param {string} strategy
 * @param {string} [params]
 * @param {string} [family]
 */
function open(puzzle, strategy, params = '', family = 'depth-first') {
  return new Session(Search.withParams(puzzle, strategy, params), memory, geometry(Math.sqrt(puzzle.length)), family, engineParts);
}

/**
 * Steps `s` one event at a time (up to `n`), calling `each` with the event and counters after it.
 * @param {Session} s
 * @param {number} n
 * @param {(ev: any, counters: any) => void} each
 */
function walk(s, n, each) {
  for (let i = 0; i < n && !s.done; i++) {
    s.advance(1, Infinity, false);
    each(s.last, s.counters);
  }
}

/** Bits set in a mask. @param {number} m */
const bits = (m) => m.toString(2).split('1').length - 1;

test('mrv, singles and lookahead: a select names its candidate count, and "fewer than any other" only when no empty cell ties', () => {
  for (const strategy of ['mrv', 'singles', 'lookahead']) {
    const s = open(HARD, strategy);
    let strict = 0;
    let tied = 0;
    walk(s, 1500, (ev) => {
      if (ev.kind !== EventKind.Select) return;
      const line = narrate(ev, g9, s.counters);
      // The recount: candidates of every empty cell, from the engine's snapshot.
      const snap = s.snapshot(true);
      const counts = [...snap.values].flatMap((v, cell) => (v ? [] : [[cell, bits(snap.candidates?.[cell] ?? 0)]]));
      const mine = bits(ev.candidates);
      assert.equal(Math.min(...counts.map(([, n]) => n)), mine, line);
      const others = counts.filter(([cell, n]) => n === mine && cell !== ev.cell).length;
      assert.equal(ev.choice?.kind, ChoiceKind.FewestCandidates);
      const count = `${mine} candidate${mine === 1 ? '' : 's'}`;
      if (others === 0) {
        strict++;
        assert.ok(line.endsWith(`: ${count}, fewer than any other empty cell`), line);
      } else {
        tied++;
        assert.ok(line.endsWith(`: ${count}; no empty cell has fewer (${others === 1 ? '1 other ties' : `${others} others tie`}), first in row order`), line);
        assert.ok(
          counts.every(([cell, n]) => n !== mine || cell >= ev.cell),
          `${line}: first in row order`,
        );
      }
    });
    assert.ok(tied > 0, `${strategy} met a tie`);
    if (strategy === 'mrv') assert.ok(strict > 0, 'mrv met a strict minimum');
    s.free();
  }
});

test('the static orders say their own reason', () => {
  const reasons = {
    'brute-force': ': the first empty cell in row order',
    backtracking: ': the first empty cell in row order',
    'sorted-cells': ': the next cell of the fixed order, sorted once by candidates at the start',
  };
  for (const [strategy, reason] of Object.entries(reasons)) {
    const s = open(HARD, strategy);
    let selects = 0;
    walk(s, 200, (ev) => {
      if (ev.kind !== EventKind.Select) return;
      selects++;
      assert.ok(narrate(ev, g9, s.counters).endsWith(reason), strategy);
    });
    assert.ok(selects > 0);
    s.free();
  }
});

test('a backtrack names the decision it returns to and the try it makes next, which is the next event', () => {
  for (const strategy of ['backtracking', 'mrv', 'singles', 'dlx']) {
    const s = open(HARD, strategy, '', strategy === 'dlx' ? 'exact-cover' : 'depth-first');
    /** @type {{ cell: number, digit: number, depth: number } | null} */
    let promised = null;
    let seen = 0;
    walk(s, 3000, (ev) => {
      if (promised && ev.kind === EventKind.Try) {
        assert.deepEqual({ cell: ev.cell, digit: ev.digit, depth: s.counters.depth }, promised);
        promised = null;
        seen++;
      }
      if (ev.kind !== EventKind.Backtrack) return;
      const line = narrate(ev, g9, s.counters);
      assert.ok(ev.next, line);
      assert.match(line, new RegExp(`^back to depth ${ev.depth}(, clearing \\d+ cells?)?: ${g9.cellName(ev.next.cell)} tries ${ev.next.digit} next$`));
      assert.equal(s.counters.depth, ev.depth);
      promised = { ...ev.next, depth: ev.depth };
    });
    assert.ok(seen > 0, `${strategy} backtracked`);
    s.free();
  }
});

test('every dead end names the emptied cell or the digit without a place, and what blocks each way out, as the board shows it', () => {
  let cells = 0;
  let digits = 0;
  for (const strategy of ['brute-force', 'backtracking', 'mrv', 'singles', 'lookahead', 'dlx']) {
    const s = open(HARD, strategy);
    walk(s, 4000, (ev) => {
      if (ev.kind !== EventKind.DeadEnd) return;
      const line = narrate(ev, g9, s.counters);
      const snap = s.snapshot(false);
      const values = snap.values;
      const blockers = ev.blockers ?? [];
      const peers = blockers.filter((b) => b.kind === BlockerKind.Peer);
      for (const b of peers) {
        assert.equal(values[b.by], b.digit, `${line}: ${g9.cellName(b.by)} holds ${b.digit}`);
        assert.equal(b.unit, sharedUnitId(g9, b.cell, b.by), `${line}: the unit they share`);
      }
      const view = boardView({ ...BOARD, snapshot: snap, last: ev });
      for (const b of peers) assert.match(view.cells[b.by].cls, / cause/, `${line}: the blocker is marked`);
      if (ev.cell >= 0) {
        cells++;
        assert.ok(line.startsWith(`dead end: ${g9.cellName(ev.cell)} has no candidate left: `), line);
        assert.equal(values[ev.cell], 0, `${line}: the cell is empty`);
        assert.deepEqual(
          blockers.map((b) => b.digit),
          [1, 2, 3, 4, 5, 6, 7, 8, 9],
          `${line}: each digit once`,
        );
        // The board tints the dead end's own row, column and box, and no other cell.
        const own = new Set([...g9.unitsOfCell(ev.cell)].flatMap((u) => [...g9.cellsOfUnit(u)]));
        view.cells.forEach((c, cell) => assert.equal(/ (tint|cur)/.test(c.cls), own.has(cell), `${line}: ${g9.cellName(cell)} tinted`));
      } else {
        digits++;
        assert.ok(line.startsWith(`dead end: ${ev.digit} has no place left in ${g9.unitName(ev.unit)}: `), line);
        const unit = g9.cellsOfUnit(ev.unit);
        assert.ok(![...unit].some((cell) => values[cell] === ev.digit), `${line}: the digit is not in the unit`);
        assert.deepEqual(
          blockers.map((b) => b.cell),
          [...unit].filter((cell) => values[cell] === 0),
          `${line}: each empty cell of the unit once`,
        );
      }
    });
    s.free();
  }
  assert.ok(cells > 0 && digits > 0, `${cells} cells, ${digits} digits`);
});

/** What boardView needs besides a search's snapshot and event. */
const BOARD = quietBoard;

test("a dead end's sentence groups its digits by the unit that rules them out", () => {
  // r1c1: its row holds 1 2 3, its column 4 5 6 9, its box (only) 7 8.
  const board = ['.123.....', '478......', '5........', '6........', '.'.repeat(36), '9........'].join('');
  const s = open(board, 'backtracking');
  walk(s, 1, () => {});
  assert.equal(narrate(s.last, g9, s.counters), 'dead end: r1c1 has no candidate left: 1 2 3 in row 1, 4 5 6 9 in column 1 and 7 8 in box 1');
  s.free();
});

test('MAC: a prune or a dead end caused by a one-value domain says that cell can only be that digit', () => {
  const s = open(HARD, 'csp', 'var=mrv infer=mac');
  let prunes = 0;
  let ends = 0;
  walk(s, 20000, (ev) => {
    const line = narrate(ev, g9, s.counters);
    const snap = s.snapshot(true);
    /** @param {number} by @param {number} digit */
    const oneValue = (by, digit) => snap.values[by] === 0 && snap.candidates?.[by] === 1 << (digit - 1);
    if (ev.kind === EventKind.Prune && ev.singleton) {
      prunes++;
      assert.ok(oneValue(ev.peer, ev.digit), `${line}: ${g9.cellName(ev.peer)} has ${ev.digit} alone`);
      assert.match(line, new RegExp(`because ${g9.cellName(ev.peer)} can only be ${ev.digit} `));
    }
    for (const b of ev.kind === EventKind.DeadEnd ? (ev.blockers ?? []) : []) {
      if (b.kind !== BlockerKind.Singleton) continue;
      ends++;
      assert.ok(oneValue(b.by, b.digit), `${line}: ${g9.cellName(b.by)} has ${b.digit} alone`);
      // One part for all the singletons: "2 5 as the only values of r7c6 r8c6", digit and peer in the same place.
      const part = line.match(/([1-9](?: [1-9])*) as the only values? of ((?:r[1-9]c[1-9] ?)+)/);
      assert.ok(part, line);
      const [digits, peers] = [part[1].split(' '), part[2].trim().split(' ')];
      assert.equal(peers[digits.indexOf(String(b.digit))], g9.cellName(b.by), line);
    }
  });
  s.free();
  assert.ok(prunes > 0 && ends > 0, `${prunes} prunes, ${ends} dead ends by a singleton`);
});

test('a backjump names its conflict set, decisions on the board that end at the one it resumes', () => {
  const s = open(HARD, 'csp', 'var=mrv infer=fc jump=cbj');
  let jumps = 0;
  walk(s, 20000, (ev) => {
    if (ev.kind !== EventKind.Backjump || ev.depth === 0) return;
    jumps++;
    const line = narrate(ev, g9, s.counters);
    const snap = s.snapshot(false);
    const set = ev.conflict ?? [];
    assert.equal(set.at(-1)?.depth, ev.depth, `${line}: the last is the decision resumed`);
    for (const d of set) {
      assert.equal(snap.stack[4 * (d.depth - 1)], d.cell, `${line}: depth ${d.depth} is on the stack`);
      assert.match(boardView({ ...BOARD, snapshot: snap, last: ev }).cells[d.cell].cls, / cause/);
    }
    assert.match(line, /^backjump from depth \d+ to \d+ \(conflict set: depths? [\d–, and]+\)/);
  });
  s.free();
  assert.ok(jumps > 0);
});

test('a hidden single tints exactly the unit that forces it, and the narration names that unit', () => {
  const s = open(HARD, 'singles');
  let seen = 0;
  walk(s, 3000, (ev) => {
    if (ev.kind !== EventKind.Propagate) return;
    const board = boardView({ ...quietBoard, snapshot: s.snapshot(false), last: ev });
    const tinted = board.cells.flatMap((c, cell) => (c.why === 'unit' ? [cell] : []));
    const line = narrate(ev, g9, s.counters);
    if (ev.unit < 0) {
      assert.deepEqual(tinted, [], line);
      return;
    }
    seen++;
    assert.deepEqual(
      tinted,
      [...g9.cellsOfUnit(ev.unit)].sort((a, b) => a - b),
      line,
    );
    assert.ok(tinted.includes(ev.cell));
    assert.ok(line.endsWith(`hidden single (only place in ${g9.unitName(ev.unit)})`), line);
  });
  assert.ok(seen > 0);
  s.free();
});

test('annealing: the first restart is its start (a random fill), later ones are reheats, however the step is reached', () => {
  const s = open(UNSOLVABLE, 'annealing', 'seed=3 q=0.5 mez=20 budget=4000', 'local');
  const restarts = [];
  walk(s, 4000, (ev, c) => {
    if (ev.kind === EventKind.Restart) restarts.push({ step: c.steps, line: narrate(ev, g9, c) });
  });
  assert.ok(restarts.length >= 3, `${restarts.length} restarts`);
  assert.match(restarts[0].line, /^start: random fill \(each box gets its missing digits\), penalty \d+, temperature [\d.]+$/);
  assert.equal(restarts[0].step, 1);
  for (const r of restarts.slice(1)) assert.match(r.line, /^reheat: temperature back to [\d.]+, penalty \d+ \(the board stays\)$/);
  // Back to the first step and to a later reheat: the same words.
  s.back(s.steps - 1);
  assert.equal(narrate(s.last, g9, s.counters), restarts[0].line);
  s.advance(restarts[1].step - 1, Infinity, false);
  assert.equal(narrate(s.last, g9, s.counters), restarts[1].line);
  s.free();
});

test('shoot-and-go: the first restart is its start, later ones new shots', () => {
  const s = open(UNSOLVABLE, 'shoot-and-go', 'seed=3 budget=20000 hmax=1', 'local');
  const lines = [];
  walk(s, 20_000, (ev, c) => {
    if (ev.kind === EventKind.Restart) lines.push(narrate(ev, g9, c));
  });
  assert.ok(lines.length >= 2);
  assert.match(lines[0], /^start: random shot \(a random digit in every free cell\), penalty \d+$/);
  for (const line of lines.slice(1)) assert.match(line, /^new shot: a random digit in every free cell, penalty \d+$/);
  s.free();
});

test('a local search that gives up says it proves nothing, even where singles refute the givens', () => {
  for (const strategy of ['annealing', 'shoot-and-go']) {
    const s = open(UNSOLVABLE, strategy, 'seed=1 budget=2000', 'local');
    walk(s, 5000, () => {});
    assert.ok(s.done);
    const c = s.counters;
    assert.equal(s.last?.kind, EventKind.BudgetExhausted);
    assert.equal(
      narrate(s.last, g9, c),
      `budget spent after 2,000 steps: the best board found, penalty ${c.bestPenalty}, is back on the board; this proves nothing`,
    );
    const refutation = s.refutation();
    assert.ok(refutation, 'singles refute the givens');
    const text = banner({ status: 'unsolvable', done: true, counters: c, refutation, geometry: g9, exact: false })?.text ?? '';
    assert.equal(
      text,
      `Gave up after 2,000 steps, best penalty ${c.bestPenalty} — this proves nothing. Singles from the givens alone show there is none: r1c9 has no candidate left.`,
    );
    assert.doesNotMatch(text, /proved|No solution/);
    assert.equal(summary('unsolvable', c, false), `Gave up: 2,000 steps, penalty ${c.penalty}, best ${c.bestPenalty}, 0 solutions.`);
    s.free();
  }
});

test('a local search that finds a solution stops there, and says so', () => {
  const s = open('.3.....3.412....', 'annealing', 'seed=5', 'local');
  walk(s, 100_000, () => {});
  assert.equal(s.last?.kind, EventKind.Exhausted);
  assert.equal(narrate(s.last, geometry(4), s.counters), 'search over: a local search stops at its first solution');
  s.free();
});

test('dlx cover panel: at every choice no open column reads as a dead end, and a forced choice marks its ties as forced', () => {
  const s = open(HARD, 'dlx', '', 'exact-cover');
  let forced = 0;
  walk(s, 3000, (ev) => {
    const view = coverView(/** @type {Uint8Array} */ (s.columnSizes()), g9, ev);
    const tiles = view.strips.flatMap((strip) => strip.tiles);
    const empty = tiles.filter((t) => t.cls.includes(' empty'));
    if (ev.kind !== EventKind.Select && ev.kind !== EventKind.SelectPlace) {
      // A dead end is the only moment an open column is left with no option right after.
      if (ev.kind === EventKind.DeadEnd) assert.ok(empty.length > 0);
      return;
    }
    assert.deepEqual(
      empty.map((t) => t.label),
      [],
      'the columns the choice is about to meet are not dead ends',
    );
    assert.equal(ev.choice?.kind, ChoiceKind.FewestOptions);
    if (ev.choice.count !== 1) return;
    forced++;
    // The chosen column shows its one option; the other forced columns are exactly its ties.
    assert.equal(tiles.filter((t) => /\bone\b/.test(t.cls) && !t.cls.includes('chosen')).length, ev.choice.ties);
    assert.deepEqual(
      tiles.filter((t) => t.cls.includes('chosen')).map((t) => t.cls),
      ['tile one chosen'],
    );
    assert.match(view.summary, /: a forced digit\.$/);
  });
  assert.ok(forced > 0, 'dlx met a forced column');
  s.free();
});

test('a local search with nothing to move stops without a solution, and says it proved nothing', () => {
  // One free cell per box: annealing's fill is the only board there is, and row 1 gets a second 2.
  const s = open('123.3.412413.32.', 'annealing', '', 'local');
  walk(s, 10, () => {});
  assert.equal(s.last?.kind, EventKind.Exhausted);
  assert.equal(s.counters.solutions, 0);
  assert.equal(narrate(s.last, geometry(4), s.counters), 'search over: the givens leave no move to make, and the board is no solution; this proves nothing');
  s.free();
});

test('annealing cools to the temperature the engine reports', () => {
  const s = open(UNSOLVABLE, 'annealing', 'seed=2 budget=2000', 'local');
  let cools = 0;
  walk(s, 2000, (ev, c) => {
    if (ev.kind !== EventKind.Cool) return;
    cools++;
    assert.equal(narrate(ev, g9, c), `cooling: temperature now ${Number(c.temperature.toPrecision(3))}`);
  });
  assert.ok(cools > 0);
  s.free();
});
