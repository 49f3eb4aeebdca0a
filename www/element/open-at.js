// `at-step="N"`: the step the element opens at and Reset goes back to, reached exactly, through
// any solutions before it. A search that ends sooner stops at its end, and the element says the
// step it stopped at (as a loop's FROM does) until a step it reaches is asked for.
import { atStepUnreached } from '../model/loop.js';

/** @typedef {import('./running.js').Running & { presenter: import('./presenter.js').Presenter, words(): import('../i18n/messages.js').Messages, render(): void }} Searching */

export class OpenAt {
  /** @param {Searching} c */
  constructor(c) {
    this.c = c;
    /** The step the element opened at (`at-step`), 0 without one. */
    this.step = 0;
    /** What was said last of a step the search ends before ('' for nothing). */
    this.said = '';
  }

  /**
   * Goes to the step exactly and says whether the search ends before it.
   * @returns {Promise<import('./types.js').Stats>}
   */
  go() {
    const c = this.c;
    const s = c.session;
    const at = this.step;
    return c.goTo(at).then((stats) => {
      if (c.session !== s || !s) return stats;
      const text = s.done && s.steps < at ? atStepUnreached(at, s.steps, c.words()) : '';
      // A bad value's own message stays: only the one said here goes once the step is reached.
      if (text || c.presenter.messages.bySource.get('at-step') === this.said) c.presenter.say('at-step', text);
      this.said = text;
      c.render();
      return stats;
    });
  }
}
