// Where a cell or a unit is, as numbers a sentence can put in its own words ("r3c4", "ř3s4";
// "row 3", "v řádku 3"): read from the engine's unit ids (`unitsOf`, ids laid out rows, columns,
// boxes as `unitCells` documents), so no rule of the board is worked out here.

/** @typedef {import('./engine.js').BoardGeometry} BoardGeometry */
/** @typedef {{ kind: 'row' | 'column' | 'box', n: number }} UnitPlace */

/**
 * A cell's row and column, from 1.
 * @param {BoardGeometry} g
 * @param {number} cell
 */
export function cellPlace(g, cell) {
  return { row: g.unitsOf[cell * 3] + 1, col: g.unitsOf[cell * 3 + 1] - g.side + 1 };
}

/**
 * A unit's kind and number, from 1.
 * @param {BoardGeometry} g
 * @param {number} id
 * @returns {UnitPlace}
 */
export function unitPlace(g, id) {
  const kind = id < g.side ? 'row' : id < 2 * g.side ? 'column' : 'box';
  return { kind, n: (id % g.side) + 1 };
}

/**
 * The id of the unit two cells share, the one the engine names (`sharedUnit`), or -1.
 * @param {BoardGeometry} g
 * @param {number} a
 * @param {number} b
 */
export function sharedUnitId(g, a, b) {
  const name = g.sharedUnit(a, b);
  if (name === undefined) return -1;
  for (let k = 0; k < 3; k++) if (g.unitName(g.unitsOf[a * 3 + k]) === name) return g.unitsOf[a * 3 + k];
  return -1;
}
