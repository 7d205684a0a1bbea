// Resign, as a visitor meets it, in each game: the Resign button (a person to move) asks in a
// modal dialog first; "Keep playing" changes nothing; confirming ends the game at once with
// the opponent winning and the board as it was; the end panel and the live region say who
// resigned; the link keeps it (a reload shows the same ending); Undo takes it back. Each game
// is played with another input: the mouse (Adji-Boto), touch (Nsolo), the keyboard (Ayoayo).

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import * as H from './helpers.mjs';

let env;
before(async () => { env = await H.startEnv(); });
after(async () => { await env?.close(); });

const fragment = (page) => page.evaluate(() => decodeURIComponent(location.hash.slice(1)));

/** Presses a button the given way: a mouse click, a tap, or Enter with the keyboard focus on it. */
async function press(page, selector, how) {
  const el = page.locator(selector);
  if (how === 'mouse') await el.click();
  else if (how === 'touch') await el.tap();
  else {
    await page.waitForFunction((s) => document.activeElement === document.querySelector(s), selector);
    await page.keyboard.press('Enter');
  }
}

/** Moves the keyboard focus with Tab (forward, or backward) until `selector` has it. */
async function tabTo(page, selector, back = false) {
  for (let k = 0; k < 40; k++) {
    if (await page.evaluate((s) => document.activeElement === document.querySelector(s), selector)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

const CASES = [
  { game: 'adji-boto', record: 'adji-boto_m5.0.6', how: 'mouse', loser: 1 },
  { game: 'nsolo', record: 'nsolo_m7.17.13', how: 'touch', loser: 0 }, // owing 3 removals
  { game: 'ayoayo', record: 'ayoayo_m2.8', how: 'keyboard', loser: 0 },
];

for (const c of CASES) {
  test(`${c.game}: resign by ${c.how}, with a confirmation; the link keeps it; undo takes it back`, async () => {
    const context = await H.newContext(env, c.how === 'touch' ? { hasTouch: true, viewport: { width: 412, height: 860 } } : {});
    const page = await H.newPage(env, { context });
    await H.open(page, env);
    await H.clearStorage(page);
    await H.open(page, env, c.record);
    await H.idle(page);
    const before = await H.boardState(page);
    assert.equal(before.toMove, c.loser);
    assert.equal(before.result, '');
    assert.ok(!before.legal.includes('resign'), 'resign is never among the legal moves');
    const resign = page.locator('.mb-resign');
    await resign.waitFor({ state: 'visible' });
    assert.equal(await resign.isEnabled(), true, 'a person is to move: Resign is enabled');
    const dialog = page.locator('dialog.mb-resign-dialog');

    // First time: the dialog asks, "Keep playing" changes nothing.
    if (c.how === 'keyboard') {
      await page.locator('.mb-undo').focus();
      await tabTo(page, '.mb-resign');
    }
    await press(page, '.mb-resign', c.how);
    await dialog.waitFor({ state: 'visible' });
    const asked = await dialog.textContent();
    assert.match(asked, new RegExp(`If Player ${c.loser + 1} resigns.*Player ${2 - c.loser} wins`));
    // a screen reader hears what resigning does with the dialog's name, not only its buttons
    const described = await dialog.evaluate((d) => document.getElementById(d.getAttribute('aria-describedby'))?.textContent);
    assert.match(described || '', new RegExp(`If Player ${c.loser + 1} resigns.*Player ${2 - c.loser} wins`));
    assert.equal(await page.evaluate(() => document.activeElement.classList.contains('mb-resign-no')), true,
      '"Keep playing" has the focus');
    await page.screenshot({ path: H.shot(`resign-confirm-${c.game}`) });
    await press(page, '.mb-resign-no', c.how);
    await dialog.waitFor({ state: 'hidden' });
    assert.equal((await H.boardState(page)).record, before.record, 'nothing happened');
    if (c.how === 'keyboard') {
      await page.waitForFunction(() => document.activeElement?.classList.contains('mb-resign'));
    }

    // Second time: confirmed.
    await press(page, '.mb-resign', c.how);
    await dialog.waitFor({ state: 'visible' });
    if (c.how === 'keyboard') await tabTo(page, '.mb-resign-yes', true);
    await press(page, '.mb-resign-yes', c.how);
    await dialog.waitFor({ state: 'hidden' });
    await page.waitForSelector(`.mb-board[data-result="${1 - c.loser}:resign"]`);
    await H.idle(page);
    const after = await H.boardState(page);
    assert.equal(after.record, `${before.record}.resign`);
    assert.deepEqual(after.holes, before.holes, 'the board stays as it is');
    assert.deepEqual(after.stores, before.stores, 'no collection at the end');
    assert.deepEqual(after.legal, []);
    assert.equal(await fragment(page), after.record, 'the link keeps the resignation');
    const over = page.locator('.mb-over');
    await over.waitFor({ state: 'visible' });
    assert.equal(await over.getAttribute('data-reason'), 'resign');
    assert.match(await over.textContent(), new RegExp(`Player ${2 - c.loser} wins.*Why it ended: Player ${c.loser + 1} resigned\\.`));
    // who won, without the counts (the side that resigned may lead, or both be 0 before a move)
    assert.equal(await page.textContent('.mb-over-score'), `Player ${2 - c.loser} wins.`);
    await page.waitForFunction((who) => document.querySelector('.mb-announce').textContent.includes(`Player ${who} resigned`), c.loser + 1);
    const said = await page.textContent('.mb-announce');
    assert.match(said, new RegExp(`Player ${2 - c.loser} wins\\. Why it ended`), said);
    assert.equal(await resign.isEnabled(), false, 'no resigning once the game is over');
    assert.match(await page.textContent('.mb-moves li.is-last'), new RegExp(`Player ${c.loser + 1} resigns`));
    // "What just happened?" tells the move (it was empty: a tester's), and once the panel is
    // put away, the result it said, once
    assert.equal(await page.textContent('.mb-happened'), `Player ${c.loser + 1} resigned.`);
    await page.screenshot({ path: H.shot(`resign-over-${c.game}`) });

    // A reload from the link shows the same ending.
    await page.reload();
    await page.waitForSelector(`.mb-board[data-result="${1 - c.loser}:resign"]`);
    await H.idle(page);
    const again = await H.boardState(page);
    assert.deepEqual([again.record, again.holes, again.stores], [after.record, after.holes, after.stores]);
    await page.locator('.mb-over').waitFor({ state: 'visible' });
    assert.match(await page.textContent('.mb-over'), new RegExp(`Player ${c.loser + 1} resigned`));
    assert.equal(await page.textContent('.mb-happened'), `Player ${c.loser + 1} resigned.`, 'after a reload too');
    await press(page, '.mb-over-close', c.how === 'keyboard' ? 'mouse' : c.how);
    await page.locator('.mb-over').waitFor({ state: 'hidden' });
    assert.equal(await page.textContent('.mb-happened'), `Player ${2 - c.loser} wins. Why it ended: Player ${c.loser + 1} resigned.`);

    // Undo takes the resignation back: the game is open again, the same player to move.
    const undo = page.locator('.mb-undo');
    if (c.how === 'keyboard') {
      await undo.focus();
      await page.keyboard.press('Enter');
    } else await press(page, '.mb-undo', c.how);
    await page.waitForSelector('.mb-board[data-result=""]');
    await H.idle(page);
    const undone = await H.boardState(page);
    assert.equal(undone.record, before.record);
    assert.equal(undone.toMove, c.loser);
    assert.deepEqual(undone.legal, before.legal);
    assert.equal(await page.locator('.mb-over').isVisible(), false);
    assert.equal(await fragment(page), before.record);
    assert.equal(await resign.isEnabled(), true);
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}

test('Resign is for a person to move: disabled while the computer is to move', async () => {
  const page = await H.newPage(env);
  await H.open(page, env);
  await H.clearStorage(page, { players: 'computer:beginner computer:beginner' });
  await H.startGame(page, 'ayoayo');
  assert.equal(await page.locator('.mb-resign').isEnabled(), false);
  assert.deepEqual(page.errors, []);
  await page.close();
});

// A tester's report: "Why it ended: the opponent's row is empty and no move can feed it" when
// the visitor's own row was the empty one (the sentence was told from the side to move, which
// the visitor read as the computer). The reason names both players, on the end panel and in
// the live region. The positions: Player 2's last seed leaves their own row empty, and no move
// of Player 1's reaches it (the Ayoayo lesson's last step); and (another tester's) Player 1's
// capture empties Player 2's row and his one seed left cannot reach it, which was said "neither
// player can move" with that seed on the board.
for (const [name, position, move, score] of [
  ['as the empty row cannot be fed', 'ayoayo_1_0.0.1.0x8.1_23.23_l0', '11', 'Player 2 wins, 25 to 23.'],
  ['as the mover cannot feed the row his capture emptied', 'ayoayo_0_1.0.1.0x7.3.0_20.23', '0', 'Player 1 wins, 25 to 23.'],
]) {
  test(`an Ayoayo game that ends ${name} names whose row is empty and who cannot feed it`, async () => {
    const page = await H.newPage(env);
    await H.open(page, env);
    await H.clearStorage(page);
    await H.open(page, env, position);
    await page.waitForSelector('.mancala-app[data-view="game"]');
    await H.idle(page);
    await H.playByClick(page, move);
    await H.idle(page);
    const want = "Why it ended: Player 2's row is empty and Player 1 has no move that leaves seeds in it.";
    assert.equal(await page.textContent('.mb-over-score'), score);
    assert.equal(await page.textContent('.mb-over-reason'), want);
    await page.waitForFunction((w) => document.querySelector('.mb-announce').textContent.includes(w), want);
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}

// A tester's report: on a 320×568 phone, resigning showed "Game over." with the end panel below
// the screen: the focus, lost with the disabled Resign button, went to the board, which was
// centred. Now the end panel's first button takes it, and the panel stays in view.
test('on a phone, after a resignation the end panel is in view and its first button has the focus', async () => {
  for (const [lang, game] of [['ru', 'nsolo'], ['it', 'ayoayo']]) {
    const context = await H.newContext(env, { viewport: { width: 320, height: 568 }, hasTouch: true, isMobile: true });
    const page = await H.newPage(env, { context });
    await page.goto(`${env.url}index.html?game=${game}&lang=${lang}&p0=human&p1=human`);
    await page.waitForSelector('.mancala-app[data-view="game"] .mb-board[data-animating="false"]');
    await H.idle(page);
    await page.locator('.mb-resign').tap();
    await page.locator('dialog[open] .mb-resign-yes').tap();
    await page.waitForSelector('.mb-over:not([hidden])');
    await H.idle(page);
    await page.waitForFunction(() => document.activeElement?.classList.contains('mb-again'));
    const at = await page.evaluate(() => {
      const r = (s) => document.querySelector(s).getBoundingClientRect();
      return { score: r('.mb-over-score'), reason: r('.mb-over-reason'), again: r('.mb-again'), h: innerHeight };
    });
    // within a pixel: the page scrolls by whole pixels
    for (const k of ['score', 'reason', 'again']) assert.ok(at[k].top >= 0 && at[k].bottom <= at.h + 1, `${lang} ${game}: the end panel's ${k} in view: ${JSON.stringify(at[k])}`);
    assert.deepEqual(page.errors, []);
    await context.close();
  }
});
