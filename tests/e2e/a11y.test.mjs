// Keyboard and screen-reader play, with the keyboard alone (page.keyboard only, no mouse):
// a whole game to the game-over panel, Nsolo's bonus removals, the Pass button, the rules
// dialog (focus trapped, Escape closes, focus returns); the grid names every hole with its
// count after some moves; the live region tells a capture from the engine's account; the
// focus ring is visible. No console errors.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import * as H from './helpers.mjs';
import { findMove, findPass, engine } from './scenarios.mjs';

let env;
before(async () => { env = await H.startEnv(); });
after(async () => { await env?.close(); });

// Two people share the keyboard (p0=/p1=: whatever the default opponent is).
const PEOPLE = '?p0=human&p1=human';

async function fresh(fragment = '') {
  const page = await H.newPage(env, { reducedMotion: 'reduce' });
  await H.open(page, env);
  await H.clearStorage(page);
  await page.goto(`${env.url}index.html${PEOPLE}${fragment ? `#${fragment}` : ''}`);
  await page.waitForSelector('.mancala-app[data-view]');
  return page;
}

const active = (page) => page.evaluate(() => {
  const a = document.activeElement;
  return { cls: a ? a.className : '', hole: a && a.dataset ? a.dataset.hole ?? null : null, row: a?.dataset?.row, col: a?.dataset?.col, tag: a?.tagName, html: a?.outerHTML.slice(0, 120) };
});

/** Presses Tab (or Shift+Tab) until `pred(activeElement info)` holds. */
async function tabTo(page, pred, { back = false, max = 40 } = {}) {
  for (let i = 0; i < max; i++) {
    if (pred(await active(page))) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab did not reach the element (at ${JSON.stringify(await active(page))})`);
}

const onCell = (a) => a.hole !== null && /mb-cell/.test(a.cls);

/** Moves the board focus to `hole` with the arrow keys only. */
async function arrowTo(page, hole) {
  const target = await page.$eval(`.mb-cell[data-hole="${hole}"]`, (el) => ({ row: Number(el.dataset.row), col: Number(el.dataset.col) }));
  for (let i = 0; i < 200; i++) {
    const a = await active(page);
    if (!onCell(a)) throw new Error('focus left the board');
    const row = Number(a.row);
    const col = Number(a.col);
    if (row === target.row && col === target.col) return;
    if (row < target.row) await page.keyboard.press('ArrowDown');
    else if (row > target.row) await page.keyboard.press('ArrowUp');
    else if (col < target.col) await page.keyboard.press('ArrowRight');
    else await page.keyboard.press('ArrowLeft');
  }
  throw new Error(`could not reach hole ${hole}`);
}

/** Plays a move with the keyboard: arrows + Enter on the board, or Tab to the Pass button. */
async function playByKeys(page, move) {
  if (move === 'pass') {
    await tabTo(page, (a) => /mb-pass/.test(a.cls));
    await page.keyboard.press('Enter');
    await H.idle(page);
    await tabTo(page, onCell, { back: true });
    return;
  }
  await arrowTo(page, Number(move.replace(/^x/, '')));
  await page.keyboard.press('Enter');
  await H.idle(page);
}

test('a whole game of Ayoayo with the keyboard alone, to the game-over panel', async () => {
  const page = await fresh();
  // the start screen focuses the first game's Play button; Tab to Ayoayo's
  for (let i = 0; i < 30; i++) {
    const game = await page.evaluate(() => document.activeElement?.closest?.('.mb-card')?.dataset.game ?? null);
    const isPlay = await page.evaluate(() => document.activeElement?.classList.contains('mb-primary'));
    if (game === 'ayoayo' && isPlay) break;
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Enter');
  await page.waitForSelector('.mancala-app[data-view="game"]');
  await H.idle(page);
  await tabTo(page, onCell);
  const rand = H.rng(7);
  let st = await H.boardState(page);
  let moves = 0;
  let passes = 0;
  while (!st.result) {
    assert.ok(moves < 1500, 'the game ends');
    const mv = st.legal[Math.floor(rand() * st.legal.length)];
    if (mv === 'pass') passes++;
    await playByKeys(page, mv);
    const next = await H.boardState(page);
    assert.notEqual(next.record, st.record, `move ${mv} was played`);
    st = next;
    moves++;
  }
  assert.ok(await page.isVisible('.mb-over'), 'the game-over panel is shown');
  // the result is said once, with the last move (the panel is no live region of its own:
  // it read its buttons' names out after it)
  await page.waitForFunction(() => /Game over\. /.test(document.querySelector('.mb-announce').textContent));
  assert.equal(await page.$eval('.mb-over', (el) => !el.closest('[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"]')), true);
  // ... and the status line's "Game over." is not said after it (a screen-reader tester heard it twice)
  assert.equal(await page.$eval('.mb-status', (el) => `${el.textContent} ${el.getAttribute('aria-live')}`), 'Game over. off');
  await tabTo(page, (a) => /mb-again/.test(a.cls));
  assert.ok(moves > 10);
  await page.screenshot({ path: H.shot('keyboard-game-over') });
  // the finished game opened again (its link, a reload): the live region says how it ended,
  // who won and why (the same tester heard only "Game over.")
  const said = await page.$eval('.mb-announce', (el) => el.textContent.slice(el.textContent.indexOf('Game over. ')));
  // what the status line says aloud meanwhile: its words each time they change, while it is live
  await page.addInitScript(() => {
    window.statusAloud = [];
    new MutationObserver((ms) => {
      for (const m of ms) {
        const el = (m.target.nodeType === 1 ? m.target : m.target.parentElement)?.closest('.mb-status');
        if (el && el.getAttribute('aria-live') !== 'off' && el.textContent) window.statusAloud.push(el.textContent);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.reload();
  await page.waitForSelector('.mancala-app[data-view="game"] .mb-over:not([hidden])');
  await page.waitForFunction((end) => document.querySelector('.mb-announce').textContent === end, said, { timeout: 5000 })
    .catch(async () => assert.fail(`said at the reload: ${await page.$eval('.mb-announce', (el) => JSON.stringify(el.textContent))}, not ${JSON.stringify(said)}`));
  // the status line's "Game over." not said before it (a keyboard tester heard both)
  assert.deepEqual(await page.evaluate(() => window.statusAloud), [], 'the status line said nothing aloud at the reload');
  assert.match(said, /^Game over\. (Player (1|2) wins, \d+ to \d+|A draw, \d+ to \d+)\. Why it ended: .+\.$/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

// A tester with the keyboard alone: after Undo, Redo, Play on the start screen and the end
// panel's buttons the focus fell to the page's body (the control was disabled, hidden or
// replaced), and a screen reader lost its place. It goes back to the control when it is usable
// again after the change, else to what took its place.
test('the focus is never lost: Play, Undo and Redo, the end panel\'s Look at the board and Review the game, a lesson\'s last step', async () => {
  const page = await fresh();
  const focused = async (what, pred) => {
    await page.waitForFunction(() => document.activeElement && document.activeElement !== document.body, null, { timeout: 10000 })
      .catch(() => assert.fail(`${what}: the focus is on the page's body`));
    const a = await active(page);
    assert.ok(pred(a), `${what}: the focus is on ${JSON.stringify(a)}`);
  };
  await focused('the start screen', (a) => /mb-primary/.test(a.cls));
  await page.keyboard.press('Enter'); // Play the first game
  await page.waitForSelector('.mancala-app[data-view="game"]');
  await H.idle(page);
  await focused('Play', onCell);
  for (let i = 0; i < 2; i++) await playByKeys(page, (await H.boardState(page)).legal[0]);
  await tabTo(page, (a) => /mb-undo/.test(a.cls));
  await page.keyboard.press('Enter');
  await H.idle(page);
  await focused('Undo (one move left to undo)', (a) => /mb-undo/.test(a.cls));
  const plies = async () => ((await H.boardState(page)).record.split('_m')[1] || '').split('.').filter(Boolean).length;
  assert.equal(await plies(), 1);
  await page.keyboard.press('Enter');
  await H.idle(page);
  await focused('Undo (nothing left to undo): Redo, its pair', (a) => /mb-redo/.test(a.cls));
  assert.equal(await plies(), 0);
  await tabTo(page, (a) => /mb-redo/.test(a.cls));
  await page.keyboard.press('Enter');
  await H.idle(page);
  await focused('Redo', (a) => /mb-redo/.test(a.cls));
  await page.keyboard.press('Enter');
  await H.idle(page);
  await focused('Redo (nothing left to redo): Undo, its pair', (a) => /mb-undo/.test(a.cls));
  // ← from Undo moves along the toolbar (its role's keys: helper-133 had ← on Hint step the
  // game back); from the move list it steps back, the focus on the move shown, so ← goes on
  await tabTo(page, (a) => /mb-undo/.test(a.cls));
  await page.keyboard.press('ArrowLeft');
  await focused('← from Undo', (a) => /mb-new/.test(a.cls));
  assert.equal(await plies(), 2, 'nothing stepped');
  await tabTo(page, (a) => a.tag === 'LI');
  await page.keyboard.press('ArrowLeft');
  await focused('← in the move list', (a) => a.tag === 'LI');
  await page.keyboard.press('ArrowLeft');
  await page.waitForFunction(() => /^Start position/.test(document.querySelector('.mb-status').textContent));
  await page.keyboard.press('End');
  await page.waitForFunction(() => !document.querySelector('.mb-moves-section').classList.contains('is-looking'));
  // a finished game: its end panel's buttons
  for (const [button, pred] of [['mb-over-close', onCell], ['mb-over-review', (a) => a.cls === '' && a.tag === 'H3']]) {
    const next = await fresh('ayoayo_m5.resign');
    await next.waitForSelector('.mb-over:not([hidden])');
    await tabTo(next, (a) => a.cls.includes(button));
    await next.keyboard.press('Enter');
    const on = async () => {
      await next.waitForFunction(() => document.querySelector('.mb-over').hidden && document.activeElement !== document.body, null, { timeout: 60000 })
        .catch(() => assert.fail(`${button}: the focus is on the page's body`));
      return next.evaluate(() => ({ cls: document.activeElement.className, tag: document.activeElement.tagName, hole: document.activeElement.dataset.hole ?? null }));
    };
    const a = await on();
    assert.ok(pred(a), `${button}: the focus is on ${JSON.stringify(a)}`);
    assert.deepEqual(next.errors, []);
    await next.close();
  }
  // a lesson: Next into its last step (where Next is hidden), then the way to a first game
  const lesson = await fresh('learn/ayoayo/feed');
  // the step shown and ready for a move (under load, Enter on Next while the step was still
  // loading was lost: a loaded CI run's)
  await lesson.waitForSelector('.mb-lesson[data-step="feed"][data-phase="try"] .mb-lesson-next:not([hidden])');
  await lesson.waitForSelector('.mancala-app[data-busy="false"] .mb-board[data-animating="false"]');
  await tabTo(lesson, (a) => a.cls.includes('mb-lesson-next'));
  await lesson.keyboard.press('Enter');
  await lesson.waitForFunction(() => location.hash.endsWith('/end'));
  await lesson.waitForFunction(() => document.activeElement !== document.body && !document.activeElement.disabled && document.activeElement.getClientRects().length > 0, null, { timeout: 10000 })
    .catch(() => assert.fail('the lesson\'s last step: the focus is lost'));
  assert.deepEqual(lesson.errors, []);
  await lesson.close();
  assert.deepEqual(page.errors, []);
  await page.close();
});

// A tester with the focus on Undo while two computers played: Undo was disabled during every
// move, so the focus fell to the page's body and came back each time (a screen reader said
// "Undo, button" after every move). With the focus it is not disabled but unavailable.
// Adji-Boto's Play has the focus when the start screen opens: a click on it kept nothing to
// give the focus to, which went to the page's body, and the board stayed above the screen.
for (const game of ['adji-boto', 'ayoayo']) test(`${game} opened from the start screen by a click on a landscape phone (640×360): the whole board in view with both players, and it stays there after a move`, async () => {
  const page = await H.newPage(env, { viewport: { width: 640, height: 360 }, reducedMotion: 'reduce' });
  await H.open(page, env);
  await H.clearStorage(page, { players: 'human computer' });
  await page.goto(`${env.url}index.html?lang=it`);
  await page.waitForSelector('.mancala-app[data-view="start"]');
  await page.click(`.mb-card[data-game="${game}"] .mb-primary`);
  await page.waitForSelector('.mancala-app[data-view="game"]');
  await H.idle(page);
  const where = () => page.evaluate(() => {
    const r = (el) => el.getBoundingClientRect();
    const [p2, p1] = [...document.querySelectorAll('.mb-player')].map(r);
    const b = r(document.querySelector('.mb-board'));
    return { board: [Math.round(b.top), Math.round(b.bottom)], players: [Math.round(p2.top), Math.round(p1.bottom)], height: innerHeight, focus: document.activeElement.classList.contains('mb-cell') };
  });
  const open = await where();
  assert.ok(open.focus, 'the focus is on the board');
  assert.ok(open.players[0] >= 0 && open.players[1] <= open.height, `the board and both players' panels in view: ${JSON.stringify(open)}`);
  await page.screenshot({ path: H.shot(`landscape-phone-play-${game}`) });
  await H.clickHole(page, Number((await H.boardState(page)).legal[0]));
  await page.waitForFunction(() => document.querySelector('.mb-board').dataset.toMove === '0' && document.querySelector('.mancala-app').dataset.busy !== 'true', null, { timeout: 60000 });
  await H.idle(page);
  assert.deepEqual((await where()).board, open.board, 'the board has not moved');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the focus stays on Undo while the computer plays; Hint gets the focus back once the hint is in', async () => {
  const page = await H.newPage(env); // the moves animated, as the tester saw them
  await H.open(page, env);
  await H.clearStorage(page);
  await page.goto(`${env.url}index.html?p0=computer:beginner&p1=computer:beginner&game=ayoayo`);
  await page.waitForSelector('.mancala-app[data-view="game"]');
  const plies = () => page.$eval('.mb-board', (b) => (b.dataset.record.split('_m')[1] || '').split('.').filter(Boolean).length);
  // Undo focused while it is enabled (a move shown in between disables it, unfocused: on a busy
  // machine the focus once came too late and went nowhere)
  await page.waitForFunction(() => {
    const undo = document.querySelector('.mb-undo');
    if (!undo.disabled) undo.focus();
    return document.activeElement === undo;
  });
  await page.evaluate(() => {
    window.undoLeft = 0;
    document.querySelector('.mb-undo').addEventListener('focusout', () => { window.undoLeft += 1; });
  });
  const from = await plies();
  await page.waitForFunction((n) => (document.querySelector('.mb-board').dataset.record.split('_m')[1] || '').split('.').filter(Boolean).length >= n + 3, from, { timeout: 60000 });
  assert.equal(await page.evaluate(() => window.undoLeft), 0, 'the focus never left Undo');
  assert.equal(await page.evaluate(() => document.activeElement.classList.contains('mb-undo')), true);
  assert.ok(await plies() >= from + 3);
  await page.close();

  // Hint, pressed with the keyboard, says it is unavailable while the engine searches and
  // keeps the focus (disabled, the focus fell to the page's body for up to a second: a tester's
  // report); the engine's answer is held, so "while it searches" is a state, not a race
  const hint = await H.newPage(env, { reducedMotion: 'reduce' });
  await H.holdEngine(hint);
  await H.open(hint, env);
  await H.clearStorage(hint);
  await hint.goto(`${env.url}index.html${PEOPLE}`);
  await hint.waitForSelector('.mancala-app[data-view]');
  await H.startGame(hint, 'ayoayo');
  await tabTo(hint, (a) => /mb-hint-btn/.test(a.cls));
  await hint.evaluate(() => {
    window.hintLeft = 0;
    document.querySelector('.mb-hint-btn').addEventListener('focusout', () => { window.hintLeft += 1; });
  });
  await H.holdAnswers(hint);
  await hint.keyboard.press('Enter');
  await hint.waitForFunction(() => globalThis.__engineHold.held.length > 0, null, { timeout: 30000 });
  assert.deepEqual(await hint.evaluate(() => [document.activeElement?.className, document.activeElement?.getAttribute('aria-disabled')]),
    ['mb-btn mb-hint-btn', 'true'], 'while the hint is worked out: the focus on Hint, which says it is unavailable');
  await H.releaseAnswers(hint);
  await hint.waitForFunction(() => document.querySelector('.mancala-app').dataset.hint !== '');
  await hint.waitForFunction(() => document.activeElement?.classList.contains('mb-hint-btn') && !document.activeElement.hasAttribute('aria-disabled'), null, { timeout: 10000 })
    .catch(async () => assert.fail(`after the hint the focus is on ${JSON.stringify(await active(hint))}`));
  assert.equal(await hint.evaluate(() => window.hintLeft), 0, 'the focus never left Hint');
  // the hint's words name the hole by where it lies; on the grid, where a reader looks for it,
  // that hole's name says "marked" as the words do, and no other's
  const hinted = Number((await hint.$eval('.mancala-app', (el) => el.dataset.hint)).replace(/^x/, ''));
  assert.deepEqual(await hint.$$eval('.mb-cell', (cells) => cells.filter((c) => /, marked$/.test(c.getAttribute('aria-label'))).map((c) => Number(c.dataset.hole))), [hinted]);
  assert.match(await hint.textContent('.mancala-app'), /Hint: sow from hole .* \(marked on the board\)/);
  // ...and says where it lies in the hint's own words
  const place = (await hint.textContent('.mancala-app')).match(/Hint: sow from hole (\d+ from the (left|right) in the [a-z ]+row)/)[1];
  assert.match(await hint.getAttribute(`.mb-cell[data-hole="${hinted}"]`, 'aria-label'), new RegExp(`^Hole ${hinted} \\(${place}\\), `));
  // with the hole numbers shown, the number alone (the words name holes by number then)
  await H.openSettings(hint);
  await hint.check('.mb-numbers-setting input');
  assert.match(await hint.getAttribute(`.mb-cell[data-hole="${hinted}"]`, 'aria-label'), new RegExp(`^Hole ${hinted}, Player`));
  assert.deepEqual(hint.errors, []);
  await hint.close();
});

// A tester's reports (a keyboard and a screen reader): after the last undo the focus went to the
// board, not to Redo; a hole refused a second time was not said again (a live region says only
// a change).
test('the last undo leaves the focus on Redo and the last redo on Undo; a hole refused twice is said twice', async () => {
  const page = await fresh('adji-boto_m5.0');
  await H.idle(page);
  const plies = () => page.$eval('.mb-board', (b) => (b.dataset.record.split('_m')[1] || '').split('.').filter(Boolean).length);
  const press = async (n) => {
    await page.keyboard.press('Enter');
    await page.waitForFunction((k) => (document.querySelector('.mb-board').dataset.record.split('_m')[1] || '').split('.').filter(Boolean).length === k, n);
    await H.idle(page);
  };
  await page.locator('.mb-undo').focus();
  await press(1);
  await press(0);
  await page.waitForFunction(() => document.querySelector('.mb-undo').disabled);
  assert.equal((await active(page)).cls, 'mb-btn mb-redo', 'no undo left: the focus on Redo');
  await press(1);
  await press(2);
  await page.waitForFunction(() => document.querySelector('.mb-redo').disabled);
  assert.equal((await active(page)).cls, 'mb-btn mb-undo', 'no redo left: the focus on Undo');
  assert.equal(await plies(), 2);
  // hole 5, played by player 1 in the opening, refused twice: the status line changes each time
  await page.evaluate(() => {
    window.statusSaid = [];
    const status = document.querySelector('.mb-status');
    new MutationObserver(() => window.statusSaid.push(status.textContent)).observe(status, { childList: true, characterData: true, subtree: true });
  });
  await page.locator('.mb-cell[data-hole="5"]').focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.statusSaid.length === 1);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.statusSaid.length === 2);
  const said = await page.evaluate(() => window.statusSaid);
  assert.match(said[0], /^That move is not allowed: /);
  assert.equal(said[1].trim(), said[0].trim(), 'the same words, said again');
  assert.equal(await page.getAttribute('.mb-status', 'aria-live'), 'polite');
  assert.equal(await plies(), 2, 'nothing played');
  assert.deepEqual(page.errors, []);
  await page.close();
});

const openSettingsIfFolded = (page) => H.openSettings(page);

// In the compact layout's "⋯" menu (helper-136): Enter on "⋯" left the focus there, and → along
// the menu reached the players' menus and handed Player 1's seat to the computer. Enter and ↓
// open it with the focus on its first control; → and ← go along it, changing no choice.
test('the "⋯" menu from the keyboard: opened with the focus inside, → and ← along it, the players\' menus unchanged', async () => {
  const page = await H.newPage(env, { viewport: { width: 480, height: 320 }, reducedMotion: 'reduce' });
  await H.open(page, env);
  await H.clearStorage(page);
  await page.goto(`${env.url}index.html?embed=1&game=ayoayo&p0=human&p1=human`);
  await page.waitForSelector('.mancala-app[data-view="game"]');
  await H.idle(page);
  const at = () => page.evaluate(() => ({ cls: document.activeElement.className, inMenu: !!document.activeElement.closest('.mb-more-menu'), open: !document.querySelector('.mb-more-menu').hidden }));
  await page.locator('.mb-more-btn').focus();
  await page.keyboard.press('Enter');
  const first = await at();
  assert.ok(first.open && first.inMenu, `Enter: the menu open, the focus in it: ${JSON.stringify(first)}`);
  for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowRight');
  assert.ok((await at()).inMenu, 'still in the menu');
  assert.match((await at()).cls, /mb-player-select/, 'at its end, a player\'s menu');
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Escape');
  assert.deepEqual(await page.$$eval('.mb-panel-player', (els) => els.map((el) => el.value)), ['human', 'human'], 'nobody\'s seat given to the computer');
  assert.equal(await page.getAttribute('.mancala-app', 'data-players'), 'human human');
  await page.keyboard.press('ArrowDown');
  assert.ok((await at()).inMenu, '↓ on "⋯": the menu open, the focus in it');
  assert.deepEqual(page.errors, []);
  await page.close();
});

// A screen reader's user (helper-133): ← on the toolbar's Hint stepped the game back ("Position
// after move 3 of 4"), though the toolbar's role promises its arrows move along it. They do;
// the game's position stays; the move list's ← still steps.
test('← and → in the toolbar move along its controls, Home and End to its ends; the game is not stepped', async () => {
  const page = await fresh('ayoayo_m2.6.3.9.5.9.0.10.1');
  await H.idle(page);
  const where = () => page.evaluate(() => ({ el: document.activeElement.className, hash: location.hash }));
  const before = await where();
  await page.locator('.mb-hint-btn').focus();
  await page.keyboard.press('ArrowLeft');
  assert.equal((await where()).el, 'mb-btn mb-resign', '← from Hint: Resign');
  await page.keyboard.press('ArrowLeft');
  assert.equal((await where()).el, 'mb-btn mb-undo', '← again: Undo (Redo, disabled, passed over)');
  await page.keyboard.press('ArrowRight');
  assert.equal((await where()).el, 'mb-btn mb-resign');
  await page.keyboard.press('Home');
  assert.match((await where()).el, /\bmb-new\b/, 'Home: the first control');
  await page.keyboard.press('End');
  const last = await page.evaluate(() => { const items = [...document.querySelectorAll('.mb-toolbar button, .mb-toolbar input, .mb-toolbar select')].filter((el) => !el.disabled && el.getClientRects().length); return items.at(-1) === document.activeElement; });
  assert.equal(last, true, 'End: the last control');
  // on a menu of choices too, and its choice stays (helper-136: → changed Speed, and never left it)
  await openSettingsIfFolded(page);
  const speed = await page.$eval('.mb-speed', (el) => el.value);
  await page.locator('.mb-speed').focus();
  await page.keyboard.press('ArrowRight');
  assert.match((await where()).el, /\bmb-theme\b/, '→ from Speed: Theme');
  await page.keyboard.press('ArrowLeft');
  assert.match((await where()).el, /\bmb-speed\b/, '← from Theme: Speed');
  assert.equal(await page.$eval('.mb-speed', (el) => el.value), speed, 'Speed unchanged');
  assert.equal((await where()).hash, before.hash, 'no position stepped to');
  assert.doesNotMatch(await page.textContent('.mb-status'), /^Position after/);
  // in the move list the arrows still step through the game
  await page.locator('.mb-moves li.is-last').focus();
  await page.keyboard.press('ArrowLeft');
  await page.waitForFunction(() => /^Position after move 8 of 9/.test(document.querySelector('.mb-status').textContent));
  assert.deepEqual(page.errors, []);
  await page.close();
});

// An earlier note's: a 4×36 game loaded from a link shows its last move (the board's right end);
// Tab reached the first playable hole, at its left end, off the screen until the first arrow.
test('Nsolo 4×36 from a link: the hole Tab reaches is brought into view', async () => {
  const page = await H.newPage(env, { reducedMotion: 'reduce', viewport: { width: 1024, height: 768 } });
  await page.goto(`${env.url}index.html${PEOPLE}#nsolo.36_m40`);
  await page.waitForSelector('.mancala-app[data-view="game"]');
  await H.idle(page);
  await tabTo(page, (a) => a.hole !== null);
  const seen = await page.evaluate(() => {
    const scroller = document.querySelector('.mb-board-scroll');
    const [x] = JSON.parse(document.querySelector('.mb-board').dataset.holeCenters)[Number(document.activeElement.dataset.hole)];
    return { x: x - scroller.scrollLeft, width: scroller.clientWidth, scrolls: document.querySelector('.mb-board').dataset.scrollable };
  });
  assert.equal(seen.scrolls, 'true', 'the board is wider than its box (else this checks nothing)');
  assert.equal(await page.isVisible('.mb-message'), false, 'the link is read whole');
  assert.ok(seen.x > 0 && seen.x < seen.width, `the focused hole in view: ${JSON.stringify(seen)}`);
  await page.screenshot({ path: H.shot('a11y-tab-4x36') });
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('Nsolo bonus removals and a forced pass with the keyboard', async () => {
  const sc = await findMove('nsolo', 0, (ev) => ev.some((e) => e.kind === 'bonus-owed'), { seed: 2 });
  const page = await fresh(sc.record);
  await H.idle(page);
  await tabTo(page, onCell);
  await playByKeys(page, sc.move);
  let st = await H.boardState(page);
  assert.ok(st.pending > 0 && st.legal.every((m) => m.startsWith('x')), 'the bonus is owed');
  const owed = st.pending;
  for (let i = 0; i < owed; i++) {
    const cell = await page.getAttribute(`.mb-cell[data-hole="${st.legal[0].slice(1)}"]`, 'aria-label');
    assert.match(cell, /remove one stone/);
    await playByKeys(page, st.legal[0]);
    st = await H.boardState(page);
  }
  assert.equal(st.pending, 0);
  // The live region is filled a moment after the move (so screen readers notice the change).
  await page.waitForFunction(() => /removed a stone from hole \d+/.test(document.querySelector('.mb-announce').textContent));
  await page.close();

  const ps = await findPass('ayoayo', { seed: 1 });
  const p2 = await fresh(ps.record);
  await H.idle(p2);
  await tabTo(p2, onCell);
  // Enter on a hole while the only move is to pass: refused, and the refusal names Pass (a
  // keyboard tester's said only "that hole belongs to your opponent", the "must pass" line gone)
  const passer = (await H.boardState(p2)).toMove;
  await p2.keyboard.press('Enter');
  await p2.waitForFunction(() => /^That move is not allowed: .*\. The only move is to pass: press Pass\.$/.test(document.querySelector('.mb-status').textContent));
  // the board's entry point is on the passer's side (helper-136's was the opponent's first hole)
  assert.match(await p2.evaluate(() => document.activeElement.getAttribute('aria-label') || ''), new RegExp(`Player ${passer + 1}'s side`));
  // and a click on the opponent's hole names Pass too
  await p2.evaluate(() => { document.querySelector('.mb-status').textContent = ''; });
  await H.clickHole(p2, passer === 0 ? 6 : 0);
  await p2.waitForFunction(() => /The only move is to pass: press Pass\.$/.test(document.querySelector('.mb-status').textContent));
  await tabTo(p2, onCell);
  await playByKeys(p2, 'pass');
  assert.equal((await H.boardState(p2)).record, `${ps.record}.pass`);
  await p2.waitForFunction(() => /passed/.test(document.querySelector('.mb-announce').textContent));
  // the focus on the passer's own row, not on the opponent's top-left hole
  const focused = await p2.evaluate(() => document.activeElement.getAttribute('aria-label') || document.activeElement.className);
  assert.match(focused, new RegExp(`^Hole \\d+ .*Player ${passer + 1}'s side`), 'the focus on a hole of the side that passed');
  assert.deepEqual(p2.errors, []);
  await p2.close();
});

test('the accessibility tree names every hole with its owner, count and state, after some moves', async () => {
  const page = await fresh();
  await H.startGame(page, 'nsolo', 9);
  for (const k of [0, 1, 2, 3]) {
    const st = await H.boardState(page);
    await H.playByClick(page, st.legal[k % st.legal.length]);
  }
  const st = await H.boardState(page);
  const snapshot = await page.locator('[role="grid"]').ariaSnapshot();
  // the hole numbers hidden (the default): where it lies after its number, as the hint and the
  // review name holes then (a tester heard "hole 1 from the left" and went to "Hole 1")
  const cells = [...snapshot.matchAll(/gridcell "Hole (\d+) \((\d+) from the (left|right) in the ([a-z ]+)\), Player ([12])'{1,2}s side, stones: (\d+), (playable|not playable|playable: remove one stone)"/g)]
    .map(([, hole, n, end, row, owner, count, state]) => [, hole, owner, count, state, { n: Number(n), end, row }]);
  assert.equal(cells.length, 36, 'every hole of Nsolo 4×9 is in the tree');
  const grid = await page.$$eval('.mb-cell[data-hole]', (els) => els.map((c) => [Number(c.dataset.hole), Number(c.dataset.row), Number(c.dataset.col)]));
  const ROWS = ['top row', 'second row from the top', 'second row from the bottom', 'bottom row'];
  for (const [, hole, , , , place] of cells) {
    const [, row, col] = grid.find(([i]) => i === Number(hole));
    assert.deepEqual(place, col < 9 / 2 ? { n: col + 1, end: 'left', row: ROWS[row] } : { n: 9 - col, end: 'right', row: ROWS[row] }, `hole ${hole}: where it lies`);
  }
  const legalHoles = new Set(st.legal.map((m) => Number(m.replace(/^x/, ''))));
  for (const [, hole, owner, count, state] of cells) {
    const i = Number(hole);
    assert.equal(Number(count), st.holes[i], `hole ${i}'s count`);
    assert.equal(Number(owner) - 1, i < 18 ? 0 : 1, `hole ${i}'s owner`);
    assert.equal(state !== 'not playable', legalHoles.has(i), `hole ${i}'s state`);
  }
  assert.deepEqual([...new Set(cells.map((c) => Number(c[1])))].sort((a, b) => a - b), [...Array(36).keys()]);
  assert.match(snapshot, /gridcell "Player 1, Taken: \d+"/); // one colon (a keyboard tester heard "Player 1: Store: 0")
  // one Tab stop for the whole board (roving tabindex)
  assert.equal(await page.$$eval('.mb-cell[tabindex="0"]', (els) => els.length), 1);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the live region tells a capture, from the engine\'s account', async () => {
  const sc = await findMove('ayoayo', 0, (ev) => ev.some((e) => e.kind === 'capture'), { seed: 3 });
  const cap = sc.events.find((e) => e.kind === 'capture');
  const lift = sc.events.find((e) => e.kind === 'lift');
  const page = await fresh(sc.record);
  await H.idle(page);
  assert.equal(await page.getAttribute('.mb-announce', 'aria-live'), 'polite');
  await tabTo(page, onCell);
  await playByKeys(page, sc.move);
  await page.waitForFunction(() => document.querySelector('.mb-announce').textContent.length > 0);
  const said = await page.textContent('.mb-announce');
  assert.ok(said.includes(`sowed from hole ${sc.move}, seeds lifted: ${lift.count}.`), said);
  assert.ok(said.includes(`captured from hole ${cap.hole}: ${cap.count}.`), said);
  assert.deepEqual(page.errors, []);
  await page.close();
});

/** How often `re` (global) occurs in the texts the live region showed. */
const saidTimes = (told, re) => told.reduce((n, x) => n + (x.match(re) || []).length, 0);

/** A fresh Ayoayo game of a person against the computer at the speed Instant (`hold`: the computer's answers held). */
async function instantGame({ hold = false } = {}) {
  const page = await H.newPage(env, { reducedMotion: 'reduce' });
  if (hold) await H.holdEngine(page);
  await H.open(page, env);
  await H.clearStorage(page);
  await page.goto(`${env.url}index.html?p0=human&p1=computer:beginner&game=ayoayo`);
  await page.waitForSelector('.mancala-app[data-view="game"]');
  await H.setSpeed(page, 'instant');
  await H.idle(page);
  return page;
}

test('at the speed Instant, a person\'s move is still told, once, when the computer answers at once; the status line says nothing twice', async () => {
  const page = await instantGame();
  // every text the status line and the live region are given, in order
  await page.evaluate(() => {
    window.told = [];
    for (const sel of ['.mb-status', '.mb-announce']) {
      const el = document.querySelector(sel);
      new MutationObserver(() => {
        if (el.textContent && el.getAttribute('aria-live') !== 'off') window.told.push([sel, el.textContent]);
      }).observe(el, { childList: true, characterData: true, subtree: true });
    }
  });
  await tabTo(page, onCell);
  // two exchanges: the computer's first answer (its engine starting) and one from an engine at
  // work, which may come before the person's words are shown; whenever it comes, each move is
  // said once, the person's first
  for (const plies of [2, 4]) {
    await page.evaluate(() => { window.told = []; });
    const hole = Number((await H.boardState(page)).legal[0]);
    await arrowTo(page, hole);
    await page.keyboard.press('Enter');
    // the computer's reply: the record holds its move, and the board is still
    await page.waitForFunction((n) => document.querySelector('.mb-board').dataset.record.replace(/^.*_m/, '').split('.').length === n
      && document.querySelector('.mancala-app').dataset.thinking === 'false', plies, { timeout: 60000 });
    await H.idle(page);
    await page.waitForFunction(() => /Player 2 sowed/.test(document.querySelector('.mb-announce').textContent));
    const told = await page.evaluate(() => window.told);
    const said = told.filter(([sel]) => sel === '.mb-announce').map(([, text]) => text);
    assert.ok(said[0].startsWith(`Player 1 sowed from hole ${hole},`), JSON.stringify(said));
    assert.equal(saidTimes(said, /Player 1 sowed/g), 1, `the person's move said once: ${JSON.stringify(said)}`);
    // "What just happened?" shows both too, the person's move first (a learner's was replaced
    // by the reply, never read)
    assert.match(await page.textContent('.mb-happened'), new RegExp(`^Player 1 sowed from hole \\d+ [^]*Player 2 sowed from hole`), 'the box shows the person\'s move and the reply');
    assert.equal(saidTimes(said, /Player 2 sowed/g), 1, `the computer's move said once: ${JSON.stringify(said)}`);
    assert.match(said.join(' '), /^Player 1 sowed from hole \d+,.*\. Player 2 sowed from hole \d+,/s);
    const status = told.filter(([sel]) => sel === '.mb-status').map(([, text]) => text);
    assert.ok(!status.some((x) => /Sowing/.test(x)), `no animation to skip at Instant: ${JSON.stringify(status)}`);
    status.forEach((x, i) => assert.notEqual(x, status[i - 1], `said twice in a row: ${JSON.stringify(status)}`));
  }
  assert.deepEqual(page.errors, []);
  await page.close();
});

// A tester's report: at the speed Instant a screen reader said the person's first move twice.
// The computer's first answer came after the person's words had reached the live region (the
// engine's worker starting up), and its words were said after the person's again. Words the
// live region has shown are not said again; only words it never showed (a reply within its
// moment) lead the reply's. The answer is held until the person's words are in the region: the
// state a slow answer makes, whatever the machine's speed.
test('at the speed Instant, a person\'s move the live region already said is not said again with the computer\'s reply', async () => {
  const page = await instantGame({ hold: true });
  await page.evaluate(() => {
    window.told = [];
    const el = document.querySelector('.mb-announce');
    new MutationObserver(() => { if (el.textContent) window.told.push(el.textContent); })
      .observe(el, { childList: true, characterData: true, subtree: true });
  });
  await H.holdAnswers(page);
  await tabTo(page, onCell);
  const hole = Number((await H.boardState(page)).legal[0]);
  await arrowTo(page, hole);
  await page.keyboard.press('Enter');
  // the person's words in the live region, the computer's answer held
  await page.waitForFunction(() => /^Player 1 sowed/.test(document.querySelector('.mb-announce').textContent));
  await page.waitForFunction(() => globalThis.__engineHold.held.length > 0, null, { timeout: 60000 });
  await H.releaseAnswers(page);
  await page.waitForFunction(() => /_m\d+\.\d+$/.test(document.querySelector('.mb-board').dataset.record), null, { timeout: 60000 });
  await H.idle(page);
  await page.waitForFunction(() => /Player 2 sowed/.test(document.querySelector('.mb-announce').textContent));
  const told = await page.evaluate(() => window.told);
  assert.equal(saidTimes(told, /Player 1 sowed/g), 1, `the person's move said once: ${JSON.stringify(told)}`);
  assert.equal(saidTimes(told, /Player 2 sowed/g), 1, `the computer's move said once: ${JSON.stringify(told)}`);
  assert.ok(told[0].startsWith(`Player 1 sowed from hole ${hole},`), JSON.stringify(told));
  assert.match(await page.textContent('.mb-announce'), /^Player 2 sowed from hole \d+,/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

// A tester's report: in Nsolo at the speed Instant only the computer's last removal was
// heard; the person's move, the computer's sowing and capture and its earlier removals were
// each replaced unheard by the next move's words. Every move is said, once (words the live region
// showed are not said again: however fast the computer's moves come).
test('Nsolo at the speed Instant: the live region says the whole exchange, each move once, the person\'s move and every move of the computer\'s turn', async () => {
  const Game = await engine();
  const owes = (ev) => ev.some((e) => e.kind === 'bonus-owed');
  // the person's move ends their turn, and every reply of the computer captures (so owes a removal)
  const sc = await findMove('nsolo', 0, (ev, move, info) => {
    if (info.toMove !== 0 || owes(ev)) return false;
    const g = Game.load(info.record);
    try {
      g.play(move);
      if (g.result() || g.toMove() !== 1) return false;
      const after = g.record();
      return g.legalMoves().every((l) => { const h = Game.load(after); try { return owes(h.play(l)); } finally { h.free(); } });
    } finally { g.free(); }
  }, { seed: 2 });
  const page = await H.newPage(env, { reducedMotion: 'reduce' });
  await H.open(page, env);
  await H.clearStorage(page);
  await page.goto(`${env.url}index.html?p0=human&p1=computer:beginner#${sc.record}`);
  await page.waitForSelector('.mancala-app[data-view="game"]');
  await H.setSpeed(page, 'instant');
  await H.idle(page);
  await page.evaluate(() => {
    window.told = [];
    const el = document.querySelector('.mb-announce');
    new MutationObserver(() => { if (el.textContent) window.told.push(el.textContent); })
      .observe(el, { childList: true, characterData: true, subtree: true });
    // what the status line and the thinking sign say (a change, or shown, while their live region is on)
    window.others = [];
    for (const sel of ['.mb-status', '.mb-thinking']) {
      const box = document.querySelector(sel);
      new MutationObserver(() => { if (!box.hidden && box.getAttribute('aria-live') !== 'off' && box.textContent) window.others.push(box.textContent); })
        .observe(box, { childList: true, characterData: true, subtree: true, attributes: true, attributeFilter: ['hidden'] });
    }
  });
  await tabTo(page, onCell);
  await arrowTo(page, Number(sc.move.replace(/^x/, '')));
  await page.keyboard.press('Enter');
  // the computer's whole turn: player 1 to move again, the board still, the words in
  const mine = `${sc.record}.${sc.move}`;
  await page.waitForFunction((r) => {
    const b = document.querySelector('.mb-board');
    return b.dataset.record.startsWith(`${r}.`) && b.dataset.toMove === '0' && b.dataset.animating === 'false'
      && document.querySelector('.mancala-app').dataset.thinking === 'false';
  }, mine, { timeout: 60000 });
  await H.idle(page);
  const record = (await H.boardState(page)).record;
  const theirs = record.slice(mine.length + 1).split('.');
  const removals = theirs.filter((m) => m.startsWith('x')).length;
  assert.ok(removals >= 1 && !theirs[0].startsWith('x'), `the computer sowed, captured and removed: ${theirs}`);
  // the words of the computer's last removal shown
  await page.waitForFunction((n) => window.told.join(' ').match(/Player 2 removed/g)?.length >= n
    && /Player 2 removed/.test(document.querySelector('.mb-announce').textContent), removals)
    .catch(async () => assert.fail(`the live region said: ${JSON.stringify(await page.evaluate(() => window.told))}`));
  const told = await page.evaluate(() => window.told);
  const said = told.join(' ');
  const hole = sc.move.replace(/^x/, '');
  assert.ok(said.startsWith(sc.move.startsWith('x') ? `Player 1 removed a stone from hole ${hole}` : `Player 1 sowed from hole ${hole}`), said);
  assert.match(said, /^Player 1 .*Player 2 sowed from hole \d+.*captur/s, 'the person\'s move, then the computer\'s sowing and capture');
  assert.equal(saidTimes(told, /Player 1 (sowed|removed)/g), 1, `the person's move said once: ${JSON.stringify(told)}`);
  assert.equal(saidTimes(told, /Player 2 sowed/g), 1, `the computer's sowing said once: ${JSON.stringify(told)}`);
  assert.equal(saidTimes(told, /Player 2 removed/g), removals, `each removal said once: ${JSON.stringify(told)}`);
  // between them, neither "is thinking" nor the stones still to remove (a tester heard both at
  // each removal); whose turn it is comes after the move, with it (the status line, silent,
  // spoke first: a tester heard "Player 1 to move" before the computer's last removal)
  const others = await page.evaluate(() => window.others);
  assert.deepEqual(others, [], 'the status line and the thinking sign said nothing of their own');
  assert.match(told.at(-1), /Player 2 removed [^.]*\. Player 1 to move: choose one of your playable holes\.$/);
  // "What just happened?": the whole exchange, the person's move first, each move once
  const box = await page.textContent('.mb-happened');
  assert.match(box, /^Player 1 [^]*Player 2 sowed from hole [^]*captur/, box);
  assert.equal(saidTimes([box], /Player 2 sowed/g), 1, box);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('stepping through the game is said once: the position, the move that led there and whose turn; a new game leaves no old words in the live region', async () => {
  const sc = await findMove('ayoayo', 0, (ev) => ev.some((e) => e.kind === 'capture'), { seed: 3 });
  const page = await fresh(sc.record);
  await H.idle(page);
  await tabTo(page, onCell);
  await playByKeys(page, sc.move);
  await page.waitForFunction(() => /captured/.test(document.querySelector('.mb-announce').textContent));
  await page.locator('.mb-nav-prev').focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => /^Position after move/.test(document.querySelector('.mb-status').textContent));
  await H.idle(page);
  // the position, the move that led there and who is to move, in one sentence of the live
  // region (a keyboard tester heard the position alone, the move only on the screen); the
  // status line, which shows the same, silent
  await page.waitForFunction(() => document.querySelector('.mb-announce').textContent !== '');
  const said = await page.textContent('.mb-announce');
  // (its holes by number, as the live region says a move in play: helper-136 heard them by place)
  assert.match(said, /^Position after move 1 of 2\. Player 1 sowed from hole \d+, seeds lifted: \d+\.[^]*\. Player 2 is to move here\.$/);
  assert.equal(await page.getAttribute('.mb-status', 'aria-live'), 'off', 'the status line says it once, through the live region');
  await page.keyboard.press('End');
  // ... and whose turn it is, after it (the status line's words follow the live region's)
  await page.waitForFunction(() => document.querySelector('.mb-announce').textContent === `Back at the game. ${document.querySelector('.mb-status').textContent}`
    && /to move/.test(document.querySelector('.mb-status').textContent));
  // the last game's words go with it: a screen reader's browse mode met an old result
  await page.locator('.mb-new').click();
  await H.startGame(page, 'adji-boto');
  assert.equal(await page.textContent('.mb-announce'), '');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('focus is visible on the board; the rules dialog traps focus, Escape closes it and focus returns', async () => {
  const page = await fresh();
  await H.startGame(page, 'adji-boto');
  await tabTo(page, onCell);
  // the ring is drawn on the canvas (web/js/render.js), under the counts: no outline over the
  // cell; the canvas shows the focus colour just outside the focused hole, and not round another
  await page.waitForFunction(() => document.querySelector('.mancala-app').dataset.focusRing === document.activeElement.dataset.hole);
  await H.idle(page);
  const ring = await page.evaluate(() => {
    const cell = document.activeElement;
    const cs = getComputedStyle(cell);
    const app = document.querySelector('.mancala-app');
    const want = getComputedStyle(app).getPropertyValue('--focus-ring').trim();
    const probe = document.createElement('canvas').getContext('2d');
    probe.fillStyle = want;
    probe.fillRect(0, 0, 1, 1);
    const rgb = [...probe.getImageData(0, 0, 1, 1).data].slice(0, 3);
    const b = document.querySelector('.mb-board');
    const c = JSON.parse(b.dataset.holeCenters);
    const R = Number(b.dataset.pitch) * 0.46 + 5.5;
    const canvas = b.querySelector('canvas.mb-canvas');
    const k = canvas.width / canvas.clientWidth;
    const at = (i) => [...canvas.getContext('2d').getImageData(Math.round(c[i][0] * k), Math.round((c[i][1] - R) * k), 1, 1).data].slice(0, 3);
    const close = (p) => p.every((v, j) => Math.abs(v - rgb[j]) <= 40);
    const hole = Number(cell.dataset.hole);
    const other = Number([...document.querySelectorAll('.mb-cell[data-hole]')].find((el) => el !== cell).dataset.hole);
    return { visible: cell.matches(':focus-visible'), outline: cs.outlineStyle, shadow: cs.boxShadow, focused: close(at(hole)), other: close(at(other)) };
  });
  assert.equal(ring.visible, true);
  assert.equal(ring.outline, 'none', 'no outline over the counts');
  assert.equal(ring.shadow, 'none');
  assert.equal(ring.focused, true, 'the focus ring is on the canvas round the focused hole');
  assert.equal(ring.other, false, 'and round no other hole');
  // it follows the arrow keys, and goes when the focus leaves the board
  const from = await page.evaluate(() => document.activeElement.dataset.hole);
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction((h) => document.activeElement.dataset.hole !== h && document.querySelector('.mancala-app').dataset.focusRing === document.activeElement.dataset.hole, from);
  await page.screenshot({ path: H.shot('keyboard-focus') });
  await tabTo(page, (a) => /mb-rules-btn/.test(a.cls), { back: true });
  assert.equal(await page.getAttribute('.mancala-app', 'data-focus-ring'), '', 'the ring goes with the focus');
  await page.keyboard.press('Enter');
  await page.waitForSelector('dialog.mb-rules[open]'); // once its texts are fetched (web/locales/rules/)
  assert.ok(await page.isVisible('dialog.mb-rules'));
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    assert.ok(await page.evaluate(() => !!document.activeElement.closest('dialog[open]')), 'focus stays in the dialog');
  }
  await page.keyboard.press('Escape');
  assert.equal(await page.isVisible('dialog.mb-rules'), false);
  assert.ok(await page.evaluate(() => document.activeElement.classList.contains('mb-rules-btn')), 'focus went back to the Rules button');
  assert.deepEqual(page.errors, []);
  await page.close();
});

// The grid's cells lie on the holes they name (a screen reader's and a keyboard's board is the
// drawn one): on a wide screen, on a phone whose 4×36 board scrolls sideways (scrolled to its
// far end), and in a small embedded frame, where the board has no padding round it.
for (const [name, query, fragment, viewport] of [
  ['Ayoayo on a wide screen', PEOPLE, 'ayoayo', { width: 1366, height: 768 }],
  ['Nsolo 4×36 on a phone, scrolled', PEOPLE, 'nsolo.36', { width: 390, height: 844 }],
  ['Adji-Boto embedded at 320×240', '?embed=1&game=adji-boto&p0=human&p1=human', '', { width: 320, height: 240 }],
]) {
  test(`the grid's cells lie on their holes: ${name}`, async () => {
    const page = await H.newPage(env, { reducedMotion: 'reduce', viewport });
    await H.open(page, env);
    await H.clearStorage(page);
    await page.goto(`${env.url}index.html${query}${fragment ? `#${fragment}` : ''}`);
    await page.waitForSelector('.mancala-app[data-busy="false"]');
    await H.idle(page);
    const scrolled = await page.evaluate(() => {
      const s = document.querySelector('.mb-board-scroll');
      s.scrollLeft = s.scrollWidth;
      return s.scrollLeft;
    });
    if (fragment === 'nsolo.36') assert.ok(scrolled > 100, `the board scrolls sideways (${scrolled} px)`);
    const off = await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => {
      const canvas = document.querySelector('canvas.mb-canvas').getBoundingClientRect();
      const centres = JSON.parse(document.querySelector('.mb-board').dataset.holeCenters);
      done([...document.querySelectorAll('.mb-cell[data-hole]')].map((cell) => {
        const r = cell.getBoundingClientRect();
        const [x, y] = centres[Number(cell.dataset.hole)];
        return Math.hypot(r.left + r.width / 2 - canvas.left - x, r.top + r.height / 2 - canvas.top - y);
      }));
    })));
    assert.equal(off.length, (await H.boardState(page)).holes.length, 'a cell for every hole');
    assert.ok(Math.max(...off) <= 1, `every cell is centred on its hole (furthest ${Math.max(...off).toFixed(2)} px off)`);
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}

// A tester's report, on a phone: the Hole numbers and Sound check boxes were 13 px, their
// labels 19 px high, the keyboard help's and the lesson's summaries 20 px: under the 24 px a
// finger needs at the least (WCAG 2.2, 2.5.8). Every control of the game, of its review and
// of a lesson, visible at the start, at phone and desktop sizes.
test('every control is a target of 24 × 24 px or more: the game, its review, a lesson, on a phone and a desktop', async () => {
  const small = [];
  const measure = (page, where) => page.evaluate((w) => {
    const out = [];
    for (const el of document.querySelectorAll('.mancala-app button, .mancala-app select, .mancala-app input, .mancala-app summary, .mancala-app a, .mb-langbar select')) {
      if (!el.checkVisibility() || el.closest('[role="grid"]')) continue; // the board's cells: the holes' own size
      const target = el.matches('input[type="checkbox"]') && el.closest('label') ? el.closest('label') : el;
      const r = target.getBoundingClientRect();
      if (r.width < 24 || r.height < 24) out.push(`${w}: ${target.tagName.toLowerCase()}.${target.className} "${target.textContent.trim().slice(0, 24)}" ${Math.round(r.width)}×${Math.round(r.height)}`);
    }
    return out;
  }, where);
  for (const [w, h, query] of [[360, 740, 'lang=ru&game=nsolo'], [320, 568, 'lang=nl&game=adji-boto'], [1280, 800, 'lang=en&game=ayoayo']]) {
    const page = await H.newPage(env, { viewport: { width: w, height: h } });
    await page.goto(`${env.url}index.html?${query}&p0=human&p1=human`);
    await page.waitForSelector('.mancala-app[data-view="game"] .mb-board[data-animating="false"]');
    await H.idle(page);
    await page.click('.mb-keys summary');
    await H.openSettings(page); // a phone's, folded: measured open
    small.push(...await measure(page, `${w}×${h} ${query}`));
    await page.click('.mb-review-open');
    await page.waitForSelector('.mb-review[data-state="done"]', { timeout: 60000 });
    small.push(...await measure(page, `${w}×${h} ${query}, review`));
    await page.evaluate(() => { location.hash = 'learn/ayoayo'; });
    await page.waitForSelector('.mancala-app[data-lesson] .mb-lesson-text:not(:empty)');
    small.push(...await measure(page, `${w}×${h} ${query}, lesson`));
    assert.deepEqual(page.errors, []);
    await page.close();
  }
  assert.deepEqual(small, []);
});

// A tester's report: a phone showed the keyboard's help (Tab, arrows, Enter) under the board.
test("a touch screen's page has no keyboard help; a page with a mouse keeps it", async () => {
  for (const [touch, shown] of [[true, false], [false, true]]) {
    const context = await H.newContext(env, { viewport: { width: 390, height: 844 }, hasTouch: touch, isMobile: touch });
    const page = await H.newPage(env, { context });
    await page.goto(`${env.url}index.html?game=ayoayo&p0=human&p1=human`);
    await page.waitForSelector('.mancala-app[data-view="game"] .mb-board[data-animating="false"]');
    assert.equal(await page.locator('.mb-keys').isVisible(), shown, touch ? 'touch' : 'mouse');
    assert.deepEqual(page.errors, []);
    await context.close();
  }
});

// A tester's report: on a 360 px phone the Nsolo size slider was 143 px for 29 sizes (5 px a
// size): 4 × 20 was hard to land on with a finger. Now it has a line of its own.
// Lying down (844×390), a card a third of the width: 137 px beside its label, 8 px a size on a line of its own.
test("on a phone the Nsolo size slider is a line of its own: 9 px or more a size (7.5 on a phone lying down)", async () => {
  for (const [w, h] of [[320, 568], [360, 740], [844, 390]]) {
    const context = await H.newContext(env, { viewport: { width: w, height: h }, hasTouch: true, isMobile: true });
    const page = await H.newPage(env, { context });
    await page.goto(`${env.url}index.html?lang=ru`);
    await page.waitForSelector('.mancala-app[data-view="start"]');
    const { width, height, sizes } = await page.$eval('.mb-size', (el) => ({ ...el.getBoundingClientRect().toJSON(), sizes: Number(el.max) - Number(el.min) + 1 }));
    assert.ok(width / sizes >= (w > h ? 7.5 : 9), `${w}×${h}: ${Math.round(width)} px for ${sizes} sizes`);
    assert.ok(height >= 32, `${w}×${h}: ${height} px high`);
    assert.deepEqual(page.errors, []);
    await context.close();
  }
});

// A tester's report: on a phone the toolbar and its settings took three to five rows above the
// board, so that once the board was in view Undo and Hint were above the screen. The settings
// (Speed, Theme, Hole numbers, Sound) now fold behind one button at 600 px and less.
test('on a phone the settings fold behind one button: Undo, Hint, the whole board and the status on one screen', async () => {
  const out = [];
  for (const [w, h] of [[360, 740], [390, 844]]) {
    for (const lang of ['en', 'it', 'nl', 'ru']) {
      for (const game of ['ayoayo', 'adji-boto', 'nsolo&size=8']) {
        const context = await H.newContext(env, { viewport: { width: w, height: h }, hasTouch: true, isMobile: true, reducedMotion: 'reduce' });
        const page = await H.newPage(env, { context });
        await page.goto(`${env.url}index.html?game=${game}&lang=${lang}&p0=human&p1=human`);
        await page.waitForSelector('.mancala-app[data-view="game"] .mb-board[data-animating="false"]');
        await H.idle(page);
        // as it settles (the settings fold a frame after the head is measured): the last look
        // (a function, not a string: a string polled in the page is evaluated there, which its
        // CSP refuses with a console error, as a busy machine showed)
        const look = (okOnly) => {
          const r = (s) => document.querySelector(s).getBoundingClientRect();
          const at = { top: Math.min(r('.mb-undo').top, r('.mb-hint-btn').top), board: r('canvas.mb-canvas').bottom, status: r('.mb-status').bottom };
          const ok = at.top >= 0 && Math.max(at.board, at.status) <= innerHeight;
          return okOnly ? ok : { ...at, ok };
        };
        await page.waitForFunction(look, true, { timeout: 3000 }).catch(() => {});
        const at = await page.evaluate(look);
        const cell = `${w}×${h} ${lang} ${game}`;
        if (at.top < 0 || Math.max(at.board, at.status) > h) out.push(`${cell}: Undo and Hint at ${Math.round(at.top)}, the board's end at ${Math.round(at.board)}, the status's at ${Math.round(at.status)} in ${h}`);
        // folded; the button opens them, says so, and closes them again
        const speed = page.locator('.mb-speed');
        const toggle = page.locator('.mb-settings-btn');
        assert.equal(await speed.isVisible(), false, `${cell}: folded`);
        await toggle.tap();
        assert.equal(await toggle.getAttribute('aria-expanded'), 'true', cell);
        for (const sel of ['.mb-speed', '.mb-theme', '.mb-hole-numbers', '.mb-sound']) assert.ok(await page.locator(sel).isVisible(), `${cell}: ${sel} shown`);
        await toggle.tap();
        assert.equal(await toggle.getAttribute('aria-expanded'), 'false', cell);
        assert.equal(await speed.isVisible(), false, `${cell}: folded again`);
        if (lang === 'en') { // a new game folds them again (a learner's: they stayed open from game to game)
          await toggle.tap();
          await H.playByClick(page, (await H.boardState(page)).legal[0]);
          assert.equal(await toggle.getAttribute('aria-expanded'), 'true', `${cell}: a move leaves them open (the board does not move as it sows)`);
          await page.click('.mb-new');
          await H.startGame(page, game.replace(/&.*/, ''));
          assert.equal(await toggle.getAttribute('aria-expanded'), 'false', `${cell}: folded by a new game`);
          assert.equal(await speed.isVisible(), false, `${cell}: folded by a new game`);
        }
        assert.deepEqual(page.errors, [], cell);
        await context.close();
      }
    }
  }
  assert.deepEqual(out, []);
  // a wide screen: no button, the settings in the toolbar's row
  const page = await H.newPage(env, { viewport: { width: 1280, height: 800 } });
  await page.goto(`${env.url}index.html?game=ayoayo&p0=human&p1=human`);
  await page.waitForSelector('.mancala-app[data-view="game"] .mb-board[data-animating="false"]');
  assert.equal(await page.locator('.mb-settings-btn').isVisible(), false);
  for (const sel of ['.mb-speed', '.mb-theme', '.mb-hole-numbers', '.mb-sound']) assert.ok(await page.locator(sel).isVisible(), `1280: ${sel} shown`);
  assert.deepEqual(page.errors, []);
  await page.close();
});

// A tester's report: on a phone, a game begun from the start screen's last card opened with the
// page where the start screen had been scrolled to: the toolbar above the screen.
test('on a phone a game begun from the bottom of the start screen opens at its top, the toolbar in view', async () => {
  for (const [w, h, lang, game] of [[320, 568, 'ru', 'nsolo'], [360, 740, 'it', 'ayoayo']]) {
    const context = await H.newContext(env, { viewport: { width: w, height: h }, hasTouch: true, isMobile: true });
    const page = await H.newPage(env, { context });
    await page.goto(`${env.url}index.html?lang=${lang}&p0=human&p1=human`);
    await page.waitForSelector('.mancala-app[data-view="start"]');
    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
    assert.ok(await page.evaluate(() => scrollY > 200), 'the start screen scrolled down');
    await page.locator(`.mb-card[data-game="${game}"] button.mb-primary`).tap();
    await page.waitForSelector('.mancala-app[data-view="game"] .mb-board[data-animating="false"]');
    await H.idle(page);
    const at = await page.evaluate(() => ({ undo: document.querySelector('.mb-undo').getBoundingClientRect().top, board: document.querySelector('canvas.mb-canvas').getBoundingClientRect().top }));
    assert.ok(at.undo >= 0, `${w}×${h} ${lang}: Undo at ${Math.round(at.undo)}`);
    assert.ok(at.board < h, `${w}×${h} ${lang}: the board begins on the screen (${Math.round(at.board)})`);
    assert.deepEqual(page.errors, []);
    await context.close();
  }
});

// A tester's report: on a 320 px phone in Russian the panel of the player to move wrapped to
// three rows, the other to two, and the board moved by 30 px each time the turn passed.
// And on a phone lying down (844×390) Nsolo 4×8's panels, as narrow as the board beside the
// side column, wrapped as the turn passed: the board went 30 px down at each computer's turn
// (another tester's).
test('on a phone the board stays where it is as the turn passes: both panels wrap alike', async () => {
  for (const [lang, game, width, height] of [['ru', 'ayoayo', 320, 568], ['nl', 'ayoayo', 320, 568], ['ru', 'adji-boto', 320, 568],
    ['en', 'nsolo&size=8', 844, 390], ['ru', 'nsolo&size=8', 915, 412]]) {
    const context = await H.newContext(env, { viewport: { width, height }, hasTouch: true, isMobile: true, reducedMotion: 'reduce' });
    const page = await H.newPage(env, { context });
    await page.goto(`${env.url}index.html?game=${game}&lang=${lang}&p0=human&p1=human`);
    await page.waitForSelector('.mancala-app[data-view="game"] .mb-board[data-animating="false"]');
    await H.idle(page);
    const at = () => page.evaluate(() => ({
      // below the top of player 2's panel (the page may scroll, or hold the board's column sticky)
      board: Math.round(document.querySelector('canvas.mb-canvas').getBoundingClientRect().top - document.querySelector('.mb-player[data-player="1"]').getBoundingClientRect().top),
      panels: [...document.querySelectorAll('.mb-player')].map((p) => Math.round(p.getBoundingClientRect().height)),
    }));
    const before = await at();
    // (an Nsolo capture keeps the turn: the bonus removal, then the turn passes)
    for (let n = 0; n < 4 && (await H.boardState(page)).toMove === 0; n++) {
      await H.playByClick(page, (await H.boardState(page)).legal[0]);
      await H.idle(page);
    }
    const after = await at();
    assert.equal((await H.boardState(page)).toMove, 1, 'the turn passed');
    assert.deepEqual(after, before, `${lang} ${game} ${width}×${height}: the board and the panels as they were`);
    assert.deepEqual(page.errors, []);
    await context.close();
  }
});

// A screen-reader tester pressed New game in an Ayoayo game: the focus went to "Play Adji-Boto",
// the start screen's first card, and Enter there began Adji-Boto. It goes to the Play of the
// game just left, for each game.
test('New game: the focus on the Play of the game just left', async () => {
  const page = await fresh();
  for (const game of ['ayoayo', 'nsolo', 'adji-boto']) {
    await H.startGame(page, game);
    await page.locator('.mb-new').focus();
    await page.keyboard.press('Enter');
    await page.waitForSelector('.mancala-app[data-view="start"]');
    await page.waitForFunction((g) => document.activeElement?.closest('.mb-card')?.dataset.game === g && document.activeElement.classList.contains('mb-primary'), game, { timeout: 5000 })
      .catch(async () => assert.fail(`${game}: the focus on ${await page.evaluate(() => `${document.activeElement?.closest('.mb-card')?.dataset.game} ${document.activeElement?.className}`)}`));
  }
  assert.deepEqual(page.errors, []);
  await page.close();
});

// A tester's: the language menu's focus ring covered the last letter of its label ("Lingua",
// "Taal"). Each menu's ring, drawn, stays off its label's words, in four languages.
test('a menu\'s focus ring leaves its label\'s words whole: the language, the speed and the theme', async () => {
  const page = await fresh();
  for (const lang of ['en', 'it', 'nl', 'ru']) {
    await page.goto(`${env.url}index.html?lang=${lang}&game=ayoayo`);
    await page.waitForSelector('.mancala-app[data-view="game"]');
    await H.idle(page);
    for (const sel of ['.mb-lang', '.mb-speed', '.mb-theme']) {
      if (sel !== '.mb-lang') await H.openSettings(page); // folded where the toolbar wraps
      assert.ok(await page.isVisible(sel), `${lang} ${sel} shown`);
      await page.keyboard.press('Tab'); // the ring shows for the keyboard's focus
      await page.focus(sel);
      const gap = await page.$eval(sel, (el) => {
        const cs = getComputedStyle(el);
        const ring = (parseFloat(cs.outlineWidth) || 0) + (parseFloat(cs.outlineOffset) || 0);
        const words = [...el.closest('label').childNodes].find((n) => n.nodeType === 3 && n.textContent.trim());
        const range = document.createRange();
        range.selectNodeContents(words);
        return el.getBoundingClientRect().left - ring - range.getBoundingClientRect().right;
      });
      assert.ok(gap >= 0, `${lang} ${sel}: the ring ${-gap} px over the label`);
    }
  }
  assert.deepEqual(page.errors, []);
  await page.close();
});

// A screen-reader tester's: Italian's player names carry soft hyphens (Gio-ca-tore, for the
// review's narrow table), and every hole's name and the live region's words had them too, which
// a braille display may show. Words for readers come without them; the visible names keep them.
test('Italian: the holes\' names, the live regions\' words and the menus\' names carry no soft hyphens', async () => {
  const page = await H.newPage(env, { reducedMotion: 'reduce' });
  await H.open(page, env);
  await H.clearStorage(page);
  await page.goto(`${env.url}index.html?lang=it&p0=human&p1=human#ayoayo_m`);
  await page.waitForSelector('.mancala-app[data-view="game"]');
  await H.idle(page);
  await H.playByClick(page, (await H.boardState(page)).legal[0]);
  await page.waitForFunction(() => document.querySelector('.mb-announce').textContent.length > 0);
  const words = await page.evaluate(() => [
    ...[...document.querySelectorAll('.mb-cell')].map((c) => c.getAttribute('aria-label')),
    document.querySelector('.mb-announce').textContent,
    // the status line (a live region too), the players' menus' and the board's names
    document.querySelector('.mb-status').textContent,
    ...[...document.querySelectorAll('.mb-player-select')].map((el) => el.getAttribute('aria-label')),
    document.querySelector('canvas.mb-canvas').getAttribute('aria-label'),
  ]);
  assert.ok(words.some((w) => /Giocatore 1/.test(w)), `${words}`);
  assert.deepEqual(words.filter((w) => w.includes('\u00ad')), []);
  assert.match(await page.textContent('.mb-player[data-player="0"] .mb-player-name'), /Gio\u00adca\u00adtore 1/, 'the visible name keeps them');
  // the computer's thinking line, in the status line's place, as the status line (a keyboard
  // tester's reader read "Il Gio-ca-tore 2 sta pensando…")
  await page.goto(`${env.url}index.html?lang=it&p0=human&p1=computer:casual#ayoayo_m`);
  await page.waitForSelector('.mancala-app[data-view="game"]');
  await H.idle(page);
  await H.playByClick(page, (await H.boardState(page)).legal[0]);
  await page.waitForFunction(() => /sta pensando/.test(document.querySelector('.mb-thinking-text')?.textContent || ''));
  assert.match(await page.textContent('.mb-thinking-text'), /^Il Giocatore 2 sta pensando…$/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

// A screen-reader tester's: the page had no h1 (the games' names are h2s, as they are where
// the app is embedded). It has one, for readers only, in the page's language, and it stays one.
test('the page has one h1, the site\'s name in the page\'s language, for readers only', async () => {
  const page = await H.newPage(env);
  await H.open(page, env);
  await H.clearStorage(page);
  const h1 = () => page.evaluate(() => [...document.querySelectorAll('h1')].map((el) => {
    const r = el.getBoundingClientRect();
    return { text: el.textContent, title: document.title, lang: el.closest('[lang]').lang, size: r.width * r.height };
  }));
  assert.deepEqual(await h1(), [{ text: 'Mancala: Adji-Boto, Nsolo, Ayoayo', title: 'Mancala: Adji-Boto, Nsolo, Ayoayo', lang: 'en', size: 1 }]);
  // the first heading in the page's order, before the start screen's
  const found = await page.evaluate(() => [...document.querySelectorAll('h1, h2, h3')].map((el) => `${el.tagName}:${el.textContent}`));
  assert.equal(found[0], 'H1:Mancala: Adji-Boto, Nsolo, Ayoayo', `the first heading: ${found}`);
  assert.ok(found.length > 1, `${found}`);
  await H.startGame(page, 'ayoayo');
  await page.selectOption('.mb-lang', 'ru');
  await page.waitForFunction(() => document.documentElement.lang === 'ru' && document.querySelector('.mancala-app[data-view="game"]'));
  assert.deepEqual(await h1(), [{ text: 'Манкала: Аджи-Бото, Нсоло, Айоайо', title: 'Манкала: Аджи-Бото, Нсоло, Айоайо', lang: 'ru', size: 1 }]);
  assert.deepEqual(page.errors, []);
  await page.close();
});

// A keyboard tester's: Enter on a hole while the computer thought, or at an earlier position
// where the computer is to move, gave silence (the README promises the reason for any hole
// refused). The live region says it while the computer thinks (its sign has the status line's
// place); the status line says it at an earlier position.
test('a hole pressed in the computer\'s turn says so: while it thinks, and at an earlier position', async () => {
  const page = await H.newPage(env, { reducedMotion: 'reduce' });
  await H.holdEngine(page);
  await H.open(page, env);
  await H.clearStorage(page);
  await page.goto(`${env.url}index.html?lang=en&p0=human&p1=computer:beginner&game=ayoayo`);
  await page.waitForSelector('.mancala-app[data-view="game"]');
  await H.idle(page);
  await H.holdAnswers(page);
  await tabTo(page, onCell);
  await playByKeys(page, (await H.boardState(page)).legal[0]);
  await page.waitForFunction(() => document.querySelector('.mancala-app').dataset.thinking === 'true');
  await page.waitForFunction(() => document.querySelector('.mb-board').dataset.animating === 'false');
  await tabTo(page, onCell);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => /computer's turn/.test(document.querySelector('.mb-announce').textContent), null, { timeout: 5000 })
    .catch(async () => assert.fail(`the live region: ${await page.textContent('.mb-announce')}`));
  assert.equal(await page.textContent('.mb-announce'), "That move is not allowed: it is the computer's turn (Player 2).");
  await H.releaseAnswers(page);
  await page.waitForFunction(() => document.querySelector('.mancala-app').dataset.thinking === 'false');
  await H.idle(page);
  // an earlier position where the computer is to move: the status line says it
  await page.click('.mb-nav-prev');
  await page.waitForSelector('.mb-nav-back:not([hidden])');
  await H.idle(page);
  assert.equal((await H.boardState(page)).toMove, 1);
  await tabTo(page, onCell);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => /computer's turn/.test(document.querySelector('.mb-status').textContent), null, { timeout: 5000 })
    .catch(async () => assert.fail(`the status: ${await page.textContent('.mb-status')}`));
  assert.deepEqual(page.errors, []);
  await page.close();
});
