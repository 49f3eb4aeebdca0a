// The attributes of <sudoku-stepper> as properties, each read through the attributes' table
// (stepper-attributes.js: the value in use while the attribute is invalid) and set as the
// attribute. `strategy`, which asks the engine whether it knows the name, stays in element.js.
import { speedAttribute } from '../model/format.js';
import { EngineElement } from './base.js';

/** The base of <sudoku-stepper> (element.js): its attributes as properties. */
export class StepperProperties extends EngineElement {
  /**
   * The strategy's parameters, `key=value` pairs separated by spaces.
   * @returns {string}
   */
  get params() {
    return this.value('params');
  }
  /** @param {string} v */
  set params(v) {
    this.setAttribute('params', String(v));
  }
  /**
   * Steps per second (Infinity for max); the speed in use while the attribute is invalid.
   * @returns {number}
   */
  get speed() {
    return this.value('speed');
  }
  /** @param {number | 'max'} v  steps per second (Infinity or `max`: as fast as the machine goes) */
  set speed(v) {
    this.setAttribute('speed', typeof v === 'number' ? speedAttribute(v) : String(v));
  }
  /**
   * `full`, `minimal` or `none`; the mode in use while the attribute is invalid.
   * @returns {'full' | 'minimal' | 'none'}
   */
  get controls() {
    return this.value('controls');
  }
  /** @param {'full' | 'minimal' | 'none'} v */
  set controls(v) {
    this.setAttribute('controls', String(v));
  }
  /**
   * The panels shown, names separated by spaces in layout order (`counters stack` by default
   * with full controls, none with minimal or none); the panels in use while the attribute is
   * invalid. Set a string or an array of names.
   * @returns {string}
   */
  get panels() {
    return this.value('panels').join(' ');
  }
  /** @param {string | readonly string[]} v */
  set panels(v) {
    this.setAttribute('panels', Array.isArray(v) ? v.join(' ') : String(v));
  }

  /**
   * The `loop` attribute: `FROM:TO`, the stretch of steps played again and again ('' for none).
   * @returns {string}
   */
  get loop() {
    const range = this.value('loop');
    return range ? `${range.from}:${range.to}` : '';
  }
  /** @param {string} v */
  set loop(v) {
    this.setAttribute('loop', String(v));
  }

  /**
   * The `open-link` attribute: the demo page "Open in full page" opens ('' for none).
   * @returns {string}
   */
  get openLink() {
    return this.value('open-link') ?? '';
  }
  /** @param {string} v */
  set openLink(v) {
    this.setAttribute('open-link', String(v));
  }

  /**
   * The step the element opens at and Reset goes back to (the `at-step` attribute); 0 when
   * absent, the one in use when bad.
   * @returns {number}
   */
  get atStep() {
    return this.value('at-step');
  }
  /** @param {number} v */
  set atStep(v) {
    this.setAttribute('at-step', String(v));
  }
  /**
   * Whether the reader may type digits into the board (the `editable` attribute).
   * @returns {boolean}
   */
  get editable() {
    return this.hasAttribute('editable');
  }
  /** @param {boolean} v */
  set editable(v) {
    this.toggleAttribute('editable', Boolean(v));
  }
}
