// dlx's exact-cover view from a real search: four strips of side² columns, the chosen column
// marked with the options it had, and covered columns exactly the constraints met.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { decode } from '../../engine/events.js';
import { chosenColumn, coverView } from '../../model/cover.js';
import { EventKind, counters, geometry, memory } from './wasm.mjs';
import { loadMessages } from '../../i18n/messages.js';
import { digitChar } from '../../model/format.js';
// The chart panel's words, which a page loads with the panel (layout.js, ChartPanel.sync).
await loadMessages('en', 'charts');

const HARD = '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........';

test('every select of a dlx search marks the column it chose, with as many options as it has rows left', async () => {
  const { Search } = await import('../../pkg/sudoku_stepper.js');
  const g = geometry(9);
  const s = new Search(HARD, 'dlx');
  let selects = 0;
  while (counters(s).steps < 300) {
    s.run(1, false);
    const ev = decode(new Uint32Array(memory.buffer, s.eventsPtr(), 4));
    const sizes = s.columnSizes();
    assert.ok(sizes);
    const view = coverView(sizes, g, ev);
    assert.equal(view.strips.length, 4);
    assert.ok(view.strips.every((strip) => strip.tiles.length === 81));
    const chosen = view.strips.flatMap((strip) => strip.tiles).filter((t) => t.cls.includes('chosen'));
    if (ev.kind !== EventKind.Select && ev.kind !== EventKind.SelectPlace) {
      assert.equal(chosen.length, 0);
      continue;
    }
    selects++;
    assert.equal(chosen.length, 1);
    const column = chosenColumn(ev, g);
    const options = (ev.candidates.toString(2).match(/1/g) ?? []).length;
    assert.match(view.summary, new RegExp(`fewest options \\(${options}\\)`));
    // Covered columns are the constraints met: a filled cell's column, and no empty cell's.
    const text = s.text();
    for (let cell = 0; cell < 81; cell++) {
      const covered = view.strips[0].tiles[cell].cls.includes('covered');
      if (text[cell] !== '.') assert.ok(covered, `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1} is filled`);
      else if (cell !== column) assert.ok(!covered, `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1} is empty`);
    }
    // A digit-in-unit column, as the engine names it, is met exactly when the digit is in the unit.
    const tiles = view.strips.flatMap((strip) => strip.tiles);
    for (let c = g.cells; c < tiles.length; c++) {
      const [, unit, digit] = g.columns.subarray(3 * c, 3 * c + 3);
      const placed = [...g.cellsOfUnit(unit)].some((cell) => text[cell] === digitChar(digit, g));
      if (c !== column) assert.equal(tiles[c].cls.includes('covered'), placed, `${tiles[c].label}: ${placed ? 'placed' : 'not placed'}`);
    }
  }
  assert.ok(selects > 10);
  s.free();
});

test('the exact-cover panel in Polish: strips, tiles and the chosen column named in it', async () => {
  const { Search } = await import('../../pkg/sudoku_stepper.js');
  const pl = await loadMessages('pl', 'charts');
  const g = geometry(9);
  const s = new Search(HARD, 'dlx');
  s.run(1, false);
  const ev = decode(new Uint32Array(memory.buffer, s.eventsPtr(), 4));
  const view = coverView(/** @type {Uint8Array} */ (s.columnSizes()), g, ev, pl);
  s.free();
  assert.deepEqual(
    view.strips.map((strip) => strip.title),
    ['Cyfra w każdej kratce', 'Każda cyfra w każdym wierszu', 'Każda cyfra w każdej kolumnie', 'Każda cyfra w każdym kwadracie'],
  );
  assert.equal(view.strips[0].tiles[0].label, 'w1k1 ma cyfrę: spełnione');
  assert.match(view.summary, /^Wybrana: „(w\dk\d ma cyfrę|\d jest w (wierszu|kolumnie|kwadracie) \d)”, kolumna z najmniejszą liczbą możliwości \(\d/);
});

test("each strip's edges name its rows and columns, in the order of its tiles, on 9×9 and 16×16", async () => {
  const { Search } = await import('../../pkg/sudoku_stepper.js');
  for (const side of [9, 16]) {
    const g = geometry(side);
    const s = new Search('.'.repeat(side * side), 'dlx');
    const view = coverView(/** @type {Uint8Array} */ (s.columnSizes()), g, null);
    s.free();
    assert.deepEqual(
      view.strips.map((strip) => strip.axes),
      ['row\u00a0↓, column\u00a0→', 'row\u00a0↓, digit\u00a0→', 'column\u00a0↓, digit\u00a0→', 'box\u00a0↓, digit\u00a0→'],
    );
    for (const strip of view.strips) {
      assert.equal(strip.down.length, side);
      assert.equal(strip.across.length, side);
    }
    // Tile r·side + c of a strip is the strip's row r and column c: its label says both.
    const [cells, rows, , boxes] = view.strips;
    const r = side - 2;
    const c = 3;
    assert.equal(cells.tiles[r * side + c].label, `r${cells.down[r]}c${cells.across[c]} holds a digit: ${side} options`);
    assert.match(rows.tiles[r * side + c].label, new RegExp(`^${rows.across[c]} is in row ${rows.down[r]}:`));
    assert.match(boxes.tiles[r * side + c].label, new RegExp(`^${boxes.across[c]} is in box ${boxes.down[r]}:`));
    assert.equal(rows.across.join(''), g.digits);
  }
});
