// Solving by hand in the workbench: the player's board (digits and pencil marks), a switch
// between the two, a digit pad, Check my entries, Hint, Undo and Clear, and the line that says
// what a check or a hint found. Reports what the user does as intents; knows no rule.
import { digitOfKey } from '../model/format.js';
import { arrowCell } from '../model/board.js';
import { h, intent, setDisabled, setHidden, setText } from '../dom.js';
import * as boardHost from './boardhost.js';
import * as padView from './pad.js';
import '../i18n/english.js';
import { ENGLISH } from '../i18n/messages.js';

/** @typedef {import('../model/board.js').BoardView} BoardView */

/**
 * What the solving panel shows.
 * @typedef {object} SolvingView
 * @property {BoardView} board
 * @property {number} active         the cell with the board's tab stop
 * @property {boolean} pencil        typing writes pencil marks
 * @property {string} message        what a check or a hint found, or how to start
 * @property {'info' | 'ok' | 'bad'} tone
 * @property {boolean} canPlace      the message is a forced digit that "Place it" writes in
 * @property {boolean} canUndo
 * @property {boolean} disabled      no puzzle to solve (none loaded, or givens in conflict)
 * @property {string} theme
 */

/**
 * @param {HTMLElement} root
 * @param {import('./boardhost.js').Adopt} adopt  gives a board's shadow root the element's styles
 * @param {import('../i18n/messages.js').Messages} [messages]  the page's language
 */
export function create(root, adopt, messages = ENGLISH) {
  const t = (/** @type {string} */ key) => messages.t(key);
  const radio = (/** @type {string} */ value, /** @type {string} */ text) =>
    h(
      'label',
      { class: 'wb-mode' },
      h('input', { type: 'radio', name: 'wb-mode', value, onchange: () => intent(root, 'wb-pencil', value === 'pencil') }),
      text,
    );
  const digits = radio('digits', t('page.wb.digits'));
  const pencil = radio('pencil', t('page.wb.pencil'));
  const button = (/** @type {string} */ cls, /** @type {string} */ text, /** @type {string} */ action) =>
    h('button', { type: 'button', class: cls, text, onclick: () => intent(root, action) });
  const check = button('wb-check', t('page.wb.check'), 'wb-check');
  const hint = button('wb-hint', t('page.wb.hint'), 'wb-hint');
  const undo = button('wb-undo', t('page.wb.undo'), 'wb-undo');
  const clear = button('wb-clear', t('page.wb.clear'), 'wb-clear');
  const bar = h(
    'div',
    { class: 'wb-bar' },
    h('fieldset', { class: 'wb-modes' }, h('legend', { text: t('page.wb.type') }), digits, pencil),
    check,
    hint,
    undo,
    clear,
  );
  root.append(bar);
  const board = boardHost.create(root, 'wb-board', adopt);
  const pad = padView.create(board.below);
  const place = button('wb-place', t('page.wb.place'), 'wb-place');
  const text = h('span', { class: 'wb-text' });
  const message = h('p', { class: 'wb-message', role: 'status' }, text, place);
  root.append(message);

  // The board's intents (a click selects a cell) and the pad's (a digit) come from inside the
  // shadow root; they are said again out here, where the page listens.
  /** @param {Event} e */
  const relay = (e) => {
    const { action, value } = /** @type {CustomEvent} */ (e).detail;
    e.stopPropagation();
    if (action === 'select') {
      intent(root, 'wb-select', value);
      board.cell(value)?.focus();
    } else if (action === 'digit') intent(root, 'wb-digit', { digit: value, pencil: false });
  };
  board.root.addEventListener('stepper-intent', relay);
  /** The board shown, with its digits and moves. @type {BoardView | null} */
  let shown = null;
  let active = 0;
  /** @param {Event} event */
  const key = (event) => {
    const e = /** @type {KeyboardEvent} */ (event);
    if (e.altKey || e.metaKey) return;
    if (e.ctrlKey) {
      if (e.key.toLowerCase() === 'z') intent(root, 'wb-undo');
      else return;
    } else if (shown && arrowCell(e.key, shown, active) != null) {
      const next = /** @type {number} */ (arrowCell(e.key, shown, active));
      if (next === active) return;
      intent(root, 'wb-select', next);
      board.cell(next)?.focus();
    } else if (e.key === 'p' || e.key === 'P') {
      intent(root, 'wb-pencil', null);
    } else {
      // Shift with a digit writes a pencil mark in either mode (Shift+1 gives "!", so the code
      // of the key says which digit).
      const fromCode = /^Digit\d$/.test(e.code) ? e.code.slice(5) : e.key;
      const digit = shown && digitOfKey(e.shiftKey ? fromCode : e.key, shown);
      if (digit == null) return;
      intent(root, 'wb-digit', { digit, pencil: e.shiftKey });
    }
    e.preventDefault();
  };
  board.root.addEventListener('keydown', key);

  return {
    /** @param {SolvingView} s */
    update(s) {
      shown = s.board;
      active = s.active;
      board.update(s.board, s.active, s.theme);
      pad.update(/** @type {any} */ ({ editable: true, mode: 'full', status: s.disabled ? 'loading' : 'ready', board: s.board }));
      /** @type {HTMLInputElement} */ (digits.firstChild).checked = !s.pencil;
      /** @type {HTMLInputElement} */ (pencil.firstChild).checked = s.pencil;
      for (const el of [check, hint, clear]) setDisabled(el, s.disabled);
      setDisabled(undo, s.disabled || !s.canUndo);
      setText(text, s.message);
      message.dataset.tone = s.tone;
      setHidden(place, !s.canPlace);
    },
    /** Focuses the board's active cell. */
    focus() {
      board.cell(active)?.focus();
    },
    destroy() {
      board.root.removeEventListener('stepper-intent', relay);
      board.root.removeEventListener('keydown', key);
      pad.destroy();
      board.destroy();
      bar.remove();
      message.remove();
    },
  };
}
