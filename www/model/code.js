// The pseudo-code of every strategy, in a code-like and a plain-English version, each line tied
// to the event kinds the step that runs it emits: one table per strategy, read from what each
// Rust machine does (src/dfs/ with src/policy/, src/fast/, src/dlx/, src/local/). A step
// is one event, so the line of the current event is the line the search is at.
import { EventKind, eventName } from '../engine/events.js';
import { BACKTRACK, K, NO_CANDIDATE, OPEN, SOLVED, STOP, TRY_NEXT, UNDO, line, singlesLoop } from './code-parts.js';
import { composedCode } from './csp-code.js';
import { COMPOSED, compositionTitle, paramMap, settingsOf } from './compose.js';

/** @typedef {import('../engine/events.js').SearchEvent} SearchEvent */
/** @typedef {import('../engine/engine.js').StrategyInfo} StrategyInfo */

/** @typedef {import('./code-parts.js').Line} Line */

/** The last two lines of a choice made by fewest candidates, after propagation. */
const GUESS = [
  line(1, 'x ← empty cell with fewest candidates', 'Take the empty cell with the fewest legal digits (the first in reading order on ties).'),
  SOLVED,
  OPEN,
];

/** @type {readonly Line[]} */
const SINGLES = [
  line(0, 'loop:', 'Repeat:'),
  ...singlesLoop(true),
  ...GUESS,
  ...TRY_NEXT,
  ...UNDO,
];

/**
 * Every strategy's table, by its CONTRACT name (`fast` on 9×9; on 4×4 and 16×16 `fast` runs the
 * `singles` machine and so its table).
 * @type {Record<string, readonly Line[]>}
 */
export const CODE = {
  'brute-force': [
    line(0, 'cells ← the empty cells in reading order', 'List the empty cells, row by row.'),
    line(0, 'loop:', 'Repeat:'),
    line(1, 'x ← next cell of cells', 'Take the next cell of the list.'),
    SOLVED,
    line(1, 'push (x, digits 1…n); tryNext()', 'Otherwise open a decision on it: every digit from 1 up, legal or not; try the first.', [K.Select]),
    line(0, 'tryNext():', 'To try the next digit:'),
    line(1, 'write the next digit d into x', 'Write the next digit into the cell of the newest decision.', [K.Try]),
    line(1, 'if a peer of x holds d: erase d', 'If a cell of its row, column or box already holds that digit, the two clash: erase it.', [K.Conflict]),
    line(2, 'if x has digits left: tryNext()', 'Then try the next digit, if there is one;'),
    line(2, 'else: dead end; backtrack()', 'after the last digit this is a dead end: backtrack.', [K.DeadEnd]),
    ...BACKTRACK,
  ],
  backtracking: [
    line(0, 'loop:', 'Repeat:'),
    line(1, 'x ← first empty cell in reading order', 'Take the first empty cell, reading row by row.'),
    SOLVED,
    NO_CANDIDATE,
    OPEN,
    ...TRY_NEXT,
    ...BACKTRACK,
  ],
  'sorted-cells': [
    line(0, 'order ← empty cells by candidate count ↑', 'List the empty cells by how many digits are legal in each at the start, fewest first (ties in reading order).'),
    line(0, 'loop:', 'Repeat:'),
    line(1, 'x ← first cell of order still empty', 'Take the first cell of that list that is still empty.'),
    SOLVED,
    NO_CANDIDATE,
    OPEN,
    ...TRY_NEXT,
    ...BACKTRACK,
  ],
  mrv: [
    line(0, 'loop:', 'Repeat:'),
    line(1, 'x ← empty cell with fewest candidates', 'Take the empty cell with the fewest legal digits (the first in reading order on ties).'),
    SOLVED,
    NO_CANDIDATE,
    OPEN,
    ...TRY_NEXT,
    ...BACKTRACK,
  ],
  singles: SINGLES,
  lookahead: [
    line(0, 'loop:', 'Repeat:'),
    line(1, 'remove each candidate that, placed and followed by naked singles, leaves a cell empty of candidates', 'Look ahead: remove every candidate whose placement, followed by naked singles, would leave some cell with no legal digit.', [K.Filter]),
    ...singlesLoop(false),
    ...GUESS,
    ...TRY_NEXT,
    ...UNDO,
  ],
  fast: [
    line(0, 'propagate the givens in bulk', 'Fill in everything the givens force, all at once.'),
    line(0, 'loop:', 'Repeat:'),
    line(1, 'if propagation met a contradiction: dead end; backtrack()', 'If the last propagation met a contradiction, this is a dead end: backtrack.', [K.DeadEnd]),
    line(1, 'if every cell is filled: solution; backtrack()', 'If every cell is filled, the board is solved: report it, then backtrack to look for another.', [K.Solution]),
    line(1, 'x ← open cell with fewest candidates', 'Take the open cell with the fewest candidates (a two-candidate cell with the most open peers first).'),
    line(1, 'push (x, candidates ↑), saving the board; tryNext()', 'Open a decision on it, keeping a copy of the board, and try its first digit.'),
    line(0, 'tryNext():', 'To try the next digit:'),
    line(1, 'write the next candidate d into x, then propagate in bulk: hidden singles, locked candidates, naked singles', 'Write its next digit, then fill in everything that forces (hidden singles, locked candidates, naked singles), all in this one step.', [K.Try]),
    line(0, 'backtrack():', 'To backtrack:'),
    line(1, 'pop the decisions with no candidate left', 'Drop the newest decisions that have no digit left to try.'),
    STOP,
    line(1, 'restore the top decision’s saved board; tryNext()', 'Otherwise put back the copy of the board kept when the newest decision opened, and try its next digit.', [K.Backtrack]),
  ],
  dlx: [
    line(0, 'cover the columns of the givens’ rows', 'Mark the constraints the givens meet as met.'),
    line(0, 'loop:', 'Repeat:'),
    line(1, 'c ← column with fewest rows left', 'Take the constraint (a cell, or a digit in a row, column or box) with the fewest ways left to meet it.'),
    line(1, 'if there is none: solution; backtrack()', 'If every constraint is met, the board is solved: report it, then backtrack to look for another.', [K.Solution]),
    line(1, 'if c has no row: dead end; backtrack()', 'If that constraint has no way left, this is a dead end: backtrack.', [K.DeadEnd]),
    line(1, 'cover c; push (c, its rows); tryNext()', 'Otherwise mark it met and open a decision on its ways (digits for a cell, places for a digit); try the first.', [K.Select, K.SelectPlace]),
    line(0, 'tryNext():', 'To try the next way:'),
    line(1, 'r ← next row of c: write its digit, cover its other columns', 'Write the digit of its next way and mark the other constraints it meets as met.', [K.Try]),
    line(0, 'backtrack():', 'To backtrack:'),
    line(1, 'uncover rows and pop decisions with no row left', 'Take back the newest decisions’ digits, dropping those with no way left to try.'),
    STOP,
    line(1, 'uncover the top decision’s row; tryNext()', 'Otherwise take back the digit of the newest decision, which has ways left, and try its next one.', [K.Backtrack]),
  ],
  annealing: [
    line(0, 'T ← t0; fill each box with a random permutation of its missing digits', 'Fill every box with its missing digits in a random order, so each box is right; set the temperature to t0.', [K.Restart], true),
    line(0, 'repeat until the penalty is 0:', 'Until no row or column misses a digit:'),
    line(1, 'if `budget` steps are spent: back to the best board; give up', 'If the step budget is spent, go back to the best board found and give up.', [K.BudgetExhausted]),
    line(1, 'a, b ← two free cells of a box; Δ ← penalty change of swapping them', 'Pick two cells of one box that are not givens, and work out how the penalty (digits missing from rows and columns) would change if they swapped.', [K.Propose]),
    line(1, 'if Δ ≤ 0 or random() < e^(−Δ/T): swap a and b', 'Swap them if that is no worse, or by chance when it is worse: likely while hot, rarely when cold.', [K.Accept]),
    line(1, 'else: keep the board', 'Otherwise leave the board as it was.', [K.Reject]),
    line(1, 'if mez moves in a row set no new best penalty:', 'After mez moves in a row without a penalty lower than any before:'),
    line(2, 'if T·q < 0.0724: T ← t0', 'if cooling would freeze the search, heat it up again to t0;', [K.Restart], false),
    line(2, 'else: T ← T·q', 'otherwise cool down: multiply the temperature by q.', [K.Cool]),
    line(0, 'report the solution', 'The board has no missing digit: it is solved.', [K.Solution]),
    line(0, 'stop', 'The search is over (also when no box has two free cells to swap).', [K.Exhausted]),
  ],
  'shoot-and-go': [
    line(0, 'repeat until the penalty is 0:', 'Until no row, column or box misses a digit:'),
    line(1, 'if `budget` steps are spent: back to the best board; give up', 'If the step budget is spent, go back to the best board found and give up.', [K.BudgetExhausted]),
    line(1, 'shoot: x ← a random digit in every free cell', 'Shoot: put a random digit in every cell that is not a given.', [K.Restart]),
    line(1, 'repeat:', 'Then go downhill:'),
    line(2, 'for each neighbour y = x ± h·eᵢ, h = 1…hmax: Δ(y)', 'Look at the neighbours one by one: one free cell changed by 1 up to hmax, up or down, kept within the digits (clamped or wrapped around), and how each would change the penalty.', [K.Propose]),
    line(2, 'if the best y is better than x: x ← y', 'If the best neighbour lowers the penalty, move to it.', [K.Accept]),
    line(1, 'until no neighbour is better', 'When none does, shoot again.'),
    line(0, 'report the solution', 'The board has no missing digit: it is solved.', [K.Solution]),
    line(0, 'stop', 'The search is over.', [K.Exhausted]),
  ],
};

/**
 * The table a search runs: `fast` is the `singles` machine on 4×4 and 16×16; the composed
 * search's is assembled from the switches in use (`settings`, model/compose.js's settingsOf).
 * @param {string} strategy
 * @param {number} side
 * @param {ReadonlyMap<string, string>} [settings]
 * @returns {readonly Line[] | null}
 */
export function codeOf(strategy, side, settings = new Map()) {
  if (strategy === COMPOSED) return composedCode(settings);
  return strategy === 'fast' && side !== 9 ? SINGLES : CODE[strategy] ?? null;
}

/**
 * The line the step of `kind` runs: the one line listing it (for the search's `first` step or
 * a later one); -1 when none does.
 * @param {readonly Line[]} lines
 * @param {EventKind} kind
 * @param {boolean} first  the step is the search's first
 * @returns {number}
 */
export function lineOf(lines, kind, first) {
  return lines.findIndex((l) => l.on.includes(kind) && (l.first === undefined || l.first === first));
}

/** @typedef {{ depth: number, code: string, plain: string, events: string }} ShownLine */

/** Each table's lines as drawn, made once: a frame only finds the current line. @type {WeakMap<readonly Line[], ShownLine[]>} */
const shown = new WeakMap();

/**
 * @param {readonly Line[]} lines
 * @returns {ShownLine[]}
 */
function show(lines) {
  let out = shown.get(lines);
  if (!out) {
    out = lines.map((l) => ({ depth: l.depth, code: l.code, plain: l.plain, events: [...new Set(l.on.map(eventName))].join(', ') }));
    shown.set(lines, out);
  }
  return out;
}

/**
 * What the pseudo-code panel draws.
 * @typedef {object} CodeView
 * @property {string} title
 * @property {ShownLine[]} lines  `events`: the kinds of event each emits, by name
 * @property {number} current  the line of the current event, -1 before the first step
 * @property {string} key  changes when the lines do (another table)
 */

/**
 * The panel's content for a search of `strategy` with `params` (as given; `info` the engine's
 * description of the strategy, for its defaults) on a board of `side`, at `steps` with `last`
 * the event of that step (null at step 0); null for a strategy without a table.
 * @param {{ strategy: string, params: string, info: StrategyInfo | null, side: number, last: SearchEvent | null, steps: number }} at
 * @returns {CodeView | null}
 */
export function codeView({ strategy, params, info, side, last, steps }) {
  const settings = info ? settingsOf(info, params) : paramMap(params);
  const lines = codeOf(strategy, side, settings);
  if (!lines) return null;
  const singles = lines === SINGLES && strategy === 'fast';
  const composed = strategy === COMPOSED ? `: ${compositionTitle(params, info)}` : '';
  return {
    title: singles ? `fast (on ${side}×${side}, the singles machine)` : `${strategy}${composed}`,
    lines: show(lines),
    current: last ? lineOf(lines, last.kind, steps === 1) : -1,
    key: singles ? 'fast-singles' : `${strategy}${composed}`,
  };
}
