// The experiment page: the article's experiment run in a pool of workers (strategies and holes chosen in
// the form, a progress bar, Cancel, two charts, a table, CSV export), and the seeded digit
// orders section (seeds.js). The workers report each board as it ends; this keeps the results
// and draws them through the model and the views, at most a few times a second.
import { h, setDisabled, setHidden, setText } from '../dom.js';
import { startPageLanguage } from '../i18n/page-text.js';
import { parseEntry } from '../model/compare.js';
import { entryLabel } from '../model/compare-table.js';
import { strategyName } from '../model/strategy-name.js';
import { holesOf, progressText, summarise, tableRows, toCsv } from '../model/experiment.js';
import { peakProse } from '../model/experiment-prose.js';
import { SHAPES, meansFigure } from '../model/plot.js';
import * as figureView from '../views/figure.js';
import * as tableView from '../views/experiment-table.js';
import { Runner } from './runner.js';
import { createSeeds } from './seeds.js';
import { registerOffline } from '../offline.js';
import { PROGRESS_MS } from '../engine/pool.js';

// The service worker: the page works offline once visited.
registerOffline();

/** Steps before a board is given up, as the CLI's default `--max-steps`. */
const MAX_STEPS = 1e9;
/** Checked at first: the article's two searches, and the two that remove its tail. */
const CHECKED = new Set(['backtracking', 'sorted-cells', 'mrv', 'singles']);

/**
 * @param {string} id
 * @returns {any}
 */
const byId = (id) => document.getElementById(id);

// The page's language first: the charts and the status line are made in it.
const messages = await startPageLanguage(byId('language-menu'));

const form = /** @type {HTMLFormElement} */ (byId('setup'));
const checks = /** @type {HTMLElement} */ (byId('strategies'));
/** Compositions of the composed search, `csp:var=mrv,infer=fc …`, each a column of its own. */
const compositions = /** @type {HTMLInputElement} */ (byId('compositions'));
const inputs = ['from', 'to', 'step'].map((id) => /** @type {HTMLInputElement} */ (byId(id)));
const runButton = /** @type {HTMLButtonElement} */ (byId('run'));
const cancelButton = /** @type {HTMLButtonElement} */ (byId('cancel'));
const csvButton = /** @type {HTMLButtonElement} */ (byId('csv'));
const progress = /** @type {HTMLProgressElement} */ (byId('progress'));
const status = /** @type {HTMLElement} */ (byId('status'));
const charts = /** @type {HTMLElement} */ (byId('charts'));

const legend = figureView.createLegend(byId('legend'));
const triesChart = figureView.create(charts, messages.t('page.exp.chart.tries'), messages, 'experiment-tries');
const timeChart = figureView.create(charts, messages.t('page.exp.chart.time'), messages, 'experiment-time');
const table = tableView.create(byId('table'), messages);
/** Where the means peak, in words, from the table's rows. */
const findings = /** @type {HTMLElement} */ (byId('findings'));

const state = {
  /** Every exact strategy the engine has, in its order: the series' colours follow it. @type {string[]} */
  strategies: /** @type {string[]} */ ([]),
  /** What the engine says of each strategy: a composition's label is worked out from it. @type {import('../engine/engine.js').StrategyInfo[]} */
  infos: /** @type {import('../engine/engine.js').StrategyInfo[]} */ ([]),
  /** The cells of the article's boards (the engine's standard size): the most holes. */
  cells: 0,
  /** The strategies of the run shown. @type {string[]} */
  columns: /** @type {string[]} */ ([]),
  /** @type {import('../model/experiment.js').BoardResult[]} */
  results: [],
  /** The boards the page last drew while running: a cancelled run keeps these, the count it said. @type {import('../model/experiment.js').BoardResult[]} */
  drawnResults: /** @type {import('../model/experiment.js').BoardResult[]} */ ([]),
  total: 0,
  running: false,
  cancelled: false,
  started: 0,
  ended: 0,
  error: '',
};

const seeds = createSeeds(messages);
const runner = new Runner(onReport);
runner.warm();

/** @param {import('./runner.js').Report} r */
function onReport(r) {
  if (r.type === 'ready' && !state.strategies.length) {
    const list = /** @type {import('../engine/engine.js').StrategyInfo[]} */ (r.strategies);
    state.infos = list;
    const exact = list.filter((s) => s.exact);
    state.strategies = exact.map((s) => s.name);
    state.cells = Number(r.cells);
    checks.replaceChildren(
      ...exact.map((s) =>
        h(
          'label',
          { title: messages.t(`strategy.${s.name}`) },
          h('input', { type: 'checkbox', name: 'strategy', value: s.name, checked: CHECKED.has(s.name) }),
          ` ${strategyName(s.name, messages)}`,
        ),
      ),
    );
    seeds.ready(list, state.strategies);
    // The page is idle now: the workers of a run on every core load their engines before it.
    runner.warm(Infinity);
  } else if (r.type === 'board') {
    // Each board as it finishes, in its place in the jobs' order: the boards shown are the runs
    // done, one count for the status, the bar, the charts and a cancelled run's line.
    const at = state.results.findIndex((b) => /** @type {any} */ (b).job > Number(r.job));
    state.results.splice(at < 0 ? state.results.length : at, 0, /** @type {any} */ (r));
  } else if (r.type === 'done') {
    finish();
  } else if (r.type === 'error') {
    state.error = String(r.message);
    finish();
  }
  // While a run streams boards in, its quarter-second timer draws them (see `render`).
  if (!state.running) schedule();
}

function finish() {
  state.running = false;
  state.ended = performance.now();
}

let timer = 0;
let frame = 0;
/**
 * Draws at the next frame. While a run is under way the page draws every quarter second
 * instead, the boards that came in and the elapsed time: drawn at every frame as the short
 * boards arrive, the status line, the bar and the table's layout took a fifth of a core from
 * the workers on two cores.
 */
function schedule() {
  if (!frame) frame = requestAnimationFrame(render);
}

/** The results and width last drawn: charts and table are redrawn only when these change. */
let drawn = '';

function render() {
  frame = 0;
  const { running } = state;
  const width = Math.max(260, charts.clientWidth);
  const key = `${state.results.length} ${state.columns.join(' ')} ${width}`;
  if (key !== drawn) {
    drawn = key;
    draw(width);
  }
  if (running) state.drawnResults = state.results.slice();
  progress.max = Math.max(1, state.total);
  progress.value = state.results.length;
  const elapsedMs = (running ? performance.now() : state.ended) - state.started;
  const last = state.results[state.results.length - 1];
  setText(
    status,
    state.error
      ? messages.t('page.exp.status.failed', { error: state.error })
      : progressText(
          {
            done: state.results.length,
            total: state.total,
            running,
            cancelled: state.cancelled,
            holes: last?.holes ?? null,
            elapsedMs,
          },
          messages,
        ),
  );
  setDisabled(runButton, running || !state.strategies.length);
  setDisabled(cancelButton, !running);
  setDisabled(csvButton, running || !state.results.length);
  for (const input of [...inputs, compositions, ...checks.querySelectorAll('input')]) setDisabled(/** @type {HTMLInputElement} */ (input), running);
  window.clearTimeout(timer);
  if (running) timer = window.setTimeout(schedule, PROGRESS_MS);
}

/**
 * Draws the charts, the legend and the table for the results so far.
 * @param {number} width  of the charts' box
 */
function draw(width) {
  const summaries = summarise(state.results);
  const per = width >= 760 ? Math.floor((width - 24) / 2) : width;
  const height = Math.round(Math.min(320, Math.max(230, per * 0.62)));
  // Colours by column: the strategies chosen, then the compositions typed.
  const shown = state.columns;
  // A composition typed as `csp:var=mrv,infer=fc` reads as a course says it: `csp: MRV + FC`.
  const labels = shown.map((name) => entryLabel(parseEntry(name), state.infos, messages));
  const tries = meansFigure(summaries, shown, 'tries', per, height, messages);
  const time = meansFigure(summaries, shown, 'ms', per, height, messages);
  triesChart.update(tries, messages.t('page.exp.chart.over', { labels: labels.join(', '), n: new Set(summaries.map((s) => s.holes)).size }));
  timeChart.update(time, `${labels.join(', ')}`);
  legend.update(labels.map((label, i) => ({ label, cls: `s${i}`, shape: SHAPES[i % SHAPES.length] })));
  const rows = tableRows(summaries, shown, messages);
  table.update(rows, shown, labels);
  const peaks = peakProse(rows, labels, messages);
  setText(findings, peaks);
  setHidden(findings, !peaks);
}

form.addEventListener('submit', (e) => {
  e.preventDefault();
  const typed = compositions.value.trim().split(/\s+/).filter(Boolean);
  const chosen = [...[...checks.querySelectorAll('input:checked')].map((c) => /** @type {HTMLInputElement} */ (c).value), ...typed];
  const [from, to, step] = inputs.map((i) => Number(i.value));
  const holes = holesOf(from, to, step).filter((n) => n <= state.cells);
  if (!chosen.length || !holes.length) {
    setText(status, messages.t(!chosen.length ? 'page.exp.status.no-strategy' : 'page.exp.status.bad-holes'));
    return;
  }
  const columns = [...state.strategies.filter((s) => chosen.includes(s)), ...new Set(typed.filter((s) => !state.strategies.includes(s)))];
  Object.assign(state, {
    columns,
    results: [],
    drawnResults: [],
    total: holes.length * 4 * columns.length,
    running: true,
    cancelled: false,
    started: performance.now(),
    error: '',
  });
  // One job per strategy and board, in the order the table lists them: each result, whichever
  // worker ran it and whenever it finished, takes its job's place (onReport).
  runner.start(
    holes.flatMap((n) =>
      [1, 2, 3, 4].flatMap((grid) => columns.map((strategy) => /** @type {const} */ ({ type: 'trial', holes: n, grid, strategy, maxSteps: MAX_STEPS }))),
    ),
    false,
  );
  schedule();
});

cancelButton.addEventListener('click', () => {
  runner.cancel();
  // What the status line said when Cancel was pressed, not boards that came in since.
  state.results = state.drawnResults;
  state.cancelled = true;
  finish();
  schedule();
});

csvButton.addEventListener('click', () => {
  const url = URL.createObjectURL(new Blob([toCsv(state.results)], { type: 'text/csv' }));
  const link = h('a', { href: url, download: 'dfs-article-experiment.csv' });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
});

new ResizeObserver(schedule).observe(charts);
schedule();
