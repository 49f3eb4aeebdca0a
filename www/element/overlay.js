// The Play button over the board: the way to start an element without controls
// (`controls="none"`), and the poster's button when reduced motion holds `autoplay` back. It
// covers the board without taking room, so showing it moves nothing.
import { h, label, setHidden } from '../dom.js';

/**
 * @param {Element | ShadowRoot} root  the board's box
 * @param {() => void} play
 */
export function createPlayOverlay(root, play) {
  const button = h('button', { class: 'primary play-overlay', type: 'button', hidden: true, onclick: play });
  label(button, 'play', 'Play');
  root.append(button);
  return {
    get shown() {
      return !button.hidden;
    },
    /** @param {boolean} shown */
    update(shown) {
      setHidden(button, !shown);
    },
    /** @param {FocusOptions} [options] */
    focus(options) {
      button.focus(options);
    },
  };
}
