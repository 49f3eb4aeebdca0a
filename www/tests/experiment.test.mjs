// The DFS article's experiment page (issue 10): its chart and table give the CLI's mean tries
// per number of holes and strategy, and the words under the table where each peaks; Cancel
// stops the worker at once; the seeded digit orders render, each seed's tries those of the CLI,
// and the words on the tail quote the seeds' table; CSV export; no serious axe violation;
// screenshots at 1280 and 375 px, light and dark.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ROOT, shot, suite } from './harness.mjs';
import { experiment, firstSolution } from './cli.mjs';

const AXE = `${ROOT}node_modules/axe-core/axe.min.js`;
/** Whether the timings are checked too (`npm run test:perf`): ./test.sh checks what the page does. */
const PERF = process.env.SUDOKU_PERF === '1';

/** Opens the page and waits for the worker's strategy list. */
async function openPage(open, url, viewport, options = {}) {
  const page = await open(`${url}experiment.html`, viewport, { ready: false, ...options });
  await page.waitForSelector('#strategies input');
  return page;
}

/**
 * Checks exactly `names` among the strategies and sets the holes.
 * @param {import('playwright-core').Page} page
 */
async function choose(page, names, [from, to, step]) {
  for (const box of await page.locator('#strategies input').all()) {
    await box.setChecked(names.includes(await box.getAttribute('value')));
  }
  await page.fill('#from', String(from));
  await page.fill('#to', String(to));
  await page.fill('#step', String(step));
}

const done = (page, id = '#status') => page.waitForFunction((sel) => document.querySelector(sel)?.textContent?.startsWith('Done'), id, { timeout: 60_000 });

suite(
  "the DFS article's experiment page",
  ({ open, server }) => {
    test("the chart and the table give the CLI's mean tries for each number of holes and strategy", async () => {
      const page = await openPage(open, server.url);
      const strategies = ['backtracking', 'sorted-cells', 'mrv', 'singles', 'dlx'];
      await choose(page, strategies, [10, 60, 10]);
      await page.click('#run');
      await done(page);
      const cli = experiment(['--holes', '10:60:10', ...strategies.flatMap((s) => ['--strategy', s])]);
      assert.equal(cli.summaries.length, 6 * strategies.length);
      const table = await page.$$eval('#table td[data-tries]', (tds) =>
        tds.map((td) => ({
          strategy: td.getAttribute('data-strategy'),
          holes: Number(td.getAttribute('data-holes')),
          tries: Number(td.getAttribute('data-tries')),
        })),
      );
      const chart = await page.$$eval('#charts figure:first-of-type path[data-value]', (ps) =>
        ps.map((p) => ({
          strategy: p.getAttribute('data-strategy'),
          holes: Number(p.getAttribute('data-holes')),
          tries: Number(p.getAttribute('data-value')),
        })),
      );
      assert.equal(table.length, cli.summaries.length);
      for (const s of cli.summaries) {
        const row = table.find((t) => t.strategy === s.strategy && t.holes === s.holes);
        assert.equal(row?.tries, s.mean_tries, `table: ${s.strategy} at ${s.holes} holes`);
        const point = chart.find((c) => c.strategy === s.strategy && c.holes === s.holes);
        // A mean of 0 tries (singles solve the board) has no place on the log axis.
        if (s.mean_tries > 0) assert.equal(point?.tries, s.mean_tries, `chart: ${s.strategy} at ${s.holes} holes`);
        else assert.equal(point, undefined);
      }
      // The words under the table name each strategy's largest mean tries as its cell shows it.
      const cells = await page.$$eval('#table td[data-tries]', (tds) =>
        tds.map((td) => ({
          strategy: td.getAttribute('data-strategy'),
          holes: td.getAttribute('data-holes'),
          tries: Number(td.getAttribute('data-tries')),
          text: td.textContent,
        })),
      );
      const findings = (await page.textContent('#findings')) ?? '';
      for (const strategy of strategies) {
        const peak = cells.filter((c) => c.strategy === strategy).reduce((a, b) => (b.tries > a.tries ? b : a));
        const item = `${strategy} at ${peak.holes} holes (${peak.text})`;
        assert.equal(findings.includes(item), peak.tries > 0, `${item} in: ${findings}`);
      }
      // The page's boards are the CLI's, board by board, in the CSV it exports.
      const [download] = await Promise.all([page.waitForEvent('download'), page.click('#csv')]);
      const csv = (await (await download.createReadStream()).toArray()).join('').trim().split('\n');
      assert.equal(csv[0], 'holes,grid,puzzle,strategy,tries,steps,micros,solved');
      assert.deepEqual(
        csv.slice(1).map((l) => l.split(',').slice(0, 6).join(',')),
        cli.boards.map((b) => [b.holes, b.grid, b.puzzle, b.strategy, b.tries, b.steps].join(',')),
      );
      await shot(page, 'experiment-1280');
    });

    test('Cancel terminates the worker at once and keeps what was done', async () => {
      const page = await openPage(open, server.url);
      await choose(page, ['brute-force', 'backtracking', 'sorted-cells'], [55, 80, 1]);
      await page.click('#run');
      await page.waitForFunction(() => document.querySelectorAll('#table td[data-tries]').length >= 2, null, { timeout: 30_000 });
      const worker = page.workers().find((w) => w.url().endsWith('/experiment/worker.js'));
      assert.ok(worker, 'the experiment runs in a worker');
      const closed = new Promise((resolve) => worker.once('close', resolve));
      // Every status line the page shows, to compare the last count of the run with Cancel's.
      await page.evaluate(() => {
        const line = /** @type {HTMLElement} */ (document.getElementById('status'));
        const w = /** @type {any} */ (window);
        w.statusLines = [line.textContent];
        new MutationObserver(() => w.statusLines.push(line.textContent)).observe(line, { childList: true, characterData: true, subtree: true });
      });
      // The page stays responsive while the worker runs: a click is handled at once.
      const started = Date.now();
      await page.click('#cancel');
      if (PERF) assert.ok(Date.now() - started < 2_000, `the click took ${Date.now() - started} ms`);
      await closed;
      // The status line is drawn at the next frame.
      await page.waitForFunction(() => !/ runs done/.test(document.getElementById('status')?.textContent ?? ''));
      const status = await page.textContent('#status');
      const cancelledAfter = Number(status?.match(/^Cancelled after (\d+) of 312 runs/)?.[1]);
      assert.ok(cancelledAfter > 0, status ?? '');
      // One count of runs done: the last the run's status said is Cancel's, the bar's and the boards'.
      const lines = await page.evaluate(() => /** @type {string[]} */ (/** @type {any} */ (window).statusLines));
      const lastRunning = lines.filter((l) => / runs done/.test(l)).at(-1);
      assert.equal(Number(lastRunning?.match(/^(\d+) of 312 runs done/)?.[1]), cancelledAfter, `"${lastRunning}" then "${status}"`);
      assert.equal(await page.evaluate(() => /** @type {HTMLProgressElement} */ (document.getElementById('progress')).value), cancelledAfter);
      const count = await page.locator('#table td[data-tries]').count();
      await page.waitForTimeout(500);
      assert.equal(await page.locator('#table td[data-tries]').count(), count, 'nothing more arrives');
      assert.equal(await page.isDisabled('#cancel'), true);
      assert.equal(await page.isEnabled('#run'), true);
    });

    test("the seeded digit orders render, each seed's tries those of the CLI", async () => {
      const page = await openPage(open, server.url, { width: 375, height: 740 }, { colorScheme: 'dark' });
      await page.fill('#seeds-count', '12');
      await page.click('#seeds-run');
      await done(page, '#seeds-status');
      const puzzle = await page.textContent('#seeds-text');
      assert.equal(puzzle, experiment(['--holes', '60', '--strategy', 'fast']).boards[1].puzzle, 'the board of 60 holes, grid 2');
      const rows = await page.$$eval('#seeds-table tbody tr', (trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent)));
      assert.deepEqual(
        rows.map((r) => r[0]),
        ['backtracking', 'sorted-cells', 'mrv', 'singles'],
      );
      const dots = await page.$$eval('#seeds-chart path.dot', (ps) =>
        ps.map((p) => ({
          strategy: p.getAttribute('data-strategy'),
          seed: Number(p.getAttribute('data-seed')),
          tries: Number(p.getAttribute('data-tries')),
        })),
      );
      assert.equal(dots.length, 4 * 12);
      for (const strategy of ['backtracking', 'mrv']) {
        for (const seed of [0, 7]) {
          const cli = firstSolution(/** @type {string} */ (puzzle), strategy, ['order=random', `seed=${seed}`]);
          assert.equal(dots.find((d) => d.strategy === strategy && d.seed === seed)?.tries, cli.stats.tries, `${strategy} seed ${seed}`);
        }
        const ascending = await page.getAttribute(`#seeds-chart path.ascending[data-strategy="${strategy}"]`, 'data-tries');
        assert.equal(Number(ascending), firstSolution(/** @type {string} */ (puzzle), strategy).stats.tries);
      }
      // The words on the tail quote the table's own ratios, and call a tail heavy exactly where
      // the table's largest ÷ median is 10 or more.
      const findings = (await page.textContent('#seeds-findings')) ?? '';
      const [heavy, light] = findings.split(/ (?:has|have) a heavy tail:/);
      for (const r of rows) {
        const item = `${r[0]} (${r[5]})`;
        const ratio = Number(/** @type {string} */ (r[5]).replace(/[,×+]/g, ''));
        const tail = light === undefined ? false : heavy.includes(item);
        assert.ok(findings.includes(item), `${item} in: ${findings}`);
        assert.equal(tail, ratio >= 10, `${item}: ${findings}`);
      }
      // The slowest seed links to the stepper with its order.
      const href = await page.getAttribute('#seeds-table tbody tr:first-child a', 'href');
      assert.match(href ?? '', /index\.html\?puzzle=.*&strategy=backtracking&params=order%3Drandom%2Cseed%3D\d+$/);
      await shot(page, 'experiment-375-dark');
    });

    test('no serious or critical axe violation, light and dark, after a run', async () => {
      for (const colorScheme of ['light', 'dark']) {
        const page = await openPage(open, server.url, undefined, { colorScheme });
        await choose(page, ['backtracking', 'mrv'], [10, 30, 10]);
        await page.click('#run');
        await done(page);
        await page.addScriptTag({ path: AXE });
        const { violations } = await page.evaluate(() => /** @type {any} */ (window).axe.run(document, { resultTypes: ['violations'] }));
        const grave = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${colorScheme}: ${v.id} ${v.help}`);
        assert.deepEqual(grave, []);
        await page.close();
      }
    });

    test('the demo page links to the experiment', async () => {
      const page = await open(server.url);
      assert.equal(await page.getAttribute('footer a[href="./experiment.html"]', 'href'), './experiment.html');
    });
  },
  { timeout: 20_000 },
);
