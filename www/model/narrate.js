// What the page says in words: the narration of one event, the banner at the end of a search,
// and the short summaries the screen-reader region announces while a search runs fast.
import { ChoiceKind, EventKind, NONE } from '../engine/events.js';
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
      return `${at(ev.cell)}: ${choices(maskDigits(ev.candidates))} (depth ${ev.depth})${why(ev.choice)}`;
    case EventKind.SelectPlace: {
      const places = placeCells(ev, g);
      return `${digitChar(ev.digit)} in ${g.unitName(ev.unit)}: choose among ${plural(places.length, 'place')}, ${places.map(at).join(' ')} (depth ${ev.depth})${why(ev.choice)}`;
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
      return `back to depth ${ev.depth}${ev.count ? `, clearing ${plural(ev.count, 'cell')}` : ''}${ev.next ? `: ${at(ev.next.cell)} tries ${digitChar(ev.next.digit)} next` : ''}`;
    case EventKind.Prune:
      return `pruned: ${digitChar(ev.digit)} is no longer possible in ${at(ev.cell)}, because of ${at(ev.peer)} (${g.unitName(ev.unit)})`;
    case EventKind.Revise:
      return `arc consistency: ${at(ev.cell)} has only ${digitChar(ev.digit)} left, so ${digitChar(ev.digit)} leaves the domains of ${plural(ev.count, 'empty peer')}`;
    case EventKind.Backjump:
      return backjump(ev);
    case EventKind.Propose:
      return `${proposal(ev, g)}: penalty ${signed(ev.delta)}`;
    case EventKind.Accept:
      return `move made: penalty now ${ev.count}`;
    case EventKind.Reject:
      return `move refused: penalty stays ${ev.count}`;
    case EventKind.Cool:
      return `cooling: temperature now ${formatTemperature(ev.temperature)}`;
    case EventKind.Restart:
      return restart(ev, counters);
    case EventKind.BudgetExhausted:
      return `budget spent after ${plural(counters.steps, 'step')}: the best board found, penalty ${ev.count}, is back on the board; this proves nothing`;
    case EventKind.Solution:
      return `solution ${formatCount(counters.solutions)} found after ${plural(counters.steps, 'step')}`;
    case EventKind.Exhausted:
      if (ev.family === 'local') {
        return counters.solutions === 0
          ? 'search over: the givens leave no move to make, and the board is no solution; this proves nothing'
          : 'search over: a local search stops at its first solution';
      }
      return counters.solutions === 0
        ? `no solution: every branch ended in a dead end (${plural(counters.steps, 'step')})`
        : `search complete: ${plural(counters.solutions, 'solution')}`;
    default:
      return '';
  }
}

/**
 * Why a decision is where it is, as the engine reports it (`Session.explain`): '' when it says
 * nothing. "Fewer than any other" only when no other cell or column has as many.
 * @param {import('../engine/events.js').Choice | null | undefined} c
 */
function why(c) {
  if (!c) return '';
  switch (c.kind) {
    case ChoiceKind.RowOrder:
      return ': the first empty cell in row order';
    case ChoiceKind.SortedOrder:
      return ': the next cell of the fixed order, sorted once by candidates at the start';
    case ChoiceKind.FewestCandidates:
      return fewest(plural(c.count, 'candidate'), c.ties, 'empty cell', 'row order');
    case ChoiceKind.FewestOptions:
      return fewest(plural(c.count, 'option'), c.ties, 'open constraint', 'column order');
    default:
      return '';
  }
}

/**
 * "2 candidates, fewer than any other empty cell", or with ties "2 candidates; no empty cell
 * has fewer (3 others tie), first in row order".
 * @param {string} count
 * @param {number} ties
 * @param {string} what
 * @param {string} order
 */
function fewest(count, ties, what, order) {
  return ties === 0
    ? `: ${count}, fewer than any other ${what}`
    : `: ${count}; no ${what} has fewer (${ties === 1 ? '1 other ties' : `${formatCount(ties)} others tie`}), first in ${order}`;
}

/**
 * A local search's restart: the first is its start (a random fill, or a random shot), a later
 * one is annealing's reheat (the board unchanged) or shoot-and-go's new shot. Told apart by the
 * engine's restart count, so stepping back or jumping to a step says the same.
 * @param {SearchEvent} ev
 * @param {Counters} counters  after the restart (`restarts` counts it)
 */
function restart(ev, counters) {
  const annealing = counters.temperature > 0;
  const t = formatTemperature(counters.temperature);
  if (counters.restarts <= 1) {
    return annealing
      ? `start: random fill (each box gets its missing digits), penalty ${ev.count}, temperature ${t}`
      : `start: random shot (a random digit in every free cell), penalty ${ev.count}`;
  }
  return annealing
    ? `reheat: temperature back to ${t}, penalty ${ev.count} (the board stays)`
    : `new shot: a random digit in every free cell, penalty ${ev.count}`;
}

/**
 * A decision's digits in words: "choose among 2 3 5", or "only 7 fits" when there is one, which
 * "choose among 7" would make sound like a count.
 * @param {string[]} digits
 */
function choices(digits) {
  return digits.length === 1 ? `only ${digits[0]} fits` : `choose among ${digits.join(' ')}`;
}

/**
 * A backjump in words: where it goes and the decisions it skips, or that no decision caused the
 * dead end (the search is over).
 * @param {SearchEvent} ev
 */
function backjump(ev) {
  if (ev.depth === 0) return `backjump: no decision caused the dead end at depth ${ev.from}, so none can undo it`;
  const skipped = ev.count ? `, skipping ${plural(ev.count, 'decision')} that did not cause it` : '';
  return `backjump from depth ${ev.from} to depth ${ev.depth}, the newest decision in the conflict set${skipped}`;
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
  return `Ready: ${plural(givens, 'given')}, strategy ${strategy}. Press Play, or → for one step.`;
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
  if (status === 'unsolvable' && !exact) {
    // A local search proves nothing, even when singles from the givens refute the board: that
    // fact is the givens', and is said as theirs.
    const givens = refutation ? ` Singles from the givens alone show there is none: ${deadEnd(refutation, geometry)}.` : ' A solution may still exist.';
    return { tone: 'bad', text: `Gave up after ${steps}, best penalty ${counters.bestPenalty} — this proves nothing.${givens}` };
  }
  if (status === 'unsolvable') {
    const why = refutation ? deadEnd(refutation, geometry) : 'every branch of the search ended in a dead end';
    return { tone: 'bad', text: `No solution: ${why} (proved in ${steps})` };
  }
  return null;
}

/**
 * A short spoken summary of a running or stopped search: a local search has no depth nor
 * backtracks but a penalty, and when it stops without a solution it gave up (it proved nothing).
 * @param {string} status
 * @param {Counters} c
 * @param {boolean} [exact]  false for a local search
 */
export function summary(status, c, exact = true) {
  const head = { running: 'Running', paused: 'Paused', solved: 'Solved', unsolvable: exact ? 'No solution' : 'Gave up', ready: 'Ready' }[status] ?? status;
  return exact
    ? `${head}: ${plural(c.steps, 'step')}, depth ${c.depth}, ${plural(c.backtracks, 'backtrack')}, ${plural(c.solutions, 'solution')}.`
    : `${head}: ${plural(c.steps, 'step')}, penalty ${c.penalty}, best ${c.bestPenalty}, ${plural(c.solutions, 'solution')}.`;
}
