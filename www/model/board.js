// What each cell of the board shows, from the engine's snapshot and the last event: its digit,
// how the digit got there, the marks of the moment (current cell, clash, dead end, cleared
// digits) and its label for screen readers. Pure: the views only copy this into the DOM.
import { EventKind, NONE, Origin } from '../engine/events.js';
import { ENGLISH } from '../i18n/messages.js';
import { digitChar } from './format.js';
import { cellPlace } from '../engine/places.js';

/** @typedef {import('../engine/events.js').SearchEvent} SearchEvent */
/** @typedef {import('../engine/engine.js').BoardGeometry} BoardGeometry */
/** @typedef {import('../engine/session.js').Snapshot} Snapshot */
/** @typedef {import('../i18n/messages.js').Messages} Messages */

/**
 * @typedef {object} BoardInput
 * @property {BoardGeometry} geometry
 * @property {Uint8Array} givens         the puzzle, 0 for empty
 * @property {Snapshot | null} snapshot  the search's state; null when there is no search
 * @property {SearchEvent | null} last   the event that led here
 * @property {Uint8Array | null} preview a backup board shown instead of the search
 * @property {number[]} conflicts        cells whose givens clash
 * @property {number} selected           the cell being edited, -1 for none
 * @property {boolean} over              the search stopped on a solution or at its end
 * @property {boolean} solved            the board shown is a solution
 * @property {SearchEvent | null} refutation  the dead end that proves there is no solution
 * @property {Uint8Array | null} [unitPenalties]  a local search's digits missing per unit
 * @property {Messages} [messages]  the language of the cells' labels
 */

/**
 * @typedef {object} CellView
 * @property {string} cls     class names
 * @property {string} value   the digit shown ('' for empty)
 * @property {string} ghost   a struck digit: cleared by a backtrack, or the digit that clashed
 * @property {string} marker  'N' naked single, 'H' hidden single, '' otherwise
 * @property {string} [why]   'unit' in the unit whose one place left forced the last digit (a
 *   hidden single), '' otherwise
 * @property {number} pencil  candidates to pencil in (bit d-1 for digit d), 0 for none
 * @property {string} label   what a screen reader says
 */

/**
 * A board as drawn: its size and, from the engine's geometry as plain data, the characters of
 * its digits (`digits`, `empty`) and where each arrow key moves from each cell (`arrows`, `moves`).
 * @typedef {{ side: number, box: number, digits: string, empty: string, arrows: readonly string[], moves: Uint16Array, cells: CellView[], solved: boolean, preview: boolean }} BoardView
 */

/**
 * What a board view carries of its geometry (see BoardView).
 * @param {BoardGeometry} g
 */
export function boardShape(g) {
  return { side: g.side, box: g.box, digits: g.digits, empty: g.empty, arrows: g.arrows, moves: g.moves };
}

/**
 * The cell an arrow key moves a board's tab stop to from `cell`, as the engine's geometry says
 * (`cell` itself at the edge of the board), or null (not an arrow).
 * @param {string} key
 * @param {Pick<BoardGeometry, 'arrows' | 'moves'>} g
 * @param {number} cell
 * @returns {number | null}
 */
export function arrowCell(key, g, cell) {
  const arrow = g.arrows.indexOf(key);
  return arrow < 0 ? null : g.moves[g.arrows.length * cell + arrow];
}

/** A digit's class name and label (the catalogue's message) by `Origin` code: how it got there. @type {Record<number, { cls: string, label: string }>} */
const ORIGIN = {
  [Origin.Empty]: { cls: '', label: 'cell.digit' },
  [Origin.Given]: { cls: ' given', label: 'cell.given' },
  [Origin.Guess]: { cls: ' guess', label: 'cell.guess' },
  [Origin.Naked]: { cls: ' forced', label: 'cell.naked' },
  [Origin.Hidden]: { cls: ' forced', label: 'cell.hidden' },
  [Origin.Forced]: { cls: ' forced', label: 'cell.forced' },
};

/**
 * The labels made so far, per language: a running board is labelled at every frame, and a
 * search shows few distinct labels (a cell's name with a digit and how it got there).
 * @type {WeakMap<Messages, Map<string, string>>}
 */
const LABELS = new WeakMap();

/**
 * What a screen reader says of a cell: the catalogue's message `key` of the cell's name as the
 * narration says it ("r3c4", "ř3s4") and a digit (the one it holds, or the struck one an empty
 * cell shows).
 * @param {Messages} m
 * @param {string} key
 * @param {BoardGeometry} g
 * @param {number} cell
 * @param {string} digit
 */
function cellLabel(m, key, g, cell, digit) {
  let made = LABELS.get(m);
  if (!made) LABELS.set(m, (made = new Map()));
  const id = `${key} ${g.side} ${cell} ${digit}`;
  let label = made.get(id);
  if (label === undefined) {
    // The name as narrate.js's cellWords makes it (importing it would close a cycle: narrate.js
    // reads this module's placeCells).
    label = m.t(key, { cell: m.t('narration.cell', cellPlace(g, cell)), digit });
    made.set(id, label);
  }
  return label;
}

/** Per geometry, the grid-line classes of each cell (computed once per size). */
const EDGES = new WeakMap();

/**
 * The line each cell draws on its right and bottom side: thin inside a box, thick where the
 * next cell belongs to another box (as the engine's geometry says), none on the board's edge.
 * @param {BoardGeometry} g
 * @returns {string[]}
 */
export function edges(g) {
  let out = EDGES.get(g);
  if (out) return out;
  // A cell's units are its row, column and box, in that order.
  const boxOf = (/** @type {number} */ cell) => g.unitsOfCell(cell)[2];
  out = Array.from({ length: g.cells }, (_, cell) => {
    const next = /** @type {number} */ (arrowCell('ArrowRight', g, cell));
    const under = /** @type {number} */ (arrowCell('ArrowDown', g, cell));
    const right = next === cell ? '' : boxOf(next) === boxOf(cell) ? ' line-r' : ' box-r';
    const below = under === cell ? '' : boxOf(under) === boxOf(cell) ? ' line-b' : ' box-b';
    return right + below;
  });
  EDGES.set(g, out);
  return out;
}

/**
 * The cell the search is working on: the cell of a select, try or clash, or of a dead end
 * without candidates (whose row, column and box hold what rules its digits out), else the
 * newest open decision's cell; -1 when there is none, at a dead end in a unit, or when the
 * search has stopped.
 * @param {Snapshot} snap
 * @param {SearchEvent | null} last
 * @param {boolean} over
 */
export function currentCell(snap, last, over) {
  const k = last?.kind;
  if (last && (k === EventKind.Conflict || k === EventKind.DeadEnd)) return last.cell;
  // dlx's choice of a place for a digit is about a unit, not one cell.
  if (over || k === EventKind.SelectPlace) return -1;
  if (last && (k === EventKind.Select || k === EventKind.Try)) return last.cell;
  return snap.stack.length ? snap.stack[snap.stack.length - 4] : -1;
}

/**
 * @param {BoardInput} input
 * @returns {BoardView}
 */
export function boardView(input) {
  const { geometry: g, givens, snapshot: snap, last, preview, selected } = input;
  const n = g.cells;
  /** Per cell: extra classes of the moment. */
  const marks = new Array(n).fill('');
  const ghosts = new Array(n).fill('');
  /** Per cell: 'unit' in the unit of a hidden single just placed. */
  const whys = new Array(n).fill('');
  /** @param {number} cell @param {string} cls */
  const mark = (cell, cls) => {
    marks[cell] += cls;
  };
  for (const cell of input.conflicts) mark(cell, ' bad');
  if (selected >= 0) mark(selected, ' sel');

  let values = preview ?? givens;
  if (snap && !preview) {
    values = snap.values;
    const cur = currentCell(snap, last, input.over);
    if (cur >= 0) {
      // The current cell's row, column and box, each cell once.
      const tinted = new Uint8Array(n);
      for (const u of g.unitsOfCell(cur)) {
        for (const cell of g.cellsOfUnit(u)) tinted[cell] = 1;
      }
      tinted.forEach((t, cell) => t && cell !== cur && mark(cell, ' tint'));
      mark(cur, ' cur');
    }
    eventMarks(last, snap, g, mark, ghosts);
    // A hidden single: the unit where its digit had one place left, the reason it is forced.
    if (last?.kind === EventKind.Propagate && last.unit !== NONE)
      g.cellsOfUnit(last.unit).forEach((cell) => {
        whys[cell] = 'unit';
      });
    if (input.unitPenalties) heatMarks(input.unitPenalties, g, mark);
    // No solution: show where the givens break, whatever step is shown.
    if (input.refutation) deadEndMarks(input.refutation, g, mark);
  }
  const origins = snap && !preview ? snap.origins : null;
  const pencils = snap && !preview ? snap.candidates : null;

  const lines = g.unitsOf.length ? edges(g) : null;
  /** @type {CellView[]} */
  const cells = new Array(n);
  for (let cell = 0; cell < n; cell++) {
    const v = values[cell];
    const origin = origins ? origins[cell] : givens[cell] ? Origin.Given : v ? Origin.Guess : Origin.Empty;
    const value = digitChar(v, g);
    const marker = origin === Origin.Naked ? 'N' : origin === Origin.Hidden ? 'H' : '';
    cells[cell] = {
      cls: `cell${lines ? lines[cell] : ''}${v ? ORIGIN[origin].cls : ''}${marks[cell]}`,
      value,
      ghost: v ? '' : ghosts[cell],
      marker,
      why: whys[cell],
      pencil: pencils && !v ? pencils[cell] : 0,
      // The label holds what is seen (the digit, or the struck digit of an empty cell).
      label: cellLabel(
        input.messages ?? ENGLISH,
        v ? ORIGIN[origin].label : ghosts[cell] ? (marks[cell].includes(' pruned') ? 'cell.pruned' : 'cell.was') : 'cell.empty',
        g,
        cell,
        v ? value : ghosts[cell],
      ),
    };
  }
  return { ...boardShape(g), cells, solved: input.solved && !preview, preview: preview != null };
}

/** Class words of a unit's kind, by its place in a cell's units (row, column, box). */
const UNIT_KINDS = ['row', 'col', 'box'];

/**
 * Which of `cell`'s units `u` is: 0 its row, 1 its column, 2 its box.
 * @param {BoardGeometry} g
 * @param {number} cell
 * @param {number} u
 */
function unitKind(g, cell, u) {
  return Math.max(0, g.unitsOfCell(cell).indexOf(u));
}

/**
 * The cells of a dlx select of a place: where its digit can still go in its unit.
 * @param {SearchEvent} ev
 * @param {BoardGeometry} g
 * @returns {number[]}
 */
export function placeCells(ev, g) {
  return [...g.cellsOfUnit(ev.unit)].filter((_, i) => ev.candidates & (1 << i));
}

/**
 * A local search's conflicts: each cell is tinted by how many of its units (row, column, box)
 * still miss a digit, so the rows, columns and boxes in conflict show as overlapping bands.
 * @param {Uint8Array} missing  per flat unit id
 * @param {BoardGeometry} g
 * @param {(cell: number, cls: string) => void} mark
 */
function heatMarks(missing, g, mark) {
  for (let cell = 0; cell < g.cells; cell++) {
    let n = 0;
    for (const u of g.unitsOfCell(cell)) if (missing[u] > 0) n++;
    if (n) mark(cell, ` heat${n}`);
  }
}

/**
 * A dead end marks its cell, or every cell of its unit, and the cells whose digits rule out its
 * ways out, as the engine named them (`SearchEvent.blockers`).
 * @param {SearchEvent} ev
 * @param {BoardGeometry} g
 * @param {(cell: number, cls: string) => void} mark
 */
function deadEndMarks(ev, g, mark) {
  if (ev.cell !== NONE) mark(ev.cell, ' dead');
  else g.cellsOfUnit(ev.unit).forEach((cell) => mark(cell, ' unit'));
  const causes = new Set((ev.blockers ?? []).map((b) => b.by).filter((by) => by !== NONE));
  for (const cell of causes) mark(cell, ' cause');
}

/**
 * The marks the last event leaves on cells.
 * @param {SearchEvent | null} ev
 * @param {Snapshot} snap
 * @param {BoardGeometry} g
 * @param {(cell: number, cls: string) => void} mark
 * @param {string[]} ghosts
 */
function eventMarks(ev, snap, g, mark, ghosts) {
  // MAC's singletons still to revise, and cleared cells, come from the engine's state, whatever
  // way the position was reached.
  for (const cell of snap.queue ?? []) mark(cell, ' queued');
  for (let i = 0; i < snap.cleared.length; i++) {
    mark(snap.cleared[i], ' cleared');
    ghosts[snap.cleared[i]] = digitChar(snap.clearedDigits[i], g);
  }
  if (!ev) return;
  switch (ev.kind) {
    case EventKind.Conflict:
      mark(ev.cell, ' clash');
      mark(ev.peer, ' clash');
      ghosts[ev.cell] = digitChar(ev.digit, g);
      break;
    case EventKind.DeadEnd:
      deadEndMarks(ev, g, mark);
      break;
    case EventKind.Try:
      mark(ev.cell, ' tried');
      break;
    case EventKind.Propose:
      // A local search's move: the cells it would change.
      mark(ev.cell, ' moved');
      if (ev.peer !== NONE) mark(ev.peer, ' moved');
      break;
    case EventKind.Accept:
    case EventKind.Reject:
      // The move made or refused, as the engine names it (`Session.explain`).
      for (const cell of ev.acceptance?.cells ?? []) mark(cell, ' moved');
      if (ev.descent) mark(ev.descent.cell, ' moved');
      break;
    case EventKind.SelectPlace:
      // dlx chose "digit d in this unit": the unit, and the places left for d in it.
      g.cellsOfUnit(ev.unit).forEach((cell) => mark(cell, ' tint'));
      placeCells(ev, g).forEach((cell) => mark(cell, ' place'));
      break;
    case EventKind.Propagate:
      mark(ev.cell, ' fresh');
      break;
    case EventKind.Prune:
      // Inference struck a value from an empty cell's domain: struck through in the colour of
      // the unit its cause shares with it, the cause marked.
      mark(ev.cell, ` pruned by-${UNIT_KINDS[unitKind(g, ev.cell, ev.unit)]}`);
      mark(ev.peer, ' cause');
      ghosts[ev.cell] = digitChar(ev.digit, g);
      break;
    case EventKind.Revise:
      // MAC spreads a singleton domain: the cell whose one value leaves its peers' domains.
      mark(ev.cell, ' singleton');
      break;
    case EventKind.Backjump:
      // The decisions of the conflict set the jump went by (the last is the current cell).
      for (const d of ev.conflict ?? []) mark(d.cell, ' cause');
      break;
    default:
      break;
  }
}
