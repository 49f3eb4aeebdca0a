// The parts the depth-first tables share (model/code.js's presets, model/csp-code.js's
// composed search): a line of pseudo-code tied to the kinds of event its step emits, and the
// lines every depth-first machine (src/dfs/) runs alike.
import { EventKind } from '../engine/events.js';

/**
 * One line: its indentation, its two wordings, and the kinds of the events it emits (none for
 * a line whose work is part of another line's step). `first` splits a kind that two lines
 * emit by when: true for the search's first step only, false for every later one.
 * @typedef {{ depth: number, code: string, plain: string, on: readonly EventKind[], first?: boolean }} Line
 */

/**
 * @param {number} depth
 * @param {string} code
 * @param {string} plain
 * @param {readonly EventKind[]} [on]
 * @param {boolean} [first]
 * @returns {Line}
 */
export const line = (depth, code, plain, on = [], first = undefined) => ({ depth, code, plain, on, first });

export const K = EventKind;

// ---- the depth-first machine (src/dfs/): parts every depth-first table shares ----------------

/** Opening a decision, then its first try (the select's step; the try is the next one). */
export const OPEN = line(1, 'push (x, candidates of x ↑); tryNext()', 'Otherwise open a decision on it: its legal digits, smallest first; try the first.', [K.Select]);
export const SOLVED = line(1, 'if there is none: solution; backtrack()', 'If no cell is empty, the board is solved: report it, then backtrack to look for another.', [K.Solution]);
export const NO_CANDIDATE = line(1, 'if x has no candidate: dead end; backtrack()', 'If no digit is legal in it, this is a dead end: backtrack.', [K.DeadEnd]);
export const TRY_NEXT = [
  line(0, 'tryNext():', 'To try the next digit:'),
  line(1, 'write the next candidate d into x', 'Write the next of its digits into the cell of the newest decision.', [K.Try]),
];
export const STOP = line(1, 'if the stack is empty: stop', 'If no decision is left, every possibility has been tried: the search is over.', [K.Exhausted]);

/** Backtracking without propagation: the stack is the trail. */
export const BACKTRACK = [
  line(0, 'backtrack():', 'To backtrack:'),
  line(1, 'pop the decisions with no candidate left, erasing their digits', 'Drop the newest decisions that have no digit left to try, erasing their cells.'),
  STOP,
  line(1, 'erase the top decision’s digit; tryNext()', 'Otherwise erase the cell of the newest decision, which has digits left, and try its next one.', [K.Backtrack]),
];

/** Backtracking after propagation: everything since the decision opened is undone. */
export const UNDO = [
  line(0, 'backtrack():', 'To backtrack:'),
  line(1, 'pop the decisions with no candidate left', 'Drop the newest decisions that have no digit left to try.'),
  STOP,
  line(1, 'undo all since the top decision opened; tryNext()', 'Otherwise undo everything done since the newest decision opened (its digit, the forced digits, the candidates removed) and try its next digit.', [K.Backtrack]),
];

/** One propagation step of naked (and, for `singles`, hidden) singles, until none is left. */
export const singlesLoop = (/** @type {boolean} */ hidden) => [
  line(1, 'repeat:', 'Fill in what is forced, one digit a step:'),
  hidden
    ? line(2, 's ← first cell with ≤ 1 candidate, else first digit with ≤ 1 place in a unit', 'Look for an empty cell with at most one legal digit (in reading order), then for a digit with at most one place left in a row, column or box.')
    : line(2, 's ← first empty cell with ≤ 1 candidate', 'Look for an empty cell with at most one legal digit, in reading order.'),
  line(2, 'if there is none: break', 'If there is none, nothing more is forced.'),
  line(2, 'if s has none: dead end; backtrack()', hidden ? 'If it has no legal digit, or the digit no place at all, this is a dead end: backtrack.' : 'If it has no legal digit, this is a dead end: backtrack.', [K.DeadEnd]),
  line(2, 'place its one digit', hidden ? 'Otherwise place that one digit: a naked single (the cell’s only digit) or a hidden single (the digit’s only place).' : 'Otherwise place its only digit: a naked single.', [K.Propagate]),
];
