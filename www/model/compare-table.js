// Compare mode in words and numbers: how a search is named, its time, and the table at the end
// with the fewest of each column marked. Pure.
import { ENGLISH } from '../i18n/messages.js';
import { fixed, formatCount } from './format.js';
import { COMPOSED, compositionTitle } from './compose.js';
import { strategyName } from './strategy-name.js';

/** @typedef {import('../engine/engine.js').StrategyInfo} StrategyInfo */
/** @typedef {import('../i18n/messages.js').Messages} Messages */
/** @typedef {import('./compare.js').Entry} Entry */

/**
 * What one search of a comparison ended with: its counters, status and engine time.
 * @typedef {import('../element/types.js').CompareResult} Result
 */

/**
 * How a search is named in headings and the table: `annealing (seed=3)`; a composed search by
 * its composition, `csp: MRV + FC + CBJ` (model/compose.js), with its defaults when the
 * engine's strategies are given.
 * @param {Entry} e
 * @param {readonly StrategyInfo[]} [infos]
 * @param {Messages} [m]  the language of a composition's words
 */
export function entryLabel(e, infos = [], m = ENGLISH) {
  if (e.name === COMPOSED) {
    const title = compositionTitle(e.params, infos.find((x) => x.name === COMPOSED) ?? null, m);
    return title ? `${strategyName(e.name, m)}: ${title}` : strategyName(e.name, m);
  }
  const params = e.params.trim().split(/\s+/).filter(Boolean).join(', ');
  return params ? `${strategyName(e.name, m)} (${params})` : strategyName(e.name, m);
}

/**
 * Engine time: "0.42 ms", "12.3 ms", "1.24 s" (SI symbols, the language's decimal sign).
 * @param {number} ms
 * @param {Messages} [m]
 */
export function formatMs(ms, m = ENGLISH) {
  if (ms < 10) return `${fixed(ms, 2, m)} ms`;
  if (ms < 1000) return `${fixed(ms, 1, m)} ms`;
  return `${fixed(ms / 1000, 2, m)} s`;
}

/**
 * The table's columns: the key in a result (columnHeading names it), the CONTRACT name of the
 * counter (a strategy that does not keep it shows a dash there; time is every strategy's), and the
 * engine's fact about a strategy without which its count is no achievement (`propagates`: the
 * 0 propagations of a strategy that never propagates is shown, but is never the fewest).
 * `csp`'s own counters (`pruned`, `jumped`) are columns only when a search keeps them, and rank
 * no one: more pruning is more work for fewer tries, neither better nor worse in itself.
 * @type {{ key: string, counter: string | null, fact?: 'propagates', own?: true }[]}
 */
export const COLUMNS = [
  { key: 'steps', counter: 'steps' },
  { key: 'tries', counter: 'tries' },
  { key: 'backtracks', counter: 'backtracks' },
  { key: 'propagations', counter: 'propagations', fact: 'propagates' },
  { key: 'pruned', counter: 'pruned', own: true },
  { key: 'jumped', counter: 'jumped', own: true },
  { key: 'maxDepth', counter: 'max_depth' },
  { key: 'ms', counter: null },
];

/**
 * @typedef {{ text: string, win: boolean }} TableCell
 * @typedef {{ label: string, outcome: string, cells: TableCell[] }} TableRow
 * @typedef {{ columns: string[], rows: TableRow[], summary: string }} ResultTable
 */

/**
 * What a search's end says about the puzzle: solved, no solution (proved), or gave up (a local
 * search that spent its budget, which proves nothing), in words.
 * @param {Result} r
 * @param {boolean} exact
 * @param {Messages} [m]
 */
export function outcome(r, exact, m = ENGLISH) {
  return m.t('compare.outcomeOf', { outcome: outcomeCode(r, exact) });
}

/**
 * @param {Result} r
 * @param {boolean} exact
 * @returns {'solved' | 'none' | 'gaveUp' | 'stopped'}
 */
function outcomeCode(r, exact) {
  if (r.status === 'solved') return 'solved';
  if (r.status === 'unsolvable') return exact ? 'none' : 'gaveUp';
  return 'stopped';
}

/**
 * The table at the end: a row per search, a column per counter, and in each column the fewest
 * marked. Only searches that reached a verdict (solved, or proved there is none) compete, and
 * only in the columns their strategy keeps and where the column's fact holds for it (see
 * COLUMNS); ties share the mark, and a column where all are equal marks none.
 * @param {Result[]} results
 * @param {StrategyInfo[]} infos
 * @param {Messages} [m]  the language of the headings, outcomes and summary
 * @returns {ResultTable}
 */
export function resultTable(results, infos, m = ENGLISH) {
  const info = (/** @type {string} */ name) => infos.find((s) => s.name === name);
  const outcomes = results.map((r) => outcomeCode(r, info(r.strategy)?.exact ?? true));
  const keeps = (/** @type {Result} */ r, /** @type {string | null} */ counter) => counter == null || (info(r.strategy)?.counters.includes(counter) ?? true);
  const columns = COLUMNS.filter((column) => !column.own || results.some((r) => keeps(r, column.counter) && info(r.strategy)));
  const competes = (/** @type {number} */ i, /** @type {typeof COLUMNS[number]} */ column) => {
    if (column.own) return false;
    const r = results[i];
    const fact = column.fact ? (info(r.strategy)?.[column.fact] ?? true) : true;
    return fact && keeps(r, column.counter) && (outcomes[i] === 'solved' || outcomes[i] === 'none');
  };
  const winners = columns.map((column) => {
    const values = results.filter((_, i) => competes(i, column)).map((r) => value(r, column.key));
    const least = Math.min(...values);
    return values.length >= 2 && values.some((v) => v !== least) ? least : NaN;
  });
  const rows = results.map((r, i) => ({
    label: entryLabel({ name: r.strategy, params: r.params }, infos, m),
    outcome: m.t('compare.outcomeOf', { outcome: outcomes[i] }),
    cells: columns.map((column, c) => {
      if (!keeps(r, column.counter)) return { text: '—', win: false };
      const v = value(r, column.key);
      return { text: column.key === 'ms' ? formatMs(v, m) : formatCount(v, m), win: competes(i, column) && v === winners[c] };
    }),
  }));
  const headings = columns.map((c) => columnHeading(c.key, m));
  const named = headings
    .map((column, c) => {
      const who = rows.filter((row) => row.cells[c].win).map((row) => row.label);
      return who.length ? m.t('compare.fewest', { column, who: who.reduce((a, b) => m.t('compare.and', { a, b })) }) : '';
    })
    .filter(Boolean);
  const list = named.join('; ');
  return { columns: headings, rows, summary: list ? `${list.charAt(0).toLocaleUpperCase(m.lang)}${list.slice(1)}.` : m.t('compare.tie') };
}

/**
 * A column's heading: the counter's name as the stepper's counters say it; engine time "time".
 * @param {string} key
 * @param {Messages} m
 */
export function columnHeading(key, m) {
  return key === 'ms' ? m.t('compare.time') : m.t('element.counter', { key });
}

/**
 * @param {Result} r
 * @param {string} key
 * @returns {number}
 */
function value(r, key) {
  return /** @type {Record<string, number>} */ (/** @type {unknown} */ (r))[key];
}
