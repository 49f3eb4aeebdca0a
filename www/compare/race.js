// The searches of one <sudoku-compare> on one clock. The race is one steppable for a Player
// (player.js: speed, run to a step or to the end, pause, the frame budget on the page's clock),
// and shares each frame's steps between its searches: `lockstep="step"` advances every search by
// the same number of steps (rounds of equal chunks sized from each search's cost per step so
// far), `lockstep="frame"` gives each the same slice of time. At a finite speed every search
// takes the speed's steps per second either way. Each search stops at its first solution (or at
// its end); the race is over when all have stopped.
//
// Going back and the step slider move the race in steps, whatever the lockstep: `goTo(n)` puts
// every search at its step n, or at the step it stopped at before n (each goes back to the
// engine's newest checkpoint and replays, as the stepper's `back` does). That is the position a
// fresh race in step lockstep has after n steps; in frame lockstep it brings the searches level.
import { Player } from '../player.js';

/** @typedef {import('./search.js').Lane} Lane */
/** @typedef {import('../model/compare-table.js').Result} Result */
/** @typedef {import('./search.js').RaceStatus} RaceStatus */

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
    this.player = new Player(
      () => this.render(),
      () => this.stopped(),
    );
    this.player.speed = Infinity;
    /** Callers of a long `step(n)` waiting for it to end. @type {((results: Result[]) => void)[]} */
    this.waiting = [];
    /** `finished` was called for these searches: once per race, however often it ends again. */
    this.told = false;
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
    return this.usable && !this.over;
  }

  /** The race's step: the furthest step a search stands at. */
  get at() {
    return Math.max(0, ...this.lanes.map((l) => l.steps));
  }

  /** The furthest step a search has reached: the end of the step slider. */
  get reach() {
    return Math.max(0, ...this.lanes.map((l) => l.reach));
  }

  /** Searches are open and none is being loaded or refused. */
  get usable() {
    return this.lanes.length > 0 && this.status !== 'invalid' && this.status !== 'loading';
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
    this.told = false;
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
    return this.toGoals();
  }

  /**
   * Every search to step `target`, or to the step it stopped at before it: a search past it
   * goes back, one short of it (and not stopped) runs on. Done like `step(n)`.
   * @param {number} target  a whole number ≥ 0
   * @returns {Promise<Result[]>}
   */
  goTo(target) {
    if (!this.usable) return Promise.resolve(this.results);
    this.pause();
    for (const lane of this.lanes) {
      if (lane.steps > target) lane.rewind(target);
      lane.goal = target;
    }
    return this.toGoals();
  }

  /**
   * The race `n` steps back: every search at step `at − n`, or where it stopped before.
   * @param {number} n  a whole number ≥ 0
   */
  back(n) {
    return this.goTo(Math.max(0, this.at - n));
  }

  /**
   * Runs every live search to its goal: what fits in a moment at once, the rest across frames.
   * @returns {Promise<Result[]>}
   */
  toGoals() {
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
    this.status = over ? 'done' : this.at === 0 ? 'ready' : 'paused';
    this.release();
    this.render();
    if (over && !this.told) {
      this.told = true;
      this.finished(this.results);
    }
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
    for (const lane of live) if (lane.steps < lead) lane.run(Math.min(lead, lane.goal) - lane.steps, deadline);
    live = this.live();
    if (live.some((l) => l.steps < lead)) return 0;
    let taken = 0;
    while (live.length > 0 && taken < want) {
      const left = deadline - performance.now();
      if (taken > 0 && left <= 0) break;
      const cost = live.reduce((sum, l) => sum + l.cost, 0);
      const toGoal = Math.min(...live.map((l) => l.goal - l.steps));
      const n = Math.max(1, Math.min(want - taken, toGoal, Math.floor(left / cost), 2 * this.chunk));
      for (const lane of live) lane.run(n, cap);
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
      const got = lane.run(Math.min(want, lane.goal - lane.steps), performance.now() + slice);
      taken = Math.max(taken, got);
    }
    return taken;
  }
}
