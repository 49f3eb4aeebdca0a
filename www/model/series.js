// What the chart panel's parts share, apart from their layouts (trace.js, runtime-plot.js), which
// load with the panel: the engine's record of a local search's run (Session.series) and its
// extremes, which the element's view state reads, and the box the run-time chart is laid out in.

/** The box the run-time chart is laid out in (the SVG scales it to the panel's width). */
export const CHART_WIDTH = 300;
export const CHART_HEIGHT = 100;

/**
 * The engine's record of a run through step `steps` (see Session.series): `stride` numbers per
 * bucket (the engine's layout): least, greatest penalty; least, greatest temperature; restarts.
 * @typedef {{ width: number, steps: number, stride: number, buckets: Float32Array }} Series
 */

/**
 * The record's extremes: the highest penalty and temperature (the tops of their scales), the
 * lowest penalty, and the restarts in all.
 * @param {Series} s
 */
export function seriesTops(s) {
  const n = s.buckets.length / s.stride;
  let penaltyTop = 0;
  let temperatureTop = 0;
  let best = Infinity;
  let restartCount = 0;
  for (let k = 0; k < n; k++) {
    const b = k * s.stride;
    best = Math.min(best, s.buckets[b]);
    penaltyTop = Math.max(penaltyTop, s.buckets[b + 1]);
    temperatureTop = Math.max(temperatureTop, s.buckets[b + 3]);
    restartCount += s.buckets[b + 4];
  }
  return { penaltyTop, temperatureTop, restartCount, best: n ? best : 0 };
}
