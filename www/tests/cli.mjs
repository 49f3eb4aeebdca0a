// The native CLI as the oracle of the end-to-end tests: what a search gives in the browser must
// be what `sudoku-stepper` gives for the same puzzle and strategy. Needs `cargo build --release`.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ROOT } from './harness.mjs';

const CLI = `${ROOT}target/release/sudoku-stepper`;

/** @param {string[]} args @param {string} [input] */
function run(args, input) {
  assert.ok(existsSync(CLI), `${CLI} is missing: run cargo build --release first (test.sh does)`);
  // A trace to the end of a long search is tens of megabytes.
  return execFileSync(CLI, args, { input, stdio: ['pipe', 'pipe', 'pipe'], maxBuffer: 1 << 28 }).toString();
}

/**
 * The first solution and the counters when it is found (`solve --limit 1`), as the element's
 * `stats` names them.
 * @param {string} puzzle
 * @param {string} strategy
 * @param {string[]} [params]  `key=value` pairs for `--param`
 */
export function firstSolution(puzzle, strategy, params = []) {
  const args = ['solve', '--strategy', strategy, '--limit', '1', ...params.flatMap((p) => ['--param', p])];
  const out = JSON.parse(run(args, `${puzzle}\n`).trim().split('\n')[0]);
  return {
    solution: out.solution,
    stats: {
      steps: out.steps,
      tries: out.tries,
      backtracks: out.backtracks,
      propagations: out.propagations,
      maxDepth: out.max_depth,
      solutions: out.solutions,
    },
  };
}

/**
 * The counters after step `n` of a search (`trace`), as the element's `stats` names them
 * (without `status`).
 * @param {string} puzzle
 * @param {string} strategy
 * @param {number} n  at least 1
 * @param {string[]} [params]  `key=value` pairs for `--param`
 */
export function countersAt(puzzle, strategy, n, params = []) {
  const args = ['trace', '--strategy', strategy, '--max-steps', String(n), ...params.flatMap((p) => ['--param', p]), puzzle];
  const lines = run(args).trim().split('\n');
  const c = JSON.parse(lines[lines.length - 1]).counters;
  assert.equal(c.steps, n, `the trace reaches step ${n}`);
  return elementCounters(c);
}

/**
 * `sudoku-stepper study` with the paper's settings: its table (one `{ setting, cells }` per row,
 * the cells as printed, `—` where no run solved) and its `--json` report.
 * @param {string} strategy
 * @param {{ runs: number, seed: number, budget?: number }} job
 */
export function study(strategy, { runs, seed, budget }) {
  const args = ['study', strategy, '--runs', String(runs), '--seed', String(seed), ...(budget ? ['--budget', String(budget)] : [])];
  const lines = run(args).trim().split('\n');
  // Two title lines and the heading; columns are two or more spaces apart.
  const rows = lines.slice(3).map((line) => {
    const [setting, ...cells] = line.split(/\s{2,}/);
    return { setting, cells };
  });
  return { command: `sudoku-stepper ${args.join(' ')}`, rows, json: JSON.parse(run([...args, '--json'])) };
}

/**
 * The event of each step 1…n of a search (`trace`), by name, past solutions; fewer when the
 * search ends before.
 * @param {string} puzzle
 * @param {string} strategy
 * @param {number} n  at least 1
 * @param {string[]} [params]  `key=value` pairs for `--param`
 * @returns {string[]}
 */
export function eventsTo(puzzle, strategy, n, params = []) {
  const args = ['trace', '--strategy', strategy, '--max-steps', String(n), '--limit', String(n), ...params.flatMap((p) => ['--param', p]), puzzle];
  return run(args)
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l).event);
}

/**
 * `experiment --json` with `args` (`--holes`, `--strategy`…): its board objects and its summaries
 * (those with `mean_tries`).
 * @param {string[]} args
 */
export function experiment(args) {
  const lines = run(['experiment', '--json', ...args])
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
  return { boards: lines.filter((o) => 'puzzle' in o), summaries: lines.filter((o) => 'mean_tries' in o) };
}

/**
 * Steps 1…n of a search (`trace`) as the CLI prints them: step, event, cell name, digit (each
 * when the event has one); past solutions, fewer when the search ends before.
 * @param {string} puzzle
 * @param {string} strategy
 * @param {number} n  at least 1
 * @param {string[]} [params]  `key=value` pairs for `--param`
 * @returns {{ step: number, event: string, name?: string, digit?: number, [field: string]: any }[]}
 */
export function traceTo(puzzle, strategy, n, params = []) {
  return run(['trace', '--strategy', strategy, '--max-steps', String(n), '--limit', String(n), ...params.flatMap((p) => ['--param', p]), puzzle])
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
}

/**
 * How many solutions `puzzle` has, counted up to two (`solve --limit 2`).
 * @param {string} puzzle
 */
export function solutionsUpToTwo(puzzle) {
  return JSON.parse(run(['solve', '--limit', '2'], `${puzzle}\n`).trim()).solutions;
}

/**
 * A `trace` line's counters as the element's `stats` names them (without `status`). The trace
 * prints dlx's and local search's own counters for them alone; the element has every counter,
 * 0 where a strategy does not keep it.
 * @param {Record<string, number>} c
 */
export function elementCounters(c) {
  return {
    steps: c.steps,
    tries: c.tries,
    backtracks: c.backtracks,
    propagations: c.propagations,
    depth: c.depth,
    maxDepth: c.max_depth,
    solutions: c.solutions,
    updates: c.updates ?? 0,
    accepted: c.accepted ?? 0,
    penalty: c.penalty ?? 0,
    bestPenalty: c.best_penalty ?? 0,
    temperature: c.temperature ?? 0,
    restarts: c.restarts ?? 0,
    pruned: c.pruned ?? 0,
    jumped: c.jumped ?? 0,
  };
}
