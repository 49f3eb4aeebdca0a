// The element's keys: Space, arrows, Home, End and Esc drive the search; on the board, arrows
// move the one tab stop and digits type into an editable board (see the legend).
import { digitOfKey } from '../model/format.js';

/** @typedef {import('./controller.js').Controller} Controller */

/**
 * Handles a key pressed anywhere in the element.
 * @param {KeyboardEvent} e
 * @param {Controller} c
 * @param {(cell: number) => void} focusCell
 * @param {() => void} draw
 */
export function handleKey(e, c, focusCell, draw) {
  const target = /** @type {HTMLElement | undefined} */ (e.composedPath()[0]);
  const tag = target?.tagName;
  // A dialog handles its own keys (Esc closes it); form fields theirs.
  if (target?.closest?.('dialog') || tag === 'TEXTAREA' || tag === 'INPUT' || tag === 'SELECT') return;
  if (e.ctrlKey || e.metaKey || e.altKey) return;
  // Keys go to the board when it has focus, or while a cell is being edited (a click selects
  // it at once, so a key typed right after goes to that cell).
  const onCell = target?.classList?.contains('cell') ?? false;
  if ((onCell || (c.editable && c.selected >= 0)) && cellKey(e, c, focusCell, draw)) {
    e.preventDefault();
    return;
  }
  switch (e.key) {
    case ' ':
      if (tag === 'BUTTON') return; // the button's own click handles Space
      c.toggle();
      break;
    case 'ArrowRight': c.step(1); break;
    case 'ArrowLeft': c.back(1); break;
    case 'Home': c.reset(); break;
    case 'End': c.runToEnd(); break;
    case 'Escape': c.escape(); break;
    default: return;
  }
  e.preventDefault();
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
  const side = c.side;
  const cell = c.active;
  const moves = { ArrowUp: -side, ArrowDown: side, ArrowLeft: -1, ArrowRight: 1 };
  if (e.key in moves) {
    const delta = moves[/** @type {keyof typeof moves} */ (e.key)];
    const next = cell + delta;
    const sameRow = Math.floor(next / side) === Math.floor(cell / side);
    if (next >= 0 && next < side * side && (Math.abs(delta) === side || sameRow)) {
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
  const d = digitOfKey(e.key, side);
  if (d == null) return false;
  if (c.selected < 0) c.select(cell);
  // Typing moves on (a board can be typed in one go); Backspace and Delete stay put.
  c.edit(d, e.key !== 'Backspace' && e.key !== 'Delete');
  focusCell(c.active);
  return true;
}
