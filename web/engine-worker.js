// The computer opponent's Web Worker: runs the wasm engine off the page's main thread.
//
// Protocol (all messages are plain objects; see docs/engine.md and web/engine-client.js):
//   in:  {kind: 'init', module?: WebAssembly.Module, tableMb?: number}   (first message)
//        {id, kind: 'think', record, level, seed}     choose a move for the side to move
//        {id, kind: 'hint', record}                   Expert's move (seed 0)
//        {id, kind: 'analyse', record, nodes}         a fixed node budget (benchmarks)
//        {id, kind: 'clear'}                          forget what earlier searches learnt
//   out: {id, ok: true, result: {move, score, win_in, loss_in, depth, nodes, ms}}
//        {id, ok: false, error: '<message>'}
// A search cannot be interrupted from inside: to cancel, the client terminates the worker
// and starts a new one (the compiled module is passed in again, so that is quick).

import init, { initSync, Engine } from './pkg/mancala_wasm.js';

let engine = null;
let ready = null;

async function start(msg) {
  if (msg && msg.module instanceof WebAssembly.Module) {
    initSync({ module: msg.module });
  } else {
    await init();
  }
  engine = new Engine(Number.isInteger(msg && msg.tableMb) ? msg.tableMb : 16);
}

function answer(id, fn) {
  try {
    self.postMessage({ id, ok: true, result: fn() });
  } catch (e) {
    self.postMessage({ id, ok: false, error: e && e.message ? e.message : String(e) });
  }
}

self.onmessage = async (event) => {
  const msg = event.data || {};
  if (msg.kind === 'init') {
    if (!ready) ready = start(msg);
    try {
      await ready;
    } catch (e) {
      self.postMessage({ id: msg.id, ok: false, error: `the engine could not start: ${e && e.message ? e.message : e}` });
    }
    return;
  }
  if (!ready) ready = start(null);
  try {
    await ready;
  } catch (e) {
    self.postMessage({ id: msg.id, ok: false, error: `the engine could not start: ${e && e.message ? e.message : e}` });
    return;
  }
  switch (msg.kind) {
    case 'think':
      answer(msg.id, () => engine.think(msg.record, msg.level, msg.seed));
      break;
    case 'hint':
      answer(msg.id, () => engine.hint(msg.record));
      break;
    case 'analyse':
      answer(msg.id, () => engine.analyse(msg.record, msg.nodes));
      break;
    case 'clear':
      answer(msg.id, () => { engine.clear(); return null; });
      break;
    default:
      self.postMessage({ id: msg.id, ok: false, error: `unknown request: ${String(msg.kind)}` });
  }
};
