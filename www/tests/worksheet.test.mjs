// End-to-end tests of the printable worksheets in headless Chromium, printed to PDF and read
// back (tests/pdf.mjs), with the native CLI as the oracle: the worksheet's first page holds the
// puzzle's givens and an empty table, its second the answer key, whose rows are the CLI's trace
// (step, cell, digit, event); the 4-up sheet is four different unique puzzles on one A4 page; the
// demo page's Worksheet form and the workbench's Print 4-up open them. Needs the release CLI.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { shot, suite } from './harness.mjs';
import { solutionsUpToTwo, traceTo } from './cli.mjs';
import { CZECH } from './helpers.mjs';
import { pdfPages } from './pdf.mjs';
import { catalogue } from './model/catalogues.mjs';

/** Each language's whole catalogue, the English one the CLI's words. */
const words = Object.fromEntries(await Promise.all(['en', 'cs', 'pl'].map(async (l) => [l, await catalogue(l)])));

/**
 * A row of the CLI's trace in `lang`: its cell as the narration names cells, its event as the
 * pseudo-code panel names events.
 * @param {{ step: number, name?: string, digit?: number, event: string }} r
 * @param {string} lang
 */
const translated = (r, lang) => ({
  ...r,
  name: r.name?.replace(/^r(\d+)c(\d+)$/, (_, row, col) => words[lang]['narration.cell'].replace('{row}', row).replace('{col}', col)),
  event: words[lang][`event.${r.event}`],
});

/**
 * Asserts that `text` (a sheet, its key) holds no English event name the language has a word of
 * its own for, and no cell named as in English.
 * @param {string} text
 * @param {string} lang
 */
function noEnglish(text, lang) {
  assert.doesNotMatch(text, /\br\d+c\d+\b/, `${lang}: ${text}`);
  for (const [key, word] of Object.entries(words.en)) {
    if (!key.startsWith('event.') || words[lang][key] === word) continue;
    assert.doesNotMatch(text, new RegExp(`(^|[^\\p{L}-])${word}($|[^\\p{L}-])`, 'u'), `${lang}: "${word}" in ${text}`);
  }
}

/** Opens a worksheet page and waits until it is drawn. */
async function openSheet(open, url) {
  const page = await open(url, undefined, { ready: false, timeout: 20_000 });
  await page.waitForSelector('html[data-ready]');
  return page;
}

/** The page printed as Chromium prints it (A4 from the stylesheet), as text per page. */
const printed = async (page) => pdfPages(await page.pdf({ preferCSSPageSize: true })).map((text) => ` ${text} `);

/** A row of the answer key as its text runs read: step, cell, digit, event. */
const keyRow = (r) => [r.step, r.name, r.digit, r.event].filter((x) => x !== undefined).join(' ');

/** Asserts that `rows` appear in `text` in their order. */
function inOrder(text, rows) {
  let at = 0;
  for (const row of rows) {
    const found = text.indexOf(` ${row} `, at);
    assert.ok(found >= 0, `the answer key has "${row}" after position ${at}: ${text.slice(at, at + 300)}`);
    at = found + row.length;
  }
}

suite(
  'worksheets',
  ({ server, open }) => {
    test("the worksheet prints the puzzle and an empty table on page 1, the CLI's trace as the answer key on page 2", async () => {
      const page = await openSheet(open, `${server.url}worksheet.html?puzzle=${CZECH}&strategy=backtracking`);
      const [sheet, key, ...more] = await printed(page);
      assert.equal(more.length, 0, 'two A4 pages');
      // The givens, cell by cell in reading order.
      const givens = [...CZECH].filter((c) => c !== '0').join(' ');
      assert.ok(sheet.includes(` ${givens} `), `page 1 holds the givens in reading order: ${sheet}`);
      const trace = traceTo(CZECH, 'backtracking', 20);
      assert.equal(trace.length, 20);
      assert.ok(!sheet.includes(trace[0].name), 'page 1 gives no answer away');
      assert.ok(sheet.includes(' 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 '), 'a numbered row per step to fill in');
      inOrder(key, trace.map(keyRow));
      await page.emulateMedia({ media: 'print' });
      assert.equal(await page.locator('#bar').isVisible(), false, 'the Print bar is not printed');
      await shot(page, 'worksheet-print');
    });

    test('a worksheet from a later step prints the board there and the steps after it, in the language asked for', async () => {
      const from = 5;
      const page = await openSheet(open, `${server.url}worksheet.html?puzzle=${CZECH}&strategy=backtracking&from=${from}&steps=8&lang=cs`);
      const trace = traceTo(CZECH, 'backtracking', from + 8).map((r) => translated(r, 'cs'));
      const [sheet, key] = await printed(page);
      inOrder(key, trace.slice(from).map(keyRow));
      assert.ok(!key.includes(` ${keyRow(trace[from - 1])} `), 'the steps before it are not in the key');
      noEnglish(sheet, 'cs');
      noEnglish(key, 'cs');
      // Digits the search placed before the worksheet's step are on its board, marked as placed.
      const placed = await page.locator('.sheet .grid .placed').allTextContents();
      assert.deepEqual(
        placed,
        trace
          .slice(0, from)
          .filter((r) => r.event === words.cs['event.try'])
          .map((r) => String(r.digit)),
      );
      assert.equal(await page.getAttribute('html', 'lang'), 'cs');
      assert.deepEqual(await page.locator('.sheet th').allTextContents(), ['Krok', 'Políčko', 'Číslice', 'Událost']);
      assert.equal(await page.textContent('.bar button'), 'Tisk');
    });

    test("a Polish or Czech worksheet of a composed search: its switches in the menus' words, no English in the sheet or its key", async () => {
      for (const lang of ['pl', 'cs']) {
        const params = 'var=first,infer=fc';
        const page = await openSheet(open, `${server.url}worksheet.html?puzzle=${CZECH}&strategy=csp&params=${params}&lang=${lang}`);
        const trace = traceTo(CZECH, 'csp', 20, ['var=first', 'infer=fc']).map((r) => translated(r, lang));
        const [sheet, key, ...more] = await printed(page);
        assert.equal(more.length, 0, 'two A4 pages');
        inOrder(key, trace.map(keyRow));
        const lines = (await page.locator('.sheet p').allTextContents()).join('\n');
        for (const k of ['compose.var', 'compose.var.first', 'compose.infer', 'compose.infer.fc'])
          assert.ok(lines.includes(words[lang][k]), `${lang} ${k}: ${lines}`);
        assert.doesNotMatch(lines, /var=|infer=/);
        // The task names the events the key holds, in the order they come.
        assert.ok(lines.includes(`(${[...new Set(trace.map((r) => r.event))].join(', ')})`), lines);
        noEnglish(sheet, lang);
        noEnglish(key, lang);
        noEnglish(await page.textContent('body'), lang);
        assert.equal(await page.title(), await page.textContent('.sheet h1'), 'the tab is titled as the sheet');
        await page.emulateMedia({ media: 'print' });
        await shot(page, `worksheet-${lang}-print`);
        await page.close();
      }
    });

    test('a link to a far step answers: the replay shows its progress in slices of the clock, and Cancel stops it', async () => {
      const url = `${server.url}worksheet.html?puzzle=${'.'.repeat(256)}&strategy=brute-force&from=1000000000000000&steps=60`;
      // Every long task of the page, from its first script on.
      const before = (/** @type {any} */ p) =>
        p.addInitScript(() => {
          const w = /** @type {any} */ (window);
          w.longTasks = [];
          new PerformanceObserver((list) => w.longTasks.push(...list.getEntries())).observe({ type: 'longtask', buffered: true });
        });
      const page = await open(url, undefined, { ready: false, before });
      /** The step the progress line names (-1 before it shows). */
      const shown = () => {
        const found = document.querySelector('#sheet .message')?.textContent?.match(/^Playing the search to step 1,000,000,000,000,000: at step ([\d,]+)…$/);
        return found ? Number(found[1].replace(/,/g, '')) : -1;
      };
      await page.waitForFunction(`(${shown})() >= 0`);
      // The replay's tasks are those from its first progress line on (loading the engine, before
      // it, compiles a module in a task of its own).
      const replaying = await page.evaluate(() => performance.now());
      await page.waitForFunction(`(${shown})() > 0`);
      const first = await page.evaluate(shown);
      await page.waitForFunction(`(${shown})() > ${first}`);
      await page.click('.bar .cancel');
      await page.waitForSelector('html[data-ready]');
      assert.match((await page.textContent('#sheet .message')) ?? '', /^Cancelled at step [\d,]+, before step 1,000,000,000,000,000: no worksheet\.$/);
      assert.equal(await page.locator('.bar .cancel').count(), 0, 'Cancel goes with the replay');
      assert.equal(await page.isDisabled('.bar .print'), true);
      const longest = await page.evaluate(
        (since) =>
          Math.max(
            0,
            .../** @type {any} */ (window).longTasks.filter((/** @type {any} */ e) => e.startTime >= since).map((/** @type {any} */ e) => e.duration),
          ),
        replaying,
      );
      assert.ok(longest < 200, `no task of the replay is long: the longest took ${longest} ms`);
    });

    test('a worksheet from a step the search never reaches names the step it ends at', async () => {
      const trace = traceTo(CZECH, 'backtracking', 1_000_000);
      const end = trace[trace.length - 1];
      assert.equal(end.event, 'exhausted');
      for (const from of [end.step, 1_000_000_000_000]) {
        const page = await openSheet(open, `${server.url}worksheet.html?puzzle=${CZECH}&strategy=backtracking&from=${from}&steps=60`);
        assert.equal(
          await page.textContent('#sheet .message'),
          `The search ends at step ${end.step.toLocaleString('en')}; no worksheet from step ${from.toLocaleString('en')}. Ask for a step before ${end.step.toLocaleString('en')}.`,
        );
        assert.equal(await page.locator('.key').count(), 0, 'no answer key');
        await page.close();
      }
      // One step before the end: a sheet of that one last step.
      const page = await openSheet(open, `${server.url}worksheet.html?puzzle=${CZECH}&strategy=backtracking&from=${end.step - 1}&steps=60`);
      assert.deepEqual(await page.locator('.key tbody tr td.step').allTextContents(), [String(end.step)]);
      assert.equal(await page.textContent('.key p'), `The search ends at step ${end.step.toLocaleString('en')}.`);
    });

    test('the 4-up sheet prints four different unique generated puzzles, numbered, on one A4 page', async () => {
      const page = await openSheet(open, `${server.url}worksheet.html?four=1&size=9&seed=12345`);
      const [only, ...more] = await printed(page);
      assert.equal(more.length, 0, 'one A4 page');
      const puzzles = await page.locator('.four .grid').evaluateAll((grids) => grids.map((g) => [...g.children].map((c) => c.textContent || '.').join('')));
      assert.equal(puzzles.length, 4);
      assert.equal(new Set(puzzles).size, 4, 'four different puzzles');
      for (const p of puzzles) {
        assert.equal(solutionsUpToTwo(p), 1, `unique: ${p}`);
        assert.ok(only.includes(` ${[...p].filter((c) => c !== '.').join(' ')} `), `the page holds ${p}`);
      }
      assert.deepEqual(
        (await page.locator('.four figcaption').allTextContents()).map((c) => c.split(' ·')[0]),
        ['Puzzle 1', 'Puzzle 2', 'Puzzle 3', 'Puzzle 4'],
      );
      await page.emulateMedia({ media: 'print' });
      await shot(page, 'worksheet-four-print');
    });

    test("the demo page's Worksheet form and the workbench's Print 4-up open the sheets for what is on screen", async () => {
      const page = await open(`${server.url}?puzzle=${CZECH}&strategy=backtracking`);
      const [sheet] = await Promise.all([page.context().waitForEvent('page'), page.locator('.ws-open').click()]);
      const q = new URL(sheet.url()).searchParams;
      assert.equal(q.get('puzzle'), CZECH.replace(/0/g, '.'));
      assert.equal(q.get('strategy'), 'backtracking');
      assert.equal(q.get('steps'), '20');
      await sheet.waitForSelector('html[data-ready]');
      assert.equal(await sheet.locator('.key tbody tr').count(), 20);
      const [four] = await Promise.all([page.context().waitForEvent('page'), page.locator('.wb-four').click()]);
      const f = new URL(four.url()).searchParams;
      assert.equal(f.get('four'), '1');
      assert.equal(f.get('size'), '9');
      await four.waitForSelector('html[data-ready]');
      assert.equal(await four.locator('.four figure').count(), 4);
    });
  },
  { timeout: 20_000 },
);
