// The move list's entries stay apart: each entry's number ("10.", the list's marker) is drawn
// clear of the entry before it, at least 8 px after that entry's last character, for all 38
// moves of a finished Ayoayo game (the tester saw "x1010." from move 10 on), at 1280×720 and
// 390×844, in every language. The number's box is the one Chromium lays out for the
// item's ::marker (read through the DevTools protocol), the entry's text the box of its
// contents (no CSS value is read): the test measures where the numbers actually are.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import * as H from './helpers.mjs';

const LANGS = ['en', 'it', 'nl', 'ru'];
const SIZES = [[1280, 720], [390, 844]];
// A finished Ayoayo game, 38 moves (the tester's record).
const AYOAYO = 'ayoayo_m1.10.3.7.5.7.5.6.3.8.2.11.4.10.5.9.0.9.3.9.4.9.1.11.2.7.5.7.1.10.0.11.2.6.0.7.1.8';

let env;
before(async () => { env = await H.startEnv(); });
after(async () => { await env?.close(); });

/** Boxes (viewport CSS px) of every list item's ::marker, in list order, through CDP. */
async function markerBoxes(page) {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: -1, pierce: true });
    const items = [];
    const walk = (n) => {
      if (n.nodeName === 'LI' && n.attributes) {
        const attrs = {};
        for (let i = 0; i < n.attributes.length; i += 2) attrs[n.attributes[i]] = n.attributes[i + 1];
        if (attrs['data-ply']) items.push({ ply: Number(attrs['data-ply']), marker: (n.pseudoElements || []).find((p) => p.pseudoType === 'marker') });
      }
      for (const c of n.children || []) walk(c);
      for (const c of n.shadowRoots || []) walk(c);
    };
    walk(root);
    const out = [];
    for (const it of items) {
      if (!it.marker) { out.push({ ply: it.ply, box: null }); continue; }
      const { model } = await cdp.send('DOM.getBoxModel', { nodeId: it.marker.nodeId });
      const q = model.border;
      const xs = [q[0], q[2], q[4], q[6]];
      const ys = [q[1], q[3], q[5], q[7]];
      out.push({ ply: it.ply, box: { left: Math.min(...xs), right: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys) } });
    }
    return out;
  } finally {
    await cdp.detach();
  }
}

/** Each entry's text box (its contents, without the marker) and its own border box. */
const entryBoxes = (page) => page.$$eval('.mb-moves li', (lis) => lis.map((li) => {
  const r = document.createRange();
  r.selectNodeContents(li);
  const t = r.getBoundingClientRect();
  const b = li.getBoundingClientRect();
  return {
    ply: Number(li.dataset.ply),
    text: { left: t.left, right: t.right, top: t.top, bottom: t.bottom },
    box: { left: b.left, right: b.right, top: b.top, bottom: b.bottom },
    label: li.textContent,
  };
}));

const overlapX = (a, b) => Math.min(a.right, b.right) - Math.max(a.left, b.left);
const sameLine = (a, b) => Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 2;

/** Problems with the list as laid out now: a number over the entry before it, or too close. */
async function problems(page) {
  const markers = await markerBoxes(page);
  const entries = await entryBoxes(page);
  assert.equal(markers.length, entries.length, 'one number per entry');
  const out = [];
  for (let i = 0; i < entries.length; i++) {
    const m = markers[i].box;
    const e = entries[i];
    if (!m || m.right - m.left < 1) { out.push(`entry ${e.ply} shows no number`); continue; }
    // the number sits just before its own entry's text, on its line
    if (!sameLine(m, e.text) || m.right > e.text.left + 0.5) out.push(`entry ${e.ply}: its number is not before its text`);
    if (i === 0) continue;
    const prev = entries[i - 1];
    if (!sameLine(m, prev.text)) continue; // a new line: nothing before it on this line
    const gap = m.left - prev.text.right;
    // a visible space between the previous entry's last character and this number
    if (overlapX(m, prev.text) > 0 || gap < 8) {
      out.push(`entry ${e.ply} "${Math.round(m.left)}..${Math.round(m.right)}" is ${gap.toFixed(1)}px after entry ${prev.ply} "${prev.label}" (ends at ${Math.round(prev.text.right)})`);
    }
  }
  return out;
}

for (const lang of LANGS) {
  test(`${lang}: the move list's numbers never run into the entry before (1280×720 and 390×844)`, async () => {
    const page = await H.newPage(env, { reducedMotion: 'reduce' });
    await page.goto(`${env.url}index.html?lang=${lang}&p0=human&p1=human`);
    await page.waitForSelector('.mancala-app[data-view]');
    await H.clearStorage(page);
    await page.goto(`${env.url}index.html?lang=${lang}&p0=human&p1=human#${AYOAYO}`);
    await page.waitForSelector('.mb-board[data-animating="false"]');
    await page.waitForFunction(() => document.querySelectorAll('.mb-moves li').length === 38);
    for (const [w, h] of SIZES) {
      await page.setViewportSize({ width: w, height: h });
      // the layout settles: the list's box unchanged over two animation frames
      await page.evaluate(() => new Promise((done) => {
        let last = '';
        const step = () => {
          const r = document.querySelector('.mb-moves').getBoundingClientRect();
          const sig = `${r.width}x${r.height}`;
          if (sig === last) done(); else { last = sig; requestAnimationFrame(step); }
        };
        requestAnimationFrame(step);
      }));
      // every line of the list, its scroll box shown from the top down
      const list = page.locator('.mb-moves');
      await list.scrollIntoViewIfNeeded();
      const found = [];
      const { scrollHeight, clientHeight } = await list.evaluate((el) => ({ scrollHeight: el.scrollHeight, clientHeight: el.clientHeight }));
      for (let top = 0; ; top += clientHeight) {
        await list.evaluate((el, y) => { el.scrollTop = y; }, top);
        for (const p of await problems(page)) if (!found.includes(p)) found.push(p);
        if (top + clientHeight >= scrollHeight) break;
      }
      await list.evaluate((el) => { el.scrollTop = 0; });
      await list.screenshot({ path: H.shot(`move-list-${lang}-${w}x${h}`) });
      assert.deepEqual(found, [], `${lang} ${w}×${h}`);
    }
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}

// A 4×36 game of 201 moves (random legal moves, from the rules module).
const NSOLO_201 = 'nsolo.36_m57.x82.x75.117.x55.x36.x1.13.112.x9.x15.x64.15.79.25.127.x16.x69.x9.7.106.x51.x49.70.96.63.x81.132.x59.x58.x5.9.114.49.x120.87.22.x88.x83.x78.115.x10.x33.x57.13.93.25.142.69.78.11.135.2.105.x52.70.100.7.84.24.129.x38.x23.x36.48.x91.111.x46.12.109.x42.67.119.x7.x27.8.74.20.114.28.86.14.136.29.x87.x139.x135.87.35.x139.x98.x132.77.23.86.12.78.33.x96.x102.x141.x121.80.39.x79.x124.124.x70.x53.1.96.x2.43.x109.95.5.87.17.104.x49.52.83.6.117.x58.15.114.9.105.x17.x47.40.x122.118.26.112.x2.13.103.29.99.22.113.23.x108.81.24.105.x20.7.111.32.x83.116.x0.54.x97.x102.x126.x132.120.x36.x27.x3.36.x117.x138.100.11.129.44.x109.x74.119.x54.18.85.25.x127.x118.x134.x123.x108.86.37.x91.x89.x112.x142.117.43.x125.x142.x93.125.48.95.40.x72.82.61';

// A tester's report: at 1024×768 the side column's list (278 px) cut "61. Player 2 removes
// from hole 13" after "hole 1": the entry was wider than the list, and named another hole.
// An entry wider than the list wraps, its hole's word and number kept together.
test('an entry wider than the list wraps inside it; none is cut (1024×768, the side column)', async () => {
  const NSOLO = 'nsolo_m6.x17.x19.16.x10.x2.5.20.9.28.3.x17.19.10.x20.x18.x21.x23.26.x7.x4.14.27.x11.x15.x12.x5.5.24.4.x20.16.15.28.1.x21.25.x11.4.x30.x19.18.3.29.12.16.13.17.5.x21.20.14.x18.18.10.x19.22.11.23.x9.x13';
  const problems = [];
  for (const lang of LANGS) {
    const page = await H.newPage(env, { viewport: { width: 1024, height: 768 }, reducedMotion: 'reduce' });
    await page.goto(`${env.url}index.html?lang=${lang}&p0=human&p1=human#${NSOLO}`);
    await page.waitForSelector('.mancala-app[data-view="game"]');
    await H.idle(page);
    await page.waitForSelector('.mb-moves li[data-ply="61"]');
    problems.push(...await page.$$eval('.mb-moves li', (lis, l) => {
      const list = lis[0].closest('.mb-moves').getBoundingClientRect();
      return lis.filter((li) => li.getBoundingClientRect().right > list.right + 0.5 || li.scrollWidth > li.clientWidth + 1)
        .map((li) => `${l}: move ${li.dataset.ply} "${li.textContent}" ends at ${Math.round(li.getBoundingClientRect().right)} px, the list at ${Math.round(list.right)}`);
    }, lang));
    // the last entry: its hole's number on the same line as its word
    const last = await page.$eval('.mb-moves li[data-ply="61"]', (li) => {
      const code = li.querySelector('code').getBoundingClientRect();
      const r = document.createRange();
      r.selectNodeContents(li.querySelector('code').previousSibling);
      const words = [...r.getClientRects()].at(-1);
      return { number: li.querySelector('code').textContent, apart: Math.abs(words.top - code.top) > 4 };
    });
    assert.equal(last.number, '13');
    if (last.apart) problems.push(`${lang}: move 61's hole number on a line apart from its word`);
    await page.screenshot({ path: H.shot(`move-list-wrap-${lang}-1024`) });
    assert.deepEqual(page.errors, []);
    await page.close();
  }
  assert.deepEqual(problems, []);
});

test('a long game: the list in parts of 100 moves, numbered on, one list for readers; undo and a move across a part', async () => {
  const page = await H.newPage(env, { reducedMotion: 'reduce' });
  await page.goto(`${env.url}index.html?p0=human&p1=human`);
  await page.waitForSelector('.mancala-app[data-view]');
  await H.clearStorage(page);
  await page.goto(`${env.url}index.html?p0=human&p1=human#${NSOLO_201}`);
  await page.waitForSelector('.mb-board[data-animating="false"]');
  await page.waitForFunction(() => document.querySelectorAll('.mb-moves li').length === 201);
  const parts = () => page.$$eval('.mb-moves .mb-moves-part', (ols) => ols.map((ol) => [ol.getAttribute('start'), ol.children.length]));
  assert.deepEqual(await parts(), [['1', 100], ['101', 100], ['201', 1]]);
  assert.deepEqual(await page.$$eval('.mb-moves li', (lis) => lis.every((li, i) => li.dataset.ply === String(i + 1))), true);
  assert.deepEqual(await page.$$eval('.mb-moves li.is-last', (lis) => lis.map((li) => li.dataset.ply)), ['201']);
  // for readers: one list, its items the entries (the parts are role="none", the entries
  // role="listitem": else they would take the parts' role)
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  const byId = new Map(nodes.map((n) => [n.nodeId, n]));
  const lists = nodes.filter((n) => n.role?.value === 'list' && !n.ignored);
  assert.equal(lists.length, 1, 'one list in the accessibility tree');
  // its children as readers get them: through ignored nodes (the parts) to the next shown ones
  const shown = (n) => (n.childIds || []).map((id) => byId.get(id)).filter(Boolean).flatMap((c) => (c.ignored ? shown(c) : [c]));
  const items = shown(lists[0]);
  assert.equal(items.filter((n) => n.role?.value === 'listitem').length, 201, 'its 201 entries are its items');
  await cdp.detach();
  // the list is scrolled to its end (in the next frame)
  await page.waitForFunction(() => { const l = document.querySelector('.mb-moves'); return l.scrollTop > 0 && l.scrollTop + l.clientHeight >= l.scrollHeight - 2; });
  // undo takes the third part away; a move brings it back
  await page.click('.mb-undo');
  await page.waitForFunction(() => document.querySelectorAll('.mb-moves li').length === 200);
  assert.deepEqual(await parts(), [['1', 100], ['101', 100]]);
  assert.deepEqual(await page.$$eval('.mb-moves li.is-last', (lis) => lis.map((li) => li.dataset.ply)), ['200']);
  await page.waitForSelector('.mb-board[data-animating="false"]');
  const move = await page.$eval('.mb-board', (b) => b.dataset.legal.split(' ')[0]);
  await page.locator(`.mb-cell[data-hole="${move.replace(/^x/, '')}"]`).dispatchEvent('click');
  await page.waitForFunction(() => document.querySelectorAll('.mb-moves li').length === 201);
  assert.deepEqual(await parts(), [['1', 100], ['101', 100], ['201', 1]]);
  assert.deepEqual(await page.$$eval('.mb-moves li.is-last', (lis) => lis.map((li) => li.dataset.ply)), ['201']);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a game without moves: its record ("ayoayo_m", the notation\'s empty move part) is said to have no moves yet, in the page\'s language', async () => {
  const page = await H.newPage(env, { reducedMotion: 'reduce' });
  await page.goto(`${env.url}index.html?lang=ru&p0=human&p1=human`);
  await page.waitForSelector('.mancala-app[data-view]');
  await H.clearStorage(page);
  await page.goto(`${env.url}index.html?lang=ru&p0=human&p1=human`);
  await page.waitForSelector('.mancala-app[data-view]');
  await H.startGame(page, 'ayoayo');
  await H.idle(page);
  assert.equal((await page.textContent('.mb-record')).trim(), 'ayoayo_m', 'the notation is kept');
  assert.equal(await page.isVisible('.mb-record-empty'), true, 'words beside it');
  assert.equal((await page.textContent('.mb-record-empty')).trim(), '(без ходов)', 'not the list\'s "Ходов пока нет." again');
  await H.playByClick(page, (await H.boardState(page)).legal[0]);
  await H.idle(page);
  assert.equal(await page.isVisible('.mb-record-empty'), false, 'gone after a move');
  await page.click('.mb-undo');
  await H.idle(page);
  assert.equal(await page.isVisible('.mb-record-empty'), true, 'back after the undo');
  assert.deepEqual(page.errors, []);
  await page.close();
});

// A keyboard tester: Tab into the list focuses move 1; ← and → then stepped through the game
// and scrolled the list to the move shown while the focus stayed on move 1, out of view.
test('← and → from a move of the list take the focus to the move shown, in view', async () => {
  const page = await H.newPage(env, { viewport: { width: 1280, height: 720 }, reducedMotion: 'reduce' });
  await H.open(page, env);
  await H.clearStorage(page);
  await H.open(page, env, AYOAYO);
  await H.idle(page);
  await page.locator('.mb-moves li[data-ply="1"]').focus();
  await page.keyboard.press('End'); // the game's end: the list scrolled to its last move
  await page.keyboard.press('ArrowLeft');
  await page.waitForFunction(() => document.activeElement?.dataset?.ply === '37')
    .catch(async () => assert.fail(`the focus is on ${await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80))}`));
  for (const key of ['Home', 'ArrowRight', 'ArrowRight']) await page.keyboard.press(key);
  await page.waitForFunction(() => document.activeElement?.dataset?.ply === '2');
  const inView = await page.evaluate(() => {
    const li = document.activeElement;
    const box = li.closest('.mb-moves').getBoundingClientRect();
    const r = li.getBoundingClientRect();
    return r.top >= box.top - 1 && r.bottom <= box.bottom + 1;
  });
  assert.equal(inView, true, 'the focused move is in the list\'s view');
  assert.deepEqual(page.errors, []);
  await page.close();
});

// A keyboard tester: each of 70 moves was a Tab stop between the board and the controls
// below the list. The list is one Tab stop, the move shown; ↑ and ↓ go through it as ← and →.
test('the move list is one Tab stop, the move shown; ↑ and ↓ step through the game from it', async () => {
  const page = await H.newPage(env, { viewport: { width: 1280, height: 720 }, reducedMotion: 'reduce' });
  await H.open(page, env);
  await H.clearStorage(page);
  await H.open(page, env, AYOAYO);
  await H.idle(page);
  const stops = () => page.$$eval('.mb-moves li', (lis) => lis.filter((li) => li.tabIndex === 0).map((li) => li.dataset.ply));
  assert.deepEqual(await stops(), ['38']);
  // Tab from the navigation's "previous" (its next and last are disabled at the game's end)
  // reaches the move shown, and the next Tab leaves the list
  await page.locator('.mb-nav-prev').focus();
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.dataset?.ply), '38');
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => !!document.activeElement?.closest('.mb-moves')), false, 'one Tab leaves the list');
  await page.keyboard.press('Shift+Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.dataset?.ply), '38');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await page.waitForFunction(() => document.activeElement?.dataset?.ply === '36');
  assert.equal(await page.$eval('.mb-moves li[aria-current]', (li) => li.dataset.ply), '36', 'the board shows the position after move 36');
  assert.deepEqual(await stops(), ['36']);
  await page.keyboard.press('ArrowDown');
  await page.waitForFunction(() => document.activeElement?.dataset?.ply === '37');
  // at the start (no move shown) the first move is the Tab stop
  await page.keyboard.press('Home');
  await page.waitForFunction(() => !document.querySelector('.mb-moves li[aria-current]'));
  assert.deepEqual(await stops(), ['1']);
  // the focus goes with it (it stayed on move 37, no longer a Tab stop: a tester's report)
  assert.equal(await page.evaluate(() => document.activeElement?.dataset?.ply), '1');
  assert.deepEqual(page.errors, []);
  await page.close();
});

// A tester's report: the game record beside Copy wrapped inside a number ("…7.1" / "0.0.11…")
// and could break at the hyphen of "adji-boto". Each line of it now ends after a move's dot:
// no move's number, nor the game's name, is on two lines (read from the text's own boxes), in
// the side column at 1280×720 and on a phone.
test('the game record wraps after a move, never inside a number or the game\'s name', async () => {
  for (const [width, height] of SIZES) {
    for (const record of [AYOAYO, 'adji-boto_m9.4.6.2.7.0.8.1.5.3.5.1.7.2.5.4.5.3.7.1.6.2.9.3.5.0.6.2.7.3']) {
      const page = await H.newPage(env, { viewport: { width, height } });
      await H.open(page, env);
      await H.clearStorage(page);
      await H.open(page, env, record);
      await H.idle(page);
      await page.locator('.mb-record').scrollIntoViewIfNeeded();
      const read = await page.$eval('.mb-record', (code) => {
        const range = document.createRange();
        const lines = new Set();
        const split = [];
        const walk = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
        for (let n = walk.nextNode(); n; n = walk.nextNode()) {
          if (!n.data) continue;
          range.selectNodeContents(n.parentElement.matches('.mb-nowrap') ? n.parentElement : n);
          const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          tops.forEach((t) => lines.add(t));
          if (tops.size > 1) split.push(n.data);
        }
        return { text: code.textContent, lines: lines.size, split };
      });
      assert.equal(read.text, record, 'the text as written (and copied)');
      assert.ok(read.lines >= 2, `at ${width}×${height} the record takes more than one line (else the test shows nothing): ${read.lines}`);
      assert.deepEqual(read.split, [], `at ${width}×${height} no part of ${record.slice(0, 12)}… on two lines`);
      assert.deepEqual(page.errors, []);
      await page.close();
    }
  }
});

// A keyboard tester, reading Playwright's aria snapshot (which leaves list markers out), heard
// no move number; Chromium's own accessibility tree carries the marker as text. Each entry's
// text there, as a screen reader gets it: its number once, then its words.
test('each move of the list has its number once in the accessibility tree', async () => {
  const page = await H.newPage(env, { reducedMotion: 'reduce' });
  await page.goto(`${env.url}index.html?p0=human&p1=human#adji-boto_m5.0`);
  await page.waitForSelector('.mancala-app[data-busy="false"] .mb-moves li[data-ply="2"]');
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    const byId = new Map(nodes.map((n) => [n.nodeId, n]));
    const text = (n) => (n.role?.value === 'StaticText' ? n.name?.value || '' : (n.childIds || []).map((c) => byId.get(c)).filter(Boolean).map(text).join(''));
    const items = nodes.filter((n) => n.role?.value === 'listitem' && !n.ignored).map((n) => text(n).replace(/\s+/g, ' ').trim());
    assert.deepEqual(items.filter((t) => /hole/.test(t)), ['1. Player 1 hole 5', '2. Player 2 hole 0']);
  } finally {
    await cdp.detach();
  }
  assert.deepEqual(page.errors, []);
  await page.close();
});
