// The board in motion: undo plays the undone move backwards (from the engine's account) and
// then shows the earlier position, instantly under reduced motion, skippable by a click; a
// board wider than a phone says so (faded edge and arrow) and keeps its holes finger-sized,
// and the computer's move is scrolled into view.
// Every test also asserts that the page logged no console error and threw nothing.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import * as H from './helpers.mjs';
import { findMove, engine } from './scenarios.mjs';

let env;
before(async () => { env = await H.startEnv(); });
after(async () => { await env?.close(); });

async function fresh(opts, players) {
  const page = await H.newPage(env, opts);
  await H.open(page, env);
  await H.clearStorage(page, players ? { players } : undefined);
  return page;
}

/** Waits until the person is to move (or the game is over) and nothing happens by itself. */
async function humanTurnOrEnd(page) {
  await page.waitForFunction(() => {
    const b = document.querySelector('.mb-board');
    const app = document.querySelector('.mancala-app');
    return b.dataset.animating === 'false' && app.dataset.busy !== 'true' && app.dataset.thinking !== 'true' &&
      (b.dataset.toMove === '0' || b.dataset.result !== '');
  }, null, { timeout: 30000 });
}

/** Records every value `data-animating` takes on the board from now on. */
async function watchAnimating(page) {
  await page.evaluate(() => {
    const b = document.querySelector('.mb-board');
    window.__animating = [];
    new MutationObserver(() => window.__animating.push(b.dataset.animating))
      .observe(b, { attributes: true, attributeFilter: ['data-animating'] });
  });
}
const animatingLog = (page) => page.evaluate(() => window.__animating.slice());

/** An Ayoayo position just before a capture: the move, and the counts before it. */
const captureScenario = () => findMove('ayoayo', 0, (ev) => ev.some((e) => e.kind === 'capture'), { seed: 3 });

test('undo plays the move backwards, then shows the earlier position; redo plays it forwards again', async () => {
  const sc = await captureScenario();
  const page = await fresh();
  await H.open(page, env, sc.record);
  await H.idle(page);
  await H.setSpeed(page, 'normal');
  await H.clickHole(page, Number(sc.move));
  await H.idle(page);
  const after = await H.boardState(page);
  assert.notDeepEqual(after.holes, sc.holes);
  await watchAnimating(page);
  await page.click('.mb-undo');
  await page.waitForFunction(() => window.__animating.includes('true'));
  assert.equal(await page.getAttribute('.mancala-app', 'data-busy'), 'true', 'the controls wait for the animation');
  await page.screenshot({ path: H.shot('ayoayo-undo-backwards') });
  await H.idle(page);
  const log = await animatingLog(page);
  assert.deepEqual(log.slice(-2), ['true', 'false'], `data-animating went true then false (${log})`);
  const st = await H.boardState(page);
  assert.equal(st.record, sc.record);
  assert.deepEqual(st.holes, sc.holes, 'the earlier position\'s holes');
  assert.deepEqual(st.stores, sc.stores, 'the captured seeds went back');
  assert.equal(st.animating, false);
  // redo: forwards again, to the same position as after the move
  await page.evaluate(() => { window.__animating.length = 0; });
  await page.click('.mb-redo');
  await H.idle(page);
  assert.deepEqual((await animatingLog(page)).slice(-2), ['true', 'false']);
  const redone = await H.boardState(page);
  assert.equal(redone.record, after.record);
  assert.deepEqual(redone.holes, after.holes);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('undo is instant under reduced motion, and a click skips it otherwise', async () => {
  const sc = await captureScenario();
  const still = await fresh({ reducedMotion: 'reduce' });
  await H.open(still, env, sc.record);
  await H.idle(still);
  await H.clickHole(still, Number(sc.move));
  await H.idle(still);
  await watchAnimating(still);
  await still.click('.mb-undo');
  await H.idle(still);
  assert.ok(!(await animatingLog(still)).includes('true'), 'no animation under reduced motion');
  assert.deepEqual((await H.boardState(still)).holes, sc.holes);
  assert.deepEqual(still.errors, []);
  await still.close();

  const page = await fresh();
  await H.open(page, env, sc.record);
  await H.idle(page);
  await H.setSpeed(page, 'slow');
  await H.clickHole(page, Number(sc.move));
  await H.idle(page);
  await watchAnimating(page);
  await page.click('.mb-undo');
  await page.waitForFunction(() => window.__animating.includes('true'));
  const box = await page.locator('canvas.mb-canvas').boundingBox();
  await page.mouse.click(box.x + 5, box.y + 5); // a click on the board skips the animation
  await H.idle(page);
  const st = await H.boardState(page);
  assert.equal(st.record, sc.record);
  assert.deepEqual(st.holes, sc.holes);
  assert.deepEqual(st.stores, sc.stores);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('Nsolo 4×36 on a phone: the board says it scrolls, holes stay finger-sized', async () => {
  const page = await fresh({ viewport: { width: 390, height: 844 } });
  await H.open(page, env, 'nsolo.36_m');
  await H.idle(page);
  const board = page.locator('.mb-board');
  const pitch = Number(await board.getAttribute('data-pitch'));
  assert.ok(pitch >= 28, `a hole's target is ${pitch} px`);
  const centers = (await H.boardState(page)).centers;
  assert.ok(centers[1][0] - centers[0][0] >= 28, 'neighbouring holes at least 28 px apart');
  assert.equal(await board.getAttribute('data-scrollable'), 'true');
  // at the start: more to the right, nothing to the left
  assert.equal(await board.getAttribute('data-more-end'), 'true');
  assert.equal(await board.getAttribute('data-more-start'), 'false');
  assert.ok(await page.isVisible('.mb-scroll-hint.is-end'), 'the right edge shows the arrow');
  assert.ok(!(await page.isVisible('.mb-scroll-hint.is-start')));
  await page.screenshot({ path: H.shot('nsolo-36-phone-scroll-hint') });
  // scrolled to the far end: the hint turns round
  await page.$eval('.mb-board-scroll', (el) => { el.scrollLeft = el.scrollWidth; });
  await page.waitForFunction(() => document.querySelector('.mb-board').dataset.moreEnd === 'false');
  assert.equal(await board.getAttribute('data-more-start'), 'true');
  assert.ok(await page.isVisible('.mb-scroll-hint.is-start'));
  assert.ok(!(await page.isVisible('.mb-scroll-hint.is-end')));
  // the faded edge is only a picture: a hole under it can still be played by clicking
  const hint = await page.locator('.mb-scroll-hint.is-start').evaluate((el) => getComputedStyle(el).pointerEvents);
  assert.equal(hint, 'none');
  // its round arrow, which looks like a button, is one, a finger's size (44 px around the 28 px
  // circle: a tablet tester measured 31): a tap scrolls most of a screen back
  const reach = await page.$eval('.mb-scroll-hint.is-start span', (s) => {
    const r = s.getBoundingClientRect();
    const [cx, cy] = [r.left + r.width / 2, r.top + r.height / 2];
    return [[-20, 0], [20, 0], [0, -20], [0, 20]].map(([dx, dy]) => document.elementFromPoint(cx + dx, cy + dy) === s);
  });
  assert.deepEqual(reach, [true, true, true, true], 'the arrow answers 20 px from its centre each way');
  const far = await page.$eval('.mb-board-scroll', (el) => el.scrollLeft);
  await page.click('.mb-scroll-hint.is-start span');
  await page.waitForFunction(() => document.querySelector('.mb-board').dataset.moreEnd === 'true');
  await page.waitForFunction((f) => { const el = document.querySelector('.mb-board-scroll'); return f - el.scrollLeft >= el.clientWidth * 0.7; }, far);
  // a board that fits shows no hint
  await H.open(page, env, 'ayoayo_m');
  await H.idle(page);
  assert.equal(await board.getAttribute('data-scrollable'), 'false');
  assert.ok(!(await page.isVisible('.mb-scroll-hint.is-end')));
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('Nsolo 4×36 on a phone: the hint\'s hole is scrolled into view', async () => {
  // a tester's: "sow from hole 2 from the right" was marked 800 px beyond the screen's edge
  const page = await fresh({ viewport: { width: 390, height: 844 } });
  const ask = async () => {
    await H.open(page, env, 'nsolo.36_m');
    await H.idle(page);
    await page.click('.mb-hint-btn');
    await page.waitForFunction(() => document.querySelector('.mancala-app').dataset.hint !== '');
    return Number(await page.getAttribute('.mancala-app', 'data-hint'));
  };
  const hole = await ask(); // the hint of this position (the hint's search is reproducible)
  await page.reload();
  await page.waitForSelector('.mancala-app[data-view="game"]');
  await H.idle(page);
  const x = (await H.boardState(page)).centers[hole][0];
  // the board scrolled to its other end, the hole out of view
  await page.$eval('.mb-board-scroll', (el, far) => { el.scrollLeft = far ? 0 : el.scrollWidth; }, x > 390);
  const out = await page.$eval('.mb-board-scroll', (el, hx) => hx < el.scrollLeft || hx > el.scrollLeft + el.clientWidth, x);
  assert.ok(out, `hole ${hole} out of view before the hint`);
  await page.click('.mb-hint-btn');
  await page.waitForFunction((h) => document.querySelector('.mancala-app').dataset.hint === String(h), hole);
  const view = await page.$eval('.mb-board-scroll', (el) => [el.scrollLeft, el.scrollLeft + el.clientWidth]);
  assert.ok(x > view[0] + 10 && x < view[1] - 10, `hole ${hole} at ${x} in the view ${view.join('–')}`);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('Nsolo 4×36 on a phone: the computer\'s move is scrolled into view', async () => {
  const page = await H.newPage(env, { viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });
  // The computer's answer is held while the test looks away, so every round is checked,
  // however quick the computer (no race against the machine's speed).
  await H.holdEngine(page);
  await H.open(page, env);
  await H.clearStorage(page, { players: 'human computer:beginner' });
  await H.open(page, env, 'nsolo.36_m');
  await H.idle(page);
  await H.setSpeed(page, 'slow');
  const Game = await engine();
  /** A legal move for the person that hands the turn over (no bonus), else any. */
  const pick = (record, legal) => {
    const g = Game.load(record);
    try {
      return legal.find((m) => {
        const h = Game.load(record);
        try {
          h.play(m);
          return h.toMove() !== g.toMove();
        } finally {
          h.free();
        }
      }) ?? legal[0];
    } finally {
      g.free();
    }
  };
  let checked = 0;
  for (let round = 0; round < 12 && checked < 3; round++) {
    const st = await H.boardState(page);
    if (st.result) break;
    await H.holdAnswers(page);
    await H.playByClick(page, pick(st.record, st.legal));
    const mine = await H.boardState(page);
    if (mine.result || mine.toMove !== 1) { // the person moves again (a bonus removal)
      await H.releaseAnswers(page);
      continue;
    }
    // the computer is to move: its answer comes and is held (a forced move needs no search)
    await page.waitForFunction((rec) => globalThis.__engineHold.held.length > 0 ||
      document.querySelector('.mb-board').dataset.record !== rec, mine.record, { timeout: 30000 });
    const [move] = await H.heldAnswers(page);
    if (move === undefined || move === 'pass') { // nothing held, or no hole to look at
      await H.releaseAnswers(page);
      await humanTurnOrEnd(page);
      continue;
    }
    assert.equal(await page.getAttribute('.mancala-app', 'data-thinking'), 'true', 'the computer is thinking');
    // while it thinks, the view goes to the end of the board away from the hole it will play
    const hx = mine.centers[Number(move.replace(/^x/, ''))][0];
    const away = await page.$eval('.mb-board-scroll', (el, x) => {
      el.scrollLeft = x > el.scrollWidth / 2 ? 0 : el.scrollWidth;
      return [el.scrollLeft, el.clientWidth];
    }, hx);
    assert.ok(hx < away[0] || hx > away[0] + away[1], `the computer's hole (x ${hx}) is out of view [${away[0]}, ${away[0] + away[1]}] before it moves`);
    await H.releaseAnswers(page);
    await humanTurnOrEnd(page);
    const after = await H.boardState(page);
    assert.notEqual(after.record, mine.record, 'the computer moved');
    const last = after.record.split('.').pop();
    const x = after.centers[Number(last.replace(/^x/, ''))][0];
    const view = await page.$eval('.mb-board-scroll', (el) => [el.scrollLeft, el.clientWidth]);
    assert.ok(x >= view[0] && x <= view[0] + view[1], `the computer's hole (x ${x}) is in view [${view[0]}, ${view[0] + view[1]}]`);
    checked += 1;
  }
  assert.ok(checked >= 3, `three of the computer's moves were checked (${checked})`);
  assert.deepEqual(page.errors, []);
  await page.close();
});

// A tester's report: the relay's "Lap N" label, drawn on the line between the rows, covered the
// lower edge of the top row's count badges. It goes below them: its box meets no badge.
for (const viewport of [{ width: 1366, height: 768 }, { width: 390, height: 844 }]) {
  test(`the relay's lap label covers no count (${viewport.width}×${viewport.height})`, async () => {
    const page = await H.newPage(env, { viewport, reducedMotion: 'no-preference' });
    await H.open(page, env);
    await H.clearStorage(page);
    await H.open(page, env, 'ayoayo_m3.7.0');
    await page.waitForSelector('.mancala-app[data-view="game"]');
    await H.idle(page);
    await H.setSpeed(page, 'slow');
    // the first lap label drawn, kept (the animation goes on)
    await page.evaluate(() => {
      const c = document.querySelector('canvas.mb-canvas');
      window.lapTexts = [];
      new MutationObserver(() => {
        if (c.dataset.lapLabel && !window.lapSeen) window.lapSeen = c.dataset.lapLabel;
        if (c.dataset.lapText && c.dataset.lapText !== window.lapTexts.at(-1)) window.lapTexts.push(c.dataset.lapText);
      }).observe(c, { attributes: true, attributeFilter: ['data-lap-label', 'data-lap-text'] });
    });
    await H.clickHole(page, 7); // the move's animation: its relay's lift shows the label
    await page.waitForFunction(() => window.lapSeen, null, { timeout: 20000 });
    await page.screenshot({ path: H.shot(`relay-label-${viewport.width}`) });
    const m = await page.evaluate(() => {
      const [x, y, hh] = window.lapSeen.split(' ').map(Number);
      const badges = JSON.parse(document.querySelector('.mb-board').dataset.badges);
      const g = document.createElement('canvas').getContext('2d');
      const size = hh / 0.85;
      g.font = `600 ${size}px sans-serif`;
      const hw = (g.measureText(window.lapTexts[0] || 'Lap 2').width + size) / 2;
      // badges whose box (a two-digit pill: 1.6 radii to the left) meets the label's ellipse's box
      const hit = badges.map(([bx, by, r], i) => ({ i, bx, by, r })).filter(({ bx, by, r }) =>
        by + r > y - hh && by - r < y + hh && bx + r > x - hw && bx - 1.6 * r < x + hw);
      return { y, hh, hit };
    });
    assert.deepEqual(m.hit, [], `the label (centre ${m.y}, half height ${m.hh}) meets no count badge`);
    await H.idle(page);
    // the labels count the laps as "What just happened?" does (a tester saw "Relay lap 6" on
    // the board and "Relay laps: 5." in the sentence), the move's own the first (another saw
    // "Relay laps: 1" beside a lesson's "you sowed a second lap"): the relay's from 2
    const laps = Number(/Laps sown: (\d+)\./.exec(await page.textContent('.mb-happened'))?.[1]);
    const texts = await page.evaluate(() => window.lapTexts);
    assert.ok(laps >= 2, 'a relay move');
    // (a busy machine may draw no frame in some lap: the labels seen are in order, none past the count)
    const ns = texts.map((x) => Number(/^Lap (\d+)$/.exec(x)?.[1]));
    assert.ok(ns.length > 0 && ns.every((n, i) => n >= 2 && n <= laps && (i === 0 || n > ns[i - 1])), `the labels ${JSON.stringify(texts)} count the ${laps} laps`);
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}

// A tester's: a 4×36 game opened from a link on a phone showed the board's left end, the last
// move (hole 52) and its mark off the screen, while "What just happened?" named it by place.
// Opened (a link, a reload, a link followed in the same page), the board shows the last move.
test('Nsolo 4×36 on a phone: a game opened from a link shows its last move', async () => {
  const page = await fresh({ viewport: { width: 390, height: 844 } });
  const lastInView = async (what, hole) => {
    await H.idle(page);
    const x = (await H.boardState(page)).centers[hole][0];
    const view = await page.$eval('.mb-board-scroll', (el) => [el.scrollLeft, el.scrollLeft + el.clientWidth]);
    assert.ok(x > view[0] + 10 && x < view[1] - 10, `${what}: hole ${hole} at ${x} in the view ${view.join('–')}`);
  };
  await H.open(page, env, 'nsolo.36_m70.x120.x125.103.x10.x29.x60.68.x83.x132.135.x52');
  await lastInView('opened', 52);
  await page.$eval('.mb-board-scroll', (el) => { el.scrollLeft = 0; });
  await page.reload();
  await page.waitForSelector('.mancala-app[data-view="game"]');
  await lastInView('reloaded', 52);
  // another link followed in the same page (the game a move earlier), then Back
  await page.evaluate(() => { location.hash = 'nsolo.36_m70.x120.x125.103.x10.x29.x60.68.x83.x132.135'; });
  await page.waitForFunction(() => document.querySelector('.mb-board').dataset.record.endsWith('.135'));
  await lastInView('a link followed', 135);
  await page.$eval('.mb-board-scroll', (el) => { el.scrollLeft = 0; });
  await page.goBack();
  await page.waitForFunction(() => document.querySelector('.mb-board').dataset.record.endsWith('.x52'));
  await lastInView('back', 52);
  assert.deepEqual(page.errors, []);
  await page.close();
});
