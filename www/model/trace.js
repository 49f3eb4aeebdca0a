// The chart of a local search's run, laid out from the engine's record of it (Session.series):
// per bucket of steps the least and greatest penalty and temperature and the restarts in it. The
// record is the run's own, kept by the engine in bounded memory, so the chart after Run to end, a
// step back or a link to a step is the chart of playing there. Laid out in the pixels of the box
// it is drawn in (its width and type size), so that its text is the page's text at any zoom and
// a long run is summarised to the least and greatest value of each pixel column. Pure functions:
// record and box in, coordinates, tick labels and path data out.

import '../i18n/english.js';
import { ENGLISH } from '../i18n/messages.js';
import { formatCount } from './format.js';
import { formatTemperature } from './narrate.js';

/** The box the run-time chart is laid out in (the SVG scales it to the panel's width). */
export const CHART_WIDTH = 300;
export const CHART_HEIGHT = 100;

/**
 * The engine's record of a run through step `steps` (see Session.series): `stride` numbers per
 * bucket (the engine's layout): least, greatest penalty; least, greatest temperature; restarts.
 * @typedef {{ width: number, steps: number, stride: number, buckets: Float32Array }} Series
 */

/** @typedef {{ left: number, top: number, right: number, bottom: number }} Frame */

/**
 * One plot of the chart (penalty, or temperature under it): its frame, its title at its top
 * left, a line through one end of every pixel column (the least penalty, so no minimum is lost;
 * the greatest temperature, so no reheat), the band between both ends (polygon points; '' while
 * every column holds one value), and the ticks of its value axis.
 * @typedef {object} Plot
 * @property {Frame} frame
 * @property {string} title
 * @property {string} line  polyline points
 * @property {string} band  polygon points
 * @property {{ y: number, label: string }[]} ticks
 * @property {number} top  the highest value, the top of its scale
 */

/**
 * The chart of a run in a box `width` px wide at type size `font` px: the penalty's plot, the
 * temperature's under it (null when the search has none), the step axis under the last with its
 * ticks, and the restarts as marks on that axis, nearby restarts one mark with their count.
 * @typedef {object} SeriesChart
 * @property {number} width
 * @property {number} height
 * @property {Plot} penalty
 * @property {Plot | null} temperature
 * @property {{ y: number, labelY: number, titleY: number, ticks: { x: number, label: string }[], title: string }} steps
 *   the step axis at `y`, its labels' and its title's baselines
 * @property {{ x: number, n: number, first: number, last: number, d: string }[]} restarts  marks:
 *   restarts `n` in steps `first` to `last`, drawn as `d` (a triangle under the axis)
 * @property {number} restartCount  restarts in the run: fills, shots and reheats
 * @property {number} best          the lowest penalty
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

/**
 * Up to `most` round values from 0 to at most `hi` (steps of 1, 2 or 5 times a power of ten,
 * whole numbers only when `whole`), so that labels never crowd their axis; 0 and `hi` when no
 * round step fits.
 * @param {number} hi
 * @param {number} most  at least 1
 * @param {boolean} [whole]
 * @returns {number[]}
 */
export function niceTicks(hi, most, whole = true) {
  if (!(hi > 0)) return [0];
  const rough = hi / Math.max(1, most - 1);
  let power = 10 ** Math.floor(Math.log10(rough));
  if (whole) power = Math.max(1, power);
  const step = [1, 2, 5, 10].map((k) => k * power).find((k) => hi / k <= most - 1 + 1e-9) ?? 10 * power;
  const ticks = [];
  for (let k = 0; k * step <= hi * (1 + 1e-9); k++) ticks.push(Number((k * step).toPrecision(12)));
  // No round value fits under `hi` with room: its ends, so the axis still says its scale.
  return ticks.length > 1 ? ticks : [0, hi];
}

/**
 * The record summarised to pixel columns: buckets whose middle step falls in the same of
 * `columns` columns merge (least of the least, greatest of the greatest, restarts added), as the
 * engine merges its buckets. A column with no bucket (a short run in a wide chart) is left out.
 * @param {Series} s
 * @param {number} columns
 * @returns {{ first: number, last: number, values: number[] }[]}  steps first to last, and
 *   per column the bucket's numbers in the engine's layout
 */
export function pixelColumns(s, columns) {
  const n = s.buckets.length / s.stride;
  const steps = Math.max(1, s.steps);
  /** @type {{ first: number, last: number, values: number[] }[]} */
  const out = [];
  let at = -1;
  for (let k = 0; k < n; k++) {
    const first = k * s.width;
    const last = Math.min(first + s.width - 1, s.steps);
    const column = Math.min(columns - 1, Math.floor((((first + last) / 2) * columns) / steps));
    const b = Array.from(s.buckets.subarray(k * s.stride, (k + 1) * s.stride));
    const c = out[out.length - 1];
    if (column !== at || !c) {
      out.push({ first, last, values: b });
      at = column;
      continue;
    }
    c.last = last;
    c.values = c.values.map((v, i) => (i === 4 ? v + b[4] : i % 2 === 0 ? Math.min(v, b[i]) : Math.max(v, b[i])));
  }
  return out;
}

/** The width of a label of `text` at type size `font`: digits and signs are about 0.6 em. */
const labelWidth = (/** @type {string} */ text, /** @type {number} */ font) => text.length * font * 0.6;
const r1 = (/** @type {number} */ v) => v.toFixed(1);

/**
 * The chart of a record in a box `width` px wide at type size `font` px (see SeriesChart): the
 * penalty from 0 to its highest, the temperature from 0 to its highest on its own plot, as many
 * ticks as their labels have room for, in the language's number format.
 * @param {Series} s
 * @param {number} width
 * @param {number} font
 * @param {import('../i18n/messages.js').Messages} [m]
 * @returns {SeriesChart}
 */
export function seriesChart(s, width, font, m = ENGLISH) {
  const { penaltyTop, temperatureTop, restartCount, best } = seriesTops(s);
  const line = font * 1.3;
  const penaltyHeight = Math.max(72, font * 6);
  const temperatureHeight = Math.max(44, font * 3.6);
  const valueTicks = (/** @type {number} */ top, /** @type {number} */ h, /** @type {boolean} */ whole) =>
    niceTicks(top, Math.max(2, Math.floor(h / (font * 1.6)) + 1), whole);
  const pTicks = valueTicks(penaltyTop, penaltyHeight, true);
  const tTicks = temperatureTop > 0 ? valueTicks(temperatureTop, temperatureHeight, false) : [];
  const pLabels = pTicks.map((v) => formatCount(v, m));
  const tLabels = tTicks.map((v) => formatTemperature(v, m));
  const stepsLabel = formatCount(s.steps, m);
  const left = Math.ceil(Math.max(...[...pLabels, ...tLabels].map((l) => labelWidth(l, font))) + font * 0.6);
  const right = Math.max(width - Math.ceil(labelWidth(stepsLabel, font) / 2 + 2), left + 1);
  const columns = Math.max(1, Math.floor(right - left));
  const cols = pixelColumns(s, columns);
  const steps = Math.max(1, s.steps);
  const x = (/** @type {number} */ step) => left + (step / steps) * (right - left);
  const mid = cols.map((c) => x((c.first + c.last) / 2));
  /**
   * @param {Frame} frame
   * @param {number} lo  offset of the column's least value (the greatest follows it)
   * @param {number} through  offset of the value the line goes through
   * @param {number} top
   * @param {number[]} ticks
   * @param {string[]} labels
   * @param {string} title
   * @returns {Plot}
   */
  const plot = (frame, lo, through, top, ticks, labels, title) => {
    const scale = top > 0 ? top : 1;
    const y = (/** @type {number} */ v) => frame.bottom - (Math.min(v, scale) / scale) * (frame.bottom - frame.top);
    const at = (/** @type {number} */ k, /** @type {number} */ offset) => `${r1(mid[k])},${r1(y(cols[k].values[offset]))}`;
    const ks = cols.map((_, k) => k);
    const spread = cols.some((c) => c.values[lo] !== c.values[lo + 1]);
    return {
      frame,
      title,
      line: ks.map((k) => at(k, through)).join(' '),
      band: spread ? [...ks.map((k) => at(k, lo + 1)), ...ks.reverse().map((k) => at(k, lo))].join(' ') : '',
      ticks: ticks.map((v, i) => ({ y: Number(r1(y(v))), label: labels[i] })),
      top,
    };
  };
  // Each plot's title over its frame, clear of its top tick's label (a title's baseline is 0.8 em
  // over the frame: see views/chart.js).
  const pFrame = { left, top: font * 1.8, right, bottom: font * 1.8 + penaltyHeight };
  const penalty = plot(pFrame, 0, 0, penaltyTop, pTicks, pLabels, m.t('element.chartAxisPenalty'));
  const tTop = pFrame.bottom + font * 2.2;
  const temperature =
    temperatureTop > 0
      ? plot({ left, top: tTop, right, bottom: tTop + temperatureHeight }, 2, 3, temperatureTop, tTicks, tLabels, m.t('element.chartAxisTemperature'))
      : null;
  const axis = (temperature ?? penalty).frame.bottom;
  // The step axis: as many round steps as their labels have room for, a label's width apart.
  const room = labelWidth(stepsLabel, font) + font * 1.5;
  const stepTicks = niceTicks(s.steps, Math.max(2, Math.floor((right - left) / room) + 1)).map((v) => ({
    x: Number(r1(x(v))),
    label: formatCount(v, m),
  }));
  // Restarts: a mark under the axis per run of restarts closer than a mark's width to each other.
  const mark = Math.max(5, font * 0.5);
  /** @type {{ x0: number, x1: number, n: number, first: number, last: number }[]} */
  const runs = [];
  cols.forEach((c, k) => {
    const r = c.values[4];
    if (r <= 0) return;
    const prev = runs[runs.length - 1];
    if (prev && mid[k] - prev.x0 < mark * 1.6) Object.assign(prev, { x1: mid[k], n: prev.n + r, last: c.last });
    else runs.push({ x0: mid[k], x1: mid[k], n: r, first: c.first, last: c.last });
  });
  const restarts = runs.map(({ x0, x1, n, first, last }) => {
    const at = (x0 + x1) / 2;
    return { x: Number(r1(at)), n, first, last, d: `M${r1(at)},${r1(axis + 1)}l${r1(mark / 2)},${r1(mark)}h${r1(-mark)}Z` };
  });
  // Baselines: the tick labels under the marks, the axis' title a line under them.
  const labelY = Math.ceil(axis + mark + 2 + font);
  const titleY = Math.ceil(labelY + line);
  return {
    width,
    height: Math.ceil(titleY + font * 0.4),
    penalty,
    temperature,
    steps: { y: axis, labelY, titleY, ticks: stepTicks, title: m.t('element.chartAxisSteps') },
    restarts,
    restartCount,
    best,
  };
}

/**
 * What the chart of a local search draws: the engine's record of the run, which the chart's
 * view lays out in its own box (seriesChart), its restarts, and what its keys
 * and summary say.
 * @typedef {{ series: Series, restartCount: number, penaltyKey: string, temperatureKey: string,
 *   restartKey: string, summary: string }} ChartView
 */

/**
 * The chart of a local search, from the engine's record of the run (see seriesChart).
 * @param {Series} t
 * @param {import('../engine/session.js').Counters} c
 * @param {import('../i18n/messages.js').Messages} m
 * @returns {ChartView}
 */
export function chartView(t, c, m = ENGLISH) {
  const chart = seriesTops(t);
  const restarts = chart.restartCount;
  return {
    series: t,
    restartCount: restarts,
    penaltyKey: m.t('element.chartPenalty', { top: formatCount(chart.penaltyTop, m) }),
    temperatureKey: chart.temperatureTop > 0 ? m.t('element.chartTemperature', { top: formatTemperature(chart.temperatureTop, m) }) : '',
    // The engine counts the first fill or shot as a restart; the key says so, as the narration does.
    restartKey: m.t('element.chartRestarts', {
      n: restarts,
      count: formatCount(restarts, m),
      again: Math.max(0, restarts - 1),
      againCount: formatCount(Math.max(0, restarts - 1), m),
      kind: chart.temperatureTop > 0 ? 'fill' : 'shot',
    }),
    summary: m.t('element.chartSummary', {
      penalty: formatCount(c.penalty, m),
      best: formatCount(c.bestPenalty, m),
      n: c.steps,
      steps: formatCount(c.steps, m),
    }),
  };
}
