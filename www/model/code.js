// The pseudo-code of every strategy, in a code-like and a plain-words version, each line tied
// to the event kinds the step that runs it emits: one table per strategy, read from what each
// Rust machine does (src/dfs/ with src/policy/, src/fast/, src/dlx/, src/local/). A step
// is one event, so the line of the current event is the line the search is at.
import { EventKind, eventName } from '../engine/events.js';
import { BACKTRACK, K, NO_CANDIDATE, OPEN, SOLVED, STOP, TRY_NEXT, UNDO, line, singlesLoop } from './code-parts.js';
import { composedCode } from './csp-code.js';
import { COMPOSED, compositionTitle, paramMap, settingsOf } from './compose.js';
import '../i18n/english.js';
import { ENGLISH } from '../i18n/messages.js';

/** @typedef {import('../engine/events.js').SearchEvent} SearchEvent */
/** @typedef {import('../engine/engine.js').StrategyInfo} StrategyInfo */

/** @typedef {import('./code-parts.js').Line} Line */

/** The last two lines of a choice made by fewest candidates, after propagation. */
const GUESS = [line(1, 'empty-cell-with-fewest-candidates', 'take-empty-cell-with-fewest'), SOLVED, OPEN];

/** @type {readonly Line[]} */
const SINGLES = [line(0, 'loop', 'repeat'), ...singlesLoop(true), ...GUESS, ...TRY_NEXT, ...UNDO];

/**
 * Every strategy's table, by its CONTRACT name (the engine says which machine runs on a board:
 * `StrategyInfo.machines`).
 * @type {Record<string, readonly Line[]>}
 */
export const CODE = {
  'brute-force': [
    line(0, 'cells-empty-cells-reading-order', 'list-empty-cells-row-by'),
    line(0, 'loop', 'repeat'),
    line(1, 'next-cell-cells', 'take-next-cell-list'),
    SOLVED,
    line(1, 'push-digits-1-n-trynext', 'otherwise-open-decision-on-every', [K.Select]),
    line(0, 'trynext', 'try-next-digit'),
    line(1, 'write-next-digit-into', 'write-next-digit-into-cell', [K.Try]),
    line(1, 'peer-holds-erase', 'cell-row-column-or-box', [K.Conflict]),
    line(2, 'has-digits-left-trynext', 'then-try-next-digit-there'),
    line(2, 'else-dead-end-backtrack', 'after-last-digit-this-dead', [K.DeadEnd]),
    ...BACKTRACK,
  ],
  backtracking: [
    line(0, 'loop', 'repeat'),
    line(1, 'first-empty-cell-reading-order', 'take-first-empty-cell-reading'),
    SOLVED,
    NO_CANDIDATE,
    OPEN,
    ...TRY_NEXT,
    ...BACKTRACK,
  ],
  'sorted-cells': [
    line(0, 'order-empty-cells-by-candidate', 'list-empty-cells-by-how'),
    line(0, 'loop', 'repeat'),
    line(1, 'first-cell-order-still-empty', 'take-first-cell-that-list'),
    SOLVED,
    NO_CANDIDATE,
    OPEN,
    ...TRY_NEXT,
    ...BACKTRACK,
  ],
  mrv: [
    line(0, 'loop', 'repeat'),
    line(1, 'empty-cell-with-fewest-candidates', 'take-empty-cell-with-fewest'),
    SOLVED,
    NO_CANDIDATE,
    OPEN,
    ...TRY_NEXT,
    ...BACKTRACK,
  ],
  singles: SINGLES,
  lookahead: [
    line(0, 'loop', 'repeat'),
    line(1, 'remove-each-candidate-that-placed', 'look-ahead-remove-every-candidate', [K.Filter]),
    ...singlesLoop(false),
    ...GUESS,
    ...TRY_NEXT,
    ...UNDO,
  ],
  fast: [
    line(0, 'propagate-givens-bulk', 'fill-everything-givens-force-all'),
    line(0, 'loop', 'repeat'),
    line(1, 'propagation-met-contradiction-dead-end', 'last-propagation-met-contradiction-this', [K.DeadEnd]),
    line(1, 'every-cell-filled-solution-backtrack', 'every-cell-filled-board-solved', [K.Solution]),
    line(1, 'open-cell-with-fewest-candidates', 'take-open-cell-with-fewest'),
    line(1, 'push-candidates-saving-board-trynext', 'open-decision-on-keeping-copy'),
    line(0, 'trynext', 'try-next-digit'),
    line(1, 'write-next-candidate-into-then', 'write-next-digit-then-fill', [K.Try]),
    line(0, 'backtrack', 'backtrack'),
    line(1, 'pop-decisions-with-no-candidate-2', 'drop-newest-decisions-that-have-2'),
    STOP,
    line(1, 'restore-top-decisions-saved-board', 'otherwise-put-back-copy-board', [K.Backtrack]),
  ],
  dlx: [
    line(0, 'cover-columns-givens-rows', 'mark-constraints-givens-meet-as'),
    line(0, 'loop', 'repeat'),
    line(1, 'c-column-with-fewest-rows', 'take-constraint-cell-or-digit'),
    line(1, 'there-none-solution-backtrack', 'every-constraint-met-board-solved', [K.Solution]),
    line(1, 'c-has-no-row-dead', 'that-constraint-has-no-way', [K.DeadEnd]),
    line(1, 'cover-c-push-c-rows', 'otherwise-mark-met-open-decision', [K.Select, K.SelectPlace]),
    line(0, 'trynext', 'try-next-way'),
    line(1, 'r-next-row-c-write', 'write-digit-next-way-mark', [K.Try]),
    line(0, 'backtrack', 'backtrack'),
    line(1, 'uncover-rows-pop-decisions-with', 'take-back-newest-decisions-digits'),
    STOP,
    line(1, 'uncover-top-decisions-row-trynext', 'otherwise-take-back-digit-newest', [K.Backtrack]),
  ],
  annealing: [
    line(0, 't-t0-fill-each-box', 'fill-every-box-with-missing', [K.Restart], true),
    line(0, 'repeat-until-penalty-0', 'until-no-row-or-column'),
    line(1, 'budget-steps-are-spent-back', 'step-budget-spent-go-back', [K.BudgetExhausted]),
    line(1, 'b-two-free-cells-box', 'pick-two-cells-one-box', [K.Propose]),
    line(1, '0-or-random-e-t', 'swap-them-that-no-worse', [K.Accept]),
    line(1, 'else-keep-board', 'otherwise-leave-board-as-was', [K.Reject]),
    line(1, 'mez-moves-row-set-no', 'after-mez-moves-row-without'),
    line(2, 't-q-0-0724-t', 'cooling-would-freeze-search-heat', [K.Restart], false),
    line(2, 'else-t-t-q', 'otherwise-cool-down-multiply-temperature', [K.Cool]),
    line(0, 'report-solution', 'board-has-no-missing-digit', [K.Solution]),
    line(0, 'stop', 'search-over-also-when-no', [K.Exhausted]),
  ],
  'shoot-and-go': [
    line(0, 'repeat-until-penalty-0', 'until-no-row-column-or'),
    line(1, 'budget-steps-are-spent-back', 'step-budget-spent-go-back', [K.BudgetExhausted]),
    line(1, 'shoot-random-digit-every-free', 'shoot-put-random-digit-every', [K.Restart]),
    line(1, 'repeat', 'then-go-downhill'),
    line(2, 'for-each-neighbour-y-h', 'look-at-neighbours-one-by', [K.Propose]),
    line(2, 'best-y-better-than-y', 'best-neighbour-lowers-penalty-move', [K.Accept]),
    line(1, 'until-no-neighbour-better', 'when-none-does-shoot-again'),
    line(0, 'report-solution', 'board-has-no-missing-digit', [K.Solution]),
    line(0, 'stop', 'search-over', [K.Exhausted]),
  ],
};

/**
 * The table a machine runs, by the name of its strategy (`StrategyInfo.machines`: the engine
 * says which machine runs a strategy on a board size); the composed search's is assembled from
 * the switches in use (`settings`, model/compose.js's settingsOf).
 * @param {string} machine
 * @param {ReadonlyMap<string, string>} [settings]
 * @returns {readonly Line[] | null}
 */
export function codeOf(machine, settings = new Map()) {
  if (machine === COMPOSED) return composedCode(settings);
  return CODE[machine] ?? null;
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

/**
 * Each table's lines as drawn, per language, made once: a frame only finds the current line.
 * @type {WeakMap<import('../i18n/messages.js').Messages, WeakMap<readonly Line[], ShownLine[]>>}
 */
const shown = new WeakMap();

/**
 * The values every line's message is given: a set's braces are message syntax, so the one line
 * that writes a set ({v}) has it put in.
 */
const LINE_VALUES = { singleton: '{v}' };

/**
 * @param {readonly Line[]} lines
 * @param {import('../i18n/messages.js').Messages} messages
 * @returns {ShownLine[]}
 */
function show(lines, messages) {
  let tables = shown.get(messages);
  if (!tables) shown.set(messages, (tables = new WeakMap()));
  let out = tables.get(lines);
  if (!out) {
    out = lines.map((l) => ({
      depth: l.depth,
      code: messages.t(`code.${l.code}`, LINE_VALUES),
      plain: messages.t(`code.plain.${l.plain}`, LINE_VALUES),
      events: [...new Set(l.on.map(eventName))].map((name) => messages.t(`event.${name}`)).join(', '),
    }));
    tables.set(lines, out);
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
 * the event of that step (null at step 0), in the language of `messages`; null for a strategy
 * without a table.
 * @param {{ strategy: string, params: string, info: StrategyInfo | null, side: number, last: SearchEvent | null, steps: number }} at
 * @param {import('../i18n/messages.js').Messages} [messages]
 * @returns {CodeView | null}
 */
export function codeView({ strategy, params, info, side, last, steps }, messages = ENGLISH) {
  const settings = info ? settingsOf(info, params) : paramMap(params);
  // Another machine than the strategy's own: `fast` where its bitboard does not fit runs `singles`.
  const machine = info?.machines[side] ?? strategy;
  const lines = codeOf(machine, settings);
  if (!lines) return null;
  const singles = machine !== strategy;
  const composed = strategy === COMPOSED ? `: ${compositionTitle(params, info, messages)}` : '';
  return {
    title: singles ? messages.t('code.title.fast-singles', { side: String(side) }) : `${strategy}${composed}`,
    lines: show(lines, messages),
    current: last ? lineOf(lines, last.kind, steps === 1) : -1,
    key: singles ? 'fast-singles' : `${strategy}${composed}`,
  };
}
