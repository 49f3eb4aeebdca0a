// The only door to the WebAssembly packages: loads one once per page (and warms it up), then
// hands out sessions, board geometry, the strategy list and the parser. Two builds of one engine:
// the small one (www/pkg-small: the depth-first presets, what a default element needs) loads
// first, the full one (www/pkg: `fast`, `dlx`, local search, `csp`, the search tree) only
// when a strategy or panel needs it (`need`). Each has its own memory, so a session is always
// used with the engine that opened it. Nothing here knows a Sudoku rule; every rule and message comes from the Rust core.
import init, { Geometry, Search, counterFields, strategies as listStrategies, validate as parse } from '../pkg-small/sudoku_stepper.js';
import { CounterView } from './counters.js';
import { Session } from './session.js';
import { strategyInfos } from './strategy-infos.js';

/**
 * A strategy as the engine describes it.
 * A strategy as the engine describes it: `exact` is false for the local searches (they stop at
 * their first solution and prove nothing), `counters` the CONTRACT names of the counters that
 * mean something for it, `propagates` whether it fills forced cells between decisions (the
 * others' `propagations` stays 0), `params` its parameters with their defaults (`key=value …`),
 * `choices` those that take one of a few words, with the words (`key=a|b|c …`), `family` what
 * kind of search it is (`depth-first`, `exact-cover` for dlx, `local`), `built` whether this
 * engine has its machine (false in the small engine but for the depth-first presets).
 * @typedef {{ name: string, description: string, exact: boolean, propagates: boolean, family: string, counters: string[], params: string, choices: string, built: boolean }} StrategyInfo
 */

/**
 * Two givens that clash, as the parser reports them.
 * @typedef {{ a: number, b: number, digit: number, unit: string, message: string }} Conflict
 */

/**
 * What the parser read: the board's size, its values, every clash, and the one-line text.
 * @typedef {{ side: number, values: Uint8Array, conflicts: Conflict[], text: string }} Parsed
 */

/**
 * The shape of a board size, read once from the engine so that no view or model works out rows,
 * columns or boxes itself.
 * @typedef {object} BoardGeometry
 * @property {number} side        cells per row
 * @property {number} box         cells per box row
 * @property {number} cells       side²
 * @property {Uint16Array} unitCells  unit u's cells at [u·side, (u+1)·side): rows, columns, boxes
 * @property {Uint16Array} unitsOf    per cell: its row, column and box unit ids
 * @property {(id: number) => string} unitName   "row 3", "column 8", "box 2"
 * @property {(cell: number) => string} cellName "r1c1"
 * @property {(a: number, b: number) => string | undefined} sharedUnit  the unit two cells share
 */

/** @typedef {ReturnType<typeof makeEngine>} Engine */

/**
 * What a wasm-bindgen package of the engine gives: its `init` and the exports used here (both
 * builds have the same ones; the full one adds `SearchTree`).
 * @typedef {{ default: typeof init, Geometry: typeof Geometry, Search: typeof Search, counterFields: typeof counterFields, strategies: typeof listStrategies, validate: typeof parse, SearchTree?: typeof import('../pkg/sudoku_stepper.js').SearchTree }} Package
 */

/** @type {Package} */
const SMALL = { default: init, Geometry, Search, counterFields, strategies: listStrategies, validate: parse };

/**
 * The two builds, as dist/ names their `.wasm` files: a page's `wasm-url` names the folder that
 * holds both (or either file in it). In www/ each sits in its own wasm-pack folder.
 */
const SMALL_WASM = 'sudoku_stepper_small_bg.wasm';
const FULL_WASM = 'sudoku_stepper_bg.wasm';

/** @type {{ small: Promise<Engine> | null, full: Promise<Engine> | null }} */
const loading = { small: null, full: null };
/** Where the `.wasm` files are, unless a page says otherwise before the first load. */
let wasmUrls = {
  small: new URL('../pkg-small/sudoku_stepper_bg.wasm', import.meta.url),
  full: new URL('../pkg/sudoku_stepper_bg.wasm', import.meta.url),
};

/**
 * Points the loader at another folder of `.wasm` files (a CDN, a bundle's folder): `url` is the
 * folder (ending in `/`) or either file in it, its query kept for both; only before the first load.
 * @param {string | URL} url
 */
export function setWasmUrl(url) {
  if (loading.small || loading.full) return;
  const at = new URL(url, document.baseURI);
  // A query (a CDN's version) goes with both files.
  const beside = (/** @type {string} */ name) => Object.assign(new URL(name, at), { search: at.search });
  wasmUrls = { small: beside(SMALL_WASM), full: beside(FULL_WASM) };
}

/**
 * Loads an engine once for every element on the page: the small one, or with `full` the one with
 * every strategy and the search tree.
 * @param {boolean} [full]
 * @returns {Promise<Engine>}
 */
export function loadEngine(full = false) {
  const which = full ? 'full' : 'small';
  // The full engine's glue is imported only when it is needed: a chunk of its own in dist/.
  loading[which] ??= (full ? import('../pkg/sudoku_stepper.js') : Promise.resolve(SMALL)).then((p) => p.default({ module_or_path: wasmUrls[which] }).then((exports) => {
    const engine = makeEngine(/** @type {Package} */ (p), exports.memory, full, String(wasmUrls[which]));
    warmUp(/** @type {Package} */ (p), exports.memory);
    return engine;
  }));
  return loading[which];
}

/** Steps the warm-up runs: enough for the engine to optimise its step loop. */
const WARM_UP_STEPS = 1 << 16;
/**
 * The longest piece of warm-up in one idle moment, in ms: an idle period may last 50 ms, and
 * on a slow machine all of it would be one long task (the reader's scroll or click would wait).
 */
const WARM_UP_SLICE_MS = 4;

/**
 * Runs the step loop while the page is idle, a few milliseconds at a time, so that the engine
 * compiles its optimised code before the first Play at high speed (which would otherwise run
 * baseline code and overrun its frame budget).
 * @param {Package} pkg  the engine's own
 * @param {WebAssembly.Memory} memory  its memory
 */
function warmUp(pkg, memory) {
  const idle = window.requestIdleCallback ?? ((/** @type {(d: { timeRemaining(): number }) => void} */ f) => setTimeout(() => f({ timeRemaining: () => WARM_UP_SLICE_MS }), 50));
  const s = new pkg.Search('.'.repeat(81), 'backtracking');
  const counters = new CounterView(s, memory, pkg.counterFields());
  /** @param {{ timeRemaining(): number }} deadline */
  const slice = (deadline) => {
    const ms = Math.min(WARM_UP_SLICE_MS, deadline.timeRemaining());
    if (ms > 0) s.skip(WARM_UP_STEPS - counters.get('steps'), false, ms);
    if (counters.get('steps') < WARM_UP_STEPS && !s.isDone()) idle(slice);
    else s.free();
  };
  idle(slice);
}

/**
 * The engine that can run `strategy` (and record its tree): `engine` itself, or the full one,
 * loaded once for the page. A session stays with the engine that opened it.
 * @param {Engine} engine
 * @param {string} strategy
 * @param {boolean} tree
 * @returns {Promise<Engine>}
 */
export function need(engine, strategy, tree) {
  return engine.has(strategy, tree) ? Promise.resolve(engine) : loadEngine(true);
}

/**
 * @param {Package} pkg
 * @param {WebAssembly.Memory} memory
 * @param {boolean} full
 * @param {string} wasmUrl  where its `.wasm` was loaded from
 */
function makeEngine(pkg, memory, full, wasmUrl) {
  const strategies = strategyInfos(pkg.strategies());
  // What a session needs of the engine besides its search (see Session).
  const parts = { counterFields: pkg.counterFields(), SearchTree: pkg.SearchTree };
  /** @type {Map<number, BoardGeometry>} */
  const geometries = new Map();

  return {
    /** @type {StrategyInfo[]} */
    strategies,
    /** True for the engine with every strategy and the search tree. */
    full,
    /** Where its `.wasm` was loaded from: a worker loads the same (runs.js). */
    wasmUrl,

    /**
     * Whether this engine can run `strategy` (a name it does not know counts: opening it reports
     * the engine's message) and, with `tree`, record its search tree.
     * @param {string} strategy
     * @param {boolean} tree
     */
    has(strategy, tree) {
      return full || (!tree && strategies.find((x) => x.name === strategy)?.built !== false);
    },

    /**
     * The geometry of boards of `side` cells per row (4, 9 or 16), read once and cached.
     * @param {number} side
     * @returns {BoardGeometry}
     */
    geometry(side) {
      let g = geometries.get(side);
      if (!g) {
        g = readGeometry(new pkg.Geometry(side));
        geometries.set(side, g);
      }
      return g;
    },

    /**
     * Parses puzzle text, one line or a grid, keeping clashing givens for the editor to show.
     * Throws an `Error` with the parser's message.
     * @param {string} text
     * @returns {Parsed}
     */
    parse(text) {
      const v = pkg.validate(text);
      const conflicts = v.conflicts.map((c) => {
        const plain = { a: c.a, b: c.b, digit: c.digit, unit: c.unit, message: c.message };
        c.free();
        return plain;
      });
      const parsed = { side: v.side, values: v.values, conflicts, text: v.text };
      v.free();
      return parsed;
    },

    /**
     * A new search; throws an `Error` with the core's message for a bad puzzle, strategy or
     * parameter (`params`: `key=value` pairs separated by spaces or commas), or for a strategy
     * this engine does not have (see `need`).
     * @param {string} puzzle
     * @param {string} strategy
     * @param {string} [params]
     * @returns {Session}
     */
    open(puzzle, strategy, params = '') {
      // Typed as the full engine's search, of which the small one's is a part (see Session).
      const search = /** @type {import('../pkg/sudoku_stepper.js').Search} */ (pkg.Search.withParams(puzzle, strategy, params));
      return new Session(search, memory, this.geometry(search.side), strategies.find((x) => x.name === strategy)?.family ?? 'depth-first', parts);
    },
  };
}

/**
 * Copies what the views need of a `Geometry` into plain arrays, names included, so a frame
 * never calls across the boundary for them.
 * @param {Geometry} g
 * @returns {BoardGeometry}
 */
function readGeometry(g) {
  const side = g.side;
  const unitNames = Array.from({ length: g.units }, (_, id) => g.unitName(id));
  const cellNames = Array.from({ length: g.cells }, (_, cell) => g.cellName(cell));
  return {
    side,
    box: g.box,
    cells: g.cells,
    unitCells: g.unitCells(),
    unitsOf: g.unitsOf(),
    unitName: (id) => unitNames[id] ?? '',
    cellName: (cell) => cellNames[cell] ?? '',
    // The geometry object stays alive for this one: the core decides which unit to name.
    sharedUnit: (a, b) => g.sharedUnit(a, b),
  };
}
