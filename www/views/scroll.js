// Keeping the line the search is at in view: the scrolling box around it inside the element (a
// panel's list, or the side column) is scrolled by the least distance that shows it, and never
// the page: Element.scrollIntoView would scroll every ancestor, the page included, and move the
// board away from the room's eyes. The box is measured and scrolled at the start of the next
// frame, before anything is drawn in it: measured now, in the middle of drawing, it would lay
// the page out once more (on a slow machine a stack's update became a long task that way).
// When the box then changes size (another panel opens beside it, its stylesheet arrives late,
// the window turns), the item is shown again: the line marked last stays in view without a step.

/** How far an item stays from the box's edge, so that the line before or after it shows too. */
const MARGIN = 8;

/** @typedef {{ box?: Element, smooth?: boolean }} Options */

/** What to show at the next frame, by the list the item is in: the last item asked for wins. @type {Map<Element, { item: Element, options: Options }>} */
const pending = new Map();
/** The item each list showed last, shown again when the list's box changes size. @type {WeakMap<Element, { item: Element, options: Options }>} */
const shown = new WeakMap();
// A list taken out of the element is let go: it reports a size of zero when it leaves.
const resized = new ResizeObserver((entries) => {
  for (const { target } of entries) {
    const last = shown.get(target);
    if (!target.isConnected) {
      resized.unobserve(target);
      shown.delete(target);
    } else if (last?.item.isConnected && !pending.has(target)) show(last.item, last.options);
  }
});

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
  const list = options.box ?? item.parentElement ?? item;
  pending.set(list, { item, options });
  if (!shown.has(list)) resized.observe(list);
  shown.set(list, { item, options: { box: options.box } });
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
