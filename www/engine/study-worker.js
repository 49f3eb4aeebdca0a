// The study page's worker: runs one study of the paper's experiments (the engine's `Study`) a
// slice at a time and posts the numbers after each slice. It never waits for a message between
// slices: the page cancels by terminating it.
import init, { Study } from '../pkg-lab/sudoku_stepper.js';

/** Milliseconds of runs between two reports (a run is never cut, so a slice can be longer). */
const SLICE_MS = 100;

addEventListener('message', async (/** @type {MessageEvent<import('./study.js').StudyJob>} */ { data: job }) => {
  try {
    await init({ module_or_path: new URL('../pkg-lab/sudoku_stepper_bg.wasm', import.meta.url) });
    const study = new Study(job.strategy, job.firstSeed, job.runs, job.budget);
    do {
      study.advance(SLICE_MS);
      const summary = study.summary();
      postMessage({ done: study.done, total: study.total, summary }, { transfer: [summary.buffer] });
    } while (study.done < study.total);
    study.free();
  } catch (e) {
    postMessage({ error: e instanceof Error ? e.message : String(e) });
  }
});
