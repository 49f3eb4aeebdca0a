// Text and numbers as the page shows them: digits, counts, durations, the speed scale, and the
// reading of attribute values. Display only: no Sudoku rule lives here.
import { ENGLISH } from '../i18n/messages.js';

/** @typedef {import('../i18n/messages.js').Messages} Messages */

/** At most this many characters of a value are echoed in a message, then `…`: the CLI's rule
 * (src/lines.rs, `ECHO_CHARS`), so that a huge attribute never becomes a huge message. */
export const ECHO_CHARS = 100;

/**
 * `text` as a message may echo it: whole up to ECHO_CHARS characters (code points, as the CLI
 * counts them), else its first ECHO_CHARS and `…`.
 * @param {string} text
 */
export function echo(text) {
  let end = 0;
  for (let n = 0; n < ECHO_CHARS && end < text.length; n++) end += /** @type {number} */ (text.codePointAt(end)) > 0xffff ? 2 : 1;
  return end >= text.length ? text : `${text.slice(0, end)}…`;
}

/**
 * A value quoted in a message: JSON's double quotes around its echo.
 * @param {string} text
 */
export const quote = (text) => JSON.stringify(echo(text));

/**
 * The alphabet of a board and its empty cell, as the engine writes puzzles (`BoardGeometry`):
 * `digits` the characters of the digits 1 to side, `empty` the empty board's text.
 * @typedef {{ digits: string, empty: string }} Alphabet
 */

/**
 * The character of a digit in the engine's alphabet; '' for empty.
 * @param {number} d
 * @param {Alphabet} a
 */
export function digitChar(d, a) {
  return d === 0 ? '' : (a.digits[d - 1] ?? '');
}

/**
 * The digit a key stands for on a board of this alphabet (either case), 0 for a clearing key
 * (the engine's empty cell, `0`, Backspace, Delete), or null.
 * @param {string} key
 * @param {Alphabet} a
 * @returns {number | null}
 */
export function digitOfKey(key, a) {
  if (key === 'Backspace' || key === 'Delete' || key === '0' || key === a.empty[0]) return 0;
  if (key.length !== 1) return null;
  const d = a.digits.indexOf(key.toUpperCase()) + 1;
  return d >= 1 ? d : null;
}

/**
 * Puzzle text of a board of values, as the engine writes it.
 * @param {ArrayLike<number>} values
 * @param {Alphabet} a
 */
export function boardText(values, a) {
  return Array.from(values, (v) => digitChar(v, a) || a.empty[0]).join('');
}

/**
 * The digits of a candidate mask, as characters.
 * @param {number} mask
 * @param {Alphabet} a
 */
export function maskDigits(mask, a) {
  const out = [];
  for (let d = 1; mask; d++, mask >>= 1) if (mask & 1) out.push(digitChar(d, a));
  return out;
}

/**
 * A counter: grouped digits up to a million, then "1.23 M". Counters are whole numbers, grouped
 * here by hand: the first `Intl.NumberFormat` of a page costs tens of milliseconds (locale
 * data), on the way to the element's first interactive frame.
 * @param {number} n
 * @param {Messages} [m]
 */
export function formatCount(n, m = ENGLISH) {
  if (n < 1e6) return m.number(n);
  if (n < 1e9) return m.t('element.millions', { n: fixed(n / 1e6, n < 1e7 ? 2 : 1, m) });
  return m.t('element.billions', { n: fixed(n / 1e9, 2, m) });
}

/**
 * `x` with `digits` decimals in the language's decimal sign ("1.20", "1,20").
 * @param {number} x
 * @param {number} digits
 * @param {Messages} m
 */
export function fixed(x, digits, m) {
  return m.lang === 'en' ? x.toFixed(digits) : x.toLocaleString(m.lang, { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/**
 * `x` to `digits` significant digits, trailing zeros dropped, in the language's decimal sign
 * ("0.0123", "0,0123").
 * @param {number} x
 * @param {number} digits
 * @param {Messages} m
 */
export function significant(x, digits, m) {
  return m.lang === 'en' ? String(Number(x.toPrecision(digits))) : x.toLocaleString(m.lang, { maximumSignificantDigits: digits, useGrouping: false });
}

/**
 * A count in a phrase with its plural form: `key` is a message of `n` (its plural category) and
 * `count` (the number as the counters write it, "1.23 M" included).
 * @param {number} n
 * @param {string} key
 * @param {Messages} m
 */
export function counted(n, key, m) {
  return m.t(key, { n, count: formatCount(n, m) });
}

/**
 * Items joined as the language lists them: "3, 5 and 6" (British English, as the pages are
 * written, without the serial comma), "3, 5 a 6"; "10 or 20" for a `disjunction`.
 * @param {string[]} items
 * @param {Messages} m
 * @param {'conjunction' | 'disjunction'} [type]
 */
export function listed(items, m, type = 'conjunction') {
  return new Intl.ListFormat(m.lang === 'en' ? 'en-GB' : m.lang, { type }).format(items);
}

/**
 * "1 step", "2 steps", "1.23 M steps".
 * @param {number} n
 * @param {string} one
 * @param {string} [many]
 */
export function plural(n, one, many = `${one}s`) {
  return `${formatCount(n)} ${n === 1 ? one : many}`;
}

/**
 * Elapsed time: "0.84 s", "12.3 s", "2 min 05 s" (the units are SI symbols in every language;
 * the decimal sign is the language's).
 * @param {number} ms
 * @param {Messages} [m]
 */
export function formatSeconds(ms, m = ENGLISH) {
  const s = ms / 1000;
  if (s < 10) return `${fixed(s, 2, m)} s`;
  if (s < 60) return `${fixed(s, 1, m)} s`;
  return `${Math.floor(s / 60)} min ${String(Math.floor(s % 60)).padStart(2, '0')} s`;
}

const DECADES = 6;
const STOPS_PER_DECADE = 20;
/** The speed slider runs 0…SLIDER_MAX: 1…10⁶ steps/s on a log scale, then max at the top. */
export const SLIDER_MAX = DECADES * STOPS_PER_DECADE + 1;
/** Fastest finite speed. */
export const MAX_FINITE_SPEED = 1e6;

/**
 * Steps per second for a slider position (Infinity for max).
 * @param {number} pos
 */
export function speedOfSlider(pos) {
  if (pos >= SLIDER_MAX) return Infinity;
  // Two significant digits, so that labels read 1, 1.1, 1.3 … 20, 22 … 150: every stop its own.
  return Math.max(1, Number((10 ** (pos / STOPS_PER_DECADE)).toPrecision(2)));
}

/**
 * Slider position for a speed.
 * @param {number} speed
 */
export function sliderOfSpeed(speed) {
  if (!Number.isFinite(speed)) return SLIDER_MAX;
  const pos = Math.round(Math.log10(Math.max(1, speed)) * STOPS_PER_DECADE);
  return Math.min(SLIDER_MAX - 1, Math.max(0, pos));
}

/**
 * "20/s", "1.5 k/s", "max" (in the language's words and decimal sign).
 * @param {number} speed
 * @param {Messages} [m]
 */
export function formatSpeed(speed, m = ENGLISH) {
  if (!Number.isFinite(speed)) return m.t('element.speedMax');
  const [n, unit] = speed >= 1e6 ? [speed / 1e6, 'M'] : speed >= 1e3 ? [speed / 1e3, 'k'] : [speed, ''];
  return m.t('element.perSecond', { n: m.lang === 'en' ? String(n) : m.number(n), unit });
}

/**
 * The attribute form of a speed: "max" or the number (in the decimal notation `parseSpeed`
 * reads: a speed above the fastest is the fastest).
 * @param {number} speed
 */
export function speedAttribute(speed) {
  return Number.isFinite(speed) ? String(Math.min(speed, MAX_FINITE_SPEED)) : 'max';
}

/** The slowest speed in steps per second: slower would look stopped (1e-300 never steps). */
export const MIN_SPEED = 0.1;

/** Plain decimal notation, as people write numbers: digits, a fraction perhaps; no sign, exponent or hex. */
const DECIMAL = /^(?:\d+(?:\.\d*)?|\.\d+)$/;
/** A whole number in plain decimal notation. */
const WHOLE = /^\d+$/;

/**
 * Reads a `speed` value: steps per second in plain decimal notation, from MIN_SPEED (a faster
 * one is the fastest, a million), or `max`.
 * @param {string} text
 * @param {Messages} [m]  the language of the error
 * @returns {{ speed: number } | { error: string }}
 */
export function parseSpeed(text, m = ENGLISH) {
  const t = text.trim().toLowerCase();
  if (t === 'max') return { speed: Infinity };
  const n = DECIMAL.test(t) ? Number(t) : NaN;
  if (n >= MIN_SPEED) return { speed: Math.min(n, MAX_FINITE_SPEED) };
  // The bounds as the attribute is written, whatever the language's decimal sign.
  return { error: m.t('attribute.speed', { value: quote(text), min: String(MIN_SPEED), max: String(MAX_FINITE_SPEED) }) };
}

/**
 * Reads a step number: a whole number ≥ 0 in plain decimal notation (`0x10` and `1e3` are not).
 * @param {string} text
 */
export function parseStep(text) {
  const t = text.trim();
  const n = WHOLE.test(t) ? Number(t) : NaN;
  return Number.isSafeInteger(n) ? n : null;
}

/** The values of the `controls` attribute, the first the default. */
export const CONTROL_MODES = /** @type {const} */ (['full', 'minimal', 'none']);
/** The values of the `theme` attribute, the first the default. */
export const THEMES = /** @type {const} */ (['auto', 'light', 'dark', 'inherit']);

/**
 * Reads an attribute that takes one of a few words (absent or empty means the first).
 * @template {string} T
 * @param {string} name
 * @param {string | null} text
 * @param {readonly T[]} choices
 * @param {Messages} [m]  the language of the error
 * @returns {{ value: T } | { error: string }}
 */
export function parseChoice(name, text, choices, m = ENGLISH) {
  const t = (text ?? '').trim().toLowerCase() || choices[0];
  const value = choices.find((c) => c === t);
  if (value) return { value };
  return { error: m.t('attribute.choice', { name, value: quote(text ?? ''), choices: choices.join(', ') }) };
}

/**
 * Reads a `panels` value: names separated by spaces (or commas), each one of `names`, in any
 * order and case; the result lists them once each, in the order of `names`. Empty text names no
 * panel; absent text (null) means `defaults`.
 * @param {string | null} text
 * @param {readonly string[]} names
 * @param {readonly string[]} defaults
 * @param {Messages} [m]  the language of the error
 * @returns {{ value: string[] } | { error: string }}
 */
export function parsePanels(text, names, defaults, m = ENGLISH) {
  if (text == null) return { value: [...defaults] };
  const words = text
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);
  const unknown = [...new Set(words.filter((w) => !names.includes(w)))];
  if (unknown.length === 0) return { value: names.filter((n) => words.includes(n)) };
  // The unknown names as one echo: a list of a million is not said whole either.
  const list = echo(unknown.map((w) => JSON.stringify(w)).join(', '));
  return { error: m.t('attribute.panels', { value: quote(text), list, n: unknown.length, names: names.join(', ') }) };
}

/**
 * Checks a count given to `step(n)` or `back(n)`: a whole number ≥ 0.
 * @param {string} name
 * @param {unknown} n
 * @returns {number}
 */
export function wholeCount(name, n) {
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0) {
    throw new RangeError(`${name}(n): n must be a whole number ≥ 0, got ${typeof n === 'string' ? quote(n) : echo(String(n))}`);
  }
  return n;
}
