// A hint in words: what the engine's `singles` search would do next on the player's board
// (src/hint.rs), said for someone solving by hand, with the cells to point at.
import { EventKind, NONE } from '../engine/events.js';
import { digitChar, maskDigits } from './format.js';
import { cellWords, deadEnd, unitWords } from './narrate.js';
import '../i18n/english.js';
import { ENGLISH } from '../i18n/messages.js';

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
 * @param {import('../i18n/messages.js').Messages} [m]  the page's language
 * @returns {Hint}
 */
export function hintView(ev, g, m = ENGLISH) {
  const unitCells = (/** @type {number} */ u) => Array.from(g.cellsOfUnit(u));
  switch (ev.kind) {
    case EventKind.Propagate: {
      const cell = cellWords(g, ev.cell, m);
      const digit = digitChar(ev.digit, g);
      const naked = ev.unit === NONE;
      return {
        kind: naked ? 'naked' : 'hidden',
        text: naked ? m.t('page.wb.hintNaked', { cell, digit }) : m.t('page.wb.hintHidden', { cell, digit, unit: unitWords(g, ev.unit, m, true) }),
        cell: ev.cell,
        digit: ev.digit,
        unit: naked ? [] : unitCells(ev.unit),
      };
    }
    case EventKind.Select: {
      const digits = maskDigits(ev.candidates, g);
      return {
        kind: 'guess',
        text: m.t('page.wb.hintGuess', { cell: cellWords(g, ev.cell, m), digits: digits.slice(0, -1).join(', '), last: String(digits[digits.length - 1]) }),
        cell: ev.cell,
        digit: 0,
        unit: [],
      };
    }
    case EventKind.DeadEnd:
      return {
        kind: 'wrong',
        text: m.t('page.wb.hintWrong', { why: deadEnd(ev, g, m) }),
        cell: ev.cell === NONE ? -1 : ev.cell,
        digit: 0,
        unit: ev.cell === NONE ? unitCells(ev.unit) : [],
      };
    default:
      return { kind: 'full', text: m.t('page.wb.hintFull'), cell: -1, digit: 0, unit: [] };
  }
}
