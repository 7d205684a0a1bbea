// The computer opponent's Web Worker: runs the wasm engine off the page's main thread. The
// engine is a module of its own (web/pkg/mancala_wasm_engine.js, from crates/wasm-engine):
// the page loads only the rules module before its first board, and this one arrives when the
// computer first thinks.
//
// Protocol (all messages are plain objects; see docs/engine.md and web/engine-client.js):
//   in:  {kind: 'init', module?: WebAssembly.Module, tableMb?: number}   (first message)
//        {id, kind: 'think', record, level, seed}     choose a move for the side to move
//        {id, kind: 'hint', record}                   Expert's move (seed 0)
//        {id, kind: 'analyse', record, nodes}         a fixed node budget (benchmarks: only
//                                                     with a bench build of the module)
//        {id, kind: 'review', record, played, positions}  one position of a game review: the
//                                                     review's node budget for a game of
//                                                     `positions` positions (or `nodes`)
//        {id, kind: 'clear'}                          forget what earlier searches learnt
//   out: {kind: 'ready', ok: true} | {kind: 'ready', ok: false, error}   (after 'init')
//        {id, ok: true, result: {move, score, win_in, loss_in, depth, nodes, ms}}
//        {id, ok: true, result: {best, eval, win_for, win_in, loss, depth, nodes, ms}}  (review)
//        {id, ok: false, error: '<message>'}
// A search cannot be interrupted from inside: to cancel, the client terminates the worker
// and starts a new one (the compiled module is passed in again, so that is quick).
//
// The same module serves the page's last resort (web/engine-client.js), where no worker can
// be made at all: imported on the main thread it only exports `startEngine` and `respond`
// and installs no message handler.

import init, { initSync, Engine, reviewNodes } from './pkg/mancala_wasm_engine.js';

/** Loads the wasm (a compiled module if given) and makes an engine. Resolves to it. */
export async function startEngine(msg) {
  if (msg && msg.module instanceof WebAssembly.Module) {
    initSync({ module: msg.module });
  } else {
    await init();
  }
  return new Engine(Number.isInteger(msg && msg.tableMb) ? msg.tableMb : 16);
}

/** Answers one request with `engine`: {id, ok, result} or {id, ok: false, error}. */
export function respond(engine, msg) {
  const run = {
    think: () => engine.think(msg.record, msg.level, msg.seed),
    hint: () => engine.hint(msg.record),
    analyse: () => engine.analyse(msg.record, msg.nodes),
    review: () => engine.review(msg.record, msg.played ?? null, msg.nodes || reviewNodes(msg.positions >>> 0)),
    clear: () => { engine.clear(); return null; },
  }[msg.kind];
  if (!run) return { id: msg.id, ok: false, error: `unknown request: ${String(msg.kind)}` };
  try {
    return { id: msg.id, ok: true, result: run() };
  } catch (e) {
    return { id: msg.id, ok: false, error: e && e.message ? e.message : String(e) };
  }
}

const inWorker = typeof WorkerGlobalScope !== 'undefined' && self instanceof WorkerGlobalScope;

if (inWorker) {
  let ready = null;
  const failure = (e) => `the engine could not start: ${e && e.message ? e.message : e}`;
  self.onmessage = async (event) => {
    const msg = event.data || {};
    if (msg.kind === 'init') {
      if (!ready) ready = startEngine(msg);
      try {
        await ready;
        self.postMessage({ kind: 'ready', ok: true });
      } catch (e) {
        self.postMessage({ kind: 'ready', ok: false, error: failure(e) });
      }
      return;
    }
    if (!ready) ready = startEngine(null);
    let engine;
    try {
      engine = await ready;
    } catch (e) {
      self.postMessage({ id: msg.id, ok: false, error: failure(e) });
      return;
    }
    self.postMessage(respond(engine, msg));
  };
}
