#!/usr/bin/env bash
# Times `fast` beside the `sudoku` crate 0.8 (a JCZSolve port, a dev-dependency of the bench
# only) on the three puzzle files in one run, limit 2, and prints tdoku's figures from issue 22 as
# a reference line: tdoku is C++ and is not fetched or built here. Nothing is downloaded but the
# crates of Cargo.lock (--offline once cargo has them); then `fast` in WebAssembly
# (scripts/bench-fast-wasm.mjs) when www/pkg-lab is built. Usage: scripts/bench-peers.sh [PASSES]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"
offline=()
cargo fetch --offline >/dev/null 2>&1 && offline=(--offline)
uptime
cargo bench "${offline[@]}" --bench peers -- "${1:-5}"
# `fast` in WebAssembly (V8, in Node) on the same files, when the lab build is there.
if [ -f www/pkg-lab/sudoku_stepper_bg.wasm ] && command -v node >/dev/null; then
  node scripts/bench-fast-wasm.mjs "${1:-5}"
fi
