// The state of one <sudoku-stepper> and every action on it: the boards per size, the search
// session and its player, status, selection and backup preview. Its presenter (presenter.js)
// holds the messages and turns the state into what the views draw; the element shell only
// wires both to attributes, properties, events and the DOM.
import { Player } from '../player.js';
import { RuntimeStudy } from './runtimes.js';
import { boardText } from '../model/format.js';
import { PRESETS } from '../presets.js';
import { FIRST_SIDE, Presenter } from './presenter.js';

/** @typedef {import('../engine/engine.js').Engine} Engine */
/** @typedef {import('../engine/engine.js').BoardGeometry} BoardGeometry */
/** @typedef {import('../engine/session.js').Session} Session */
/** @typedef {import('../engine/session.js').Counters} Counters */
/** @typedef {import('../engine/events.js').SearchEvent} SearchEvent */
/** @typedef {import('../model/view.js').Status} Status */

export const DEFAULT_STRATEGY = 'singles';
export const DEFAULT_SPEED = 10;
/** Engine time a `step(n)` spends before returning; a longer stretch goes on across frames. */
const SYNC_BUDGET_MS = 2;
const ZERO = {
  steps: 0, tries: 0, backtracks: 0, propagations: 0, depth: 0, maxDepth: 0, solutions: 0,
  updates: 0, accepted: 0, penalty: 0, bestPenalty: 0, temperature: 0, restarts: 0,
};

export class Controller {
  /**
   * @param {() => void} render  draws the current state
   * @param {(type: string, detail: object) => void} emit  fires an element event
   */
  constructor(render, emit) {
    this.render = render;
    this.emit = emit;
    /** @type {Engine | null} */
    this.engine = null;
    /** @type {Status} */
    this.status = 'loading';
    /** @type {'full' | 'minimal' | 'none'} */
    this.mode = 'full';
    this.editable = false;
    this.side = FIRST_SIDE;
    /** @type {Uint8Array} */
    this.givens = new Uint8Array(FIRST_SIDE * FIRST_SIDE);
    /** The last board of each size, so a size switch and back restores the user's board. @type {Map<number, Uint8Array>} */
    this.boards = new Map();
    /** Cells whose givens clash. @type {number[]} */
    this.conflicts = [];
    /** @type {Session | null} */
    this.session = null;
    this.player = new Player(() => this.afterSteps(), () => this.stopped());
    this.player.speed = DEFAULT_SPEED;
    this.strategy = DEFAULT_STRATEGY;
    /** The strategy's parameters as given (`key=value …`); the engine checks them. */
    this.params = '';
    /** A local search's runs over seeds, for its run-time distribution. */
    this.study = new RuntimeStudy(() => this.render());
    this.previewDepth = 0;
    /** @type {Uint8Array | null} */
    this.preview = null;
    this.selected = -1;
    this.active = 0;
    this.candidates = false;
    /** @type {SearchEvent | null} */
    this.refutation = null;
    /** Callers of a long `step(n)` waiting for it to end. @type {((stats: object) => void)[]} */
    this.waiting = [];
    this.presenter = new Presenter(this);
  }

  /** @param {Engine} engine */
  attach(engine) {
    this.engine = engine;
    this.status = 'ready';
  }

  /** @returns {BoardGeometry | null} */
  get geometry() {
    return this.engine?.geometry(this.side) ?? null;
  }

  get playing() {
    return this.player.playing;
  }

  /** @returns {Counters} */
  get counters() {
    return this.session?.counters ?? ZERO;
  }

  /** The puzzle as the user has it: givens and edits. */
  get board() {
    return boardText(this.givens);
  }

  // ---- loading -------------------------------------------------------------------------------

  /**
   * Loads puzzle text (one line or a grid). A parse error keeps the board and says why; givens
   * in conflict are shown and block the search until fixed.
   * @param {string} text
   * @param {'attribute' | 'property' | 'paste' | 'preset' | 'edit' | 'size' | 'empty'} source
   * @returns {boolean} whether the text was read
   */
  load(text, source) {
    const engine = this.engine;
    if (!engine) return false;
    const puzzle = text.trim() === '' ? '.'.repeat(this.side * this.side) : text;
    let parsed;
    try {
      parsed = engine.parse(puzzle);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      if (source === 'paste' || source === 'edit') {
        // The user's board stays as it was, and stays playable.
        this.presenter.say('puzzle', `${message}. The board was kept.`);
      } else {
        // A page gave a bad puzzle: nothing runs (not the board shown before), until it is fixed.
        this.pause();
        this.dropSession();
        this.status = 'invalid';
        this.presenter.say('puzzle', message);
      }
      this.render();
      return false;
    }
    this.pause();
    if (parsed.side !== this.side) {
      this.selected = -1;
      this.active = 0;
    }
    this.side = parsed.side;
    this.givens = parsed.values;
    this.boards.set(this.side, this.givens);
    this.conflicts = [...new Set(parsed.conflicts.flatMap((c) => [c.a, c.b]))];
    this.presenter.say('puzzle', '');
    if (parsed.conflicts.length) {
      const more = parsed.conflicts.length - 1;
      this.dropSession();
      this.status = 'invalid';
      this.presenter.say('puzzle', `${parsed.conflicts[0].message}${more ? ` (and ${more} more conflict${more > 1 ? 's' : ''})` : ''}. Change one of the highlighted cells to play.`);
      this.render();
      return true;
    }
    this.restart(false);
    return true;
  }

  /**
   * A fresh search of the current givens with the current strategy; keeps playing if asked.
   * @param {boolean} keepPlaying
   */
  restart(keepPlaying) {
    const engine = this.engine;
    if (!engine) return;
    this.dropSession();
    const opened = this.open(engine);
    if (!opened) {
      this.status = 'invalid';
      this.render();
      return;
    }
    this.session = opened;
    this.player.use(this.session);
    this.status = 'ready';
    if (keepPlaying && this.player.play()) this.status = 'running';
    this.render();
    this.emit('sudoku-step', this.stats);
  }

  /**
   * Opens the search, saying what is wrong when it cannot: bad parameters are said as such and
   * the strategy runs with its defaults, so the board stays playable.
   * @param {Engine} engine
   * @returns {Session | null}
   */
  open(engine) {
    const { presenter } = this;
    const message = (/** @type {unknown} */ err) => (err instanceof Error ? err.message : String(err));
    try {
      const session = engine.open(this.board, this.strategy, this.params);
      presenter.say('params', '');
      return session;
    } catch (err) {
      if (this.params.trim() === '') {
        presenter.say('puzzle', message(err));
        return null;
      }
      try {
        const session = engine.open(this.board, this.strategy, '');
        presenter.say('params', `${message(err)}; running ${this.strategy} with its defaults.`);
        return session;
      } catch (again) {
        presenter.say('puzzle', message(again));
        return null;
      }
    }
  }

  /**
   * The strategy's parameters; a new search starts with them when `restartNow` (the attribute
   * changed alone) and the board is playable.
   * @param {string} text
   * @param {boolean} restartNow
   */
  setParams(text, restartNow) {
    const changed = text !== this.params;
    this.params = text;
    if (changed && restartNow && this.engine && this.status !== 'invalid') this.restart(this.playing);
  }

  dropSession() {
    this.study.clear();
    this.player.use(null);
    this.release();
    this.session?.free();
    this.session = null;
    this.closePreview();
    this.refutation = null;
  }

  /** @param {string} name */
  setStrategy(name) {
    const engine = this.engine;
    if (!engine) {
      this.strategy = name;
      return;
    }
    if (!engine.strategies.some((s) => s.name === name)) {
      // The engine's own message lists the valid names.
      try {
        engine.open(this.board, name).free();
      } catch (err) {
        this.presenter.say('strategy', err instanceof Error ? err.message : String(err));
      }
      this.render();
      return;
    }
    this.presenter.say('strategy', '');
    const changed = name !== this.strategy;
    this.strategy = name;
    // A new strategy on the same board goes on playing, so status never reads "ready" while
    // the clock runs.
    if (changed && this.status !== 'invalid') this.restart(this.playing);
    else this.render();
  }

  /** @param {number} index */
  preset(index) {
    const p = PRESETS[index];
    if (p) this.load(p.puzzle, 'preset');
  }

  /** @param {number} side */
  switchSize(side) {
    if (side === this.side) return;
    const kept = this.boards.get(side);
    this.load(kept ? boardText(kept) : '.'.repeat(side * side), 'size');
  }

  /**
   * The paste box's Load: an empty box changes nothing and says so.
   * @param {string} text
   */
  paste(text) {
    if (text.trim() === '') {
      this.presenter.say('puzzle', 'The paste box is empty: paste a puzzle (one line, or a grid of lines) and press Load. The board was kept.');
      this.render();
      return false;
    }
    return this.load(text, 'paste');
  }

  // ---- running -------------------------------------------------------------------------------

  get canRun() {
    return this.session != null && this.status !== 'invalid' && this.status !== 'loading';
  }

  play() {
    if (!this.canRun || !this.session || this.session.done) return;
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
    if (!this.canRun || !this.session || this.session.done) return;
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
   * @returns {Promise<object>}
   */
  step(n) {
    const s = this.session;
    if (n === 0 || !this.canRun || !s || s.done) return Promise.resolve(this.stats);
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
   * @returns {Promise<object>} the stats once the player ends, or now
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
   * Goes back `n` steps: to the newest checkpoint before the target, then a replay to it. What
   * fits in a moment is done at once; a far rewind replays across frames (status running,
   * cancellable), so no `back(n)` freezes the page.
   * @param {number} n  a whole number ≥ 0
   * @returns {Promise<object>}
   */
  back(n) {
    const s = this.session;
    if (n === 0 || !s || s.steps === 0) return Promise.resolve(this.stats);
    this.pause();
    this.closePreview();
    const target = s.steps - Math.min(n, s.steps);
    if (s.rewind(target) < target) s.advance(target - s.steps, performance.now() + SYNC_BUDGET_MS, false);
    return this.finish(s.steps < target && this.player.runTo(target, false), s.steps === 0 ? 'ready' : 'paused');
  }

  /**
   * @param {number} target  a step number ≥ 0
   * @returns {Promise<object>}
   */
  goTo(target) {
    const s = this.session;
    if (!s) return Promise.resolve(this.stats);
    return target < s.steps ? this.back(s.steps - target) : this.step(target - s.steps);
  }

  reset() {
    this.player.pause();
    this.load(this.board, 'property');
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
  }

  /** Draws after a batch of steps and tells listeners. */
  afterSteps() {
    const s = this.session;
    if (!s) return;
    this.presenter.measure(s.steps);
    this.render();
    this.emit('sudoku-step', this.stats);
  }

  // ---- editing and inspecting ----------------------------------------------------------------

  /** @param {number} cell */
  select(cell) {
    if (cell < 0 || cell >= this.side * this.side) return;
    this.active = cell;
    this.selected = this.editable ? cell : -1;
    this.render();
  }

  /**
   * Writes a digit (0 clears) into the selected cell; typing moves on to the next cell.
   * @param {number} digit
   * @param {boolean} advance
   */
  edit(digit, advance) {
    const cell = this.selected;
    if (!this.editable || cell < 0) return;
    const givens = Uint8Array.from(this.givens);
    givens[cell] = digit;
    this.load(boardText(givens), 'edit');
    if (advance && cell < this.side * this.side - 1) this.select(cell + 1);
  }

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

  /** `{steps, tries, backtracks, propagations, depth, maxDepth, solutions, status}`. */
  get stats() {
    return { ...this.counters, status: this.status === 'loading' ? 'ready' : this.status };
  }
}
