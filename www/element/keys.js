// The elements' keys (one table for both, model/keymap.js, which the legend names too), and
// where they work. Focus inside the element: Space, arrows, Home, End and Esc drive the search; on the
// board, arrows move the one tab stop and digits type into an editable board (see the legend). A
// key the element uses stops at its edge, so a page or a deck (reveal.js) never acts on it too;
// any other key passes. In presenter mode a presentation clicker's keys (PageDown, PageUp, →, ←,
// Home, End, B and .) work wherever focus is: a menu or slider the mouse used keeps none of them.
import { digitOfKey } from '../model/format.js';
import { arrowCell } from '../model/board.js';
import { KEY_MAP } from '../model/keymap.js';

/** @typedef {import('../model/keymap.js').KeyBinding} KeyBinding */

/** @typedef {import('./controller.js').Controller} Controller */

/**
 * The search controls' key interface, which both elements implement: a method per action but `blank`.
 * @typedef {{ toggle(): void, step(n: number): unknown, back(n: number): unknown, reset(): void,
 *   runToEnd(): void, escape(): void }} Runner
 */

/**
 * A screen that can be blanked (presenter mode's black overlay), and whose folded panels the
 * panel key shows in turn (`panel`, where the element has panels: true when it showed one).
 * @typedef {{ blanked: boolean, blank(on: boolean): void, panel?: () => boolean }} Screen
 */

/**
 * Where a key was typed, as far as the element's keys go: `dialog` (the legend: its keys, Esc
 * closes it), `text` (a text field or editable text), `control` (a menu, a slider, a checkbox; or,
 * outside the element, whatever the page focused but its body), or '' (the element's own: its
 * buttons, board, panels; or the page's body, where nothing has focus).
 * @typedef {'dialog' | 'text' | 'control' | ''} Place
 */

/** Inputs that take text (every type but these). */
const NOT_TEXT = new Set(['range', 'checkbox', 'radio', 'button', 'submit', 'reset', 'color', 'file', 'image']);

/**
 * Where `e` was typed.
 * @param {KeyboardEvent} e
 * @param {boolean} [outside]  typed outside the element (its page listener)
 * @returns {Place}
 */
function placeOf(e, outside = false) {
  const target = /** @type {HTMLElement | undefined} */ (e.composedPath()[0]);
  if (!target || target === document.body || target === document.documentElement) return '';
  if (target.closest?.('dialog')) return 'dialog';
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || target.isContentEditable || (tag === 'INPUT' && !NOT_TEXT.has(/** @type {HTMLInputElement} */ (target).type))) return 'text';
  return tag === 'SELECT' || tag === 'INPUT' || outside ? 'control' : '';
}

/** The keys a focused control uses itself, by its tag (or input type); null: every key but Tab and Esc. @type {Record<string, string[] | null>} */
const CONTROL_KEYS = {
  text: null,
  SELECT: null,
  range: ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown'],
  BUTTON: [' ', 'Enter'],
  checkbox: [' '],
  SUMMARY: [' ', 'Enter'],
  A: ['Enter'],
};

/**
 * Whether the control that has focus inside the element uses `e` itself (a button its Space, a
 * menu or a field its typing): such a key stays in the element too, unless a modifier is held.
 * @param {KeyboardEvent} e
 */
function usedByControl(e) {
  const target = /** @type {HTMLElement | undefined} */ (e.composedPath()[0]);
  if (!target || e.ctrlKey || e.metaKey || e.altKey || e.key === 'Tab' || e.key === 'Escape') return false;
  const kind = placeOf(e) === 'text' ? 'text' : target.tagName === 'INPUT' ? /** @type {HTMLInputElement} */ (target).type : target.tagName;
  if (!(kind in CONTROL_KEYS)) return false;
  return CONTROL_KEYS[kind]?.includes(e.key) ?? true;
}

/**
 * The row of KEY_MAP the element acts on for `e`, or null: none with a modifier, in a dialog,
 * on a button for Space (its own click); in a text field only presenter mode's `field` keys; on
 * a menu or slider, or outside the element, only presenter mode's clicker keys.
 * @param {KeyboardEvent} e
 * @param {{ presenter: boolean, scrolls: boolean, outside?: boolean }} mode  `scrolls`: take the page's scroll keys
 * @returns {KeyBinding | null}
 */
export function keyBinding(e, { presenter, scrolls, outside = false }) {
  if (e.ctrlKey || e.metaKey || e.altKey) return null;
  const b = KEY_MAP.find((k) => k.keys.includes(e.key));
  if (!b || (b.presenter && !presenter) || (b.scrolls && !scrolls)) return null;
  const place = placeOf(e, outside);
  if (place === 'dialog') return null;
  if (place === 'text') return presenter && b.field ? b : null;
  if (place === 'control') return presenter && b.clicker ? b : null;
  if (b.action === 'toggle' && /** @type {HTMLElement | undefined} */ (e.composedPath()[0])?.tagName === 'BUTTON') return null;
  return b;
}

/**
 * Whether a key was typed where no field, menu or dialog takes it, and without a modifier (the
 * demo page's P key asks).
 * @param {KeyboardEvent} e
 */
export function ownKey(e) {
  return !(e.ctrlKey || e.metaKey || e.altKey) && placeOf(e) === '';
}

/** Actions that bring a blanked screen back (without acting): the blank keys and the clicker's step keys. */
const UNBLANK = new Set(['blank', 'step', 'back']);

/**
 * Does what `b` says on `runner`; B or `.` blanks the screen, and on a blank screen the same
 * keys or a step key bring it back (without stepping: the room sees again what it saw); T shows
 * the next folded panel. Returns whether the key was used (T is not where nothing is folded).
 * @param {KeyBinding} b
 * @param {Runner} runner
 * @param {Screen | null} screen  presenter mode's, else null
 */
export function runBinding(b, runner, screen) {
  if (screen?.blanked && UNBLANK.has(b.action)) screen.blank(false);
  else if (b.action === 'blank') screen?.blank(true);
  else if (b.action === 'panel') return screen?.panel?.() ?? false;
  else if (b.action === 'step' || b.action === 'back') runner[b.action](1);
  else runner[b.action]();
  return true;
}

/**
 * The element's key listeners, added (or removed) by the returned function: one on the element,
 * and in presenter mode one on the page for the keys typed outside it (before the page's own
 * listeners and a deck's, which then never see them). `handle(e, outside)` acts on a key and
 * says whether it did; a key it used, or one the focused control inside uses (Space on a button,
 * typing in a field), or one a view inside already took, goes no further than the element.
 * @param {HTMLElement & { presenter: boolean }} el
 * @param {(e: KeyboardEvent, outside: boolean) => boolean} handle
 * @returns {(on: boolean) => void}
 */
export function keyListeners(el, handle) {
  /** @param {Event} event */
  const atEdge = (event) => {
    const e = /** @type {KeyboardEvent} */ (event);
    if (e.defaultPrevented) {
      e.stopPropagation();
      return;
    }
    if (handle(e, false)) e.preventDefault();
    else if (!usedByControl(e)) return;
    e.stopPropagation();
  };
  /** @param {Event} event */
  const onPage = (event) => {
    const e = /** @type {KeyboardEvent} */ (event);
    // Only an element a room can see: not one on a deck's other slide, or hidden.
    if (!el.presenter || e.composedPath().includes(el) || !el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return;
    if (!handle(e, true)) return;
    e.preventDefault();
    e.stopPropagation();
  };
  return (on) => {
    const method = on ? 'addEventListener' : 'removeEventListener';
    el[method]('keydown', atEdge);
    window[method]('keydown', onPage, { capture: true });
  };
}

/**
 * Handles a key pressed in `<sudoku-stepper>` (or, with `outside`, on its page in presenter
 * mode); `screen` is given in presenter mode only. Returns true when the key was used.
 * @param {KeyboardEvent} e
 * @param {Controller} c
 * @param {(cell: number) => void} focusCell
 * @param {() => void} draw
 * @param {Screen | null} screen
 * @param {boolean} outside
 */
export function handleKey(e, c, focusCell, draw, screen, outside) {
  const b = keyBinding(e, { presenter: screen != null, scrolls: screen != null, outside });
  const target = /** @type {HTMLElement | undefined} */ (e.composedPath()[0]);
  // Keys go to the board when it has focus, or while a cell is being edited (a click selects
  // it at once, so a key typed right after goes to that cell).
  const onBoard =
    !outside &&
    !(e.ctrlKey || e.metaKey || e.altKey) &&
    placeOf(e) === '' &&
    ((target?.classList?.contains('cell') ?? false) || (c.editable && c.selected >= 0));
  // The screen's keys come first (in a room, `.` blanks the screen rather than clearing a cell,
  // and a step key brings it back), except B typed into a 16×16 board, where it is a digit.
  const g = c.geometry;
  const letterDigit = onBoard && c.editable && g != null && /^[a-z]$/i.test(e.key) && digitOfKey(e.key, g) != null;
  const forScreen = b != null && !letterDigit && (b.action === 'blank' || (screen?.blanked === true && UNBLANK.has(b.action)));
  if (onBoard && !forScreen && cellKey(e, c, focusCell, draw)) return true;
  if (!b) return false;
  return runBinding(b, c, screen);
}

/**
 * Keys on a board cell: arrows move the tab stop, digits edit (when editable). Returns true
 * when the key was used.
 * @param {KeyboardEvent} e
 * @param {Controller} c
 * @param {(cell: number) => void} focusCell
 * @param {() => void} draw
 */
function cellKey(e, c, focusCell, draw) {
  const g = c.geometry;
  if (!g) return false;
  const next = arrowCell(e.key, g, c.active);
  if (next != null) {
    if (next !== c.active) {
      c.select(next);
      focusCell(next);
    }
    return true;
  }
  if (!c.editable) return false;
  if (e.key === 'Escape' && c.selected >= 0) {
    c.selected = -1;
    draw();
    return true;
  }
  const d = digitOfKey(e.key, g);
  if (d == null) return false;
  if (c.selected < 0) c.select(c.active);
  // Typing moves on (a board can be typed in one go); Backspace and Delete stay put.
  c.edit(d, e.key !== 'Backspace' && e.key !== 'Delete');
  focusCell(c.active);
  return true;
}

/**
 * Presenter mode's blank screen (B or `.`): `cover` shown over the element while blanked;
 * `panel`, the panel key's action, where the element has panels.
 * @param {HTMLElement} cover
 * @param {() => boolean} [panel]
 * @returns {Screen}
 */
export function blankScreen(cover, panel) {
  const screen = {
    blanked: false,
    panel,
    /** @param {boolean} on */
    blank(on) {
      screen.blanked = on;
      cover.hidden = !on;
    },
  };
  return screen;
}
