// The narration line under the controls, and the polite live region that screen readers hear:
// the element decides what that region says and when (model/live.js), so it never floods.
import { h, setText } from '../dom.js';

/** @typedef {import('../model/view.js').ViewState} ViewState */

/** @param {HTMLElement} root */
export function create(root) {
  const line = h('p', { class: 'narration', part: 'narration' });
  const live = h('p', { class: 'live', 'aria-live': 'polite', 'aria-atomic': 'true' });
  root.append(line, live);
  return {
    /** @param {ViewState & { live: string | null }} state */
    update(state) {
      setText(line, state.narration);
      if (state.live != null) setText(live, state.live);
    },
    destroy() {
      line.remove();
      live.remove();
    },
  };
}
