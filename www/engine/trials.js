// The engine inside the experiment's worker (www/experiment/worker.js): the DFS article's boards,
// made by the Rust harness, and one strategy run on a board to its first solution,
// with its counters and its time, from the lab build of the engine (www/pkg-lab: the element's
// engine plus the lab pages' exports). Like engine.js, a door to the engine; it needs no window,
// so it runs in a worker.
import init, { Cut, Geometry, Search, articleBoards, counterFields, sides, standardSide, strategies as listStrategies } from '../pkg-lab/sudoku_stepper.js';
import { CounterView } from './counters.js';
import { strategyInfos } from './strategy-infos.js';

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

/** The loaded engine's memory and counters' names (`loadTrials`), for reading a search's counters. */
const engine = { memory: /** @type {WebAssembly.Memory} */ (/** @type {unknown} */ (null)), fields: /** @type {string[]} */ ([]) };

/** A run at least this long is timed once: a pause of a few milliseconds is lost in it. */
const LONG_MS = 50;

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
    const c = new CounterView(search, engine.memory, engine.fields);
    return { tries: c.get('tries'), steps: c.get('steps'), solved: c.get('solutions') > 0 };
  } finally {
    search.free();
  }
}

/**
 * Loads the engine from `wasmUrl` (default: the `.wasm` beside pkg-lab/'s glue).
 * @param {string | URL} [wasmUrl]
 */
export async function loadTrials(wasmUrl = new URL('../pkg-lab/sudoku_stepper_bg.wasm', import.meta.url)) {
  engine.memory = (await init({ module_or_path: wasmUrl })).memory;
  engine.fields = counterFields();
  // Compile the step loop's optimised code before the first timed run, as engine.js does for
  // the page: the first boards would otherwise be timed in baseline code, ten times slower.
  // The article's boards are of the standard size.
  const standard = new Geometry(standardSide());
  const warm = new Search(standard.empty, 'backtracking');
  warm.skip(1 << 18, false);
  warm.free();
  const strategies = strategyInfos(listStrategies(), sides());
  return {
    /** Every strategy the engine has, as its strategy list describes it. */
    strategies,
    /** The cells of the article's boards: the most holes a board can have. */
    cells: standard.cells,
    /**
     * The article's four boards with `holes` holes, as its harness makes them, as puzzle text;
     * at 0 holes its solved grids.
     * @param {number} holes  0 to the cells of the board
     * @returns {string[]}
     */
    boards(holes) {
      const values = articleBoards(holes);
      const cells = values.length / 4;
      return [0, 1, 2, 3].map((g) => standard.text(values.subarray(g * cells, (g + 1) * cells)));
    },

    /**
     * The search of `strategy` with `params` on `puzzle`, to its first solution or `maxSteps`
     * steps, cut into jobs for every worker (engine/cut.js) when it is long and splits; else
     * `undefined` (after at most 2²⁰ steps of it): run it whole.
     * @param {string} puzzle
     * @param {string} strategy
     * @param {string} params
     * @param {number} maxSteps
     */
    cut: (puzzle, strategy, params, maxSteps) => Cut.plan(puzzle, strategy, params, maxSteps),

    /**
     * A helper's side of another worker's cut of the same search.
     * @param {import('./cut.js').CutTask} task
     */
    follow: ({ puzzle, strategy, params, maxSteps, frontier }) => Cut.follow(puzzle, strategy, params, maxSteps, frontier),

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
     * `count`, timed. A run shorter than `LONG_MS` is timed again (its counters are the same
     * every time) in three batches of runs that each last at least `MIN_TIMED_MS`, and its
     * time is the mean run of the fastest batch: a garbage collection or a compilation during
     * one run then does not show as a spike on the chart.
     * @param {string} puzzle
     * @param {string} strategy
     * @param {string} params
     * @param {number} maxSteps
     * @returns {Trial}
     */
    trial(puzzle, strategy, params, maxSteps) {
      let start = performance.now();
      const counters = count(puzzle, strategy, params, maxSteps);
      const once = performance.now() - start;
      if (once >= LONG_MS) return { ...counters, micros: once * 1000 };
      let repeats = Math.max(1, Math.ceil(MIN_TIMED_MS / Math.max(once, 0.01)));
      let best = Infinity;
      for (let batches = 0; batches < 3; ) {
        start = performance.now();
        for (let i = 0; i < repeats; i++) count(puzzle, strategy, params, maxSteps);
        const ms = performance.now() - start;
        if (ms >= MIN_TIMED_MS) {
          batches += 1;
          best = Math.min(best, ms / repeats);
        } else {
          // The clock's grain made the first run look longer than it is.
          repeats *= 2;
        }
      }
      return { ...counters, micros: best * 1000 };
    },
  };
}
