// An element's error messages, kept by what caused them (an attribute, the puzzle, a strategy's
// parameters), so that fixing one clears only its own; each new one fires `sudoku-invalid`.
import { quote } from '../model/format.js';
import { ENGLISH } from '../i18n/messages.js';
import { strategyName } from '../model/strategy-name.js';

export class Messages {
  /** @param {(message: string) => void} invalid  fires `sudoku-invalid` */
  constructor(invalid) {
    this.invalid = invalid;
    /** @type {Map<string, string>} */
    this.bySource = new Map();
  }

  /**
   * Shows an error of one source (or clears it with '').
   * @param {string} source
   * @param {string} text
   */
  say(source, text) {
    if (text) {
      this.bySource.set(source, text);
      this.invalid(text);
    } else {
      this.bySource.delete(source);
    }
  }

  /** Every message, in the order they were first said. */
  get text() {
    return [...this.bySource.values()].join(' ');
  }
}

/**
 * Whether a failed load was the page's Content-Security-Policy refusing to compile WebAssembly:
 * a `CompileError` (Chromium, Firefox) or `EvalError` (Safari) whose text names the policy.
 * Other compile errors (a `.wasm` of another build, an HTML 404 page) are not.
 * @param {unknown} err
 */
export function blockedByPolicy(err) {
  return (err instanceof WebAssembly.CompileError || err instanceof EvalError) && /unsafe-eval|Content.Security.Policy|\bCSP\b/i.test(err.message);
}

/**
 * What an element says when its engine could not be loaded. The browser's own text for a
 * policy that blocks WebAssembly names `'unsafe-eval'`, which would allow every eval; the one
 * keyword needed is `'wasm-unsafe-eval'`, so that is what this names.
 * @param {unknown} err
 * @param {import('../i18n/messages.js').Messages} [m]  the element's language
 */
export function loadFailure(err, m = ENGLISH) {
  // Without the element's words (its chunks did not load either), the browser's own.
  if (!m.has('element.loadFailed')) return messageOf(err);
  if (blockedByPolicy(err)) return m.t('element.wasmBlocked');
  const message = messageOf(err);
  // wasm-bindgen's text for an HTTP error: what a bundler that moved the module gives (a 404 for
  // the .wasm it left behind).
  if (message.startsWith('failed to fetch Wasm')) return m.t('element.wasmMoved', { message, files: 'sudoku_stepper_small_bg.wasm, sudoku_stepper_bg.wasm' });
  return m.t('element.loadFailed', { message });
}

/**
 * What an element says of a `wasm-url` that is not a URL.
 * @param {string} url
 * @param {import('../i18n/messages.js').Messages} [m]  the element's language
 */
export const badWasmUrl = (url, m = ENGLISH) => m.t('attribute.wasmUrl', { value: quote(url) });

/**
 * The message of anything thrown (the engine throws `Error`s with the core's message, whose
 * quoted values are cut to their echo).
 * @param {unknown} err
 */
export function messageOf(err) {
  return err instanceof Error ? err.message : String(err);
}

/**
 * Opens a search of `board`, saying what is wrong when it cannot: bad parameters are said as
 * such (`params`) and the strategy runs with its defaults, so the board stays playable; any
 * other error is said as the puzzle's and gives null.
 * @param {import('../engine/engine.js').Engine} engine
 * @param {string} board
 * @param {string} strategy
 * @param {string} params
 * @param {(source: 'params' | 'puzzle', text: string) => void} say
 * @param {import('../i18n/messages.js').Messages} [m]  the element's language
 * @returns {import('../engine/session.js').Session | null}
 */
export function openSearch(engine, board, strategy, params, say, m = ENGLISH) {
  try {
    const session = engine.open(board, strategy, params);
    say('params', '');
    return session;
  } catch (err) {
    if (params.trim() === '') {
      say('puzzle', m.t('element.puzzleRefused', { message: messageOf(err) }));
      return null;
    }
    try {
      const session = engine.open(board, strategy, '');
      say('params', m.t('element.withDefaults', { message: messageOf(err), strategy: strategyName(strategy, m) }));
      return session;
    } catch (again) {
      say('puzzle', m.t('element.puzzleRefused', { message: messageOf(again) }));
      return null;
    }
  }
}
