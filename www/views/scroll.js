// Keeping the line the search is at in view: the scrolling box around it inside the element (a
// panel's list, or the side column) is scrolled by the least distance that shows it, and never
// the page: Element.scrollIntoView would scroll every ancestor, the page included, and move the
// board away from the room's eyes. The box is measured and scrolled at the start of the next
// frame, before anything is drawn in it: measured now, in the middle of drawing, it would lay
// the page out once more (on a slow machine a stack's update became a long task that way).

/** How far an item stays from the box's edge, so that the line before or after it shows too. */
const MARGIN = 8;

/** @typedef {{ box?: Element, smooth?: boolean }} Options */

/** What to show at the next frame, by the list the item is in: the last item asked for wins. @type {Map<Element, { item: Element, options: Options }>} */
const pending = new Map();
// biome-ignore lint/correctness/noUnusedVariables: read by `frame ||=` below
let frame = 0;

/**
 * Scrolls the nearest scrolling box around `item` (or `box` itself) so that `item` is in it,
 * at the start of the next frame, smoothly when `smooth` and the reader has not asked for
 * reduced motion. The walk stops at the shadow root, so the page is never scrolled.
 * @param {Element} item
 * @param {Options} [options]  `box`: scroll only this box
 */
export function keepInView(item, options = {}) {
  pending.set(options.box ?? item.parentElement ?? item, { item, options });
  frame ||= requestAnimationFrame(() => {
    frame = 0;
    const due = [...pending.values()];
    pending.clear();
    for (const { item, options } of due) if (item.isConnected) show(item, options);
  });
}

/**
 * @param {Element} item
 * @param {Options} options
 */
function show(item, { box, smooth = false }) {
  const scroller = box ?? scrollerOf(item);
  if (!scroller || scroller.scrollHeight <= scroller.clientHeight) return;
  const outer = scroller.getBoundingClientRect();
  const top = outer.top + scroller.clientTop;
  const bottom = top + scroller.clientHeight;
  const r = item.getBoundingClientRect();
  let delta = 0;
  if (r.top < top + MARGIN || r.height > scroller.clientHeight - 2 * MARGIN) delta = r.top - top - MARGIN;
  else if (r.bottom > bottom - MARGIN) delta = r.bottom - bottom + MARGIN;
  if (Math.abs(delta) < 1) return;
  const still = matchMedia('(prefers-reduced-motion: reduce)').matches;
  scroller.scrollTo({ top: scroller.scrollTop + delta, behavior: smooth && !still ? 'smooth' : 'instant' });
}

/**
 * The nearest ancestor of `item` in its tree (the shadow root ends the walk) that scrolls.
 * @param {Element} item
 * @returns {Element | null}
 */
function scrollerOf(item) {
  for (let box = item.parentElement; box; box = box.parentElement) {
    if (box.scrollHeight <= box.clientHeight) continue;
    const overflow = getComputedStyle(box).overflowY;
    if (overflow === 'auto' || overflow === 'scroll') return box;
  }
  return null;
}
