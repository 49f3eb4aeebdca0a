// The lab build's exports the demo page's workbench uses (www/pkg-lab: the element's engine plus
// what only the lab pages use): the generator, the rating, the solutions and hints. Loaded once,
// by the page, after the element is ready: the element itself never downloads them. Nothing here
// knows a Sudoku rule; every answer comes from the Rust core.
import init, { generate, hint, rate, solutions } from '../pkg-lab/sudoku_stepper.js';
import { decode } from './events.js';

/**
 * A puzzle's difficulty as the engine rates it: `easy` when naked and hidden singles alone solve
 * it, else by `guesses`, the mean number of guesses of a search over random symmetry transforms
 * of the puzzle (`medium`, `hard`, `fiendish`; see src/rate.rs).
 * @typedef {{ label: string, guesses: number, singlesOnly: boolean }} Rating
 */

/** @typedef {Awaited<ReturnType<typeof loadLab>>} Lab */

/** @type {Promise<void> | null} */
let loading = null;

/** Loads the lab build once for the page and hands out its calls. */
export async function loadLab() {
  loading ??= init({ module_or_path: new URL('../pkg-lab/sudoku_stepper_bg.wasm', import.meta.url) }).then(() => {});
  await loading;
  return {
    /**
     * The generator's puzzle for `seed` (one line, `.` for empty); with a `difficulty` label the
     * first of `attempts` seeds from `seed` on whose puzzle has it, or undefined.
     * @param {number} side  4, 9 or 16
     * @param {number} seed
     * @param {boolean} symmetric
     * @param {string | null} difficulty
     * @param {number} [attempts]
     * @returns {string | undefined}
     */
    generate(side, seed, symmetric, difficulty, attempts = 1) {
      return generate(side, seed, symmetric, difficulty, attempts);
    },

    /**
     * The difficulty rating of a puzzle; throws an `Error` with the core's message for a bad
     * puzzle, givens in conflict or a puzzle without a solution.
     * @param {string} puzzle
     * @returns {Rating}
     */
    rate(puzzle) {
      const r = rate(puzzle);
      const plain = { label: r.label, guesses: r.guesses, singlesOnly: r.singlesOnly };
      r.free();
      return plain;
    },

    /**
     * The solutions of a puzzle of `cells` cells counted up to two, each as its values: none,
     * one (unique) or two different ones. Throws an `Error` for a bad puzzle or a count that
     * takes too long.
     * @param {string} puzzle
     * @param {number} cells
     * @returns {Uint8Array[]}
     */
    solutions(puzzle, cells) {
      const all = solutions(puzzle);
      return Array.from({ length: all.length / cells }, (_, i) => all.slice(i * cells, (i + 1) * cells));
    },

    /**
     * What the `singles` search would do next on a board (givens and a player's digits): a
     * forced digit with its reason (propagate), the cell a guess is needed in (select), a dead
     * end, or the solution. Throws an `Error` for digits in conflict.
     * @param {string} board
     * @returns {import('./events.js').SearchEvent}
     */
    hint(board) {
      return decode(hint(board));
    },
  };
}
