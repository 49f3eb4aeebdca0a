// One job at a time in a module worker (worker.js): start it, hear what it reports, and cancel
// it by terminating the worker, which stops it at once wherever it is; a fresh worker serves the
// next job.

/**
 * @typedef {{ type: string, [key: string]: unknown }} Report
 */

export class Runner {
  /** @param {(report: Report) => void} onReport  every message of the worker, in order */
  constructor(onReport) {
    this.onReport = onReport;
    /** @type {Worker | null} */
    this.worker = null;
    /** True from `start` until the worker says `done` or `error`, or `cancel`. */
    this.busy = false;
  }

  /** Starts the worker now, if there is none, so that the engine loads before the first job. */
  warm() {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
    worker.addEventListener('message', (/** @type {MessageEvent<Report>} */ e) => {
      if (worker !== this.worker) return;
      if (e.data.type === 'done' || e.data.type === 'error') this.busy = false;
      this.onReport(e.data);
    });
    worker.addEventListener('error', (e) => {
      if (worker !== this.worker) return;
      this.busy = false;
      this.onReport({ type: 'error', message: e.message || 'the worker failed to start' });
    });
    this.worker = worker;
    return worker;
  }

  /** @param {object} job  what worker.js takes */
  start(job) {
    this.busy = true;
    this.warm().postMessage(job);
  }

  /** Stops the job at once: the worker is terminated and forgotten. */
  cancel() {
    this.worker?.terminate();
    this.worker = null;
    this.busy = false;
  }
}
