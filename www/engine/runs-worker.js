// One of the workers of an element's run-time study (runs.js): loads the build of the engine the
// element uses (the small or the full one, from the `.wasm` the page's engine loaded), runs one
// board under one setting to its first solution or the step cap, posts the steps it took
// (Infinity when it found none), then `done`. Cancelling is the element terminating it. A
// `load` message (runs.js `warmRuns`) loads the build before the first run, and posts nothing.
import initSmall, { Search as SmallSearch, counterFields } from '../pkg-small/sudoku_stepper.js';
import { CounterView } from './counters.js';

/**
 * One run: `wasm` is the address of the `.wasm` of the `full` build or of the small one.
 * @typedef {{ wasm: string, full: boolean, puzzle: string, strategy: string, params: string, cap: number }} RunJob
 */

/**
 * The engine's `Search`, its memory and its counters' names, per build, loaded once per worker.
 * @type {Map<boolean, Promise<{ Search: typeof SmallSearch, memory: WebAssembly.Memory, fields: string[] }>>}
 */
const loaded = new Map();

/**
 * @param {boolean} full
 * @param {string} wasm
 */
function load(full, wasm) {
  let search = loaded.get(full);
  if (!search) {
    // The full glue is imported only by a worker that needs it, as engine.js does.
    const pkg = full ? import('../pkg/sudoku_stepper.js') : Promise.resolve({ default: initSmall, Search: SmallSearch, counterFields });
    search = pkg.then(async (p) => {
      const { memory } = await p.default({ module_or_path: wasm });
      return { Search: /** @type {typeof SmallSearch} */ (p.Search), memory, fields: p.counterFields() };
    });
    loaded.set(full, search);
  }
  return search;
}

addEventListener('message', async (/** @type {MessageEvent<RunJob | { type: 'load', wasm: string, full: boolean }>} */ { data: job }) => {
  if ('type' in job) {
    // A build that fails to load fails the first run, which says so.
    load(job.full, job.wasm).catch(() => {});
    return;
  }
  try {
    const { Search, memory, fields } = await load(job.full, job.wasm);
    const s = Search.withParams(job.puzzle, job.strategy, job.params);
    try {
      s.skip(Math.min(job.cap, Number.MAX_SAFE_INTEGER), true);
      const c = new CounterView(s, memory, fields);
      postMessage({ type: 'run', steps: c.get('solutions') > 0 ? c.get('steps') : Infinity });
    } finally {
      s.free();
    }
    postMessage({ type: 'done' });
  } catch (e) {
    postMessage({ type: 'error', message: e instanceof Error ? e.message : String(e) });
  }
});
