// The toolbar: preset, size and strategy menus, the candidates toggle and the legend button,
// with the chosen strategy's one-line description under it. The preset menu names the board on
// screen: a preset's name, or "Custom board" once the user's board is none of them.
import { PRESETS } from '../presets.js';
import { h, intent, setDisabled, setHidden, setText } from '../dom.js';

/** @typedef {import('../model/view.js').ViewState} ViewState */

/** @param {HTMLElement} root */
export function create(root) {
  const custom = h('option', { value: '', text: 'Choose a puzzle…' });
  const preset = h('select', { class: 'preset', 'aria-label': 'Preset puzzle' },
    custom, ...PRESETS.map((p, i) => h('option', { value: i, text: p.caption })));
  preset.addEventListener('change', () => {
    if (preset.value !== '') intent(root, 'preset', Number(preset.value));
  });
  const size = h('select', { class: 'size', 'aria-label': 'Board size' }, ...[4, 9, 16].map((n) => h('option', { value: n, text: `${n}×${n}` })));
  size.value = '9';
  size.addEventListener('change', () => intent(root, 'size', Number(size.value)));
  const strategy = h('select', { class: 'strategy', 'aria-label': 'Strategy' });
  strategy.addEventListener('change', () => intent(root, 'strategy', strategy.value));
  const candidates = h('input', { class: 'candidates', type: 'checkbox' });
  candidates.addEventListener('change', () => intent(root, 'candidates', candidates.checked));
  const help = h('button', { class: 'help', type: 'button', title: 'Legend and keys', 'aria-label': 'Legend and keys', text: '?', onclick: () => intent(root, 'legend') });
  const bar = h('div', { class: 'toolbar', part: 'toolbar' },
    h('label', {}, h('span', { text: 'Preset' }), preset),
    h('label', {}, h('span', { text: 'Size' }), size),
    h('label', {}, h('span', { text: 'Strategy' }), strategy),
    h('label', { class: 'toggle' }, candidates, 'Candidates'),
    help);
  const note = h('p', { class: 'strategy-note' });
  root.append(bar, note);
  let names = '';

  return {
    /** @param {ViewState & { preset?: number }} state  `preset`: the preset on the board, -1 for none */
    update(state) {
      const t = state.toolbar;
      const shown = state.preset ?? -1;
      setText(custom, state.status === 'loading' ? 'Choose a puzzle…' : 'Custom board');
      if (preset.value !== (shown >= 0 ? String(shown) : '')) preset.value = shown >= 0 ? String(shown) : '';
      setHidden(bar, state.mode !== 'full');
      setHidden(note, state.mode !== 'full');
      const list = t.strategies.map((s) => s.name).join(' ');
      if (list !== names) {
        names = list;
        strategy.replaceChildren(...t.strategies.map((s) => h('option', { value: s.name, text: s.name })));
      }
      // Before the engine is there the menu still names the strategy that will run.
      if (!t.strategies.some((s) => s.name === t.strategy) && strategy.options.length <= 1) {
        strategy.replaceChildren(h('option', { value: t.strategy, text: t.strategy }));
        names = '';
      }
      if (strategy.value !== t.strategy) strategy.value = t.strategy;
      if (size.value !== String(t.side)) size.value = String(t.side);
      candidates.checked = t.candidates;
      for (const el of [preset, size, strategy, candidates]) setDisabled(el, t.disabled);
      setText(note, t.description);
    },
    destroy() {
      bar.remove();
      note.remove();
    },
  };
}
