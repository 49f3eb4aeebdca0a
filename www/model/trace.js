// The chart of a local search's run, laid out from the engine's record of it (Session.series):
// per bucket of steps the least and greatest penalty and temperature and the restarts in it. The
// record is the run's own, kept by the engine in bounded memory, so the chart after Run to end, a
// step back or a link to a step is the chart of playing there. Pure functions: record in,
// polyline points and path data out.

/** The box the chart is laid out in (the SVG scales it to the panel's width). */
export const CHART_WIDTH = 300;
export const CHART_HEIGHT = 100;

/** Height of a restart's tick at the top of the chart, in chart units. */
const TICK = 10;

/**
 * The engine's record of a run through step `steps` (see Session.series): `stride` numbers per
 * bucket (the engine's layout): least, greatest penalty; least, greatest temperature; restarts.
 * @typedef {{ width: number, steps: number, stride: number, buckets: Float32Array }} Series
 */

/**
 * What the chart draws in CHART_WIDTH × CHART_HEIGHT: per series a line and, once buckets hold
 * more than one step, a band from each bucket's least to its greatest value (polygon points; ''
 * while every bucket is one step), a tick per bucket of steps with a restart, and what the keys
 * and the summary say.
 * @typedef {object} SeriesChart
 * @property {string} penalty       polyline points: the least penalty of each bucket
 * @property {string} penaltyBand   polygon points
 * @property {string} temperature   polyline points: the greatest temperature of each bucket, so
 *   that every reheat shows ('' when the search has no temperature)
 * @property {string} temperatureBand  polygon points
 * @property {string} restarts      path data: a tick at the top for each bucket with restarts
 * @property {number} restartCount  restarts in the run: fills, shots and reheats
 * @property {number} penaltyTop    the highest penalty, the top of its scale
 * @property {number} temperatureTop  the highest temperature, the top of its scale (0: none)
 * @property {number} best          the lowest penalty
 */

/**
 * One series: the line through one end of every bucket (offset `line` in a bucket: its least or
 * greatest value) at the middle of its steps, and the band between both ends. Values above `top`
 * are drawn at the top.
 * @param {Series} s
 * @param {number} lo  offset of the least value in a bucket (the greatest follows it)
 * @param {number} line  offset of the value the line goes through
 * @param {number} top
 * @param {number} width
 * @param {number} height
 */
function series(s, lo, line, top, width, height) {
  const n = s.buckets.length / s.stride;
  const scale = top > 0 ? top : 1;
  const at = (/** @type {number} */ k, /** @type {number} */ offset) => {
    const x = (middle(s, k) / Math.max(1, s.steps)) * width;
    const y = height - (Math.min(s.buckets[k * s.stride + offset], scale) / scale) * height;
    return `${x.toFixed(1)},${y.toFixed(1)}`;
  };
  const ks = Array.from({ length: n }, (_, k) => k);
  return {
    line: ks.map((k) => at(k, line)).join(' '),
    band: s.width > 1 ? [...ks.map((k) => at(k, lo + 1)), ...ks.reverse().map((k) => at(k, lo))].join(' ') : '',
  };
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
 * to its highest, a tick at the top of the steps of every restart. The penalty's line keeps the
 * lowest of each bucket, so no minimum is lost, and the temperature's the highest, so no reheat.
 * @param {Series} s
 * @param {number} width
 * @param {number} height
 * @returns {SeriesChart}
 */
export function seriesChart(s, width, height) {
  const n = s.buckets.length / s.stride;
  let penaltyTop = 0;
  let temperatureTop = 0;
  let best = Infinity;
  let restartCount = 0;
  /** @type {string[]} */
  const ticks = [];
  for (let k = 0; k < n; k++) {
    const b = k * s.stride;
    best = Math.min(best, s.buckets[b]);
    penaltyTop = Math.max(penaltyTop, s.buckets[b + 1]);
    temperatureTop = Math.max(temperatureTop, s.buckets[b + 3]);
    restartCount += s.buckets[b + 4];
    if (s.buckets[b + 4] > 0) ticks.push(`M${((middle(s, k) / Math.max(1, s.steps)) * width).toFixed(1)},0V${TICK}`);
  }
  const penalty = series(s, 0, 0, penaltyTop, width, height);
  const temperature = temperatureTop > 0 ? series(s, 2, 3, temperatureTop, width, height) : { line: '', band: '' };
  return {
    penalty: penalty.line,
    penaltyBand: penalty.band,
    temperature: temperature.line,
    temperatureBand: temperature.band,
    restarts: ticks.join(''),
    restartCount,
    penaltyTop,
    temperatureTop,
    best: n ? best : 0,
  };
}
