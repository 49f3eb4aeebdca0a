// Times the lab pages' pooled runs in headless Chromium: the study page's two experiments
// (shoot-and-go and annealing, paper-sized runs unless `--quick`), the experiment page's run of
// its default strategies and holes, its one long search alone, and its seeds section's default
// run, and the element's 30 random orders of backtracking, each on
// a pool of 1 worker and of 2 (`navigator.hardwareConcurrency` overridden), alternated, best of
// `--rounds` (default 2), each click a reader's second after the page is ready. Prints the
// times, the ratio, and the load average. `--only WORD` runs the cases whose name contains WORD.
//   node scripts/bench-pool.mjs [--rounds N] [--quick] [--only WORD]
import { loadavg } from 'node:os';
import { launch, serve } from '../www/tests/harness.mjs';

const args = process.argv.slice(2);
const rounds = Number(args[args.indexOf('--rounds') + 1]) || 2;
const quick = args.includes('--quick');
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : '';
const HARD = '..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9';

const server = await serve();
const { browser, open } = await launch();

/** A reader's pause between the page being ready and the click on Run: the page idles in it. */
const READER_MS = 1000;
/** Between the pointer reaching a button and the click on it. */
const POINTER_MS = 250;

/** @param {number} cores */
const withCores = (cores) => ({
  ready: false,
  timeout: 3_600_000,
  /** @param {import('playwright-core').Page} page */
  before: (page) =>
    page.addInitScript((n) => {
      Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => n, configurable: true });
    }, cores),
});

/**
 * Milliseconds from the click on `run` until `done(arg)` holds in the page.
 * @template T
 * @param {import('playwright-core').Page} page
 * @param {() => Promise<void>} run
 * @param {(arg: T) => boolean} done
 * @param {T} [arg]
 */
async function timed(page, run, done, arg) {
  // Timed in the page, from the click's event to the first frame at which `done` holds: timed
  // from here, the click's own checks and round trips (tens of milliseconds) and the polling's
  // (every 50 ms, each an evaluation on the page's main thread while the workers use every
  // core) would be part of runs that last under a second.
  await page.evaluate(() => {
    /** @type {any} */ (window).clickedAt = undefined;
    document.addEventListener(
      'click',
      (e) => {
        /** @type {any} */ (window).clickedAt ??= e.timeStamp;
      },
      { capture: true, once: true },
    );
  });
  await run();
  const ms = await page.waitForFunction(`(${done})(${JSON.stringify(arg)}) && performance.now() - window.clickedAt`, undefined, {
    timeout: 3_600_000,
    polling: 'raf',
  });
  return Number(await ms.jsonValue());
}

/** @type {Record<string, (cores: number) => Promise<number>>} */
const cases = {};
for (const strategy of ['shoot-and-go', 'annealing']) {
  cases[`study ${strategy}`] = async (cores) => {
    const page = await open(`${server.url}study.html`, undefined, withCores(cores));
    await page.waitForFunction(() => !(/** @type {HTMLButtonElement} */ (document.getElementById('run')).disabled));
    await page.check(`input[name="strategy"][value="${strategy}"]`);
    if (!quick) await page.click('#size-paper');
    await page.waitForTimeout(READER_MS);
    const ms = await timed(
      page,
      () => page.click('#run'),
      () => /^Done/.test(document.getElementById('status')?.textContent ?? ''),
    );
    await page.close();
    return ms;
  };
}
/**
 * The experiment page's run of one section with its defaults: its Run button `run`, its status
 * line `status`; `setup` changes the form first.
 * @param {string} run
 * @param {string} status
 * @param {(page: import('playwright-core').Page) => Promise<void>} [setup]
 */
const experimentCase = (run, status, setup) => async (/** @type {number} */ cores) => {
  const page = await open(`${server.url}experiment.html`, undefined, withCores(cores));
  await page.waitForSelector('#strategies input');
  await setup?.(page);
  // The reader scrolls to the section (the seeds section's workers start once it is in view).
  await page.locator(run).scrollIntoViewIfNeeded();
  await page.waitForTimeout(READER_MS);
  const ms = await timed(
    page,
    () => page.click(run),
    (id) => document.getElementById(id)?.textContent?.startsWith('Done') ?? false,
    status,
  );
  await page.close();
  return ms;
};
cases['experiment (page default)'] = experimentCase('#run', 'status');
cases['experiment seeds (page default)'] = experimentCase('#seeds-run', 'seeds-status');
// The default run's one long search alone (`backtracking` on grid 3 with 65 holes, to its 10⁹-step
// budget, beside the three other boards): cut across the workers (engine/cut.js).
cases['experiment one long search'] = experimentCase('#run', 'status', async (page) => {
  for (const box of await page.locator('#strategies input').all()) {
    await box.setChecked((await box.getAttribute('value')) === 'backtracking');
  }
  for (const id of ['#from', '#to']) await page.fill(id, '65');
});
cases['Run 30 random orders (HARD, backtracking)'] = async (cores) => {
  const page = await open(`${server.url}?puzzle=${HARD}&strategy=backtracking&panels=counters+chart`, undefined, { ...withCores(cores), ready: true });
  const button = page.locator('sudoku-stepper').locator('.runtime-run');
  // The reader looks, the pointer reaches the button (its workers start loading), a click.
  await page.waitForTimeout(READER_MS);
  await button.hover();
  await page.waitForTimeout(POINTER_MS);
  const ms = await timed(
    page,
    () => button.click(),
    () => /30 random orders/.test(document.querySelector('sudoku-stepper')?.shadowRoot?.querySelector('.runtime-progress')?.textContent ?? ''),
  );
  await page.close();
  return ms;
};

console.log(
  `load average before: ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}; ${rounds} rounds, ${quick ? 'quick' : 'paper-sized'} studies`,
);
for (const [name, run] of Object.entries(cases).filter(([name]) => name.includes(only))) {
  /** @type {Record<number, number[]>} */
  const times = { 1: [], 2: [] };
  for (let r = 0; r < rounds; r++) {
    for (const cores of [1, 2]) times[cores].push(await run(cores));
  }
  const best = (/** @type {number[]} */ t) => Math.min(...t);
  const fmt = (/** @type {number[]} */ t) => t.map((ms) => (ms / 1000).toFixed(2)).join(', ');
  console.log(
    `${name}: 1 worker ${fmt(times[1])} s; 2 workers ${fmt(times[2])} s; best 1 ÷ best 2 = ${(best(times[1]) / best(times[2])).toFixed(2)}×; load ${loadavg()[0].toFixed(2)}`,
  );
}
await browser.close();
server.stop();
