// The features a player meets, each played by clicking: a capture (animated from the engine's
// account, then skipped by a click), a forced pass, Nsolo's bonus removals, undo and redo,
// reloading, corrupt links and saves, the rules page, the keyboard, reduced motion.
// Every test also asserts that the page logged no console error and threw nothing.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import * as H from './helpers.mjs';
import { findMove, findPass } from './scenarios.mjs';

let env;
before(async () => { env = await H.startEnv(); });
after(async () => { await env?.close(); });

async function fresh(opts) {
  const page = await H.newPage(env, opts);
  await H.open(page, env);
  await H.clearStorage(page);
  return page;
}

const fragment = (page) => page.evaluate(() => decodeURIComponent(location.hash.slice(1)));
const join = (record, move) => (record.endsWith('_m') ? record + move : `${record}.${move}`);

test('a capture is animated from the account, can be skipped, and lands in the store', async () => {
  const sc = await findMove('ayoayo', 0, (ev) => ev.some((e) => e.kind === 'capture'), { seed: 3 });
  const captured = sc.events.filter((e) => e.kind === 'capture').reduce((a, e) => a + e.count, 0);
  const page = await fresh();
  await H.open(page, env, sc.record);
  await H.idle(page);
  await H.setSpeed(page, 'slow');
  const before = await H.boardState(page);
  assert.deepEqual(before.stores, sc.stores);
  // every value data-animating takes from now on (a state seen, however short or slow)
  await page.evaluate(() => {
    const b = document.querySelector('.mb-board');
    window.__animating = [];
    new MutationObserver(() => window.__animating.push(b.dataset.animating))
      .observe(b, { attributes: true, attributeFilter: ['data-animating'] });
  });
  await H.clickHole(page, Number(sc.move));
  // the sowing plays seed by seed: the board is animating
  await page.waitForFunction(() => window.__animating.includes('true'));
  await page.screenshot({ path: H.shot('ayoayo-sowing') });
  // a click on the board skips the rest of the animation
  const box = await page.locator('canvas.mb-canvas').boundingBox();
  await page.mouse.click(box.x + 5, box.y + 5);
  await H.idle(page);
  const st = await H.boardState(page);
  assert.equal(st.record, join(sc.record, sc.move));
  assert.equal(st.stores[sc.toMove], sc.stores[sc.toMove] + captured, 'the captured seeds are in the mover\'s store');
  assert.ok(await page.isVisible('.mb-moves li.is-last'));
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a capture in Adji-Boto plays through to the end at normal speed', async () => {
  const sc = await findMove('adji-boto', 0, (ev) => ev.some((e) => e.kind === 'capture'), { seed: 5 });
  const captured = sc.events.filter((e) => e.kind === 'capture').reduce((a, e) => a + e.count, 0);
  const page = await fresh();
  await H.open(page, env, sc.record);
  await H.idle(page);
  await H.setSpeed(page, 'fast');
  await H.clickHole(page, Number(sc.move));
  await H.idle(page);
  const st = await H.boardState(page);
  assert.equal(st.stores[sc.toMove], sc.stores[sc.toMove] + captured);
  assert.equal(st.holes.reduce((a, b) => a + b, 0) + st.stores[0] + st.stores[1], 100);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a forced pass is shown and played with the Pass button', async () => {
  const sc = await findPass('ayoayo', { seed: 1 });
  const page = await fresh();
  await H.open(page, env, sc.record);
  await H.idle(page);
  let st = await H.boardState(page);
  assert.deepEqual(st.legal, ['pass']);
  assert.ok(await page.isVisible('.mb-pass'), 'the Pass button is visible');
  assert.match(await page.textContent('.mb-status'), /row is empty: Player \d must pass/, 'and why');
  // clicking a hole does nothing: no hole is playable
  await H.clickHole(page, sc.toMove === 0 ? 0 : 6);
  st = await H.boardState(page);
  assert.equal(st.record, sc.record);
  await H.setSpeed(page, 'normal');
  await page.click('.mb-pass');
  await H.idle(page);
  st = await H.boardState(page);
  assert.equal(st.record, join(sc.record, 'pass'));
  assert.equal(st.toMove, 1 - sc.toMove);
  assert.equal(await page.isVisible('.mb-pass'), false);
  assert.equal(await page.textContent('.mb-moves li.is-last'), `Player ${sc.toMove + 1} passes`, 'the move list in words');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('Nsolo bonus: the capturer removes opponent stones one at a time, with a counter; "What just happened?" tells the whole turn, after a reload, a redo and a step back too', async () => {
  const sc = await findMove('nsolo', 8, (ev) => ev.some((e) => e.kind === 'bonus-owed' && e.count >= 2), { seed: 2 });
  const owed = sc.events.find((e) => e.kind === 'bonus-owed').count;
  const page = await fresh();
  await H.open(page, env, sc.record);
  await H.idle(page);
  await H.setSpeed(page, 'fast');
  await H.clickHole(page, Number(sc.move));
  await H.idle(page);
  let st = await H.boardState(page);
  assert.equal(st.pending, owed);
  assert.equal(st.toMove, sc.toMove, 'the capturer keeps the turn');
  assert.match(await page.textContent('.mb-status'), new RegExp(`still to remove: ${owed}\\)`));
  assert.ok(st.legal.every((m) => m.startsWith('x')));
  await page.screenshot({ path: H.shot('nsolo-bonus') });
  for (let left = owed; left > 0; left--) {
    const target = st.legal[0];
    const hole = Number(target.slice(1));
    const stones = st.holes[hole];
    await H.playByClick(page, target);
    st = await H.boardState(page);
    assert.equal(st.holes[hole], stones - 1, 'one stone removed');
    // the move list says it in words round the hole's number, as for a sowing ("hole 9"), the
    // number kept with its word by a no-break space (an entry wider than the list wraps)
    assert.match(await page.textContent('.mb-moves li.is-last'), new RegExp(`^Player ${sc.toMove + 1} removes from hole\u00a0${hole}$`));
    if (left > 1) {
      assert.equal(st.pending, left - 1);
      assert.match(await page.textContent('.mb-status'), new RegExp(`still to remove: ${left - 1}\\)`));
    }
  }
  assert.equal(st.pending, 0);
  if (!st.result) assert.equal(st.toMove, 1 - sc.toMove, 'the turn passes after the last removal');
  // "What just happened?" tells the whole turn: the sowing, its capture, every removal (a
  // tester saw a computer's capture told only as its last removal)
  const told = await page.textContent('.mb-happened');
  const who = `Player ${sc.toMove + 1}`;
  assert.ok(told.startsWith(`${who} sowed from hole`), told);
  assert.match(told, new RegExp(`${who} captured from hole .*: \\d+\\.`));
  assert.doesNotMatch(told, /must now remove/, told); // owed no longer: made (a tester's)
  if (owed <= 2) assert.equal(told.match(/removed a stone from hole/g)?.length, owed, told);
  else assert.match(told, new RegExp(`Stones removed: ${owed}\\.$`), told);
  // the page reloaded (its saved game): the same whole turn (a tester's reload told the last
  // removal alone)
  await page.reload();
  await page.waitForSelector('.mancala-app[data-view="game"]');
  await H.idle(page);
  assert.equal((await H.boardState(page)).record, st.record, 'the same game');
  assert.equal(await page.textContent('.mb-happened'), told);
  // and so after the last removal is taken back and redone, and after a step back and forward
  // again (a tester's: the last removal alone)
  await page.locator('.mb-undo').click();
  await H.idle(page);
  assert.equal((await H.boardState(page)).pending, 1);
  await page.locator('.mb-redo').click();
  await H.idle(page);
  assert.equal((await H.boardState(page)).record, st.record);
  assert.equal(await page.textContent('.mb-happened'), told, 'after Redo');
  for (const there of ['.mb-nav-last', '.mb-nav-next']) {
    await page.locator('.mb-nav-prev').click();
    await H.idle(page);
    await page.locator(there).click();
    await H.idle(page);
    assert.equal(await page.locator('.mb-nav-back').isVisible(), false, 'back at the game');
    assert.equal(await page.textContent('.mb-happened'), told, `after ‹ then ${there}`);
  }
  assert.deepEqual(page.errors, []);
  await page.close();
});

// A tester's report: a long Nsolo turn told every removal with its hole's place, 593 px of text
// in a kiosk's box of 129. Beyond two, "What just happened?" gives their count: the sowing and
// its capture as before, then "Stones removed: n." (the live region still says each removal as
// it is made, and the bonus owed when it is owed).
test('Nsolo bonus of three or more: "What just happened?" counts the removals', async () => {
  const sc = await findMove('nsolo', 8, (ev) => ev.some((e) => e.kind === 'bonus-owed' && e.count >= 3), { seed: 3 });
  const owed = sc.events.find((e) => e.kind === 'bonus-owed').count;
  const page = await fresh();
  await H.open(page, env, sc.record);
  await H.idle(page);
  await H.setSpeed(page, 'instant');
  await H.clickHole(page, Number(sc.move));
  await H.idle(page);
  const lengths = [];
  for (let left = owed; left > 0; left--) {
    await H.playByClick(page, (await H.boardState(page)).legal[0]);
    lengths.push((await page.textContent('.mb-happened')).length);
  }
  const told = await page.textContent('.mb-happened');
  const who = `Player ${sc.toMove + 1}`;
  assert.ok(told.startsWith(`${who} sowed from hole`), told);
  // the removals made, told as made, not as still owed (a tester's)
  assert.match(told, new RegExp(`${who} captured from hole .*: \\d+\\. Stones removed: ${owed}\\.`));
  assert.doesNotMatch(told, /must now remove/, told);
  assert.doesNotMatch(told, /removed a stone/, told);
  // two removals still each with its hole; from the third the sentence no longer grows
  assert.equal(lengths[1] > lengths[0], true, `${lengths}`);
  assert.equal(lengths[2] < lengths[1], true, `${lengths}`);
  assert.deepEqual(page.errors, []);
  await page.close();
});

// A tester's report: while a move was shown "What just happened?" was empty, so the move list
// under it jumped up by the last sentence's lines and down again when the new one came (twice
// a capture and its removal, when the computer played both sides).
// A tester's: Redo against the computer redid a person's last removal and the computer's whole
// turn, and "What just happened?" told one count, "Stones removed: 5.", after the computer's
// capture, for the removals of both. Each turn is told as its own: the person's two removals
// each with its hole, the computer's three as their count.
test('Nsolo: after Redo, each turn redone is told whole and apart, its removals with it', async () => {
  const page = await H.newPage(env);
  await H.open(page, env);
  await H.clearStorage(page, { players: 'human computer:beginner' });
  await H.open(page, env, 'nsolo_m10.x21.x28.26.x8.x4.x4');
  await H.idle(page);
  await page.click('.mb-undo');
  await page.waitForFunction(() => document.querySelector('.mb-board').dataset.record === 'nsolo_m10.x21');
  await H.idle(page);
  await page.click('.mb-redo');
  await page.waitForFunction(() => document.querySelector('.mb-board').dataset.record === 'nsolo_m10.x21.x28.26.x8.x4.x4');
  await H.idle(page);
  const told = await page.textContent('.mb-happened');
  assert.match(told, /^Player 1 sowed from hole [^]*Player 1 captured from hole [^]*: \d+\. Player 1 removed a stone from hole [^.]*\. Player 1 removed a stone from hole [^.]*\. Player 2 sowed from hole [^]*Player 2 captured from hole [^]*: \d+\. Stones removed: 3\.$/, told);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a phone: the move list under "What just happened?" stays put while the next move is shown', async () => {
  const page = await fresh({ viewport: { width: 390, height: 844 } });
  await H.open(page, env, 'nsolo_m');
  await H.idle(page);
  await H.setSpeed(page, 'slow');
  await H.playByClick(page, '6'); // a capture: the sentence takes lines
  const lines = await page.$eval('.mb-happened', (el) => Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight || '20')));
  const top = () => page.$eval('.mb-moves-section', (el) => Math.round(el.getBoundingClientRect().top + scrollY));
  const before = await top();
  await H.clickHole(page, 16); // the removal it owes, shown slowly
  await page.waitForFunction(() => document.querySelector('.mb-board').dataset.animating === 'true');
  const during = await top();
  const empty = await page.textContent('.mb-happened');
  await H.idle(page);
  assert.equal(empty, '', 'the last sentence is not left under the next move');
  assert.equal(during, before, `the move list did not move while the removal was shown (${lines} lines of sentence before)`);
  assert.match(await page.textContent('.mb-happened'), /removed|removes/, 'then the removal is told');
  assert.deepEqual(page.errors, []);
  await page.close();
});

// Ayoayo's feeding was told only when a hole was refused: while it holds, the status line
// says it (the rules module's mustFeed), and says no more of it once the opponent has seeds.
test("Ayoayo: while the opponent's row is empty, the status line says the move must feed it", async () => {
  const page = await fresh();
  await H.open(page, env, 'ayoayo_0_1.1.0.3.0x8_22.21_l1');
  await H.idle(page);
  assert.deepEqual((await H.boardState(page)).legal, ['0', '3'], 'hole 1 would not feed');
  assert.equal(await page.textContent('.mb-status'), "Player 1 to move: Player 2's row is empty, so the move must leave seeds in it. Choose one of your playable holes.");
  await H.playByClick(page, '0');
  await H.idle(page);
  assert.equal(await page.textContent('.mb-status'), 'Player 2 to move: choose one of your playable holes.');
  assert.deepEqual(page.errors, []);
  await page.close();
});

// Adji-Boto's opening was told only when a hole was refused (a tester's): while it holds, the
// status line says it (the rules module's inOpening), for the ten moves, and no more after.
test("Adji-Boto: during the opening the status line says each hole is played once", async () => {
  const page = await fresh();
  await H.open(page, env, 'adji-boto_m5.0.6.1.7.2.8.3.9');
  await H.idle(page);
  const opening = 'in the opening each hole is played once and nothing is captured. Choose one of your playable holes.';
  assert.equal(await page.textContent('.mb-status'), `Player 2 to move: ${opening}`, 'the tenth move is still in it');
  assert.deepEqual((await H.boardState(page)).legal, ['4']);
  await H.playByClick(page, '4');
  await H.idle(page);
  const st = await H.boardState(page);
  assert.equal(st.result, '');
  assert.equal(await page.textContent('.mb-status'), 'Player 1 to move: choose one of your playable holes.');
  // a step back into it says it too (a tester's)
  await page.locator('.mb-nav-prev').click();
  await page.waitForFunction(() => document.querySelector('.mb-board').dataset.record.endsWith('.3.9'));
  await H.idle(page);
  assert.equal(await page.textContent('.mb-status'), `Position after move 9 of 10. Player 2 to move: ${opening}`);
  await page.locator('.mb-nav-back').click();
  await page.waitForFunction(() => document.querySelector('.mb-board').dataset.record.endsWith('.9.4'));
  await H.idle(page);
  await page.locator('.mb-undo').click();
  await H.idle(page);
  assert.equal(await page.textContent('.mb-status'), `Player 2 to move: ${opening}`, 'undone: in it again');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('undo and redo, and the link follows', async () => {
  const page = await fresh();
  await H.open(page, env);
  await H.startGame(page, 'ayoayo');
  await H.setSpeed(page, 'instant');
  const played = [];
  for (const pick of [0, 1, 0]) {
    const st = await H.boardState(page);
    const mv = st.legal[pick % st.legal.length];
    played.push(mv);
    await H.playByClick(page, mv);
  }
  const full = (await H.boardState(page)).record;
  assert.equal(full, `ayoayo_m${played.join('.')}`);
  await page.click('.mb-undo');
  await page.click('.mb-undo');
  await H.idle(page);
  let st = await H.boardState(page);
  assert.equal(st.record, `ayoayo_m${played[0]}`);
  assert.equal(await fragment(page), st.record);
  assert.equal(await page.locator('.mb-moves li').count(), 1);
  await page.click('.mb-redo');
  await H.idle(page);
  st = await H.boardState(page);
  assert.equal(st.record, `ayoayo_m${played.slice(0, 2).join('.')}`);
  await page.click('.mb-redo');
  await H.idle(page);
  assert.equal((await H.boardState(page)).record, full);
  assert.equal(await page.isDisabled('.mb-redo'), true);
  // undo, then a different move drops the redo tail
  await page.click('.mb-undo');
  await H.idle(page);
  st = await H.boardState(page);
  const other = st.legal.find((m) => m !== played[2]);
  await H.playByClick(page, other);
  assert.equal(await page.isDisabled('.mb-redo'), true);
  // the move list follows line by line: the record's moves, one marked last
  const moves = (await H.boardState(page)).record.replace(/^ayoayo_m/, '').split('.');
  assert.deepEqual(await page.$$eval('.mb-moves li code', (els) => els.map((e) => e.textContent)), moves);
  assert.deepEqual(await page.$$eval('.mb-moves li.is-last', (els) => els.map((e) => e.dataset.ply)), [String(moves.length)]);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('reload restores the game from the link, and from the save without a link', async () => {
  const page = await fresh();
  await H.open(page, env);
  await H.startGame(page, 'nsolo', 12);
  await H.setSpeed(page, 'instant');
  for (let k = 0; k < 4; k++) {
    const st = await H.boardState(page);
    await H.playByClick(page, st.legal[st.legal.length - 1]);
  }
  const st = await H.boardState(page);
  assert.match(st.record, /^nsolo\.12_m/);
  await page.reload();
  await page.waitForSelector('.mancala-app[data-view="game"]');
  await H.idle(page);
  const again = await H.boardState(page);
  assert.equal(again.record, st.record);
  assert.deepEqual(again.holes, st.holes);
  assert.equal(await page.locator('.mb-moves li').count(), 4);
  // the same site without a fragment: the autosave brings the game back
  await page.goto(env.url + 'index.html');
  await page.waitForSelector('.mancala-app[data-view="game"]');
  assert.equal((await H.boardState(page)).record, st.record);
  // the link is written once the first board is drawn (the view's persist, a task later)
  await page.waitForFunction((r) => decodeURIComponent(location.hash.slice(1)) === r, st.record);
  assert.equal(await fragment(page), st.record);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("Ayoayo's rule option: chosen on the start screen, named in the title, kept in the link", async () => {
  const page = await fresh();
  const option = '.mb-card[data-game="ayoayo"] input[type="checkbox"][data-option="row-owner"]';
  assert.equal(await page.locator('.mb-card input[type="checkbox"]').count(), 1, 'one option, on the Ayoayo card only');
  // its words, as the rules page names the option
  assert.equal((await page.locator(option).locator('xpath=..').textContent()).trim(), 'Option: each row to its owner');
  await page.check(option);
  await H.startGame(page, 'ayoayo');
  await H.setSpeed(page, 'instant');
  assert.equal(await page.textContent('.mb-title'), 'Ayoayo · each row to its owner');
  const st = await H.boardState(page);
  await H.playByClick(page, st.legal[0]);
  const record = (await H.boardState(page)).record;
  assert.match(record, /^ayoayo\.row-owner_m\d+$/);
  await page.waitForFunction((r) => decodeURIComponent(location.hash.slice(1)) === r, record);
  await page.reload();
  await page.waitForSelector('.mancala-app[data-view="game"]');
  await H.idle(page);
  assert.equal((await H.boardState(page)).record, record);
  assert.equal(await page.textContent('.mb-title'), 'Ayoayo · each row to its owner');
  // left unticked: the game's default (the last mover takes what is left), nothing in the title
  await H.clearStorage(page);
  await H.startGame(page, 'ayoayo');
  assert.equal(await page.textContent('.mb-title'), 'Ayoayo');
  assert.equal((await H.boardState(page)).record, 'ayoayo_m');
  assert.deepEqual(page.errors, []);
  await page.close();
});

// A tester's report: from a game of Nsolo 4 × 12, New game offered Nsolo at 4 × 8; from a game
// of Ayoayo with its rule option, the option unticked. A link's game is offered as it is played.
test('New game offers the game on the board again as it is: its size, its rule option', async () => {
  const page = await fresh();
  const option = '.mb-card[data-game="ayoayo"] input[data-option="row-owner"]';
  for (const [record, size, ticked] of [['nsolo.12_m', '12', false], ['ayoayo.row-owner_m', '12', true], ['ayoayo_m', '12', false], ['nsolo_m', '8', false]]) {
    await H.open(page, env, record);
    await H.idle(page);
    await page.click('.mb-new');
    await page.waitForSelector('.mancala-app[data-view="start"]');
    assert.equal(await page.inputValue('.mb-size'), size, `${record}: the size offered`);
    assert.equal(await page.textContent('.mb-size-value'), `4 × ${size}`, record);
    assert.equal(await page.isChecked(option), ticked, `${record}: the option offered`);
  }
  // played from there: the same game again
  await H.open(page, env, 'nsolo.12_m');
  await H.idle(page);
  await page.click('.mb-new');
  await page.click('.mb-card[data-game="nsolo"] button.mb-primary');
  await page.waitForSelector('.mancala-app[data-view="game"] .mb-board[data-animating="false"]');
  assert.equal((await H.boardState(page)).record, 'nsolo.12_m');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a hole the rules refuse, clicked or entered, has the status line say why, and the game is unchanged', async () => {
  const page = await fresh();
  const status = page.locator('.mb-status');
  // Ayoayo: the opponent has no seeds, and hole 0 would not give them any
  await page.evaluate(() => { location.hash = 'ayoayo_0_3.0x3.3.0x7_20.22_l1'; });
  await page.waitForFunction(() => document.querySelector('.mb-board')?.dataset.record?.startsWith('ayoayo_0_3.0x3.3.0x7'));
  await H.idle(page);
  const before = await H.boardState(page);
  assert.deepEqual(before.legal, ['4']);
  await H.clickHole(page, 0);
  await page.waitForFunction(() => document.querySelector('.mb-status').textContent.includes('not allowed'));
  assert.equal((await status.textContent()).trim(), 'That move is not allowed: that move leaves your opponent without seeds.');
  assert.equal(await status.getAttribute('aria-live'), 'polite', 'said to a screen reader');
  assert.equal((await H.boardState(page)).record, before.record, 'nothing played');
  assert.equal(await page.locator('.mb-message').isHidden(), true, 'no error box: the board does not move');
  // an empty hole, by keyboard on the accessible grid
  await page.focus('.mb-cell[data-hole="1"]');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('.mb-status').textContent.includes('empty'));
  assert.equal((await status.textContent()).trim(), 'That move is not allowed: that hole is empty.');
  // the move that is allowed: the status line says whose move it is again
  await H.playByClick(page, '4');
  assert.doesNotMatch(await status.textContent(), /not allowed/);
  // Adji-Boto's opening: a hole played once waits until the opening is over
  await H.clearStorage(page);
  await H.startGame(page, 'adji-boto');
  await H.setSpeed(page, 'instant');
  await H.playByClick(page, '5');
  await H.playByClick(page, '0');
  await H.clickHole(page, 5);
  await page.waitForFunction(() => document.querySelector('.mb-status').textContent.includes('not allowed'));
  assert.equal((await status.textContent()).trim(), 'That move is not allowed: this hole was already played in the opening.');
  assert.equal((await H.boardState(page)).record, 'adji-boto_m5.0');
  // two people on one device: Player 2 taps a hole of theirs while Player 1 is to move (a
  // tester's report: "that hole belongs to your opponent" told them their own hole was not theirs)
  await H.clickHole(page, 1);
  await page.waitForFunction(() => document.querySelector('.mb-status').textContent.includes('turn'));
  assert.equal((await status.textContent()).trim(), 'That move is not allowed: it is Player 1\'s turn, and that hole is their opponent\'s.');
  // Nsolo's bonus: an empty hole of the opponent's is refused as empty (it was refused as
  // "a bonus removal takes a stone from one of your opponent's holes", which it is)
  await page.click('.mb-new');
  await H.startGame(page, 'nsolo');
  await H.playByClick(page, '6'); // captures hole 31: two removals owed
  await page.waitForFunction(() => document.querySelector('.mb-board').dataset.animating === 'false');
  for (const [hole, words] of [[31, 'that hole is empty'], [24, 'that hole is empty'], [5, 'you must first remove your opponent\'s stones (the bonus)']]) {
    await H.clickHole(page, hole);
    await page.waitForFunction((w) => document.querySelector('.mb-status').textContent.includes(w), words);
    // the count still owed stays said (a learner lost it behind the refusal)
    assert.equal((await status.textContent()).trim(), `That move is not allowed: ${words}. Bonus stones to remove: 2.`, `hole ${hole}`);
  }
  assert.equal((await H.boardState(page)).record, 'nsolo_m6', 'nothing removed');
  // a removal allowed after a refusal: the refusal goes as the removal is shown (a tester saw
  // it stay there meanwhile)
  await H.setSpeed(page, 'slow');
  await H.clickHole(page, 16);
  await page.waitForFunction(() => document.querySelector('.mb-board').dataset.animating === 'true');
  assert.doesNotMatch(await status.textContent(), /not allowed/);
  await H.idle(page);
  assert.match(await status.textContent(), /still to remove: 1\)/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a corrupt link or save gives a clear message and a working board', async () => {
  const page = await fresh();
  // the link, and what of it can be read: its good first moves, else a fresh game of its kind
  for (const [bad, shown] of [['ayoayo_m3.99.zz', 'ayoayo_m3'], ['nsolo.12_m0.0.0', 'nsolo.12_m0'], ['not-a-game!%', 'ayoayo_m'], ['adji-boto_m5.5', 'adji-boto_m5']]) {
    await H.open(page, env, bad);
    await page.waitForFunction((r) => document.querySelector('.mb-board')?.dataset.record === r, shown);
    await H.idle(page);
    assert.ok(await page.isVisible('.mb-message'), `message for ${bad}`);
    assert.match(await page.textContent('.mb-message-text'), shown.endsWith('_m') ? /could not be read/ : /could be read only in part/);
    const st = await H.boardState(page);
    await H.playByClick(page, st.legal[0]);
    assert.equal((await H.boardState(page)).record, `${st.record}${shown.endsWith('_m') ? '' : '.'}${st.legal[0]}`, 'the board plays');
  }
  // a hand-edited save in local storage
  await page.evaluate(() => localStorage.setItem('mancala.game', 'ayoayo_m1.1.1.1'));
  await page.goto(env.url + 'index.html');
  await page.waitForSelector('.mancala-app[data-view="game"]');
  await H.idle(page);
  assert.match(await page.textContent('.mb-message-text'), /saved game could be read only in part/);
  assert.equal((await H.boardState(page)).record, 'ayoayo_m1');
  assert.equal(await page.evaluate(() => localStorage.getItem('mancala.game')), 'ayoayo_m1.1.1.1', 'the save is kept until a move');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the rules page is reachable from the board', async () => {
  const page = await fresh();
  await H.open(page, env);
  await H.startGame(page, 'adji-boto');
  await page.click('.mb-rules-btn');
  await page.waitForSelector('dialog.mb-rules[open]'); // once its texts are fetched
  assert.ok(await page.isVisible('dialog.mb-rules'));
  assert.match(await page.textContent('dialog.mb-rules h2'), /Adji-Boto/);
  const body = await page.textContent('.mb-rules-body');
  assert.ok(body.trim().length > 20, 'rules text or the placeholder is shown');
  const href = await page.getAttribute('.mb-rules-link', 'href');
  assert.match(href, /web\/rules\.html\?lang=en#adji-boto$/, "the rules page in the game's language");
  await page.screenshot({ path: H.shot('rules-dialog') });
  await page.click('.mb-rules-close');
  assert.equal(await page.isVisible('dialog.mb-rules'), false);
  await page.goto(href);
  await page.waitForSelector('#rules h1');
  assert.match(await page.textContent('#rules h1'), /Adji-Boto/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('keyboard play, and no animation under prefers-reduced-motion', async () => {
  const page = await fresh({ reducedMotion: 'reduce' });
  await H.open(page, env);
  await H.startGame(page, 'ayoayo');
  await H.setSpeed(page, 'slow');
  // The board's one keyboard model is the accessible grid: its one Tab stop is the first
  // playable hole (0), one ArrowRight goes to the next (the canvas took two: focus, then move).
  await page.focus('.mb-cell[tabindex="0"]');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  const st = await H.boardState(page);
  assert.equal(st.animating, false, 'reduced motion: the move is shown at once');
  assert.equal(st.record, 'ayoayo_m1', 'the second playable hole from the left was played');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('two boards on one page play independently, and destroy() removes one cleanly', async () => {
  const page = await fresh();
  await H.open(page, env);
  const result = await page.evaluate(async () => {
    const base = new URL('web/', document.baseURI);
    const wasm = await import(new URL('pkg/mancala_wasm.js', base).href);
    await wasm.default();
    const { loadLocale, createI18n } = await import(new URL('js/i18n.js', base).href);
    const { createMancalaApp } = await import(new URL('js/app.js', base).href);
    const i18n = createI18n(await loadLocale('en'));
    const make = () => {
      const el = document.createElement('div');
      el.className = 'extra-board';
      document.body.append(el);
      return el;
    };
    const a = createMancalaApp(make(), { Game: wasm.Game, i18n, storageKey: null, useUrl: false });
    const b = createMancalaApp(make(), { Game: wasm.Game, i18n, storageKey: null, useUrl: false });
    a.newGame('ayoayo');
    b.newGame('nsolo.10'); // a game is named by its config (docs/wasm-api.md)
    await a.playMove('2');
    // the form docs/embedding.md gives: a game id and Nsolo's size (a tester's 12 gave 4×8)
    const c = createMancalaApp(make(), { Game: wasm.Game, i18n, storageKey: null, useUrl: false });
    c.newGame('nsolo', 12);
    let refused = '';
    try { c.newGame('nsolo', 7); } catch (e) { refused = String(e.message); }
    const records = [a.state.record, b.state.record, c.state.record];
    a.destroy();
    c.destroy();
    return { records, refused, left: document.querySelectorAll('.extra-board .mb-board').length, hash: location.hash };
  });
  assert.deepEqual(result.records, ['ayoayo_m2', 'nsolo.10_m', 'nsolo.12_m']);
  assert.match(result.refused, /size 7/, 'a size out of range is refused by the rules, the game kept');
  assert.equal(result.left, 1);
  assert.equal(result.hash, '', 'boards without useUrl leave the link alone');
  assert.deepEqual(page.errors, []);
  await page.close();
});

// A tester's Adji-Boto: "Player 1 has no legal move and must pass." while three of their holes
// held a seed each; the reason came only when a hole was tapped. The status says each game's
// one reason for a pass (spec/rules.md: Adji-Boto and Nsolo need 2 in a hole, Nsolo's single
// stone an empty hole after it; Ayoayo passes only with an empty row), in the page's words.
test('a forced pass says why, in each game', async () => {
  const why = {
    'adji-boto': /has no legal move \(no hole of theirs holds 2 seeds or more\) and must pass/,
    nsolo: /has no legal move \(no hole of theirs holds 2 stones or more, and no single stone has an empty hole after it\) and must pass/,
    // the rare pass the game's usual reason does not cover: player 1's one hole of 2 or more
    // (hole 8, 3 stones) would sow for ever, and while it is on the board no single stone may move
    endless: /has no legal move \(each sowing of theirs would never end, which is not allowed\) and must pass/,
  };
  for (const [id, said] of Object.entries(why)) {
    // Nsolo: random games seldom pass; a single stone in every hole of player 1's (each with a
    // stone after it) is stuck while player 2's pairs can move
    const record = id === 'nsolo' ? 'nsolo_0_1x16.2x16_6.6'
      : id === 'endless' ? 'nsolo_0_0.1.0.1.0.1.0.1.3.1.0.1.0.1.0.1.2.0.1.2.0.2.0.2.1.0.1.0.2.1.0.1_0.34'
        : (await findPass(id, { seed: 2 })).record;
    const page = await fresh();
    await H.open(page, env, record);
    await H.idle(page);
    assert.deepEqual((await H.boardState(page)).legal, ['pass'], `${id}: a pass position`);
    assert.match(await page.textContent('.mb-status'), said, id);
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});

// A tester's: on the start screen a second click on "Play Nsolo", 100–400 ms after the first,
// landed on the board that had taken the card's place and played a hole of the new game. The
// browser counts a double click's clicks (`detail`); the second counts only on what the first hit.
test('a double click on Play: its second click, on the board now there, plays nothing; a click of its own does', async () => {
  const page = await H.newPage(env, { viewport: { width: 1280, height: 800 } });
  await H.open(page, env);
  await H.clearStorage(page);
  await page.waitForSelector('.mancala-app[data-view="start"]');
  const play = await page.locator('.mb-card[data-game="nsolo"] button.mb-primary').boundingBox();
  const x = play.x + play.width / 2;
  const y = play.y + play.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down({ clickCount: 1 });
  await page.mouse.up({ clickCount: 1 });
  await page.waitForSelector('.mancala-app[data-view="game"][data-busy="false"]');
  await H.idle(page);
  // the spot is a hole of the new game, one its player may sow (else this checks nothing)
  const hole = await page.evaluate(([px, py]) => {
    const c = document.querySelector('canvas.mb-canvas').getBoundingClientRect();
    const b = document.querySelector('.mb-board');
    const centers = JSON.parse(b.dataset.holeCenters);
    const half = Number(b.dataset.pitch) / 2; // each hole's square, as web/js/geometry.js's hitTest
    const i = centers.findIndex((p) => p && Math.abs(p[0] - (px - c.left)) <= half && Math.abs(p[1] - (py - c.top)) <= half);
    return { i, legal: b.dataset.legal.split(' ') };
  }, [x, y]);
  assert.ok(hole.i >= 0 && hole.legal.includes(String(hole.i)), `Play's centre lies on a playable hole: ${JSON.stringify(hole)}`);
  // the double click's second click, as the browser counts it
  await page.mouse.down({ clickCount: 2 });
  await page.mouse.up({ clickCount: 2 });
  await H.idle(page);
  assert.equal((await H.boardState(page)).record, 'nsolo_m', 'no move played');
  // a click of its own on the same spot plays the hole
  await page.mouse.click(x, y);
  await page.waitForFunction(() => document.querySelector('.mb-board').dataset.record !== 'nsolo_m');
  assert.equal((await H.boardState(page)).record, `nsolo_m${hole.i}`);
  assert.deepEqual(page.errors, []);
  await page.close();
});
