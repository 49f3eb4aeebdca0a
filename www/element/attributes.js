// The attributes of both elements in one table each: the name, how it is read (a bad value is
// said, and the value in use kept), its default, and how a valid value is applied once the
// element runs. base.js generates `observedAttributes`, the values the properties return and
// the checks from it; the entries both elements have are written once, here.
import { CONTROL_MODES, THEMES, parseChoice, parsePanels, parseSpeed } from '../model/format.js';
import { PANEL_NAMES, defaultPanels } from './layout.js';
import { parseLoop } from '../model/loop.js';
import { parseOpenLink } from '../model/openlink.js';

/** @typedef {import('./controller.js').Controller} Controller */
/** @typedef {{ value: unknown } | { error: string }} Read */

/**
 * One attribute. `parse` reads its text (null when absent: the default, which may follow the
 * value in use of another attribute, read by `inUse`); `apply` gives a valid value to what runs
 * the element (the controller, the race) once it is loaded, in the table's order, once per task
 * however many changed (`changed` names them all); a change of an attribute in `follows` reads
 * and applies this one again.
 * @typedef {object} Attribute
 * @property {string} name
 * @property {(text: string | null, inUse: (name: string) => any) => Read} parse
 * @property {readonly string[]} [follows]
 * @property {(runner: any, value: any, changed: Set<string>) => void} [apply]
 */

/** Takes the text as it is (or a default), checked later by the engine. @param {string} fallback */
const text = (fallback) => (/** @type {string | null} */ t) => ({ value: t ?? fallback });
/** A boolean attribute: present or not. */
const flag = (/** @type {string | null} */ t) => ({ value: t != null });

export const DEFAULT_STRATEGY = 'singles';
export const DEFAULT_SPEED = 10;

/** The entries both elements have; each element adds how its puzzle is applied. */
export const THEME = { name: 'theme', parse: (/** @type {string | null} */ t) => parseChoice('theme', t, THEMES) };
export const PUZZLE = { name: 'puzzle', parse: text('') };
export const AUTOPLAY = { name: 'autoplay', parse: flag };
export const PRESENTER = { name: 'presenter', parse: flag };
export const WASM_URL = { name: 'wasm-url', parse: text('') };

/**
 * Reads a speed attribute: steps per second or `max`, `fallback` when absent.
 * @param {number} fallback
 */
export const speed = (fallback) => (/** @type {string | null} */ t) => {
  const read = t == null ? { speed: fallback } : parseSpeed(t);
  return 'speed' in read ? { value: read.speed } : read;
};

/**
 * Reads `at-step`: a whole number ≥ 0, or 0 when absent.
 * @param {string | null} t
 * @returns {Read}
 */
function atStep(t) {
  const n = Number(t ?? 0);
  return t == null || (t.trim() !== '' && Number.isSafeInteger(n) && n >= 0)
    ? { value: n }
    : { error: `at-step ${JSON.stringify(t)} is not a step number: use a whole number ≥ 0` };
}

/**
 * `<sudoku-stepper>`'s attributes in the order they are applied. With a new puzzle as well,
 * strategy and parameters are set first and the puzzle starts the search; a strategy with its
 * parameters starts it once.
 * @type {readonly Attribute[]}
 */
export const STEPPER_ATTRIBUTES = [
  THEME,
  { name: 'controls', parse: (t) => parseChoice('controls', t, CONTROL_MODES), apply: (/** @type {Controller} */ c, v) => { c.mode = v; } },
  // Without the attribute, the panels follow the controls mode (layout.js's defaultPanels).
  {
    name: 'panels', follows: ['controls'], parse: (t, inUse) => parsePanels(t, PANEL_NAMES, defaultPanels(inUse('controls'))),
    apply: (/** @type {Controller} */ c, v) => { c.panels = v; c.syncTree(); },
  },
  { name: 'editable', parse: flag, apply: (/** @type {Controller} */ c, v) => { c.editable = v; } },
  { name: 'speed', parse: speed(DEFAULT_SPEED), apply: (/** @type {Controller} */ c, v) => c.player.setSpeed(v) },
  {
    name: 'strategy', parse: text(DEFAULT_STRATEGY),
    apply: (/** @type {Controller} */ c, v, changed) => {
      if ((changed.has('puzzle') || changed.has('params')) && c.engine?.strategies.some((s) => s.name === v)) c.strategy = v;
      else c.setStrategy(v);
    },
  },
  { name: 'params', parse: text(''), apply: (/** @type {Controller} */ c, v, changed) => c.setParams(v, !changed.has('puzzle')) },
  { ...PUZZLE, apply: (/** @type {Controller} */ c, v) => c.load(v, 'attribute') },
  {
    name: 'at-step', parse: atStep,
    apply: (/** @type {Controller} */ c, v, changed) => {
      c.openAt = v;
      if (changed.has('at-step') || changed.has('puzzle')) c.goTo(v);
    },
  },
  AUTOPLAY,
  // A new search starts its stretch again.
  { name: 'loop', follows: ['puzzle', 'strategy', 'params'], parse: parseLoop, apply: (/** @type {Controller} */ c, v) => c.loop.arm(v) },
  // The link reads the attribute itself (openlink.js); only a bad value needs saying.
  { name: 'open-link', parse: (t) => parseOpenLink(t, document.baseURI) },
  PRESENTER,
  WASM_URL,
];
