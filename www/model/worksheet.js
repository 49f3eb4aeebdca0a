// What a printed worksheet holds, from the engine's own words: the board as rows of cells (the
// grid lines where the engine's geometry puts its boxes), one row of the answer key per step of
// the search (the cell and digit the event names, the event's name and the narration of it, all
// in the reader's language), and the worksheet's address and settings. Pure functions: the
// engine's values and events in, plain data out; worksheet/ runs the search, views/worksheet.js draws.
import { NONE, Origin, eventName } from '../engine/events.js';
import { edges } from './board.js';
import { COMPOSED, settingWords } from './compose.js';
import { digitChar } from './format.js';
import { cellWords, narrate } from './narrate.js';

/** @typedef {import('../engine/events.js').SearchEvent} SearchEvent */
/** @typedef {import('../engine/engine.js').BoardGeometry} BoardGeometry */
/** @typedef {import('../engine/session.js').Counters} Counters */
/** @typedef {import('../engine/engine.js').StrategyInfo} StrategyInfo */
/** @typedef {import('../i18n/messages.js').Messages} Messages */

/**
 * One row of the answer key: the step, the cell and digit of its event ('' when the event has
 * none), the event's name and its narration, as the element names and narrates them in the
 * reader's language (in English, the cell and event as `sudoku-stepper trace` prints them).
 * @typedef {{ step: number, cell: string, digit: string, event: string, words: string }} TraceRow
 */

/**
 * One printed cell: its digit ('' when empty), whether the puzzle gave it, and its grid lines.
 * @typedef {{ text: string, given: boolean, lines: string }} PrintCell
 */

/** The steps a worksheet asks for unless told otherwise, and the most it prints. */
export const DEFAULT_STEPS = 20;
export const MOST_STEPS = 60;

/** Puzzles on one page of the 4-up sheet. */
export const PER_PAGE = 4;

/**
 * The row of the answer key for the event that led to `step`.
 * @param {number} step
 * @param {SearchEvent} ev
 * @param {BoardGeometry} g
 * @param {Counters} counters  after the event
 * @param {Messages} m  with the `code` part (the events' names)
 * @returns {TraceRow}
 */
export function traceRow(step, ev, g, counters, m) {
  return {
    step,
    cell: ev.cell === NONE ? '' : cellWords(g, ev.cell, m),
    digit: ev.digit === NONE ? '' : digitChar(ev.digit, g),
    event: eventWord(ev.kind, m),
    words: narrate(ev, g, counters, m),
  };
}

/**
 * An event's name in the reader's language (`event.<name>`, the pseudo-code panel's); one a
 * later engine adds before the catalogue names it, as the core names it.
 * @param {SearchEvent['kind']} kind
 * @param {Messages} m
 */
function eventWord(kind, m) {
  const name = eventName(kind);
  return m.has(`event.${name}`) ? m.t(`event.${name}`) : name;
}

/**
 * The lines that say how the search is set up: a composed search's switches in words, each with
 * its label (defaults too: the whole composition), then the parameters no switch names; another
 * strategy's parameters as given (the engine's `key=value`, which no menu names). None for a
 * strategy run with its defaults.
 * @param {string} strategy
 * @param {string} params
 * @param {Pick<StrategyInfo, 'schema'> | undefined} info  the strategy's, as the engine lists it
 * @param {Messages} m
 * @returns {string[]}
 */
export function settingLines(strategy, params, info, m) {
  if (strategy !== COMPOSED || !info) return params ? [m.t('worksheet.params', { params })] : [];
  const { switches, rest } = settingWords(info, params, m);
  return [
    switches.map((s) => m.t('worksheet.setting', { name: s.label, value: s.text })).join('; '),
    ...(rest.length ? [m.t('worksheet.params', { params: rest.join(', ') })] : []),
  ];
}

/**
 * The names of the events in the answer key, each once, in the order they first come: what the
 * task asks the pupil to tell apart.
 * @param {TraceRow[]} rows
 */
export function eventWords(rows) {
  return [...new Set(rows.map((r) => r.event))].join(', ');
}

/**
 * The board as printed rows: `values` (0: empty) with `origins` (the engine's `Origin` codes; a
 * puzzle alone has only givens), each cell with the grid-line classes the element's board uses.
 * @param {ArrayLike<number>} values
 * @param {ArrayLike<number> | null} origins  null: every digit is a given
 * @param {BoardGeometry} g
 * @returns {PrintCell[][]}
 */
export function printRows(values, origins, g) {
  const lines = edges(g);
  // The rows are the first units of the engine's geometry, each's cells from left to right.
  return Array.from({ length: g.side }, (_, row) =>
    Array.from(g.cellsOfUnit(row), (cell) => {
      const v = values[cell];
      return { text: digitChar(v, g), given: v !== 0 && (origins === null || origins[cell] === Origin.Given), lines: lines[cell].trim() };
    }),
  );
}

/**
 * A worksheet's settings from its address: the puzzle, the strategy and its parameters, the step
 * the worksheet starts from and the steps it asks for (at least 1, at most {@link MOST_STEPS}).
 * @param {URLSearchParams} q
 */
export function sheetOf(q) {
  const whole = (/** @type {string | null} */ text, /** @type {number} */ fallback) => {
    const n = Number(text ?? '');
    return text !== null && text.trim() !== '' && Number.isInteger(n) && n >= 0 ? n : fallback;
  };
  return {
    puzzle: q.get('puzzle') ?? '',
    strategy: q.get('strategy') || 'backtracking',
    params: q.get('params') ?? '',
    from: whole(q.get('from'), 0),
    steps: Math.min(MOST_STEPS, Math.max(1, whole(q.get('steps'), DEFAULT_STEPS))),
  };
}

/**
 * The address of a worksheet beside `page`: empty settings are left out.
 * @param {string | URL} page  the worksheet page's address
 * @param {Record<string, string | number>} settings  puzzle, strategy, params, from, steps, lang…
 */
export function sheetUrl(page, settings) {
  const url = new URL(page);
  for (const [k, v] of Object.entries(settings)) if (v !== '' && v !== 0) url.searchParams.set(k, String(v));
  return url.href;
}

/**
 * The 4-up sheet's settings from its address: the generator's request (board side, symmetric,
 * difficulty) and the first seed. The side is the engine's to judge: it refuses a size it has no
 * geometry for, with its own message.
 * @param {URLSearchParams} q
 */
export function fourUpOf(q) {
  const seed = Number(q.get('seed'));
  return {
    side: Number(q.get('size')) || 0,
    symmetric: q.get('symmetric') === '1',
    difficulty: q.get('difficulty') ?? '',
    seed: Number.isInteger(seed) && seed >= 0 && seed < 2 ** 32 ? seed : 1,
  };
}
