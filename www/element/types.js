// The types of the elements' public API (CONTRACT.md), in one module so that dist/'s
// declarations export them by name (scripts/build-dist.mjs) and the code that builds the
// values is checked against what a user's TypeScript is promised. Types only: nothing runs.

/**
 * A search's counters, 0 where its strategy does not keep one.
 * @typedef {object} Counters
 * @property {number} steps         events so far
 * @property {number} tries         digits tried at a decision
 * @property {number} backtracks    decisions undone
 * @property {number} propagations  digits forced by propagation
 * @property {number} depth         open decisions now
 * @property {number} maxDepth      the most open decisions so far
 * @property {number} solutions     solutions found
 * @property {number} updates       a local search's moves tried
 * @property {number} accepted      a local search's moves kept
 * @property {number} penalty       a local search's conflicts now
 * @property {number} bestPenalty   a local search's fewest conflicts so far
 * @property {number} temperature   `annealing`'s temperature
 * @property {number} restarts      a local search's restarts
 * @property {number} pruned        `csp`: domain values removed by inference
 * @property {number} jumped        `csp`: decisions skipped by backjumping
 */

/** @typedef {'ready' | 'running' | 'paused' | 'solved' | 'unsolvable' | 'invalid'} StepperStatus */

/**
 * `<sudoku-stepper>`'s `stats`: its counters and status; what `step()`, `back()` and `goTo()`
 * resolve with and the `sudoku-step` event's `detail`.
 * @typedef {Counters & { status: StepperStatus }} Stats
 */

/**
 * One search of a `<sudoku-compare>` (its `results`, and the `sudoku-compare-done` event's
 * `detail`): the strategy and its parameters as the engine reads them, the counters, the status
 * (`loading` until the engine is in) and `ms`, the engine time it took.
 * @typedef {Counters & { strategy: string, params: string, status: StepperStatus | 'loading', ms: number }} CompareResult
 */

/** @typedef {{ steps: number, solutions: number, solution: string }} SolvedDetail */
/** @typedef {{ steps: number }} UnsolvableDetail */
/** @typedef {{ message: string }} InvalidDetail */

/**
 * The `detail` of each event the elements fire (bubbling and composed): `sudoku-step` after
 * steps are taken or the search is replaced; `sudoku-solved` when a solution is found
 * (`solution` in the one-line form); `sudoku-unsolvable` when the search ended without one;
 * `sudoku-invalid` on bad input (`message` says what and where); `sudoku-compare-done` when
 * every search of a `<sudoku-compare>` has stopped.
 * @typedef {{ 'sudoku-step': Stats, 'sudoku-solved': SolvedDetail, 'sudoku-unsolvable': UnsolvableDetail, 'sudoku-invalid': InvalidDetail, 'sudoku-compare-done': CompareResult[] }} SudokuEventDetails
 */

/**
 * The elements' events as `addEventListener` sees them; dist's declarations add these to
 * `HTMLElementEventMap`.
 * @typedef {{ [K in keyof SudokuEventDetails]: CustomEvent<SudokuEventDetails[K]> }} SudokuEventMap
 */

/**
 * `<sudoku-stepper>`'s `exportRun()` options. `format`: `png` (the step shown, default), `gif`
 * or `webm` (steps `from` to `to`, a frame each at the element's `speed`; `from` defaults to the
 * step shown, `to` to 30 steps after it, and a search that ends sooner ends the file there).
 * `width`: the frames' width in pixels, 120–2048 (default 480; the height follows). `signal`
 * cancels (the promise rejects with its reason); `onProgress` hears of each frame encoded.
 * @typedef {object} ExportOptions
 * @property {'png' | 'gif' | 'webm'} [format]
 * @property {number} [from]
 * @property {number} [to]
 * @property {number} [width]
 * @property {AbortSignal} [signal]
 * @property {(progress: { done: number, total: number }) => void} [onProgress]
 */

/**
 * The counters before any step: what `stats` reads before the engine is in, and what a search
 * that has not started reports.
 * @type {Readonly<Counters>}
 */
export const ZERO_COUNTERS = Object.freeze({
  steps: 0,
  tries: 0,
  backtracks: 0,
  propagations: 0,
  depth: 0,
  maxDepth: 0,
  solutions: 0,
  updates: 0,
  accepted: 0,
  penalty: 0,
  bestPenalty: 0,
  temperature: 0,
  restarts: 0,
  pruned: 0,
  jumped: 0,
});
