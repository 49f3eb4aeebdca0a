// The toolbar: preset, size and strategy menus, the candidates toggle and the legend button,
// with the chosen strategy's one-line description under it. The preset menu names the board on
// screen: a preset's name, or "Custom board" once the user's board is none of them. Under them,
// "Build your own search": while the composed strategy runs (chosen in the strategy menu), a row
// with a menu per switch (model/compose.js) showing the switches in use; a choice runs the new
// composition. Other strategies keep the toolbar as it was.
import { PRESETS } from '../presets.js';
import { COMPOSED, menusOf, settingsOf, withSwitch } from '../model/compose.js';
import { h, intent, setAttr, setDisabled, setHidden, setText } from '../dom.js';
import '../i18n/english.js';
import { ENGLISH } from '../i18n/messages.js';
import { strategyName } from '../model/strategy-name.js';

/** @typedef {import('../model/view.js').ViewState} ViewState */

/** @param {HTMLElement} root */
export function create(root) {
  const custom = h('option', { value: '' });
  const presets = PRESETS.map((_, i) => h('option', { value: i }));
  const preset = h('select', { class: 'preset' }, custom, ...presets);
  preset.addEventListener('change', () => {
    if (preset.value !== '') intent(root, 'preset', Number(preset.value));
  });
  const size = h('select', { class: 'size' }, ...[4, 9, 16].map((n) => h('option', { value: n, text: `${n}×${n}` })));
  size.value = '9';
  size.addEventListener('change', () => intent(root, 'size', Number(size.value)));
  const strategy = h('select', { class: 'strategy' });
  strategy.addEventListener('change', () => intent(root, 'strategy', strategy.value));
  const candidates = h('input', { class: 'candidates', type: 'checkbox' });
  candidates.addEventListener('change', () => intent(root, 'candidates', candidates.checked));
  const help = h('button', { class: 'help', type: 'button', text: '?', onclick: () => intent(root, 'legend') });
  const words = { preset: h('span'), size: h('span'), strategy: h('span'), candidates: h('span') };
  const compose = h('div', { class: 'compose', role: 'group', hidden: true });
  const bar = h(
    'div',
    { class: 'toolbar', part: 'toolbar' },
    h('label', {}, words.preset, preset),
    h('label', {}, words.size, size),
    h('label', {}, words.strategy, strategy),
    h('label', { class: 'toggle' }, candidates, words.candidates),
    help,
    compose,
  );
  /** The language of the fixed words. */
  let lang = '';
  const note = h('p', { class: 'strategy-note' });
  root.append(bar, note);
  let names = '';
  /** The composed strategy's menus, by key, and the language and choices they were made of. @type {Map<string, HTMLSelectElement>} */
  let menus = new Map();
  let choices = '';
  /** What the composed strategy runs with now. */
  let composed = { info: /** @type {import('../engine/engine.js').StrategyInfo | undefined} */ (undefined), params: '' };

  return {
    /** @param {ViewState & { preset?: number }} state  `preset`: the preset on the board, -1 for none */
    update(state) {
      const t = state.toolbar;
      const shown = state.preset ?? -1;
      const m = state.messages ?? ENGLISH;
      if (m.lang !== lang) {
        lang = m.lang;
        for (const [key, el] of Object.entries(words)) setText(el, m.t(`element.${key}`));
        setAttr(preset, 'aria-label', m.t('element.presetLabel'));
        setAttr(size, 'aria-label', m.t('element.sizeLabel'));
        setAttr(strategy, 'aria-label', m.t('element.strategy'));
        setAttr(help, 'title', m.t('element.legend'));
        setAttr(help, 'aria-label', m.t('element.legend'));
        setAttr(compose, 'aria-label', m.t('compose.title'));
        presets.forEach((option, i) => setText(option, m.t(`preset.${PRESETS[i].name}`)));
      }
      setText(custom, m.t(state.status === 'loading' ? 'element.choosePuzzle' : 'element.customBoard'));
      if (preset.value !== (shown >= 0 ? String(shown) : '')) preset.value = shown >= 0 ? String(shown) : '';
      setHidden(bar, state.mode !== 'full');
      setHidden(note, state.mode !== 'full');
      // Each option is the strategy's name in the reader's language; its value the engine's.
      const list = `${m.lang} ${t.strategies.map((s) => s.name).join(' ')}`;
      if (list !== names) {
        names = list;
        strategy.replaceChildren(...t.strategies.map((s) => h('option', { value: s.name, text: strategyName(s.name, m) })));
      }
      // Before the engine is there the menu still names the strategy that will run.
      if (!t.strategies.some((s) => s.name === t.strategy) && strategy.options.length <= 1) {
        strategy.replaceChildren(h('option', { value: t.strategy, text: strategyName(t.strategy, m) }));
        names = '';
      }
      if (strategy.value !== t.strategy) strategy.value = t.strategy;
      if (size.value !== String(t.side)) size.value = String(t.side);
      candidates.checked = t.candidates;
      const info = t.strategies.find((x) => x.name === COMPOSED);
      composed = { info, params: t.params };
      // Made again when the engine's words or the language change.
      if (`${m.lang} ${info?.choices ?? ''}` !== choices) {
        choices = `${m.lang} ${info?.choices ?? ''}`;
        menus = new Map(
          menusOf(info, m).map((sw) => {
            const menu = h(
              'select',
              { class: `switch-${sw.key}`, 'aria-label': sw.label },
              ...sw.options.map((o) => h('option', { value: o.value, text: o.text })),
            );
            menu.addEventListener('change', () => {
              if (composed.info) intent(root, 'compose', withSwitch(composed.info, composed.params, sw.key, menu.value));
            });
            return [sw.key, menu];
          }),
        );
        compose.replaceChildren(
          h('span', { class: 'compose-title', text: m.t('compose.title') }),
          ...[...menus.values()].map((menu) => h('label', {}, h('span', { text: menu.getAttribute('aria-label') ?? '' }), menu)),
        );
      }
      setHidden(compose, menus.size === 0 || t.strategy !== COMPOSED);
      if (info && t.strategy === COMPOSED) {
        const settings = settingsOf(info, composed.params);
        for (const [key, menu] of menus) if (menu.value !== settings.get(key)) menu.value = settings.get(key) ?? '';
      }
      for (const el of [preset, size, strategy, candidates, ...menus.values()]) setDisabled(el, t.disabled);
      setText(note, t.description);
    },
    destroy() {
      bar.remove();
      note.remove();
    },
  };
}
