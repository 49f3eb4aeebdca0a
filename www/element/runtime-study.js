// A run-time study (model/runtime-plot.js plans it): the same board run once per seed or random
// digit order, each run to its first solution, the end of its budget or the plan's step cap, in
// a pool of workers (engine/runs.js: every core, the page never blocked), or where no worker can
// be made on the page's one clock (a share of each frame's budget). The engine does every step;
// this only starts the runs and keeps what each took, in the runs' order either way. The last
// finished study stays as `previous` when the strategy changes, so that the chart can draw it
// beside the next one on the same board.
import { subscribe } from '../clock.js';
import { PROGRESS_MS } from '../engine/pool.js';
import { runsPool, startRuns, warmRuns } from '../engine/runs.js';

/** @typedef {import('../engine/engine.js').Engine} Engine */
/** @typedef {import('../engine/session.js').Session} Session */
/** @typedef {import('../model/runtime-plot.js').StudyPlan} StudyPlan */
/** @typedef {import('../model/runtime-plot.js').StudyResults} StudyResults */

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
    /** Stops the study under way. @type {(() => void) | null} */
    this.stop = null;
    /** The workers of this element's studies, made at its first. @type {import('../engine/pool.js').Pool | null} */
    this.pool = null;
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
   * Starts the workers of a study before it is asked for (the pointer over its button, or the
   * focus on it): loading the engine in each takes longer than a short study's share of runs.
   * @param {Engine} engine
   */
  warm(engine) {
    try {
      this.pool ??= runsPool();
      warmRuns(this.pool, engine);
    } catch {
      // No worker can be made on this page: the runs will go on here.
    }
  }

  /** The element left the page: a study under way stops (its finished runs stay, drawn when
   * the element is back), and every worker goes, those waiting for a next study too: idle, each
   * still holds an engine's memory. */
  release() {
    this.cancel();
    this.pool?.release();
  }

  /**
   * Starts the runs of `plan` on `puzzle`: the reference run first, then one per entry of
   * `plan.runs`, in a pool of workers (one per core); the runs a pool cannot make (no worker
   * for a page whose scripts come from another origin) run here, on the page's clock.
   * @param {Engine} engine
   * @param {string} puzzle
   * @param {StudyPlan} plan
   */
  start(engine, puzzle, plan) {
    this.cancel();
    this.puzzle = puzzle;
    const study = {
      strategy: plan.strategy,
      kind: plan.kind,
      results: /** @type {number[]} */ ([]),
      runs: plan.runs.length,
      cap: plan.cap,
      reference: /** @type {number | null} */ (null),
    };
    this.current = study;
    const settings = [...(plan.reference == null ? [] : [plan.reference]), ...plan.runs];
    let kept = 0;
    /** @param {number} steps */
    const keep = (steps) => {
      if (kept === 0 && plan.reference != null) study.reference = steps;
      else study.results.push(steps);
      kept += 1;
    };
    const rest = () => this.runHere(engine, puzzle, plan, settings.slice(kept), keep);
    let run;
    // The element redraws the runs' progress every PROGRESS_MS, not at each run's end.
    let timer = 0;
    const redraw = () => {
      timer = 0;
      this.changed();
    };
    try {
      this.pool ??= runsPool();
      run = startRuns(this.pool, engine, puzzle, plan.strategy, settings, plan.cap, (steps) => {
        keep(steps);
        timer ||= window.setTimeout(redraw, PROGRESS_MS);
      });
    } catch {
      rest();
      return;
    }
    const cancel = run.cancel;
    this.stop = () => {
      window.clearTimeout(timer);
      cancel();
    };
    const stop = this.stop;
    run.finished.then(
      () => {
        if (this.stop !== stop) return;
        window.clearTimeout(timer);
        this.stop = null;
        this.changed();
      },
      // A worker that failed (to start, say, under a policy that allows no workers): the runs
      // left go on here.
      () => {
        window.clearTimeout(timer);
        if (this.stop === stop) rest();
      },
    );
  }

  /**
   * Runs `pending` (parameters of runs) one after another on the page's one clock.
   * @param {Engine} engine
   * @param {string} puzzle
   * @param {StudyPlan} plan
   * @param {string[]} pending
   * @param {(steps: number) => void} keep  hears each run's steps
   */
  runHere(engine, puzzle, plan, pending, keep) {
    const open = () => engine.open(puzzle, plan.strategy, /** @type {string} */ (pending.shift()));
    this.session = pending.length ? open() : null;
    this.stop = subscribe((_dt, budget) => {
      const deadline = performance.now() + budget;
      while (this.session && performance.now() < deadline) {
        const s = this.session;
        s.advance(plan.cap - s.steps, deadline, true);
        if (!s.atSolution && !s.done && s.steps < plan.cap) continue;
        keep(s.counters.solutions > 0 ? s.steps : Infinity);
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
