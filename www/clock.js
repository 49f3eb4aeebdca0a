// One requestAnimationFrame loop for every running search on the page. Each frame shares a
// budget of engine time between the searches that are running, so that two, three or four
// searches side by side (or on one page) never add up to a long task. The budget adapts to the
// machine (model/budget.js): whole frames that run long, drawing and layout included, shrink it;
// frames on time let it grow back.
import { MAX_BUDGET_MS, nextBudget } from './model/budget.js';

/**
 * Called once per frame with the milliseconds since the previous frame (at most 100) and this
 * subscriber's share of the budget; returns false to leave the clock.
 * @typedef {(dt: number, budgetMs: number) => boolean} Tick
 */

/** @type {Set<Tick>} */
const ticks = new Set();
let raf = 0;
let last = 0;
/** Whether `last` is the start of the previous frame, so that the gap to it measures a frame. */
let running = false;
/** Engine time per frame for all searches together; kept while the clock stops (it is the machine's). */
let budget = MAX_BUDGET_MS;

/**
 * Runs `tick` every frame until it returns false or the returned function is called.
 * @param {Tick} tick
 * @returns {() => void} stop
 */
export function subscribe(tick) {
  ticks.add(tick);
  if (!raf) {
    last = performance.now();
    running = false;
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
  // Only the gap from a frame of this loop is a frame's length; the first one waited for
  // whatever ran before the clock started.
  if (running) budget = nextBudget(budget, now - last);
  running = true;
  // A tab in the background gets no frames: a long gap must not become a burst of steps.
  const dt = Math.min(Math.max(now - last, 0), 100);
  last = now;
  const share = budget / Math.max(1, ticks.size);
  for (const tick of [...ticks]) {
    if (ticks.has(tick) && !tick(dt, share)) ticks.delete(tick);
  }
  if (ticks.size) raf = requestAnimationFrame(frame);
}
