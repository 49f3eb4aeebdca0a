// The live counters: those the strategy keeps (steps, tries, backtracks… for a depth-first
// search; link updates for dlx; penalty, temperature… for a local search), then time and speed.
// Compact on narrow screens (the stylesheet lays them out in a row).
import { h, setAttr, setText } from '../dom.js';
import '../i18n/english.js';
import { ENGLISH } from '../i18n/messages.js';

/** @typedef {import('../model/view.js').ViewState} ViewState */

/** @param {HTMLElement} root */
export function create(root) {
  const list = h('dl', { class: 'counters' });
  /** @type {{ key: string, dd: HTMLElement }[]} */
  let shown = [];
  let keys = '';
  const title = h('h2', {});
  const panel = h('section', { class: 'panel counters-panel', part: 'counters' }, title, list);
  root.append(panel);
  return {
    /** @param {ViewState} state */
    update(state) {
      const m = state.messages ?? ENGLISH;
      setText(title, m.t('element.counters'));
      setAttr(panel, 'aria-label', m.t('element.counters'));
      const next = state.counterList.map((c) => `${c.key}:${c.label}`).join(' ');
      if (next !== keys) {
        // Another kind of strategy (its own counters), or another language.
        keys = next;
        shown = state.counterList.map(({ key }) => ({ key, dd: h('dd', { 'data-counter': key, text: '0' }) }));
        list.replaceChildren(...state.counterList.map(({ label }, i) => h('div', {}, h('dt', { text: label }), shown[i].dd)));
      }
      for (const { key, dd } of shown) setText(dd, state.counters[key] ?? '');
    },
    destroy() {
      panel.remove();
    },
  };
}
