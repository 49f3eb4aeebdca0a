// A hint in words: what the engine's `singles` search would do next on the player's board
// (src/hint.rs), said for someone solving by hand, with the cells to point at.
import { EventKind, NONE } from '../engine/events.js';
import { digitChar, maskDigits } from './format.js';
import { deadEnd } from './narrate.js';

/** @typedef {import('../engine/events.js').SearchEvent} SearchEvent */
/** @typedef {import('../engine/engine.js').BoardGeometry} BoardGeometry */

/**
 * @typedef {object} Hint
 * @property {'naked' | 'hidden' | 'guess' | 'wrong' | 'full'} kind
 * @property {string} text   what to say
 * @property {number} cell   the cell to point at, -1 for none
 * @property {number} digit  the forced digit, 0 for none
 * @property {number[]} unit the cells of the unit the reason is about (a hidden single's unit,
 *   a digit with no place left), else empty
 */

/**
 * @param {SearchEvent} ev  the engine's hint
 * @param {BoardGeometry} g
 * @returns {Hint}
 */
export function hintView(ev, g) {
  const unitCells = (/** @type {number} */ u) => Array.from(g.unitCells.subarray(u * g.side, (u + 1) * g.side));
  switch (ev.kind) {
    case EventKind.Propagate: {
      const name = g.cellName(ev.cell);
      const d = digitChar(ev.digit);
      const naked = ev.unit === NONE;
      return {
        kind: naked ? 'naked' : 'hidden',
        text: naked
          ? `${name} must be ${d}: every other digit is already in its row, column or box (a naked single).`
          : `${name} must be ${d}: it is the only place left for ${d} in ${g.unitName(ev.unit)} (a hidden single).`,
        cell: ev.cell,
        digit: ev.digit,
        unit: naked ? [] : unitCells(ev.unit),
      };
    }
    case EventKind.Select: {
      const digits = maskDigits(ev.candidates);
      return {
        kind: 'guess',
        text: `Nothing is forced by singles: a guess is needed. The search would guess in ${g.cellName(ev.cell)}, a cell with the fewest candidates (${digits.slice(0, -1).join(', ')} or ${digits[digits.length - 1]}).`,
        cell: ev.cell,
        digit: 0,
        unit: [],
      };
    }
    case EventKind.DeadEnd:
      return {
        kind: 'wrong',
        text: `Some digit on the board is wrong: ${deadEnd(ev, g)}.`,
        cell: ev.cell === NONE ? -1 : ev.cell,
        digit: 0,
        unit: ev.cell === NONE ? unitCells(ev.unit) : [],
      };
    default:
      return { kind: 'full', text: 'The board is full and no digit clashes: solved.', cell: -1, digit: 0, unit: [] };
  }
}
