// The run-time distribution chart, as AISpace plots it: for N steps on a logarithmic axis, the
// share of runs solved within N steps (an empirical distribution function), answering "how long
// will this take?". Two kinds of study: a local search run with seeds 0, 1, …; and an exact
// depth-first search run with its digits in random orders (`order=random seed=k`), beside the
// fixed ascending order, which shows the heavy tail of the DFS article's "some boards took
// extremely long", and how a strategy that picks its cells better (`mrv`, `singles`) cuts it:
// the last finished study of another strategy on the same board stays drawn for comparison.
import { formatCount } from './format.js';
import '../i18n/english.js';
import { ENGLISH } from '../i18n/messages.js';
import { strategyName } from './strategy-name.js';
import { CHART_HEIGHT, CHART_WIDTH } from './trace.js';

/** Runs per study: enough for a readable distribution in a few seconds at 9×9. */
export const STUDY_RUNS = 30;

/**
 * Steps an exact run may take before it counts as not solved: the heavy tail is real, and a
 * study of 30 runs must end in seconds, not hours. A local search stops at its own `budget`.
 */
export const ORDER_CAP = 10_000_000;

/**
 * What a study runs: each run's parameters, the one reference run (the ascending order) to mark
 * on the chart, and the steps after which a run counts as not solved.
 * @typedef {object} StudyPlan
 * @property {'seeds' | 'orders'} kind
 * @property {string} strategy
 * @property {string | null} reference  parameters of the reference run, if any
 * @property {string[]} runs            parameters of each run
 * @property {number} cap
 */

/**
 * The study of `strategy` with its parameters `params`, or null when it has nothing random to
 * vary: an exact strategy whose digit order is fixed. Which strategies take a seed or an order
 * comes from the engine (`schema`, its parameters as the core declares them); the reference
 * runs the order's default.
 * @param {Pick<import('../engine/engine.js').StrategyInfo, 'name' | 'exact' | 'schema'>} info
 * @param {string} params  the parameters the user gave
 * @param {number} [runs]
 * @returns {StudyPlan | null}
 */
export function studyPlan(info, params, runs = STUDY_RUNS) {
  const takes = new Map(info.schema.map((p) => [p.key, p]));
  const kind = !info.exact && takes.has('seed') ? 'seeds' : takes.has('order') ? 'orders' : null;
  if (!kind) return null;
  // The user's other parameters stay; the study sets the seed (and the order) of each run.
  const base = params.split(/[\s,]+/).filter((p) => p && !/^(seed|order)=/.test(p));
  const seeded = (/** @type {number} */ k) => [...base, ...(kind === 'orders' ? ['order=random'] : []), `seed=${k}`].join(' ');
  return {
    kind,
    strategy: info.name,
    cap: kind === 'orders' ? ORDER_CAP : Infinity,
    reference: kind === 'orders' ? [...base, `order=${takes.get('order')?.default}`].join(' ') : null,
    runs: Array.from({ length: runs }, (_, k) => seeded(k)),
  };
}

/**
 * A study's results so far.
 * @typedef {object} StudyResults
 * @property {string} strategy
 * @property {'seeds' | 'orders'} kind
 * @property {number[]} results      steps to the first solution per finished run; Infinity when not solved
 * @property {number} runs           runs asked for
 * @property {number} cap
 * @property {number | null} reference  steps of the reference run; null before it ends or without one
 */

/**
 * @typedef {{ points: string, label: string, previous: string, previousLabel: string, reference: number | null,
 *   ticks: { x: number, label: string }[], summary: string, progress: string, running: boolean,
 *   action: string, legend: boolean }} RuntimeView
 */

/**
 * What the chart draws: the study's step line, the earlier study's (same board, another
 * strategy) and the reference run's mark, on one log axis.
 * @param {StudyPlan} plan
 * @param {StudyResults | null} study     the study of this plan, if one was started
 * @param {StudyResults | null} previous  a finished study of another strategy on this board
 * @param {boolean} running
 * @param {import('../i18n/messages.js').Messages} [m]  the element's language
 * @returns {RuntimeView}
 */
export function runtimeView(plan, study, previous, running, m = ENGLISH) {
  const results = study?.results ?? [];
  const done = results.length;
  const kind = plan.kind;
  const runs = study?.runs ?? plan.runs.length;
  const progress = running
    ? study?.reference == null && plan.reference
      ? m.t('element.runtimesRunningAscending')
      : m.t('element.runtimesRunning', { kind, k: done + 1, n: runs })
    : done
      ? m.t('element.runtimesDone', { kind, n: done, count: formatCount(done, m) })
      : '';
  const reference = study?.reference ?? null;
  const all = [...results, ...(previous?.results ?? []), ...(reference == null ? [] : [reference])].filter(Number.isFinite);
  const action = running ? m.t('element.cancel') : m.t('element.runtimesRun', { kind, n: plan.runs.length, count: formatCount(plan.runs.length, m) });
  const earlier = previous ? m.t('element.runtimesEarlier', { strategy: strategyName(previous.strategy, m) }) : '';
  const view = {
    points: '',
    label: m.t('element.runtimesKind', { strategy: strategyName(plan.strategy, m), kind }),
    previous: '',
    previousLabel: '',
    reference: null,
    ticks: [],
    progress,
    running,
    action,
    legend: false,
  };
  const lines = [
    reference == null
      ? ''
      : Number.isFinite(reference)
        ? m.t('element.runtimesReference', { n: reference, count: formatCount(reference, m) })
        : m.t('element.runtimesReferenceCapped', { n: plan.cap, count: formatCount(plan.cap, m) }),
  ];
  if (done) lines.push(describe(results, kind === 'orders' ? m.t('element.runtimesRandomOrders') : '', plan.cap, m));
  if (previous?.results.length) lines.push(describe(previous.results, earlier, previous.cap, m));
  const summary = lines.filter(Boolean).join(' ');
  if (!all.length) return { ...view, summary };
  // Decades from below the fastest run to above the slowest, over every series drawn.
  const lo = Math.floor(Math.log10(Math.max(1, Math.min(...all))));
  const hi = Math.max(lo + 1, Math.ceil(Math.log10(Math.max(...all) + 1)));
  const x = (/** @type {number} */ steps) => ((Math.log10(Math.max(steps, 1)) - lo) / (hi - lo)) * CHART_WIDTH;
  const ticks = [];
  for (let d = lo; d <= hi; d++) ticks.push({ x: ((d - lo) / (hi - lo)) * CHART_WIDTH, label: formatCount(10 ** d, m) });
  return {
    ...view,
    summary,
    ticks,
    points: stepLine(results, x),
    previous: previous ? stepLine(previous.results, x) : '',
    previousLabel: earlier,
    reference: reference != null && Number.isFinite(reference) ? x(reference) : null,
    legend: previous != null || reference != null,
  };
}

/**
 * A step function rising by 1/runs at each solved run's steps; empty when none solved.
 * @param {number[]} results
 * @param {(steps: number) => number} x
 */
function stepLine(results, x) {
  const solved = results.filter(Number.isFinite).sort((a, b) => a - b);
  if (!solved.length) return '';
  const y = (/** @type {number} */ share) => (CHART_HEIGHT - share * CHART_HEIGHT).toFixed(1);
  const pts = [`0,${y(0)}`];
  solved.forEach((steps, i) => {
    pts.push(`${x(steps).toFixed(1)},${y(i / results.length)}`, `${x(steps).toFixed(1)},${y((i + 1) / results.length)}`);
  });
  pts.push(`${CHART_WIDTH},${y(solved.length / results.length)}`);
  return pts.join(' ');
}

/**
 * One sentence on a set of runs: how many solved, the median and the slowest, and how far the
 * slowest is from the median (the tail).
 * @param {number[]} results
 * @param {string} label  what the runs are, or '' for a local search's seeds
 * @param {number} cap
 * @param {import('../i18n/messages.js').Messages} m
 */
function describe(results, label, cap, m) {
  const solved = results.filter(Number.isFinite).sort((a, b) => a - b);
  const done = results.length;
  const within = Number.isFinite(cap) ? m.t('element.runtimesWithin', { n: cap, count: formatCount(cap, m) }) : m.t('element.runtimesWithinBudget');
  // `none` selects the sentence without a label (a local search's seeds).
  const runs = { label: label || 'none', n: done, count: formatCount(done, m) };
  if (!solved.length) return m.t('element.runtimesNone', { ...runs, within });
  const median = solved.length * 2 >= done ? solved[Math.ceil(done / 2) - 1] : null;
  const slowest = solved[solved.length - 1];
  return m.t('element.runtimesSolved', {
    ...runs,
    solved: formatCount(solved.length, m),
    within: Number.isFinite(cap) && solved.length < done ? ` ${within}` : '',
    half: median != null ? m.t('element.runtimesHalf', { n: median, count: formatCount(median, m) }) : '',
    slowest: formatCount(slowest, m),
    tail: median != null && slowest >= 10 * median ? m.t('element.runtimesTail', { times: formatCount(Math.round(slowest / median), m) }) : '',
  });
}
