// The experiment's worker: runs the article's boards and the seeded digit orders off the main
// thread, so the page stays responsive, and reports each run as it ends. Cancelling is the
// page terminating this worker: nothing here needs to look for it.
import { loadTrials } from '../engine/trials.js';
import { parseEntry } from '../model/compare.js';

/**
 * What the page asks for: the experiment over numbers of holes (each strategy a name, or a
 * composition `csp:var=mrv,infer=fc` as compare reads it), or one board under many seeds.
 * @typedef {{ type: 'experiment', strategies: string[], holes: number[], maxSteps: number }
 *   | { type: 'seeds', holes: number, grid: number, strategies: string[], seeds: number, maxSteps: number }} Job
 */

const scope = /** @type {{ postMessage(message: unknown): void, addEventListener(type: 'message', f: (e: MessageEvent<Job>) => void): void }} */ (
  /** @type {unknown} */ (self)
);

const ready = loadTrials().then(
  (engine) => {
    scope.postMessage({ type: 'ready', strategies: engine.strategies });
    return engine;
  },
  (/** @type {Error} */ e) => {
    scope.postMessage({ type: 'error', message: e.message });
    throw e;
  },
);

scope.addEventListener('message', async (e) => {
  const engine = await ready;
  const job = e.data;
  try {
    if (job.type === 'experiment') {
      for (const holes of job.holes) {
        const boards = engine.boards(holes);
        boards.forEach((puzzle, grid) => {
          for (const strategy of job.strategies) {
            const { name, params } = parseEntry(strategy);
            const t = engine.trial(puzzle, name, params, job.maxSteps);
            scope.postMessage({ type: 'board', holes, grid: grid + 1, puzzle, strategy, ...t });
          }
        });
      }
    } else {
      // `grid` counts from 1, as the article's list is shown.
      const puzzle = engine.boards(job.holes)[job.grid - 1];
      scope.postMessage({ type: 'puzzle', puzzle });
      for (const strategy of job.strategies) {
        const t = engine.count(puzzle, strategy, '', job.maxSteps);
        scope.postMessage({ type: 'ascending', strategy, tries: t.tries, solved: t.solved });
      }
      // Seed by seed across the strategies, so that every row of the chart fills at once.
      for (let seed = 0; seed < job.seeds; seed++) {
        for (const strategy of job.strategies) {
          const r = engine.count(puzzle, strategy, `order=random seed=${seed}`, job.maxSteps);
          scope.postMessage({ type: 'seed', strategy, seed, tries: r.tries, solved: r.solved });
        }
      }
    }
    scope.postMessage({ type: 'done' });
  } catch (err) {
    scope.postMessage({ type: 'error', message: /** @type {Error} */ (err).message });
  }
});
