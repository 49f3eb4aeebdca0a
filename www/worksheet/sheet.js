// A worksheet from the engine's own trace: the search opened on the puzzle with the strategy and
// its parameters, played to the step the worksheet starts from (the board printed is the board
// there), then one step at a time for the steps asked for, each event a row of the answer key.
import { need } from '../engine/engine.js';
import { printRows, traceRow } from '../model/worksheet.js';

/** @typedef {import('../engine/engine.js').Engine} Engine */
/** @typedef {import('../i18n/messages.js').Messages} Messages */
/** @typedef {ReturnType<typeof import('../model/worksheet.js').sheetOf>} Sheet */
/** @typedef {import('../views/worksheet.js').WorksheetView} WorksheetView */

/** No deadline: a worksheet's steps are few, and each is wanted. */
const NO_DEADLINE = Number.MAX_SAFE_INTEGER;

/**
 * The worksheet's view; throws the engine's message for a bad puzzle, strategy or parameter.
 * @param {Engine} small  the element's engine (the full one is loaded when the strategy needs it)
 * @param {Sheet} sheet
 * @param {Messages} m
 * @returns {Promise<WorksheetView>}
 */
export async function traceSheet(small, sheet, m) {
  const engine = await need(small, sheet.strategy, false);
  const session = engine.open(sheet.puzzle, sheet.strategy, sheet.params);
  try {
    // Past solutions too: the worksheet's steps are the trace's, which goes on after one.
    if (sheet.from > 0) session.advance(sheet.from, NO_DEADLINE, false);
    const from = session.steps;
    const snap = session.snapshot(false);
    const grid = printRows(snap.values, snap.origins, session.geometry);
    const rows = [];
    while (rows.length < sheet.steps && session.advance(1, NO_DEADLINE, false) === 1 && session.last) {
      rows.push(traceRow(session.steps, session.last, session.geometry, session.counters));
    }
    const n = { n: sheet.steps, strategy: sheet.strategy, from };
    return {
      kind: 'sheet',
      title: m.t('worksheet.title', n),
      lines: [
        m.t('worksheet.task', n),
        ...(sheet.params ? [m.t('worksheet.params', { params: sheet.params })] : []),
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
