// <sudoku-stepper>'s attributes, in the order they are applied (attributes.js says how a table
// is read).
import { CONTROL_MODES, parseChoice, parsePanels, parseStep, quote } from '../model/format.js';
import { PANEL_NAMES, defaultPanels } from './panels.js';
import { parseLoop } from '../model/loop.js';
import { parseOpenLink } from '../model/openlink.js';
import { AUTOPLAY, LANG, PRESENTER, PUZZLE, THEME, WASM_URL, flag, speed, text } from './attributes.js';
import { ENGLISH } from '../i18n/messages.js';

/** @typedef {import('./controller.js').Controller} Controller */
/** @typedef {import('./attributes.js').Read} Read */
/** @typedef {import('./attributes.js').Attribute} Attribute */

export const DEFAULT_STRATEGY = 'singles';
export const DEFAULT_SPEED = 10;

/**
 * Reads `at-step`: a whole number ≥ 0 in decimal digits, or 0 when absent.
 * @param {string | null} t
 * @param {any} _
 * @param {import('../i18n/messages.js').Messages} [m]
 * @returns {Read}
 */
function atStep(t, _, m = ENGLISH) {
  const n = t == null ? 0 : parseStep(t);
  return n != null ? { value: n } : { error: m.t('attribute.atStep', { value: quote(t ?? '') }) };
}

/**
 * `<sudoku-stepper>`'s attributes in the order they are applied.
 * @type {readonly Attribute[]}
 */
export const STEPPER_ATTRIBUTES = [
  THEME,
  {
    name: 'controls',
    parse: (t, _, m) => parseChoice('controls', t, CONTROL_MODES, m),
    apply: (/** @type {Controller} */ c, v) => {
      c.mode = v;
    },
  },
  // Without the attribute, the panels follow the controls mode (panels.js's defaultPanels).
  {
    name: 'panels',
    follows: ['controls'],
    parse: (t, inUse, m) => parsePanels(t, PANEL_NAMES, defaultPanels(inUse('controls')), m),
    apply: (/** @type {Controller} */ c, v) => {
      c.panels = v;
      c.syncTree();
      c.charts.sync(v);
    },
  },
  {
    name: 'editable',
    parse: flag,
    apply: (/** @type {Controller} */ c, v) => {
      c.editable = v;
    },
  },
  { name: 'speed', parse: speed(DEFAULT_SPEED), apply: (/** @type {Controller} */ c, v) => c.player.setSpeed(v) },
  // What runs (controller.js's `change`): the strategy and its parameters are read here and
  // applied with the puzzle's entry, once per task whichever of the three was set, even to the
  // value it held (after `board =`, the puzzle attribute set again is what runs).
  { name: 'strategy', parse: text(DEFAULT_STRATEGY), everySet: true },
  { name: 'params', parse: text(''), everySet: true },
  {
    ...PUZZLE,
    everySet: true,
    follows: ['strategy', 'params'],
    apply: (/** @type {Controller} */ c, v, changed, inUse) =>
      c.change({
        puzzle: changed.has('puzzle') ? v : undefined,
        strategy: inUse('strategy'),
        params: inUse('params'),
      }),
  },
  {
    name: 'at-step',
    parse: atStep,
    apply: (/** @type {Controller} */ c, v, changed) => {
      c.openAt.step = v;
      // After the full engine, when the strategy needs it.
      if (changed.has('at-step') || changed.has('puzzle')) c.whenOpen(() => c.openAt.go());
    },
  },
  AUTOPLAY,
  // A new search starts its stretch again.
  { name: 'loop', follows: ['puzzle', 'strategy', 'params'], parse: (t, _, m) => parseLoop(t, m), apply: (/** @type {Controller} */ c, v) => c.loop.arm(v) },
  // The link reads the attribute itself (openlink.js); only a bad value needs saying.
  { name: 'open-link', parse: (t, _, m) => parseOpenLink(t, document.baseURI, m) },
  PRESENTER,
  WASM_URL,
  LANG,
];
