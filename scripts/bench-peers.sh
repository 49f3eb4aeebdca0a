#!/usr/bin/env bash
# Times `fast` beside the `sudoku` crate 0.8 (a JCZSolve port, a dev-dependency of the bench
# only) on the three puzzle files in one run, limit 2, and prints tdoku's figures from issue 22 as
# a reference line: tdoku is C++ and is not fetched or built here. Nothing is downloaded but the
# crates of Cargo.lock (--offline once cargo has them). Usage: scripts/bench-peers.sh [PASSES]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"
offline=()
cargo fetch --offline >/dev/null 2>&1 && offline=(--offline)
uptime
cargo bench "${offline[@]}" --bench peers -- "${1:-5}"
