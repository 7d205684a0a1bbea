// Large text and zoom (a tester's report): a visitor who set the browser's text to 32 px on a
// 360 px phone, or who zooms a 360 px page to 200 % (180 CSS px wide), gets the page in one
// column that never scrolls sideways: the players' menus, the settings and the start screen's
// cards shrink to the width there is (a long choice is then cut at the menu's edge, as a
// browser's menu does; its list opens whole), and the review's table shows its rows, not a
// strip of its head. In every language, on the start screen, in a game of each kind, in a
// lesson and in a review with its table open: nothing leaves the page sideways or overlaps
// (fixtures/layout-measure.mjs, the layout matrix's checks). Screenshots:
// artifacts/screenshots/reflow-<case>-<lang>-<view>.png.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import * as H from './helpers.mjs';
import { settled } from './fixtures/layout-measure.mjs';

let env;
before(async () => { env = await H.startEnv(); });
after(async () => { await env?.close(); });

const CASES = [
  { name: 'text32', viewport: { width: 360, height: 640 }, font: 32 },
  { name: 'zoom200', viewport: { width: 180, height: 320 }, font: 16 },
];
const VIEWS = [['start', ''], ['ayoayo', 'ayoayo_m5.11'], ['nsolo', 'nsolo_m'], ['adji-boto', 'adji-boto_m'], ['lesson', 'learn/ayoayo'], ['review', 'ayoayo_m5.11.3.6.4.10&review']];

for (const c of CASES) {
  for (const lang of ['en', 'it', 'nl', 'ru']) {
    test(`reflow: ${c.name} (${c.viewport.width}×${c.viewport.height}, text ${c.font} px), ${lang}: no sideways scroll, nothing overlaps`, async () => {
      const page = await H.newPage(env, { viewport: c.viewport, reducedMotion: 'reduce' });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Page.enable');
      await cdp.send('Page.setFontSizes', { fontSizes: { standard: c.font, fixed: c.font } });
      await H.open(page, env);
      await H.clearStorage(page);
      const problems = [];
      for (const [view, fragment] of VIEWS) {
        await page.goto(`${env.url}index.html?lang=${lang}${fragment ? `#${fragment}` : ''}`);
        await page.waitForSelector(`.mancala-app[data-view="${view === 'start' ? 'start' : 'game'}"]`);
        if (view === 'lesson') await page.waitForSelector('.mb-lesson[data-phase="try"]');
        if (view !== 'start') await H.idle(page);
        if (view === 'review') {
          // the table opened: its box shows the header and some rows, not a strip of it
          // opened by a link's change, it shows what it knew (nothing): Go on
          await page.waitForSelector('.mb-review[data-state]');
          if (await page.getAttribute('.mb-review', 'data-state') !== 'done') await page.click('.mb-review-start');
          await page.waitForSelector('.mb-review[data-state="done"]', { timeout: 60000 });
          await page.click('.mb-review-details > summary');
          const box = await page.$eval('.mb-review-details', (el) => {
            const rows = [...el.querySelectorAll('tbody tr')].map((r) => r.getBoundingClientRect().bottom);
            const b = el.getBoundingClientRect();
            return { shown: rows.filter((y) => y <= b.bottom + 1).length, rows: rows.length, height: Math.round(b.height) };
          });
          if (box.shown < Math.min(3, box.rows)) problems.push(`review: the table's box shows ${box.shown} of its ${box.rows} rows (${box.height} px high)`);
          await page.evaluate(() => scrollTo(0, 0));
        }
        assert.equal(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize), `${c.font}px`, 'the browser\'s text size applies');
        const wide = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, view: innerWidth }));
        if (wide.page > wide.view) problems.push(`${view}: the page is ${wide.page} px wide in ${wide.view}`);
        // the settings opened (folded behind their button): a tester's were 201 px wide at 180
        if (view === 'ayoayo' && await page.isVisible('.mb-settings-btn')) {
          await page.click('.mb-settings-btn');
          const open = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, view: innerWidth, right: Math.round(document.querySelector('.mb-settings').getBoundingClientRect().right) }));
          if (open.page > open.view || open.right > open.view) problems.push(`settings open: the page ${open.page} px wide, the settings to ${open.right}, in ${open.view}`);
          await page.screenshot({ path: H.shot(`reflow-${c.name}-${lang}-settings`) });
          await page.click('.mb-settings-btn');
        }
        const m = await settled(page, { compact: false, openMenu: false });
        // the game's controls the measure looks for are not on the start screen, nor the
        // players' menus in a lesson (by design): there, only what is shown is checked
        const shownOnly = view === 'start' || view === 'lesson';
        for (const p of m.problems) if (!(shownOnly && p.endsWith('cannot be reached'))) problems.push(`${view}: ${p}`);
        await page.screenshot({ path: H.shot(`reflow-${c.name}-${lang}-${view}`) });
        if (view === 'review') {
          await page.$eval('.mb-review-details', (el) => el.scrollIntoView());
          await page.screenshot({ path: H.shot(`reflow-${c.name}-${lang}-review-table`) });
        }
      }
      // the rules page, whose sources hold long words and addresses, and its row of game links
      // (a tester's "Ayoayo" was cut at the edge)
      await page.goto(`${env.url}web/rules.html?lang=${lang}#nsolo`);
      await page.waitForSelector('.mb-rules-nav a[aria-current="page"]');
      const rules = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, view: innerWidth }));
      if (rules.page > rules.view) problems.push(`rules page: ${rules.page} px wide in ${rules.view}`);
      assert.deepEqual(problems, []);
      assert.deepEqual(page.errors, []);
      await page.close();
    });
  }
}

// A tester's report: with the browser's text at 32 px on a 1 280×800 laptop, the game kept its
// wide layout, the column beside the board 280 px wide: the status and "What just happened?"
// wrapped to a word or two a line (about twenty lines in Russian), the board half the width.
// The wide layout is given by the window's width in em (64em): with the text twice as large,
// the game keeps one column until the window is twice as wide.
test('large text on a laptop (1280×800, text 32 px): the game in one column, the status below the board, nothing overlaps; at 16 px the column beside it', async () => {
  for (const [font, beside] of [[32, false], [16, true]]) {
    for (const lang of ['en', 'ru']) {
      const page = await H.newPage(env, { viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Page.enable');
      await cdp.send('Page.setFontSizes', { fontSizes: { standard: font, fixed: font } });
      await page.goto(`${env.url}index.html?lang=${lang}&p0=human&p1=human#ayoayo_m5.11`);
      await page.waitForSelector('.mancala-app[data-view="game"][data-busy="false"]');
      await H.idle(page);
      const m = await settled(page, { compact: false, openMenu: false });
      assert.deepEqual(m.problems, [], `text ${font} px, ${lang}`);
      const at = await page.evaluate(() => {
        const box = (sel) => document.querySelector(sel).getBoundingClientRect();
        return { board: box('canvas.mb-canvas').toJSON(), status: box('.mb-status').toJSON(), wide: document.documentElement.scrollWidth > innerWidth };
      });
      assert.equal(at.status.left >= at.board.right, beside, `text ${font} px, ${lang}: the status beside the board (${JSON.stringify(at)})`);
      if (!beside) assert.ok(at.status.top >= at.board.bottom, `text ${font} px, ${lang}: the status below the board`);
      assert.equal(at.wide, false, 'no sideways scroll');
      await page.screenshot({ path: H.shot(`reflow-laptop-text${font}-${lang}`) });
      assert.deepEqual(page.errors, []);
      await page.close();
    }
  }
});

// A low-vision tester's phone, its browser's text at 24 px: every count on the board stayed
// 11 px high (the badges' least size), beside text of 24. They now grow with the text size.
test('the board\'s counts and the start\'s check box follow the browser\'s text size (390×844 at 16 and 24 px)', async () => {
  for (const font of [16, 24]) {
    const page = await H.newPage(env, { viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Page.enable');
    await cdp.send('Page.setFontSizes', { fontSizes: { standard: font, fixed: font } });
    // and the start screen's option's check box (it stayed 13 px beside text of 24)
    await page.goto(`${env.url}index.html?lang=en`);
    await page.waitForSelector('.mancala-app[data-view="start"] .mb-option input');
    const box = await page.$eval('.mb-option input', (el) => el.getBoundingClientRect().height);
    assert.ok(box >= (13 * font) / 16 - 0.5, `text ${font} px: the option's check box is ${box} px high`);
    for (const id of ['adji-boto', 'nsolo.8', 'ayoayo']) {
      await page.goto(`${env.url}index.html?p0=human&p1=human#${id}`);
      await page.waitForSelector('.mancala-app[data-view="game"][data-busy="false"]');
      await H.idle(page);
      const { radii, pitch } = await page.$eval('.mb-board', (el) => ({ radii: JSON.parse(el.dataset.badges).filter(Boolean).map((b) => b[2]), pitch: Number(el.dataset.pitch) }));
      const least = Math.min(...radii);
      // 8.5 px at 16 px text (1.25 times that the digits' size), in proportion above it, as
      // far as 0.3 of the pitch (neighbours' two-digit pills apart)
      assert.ok(least >= Math.min((8.5 * font) / 16, 0.299 * pitch) - 0.05, `text ${font} px, ${id}: the least count badge's radius is ${least} (pitch ${pitch})`);
      if (font === 24) assert.ok(least >= 11, `text 24 px, ${id}: the counts grow (${least}, pitch ${pitch})`);
      assert.ok(Math.max(...radii) <= Math.max(8.5, 0.3 * pitch) + 0.05, `${id}: a badge no larger than 0.3 of the pitch`);
      if (font === 24) await page.locator('.mb-board').screenshot({ path: H.shot(`reflow-counts-text24-${id}`) });
    }
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});

// A tester at 200 % zoom on a 1280×800 laptop (640×400): a click on the opponent's hole drew a
// ring and nothing else, the reason being under the board, below the window; so were the
// hint's words. After a person's action that asks them to read, the words come into view, as
// far as the board's top stays in the window.
test('a low window (640×400): a refused hole, a hint and Nsolo\'s removals owed bring their words into view, the board still in view', async () => {
  const page = await H.newPage(env, { viewport: { width: 640, height: 400 }, reducedMotion: 'reduce' });
  await page.goto(`${env.url}index.html?lang=en&p0=human&p1=human#ayoayo`);
  await page.waitForSelector('.mancala-app[data-view="game"][data-busy="false"]');
  await H.idle(page);
  await page.evaluate(() => scrollTo(0, 0));
  const boxes = () => page.evaluate(() => {
    const r = (sel) => document.querySelector(sel).getBoundingClientRect();
    return { status: r('.mb-status').bottom, happened: r('.mb-happened').bottom, board: r('canvas.mb-canvas').top, view: innerHeight, said: document.querySelector('.mb-status').textContent };
  });
  const start = await boxes();
  assert.ok(start.status > start.view, `the status starts below the window (else this checks nothing): ${JSON.stringify(start)}`);
  await H.clickHole(page, 8); // player 2's
  await page.waitForFunction(() => /not allowed/.test(document.querySelector('.mb-status').textContent));
  await page.waitForFunction(() => document.querySelector('.mb-status').getBoundingClientRect().bottom <= innerHeight, null, { timeout: 5000 })
    .catch(async () => assert.fail(`the refusal below the window: ${JSON.stringify(await boxes())}`));
  let b = await boxes();
  assert.ok(b.board >= 0, `the board's top in view: ${JSON.stringify(b)}`);
  await page.screenshot({ path: H.shot('reflow-640x400-refused') });
  await page.evaluate(() => scrollTo(0, 0));
  await page.click('.mb-hint-btn');
  await page.waitForSelector('.mb-hint-text:not([hidden])', { timeout: 30000 });
  await page.waitForFunction(() => document.querySelector('.mb-hint-text').getBoundingClientRect().bottom <= innerHeight, null, { timeout: 5000 })
    .catch(async () => assert.fail(`the hint's words below the window: ${JSON.stringify(await page.$eval('.mb-hint-text', (el) => el.getBoundingClientRect().toJSON()))}`));
  b = await boxes();
  assert.ok(b.board >= 0, `the board's top in view: ${JSON.stringify(b)}`);
  // Nsolo: a person's capture owes bonus removals, said below the board (the lesson's position)
  await page.goto(`${env.url}index.html?lang=en&p0=human&p1=human#nsolo_0_2.0.0.2.0x3.2.0x8.2.0x3.2.0x5.2.0x3.3.0_23.22`);
  await page.waitForSelector('.mancala-app[data-view="game"][data-busy="false"]');
  await H.idle(page);
  await page.evaluate(() => scrollTo(0, 0));
  await H.clickHole(page, 7);
  await page.waitForFunction(() => /remove/i.test(document.querySelector('.mb-status').textContent), null, { timeout: 20000 });
  await H.idle(page);
  // in view, or scrolled as far as the board's top allows
  await page.waitForFunction(() => document.querySelector('.mb-status').getBoundingClientRect().bottom <= innerHeight
    || document.querySelector('canvas.mb-canvas').getBoundingClientRect().top < 1, null, { timeout: 5000 })
    .catch(async () => assert.fail(`the removals owed, below the window: ${JSON.stringify(await boxes())}`));
  b = await boxes();
  assert.ok(b.board >= 0 && b.board < b.view, `the board's top in view: ${JSON.stringify(b)}`);
  await page.screenshot({ path: H.shot('reflow-640x400-bonus') });
  assert.deepEqual(page.errors, []);
  await page.close();
});

// A tester at 400 % zoom (320×200): Tab from the toolbar to the board scrolled only as far as
// the hole's cell (the browser's least scroll for an element partly in view), its focus ring
// and its count cut at the window's bottom edge. The cell's scroll margin takes them in.
test('400 % zoom (320×200): a hole the focus moves to is scrolled into view with its ring and its count', async () => {
  const page = await H.newPage(env, { viewport: { width: 320, height: 200 }, reducedMotion: 'reduce' });
  await page.goto(`${env.url}index.html?lang=en&p0=human&p1=human#ayoayo`);
  await page.waitForSelector('.mancala-app[data-view="game"][data-busy="false"]');
  await H.idle(page);
  await page.locator('.mb-rules-btn').focus();
  // the hole the board's Tab stop is on, its cell's top 10 px above the window's bottom; then
  // the focus moved to it as Tab moves it (the browser scrolls it into view)
  const at = await page.evaluate(() => {
    const cell = document.querySelector('.mb-cell[tabindex="0"]');
    scrollBy(0, cell.getBoundingClientRect().top - (innerHeight - 10));
    cell.focus();
    const board = document.querySelector('.mb-board');
    const canvas = board.querySelector('canvas.mb-canvas').getBoundingClientRect();
    const hole = Number(cell.dataset.hole);
    const [, y] = JSON.parse(board.dataset.holeCenters)[hole];
    const [, by, br] = JSON.parse(board.dataset.badges)[hole];
    const P = Number(board.dataset.pitch);
    return { ring: canvas.top + y + P * 0.46 + 8, count: canvas.top + by + br, view: innerHeight };
  });
  assert.ok(at.ring <= at.view && at.count <= at.view, `the focused hole's ring and count in the window: ${JSON.stringify(at)}`);
  await page.keyboard.press('Shift'); // its ring shown, for the screenshot
  await page.screenshot({ path: H.shot('reflow-zoom400-focus-hole') });
  assert.deepEqual(page.errors, []);
  await page.close();
});
