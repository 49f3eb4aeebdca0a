// Issue 19: what <sudoku-stepper> runs is always what its attributes ask for. Puzzle, strategy and
// params change through one transition (controller.js's `change`), from an attribute, a property
// or the strategy menu, alone or several in one task; after each change the running search is
// checked against the native CLI's trace of the same puzzle, strategy and parameters.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { suite, ROOT } from './harness.mjs';
import { EASY, HARD, SWISTAK, host, shadow, stats } from './helpers.mjs';
import { countersAt, elementCounters } from './cli.mjs';

const CLI = `${ROOT}target/release/sudoku-stepper`;
const STRATEGIES = ['brute-force', 'backtracking', 'sorted-cells', 'mrv', 'singles', 'lookahead', 'fast', 'dlx', 'annealing', 'shoot-and-go'];
/** Valid for some strategies, refused by others (the element then runs the defaults), or by all. */
const PARAMS = ['', ' ', 'seed=3', 'order=random seed=5', 'seed=9,t0=50', 'q=2', 'bogus=1'];
const PUZZLES = [EASY, SWISTAK, HARD];

/**
 * The counters after step `n` (or where the search ends before) of the CLI's trace, as the
 * element's stats name them; with parameters the CLI refuses, the strategy's defaults (what the
 * element runs then).
 * @param {string} puzzle @param {string} strategy @param {string} params @param {number} n
 */
function traced(puzzle, strategy, params, n) {
  const pairs = params
    .trim()
    .split(/[\s,]+/)
    .filter(Boolean);
  const args = ['trace', '--strategy', strategy, '--max-steps', String(n), '--limit', String(n), ...pairs.flatMap((p) => ['--param', p]), puzzle];
  const run = spawnSync(CLI, args, { maxBuffer: 1 << 28 });
  if (run.status === 2 && pairs.length) return traced(puzzle, strategy, '', n);
  const lines = run.stdout.toString().trim().split('\n');
  return elementCounters(JSON.parse(lines[lines.length - 1]).counters);
}

/** The element's counters without `status`, once no full engine is loading. */
async function settled(page) {
  await page.waitForFunction(() => document.querySelector('sudoku-stepper')?.stats.status !== 'loading');
  const { status, ...counters } = await stats(page);
  return { status, counters };
}

/** A small seeded generator (mulberry32), so that a failure names a sequence to replay. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

suite(
  'one transition for what the element runs (issue 19)',
  ({ open, server }) => {
    test('picking dlx in the menu with params="" after ten steps of backtracking runs dlx from step 0', async () => {
      const page = await open(`${server.url}embed.html?puzzle=${EASY}&strategy=backtracking&params=&open-link=off`);
      await host(page).evaluate((el) => el.step(10));
      await shadow(page, 'select.strategy').selectOption('dlx');
      await settled(page);
      const after = await host(page).evaluate((el) => el.step(1));
      const { status, ...counters } = after;
      assert.deepEqual(counters, countersAt(EASY, 'dlx', 1));
      assert.equal(await host(page).evaluate((el) => el.strategy), 'dlx');
    });

    test('step(1) in the same task as a switch to a strategy of the full engine steps the new search, once it is loaded', async () => {
      const page = await open(`${server.url}embed.html?puzzle=${EASY}&strategy=backtracking&params=&open-link=off`);
      await host(page).evaluate((el) => el.step(10));
      const { status, ...counters } = await host(page).evaluate((el) => {
        el.strategy = 'dlx';
        return el.step(1);
      });
      assert.deepEqual(counters, countersAt(EASY, 'dlx', 1));
    });

    test('removing params="" and setting the strategy property in one task runs the new strategy', async () => {
      const page = await open(`${server.url}embed.html?puzzle=${EASY}&strategy=backtracking&params=&open-link=off`);
      await host(page).evaluate((el) => el.step(10));
      await host(page).evaluate((el) => {
        el.removeAttribute('params');
        el.strategy = 'mrv';
      });
      await settled(page);
      const { status, ...counters } = await host(page).evaluate((el) => el.step(3));
      assert.deepEqual(counters, countersAt(EASY, 'mrv', 3));
    });

    test('a seeded random sequence of changes: after each, the search is the one the attributes ask for', async () => {
      const seed = Number(process.env.TRANSITIONS_SEED ?? 1919);
      const rand = random(seed);
      const pick = (/** @type {readonly any[]} */ list) => list[Math.floor(rand() * list.length)];
      const page = await open(`${server.url}embed.html?puzzle=${EASY}&strategy=backtracking&params=&open-link=off`);
      // What the element should run: the strategy in use (an unknown name keeps the one before).
      let model = { strategy: 'backtracking', params: '', puzzle: EASY };
      for (let round = 0; round < 80; round++) {
        const where = `seed ${seed}, round ${round}`;
        /** @type {[string, string, string | null][]} */
        const ops = [];
        if (rand() < 0.2) {
          // The menu: another strategy drops the parameters given for the one before.
          const name = pick(STRATEGIES);
          await shadow(page, 'select.strategy').selectOption(name);
          ops.push(['menu', 'strategy', name]);
        } else {
          for (let k = 1 + Math.floor(rand() * 3); k > 0; k--) {
            const name = pick(['strategy', 'strategy', 'params', 'params', 'puzzle']);
            // A puzzle is replaced, not removed (an empty board is a search of its own).
            const how = rand() < 0.25 && name !== 'puzzle' ? 'remove' : rand() < 0.5 ? 'property' : 'attribute';
            const value = how === 'remove' ? null : name === 'strategy' ? pick([...STRATEGIES, 'nope']) : name === 'params' ? pick(PARAMS) : pick(PUZZLES);
            ops.push([name === 'puzzle' && how === 'property' ? 'attribute' : how, name, value]);
          }
          // All in one task: applied together once it ends.
          await host(page).evaluate((el, list) => {
            for (const [how, name, value] of list) {
              if (how === 'remove') el.removeAttribute(name);
              else if (how === 'property') el[name] = value;
              else el.setAttribute(name, value);
            }
          }, ops);
        }
        const attrs = await host(page).evaluate((el) => ({
          strategy: el.getAttribute('strategy'),
          params: el.getAttribute('params'),
          puzzle: el.getAttribute('puzzle'),
        }));
        const named = attrs.strategy ?? 'singles';
        const next = { strategy: STRATEGIES.includes(named) ? named : model.strategy, params: attrs.params ?? '', puzzle: attrs.puzzle ?? '' };
        const changedPuzzle = ops.some(([, name]) => name === 'puzzle') && next.puzzle !== model.puzzle;
        const machineChanged = changedPuzzle || next.strategy !== model.strategy || next.params !== model.params;
        model = next;
        let { counters } = await settled(page);
        const inUse = await host(page).evaluate((el) => ({ strategy: el.strategy, params: el.params }));
        assert.deepEqual(inUse, { strategy: model.strategy, params: model.params }, `${where}: ${JSON.stringify(ops)}`);
        if (machineChanged) assert.equal(counters.steps, 0, `${where}: a new search after ${JSON.stringify(ops)}`);
        if (rand() < 0.7) {
          const { status, ...after } = await host(page).evaluate((el, n) => el.step(n), 1 + Math.floor(rand() * 12));
          counters = after;
        }
        if (counters.steps > 0) {
          assert.deepEqual(counters, traced(model.puzzle, model.strategy, model.params, counters.steps), `${where}: ${JSON.stringify({ ops, model })}`);
        }
      }
    });
  },
  { timeout: 15_000 },
);
