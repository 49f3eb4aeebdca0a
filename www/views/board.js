// The board: boxes of cells for the thick lines, row elements that give screen readers a grid in
// reading order, one tab stop that roves over the cells. It copies the model's cells into the
// DOM and reports clicks; it knows no rule of Sudoku.
import { digitChar } from '../model/format.js';
import { h, intent, setAttr } from '../dom.js';

/** @typedef {import('../model/view.js').ViewState} ViewState */

/** @param {HTMLElement} root */
export function create(root) {
  const board = h('div', { class: 'board', part: 'board', role: 'grid', 'aria-label': 'Sudoku board' });
  root.append(board);
  /** @type {HTMLElement[]} */
  let cells = [];
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

  /**
   * @param {number} n    cells per row
   * @param {number} box  cells per box row
   */
  function build(n, box) {
    side = n;
    cells = new Array(n * n);
    written = new Array(n * n).fill('');
    setAttr(board, 'data-side', String(n));
    const boxes = [];
    for (let b = 0; b < n; b++) {
      const el = h('div', { class: 'box', role: 'presentation' });
      const r0 = Math.floor(b / box) * box;
      const c0 = (b % box) * box;
      for (let i = 0; i < n; i++) {
        const cell = (r0 + Math.floor(i / box)) * n + c0 + (i % box);
        const c = h('div', { class: 'cell', part: 'cell', role: 'gridcell', id: `cell-${cell}`, 'data-cell': cell, tabindex: -1 });
        cells[cell] = c;
        el.append(c);
      }
      boxes.push(el);
    }
    // The cells sit in boxes for the thick lines; screen readers get them in rows, as a grid
    // needs, through empty row elements that own them.
    const rows = [];
    for (let r = 0; r < n; r++) {
      const ids = Array.from({ length: n }, (_, c) => `cell-${r * n + c}`).join(' ');
      rows.push(h('div', { class: 'row', role: 'row', 'aria-owns': ids }));
    }
    board.replaceChildren(...boxes, ...rows);
  }

  return {
    /** The cell element of a cell index, for focusing it. @param {number} cell */
    cell: (cell) => cells[cell],

    /** @param {ViewState} state */
    update(state) {
      const view = state.board;
      if (view.side !== side) build(view.side, view.box);
      board.classList.toggle('solved', view.solved);
      board.classList.toggle('preview', view.preview);
      for (let i = 0; i < cells.length; i++) {
        const v = view.cells[i];
        const el = cells[i];
        if (el.className !== v.cls) el.className = v.cls;
        const tab = i === state.active ? '0' : '-1';
        if (el.getAttribute('tabindex') !== tab) el.setAttribute('tabindex', tab);
        // Contents change far less often than classes: rebuild them only when they differ.
        const key = `${v.value}|${v.ghost}|${v.marker}|${v.pencil}|${v.label}`;
        if (written[i] === key) continue;
        written[i] = key;
        const parts = [];
        if (v.value) parts.push(h('span', { class: 'v', text: v.value }));
        else if (v.ghost) parts.push(h('span', { class: 'ghost', text: v.ghost }));
        if (v.marker) parts.push(h('span', { class: 'mk', 'aria-hidden': 'true', text: v.marker }));
        if (v.pencil) {
          const grid = h('span', { class: 'pm', 'aria-hidden': 'true' });
          for (let d = 1; d <= side; d++) grid.append(h('span', { text: v.pencil & (1 << (d - 1)) ? digitChar(d) : '' }));
          parts.push(grid);
        }
        el.replaceChildren(...parts);
        el.setAttribute('aria-label', v.label);
      }
    },

    destroy() {
      board.removeEventListener('mousedown', down);
      board.remove();
    },
  };
}
