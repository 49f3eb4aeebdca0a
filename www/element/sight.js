// Whether an element is seen: near the screen (within one viewport of it: time to load),
// half visible (time for `autoplay`), scrolled away, or in a hidden tab (time to pause). An
// element off-screen costs nothing: no engine download, no steps, no frames.

/**
 * @typedef {object} Sight
 * @property {() => void} near  the element came within one viewport of the screen
 * @property {(on: boolean) => void} half  at least half of it is visible (or half the screen is it), or no longer
 * @property {(reason: 'away' | 'hidden', on: boolean) => void} hold  scrolled out of view or the tab hidden, or back
 */

/**
 * Watches `el` until the returned function is called.
 * @param {HTMLElement} el
 * @param {Sight} sight
 * @returns {() => void}
 */
export function watchSight(el, sight) {
  // A root margin of a whole viewport each way: the engine is there before it is scrolled to.
  const near = new IntersectionObserver(
    (entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        near.disconnect();
        sight.near();
      }
    },
    { rootMargin: '100% 100%' },
  );
  let seen = false;
  const view = new IntersectionObserver(
    (entries) => {
      const e = entries[entries.length - 1];
      const screen = e.rootBounds?.height ?? Infinity;
      // An element taller than two screens is never half visible: half a screen of it counts.
      sight.half(e.isIntersecting && (e.intersectionRatio >= 0.5 || e.intersectionRect.height >= screen / 2));
      // Only scrolling away from it pauses; a script may play an element it never showed.
      if (e.isIntersecting) seen = true;
      if (seen) sight.hold('away', !e.isIntersecting);
    },
    { threshold: [0, 0.25, 0.5, 0.75, 1] },
  );
  const tab = () => sight.hold('hidden', document.visibilityState === 'hidden');
  near.observe(el);
  view.observe(el);
  document.addEventListener('visibilitychange', tab);
  return () => {
    near.disconnect();
    view.disconnect();
    document.removeEventListener('visibilitychange', tab);
  };
}
