// An update while a game is open, the way a kiosk is updated: a new dist/ copied over the
// old one. Two versions of dist/ are built (scripts/dist.sh into folders of their own): B
// differs from A in its entry module, in the engine's worker, in a language file and in its
// wasm modules (a custom section). A is served and opened, a few moves are played by clicking, then
// B's files are copied over A's and the page's update check runs. The open page must go on
// with A alone: it keeps playing, starts the computer (the engine's worker, loaded only now)
// and switches language (a language file, loaded only now), and every file it receives after
// the copy is A's, byte for byte, with no failed request or import. Then a reload is wholly B,
// and the game in the link and the saved game open in B.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as H from './helpers.mjs';
import { serveSite } from './fixtures/site-server.mjs';

let env;
let site;
let dir;
const A = () => join(dir, 'A');
const B = () => join(dir, 'B');
const LIVE = () => join(dir, 'live');

/** Appends a wasm custom section (name, text): the module changes, its code does not. */
function addCustomSection(file, name, text) {
  const leb = (n) => {
    const out = [];
    do {
      let b = n & 0x7f;
      n >>>= 7;
      if (n) b |= 0x80;
      out.push(b);
    } while (n);
    return out;
  };
  const nm = Buffer.from(name);
  const payload = Buffer.concat([Buffer.from(leb(nm.length)), nm, Buffer.from(text)]);
  appendFileSync(file, Buffer.concat([Buffer.from([0]), Buffer.from(leb(payload.length)), payload]));
}

function mark(root, build) {
  appendFileSync(join(root, 'web', 'main.js'), `\ndocument.documentElement.dataset.build=${JSON.stringify(build)};\n`);
  appendFileSync(join(root, 'web', 'engine-worker.js'), `\nself.mancalaBuild=${JSON.stringify(build)};\n`);
  const it = join(root, 'web', 'locales', 'it.json');
  const data = JSON.parse(readFileSync(it, 'utf8'));
  data.ui['lang.label'] = `${data.ui['lang.label']} (${build})`;
  writeFileSync(it, JSON.stringify(data));
  for (const wasm of readdirSync(join(root, 'web', 'pkg')).filter((f) => f.endsWith('.wasm'))) {
    addCustomSection(join(root, 'web', 'pkg', wasm), 'mancala-test-build', build);
  }
  execFileSync('node', [join(H.ROOT, 'scripts', 'precache.mjs'), root], { stdio: 'ignore' });
}

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mancala-update-'));
  for (const [out, build] of [[A(), 'A'], [B(), 'B']]) {
    execFileSync('bash', [join(H.ROOT, 'scripts', 'dist.sh'), '--no-build'], { stdio: 'pipe', env: { ...process.env, MANCALA_DIST_DIR: out } });
    mark(out, build);
  }
  cpSync(A(), LIVE(), { recursive: true });
  env = await H.startEnv();
  site = await serveSite(LIVE());
});
after(async () => {
  await site?.close();
  await env?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function playFirst(page) {
  const st = await H.boardState(page);
  const move = st.legal.find((m) => m !== 'pass');
  await H.playByClick(page, move);
  const next = await H.boardState(page);
  assert.notEqual(next.record, st.record, `the click on ${move} played`);
  return next.record;
}

const build = (page) => page.evaluate(() => document.documentElement.dataset.build);
const controlled = (page) => page.evaluate(async () => {
  await navigator.serviceWorker.ready;
  if (!navigator.serviceWorker.controller) {
    await new Promise((ok) => navigator.serviceWorker.addEventListener('controllerchange', ok, { once: true }));
  }
});

test('a new dist/ copied over an open game: the page keeps its version until reloaded, then all new', async () => {
  const page = await H.newPage(env, { reducedMotion: 'reduce' });
  const seen = []; // every response the page and its worker got from the game's folder
  let record = null;
  page.context().on('response', async (r) => {
    // not the service worker's own fetches (installing B fetches B's files, as it should)
    if (!r.url().startsWith(site.base) || r.request().serviceWorker()) return;
    const entry = { url: r.url(), status: r.status(), after: record !== null, body: null };
    seen.push(entry);
    entry.body = await r.body().catch(() => null);
  });

  await page.goto(site.base + 'index.html?game=ayoayo&p0=human&p1=human');
  await page.waitForSelector('.mb-board[data-game="ayoayo"]');
  await controlled(page);
  assert.equal(await build(page), 'A');
  await H.idle(page);
  for (let k = 0; k < 3; k++) await playFirst(page);

  // the deploy: B copied over A, then the update check an open page makes (hourly, sw-register.js)
  const versionB = /"version":\s*"([0-9a-f]+)"/.exec(readFileSync(join(B(), 'web', 'precache.js'), 'utf8'))[1];
  cpSync(B(), LIVE(), { recursive: true, force: true });
  record = (await H.boardState(page)).record;
  await page.evaluate(async () => {
    const reg = await navigator.serviceWorker.getRegistration();
    const changed = new Promise((ok) => navigator.serviceWorker.addEventListener('controllerchange', ok, { once: true }));
    await reg.update();
    await changed; // B installed, activated and took control of this page
  });
  assert.ok((await page.evaluate(() => caches.keys())).some((n) => n.endsWith(':' + versionB)), 'B is cached');

  // the open page goes on with A: moves, the computer (its worker starts now), a language switch
  await playFirst(page);
  await page.selectOption('.mb-player[data-player="1"] select.mb-panel-player', 'computer:beginner');
  await page.waitForFunction(() => / computer:/.test(document.querySelector('.mancala-app').dataset.players));
  await H.setSpeed(page, 'fast');
  const before = (await H.boardState(page)).record;
  if ((await H.boardState(page)).toMove === 0) await playFirst(page);
  await page.waitForFunction((r) => {
    const b = document.querySelector('.mb-board');
    return b.dataset.record.split('.').length > r.split('.').length + 1 && b.dataset.toMove === '0' && b.dataset.animating === 'false';
  }, before);
  await page.selectOption('.mb-lang', 'it');
  await page.waitForFunction(() => document.documentElement.lang === 'it');
  assert.match(await page.$eval('.mb-lang-setting', (el) => el.textContent), /\(A\)/, 'the language file of A');
  assert.equal(await build(page), 'A');
  await H.idle(page);
  const lastA = (await H.boardState(page)).record;

  // everything the page received after the copy is A's, byte for byte; nothing failed
  const late = seen.filter((e) => e.after);
  const urls = late.map((e) => e.url.slice(site.base.length).replace(/[?#].*$/, ''));
  assert.ok(urls.includes('web/engine-worker.js'), `the worker was loaded after the copy: ${urls}`);
  assert.ok(urls.filter((u) => u.endsWith('.wasm')).length > 0, `a wasm module was loaded after the copy: ${urls}`);
  assert.ok(urls.includes('web/locales/it.json'), 'the language file was loaded after the copy');
  for (const [e, rel] of late.map((e, i) => [e, urls[i]])) {
    assert.ok(e.status < 400, `${rel}: HTTP ${e.status}`);
    if (rel === 'sw.js' || rel === 'web/precache.js' || !e.body) continue; // the update check's own
    const a = readFileSync(join(A(), rel || 'index.html'));
    assert.ok(e.body.equals(a), `${rel} came from A (${e.body.equals(readFileSync(join(B(), rel || 'index.html'))) ? 'it is B' : 'neither'})`);
  }
  assert.deepEqual(page.errors, []);

  // the next load is B, with the game of the link, which plays on
  seen.length = 0;
  await page.reload();
  await page.waitForSelector('.mb-board[data-game="ayoayo"]');
  assert.equal(await build(page), 'B');
  await H.idle(page);
  assert.equal((await H.boardState(page)).record, lastA, 'the game of the link');
  await playFirst(page);
  for (const e of seen) {
    const rel = e.url.slice(site.base.length).replace(/[?#].*$/, '') || 'index.html';
    if (!e.body || rel === 'sw.js') continue;
    assert.ok(e.body.equals(readFileSync(join(B(), rel))), `${rel} came from B after the reload`);
  }
  // and the saved game opens in B too, without the link
  const saved = await page.evaluate(() => localStorage.getItem('mancala.game'));
  await page.goto(site.base + 'index.html?p0=human&p1=human');
  await page.waitForSelector('.mb-board[data-game="ayoayo"]');
  assert.equal(await build(page), 'B');
  assert.equal((await H.boardState(page)).record, saved, 'the saved game');
  assert.deepEqual(page.errors, []);
  // the old version's cache is gone once no page uses it
  const versionA = /"version":\s*"([0-9a-f]+)"/.exec(readFileSync(join(A(), 'web', 'precache.js'), 'utf8'))[1];
  await page.waitForFunction((v) => caches.keys().then((k) => !k.some((n) => n.endsWith(':' + v))), versionA);
  await page.close();
});
