// The page's second section: one of the article's boards solved under many random digit orders
// (`order=random seed=N`) by every strategy that takes an order, beside its ascending order, in
// its own pool of workers: a dot chart of the tries per seed and a table of their spread.
import { setDisabled, setHidden, setText } from '../dom.js';
import { seconds, spread } from '../model/experiment.js';
import { tailProse } from '../model/experiment-prose.js';
import { seedsFigure } from '../model/plot.js';
import { strategyName } from '../model/strategy-name.js';
import * as figureView from '../views/figure.js';
import * as seedsTable from '../views/seeds-table.js';
import { Runner } from './runner.js';
import { PROGRESS_MS } from '../engine/pool.js';

/** Steps before a seeded run is given up: about a second of WebAssembly at most. */
const MAX_STEPS = 1e8;

/**
 * @param {string} id
 * @returns {any}
 */
const byId = (id) => document.getElementById(id);

/**
 * @typedef {{ runs: { seed: number, tries: number, solved: boolean }[], ascending: { tries: number, solved: boolean } | null }} Row
 */

/**
 * Wires the section, its text in the language of `messages`; `ready` hands it the engine's
 * strategy list once the worker has it.
 * @param {import('../i18n/messages.js').Messages} messages
 */
export function createSeeds(messages) {
  const form = /** @type {HTMLFormElement} */ (byId('seeds-setup'));
  const holesInput = /** @type {HTMLInputElement} */ (byId('seeds-holes'));
  const gridInput = /** @type {HTMLSelectElement} */ (byId('seeds-grid'));
  const countInput = /** @type {HTMLInputElement} */ (byId('seeds-count'));
  const runButton = /** @type {HTMLButtonElement} */ (byId('seeds-run'));
  const cancelButton = /** @type {HTMLButtonElement} */ (byId('seeds-cancel'));
  const progress = /** @type {HTMLProgressElement} */ (byId('seeds-progress'));
  const status = /** @type {HTMLElement} */ (byId('seeds-status'));
  const puzzleLine = /** @type {HTMLElement} */ (byId('seeds-puzzle'));
  const puzzleText = /** @type {HTMLElement} */ (byId('seeds-text'));
  const openLink = /** @type {HTMLAnchorElement} */ (byId('seeds-open'));
  const chartRoot = /** @type {HTMLElement} */ (byId('seeds-chart'));
  const findings = /** @type {HTMLElement} */ (byId('seeds-findings'));
  const chart = figureView.create(chartRoot, messages.t('page.exp.seeds.chart'), messages, 'experiment-seeds');
  const table = seedsTable.create(byId('seeds-table'), messages);

  const state = {
    /** Strategies that take `order`, in the engine's order. @type {string[]} */
    ordered: /** @type {string[]} */ ([]),
    /** Every exact strategy, whose index picks a series' colour as in the means chart. @type {string[]} */
    palette: /** @type {string[]} */ ([]),
    /** @type {Map<string, Row>} */
    rows: new Map(),
    puzzle: '',
    seeds: 0,
    running: false,
    cancelled: false,
    started: 0,
    ended: 0,
    error: '',
  };

  const runner = new Runner((r) => {
    if (r.type === 'puzzle') state.puzzle = String(r.puzzle);
    else if (r.type === 'ascending') row(String(r.strategy)).ascending = { tries: Number(r.tries), solved: Boolean(r.solved) };
    else if (r.type === 'seed') row(String(r.strategy)).runs.push({ seed: Number(r.seed), tries: Number(r.tries), solved: Boolean(r.solved) });
    else if (r.type === 'done' || r.type === 'error') {
      if (r.type === 'error') state.error = String(r.message);
      state.running = false;
      state.ended = performance.now();
    }
    // While the runs stream in, the quarter-second timer draws them (as on the page's experiment).
    if (!state.running) schedule();
  });

  /** @param {string} strategy */
  function row(strategy) {
    let r = state.rows.get(strategy);
    if (!r) {
      r = { runs: [], ascending: null };
      state.rows.set(strategy, r);
    }
    return r;
  }

  /**
   * The demo page with this section's board, `strategy` and its `params` (`k=v,k=v`).
   * @param {string} strategy
   * @param {string} [params]
   */
  function stepperLink(strategy, params) {
    const query = new URLSearchParams({ puzzle: state.puzzle, strategy, ...(params ? { params } : {}) });
    // The demo page opens in this page's language.
    if (messages.lang !== 'en') query.set('lang', messages.lang);
    return `./index.html?${query}`;
  }

  let frame = 0;
  let timer = 0;
  function schedule() {
    if (!frame) frame = requestAnimationFrame(render);
  }

  /** What was last drawn: the chart and the table are redrawn only when it changes. */
  let drawn = '';

  function render() {
    frame = 0;
    const rows = [...state.rows].map(([strategy, r]) => ({ strategy, ...r }));
    const width = Math.max(260, chartRoot.clientWidth);
    const done = rows.reduce((n, r) => n + r.runs.length + (r.ascending ? 1 : 0), 0);
    const key = `${state.puzzle} ${done} ${width}`;
    if (key !== drawn) {
      drawn = key;
      const figure = rows.length ? seedsFigure(rows, state.palette, width, 56 + 58 * rows.length, messages) : null;
      chart.update(
        figure,
        rows.map((r) => messages.t('page.exp.seeds.chart.row', { strategy: strategyName(r.strategy, messages), n: r.runs.length })).join('; '),
      );
      const shown = rows.map((r) => {
        const s = spread(r.runs);
        return { strategy: r.strategy, ascending: r.ascending, spread: s, slowestHref: s && stepperLink(r.strategy, `order=random,seed=${s.slowest}`) };
      });
      table.update(shown);
      // What the table shows of the tail, in words: written from its rows, redrawn with them.
      const prose = tailProse(shown, messages);
      setText(findings, prose);
      setHidden(findings, !prose);
    }
    setHidden(puzzleLine, !state.puzzle);
    setText(puzzleText, state.puzzle);
    // The demo page opens the board with plain backtracking, to watch where it goes wrong.
    const href = stepperLink('backtracking');
    if (openLink.getAttribute('href') !== href) openLink.setAttribute('href', href);
    const total = state.ordered.length * (state.seeds + 1);
    progress.max = Math.max(1, total);
    progress.value = done;
    const secs = seconds((state.running ? performance.now() : state.ended) - state.started, messages.lang);
    setText(
      status,
      state.error
        ? messages.t('page.exp.status.failed', { error: state.error })
        : state.running
          ? messages.t('page.exp.seeds.status.running', { done, total, secs })
          : state.cancelled
            ? messages.t('page.exp.seeds.status.cancelled', { done, total })
            : done
              ? messages.t('page.exp.status.done', { total: done, secs })
              : '',
    );
    setDisabled(runButton, state.running || !state.ordered.length);
    setDisabled(cancelButton, !state.running);
    for (const input of [holesInput, gridInput, countInput]) setDisabled(input, state.running);
    window.clearTimeout(timer);
    if (state.running) timer = window.setTimeout(schedule, PROGRESS_MS);
  }

  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const holes = Number(holesInput.value);
    const seeds = Number(countInput.value);
    if (!form.reportValidity() || !Number.isInteger(holes) || !Number.isInteger(seeds)) return;
    Object.assign(state, { rows: new Map(), puzzle: '', seeds, running: true, cancelled: false, started: performance.now(), error: '' });
    // The ascending orders, then one job per seed: the pool hands their results back in this order.
    const board = { holes, grid: Number(gridInput.value), strategies: state.ordered, maxSteps: MAX_STEPS };
    runner.start([{ type: 'ascending', ...board }, ...Array.from({ length: seeds }, (_, seed) => /** @type {const} */ ({ type: 'seed', seed, ...board }))]);
    schedule();
  });

  cancelButton.addEventListener('click', () => {
    runner.cancel();
    Object.assign(state, { running: false, cancelled: true, ended: performance.now() });
    schedule();
  });

  new ResizeObserver(schedule).observe(chartRoot);

  return {
    /**
     * @param {{ name: string, schema: { key: string }[] }[]} strategies  the engine's list
     * @param {string[]} palette  the exact strategies, in the order that picks colours
     */
    ready(strategies, palette) {
      // A strategy takes a digit order when its parameters (from the engine) include `order`.
      state.ordered = strategies.filter((s) => s.schema.some((p) => p.key === 'order')).map((s) => s.name);
      state.palette = palette;
      // This section's workers load their engines once it is in view, or its Run button is
      // pointed at or focused: the reader is still reading then, and one who never scrolls down
      // to it does not pay for a second pool's engines on every core.
      const warm = () => {
        seen.disconnect();
        runner.warm(Infinity);
      };
      const seen = new IntersectionObserver((entries) => {
        if (entries.some((e) => e.isIntersecting)) warm();
      });
      seen.observe(form);
      for (const type of ['pointerenter', 'focus']) runButton.addEventListener(type, warm, { once: true });
      schedule();
    },
  };
}
