// The pseudo-code of the composed search (`csp`), assembled from its switches the way a course
// writes backtracking search: the variable order picks x, the value order orders its domain,
// the inference runs after each assignment, and the jump rule says where a dead end goes
// back to. Each part's lines are tied to the events its step emits, as every table is
// (model/code.js).
import { K, SOLVED, STOP, line, singlesLoop } from './code-parts.js';

/** @typedef {import('./code-parts.js').Line} Line */

/** The line that picks the variable, per `var` (and what `static` does once, before). */
const PICK = {
  first: [line(1, 'x ← first empty cell in reading order', 'Take the first empty cell, reading row by row.')],
  static: [line(1, 'x ← first cell of order still empty', 'Take the first cell of that list that is still empty.')],
  mrv: [line(1, 'x ← empty cell with the smallest domain (MRV)', 'Take the empty cell with the fewest values left in its domain: minimum remaining values (the first in reading order on ties).')],
  'mrv-degree': [line(1, 'x ← empty cell with the smallest domain, ties: most empty peers', 'Take the empty cell with the fewest values left (minimum remaining values); on a tie, the one with the most empty cells in its row, column and box (the degree heuristic).')],
};
const ORDER_ONCE = line(0, 'order ← empty cells by domain size ↑', 'List the empty cells by how many values their domains have at the start, fewest first (ties in reading order).');

/** MAC starts from the givens: their singletons are spread (the loop's lines) before the first pick. */
const START_MAC = line(0, 'make the domains arc consistent (the loop below, from each singleton)', 'Before the first choice, spread every single value the givens leave, as after an assignment.');

/** The decision's opening, per `val`: the order its values are tried in. */
const OPEN = {
  ascending: line(1, 'push (x, D(x) ↑); tryNext()', 'Otherwise open a decision on it: the values of its domain, smallest first; try the first.', [K.Select]),
  random: line(1, 'push (x, D(x) shuffled by seed); tryNext()', 'Otherwise open a decision on it: the values of its domain in a random order (the same for the same seed); try the first.', [K.Select]),
  lcv: line(1, 'push (x, D(x) by values ruled out of peers ↑); tryNext()', 'Otherwise open a decision on it: the least-constraining value first, the one that removes the fewest values from the domains of its empty peers (ties smallest first); try the first.', [K.Select]),
};

/** What a domain is without inference, and the dead end of an empty one found at the pick. */
const EMPTY_DOMAIN = line(1, 'if D(x) is empty: dead end; backtrack()', 'If no value is left in its domain, this is a dead end: backtrack.', [K.DeadEnd]);

/** After the assignment, per `infer` (`singles` propagates before the pick instead). */
const INFER = {
  none: [],
  fc: [
    line(1, 'for each empty peer y of x: remove d from D(y)', 'Forward checking: remove the digit from the domain of every empty cell in its row, column and box, one a step.', [K.Prune]),
    line(2, 'if D(y) is empty: dead end; backtrack()', 'If a domain is left empty, this is a dead end at once: backtrack.', [K.DeadEnd]),
  ],
  mac: [
    line(1, 'z ← x; repeat while z:', 'Maintain arc consistency: spread the digit just assigned, then every single value left, one cell at a time:'),
    line(2, 'remove z’s value from D(y) for each empty peer y of z', 'remove that cell’s value from the domain of every empty cell in its row, column and box, one a step;', [K.Prune]),
    line(2, 'z ← next empty cell whose D(z) = {v} is not yet revised', 'then take the next empty cell left with a single value (it is not filled: the search still assigns it).', [K.Revise]),
    line(1, 'if a domain is emptied: dead end; backtrack()', 'If a domain is left empty, this is a dead end at once: backtrack.', [K.DeadEnd]),
  ],
  singles: [],
};

/** Going back, per `jump`: chronologically, or straight to the culprit. */
const BACK = {
  off: [
    line(0, 'backtrack():', 'To backtrack:'),
    line(1, 'pop the decisions with no value left', 'Drop the newest decisions that have no value left to try.'),
    STOP,
    line(1, 'undo all since the top decision opened; tryNext()', 'Otherwise undo everything done since the newest decision opened (its digit and the values removed from domains) and try its next value.', [K.Backtrack]),
  ],
  cbj: [
    line(0, 'backtrack():', 'To backtrack (conflict-directed backjumping):'),
    line(1, 'C ← the decisions that ruled out the dead end’s values, with the sets of the dead ends below', 'Take the conflict set: the decisions whose digits removed the values the dead end lacks, with those of the dead ends met below it.'),
    line(1, 'h ← newest decision in C with a value left', 'Find the newest decision in it that still has a value to try.'),
    line(1, 'if decisions with values left lie above h: jump to h, undoing them', 'If newer decisions with values left lie above it, they did not cause the dead end: jump straight back over them, undoing them all, and try its next value.', [K.Backjump]),
    STOP,
    line(1, 'else: undo all since h opened; tryNext()', 'Otherwise go back to it as plain backtracking would, and try its next value.', [K.Backtrack]),
  ],
};

/** Each composition's table, made once. @type {Map<string, readonly Line[]>} */
const made = new Map();

/**
 * The table of a composition: `settings` holds each switch's word (model/compose.js's
 * settingsOf); a word this table does not know gives no table.
 * @param {ReadonlyMap<string, string>} settings
 * @returns {readonly Line[] | null}
 */
export function composedCode(settings) {
  const v = /** @type {keyof typeof PICK} */ (settings.get('var'));
  const o = /** @type {keyof typeof OPEN} */ (settings.get('val'));
  const i = /** @type {keyof typeof INFER} */ (settings.get('infer'));
  const j = /** @type {keyof typeof BACK} */ (settings.get('jump'));
  if (!PICK[v] || !OPEN[o] || !INFER[i] || !BACK[j]) return null;
  const key = `${v} ${o} ${i} ${j}`;
  let lines = made.get(key);
  if (!lines) {
    // Forward checking and MAC find an emptied domain as soon as it empties, singles before
    // the pick: only without inference is an empty domain met at the pick.
    const checked = i !== 'none';
    lines = [
      ...(i === 'mac' ? [START_MAC] : []),
      ...(v === 'static' ? [ORDER_ONCE] : []),
      line(0, 'loop:', 'Repeat:'),
      ...(i === 'singles' ? singlesLoop(true) : []),
      ...PICK[v],
      SOLVED,
      ...(checked ? [] : [EMPTY_DOMAIN]),
      OPEN[o],
      line(0, 'tryNext():', 'To try the next value:'),
      line(1, 'd ← next value of the top decision; x ← d', 'Assign the next value of the newest decision to its cell.', [K.Try]),
      ...INFER[i],
      ...BACK[j],
    ];
    made.set(key, lines);
  }
  return lines;
}
