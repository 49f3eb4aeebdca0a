// The race's step slider: from step 0 to the furthest step a search has reached, at the race's
// step. Dragging it asks the element to go there (intent `goto`); while the race runs it follows.
import { formatCount } from '../model/format.js';
import { h, intent, setAttr, setDisabled, setText } from '../dom.js';

/** @typedef {import('./present.js').CompareState} CompareState */

/** @param {HTMLElement} root */
export function create(root) {
  const slider = h('input', { class: 'scrub-slider', type: 'range', min: 0, max: 0, step: 1, value: 0 });
  const out = h('output', { class: 'scrub-at' });
  slider.addEventListener('input', () => intent(root, 'goto', Number(slider.value)));
  // While a hand holds the thumb, a far replay still under way does not pull it back.
  let held = false;
  slider.addEventListener('pointerdown', () => {
    held = true;
  });
  for (const type of ['pointerup', 'pointercancel'])
    slider.addEventListener(type, () => {
      held = false;
    });
  const name = h('span', { class: 'scrub-name' });
  const row = h('label', { class: 'scrub', part: 'scrub' }, name, slider, out);
  root.append(row);
  return {
    /** @param {CompareState} state */
    update(state) {
      const { at, reach, disabled } = state.scrub;
      const m = state.messages;
      setAttr(slider, 'aria-label', m.t('compare.scrubLabel'));
      setText(name, m.t('compare.scrubName'));
      setDisabled(slider, disabled);
      const max = String(reach);
      if (slider.max !== max) slider.max = max;
      if (!held && slider.value !== String(at)) slider.value = String(at);
      const steps = { at: formatCount(at, m), reach: formatCount(reach, m) };
      setText(out, m.t('compare.scrubAt', steps));
      setAttr(slider, 'aria-valuetext', m.t('compare.scrubValue', steps));
    },
    destroy() {
      row.remove();
    },
  };
}
