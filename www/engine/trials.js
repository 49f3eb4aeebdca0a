// The engine inside the experiment's worker (www/experiment/worker.js): the DFS article's grids
// and boards, made by the Rust harness, and one strategy run on a board to its first solution,
// with its counters and its time. Like engine.js, the only door to pkg/ on its side; it needs
// no window, so it runs in a worker.
import init, { Search, articleBoards, articleGrids, strategies as listStrategies } from '../pkg/sudoku_stepper.js';

/**
 * One strategy on one board: counters when it stopped, whether it found a solution within its
 * step budget, and its time in microseconds.
 * @typedef {{ tries: number, steps: number, solved: boolean, micros: number }} Trial
 */

/**
 * A run shorter than this many milliseconds is timed again over repeats: a page that is not
 * cross-origin isolated reads `performance.now()` in steps of 0.1 ms, and the article's boards
 * with few holes solve in microseconds.
 */
const MIN_TIMED_MS = 2;

/**
 * Runs a search to its first solution or `maxSteps` steps.
 * @param {string} puzzle
 * @param {string} strategy
 * @param {string} params
 * @param {number} maxSteps
 * @returns {{ tries: number, steps: number, solved: boolean }}
 */
function count(puzzle, strategy, params, maxSteps) {
  const search = Search.withParams(puzzle, strategy, params);
  try {
    search.skip(maxSteps, true);
    return { tries: search.tries, steps: search.steps, solved: search.solutions > 0 };
  } finally {
    search.free();
  }
}

/**
 * Loads the engine from `wasmUrl` (default: the `.wasm` beside pkg/'s glue).
 * @param {string | URL} [wasmUrl]
 */
export async function loadTrials(wasmUrl = new URL('../pkg/sudoku_stepper_bg.wasm', import.meta.url)) {
  await init({ module_or_path: wasmUrl });
  const strategies = listStrategies().map((s) => {
    const info = { name: s.name, description: s.description, exact: s.exact, params: s.params };
    s.free();
    return info;
  });
  return {
    /** Every strategy the engine has, as its strategy list describes it. */
    strategies,
    /** The article's four solved grids, in its order. @type {string[]} */
    grids: articleGrids(),

    /**
     * The article's four boards with `holes` holes, as its harness makes them.
     * @param {number} holes  0…81
     * @returns {string[]}
     */
    boards: (holes) => articleBoards(holes),

    /**
     * Runs `strategy` (with `params`, `key=value` pairs) on `puzzle` to its first solution or
     * `maxSteps` steps, and returns its counters.
     * @param {string} puzzle
     * @param {string} strategy
     * @param {string} params
     * @param {number} maxSteps
     */
    count,

    /**
     * `count`, timed: a run too short for the clock is repeated (its counters are the same
     * every time) and its time is the mean over the repeats.
     * @param {string} puzzle
     * @param {string} strategy
     * @param {string} params
     * @param {number} maxSteps
     * @returns {Trial}
     */
    trial(puzzle, strategy, params, maxSteps) {
      let start = performance.now();
      const counters = count(puzzle, strategy, params, maxSteps);
      let ms = performance.now() - start;
      let repeats = 1;
      while (ms < MIN_TIMED_MS) {
        repeats *= 2;
        start = performance.now();
        for (let i = 0; i < repeats; i++) count(puzzle, strategy, params, maxSteps);
        ms = performance.now() - start;
      }
      return { ...counters, micros: (ms / repeats) * 1000 };
    },
  };
}
