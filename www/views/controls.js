// The search controls: reset, back, play/pause, step, run to end, and the speed slider.
import { SLIDER_MAX, formatSpeed, sliderOfSpeed, speedOfSlider } from '../model/format.js';
import { h, intent, label, setAttr, setDisabled, setHidden, setText } from '../dom.js';
import '../i18n/english.js';
import { ENGLISH } from '../i18n/messages.js';

/** @typedef {import('../model/view.js').ViewState} ViewState */
/**
 * What the controls read: the stepper's view state, or a comparison's (compare/present.js).
 * @typedef {{ controls: ViewState['controls'], mode: ViewState['mode'], status: string, progress: string | null, messages?: ViewState['messages'] }} ControlsState
 */

/** @param {HTMLElement} root */
export function create(root) {
  /** @param {string} cls @param {string} action */
  const button = (cls, action) => h('button', { class: cls, type: 'button', onclick: () => intent(root, action) });
  const reset = button('reset', 'reset');
  const back = button('back', 'back');
  const play = button('primary play', 'toggle');
  const step = button('step', 'step');
  const end = button('end', 'end');
  const slider = h('input', { class: 'speed-slider', type: 'range', min: 0, max: SLIDER_MAX, step: 1 });
  const out = h('output', {});
  slider.addEventListener('input', () => intent(root, 'speed', speedOfSlider(Number(slider.value))));
  const speedWord = h('span', {});
  const bar = h(
    'div',
    { class: 'controls', part: 'controls', role: 'toolbar' },
    reset,
    back,
    play,
    step,
    end,
    h('label', { class: 'speed' }, speedWord, slider, out),
  );
  /** The language the fixed labels are in. */
  let lang = '';
  const progressText = h('span', {});
  const progress = h('div', { class: 'progress', hidden: true }, h('div', { class: 'bar' }), progressText);
  root.append(bar, progress);

  return {
    /** The main control, which the element focuses. */
    play,
    /** @param {ControlsState} state */
    update(state) {
      const c = state.controls;
      const m = state.messages ?? ENGLISH;
      if (m.lang !== lang) {
        lang = m.lang;
        for (const [el, key] of /** @type {const} */ ([
          [reset, 'resetTitle'],
          [back, 'backTitle'],
          [play, 'playTitle'],
          [step, 'stepTitle'],
          [end, 'endTitle'],
        ]))
          setAttr(el, 'title', m.t(`element.${key}`));
        label(reset, 'reset', m.t('element.reset'));
        label(back, 'back', m.t('element.back'));
        label(step, 'step', m.t('element.step'));
        setAttr(slider, 'aria-label', m.t('element.speedLabel'));
        setAttr(bar, 'aria-label', m.t('element.controls'));
        setText(speedWord, m.t('element.speed'));
      }
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
      setText(out, formatSpeed(c.speed, m));
      setHidden(progress, state.progress == null);
      if (state.progress != null) setText(progressText, state.progress);
    },
    destroy() {
      bar.remove();
      progress.remove();
    },
  };
}
