// <sudoku-compare>: 2–4 searches of one board on one clock, side by side, and a table of their
// counters at the end. The shell is the stepper's (base.js); the searches run in a race
// (race.js), each drawn by the stepper's own views (lane.js), the table by table.js.
import { fire, h, setText } from '../dom.js';
import { EngineElement } from '../element/base.js';
import { Messages } from '../element/messages.js';
import { arrowCell, blankKey, ownKey, runKey } from '../element/keys.js';
import { THEMES, parseChoice, parseSpeed, speedAttribute, wholeCount } from '../model/format.js';
import { DEFAULT_STRATEGIES, LOCKSTEPS, comparisonLink } from '../model/compare.js';
import * as controlsView from '../views/controls.js';
import { Race } from './race.js';
import { openComparison } from './search.js';
import { compareState } from './present.js';
import { compareSheet } from './styles.js';
import * as laneView from './lane.js';
import * as scrubView from './scrub.js';
import * as tableView from './table.js';

// No module-level typedefs: they would be declared, and shipped in dist/, as exports.

/** Attributes applied in this order, once per task however many changed. */
const ATTRIBUTES = ['theme', 'speed', 'lockstep', 'strategies', 'puzzle', 'autoplay'];

/**
 * Two to four Sudoku searches of the same board on one clock, each with its board and
 * counters, and at the end a table of their steps, tries, backtracks, propagations, max depth
 * and engine time with the fewest of each column marked. Back, ←, PageUp and a slider over the
 * race's steps go back as the stepper does. Registered by the same module as `<sudoku-stepper>`.
 *
 * @tag sudoku-compare
 * @summary Strategies side by side on one board, in lockstep.
 *
 * @attr {string} puzzle - Puzzle text: one line of 16, 81 or 256 cells (`.` or `0` empty), or a grid of lines. An empty 9×9 board when absent.
 * @attr {string} strategies - 2 to 4 strategies separated by spaces, each a name or a name, a colon and its parameters separated by commas (`annealing:seed=3,q=0.99`). Default `backtracking mrv singles dlx`.
 * @attr {string} speed - Steps per second for every search (up to 1000000), or `max` (default).
 * @attr {'step' | 'frame'} lockstep - At max speed, `step` (default) advances every search by the same number of steps per frame; `frame` gives each the same slice of time per frame.
 * @attr {boolean} autoplay - Start once loaded (otherwise the searches wait for Play).
 * @attr {boolean} presenter - For a projector: large type (counters at least 22 px), a high-contrast palette, the four searches and the controls within a 1024×768 screen, and B or `.` to blank the screen.
 * @attr {'auto' | 'light' | 'dark'} theme - Colours: follow the system (default), or force light or dark.
 * @attr {string} wasm-url - Where the engine's `.wasm` is, when not beside the module (read by the first element on the page).
 *
 * @fires sudoku-compare-done - Every search has stopped (at its first solution or its end); `detail` is `results`.
 * @fires sudoku-invalid - Bad input (puzzle, strategies, parameters, attribute value); `detail.message` says what and where.
 *
 * @csspart lane - One search: its name, board, banner, counters and narration.
 * @csspart board - Each search's grid of cells.
 * @csspart cell - Each cell.
 * @csspart counters - Each search's counters.
 * @csspart controls - Reset, back, play, step, run to end and speed, for all searches at once.
 * @csspart scrub - The slider over the race's steps.
 * @csspart results - The table at the end and its Copy link button.
 * @csspart message - Error messages.
 *
 * @cssprop --bg - Background.
 * @cssprop --ink - Text and givens.
 * @cssprop --accent - Buttons, the current cell and focus accents.
 * @cssprop --forced - Digits forced by propagation; solved states; the fewest of a column.
 */
export class SudokuCompare extends EngineElement {
  static observedAttributes = ATTRIBUTES;
  static tag = 'sudoku-compare';
  // A race is of any strategies (`dlx`, local search): the full engine at once, not the small one first.
  static fullEngine = true;

  /** @type {import('../engine/engine.js').Engine | null} */
  #engine = null;
  #race;
  #messages;
  /** The board as the engine read it. @type {{ text: string, side: number, givens: Uint8Array }} */
  #board = { text: '', side: 9, givens: new Uint8Array(81) };
  #wasPlaying = false;
  /** @type {HTMLDivElement} */
  #app;
  /** @type {HTMLElement} */
  #lanesRoot;
  /** @type {ReturnType<typeof laneView.create>[]} */
  #lanes = [];
  #controls;
  #scrub;
  #table;
  #line;
  #message;
  #onKey;
  /** Presenter mode's black screen (B or `.`, as on the stepper). */
  #blank = h('div', { class: 'blank', hidden: true });
  /** @type {import('../element/keys.js').Screen} */
  #screen = {
    blanked: false,
    blank: (on) => {
      this.#screen.blanked = on;
      this.#blank.hidden = !on;
    },
  };
  #onIntent;

  constructor() {
    super(compareSheet);
    const root = /** @type {ShadowRoot} */ (this.shadowRoot);
    this.#messages = new Messages((message) => fire(this, 'sudoku-invalid', { message }));
    this.#race = new Race(() => this.draw(), (results) => fire(this, 'sudoku-compare-done', results));
    /** @param {Event} e */
    this.#onKey = (e) => this.#key(/** @type {KeyboardEvent} */ (e));
    /** @param {Event} e */
    this.#onIntent = (e) => this.#act(/** @type {CustomEvent} */ (e));
    this.#app = h('div', { class: 'app compare', 'aria-busy': 'true' });
    this.#lanesRoot = h('div', { class: 'lanes' });
    this.#line = h('p', { class: 'race-line', role: 'status' });
    this.#message = h('p', { class: 'message race-message', part: 'message', role: 'alert', hidden: true });
    // The controls and the step slider: one block, kept at the screen's foot when the searches do not fit.
    const bar = h('div', { class: 'race-controls' });
    this.#app.append(this.#lanesRoot, bar);
    this.#controls = controlsView.create(bar);
    this.#scrub = scrubView.create(bar);
    this.#app.append(this.#line, this.#message);
    this.#table = tableView.create(this.#app, () => this.link);
    root.append(this.#app, this.#blank);
  }

  // ---- lifecycle (base.js calls these) --------------------------------------------------------

  /**
   * @protected
   * @internal
   * @param {boolean} on
   */
  listen(on) {
    const method = on ? 'addEventListener' : 'removeEventListener';
    this[method]('keydown', this.#onKey);
    /** @type {ShadowRoot} */ (this.shadowRoot)[method]('stepper-intent', this.#onIntent);
  }

  /**
   * @protected
   * @internal
   */
  resume() {
    if (this.#wasPlaying) this.#race.play();
  }

  /**
   * @protected
   * @internal
   */
  suspend() {
    this.#wasPlaying = this.#race.playing;
    this.#race.pause();
  }

  /**
   * @protected
   * @internal
   * @param {import('../engine/engine.js').Engine} engine
   */
  attach(engine) {
    this.#engine = engine;
    this.#race.status = 'ready';
  }

  /**
   * @protected
   * @internal
   * @param {Set<string>} changed
   */
  applyChanged(changed) {
    const say = (/** @type {string} */ source, /** @type {string} */ text) => this.#messages.say(source, text);
    if (changed.has('theme')) {
      const read = parseChoice('theme', this.getAttribute('theme'), THEMES);
      say('theme', 'error' in read ? read.error : '');
    }
    if (changed.has('speed')) {
      const read = parseSpeed(this.getAttribute('speed') ?? 'max');
      if ('speed' in read) this.#race.player.setSpeed(read.speed);
      say('speed', 'error' in read ? read.error : '');
    }
    if (changed.has('lockstep')) {
      const read = parseChoice('lockstep', this.getAttribute('lockstep'), LOCKSTEPS);
      if ('value' in read) this.#race.lockstep = read.value;
      say('lockstep', 'error' in read ? read.error : '');
    }
    if (changed.has('strategies') || changed.has('puzzle')) this.#open();
    if (changed.has('autoplay') && this.hasAttribute('autoplay')) this.#race.play();
  }

  /**
   * @protected
   * @internal
   */
  loaded() {
    this.#app.setAttribute('aria-busy', 'false');
    this.draw();
  }

  /**
   * @protected
   * @internal
   * @param {string} message
   */
  fail(message) {
    this.#messages.say('wasm-url', message);
  }

  // ---- the searches ---------------------------------------------------------------------------

  /** Opens a fresh search per strategy on the puzzle; a bad setting leaves none and says why. */
  #open() {
    const engine = this.#engine;
    if (!engine) return;
    const say = (/** @type {string} */ source, /** @type {string} */ text) => this.#messages.say(source, text);
    const opened = openComparison(engine, this.getAttribute('puzzle') ?? '', this.getAttribute('strategies') ?? DEFAULT_STRATEGIES, this.#messages.bySource.keys(), say);
    if (opened) this.#board = opened.board;
    this.#race.use(opened?.lanes ?? null);
  }

  /** @param {KeyboardEvent} e */
  #key(e) {
    if (!ownKey(e)) return;
    const target = /** @type {HTMLElement | undefined} */ (e.composedPath()[0]);
    const index = this.#laneOf(target);
    if (index >= 0 && target?.classList.contains('cell')) {
      const lane = this.#race.lanes[index];
      const next = arrowCell(e.key, this.#board.side, lane.active);
      if (next != null) {
        e.preventDefault();
        this.#focusCell(index, next);
        return;
      }
    }
    const race = this.#race;
    // A presenter's clicker: B or `.` blanks the screen in presenter mode; PageDown and PageUp
    // (a step and a step back, as → and ←) work in any mode, the keys being the race's own.
    const runner = { toggle: () => race.toggle(), step: (/** @type {number} */ n) => race.step(n), back: (/** @type {number} */ n) => race.back(n), reset: () => this.reset(), runToEnd: () => race.runToEnd(), escape: () => race.pause() };
    if (!(this.presenter && blankKey(e, this.#screen)) && !runKey(e, runner, true)) return;
    e.preventDefault();
  }

  /**
   * The index of the lane an element of the shadow root is in, or -1.
   * @param {Element | undefined} el
   */
  #laneOf(el) {
    const section = el?.closest?.('.lane');
    return section ? [...this.#lanesRoot.children].indexOf(section) : -1;
  }

  /**
   * Moves a board's one tab stop to `cell` and focuses it.
   * @param {number} index
   * @param {number} cell
   */
  #focusCell(index, cell) {
    const lane = this.#race.lanes[index];
    if (!lane) return;
    lane.active = cell;
    this.draw();
    this.#lanes[index]?.cell(cell)?.focus();
  }

  /** @param {CustomEvent} e */
  #act(e) {
    const { action, value } = e.detail;
    const race = this.#race;
    switch (action) {
      case 'toggle': race.toggle(); break;
      case 'step': race.step(1); break;
      case 'back': race.back(1); break;
      case 'goto': race.goTo(value); break;
      case 'reset': this.reset(); break;
      case 'end': race.runToEnd(); break;
      case 'speed': this.setAttribute('speed', speedAttribute(value)); break;
      case 'select': this.#focusCell(this.#laneOf(/** @type {Element} */ (e.composedPath()[0])), value); break;
      default: break;
    }
  }

  // ---- attributes as properties --------------------------------------------------------------

  /** The strategies compared, as the attribute has them. */
  get strategies() {
    return this.getAttribute('strategies') ?? DEFAULT_STRATEGIES;
  }
  set strategies(v) {
    this.setAttribute('strategies', String(v));
  }
  /** Steps per second (Infinity for max); the speed in use while the attribute is invalid. */
  get speed() {
    return this.#race.player.speed;
  }
  set speed(v) {
    this.setAttribute('speed', typeof v === 'number' ? speedAttribute(v) : String(v));
  }
  /** Large type and a high-contrast palette for a projector (the `presenter` attribute). */
  get presenter() {
    return this.hasAttribute('presenter');
  }
  set presenter(v) {
    this.toggleAttribute('presenter', Boolean(v));
  }
  /** `step` or `frame`: what is equal between the searches at max speed. */
  get lockstep() {
    return this.#race.lockstep;
  }
  set lockstep(v) {
    this.setAttribute('lockstep', String(v));
  }

  // ---- public API (CONTRACT.md) ------------------------------------------------------------

  /**
   * One entry per strategy, in the order of `strategies`: its name and parameters, its counters
   * (`steps`, `tries`, `backtracks`, `propagations`, `depth`, `maxDepth`, `solutions`, …, as
   * `<sudoku-stepper>`'s `stats`), its `status` and `ms`, the engine time it took.
   */
  get results() {
    return this.#race.results;
  }

  /**
   * `loading`, `ready`, `running`, `paused`, `done` (every search stopped) or `invalid`.
   * @returns {'loading' | 'ready' | 'running' | 'paused' | 'done' | 'invalid'}
   */
  get status() {
    return this.#race.status;
  }

  /**
   * A link to this page that reproduces the comparison: its URL with `puzzle`, `strategies`,
   * `speed` and `lockstep` set (other parameters kept).
   */
  get link() {
    return comparisonLink(location.href, (name) => (name === 'puzzle' ? this.#board.text || this.puzzle : this.getAttribute(name)));
  }

  play() {
    this.#race.play();
  }
  pause() {
    this.#race.pause();
  }
  /**
   * Every search still running takes `n` steps (a long stretch runs across frames and can be
   * paused).
   * @param {number} [n] a whole number ≥ 0
   * @returns {Promise<object[]>} the results once the steps are done or paused
   */
  step(n = 1) {
    return this.#race.step(wholeCount('step', n));
  }
  /**
   * The race `n` steps back: every search at the race's step minus `n` (or where it stopped
   * before that), exactly as a fresh race stepped there. A far step back replays across frames.
   * @param {number} [n] a whole number ≥ 0
   * @returns {Promise<object[]>} the results once there (or paused)
   */
  back(n = 1) {
    return this.#race.back(wholeCount('back', n));
  }
  /**
   * Every search at step `step` of the race, or at the step it stopped at before it (forward
   * runs on, back goes back).
   * @param {number} step a whole number ≥ 0
   * @returns {Promise<object[]>} the results once there (or paused)
   */
  goTo(step) {
    return this.#race.goTo(wholeCount('goTo', step));
  }
  /** Runs every search to its first solution or its end, at full speed. */
  runToEnd() {
    this.#race.runToEnd();
  }
  /**
   * Focuses the main control, Play, so that its keys work at once.
   * @param {FocusOptions} [options]
   */
  focus(options) {
    this.#controls.play.focus(options);
  }
  /** Starts every search again from the puzzle. */
  reset() {
    this.#open();
    this.draw();
  }

  /**
   * Draws the race into the views.
   * @protected
   * @internal
   */
  draw() {
    const state = compareState(this.#race, {
      engine: this.#engine, geometry: this.#engine?.geometry(this.#board.side) ?? null,
      givens: this.#board.givens, message: this.#messages.text,
    });
    while (this.#lanes.length > state.lanes.length) this.#lanes.pop()?.destroy();
    while (this.#lanes.length < state.lanes.length) this.#lanes.push(laneView.create(this.#lanesRoot));
    state.lanes.forEach((lane, i) => this.#lanes[i].update(lane));
    this.#lanesRoot.dataset.lanes = String(state.lanes.length);
    this.#controls.update(state.controls);
    this.#scrub.update(state);
    setText(this.#line, state.line);
    this.#message.hidden = !state.message;
    setText(this.#message, state.message);
    this.#table.update(state);
  }
}
