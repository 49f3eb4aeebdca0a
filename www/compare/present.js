// What a <sudoku-compare> draws, from its race: each search's view state as the stepper's views
// read it (model/view.js, so the boards and counters are the stepper's own), the race's
// controls, the line that says where the race is, and the table at the end.
import { viewState } from '../model/view.js';
import { formatCount, formatSeconds } from '../model/format.js';
import { entryLabel, formatMs, resultTable } from '../model/compare.js';

/** @typedef {import('../engine/engine.js').Engine} Engine */
/** @typedef {import('../engine/engine.js').BoardGeometry} BoardGeometry */
/** @typedef {import('../model/view.js').ViewState} ViewState */
/** @typedef {import('../model/compare.js').ResultTable} ResultTable */
/** @typedef {import('./race.js').Race} Race */
/** @typedef {import('./search.js').Lane} Lane */

/** @typedef {import('../views/controls.js').ControlsState} ControlsState */

/**
 * @typedef {object} CompareState
 * @property {{ label: string, state: ViewState & { live: null } }[]} lanes
 * @property {ControlsState} controls
 * @property {{ at: number, reach: number, disabled: boolean }} scrub  the step slider: the race's step of the steps reached
 * @property {string} line       where the race is, in words (the live region says it on a change)
 * @property {string} message
 * @property {ResultTable | null} table  once every search has stopped
 */

/**
 * @param {Race} race
 * @param {{ engine: Engine | null, geometry: BoardGeometry | null, givens: Uint8Array, message: string }} board
 * @returns {CompareState}
 */
export function compareState(race, { engine, geometry, givens, message }) {
  const strategies = engine?.strategies ?? [];
  const lanes = geometry
    ? race.lanes.map((lane) => ({ label: entryLabel(lane.entry, strategies), state: laneState(lane, race, geometry, givens, strategies) }))
    : [];
  const loading = race.status === 'loading';
  const over = race.status === 'done';
  const { target, speed, elapsed } = race.player;
  const toEnd = race.playing && target === Infinity;
  return {
    lanes,
    controls: {
      controls: {
        play: { icon: race.playing ? 'pause' : 'play', text: race.playing ? 'Pause' : 'Play', disabled: !race.canRun && !race.playing },
        end: { icon: toEnd ? 'stop' : 'end', text: toEnd ? 'Cancel' : 'Run to end', disabled: !race.canRun && !toEnd },
        back: race.usable && race.at > 0,
        step: race.canRun,
        reset: !loading && race.lanes.length > 0,
        speed,
      },
      mode: 'full',
      status: race.status,
      progress: !race.playing || target == null ? null
        : toEnd ? `Running to the end… ${formatSeconds(elapsed)}. Press Cancel or Esc to stop.`
        : `Stepping to step ${formatCount(target)}… ${formatSeconds(elapsed)}. Press Pause or Esc to stop.`,
    },
    scrub: { at: race.at, reach: race.reach, disabled: !race.usable || race.reach === 0 },
    line: raceLine(race, message),
    message,
    table: over ? resultTable(race.results, strategies) : null,
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
 * @returns {ViewState & { live: null }}
 */
function laneState(lane, race, geometry, givens, strategies) {
  const s = lane.session;
  const status = lane.status(race.status);
  const playing = race.playing && !lane.ended;
  const { target, speed } = race.player;
  const key = `${s.steps} ${status} ${lane.active} ${playing} ${target} ${speed} ${lane.ms}`;
  const before = made.get(lane);
  if (before?.key === key) return before.state;
  const counters = s.counters;
  const state = viewState({
    status, mode: 'full', editable: false, geometry, givens, conflicts: [],
    snapshot: s.snapshot(false), counters, done: s.done, last: s.last, refutation: lane.refutation,
    preview: null, previewDepth: 0, selected: -1, active: lane.active,
    playing, target, speed,
    elapsed: lane.ms, rate: lane.ms > 0 ? (counters.steps * 1000) / lane.ms : 0, strategy: lane.entry.name, params: lane.entry.params,
    strategies, panels: ['counters'], message: '', trace: null, tree: null,
    columnSizes: s.columnSizes(), unitPenalties: s.unitPenalties(), runtimes: null,
  });
  // The stepper's counters end with wall time and its rate; here the search's engine time
  // ("time", as in the table) is what the searches are compared by. Four searches share a
  // screen, so each keeps its counters compact: no rate, and no solutions (the banner says it).
  const counterList = state.counterList
    .filter((c) => c.key !== 'rate' && c.key !== 'solutions')
    .map((c) => (c.key === 'elapsed' ? { key: c.key, label: 'time' } : c));
  const shown = { ...state, counterList, counters: { ...state.counters, elapsed: formatMs(lane.ms) }, live: /** @type {null} */ (null) };
  made.set(lane, { key, state: shown });
  return shown;
}

/**
 * Where the race is: ready, running (the step of the slowest), paused, or over.
 * @param {Race} race
 * @param {string} message  the element's error messages
 */
function raceLine(race, message) {
  const n = race.lanes.length;
  switch (race.status) {
    // The load's failure (a CSP, a 404) is said as a message; "loading" would be stale.
    case 'loading': return message ? '' : 'Loading the solver…';
    case 'invalid': return 'Fix the settings to start the comparison.';
    case 'ready': return `${n} searches of one board, ready. Press Play, Step or Run to end.`;
    case 'running': return `Running ${n} searches on one clock (lockstep per ${race.lockstep}).`;
    case 'paused': {
      const left = race.lanes.filter((l) => !l.ended).length;
      return `Paused at step ${formatCount(race.at)}; ${left} of ${n} searches still running.`;
    }
    case 'done': return `All ${n} searches have stopped: the table below compares them.`;
    default: return '';
  }
}
