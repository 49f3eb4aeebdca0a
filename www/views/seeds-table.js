// The spread of tries over seeded digit orders, a row per strategy: the ascending order's
// tries, then the median, the 90th percentile and the largest over the seeds, and how far the
// largest is from the median (the heavy tail in one number).
import { h } from '../dom.js';
import '../i18n/english.js';
import { ENGLISH } from '../i18n/messages.js';
import { formatMean, ratioText } from '../model/experiment.js';
import { strategyName } from '../model/strategy-name.js';

/**
 * @typedef {{ strategy: string, ascending: { tries: number, solved: boolean } | null,
 *   spread: ReturnType<typeof import('../model/experiment.js').spread>,
 *   slowestHref: string | null }} SeedRow
 */

/**
 * @param {HTMLElement} root
 * @param {import('../i18n/messages.js').Messages} [messages]  the page's language
 */
export function create(root, messages = ENGLISH) {
  const t = messages.t.bind(messages);
  const head = h(
    'thead',
    {},
    h(
      'tr',
      {},
      ...['strategy', 'ascending', 'median', 'p90', 'largest', 'ratio', 'runs', 'slowest'].map((k) =>
        h('th', { scope: 'col', text: t(`page.exp.seeds.col.${k}`) }),
      ),
    ),
  );
  const body = h('tbody');
  const table = h('table', { class: 'seeds' }, h('caption', { text: t('page.exp.seeds.caption') }), head, body);
  const wrap = h('div', { class: 'table-wrap', tabindex: '0', role: 'region', 'aria-label': t('page.exp.seeds.label') }, table);
  root.append(wrap);
  return {
    /** @param {SeedRow[]} rows */
    update(rows) {
      wrap.hidden = rows.length === 0;
      body.replaceChildren(
        ...rows.map(({ strategy, ascending, spread, slowestHref }) => {
          const count = (/** @type {number} */ n, /** @type {boolean} */ solved = true) => formatMean(n, messages) + (solved ? '' : '+');
          const cells = spread
            ? [
                count(spread.median),
                count(spread.p90),
                count(spread.max, spread.overBudget === 0),
                ratioText(spread, messages),
                spread.overBudget ? t('page.exp.seeds.over', { runs: String(spread.runs), over: String(spread.overBudget) }) : String(spread.runs),
              ]
            : ['…', '…', '…', '…', '0'];
          return h(
            'tr',
            { 'data-strategy': strategy },
            h('th', { scope: 'row', text: strategyName(strategy, messages) }),
            h('td', { text: ascending ? count(ascending.tries, ascending.solved) : '…' }),
            ...cells.map((text) => h('td', { text })),
            h('td', {}, spread && slowestHref ? h('a', { href: slowestHref, text: messages.t('page.exp.seeds.seed', { seed: String(spread.slowest) }) }) : '…'),
          );
        }),
      );
    },
    destroy() {
      wrap.remove();
    },
  };
}
