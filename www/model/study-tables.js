// The study page's tables, as text: the engine's plan of one of the paper's experiments (its
// settings, the paper's figures, the groups) and the numbers a study gave so far (`Study.summary`,
// six per setting), laid out as the CLI's `study` prints them, with the lowest mean of each group
// marked, plus the CSV export and the command line that gives the same numbers. Display only:
// every number comes from the engine, which computes them as the CLI does.

import '../i18n/english.js';
import { ENGLISH } from '../i18n/messages.js';

/** @typedef {import('../engine/study-pool.js').StudyPlan} StudyPlan */
/** @typedef {import('../engine/study-pool.js').StudyJob} StudyJob */

/** Numbers per setting in a summary: runs, solved, mean and median steps, mean and median tries. */
export const SUMMARY_FIELDS = 6;

/** Our columns, in the CLI's order, after the setting (`page.study.column` names them). */
export const OUR_COLUMNS = ['solved', 'meanSteps', 'medianSteps', 'meanTries', 'medianTries'];

/**
 * What the runs of one setting gave (means and medians null when no run solved), or null
 * before any run.
 * @typedef {{ runs: number, solved: number, meanSteps: number | null, medianSteps: number | null,
 *   meanTries: number | null, medianTries: number | null }} Row
 */

/**
 * @param {Float64Array | null} summary
 * @param {number} i  the setting
 * @returns {Row | null}
 */
export function rowOf(summary, i) {
  if (!summary || summary[i * SUMMARY_FIELDS] === 0) return null;
  const at = (/** @type {number} */ k) => {
    const x = summary[i * SUMMARY_FIELDS + k];
    return Number.isNaN(x) ? null : x;
  };
  return { runs: at(0) ?? 0, solved: at(1) ?? 0, meanSteps: at(2), medianSteps: at(3), meanTries: at(4), medianTries: at(5) };
}

/**
 * A number rounded to a whole as the CLI prints it (`{:.0}`: a tie goes to the even whole),
 * with its thousands grouped as the language groups them: "18,272", "18 272".
 * @param {number | null} x
 * @param {import('../i18n/messages.js').Messages} [m]
 */
export function whole(x, m = ENGLISH) {
  return x == null ? '—' : m.number(rounded(x));
}

/**
 * A number rounded to a whole as the CLI prints it (`{:.0}`: a tie goes to the even whole): the
 * figure a table shows, and what the page's prose computes its ratios from.
 * @param {number} x
 */
export function rounded(x) {
  let r = Math.round(x);
  if (r - x === 0.5 && r % 2 !== 0) r -= 1;
  return r;
}

/**
 * One row of a table: the setting, our five numbers and the paper's figures, and which of the
 * means are the lowest of their group.
 * @typedef {{ setting: string, cells: string[], best: boolean[] }} TableRow
 * @typedef {{ caption: string, rows: TableRow[], note: string }} TableGroup
 * @typedef {{ head: string[], paperFrom: number, sides: { ours: string, paper: string }, groups: TableGroup[] }} TableView
 */

/**
 * @param {StudyPlan} plan
 * @param {Float64Array | null} summary  null before the first run
 * @param {import('../i18n/messages.js').Messages} [m]  the page's language
 * @returns {TableView}
 */
export function tableView(plan, summary, m = ENGLISH) {
  const measure = plan.measure === 'steps' ? 'meanSteps' : 'meanTries';
  const ourMean = OUR_COLUMNS.indexOf(measure);
  // The engine names the paper's columns in English ("paper tries", "paper Python"): the word
  // after "paper" is a measure to translate or a language's name, kept.
  const paperColumns = plan.paper_columns.map((label) => m.t('page.study.paper-column', { source: label.replace(/^paper /, '') }));
  const groups = plan.groups.map((g, index) => {
    const rows = g.rows.map((i) => ({ i, row: rowOf(summary, i), setting: plan.settings[i] }));
    const lowest = (/** @type {(r: typeof rows[number]) => number | null} */ value) => {
      const values = rows.map(value).filter((v) => v != null);
      return values.length ? Math.min(.../** @type {number[]} */ (values)) : null;
    };
    const ours = lowest((r) => r.row?.[measure] ?? null);
    const papers = plan.paper_columns.map((_, k) => lowest((r) => r.setting.paper[k]));
    const tableRows = rows.map(({ row, setting }) => {
      const cells = [
        row ? `${row.solved}/${row.runs}` : '',
        ...[row?.meanSteps, row?.medianSteps, row?.meanTries, row?.medianTries].map((x) => (row ? whole(x ?? null, m) : '')),
        ...setting.paper.map((f) => whole(f, m)),
      ];
      const best = cells.map(() => false);
      if (ours != null && row?.[measure] === ours) best[ourMean] = true;
      papers.forEach((p, k) => {
        if (setting.paper[k] === p) best[OUR_COLUMNS.length + k] = true;
      });
      return { setting: setting.params, cells, best };
    });
    const at = (/** @type {number} */ column) => tableRows.find((r) => r.best[column])?.setting;
    const notes = [];
    if (ours != null) notes.push(m.t('page.study.lowest-at', { who: 'ours', setting: at(ourMean) ?? '' }));
    paperColumns.forEach((label, k) => notes.push(m.t('page.study.lowest-at', { who: label, setting: at(OUR_COLUMNS.length + k) ?? '' })));
    // The engine's caption is English: the catalogue has it in every language (the same in English).
    return {
      caption: m.t(`page.study.group.${plan.strategy}.${index}`),
      rows: tableRows,
      note: m.t('page.study.lowest', { measure: plan.measure, notes: notes.join('; ') }),
    };
  });
  const head = ['setting', ...OUR_COLUMNS].map((column) => m.t('page.study.column', { column }));
  return {
    head: [...head, ...paperColumns],
    paperFrom: 1 + OUR_COLUMNS.length,
    sides: { ours: m.t('page.study.ours'), paper: m.t('page.study.the-paper') },
    groups,
  };
}

/**
 * @param {string} text
 */
function csvField(text) {
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The study's numbers as CSV, one line per setting in the plan's order, with the full
 * precision of the engine's (and `study --json`'s) numbers; empty fields where no run solved.
 * @param {StudyPlan} plan
 * @param {StudyJob} job
 * @param {Float64Array} summary
 */
export function csv(plan, job, summary) {
  const head = [
    'strategy',
    'board',
    'first_seed',
    'budget',
    'params',
    'runs',
    'solved',
    'share_solved',
    'mean_steps',
    'median_steps',
    'mean_tries',
    'median_tries',
    ...plan.paper_columns.map((c) => c.replace(/\s+/g, '_')),
  ];
  const lines = plan.settings.map((s, i) => {
    const row = rowOf(summary, i);
    const numbers = row
      ? [row.runs, row.solved, row.solved / row.runs, row.meanSteps, row.medianSteps, row.meanTries, row.medianTries]
      : [0, 0, null, null, null, null, null];
    return [plan.strategy, plan.board, job.firstSeed, job.budget, s.params, ...numbers, ...s.paper].map((v) => csvField(v == null ? '' : String(v))).join(',');
  });
  return `${[head.join(','), ...lines].join('\n')}\n`;
}

/**
 * The command line that prints the same numbers.
 * @param {StudyPlan} plan
 * @param {StudyJob} job
 */
export function cliCommand(plan, job) {
  const budget = job.budget === plan.budget ? '' : ` --budget ${job.budget}`;
  return `sudoku-stepper study ${plan.strategy} --runs ${job.runs} --seed ${job.firstSeed}${budget}`;
}
