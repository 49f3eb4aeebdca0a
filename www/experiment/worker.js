// One of the experiment's workers (a pool of them, runner.js): runs the article's boards and the
// seeded digit orders off the main thread, so the page stays responsive, one job at a time, and
// reports what each gave, then `done`. Cancelling is the page terminating this worker: nothing
// here needs to look for it.
import { loadTrials } from '../engine/trials.js';
import { parseEntry } from '../model/compare.js';

/**
 * What the page asks for: one strategy (a name, or a composition `csp:var=mrv,infer=fc` as
 * compare reads it) on one of the article's boards with `holes` holes, timed; or on one board,
 * the ascending order of every strategy that takes an order, or one seed's random order of each.
 * `grid` counts from 1, as the article's list is shown.
 * @typedef {{ type: 'trial', holes: number, grid: number, strategy: string, maxSteps: number }
 *   | { type: 'ascending', holes: number, grid: number, strategies: string[], maxSteps: number }
 *   | { type: 'seed', holes: number, grid: number, strategies: string[], seed: number, maxSteps: number }} Job
 */

const scope = /** @type {{ postMessage(message: unknown): void, addEventListener(type: 'message', f: (e: MessageEvent<Job>) => void): void }} */ (
  /** @type {unknown} */ (self)
);

const ready = loadTrials().then(
  (engine) => {
    scope.postMessage({ type: 'ready', strategies: engine.strategies, cells: engine.cells });
    return engine;
  },
  (/** @type {Error} */ e) => {
    scope.postMessage({ type: 'error', message: e.message });
    throw e;
  },
);

/** The article's boards by holes, made once per worker. @type {Map<number, string[]>} */
const boards = new Map();

scope.addEventListener('message', async (e) => {
  const engine = await ready;
  const job = e.data;
  try {
    if (!boards.has(job.holes)) boards.set(job.holes, engine.boards(job.holes));
    const puzzle = /** @type {string[]} */ (boards.get(job.holes))[job.grid - 1];
    if (job.type === 'trial') {
      const { name, params } = parseEntry(job.strategy);
      const t = engine.trial(puzzle, name, params, job.maxSteps);
      scope.postMessage({ type: 'board', holes: job.holes, grid: job.grid, puzzle, strategy: job.strategy, ...t });
    } else if (job.type === 'ascending') {
      scope.postMessage({ type: 'puzzle', puzzle });
      for (const strategy of job.strategies) {
        const t = engine.count(puzzle, strategy, '', job.maxSteps);
        scope.postMessage({ type: 'ascending', strategy, tries: t.tries, solved: t.solved });
      }
    } else {
      for (const strategy of job.strategies) {
        const r = engine.count(puzzle, strategy, `order=random seed=${job.seed}`, job.maxSteps);
        scope.postMessage({ type: 'seed', strategy, seed: job.seed, tries: r.tries, solved: r.solved });
      }
    }
    scope.postMessage({ type: 'done' });
  } catch (err) {
    scope.postMessage({ type: 'error', message: /** @type {Error} */ (err).message });
  }
});
