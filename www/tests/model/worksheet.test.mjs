// The worksheet's parts: answer-key rows in the engine's words, printed cells with the board's
// grid lines and givens, and the worksheet's settings read from its address.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { decode } from '../../engine/events.js';
import { DEFAULT_STEPS, MOST_STEPS, fourUpOf, printRows, sheetOf, sheetUrl, traceRow } from '../../model/worksheet.js';
import { EventKind, Origin, geometry, packed } from './wasm.mjs';
import { ZERO_COUNTERS } from '../../element/types.js';

const g9 = geometry(9);
const g4 = geometry(4);
/** Every counter at 0, as the element's stats start. */
const ZERO = { ...ZERO_COUNTERS };

test("an answer-key row names the cell and digit as the CLI does, the event by the core's name, with its narration", () => {
  assert.deepEqual(traceRow(2, decode(packed([EventKind.Try, 20, 5, (2 << 8) | 3])), g9, ZERO), {
    step: 2,
    cell: 'r3c3',
    digit: '5',
    event: 'try',
    words: 'r3c3: try 5 (branch 2 of 3)',
  });
  const select = traceRow(1, decode(packed([EventKind.Select, 0, 0b10110, 4])), g9, ZERO);
  assert.deepEqual([select.cell, select.digit, select.event], ['r1c1', '', 'select']);
  const back = traceRow(9, decode(packed([EventKind.Backtrack, 12, 3, 0])), g9, ZERO);
  assert.deepEqual([back.cell, back.digit, back.event], ['', '', 'backtrack']);
  const dead = traceRow(9, decode(packed([EventKind.DeadEnd, 0xffff, 4, 1 + 9])), g9, ZERO);
  assert.deepEqual([dead.cell, dead.digit, dead.event], ['', '4', 'dead-end']);
});

test("printed rows: the engine's side, givens apart from placed digits, thick lines between boxes", () => {
  const values = Uint8Array.from({ length: g4.cells }, (_, i) => (i === 0 ? 1 : i === 5 ? 3 : 0));
  const origins = Uint8Array.from(values, (v, i) => (i === 0 ? Origin.Given : v ? Origin.Guess : Origin.Empty));
  const rows = printRows(values, origins, g4);
  assert.equal(rows.length, g4.side);
  assert.deepEqual(rows[0][0], { text: '1', given: true, lines: 'line-r line-b' });
  assert.deepEqual(rows[1][1], { text: '3', given: false, lines: 'box-r box-b' });
  assert.equal(rows[3][3].lines, '');
  assert.equal(printRows(values, null, g4)[1][1].given, true, 'a puzzle alone: every digit is a given');
});

test('settings from the address, bounded, and back', () => {
  assert.deepEqual(sheetOf(new URLSearchParams('puzzle=1..&strategy=mrv&steps=7&from=3')), { puzzle: '1..', strategy: 'mrv', params: '', from: 3, steps: 7 });
  assert.deepEqual(sheetOf(new URLSearchParams('puzzle=x&steps=-2&from=y')), {
    puzzle: 'x',
    strategy: 'backtracking',
    params: '',
    from: 0,
    steps: DEFAULT_STEPS,
  });
  assert.equal(sheetOf(new URLSearchParams('steps=100000')).steps, MOST_STEPS);
  assert.equal(sheetOf(new URLSearchParams('steps=0')).steps, 1);
  const url = sheetUrl('http://x/worksheet.html', { puzzle: '1.2', strategy: 'mrv', params: '', from: 0, steps: 5 });
  assert.equal(url, 'http://x/worksheet.html?puzzle=1.2&strategy=mrv&steps=5');
  assert.deepEqual(sheetOf(new URL(url).searchParams), { puzzle: '1.2', strategy: 'mrv', params: '', from: 0, steps: 5 });
  assert.deepEqual(fourUpOf(new URLSearchParams('four=1&size=16&symmetric=1&difficulty=hard&seed=42')), {
    side: 16,
    symmetric: true,
    difficulty: 'hard',
    seed: 42,
  });
  assert.equal(fourUpOf(new URLSearchParams('seed=-1')).seed, 1);
});
