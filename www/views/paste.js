// The paste box: one line or a whole grid of text, read by the engine's parser.
import { h, intent, setHidden } from '../dom.js';

/** @typedef {import('../model/view.js').ViewState} ViewState */

/** @param {HTMLElement} root */
export function create(root) {
  const text = h('textarea', {
    'aria-label': 'Puzzle text',
    spellcheck: 'false',
    placeholder: 'One line of 81 characters (. or 0 for empty), or a 9-line grid; | - + and spaces are ignored.',
  });
  const box = h(
    'details',
    { class: 'paste', part: 'paste' },
    h('summary', { text: 'Paste a puzzle' }),
    text,
    h(
      'div',
      { class: 'paste-actions' },
      h('button', { class: 'primary load', type: 'button', text: 'Load', onclick: () => intent(box, 'paste', text.value) }),
      h('button', { class: 'empty', type: 'button', text: 'Empty board', onclick: () => intent(box, 'empty') }),
    ),
  );
  root.append(box);
  return {
    /** Closes the box after a successful load. */
    close() {
      box.open = false;
    },
    /** @param {ViewState} state */
    update(state) {
      setHidden(box, state.mode !== 'full');
    },
    destroy() {
      box.remove();
    },
  };
}
