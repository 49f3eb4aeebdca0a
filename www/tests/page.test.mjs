// End-to-end tests of the demo page and the <sudoku-stepper> element in headless Chromium.
// Needs www/pkg (wasm-pack build --target web --out-dir www/pkg) and, for the solution check,
// the release CLI (cargo build --release).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { ROOT, shot, suite } from './harness.mjs';
import { initSync, validate } from '../pkg/sudoku_stepper.js';
import { EASY, HARD, SWISTAK, UNSOLVABLE, call, eventAfter, frames, grid9, host, prop, shadow, stats, visible, waitStatus } from './helpers.mjs';

/** Whether the timings are checked too (`npm run test:perf`): ./test.sh checks what the page does. */
const PERF = process.env.SUDOKU_PERF === '1';

/** The first solution the native CLI finds: the page must agree with it exactly. */
function expectedSolution(puzzle, strategy) {
  const cli = `${ROOT}target/release/sudoku-stepper`;
  assert.ok(existsSync(cli), `${cli} is missing: run cargo build --release first (test.sh does)`);
  const out = execFileSync(cli, ['solve', '--strategy', strategy], { input: `${puzzle}\n` });
  return JSON.parse(out.toString().trim().split('\n')[0]).solution;
}

initSync({ module: readFileSync(`${ROOT}www/pkg/sudoku_stepper_bg.wasm`) });

/** The engine's parser message for `text` (the page's own parser, run in Node), or ''. */
function parserError(text) {
  try {
    validate(text);
    return '';
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  }
}

/** True when every row, column and box of a 9×9 text holds 1–9 once. */
function isSolved(text) {
  const v = [...text].map(Number);
  const units = [];
  for (let i = 0; i < 9; i++) {
    units.push([...Array(9)].map((_, j) => i * 9 + j));
    units.push([...Array(9)].map((_, j) => j * 9 + i));
    units.push([...Array(9)].map((_, j) => (Math.floor(i / 3) * 3 + Math.floor(j / 3)) * 9 + (i % 3) * 3 + (j % 3)));
  }
  return units.every((u) => new Set(u.map((c) => v[c])).size === 9 && u.every((c) => v[c] >= 1));
}

/** Runs to the end and waits for the search to stop. */
async function runToEnd(page) {
  await shadow(page, 'button.end').click();
  await waitStatus(page, 'solved', 'unsolvable');
}

suite(
  'sudoku-stepper page',
  ({ open, server }) => {
    test('type a board cell by cell, then run to the end: same solution as the CLI', async () => {
      // An empty board and the element's own default strategy (the page opens on a preset with
      // backtracking without a puzzle in its URL).
      const page = await open(`${server.url}?puzzle=`);
      await shadow(page, '.cell[data-cell="0"]').click();
      await page.keyboard.type(EASY, { delay: 2 });
      assert.equal(await prop(page, 'board'), EASY);
      assert.equal((await stats(page)).status, 'ready');
      await shot(page, 'typed');
      await runToEnd(page);
      assert.equal((await stats(page)).status, 'solved');
      const current = await prop(page, 'current');
      assert.equal(current, expectedSolution(EASY, 'singles'));
      assert.match(await shadow(page, '.banner').textContent(), /^Solved in [\d,]+ steps$/);
      // Run to end skips drawing most steps, yet every forced digit says why (naked or hidden).
      const forced = await shadow(page, '.cell.forced').count();
      assert.ok(forced > 20, `${forced} forced cells`);
      assert.equal(await shadow(page, '.cell.forced[data-mark]').count(), forced);
      await shot(page, 'typed-solved');
      await call(page, 'back', 5);
      assert.equal(await shadow(page, '.cell.forced[data-mark]').count(), await shadow(page, '.cell.forced').count());
      await page.close();
    });

    test('a key pressed in the same frame as a click edits the clicked cell', async () => {
      // An empty board (the page opens on a preset without a puzzle in its URL).
      const page = await open(`${server.url}?puzzle=`);
      const placed = { 80: '1', 0: '2', 40: '3', 17: '4', 63: '5' };
      // Dispatched back to back, so no animation frame runs between the click and the key.
      await page.evaluate((placed) => {
        const el = document.querySelector('sudoku-stepper');
        const init = { bubbles: true, composed: true, cancelable: true };
        for (const [cell, key] of Object.entries(placed)) {
          el.shadowRoot.querySelector(`.cell[data-cell="${cell}"]`).dispatchEvent(new MouseEvent('mousedown', init));
          el.dispatchEvent(new KeyboardEvent('keydown', { ...init, key }));
        }
      }, placed);
      const expected = [...'.'.repeat(81)];
      for (const [cell, digit] of Object.entries(placed)) expected[cell] = digit;
      assert.equal(await prop(page, 'board'), expected.join(''));
      await page.close();
    });

    test('screen readers get the board as a grid of rows, cells in reading order', async () => {
      const page = await open(`${server.url}?puzzle=${EASY}`);
      const cdp = await page.context().newCDPSession(page);
      // The browser's own accessibility tree, not a DOM walk: the rows own cells that sit in boxes.
      const rows = async () => {
        const { nodes } = await cdp.send('Accessibility.getFullAXTree');
        const byId = new Map(nodes.map((n) => [n.nodeId, n]));
        const kids = (n) => (n.childIds ?? []).map((id) => byId.get(id)).filter((k) => k && !k.ignored);
        const grid = nodes.find((n) => n.role?.value === 'grid');
        return kids(grid).map((row) => [row.role.value, ...kids(row).map((c) => `${c.role.value} ${c.name.value}`)]);
      };
      const nine = await rows();
      assert.equal(nine.length, 9);
      assert.ok(nine.every((r) => r[0] === 'row' && r.length === 10));
      assert.deepEqual(nine[0].slice(1, 4), ['gridcell r1c1 5, given', 'gridcell r1c2 3, given', 'gridcell r1c3 empty']);
      assert.equal(nine[8][9], 'gridcell r9c9 9, given');
      await shadow(page, 'select[aria-label="Board size"]').selectOption('4');
      const four = await rows();
      assert.deepEqual(
        four.map((r) => r.length),
        [5, 5, 5, 5],
      );
      assert.equal(four[1][1], 'gridcell r2c1 empty');
      await page.close();
    });

    test('paste a 9-line grid with separators; brute force solves it like the CLI', async () => {
      const page = await open(`${server.url}?strategy=brute-force`);
      await shadow(page, '.paste summary').click();
      await shadow(page, '.paste textarea').fill(grid9(SWISTAK));
      await shadow(page, '.paste button.primary').click();
      assert.equal(await prop(page, 'board'), SWISTAK);
      const detail = await eventAfter(page, 'sudoku-solved', () => shadow(page, 'button.end').click());
      assert.equal(detail.solution, expectedSolution(SWISTAK, 'brute-force'));
      assert.ok(isSolved(detail.solution));
      await shot(page, 'pasted-brute-force-solved');
      await page.close();
    });

    test('step forward and back: counters follow', async () => {
      const page = await open(`${server.url}?puzzle=${SWISTAK}&strategy=backtracking`);
      const seen = [await stats(page)];
      // The element's own focus() (Playwright's runs in an isolated world that does not see it).
      await host(page).evaluate((el) => el.focus());
      for (let i = 0; i < 6; i++) {
        await page.keyboard.press('ArrowRight');
        seen.push(await stats(page));
      }
      assert.equal(seen[6].steps, 6);
      assert.equal(seen[6].tries + 0, seen[6].tries);
      assert.ok(seen[6].tries >= 3 && seen[6].depth >= 3);
      assert.match(await shadow(page, '.narration').textContent(), /^r\d+c\d+: /);
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      assert.deepEqual({ ...(await stats(page)), status: '' }, { ...seen[4], status: '' });
      await call(page, 'step', 200);
      const s200 = await stats(page);
      assert.equal(s200.steps, 204);
      await call(page, 'back', 104);
      const back = await stats(page);
      assert.equal(back.steps, 100);
      // The stack panel lists one row per open decision; a click shows that depth's backup.
      const rows = await shadow(page, '.stack-list li[data-depth]').count();
      assert.equal(rows, back.depth);
      await shadow(page, '.stack-list li[data-depth="2"]').click();
      assert.match(await shadow(page, '.banner').textContent(), /Backup board at depth 2/);
      await shot(page, 'backup-depth-2');
      await page.keyboard.press('Home');
      assert.equal((await stats(page)).steps, 0);
      await page.close();
    });

    test('speed changes while playing, and pause reacts at once in a long search', async () => {
      // The slow part in virtual time (the page's clock stopped, then run for 1.2 s); max
      // speed and pause in real time.
      const page = await open(`${server.url}?puzzle=${HARD}&strategy=brute-force&speed=5`, undefined, { before: (p) => p.clock.install() });
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
      await shadow(page, 'button.play').click();
      await page.clock.runFor(100);
      const first = await stats(page);
      await page.clock.runFor(1200);
      const slow = await stats(page);
      assert.equal(slow.status, 'running');
      assert.equal(slow.steps - first.steps, 6, '6 steps in 1.2 s at 5/s');
      await page.clock.resume();
      await shot(page, 'playing-slow');
      const top = await shadow(page, 'input[type=range]').getAttribute('max');
      await shadow(page, 'input[type=range]').fill(top); // the top of the scale: max
      // Drawn with the next frame (draws are coalesced to one per frame).
      await page.waitForFunction(() => document.querySelector('sudoku-stepper')?.shadowRoot?.querySelector('.speed output')?.textContent === 'max');
      await page.waitForTimeout(700);
      const fast = await stats(page);
      assert.ok(fast.steps > 100_000, `max speed should run far faster, got ${fast.steps}`);
      await shot(page, 'playing-max');
      // A pause click waits at most for the task running when it arrives: measure how long a
      // queued task waits while the search runs at max speed.
      const waits = await page.evaluate(async () => {
        const out = [];
        for (let i = 0; i < 20; i++) {
          await new Promise((r) => setTimeout(r, 7 + (i % 5) * 3));
          const t = performance.now();
          await new Promise((r) => setTimeout(r, 0));
          out.push(performance.now() - t);
        }
        return out;
      });
      // The 90th percentile: on a loaded machine a rare wait also counts other processes' time.
      waits.sort((x, y) => x - y);
      if (PERF) assert.ok(waits[18] < 100, `pause reacts within 100 ms (waits ${waits.map(Math.round)})`);
      await host(page).evaluate((el) => el.focus());
      await page.keyboard.press(' ');
      const paused = await stats(page);
      assert.equal(paused.status, 'paused');
      await frames(page, 6);
      assert.equal((await stats(page)).steps, paused.steps, 'nothing runs after pause');
      // Run to end can be cancelled too.
      await shadow(page, 'button.end').click();
      await shadow(page, '.progress').waitFor({ state: 'visible' });
      await shot(page, 'run-to-end-progress');
      await shadow(page, 'button.end').click();
      assert.equal((await stats(page)).status, 'paused');
      assert.ok(!(await shadow(page, '.progress').isVisible()));
      await page.close();
    });

    test('an invalid paste shows a clear message and keeps the board', async () => {
      const page = await open(`${server.url}?puzzle=${EASY}`);
      await shadow(page, '.paste summary').click();
      await shadow(page, '.paste textarea').fill('12345x');
      const detail = await eventAfter(page, 'sudoku-invalid', () => shadow(page, '.paste button.primary').click());
      // The parser names the first character that can never be a cell, not a meaningless length.
      assert.match(detail.message, /^bad character 'x' at position 6; use 1–9, A–G, 0 or \. for cells/);
      assert.match(await shadow(page, '.message').textContent(), /^Bad character 'x' at position 6.*The board was kept\.$/);
      await shadow(page, '.paste textarea').fill('12345');
      await shadow(page, '.paste button.primary').click();
      assert.match(await shadow(page, '.message').textContent(), /^The puzzle has 5 cells; expected 16 \(4×4\), 81 \(9×9\) or 256 \(16×16\)/);
      assert.equal(await prop(page, 'board'), EASY);
      await shadow(page, '.paste textarea').fill(`${EASY.slice(0, 40)}x${EASY.slice(41)}`);
      await shadow(page, '.paste button.primary').click();
      assert.match(await shadow(page, '.message').textContent(), /Bad character 'x' at r5c5/);
      assert.equal(await prop(page, 'board'), EASY);
      assert.equal((await stats(page)).status, 'ready', 'the kept board can still be played');
      await shot(page, 'invalid-paste');
      await page.close();
    });

    test("a multi-line grid in the puzzle attribute loads like the one-line token; a garbage paste shows the parser's message", async () => {
      // The demo page sets the attribute from its URL: here a 9-line grid with | and - separators.
      const page = await open(`${server.url}?puzzle=${encodeURIComponent(grid9(SWISTAK))}&strategy=backtracking`);
      assert.equal(await prop(page, 'puzzle'), grid9(SWISTAK), 'the attribute holds the grid as given');
      const fromGrid = await visible(page);
      assert.equal(fromGrid.board, SWISTAK);
      assert.ok(!(await shadow(page, '.message').isVisible()), 'no message for a good grid');
      await call(page, 'step', 30);
      const gridSteps = await stats(page);
      // The same puzzle as a one-line token: the same board, cells and search.
      await host(page).evaluate((el, p) => el.setAttribute('puzzle', p), SWISTAK);
      await frames(page);
      assert.deepEqual(await visible(page), fromGrid, 'the token shows what the grid showed');
      await call(page, 'step', 30);
      assert.deepEqual(await stats(page), gridSteps, 'and searches the same way');
      // And back to the grid, set on the element itself.
      await host(page).evaluate((el, p) => el.setAttribute('puzzle', p), grid9(EASY));
      await frames(page);
      assert.equal(await prop(page, 'board'), EASY);

      // Garbage in the paste box: the parser's own words, and the board is kept.
      const before = await visible(page);
      // An x for r5c5: line 6 of the text (after a separator line), column 8 ("4.. | 8.3 | ..1").
      const lines = grid9(EASY).split('\n');
      lines[5] = `${lines[5].slice(0, 7)}x${lines[5].slice(8)}`;
      const bad = lines.join('\n');
      await shadow(page, '.paste summary').click();
      for (const [text, names] of [
        ['hello\nworld', /^bad character 'h' at line 1, column 1\b/],
        [bad, /'x' at line 6, column 8 \(r5c5\)/],
      ]) {
        await shadow(page, '.paste textarea').fill(text);
        await shadow(page, '.paste button.load').click();
        const words = parserError(text);
        assert.match(words, names, 'the parser names what it read');
        const shown = (await shadow(page, '.message').textContent()).trim();
        assert.equal(shown, `${words.charAt(0).toUpperCase()}${words.slice(1)}. The board was kept.`);
        assert.deepEqual(await visible(page), before, 'the board and the search are kept');
      }
      await shot(page, 'garbage-paste');
      await page.close();
    });

    test('conflicting givens are highlighted and play is disabled until fixed', async () => {
      const page = await open(`${server.url}?puzzle=${EASY}`);
      const detail = await eventAfter(page, 'sudoku-invalid', async () => {
        await shadow(page, '.cell[data-cell="2"]').click();
        await page.keyboard.press('5');
      });
      assert.equal(detail.message.split('.')[0], 'cells r1c1 and r1c3 both hold 5 (row 1)');
      assert.equal((await stats(page)).status, 'invalid');
      assert.ok(await shadow(page, 'button.play').isDisabled());
      assert.equal(await shadow(page, '.cell.bad').count(), 2);
      await shot(page, 'conflict');
      await shadow(page, '.cell[data-cell="2"]').click();
      await page.keyboard.press('Backspace');
      assert.equal((await stats(page)).status, 'ready');
      assert.ok(await shadow(page, 'button.play').isEnabled());
      assert.equal(await shadow(page, '.cell.bad').count(), 0);
      await page.close();
    });

    test('an unsolvable board ends in "No solution: <why> (proved in N steps)"', async () => {
      const page = await open(`${server.url}?puzzle=${UNSOLVABLE}&strategy=mrv`);
      const detail = await eventAfter(page, 'sudoku-unsolvable', () => call(page, 'runToEnd'));
      const s = await stats(page);
      assert.equal(s.status, 'unsolvable');
      assert.equal(detail.steps, s.steps);
      const banner = await shadow(page, '.banner').textContent();
      assert.equal(banner, `No solution: r1c9 has no candidate left (proved in ${s.steps.toLocaleString('en-US')} steps)`);
      assert.ok(await shadow(page, 'button.play').isDisabled());
      await shot(page, 'unsolvable');
      await page.close();
    });

    test('the empty board solves, at every size', async () => {
      const page = await open(`${server.url}?puzzle=`);
      for (const side of ['4', '16', '9']) {
        await shadow(page, 'select[aria-label="Board size"]').selectOption(side);
        await runToEnd(page);
        const current = await prop(page, 'current');
        assert.equal(current.length, Number(side) ** 2);
        assert.ok(!current.includes('.'));
        await shot(page, `empty-${side}-solved`);
      }
      assert.ok(isSolved(await prop(page, 'current')));
      await page.close();
    });

    test('the 16×16 preset solves like the CLI, with letters as digits', async () => {
      const page = await open(server.url);
      await shadow(page, 'select[aria-label="Preset puzzle"]').selectOption({ label: '16×16: digits 1–9 then A–G, 136 givens' });
      const puzzle = await prop(page, 'board');
      assert.equal(puzzle.length, 256);
      await runToEnd(page);
      assert.equal(await prop(page, 'current'), expectedSolution(puzzle, 'singles'));
      assert.equal(await shadow(page, '.cell[data-cell="2"] .v').textContent(), 'A');
      await shot(page, 'preset-16-solved');
      await page.close();
    });

    test('presets, strategies, candidates, legend and the dark narrow layout', async () => {
      const page = await open(server.url, { width: 400, height: 860 }, { colorScheme: 'dark' });
      const presets = await shadow(page, 'select[aria-label="Preset puzzle"] option').count();
      assert.ok(presets >= 18, `presets.txt plus hard20's named ones, got ${presets}`);
      await shadow(page, 'select[aria-label="Preset puzzle"]').selectOption({ label: 'Easter Monster' });
      assert.equal(await prop(page, 'board'), '1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1');
      await shadow(page, 'select[aria-label="Strategy"]').selectOption('lookahead');
      assert.match(await shadow(page, '.strategy-note').textContent(), /dead end/);
      await shadow(page, '.toggle input').check();
      await call(page, 'step', 40);
      assert.ok((await shadow(page, '.cell[data-pencil]').count()) > 0, 'pencil marks shown');
      // Drawn, and large enough to read, on a 9×9 board of a narrow screen.
      const sizes = await host(page).evaluate((el) =>
        [...el.shadowRoot.querySelectorAll('.cell[data-pencil]')]
          .map((c) => getComputedStyle(c, '::after'))
          .filter((m) => m.display !== 'none')
          .map((m) => parseFloat(m.fontSize)),
      );
      assert.ok(sizes.length > 0 && Math.min(...sizes) >= 7, `pencil marks drawn at ${Math.min(...sizes)} px`);
      const box = await shadow(page, '.board').boundingBox();
      assert.ok(box.width <= 400 && box.width > 300, 'the board fills a narrow screen');
      await shot(page, 'narrow-dark-candidates');
      await shadow(page, 'button.help').click();
      // The legend is built when first opened (its module loads then).
      await shadow(page, 'dialog').waitFor({ state: 'visible' });
      await shot(page, 'legend');
      await page.keyboard.press('Escape');
      await page.close();
    });

    test('attributes: controls, speed and autoplay; an unknown strategy is reported', async () => {
      const page = await open(`${server.url}?puzzle=${EASY}&speed=max&autoplay=1&strategy=mrv`);
      await page.waitForFunction(() => document.querySelector('sudoku-stepper').stats.status === 'solved');
      const el = host(page);
      // Each change is drawn with the next frame (draws are coalesced to one per frame).
      await el.evaluate((e) => e.setAttribute('controls', 'minimal'));
      await shadow(page, '.toolbar').waitFor({ state: 'hidden' });
      assert.ok(await shadow(page, 'button.play').isVisible());
      await el.evaluate((e) => e.setAttribute('controls', 'none'));
      await shadow(page, 'button.play').waitFor({ state: 'hidden' });
      const detail = await eventAfter(page, 'sudoku-invalid', () => el.evaluate((e) => e.setAttribute('strategy', 'bogo')));
      assert.match(detail.message, /unknown strategy "bogo"/);
      await el.evaluate((e) => e.remove());
      await page.waitForTimeout(50);
      await page.close();
    });
  },
  { timeout: 20_000 },
);
