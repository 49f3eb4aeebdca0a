#!/usr/bin/env node
// Times `fast` in WebAssembly (V8, in Node): µs per puzzle of the lab build's `solutions` (what
// the page's generator, rating and worksheets call: parse, count to two, the solutions back as
// bytes) over the three files `scripts/bench-peers.sh` times natively, best of PASSES passes
// after a warm-up pass, so that V8's optimising tier runs. The native figure to set beside it is
// bench-peers.sh's `fast` column, which counts from parsed boards: the WASM time also pays for the
// parse and the crossing, so their ratio is a bound on the engine's own gap.
// Needs www/pkg-lab (wasm-pack build --target web --release --out-dir www/pkg-lab).
//   node scripts/bench-fast-wasm.mjs [PASSES]
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';

const ROOT = new URL('../', import.meta.url);
const FILES = ['17_clue.txt', 'magictour_top1465.txt', 'forum_hardest_1106.txt'];
const passes = Number(process.argv[2]) || 5;

const pkg = await import(new URL('www/pkg-lab/sudoku_stepper.js', ROOT).href);
pkg.initSync({ module: readFileSync(new URL('www/pkg-lab/sudoku_stepper_bg.wasm', ROOT)) });

console.log(
  `load average ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}; best of ${passes} passes`,
);
console.log('| file | puzzles | `fast` in WASM, µs per puzzle |\n|---|---:|---:|');
for (const file of FILES) {
  const puzzles = readFileSync(new URL(`puzzles/${file}`, ROOT), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.slice(0, 81));
  let best = Infinity;
  let found = 0;
  for (let p = 0; p <= passes; p++) {
    const start = performance.now();
    for (const puzzle of puzzles) found += pkg.solutions(puzzle).length;
    // Pass 0 warms V8 up and is not counted.
    if (p > 0) best = Math.min(best, ((performance.now() - start) * 1000) / puzzles.length);
  }
  if (!found) throw new Error(`no solution in ${file}`);
  console.log(`| \`${file}\` | ${puzzles.length} | ${best.toFixed(2)} |`);
}
