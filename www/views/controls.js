// The search controls: reset, back, play/pause, step, run to end, and the speed slider.
import { SLIDER_MAX, formatSpeed, sliderOfSpeed, speedOfSlider } from '../model/format.js';
import { h, intent, label, setDisabled, setHidden, setText } from '../dom.js';

/** @typedef {import('../model/view.js').ViewState} ViewState */
/**
 * What the controls read: the stepper's view state, or a comparison's (compare/present.js).
 * @typedef {{ controls: ViewState['controls'], mode: ViewState['mode'], status: string, progress: string | null }} ControlsState
 */

/** @param {HTMLElement} root */
export function create(root) {
  /** @param {string} cls @param {string} title @param {string} action */
  const button = (cls, title, action) => h('button', { class: cls, type: 'button', title, onclick: () => intent(root, action) });
  const reset = button('reset', 'Reset (Home)', 'reset');
  const back = button('back', 'Step back (←)', 'back');
  const play = button('primary play', 'Play or pause (Space)', 'toggle');
  const step = button('step', 'Step (→)', 'step');
  const end = button('end', 'Run to the end (End)', 'end');
  label(reset, 'reset', 'Reset');
  label(back, 'back', 'Back');
  label(step, 'step', 'Step');
  const slider = h('input', { class: 'speed-slider', type: 'range', min: 0, max: SLIDER_MAX, step: 1, 'aria-label': 'Speed, steps per second' });
  const out = h('output', {});
  slider.addEventListener('input', () => intent(root, 'speed', speedOfSlider(Number(slider.value))));
  const bar = h('div', { class: 'controls', part: 'controls', role: 'toolbar', 'aria-label': 'Search controls' },
    reset, back, play, step, end, h('label', { class: 'speed' }, 'Speed', slider, out));
  const progressText = h('span', {});
  const progress = h('div', { class: 'progress', hidden: true }, h('div', { class: 'bar' }), progressText);
  root.append(bar, progress);

  return {
    /** The main control, which the element focuses. */
    play,
    /** @param {ControlsState} state */
    update(state) {
      const c = state.controls;
      setHidden(bar, state.mode === 'none');
      setHidden(end, state.mode !== 'full');
      label(play, c.play.icon, c.play.text);
      setDisabled(play, c.play.disabled);
      label(end, c.end.icon, c.end.text);
      setDisabled(end, c.end.disabled);
      setDisabled(back, !c.back);
      setDisabled(step, !c.step);
      setDisabled(reset, !c.reset);
      setDisabled(slider, state.status === 'loading');
      const pos = String(sliderOfSpeed(c.speed));
      // Positions and speeds round-trip, so this never moves the slider under a dragging hand.
      if (slider.value !== pos) slider.value = pos;
      setText(out, formatSpeed(c.speed));
      setHidden(progress, state.progress == null);
      if (state.progress != null) setText(progressText, state.progress);
    },
    destroy() {
      bar.remove();
      progress.remove();
    },
  };
}
