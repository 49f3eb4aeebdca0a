// The DFS article's experiment as the page shows it: the worker's per-board results gathered
// into means per number of holes and strategy (what the chart and the table show, and what the
// CLI's `experiment --json` summaries hold), the table's rows, the CSV export, and the
// distribution of tries over seeded digit orders. Pure functions of plain data.
import '../i18n/english.js';
import { ENGLISH } from '../i18n/messages.js';
import { fixed, significant } from './format.js';

/** @typedef {import('../i18n/messages.js').Messages} Messages */

/**
 * One strategy on one board, as the worker reports it.
 * @typedef {{ holes: number, grid: number, puzzle: string, strategy: string, tries: number,
 *   steps: number, micros: number, solved: boolean }} BoardResult
 */

/**
 * The means of one strategy over the boards of one number of holes.
 * @typedef {{ holes: number, strategy: string, boards: number, solved: number, meanTries: number,
 *   meanSteps: number, meanMicros: number }} Summary
 */

/**
 * Means per number of holes and strategy, in the order the results first name them.
 * @param {BoardResult[]} results
 * @returns {Summary[]}
 */
export function summarise(results) {
  /** @type {Map<string, Summary & { tries: number, steps: number, micros: number }>} */
  const groups = new Map();
  for (const r of results) {
    const key = `${r.holes} ${r.strategy}`;
    let g = groups.get(key);
    if (!g) {
      g = { holes: r.holes, strategy: r.strategy, boards: 0, solved: 0, tries: 0, steps: 0, micros: 0, meanTries: 0, meanSteps: 0, meanMicros: 0 };
      groups.set(key, g);
    }
    g.boards += 1;
    g.solved += r.solved ? 1 : 0;
    g.tries += r.tries;
    g.steps += r.steps;
    g.micros += r.micros;
  }
  return [...groups.values()].map(({ holes, strategy, boards, solved, tries, steps, micros }) => ({
    holes,
    strategy,
    boards,
    solved,
    meanTries: tries / boards,
    meanSteps: steps / boards,
    meanMicros: micros / boards,
  }));
}

/**
 * The numbers of holes of a range, both ends included (the CLI's `--holes FROM:TO:STEP`); empty
 * when the range is not one.
 * @param {number} from
 * @param {number} to
 * @param {number} step
 */
export function holesOf(from, to, step) {
  const whole = (/** @type {number} */ n) => Number.isInteger(n) && n >= 0;
  if (!whole(from) || !whole(to) || !whole(step) || step < 1 || from > to) return [];
  const out = [];
  for (let h = from; h <= to; h += step) out.push(h);
  return out;
}

/**
 * A mean count as the table shows it, in the language's digits: whole numbers grouped, fractions
 * to one place ("2,000.5", "2 000,5"), and from ten million in millions ("109.3 M").
 * @param {number} x
 * @param {Messages} [m]
 */
export function formatMean(x, m = ENGLISH) {
  if (x >= 1e7) return `${fixed(x / 1e6, 1, m)} M`;
  return m.number(x >= 1e4 ? Math.round(x) : Math.round(x * 10) / 10);
}

/**
 * Milliseconds with three significant digits (0.0123, 4.56, 789, 12,345), in the language's
 * digits.
 * @param {number} ms
 * @param {Messages} [m]
 */
export function formatMs(ms, m = ENGLISH) {
  if (ms >= 1000) return formatMean(Math.round(ms), m);
  return significant(ms, 3, m);
}

/**
 * The table: a row per number of holes, a cell per strategy with its mean tries and time; a
 * strategy not run yet at those holes has `null`.
 * @param {Summary[]} summaries
 * @param {string[]} strategies  the columns, in order
 * @param {Messages} [m]  the language of the numbers
 * @returns {{ holes: number, cells: ({ tries: string, ms: string, meanTries: number, meanMicros: number, incomplete: boolean } | null)[] }[]}
 */
export function tableRows(summaries, strategies, m = ENGLISH) {
  const holes = [...new Set(summaries.map((s) => s.holes))].sort((a, b) => a - b);
  return holes.map((h) => ({
    holes: h,
    cells: strategies.map((name) => {
      const s = summaries.find((x) => x.holes === h && x.strategy === name);
      if (!s) return null;
      return {
        tries: formatMean(s.meanTries, m),
        ms: formatMs(s.meanMicros / 1000, m),
        meanTries: s.meanTries,
        meanMicros: s.meanMicros,
        incomplete: s.solved < s.boards,
      };
    }),
  }));
}

/**
 * The per-board results as CSV, one line per board and strategy, with a header: the columns of
 * the CLI's `experiment --json` board objects.
 * @param {BoardResult[]} results
 */
export function toCsv(results) {
  const lines = ['holes,grid,puzzle,strategy,tries,steps,micros,solved'];
  for (const r of results) {
    lines.push([r.holes, r.grid, r.puzzle, r.strategy, r.tries, r.steps, r.micros.toFixed(3), r.solved].join(','));
  }
  return `${lines.join('\n')}\n`;
}

/**
 * The run's progress line, in the language of `messages`.
 * @param {{ done: number, total: number, running: boolean, cancelled: boolean, holes: number | null, elapsedMs: number }} p
 * @param {import('../i18n/messages.js').Messages} [messages]
 */
export function progressText({ done, total, running, cancelled, holes, elapsedMs }, messages = ENGLISH) {
  const values = { done, total, holes: holes ?? 'none', secs: seconds(elapsedMs, messages.lang) };
  if (running) return messages.t('page.exp.status.running', values);
  if (cancelled) return messages.t('page.exp.status.cancelled', values);
  if (total && done === total) return messages.t('page.exp.status.done', values);
  return '';
}

/**
 * Seconds to a tenth, as `lang` writes decimals (1.2 s, 1,2 s).
 * @param {number} ms
 * @param {string} lang
 */
export function seconds(ms, lang) {
  return new Intl.NumberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false }).format(ms / 1000);
}

/**
 * What a sample of tries over seeds says: median, 90th percentile, the largest and its seed,
 * and how many ran out of budget (their tries so far, so the tail is never overstated).
 * @param {{ seed: number, tries: number, solved: boolean }[]} runs
 * @returns {{ runs: number, median: number, p90: number, max: number, slowest: number, overBudget: number, ratio: number } | null}
 */
export function spread(runs) {
  if (!runs.length) return null;
  const sorted = runs.map((r) => r.tries).sort((a, b) => a - b);
  const at = (/** @type {number} */ q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  const median = at(0.5);
  const max = sorted[sorted.length - 1];
  const slowest = runs.reduce((a, b) => (b.tries > a.tries ? b : a)).seed;
  return { runs: runs.length, median, p90: at(0.9), max, slowest, overBudget: runs.filter((r) => !r.solved).length, ratio: max / Math.max(median, 1) };
}

/**
 * The largest count over the median, as the seeds' table shows it ("15.4×"); "+" when a run
 * ran out of budget, whose true count and so the ratio are larger.
 * @param {NonNullable<ReturnType<typeof spread>>} s
 * @param {Messages} [m]
 */
export function ratioText(s, m = ENGLISH) {
  return `${formatMean(s.ratio, m)}×${s.overBudget ? '+' : ''}`;
}
