#!/usr/bin/env bash
# Runs every check of Sudoku Stepper, stopping at the first failure: formatting, lints, the
# Rust tests, the WebAssembly build, the wasm-bindgen tests in headless Chromium and the
# end-to-end tests of the page. Installs whatever is missing first (see run.sh --setup).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"

./run.sh --setup

export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"
# binaryen's wasm-opt from npm first: Debian's older wasm-opt produces modules that fail to load.
export PATH="$PWD/node_modules/.bin:$PATH"
export CHROMEDRIVER=/usr/bin/chromedriver

started=$SECONDS
step() {
  printf '\n==> %s   [%ds]\n' "$*" "$((SECONDS - started))" >&2
  "$@" || {
    printf '\ntest.sh: FAILED: %s\n' "$*" >&2
    exit 1
  }
}

# The cheap checks first, so that a slip fails in seconds: formatting, then the linters.
step cargo fmt --check
# The page's JavaScript and scripts/: Biome's formatter and linter (biome.json), which change nothing here.
step npx --no-install biome ci www scripts
step cargo clippy --all-targets -- -D warnings
step cargo clippy --target wasm32-unknown-unknown --lib -- -D warnings
step cargo clippy --target wasm32-unknown-unknown --lib --no-default-features -- -D warnings
step cargo clippy --target wasm32-unknown-unknown --lib --no-default-features --features machines -- -D warnings
# `fast`'s lanes lane by lane (src/fast/lanes.rs), as on a target with no vectors it knows: the
# WebAssembly build without the simd128 that .cargo/config.toml turns on.
step env RUSTFLAGS='-C target-feature=-simd128' CARGO_TARGET_DIR=target/nosimd cargo clippy --target wasm32-unknown-unknown --lib -- -D warnings
# The API documentation with no broken or private links (lib.rs denies missing docs itself).
step env RUSTDOCFLAGS='-D warnings' cargo doc --no-deps
step cargo build --target wasm32-unknown-unknown --lib
# The element's small engine (the depth-first searches: what a default element loads), its full
# engine without the lab's exports, then the lab pages' build with them.
step wasm-pack build --target web --release --out-dir www/pkg-small --no-default-features
step wasm-pack build --target web --release --out-dir www/pkg --no-default-features --features machines
step wasm-pack build --target web --release --out-dir www/pkg-lab
# www/engine/enums.js, the engine's enums for the modules that run before it is loaded.
step node scripts/build-enums.mjs
# www/vendor/, the export worker's encoders copied from node_modules (before the precache list,
# tsc and dist/, which all read them).
step node scripts/build-vendor.mjs
# www/bundle/, the demo page's modules bundled (index.html loads it; before the precache list, which names its files).
step node scripts/build-page.mjs
# www/precache.js, the service worker's list of this build's files (sw.js reads it; tsc checks it).
step node scripts/build-precache.mjs
# The page's JavaScript, type-checked against the generated www/pkg/*.d.ts.
step npx --no-install tsc --noEmit -p tsconfig.json
# dist/: the entry module with its chunks, the two .wasm files, types and manifest (the end-to-end tests embed it).
step node scripts/build-dist.mjs
# What each stage of an embed downloads, against its budget (scripts/budgets.mjs); writes
# docs/element.md's size table.
step node scripts/budget.mjs --docs
# The model's tests in Node (pure functions over the real engine): seconds, so before the long suites.
step node --test www/tests/model/
step cargo test
# A short fuzz run of every target in fuzz/ (the parser, the CLI's lines, stepping back and
# forth) when a nightly toolchain and cargo-fuzz are here, in a target dir of its own; new
# inputs go to a scratch corpus, never into fuzz/corpus. Without nightly, the property tests
# of the same three (tests/parse.rs, tests/lines.rs, tests/replay.rs) ran in `cargo test` above.
fuzz() {
  local seconds=${FUZZ_SECONDS:-20} scratch target
  scratch=$(mktemp -d)
  # `engine` without AddressSanitizer and comparison tracing: about 30 times the executions
  # (docs/fuzzing.md); the searches are safe Rust.
  for target in "asan parse" "asan cli_lines" "plain -s none --no-trace-compares engine"; do
    local name=${target##* } flags=${target%% *} options=${target#* }
    mkdir -p "$scratch/$name"
    # A target dir per set of build flags: `engine`'s would rebuild the others' every run.
    # shellcheck disable=SC2086 # the options in $options are words
    # libFuzzer prints a line per new input (thousands): its log is shown whole only on a failure.
    if cargo +nightly fuzz run --target-dir "${FUZZ_TARGET_DIR:-fuzz/target}/$flags" $options \
      "$scratch/$name" "fuzz/corpus/$name" -- -max_total_time="$seconds" -timeout=10 >"$scratch/$name.log" 2>&1; then
      printf 'fuzz %s: %s\n' "$name" "$(grep -E '^Done [0-9]+ runs' "$scratch/$name.log")" >&2
    else
      cat "$scratch/$name.log" >&2
      rm -rf "$scratch"
      return 1
    fi
  done
  rm -rf "$scratch"
}
if rustup toolchain list | grep -q '^nightly' && command -v cargo-fuzz >/dev/null; then
  step fuzz
else
  printf '\n==> no nightly toolchain or cargo-fuzz: fuzzing left to the property tests\n' >&2
fi
# The wasm-bindgen tests in headless Chromium: the tests/wasm*.rs files, which hold them all (every
# other test file builds to an empty module, each run in a browser of its own).
wasm_tests=()
for f in tests/wasm*.rs; do wasm_tests+=(--test "$(basename "$f" .rs)"); done
step wasm-pack test --headless --chrome -- "${wasm_tests[@]}"
# The end-to-end tests compare the page's solutions with the release CLI's.
step cargo build --release --bin sudoku-stepper
# The end-to-end tests in Chromium (the model's ran above).
step node --test www/tests/*.test.mjs
printf '\ntest.sh: all checks passed in %ds\n' "$((SECONDS - started))" >&2
