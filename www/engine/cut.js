// One long search on every worker of a pool (the engine's `Cut`, src/split/): the worker that
// runs it makes its jobs, runs them one by one and hands them to the helpers that join it
// (other workers of the pool with nothing else to do, each on a MessagePort of its own), and the
// engine adds up their results in order into the very counters of the search run whole. A
// helper follows the same cut with a producer of its own and runs the jobs it is sent.

/** @typedef {import('../pkg-lab/sudoku_stepper.js').Cut} Cut */

/**
 * What a helper needs to follow a cut: the search, and the depth it is cut at.
 * @typedef {{ puzzle: string, strategy: string, params: string, maxSteps: number, frontier: number }} CutTask
 */

/**
 * What a cut search gave: its counters, and its time on one core in microseconds (the jobs'
 * own times, wherever they ran, and the time between them here).
 * @typedef {{ tries: number, steps: number, solved: boolean, micros: number }} CutResult
 */

/**
 * Jobs sent ahead to each helper. This worker hears a helper only between its own jobs, and a
 * helper's jobs can be far shorter than the one this worker runs meanwhile (a job ends where its
 * pieces' subtrees do): with two ahead, the helper of the experiment's long search waited for
 * work a fifth of the time. The jobs still queued when the search ends run on the helper alone
 * and are dropped.
 */
const AHEAD = 8;

/** Lets the worker's messages in (a helper's result, a new helper) between two jobs. */
const turn = () =>
  new Promise((resolve) => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => {
      port1.close();
      resolve(undefined);
    };
    port2.postMessage(0);
  });

/**
 * Runs `cut` to its end. `join` is called once with a function that takes each helper's port
 * as it arrives (for as long as the search runs; the one given after the end releases its
 * helper at once).
 * @param {Cut} cut
 * @param {(take: (port: MessagePort) => void) => void} join
 * @returns {Promise<CutResult>}
 */
export async function coordinate(cut, join) {
  let ended = false;
  let micros = 0;
  /** @type {MessagePort[]} */
  const ports = [];
  /** Wakes the loop below when it waits for helpers' results. @type {() => void} */
  let wake = () => {};
  /** @param {MessagePort} port */
  const give = (port) => {
    const job = ended ? undefined : cut.nextJob();
    if (!job) return;
    const [index, first, pieces, budget] = job;
    port.postMessage({ type: 'job', index, first, pieces, budget });
  };
  /** @param {MessagePort} port */
  const release = (port) => {
    port.postMessage({ type: 'release' });
    port.close();
  };
  join((port) => {
    if (ended) {
      release(port);
      return;
    }
    ports.push(port);
    port.onmessage = (/** @type {MessageEvent<{ index: number, result: Float64Array, ms: number }>} */ e) => {
      micros += e.data.ms * 1000;
      if (!ended && cut.take(e.data.index, e.data.result)) ended = true;
      give(port);
      wake();
    };
    // Jobs ahead: this worker hears a helper only between its own jobs, and the helper runs
    // the ones queued meanwhile instead of waiting for the next.
    for (let i = 0; i < AHEAD; i++) give(port);
  });
  const start = performance.now();
  let waited = 0;
  while (!ended) {
    const job = cut.nextJob();
    if (job) {
      const result = cut.runOwn(job[0]);
      if (result && cut.take(job[0], result)) ended = true;
      await turn();
    } else {
      // Every piece is in a job: the helpers' results are what is missing.
      const from = performance.now();
      await new Promise((resolve) => {
        wake = () => resolve(undefined);
      });
      waited += performance.now() - from;
    }
  }
  for (const port of ports) release(port);
  const result = { tries: cut.tries, steps: cut.steps, solved: cut.solved, micros: micros + (performance.now() - start - waited) * 1000 };
  cut.free();
  return result;
}

/**
 * Helps run the cut of `task` from another worker, on `port`, until it is released.
 * @param {(task: CutTask) => Cut} follow  the engine's `Cut.follow`
 * @param {CutTask} task
 * @param {MessagePort} port
 * @returns {Promise<void>}
 */
export function help(follow, task, port) {
  const cut = follow(task);
  return new Promise((resolve) => {
    port.onmessage = (/** @type {MessageEvent<{ type: 'job', index: number, first: number, pieces: number, budget: number } | { type: 'release' }>} */ e) => {
      if (e.data.type === 'release') {
        port.close();
        cut.free();
        resolve();
        return;
      }
      const { index, first, pieces, budget } = e.data;
      const start = performance.now();
      const result = cut.runJob(first, pieces, budget);
      port.postMessage({ index, result, ms: performance.now() - start });
    };
  });
}
