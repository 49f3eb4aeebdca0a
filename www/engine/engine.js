// The only door to the WebAssembly packages: loads one once per page (and warms it up), then
// hands out sessions, board geometry, the strategy list and the parser. Two builds of one engine:
// the small one (www/pkg-small: the depth-first presets, what a default element needs) loads
// first, the full one (www/pkg: `fast`, `dlx`, local search, `csp`, the search tree) only
// when a strategy or panel needs it (`need`). Each has its own memory, so a session is always
// used with the engine that opened it. Nothing here knows a Sudoku rule; every rule and message comes from the Rust core.
import init, { Geometry, Search, counterFields, sides, standardSide, strategies as listStrategies, validate as parse } from '../pkg-small/sudoku_stepper.js';
import { CounterView } from './counters.js';
import { readGeometry } from './geometry.js';
import { Session } from './session.js';
import { strategyInfos } from './strategy-infos.js';

/**
 * A strategy as the engine describes it: `exact` is false for the local searches (they stop at
 * their first solution and prove nothing), `counters` the CONTRACT names of the counters that
 * mean something for it, `propagates` whether it fills forced cells between decisions (the
 * others' `propagations` stays 0), `params` its parameters with their defaults (`key=value …`),
 * `choices` those that take one of a few words, with the words (`key=a|b|c …`), `family` what
 * kind of search it is (`depth-first`, `exact-cover` for dlx, `local`), `built` whether this
 * engine has its machine (false in the small engine but for the depth-first presets), `schema`
 * its parameters as the core declares them, `machines` the strategy whose machine runs for it
 * per board side (its own but for `fast` on a board its bitboard does not fit, which runs `singles`).
 * @typedef {{ name: string, description: string, exact: boolean, propagates: boolean, family: string, counters: string[], params: string, choices: string, built: boolean, schema: ParamSchema[], machines: Record<number, string> }} StrategyInfo
 */

/**
 * One parameter of a strategy as the core declares it: its key, the kind of value (`real`,
 * `whole`, `choice`), its default as written after `key=`, the words of a choice, and what is
 * allowed in the words of an error message.
 * @typedef {{ key: string, kind: string, default: string, words: string[], allowed: string }} ParamSchema
 */

/**
 * Two givens that clash, as the parser reports them.
 * @typedef {{ a: number, b: number, digit: number, unit: string, message: string }} Conflict
 */

/**
 * What the parser read: the board's size, its values, every clash, the cells of the clashing
 * givens (each once), and the one-line text.
 * @typedef {{ side: number, values: Uint8Array, conflicts: Conflict[], clashing: number[], text: string }} Parsed
 */

/** @typedef {import('./geometry.js').BoardGeometry} BoardGeometry */

/** @typedef {ReturnType<typeof makeEngine>} Engine */

/**
 * What a wasm-bindgen package of the engine gives: its `init` and the exports used here (both
 * builds have the same ones; the full one adds `SearchTree`).
 * @typedef {{ default: typeof init, Geometry: typeof Geometry, Search: typeof Search, counterFields: typeof counterFields, sides: typeof sides, standardSide: typeof standardSide, strategies: typeof listStrategies, validate: typeof parse, SearchTree?: typeof import('../pkg/sudoku_stepper.js').SearchTree }} Package
 */

/** @type {Package} */
const SMALL = { default: init, Geometry, Search, counterFields, sides, standardSide, strategies: listStrategies, validate: parse };

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
  loading[which] ??= (full ? import('../pkg/sudoku_stepper.js') : Promise.resolve(SMALL)).then((p) =>
    p.default({ module_or_path: wasmUrls[which] }).then((exports) => {
      const engine = makeEngine(/** @type {Package} */ (p), exports.memory, full, String(wasmUrls[which]));
      warmUp(/** @type {Package} */ (p), exports.memory, engine.geometry(engine.standardSide).empty);
      return engine;
    }),
  );
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
 * @param {string} empty  the puzzle text of an empty board of the standard size
 */
function warmUp(pkg, memory, empty) {
  const idle =
    window.requestIdleCallback ??
    ((/** @type {(d: { timeRemaining(): number }) => void} */ f) => setTimeout(() => f({ timeRemaining: () => WARM_UP_SLICE_MS }), 50));
  const s = new pkg.Search(empty, 'backtracking');
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
  const strategies = strategyInfos(pkg.strategies(), pkg.sides());
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
    /** The side of the board a page opens when it has none (the core's standard size). */
    standardSide: pkg.standardSide(),
    /** The board sides the engine supports, ascending. */
    sides: Array.from(pkg.sides()),

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
      const clashing = [...new Set(conflicts.flatMap((c) => [c.a, c.b]))];
      const parsed = { side: v.side, values: v.values, conflicts, clashing, text: v.text };
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
