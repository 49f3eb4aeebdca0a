// Small DOM helpers shared by the views. Text is always set as text, never parsed as HTML, and
// no `style` attribute is ever written: the element must work under a strict CSP.

/**
 * @typedef {Record<string, string | number | boolean | null | undefined | EventListener>} Attrs
 */

/**
 * Creates an element: `class`, `text` and `on…` listeners are special; `true` writes an empty
 * attribute and `false`/null/undefined none.
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {Attrs} [attrs]
 * @param {(Node | string)[]} children
 * @returns {HTMLElementTagNameMap[K]}
 */
export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === 'class') el.className = String(v);
    else if (k === 'text') el.textContent = String(v);
    else if (typeof v === 'function') el.addEventListener(k.slice(2), v);
    else if (v !== false && v != null) el.setAttribute(k, v === true ? '' : String(v));
  }
  el.append(...children);
  return el;
}

/**
 * Writes text only when it changed: even an unchanged write invalidates style or layout.
 * @param {Element} el
 * @param {string} text
 */
export function setText(el, text) {
  if (el.textContent !== text) el.textContent = text;
}

/**
 * @param {HTMLElement} el
 * @param {boolean} hidden
 */
export function setHidden(el, hidden) {
  if (el.hidden !== hidden) el.hidden = hidden;
}

/**
 * @param {HTMLButtonElement | HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement} el
 * @param {boolean} disabled
 */
export function setDisabled(el, disabled) {
  if (el.disabled !== disabled) el.disabled = disabled;
}

/**
 * @param {Element} el
 * @param {string} name
 * @param {string | null} value  null removes it
 */
export function setAttr(el, name, value) {
  if (value == null) {
    if (el.hasAttribute(name)) el.removeAttribute(name);
  } else if (el.getAttribute(name) !== value) {
    el.setAttribute(name, value);
  }
}

/** Control icons as 16×16 SVG paths: emoji media symbols are missing from many fonts. */
export const ICONS = {
  reset: 'M2 3h2v10H2zM9 3v10L4 8zM15 3v10l-5-5z',
  back: 'M12 3v10L5 8zM3 3h2v10H3z',
  play: 'M4 2.5v11l9.5-5.5z',
  pause: 'M3.5 3h3v10h-3zM9.5 3h3v10h-3z',
  step: 'M4 3v10l7-5zM11 3h2v10h-2z',
  end: 'M1.5 3v10l6-5zM7.5 3v10l6-5zM13 3h2v10h-2z',
  stop: 'M3.5 3.5h9v9h-9z',
};

/**
 * Sets a button's icon and label (only when they change).
 * @param {HTMLButtonElement} button
 * @param {keyof typeof ICONS} icon
 * @param {string} text
 */
export function label(button, icon, text) {
  const key = `${icon}|${text}`;
  if (button.dataset.label === key) return;
  button.dataset.label = key;
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('viewBox', '0 0 16 16');
  svg.setAttribute('aria-hidden', 'true');
  const path = document.createElementNS('http://www.w3.org/2000/svg', 'path');
  path.setAttribute('d', ICONS[icon]);
  svg.append(path);
  button.replaceChildren(svg, text);
}

/**
 * Asks the element for an action from a view: views never call the element or the engine
 * themselves, they say what the user wants and the element decides.
 * @param {Element} from
 * @param {string} action
 * @param {unknown} [value]
 */
export function intent(from, action, value) {
  from.dispatchEvent(new CustomEvent('stepper-intent', { bubbles: true, detail: { action, value } }));
}

/** @typedef {import('./element/types.js').SudokuEventDetails} SudokuEventDetails */
/**
 * Fires one of the elements' public events with the detail its type promises.
 * @typedef {<K extends keyof SudokuEventDetails>(type: K, detail: SudokuEventDetails[K]) => void} Emit
 */

/**
 * Fires one of the element's public events: bubbling and composed, so a page hears it from
 * outside the shadow root.
 * @template {keyof SudokuEventDetails} K
 * @param {EventTarget} target
 * @param {K} type
 * @param {SudokuEventDetails[K]} detail
 */
export function fire(target, type, detail) {
  target.dispatchEvent(new CustomEvent(type, { bubbles: true, composed: true, detail }));
}

/**
 * Ends the current task: the page handles input and draws before what follows (a slice of long
 * work, or the next independent part of a page's set-up).
 * @returns {Promise<void>}
 */
export function pause() {
  const s = /** @type {{ scheduler?: { yield?: () => Promise<void> } }} */ (globalThis).scheduler;
  return s?.yield ? s.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
