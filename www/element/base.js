// What every element of the include shares (<sudoku-stepper>, <sudoku-compare>): the shadow root
// with the shared stylesheet, the `ready` promise, an idempotent connect that loads the engine
// once, attribute changes applied once per task in a fixed order, listeners and frames released
// on disconnect, `wasm-url` and `theme`, and registering under a tag. A subclass supplies the
// state and drawing through the hooks below.
import { loadEngine, setWasmUrl } from '../engine/engine.js';
import { THEMES, parseChoice } from '../model/format.js';
import { define } from './define.js';
import { adopt } from './styles.js';

// No module-level typedefs: they would be declared, and shipped in dist/, as exports.

export class EngineElement extends HTMLElement {
  /** Attributes applied in this order, once per task however many changed. @type {string[]} */
  static observedAttributes = [];
  /** Observed attributes applied as soon as the element connects, before the engine. @type {string[]} */
  static early = [];
  /** The tag the class itself is defined under. */
  static tag = '';
  /** True for an element that loads the full engine at once (every strategy) rather than the small one. */
  static fullEngine = false;

  /** Attributes changed since they were last applied. @type {Set<string>} */
  #pending = new Set();
  #started = false;
  /** @type {import('../engine/engine.js').Engine | null} */
  #engine = null;
  /** @type {(() => void) | undefined} */
  #resolveReady;
  /** @type {((err: Error) => void) | undefined} */
  #rejectReady;

  /**
   * Where the engine's `.wasm` is, for pages that serve it apart from the module; set before
   * the first element connects.
   * @param {string | URL} url
   */
  static set wasmUrl(url) {
    setWasmUrl(url);
  }

  /**
   * Registers the element under `tag` (once; a second call with the same tag does nothing).
   * @param {string} [tag]
   */
  static define(tag = this.tag) {
    define(this, tag, this.tag);
  }

  /** @param {CSSStyleSheet[]} sheets  the element's own styles, after the shared ones */
  constructor(...sheets) {
    super();
    adopt(this.attachShadow({ mode: 'open' }), ...sheets);
    /** @type {Promise<void>} */
    this.ready = new Promise((resolve, reject) => {
      this.#resolveReady = resolve;
      this.#rejectReady = reject;
    });
    // A failed load is reported in the element; nobody need await `ready` to avoid an
    // unhandled rejection.
    this.ready.catch(() => {});
  }

  // ---- hooks (a subclass overrides them) ----------------------------------------------------

  /**
   * Adds (or removes) the element's listeners.
   * @protected
   * @internal
   * @param {boolean} on
   */
  listen(on) {}
  /**
   * The element came back into the page after a move.
   * @protected
   * @internal
   */
  resume() {}
  /**
   * The element left the page: release frames (a move may bring it back).
   * @protected
   * @internal
   */
  suspend() {}
  /**
   * The engine is loaded; the attributes are applied right after.
   * @protected
   * @internal
   * @param {import('../engine/engine.js').Engine} engine
   */
  attach(engine) {}
  /**
   * Applies the attributes named in `changed`.
   * @protected
   * @internal
   * @param {Set<string>} changed
   */
  applyChanged(changed) {}
  /**
   * Called once the engine is loaded and the attributes applied; `ready` resolves when the
   * promise it returns does (the full engine a strategy needed), or at once.
   * @protected
   * @internal
   * @returns {Promise<unknown> | void}
   */
  loaded() {}
  /**
   * Draws the state into the views.
   * @protected
   * @internal
   */
  draw() {}
  /**
   * Shows an error that is not an attribute's (the engine failed to load, a bad `wasm-url`).
   * @protected
   * @internal
   * @param {string} message
   */
  fail(message) {}

  // ---- lifecycle ------------------------------------------------------------------------------

  connectedCallback() {
    this.listen(true);
    if (this.#started) {
      // Moved in the page: the search goes on where it was.
      this.resume();
      this.draw();
      return;
    }
    this.#started = true;
    const url = this.getAttribute('wasm-url');
    if (url) {
      try {
        setWasmUrl(url);
      } catch {
        this.fail(`wasm-url ${JSON.stringify(url)} is not a URL`);
      }
    }
    // The engine's download starts before the first drawing, not after it.
    const { early, observedAttributes, fullEngine } = /** @type {typeof EngineElement} */ (this.constructor);
    const engine = loadEngine(fullEngine);
    // Attributes that only choose what is laid out, applied before the engine is there so that
    // nothing moves when it arrives; this draws too.
    for (const name of early) this.#pending.add(name);
    this.#apply();
    engine.then(
      (engine) => {
        this.#engine = engine;
        this.attach(engine);
        // Every other attribute, once, in a fixed order.
        for (const name of observedAttributes) if (!early.includes(name)) this.#pending.add(name);
        this.#apply();
        Promise.resolve(this.loaded()).then(() => this.#resolveReady?.());
      },
      (err) => {
        const message = `Could not load the solver: ${err instanceof Error ? err.message : String(err)}`;
        this.fail(message);
        this.draw();
        this.#rejectReady?.(new Error(message));
      },
    );
  }

  disconnectedCallback() {
    this.listen(false);
    this.suspend();
  }

  /**
   * @param {string} name
   * @param {string | null} old
   * @param {string | null} value
   */
  attributeChangedCallback(name, old, value) {
    const { early } = /** @type {typeof EngineElement} */ (this.constructor);
    if (old === value || !this.#started || (!this.#engine && !early.includes(name))) return;
    this.#pending.add(name);
    // Several changes in one task are applied once, after it.
    if (this.#pending.size === 1) queueMicrotask(() => this.#apply());
  }

  /** Applies the attributes changed since last time, in a fixed order. */
  #apply() {
    const changed = this.#pending;
    this.#pending = new Set();
    this.applyChanged(changed);
    this.draw();
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

  /** `auto` (follow the system), `light` or `dark`. */
  get theme() {
    const read = parseChoice('theme', this.getAttribute('theme'), THEMES);
    return 'value' in read ? read.value : 'auto';
  }
  set theme(v) {
    this.setAttribute('theme', String(v));
  }
  /** Where the engine's `.wasm` is loaded from (the attribute, read once). */
  get wasmUrl() {
    return this.getAttribute('wasm-url') ?? '';
  }
  set wasmUrl(v) {
    this.setAttribute('wasm-url', String(v));
  }
}
