// Which of the open panels a bounded side column shows at once (presenter mode): the board,
// controls and narration have their room first; the panels share what is left by priority, each
// at its readable minimum or not at all (behind a tab), never as a sliver. What fits is measured
// by the element (element/fold.js); this module only says in which order panels give way.

/** The panels' priority in a room, highest first: what a class follows, then what it glances at. */
export const FOLD_PRIORITY = ['code', 'tree', 'stack', 'chart', 'counters'];

/**
 * The open panels in the order they fold when the side has no room for all: lowest priority
 * first, never the chosen one (the tab a presenter picked, else the highest-priority panel).
 * Panels the priority list does not name fold before those it names.
 * @param {readonly string[]} open  the open panels of the side, in any order
 * @param {string | null} chosen  the panel picked last, if it is open
 * @returns {string[]}
 */
export function foldOrder(open, chosen) {
  const keep = chosen != null && open.includes(chosen) ? chosen : ranked(open)[0];
  return ranked(open)
    .filter((name) => name !== keep)
    .reverse();
}

/**
 * The panel after `current` among the open ones, in priority order, wrapping round: what the
 * panel key shows next.
 * @param {readonly string[]} open
 * @param {string | null} current
 * @returns {string | null}
 */
export function nextPanel(open, current) {
  if (open.length === 0) return null;
  const order = ranked(open);
  const i = current == null ? -1 : order.indexOf(current);
  return order[(i + 1) % order.length];
}

/**
 * The panels highest priority first; those the list does not name after it, in their order.
 * @param {readonly string[]} open
 */
function ranked(open) {
  const rank = (/** @type {string} */ name) => {
    const i = FOLD_PRIORITY.indexOf(name);
    return i < 0 ? FOLD_PRIORITY.length : i;
  };
  return [...open].sort((a, b) => rank(a) - rank(b));
}
