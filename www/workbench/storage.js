// What the demo page keeps in this browser's `localStorage`: the library of saved puzzles and
// the element's settings (speed, strategy and its parameters, panels (candidates among them), theme). A
// store that cannot be read or written (private windows, a full quota) is said, never thrown.
import { SETTINGS, readStored } from '../model/library.js';

/** @typedef {import('../model/library.js').Saved} Saved */

const LIBRARY_KEY = 'sudoku-stepper:library';
const SETTINGS_KEY = 'sudoku-stepper:settings';

/**
 * The saved puzzles, and an error message when the store could not be read.
 * @returns {{ items: Saved[], error: string }}
 */
export function loadLibrary() {
  try {
    return { items: readStored(JSON.parse(localStorage.getItem(LIBRARY_KEY) ?? '[]')), error: '' };
  } catch (err) {
    return { items: [], error: `The saved puzzles could not be read: ${message(err)}` };
  }
}

/**
 * Stores the saved puzzles; returns '' or what went wrong.
 * @param {Saved[]} items
 */
export function saveLibrary(items) {
  try {
    localStorage.setItem(LIBRARY_KEY, JSON.stringify(items));
    return '';
  } catch (err) {
    return `The library could not be saved in this browser: ${message(err)}`;
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
