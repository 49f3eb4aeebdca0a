// <sudoku-compare>: 2–4 searches of one board on one clock, side by side, and a table of their
// counters at the end. The shell is the stepper's (base.js): the attributes' table, starting
// when seen, the poster (an empty box until the engine arrives); the race itself, its lanes,
// table and stylesheet load with the engine (live.js).
import { fire, h } from '../dom.js';
import { EngineElement } from '../element/base.js';
import { Messages } from '../element/messages.js';
import { wantArea } from '../i18n/messages.js';
import { stylesheet } from '../element/sheet.js';
import { compareReserve } from '../element/reserve.js';
import { AUTOPLAY, LANG, PRESENTER, PUZZLE, THEME, WASM_URL, speed } from '../element/attributes.js';
import { parseChoice, speedAttribute, wholeCount } from '../model/format.js';
import { DEFAULT_STRATEGIES, LOCKSTEPS, comparisonLink } from '../model/compare.js';

// No module-level typedefs: they would be declared, and shipped in dist/, as exports.

/**
 * The poster: the empty box as large as the race that fills it will be (reserve.js), as wide as
 * the race's sheet lets the element be; the element's stand-in, with the shared stylesheet once
 * near the screen (`mount`).
 */
const POSTER = stylesheet(
  `:host { display: block; max-width: none; }\n:host([hidden]) { display: none; }\n.app { container: app / inline-size; }\n${compareReserve('.app:empty')}`,
);

/**
 * The attributes, in the order they are applied; a new puzzle with new strategies opens the
 * searches once.
 * @type {readonly import('../element/attributes.js').Attribute[]}
 */
const ATTRIBUTES = [
  THEME,
  { name: 'speed', parse: speed(Infinity), apply: (/** @type {import('./live.js').CompareLive} */ l, v) => l.race.player.setSpeed(v) },
  {
    name: 'lockstep',
    parse: (t, _, m) => parseChoice('lockstep', t, LOCKSTEPS, m),
    apply: (/** @type {import('./live.js').CompareLive} */ l, v) => {
      l.race.lockstep = v;
    },
  },
  {
    name: 'strategies',
    parse: (t) => ({ value: t ?? DEFAULT_STRATEGIES }),
    apply: (/** @type {import('./live.js').CompareLive} */ l, _, changed) => changed.has('puzzle') || l.open(),
  },
  { ...PUZZLE, apply: (/** @type {import('./live.js').CompareLive} */ l) => l.open() },
  AUTOPLAY,
  PRESENTER,
  WASM_URL,
  LANG,
];

/**
 * Two to four Sudoku searches of the same board on one clock, each with its board and
 * counters, and at the end a table of their steps, tries, backtracks, propagations, max depth
 * and engine time with the fewest of each column marked. Back, ←, PageUp and a slider over the
 * race's steps go back as the stepper does. Registered by the same module as `<sudoku-stepper>`.
 *
 * @tag sudoku-compare
 * @summary Strategies side by side on one board, in lockstep.
 *
 * @attr {'en' | 'cs' | 'pl' | 'vi'} lang - The language of every string it shows and says, and of its numbers (the global attribute and `lang` property of every HTML element). Default: the nearest ancestor's `lang` (the page's `<html lang>`), else the browser's first language among these, else `en`.
 * @attr {string} puzzle - Puzzle text: one line of 16, 81 or 256 cells (`.` or `0` empty), or a grid of lines. An empty board of the standard size when absent.
 * @attr {string} strategies - 2 to 4 strategies separated by spaces, each a name or a name, a colon and its parameters separated by commas (`annealing:seed=3,q=0.99`). Default `backtracking mrv singles dlx`.
 * @attr {string} speed - Steps per second for every search (up to 1000000), or `max` (default).
 * @attr {'step' | 'frame'} lockstep - At max speed, `step` (default) advances every search by the same number of steps per frame; `frame` gives each the same slice of time per frame.
 * @attr {boolean} autoplay - Start once loaded and half of the element is visible, not under `prefers-reduced-motion: reduce` (otherwise the searches wait for Play).
 * @attr {boolean} presenter - For a projector: large type (counters at least 22 px), a high-contrast palette, the four searches and the controls within a 1024×768 screen, and B or `.` to blank the screen.
 * @attr {'auto' | 'light' | 'dark' | 'inherit'} theme - Colours: follow the page's color-scheme (default), force light or dark, or take the page's font, colour and background (`inherit`). The --sudoku-* properties theme it further.
 * @attr {string} wasm-url - Where the engine's `.wasm` is, when not beside the module (read by the first element on the page).
 *
 * @fires sudoku-compare-done - Every search has stopped (at its first solution or its end); `detail` is `results`.
 * @fires sudoku-invalid - Bad input (puzzle, strategies, parameters, attribute value); `detail.message` says what and where.
 *
 * @csspart lane - One search: its name, board, banner, counters and narration.
 * @csspart board - Each search's grid of cells.
 * @csspart cell - Each cell.
 * @csspart counters - Each search's counters.
 * @csspart banner - Each search's solved / no solution banner.
 * @csspart narration - Each search's line saying what its last step did.
 * @csspart controls - Reset, back, play, step, run to end and speed, for all searches at once.
 * @csspart scrub - The slider over the race's steps.
 * @csspart results - The table at the end and its Copy link button.
 * @csspart message - Error messages.
 */
export class SudokuCompare extends EngineElement {
  /** @internal */
  static attributes = ATTRIBUTES;
  static tag = 'sudoku-compare';
  // A race is of any strategies (`dlx`, local search): the full engine at once, not the small one first.
  static fullEngine = true;

  /** The race and its views, once loaded. @type {import('./live.js').CompareLive | null} */
  #live = null;
  #messages;
  /** The element's box: empty, at its size, until the race is there. */
  #app = h('div', { class: 'app compare', 'aria-busy': 'true' });
  /** Adds or removes the key listeners (keys.js), once near the screen (`mount`). @type {((on: boolean) => void) | null} */
  #keys = null;
  /** Whether the listeners are to be on (connected). */
  #listening = false;
  /** Presenter mode's black screen (B or `.`, as on the stepper). */
  #blank = h('div', { class: 'blank', hidden: true });
  /** @type {import('../element/keys.js').Screen | null} */
  #screen = null;
  #onIntent;

  constructor() {
    super(POSTER);
    this.#messages = new Messages((message) => fire(this, 'sudoku-invalid', { message }));
    /** @param {Event} e */
    this.#onIntent = (e) => {
      const detail = /** @type {CustomEvent} */ (e).detail;
      const target = /** @type {Element} */ (e.composedPath()[0]);
      this.whenLive(() => {
        this.#live?.act(detail, target);
        this.flush();
      });
    };
    /** @type {ShadowRoot} */ (this.shadowRoot).append(this.#app, this.#blank);
  }

  // ---- lifecycle (base.js calls these) --------------------------------------------------------

  /**
   * @protected
   * @internal
   * @param {boolean} on
   */
  listen(on) {
    const method = on ? 'addEventListener' : 'removeEventListener';
    this.#listening = on;
    this.#keys?.(on);
    /** @type {ShadowRoot} */ (this.shadowRoot)[method]('stepper-intent', this.#onIntent);
  }

  /**
   * The shared stylesheet under the poster's, and the keys (with the race's code).
   * @protected
   * @internal
   * @param {(styles: { laterSheet: typeof import('../element/styles.js').laterSheet }) => Promise<unknown>} ready
   */
  async mount(ready) {
    // The race's words (a catalogue part of their own) come with its modules.
    const [live] = await Promise.all([import('./live.js'), wantArea('compare')]);
    await ready(live);
    const { adopt, blankScreen, keyListeners } = live;
    adopt(/** @type {ShadowRoot} */ (this.shadowRoot), POSTER);
    this.#screen = blankScreen(this.#blank);
    // A key before the race is there loads the element (and is not used).
    this.#keys = keyListeners(this, (e, outside) => {
      if (!this.#live) {
        if (!outside) this.load();
        return false;
      }
      const used = this.#live.key(e, outside);
      this.flush();
      return used;
    });
    if (this.#listening) this.#keys(true);
    return live;
  }

  /**
   * The race's code and stylesheet.
   * @protected
   * @internal
   */
  implement() {
    return import('./live.js');
  }

  /**
   * @protected
   * @internal
   * @param {import('../engine/engine.js').Engine} engine
   */
  async attach(engine) {
    const { CompareLive, compareSheet } = await import('./live.js');
    const root = /** @type {ShadowRoot} */ (this.shadowRoot);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, compareSheet];
    const el = this;
    this.#live = new CompareLive(
      {
        el: this,
        messages: this.#messages,
        draw: () => this.requestDraw(),
        done: (results) => fire(this, 'sudoku-compare-done', results),
        link: () => this.link,
        reset: () => this.reset(),
        get screen() {
          return el.presenter ? el.#screen : null;
        },
        get words() {
          return el.messages;
        },
      },
      engine,
      this.#app,
    );
    return this.#live;
  }

  /**
   * @protected
   * @internal
   * @param {string} source
   * @param {string} text
   */
  say(source, text) {
    this.#messages.say(source, text);
  }

  /**
   * @protected
   * @internal
   */
  loaded() {
    this.#app.setAttribute('aria-busy', 'false');
  }

  /**
   * @protected
   * @internal
   * @param {string} message
   */
  fail(message) {
    this.#messages.say('wasm-url', message);
    // Before the race is there, the message is the box's one line.
    if (!this.#live) this.#app.replaceChildren(h('p', { class: 'message race-message', part: 'message', role: 'alert', text: this.#messages.text }));
  }

  /**
   * @protected
   * @internal
   */
  get running() {
    return this.#live?.race.playing ?? false;
  }

  // ---- attributes as properties --------------------------------------------------------------

  /**
   * The strategies compared, as the attribute has them: names separated by spaces.
   * @returns {string}
   */
  get strategies() {
    return this.value('strategies');
  }
  /** @param {string} v */
  set strategies(v) {
    this.setAttribute('strategies', String(v));
  }
  /**
   * Steps per second (Infinity for max); the speed in use while the attribute is invalid.
   * @returns {number}
   */
  get speed() {
    return this.value('speed');
  }
  /** @param {number | 'max'} v  steps per second (Infinity or `max`: as fast as the machine goes) */
  set speed(v) {
    this.setAttribute('speed', typeof v === 'number' ? speedAttribute(v) : String(v));
  }
  /**
   * `step` or `frame`: what is equal between the searches at max speed; the one in use while
   * the attribute is invalid.
   * @returns {'step' | 'frame'}
   */
  get lockstep() {
    return this.value('lockstep');
  }
  /** @param {'step' | 'frame'} v */
  set lockstep(v) {
    this.setAttribute('lockstep', String(v));
  }

  // ---- public API (CONTRACT.md) ------------------------------------------------------------

  /**
   * One entry per strategy, in the order of `strategies`: its name and parameters, its counters
   * (`steps`, `tries`, `backtracks`, `propagations`, `depth`, `maxDepth`, `solutions`, …, as
   * `<sudoku-stepper>`'s `stats`), its `status` and `ms`, the engine time it took.
   * @returns {import('../element/types.js').CompareResult[]}
   */
  get results() {
    return this.#live?.race.results ?? [];
  }

  /**
   * `loading`, `ready`, `running`, `paused`, `done` (every search stopped) or `invalid`.
   * @returns {'loading' | 'ready' | 'running' | 'paused' | 'done' | 'invalid'}
   */
  get status() {
    return this.#live?.race.status ?? 'loading';
  }

  /**
   * A link to this page that reproduces the comparison: its URL with `puzzle`, `strategies`,
   * `speed` and `lockstep` set (other parameters kept).
   */
  get link() {
    return comparisonLink(location.href, (name) => (name === 'puzzle' ? this.#live?.board.text || this.puzzle : this.getAttribute(name)));
  }

  play() {
    this.played();
    this.whenLive(() => this.#live?.race.play());
  }
  pause() {
    this.#live?.race.pause();
  }
  /**
   * Every search still running takes `n` steps (a long stretch runs across frames and can be
   * paused).
   * @param {number} [n] a whole number ≥ 0
   * @returns {Promise<import('../element/types.js').CompareResult[]>} the results once the steps are done or paused (and drawn)
   */
  step(n = 1) {
    const count = wholeCount('step', n);
    return this.#drawn((l) => l.race.step(count));
  }
  /**
   * The race `n` steps back: every search at the race's step minus `n` (or where it stopped
   * before that), exactly as a fresh race stepped there. A far step back replays across frames.
   * @param {number} [n] a whole number ≥ 0
   * @returns {Promise<import('../element/types.js').CompareResult[]>} the results once there (or paused), drawn
   */
  back(n = 1) {
    const count = wholeCount('back', n);
    return this.#drawn((l) => l.race.back(count));
  }
  /**
   * Every search at step `step` of the race, or at the step it stopped at before it (forward
   * runs on, back goes back).
   * @param {number} step a whole number ≥ 0
   * @returns {Promise<import('../element/types.js').CompareResult[]>} the results once there (or paused), drawn
   */
  goTo(step) {
    const at = wholeCount('goTo', step);
    return this.#drawn((l) => l.race.goTo(at));
  }
  /** Runs every search to its first solution or its end, at full speed. */
  runToEnd() {
    this.played();
    this.whenLive(() => this.#live?.race.runToEnd());
  }
  /**
   * Focuses the main control, Play, so that its keys work at once.
   * @param {FocusOptions} [options]
   */
  focus(options) {
    this.#live?.controls.play.focus(options);
  }
  /** Starts every search again from the puzzle. */
  reset() {
    this.#drawn((l) => l.open());
  }

  /**
   * Runs an action of the race once it is there; resolves with its result once drawn.
   * @template T
   * @param {(live: import('./live.js').CompareLive) => T} action
   * @returns {Promise<Awaited<T>>}
   */
  async #drawn(action) {
    const result = await this.whenLive(() => action(/** @type {import('./live.js').CompareLive} */ (this.#live)));
    this.flush();
    return result;
  }

  /**
   * Draws the race into the views; before it is there, sizes the poster for a search per
   * strategy named (2 to 4).
   * @protected
   * @internal
   */
  draw() {
    if (this.#live) this.#live.draw();
    else this.#app.dataset.lanes = String(Math.min(4, Math.max(2, this.value('strategies').split(/\s+/).filter(Boolean).length)));
  }
}
