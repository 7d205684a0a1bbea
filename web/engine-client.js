// The page's handle on the computer opponent: a Web Worker (web/engine-worker.js) running
// the wasm engine, with promises, cancellation and a hint.
//
//   import { createEngine } from './engine-client.js';
//   const engine = createEngine();
//   const move = await engine.think(game.record(), 'expert', seed);  // '7', 'x40' or 'pass'
//   const hint = await engine.hint(game.record());
//   engine.cancel();    // undo, new game, leaving: the pending promises reject (AbortError)
//   engine.destroy();   // the worker is gone for good
//
// `think`/`hint` resolve to the move string; `thinkInfo`/`hintInfo` resolve to the whole
// answer {move, score, win_in, loss_in, depth, nodes, ms}. One request at a time is the
// normal use; several are answered in order. Errors (a finished game, a bad record) reject
// with an Error carrying the engine's message; an engine whose files could not be loaded at
// all, with an Error whose `code` is 'unreachable'.
//
// Where the worker comes from (docs/embedding.md, "The computer opponent's worker"):
//  1. `new Worker(engine-worker.js)` when the script is of the document's own origin;
//  2. else (a sandboxed frame, whose origin is opaque; a <mancala-game> on another site's
//     page) a small classic worker from a blob that runs `import("<absolute engine-worker.js
//     URL>")`: the import is a CORS request, and the CSP must allow `worker-src blob:`;
//  3. where neither starts (a CSP without blob:, no Worker at all), the engine runs on the
//     page's main thread in slices of about 25 ms, the time being handed back between them,
//     each slice continuing from what the earlier ones left in the transposition table.
//     It plays, a little slower; the console says so once. `engine.mode` tells which.

function abortError(message) {
  const e = new Error(message);
  e.name = 'AbortError';
  return e;
}

function randomSeed() {
  const a = new Uint32Array(2);
  crypto.getRandomValues(a);
  return (a[0] & 0x1fffff) * 2 ** 32 + a[1]; // a whole number below 2^53
}

/** Milliseconds of one main-thread slice (last resort only). */
const SLICE_MS = 25;
/** A main-thread search stops after this much time in all (Expert's own cap is 800 ms). */
const INLINE_TOTAL_MS = 1200;

/**
 * @param {{workerUrl?: URL|string, wasmUrl?: URL|string, tableMb?: number,
 *   modes?: Array<'url'|'blob'|'inline'>}} [options] `modes`: the ways to try, in order
 *   (tests; default all three).
 */
export function createEngine(options = {}) {
  const workerUrl = new URL(options.workerUrl || new URL('./engine-worker.js', import.meta.url), globalThis.location?.href);
  // The engine's own module (crates/wasm-engine), fetched and compiled at the first request.
  const wasmUrl = options.wasmUrl || new URL('./pkg/mancala_wasm_engine_bg.wasm', import.meta.url);
  const tableMb = options.tableMb || 16;
  const sameOrigin = globalThis.origin && globalThis.origin !== 'null' && workerUrl.origin === globalThis.origin;
  // The ways still worth trying; the first one that starts is kept for good.
  let modes = (options.modes || ['url', 'blob', 'inline'])
    .filter((m) => m !== 'url' || sameOrigin)
    .filter((m) => m === 'inline' || typeof Worker === 'function');
  if (!modes.length) modes = ['inline'];
  const allModes = [...modes];
  let worker = null;
  let destroyed = false;
  let nextId = 1;
  const pending = new Map(); // id → {resolve, reject, msg}
  // Compiled once, handed to every worker we start (a cancel starts a new one).
  let modulePromise = null;
  let inline = null; // the main-thread engine: {engine, generation} once loaded
  let generation = 0; // bumps on cancel: main-thread searches in flight give up

  function compile() {
    if (!modulePromise) {
      modulePromise = (typeof WebAssembly.compileStreaming === 'function'
        ? WebAssembly.compileStreaming(fetch(wasmUrl))
        : fetch(wasmUrl).then((r) => r.arrayBuffer()).then((b) => WebAssembly.compile(b))
      ).catch(() => null); // the worker then loads the module itself
    }
    return modulePromise;
  }

  function failAll(error) {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  }

  /** Answers request `id`; a failure rejects with an Error of `error`'s words and `code`, if any. */
  function settle(id, ok, result, error, code) {
    const p = pending.get(id);
    if (!p) return; // an answer to a cancelled request
    pending.delete(id);
    if (ok) p.resolve(result);
    else p.reject(Object.assign(new Error(error || 'the engine failed'), code ? { code } : {}));
  }

  // A worker that never got going: drop this way, try the next, send the waiting requests again.
  function startFailed(w, why) {
    if (worker !== w) return;
    w.terminate();
    worker = null;
    const mode = modes.shift();
    console.warn(`mancala: the engine worker (${mode}) did not start: ${why}`);
    if (modes[0] === 'inline') {
      console.warn('mancala: no Web Worker could be started here: the computer thinks on the page\'s main thread, in short slices');
    }
    for (const [id, p] of pending) send(id, p.msg);
  }

  function makeWorker(mode) {
    if (mode === 'url') return new Worker(workerUrl, { type: 'module' });
    // A classic worker that imports the module: Chromium starts no *module* worker from a
    // blob in a document of opaque origin (a sandboxed frame), but a classic one, and
    // `import()` works there. Messages that come before the module has set its handler wait.
    const source = `const early = [];
self.onmessage = (e) => { early.push(e.data); };
import(${JSON.stringify(workerUrl.href)}).then(() => {
  for (const data of early.splice(0)) self.onmessage(new MessageEvent('message', { data }));
}, (e) => {
  self.postMessage({ kind: 'ready', ok: false, error: 'engine-worker.js could not be loaded: ' + (e && e.message ? e.message : e) });
});
`;
    const blobUrl = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
    try {
      return new Worker(blobUrl);
    } finally {
      // The worker has its own reference once it has fetched the script.
      setTimeout(() => URL.revokeObjectURL(blobUrl), 10000);
    }
  }

  function spawn() {
    while (modes[0] && modes[0] !== 'inline') {
      const mode = modes[0];
      let w;
      try {
        w = makeWorker(mode);
      } catch (e) {
        modes.shift();
        console.warn(`mancala: the engine worker (${mode}) could not be made: ${e && e.message ? e.message : e}`);
        continue;
      }
      let started = false;
      const ready = new Promise((resolve) => {
        w.onmessage = (event) => {
          const data = event.data || {};
          if (data.kind === 'ready') {
            if (data.ok) {
              started = true;
              resolve();
            } else startFailed(w, data.error);
            return;
          }
          settle(data.id, data.ok, data.result, data.error);
        };
      });
      w.onerror = (event) => {
        event.preventDefault?.();
        if (!started) {
          startFailed(w, event.message || 'the script did not load');
          return;
        }
        failAll(new Error(`the engine worker failed: ${event.message || 'unknown error'}`));
        if (worker === w) {
          w.terminate();
          worker = null;
        }
      };
      modes = [mode, ...modes.slice(1)];
      worker = w;
      // Send the compiled module first; requests wait until the worker says it is ready.
      compile().then((module) => {
        if (worker === w) w.postMessage({ kind: 'init', module: module || undefined, tableMb });
      });
      return { w, ready };
    }
    if (modes[0] !== 'inline') modes = ['inline'];
    return null;
  }

  let current = null;
  function send(id, msg) {
    if (!worker && modes[0] !== 'inline') current = spawn();
    if (worker && current) {
      const { w, ready } = current;
      ready.then(() => {
        if (worker === w && pending.has(id)) w.postMessage({ id, ...msg });
      });
      return;
    }
    runInline(id, msg);
  }

  function request(kind, payload) {
    if (destroyed) return Promise.reject(abortError('the engine was destroyed'));
    const id = nextId++;
    const msg = { kind, ...payload };
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject, msg });
      send(id, msg);
    });
  }

  // ---- the last resort: the engine on the main thread, in slices ----------------------
  async function loadInline() {
    if (!inline) {
      inline = (async () => {
        const mod = await import(workerUrl.href);
        const module = await compile();
        return mod.startEngine({ module: module || undefined, tableMb: Math.min(tableMb, 8) }).then((engine) => ({ engine, respond: mod.respond }));
      })();
      inline.catch(() => { inline = null; });
    }
    return inline;
  }

  const pause = () => new Promise((resolve) => setTimeout(resolve, 0));

  async function runInline(id, msg) {
    const gen = generation;
    let loaded;
    try {
      loaded = await loadInline();
    } catch (e) {
      // Not even the main thread could load the engine: its files did not arrive (the network
      // lost, a file missing), which is no fault of the workers: the next request tries them
      // again (a tester's computer thought on the main thread once the network was back).
      // The Error's code 'unreachable' lets the page say so in the visitor's language.
      if (!worker) modes = [...allModes];
      settle(id, false, null, `the engine could not start: ${e && e.message ? e.message : e}`, 'unreachable');
      return;
    }
    const { engine, respond } = loaded;
    // Searches run one at a time, in the order asked.
    while (inlineBusy) await inlineBusy;
    let done;
    inlineBusy = new Promise((resolve) => { done = resolve; });
    try {
      if (gen !== generation || !pending.has(id)) return;
      if (msg.kind !== 'think' && msg.kind !== 'hint') {
        const a = respond(engine, msg);
        settle(id, a.ok, a.result, a.error);
        return;
      }
      // The same search repeated with a short clock: each slice starts where the table left
      // the last one, so it reaches a little deeper; it ends when a slice finishes within
      // its clock (the level's own limits reached) or the time is up.
      const level = msg.kind === 'hint' ? 'expert' : msg.level;
      const seed = msg.kind === 'hint' ? 0 : msg.seed;
      const t0 = performance.now();
      let last = null;
      for (;;) {
        await pause();
        if (gen !== generation || !pending.has(id)) return;
        const a = respond(engine, { id, kind: 'think', record: msg.record, level: `${level}:ms=${SLICE_MS}`, seed });
        if (!a.ok) {
          settle(id, false, null, a.error);
          return;
        }
        const prev = last;
        last = a.result;
        const spent = performance.now() - t0;
        // done: the level's own limits reached well inside the slice, a proven result, no
        // deeper than the slice before, or the time is up
        const finished = !(last.ms >= SLICE_MS / 2) || last.win_in != null || last.loss_in != null ||
          (prev && last.depth <= prev.depth);
        if (finished || spent >= INLINE_TOTAL_MS) break;
      }
      last.ms = performance.now() - t0;
      settle(id, true, last);
    } finally {
      inlineBusy = null;
      done();
    }
  }
  let inlineBusy = null;

  function checkLevel(level) {
    if (typeof level !== 'string' || !level) throw new TypeError('level must be a string like "expert"');
  }

  return {
    /** Resolves to the move the computer plays at `level` ('beginner' … 'expert'). */
    think(record, level, seed) {
      return this.thinkInfo(record, level, seed).then((a) => a.move);
    },
    /** Like think, with the search's figures. */
    thinkInfo(record, level, seed) {
      try {
        checkLevel(level);
      } catch (e) {
        return Promise.reject(e);
      }
      const s = Number.isSafeInteger(seed) && seed >= 0 ? seed : randomSeed();
      return request('think', { record: String(record), level, seed: s });
    },
    /** Resolves to the move Expert suggests for the player to move. */
    hint(record) {
      return this.hintInfo(record).then((a) => a.move);
    },
    /** Like hint, with the search's figures. */
    hintInfo(record) {
      return request('hint', { record: String(record) });
    },
    /**
     * One position of a game review (docs/wasm-api.md, `Engine.review`): the position
     * `record` reaches, with the review's node budget for a game of `positions` positions;
     * `played`: the move the game played there (its loss is measured), or null. Resolves to
     * {best, eval, win_for, win_in, loss, depth, nodes, ms}.
     */
    review(record, played, positions) {
      return request('review', { record: String(record), played: played ?? null, positions });
    },
    /** Stops whatever the engine is doing; pending promises reject with an AbortError. */
    cancel() {
      generation++;
      if (worker) {
        worker.terminate();
        worker = null;
        current = null;
      }
      failAll(abortError('the search was cancelled'));
    },
    /** Whether a request is waiting for an answer (for a thinking indicator). */
    get busy() {
      return pending.size > 0;
    },
    /** How the engine runs: 'url' or 'blob' (a worker), 'inline' (the main thread). */
    get mode() {
      return modes[0];
    },
    /** Ends the worker for good. */
    destroy() {
      this.cancel();
      destroyed = true;
    },
  };
}
