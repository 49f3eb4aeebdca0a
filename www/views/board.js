// The board: a grid of rows of cells in reading order (what screen readers expect of a grid),
// each cell drawing its own grid lines; one tab stop that roves over the cells. It copies the
// model's cells into the DOM and reports clicks; it knows no rule of Sudoku.
import '../i18n/english.js';
import { ENGLISH } from '../i18n/messages.js';
import { h, intent, setAttr } from '../dom.js';

/** @typedef {import('../model/view.js').ViewState} ViewState */

/**
 * Candidates as rows of the box's width, a blank where a digit is ruled out, so that each
 * digit keeps its place.
 * @param {number} mask
 * @param {string} digits  the board's digits, 1 to side
 * @param {number} width  cells per box row
 */
function pencilText(mask, digits, width) {
  const side = digits.length;
  let text = '';
  for (let d = 1; d <= side; d++) {
    // A figure space holds a missing digit's place: a plain space at the end of a line would
    // not count, and the lines would no longer line up.
    text += mask & (1 << (d - 1)) ? digits[d - 1] : '\u2007';
    text += d === side ? '' : d % width === 0 ? '\n' : ' ';
  }
  return text;
}

/** @param {HTMLElement} root */
export function create(root) {
  const board = h('div', { class: 'board', part: 'board', role: 'grid' });
  root.append(board);
  /** @type {HTMLElement[]} */
  let cells = [];
  /** Per cell, the box its digit is drawn in (see `.digit` in the stylesheet). @type {HTMLElement[]} */
  let digits = [];
  /** Per cell, the contents last written, to skip unchanged cells. @type {string[]} */
  let written = [];
  let side = 0;

  // On mousedown, not click: the selection is in place before a key typed right after it, and
  // the default is prevented so focus does not go back to the host first.
  /** @param {MouseEvent} e */
  const down = (e) => {
    const cell = /** @type {HTMLElement | null} */ (/** @type {Element} */ (e.target).closest('.cell'));
    if (!cell || e.button !== 0) return;
    e.preventDefault();
    intent(board, 'select', Number(cell.dataset.cell));
  };
  board.addEventListener('mousedown', down);

  /** @param {number} n  cells per row */
  function build(n) {
    side = n;
    cells = new Array(n * n);
    digits = new Array(n * n);
    written = new Array(n * n).fill('');
    setAttr(board, 'data-side', String(n));
    const rows = [];
    for (let r = 0; r < n; r++) {
      const row = h('div', { class: 'row', role: 'row' });
      for (let c = 0; c < n; c++) {
        const cell = r * n + c;
        digits[cell] = h('span', { class: 'digit' });
        cells[cell] = h('div', { class: 'cell', part: 'cell', role: 'gridcell', 'data-cell': cell, tabindex: -1 }, digits[cell]);
        row.append(cells[cell]);
      }
      rows.push(row);
    }
    board.replaceChildren(...rows);
  }

  return {
    /** The cell element of a cell index, for focusing it. @param {number} cell */
    cell: (cell) => cells[cell],

    /** @param {ViewState} state */
    update(state) {
      const view = state.board;
      setAttr(board, 'aria-label', (state.messages ?? ENGLISH).t('element.boardLabel'));
      if (view.side !== side) build(view.side);
      board.classList.toggle('solved', view.solved);
      board.classList.toggle('preview', view.preview);
      for (let i = 0; i < cells.length; i++) {
        const v = view.cells[i];
        const el = cells[i];
        if (el.className !== v.cls) el.className = v.cls;
        setAttr(el, 'data-why', v.why || null);
        const tab = i === state.active ? '0' : '-1';
        if (el.getAttribute('tabindex') !== tab) el.setAttribute('tabindex', tab);
        // Contents change far less often than classes: rebuild them only when they differ.
        const key = `${v.value}|${v.ghost}|${v.marker}|${v.pencil}|${v.label}`;
        if (written[i] === key) continue;
        written[i] = key;
        // The N/H marker and pencil marks are drawn from attributes (CSS content): the label
        // already says what they mean, and visible text must be part of the label.
        setAttr(el, 'data-mark', v.marker || null);
        setAttr(el, 'data-pencil', v.pencil ? pencilText(v.pencil, view.digits, view.box) : null);
        digits[i].replaceChildren(...(v.value ? [h('span', { class: 'v', text: v.value })] : v.ghost ? [h('span', { class: 'ghost', text: v.ghost })] : []));
        el.setAttribute('aria-label', v.label);
      }
    },

    destroy() {
      board.removeEventListener('mousedown', down);
      board.remove();
    },
  };
}
