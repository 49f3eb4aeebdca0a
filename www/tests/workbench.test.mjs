// End-to-end tests of the demo page's workbench and library in headless Chromium, with the
// native CLI as the oracle: generated puzzles are unique (`solve --limit 2`) and rated as the
// page says (`rate`), the same seed gives the same puzzle, "Check my entries" marks exactly the
// wrong digits, a hint is the solution's digit and what `trace --strategy singles` does next,
// a puzzle with several solutions shows two that differ where marked, and the library and
// settings survive a reload and round-trip through a file. Needs www/pkg and the release CLI.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { ROOT, shot, suite } from './harness.mjs';
import { CZECH, EASY, EASY_SOLUTION, host, prop, stats } from './helpers.mjs';

const CLI = `${ROOT}target/release/sudoku-stepper`;
/** From the forum's hardest list: singles place nothing, the first hint is a guess. */
const NO_SINGLES = '........7..4.2.6..8.....31......29...4..9..3...95.6....1......8..6.5.2..7......6.';

/** @param {string[]} args @param {string} [input] */
function cli(args, input = '') {
  assert.ok(existsSync(CLI), `${CLI} is missing: run cargo build --release first (test.sh does)`);
  return execFileSync(CLI, args, { input, stdio: ['pipe', 'pipe', 'pipe'] }).toString();
}

/** @param {string[]} args @param {string} input */
const jsonLines = (args, input) =>
  cli(args, input)
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));

/** The workbench board's cell `n`. */
const cell = (page, n) => page.locator('.wb-board').locator(`.cell[data-cell="${n}"]`);
/** Every cell of the workbench board: its text and classes. */
const cells = (page) =>
  page.locator('.wb-board').evaluate((host) =>
    [...host.shadowRoot.querySelectorAll('.cell[data-cell]')].map((c) => ({
      text: c.querySelector('.v')?.textContent ?? '',
      cls: c.className,
      pencil: c.getAttribute('data-pencil'),
    })),
  );

/** Opens the page on `puzzle` and waits for the workbench to take it on. */
async function openOn(open, url, puzzle) {
  const page = await open(`${url}?puzzle=${puzzle}`);
  await page.waitForFunction(
    (p) => document.querySelector('.wb-board')?.shadowRoot?.querySelectorAll('.cell.given').length === [...p].filter((c) => c !== '.' && c !== '0').length,
    puzzle,
  );
  return page;
}

/** Types `digit` into the workbench cell `n`. */
async function typeAt(page, n, digit) {
  await cell(page, n).click();
  await page.keyboard.press(digit);
}

/**
 * An empty cell of a 9×9 `board` and a digit that is not the solution's there but is in none of
 * the cell's row, column and box: wrong, yet no clash shows it.
 * @returns {[number, string]}
 */
function wrongButLegal(board, solution) {
  for (let n = 0; n < 81; n++) {
    if (board[n] !== '.') continue;
    const [r, c] = [Math.floor(n / 9), n % 9];
    const seen = new Set();
    for (let i = 0; i < 9; i++) {
      seen.add(board[r * 9 + i]).add(board[i * 9 + c]);
      seen.add(board[(Math.floor(r / 3) * 3 + Math.floor(i / 3)) * 9 + Math.floor(c / 3) * 3 + (i % 3)]);
    }
    const d = '123456789'.split('').find((x) => x !== solution[n] && !seen.has(x));
    if (d) return [n, d];
  }
  throw new Error('no such cell');
}

/** Waits until the generator is idle again. */
const generated = (page) => page.waitForFunction(() => !document.querySelector('.wb-generate')?.classList.contains('busy'), null, { timeout: 60_000 });

suite('the puzzle workbench and the library', ({ open, openPhone, server }) => {
  test('generated puzzles are unique by the CLI, rated as the CLI rates them, and reproducible by seed', async () => {
    const page = await open(server.url);
    for (const [size, difficulty, symmetric] of [
      ['9', 'hard', false],
      ['9', 'easy', true],
      ['9', 'medium', false],
      ['4', '', false],
      ['16', '', true],
    ]) {
      await page.selectOption('.wb-size', size);
      await page.selectOption('.wb-difficulty', difficulty);
      await page.locator('.wb-symmetric').setChecked(symmetric);
      const before = await prop(page, 'board');
      await page.click('.wb-generate');
      await generated(page);
      const puzzle = await prop(page, 'board');
      assert.notEqual(puzzle, before);
      assert.equal(puzzle.length, Number(size) ** 2);
      assert.equal((await stats(page)).status, 'ready', 'loaded into the element');
      assert.equal(jsonLines(['solve', '--limit', '2'], `${puzzle}\n`)[0].solutions, 1, `unique: ${puzzle}`);
      const status = await page.textContent('.wb-status');
      const seed = status.match(/seed (\d+)/)?.[1];
      assert.ok(seed, status);
      const args = ['generate', '--seed', seed, '--size', size, ...(symmetric ? ['--symmetric'] : []), ...(difficulty ? ['--difficulty', difficulty] : [])];
      assert.equal(cli(args).trim(), puzzle, `${args.join(' ')} gives the same puzzle`);
      const rated = jsonLines(['rate'], `${puzzle}\n`)[0];
      if (difficulty) assert.equal(rated.label, difficulty);
      await page.waitForFunction((label) => document.querySelector('.wb-label')?.textContent === label, rated.label);
      if (!rated.singles_only) assert.match(await page.textContent('.wb-rating'), new RegExp(`${rated.guesses.toFixed(1)} guesses`));
    }
    await page.close();
  });

  test('Check my entries marks exactly the wrong digits and reveals nothing else', async () => {
    const page = await openOn(open, server.url, EASY);
    const empty = [...EASY].flatMap((c, i) => (c === '.' ? [i] : []));
    // Three right digits, two wrong ones, and a pencil mark.
    const right = empty.slice(0, 3);
    const wrong = empty.slice(3, 5);
    for (const n of right) await typeAt(page, n, EASY_SOLUTION[n]);
    for (const n of wrong) await typeAt(page, n, String((Number(EASY_SOLUTION[n]) % 9) + 1));
    await cell(page, empty[6]).click();
    await page.keyboard.press('Shift+Digit4');
    await page.click('.wb-check');
    const after = await cells(page);
    const marked = after.flatMap((c, i) => (/\bwrong\b/.test(c.cls) ? [i] : []));
    assert.deepEqual(marked, wrong);
    assert.match(await page.textContent('.wb-text'), /^2 of your 5 digits are wrong/);
    // Nothing else is filled in: only givens and what was typed carry a digit.
    const typed = new Set([...right, ...wrong]);
    after.forEach((c, i) => assert.equal(c.text !== '', EASY[i] !== '.' || typed.has(i), `cell ${i}`));
    assert.equal(after[empty[6]].pencil?.replace(/\s/g, ''), '4', 'a pencil mark');
    await shot(page, 'workbench-checked');
    // Fixing a digit takes its mark away; checking again finds no mistake left.
    for (const n of wrong) await typeAt(page, n, EASY_SOLUTION[n]);
    assert.equal(await page.locator('.wb-board').locator('.cell.wrong').count(), 0);
    await page.click('.wb-check');
    assert.equal(await page.textContent('.wb-text'), 'All 5 digits you wrote are right.');
    await page.close();
  });

  test("a hint is the solution's digit and what singles do next, or where to guess", async () => {
    const page = await openOn(open, server.url, EASY);
    for (let i = 0; i < 6; i++) {
      const board = await page.evaluate(() => {
        const root = document.querySelector('.wb-board').shadowRoot;
        return [...root.querySelectorAll('.cell[data-cell]')].map((c) => c.querySelector('.v')?.textContent || '.').join('');
      });
      const [oracle] = jsonLines(['trace', '--strategy', 'singles', '--max-steps', '1', board], '');
      await page.click('.wb-hint');
      const text = await page.textContent('.wb-text');
      const m = text.match(/^r(\d+)c(\d+) must be (\d)/);
      assert.ok(m, text);
      const n = (Number(m[1]) - 1) * 9 + Number(m[2]) - 1;
      assert.equal(m[3], EASY_SOLUTION[n], `the hinted digit is the solution's: ${text}`);
      assert.equal(oracle.event, 'propagate');
      assert.equal(oracle.cell, n);
      assert.equal(String(oracle.digit), m[3]);
      assert.match(text, oracle.reason === 'naked' ? /naked single/ : new RegExp(`only place left for ${m[3]} in ${oracle.unit}`));
      assert.match((await cells(page))[n].cls, /\bhinted\b/);
      await page.click('.wb-place');
      assert.equal((await cells(page))[n].text, m[3]);
    }
    // A wrong digit that clashes with nothing: the hint says so rather than mislead.
    const board = await page.evaluate(() =>
      [...document.querySelector('.wb-board').shadowRoot.querySelectorAll('.cell[data-cell]')].map((c) => c.querySelector('.v')?.textContent || '.').join(''),
    );
    const [n, d] = wrongButLegal(board, EASY_SOLUTION);
    await typeAt(page, n, d);
    await page.click('.wb-hint');
    assert.match(await page.textContent('.wb-text'), /wrong/);
    await page.close();

    const hard = await openOn(open, server.url, NO_SINGLES);
    await hard.click('.wb-hint');
    const text = await hard.textContent('.wb-text');
    const [oracle] = jsonLines(['trace', '--strategy', 'singles', '--max-steps', '1', NO_SINGLES], '');
    assert.equal(oracle.event, 'select');
    assert.ok(text.startsWith('Nothing is forced by singles: a guess is needed.'), text);
    assert.match(text, new RegExp(`guess in ${oracle.name},.*\\(${oracle.candidates.slice(0, -1).join(', ')} or ${oracle.candidates.at(-1)}\\)`));
    await shot(hard, 'workbench-guess');
    await hard.close();
  });

  test('Is it unique? says yes, or shows two different solutions with their differences marked', async () => {
    const page = await openOn(open, server.url, CZECH);
    await page.click('.wb-unique');
    assert.match(await page.textContent('.wb-answer'), /^No: it has more than one solution/);
    const boards = await page
      .locator('.wb-mini')
      .evaluateAll((hosts) =>
        hosts.map((h) => [...h.shadowRoot.querySelectorAll('.cell[data-cell]')].map((c) => ({ v: c.textContent, differ: c.classList.contains('differ') }))),
      );
    assert.equal(boards.length, 2);
    const [a, b] = boards.map((cs) => cs.map((c) => c.v).join(''));
    assert.notEqual(a, b);
    for (const s of [a, b]) {
      // A full grid is a solution when the CLI finds it valid, and it keeps the givens.
      assert.equal(jsonLines(['solve'], `${s}\n`)[0].solutions, 1, s);
      [...CZECH].forEach((c, i) => c !== '0' && assert.equal(s[i], c));
    }
    const differ = boards[0].map((c, i) => c.v !== boards[1][i].v);
    assert.deepEqual(
      boards[0].map((c) => c.differ),
      differ,
    );
    assert.deepEqual(
      boards[1].map((c) => c.differ),
      differ,
    );
    const count = differ.filter(Boolean).length;
    assert.match(await page.textContent('.wb-answer'), new RegExp(`differ in ${count} cells`));
    await shot(page, 'workbench-two-solutions');
    await page.close();

    const unique = await openOn(open, server.url, EASY);
    await unique.click('.wb-unique');
    assert.equal(await unique.textContent('.wb-answer'), 'Yes: it has exactly one solution.');
    assert.equal(await unique.locator('.wb-pair').isHidden(), true);
    await unique.close();
  });

  test('the library and the settings survive a reload', async () => {
    const page = await openOn(open, server.url, EASY);
    await host(page).evaluate(async (el) => {
      el.setAttribute('strategy', 'mrv');
      el.setAttribute('speed', '250');
      el.setAttribute('theme', 'dark');
      await new Promise((r) => setTimeout(r, 0));
    });
    await page.locator('sudoku-stepper').locator('input.candidates').check();
    await host(page).evaluate((el) => el.step(7));
    await typeAt(page, 2, '4');
    await cell(page, 3).click();
    await page.keyboard.press('Shift+Digit2');
    await page.keyboard.press('Shift+Digit6');
    await page.fill('.lib-name', 'My easy one');
    await page.click('.lib-save');
    assert.match(await page.textContent('.lib-message'), /Saved “My easy one”/);
    // The address bar now holds the strategy and speed too: come back without them.
    await page.goto(`${server.url}?puzzle=${EASY}`);
    await page.evaluate(() => document.querySelector('sudoku-stepper').ready);
    await page.waitForSelector('.lib-list li');
    const el = await host(page).evaluate((e) => ({
      strategy: e.getAttribute('strategy'),
      speed: e.getAttribute('speed'),
      theme: e.getAttribute('theme'),
      candidates: (e.getAttribute('panels') ?? '').split(' ').includes('candidates'),
    }));
    assert.deepEqual(el, { strategy: 'mrv', speed: '250', theme: 'dark', candidates: true });
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'dark');
    assert.match(await page.textContent('.lib-list li'), /My easy one.*9×9 · mrv · step 7 · 1 digit of yours/);
    // Open it on another puzzle: the element gets its puzzle, strategy and step back, the
    // workbench the digit and the marks.
    await host(page).evaluate((e) => {
      e.board = '.'.repeat(81);
      e.setAttribute('strategy', 'singles');
    });
    await page.click('.lib-list li button[data-action="lib-open"]');
    await page.waitForFunction(() => document.querySelector('sudoku-stepper').stats.steps === 7);
    assert.equal(await prop(page, 'board'), EASY);
    assert.equal(await prop(page, 'strategy'), 'mrv');
    const work = await cells(page);
    assert.equal(work[2].text, '4');
    assert.equal(work[3].pencil?.replace(/\s/g, ''), '26');
    await shot(page, 'library-dark');
    await page.close();

    // A link's own settings come first.
    const linked = await open(`${server.url}?puzzle=${EASY}&strategy=dlx`);
    assert.equal(await prop(linked, 'strategy'), 'dlx');
    await linked.close();
  });

  test('export and import round-trip the library through a puzzle file the CLI reads', async () => {
    const page = await openOn(open, server.url, EASY);
    await typeAt(page, 2, '4');
    await page.fill('.lib-name', 'First, with a digit');
    await page.click('.lib-save');
    await host(page).evaluate((el) => (el.board = '.3.2..1.4.......'));
    await page.waitForFunction(() => document.querySelector('.wb-board').shadowRoot.querySelectorAll('.cell').length === 16);
    await cell(page, 0).click();
    await page.keyboard.press('Shift+Digit1');
    await page.fill('.lib-name', 'Second, a 4×4 with a mark');
    await page.click('.lib-save');
    const stored = await page.evaluate(() => localStorage.getItem('sudoku-stepper:library'));
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('.lib-export')]);
    const path = await download.path();
    const text = readFileSync(path, 'utf8');
    const lines = text.split('\n').filter((l) => l && !l.startsWith('#'));
    assert.equal(lines.length, 2);
    assert.ok(lines[0].startsWith(`${EASY}\tFirst, with a digit\t`), lines[0]);
    assert.ok(lines[1].startsWith('.3.2..1.4.......\tSecond, a 4×4 with a mark\t'), lines[1]);
    // Any reader of puzzle files reads it: the CLI solves both puzzles.
    assert.deepEqual(
      jsonLines(['solve', path], '').map((l) => l.puzzle),
      [EASY, '.3.2..1.4.......'],
    );
    for (let i = 0; i < 2; i++) await page.click('.lib-list li button[data-action="lib-delete"]');
    assert.equal(await page.evaluate(() => localStorage.getItem('sudoku-stepper:library')), '[]');
    await page.setInputFiles('.lib-file', path);
    await page.waitForFunction(() => document.querySelectorAll('.lib-list li').length === 2);
    assert.match(await page.textContent('.lib-message'), /^Imported 2 puzzles from /);
    assert.equal(await page.evaluate(() => localStorage.getItem('sudoku-stepper:library')), stored);
    // A file of another kind: names after a tab, bad lines named by number.
    await page.setInputFiles('.lib-file', {
      name: 'mixed.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(`# two puzzles and a bad line\n${CZECH}\tthe Czech article's\n123\n${EASY}:1\n`),
    });
    await page.waitForFunction(() => document.querySelectorAll('.lib-list li').length === 4);
    assert.match(await page.textContent('.lib-message'), /Imported 2 puzzles from mixed\.txt\. 1 line not read: line 3: /);
    assert.match(await page.locator('.lib-list li').nth(2).textContent(), /the Czech article's/);
    assert.match(await page.locator('.lib-list li').nth(3).textContent(), /Imported 2/);
    await page.close();
  });

  test('axe-core finds no serious or critical violation in the workbench at work, light and dark', async () => {
    const problems = [];
    for (const colorScheme of ['light', 'dark']) {
      const page = await open(`${server.url}?puzzle=${CZECH}`, undefined, { colorScheme });
      await page.click('.wb-unique');
      await typeAt(page, 0, '9');
      await cell(page, 1).click();
      await page.keyboard.press('Shift+Digit2');
      await page.click('.wb-check');
      await page.click('.wb-hint');
      await page.click('.lib-save');
      await page.addScriptTag({ path: `${ROOT}node_modules/axe-core/axe.min.js` });
      const violations = await page.evaluate(async () => {
        for (const el of document.querySelectorAll('sudoku-stepper')) /** @type {any} */ (el).pause();
        const r = await /** @type {any} */ (window).axe.run(document, { resultTypes: ['violations'] });
        return r.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => JSON.stringify(n.target)).slice(0, 4) }));
      });
      for (const v of violations)
        if (v.impact === 'serious' || v.impact === 'critical') problems.push(`${colorScheme}: ${v.impact} ${v.id} at ${v.targets.join(', ')}`);
      await page.close();
    }
    assert.deepEqual(problems, []);
  });

  test('the workbench light, dark and at 375 px without sideways scrolling (screenshots with npm run shots)', async () => {
    for (const [name, opener, options] of [
      ['workbench-light', open, {}],
      ['workbench-dark', open, { colorScheme: 'dark' }],
    ]) {
      const page = await opener(`${server.url}?puzzle=${CZECH}`, undefined, options);
      await page.click('.wb-unique');
      await typeAt(page, 0, '1');
      await page.click('.wb-hint');
      await shot(page, name);
      await page.close();
    }
    const phone = await openPhone(`${server.url}?puzzle=${CZECH}`);
    await phone.click('.wb-unique');
    await phone.locator('.wb-board').locator('.cell[data-cell="0"]').tap();
    await phone.locator('.wb-board').locator('.pad button[data-digit="1"]').tap();
    await phone.click('.wb-hint');
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.equal(overflow, 0, 'no sideways scrolling at 375 px');
    await shot(phone, 'workbench-375');
    await phone.close();
  });
});
