// Whose turn it is shows on the board itself (web/js/render.js): the side to move is lit (its
// rows of holes and its store), drawn from the snapshot's side to move, and the light moves over
// after a move. Measured in the canvas's own pixels, between two holes of each side's row.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import * as H from './helpers.mjs';

let env;
before(async () => { env = await H.startEnv(); });
after(async () => { await env?.close(); });

/** The mean brightness of a 5×5 patch half-way between holes `a` and `b` of the canvas. */
function brightness([a, b]) {
  const el = document.querySelector('.mb-board');
  const c = JSON.parse(el.dataset.holeCenters);
  const canvas = document.querySelector('canvas.mb-canvas');
  const k = canvas.width / canvas.clientWidth;
  const x = Math.round(((c[a][0] + c[b][0]) / 2) * k);
  const y = Math.round(((c[a][1] + c[b][1]) / 2) * k);
  const d = canvas.getContext('2d').getImageData(x - 2, y - 2, 5, 5).data;
  let sum = 0;
  for (let i = 0; i < d.length; i += 4) sum += d[i] + d[i + 1] + d[i + 2];
  return sum / (d.length / 4) / 3;
}

for (const [id, size, bottom, top] of [['ayoayo', 0, [0, 1], [11, 10]], ['nsolo', 8, [0, 1], [23, 22]]]) {
  test(`${id}: the side to move is lit on the board, and the light follows the turn`, async () => {
    const page = await H.newPage(env, { reducedMotion: 'reduce' });
    await H.open(page, env);
    await H.clearStorage(page);
    await H.startGame(page, id, size);
    const before = { bottom: await page.evaluate(brightness, bottom), top: await page.evaluate(brightness, top) };
    assert.equal((await H.boardState(page)).toMove, 0);
    assert.ok(before.bottom > before.top + 5, `player 1's side (bottom) lit: ${JSON.stringify(before)}`);
    // (an Nsolo capture gives the mover a bonus: moves until the turn passes)
    for (let k = 0; k < 6 && (await H.boardState(page)).toMove === 0; k++) {
      await H.playByClick(page, (await H.boardState(page)).legal[0]);
      await H.idle(page);
    }
    assert.equal((await H.boardState(page)).toMove, 1);
    const after = { bottom: await page.evaluate(brightness, bottom), top: await page.evaluate(brightness, top) };
    assert.ok(after.top > after.bottom + 5, `player 2's side (top) lit after the move: ${JSON.stringify(after)}`);
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}
