#!/usr/bin/env node
// Browser benchmark of the search tree: the engine's steps/s in Chromium (WASM) with the tree
// recorded against without, in the same run (one-second windows taken in turn, best of each, so
// that other processes slow both alike), per exact strategy; then the element at max speed to
// its first solution with the tree panel shown against hidden (time, steps/s, long tasks).
// Needs www/pkg: `node scripts/bench-tree.mjs`.
import { loadavg } from 'node:os';
import { launch, serve } from '../www/tests/harness.mjs';

/** The empty board: a search as long as asked (its solutions do not stop `skip`). */
const EMPTY = '.'.repeat(81);
/** Built against brute force: a long search before its first solution, for the element. */
const PUZZLE = '..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9';
const STRATEGIES = ['brute-force', 'backtracking', 'sorted-cells', 'mrv', 'singles', 'lookahead', 'dlx', 'fast'];
const WINDOWS = 3;

const fmt = (n) => `${(n / 1e6).toFixed(1)} M/s`;

const server = await serve();
const { browser, errors, open } = await launch();
try {
  console.log(
    `load average at start: ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}`,
  );
  const page = await open(server.url);
  console.log('\nengine steps/s (skip, as at max speed), tree off and on:');
  for (const strategy of STRATEGIES) {
    const [off, on] = await page.evaluate(
      async ([puzzle, strategy, windows]) => {
        const m = await import('./pkg/sudoku_stepper.js');
        // The page may load its engine from elsewhere (dist/): start this one.
        const { memory } = await m.default();
        const searches = [new m.Search(puzzle, strategy), new m.Search(puzzle, strategy)];
        // The tree panel's recording of the second search (what `SearchTree.record` switches on).
        const tree = new m.SearchTree();
        tree.record(searches[1], true);
        const best = [0, 0];
        for (const s of searches) s.skip(1 << 16, false); // warm up
        for (let w = 0; w < windows; w++) {
          for (const [i, s] of searches.entries()) {
            // `Search` has no step count of its own: `skip` returns the steps it took.
            let steps = 0;
            const t = performance.now();
            while (performance.now() - t < 1000 && !s.isDone()) steps += s.skip(1 << 14, false);
            best[i] = Math.max(best[i], steps / ((performance.now() - t) / 1000));
          }
        }
        const fields = m.counterFields();
        const counters = new Float64Array(memory.buffer, searches[1].countersPtr(), fields.length);
        const tries = [counters[fields.indexOf('tries')], tree.count(searches[1])];
        tree.free();
        for (const s of searches) s.free();
        if (tries[0] !== tries[1]) throw new Error(`${strategy}: ${tries[1]} nodes for ${tries[0]} tries`);
        return best;
      },
      [EMPTY, strategy, WINDOWS],
    );
    console.log(`  ${strategy.padEnd(13)} off ${fmt(off).padStart(10)}   on ${fmt(on).padStart(10)}   on/off ${((100 * on) / off).toFixed(0)}%`);
  }
  await page.close();

  console.log('\nthe element at max speed to its first solution (backtracking), tree panel hidden and shown:');
  for (const panels of ['counters', 'counters,tree']) {
    const p = await open(`${server.url}?puzzle=${PUZZLE}&strategy=backtracking&speed=max&panels=${panels}`);
    const r = await p.evaluate(async () => {
      const el = /** @type {any} */ (document.querySelector('sudoku-stepper'));
      const long = [];
      const obs = new PerformanceObserver((list) => list.getEntries().forEach((e) => long.push(e.duration)));
      obs.observe({ type: 'longtask' });
      const t = performance.now();
      el.play();
      while (el.stats.status === 'running') await new Promise((done) => setTimeout(done, 20));
      const ms = performance.now() - t;
      obs.disconnect();
      return { steps: el.stats.steps, ms, long };
    });
    const worst = r.long.length ? Math.max(...r.long).toFixed(0) : '0';
    console.log(
      `  panels ${panels.padEnd(14)} ${(r.ms / 1000).toFixed(2)} s, ${fmt((1000 * r.steps) / r.ms).padStart(10)}  long tasks: ${r.long.length} (worst ${worst} ms)`,
    );
    await p.close();
  }
  console.log(
    `\nload average at end: ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}`,
  );
  if (errors.length) console.log('page errors:', errors);
} finally {
  await browser.close();
  server.stop();
}
