// Solving by hand: the player's digits and pencil marks over a puzzle's givens, and what each
// cell of their board shows. Pure functions on immutable states. Which digits are
// right, which clash and what is forced all come from the engine (the solution, the parser's
// conflicts, the hint); nothing here knows a rule of Sudoku.
import { digitChar, maskDigits } from './format.js';
import { boardShape, edges } from './board.js';

/** @typedef {import('../engine/engine.js').BoardGeometry} BoardGeometry */
/** @typedef {import('./board.js').CellView} CellView */
/** @typedef {import('./board.js').BoardView} BoardView */

/**
 * One position of a player's work.
 * @typedef {object} Solving
 * @property {number} side
 * @property {Uint8Array} givens   the puzzle, 0 for empty
 * @property {Uint8Array} entries  the player's digits, 0 for none (never on a given)
 * @property {Uint16Array} marks   the player's pencil marks, bit d-1 for digit d
 */

/**
 * A fresh position on `givens`, with the player's digits and marks if any.
 * @param {number} side
 * @param {Uint8Array} givens
 * @param {{ entries?: Uint8Array, marks?: Uint16Array }} [work]
 * @returns {Solving}
 */
export function start(side, givens, work = {}) {
  const entries = new Uint8Array(givens.length);
  const marks = new Uint16Array(givens.length);
  for (let cell = 0; cell < givens.length; cell++) {
    if (givens[cell]) continue;
    entries[cell] = work.entries?.[cell] ?? 0;
    marks[cell] = work.marks?.[cell] ?? 0;
  }
  return { side, givens, entries, marks };
}

/**
 * `s` with `change` applied to copies of its entries and marks, or `s` itself when nothing
 * changed (so that the caller can tell a no-op from a change worth undoing).
 * @param {Solving} s
 * @param {(entries: Uint8Array, marks: Uint16Array) => void} change
 * @returns {Solving}
 */
function edit(s, change) {
  const entries = s.entries.slice();
  const marks = s.marks.slice();
  change(entries, marks);
  const same = entries.every((v, i) => v === s.entries[i]) && marks.every((v, i) => v === s.marks[i]);
  return same ? s : { ...s, entries, marks };
}

/**
 * Writes a digit into a cell (0 clears it); givens do not change.
 * @param {Solving} s
 * @param {number} cell
 * @param {number} digit
 */
export function enter(s, cell, digit) {
  if (s.givens[cell]) return s;
  return edit(s, (entries) => {
    entries[cell] = digit;
  });
}

/**
 * Toggles a pencil mark (0 clears every mark of the cell); only in a cell without a digit.
 * @param {Solving} s
 * @param {number} cell
 * @param {number} digit
 */
export function toggleMark(s, cell, digit) {
  if (s.givens[cell] || s.entries[cell]) return s;
  return edit(s, (_, marks) => {
    marks[cell] = digit === 0 ? 0 : marks[cell] ^ (1 << (digit - 1));
  });
}

/**
 * Clears every digit and mark of the player.
 * @param {Solving} s
 */
export function clearAll(s) {
  return edit(s, (entries, marks) => {
    entries.fill(0);
    marks.fill(0);
  });
}

/**
 * Givens and the player's digits, cell by cell.
 * @param {Solving} s
 */
export function values(s) {
  return s.givens.map((g, i) => g || s.entries[i]);
}

/**
 * The cells whose digit the player wrote and `solution` has otherwise: exactly the wrong ones.
 * @param {Solving} s
 * @param {ArrayLike<number>} solution
 * @returns {number[]}
 */
export function wrongCells(s, solution) {
  const out = [];
  for (let cell = 0; cell < s.entries.length; cell++) {
    if (s.entries[cell] && s.entries[cell] !== solution[cell]) out.push(cell);
  }
  return out;
}

/**
 * How many digits the player has written.
 * @param {Solving} s
 */
export function entryCount(s) {
  return s.entries.reduce((n, v) => n + (v ? 1 : 0), 0);
}

/**
 * What each cell of the player's board shows.
 * @param {Solving} s
 * @param {BoardGeometry} g
 * @param {{ wrong: number[], clashes: number[], hint: number, unit: number[], selected: number, solved: boolean }} marks
 *   cells checked wrong, digits in conflict, the hinted cell (-1 none) and its unit's cells,
 *   the cell being edited (-1 none), and whether the board is the solution
 * @returns {BoardView}
 */
export function solvingView(s, g, marks) {
  const lines = edges(g);
  const extra = new Array(s.givens.length).fill('');
  for (const cell of marks.unit) extra[cell] += ' tint';
  for (const cell of marks.clashes) extra[cell] += ' bad';
  for (const cell of marks.wrong) extra[cell] += ' wrong';
  if (marks.hint >= 0) extra[marks.hint] += ' hinted';
  if (marks.selected >= 0) extra[marks.selected] += ' sel';
  const wrong = new Set(marks.wrong);
  const clashes = new Set(marks.clashes);
  const filled = values(s);
  /** @type {CellView[]} */
  const cells = Array.from(filled, (v, cell) => {
    const given = s.givens[cell] !== 0;
    const value = digitChar(v, g);
    const kind = given ? ' given' : v ? ' entry' : '';
    const words = (given ? ', given' : v ? ', your digit' : '') + (wrong.has(cell) ? ', wrong' : '') + (v && clashes.has(cell) ? ', clashes' : '');
    const pencil = v ? 0 : s.marks[cell];
    const noted = pencil ? `, pencil marks ${maskDigits(pencil, g).join(' ')}` : '';
    return {
      cls: `cell${lines[cell]}${kind}${extra[cell]}`,
      value,
      ghost: '',
      marker: '',
      pencil,
      label: `${g.cellName(cell)}${v ? ` ${value}${words}` : ' empty'}${noted}`,
    };
  });
  return { ...boardShape(g), cells, solved: marks.solved, preview: false };
}

/**
 * Two different solutions of one puzzle side by side: every cell where they differ is marked on
 * both (and said in its label), givens as givens.
 * @param {Uint8Array} givens
 * @param {Uint8Array} a
 * @param {Uint8Array} b
 * @param {BoardGeometry} g
 * @returns {{ left: BoardView, right: BoardView, differ: number, first: number }}
 */
export function pairView(givens, a, b, g) {
  const lines = edges(g);
  const differ = Array.from(a, (v, cell) => v !== b[cell]);
  const side = (/** @type {Uint8Array} */ values, /** @type {Uint8Array} */ other) => ({
    ...boardShape(g),
    solved: false,
    preview: false,
    /** @type {CellView[]} */
    cells: Array.from(values, (v, cell) => ({
      cls: `cell${lines[cell]}${givens[cell] ? ' given' : ''}${differ[cell] ? ' differ' : ''}`,
      value: digitChar(v, g),
      ghost: '',
      marker: '',
      pencil: 0,
      label: `${g.cellName(cell)} ${digitChar(v, g)}${givens[cell] ? ', given' : ''}${differ[cell] ? `, differs: ${digitChar(other[cell], g)} in the other solution` : ''}`,
    })),
  });
  return { left: side(a, b), right: side(b, a), differ: differ.filter(Boolean).length, first: differ.indexOf(true) };
}
