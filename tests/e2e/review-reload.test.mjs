// The game review across a reload (a tester's report: a visitor who reloaded while reviewing
// came back without it). While the review of the game on the board is open the link says so
// (`#<record>[&ply=<n>]&review`, web/js/link.js, docs/notation.md "Links"), so a reload opens
// it again at the position that was shown, from the answers kept in local storage
// (web/js/review-store.js, written when the page goes away too): a whole review is whole at
// once, the engine not even loaded; one the reload interrupted shows what it had and waits
// for "Go on" (a link never starts the engine by itself). A move played after the review
// (another record) takes `&review` out of the link: the review's button is one click away.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import * as H from './helpers.mjs';

let env;
before(async () => { env = await H.startEnv(); });
after(async () => { await env?.close(); });

const BLUNDER = 'ayoayo_m2.6.3.9.5.9.0.10.1.9.0.8.2.8.4.10'; // 16 moves; move 10 is a blunder, 6 was better

async function openGame(page, record) {
  await H.open(page, env);
  await H.clearStorage(page);
  await H.open(page, env, record);
  await page.waitForSelector('.mancala-app[data-view="game"]');
  await H.idle(page);
  await H.setSpeed(page, 'instant');
}

const hash = (page) => page.evaluate(() => decodeURIComponent(location.hash));
const reviewState = (page) => page.$eval('.mb-review', (el) => ({ state: el.dataset.state, done: Number(el.dataset.done), better: el.dataset.better }));
const engineLoaded = (page) => page.evaluate(() => performance.getEntriesByType('resource').some((e) => /mancala_wasm_engine/.test(e.name)));

// The links the page writes (history's replaceState and pushState), from the next load on: a
// tester saw a `&review` link's address drop `&review` and take it again while the page started.
const logLinks = (page) => page.addInitScript(() => {
  window.linksWritten = [];
  for (const k of ['replaceState', 'pushState']) {
    const real = history[k].bind(history);
    history[k] = (state, title, url) => { window.linksWritten.push(decodeURIComponent(new URL(url, location.href).hash)); return real(state, title, url); };
  }
});
const linksWritten = (page) => page.evaluate(() => window.linksWritten);

async function reload(page) {
  await page.reload();
  await page.waitForSelector('.mancala-app[data-view="game"]');
  await H.idle(page);
}

test('a reload while reviewing opens the review again, at the move that was shown, without asking the engine', async () => {
  const page = await H.newPage(env);
  await openGame(page, BLUNDER);
  await page.click('.mb-review-open');
  await page.waitForSelector('.mb-review[data-state="done"]', { timeout: 120000 });
  assert.equal(await hash(page), `#${BLUNDER}&review`, 'the link says the review is open');
  // the position before the blunder, from the table
  await page.click('.mb-review-details summary');
  await page.click('.mb-review-go[data-ply="9"]');
  await page.waitForFunction(() => document.querySelector('.mb-review').dataset.better === '6');
  assert.equal(await hash(page), `#${BLUNDER}&ply=9&review`);

  await logLinks(page);
  await reload(page);
  await page.waitForSelector('.mb-review[data-state="done"]', { timeout: 20000 });
  const st = await reviewState(page);
  assert.equal(st.done, 17, 'the whole review, from local storage');
  assert.equal(st.better, '6', 'at the move that was shown: its better move');
  assert.equal((await H.boardState(page)).record, 'ayoayo_m2.6.3.9.5.9.0.10.1', 'the position after move 9');
  assert.equal(await page.$eval('.mb-cell[data-hole="6"]', (c) => c.classList.contains('is-hint')), true, 'the better move marked on the board');
  assert.equal(await page.$eval('.mb-moves li[data-ply="10"]', (li) => li.classList.contains('is-mistake')), true, 'the mistake marked in the move list');
  assert.equal(await engineLoaded(page), false, 'the engine\'s module was not even loaded');
  assert.equal(await hash(page), `#${BLUNDER}&ply=9&review`, 'the link unchanged');
  assert.deepEqual((await linksWritten(page)).filter((l) => !l.endsWith('&review')), [], 'never without `&review` meanwhile');
  await page.screenshot({ path: H.shot('review-after-reload') });
  // and at the game's end (no `&ply`: a tester's report, the list's "?" was gone there, the
  // list being built a task after the review had marked it)
  await page.click('.mb-nav-last');
  await page.waitForFunction((h) => decodeURIComponent(location.hash) === h, `#${BLUNDER}&review`);
  await reload(page);
  await page.waitForSelector('.mb-review[data-state="done"]', { timeout: 20000 });
  await H.idle(page);
  assert.equal((await H.boardState(page)).record, BLUNDER, 'the game\'s end');
  const flagged = await page.$$eval('.mb-moves li.is-mistake', (lis) => lis.map((li) => li.dataset.ply));
  const graphed = await page.$eval('.mb-review-graph', (g) => g.dataset.mistakes.split(' ').filter(Boolean));
  assert.ok(flagged.includes('10'), `the mistake marked in the move list: ${flagged}`);
  assert.deepEqual(flagged, graphed, 'the list marks what the graph marks');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a reload while the review runs: what it had comes back, "Go on" is one click away', async () => {
  const page = await H.newPage(env, { viewport: { width: 1366, height: 768 } });
  await H.holdEngine(page);
  await openGame(page, BLUNDER);
  await H.holdAnswers(page);
  await page.click('.mb-review-open');
  await page.waitForFunction(() => globalThis.__engineHold.held.length >= 1);
  await H.releaseAnswers(page);
  // held again in the same task as the count is read (a round trip later, a fast worker may have finished)
  await page.waitForFunction(() => Number(document.querySelector('.mb-review').dataset.done) >= 3 && (globalThis.__engineHold.on = true));
  const had = (await reviewState(page)).done;
  assert.ok(had < 17, `still running: ${had} positions in`);
  assert.equal(await hash(page), `#${BLUNDER}&review`);

  await reload(page); // the answers in memory are written to local storage as the page goes
  await page.waitForSelector('.mb-review[data-state="stopped"]', { timeout: 20000 });
  const st = await reviewState(page);
  assert.ok(st.done >= had && st.done < 17, `what it had: ${st.done} positions (${had} before the reload)`);
  assert.equal(await page.isVisible('.mb-review-start'), true);
  assert.equal(await page.textContent('.mb-review-start'), 'Go on');
  assert.equal(await engineLoaded(page), false, 'the link did not start the engine');
  await page.screenshot({ path: H.shot('review-after-reload-stopped') });
  await page.click('.mb-review-start');
  await page.waitForSelector('.mb-review[data-state="done"]', { timeout: 120000 });
  assert.equal((await reviewState(page)).done, 17);
  assert.deepEqual(page.errors, []);
  await page.close();
});

// A tester's report: a review link opened in a browser that never reviewed the game showed
// "Player 1: moves: 0; mistakes: 0; seeds lost…: 0.0" for a game of 16 moves, before anything
// was judged. Until a player's first move is judged, the summary says so.
test('a review link opened elsewhere: no figures before a move is judged, then the figures', async () => {
  const page = await H.newPage(env);
  await openGame(page, `${BLUNDER}&review`);
  await page.waitForSelector('.mb-review');
  assert.equal(await engineLoaded(page), false, 'nothing judged: the link does not start the engine');
  assert.deepEqual(await page.$$eval('.mb-review-summary li', (l) => l.map((li) => li.textContent)),
    ['Player 1: no move judged yet.', 'Player 2: no move judged yet.']);
  await page.click('.mb-review-start');
  await page.waitForSelector('.mb-review[data-state="done"]', { timeout: 120000 });
  assert.match(await page.textContent('.mb-review-summary li[data-player="0"]'), /^Player 1: moves with a choice: 8; mistakes: \d+;/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a move played after the review takes "&review" out of the link: after a reload the review is one click away', async () => {
  const page = await H.newPage(env);
  await openGame(page, 'adji-boto_m9.4.6');
  await page.click('.mb-review-open');
  await page.waitForSelector('.mb-review[data-state="done"]', { timeout: 120000 });
  assert.equal(await hash(page), '#adji-boto_m9.4.6&review');
  const { legal } = await H.boardState(page);
  await H.playByClick(page, legal[0]);
  const record = (await H.boardState(page)).record;
  assert.equal(await hash(page), `#${record}`, 'the review is of another record now');
  await reload(page);
  await page.waitForSelector('.mb-review-open');
  assert.equal(await page.locator('.mb-review').count(), 0, 'no review opened by itself');
  await page.click('.mb-review-open');
  await page.waitForSelector('.mb-review[data-state="done"]', { timeout: 120000 });
  assert.equal(await hash(page), `#${record}&review`);
  assert.deepEqual(page.errors, []);
  await page.close();
});

// A tester's report: after a reload while reviewing the review came back but the page stayed
// at its top (at 1366×768 the panel below the fold, at 390×844 only its heading showing). A
// review a link opens is brought into view as one opened by its button: its top on screen and,
// unless it is taller than the window, the whole of it.
for (const viewport of [{ width: 1366, height: 768 }, { width: 390, height: 844 }]) {
  test(`a review reopened by a reload is brought into view (${viewport.width}×${viewport.height})`, async () => {
    const page = await H.newPage(env, { viewport });
    await openGame(page, BLUNDER);
    await page.click('.mb-review-open');
    await page.waitForSelector('.mb-review[data-state="done"]', { timeout: 120000 });
    await page.evaluate(() => window.scrollTo(0, 0)); // the visitor back at the top of the page
    await reload(page);
    await page.waitForSelector('.mb-review[data-state="done"]', { timeout: 20000 });
    const inView = () => {
      const b = document.querySelector('.mb-review').getBoundingClientRect();
      return b.top >= -1 && b.top < innerHeight && (b.bottom <= innerHeight + 1 || b.top <= 1);
    };
    const seen = await page.waitForFunction(inView, null, { timeout: 5000 }).then(() => true, () => false);
    const box = await page.$eval('.mb-review', (el) => { const b = el.getBoundingClientRect(); return { top: Math.round(b.top), bottom: Math.round(b.bottom), window: innerHeight }; });
    await page.screenshot({ path: H.shot(`review-reload-in-view-${viewport.width}`) });
    assert.ok(seen, `the review panel in view after the reload: ${JSON.stringify(box)}`);
    // the progress line and the graph, the panel's first lines, are on screen
    const graph = await page.$eval('.mb-review-graph-box', (el) => el.getBoundingClientRect().bottom);
    assert.ok(graph <= box.window + 1, `the review's graph on screen (bottom ${Math.round(graph)} of ${box.window})`);
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}

// A tester's report: a link naming the review, followed on the page that is open (a change
// of the fragment only, no reload: a link in the host page, a bookmark), loaded its game but
// left the review closed. It opens as after a reload: from what this browser knows, the
// engine not started by a link.
test('a link with "&review" followed without a reload opens the review of its game', async () => {
  const page = await H.newPage(env);
  await logLinks(page);
  await openGame(page, 'adji-boto_m9.4.6');
  assert.equal(await page.locator('.mb-review').count(), 0, 'no review yet');
  await page.evaluate(() => { window.linksWritten = []; });
  await page.evaluate((r) => { location.hash = `${r}&ply=12&review`; }, BLUNDER);
  await page.waitForSelector('.mb-review[data-state="stopped"]', { timeout: 20000 });
  assert.equal(await page.textContent('.mb-review-start'), 'Analyse', 'nothing known yet: one click starts it');
  assert.equal(await engineLoaded(page), false, 'the link did not start the engine');
  assert.equal(await hash(page), `#${BLUNDER}&ply=12&review`, 'the link keeps "&review"');
  assert.deepEqual((await linksWritten(page)).filter((l) => !l.endsWith('&review')), [], 'never without `&review` meanwhile');
  await page.click('.mb-review-start');
  await page.waitForSelector('.mb-review[data-state="done"]', { timeout: 120000 });
  assert.equal((await reviewState(page)).done, 17);
  assert.deepEqual(page.errors, []);
  await page.close();
});

// A keyboard tester's report: Analyse, Stop and Go on take each other's place, and the focus
// on the one pressed went out of the panel (to the end panel's Play again, or to the board);
// and a link naming the review of a finished game showed the end panel too, with a second
// analyse button.
test('Analyse, Stop and Go on keep the focus in the review; a link naming the review of a finished game shows no end panel beside it', async () => {
  const page = await H.newPage(env);
  await H.open(page, env);
  await H.clearStorage(page);
  await H.open(page, env, 'ayoayo_m0.6.1.7.2.10.1.8.0.11.resign&review');
  await page.waitForSelector('.mb-review[data-state="stopped"]', { timeout: 20000 });
  await H.idle(page);
  assert.equal(await page.isVisible('.mb-over'), false, 'the review in the end panel\'s place');
  const focused = () => page.evaluate(() => {
    const a = document.activeElement;
    return { inReview: !!a.closest('.mb-review'), cls: a.className, state: document.querySelector('.mb-review').dataset.state };
  });
  // a longer game, not over: its review runs long enough to be stopped
  const NSOLO = 'nsolo_m6.x28.x20.19.x5.x14.9.25.x7.x1.x8.13.24.5.x22.28.x4.x14.x12.4.x18.16.6.x29.x17.29.x5.7.x21.x30.20.11.x24.21';
  await H.open(page, env, `${NSOLO}&review`);
  await page.waitForSelector('.mb-review[data-state="stopped"]', { timeout: 20000 });
  await H.idle(page);
  await page.focus('.mb-review-start');
  await page.keyboard.press('Enter');
  let f = await focused();
  assert.ok(f.inReview && (f.state === 'running' ? /mb-review-stop/.test(f.cls) : true), `after Analyse: ${JSON.stringify(f)}`);
  if (f.state === 'running') {
    await page.keyboard.press('Enter'); // Stop
    await page.waitForSelector('.mb-review[data-state="stopped"]');
    f = await focused();
    assert.match(f.cls, /mb-review-start/, `after Stop, on Go on: ${JSON.stringify(f)}`);
    const known = Number(await page.getAttribute('.mb-review', 'data-done'));
    assert.equal(await page.textContent('.mb-review-start'), known > 0 ? 'Go on' : 'Analyse', `${known} positions analysed`);
    await page.keyboard.press('Enter'); // Go on
  }
  await page.waitForSelector('.mb-review[data-state="done"]', { timeout: 120000 });
  f = await focused();
  assert.ok(f.inReview, `at the end the focus is still in the review: ${JSON.stringify(f)}`);
  assert.deepEqual(page.errors, []);
  await page.close();
});
