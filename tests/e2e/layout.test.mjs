// The layout matrix: what a visitor sees, at every size from 320×240 to a full window, in
// every language, for every game, on the page, in a sandboxed iframe on another origin and as
// a <mancala-game> element with a height. In each cell: no two visible controls or text
// blocks overlap, nothing is clipped or leaves its box or the frame, the whole board is in
// view (Nsolo 4×36 may scroll sideways, with its scroll hint), and every control can be
// reached: in view, or in the toolbar's "⋯" menu, which then opens in view, or (a phone's page)
// behind the Settings button, which then opens them, whole and apart from the rest. A screenshot of
// each cell goes to artifacts/screenshots/layout-<where>-<game>-<lang>-<w>x<h>.png.
//
// One browser for the file, one page (own context) per (where, language, game), resized for
// each size; every wait is for a state (the layout unchanged over two animation frames).

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import * as H from './helpers.mjs';
import { serveSite, documented } from './fixtures/site-server.mjs';
import { settled, cardsAligned, startCut } from './fixtures/layout-measure.mjs';

const SIZES = [[320, 240], [400, 300], [480, 320], [640, 480], [1280, 720], [390, 844]];
// The full page also at a laptop's and a desktop's size: the wide layout, the board beside its
// column of status and moves (web/css/mancala.css). The kiosk's sizes: kiosk-layout.test.mjs.
const PAGE_SIZES = [...SIZES, [1366, 768], [1920, 1080]];
const LANGS = ['en', 'it', 'nl', 'ru'];
const GAMES = [['adji-boto', 0], ['ayoayo', 0], ['nsolo', 8], ['nsolo', 36]];
const WHERE = ['page', 'iframe', 'element'];

let env;
let game;
let host;
before(async () => {
  env = await H.startEnv();
  game = await serveSite(H.ROOT, { csp: documented('policy:game'), cors: true });
  host = await serveSite(H.ROOT, { csp: documented('policy:element-host', game.origin) + `; frame-src ${game.origin}`, cors: false });
});
after(async () => {
  await Promise.all([game?.close(), host?.close()]);
  await env?.close();
});

function urlFor(where, id, size, lang, [w, h]) {
  const q = `game=${id}${size ? `&size=${size}` : ''}&lang=${lang}&p0=human&p1=computer:beginner`;
  if (where === 'page') return `${game.base}index.html?${q}`;
  if (where === 'iframe') {
    return `${host.origin}/host/cross-host.html?${new URLSearchParams({ mode: 'iframe', src: `${game.base}index.html?embed=1&${q}`, w: String(w), h: String(h), sandbox: 'allow-scripts' })}`;
  }
  const attrs = new URLSearchParams(q);
  return `${host.origin}/host/cross-host.html?${new URLSearchParams({ mode: 'element', module: `${game.base}web/mancala-element.js`, attrs: attrs.toString(), w: String(w), h: String(h) })}`;
}

async function resize(page, where, [w, h]) {
  await page.setViewportSize({ width: w, height: h });
  if (where === 'iframe') await page.$eval('iframe.game-frame', (f, [fw, fh]) => { f.width = String(fw); f.height = String(fh); }, [w, h]);
  if (where === 'element') await page.$eval('#game', (el, [fw, fh]) => { el.style.width = `${fw}px`; el.style.height = `${fh}px`; }, [w, h]);
}

const failures = [];
let cells = 0;

for (const where of WHERE) {
  for (const lang of LANGS) {
    const sizes = where === 'page' ? PAGE_SIZES : SIZES;
    test(`layout: ${where}, ${lang}, every game at ${sizes.map((s) => s.join('×')).join(', ')}`, async () => {
      for (const [id, size] of GAMES) {
        const gameName = `${id}${size ? size : ''}`;
        const page = await H.newPage(env, { reducedMotion: 'reduce', viewport: { width: SIZES[0][0], height: SIZES[0][1] } });
        await page.goto(urlFor(where, id, size, lang, SIZES[0]));
        let scope = page;
        if (where === 'iframe') {
          scope = await (await page.waitForSelector('iframe.game-frame')).contentFrame();
        }
        const appSel = where === 'element' ? '#game' : '.mancala-app';
        if (where === 'element') {
          await page.waitForFunction(() => document.getElementById('game')?.shadowRoot?.querySelector('.mancala-app[data-view="game"] .mb-board[data-animating="false"]'), null, { timeout: 20000 });
        } else {
          await scope.waitForSelector(`${appSel}[data-view="game"] .mb-board[data-animating="false"]`, { timeout: 20000 });
        }
        for (const dims of sizes) {
          await resize(page, where, dims);
          const compact = where !== 'page';
          const m = await settled(scope, { compact, openMenu: false });
          const cell = `${where} ${gameName} ${lang} ${dims.join('×')}`;
          cells++;
          for (const p of m.problems) failures.push(`${cell}: ${p}`);
          if (where === 'page' && dims[0] >= 1024) {
            // the board first: the column beside it starts level with the board's column (its
            // status beside player 2's panel), and the board takes most of the width
            const wide = await scope.evaluate(() => {
              if (!document.querySelector('.mancala-app').classList.contains('mb-beside')) return null;
              const r = (sel) => document.querySelector(sel).getBoundingClientRect();
              return { status: r('.mb-status-row').top, stage: r('.mb-stage').top, board: r('canvas.mb-canvas').width, vw: document.documentElement.clientWidth };
            });
            if (wide && Math.abs(wide.status - wide.stage) > 12) failures.push(`${cell}: the status beside the board starts ${Math.round(wide.status - wide.stage)} px below the board's column`);
            if (wide) console.log(`layout ${cell}: the board ${Math.round(wide.board)} px of ${wide.vw} (${Math.round((100 * wide.board) / wide.vw)} %)`);
          }
          await page.screenshot({ path: H.shot(`layout-${where}-${gameName}-${lang}-${dims.join('x')}`) });
          if (Object.values(m.reach).includes('settings')) {
            // the settings, opened: whole, below their button, apart from the rest (wider than
            // a phone they lie over the page, apart from each other)
            const open = await settled(scope, { compact, openMenu: false, openSettings: true });
            for (const p of open.problems) failures.push(`${cell} (settings open): ${p}`);
            if (Object.values(open.reach).includes('settings')) failures.push(`${cell}: the settings' button did not open them`);
            await page.screenshot({ path: H.shot(`layout-${where}-${gameName}-${lang}-${dims.join('x')}-settings`) });
            await scope.click('.mb-settings-btn');
          }
          if (Object.values(m.reach).includes('menu')) {
            // the menu opens in view, its entries apart from each other
            const open = await settled(scope, { compact, openMenu: true });
            for (const p of open.problems) failures.push(`${cell} (menu open): ${p}`);
            await page.screenshot({ path: H.shot(`layout-${where}-${gameName}-${lang}-${dims.join('x')}-menu`) });
            await scope.evaluate(() => {
              const root = document.getElementById('game')?.shadowRoot || document;
              root.querySelector('.mb-more-btn')?.click();
            });
          }
        }
        assert.deepEqual(page.errors, [], `${where} ${gameName} ${lang}: no console error`);
        await page.close();
      }
      const mine = failures.filter((f) => f.startsWith(`${where} `) && f.includes(` ${lang} `));
      assert.deepEqual(mine, [], `${mine.length} problems`);
    });
  }
}

test('layout: an error message wraps inside a 320×240 frame (ru), and its Dismiss button is reachable', async () => {
  const page = await H.newPage(env, { reducedMotion: 'reduce', viewport: { width: 320, height: 240 } });
  const src = `${game.base}index.html?embed=1&lang=ru&p0=human&p1=human#ayoayo_m3.99.zz`;
  await page.goto(`${host.origin}/host/cross-host.html?${new URLSearchParams({ mode: 'iframe', src, w: '320', h: '240', sandbox: 'allow-scripts' })}`);
  const frame = await (await page.waitForSelector('iframe.game-frame')).contentFrame();
  await frame.waitForSelector('.mb-message:not([hidden])');
  const m = await frame.evaluate(() => {
    const box = (sel) => document.querySelector(sel).getBoundingClientRect();
    const text = document.querySelector('.mb-message-text');
    return { msg: box('.mb-message').toJSON(), text: box('.mb-message-text').toJSON(), dismiss: box('.mb-dismiss').toJSON(), lines: Math.round(text.getBoundingClientRect().height / parseFloat(getComputedStyle(text).lineHeight || '20')), w: innerWidth, h: innerHeight, sw: text.scrollWidth, cw: text.clientWidth };
  });
  await page.screenshot({ path: H.shot('layout-message-ru-320x240') });
  for (const [k, r] of Object.entries({ msg: m.msg, text: m.text, dismiss: m.dismiss })) {
    assert.ok(r.left >= 0 && r.top >= 0 && r.right <= m.w + 0.5 && r.bottom <= m.h + 0.5, `${k} inside the frame: ${JSON.stringify(r)}`);
  }
  assert.ok(m.sw <= m.cw + 1, 'the message wraps rather than running off');
  await frame.click('.mb-dismiss');
  await frame.waitForSelector('.mb-message', { state: 'hidden' });
  assert.deepEqual(page.errors, []);
  await page.close();
});

// A tester's report: on the start screen the three cards' Play buttons stood at two or three
// heights (Nsolo's size slider, a two-line origin, Rules and Learn on two rows in one card).
test('the start screen: cards side by side put their boards and Play buttons at one height, in four languages', async () => {
  const problems = [];
  for (const [w, hgt] of [[1024, 768], [1280, 800], [1366, 768], [1920, 1080], [700, 900]]) {
    for (const lang of LANGS) {
      const page = await H.newPage(env, { reducedMotion: 'reduce', viewport: { width: w, height: hgt } });
      await page.goto(`${game.base}index.html?lang=${lang}`);
      await page.waitForSelector('.mancala-app[data-view="start"] .mb-start:not([hidden]) .mb-card');
      await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
      const side = await page.evaluate(() => new Set([...document.querySelectorAll('.mb-start .mb-card')].map((c) => Math.round(c.getBoundingClientRect().top))).size);
      if (w >= 1024) assert.equal(side, 1, `${w}×${hgt} ${lang}: the three cards side by side`);
      for (const p of await page.evaluate(cardsAligned)) problems.push(`${w}×${hgt} ${lang}: ${p}`);
      if (w === 1280) await page.screenshot({ path: H.shot(`start-${w}x${hgt}-${lang}`) });
      assert.deepEqual(page.errors, []);
      await page.close();
    }
  }
  assert.deepEqual(problems, []);
});

// A tester's screenshot at 820×1180: three narrow cards side by side, their boards 96 px high
// at most, and the screen's lower half empty. A tablet upright now shows one card a row, the
// game's board beside its Play button, and the three cards in view.
test('the start screen on a tablet upright (768×1024, 820×1180, four languages): whole, one card a row, each board beside its Play button', async () => {
  const problems = [];
  for (const [w, hgt] of [[768, 1024], [820, 1180]]) {
    for (const lang of LANGS) {
      const page = await H.newPage(env, { reducedMotion: 'reduce', viewport: { width: w, height: hgt } });
      await page.goto(`${game.base}index.html?lang=${lang}`);
      await page.waitForFunction(() => document.querySelectorAll('.mb-start:not([hidden]) .mb-preview > canvas[data-drawn="true"]').length === 3);
      await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
      for (const p of await page.evaluate(startCut)) problems.push(`${w}×${hgt} ${lang}: ${p}`);
      const cards = await page.evaluate(() => [...document.querySelectorAll('.mb-start .mb-card')].map((c) => {
        const pic = c.querySelector('.mb-preview > canvas').getBoundingClientRect();
        const play = c.querySelector('.mb-card-actions > .mb-primary').getBoundingClientRect();
        return { game: c.dataset.game, top: Math.round(c.getBoundingClientRect().top), pic: { h: pic.height, w: pic.width, right: pic.right, top: pic.top, bottom: pic.bottom }, play: { left: play.left, top: play.top, bottom: play.bottom } };
      }));
      assert.equal(new Set(cards.map((c) => c.top)).size, 3, `${w}×${hgt} ${lang}: one card a row`);
      for (const c of cards) {
        const where = `${w}×${hgt} ${lang} ${c.game}`;
        assert.ok(c.play.left >= c.pic.right && c.play.top < c.pic.bottom && c.play.bottom > c.pic.top, `${where}: Play beside the board (${JSON.stringify(c)})`);
        // side by side, at 820 px, the boards were 64 px high (Adji-Boto), 96 px (Nsolo)
        assert.ok(c.pic.h >= 79 && c.pic.w >= 140, `${where}: the board ${Math.round(c.pic.w)}×${Math.round(c.pic.h)} px`);
      }
      await page.screenshot({ path: H.shot(`start-${w}x${hgt}-${lang}`) });
      assert.deepEqual(page.errors, []);
      await page.close();
    }
  }
  assert.deepEqual(problems, []);
});

// A tablet's tester: Nsolo 4×22 upright at 768×1024 and 4×36 lying down at 1180×820 kept
// their last column or two behind a sideways scroll, for 27 and 91 px. A board that misses the
// width by a sliver now fits it, its holes a little closer (web/js/geometry.js SLIVER).
test('a tablet: an Nsolo board that misses the width by a sliver fits it (4×22 at 768×1024, 4×36 at 1180×820); a phone\'s 4×36 still scrolls', async () => {
  for (const [w, hgt, size, scrolls] of [[768, 1024, 22, false], [1180, 820, 36, false], [390, 844, 36, true]]) {
    const page = await H.newPage(env, { reducedMotion: 'reduce', viewport: { width: w, height: hgt } });
    await page.goto(`${game.base}index.html?p0=human&p1=human#nsolo.${size}_m`);
    await page.waitForSelector('.mancala-app[data-view="game"] .mb-board[data-animating="false"]');
    await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
    const b = await page.$eval('.mb-board', (el) => ({ scrolls: el.dataset.scrollable === 'true', pitch: Number(el.dataset.pitch), page: document.documentElement.scrollWidth - innerWidth }));
    assert.equal(b.scrolls, scrolls, `${w}×${hgt} 4×${size}: ${JSON.stringify(b)}`);
    assert.ok(b.pitch >= 30.5, `${w}×${hgt} 4×${size}: holes ${b.pitch} px apart`);
    assert.equal(b.page, 0, 'the page itself never scrolls sideways');
    await page.screenshot({ path: H.shot(`nsolo-sliver-${size}-${w}x${hgt}`) });
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});

// A tester's report: on a 1024×768 tablet, Nsolo 4×19 sat beside the column of status and moves
// with its holes 35 px apart and an empty band below, while 4×20 took the whole width with
// holes 48 px apart. An Nsolo board now keeps the column beside it only while its holes stay
// 48 px apart there (geometry.js nsoloBeside), and the choice follows the window's width.
test('a 1024×768 tablet: an Nsolo board too long for the column beside it takes the whole width, holes 48 px apart; a wider window puts the column back', async () => {
  const page = await H.newPage(env, { viewport: { width: 1024, height: 768 }, reducedMotion: 'reduce' });
  const at = async (size) => {
    await page.goto(`${game.base}index.html?game=nsolo&size=${size}&p0=human&p1=human`);
    await page.waitForSelector('.mancala-app[data-view="game"] .mb-board[data-animating="false"]');
    return shape();
  };
  const shape = () => page.evaluate(() => {
    const app = document.querySelector('.mancala-app');
    const c = document.querySelector('canvas.mb-canvas').getBoundingClientRect();
    const side = document.querySelector('.mb-side .mb-status-row').getBoundingClientRect();
    return { beside: app.classList.contains('mb-beside'), canvas: Math.round(c.width), sideLeft: Math.round(side.left), canvasRight: Math.round(c.right) };
  });
  const spacing = async () => {
    const st = await H.boardState(page);
    return Math.round(Math.abs(st.centers[1][0] - st.centers[0][0]));
  };
  let s = await at(12);
  assert.equal(s.beside, true, `4×12 keeps the column beside it: ${JSON.stringify(s)}`);
  assert.ok(s.sideLeft >= s.canvasRight, 'the status to the right of the board');
  assert.ok(await spacing() >= 48, `4×12's holes ${await spacing()} px apart`);
  for (const size of [16, 19]) {
    s = await at(size);
    assert.equal(s.beside, false, `4×${size} takes the whole width: ${JSON.stringify(s)}`);
    assert.ok(await spacing() >= 48, `4×${size}'s holes ${await spacing()} px apart`);
    await page.screenshot({ path: H.shot(`layout-tablet-nsolo${size}-1024x768`) });
  }
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.waitForFunction(() => document.querySelector('.mancala-app').classList.contains('mb-beside'));
  assert.ok(await spacing() >= 48, `4×19 at 1366 px, beside the column: holes ${await spacing()} px apart`);
  assert.deepEqual(page.errors, []);
  await page.close();
});

// A tablet's tester: at 1024 px the toolbar's settings wrapped onto a row of their own (in
// English "Sound" alone; in Italian, Dutch and Russian two or three of them), the board 40 px
// lower. Where they would wrap they fold behind the Settings button, as on a phone (web/js/app.js
// foldWhereWrapped), and where folding them puts the toolbar beside the title; where they fit
// (1280 px in English) they stay in the row.
test('the toolbar in one row: at 1024 px the settings fold behind their button in four languages, and open below it over the page; at 1280 px in English they stay in the row', async () => {
  const row = (page) => page.evaluate(() => {
    const items = [...document.querySelectorAll('.mb-toolbar .mb-btn, .mb-toolbar .mb-setting')].filter((el) => el.offsetParent);
    const first = items[0].getBoundingClientRect();
    return { wrapped: items.filter((el) => el.getBoundingClientRect().top >= first.bottom).map((el) => el.textContent.trim()), button: !!document.querySelector('.mb-settings-btn')?.offsetParent };
  });
  for (const lang of ['en', 'it', 'nl', 'ru']) {
    const page = await H.newPage(env, { viewport: { width: 1024, height: 768 }, reducedMotion: 'reduce' });
    await page.goto(`${game.base}index.html?game=ayoayo&lang=${lang}&p0=human&p1=human`);
    await page.waitForSelector('.mancala-app[data-view="game"] .mb-board[data-animating="false"]');
    const r = await row(page);
    assert.deepEqual(r, { wrapped: [], button: true }, `${lang} at 1024 px: one row, with the Settings button`);
    // opened, they hang below the button over the page: the button and the board stay where
    // they were (a tester's: the button moved from under the pointer, the board 82 px down)
    const where = () => page.evaluate(() => {
      // from the head's top (a notice above the game may come and go meanwhile)
      const b = document.querySelector('.mb-settings-btn').getBoundingClientRect();
      const c = document.querySelector('canvas.mb-canvas').getBoundingClientRect();
      const head = document.querySelector('.mb-head').getBoundingClientRect();
      return { button: [Math.round(b.left), Math.round(b.top - head.top)], board: [Math.round(c.top - head.top), Math.round(c.width)], head: Math.round(head.height) };
    });
    const closed = await where();
    assert.ok(closed.head < 60, `${lang}: the title and the toolbar on one row (${closed.head} px)`);
    await page.click('.mb-settings-btn');
    for (const sel of ['.mb-speed', '.mb-theme', '.mb-hole-numbers', '.mb-sound']) assert.ok(await page.locator(sel).isVisible(), `${lang}: ${sel} shown once opened`);
    assert.deepEqual(await where(), closed, `${lang}: nothing moved as they opened`);
    const box = await page.$eval('.mb-settings', (el) => { const g = el.getBoundingClientRect(); return g.left >= 0 && g.right <= innerWidth; });
    assert.ok(box, `${lang}: the open settings within the window`);
    // Escape closes them, the focus on their button; a click elsewhere closes them too
    await page.focus('.mb-theme');
    await page.keyboard.press('Escape');
    assert.equal(await page.getAttribute('.mb-settings-btn', 'aria-expanded'), 'false', `${lang}: Escape closes them`);
    assert.equal(await page.evaluate(() => document.activeElement.classList.contains('mb-settings-btn')), true, `${lang}: the focus back on Settings`);
    await page.click('.mb-settings-btn');
    await page.mouse.click(4, 700);
    assert.equal(await page.getAttribute('.mb-settings-btn', 'aria-expanded'), 'false', `${lang}: a click elsewhere closes them`);
    // Tab past the last setting closes them: the control the focus reaches is not under them
    // (a keyboard tester's: the players' menus were)
    await page.focus('.mb-settings-btn');
    await page.keyboard.press('Enter');
    assert.equal(await page.getAttribute('.mb-settings-btn', 'aria-expanded'), 'true', `${lang}: Enter opens them`);
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement.closest('.mb-settings') !== null), true, `${lang}: the last setting`);
    await page.keyboard.press('Tab');
    assert.equal(await page.getAttribute('.mb-settings-btn', 'aria-expanded'), 'false', `${lang}: closed as the focus left them`);
    const seen = await page.evaluate(() => {
      const a = document.activeElement;
      const r = a.getBoundingClientRect();
      const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return a === top || a.contains(top) || (top && top.contains(a)) || `${a.className} under ${top?.className}`;
    });
    assert.equal(seen, true, `${lang}: the focused control in sight`);
    await page.click('.mb-settings-btn');
    // wider: the row has room, the settings back in it (the window's resize measures again)
    if (lang === 'en') {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.waitForFunction(() => !document.querySelector('.mb-settings-btn').offsetParent);
      assert.deepEqual(await row(page), { wrapped: [], button: false }, 'en at 1280 px: the settings in the row');
    }
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});

// A tablet's pass-and-play tester (helper-134): the open settings hang over the board; a tap
// on the board to close them played the hole under the finger. The tap closes them only.
test('a tablet: a tap on the board that closes the open settings plays nothing; the next tap plays', async () => {
  const context = await H.newContext(env, { viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: true });
  const page = await H.newPage(env, { context, reducedMotion: 'reduce' });
  await page.goto(`${game.base}index.html?game=adji-boto&lang=en&p0=human&p1=human`);
  await page.waitForSelector('.mancala-app[data-view="game"] .mb-board[data-animating="false"]');
  await H.idle(page);
  const tapHole = async (i) => {
    const st = await H.boardState(page);
    const box = await page.$eval('canvas.mb-canvas', (c) => { const r = c.getBoundingClientRect(); return [r.left, r.top]; });
    await page.touchscreen.tap(box[0] + st.centers[i][0], box[1] + st.centers[i][1]);
  };
  await page.tap('.mb-settings-btn');
  assert.equal(await page.getAttribute('.mb-settings-btn', 'aria-expanded'), 'true');
  const before = await H.boardState(page);
  const hole = Number(before.legal[0]);
  await tapHole(hole);
  assert.equal(await page.getAttribute('.mb-settings-btn', 'aria-expanded'), 'false', 'the tap closed the settings');
  await H.idle(page);
  assert.equal((await H.boardState(page)).record, before.record, 'and played nothing');
  await tapHole(hole);
  await page.waitForFunction((r) => document.querySelector('.mb-board').dataset.record !== r, before.record);
  await H.idle(page);
  assert.equal((await H.boardState(page)).record, `${before.record}${hole}`, 'the next tap played the hole');
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('layout: summary', () => {
  console.log(`layout matrix: ${cells} cells, ${failures.length} overlapping, clipped or unreachable elements`);
});

// A phone turned (844×390, 740×360, 915×412): the game kept its one column, the board's lower
// row below the screen and the status under it; a lesson stood above the board, its text
// scrolled off the top. A screen lying down and low (30em high at most, 46em wide at least)
// now takes the wide layout: the board and its status side by side, in view together.
test('a phone lying down: the board and its status side by side, both in view, the page no wider than the screen', async () => {
  for (const [w, hgt] of [[844, 390], [740, 360], [915, 412]]) {
    const context = await H.newContext(env, { hasTouch: true, isMobile: true, viewport: { width: w, height: hgt }, reducedMotion: 'reduce' });
    const page = await H.newPage(env, { context });
    for (const id of ['ayoayo', 'adji-boto', 'nsolo.8']) {
      await page.goto(`${game.base}index.html?lang=en&p0=human&p1=computer:beginner#${id}`);
      await page.waitForSelector('.mancala-app[data-view="game"][data-busy="false"]');
      await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
      // (Nsolo's four rows at 740×360: below the title and the toolbar, the page scrolls to
      // it, as a game started from the start screen does)
      const at = await page.evaluate(() => {
        document.querySelector('canvas.mb-canvas').scrollIntoView({ block: 'nearest' });
        const r = (s) => document.querySelector(s).getBoundingClientRect();
        const [c, st] = [r('canvas.mb-canvas'), r('.mb-status')];
        return { board: [c.left, c.top, c.right, c.bottom].map(Math.round), status: [st.left, st.top, st.right, st.bottom].map(Math.round), view: [innerWidth, innerHeight], wide: document.documentElement.scrollWidth > innerWidth };
      });
      const inView = ([l, t, r, b]) => l >= 0 && t >= 0 && r <= at.view[0] && b <= at.view[1];
      assert.ok(inView(at.board) && inView(at.status), `${w}×${hgt} ${id}: the board and the status in view: ${JSON.stringify(at)}`);
      assert.ok(at.status[0] >= at.board[2], `${w}×${hgt} ${id}: the status beside the board: ${JSON.stringify(at)}`);
      assert.equal(at.wide, false);
      await page.screenshot({ path: H.shot(`phone-lying-${id}-${w}x${hgt}`) });
    }
    assert.deepEqual(page.errors, []);
    await context.close();
  }
});

// A tester's: at 844×390 in Russian the toolbar took a row of its own below the title, and
// player 1's panel started below the screen. On a phone turned the toolbar's buttons are a
// little narrower (web/css/mancala.css), so at 844 and 915 px it stands beside the title in
// all four languages, its buttons a finger's size still (44 px).
test('a phone lying down (844×390, 915×412): the title and the toolbar on one row in four languages', async () => {
  for (const [w, hgt] of [[844, 390], [915, 412]]) {
    const context = await H.newContext(env, { hasTouch: true, isMobile: true, viewport: { width: w, height: hgt }, reducedMotion: 'reduce' });
    const page = await H.newPage(env, { context });
    for (const lang of ['en', 'it', 'nl', 'ru']) {
      await page.goto(`${game.base}index.html?game=ayoayo&lang=${lang}&p0=human&p1=human`);
      await page.waitForSelector('.mancala-app[data-view="game"] .mb-board[data-animating="false"]');
      const at = await page.evaluate(() => {
        const head = document.querySelector('.mb-head').getBoundingClientRect();
        const title = document.querySelector('.mb-head > :first-child').getBoundingClientRect();
        const btns = [...document.querySelectorAll('.mb-toolbar .mb-btn')].filter((b) => b.offsetParent).map((b) => b.getBoundingClientRect());
        return {
          head: Math.round(head.height),
          beside: btns.every((b) => b.top < title.bottom && b.left >= title.right),
          within: btns.every((b) => b.right <= innerWidth),
          least: Math.round(Math.min(...btns.map((b) => b.height))),
          narrowest: Math.round(Math.min(...btns.map((b) => b.width))),
        };
      });
      assert.ok(at.beside && at.within && at.head < 60, `${w}×${hgt} ${lang}: the toolbar beside the title, within the screen: ${JSON.stringify(at)}`);
      assert.ok(at.least >= 44 && at.narrowest >= 44, `${w}×${hgt} ${lang}: buttons ${at.least} px high, ${at.narrowest} px wide at least (a finger's)`);
      await page.screenshot({ path: H.shot(`phone-lying-toolbar-${lang}-${w}x${hgt}`) });
    }
    assert.deepEqual(page.errors, []);
    await context.close();
  }
});
