// Generating a puzzle of one difficulty without freezing the page: the engine tries one seed per
// call (src/generate.rs: a puzzle, then its rating), and the seeds are tried in slices of a
// frame's length, with the page free between them, until one has the label, the user stops, or
// the tries run out. Any difficulty is one call.

/** @typedef {import('../engine/lab.js').Lab} Lab */

/** Milliseconds of generating per slice: the page stays responsive between slices. */
const SLICE_MS = 12;
/** Seeds tried at most, by board side: a 16×16 puzzle takes a good part of a second. */
const MOST_TRIES = { 4: 100, 9: 4000, 16: 30 };

/**
 * @typedef {object} Request
 * @property {number} side
 * @property {boolean} symmetric
 * @property {string} difficulty  a label, or '' for any
 * @property {number} seed        the first seed to try
 */

/**
 * @typedef {{ puzzle: string, seed: number } | { puzzle: null, tried: number }} Result
 *   the puzzle and its seed, or how many seeds were tried in vain
 */

/**
 * Tries seeds from `request.seed` on; `progress(tried)` is called after every slice.
 * @param {Lab} engine  the lab build
 * @param {Request} request
 * @param {(tried: number) => void} progress
 * @returns {{ done: Promise<Result>, stop: () => void }}
 */
export function generateSliced(engine, request, progress) {
  let stopped = false;
  const { side, symmetric, difficulty, seed } = request;
  const most = difficulty ? (MOST_TRIES[/** @type {4 | 9 | 16} */ (side)] ?? 1) : 1;
  /** @type {Promise<Result>} */
  const done = new Promise((resolve, reject) => {
    let tried = 0;
    const slice = () => {
      if (stopped) return resolve({ puzzle: null, tried });
      const end = performance.now() + SLICE_MS;
      try {
        do {
          const puzzle = engine.generate(side, seed + tried, symmetric, difficulty || null);
          tried++;
          if (puzzle) return resolve({ puzzle, seed: seed + tried - 1 });
        } while (tried < most && performance.now() < end);
      } catch (err) {
        return reject(err);
      }
      if (tried >= most) return resolve({ puzzle: null, tried });
      progress(tried);
      setTimeout(slice, 0);
    };
    setTimeout(slice, 0);
  });
  return { done, stop: () => (stopped = true) };
}
