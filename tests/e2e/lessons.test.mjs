// The lessons (web/js/lesson-view.js, docs/lessons.md) in Chromium with the real rules module:
// each game's whole lesson, by clicking (Adji-Boto, Ayoayo) and by keyboard only (Nsolo, on the
// accessible grid); a legal move that is not the step's gets a retry (no hole numbers); a
// move the rules refuse gets their reason and the retry line; a phone's compact panel; a lesson link opens its step; progress survives a
// reload; the start screen, the rules dialog and the kiosk's idle screen open the lessons;
// the first visit loads no lesson file. Screenshots of every step in artifacts/screenshots/.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as H from './helpers.mjs';
import * as wasm from '../../web/pkg/mancala_wasm.js';

wasm.initSync({ module: readFileSync(join(H.ROOT, 'web', 'pkg', 'mancala_wasm_bg.wasm')) });
/** The record the rules write for a step's position (and the moves before it). */
const recordOf = (step) => {
  const g = wasm.Game.load(step.before ? `${step.position}_m${step.before.join('.')}` : step.position);
  try { return g.record(); } finally { g.free(); }
};

const lesson = (game) => JSON.parse(readFileSync(join(H.ROOT, 'web', 'lessons', 'steps.json'), 'utf8'))[game];
const texts = JSON.parse(readFileSync(join(H.ROOT, 'web', 'lessons', 'locales', 'en.json'), 'utf8'));
const words = (game, id) => texts.games[game].steps[id];

let env;
before(async () => { env = await H.startEnv(); });
after(async () => { await env?.close(); });

async function fresh(viewport) {
  const page = await H.newPage(env, { reducedMotion: 'reduce', ...(viewport ? { viewport } : {}) });
  await H.open(page, env);
  await H.clearStorage(page);
  return page;
}

/** Waits until the lesson shows step `id` in `phase` ('try' | 'done'). */
async function lessonAt(page, id, phase) {
  await page.waitForFunction(([i, p]) => {
    const el = document.querySelector('.mb-lesson');
    const b = document.querySelector('.mb-board');
    return el && el.dataset.step === i && el.dataset.phase === p && b && b.dataset.animating === 'false'
      && document.querySelector('.mancala-app').dataset.busy === 'false';
  }, [id, phase], { timeout: 60000 });
  await H.settled(page); // what the tests measure next is where things stand at last
}

const lessonText = (page) => page.$eval('.mb-lesson-text', (el) => el.textContent);
const marks = (page) => page.$eval('.mancala-app', (el) => (el.dataset.lessonMarks ? el.dataset.lessonMarks.split(' ').map(Number) : []));
/** A step whose only move is to pass: the Pass button is marked, not its holes. */
const passOnly = (step) => step.kind === 'play' && step.moves.every((m) => m === 'pass');

/**
 * Puts in the page `window.__rings`, for reading the board's canvas where render.js draws a
 * lesson's rings: the app, the canvas's scale `k`, the holes' centres, the pitch `P` and the
 * rings' scale `q`; `colour(var)` an app's CSS colour as pixels, `px(x, y)` the canvas's pixel
 * at CSS px (x, y), `like(p, c, tol)` whether two pixels match.
 */
const ringProbe = (page) => page.evaluate(() => {
  const app = document.querySelector('.mancala-app');
  const board = document.querySelector('.mb-board');
  const canvas = board.querySelector('canvas.mb-canvas');
  const k = canvas.width / canvas.clientWidth;
  const P = Number(board.dataset.pitch);
  const g = canvas.getContext('2d');
  window.__rings = {
    app,
    k,
    centres: JSON.parse(board.dataset.holeCenters),
    P,
    q: Math.min(1, Math.max(0.5, P / 64)),
    colour(v) {
      const c = document.createElement('canvas').getContext('2d');
      c.fillStyle = getComputedStyle(app).getPropertyValue(v).trim();
      c.fillRect(0, 0, 1, 1);
      return [...c.getImageData(0, 0, 1, 1).data];
    },
    px: (x, y) => [...g.getImageData(Math.round(x * k), Math.round(y * k), 1, 1).data],
    like: (p, c, tol) => [0, 1, 2].every((j) => Math.abs(p[j] - c[j]) < tol),
  };
});

/** A page at lesson step `game/id`, nothing saved, its moves shown seed by seed (no reduced motion). */
async function animatedStep(viewport, game, id) {
  const page = await H.newPage(env, { viewport });
  await H.open(page, env);
  await H.clearStorage(page);
  await page.goto(`${env.url}index.html?lang=en#learn/${game}/${id}`);
  await lessonAt(page, id, 'try');
  return page;
}

/** The lesson's words and phase as soon as a move played leaves the step's try phase. */
async function asMoveStarts(page) {
  await page.waitForFunction(() => document.querySelector('.mb-lesson').dataset.phase !== 'try');
  return page.evaluate(() => ({
    text: document.querySelector('.mb-lesson-text').textContent,
    phase: document.querySelector('.mb-lesson').dataset.phase,
  }));
}

test('Adji-Boto: the whole lesson by clicking, from the start screen; a first game at Beginner at the end', async () => {
  const page = await fresh();
  const { steps } = lesson('adji-boto');
  await page.click('.mb-card[data-game="adji-boto"] .mb-learn');
  for (const [i, step] of steps.entries()) {
    await lessonAt(page, step.id, 'try');
    assert.equal(await lessonText(page), words('adji-boto', step.id).try, `${step.id}: the try text`);
    assert.deepEqual(await marks(page), passOnly(step) ? [] : step.highlight, `${step.id}: its holes are marked`);
    assert.equal(await page.$eval('.mb-pass', (el) => el.classList.contains('is-lesson')), passOnly(step), `${step.id}: Pass marked or not`);
    // the status line leaves the holes to the lesson (its "your marked holes" meant other marks)
    // (a step that passes, and a Watch step, too: a tester saw the line empty, and no player to move)
    assert.match(await page.textContent('.mb-status'), step.kind === 'play' ? /^Player [12] to move: the lesson says what to try\.$/ : /^Player [12] to move: the lesson plays the move\.$/, `${step.id}: the status line`);
    assert.equal(await page.locator('.mb-player.is-to-move').count(), 1, `${step.id}: the player to move marked`);
    // shown, not said: the step's number and words are (a keyboard tester heard three live regions at once)
    assert.equal(await page.getAttribute('.mb-status', 'aria-live'), 'off', `${step.id}: the status line silent`);
    if (i === 0) { // nothing that does nothing in a lesson: the computer never moves, nothing to review
      assert.equal(await page.isVisible('.mb-panel-player'), false, 'no players\' menus');
      assert.equal(await page.isVisible('.mb-review-open'), false, 'no review button');
      // a wide screen (1280×720): the lesson in the column beside the board, its how-to line
      // folded under its summary there (web/js/app.js placeSide)
      assert.equal(await page.$eval('.mb-lesson', (el) => el.getBoundingClientRect().left >= document.querySelector('canvas.mb-canvas').getBoundingClientRect().right), true, 'a wide screen: the lesson beside the board');
      assert.equal(await page.$eval('.mb-lesson-how', (el) => el.open), false, 'beside the board: the how-to line folded');
      assert.equal(await page.isVisible('.mb-lesson-how > summary'), true, 'with its summary');
      await page.click('.mb-lesson-how > summary');
      assert.match(await page.textContent('.mb-lesson-how'), /click or tap it/, 'the summary opens it');
      // the step dots are progress, not controls: the current one is not drawn like a focused control
      const dot = await page.$eval('.mb-lesson-steps li.is-current', (el) => {
        const cs = getComputedStyle(el);
        const ring = getComputedStyle(el.closest('.mancala-app')).getPropertyValue('--focus-ring').trim();
        return { outline: cs.outlineStyle, shadow: cs.boxShadow, ring, cursor: cs.cursor, focusable: el.tabIndex >= 0 };
      });
      assert.equal(dot.outline, 'none', JSON.stringify(dot));
      assert.ok(dot.shadow !== 'none' && dot.cursor !== 'pointer' && !dot.focusable, JSON.stringify(dot));
    }
    assert.equal(await page.textContent('.mb-lesson-step'), `Step ${i + 1} of ${steps.length}`);
    assert.equal(await page.getAttribute('.mb-lesson-step', 'aria-live'), 'polite', 'the step\'s number is said as it opens');
    assert.ok(page.url().endsWith(`#learn/adji-boto/${step.id}`), `the link names the step (${page.url()})`);
    assert.equal((await H.boardState(page)).record, recordOf(step), 'the step\'s position is on the board');
    await page.screenshot({ path: H.shot(`lesson-adji-boto-${i + 1}-${step.id}`) });
    if (i === steps.length - 1) { // what the status line says aloud at the last move: its words each time they change while live
      await page.evaluate(() => {
        window.statusAloud = [];
        const el = document.querySelector('.mb-status');
        new MutationObserver(() => { if (el.getAttribute('aria-live') !== 'off' && el.textContent) window.statusAloud.push(el.textContent); })
          .observe(el, { childList: true, characterData: true, subtree: true });
      });
    }
    if (step.kind === 'watch') await page.click('.mb-lesson-watch');
    else await H.playByClick(page, step.moves[0]);
    await lessonAt(page, step.id, 'done');
    const said = await lessonText(page);
    assert.ok(said.startsWith(words('adji-boto', step.id).done), `${step.id}: the done text (${said})`);
    // what just happened: the live region's words, visible, with the holes named by where they
    // lie (hole numbers are hidden: tests/e2e/hole-numbers.test.mjs)
    await page.waitForFunction(() => {
      const seen = document.querySelector('.mb-happened').textContent;
      // (less the status line's words, which follow the move's when the board was still at once)
      const a = document.querySelector('.mb-announce').textContent, st = document.querySelector('.mb-status').textContent;
      let said = st && a.endsWith(` ${st}`) ? a.slice(0, -(st.length + 1)) : a;
      // (and a game's end first, without its "Game over.", which the status line above it says)
      const end = st === 'Game over.' ? said.indexOf(' Game over. ') : -1;
      if (end >= 0) said = `${said.slice(end + ' Game over. '.length)} ${said.slice(0, end)}`;
      return seen !== '' && said !== '' && seen.replace(/hole \d+ from the (left|right) in the [a-z ]*?row/g, 'hole') === said.replace(/hole \d+/g, 'hole');
    }, null, { timeout: 5000 });
    // the status line does not invite a move while the lesson explains (nobody is to play)
    await page.waitForFunction(() => !/(marked|playable) holes/.test(document.querySelector('.mb-status').textContent), null, { timeout: 5000 });
    if (i < steps.length - 1) await page.click('.mb-lesson-next');
  }
  assert.match(await lessonText(page), /You have finished the Adji-Boto lesson\./);
  assert.equal(await page.isVisible('.mb-over'), false, 'the lesson explains the end itself');
  // the last move's words say the end: the status line's "Game over." comes without a word (a
  // keyboard tester heard it after them)
  assert.equal(await page.textContent('.mb-status'), 'Game over.');
  assert.deepEqual((await page.evaluate(() => window.statusAloud)).filter((w) => /Game over/.test(w)), [], 'the status line\'s "Game over." not said aloud');
  assert.match(await page.textContent('.mb-announce'), /Game over\. Player 1 wins[^]*Why it ended: [^.]+\.$/, 'the end said once, the status line\'s words not after it');
  await page.screenshot({ path: H.shot('lesson-adji-boto-finished') });
  await page.click('.mb-lesson-first');
  await page.waitForSelector('.mb-lesson', { state: 'detached' });
  await H.idle(page);
  assert.equal(await page.getAttribute('.mancala-app', 'data-players'), 'human computer:beginner');
  const st = await H.boardState(page);
  assert.equal(st.record, 'adji-boto_m', 'a fresh game of Adji-Boto');
  assert.equal(await page.isVisible('.mb-panel-player'), true, 'the players\' menus are back after the lesson');
  assert.ok(!page.url().includes('learn/'), 'the link is the game\'s again');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('Adji-Boto: another legal move gets a retry; a refused move gets the rules\' reason', async () => {
  const page = await fresh();
  await page.goto(`${env.url}index.html#learn/adji-boto/opening`);
  await lessonAt(page, 'opening', 'try');
  // hole 7 was played in the opening: refused, in the rules' words and the step's
  await H.clickHole(page, 7);
  await page.waitForFunction(() => document.querySelector('.mb-lesson').dataset.refused === 'played-in-opening');
  const refused = await lessonText(page);
  const opening = words('adji-boto', 'opening');
  assert.equal(refused, `That move is not allowed: this hole was already played in the opening. ${opening.refused} ${opening.retry}`);
  assert.equal(refused, 'That move is not allowed: this hole was already played in the opening. You may play it again once the opening\'s ten moves are over. Play one of the marked holes.',
    'the step\'s word adds to the rules\' reason, does not repeat it (tests/unit/lesson-texts.test.mjs)');
  assert.equal(await page.isVisible('.mb-message'), false, 'no error box: the lesson explains it');
  assert.equal((await H.boardState(page)).record, recordOf(lesson('adji-boto').steps[2]), 'nothing was played');
  // the same hole again: the words change by a space nobody sees, so that a screen reader says
  // them again (its live region says changes only: a tester heard nothing the second time)
  for (let i = 0; i < 2; i++) {
    const before = await lessonText(page);
    await H.clickHole(page, 7);
    await page.waitForFunction((b) => document.querySelector('.mb-lesson-text').textContent !== b, before, { timeout: 5000 })
      .catch(() => assert.fail(`refused again (${i + 2}): the words did not change, so nothing is said`));
    assert.equal((await lessonText(page)).trim(), refused, 'the same words');
  }
  await page.screenshot({ path: H.shot('lesson-refused') });
  // the step's move after the refusal: its instruction back on screen while the move is shown,
  // not said again (a keyboard tester heard it re-read before their move's words)
  await page.evaluate(() => {
    const el = document.querySelector('.mb-lesson-text');
    window.lessonShown = [];
    window.lessonAloud = [];
    new MutationObserver(() => {
      window.lessonShown.push(el.textContent);
      if (el.getAttribute('aria-live') !== 'off') window.lessonAloud.push(el.textContent);
    }).observe(el, { childList: true, characterData: true, subtree: true });
  });
  await H.playByClick(page, lesson('adji-boto').steps[2].moves[0]);
  await lessonAt(page, 'opening', 'done');
  const [shownTexts, aloud] = await page.evaluate(() => [window.lessonShown, window.lessonAloud]);
  assert.ok(shownTexts.includes(opening.try), `the instruction shown again: ${JSON.stringify(shownTexts)}`);
  assert.ok(!aloud.includes(opening.try), `not said again: ${JSON.stringify(aloud)}`);
  assert.ok(aloud.some((w) => w.startsWith(opening.done)), `the step's done words said: ${JSON.stringify(aloud)}`);
  // the capture step: hole 9 is legal but not the step's
  await page.goto(`${env.url}index.html#learn/adji-boto/capture`);
  await lessonAt(page, 'capture', 'try');
  // the step's move alone is ringed as playable (a tester's report: "play the marked hole",
  // and four other holes ringed beside it); the others are still tried
  assert.equal(await page.$eval('.mb-board', (el) => el.dataset.legal), '7');
  // nor a move list or game record under the step (a tester read the record's notation there)
  assert.equal(await page.isVisible('.mb-moves-section'), false);
  assert.equal(await page.isVisible('.mb-record'), false);
  assert.deepEqual(await page.$$eval('.mb-cell.is-playable', (els) => els.map((e) => e.dataset.hole)), ['7']);
  // to a screen reader the holes the rules allow are playable (Enter tries them, as a click
  // does), the step's marked; the others not playable
  const cell = (i) => page.$eval(`.mb-cell[data-hole="${i}"]`, (el) => [el.getAttribute('aria-label').replace(/^.*seeds: \d+, /, ''), el.getAttribute('aria-disabled')]);
  assert.deepEqual(await cell(7), ['playable, marked', 'false']);
  assert.deepEqual(await cell(9), ['playable', 'false']);
  assert.deepEqual(await cell(0), ['not playable', 'true']);
  const before = (await H.boardState(page)).record;
  // what the panel says, in order (a learner took the step's text, kept while another move
  // was shown, for its acceptance): that it is another move, as soon as it starts
  await page.evaluate(() => {
    const el = document.querySelector('.mb-lesson-text');
    window.saidTexts = [];
    new MutationObserver(() => window.saidTexts.push([document.querySelector('.mb-lesson').dataset.phase, el.textContent]))
      .observe(el, { childList: true, characterData: true, subtree: true });
  });
  await H.clickHole(page, 9);
  await page.waitForFunction(() => /not the one to try here/.test(document.querySelector('.mb-lesson-text').textContent));
  await lessonAt(page, 'capture', 'try');
  assert.deepEqual((await page.evaluate(() => window.saidTexts))[0], ['moving', texts.ui['lesson.otherShown']], 'said as the move starts, while it is shown');
  const said = await lessonText(page);
  assert.equal(said, `${texts.ui['lesson.other']} ${words('adji-boto', 'capture').retry}`, 'no hole numbers');
  assert.equal(said, 'That move is allowed, but it is not the one to try here. This step is about the marked hole with 2 seeds: try it.', 'said once (tests/unit/lesson-texts.test.mjs)');
  assert.equal((await H.boardState(page)).record, before, 'the step starts again');
  assert.deepEqual(await marks(page), lesson('adji-boto').steps[3].highlight);
  await page.screenshot({ path: H.shot('lesson-retry') });
  // and now the step's move
  await H.playByClick(page, '7');
  await lessonAt(page, 'capture', 'done');
  assert.deepEqual(await marks(page), [5, 6], 'after the move: the captured hole and the last seed\'s');
  // the pass step: a tapped hole is refused, and what to do stays said (Press Pass)
  await page.goto(`${env.url}index.html#learn/adji-boto/pass`);
  await lessonAt(page, 'pass', 'try');
  await H.clickHole(page, 9);
  await page.waitForFunction(() => document.querySelector('.mb-lesson').dataset.refused === 'too-few-seeds');
  const pass = words('adji-boto', 'pass');
  assert.equal(await lessonText(page), `That move is not allowed: that hole holds too few seeds for a move. ${pass.refused} ${pass.retry}`);
  assert.match(pass.retry, /press Pass\.$/);
  assert.equal(await page.$eval('.mb-pass', (el) => el.classList.contains('is-lesson')), true, 'the Pass button is marked');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a phone (390×844): a compact panel, the learner\'s rows in view when a step opens, the explanation after a move', async () => {
  const page = await fresh({ width: 390, height: 844 });
  await page.goto(`${env.url}index.html#learn/nsolo/circuit`);
  await lessonAt(page, 'circuit', 'try');
  const inView = (sel) => page.$eval(sel, (el) => {
    const r = el.getBoundingClientRect();
    return r.top >= -1 && r.bottom <= innerHeight + 1; // subpixel: an element scrolled to the edge
  });
  assert.ok(await inView('.mb-board'), 'the whole board, the learner\'s rows too, below the panel');
  assert.ok(await inView('.mb-lesson-text'), 'and the step\'s text');
  assert.equal(await page.$eval('.mb-lesson-how', (el) => el.open), false, 'the how-to line is collapsed');
  assert.equal(await page.isVisible('.mb-lesson-how > summary'), true);
  await page.screenshot({ path: H.shot('lesson-phone-try') });
  // the learner scrolled down to play: the explanation is brought back into view (on a
  // smaller phone: with no move list under a lesson's board, 844 px hold the whole page)
  await page.setViewportSize({ width: 375, height: 548 });
  await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
  assert.equal(await inView('.mb-lesson-text'), false, 'scrolled past the panel');
  await H.playByClick(page, '6');
  await lessonAt(page, 'circuit', 'done');
  assert.ok(await inView('.mb-lesson-text'), `the explanation is in view (${await page.$eval('.mb-lesson-text', (el) => JSON.stringify(el.getBoundingClientRect()))})`);
  await page.screenshot({ path: H.shot('lesson-phone-done') });
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a phone turned (390×844 → 844×390): the how-to line, collapsed upright, opens once the screen is wide, and folds again; the step and the board come into view, side by side', async () => {
  const context = await H.newContext(env, { hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });
  const page = await H.newPage(env, { context });
  await page.goto(`${env.url}index.html#learn/ayoayo`);
  await page.waitForFunction(() => document.querySelector('.mb-lesson')?.dataset.phase === 'try');
  await page.waitForSelector('.mb-lesson-how:not([hidden])');
  assert.equal(await page.$eval('.mb-lesson-how', (el) => el.open), false, 'upright: collapsed behind its summary');
  await page.setViewportSize({ width: 844, height: 390 });
  // wide: the summary is hidden, so the line must be open to be seen at all
  await page.waitForFunction(() => document.querySelector('.mb-lesson-how').open);
  assert.equal(await page.isVisible('.mb-lesson-how > summary'), false);
  const how = await page.$eval('.mb-lesson-how', (el) => ({ h: el.getBoundingClientRect().height, text: el.innerText }));
  assert.ok(how.h > 10 && /hole/i.test(how.text), `the line is shown: ${JSON.stringify(how)}`);
  // the step's text and the board come into view again (the board was below the screen)
  await page.waitForFunction(() => ['.mb-lesson-text', 'canvas.mb-canvas'].every((s) => {
    const r = document.querySelector(s).getBoundingClientRect();
    return r.top >= -1 && r.bottom <= innerHeight + 1; // subpixel: an element scrolled to the edge
  }), null, { timeout: 10000 }).catch(async () => assert.fail(`not in view after turning: ${await page.evaluate(() => JSON.stringify(['.mb-lesson-text', 'canvas.mb-canvas'].map((s) => document.querySelector(s).getBoundingClientRect())))}`));
  await H.settled(page);
  // the lesson beside the board (it stood above it, its text scrolled off the top), its
  // buttons in view
  const at = await page.evaluate(() => {
    const r = (s) => document.querySelector(s).getBoundingClientRect();
    return { lesson: r('.mb-lesson').left, board: r('canvas.mb-canvas').right, next: r('.mb-lesson-next').bottom, view: innerHeight };
  });
  assert.ok(at.lesson >= at.board && at.next <= at.view, `the lesson beside the board, Next step in view: ${JSON.stringify(at)}`);
  await page.screenshot({ path: H.shot('lesson-phone-turned') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForFunction(() => !document.querySelector('.mb-lesson-how').open);
  assert.equal(await page.isVisible('.mb-lesson-how > summary'), true, 'upright again: its summary');
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('a small phone (360×640): a step that only passes opens with its text and the Pass button in view', async () => {
  const page = await fresh({ width: 360, height: 640 });
  for (const game of ['adji-boto', 'nsolo', 'ayoayo']) {
    await page.goto(`${env.url}index.html#learn/${game}/pass`);
    await lessonAt(page, 'pass', 'try');
    const where = await page.evaluate(() => ['.mb-lesson-text', '.mb-pass'].map((sel) => {
      const r = document.querySelector(sel).getBoundingClientRect();
      return { sel, top: Math.round(r.top), bottom: Math.round(r.bottom), inView: r.top >= -1 && r.bottom <= innerHeight + 1 };
    }));
    assert.ok(where.every((w) => w.inView), `${game}: ${JSON.stringify(where)}`);
    await page.screenshot({ path: H.shot(`lesson-pass-360-${game}`) });
  }
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a phone (390×844): a hole tapped in a step that only passes is refused, and the longer words leave the Pass button in view, in four languages', async () => {
  const context = await H.newContext(env, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, reducedMotion: 'reduce' });
  const page = await H.newPage(env, { context });
  for (const lang of ['en', 'it', 'nl', 'ru']) {
    for (const game of ['adji-boto', 'nsolo', 'ayoayo']) {
      await page.goto(`${env.url}index.html?lang=${lang}#learn/${game}/pass`);
      await lessonAt(page, 'pass', 'try');
      // a hole of the learner's own row, under the lesson: the tap the rules refuse
      const hole = await page.evaluate(() => {
        const b = document.querySelector('.mb-board');
        const centres = JSON.parse(b.dataset.holeCenters);
        let low = 0;
        centres.forEach(([, y], i) => { if (y > centres[low][1]) low = i; });
        return low;
      });
      const before = await lessonText(page);
      await H.clickHole(page, hole);
      await page.waitForFunction(() => document.querySelector('.mb-lesson').dataset.refused);
      await H.settled(page);
      assert.notEqual(await lessonText(page), before, `${lang} ${game}: the refusal said`);
      const where = await page.evaluate(() => {
        const pass = document.querySelector('.mb-pass').getBoundingClientRect();
        const text = document.querySelector('.mb-lesson-text').getBoundingClientRect();
        return { pass: [Math.round(pass.top), Math.round(pass.bottom)], text: [Math.round(text.top), Math.round(text.bottom)], view: innerHeight };
      });
      // with the lesson's ring round it (6 px), which was cut by the screen's edge (a tester's)
      assert.ok(where.pass[0] >= 6 && where.pass[1] + 6 <= where.view, `${lang} ${game}: Pass and its ring in view: ${JSON.stringify(where)}`);
      assert.ok(where.text[1] > 0 && where.text[1] <= where.view, `${lang} ${game}: the end of the words in view: ${JSON.stringify(where)}`);
      if (game === 'nsolo') await page.screenshot({ path: H.shot(`lesson-pass-refused-390-${lang}`) });
    }
  }
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('a board wider than the screen (180×320: a 360 px phone at 200 %): each step opens with its first marked hole in view, wherever the board was scrolled', async () => {
  const page = await fresh({ width: 180, height: 320 });
  for (const game of ['ayoayo', 'nsolo']) {
    const { steps } = lesson(game);
    for (const [i, step] of steps.entries()) {
      if (passOnly(step)) continue;
      // the board left scrolled to one end or the other, as the last step's play left it
      await page.evaluate((end) => { const el = document.querySelector('.mb-board-scroll'); if (el) el.scrollLeft = end ? el.scrollWidth : 0; }, i % 2 === 0);
      await page.goto(`${env.url}index.html#learn/${game}/${step.id}`);
      await lessonAt(page, step.id, 'try');
      const seen = await page.evaluate((hole) => {
        const el = document.querySelector('.mb-board-scroll');
        const [x] = JSON.parse(document.querySelector('.mb-board').dataset.holeCenters)[hole];
        return { x: Math.round(x), from: Math.round(el.scrollLeft), to: Math.round(el.scrollLeft + el.clientWidth) };
      }, step.highlight[0]);
      assert.ok(seen.x >= seen.from + 20 && seen.x <= seen.to - 20, `${game} ${step.id}: hole ${step.highlight[0]} in view: ${JSON.stringify(seen)}`);
    }
  }
  assert.deepEqual(page.errors, []);
  await page.close();
});

/** Moves the focus with Tab (at most 60 presses) until `sel` matches the focused element. */
async function tabTo(page, sel) {
  for (let i = 0; i < 60; i++) {
    if (await page.evaluate((s) => !!document.activeElement?.matches(s), sel)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${sel}`);
}

/** With the focus in the grid, moves it with the arrow keys to hole `hole` and presses Enter. */
async function playByKeys(page, hole) {
  for (let i = 0; i < 80; i++) {
    const at = await page.evaluate(() => {
      const c = document.activeElement;
      return { hole: Number(c.dataset.hole), row: Number(c.dataset.row), col: Number(c.dataset.col) };
    });
    if (at.hole === hole) break;
    const to = await page.$eval(`.mb-cell[data-hole="${hole}"]`, (c) => ({ row: Number(c.dataset.row), col: Number(c.dataset.col) }));
    let key = 'ArrowRight';
    if (to.row < at.row) key = 'ArrowUp';
    else if (to.row > at.row) key = 'ArrowDown';
    else if (to.col < at.col) key = 'ArrowLeft';
    await page.keyboard.press(key);
  }
  await page.keyboard.press('Enter');
}

test('Nsolo: the whole lesson by keyboard only, on the accessible grid; the texts are in a live region', async () => {
  const page = await fresh();
  const { steps } = lesson('nsolo');
  await tabTo(page, '.mb-card[data-game="nsolo"] .mb-learn');
  await page.keyboard.press('Enter');
  for (const [i, step] of steps.entries()) {
    await lessonAt(page, step.id, 'try');
    assert.equal(await lessonText(page), words('nsolo', step.id).try);
    // the learner's side is lit, on the board and in their panel
    const lit = () => page.evaluate(() => ({ board: document.querySelector('.mb-board').dataset.turn, panels: document.querySelectorAll('.mb-player.is-to-move').length }));
    assert.deepEqual(await lit(), { board: '0', panels: 1 }, `${step.id}: the learner's side lit`);
    assert.equal(await page.getAttribute('.mb-lesson-text', 'aria-live'), 'polite');
    if (!passOnly(step)) {
      const label = await page.getAttribute(`.mb-cell[data-hole="${step.highlight[0]}"]`, 'aria-label');
      assert.match(label, /, marked$/, 'a marked hole says so to a screen reader');
    }
    await page.screenshot({ path: H.shot(`lesson-nsolo-${i + 1}-${step.id}`) });
    const move = step.moves[0];
    if (move === 'pass') {
      await tabTo(page, '.mb-pass');
      await page.keyboard.press('Enter');
    } else {
      await tabTo(page, '.mb-cell[data-hole]');
      await playByKeys(page, Number(move.replace(/^x/, '')));
    }
    await lessonAt(page, step.id, 'done');
    assert.ok((await lessonText(page)).startsWith(words('nsolo', step.id).done), step.id);
    // done: nothing lit, no hole offered (the opponent does not move in a lesson; the bonus
    // step's player still owes removals, which the lesson does not take)
    assert.deepEqual(await lit(), { board: '-1', panels: 0 }, `${step.id}: no side lit once done`);
    assert.equal(await page.$eval('.mb-board', (b) => b.dataset.legal), '', `${step.id}: no hole marked playable`);
    assert.deepEqual(await page.$$eval('.mb-cell[data-hole]', (cells) => cells.map((c) => c.getAttribute('aria-label')).filter((l) => /, playable/.test(l))), [], `${step.id}: no cell says playable`);
    if (i < steps.length - 1) {
      assert.ok(await page.evaluate(() => document.activeElement.classList.contains('mb-lesson-next')), 'the focus is on Next step');
      await page.keyboard.press('Enter');
    }
  }
  assert.ok(await page.evaluate(() => document.activeElement.classList.contains('mb-lesson-first')), 'the focus is on the first game');
  assert.deepEqual(page.errors, []);
  await page.close();
});

// A tester's report (keyboard and screen reader): Watch pressed with the keyboard left the
// focus on the page's body for the whole move (the button hid itself), and Escape, there,
// did not skip the sowing.
test('a watch step by keyboard: Next step into it focuses Watch; the focus goes to Next step while the move is shown, and Escape skips it', async () => {
  const page = await H.newPage(env); // the move animated (no reduced motion)
  await H.open(page, env);
  await H.clearStorage(page);
  // Next pressed on the step before: Watch, what the step asks for, takes the focus (a keyboard
  // tester's stayed on Next step, Watch two Shift+Tabs away)
  await H.open(page, env, 'learn/ayoayo/relay');
  await lessonAt(page, 'relay', 'try');
  await page.locator('.mb-lesson-next').focus();
  await page.keyboard.press('Enter');
  await lessonAt(page, 'skip-origin', 'try');
  assert.ok(await page.evaluate(() => document.activeElement.classList.contains('mb-lesson-watch')),
    `Next pressed into a Watch step: the focus on ${await page.evaluate(() => `${document.activeElement.tagName}.${document.activeElement.className}`)}`);
  await H.setSpeed(page, 'slow');
  await tabTo(page, '.mb-lesson-watch');
  // the board's state right after each key's handlers have run (the app's are on its root)
  await page.evaluate(() => {
    window.afterKey = [];
    window.addEventListener('keydown', (e) => window.afterKey.push([e.key, document.querySelector('.mb-board').dataset.animating]));
  });
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('.mb-lesson').dataset.phase === 'moving');
  assert.ok(await page.evaluate(() => document.activeElement.classList.contains('mb-lesson-next')),
    `while the move is shown the focus is on ${await page.evaluate(() => `${document.activeElement.tagName}.${document.activeElement.className}`)}`);
  await page.waitForFunction(() => document.querySelector('.mb-board').dataset.animating === 'true');
  await page.keyboard.press('Escape');
  assert.deepEqual((await page.evaluate(() => window.afterKey)).at(-1), ['Escape', 'false'], 'Escape skipped the sowing at once');
  await lessonAt(page, 'skip-origin', 'done');
  assert.ok(await page.evaluate(() => document.activeElement.classList.contains('mb-lesson-next')), 'the focus stays on Next step');
  assert.deepEqual(page.errors, []);
  await page.close();
});

// A keyboard tester's: Pass pressed in a lesson left the focus on the page's body while the
// pass was shown (the button goes with its move); it goes on to the lesson, then to Next step.
test('a pass step by keyboard: the focus never falls to the page while the pass is shown, and ends on Next step', async () => {
  const page = await H.newPage(env);
  await H.open(page, env);
  await H.clearStorage(page);
  await H.open(page, env, 'learn/ayoayo/pass');
  await lessonAt(page, 'pass', 'try');
  await page.focus('.mb-pass');
  // where the focus is at each frame and after each change of the page, until the step is done
  await page.evaluate(() => {
    window.fell = [];
    const look = () => { if (document.activeElement === document.body || !document.activeElement) window.fell.push(document.querySelector('.mb-lesson').dataset.phase); };
    new MutationObserver(look).observe(document.body, { subtree: true, attributes: true, childList: true });
    const tick = () => { look(); if (document.querySelector('.mb-lesson')?.dataset.phase !== 'done') requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
  });
  await page.keyboard.press('Enter');
  await lessonAt(page, 'pass', 'done');
  assert.deepEqual(await page.evaluate(() => window.fell), [], 'the focus on the page\'s body');
  await page.waitForFunction(() => document.activeElement?.matches('.mb-lesson-next'));
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('Ayoayo: the whole lesson by clicking, opened from the rules dialog; progress survives a reload; links open their step', async () => {
  const page = await fresh();
  const { steps } = lesson('ayoayo');
  await H.startGame(page, 'ayoayo');
  await page.click('.mb-rules-btn');
  await page.click('dialog.mb-rules .mb-rules-learn');
  // the lesson takes the focus (it stayed on the rules dialog's opener, the Rules button)
  await page.waitForFunction(() => document.activeElement?.closest('.mb-lesson'), null, { timeout: 10000 })
    .catch(async () => assert.fail(`the focus is on ${await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80))}`));
  for (const [i, step] of steps.entries()) {
    await lessonAt(page, step.id, 'try');
    assert.equal(await lessonText(page), words('ayoayo', step.id).try);
    await page.screenshot({ path: H.shot(`lesson-ayoayo-${i + 1}-${step.id}`) });
    if (step.kind === 'watch') await page.click('.mb-lesson-watch');
    else await H.playByClick(page, step.moves[0]);
    await lessonAt(page, step.id, 'done');
    assert.ok((await lessonText(page)).startsWith(words('ayoayo', step.id).done), step.id);
    if (i === 2) break; // three steps done: the rest after a reload
    await page.click('.mb-lesson-next');
  }
  // a reload keeps the step (the link) and the steps finished (local storage)
  await page.reload();
  await lessonAt(page, 'skip-origin', 'try');
  assert.deepEqual(await page.$$eval('.mb-lesson-steps li.is-done', (els) => els.map((e) => e.dataset.step)), ['sow', 'relay', 'skip-origin']);
  // the start screen's Learn goes on with the first step not finished
  await page.click('.mb-lesson-close');
  await page.waitForSelector('.mb-start:not([hidden])');
  assert.ok(!page.url().includes('#learn'), 'the link no longer names the lesson');
  // the focus on Ayoayo's Play, in view (it went to Adji-Boto's, two cards before)
  await page.waitForFunction(() => document.activeElement?.matches('.mb-card[data-game="ayoayo"] .mb-primary'), null, { timeout: 5000 })
    .catch(async () => assert.fail(`the focus is on ${await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80))}`));
  assert.ok(await page.evaluate(() => { const r = document.activeElement.getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight; }), 'Play Ayoayo is in view');
  await page.click('.mb-card[data-game="ayoayo"] .mb-learn');
  await lessonAt(page, 'capture', 'try');
  for (const [i, step] of steps.entries()) {
    if (i < 3) continue;
    await lessonAt(page, step.id, 'try');
    await page.screenshot({ path: H.shot(`lesson-ayoayo-${i + 1}-${step.id}`) });
    if (step.kind === 'watch') await page.click('.mb-lesson-watch');
    else await H.playByClick(page, step.moves[0]);
    await lessonAt(page, step.id, 'done');
    if (step !== steps.at(-1)) await page.click('.mb-lesson-next');
  }
  assert.equal(await page.isVisible('.mb-lesson-first'), true);
  // a link to a step, a link to an unknown step (the first step not finished: all are, so the first)
  await page.goto(`${env.url}index.html#learn/ayoayo/feed`);
  await lessonAt(page, 'feed', 'try');
  await H.clickHole(page, 0);
  await page.waitForFunction(() => document.querySelector('.mb-lesson').dataset.refused === 'must-feed');
  assert.match(await lessonText(page), /^That move is not allowed: that move leaves your opponent without seeds\./);
  await page.goto(`${env.url}index.html#learn/ayoayo/no-such-step`);
  await lessonAt(page, 'sow', 'try');
  // a corrupt save of the progress: said calmly, and the lesson goes on with what can be read.
  // Written from another page of the site: a change of the fragment alone would reach the open
  // lesson (hashchange), which could write its own progress and link before the page goes.
  await page.goto(`${env.url}web/rules.html`);
  await page.evaluate(() => localStorage.setItem('mancala.lessons', '{"ayoayo": ["sow", 7], "nsolo": "x"}'));
  await page.goto(`${env.url}index.html#learn/ayoayo`);
  await lessonAt(page, 'relay', 'try');
  assert.equal(await page.isVisible('.mb-lesson-note'), true);
  const done = () => page.$$eval('.mb-lesson-steps li.is-done', (els) => els.map((e) => e.dataset.step));
  assert.deepEqual(await done(), ['sow']);
  // and the progress survives a reload
  await page.reload();
  await lessonAt(page, 'relay', 'try');
  assert.deepEqual(await done(), ['sow']);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the browser\'s Back leaves a lesson for the game it was opened from, Forward opens it again; from the start screen Back returns there', async () => {
  const page = await fresh();
  await H.startGame(page, 'ayoayo');
  await H.playByClick(page, (await H.boardState(page)).legal[0]);
  const game = await H.boardState(page);
  const gameUrl = page.url();
  assert.ok(gameUrl.includes(`#${game.record}`), 'the link names the game');
  await page.click('.mb-rules-btn');
  await page.click('dialog.mb-rules .mb-rules-learn');
  await lessonAt(page, 'sow', 'try');
  assert.match(page.url(), /#learn\/ayoayo/);
  await page.goBack();
  await page.waitForSelector('.mb-lesson', { state: 'detached' });
  await H.idle(page);
  assert.equal(page.url(), gameUrl, 'Back: the game\'s link, on this site');
  assert.equal((await H.boardState(page)).record, game.record, 'Back: the game it was opened from, its move kept');
  assert.equal(await page.isVisible('.mb-board'), true);
  await page.goForward();
  await lessonAt(page, 'sow', 'try');
  // a lesson opened from the start screen: Back shows the start screen again
  await page.click('.mb-lesson-close');
  await page.waitForSelector('.mb-start:not([hidden])');
  await page.click('.mb-card[data-game="nsolo"] .mb-learn');
  await page.waitForSelector('.mb-lesson');
  await page.goBack();
  await page.waitForSelector('.mb-lesson', { state: 'detached' });
  await page.waitForSelector('.mb-start:not([hidden])');
  assert.ok(page.url().startsWith(env.url), 'still on this site');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a lesson opened from the start screen and ended there leaves no second entry: Back then leaves the site', async () => {
  const page = await fresh();
  await page.goto('about:blank');
  await page.goto(env.url);
  await page.waitForSelector('.mb-start:not([hidden])');
  await page.click('.mb-card[data-game="adji-boto"] .mb-learn');
  await page.waitForSelector('.mb-lesson');
  assert.match(page.url(), /#learn\/adji-boto/);
  await page.click('.mb-lesson-close');
  await page.waitForSelector('.mb-start:not([hidden])');
  await page.waitForFunction(() => !location.hash);
  await page.goBack();
  await page.waitForURL('about:blank');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a phone (390×844): End the lesson leaves the focus on the lesson\'s game\'s Play, scrolled into view', async () => {
  const page = await fresh({ width: 390, height: 844 });
  await page.goto(`${env.url}index.html#learn/nsolo`);
  // the step open (its opening gives the focus to its hole: a focus given before it was taken)
  await lessonAt(page, 'circuit', 'try');
  await H.idle(page);
  await page.focus('.mb-lesson-close');
  await page.keyboard.press('Enter');
  await page.waitForSelector('.mb-start:not([hidden])');
  await page.waitForFunction(() => document.activeElement?.matches('.mb-card[data-game="nsolo"] .mb-primary'), null, { timeout: 5000 })
    .catch(async () => assert.fail(`the focus is on ${await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80))}`));
  const r = await page.evaluate(() => { const b = document.activeElement.getBoundingClientRect(); return { top: b.top, bottom: b.bottom, h: innerHeight }; });
  assert.ok(r.top >= 0 && r.bottom <= r.h, `Play Nsolo in view: ${JSON.stringify(r)}`);
  await page.screenshot({ path: H.shot('lesson-end-phone-390x844') });
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the first visit loads no lesson; what just happened in an ordinary game', async () => {
  const page = await H.newPage(env, { reducedMotion: 'reduce' });
  const asked = [];
  page.on('request', (r) => asked.push(new URL(r.url()).pathname));
  await H.open(page, env);
  await H.clearStorage(page);
  assert.deepEqual(asked.filter((p) => /lessons\/|lesson-view|lesson\.js/.test(p)), [], 'no lesson module or file before one is opened');
  // "What just happened?" in an ordinary game: one sentence per move, under the status line
  await H.startGame(page, 'ayoayo');
  assert.equal(await page.textContent('.mb-happened'), '');
  await H.playByClick(page, '2');
  assert.match(await page.textContent('.mb-happened'),
    /^Player 1 sowed from hole 3 from the left in the bottom row, seeds lifted: 4\. Laps sown: 5\. .* Player 1 captured from hole 2 from the right in the top row: 6\./);
  const under = await page.evaluate(() => document.querySelector('.mb-happened').getBoundingClientRect().top
    >= document.querySelector('.mb-status').getBoundingClientRect().bottom);
  assert.ok(under, 'under the status line');
  await page.click('.mb-undo');
  await H.idle(page);
  assert.equal(await page.textContent('.mb-happened'), 'Moves undone: 1.');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the kiosk\'s idle screen offers the lessons; a touch on one opens it', async () => {
  const page = await H.newPage(env, { reducedMotion: 'reduce' });
  await H.open(page, env);
  await H.clearStorage(page);
  await page.clock.install();
  await page.goto(`${env.url}index.html?kiosk=1&kioskIdle=600&p0=human&p1=human`);
  await page.waitForSelector('.mancala-app[data-view][data-kiosk]');
  assert.equal(await page.isVisible('.mb-kiosk-attract'), false, 'not while someone plays');
  await page.clock.fastForward(600 * 1000);
  await page.waitForSelector('.mb-kiosk-attract:not([hidden]) button.mb-learn[data-game="nsolo"]');
  assert.deepEqual(await page.$$eval('.mb-kiosk-attract button.mb-learn', (bs) => bs.map((b) => b.getAttribute('aria-label'))), ['Learn Adji-Boto', 'Learn Nsolo', 'Learn Ayoayo']);
  // the screenshot once every card's board is drawn (each in steps of its own)
  await page.waitForFunction(() => [...document.querySelectorAll('.mb-kiosk-attract .mb-card canvas')].every((c) => c.dataset.drawn === 'true'));
  await page.screenshot({ path: H.shot('lesson-kiosk-idle') });
  await page.click('.mb-kiosk-attract button.mb-learn[data-game="nsolo"]');
  await lessonAt(page, 'circuit', 'try');
  assert.equal(await page.getAttribute('.mancala-app', 'data-kiosk'), 'play', 'the demonstration stopped');
  assert.equal(await page.isVisible('.mb-kiosk-attract'), false);
  assert.equal((await H.boardState(page)).record, recordOf(lesson('nsolo').steps[0]), 'the touch played nothing');
  await page.screenshot({ path: H.shot('lesson-kiosk-nsolo') });
  assert.deepEqual(page.errors, []);
  await page.close();
});

// web/README.md wrote the lesson's link as `#learn/<game>/<step>`, which reads like a step's
// number; `#learn/nsolo/2` opened step 1 without a word. It names the step's id now, with an
// example: the example it gives opens the step it says, and the number it warns about does not.
test('web/README.md\'s lesson link: the example opens the step it names; a number is not a step', async () => {
  const readme = readFileSync(join(import.meta.dirname, '../../web/README.md'), 'utf8').replace(/\s+/g, ' ');
  assert.match(readme, /`#learn\/<game>\/<id>` whose `<id>` is the step's `id`/, 'the link names the step\'s id');
  const [, game, id] = readme.match(/`#learn\/([a-z-]+)\/([a-z-]+)` opens Nsolo's second step/) || [];
  assert.ok(game && id, 'web/README.md gives an example link to a step');
  const steps = JSON.parse(readFileSync(join(import.meta.dirname, '../../web/lessons/steps.json'), 'utf8'))[game].steps;
  assert.equal(steps[1].id, id, `the example's step is the lesson's second: ${steps.map((s) => s.id).join(', ')}`);
  const page = await fresh();
  await page.goto(`${env.url}index.html#learn/${game}/${id}`);
  await lessonAt(page, id, 'try');
  assert.match(await page.textContent('.mb-lesson'), /Step 2 of/, 'the visitor sees step 2');
  assert.match(readme, /`#learn\/nsolo\/2` \(no step has that id\) opens the first step/);
  await page.goto(`${env.url}index.html#learn/${game}/2`);
  await lessonAt(page, steps[0].id, 'try');
  assert.match(await page.textContent('.mb-lesson'), /Step 1 of/, 'a number opens the first step, as the README says');
  const note = () => page.$eval('.mb-lesson', (el) => [...el.querySelectorAll('.mb-lesson-note')].filter((n) => !n.hidden).map((n) => n.textContent));
  // and says so: bad input gets a clear word (a link to no lesson, too); the next step puts it away
  const said = (name, gameName) => texts.ui['lesson.noLesson'].replace('{name}', name).replace('{game}', gameName);
  assert.deepEqual(await note(), [said(`${game}/2`, 'Nsolo')]);
  await page.click('.mb-lesson-next');
  await lessonAt(page, steps[1].id, 'try');
  assert.deepEqual(await note(), [], 'the next step: no word on the link');
  await page.goto(`${env.url}index.html#learn/zzz`);
  await page.waitForFunction(() => document.querySelector('.mb-lesson-note:not([hidden])'));
  assert.deepEqual(await note(), [said('zzz', 'Nsolo')], 'a link to no lesson: the lesson on the board, and a word');
  await page.screenshot({ path: H.shot('lesson-no-such-lesson') });
  await page.goto(`${env.url}index.html#learn/${game}/${id}`);
  await lessonAt(page, id, 'try');
  assert.deepEqual(await note(), [], 'a good link: no word');
  assert.deepEqual(page.errors, []);
  await page.close();
});

// A tester's phone: "the marked hole with 2 seeds" had the same rings as the four holes the
// step only points at, its dark ring hardly seen on the wood. The holes a step asks to try
// (its moves', and the refusals' it teaches) now have a light ring outside the dark one, which
// the others have not; a step to watch, and the step once played, have none.
test('a lesson step\'s holes to try: named on the app and drawn with a ring of their own', async () => {
  const page = await H.newPage(env, { viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  const play = () => page.$eval('.mancala-app', (el) => el.dataset.lessonPlay);
  for (const [step, want] of [['nsolo/singletons', '0 1 4'], ['ayoayo/feed', '0 4'], ['ayoayo/skip-origin', ''], ['ayoayo/pass', ''], ['adji-boto/capture', '7']]) {
    await page.goto(`${env.url}index.html?p0=human&p1=human#learn/${step}`);
    await lessonAt(page, step.split('/')[1], 'try');
    await page.waitForFunction((w) => document.querySelector('.mancala-app').dataset.lessonPlay === w, want, { timeout: 10000 })
      .catch(async () => assert.fail(`${step}: the holes to try are "${await play()}", not "${want}"`));
  }
  await H.idle(page);
  // Adji-Boto's capture: hole 7 to play, hole 3 only looked at; each probed to its left, where
  // no marked hole is, just outside the dark ring (render.js: R + 9.5 k + 1)
  const probe = () => page.evaluate(() => {
    const app = document.querySelector('.mancala-app');
    const board = document.querySelector('.mb-board');
    const canvas = board.querySelector('canvas.mb-canvas');
    const k = canvas.width / canvas.clientWidth;
    const centres = JSON.parse(board.dataset.holeCenters);
    const P = Number(board.dataset.pitch);
    const q = Math.min(1, Math.max(0.5, P / 64));
    const r = P * 0.46 + 9.5 * q + 1;
    const probe = document.createElement('canvas').getContext('2d');
    probe.fillStyle = getComputedStyle(app).getPropertyValue('--focus-inner').trim();
    probe.fillRect(0, 0, 1, 1);
    const light = probe.getImageData(0, 0, 1, 1).data;
    const g = canvas.getContext('2d');
    const at = (i, rad = r) => [...g.getImageData(Math.round((centres[i][0] - rad) * k), Math.round(centres[i][1] * k), 1, 1).data];
    const isLight = (p) => [0, 1, 2].every((j) => Math.abs(p[j] - light[j]) < 24);
    probe.fillStyle = getComputedStyle(app).getPropertyValue('--accent').trim();
    probe.fillRect(0, 0, 1, 1);
    const accent = probe.getImageData(0, 0, 1, 1).data;
    const isAccent = (p) => [0, 1, 2].every((j) => Math.abs(p[j] - accent[j]) < 8);
    const dark = P * 0.46 + 6 * q; // the dark (accent) ring's radius
    return { play: isLight(at(7)), other: isLight(at(3)), playDark: isAccent(at(7, dark)), otherDark: isAccent(at(3, dark)), marks: app.dataset.lessonMarks, p7: at(7), p3: at(3) };
  });
  const before = await probe();
  assert.equal(before.marks, '7 6 5 4 3');
  assert.ok(before.play && before.playDark, `the hole to play has its dark ring and a light one outside it: ${JSON.stringify(before)}`);
  assert.ok(!before.other && !before.otherDark, `a hole only looked at has neither (a thin light ring): ${JSON.stringify(before)}`);
  await page.screenshot({ path: H.shot('lesson-adji-boto-capture-to-try') });
  await H.clickHole(page, 7);
  await page.waitForSelector('.mb-lesson[data-phase="done"]', { timeout: 60000 });
  assert.equal(await play(), '', 'once played, no hole to try');
  assert.deepEqual(page.errors, []);
  await page.close();
});

// A tester's report: the rings of a lesson's neighbouring marked holes crossed (Ayoayo's two
// rows are a pitch apart; a capture marks a hole and the one facing it), and the lower hole's
// dot sat on the upper ring. Each ring now stops halfway between the two holes: one outline.
// On the canvas's own pixels: the accent ring is there on the side away from the neighbour,
// and not inside the neighbour's hole.
test('a lesson\'s neighbouring marked holes: one outline, no ring drawn inside the other hole', async () => {
  const page = await H.newPage(env, { viewport: { width: 480, height: 320 } });
  await page.goto(`${env.url}index.html?embed=1&p0=human&p1=human#learn/ayoayo/capture`);
  await page.waitForSelector('.mb-lesson[data-phase="try"]', { timeout: 20000 });
  await H.idle(page);
  const [hole] = await page.$eval('.mancala-app', (el) => el.dataset.lessonMarks.split(' ').map(Number));
  await H.clickHole(page, hole);
  await page.waitForSelector('.mb-lesson[data-phase="done"]', { timeout: 60000 });
  await H.idle(page);
  await ringProbe(page);
  const out = await page.evaluate(() => {
    const { app, centres, P, q, colour, px, like } = window.__rings;
    const marks = app.dataset.lessonMarks.split(' ').map(Number);
    const pairs = marks.flatMap((a) => marks.filter((b) => b > a).map((b) => [a, b]))
      .filter(([a, b]) => Math.hypot(centres[a][0] - centres[b][0], centres[a][1] - centres[b][1]) < 1.2 * P);
    const accent = colour('--accent');
    const isAccent = (x, y) => like(px(x, y), accent, 8); // the ring is solid there
    const R = P * 0.46 + 6 * q; // the accent ring's radius (render.js)
    return {
      P,
      pairs,
      checks: pairs.flatMap(([a, b]) => [[a, b], [b, a]].map(([h, o]) => {
        const [hx, hy] = centres[h];
        const [ox, oy] = centres[o];
        const d = Math.hypot(ox - hx, oy - hy);
        const ux = (ox - hx) / d;
        const uy = (oy - hy) / d;
        // the far side probed 40° off the line between the holes, to the left: the dot sits on
        // that line, the count at the hole's lower right
        const turn = (a) => [-ux * Math.cos(a) - uy * Math.sin(a), ux * Math.sin(a) - uy * Math.cos(a)];
        const [ax, ay] = turn(0.7)[0] < 0 ? turn(0.7) : turn(-0.7);
        return { hole: h, away: isAccent(hx + ax * R, hy + ay * R), toward: isAccent(hx + ux * R, hy + uy * R), a: px(hx + ax * R, hy + ay * R), t: px(hx + ux * R, hy + uy * R), accent };
      })),
    };
  });
  assert.ok(out.pairs.length >= 1, `two neighbouring marks after the capture: ${JSON.stringify(out)}`);
  assert.ok(out.P < 50, `a pitch at which a crossing ring would lie inside the other hole: ${out.P}`);
  for (const c of out.checks) {
    assert.ok(c.away, `hole ${c.hole}: its ring drawn on the far side: ${JSON.stringify(out)}`);
    assert.ok(!c.toward, `hole ${c.hole}: no ring inside its neighbour: ${JSON.stringify(out)}`);
  }
  await page.screenshot({ path: H.shot('lesson-neighbour-marks-480x320') });
  assert.deepEqual(page.errors, []);
  await page.close();
});

// A tablet's tester saw the board jump by 25-70 px from one step to the next, as a step's
// text took one line or two and the "how to move" line came and went. Wider than a phone the
// lesson keeps its height: the board's top is where it was at every step (each step opened
// by its link), at 820×1180 in English and 1280×720 in Russian.
// ...and after the step's move: a tablet's tester saw the board drop 25 px and shrink as the
// move's explanation took a line more than the step's text (1024×768, Nsolo)
// ...and on a landscape screen, where the lesson stands beside the board (web/js/app.js
// placeSide), the whole board and the lesson's buttons are in view at every step, after the
// last step's move too (above the board, at 1024×600 the board's lower row was below the screen,
// and at 1024×768 the last step's buttons took a row more and moved the board down)
test('wider than a phone, the board stays in place and keeps its size from one lesson step to the next, and after each step\'s move', async () => {
  for (const [width, height, lang] of [[820, 1180, 'en'], [1280, 720, 'ru'], [1024, 768, 'en'], [1024, 768, 'nl'], [1024, 600, 'en'], [1024, 600, 'ru']]) {
    for (const game of ['adji-boto', 'nsolo', 'ayoayo']) {
      const page = await fresh({ width, height });
      const tops = [];
      const hidden = [];
      const beside = width > height;
      const board = async () => {
        const at = await page.evaluate(() => {
          const r = document.querySelector('.mb-board canvas.mb-canvas').getBoundingClientRect();
          const below = [...document.querySelectorAll('.mb-player, .mb-lesson-actions .mb-btn')].filter((el) => el.offsetParent)
            .filter((el) => el.getBoundingClientRect().bottom > innerHeight).map((el) => el.textContent);
          return { top: `${Math.round(r.top + scrollY)}/${Math.round(r.width)}`, bottom: r.bottom, below, beside: document.querySelector('.mb-lesson').getBoundingClientRect().left >= r.right };
        });
        if (beside) {
          assert.ok(at.beside, `${game} at ${width}×${height}: the lesson beside the board`);
          if (at.bottom > height || at.below.length) hidden.push(`${tops.length}: board's end ${Math.round(at.bottom)}, below the screen: ${at.below.join(', ')}`);
        }
        return at.top;
      };
      let first = true;
      const all = lesson(game).steps;
      for (const step of all) {
        await page.goto(`${env.url}index.html?lang=${lang}#learn/${game}/${step.id}`);
        if (first) { // kept in the settings for the later steps
          await lessonAt(page, step.id, 'try');
          await H.setSpeed(page, 'instant');
          await H.closeSettings(page); // opened where they fold: a row more above the board
          first = false;
        }
        await lessonAt(page, step.id, 'try');
        tops.push(await board());
        if (step.kind === 'watch') await page.click('.mb-lesson-watch');
        else await H.playByClick(page, step.moves[0]);
        await lessonAt(page, step.id, 'done');
        // (above the board, not after the last step's move: the lesson is over, and its way on,
        // "Play a first game against the computer", takes a row of buttons of its own)
        if (step !== all.at(-1) || beside) tops.push(await board());
      }
      const at = tops.map((x) => x.split('/').map(Number));
      const moved = Math.max(...at.map(([top]) => top)) - Math.min(...at.map(([top]) => top));
      assert.ok(moved <= 1 && new Set(at.map(([, w]) => w)).size === 1, `${game} at ${width}×${height} (${lang}): the board's top/width at each step, before and after its move: ${tops.join(', ')}`);
      assert.deepEqual(hidden, [], `${game} at ${width}×${height} (${lang}): out of view`);
      assert.deepEqual(page.errors, []);
      await page.close();
    }
  }
});

// A tester's keyboard pass (1280×720): Try again gave the focus to Next step, so Enter skipped
// the step to be tried again; at the end of Ayoayo's lesson (a Watch step) the focus stayed on
// the lesson's heading instead of "Play a first game"; and a Watch step showed two main
// buttons side by side (Watch and Next step), so it was not clear which to press.
test('the focus after Try again is on a marked hole, on Pass or on Watch, after a last Watch on the first game; beside Watch or a marked Pass, Next step is not a main button', async () => {
  const page = await fresh({ width: 1280, height: 720 });
  await page.goto(`${env.url}index.html?lang=en#learn/ayoayo/sow`);
  await lessonAt(page, 'sow', 'try');
  await H.setSpeed(page, 'instant');
  await H.closeSettings(page);
  await H.playByClick(page, '2');
  await lessonAt(page, 'sow', 'done');
  await page.click('.mb-lesson-again');
  await lessonAt(page, 'sow', 'try');
  // a marked hole the learner can play (a tester's went to hole 0, the opponent's)
  await page.waitForFunction(() => document.activeElement?.matches('.mb-cell.is-lesson.is-playable'));
  // Enter there plays the board's hole, not the next step
  assert.equal(await page.getAttribute('.mb-lesson', 'data-step'), 'sow');
  // a step that only passes: Try again gives Pass the focus, and Pass is its one main button
  await page.goto(`${env.url}index.html?lang=en#learn/ayoayo/pass`);
  await lessonAt(page, 'pass', 'try');
  assert.equal(await page.$eval('.mb-lesson-next', (b) => b.classList.contains('mb-primary')), false, 'beside a marked Pass, Next step is no main button');
  await page.click('.mb-pass');
  await lessonAt(page, 'pass', 'done');
  await page.click('.mb-lesson-again');
  await lessonAt(page, 'pass', 'try');
  await page.waitForFunction(() => document.activeElement?.matches('.mb-pass'));
  // a Watch step: Try again gives Watch the focus
  await page.goto(`${env.url}index.html?lang=en#learn/ayoayo/skip-origin`);
  await lessonAt(page, 'skip-origin', 'try');
  await page.click('.mb-lesson-watch');
  await lessonAt(page, 'skip-origin', 'done');
  await page.click('.mb-lesson-again');
  await lessonAt(page, 'skip-origin', 'try');
  await page.waitForFunction(() => document.activeElement?.matches('.mb-lesson-watch'));
  await page.goto(`${env.url}index.html?lang=en#learn/ayoayo/end`);
  await lessonAt(page, 'end', 'try');
  const primary = await page.evaluate(() => [...document.querySelectorAll('.mb-lesson-actions .mb-primary')].filter((b) => !b.hidden).map((b) => b.textContent));
  assert.equal(primary.length, 1, `one main button beside Watch: ${primary}`);
  assert.equal(await page.$eval('.mb-lesson-watch', (b) => b.classList.contains('mb-primary')), true, 'Watch is the main one');
  await page.focus('.mb-lesson-watch');
  await page.keyboard.press('Enter');
  await lessonAt(page, 'end', 'done');
  await page.waitForFunction(() => document.activeElement?.matches('.mb-lesson-first'), null, { timeout: 10000 });
  assert.deepEqual(page.errors, []);
  await page.close();
});

// A tester's: a hole tapped on a Watch step said nothing (the board is not the learner's there);
// then it played the step's move at once, and another tester lost the step's words before
// reading them. It now plays nothing: the step's words stay, with "Press Watch to see the
// move.", in four languages, and Watch takes the focus, in view (a phone too).
test('a hole tapped on a Watch step plays nothing: the step says to press Watch, which has the focus', async () => {
  const langs = Object.fromEntries(['en', 'it', 'nl', 'ru'].map((l) => [l, JSON.parse(readFileSync(join(H.ROOT, 'web', 'lessons', 'locales', `${l}.json`), 'utf8'))]));
  for (const [w, hgt] of [[1280, 800], [390, 844]]) {
    const page = await fresh({ width: w, height: hgt });
    for (const [game, id, lang] of [['ayoayo', 'skip-origin', 'en'], ['adji-boto', 'landing-hole', 'nl'], ['ayoayo', 'end', 'ru'], ['adji-boto', 'landing-hole', 'it']]) {
      const step = lesson(game).steps.find((s) => s.id === id);
      assert.equal(step.kind, 'watch', `${game}/${id} is a Watch step`);
      await page.goto(`${env.url}index.html?lang=${lang}#learn/${game}/${id}`);
      await lessonAt(page, id, 'try');
      const { record: before, holes } = await H.boardState(page);
      // a hole that is not the step's, and the step's own
      for (const hole of [(Number(step.moves[0]) + 1) % holes.length, Number(step.moves[0])]) {
        await H.clickHole(page, hole);
        await page.waitForFunction(() => document.querySelector('.mb-lesson').dataset.refused === 'watch');
        await H.settled(page);
        const cell = `${w}×${hgt} ${lang} ${game}/${id}, hole ${hole}`;
        assert.equal((await H.boardState(page)).record, before, `${cell}: no move played`);
        assert.equal(await page.getAttribute('.mb-lesson', 'data-phase'), 'try', `${cell}: the step not done`);
        const ui = langs[lang].ui;
        const words = (await lessonText(page)).replace(/\u00a0$/, ''); // said again: a no-break space added
        const press = ui['lesson.pressWatch'].replace('{watch}', ui['lesson.watch']);
        assert.ok(words.includes(langs[lang].games[game].steps[id].try) && words.endsWith(press), `${cell}: the step's words and "${press}": ${words}`);
        assert.ok(await page.evaluate(() => document.activeElement?.matches('.mb-lesson-watch')), `${cell}: Watch has the focus`);
        const watch = await page.$eval('.mb-lesson-watch', (b) => { const r = b.getBoundingClientRect(); return [r.top, r.bottom, innerHeight]; });
        assert.ok(watch[0] >= 0 && watch[1] <= watch[2], `${cell}: Watch in view ${watch}`);
      }
      if (w === 390 && lang === 'nl') await page.screenshot({ path: H.shot('lesson-watch-tapped-390-nl') });
      // Watch, with the keyboard from there, plays the step's move
      await page.keyboard.press('Enter');
      await lessonAt(page, id, 'done');
      assert.notEqual((await H.boardState(page)).record, before, 'Watch played the move');
    }
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});

// A tester's: Next is the same button from step to step, so a double click on it went on two
// steps, past a step's text unread. Its second click (the browser's count, `detail`) is not taken.
test('a double click on Next goes on one step', async () => {
  const page = await fresh({ width: 1280, height: 800 });
  const { steps } = lesson('nsolo');
  await page.goto(`${env.url}index.html#learn/nsolo/${steps[0].id}`);
  await lessonAt(page, steps[0].id, 'try');
  // Next skips a step not yet done; on this board it stands at one place from step 1 to step 2
  // the two clicks of a double click as the browser counts them, the second once the step is shown
  const next = await page.locator('.mb-lesson-next').boundingBox();
  await page.mouse.move(next.x + next.width / 2, next.y + next.height / 2);
  await page.mouse.down({ clickCount: 1 });
  await page.mouse.up({ clickCount: 1 });
  await lessonAt(page, steps[1].id, 'try');
  const still = await page.locator('.mb-lesson-next').boundingBox();
  assert.ok(Math.abs(still.x - next.x) < 1 && Math.abs(still.y - next.y) < 1, 'Next where it was (else this checks nothing)');
  await page.mouse.down({ clickCount: 2 });
  await page.mouse.up({ clickCount: 2 });
  assert.equal(await page.getAttribute('.mb-lesson', 'data-step'), steps[1].id, 'the second step, not the third');
  await page.click('.mb-lesson-next'); // a click of its own goes on
  await page.waitForFunction((id) => document.querySelector('.mb-lesson').dataset.step === id, steps[2].id);
  assert.deepEqual(page.errors, []);
  await page.close();
});

// A learner's report: the step played and its explanation read, a language switched to read it
// again put the step back to its start (the board before the move, the instruction again).
test('a step played, then the language switched: the step stays done, the board as the move left it, the explanation in the new language', async () => {
  const page = await fresh({ width: 1366, height: 768 });
  await page.goto(`${env.url}index.html?lang=en#learn/adji-boto/chain`);
  await lessonAt(page, 'chain', 'try');
  await H.clickHole(page, 6);
  await lessonAt(page, 'chain', 'done');
  const after = await H.boardState(page);
  const marked = await marks(page);
  assert.notEqual(after.record, recordOf(lesson('adji-boto').steps[4]), 'the move was played (else this checks nothing)');
  for (const lang of ['ru', 'it']) {
    const done = JSON.parse(readFileSync(join(H.ROOT, 'web', 'lessons', 'locales', `${lang}.json`), 'utf8')).games['adji-boto'].steps.chain.done;
    await page.selectOption('.mb-lang', lang);
    await page.waitForFunction((l) => document.documentElement.lang === l, lang);
    await lessonAt(page, 'chain', 'done');
    assert.equal(await lessonText(page), done, `${lang}: the step's explanation, in the new language`);
    const now = await H.boardState(page);
    assert.equal(now.record, after.record, `${lang}: the board as the move left it`);
    assert.deepEqual(await marks(page), marked, `${lang}: the holes the explanation speaks of marked`);
    assert.equal(await page.isVisible('.mb-lesson-again'), true, `${lang}: Try again offered, as after the move`);
  }
  assert.ok(page.url().includes('#learn/adji-boto/chain'), 'the link still names the step');
  // a step not yet played opens as before: its instruction
  await page.click('.mb-lesson-next');
  await lessonAt(page, 'landing-hole', 'try');
  await page.selectOption('.mb-lang', 'nl');
  await page.waitForFunction(() => document.documentElement.lang === 'nl');
  await lessonAt(page, 'landing-hole', 'try');
  const nl = JSON.parse(readFileSync(join(H.ROOT, 'web', 'lessons', 'locales', 'nl.json'), 'utf8')).games['adji-boto'].steps['landing-hole'].try;
  assert.equal(await lessonText(page), nl);
  assert.deepEqual(page.errors, []);
  await page.close();
});

// A tester's report: a step played, then two languages picked one after the other (the second
// while the first was still loading): the step started over, its move lost. The first one's
// lesson texts held here until the second is picked, every time.
test('a step played, then a second language picked while the first still loads: the step stays done', async () => {
  // no service worker, so that page.route sees the request it would have answered
  const context = await H.newContext(env, { serviceWorkers: 'block', reducedMotion: 'reduce', viewport: { width: 1366, height: 768 } });
  const page = await H.newPage(env, { context });
  await page.goto(`${env.url}index.html?lang=en#learn/adji-boto/chain`);
  await lessonAt(page, 'chain', 'try');
  await H.clickHole(page, 6);
  await lessonAt(page, 'chain', 'done');
  const after = (await H.boardState(page)).record;
  let release;
  const held = new Promise((done) => { release = done; });
  await page.route('**/lessons/locales/nl.json', async (route) => { await held; await route.continue(); });
  await page.selectOption('.mb-lang', 'nl');
  await page.waitForFunction(() => document.documentElement.lang === 'nl' && document.querySelector('.mancala-app').dataset.view === 'start');
  await page.selectOption('.mb-lang', 'ru');
  await page.waitForFunction(() => document.documentElement.lang === 'ru');
  release();
  await lessonAt(page, 'chain', 'done');
  const ru = JSON.parse(readFileSync(join(H.ROOT, 'web', 'lessons', 'locales', 'ru.json'), 'utf8')).games['adji-boto'].steps.chain.done;
  assert.equal(await lessonText(page), ru, 'the step\'s explanation, in Russian');
  assert.equal((await H.boardState(page)).record, after, 'the board as the move left it');
  assert.deepEqual(page.errors, []);
  await page.close();
});

// A tester's report: a language switched during a lesson, then the lesson ended: the start
// screen offered to continue a saved game, the lesson's step (about one time in ten: when the
// lesson's texts in the new language came after the page's first board, that board, the
// step's, was saved as the visitor's game). Those texts held here until the page in the new
// language has drawn what it shows, every time. Nor does "Back to the game" after a lesson
// open the step's position as a game (it did, language or not): the visitor's own saved game
// is offered to continue.
test('a lesson\'s step is never the visitor\'s game: not saved across a language switch, no way back to it after the lesson', async () => {
  // no service worker, so that page.route sees the request it would have answered
  const context = await H.newContext(env, { serviceWorkers: 'block', reducedMotion: 'reduce' });
  const page = await H.newPage(env, { context });
  await H.open(page, env);
  await H.clearStorage(page);
  let release;
  const held = new Promise((done) => { release = done; });
  await page.route('**/lessons/locales/nl.json', async (route) => { await held; await route.continue(); });
  await page.goto(`${env.url}index.html?lang=en#learn/nsolo/relay`);
  await lessonAt(page, 'relay', 'try');
  await page.selectOption('.mb-lang', 'nl');
  // the page in Dutch has started (its start screen, while the lesson loads) and drawn what it has
  await page.waitForFunction(() => {
    const app = document.querySelector('.mancala-app');
    return document.documentElement.lang === 'nl' && app.dataset.view === 'start' && app.dataset.busy === 'false';
  });
  release();
  await lessonAt(page, 'relay', 'try');
  const saved = () => page.evaluate(() => localStorage.getItem('mancala.game'));
  assert.equal(await saved(), null, 'the lesson\'s step is not saved as a game');
  await page.click('.mb-lesson-close');
  await page.waitForSelector('.mancala-app[data-view="start"]');
  assert.equal(await saved(), null, 'nor after the lesson');
  assert.equal(await page.isVisible('.mb-continue'), false, 'no saved game offered to continue');
  assert.equal(await page.isVisible('.mb-back'), false, 'no game to go back to');
  // a visitor's game, then a lesson, ended: their game to continue, not the step
  await H.startGame(page, 'ayoayo');
  await H.clickHole(page, 2);
  await page.waitForFunction(() => /_m2$/.test(localStorage.getItem('mancala.game') || ''));
  const own = await saved();
  await page.goto(`${env.url}index.html?lang=nl#learn/nsolo/relay`);
  await lessonAt(page, 'relay', 'try');
  await page.click('.mb-lesson-close');
  await page.waitForSelector('.mancala-app[data-view="start"]');
  assert.equal(await saved(), own);
  assert.equal(await page.isVisible('.mb-back'), false, 'no way "back" to the lesson\'s step as a game');
  assert.equal(await page.textContent('.mb-continue-info'), 'Ayoayo');
  await page.click('.mb-continue-saved');
  await page.waitForSelector('.mancala-app[data-view="game"] .mb-board[data-animating="false"]');
  assert.equal((await H.boardState(page)).record, own);
  assert.deepEqual(page.errors, []);
  await page.close();
});

// A learner's report: a refused hole, then the step's own move: the refusal stayed in the
// lesson's text all through the sowing, as if the right move were refused too.
test('the step\'s move after a refused one: the refusal goes as the move starts', async () => {
  const page = await animatedStep({ width: 390, height: 844 }, 'adji-boto', 'round-the-boat');
  const step = words('adji-boto', 'round-the-boat');
  await H.clickHole(page, 2); // the opponent's
  await page.waitForFunction(() => document.querySelector('.mb-lesson').dataset.refused !== '');
  assert.match(await lessonText(page), /^That move is not allowed/);
  await H.clickHole(page, 9);
  const during = await asMoveStarts(page);
  assert.equal(during.phase, 'moving', 'the move being shown (else this checks nothing)');
  assert.equal(during.text, step.try, 'while the move is shown: the step\'s words');
  await lessonAt(page, 'round-the-boat', 'done');
  assert.equal(await lessonText(page), step.done);
  assert.deepEqual(page.errors, []);
  await page.close();
});

// A learner's report (a phone, Nsolo's first step): the hole to try's rings were cut straight
// halfway to the marked hole beside it, as if drawn under it. They are whole; the neighbour's
// thin ring stops outside them. On the canvas's own pixels, toward each neighbour: the dark
// ring and the light one outside it.
test('a phone: a hole to try beside holes only looked at keeps its rings whole', async () => {
  const page = await H.newPage(env, { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true, reducedMotion: 'reduce' });
  await page.goto(`${env.url}index.html?lang=en#learn/nsolo/circuit`);
  await lessonAt(page, 'circuit', 'try');
  await page.waitForFunction(() => document.querySelector('.mancala-app').dataset.lessonPlay === '6');
  await H.idle(page);
  await ringProbe(page);
  const out = await page.evaluate(() => {
    const { app, centres, P, q, colour, px, like } = window.__rings;
    const accent = colour('--accent');
    const light = colour('--focus-inner');
    const [hx, hy] = centres[6];
    const near = app.dataset.lessonMarks.split(' ').map(Number).filter((i) => i !== 6
      && Math.hypot(centres[i][0] - hx, centres[i][1] - hy) < 1.2 * P);
    return {
      P,
      near,
      checks: near.map((i) => {
        const d = Math.hypot(centres[i][0] - hx, centres[i][1] - hy);
        const at = (rad) => px(hx + (centres[i][0] - hx) / d * rad, hy + (centres[i][1] - hy) / d * rad);
        const dark = at(P * 0.46 + 6 * q);
        const outer = at(P * 0.46 + 9.5 * q + 1);
        return { toward: i, beyondHalf: P * 0.46 + 6 * q > d / 2, dark: like(dark, accent, 8), outer: like(outer, light, 24), px: [dark, outer] };
      }),
    };
  });
  assert.ok(out.near.length >= 1 && out.checks.every((c) => c.beyondHalf), `marked neighbours, closer than the rings reach (else this checks nothing): ${JSON.stringify(out)}`);
  for (const c of out.checks) assert.ok(c.dark && c.outer, `toward hole ${c.toward}: the dark ring and the light one outside it: ${JSON.stringify(out)}`);
  await page.screenshot({ path: H.shot('lesson-nsolo-circuit-phone') });
  assert.deepEqual(page.errors, []);
  await page.close();
});

// The same, checked again by a tester: after another legal move ("not the one to try here"),
// the step's own move kept those words through its sowing; and a language switched while the
// step's move was being shown threw the move away (the step back at its start).
test('the step\'s move after another one says the step\'s words; a language switched during the step\'s move keeps it', async () => {
  const page = await animatedStep({ width: 1366, height: 768 }, 'adji-boto', 'chain');
  const step = words('adji-boto', 'chain');
  await H.clickHole(page, 7); // legal, not the step's: shown, then the step again
  await page.waitForFunction(() => document.querySelector('.mb-lesson').dataset.phase === 'moving');
  await lessonAt(page, 'chain', 'try');
  assert.notEqual(await lessonText(page), step.try, 'the retry\'s words (else this checks nothing)');
  await H.clickHole(page, 6);
  const during = await asMoveStarts(page);
  assert.equal(during.phase, 'moving', 'the move being shown (else this checks nothing)');
  assert.equal(during.text, step.try, 'while the step\'s move is shown: the step\'s words');
  // the language switched while it is shown
  await page.selectOption('.mb-lang', 'nl');
  await page.waitForFunction(() => document.documentElement.lang === 'nl');
  await lessonAt(page, 'chain', 'done');
  const nl = JSON.parse(readFileSync(join(H.ROOT, 'web', 'lessons', 'locales', 'nl.json'), 'utf8')).games['adji-boto'].steps.chain.done;
  assert.equal(await lessonText(page), nl, 'the step done, its explanation in Dutch');
  assert.notEqual((await H.boardState(page)).record, recordOf(lesson('adji-boto').steps[4]), 'the board as the move left it');
  assert.equal(await page.isVisible('.mb-lesson-again'), true);
  assert.deepEqual(page.errors, []);
  await page.close();
});

// A teacher's report: a laptop at 150 % (1366×768: a 911×512 window) had the lesson above the
// board in one column; after a move or a refused one its text grew, and the board's lower row
// (the learner's own) went below the screen. Such a low landscape window takes the wide layout:
// the lesson beside the board, the board wholly in the window through the step.
test('a laptop at 150 % (911×512): the lesson beside the board, the board in view after a move and a refusal', async () => {
  const page = await fresh({ width: 911, height: 512 });
  for (const game of ['nsolo', 'adji-boto']) {
    const step = lesson(game).steps.find((s) => s.kind === 'play' && !passOnly(s));
    await H.open(page, env, `learn/${game}/${step.id}`);
    await lessonAt(page, step.id, 'try');
    const inView = () => page.evaluate(() => {
      const b = document.querySelector('canvas.mb-canvas').getBoundingClientRect();
      const l = document.querySelector('.mb-lesson').getBoundingClientRect();
      return { whole: b.top >= -1 && b.bottom <= innerHeight + 1, beside: l.left >= b.right, board: [Math.round(b.top), Math.round(b.bottom)], h: innerHeight };
    });
    const st = await H.boardState(page);
    const half = st.holes.length / 2;
    const mine = (i) => (i < half) === (Number(st.legal[0]) < half); // the side of the step's move
    const refused = st.holes.findIndex((n, i) => n > 0 && !mine(i));
    await H.clickHole(page, refused); // the opponent's hole: the rules refuse it, the lesson says why
    await page.waitForFunction(() => document.querySelector('.mb-lesson').dataset.refused !== '');
    const a = await inView();
    assert.ok(a.whole && a.beside, `${game}: after a refusal, the lesson beside a board in view: ${JSON.stringify(a)}`);
    await H.clickHole(page, (await marks(page))[0]);
    await lessonAt(page, step.id, 'done');
    const b = await inView();
    assert.ok(b.whole && b.beside, `${game}: after the step's move, the lesson beside a board in view: ${JSON.stringify(b)}`);
    await page.screenshot({ path: H.shot(`lesson-911x512-${game}-done`) });
  }
  assert.deepEqual(page.errors, []);
  await page.close();
});
