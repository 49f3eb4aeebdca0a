// The attributes of both elements in one table each: the name, how it is read (a bad value is
// said, and the value in use kept), its default, and how a valid value is applied once the
// element runs. base.js generates `observedAttributes`, the values the properties return and
// the checks from it. The entries both elements have are written once, here; each element's
// table is in a module of its own (stepper-attributes.js, compare/element.js), so that neither
// element's code loads the other's.
import { THEMES, parseChoice, parseSpeed } from '../model/format.js';

/** @typedef {{ value: unknown } | { error: string }} Read */
/** @typedef {import('../i18n/messages.js').Messages} Messages */

/**
 * One attribute. `parse` reads its text (null when absent: the default, which may follow the
 * value in use of another attribute, read by `inUse`), its error in the element's language `m`;
 * `apply` gives a valid value to what runs the element (the controller, the race) once it is
 * loaded, in the table's order, once per task however many changed (`changed` names them all;
 * `inUse` reads another's value in use); a change of an attribute in `follows` reads and applies
 * this one again. An attribute's message is said (or cleared) when it changes itself: one read
 * again for another keeps its own. An attribute with `everySet` is applied whenever it is set,
 * even to the value it holds (a stepper's `puzzle`, `strategy` and `params`: what runs is what
 * they name, whatever `board =` loaded).
 * @typedef {object} Attribute
 * @property {string} name
 * @property {(text: string | null, inUse: (name: string) => any, m?: Messages) => Read} parse
 * @property {readonly string[]} [follows]
 * @property {boolean} [everySet]
 * @property {(runner: any, value: any, changed: Set<string>, inUse: (name: string) => any) => void} [apply]
 */

/** Takes the text as it is (or a default), checked later by the engine. @param {string} fallback */
export const text = (fallback) => (/** @type {string | null} */ t) => ({ value: t ?? fallback });
/** A boolean attribute: present or not. */
export const flag = (/** @type {string | null} */ t) => ({ value: t != null });

/** The entries both elements have; each element adds how its puzzle is applied. */
export const THEME = {
  name: 'theme',
  parse: (/** @type {string | null} */ t, /** @type {any} */ _, /** @type {Messages | undefined} */ m) => parseChoice('theme', t, THEMES, m),
};
export const PUZZLE = { name: 'puzzle', parse: text('') };
export const AUTOPLAY = { name: 'autoplay', parse: flag };
export const PRESENTER = { name: 'presenter', parse: flag };
export const WASM_URL = { name: 'wasm-url', parse: text('') };
/** Observed so that a new language draws at once (base.js loads it); read by `resolveLanguage`. */
export const LANG = { name: 'lang', parse: text('') };

/**
 * Reads a speed attribute: steps per second or `max`, `fallback` when absent.
 * @param {number} fallback
 */
export const speed = (fallback) => (/** @type {string | null} */ t, /** @type {any} */ _, /** @type {Messages | undefined} */ m) => {
  const read = t == null ? { speed: fallback } : parseSpeed(t, m);
  return 'speed' in read ? { value: read.speed } : read;
};

/**
 * The words of a read whose error nobody is shown (a property's value, a poster's): no text is
 * made, so none of a catalogue is needed (an element far from the screen has none).
 * @type {Messages}
 */
const UNSAID = /** @type {any} */ ({ lang: 'en', t: () => '', has: () => true, number: String });

/** The values in use of an element's attributes, read by its table. */
export class AttributeValues {
  /** The last valid value of each attribute, or its default. @type {Map<string, any>} */
  #inUse = new Map();

  /** @param {readonly Attribute[]} table */
  constructor(table) {
    this.table = table;
    for (const a of table) this.#inUse.set(a.name, /** @type {{ value: unknown }} */ (a.parse(null, (other) => this.#inUse.get(other))).value);
  }

  /**
   * The value in use of `el`'s attribute `name`: the attribute's as it reads now (in the task
   * that set it), else the last valid one, or its default.
   * @param {Element} el
   * @param {string} name
   * @returns {any}
   */
  value(el, name) {
    const a = this.table.find((x) => x.name === name);
    const read = a?.parse(el.getAttribute(name), (other) => this.value(el, other), UNSAID);
    return read && 'value' in read ? read.value : this.#inUse.get(name);
  }

  /**
   * Whether setting `name` to the value it holds is applied too (`everySet`).
   * @param {string} name
   */
  everySet(name) {
    return this.table.some((a) => a.name === name && a.everySet === true);
  }

  /**
   * Reads the attributes named in `changed` (and those that follow one of them) into the values
   * in use and, given a runner, says their errors and applies the valid ones, in the table's order.
   * @param {Element} el
   * @param {Set<string>} changed
   * @param {unknown} runner  null for a poster
   * @param {(name: string, error: string) => void} say
   * @param {Messages} m  the element's language, of the errors (said only given a runner)
   */
  apply(el, changed, runner, say, m) {
    const inUse = (/** @type {string} */ name) => this.value(el, name);
    for (const a of this.table) {
      if (!changed.has(a.name) && !a.follows?.some((name) => changed.has(name))) continue;
      const read = a.parse(el.getAttribute(a.name), inUse, runner ? m : UNSAID);
      if ('value' in read) this.#inUse.set(a.name, read.value);
      if (!runner) continue;
      if (changed.has(a.name)) say(a.name, 'error' in read ? read.error : '');
      if ('value' in read) a.apply?.(runner, read.value, changed, inUse);
    }
  }
}
