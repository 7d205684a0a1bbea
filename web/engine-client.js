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
// with an Error carrying the engine's message.

const LEVELS = ['beginner', 'casual', 'strong', 'expert'];

/** The levels, weakest first. */
export const engineLevels = LEVELS.slice();

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

/**
 * @param {{workerUrl?: URL|string, wasmUrl?: URL|string, tableMb?: number}} [options]
 */
export function createEngine(options = {}) {
  const workerUrl = options.workerUrl || new URL('./engine-worker.js', import.meta.url);
  const wasmUrl = options.wasmUrl || new URL('./pkg/mancala_wasm_bg.wasm', import.meta.url);
  const tableMb = options.tableMb || 16;
  let worker = null;
  let destroyed = false;
  let nextId = 1;
  const pending = new Map();
  // Compiled once, handed to every worker we start (a cancel starts a new one).
  let modulePromise = null;

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

  function spawn() {
    const w = new Worker(workerUrl, { type: 'module' });
    w.onmessage = (event) => {
      const { id, ok, result, error } = event.data || {};
      const p = pending.get(id);
      if (!p) return; // an answer to a cancelled request
      pending.delete(id);
      if (ok) p.resolve(result);
      else p.reject(new Error(error || 'the engine failed'));
    };
    w.onerror = (event) => {
      event.preventDefault?.();
      failAll(new Error(`the engine worker failed: ${event.message || 'unknown error'}`));
      if (worker === w) {
        w.terminate();
        worker = null;
      }
    };
    // Send the compiled module first; messages posted meanwhile wait behind it.
    const ready = compile().then((module) => {
      if (worker === w) w.postMessage({ kind: 'init', module: module || undefined, tableMb });
    });
    return { w, ready };
  }

  let current = null;
  function request(kind, payload) {
    if (destroyed) return Promise.reject(abortError('the engine was destroyed'));
    if (!worker) {
      current = spawn();
      worker = current.w;
    }
    const id = nextId++;
    const { w, ready } = current;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      ready.then(() => {
        if (worker === w && pending.has(id)) w.postMessage({ id, kind, ...payload });
      });
    });
  }

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
    /** Stops whatever the engine is doing; pending promises reject with an AbortError. */
    cancel() {
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
    /** Ends the worker for good. */
    destroy() {
      this.cancel();
      destroyed = true;
    },
  };
}
