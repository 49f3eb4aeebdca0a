// Downloads a drawing shown in SVG (the search tree, the experiment's charts) as an SVG file or a
// PNG. The page styles its SVG with stylesheets the file does not carry, so each shape's computed
// paint and font are written onto it as presentation attributes: the file looks as it does on the
// page, anywhere. The PNG is painted from the same shapes onto a canvas, one by one, rather than
// loading the SVG into an <img>: a page under the strict CSP (img-src 'self') cannot show a
// blob: or data: image.
import { h } from '../dom.js';

const SVG = 'http://www.w3.org/2000/svg';
/** The computed properties that decide how a shape looks, copied onto it in the file. */
const PAINT = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-dasharray',
  'stroke-linecap',
  'stroke-linejoin',
  'opacity',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'text-anchor',
  'dominant-baseline',
];
/** What a PNG has per pixel of the drawing: sharp on a projector. */
const PNG_SCALE = 2;

/**
 * The colour behind `el` on the page: its own background or its nearest ancestor's (across a
 * shadow root), so a dark page's light lines stay readable in the file.
 * @param {Element} el
 */
function backdrop(el) {
  for (let at = /** @type {Element | null} */ (el); at; at = at.parentElement ?? /** @type {ShadowRoot} */ (at.getRootNode()).host ?? null) {
    const colour = getComputedStyle(at).backgroundColor;
    if (colour && colour !== 'transparent' && !/^rgba\(.*,\s*0\)$/.test(colour)) return colour;
  }
  return 'white';
}

/** @param {SVGSVGElement} svg  the drawing's size in CSS pixels */
function sizeOf(svg) {
  const box = svg.getBoundingClientRect();
  return { width: Math.max(1, Math.round(box.width)), height: Math.max(1, Math.round(box.height)) };
}

/**
 * The drawing as a standalone SVG document: a copy with every shape's look inlined, the page's
 * background behind it, at the size shown.
 * @param {SVGSVGElement} svg
 * @returns {string}
 */
export function svgFile(svg) {
  const copy = /** @type {SVGSVGElement} */ (svg.cloneNode(true));
  const from = [svg, ...svg.querySelectorAll('*')];
  const to = [copy, ...copy.querySelectorAll('*')];
  from.forEach((el, i) => {
    const style = getComputedStyle(el);
    const out = to[i];
    if (style.display === 'none' || style.visibility === 'hidden') {
      out.setAttribute('display', 'none');
      return;
    }
    for (const p of PAINT) out.setAttribute(p, style.getPropertyValue(p));
    // What only the page uses: keyboard focus, roles and classes with no stylesheet here.
    for (const a of ['class', 'tabindex', 'role']) out.removeAttribute(a);
  });
  const { width, height } = sizeOf(svg);
  copy.setAttribute('xmlns', SVG);
  copy.setAttribute('width', String(width));
  copy.setAttribute('height', String(height));
  if (!copy.hasAttribute('viewBox')) copy.setAttribute('viewBox', `0 0 ${width} ${height}`);
  const view = copy.viewBox.baseVal;
  const ground = document.createElementNS(SVG, 'rect');
  for (const [k, v] of Object.entries({ x: view.x, y: view.y, width: view.width, height: view.height, fill: backdrop(svg) })) ground.setAttribute(k, String(v));
  copy.prepend(ground);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(copy)}\n`;
}

/**
 * The outline of one shape in its own coordinates, or null for what draws no outline.
 * @param {Element} el
 * @returns {Path2D | null}
 */
function outline(el) {
  const n = (/** @type {string} */ a) => Number(el.getAttribute(a) ?? 0);
  const path = new Path2D();
  switch (el.localName) {
    case 'path':
      return new Path2D(el.getAttribute('d') ?? '');
    case 'circle':
      path.arc(n('cx'), n('cy'), n('r'), 0, 2 * Math.PI);
      return path;
    case 'rect':
      path.rect(n('x'), n('y'), n('width'), n('height'));
      return path;
    case 'line':
      path.moveTo(n('x1'), n('y1'));
      path.lineTo(n('x2'), n('y2'));
      return path;
    case 'polygon':
    case 'polyline': {
      const points = (el.getAttribute('points') ?? '')
        .trim()
        .split(/[\s,]+/)
        .map(Number);
      for (let i = 0; i + 1 < points.length; i += 2) path[i ? 'lineTo' : 'moveTo'](points[i], points[i + 1]);
      if (el.localName === 'polygon') path.closePath();
      return path;
    }
    default:
      return null;
  }
}

/**
 * The drawing as a PNG, twice its size on the page, painted shape by shape with each one's
 * computed look and place.
 * @param {SVGSVGElement} svg
 * @returns {Promise<Blob>}
 */
export function pngFile(svg) {
  const { width, height } = sizeOf(svg);
  const canvas = document.createElement('canvas');
  canvas.width = width * PNG_SCALE;
  canvas.height = height * PNG_SCALE;
  const ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
  ctx.fillStyle = backdrop(svg);
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  const screen = svg.getScreenCTM()?.inverse();
  for (const el of svg.querySelectorAll('*')) {
    if (!(el instanceof SVGGraphicsElement) || el.closest('title')) continue;
    const style = getComputedStyle(el);
    if (style.display === 'none' || style.visibility === 'hidden') continue;
    const shape = outline(el);
    if (!shape && el.localName !== 'text') continue;
    const at = el.getScreenCTM();
    if (!at || !screen) continue;
    const m = screen.multiply(at);
    ctx.setTransform(PNG_SCALE * m.a, PNG_SCALE * m.b, PNG_SCALE * m.c, PNG_SCALE * m.d, PNG_SCALE * m.e, PNG_SCALE * m.f);
    const opacity = Number(style.opacity);
    const fill = style.fill !== 'none' ? style.fill : '';
    const stroke = style.stroke !== 'none' ? style.stroke : '';
    if (el.localName === 'text') {
      ctx.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const anchor = style.textAnchor;
      ctx.textAlign = anchor === 'middle' ? 'center' : anchor === 'end' ? 'end' : 'start';
      ctx.textBaseline = style.dominantBaseline === 'middle' || style.dominantBaseline === 'central' ? 'middle' : 'alphabetic';
      ctx.globalAlpha = opacity * Number(style.fillOpacity);
      ctx.fillStyle = fill || 'transparent';
      ctx.fillText(el.textContent ?? '', Number(el.getAttribute('x') ?? 0), Number(el.getAttribute('y') ?? 0));
      continue;
    }
    if (fill && shape) {
      ctx.globalAlpha = opacity * Number(style.fillOpacity);
      ctx.fillStyle = fill;
      ctx.fill(shape);
    }
    if (stroke && shape) {
      ctx.globalAlpha = opacity * Number(style.strokeOpacity);
      ctx.strokeStyle = stroke;
      ctx.lineWidth = parseFloat(style.strokeWidth) || 1;
      ctx.lineCap = /** @type {CanvasLineCap} */ (style.strokeLinecap);
      ctx.lineJoin = /** @type {CanvasLineJoin} */ (style.strokeLinejoin);
      ctx.setLineDash(style.strokeDasharray === 'none' ? [] : style.strokeDasharray.split(/[\s,]+/).map(parseFloat));
      ctx.stroke(shape);
    }
  }
  return new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('no PNG'))), 'image/png'));
}

/**
 * Saves `blob` as the file `name` (a link clicked, then let go).
 * @param {Blob} blob
 * @param {string} name
 */
function save(blob, name) {
  const a = h('a', { href: URL.createObjectURL(blob), download: name });
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 60_000);
}

/**
 * Two buttons, SVG and PNG, that download the drawing `picture()` gives (none: nothing to do).
 * @param {() => SVGSVGElement | null} picture
 * @param {string} file  the files' name, without extension
 * @param {string} name  what the drawing is, for the buttons' titles
 * @param {import('../i18n/messages.js').Messages} m
 */
export function pictureButtons(picture, file, name, m) {
  const button = (/** @type {'svg' | 'png'} */ format) => {
    const b = h('button', {
      type: 'button',
      class: `picture-${format}`,
      text: m.t(`export.picture.${format}`),
      title: m.t('export.picture.title', { name, format: m.t(`export.picture.${format}`) }),
    });
    b.addEventListener('click', async () => {
      const svg = picture();
      if (!svg) return;
      save(format === 'svg' ? new Blob([svgFile(svg)], { type: 'image/svg+xml' }) : await pngFile(svg), `${file}.${format}`);
    });
    return b;
  };
  return h('span', { class: 'picture-export', role: 'group', 'aria-label': name }, button('svg'), button('png'));
}
