// A board size as the engine describes it, copied once into plain arrays and strings: the units
// and their cells, the names, the arrow moves, the digit alphabet and the constraint columns of
// `dlx`. Every layout the model and the views read of a board comes from here, none is worked
// out in JavaScript (no `row * side + col`, no `3 * cell`).

/**
 * The shape of a board size, read once from the engine so that no view or model works out rows,
 * columns or boxes itself.
 * @typedef {object} BoardGeometry
 * @property {number} side        cells per row
 * @property {number} box         cells per box row
 * @property {number} cells       side²
 * @property {string} empty       the puzzle text of the empty board
 * @property {string} digits      the characters of the digits 1 to side, in order
 * @property {Uint16Array} unitCells  unit u's cells at [u·side, (u+1)·side): rows, columns, boxes
 * @property {Uint16Array} unitsOf    per cell: its row, column and box unit ids
 * @property {(cell: number) => Uint16Array} unitsOfCell  a cell's row, column and box unit ids
 * @property {(unit: number) => Uint16Array} cellsOfUnit  a unit's cells
 * @property {readonly string[]} arrows  the arrow keys, in the order of `moves`
 * @property {Uint16Array} moves      per cell, one cell per arrow: where it moves to (itself at an edge)
 * @property {Uint16Array} columns    per constraint column of `dlx`, 3 numbers: its block (0 the
 *   cells', then the rows', columns', boxes' digits), its cell or flat unit id, its digit (0 in block 0)
 * @property {(id: number) => string} unitName   "row 3", "column 8", "box 2"
 * @property {(cell: number) => string} cellName "r1c1"
 * @property {(a: number, b: number) => string | undefined} sharedUnit  the unit two cells share
 */

/** The arrow keys in the order of `Geometry.moves` in the engine: up, down, left, right. */
const ARROWS = Object.freeze(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);

/**
 * Copies what the views need of a `Geometry` into plain arrays, names included, so a frame
 * never calls across the boundary for them.
 * @param {import('../pkg-small/sudoku_stepper.js').Geometry} g
 * @returns {BoardGeometry}
 */
export function readGeometry(g) {
  const side = g.side;
  const per = g.unitsPerCell;
  const unitNames = Array.from({ length: g.units }, (_, id) => g.unitName(id));
  const cellNames = Array.from({ length: g.cells }, (_, cell) => g.cellName(cell));
  const unitCells = g.unitCells();
  const unitsOf = g.unitsOf();
  return {
    side,
    box: g.box,
    cells: g.cells,
    empty: g.empty,
    digits: g.digits,
    unitCells,
    unitsOf,
    unitsOfCell: (cell) => unitsOf.subarray(per * cell, per * (cell + 1)),
    cellsOfUnit: (unit) => unitCells.subarray(side * unit, side * (unit + 1)),
    arrows: ARROWS,
    moves: g.moves(),
    columns: g.coverColumns(),
    unitName: (id) => unitNames[id] ?? '',
    cellName: (cell) => cellNames[cell] ?? '',
    // The geometry object stays alive for this one: the core decides which unit to name.
    sharedUnit: (a, b) => g.sharedUnit(a, b),
  };
}
