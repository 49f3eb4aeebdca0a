// What the page says in words: the narration of one event, the banner at the end of a search,
// and the short summaries the screen-reader region announces while a search runs fast.
import { EventKind, NONE } from '../engine/events.js';
import { digitChar, formatCount, maskDigits, plural } from './format.js';
import { placeCells } from './board.js';

/** @typedef {import('../engine/events.js').SearchEvent} SearchEvent */
/** @typedef {import('../engine/engine.js').BoardGeometry} BoardGeometry */
/** @typedef {import('../engine/session.js').Counters} Counters */

/**
 * The narration of one event. `counters` are the counters after it.
 * @param {SearchEvent} ev
 * @param {BoardGeometry} g
 * @param {Counters} counters
 * @returns {string}
 */
export function narrate(ev, g, counters) {
  const at = g.cellName;
  switch (ev.kind) {
    case EventKind.Select:
      return `${at(ev.cell)}: choose among ${maskDigits(ev.candidates).join(' ')} (depth ${ev.depth})`;
    case EventKind.SelectPlace: {
      const places = placeCells(ev, g);
      return `${digitChar(ev.digit)} in ${g.unitName(ev.unit)}: choose among ${plural(places.length, 'place')}, ${places.map(at).join(' ')} (depth ${ev.depth})`;
    }
    case EventKind.Try:
      return `${at(ev.cell)}: try ${digitChar(ev.digit)} (branch ${ev.branch} of ${ev.of})`;
    case EventKind.Conflict: {
      const unit = g.sharedUnit(ev.cell, ev.peer);
      return `${at(ev.cell)}: ${digitChar(ev.digit)} conflicts with ${at(ev.peer)}${unit ? ` (${unit})` : ''}`;
    }
    case EventKind.Propagate:
      return ev.unit === NONE
        ? `${at(ev.cell)} = ${digitChar(ev.digit)}: naked single (only candidate left)`
        : `${at(ev.cell)} = ${digitChar(ev.digit)}: hidden single (only place in ${g.unitName(ev.unit)})`;
    case EventKind.Filter:
      return `look-ahead removed ${plural(ev.count, 'candidate')}`;
    case EventKind.DeadEnd:
      return `dead end: ${deadEnd(ev, g)}`;
    case EventKind.Backtrack:
      return `back to depth ${ev.depth}${ev.count ? `, clearing ${plural(ev.count, 'cell')}` : ''}`;
    case EventKind.Propose:
      return `${proposal(ev, g)}: penalty ${signed(ev.delta)}`;
    case EventKind.Accept:
      return `move made: penalty now ${ev.count}`;
    case EventKind.Reject:
      return `move refused: penalty stays ${ev.count}`;
    case EventKind.Cool:
      return `cooling: temperature now ${formatTemperature(ev.temperature)}`;
    case EventKind.Restart:
      return counters.temperature > 0
        ? `reheat: temperature back to ${formatTemperature(counters.temperature)}, penalty ${ev.count}`
        : `new start: penalty ${ev.count}`;
    case EventKind.BudgetExhausted:
      return `budget spent: the best board, penalty ${ev.count}, is back on the board`;
    case EventKind.Solution:
      return `solution ${formatCount(counters.solutions)} found after ${plural(counters.steps, 'step')}`;
    case EventKind.Exhausted:
      return counters.solutions === 0
        ? `no solution: every branch ended in a dead end (${plural(counters.steps, 'step')})`
        : `search complete: ${plural(counters.solutions, 'solution')}`;
    default:
      return '';
  }
}

/**
 * A local search's move in words: a swap of two cells of a box, or one cell's new digit.
 * @param {SearchEvent} ev
 * @param {BoardGeometry} g
 */
function proposal(ev, g) {
  return ev.peer === NONE
    ? `try ${g.cellName(ev.cell)} = ${digitChar(ev.digit)}`
    : `try swapping ${g.cellName(ev.cell)} and ${g.cellName(ev.peer)} (to ${digitChar(ev.digit)} and ${digitChar(ev.digit2)})`;
}

/** @param {number} n */
function signed(n) {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '±0';
}

/**
 * A temperature with three significant digits ("72.9", "0.0813").
 * @param {number} t
 */
export function formatTemperature(t) {
  return t >= 1000 ? String(Math.round(t)) : String(Number(t.toPrecision(3)));
}

/**
 * The cause of a dead end: "r4c5 has no candidate left", "7 has no place left in box 3".
 * @param {SearchEvent} ev
 * @param {BoardGeometry} g
 */
export function deadEnd(ev, g) {
  return ev.cell !== NONE
    ? `${g.cellName(ev.cell)} has no candidate left`
    : `${digitChar(ev.digit)} has no place left in ${g.unitName(ev.unit)}`;
}

/**
 * The line shown before the first step.
 * @param {number} givens
 * @param {string} strategy
 */
export function readyLine(givens, strategy) {
  return `Ready: ${plural(givens, 'given')}, strategy ${strategy}. Press Play or →.`;
}

/**
 * The banner at the end of a search (or at a solution), or null.
 * `refutation` is the dead end that singles reach from the givens, when they do; `exact` is false
 * for a local search, whose end without a solution proves nothing.
 * @param {{ status: string, done: boolean, counters: Counters,
 *   refutation: SearchEvent | null, geometry: BoardGeometry, exact: boolean }} s
 * @returns {{ tone: 'ok' | 'bad', text: string } | null}
 */
export function banner({ status, done, counters, refutation, geometry, exact }) {
  const steps = plural(counters.steps, 'step');
  if (status === 'solved') {
    return done && exact
      ? { tone: 'ok', text: `Search complete: ${plural(counters.solutions, 'solution')} in ${steps}` }
      : { tone: 'ok', text: `Solved in ${steps}` };
  }
  if (status === 'unsolvable' && !exact && !refutation) {
    return { tone: 'bad', text: `Gave up: the step budget is spent (${steps}), best penalty ${counters.bestPenalty}. A local search proves nothing: a solution may still exist.` };
  }
  if (status === 'unsolvable') {
    const why = refutation ? deadEnd(refutation, geometry) : 'every branch of the search ended in a dead end';
    return { tone: 'bad', text: `No solution: ${why} (proved in ${steps})` };
  }
  return null;
}

/**
 * A short spoken summary of a running or stopped search.
 * @param {string} status
 * @param {Counters} c
 */
export function summary(status, c) {
  const head = { running: 'Running', paused: 'Paused', solved: 'Solved', unsolvable: 'No solution', ready: 'Ready' }[status] ?? status;
  return `${head}: ${plural(c.steps, 'step')}, depth ${c.depth}, ${plural(c.backtracks, 'backtrack')}, ${plural(c.solutions, 'solution')}.`;
}
