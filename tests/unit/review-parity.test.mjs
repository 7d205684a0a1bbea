// The game review natively and in wasm (issue 12): the engine's module (web/pkg, the page's
// worker runs it) reviews every position of the fixed records of crates/cli/tests/review.rs
// with the same node budget, and must give exactly the lines `mancala analyse <record>
// --game` wrote into crates/cli/tests/golden/review-*.jsonl (which that test keeps equal to
// the native binary): the same best move, evaluation, proven result, depth and nodes.

import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as wasm from '../../web/pkg/mancala_wasm_engine.js';

const golden = (name) => readFileSync(new URL(`../../crates/cli/tests/golden/review-${name}.jsonl`, import.meta.url), 'utf8')
  .trim().split('\n').map((l) => JSON.parse(l));

/** As in crates/cli/tests/review.rs. */
const NODES = 20000;
const RECORDS = {
  'adji-boto': 'adji-boto_m9.4.6.2.7.0.8.1.5.3.5.1.7.2',
  nsolo: 'nsolo_m14.16.13.30.5.x22.28.x14.x6.4.x17.27.x0.3.26.x10',
  'ayoayo-finished': 'ayoayo_m5.11.3.6.4.10.0.10.0.7.2.6.3.11.1.9.0.11.0.6.4.7',
  'ayoayo-blunder': 'ayoayo_m2.6.3.9.5.9.0.10.1.9.0.8.2.8.4.10',
};

let engine;
before(() => {
  wasm.initSync({ module: readFileSync(new URL('../../web/pkg/mancala_wasm_engine_bg.wasm', import.meta.url)) });
  engine = new wasm.Engine(16); // the worker's table (web/engine-client.js: tableMb 16)
});

for (const [name, record] of Object.entries(RECORDS)) {
  test(`review of ${name}: wasm equals native at every ply`, () => {
    const [config, list] = record.split('_m');
    const moves = list ? list.split('.') : [];
    const want = golden(name);
    assert.equal(want.length, moves.length + 1);
    for (const line of want) {
      const prefix = `${config}_m${moves.slice(0, line.ply).join('.')}`;
      const got = engine.review(prefix, moves[line.ply] ?? null, NODES);
      assert.deepEqual(
        { best: got.best, eval: got.eval, win_for: got.win_for, win_in: got.win_in, loss: got.loss, depth: got.depth, nodes: got.nodes },
        { best: line.best, eval: line.eval, win_for: line.win_for, win_in: line.win_in, loss: line.loss, depth: line.depth, nodes: line.nodes },
        `${name}, ply ${line.ply}`,
      );
    }
  });
}

test('the review\'s node budget is the native one (reviewNodes)', () => {
  assert.equal(wasm.reviewNodes(10), 100000);
  assert.equal(wasm.reviewNodes(1200), 10000);
  assert.equal(wasm.reviewNodes(400), 30000);
  assert.throws(() => engine.review('ayoayo_m2', null, 0), /node budget/);
  assert.throws(() => engine.review('chess', null, 100), /unknown game/);
  assert.throws(() => engine.review('ayoayo_m2', 'zz', 100), /not a move|expected/);
});

// A tester's: a move played that the position does not allow ('3', the opponent's hole), or
// that is not a string (7), was taken for none ("loss": null) where the docs promise an error.
test('review: a move played that is not allowed there, or not a string, is refused; the engine answers after it', () => {
  assert.throws(() => engine.review('ayoayo_m2', '3', 1000), /not allowed in that position/);
  assert.throws(() => engine.review('ayoayo_m2', 7, 1000), /must be a string/);
  assert.throws(() => engine.review('ayoayo_m2', 'zz', 1000));
  const resigned = engine.review('ayoayo_m2', 'resign', 1000); // always allowed (spec/interface.md)
  assert.equal(resigned.loss, null, 'resign is no root move: no loss');
  const good = engine.review('ayoayo_m2', '8', 1000);
  assert.equal(typeof good.loss, 'number');
  assert.equal(engine.review('ayoayo_m2', null, 1000).loss, null);
});
