// Everything the views draw, assembled in one pure function from the element's state and the
// engine's snapshot: each view reads its own part of the result.
import { banner, formatTemperature, narrate, readyLine } from './narrate.js';
import { boardView } from './board.js';
import { stackView } from './stack.js';
import { formatCount, formatSeconds } from './format.js';
import { counterList } from './poster.js';
import '../i18n/english.js';
import { ENGLISH } from '../i18n/messages.js';

/** @typedef {import('../engine/events.js').SearchEvent} SearchEvent */
/** @typedef {import('../engine/engine.js').BoardGeometry} BoardGeometry */
/** @typedef {import('../engine/engine.js').StrategyInfo} StrategyInfo */
/** @typedef {import('../engine/session.js').Snapshot} Snapshot */
/** @typedef {import('../engine/session.js').Counters} Counters */
/** @typedef {import('./board.js').BoardView} BoardView */
/** @typedef {import('./stack.js').StackView} StackView */
/** @typedef {import('./cover.js').CoverView} CoverView */
/** @typedef {import('./runtime-plot.js').RuntimeView} RuntimeView */
/** @typedef {import('./tree.js').TreeView} TreeView */

/** At or below this speed each event is animated. */
export const ANIMATE_UP_TO = 12;

/**
 * @typedef {'loading' | 'ready' | 'running' | 'paused' | 'solved' | 'unsolvable' | 'invalid'} Status
 * @typedef {{ icon: 'play' | 'pause' | 'end' | 'stop', text: string, disabled: boolean }} Button
 */

/**
 * The element's state as the model needs it.
 * @typedef {object} ViewInput
 * @property {Status} status
 * @property {'full' | 'minimal' | 'none'} mode
 * @property {boolean} editable
 * @property {BoardGeometry} geometry
 * @property {Uint8Array} givens
 * @property {number[]} conflicts
 * @property {Snapshot | null} snapshot
 * @property {Counters} counters
 * @property {boolean} done          nothing is left to search: exhausted, or a local search at
 *   its solution (it stops at its first; no Continue is offered)
 * @property {SearchEvent | null} last
 * @property {SearchEvent | null} refutation
 * @property {Uint8Array | null} preview
 * @property {number} previewDepth
 * @property {number} selected
 * @property {number} active
 * @property {boolean} playing
 * @property {number | null} target  the step a run goes to (Infinity: the end), null at a speed
 * @property {number} speed
 * @property {number} elapsed   ms
 * @property {number} rate      steps per second
 * @property {string} strategy
 * @property {string} params  the strategy's parameters as given
 * @property {StrategyInfo[]} strategies
 * @property {readonly string[]} panels  the panels shown (`candidates` among them: pencil marks)
 * @property {string} message
 * @property {ChartView | null} chart  a local search's chart, with the `chart` panel (model/trace.js's chartView)
 * @property {CoverView | null} cover  dlx's exact-cover columns, with the `chart` panel (model/cover.js)
 * @property {Uint8Array | null} unitPenalties  a local search's digits missing per unit
 * @property {RuntimeView | null} runtimes  a local search's run-time distribution over seeds
 * @property {TreeView | null} tree  the search tree (model/tree.js), with the `tree` panel
 * @property {import('../i18n/messages.js').Messages} [messages]  the element's language (English when absent)
 */

/** @typedef {import('./trace.js').ChartView} ChartView */
/**
 * The pseudo-code panel's inputs (model/code.js's codeView).
 * `info` the engine's description of the strategy (its defaults), null when it has none.
 * @typedef {{ strategy: string, params: string, info: StrategyInfo | null, side: number, last: SearchEvent | null, steps: number }} CodeAt
 */

/**
 * @typedef {object} ViewState
 * @property {Status} status
 * @property {'full' | 'minimal' | 'none'} mode
 * @property {boolean} editable
 * @property {boolean} animate
 * @property {BoardView} board
 * @property {number} active
 * @property {Record<string, string>} counters
 * @property {{ key: string, label: string }[]} counterList  the counters the strategy keeps, then time and speed
 * @property {ChartView | null} chart
 * @property {CoverView | null} cover
 * @property {RuntimeView | null} runtimes
 * @property {CodeAt | null} code  where the pseudo-code stands (with the `code` panel, once the
 *   engine is loaded): the panel's view makes its lines (model/code.js's codeView), so that an
 *   element without the panel does not download the tables
 * @property {TreeView | null} tree  the search tree and the depth strip (with the `tree` panel)
 * @property {StackView} stack
 * @property {readonly string[]} panels
 * @property {{ play: Button, end: Button, back: boolean, step: boolean, reset: boolean, speed: number }} controls
 * @property {{ side: number, strategy: string, params: string, strategies: StrategyInfo[], description: string, candidates: boolean, disabled: boolean }} toolbar
 * @property {string} narration
 * @property {string} family  the strategy's family (`depth-first`, `exact-cover`, `local`): what the legend explains
 * @property {{ tone: 'ok' | 'bad' | 'info', text: string } | null} banner
 * @property {string} message
 * @property {string | null} progress
 * @property {import('../i18n/messages.js').Messages} [messages]  the language the views write their own labels in
 */

/**
 * @param {ViewInput} s
 * @returns {ViewState}
 */
export function viewState(s) {
  const loading = s.status === 'loading';
  const toEnd = s.target === Infinity;
  const over = s.status === 'solved' || s.status === 'unsolvable';
  const canRun = !loading && s.snapshot != null && s.status !== 'invalid';
  const c = s.counters;
  const m = s.messages ?? ENGLISH;
  const count = (/** @type {number} */ n) => formatCount(n, m);
  const rate = s.playing ? count(Math.round(s.rate)) : '–';
  const info = s.strategies.find((x) => x.name === s.strategy);
  const exact = info?.exact ?? true;
  /** @type {Record<string, string>} */
  const counters = {
    steps: count(c.steps),
    tries: count(c.tries),
    backtracks: count(c.backtracks),
    propagations: count(c.propagations),
    depth: count(c.depth),
    maxDepth: count(c.maxDepth),
    solutions: count(c.solutions),
    updates: count(c.updates),
    accepted: count(c.accepted),
    penalty: count(c.penalty),
    bestPenalty: count(c.bestPenalty),
    temperature: formatTemperature(c.temperature, m),
    restarts: count(c.restarts),
    pruned: count(c.pruned),
    jumped: count(c.jumped),
    elapsed: formatSeconds(s.elapsed, m),
    rate,
  };
  const end = banner({ status: s.status, done: s.done, counters: c, refutation: s.refutation, geometry: s.geometry, exact }, m);
  return {
    status: s.status,
    mode: s.mode,
    editable: s.editable && !loading,
    animate: !s.playing || (s.target == null && s.speed <= ANIMATE_UP_TO),
    board: boardView({
      geometry: s.geometry,
      givens: s.givens,
      snapshot: s.snapshot,
      last: s.last,
      preview: s.preview,
      conflicts: s.conflicts,
      selected: s.selected,
      over,
      solved: s.status === 'solved',
      refutation: s.status === 'unsolvable' ? s.refutation : null,
      unitPenalties: s.unitPenalties,
      messages: m,
    }),
    active: s.active,
    counters,
    counterList: counterList(info?.counters ?? null, m),
    chart: exact ? null : s.chart,
    cover: s.cover,
    runtimes: s.runtimes,
    // Event names come from the engine: nothing to show while it loads.
    code:
      s.panels.includes('code') && !loading
        ? { strategy: s.strategy, params: s.params, info: info ?? null, side: s.geometry.side, last: s.last, steps: c.steps }
        : null,
    stack: stackView(s.snapshot?.stack ?? null, s.geometry, s.previewDepth, s.last, m),
    tree: s.panels.includes('tree') ? s.tree : null,
    panels: s.panels,
    controls: {
      play: {
        // Run to the end is playing too: the button pauses it.
        icon: s.playing ? 'pause' : 'play',
        text: m.t(s.playing ? 'element.pause' : s.status === 'solved' && !s.done ? 'element.continue' : 'element.play'),
        disabled: !canRun || (!s.playing && s.done),
      },
      end: { icon: toEnd ? 'stop' : 'end', text: m.t(toEnd ? 'element.cancel' : 'element.runToEnd'), disabled: !canRun || (!toEnd && s.done) },
      back: !loading && c.steps > 0,
      step: canRun && !s.done,
      reset: !loading,
      speed: s.speed,
    },
    toolbar: {
      side: s.geometry.side,
      strategy: s.strategy,
      params: s.params,
      strategies: s.strategies,
      // In the reader's language: the English catalogue's are the engine's own descriptions.
      description: s.strategies.some((x) => x.name === s.strategy) ? m.t(`strategy.${s.strategy}`) : '',
      candidates: s.panels.includes('candidates'),
      disabled: loading,
    },
    narration: narration(s, m),
    family: info?.family ?? 'depth-first',
    banner: s.previewDepth ? { tone: 'info', text: m.t('element.backup', { depth: s.previewDepth }) } : end,
    message: s.message,
    progress: progress(s, m),
    messages: m,
  };
}

/**
 * The line beside the progress bar of a run to the end or to a far step.
 * @param {ViewInput} s
 * @param {import('../i18n/messages.js').Messages} m
 */
function progress(s, m) {
  if (s.target == null || !s.playing) return null;
  const steps = s.counters.steps;
  const done = m.t('element.progressDone', { n: steps, count: formatCount(steps, m), time: formatSeconds(s.elapsed, m) });
  return s.target === Infinity ? m.t('element.runningToEnd', { done }) : m.t('element.steppingTo', { target: formatCount(s.target, m), done });
}

/**
 * @param {ViewInput} s
 * @param {import('../i18n/messages.js').Messages} m
 */
function narration(s, m) {
  // A message while loading may be the load's failure (a CSP, a 404): the element's message says
  // it, and "loading" would be stale.
  if (s.status === 'loading') return s.message ? '' : m.t('element.loading');
  if (s.status === 'invalid') return m.t('element.fixBoard');
  if (!s.last)
    return readyLine(
      s.givens.reduce((n, v) => n + (v ? 1 : 0), 0),
      s.strategy,
      m,
    );
  return narrate(s.last, s.geometry, s.counters, m);
}
