// The language an element speaks: the one its `lang` (or its page's, or the browser's) names,
// once that language's catalogue is loaded; English until then. A catalogue that arrives after
// another language was asked for is not used, so the last `lang` set wins.
import { ENGLISH, loadMessages, resolveLanguage } from '../i18n/messages.js';

export class ElementLanguage {
  /** The messages the element draws with now. */
  messages = ENGLISH;
  /** The language asked for last. */
  #wanted = 'en';
  /** Until the language asked for is loaded. @type {Promise<void>} */
  #speaking = Promise.resolve();

  /**
   * @param {Element} el
   * @param {() => void} redraw  draws the element again, in the language just loaded
   */
  constructor(el, redraw) {
    this.el = el;
    this.redraw = redraw;
  }

  /**
   * Loads the language the element speaks now and redraws it in that language once loaded;
   * the search goes on where it is. Resolves when it is loaded (never rejects: a catalogue that
   * does not load leaves the element in the language it had).
   * @returns {Promise<void>}
   */
  speak() {
    const lang = resolveLanguage(this.el);
    this.#wanted = lang;
    if (lang === this.messages.lang) return this.#speaking;
    this.#speaking = loadMessages(lang).then(
      (m) => {
        if (this.#wanted !== lang) return;
        this.messages = m;
        this.redraw();
      },
      () => {},
    );
    return this.#speaking;
  }

  /** Until the language asked for last is loaded. */
  get loading() {
    return this.#speaking;
  }

  /** Whether the language asked for is still to load (its text is not drawn yet). */
  get pending() {
    return this.messages.lang !== this.#wanted;
  }
}
