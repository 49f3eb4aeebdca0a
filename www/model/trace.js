// The chart of a local search's run, laid out from the engine's record of it (Session.series):
// per bucket of steps the least and greatest penalty and temperature and the restarts in it. The
// record is the run's own, kept by the engine in bounded memory, so the chart after Run to end, a
// step back or a link to a step is the chart of playing there. Pure functions: record in,
// polyline points and path data out.

/** The box the chart is laid out in (the SVG scales it to the panel's width). */
export const CHART_WIDTH = 300;
export const CHART_HEIGHT = 100;

/** Numbers per bucket in a record: least, greatest penalty; least, greatest temperature; restarts. */
export const STRIDE = 5;

/** Height of a restart's tick at the top of the chart, in chart units. */
const TICK = 10;

/**
 * The engine's record of a run through step `steps` (see Session.series).
 * @typedef {{ width: number, steps: number, buckets: Float32Array }} Series
 */

/**
 * What the chart draws: polyline points in CHART_WIDTH × CHART_HEIGHT, a tick per bucket of steps
 * with a restart, and what the keys and the summary say.
 * @typedef {object} SeriesChart
 * @property {string} penalty       polyline points
 * @property {string} temperature   polyline points ('' when the search has no temperature)
 * @property {string} restarts      path data: a tick at the top for each bucket with restarts
 * @property {number} restartCount  restarts in the run: fills, shots and reheats
 * @property {number} penaltyTop    the highest penalty, the top of its scale
 * @property {number} temperatureTop  the highest temperature, the top of its scale (0: none)
 * @property {number} best          the lowest penalty
 */

/**
 * The points of one series: per bucket a vertical stroke from its least to its greatest value at
 * the middle of its steps (one point when they are equal), entered from the end nearer the last
 * point so that the line reads as one path. Values above `top` are drawn at the top.
 * @param {Series} s
 * @param {number} lo  offset of the least value in a bucket
 * @param {number} top
 * @param {number} width
 * @param {number} height
 */
function strokes(s, lo, top, width, height) {
  const n = s.buckets.length / STRIDE;
  const scale = top > 0 ? top : 1;
  const y = (/** @type {number} */ v) => height - (Math.min(v, scale) / scale) * height;
  /** @type {string[]} */
  const out = [];
  let prev = 0;
  for (let k = 0; k < n; k++) {
    const x = ((middle(s, k) / Math.max(1, s.steps)) * width).toFixed(1);
    const a = y(s.buckets[k * STRIDE + lo]);
    const b = y(s.buckets[k * STRIDE + lo + 1]);
    const [first, last] = Math.abs(a - prev) <= Math.abs(b - prev) ? [a, b] : [b, a];
    out.push(`${x},${first.toFixed(1)}`);
    if (last !== first) out.push(`${x},${last.toFixed(1)}`);
    prev = last;
  }
  return out.join(' ');
}

/**
 * The middle of the steps of bucket `k` (the last bucket ends at the current step).
 * @param {Series} s
 * @param {number} k
 */
function middle(s, k) {
  const first = k * s.width;
  return (first + Math.min(first + s.width - 1, s.steps)) / 2;
}

/**
 * The chart of a record: penalty on a scale from 0 to its highest, temperature on its own from 0
 * to its highest, a tick at the top of the steps of every restart.
 * @param {Series} s
 * @param {number} width
 * @param {number} height
 * @returns {SeriesChart}
 */
export function seriesChart(s, width, height) {
  const n = s.buckets.length / STRIDE;
  let penaltyTop = 0;
  let temperatureTop = 0;
  let best = Infinity;
  let restartCount = 0;
  /** @type {string[]} */
  const ticks = [];
  for (let k = 0; k < n; k++) {
    const b = k * STRIDE;
    best = Math.min(best, s.buckets[b]);
    penaltyTop = Math.max(penaltyTop, s.buckets[b + 1]);
    temperatureTop = Math.max(temperatureTop, s.buckets[b + 3]);
    restartCount += s.buckets[b + 4];
    if (s.buckets[b + 4] > 0) ticks.push(`M${((middle(s, k) / Math.max(1, s.steps)) * width).toFixed(1)},0V${TICK}`);
  }
  return {
    penalty: strokes(s, 0, penaltyTop, width, height),
    temperature: temperatureTop > 0 ? strokes(s, 2, temperatureTop, width, height) : '',
    restarts: ticks.join(''),
    restartCount,
    penaltyTop,
    temperatureTop,
    best: n ? best : 0,
  };
}
