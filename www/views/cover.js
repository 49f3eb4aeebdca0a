// The exact-cover state of `dlx`: four strips of side×side tiles, one per constraint column,
// shaded by the options left (covered, none, one, two, more) with the chosen column outlined,
// each strip with what its rows and columns are and their numbers along its edges. The model
// has named and classed every tile and labelled the edges; this only copies it into the DOM.
import { h, setAttr, setHidden, setText } from '../dom.js';
import '../i18n/english.js';
import { ENGLISH } from '../i18n/messages.js';

/** @typedef {import('../model/view.js').ViewState} ViewState */

/** @param {HTMLElement} root */
export function create(root) {
  const strips = h('div', { class: 'cover-strips' });
  const summary = h('p', { class: 'cover-summary' });
  // Each key's words are the catalogue's `element.coverKeys` of its name.
  const named = /** @type {const} */ ([
    ['covered', 'covered'],
    ['one', 'one'],
    ['two', 'two'],
    ['many', 'many'],
    ['empty', 'empty'],
    ['many chosen', 'chosen'],
  ]);
  const words = named.map(() => h('span', {}));
  const lead = h('span', { class: 'cover-lead' });
  const keys = h('p', { class: 'cover-keys' }, lead, ...named.map(([cls], i) => h('span', {}, h('span', { class: `tile ${cls}` }), words[i])));
  const title = h('h2', {});
  const panel = h('section', { class: 'panel cover-panel', part: 'cover' }, title, strips, keys, summary);
  root.append(panel);
  /** @type {HTMLElement[][]} */
  let tiles = [];
  let side = 0;
  let lang = '';
  return {
    /** @param {ViewState} state */
    update(state) {
      const c = state.cover;
      setHidden(panel, c == null);
      if (!c) return;
      const m = state.messages ?? ENGLISH;
      setText(title, m.t('element.coverTitle'));
      setAttr(panel, 'aria-label', m.t('element.coverLabel'));
      setText(lead, m.t('element.coverKeysLead'));
      named.forEach(([, name], i) => setText(words[i], m.t('element.coverKeys', { key: name })));
      // The strips are made anew for another size, or another language (their titles).
      if (c.side !== side || m.lang !== lang) {
        side = c.side;
        lang = m.lang;
        tiles = c.strips.map(() => []);
        strips.replaceChildren(
          ...c.strips.map((strip, k) => {
            const grid = h('div', { class: 'cover-grid', 'data-side': String(side), role: 'img', 'aria-label': strip.title });
            tiles[k] = strip.tiles.map(() => grid.appendChild(h('span', {})));
            // The edges' numbers are for the eye; the caption says what they number.
            const edge = (/** @type {string} */ cls, /** @type {string[]} */ labels) =>
              h('div', { class: `cover-edge ${cls}`, 'data-side': String(side), 'aria-hidden': 'true' }, ...labels.map((text) => h('span', { text })));
            return h(
              'figure',
              { class: 'cover-strip' },
              h('figcaption', {}, h('span', { class: 'cover-title', text: strip.title }), h('span', { class: 'cover-axes', text: strip.axes })),
              h('div', { class: 'cover-frame' }, h('span', { class: 'cover-corner' }), edge('across', strip.across), edge('down', strip.down), grid),
            );
          }),
        );
      }
      c.strips.forEach((strip, k) =>
        strip.tiles.forEach((tile, i) => {
          const el = tiles[k][i];
          if (el.className !== tile.cls) el.className = tile.cls;
          setAttr(el, 'title', tile.label);
        }),
      );
      setText(summary, c.summary);
    },
    destroy() {
      panel.remove();
    },
  };
}
