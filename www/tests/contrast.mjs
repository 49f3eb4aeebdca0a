// Contrast as a reader sees it, for the theming tests: a text's colour and the backgrounds under
// it (its own, its ancestors', across the shadow boundary, and the page's canvas) composited
// onto a one-pixel canvas, which turns every CSS colour (oklch, light-dark, color-mix with
// transparency) into the sRGB the screen shows.

/**
 * The WCAG contrast ratio of the text of `selector` in `host`'s shadow root on what is under it,
 * with the colours it found (`rgb(r, g, b)`). Runs in the page: pass it to `evaluate`.
 * @param {Element} host
 * @param {string} selector
 */
export function contrastIn(host, selector) {
  const node = /** @type {ShadowRoot} */ (host.shadowRoot).querySelector(selector);
  if (!node) throw new Error(`no ${selector}`);
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 1;
  const ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d', { willReadFrequently: true }));
  const paint = (/** @type {string} */ colour) => {
    ctx.fillStyle = colour;
    ctx.fillRect(0, 0, 1, 1);
    return [...ctx.getImageData(0, 0, 1, 1).data.slice(0, 3)];
  };
  // The page's canvas: the system colour `Canvas` in the root's color-scheme.
  const probe = document.createElement('i');
  probe.style.color = 'Canvas';
  document.documentElement.append(probe);
  paint(getComputedStyle(probe).color);
  probe.remove();
  /** @type {Element[]} */
  const chain = [];
  for (let n = /** @type {Element | null} */ (node); n; n = n.parentElement ?? /** @type {ShadowRoot} */ (n.getRootNode()).host ?? null) chain.unshift(n);
  let bg = [0, 0, 0];
  for (const n of chain) bg = paint(getComputedStyle(n).backgroundColor);
  const fg = paint(getComputedStyle(node).color);
  const lum = (/** @type {number[]} */ rgb) => {
    const [r, g, b] = rgb.map((v) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [hi, lo] = [lum(fg), lum(bg)].sort((a, b) => b - a);
  return { ratio: Math.round(((hi + 0.05) / (lo + 0.05)) * 100) / 100, fg: `rgb(${fg.join(', ')})`, bg: `rgb(${bg.join(', ')})` };
}
