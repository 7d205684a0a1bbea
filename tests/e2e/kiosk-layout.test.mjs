// The kiosk's layout (index.html?kiosk=1) on the screens museums use: 1920×1080 and 1366×768
// in landscape, 1080×1920 standing upright (and the start screen on tablets, both ways). For every game and Nsolo's sizes 8, 12, 19 and 36, in
// each: nothing overlaps, is clipped or cannot be reached (the layout matrix's checks,
// fixtures/layout-measure.mjs); the board is as large as the screen allows (in landscape at
// least 55 % of the width, unless the height is what limits it; upright, the whole width);
// every control a visitor can touch is at least 48×48 CSS px, the players' and the language's
// menus included (large menus, web/js/choice.js), and so are the board's holes: a kiosk offers
// only the Nsolo sizes whose holes stay 48 px apart on its screen (asked for 4×36, the operator
// gets the largest that fits: 4×36 at 1920×1080, 4×19 at 1366×768, 4×21 upright at 1080 px;
// the start screen's slider ends there). The large menus are a radio group a finger and a
// keyboard can use. Screenshots of each screen in both
// themes: artifacts/screenshots/kiosk-<game>-<w>x<h>-<theme>.png.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import * as H from './helpers.mjs';
import { settled, cardsAligned, startCut } from './fixtures/layout-measure.mjs';
import { findMove } from './scenarios.mjs';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const SCREENS = [[1920, 1080], [1366, 768], [1080, 1920]];
const GAMES = [['adji-boto', 0], ['ayoayo', 0], ['nsolo', 8], ['nsolo', 12], ['nsolo', 19], ['nsolo', 36]];
const TARGET = 48;
const lessons = JSON.parse(readFileSync(join(H.ROOT, 'web', 'lessons', 'steps.json'), 'utf8'));

let env;
before(async () => { env = await H.startEnv(); });
after(async () => { await env?.close(); });

const url = (id, size, p1 = 'computer:beginner') => `${env.url}index.html?kiosk=1&kioskIdle=3600&lang=en&game=${id}${size ? `&size=${size}` : ''}&p0=human&p1=${p1}`;

/** Every visible control smaller than `min` CSS px either way (the board's cells apart). */
function smallTargets(min) {
  const seen = (el) => el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) && el.getClientRects().length > 0;
  const sel = 'button, select, input, textarea, summary, a[href], [role="radio"], [tabindex]:not([tabindex="-1"])';
  return [...document.querySelectorAll(sel)]
    .filter((el) => seen(el) && !el.closest('.mb-grid, dialog:not([open])'))
    .map((el) => ({ el, r: el.getBoundingClientRect() }))
    .filter(({ r }) => r.width < min - 0.5 || r.height < min - 0.5)
    .map(({ el, r }) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${el.textContent.trim().slice(0, 20)}" ${Math.round(r.width)}×${Math.round(r.height)}`);
}

/**
 * The board's canvas, its holes' pitch, the window, and the height the board could take: the
 * window below the toolbar less the players' panels and a margin of 48 px.
 */
const boardBox = () => {
  const c = document.querySelector('canvas.mb-canvas').getBoundingClientRect();
  const b = document.querySelector('.mb-board');
  const head = document.querySelector('.mb-head').getBoundingClientRect().bottom;
  const panels = [...document.querySelectorAll('.mb-player')].reduce((n, el) => n + el.getBoundingClientRect().height, 0);
  const below = document.querySelector('.mb-player[data-player="0"]').getBoundingClientRect().bottom;
  return { w: c.width, h: c.height, pitch: Number(b.dataset.pitch), size: Number(b.dataset.size), sizeMax: Number(document.querySelector('.mancala-app').dataset.kioskSizeMax), page: document.documentElement.scrollHeight, scrolls: b.dataset.scrollable === 'true', vw: document.documentElement.clientWidth, vh: innerHeight, tall: innerHeight - head - panels - 48, below };
};

for (const [w, hgt] of SCREENS) {
  test(`kiosk layout at ${w}×${hgt}: every game fills the screen, every control is a large target`, async () => {
    const problems = [];
    for (const theme of ['light', 'dark']) {
      for (const [id, size] of GAMES) {
        const cell = `${id}${size || ''} ${w}×${hgt} ${theme}`;
        const page = await H.newPage(env, { viewport: { width: w, height: hgt }, reducedMotion: 'reduce', colorScheme: theme });
        await page.goto(url(id, size));
        await page.waitForSelector('.mancala-app[data-view="game"][data-busy="false"] .mb-board[data-animating="false"]');
        const m = await settled(page, { compact: false, openMenu: false });
        for (const p of m.problems) problems.push(`${cell}: ${p}`);
        await page.screenshot({ path: H.shot(`kiosk-${id}${size || ''}-${w}x${hgt}-${theme}`) });
        if (theme === 'light') {
          for (const p of await page.evaluate(smallTargets, TARGET)) problems.push(`${cell}: small target ${p}`);
          const b = await page.evaluate(boardBox);
          if (w > hgt) {
            // at least 55 % of the width, unless the board is as high as the height allows
            const share = b.w / b.vw;
            // the board and both players' panels in view, without scrolling
            if (b.below > b.vh + 0.5) problems.push(`${cell}: player 1's panel ends at ${Math.round(b.below)} px, below the screen`);
            if (b.page > b.vh + 0.5) problems.push(`${cell}: the page is ${b.page} px high, the screen ${b.vh}`);
            if (share < 0.55 && b.h < b.tall - 4) problems.push(`${cell}: the board is ${Math.round(b.w)}×${Math.round(b.h)} (${Math.round(share * 100)} % of the width; ${Math.round(b.tall)} px high would fit)`);
          } else if (b.w < 0.9 * b.vw) {
            problems.push(`${cell}: upright, the board is ${Math.round(b.w)} px of ${b.vw}`);
          }
          if (b.scrolls) problems.push(`${cell}: the board scrolls sideways`);
          // the holes' spacing: the pitch the page lays out, and the centres' distances measured
          if (b.pitch < TARGET) problems.push(`${cell}: holes ${b.pitch} px apart`);
          const gap = await page.evaluate(() => {
            const c = JSON.parse(document.querySelector('.mb-board').dataset.holeCenters);
            let least = Infinity;
            for (let i = 0; i < c.length; i++) for (let j = i + 1; j < c.length; j++) least = Math.min(least, Math.hypot(c[i][0] - c[j][0], c[i][1] - c[j][1]));
            return least;
          });
          if (gap < TARGET - 0.5) problems.push(`${cell}: two holes' centres ${gap.toFixed(1)} px apart`);
          if (id === 'nsolo') {
            const want = Math.min(size, b.sizeMax);
            if (b.size !== want) problems.push(`${cell}: asked for 4×${size}, the board is 4×${b.size}, not 4×${want}`);
            if (size === 36) console.log(`kiosk ${cell}: Nsolo asked 4×36, offered up to 4×${b.sizeMax}; 4×${b.size} holes ${b.pitch} px apart`);
          }
        }
        assert.deepEqual(page.errors, [], `${cell}: no console error`);
        await page.close();
      }
    }
    // the start screen: the players' and the language's menus, the board size, Play
    const page = await H.newPage(env, { viewport: { width: w, height: hgt }, reducedMotion: 'reduce' });
    await page.goto(url('ayoayo', 0));
    await page.waitForSelector('.mancala-app[data-view="game"][data-busy="false"]');
    await page.click('.mb-new');
    await page.waitForSelector('.mancala-app[data-view="start"]');
    for (const p of await page.evaluate(smallTargets, TARGET)) problems.push(`start ${w}×${hgt}: small target ${p}`);
    // the slider offers Nsolo's sizes up to the largest whose holes stay 48 px apart here
    const slider = await page.$eval('.mb-size', (el) => ({ max: Number(el.max), fits: Number(document.querySelector('.mancala-app').dataset.kioskSizeMax) }));
    assert.equal(slider.max, slider.fits, `start ${w}×${hgt}: the slider ends at the kiosk's largest size`);
    assert.equal(slider.max, { 1920: 36, 1366: 19, 1080: 21 }[w], `start ${w}×${hgt}: the largest size`);
    for (const p of await page.evaluate(startCut)) problems.push(`start ${w}×${hgt}: ${p}`);
    await page.screenshot({ path: H.shot(`kiosk-start-${w}x${hgt}`) });
    await page.close();
    assert.deepEqual(problems, []);
  });
}

// A tester's report: a tablet lying down (1024×768) took Nsolo 4×19, its holes 50 px apart;
// turned upright mid-game the same board shrank to holes 37 px apart. It keeps them 48 px
// apart and scrolls sideways, as a phone's wide board does. (1024×768 offers 4×13 at most
// now; 1366×768 4×19, beside the column.)
test('kiosk: a tablet turned upright mid-game keeps the holes 48 px apart; the board scrolls sideways', async () => {
  const page = await H.newPage(env, { viewport: { width: 1366, height: 768 }, hasTouch: true, reducedMotion: 'reduce' });
  await page.goto(url('nsolo', 20, 'human'));
  await page.waitForSelector('.mancala-app[data-view="game"][data-busy="false"] .mb-board[data-animating="false"]');
  const lying = await page.evaluate(boardBox);
  assert.ok(lying.pitch >= TARGET && !lying.scrolls, `lying down: ${JSON.stringify(lying)}`);
  await page.setViewportSize({ width: 768, height: 1366 });
  await page.waitForFunction((p) => Number(document.querySelector('.mb-board').dataset.pitch) !== p && document.querySelector('.mb-board').dataset.scrollable === 'true', lying.pitch, { timeout: 10000 })
    .catch(async () => assert.fail(`turned: ${JSON.stringify(await page.evaluate(boardBox))}`));
  const upright = await page.evaluate(boardBox);
  assert.equal(upright.size, lying.size, 'the same game');
  assert.ok(upright.pitch >= TARGET, `turned: holes ${upright.pitch} px apart`);
  await page.screenshot({ path: H.shot('kiosk-turned-upright-nsolo') });
  assert.deepEqual(page.errors, []);
  await page.close();
});

// A museum team's report: lying down, the game is one block in the middle of the height, and
// the status beside the board took two lines, then four (English) or five (Dutch) while a
// capture's removals were owed, and two again while the computer thought: the board moved by
// 13–26 px under the visitor's finger. The status row is as high as its longest sentence.
test('kiosk lying down: the board stays where it is while an Nsolo capture\'s removals are owed', async () => {
  const problems = [];
  // the largest boards these screens offer beside the column: the column is then higher than the board's
  // (English and Italian: the Dutch sentence, shorter since 5 December, no longer grows the status)
  for (const [w, hgt, lang, size] of [[1366, 768, 'en', 19], [1366, 768, 'it', 19], [1024, 768, 'en', 13], [1024, 768, 'it', 13]]) {
    const sc = await findMove('nsolo', size, (ev) => ev.some((e) => e.kind === 'bonus-owed' && e.count >= 2), { seed: 2 });
    const cell = `${w}×${hgt} ${lang} 4×${size}`;
    const context = await H.newContext(env, { viewport: { width: w, height: hgt }, hasTouch: true, reducedMotion: 'reduce' });
    const page = await H.newPage(env, { context });
    await page.goto(`${url('nsolo', size, 'human').replace('lang=en', `lang=${lang}`)}#${sc.record}`);
    await page.waitForSelector('.mancala-app[data-view="game"][data-busy="false"] .mb-board[data-animating="false"]');
    await H.idle(page);
    const at = () => page.evaluate(() => ({
      board: Math.round(document.querySelector('canvas.mb-canvas').getBoundingClientRect().top * 10) / 10,
      status: document.querySelector('.mb-status').getBoundingClientRect().height,
      page: document.documentElement.scrollHeight,
    }));
    const before = await at();
    await H.playByClick(page, sc.move);
    const owed = await at();
    if ((await H.boardState(page)).pending < 1) problems.push(`${cell}: no removal owed after ${sc.move}`);
    if (owed.status <= before.status) problems.push(`${cell}: the status did not grow (${before.status} → ${owed.status} px): nothing tested`);
    if (Math.abs(owed.board - before.board) > 0.5) problems.push(`${cell}: the board moved by ${(owed.board - before.board).toFixed(1)} px as the removals' status came`);
    if (owed.page > hgt) problems.push(`${cell}: the page is ${owed.page} px high`);
    if (lang === 'it' && w === 1024) await page.screenshot({ path: H.shot('kiosk-removals-owed-1024x768-it') });
    assert.deepEqual(page.errors, [], `${cell}: no console error`);
    await context.close();
  }
  assert.deepEqual(problems, []);
});

// A museum team's report: lying down, an Nsolo board too wide for the column beside it had
// the game stacked below it, and the page scrolled: 1 297 px high at 1920×1080 (4×20), 1 139 at
// 1024×768 (4×19), 1 075 at 1366×768 (4×27). Stacked, the board takes what the rest leaves
// of the height; such boards are offered only on a screen 1 080 px high or more.
test('kiosk lying down: the widest Nsolo board offered and its game fit the screen, in English and Russian', async () => {
  const problems = [];
  for (const [w, hgt, lang, most] of [[1920, 1080, 'en', 36], [1920, 1080, 'ru', 36], [1280, 1024, 'ru', 18], [1366, 768, 'ru', 19], [1024, 768, 'en', 13]]) {
    for (const size of [20, 36]) {
      const cell = `nsolo ${size} ${w}×${hgt} ${lang}`;
      const page = await H.newPage(env, { viewport: { width: w, height: hgt }, reducedMotion: 'reduce' });
      await page.goto(url('nsolo', size).replace('lang=en', `lang=${lang}`));
      await page.waitForSelector('.mancala-app[data-view="game"][data-busy="false"] .mb-board[data-animating="false"]');
      await H.idle(page);
      const b = await page.evaluate(boardBox);
      if (b.sizeMax !== most) problems.push(`${cell}: offered up to 4×${b.sizeMax}, not 4×${most}`);
      if (b.size !== Math.min(size, most)) problems.push(`${cell}: the board is 4×${b.size}`);
      if (b.page > b.vh + 0.5) problems.push(`${cell}: the page is ${b.page} px high, the screen ${b.vh}`);
      if (b.pitch < TARGET) problems.push(`${cell}: holes ${b.pitch} px apart`);
      if (b.scrolls) problems.push(`${cell}: the board scrolls sideways`);
      if (size === 20) await page.screenshot({ path: H.shot(`kiosk-stacked-nsolo-${w}x${hgt}-${lang}`) });
      assert.deepEqual(page.errors, [], `${cell}: no console error`);
      await page.close();
    }
  }
  assert.deepEqual(problems, []);
});

// A link (#nsolo.<size>) is the game it names, whatever the kiosk offers: 4×18 at 1024×768, where
// the kiosk offers 4×13, was stacked under the column's content and the page ran 159 px below
// the screen (a tester's). It is laid out as the largest board offered, its holes 48 px apart,
// the board scrolling sideways, and a hole beyond the edge plays once scrolled to.
test('kiosk lying down: a link to a larger Nsolo board than the screen offers fits the screen, its board scrolling sideways', async () => {
  const problems = [];
  for (const [w, hgt, size] of [[1024, 768, 18], [1024, 768, 19], [1366, 768, 36], [1280, 800, 24]]) {
    const cell = `#nsolo.${size} at ${w}×${hgt}`;
    const context = await H.newContext(env, { viewport: { width: w, height: hgt }, hasTouch: true });
    const page = await H.newPage(env, { context, reducedMotion: 'reduce' });
    await page.goto(`${env.url}index.html?kiosk=1&kioskIdle=3600&lang=en&p0=human&p1=human#nsolo.${size}`);
    await page.waitForSelector('.mancala-app[data-view="game"][data-busy="false"] .mb-board[data-animating="false"]');
    await H.idle(page);
    const b = await page.evaluate(boardBox);
    if (b.size !== size) problems.push(`${cell}: the board is 4×${b.size}`);
    if (b.page > b.vh + 0.5) problems.push(`${cell}: the page is ${b.page} px high, the screen ${b.vh}`);
    if (b.vw > w) problems.push(`${cell}: the page is ${b.vw} px wide`);
    if (b.pitch < TARGET) problems.push(`${cell}: holes ${b.pitch} px apart`);
    if (!b.scrolls) problems.push(`${cell}: the board does not scroll sideways`);
    // the learner's hole farthest from the start of the view: scrolled to and played
    const st = await H.boardState(page);
    const far = st.legal.filter((m) => m !== 'pass').map(Number).sort((x, y) => st.centers[y][0] - st.centers[x][0])[0];
    await H.clickHole(page, far);
    await page.waitForFunction((r) => document.querySelector('.mb-board').dataset.record !== r, st.record);
    await H.idle(page);
    const after = await H.boardState(page);
    if (after.record.split('_m').pop() !== String(far)) problems.push(`${cell}: hole ${far} tapped, the record is ${after.record}`);
    const again = await page.evaluate(boardBox);
    if (again.page > again.vh + 0.5) problems.push(`${cell}: after a move the page is ${again.page} px high`);
    if (size === 18) await page.screenshot({ path: H.shot(`kiosk-link-larger-nsolo-${w}x${hgt}`) });
    if (page.errors.length) problems.push(`${cell}: ${page.errors.join('; ')}`);
    await context.close();
  }
  assert.deepEqual(problems, []);
});

/** What of the start screen lies outside the screen: the page scrolling, a card's button cut. */
// A tester's report on an upright tablet: the game is one block in the middle of the height,
// and as "What just happened?" and the move list grew the board moved up under the visitor's
// finger (Ayoayo: 39 px in three moves); Nsolo 4×8 took the whole width, 435 px high, and its
// moves went below the screen. What lies below the board keeps its height, and the board takes
// what the rest leaves: it stays where it is, and the game fits, its holes 48 px apart or more.
// Lying down (1024×768) the same: the side column beside the board grew, and Adji-Boto's board
// moved up 53 px in three moves.
test('kiosk on a tablet upright (768×1024, 810×1080, four languages) and lying down (1024×768, 1366×768): the board stays where it is as the game goes on, and the game fits', async () => {
  const problems = [];
  for (const [w, hgt, langs] of [[768, 1024, ['en', 'it', 'nl', 'ru']], [810, 1080, ['en', 'it', 'nl', 'ru']], [1024, 768, ['en', 'ru']], [1366, 768, ['en', 'ru']]]) {
    for (const lang of langs) {
      for (const id of ['adji-boto', 'ayoayo', 'nsolo']) {
        const cell = `${id} ${w}×${hgt} ${lang}`;
        // a tablet: touch only (a mouse's page also shows the keyboard's help under the moves)
        const context = await H.newContext(env, { viewport: { width: w, height: hgt }, hasTouch: true, reducedMotion: 'reduce' });
        const page = await H.newPage(env, { context });
        await page.goto(url(id, 0, 'human').replace('lang=en', `lang=${lang}`));
        await page.waitForSelector('.mancala-app[data-view="game"][data-busy="false"]');
        await H.idle(page);
        const at = () => page.evaluate(() => ({
          board: document.querySelector('canvas.mb-canvas').getBoundingClientRect().top + scrollY,
          page: document.documentElement.scrollHeight,
          pitch: Number(document.querySelector('.mb-board').dataset.pitch),
        }));
        const first = await at();
        for (let i = 0; i < 4; i++) {
          await H.playByClick(page, (await H.boardState(page)).legal[0]);
          const now = await at();
          if (Math.abs(now.board - first.board) > 0.5) problems.push(`${cell}: after move ${i + 1} the board moved by ${(now.board - first.board).toFixed(1)} px`);
        }
        const end = await at();
        if (end.page > hgt) problems.push(`${cell}: the page is ${end.page} px high (${first.page} at the start; holes ${first.pitch}, then ${end.pitch} px apart)`);
        if (end.pitch < TARGET) problems.push(`${cell}: holes ${end.pitch} px apart`);
        if (lang === 'en') await page.screenshot({ path: H.shot(`kiosk-tablet-game-${id}-${w}x${hgt}`) });
        assert.deepEqual(page.errors, [], `${cell}: no console error`);
        await context.close();
      }
    }
  }
  assert.deepEqual(problems, []);
});

// A tester turned a tablet mid-game: the move list, beside the board now, showed moves 1–3,
// not the last one (its box of another size kept its old scroll).
test('kiosk: a tablet turned mid-game shows the move list at its last move, upright and lying down', async () => {
  const context = await H.newContext(env, { viewport: { width: 768, height: 1024 }, hasTouch: true, reducedMotion: 'reduce' });
  const page = await H.newPage(env, { context });
  await page.goto(url('ayoayo', 0, 'human'));
  await page.waitForSelector('.mancala-app[data-view="game"][data-busy="false"]');
  await H.idle(page);
  for (let i = 0; i < 14; i++) await H.playByClick(page, (await H.boardState(page)).legal[0]);
  const lastInView = () => page.evaluate(() => {
    const list = document.querySelector('.mb-moves');
    const items = list.querySelectorAll('li');
    const r = items[items.length - 1].getBoundingClientRect();
    const box = list.getBoundingClientRect();
    return { n: items.length, inView: r.top >= box.top - 0.5 && r.bottom <= box.bottom + 0.5, scrolls: list.scrollHeight > list.clientHeight };
  });
  const upright = await lastInView();
  assert.ok(upright.n === 14 && upright.scrolls && upright.inView, `upright: ${JSON.stringify(upright)}`);
  for (const [w, hgt] of [[1024, 768], [768, 1024]]) {
    await page.setViewportSize({ width: w, height: hgt });
    await page.waitForFunction(() => { const l = document.querySelector('.mb-moves'); const it = l.querySelectorAll('li'); const r = it[it.length - 1].getBoundingClientRect(); const b = l.getBoundingClientRect(); return r.top >= b.top - 0.5 && r.bottom <= b.bottom + 0.5; }, null, { timeout: 5000 })
      .catch(async () => assert.fail(`turned to ${w}×${hgt}: ${JSON.stringify(await lastInView())}`));
  }
  assert.deepEqual(page.errors, []);
  await context.close();
});

// A tester's tablet showed a keyboard's focus ring round Play on every start screen (the page
// gives it the focus); a screen that is only touched shows none, one with a mouse and keys does.
test('kiosk: the start screen\'s focused Play has no keyboard ring on a touch screen, and has one with a mouse', async () => {
  for (const touch of [true, false]) {
    const context = await H.newContext(env, { viewport: { width: 768, height: 1024 }, hasTouch: touch });
    const page = await H.newPage(env, { context });
    await page.goto(`${env.url}index.html?kiosk=1&kioskIdle=3600&lang=en`);
    await page.waitForFunction(() => document.activeElement?.matches('.mb-start .mb-primary'));
    const ring = await page.evaluate(() => ({ coarse: matchMedia('(hover: none) and (pointer: coarse)').matches, outline: getComputedStyle(document.activeElement).outlineStyle }));
    assert.equal(ring.coarse, touch, 'the screen as emulated');
    assert.equal(ring.outline, touch ? 'none' : 'solid', `${touch ? 'touch' : 'mouse'}: ${JSON.stringify(ring)}`);
    assert.deepEqual(page.errors, []);
    await context.close();
  }
});

// A tester touched an upright tablet's demonstration (810×1080, Russian, Nsolo) and the board
// stayed the demonstration's size, 461 px high instead of 304: the page scrolled, the moves below
// the screen. It happened when nothing below the board changed size at the touch (the
// demonstration's move list two rows high, as the game's is), so nothing fitted the board again.
test('kiosk: a touch during the demonstration gives the game its own board size (upright tablet)', async () => {
  const context = await H.newContext(env, { viewport: { width: 810, height: 1080 }, hasTouch: true });
  const page = await H.newPage(env, { context });
  await page.goto(`${env.url}index.html?kiosk=1&kioskIdle=2&lang=ru&game=nsolo`);
  await page.waitForSelector('.mancala-app[data-view="game"][data-busy="false"]');
  const game = await page.evaluate(() => ({ board: document.querySelector('canvas.mb-canvas').style.height, page: document.documentElement.scrollHeight }));
  assert.ok(game.page <= 1080, `the game fits: ${JSON.stringify(game)}`);
  // the demonstration's list as high as the game's (two rows of 48 px and their gap and padding)
  await page.waitForFunction(() => document.querySelector('.mancala-app').dataset.kiosk === 'demo' && document.querySelector('.mb-moves').offsetHeight === 110, null, { timeout: 120000 });
  await page.touchscreen.tap(405, 30);
  await page.waitForFunction(() => document.querySelector('.mancala-app').dataset.kiosk === 'play');
  await H.idle(page);
  await page.waitForFunction((h) => document.querySelector('canvas.mb-canvas').style.height === h && document.documentElement.scrollHeight <= innerHeight, game.board, { timeout: 5000 })
    .catch(async () => assert.fail(`after the touch: ${await page.evaluate(() => JSON.stringify({ board: document.querySelector('canvas.mb-canvas').style.height, page: document.documentElement.scrollHeight }))}, the game's: ${JSON.stringify(game)}`));
  assert.deepEqual(page.errors, []);
  await context.close();
});

// A museum team's report: at 1366×768 (a size web/README.md names) the kiosk's start screen
// scrolled by 130 px (160 in Italian), its Learn buttons below the screen's edge; at 1280×800
// too; at 1024×768 (a tablet lying down) by 70 px in Russian, and at 1280×720. Every card's
// buttons are in view, in the four languages, with the way back to the game. A tablet held
// upright (768×1024) showed two games' buttons below the screen (the start screen was 1579 px
// high): upright tablets too.
test('kiosk: the start screen whole on 1366×768, 1280×800, 1280×720 and 1024×768 screens, its cards\' Play buttons at one height, and upright on 768×1024, 810×1080 and 800×1280, in four languages', async () => {
  const problems = [];
  for (const [w, hgt] of [[1366, 768], [1280, 800], [1280, 720], [1024, 768], [768, 1024], [810, 1080], [800, 1280]]) {
    for (const lang of ['en', 'it', 'nl', 'ru']) {
      const page = await H.newPage(env, { viewport: { width: w, height: hgt }, reducedMotion: 'reduce' });
      await page.goto(url('ayoayo', 0).replace('lang=en', `lang=${lang}`));
      await page.waitForSelector('.mancala-app[data-view="game"][data-busy="false"]');
      await page.click('.mb-new');
      await page.waitForSelector('.mancala-app[data-view="start"]');
      // its pictures drawn and fitted (a frame after the last change of the start screen's size)
      await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
      for (const p of [...await page.evaluate(startCut), ...await page.evaluate(cardsAligned)]) problems.push(`${w}×${hgt} ${lang}: ${p}`);
      if (w !== 1280 && w !== 810) await page.screenshot({ path: H.shot(`kiosk-start-${w}x${hgt}-${lang}`) });
      assert.deepEqual(page.errors, []);
      await page.close();
    }
  }
  assert.deepEqual(problems, []);
});

// A tester's report: a kiosk's start screen upright at 768×1024 moved its cards by about 110 px
// a moment after it was shown (the pictures' first height too high, then fitted by kiosk.js),
// so that a visitor's tap could meet another button.
test('kiosk: the start screen does not move once shown (768×1024, 810×1080, 1024×768; English and Russian)', async () => {
  for (const [w, hgt] of [[768, 1024], [810, 1080], [1024, 768]]) {
    for (const lang of ['en', 'ru']) {
      const context = await H.newContext(env, { viewport: { width: w, height: hgt }, hasTouch: true, reducedMotion: 'reduce' });
      await context.addInitScript(() => {
        window.shifts = [];
        new PerformanceObserver((list) => { for (const e of list.getEntries()) window.shifts.push(e.value); }).observe({ type: 'layout-shift', buffered: true });
      });
      const page = await H.newPage(env, { context });
      await page.goto(`${env.url}index.html?kiosk=1&kioskIdle=3600&lang=${lang}`);
      await page.waitForFunction(() => document.querySelectorAll('.mb-start:not([hidden]) .mb-preview > canvas[data-drawn="true"]').length === 3);
      await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
      const seen = await page.evaluate(() => ({ shifts: window.shifts, over: document.documentElement.scrollHeight - innerHeight }));
      assert.deepEqual(seen, { shifts: [], over: 0 }, `${w}×${hgt} ${lang}: no layout shift, nothing below the screen`);
      assert.deepEqual(page.errors, []);
      await context.close();
    }
  }
});

test('kiosk: the large menus are radio groups a finger and a keyboard can use', async () => {
  const page = await H.newPage(env, { viewport: { width: 1366, height: 768 }, reducedMotion: 'reduce' });
  await page.goto(url('ayoayo', 0, 'human'));
  await page.waitForSelector('.mancala-app[data-view="game"][data-busy="false"]');
  assert.equal(await page.locator('select:visible').count(), 0, 'no small native menu is shown');
  // a finger: player 2's menu opens its choices, each large and in view; one touch chooses
  const btn = page.locator('.mb-player[data-player="1"] .mb-choice-btn');
  assert.equal(await btn.getAttribute('aria-expanded'), 'false');
  await btn.click();
  const group = page.locator('.mb-player[data-player="1"] [role="radiogroup"]');
  await group.waitFor();
  assert.match(await group.getAttribute('aria-label'), /Player 2/);
  const radios = await group.locator('[role="radio"]').evaluateAll((els) => els.map((el) => {
    const r = el.getBoundingClientRect();
    return { text: el.textContent, checked: el.getAttribute('aria-checked'), w: r.width, h: r.height, inView: r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth };
  }));
  assert.equal(radios.length, 5);
  assert.deepEqual(radios.filter((r) => r.checked === 'true').map((r) => r.text), ['A person']);
  for (const r of radios) assert.ok(r.w >= 48 && r.h >= 48 && r.inView, `${r.text}: ${Math.round(r.w)}×${Math.round(r.h)}, in view`);
  await page.screenshot({ path: H.shot('kiosk-menu-open-1366x768') });
  await group.locator('[role="radio"]', { hasText: 'Computer: Beginner' }).click();
  await page.waitForFunction(() => document.querySelector('.mancala-app').dataset.players === 'human computer:beginner');
  assert.equal(await group.isVisible(), false, 'a choice closes the menu');
  assert.match(await btn.innerText(), /Computer: Beginner/);
  assert.match(await btn.getAttribute('aria-label'), /Player 2.*Computer: Beginner/);
  // a keyboard: Enter opens with the focus on the current choice, arrows move, Enter chooses,
  // Escape closes; the focus returns to the button
  await btn.focus();
  await page.keyboard.press('Enter');
  await group.waitFor();
  assert.equal(await page.evaluate(() => document.activeElement.textContent), 'Computer: Beginner');
  await page.keyboard.press('ArrowUp');
  assert.equal(await page.evaluate(() => document.activeElement.textContent), 'A person');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('.mancala-app').dataset.players === 'human human');
  assert.equal(await page.evaluate(() => document.activeElement.classList.contains('mb-choice-btn')), true);
  await page.keyboard.press('ArrowDown');
  await group.waitFor();
  await page.keyboard.press('Escape');
  await group.waitFor({ state: 'hidden' });
  assert.equal(await page.evaluate(() => document.activeElement.classList.contains('mb-choice-btn')), true);
  assert.equal(await page.getAttribute('.mancala-app', 'data-players'), 'human human', 'Escape chooses nothing');
  // the language: a large menu too; a choice switches the page's language
  await page.click('.mb-lang-setting .mb-choice-btn');
  await page.click('.mb-lang-setting [role="radio"][lang="it"]');
  await page.waitForFunction(() => document.documentElement.lang === 'it');
  assert.match(await page.locator('.mb-lang-setting .mb-choice-btn').innerText(), /Italiano/);
  assert.equal(await page.evaluate(() => document.activeElement.closest('.mb-lang-setting') !== null), true, 'the focus stays on the language menu');
  // a touch elsewhere (the board's corner: no hole) closes an open menu
  await btn.click();
  await group.waitFor();
  const box = await page.locator('canvas.mb-canvas').boundingBox();
  await page.mouse.click(box.x + 3, box.y + 3);
  await group.waitFor({ state: 'hidden' });
  // a language switch re-mounts the app: the old one leaves nothing behind (no listener on the
  // document or a detached canvas keeps it alive; docs/soak.md), so after garbage collection
  // the page's event listeners and DOM nodes are as many as after the first switches
  const cdp = await page.context().newCDPSession(page);
  const counts = async () => {
    for (let k = 0; k < 3; k++) await cdp.send('HeapProfiler.collectGarbage');
    return cdp.send('Memory.getDOMCounters');
  };
  const switchTo = async (lang) => {
    await page.click('.mb-lang-setting .mb-choice-btn');
    await page.click(`.mb-lang-setting [role="radio"][lang="${lang}"]`);
    // (and its start screen built: when first shown, else once the page is idle)
    await page.waitForFunction((l) => document.documentElement.lang === l && !!document.querySelector('.mancala-app[data-busy="false"] canvas.mb-canvas') &&
      !!document.querySelector('.mancala-app .mb-start .mb-cards'), lang);
  };
  await switchTo('nl');
  await switchTo('en');
  const before = await counts();
  for (const lang of ['ru', 'it', 'nl', 'en', 'ru', 'it', 'nl', 'en']) await switchTo(lang);
  const after = await counts();
  assert.equal(after.jsEventListeners, before.jsEventListeners, 'event listeners after 8 more language switches');
  assert.ok(after.nodes < before.nodes + 200, `DOM nodes alive: ${before.nodes} → ${after.nodes}`);
  await cdp.detach();
  assert.deepEqual(page.errors, []);
  await page.close();
});

// The attract screen (web/js/kiosk.js): once the kiosk is idle, a card per game over the
// demonstration, its board drawn by the renderer, Play and Learn, each a large target; nothing
// overlaps or is clipped at the three screens, in both themes and in a chosen language. The
// page's clock (page.clock) passes the idle time. Screenshots:
// artifacts/screenshots/kiosk-attract-<w>x<h>-<theme>[-<lang>].png.
const idleUrl = (extra = '') => `${env.url}index.html?kiosk=1&kioskIdle=600&p0=human&p1=human${extra}`;

async function attractPage(viewport, colorScheme, lang = 'en', extra = '') {
  const page = await H.newPage(env, { viewport, reducedMotion: 'reduce', colorScheme });
  await page.clock.install();
  await page.goto(idleUrl(`&lang=${lang}${extra}`));
  // the idle time runs once the game is up and still (a wide Nsolo board's first picture takes
  // steps: a jump of the clock before it was lost)
  await page.waitForSelector('.mancala-app[data-view][data-kiosk="play"]');
  if (extra.includes('game=')) await page.waitForSelector('.mancala-app[data-view="game"][data-busy="false"] .mb-board[data-animating="false"]');
  await page.clock.fastForward(600 * 1000);
  await page.waitForSelector('.mancala-app[data-kiosk="demo"] .mb-kiosk-attract:not([hidden]) .mb-card canvas');
  // each card's board is drawn in a task of its own (web/js/start-view.js boardPicture)
  await page.waitForFunction(() => [...document.querySelectorAll('.mb-kiosk-attract .mb-card canvas')].every((c) => c.dataset.drawn === 'true'));
  // and the rendering step after the last picture, in which the kiosk places the demonstration
  // below the attract screen again (a ResizeObserver in js/kiosk.js)
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return page;
}

/** The attract screen's cards: the game, whether its canvas has drawn pixels, its buttons' boxes. */
const attractCards = () => [...document.querySelectorAll('.mb-kiosk-attract .mb-card')].map((card) => {
  const c = card.querySelector('canvas');
  let inked = 0;
  if (c && c.width && c.height) {
    const px = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    for (let i = 3; i < px.length; i += 4 * 7) if (px[i] > 0) inked++;
  }
  const pane = document.querySelector('.mb-kiosk-attract').getBoundingClientRect();
  const banner = document.querySelector('.mb-kiosk-demo').getBoundingClientRect();
  return {
    game: card.dataset.game,
    inked,
    name: card.querySelector('h3').textContent,
    buttons: [...card.querySelectorAll('button')].map((b) => { const r = b.getBoundingClientRect(); return { action: b.dataset.action, text: b.textContent, w: r.width, h: r.height }; }),
    pane: { top: pane.top, bottom: pane.bottom, left: pane.left, right: pane.right, vw: document.documentElement.clientWidth, vh: innerHeight },
    overBanner: !document.querySelector('.mb-kiosk-attract').contains(document.querySelector('.mb-kiosk-demo')) && !(banner.bottom <= pane.top || banner.top >= pane.bottom),
    // the controls the banner lies over (those under the attract screen apart)
    underBanner: [...document.querySelectorAll('button, select, input, summary, [role="radio"]')]
      .filter((el) => el.checkVisibility() && !el.closest('.mb-kiosk-attract'))
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.width > 0 && !(r.bottom <= pane.bottom) && !(r.right <= banner.left || r.left >= banner.right || r.bottom <= banner.top || r.top >= banner.bottom))
      .map(({ el }) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${el.textContent.trim().slice(0, 20)}"`),
    inView: banner.top >= 0 && banner.bottom <= innerHeight,
    bannerText: document.querySelector('.mb-kiosk-demo').textContent,
    // the demonstration's board whole below the attract screen and in the window
    board: (() => { const r = document.querySelector('canvas.mb-canvas').getBoundingClientRect(); return { top: r.top, bottom: r.bottom, h: r.height, mid: (r.left + r.right) / 2 }; })(),
    // text outside the attract screen that its lower or upper edge cuts (a line half shown)
    cut: [...document.querySelectorAll('.mancala-app p, .mancala-app h2, .mancala-app h3, .mancala-app li, .mancala-app span, .mancala-app summary')]
      .filter((el) => !el.closest('.mb-kiosk-attract') && el.checkVisibility({ checkVisibilityCSS: true }) && el.textContent.trim())
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.height > 0 && [pane.top, pane.bottom].some((edge) => r.top < edge - 0.5 && r.bottom > edge + 0.5))
      .map(({ el }) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${el.textContent.trim().slice(0, 30)}"`),
  };
});

for (const [w, hgt] of SCREENS) {
  test(`kiosk attract screen at ${w}×${hgt}: three drawn boards, Play and Learn, large and in view, the demonstration centred below`, async () => {
    const problems = [];
    for (const theme of ['light', 'dark']) {
      for (const lang of theme === 'light' ? ['en', 'ru'] : ['en']) {
        const cell = `attract ${w}×${hgt} ${theme} ${lang}`;
        const page = await attractPage({ width: w, height: hgt }, theme, lang);
        const cards = await page.evaluate(attractCards);
        assert.deepEqual(cards.map((c) => c.game), ['adji-boto', 'nsolo', 'ayoayo'], cell);
        for (const c of cards) {
          if (c.inked < 50) problems.push(`${cell}: ${c.game}'s board is blank`);
          assert.deepEqual(c.buttons.map((b) => b.action), ['play', 'learn'], `${cell} ${c.game}`);
          for (const b of c.buttons) if (b.w < TARGET || b.h < TARGET) problems.push(`${cell}: ${c.game} ${b.action} is ${Math.round(b.w)}×${Math.round(b.h)}`);
          const p = c.pane;
          if (p.top < 0 || p.left < 0 || p.right > p.vw + 0.5 || p.bottom > p.vh + 0.5) problems.push(`${cell}: the attract screen leaves the window`);
          if (c.overBanner) problems.push(`${cell}: the attract screen covers the demonstration's banner`);
          for (const u of c.underBanner) problems.push(`${cell}: the demonstration's banner covers ${u}`);
          if (!c.inView) problems.push(`${cell}: the demonstration's banner leaves the window`);
        }
        const c = cards[0];
        if (c.board.top < c.pane.bottom - 0.5 || c.board.bottom > c.pane.vh + 0.5) problems.push(`${cell}: the demonstration's board (${Math.round(c.board.top)}–${Math.round(c.board.bottom)} px) is not whole below the attract screen (${Math.round(c.pane.bottom)} px) and in the window`);
        for (const u of c.cut) problems.push(`${cell}: the attract screen's edge cuts ${u}`);
        // centred below the cards (beside its hidden side column it stood left of the middle)
        if (Math.abs(c.board.mid - c.pane.vw / 2) > 2) problems.push(`${cell}: the demonstration's board is centred at ${Math.round(c.board.mid)} px, not the screen's middle (${c.pane.vw / 2})`);
        // one instruction: the attract screen's heading; the banner only says what is behind
        if (lang === 'en') assert.equal(c.bannerText, 'Demonstration: the computer plays both sides.', cell);
        if (lang === 'ru') assert.equal(cards[0].buttons[0].text, 'Играть', 'the chosen language');
        const m = await settled(page, { compact: false, openMenu: false });
        for (const p of m.problems) problems.push(`${cell}: ${p}`);
        for (const p of await page.evaluate(smallTargets, TARGET)) problems.push(`${cell}: small target ${p}`);
        await page.screenshot({ path: H.shot(`kiosk-attract-${w}x${hgt}-${theme}${lang === 'en' ? '' : `-${lang}`}`) });
        assert.deepEqual(page.errors, [], `${cell}: no console error`);
        await page.close();
      }
    }
    assert.deepEqual(problems, []);
  });
}

// A museum team's report: during the demonstration of a kiosk set to Nsolo 4×18 at 1280×800
// (Italian), the attract screen's top edge cut the game's title in half.
test('kiosk attract screen over a wide Nsolo board: its edges cut no line of text', async () => {
  const problems = [];
  for (const [w, hgt, lang, size] of [[1280, 800, 'it', 18], [1366, 768, 'ru', 19], [1024, 768, 'it', 13]]) {
    const cell = `attract ${w}×${hgt} ${lang} nsolo ${size}`;
    const page = await attractPage({ width: w, height: hgt }, 'light', lang, `&game=nsolo&size=${size}`);
    const [c] = await page.evaluate(attractCards);
    for (const u of c.cut) problems.push(`${cell}: the attract screen's edge cuts ${u}`);
    if (c.board.top < c.pane.bottom - 0.5 || c.board.bottom > c.pane.vh + 0.5) problems.push(`${cell}: the demonstration's board is not whole below the attract screen`);
    await page.screenshot({ path: H.shot(`kiosk-attract-nsolo${size}-${w}x${hgt}-${lang}`) });
    assert.deepEqual(page.errors, [], `${cell}: no console error`);
    await page.close();
  }
  assert.deepEqual(problems, []);
});

test('kiosk attract screen: the language menu stays in reach; Play starts that game for a visitor against the computer; Learn opens its lesson', async () => {
  const page = await attractPage({ width: 1366, height: 768 }, 'light');
  // the language menu is not under the attract screen; a language chosen keeps the demonstration
  // and builds the attract screen again in it
  const reach = await page.evaluate(() => {
    const r = document.querySelector('.mb-lang-setting .mb-choice-btn').getBoundingClientRect();
    return !!document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)?.closest('.mb-lang-setting');
  });
  assert.equal(reach, true, 'the language menu is in reach');
  await page.click('.mb-lang-setting .mb-choice-btn');
  await page.click('.mb-lang-setting [role="radio"][lang="it"]');
  await page.waitForFunction(() => document.documentElement.lang === 'it');
  await page.waitForSelector('.mb-kiosk-attract:not([hidden]) button.mb-play[data-game="nsolo"]');
  assert.equal(await page.getAttribute('.mancala-app', 'data-kiosk'), 'demo', 'the demonstration goes on');
  assert.equal(await page.textContent('.mb-kiosk-attract button.mb-play[data-game="nsolo"]'), 'Gioca');
  assert.equal(await page.getAttribute('.mancala-app', 'data-players'), 'computer:beginner computer:beginner');
  // the boards are drawn again, in the new attract screen (each picture in steps of its own)
  await page.waitForFunction(() => [...document.querySelectorAll('.mb-kiosk-attract .mb-card canvas')].every((c) => c.dataset.drawn === 'true'));
  const drawn = await page.evaluate(attractCards);
  assert.deepEqual(drawn.filter((c) => c.inked < 50).map((c) => c.game), [], 'every card shows its board');
  await page.screenshot({ path: H.shot('kiosk-attract-1366x768-light-it') });
  await page.click('.mb-kiosk-attract button.mb-play[data-game="nsolo"]');
  await page.waitForFunction(() => document.querySelector('.mancala-app').dataset.kiosk === 'play');
  await H.idle(page);
  assert.equal(await page.isVisible('.mb-kiosk-attract'), false);
  const st = await H.boardState(page);
  assert.equal(st.game, 'nsolo');
  assert.match(st.record, /^nsolo[^_]*_m$/, 'a fresh board; the touch played nothing');
  assert.equal(await page.getAttribute('.mancala-app', 'data-players'), 'human computer:beginner');
  assert.equal(st.toMove, 0, 'the person moves first');
  // idle again: Learn opens the lesson
  await page.clock.fastForward(600 * 1000);
  await page.waitForSelector('.mb-kiosk-attract:not([hidden]) button.mb-learn[data-game="adji-boto"]');
  await page.click('.mb-kiosk-attract button.mb-learn[data-game="adji-boto"]');
  await page.waitForSelector('.mb-lesson[data-step]', { timeout: 20000 });
  assert.equal(await page.getAttribute('.mb-board', 'data-game'), 'adji-boto');
  assert.equal(await page.getAttribute('.mancala-app', 'data-kiosk'), 'play');
  assert.deepEqual(page.errors, []);
  await page.close();
});

// A lesson in a kiosk (issue 14): the lesson's panel above the board takes height from it, so
// the board is fitted again to what is left; the undo, redo, resign and hint buttons, which a
// lesson never lets anyone use, are hidden so that the toolbar stays one row; the language
// menu shares the title's row. At each step of each game's lesson, at the three screens and at
// the lower ones lying down that docs/embedding.md names for a kiosk, 1280×720 and 1024×768 (in
// each of the four languages at 1366×768 and at those): the holes' centres at least 48 px
// apart, every control at least 48×48 CSS px and whole inside the window (a list that scrolls
// shows its entries inside its own box), the players' panels in it, and no page that scrolls (a
// museum team's tester: at 1024×768 and 1280×720 Nsolo's lesson scrolled by 33–74 px), each
// step as it opens and after its move (its explanation and buttons took the page another
// 21–73 px below those screens, a second tester's), the board where it was before the move (a
// third tester's grew from 475 to 558 px wide as the explanation took fewer lines). Screenshots:
// kiosk-lesson-<game>-<w>x<h>-<lang>.png (the first step) and …-end.png (after the last move).
/** The least distance between two holes' centres and the controls too small or not whole in view. */
function lessonProblems(min) {
  const c = JSON.parse(document.querySelector('.mb-board').dataset.holeCenters);
  let least = Infinity;
  for (let i = 0; i < c.length; i++) for (let j = i + 1; j < c.length; j++) least = Math.min(least, Math.hypot(c[i][0] - c[j][0], c[i][1] - c[j][1]));
  const vw = document.documentElement.clientWidth;
  const out = [];
  const sel = 'button, select, input, textarea, summary, a[href], [role="radio"], [tabindex]:not([tabindex="-1"])';
  for (const el of document.querySelectorAll(sel)) {
    if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) || !el.getClientRects().length || el.closest('.mb-grid, dialog:not([open])')) continue;
    const r = el.getBoundingClientRect();
    const name = `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${el.textContent.trim().slice(0, 20)}"`;
    if (r.width < min - 0.5 || r.height < min - 0.5) out.push(`${name} is ${Math.round(r.width)}×${Math.round(r.height)}`);
    // an entry of a list that scrolls: whole inside the list's box or scrolled out of it
    const box = el.closest('.mb-moves');
    if (box && box !== el) {
      const b = box.getBoundingClientRect();
      if (r.bottom <= b.top + 0.5 || r.top >= b.bottom - 0.5) continue;
    }
    if (r.top < -0.5 || r.left < -0.5 || r.bottom > innerHeight + 0.5 || r.right > vw + 0.5) out.push(`${name} at ${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)}, not whole in the ${vw}×${innerHeight} window`);
  }
  for (const el of document.querySelectorAll('.mb-player')) {
    const r = el.getBoundingClientRect();
    if (r.top < -0.5 || r.bottom > innerHeight + 0.5) out.push(`player ${el.dataset.player}'s panel at ${Math.round(r.top)}–${Math.round(r.bottom)}, not whole in the window`);
  }
  const page = document.scrollingElement.scrollHeight;
  if (page > innerHeight + 0.5) out.push(`the page is ${page} px high in a window of ${innerHeight}`);
  return { least, out };
}

for (const [w, hgt] of [...SCREENS, [1280, 720], [1024, 768]]) {
  test(`kiosk lesson at ${w}×${hgt}: holes 48 px apart, every control whole and large, no scrolling, at every step`, async () => {
    const problems = [];
    for (const game of ['adji-boto', 'nsolo', 'ayoayo']) {
      for (const lang of hgt <= 768 ? ['en', 'it', 'nl', 'ru'] : ['en']) {
        const cell = `${game} lesson ${w}×${hgt} ${lang}`;
        const page = await H.newPage(env, { viewport: { width: w, height: hgt }, reducedMotion: 'reduce' });
        await page.goto(`${env.url}index.html?kiosk=1&kioskIdle=3600&lang=${lang}&p0=human&p1=human#learn/${game}`);
        await page.waitForSelector('.mb-lesson[data-step]', { timeout: 30000 });
        const { steps } = lessons[game];
        let tried = null;
        for (const [i, step] of steps.entries()) {
          for (const phase of ['try', 'done']) {
            await page.waitForFunction(([id, p]) => {
              const el = document.querySelector('.mb-lesson');
              return el?.dataset.step === id && el.dataset.phase === p && document.querySelector('.mb-board').dataset.animating === 'false'
                && document.querySelector('.mancala-app').dataset.busy === 'false';
            }, [step.id, phase], { timeout: 30000 });
            await H.idle(page); await H.settled(page);
            if (i === 0 && phase === 'try') await page.screenshot({ path: H.shot(`kiosk-lesson-${game}-${w}x${hgt}-${lang}`) });
            if (i === steps.length - 1 && phase === 'done') await page.screenshot({ path: H.shot(`kiosk-lesson-${game}-${w}x${hgt}-${lang}-end`) });
            const m = await page.evaluate(lessonProblems, TARGET);
            const where = `${cell} step ${i + 1}${phase === 'done' ? ' after its move' : ''}`;
            if (m.least < TARGET - 0.5) problems.push(`${where}: two holes' centres ${m.least.toFixed(1)} px apart`);
            for (const p of m.out) problems.push(`${where}: ${p}`);
            // the board keeps its place and size through the step's move (not at the last
            // step's end, whose first-game button may take two lines), within 3 px (upright,
            // the Pass button's row, gone after a pass, moves the centred game by 2 px)
            const box = await page.$eval('canvas.mb-canvas', (c) => { const r = c.getBoundingClientRect(); return [r.left, r.top, r.width]; });
            if (phase === 'try') tried = box;
            else if (i < steps.length - 1 && box.some((v, k) => Math.abs(v - tried[k]) > 3)) problems.push(`${where}: the board moved from ${tried.map(Math.round)} to ${box.map(Math.round)} (left, top, width)`);
            if (phase === 'try') {
              if (step.kind === 'watch') await page.click('.mb-lesson-watch');
              else await H.playByClick(page, step.moves[0]);
            }
          }
          if (i < steps.length - 1) await page.click('.mb-lesson-next');
        }
        assert.deepEqual(page.errors, [], `${cell}: no console error`);
        await page.close();
      }
    }
    assert.deepEqual(problems, []);
  });
}
