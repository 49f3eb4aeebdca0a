// Compare mode's settings: the `strategies` attribute read and written, and the settings a link
// carries (the element's `link`, so in the include's entry; the table at the end is
// compare-table.js, loaded with the race). Pure.
import { ENGLISH } from '../i18n/messages.js';
import { quote } from './format.js';

/** @typedef {import('../i18n/messages.js').Messages} Messages */

/** How many searches one comparison runs. */
export const MIN_LANES = 2;
export const MAX_LANES = 4;
/** The strategies compared when the attribute is absent. */
export const DEFAULT_STRATEGIES = 'backtracking mrv singles dlx';
/** The values of the `lockstep` attribute, the first the default. */
export const LOCKSTEPS = /** @type {const} */ (['step', 'frame']);
/** The settings a link to a comparison carries, each an attribute of `<sudoku-compare>`. */
export const LINK_KEYS = /** @type {const} */ (['puzzle', 'strategies', 'speed', 'lockstep']);

/**
 * One search of a comparison: a strategy and its parameters (`key=value` pairs separated by
 * spaces, as the engine reads them; '' for the defaults).
 * @typedef {{ name: string, params: string }} Entry
 */

/**
 * Reads a `strategies` value: 2–4 strategies separated by spaces, each a name alone or a name,
 * a colon and its parameters separated by commas (`annealing:seed=3,q=0.99`). Names and
 * parameters are the engine's to check.
 * @param {string | null} text
 * @param {Messages} [m]  the language of the error
 * @returns {{ entries: Entry[] } | { error: string }}
 */
export function parseStrategies(text, m = ENGLISH) {
  const tokens = (text ?? '').trim().split(/\s+/).filter(Boolean);
  const value = quote(text ?? '');
  if (tokens.length < MIN_LANES || tokens.length > MAX_LANES)
    return { error: m.t('attribute.strategiesCount', { value, n: tokens.length, min: MIN_LANES, max: MAX_LANES }) };
  const entries = tokens.map(parseEntry);
  const bad = entries.find((e) => e.name === '');
  if (bad) return { error: m.t('attribute.strategiesColon', { value }) };
  return { entries };
}

/**
 * One entry of a `strategies` list (compare's, the experiment page's): a name alone, or a name,
 * a colon and its parameters separated by commas (`csp:var=mrv,infer=fc`).
 * @param {string} token
 * @returns {Entry}
 */
export function parseEntry(token) {
  const colon = token.indexOf(':');
  if (colon < 0) return { name: token, params: '' };
  return {
    name: token.slice(0, colon),
    params: token
      .slice(colon + 1)
      .split(',')
      .filter(Boolean)
      .join(' '),
  };
}

/**
 * The `strategies` text of entries (what parseStrategies reads back).
 * @param {Entry[]} entries
 */
export function strategiesText(entries) {
  return entries
    .map((e) => {
      const params = e.params.trim().split(/\s+/).filter(Boolean).join(',');
      return params ? `${e.name}:${params}` : e.name;
    })
    .join(' ');
}

/**
 * The link's settings of a comparison (`?puzzle=…&strategies=…&speed=…&lockstep=…`), from its
 * attributes; absent ones are left out.
 * @param {(name: string) => string | null} attribute
 * @returns {URLSearchParams}
 */
export function linkParams(attribute) {
  const params = new URLSearchParams();
  for (const name of LINK_KEYS) {
    const v = attribute(name);
    if (v != null && v !== '') params.set(name, v);
  }
  return params;
}

/**
 * The link that reproduces a comparison: `href` with the settings `attribute(name)` gives
 * (the strategies written as `strategiesText` writes them), its other parameters kept.
 * @param {string} href
 * @param {(name: string) => string | null} attribute
 */
export function comparisonLink(href, attribute) {
  const url = new URL(href);
  const strategies = attribute('strategies') ?? DEFAULT_STRATEGIES;
  const read = parseStrategies(strategies);
  const settings = linkParams((name) => {
    if (name !== 'strategies') return attribute(name);
    return 'entries' in read ? strategiesText(read.entries) : strategies;
  });
  for (const name of LINK_KEYS) url.searchParams.delete(name);
  for (const [k, v] of settings) url.searchParams.set(k, v);
  return url.href;
}
