// The run-time distribution of a local search: the same board run with seeds 0, 1, … on the
// page's one clock (a share of each frame's budget, so the page stays responsive), each run to
// its first solution or the end of its budget. The engine does every step; this only opens the
// seeded searches and keeps what each took.
import { subscribe } from '../clock.js';

/** @typedef {import('../engine/engine.js').Engine} Engine */
/** @typedef {import('../engine/session.js').Session} Session */

/** Seeded runs per study: enough for a readable distribution in a few seconds at 9×9. */
export const STUDY_RUNS = 30;

export class RuntimeStudy {
  /** @param {() => void} changed  called after each frame of work and when the study ends */
  constructor(changed) {
    this.changed = changed;
    /** Steps each finished run took to its first solution; Infinity for a run out of budget. @type {number[]} */
    this.results = [];
    this.runs = 0;
    /** What the study is of, so that a changed board or strategy shows nothing stale. */
    this.key = '';
    /** @type {Session | null} */
    this.session = null;
    /** @type {(() => void) | null} */
    this.stop = null;
  }

  get running() {
    return this.stop != null;
  }

  /**
   * Starts `runs` seeded runs of `strategy` on `puzzle` (any `seed` in `params` is replaced).
   * @param {Engine} engine
   * @param {string} puzzle
   * @param {string} strategy
   * @param {string} params
   * @param {number} runs
   */
  start(engine, puzzle, strategy, params, runs = STUDY_RUNS) {
    this.cancel();
    const base = params.split(/[\s,]+/).filter((p) => p && !p.startsWith('seed='));
    this.key = `${puzzle} ${strategy} ${base.join(' ')}`;
    this.results = [];
    this.runs = runs;
    const open = () => engine.open(puzzle, strategy, [...base, `seed=${this.results.length}`].join(' '));
    this.session = open();
    this.stop = subscribe((_dt, budget) => {
      const deadline = performance.now() + budget;
      while (this.session && performance.now() < deadline) {
        const s = this.session;
        s.advance(Infinity, deadline, true);
        if (!s.atSolution && !s.done) continue;
        this.results.push(s.counters.solutions > 0 ? s.steps : Infinity);
        s.free();
        this.session = this.results.length < this.runs ? open() : null;
      }
      if (!this.session) this.stop = null;
      this.changed();
      return this.session != null;
    });
  }

  /** Stops a running study and forgets it: the board or strategy it was of has changed. */
  clear() {
    this.cancel();
    this.results = [];
    this.key = '';
  }

  /** Stops a running study (its finished runs stay). */
  cancel() {
    this.stop?.();
    this.stop = null;
    this.session?.free();
    this.session = null;
  }
}
