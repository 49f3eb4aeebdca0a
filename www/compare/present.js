// What a <sudoku-compare> draws, from its race: each search's view state as the stepper's views
// read it (model/view.js, so the boards and counters are the stepper's own), the race's
// controls, the line that says where the race is, and the table at the end.
import { viewState } from '../model/view.js';
import { formatCount, formatSeconds } from '../model/format.js';
import { entryLabel, formatMs, resultTable } from '../model/compare-table.js';

/** @typedef {import('../engine/engine.js').Engine} Engine */
/** @typedef {import('../engine/engine.js').BoardGeometry} BoardGeometry */
/** @typedef {import('../model/view.js').ViewState} ViewState */
/** @typedef {import('../model/compare-table.js').ResultTable} ResultTable */
/** @typedef {import('./race.js').Race} Race */
/** @typedef {import('./search.js').Lane} Lane */
/** @typedef {import('../i18n/messages.js').Messages} Messages */

/** @typedef {import('../views/controls.js').ControlsState} ControlsState */

/**
 * @typedef {object} CompareState
 * @property {{ label: string, state: ViewState & { live: null } }[]} lanes
 * @property {ControlsState} controls
 * @property {{ at: number, reach: number, disabled: boolean }} scrub  the step slider: the race's step of the steps reached
 * @property {string} line       where the race is, in words (the live region says it on a change)
 * @property {string} message
 * @property {ResultTable | null} table  once every search has stopped
 * @property {Messages} messages  the element's language, in which the views write their labels
 */

/**
 * @param {Race} race
 * @param {{ engine: Engine | null, geometry: BoardGeometry | null, givens: Uint8Array, message: string }} board
 * @param {Messages} m  the element's language
 * @returns {CompareState}
 */
export function compareState(race, { engine, geometry, givens, message }, m) {
  const strategies = engine?.strategies ?? [];
  const lanes = geometry
    ? race.lanes.map((lane) => ({ label: entryLabel(lane.entry, strategies, m), state: laneState(lane, race, geometry, givens, strategies, m) }))
    : [];
  const loading = race.status === 'loading';
  const over = race.status === 'done';
  const { target, speed, elapsed } = race.player;
  const toEnd = race.playing && target === Infinity;
  return {
    lanes,
    controls: {
      controls: {
        play: { icon: race.playing ? 'pause' : 'play', text: m.t(race.playing ? 'element.pause' : 'element.play'), disabled: !race.canRun && !race.playing },
        end: { icon: toEnd ? 'stop' : 'end', text: m.t(toEnd ? 'element.cancel' : 'element.runToEnd'), disabled: !race.canRun && !toEnd },
        back: race.usable && race.at > 0,
        step: race.canRun,
        reset: !loading && race.lanes.length > 0,
        speed,
      },
      mode: 'full',
      status: race.status,
      progress:
        !race.playing || target == null
          ? null
          : toEnd
            ? m.t('element.runningToEnd', { done: formatSeconds(elapsed, m) })
            : m.t('element.steppingTo', { target: formatCount(target, m), done: formatSeconds(elapsed, m) }),
      messages: m,
    },
    scrub: { at: race.at, reach: race.reach, disabled: !race.usable || race.reach === 0 },
    line: raceLine(race, message, m),
    message,
    table: over ? resultTable(race.results, strategies, m) : null,
    messages: m,
  };
}

/**
 * Each lane's last view state and what it was made from: a search that has stopped (or is
 * waiting for the others) keeps its state object, and its views skip the frame.
 * @type {WeakMap<Lane, { key: string, state: ViewState & { live: null } }>}
 */
const made = new WeakMap();

/**
 * One search's view state, with the stepper's model: its board, its strategy's counters (with
 * engine time and engine steps per second), its banner and narration.
 * @param {Lane} lane
 * @param {Race} race
 * @param {BoardGeometry} geometry
 * @param {Uint8Array} givens
 * @param {import('../engine/engine.js').StrategyInfo[]} strategies
 * @param {Messages} m
 * @returns {ViewState & { live: null }}
 */
function laneState(lane, race, geometry, givens, strategies, m) {
  const s = lane.session;
  const status = lane.status(race.status);
  const playing = race.playing && !lane.ended;
  const { target, speed } = race.player;
  const key = `${s.steps} ${status} ${lane.active} ${playing} ${target} ${speed} ${lane.ms} ${m.lang}`;
  const before = made.get(lane);
  if (before?.key === key) return before.state;
  const counters = s.counters;
  const state = viewState({
    status,
    mode: 'full',
    editable: false,
    geometry,
    givens,
    conflicts: [],
    snapshot: s.snapshot(false),
    counters,
    done: s.done,
    last: s.last,
    refutation: lane.refutation,
    preview: null,
    previewDepth: 0,
    selected: -1,
    active: lane.active,
    playing,
    target,
    speed,
    elapsed: lane.ms,
    rate: lane.ms > 0 ? (counters.steps * 1000) / lane.ms : 0,
    strategy: lane.entry.name,
    params: lane.entry.params,
    strategies,
    panels: ['counters'],
    message: '',
    // A lane shows no chart panel and no tree.
    chart: null,
    tree: null,
    cover: null,
    unitPenalties: s.unitPenalties(),
    runtimes: null,
    messages: m,
  });
  // The stepper's counters end with wall time and its rate; here the search's engine time
  // ("time", as in the table) is what the searches are compared by. Four searches share a
  // screen, so each keeps its counters compact: no rate, and no solutions (the banner says it).
  const counterList = state.counterList
    .filter((c) => c.key !== 'rate' && c.key !== 'solutions')
    .map((c) => (c.key === 'elapsed' ? { key: c.key, label: m.t('compare.time') } : c));
  const shown = { ...state, counterList, counters: { ...state.counters, elapsed: formatMs(lane.ms, m) }, live: /** @type {null} */ (null) };
  made.set(lane, { key, state: shown });
  return shown;
}

/**
 * Where the race is: ready, running, paused (at the race's step), or over; while it runs or is
 * paused, how many searches have finished (stopped at a solution or at their end) and how many
 * have not, counted from the lanes.
 * @param {Race} race
 * @param {string} message  the element's error messages
 * @param {Messages} m
 */
function raceLine(race, message, m) {
  const n = race.lanes.length;
  const stopped = race.lanes.filter((l) => l.ended).length;
  const left = n - stopped;
  switch (race.status) {
    // The load's failure (a CSP, a 404) is said as a message; "loading" would be stale.
    case 'loading':
      return message ? '' : m.t('element.loading');
    case 'invalid':
      return m.t('compare.invalid');
    case 'ready':
      return m.t('compare.ready', { n });
    case 'running':
      return m.t('compare.running', { n, left, stopped, lockstep: race.lockstep });
    case 'paused':
      return m.t('compare.paused', { at: formatCount(race.at, m), left, stopped, n });
    case 'done':
      return m.t('compare.done', { n });
    default:
      return '';
  }
}
