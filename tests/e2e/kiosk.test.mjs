// Kiosk mode (?kiosk=1): large touch targets, no text selection or context menu, the board
// resets after the idle time, and the computer plays both sides as a demonstration until
// someone touches the screen, which gives the seats back.
//
// The idle time is ten minutes here (kioskIdle=600) and the test moves the page's clock
// (Playwright's page.clock) past it: a short idle time raced the test's own steps on a busy
// machine (the board could reset before the test had played its move).

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import * as H from './helpers.mjs';

const IDLE_S = 600;
let env;
before(async () => { env = await H.startEnv(); });
after(async () => { await env?.close(); });

test('kiosk: big targets, no selection or context menu, reset after idle, a touch ends the demonstration', async () => {
  const page = await H.newPage(env, { reducedMotion: 'reduce' });
  await H.open(page, env);
  await H.clearStorage(page);
  await page.clock.install();
  await page.goto(`${env.url}index.html?kiosk=1&kioskIdle=${IDLE_S}&p0=human&p1=human`);
  await page.waitForSelector('.mancala-app[data-view][data-kiosk]');
  await H.startGame(page, 'ayoayo');
  const looks = await page.evaluate(() => {
    const b = document.querySelector('.mb-undo').getBoundingClientRect();
    const ev = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
    document.querySelector('.mb-canvas').dispatchEvent(ev);
    return { h: b.height, select: getComputedStyle(document.body).userSelect, menuBlocked: ev.defaultPrevented };
  });
  assert.ok(looks.h >= 48, `buttons are large (${looks.h}px)`);
  assert.equal(looks.select, 'none');
  assert.equal(looks.menuBlocked, true, 'no context menu');
  await H.playByClick(page, '2');
  assert.equal((await H.boardState(page)).record, 'ayoayo_m2');
  // nobody touches it: once the idle time has passed, the board is a fresh game of the same kind
  assert.equal(await page.getAttribute('.mancala-app', 'data-kiosk-resets'), '0', 'no reset before the idle time');
  // every record the board shows from now on, each seen in the microtask after it is set (the
  // demonstration's first move, which may also be hole 2, comes in a later task)
  await page.evaluate(() => {
    const app = document.querySelector('.mancala-app');
    window.seenRecords = [];
    new MutationObserver(() => window.seenRecords.push(document.querySelector('.mb-board')?.dataset.record))
      .observe(app, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-record'] });
  });
  await page.clock.fastForward(IDLE_S * 1000);
  await page.waitForFunction(() => Number(document.querySelector('.mancala-app').dataset.kioskResets) >= 1, null, { timeout: 15000 });
  const mode = await page.getAttribute('.mancala-app', 'data-kiosk');
  const st = await H.boardState(page);
  assert.equal(st.game, 'ayoayo');
  const seen = await page.evaluate(() => window.seenRecords);
  assert.ok(seen.includes('ayoayo_m'), `the player's game is gone: a fresh board was shown (records seen: ${seen.join(' ')})`);
  assert.equal(mode, 'demo', 'the demonstration starts');
  // the computer plays both sides until a touch
  await page.waitForFunction(() => /_m\d+\.\d+/.test(document.querySelector('.mb-board').dataset.record), null, { timeout: 20000 });
  assert.ok(await page.isVisible('.mb-kiosk-demo'));
  const box = await page.locator('canvas.mb-canvas').boundingBox();
  const c = (await H.boardState(page)).centers[2];
  await page.mouse.click(box.x + c[0], box.y + c[1]);
  await H.idle(page);
  assert.equal(await page.getAttribute('.mancala-app', 'data-kiosk'), 'play');
  assert.equal((await H.boardState(page)).record, 'ayoayo_m', 'a fresh board for the person; the touch played nothing');
  assert.equal(await page.isVisible('.mb-kiosk-demo'), false);
  // (the seats are given back: below, no computer answers the person's move)
  // activity restarts the idle time: nine minutes after a move (eleven after the touch before
  // it) the game is still there, and
  // the board resets once the full idle time has passed since that move (a minute of margin
  // for the real time the test's own steps take)
  const resets = Number(await page.getAttribute('.mancala-app', 'data-kiosk-resets'));
  // two minutes after the touch (which also restarted the idle time), the move
  await page.clock.fastForward(120 * 1000);
  await H.playByClick(page, '3');
  await page.clock.fastForward((IDLE_S - 60) * 1000);
  await H.idle(page);
  assert.equal((await H.boardState(page)).record, 'ayoayo_m3');
  assert.equal(Number(await page.getAttribute('.mancala-app', 'data-kiosk-resets')), resets);
  await page.clock.fastForward(60 * 1000);
  await page.waitForFunction((n) => Number(document.querySelector('.mancala-app').dataset.kioskResets) > n, resets, { timeout: 15000 });
  assert.notEqual((await H.boardState(page)).record, 'ayoayo_m3', 'then the idle time resets it');
  assert.deepEqual(page.errors, []);
  await page.close();
});

// A tester's report: in the computer-vs-computer demonstration the bottom row showed the dashed
// "you can play here" marks (the board reset for the demonstration while a visitor still held
// that seat, and the seats changed while the fresh board was being shown). Nobody plays during
// the demonstration: no hole is marked, on the board or in its accessible grid.
test('kiosk: the demonstration marks no hole as playable', async () => {
  const page = await H.newPage(env, { reducedMotion: 'reduce' });
  await H.holdEngine(page);
  await H.open(page, env);
  await H.clearStorage(page);
  await page.clock.install();
  await page.goto(`${env.url}index.html?kiosk=1&kioskIdle=${IDLE_S}&p0=human&p1=computer:beginner`);
  await page.waitForSelector('.mancala-app[data-view][data-kiosk]');
  await H.startGame(page, 'ayoayo');
  await H.idle(page);
  assert.ok((await H.boardState(page)).legal.length > 0, 'the visitor\'s holes are marked while a visitor plays');
  await H.holdAnswers(page); // the demonstration's computer thinks but does not move: the fresh board stays
  await page.clock.fastForward(IDLE_S * 1000);
  await page.waitForFunction(() => document.querySelector('.mancala-app').dataset.kiosk === 'demo'
    && Number(document.querySelector('.mancala-app').dataset.kioskResets) >= 1, null, { timeout: 15000 });
  await H.idle(page);
  const st = await H.boardState(page);
  assert.equal(st.record, 'ayoayo_m', 'the fresh board of the demonstration');
  const marked = await page.$$eval('.mb-cell.is-playable', (els) => els.map((e) => e.dataset.hole));
  await page.screenshot({ path: H.shot('kiosk-demo-no-marks') });
  assert.deepEqual(st.legal, [], 'the board marks no hole as playable during the demonstration');
  assert.deepEqual(marked, [], 'nor does its accessible grid');
  await H.releaseAnswers(page);
  assert.deepEqual(page.errors, []);
  await page.close();
});

/** Starts an Ayoayo game, sows its hole 2 at the page's speed, and returns every status line shown meanwhile. */
async function sowingLines(page) {
  await H.startGame(page, 'ayoayo');
  assert.notEqual(await page.$eval('.mb-speed', (s) => s.value), 'instant', 'moves are sown, not shown at once');
  await page.evaluate(() => {
    const status = document.querySelector('.mb-status');
    window.statusSeen = [];
    new MutationObserver(() => window.statusSeen.push(status.textContent))
      .observe(status, { childList: true, characterData: true, subtree: true });
  });
  await H.playByClick(page, '2');
  await H.idle(page);
  return page.evaluate(() => window.statusSeen);
}

// A tester's report: while a move was sown a kiosk's status said "click the board to skip" on a
// touch screen. In a kiosk it speaks of touching, as the lessons' how-to line does there.
test('kiosk: the sowing\'s status line speaks of touching the board', async () => {
  const page = await H.newPage(env);
  await H.open(page, env);
  await H.clearStorage(page);
  await page.goto(`${env.url}index.html?kiosk=1&p0=human&p1=human`);
  await page.waitForSelector('.mancala-app[data-view][data-kiosk]');
  const seen = await sowingLines(page);
  assert.ok(seen.includes('Sowing… touch the board to skip.'), `the sowing's line: ${JSON.stringify(seen)}`);
  assert.ok(!seen.some((s) => /click/.test(s)), `no "click": ${JSON.stringify(seen)}`);
  assert.deepEqual(page.errors, []);
  await page.close();
});

// A tester's report: a phone's status said "click the board to skip" too. A screen that is only
// touched (no hover, a coarse pointer) speaks of touching, as does its lessons' how-to line; a
// screen with a mouse of clicking.
for (const phone of [true, false]) {
  test(`${phone ? 'a phone' : 'a mouse'}: the sowing's status line and the lesson's how-to line speak of ${phone ? 'touching' : 'clicking'}`, async () => {
    const context = await H.newContext(env, phone ? { hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } } : {});
    const page = await H.newPage(env, { context });
    await H.open(page, env);
    await H.clearStorage(page);
    await H.open(page, env);
    const seen = await sowingLines(page);
    const line = phone ? 'Sowing… touch the board to skip.' : 'Sowing… click the board or press Esc to skip.';
    assert.ok(seen.includes(line), `the sowing's line: ${JSON.stringify(seen)}`);
    await H.open(page, env, 'learn/ayoayo');
    await page.waitForSelector('.mb-lesson-how');
    const how = await page.$eval('.mb-lesson-how', (el) => el.textContent);
    if (phone) {
      assert.match(how, /To play a hole, touch it\./);
      // a lesson's link opened afresh: its heading has the focus (for screen readers), with no
      // keyboard's ring round it
      await page.goto(`${env.url}index.html?lang=en#learn/ayoayo`);
      await page.waitForFunction(() => document.activeElement?.classList.contains('mb-lesson-heading'));
      assert.equal(await page.$eval('.mb-lesson-heading', (el) => getComputedStyle(el).outlineStyle), 'none');
    }
    else assert.match(how, /click or tap it/);
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}

// A tester's report: with a shortened idle time, the demonstration began in the middle of the
// computer's reply, wiping the visitor's game before they saw it. The idle time counts only
// while the board waits for the visitor: not while a move is shown or the computer thinks.
test('kiosk: the idle time does not run while a move is shown or the computer thinks', async () => {
  const idle = 2; // shorter than the visitor's own move at the speed Normal (Ayoayo from hole 2)
  const page = await H.newPage(env);
  await H.open(page, env);
  await H.clearStorage(page, { players: 'human computer:beginner' });
  await page.goto(`${env.url}index.html?kiosk=1&kioskIdle=${idle}&game=ayoayo&p0=human&p1=computer:beginner`);
  await page.waitForSelector('.mancala-app[data-view="game"][data-kiosk] .mb-board[data-animating="false"]');
  await H.idle(page);
  // every moment the demonstration begins, with what the board was doing then
  await page.evaluate(() => {
    const app = document.querySelector('.mancala-app');
    window.demoWhile = [];
    window.watched = 0; // how long the board was busy after the move, in ms
    let busySince = 0;
    new MutationObserver(() => {
      const board = document.querySelector('.mb-board');
      const busy = app.dataset.thinking === 'true' || board.dataset.animating === 'true';
      if (busy && !busySince) busySince = performance.now();
      if (!busy && busySince) { window.watched += performance.now() - busySince; busySince = 0; }
      if (app.dataset.kiosk === 'demo' && !window.demoWhile.length) window.demoWhile.push(busy ? 'busy' : 'still');
    }).observe(app, { subtree: true, attributes: true, attributeFilter: ['data-kiosk', 'data-thinking', 'data-animating'] });
  });
  assert.equal(await page.inputValue('.mb-speed'), 'normal', 'the speed Normal (the default)');
  await H.clickHole(page, 2);
  // the visitor's move and the computer's reply, both shown (or the demonstration begun)
  await page.waitForFunction(() => window.demoWhile.length > 0 || (/^ayoayo_m2\.\d+$/.test(document.querySelector('.mb-board').dataset.record) && document.querySelector('.mb-board').dataset.animating === 'false'), null, { timeout: 60000 });
  assert.deepEqual(await page.evaluate(() => window.demoWhile), [], 'no demonstration while the visitor watched');
  assert.ok(await page.evaluate((ms) => window.watched > ms, idle * 1000), 'the board was busy longer than the idle time (the case reported)');
  // once the board waits, the idle time runs: the demonstration begins
  await page.waitForFunction(() => document.querySelector('.mancala-app').dataset.kiosk === 'demo', null, { timeout: 30000 });
  assert.deepEqual(await page.evaluate(() => window.demoWhile), ['still']);
  assert.deepEqual(page.errors, []);
  await page.close();
});

// A museum team's kiosk at 1280×720 in Dutch: a lesson (whose toolbar has no Undo, Redo, Resign or
// Hint, so the settings fitted in its row) left idle ended in the demonstration of the same
// game, whose toolbar kept them unfolded: two rows, the board pushed down.
test('kiosk: the demonstration after an idle lesson keeps the toolbar in one row, the settings folded', async () => {
  const page = await H.newPage(env, { reducedMotion: 'reduce', viewport: { width: 1280, height: 720 } });
  await H.open(page, env);
  await H.clearStorage(page);
  await page.clock.install();
  await page.goto(`${env.url}index.html?kiosk=1&kioskIdle=${IDLE_S}&lang=nl&game=ayoayo&p0=human&p1=computer:beginner`);
  await page.waitForSelector('.mancala-app[data-view="game"][data-kiosk]');
  const toolbar = () => page.$eval('.mb-toolbar', (t) => ({ height: Math.round(t.getBoundingClientRect().height), folded: t.classList.contains('is-folded') }));
  const game = await toolbar();
  assert.equal(game.folded, true, 'the settings folded in the game');
  await page.evaluate(() => { location.hash = '#learn/adji-boto'; });
  await page.waitForSelector('.mb-lesson[data-phase="try"]');
  await page.clock.fastForward(IDLE_S * 1000);
  await page.waitForFunction(() => document.querySelector('.mancala-app').dataset.kiosk === 'demo' && !document.querySelector('.mancala-app').dataset.lesson, null, { timeout: 15000 });
  await H.idle(page);
  assert.equal((await H.boardState(page)).game, 'adji-boto');
  assert.deepEqual(await toolbar(), game, 'one row, the settings folded, as in the game before');
  assert.deepEqual(page.errors, []);
  await page.close();
});

// A museum team's: during Nsolo's demonstration the page was 51 px (1920×1080) and 73 px
// (1280×720) taller than the screen, which a visitor's swipe scrolled.
for (const [w, h] of [[1920, 1080], [1280, 720]]) {
  test(`kiosk: the demonstration of Nsolo at ${w}×${h} does not make the page taller than the screen`, async () => {
    const page = await H.newPage(env, { reducedMotion: 'reduce', viewport: { width: w, height: h } });
    await H.open(page, env);
    await H.clearStorage(page);
    await page.clock.install();
    await page.goto(`${env.url}index.html?kiosk=1&kioskIdle=${IDLE_S}&lang=en&game=nsolo`);
    await page.waitForSelector('.mancala-app[data-view="game"][data-kiosk="play"]');
    await H.idle(page);
    await page.clock.fastForward(IDLE_S * 1000);
    await page.waitForSelector('.mancala-app[data-kiosk="demo"] .mb-kiosk-attract:not([hidden])', { timeout: 15000 });
    await H.idle(page);
    const { height, screen, board } = await page.evaluate(() => ({
      height: document.scrollingElement.scrollHeight,
      screen: innerHeight,
      board: document.querySelector('.mb-player[data-player="0"]').getBoundingClientRect().bottom,
    }));
    assert.ok(height <= screen, `the page ${height} px high on a screen of ${screen}`);
    assert.ok(board <= screen, `player 1's panel, below the board, ends at ${board} px`);
    await page.screenshot({ path: H.shot(`kiosk-demo-nsolo-${w}x${h}`) });
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}

// A museum team's: a lesson opened from the attract screen and ended offered "Continue the saved
// game — Ayoayo", the demonstration's game (the link's), which no visitor had played. The
// demonstration saves nothing, and forgets the last visitor's game.
test('kiosk: the demonstration saves nothing, and the next visitor is offered no earlier game', async () => {
  const page = await H.newPage(env, { reducedMotion: 'reduce', viewport: { width: 1280, height: 720 } });
  await H.open(page, env);
  await H.clearStorage(page);
  await page.clock.install();
  await page.goto(`${env.url}index.html?kiosk=1&kioskIdle=${IDLE_S}&lang=en&game=ayoayo&p0=human&p1=human`);
  await page.waitForSelector('.mancala-app[data-view="game"][data-kiosk="play"]');
  await H.idle(page);
  await H.playByClick(page, '2');
  const saved = () => page.evaluate(() => localStorage.getItem('mancala.game'));
  assert.equal(await saved(), 'ayoayo_m2', 'a visitor\'s game is saved');
  await page.clock.fastForward(IDLE_S * 1000);
  await page.waitForSelector('.mancala-app[data-kiosk="demo"] .mb-kiosk-attract:not([hidden])', { timeout: 15000 });
  // the computer plays a move of its own
  await page.waitForFunction(() => /_m\d/.test(document.querySelector('.mb-board').dataset.record), null, { timeout: 20000 });
  await H.idle(page);
  assert.equal(await saved(), null, 'the demonstration\'s game is not saved, the last visitor\'s is forgotten');
  assert.equal(new URL(page.url()).hash, '', 'nor written in the address (a reload made it the visitor\'s: a tester\'s)');
  await page.locator('.mb-kiosk-attract .mb-card[data-game="adji-boto"] .mb-learn').click();
  await page.waitForSelector('.mb-lesson[data-phase="try"]');
  await page.click('.mb-lesson-close');
  await page.waitForSelector('.mancala-app[data-view="start"]');
  assert.equal(await page.locator('.mb-continue-saved').isVisible(), false, 'no "Continue the saved game"');
  assert.deepEqual(page.errors, []);
  await page.close();
});
