// The run-time distribution chart of a local search: for N steps on a logarithmic axis, the
// share of seeded runs solved within N steps (an empirical distribution function), as AISpace
// plots it, answering "how long will this take?".
import { formatCount, plural } from './format.js';
import { CHART_HEIGHT, CHART_WIDTH } from './trace.js';

/**
 * @typedef {{ points: string, ticks: { x: number, label: string }[], summary: string,
 *   progress: string, running: boolean }} RuntimeView
 */

/**
 * @param {number[]} results  steps to the first solution per finished run, Infinity when not solved
 * @param {number} runs       runs asked for
 * @param {boolean} running
 * @returns {RuntimeView}
 */
export function runtimeView(results, runs, running) {
  const solved = results.filter(Number.isFinite).sort((a, b) => a - b);
  const done = results.length;
  const progress = running ? `Running seed ${done + 1} of ${runs}…` : done ? `${done} seeded runs` : '';
  if (!solved.length) {
    return { points: '', ticks: [], summary: done ? `None of ${plural(done, 'run')} solved the board within its budget.` : '', progress, running };
  }
  // Decades from below the fastest run to above the slowest.
  const lo = Math.floor(Math.log10(solved[0]));
  const hi = Math.max(lo + 1, Math.ceil(Math.log10(solved[solved.length - 1] + 1)));
  const x = (/** @type {number} */ steps) => ((Math.log10(Math.max(steps, 1)) - lo) / (hi - lo)) * CHART_WIDTH;
  const y = (/** @type {number} */ share) => CHART_HEIGHT - share * CHART_HEIGHT;
  // A step function: the share rises by 1/done at each solved run's steps.
  const pts = [`0,${y(0)}`];
  solved.forEach((steps, i) => {
    pts.push(`${x(steps).toFixed(1)},${y(i / done).toFixed(1)}`, `${x(steps).toFixed(1)},${y((i + 1) / done).toFixed(1)}`);
  });
  pts.push(`${CHART_WIDTH},${y(solved.length / done).toFixed(1)}`);
  const ticks = [];
  for (let d = lo; d <= hi; d++) ticks.push({ x: ((d - lo) / (hi - lo)) * CHART_WIDTH, label: formatCount(10 ** d) });
  const median = solved.length * 2 >= done ? solved[Math.ceil(done / 2) - 1] : null;
  const summary = `${solved.length} of ${plural(done, 'run')} solved${median != null ? `; half within ${formatCount(median)} steps` : ''}; the slowest solved took ${formatCount(solved[solved.length - 1])}.`;
  return { points: pts.join(' '), ticks, summary, progress, running };
}
