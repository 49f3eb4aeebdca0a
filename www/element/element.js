// <sudoku-stepper>: the custom element shell. Attributes ⇄ properties, the public API of
// CONTRACT.md, events and lifecycle, wired to the attributes' checks (attributes.js), the keys
// (keys.js) and the views' intents (intents.js); the state lives in the controller and the
// drawing in the views. Connecting is idempotent: moving the element keeps its search where it was.
import { CONTROL_MODES, parseChoice, parsePanels, parseSpeed, speedAttribute, wholeCount } from '../model/format.js';
import { fire } from '../dom.js';
import { EngineElement } from './base.js';
import { ATTRIBUTES, EARLY, applyAttributes } from './attributes.js';
import { act, focusIn, focusOut } from './intents.js';
import { handleKey } from './keys.js';
import { Controller, DEFAULT_SPEED, DEFAULT_STRATEGY } from './controller.js';
import { DEFAULT_PANELS, PANELS, PANEL_NAMES, createLayout } from './layout.js';

/**
 * A Sudoku search you can watch: every placement, dead end and backtrack, with live counters,
 * the search stack, step back and an editable board. The search runs in WebAssembly.
 *
 * @tag sudoku-stepper
 * @summary A steppable, animated Sudoku search.
 *
 * @attr {string} puzzle - Puzzle text: one line of 16, 81 or 256 cells (`.` or `0` empty, digits 1–9 then A–G), or a grid of lines. An empty board when absent.
 * @attr {string} strategy - `brute-force`, `backtracking`, `sorted-cells`, `mrv`, `singles` (default), `lookahead`, `fast`, `dlx`, `annealing` or `shoot-and-go`.
 * @attr {string} params - Parameters of the strategy, `key=value` pairs separated by spaces (for example `t0=80 q=0.9 seed=7` for `annealing`); each strategy names its keys, and a bad key or value is an error that names it.
 * @attr {string} speed - Steps per second (up to 1000000), or `max`. Default 10.
 * @attr {number} at-step - Open at this step of the search (a whole number; the search is replayed to it).
 * @attr {boolean} autoplay - Start playing once loaded.
 * @attr {'full' | 'minimal' | 'none'} controls - How much of the interface to show. Default `full`.
 * @attr {boolean} editable - Let the user type into the board.
 * @attr {'auto' | 'light' | 'dark'} theme - Colours: follow the system (default), or force light or dark.
 * @attr {boolean} presenter - Presenter mode, for a projector: the element fills the screen (board, controls, narration and the panels shown, without scrolling down to 1024×768), type of at least 22 px, a high-contrast colour-blind-safe palette with a shape or weight beside every colour, and a clicker's keys (PageDown/→ step, PageUp/← back, B or `.` blank the screen, Home resets, End runs to the end), which work while nothing else on the page has focus.
 * @attr {string} panels - The panels shown, names separated by spaces: `counters` (the counters), `code` (the strategy's pseudo-code, in code or plain English, the line of the current event marked), `stack` (the open decisions), `candidates` (every empty cell's candidates on the board; also the toolbar's checkbox), `chart` (the strategy's own pictures where it has them: a local search's penalty and temperature over the steps and its run-time distribution over seeds, `dlx`'s exact-cover columns), `tree` (the search tree: an icicle and the node tree down the current path, a node per try; a click on a try goes to its step; a depth strip under the board). Default `counters stack`; empty for none. An unknown name is an error that names it, and the panels in use stay.
 * @attr {string} wasm-url - Where the engine's `.wasm` is, when not beside the module (read by the first element on the page).
 *
 * @fires sudoku-step - After steps are taken or the search is replaced; `detail` is `stats`.
 * @fires sudoku-solved - A solution was found; `detail` has `steps`, `solutions` and `solution`.
 * @fires sudoku-unsolvable - The search ended without a solution; `detail.steps`.
 * @fires sudoku-invalid - Bad input (puzzle, attribute value); `detail.message` says what and where.
 *
 * @csspart board - The grid of cells.
 * @csspart cell - Each cell.
 * @csspart toolbar - The preset, size and strategy menus.
 * @csspart controls - Reset, back, play, step, run to end and speed.
 * @csspart counters - The counters panel.
 * @csspart stack - The search stack panel.
 * @csspart code - The pseudo-code panel.
 * @csspart runtimes - The run-time distribution: the share of 30 runs (a local search's seeds, or an exact search's random digit orders beside the ascending order) solved within N steps.
 * @csspart cover - `dlx`'s exact-cover columns: four strips, covered or with the options left.
 * @csspart chart - A local search's chart of penalty and temperature over the steps.
 * @csspart narration - The line that says what the last step did.
 * @csspart banner - The solved / no solution banner.
 * @csspart message - Error messages.
 * @csspart pad - The on-screen digit pad.
 * @csspart paste - The paste box.
 * @csspart legend - The legend dialog.
 *
 * @cssprop --bg - Background.
 * @cssprop --ink - Text and givens.
 * @cssprop --accent - Buttons, the current cell and focus accents.
 * @cssprop --guess - Digits the search is trying.
 * @cssprop --forced - Digits forced by propagation; solved states.
 * @cssprop --clash - Conflicts, dead ends and errors.
 * @cssprop --orange - Digits cleared by a backtrack.
 * @cssprop --line - Thin grid lines and borders.
 * @cssprop --thick - Box lines.
 * @cssprop --focus - The focus ring.
 * @cssprop --above - Height a page shows above the element on its first screen (a header); the board leaves room for it so that the controls and narration show too. Default 0.
 */
export class SudokuStepper extends EngineElement {
  static observedAttributes = [...ATTRIBUTES, 'presenter'];
  static tag = 'sudoku-stepper';
  static early = EARLY;

  /** Every panel the `panels` attribute can name, with a label for a toggle, in layout order. */
  static get availablePanels() {
    return PANELS.map(({ name, label }) => ({ name, label }));
  }

  /** The element's state and actions. */
  #controller;
  #wasPlaying = false;
  /** The views, in their places (layout.js). @type {import('./layout.js').Layout} */
  #views;
  #onKey;
  #onIntent;
  #onFocusIn;
  #onFocusOut;
  #onPageKey;
  /** Presenter mode's blank screen (B or `.`). @type {import('./keys.js').Screen} */
  #screen = {
    blanked: false,
    blank: (on) => {
      this.#screen.blanked = on;
      this.#views.blank.hidden = !on;
    },
  };

  constructor() {
    super();
    const root = /** @type {ShadowRoot} */ (this.shadowRoot);
    this.#controller = new Controller(() => this.draw(), (type, detail) => fire(this, type, detail));
    /** @param {Event} e */
    this.#onKey = (e) =>
      handleKey(/** @type {KeyboardEvent} */ (e), this.#controller, (cell) => this.#views.board.cell(cell)?.focus(), () => this.draw(),
        this.presenter ? this.#screen : null);
    // In presenter mode a clicker's keys reach the element while nothing else has focus (a
    // click on the page's background leaves it on the body).
    /** @param {Event} e */
    this.#onPageKey = (e) => {
      const target = e.target;
      if (this.presenter && !e.defaultPrevented && (target === document.body || target === document.documentElement)) this.#onKey(e);
    };
    /** @param {Event} e */
    this.#onIntent = (e) =>
      act(/** @type {CustomEvent} */ (e).detail, this.#controller, this, this.#views, () => this.draw());
    /** @param {Event} e */
    this.#onFocusIn = (e) => focusIn(/** @type {FocusEvent} */ (e), this.#controller);
    /** @param {Event} e */
    this.#onFocusOut = (e) => focusOut(/** @type {FocusEvent} */ (e), this.#controller, () => this.draw());

    this.#views = createLayout(root);
  }

  // ---- lifecycle (base.js calls these) --------------------------------------------------------

  /**
   * @protected
   * @internal
   * @param {boolean} on
   */
  listen(on) {
    const method = on ? 'addEventListener' : 'removeEventListener';
    const root = /** @type {ShadowRoot} */ (this.shadowRoot);
    this[method]('keydown', this.#onKey);
    document[method]('keydown', this.#onPageKey);
    root[method]('stepper-intent', this.#onIntent);
    root[method]('focusin', this.#onFocusIn);
    root[method]('focusout', this.#onFocusOut);
  }

  /**
   * @protected
   * @internal
   */
  resume() {
    if (this.#wasPlaying) this.#controller.play();
  }

  /**
   * @protected
   * @internal
   */
  suspend() {
    // Frames are released while out of the page; a move puts it back as it was. The search
    // itself is freed with the element (wasm-bindgen's finaliser) or when replaced.
    this.#wasPlaying = this.#controller.playing;
    this.#controller.player.pause();
  }

  /**
   * @protected
   * @internal
   * @param {import('../engine/engine.js').Engine} engine
   */
  attach(engine) {
    this.#controller.attach(engine);
  }

  /**
   * @protected
   * @internal
   * @param {Set<string>} changed
   */
  applyChanged(changed) {
    applyAttributes(this, this.#controller, changed);
  }

  /**
   * @protected
   * @internal
   */
  loaded() {
    this.#views.app.setAttribute('aria-busy', 'false');
    this.draw();
    // For measuring time to interactive (scripts/bench-browser.mjs).
    performance.mark('sudoku-stepper:ready');
    return this.#controller.switching ?? undefined;
  }

  /**
   * @protected
   * @internal
   * @param {string} message
   */
  fail(message) {
    this.#controller.presenter.say('wasm-url', message);
  }

  // ---- attributes as properties --------------------------------------------------------------

  get strategy() {
    return this.getAttribute('strategy') ?? DEFAULT_STRATEGY;
  }
  set strategy(v) {
    this.setAttribute('strategy', String(v));
  }
  /** The strategy's parameters, `key=value` pairs separated by spaces. */
  get params() {
    return this.getAttribute('params') ?? '';
  }
  set params(v) {
    this.setAttribute('params', String(v));
  }
  /** Steps per second (Infinity for max); the speed in use while the attribute is invalid. */
  get speed() {
    const text = this.getAttribute('speed');
    if (text == null) return DEFAULT_SPEED;
    const read = parseSpeed(text);
    return 'speed' in read ? read.speed : this.#controller.player.speed;
  }
  set speed(v) {
    this.setAttribute('speed', typeof v === 'number' ? speedAttribute(v) : String(v));
  }
  get controls() {
    const read = parseChoice('controls', this.getAttribute('controls'), CONTROL_MODES);
    return 'value' in read ? read.value : this.#controller.mode;
  }
  set controls(v) {
    this.setAttribute('controls', String(v));
  }  /**
   * The panels shown, names separated by spaces in layout order (`counters stack` by default);
   * the panels in use while the attribute is invalid. Set a string or an array of names.
   */
  get panels() {
    const read = parsePanels(this.getAttribute('panels'), PANEL_NAMES, DEFAULT_PANELS);
    return ('value' in read ? read.value : this.#controller.panels).join(' ');
  }
  /** @param {string | readonly string[]} v */
  set panels(v) {
    this.setAttribute('panels', Array.isArray(v) ? v.join(' ') : String(v));
  }

  /** The step the element opened at (the `at-step` attribute); 0 when absent or bad. */
  get atStep() {
    const n = Number(this.getAttribute('at-step') ?? 0);
    return Number.isSafeInteger(n) && n >= 0 ? n : 0;
  }
  set atStep(v) {
    this.setAttribute('at-step', String(v));
  }
  get editable() {
    return this.hasAttribute('editable');
  }
  set editable(v) {
    this.toggleAttribute('editable', Boolean(v));
  }
  /** Presenter mode (the `presenter` attribute). */
  get presenter() {
    return this.hasAttribute('presenter');
  }
  set presenter(v) {
    this.toggleAttribute('presenter', Boolean(v));
  }

  /**
   * Leaving presenter mode brings a blanked screen back; the stylesheet does the rest.
   * @param {string} name
   * @param {string | null} old
   * @param {string | null} value
   */
  attributeChangedCallback(name, old, value) {
    if (name === 'presenter') {
      if (value == null && this.#screen.blanked) this.#screen.blank(false);
      return;
    }
    super.attributeChangedCallback(name, old, value);
  }

  // ---- public API (CONTRACT.md) ------------------------------------------------------------

  /** `{steps, tries, backtracks, propagations, depth, maxDepth, solutions, status}`. */
  get stats() {
    return this.#controller.stats;
  }

  /** The puzzle as the user has it now (givens and edits), `.` for empty. */
  get board() {
    return this.#controller.board;
  }
  set board(text) {
    this.#controller.load(String(text), 'property');
  }

  /** The board as the search has it now (givens plus the search's digits). */
  get current() {
    return this.#controller.session?.text() ?? this.board;
  }

  play() {
    this.#controller.play();
  }
  pause() {
    this.#controller.pause();
  }
  /**
   * Takes `n` steps; a long stretch runs across frames (status `running`, cancellable).
   * @param {number} [n] a whole number ≥ 0
   * @returns {Promise<object>} the stats once the steps are done or cancelled
   */
  step(n = 1) {
    return this.#controller.step(wholeCount('step', n));
  }
  /**
   * @param {number} [n] a whole number ≥ 0
   * @returns {Promise<object>} the stats after it
   */
  back(n = 1) {
    return this.#controller.back(wholeCount('back', n));
  }
  /**
   * @param {number} target the step to show
   * @returns {Promise<object>} the stats once there (or cancelled)
   */
  goTo(target) {
    return this.#controller.goTo(wholeCount('goTo', target));
  }
  runToEnd() {
    this.#controller.runToEnd();
  }
  reset() {
    this.#controller.reset();
  }

  /**
   * Focuses the element's main control, Play, so that its keys work at once; without controls,
   * the board's active cell.
   * @param {FocusOptions} [options]
   */
  focus(options) {
    const play = this.#views.controls.play;
    if (this.#controller.mode !== 'none' && !play.disabled) play.focus(options);
    else this.#views.board.cell(this.#controller.active)?.focus(options);
  }

  // ---- wiring -------------------------------------------------------------------------------

  /**
   * Draws the controller's state into every view.
   * @protected
   * @internal
   */
  draw() {
    const state = this.#controller.presenter.view();
    this.#views.app.classList.toggle('animate', state.animate);
    this.#views.app.classList.toggle('editable', state.editable);
    if (this.#views.app.dataset.mode !== state.mode) this.#views.app.dataset.mode = state.mode;
    this.#views.update(state);
  }
}
