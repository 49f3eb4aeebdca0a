// What the page says in words: the narration of one event, the banner at the end of a search,
// and the short summaries the screen-reader region announces while a search runs fast.
import { ChoiceKind, EventKind, NONE } from '../engine/events.js';
import { counted, digitChar, formatCount, maskDigits, significant } from './format.js';
import { placeCells } from './board.js';
import { cellPlace, sharedUnitId, unitPlace } from '../engine/places.js';
import '../i18n/english.js';
import { ENGLISH } from '../i18n/messages.js';
import { strategyName } from './strategy-name.js';
import { blockedParts, depthList } from './blocked.js';

/** @typedef {import('../engine/events.js').SearchEvent} SearchEvent */
/** @typedef {import('../engine/engine.js').BoardGeometry} BoardGeometry */
/** @typedef {import('../engine/session.js').Counters} Counters */
/** @typedef {import('../i18n/messages.js').Messages} Messages */

/**
 * The narration of one event. `counters` are the counters after it.
 * @param {SearchEvent} ev
 * @param {BoardGeometry} g
 * @param {Counters} counters
 * @param {Messages} [m]
 * @returns {string}
 */
export function narrate(ev, g, counters, m = ENGLISH) {
  const at = (/** @type {number} */ cell) => cellWords(g, cell, m);
  const steps = () => counted(counters.steps, 'narration.steps', m);
  switch (ev.kind) {
    case EventKind.Select:
      return m.t('narration.select', { cell: at(ev.cell), choices: choices(maskDigits(ev.candidates, g), m), depth: ev.depth, why: why(ev.choice, m) });
    case EventKind.SelectPlace: {
      const places = placeCells(ev, g);
      return m.t('narration.selectPlace', {
        digit: digitChar(ev.digit, g),
        unit: unitWords(g, ev.unit, m, true),
        n: places.length,
        count: formatCount(places.length, m),
        cells: places.map(at).join(' '),
        depth: ev.depth,
        why: why(ev.choice, m),
      });
    }
    case EventKind.Try:
      return m.t('narration.try', { cell: at(ev.cell), digit: digitChar(ev.digit, g), branch: ev.branch, of: ev.of });
    case EventKind.Conflict: {
      const unit = sharedUnitId(g, ev.cell, ev.peer);
      return m.t('narration.conflict', {
        cell: at(ev.cell),
        digit: digitChar(ev.digit, g),
        peer: at(ev.peer),
        shared: unit < 0 ? 'none' : unitWords(g, unit, m),
      });
    }
    case EventKind.Propagate:
      return ev.unit === NONE
        ? m.t('narration.naked', { cell: at(ev.cell), digit: digitChar(ev.digit, g) })
        : m.t('narration.hidden', { cell: at(ev.cell), digit: digitChar(ev.digit, g), unit: unitWords(g, ev.unit, m, true) });
    case EventKind.Filter:
      return counted(ev.count, 'narration.filter', m);
    case EventKind.DeadEnd:
      return m.t('narration.deadEnd', { why: deadEnd(ev, g, m) });
    case EventKind.Backtrack:
      return m.t('narration.backtrack', {
        depth: ev.depth,
        clearing: ev.count ? counted(ev.count, 'narration.clearing', m) : '',
        next: ev.next ? m.t('narration.next', { cell: at(ev.next.cell), digit: digitChar(ev.next.digit, g) }) : '',
      });
    case EventKind.Prune:
      return m.t(ev.singleton ? 'narration.pruneSingleton' : 'narration.prune', {
        digit: digitChar(ev.digit, g),
        cell: at(ev.cell),
        peer: at(ev.peer),
        unit: unitWords(g, ev.unit, m),
      });
    case EventKind.Revise:
      return m.t('narration.revise', { cell: at(ev.cell), digit: digitChar(ev.digit, g), n: ev.count, count: formatCount(ev.count, m) });
    case EventKind.Backjump:
      return backjump(ev, m);
    case EventKind.Propose:
      return m.t('narration.propose', { move: proposal(ev, g, m), delta: signed(ev.delta) });
    case EventKind.Accept:
    case EventKind.Reject:
      return decision(ev, g, m);
    case EventKind.Cool:
      return m.t('narration.cool', { t: formatTemperature(ev.temperature, m) });
    case EventKind.Restart:
      return restart(ev, counters, m);
    case EventKind.BudgetExhausted:
      return m.t('narration.budget', { steps: steps(), penalty: ev.count });
    case EventKind.Solution:
      return m.t('narration.solution', { count: formatCount(counters.solutions, m), steps: steps() });
    case EventKind.Exhausted:
      if (ev.family === 'local') return m.t(counters.solutions === 0 ? 'narration.localNone' : 'narration.localFirst');
      return counters.solutions === 0
        ? m.t('narration.noSolution', { steps: steps() })
        : m.t('narration.complete', { solutions: counted(counters.solutions, 'narration.solutions', m) });
    default:
      return '';
  }
}

/**
 * A cell's name in the language ("r3c4", "ř3s4"), its row and column the engine's.
 * @param {BoardGeometry} g
 * @param {number} cell
 * @param {Messages} [m]
 */
export function cellWords(g, cell, m = ENGLISH) {
  return m.t('narration.cell', cellPlace(g, cell));
}

/**
 * A unit's name ("row 3"), or with `inside` the phrase for a place in it ("in row 3", "v řádku 3").
 * @param {BoardGeometry} g
 * @param {number} id
 * @param {Messages} m
 * @param {boolean} [inside]
 */
export function unitWords(g, id, m, inside = false) {
  return m.t(inside ? 'narration.inUnit' : 'narration.unit', unitPlace(g, id));
}

/**
 * Why a decision is where it is, as the engine reports it (`Session.explain`): '' when it says
 * nothing. "Fewer than any other" only when no other cell or column has as many.
 * @param {import('../engine/events.js').Choice | null | undefined} c
 * @param {Messages} m
 */
function why(c, m) {
  if (!c) return '';
  switch (c.kind) {
    case ChoiceKind.RowOrder:
      return m.t('narration.rowOrder');
    case ChoiceKind.SortedOrder:
      return m.t('narration.sortedOrder');
    case ChoiceKind.FewestCandidates:
    case ChoiceKind.FewestOptions:
      return m.t(c.kind === ChoiceKind.FewestCandidates ? 'narration.fewestCells' : 'narration.fewestColumns', {
        n: c.count,
        count: formatCount(c.count, m),
        ties: c.ties,
        tieCount: formatCount(c.ties, m),
      });
    default:
      return '';
  }
}

/**
 * A local search's restart: the first is its start (a random fill, or a random shot), a later
 * one is annealing's reheat (the board unchanged) or shoot-and-go's new shot. Told apart by the
 * engine's restart count, so stepping back or jumping to a step says the same.
 * @param {SearchEvent} ev
 * @param {Counters} counters  after the restart (`restarts` counts it)
 * @param {Messages} m
 */
function restart(ev, counters, m) {
  const annealing = counters.temperature > 0;
  const values = { penalty: ev.count, t: formatTemperature(counters.temperature, m) };
  if (counters.restarts <= 1) return m.t(annealing ? 'narration.startFill' : 'narration.startShot', values);
  return m.t(annealing ? 'narration.reheat' : 'narration.newShot', values);
}

/**
 * A decision's digits in words: "choose among 2 3 5", or "only 7 fits" when there is one, which
 * "choose among 7" would make sound like a count.
 * @param {string[]} digits
 * @param {Messages} m
 */
function choices(digits, m) {
  return digits.length === 1 ? m.t('narration.only', { digit: digits[0] }) : m.t('narration.among', { digits: digits.join(' ') });
}

/**
 * A backjump in words: where it goes, the conflict set it goes by when the engine gave it
 * (`Session.explain`), and the decisions it skips; or that no decision caused the dead end (the
 * search is over).
 * @param {SearchEvent} ev
 * @param {Messages} m
 */
function backjump(ev, m) {
  if (ev.depth === 0) return m.t('narration.backjumpNone', { from: ev.from });
  const skipped = ev.count ? counted(ev.count, 'narration.skipping', m) : '';
  if (ev.conflict?.length) return m.t('narration.backjumpSet', { from: ev.from, depth: ev.depth, depths: depthList(ev.conflict, m), skipped });
  return m.t('narration.backjump', { from: ev.from, depth: ev.depth, skipped });
}

/**
 * A local search's move in words: a swap of two cells of a box, or one cell's new digit.
 * @param {SearchEvent} ev
 * @param {BoardGeometry} g
 * @param {Messages} m
 */
function proposal(ev, g, m) {
  return ev.peer === NONE
    ? m.t('narration.proposeSet', { cell: cellWords(g, ev.cell, m), digit: digitChar(ev.digit, g) })
    : m.t('narration.proposeSwap', {
        cell: cellWords(g, ev.cell, m),
        peer: cellWords(g, ev.peer, m),
        digit: digitChar(ev.digit, g),
        digit2: digitChar(ev.digit2, g),
      });
}

/**
 * A local search's move made or refused, with the engine's reason (`Session.explain`): annealing's
 * Δ, T, p = e^(−Δ/T) and the draw compared with it; shoot-and-go's cell, digits and neighbours.
 * Without a reason (an event read on its own), only the penalty.
 * @param {SearchEvent} ev
 * @param {BoardGeometry} g
 * @param {Messages} m
 */
function decision(ev, g, m) {
  const accepted = ev.kind === EventKind.Accept;
  const { acceptance: a, descent: d } = ev;
  if (d) {
    return m.t('narration.descend', {
      cell: cellWords(g, d.cell, m),
      from: digitChar(d.from, g),
      to: digitChar(d.to, g),
      n: d.neighbours,
      count: formatCount(d.neighbours, m),
      delta: signed(d.delta),
      penalty: ev.count,
    });
  }
  if (!a) return m.t(accepted ? 'narration.accept' : 'narration.reject', { penalty: ev.count });
  if (a.draw === null) return m.t('narration.acceptFree', { delta: signed(a.delta), better: a.delta < 0 ? 'yes' : 'no', penalty: ev.count });
  const [p, draw] = chanceAndDraw(a.probability, a.draw, m);
  const values = { delta: signed(a.delta), rise: a.delta, t: formatTemperature(a.temperature, m), p, draw, penalty: ev.count };
  return m.t(accepted ? 'narration.acceptDraw' : 'narration.rejectDraw', values);
}

/**
 * A chance and the draw compared with it, each to the same significant digits, 3 or as many more
 * as it takes for the two as written to differ: rounding keeps their order, so "p ≈ 0.973 >
 * draw 0.9728" never reads "0.973 > 0.973".
 * @param {number} p
 * @param {number} u
 * @param {Messages} m
 */
function chanceAndDraw(p, u, m) {
  let digits = 3;
  while (digits < 17 && p !== u && Number(p.toPrecision(digits)) === Number(u.toPrecision(digits))) digits++;
  return [chance(p, digits, m), chance(u, digits, m)];
}

/** Superscript digits and minus, for a power of ten. */
const SUPERSCRIPT = { '-': '⁻', 0: '⁰', 1: '¹', 2: '²', 3: '³', 4: '⁴', 5: '⁵', 6: '⁶', 7: '⁷', 8: '⁸', 9: '⁹' };

/**
 * A number in [0, 1] to `digits` significant digits; below 0.0001 as a power of ten ("3.7 × 10⁻⁶"),
 * as annealing's chances near freezing are.
 * @param {number} x
 * @param {number} digits
 * @param {Messages} m
 */
function chance(x, digits, m) {
  if (x === 0 || x >= 1e-4) return significant(x, digits, m);
  const [mantissa, exponent] = x.toExponential(digits - 1).split('e');
  const power = [...String(Number(exponent))].map((c) => SUPERSCRIPT[/** @type {keyof typeof SUPERSCRIPT} */ (c)]).join('');
  return m.t('narration.power', { mantissa: significant(Number(mantissa), digits, m), exponent: power });
}

/** @param {number} n */
function signed(n) {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '±0';
}

/**
 * A temperature with three significant digits ("72.9", "0.0813"; "72,9" in Czech).
 * @param {number} t
 * @param {Messages} [m]
 */
export function formatTemperature(t, m = ENGLISH) {
  const text = t >= 1000 ? String(Math.round(t)) : String(Number(t.toPrecision(3)));
  // English as written above (no Intl on the way to the first frame); others in their decimal sign.
  return m.lang === 'en' ? text : Number(text).toLocaleString(m.lang, { maximumFractionDigits: 20, useGrouping: false });
}

/**
 * The cause of a dead end: "r4c5 has no candidate left", "7 has no place left in box 3", with
 * what rules out each way out when the engine gave it (`Session.explain`): "…: 1 2 in row 4,
 * 3 in column 5 and 5 6 7 8 9 in box 5".
 * @param {SearchEvent} ev
 * @param {BoardGeometry} g
 * @param {Messages} [m]
 */
export function deadEnd(ev, g, m = ENGLISH) {
  const why =
    ev.cell !== NONE
      ? m.t('narration.noCandidate', { cell: cellWords(g, ev.cell, m) })
      : m.t('narration.noPlace', { digit: digitChar(ev.digit, g), unit: unitWords(g, ev.unit, m, true) });
  return ev.blockers?.length ? m.t('narration.blocked', { why, parts: blockedParts(ev, g, m) }) : why;
}

/**
 * The line shown before the first step.
 * @param {number} givens
 * @param {string} strategy
 * @param {Messages} [m]
 */
export function readyLine(givens, strategy, m = ENGLISH) {
  return m.t('narration.ready', { n: givens, count: formatCount(givens, m), strategy: strategyName(strategy, m) });
}

/**
 * The banner at the end of a search (or at a solution), or null.
 * `refutation` is the dead end that singles reach from the givens, when they do; `exact` is false
 * for a local search, whose end without a solution proves nothing.
 * @param {{ status: string, done: boolean, counters: Counters,
 *   refutation: SearchEvent | null, geometry: BoardGeometry, exact: boolean }} s
 * @param {Messages} [m]
 * @returns {{ tone: 'ok' | 'bad', text: string } | null}
 */
export function banner({ status, done, counters, refutation, geometry, exact }, m = ENGLISH) {
  const steps = counted(counters.steps, 'narration.steps', m);
  if (status === 'solved') {
    return done && exact
      ? { tone: 'ok', text: m.t('narration.searchComplete', { solutions: counted(counters.solutions, 'narration.solutions', m), steps }) }
      : { tone: 'ok', text: m.t('narration.solvedIn', { steps }) };
  }
  if (status === 'unsolvable' && !exact) {
    // A local search proves nothing, even when singles from the givens refute the board: that
    // fact is the givens', and is said as theirs.
    const givens = refutation ? m.t('narration.givensRefute', { why: deadEnd(refutation, geometry, m) }) : m.t('narration.mayExist');
    return { tone: 'bad', text: m.t('narration.gaveUp', { steps, penalty: counters.bestPenalty, givens }) };
  }
  if (status === 'unsolvable') {
    const why = refutation ? deadEnd(refutation, geometry, m) : m.t('narration.everyBranch');
    return { tone: 'bad', text: m.t('narration.noSolutionProved', { why, steps }) };
  }
  return null;
}

/**
 * A short spoken summary of a running or stopped search: a local search has no depth nor
 * backtracks but a penalty, and when it stops without a solution it gave up (it proved nothing).
 * @param {string} status
 * @param {Counters} c
 * @param {boolean} [exact]  false for a local search
 * @param {Messages} [m]
 */
export function summary(status, c, exact = true, m = ENGLISH) {
  const head = m.t('narration.status', { status: status === 'unsolvable' && !exact ? 'gaveUp' : status });
  const words = { head, steps: counted(c.steps, 'narration.steps', m), solutions: counted(c.solutions, 'narration.solutions', m) };
  return exact
    ? m.t('narration.summary', { ...words, depth: c.depth, backtracks: counted(c.backtracks, 'narration.backtracks', m) })
    : m.t('narration.summaryLocal', { ...words, penalty: c.penalty, best: c.bestPenalty });
}
