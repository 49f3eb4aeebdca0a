// What the screen-reader live region says, and when: each step at a slow speed, otherwise a short
// summary every few seconds and at once when the search stops, so it never floods a reader.

/** At or below this speed (steps per second) every step is read out. */
export const NARRATE_UP_TO = 2;
/** While a search runs faster, one summary per this many milliseconds. */
export const SUMMARY_EVERY_MS = 5000;

/**
 * @typedef {object} LiveInput
 * @property {number} now        milliseconds
 * @property {string} status     the element's status
 * @property {boolean} fast      running faster than {@link NARRATE_UP_TO} (or to the end)
 * @property {number} steps      the step shown
 * @property {string} narration  the line for the last event
 * @property {string} summary    a summary of the counters
 * @property {string} banner     the end-of-search banner, or ''
 */

/** @typedef {{ status: string, steps: number, at: number }} LiveMemory */

/**
 * Decides the next announcement. Returns the text to announce (or null for none) and what to
 * remember for next time.
 * @param {LiveMemory} prev
 * @param {LiveInput} s
 * @returns {{ say: string | null, memory: LiveMemory }}
 */
export function liveAnnouncement(prev, s) {
  const memory = { status: s.status, steps: s.steps, at: prev.at };
  const stopped = s.status !== prev.status && s.status !== 'running';
  let say = null;
  if (stopped) say = s.banner || s.summary;
  else if (s.steps !== prev.steps) {
    if (s.status !== 'running' || !s.fast) say = s.narration;
    else if (s.now - prev.at >= SUMMARY_EVERY_MS) say = s.summary;
  }
  if (say != null) memory.at = s.now;
  return { say, memory };
}
