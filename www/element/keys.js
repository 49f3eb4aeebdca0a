// The element's keys: Space, arrows, Home, End and Esc drive the search; on the board, arrows
// move the one tab stop and digits type into an editable board (see the legend). In presenter
// mode a presentation clicker's keys work too: PageDown and PageUp step, B and . blank the screen.
import { digitOfKey } from '../model/format.js';
import { arrowCell } from '../model/board.js';

/** @typedef {import('./controller.js').Controller} Controller */

/**
 * The search controls' key interface, which both elements implement (`back` only the stepper).
 * @typedef {{ toggle(): void, step(n: number): unknown, back?: (n: number) => unknown, reset(): void,
 *   runToEnd(): void, escape(): void }} Runner
 */

/**
 * A screen that can be blanked (presenter mode's black overlay).
 * @typedef {{ blanked: boolean, blank(on: boolean): void }} Screen
 */

/**
 * Handles a key pressed anywhere in the element; `screen` is given in presenter mode only.
 * @param {KeyboardEvent} e
 * @param {Controller} c
 * @param {(cell: number) => void} focusCell
 * @param {() => void} draw
 * @param {Screen | null} [screen]
 */
export function handleKey(e, c, focusCell, draw, screen = null) {
  if (!ownKey(e)) return;
  const target = /** @type {HTMLElement | undefined} */ (e.composedPath()[0]);
  // Keys go to the board when it has focus, or while a cell is being edited (a click selects
  // it at once, so a key typed right after goes to that cell).
  const onCell = target?.classList?.contains('cell') ?? false;
  const onBoard = onCell || (c.editable && c.selected >= 0);
  // The clicker's keys come first (in a room, `.` blanks the screen rather than clearing a
  // cell), except B typed into a 16×16 board, where it is a digit.
  const g = c.geometry;
  const letterDigit = onBoard && c.editable && g != null && /^[a-z]$/i.test(e.key) && digitOfKey(e.key, g) != null;
  if (screen && !letterDigit && blankKey(e, screen)) {
    e.preventDefault();
    return;
  }
  if (onBoard && cellKey(e, c, focusCell, draw)) {
    e.preventDefault();
    return;
  }
  if (runKey(e, c, screen != null)) e.preventDefault();
}

/** The keys that blank the screen, as presentation clickers send them (PowerPoint's, Impress's). */
const BLANK_KEYS = ['b', 'B', '.'];
/** Keys that bring a blanked screen back, besides the blank keys: the clicker's step keys. */
const UNBLANK_KEYS = ['PageDown', 'PageUp', 'ArrowRight', 'ArrowLeft'];

/**
 * B or `.` blanks the screen; on a blank screen, the same keys or a step key bring it back
 * (without stepping: the room sees again what it saw). Returns true when the key was used.
 * @param {KeyboardEvent} e
 * @param {Screen} screen
 */
export function blankKey(e, screen) {
  if (screen.blanked) {
    if (!BLANK_KEYS.includes(e.key) && !UNBLANK_KEYS.includes(e.key)) return false;
    screen.blank(false);
    return true;
  }
  if (!BLANK_KEYS.includes(e.key)) return false;
  screen.blank(true);
  return true;
}

/**
 * Whether a key is the element's to handle: not one typed into a form field, a dialog (Esc
 * closes it) or with a modifier.
 * @param {KeyboardEvent} e
 */
export function ownKey(e) {
  const target = /** @type {HTMLElement | undefined} */ (e.composedPath()[0]);
  const tag = target?.tagName;
  if (target?.closest?.('dialog') || tag === 'TEXTAREA' || tag === 'INPUT' || tag === 'SELECT') return false;
  return !(e.ctrlKey || e.metaKey || e.altKey);
}

/**
 * Space plays or pauses, → steps, ← steps back, Home resets, End runs to the end, Esc stops;
 * with `clicker` (presenter mode), PageDown steps and PageUp steps back as well, the keys a
 * presentation clicker sends (elsewhere they scroll the page, as readers expect). Returns true
 * when the key was one of them.
 * @param {KeyboardEvent} e
 * @param {Runner} c
 * @param {boolean} [clicker]
 */
export function runKey(e, c, clicker = false) {
  const key = clicker ? (CLICKER[e.key] ?? e.key) : e.key;
  switch (key) {
    case ' ':
      // On a button, the button's own click handles Space.
      if (/** @type {HTMLElement | undefined} */ (e.composedPath()[0])?.tagName === 'BUTTON') return false;
      c.toggle();
      return true;
    case 'ArrowRight':
      c.step(1);
      return true;
    case 'ArrowLeft':
      if (!c.back) return false;
      c.back(1);
      return true;
    case 'Home':
      c.reset();
      return true;
    case 'End':
      c.runToEnd();
      return true;
    case 'Escape':
      c.escape();
      return true;
    default:
      return false;
  }
}

/** A clicker's keys, by the key they stand for. @type {Record<string, string>} */
const CLICKER = { PageDown: 'ArrowRight', PageUp: 'ArrowLeft' };

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
 * Presenter mode's blank screen (B or `.`): `cover` shown over the element while blanked.
 * @param {HTMLElement} cover
 * @returns {Screen}
 */
export function blankScreen(cover) {
  const screen = {
    blanked: false,
    /** @param {boolean} on */
    blank(on) {
      screen.blanked = on;
      cover.hidden = !on;
    },
  };
  return screen;
}
