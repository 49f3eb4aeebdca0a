// The legend: what each colour and mark on the board means for the strategy in use, and the keys.
// A modal dialog that Esc closes (the element leaves Esc to it while it is open). The states
// shown follow the strategy's family as the engine reports it (`StrategyInfo.family`): a
// depth-first search, dlx's exact cover, or a local search each draw a different board.
import { h, setText } from '../dom.js';
import '../i18n/english.js';
import '../i18n/english-legend.js';
import { ENGLISH } from '../i18n/messages.js';
import { KEY_MAP } from '../model/keymap.js';
import { strategyName } from '../model/strategy-name.js';

/** @typedef {import('../model/view.js').ViewState} ViewState */

/**
 * A sample cell of the board.
 * @param {string} cls
 * @param {string} text
 * @param {{ ghost?: string, mark?: string, why?: string }} [extra]
 */
const sample = (cls, text, extra = {}) =>
  h(
    'div',
    { class: `cell ${cls}`, 'aria-hidden': 'true', 'data-mark': extra.mark, 'data-why': extra.why },
    h('span', { class: 'digit' }, h('span', text ? { class: 'v', text } : { class: 'ghost', text: extra.ghost ?? '' })),
  );

/**
 * A sample tile of the exact-cover panel.
 * @param {string} cls
 */
const tile = (cls) => h('div', { class: 'tile-sample', 'aria-hidden': 'true' }, h('span', { class: `tile ${cls}` }));

/** A row of the legend: its sample, and the key of its words (`element.legend…`). @typedef {[() => HTMLElement, string][]} Rows */

/** @type {Record<string, { code: string, rows: Rows, note: string }>} */
const FAMILIES = {
  'depth-first': {
    code: 'depthFirst',
    rows: [
      [() => sample('given', '5'), 'Given'],
      [() => sample('guess', '7'), 'Guess'],
      [() => sample('forced', '3', { mark: 'H' }), 'Forced'],
      [() => sample('', '', { why: 'unit' }), 'Why'],
      [() => sample('cur', '4'), 'Current'],
      [() => sample('clash', '4'), 'Clash'],
      [() => sample('dead', ''), 'Dead'],
      [() => sample('unit', ''), 'UnitDead'],
      [() => sample('cleared', '', { ghost: '6' }), 'Cleared'],
    ],
    note: 'NoteDepthFirst',
  },
  'exact-cover': {
    code: 'exactCover',
    rows: [
      [() => sample('given', '5'), 'Given'],
      [() => sample('guess', '7'), 'ChosenRow'],
      [() => sample('cur', '4'), 'Current'],
      [() => sample('place', ''), 'Place'],
      [() => sample('dead', ''), 'DeadOption'],
      [() => sample('unit', ''), 'UnitDead'],
      [() => sample('cleared', '', { ghost: '6' }), 'Cleared'],
      [() => tile('covered'), 'Covered'],
      [() => tile('one'), 'One'],
      [() => tile('two'), 'Two'],
      [() => tile('empty'), 'Empty'],
      [() => tile('many chosen'), 'Chosen'],
    ],
    note: 'NoteExactCover',
  },
  local: {
    code: 'local',
    rows: [
      [() => sample('given', '5'), 'Given'],
      [() => sample('guess', '7'), 'Placed'],
      [() => sample('moved', '2'), 'Moved'],
      [() => sample('heat1', ''), 'Heat1'],
      [() => sample('heat3', ''), 'Heat3'],
    ],
    note: 'NoteLocal',
  },
};

/** Marks a key's name in the formatted sentence, to be split out into a `<kbd>`. */
const KBD = '\u0001';

/**
 * The keys' sentence of the language, its keys' names in `<kbd>`s: the elements' own key map,
 * each key by its glyph or by its name in the language.
 * @param {import('../i18n/messages.js').Messages} m
 */
function keysLine(m) {
  const keys = KEY_MAP.map((k) => [k.name, `${KBD}${k.label ?? m.t('element.key', { key: k.name })}${KBD}`]);
  const text = m.t('element.legendKeys', Object.fromEntries(keys));
  return text.split(KBD).map((part, i) => (i % 2 ? h('kbd', { text: part }) : part));
}

/** @param {HTMLElement} root */
export function create(root) {
  const title = h('h2', { id: 'legend-title' });
  const kind = h('p', { class: 'legend-family' });
  const rows = h('div', { class: 'legend-rows' });
  const note = h('p', {});
  const keys = h('p', {});
  const editing = h('p', {});
  const stack = h('p', {});
  const close = h('button', { class: 'primary' });
  const dialog = h(
    'dialog',
    { class: 'legend', part: 'legend', 'aria-labelledby': 'legend-title' },
    title,
    kind,
    rows,
    note,
    keys,
    editing,
    stack,
    h('form', { method: 'dialog' }, close),
  );
  root.append(dialog);
  /** The family and language drawn. */
  let shown = '';
  return {
    open() {
      dialog.showModal();
    },
    /** @param {ViewState} state */
    update(state) {
      const m = state.messages ?? ENGLISH;
      const family = FAMILIES[state.family] ? state.family : 'depth-first';
      const f = FAMILIES[family];
      setText(kind, m.t('element.legendStrategy', { strategy: strategyName(state.toolbar.strategy, m), family: f.code }));
      if (`${family} ${m.lang}` === shown) return;
      shown = `${family} ${m.lang}`;
      dialog.dataset.family = family;
      setText(title, m.t('element.legendTitle'));
      rows.replaceChildren(
        ...f.rows.flatMap(([make, key]) => [make(), h('span', { text: m.t(`element.legend${key}`, { bruteForce: strategyName('brute-force', m) }) })]),
      );
      note.textContent = m.t(`element.legend${f.note}`);
      keys.replaceChildren(...keysLine(m));
      setText(editing, m.t('element.legendEditing'));
      setText(stack, m.t('element.legendStack'));
      setText(close, m.t('element.close'));
    },
    destroy() {
      dialog.remove();
    },
  };
}
