#!/usr/bin/env bash
# Times `fast` beside the `sudoku` crate 0.8 (a JCZSolve port, a dev-dependency of the bench
# only) on the three puzzle files in one run, limit 2; then both in WebAssembly, in Node's V8
# (scripts/bench-fast-wasm.mjs), when www/pkg-lab is built. Nothing is downloaded but the crates
# of the lock files (--offline once cargo has them).
#
# tdoku (C++, github.com/t-dillon/tdoku) is timed in the same alternation when TDOKU names a
# checkout of it that you fetched yourself: its solver is compiled with this machine's C++
# compiler at the instruction-set level the CLI is built for (.cargo/config.toml,
# x86-64-v2), and with TDOKU_MARCH=native for this CPU (then build `fast` the same way to
# compare: RUSTFLAGS="-C target-cpu=native"). Without TDOKU, tdoku's figures are the issue's,
# measured elsewhere, printed for reference.
#
# Usage: [TDOKU=path/to/tdoku [TDOKU_MARCH=native]] scripts/bench-peers.sh [PASSES]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"
offline=()
cargo fetch --offline >/dev/null 2>&1 && offline=(--offline)
if [ -n "${TDOKU:-}" ]; then
  march="${TDOKU_MARCH:-x86-64-v2}"
  out="target/peers/tdoku-$march"
  mkdir -p target/peers
  # util.cc: the solver's generator (linked in with it) uses its random permutation.
  "${CXX:-c++}" -O3 -DNDEBUG -std=c++17 -march="$march" -I "$TDOKU/include" \
    -o "$out" benches/support/tdoku.cc "$TDOKU/src/solver_dpll_triad_simd.cc" "$TDOKU/src/util.cc"
  export TDOKU_BIN="$PWD/$out"
  echo "tdoku: $TDOKU at $(git -C "$TDOKU" rev-parse --short HEAD 2>/dev/null || echo '?'), ${CXX:-c++} -O3 -march=$march"
fi
uptime
cargo bench "${offline[@]}" --bench peers -- "${1:-5}"
# `fast` in WebAssembly (V8, in Node) on the same files, when the lab build is there, beside the
# `sudoku` crate built for WebAssembly too (benches/support/sudoku-wasm, a package of its own).
if [ -f www/pkg-lab/sudoku_stepper_bg.wasm ] && command -v node >/dev/null; then
  CARGO_TARGET_DIR=target/sudoku-wasm cargo build "${offline[@]}" --release --target wasm32-unknown-unknown \
    --manifest-path benches/support/sudoku-wasm/Cargo.toml >/dev/null 2>&1 ||
    echo "(the sudoku crate did not build for WebAssembly here: fast alone)"
  node scripts/bench-fast-wasm.mjs "${1:-5}"
fi
