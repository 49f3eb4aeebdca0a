// The table at the end of a comparison: a row per search, a column per counter, the fewest of
// each column marked with a star and the word "fewest" (not by colour alone), and "Copy link",
// which copies a link that reproduces the comparison and says how it went.
import { h, setHidden, setText } from '../dom.js';

/** @typedef {import('./present.js').CompareState} CompareState */

/**
 * @param {HTMLElement} root
 * @param {() => string} linkOf  the link that reproduces the comparison
 */
export function create(root, linkOf) {
  const table = h('table', { class: 'results-table' });
  const summary = h('p', { class: 'results-summary' });
  const copy = h('button', { type: 'button', class: 'copy-link', text: 'Copy link', onclick: () => copyLink() });
  const said = h('span', { class: 'copied', role: 'status' });
  const link = h('input', { class: 'link', type: 'text', readonly: true, 'aria-label': 'Link to this comparison', hidden: true });
  const section = h('section', { class: 'results', part: 'results', 'aria-label': 'Results', hidden: true },
    h('h2', { text: 'Results' }), table, summary, h('div', { class: 'results-actions' }, copy, said), link);
  root.append(section);
  /** The table drawn last, so that a redraw of the same table keeps the link shown. */
  let drawn = 'null';

  /**
   * Shows the link that was copied (or is to be copied by hand).
   * @param {string} text
   * @param {string} note
   */
  const showLink = (text, note) => {
    link.value = text;
    setHidden(link, false);
    setText(said, note);
    if (note.startsWith('Select')) link.select();
  };
  const copyLink = async () => {
    const text = linkOf();
    try {
      await navigator.clipboard.writeText(text);
      showLink(text, 'Copied to the clipboard.');
    } catch {
      showLink(text, 'Select and copy the link below.');
    }
  };

  return {
    /** @param {CompareState} state */
    update(state) {
      const t = state.table;
      setHidden(section, !t);
      const key = JSON.stringify(t);
      if (key === drawn) return;
      drawn = key;
      setText(said, '');
      setHidden(link, true);
      if (!t) return;
      const head = h('tr', {}, h('th', { scope: 'col', text: 'strategy' }), ...t.columns.map((c) => h('th', { scope: 'col', text: c })), h('th', { scope: 'col', text: 'outcome' }));
      const rows = t.rows.map((row) => h('tr', {},
        h('th', { scope: 'row', text: row.label }),
        ...row.cells.map((cell) => (cell.win
          ? h('td', { class: 'win' }, h('span', { class: 'star', 'aria-hidden': 'true', text: '★ ' }), cell.text, h('span', { class: 'sr', text: ' (fewest)' }))
          : h('td', { text: cell.text }))),
        h('td', { class: 'outcome', text: row.outcome })));
      table.replaceChildren(h('caption', { class: 'sr', text: 'Counters of each search at its first solution' }), h('thead', {}, head), h('tbody', {}, ...rows));
      setText(summary, `★ marks the fewest in each column; time is each search's own engine time. ${t.summary}`);
    },
    destroy() {
      section.remove();
    },
  };
}
