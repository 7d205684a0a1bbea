// Two tabs of one browser profile, one saved game (web/js/tabs.js): each tab keeps playing its
// own game, the save is the game played most recently in any tab, a tab opened afresh offers
// to continue it instead of taking it over, and a tab's own reload brings back its own game.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import * as H from './helpers.mjs';

let env;
before(async () => { env = await H.startEnv(); });
after(async () => { await env?.close(); });

const saved = (page) => page.evaluate(() => localStorage.getItem('mancala.game'));

async function play(page, n) {
  for (let k = 0; k < n; k++) {
    const st = await H.boardState(page);
    await H.playByClick(page, st.legal.find((m) => m !== 'pass') || 'pass');
  }
  return (await H.boardState(page)).record;
}

/** A browser context and its first tab, nothing saved, playing a new game of Ayoayo. */
async function firstTab() {
  const context = await H.newContext(env, { reducedMotion: 'reduce' });
  const a = await H.newPage(env, { context });
  await H.open(a, env);
  await H.clearStorage(a);
  await H.startGame(a, 'ayoayo');
  return { context, a };
}

test('two tabs: each keeps its own game; a fresh tab offers the most recent save; a reload keeps the tab\'s game', async () => {
  const { context, a } = await firstTab();
  const aRecord = await play(a, 2);
  assert.equal(await saved(a), aRecord, 'tab A saved its game');

  // a second tab: the start screen, offering A's game
  const b = await H.newPage(env, { context });
  await H.open(b, env);
  assert.equal(await b.$eval('.mancala-app', (el) => el.dataset.view), 'start', 'B does not take over A\'s game');
  assert.equal(await b.isVisible('.mb-continue-saved'), true, 'B offers to continue the saved game');
  assert.match(await b.textContent('.mb-continue-info'), /Ayoayo/);

  // B plays a game of its own: the save is now B's, A's board stays A's
  await H.startGame(b, 'nsolo', 8);
  const bRecord = await play(b, 1);
  assert.equal(await saved(b), bRecord);
  assert.equal((await H.boardState(a)).record, aRecord, 'A still shows its own game');
  // A plays on: A's own game continues and is the most recent save again
  const aMore = await play(a, 1);
  assert.ok(aMore.startsWith(aRecord) && aMore !== aRecord, 'A played on from its own game');
  assert.equal(await saved(a), aMore);
  assert.equal((await H.boardState(b)).record, bRecord, 'B still shows its own game');

  // A reloaded, and A opened again without a link: its own game, at once
  await a.reload();
  await a.waitForSelector('.mancala-app[data-view="game"]');
  assert.equal((await H.boardState(a)).record, aMore);
  await a.goto(env.url + 'index.html');
  await a.waitForSelector('.mancala-app[data-view="game"]');
  assert.equal((await H.boardState(a)).record, aMore, 'the save is A\'s: restored in A');

  // B opened again without a link: A saved last, so B offers it; continuing takes it up
  await b.goto(env.url + 'index.html');
  await b.waitForSelector('.mancala-app[data-view="start"]');
  assert.equal(await b.isVisible('.mb-continue-saved'), true);
  await b.click('.mb-continue-saved');
  await b.waitForSelector('.mancala-app[data-view="game"]');
  await H.idle(b);
  assert.equal((await H.boardState(b)).record, aMore, 'B continues the most recent saved game');

  // the offer follows another tab's saves while the start screen shows
  await b.click('.mb-new');
  await b.waitForSelector('.mancala-app[data-view="start"]');
  assert.equal(await b.isVisible('.mb-continue-saved'), false, 'B plays the saved game itself: nothing to offer');
  const aLast = await play(a, 1);
  await b.waitForFunction(() => !document.querySelector('.mb-continue').hidden);
  assert.equal(await saved(b), aLast);
  assert.deepEqual(a.errors, []);
  assert.deepEqual(b.errors, []);
  await context.close();
});

// A learner's report: after a lesson the start screen offered to "Continue the saved game", a
// game already over. A game that has ended is offered to look at, in the page's language.
test('a saved game that has ended is offered as one to look at, not to continue', async () => {
  const { context, a } = await firstTab();
  await play(a, 1);
  const b = await H.newPage(env, { context });
  await H.open(b, env);
  await b.waitForSelector('.mancala-app[data-view="start"]');
  assert.equal((await b.textContent('.mb-continue-saved')).trim(), 'Continue the saved game', 'a game going on: to continue');
  // A resigns: its game is over, and saved so
  await a.click('.mb-resign');
  await a.click('.mb-resign-dialog .mb-resign-yes');
  await a.waitForSelector('.mb-over:not([hidden])');
  await b.goto(env.url + 'index.html?lang=it');
  await b.waitForSelector('.mancala-app[data-view="start"]');
  assert.equal((await b.textContent('.mb-continue-saved')).trim(), 'Rivedi la partita finita');
  await b.goto(env.url + 'index.html?lang=en');
  await b.waitForSelector('.mancala-app[data-view="start"]');
  assert.equal((await b.textContent('.mb-continue-saved')).trim(), 'See the finished game');
  await b.click('.mb-continue-saved');
  await b.waitForSelector('.mb-over:not([hidden])');
  assert.match(await b.textContent('.mb-over-reason'), /resigned/, 'the game as it ended, with its end panel');
  assert.deepEqual(a.errors, []);
  assert.deepEqual(b.errors, []);
  await context.close();
});
