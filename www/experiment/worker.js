// One of the experiment's workers (a pool of them, runner.js): runs the article's boards and the
// seeded digit orders off the main thread, so the page stays responsive, one job at a time, and
// reports what each gave, then `done`. A long search is cut across the workers with nothing
// else to do (engine/cut.js): this worker asks the pool for help, and helps another when asked.
// Cancelling is the page terminating this worker: nothing here needs to look for it.
import { coordinate, help } from '../engine/cut.js';
import { loadTrials } from '../engine/trials.js';
import { parseEntry } from '../model/compare.js';

/**
 * What the page asks for: one strategy (a name, or a composition `csp:var=mrv,infer=fc` as
 * compare reads it) on one of the article's boards with `holes` holes, timed; or on one board,
 * the ascending order of every strategy that takes an order, or one seed's random order of each.
 * `grid` counts from 1, as the article's list is shown.
 * Or, from the pool, help with another worker's long search, on a port of its own.
 * @typedef {{ type: 'trial', holes: number, grid: number, strategy: string, maxSteps: number }
 *   | { type: 'ascending', holes: number, grid: number, strategies: string[], maxSteps: number }
 *   | { type: 'seed', holes: number, grid: number, strategies: string[], seed: number, maxSteps: number }
 *   | { type: 'assist', task: import('../engine/cut.js').CutTask, port: MessagePort }} Job
 */

const scope =
  /** @type {{ postMessage(message: unknown): void, addEventListener(type: 'message', f: (e: MessageEvent<Job | { type: 'helper', port: MessagePort }>) => void): void }} */ (
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

/** Where a helper's port goes while this worker runs a cut search. @type {((port: MessagePort) => void) | null} */
let joining = null;

/** The jobs, one after another: a job that arrives while a search waits for helpers waits too. */
let queue = Promise.resolve();

scope.addEventListener('message', (e) => {
  const message = e.data;
  if (message.type === 'helper') {
    if (joining) joining(message.port);
    else message.port.postMessage({ type: 'release' });
    return;
  }
  queue = queue.then(() => work(message));
});

/** @param {Job} job */
async function work(job) {
  const engine = await ready;
  try {
    if (job.type === 'assist') {
      await help(engine.follow, job.task, job.port);
      scope.postMessage({ type: 'assisted' });
      return;
    }
    if (!boards.has(job.holes)) boards.set(job.holes, engine.boards(job.holes));
    const puzzle = /** @type {string[]} */ (boards.get(job.holes))[job.grid - 1];
    if (job.type === 'trial') {
      const { name, params } = parseEntry(job.strategy);
      const cut = engine.cut(puzzle, name, params, job.maxSteps);
      let t;
      if (cut) {
        scope.postMessage({ type: 'help', task: { puzzle, strategy: name, params, maxSteps: job.maxSteps, frontier: cut.frontier } });
        t = await coordinate(cut, (take) => {
          joining = take;
        });
        joining = null;
      } else {
        t = engine.trial(puzzle, name, params, job.maxSteps);
      }
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
}
