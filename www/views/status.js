// In the narration's place, which it covers while it shows (the element keeps its height): the
// banner at a solution or at the end of a search (or while a backup board is shown), and any
// error message.
import { h, setHidden, setText } from '../dom.js';

/** @typedef {import('../model/view.js').ViewState} ViewState */

/** @param {HTMLElement} root */
export function create(root) {
  const banner = h('div', { class: 'banner', part: 'banner', role: 'status', hidden: true });
  const message = h('p', { class: 'message', part: 'message', role: 'alert', hidden: true });
  root.append(banner, message);
  return {
    /** @param {ViewState} state */
    update(state) {
      const b = state.banner;
      setHidden(banner, !b);
      if (b) {
        const cls = `banner ${b.tone}`;
        if (banner.className !== cls) banner.className = cls;
        setText(banner, b.text);
      }
      setHidden(message, !state.message);
      // Core messages start in lower case ("cells r1c1 and…"); a sentence on its own starts upper.
      setText(message, state.message.charAt(0).toUpperCase() + state.message.slice(1));
    },
    destroy() {
      banner.remove();
      message.remove();
    },
  };
}
