// The search tree panel: the collapsed tree (failed subtrees folded into labelled triangles,
// the current path open; views/treedraw.js), an icicle of every try on a canvas (a row per
// depth, each try as wide as its subtree; the engine lays it out by pixel column, so a million
// tries draw as fast as ten), then the node tree down the current path, each decision's earlier
// tries collapsed into a count. A click on a try, in any of them, goes to its step; a click on
// a triangle or a count opens it.
import { h, intent, setAttr, setHidden, setText } from '../dom.js';
import '../i18n/english.js';
import '../i18n/english-tree.js';
import { ENGLISH } from '../i18n/messages.js';
import { ICICLE_WIDTH, SHADE_COUNT, SHADE_KEYS } from '../model/tree.js';
import { createDrawing } from './treedraw.js';

/** @typedef {import('../model/view.js').ViewState} ViewState */
/** @typedef {import('../model/tree.js').TreeRow} TreeRow */

/** The icicle's height in canvas pixels (CSS scales it). */
const ICICLE_HEIGHT = 160;
/** While a search runs fast, a few pictures a second are all anyone can follow. */
const FAST_REFRESH_MS = 120;

/**
 * A token's colour as one pixel of an ImageData seen as 32-bit words, read through the canvas
 * (which parses any CSS colour).
 * @param {CanvasRenderingContext2D} ctx
 * @param {string} color
 * @returns {number}
 */
function pixel(ctx, color) {
  ctx.clearRect(0, 0, 1, 1);
  ctx.fillStyle = color;
  ctx.fillRect(0, 0, 1, 1);
  return new Uint32Array(ctx.getImageData(0, 0, 1, 1).data.buffer)[0];
}

/** @param {HTMLElement} root */
export function create(root) {
  const note = h('p', { class: 'tree-note' });
  const canvas = h('canvas', { class: 'icicle', width: ICICLE_WIDTH, height: ICICLE_HEIGHT, role: 'img' });
  const ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d', { willReadFrequently: true }));
  const summary = h('p', { class: 'tree-summary' });
  const narration = h('p', { class: 'tree-narration' });
  const list = h('ul', { class: 'tree-rows' });
  // Each key's words are the catalogue's `element.treeKeys` of its name.
  const named = /** @type {const} */ ([
    ['path', 'path', '●'],
    ['path', 'between', '◌'],
    ['solution', 'solution', '◆'],
    ['dead', 'dead', '■'],
    ['backtracked', 'backtracked', '▲'],
  ]);
  const keyWords = named.map(() => h('span', {}));
  const keys = h(
    'p',
    { class: 'tree-keys', 'aria-hidden': 'true' },
    ...named.map(([c, , glyph], i) => h('span', {}, h('i', { class: `key-${c}`, text: glyph }), keyWords[i])),
  );
  const title = h('h2', {});
  /** The words as last written, and the language they are in. */
  let m = ENGLISH;
  const drawing = createDrawing();
  const body = h('div', {}, drawing.box, keys, summary, narration, canvas, list);
  const panel = h('section', { class: 'panel tree-panel', part: 'tree' }, title, note, body);
  root.append(panel);
  let rows = 0;
  let drawn = 0;
  let listed = '';
  /** @type {ImageData | null} */
  let image = null;

  canvas.addEventListener('click', (e) => {
    if (!rows) return;
    const box = canvas.getBoundingClientRect();
    const x = Math.floor(((e.clientX - box.left) / box.width) * ICICLE_WIDTH);
    const depth = Math.floor(((e.clientY - box.top) / box.height) * rows) + 1;
    intent(canvas, 'tree-node', { x: Math.min(Math.max(x, 0), ICICLE_WIDTH - 1), depth });
  });
  list.addEventListener('click', (e) => {
    const b = /** @type {HTMLElement | null} */ (/** @type {Element} */ (e.target).closest('button'));
    if (b?.dataset.step) intent(list, 'goto', Number(b.dataset.step));
    else if (b?.dataset.group) intent(list, 'tree-expand', b.dataset.group);
  });

  /** Each shade's pixel, indexed by shade; read again whenever the search is not racing. @type {Uint32Array | null} */
  let colors = null;

  /**
   * @param {{ width: number, rows: number, shades: Uint8Array }} icicle
   * @param {boolean} racing  playing too fast to animate: the theme cannot have changed in
   *   between pictures that matter, and reading the keys' colours forces a style pass
   */
  function paint(icicle, racing) {
    rows = icicle.rows;
    if (!colors || !racing) {
      // Each shade's colour is its key's in the legend under the drawing (so every theme has its
      // own): the key's computed colour is resolved, where a custom property's value may hold
      // light-dark() or a relative colour, which a canvas does not read.
      colors = new Uint32Array(SHADE_COUNT);
      for (const [shade, key] of Object.entries(SHADE_KEYS)) {
        colors[Number(shade)] = pixel(ctx, getComputedStyle(/** @type {Element} */ (keys.querySelector(key))).color);
      }
    }
    image ??= ctx.createImageData(ICICLE_WIDTH, ICICLE_HEIGHT);
    const px = new Uint32Array(image.data.buffer);
    for (let y = 0; y < ICICLE_HEIGHT; y++) {
      const row = rows ? Math.floor((y * rows) / ICICLE_HEIGHT) * icicle.width : -1;
      const line = y * ICICLE_WIDTH;
      for (let x = 0; x < ICICLE_WIDTH; x++) px[line + x] = row < 0 ? 0 : colors[icicle.shades[row + x]];
    }
    ctx.putImageData(image, 0, 0);
  }

  /** @param {TreeRow[]} view */
  function fill(view) {
    const key = m.lang + view.map((r) => `${r.key}${r.tone}${r.label}${r.expanded}`).join('|');
    if (key === listed) return;
    listed = key;
    // The rows are made anew: a keyboard user's focus goes to the new row of the same key.
    const focused = /** @type {HTMLElement | null} */ (/** @type {ShadowRoot} */ (list.getRootNode()).activeElement);
    const had = focused && list.contains(focused) ? focused.dataset.key : undefined;
    list.replaceChildren(
      ...view.map((r) =>
        h(
          'li',
          { class: `d${Math.min(r.depth, 12)} ${r.tone}${r.current ? ' cur' : ''}` },
          r.kind === 'group'
            ? h('button', {
                type: 'button',
                'data-key': r.key,
                'data-group': r.key,
                'aria-expanded': String(r.expanded),
                text: `${r.expanded ? '▾' : '▸'} ${r.label}`,
              })
            : h('button', {
                type: 'button',
                'data-key': r.key,
                'data-step': r.step,
                title: m.t('element.treeGoTo', { step: r.step }),
                'aria-current': r.current ? 'step' : false,
                text: `${r.label}`,
              }),
        ),
      ),
    );
    if (had !== undefined) /** @type {HTMLElement | null} */ (list.querySelector(`button[data-key="${had}"]`) ?? list.querySelector('button'))?.focus();
  }

  return {
    /** @param {ViewState} state */
    update(state) {
      const t = state.tree;
      setHidden(panel, t == null);
      if (!t) return;
      m = state.messages ?? ENGLISH;
      setText(title, m.t('element.treeTitle'));
      setAttr(panel, 'aria-label', m.t('element.treeTitle'));
      setAttr(list, 'aria-label', m.t('element.treeRows'));
      named.forEach(([, name], i) => setText(keyWords[i], m.t('element.treeKeys', { key: name })));
      setText(note, t.note);
      setHidden(note, t.note === '');
      setHidden(body, !t.available);
      if (!t.available) return;
      // What the tree holds, for a page's scripts and tests to read beside `stats`.
      panel.dataset.count = String(t.count);
      panel.dataset.stored = String(t.stored);
      const now = performance.now();
      const racing = state.status === 'running' && !state.animate;
      if (racing && now - drawn < FAST_REFRESH_MS) return;
      drawn = now;
      if (t.drawing) drawing.draw(t.drawing, t.drawingLabel, racing);
      panel.dataset.depth = String(t.depth);
      if (t.icicle) paint(t.icicle, racing);
      canvas.setAttribute('aria-label', t.icicleLabel);
      setText(summary, t.summary);
      setText(narration, t.narration);
      fill(t.rows);
    },
    destroy() {
      panel.remove();
    },
  };
}
