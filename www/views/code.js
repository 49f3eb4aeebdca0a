// The pseudo-code panel: the strategy's lines (model/code.js), in code or in plain English (a
// toggle button), with the line of the current event marked: aria-current, a ▶ marker and
// weight besides the tint, so colour is never the only cue. Each line names the events its
// step emits. Lines are built once per table; a frame only moves the mark, and keeps the marked
// line in view in the box that scrolls around it (the list in presenter mode, else the side
// column), without moving the page.
import { h, setAttr, setText } from '../dom.js';
import { keepInView } from './scroll.js';
import { codeView } from '../model/code.js';
import '../i18n/english.js';
import { ENGLISH } from '../i18n/messages.js';

/** @typedef {import('../model/view.js').ViewState} ViewState */

/** @param {HTMLElement} root */
export function create(root) {
  const title = h('h2', { class: 'code-title' });
  let plain = false;
  const toggle = h('button', { type: 'button', class: 'code-toggle', 'aria-pressed': 'false' });
  // A tab stop: where the list scrolls (presenter mode), a keyboard can scroll it too.
  const list = h('ol', { class: 'code-lines', tabindex: 0 });
  const panel = h('section', { class: 'panel code-panel', part: 'code' }, h('div', { class: 'code-head' }, title, toggle), list);
  root.append(panel);
  /** @type {HTMLLIElement[]} */
  let rows = [];
  /** @type {import('../model/code.js').ShownLine[]} */
  let lines = [];
  let key = '';
  let current = -1;

  /** Writes each line's text in the version chosen. */
  const words = () => {
    rows.forEach((li, i) => setText(/** @type {Element} */ (li.querySelector('.t')), plain ? lines[i].plain : lines[i].code));
    list.classList.toggle('plain', plain);
    setAttr(toggle, 'aria-pressed', String(plain));
  };
  toggle.addEventListener('click', () => {
    plain = !plain;
    words();
  });

  return {
    /** @param {ViewState} state */
    update(state) {
      const at = state.code;
      const m = state.messages ?? ENGLISH;
      const c = at && codeView(at, m);
      setText(title, c ? m.t('element.codeTitleOf', { title: c.title }) : m.t('element.codeTitle'));
      setText(toggle, m.t('element.codePlain'));
      setAttr(list, 'aria-label', m.t('element.codeLines'));
      setAttr(panel, 'aria-label', m.t('element.codeTitle'));
      // The lines are made anew in another language too.
      const table = c ? `${m.lang} ${c.key}` : '';
      if (table !== key) {
        key = table;
        lines = c?.lines ?? [];
        current = -1;
        rows = lines.map((l, i) =>
          h(
            'li',
            { class: `d${l.depth}` },
            h('span', { class: 'n', 'aria-hidden': 'true', text: String(i + 1) }),
            h('span', { class: 'm', 'aria-hidden': 'true' }),
            h('span', { class: 't' }),
            ...(l.events ? [h('span', { class: 'ev' }, h('span', { class: 'sr', text: m.t('element.codeEmits') }), l.events)] : []),
          ),
        );
        list.replaceChildren(...rows);
        words();
      }
      const next = c?.current ?? -1;
      if (next === current) return;
      if (current >= 0) {
        rows[current].classList.remove('on');
        rows[current].removeAttribute('aria-current');
      }
      current = next;
      if (current >= 0) {
        rows[current].classList.add('on');
        rows[current].setAttribute('aria-current', 'step');
        keepInView(rows[current], { smooth: state.animate });
      }
    },
    destroy() {
      panel.remove();
    },
  };
}
