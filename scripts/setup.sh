#!/usr/bin/env bash
# Installs what building, serving and testing need, and nothing that is already there.
#
# Idempotent: every check is fast, so a run on a ready machine takes about a second.
# Needs Rust (via rustup), Node 20 with npm, and Python 3 with pip; installs the rest:
#   - rustup targets wasm32-unknown-unknown and thumbv7em-none-eabihf
#   - just (PyPI wheel rust-just, copied to /usr/local/bin, or ~/.local/bin when not root)
#   - cargo-fuzz (cargo install --locked), which scripts/fuzz.sh runs (on stable, with
#     RUSTC_BOOTSTRAP=1 for its nightly flags)
#   - wasm-bindgen-cli at exactly the version of the wasm-bindgen crate in Cargo.lock
#   - node_modules (npm ci: wasm-opt from binaryen, playwright-core)
#   - Debian's chromium and chromium-driver (apt-get)
#
# Environment:
#   MANCALA_SETUP_QUIET=1   print nothing unless something gets installed (scripts/just sets it)
#   MANCALA_SKIP_BROWSER=1  skip Chromium (no browser tests possible then)
#   MANCALA_NATIVE_ONLY=1   native Rust builds only: skip the wasm32 target, wasm-bindgen-cli,
#                           node_modules and Chromium
#   MANCALA_SETUP_FUZZ=0, MANCALA_SETUP_BROWSER=0
#                           skip cargo-fuzz, Chromium (scripts/just sets them for the recipes
#                           that do not use them: `serve`, `build`, `dist`, …)
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"

JUST_VERSION=1.59.0
quiet=${MANCALA_SETUP_QUIET:-}
native_only=${MANCALA_NATIVE_ONLY:-}
skip_browser=${MANCALA_SKIP_BROWSER:-$native_only}
[ "${MANCALA_SETUP_BROWSER:-1}" != 0 ] || skip_browser=1

say() { echo "setup: $*" >&2; }
ok() { [ -n "$quiet" ] || say "$*"; }
die() { say "error: $*"; exit 1; }
is_root() { [ "$(id -u)" = 0 ]; }
as_root() { if is_root; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else die "need root (or sudo) for: $*"; fi; }

export PATH="$HOME/.cargo/bin:$HOME/.local/bin:$PATH"

# --- prerequisites that set-up does not install -----------------------------------------
command -v cargo >/dev/null || die "cargo not found: install Rust with rustup (https://rustup.rs)"
if [ -z "$native_only" ]; then
  command -v node >/dev/null || die "node not found: install Node.js 20"
  command -v npm >/dev/null || die "npm not found: install Node.js 20 with npm"
fi

# --- Rust targets -------------------------------------------------------------------------
sysroot=$(rustc --print sysroot)
targets=(thumbv7em-none-eabihf)
[ -n "$native_only" ] || targets+=(wasm32-unknown-unknown)
for t in "${targets[@]}"; do
  if [ -d "$sysroot/lib/rustlib/$t/lib" ]; then
    ok "rust target $t: present"
  else
    command -v rustup >/dev/null || die "rust target $t missing and rustup not found"
    say "adding rust target $t"
    rustup target add "$t"
  fi
done

# --- just ---------------------------------------------------------------------------------
if command -v just >/dev/null; then
  ok "just: $(just --version)"
else
  if is_root; then bindir=/usr/local/bin; else bindir=$HOME/.local/bin; fi
  mkdir -p "$bindir"
  say "installing just $JUST_VERSION into $bindir"
  tmp=$(mktemp -d)
  trap 'rm -rf "$tmp"' EXIT
  if python3 -m pip install --quiet --disable-pip-version-check --root-user-action=ignore --no-deps --target "$tmp" \
      "rust-just==$JUST_VERSION" && [ -x "$tmp/bin/just" ]; then
    install -m 0755 "$tmp/bin/just" "$bindir/just"
  else
    say "pip could not install rust-just; compiling just with cargo instead (a few minutes)"
    cargo install just --version "$JUST_VERSION" --locked --root "$tmp/cargo"
    install -m 0755 "$tmp/cargo/bin/just" "$bindir/just"
  fi
  rm -rf "$tmp"
  trap - EXIT
  export PATH="$bindir:$PATH"
  just --version >/dev/null || die "just was installed in $bindir but does not run"
fi

# --- cargo-fuzz (the fuzz targets run in CI: scripts/fuzz.sh) ------------------------------
if [ "${MANCALA_SETUP_FUZZ:-1}" = 0 ]; then
  ok "cargo-fuzz: not needed for this recipe"
elif command -v cargo-fuzz >/dev/null; then
  ok "cargo-fuzz: $(cargo fuzz --version 2>/dev/null || echo present)"
else
  say "installing cargo-fuzz (cargo install --locked; compiles for a few minutes)"
  cargo install cargo-fuzz --locked
fi

# --- wasm-bindgen-cli (matching Cargo.lock) -------------------------------------------------
if [ -z "$native_only" ]; then
  # The version of the `wasm-bindgen` package in Cargo.lock, if the lock names it.
  want=$(awk '$0 == "name = \"wasm-bindgen\"" { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock 2>/dev/null || true)
  have=$(wasm-bindgen --version 2>/dev/null | awk '{print $2}' || true)
  if [ -z "$want" ]; then
    ok "wasm-bindgen-cli: Cargo.lock names no wasm-bindgen yet; skipped"
  elif [ "$have" = "$want" ] && command -v wasm-bindgen-test-runner >/dev/null; then
    ok "wasm-bindgen-cli: $have"
  else
    say "installing wasm-bindgen-cli $want (had: ${have:-none}); this compiles for about 2 minutes"
    cargo install wasm-bindgen-cli --version "$want" --locked --force
  fi
fi

# --- node_modules -------------------------------------------------------------------------
if [ -z "$native_only" ]; then
  if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ] \
      || [ ! -x node_modules/.bin/wasm-opt ]; then
    say "npm ci"
    npm ci --no-audit --no-fund --loglevel=error
  else
    ok "node_modules: up to date"
  fi
fi

# --- Chromium -----------------------------------------------------------------------------
if [ -n "$skip_browser" ]; then
  ok "chromium: skipped (not needed for this recipe, or MANCALA_SKIP_BROWSER / MANCALA_NATIVE_ONLY)"
elif [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromedriver ]; then
  ok "chromium: present"
else
  command -v apt-get >/dev/null || die "/usr/bin/chromium missing and apt-get not found: install Chromium and chromedriver, or set MANCALA_SKIP_BROWSER=1"
  say "installing Debian chromium and chromium-driver (apt-get)"
  as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-driver >/dev/null
  [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromedriver ] || die "chromium install did not produce /usr/bin/chromium and /usr/bin/chromedriver"
fi

ok "ready"
