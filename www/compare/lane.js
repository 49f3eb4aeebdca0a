// One search of a comparison as the stepper shows it: a heading, then the stepper's own board,
// counters, banner and narration views, fed the search's view state (present.js).
import { h, setAttr, setText } from '../dom.js';
import '../i18n/english.js';
import { ENGLISH } from '../i18n/messages.js';
import * as boardView from '../views/board.js';
import * as countersView from '../views/counters.js';
import * as narrationView from '../views/narration.js';
import * as statusView from '../views/status.js';

/** @typedef {import('./present.js').CompareState['lanes'][number]} LaneState */

/** @param {HTMLElement} root */
export function create(root) {
  const heading = h('h2', { class: 'lane-name' });
  const wrap = h('div', { class: 'board-wrap' });
  const section = h('section', { class: 'lane', part: 'lane' }, heading, wrap);
  root.append(section);
  const board = boardView.create(wrap);
  // The banner at the end takes the narration's place (and height): nothing moves when it comes.
  const views = [board, countersView.create(section), statusView.create(section), narrationView.create(section)];
  const narration = /** @type {HTMLElement} */ (section.querySelector('.narration'));
  /** The state drawn last: an unchanged search is not drawn again. @type {LaneState['state'] | null} */
  let shown = null;
  return {
    /** The cell element of a cell index, for focusing it. @param {number} cell */
    cell: (/** @type {number} */ cell) => board.cell(cell),
    /** @param {LaneState} lane */
    update(lane) {
      if (lane.state === shown) return;
      shown = lane.state;
      // At a slow speed each event animates, as in the stepper.
      section.classList.toggle('animate', lane.state.animate);
      setText(heading, lane.label);
      setAttr(section, 'aria-label', lane.label);
      // Four grids and counter panels on one page: each is named after its search.
      const grid = wrap.querySelector('.board');
      const m = lane.state.messages ?? ENGLISH;
      if (grid) setAttr(grid, 'aria-label', m.t('compare.board', { name: lane.label }));
      const counters = section.querySelector('.counters-panel');
      if (counters) setAttr(counters, 'aria-label', m.t('compare.counters', { name: lane.label }));
      for (const view of views) view.update(lane.state);
      // The narration shows whole lines of it; the whole sentence is its title (and heard).
      setAttr(narration, 'title', lane.state.narration);
    },
    destroy() {
      for (const view of views) view.destroy();
      section.remove();
    },
  };
}
