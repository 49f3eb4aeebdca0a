// The experiment page's findings, written from its tables on screen: where each strategy's mean
// tries peak over the numbers of holes run, and which strategies have a heavy tail over the
// digit orders, by a stated rule on the seeds' table's own "largest ÷ median", each with the
// figure as its table shows it. Pure functions of the tables' rows.

import '../i18n/english.js';
import { ENGLISH } from '../i18n/messages.js';
import { ratioText } from './experiment.js';
import { listed } from './format.js';
import { strategyName } from './strategy-name.js';

/** @typedef {import('../i18n/messages.js').Messages} Messages */

/** A strategy whose largest count over the seeds is this many times its median or more has a heavy tail. */
export const TAIL_RATIO = 10;

/**
 * What the seeds' table says of the tail, in sentences: those with a heavy tail and those
 * without, each with its ratio; nothing before a seed has run.
 * @param {{ strategy: string, spread: ReturnType<typeof import('./experiment.js').spread> }[]} rows  the table's rows, in its order
 * @param {Messages} [m]
 * @returns {string}
 */
export function tailProse(rows, m = ENGLISH) {
  const shown = rows.flatMap(({ strategy, spread }) => (spread ? [{ strategy, spread }] : []));
  const list = (/** @type {typeof shown} */ some) =>
    listed(
      some.map(({ strategy, spread }) => m.t('page.exp.seeds.tail.item', { strategy: strategyName(strategy, m), ratio: ratioText(spread, m) })),
      m,
    );
  const heavy = shown.filter((r) => r.spread.ratio >= TAIL_RATIO);
  const light = shown.filter((r) => r.spread.ratio < TAIL_RATIO);
  const out = [];
  if (heavy.length) out.push(m.t('page.exp.seeds.tail.heavy', { list: list(heavy), n: heavy.length, threshold: TAIL_RATIO }));
  if (light.length)
    out.push(m.t('page.exp.seeds.tail.light', { list: list(light), n: light.length, threshold: TAIL_RATIO, heavy: heavy.length ? 'some' : 'none' }));
  return out.join(' ');
}

/**
 * Where the mean tries of each column peak, as one sentence: the number of holes and the mean as
 * the table shows it (with its * when a board there was given up). A column with fewer than two
 * numbers of holes, or no try anywhere, has no peak to name; none: nothing.
 * @param {ReturnType<typeof import('./experiment.js').tableRows>} rows  the means table's rows
 * @param {string[]} labels  the columns' headings
 * @param {Messages} [m]
 */
export function peakProse(rows, labels, m = ENGLISH) {
  const items = labels.flatMap((label, i) => {
    const run = rows.flatMap((r) => (r.cells[i] ? [{ holes: r.holes, cell: r.cells[i] }] : []));
    const peak = run.reduce((/** @type {typeof run[number] | null} */ a, b) => (a == null || b.cell.meanTries > a.cell.meanTries ? b : a), null);
    if (run.length < 2 || !peak || peak.cell.meanTries === 0) return [];
    return [m.t('page.exp.peak.item', { strategy: label, holes: peak.holes, tries: peak.cell.tries + (peak.cell.incomplete ? '*' : '') })];
  });
  return items.length ? m.t('page.exp.peak', { list: listed(items, m) }) : '';
}
