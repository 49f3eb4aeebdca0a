// The library of saved puzzles as data: what a saved puzzle holds, how it is written to and read
// from a text file in CONTRACT.md's puzzle-file format (one puzzle per line, `#` comments; the
// name after the token, where the format allows anything), and the settings the page remembers.
// Pure: the puzzle itself is read by the engine's parser, passed in.
import { boardText, digitChar, digitOfKey } from './format.js';

/** @typedef {import('./format.js').Alphabet} Alphabet */

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
  return name
    .replace(/[\t\r\n]+/g, ' ')
    .trim()
    .slice(0, 80);
}

/**
 * The player's pencil marks as text: per cell its digits, cells separated by commas; '' when
 * there are none.
 * @param {Uint16Array} marks
 * @param {Alphabet} a  the board's digits
 */
export function marksText(marks, a) {
  if (marks.every((m) => m === 0)) return '';
  return Array.from(marks, (m) => {
    let s = '';
    for (let d = 1; m >> (d - 1); d++) if (m & (1 << (d - 1))) s += digitChar(d, a);
    return s;
  }).join(',');
}

/**
 * Pencil marks read back from {@link marksText} for a board of these digits; wrong lengths or
 * characters give none.
 * @param {string} text
 * @param {Alphabet} a
 */
export function readMarks(text, a) {
  const marks = new Uint16Array(a.empty.length);
  const cells = text.split(',');
  if (text === '' || cells.length !== marks.length) return marks;
  cells.forEach((digits, cell) => {
    for (const ch of digits) {
      const d = digitOfKey(ch, a);
      if (d) marks[cell] |= 1 << (d - 1);
    }
  });
  return marks;
}

/**
 * The player's digits read back from their line for a board of these digits; anything else
 * gives none.
 * @param {string} text
 * @param {Alphabet} a
 */
export function readEntries(text, a) {
  const entries = new Uint8Array(a.empty.length);
  if (text.length === entries.length) [...text].forEach((ch, cell) => (entries[cell] = digitOfKey(ch, a) ?? 0));
  return entries;
}

/**
 * The player's digits as a line; '' when there are none.
 * @param {Uint8Array} entries
 * @param {Alphabet} a
 */
export function entriesText(entries, a) {
  return entries.some((v) => v !== 0) ? boardText(entries, a) : '';
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
    "# the solver's own digits and pencil marks (tab-separated key=value), which the page reads back.",
  ];
  const lines = items.map((item) => {
    const fields = FIELDS.filter((k) => !(item[k] === '' || (k === 'step' && item.step === 0))).map((k) => `${k}=${item[k]}`);
    return [item.puzzle, cleanName(item.name), ...fields].join('\t');
  });
  return `${[...head, ...lines].join('\n')}\n`;
}

/**
 * Cuts text that arrives in chunks (a file read as a stream) into whole lines: the lines the
 * chunk completes, and what is left for the next chunk (`done` flushes it as the last line).
 * @param {string} carry  what the previous chunk left
 * @param {string} chunk
 * @param {boolean} [done]  the file ends here
 * @returns {{ lines: string[], carry: string }}
 */
export function splitLines(carry, chunk, done = false) {
  const lines = (carry + chunk).split('\n');
  const rest = done ? '' : /** @type {string} */ (lines.pop());
  return { lines: done && lines.at(-1) === '' ? lines.slice(0, -1) : lines, carry: rest };
}

/**
 * Reads one line of a puzzle file: a saved puzzle (named by what follows its token, else
 * "Imported `ordinal`"), null for a blank line or a comment, or why the parser refused it.
 * @param {string} raw  the line, without its `\n`
 * @param {(token: string) => { text: string, alphabet: Alphabet }} parse  the engine's parser
 *   with the board's digits: throws an Error with its message for a bad puzzle
 * @param {string} strategy  for lines that name none
 * @param {number} ordinal  how many puzzles the file gave before this one, plus one
 * @returns {Saved | { error: string } | null}
 */
export function readLine(raw, parse, strategy, ordinal) {
  const line = raw
    .replace(/^\uFEFF/, '')
    .replace(/\r$/, '')
    .trimStart();
  if (line.trim() === '' || line.startsWith('#')) return null;
  // The token ends at the first space, tab or colon (CONTRACT.md); a name follows a space
  // or a tab, a colon starts `count:solution` fields, not a name.
  const end = line.search(/[ \t:]/);
  const token = end < 0 ? line : line.slice(0, end);
  let board;
  try {
    board = parse(token);
  } catch (err) {
    return { error: err instanceof Error ? err.message : String(err) };
  }
  const rest = end < 0 || line[end] === ':' ? [] : line.slice(end + 1).split('\t');
  /** @type {Record<string, string>} */
  const fields = {};
  for (const field of rest.slice(1)) {
    const eq = field.indexOf('=');
    if (eq > 0) fields[field.slice(0, eq).trim()] = field.slice(eq + 1).trim();
  }
  const step = Number(fields.step ?? 0);
  const entries = readEntries(fields.entries ?? '', board.alphabet);
  return {
    name: cleanName(rest[0] ?? '') || `Imported ${ordinal}`,
    puzzle: board.text,
    strategy: fields.strategy || strategy,
    params: fields.params ?? '',
    step: Number.isSafeInteger(step) && step >= 0 ? step : 0,
    entries: entriesText(entries, board.alphabet),
    marks: marksText(readMarks(fields.marks ?? '', board.alphabet), board.alphabet),
  };
}
