// Whose turn it is shows on the board itself (web/js/render.js): the side to move is lit (its
// rows of holes and its store), drawn from the snapshot's side to move, and the light moves over
// after a move. Measured in the canvas's own pixels, between the holes of each side's row.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import * as H from './helpers.mjs';

let env;
before(async () => { env = await H.startEnv(); });
after(async () => { await env?.close(); });

/**
 * The mean brightness of 5×5 patches half-way between neighbouring holes along a row: from
 * holes `a`, `b` on, `n` holes (one patch a pair). A whole row's, not one pair's: one patch
 * fell on the wood's grain, whose light and dark changed with the board's size.
 */
function brightness([a, b, n]) {
  const el = document.querySelector('.mb-board');
  const c = JSON.parse(el.dataset.holeCenters);
  const canvas = document.querySelector('canvas.mb-canvas');
  const k = canvas.width / canvas.clientWidth;
  const step = b - a;
  let sum = 0;
  let count = 0;
  for (let i = 0; i < n - 1; i++) {
    const [p, q] = [a + i * step, a + (i + 1) * step];
    const x = Math.round(((c[p][0] + c[q][0]) / 2) * k);
    const y = Math.round(((c[p][1] + c[q][1]) / 2) * k);
    const d = canvas.getContext('2d').getImageData(x - 2, y - 2, 5, 5).data;
    for (let j = 0; j < d.length; j += 4) sum += d[j] + d[j + 1] + d[j + 2];
    count += d.length / 4;
  }
  return sum / count / 3;
}

// each side's outer row: its first two holes and its length
for (const [id, size, bottom, top] of [['ayoayo', 0, [0, 1, 6], [11, 10, 6]], ['nsolo', 8, [0, 1, 8], [23, 22, 8]]]) {
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

// The rings round a hole (the move list's mark, the hint, a lesson's holes) are drawn on the
// canvas under the counts: on screen, every count badge near a ringed hole shows the badge's
// own pixels, not a ring laid over it. Checked in a screenshot against the canvas's pixels.
test('adji-boto at 1366×768: a ringed hole covers no count badge', async () => {
  const page = await H.newPage(env, { viewport: { width: 1366, height: 768 }, reducedMotion: 'reduce' });
  await H.open(page, env);
  await H.clearStorage(page);
  await H.startGame(page, 'adji-boto');
  const st = await H.boardState(page);
  await H.playByClick(page, st.legal[Math.floor(st.legal.length / 2)]);
  await H.idle(page);
  await page.locator('.mb-moves li').first().hover();
  await page.waitForSelector('.mb-cell.is-marked');
  await H.idle(page);
  await H.screenshotInPage(page);
  const out = await page.evaluate(() => {
    const g = window.__shot;
    const el = document.querySelector('.mb-board');
    const canvas = el.querySelector('canvas.mb-canvas');
    const box = canvas.getBoundingClientRect();
    const k = canvas.width / canvas.clientWidth;
    const centres = JSON.parse(el.dataset.holeCenters);
    const r = Number(el.dataset.holeRadius);
    const R = Number(el.dataset.pitch) * 0.46;
    const marked = Number(document.querySelector('.mancala-app').dataset.marked);
    const [mx, my] = centres[marked];
    const br = Math.max(8.5, r * 0.4);
    const checked = [];
    const bad = [];
    centres.forEach(([x, y], i) => {
      const bx = x + r * 0.68;
      const by = y + r * 0.68;
      if (Math.hypot(bx - mx, by - my) > R + 10 + 2 * br) return; // a two-digit badge is a pill
      for (const dx of [-0.4, 0, 0.4]) {
        for (const dy of [-0.75, 0.75]) {
          const px = bx + dx * br;
          const py = by + dy * br;
          const own = canvas.getContext('2d').getImageData(Math.round(px * k), Math.round(py * k), 1, 1).data;
          // the screenshot's pixel, or one of its neighbours: the canvas's backing pixels and the
          // page's need not line up exactly (a fractional box), and a 1 px shift at a badge's rim
          // is not a ring over it; a ring covers the whole neighbourhood
          const near = g.getImageData(Math.round(box.left + px) - 1, Math.round(box.top + py) - 1, 3, 3).data;
          let seen = null;
          for (let q = 0; q < 9 && !seen; q++) {
            const p = near.slice(q * 4, q * 4 + 4);
            if ([0, 1, 2].every((j) => Math.abs(own[j] - p[j]) < 16)) seen = p;
          }
          seen ??= near.slice(16, 20);
          const light = Math.min(own[0], own[1], own[2]) > 190;
          const same = [0, 1, 2].every((j) => Math.abs(own[j] - seen[j]) < 16);
          checked.push(i);
          if (!light || !same) bad.push({ hole: i, at: [Math.round(px), Math.round(py)], own: [...own], seen: [...seen] });
        }
      }
    });
    return { marked, checked: [...new Set(checked)], bad };
  });
  assert.ok(out.checked.length >= 2, `badges near the marked hole ${out.marked}: ${out.checked}`);
  assert.deepEqual(out.bad, [], `badges under a ring (marked hole ${out.marked})`);
  await page.screenshot({ path: H.shot('rings-under-counts-adji-boto') });
  assert.deepEqual(page.errors, []);
  await page.close();
});
