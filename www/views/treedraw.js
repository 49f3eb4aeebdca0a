// The collapsed search tree of the tree panel, drawn in SVG inside its own scroll box: a shape
// per part the engine laid out (model/treedraw.js), failed subtrees as triangles labelled with
// their size. A click (or Enter or Space on a focused triangle) opens a triangle; a click on a
// try goes to its step. While the search moves, the box scrolls itself (scrollLeft/scrollTop
// only: the page never moves) to keep the part where the search is in view.
import { h, intent } from '../dom.js';
import { RADIUS, UNIT } from '../model/treedraw.js';

/** @typedef {import('../model/treedraw.js').TreeDrawing} TreeDrawing */
/** @typedef {import('../model/treedraw.js').TreeShape} TreeShape */

const SVG = 'http://www.w3.org/2000/svg';
/** Half a triangle's base: a little inside the 3 node widths the engine gives it. */
const HALF_BASE = 1.5 * UNIT - 2;
/** How close to the box's edge the search's part may come before the box scrolls. */
const EDGE = 24;

/**
 * @param {string} tag
 * @param {Record<string, string | number>} attrs
 * @param {Node[]} children
 */
function svg(tag, attrs, ...children) {
  const el = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  el.append(...children);
  return el;
}

/**
 * The shape of one part, at its place.
 * @param {TreeShape} s
 */
function shape(s) {
  const r = RADIUS;
  const body = {
    root: () => svg('circle', { r: r - 2 }),
    open: () => svg('circle', { r }),
    pending: () => svg('circle', { r }),
    searched: () => svg('circle', { r }),
    solution: () => svg('polygon', { points: `0,${-r - 2} ${r + 2},0 0,${r + 2} ${-r - 2},0` }),
    dead: () => svg('rect', { x: -r + 1, y: -r + 1, width: 2 * r - 2, height: 2 * r - 2 }),
    failed: () => svg('polygon', { points: `0,${-r} ${HALF_BASE},${s.height - r} ${-HALF_BASE},${s.height - r}` }),
  };
  const parts = [(body[/** @type {keyof typeof body} */ (s.kind)] ?? body.failed)()];
  if (s.label) parts.push(svg('text', { y: s.height - r + 13, 'text-anchor': 'middle' }, document.createTextNode(s.label)));
  if (s.tag) parts.push(svg('text', { class: 'tag', x: r + 6, y: 4 }, document.createTextNode(s.tag)));
  if (s.current) parts.unshift(svg('circle', { class: 'here', r: r + 5 }));
  /** @type {Record<string, string | number>} */
  const attrs = { class: `part ${s.kind}${s.current ? ' cur' : ''}`, transform: `translate(${s.x} ${s.y})`, 'data-first': s.first, 'data-size': s.size };
  if (s.key) {
    Object.assign(attrs, { 'data-key': s.key, role: 'button', tabindex: 0, 'aria-label': `${s.name}.` });
  } else {
    if (s.step >= 0) attrs['data-step'] = s.step;
    parts.push(svg('title', {}, document.createTextNode(s.name)));
  }
  return svg('g', attrs, ...parts);
}

/**
 * @returns {{ box: HTMLElement, draw: (d: TreeDrawing, label: string, racing: boolean) => void }}
 */
export function createDrawing() {
  const edges = svg('path', { class: 'edges' });
  const shapes = svg('g', {});
  const picture = svg('svg', { class: 'tree-draw' }, edges, shapes);
  const box = h('div', { class: 'tree-box', tabindex: '0', role: 'group' });
  box.append(picture);
  let drawn = '';
  /** The search's part when the box last followed it. */
  let followed = '';
  /** The tries of a triangle just opened from the keyboard, from and to: the focus goes into it. */
  let opening = [-1, -1];

  /** @param {Element} g */
  function open(g) {
    const key = g.getAttribute('data-key');
    if (!key) return;
    const first = Number(g.getAttribute('data-first'));
    const focused = /** @type {ShadowRoot | Document} */ (box.getRootNode()).activeElement === g;
    opening = focused ? [first, first + Number(g.getAttribute('data-size'))] : [-1, -1];
    intent(box, 'tree-expand', key);
  }
  box.addEventListener('click', (e) => {
    const g = /** @type {Element} */ (e.target).closest('.part');
    if (!g) return;
    if (g.hasAttribute('data-key')) open(g);
    else if (g.hasAttribute('data-step')) intent(box, 'goto', Number(g.getAttribute('data-step')));
  });
  box.addEventListener('keydown', (e) => {
    const g = /** @type {Element} */ (e.target).closest('.part[data-key]');
    if (!g || (e.key !== 'Enter' && e.key !== ' ')) return;
    e.preventDefault();
    open(g);
  });

  // The box's size and scroll position as last seen, so that following the search reads no
  // layout (a forced layout in a frame of a racing search is a long task); the drawing is
  // centred in the box when narrower than it. `scale` is the stylesheet's `--tree-scale`
  // (presenter mode draws the tree larger, to be read from the back of a room), read with the
  // box's size: a change of mode changes the box.
  let [width, height, left, top, scale] = [0, 0, 0, 0, 1];
  /** The size of the drawing last drawn, in the engine's units. */
  let size = [0, 0];
  const fit = () => {
    picture.setAttribute('width', String(size[0] * scale));
    picture.setAttribute('height', String(size[1] * scale));
  };
  /** The drawing last drawn, and whether the search raced then. @type {{ d: TreeDrawing, racing: boolean } | null} */
  let last = null;
  // A box that changes size (its first size comes after the first drawing when the panel opens
  // with a search at work; the panel's column settles) follows the search's part again: with
  // the search standing still no other drawing would, and the part could stay out of view.
  new ResizeObserver(([entry]) => {
    [width, height] = [entry.contentRect.width, entry.contentRect.height];
    scale = Number(getComputedStyle(box).getPropertyValue('--tree-scale')) || 1;
    fit();
    followed = '';
    if (last) follow(last.d, last.racing);
  }).observe(box);
  box.addEventListener(
    'scroll',
    () => {
      [left, top] = [box.scrollLeft, box.scrollTop];
    },
    { passive: true },
  );

  /**
   * Keeps the search's part in view, scrolling the box only (never the page), and smoothly
   * unless the reader asked for less motion or the search races. Only when the search has moved
   * to another part: a reader may look around the tree, and open triangles (which moves the
   * parts), while the search stands still.
   * @param {TreeDrawing} d
   * @param {boolean} racing
   */
  function follow(d, racing) {
    const at = `${d.current.kind}${d.current.first}@${d.current.depth}`;
    if (at === followed || width === 0) return;
    followed = at;
    const x = Math.max(0, (width - d.width * scale) / 2) + d.current.x * scale;
    const y = d.current.y * scale;
    const inside = (/** @type {number} */ v, /** @type {number} */ from, /** @type {number} */ size) => v >= from + EDGE && v <= from + size - EDGE;
    if (inside(x, left, width) && inside(y, top, height)) return;
    const still = racing || matchMedia('(prefers-reduced-motion: reduce)').matches;
    box.scrollTo({ left: Math.max(0, x - width / 2), top: Math.max(0, y - height / 2), behavior: still ? 'instant' : 'smooth' });
  }

  return {
    box,
    draw(d, label, racing) {
      box.setAttribute('aria-label', label);
      const key = `${d.width}|${d.height}|${d.edges}|${d.shapes.map((s) => `${s.kind}${s.x},${s.y}${s.label}${s.tag}${s.current}${s.key}`).join('|')}`;
      if (key !== drawn) {
        drawn = key;
        size = [d.width, d.height];
        fit();
        picture.setAttribute('viewBox', `0 0 ${d.width} ${d.height}`);
        edges.setAttribute('d', d.edges);
        shapes.replaceChildren(...d.shapes.map(shape));
        const [from, to] = opening;
        if (from >= 0) {
          // Into what the triangle held: its first triangle, or the box when it held none.
          const inner = [...shapes.querySelectorAll('.part[data-key]')].find((g) => {
            const first = Number(g.getAttribute('data-first'));
            return first >= from && first < to;
          });
          /** @type {HTMLElement | SVGElement} */ (inner ?? box).focus({ preventScroll: true });
          opening = [-1, -1];
        }
      }
      last = { d, racing };
      follow(d, racing);
    },
  };
}
