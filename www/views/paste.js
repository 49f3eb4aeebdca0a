// The paste box: one line or a whole grid of text, read by the engine's parser.
import { h, intent, setAttr, setHidden, setText } from '../dom.js';
import '../i18n/english.js';
import { ENGLISH } from '../i18n/messages.js';

/** @typedef {import('../model/view.js').ViewState} ViewState */

/** @param {HTMLElement} root */
export function create(root) {
  const text = h('textarea', { spellcheck: 'false' });
  const summary = h('summary', {});
  const load = h('button', { class: 'primary load', type: 'button', onclick: () => intent(box, 'paste', text.value) });
  const empty = h('button', { class: 'empty', type: 'button', onclick: () => intent(box, 'empty') });
  const box = h('details', { class: 'paste', part: 'paste' }, summary, text, h('div', { class: 'paste-actions' }, load, empty));
  root.append(box);
  /** The language and board side the labels were last written for. */
  let written = '';
  return {
    /** Closes the box after a successful load. */
    close() {
      box.open = false;
    },
    /** @param {ViewState} state */
    update(state) {
      setHidden(box, state.mode !== 'full');
      const m = state.messages ?? ENGLISH;
      const side = state.toolbar.side;
      if (written === `${m.lang} ${side}`) return;
      written = `${m.lang} ${side}`;
      setText(summary, m.t('element.pasteSummary'));
      setAttr(text, 'aria-label', m.t('element.pasteLabel'));
      setAttr(text, 'placeholder', m.t('element.pastePlaceholder', { side }));
      setText(load, m.t('element.pasteLoad'));
      setText(empty, m.t('element.pasteEmptyBoard'));
    },
    destroy() {
      box.remove();
    },
  };
}
