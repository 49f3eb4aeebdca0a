// The Play button over the board: the way to start an element without controls
// (`controls="none"`), and the poster's button when reduced motion holds `autoplay` back. It
// covers the board without taking room, so showing it moves nothing.
import { h, label, setHidden } from '../dom.js';
import '../i18n/english.js';
import { ENGLISH } from '../i18n/messages.js';

/**
 * @param {Element | ShadowRoot} root  the board's box
 * @param {() => void} play
 */
export function createPlayOverlay(root, play) {
  const button = h('button', { class: 'primary play-overlay', type: 'button', hidden: true, onclick: play });
  root.append(button);
  /** The language the button is labelled in. */
  let lang = '';
  return {
    get shown() {
      return !button.hidden;
    },
    /**
     * Without controls, or with autoplay held back (reduced motion, or not seen yet), the button
     * is the way to start; it goes once the search plays or ends.
     * @param {import('../model/view.js').ViewState} state
     * @param {boolean} playing
     * @param {boolean} held  autoplay waits and the search has not moved
     */
    update(state, playing, held) {
      const m = state.messages ?? ENGLISH;
      if (m.lang !== lang) label(button, 'play', m.t('element.play'));
      lang = m.lang;
      const over = state.status === 'solved' || state.status === 'unsolvable' || state.status === 'invalid';
      setHidden(button, playing || over || !(state.mode === 'none' || held));
    },
    /** @param {FocusOptions} [options] */
    focus(options) {
      button.focus(options);
    },
  };
}
