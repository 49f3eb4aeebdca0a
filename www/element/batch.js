// What the element shell batches, each behind one callback: draws, made once per frame however
// many are asked for in it, and attribute changes, applied once after the task that made them.

/** Draws on the next frame, once for every request made before it. */
export class DrawRequests {
  #frame = 0;
  /** @param {() => void} draw */
  constructor(draw) {
    this.draw = draw;
  }

  /** Asks for a draw on the next frame. */
  request() {
    if (!this.#frame) this.#frame = requestAnimationFrame(() => this.flush());
  }

  /** Draws now if a draw is due (after a key or a click, and before a promise of the API
   * resolves, so that its caller reads the state drawn). */
  flush() {
    if (!this.#frame) return;
    this.cancel();
    this.draw();
  }

  /** Draws now, whatever was asked for already (a draw due in a frame is not drawn again). */
  now() {
    this.request();
    this.flush();
  }

  /** Drops a draw that is due (the element left the page). */
  cancel() {
    if (this.#frame) cancelAnimationFrame(this.#frame);
    this.#frame = 0;
  }
}

/** Attribute changes of one task, applied together in a microtask after it. */
export class ChangeBatch {
  /** @type {Set<string>} */
  #pending = new Set();
  /** @param {(changed: Set<string>) => void} apply */
  constructor(apply) {
    this.apply = apply;
  }

  /** Whether changes wait for their microtask. */
  get waiting() {
    return this.#pending.size > 0;
  }

  /** @param {string} name  an attribute that changed */
  add(name) {
    this.#pending.add(name);
    if (this.#pending.size > 1) return;
    queueMicrotask(() => {
      const changed = this.#pending;
      this.#pending = new Set();
      this.apply(changed);
    });
  }
}
