// The `loop` attribute of <sudoku-stepper>: a stretch of a search, FROM:TO in steps, that the
// element plays and plays again (element/loop.js), for a post that shows one dead end and its
// backtrack without the reader pressing anything. Reading only: no Sudoku rule lives here.
import { parseStep, quote } from './format.js';
import { ENGLISH } from '../i18n/messages.js';

/** How long the end of the stretch stays on screen before it starts again. */
export const LOOP_HOLD_MS = 1500;

/** @typedef {{ from: number, to: number }} StepRange */

/**
 * Reads a `loop` value, `FROM:TO`: two whole step numbers, FROM before TO. Absent or empty text
 * is no loop (null).
 * @param {string | null} text
 * @param {import('../i18n/messages.js').Messages} [m]  the language of the error
 * @returns {{ value: StepRange | null } | { error: string }}
 */
export function parseLoop(text, m = ENGLISH) {
  if (text == null || text.trim() === '') return { value: null };
  const value = quote(text);
  const parts = text.split(':').map((p) => p.trim());
  if (parts.length !== 2) return { error: m.t('attribute.loopRange', { value }) };
  const steps = [];
  for (const [i, part] of parts.entries()) {
    const n = parseStep(part);
    if (n == null) return { error: m.t('attribute.loopStep', { value, which: i === 0 ? 'from' : 'to', part: quote(part) }) };
    steps.push(n);
  }
  const [from, to] = steps;
  if (to <= from) return { error: m.t('attribute.loopOrder', { value, to: String(to), from: String(from) }) };
  return { value: { from, to } };
}

/** @typedef {import('../i18n/messages.js').Messages} Messages */

/**
 * What to say when `at-step` names a step past the search's end.
 * @param {number} target  the step asked for
 * @param {number} steps  the step the search stopped at
 * @param {Messages} words  the element's catalogue
 */
export function atStepUnreached(target, steps, words) {
  return words.t('element.atStepUnreached', { value: String(target), target, steps });
}

/**
 * What to say when the search stops before the range begins (at its end).
 * @param {StepRange} range
 * @param {number} steps  the step the search stopped at
 * @param {Messages} words  the element's catalogue
 */
export function loopUnreached(range, steps, words) {
  return words.t('element.loopUnreached', { value: `${range.from}:${range.to}`, target: range.from, steps });
}
