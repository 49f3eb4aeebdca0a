// `loop="FROM:TO"` (model/loop.js): the element goes to step FROM, plays to TO at its speed,
// holds there a moment, and starts again, for a post that shows one stretch of a search (a dead
// end and its backtrack) without the reader pressing anything. A reader who moves the search
// (Pause, Step, Back, a click on the stack, another puzzle or strategy) ends the loop, so the
// element never takes the search back from under them; setting the attribute again restarts it.
import { LOOP_HOLD_MS, loopUnreached } from '../model/loop.js';

/** @typedef {import('../model/loop.js').StepRange} StepRange */
/** @typedef {import('./running.js').Running & { presenter: { say(source: 'loop', text: string): void }, words(): import('../i18n/messages.js').Messages }} Searching */

export class Loop {
  /** @param {Searching} c */
  constructor(c) {
    this.c = c;
    /** The stretch, while the loop goes on (null: none, or the reader ended it). @type {StepRange | null} */
    this.range = null;
    /** Counts starts and stops, so that a go-to or hold of an earlier start does nothing. */
    this.round = 0;
    this.timer = 0;
  }

  /**
   * Takes `range` as the stretch without starting it, unless the loop was going on: a new search
   * (another puzzle or strategy) starts its stretch again, while a first one waits to be played
   * (when seen, as `autoplay` does; a Play starts it).
   * @param {StepRange | null} range
   */
  arm(range) {
    const going = this.range != null && (this.c.whenStopped != null || this.timer !== 0);
    this.range = range;
    if (going) this.start();
    else this.halt();
  }

  /** Starts the stretch again from FROM (nothing without a range). */
  start() {
    const round = this.halt();
    const range = this.range;
    if (!range) return;
    const c = this.c;
    c.goTo(range.from).then(() => {
      if (round !== this.round || !c.session) return;
      if (c.session.steps !== range.from) {
        c.presenter.say('loop', loopUnreached(range, c.session.steps, c.words()));
        c.render();
        return;
      }
      c.presenter.say('loop', '');
      c.player.until = range.to;
      c.whenStopped = () => this.stopped(round);
      c.play();
    });
  }

  /**
   * Playing stopped by itself: at TO (or a solution or the end before it) the stretch holds,
   * then starts again, unless the reader moved the search meanwhile.
   * @param {number} round
   */
  stopped(round) {
    const c = this.c;
    // A reader's Pause clears the player's stop (player.js): their Play afterwards is theirs.
    const ours = round === this.round && c.player.until === this.range?.to;
    c.whenStopped = null;
    c.player.until = Infinity;
    if (!ours) {
      this.range = null;
      return;
    }
    const session = c.session;
    const at = session?.steps;
    this.timer = window.setTimeout(() => {
      this.timer = 0;
      if (round !== this.round) return;
      if (c.session === session && c.session?.steps === at && !c.playing) this.start();
      else this.range = null;
    }, LOOP_HOLD_MS);
  }

  /**
   * Stops the stretch where it is, the range kept to start again (the element left the page);
   * returns the new round.
   */
  halt() {
    window.clearTimeout(this.timer);
    this.timer = 0;
    if (this.c.whenStopped) {
      // Playing the stretch: it stops where it is.
      this.c.whenStopped = null;
      this.c.pause();
    }
    return ++this.round;
  }
}
