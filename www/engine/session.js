// One search: step, run on a time budget, go back, read backups and a snapshot of the state as
// typed-array views of WASM memory. The search lives in Rust; this holds the handle.
import { EventKind, NodeWord, PartWord, decode, decodeAcceptance, decodeBlockers, decodeChoice, decodeDecisions, decodeDescent } from './events.js';
import { CounterView } from './counters.js';

/**
 * The full engine's search; the small engine's (www/pkg-small) is the same, and the small
 * engine has no `SearchTree`: a session there never records a tree.
 * @typedef {import('../pkg/sudoku_stepper.js').Search} Search
 */
/** @typedef {import('../pkg/sudoku_stepper.js').SearchTree} SearchTree */
/** @typedef {import('./events.js').SearchEvent} SearchEvent */
/** @typedef {import('./engine.js').BoardGeometry} BoardGeometry */

/**
 * The counters of CONTRACT.md: those of every search, `dlx`'s link updates, and local search's
 * (0 for the strategies that do not keep them; `StrategyInfo.counters` says which do).
 * @typedef {import('../element/types.js').Counters} Counters
 */

/**
 * The state of a search at one step, as views of WASM memory: valid until the next call into
 * the engine (a call that allocates may move memory), so read it at once.
 * @typedef {object} Snapshot
 * @property {Uint8Array} values        0 for empty
 * @property {Uint8Array} origins       `Origin` codes: how each digit got there
 * @property {Uint16Array | null} candidates  bit d-1 for digit d, as the search has them (`csp`'s
 *   domains: a digit leaves one at the step of its prune); only when asked for
 * @property {Uint32Array} stack        four per open decision, outermost first: cell, digit, branch, of
 * @property {Uint16Array} cleared      cells the last event emptied (a backtrack)
 * @property {Uint8Array} clearedDigits the digits they held
 * @property {Uint16Array} [queue]      `csp` with MAC: the singleton cells still to revise (a copy)
 */

/**
 * The search tree as views of WASM memory (valid until the next call into the engine): the
 * stored nodes, 6 words each in the order of the tries (first step low and high, last step
 * low and high, both 0xFFFFFFFF while open, parent or 0xFFFFFFFF, then cell | digit << 8 |
 * (depth − 1) << 16 | NodeStatus << 24), the current path's node per depth from 1, and the
 * search's depth (its open decisions: the depth counter).
 * @typedef {{ nodes: Uint32Array, stored: number, count: number, capacity: number, path: Uint32Array, depth: number }} TreeData
 */

/**
 * The collapsed tree as the engine laid it out (src/tree/collapse.rs and place.rs), copied out
 * of WASM memory: 7 words per part (first id, nodes, tries, parent part, key, centre x as an
 * `f32` in `xs`, depth | PartKind << 16), the part where the search is, and the width in node
 * widths.
 * @typedef {{ count: number, parts: Uint32Array, xs: Float32Array, current: number, width: number }} TreeLayout
 */

export class Session {
  /**
   * @param {Search} search
   * @param {WebAssembly.Memory} memory
   * @param {BoardGeometry} geometry
   * @param {string} family  the strategy's family (`StrategyInfo.family`)
   * @param {{ counterFields: readonly string[], SearchTree?: new () => SearchTree }} engine  what the
   *   engine that made `search` exports besides it: its counters' names (`counterFields()`) and
   *   its `SearchTree` (none in the small engine)
   */
  constructor(search, memory, geometry, family, engine) {
    this.search = search;
    this.memory = memory;
    this.geometry = geometry;
    this.family = family;
    this.view = new CounterView(search, memory, engine.counterFields);
    /** The tree panel's view of this search, made when a tree is first recorded. @type {SearchTree | null} */
    this.treeView = null;
    this.Tree = engine.SearchTree;
    /** A local search's digits missing per unit, as last read: at which step. */
    this.penalties = { steps: -1, missing: /** @type {Uint8Array | null} */ (null) };
    /** The event that led to the current step; null at step 0. @type {SearchEvent | null} */
    this.last = null;
  }

  /** @returns {Counters} */
  get counters() {
    return this.view.read();
  }

  get steps() {
    return this.view.get('steps');
  }

  /** True once the search is exhausted. */
  get done() {
    return this.search.isDone();
  }

  /**
   * True when nothing is left to search: the search is exhausted, or it is a local search at its
   * solution (it stops at its first: the one step left only says the search is over).
   */
  get over() {
    return this.done || (this.family === 'local' && this.atSolution);
  }

  /**
   * Runs up to `want` steps, stopping right after a solution, until `deadline`
   * (`performance.now()` time; the engine looks at the clock between slices of about 20 µs of
   * work, so even a slow machine overruns by little). Returns the steps taken; `last` is the
   * final event.
   * @param {number} want
   * @param {number} deadline
   * @param {boolean} [stopAtSolution]  false when replaying to a step already reached once
   */
  advance(want, deadline, stopAtSolution = true) {
    const n = Math.min(want, Number.MAX_SAFE_INTEGER);
    const got = this.search.skip(n, stopAtSolution, Math.max(0, deadline - performance.now()));
    this.readLast();
    return got;
  }

  /** Reads the event the engine left at `eventsPtr` (it leaves none at step 0). */
  readLast() {
    const s = this.search;
    this.last = s.eventsLen >= 4 ? this.explain(decode(new Uint32Array(this.memory.buffer, s.eventsPtr(), 4))) : this.steps === 0 ? null : this.last;
  }

  /**
   * Adds to the event that led to the current step what the engine says about it there: why a
   * select chose its cell or column, what the decision a backtrack returns to tries next, what
   * rules out each way out of a dead end, a backjump's conflict set, whether a prune's cause is
   * MAC's singleton, and why a local search made or refused its move.
   * @param {SearchEvent} ev
   * @returns {SearchEvent}
   */
  explain(ev) {
    ev.family = this.family;
    if (ev.kind === EventKind.Select || ev.kind === EventKind.SelectPlace) {
      const packed = this.search.choice();
      ev.choice = packed ? decodeChoice(packed) : null;
    } else if (ev.kind === EventKind.Backtrack) {
      ev.next = this.nextTry();
    } else if (ev.kind === EventKind.DeadEnd) {
      const packed = this.search.blockers();
      ev.blockers = packed ? decodeBlockers(packed) : null;
    } else if (ev.kind === EventKind.Backjump) {
      ev.conflict = decodeDecisions(this.search.backjumpSet() ?? []);
    } else if (ev.kind === EventKind.Prune) {
      ev.singleton = this.search.pruneBySingleton() === true;
    } else if (ev.kind === EventKind.Accept || ev.kind === EventKind.Reject) {
      const acceptance = this.search.acceptance();
      const descent = this.search.descent();
      ev.acceptance = acceptance ? decodeAcceptance(acceptance) : null;
      ev.descent = descent ? decodeDescent(descent) : null;
    }
    return ev;
  }

  /**
   * While a try is due (after a select, a backtrack, a conflict): the cell and digit the deepest
   * decision tries next, as the engine will take it; null otherwise.
   * @returns {import('./events.js').NextTry | null}
   */
  nextTry() {
    const next = this.search.nextTry();
    return next ? { cell: next[0], digit: next[1] } : null;
  }

  /** True when the last event is a solution: the search stopped on it. */
  get atSolution() {
    return this.last?.kind === EventKind.Solution;
  }

  /**
   * Goes back `n` steps (at most to the start); `last` is then the event that led to the new
   * position.
   * @param {number} n
   * @returns {number} steps undone
   */
  back(n) {
    const undone = this.search.back(n);
    this.readLast();
    return undone;
  }

  /**
   * Goes back toward step `target` without replaying: to the newest checkpoint at or before it
   * (`advance` with `stopAtSolution` false then replays the rest, a frame at a time).
   * @param {number} target
   * @returns {number} the step now current
   */
  rewind(target) {
    const at = this.search.rewind(target);
    this.readLast();
    return at;
  }

  /**
   * The state now, as views of WASM memory (see {@link Snapshot}).
   * @param {boolean} withCandidates
   * @returns {Snapshot}
   */
  snapshot(withCandidates) {
    const s = this.search;
    // A copy, read first: the call allocates, which may move the memory the views below see.
    const queue = s.revisionQueue();
    s.snapshot(withCandidates);
    const buf = this.memory.buffer;
    const cells = this.geometry.cells;
    return {
      values: new Uint8Array(buf, s.valuesPtr(), cells),
      origins: new Uint8Array(buf, s.originsPtr(), cells),
      candidates: withCandidates ? new Uint16Array(buf, s.candidatesPtr(), cells) : null,
      stack: new Uint32Array(buf, s.stackPtr(), 4 * s.stackLen),
      cleared: new Uint16Array(buf, s.clearedPtr(), s.clearedLen),
      clearedDigits: new Uint8Array(buf, s.clearedDigitsPtr(), s.clearedLen),
      queue,
    };
  }

  /**
   * Starts or stops recording the search tree (a local search has none: `recordingTree` stays
   * false). Starting goes back to step 0; returns the step the search was at, to step to again.
   * @param {boolean} on
   * @returns {number}
   */
  recordTree(on) {
    if (!this.Tree) return this.steps;
    this.treeView ??= new this.Tree();
    const at = this.treeView.record(this.search, on);
    this.readLast();
    return at;
  }

  get recordingTree() {
    return this.treeView?.recording(this.search) === true;
  }

  /** @returns {TreeData | null} the tree while it is recorded */
  tree() {
    const t = this.treeView;
    const s = this.search;
    if (!t?.recording(s)) return null;
    const buf = this.memory.buffer;
    const stored = t.stored(s);
    return {
      nodes: new Uint32Array(buf, t.nodesPtr(s), NodeWord.Words * stored),
      stored,
      count: t.count(s),
      capacity: t.capacity,
      path: new Uint32Array(buf, t.pathPtr(s), t.pathLen(s)),
      depth: this.view.get('depth'),
    };
  }

  /** The tree view, once a tree has been recorded (the tree panel's layouts below ask only then). */
  get trees() {
    return /** @type {SearchTree} */ (this.treeView);
  }

  /**
   * The collapsed tree laid out by the engine: its work grows with the parts shown, not the nodes.
   * @param {Uint32Array} opened  the keys of the collapsed parts clicked open
   * @returns {TreeLayout}
   */
  treeLayout(opened) {
    const t = this.trees;
    const count = t.layout(this.search, opened);
    const parts = new Uint32Array(this.memory.buffer, t.partsPtr(), PartWord.Words * count).slice();
    return { count, parts, xs: new Float32Array(parts.buffer), current: t.currentPart, width: t.layoutWidth };
  }

  /**
   * The icicle laid out by the engine in `width` columns: a row of `Shade`s per depth.
   * @param {number} width
   * @returns {{ width: number, rows: number, shades: Uint8Array }}
   */
  icicle(width) {
    const rows = this.trees.icicle(this.search, width);
    return { width, rows, shades: new Uint8Array(this.memory.buffer, this.trees.iciclePtr(), width * rows) };
  }

  /**
   * The depth over the steps so far in `width` columns: least and greatest depth per column.
   * @param {number} width
   * @returns {Uint16Array}
   */
  depths(width) {
    this.trees.depths(this.search, width);
    return new Uint16Array(this.memory.buffer, this.trees.depthsPtr(), 2 * width);
  }

  /**
   * `dlx` only (null otherwise): per constraint column, the rows left plus 0x80 while covered.
   * @returns {Uint8Array | null}
   */
  columnSizes() {
    return this.search.columnSizes() ?? null;
  }

  /**
   * Local search only (null otherwise): per unit (flat unit id), the digits missing from it.
   * Asked of the engine (a copy) only for a local search and only once the search has moved:
   * the other strategies have none, and a paused frame draws the same.
   * @returns {Uint8Array | null}
   */
  unitPenalties() {
    if (this.family !== 'local') return null;
    const steps = this.steps;
    if (this.penalties.steps !== steps) this.penalties = { steps, missing: this.search.unitPenalties() ?? null };
    return this.penalties.missing;
  }

  /**
   * Local search only (null otherwise): the engine's record of the run through the current step,
   * per bucket of `width` steps (a power of two; at most 512 buckets) the least and greatest
   * penalty, the least and greatest temperature and the restarts (model/trace.js reads it).
   * Copied out of WASM memory, so it stays valid after later calls.
   * @returns {import('../model/trace.js').Series | null}
   */
  series() {
    const s = this.search;
    const width = s.series();
    if (width === undefined) return null;
    const stride = s.seriesStride;
    const buckets = new Float32Array(this.memory.buffer, s.seriesPtr(), stride * s.seriesLen).slice();
    return { width, steps: this.steps, stride, buckets };
  }

  /**
   * The values when the decision at `depth` (1-based) opened.
   * @param {number} depth
   * @returns {Uint8Array | undefined}
   */
  backup(depth) {
    return this.search.backup(depth);
  }

  /** The board as the search has it, as puzzle text. */
  text() {
    return this.search.text();
  }

  /**
   * Why the givens have no solution when singles alone show it: the dead end they reach.
   * @returns {SearchEvent | null}
   */
  refutation() {
    const packed = this.search.refutation();
    return packed ? decode(packed) : null;
  }

  /** Releases the search's memory; the session is unusable afterwards. */
  free() {
    this.treeView?.free();
    this.search.free();
  }
}
