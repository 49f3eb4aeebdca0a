// Decoding of the engine's packed events, in one place. The kinds themselves are the Rust
// `EventKind` enum, and their names the core's (`eventName`), and so is where each field of a
// packed event or blocker lies (`PACKED`, src/event/layout.rs): no table of numbers, names,
// positions or bit fields is copied here. They are read from enums.js, which scripts/build-enums.mjs writes from the small
// engine at build time (both engines have the same enums), so that a poster, drawn before any
// engine is loaded, needs none of the engine's glue.
import {
  BlockerKind,
  ChoiceKind,
  EventKind,
  NodeShift,
  NodeStatus,
  NodeWord,
  Origin,
  PartKind,
  PartShift,
  PartWord,
  Shade,
  EVENT_NAMES,
  PACKED,
} from './enums.js';

// The search tree's node statuses, parts and icicle shades and the words and bits they are
// stored in (src/tree), and the kinds of reason a search gives for a decision (src/choice.rs),
// are read where events are.
export { BlockerKind, ChoiceKind, EventKind, NodeShift, NodeStatus, NodeWord, Origin, PartKind, PartShift, PartWord, Shade };

/**
 * An event kind's name, as the core's `eventName` gives it (`dead-end`).
 * @param {EventKind} kind
 * @returns {string}
 */
export const eventName = (kind) => EVENT_NAMES[kind] ?? '';

/** The value of a missing cell or unit in a decoded event. */
export const NONE = -1;

/**
 * One event of a search, decoded from `[kind, a, b, c]` (see `Event::pack` in the crate's `event` module).
 * Fields that an event does not carry are {@link NONE}.
 * @typedef {object} SearchEvent
 * @property {EventKind} kind
 * @property {number} cell       select, try, conflict, propagate, prune, revise, dead end in a cell
 * @property {number} digit      try, conflict, propagate, prune, revise, dead end in a unit
 * @property {number} peer       conflict: the peer already holding the digit; prune: the cell whose
 *   digit (the search's assignment, or MAC's singleton) removed it
 * @property {number} unit       prune (the unit `cell` and `peer` share), propagate (hidden single),
 *   dead end (no place) and a select of a
 *   place (dlx: where `digit` goes in the unit): flat unit id
 * @property {number} candidates select: bit d-1 for digit d; a select of a place (dlx): bit i for
 *   the unit's i-th cell
 * @property {number} depth      select (after opening), backtrack (the decision resumed), backjump
 *   (the decision jumped back to, 0: none, the search is over)
 * @property {number} from       backjump: the depth of the deepest open decision at the dead end
 * @property {number} branch     try: 1-based branch index
 * @property {number} of         try: branches at this depth
 * @property {number} count      filter: candidates removed; revise: empty peers that lose its
 *   digit; backtrack: cells cleared; backjump:
 *   decisions skipped with digits untried; accept,
 *   reject, restart: the penalty after it; budget exhausted: the best penalty reached
 * @property {number} digit2     propose: the digit `peer` would hold (a swap), else NONE
 * @property {number} delta      propose: the change of penalty the move would make
 * @property {number} temperature cool: the new temperature
 * @property {Choice | null} [choice]  select (and dlx's select of a place): why the search chose
 *   it, as the engine reports it at that step (`Session` adds it)
 * @property {NextTry | null} [next]   backtrack: what the decision it returns to tries next
 *   (`Session` adds it)
 * @property {string} [family]  the searching strategy's family, `depth-first`, `exact-cover` or
 *   `local` (`Session` adds it)
 * @property {Acceptance | null} [acceptance]  annealing's accept or reject: the decision on the
 *   swap, as the engine made it (`Session` adds it)
 * @property {Descent | null} [descent]  shoot-and-go's accept: the move to the best neighbour
 *   (`Session` adds it)
 * @property {Blocker[] | null} [blockers]  dead end: what rules out each way out of it, as the
 *   engine reports it at that step (`Session` adds it)
 * @property {Decision[]} [conflict]  backjump: its conflict set, the decisions that caused the
 *   dead end, outermost first, the last the one jumped back to (`Session` adds it)
 * @property {boolean} [singleton]  prune: its cause `peer` is MAC's singleton (an empty cell
 *   with that one value left), not an assignment (`Session` adds it)
 */

/**
 * Why a search opened a decision (`Choice::pack` in src/choice.rs): its kind; for the fewest
 * candidates or options, that count and how many other cells or columns have as many.
 * @typedef {{ kind: ChoiceKind, count: number, ties: number }} Choice
 */

/** @typedef {{ cell: number, digit: number }} NextTry */

/**
 * Annealing's decision on a swap (`Search.acceptance`, src/local/verdict.rs): its cells, its
 * change of penalty, the temperature, p = e^(−delta/T), and the draw it was made iff below
 * (null for a swap no worse, made without a draw).
 * @typedef {{ cells: [number, number], delta: number, temperature: number, probability: number, draw: number | null }} Acceptance
 */

/**
 * Shoot-and-go's move (`Search.descent`): the cell, its digit before and after, the change of
 * penalty, and the neighbours looked at before it.
 * @typedef {{ cell: number, from: number, to: number, delta: number, neighbours: number }} Descent
 */

/**
 * Decodes a packed decision `[cell, peer, delta, temperature, probability, draw]` (draw NaN: none).
 * @param {ArrayLike<number>} w
 * @returns {Acceptance}
 */
export function decodeAcceptance(w) {
  return { cells: [w[0], w[1]], delta: w[2], temperature: w[3], probability: w[4], draw: Number.isNaN(w[5]) ? null : w[5] };
}

/**
 * Decodes a packed move `[cell, from, to, delta, neighbours]`.
 * @param {ArrayLike<number>} w
 * @returns {Descent}
 */
export function decodeDescent(w) {
  return { cell: w[0], from: w[1], to: w[2], delta: w[3], neighbours: w[4] };
}

/**
 * What rules a digit out of an empty cell at a dead end (`Search.blockers`, src/blockers.rs):
 * the peer holding it (`Peer`), the peer with it as its one value that MAC revised
 * (`Singleton`), look-ahead's filter (`Filtered`), or nothing: tried already (`Tried`). `by`
 * and `unit` (the unit `cell` and `by` share) are {@link NONE} when there is no such peer.
 * @typedef {{ kind: BlockerKind, cell: number, digit: number, by: number, unit: number }} Blocker
 */

/** @typedef {{ depth: number, cell: number, digit: number }} Decision */

/**
 * Decodes packed blockers, four words each (`PACKED.blocker`).
 * @param {ArrayLike<number>} w
 * @returns {Blocker[]}
 */
export function decodeBlockers(w) {
  const out = [];
  for (let i = 0; i + 4 <= w.length; i += 4) out.push(/** @type {Blocker} */ (/** @type {unknown} */ (read(PACKED.blocker, w, i, {}))));
  return out;
}

/**
 * Decodes packed decisions, three words each `[depth, cell, digit]`.
 * @param {ArrayLike<number>} w
 * @returns {Decision[]}
 */
export function decodeDecisions(w) {
  return Array.from({ length: Math.floor(w.length / 3) }, (_, i) => ({ depth: w[3 * i], cell: w[3 * i + 1], digit: w[3 * i + 2] }));
}

/**
 * Decodes a packed choice `[kind, count, ties]`.
 * @param {ArrayLike<number>} words
 * @returns {Choice}
 */
export function decodeChoice(words) {
  return { kind: /** @type {ChoiceKind} */ (words[0]), count: words[1], ties: words[2] };
}

/** Reads a field the engine packs as the bits of an `f32` (a temperature). */
const bits = new Uint32Array(1);
const asFloat = new Float32Array(bits.buffer);

/**
 * Sets on `into` each of `fields` read from `words[at…at+4]`: its bits, as an unsigned number
 * less its offset ({@link NONE} where they are its sentinel), a two's complement number or an
 * `f32`.
 * @param {readonly import('./enums.js').PackedField[]} fields
 * @param {ArrayLike<number>} words
 * @param {number} at
 * @param {Record<string, number>} into
 */
function read(fields, words, at, into) {
  for (const [name, word, shift, width, type, offset, none] of fields) {
    const w = words[at + word];
    const raw = width === 32 ? w : (w >>> shift) & (2 ** width - 1);
    if (type === 'f') {
      bits[0] = raw;
      into[name] = asFloat[0];
    } else if (type === 'i') into[name] = (raw << (32 - width)) >> (32 - width);
    else into[name] = raw === none ? NONE : raw - offset;
  }
  return into;
}

/**
 * Decodes the packed event at `words[at…at+4]`.
 * @param {ArrayLike<number>} words
 * @param {number} [at]
 * @returns {SearchEvent}
 */
export function decode(words, at = 0) {
  const kind = /** @type {EventKind} */ (words[at]);
  // What an event of its kind does not carry stays at these.
  const ev = {
    kind,
    cell: NONE,
    digit: NONE,
    peer: NONE,
    unit: NONE,
    candidates: 0,
    depth: NONE,
    from: NONE,
    branch: 0,
    of: 0,
    count: 0,
    digit2: NONE,
    delta: 0,
    temperature: 0,
  };
  return /** @type {SearchEvent} */ (/** @type {unknown} */ (read(PACKED.events[kind] ?? [], words, at, ev)));
}
