// Navigation through a game (issue 12): a finished game of each game opened from a link, then
// stepped through by the move list (click, Enter), the first / previous / next / last buttons
// and the arrow keys; at every ply the board's published state equals `mancala replay`'s line
// for that ply (the CLI's golden transcripts, crates/cli/tests/golden/, which the golden test
// keeps byte-equal to the real `mancala replay`). The live game is not changed while looking
// back; a link with a ply opens that position; playing from an earlier position asks first.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as H from './helpers.mjs';

let env;
before(async () => { env = await H.startEnv(); });
after(async () => { await env?.close(); });

/** The first game of a golden transcript: its record and `mancala replay`'s line per ply. */
function golden(name, config) {
  const lines = readFileSync(join(H.ROOT, 'crates/cli/tests/golden', `${name}.jsonl`), 'utf8')
    .trim().split('\n').map((l) => JSON.parse(l));
  const end = lines.findIndex((l, i) => i > 0 && l.ply === 0);
  const plies = lines.slice(0, end < 0 ? lines.length : end);
  return { record: `${config}_m${plies.slice(1).map((l) => l.move).join('.')}`, plies };
}

const GAMES = [
  { name: 'adji-boto', config: 'adji-boto' },
  { name: 'ayoayo', config: 'ayoayo' },
  { name: 'nsolo-8', config: 'nsolo' },
];

/** Waits until the board shows ply `ply` at rest, and checks it against replay's line. */
async function expectPly(page, line, what) {
  await page.waitForFunction((p) => {
    const app = document.querySelector('.mancala-app');
    const b = document.querySelector('.mb-board');
    const shown = app.querySelector('.mb-moves li.is-last');
    const at = shown ? Number(shown.dataset.ply) : 0;
    return b.dataset.animating === 'false' && app.dataset.busy !== 'true' && at === p;
  }, line.ply);
  const st = await H.boardState(page);
  assert.deepEqual(
    { holes: st.holes, stores: st.stores, toMove: st.toMove, legal: st.legal, pending: st.pending },
    { holes: line.holes, stores: line.stores, toMove: line.to_move, legal: line.legal, pending: line.pending_removals },
    `${what}: ply ${line.ply}`,
  );
}

/** A new page at the end of replay's finished game `name` (its link), at the speed Instant. */
async function openFinished(name, config) {
  const { record, plies } = golden(name, config);
  const total = plies.length - 1;
  const page = await H.newPage(env);
  await H.open(page, env);
  await H.clearStorage(page);
  await H.open(page, env, record);
  await H.idle(page);
  await H.setSpeed(page, 'instant');
  await expectPly(page, plies[total], 'the end');
  assert.equal(await page.isVisible('.mb-over'), true, 'the game is over');
  return { page, record, plies, total };
}

for (const g of GAMES) {
  test(`${g.name}: a finished game stepped through by buttons, keys and the move list equals mancala replay`, async () => {
    const { page, record, plies, total } = await openFinished(g.name, g.config);
    assert.ok(plies[total].result, 'the transcript\'s game is finished');

    // previous, all the way to the start, by the button
    for (let p = total - 1; p >= 0; p--) {
      await page.click('.mb-nav-prev');
      await expectPly(page, plies[p], 'previous');
    }
    assert.equal(await page.isDisabled('.mb-nav-prev'), true);
    assert.equal(await page.isDisabled('.mb-nav-first'), true);
    assert.equal(await page.evaluate(() => decodeURIComponent(location.hash.slice(1))), `${record}&ply=0`, 'the link names the ply');
    assert.equal(await page.evaluate(() => localStorage.getItem('mancala.game')), record, 'the saved game is the whole game');

    // next, by the → key (the focus on the page, not in the board's grid)
    await page.locator('.mb-nav-next').focus();
    for (let p = 1; p <= Math.min(total, 25); p++) {
      await page.keyboard.press('ArrowRight');
      await expectPly(page, plies[p], '→');
    }
    // ← goes back
    await page.keyboard.press('ArrowLeft');
    await expectPly(page, plies[Math.min(total, 25) - 1], '←');

    // a move in the list chosen by click, and by Enter
    const mid = Math.floor(total / 2);
    await page.click(`.mb-moves li[data-ply="${mid}"]`);
    await expectPly(page, plies[mid], 'a click on the move');
    await page.locator(`.mb-moves li[data-ply="${total - 3}"]`).focus();
    await page.keyboard.press('Enter');
    await expectPly(page, plies[total - 3], 'Enter on the move');
    assert.equal(await page.isVisible('.mb-over'), false, 'no game-over panel for an earlier position');
    // the board's own grid keeps its arrows: they move between holes, not through the game
    await page.locator('.mb-cell[data-hole]').first().focus();
    await page.keyboard.press('ArrowRight');
    await expectPly(page, plies[total - 3], 'arrows in the grid');

    // first, last, and "Back to the game"
    await page.click('.mb-nav-first');
    await expectPly(page, plies[0], 'first');
    await page.click('.mb-nav-last');
    await expectPly(page, plies[total], 'last');
    assert.equal(await page.isHidden('.mb-nav-back'), true);
    await page.click(`.mb-moves li[data-ply="1"]`);
    await expectPly(page, plies[1], 'move 1');
    await page.click('.mb-nav-back');
    await expectPly(page, plies[total], 'back to the game');
    assert.equal(await page.evaluate(() => decodeURIComponent(location.hash.slice(1))), record);
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}

test('a link with a ply opens that position; the live game is kept; playing there asks first', async () => {
  const { record, plies } = golden('ayoayo', 'ayoayo');
  const page = await H.newPage(env, { viewport: { width: 390, height: 844 } });
  await H.open(page, env);
  await H.clearStorage(page);
  await H.open(page, env, `${record}&ply=6`);
  await page.waitForSelector('.mancala-app[data-view="game"]');
  await H.setSpeed(page, 'instant');
  await expectPly(page, plies[6], 'the link\'s ply (the link changed)');
  await page.reload(); // the page opened from the link
  await page.waitForSelector('.mancala-app[data-view="game"]');
  await expectPly(page, plies[6], 'the link\'s ply (opened)');
  assert.equal(await page.isVisible('.mb-nav-back'), true);
  assert.match(await page.textContent('.mb-status'), /6/);
  assert.equal(await page.isDisabled('.mb-undo'), true, 'no undo while looking back');
  await page.screenshot({ path: H.shot('navigation-phone-ply6') });

  // a move from here asks; "Keep looking" keeps everything
  const move = plies[7].move === plies[6].legal[0] ? plies[6].legal[plies[6].legal.length - 1] : plies[6].legal[0];
  await H.clickHole(page, Number(move));
  await page.waitForSelector('.mb-drop-dialog[open]');
  await page.screenshot({ path: H.shot('navigation-phone-drop') });
  await page.click('.mb-drop-no');
  await expectPly(page, plies[6], 'kept looking');
  assert.equal((await H.boardState(page)).record, `ayoayo_m${plies.slice(1, 7).map((l) => l.move).join('.')}`);
  // and "Play from here" plays it, the later moves dropped
  await H.clickHole(page, Number(move));
  await page.waitForSelector('.mb-drop-dialog[open]');
  await page.click('.mb-drop-yes');
  await page.waitForFunction((r) => document.querySelector('.mb-board').dataset.record === r,
    `ayoayo_m${[...plies.slice(1, 7).map((l) => l.move), move].join('.')}`);
  await H.idle(page);
  assert.equal(await page.isHidden('.mb-nav-back'), true);
  assert.equal(await page.evaluate(() => localStorage.getItem('mancala.game')), (await H.boardState(page)).record);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('desktop screenshot while looking back', async () => {
  const { record } = golden('nsolo-8', 'nsolo');
  const page = await H.newPage(env);
  await H.open(page, env);
  await H.clearStorage(page);
  await H.open(page, env, `${record}&ply=40`);
  await H.idle(page);
  await page.locator('.mb-moves-section').scrollIntoViewIfNeeded();
  await page.screenshot({ path: H.shot('navigation-desktop-nsolo') });
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('"Copy link" copies the link to the position shown; where the browser refuses, the link is shown selected, in the page\'s words', async () => {
  const { record } = golden('ayoayo', 'ayoayo');
  const context = await H.newContext(env);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await H.newPage(env, { context });
  await H.open(page, env, `${record}&ply=6`);
  await page.waitForSelector('.mancala-app[data-view="game"]');
  const link = `${env.url}index.html#${record}&ply=6`;
  await page.click('.mb-copy');
  await page.waitForSelector('.mb-copied:not([hidden])');
  assert.equal(await page.textContent('.mb-copied'), 'Link copied.');
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), link, 'the position shown, not the game\'s end');
  // refused: a plain http:// host has no navigator.clipboard at all
  await page.evaluate(() => Object.defineProperty(navigator, 'clipboard', { value: undefined }));
  await page.selectOption('.mb-lang', 'it'); // the page's address says so: the link keeps it
  await page.waitForFunction(() => document.querySelector('.mb-copy')?.textContent === 'Copia il link'); // the app mounted again
  // and laid out: the move list is filled a task after the first board (on a busy machine the
  // link, scrolled into view, was then pushed 64 px below the window by the list's rows)
  await H.idle(page);
  await H.settled(page);
  const itLink = `${env.url}index.html?lang=it#${record}&ply=6`;
  await page.click('.mb-copy');
  await page.waitForSelector('.mb-copied code');
  assert.equal(await page.textContent('.mb-copied'), `Il browser non ha permesso di copiare. Copia tu il link: ${itLink}`);
  assert.equal(await page.evaluate(() => getSelection().toString()), itLink, 'selected, to copy by hand');
  const box = await page.$eval('.mb-copied code', (el) => {
    const b = el.getBoundingClientRect();
    const row = el.closest('.mb-record-row').getBoundingClientRect();
    return { right: b.right, rowRight: row.right, bottom: b.bottom, height: innerHeight };
  });
  assert.ok(box.right <= box.rowRight, `the link wraps within its column: ${JSON.stringify(box)}`);
  // within a pixel: the page scrolls by whole pixels, the link's line may end at a fraction of one
  assert.ok(box.bottom <= box.height + 1, `the link in view (it comes below the button): ${JSON.stringify(box)}`);
  await page.screenshot({ path: H.shot('copy-link-refused') });
  // another position shown: that link is not the one to copy any more
  await page.click('.mb-nav-prev');
  await page.waitForSelector('.mb-copied', { state: 'hidden' });
  assert.deepEqual(page.errors, []);
  await page.close();
  await context.close();
});

// A tester's report: a step back (‹) or an undo at the speed Normal said "Player 1 to move"
// of the position being left while its sowing was played backwards; now the status line says
// the sowing is shown (and how to skip it), then the position reached.
test('while a step back or an undo is animated, the status line says a sowing is shown, not whose move it was', async () => {
  const page = await H.newPage(env);
  await H.open(page, env);
  await H.clearStorage(page);
  await H.open(page, env, 'ayoayo_m2.9');
  await H.idle(page);
  await H.setSpeed(page, 'normal');
  // the status line's words when the board starts each animation
  await page.evaluate(() => {
    window.__said = [];
    const board = document.querySelector('.mb-board');
    new MutationObserver(() => {
      if (board.dataset.animating === 'true') window.__said.push(document.querySelector('.mb-status').textContent);
    }).observe(board, { attributes: true, attributeFilter: ['data-animating'] });
  });
  await page.click('.mb-nav-prev');
  await page.waitForFunction(() => window.__said.length === 1);
  await H.idle(page);
  // whose move it was there, said without "choose one of your playable holes" (helper-132 read
  // it as an invitation while stepping back through a review)
  assert.equal(await page.textContent('.mb-status'), 'Position after move 1 of 2. Player 2 is to move here.');
  await page.click('.mb-nav-last');
  await page.waitForFunction(() => window.__said.length === 2);
  await H.idle(page);
  await page.click('.mb-undo');
  await page.waitForFunction(() => window.__said.length === 3);
  await H.idle(page);
  assert.deepEqual(await page.evaluate(() => window.__said), Array(3).fill('Sowing… click the board or press Esc to skip.'));
  assert.equal((await H.boardState(page)).record, 'ayoayo_m2');
  assert.deepEqual(page.errors, []);
  await page.close();
});

// A tester's report: after stepping back through the game, » (or "Back to the game") came back
// to its end with "What just happened?" empty, where it had said the last move. Another's:
// stepping through a game, it said nothing at all; it tells the move that led to the position
// shown, in the words it said when that move was played.
test('stepping through a game, "What just happened?" tells the move that led to the position shown; back at the end, by », › or "Back to the game", the last move again', async () => {
  const page = await H.newPage(env);
  await H.open(page, env);
  await H.clearStorage(page);
  await H.open(page, env, 'ayoayo_m');
  await H.idle(page);
  await H.setSpeed(page, 'instant');
  const said = [''];
  for (let ply = 1; ply <= 3; ply++) {
    const st = await H.boardState(page);
    await H.clickHole(page, Number(st.legal[0]));
    await page.waitForFunction((k) => document.querySelector('.mb-moves li.is-last')?.dataset.ply === String(k) && document.querySelector('.mb-board').dataset.animating === 'false', ply);
    await H.idle(page);
    said.push(await page.textContent('.mb-happened'));
    assert.match(said[ply], new RegExp(`^Player ${((ply - 1) % 2) + 1} sowed from hole`), 'the move played, told');
  }
  const shows = async (ply, how) => {
    await page.waitForFunction((k) => (document.querySelector('.mb-board').dataset.record.split('_m')[1] || '').split('.').filter(Boolean).length === k
      && document.querySelector('.mb-board').dataset.animating === 'false' && document.querySelector('.mancala-app').dataset.busy === 'false', ply);
    await H.idle(page);
    assert.equal(await page.textContent('.mb-happened'), said[ply], `${how}: position after move ${ply}`);
  };
  const atEnd = async (how) => {
    await page.waitForFunction(() => !document.querySelector('.is-looking') && document.querySelector('.mb-moves li.is-last')?.dataset.ply === '3');
    await shows(3, how);
  };
  await page.click('.mb-nav-first');
  await shows(0, '«');
  await page.click('.mb-nav-next');
  await shows(1, '›');
  await page.click('.mb-nav-last');
  await atEnd('»');
  await page.click('.mb-nav-prev');
  await shows(2, '‹');
  await page.click('.mb-nav-next');
  await atEnd('›');
  await page.click('.mb-moves li[data-ply="1"]');
  await shows(1, 'the move list');
  await page.click('.mb-nav-back');
  await atEnd('Back to the game');
  assert.deepEqual(page.errors, []);
  await page.close();
});

// A tablet turned (helper-134): "What just happened?" held the height its sentence took in the
// side column (224 px) after the screen stood up, under a one-line sentence, and everything
// below jumped when it let go. A held height (during a move, or stepping back) goes with a new
// width. Stepping back holds it without a clock: the case tested.
test('a tablet turned while stepping back: "What just happened?" lets go of the height held at the other width', async () => {
  const context = await H.newContext(env, { viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: true });
  const page = await H.newPage(env, { context, reducedMotion: 'reduce' });
  await page.goto(`${env.url}index.html?lang=en&p0=human&p1=human#nsolo_m0.x23.x29.20.x14`);
  await page.waitForSelector('.mancala-app[data-view="game"][data-busy="false"] .mb-board[data-animating="false"]');
  await H.idle(page);
  assert.notEqual(await page.$eval('.mb-side', (el) => getComputedStyle(el).display), 'contents', 'lying down: the side column');
  await page.click('.mb-nav-prev');
  await page.waitForFunction(() => document.querySelector('.is-looking') && document.querySelector('.mb-board').dataset.animating === 'false');
  await H.idle(page);
  const box = () => page.$eval('.mb-happened', (p) => {
    const range = document.createRange();
    range.selectNodeContents(p);
    return { box: Math.round(p.getBoundingClientRect().height), text: Math.round(range.getBoundingClientRect().height), held: p.style.minHeight };
  });
  const beside = await box();
  assert.ok(beside.held && beside.text > 100, `beside the board, a long sentence held: ${JSON.stringify(beside)}`);
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.waitForFunction(() => getComputedStyle(document.querySelector('.mb-side')).display === 'contents'); // one column
  await H.settled(page);
  const upright = await box();
  assert.ok(upright.box - upright.text < 10, `upright, the box as high as its sentence: ${JSON.stringify(upright)} (beside: ${JSON.stringify(beside)})`);
  await page.screenshot({ path: H.shot('tablet-turned-looking') });
  assert.deepEqual(page.errors, []);
  await context.close();
});

/** A page whose history is about:blank, then the site's start screen, then an Ayoayo game begun there with one move. */
async function gameFromStart() {
  const page = await H.newPage(env, { reducedMotion: 'reduce' });
  await page.goto('about:blank');
  await H.open(page, env);
  await H.clearStorage(page);
  await page.waitForSelector('.mb-start:not([hidden])');
  await H.startGame(page, 'ayoayo');
  await H.playByClick(page, (await H.boardState(page)).legal[0]);
  return { page, game: await H.boardState(page) };
}

// A tester's report: a game begun on the start screen replaced the start screen's history
// entry, so the browser's Back left the site from the game. The game's link is now a new entry:
// Back shows the start screen again (its "Back to the game" and the game kept), Forward the game,
// and Back from the start screen leaves the site. A game opened by a link, or the saved game
// on a visit, adds no entry (Back leaves the site at once).
test('the browser\'s Back from a game begun on the start screen returns to the start screen; Forward to the game; a link adds no entry', async () => {
  const { page, game } = await gameFromStart();
  assert.ok(page.url().endsWith(`#${game.record}`), `the link names the game: ${page.url()}`);
  await page.goBack();
  await page.waitForSelector('.mancala-app[data-view="start"] .mb-start:not([hidden])');
  assert.ok(page.url().startsWith(env.url) && !page.url().includes('#'), `Back: the start screen, on this site: ${page.url()}`);
  await page.goForward();
  await page.waitForSelector('.mancala-app[data-view="game"]');
  await H.idle(page);
  assert.equal((await H.boardState(page)).record, game.record, 'Forward: the game, its move kept');
  // Back to the start screen, and on: the page before the site
  await page.goBack();
  await page.waitForSelector('.mancala-app[data-view="start"]');
  await page.goBack();
  await page.waitForURL('about:blank');
  // a link: no entry of the game's own (Back leaves the site)
  await page.goto(`${env.url}index.html#${game.record}`);
  await page.waitForSelector('.mancala-app[data-view="game"]');
  await H.idle(page);
  await page.goBack();
  await page.waitForURL('about:blank');
  assert.deepEqual(page.errors, []);
  await page.close();
});

// The same tester: after a language chosen mid-game (which writes ?lang= into the address),
// Back left the game on the screen under an address without it, and a second Back left the
// site; and New game's start screen had no entry of its own, so Back from it did nothing
// visible. Back and Forward now follow the game and the start screen whatever the language,
// the address names the page's language, and Back from New game's start screen returns to
// the game, as its "Back to the game" does (which goes back to that entry: no entry added).
test('Back and Forward after a language switch follow the game and the start screen; Back from New game returns to the game', async () => {
  const { page, game } = await gameFromStart();
  await page.selectOption('.mb-lang', 'it');
  await page.waitForFunction(() => document.documentElement.lang === 'it');
  await H.idle(page);
  assert.match(page.url(), /\?lang=it#/);
  await page.goBack();
  await page.waitForSelector('.mancala-app[data-view="start"] .mb-start:not([hidden])');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'it', 'the page keeps its language');
  assert.doesNotMatch(page.url(), /lang=(?!it)/, `the address names no other: ${page.url()}`);
  await page.goForward();
  await page.waitForSelector('.mancala-app[data-view="game"]');
  await H.idle(page);
  assert.equal((await H.boardState(page)).record, game.record, 'Forward: the game');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'it');
  assert.match(page.url(), /\?lang=it#/);
  // New game: its start screen is an entry; Back returns to the game
  await page.click('.mb-new');
  await page.waitForSelector('.mancala-app[data-view="start"]');
  await page.goBack();
  await page.waitForSelector('.mancala-app[data-view="game"]');
  assert.equal((await H.boardState(page)).record, game.record, 'Back from New game: the game');
  // New game again, and its "Back to the game": the game, and no entry more
  await page.goForward();
  await page.waitForSelector('.mancala-app[data-view="start"]');
  const entries = await page.evaluate(() => history.length);
  await page.click('.mb-back');
  await page.waitForSelector('.mancala-app[data-view="game"]');
  await H.idle(page);
  assert.equal((await H.boardState(page)).record, game.record);
  assert.ok(page.url().endsWith(`#${game.record}`), `the game's link: ${page.url()}`);
  assert.equal(await page.evaluate(() => history.length), entries, 'no entry added');
  assert.deepEqual(page.errors, []);
  await page.close();
});

// A tablet's tester: Back from a game showed the start screen, whose "Back to the game" showed
// the game under the start screen's address (no record) until the next move; a move then
// wrote the record over that entry, and Back (off the site) then Forward twice came to the
// game's old entry: 4 of the 6 moves played, without a word. "Back to the game" from there now
// puts the game's link in a new entry, which drops the old one.
test('Back to the game from a start screen reached by Back: the address names the game, and Forward never shows it as it was', async () => {
  const { page } = await gameFromStart();
  await page.goBack();
  await page.waitForSelector('.mancala-app[data-view="start"] .mb-start:not([hidden])');
  await page.click('.mb-back');
  await page.waitForSelector('.mancala-app[data-view="game"]');
  await H.idle(page);
  let game = await H.boardState(page);
  assert.ok(page.url().endsWith(`#${game.record}`), `the address names the game at once: ${page.url()}`);
  await H.playByClick(page, game.legal[0]);
  await page.waitForFunction(() => document.querySelector('.mancala-app').dataset.busy === 'false' && document.querySelector('.mb-board').dataset.toMove === '0', null, { timeout: 60000 });
  await H.idle(page);
  game = await H.boardState(page);
  assert.ok(page.url().endsWith(`#${game.record}`), `after a move: ${page.url()}`);
  // Back: the start screen; Forward: the game as it is now; no further entry
  await page.goBack();
  await page.waitForSelector('.mancala-app[data-view="start"] .mb-start:not([hidden])');
  await page.goForward();
  await page.waitForSelector('.mancala-app[data-view="game"]');
  await H.idle(page);
  assert.equal((await H.boardState(page)).record, game.record, 'Forward: the game with every move');
  const url = page.url();
  await page.goForward(); // nothing ahead
  await H.idle(page);
  assert.equal(page.url(), url, 'no older entry of the game ahead');
  assert.equal((await H.boardState(page)).record, game.record);
  assert.deepEqual(page.errors, []);
  await page.close();
});

// A keyboard tester's: "Back to the game" hides itself, and « / » are off at either end: the
// focus fell to the page's body until the move was shown (2.5 s). It goes to the nearest button
// that still steps, as the button goes.
test('the focus stays in the navigation when the button pressed goes or is off (Back to the game, », «)', async () => {
  const { record } = golden('adji-boto', 'adji-boto');
  const page = await H.newPage(env, { viewport: { width: 1280, height: 800 } });
  await H.open(page, env);
  await H.clearStorage(page);
  await H.open(page, env, record);
  await H.idle(page);
  const focused = () => page.evaluate(() => document.activeElement?.className || 'none');
  await page.focus('.mb-nav-prev');
  await page.keyboard.press('Enter');
  await page.waitForSelector('.mb-nav-back:not([hidden])');
  await page.focus('.mb-nav-back');
  await page.keyboard.press('Enter');
  await page.waitForSelector('.mb-nav-back', { state: 'hidden' });
  assert.match(await focused(), /mb-nav-prev/, 'Back to the game: the focus on Previous move');
  await page.keyboard.press('Enter');
  await page.waitForSelector('.mb-nav-back:not([hidden])');
  await page.focus('.mb-nav-last');
  await page.keyboard.press('Enter');
  await page.waitForSelector('.mb-nav-last:disabled');
  assert.match(await focused(), /mb-nav-prev/, 'Last move: the focus on Previous move');
  await page.focus('.mb-nav-first');
  await page.keyboard.press('Enter');
  await page.waitForSelector('.mb-nav-first:disabled');
  assert.match(await focused(), /mb-nav-next/, 'First move: the focus on Next move');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the end panel put away by "Look at the board" stays away while the game is stepped back and forth; the last move undone and played again shows it again', async () => {
  const { page, record, plies, total } = await openFinished('ayoayo', 'ayoayo');
  await page.click('.mb-over-close');
  const away = async (what) => {
    assert.equal(await page.isVisible('.mb-over'), false, `${what}: the panel stays put away`);
    assert.equal((await page.textContent('.mb-status')).trim(), 'Game over.', what);
  };
  await away('put away');
  await page.click('.mb-nav-prev');
  await expectPly(page, plies[total - 1], '‹');
  await page.click('.mb-nav-next');
  await expectPly(page, plies[total], '›');
  await away('‹ then ›');
  await page.click('.mb-nav-first');
  await expectPly(page, plies[0], '«');
  await page.click('.mb-nav-last');
  await expectPly(page, plies[total], '»');
  await away('« then »');
  await page.click(`.mb-moves li[data-ply="${total - 2}"]`);
  await expectPly(page, plies[total - 2], 'a move in the list');
  await page.click('.mb-nav-back');
  await expectPly(page, plies[total], 'Back to the game');
  await away('Back to the game');
  // a new ending: the last move taken back and played again
  await page.click('.mb-undo');
  await page.waitForFunction((n) => document.querySelector('.mb-board').dataset.record.split('.').length === n && document.querySelector('.mb-board').dataset.animating === 'false', record.split('.').length - 1);
  assert.equal(await page.isVisible('.mb-over'), false, 'no end after the undo');
  await H.playByClick(page, plies[total].move);
  await expectPly(page, plies[total], 'played again');
  assert.equal(await page.isVisible('.mb-over'), true, 'the end panel again, for the game ended anew');
  assert.deepEqual(page.errors, []);
  await page.close();
});
