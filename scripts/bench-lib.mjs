// What the benchmark scripts share: how a page's time to an interactive board is measured.
// Not a test: it prints numbers, it asserts nothing.

import { DESKTOP } from '../www/tests/harness.mjs';

/** The mark the element sets once its board is interactive (engine loaded, board drawn). */
export const READY_MARK = 'sudoku-stepper:ready';

/**
 * Time to an interactive board: navigation start to the element's ready mark, over `runs`
 * cold loads (each page in a fresh context, so nothing is cached), sorted ascending. The page
 * says when it has the mark (a console message from a small init script): polling for it with
 * Playwright would inject its own script, some 330 KB evaluated on the page's main thread
 * during the load (18–46 ms of it on this machine, in the middle of what is timed). Service
 * workers as on a first visit: the pages register theirs.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {number} [runs]
 * @returns {Promise<number[]>} milliseconds, fastest first
 */
export async function timesToInteractive(browser, url, runs = 9) {
  return (await interleavedTimes(browser, [url], runs))[0];
}

/**
 * `timesToInteractive` of several pages, their loads interleaved (a, b, c, a, b, c, …) so that
 * a change in the machine's load falls on all of them alike; one sorted list per URL.
 * @param {import('playwright-core').Browser} browser
 * @param {readonly string[]} urls
 * @param {number} [runs]
 * @returns {Promise<number[][]>}
 */
export async function interleavedTimes(browser, urls, runs = 9) {
  const times = urls.map(() => /** @type {number[]} */ ([]));
  for (let i = 0; i < runs; i++) {
    for (const [k, url] of urls.entries()) times[k].push(await timeOnce(browser, url));
  }
  return times.map((t) => t.sort((a, b) => a - b));
}

/**
 * One cold load of `url`: navigation start to the ready mark, in milliseconds.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 */
async function timeOnce(browser, url) {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await page.addInitScript((mark) => {
    new PerformanceObserver((list) => {
      const e = list.getEntries().find((x) => x.name === mark);
      if (e) console.log(`interactive ${e.startTime}`);
    }).observe({ type: 'mark' });
  }, READY_MARK);
  const said = page.waitForEvent('console', { predicate: (m) => m.text().startsWith('interactive '), timeout: 60_000 });
  await page.goto(url);
  const ms = Number((await said).text().slice('interactive '.length));
  await context.close();
  return ms;
}

/** The median of an ascending list. @param {number[]} sorted */
export const median = (sorted) => sorted[Math.floor((sorted.length - 1) / 2)];
