// A pool of module workers for the lab pages' long runs (the experiment, its seeds, the study):
// the work split into independent jobs, each job given to the next free worker, at most as many
// workers as the machine has cores (`navigator.hardwareConcurrency`) and never more than jobs.
// Every job's result depends on the job alone, so the pages show what one worker would: in
// order, the messages of each job are handed on only after those of every earlier job. Cancel
// terminates every worker at once; an error in one terminates the rest.
//
// A worker's side: it may post `{ type: 'ready', … }` once its engine has loaded (handed to
// `onReady`), takes one job per message, posts what the job gives, then `{ type: 'done' }`, or
// `{ type: 'error', message }` when the job fails.
//
// A job too long for one worker may ask for help (engine/cut.js): it posts `{ type: 'help',
// task }`, and each worker with no job left to take is then sent `{ type: 'assist', task,
// port }` and posts `{ type: 'assisted' }` when the job lets it go, while the job's worker gets
// the other end of that port in `{ type: 'helper', port }`.

/**
 * @typedef {{ type: string, [key: string]: unknown }} Report
 */

/**
 * Workers for `jobs` jobs: as many as the machine's cores, at least one, at most `jobs`.
 * @param {number} jobs
 */
export function poolSize(jobs) {
  return Math.max(1, Math.min(navigator.hardwareConcurrency || 1, jobs));
}

/**
 * How often a page redraws the progress of a run in workers: four times a second, which a
 * reader follows and which leaves the cores to the workers (on two cores, a redraw at every
 * result took from them what it drew).
 */
export const PROGRESS_MS = 250;

export class Pool {
  /**
   * @param {URL} url  the workers' module
   * @param {{ onIdle?: (report: Report) => void, failed?: string }} [options]  who hears a
   *   worker's `ready`, and an error while no run is under way (an engine that fails to load);
   *   what to say when a worker fails to start
   */
  constructor(url, { onIdle = () => {}, failed = 'the worker failed to start' } = {}) {
    this.url = url;
    this.onIdle = onIdle;
    this.failed = failed;
    /** Workers between runs, their engines loaded: the next run starts with them. @type {Worker[]} */
    this.idle = [];
    /** @type {{ cancel: () => void } | null} */
    this.current = null;
    /** What a worker's failure to start or run means: to the run under way, if any. @type {(message: string) => void} */
    this.onError = this.idleError;
  }

  /** @param {string} message */
  idleError = (message) => this.onIdle({ type: 'error', message });

  /**
   * Starts now, while the page is idle, the workers a run of `jobs` jobs would use (one by
   * default), so that their engines load before the run: at the click, a worker that starts then
   * spends longer loading than a short run's share of work takes. `hello` is posted to each new
   * worker: what tells a worker that loads its engine on its first job to load it now.
   * @param {number} [jobs]
   * @param {unknown} [hello]
   */
  warm(jobs = 1, hello) {
    // A run under way hands its own workers to `idle` when it ends.
    if (this.current) return;
    while (this.idle.length < poolSize(jobs)) {
      const worker = this.spawn();
      if (hello !== undefined) worker.postMessage(hello);
      this.idle.push(worker);
    }
  }

  /** Terminates the workers waiting between runs (their owner left the page); a run under way
   * keeps its own. The next run starts new ones. */
  release() {
    for (const w of this.idle.splice(0)) w.terminate();
  }

  /** @returns {Worker} */
  spawn() {
    const worker = new Worker(this.url, { type: 'module' });
    worker.addEventListener('message', (/** @type {MessageEvent<Report>} */ e) => {
      if (e.data?.type === 'ready') this.onIdle(e.data);
      else if (e.data?.type === 'error' && !this.current) this.idleError(String(e.data.message));
    });
    worker.addEventListener('error', (e) => {
      // One started early that fails (a policy that allows no workers) is not given a run, which
      // would wait for it forever: the run starts its own, whose failure it hears.
      const early = this.idle.indexOf(worker);
      if (early >= 0) this.idle.splice(early, 1)[0].terminate();
      this.onError(e.message || this.failed);
    });
    return worker;
  }

  /**
   * Runs `jobs` (what the workers take, one message each). `onMessage` hears every message a
   * job posts but its `done`, with the job's index: in the jobs' order when `ordered`, else as
   * they come (for results whose order changes nothing, so that progress shows at once).
   * `onProgress` hears the jobs finished, across the workers, each time one finishes (before
   * its messages are handed on when an earlier job still runs). `finished` resolves with `done`
   * or `cancelled`, or rejects with the first error.
   * @param {unknown[]} jobs
   * @param {(report: Report, job: number) => void} onMessage
   * @param {{ ordered?: boolean, onProgress?: (done: number, total: number) => void }} [options]
   * @returns {{ finished: Promise<'done' | 'cancelled'>, cancel: () => void }}
   */
  run(jobs, onMessage, { ordered = true, onProgress = () => {} } = {}) {
    this.current?.cancel();
    /** @type {Worker[]} */
    const workers = [];
    let next = 0;
    let ended = false;
    /** The first job whose messages are not all handed on yet, and what later jobs posted. */
    let shown = 0;
    /** @type {Map<number, Report[]>} */
    const held = new Map();
    const over = new Set();
    /** Jobs' workers asking for help, and workers with nothing to do. @type {{ worker: Worker, task: unknown }[]} */
    const askers = [];
    /** @type {Worker[]} */
    const parked = [];
    /** @type {(how: 'done' | 'cancelled') => void} */
    let resolve = () => {};
    /** @type {(e: Error) => void} */
    let reject = () => {};
    /** @type {Promise<'done' | 'cancelled'>} */
    const finished = new Promise((res, rej) => {
      resolve = res;
      reject = rej;
    });

    const stopAll = () => {
      ended = true;
      for (const w of workers) w.terminate();
      this.current = null;
      this.onError = this.idleError;
    };
    /** @param {string} message */
    const fail = (message) => {
      if (ended) return;
      stopAll();
      reject(new Error(message));
    };
    /** Hands on the messages of finished jobs, in order, up to the first unfinished one. */
    const release = () => {
      while (shown < jobs.length) {
        for (const r of held.get(shown) ?? []) onMessage(r, shown);
        held.delete(shown);
        if (!over.has(shown)) break;
        shown += 1;
      }
    };
    /**
     * Lends `worker` to the first job that asks for help.
     * @param {Worker} worker
     */
    const assist = (worker) => {
      const { port1, port2 } = new MessageChannel();
      const asker = askers[0];
      asker.worker.postMessage({ type: 'helper', port: port1 }, [port1]);
      /** @param {MessageEvent<Report>} e */
      const listen = (e) => {
        if (ended) return;
        if (e.data?.type === 'error') fail(String(e.data.message));
        if (e.data?.type !== 'assisted') return;
        worker.removeEventListener('message', listen);
        feed(worker);
      };
      worker.addEventListener('message', listen);
      worker.postMessage({ type: 'assist', task: asker.task, port: port2 }, [port2]);
    };
    /** @param {Worker} worker */
    const feed = (worker) => {
      if (next >= jobs.length) {
        if (askers.length) assist(worker);
        else parked.push(worker);
        return;
      }
      const job = next++;
      /** @param {MessageEvent<Report>} e */
      const listen = (e) => {
        if (ended || e.data?.type === 'ready' || e.data?.type === 'assisted') return;
        if (e.data.type === 'error') {
          fail(String(e.data.message));
          return;
        }
        if (e.data.type === 'help') {
          askers.push({ worker, task: e.data.task });
          for (const idle of parked.splice(0)) assist(idle);
          return;
        }
        if (e.data.type === 'done') {
          worker.removeEventListener('message', listen);
          const asking = askers.findIndex((a) => a.worker === worker);
          if (asking >= 0) askers.splice(asking, 1);
          over.add(job);
          onProgress(over.size, jobs.length);
          if (ordered) release();
        } else if (!ordered || job === shown) {
          onMessage(e.data, job);
        } else {
          held.set(job, [...(held.get(job) ?? []), e.data]);
        }
        if (e.data.type !== 'done') return;
        if (over.size === jobs.length) {
          ended = true;
          this.current = null;
          this.onError = this.idleError;
          this.idle = workers;
          resolve('done');
        } else {
          feed(worker);
        }
      };
      worker.addEventListener('message', listen);
      worker.postMessage(jobs[job]);
    };

    const size = poolSize(jobs.length);
    for (let i = 0; i < size; i++) {
      workers.push(this.idle.shift() ?? this.spawn());
    }
    // Idle workers beyond this run's size are not needed: a later run spawns its own.
    for (const w of this.idle.splice(0)) w.terminate();
    const cancel = () => {
      if (ended) return;
      stopAll();
      resolve('cancelled');
    };
    this.current = { cancel };
    this.onError = fail;
    if (!jobs.length) {
      ended = true;
      resolve('done');
    } else {
      for (const w of workers) feed(w);
    }
    return { finished, cancel };
  }
}
