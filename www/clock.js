// One requestAnimationFrame loop for every running search on the page. Each frame shares a fixed
// budget of engine time between the searches that are running, so that two, three or four
// searches side by side (or on one page) never add up to a long task.

/**
 * Milliseconds of engine work per frame, for all searches together: drawing the frame (style,
 * layout and paint of boards, counters and stacks) takes about as long again, and a task of
 * 50 ms must never happen.
 */
export const FRAME_BUDGET_MS = 8;

/**
 * Called once per frame with the milliseconds since the previous frame (at most 100) and this
 * subscriber's share of the budget; returns false to leave the clock.
 * @typedef {(dt: number, budgetMs: number) => boolean} Tick
 */

/** @type {Set<Tick>} */
const ticks = new Set();
let raf = 0;
let last = 0;

/**
 * Runs `tick` every frame until it returns false or the returned function is called.
 * @param {Tick} tick
 * @returns {() => void} stop
 */
export function subscribe(tick) {
  ticks.add(tick);
  if (!raf) {
    last = performance.now();
    raf = requestAnimationFrame(frame);
  }
  return () => unsubscribe(tick);
}

/** @param {Tick} tick */
function unsubscribe(tick) {
  ticks.delete(tick);
  if (ticks.size === 0 && raf) {
    cancelAnimationFrame(raf);
    raf = 0;
  }
}

/** @param {number} now */
function frame(now) {
  raf = 0;
  // A tab in the background gets no frames: a long gap must not become a burst of steps.
  const dt = Math.min(Math.max(now - last, 0), 100);
  last = now;
  const share = FRAME_BUDGET_MS / Math.max(1, ticks.size);
  for (const tick of [...ticks]) {
    if (ticks.has(tick) && !tick(dt, share)) ticks.delete(tick);
  }
  if (ticks.size) raf = requestAnimationFrame(frame);
}
