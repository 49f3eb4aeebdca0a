// One experiment's table on the study page: a row group per group of settings (its caption as a
// row-group header), a row per setting with our numbers and the paper's beside them, the lowest
// mean of each group in bold (and said in words for screen readers), and a line per group naming
// where the lowest means are. The model laid it all out; this only writes text.
import { h, setText } from '../dom.js';

/** @typedef {import('../model/study-tables.js').TableView} TableView */

/**
 * @param {HTMLElement} root
 * @param {{ id: string, caption: string }} options  an id for the table's caption, and its text
 */
export function create(root, { id, caption }) {
  const table = h('table', { class: 'study-table' }, h('caption', { id }, h('span', { class: 'pinned', text: caption })));
  // Scrolls sideways on a narrow screen; a focusable region so a keyboard can scroll it too.
  const wrap = h('div', { class: 'table-wrap', role: 'region', tabindex: '0', 'aria-labelledby': id }, table);
  const notes = h('ul', { class: 'group-notes' });
  root.append(wrap, notes);
  /** Per group: its rows' cells (text and the words for "lowest"), and its note. @type {{ cells: { text: HTMLElement, best: HTMLElement }[][], note: HTMLElement }[]} */
  let built = [];

  /** @param {TableView} view */
  function build(view) {
    const ours = view.paperFrom - 1;
    const paper = view.head.length - view.paperFrom;
    const head = h(
      'thead',
      {},
      h(
        'tr',
        {},
        h('td'),
        h('th', { scope: 'colgroup', colspan: String(ours), text: view.sides.ours }),
        h('th', { scope: 'colgroup', colspan: String(paper), class: 'paper', text: view.sides.paper }),
      ),
      h('tr', {}, ...view.head.map((text, k) => h('th', { scope: 'col', class: k >= view.paperFrom ? 'paper' : k ? '' : 'setting', text }))),
    );
    table.append(head);
    built = view.groups.map((g) => {
      const body = h(
        'tbody',
        {},
        h('tr', { class: 'group' }, h('th', { scope: 'rowgroup', colspan: String(view.head.length) }, h('span', { class: 'pinned', text: g.caption }))),
      );
      const cells = g.rows.map((row) => {
        const tds = row.cells.map((_, k) => {
          const text = h('span');
          const best = h('span', { class: 'sr-only' });
          return { td: h('td', { class: 1 + k >= view.paperFrom ? 'paper' : '' }, text, best), text, best };
        });
        body.append(h('tr', {}, h('th', { scope: 'row', text: row.setting }), ...tds.map((c) => c.td)));
        return tds;
      });
      table.append(body);
      const note = h('li');
      notes.append(note);
      return { cells, note };
    });
  }

  return {
    /** @param {TableView} view */
    update(view) {
      if (!built.length) build(view);
      view.groups.forEach((g, gi) => {
        const { cells, note } = built[gi];
        g.rows.forEach((row, ri) => {
          row.cells.forEach((text, k) => {
            const c = cells[ri][k];
            setText(c.text, text);
            setText(c.best, row.best[k] ? ' (lowest in group)' : '');
            c.text.parentElement?.classList.toggle('best', row.best[k]);
          });
        });
        setText(note, g.note);
      });
    },
    destroy() {
      wrap.remove();
      notes.remove();
    },
  };
}
