// <sudoku-stepper>'s listeners: its keys (keys.js; in presenter mode a clicker's on the page too), the
// views' intents and focus. Each acts on the controller once it is there (a key or an intent
// before that loads the element), and what a key or a click does is drawn at once (one draw per
// event; the search's own frames coalesce).
import { act, focusIn, focusOut } from './intents.js';
import { handleKey, keyListeners } from './keys.js';

/** @typedef {import('./controller.js').Controller} Controller */

/**
 * What the listeners reach of the element (closures: its protected methods stay its own).
 * @typedef {object} Host
 * @property {HTMLElement & { presenter: boolean }} el
 * @property {() => Controller | null} controller
 * @property {() => import('./layout.js').Layout} views
 * @property {() => import('./keys.js').Screen | null} screen  presenter mode's blank screen, else null
 * @property {() => void} draw  requests a draw
 * @property {() => void} flush  draws what is due now
 * @property {() => void} load
 * @property {(action: () => void) => void} whenLive
 */

/**
 * Makes the listeners; the returned function adds (or removes) them.
 * @param {Host} host
 * @returns {(on: boolean) => void}
 */
export function stepperListeners(host) {
  const { el, controller, views, screen, draw, flush } = host;
  // A key before the controller is there loads the element (and is not used).
  const keys = keyListeners(el, (e, outside) => {
    const c = controller();
    if (!c) {
      if (!outside) host.load();
      return false;
    }
    const used = handleKey(e, c, (cell) => views().board.cell(cell)?.focus(), draw, screen(), outside);
    flush();
    return used;
  });
  /** @param {Event} e */
  const onIntent = (e) => {
    const intent = /** @type {CustomEvent} */ (e).detail;
    host.whenLive(() => {
      act(intent, /** @type {Controller} */ (controller()), el, views(), draw);
      flush();
    });
  };
  /** @param {Event} e */
  const onFocusIn = (e) => {
    const c = controller();
    if (c) focusIn(/** @type {FocusEvent} */ (e), c);
  };
  /** @param {Event} e */
  const onFocusOut = (e) => {
    const c = controller();
    if (c) focusOut(/** @type {FocusEvent} */ (e), c, draw);
  };
  return (on) => {
    const method = on ? 'addEventListener' : 'removeEventListener';
    const root = /** @type {ShadowRoot} */ (el.shadowRoot);
    keys(on);
    root[method]('stepper-intent', onIntent);
    root[method]('focusin', onFocusIn);
    root[method]('focusout', onFocusOut);
  };
}
