// The stack panel: the open decisions, newest on top, the top kept in view in the list while the
// search moves (the list scrolls, never the page). Rows are one tab stop (arrows move between
// them); Enter or a click shows the board saved when that decision opened.
import { h, intent, setAttr, setText } from '../dom.js';
import { keepInView } from './scroll.js';
import '../i18n/english.js';
import { ENGLISH } from '../i18n/messages.js';

/** @typedef {import('../model/view.js').ViewState} ViewState */

/** While a search runs fast, a few updates a second are all anyone can read. */
const FAST_REFRESH_MS = 150;

/** @param {HTMLElement} root */
export function create(root) {
  const list = h('ol', { class: 'stack-list' });
  const summary = h('summary', {});
  const panel = h('details', { class: 'panel stack-panel', part: 'stack', open: true }, summary, list);
  root.append(panel);
  const COLUMNS = ['depth', 'cell', 'digit', 'branch'];
  const head = h('li', { class: 'head', 'aria-hidden': 'true' }, ...COLUMNS.map(() => h('span')));
  /** The language of the fixed words. */
  let lang = '';
  const note = h('li', { class: 'stack-empty' });
  /** What a backjump just undid (model/stack.js), over the rows. */
  const jump = h('li', { class: 'stack-jump' });
  /** Rows are reused and only their text changes: rebuilding them costs more than the search. @type {HTMLLIElement[]} */
  const rows = [];
  let key = '';
  let drawn = 0;
  /** The row holding the tab stop, by depth. */
  let focusDepth = 0;

  /** @param {Event} e */
  const rowOf = (e) => /** @type {HTMLElement | null} */ (/** @type {Element} */ (e.target).closest('li[data-depth]'));
  list.addEventListener('click', (e) => {
    const li = rowOf(e);
    if (li) intent(list, 'backup', Number(li.dataset.depth));
  });
  list.addEventListener('keydown', (e) => {
    const li = rowOf(e);
    if (!li) return;
    if (e.key === 'Enter' || e.key === ' ') intent(list, 'backup', Number(li.dataset.depth));
    else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      const next = /** @type {HTMLElement | null} */ (e.key === 'ArrowDown' ? li.nextElementSibling : li.previousElementSibling);
      if (next?.dataset.depth) {
        focusDepth = Number(next.dataset.depth);
        next.focus();
      }
    } else return;
    // Keys used here are not the element's shortcuts (Space would play, arrows step).
    e.preventDefault();
    e.stopPropagation();
  });

  return {
    /** @param {ViewState} state */
    update(state) {
      const m = state.messages ?? ENGLISH;
      if (m.lang !== lang) {
        lang = m.lang;
        key = '';
        setAttr(list, 'aria-label', m.t('element.stackList'));
        setText(summary, m.t('element.stack'));
        COLUMNS.forEach((col, k) => setText(/** @type {HTMLElement} */ (head.children[k]), m.t('element.stackHead', { col })));
        for (const li of rows) setAttr(li, 'title', m.t('element.stackRowTitle'));
      }
      const now = performance.now();
      if (state.status === 'running' && !state.animate && now - drawn < FAST_REFRESH_MS) return;
      drawn = now;
      const view = state.stack;
      const next = `${view.depth}|${view.jump}|${view.rows.map((r) => `${r.cell}${r.digit}${r.branch}${r.on}`).join(',')}`;
      if (next === key) return;
      key = next;
      while (rows.length < view.rows.length) {
        rows.push(h('li', { title: m.t('element.stackRowTitle'), tabindex: -1 }, h('span'), h('span'), h('span'), h('span', { class: 'k' })));
      }
      if (!view.rows.some((r) => r.depth === focusDepth)) focusDepth = view.rows[0]?.depth ?? 0;
      view.rows.forEach((r, i) => {
        const li = rows[i];
        li.dataset.depth = String(r.depth);
        li.className = r.on ? 'on' : '';
        setAttr(li, 'tabindex', r.depth === focusDepth ? '0' : '-1');
        setAttr(li, 'aria-label', m.t('element.stackRow', { depth: r.depth, cell: r.cell, digit: r.digit, branch: r.branch }));
        [String(r.depth), r.cell, r.digit, r.branch].forEach((t, k) => setText(li.children[k], t));
      });
      setText(note, view.depth === 0 ? m.t('element.stackEmpty') : m.t('element.stackMore', { more: view.more }));
      setText(jump, view.jump);
      const want = [
        ...(view.jump ? [jump] : []),
        ...(view.depth ? [head] : []),
        ...rows.slice(0, view.rows.length),
        ...(view.depth === 0 || view.more > 0 ? [note] : []),
      ];
      // Only the rows that come or go move: re-inserting them all would lay the list out again.
      for (let k = 0; k < want.length; k++) {
        if (list.children[k] !== want[k]) list.insertBefore(want[k], list.children[k] ?? null);
      }
      while (list.children.length > want.length) list.lastElementChild?.remove();
      // The newest decision, under the column heads.
      if (want[0]) keepInView(want[0], { box: list, smooth: state.animate });
    },
    destroy() {
      panel.remove();
    },
  };
}
