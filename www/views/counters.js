// The live counters: steps, tries, backtracks, propagations, depth, max depth, solutions, time
// and speed. Compact on narrow screens (the stylesheet lays them out in a row).
import { h, setHidden, setText } from '../dom.js';

/** @typedef {import('../model/view.js').ViewState} ViewState */

const COUNTERS = [
  ['steps', 'steps'], ['tries', 'tries'], ['backtracks', 'backtracks'], ['propagations', 'propagations'],
  ['depth', 'depth'], ['maxDepth', 'max depth'], ['solutions', 'solutions'], ['elapsed', 'elapsed'],
  ['rate', 'steps/s'],
];

/** @param {HTMLElement} root */
export function create(root) {
  const list = h('dl', { class: 'counters' });
  /** @type {Record<string, HTMLElement>} */
  const values = {};
  for (const [key, text] of COUNTERS) {
    values[key] = h('dd', { 'data-counter': key, text: '0' });
    list.append(h('div', {}, h('dt', { text }), values[key]));
  }
  const panel = h('section', { class: 'panel counters-panel', part: 'counters', 'aria-label': 'Counters' }, h('h2', { text: 'Counters' }), list);
  root.append(panel);
  return {
    /** @param {ViewState} state */
    update(state) {
      setHidden(panel, state.mode !== 'full');
      for (const [key] of COUNTERS) setText(values[key], state.counters[key]);
    },
    destroy() {
      panel.remove();
    },
  };
}
