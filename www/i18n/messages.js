// The page's languages: which one an element or page speaks, its catalogue loaded, and
// `Messages`, through which every string a person reads is made. A language's catalogue is a
// folder under catalogues/ of ES modules whose default export maps keys to ICU messages
// (format.js), one per AREA, so that nothing is downloaded that is not shown: `element` (what
// the elements say; English's is there at once for every module that imports english.js, as
// what draws does, and not before: an element far from the screen has none), `code` (the
// pseudo-code panel, loaded with it), `legend` (the legend dialog, when first opened), `tree`
// (the search tree panel, with it) and `pages` (the pages around the elements). Only the
// languages in use are loaded.
import { formatMessage, formatNumber } from './format.js';

/** The languages there are catalogues for, English first (the fallback). */
export const LANGUAGES = /** @type {const} */ (['en', 'cs', 'pl', 'vi']);
/** @typedef {typeof LANGUAGES[number]} Language */

/** Each language's name in itself, for a language menu. */
export const LANGUAGE_NAMES = /** @type {Record<Language, string>} */ ({ en: 'English', cs: 'Čeština', pl: 'Polski', vi: 'Tiếng Việt' });

/** The parts of a catalogue, each loaded when something that shows it is. */
export const AREAS = /** @type {const} */ (['element', 'code', 'legend', 'tree', 'charts', 'compare', 'pages']);
/** @typedef {typeof AREAS[number]} Area */

/** @typedef {() => Promise<{ default: Record<string, string> }>} Loader */
/** Each part of each catalogue, spelled out so that a bundler makes each a chunk of its own. @type {Record<Language, Record<Area, Loader>>} */
const LOADERS = {
  en: {
    element: () => import('./catalogues/en/element.js'),
    code: () => import('./catalogues/en/code.js'),
    legend: () => import('./catalogues/en/legend.js'),
    tree: () => import('./catalogues/en/tree.js'),
    charts: () => import('./catalogues/en/charts.js'),
    compare: () => import('./catalogues/en/compare.js'),
    pages: () => import('./catalogues/en/pages.js'),
  },
  cs: {
    element: () => import('./catalogues/cs/element.js'),
    code: () => import('./catalogues/cs/code.js'),
    legend: () => import('./catalogues/cs/legend.js'),
    tree: () => import('./catalogues/cs/tree.js'),
    charts: () => import('./catalogues/cs/charts.js'),
    compare: () => import('./catalogues/cs/compare.js'),
    pages: () => import('./catalogues/cs/pages.js'),
  },
  pl: {
    element: () => import('./catalogues/pl/element.js'),
    code: () => import('./catalogues/pl/code.js'),
    legend: () => import('./catalogues/pl/legend.js'),
    tree: () => import('./catalogues/pl/tree.js'),
    charts: () => import('./catalogues/pl/charts.js'),
    compare: () => import('./catalogues/pl/compare.js'),
    pages: () => import('./catalogues/pl/pages.js'),
  },
  vi: {
    element: () => import('./catalogues/vi/element.js'),
    code: () => import('./catalogues/vi/code.js'),
    legend: () => import('./catalogues/vi/legend.js'),
    tree: () => import('./catalogues/vi/tree.js'),
    charts: () => import('./catalogues/vi/charts.js'),
    compare: () => import('./catalogues/vi/compare.js'),
    pages: () => import('./catalogues/vi/pages.js'),
  },
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
   * @param {Record<string, string>} catalogue  the parts loaded so far; later parts join it
   */
  constructor(lang, catalogue) {
    /** The language. */
    this.lang = lang;
    /** @private */
    this.catalogue = catalogue;
  }

  /**
   * The message `key` with `values`; a key this language lacks falls back to English (the
   * catalogue test keeps that from happening), and a key of a part not loaded (see
   * `loadMessages`, `wantArea`) or of none is a programming error.
   * @param {string} key
   * @param {import('./format.js').Values} [values]
   */
  t(key, values = {}) {
    const pattern = this.catalogue[key] ?? ENGLISH.catalogue[key];
    if (pattern === undefined) throw new RangeError(`no message ${JSON.stringify(key)}`);
    return formatMessage(pattern, values, this.lang);
  }

  /**
   * Whether the catalogue (this language's or English, its fallback) has the message `key`: for
   * the engine's words a later engine may add before the catalogue names them.
   * @param {string} key
   */
  has(key) {
    return key in this.catalogue || key in ENGLISH.catalogue;
  }

  /**
   * A number as this language writes it (grouping, decimal sign).
   * @param {number} n
   */
  number(n) {
    return formatNumber(n, this.lang);
  }
}

/** English, the fallback: its element part once english.js is imported; other parts join it as they load. */
export const ENGLISH = new Messages('en', {});

/** Each language's messages, with the parts loaded so far. @type {Map<Language, Messages>} */
const byLanguage = new Map([['en', ENGLISH]]);
/** Each part of a language loading or loaded, by `lang/area`. @type {Map<string, Promise<void>>} */
const parts = new Map();

/**
 * Part `area` of `lang`'s catalogue, imported statically by the caller (english.js): in at once.
 * @param {Language} lang
 * @param {Area} area
 * @param {Record<string, string>} catalogue
 */
export function haveAtOnce(lang, area, catalogue) {
  if (parts.has(`${lang}/${area}`)) return;
  Object.assign(/** @type {any} */ (messagesOf(lang)).catalogue, catalogue);
  parts.set(`${lang}/${area}`, Promise.resolve());
}
/** The parts something on the page shows: every language loaded has them. @type {Set<Area>} */
const wanted = new Set(/** @type {Area[]} */ (['element']));

/**
 * Loads part `area` of `lang`'s catalogue once per page into its messages.
 * @param {Language} lang
 * @param {Area} area
 */
function loadPart(lang, area) {
  const key = `${lang}/${area}`;
  let done = parts.get(key);
  if (!done) {
    done = LOADERS[lang][area]().then((mod) => {
      Object.assign(/** @type {any} */ (messagesOf(lang)).catalogue, mod.default);
    });
    parts.set(key, done);
  }
  return done;
}

/** @param {Language} lang */
function messagesOf(lang) {
  let m = byLanguage.get(lang);
  if (!m) byLanguage.set(lang, (m = new Messages(lang, {})));
  return m;
}

/**
 * The messages of `lang` with every part the page shows, and `areas` too from now on; each
 * part is loaded once per page.
 * @param {Language} lang
 * @param {...Area} areas
 * @returns {Promise<Messages>}
 */
export async function loadMessages(lang, ...areas) {
  for (const a of areas) wanted.add(a);
  // Known from now on, not once its first part is in: a part wanted meanwhile (`wantArea`, the
  // pseudo-code panel built while a Czech element's catalogue loads) is loaded for it too.
  messagesOf(lang);
  await Promise.all([...wanted].map((a) => loadPart(lang, a)));
  return messagesOf(lang);
}

/**
 * Something that shows part `area` is about to (the pseudo-code panel): every language in use
 * loads it, and every language loaded later has it too.
 * @param {Area} area
 */
export async function wantArea(area) {
  wanted.add(area);
  await Promise.all([...byLanguage.keys()].map((lang) => loadPart(lang, area)));
}
