// A search as the element runs it: its session and player, the status, steps forward and back
// (long stretches across frames, cancellable), what a stop means (solved, no solution) and the
// backup board of a decision shown instead of the search. The controller (controller.js) adds
// the boards, loading and editing on top.
import { Player } from '../player.js';
import { DEFAULT_SPEED } from './stepper-attributes.js';
import { ZERO_COUNTERS } from './types.js';

/** @typedef {import('../engine/engine.js').Engine} Engine */
/** @typedef {import('../engine/session.js').Session} Session */
/** @typedef {import('../engine/session.js').Counters} Counters */
/** @typedef {import('../engine/events.js').SearchEvent} SearchEvent */
/** @typedef {import('../model/view.js').Status} Status */
/** @typedef {import('./types.js').Stats} Stats */

/** Engine time a `step(n)` spends before returning; a longer stretch goes on across frames. */
const SYNC_BUDGET_MS = 2;

export class Running {
  /**
   * @param {() => void} render  draws the current state
   * @param {import('../dom.js').Emit} emit  fires an element event
   */
  constructor(render, emit) {
    this.render = render;
    this.emit = emit;
    /** @type {Engine | null} */
    this.engine = null;
    /** @type {Status} */
    this.status = 'loading';
    /** @type {Session | null} */
    this.session = null;
    this.player = new Player(
      () => this.afterSteps(),
      () => this.stopped(),
    );
    this.player.speed = DEFAULT_SPEED;
    this.previewDepth = 0;
    /** @type {Uint8Array | null} */
    this.preview = null;
    /** @type {SearchEvent | null} */
    this.refutation = null;
    /** Callers of a long `step(n)` waiting for it to end. @type {((stats: Stats) => void)[]} */
    this.waiting = [];
    /** Told when playing stops by itself, after the status is settled (a loop's end, loop.js). @type {(() => void) | null} */
    this.whenStopped = null;
  }

  get playing() {
    return this.player.playing;
  }

  /** @returns {Counters} */
  get counters() {
    return this.session?.counters ?? ZERO_COUNTERS;
  }

  // ---- running -------------------------------------------------------------------------------

  get canRun() {
    return this.session != null && this.status !== 'invalid' && this.status !== 'loading';
  }

  play() {
    if (!this.canRun || !this.session || this.session.over) return;
    this.closePreview();
    if (this.player.play()) this.status = 'running';
    this.render();
  }

  pause() {
    const was = this.playing;
    this.player.pause();
    if (was && this.status === 'running') this.status = 'paused';
    this.render();
    this.release();
  }

  toggle() {
    if (this.playing) this.pause();
    else this.play();
  }

  runToEnd() {
    if (!this.canRun || !this.session || this.session.over) return;
    if (this.player.toEnd) {
      this.pause();
      return;
    }
    this.closePreview();
    if (this.player.runTo(Infinity)) this.status = 'running';
    this.render();
  }

  /**
   * Takes `n` steps (fewer at a solution or the end). What fits in a frame's budget is done at
   * once; a longer stretch goes on across frames, running and cancellable like run to the end,
   * so that no `step(1e9)` freezes the page. Resolves with the stats when the steps are done or
   * cancelled.
   * @param {number} n  a whole number ≥ 0 (checked by the element)
   * @returns {Promise<Stats>}
   */
  step(n) {
    const s = this.session;
    if (n === 0 || !this.canRun || !s || s.over) return Promise.resolve(this.stats);
    this.pause();
    this.closePreview();
    const target = s.steps + n;
    // A little at once (the rest, if any, on the clock): this task also draws the whole board.
    s.advance(n, performance.now() + SYNC_BUDGET_MS);
    return this.finish(s.steps < target && !s.atSolution && !s.done && this.player.runTo(target), 'paused');
  }

  /**
   * Ends a `step(n)` or `back(n)` that either handed the rest to the player or is done now.
   * @param {boolean} running  the player goes on to the target across frames
   * @param {Status} status  the status when done now
   * @returns {Promise<Stats>} the stats once the player ends, or now
   */
  finish(running, status) {
    if (running) {
      this.status = 'running';
      this.afterSteps();
      return new Promise((resolve) => this.waiting.push(resolve));
    }
    this.status = status;
    this.settle();
    this.afterSteps();
    return Promise.resolve(this.stats);
  }

  /** Tells the callers of a long `step(n)` that it has ended (done, cancelled or replaced). */
  release() {
    const waiting = this.waiting;
    this.waiting = [];
    for (const resolve of waiting) resolve(this.stats);
  }

  /**
   * Goes back `n` steps (see `goTo`).
   * @param {number} n  a whole number ≥ 0
   * @returns {Promise<Stats>}
   */
  back(n) {
    const s = this.session;
    if (n === 0 || !s || s.steps === 0) return Promise.resolve(this.stats);
    return this.goTo(s.steps - Math.min(n, s.steps));
  }

  /**
   * Goes to step `target` exactly, through any solutions on the way (a link, `at-step` and Reset
   * open the step they name): back to the newest checkpoint at or before it when it lies behind,
   * then forward to it. What fits in a moment is done at once, the rest across frames (status
   * running, cancellable), so no far move freezes the page. A search that ends before `target`
   * stops at its end.
   * @param {number} target  a step number ≥ 0
   * @returns {Promise<Stats>}
   */
  goTo(target) {
    const s = this.session;
    if (!s || target === s.steps || (target > s.steps && (!this.canRun || s.done))) return Promise.resolve(this.stats);
    this.pause();
    this.closePreview();
    if (target < s.steps) s.rewind(target);
    return this.replayTo(target);
  }

  /**
   * Steps forward to `target` through solutions: what fits in a moment at once, the rest across
   * frames (status running, cancellable).
   * @param {number} target
   * @returns {Promise<Stats>}
   */
  replayTo(target) {
    const s = this.session;
    if (!s) return Promise.resolve(this.stats);
    if (s.steps < target) s.advance(target - s.steps, performance.now() + SYNC_BUDGET_MS, false);
    return this.finish(s.steps < target && this.player.runTo(target, false), s.steps === 0 ? 'ready' : 'paused');
  }

  /** Status after steps taken outside the player: a solution or the end stops there. */
  settle() {
    const s = this.session;
    if (!s) return;
    if (s.atSolution) this.status = 'solved';
    else if (s.done) this.status = s.counters.solutions > 0 ? 'solved' : 'unsolvable';
    if (this.status === 'unsolvable') this.refutation ??= s.refutation();
    if (s.atSolution) this.emit('sudoku-solved', { steps: s.steps, solutions: s.counters.solutions, solution: s.text() });
    else if (s.done && s.counters.solutions === 0) this.emit('sudoku-unsolvable', { steps: s.steps });
  }

  /** The player stopped by itself: at a solution, the end, or the step it was running to. */
  stopped() {
    this.status = 'paused';
    this.settle();
    this.render();
    this.release();
    this.whenStopped?.();
  }

  /** Draws after a batch of steps and tells listeners. */
  afterSteps() {
    if (!this.session) return;
    this.render();
    this.emit('sudoku-step', this.stats);
  }

  // ---- inspecting ----------------------------------------------------------------------------

  /** @param {number} depth */
  showBackup(depth) {
    const s = this.session;
    if (!s) return;
    this.player.pause();
    if (this.status === 'running') this.status = 'paused';
    if (this.previewDepth === depth) this.closePreview();
    else {
      this.preview = s.backup(depth) ?? null;
      this.previewDepth = this.preview ? depth : 0;
    }
    this.render();
  }

  closePreview() {
    this.preview = null;
    this.previewDepth = 0;
  }

  /** Esc: back from a backup board, else stop. */
  escape() {
    if (this.previewDepth) {
      this.closePreview();
      this.render();
    } else this.pause();
  }

  /**
   * `{steps, tries, backtracks, propagations, depth, maxDepth, solutions, status}`.
   * @returns {Stats}
   */
  get stats() {
    return { ...this.counters, status: this.status === 'loading' ? 'ready' : this.status };
  }
}
