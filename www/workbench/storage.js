// What the demo page keeps in this browser's `localStorage`: the library of saved puzzles and
// the element's settings (speed, strategy and its parameters, panels (candidates among them), theme). A
// store that cannot be read or written (private windows, a full quota) is said, never thrown.
// Tabs of the page share the library: every change is made to the list as stored at that
// moment, and every tab hears of the others' changes (the `storage` event).
import { SETTINGS } from '../model/library-file.js';
import { readStore, storeText } from '../model/libstore.js';

/** @typedef {import('../model/library-file.js').Saved} Saved */

export const LIBRARY_KEY = 'sudoku-stepper:library';
/** Where a library that could not be read is kept, untouched, until the user decides. */
export const ASIDE_KEY = 'sudoku-stepper:library-unreadable';
const SETTINGS_KEY = 'sudoku-stepper:settings';

/**
 * @typedef {object} Loaded
 * @property {Saved[]} items
 * @property {unknown[]} kept   stored entries that are not puzzles, written back untouched
 * @property {number} first     the position (from 1) of the first of them, 0 when none
 * @property {string} unreadable  why a stored library could not be read ('' when none is kept
 *   aside); its text is under ASIDE_KEY, or still under LIBRARY_KEY when `blocked`
 * @property {boolean} blocked  the unreadable library could not be set aside: saving would
 *   overwrite it, so nothing is saved until the user decides
 * @property {string} error     the store itself could not be used ('' when it could)
 */

/**
 * The saved puzzles. A library that cannot be read is moved to ASIDE_KEY (copied, checked,
 * then removed) so that saves start a new one; when it cannot be moved (no room, or an earlier
 * one is already there) it stays where it is and saves are refused.
 * @returns {Loaded}
 */
export function loadLibrary() {
  const empty = { items: [], kept: [], first: 0, unreadable: '', blocked: false, error: '' };
  try {
    const text = localStorage.getItem(LIBRARY_KEY);
    const aside = localStorage.getItem(ASIDE_KEY);
    const store = readStore(text);
    if (store.readable) {
      const earlier = readStore(aside);
      return { ...empty, ...store, unreadable: earlier.readable ? '' : earlier.reason };
    }
    let moved = false;
    if (aside === null) {
      try {
        localStorage.setItem(ASIDE_KEY, /** @type {string} */ (text));
        moved = localStorage.getItem(ASIDE_KEY) === text;
      } catch {
        // No room for a second copy: the library stays under its own key, untouched.
      }
      if (moved) localStorage.removeItem(LIBRARY_KEY);
      else localStorage.removeItem(ASIDE_KEY);
    }
    return { ...empty, unreadable: store.reason, blocked: !moved };
  } catch (err) {
    return { ...empty, error: message(err) };
  }
}

/**
 * Changes the library as it is stored now, not as this tab read it (another tab may have saved
 * or deleted since): reads it, gives its puzzles to `change`, stores what that returns (null:
 * nothing) with the stored entries that are not puzzles, and reads it back, all in one task.
 * Returns the library as stored afterwards, or what went wrong, in which case the store holds
 * what it held before.
 * @param {(items: Saved[]) => Saved[] | null} change
 * @returns {{ items: Saved[], kept: unknown[], error: string }}
 */
export function updateLibrary(change) {
  let before = null;
  try {
    before = localStorage.getItem(LIBRARY_KEY);
  } catch (err) {
    return { items: [], kept: [], error: message(err) };
  }
  const store = readStore(before);
  if (!store.readable) return { items: [], kept: [], error: store.reason };
  const next = change(store.items);
  if (!next) return { items: store.items, kept: store.kept, error: '' };
  const error = write(storeText(next, store.kept), before);
  return { items: error ? store.items : next, kept: store.kept, error };
}

/**
 * Calls `changed` whenever another tab changes the library or its unreadable copy.
 * @param {() => void} changed
 */
export function watchLibrary(changed) {
  window.addEventListener('storage', (e) => {
    // No key: that tab cleared the whole store.
    if (e.key === null || e.key === LIBRARY_KEY || e.key === ASIDE_KEY) changed();
  });
}

/** A new entry's id: 64 random bits as 16 hex digits (no secure context needed). */
export function newId() {
  return Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Stores a library's text and reads it back; returns '' or what went wrong, in which case the
 * store holds `before` again.
 * @param {string} text
 * @param {string | null} before  what the store held
 */
function write(text, before) {
  try {
    localStorage.setItem(LIBRARY_KEY, text);
    if (localStorage.getItem(LIBRARY_KEY) === text) return '';
  } catch (err) {
    return message(err);
  }
  // Something else wrote the store at the same time (another tab, an extension): put back
  // what was there rather than keep a copy that is neither.
  try {
    if (before === null) localStorage.removeItem(LIBRARY_KEY);
    else localStorage.setItem(LIBRARY_KEY, before);
  } catch {
    // The earlier text was stored a moment ago; if even that fails there is nothing left to try.
  }
  return 'what was read back differs from what was written';
}

/** The unreadable library's text as stored (null when there is none). */
export function unreadableText() {
  try {
    return localStorage.getItem(ASIDE_KEY) ?? (readStore(localStorage.getItem(LIBRARY_KEY)).readable ? null : localStorage.getItem(LIBRARY_KEY));
  } catch {
    return null;
  }
}

/** Deletes the unreadable library, where it is: the user decided, after being asked. */
export function discardUnreadable() {
  try {
    if (localStorage.getItem(ASIDE_KEY) !== null) localStorage.removeItem(ASIDE_KEY);
    else localStorage.removeItem(LIBRARY_KEY);
    return '';
  } catch (err) {
    return message(err);
  }
}

/**
 * Gives the element the settings remembered from an earlier visit, except those the page's URL
 * sets: a link's own settings come first (and a strategy from the URL comes with its own
 * parameters, or none).
 * @param {HTMLElement} el
 * @param {URLSearchParams} url
 */
export function restoreSettings(el, url) {
  let stored;
  try {
    stored = JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? '{}');
  } catch {
    return;
  }
  if (!stored || typeof stored !== 'object') return;
  for (const name of SETTINGS) {
    if (url.has(name) || (name === 'params' && url.has('strategy'))) continue;
    const value = stored[name];
    if (typeof value === 'string') el.setAttribute(name, value);
    else if (value === null) el.removeAttribute(name);
  }
}

/**
 * Remembers the settings whenever one of them changes on the element (the user's choices are
 * reflected in its attributes).
 * @param {HTMLElement} el
 * @returns {MutationObserver}
 */
export function watchSettings(el) {
  const save = () => {
    const settings = Object.fromEntries(SETTINGS.map((name) => [name, el.getAttribute(name)]));
    try {
      localStorage.setItem(SETTINGS_KEY, JSON.stringify(settings));
    } catch {
      // Settings are a convenience: a browser that keeps nothing just starts from the defaults.
    }
  };
  const observer = new MutationObserver(save);
  observer.observe(el, { attributes: true, attributeFilter: SETTINGS });
  return observer;
}

/** @param {unknown} err */
function message(err) {
  return err instanceof Error ? err.message : String(err);
}
