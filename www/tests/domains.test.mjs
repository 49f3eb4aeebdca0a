// With the candidates shown, `csp` with inference draws the search's own domains at the step
// shown: forward checking's placement takes a digit from its peers at once, but each prune is
// narrated at a step of its own, so the digit is drawn in the cell until the step that prunes it
// and not after; a try's digit is in the cell's drawn domain before it; going back draws the
// domains of the step gone back to. The events are read from a second search of the same
// settings, opened in the page on the engine itself.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { suite } from './harness.mjs';
import { HARD, host } from './helpers.mjs';

const STEPS = 120;

/** The drawn candidates of every cell (its `data-pencil`, '' for none), and the step shown. */
const drawn = (page) =>
  host(page).evaluate((el) => ({
    steps: el.stats.steps,
    pencils: [...el.shadowRoot.querySelectorAll('.board .cell[data-cell]')].map((c) => c.getAttribute('data-pencil') ?? ''),
  }));

/** The digits a cell's drawn candidates show (a 9×9 board: digits 1–9). */
const digitsOf = (pencil) => new Set([...pencil].filter((c) => c >= '1' && c <= '9').map(Number));

/**
 * The first `n` events of `csp` with `params` on `puzzle`, as [kind name, cell, digit].
 * @returns {Promise<[string, number, number][]>}
 */
const eventsOf = (page, puzzle, params, n) =>
  page.evaluate(
    async ([p, ps, count]) => {
      const { loadEngine } = await import('/engine/engine.js');
      const { EventKind } = await import('/engine/events.js');
      const session = (await loadEngine(true)).open(p, 'csp', ps);
      const out = [];
      for (let i = 0; i < count && !session.done; i++) {
        session.advance(1, performance.now() + 1000, false);
        const ev = /** @type {import('../engine/events.js').SearchEvent} */ (session.last);
        out.push([EventKind[ev.kind], ev.cell, ev.digit]);
      }
      session.free();
      return out;
    },
    [puzzle, params, n],
  );

suite(
  'the candidates of csp with inference are its domains at each step',
  ({ open, server }) => {
    for (const infer of ['fc', 'mac']) {
      test(`csp var=first infer=${infer}: a digit leaves a drawn domain at the step of its prune, and step back draws each step's domains`, async () => {
        const params = `var=first infer=${infer}`;
        // The element from dist/ alone, with the candidates shown.
        const page = await open(`${server.url}tests/fixtures/dist-blank.html`, undefined, { ready: false });
        await page.evaluate(
          async ([puzzle, ps]) => {
            const el = /** @type {any} */ (document.createElement('sudoku-stepper'));
            for (const [k, v] of Object.entries({ puzzle, strategy: 'csp', params: ps, panels: 'candidates' })) el.setAttribute(k, v);
            document.querySelector('main')?.append(el);
            await el.ready;
          },
          [HARD, params],
        );
        const events = await eventsOf(page, HARD, params, STEPS);
        assert.equal(events.length, STEPS);
        const seen = { Prune: 0, Try: 0, Revise: 0 };
        /** What each step drew, going forward. */
        const forward = [await drawn(page)];
        assert.equal(forward[0].steps, 0);
        for (const [i, [kind, cell, digit]] of events.entries()) {
          await host(page).evaluate((el) => el.step());
          const before = forward[i].pencils;
          const now = await drawn(page);
          assert.equal(now.steps, i + 1);
          forward.push(now);
          const step = `step ${i + 1} (${kind} r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1} ${digit})`;
          if (kind === 'Prune') {
            seen.Prune++;
            assert.ok(digitsOf(before[cell]).has(digit), `${step}: ${digit} is drawn in the cell before its prune`);
            assert.ok(!digitsOf(now.pencils[cell]).has(digit), `${step}: ${digit} is not drawn after it`);
            // Only the pruned cell's domain changes.
            now.pencils.forEach((p, c) => c === cell || assert.equal(p, before[c], `${step}: cell ${c} unchanged`));
          } else if (kind === 'Try') {
            seen.Try++;
            assert.ok(digitsOf(before[cell]).has(digit), `${step}: the digit tried is in the cell's drawn domain`);
            // The placement's prunes are narrated next: no other domain changes yet.
            now.pencils.forEach((p, c) => c === cell || assert.equal(p, before[c], `${step}: cell ${c} unchanged`));
          } else if (kind === 'Revise') seen.Revise++;
        }
        assert.ok(seen.Prune > 20 && seen.Try > 5, JSON.stringify(seen));
        if (infer === 'mac') assert.ok(seen.Revise > 0, JSON.stringify(seen));
        // Back one step at a time: each step draws what it drew going forward.
        for (let at = STEPS - 1; at >= STEPS - 40; at--) {
          await host(page).evaluate((el) => el.back());
          assert.deepEqual(await drawn(page), forward[at], `back at step ${at}`);
        }
        await page.close();
      });
    }
  },
  { timeout: 30_000 },
);
