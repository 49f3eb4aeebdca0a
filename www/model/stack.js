// The rows of the stack panel: one per open decision, newest first.
import { digitChar } from './format.js';

/** @typedef {import('../engine/engine.js').BoardGeometry} BoardGeometry */

/** Most rows shown one by one; deeper stacks end in "… N more". */
export const STACK_ROWS = 120;

/**
 * @typedef {{ depth: number, cell: string, digit: string, branch: string, on: boolean }} StackRow
 * @typedef {{ rows: StackRow[], more: number, depth: number }} StackView
 */

/**
 * @param {Uint32Array | null} stack  four words per decision (cell, digit, branch, of), outermost first
 * @param {BoardGeometry} g
 * @param {number} preview  the depth whose backup is shown, 0 for none
 * @returns {StackView}
 */
export function stackView(stack, g, preview) {
  const depth = stack ? stack.length / 4 : 0;
  const shown = Math.min(depth, STACK_ROWS);
  /** @type {StackRow[]} */
  const rows = [];
  for (let r = 0; r < shown && stack; r++) {
    const d = depth - r;
    const i = (d - 1) * 4;
    rows.push({
      depth: d,
      cell: g.cellName(stack[i]),
      digit: digitChar(stack[i + 1]) || '·',
      // A decision just opened has tried nothing yet: "– of 4", not "0 of 4".
      branch: `${stack[i + 2] || '–'} of ${stack[i + 3]}`,
      on: d === preview,
    });
  }
  return { rows, more: depth - shown, depth };
}
