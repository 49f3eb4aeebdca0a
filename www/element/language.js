// The language an element speaks: the one its `lang` (or its page's, or the browser's) names,
// once that language's catalogue is loaded (English's too, which the shell does not carry);
// English until then. A catalogue that arrives after another language was asked for is not
// used, so the last `lang` set wins.
import { ENGLISH, loadMessages, resolveLanguage } from '../i18n/messages.js';

export class ElementLanguage {
  /** The messages the element draws with now (English's have no text before they are loaded). */
  messages = ENGLISH;
  /** The language asked for last ('' before the element first speaks). */
  #wanted = '';
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
   * Loads the language the element speaks now (English too: its text is not in the elements'
   * shell) and redraws it in that language once loaded if it spoke another; the search goes on
   * where it is. Resolves when it is loaded (never rejects: a catalogue that does not load leaves
   * the element in the language it had).
   * @returns {Promise<void>}
   */
  speak() {
    const lang = resolveLanguage(this.el);
    if (lang === this.#wanted) return this.#speaking;
    this.#wanted = lang;
    this.#speaking = loadMessages(lang).then(
      (m) => {
        if (this.#wanted !== lang || m === this.messages) return;
        this.messages = m;
        this.redraw();
      },
      () => {},
    );
    return this.#speaking;
  }
}
