// The library of saved puzzles as data: what a saved puzzle holds, how it is written to and read
// from a text file in CONTRACT.md's puzzle-file format (one puzzle per line, `#` comments; the
// name after the token, where the format allows anything), and the settings the page remembers.
// Pure: the puzzle itself is read by the engine's parser, passed in.
import { boardText, digitChar, digitOfKey } from './format.js';

/**
 * One saved puzzle.
 * @typedef {object} Saved
 * @property {string} name
 * @property {string} puzzle    one line, `.` for empty
 * @property {string} strategy
 * @property {string} params    the strategy's parameters, `key=value …` ('' for the defaults)
 * @property {number} step      the step of the search it was saved at
 * @property {string} entries   the player's digits as a puzzle line ('' for none)
 * @property {string} marks     the player's pencil marks: per cell its digits, cells separated
 *   by commas ('' for none)
 */

/** The element's attributes the page remembers between visits. */
export const SETTINGS = ['speed', 'strategy', 'params', 'panels', 'theme', 'presenter'];

/**
 * Fields written after a saved puzzle's name, in this order.
 * @type {('strategy' | 'params' | 'step' | 'entries' | 'marks')[]}
 */
const FIELDS = ['strategy', 'params', 'step', 'entries', 'marks'];

/**
 * A name as a file line can hold it: no tab or line break, at most 80 characters.
 * @param {string} name
 */
export function cleanName(name) {
  return name.replace(/[\t\r\n]+/g, ' ').trim().slice(0, 80);
}

/**
 * The player's pencil marks as text: per cell its digits, cells separated by commas; '' when
 * there are none.
 * @param {Uint16Array} marks
 */
export function marksText(marks) {
  if (marks.every((m) => m === 0)) return '';
  return Array.from(marks, (m) => {
    let s = '';
    for (let d = 1; m >> (d - 1); d++) if (m & (1 << (d - 1))) s += digitChar(d);
    return s;
  }).join(',');
}

/**
 * Pencil marks read back from {@link marksText} for a board of `side`; wrong lengths or
 * characters give none.
 * @param {string} text
 * @param {number} side
 */
export function readMarks(text, side) {
  const marks = new Uint16Array(side * side);
  const cells = text.split(',');
  if (text === '' || cells.length !== marks.length) return marks;
  cells.forEach((digits, cell) => {
    for (const ch of digits) {
      const d = digitOfKey(ch, side);
      if (d) marks[cell] |= 1 << (d - 1);
    }
  });
  return marks;
}

/**
 * The player's digits read back from their line for a board of `side`; anything else gives none.
 * @param {string} text
 * @param {number} side
 */
export function readEntries(text, side) {
  const entries = new Uint8Array(side * side);
  if (text.length === entries.length) [...text].forEach((ch, cell) => (entries[cell] = digitOfKey(ch, side) ?? 0));
  return entries;
}

/**
 * The player's digits as a line; '' when there are none.
 * @param {Uint8Array} entries
 */
export function entriesText(entries) {
  return entries.some((v) => v !== 0) ? boardText(entries) : '';
}

/**
 * The library as a puzzle file: a comment saying what it is, then a line per puzzle: the
 * puzzle, a tab, its name, and tab-separated `key=value` fields for what is not a default.
 * Every reader of puzzle files (`sudoku-stepper solve`, `rate`) reads the puzzles and skips the rest.
 * @param {Saved[]} items
 * @param {string} when  the date written in the heading
 */
export function fileText(items, when) {
  const head = [
    `# Sudoku Stepper library, ${items.length} puzzle${items.length === 1 ? '' : 's'}, exported ${when}.`,
    '# One puzzle per line, then a tab and its name; then the strategy, the step of the search and',
    '# the solver\'s own digits and pencil marks (tab-separated key=value), which the page reads back.',
  ];
  const lines = items.map((item) => {
    const fields = FIELDS.filter((k) => !(item[k] === '' || (k === 'step' && item.step === 0)))
      .map((k) => `${k}=${item[k]}`);
    return [item.puzzle, cleanName(item.name), ...fields].join('\t');
  });
  return `${[...head, ...lines].join('\n')}\n`;
}

/**
 * Reads a puzzle file: every puzzle line becomes a saved puzzle (named by what follows its
 * token, else "Imported N"); lines the parser refuses are reported with their number.
 * @param {string} text
 * @param {(token: string) => { text: string, side: number }} parse  the engine's parser: throws
 *   an Error with its message for a bad puzzle
 * @param {string} strategy  for lines that name none
 * @returns {{ items: Saved[], errors: string[] }}
 */
export function readFile(text, parse, strategy) {
  /** @type {Saved[]} */
  const items = [];
  /** @type {string[]} */
  const errors = [];
  text.replace(/^\uFEFF/, '').split('\n').forEach((raw, i) => {
    const line = raw.replace(/\r$/, '').trimStart();
    if (line.trim() === '' || line.startsWith('#')) return;
    // The token ends at the first space, tab or colon (CONTRACT.md); a name follows a space
    // or a tab, a colon starts `count:solution` fields, not a name.
    const end = line.search(/[ \t:]/);
    const token = end < 0 ? line : line.slice(0, end);
    let board;
    try {
      board = parse(token);
    } catch (err) {
      errors.push(`line ${i + 1}: ${err instanceof Error ? err.message : String(err)}`);
      return;
    }
    const rest = end < 0 || line[end] === ':' ? [] : line.slice(end + 1).split('\t');
    /** @type {Record<string, string>} */
    const fields = {};
    for (const field of rest.slice(1)) {
      const eq = field.indexOf('=');
      if (eq > 0) fields[field.slice(0, eq).trim()] = field.slice(eq + 1).trim();
    }
    const step = Number(fields.step ?? 0);
    const entries = readEntries(fields.entries ?? '', board.side);
    items.push({
      name: cleanName(rest[0] ?? '') || `Imported ${items.length + 1}`,
      puzzle: board.text,
      strategy: fields.strategy || strategy,
      params: fields.params ?? '',
      step: Number.isSafeInteger(step) && step >= 0 ? step : 0,
      entries: entriesText(entries),
      marks: marksText(readMarks(fields.marks ?? '', board.side)),
    });
  });
  return { items, errors };
}

/**
 * The saved puzzles in what `localStorage` held, keeping only well-formed ones (a hand-edited
 * or older store must not break the page).
 * @param {unknown} value  the parsed JSON
 * @returns {Saved[]}
 */
export function readStored(value) {
  if (!Array.isArray(value)) return [];
  const text = (/** @type {unknown} */ v) => (typeof v === 'string' ? v : '');
  return value
    .filter((v) => v && typeof v === 'object' && typeof v.puzzle === 'string' && v.puzzle !== '')
    .map((v) => ({
      name: cleanName(text(v.name)) || 'Untitled',
      puzzle: v.puzzle,
      strategy: text(v.strategy),
      params: text(v.params),
      step: Number.isSafeInteger(v.step) && v.step >= 0 ? v.step : 0,
      entries: text(v.entries),
      marks: text(v.marks),
    }));
}
