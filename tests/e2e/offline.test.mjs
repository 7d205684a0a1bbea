// Offline play and staying in its own folder, on the folder people deploy: dist/ (minified,
// its own precache list) is built from the current web/pkg and served under a sub-path
// (/games/mancala/) with a strict CSP header; after one visit the service worker controls the
// page, the server is shut down and the browser set offline, and the game still loads and
// plays by clicking, and its rules open. Every request during the visit stays under the game's folder.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as H from './helpers.mjs';
import { serveSite } from './fixtures/site-server.mjs';

let env;
let site;
before(async () => {
  // dist/ as `just dist` writes it, from the files as they are now.
  execFileSync('bash', [join(H.ROOT, 'scripts', 'dist.sh'), '--no-build'], { stdio: 'pipe' });
  env = await H.startEnv();
  site = await serveSite(join(H.ROOT, 'dist'));
});
after(async () => {
  await site?.close();
  await env?.close();
});

/** Plays the first legal move by clicking its hole; returns the record before and after. */
async function clickFirstMove(page) {
  const st = await H.boardState(page);
  const move = st.legal.find((m) => m !== 'pass');
  await H.playByClick(page, move);
  const next = await H.boardState(page);
  assert.notEqual(next.record, st.record, `the click on ${move} played a move`);
  return { before: st.record, after: next.record, move };
}

test('after one visit the game loads and plays offline; no request leaves its folder', async () => {
  const page = await H.newPage(env);
  const urls = [];
  page.context().on('request', (r) => urls.push(r.url()));

  // first visit: the folder's URL itself (the service worker maps it to index.html)
  await page.goto(site.base + '?game=ayoayo&p0=human&p1=human');
  await page.waitForSelector('.mancala-app[data-view="game"]');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((ok) => navigator.serviceWorker.addEventListener('controllerchange', ok, { once: true }));
    }
  });
  const cached = await page.evaluate(async () => {
    const names = await caches.keys();
    const c = await caches.open(names.find((n) => n.startsWith('mancala:')));
    return { names, urls: (await c.keys()).map((r) => r.url) };
  });
  // one version's files, and the service worker's note of which page runs which version
  assert.deepEqual(cached.names.map((n) => n.replace(/[0-9a-f]{16}$/, '<version>')).sort(),
    ['mancala-clients:/games/mancala/', 'mancala:/games/mancala/:<version>'], `the caches: ${cached.names}`);
  for (const f of ['index.html', 'web/main.js', 'web/pkg/mancala_wasm_bg.wasm', 'web/pkg/mancala_wasm_engine_bg.wasm', 'web/locales/en.json', 'web/locales/rules/en.json', 'manifest.webmanifest', 'web/icons/icon-192.png']) {
    assert.ok(cached.urls.includes(site.base + f), `${f} is precached`);
  }
  await H.setSpeed(page, 'instant');
  const first = await clickFirstMove(page);

  // network gone: the server stops and the browser is offline
  await site.close();
  await page.context().setOffline(true);
  try {
    await page.reload();
    await page.waitForSelector('.mancala-app[data-view="game"]');
    await H.idle(page);
    const st = await H.boardState(page);
    assert.equal(st.record, first.after, 'the game in the fragment came back');
    assert.equal(await page.evaluate(() => !!navigator.serviceWorker.controller), true);
    await H.setSpeed(page, 'instant');
    await clickFirstMove(page);
    // and a fresh start of another game, still offline
    await page.goto(site.base + 'index.html?game=nsolo&size=9&p0=human&p1=human');
    await page.waitForSelector('.mb-board[data-game="nsolo"][data-size="9"]');
    await H.idle(page);
    await clickFirstMove(page);
    // the rules' texts, fetched when their dialog first opens, come from the precache too
    await page.click('.mb-rules-btn');
    await page.waitForSelector('dialog.mb-rules[open]');
    const rules = JSON.parse(readFileSync(join(H.ROOT, 'web', 'locales', 'rules', 'en.json'), 'utf8')).games.nsolo.rules;
    assert.ok((await page.innerText('.mb-rules-body')).includes(rules[0]), 'the rules are shown offline');
  } finally {
    await page.context().setOffline(false);
  }

  assert.ok(urls.length > 10, `requests were recorded (${urls.length})`);
  const outside = urls.filter((u) => !u.startsWith(site.base) && !u.startsWith('data:'));
  assert.deepEqual(outside, [], 'every request stays under the game folder');
  const logged = site.log.filter((p) => !p.startsWith('/games/mancala/'));
  assert.deepEqual(logged, [], 'the server saw no request outside the game folder');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the manifest: relative start_url and scope, 192 and 512 px icons that exist', async () => {
  const { readFile } = await import('node:fs/promises');
  const m = JSON.parse(await readFile(join(H.ROOT, 'manifest.webmanifest'), 'utf8'));
  assert.equal(m.start_url, './');
  assert.equal(m.scope, './');
  assert.equal(m.display, 'standalone');
  assert.ok(m.theme_color && m.background_color);
  for (const size of [192, 512]) {
    const icon = m.icons.find((i) => i.sizes === `${size}x${size}` && (i.purpose || 'any').includes('any'));
    assert.ok(icon, `a ${size} px icon`);
    assert.ok(!icon.src.startsWith('/') && !/^[a-z]+:/i.test(icon.src), 'relative icon URL');
    const png = await readFile(join(H.ROOT, icon.src));
    assert.equal(png.readUInt32BE(16), size, 'PNG width');
    assert.equal(png.readUInt32BE(20), size, 'PNG height');
  }
});
