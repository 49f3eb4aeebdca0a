// The depth-over-time strip below the board (with the tree panel): per pixel column of the
// steps so far, the range of depths the search tried there, laid out by the engine.
import { h, setHidden, setText } from '../dom.js';
import '../i18n/english.js';
import { ENGLISH } from '../i18n/messages.js';
import { STRIP_WIDTH } from '../model/tree.js';

/** @typedef {import('../model/view.js').ViewState} ViewState */

const HEIGHT = 48;

/** @param {HTMLElement} root */
export function create(root) {
  const canvas = h('canvas', { class: 'depth-strip', width: STRIP_WIDTH, height: HEIGHT, role: 'img' });
  const ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
  const caption = h('figcaption', { 'aria-hidden': 'true' });
  const figure = h('figure', { class: 'depth-figure', part: 'depth' }, canvas, caption);
  root.append(figure);
  let drawn = 0;
  /** The strip's CSS colour (the accent, resolved: a canvas reads no light-dark()), read again
   *  whenever the search is not racing (as in tree.js). */
  let accent = '';
  return {
    /** @param {ViewState} state */
    update(state) {
      const strip = state.tree?.strip ?? null;
      setHidden(figure, strip == null);
      if (!strip || !state.tree) return;
      setText(caption, (state.messages ?? ENGLISH).t('element.depthCaption'));
      const now = performance.now();
      const racing = state.status === 'running' && !state.animate;
      if (racing && now - drawn < 100) return;
      drawn = now;
      if (!accent || !racing) accent = getComputedStyle(canvas).color;
      canvas.setAttribute('aria-label', state.tree.stripLabel);
      ctx.clearRect(0, 0, STRIP_WIDTH, HEIGHT);
      ctx.fillStyle = accent;
      const scale = (HEIGHT - 2) / Math.max(1, strip.top);
      // Depth grows downward, as the tree does.
      for (let x = 0; x < STRIP_WIDTH; x++) {
        const lo = strip.depths[2 * x];
        const hi = strip.depths[2 * x + 1];
        if (hi) ctx.fillRect(x, 1 + (lo - 1) * scale, 1, Math.max(1, (hi - lo + 1) * scale));
      }
    },
    destroy() {
      figure.remove();
    },
  };
}
