// What each cell shows: digits by origin, the current cell and its units, event marks, cleared
// digits from the engine's snapshot, a backup preview and the labels screen readers hear.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { decode } from '../../engine/events.js';
import { loadMessages } from '../../i18n/messages.js';
import { arrowCell, boardView, currentCell, edges } from '../../model/board.js';
import { stackView } from '../../model/stack.js';
import { EventKind, Origin, geometry, packEvent, quietBoard } from './wasm.mjs';

const g4 = geometry(4);

/** A 4×4 snapshot: r1c1 given 1, r1c2 a guess 2 (depth 1), r1c3 a naked single 3. */
function snapshot(over = {}) {
  const values = new Uint8Array(16);
  const origins = new Uint8Array(16);
  values.set([1, 2, 3]);
  origins.set([Origin.Given, Origin.Guess, Origin.Naked]);
  return {
    values,
    origins,
    candidates: null,
    stack: Uint32Array.from([1, 2, 1, 2]),
    cleared: new Uint16Array(0),
    clearedDigits: new Uint8Array(0),
    ...over,
  };
}
const givens = Uint8Array.from([1, ...new Array(15).fill(0)]);
const view = (over = {}) =>
  boardView({
    ...quietBoard,
    geometry: g4,
    givens,
    snapshot: snapshot(),
    last: null,
    ...over,
  });
const classes = (v, cell) => new Set(v.cells[cell].cls.split(' '));

test("grid lines: thin inside a box, thick between boxes, none on the board's edge", () => {
  const e = edges(g4).map((c) => c.trim());
  assert.deepEqual(e.slice(0, 4), ['line-r line-b', 'box-r line-b', 'line-r line-b', 'line-b']);
  assert.deepEqual(e.slice(4, 8), ['line-r box-b', 'box-r box-b', 'line-r box-b', 'box-b']);
  assert.equal(e[15], '');
  const g9 = geometry(9);
  const e9 = edges(g9);
  assert.equal(e9.filter((c) => c.includes('box-r')).length, 2 * 9);
  assert.equal(e9.filter((c) => c.includes('line-r')).length, 6 * 9);
  assert.equal(e9.filter((c) => c.includes('box-b')).length, 2 * 9);
});

test('digits by origin, with N/H markers and labels', () => {
  const v = view();
  assert.ok(classes(v, 0).has('given'));
  assert.ok(classes(v, 1).has('guess'));
  assert.ok(classes(v, 2).has('forced'));
  assert.equal(v.cells[2].marker, 'N');
  assert.equal(v.cells[0].label, 'r1c1 1, given');
  assert.equal(v.cells[1].label, 'r1c2 2, guess');
  assert.equal(v.cells[2].label, 'r1c3 3, forced: naked single');
  assert.equal(v.cells[5].label, 'r2c2 empty');
});

test('in Czech a screen reader hears each cell in Czech', async () => {
  const cs = await loadMessages('cs');
  const v = view({ messages: cs });
  assert.deepEqual(
    [0, 1, 2, 5].map((cell) => v.cells[cell].label),
    ['ř1s1 1, zadáno', 'ř1s2 2, odhad', 'ř1s3 3, vynuceno: nahý singl', 'ř2s2 prázdné'],
  );
});

test('the current cell is the newest decision; its row, column and box are tinted', () => {
  const v = view();
  assert.equal(currentCell(snapshot(), null, false), 1);
  assert.ok(classes(v, 1).has('cur'));
  // Row 1, column 2 and box 1 of a 4×4 board, as the engine's geometry has them.
  const tinted = v.cells.flatMap((c, i) => (c.cls.split(' ').includes('tint') ? [i] : []));
  assert.deepEqual(tinted, [0, 2, 3, 4, 5, 9, 13]);
  // Stopped: no current cell.
  assert.equal(currentCell(snapshot(), null, true), -1);
});

test('a try marks its cell; a clash marks both cells and shows the clashing digit', () => {
  const tried = view({ last: decode(packEvent(EventKind.Try, { cell: 1, digit: 2, branch: 1, of: 2 })) });
  assert.ok(classes(tried, 1).has('tried'));
  const clash = view({ last: decode(packEvent(EventKind.Conflict, { cell: 5, digit: 1, peer: 0 })) });
  assert.ok(classes(clash, 5).has('clash') && classes(clash, 0).has('clash') && classes(clash, 5).has('cur'));
  assert.equal(clash.cells[5].ghost, '1');
});

test('cleared digits come from the snapshot, whatever the last event', () => {
  const snap = snapshot({ cleared: Uint16Array.from([6, 7]), clearedDigits: Uint8Array.from([4, 2]) });
  const v = view({ snapshot: snap, last: decode(packEvent(EventKind.Backtrack, { depth: 1, count: 2 })) });
  assert.ok(classes(v, 6).has('cleared') && classes(v, 7).has('cleared'));
  assert.deepEqual([v.cells[6].ghost, v.cells[7].ghost], ['4', '2']);
  assert.equal(v.cells[6].label, 'r2c3 empty, was 4');
  // After step(n) or Back the last event drawn is unknown to the model: the snapshot decides.
  const again = view({ snapshot: snap, last: null });
  assert.deepEqual([again.cells[6].ghost, again.cells[7].ghost], ['4', '2']);
});

test('a dead end marks its cell, or every cell of its unit', () => {
  const cell = view({ last: decode(packEvent(EventKind.DeadEnd, { cell: 15 })) });
  assert.ok(classes(cell, 15).has('dead'));
  const unit = view({ last: decode(packEvent(EventKind.DeadEnd, { digit: 4, unit: 4 + 1 })) });
  const marked = unit.cells.flatMap((c, i) => (c.cls.includes(' unit') ? [i] : []));
  assert.deepEqual(marked, [1, 5, 9, 13]);
});

test('no solution: the cell that breaks the givens is marked whatever step is shown', () => {
  const v = view({ over: true, refutation: decode(packEvent(EventKind.DeadEnd, { cell: 3 })) });
  assert.ok(classes(v, 3).has('dead'));
});

test('a backup preview shows the saved board, no search marks, and clashing givens are flagged', () => {
  const preview = Uint8Array.from([1, 4, ...new Array(14).fill(0)]);
  const v = view({ preview, conflicts: [0, 4] });
  assert.equal(v.preview, true);
  assert.equal(v.cells[1].value, '4');
  assert.ok(!v.cells.some((c) => c.cls.includes(' cur')));
  assert.ok(classes(v, 0).has('bad') && classes(v, 4).has('bad'));
});

test('pencil marks only on empty cells, when asked for', () => {
  const candidates = new Uint16Array(16).fill(0b1010);
  const v = view({ snapshot: snapshot({ candidates }) });
  assert.equal(v.cells[0].pencil, 0);
  assert.equal(v.cells[5].pencil, 0b1010);
});

test('stack rows: newest first, with names and the preview flagged', () => {
  const stack = Uint32Array.from([1, 2, 1, 2, 6, 4, 2, 3]);
  const s = stackView(stack, g4, 1);
  assert.equal(s.depth, 2);
  assert.deepEqual(
    s.rows.map((r) => [r.depth, r.cell, r.digit, r.branch, r.on]),
    [
      [2, 'r2c3', '4', '2 of 3', false],
      [1, 'r1c2', '2', '1 of 2', true],
    ],
  );
  assert.equal(s.more, 0);
  assert.equal(stackView(Uint32Array.from([1, 0, 0, 4]), g4, 0).rows[0].branch, '– of 4');
});

test("arrow keys move the tab stop one row or column, as the engine's geometry says, and stop at the edge", () => {
  for (const side of [4, 9, 16]) {
    const g = geometry(side);
    const last = g.cells - 1;
    assert.equal(arrowCell('ArrowRight', g, 0), 1);
    assert.equal(arrowCell('ArrowDown', g, 0), side);
    assert.equal(arrowCell('ArrowUp', g, 0), 0, 'the top edge');
    assert.equal(arrowCell('ArrowLeft', g, side), side, 'the left edge: not back a row');
    assert.equal(arrowCell('ArrowRight', g, side - 1), side - 1, 'the right edge: not on a row');
    assert.equal(arrowCell('ArrowDown', g, last), last);
    assert.equal(arrowCell('ArrowLeft', g, last), last - 1);
    assert.equal(arrowCell('ArrowUp', g, last), last - side);
    assert.equal(arrowCell('Enter', g, 0), null);
  }
});
