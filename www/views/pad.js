// The on-screen digit pad for touch and narrow screens (the stylesheet shows it there): a digit
// button per value of the board's size, and one that clears the cell.
import { h, intent, setAttr, setDisabled, setHidden } from '../dom.js';
import '../i18n/english.js';
import { ENGLISH } from '../i18n/messages.js';

/** @typedef {import('../model/view.js').ViewState} ViewState */

/** @param {HTMLElement} root */
export function create(root) {
  const pad = h('div', { class: 'pad', part: 'pad', role: 'group' });
  root.append(pad);
  // Like the board, on mousedown with the default prevented: the cell being edited keeps focus.
  /** @param {MouseEvent} e */
  const down = (e) => {
    const b = /** @type {HTMLElement | null} */ (/** @type {Element} */ (e.target).closest('button'));
    if (b) e.preventDefault();
  };
  pad.addEventListener('mousedown', down);
  let digits = '';
  return {
    /** @param {ViewState} state */
    update(state) {
      setHidden(pad, !state.editable || state.mode === 'none');
      const m = state.messages ?? ENGLISH;
      setAttr(pad, 'aria-label', m.t('element.padLabel'));
      if (state.board.digits + m.lang !== digits) {
        digits = state.board.digits + m.lang;
        const buttons = Array.from(state.board.digits, (text, i) =>
          h('button', { type: 'button', 'data-digit': i + 1, text, onclick: () => intent(pad, 'digit', i + 1) }),
        );
        const clear = h('button', {
          type: 'button',
          class: 'clear',
          'data-digit': 0,
          'aria-label': m.t('element.padClear'),
          text: '⌫',
          onclick: () => intent(pad, 'digit', 0),
        });
        pad.replaceChildren(...buttons, clear);
        pad.dataset.side = String(state.board.side);
      }
      for (const b of pad.querySelectorAll('button')) setDisabled(b, state.status === 'loading');
    },
    destroy() {
      pad.removeEventListener('mousedown', down);
      pad.remove();
    },
  };
}
