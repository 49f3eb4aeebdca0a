// What the compare tests (compare.test.mjs, compare-room.test.mjs) read and drive on a page with
// a <sudoku-compare>.

/** The page's (first) <sudoku-compare>. */
export const compare = (page) => page.locator('sudoku-compare').first();
export const results = (page) => compare(page).evaluate((el) => el.results);
export const waitDone = async (page, timeout = 20_000) => {
  await page.waitForFunction(() => document.querySelector('sudoku-compare')?.status === 'done', null, { timeout });
  // The table and banners are drawn with the next frame (draws are coalesced to one per frame).
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(undefined)))));
};

/**
 * The table at the end as the user reads it: per row, the strategy, the cells' text without the
 * star and the screen-reader word, which cells are marked, and the outcome.
 */
export const table = (page) =>
  compare(page).evaluate((el) =>
    [...el.shadowRoot.querySelectorAll('.results-table tbody tr')].map((tr) => {
      const cells = [...tr.querySelectorAll('td:not(.outcome)')];
      return {
        label: tr.querySelector('th')?.textContent,
        text: cells.map((td) =>
          [...td.childNodes]
            .filter((n) => n.nodeType === 3)
            .map((n) => n.textContent)
            .join('')
            .trim(),
        ),
        win: cells.map((td) => td.classList.contains('win') && td.textContent.includes('★') && td.textContent.includes('(fewest)')),
        outcome: tr.querySelector('.outcome')?.textContent,
      };
    }),
  );

/** Plays the page's comparison (a link loads it and waits for Play). */
export const play = (page) => compare(page).evaluate((el) => el.play());

/** compare.html with its settings in the URL. */
export const pageUrl = (base, settings) => `${base}compare.html?${new URLSearchParams(settings)}`;
