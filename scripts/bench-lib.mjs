// What the benchmark scripts share: how a page's time to an interactive board is measured.
// Not a test: it prints numbers, it asserts nothing.

/** The mark the element sets once its board is interactive (engine loaded, board drawn). */
export const READY_MARK = 'sudoku-stepper:ready';

/**
 * Time to an interactive board: navigation start to the element's ready mark, over `runs`
 * cold loads (each page in a fresh context, so nothing is cached), sorted ascending.
 * @param {(url: string) => Promise<import('playwright-core').Page>} open  opens a page and waits for the element
 * @param {string} url
 * @param {number} [runs]
 * @returns {Promise<number[]>} milliseconds, fastest first
 */
export async function timesToInteractive(open, url, runs = 9) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const page = await open(url);
    times.push(await page.evaluate((mark) => performance.getEntriesByName(mark)[0].startTime, READY_MARK));
    await page.close();
  }
  return times.sort((a, b) => a - b);
}

/** The median of an ascending list. @param {number[]} sorted */
export const median = (sorted) => sorted[Math.floor((sorted.length - 1) / 2)];
