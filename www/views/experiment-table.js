// The experiment's table: a row per number of holes, for each strategy its mean tries and mean
// time over the four boards (the model formats them; the raw means ride along as data
// attributes). A mean that includes a board given up at the step budget is starred.
import { h } from '../dom.js';
import '../i18n/english.js';
import { ENGLISH } from '../i18n/messages.js';

/** @typedef {ReturnType<typeof import('../model/experiment.js').tableRows>} Rows */

/**
 * @param {HTMLElement} root
 * @param {import('../i18n/messages.js').Messages} [messages]  the page's language
 */
export function create(root, messages = ENGLISH) {
  const t = messages.t.bind(messages);
  const caption = h('caption', { text: t('page.exp.table.caption') });
  const head = h('thead');
  const body = h('tbody');
  const table = h('table', { class: 'means' }, caption, head, body);
  const wrap = h('div', { class: 'table-wrap', tabindex: '0', role: 'region', 'aria-label': t('page.exp.table.label') }, table);
  root.append(wrap);
  let columns = '';
  return {
    /**
     * @param {Rows} rows
     * @param {string[]} strategies  the columns, as typed (`csp:var=mrv,infer=fc`)
     * @param {string[]} labels  their headings (`csp: MRV + FC`)
     */
    update(rows, strategies, labels) {
      wrap.hidden = rows.length === 0;
      if (`${strategies.join(' ')} ${labels.join(' ')}` !== columns) {
        columns = `${strategies.join(' ')} ${labels.join(' ')}`;
        head.replaceChildren(
          h(
            'tr',
            {},
            h('th', { scope: 'col', rowspan: '2', text: t('page.exp.table.holes') }),
            ...strategies.map((s, i) => h('th', { scope: 'colgroup', colspan: '2', text: labels[i], title: s })),
          ),
          h(
            'tr',
            {},
            ...strategies.flatMap(() => [h('th', { scope: 'col', text: t('page.exp.table.tries') }), h('th', { scope: 'col', text: t('page.exp.table.ms') })]),
          ),
        );
      }
      body.replaceChildren(
        ...rows.map((row) =>
          h(
            'tr',
            {},
            h('th', { scope: 'row', text: String(row.holes) }),
            ...row.cells.flatMap((c, i) => {
              if (!c) return [h('td', { text: '…' }), h('td', { text: '…' })];
              const star = c.incomplete ? '*' : '';
              const data = { 'data-strategy': strategies[i], 'data-holes': String(row.holes) };
              return [
                h('td', { ...data, 'data-tries': String(c.meanTries), text: c.tries + star }),
                h('td', { ...data, 'data-micros': String(c.meanMicros), text: c.ms + star }),
              ];
            }),
          ),
        ),
      );
    },
    destroy() {
      wrap.remove();
    },
  };
}
