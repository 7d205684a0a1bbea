// Whole games played as a person plays them: random legal clicks on the canvas (or the Pass
// button when passing is the only move) from the start screen to the game-over panel.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import * as H from './helpers.mjs';

let env;
before(async () => { env = await H.startEnv(); });
after(async () => { await env?.close(); });

const GAMES = [
  { id: 'adji-boto', seed: 11 },
  { id: 'ayoayo', seed: 12 },
  { id: 'nsolo', size: 8, seed: 13 },
];

for (const g of GAMES) {
  test(`a whole game of ${g.id} by clicking`, async () => {
    const page = await H.newPage(env);
    await H.open(page, env);
    await H.clearStorage(page);
    await H.open(page, env);
    await H.startGame(page, g.id, g.size);
    await H.setSpeed(page, 'instant');
    const rand = H.rng(g.seed);
    let st = await H.boardState(page);
    let plies = 0;
    let passes = 0;
    const total = st.holes.reduce((a, b) => a + b, 0) + st.stores.reduce((a, b) => a + b, 0);
    while (!st.result) {
      assert.ok(plies < 5000, 'the game ends');
      assert.ok(st.legal.length > 0, 'a game not over has a legal move');
      const move = st.legal[Math.floor(rand() * st.legal.length)];
      if (move === 'pass') {
        passes += 1;
        assert.ok(await page.isVisible('.mb-pass'), 'a forced pass is shown as the Pass button');
      }
      const before = st.record;
      await H.playByClick(page, move);
      st = await H.boardState(page);
      plies += 1;
      const sep = before.endsWith('_m') ? '' : '.';
      assert.equal(st.record, `${before}${sep}${move}`, 'the clicked move was played');
      if (g.id !== 'nsolo') {
        const now = st.holes.reduce((a, b) => a + b, 0) + st.stores.reduce((a, b) => a + b, 0);
        assert.equal(now, total, 'seeds shown are conserved');
      }
    }
    assert.deepEqual(st.legal, []);
    assert.ok(await page.isVisible('.mb-over'), 'the game-over panel is shown');
    const score = await page.textContent('.mb-over-score');
    const reason = await page.textContent('.mb-over-reason');
    const [a, b] = st.stores;
    assert.match(score, new RegExp(`${Math.max(a, b)}`), 'the score is shown');
    assert.ok(reason.length > 15, 'the reason is shown');
    // "Game over" seen once: the status line above the panel says it, the panel's heading is
    // left to screen readers (helper-131 read it twice, the line and the heading)
    const seen = await page.evaluate(() => {
      const r = (sel) => document.querySelector(sel).getBoundingClientRect();
      return { status: document.querySelector('.mb-status').textContent.trim(), statusBottom: r('.mb-status').bottom, overTop: r('.mb-over').top,
        heading: document.querySelector('.mb-over h3').textContent, headingWidth: r('.mb-over h3').width };
    });
    assert.equal(seen.status, 'Game over.');
    assert.ok(seen.statusBottom <= seen.overTop, `the status line above the panel: ${JSON.stringify(seen)}`);
    assert.equal(seen.heading, 'Game over', 'the panel keeps its heading for readers');
    assert.ok(seen.headingWidth <= 1, `the heading not shown: ${JSON.stringify(seen)}`);
    // the last move's sentence leaves the result to the panel; with the panel closed it says it
    assert.ok(!(await page.textContent('.mb-happened')).includes(reason.trim()), 'the result is not said twice');
    await page.click('.mb-over-close');
    assert.ok((await page.textContent('.mb-happened')).includes(reason.trim()), 'the sentence says the result once the panel is closed');
    // "Game over." once, in the status line above it (a tester read it twice, one under the other)
    assert.equal((await page.textContent('.mb-status')).trim(), 'Game over.');
    assert.ok(!(await page.textContent('.mb-happened')).includes('Game over'), `the sentence under it does not say it again: ${await page.textContent('.mb-happened')}`);
    // the result first, the last move's words after it (a kiosk's box showed only the move's)
    assert.ok((await page.textContent('.mb-happened')).startsWith(`${score.trim()} `), `the result first: ${await page.textContent('.mb-happened')}`);
    assert.equal(await page.evaluate(() => decodeURIComponent(location.hash.slice(1))), st.record);
    await page.screenshot({ path: H.shot(`${g.id}-game-over`) });
    console.log(`${g.id}: ${plies} plies (${passes} passes), ${score.trim()} ${reason.trim()}`);
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}
