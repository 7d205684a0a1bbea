// A panic never strands the page. The wasm module is built with the `test-hooks` feature
// (scripts/build-wasm.sh --test-hooks: a debug build into its own folder, never web/pkg/),
// which exports testPanicOnNextPlay(): the next Game.play panics the way a bug would. The
// page is a copy of the site with that module. After a few moves played by clicking, the hook
// is armed and a hole clicked: the module's panic hook reports the cause on the console, the
// page shows a calm message (a status, not an alert) and stops taking moves, and its button
// reloads the game from its record, which then plays on. The same for two <mancala-game>
// elements on one host page, which share the module: both stop, and each brings its own game
// back in a fresh instance of the module, without reloading the host page. The release
// module (web/pkg/, what scripts/build-wasm.sh and dist/ ship) is checked to lack the hook.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as H from './helpers.mjs';
import { serveSite } from './fixtures/site-server.mjs';

const HOOK = 'testPanicOnNextPlay';
const en = JSON.parse(readFileSync(join(H.ROOT, 'web', 'locales', 'en.json'), 'utf8')).ui;

let env;
let site;
let dir;
before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mancala-crash-'));
  // the site as it is, with the test-hooks module in place of web/pkg
  for (const f of ['index.html', 'manifest.webmanifest', 'sw.js']) cpSync(join(H.ROOT, f), join(dir, f));
  cpSync(join(H.ROOT, 'web'), join(dir, 'web'), { recursive: true, filter: (src) => !src.endsWith(join('web', 'pkg')) });
  execFileSync('bash', [join(H.ROOT, 'scripts', 'build-wasm.sh'), '--test-hooks', join(dir, 'web', 'pkg')], { stdio: 'ignore' });
  execFileSync('node', [join(H.ROOT, 'scripts', 'precache.mjs'), dir], { stdio: 'ignore' });
  env = await H.startEnv();
  site = await serveSite(dir);
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

test('a panic in the wasm module: a calm message, the cause on the console, the game reloads from its record', async () => {
  const page = await H.newPage(env, { reducedMotion: 'reduce' });
  await page.goto(site.base + 'index.html?game=ayoayo&p0=human&p1=human');
  await page.waitForSelector('.mb-board[data-game="ayoayo"]');
  await H.idle(page);
  await playFirst(page);
  const record = await playFirst(page);

  // arm the hook in the page's own module instance, then click a hole as a player would
  await page.evaluate(async (hook) => (await import(new URL('web/pkg/mancala_wasm.js', location.href).href))[hook](), HOOK);
  const st = await H.boardState(page);
  const move = st.legal.find((m) => m !== 'pass');
  const c = st.centers[Number(move)];
  const box = await page.locator('canvas.mb-canvas').boundingBox();
  await page.mouse.click(box.x + c[0], box.y + c[1]);
  const panel = page.locator('.mb-crash');
  await panel.waitFor();
  assert.equal(await panel.getAttribute('role'), 'status', 'a calm status, not an alert');
  assert.equal(await panel.locator('p').first().textContent(), en['crash.text']);
  assert.equal(await page.evaluate(() => document.activeElement?.className), 'mb-btn mb-primary mb-crash-reload', 'the reload button has the focus');
  assert.equal(await page.$eval('.mb-message', (el) => el.hidden), true, 'no move error shown instead');
  // the cause, reported by the module's panic hook; nothing else went wrong
  assert.ok(page.errors.some((e) => e.startsWith('console: panicked at') && e.includes('a panic forced by testPanicOnNextPlay')), page.errors.join('\n'));
  assert.deepEqual(page.errors.filter((e) => !e.startsWith('console: panicked at')), [], 'no uncaught error');
  // the game stands still: the board takes no more clicks, the record is the one before the panic
  assert.equal(await page.$eval('.mb-game', (el) => el.inert), true);
  assert.equal(await page.evaluate(() => decodeURIComponent(location.hash.slice(1))), record);
  await page.screenshot({ path: H.shot('crash-message') });

  // reload: the game comes back from its record and plays on
  page.errors.length = 0;
  await Promise.all([page.waitForNavigation(), panel.locator('button').click()]);
  await page.waitForSelector('.mb-board[data-game="ayoayo"]');
  await H.idle(page);
  assert.equal((await H.boardState(page)).record, record, 'the game before the panic');
  assert.equal(await page.locator('.mb-crash').count(), 0);
  await playFirst(page);
  assert.deepEqual(page.errors, []);
  await page.close();
});

/** Clicks hole `i` of the board inside the element `el` (an element handle). */
async function clickHoleIn(page, el, i) {
  const c = (await H.boardState(el)).centers[i];
  const canvas = await el.$('canvas.mb-canvas');
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  await page.mouse.click(box.x + c[0], box.y + c[1]);
}

/** Waits until the element `id`'s board is idle. */
function elementIdle(page, id) {
  return page.waitForFunction((sel) => {
    const root = document.getElementById(sel).shadowRoot;
    const b = root && root.querySelector('.mb-board');
    const app = root && root.querySelector('.mancala-app');
    return b && b.dataset.animating === 'false' && app.dataset.busy !== 'true';
  }, id);
}

/** Plays the first legal hole of element `id` by clicking it; returns the record after it. */
async function playFirstIn(page, id) {
  const el = await page.$(`#${id}`);
  const st = await H.boardState(el);
  await clickHoleIn(page, el, Number(st.legal.find((m) => m !== 'pass').replace(/^x/, '')));
  await elementIdle(page, id);
  const next = await H.boardState(el);
  assert.notEqual(next.record, st.record, `the click played in #${id}`);
  return next.record;
}

test('<mancala-game>: a panic stops every element calmly; each brings its game back from its record', async () => {
  const page = await H.newPage(env, { reducedMotion: 'reduce' });
  await page.goto(`${site.origin}/host/elements-host.html`); // two elements, the game's strict CSP
  await elementIdle(page, 'one');
  await elementIdle(page, 'two');
  const recordOne = await playFirstIn(page, 'one');
  const recordTwo = await playFirstIn(page, 'two');
  const address = page.url();

  // arm the hook in the elements' shared module instance, then click a hole in the first
  await page.evaluate(async ([url, hook]) => (await import(url))[hook](), [`${site.base}web/pkg/mancala_wasm.js`, HOOK]);
  const one = await page.$('#one');
  const st = await H.boardState(one);
  await clickHoleIn(page, one, Number(st.legal.find((m) => m !== 'pass')));
  // the module is shared, so both elements stop, each with the calm message in its language
  const it = JSON.parse(readFileSync(join(H.ROOT, 'web', 'locales', 'it.json'), 'utf8')).ui;
  for (const [id, texts] of [['one', en], ['two', it]]) {
    const panel = page.locator(`#${id} .mb-crash`);
    await panel.waitFor();
    assert.equal(await panel.getAttribute('role'), 'status', 'a calm status, not an alert');
    assert.equal(await panel.locator('p').first().textContent(), texts['crash.text']);
    assert.equal(await page.$eval(`#${id}`, (el) => el.shadowRoot.querySelector('.mb-game').inert), true, `#${id} takes no more moves`);
    assert.equal(await page.$eval(`#${id}`, (el) => el.shadowRoot.querySelector('.mb-message').hidden), true, 'no move error shown instead');
  }
  assert.equal(await page.$eval('#one', (el) => el.shadowRoot.activeElement?.className), 'mb-btn mb-primary mb-crash-reload',
    'the reload button of the element played in has the focus');
  assert.ok(page.errors.some((e) => e.startsWith('console: panicked at') && e.includes('a panic forced by testPanicOnNextPlay')), page.errors.join('\n'));
  assert.deepEqual(page.errors.filter((e) => !e.startsWith('console: panicked at')), [], 'no uncaught error');
  await page.screenshot({ path: H.shot('crash-elements'), fullPage: true });

  // each button brings its element's game back in a fresh module; the host page stays as it is
  page.errors.length = 0;
  for (const [id, record] of [['one', recordOne], ['two', recordTwo]]) {
    await page.locator(`#${id} .mb-crash-reload`).click();
    await page.waitForFunction((sel) => document.getElementById(sel).shadowRoot.querySelector('.mb-board[data-record]'), id);
    await elementIdle(page, id);
    const el = await page.$(`#${id}`);
    assert.equal((await H.boardState(el)).record, record, `#${id}: the game before the panic`);
    assert.equal(await page.locator(`#${id} .mb-crash`).count(), 0);
    await playFirstIn(page, id);
  }
  assert.equal(page.url(), address, 'the host page was not reloaded');
  assert.equal(await page.evaluate(() => performance.getEntriesByType('resource')
    .filter((r) => /mancala_wasm\.js\?instance=1$/.test(r.name)).length), 1, 'one fresh instance of the module for both');
  assert.deepEqual(await page.evaluate(() => window.violations), [], 'no CSP violation');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the release module has no test hook; the test build has it', async () => {
  const exportsOf = async (pkg) => {
    const names = new Set();
    for (const f of readdirSync(pkg)) {
      if (f.endsWith('.wasm')) {
        for (const e of WebAssembly.Module.exports(await WebAssembly.compile(readFileSync(join(pkg, f))))) names.add(e.name);
      }
      if (f.endsWith('.js') && readFileSync(join(pkg, f), 'utf8').includes(HOOK)) names.add(`${f}:${HOOK}`);
    }
    return [...names];
  };
  const release = await exportsOf(join(H.ROOT, 'web', 'pkg'));
  const testBuild = await exportsOf(join(dir, 'web', 'pkg'));
  assert.ok(testBuild.some((n) => /test_panic|testPanic/i.test(n)), `the test build exports the hook: ${testBuild.join(' ')}`);
  assert.deepEqual(release.filter((n) => /test_panic|testPanic/i.test(n)), [], 'web/pkg (release) has no test hook');
  assert.ok(release.length > 10, 'the release module was read');
});
