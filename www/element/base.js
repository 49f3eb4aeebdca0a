// What every element of the include shares (<sudoku-stepper>, <sudoku-compare>): the shadow root
// with its stand-in, the attributes read from one table (attributes.js) into the values in use,
// the `ready` promise, and starting when seen: until near the screen only a stand-in of its size
// is there (views-mount.js puts the views in its place), then the engine and the element's own
// code load (or all at once when a script uses it). It pauses while scrolled away, while the
// tab is hidden and while out of the page, and plays on where it was when back. A subclass
// supplies the state and drawing through the hooks below.
import { define } from './define.js';
import { watchSight } from './sight.js';
import { badWasmUrl, loadFailure } from './messages.js';
import { PlayGate } from './gate.js';
import { AttributeValues } from './attributes.js';
import { openEngine, preloadRunning, setPageWasmUrl, usePageWasmUrl } from './wasm-location.js';
import { ElementLanguage } from './language.js';
import { Readiness } from './readiness.js';
import { ChangeBatch, DrawRequests } from './batch.js';
import { ViewsMount } from './views-mount.js';

// No module-level typedefs: they would be declared, and shipped in dist/, as exports.

/**
 * What both elements share, including their theme: the public custom properties below (the
 * state colours' defaults have one lightness on a light background and another on a dark one).
 *
 * @cssprop --sudoku-bg - Background. With `--sudoku-ink` and `--sudoku-accent`, all a theme needs: every other colour is mixed from these three. Default white, or #14171c in a dark color-scheme; `transparent` under `theme="inherit"`.
 * @cssprop --sudoku-ink - Text and givens. Default: near-black on a light background, near-white on a dark one (from `--sudoku-bg`); the inherited colour under `theme="inherit"`.
 * @cssprop --sudoku-accent - Buttons, the current cell, the search path. Default a blue, lighter on a dark background.
 * @cssprop --sudoku-accent-ink - Text on the accent. Default white on a dark accent, near-black on a light one.
 * @cssprop --sudoku-guess - Digits the search is trying.
 * @cssprop --sudoku-forced - Digits forced by propagation; solved states.
 * @cssprop --sudoku-clash - Conflicts, dead ends and errors.
 * @cssprop --sudoku-cleared - Digits cleared by a backtrack.
 * @cssprop --sudoku-focus - The focus ring and the selected cell.
 * @cssprop --sudoku-panel - Panels and buttons. Default 5 % ink over the background.
 * @cssprop --sudoku-muted - Labels and secondary text. Default 70 % ink over the background.
 * @cssprop --sudoku-line - Thin grid lines and borders. Default 24 % ink over the background.
 * @cssprop --sudoku-thick - Box lines and the board's border. Default 85 % ink over the background.
 * @cssprop --sudoku-tint - Cells in the current cell's units; a hovered stack row. Default 12 % accent over the background.
 * @cssprop --sudoku-tint-strong - The current cell and the marked row or line. Default 20 % accent over the background.
 * @cssprop --sudoku-solved - A solved board's cells and banner. Default 10 % forced over the background.
 * @cssprop --sudoku-banner-bad - Clashing cells and error messages. Default 10 % clash over the background.
 * @cssprop --sudoku-surface - What covers other content: the legend dialog, a 16×16 cell's enlarged marks, sticky controls. Default the background (the color-scheme's canvas under `theme="inherit"`).
 */
export class EngineElement extends HTMLElement {
  /**
   * The element's attributes, in the order they are applied.
   * @internal
   * @type {readonly import('./attributes.js').Attribute[]}
   */
  static attributes = [];
  /** The tag the class itself is defined under. */
  static tag = '';
  /** Whether the element needs the full engine at once (every strategy), not the small one first. */
  static fullEngine = false;

  static get observedAttributes() {
    return this.attributes.map((a) => a.name);
  }

  /** The values in use of the attributes (attributes.js). */
  #values = new AttributeValues(/** @type {typeof EngineElement} */ (this.constructor).attributes);
  /** Attributes changed since they were last applied, applied after their task. */
  #changes = new ChangeBatch((changed) => this.#apply(changed, this.#live ? this.#runner : null));
  #started = false;
  /** The engine and the element's code, once asked for. @type {Promise<void> | null} */
  #loading = null;
  #live = false;
  /** The views in place of the stand-in, once near the screen or used. */
  #views = new ViewsMount();
  /** A `wasm-url` that is not a URL, said once the element speaks. */
  #badWasmUrl = '';
  /** What the attributes' `apply` is given once the element runs (`attach`'s result). @type {unknown} */
  #runner = null;
  #draws = new DrawRequests(() => this.draw());
  /** When `autoplay` plays, and the holds that pause it (gate.js). */
  #gate = new PlayGate({ live: () => this.#live, play: () => this.play(), suspend: () => this.suspend(), resume: () => this.resume() });
  /** @type {(() => void) | null} */
  #unwatch = null;
  /** The language it speaks (language.js); once another is loaded, drawn again in it. */
  #language = new ElementLanguage(this, () => {
    if (this.#views.mounted) this.#draws.now();
  });
  /** `ready`, settled by the load. */
  #ready = new Readiness();

  /**
   * Where the engine's `.wasm` is, for pages that serve it apart from the module; set before
   * the first element loads.
   * @param {string | URL} url
   */
  static set wasmUrl(url) {
    setPageWasmUrl(url);
  }

  /**
   * Registers the element under `tag` (once; a second call with the same tag does nothing).
   * @param {string} [tag]
   */
  static define(tag = this.tag) {
    define(this, tag, this.tag);
  }

  /** @param {CSSStyleSheet[]} standIn  the element's stand-in's styles, until `mount` */
  constructor(...standIn) {
    super();
    this.attachShadow({ mode: 'open' }).adoptedStyleSheets = standIn;
  }

  /**
   * Resolves once the engine and the element's code are loaded, the attributes applied and the
   * element drawn with the panels it shows. Asking for it loads them, seen or not, so that
   * scripts work on any element.
   * @returns {Promise<void>}
   */
  get ready() {
    this.load();
    return this.#ready.promise;
  }

  // ---- hooks (a subclass overrides them) ----------------------------------------------------

  /** Adds (or removes) the element's listeners. @protected @internal @param {boolean} on */
  listen(on) {}
  /**
   * Puts the element's views in place of its stand-in once `ready` is in (views-mount.js);
   * resolves to styles.js, which comes in the element's own chunk with the views.
   * @protected
   * @internal
   * @param {(styles: { laterSheet: typeof import('./styles.js').laterSheet }) => Promise<unknown>} ready  what to wait for, given styles.js
   * @returns {Promise<{ adoptLater: typeof import('./styles.js').adoptLater, laterSheet: typeof import('./styles.js').laterSheet }>}
   */
  mount(ready) {
    // Each element has views of its own (and its own chunk, which holds styles.js).
    return Promise.reject(new TypeError(`<${this.localName}> has no views to mount`));
  }
  /** Loads the element's own code (a dynamic import). @protected @internal @returns {Promise<unknown>} */
  implement() {
    return Promise.resolve();
  }
  /**
   * The engine and the element's code are loaded: returns what the attributes' `apply` is given.
   * @protected @internal @param {import('../engine/engine.js').Engine} engine @returns {unknown}
   */
  attach(engine) {
    return null;
  }
  /** Shows (or clears, with '') the error of one attribute or source. @protected @internal @param {string} source @param {string} text */
  say(source, text) {}
  /**
   * Called once the engine is loaded and the attributes applied; `ready` resolves when the
   * promise it returns does (the full engine a strategy needed), or at once.
   * @protected
   * @internal
   * @returns {Promise<unknown> | void}
   */
  loaded() {}
  /** Draws the state (the poster until the element runs); others call `requestDraw`. @protected @internal */
  draw() {}
  /** Shows an error that is not an attribute's (the engine failed to load, a bad `wasm-url`). @protected @internal @param {string} message */
  fail(message) {}
  /** Whether the search plays. @protected @internal */
  get running() {
    return false;
  }
  /** Starts the search (the element's `play`). */
  play() {}
  /** Stops it (the element's `pause`). */
  pause() {}

  // ---- for subclasses ---------------------------------------------------------------------------

  /**
   * The value in use of an attribute: the attribute's as it reads now (in the task that set
   * it), else the last valid one, or its default.
   * @protected
   * @internal
   * @param {string} name
   */
  value(name) {
    return this.#values.value(this, name);
  }

  /** The element's language (`lang`, its page's, the browser's), in which it draws. @protected @internal */
  get messages() {
    return this.#language.messages;
  }

  /** Whether the engine and the element's code are loaded. @protected @internal */
  get live() {
    return this.#live;
  }

  /** Whether attribute changes of this task wait for their microtask (not applied yet). @protected @internal */
  get changing() {
    return this.#changes.waiting;
  }

  /** Whether `autoplay` is waiting for the element to be seen (or, with reduced motion, for a click). @protected @internal */
  get autoplayDue() {
    return this.#gate.due;
  }

  /** Asks for a draw on the next frame; several in one frame draw once. @protected @internal */
  requestDraw() {
    this.#draws.request();
  }

  /**
   * Draws now if a draw is due (after a key or a click, and before a promise of the API
   * resolves, so that its caller reads the state drawn).
   * @protected
   * @internal
   */
  flush() {
    this.#draws.flush();
  }

  /**
   * Loads the engine and the element's code (once), whether seen or not.
   * @protected
   * @internal
   * @returns {Promise<void>}
   */
  load() {
    if (!this.#started) return this.#ready.promise;
    this.#loading ??= this.#load();
    return this.#ready.promise;
  }

  /**
   * Runs `action` once the element runs (at once when it does), loading it if need be.
   * @protected
   * @internal
   * @template T
   * @param {() => T} action
   * @returns {Promise<T>}
   */
  whenLive(action) {
    if (this.#live) return Promise.resolve(action());
    return this.ready.then(action);
  }

  /** The views, in the element's language, with presenter mode's sheet when it is on; then the poster. */
  async #mount() {
    await this.#views.mount(
      /** @type {ShadowRoot} */ (this.shadowRoot),
      (ready) => this.mount(ready),
      this.#language.speak(),
      () => this.presenter,
    );
    if (this.#badWasmUrl) this.fail(badWasmUrl(this.#badWasmUrl, this.#language.messages));
    this.#draws.now();
  }

  async #load() {
    preloadRunning();
    try {
      const full = /** @type {typeof EngineElement} */ (this.constructor).fullEngine;
      const [engine] = await Promise.all([openEngine(full), this.implement(), this.#mount()]);
      const runner = await this.attach(engine);
      this.#live = true;
      // Every attribute, once, in the table's order.
      const { attributes } = /** @type {typeof EngineElement} */ (this.constructor);
      this.#apply(new Set(attributes.map((a) => a.name)), runner);
      this.#runner = runner;
      // `ready` once the engine the strategy needs is in (the full one, loaded after).
      const switching = this.loaded();
      this.#draws.now();
      await switching;
      this.#ready.resolve();
      this.#gate.autoplay();
    } catch (err) {
      const message = loadFailure(err, this.#language.messages);
      this.fail(message);
      this.#draws.now();
      this.#ready.reject(new Error(message));
    }
  }

  // ---- lifecycle ------------------------------------------------------------------------------

  connectedCallback() {
    this.listen(true);
    this.#unwatch = watchSight(this, {
      near: () => this.load(),
      half: (on) => this.#gate.half(on),
      hold: (reason, on) => this.#gate.hold(reason, on),
    });
    this.#gate.hold('out', false);
    if (this.#started) {
      // Moved under another page or part in another language: it speaks that one.
      if (this.#loading) this.#language.speak();
      this.requestDraw();
      return;
    }
    this.#started = true;
    // The first element's `wasm-url` is the page's, before any engine loads.
    this.#badWasmUrl = usePageWasmUrl(this.getAttribute('wasm-url'));
    const { attributes } = /** @type {typeof EngineElement} */ (this.constructor);
    // Every attribute read now, so that the poster shows what will run once the views are there
    // (a stand-in of its size until then: the first paint has the element at its final size).
    this.#apply(new Set(attributes.map((a) => a.name)), null);
  }

  disconnectedCallback() {
    this.listen(false);
    this.#unwatch?.();
    this.#unwatch = null;
    this.#gate.hold('out', true);
    this.#draws.cancel();
  }

  /**
   * @param {string} name
   * @param {string | null} old
   * @param {string | null} value
   */
  attributeChangedCallback(name, old, value) {
    // Presenter mode's rules are a sheet of their own, loaded the first time an element with views needs it.
    if (name === 'presenter' && value != null) this.#views.adoptPresenter();
    if (!this.#started || (old === value && !this.#values.everySet(name))) return;
    if (name === 'lang' && this.#loading) this.#language.speak();
    this.#changes.add(name);
  }

  /**
   * Reads the attributes named in `changed` into the values in use and, once the element runs,
   * says their errors and applies the valid ones to `runner`, in the table's order.
   * @param {Set<string>} changed
   * @param {unknown} runner  null for the poster
   */
  #apply(changed, runner) {
    this.#values.apply(this, changed, runner, (name, error) => this.say(name, error), this.#language.messages);
    if (changed.has('autoplay') || changed.has('loop')) this.#gate.due = this.wantsAutoplay();
    this.#gate.autoplay();
    // Drawn now: attributes change seldom, and a script reads what it set (a message, a mode)
    // right after the task that set it.
    this.#draws.now();
  }

  /**
   * Held paused (scrolled away, tab hidden, out of the page): stops what runs; returns whether
   * to play on when released.
   * @protected
   * @internal
   * @returns {boolean}
   */
  suspend() {
    const was = this.running;
    if (was) this.pause();
    return was;
  }

  /** Released from a hold that stopped it: plays on. @protected @internal */
  resume() {
    this.play();
  }

  /** Whether the element plays by itself once half seen (`autoplay`; the stepper's `loop` too). @protected @internal */
  wantsAutoplay() {
    return this.value('autoplay') === true;
  }

  /** A Play by the user or a script: `autoplay` no longer waits. @protected @internal */
  played() {
    this.#gate.due = false;
  }

  // ---- attributes as properties (those both elements have) ---------------------------------

  /** The `puzzle` attribute: the puzzle the author gave (a stepper's edits are in `board`). */
  get puzzle() {
    return this.getAttribute('puzzle') ?? '';
  }
  set puzzle(v) {
    this.setAttribute('puzzle', String(v));
  }
  get autoplay() {
    return this.hasAttribute('autoplay');
  }
  set autoplay(v) {
    this.toggleAttribute('autoplay', Boolean(v));
  }
  /**
   * `auto` (follow the system), `light`, `dark` or `inherit` (the host page's colours): the
   * theme in use while the attribute is invalid.
   * @returns {'auto' | 'light' | 'dark' | 'inherit'}
   */
  get theme() {
    return this.value('theme');
  }
  /** @param {'auto' | 'light' | 'dark' | 'inherit'} v */
  set theme(v) {
    this.setAttribute('theme', String(v));
  }
  /** Large type and a high-contrast palette for a projector (the `presenter` attribute). */
  get presenter() {
    return this.hasAttribute('presenter');
  }
  set presenter(v) {
    this.toggleAttribute('presenter', Boolean(v));
  }
  /** Where the engine's `.wasm` is loaded from (the attribute, read once). */
  get wasmUrl() {
    return this.getAttribute('wasm-url') ?? '';
  }
  set wasmUrl(v) {
    this.setAttribute('wasm-url', String(v));
  }
}
