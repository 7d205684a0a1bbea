// Embedding as a museum does it: the host page on one origin, the game on another (two servers
// on different ports), each sending exactly the lines docs/embedding.md tells a host to send
// ("What a host must send": the game's CORS header and policy, the host page's policy for an
// iframe or for the element). In a sandboxed frame (opaque origin), a frame with
// allow-same-origin, an unsandboxed frame and a <mancala-game> element, for each game: a
// person's move (a click on the canvas) is answered by the computer, the hint marks a move,
// computer against computer plays by itself, a worker did the thinking (data-engine), the
// Rules dialog shows the rules (fetched from the game's origin when it opens), and no
// error shows in the frame or the console. Where the game's policy forbids blob: workers, the
// game still plays, on the main thread, with only a console warning.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import * as H from './helpers.mjs';
import { serveSite, documented } from './fixtures/site-server.mjs';

let env;
let game; // the game's server: CORS header and the game's policy, as documented
let iframeHost; // the museum's page with a frame: its policy as documented
let elementHost; // the museum's page with the element: its policy as documented
before(async () => {
  env = await H.startEnv();
  const cors = documented('header:game');
  assert.equal(cors, 'Access-Control-Allow-Origin: *', 'the documented header is the one the server sends');
  game = await serveSite(H.ROOT, { csp: documented('policy:game'), cors: true });
  iframeHost = await serveSite(H.ROOT, { csp: documented('policy:iframe-host', game.origin), cors: false });
  elementHost = await serveSite(H.ROOT, { csp: documented('policy:element-host', game.origin), cors: false });
});
after(async () => {
  await Promise.all([game?.close(), iframeHost?.close(), elementHost?.close()]);
  await env?.close();
});

const GAMES = [['adji-boto', 0], ['ayoayo', 0], ['nsolo', 8]];

/** The host page's URL for an iframe (sandbox: tokens, or 'none' for no attribute). */
function frameUrl(query, { w = 480, h = 320, sandbox = 'allow-scripts' } = {}) {
  const q = new URLSearchParams({ mode: 'iframe', src: `${game.base}index.html?${query}`, w: String(w), h: String(h), sandbox });
  return `${iframeHost.origin}/host/cross-host.html?${q}`;
}

function elementUrl(attrs, { w = 480, h = 320 } = {}) {
  const q = new URLSearchParams({ mode: 'element', module: `${game.base}web/mancala-element.js`, attrs: new URLSearchParams(attrs).toString(), w: String(w), h: String(h) });
  return `${elementHost.origin}/host/cross-host.html?${q}`;
}

/**
 * Opens a host page and returns {scope, query(fn, arg)}: `scope` is the frame (or the page for
 * the element), `query` evaluates fn(root) where root is the document or the shadow root.
 */
async function openHosted(page, url, kind) {
  await page.goto(url);
  if (kind === 'element') {
    const query = (fn, arg) => page.evaluate(fn, arg);
    await page.waitForFunction(() => document.getElementById('game')?.shadowRoot?.querySelector('.mancala-app[data-view="game"]'), null, { timeout: 20000 });
    return { scope: page, query, inFrame: false };
  }
  const handle = await page.waitForSelector('iframe.game-frame');
  const frame = await handle.contentFrame();
  await frame.waitForSelector('.mancala-app[data-view="game"]', { timeout: 20000 });
  const query = (fn, arg) => frame.evaluate(fn, arg);
  return { scope: frame, query, inFrame: true };
}

/**
 * Waits (in the frame, or on the element's page) until `pred(arg)` holds. The functions given
 * to `until` and `query` find the game's root themselves (ROOT below): the pages' policies
 * allow no eval, so they cannot be composed.
 */
async function until(host, page, pred, arg, timeout = 30000) {
  const target = host.inFrame ? host.scope : page;
  await target.waitForFunction(pred, arg, { timeout });
}

const board = () => {
  const r = document.getElementById('game')?.shadowRoot || document;
  const b = r.querySelector('.mb-board');
  const app = r.querySelector('.mancala-app');
  return {
    record: b.dataset.record,
    legal: b.dataset.legal ? b.dataset.legal.split(' ') : [],
    toMove: Number(b.dataset.toMove),
    centers: JSON.parse(b.dataset.holeCenters || '[]'),
    idle: b.dataset.animating === 'false' && app.dataset.busy !== 'true' && app.dataset.thinking !== 'true',
    engine: app.dataset.engine,
    hint: app.dataset.hint,
  };
};

/** What a visitor would read as a failure: the engine's note, a message, an app that failed. */
const errorText = () => {
  const r = document.getElementById('game')?.shadowRoot || document;
  const root = r;
  const out = [];
  const app = root.querySelector('.mancala-app');
  if (app.classList.contains('mb-failed')) out.push(app.textContent);
  const msg = root.querySelector('.mb-message');
  if (msg && !msg.hidden) out.push(msg.textContent);
  const th = root.querySelector('.mb-thinking');
  if (th && !th.hidden && !th.classList.contains('is-busy')) out.push(th.textContent);
  return out;
};

/** Clicks the centre of hole `hole` on the canvas, the way a visitor does. */
async function clickHole(page, host, hole) {
  const st = await host.query(board);
  const c = st.centers[hole];
  assert.ok(c, `hole ${hole} is on the board`);
  const canvas = host.inFrame ? await host.scope.$('canvas.mb-canvas') : await page.$('#game >> canvas.mb-canvas');
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  await page.mouse.click(box.x + c[0], box.y + c[1]);
}

/**
 * The visitor (player 1) plays by clicking until the turn passes (an Nsolo capture may give
 * them removals first); the computer must answer. Returns the board after its reply.
 */
async function moveAndAnswer(page, host) {
  const ROOTED = () => {
    const r = document.getElementById('game')?.shadowRoot || document;
    const b = r.querySelector('.mb-board');
    const app = r.querySelector('.mancala-app');
    return b.dataset.animating === 'false' && app.dataset.busy !== 'true' && app.dataset.thinking !== 'true' &&
      (b.dataset.result !== '' || (b.dataset.toMove === '0' && b.dataset.legal !== ''));
  };
  const count = (rec) => rec.slice(rec.indexOf('_m') + 2).split('.').filter(Boolean).length;
  await until(host, page, ROOTED);
  for (let clicks = 1; clicks <= 12; clicks++) {
    const st = await host.query(board);
    const move = st.legal.find((m) => m !== 'pass') || 'pass';
    if (move === 'pass') await host.query(() => (document.getElementById('game')?.shadowRoot || document).querySelector('.mb-pass').click());
    else await clickHole(page, host, Number(move.replace(/^x/, '')));
    await until(host, page, (rec) => {
      const r = document.getElementById('game')?.shadowRoot || document;
      return r.querySelector('.mb-board').dataset.record !== rec;
    }, st.record);
    // then the person's turn again (after the computer's reply, or more removals of their own)
    await until(host, page, ROOTED);
    const after = await host.query(board);
    if (count(after.record) > count(st.record) + 1) return after; // moves the person did not click
    if (after.record.includes('_m') && (await host.query(() => (document.getElementById('game')?.shadowRoot || document).querySelector('.mb-board').dataset.result)) !== '') return after;
  }
  throw new Error('the computer never answered');
}

async function hintMarks(page, host) {
  await until(host, page, () => { const r = document.getElementById('game')?.shadowRoot || document; return !r.querySelector('.mb-hint-btn').disabled; });
  const st = await host.query(board);
  await host.query(() => { const r = document.getElementById('game')?.shadowRoot || document; r.querySelector('.mb-hint-btn').click(); });
  await until(host, page, () => { const r = document.getElementById('game')?.shadowRoot || document; return r.querySelector('.mancala-app').dataset.hint !== ''; });
  const hint = (await host.query(board)).hint;
  assert.ok(st.legal.includes(hint), `the hint ${hint} is one of ${st.legal}`);
  const marked = await host.query(() => [...(document.getElementById('game')?.shadowRoot || document).querySelectorAll('.is-hint')].map((e) => e.dataset.hole || 'pass'));
  assert.deepEqual(marked, [hint === 'pass' ? 'pass' : hint.replace(/^x/, '')], 'the suggested move is marked on the board');
}

/**
 * The Rules dialog opened: its texts (web/locales/rules/, fetched when it first opens, from the
 * game's origin) shown, not the sentence that says they could not be loaded; then closed.
 */
async function rulesShown(page, host) {
  await host.query(() => (document.getElementById('game')?.shadowRoot || document).querySelector('.mb-rules-btn').click());
  await until(host, page, () => {
    const p = (document.getElementById('game')?.shadowRoot || document).querySelector('dialog.mb-rules[open] .mb-rules-body p');
    return !!p && !p.classList.contains('mb-placeholder');
  });
  await host.query(() => (document.getElementById('game')?.shadowRoot || document).querySelector('dialog.mb-rules').close());
}

async function checkClean(page, host, expectEngine) {
  assert.deepEqual(await host.query(errorText), [], 'no error text for the visitor');
  assert.equal((await host.query(board)).engine, expectEngine, 'the way the engine ran');
  assert.deepEqual(await page.evaluate(() => window.violations), [], 'no CSP violation on the host page');
  assert.deepEqual(page.errors, [], 'no console error (a CSP violation in the frame is one)');
}

for (const [id, size] of GAMES) {
  const q = `embed=1&game=${id}${size ? `&size=${size}` : ''}&p0=human&p1=computer:beginner`;
  for (const [w, h] of [[480, 320], [320, 240]]) {
    test(`${id} in <iframe sandbox="allow-scripts"> ${w}×${h} on another origin: the computer answers, the hint marks a move, no error`, async () => {
      const page = await H.newPage(env, { reducedMotion: 'reduce', viewport: { width: w, height: h } });
      const host = await openHosted(page, frameUrl(q, { w, h }), 'iframe');
      try {
        assert.equal(await host.scope.evaluate(() => origin), 'null', 'the frame\'s origin is opaque');
        await moveAndAnswer(page, host);
        await hintMarks(page, host);
        await moveAndAnswer(page, host);
        if (w === 480) await rulesShown(page, host);
        await checkClean(page, host, 'blob');
      } finally {
        await page.screenshot({ path: H.shot(`embed-origins-${id}-${w}x${h}`) });
      }
      await page.close();
    });
  }
}

for (const sandbox of ['allow-scripts allow-same-origin', 'none']) {
  test(`ayoayo in an iframe (${sandbox === 'none' ? 'no sandbox' : `sandbox="${sandbox}"`}) on another origin: the computer answers in a worker`, async () => {
    const page = await H.newPage(env, { reducedMotion: 'reduce' });
    const host = await openHosted(page, frameUrl('embed=1&game=ayoayo&p0=human&p1=computer:beginner', { sandbox }), 'iframe');
    assert.equal(await host.scope.evaluate(() => origin), game.origin);
    await moveAndAnswer(page, host);
    await hintMarks(page, host);
    await checkClean(page, host, 'url');
    await page.close();
  });
}

test('computer against computer in a sandboxed frame plays by itself', async () => {
  const page = await H.newPage(env, { reducedMotion: 'reduce' });
  const host = await openHosted(page, frameUrl('embed=1&game=nsolo&size=8&p0=computer:beginner&p1=computer:beginner'), 'iframe');
  await until(host, page, () => {
    const r = document.getElementById('game')?.shadowRoot || document;
    const rec = r.querySelector('.mb-board').dataset.record;
    return rec.slice(rec.indexOf('_m') + 2).split('.').length >= 6 || r.querySelector('.mb-board').dataset.result !== '';
  }, null, 60000);
  await checkClean(page, host, 'blob');
  await page.close();
});

for (const [id, size] of GAMES) {
  test(`<mancala-game game="${id}"> on another origin's page: the computer answers, the hint marks a move, no error`, async () => {
    const page = await H.newPage(env, { reducedMotion: 'reduce' });
    const attrs = { game: id, p0: 'human', p1: 'computer:beginner', ...(size ? { size: String(size) } : {}) };
    const host = await openHosted(page, elementUrl(attrs), 'element');
    await moveAndAnswer(page, host);
    await hintMarks(page, host);
    await rulesShown(page, host);
    await checkClean(page, host, 'blob');
    await page.close();
  });
}

test('a game policy without blob: workers: the game still plays, on the main thread, with a console warning only', async () => {
  const strict = await serveSite(H.ROOT, { csp: documented('policy:game').replace(" worker-src 'self' blob:;", ''), cors: true });
  try {
    const page = await H.newPage(env, { reducedMotion: 'reduce' });
    const warnings = [];
    page.on('console', (m) => { if (m.type() === 'warning') warnings.push(m.text()); });
    const q = new URLSearchParams({ mode: 'iframe', src: `${strict.base}index.html?embed=1&game=ayoayo&p0=human&p1=computer:beginner`, w: '480', h: '320', sandbox: 'allow-scripts' });
    const url = `${iframeHost.origin}/host/cross-host.html?${q}`;
    // this host page must be allowed to frame the second server
    const host2 = await serveSite(H.ROOT, { csp: documented('policy:iframe-host', strict.origin), cors: false });
    try {
      const host = await openHosted(page, url.replace(iframeHost.origin, host2.origin), 'iframe');
      await moveAndAnswer(page, host);
      await hintMarks(page, host);
      assert.deepEqual(await host.query(errorText), [], 'no error text for the visitor');
      assert.equal((await host.query(board)).engine, 'inline');
      assert.ok(warnings.some((w) => /main thread/.test(w)), `a console warning says so: ${warnings.join(' | ')}`);
      // the refused blob worker is a CSP report in the frame's console, not an error of the game
      assert.deepEqual(page.errors.filter((e) => !/Content Security Policy|worker-src|script-src/.test(e)), []);
      await page.close();
    } finally {
      await host2.close();
    }
  } finally {
    await strict.close();
  }
});
