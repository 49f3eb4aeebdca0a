// An element's `ready`: one promise, settled later from outside, once the engine and the
// element's code are in (or failed to load, which the element itself reports).

export class Readiness {
  /** Resolves `promise`. @type {() => void} */
  resolve = () => {};
  /** Rejects `promise`. @type {(err: Error) => void} */
  reject = () => {};
  /** @type {Promise<void>} */
  promise = new Promise((resolve, reject) => {
    this.resolve = resolve;
    this.reject = reject;
  });

  constructor() {
    // A failed load is said in the element: nobody need await `ready` to avoid an unhandled rejection.
    this.promise.catch(() => {});
  }
}
