#!/usr/bin/env node
// Times `fast` in WebAssembly (V8, in Node): µs per puzzle of the lab build's `solutions` (what
// the page's generator, rating and worksheets call: parse, count to two, the solutions back as
// bytes) over the three files `scripts/bench-peers.sh` times natively, best of PASSES passes
// after a warm-up pass, so that V8's optimising tier runs. The native figure to set beside it is
// bench-peers.sh's `fast` column, which counts from parsed boards: the WASM time also pays for the
// parse and the crossing, so their ratio is a bound on the engine's own gap.
//
// With the peer module built (target/sudoku-wasm/…/sudoku_wasm_peer.wasm, which bench-peers.sh
// builds from benches/support/sudoku-wasm), the `sudoku` crate 0.8 runs beside it in the same
// engine, passes alternated: the same line in, parsed, solved to two solutions, the solutions
// copied out, and its counts checked against `fast`'s.
// Needs www/pkg-lab (wasm-pack build --target web --release --out-dir www/pkg-lab).
//   node scripts/bench-fast-wasm.mjs [PASSES]
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';

const ROOT = new URL('../', import.meta.url);
const FILES = ['17_clue.txt', 'magictour_top1465.txt', 'forum_hardest_1106.txt'];
const PEER = new URL('target/sudoku-wasm/wasm32-unknown-unknown/release/sudoku_wasm_peer.wasm', ROOT);
const passes = Number(process.argv[2]) || 5;

const pkg = await import(new URL('www/pkg-lab/sudoku_stepper.js', ROOT).href);
pkg.initSync({ module: readFileSync(new URL('www/pkg-lab/sudoku_stepper_bg.wasm', ROOT)) });

/** The peer's `solutions` as `fast`'s is called: a line in, the solutions out as a copy. */
const peer = existsSync(PEER)
  ? (() => {
      const { exports } = new WebAssembly.Instance(new WebAssembly.Module(readFileSync(PEER)), {});
      const memory = /** @type {WebAssembly.Memory} */ (exports.memory);
      const at = /** @type {() => number} */ (exports.buffer)();
      const solve = /** @type {(len: number) => number} */ (exports.solutions);
      const encoder = new TextEncoder();
      return (/** @type {string} */ line) => {
        const { written } = encoder.encodeInto(line, new Uint8Array(memory.buffer, at, 81));
        const n = solve(written);
        if (n < 0) throw new Error(`the peer could not read ${line}`);
        return new Uint8Array(memory.buffer, at, 81 * n).slice();
      };
    })()
  : undefined;

console.log(
  `load average ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}; best of ${passes} passes${peer ? ', alternated with the `sudoku` crate 0.8 in WASM' : ''}`,
);
console.log(
  peer
    ? '| file | puzzles | `fast` in WASM, µs per puzzle | `sudoku` 0.8 in WASM | `fast` ÷ `sudoku` |\n|---|---:|---:|---:|---:|'
    : '| file | puzzles | `fast` in WASM, µs per puzzle |\n|---|---:|---:|',
);
for (const file of FILES) {
  const puzzles = readFileSync(new URL(`puzzles/${file}`, ROOT), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.slice(0, 81));
  /** Best µs per puzzle of `solve` over the file, pass 0 (V8's warm-up) not counted, and the
   * solutions it found in a pass (each 81 bytes, at most two a puzzle).
   * @param {(line: string) => Uint8Array} solve */
  const timer = (solve) => {
    let best = Infinity;
    let found = 0;
    return {
      pass(/** @type {number} */ p) {
        found = 0;
        const start = performance.now();
        for (const puzzle of puzzles) found += solve(puzzle).length / 81;
        if (p > 0) best = Math.min(best, ((performance.now() - start) * 1000) / puzzles.length);
        return found;
      },
      get best() {
        return best;
      },
    };
  };
  const ours = timer((line) => pkg.solutions(line));
  const theirs = peer && timer(peer);
  for (let p = 0; p <= passes; p++) {
    const a = ours.pass(p);
    if (!a) throw new Error(`no solution in ${file}`);
    if (theirs && theirs.pass(p) !== a) throw new Error(`\`fast\` and the \`sudoku\` crate disagree on ${file}`);
  }
  const cells = theirs ? ` ${theirs.best.toFixed(2)} | ${(ours.best / theirs.best).toFixed(2)} |` : '';
  console.log(`| \`${file}\` | ${puzzles.length} | ${ours.best.toFixed(2)} |${cells}`);
}
