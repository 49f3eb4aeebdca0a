// Every core, same answers (issue 22): the study and experiment pages and the element's run-time
// study ("Run 30 random orders") run their jobs in a pool of
// workers sized to `navigator.hardwareConcurrency` (overridden here by an init script, which also
// counts the workers the page creates, terminates, hears from, and gives a job). With two workers
// or more their numbers are exactly those of one worker and of the CLI; the pages start the
// workers of a run before it (at most one per core), a run never gives jobs to more workers
// than it has jobs; Cancel terminates every worker at once and nothing arrives after it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { suite } from './harness.mjs';
import { experiment, firstSolution, study as cliStudy } from './cli.mjs';
import { CZECH, HARD, frames, shadow } from './helpers.mjs';

/**
 * Page options that make the machine seem to have `cores` cores and keep count of its workers in
 * `window.workerCount`: created, terminated, working (given a job: any message but the `load`
 * that starts a run-time worker early), and messages heard from working ones (a worker started
 * early says when it is ready, whenever that is).
 * @param {number} cores
 */
const withCores = (cores) => ({
  ready: false,
  /** @param {import('playwright-core').Page} page */
  before: (page) =>
    page.addInitScript((n) => {
      Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => n, configurable: true });
      const count = { created: 0, terminated: 0, messages: 0, working: 0, assists: 0 };
      Object.assign(window, { workerCount: count });
      const Native = window.Worker;
      window.Worker = class extends Native {
        working = false;

        /** @param {string | URL} url @param {WorkerOptions} [options] */
        constructor(url, options) {
          super(url, options);
          count.created += 1;
          this.addEventListener('message', () => {
            if (this.working) count.messages += 1;
          });
        }

        /** @param {any} message @param {any} [options] */
        postMessage(message, options) {
          if (message?.type === 'assist') count.assists += 1;
          if (!this.working && message?.type !== 'load') {
            this.working = true;
            count.working += 1;
          }
          super.postMessage(message, options);
        }

        terminate() {
          count.terminated += 1;
          super.terminate();
        }
      };
    }, cores),
});

/** @param {import('playwright-core').Page} page */
const workerCount = (page) => page.evaluate(() => /** @type {any} */ (window).workerCount);

/**
 * Downloads a CSV by clicking `selector`; its lines.
 * @param {import('playwright-core').Page} page
 * @param {string} selector
 */
async function csvLines(page, selector) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.click(selector)]);
  return (await readFile(/** @type {string} */ (await download.path()), 'utf8')).trim().split('\n');
}

/**
 * Runs a study on the study page of a machine with `cores` cores; its CSV and its workers.
 * @param {Function} open
 * @param {string} url
 * @param {number} cores
 * @param {{ strategy: string, runs: number, seed: number }} job
 */
async function studyOn(open, url, cores, { strategy, runs, seed }) {
  const page = await open(`${url}study.html?csp=strict`, undefined, withCores(cores));
  await page.waitForFunction(() => !(/** @type {HTMLButtonElement} */ (document.getElementById('run')).disabled));
  await page.check(`input[name="strategy"][value="${strategy}"]`);
  await page.fill('#runs', String(runs));
  await page.fill('#seed', String(seed));
  await page.click('#run');
  await page.waitForFunction(() => /^Done/.test(document.getElementById('status')?.textContent ?? ''), null, { timeout: 60_000 });
  const csv = await csvLines(page, `[data-study="${strategy}"] [data-csv]`);
  return { page, csv, workers: await workerCount(page) };
}

/**
 * Runs the experiment of `strategies` over `holes` on the experiment page of a machine with
 * `cores` cores; its CSV without the times, and its workers.
 * @param {Function} open
 * @param {string} url
 * @param {number} cores
 * @param {string[]} strategies
 * @param {[number, number, number]} holes
 */
async function experimentOn(open, url, cores, strategies, holes) {
  const page = await open(`${url}experiment.html?csp=strict`, undefined, withCores(cores));
  await page.waitForSelector('#strategies input');
  for (const box of await page.locator('#strategies input').all()) {
    await box.setChecked(strategies.includes((await box.getAttribute('value')) ?? ''));
  }
  for (const [i, id] of ['#from', '#to', '#step'].entries()) await page.fill(id, String(holes[i]));
  await page.click('#run');
  await page.waitForFunction(() => document.getElementById('status')?.textContent?.startsWith('Done'), null, { timeout: 60_000 });
  // holes,grid,puzzle,strategy,tries,steps,micros,solved: all but the time.
  const csv = (await csvLines(page, '#csv')).map((l) =>
    l
      .split(',')
      .filter((_, k) => k !== 6)
      .join(','),
  );
  return { page, csv, workers: await workerCount(page) };
}

suite(
  'a pool of workers: every core, same answers',
  ({ open, server }) => {
    test("a study on two workers gives one worker's numbers and the CLI's", async () => {
      const job = { strategy: 'shoot-and-go', runs: 12, seed: 5 };
      const one = await studyOn(open, server.url, 1, job);
      const two = await studyOn(open, server.url, 2, job);
      assert.equal(one.workers.working, 1);
      assert.equal(two.workers.working, 2, 'both cores work');
      // Started as the page loaded, one per core.
      assert.equal(two.workers.created, 2);
      assert.deepEqual(two.csv, one.csv);
      const cli = cliStudy(job.strategy, job).json;
      const [head, ...rows] = two.csv;
      const keys = head.split(',');
      rows.forEach((line, i) => {
        const row = Object.fromEntries(line.split(',').map((v, k) => [keys[k], v]));
        for (const key of ['runs', 'solved', 'mean_steps', 'median_steps', 'mean_tries', 'median_tries']) {
          assert.equal(row[key] === '' ? null : Number(row[key]), cli.settings[i][key], `${cli.settings[i].params} ${key}`);
        }
      });
    });

    test('a study of one seed uses one worker, however many cores', async () => {
      const { workers } = await studyOn(open, server.url, 8, { strategy: 'shoot-and-go', runs: 1, seed: 0 });
      assert.equal(workers.working, 1);
      assert.equal(workers.terminated, 7, 'the others, started early, are not kept');
    });

    test('one long search is cut across both workers, with the counters of one', async () => {
      // brute-force on the fourth board with 63 holes takes 101 M steps: cut into jobs, the
      // second worker helping once the other boards are done. Long enough for the second
      // worker to have loaded its engine first (60 holes' 15 M steps, a few tens of ms since
      // brute-force's fixed cycle, sometimes ended before it had).
      const strategies = ['brute-force', 'sorted-cells'];
      const one = await experimentOn(open, server.url, 1, strategies, [63, 63, 1]);
      const two = await experimentOn(open, server.url, 2, strategies, [63, 63, 1]);
      assert.equal(one.workers.assists, 0);
      assert.ok(two.workers.assists >= 1, 'the second worker helps');
      assert.deepEqual(two.csv, one.csv);
      const cli = experiment(['--holes', '63', ...strategies.flatMap((s) => ['--strategy', s])]);
      assert.deepEqual(
        two.csv.slice(1),
        cli.boards.map((b) => [b.holes, b.grid, b.puzzle, b.strategy, b.tries, b.steps, b.solved].join(',')),
      );
      assert.ok(cli.boards.some((b) => b.steps > 10_000_000));
    });

    test("the experiment on two workers gives one worker's boards, in order, and the CLI's", async () => {
      const strategies = ['backtracking', 'mrv'];
      const one = await experimentOn(open, server.url, 1, strategies, [20, 50, 10]);
      const two = await experimentOn(open, server.url, 2, strategies, [20, 50, 10]);
      assert.equal(one.workers.working, 1);
      assert.equal(two.workers.working, 2, 'both cores work');
      // The page's own worker, started as it loads, then one more for a run on every core: both
      // started before the run. The seeds section's start once it is in view.
      assert.equal(two.workers.created, 2);
      assert.deepEqual(two.csv, one.csv);
      const cli = experiment(['--holes', '20:50:10', ...strategies.flatMap((s) => ['--strategy', s])]);
      assert.deepEqual(
        two.csv.slice(1),
        cli.boards.map((b) => [b.holes, b.grid, b.puzzle, b.strategy, b.tries, b.steps, b.solved].join(',')),
      );
    });

    test("the seeds section's workers start once it is in view, not as the page loads", async () => {
      const page = await open(`${server.url}experiment.html`, { width: 1280, height: 800 }, withCores(2));
      await page.waitForSelector('#strategies input');
      await page.waitForTimeout(300);
      assert.equal((await workerCount(page)).created, 2, 'the run section’s two, the seeds section below the fold');
      await page.locator('#seeds-setup').scrollIntoViewIfNeeded();
      await page.waitForFunction(() => /** @type {any} */ (window).workerCount.created === 4);
    });

    test('the seeded orders: no more workers than jobs, the same dots on eight cores as on one', async () => {
      /** @param {number} cores */
      const seedsOn = async (cores) => {
        const page = await open(`${server.url}experiment.html`, undefined, withCores(cores));
        await page.waitForSelector('#strategies input');
        await page.fill('#seeds-count', '2');
        await page.click('#seeds-run');
        await page.waitForFunction(() => document.getElementById('seeds-status')?.textContent?.startsWith('Done'), null, { timeout: 60_000 });
        const dots = await page.$$eval('#seeds-chart path', (ps) =>
          ps.map((p) => `${p.getAttribute('class')} ${p.getAttribute('data-strategy')} ${p.getAttribute('data-seed')} ${p.getAttribute('data-tries')}`),
        );
        return { dots, workers: await workerCount(page) };
      };
      const one = await seedsOn(1);
      const eight = await seedsOn(8);
      assert.deepEqual(eight.dots, one.dots);
      // Three jobs (the ascending order, two seeds): three workers of the eight started early.
      assert.equal(eight.workers.working, 3);
    });

    test('Cancel terminates every worker at once: nothing arrives after it, the counts stay', async () => {
      const page = await open(`${server.url}study.html`, undefined, withCores(2));
      await page.waitForFunction(() => !(/** @type {HTMLButtonElement} */ (document.getElementById('run')).disabled));
      await page.check('input[name="strategy"][value="annealing"]');
      await page.click('#size-paper');
      await page.click('#run');
      await page.waitForFunction(() => Number(/** @type {HTMLProgressElement} */ (document.getElementById('progress')).value) > 0, null, { timeout: 30_000 });
      assert.equal((await workerCount(page)).created, 2);
      await page.click('#cancel');
      const at = await workerCount(page);
      assert.equal(at.terminated, 2, 'both workers are terminated');
      const status = await page.textContent('#status');
      const progress = await page.evaluate(() => /** @type {HTMLProgressElement} */ (document.getElementById('progress')).value);
      await page.waitForTimeout(800);
      assert.deepEqual(await workerCount(page), at, 'no message after the cancel');
      assert.equal(await page.textContent('#status'), status);
      assert.equal(await page.evaluate(() => /** @type {HTMLProgressElement} */ (document.getElementById('progress')).value), progress);
    });

    test('Cancel on the experiment page terminates both workers', async () => {
      const page = await open(`${server.url}experiment.html`, undefined, withCores(2));
      await page.waitForSelector('#strategies input');
      for (const box of await page.locator('#strategies input').all()) {
        await box.setChecked(['brute-force', 'backtracking'].includes((await box.getAttribute('value')) ?? ''));
      }
      await page.fill('#from', '55');
      await page.fill('#to', '80');
      await page.fill('#step', '1');
      await page.click('#run');
      await page.waitForFunction(() => /** @type {any} */ (window).workerCount.working === 2, null, { timeout: 10_000 });
      await page.waitForFunction(() => Number(/** @type {HTMLProgressElement} */ (document.getElementById('progress')).value) >= 2, null, { timeout: 30_000 });
      await page.click('#cancel');
      const at = await workerCount(page);
      assert.equal(at.terminated, 2);
      // While it runs the table is redrawn a few times a second: the frame after the cancel
      // shows every board that came in before it, and nothing may come after.
      await frames(page);
      const rows = await page.locator('#table td[data-tries]').count();
      await page.waitForTimeout(800);
      assert.deepEqual(await workerCount(page), at, 'no message after the cancel');
      assert.equal(await page.locator('#table td[data-tries]').count(), rows);
      assert.match((await page.textContent('#status')) ?? '', /^Cancelled after \d+ of 208 runs/);
    });

    /**
     * Runs the element's 30 random orders of backtracking on CZECH on a machine with `cores` cores.
     * @param {number} cores
     */
    const runtimesOn = async (cores) => {
      const page = await open(`${server.url}?puzzle=${CZECH}&strategy=backtracking&panels=counters+chart`, undefined, { ...withCores(cores), ready: true });
      await shadow(page, '.runtime-run').click();
      await page.waitForFunction(
        () => /30 random orders/.test(document.querySelector('sudoku-stepper')?.shadowRoot?.querySelector('.runtime-progress')?.textContent ?? ''),
        null,
        { timeout: 60_000 },
      );
      return {
        page,
        summary: await shadow(page, '.runtime-panel .chart-summary').innerText(),
        points: await shadow(page, '.series.runtime').getAttribute('points'),
        workers: await workerCount(page),
      };
    };

    test("Run 30 random orders on two workers draws one worker's chart, each run the CLI's", async () => {
      const one = await runtimesOn(1);
      const two = await runtimesOn(2);
      assert.equal(one.workers.working, 1);
      assert.equal(two.workers.working, 2, 'both cores work');
      assert.equal(two.summary, one.summary);
      assert.equal(two.points, one.points);
      const bySeed = Array.from({ length: 30 }, (_, seed) => firstSolution(CZECH, 'backtracking', ['order=random', `seed=${seed}`]).stats.steps).sort(
        (a, b) => a - b,
      );
      assert.ok(two.summary.includes(`the slowest solved took ${bySeed[29].toLocaleString('en-US')}`), two.summary);
    });

    test('an element that leaves the page lets its idle run-time workers go', async () => {
      const { page } = await runtimesOn(2);
      assert.equal((await workerCount(page)).terminated, 0, 'kept for a next study while the element stays');
      await page.evaluate(() => document.querySelector('sudoku-stepper')?.remove());
      const after = await workerCount(page);
      assert.equal(after.terminated, after.created, 'every worker terminated');
    });

    test('an element that leaves the page during Run 30 random orders stops it and lets every worker go; moved in the page, it runs on', async () => {
      const page = await open(`${server.url}?puzzle=${HARD}&strategy=backtracking&panels=counters+chart`, undefined, { ...withCores(2), ready: true });
      await shadow(page, '.runtime-run').click();
      await page.waitForFunction(() => /** @type {any} */ (window).workerCount.working === 2);
      await page.evaluate(() => {
        const el = /** @type {Element} */ (document.querySelector('sudoku-stepper'));
        el.parentElement?.append(el);
      });
      await page.waitForTimeout(300);
      assert.equal((await workerCount(page)).terminated, 0, 'a move keeps the study running');
      assert.match(await shadow(page, '.runtime-run').innerText(), /^Cancel$/);
      await page.evaluate(() => document.querySelector('sudoku-stepper')?.remove());
      const at = await workerCount(page);
      assert.equal(at.terminated, at.created, 'every worker terminated');
      await page.waitForTimeout(800);
      assert.deepEqual(await workerCount(page), at, 'no message after it left');
    });

    test('Cancel of Run 30 random orders terminates both workers; the runs kept stay', async () => {
      // HARD's random orders take up to the cap of 10⁷ steps each: seconds in all.
      const page = await open(`${server.url}?puzzle=${HARD}&strategy=backtracking&panels=counters+chart`, undefined, { ...withCores(2), ready: true });
      await shadow(page, '.runtime-run').click();
      await page.waitForFunction(() => /** @type {any} */ (window).workerCount.working === 2);
      assert.match(await shadow(page, '.runtime-run').innerText(), /^Cancel$/);
      await shadow(page, '.runtime-run').click();
      const at = await workerCount(page);
      assert.equal(at.terminated, 2);
      // The element draws at its next frame what came in before the cancel; nothing after.
      await frames(page);
      const summary = await shadow(page, '.runtime-panel .chart-summary').innerText();
      await page.waitForTimeout(800);
      assert.deepEqual(await workerCount(page), at, 'no message after the cancel');
      assert.equal(await shadow(page, '.runtime-panel .chart-summary').innerText(), summary);
      // A run can end before the cancel on a fast machine: the line then counts the runs kept.
      assert.match(await shadow(page, '.runtime-progress').innerText(), /^(|1 random order|\d+ random orders)$/, 'not running');
      assert.match(await shadow(page, '.runtime-run').innerText(), /^Run 30 random orders$/);
    });
  },
  { timeout: 15_000 },
);
