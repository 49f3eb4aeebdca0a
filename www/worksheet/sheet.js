// A worksheet from the engine's own trace: the search opened on the puzzle with the strategy and
// its parameters, played to the step the worksheet starts from (the board printed is the board
// there), then one step at a time for the steps asked for, each event a row of the answer key.
// The steps are taken on the page's one clock (clock.js), a frame's budget at a time, as the
// element takes a long `step(n)`: an address may ask for any step, and the page answers, shows
// how far the search is and can be cancelled all the while.
import { subscribe } from '../clock.js';
import { need } from '../engine/engine.js';
import { strategyName } from '../model/strategy-name.js';
import { eventWords, printRows, settingLines, traceRow } from '../model/worksheet.js';

/** @typedef {import('../engine/engine.js').Engine} Engine */
/** @typedef {import('../engine/session.js').Session} Session */
/** @typedef {import('../i18n/messages.js').Messages} Messages */
/** @typedef {ReturnType<typeof import('../model/worksheet.js').sheetOf>} Sheet */
/** @typedef {import('../views/worksheet.js').WorksheetView} WorksheetView */
/** @typedef {import('../model/worksheet.js').TraceRow} TraceRow */

/** How often the progress line is told the step reached: often enough to see it move. */
const PROGRESS_MS = 250;

/**
 * Plays `session` to step `from`, then `want` steps more, each a row in the language of `m`, on
 * the clock. Resolves with the rows, or with null once `signal` aborts.
 * @param {Session} session
 * @param {Messages} m
 * @param {number} from
 * @param {number} want
 * @param {(steps: number) => void} progress  told the step reached a few times a second
 * @param {AbortSignal} signal
 * @returns {Promise<TraceRow[] | null>}
 */
function play(session, m, from, want, progress, signal) {
  /** @type {TraceRow[]} */
  const rows = [];
  let since = PROGRESS_MS;
  return new Promise((resolve) => {
    if (signal.aborted) return resolve(null);
    const stop = subscribe((dt, budget) => {
      const deadline = performance.now() + budget;
      // Past solutions too: the worksheet's steps are the trace's, which goes on after one.
      if (session.steps < from) session.advance(from - session.steps, deadline, false);
      while (session.steps >= from && rows.length < want && !session.done && performance.now() < deadline) {
        // None taken and not done: the deadline cut the step short; it goes on next frame.
        if (session.advance(1, deadline, false) === 1 && session.last) rows.push(traceRow(session.steps, session.last, session.geometry, session.counters, m));
      }
      if (session.done || (session.steps >= from && rows.length === want)) {
        signal.removeEventListener('abort', abort);
        resolve(rows);
        return false;
      }
      since += dt;
      if (since >= PROGRESS_MS) {
        since = 0;
        progress(session.steps);
      }
      return true;
    });
    const abort = () => {
      stop();
      resolve(null);
    };
    signal.addEventListener('abort', abort, { once: true });
  });
}

/**
 * The worksheet's view; throws the engine's message for a bad puzzle, strategy or parameter.
 * A `from` the search never reaches (it ends first) gets a message naming its last step.
 * @param {Engine} small  the element's engine (the full one is loaded when the strategy needs it)
 * @param {Sheet} sheet
 * @param {Messages} m
 * @param {(text: string) => void} say  shows how far the search is
 * @param {AbortSignal} signal  Cancel
 * @returns {Promise<WorksheetView>}
 */
export async function traceSheet(small, sheet, m, say, signal) {
  const engine = await need(small, sheet.strategy, false);
  const session = engine.open(sheet.puzzle, sheet.strategy, sheet.params);
  try {
    const at = (/** @type {number} */ steps) => m.t('worksheet.replaying', { steps, from: sheet.from });
    if (sheet.from > 0) say(at(0));
    const cancelled = () => ({ kind: /** @type {const} */ ('message'), text: m.t('worksheet.cancelled', { steps: session.steps, from: sheet.from }) });
    // To `from` (where the board is read), then the rows: two stretches on the clock.
    if ((await play(session, m, sheet.from, 0, (steps) => say(at(steps)), signal)) === null) return cancelled();
    // Ended before `from`, or at it: there is no step left to predict.
    if (session.done) return { kind: 'message', text: m.t('worksheet.past-end', { end: session.steps, from: sheet.from }) };
    const from = session.steps;
    const snap = session.snapshot(false);
    const grid = printRows(snap.values, snap.origins, session.geometry);
    const rows = await play(session, m, from, sheet.steps, (steps) => say(at(steps)), signal);
    if (rows === null) return cancelled();
    const n = { n: sheet.steps, strategy: strategyName(sheet.strategy, m), from, events: eventWords(rows) };
    const info = engine.strategies.find((s) => s.name === sheet.strategy);
    return {
      kind: 'sheet',
      title: m.t('worksheet.title', n),
      lines: [
        m.t('worksheet.task', n),
        ...settingLines(sheet.strategy, sheet.params, info, m),
        ...(from > 0 ? [m.t('worksheet.placed', n)] : []),
        m.t('worksheet.name'),
      ],
      grid,
      headings: [m.t('worksheet.col.step'), m.t('worksheet.col.cell'), m.t('worksheet.col.digit'), m.t('worksheet.col.event')],
      keyTitle: m.t('worksheet.key', n),
      rows,
      ended: rows.length < sheet.steps ? m.t('worksheet.ended', { step: session.steps }) : '',
    };
  } finally {
    session.free();
  }
}
