// The exact-cover state of `dlx`: four strips of side×side tiles, one per constraint column,
// shaded by the options left (covered, none, one, two, more) with the chosen column outlined.
// The model has named and classed every tile; this only copies it into the DOM.
import { h, setAttr, setHidden, setText } from '../dom.js';

/** @typedef {import('../model/view.js').ViewState} ViewState */

/** @param {HTMLElement} root */
export function create(root) {
  const strips = h('div', { class: 'cover-strips' });
  const summary = h('p', { class: 'cover-summary' });
  const key = (/** @type {string} */ cls, /** @type {string} */ text) => h('span', {}, h('span', { class: `tile ${cls}` }), text);
  const keys = h('p', { class: 'cover-keys' }, key('covered', 'met'), key('one', 'one option: forced'), key('two', 'two'), key('many', 'more'), key('empty', 'none: dead end'), key('many chosen', 'chosen'));
  const panel = h(
    'section', { class: 'panel cover-panel', part: 'cover', 'aria-label': 'Exact-cover columns' },
    h('h2', { text: 'Exact cover' }), strips, keys, summary,
  );
  root.append(panel);
  /** @type {HTMLElement[][]} */
  let tiles = [];
  let side = 0;
  return {
    /** @param {ViewState} state */
    update(state) {
      const c = state.cover;
      setHidden(panel, c == null);
      if (!c) return;
      if (c.side !== side) {
        side = c.side;
        tiles = c.strips.map(() => []);
        strips.replaceChildren(...c.strips.map((strip, k) => {
          const grid = h('div', { class: 'cover-grid', 'data-side': String(side), role: 'img', 'aria-label': strip.title });
          tiles[k] = strip.tiles.map(() => grid.appendChild(h('span', {})));
          return h('figure', { class: 'cover-strip' }, grid, h('figcaption', { text: strip.title }));
        }));
      }
      c.strips.forEach((strip, k) =>
        strip.tiles.forEach((tile, i) => {
          const el = tiles[k][i];
          if (el.className !== tile.cls) el.className = tile.cls;
          setAttr(el, 'title', tile.label);
        }));
      setText(summary, c.summary);
    },
    destroy() {
      panel.remove();
    },
  };
}
