// The study page (www/study.html) runs the paper's experiments in workers through the WASM
// engine: its tables and its CSV must give exactly what `sudoku-stepper study` prints for the
// same runs, seed and budget; the page answers while a study runs; Cancel stops one at once and
// keeps the runs that finished; a new study runs after a cancel; and the findings under each
// table quote the table's own figures.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { PHONE, shot, suite } from './harness.mjs';
import { study as cliStudy } from './cli.mjs';
import { frames } from './helpers.mjs';

/** Waits until the page has read the engine's plans (the Run button comes alive). */
const loaded = (page) => page.waitForFunction(() => !(/** @type {HTMLButtonElement} */ (document.getElementById('run')).disabled));

/**
 * Sets the form and starts a study.
 * @param {import('playwright-core').Page} page
 * @param {{ strategy: string, runs: number, seed: number, budget?: number }} job
 */
async function start(page, { strategy, runs, seed, budget }) {
  await page.check(`input[name="strategy"][value="${strategy}"]`);
  await page.fill('#runs', String(runs));
  await page.fill('#seed', String(seed));
  if (budget) await page.fill('#budget', String(budget));
  await page.click('#run');
}

const finished = (page) =>
  page.waitForFunction(() => /^(Done|The study)/.test(document.getElementById('status')?.textContent ?? ''), null, { timeout: 60_000 });

/**
 * The rows of an experiment's table as shown: the setting and each cell's visible text (the
 * words for screen readers left out), thousands separators dropped.
 * @param {import('playwright-core').Page} page
 * @param {string} strategy
 */
const shownRows = (page, strategy) =>
  page.locator(`[data-study="${strategy}"] tbody tr:not(.group)`).evaluateAll((trs) =>
    trs.map((tr) => ({
      setting: tr.querySelector('th')?.textContent ?? '',
      cells: [...tr.querySelectorAll('td')].map((td) => (td.firstElementChild?.textContent ?? '').replace(/,/g, '')),
    })),
  );

/**
 * Downloads an experiment's CSV and reads it as objects keyed by its header.
 * @param {import('playwright-core').Page} page
 * @param {string} strategy
 */
async function downloadCsv(page, strategy) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.click(`[data-study="${strategy}"] [data-csv]`)]);
  const [head, ...lines] = (await readFile(/** @type {string} */ (await download.path()), 'utf8')).trimEnd().split('\n');
  const keys = head.split(',');
  return { name: download.suggestedFilename(), rows: lines.map((l) => Object.fromEntries(l.split(',').map((v, k) => [keys[k], v]))) };
}

/** A CSV field as the number it holds, null for an empty one. @param {string} v */
const num = (v) => (v === '' ? null : Number(v));

/**
 * Runs `job` in the page and checks the table and the CSV against the CLI's table and JSON.
 * @param {import('playwright-core').Page} page
 * @param {{ strategy: string, runs: number, seed: number, budget?: number }} job
 */
async function agreesWithCli(page, job) {
  await start(page, job);
  await finished(page);
  assert.match((await page.textContent('#status')) ?? '', /^Done: /);
  const cli = cliStudy(job.strategy, job);
  const shown = await shownRows(page, job.strategy);
  // Each setting shows once per group it is in (the base setting of annealing in all three).
  assert.deepEqual([...new Set(shown.map((r) => r.setting))].sort(), cli.rows.map((r) => r.setting).sort());
  for (const row of shown) {
    assert.deepEqual(row.cells, cli.rows.find((r) => r.setting === row.setting)?.cells, row.setting);
  }
  assert.equal(await page.textContent(`[data-study="${job.strategy}"] [data-cli]`), `The same numbers: ${cli.command}`);
  const { name, rows } = await downloadCsv(page, job.strategy);
  assert.equal(name, `study-${job.strategy}-runs${job.runs}-seed${job.seed}.csv`);
  assert.equal(rows.length, cli.json.settings.length);
  rows.forEach((row, i) => {
    const want = cli.json.settings[i];
    assert.equal(row.params, want.params);
    assert.deepEqual(
      [row.strategy, row.board, num(row.first_seed), num(row.budget)],
      [cli.json.strategy, cli.json.board, cli.json.first_seed, cli.json.budget],
    );
    for (const key of ['runs', 'solved', 'share_solved', 'mean_steps', 'median_steps', 'mean_tries', 'median_tries']) {
      assert.equal(num(row[key]), want[key], `${want.params} ${key}`);
    }
  });
  return shown;
}

/** An English figure as a number ("4,066", "6.3"). @param {string} text */
const figure = (text) => Number(text.replace(/,/g, ''));
/** A ratio or percentage as the prose writes it in English. @param {number} x */
const fig = (x) => x.toFixed(x < 10 ? 1 : 0);

/**
 * Checks the shoot-and-go findings on screen against the table's cells on screen: the best hmax
 * of each group, the ratios at hmax 1 and 2, and how far from the paper the counts run.
 * @param {import('playwright-core').Page} page
 * @param {{ setting: string, cells: string[] }[]} shown  the table's rows as shown
 * @param {number} runs
 */
async function proseAgrees(page, shown, runs) {
  const text = (await page.textContent('[data-study="shoot-and-go"] [data-prose]')) ?? '';
  assert.ok(text.startsWith(`The study above has ${runs} runs per setting.`), text);
  const hmax = (/** @type {{ setting: string }} */ r) => Number(/hmax=(\d+)/.exec(r.setting)?.[1]);
  const [clamp, wrap] = [shown.slice(0, 9), shown.slice(9)];
  const mean = (/** @type {typeof shown[number]} */ r) => figure(r.cells[3]);
  const best = (/** @type {typeof shown} */ g) => hmax(g.reduce((a, b) => (mean(b) < mean(a) ? b : a)));
  assert.ok(text.includes(`Our lowest mean is at hmax ${best(clamp)} with clamping and ${best(wrap)} with wrapping`), text);
  assert.ok(
    text.includes(`clamping takes ${fig(mean(clamp[0]) / mean(wrap[0]))}× its tries at hmax 1 and ${fig(mean(clamp[1]) / mean(wrap[1]))}× at hmax 2 for us`),
    text,
  );
  const off = shown.map((r) => ({ at: r.setting, pct: (100 * (mean(r) - figure(r.cells[5]))) / figure(r.cells[5]) })).sort((a, b) => a.pct - b.pct);
  const [low, high] = [off[0], off[off.length - 1]];
  const range =
    high.pct < 0
      ? `Our counts run ${fig(-high.pct)} % (${high.at}) to ${fig(-low.pct)} % (${low.at}) below the paper's throughout.`
      : low.pct > 0
        ? `Our counts run ${fig(low.pct)} % (${low.at}) to ${fig(high.pct)} % (${high.at}) above the paper's throughout.`
        : `Our counts run from ${fig(-low.pct)} % below the paper's (${low.at}) to ${fig(high.pct)} % above it (${high.at}).`;
  assert.ok(text.includes(range), `${range} in: ${text}`);
}

suite(
  "the study page: the paper's experiments in the browser",
  ({ open, server }) => {
    test("a small shoot-and-go study gives exactly the CLI's numbers, in the table and the CSV", async () => {
      const page = await open(`${server.url}study.html?csp=strict`, undefined, { ready: false });
      await loaded(page);
      const before = await page.textContent('[data-study="shoot-and-go"] [data-prose]');
      assert.equal(before, "Run a study: what its numbers show beside the paper's is written here.");
      const shown = await agreesWithCli(page, { strategy: 'shoot-and-go', runs: 20, seed: 3 });
      assert.equal(shown.length, 18);
      await proseAgrees(page, shown, 20);
      assert.deepEqual(shown[0], { ...shown[0], setting: 'hmax=1 cmeth=1' });
      assert.equal(shown[0].cells[5], '24061', "the paper's figure beside ours");
    });

    test('annealing with a small budget: unsolved runs show as dashes, as the CLI prints them', async () => {
      const page = await open(`${server.url}study.html?csp=strict`, undefined, { ready: false });
      await loaded(page);
      const shown = await agreesWithCli(page, { strategy: 'annealing', runs: 2, seed: 1, budget: 30_000 });
      // Three groups (T0, Mez, Q), the base setting in each: 5 + 5 + 3 rows.
      assert.equal(shown.length, 13);
      assert.ok(
        shown.some((r) => r.cells[1] === '—'),
        'some setting solves no run within 30,000 steps',
      );
      assert.ok(
        shown.some((r) => r.cells[1] !== '—'),
        'some setting solves',
      );
      // The findings name exactly the settings the table shows with runs unsolved, with its counts.
      const text = (await page.textContent('[data-study="annealing"] [data-prose]')) ?? '';
      const unsolved = new Map(shown.filter((r) => r.cells[0] !== '2/2').map((r) => [r.setting, r.cells[0].split('/')[0]]));
      assert.ok(unsolved.size > 0);
      const listed = /Within 30,000 steps not every run solves: (.*?)\. /.exec(text)?.[1] ?? '';
      assert.deepEqual([...listed.matchAll(/(t0=\S+ q=\S+ mez=\d+) solves (\d) of 2 runs/g)].map((m) => [m[1], m[2]]).sort(), [...unsolved].sort(), text);
    });

    test('the page answers while a study runs; Cancel stops it and keeps the runs that finished', async () => {
      const page = await open(`${server.url}study.html`, undefined, { ready: false });
      await loaded(page);
      await page.check('input[name="strategy"][value="annealing"]');
      await page.click('#size-paper');
      assert.equal(await page.inputValue('#runs'), '30');
      await page.click('#run');
      await page.waitForFunction(() => Number(/** @type {HTMLProgressElement} */ (document.getElementById('progress')).value) > 0, null, { timeout: 30_000 });
      // The main thread is free: frames keep coming while the workers run.
      await frames(page, 3);
      assert.equal(await page.isDisabled('#runs'), true, 'the settings are locked while a study runs');
      await page.click('#cancel');
      const status = (await page.textContent('#status')) ?? '';
      const m = status.match(/^Cancelled after ([\d,]+) of 330 runs/);
      assert.ok(m, status);
      const done = Number(m[1].replace(/,/g, ''));
      assert.ok(done > 0 && done < 330, status);
      const progress = () => page.evaluate(() => /** @type {HTMLProgressElement} */ (document.getElementById('progress')).value);
      assert.equal(await progress(), done);
      // Nothing moves after the cancel: the workers are gone.
      await page.waitForTimeout(500);
      await frames(page, 2);
      assert.equal(await progress(), done);
      const shown = await shownRows(page, 'annealing');
      // `solved/runs`, or nothing yet for a setting whose first run had not finished.
      const unique = new Map(shown.map((r) => [r.setting, r.cells[0] ? Number(r.cells[0].split('/')[1]) : 0]));
      assert.equal(
        [...unique.values()].reduce((a, b) => a + b, 0),
        done,
        'the table holds exactly the finished runs',
      );
      // Seed by seed across the settings, in each of the pool's workers (one per core): every
      // setting has as many runs as the others, or one less per worker part way through a seed.
      const counts = [...unique.values()];
      const workers = await page.evaluate(() => navigator.hardwareConcurrency);
      assert.ok(Math.max(...counts) - Math.min(...counts) <= workers, String(counts));
      assert.equal(await page.isEnabled('#run'), true);
      assert.equal(await page.isDisabled('#cancel'), true);
      assert.equal(await page.isEnabled('#runs'), true);
      // A new study runs after a cancel.
      await start(page, { strategy: 'shoot-and-go', runs: 5, seed: 0 });
      await finished(page);
      assert.match((await page.textContent('#status')) ?? '', /^Done: 90 runs/);
    });

    test('a phone in dark mode: the page fits 375 px and the tables scroll inside themselves', async () => {
      const { viewport, ...phone } = PHONE;
      const page = await open(`${server.url}study.html`, viewport, { ...phone, colorScheme: 'dark', ready: false });
      await loaded(page);
      await start(page, { strategy: 'shoot-and-go', runs: 10, seed: 0 });
      await finished(page);
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 375);
      const wrap = page.locator('[data-study="shoot-and-go"] .table-wrap');
      assert.ok(await wrap.evaluate((el) => el.scrollWidth > el.clientWidth), 'the table scrolls sideways');
      await shot(page, 'study-phone-dark');
    });

    test('in Czech the time a study took has a decimal comma', async () => {
      const page = await open(`${server.url}study.html?lang=cs`, undefined, { ready: false });
      await loaded(page);
      await start(page, { strategy: 'shoot-and-go', runs: 1, seed: 0 });
      await page.waitForFunction(() => /^Hotovo/.test(document.getElementById('status')?.textContent ?? ''), null, { timeout: 60_000 });
      assert.match((await page.textContent('#status')) ?? '', /^Hotovo: 18 běhů za \d+,\d+ s\.$/);
    });

    test('the demo page links to the study page', async () => {
      const page = await open(server.url);
      await page.click('a[href="./study.html"]');
      await loaded(page);
      assert.match(await page.title(), /experiments/);
    });
  },
  { timeout: 10_000 },
);
