// The table at the end of a comparison: a row per search, a column per counter, the fewest of
// each column marked with a star and the word "fewest" (not by colour alone), and "Copy link",
// which copies a link that reproduces the comparison and says how it went.
import { h, setAttr, setHidden, setText } from '../dom.js';
import '../i18n/english.js';
import { ENGLISH } from '../i18n/messages.js';

/** @typedef {import('./present.js').CompareState} CompareState */

/**
 * @param {HTMLElement} root
 * @param {() => string} linkOf  the link that reproduces the comparison
 */
export function create(root, linkOf) {
  const table = h('table', { class: 'results-table' });
  const summary = h('p', { class: 'results-summary' });
  const copy = h('button', { type: 'button', class: 'copy-link', onclick: () => copyLink() });
  const said = h('span', { class: 'copied', role: 'status' });
  const link = h('input', { class: 'link', type: 'text', readonly: true, hidden: true });
  const heading = h('h2', {});
  const section = h(
    'section',
    { class: 'results', part: 'results', hidden: true },
    heading,
    table,
    summary,
    h('div', { class: 'results-actions' }, copy, said),
    link,
  );
  root.append(section);
  /** The table drawn last, so that a redraw of the same table keeps the link shown. */
  let drawn = 'null';
  /** The language drawn in. */
  let m = ENGLISH;

  /**
   * Shows the link that was copied, or selects it to be copied by hand.
   * @param {string} text
   * @param {boolean} copied
   */
  const showLink = (text, copied) => {
    link.value = text;
    setHidden(link, false);
    setText(said, m.t(copied ? 'compare.copied' : 'compare.copyByHand'));
    if (!copied) link.select();
  };
  const copyLink = async () => {
    const text = linkOf();
    try {
      await navigator.clipboard.writeText(text);
      showLink(text, true);
    } catch {
      showLink(text, false);
    }
  };

  return {
    /** @param {CompareState} state */
    update(state) {
      const t = state.table;
      setHidden(section, !t);
      const key = JSON.stringify(t);
      if (key === drawn && state.messages === m) return;
      drawn = key;
      m = state.messages;
      setText(heading, m.t('compare.results'));
      setText(copy, m.t('compare.copyLink'));
      setAttr(section, 'aria-label', m.t('compare.results'));
      setAttr(link, 'aria-label', m.t('compare.linkLabel'));
      setText(said, '');
      setHidden(link, true);
      if (!t) return;
      const head = h(
        'tr',
        {},
        h('th', { scope: 'col', text: m.t('compare.strategy') }),
        ...t.columns.map((c) => h('th', { scope: 'col', text: c })),
        h('th', { scope: 'col', text: m.t('compare.outcome') }),
      );
      const rows = t.rows.map((row) =>
        h(
          'tr',
          {},
          h('th', { scope: 'row', text: row.label }),
          ...row.cells.map((cell) =>
            cell.win
              ? h(
                  'td',
                  { class: 'win' },
                  h('span', { class: 'star', 'aria-hidden': 'true', text: '★ ' }),
                  cell.text,
                  h('span', { class: 'sr', text: m.t('compare.fewestMark') }),
                )
              : h('td', { text: cell.text }),
          ),
          h('td', { class: 'outcome', text: row.outcome }),
        ),
      );
      table.replaceChildren(h('caption', { class: 'sr', text: m.t('compare.caption') }), h('thead', {}, head), h('tbody', {}, ...rows));
      setText(summary, m.t('compare.summary', { summary: t.summary }));
    },
    destroy() {
      section.remove();
    },
  };
}
