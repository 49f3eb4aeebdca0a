// The legend: what each colour and mark on the board means for the strategy in use, and the keys.
// A modal dialog that Esc closes (the element leaves Esc to it while it is open). The states
// shown follow the strategy's family as the engine reports it (`StrategyInfo.family`): a
// depth-first search, dlx's exact cover, or a local search each draw a different board.
import { h, setText } from '../dom.js';

/** @typedef {import('../model/view.js').ViewState} ViewState */

/**
 * A sample cell of the board.
 * @param {string} cls
 * @param {string} text
 * @param {{ ghost?: string, mark?: string, why?: string }} [extra]
 */
const sample = (cls, text, extra = {}) =>
  h('div', { class: `cell ${cls}`, 'aria-hidden': 'true', 'data-mark': extra.mark, 'data-why': extra.why },
    h('span', { class: 'digit' }, h('span', text ? { class: 'v', text } : { class: 'ghost', text: extra.ghost ?? '' })));

/**
 * A sample tile of the exact-cover panel.
 * @param {string} cls
 */
const tile = (cls) => h('div', { class: 'tile-sample', 'aria-hidden': 'true' }, h('span', { class: `tile ${cls}` }));

/** @typedef {[() => HTMLElement, string][]} Rows */

/** @type {Record<string, { title: string, rows: Rows, note: string }>} */
const FAMILIES = {
  'depth-first': {
    title: 'Depth-first search',
    rows: [
      [() => sample('given', '5'), 'A given: part of the puzzle (bold).'],
      [() => sample('guess', '7'), 'A digit the search is trying (blue).'],
      [() => sample('forced', '3', { mark: 'H' }), 'Forced by propagation (green): N naked single, H hidden single.'],
      [() => sample('', '', { why: 'unit' }), 'The row, column or box where a hidden single\'s digit had its one place left (green stripes).'],
      [() => sample('cur', '4'), 'The current cell (outlined); its row, column and box are tinted.'],
      [() => sample('clash', '4'), 'brute-force only: the digit clashes with a peer (both flash red).'],
      [() => sample('dead', ''), 'A dead end: no digit fits here (✕).'],
      [() => sample('unit', ''), 'A dead end in a unit: a digit has no place left in it (red).'],
      [() => sample('cleared', '', { ghost: '6' }), 'Cleared by a backtrack (orange, struck through).'],
    ],
    note: 'Each decision opens on one cell and tries its digits in turn; a dead end goes back to the newest decision with a digit left.',
  },
  'exact-cover': {
    title: 'dlx: exact cover',
    rows: [
      [() => sample('given', '5'), 'A given: part of the puzzle (bold).'],
      [() => sample('guess', '7'), 'The digit of a row the search has chosen (blue).'],
      [() => sample('cur', '4'), 'The current cell (outlined); its row, column and box are tinted.'],
      [() => sample('place', ''), 'A place left for the digit of a chosen "digit in a unit" column; the unit is tinted.'],
      [() => sample('dead', ''), 'A dead end: a cell with no option left (✕).'],
      [() => sample('unit', ''), 'A dead end in a unit: a digit has no place left in it (red).'],
      [() => sample('cleared', '', { ghost: '6' }), 'Cleared by a backtrack (orange, struck through).'],
      [() => tile('covered'), 'Exact-cover panel: a constraint already met (grey).'],
      [() => tile('one'), 'One option left: forced (green, with a dot).'],
      [() => tile('two'), 'Two options left; paler tiles have more.'],
      [() => tile('empty'), 'No option left: a dead end (red, with a cross).'],
      [() => tile('many chosen'), 'The column just chosen: the fewest options (outlined).'],
    ],
    note: 'Each decision opens on the constraint column with the fewest options and tries its rows in turn.',
  },
  local: {
    title: 'Local search',
    rows: [
      [() => sample('given', '5'), 'A given: part of the puzzle (bold).'],
      [() => sample('guess', '7'), 'A digit the search placed: the whole board is filled and moved (blue).'],
      [() => sample('moved', '2'), 'A cell of the move just proposed (orange ring).'],
      [() => sample('heat1', ''), 'A cell in one unit that misses a digit (pale red) …'],
      [() => sample('heat3', ''), '… or in two or three such units (deeper red).'],
    ],
    note: 'No decisions and no backtracks: moves change the penalty, the digits missing from the units. annealing keeps every move that does not raise it and, less often as it cools, some that do; shoot-and-go moves to its best neighbour, and shoots again when none is better. It stops at its first solution or gives up, and giving up proves nothing.',
  },
};

/** @param {HTMLElement} root */
export function create(root) {
  const title = h('h2', { id: 'legend-title', text: 'How to read the board' });
  const kind = h('p', { class: 'legend-family' });
  const rows = h('div', { class: 'legend-rows' });
  const note = h('p', {});
  /** @param {string} k */
  const kbd = (k) => h('kbd', { text: k });
  const dialog = h('dialog', { class: 'legend', part: 'legend', 'aria-labelledby': 'legend-title' },
    title, kind, rows, note,
    h('p', {}, 'Keys: ', kbd('Space'), ' play/pause · ', kbd('→'), ' step · ', kbd('←'), ' back · ', kbd('Home'), ' reset · ',
      kbd('End'), ' run to end · ', kbd('Esc'), ' stop. In presenter mode a clicker works too: ', kbd('PageDown'), ' step · ',
      kbd('PageUp'), ' back · ', kbd('B'), ' or ', kbd('.'), ' blanks the screen until pressed again.'),
    h('p', {}, 'Editing: Tab to the board, move with the arrow keys, type 1–9 (A–G on 16×16); Backspace, Delete or 0 clears. On a touch screen tap a cell, then a digit on the pad.'),
    h('p', {}, 'The stack lists the open decisions, newest first: Tab to it, then Enter (or a click) shows the board saved when that decision opened.'),
    h('form', { method: 'dialog' }, h('button', { class: 'primary', text: 'Close' })));
  root.append(dialog);
  let shown = '';
  return {
    open() {
      dialog.showModal();
    },
    /** @param {ViewState} state */
    update(state) {
      const family = FAMILIES[state.family] ? state.family : 'depth-first';
      const f = FAMILIES[family];
      setText(kind, `Strategy: ${state.toolbar.strategy} (${f.title}).`);
      if (family === shown) return;
      shown = family;
      dialog.dataset.family = family;
      rows.replaceChildren(...f.rows.flatMap(([make, text]) => [make(), h('span', { text })]));
      note.textContent = f.note;
    },
    destroy() {
      dialog.remove();
    },
  };
}
