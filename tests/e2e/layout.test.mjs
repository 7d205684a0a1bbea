// The layout matrix: what a visitor sees, at every size from 320×240 to a full window, in
// every language, for every game, on the page, in a sandboxed iframe on another origin and as
// a <mancala-game> element with a height. In each cell: no two visible controls or text
// blocks overlap, nothing is clipped or leaves its box or the frame, the whole board is in
// view (Nsolo 4×36 may scroll sideways, with its scroll hint), and every control can be
// reached: in view, or in the toolbar's "⋯" menu, which then opens in view. A screenshot of
// each cell goes to artifacts/screenshots/layout-<where>-<game>-<lang>-<w>x<h>.png.
//
// One browser for the file, one page (own context) per (where, language, game), resized for
// each size; every wait is for a state (the layout unchanged over two animation frames).

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import * as H from './helpers.mjs';
import { serveSite, documented } from './fixtures/site-server.mjs';

const SIZES = [[320, 240], [400, 300], [480, 320], [640, 480], [1280, 720], [390, 844]];
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

/**
 * Runs in the game's document (page, frame) or on the element's page: measures the cell.
 * Returns {problems: [..], sig} — sig changes while the layout is still settling.
 */
function measure({ compact, openMenu }) {
  const host = document.getElementById('game');
  const root = host?.shadowRoot || document;
  const app = root.querySelector('.mancala-app');
  const view = { w: document.documentElement.clientWidth, h: window.innerHeight };
  const origin = host ? host.getBoundingClientRect() : { left: 0, top: 0, right: view.w, bottom: view.h };
  const problems = [];
  const name = (el) => {
    const c = [...el.classList].filter((x) => x.startsWith('mb-') && x !== 'mb-btn' && x !== 'mb-primary');
    return `${el.tagName.toLowerCase()}${c.length ? '.' + c.join('.') : ''}${el.dataset.side ? `[side=${el.dataset.side}]` : ''}`;
  };
  const seen = (el) => el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) && el.getClientRects().length > 0;
  if (openMenu) {
    const btn = root.querySelector('.mb-more-btn');
    if (btn && seen(btn) && btn.getAttribute('aria-expanded') !== 'true') btn.click();
  }
  // controls and text blocks a visitor sees
  const SEL = 'button, select, input, .mb-status, .mb-thinking-text, .mb-hint-text, .mb-player-name, .mb-player-count, .mb-message-text, h2, h3, .mb-over p, label > span';
  const items = [...root.querySelectorAll(SEL)].filter((el) => seen(el) && !el.closest('.mb-grid, .mb-sr-only, dialog:not([open])'));
  const box = (el) => el.getBoundingClientRect();
  const inMenu = (el) => !!el.closest('.mb-more-menu');
  for (const el of items) {
    const r = box(el);
    if (r.width < 1 || r.height < 1) continue;
    // inside the frame / element box (the full page may scroll down, never sideways)
    const limit = compact ? origin : { left: 0, top: -1e9, right: view.w, bottom: 1e9 };
    if (r.left < limit.left - 0.5 || r.right > limit.right + 0.5 || r.top < limit.top - 0.5 || r.bottom > limit.bottom + 0.5) {
      problems.push(`${name(el)} leaves the ${compact ? 'frame' : 'page'}: [${Math.round(r.left)},${Math.round(r.top)},${Math.round(r.right)},${Math.round(r.bottom)}]`);
    }
    // text not cut by its own box
    if (el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0 && getComputedStyle(el).overflowX !== 'visible') {
      problems.push(`${name(el)} clips its text (${el.scrollWidth} > ${el.clientWidth})`);
    }
    // inside every ancestor that clips (up to the app)
    for (let a = el.parentElement; a && a !== app.parentElement; a = a.parentElement) {
      const cs = getComputedStyle(a);
      if (cs.overflowX === 'visible' && cs.overflowY === 'visible') continue;
      if (a.classList.contains('mb-board-scroll')) break; // the board's own scroller
      const ar = a.getBoundingClientRect();
      if (r.left < ar.left - 0.5 || r.right > ar.right + 0.5 || r.top < ar.top - 0.5 || r.bottom > ar.bottom + 0.5) {
        problems.push(`${name(el)} is cut by ${name(a)}`);
      }
      break;
    }
  }
  // no two overlap (one inside the other is not an overlap: a label's text and its select)
  for (let i = 0; i < items.length; i++) {
    for (let j = i + 1; j < items.length; j++) {
      const a = items[i];
      const b = items[j];
      if (a.contains(b) || b.contains(a)) continue;
      if (inMenu(a) !== inMenu(b)) continue; // the open menu lies over the page by design
      const p = box(a);
      const q = box(b);
      const w = Math.min(p.right, q.right) - Math.max(p.left, q.left);
      const h = Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top);
      if (w > 1 && h > 1) problems.push(`${name(a)} overlaps ${name(b)} (${Math.round(w)}×${Math.round(h)})`);
    }
  }
  // the board: wholly in view, or (wider than the view) in a scroller that says so
  const canvas = root.querySelector('canvas.mb-canvas');
  const c = canvas.getBoundingClientRect();
  const scroller = root.querySelector('.mb-board-scroll').getBoundingClientRect();
  const limit = compact ? origin : { left: 0, top: 0, right: view.w, bottom: Math.max(view.h, c.bottom) };
  const board = root.querySelector('.mb-board');
  const scrolls = board.dataset.scrollable === 'true';
  if (c.top < limit.top - 0.5 || c.bottom > limit.bottom + 0.5) problems.push(`the board is cut at the top or bottom: [${Math.round(c.top)},${Math.round(c.bottom)}] in [${Math.round(limit.top)},${Math.round(limit.bottom)}]`);
  if (compact && c.height > view.h) problems.push('the board is taller than the frame');
  if (!compact && c.height > view.h) problems.push(`the board (${Math.round(c.height)} px) is taller than the window`);
  const holder = root.querySelector('.mb-board-holder').getBoundingClientRect();
  if (c.bottom > holder.bottom + 0.5 || c.top < holder.top - 0.5) problems.push('the board is cut by its row');
  if (scrolls) {
    if (scroller.left < limit.left - 0.5 || scroller.right > limit.right + 0.5) problems.push('the board\'s scroller leaves the frame');
    const hint = root.querySelector('.mb-scroll-hint.is-end');
    if (!hint || !seen(hint)) problems.push('a board wider than the view shows no scroll hint');
  } else if (c.left < Math.max(limit.left, scroller.left) - 0.5 || c.right > Math.min(limit.right, scroller.right) + 0.5) {
    problems.push(`the board leaves the view sideways: [${Math.round(c.left)},${Math.round(c.right)}]`);
  }
  // every control reachable: in view, or in the menu (whose button is in view)
  const more = root.querySelector('.mb-more-btn');
  const needed = ['.mb-new', '.mb-undo', '.mb-redo', '.mb-resign', '.mb-hole-numbers', '.mb-hint-btn', '.mb-rules-btn', '.mb-player-select[data-side="0"]', '.mb-player-select[data-side="1"]'];
  const reach = {};
  for (const sel of needed) {
    const el = root.querySelector(`.mb-game ${sel}`);
    if (!el) { problems.push(`${sel} is missing`); continue; }
    if (seen(el)) reach[sel] = inMenu(el) ? 'menu' : 'bar';
    else if (inMenu(el) && more && seen(more)) reach[sel] = 'menu';
    else problems.push(`${sel} cannot be reached`);
  }
  const sig = JSON.stringify([c.width, c.height, c.left, c.top, items.length, app.dataset.overflow, board.dataset.animating, ...items.slice(0, 40).map((el) => { const r = box(el); return [r.left, r.top, r.width, r.height].map(Math.round); })]);
  return { problems, sig, reach, scrolls };
}

/** Measures once the layout holds still over two animation frames (the state, not a time). */
async function settled(scope, args) {
  let last = null;
  for (let i = 0; i < 60; i++) {
    await scope.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const m = await scope.evaluate(measure, args);
    if (last && m.sig === last.sig) return m;
    last = m;
  }
  return last;
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
    test(`layout: ${where}, ${lang}, every game at ${SIZES.map((s) => s.join('×')).join(', ')}`, async () => {
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
        for (const dims of SIZES) {
          await resize(page, where, dims);
          const compact = where !== 'page';
          const m = await settled(scope, { compact, openMenu: false });
          const cell = `${where} ${gameName} ${lang} ${dims.join('×')}`;
          cells++;
          for (const p of m.problems) failures.push(`${cell}: ${p}`);
          await page.screenshot({ path: H.shot(`layout-${where}-${gameName}-${lang}-${dims.join('x')}`) });
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

test('layout: summary', () => {
  console.log(`layout matrix: ${cells} cells, ${failures.length} overlapping, clipped or unreachable elements`);
});
