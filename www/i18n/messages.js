// The page's languages: which one an element or page speaks, its catalogue loaded (only that
// one: English is in the bundle, the others are a chunk each), and `Messages`, through which
// every string a person reads is made. A catalogue is an ES module whose default export maps
// keys to ICU messages (format.js): one file per language under catalogues/.
import { formatMessage, formatNumber } from './format.js';
import english from './catalogues/en.js';

/** English: the keys every catalogue has, and the text of a key one lacks. */
const en = /** @type {Record<string, string>} */ (english);

/** The languages there are catalogues for, English first (the fallback). */
export const LANGUAGES = /** @type {const} */ (['en', 'cs', 'pl', 'vi']);
/** @typedef {typeof LANGUAGES[number]} Language */

/** Each language's name in itself, for a language menu. */
export const LANGUAGE_NAMES = /** @type {Record<Language, string>} */ ({ en: 'English', cs: 'Čeština', pl: 'Polski', vi: 'Tiếng Việt' });

/** @type {Record<Exclude<Language, 'en'>, () => Promise<{ default: Record<string, string> }>>} */
const LOADERS = {
  cs: () => import('./catalogues/cs.js'),
  pl: () => import('./catalogues/pl.js'),
  vi: () => import('./catalogues/vi.js'),
};

/**
 * The language of `tag` (`cs-CZ` → `cs`), or null when there is no catalogue for it.
 * @param {string | null | undefined} tag
 * @returns {Language | null}
 */
export function languageOf(tag) {
  const base = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return /** @type {readonly string[]} */ (LANGUAGES).includes(base) ? /** @type {Language} */ (base) : null;
}

/**
 * The language an element speaks: its own `lang` attribute, else the nearest ancestor's (the
 * host page's `<html lang>`), else the browser's first language there is a catalogue for,
 * else English. A language without a catalogue is passed over, not an error.
 * @param {Element | null} el
 * @param {readonly string[]} [preferred]  the browser's languages (navigator.languages)
 * @returns {Language}
 */
export function resolveLanguage(el, preferred = typeof navigator === 'undefined' ? [] : navigator.languages) {
  const own = el?.closest('[lang]')?.getAttribute('lang');
  const root = el?.getRootNode();
  const host = root && 'host' in root ? /** @type {ShadowRoot} */ (root).host.closest('[lang]')?.getAttribute('lang') : null;
  for (const tag of [own, host, ...preferred]) {
    const lang = languageOf(tag);
    if (lang) return lang;
  }
  return 'en';
}

/** Strings of one language: a message by key with its values put in, and numbers as it writes them. */
export class Messages {
  /**
   * @param {Language} lang
   * @param {Record<string, string>} catalogue
   */
  constructor(lang, catalogue) {
    /** The language. */
    this.lang = lang;
    /** @private */
    this.catalogue = catalogue;
  }

  /**
   * The message `key` with `values`; a key this language lacks falls back to English (the
   * catalogue test keeps that from happening), and an unknown key is a programming error.
   * @param {string} key
   * @param {import('./format.js').Values} [values]
   */
  t(key, values = {}) {
    const pattern = this.catalogue[key] ?? en[key];
    if (pattern === undefined) throw new RangeError(`no message ${JSON.stringify(key)}`);
    return formatMessage(pattern, values, this.lang);
  }

  /**
   * A number as this language writes it (grouping, decimal sign).
   * @param {number} n
   */
  number(n) {
    return formatNumber(n, this.lang);
  }
}

/** @type {Map<Language, Promise<Messages>>} */
const loaded = new Map([['en', Promise.resolve(new Messages('en', en))]]);

/** English, at once. */
export const ENGLISH = new Messages('en', en);

/**
 * The messages of `lang`, its catalogue loaded once per page.
 * @param {Language} lang
 * @returns {Promise<Messages>}
 */
export function loadMessages(lang) {
  let m = loaded.get(lang);
  if (!m) {
    const load = LOADERS[/** @type {Exclude<Language, 'en'>} */ (lang)];
    m = load().then((mod) => new Messages(lang, mod.default));
    loaded.set(lang, m);
  }
  return m;
}
