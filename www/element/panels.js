// The panels' names, their defaults and their labels: what the attributes and the public API
// know of the panels without their views (layout.js lays the panels out in this order).
import { ENGLISH } from '../i18n/messages.js';

/** The panel names, in the order they are laid out. */
export const PANEL_NAMES = /** @type {const} */ (['counters', 'code', 'chart', 'stack', 'tree', 'candidates']);
/** @typedef {typeof PANEL_NAMES[number]} PanelName */

/** The panels shown when the attribute is absent, with the full interface. */
export const DEFAULT_PANELS = ['counters', 'stack'];

/**
 * The panels shown when the attribute is absent: the full interface's, and none with minimal or
 * no controls (a figure in a post), which show the panels the attribute names.
 * @param {'full' | 'minimal' | 'none'} mode
 * @returns {readonly string[]}
 */
export function defaultPanels(mode) {
  return mode === 'full' ? DEFAULT_PANELS : [];
}

/**
 * The panels with a label for a toggle, in the language of `messages` (a page in another
 * language names its toggles as the element's panels name themselves). Before any English is
 * in (a page with elements none of which has come near the screen), each is labelled by its name.
 * @param {import('../i18n/messages.js').Messages} [messages]
 */
export function panelLabels(messages = ENGLISH) {
  return PANEL_NAMES.map((name) => ({ name, label: messages.has('element.panel') ? messages.t('element.panel', { name }) : name }));
}
