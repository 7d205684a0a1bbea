// Test isolation (tests/e2e/helpers.mjs): a page a test leaves open — here a computer-against-
// computer game that keeps saving — is closed after that test, and the next test's page has
// storage of its own. This is what once let a restored game leak into computer.test.mjs.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import * as H from './helpers.mjs';

let env;
let left; // the page the first test leaves open on purpose
before(async () => { env = await H.startEnv(); });
after(async () => { await env?.close(); });

test('a test that leaves a computer-against-computer game running', async () => {
  left = await H.newPage(env);
  await left.goto(`${env.url}index.html?game=ayoayo&p0=computer:beginner&p1=computer:beginner`);
  await left.waitForFunction(() => {
    const r = document.querySelector('.mb-board')?.dataset.record || '';
    return r.slice(r.indexOf('_m') + 2).split('.').filter(Boolean).length >= 2;
  }, null, { timeout: 30000 });
  assert.ok(await left.evaluate(() => localStorage.getItem('mancala.game')), 'it saves as it plays');
  // no close: the helpers must do it
});

test('the next test meets none of it', async () => {
  assert.equal(left.isClosed(), true, 'the page left open was closed after its test');
  const page = await H.newPage(env);
  await H.open(page, env);
  assert.equal(await page.evaluate(() => localStorage.getItem('mancala.game')), null, 'no saved game from the other test');
  assert.equal(await page.$eval('.mancala-app', (el) => el.dataset.view), 'start');
  await page.close();
});
