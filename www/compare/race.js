// The searches of one <sudoku-compare> on one clock. The race is one steppable for a Player
// (player.js: speed, run to a step or to the end, pause, the frame budget on the page's clock),
// and shares each frame's steps between its searches: `lockstep="step"` advances every search by
// the same number of steps (rounds of equal chunks sized from each search's cost per step so
// far), `lockstep="frame"` gives each the same slice of time. At a finite speed every search
// takes the speed's steps per second either way. Each search stops at its first solution (or at
// its end); the race is over when all have stopped.
import { Player } from '../player.js';

/** @typedef {import('../engine/session.js').Session} Session */
/** @typedef {import('../engine/events.js').SearchEvent} SearchEvent */
/** @typedef {import('../engine/engine.js').StrategyInfo} StrategyInfo */
/** @typedef {import('../model/compare.js').Entry} Entry */
/** @typedef {import('../model/compare.js').Result} Result */
/** @typedef {'loading' | 'ready' | 'running' | 'paused' | 'done' | 'invalid'} RaceStatus */

/** Engine time a `step(n)` spends before returning; a longer stretch goes on across frames. */
const SYNC_BUDGET_MS = 2;
/**
 * In step lockstep every search must take the round's steps, so a round cannot stop at the
 * frame's budget; a step far dearer than the search's average so far (or a starved CPU) can
 * only push it to this, from the frame's start: a long task, which the page must not have, so
 * a round cut short there is already a fault. The next frame brings the searches level first.
 */
const HARD_CAP_MS = 50;
/** The first round's steps, before anything is known of the searches' cost per step. */
const FIRST_CHUNK = 16;
/** Cost per step assumed before a search has been timed: 100 ns. */
const GUESS_MS_PER_STEP = 1e-4;

/** One search of the race. */
export class Lane {
  /**
   * @param {Entry} entry
   * @param {Session} session
   * @param {StrategyInfo | undefined} info
   */
  constructor(entry, session, info) {
    this.entry = entry;
    this.session = session;
    this.exact = info?.exact ?? true;
    /** Milliseconds of engine work spent on this search. */
    this.ms = 0;
    /** The step this search runs to (Infinity: on to its end). */
    this.goal = Infinity;
    /** Why the givens have no solution, once the search has shown there is none. @type {SearchEvent | null} */
    this.refutation = null;
    /** The cell that holds the board's one tab stop. */
    this.active = 0;
  }

  get steps() {
    return this.session.steps;
  }

  /** Stopped at its first solution, or at its end. */
  get ended() {
    return this.session.atSolution || this.session.done;
  }

  /** Engine milliseconds per step so far. */
  get cost() {
    return this.ms > 0 && this.steps > 0 ? this.ms / this.steps : GUESS_MS_PER_STEP;
  }

  /**
   * The search's status, as `<sudoku-stepper>`'s `stats.status` says it.
   * @param {RaceStatus} race
   * @returns {'loading' | 'ready' | 'running' | 'paused' | 'solved' | 'unsolvable' | 'invalid'}
   */
  status(race) {
    const s = this.session;
    if (this.ended) return s.counters.solutions > 0 ? 'solved' : 'unsolvable';
    if (race === 'running' || race === 'loading' || race === 'invalid') return race;
    return s.steps > 0 ? 'paused' : 'ready';
  }

  /**
   * What the search has come to (a `Result`: its type is left inferred, so that the element's
   * declarations spell it out rather than import the engine's).
   * @param {RaceStatus} race
   */
  result(race) {
    return { strategy: this.entry.name, params: this.entry.params, ...this.session.counters, status: this.status(race), ms: this.ms };
  }
}

export class Race {
  /**
   * @param {() => void} render  draws the current state
   * @param {(results: Result[]) => void} finished  the last search has stopped
   */
  constructor(render, finished) {
    this.render = render;
    this.finished = finished;
    /** @type {Lane[]} */
    this.lanes = [];
    /** @type {RaceStatus} */
    this.status = 'loading';
    /** @type {'step' | 'frame'} */
    this.lockstep = 'step';
    /** The steps of the last round in step lockstep: the next may be at most twice as many. */
    this.chunk = FIRST_CHUNK;
    /** Plays the race as one steppable (see `steps`, `done`, `advance`). */
    this.player = new Player(() => this.render(), () => this.stopped());
    this.player.speed = Infinity;
    /** Callers of a long `step(n)` waiting for it to end. @type {((results: Result[]) => void)[]} */
    this.waiting = [];
  }

  // ---- the race as the player's steppable -------------------------------------------------------

  /** The searches still running toward their goal. */
  live() {
    return this.lanes.filter((l) => !l.ended && l.steps < l.goal);
  }

  /** The step of the slowest search still running (all of them, in step lockstep); at the end, the last step. */
  get steps() {
    const live = this.live();
    return live.length ? Math.min(...live.map((l) => l.steps)) : Math.max(0, ...this.lanes.map((l) => l.steps));
  }

  /** No search can go on: all have stopped, or reached the goal of a `step(n)`. */
  get done() {
    return this.live().length === 0;
  }

  /** A solution of one search does not stop the others. */
  get atSolution() {
    return false;
  }

  /**
   * One frame's steps: at most `want` per search, within `deadline`, in the race's lockstep.
   * @param {number} want
   * @param {number} deadline
   * @returns {number} the most steps a search took
   */
  advance(want, deadline) {
    return this.lockstep === 'step' ? this.inStep(want, deadline) : this.inFrame(want, deadline);
  }

  // ---- the race --------------------------------------------------------------------------------

  get playing() {
    return this.player.playing;
  }

  /** Every search has stopped. */
  get over() {
    return this.lanes.length > 0 && this.lanes.every((l) => l.ended);
  }

  get canRun() {
    return this.lanes.length > 0 && !this.over && this.status !== 'invalid' && this.status !== 'loading';
  }

  /** One `Result` per search. */
  get results() {
    return this.lanes.map((l) => l.result(this.status));
  }

  /**
   * Replaces the searches (null: nothing can run, the status is `invalid`).
   * @param {Lane[] | null} lanes
   */
  use(lanes) {
    this.pause();
    for (const lane of this.lanes) lane.session.free();
    this.lanes = lanes ?? [];
    this.status = lanes ? 'ready' : 'invalid';
    this.chunk = FIRST_CHUNK;
    // The player's time and credit start again with the new searches.
    this.player.use(lanes ? this : null);
  }

  play() {
    this.go(Infinity, () => this.player.play());
  }

  runToEnd() {
    if (this.player.toEnd) this.pause();
    else this.go(Infinity, () => this.player.runTo(Infinity));
  }

  /**
   * Every search still running takes `n` steps (fewer at its end), in the race's lockstep. What
   * fits in a moment is done at once, the rest across frames; resolves with the results once
   * done or paused.
   * @param {number} n  a whole number ≥ 0
   * @returns {Promise<Result[]>}
   */
  step(n) {
    if (n === 0 || !this.canRun) return Promise.resolve(this.results);
    this.pause();
    for (const lane of this.lanes) lane.goal = lane.steps + n;
    this.advance(Infinity, performance.now() + SYNC_BUDGET_MS);
    if (this.done) {
      this.stopped();
      return Promise.resolve(this.results);
    }
    this.go(null, () => this.player.runTo(Math.max(...this.live().map((l) => l.goal))));
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /**
   * Starts the player (`start`) with every search's goal set to `goal` (null: kept).
   * @param {number | null} goal
   * @param {() => boolean} start
   */
  go(goal, start) {
    if (!this.canRun) return;
    if (goal != null) for (const lane of this.lanes) lane.goal = goal;
    if (start()) this.status = 'running';
    this.render();
  }

  pause() {
    const was = this.playing;
    this.player.pause();
    if (was && this.status === 'running') this.status = 'paused';
    this.release();
    this.render();
  }

  toggle() {
    if (this.playing) this.pause();
    else this.play();
  }

  /** The player stopped by itself: every search has stopped, or a `step(n)` reached its goals. */
  stopped() {
    const over = this.over;
    this.status = over ? 'done' : 'paused';
    this.release();
    this.render();
    if (over) this.finished(this.results);
  }

  /** Tells the callers of a long `step(n)` that it has ended. */
  release() {
    const waiting = this.waiting;
    this.waiting = [];
    for (const resolve of waiting) resolve(this.results);
  }

  /**
   * Step lockstep: every live search takes the same steps, in rounds sized to the budget.
   * @param {number} want  at most this many steps each
   * @param {number} deadline
   * @returns {number} the steps each took
   */
  inStep(want, deadline) {
    const cap = performance.now() + HARD_CAP_MS;
    let live = this.live();
    // Level first: a search cut short by the cap, or behind after a switch from frame lockstep,
    // catches up with the others (within the budget: the rounds wait until all are level).
    const lead = Math.max(...live.map((l) => l.steps));
    for (const lane of live) if (lane.steps < lead) this.run(lane, Math.min(lead, lane.goal) - lane.steps, deadline);
    live = this.live();
    if (live.some((l) => l.steps < lead)) return 0;
    let taken = 0;
    while (live.length > 0 && taken < want) {
      const left = deadline - performance.now();
      if (taken > 0 && left <= 0) break;
      const cost = live.reduce((sum, l) => sum + l.cost, 0);
      const toGoal = Math.min(...live.map((l) => l.goal - l.steps));
      const n = Math.max(1, Math.min(want - taken, toGoal, Math.floor(left / cost), 2 * this.chunk));
      for (const lane of live) this.run(lane, n, cap);
      this.chunk = n;
      taken += n;
      live = this.live();
    }
    return taken;
  }

  /**
   * Frame lockstep: every live search gets the same slice of the budget.
   * @param {number} want  at most this many steps each
   * @param {number} deadline
   * @returns {number} the most steps one took
   */
  inFrame(want, deadline) {
    const live = this.live();
    const slice = Math.max(0, deadline - performance.now()) / live.length;
    let taken = 0;
    for (const lane of live) {
      const got = this.run(lane, Math.min(want, lane.goal - lane.steps), performance.now() + slice);
      taken = Math.max(taken, got);
    }
    return taken;
  }

  /**
   * Runs up to `n` steps of one search until `deadline`, timing it.
   * @param {Lane} lane
   * @param {number} n
   * @param {number} deadline
   */
  run(lane, n, deadline) {
    const t = performance.now();
    const got = lane.session.advance(n, deadline);
    lane.ms += performance.now() - t;
    // Only an exact search proves there is no solution; a local search that gave up proves nothing.
    if (lane.exact && lane.session.done && lane.session.counters.solutions === 0) lane.refutation ??= lane.session.refutation();
    return got;
  }
}
