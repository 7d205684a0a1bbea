// The review's panel in the side column (tests/e2e/review.test.mjs tests what it does): the
// table fits its box at a laptop's and a phone's width, in the four languages (long words),
// its caption included, without scrolling sideways (what a longer text makes too wide scrolls
// by keyboard); its numbers in the page's language; the graph's key; opening the review leaves the board where it was. Screenshots kept.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as H from './helpers.mjs';

const words = (lang) => JSON.parse(readFileSync(join(H.ROOT, 'web', 'locales', `${lang}.json`), 'utf8')).ui;

let env;
before(async () => { env = await H.startEnv(); });
after(async () => { await env?.close(); });

// the record the tester reviewed (12 moves, Adji-Boto)
const RECORD = 'adji-boto_m7.3.8.2.6.4.9.1.5.0.7.1';

/** Opens RECORD's game, with nothing saved, in language `lang`. */
async function openRecord(page, lang) {
  const url = `${env.url}index.html?lang=${lang}`;
  await page.goto(url);
  await page.waitForSelector('.mancala-app[data-view]');
  await H.clearStorage(page);
  await page.goto(`${url}#${RECORD}`);
  await page.waitForSelector('.mancala-app[data-view="game"]');
  await H.idle(page);
}

async function openReviewed(page, lang) {
  await openRecord(page, lang);
  await H.setSpeed(page, 'instant');
  await page.click('.mb-review-open');
  await page.waitForSelector('.mb-review[data-state="done"]', { timeout: 180000 });
}

/** How far the caption's words and the table's scroller reach beyond the review's box (px). */
const overflow = (page) => page.evaluate(() => {
  const box = document.querySelector('.mb-review-details');
  const right = box.getBoundingClientRect().right;
  const scroller = document.querySelector('.mb-review-scroll');
  const words = document.querySelector('.mb-review-caption');
  return {
    scroller: Math.max(0, scroller.getBoundingClientRect().right - right),
    words: Math.max(0, words.getBoundingClientRect().right - right) + (words.scrollWidth - words.clientWidth),
    caption: document.querySelector('.mb-review-table caption').textContent === words.textContent,
    hidden: scroller.scrollWidth - scroller.clientWidth, // what the scroller hides sideways
    box: box.scrollWidth - box.clientWidth,
    columns: document.querySelectorAll('.mb-review-table thead th').length,
    // the first column's header whole inside the scroller's visible part
    first: document.querySelector('.mb-review-table thead th').getBoundingClientRect().left >= scroller.getBoundingClientRect().left - 0.5,
  };
});

/** The last column's header is inside the scroller's visible part (run in the page). */
const lastColumnShownIn = () => {
  const scroller = document.querySelector('.mb-review-scroll').getBoundingClientRect();
  const last = [...document.querySelectorAll('.mb-review-table thead th')].pop().getBoundingClientRect();
  return last.right <= scroller.right + 0.5 && last.left >= scroller.left - 0.5;
};
const lastColumnShown = (page) => page.evaluate(lastColumnShownIn);

// The table fits the side column without scrolling sideways in the four languages at 1366×768
// (about 258 px: headers break at their soft hyphens, a mistake is a "?"; in English it
// scrolled by 37 px and its first column was cut at the box's edge) and on a phone.
const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
for (const [lang, viewport, fits] of [['en', LAPTOP, true], ['it', LAPTOP, true], ['nl', LAPTOP, true], ['ru', LAPTOP, true], ['ru', PHONE, true], ['it', PHONE, true]]) {
  test(`${lang} at ${viewport.width}×${viewport.height}: the review's table and its caption stay in the side column; what does not fit scrolls by keyboard`, async () => {
    const page = await H.newPage(env, { viewport });
    await openReviewed(page, lang);
    await page.click('.mb-review-details summary');
    await page.locator('.mb-review-details').scrollIntoViewIfNeeded();
    const o = await overflow(page);
    await page.locator('.mb-review-details').screenshot({ path: H.shot(`review-table-${lang}-${viewport.width}`) });
    assert.equal(o.columns, 5);
    assert.ok(o.scroller <= 0.5 && o.words <= 0.5 && o.box <= 0, `the box holds the caption's words and the scroller: ${JSON.stringify(o)}`);
    assert.ok(o.caption, 'readers hear the same words as the table\'s caption');
    if (fits) assert.ok(o.hidden <= 0 && o.first, `the whole table fits here, its first column whole: ${JSON.stringify(o)}`);
    if (o.hidden > 0 || fits || !(await lastColumnShown(page))) {
      // keyboard: from the summary, Tab reaches the scroller, and arrows show the last column
      // (the arrows scroll smoothly: the test waits until the scroll has come to the end)
      await page.focus('.mb-review-details summary');
      await page.keyboard.press('Tab');
      assert.ok(await page.evaluate(() => document.activeElement.classList.contains('mb-review-scroll')), 'the scroller takes the focus');
      for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowRight');
      await page.waitForFunction(() => { const s = document.querySelector('.mb-review-scroll'); return s.scrollLeft >= s.scrollWidth - s.clientWidth - 1; }, null, { timeout: 10000 });
      await page.waitForFunction(lastColumnShownIn, null, { timeout: 10000 }).catch(() => {});
    }
    assert.ok(await lastColumnShown(page), `the last column ("Better move") can be seen: ${JSON.stringify(await page.evaluate(() => {
      const sc = document.querySelector('.mb-review-scroll');
      const r = (el) => { const b = el.getBoundingClientRect(); return [Math.round(b.left), Math.round(b.right)]; };
      return { scroller: r(sc), last: r([...document.querySelectorAll('.mb-review-table thead th')].pop()), scrollLeft: sc.scrollLeft, scrollWidth: sc.scrollWidth, clientWidth: sc.clientWidth, focus: document.activeElement.className };
    }))}`);
    // the graph's key: the line, a mistake's mark, the shown position's mark and a proven win's
    // band (a tester asked what the band at the edge was), in the page's words
    const w = words(lang);
    const legend = await page.$$eval('.mb-review-legend li', (li) => li.map((x) => [x.textContent.trim()]));
    assert.deepEqual(legend.map(([text]) => text), [w['review.legendLine'], w['review.legendMistake'], w['review.legendShown'], w['review.legendProven']]);
    // under the table, why a move's loss and the evaluation's change across it can differ (a
    // tester compared the two columns), in the page's words and inside the box
    const note = await page.$eval('.mb-review-loss-note', (el) => ({ text: el.textContent, over: el.getBoundingClientRect().right - document.querySelector('.mb-review-details').getBoundingClientRect().right }));
    assert.equal(note.text, w['review.lossNote']);
    assert.ok(note.over <= 0.5, `the note inside the box: ${note.over}`);
    const marks = await page.evaluate(() => ['.mb-rl-mistake', '.mb-rl-shown', '.mb-rg-mistake', '.mb-rg-shown'].map((q) => {
      const el = document.querySelector(q);
      const cs = getComputedStyle(el);
      return q.includes('rl') ? cs.borderLeftColor : cs.stroke;
    }));
    assert.deepEqual(marks.slice(0, 2), marks.slice(2), 'each sample has its mark\'s colour');
    assert.equal(await page.$eval('.mb-rl-proven', (el) => getComputedStyle(el).backgroundColor),
      await page.evaluate(() => { const r = document.createElementNS('http://www.w3.org/2000/svg', 'rect'); r.setAttribute('class', 'mb-rg-proven'); document.querySelector('.mb-review-graph').append(r); const c = getComputedStyle(r).fill; r.remove(); return c; }),
      'the band\'s sample has the band\'s colour');
    await page.locator('.mb-review').screenshot({ path: H.shot(`review-panel-${lang}-${viewport.width}`) });
    // numbers in the page's language: "0,7" in Italian and Russian, "0.7" in English
    const numbers = await page.$$eval('.mb-review-table tbody td:nth-of-type(2), .mb-review-table tbody td:nth-of-type(3), .mb-review-summary li', (c) => c.map((x) => x.textContent));
    const comma = lang !== 'en';
    assert.ok(numbers.some((n) => (comma ? /\d,\d/ : /\d\.\d/).test(n)) && !numbers.some((n) => (comma ? /\d\.\d/ : /\d,\d/).test(n)), `decimals in ${lang}: ${numbers.join(' | ')}`);
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}

/** The board's top (px from the page's top) and the move list's rows cut at its edges. */
const boardAndList = (page) => page.evaluate(() => {
  const list = document.querySelector('.mb-moves');
  const r = list.getBoundingClientRect();
  const top = r.top + list.clientTop;
  const bottom = top + list.clientHeight;
  const cut = [...list.querySelectorAll('li')].filter((li) => {
    const b = li.getBoundingClientRect();
    return (b.top < top - 0.5 && b.bottom > top + 0.5) || (b.top < bottom - 0.5 && b.bottom > bottom + 0.5);
  }).map((li) => li.textContent);
  return { board: document.querySelector('.mb-board').getBoundingClientRect().top + window.scrollY, cut };
});

test('en at 1366×768: opening the review leaves the board where it was, and the move list shows whole rows', async () => {
  const page = await H.newPage(env, { viewport: { width: 1366, height: 768 } });
  await openRecord(page, 'en');
  await page.waitForFunction(() => { const l = document.querySelector('.mb-moves'); return l.scrollTop >= l.scrollHeight - l.clientHeight - 1; });
  const before = await boardAndList(page);
  await page.screenshot({ path: H.shot('review-layout-before-1366') });
  await page.click('.mb-review-open');
  await page.waitForSelector('.mb-review[data-state="done"]', { timeout: 180000 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForFunction(() => window.scrollY === 0);
  const open = await boardAndList(page);
  await page.screenshot({ path: H.shot('review-layout-open-1366') });
  assert.ok(Math.abs(open.board - before.board) <= 1, `the board stays: ${before.board} → ${open.board}`);
  assert.deepEqual(before.cut, [], 'no row cut at the list\'s edges');
  assert.deepEqual(open.cut, [], 'no row cut at the list\'s edges, the review open');
  assert.deepEqual(page.errors, []);
  await page.close();
});

// A tablet's tester (768×1024): opening the review scrolled the board out of view, and each
// mistake looked at in the graph brought the board back at the top and the graph out of view.
// Upright and 700 px high or more the board and its players' panels stay at the top of the
// screen while the review scrolls below them (web/css/mancala.css `.mb-reviewing`); a phone
// keeps its own way (the board brought into view when a move is chosen).
for (const lang of ['en', 'ru']) {
  test(`${lang} at 768×1024: while the review is open the board stays in view above it, the review's heading and graph not under it`, async () => {
    const page = await H.newPage(env, { viewport: { width: 768, height: 1024 } });
    await openReviewed(page, lang);
    const at = () => page.evaluate(() => {
      const r = (s) => document.querySelector(s).getBoundingClientRect();
      return { board: r('canvas.mb-canvas'), stage: r('.mb-stage'), heading: r('.mb-review h3'), graph: r('.mb-review-graph'), y: scrollY, max: document.documentElement.scrollHeight - innerHeight };
    });
    let a = await at();
    assert.ok(a.board.top >= 0 && a.board.bottom <= 1024, `the board in view as the review opens: ${JSON.stringify(a.board)}`);
    assert.ok(a.heading.top >= a.stage.bottom - 1, `the review's heading below the board, not under it: ${a.heading.top} / ${a.stage.bottom}`);
    assert.ok(a.graph.top >= a.stage.bottom - 1 && a.graph.bottom <= 1024, `the graph in view below the board: ${JSON.stringify(a.graph)}`);
    // the page's end: the board still in view
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForFunction(() => Math.abs(scrollY - (document.documentElement.scrollHeight - innerHeight)) < 2);
    a = await at();
    assert.ok(a.y > 0, 'the page scrolled');
    assert.ok(a.board.top >= 0 && a.board.bottom <= 1024, `the board in view at the page's end: ${JSON.stringify(a.board)}`);
    // a move chosen in the graph: the board shows it where it is, the graph stays where it was
    const graph = a.graph;
    const ply = await page.$eval('.mb-board', (el) => el.dataset.record);
    await page.mouse.click(graph.left + graph.width * 0.3, graph.top + graph.height / 2);
    await page.waitForFunction((r) => document.querySelector('.mb-board').dataset.record !== r, ply);
    await H.idle(page);
    const b = await at();
    assert.ok(Math.abs(b.graph.top - graph.top) <= 1, `the graph stays under the pointer: ${graph.top} → ${b.graph.top}`);
    assert.ok(b.board.top >= 0 && b.board.bottom <= 1024, 'the board in view');
    // Shift+Tab back from the paste field: what takes the focus is shown below the board, not
    // under it (a tester's went to Copy link and the move list, hidden under the board)
    await page.focus('.mb-review input');
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Shift+Tab');
      const f = await page.evaluate(() => {
        const a = document.activeElement;
        const stage = document.querySelector('.mb-stage');
        return { name: a.className || a.tagName, inStage: stage.contains(a), top: a.getBoundingClientRect().top, under: stage.getBoundingClientRect().bottom };
      });
      if (!f.inStage) assert.ok(f.top >= f.under - 1, `${f.name} in view below the board: ${JSON.stringify(f)}`);
    }
    await page.screenshot({ path: H.shot(`review-tablet-upright-${lang}`) });
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}

// Testers' reports (a projector at 1920×1080, a laptop at 1280×800): a move chosen in the move
// list or a row of the review's table moved the page (the list's row scrolled into view took the
// page with it), or the sentences that change with the position pushed what was chosen down, so
// that another move slid under the pointer and a second click hit it.
for (const viewport of [{ width: 1920, height: 1080 }, { width: 1280, height: 800 }]) {
  test(`${viewport.width}×${viewport.height}: a move chosen in the list or a row of the table stays under the pointer; the board stays in view`, async () => {
    const page = await H.newPage(env, { viewport });
    await page.goto(`${env.url}index.html`);
    await page.waitForSelector('.mancala-app[data-view]');
    await H.clearStorage(page);
    const record = 'ayoayo_m5.10.4.9.2.6.1.9.0.8.3.7.5.8.1.6.3.10.5.8.3.10.2.6';
    await page.goto(`${env.url}index.html#${record}`);
    await page.waitForSelector('.mancala-app[data-view="game"]');
    await H.idle(page);
    await H.setSpeed(page, 'instant');
    await page.click('.mb-over-review'); // a finished game: the end panel's button
    await page.waitForSelector('.mb-review[data-state="done"]', { timeout: 180000 });
    const top = (sel) => page.$eval(sel, (el) => el.getBoundingClientRect().top);
    const boardInView = () => page.$eval('canvas.mb-canvas', (c) => { const r = c.getBoundingClientRect(); return r.top >= -1 && r.bottom <= innerHeight + 1; }); // subpixel: scrolled to the edge
    // a row of the table, with the table scrolled into view
    await page.click('.mb-review-details summary');
    const row = '.mb-review-go[data-ply="4"]';
    await page.locator(row).scrollIntoViewIfNeeded();
    const rowBefore = await top(row);
    await page.click(row);
    await page.waitForFunction((r) => document.querySelector('.mb-board').dataset.record.split('.').length === r.split('.').length - 20, record);
    await page.waitForFunction(() => document.querySelector('.mb-review-better').textContent !== '');
    await H.idle(page);
    assert.ok(Math.abs((await top(row)) - rowBefore) <= 1, `the table's row stayed: ${rowBefore} → ${await top(row)}`);
    assert.ok(await boardInView(), 'the board in view');
    // a move of the list, with the list scrolled into view
    const li = '.mb-moves li[data-ply="9"]';
    await page.locator(li).scrollIntoViewIfNeeded();
    const liBefore = await top(li);
    await page.click(li);
    await page.waitForFunction(() => document.querySelector('.mb-board').dataset.record.split('.').length === 9);
    await H.idle(page);
    const liAfter = await top(li);
    assert.ok(Math.abs(liAfter - liBefore) <= 1 || (await page.evaluate(() => scrollY)) === 0, `the list's move stayed: ${liBefore} → ${liAfter}`);
    assert.ok(await boardInView(), 'the board in view');
    await page.screenshot({ path: H.shot(`review-chosen-${viewport.width}`) });
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}

// A learner's tester on a phone (390×844): a mistake tapped in the move list, the board in view
// above it, scrolled the board above the window (the sentences on the position grew and pushed
// the list down, and the page followed the list); turned (844×390), the words saying where the
// better move is marked stayed above the window, the list far below them beside the board.
for (const [w, hgt, lang, record, ply] of [
  [390, 844, 'it', 'ayoayo_m1.7.1.6.3.8.2.7.4.10.4.8.5.10.0.8.0.11.5.8.0.10.4.7.2.6.3', 6],
  [844, 390, 'nl', 'ayoayo_m1.7.5.9.4.7.5.11.4.10.0.8.4.6.5.7.pass.11.0.6.3', 3],
]) {
  test(`${w}×${hgt}, a touch: a mistake tapped in the move list shows the board and the words on it`, async () => {
    const context = await H.newContext(env, { hasTouch: true, isMobile: true, viewport: { width: w, height: hgt } });
    const page = await H.newPage(env, { context });
    await page.goto(`${env.url}index.html?lang=${lang}#${record}&review`);
    await page.tap('.mb-review-start');
    await page.waitForSelector('.mb-review[data-state="done"]', { timeout: 180000 });
    await H.idle(page);
    const li = (n) => page.locator(`.mb-moves li[data-ply="${n}"]`);
    // upright, as the tester did: a first mistake tapped (the board comes into view at the top,
    // the list below it), then this one
    for (const n of w < hgt ? [1, ply] : [ply]) {
      assert.match(await li(n).textContent(), /\?/, 'the review marked the move a mistake');
      await li(n).scrollIntoViewIfNeeded();
      await li(n).tap();
      await page.waitForFunction((k) => document.querySelector('.mb-board').dataset.record.split('.').length === k, n);
      await H.idle(page);
      await H.settled(page);
    }
    const at = await page.evaluate(() => {
      const r = (s) => document.querySelector(s).getBoundingClientRect();
      return { board: r('canvas.mb-canvas'), words: r('.mb-happened'), said: document.querySelector('.mb-happened').textContent, view: innerHeight };
    });
    assert.ok(at.board.top >= -1 && at.board.bottom <= at.view + 1, `the board in view: ${JSON.stringify(at.board)}`);
    assert.ok(at.said.length > 0 && at.words.top >= -1 && at.words.top < at.view - 40, `the words on the move in view: ${JSON.stringify(at.words)}`);
    await page.screenshot({ path: H.shot(`review-mistake-tapped-${w}x${hgt}`) });
    assert.deepEqual(page.errors, []);
    await context.close();
  });
}

// A tablet's tester (1024×768, an Ayoayo game its computer won: proven wins' long words, losses
// of 18 seeds): in Russian the last column, "Лучший ход", was hidden behind a sideways scroll
// with nothing to show it was there, and in Italian half of it. Russian's long word breaks at
// its soft hyphens, and so does Italian's "Giocatore" (the players' names): both tables fit.
// Where a table is still wider than its box (here a word longer than any of today's, put into
// a cell), a shadow at the edge shows there is more, and goes once the scroll reaches that end.
test('1024×768, a lost Ayoayo game: the Russian and Italian tables fit; a wider one shows a shadow where more is hidden', async () => {
  const AYO = 'ayoayo_m2.6.0.6.1.10.2.7.2.8.0.7.2.6.4.10.1.6.2';
  for (const lang of ['ru', 'it']) {
    const page = await H.newPage(env, { viewport: { width: 1024, height: 768 }, reducedMotion: 'reduce' });
    await page.goto(`${env.url}index.html?lang=${lang}&p0=human&p1=human#${AYO}`);
    await page.waitForSelector('.mancala-app[data-view="game"][data-busy="false"]');
    await H.setSpeed(page, 'instant');
    await page.click('.mb-review-open');
    await page.waitForSelector('.mb-review[data-state="done"]', { timeout: 180000 });
    await page.click('.mb-review-details summary');
    await page.locator('.mb-review-scroll').scrollIntoViewIfNeeded();
    const o = await overflow(page);
    assert.ok(o.hidden <= 1, `${lang}: the table fits its box: ${JSON.stringify(o)}`);
    assert.ok(await lastColumnShown(page), `${lang}: the last column ("Лучший ход", "Mossa migliore") in view`);
    await page.locator('.mb-review-details').screenshot({ path: H.shot(`review-table-${lang}-1024-ayoayo`) });
    if (lang === 'it') {
      await page.$eval('.mb-review-table tbody td', (td) => { td.textContent = 'Precipitevolissimevolmente'; });
      const wider = await overflow(page);
      assert.ok(wider.hidden > 0, `wider than its box (else this checks nothing): ${JSON.stringify(wider)}`);
      // the brightest pixel down an edge's column of the scroller: the panel's colour where no
      // shadow lies, darker under one (text is darker still)
      const edges = async () => {
        await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
        await H.screenshotInPage(page);
        return page.evaluate(() => {
          const r = document.querySelector('.mb-review-scroll').getBoundingClientRect();
          const dpr = devicePixelRatio;
          const column = (x) => {
            const px = window.__shot.getImageData(Math.round(x * dpr), Math.round(r.top * dpr), 1, Math.round(r.height * dpr)).data;
            let best = 0;
            for (let i = 0; i < px.length; i += 4) best = Math.max(best, px[i] + px[i + 1] + px[i + 2]);
            return best;
          };
          return { left: column(r.left + 1), right: column(r.right - 2), bg: column(r.left + r.width / 2) };
        });
      };
      const start = await edges();
      assert.ok(start.right < start.left - 30, `a shadow at the right edge, none at the left: ${JSON.stringify(start)}`);
      await page.$eval('.mb-review-scroll', (el) => { el.scrollLeft = el.scrollWidth; });
      await page.waitForFunction(() => { const s = document.querySelector('.mb-review-scroll'); return s.scrollLeft >= s.scrollWidth - s.clientWidth - 1; });
      const end = await edges();
      assert.ok(end.left < end.right - 30, `scrolled to the end: the shadow at the left edge, none at the right: ${JSON.stringify(end)}`);
    }
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});

// A phone tester's: stepping through a reviewed game with ›, taps now and then fell elsewhere
// than on the button, as the sentence above it changed length. While looking back, the box of
// "What just happened?" keeps the height of its longest sentence so far: the buttons below it
// never move up, and each tap steps one move.
test('a phone: stepping through a reviewed game, ‹ and › never move up under the finger, and each tap steps one move', async () => {
  const BLUNDER = 'adji-boto_m5.3.8.1.6.0.7.4.9.2.5.3.6.4'; // the last move's sentence longer than the one before
  const context = await H.newContext(env, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await H.newPage(env, { context });
  await H.open(page, env);
  await H.clearStorage(page);
  await H.open(page, env, BLUNDER);
  await H.idle(page);
  await H.setSpeed(page, 'fast');
  const plies = (BLUNDER.split('_m')[1]).split('.').length;
  const seen = [];
  const at = (sel) => page.evaluate((s) => ({
    ply: (document.querySelector('.mb-board').dataset.record.split('_m')[1] || '').split('.').filter(Boolean).length,
    top: Math.round(document.querySelector(s).getBoundingClientRect().top + 0.4),
    box: Math.round(document.querySelector('.mb-happened').getBoundingClientRect().height),
  }), sel);
  // from the game's end (the first ‹ shrank the box: a tester's), back to the start and on,
  // without the review, then with it
  for (const [sel, by, n] of [['.mb-nav-prev', -1, plies], ['.mb-nav-next', 1, plies - 1], ['review'], ['.mb-nav-first', -Infinity], ['.mb-nav-next', 1, plies - 1], ['.mb-nav-prev', -1, plies - 2]]) {
    if (sel === 'review') {
      await page.locator('.mb-review-open').tap();
      await page.waitForSelector('.mb-review[data-state="done"]', { timeout: 120000 });
      continue;
    }
    if (by === -Infinity) {
      await page.locator(sel).tap();
      await H.idle(page);
      continue;
    }
    let last = await at(sel);
    for (let k = 0; k < n; k++) {
      await page.locator(sel).tap();
      await page.waitForFunction(([p]) => (document.querySelector('.mb-board').dataset.record.split('_m')[1] || '').split('.').filter(Boolean).length === p, [last.ply + by]);
      await H.idle(page);
      const now = await at(sel);
      seen.push(`${now.ply}@${now.top}/${now.box}`);
      // (back at the game's end the live game's own sentence: the stepping is over)
      if (now.ply < plies) assert.ok(now.top >= last.top && now.box >= last.box, `the button moved up, or the box shrank: ${seen.join(' ')}`);
      last = now;
    }
  }
  assert.ok(/[1-9]/.test(await page.textContent('.mb-happened')), 'a move told');
  assert.deepEqual(page.errors, []);
  await context.close();
});
