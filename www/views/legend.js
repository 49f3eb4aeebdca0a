// The legend: what each colour and mark on the board means, and the keys. A modal dialog that
// Esc closes (the element leaves Esc to it while it is open).
import { h } from '../dom.js';

/** @param {HTMLElement} root */
export function create(root) {
  /**
   * @param {string} cls
   * @param {string} text
   * @param {{ ghost?: string, mark?: string }} [extra]
   */
  const sample = (cls, text, extra = {}) =>
    h('div', { class: `cell ${cls}`, 'aria-hidden': 'true', 'data-mark': extra.mark },
      h('span', text ? { class: 'v', text } : { class: 'ghost', text: extra.ghost ?? '' }));
  /** @type {[HTMLElement, string][]} */
  const rows = [
    [sample('given', '5'), 'A given: part of the puzzle (bold).'],
    [sample('guess', '7'), 'A digit the search is trying (blue).'],
    [sample('forced', '3', { mark: 'H' }), 'Forced by propagation (green): N naked single, H hidden single.'],
    [sample('cur', '4'), 'The current cell (outlined); its row, column and box are tinted.'],
    [sample('clash', '4'), 'A conflict: the digit clashes with a peer (both flash red).'],
    [sample('dead', ''), 'A dead end: no digit fits here (✕).'],
    [sample('cleared', '', { ghost: '6' }), 'Cleared by a backtrack (orange, struck through).'],
  ];
  /** @param {string} k */
  const kbd = (k) => h('kbd', { text: k });
  const dialog = h('dialog', { class: 'legend', part: 'legend', 'aria-labelledby': 'legend-title' },
    h('h2', { id: 'legend-title', text: 'How to read the board' }),
    h('div', { class: 'legend-rows' }, ...rows.flatMap(([c, t]) => [c, h('span', { text: t })])),
    h('p', {}, 'Keys: ', kbd('Space'), ' play/pause · ', kbd('→'), ' step · ', kbd('←'), ' back · ', kbd('Home'), ' reset · ',
      kbd('End'), ' run to end · ', kbd('Esc'), ' stop.'),
    h('p', {}, 'Editing: Tab to the board, move with the arrow keys, type 1–9 (A–G on 16×16); Backspace, Delete or 0 clears. On a touch screen tap a cell, then a digit on the pad.'),
    h('p', {}, 'The stack lists the open decisions, newest first: Tab to it, then Enter (or a click) shows the board saved when that decision opened.'),
    h('form', { method: 'dialog' }, h('button', { class: 'primary', text: 'Close' })));
  root.append(dialog);
  return {
    open() {
      dialog.showModal();
    },
    update() {},
    destroy() {
      dialog.remove();
    },
  };
}
