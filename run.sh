#!/usr/bin/env bash
# Sets up a fresh Debian machine for Sudoku Stepper, builds the WebAssembly package and serves
# the page.
#
#   ./run.sh [--port N]   install what is missing, build www/pkg, serve www/ and print the URL
#   ./run.sh --setup      only install what is missing (test.sh uses this)
#
# Every install step is skipped when its tool is already there, so running it again is cheap.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"

say() { printf '==> %s\n' "$*" >&2; }
die() { printf 'run.sh: %s\n' "$*" >&2; exit 1; }

# cargo install puts tools here; a fresh login shell may not have it on PATH yet.
export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"

# Runs a command as root: directly when we are root, through sudo when it exists.
as_root() {
  if [ "$(id -u)" -eq 0 ]; then
    "$@"
  elif command -v sudo >/dev/null; then
    sudo "$@"
  else
    die "need root (or sudo) to run: $*"
  fi
}

# The wasm-bindgen version Cargo.toml pins; the CLI must match it exactly or wasm-pack fails.
wasm_bindgen_version() {
  sed -nE 's/^wasm-bindgen *= *(\{[^}]*version *= *)?"=?([0-9]+\.[0-9]+\.[0-9]+)".*/\2/p' Cargo.toml |
    head -n 1
}

setup_rust() {
  command -v cargo >/dev/null && command -v rustup >/dev/null ||
    die "cargo and rustup are needed: see https://rustup.rs"
  if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
    say "rustup target add wasm32-unknown-unknown"
    rustup target add wasm32-unknown-unknown
  fi
  local installed
  installed=$(rustup component list --installed)
  for component in rustfmt clippy; do
    if ! grep -q "^$component" <<<"$installed"; then
      say "rustup component add $component"
      rustup component add "$component"
    fi
  done
  if ! command -v wasm-pack >/dev/null; then
    say "cargo install wasm-pack"
    cargo install wasm-pack
  fi
  # cargo-fuzz for test.sh's short fuzz run; it needs a nightly toolchain, so only with one.
  if rustup toolchain list | grep -q '^nightly' && ! command -v cargo-fuzz >/dev/null; then
    say "cargo install cargo-fuzz"
    cargo install cargo-fuzz
  fi
  local want have
  want=$(wasm_bindgen_version)
  [ -n "$want" ] || die "cannot find the wasm-bindgen version in Cargo.toml"
  have=$(wasm-bindgen --version 2>/dev/null | awk '{print $2}' || true)
  if [ "$have" != "$want" ]; then
    say "cargo install wasm-bindgen-cli --version $want (found: ${have:-none})"
    cargo install wasm-bindgen-cli --version "$want"
  fi
}

setup_browser() {
  if [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromedriver ]; then
    say "apt-get install chromium chromium-driver"
    as_root apt-get update
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y chromium chromium-driver
  fi
}

setup_node() {
  command -v node >/dev/null && command -v npm >/dev/null ||
    die "node and npm are needed: apt-get install nodejs npm"
  # npm leaves node_modules/.package-lock.json behind; when it is newer than our lock file and
  # every tool is there, the install is current.
  if [ -x node_modules/.bin/wasm-opt ] && [ -d node_modules/playwright-core ] &&
    [ -x node_modules/.bin/tsc ] && [ -x node_modules/.bin/esbuild ] && [ -x node_modules/.bin/cem ] &&
    [ -d node_modules/axe-core ] && [ -x node_modules/.bin/biome ] &&
    [ node_modules/.package-lock.json -nt package-lock.json ]; then
    return
  fi
  if [ -f package-lock.json ]; then
    say "npm ci"
    npm ci --no-audit --no-fund
  else
    say "npm install"
    npm install --no-audit --no-fund
  fi
}

setup() {
  setup_rust
  setup_browser
  setup_node
}

port_args=()
case "${1:-}" in
  --setup)
    setup
    exit 0
    ;;
  --port)
    [ -n "${2:-}" ] || die "--port needs a number"
    port_args=(--port "$2")
    ;;
  "") ;;
  -h | --help)
    sed -n '2,8p' "$0" | sed 's/^# \{0,1\}//'
    exit 0
    ;;
  *) die "unknown argument: $1 (try --help)" ;;
esac

setup
# binaryen's wasm-opt from npm first: Debian's older wasm-opt produces modules that fail to load.
export PATH="$PWD/node_modules/.bin:$PATH"
say "wasm-pack build (www/pkg-small and www/pkg: the element's small and full engines; www/pkg-lab: with the lab pages' exports)"
wasm-pack build --target web --release --out-dir www/pkg-small --no-default-features
wasm-pack build --target web --release --out-dir www/pkg --no-default-features --features machines
wasm-pack build --target web --release --out-dir www/pkg-lab
node scripts/build-enums.mjs
say "node scripts/build-vendor.mjs (www/vendor/: the export worker's encoders, copied from node_modules)"
node scripts/build-vendor.mjs
say "node scripts/build-dist.mjs (dist/: the entry module, its chunks and .wasm files the blog example embeds)"
node scripts/build-dist.mjs
say "node scripts/build-page.mjs (www/bundle/: the demo page's modules bundled; scripts/serve.mjs rebuilds it when a source changes)"
node scripts/build-page.mjs
say "node scripts/build-precache.mjs (www/precache.js: the files the pages' service worker keeps for offline use)"
node scripts/build-precache.mjs
[ -f scripts/serve.mjs ] || die "scripts/serve.mjs is missing"
exec node scripts/serve.mjs "${port_args[@]}"
