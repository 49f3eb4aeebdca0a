// The pages' language (demo, compare, experiment, study): chosen in a menu, kept in the URL
// (`lang=cs`) and in this browser's storage, so a link and a later visit open in it. The static
// text of a page is in its HTML as English and marked with the key that replaces it: an element
// with `data-i18n="key"` gets the message as its text, and its children marked `data-slot="name"`
// (a link, a code sample) are kept and put where the message says `{name}`; `data-i18n-label`
// and `data-i18n-placeholder` set those attributes. No HTML is ever made from a message.
import { LANGUAGES, LANGUAGE_NAMES, loadMessages, languageOf, resolveLanguage } from './messages.js';

/** @typedef {import('./messages.js').Language} Language */
/** @typedef {import('./messages.js').Messages} Messages */

/** Where the choice is remembered: one for every page, as a reader expects of a site. */
export const LANGUAGE_KEY = 'sudoku-stepper:lang';

/**
 * The page's language: the URL's `lang`, else the one chosen on an earlier visit, else the
 * browser's first language there is a catalogue for, else English.
 * @param {URLSearchParams} [query]
 * @returns {Language}
 */
export function pageLanguage(query = new URLSearchParams(location.search)) {
  let stored = null;
  try {
    stored = localStorage.getItem(LANGUAGE_KEY);
  } catch {
    // A browser that keeps nothing: the URL and the browser's languages still choose.
  }
  return languageOf(query.get('lang')) ?? languageOf(stored) ?? resolveLanguage(null);
}

/**
 * Remembers the choice for later visits.
 * @param {Language} lang
 */
function remember(lang) {
  try {
    localStorage.setItem(LANGUAGE_KEY, lang);
  } catch {
    // Remembering is a convenience; the URL still carries the choice.
  }
}

/**
 * The page in `messages`' language: `<html lang>`, every marked element's text and attributes.
 * @param {Messages} messages
 * @param {ParentNode} [root]
 */
export function applyPageText(messages, root = document) {
  document.documentElement.lang = messages.lang;
  // The pages are written in English: their HTML is already the English catalogue's text.
  if (messages.lang === 'en') return;
  for (const el of root.querySelectorAll('[data-i18n]')) fill(/** @type {HTMLElement} */ (el), messages);
  for (const [attr, name] of [
    ['data-i18n-label', 'aria-label'],
    ['data-i18n-placeholder', 'placeholder'],
    ['data-i18n-title', 'title'],
  ]) {
    for (const el of root.querySelectorAll(`[${attr}]`)) el.setAttribute(name, messages.t(/** @type {string} */ (el.getAttribute(attr))));
  }
}

/**
 * One element's text from its message, its slots kept where the message places them.
 * @param {HTMLElement} el
 * @param {Messages} messages
 */
function fill(el, messages) {
  const slots = new Map([...el.querySelectorAll(':scope > [data-slot]')].map((s) => [/** @type {string} */ (s.getAttribute('data-slot')), s]));
  // Each slot is a private-use character in the formatted text, then the element itself.
  const marks = Object.fromEntries([...slots.keys()].map((name, i) => [name, String.fromCharCode(0xe000 + i)]));
  const text = messages.t(/** @type {string} */ (el.dataset.i18n), marks);
  const parts = text.split(/([\ue000-\ue0ff])/);
  el.replaceChildren(
    ...parts.filter(Boolean).map((part) => {
      const slot = [...slots.keys()].find((name) => marks[name] === part);
      return slot ? /** @type {Element} */ (slots.get(slot)) : document.createTextNode(part);
    }),
  );
}

/**
 * The language menu, into `where`: a labelled select of every language; choosing one remembers
 * it and reopens the page in it at `urlOf(lang)` (by default this address with `lang` set).
 * @param {Element} where
 * @param {Messages} messages  the page's current language
 * @param {(lang: Language) => string} [urlOf]
 * @returns {HTMLSelectElement}
 */
export function languageMenu(where, messages, urlOf = (lang) => withLanguage(location.href, lang)) {
  const select = document.createElement('select');
  select.id = 'language';
  for (const lang of LANGUAGES) {
    const option = new Option(LANGUAGE_NAMES[lang], lang, false, lang === messages.lang);
    option.lang = lang;
    select.append(option);
  }
  select.addEventListener('change', () => {
    const lang = /** @type {Language} */ (select.value);
    remember(lang);
    location.assign(urlOf(lang));
  });
  const label = document.createElement('label');
  label.className = 'language';
  const word = document.createElement('span');
  word.className = 'language-word';
  word.textContent = `${messages.t('language.label')} `;
  label.append(word, select);
  where.append(label);
  return select;
}

/**
 * `href` with its `lang` parameter set to `lang`.
 * @param {string} href
 * @param {Language} lang
 */
export function withLanguage(href, lang) {
  const url = new URL(href);
  url.searchParams.set('lang', lang);
  return url.href;
}

/**
 * The page's language found, its messages loaded, its static text replaced and its menu made
 * in `menuIn`; the page's own modules get the messages for the text they make.
 * @param {Element | null} menuIn
 * @param {(lang: Language) => string} [urlOf]
 * @returns {Promise<Messages>}
 */
export async function startPageLanguage(menuIn, urlOf) {
  const lang = pageLanguage();
  // At once, before the catalogue loads: the page's elements take their language from it.
  document.documentElement.lang = lang;
  const messages = await loadMessages(lang, 'pages');
  // A link with `lang` is a choice too: it stays for the next visit.
  if (languageOf(new URLSearchParams(location.search).get('lang'))) remember(lang);
  applyPageText(messages);
  if (menuIn) languageMenu(menuIn, messages, urlOf);
  return messages;
}
