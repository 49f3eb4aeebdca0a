#!/usr/bin/env node
// Benchmark of the frame budget: the longest task (PerformanceObserver `longtask`, > 50 ms)
// while an element steps, for every strategy on 4×4, 9×9 and 16×16 boards, playing at speed 10
// and at max, and in one `step(1e9)`, which runs across frames. The element alone in a page of
// dist/ (tests/fixtures/dist-blank.html), or with --demo on the demo page, whose workbench runs
// beside it. Not a test: it prints a table (time is not deterministic; tests assert the steps,
// never the time). Needs dist/ and www/bundle (./run.sh or ./test.sh builds them).
// Usage: node scripts/bench-tasks.mjs [--seconds S] [--demo] [--strategy NAME ...]
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { launch, serve } from '../www/tests/harness.mjs';

const args = process.argv.slice(2);
const seconds = Number(args[args.indexOf('--seconds') + 1]) || 1.5;
const where = args.includes('--demo') ? 'demo' : 'element';
const only = args.flatMap((a, i) => (args[i - 1] === '--strategy' ? [a] : []));
/** A board of each size with a long search for every strategy: few givens. */
const BOARDS = {
  4: '1...........4...',
  9: '..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9',
  16: `${'1234'.padEnd(16, '.')}${'.'.repeat(240)}`,
};
const MODES = ['speed 10', 'speed max', 'step(1e9)'];
/** Every strategy of the full engine, in the engine's order (`strategies()`). */
const engine = await import('../www/pkg/sudoku_stepper.js');
engine.initSync({ module: readFileSync(new URL('../www/pkg/sudoku_stepper_bg.wasm', import.meta.url)) });
const STRATEGIES = engine.strategies().map((/** @type {{ name: string }} */ s) => s.name);

const server = await serve();
const { browser, open } = await launch();
try {
  const names = only.length > 0 ? only : STRATEGIES;
  console.log(`longest task in ms (none over 50 ms: –), ${seconds} s per cell; load average now ${loadavg()[0].toFixed(1)}`);
  console.log(
    `${'strategy'.padEnd(14)} ${Object.keys(BOARDS)
      .flatMap((side) => MODES.map((m) => `${side}×${side} ${m}`.padStart(20)))
      .join('')}`,
  );
  for (const strategy of names) {
    const row = [];
    for (const puzzle of Object.values(BOARDS)) {
      for (const mode of MODES) {
        const speed = mode === 'speed max' ? 'max' : '10';
        const p = await open(
          `${server.url}${where === 'demo' ? `?puzzle=${puzzle}&strategy=${strategy}&speed=${speed}&panels=counters,stack` : 'tests/fixtures/dist-blank.html'}`,
          undefined,
          { ready: where === 'demo' },
        );
        const worst = await p.evaluate(
          async ({ mode, seconds, puzzle, strategy, speed }) => {
            let el = /** @type {any} */ (document.querySelector('sudoku-stepper'));
            if (!el) {
              await customElements.whenDefined('sudoku-stepper');
              el = document.createElement('sudoku-stepper');
              Object.assign(el, { puzzle, strategy, speed });
              document.querySelector('main')?.append(el);
              await el.ready;
            }
            /** @type {number[]} */
            const long = [];
            const obs = new PerformanceObserver((list) => {
              for (const e of list.getEntries()) long.push(e.duration);
            });
            obs.observe({ type: 'longtask' });
            if (mode === 'step(1e9)') el.step(1e9);
            else el.play();
            await new Promise((r) => setTimeout(r, seconds * 1000));
            el.pause();
            await new Promise((r) => setTimeout(r, 100));
            obs.disconnect();
            return long.length > 0 ? Math.max(...long) : 0;
          },
          { mode, seconds, puzzle, strategy, speed },
        );
        row.push(worst > 0 ? worst.toFixed(0) : '–');
        await p.close();
      }
    }
    console.log(`${strategy.padEnd(14)} ${row.map((c) => c.padStart(20)).join('')}`);
  }
} finally {
  await browser.close();
  server.stop();
}
