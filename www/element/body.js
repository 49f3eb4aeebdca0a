// What <sudoku-stepper> draws with, loaded once the element comes near the screen (or a script
// uses it): its views in their places with the shared stylesheet, presenter mode's blank
// screen, the Play overlay, the caption slot, the "Open in full page" link and the listeners.
// Until then the element's shadow root holds only its stand-in (element.js), so that an
// element far down a page downloads none of this.
import { adopt } from './styles.js';
import { stepperListeners } from './listeners.js';
import { blankScreen } from './keys.js';
import { createLayout } from './layout.js';
import { createPlayOverlay } from './overlay.js';
import { addCaption } from './caption.js';
import { OpenLink } from './openlink.js';

export { posterState } from '../model/poster.js';
export { adoptLater, laterSheet } from './styles.js';
// The controller too: it loads when the views do (base.js), so one chunk holds both.
export { Controller } from './controller.js';

/**
 * The parts drawn, for element.js.
 * @typedef {object} Body
 * @property {import('./layout.js').Layout} views  the views, in their places (layout.js)
 * @property {import('./keys.js').Screen} screen  presenter mode's blank screen
 * @property {ReturnType<typeof createPlayOverlay>} overlay  the Play button over the board
 * @property {OpenLink} openLink  "Open in full page", with `open-link`
 * @property {(on: boolean) => void} listen  adds or removes the listeners
 */

/**
 * Replaces the stand-in in the element's shadow root by its views.
 * @param {import('./element.js').SudokuStepper} el
 * @param {Omit<import('./listeners.js').Host, 'el' | 'views' | 'screen'>} host  what the listeners reach of the element
 * @returns {Body}
 */
export function mountStepper(el, host) {
  const root = /** @type {ShadowRoot} */ (el.shadowRoot);
  root.replaceChildren();
  adopt(root);
  const views = createLayout(root);
  const screen = blankScreen(views.blank, () => views.fold.next());
  const listeners = stepperListeners({ ...host, el, views: () => views, screen: () => (el.presenter ? screen : null) });
  const overlay = createPlayOverlay(root.querySelector('.board-wrap') ?? root, () => el.play());
  addCaption(root);
  const openLink = new OpenLink(el, /** @type {HTMLElement} */ (root.querySelector('.layout')));
  return {
    views,
    screen,
    overlay,
    openLink,
    listen(on) {
      listeners(on);
      openLink.listen(on);
    },
  };
}
