// The pseudo-code of the composed search (`csp`), assembled from its switches the way a course
// writes backtracking search: the variable order picks x, the value order orders its domain,
// the inference runs after each assignment, and the jump rule says where a dead end goes
// back to. Each part's lines are tied to the events its step emits, as every table is
// (model/code.js).
import { K, SOLVED, STOP, line, singlesLoop } from './code-parts.js';

/** @typedef {import('./code-parts.js').Line} Line */

/** The line that picks the variable, per `var` (and what `static` does once, before). */
const PICK = {
  first: [line(1, 'first-empty-cell-reading-order', 'take-first-empty-cell-reading')],
  static: [line(1, 'first-cell-order-still-empty', 'take-first-cell-that-list')],
  mrv: [line(1, 'empty-cell-with-smallest-domain', 'take-empty-cell-with-fewest-2')],
  'mrv-degree': [line(1, 'empty-cell-with-smallest-domain-2', 'take-empty-cell-with-fewest-3')],
};
const ORDER_ONCE = line(0, 'order-empty-cells-by-domain', 'list-empty-cells-by-how-2');

/** MAC starts from the givens: their singletons are spread (the loop's lines) before the first pick. */
const START_MAC = line(0, 'make-domains-arc-consistent-loop', 'before-first-choice-spread-every');

/** The decision's opening, per `val`: the order its values are tried in. */
const OPEN = {
  ascending: line(1, 'push-trynext', 'otherwise-open-decision-on-values', [K.Select]),
  random: line(1, 'push-shuffled-by-seed-trynext', 'otherwise-open-decision-on-values-2', [K.Select]),
  lcv: line(1, 'push-by-values-ruled-out', 'otherwise-open-decision-on-least', [K.Select]),
};

/** What a domain is without inference, and the dead end of an empty one found at the pick. */
const EMPTY_DOMAIN = line(1, 'empty-dead-end-backtrack', 'no-value-left-domain-this', [K.DeadEnd]);

/** After the assignment, per `infer` (`singles` propagates before the pick instead). */
const INFER = {
  none: [],
  fc: [
    line(1, 'for-each-empty-peer-y', 'forward-checking-remove-digit-from', [K.Prune]),
    line(2, 'y-empty-dead-end-backtrack', 'domain-left-empty-this-dead', [K.DeadEnd]),
  ],
  mac: [
    line(1, 'z-repeat-while-z', 'maintain-arc-consistency-spread-digit'),
    line(2, 'remove-zs-value-from-y', 'remove-that-cells-value-from', [K.Prune]),
    line(2, 'z-next-empty-cell-whose', 'then-take-next-empty-cell', [K.Revise]),
    line(1, 'domain-emptied-dead-end-backtrack', 'domain-left-empty-this-dead', [K.DeadEnd]),
  ],
  singles: [],
};

/** Going back, per `jump`: chronologically, or straight to the culprit. */
const BACK = {
  off: [
    line(0, 'backtrack', 'backtrack'),
    line(1, 'pop-decisions-with-no-value', 'drop-newest-decisions-that-have-3'),
    STOP,
    line(1, 'undo-all-since-top-decision', 'otherwise-undo-everything-done-since-2', [K.Backtrack]),
  ],
  cbj: [
    line(0, 'backtrack', 'backtrack-conflict-directed-backjumping'),
    line(1, 'c-decisions-that-ruled-out', 'take-conflict-set-decisions-whose'),
    line(1, 'h-newest-decision-c-with', 'find-newest-decision-that-still'),
    line(1, 'decisions-with-values-left-lie', 'newer-decisions-with-values-left', [K.Backjump]),
    STOP,
    line(1, 'else-undo-all-since-h', 'otherwise-go-back-as-plain', [K.Backtrack]),
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
      line(0, 'loop', 'repeat'),
      ...(i === 'singles' ? singlesLoop(true) : []),
      ...PICK[v],
      SOLVED,
      ...(checked ? [] : [EMPTY_DOMAIN]),
      OPEN[o],
      line(0, 'trynext', 'try-next-value'),
      line(1, 'next-value-top-decision', 'assign-next-value-newest-decision', [K.Try]),
      ...INFER[i],
      ...BACK[j],
    ];
    made.set(key, lines);
  }
  return lines;
}
