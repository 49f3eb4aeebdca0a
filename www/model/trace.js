// A bounded record of a local search's penalty and temperature over its steps, for the live
// chart. It is sampled once per drawn frame (not per event: at max speed a frame holds millions
// of steps), keeps at most MAX_POINTS by dropping every other point and doubling the spacing
// when full, and follows step back: points past the current step are dropped.

/** The box the polylines are laid out in (the SVG scales it to the panel's width). */
export const CHART_WIDTH = 300;
export const CHART_HEIGHT = 100;

/** Points kept; a few hundred are enough for a chart a few hundred pixels wide. */
export const MAX_POINTS = 512;

/**
 * @typedef {object} Trace
 * @property {number[]} steps         x of each point, ascending
 * @property {number[]} penalty
 * @property {number[]} temperature
 * @property {number} gap             least steps between two points kept
 */

/** @returns {Trace} */
export function emptyTrace() {
  return { steps: [], penalty: [], temperature: [], gap: 1 };
}

/**
 * The trace with the state at `steps` added (or the trace cut back to it after a step back).
 * Returns the same object when nothing changes, so a view can skip redrawing.
 * @param {Trace} t
 * @param {number} steps
 * @param {number} penalty
 * @param {number} temperature
 * @returns {Trace}
 */
export function record(t, steps, penalty, temperature) {
  let n = t.steps.length;
  if (n && t.steps[n - 1] === steps) return t;
  let keep = n;
  while (keep && t.steps[keep - 1] > steps) keep--;
  // The newest point always shows the current state: it moves until it is a gap past the one
  // before it, then stays and a new one starts.
  if (keep >= 2 && steps - t.steps[keep - 2] < t.gap) keep--;
  const next = {
    steps: t.steps.slice(0, keep).concat(steps),
    penalty: t.penalty.slice(0, keep).concat(penalty),
    temperature: t.temperature.slice(0, keep).concat(temperature),
    gap: t.gap,
  };
  n = next.steps.length;
  if (n > MAX_POINTS) {
    // Thin by halves, always keeping the newest point.
    const kept = next.steps.map((_, i) => i).filter((i) => i % 2 === (n - 1) % 2);
    next.steps = kept.map((i) => next.steps[i]);
    next.penalty = kept.map((i) => next.penalty[i]);
    next.temperature = kept.map((i) => next.temperature[i]);
    next.gap = t.gap * 2;
  }
  return next;
}

/**
 * Polyline points for one series in a `width`×`height` box: x linear in steps from 0 to the
 * last step, y linear from 0 (bottom) to `top`.
 * @param {number[]} xs
 * @param {number[]} ys
 * @param {number} top
 * @param {number} width
 * @param {number} height
 * @returns {string}
 */
export function polyline(xs, ys, top, width, height) {
  const last = xs[xs.length - 1] || 1;
  const scale = top > 0 ? top : 1;
  return xs
    .map((x, i) => `${((x / last) * width).toFixed(1)},${(height - (Math.min(ys[i], scale) / scale) * height).toFixed(1)}`)
    .join(' ');
}
