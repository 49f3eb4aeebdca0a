// A run-time study (model/runtimes.js plans it): the same board run once per seed or random
// digit order on the page's one clock (a share of each frame's budget, so the page stays
// responsive), each run to its first solution, the end of its budget or the plan's step cap.
// The engine does every step; this only opens the runs and keeps what each took. The last
// finished study stays as `previous` when the strategy changes, so that the chart can draw it
// beside the next one on the same board.
import { subscribe } from '../clock.js';

/** @typedef {import('../engine/engine.js').Engine} Engine */
/** @typedef {import('../engine/session.js').Session} Session */
/** @typedef {import('../model/runtimes.js').StudyPlan} StudyPlan */
/** @typedef {import('../model/runtimes.js').StudyResults} StudyResults */

export class RuntimeStudy {
  /** @param {() => void} changed  called after each frame of work and when the study ends */
  constructor(changed) {
    this.changed = changed;
    /** The study of the current board and strategy, if one was started. @type {StudyResults | null} */
    this.current = null;
    /** The board `current` is of. */
    this.puzzle = '';
    /** A finished study of the same board with another strategy. @type {(StudyResults & { puzzle: string }) | null} */
    this.previous = null;
    /** @type {Session | null} */
    this.session = null;
    /** @type {(() => void) | null} */
    this.stop = null;
  }

  get running() {
    return this.stop != null;
  }

  /**
   * The earlier study to draw beside the current one: of the same board and kind, another
   * strategy.
   * @param {string} puzzle
   * @param {StudyPlan} plan
   */
  earlier(puzzle, plan) {
    const p = this.previous;
    return p && p.puzzle === puzzle && p.kind === plan.kind && p.strategy !== plan.strategy ? p : null;
  }

  /**
   * Starts the runs of `plan` on `puzzle`: the reference run first, then one per entry of
   * `plan.runs`.
   * @param {Engine} engine
   * @param {string} puzzle
   * @param {StudyPlan} plan
   */
  start(engine, puzzle, plan) {
    this.cancel();
    this.puzzle = puzzle;
    const study = { strategy: plan.strategy, kind: plan.kind, results: /** @type {number[]} */ ([]), runs: plan.runs.length, cap: plan.cap, reference: /** @type {number | null} */ (null) };
    this.current = study;
    const pending = [...(plan.reference == null ? [] : [plan.reference]), ...plan.runs];
    const open = () => engine.open(puzzle, plan.strategy, /** @type {string} */ (pending.shift()));
    this.session = open();
    let referenceDue = plan.reference != null;
    this.stop = subscribe((_dt, budget) => {
      const deadline = performance.now() + budget;
      while (this.session && performance.now() < deadline) {
        const s = this.session;
        s.advance(plan.cap - s.steps, deadline, true);
        if (!s.atSolution && !s.done && s.steps < plan.cap) continue;
        const steps = s.counters.solutions > 0 ? s.steps : Infinity;
        if (referenceDue) study.reference = steps;
        else study.results.push(steps);
        referenceDue = false;
        s.free();
        this.session = pending.length ? open() : null;
      }
      if (!this.session) this.stop = null;
      this.changed();
      return this.session != null;
    });
  }

  /**
   * Stops a running study and puts it aside: the board or strategy it was of has changed. A
   * study with finished runs becomes `previous`.
   */
  clear() {
    this.cancel();
    if (this.current?.results.length) this.previous = { ...this.current, puzzle: this.puzzle };
    this.current = null;
  }

  /** Stops a running study (its finished runs stay). */
  cancel() {
    this.stop?.();
    this.stop = null;
    this.session?.free();
    this.session = null;
  }
}
