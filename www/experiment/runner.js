// The experiment page's runs in a pool of module workers (engine/pool.js, worker.js): a run is a
// list of independent jobs (one strategy on one board; the ascending order or one seed), spread
// over the machine's cores, whose reports come back in the jobs' order, as one worker gives
// them (or as they finish, each with its job's index), then `done` or `error`. Cancel terminates
// every worker, which stops them at once wherever they are; fresh workers serve the next run.
import { Pool } from '../engine/pool.js';

/** @typedef {import('../engine/pool.js').Report} Report */

export class Runner {
  /** @param {(report: Report) => void} onReport  every report of the run, in order; `ready` and an engine that fails to load also between runs */
  constructor(onReport) {
    this.onReport = onReport;
    this.pool = new Pool(new URL('./worker.js', import.meta.url), { onIdle: onReport });
    /** @type {(() => void) | null} */
    this.stop = null;
  }

  /**
   * Starts workers now, so that their engines load before the first run: one by default (its
   * engine lists the strategies), or as many as a run of `jobs` jobs would use.
   * @param {number} [jobs]
   */
  warm(jobs) {
    this.pool.warm(jobs);
  }

  /**
   * @param {import('./worker.js').Job[]} jobs  what worker.js takes, one job each
   * @param {boolean} [ordered]  false: each report as its job finishes, with the job's index as `job`
   */
  start(jobs, ordered = true) {
    const run = this.pool.run(jobs, (r, job) => this.onReport(ordered ? r : { ...r, job }), { ordered });
    this.stop = run.cancel;
    run.finished.then(
      (how) => {
        if (how === 'done') this.onReport({ type: 'done' });
      },
      (/** @type {Error} */ e) => this.onReport({ type: 'error', message: e.message }),
    );
  }

  /** Stops the run at once: every worker is terminated and forgotten. */
  cancel() {
    this.stop?.();
    this.stop = null;
  }
}
