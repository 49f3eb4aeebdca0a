// A board of the page's workbench drawn exactly as the element draws its own: a host with a
// shadow root that adopts the element's stylesheet, plus the few cell states only the workbench
// has (a player's digit, a digit checked wrong, the hinted cell, a cell where two solutions
// differ). The board itself is the element's board view.
import { h, setAttr } from '../dom.js';
import * as boardView from './board.js';

/** @typedef {import('../model/view.js').ViewState} ViewState */
/** @typedef {import('../model/board.js').BoardView} BoardView */
/**
 * Gives a shadow root the element's stylesheet and `own` after it: the element's (element/styles.js
 * `adopt`), passed in by the page, since a view does not reach into the element.
 * @typedef {(root: ShadowRoot, ...own: CSSStyleSheet[]) => void} Adopt
 */

/** Each state pairs its colour with a second cue: a mark, a ring or the weight of the digit. */
const css = String.raw`
:host { max-width: none; background: transparent; }
.board-wrap { max-width: 520px; }
.pad { display: grid; max-width: 520px; }
.cell.entry .v { color: var(--guess); }
.cell.wrong { background: var(--banner-bad); --mark: inset 0 0 0 3px var(--clash); }
.cell.wrong .v { color: var(--clash); text-decoration: line-through; text-decoration-thickness: 2px; }
.cell.wrong::before { content: "✕"; position: absolute; top: 4%; right: 9%; font-size: .34em; font-weight: 800; color: var(--clash); }
.cell.hinted { background: var(--tint-strong); --mark: inset 0 0 0 3px var(--accent); }
.cell.hinted::before { content: "?"; position: absolute; top: 4%; right: 9%; font-size: .34em; font-weight: 800; color: var(--accent); }
.cell.differ { background: color-mix(in srgb, var(--orange) 24%, var(--bg)); --mark: inset 0 0 0 2px var(--orange); }
.cell.differ .v { color: var(--ink); font-weight: 800; text-decoration: underline; text-decoration-color: var(--orange); }
`;

const sheet = new CSSStyleSheet();
sheet.replaceSync(css);

/**
 * A board in a shadow root of its own, in `parent`.
 * @param {HTMLElement} parent
 * @param {string} className  the host's class, for the page's layout
 * @param {Adopt} adopt
 */
export function create(parent, className, adopt) {
  const host = h('div', { class: className });
  const root = host.attachShadow({ mode: 'open' });
  adopt(root, sheet);
  const wrap = h('div', { class: 'board-wrap' });
  const app = h('div', { class: 'app' }, wrap);
  root.append(app);
  parent.append(host);
  const board = boardView.create(wrap);
  return {
    host,
    root,
    /** Where a pad or caption goes, under the board. */
    below: wrap,
    /** @param {number} cell */
    cell: (cell) => board.cell(cell),
    /**
     * @param {BoardView} view
     * @param {number} active  the cell that holds the board's one tab stop
     * @param {string} theme   `auto`, `light` or `dark`, as the element has it
     */
    update(view, active, theme) {
      setAttr(host, 'theme', theme === 'auto' ? null : theme);
      board.update(/** @type {ViewState} */ (/** @type {unknown} */ ({ board: view, active })));
    },
    destroy() {
      board.destroy();
      host.remove();
    },
  };
}
