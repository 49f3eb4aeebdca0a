// The paper's experiments for the study page: the plans, read once from the engine, and studies
// run in a module worker (study-worker.js), so that a study of minutes never blocks the page
// and a cancel is immediate (the worker is terminated, mid-run if need be). The engine does every
// run and computes every number; this only carries them.
import init, { studyPlans } from '../pkg-lab/sudoku_stepper.js';

/**
 * One parameter setting of a plan and the paper's figures for it, one per `paper_columns`.
 * @typedef {{ params: string, paper: number[] }} StudySetting
 */

/**
 * Settings shown together: `rows` are indices into `settings`; only `key` varies among them.
 * @typedef {{ caption: string, key: string, rows: number[] }} StudyGroup
 */

/**
 * One of the paper's experiments as the engine plans it (src/study/plan.rs): the board, runs per
 * setting of a paper-sized and of a quick study, the default step budget, which of our means the
 * paper's figures count (`steps` or `tries`), the paper's column headings, the settings in the
 * paper's order, and their groups.
 * @typedef {{ strategy: string, board: string, board_note: string, runs: number, quick_runs: number,
 *   budget: number, measure: 'steps' | 'tries', paper_columns: string[], settings: StudySetting[],
 *   groups: StudyGroup[] }} StudyPlan
 */

/**
 * What to run: the plan of `strategy`, `runs` seeds per setting from `firstSeed`, at most
 * `budget` steps each.
 * @typedef {{ strategy: string, firstSeed: number, runs: number, budget: number }} StudyJob
 */

/**
 * Runs finished, runs in all, and per setting six numbers (see model/study.js).
 * @typedef {{ done: number, total: number, summary: Float64Array }} StudyProgress
 */

/**
 * The paper's experiments, from the engine.
 * @returns {Promise<StudyPlan[]>}
 */
export async function loadPlans() {
  await init({ module_or_path: new URL('../pkg-lab/sudoku_stepper_bg.wasm', import.meta.url) });
  return JSON.parse(studyPlans());
}

/**
 * Starts `job` in a new worker; `onProgress` hears after every slice of runs (about ten times a
 * second). `finished` resolves with `done` or `cancelled`, or rejects with the engine's message
 * (a number out of range, say).
 * @param {StudyJob} job
 * @param {(p: StudyProgress) => void} onProgress
 * @returns {{ finished: Promise<'done' | 'cancelled'>, cancel: () => void }}
 */
export function startStudy(job, onProgress) {
  const worker = new Worker(new URL('./study-worker.js', import.meta.url), { type: 'module' });
  /** @type {(how: 'done' | 'cancelled') => void} */
  let end = () => {};
  /** @type {Promise<'done' | 'cancelled'>} */
  const finished = new Promise((resolve, reject) => {
    end = (how) => {
      worker.terminate();
      resolve(how);
    };
    worker.onmessage = ({ data }) => {
      if ('error' in data) {
        worker.terminate();
        reject(new Error(data.error));
        return;
      }
      onProgress(data);
      if (data.done >= data.total) end('done');
    };
    worker.onerror = (e) => {
      worker.terminate();
      reject(new Error(e.message || 'the study worker failed to start'));
    };
  });
  worker.postMessage(job);
  return { finished, cancel: () => end('cancelled') };
}
