// Whole runs of one board, one per parameter setting, each to its first solution or a step cap,
// in a pool of workers (pool.js, runs-worker.js) on the engine the element uses: an element's
// run-time study on every core. The steps come back in the settings' order, as one worker's.
import { Pool } from './pool.js';

/** @typedef {import('./engine.js').Engine} Engine */

/** A pool of run workers, one per element that studies run times (a run in one does not cancel another's). */
export function runsPool() {
  return new Pool(new URL('./runs-worker.js', import.meta.url), { failed: 'the run-time worker failed to start' });
}

/**
 * Starts the workers of a study on every core now (when the user shows they may run one), each
 * loading the build `engine` is of, so that the runs start at once.
 * @param {Pool} pool
 * @param {Engine} engine
 */
export function warmRuns(pool, engine) {
  pool.warm(Infinity, { type: 'load', wasm: engine.wasmUrl, full: engine.full });
}

/**
 * Runs `puzzle` with `strategy` once per entry of `settings` (its parameters) in `pool`, each to
 * its first solution or `cap` steps; `onRun` hears each run's steps (Infinity when it found no
 * solution) and its index, in order. Throws when a worker cannot be made at all (a page whose
 * scripts come from another origin): the caller runs them itself then.
 * @param {Pool} pool
 * @param {Engine} engine  the engine that would open the runs here
 * @param {string} puzzle
 * @param {string} strategy
 * @param {string[]} settings
 * @param {number} cap
 * @param {(steps: number, index: number) => void} onRun
 */
export function startRuns(pool, engine, puzzle, strategy, settings, cap, onRun) {
  const base = { wasm: engine.wasmUrl, full: engine.full, puzzle, strategy, cap };
  return pool.run(
    settings.map((params) => ({ ...base, params })),
    (r, i) => onRun(Number(r.steps), i),
  );
}
