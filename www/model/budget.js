// How much engine time a frame may take: the page's one clock (clock.js) asks this after every
// frame. A frame is the engine's slice plus everything else the browser does for it (drawing
// the boards, counters and stacks, style, layout, paint), and only the slice can be chosen; so
// the slice follows how long whole frames take, seen in the gap between two frames' starts: it
// halves when a frame misses a display refresh, and grows back a little with each frame that is
// on time. On a fast
// machine it stays at its largest; on a slow one (or a CPU busy with something else) it stays
// small enough that no frame becomes a long task.

/** The display interval the slice is fitted to: a frame later than this counts as long. */
export const FRAME_MS = 1000 / 60;

/**
 * A frame whose gap to the previous one is longer than this missed a display refresh: its
 * work (the slice plus drawing) did not fit. Between one and two intervals, so that the
 * jitter of the frame's start does not count.
 */
export const LATE_MS = 1.5 * FRAME_MS;

/** The largest slice, for all searches together: what a fast machine spends per frame. */
export const MAX_BUDGET_MS = 8;

/**
 * The smallest slice: the search keeps going, a little every frame, however slow the machine
 * (the engine looks at the clock every few tens of microseconds, so even this is kept). As the
 * first frame of a run has (player.js): below it, a 16×16 `lookahead` step, whose filters run
 * over several frames, could stall for a quarter of a second on a loaded machine.
 */
export const MIN_BUDGET_MS = 2;

/** How much the slice grows after a frame on time: from the smallest to the largest in 0.4 s. */
export const GROW_MS = 0.25;

/**
 * The slice for the next frame, from the last one's and the time between the last two frames'
 * starts (`gap`: what the whole frame took, once it is longer than a refresh; shorter frames
 * wait for the next refresh, so their gap is one interval). A frame that missed a refresh
 * halves the slice; one that missed more also loses the time past its second refresh, so a
 * frame as long as a long task drops the slice to the smallest at once.
 * @param {number} budget  the slice the last frame had, in ms
 * @param {number} gap     ms between the last two frames' starts
 * @returns {number}
 */
export function nextBudget(budget, gap) {
  if (gap > LATE_MS) return Math.max(MIN_BUDGET_MS, Math.min(budget / 2, budget - (gap - 2 * FRAME_MS)));
  return Math.min(MAX_BUDGET_MS, budget + GROW_MS);
}
