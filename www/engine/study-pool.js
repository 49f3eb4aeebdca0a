// The paper's experiments for the study page: the plans, read once from the engine, and studies
// run in a pool of module workers (pool.js, study-worker.js), one range of seeds each, so that a
// study of minutes never blocks the page, uses every core, and a cancel is immediate (every
// worker is terminated, mid-run if need be). The engine does every run and computes every number
// (its tallies gather the runs of all the workers); this only carries them.
import init, { Study, StudyTallies, studyPlans } from '../pkg-lab/sudoku_stepper.js';
import { PROGRESS_MS, Pool, poolSize } from './pool.js';

/** Numbers per run in what a worker posts (`Study.takeRuns`). */
const RUN_FIELDS = 4;

/**
 * One parameter setting of a plan and the paper's figures for it, one per `paper_columns`.
 * @typedef {{ params: string, paper: number[] }} StudySetting
 */

/**
 * Settings shown together: `rows` are indices into `settings`; only `key` varies among them.
 * @typedef {{ caption: string, key: string, rows: number[] }} StudyGroup
 */

/**
 * One of the paper's experiments as the engine plans it (src/lab/study/plan.rs): the board, runs per
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
 * Runs finished, runs in all, and per setting six numbers (see model/study-tables.js).
 * @typedef {{ done: number, total: number, summary: Float64Array }} StudyProgress
 */

/**
 * Seed ranges per worker: enough that a worker whose runs are slow does not hold up the end (at
 * the end one worker still runs its last range while the others have none: half a range lost
 * on average). A paper-sized annealing study (30 seeds) gets one seed per range on two cores.
 */
const PARTS_PER_WORKER = 16;

const pool = new Pool(new URL('./study-worker.js', import.meta.url), { failed: 'the study worker failed to start' });

/**
 * The paper's experiments, from the engine; then the workers of a study on every core start
 * loading theirs, so that they are ready at the first run.
 * @returns {Promise<StudyPlan[]>}
 */
export async function loadPlans() {
  await init({ module_or_path: new URL('../pkg-lab/sudoku_stepper_bg.wasm', import.meta.url) });
  pool.warm(Infinity);
  return JSON.parse(studyPlans());
}

/**
 * Starts `job` in the pool of workers, each running a range of its seeds; `onProgress` hears
 * a few times a second after slices of runs of any worker (each posts about ten times a second),
 * and when the study ends, with the numbers of every run so far, the same as one worker running
 * them all gives. `finished` resolves with
 * `done` or `cancelled`, or rejects with the engine's message (a number out of range, say).
 * Needs the engine loaded (`loadPlans`).
 * @param {StudyJob} job
 * @param {(p: StudyProgress) => void} onProgress
 * @returns {{ finished: Promise<'done' | 'cancelled'>, cancel: () => void }}
 */
export function startStudy(job, onProgress) {
  let tallies;
  let total;
  try {
    // The whole study, made and dropped here, checks the job as one worker would.
    const whole = new Study(job.strategy, job.firstSeed, job.runs, job.budget);
    total = whole.total;
    whole.free();
    tallies = new StudyTallies(total / job.runs);
  } catch (e) {
    return { finished: Promise.reject(e instanceof Error ? e : new Error(String(e))), cancel: () => {} };
  }
  const parts = Math.min(job.runs, PARTS_PER_WORKER * poolSize(job.runs));
  /** @type {StudyJob[]} */
  const jobs = Array.from({ length: parts }, (_, k) => {
    const from = Math.floor((k * job.runs) / parts);
    return { ...job, firstSeed: job.firstSeed + from, runs: Math.floor(((k + 1) * job.runs) / parts) - from };
  });
  let done = 0;
  // One summary and one redraw a few times a second, however many workers report meanwhile: on
  // a machine whose every core runs a worker, the page's thread takes its time from theirs.
  let timer = 0;
  const report = () => {
    timer = 0;
    onProgress({ done, total, summary: tallies.summary() });
  };
  const run = pool.run(
    jobs,
    (r) => {
      const runs = /** @type {Float64Array} */ (r.runs);
      tallies.add(runs);
      done += runs.length / RUN_FIELDS;
      timer ||= window.setTimeout(report, PROGRESS_MS);
    },
    { ordered: false },
  );
  const finished = run.finished.finally(() => {
    if (timer) {
      window.clearTimeout(timer);
      report();
    }
    tallies.free();
  });
  return { finished, cancel: run.cancel };
}
