// Plays one session at a speed on the shared clock: how many steps each frame asks for, within
// the frame's budget, and when to stop (a solution, the end, a pause).
import { subscribe } from './clock.js';

/**
 * What a player plays: a search's Session, or anything that steps like one (a comparison's race).
 * @typedef {{ steps: number, done: boolean, atSolution: boolean,
 *   advance(want: number, deadline: number, stopAtSolution?: boolean): number }} Steppable
 */

/** The first frame of a run also restyles controls and board: less engine work in it. */
export const FIRST_FRAME_BUDGET_MS = 2;

/**
 * Steps owed are counted in thousandths of a step (a speed in steps per second times
 * milliseconds), so that a whole speed over whole milliseconds adds up exactly: under a test's
 * virtual clock, whose frames are 16 ms apart, 1.2 s at 20 steps/s is 24 steps, never 23.
 */
export const STEP = 1000;

/**
 * The steps owed (in thousandths, {@link STEP}) at `speed` steps per second after `dt` more
 * milliseconds, capped so that a slow frame does not turn into a burst.
 * @param {number} credit  owed before, in thousandths of a step
 * @param {number} speed
 * @param {number} dt
 */
export function accrue(credit, speed, dt) {
  return Math.min(credit + speed * dt, STEP * Math.max(1, speed / 10));
}

export class Player {
  /**
   * @param {() => void} onFrame  called after each frame's steps (draw here)
   * @param {() => void} onStop   called once when playing stops by itself (solution, end)
   */
  constructor(onFrame, onStop) {
    this.onFrame = onFrame;
    this.onStop = onStop;
    /** @type {Steppable | null} */
    this.session = null;
    /** Steps per second; Infinity for max. */
    this.speed = 10;
    /**
     * A step to run to as fast as the budget allows, whatever the speed: Infinity for run to
     * the end, a step number for a long `step(n)`; null when playing at the speed.
     * @type {number | null}
     */
    this.target = null;
    /**
     * While playing at the speed, a step to stop at (the end of a loop's stretch); Infinity for
     * none. A pause clears it: a reader's Pause ends the stretch.
     */
    this.until = Infinity;
    this.playing = false;
    /** Milliseconds spent playing this search. */
    this.elapsed = 0;
    /** Whether a run stops right after a solution (not while replaying to a target). */
    this.stopAtSolution = true;
    /** Steps owed by the speed but not yet taken, in thousandths of a step ({@link STEP}). */
    this.credit = 0;
    this.first = false;
    /** @type {(() => void) | null} */
    this.stopClock = null;
  }

  /** @param {Steppable | null} session */
  use(session) {
    this.pause();
    this.session = session;
    this.elapsed = 0;
  }

  /** Starts (or resumes) playing; returns false when there is nothing to play. */
  play() {
    if (this.target == null) this.stopAtSolution = true;
    const s = this.session;
    if (!s || s.done) return false;
    this.playing = true;
    this.first = true;
    // One step is owed at once, so that a slow speed answers Play without a wait.
    this.credit = Math.max(this.credit, STEP);
    this.stopClock ??= subscribe((dt, budget) => this.frame(dt, budget));
    return true;
  }

  /** True while running to the end of the search. */
  get toEnd() {
    return this.target === Infinity;
  }

  /**
   * Runs to step `target` (Infinity: to the end) across frames, at full speed within the
   * budget, stopping early at the end and, when asked, at a solution; returns false when there
   * is nothing to run.
   * @param {number} target
   * @param {boolean} [stopAtSolution]  false to replay through solutions (a far step back)
   */
  runTo(target, stopAtSolution = true) {
    this.target = target;
    this.stopAtSolution = stopAtSolution;
    if (this.play()) return true;
    this.target = null;
    return false;
  }

  /** Stops playing (and any run to a target); the clock lets go of this player. */
  pause() {
    this.playing = false;
    this.target = null;
    this.until = Infinity;
    this.stopClock?.();
    this.stopClock = null;
  }

  /** @param {number} speed steps per second, Infinity for max */
  setSpeed(speed) {
    this.speed = speed;
    this.credit = Math.min(this.credit, STEP);
  }

  /**
   * @param {number} dt
   * @param {number} budget
   */
  frame(dt, budget) {
    const s = this.session;
    if (!this.playing || !s) {
      this.stopClock = null;
      return false;
    }
    this.elapsed += dt;
    const target = this.target;
    const speed = target != null ? Infinity : this.speed;
    let want = target != null ? target - s.steps : this.until - s.steps;
    if (Number.isFinite(speed)) {
      this.credit = accrue(this.credit, speed, dt);
      want = Math.min(want, Math.floor(this.credit / STEP));
    }
    let taken = 0;
    if (want > 0) {
      const ms = this.first ? Math.min(budget, FIRST_FRAME_BUDGET_MS) : budget;
      taken = s.advance(want, performance.now() + ms, this.stopAtSolution);
      this.first = false;
      if (Number.isFinite(speed)) this.credit -= taken * STEP;
    }
    // Stop on a solution found in this frame, not on an old one still being shown: Continue
    // after a solution must go on even when a slow frame takes no step.
    const stopped = (taken > 0 && this.stopAtSolution && s.atSolution) || s.done || s.steps >= (target ?? this.until);
    if (stopped) {
      this.playing = false;
      this.target = null;
      this.stopClock = null;
    }
    this.onFrame();
    if (stopped) this.onStop();
    return this.playing;
  }
}
