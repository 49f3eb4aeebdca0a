// The parts the depth-first tables share (model/code.js's presets, model/csp-code.js's
// composed search): a line of pseudo-code tied to the kinds of event its step emits, and the
// lines every depth-first machine (src/dfs/) runs alike.
import { EventKind } from '../engine/events.js';

/**
 * One line: its indentation, its two wordings (the keys of their messages in the `— pseudo-code —`
 * section of the catalogues: `code.<code>` and `code.plain.<plain>`), and the kinds of the events it
 * emits (none for a line whose work is part of another line's step). `first` splits a kind that two lines
 * emit by when: true for the search's first step only, false for every later one.
 * @typedef {{ depth: number, code: string, plain: string, on: readonly EventKind[], first?: boolean }} Line
 */

/**
 * @param {number} depth
 * @param {string} code  the key of the code-like wording
 * @param {string} plain  the key of the plain wording
 * @param {readonly EventKind[]} [on]
 * @param {boolean} [first]
 * @returns {Line}
 */
export const line = (depth, code, plain, on = [], first = undefined) => ({ depth, code, plain, on, first });

export const K = EventKind;

// ---- the depth-first machine (src/dfs/): parts every depth-first table shares ----------------

/** Opening a decision, then its first try (the select's step; the try is the next one). */
export const OPEN = line(1, 'push-candidates-trynext', 'otherwise-open-decision-on-legal', [K.Select]);
export const SOLVED = line(1, 'there-none-solution-backtrack', 'no-cell-empty-board-solved', [K.Solution]);
export const NO_CANDIDATE = line(1, 'has-no-candidate-dead-end', 'no-digit-legal-this-dead', [K.DeadEnd]);
export const TRY_NEXT = [line(0, 'trynext', 'try-next-digit'), line(1, 'write-next-candidate-into', 'write-next-digits-into-cell', [K.Try])];
export const STOP = line(1, 'stack-empty-stop', 'no-decision-left-every-possibility', [K.Exhausted]);

/** Backtracking without propagation: the stack is the trail. */
export const BACKTRACK = [
  line(0, 'backtrack', 'backtrack'),
  line(1, 'pop-decisions-with-no-candidate', 'drop-newest-decisions-that-have'),
  STOP,
  line(1, 'erase-top-decisions-digit-trynext', 'otherwise-erase-cell-newest-decision', [K.Backtrack]),
];

/** Backtracking after propagation: everything since the decision opened is undone. */
export const UNDO = [
  line(0, 'backtrack', 'backtrack'),
  line(1, 'pop-decisions-with-no-candidate-2', 'drop-newest-decisions-that-have-2'),
  STOP,
  line(1, 'undo-all-since-top-decision', 'otherwise-undo-everything-done-since', [K.Backtrack]),
];

/** One propagation step of naked (and, for `singles`, hidden) singles, until none is left. */
export const singlesLoop = (/** @type {boolean} */ hidden) => [
  line(1, 'repeat', 'fill-what-forced-one-digit'),
  hidden ? line(2, 's-first-cell-with-1', 'look-for-an-empty-cell') : line(2, 's-first-empty-cell-with', 'look-for-an-empty-cell-2'),
  line(2, 'there-none-break', 'there-none-nothing-more-forced'),
  line(2, 's-has-none-dead-end', hidden ? 'has-no-legal-digit-or' : 'has-no-legal-digit-this', [K.DeadEnd]),
  line(2, 'place-one-digit', hidden ? 'otherwise-place-that-one-digit' : 'otherwise-place-only-digit-naked', [K.Propagate]),
];
