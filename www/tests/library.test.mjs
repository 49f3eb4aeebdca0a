// End-to-end tests of the demo page's library in headless Chromium, with the browser's real
// `localStorage` (its real quota included) and real files through the file input: a file over
// the stated limit is refused before it is read and later saves still survive a reload; an
// import is read in slices with its progress shown, and is stored whole or not at all; a store
// that cannot be read is kept aside and never overwritten, entries that are not puzzles are
// kept; the list draws only the rows in view; two tabs share the library, each change made to
// the list as stored then, and each tab's list follows the other's; an export imports back as it
// was, the file's repeats taken once.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { shot, suite, whenReady } from './harness.mjs';
import { EASY } from './helpers.mjs';

const KEY = 'sudoku-stepper:library';
const ASIDE = 'sudoku-stepper:library-unreadable';
const SMALL = { width: 1024, height: 768 };
/** A saved puzzle as the page stores it. */
const entry = (name) => ({ name, puzzle: EASY, strategy: 'singles', params: '', step: 0, entries: '', marks: '' });

/** Opens the demo page and waits for its library. */
async function openLibrary(open, url, viewport) {
  const page = await open(`${url}?puzzle=${EASY}`, viewport);
  await page.waitForSelector('.lib-save');
  return page;
}

/** Reloads the page and waits for its library again. */
async function reload(page) {
  await page.reload();
  await whenReady(page);
  await page.waitForSelector('.lib-save');
}

/** Sets the stored library's text (or removes it), then reloads. */
async function storeAndReload(page, text) {
  await page.evaluate(([k, t]) => (t === null ? localStorage.removeItem(k) : localStorage.setItem(k, t)), [KEY, text]);
  await reload(page);
}

const stored = (page, key = KEY) => page.evaluate((k) => localStorage.getItem(k), key);
const message = (page) => page.textContent('.lib-message');
const names = (page) => page.$$eval('.lib-list li strong', (els) => els.map((e) => e.textContent));

async function saveAs(page, name) {
  await page.fill('.lib-name', name);
  await page.click('.lib-save');
}

/** A puzzle file of `n` lines named "n1" … , with a bad line every `badEvery` lines. */
function puzzleFile(n, badEvery = 0) {
  const lines = [];
  for (let i = 1; i <= n; i++) lines.push(badEvery && i % badEvery === 0 ? `${EASY.slice(1)}\tbad ${i}` : `${EASY}\tn${i}`);
  return Buffer.from(`${lines.join('\n')}\n`);
}

/**
 * Two tabs of the demo page in one browser context of their own (they share `localStorage`),
 * their errors collected, the context closed after the test. A tab can stop hearing the other's
 * changes (`window.deaf = true`), as a tab that has not handled the `storage` event yet.
 */
async function twoTabs(t, open, url) {
  const browser = (await open(`${url}?puzzle=${EASY}`)).context().browser();
  const context = await browser.newContext({ viewport: SMALL, serviceWorkers: 'block' });
  t.after(() => context.close());
  const errors = [];
  const tab = async () => {
    const page = await context.newPage();
    page.setDefaultTimeout(8_000);
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.addInitScript(() => window.addEventListener('storage', (e) => /** @type {any} */ (window).deaf && e.stopImmediatePropagation(), true));
    await page.goto(`${url}?puzzle=${EASY}`);
    await whenReady(page);
    await page.waitForSelector('.lib-save');
    return page;
  };
  return { a: await tab(), b: await tab(), errors };
}

/** Waits until the tab lists `expected`, then returns what it lists. */
async function shows(page, expected) {
  await page
    .waitForFunction(
      (want) => JSON.stringify([...document.querySelectorAll('.lib-list li strong')].map((e) => e.textContent)) === want,
      JSON.stringify(expected),
    )
    .catch(() => {});
  return names(page);
}

const storedNames = async (page) => JSON.parse((await stored(page)) ?? '[]').map((e) => e.name);

/** Every text the status line shows from now on. */
const watchMessages = (page) =>
  page.evaluate(() => {
    const el = /** @type {HTMLElement} */ (document.querySelector('.lib-message'));
    const seen = /** @type {any} */ ((window.libMessages = []));
    new MutationObserver(() => seen.push(el.textContent)).observe(el, { childList: true, characterData: true, subtree: true });
  });

suite('the library keeps what was saved', ({ open, server }) => {
  test('a file over the stated limit is refused before reading, and a later save survives a reload', async () => {
    const page = await openLibrary(open, server.url);
    await saveAs(page, 'before');
    await page.setInputFiles('.lib-file', { name: 'huge.txt', mimeType: 'text/plain', buffer: puzzleFile(130_000) });
    await page.waitForFunction(() => /huge\.txt/.test(document.querySelector('.lib-message')?.textContent ?? ''));
    assert.match(await message(page), /^huge\.txt was not imported: it is 1\d\.\d MB, and a library file can be at most 2\.0 MB \(10,000 puzzles\)\.$/);
    assert.deepEqual(await names(page), ['before']);
    await saveAs(page, 'after');
    assert.equal(await message(page), 'Saved “after”.');
    await reload(page);
    assert.deepEqual(await names(page), ['before', 'after']);
    assert.match(await page.textContent('.lib-limit'), /^Files up to 2\.0 MB; the library holds up to 10,000 puzzles/);
  });

  test('an import is read in slices with its progress shown, refused lines named, and kept after a reload', async () => {
    const page = await openLibrary(open, server.url);
    await watchMessages(page);
    // Long tasks are measured for the record (tests assert what happens, not how fast), from the
    // tasks that start after the file input's change: the one that hands the file over (and fires
    // the change) is Playwright's, not the page's.
    await page.evaluate(() => {
      const w = /** @type {any} */ (window);
      w.longest = 0;
      w.chosen = Infinity;
      document.querySelector('.lib-file')?.addEventListener('change', () => (w.chosen = performance.now()), { capture: true });
      new PerformanceObserver((l) =>
        l.getEntries().forEach((e) => {
          if (e.startTime > w.chosen) w.longest = Math.max(w.longest, e.duration);
        }),
      ).observe({ type: 'longtask' });
    });
    await page.setInputFiles('.lib-file', { name: 'big.txt', mimeType: 'text/plain', buffer: puzzleFile(9_000, 1000) });
    await page.waitForFunction(() => /^Imported/.test(document.querySelector('.lib-message')?.textContent ?? ''), null, { timeout: 30_000 });
    // The page was free between slices: it drew the progress more than once on the way.
    const progress = await page.evaluate(() => /** @type {any} */ (window).libMessages.filter((t) => /^Importing big\.txt: [\d,]+ lines? read…$/.test(t)));
    assert.ok(progress.length >= 2, `progress shown ${progress.length} times`);
    assert.match(
      await message(page),
      /^Imported 8,991 puzzles from big\.txt\. 9 lines not read: line 1000: the puzzle has 80 cells.*; line 2000: .*; line 3000: .* and 6 more\.$/,
    );
    console.log(`# longest task during the import: ${await page.evaluate(() => /** @type {any} */ (window).longest)} ms`);
    assert.equal(JSON.parse(await stored(page)).length, 8_991);
    await reload(page);
    assert.equal(await page.getAttribute('.lib-list li', 'aria-setsize'), '8991');
  });

  test('an import the real quota cannot hold changes nothing, and says so', async () => {
    const page = await openLibrary(open, server.url);
    await saveAs(page, 'before');
    const before = await stored(page);
    // Another key takes most of the page's 5 Mi characters.
    await page.evaluate(() => localStorage.setItem('filler', 'x'.repeat(4_500_000)));
    await page.setInputFiles('.lib-file', { name: 'big.txt', mimeType: 'text/plain', buffer: puzzleFile(9_000) });
    await page.waitForFunction(() => !/^(Saved|Importing)/.test(document.querySelector('.lib-message')?.textContent ?? ''), null, { timeout: 30_000 });
    assert.deepEqual(await names(page), ['before'], 'the page lists what is stored');
    assert.equal(await stored(page), before);
    assert.match(await message(page), /^big\.txt was not imported: the library could not be saved in this browser \(.*quota.*\)\. Nothing changed\.$/i);
    await page.evaluate(() => localStorage.removeItem('filler'));
    await saveAs(page, 'after');
    assert.equal(await message(page), 'Saved “after”.');
    await reload(page);
    assert.deepEqual(await names(page), ['before', 'after']);
  });

  for (const [what, text, reason] of [
    ['truncated JSON', JSON.stringify([entry('kept one'), entry('kept two')]).slice(0, -20), /could not be read \(.*JSON.*\)/],
    ['not a list', JSON.stringify({ puzzles: [entry('kept one')] }), /could not be read \(it holds object instead of a list\)/],
  ]) {
    test(`a store that cannot be read (${what}) is kept aside, never overwritten, until the user deletes it`, async () => {
      const page = await openLibrary(open, server.url, SMALL);
      await storeAndReload(page, text);
      await saveAs(page, 'new');
      await reload(page);
      assert.ok(await page.evaluate((t) => Object.values(localStorage).includes(t), text), 'the unreadable text survives a save');
      assert.equal(await stored(page, ASIDE), text, 'kept aside as it was');
      if (what === 'truncated JSON') await shot(page, 'library-unreadable');
      assert.deepEqual(
        JSON.parse(await stored(page)).map((e) => e.name),
        ['new'],
      );
      assert.match(await page.textContent('.lib-notice'), reason);
      const [download] = await Promise.all([page.waitForEvent('download'), page.click('.lib-export-unreadable')]);
      assert.equal(readFileSync(await download.path(), 'utf8'), text);
      // Deleting asks first: declined, nothing happens; accepted, the data is gone.
      page.once('dialog', (d) => d.dismiss());
      await page.click('.lib-discard-unreadable');
      assert.equal(await stored(page, ASIDE), text);
      page.once('dialog', (d) => d.accept());
      await page.click('.lib-discard-unreadable');
      assert.equal(await stored(page, ASIDE), null);
      assert.equal(await page.locator('.lib-notice').isHidden(), true);
      assert.deepEqual(await names(page), ['new']);
    });
  }

  test('an unreadable store with no room to set it aside stays where it is: saves are refused', async () => {
    const page = await openLibrary(open, server.url);
    const text = `[${JSON.stringify(entry('x'.repeat(80))).repeat(15_000)}`;
    await storeAndReload(page, text);
    await saveAs(page, 'new');
    assert.equal(await stored(page), text);
    assert.equal(await stored(page, ASIDE), null);
    assert.match(await message(page), /^The saved library could not be read and there was no room to set it aside/);
    assert.match(await page.textContent('.lib-notice'), /no room to set it aside/);
  });

  test('entries that are not puzzles are reported and kept through a save and a reload', async () => {
    const page = await openLibrary(open, server.url);
    const odd = [42, { puzzle: 5 }, { name: 'no puzzle' }];
    await storeAndReload(page, JSON.stringify([entry('one'), ...odd, entry('two')]));
    assert.deepEqual(await names(page), ['one', 'two']);
    await saveAs(page, 'three');
    await reload(page);
    const back = JSON.parse(await stored(page));
    assert.deepEqual(back.slice(3), odd, 'written back untouched, after the puzzles');
    assert.deepEqual(
      back.map((e) => e.name),
      ['one', 'two', 'three', undefined, undefined, 'no puzzle'],
    );
    assert.equal(
      await page.textContent('.lib-notice-text'),
      '3 stored entries are not a saved puzzle (the first is entry 4); they are kept as they are, not shown.',
    );
    assert.equal(await page.locator('.lib-export-unreadable').isHidden(), true, 'nothing unreadable to export');
  });

  test('two tabs share the library: each save and delete keeps the other tab’s, and both lists follow the store', async (t) => {
    const { a, b, errors } = await twoTabs(t, open, server.url);
    const step = async (what, expected) => {
      assert.deepEqual(await storedNames(a), expected, `${what}: the store`);
      assert.deepEqual(await shows(a, expected), expected, `${what}: tab A's list`);
      assert.deepEqual(await shows(b, expected), expected, `${what}: tab B's list`);
    };
    await saveAs(a, 'from-A-1');
    await step('A saves', ['from-A-1']);
    await saveAs(b, 'from-B-1');
    await step('B saves', ['from-A-1', 'from-B-1']);
    await saveAs(a, 'from-A-2');
    await step('A saves again', ['from-A-1', 'from-B-1', 'from-A-2']);
    await b.locator('.lib-list li', { hasText: 'from-B-1' }).locator('button[data-action="lib-delete"]').click();
    assert.equal(await message(b), 'Deleted “from-B-1”.');
    await step('B deletes its own', ['from-A-1', 'from-A-2']);
    // Entries stored before ids existed get the same ids in both tabs: a delete in one names
    // the entry the other shows.
    const ids = async (page) => JSON.parse(await stored(page)).map((e) => e.id);
    assert.equal(new Set(await ids(a)).size, 2);
    // Written in A (B hears of it; a tab does not hear its own writes, so A reloads).
    await a.evaluate(([k, list]) => localStorage.setItem(k, JSON.stringify(list)), [KEY, [entry('old 1'), entry('old 2'), entry('old 3')]]);
    await reload(a);
    await step('an old list, without ids', ['old 1', 'old 2', 'old 3']);
    await a.locator('.lib-list li', { hasText: 'old 2' }).locator('button[data-action="lib-delete"]').click();
    await step('A deletes from the old list', ['old 1', 'old 3']);
    await b.locator('.lib-list li', { hasText: 'old 3' }).locator('button[data-action="lib-delete"]').click();
    await step('B deletes from it too', ['old 1']);
    assert.deepEqual(errors, []);
  });

  test('a delete racing a save: a tab that has not heard of the delete yet keeps it when it saves', async (t) => {
    const { a, b, errors } = await twoTabs(t, open, server.url);
    await saveAs(a, 'x');
    await saveAs(a, 'y');
    assert.deepEqual(await shows(b, ['x', 'y']), ['x', 'y']);
    // B stops hearing A: its list stays [x, y] while A deletes x.
    await b.evaluate(() => /** @type {any} */ ((window.deaf = true)));
    await a.locator('.lib-list li', { hasText: 'x' }).locator('button[data-action="lib-delete"]').click();
    assert.deepEqual(await storedNames(a), ['y']);
    assert.deepEqual(await names(b), ['x', 'y'], 'B has not heard of it');
    await saveAs(b, 'z');
    assert.equal(await message(b), 'Saved “z”.');
    assert.deepEqual(await storedNames(a), ['y', 'z'], 'the delete stays');
    assert.deepEqual(await names(b), ['y', 'z'], 'B lists what is stored after its save');
    assert.deepEqual(await shows(a, ['y', 'z']), ['y', 'z']);
    // Both at once, hearing each other again: whichever goes first, both changes are kept.
    await b.evaluate(() => /** @type {any} */ ((window.deaf = false)));
    await Promise.all([a.locator('.lib-list li', { hasText: 'y' }).locator('button[data-action="lib-delete"]').click(), saveAs(b, 'w')]);
    assert.deepEqual(await storedNames(a), ['z', 'w']);
    assert.deepEqual(await shows(a, ['z', 'w']), ['z', 'w']);
    assert.deepEqual(await shows(b, ['z', 'w']), ['z', 'w']);
    assert.deepEqual(errors, []);
  });

  test('export then import is the same library: a tab in params, an emoji at the end of a long name, unknown fields; repeats taken once', async () => {
    const page = await openLibrary(open, server.url);
    const list = [{ ...entry('future'), colour: 'teal' }, { ...entry('tabbed'), strategy: 'annealing', params: 'q=0.5\tseed=2' }, entry(`${'n'.repeat(79)}😀`)];
    await storeAndReload(page, JSON.stringify(list));
    await saveAs(page, 'saved here');
    const before = JSON.parse(await stored(page));
    assert.equal(before[0].colour, 'teal', 'an unknown field survives a save');
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('.lib-export')]);
    const file = readFileSync(await download.path(), 'utf8');
    assert.doesNotMatch(file, /\uFFFD/);
    const lines = file.split('\n').filter((l) => l && !l.startsWith('#'));
    assert.equal(lines.length, 4);
    assert.match(lines[1], /\tparams=q=0\.5\\tseed=2\t/);
    // Into an empty library, the file and its puzzles again: each is imported once.
    await storeAndReload(page, null);
    await page.setInputFiles('.lib-file', { name: 'twice.txt', mimeType: 'text/plain', buffer: Buffer.from(`${file}${lines.join('\n')}\n`) });
    await page.waitForFunction(() => /^Imported/.test(document.querySelector('.lib-message')?.textContent ?? ''));
    assert.equal(await message(page), 'Imported 4 puzzles from twice.txt. Skipped 4 lines that repeat a puzzle given earlier in the file.');
    assert.deepEqual(JSON.parse(await stored(page)), before, 'the same entries, ids and fields');
    // Again: all of them are saved already.
    await page.setInputFiles('.lib-file', { name: 'again.txt', mimeType: 'text/plain', buffer: Buffer.from(file) });
    await page.waitForFunction(() => /again\.txt/.test(document.querySelector('.lib-message')?.textContent ?? ''));
    assert.equal(await message(page), 'Imported 0 puzzles from again.txt (4 already saved).');
    assert.deepEqual(JSON.parse(await stored(page)), before);
  });

  test('the list draws only the rows in view: 10,000 puzzles listed, the last reached by scrolling and by End', async () => {
    const page = await openLibrary(open, server.url, SMALL);
    await page.evaluate(
      ([k, e]) => localStorage.setItem(k, JSON.stringify(Array.from({ length: 10_000 }, (_, i) => ({ ...e, name: `Puzzle ${i + 1}` })))),
      [KEY, entry('')],
    );
    await reload(page);
    const rows = () => page.locator('.lib-list li').count();
    assert.ok((await rows()) <= 40, `${await rows()} rows drawn`);
    assert.equal(await page.getAttribute('.lib-list li', 'aria-setsize'), '10000');
    await page.locator('.lib-scroll').scrollIntoViewIfNeeded();
    await shot(page, 'library-10000');
    await page.$eval('.lib-scroll', (l) => (l.scrollTop = l.scrollHeight));
    await page.waitForFunction(() => [...document.querySelectorAll('.lib-list li')].some((li) => li.getAttribute('aria-posinset') === '10000'));
    assert.ok((await rows()) <= 40, `${await rows()} rows drawn at the end`);
    const last = page.locator('.lib-list li[aria-posinset="10000"]');
    assert.match(await last.textContent(), /Puzzle 10000/);
    assert.ok(await last.isVisible());
    await last.locator('button[data-action="lib-delete"]').click();
    assert.equal(await message(page), 'Deleted “Puzzle 10000”.');
    assert.equal(JSON.parse(await stored(page)).length, 9_999);
    // The keyboard: from the first row, End goes to the last and ArrowUp back one.
    await page.$eval('.lib-scroll', (l) => (l.scrollTop = 0));
    await page.locator('.lib-list li[aria-posinset="1"] button[data-action="lib-open"]').focus();
    await page.keyboard.press('End');
    const focused = () => page.evaluate(() => document.activeElement?.closest('li')?.textContent);
    assert.match(await focused(), /Puzzle 9999/);
    await page.keyboard.press('ArrowUp');
    assert.match(await focused(), /Puzzle 9998/);
    await page.keyboard.press('Enter');
    assert.equal(await message(page), 'Opened “Puzzle 9998”.');
  });
});
