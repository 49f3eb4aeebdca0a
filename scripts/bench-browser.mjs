#!/usr/bin/env node
// Browser benchmark of the visualiser: engine steps/s in Chromium (WASM) against the native CLI
// on the same puzzle and strategy, long tasks (> 50 ms) while the element plays at several
// speeds, gzipped sizes of the .wasm and of the page's own JS, and time to an interactive board.
// Needs www/pkg (wasm-pack build --target web --release --out-dir www/pkg) and
// target/release/sudoku-stepper (cargo build --release).
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import { ROOT, launch, serve } from '../www/tests/harness.mjs';
import { interleavedTimes, median } from './bench-lib.mjs';

/** Built against brute force: a long, steady search for every depth-first strategy. */
const PUZZLE = '..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9';
/** Strategy and runs: each side times this many whole searches to the first solution and keeps
 * the best (this may be a shared machine, where other processes only ever slow a run down). */
const STRATEGIES = [
  ['backtracking', 5],
  ['brute-force', 3],
];
const SECONDS = 3;
/** Stepping before the timed windows, so that they measure V8's optimised code (TurboFan), not
 * its baseline compiler (Liftoff): V8 tiers a WebAssembly function up only after it has run a
 * while, and a call already running keeps its tier until it returns. */
const WARMUP_MS = 500;

const gz = (path) => gzipSync(readFileSync(path), { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const fmt = (n) => `${(n / 1e6).toFixed(1)} M steps/s`;

/** Native steps/s: the CLI's own step count and time for the first solution, best of `runs`. */
function native(strategy, runs) {
  let best = { rate: 0, steps: 0 };
  for (let i = 0; i < runs; i++) {
    const out = execFileSync(`${ROOT}target/release/sudoku-stepper`, ['solve', '--strategy', strategy, '--limit', '1', '--max-steps', '1000000000000'], {
      input: `${PUZZLE}\n`,
    });
    const { steps, micros } = JSON.parse(out.toString());
    if (steps / (micros / 1e6) > best.rate) best = { rate: steps / (micros / 1e6), steps };
  }
  return best;
}

const server = await serve();
const { browser, errors, open } = await launch();
try {
  console.log(
    `load average at start: ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')} (${ROOT})`,
  );

  // Time to interactive: navigation start to the ready mark, median of 9 cold loads each,
  // interleaved, for the floor (a page that only instantiates the small engine: the least a page
  // that runs it must do here), the demo page (its bundle, www/bundle/, preloaded) and the
  // iframe route (dist/'s build); the pages as ratios to the floor (issue 38: at most 2×).
  const pages = [
    ['floor (the small engine alone)', 'tests/fixtures/floor.html'],
    ['demo page (bundle)', ''],
    ['iframe route (dist/)', 'embed.html'],
  ];
  const times = await interleavedTimes(
    browser,
    pages.map(([, path]) => `${server.url}${path}`),
  );
  const floor = median(times[0]);
  for (const [k, [name]] of pages.entries()) {
    const m = median(times[k]);
    const ratio = k === 0 ? '' : `, ${(m / floor).toFixed(2)}× the floor`;
    console.log(`time to interactive board, ${name}: median ${m.toFixed(0)} ms, best ${times[k][0].toFixed(0)} ms${ratio}`);
  }

  // Engine speed: the page's max-speed call (skip) in a tight loop, no drawing.
  const page = await open(server.url);
  console.log(
    `\nsteps/s on ${PUZZLE}, whole searches to the first solution, best of the runs shown (WASM after a ${WARMUP_MS / 1000} s warm-up, i.e. V8's optimised code)`,
  );
  for (const [strategy, runs] of STRATEGIES) {
    const wasm = await page.evaluate(
      async ([puzzle, strategy, runs, warmupMs]) => {
        const m = await import('./pkg/sudoku_stepper.js');
        // The page may have loaded only the small package: initialise the full one (a no-op
        // when the page already has).
        await m.default();
        // Warm up in short calls on a search of its own, so that the calls timed next, on
        // fresh searches from the start, run optimised code (tiering is per module, not per search).
        const warm = new m.Search(puzzle, strategy);
        const w0 = performance.now();
        while (performance.now() - w0 < warmupMs && !warm.isDone()) warm.skip(1 << 16, true);
        warm.free();
        // The same whole search as native's, `runs` times. `Search` has no step count of its
        // own: `skip` returns the steps it took, and fewer than asked means it stopped at the
        // first solution (or the end), where native stops.
        const slice = 1 << 16;
        let best = 0;
        for (let r = 0; r < runs; r++) {
          const s = new m.Search(puzzle, strategy);
          let steps = 0;
          let k = slice;
          const t = performance.now();
          while (k === slice) {
            k = s.skip(slice, true);
            steps += k;
          }
          best = Math.max(best, steps / ((performance.now() - t) / 1000));
          s.free();
        }
        return best;
      },
      [PUZZLE, strategy, runs, WARMUP_MS],
    );
    const n = native(strategy, runs);
    console.log(
      `  ${strategy.padEnd(13)} wasm ${fmt(wasm)}   native ${fmt(n.rate)} (${(n.steps / 1e6).toFixed(0)} M steps, best of ${runs} each)   ratio ${(wasm / n.rate).toFixed(2)}`,
    );
  }

  // The element playing at several speeds: achieved steps/s and long tasks.
  console.log(`\nthe element playing (${SECONDS} s each, backtracking):`);
  for (const speed of ['10', '1000', '100000', 'max']) {
    const p = await open(`${server.url}?puzzle=${PUZZLE}&strategy=backtracking&speed=${speed}`);
    const r = await p.evaluate(async (seconds) => {
      const el = document.querySelector('sudoku-stepper');
      const long = [];
      const obs = new PerformanceObserver((list) => list.getEntries().forEach((e) => long.push(e.duration)));
      obs.observe({ type: 'longtask' });
      let frames = 0;
      const count = () => {
        frames++;
        if (el.stats.status === 'running') requestAnimationFrame(count);
      };
      el.play();
      requestAnimationFrame(count);
      await new Promise((r) => setTimeout(r, seconds * 1000));
      const steps = el.stats.steps;
      const t = performance.now();
      el.pause();
      await new Promise((r) => setTimeout(r, 100));
      obs.disconnect();
      return { steps, frames, long, pauseMs: performance.now() - t - 100 };
    }, SECONDS);
    const worst = r.long.length ? Math.max(...r.long).toFixed(0) : '0';
    console.log(
      `  speed ${speed.padEnd(7)} ${fmt(r.steps / SECONDS).padStart(18)}  ${(r.frames / SECONDS).toFixed(0)} fps  long tasks: ${r.long.length} (worst ${worst} ms)`,
    );
    await p.close();
  }

  // Sizes.
  // Every source module: www/ and its folders, but not the generated package, bundle or tests.
  const own = readdirSync(`${ROOT}www`, { recursive: true, encoding: 'utf8' }).filter(
    (f) => f.endsWith('.js') && !f.startsWith('pkg') && !f.startsWith('tests') && !f.startsWith('bundle'),
  );
  const bundle = readdirSync(`${ROOT}www/bundle`).filter((f) => f.endsWith('.js'));
  const ownGz = own.reduce((sum, f) => sum + gz(`${ROOT}www/${f}`), 0);
  console.log('\nsizes (gzip -9):');
  console.log(
    `  .wasm                      ${kb(gz(`${ROOT}www/pkg/sudoku_stepper_bg.wasm`))} (raw ${kb(readFileSync(`${ROOT}www/pkg/sudoku_stepper_bg.wasm`).length)})`,
  );
  console.log(`  page's own JS (${own.length} modules) ${kb(ownGz)}`);
  console.log(`  the demo page's bundle (${bundle.length} files) ${kb(bundle.reduce((sum, f) => sum + gz(`${ROOT}www/bundle/${f}`), 0))}`);
  console.log(`  wasm-bindgen glue          ${kb(gz(`${ROOT}www/pkg/sudoku_stepper.js`))}`);
  const dist = readdirSync(`${ROOT}dist`, { recursive: true, encoding: 'utf8' }).filter((f) => /\.(js|wasm|json|ts)$/.test(f));
  console.log(
    `  dist/ sudoku-stepper.js    ${kb(gz(`${ROOT}dist/sudoku-stepper.js`))}; all of dist/ ${kb(dist.reduce((sum, f) => sum + gz(`${ROOT}dist/${f}`), 0))}`,
  );
  console.log(`  index.html                 ${kb(gz(`${ROOT}www/index.html`))}`);
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
