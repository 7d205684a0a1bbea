#!/usr/bin/env bash
# Builds the optimised wasm module and serves the repository root (index.html, web/) on
# http://127.0.0.1:$PORT/ (default 8000) until interrupted. Static files only: any static
# server would do; this one ships with Python.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
port=${PORT:-8000}
"$root/scripts/build-wasm.sh"
echo
echo "Serving the game on http://127.0.0.1:$port/  (Ctrl-C stops)"
exec python3 -m http.server --bind 127.0.0.1 --directory "$root" "$port"
