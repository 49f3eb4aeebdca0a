// The element's attributes applied to its controller: each read, checked (a bad value is said,
// and the value in use kept) and applied, in an order that lets one task change several.
import { CONTROL_MODES, THEMES, parseChoice, parsePanels, parseSpeed } from '../model/format.js';
import { DEFAULT_PANELS, PANEL_NAMES } from './layout.js';
import { DEFAULT_SPEED, DEFAULT_STRATEGY } from './controller.js';

/** @typedef {import('./controller.js').Controller} Controller */

/** Attributes applied in this order, once per task however many changed. */
export const ATTRIBUTES = ['theme', 'controls', 'panels', 'editable', 'speed', 'strategy', 'params', 'puzzle', 'at-step', 'autoplay'];

/**
 * Attributes applied as soon as the element connects, before the engine is there: they only
 * choose what is laid out, which should not move when the engine arrives.
 */
export const EARLY = ['panels'];

/**
 * Applies the attributes of `host` named in `changed` to `c`, in the order of ATTRIBUTES.
 * @param {HTMLElement} host
 * @param {Controller} c
 * @param {Set<string>} changed
 */
export function applyAttributes(host, c, changed) {
  const { presenter } = c;
  if (changed.has('theme')) {
    // The stylesheet themes by the attribute; only a bad value needs saying.
    const read = parseChoice('theme', host.getAttribute('theme'), THEMES);
    presenter.say('theme', 'error' in read ? read.error : '');
  }
  if (changed.has('controls')) {
    const read = parseChoice('controls', host.getAttribute('controls'), CONTROL_MODES);
    if ('value' in read) {
      c.mode = read.value;
      presenter.say('controls', '');
    } else presenter.say('controls', read.error);
  }
  if (changed.has('panels')) {
    const read = parsePanels(host.getAttribute('panels'), PANEL_NAMES, DEFAULT_PANELS);
    if ('value' in read) {
      c.panels = read.value;
      c.syncTree();
      presenter.say('panels', '');
    } else presenter.say('panels', read.error);
  }
  if (changed.has('editable')) c.editable = host.hasAttribute('editable');
  if (changed.has('speed')) {
    const text = host.getAttribute('speed');
    const read = text == null ? { speed: DEFAULT_SPEED } : parseSpeed(text);
    if ('speed' in read) {
      presenter.say('speed', '');
      c.player.setSpeed(read.speed);
    } else presenter.say('speed', read.error);
  }
  // With a new puzzle as well, strategy and parameters are set first and the puzzle starts the
  // search; a strategy with its parameters starts it once.
  const quiet = changed.has('puzzle');
  if (changed.has('strategy')) {
    const name = host.getAttribute('strategy') ?? DEFAULT_STRATEGY;
    if ((quiet || changed.has('params')) && c.engine?.strategies.some((s) => s.name === name)) c.strategy = name;
    else c.setStrategy(name);
  }
  if (changed.has('params')) c.setParams(host.getAttribute('params') ?? '', !quiet);
  if (changed.has('puzzle')) c.load(host.getAttribute('puzzle') ?? '', 'attribute');
  const at = host.getAttribute('at-step');
  if (at != null && (changed.has('at-step') || changed.has('puzzle'))) {
    const n = Number(at);
    if (at.trim() !== '' && Number.isSafeInteger(n) && n >= 0) {
      presenter.say('at-step', '');
      c.whenOpen(() => c.goTo(n));
    } else presenter.say('at-step', `at-step ${JSON.stringify(at)} is not a step number: use a whole number ≥ 0`);
  }
  if (changed.has('autoplay') && host.hasAttribute('autoplay')) c.whenOpen(() => c.play());
}
