// Solving by hand: digits and pencil marks never touch givens, a check lists exactly the wrong
// digits, the cells show what the player wrote, and two solutions are compared cell by cell.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { clearAll, enter, entryCount, pairView, solvingView, start, toggleMark, values, wrongCells } from '../../model/solving.js';
import { geometry } from './wasm.mjs';

const g4 = geometry(4);
// 1 . | . .      solution 1 2 | 3 4
// . . | 1 .               3 4 | 1 2
const givens = Uint8Array.from([1, 0, 0, 0, 0, 0, 1, 0, ...new Array(8).fill(0)]);
const solution = Uint8Array.from([1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1]);
const none = { wrong: [], clashes: [], hint: -1, unit: [], selected: -1, solved: false };

test('digits and marks go into empty cells only, and a no-op returns the same position', () => {
  const s = start(4, givens);
  assert.equal(enter(s, 0, 3), s, 'a given does not change');
  const a = enter(s, 1, 2);
  assert.notEqual(a, s);
  assert.equal(a.entries[1], 2);
  assert.equal(s.entries[1], 0, 'positions are not changed in place');
  assert.equal(enter(a, 1, 2), a);
  assert.equal(toggleMark(a, 1, 3), a, 'no mark under a digit');
  const b = toggleMark(toggleMark(a, 2, 3), 2, 4);
  assert.equal(b.marks[2], 0b1100);
  assert.equal(toggleMark(b, 2, 3).marks[2], 0b1000, 'a second press takes the mark away');
  assert.equal(toggleMark(b, 2, 0).marks[2], 0, '0 clears the marks');
  assert.deepEqual([...values(b)].slice(0, 4), [1, 2, 0, 0]);
  const cleared = clearAll(b);
  assert.equal(entryCount(cleared), 0);
  assert.ok(cleared.marks.every((m) => m === 0));
  assert.equal(clearAll(cleared), cleared);
});

test('a position restored from saved work keeps nothing over a given', () => {
  const entries = Uint8Array.from([4, 2, ...new Array(14).fill(0)]);
  const marks = Uint16Array.from([1, 0, 6, ...new Array(13).fill(0)]);
  const s = start(4, givens, { entries, marks });
  assert.deepEqual([...s.entries.slice(0, 2)], [0, 2]);
  assert.deepEqual([...s.marks.slice(0, 3)], [0, 0, 6]);
});

test("wrong cells are exactly the player's digits that differ from the solution", () => {
  let s = start(4, givens);
  s = enter(s, 1, 2); // right
  s = enter(s, 2, 4); // wrong
  s = enter(s, 5, 3); // wrong
  s = toggleMark(s, 3, 1);
  assert.deepEqual(wrongCells(s, solution), [2, 5]);
  assert.equal(entryCount(s), 3);
});

test("the player's board: givens, their digits, marks, checks, clashes and the hint", () => {
  let s = start(4, givens);
  s = enter(s, 1, 2);
  s = enter(s, 2, 4);
  s = toggleMark(toggleMark(s, 3, 1), 3, 3);
  const v = solvingView(s, g4, { ...none, wrong: [2], clashes: [2, 3], hint: 4, unit: [4, 5, 6, 7], selected: 1 });
  const cls = (cell) => new Set(v.cells[cell].cls.split(' '));
  assert.ok(cls(0).has('given'));
  assert.ok(cls(1).has('entry') && cls(1).has('sel'));
  assert.ok(cls(2).has('wrong') && cls(2).has('bad'));
  assert.ok(cls(4).has('hinted') && cls(4).has('tint'));
  assert.ok(cls(7).has('tint') && !cls(7).has('hinted'));
  assert.equal(v.cells[1].value, '2');
  assert.equal(v.cells[3].pencil, 0b101);
  assert.equal(v.cells[2].pencil, 0, 'no marks drawn under a digit');
  assert.equal(v.cells[0].label, 'r1c1 1, given');
  assert.equal(v.cells[1].label, 'r1c2 2, your digit');
  assert.equal(v.cells[2].label, 'r1c3 4, your digit, wrong, clashes');
  assert.equal(v.cells[3].label, 'r1c4 empty, pencil marks 1 3');
  assert.equal(v.solved, false);
  assert.equal(solvingView(s, g4, { ...none, solved: true }).solved, true);
});

test('two solutions side by side: the cells where they differ are marked on both', () => {
  const other = solution.slice();
  // Swap two digits in two rows: still a different grid (the check is the view's, not Sudoku's).
  [other[8], other[9], other[12], other[13]] = [solution[9], solution[8], solution[13], solution[12]];
  const p = pairView(givens, solution, other, g4);
  assert.equal(p.differ, 4);
  assert.equal(p.first, 8);
  for (const side of [p.left, p.right]) {
    const marked = side.cells.flatMap((c, i) => (c.cls.includes(' differ') ? [i] : []));
    assert.deepEqual(marked, [8, 9, 12, 13]);
    assert.ok(side.cells[0].cls.includes(' given'));
  }
  assert.equal(p.left.cells[8].value, '2');
  assert.equal(p.right.cells[8].value, '1');
  assert.equal(p.left.cells[8].label, 'r3c1 2, differs: 1 in the other solution');
});
