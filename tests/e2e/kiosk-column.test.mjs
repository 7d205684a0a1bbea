// The kiosk's game screen as a visitor sees it after a few moves (issue: a tester's report at
// 1366×768): the move list, scrolled to its end by the last move, shows whole rows (a kiosk's
// rows are 48 px high for a finger: the list is as high as three of them, not five rows of
// the page's small print, which cut its top row in half), and the language menu lies on the
// title's row wherever the game is placed in the screen's height (it stayed at the top while
// the game was centred below it: an empty band of 45 px between the two at 1366×768, and of
// 370 px upright). At the kiosk's three screens. Screenshots: kiosk-column-<w>x<h>.png. And the
// Nsolo lesson's holes' spacing in a kiosk in the four languages (below).

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import * as H from './helpers.mjs';

let env;
before(async () => { env = await H.startEnv(); });
after(async () => { await env?.close(); });

// Ayoayo moves that stay legal for both sides from the start (a short game's first moves)
const MOVES = ['2', '8', '3', '9', '1', '7', '4', '10'];

/** The move list's rows cut at its edges, and the language row against the title's row. */
const column = () => {
  const list = document.querySelector('.mb-moves');
  const r = list.getBoundingClientRect();
  const top = r.top + list.clientTop;
  const bottom = top + list.clientHeight;
  const rows = [...list.querySelectorAll('li')].map((li) => li.getBoundingClientRect());
  const cut = rows.filter((b) => (b.top < top - 0.5 && b.bottom > top + 0.5) || (b.top < bottom - 0.5 && b.bottom > bottom + 0.5))
    .map((b) => `${Math.round(b.top)}–${Math.round(b.bottom)} in ${Math.round(top)}–${Math.round(bottom)}`);
  const whole = rows.filter((b) => b.top >= top - 0.5 && b.bottom <= bottom + 0.5).length;
  const lang = document.querySelector('.mb-langbar .mb-choice-btn').getBoundingClientRect();
  const title = document.querySelector('.mb-head .mb-title').getBoundingClientRect();
  const p0 = document.querySelector('.mb-player[data-player="0"]').getBoundingClientRect();
  const side = document.querySelector('.mb-side').getBoundingClientRect();
  return {
    cut,
    whole,
    atEnd: list.scrollTop >= list.scrollHeight - list.clientHeight - 1,
    scrolls: list.scrollHeight > list.clientHeight,
    // the band between the language menu and the title (negative: they share a row)
    band: Math.round(title.top - lang.bottom),
    rowMiss: Math.round(Math.abs((lang.top + lang.bottom) / 2 - (title.top + title.bottom) / 2)),
    below: Math.round(Math.max(p0.bottom, side.bottom) - innerHeight),
  };
};

for (const [w, hgt] of [[1366, 768], [1920, 1080], [1080, 1920]]) {
  test(`kiosk at ${w}×${hgt}: the move list shows whole rows at its end; the language menu is on the title's row`, async () => {
    const page = await H.newPage(env, { viewport: { width: w, height: hgt }, reducedMotion: 'reduce' });
    await page.goto(`${env.url}index.html?kiosk=1&kioskIdle=3600&lang=en&game=ayoayo&p0=human&p1=human`);
    await page.waitForSelector('.mancala-app[data-view="game"][data-busy="false"]');
    await H.idle(page);
    for (const m of MOVES) await H.playByClick(page, m);
    assert.equal((await H.boardState(page)).record, `ayoayo_m${MOVES.join('.')}`);
    // the list scrolls to its end in the frame after the move (web/js/moves-view.js)
    await page.waitForFunction(() => { const l = document.querySelector('.mb-moves'); return l.scrollTop >= l.scrollHeight - l.clientHeight - 1; });
    const c = await page.evaluate(column);
    await page.screenshot({ path: H.shot(`kiosk-column-${w}x${hgt}`) });
    // beside the board (landscape) the list is one move a row and scrolls; upright it is the
    // screen's width and holds these moves
    if (w > hgt) assert.ok(c.scrolls && c.atEnd, `the list is longer than its box and scrolled to its end: ${JSON.stringify(c)}`);
    assert.deepEqual(c.cut, [], `no row cut at the list's edges (${c.whole} whole moves shown)`);
    assert.ok(c.whole >= 2, `at least two whole moves shown: ${c.whole}`);
    assert.ok(c.band <= 0 && c.rowMiss <= 4, `the language menu on the title's row: ${c.band} px between them, centres ${c.rowMiss} px apart`);
    assert.ok(c.below <= 0, `the board's column and the side column end in the window: ${c.below} px below`);
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}

// The kiosk's Nsolo lesson at 1366×768 (the tightest of its screens): in Italian, Dutch and
// Russian the how-to line ("click or tap it; with the keyboard, Tab to the board, …") took two
// lines where English took one, and those 23 px came off the board's height: its holes were
// exactly 48 px apart (the least a finger needs), 52.5 in English. A kiosk is touched, so its
// how-to line says only that (lesson.howTouch; the keys stay under "Keyboard"): one line in
// every language (or, since the panel is compact lying down, beside the buttons, within their
// row's height: web/css/kiosk.css), the same holes' spacing as English's, a margin over 48 px at
// every step (50.75 px since the board is fitted with its own padding: 52.5 made the page
// scroll by 8 px).
const lessonStep = () => {
  const how = document.querySelector('.mb-lesson-how');
  const shown = how && !how.hidden;
  const r = shown ? how.getBoundingClientRect() : null;
  const row = document.querySelector('.mb-lesson-actions').getBoundingClientRect();
  return {
    pitch: Number(document.querySelector('.mb-board').dataset.pitch), how: shown ? how.textContent.trim() : '', howHeight: r ? Math.round(r.height) : 0,
    besideButtons: !!r && (r.right <= row.left + 1 || r.left >= row.right - 1) && r.top >= row.top - 1 && r.bottom <= row.bottom + 1,
  };
};

test('kiosk at 1366×768: the Nsolo lesson\'s holes keep a margin over 48 px in every language, as in English', async () => {
  const least = {};
  for (const lang of ['en', 'it', 'nl', 'ru']) {
    const page = await H.newPage(env, { viewport: { width: 1366, height: 768 }, reducedMotion: 'reduce' });
    await page.goto(`${env.url}index.html?kiosk=1&kioskIdle=3600&lang=${lang}&p0=human&p1=human#learn/nsolo`);
    await page.waitForSelector('.mb-lesson[data-step]', { timeout: 30000 });
    await H.idle(page);
    const seen = [];
    for (let step = 1; step <= 20; step++) {
      seen.push(await page.evaluate(lessonStep));
      const next = page.locator('.mb-lesson-next');
      if (!(await next.isVisible()) || !(await next.isEnabled())) break;
      const was = await page.getAttribute('.mb-lesson', 'data-step');
      await next.click();
      await page.waitForFunction((s) => document.querySelector('.mb-lesson').dataset.step !== s, was);
      await H.idle(page);
    }
    least[lang] = Math.min(...seen.map((s) => s.pitch));
    const hows = seen.filter((s) => s.how);
    assert.ok(hows.length > 0, `${lang}: the how-to line is shown in the play steps`);
    for (const s of hows) assert.ok(s.howHeight <= 30 || s.besideButtons, `${lang}: the how-to line is one line, or beside the buttons: "${s.how}" ${s.howHeight} px`);
    assert.doesNotMatch(hows[0].how, /Tab/, `${lang}: a kiosk's how-to line speaks of touching only`);
    assert.deepEqual(page.errors, []);
    await page.close();
  }
  for (const lang of ['it', 'nl', 'ru']) assert.ok(least[lang] >= least.en - 0.5 && least[lang] >= 50, `holes' spacing at the tightest step: ${JSON.stringify(least)}`);
  console.log(`kiosk Nsolo lesson at 1366×768, the holes' least spacing: ${JSON.stringify(least)}`);
});

// A tester's report: at 1366×768 the kiosk's page scrolled by 7 px after a move that sowed a
// relay and captured twice: "What just happened?" ran to eight lines beside the board and the
// page grew to 775 px. A kiosk fits its screen exactly: the sentence's box holds five lines
// (four cut a capture's sentence short with room to spare: a museum team's report), beside the
// board as many more as the screen has room for (web/js/kiosk.js fitHappened), and scrolls
// inside (web/css/kiosk.css), the page never taller than the window.
for (const [w, hgt] of [[1366, 768], [1920, 1080], [1080, 1920]]) {
  test(`kiosk at ${w}×${hgt}: a long "What just happened?" scrolls in its box; the page does not grow`, async () => {
    const page = await H.newPage(env, { viewport: { width: w, height: hgt }, reducedMotion: 'reduce' });
    await page.goto(`${env.url}index.html?kiosk=1&kioskIdle=3600&lang=en&game=ayoayo&p0=human&p1=human`);
    await page.waitForSelector('.mancala-app[data-view="game"][data-busy="false"]');
    await H.idle(page);
    // Ayoayo: the fourth move lifts again (a relay) and captures (the seeds opposite, and its
    // last seed with them)
    for (const m of ['3', '7', '0', '7']) await H.playByClick(page, m);
    assert.equal((await H.boardState(page)).record, 'ayoayo_m3.7.0.7');
    await page.waitForFunction(() => /captured .*last seed went to the store too/.test(document.querySelector('.mb-happened').textContent));
    const m = await page.evaluate(() => {
      const el = document.querySelector('.mb-happened');
      const lh = parseFloat(getComputedStyle(el).lineHeight);
      return { page: document.documentElement.scrollHeight, window: innerHeight, lines: Math.round(el.clientHeight / lh), whole: Math.round(el.scrollHeight / lh), top: el.scrollTop, scrolls: el.scrollHeight > el.clientHeight, overflow: getComputedStyle(el).overflowY };
    });
    await page.screenshot({ path: H.shot(`kiosk-happened-${w}x${hgt}`) });
    assert.ok(m.page <= m.window, `the page fits the window: ${m.page} px in ${m.window} (${JSON.stringify(m)})`);
    assert.ok(m.lines >= 5, `five lines shown at least: ${JSON.stringify(m)}`);
    if (m.scrolls) assert.ok(m.overflow === 'auto' && m.top === 0, `the rest scrolls inside the box, from the sentence's start: ${JSON.stringify(m)}`);
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}

// A museum team's report: at 1280×800 lying down, Nsolo's capture told with its relay laps
// (twelve lines in Italian) showed four lines of it, its capture hidden below, with 190 px of
// the screen empty. Beside the board the box takes the height the screen leaves, in whole
// lines, set for the game: the page stays unscrolled and the board stays where it is.
for (const [w, hgt] of [[1280, 800], [1366, 768], [1024, 768], [1920, 1080]]) {
  const size = w >= 1280 ? 18 : 12; // the largest the kiosk offers there (holes 48 px apart)
  test(`kiosk at ${w}×${hgt}, Nsolo 4×${size} beside the board: "What just happened?" uses the height the screen leaves, the capture in view, the page unscrolled`, async () => {
    const context = await H.newContext(env, { viewport: { width: w, height: hgt }, hasTouch: true, reducedMotion: 'reduce' });
    const page = await H.newPage(env, { context });
    await page.goto(`${env.url}index.html?kiosk=1&kioskIdle=3600&lang=it&p0=human&p1=human#nsolo.${size}_m1`);
    await page.waitForSelector('.mancala-app[data-view="game"][data-busy="false"]');
    await H.idle(page);
    const look = () => page.evaluate(() => {
      const el = document.querySelector('.mb-happened');
      const lh = parseFloat(getComputedStyle(el).lineHeight);
      const b = el.getBoundingClientRect();
      const canvas = document.querySelector('canvas.mb-canvas').getBoundingClientRect();
      return { beside: document.querySelector('.mancala-app').classList.contains('mb-beside'), page: document.documentElement.scrollHeight, window: innerHeight, lines: Math.round(el.clientHeight / lh), text: Math.round(el.scrollHeight / lh), bottom: Math.round(b.bottom), board: Math.round(canvas.top), words: el.textContent };
    });
    await page.waitForFunction(() => /catturato/.test(document.querySelector('.mb-happened').textContent));
    await page.waitForFunction(() => document.querySelector('.mancala-app').style.getPropertyValue('--happened-more') !== '');
    const m = await look();
    await page.screenshot({ path: H.shot(`kiosk-happened-nsolo-${w}x${hgt}`) });
    assert.ok(m.beside, `beside the board: ${JSON.stringify(m)}`);
    assert.ok(m.page <= m.window, `the page fits the window: ${JSON.stringify(m)}`);
    assert.ok(m.lines >= 7, `seven lines at least: ${JSON.stringify(m)}`);
    // the capture's sentence whole in the box: the text up to its end fits the lines shown
    const upToCapture = m.words.slice(0, m.words.indexOf(':', m.words.indexOf('catturato')) + 3);
    const needed = await page.evaluate((part) => {
      const el = document.querySelector('.mb-happened');
      const probe = el.cloneNode(false);
      probe.style.cssText = `position: absolute; visibility: hidden; width: ${el.clientWidth}px; min-height: 0; max-height: none; height: auto`;
      probe.textContent = part;
      el.parentNode.append(probe);
      const lines = Math.round(probe.scrollHeight / parseFloat(getComputedStyle(el).lineHeight));
      probe.remove();
      return lines;
    }, upToCapture);
    assert.ok(needed <= m.lines, `the capture's sentence in view: ${needed} lines of ${m.lines} (${JSON.stringify(m)})`);
    // the turn goes on (a removal, then the other's move): the board does not move
    await H.playByClick(page, (await H.boardState(page)).legal[0]);
    const after = await look();
    assert.equal(after.board, m.board, 'the board stays where it is');
    assert.ok(after.page <= after.window, `the page still fits: ${JSON.stringify(after)}`);
    assert.deepEqual(page.errors, []);
    await context.close();
  });
}

// A tester's report: a kiosk's lesson page scrolled by 4 to 8 px (the board, as high as the
// window allows, was fitted without its own padding), and so did the wide page with more
// padding at 1920×1080 (its margins and padding were a constant of the kiosk's). Each case's
// board is as high as the window allows: the page ends at the window's edge.
test('a board as high as the window allows leaves the page unscrolled: kiosk lessons and games, the wide page', async () => {
  const out = [];
  for (const [w, h, query] of [
    [1366, 768, 'kiosk=1&lang=en#learn/adji-boto'], [1366, 768, 'kiosk=1&lang=nl#learn/ayoayo'],
    [1920, 1080, 'kiosk=1&lang=it#learn/nsolo'], [1366, 768, 'kiosk=1&game=nsolo'], [1920, 1080, 'game=nsolo&lang=ru'],
    [1280, 720, 'lang=en#learn/nsolo'], // the page's lesson beside the board: its panels' heights in fractions of a pixel (the page 721 px high)
  ]) {
    const context = await H.newContext(env, { viewport: { width: w, height: h }, hasTouch: query.includes('kiosk') });
    const page = await H.newPage(env, { context });
    await page.goto(`${env.url}index.html?p0=human&p1=human&${query}`);
    await page.waitForSelector('.mancala-app[data-view="game"] .mb-board[data-animating="false"]');
    if (query.includes('learn')) await page.waitForSelector('.mancala-app[data-lesson] .mb-lesson-text:not(:empty)');
    await H.idle(page);
    const sh = await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(document.documentElement.scrollHeight)))));
    if (sh > h) out.push(`${w}×${h} ${query}: the page ${sh} px high`);
    assert.deepEqual(page.errors, []);
    await context.close();
  }
  assert.deepEqual(out, []);
});

// A tester's report (checking the box above): lying down, Adji-Boto's whole game moved by 26–42 px
// at every move and back (the status beside the board: the opening's six lines in Dutch, then
// "Sowing…", three), and Ayoayo's page was 45–203 px taller than the screen for a few frames at a
// move's end. Sampled every frame through whole moves: the board never moves, the page never
// scrolls.
for (const [w, hgt, id, lang] of [[1280, 800, 'adji-boto', 'nl'], [1280, 720, 'ayoayo', 'nl'], [1024, 768, 'adji-boto', 'en'], [1366, 768, 'nsolo', 'ru']]) {
  test(`kiosk at ${w}×${hgt}, ${id} in ${lang}: through whole moves, sampled every frame, the board never moves and the page never scrolls`, async () => {
    const context = await H.newContext(env, { viewport: { width: w, height: hgt }, hasTouch: true });
    const page = await H.newPage(env, { context });
    await page.goto(`${env.url}index.html?kiosk=1&kioskIdle=3600&lang=${lang}&game=${id}&p0=human&p1=human`);
    await page.waitForSelector('.mancala-app[data-view="game"][data-busy="false"]');
    await H.idle(page);
    await H.settled(page);
    await page.evaluate(() => {
      window.samples = [];
      const canvas = () => document.querySelector('canvas.mb-canvas');
      const step = () => {
        window.samples.push({ board: canvas().getBoundingClientRect().top, page: document.documentElement.scrollHeight, window: innerHeight });
        window.sampler = requestAnimationFrame(step);
      };
      step();
    });
    for (let i = 0; i < 3; i++) {
      await H.playByClick(page, (await H.boardState(page)).legal.find((m) => m !== 'pass'));
      await H.idle(page);
    }
    await H.settled(page);
    const samples = await page.evaluate(() => { cancelAnimationFrame(window.sampler); return window.samples; });
    const first = samples[0].board;
    const moved = samples.filter((s) => Math.abs(s.board - first) > 0.5);
    const over = samples.filter((s) => s.page > s.window);
    assert.ok(samples.length > 20, `frames sampled: ${samples.length}`);
    assert.deepEqual(moved.slice(0, 3), [], `the board moved in ${moved.length} of ${samples.length} frames`);
    assert.deepEqual(over.slice(0, 3), [], `the page scrolled in ${over.length} of ${samples.length} frames`);
    assert.deepEqual(page.errors, []);
    await context.close();
  });
}

// An Nsolo removal's entry ("17. Speler 2 neemt weg uit kuiltje 12") takes two lines in the
// kiosk's two-row list at 1280×800: scrolled to its end, the list showed the entry above it
// cut in half (a tester's, by 19 px). The last entry is whole and no entry is cut, in four
// languages, and again after the next move.
test('kiosk at 1280×800: a last move on two lines leaves no entry of the move list cut, in four languages', async () => {
  const { engine } = await import('./scenarios.mjs');
  const Game = await engine();
  // a seeded random Nsolo game to a removal after its twelfth ply (the rules module's own play)
  const rand = H.rng(5);
  let record = null;
  for (let n = 0; n < 200 && !record; n++) {
    const g = Game.create('nsolo');
    let owed = false;
    for (let plies = 1; !g.result(); plies++) {
      const legal = g.legalMoves();
      const events = g.play(legal[Math.floor(rand() * legal.length)]);
      if (owed && plies > 12) { record = g.record(); break; }
      owed = events.some((e) => e.kind === 'bonus-owed');
    }
    g.free();
  }
  assert.ok(record, 'a game with a removal');
  const problems = [];
  for (const lang of ['nl', 'en', 'it', 'ru']) {
    const context = await H.newContext(env, { viewport: { width: 1280, height: 800 }, hasTouch: true });
    const page = await H.newPage(env, { context, reducedMotion: 'reduce' });
    await page.goto(`${env.url}index.html?kiosk=1&kioskIdle=3600&lang=${lang}&p0=human&p1=human#${record}`);
    await page.waitForSelector('.mancala-app[data-view="game"][data-busy="false"] .mb-board[data-animating="false"]');
    await H.idle(page);
    for (const when of ['the link', 'the next move']) {
      if (when === 'the next move') {
        const st = await H.boardState(page);
        await H.playByClick(page, st.legal.find((m) => m !== 'pass'));
        await page.waitForFunction((r) => document.querySelector('.mb-board').dataset.record !== r, st.record);
        await H.idle(page);
      }
      await H.settled(page);
      const c = await page.evaluate(column);
      const last = await page.evaluate(() => {
        const list = document.querySelector('.mb-moves');
        const r = list.getBoundingClientRect();
        const li = [...list.querySelectorAll('li')].pop().getBoundingClientRect();
        return { lines: Math.round(li.height), whole: li.top >= r.top + list.clientTop - 0.5 && li.bottom <= r.top + list.clientTop + list.clientHeight + 0.5 };
      });
      if (c.cut.length) problems.push(`${lang}, after ${when}: cut ${c.cut.join(', ')}`);
      if (!last.whole) problems.push(`${lang}, after ${when}: the last entry not whole`);
      if (when === 'the link' && lang === 'nl') await page.screenshot({ path: H.shot('kiosk-moves-two-lines-1280x800-nl') });
    }
    if (page.errors.length) problems.push(`${lang}: ${page.errors.join('; ')}`);
    await context.close();
  }
  assert.deepEqual(problems, []);
});

// A museum team's: at a game's end beside the board, the end panel came under "What just
// happened?" and above the move list: the page ran 436 px below a 1280×800 screen, scrolled to
// the panel, the title and the toolbar above the screen (and the move list's buttons below a
// 1920×1080 one). The panel takes the move list's place, the box gives up lines, and the page
// fits; "Look at the board" gives the move list back.
test('kiosk lying down: a game\'s end panel and the whole page on the screen, the move list back after "Look at the board"', async () => {
  const { findMove } = await import('./scenarios.mjs');
  const problems = [];
  for (const game of ['ayoayo', 'adji-boto', 'nsolo']) {
    const sc = await findMove(game, 0, (events) => events.some((e) => e.kind === 'end'), { seed: 4 });
    for (const [w, hgt, lang] of [[1280, 800, 'en'], [1280, 800, 'it'], [1920, 1080, 'ru'], [1366, 768, 'nl']]) {
      const cell = `${game} ${w}×${hgt} ${lang}`;
      const context = await H.newContext(env, { viewport: { width: w, height: hgt }, hasTouch: true });
      const page = await H.newPage(env, { context, reducedMotion: 'reduce' });
      await page.goto(`${env.url}index.html?kiosk=1&kioskIdle=3600&lang=${lang}&p0=human&p1=human#${sc.record}`);
      await page.waitForSelector('.mancala-app[data-view="game"][data-busy="false"] .mb-board[data-animating="false"]');
      await H.idle(page);
      await H.playByClick(page, sc.move);
      await page.waitForSelector('.mb-over:not([hidden])');
      await H.settled(page);
      const look = () => page.evaluate(() => {
        const box = (sel) => { const el = document.querySelector(sel); const r = el?.getBoundingClientRect(); return r && r.height ? [Math.round(r.top), Math.round(r.bottom)] : null; };
        const status = document.querySelector('.mb-status');
        return { page: document.documentElement.scrollHeight, view: innerHeight, head: box('.mb-head'), over: box('.mb-over'), again: box('.mb-over .mb-again'), moves: box('.mb-moves-section'), beside: document.querySelector('.mancala-app').classList.contains('mb-beside'),
          statusRow: document.querySelector('.mb-status-row').getBoundingClientRect().height, statusLine: parseFloat(getComputedStyle(status).lineHeight), statusText: status.textContent };
      });
      const at = await look();
      if (!at.beside) problems.push(`${cell}: not beside the board`);
      if (at.page > at.view + 0.5) problems.push(`${cell}: the page ${at.page} px high, the screen ${at.view}`);
      if (!at.head || at.head[0] < 0) problems.push(`${cell}: the toolbar ${at.head} above the screen`);
      if (!at.over || at.over[0] < 0 || at.over[1] > at.view) problems.push(`${cell}: the end panel ${at.over} not whole on the screen`);
      if (!at.again || at.again[1] > at.view) problems.push(`${cell}: Play again ${at.again} not on the screen`);
      if (at.moves) problems.push(`${cell}: the move list ${at.moves} beside the end panel`);
      // the status row as high as its "Game over." (it held Nsolo's five lines, 100 px empty: helper-136)
      if (at.statusRow > 2 * at.statusLine + 1) problems.push(`${cell}: the status row ${at.statusRow} px high for "${at.statusText}"`);
      if (w === 1280 && lang === 'en') await page.screenshot({ path: H.shot(`kiosk-over-${game}-1280x800`) });
      await page.click('.mb-over-close');
      await page.waitForSelector('.mb-over', { state: 'hidden' });
      await H.settled(page);
      const put = await look();
      if (!put.moves) problems.push(`${cell}: no move list after "Look at the board"`);
      if (put.page > put.view + 0.5) problems.push(`${cell}: after "Look at the board" the page ${put.page} px high`);
      if (page.errors.length) problems.push(`${cell}: ${page.errors.join('; ')}`);
      await context.close();
    }
  }
  assert.deepEqual(problems, []);
});
