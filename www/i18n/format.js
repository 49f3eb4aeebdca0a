// ICU MessageFormat, the part our catalogues use: `{name}` (a value as text, a number in the
// locale's digits), `{n, plural, one {…} few {…} many {…} other {…}}` with `#` for the number
// and `=0 {…}` for an exact value, and `{n, select, a {…} other {…}}`. Written here rather than
// taken from a library: this much is about 2 KB, what an embed can afford (a full ICU parser is
// ten times that). The plural categories come from the browser (`Intl.PluralRules`).

/** @typedef {Record<string, string | number>} Values */

/** @type {Map<string, Intl.PluralRules>} */
const rules = new Map();
/** @type {Map<string, Intl.NumberFormat>} */
const numbers = new Map();

/** @param {string} locale */
export function pluralRules(locale) {
  let r = rules.get(locale);
  if (!r) rules.set(locale, (r = new Intl.PluralRules(locale)));
  return r;
}

/**
 * A number in `locale`'s digits and grouping: whole numbers grouped, others with at most two
 * decimals. English is done by hand (the first `Intl.NumberFormat` of a page costs tens of
 * milliseconds of locale data, on the way to the element's first frame).
 * @param {number} n
 * @param {string} locale
 */
export function formatNumber(n, locale) {
  if (locale === 'en' && Number.isInteger(n) && Math.abs(n) < 1e15)
    return String(Math.abs(n))
      .replace(/\B(?=(\d{3})+$)/g, ',')
      .replace(/^/, n < 0 ? '-' : '');
  let f = numbers.get(locale);
  if (!f) numbers.set(locale, (f = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 })));
  return f.format(n);
}

/**
 * The index of the `}` that closes the `{` at `open`.
 * @param {string} s
 * @param {number} open
 */
function closing(s, open) {
  let depth = 0;
  for (let i = open; i < s.length; i++) {
    if (s[i] === '{') depth++;
    else if (s[i] === '}' && --depth === 0) return i;
  }
  throw new SyntaxError(`unclosed { in message ${JSON.stringify(s)}`);
}

/**
 * The branches `key {text} key {text} …` of a plural or select.
 * @param {string} s
 * @returns {Map<string, string>}
 */
function branches(s) {
  const out = new Map();
  let i = 0;
  while (i < s.length) {
    const open = s.indexOf('{', i);
    if (open < 0) break;
    const key = s.slice(i, open).trim();
    const end = closing(s, open);
    out.set(key, s.slice(open + 1, end));
    i = end + 1;
  }
  return out;
}

/**
 * `pattern` with `values` put in, for `locale`.
 * @param {string} pattern
 * @param {Values} values
 * @param {string} locale
 * @param {string} [hash]  what `#` stands for inside a plural branch
 * @returns {string}
 */
export function formatMessage(pattern, values, locale, hash) {
  let out = '';
  let i = 0;
  while (i < pattern.length) {
    const c = pattern[i];
    if (c === '#' && hash !== undefined) {
      out += hash;
      i++;
    } else if (c === '{') {
      const end = closing(pattern, i);
      out += argument(pattern.slice(i + 1, end), values, locale);
      i = end + 1;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

/**
 * One `{…}` argument.
 * @param {string} body
 * @param {Values} values
 * @param {string} locale
 */
function argument(body, values, locale) {
  const comma = body.indexOf(',');
  const name = (comma < 0 ? body : body.slice(0, comma)).trim();
  const value = values[name];
  if (value === undefined) throw new RangeError(`message argument {${name}} has no value`);
  if (comma < 0) return typeof value === 'number' ? formatNumber(value, locale) : value;
  const rest = body.slice(comma + 1);
  const comma2 = rest.indexOf(',');
  const type = (comma2 < 0 ? rest : rest.slice(0, comma2)).trim();
  if (type === 'number') return formatNumber(Number(value), locale);
  const options = branches(rest.slice(comma2 + 1));
  if (type === 'plural') {
    const n = Number(value);
    const text = options.get(`=${n}`) ?? options.get(pluralRules(locale).select(n)) ?? options.get('other') ?? '';
    return formatMessage(text, values, locale, formatNumber(n, locale));
  }
  if (type === 'select') return formatMessage(options.get(String(value)) ?? options.get('other') ?? '', values, locale);
  throw new SyntaxError(`unknown message argument type ${JSON.stringify(type)}`);
}

/**
 * The argument names a pattern uses (for the catalogue test: every language uses the same).
 * @param {string} pattern
 * @returns {Set<string>}
 */
export function argumentNames(pattern) {
  const names = new Set();
  const walk = (/** @type {string} */ s) => {
    for (let i = 0; i < s.length; i++) {
      if (s[i] !== '{') continue;
      const end = closing(s, i);
      const body = s.slice(i + 1, end);
      const comma = body.indexOf(',');
      names.add((comma < 0 ? body : body.slice(0, comma)).trim());
      if (comma >= 0) for (const text of branches(body.slice(body.indexOf(',', comma + 1) + 1)).values()) walk(text);
      i = end;
    }
  };
  walk(pattern);
  return names;
}
