// A search's counters through one Float64Array view of the block Rust keeps inside the search
// (src/wasm/counters.rs). The engine refreshes the block on every call that moves the search and
// names its fields once (`counterFields()`), so no offset is written here and a frame reads its
// counters with no call into WebAssembly.

/** @typedef {import('../element/types.js').Counters} Counters */

export class CounterView {
  /**
   * @param {{ countersPtr(): number }} search
   * @param {WebAssembly.Memory} memory  the memory of the engine that made `search`
   * @param {readonly string[]} fields   that engine's `counterFields()`, in the block's order
   */
  constructor(search, memory, fields) {
    this.search = search;
    this.memory = memory;
    this.fields = fields;
    this.view = new Float64Array(0);
    /** Each counter's index in the block, by name. @type {Record<keyof Counters, number>} */
    this.at = /** @type {Record<keyof Counters, number>} */ (Object.fromEntries(fields.map((name, i) => [name, i])));
  }

  /**
   * The block. The view is made again only after memory grew: growing detaches the old buffer,
   * which leaves the old view empty; the block itself never moves while the search lives.
   */
  get values() {
    if (this.view.length === 0) this.view = new Float64Array(this.memory.buffer, this.search.countersPtr(), this.fields.length);
    return this.view;
  }

  /**
   * One counter by its name (CONTRACT.md's, as `Counters` has them).
   * @param {keyof Counters} name
   */
  get(name) {
    return this.values[this.at[name]];
  }

  /**
   * Every counter, a plain object that stays valid after later calls. Written out name by name
   * (the names the page reads anyway; their places come from the engine): an object literal of
   * one shape is several times faster to make than one filled in a loop of names.
   * @returns {Counters}
   */
  read() {
    const v = this.values;
    const at = this.at;
    return {
      steps: v[at.steps],
      tries: v[at.tries],
      backtracks: v[at.backtracks],
      propagations: v[at.propagations],
      depth: v[at.depth],
      maxDepth: v[at.maxDepth],
      solutions: v[at.solutions],
      updates: v[at.updates],
      accepted: v[at.accepted],
      penalty: v[at.penalty],
      bestPenalty: v[at.bestPenalty],
      temperature: v[at.temperature],
      restarts: v[at.restarts],
      pruned: v[at.pruned],
      jumped: v[at.jumped],
    };
  }
}
