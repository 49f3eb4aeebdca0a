// What the exact-cover view of `dlx` draws: its 4·side² constraint columns as four side×side
// strips (a digit in each cell; each digit in each row, column and box), each column covered
// (its constraint met) or with the number of rows left in it, and the column the last step
// chose. A column with one option is a forced digit, one with none a dead end. The engine counts
// as options the rows the open decision has yet to try (covering its column hid them from their
// other columns), so a column reads as a dead end only when it is one.
import { ChoiceKind, EventKind } from '../engine/events.js';
import { digitChar, formatCount } from './format.js';
import { cellWords, unitWords } from './narrate.js';
import '../i18n/english.js';
import { ENGLISH } from '../i18n/messages.js';

/** @typedef {import('../engine/events.js').SearchEvent} SearchEvent */
/** @typedef {import('../engine/engine.js').BoardGeometry} BoardGeometry */

/** Added by the engine to the size of a covered column. */
const COVERED = 0x80;

/**
 * @typedef {{ cls: string, label: string }} CoverTile
 * @typedef {{ title: string, axes: string, down: string[], across: string[], tiles: CoverTile[] }} CoverStrip
 *   `axes` says what the strip's rows and columns are, `down` and `across` label them
 * @typedef {{ side: number, strips: CoverStrip[], summary: string }} CoverView
 */

/** The four kinds of constraint, by the engine's block number (`BoardGeometry.columns`). */
const STRIPS = ['cell', 'row', 'column', 'box'];
/** Numbers per column in `BoardGeometry.columns`: block, cell or unit, digit. */
const PER_COLUMN = 3;

/**
 * What a constraint column stands for, as the engine numbers them.
 * @param {BoardGeometry} g
 * @param {number} column
 */
function columnOf(g, column) {
  const [block, at, digit] = g.columns.subarray(PER_COLUMN * column, PER_COLUMN * (column + 1));
  return { block, at, digit };
}

/**
 * The column a select event chose, in the engine's column order, or -1.
 * @param {SearchEvent | null} ev
 * @param {BoardGeometry} g
 */
export function chosenColumn(ev, g) {
  const place = ev?.kind === EventKind.SelectPlace;
  if (!ev || (!place && ev.kind !== EventKind.Select)) return -1;
  for (let column = 0; column < g.columns.length / PER_COLUMN; column++) {
    const c = columnOf(g, column);
    if (place ? c.block > 0 && c.at === ev.unit && c.digit === ev.digit : c.block === 0 && c.at === ev.cell) return column;
  }
  return -1;
}

/**
 * @param {Uint8Array} sizes  per column, rows left plus 0x80 while covered (`Search.columnSizes`)
 * @param {BoardGeometry} g
 * @param {SearchEvent | null} last
 * @param {import('../i18n/messages.js').Messages} [m]  the element's language
 * @returns {CoverView}
 */
export function coverView(sizes, g, last, m = ENGLISH) {
  const chosen = chosenColumn(last, g);
  const name = (/** @type {number} */ column) => {
    const c = columnOf(g, column);
    return c.block === 0
      ? m.t('element.coverCell', { cell: cellWords(g, c.at, m) })
      : m.t('element.coverPlace', { digit: digitChar(c.digit, g), unit: unitWords(g, c.at, m, true) });
  };
  /** @type {number[][]} the columns of each block, in the engine's order */
  const blocks = STRIPS.map(() => []);
  for (let column = 0; column < g.columns.length / PER_COLUMN; column++) blocks[columnOf(g, column).block]?.push(column);
  // A strip's rows are the board's rows (cells) or the units of its kind; its columns the
  // board's columns (cells) or the digits.
  const numbers = Array.from({ length: g.side }, (_, i) => m.number(i + 1));
  const digits = Array.from({ length: g.side }, (_, i) => digitChar(i + 1, g));
  const strips = STRIPS.map((kind, k) => ({
    title: m.t('element.coverStrip', { kind }),
    axes: m.t('element.coverAxes', { kind }),
    down: numbers,
    across: kind === 'cell' ? numbers : digits,
    tiles: blocks[k].map((column) => {
      const size = sizes[column];
      // The chosen column is covered (Knuth's rule) but not met until a row is tried: it shows
      // the options it was chosen with.
      const isChosen = column === chosen;
      const covered = (size & COVERED) !== 0 && !isChosen;
      const rows = isChosen ? countBits(last?.candidates ?? 0) : size & ~COVERED;
      const cls = `tile ${covered ? 'covered' : rows === 0 ? 'empty' : rows === 1 ? 'one' : rows === 2 ? 'two' : 'many'}${isChosen ? ' chosen' : ''}`;
      return {
        cls,
        label: m.t('element.coverTile', { name: name(column), state: covered ? 'met' : isChosen ? 'chosen' : 'open', n: rows, count: formatCount(rows, m) }),
      };
    }),
  }));
  const dead = strips.reduce((n, strip) => n + strip.tiles.filter((t) => t.cls.includes(' empty')).length, 0);
  let summary = dead ? m.t('element.coverDead', { n: dead, count: formatCount(dead, m) }) : m.t('element.coverHelp');
  if (chosen >= 0) {
    // A select's candidates are the digits of its cell, or the places of its digit in the unit.
    const rows = countBits(last?.candidates ?? 0);
    const c = last?.choice;
    const ties = c?.kind === ChoiceKind.FewestOptions && c.ties > 0 ? m.t('element.coverTies', { n: c.ties, count: formatCount(c.ties, m) }) : '';
    summary = m.t('element.coverChosen', { name: name(chosen), rows: formatCount(rows, m), ties, forced: rows === 1 ? 'yes' : 'no' });
  }
  return { side: g.side, strips, summary };
}

/** @param {number} mask */
function countBits(mask) {
  let n = 0;
  for (let m = mask; m; m &= m - 1) n++;
  return n;
}
