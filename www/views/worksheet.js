// The printed worksheet: a title, the board, an empty trace table to fill in and, on a page of
// its own, the same table filled from the engine's trace (the answer key); or the 4-up sheet, four
// boards with their numbers on one page; or why there is none. Every string comes ready-made
// from the page (worksheet/page.js), every value from the engine through model/worksheet.js.
import { h } from '../dom.js';

/** @typedef {import('../model/worksheet.js').PrintCell} PrintCell */
/** @typedef {import('../model/worksheet.js').TraceRow} TraceRow */

/**
 * @typedef {{ kind: 'sheet', title: string, lines: string[], grid: PrintCell[][], headings: string[],
 *   keyTitle: string, rows: TraceRow[], ended: string }
 *   | { kind: 'four', title: string, boards: { caption: string, grid: PrintCell[][] }[] }
 *   | { kind: 'message', text: string }} WorksheetView
 */

/**
 * The width of a board's columns is the page's to set (worksheet.css): the number of columns is
 * the engine's, one rule per board side, in a stylesheet of the document's own (no `style`
 * attribute: strict-CSP safe).
 */
const sides = new CSSStyleSheet();
const styled = new Set();

/** @param {number} side */
function useSide(side) {
  if (styled.has(side)) return;
  styled.add(side);
  sides.insertRule(`.grid[data-side="${side}"] { --side: ${side}; }`);
  if (!document.adoptedStyleSheets.includes(sides)) document.adoptedStyleSheets = [...document.adoptedStyleSheets, sides];
}

/**
 * A board: one element per cell, in reading order, with its grid lines and givens marked.
 * @param {PrintCell[][]} grid
 */
function board(grid) {
  useSide(grid.length);
  const cells = grid.flatMap((row) => row.map((c) => h('span', { class: `${c.lines}${c.given ? ' given' : c.text ? ' placed' : ''}`, text: c.text })));
  return h(
    'div',
    { class: 'grid', 'data-side': grid.length, role: 'img', 'aria-label': grid.map((row) => row.map((c) => c.text || '·').join('')).join(' ') },
    ...cells,
  );
}

/**
 * The trace table, a row per step: the answer key's rows, or the pupil's, which have only the
 * step's number.
 * @param {string[]} headings
 * @param {TraceRow[]} rows
 * @param {string} cls
 */
function table(headings, rows, cls) {
  const head = h('thead', {}, h('tr', {}, ...headings.map((text) => h('th', { scope: 'col', text }))));
  const body = rows.map((r) =>
    h(
      'tr',
      {},
      h('td', { class: 'step', text: r.step }),
      h('td', { text: r.cell }),
      h('td', { text: r.digit }),
      h('td', { class: 'event' }, h('b', { text: r.event }), ' ', h('span', { class: 'words', text: r.words })),
    ),
  );
  return h('table', { class: `trace ${cls}` }, head, h('tbody', {}, ...body));
}

/** @param {HTMLElement} root */
export function create(root) {
  return {
    /** @param {WorksheetView} s */
    update(s) {
      if (s.kind === 'message') {
        // The same status line while a long replay tells its progress: a screen reader hears
        // its changes, not a new region each time.
        const line = root.querySelector(':scope > p.message');
        if (line) line.textContent = s.text;
        else root.replaceChildren(h('p', { class: 'message', role: 'status', text: s.text }));
      } else if (s.kind === 'four') {
        root.replaceChildren(
          h(
            'section',
            { class: 'page four' },
            h('h1', { text: s.title }),
            h('div', { class: 'boards' }, ...s.boards.map((b) => h('figure', {}, board(b.grid), h('figcaption', { text: b.caption })))),
          ),
        );
      } else {
        // The pupil's table has a row per step the search makes, where the pupil writes; the key
        // the same rows filled (fewer than asked for when the search ends first: `ended` says so).
        const pupil = s.rows.map((r) => ({ step: r.step, cell: '', digit: '', event: '', words: '' }));
        root.replaceChildren(
          h(
            'section',
            { class: 'page sheet' },
            h('h1', { text: s.title }),
            ...s.lines.map((text) => h('p', { text })),
            board(s.grid),
            table(s.headings, pupil, 'blank'),
          ),
          h(
            'section',
            { class: 'page key' },
            h('h1', { text: s.keyTitle }),
            table(s.headings, s.rows, 'filled'),
            ...(s.ended ? [h('p', { text: s.ended })] : []),
          ),
        );
      }
    },
    destroy() {
      root.replaceChildren();
    },
  };
}
