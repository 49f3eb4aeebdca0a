// The words: narration of each event kind, the end banner with its reason, summaries.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { decode } from '../../engine/events.js';
import { banner, narrate, readyLine, summary } from '../../model/narrate.js';
import { EventKind, counters, geometry, memory, packEvent } from './wasm.mjs';
import { loadMessages } from '../../i18n/messages.js';
import { ZERO_COUNTERS } from '../../element/types.js';

const g9 = geometry(9);
/** Every counter at 0, as the element's stats start. */
const ZERO = { ...ZERO_COUNTERS };
/** @param {number} kind @param {Record<string, number>} fields @param {any} [counters] */
const say = (kind, fields, counters = ZERO) => narrate(decode(packEvent(kind, fields)), g9, counters);

test("narration names cells, digits and units with the engine's words", () => {
  assert.equal(say(EventKind.Try, { cell: 20, digit: 5, branch: 2, of: 3 }), 'r3c3: try 5 (branch 2 of 3)');
  assert.equal(say(EventKind.Conflict, { cell: 21, digit: 5, peer: 25 }), 'r3c4: 5 conflicts with r3c8 (row 3)');
  assert.equal(say(EventKind.Backtrack, { depth: 12, count: 3 }), 'back to depth 12, clearing 3 cells');
  assert.equal(say(EventKind.Backtrack, { depth: 12, count: 1 }), 'back to depth 12, clearing 1 cell');
  assert.equal(say(EventKind.Propagate, { cell: 0, digit: 7 }), 'r1c1 = 7: naked single (only candidate left)');
  assert.equal(say(EventKind.Propagate, { cell: 0, digit: 7, unit: 1 }), 'r1c1 = 7: hidden single (only place in row 2)');
  assert.equal(say(EventKind.Propagate, { cell: 0, digit: 7, unit: 18 + 4 }), 'r1c1 = 7: hidden single (only place in box 5)');
  assert.equal(say(EventKind.DeadEnd, { digit: 4, unit: 9 }), 'dead end: 4 has no place left in column 1');
  assert.equal(say(EventKind.DeadEnd, { cell: 40 }), 'dead end: r5c5 has no candidate left');
  assert.equal(say(EventKind.Select, { cell: 0, candidates: 0b10110, depth: 4 }), 'r1c1: choose among 2 3 5 (depth 4)');
  assert.equal(say(EventKind.Select, { cell: 0, candidates: 0b1000000, depth: 4 }), 'r1c1: only 7 fits (depth 4)');
  assert.equal(say(EventKind.Filter, { count: 1 }), 'look-ahead removed 1 candidate');
  assert.equal(say(EventKind.Solution, {}, { ...ZERO, steps: 1, solutions: 1 }), 'solution 1 found after 1 step');
  assert.equal(say(EventKind.Exhausted, {}, { ...ZERO, steps: 1500, solutions: 27 }), 'search complete: 27 solutions');
});

test('the banner: "1 step" in the singular, and why there is no solution', () => {
  const base = { done: false, refutation: null, geometry: g9, exact: true };
  assert.deepEqual(banner({ ...base, status: 'solved', counters: { ...ZERO, steps: 1, solutions: 1 } }), { tone: 'ok', text: 'Solved in 1 step' });
  assert.equal(
    banner({ ...base, status: 'solved', done: true, counters: { ...ZERO, steps: 90, solutions: 2 } })?.text,
    'Search complete: 2 solutions in 90 steps',
  );
  const noCandidate = decode(packEvent(EventKind.DeadEnd, { cell: 8 }));
  assert.equal(
    banner({ ...base, status: 'unsolvable', done: true, refutation: noCandidate, counters: { ...ZERO, steps: 2 } })?.text,
    'No solution: r1c9 has no candidate left (proved in 2 steps)',
  );
  assert.equal(
    banner({ ...base, status: 'unsolvable', done: true, counters: { ...ZERO, steps: 2000, backtracks: 40 } })?.text,
    'No solution: every branch of the search ended in a dead end (proved in 2,000 steps)',
  );
  assert.equal(banner({ ...base, status: 'paused', counters: ZERO }), null);
  // A local search that spends its budget proves nothing, and says so.
  assert.equal(
    banner({ ...base, exact: false, status: 'unsolvable', done: true, counters: { ...ZERO, steps: 10_000_000, bestPenalty: 2 } })?.text,
    'Gave up after 10.0 M steps, best penalty 2 — this proves nothing. A solution may still exist.',
  );
  assert.equal(banner({ ...base, exact: false, status: 'solved', done: true, counters: { ...ZERO, steps: 9, solutions: 1 } })?.text, 'Solved in 9 steps');
});

test('the first line says what to press: Play runs, → takes one step', () => {
  assert.equal(readyLine(1, 'backtracking'), 'Ready: 1 given, strategy backtracking. Press Play, or → for one step.');
});

test('summaries for the live region', () => {
  assert.equal(summary('running', { ...ZERO, steps: 1234, depth: 5, backtracks: 1, solutions: 0 }), 'Running: 1,234 steps, depth 5, 1 backtrack, 0 solutions.');
});

test('dlx: a choice of a place for a digit names the digit, the unit and the empty cells left in it', async () => {
  const { Search } = await import('../../pkg/sudoku_stepper.js');
  const { placeCells } = await import('../../model/board.js');
  // Hard enough that some digit has fewer places in a unit than any cell has candidates.
  const puzzle = '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........';
  const s = new Search(puzzle, 'dlx');
  let seen = 0;
  let ones = 0;
  while (!s.isDone() && counters(s).steps < 5000) {
    s.run(1, false);
    const ev = decode(new Uint32Array(memory.buffer, s.eventsPtr(), 4));
    if (ev.kind !== EventKind.SelectPlace) continue;
    seen++;
    const line = narrate(ev, g9, ZERO);
    // One place is said as one ("only one place"), never counted as "1 places" or "1 place".
    const one = placeCells(ev, g9).length === 1;
    assert.match(
      line,
      one
        ? /^[1-9] in (row|column|box) [1-9]: only one place, r[1-9]c[1-9] \(depth \d+\)$/
        : /^[1-9] in (row|column|box) [1-9]: choose among \d+ places, (r[1-9]c[1-9] ?)+ \(depth \d+\)$/,
    );
    ones += one ? 1 : 0;
    const values = s.text();
    for (const cell of placeCells(ev, g9)) assert.equal(values[cell], '.', `${line}: r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1} is empty`);
  }
  s.free();
  assert.ok(seen > 0 && ones > 0, `dlx chose a place ${seen} times, ${ones} of them with one place left`);
});

test('local search: every event of a seeded annealing run reads in words, and its moves are swaps of free cells of one box', async () => {
  const { Search } = await import('../../pkg/sudoku_stepper.js');
  const g4 = geometry(4);
  const puzzle = '.3.....3.412....';
  const s = Search.withParams(puzzle, 'annealing', 'seed=5');
  const kinds = new Set();
  while (!s.isDone()) {
    s.run(1, false);
    const ev = decode(new Uint32Array(memory.buffer, s.eventsPtr(), 4));
    kinds.add(ev.kind);
    const c = counters(s);
    const line = narrate(ev, g4, { ...ZERO, steps: c.steps, solutions: c.solutions, temperature: c.temperature });
    assert.ok(line.length > 0, `event ${ev.kind} is narrated`);
    if (ev.kind === EventKind.Propose) {
      assert.match(line, /^try swapping r[1-4]c[1-4] and r[1-4]c[1-4] \(to [1-4] and [1-4]\): penalty ([+−]\d+|±0)$/);
      for (const cell of [ev.cell, ev.peer]) assert.equal(puzzle[cell], '.', `${line}: a free cell`);
      assert.equal(g4.unitsOfCell(ev.cell)[2], g4.unitsOfCell(ev.peer)[2], `${line}: one box`);
    }
    if (ev.kind === EventKind.Accept || ev.kind === EventKind.Reject) assert.equal(ev.count, c.penalty);
  }
  assert.ok(kinds.has(EventKind.Propose) && kinds.has(EventKind.Solution), [...kinds].join(' '));
  s.free();
});

test('narration in Czech and Polish: their cells and units, plural forms by count', async () => {
  const [cs, pl] = await Promise.all([loadMessages('cs'), loadMessages('pl')]);
  const back = (/** @type {number} */ n, /** @type {any} */ m) => narrate(decode(packEvent(EventKind.Backtrack, { depth: 12, count: n })), g9, ZERO, m);
  // Czech: one, few (2–4), other; Polish: one, few, many — and "clearing" takes the genitive.
  assert.deepEqual(
    [1, 3, 5].map((n) => back(n, cs)),
    ['zpět do hloubky 12, maže se 1 políčko', 'zpět do hloubky 12, mažou se 3 políčka', 'zpět do hloubky 12, maže se 5 políček'],
  );
  assert.deepEqual(
    [1, 3, 5].map((n) => back(n, pl)),
    ['nawrót na głębokość 12, czyszczenie 1 kratki', 'nawrót na głębokość 12, czyszczenie 3 kratek', 'nawrót na głębokość 12, czyszczenie 5 kratek'],
  );
  assert.equal(
    narrate(decode(packEvent(EventKind.Propagate, { cell: 0, digit: 7, unit: 1 })), g9, ZERO, cs),
    'ř1s1 = 7: skrytý singl (jediné místo v řádku 2)',
  );
  assert.equal(
    narrate(decode(packEvent(EventKind.Propagate, { cell: 0, digit: 7, unit: 1 })), g9, ZERO, pl),
    'w1k1 = 7: ukryty singiel (jedyne miejsce w wierszu 2)',
  );
  const solved = (/** @type {number} */ steps, /** @type {any} */ m) =>
    banner({ done: false, refutation: null, geometry: g9, exact: true, status: 'solved', counters: { ...ZERO, steps, solutions: 1 } }, m)?.text;
  assert.deepEqual(
    [1, 2, 5].map((n) => solved(n, cs)),
    ['Vyřešeno za 1 krok', 'Vyřešeno za 2 kroky', 'Vyřešeno za 5 kroků'],
  );
  assert.deepEqual(
    [1, 2, 5].map((n) => solved(n, pl)),
    ['Rozwiązane: 1 krok', 'Rozwiązane: 2 kroki', 'Rozwiązane: 5 kroków'],
  );
  // Counts in the language's grouping: Czech groups thousands with a (no-break) space.
  assert.equal(solved(1500, cs), `Vyřešeno za ${cs.number(1500)} kroků`);
  assert.match(cs.number(1500), /^1\s500$/u);
});
