// The seeds' sounds (web/js/sound.js, issue 14): off by default (no AudioContext, the module not
// loaded); switched on, each seed that lands during a move's animation starts a sound, and none
// starts outside an animation; the choice survives a reload, where no AudioContext is made
// before the visitor's first touch or key; never while off, under prefers-reduced-motion, at
// the speed Instant, or while the page is hidden; storage that fails does not stop it; in a
// kiosk the operator's `sound=on`, the large control and the silent demonstration.
// The page's Web Audio is instrumented (page.addInitScript): every AudioContext made, every
// source node started (with the board's data-animating at that moment), every suspend and close.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import * as H from './helpers.mjs';

let env;
before(async () => { env = await H.startEnv(); });
after(async () => { await env?.close(); });

/** Counts the page's Web Audio use in `globalThis.__sound` (before any of the page's scripts). */
function instrument(page) {
  page.soundFetches = 0;
  page.soundWaiters = [];
  page.on('requestfinished', (r) => {
    if (!/\/sound\.js(\?|$)/.test(r.url())) return;
    page.soundFetches += 1;
    for (const w of page.soundWaiters.splice(0)) w();
  });
  return page.addInitScript(() => {
    const log = { contexts: 0, starts: [], suspends: 0, closes: 0, ctx: null };
    globalThis.__sound = log;
    const Base = globalThis.AudioContext;
    if (typeof Base !== 'function') return;
    globalThis.AudioContext = class extends Base {
      constructor(...args) {
        super(...args);
        log.contexts += 1;
        log.ctx = this;
      }
      suspend() { log.suspends += 1; return super.suspend(); }
      close() { log.closes += 1; return super.close(); }
    };
    const start = AudioScheduledSourceNode.prototype.start;
    AudioScheduledSourceNode.prototype.start = function (...args) {
      log.starts.push(document.querySelector('.mb-board')?.dataset.animating ?? 'none');
      return start.apply(this, args);
    };
  });
}

const audio = (page) => page.evaluate(() => {
  const l = globalThis.__sound;
  return { contexts: l.contexts, starts: l.starts.slice(), suspends: l.suspends, closes: l.closes, state: l.ctx ? l.ctx.state : 'none' };
});
/** Whether web/js/sound.js was fetched (seen from the test's side: the page's clock may be faked). */
const soundLoaded = async (page) => page.soundFetches > 0;
/** Waits until web/js/sound.js has been fetched `n` times in all (once per page load). */
const loaded = async (page, n = 1) => {
  while (page.soundFetches < n) await new Promise((w) => page.soundWaiters.push(w));
};
const running = (page) => page.waitForFunction(() => globalThis.__sound.ctx?.state === 'running');

/** Plays the first legal move by clicking and waits until the board is idle; returns the starts it made. */
async function move(page) {
  const before = (await audio(page)).starts.length;
  const st = await H.boardState(page);
  const mv = st.legal.find((m) => m !== 'pass') || st.legal[0];
  await H.playByClick(page, mv);
  assert.notEqual((await H.boardState(page)).record, st.record, `${mv} was played`);
  return (await audio(page)).starts.slice(before);
}


/** Opens the page with the sound saved as on (as a visitor's earlier choice) and starts Ayoayo. */
async function startWithSoundSaved(page) {
  await H.open(page, env);
  await H.clearStorage(page);
  await page.evaluate(() => localStorage.setItem('mancala.sound', 'on'));
  await page.reload();
  await page.waitForSelector('.mancala-app[data-view="start"]');
  await H.startGame(page, 'ayoayo');
}
test('sound: off by default; on, seeds sound during the animation only; the choice survives a reload; off again is silent', async () => {
  const page = await H.newPage(env, { viewport: { width: 1366, height: 768 } });
  await instrument(page);
  await H.open(page, env);
  await H.clearStorage(page);
  await H.startGame(page, 'ayoayo');
  assert.equal(await page.isChecked('.mb-sound'), false, 'off by default');
  assert.equal(await page.getAttribute('.mancala-app', 'data-sound'), 'off');
  assert.deepEqual(await move(page), [], 'no sound while off');
  assert.equal((await audio(page)).contexts, 0, 'no AudioContext while off');
  assert.equal(await soundLoaded(page), false, 'web/js/sound.js is not loaded while off');

  // on: the module loads, the context is made in the click's wake, and seeds sound as they land
  await page.click('.mb-sound');
  await running(page);
  assert.equal(await soundLoaded(page), true);
  const starts = await move(page);
  assert.ok(starts.length >= 2, `an Ayoayo sowing of several seeds sounds: ${starts.length} sources started`);
  assert.ok(starts.every((s) => s === 'true'), `every sound starts while the move is animated: ${starts.join(' ')}`);
  assert.equal((await audio(page)).contexts, 1, 'one context');
  assert.deepEqual(await move(page).then((s) => s.length > 0), true, 'the next move sounds too');
  const quiet = (await audio(page)).starts.length;
  await H.idle(page);
  assert.equal((await audio(page)).starts.length, quiet, 'nothing starts once the board is still');
  await page.screenshot({ path: H.shot('sound-on-1366x768') });

  // a reload: still on, but no AudioContext before the visitor's first gesture
  await page.reload();
  await page.waitForSelector('.mancala-app[data-view="game"][data-busy="false"]');
  await H.idle(page);
  assert.equal(await page.isChecked('.mb-sound'), true, 'the choice survives a reload');
  await loaded(page, 2); // a saved choice loads the sound's module (again) when the page is idle
  assert.equal((await audio(page)).contexts, 0, 'no AudioContext before a gesture');
  await move(page); // the click is the gesture
  await running(page);
  assert.equal((await audio(page)).contexts, 1, 'made at the gesture');
  assert.ok((await move(page)).length > 0, 'seeds sound after the reload');

  // off again: the context is suspended and nothing sounds
  await page.click('.mb-sound');
  assert.equal(await page.getAttribute('.mancala-app', 'data-sound'), 'off');
  assert.ok((await audio(page)).suspends >= 1, 'the context is suspended');
  assert.deepEqual(await move(page), [], 'no sound once switched off');
  assert.equal(await page.evaluate(() => localStorage.getItem('mancala.sound')), 'off');
  // undo plays backwards: no sound even when on
  await page.click('.mb-sound');
  await running(page);
  const n = (await audio(page)).starts.length;
  await page.click('.mb-undo');
  await H.idle(page);
  assert.equal((await audio(page)).starts.length, n, 'undo is silent');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('sound on but quiet: prefers-reduced-motion, the speed Instant, a hidden page', async () => {
  // reduced motion: the board does not animate, so no seed sounds
  let page = await H.newPage(env, { reducedMotion: 'reduce' });
  await instrument(page);
  await startWithSoundSaved(page);
  assert.equal(await page.isChecked('.mb-sound'), true);
  for (let k = 0; k < 3; k++) assert.deepEqual(await move(page), [], 'no sound under reduced motion');
  await page.close();

  // Instant, and a hidden page (visibilityState faked: the page's rendering goes on headless)
  page = await H.newPage(env);
  await instrument(page);
  await page.addInitScript(() => {
    globalThis.__hidden = false;
    Object.defineProperty(Document.prototype, 'visibilityState', { configurable: true, get: () => (globalThis.__hidden ? 'hidden' : 'visible') });
    Object.defineProperty(Document.prototype, 'hidden', { configurable: true, get: () => globalThis.__hidden });
  });
  await startWithSoundSaved(page);
  await H.setSpeed(page, 'instant');
  await running(page); // the game card's click was the gesture
  for (let k = 0; k < 2; k++) assert.deepEqual(await move(page), [], 'no sound at the speed Instant');
  await H.setSpeed(page, 'normal');
  assert.ok((await move(page)).length > 0, 'animated again: seeds sound');
  const suspends = (await audio(page)).suspends;
  await page.evaluate(() => { globalThis.__hidden = true; document.dispatchEvent(new Event('visibilitychange')); });
  await page.waitForFunction(() => globalThis.__sound.ctx.state === 'suspended');
  assert.equal((await audio(page)).suspends, suspends + 1, 'hidden: the context is suspended');
  assert.deepEqual(await move(page), [], 'no sound while the page is hidden');
  await page.evaluate(() => { globalThis.__hidden = false; document.dispatchEvent(new Event('visibilitychange')); });
  await running(page);
  assert.ok((await move(page)).length > 0, 'shown again: seeds sound');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('sound with local storage that throws: the control works, nothing breaks', async () => {
  const page = await H.newPage(env);
  await instrument(page);
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() { throw new DOMException('The operation is insecure.', 'SecurityError'); },
    });
  });
  await page.goto(env.url + 'index.html?game=ayoayo&p0=human&p1=human');
  await page.waitForSelector('.mancala-app[data-view="game"][data-busy="false"]');
  await H.idle(page);
  assert.equal(await page.isChecked('.mb-sound'), false);
  await page.click('.mb-sound');
  await running(page);
  assert.ok((await move(page)).length > 0, 'seeds sound');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('kiosk: sound=on is the operator\'s choice, a large control, a silent demonstration', async () => {
  const page = await H.newPage(env, { viewport: { width: 1366, height: 768 } });
  await instrument(page);
  await page.clock.install();
  await page.goto(`${env.url}index.html?kiosk=1&kioskIdle=600&lang=en&game=ayoayo&p0=human&p1=human&sound=on`);
  await page.waitForSelector('.mancala-app[data-view="game"][data-busy="false"]');
  await H.idle(page);
  assert.equal(await page.isChecked('.mb-sound'), true, 'sound=on');
  await page.clock.runFor(2500); // the idle callback that loads the sound's module (a saved or kiosk choice)
  await loaded(page);
  assert.equal((await audio(page)).contexts, 0, 'no AudioContext before the first touch');
  const box = await page.locator('.mb-sound').boundingBox();
  assert.ok(box.width >= 48 && box.height >= 48, `the control is a large target: ${box.width}×${box.height}`);
  await move(page); // the first touch
  await running(page);
  assert.ok((await move(page)).length > 0, 'seeds sound');
  // a visitor switches it off with the large control
  await page.click('.mb-sound');
  assert.deepEqual(await move(page), [], 'off: silent');
  await page.screenshot({ path: H.shot('kiosk-sound-1366x768') });
  // idle: the demonstration gives the sound back to the operator's choice, and is silent itself
  await page.clock.fastForward(600 * 1000);
  await page.waitForSelector('.mancala-app[data-kiosk="demo"]');
  assert.equal(await page.getAttribute('.mancala-app', 'data-sound'), 'on', 'the operator\'s choice again');
  const n = (await audio(page)).starts.length;
  const first = (await H.boardState(page)).record;
  await page.waitForFunction((r) => {
    const b = document.querySelector('.mb-board');
    return b.dataset.record !== r && b.dataset.record.split('.').length > 2 && b.dataset.animating === 'false';
  }, first, { timeout: 60000 });
  assert.equal((await audio(page)).starts.length, n, 'the demonstration\'s moves are silent');
  assert.deepEqual(page.errors, []);
  await page.close();
});

// A museum team found no way to hear the seeds in a frame: the compact layout had no Sound
// control. It is a toolbar control there too: in the "⋯" menu of a 320×240 frame's layout.
test('the compact layout: Sound in the "⋯" menu, and the seeds sound once it is on', async () => {
  const page = await H.newPage(env, { viewport: { width: 320, height: 240 } });
  await instrument(page);
  await page.goto(`${env.url}index.html?embed=1&game=ayoayo&p0=human&p1=human&lang=en`);
  await page.waitForSelector('.mancala-app.mb-embed[data-view="game"][data-busy="false"]');
  await H.idle(page);
  await page.click('.mb-more-btn');
  const box = page.locator('.mb-more-menu .mb-sound');
  assert.equal(await box.isVisible(), true, 'Sound is in the menu');
  assert.equal((await page.locator('.mb-more-menu .mb-sound-setting').innerText()).trim(), 'Sound');
  await box.check();
  await running(page);
  await page.keyboard.press('Escape');
  assert.ok((await move(page)).length >= 2, 'a sowing sounds');
  await page.screenshot({ path: H.shot('sound-compact-320x240') });
  assert.deepEqual(page.errors, []);
  await page.close();
});
