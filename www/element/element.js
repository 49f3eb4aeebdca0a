// <sudoku-stepper>: the custom element shell. Attributes ⇄ properties, the public API of
// CONTRACT.md, events and lifecycle, wired to the attributes' table (attributes.js), the keys
// (keys.js) and the views' intents (intents.js). Until the element comes near the screen its
// shadow root holds a stand-in, its box at the size the element will have (reserve.js) and the
// caption slot; then the views (body.js) draw the poster (model/poster.js), and the state lives
// in the controller, loaded with the engine (base.js). Connecting is idempotent: moving the
// element keeps its search where it was.
import { wholeCount } from '../model/format.js';
import { fire, h } from '../dom.js';
import { StepperProperties } from './stepper-properties.js';
import { STEPPER_ATTRIBUTES } from './stepper-attributes.js';
import { panelLabels } from './panels.js';
import { ZERO_COUNTERS } from './types.js';
import { stepperReserve } from './reserve.js';
import { stylesheet } from './sheet.js';

/** The stand-in until the views are drawn: the box the element will take, as the page's stylesheet gives it before the module is here. */
const STAND_IN = stylesheet(stepperReserve(':host', (condition) => `:host(${condition})`));

/**
 * A Sudoku search you can watch: every placement, dead end and backtrack, with live counters,
 * the search stack, step back and an editable board. The search runs in WebAssembly.
 *
 * @tag sudoku-stepper
 * @summary A steppable, animated Sudoku search.
 *
 * @attr {'en' | 'cs' | 'pl' | 'vi'} lang - The language of every string it shows and says, and of its numbers (the global attribute and `lang` property of every HTML element). Default: the nearest ancestor's `lang` (the page's `<html lang>`), else the browser's first language among these, else `en`.
 * @attr {string} puzzle - Puzzle text: one line of 16, 81 or 256 cells (`.` or `0` empty, digits 1–9 then A–G), or a grid of lines. An empty board when absent.
 * @attr {string} strategy - `brute-force`, `backtracking`, `sorted-cells`, `mrv`, `singles` (default), `lookahead`, `fast`, `dlx`, `annealing` or `shoot-and-go`.
 * @attr {string} params - Parameters of the strategy, `key=value` pairs separated by spaces (for example `t0=80 q=0.9 seed=7` for `annealing`); each strategy names its keys, and a bad key or value is an error that names it.
 * @attr {string} speed - Steps per second in decimal notation, from 0.1 (faster than 1000000 is 1000000), or `max`. Default 10.
 * @attr {number} at-step - Open at exactly this step of the search, through any solutions before it (a whole number in decimal digits; the search is replayed to it; past the search's end it opens at the end and says where the search stops); Reset goes back to it.
 * @attr {boolean} autoplay - Start playing once loaded and half of the element is visible; under `prefers-reduced-motion: reduce` a Play button over the board instead.
 * @attr {'full' | 'minimal' | 'none'} controls - How much of the interface to show. Default `full`.
 * @attr {boolean} editable - Let the user type into the board.
 * @attr {'auto' | 'light' | 'dark' | 'inherit'} theme - Colours: follow the page's color-scheme (default), force light or dark, or take the page's font, colour and background (`inherit`). The --sudoku-* properties (below) theme it further.
 * @attr {boolean} presenter - Presenter mode, for a projector: the element fills the screen (board, controls, narration and the panels shown, without scrolling down to 1024×768), type of at least 22 px, a high-contrast colour-blind-safe palette with a shape or weight beside every colour, and a clicker's keys (PageDown/→ step, PageUp/← back, B or `.` blank the screen, Home resets, End runs to the end), which work while nothing else on the page has focus.
 * @attr {string} panels - The panels shown, names separated by spaces: `counters` (the counters), `code` (the strategy's pseudo-code, in code or plain English, the line of the current event marked), `stack` (the open decisions), `candidates` (every empty cell's candidates on the board; also the toolbar's checkbox), `chart` (the strategy's own pictures where it has them: a local search's penalty and temperature over the steps and its run-time distribution over seeds, `dlx`'s exact-cover columns), `tree` (the search tree: an icicle and the node tree down the current path, a node per try; a click on a try goes to its step; a depth strip under the board). Shown in every controls mode. Default `counters stack` with `controls="full"`, none with `minimal` or `none`; empty for none. An unknown name is an error that names it, and the panels in use stay.
 * @attr {string} loop - `FROM:TO`: play the search from step FROM to step TO at `speed`, hold the last step a moment (1.5 s), and start again, without the reader pressing anything (a solution or the end before TO ends the stretch there). A reader who moves the search (Pause, Step, Back, another puzzle) ends the loop; setting the attribute again restarts it. A bad range is an error that names the problem.
 * @attr {string} open-link - The address of a Sudoku Stepper demo page (absolute, or relative to the page): an "Open in full page" link under the element opens it at the element's state (puzzle with edits, strategy, params, speed, panels, theme, step), in a new tab. Absent or `off`: no link (the default, since a copy of `dist/` has no demo page beside it; the iframe route `embed.html` links to the demo page beside it unless its URL says `open-link=off`). Only http(s) addresses; anything else is an error that says so.
 * @attr {string} wasm-url - Where the engine's `.wasm` is, when not beside the module (read by the first element on the page).
 *
 * @slot caption - A caption under the board (`<p slot="caption">…</p>`); while it is there the element is a figure that it names for assistive technology.
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
 * @csspart tree - The search tree panel: the icicle and the node tree down the current path.
 * @csspart depth - The strip under the board that charts the depth over the steps (with the `tree` panel).
 * @csspart narration - The line that says what the last step did.
 * @csspart banner - The solved / no solution banner.
 * @csspart message - Error messages.
 * @csspart pad - The on-screen digit pad.
 * @csspart paste - The paste box.
 * @csspart legend - The legend dialog.
 * @csspart caption - The box of the `caption` slot, under the board.
 * @csspart open-link - The "Open in full page" link (with `open-link`).
 *
 * @cssprop --sudoku-above - Height a page shows above the element on its first screen (a header); the board leaves room for it so that the controls and narration show too. Default 0.
 */
export class SudokuStepper extends StepperProperties {
  /** @internal */
  static attributes = STEPPER_ATTRIBUTES;
  static tag = 'sudoku-stepper';

  /**
   * Every panel the `panels` attribute can name, with an English label for a toggle, in layout order.
   * @returns {{ name: string, label: string }[]}
   */
  static get availablePanels() {
    return panelLabels();
  }

  /** The element's state and actions, once loaded (controller.js). @type {import('./controller.js').Controller | null} */
  #controller = null;
  /** The views and what goes with them, once near the screen (body.js). @type {import('./body.js').Body | null} */
  #body = null;
  /** The poster's state (model/poster.js), with the views. @type {typeof import('./body.js').posterState | null} */
  #poster = null;
  /** Whether the listeners are to be on (connected): the views' are added once they are there. */
  #listening = false;
  /** Errors said before the controller is there (a bad `wasm-url`, a failed load). */
  #early = '';
  /** A `board =` not loaded yet (the element loads, or attributes of its task come first). @type {{ text: string } | null} */
  #wantedBoard = null;

  constructor() {
    super(STAND_IN);
    // The author's caption shows under the stand-in as it does under the views.
    /** @type {ShadowRoot} */ (this.shadowRoot).append(h('slot', { name: 'caption' }));
  }

  // ---- lifecycle (base.js calls these) --------------------------------------------------------

  /** @protected @internal @param {boolean} on */
  listen(on) {
    this.#listening = on;
    this.#body?.listen(on);
    // Moved in the page (out and back in one task), the element keeps its study running.
    if (!on) queueMicrotask(() => this.isConnected || this.#controller?.charts.study?.release());
  }

  /** The views in place of the stand-in (body.js). @protected @internal @param {(styles: { laterSheet: typeof import('./styles.js').laterSheet }) => Promise<unknown>} ready */
  async mount(ready) {
    const body = await import('./body.js');
    await ready(body);
    const { mountStepper, posterState } = body;
    this.#poster = posterState;
    this.#body = mountStepper(this, {
      controller: () => this.#controller,
      draw: () => this.requestDraw(),
      flush: () => this.flush(),
      load: () => this.load(),
      whenLive: (action) => this.whenLive(action),
    });
    if (this.#listening) this.#body.listen(true);
    return body;
  }

  /** The controller, the presenter and the models: what runs the search and what it shows. @protected @internal */
  async implement() {
    // One chunk with the views, which load at the same time (body.js).
    const { Controller } = await import('./body.js');
    this.#controller = new Controller(
      () => this.requestDraw(),
      (type, detail) => fire(this, type, detail),
      () => this.messages,
    );
    if (this.#early) this.#controller.presenter.say('wasm-url', this.#early);
  }

  /**
   * Held (scrolled away, tab hidden, out of the page): the search stops where it is, and a loop
   * keeps its stretch to start again.
   * @protected
   * @internal
   */
  suspend() {
    const c = this.#controller;
    if (!c) return false;
    const was = c.playing || c.loop.range != null;
    c.loop.halt();
    if (c.playing) c.pause();
    return was;
  }

  /** @protected @internal */
  resume() {
    const c = this.#controller;
    if (c?.loop.range) c.loop.start();
    else c?.play();
  }

  /** @protected @internal @param {import('../engine/engine.js').Engine} engine */
  attach(engine) {
    const c = /** @type {import('./controller.js').Controller} */ (this.#controller);
    c.attach(engine);
    return c;
  }

  /** @protected @internal @param {string} source @param {string} text */
  say(source, text) {
    this.#controller?.presenter.say(/** @type {import('./presenter.js').MessageSource} */ (source), text);
  }

  /** @protected @internal */
  loaded() {
    const body = /** @type {import('./body.js').Body} */ (this.#body);
    body.views.app.setAttribute('aria-busy', 'false');
    // For measuring time to interactive (scripts/bench-browser.mjs).
    performance.mark('sudoku-stepper:ready');
    // `ready` means drawn as asked: a script (or a screenshot) after it reads every panel shown.
    // The draw that follows this call (or the full engine's, flushed here) imports what those
    // panels draw with, the tree's models and the panels' views; `ready` waits for them, drawn.
    const c = this.#controller;
    return Promise.resolve(c?.switching).then(async () => {
      this.flush();
      await c?.reads.treeLoading;
      this.flush();
      await body.views.settled();
    });
  }

  /** @protected @internal @param {string} message */
  fail(message) {
    this.#early = message;
    this.#controller?.presenter.say('wasm-url', message);
    this.requestDraw();
  }

  /** @protected @internal */
  get running() {
    return this.#controller?.playing ?? false;
  }

  // ---- attributes as properties (the rest in stepper-properties.js) ----------------------------

  /**
   * The strategy in use: the attribute's, unless the engine knows no such strategy.
   * @returns {import('../engine/strategy-names.js').StrategyName}
   */
  get strategy() {
    const named = this.value('strategy');
    const engine = this.#controller?.engine;
    const inUse =
      !engine || engine.strategies.some((s) => s.name === named) ? named : /** @type {import('./controller.js').Controller} */ (this.#controller).strategy;
    // A name the engine knows, or the attribute's before it is loaded.
    return /** @type {import('../engine/strategy-names.js').StrategyName} */ (inUse);
  }
  /** @param {import('../engine/strategy-names.js').StrategyName} v */
  set strategy(v) {
    this.setAttribute('strategy', String(v));
  }
  /**
   * Leaving presenter mode brings a blanked screen back; the stylesheet does the rest. A puzzle
   * attribute set drops a `board =` still waiting: the later of the two runs.
   * @param {string} name
   * @param {string | null} old
   * @param {string | null} value
   */
  attributeChangedCallback(name, old, value) {
    if (name === 'presenter' && value == null && this.#body?.screen.blanked) this.#body.screen.blank(false);
    if (name === 'puzzle') this.#wantedBoard = null;
    super.attributeChangedCallback(name, old, value);
  }

  // ---- public API (CONTRACT.md) ------------------------------------------------------------

  /** The counters (CONTRACT.md's `stats`) and `status`. @returns {import('./types.js').Stats} */
  get stats() {
    return this.#controller?.stats ?? { ...ZERO_COUNTERS, status: 'ready' };
  }

  /** The puzzle as the user has it now (givens and edits), `.` for empty; '' before the engine has read it. */
  get board() {
    return this.#controller?.status === 'loading' ? '' : (this.#controller?.board ?? '');
  }
  set board(text) {
    const wanted = { text: String(text) };
    this.#wantedBoard = wanted;
    const load = () => {
      if (this.#wantedBoard !== wanted) return;
      this.#wantedBoard = null;
      this.#controller?.load(wanted.text, 'property');
    };
    // The last of `board =` and the puzzle attribute wins: attributes set before it in this task
    // are applied first (their microtask is queued already), and one set after it, or while the
    // element loads, drops it.
    if (this.changing) queueMicrotask(() => this.whenLive(load));
    else this.whenLive(load);
  }

  /** The board as the search has it now (givens plus the search's digits). */
  get current() {
    return this.#controller?.session?.text() ?? this.board;
  }

  play() {
    this.played();
    this.whenLive(() => {
      const c = this.#controller;
      // A loop not ended by the reader plays its stretch.
      // After the full engine, when the strategy needs it.
      c?.whenOpen(() => {
        if (c.loop.range) c.loop.start();
        else c.play();
      });
    });
  }

  /** @protected @internal */
  wantsAutoplay() {
    return super.wantsAutoplay() || this.value('loop') != null;
  }
  pause() {
    this.#controller?.pause();
  }
  /**
   * Takes `n` steps; a long stretch runs across frames (status `running`, cancellable).
   * @param {number} [n] a whole number ≥ 0
   * @returns {Promise<import('./types.js').Stats>} the stats once the steps are done or cancelled (and drawn)
   */
  step(n = 1) {
    const count = wholeCount('step', n);
    return this.#drawn((c) => c.step(count));
  }
  /** Takes `n` steps back. @param {number} [n] a whole number ≥ 0 @returns {Promise<import('./types.js').Stats>} the stats after it (drawn) */
  back(n = 1) {
    const count = wholeCount('back', n);
    return this.#drawn((c) => c.back(count));
  }
  /**
   * Goes to exactly step `target`, through any solutions before it (the end of a search that ends sooner).
   * @param {number} target the step to show
   * @returns {Promise<import('./types.js').Stats>} the stats once there (or cancelled), drawn
   */
  goTo(target) {
    const at = wholeCount('goTo', target);
    return this.#drawn((c) => c.goTo(at));
  }
  runToEnd() {
    this.played();
    this.whenLive(() => this.#controller?.runToEnd());
  }
  /**
   * A PNG of the step shown, or a GIF or WebM of a stretch of steps, for slides (export/run.js).
   * @param {import('./types.js').ExportOptions} [options]
   * @returns {Promise<Blob>}
   */
  exportRun(options = {}) {
    return this.whenLive(() => import('../export/run.js')).then(async (m) =>
      (await m).exportRun(this, () => /** @type {import('./controller.js').Controller} */ (this.#controller).view(), options),
    );
  }
  /** Back to where the element opened: step 0, or the `at-step` step. */
  reset() {
    this.#drawn((c) => c.reset());
  }

  /**
   * Runs an action of the controller once the element runs; resolves with its result once the
   * state after it is drawn.
   * @template T
   * @param {(c: import('./controller.js').Controller) => T} action
   * @returns {Promise<Awaited<T>>}
   */
  async #drawn(action) {
    // Attributes changed in the same task are applied first (their microtask was queued before
    // this one), and a strategy that needs the full engine is waited for, as play() does: the
    // steps are the new search's, not lost on a search being replaced. Otherwise the action runs
    // now, before this returns, as it always has.
    if (this.changing) await null;
    const result = await this.whenLive(() => {
      const c = /** @type {import('./controller.js').Controller} */ (this.#controller);
      return new Promise((resolve) => c.whenOpen(() => resolve(action(c))));
    });
    this.flush();
    return result;
  }

  /**
   * Focuses the element's main control, Play, so that its keys work at once; without controls,
   * the board's active cell.
   * @param {FocusOptions} [options]
   */
  focus(options) {
    const body = this.#body;
    // Not drawn yet (far from the screen): focused once it is.
    if (!body) {
      this.load().then(
        () => this.focus(options),
        () => {},
      );
      return;
    }
    const play = body.views.controls.play;
    if (this.value('controls') !== 'none' && !play.disabled) play.focus(options);
    else if (body.overlay.shown) body.overlay.focus(options);
    else body.views.board.cell(this.#controller?.active ?? 0)?.focus(options);
  }

  // ---- wiring -------------------------------------------------------------------------------

  /** Draws the controller's state into every view; the poster until it runs; nothing before the views are there. @protected @internal */
  draw() {
    const body = this.#body;
    if (!body || !this.#poster) return;
    const c = this.live ? this.#controller : null;
    const state = c
      ? c.view(this.messages)
      : this.#poster({
          puzzle: this.puzzle,
          mode: this.value('controls'),
          panels: this.value('panels'),
          strategy: this.value('strategy'),
          speed: this.value('speed'),
          message: this.#early,
          messages: this.messages,
        });
    body.views.update(state);
    body.overlay.update(state, c?.playing ?? false, this.autoplayDue && (c?.stats.steps ?? 0) === 0);
    body.openLink.update(state.status === 'running');
  }
}
