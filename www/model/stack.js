// The rows of the stack panel: one per open decision, newest first.
import { counted, digitChar } from './format.js';
import { cellWords } from './narrate.js';
import '../i18n/english.js';
import { ENGLISH } from '../i18n/messages.js';
import { EventKind } from '../engine/events.js';

/** @typedef {import('../engine/engine.js').BoardGeometry} BoardGeometry */

/** Most rows shown one by one; deeper stacks end in "… N more". */
export const STACK_ROWS = 120;

/**
 * @typedef {{ depth: number, cell: string, digit: string, branch: string, on: boolean }} StackRow
 * `jump`: what a backjump just undid, over the rows ('' otherwise): the decisions it skips are
 * gone from the stack, so they are said where they were.
 * @typedef {{ rows: StackRow[], more: number, depth: number, jump: string }} StackView
 */

/**
 * @param {Uint32Array | null} stack  four words per decision (cell, digit, branch, of), outermost first
 * @param {BoardGeometry} g
 * @param {number} preview  the depth whose backup is shown, 0 for none
 * @param {import('../engine/events.js').SearchEvent | null} [last]  the event of the step shown
 * @param {import('../i18n/messages.js').Messages} [m]
 * @returns {StackView}
 */
export function stackView(stack, g, preview, last = null, m = ENGLISH) {
  const depth = stack ? stack.length / 4 : 0;
  const shown = Math.min(depth, STACK_ROWS);
  /** @type {StackRow[]} */
  const rows = [];
  for (let r = 0; r < shown && stack; r++) {
    const d = depth - r;
    const i = (d - 1) * 4;
    rows.push({
      depth: d,
      cell: cellWords(g, stack[i], m),
      digit: digitChar(stack[i + 1], g) || '·',
      // A decision just opened has tried nothing yet: "– of 4", not "0 of 4".
      branch: m.t('element.branchOf', { branch: stack[i + 2] || '–', of: stack[i + 3] }),
      on: d === preview,
    });
  }
  return { rows, more: depth - shown, depth, jump: last && last.kind === EventKind.Backjump ? jumped(last, m) : '' };
}

/**
 * A backjump's undoing: from the dead end's depth back to the decision in its conflict set.
 * @param {import('../engine/events.js').SearchEvent} ev
 * @param {import('../i18n/messages.js').Messages} m
 */
function jumped(ev, m) {
  const undone = ev.from - ev.depth;
  const span = undone > 1 ? m.t('element.jumpedDepths', { from: ev.depth + 1, to: ev.from }) : m.t('element.jumpedDepth', { depth: ev.from });
  const skipped = ev.count ? counted(ev.count, 'element.jumpedSkipped', m) : '';
  return m.t('element.jumped', { depth: ev.depth, span, skipped });
}
