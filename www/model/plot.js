// Chart layouts for the experiment page, as plain data a view draws into SVG: the mean tries or
// time per number of holes (one series per strategy, log y axis), and the tries of many seeded
// digit orders on one board (a row of dots per strategy, log x axis). Pure functions: sizes in,
// coordinates, ticks and SVG path data out.

import '../i18n/english.js';
import { ENGLISH } from '../i18n/messages.js';
import { formatMean, formatMs } from './experiment.js';
import { fixed } from './format.js';

/**
 * A series' marker: every series has its own shape as well as its own colour, so that no
 * series is told apart by colour alone.
 * @typedef {'circle' | 'square' | 'diamond' | 'up' | 'down' | 'plus' | 'cross' | 'star'} Shape
 */

/** Shapes by series index. @type {Shape[]} */
export const SHAPES = ['circle', 'square', 'diamond', 'up', 'down', 'plus', 'cross', 'star'];

/**
 * A marker drawn at (x, y), with what a tooltip says and what tests and styles read.
 * @typedef {{ d: string, cls: string, title: string, data: Record<string, string> }} Mark
 */

/**
 * A chart: its size, the plotting frame inside the axes, ticks, lines and marks.
 * @typedef {object} Figure
 * @property {number} width
 * @property {number} height
 * @property {{ left: number, top: number, right: number, bottom: number }} frame
 * @property {{ x: number, label: string }[]} xTicks
 * @property {{ y: number, label: string }[]} yTicks
 * @property {string} xLabel
 * @property {string} yLabel
 * @property {{ d: string, cls: string }[]} lines
 * @property {Mark[]} marks
 * @property {{ y: number, label: string, cls: string, shape: string }[]} rows  row labels (dot rows)
 */

const r1 = (/** @type {number} */ v) => Math.round(v * 10) / 10;

/**
 * SVG path data of a marker of `shape` centred on (x, y) with radius `r`.
 * @param {Shape} shape
 * @param {number} x
 * @param {number} y
 * @param {number} r
 */
export function shapePath(shape, x, y, r) {
  const p = (/** @type {number[][]} */ pts) => `M${pts.map(([a, b]) => `${r1(x + a * r)},${r1(y + b * r)}`).join('L')}Z`;
  switch (shape) {
    case 'square':
      return p([
        [-0.85, -0.85],
        [0.85, -0.85],
        [0.85, 0.85],
        [-0.85, 0.85],
      ]);
    case 'diamond':
      return p([
        [0, -1.2],
        [1.2, 0],
        [0, 1.2],
        [-1.2, 0],
      ]);
    case 'up':
      return p([
        [0, -1.15],
        [1.1, 0.9],
        [-1.1, 0.9],
      ]);
    case 'down':
      return p([
        [0, 1.15],
        [1.1, -0.9],
        [-1.1, -0.9],
      ]);
    case 'plus':
      return p([
        [-0.35, -1.1],
        [0.35, -1.1],
        [0.35, -0.35],
        [1.1, -0.35],
        [1.1, 0.35],
        [0.35, 0.35],
        [0.35, 1.1],
        [-0.35, 1.1],
        [-0.35, 0.35],
        [-1.1, 0.35],
        [-1.1, -0.35],
        [-0.35, -0.35],
      ]);
    case 'cross':
      return p([
        [-1, -0.55],
        [-0.55, -1],
        [0, -0.45],
        [0.55, -1],
        [1, -0.55],
        [0.45, 0],
        [1, 0.55],
        [0.55, 1],
        [0, 0.45],
        [-0.55, 1],
        [-1, 0.55],
        [-0.45, 0],
      ]);
    case 'star':
      return p(
        Array.from({ length: 10 }, (_, i) => {
          const a = (Math.PI / 5) * i - Math.PI / 2;
          const k = i % 2 ? 0.5 : 1.2;
          return [Math.cos(a) * k, Math.sin(a) * k];
        }),
      );
    default:
      return `M${r1(x - r)},${r1(y)}a${r},${r} 0 1,0 ${2 * r},0a${r},${r} 0 1,0 ${-2 * r},0Z`;
  }
}

/**
 * Whole decades covering the positive values, at least one decade wide.
 * @param {number[]} values
 */
function decades(values) {
  const positive = values.filter((v) => v > 0 && Number.isFinite(v));
  if (!positive.length) return { lo: 0, hi: 1 };
  const lo = Math.floor(Math.log10(Math.min(...positive)) + 1e-9);
  const hi = Math.max(lo + 1, Math.ceil(Math.log10(Math.max(...positive)) - 1e-9));
  return { lo, hi };
}

/**
 * A decade's label: counts as 1, 10, 100, 1k … 1G; milliseconds as 0.001 … 1,000 ms then 10 s,
 * in the language's digits (0,001 … 1 000).
 * @param {number} d  the exponent
 * @param {'count' | 'ms'} unit
 * @param {import('../i18n/messages.js').Messages} [m]
 */
export function decadeLabel(d, unit, m = ENGLISH) {
  if (unit === 'ms') {
    if (d < 0) return fixed(10 ** d, -d, m);
    if (d < 4) return m.number(10 ** d);
    return `${10 ** (d - 3)} s`;
  }
  const names = ['', 'k', 'M', 'G', 'T'];
  const k = Math.min(Math.floor(d / 3), names.length - 1);
  return `${10 ** (d - 3 * k)}${names[k]}`;
}

/** The margins around the plotting frame: room for the tick labels and the axis titles. */
const MARGIN = { left: 58, right: 14, top: 14, bottom: 42 };

/**
 * One chart of the experiment: for each strategy a line through its mean per number of holes
 * (x linear in holes, y logarithmic), a marker per point. Points with a mean of 0 (no tries at
 * 0 holes) cannot sit on a log axis and are left out.
 * @param {import('./experiment.js').Summary[]} summaries
 * @param {string[]} strategies  the series, in order (its index picks colour and shape)
 * @param {'tries' | 'ms'} metric
 * @param {number} width
 * @param {number} height
 * @param {import('../i18n/messages.js').Messages} [messages]  the language of the axes' titles
 * @returns {Figure}
 */
export function meansFigure(summaries, strategies, metric, width, height, messages = ENGLISH) {
  const value = (/** @type {import('./experiment.js').Summary} */ s) => (metric === 'tries' ? s.meanTries : s.meanMicros / 1000);
  const frame = { left: MARGIN.left, top: MARGIN.top, right: width - MARGIN.right, bottom: height - MARGIN.bottom };
  const shown = summaries.filter((s) => strategies.includes(s.strategy));
  const holes = [...new Set(shown.map((s) => s.holes))].sort((a, b) => a - b);
  const xLo = holes[0] ?? 0;
  const xHi = holes.length > 1 ? holes[holes.length - 1] : xLo + 1;
  const x = (/** @type {number} */ h) => frame.left + ((h - xLo) / (xHi - xLo)) * (frame.right - frame.left);
  const { lo, hi } = decades(shown.map(value));
  const y = (/** @type {number} */ v) => frame.bottom - ((Math.log10(v) - lo) / (hi - lo)) * (frame.bottom - frame.top);
  const unit = metric === 'tries' ? 'count' : 'ms';
  /** @type {{ x: number, label: string }[]} */
  const xTicks = [];
  const every = Math.max(1, Math.ceil(holes.length / Math.max(2, Math.floor((frame.right - frame.left) / 44))));
  holes.forEach((h, i) => {
    if (i % every === 0 || i === holes.length - 1) xTicks.push({ x: r1(x(h)), label: String(h) });
  });
  const yTicks = [];
  for (let d = lo; d <= hi; d++) yTicks.push({ y: r1(y(10 ** d)), label: decadeLabel(d, unit, messages) });
  /** @type {{ d: string, cls: string }[]} */
  const lines = [];
  /** @type {Mark[]} */
  const marks = [];
  strategies.forEach((name, i) => {
    const pts = shown.filter((s) => s.strategy === name && value(s) > 0).sort((a, b) => a.holes - b.holes);
    if (pts.length > 1) lines.push({ d: `M${pts.map((s) => `${r1(x(s.holes))},${r1(y(value(s)))}`).join('L')}`, cls: `series s${i}` });
    for (const s of pts) {
      const v = value(s);
      marks.push({
        d: shapePath(SHAPES[i % SHAPES.length], x(s.holes), y(v), 4),
        cls: `mark s${i}`,
        title: messages.t(`page.exp.chart.point.${metric}`, {
          strategy: name,
          holes: s.holes,
          value: metric === 'tries' ? formatMean(v, messages) : formatMs(v, messages),
        }),
        data: { strategy: name, holes: String(s.holes), value: String(v) },
      });
    }
  });
  return {
    width,
    height,
    frame,
    xTicks,
    yTicks,
    lines,
    marks,
    rows: [],
    xLabel: messages.t('page.exp.axis.holes'),
    yLabel: messages.t(metric === 'tries' ? 'page.exp.axis.tries' : 'page.exp.axis.ms'),
  };
}

/**
 * A deterministic vertical spread in (−0.5, 0.5) for the `i`-th dot of a row, so that equal
 * values stay visible side by side (the golden-ratio sequence fills the band evenly).
 * @param {number} i
 */
function jitter(i) {
  return ((i * 0.6180339887) % 1) - 0.5;
}

/**
 * The tries of many seeded digit orders on one board: a row per strategy, a dot per seed on a
 * log x axis, the median as a tick, and the ascending order as a larger marker. A run that spent
 * its budget sits at its tries with a cross: its true count is larger.
 * @param {{ strategy: string, runs: { seed: number, tries: number, solved: boolean }[], ascending: { tries: number, solved: boolean } | null }[]} rows
 * @param {string[]} strategies  all strategies of the page, whose index picks colour and shape
 * @param {number} width
 * @param {number} height
 * @param {import('../i18n/messages.js').Messages} [messages]  the language of the axis' title
 * @returns {Figure}
 */
export function seedsFigure(rows, strategies, width, height, messages = ENGLISH) {
  const left = Math.min(120, Math.max(84, width * 0.2));
  const frame = { left, top: 8, right: width - MARGIN.right, bottom: height - MARGIN.bottom };
  const all = rows.flatMap((r) => [...r.runs.map((x) => x.tries), r.ascending?.tries ?? 0]);
  const { lo, hi } = decades(all.map((t) => Math.max(t, 1)));
  const x = (/** @type {number} */ t) => frame.left + ((Math.log10(Math.max(t, 1)) - lo) / (hi - lo)) * (frame.right - frame.left);
  const band = (frame.bottom - frame.top) / Math.max(1, rows.length);
  /** @type {Mark[]} */
  const marks = [];
  /** @type {{ d: string, cls: string }[]} */
  const lines = [];
  const labels = rows.map((row, k) => {
    const i = Math.max(0, strategies.indexOf(row.strategy));
    const mid = frame.top + band * (k + 0.5);
    row.runs.forEach((run, j) => {
      const cy = mid + jitter(j) * band * 0.55;
      marks.push({
        d: run.solved ? shapePath('circle', x(run.tries), cy, 2.6) : shapePath('cross', x(run.tries), cy, 3.5),
        cls: `dot s${i}${run.solved ? '' : ' over'}`,
        title: messages.t('page.exp.seeds.point', { strategy: row.strategy, seed: run.seed, tries: run.tries, solved: run.solved ? 'yes' : 'no' }),
        data: { strategy: row.strategy, seed: String(run.seed), tries: String(run.tries) },
      });
    });
    const sorted = row.runs.map((r) => r.tries).sort((a, b) => a - b);
    if (sorted.length) {
      const median = sorted[Math.ceil(sorted.length / 2) - 1];
      lines.push({ d: `M${r1(x(median))},${r1(mid - band * 0.4)}V${r1(mid + band * 0.4)}`, cls: `median s${i}` });
    }
    if (row.ascending) {
      marks.push({
        d: shapePath('diamond', x(row.ascending.tries), mid, 6.5),
        cls: `ascending s${i}`,
        title: messages.t('page.exp.seeds.point.ascending', { strategy: row.strategy, tries: row.ascending.tries }),
        data: { strategy: row.strategy, order: 'ascending', tries: String(row.ascending.tries) },
      });
    }
    return { y: r1(mid), label: row.strategy, cls: `s${i}`, shape: SHAPES[i % SHAPES.length] };
  });
  const xTicks = [];
  for (let d = lo; d <= hi; d++) xTicks.push({ x: r1(x(10 ** d)), label: decadeLabel(d, 'count', messages) });
  return { width, height, frame, xTicks, yTicks: [], xLabel: messages.t('page.exp.axis.first'), yLabel: '', lines, marks, rows: labels };
}
