// When an element plays by itself, and when it is held: `autoplay` (and a stepper's loop) waits
// until the element runs and half of it is seen, and not at all under reduced motion (a Play
// button waits instead); while scrolled away, in a hidden tab or out of the page the element is
// held paused, and plays on where it was once nothing holds it.

/**
 * What the gate drives: whether the element runs, and how it plays, stops and plays on.
 * @typedef {object} Gated
 * @property {() => boolean} live  the engine and the element's code are loaded
 * @property {() => void} play
 * @property {() => boolean} suspend  stops what runs; whether to play on when released
 * @property {() => void} resume
 */

export class PlayGate {
  /** Why the element is held now ('away', 'hidden', 'out'). @type {Set<string>} */
  #held = new Set();
  /** Whether it was playing when the first hold came. */
  #playOnRelease = false;
  #halfSeen = false;
  /** `autoplay` (or a loop) is waiting for its moment. */
  due = false;

  /** @param {Gated} el */
  constructor(el) {
    this.el = el;
  }

  /** @param {boolean} on  at least half of the element is seen, or no longer */
  half(on) {
    this.#halfSeen = on;
    this.autoplay();
  }

  /** Plays a waiting `autoplay` once the element runs and half of it is seen, unless motion is reduced. */
  autoplay() {
    if (!this.due || !this.el.live() || !this.#halfSeen || this.#held.size > 0) return;
    if (matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    this.due = false;
    this.el.play();
  }

  /**
   * Holds the element paused while any reason holds, and plays on when none does, if it was
   * playing.
   * @param {string} reason
   * @param {boolean} on
   */
  hold(reason, on) {
    if (on === this.#held.has(reason)) return;
    if (on) {
      if (this.#held.size === 0) this.#playOnRelease = this.el.suspend();
      this.#held.add(reason);
      return;
    }
    this.#held.delete(reason);
    if (this.#held.size > 0) return;
    if (this.#playOnRelease) {
      this.#playOnRelease = false;
      this.el.resume();
    }
    this.autoplay();
  }
}
