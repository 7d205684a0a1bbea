#!/usr/bin/env bash
# Builds the optimised wasm module and serves the repository root (index.html, web/) on
# http://127.0.0.1:$PORT/ (default 8000) until interrupted. Static files only: any static
# server would do; this one ships with Python. CORS=1 adds Access-Control-Allow-Origin: *, for
# trying a sandboxed frame or a <mancala-game> on another origin (docs/embedding.md).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
port=${PORT:-8000}
"$root/scripts/build-wasm.sh"
echo
echo "Serving the game on http://127.0.0.1:$port/  (Ctrl-C stops)"
if [ -n "${CORS:-}" ]; then
  # The same server, with Access-Control-Allow-Origin: * on every file: what a sandboxed frame or
  # a <mancala-game> on another origin (another port) needs (docs/embedding.md).
  echo "(with Access-Control-Allow-Origin: *)"
  exec python3 - "$root" "$port" <<'PY'
import functools, http.server, sys

class Handler(http.server.SimpleHTTPRequestHandler):
    def end_headers(self):
        self.send_header("Access-Control-Allow-Origin", "*")
        super().end_headers()

http.server.test(HandlerClass=functools.partial(Handler, directory=sys.argv[1]),
                 ServerClass=http.server.ThreadingHTTPServer, port=int(sys.argv[2]), bind="127.0.0.1")
PY
fi
exec python3 -m http.server --bind 127.0.0.1 --directory "$root" "$port"
