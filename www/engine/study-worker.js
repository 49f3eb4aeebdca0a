// One of the study page's workers (a pool of them, study-pool.js): runs its share of a study, a range
// of its seeds (the engine's `Study`), a slice at a time, and posts each slice's runs; then
// `done`. It never waits for a message between slices: the page cancels by terminating it.
import init, { Study } from '../pkg-lab/sudoku_stepper.js';

/** Milliseconds of runs between two reports (a run is never cut, so a slice can be longer). */
const SLICE_MS = 100;

const loaded = init({ module_or_path: new URL('../pkg-lab/sudoku_stepper_bg.wasm', import.meta.url) });

addEventListener('message', async (/** @type {MessageEvent<import('./study-pool.js').StudyJob>} */ { data: job }) => {
  try {
    await loaded;
    const study = new Study(job.strategy, job.firstSeed, job.runs, job.budget);
    do {
      study.advance(SLICE_MS);
      const runs = study.takeRuns();
      postMessage({ type: 'runs', runs }, { transfer: [runs.buffer] });
    } while (study.done < study.total);
    study.free();
    postMessage({ type: 'done' });
  } catch (e) {
    postMessage({ type: 'error', message: e instanceof Error ? e.message : String(e) });
  }
});
