// Four generated puzzles on one page: the workbench's generator request (side, symmetry,
// difficulty) from the first seed of the address on, each puzzle the first one from the seed after
// the last one's, so the same address prints the same sheet. The lab build generates; the element's
// engine reads the puzzles (geometry).
import { printRows, PER_PAGE } from '../model/worksheet.js';
import { generateSliced } from '../workbench/generate.js';

/** @typedef {import('../engine/engine.js').Engine} Engine */
/** @typedef {import('../engine/lab.js').Lab} Lab */
/** @typedef {import('../i18n/messages.js').Messages} Messages */
/** @typedef {ReturnType<typeof import('../model/worksheet.js').fourUpOf>} FourUp */
/** @typedef {import('../views/worksheet.js').WorksheetView} WorksheetView */

/**
 * The 4-up sheet's view, `progress` told of each puzzle begun; throws the engine's message for a
 * bad request.
 * @param {Engine} engine
 * @param {Lab} lab
 * @param {FourUp} request
 * @param {Messages} m
 * @param {(text: string) => void} progress
 * @returns {Promise<WorksheetView>}
 */
export async function fourUp(engine, lab, request, m, progress) {
  const boards = [];
  let seed = request.seed;
  for (let n = 1; n <= PER_PAGE; n++) {
    progress(m.t('worksheet.four.making', { n, of: PER_PAGE }));
    const result = await generateSliced(lab, { ...request, seed }, () => {}).done;
    if (result.puzzle === null) return { kind: 'message', text: m.t('worksheet.four.none', { tried: result.tried }) };
    const parsed = engine.parse(result.puzzle);
    boards.push({ caption: m.t('worksheet.four.caption', { n, seed: result.seed }), grid: printRows(parsed.values, null, engine.geometry(parsed.side)) });
    seed = result.seed + 1;
  }
  return { kind: 'four', title: m.t('worksheet.four.title', { side: request.side, difficulty: request.difficulty || 'any' }), boards };
}
