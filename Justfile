# Mancala: Adji-Boto, Nsolo and Ayoayo in the browser (Rust → WebAssembly, static files).
# Run these through ./scripts/just, which first installs whatever is missing (scripts/setup.sh).

set shell := ["bash", "-euo", "pipefail", "-c"]

# List the recipes.
default:
    @"{{ just_executable() }}" --justfile "{{ justfile() }}" --list --unsorted

# Install what is missing: rust targets, just, cargo-fuzz, wasm-bindgen-cli, node_modules, Chromium.
setup:
    scripts/setup.sh

# Build the native workspace in release mode (the `mancala` binary: target/release/mancala).
build:
    cargo build --workspace --release

# Build the two browser modules into web/pkg/ (optimised; `just wasm --dev` for a quick debug build).
wasm *args:
    scripts/build-wasm.sh {{ args }}

# Build the optimised wasm and serve the game on http://127.0.0.1:8000/ (env PORT to change).
serve:
    scripts/serve.sh

# Write dist/: the site as a self-contained static folder, with its gzipped size report.
dist:
    scripts/dist.sh

# Run every test: fmt, clippy, native tests, no_std builds, wasm tests in Chromium, end-to-end.
test:
    scripts/test.sh

# Benchmarks: random games natively, wasm vs native, download size, browser timings, the start on a slow phone, Lighthouse, layout shifts, responsiveness while the computer thinks, the kiosk soak (SOAK_GAMES=N).
bench:
    #!/usr/bin/env bash
    set -euo pipefail
    status=0
    echo "==> native: mancala bench"
    cargo run --release -p mancala-cli -- bench
    echo; echo "==> wasm build"
    scripts/build-wasm.sh
    echo; echo "==> wasm vs native"
    scripts/build-wasm.sh --bench
    node bench/wasm-vs-native.mjs
    echo; echo "==> download size (dist/)"
    scripts/dist.sh --no-build || status=$? # over budget: reported, and the exit status says so
    echo; echo "==> browser timings"
    node bench/browser.mjs
    echo; echo "==> the start on a slow phone (CPU 4x slower, dist/ gzipped)"
    node bench/startup.mjs
    echo; echo "==> Lighthouse (mobile preset, dist/ gzipped)"
    node bench/lighthouse.mjs
    echo; echo "==> layout shifts on a phone (what moved)"
    for p in 'index.html' 'index.html#ayoayo_m2.8' 'index.html#nsolo.36_m0' 'index.html?kiosk=1&game=ayoayo'; do node bench/layout-shift.mjs --path "$p"; done
    echo; echo "==> main thread while the computer thinks (Expert)"
    node bench/responsiveness.mjs
    echo; echo "==> main thread during whole game reviews"
    node bench/review-responsiveness.mjs
    echo; echo "==> soak: kiosk demonstration, ${SOAK_GAMES:-1000} games with visitors (about an hour; SOAK_GAMES=N for fewer)"
    node bench/soak.mjs --games "${SOAK_GAMES:-1000}" || status=$?
    exit $status

# Rewrite the golden game transcripts from the current rules (review the diff, then commit).
golden:
    UPDATE_GOLDEN=1 cargo test -p mancala-cli --test golden

# Fuzz each target (or the named ones) for SECONDS each; see fuzz/README.md.
fuzz seconds="60" *targets:
    #!/usr/bin/env bash
    set -euo pipefail
    command -v cargo-fuzz >/dev/null || cargo install cargo-fuzz --locked
    cd fuzz
    export RUSTC_BOOTSTRAP=1
    targets="{{ targets }}"
    [ -n "$targets" ] || targets=$(cargo fuzz list)
    for t in $targets; do
      echo "==> fuzz $t for {{ seconds }} s"
      mkdir -p "corpus/$t"
      seeds=()
      [ -d "seeds/$t" ] && seeds=("seeds/$t")
      cargo fuzz run "$t" "corpus/$t" "${seeds[@]}" -- -max_total_time={{ seconds }}
    done

# Format all Rust code.
fmt:
    cargo fmt --all

# Check formatting and run clippy (native and wasm32) with warnings as errors.
lint:
    cargo fmt --all --check
    cargo clippy --workspace --all-targets -- -D warnings
    cargo clippy -p mancala-wasm -p mancala-wasm-engine -p mancala-wasm-alloc --target wasm32-unknown-unknown --all-targets --features mancala-wasm-engine/bench -- -D warnings

# Engine benchmark: level ladder per game (Nsolo 8 and 20), nps native vs wasm, Expert's move time (GAMES=N per match).
bench-engine *what:
    scripts/build-wasm.sh
    bench/engine.sh {{ what }}
