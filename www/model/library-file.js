// The library of saved puzzles as data: what a saved puzzle holds, how it is written to and read
// from a text file in CONTRACT.md's puzzle-file format (one puzzle per line, `#` comments; the
// name after the token, where the format allows anything), and the settings the page remembers.
// Pure: the puzzle itself is read by the engine's parser, passed in.
import { boardText, digitChar, digitOfKey } from './format.js';
import '../i18n/english.js';
import { ENGLISH } from '../i18n/messages.js';

/** @typedef {import('./format.js').Alphabet} Alphabet */

/**
 * One saved puzzle.
 * @typedef {object} Saved
 * @property {string} id        the library's own name for it, kept through export and import:
 *   tabs change the library by id, never by position
 * @property {string} name
 * @property {string} puzzle    one line, `.` for empty
 * @property {string} strategy
 * @property {string} params    the strategy's parameters, `key=value …` ('' for the defaults)
 * @property {number} step      the step of the search it was saved at
 * @property {string} entries   the player's digits as a puzzle line ('' for none)
 * @property {string} marks     the player's pencil marks: per cell its digits, cells separated
 *   by commas ('' for none)
 * @property {Record<string, unknown>} [extra]  stored fields the page does not know (from
 *   another version of it): kept as they are, written back and exported with the others
 */

/**
 * A puzzle read from a file, before the library gives it an id (when the file has none).
 * @typedef {Omit<Saved, 'id'> & { id?: string }} Entry
 */

/** The element's attributes the page remembers between visits. */
export const SETTINGS = ['speed', 'strategy', 'params', 'panels', 'theme', 'presenter'];

/**
 * Fields written after a saved puzzle's name, in this order.
 * @type {('strategy' | 'params' | 'step' | 'entries' | 'marks' | 'id')[]}
 */
const FIELDS = ['strategy', 'params', 'step', 'entries', 'marks', 'id'];
/** Fields of a stored puzzle that a file gives otherwise than as `key=value`. */
const PLACED = ['name', 'puzzle'];

/** The most characters (code points) of a name. */
const NAME_LIMIT = 80;
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * A name as a file line can hold it: no tab or line break, no space at either end, at most 80
 * characters, cut between what a reader sees as characters (never inside an emoji, a surrogate
 * pair or a letter and its accents). The library saves names so, and they read back the same.
 * @param {string} name
 */
export function cleanName(name) {
  let out = '';
  let length = 0;
  for (const { segment } of graphemes.segment(name.replace(/[\t\r\n]+/g, ' ').trim())) {
    length += [...segment].length;
    if (length > NAME_LIMIT) break;
    out += segment;
  }
  return out.trimEnd();
}

/** How a field's text is written: backslash escapes for what would end the field or the line. */
const ESCAPES = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r', '=': '\\=' };
/** @type {Record<string, string>} */
const UNESCAPES = { '\\': '\\', t: '\t', n: '\n', r: '\r', s: ' ', '=': '=' };

/**
 * A field's key or value as a file line holds it: a backslash, tab, line break or carriage
 * return as `\\`, `\t`, `\n`, `\r`, a space at either end (which a reader trims) as `\s`, and
 * in a key an `=` as `\=`.
 * @param {string} text
 * @param {boolean} [key]
 */
export function escapeField(text, key = false) {
  return text.replace(key ? /[\\\t\n\r=]/g : /[\\\t\n\r]/g, (c) => ESCAPES[/** @type {keyof typeof ESCAPES} */ (c)]).replace(/^ | $/g, '\\s');
}

/**
 * A field's text read back from {@link escapeField}; a backslash before anything else stays.
 * @param {string} text
 */
export function unescapeField(text) {
  return text.replace(/\\([\\tnrs=])/g, (_, c) => UNESCAPES[c]);
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
 * puzzle, a tab, its name, and tab-separated `key=value` fields ({@link escapeField}) for what
 * is not a default, then the fields the page does not know, each value as JSON. Every reader
 * of puzzle files (`sudoku-stepper solve`, `rate`) reads the puzzles and skips the rest.
 * @param {Entry[]} items
 * @param {string} when  the date written in the heading
 */
export function fileText(items, when) {
  const head = [
    `# Sudoku Stepper library, ${items.length} puzzle${items.length === 1 ? '' : 's'}, exported ${when}.`,
    '# One puzzle per line, then a tab and its name; then the strategy, the step of the search and',
    "# the solver's own digits and pencil marks (tab-separated key=value), which the page reads back;",
    '# in a value, a backslash, tab, line break, return and edge space are \\\\, \\t, \\n, \\r, \\s.',
  ];
  const lines = items.map((item) => {
    const fields = FIELDS.filter((k) => !(item[k] === undefined || item[k] === '' || (k === 'step' && item.step === 0))).map(
      (k) => `${k}=${escapeField(String(item[k]))}`,
    );
    const extra = Object.entries(item.extra ?? {}).map(([k, v]) => `${escapeField(k, true)}=${escapeField(JSON.stringify(v))}`);
    return [item.puzzle, cleanName(item.name), ...fields, ...extra].join('\t');
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
 * The name of an imported puzzle that its line does not name, in the page's language.
 * @param {number} ordinal  how many puzzles the file gave before this one, plus one
 * @param {import('../i18n/messages.js').Messages} [m]
 */
export function importedName(ordinal, m = ENGLISH) {
  // The ordinal as digits only: a name, not an amount ("Imported 1234").
  return m.t('page.lib.imported-name', { n: String(ordinal) });
}

/**
 * Reads one line of a puzzle file: a saved puzzle (named by what follows its token, else
 * {@link importedName}`(ordinal)`, or '' without an ordinal), null for a blank line or a
 * comment, or why the parser refused it. Fields it does not know become the entry's `extra`.
 * @param {string} raw  the line, without its `\n`
 * @param {(token: string) => { text: string, alphabet: Alphabet }} parse  the engine's parser
 *   with the board's digits: throws an Error with its message for a bad puzzle
 * @param {string} strategy  for lines that name none
 * @param {number} [ordinal]  how many puzzles the file gave before this one, plus one
 * @returns {Entry | { error: string } | null}
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
  /** @type {Record<string, unknown>} */
  const extra = {};
  for (const field of rest.slice(1)) {
    // The key ends at the first `=` that is not escaped.
    const eq = field.match(/^(?:[^\\=]|\\.)*=/)?.[0].length;
    if (eq === undefined) continue;
    // Only spaces are trimmed: escapeField writes those at either end as `\s`.
    const key = unescapeField(field.slice(0, eq - 1).replace(/^ +| +$/g, ''));
    const value = unescapeField(field.slice(eq).replace(/^ +| +$/g, ''));
    if (/** @type {string[]} */ (FIELDS).includes(key)) fields[key] = value;
    else if (!PLACED.includes(key)) extra[key] = jsonOr(value);
  }
  const step = Number(fields.step ?? 0);
  const entries = readEntries(fields.entries ?? '', board.alphabet);
  return {
    ...(fields.id ? { id: fields.id } : {}),
    name: cleanName(rest[0] ?? '') || (ordinal ? importedName(ordinal) : ''),
    puzzle: board.text,
    strategy: fields.strategy || strategy,
    params: fields.params ?? '',
    step: Number.isSafeInteger(step) && step >= 0 ? step : 0,
    entries: entriesText(entries, board.alphabet),
    marks: marksText(readMarks(fields.marks ?? '', board.alphabet), board.alphabet),
    ...(Object.keys(extra).length ? { extra } : {}),
  };
}

/**
 * A field the page does not know: the JSON value it writes, or the text as it is (a file
 * written by hand).
 * @param {string} text
 */
function jsonOr(text) {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
