// Issue 17: narration that says why, and nothing wrong on screen, in Chromium. The steps to look
// at are found first with the engine in Node (the same searches the page runs), then the page
// goes there once: a few page loads, no stepping in a loop.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { suite } from './harness.mjs';
import { HARD, UNSOLVABLE, frames, host, shadow, waitStatus } from './helpers.mjs';
import { Session } from '../engine/session.js';
import { EventKind, engineParts, geometry, memory } from './model/wasm.mjs';

const { Search } = await import('../pkg/sudoku_stepper.js');
const g9 = geometry(9);

/**
 * The first step (from 1) at which `found(last event, session)` holds, in a search like the page's.
 * @param {string} puzzle
 * @param {string} strategy
 * @param {(ev: any, s: Session) => boolean} found
 */
function firstStep(puzzle, strategy, found) {
  const s = new Session(Search.withParams(puzzle, strategy, ''), memory, g9, strategy === 'dlx' ? 'exact-cover' : 'depth-first', engineParts);
  try {
    while (!s.done) {
      s.advance(1, Infinity, false);
      if (found(s.last, s)) return { step: s.steps, ev: s.last };
    }
  } finally {
    s.free();
  }
  throw new Error(`no such step of ${strategy}`);
}

/** The narration line and the banner the page shows. */
const words = (page) =>
  host(page).evaluate((el) => {
    const text = (/** @type {string} */ sel) => {
      const n = /** @type {HTMLElement | null} */ (el.shadowRoot.querySelector(sel));
      return !n || n.hidden ? '' : (n.textContent ?? '');
    };
    return { narration: text('.narration'), banner: text('.banner') };
  });

/** Goes to step `n` and waits for the frame that draws it. */
async function goTo(page, n) {
  await host(page).evaluate((el, k) => el.goTo(k), n);
  await frames(page);
}

/** The legend dialog's family and the text of its rows, opened by its button and closed again. */
async function legend(page) {
  await shadow(page, 'button.help').click();
  // Built when first opened.
  await shadow(page, 'dialog.legend[open]').waitFor();
  const read = await host(page).evaluate((el) => {
    const d = /** @type {HTMLDialogElement} */ (el.shadowRoot.querySelector('dialog.legend'));
    return { open: d.open, family: d.dataset.family, text: d.textContent ?? '' };
  });
  await page.keyboard.press('Escape');
  return read;
}

suite(
  'narration that says why (issue 17)',
  ({ open, server }) => {
    test("annealing: the first step is its start, not a reheat; giving up on an unsolvable board proves nothing; the legend is local search's", async () => {
      const page = await open(`${server.url}?puzzle=${UNSOLVABLE}&strategy=annealing&params=seed=1,budget=3000`);
      await host(page).evaluate((el) => el.step(1));
      await frames(page);
      assert.match((await words(page)).narration, /^start: random fill \(each box gets its missing digits\), penalty \d+, temperature [\d.]+$/);
      await host(page).evaluate((el) => el.runToEnd());
      await waitStatus(page, 'unsolvable');
      await frames(page);
      const stats = await host(page).evaluate((el) => el.stats);
      const { banner } = await words(page);
      assert.equal(
        banner,
        `Gave up after 3,000 steps, best penalty ${stats.bestPenalty} — this proves nothing. Singles from the givens alone show there is none: r1c9 has no candidate left.`,
      );
      assert.doesNotMatch(banner, /proved|No solution/);
      // Back to step 1 from the end: still the start.
      await goTo(page, 1);
      assert.match((await words(page)).narration, /^start: random fill/);
      const l = await legend(page);
      assert.equal(l.family, 'local');
      assert.match(l.text, /Strategy: annealing \(Local search\)/);
      assert.match(l.text, /giving up proves nothing/);
    });

    test('dlx: at a forced choice the cover panel marks forced columns with a dot, and no column as a dead end; the legend explains the tiles', async () => {
      const forced = firstStep(
        HARD,
        'dlx',
        (ev) => (ev.kind === EventKind.Select || ev.kind === EventKind.SelectPlace) && ev.choice?.count === 1 && ev.choice.ties > 0,
      );
      const page = await open(`${server.url}?puzzle=${HARD}&strategy=dlx&panels=chart`);
      await goTo(page, forced.step);
      const panel = await host(page).evaluate((el) => {
        const tiles = [...el.shadowRoot.querySelectorAll('.cover-grid .tile')];
        const one = tiles.filter((t) => t.classList.contains('one') && !t.classList.contains('chosen'));
        return {
          empty: tiles.filter((t) => t.classList.contains('empty')).map((t) => t.getAttribute('title')),
          one: one.length,
          // The non-colour cue: a shape drawn over the tile's colour.
          cue: one.length ? getComputedStyle(one[0]).backgroundImage : '',
          summary: el.shadowRoot.querySelector('.cover-summary')?.textContent ?? '',
        };
      });
      assert.deepEqual(panel.empty, [], 'no open column is a dead end at a forced choice');
      assert.equal(panel.one, forced.ev.choice.ties, 'the other forced columns');
      assert.match(panel.cue, /radial-gradient/);
      assert.match(panel.summary, /the column with the fewest options \(1; \d+ other columns? ties?, this is the first\): a forced digit\.$/);
      assert.match((await words(page)).narration, /: 1 option; no open constraint has fewer \(\d+ others? tie\), first in column order$/);
      const l = await legend(page);
      assert.equal(l.family, 'exact-cover');
      assert.match(l.text, /One option left: forced/);
      assert.match(l.text, /No option left: a dead end/);
    });

    test("mrv names the fewest candidates, a backtrack its next try, a hidden single tints its unit; the legend is depth-first's", async () => {
      const select = firstStep(HARD, 'mrv', (ev) => ev.kind === EventKind.Select);
      const backtrack = firstStep(HARD, 'mrv', (ev) => ev.kind === EventKind.Backtrack);
      const hidden = firstStep(HARD, 'singles', (ev) => ev.kind === EventKind.Propagate && ev.unit >= 0);
      const page = await open(`${server.url}?puzzle=${HARD}&strategy=mrv`);
      await goTo(page, select.step);
      const n = select.ev.choice.count;
      const ties = select.ev.choice.ties;
      const reason =
        ties === 0
          ? `${n} candidates, fewer than any other empty cell`
          : `${n} candidates; no empty cell has fewer (${ties === 1 ? '1 other ties' : `${ties} others tie`}), first in row order`;
      assert.equal(
        (await words(page)).narration,
        `${g9.cellName(select.ev.cell)}: choose among ${[...Array(9)].flatMap((_, d) => ((select.ev.candidates >> d) & 1 ? [d + 1] : [])).join(' ')} (depth 1): ${reason}`,
      );
      await goTo(page, backtrack.step);
      const next = backtrack.ev.next;
      assert.match(
        (await words(page)).narration,
        new RegExp(`^back to depth ${backtrack.ev.depth}(, clearing \\d+ cells?)?: ${g9.cellName(next.cell)} tries ${next.digit} next$`),
      );
      const l = await legend(page);
      assert.equal(l.family, 'depth-first');
      assert.match(l.text, /hidden single's digit had its one place left/);

      await host(page).evaluate((el) => {
        el.strategy = 'singles';
      });
      await frames(page);
      await goTo(page, hidden.step);
      const unit = await host(page).evaluate((el) => {
        const cells = [...el.shadowRoot.querySelectorAll('.board .cell[data-why="unit"]')];
        return {
          cells: cells.map((c) => Number(/** @type {HTMLElement} */ (c).dataset.cell)),
          image: cells.length ? getComputedStyle(cells[0]).backgroundImage : '',
        };
      });
      const expected = [...g9.cellsOfUnit(hidden.ev.unit)].sort((a, b) => a - b);
      assert.deepEqual(unit.cells, expected);
      assert.match(unit.image, /repeating-linear-gradient/, 'stripes, not colour alone');
      assert.ok((await words(page)).narration.endsWith(`hidden single (only place in ${g9.unitName(hidden.ev.unit)})`));
    });
  },
  { timeout: 20_000 },
);
