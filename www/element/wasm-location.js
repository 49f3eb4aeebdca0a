// Where the engine's `.wasm` files are, as a page or a bundle says: read when the engine first
// loads. In www/ without either, the engine finds its own files.

/** The page's own location (`SudokuStepper.wasmUrl` or the first `wasm-url`). @type {URL | null} */
let page = null;
/**
 * The folder of the `.wasm` files when the page names none: beside the module that holds these
 * elements in a bundle (dist/'s entry, or what a site's bundler made of it).
 * @type {URL | null}
 */
let besideModule = null;

/**
 * Says that the engine's `.wasm` files sit beside `moduleUrl`: dist/'s entry calls it with its own
 * `import.meta.url` (scripts/build-dist.mjs), so the chunks it loads from dist/chunks/, and a
 * bundle a site's bundler makes of it, look for them there.
 * @param {string} moduleUrl
 */
export function wasmBeside(moduleUrl) {
  besideModule = new URL('./', moduleUrl);
}

/**
 * The page's location of the `.wasm` files; `first` keeps one already given (the first
 * element's `wasm-url` wins). Throws a TypeError for text that is not a URL.
 * @param {string | URL} url
 * @param {boolean} [first]
 */
export function setPageWasmUrl(url, first = false) {
  if (first && page) return;
  page = new URL(url, document.baseURI);
}

/**
 * Takes an element's `wasm-url` as the page's, unless one was set before: '' when it is taken
 * or absent, else the value, which is not a URL (messages.js's badWasmUrl says so).
 * @param {string | null} url
 */
export function usePageWasmUrl(url) {
  if (!url) return '';
  try {
    setPageWasmUrl(url, true);
    return '';
  } catch {
    return url;
  }
}

/**
 * The engine (engine.js, imported now), its `.wasm` looked for where the page or the module says
 * (else its own default), loaded: the small one, or the full one at once.
 * @param {boolean} full
 */
export async function openEngine(full) {
  const m = await import('../engine/engine.js');
  const url = page ?? besideModule;
  if (url) m.setWasmUrl(url);
  return m.loadEngine(full);
}

/** The chunks a running element imports, by address, until they are asked for. @type {string[]} */
let running = [];

/**
 * Names the chunks a running element imports (dist/'s entry, scripts/build-dist.mjs), for
 * `preloadRunning`. Only from the entry itself, beside its chunks: a bundle a site's bundler made
 * of it has none.
 * @param {string} moduleUrl  the entry's own address
 * @param {readonly string[]} chunks  paths beside it
 */
export function chunksBeside(moduleUrl, chunks) {
  if (new URL(moduleUrl).pathname.endsWith('/sudoku-stepper.js')) running = chunks.map((c) => new URL(c, moduleUrl).href);
}

/**
 * Fetches those chunks side by side, once, as an element starts loading: its imports would find
 * them one level after another.
 */
export function preloadRunning() {
  for (const href of running.splice(0)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}
