// The `caption` slot: the author's caption under the board, as a figure has one. While it has
// content the element's box is a figure named by it, so that a screen reader announces the
// caption with the board.
import { h } from '../dom.js';

/**
 * Adds the slot under the board of the element's shadow root.
 * @param {ShadowRoot} root
 */
export function addCaption(root) {
  const app = /** @type {HTMLElement} */ (root.querySelector('.app'));
  const board = /** @type {HTMLElement} */ (root.querySelector('.board'));
  const slot = h('slot', { name: 'caption' });
  const box = h('div', { class: 'caption', part: 'caption', id: 'caption', hidden: true }, slot);
  board.after(box);
  slot.addEventListener('slotchange', () => {
    const on = /** @type {HTMLSlotElement} */ (slot).assignedElements().length > 0;
    box.hidden = !on;
    if (on) {
      app.setAttribute('role', 'figure');
      app.setAttribute('aria-labelledby', 'caption');
    } else {
      app.removeAttribute('role');
      app.removeAttribute('aria-labelledby');
    }
  });
}
