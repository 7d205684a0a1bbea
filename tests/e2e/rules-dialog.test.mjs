// The Rules dialog opens at its top (the tester found it scrolled to the bottom at 390×844:
// the focus went to the "Full rules page" link at its end, hiding the heading and the first
// paragraphs). At 390×844 and 1280×720, opened by a click and from the keyboard, for the
// game with the longest rules: the dialog is not scrolled, its heading is in view and has the
// focus, its close button is in view at its foot (sticky: a phone has no Escape key); Tab reaches the link, the lesson's button and then the close button (scrolled into view), which closes
// it; Shift+Tab from the heading stays in the dialog; Escape closes it and the focus returns.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as H from './helpers.mjs';

let env;
before(async () => { env = await H.startEnv(); });
after(async () => { await env?.close(); });

const look = (page) => page.evaluate(() => {
  const dlg = document.querySelector('dialog.mb-rules');
  const box = dlg.getBoundingClientRect();
  const h = dlg.querySelector('h2').getBoundingClientRect();
  const a = document.activeElement;
  return {
    open: dlg.open,
    scrollTop: dlg.scrollTop,
    scrollable: dlg.scrollHeight > dlg.clientHeight,
    headingInView: h.top >= box.top - 0.5 && h.bottom <= box.bottom + 0.5 && h.top >= 0 && h.bottom <= innerHeight,
    focusInDialog: !!(a && a.closest('dialog[open]')),
    focus: a ? `${a.tagName.toLowerCase()}.${[...a.classList].join('.')}` : '',
    focusIsHeading: a === dlg.querySelector('h2'),
  };
});

const inView = (page, sel) => page.$eval(sel, (el) => {
  const r = el.getBoundingClientRect();
  const d = el.closest('dialog').getBoundingClientRect();
  return r.top >= d.top - 0.5 && r.bottom <= d.bottom + 0.5 && r.bottom <= innerHeight;
});

for (const [w, h] of [[390, 844], [1280, 720]]) {
  test(`the Rules dialog opens at its top, with its heading focused, and its link and close button reachable (${w}×${h})`, async () => {
    const page = await H.newPage(env, { viewport: { width: w, height: h }, reducedMotion: 'reduce' });
    await H.open(page, env);
    await H.clearStorage(page);
    await H.startGame(page, 'ayoayo'); // the longest rules
    for (const how of ['click', 'keyboard']) {
      if (how === 'click') await page.click('.mb-rules-btn');
      else {
        await page.focus('.mb-rules-btn');
        await page.keyboard.press('Enter');
      }
      await page.waitForSelector('dialog.mb-rules[open]');
      const m = await look(page);
      if (w === 390) assert.ok(m.scrollable, 'at 390×844 the rules are longer than the dialog (the case reported)');
      assert.equal(m.scrollTop, 0, `${how}: not scrolled (${JSON.stringify(m)})`);
      assert.ok(m.headingInView, `${how}: the heading is in view`);
      assert.ok(m.focusIsHeading, `${how}: the heading has the focus (${m.focus})`);
      // the way back in view at once, at the dialog's foot (a phone has no Escape key)
      assert.ok(await inView(page, '.mb-rules-close'), `${how}: the close button in view at the top of the rules`);
      if (how === 'click') await page.screenshot({ path: H.shot(`rules-dialog-open-${w}x${h}`) });
      // Shift+Tab from the heading stays inside (to the last control)
      await page.keyboard.press('Shift+Tab');
      assert.ok((await look(page)).focusInDialog, 'Shift+Tab stays in the dialog');
      assert.ok(await page.evaluate(() => document.activeElement.classList.contains('mb-rules-close')), 'Shift+Tab from the top reaches the close button');
      // from the top again: Tab → the link, Tab → the close button, in view
      await page.focus('dialog.mb-rules h2');
      await page.keyboard.press('Tab');
      assert.ok(await page.evaluate(() => document.activeElement.classList.contains('mb-rules-link')), 'Tab: the full rules link');
      await page.keyboard.press('Tab');
      assert.ok(await page.evaluate(() => document.activeElement.classList.contains('mb-rules-learn')), 'Tab: the game\'s lesson');
      await page.keyboard.press('Tab');
      assert.ok(await page.evaluate(() => document.activeElement.classList.contains('mb-rules-close')), 'Tab: the close button');
      assert.ok(await inView(page, '.mb-rules-close'), 'the close button is in view once it has the focus');
      if (how === 'click') {
        await page.keyboard.press('Enter');
      } else {
        await page.keyboard.press('Escape');
      }
      await page.waitForSelector('dialog.mb-rules', { state: 'hidden' });
      assert.ok(await page.evaluate(() => document.activeElement.classList.contains('mb-rules-btn')), 'the focus is back on the Rules button');
    }
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}

test('the rules page at 1366×768: a readable measure, centred', async () => {
  const page = await H.newPage(env, { viewport: { width: 1366, height: 768 } });
  await page.goto(`${env.url}web/rules.html?lang=it#ayoayo`);
  await page.waitForSelector('#rules h1');
  const m = await page.evaluate(() => {
    const p = [...document.querySelectorAll('#rules p')].sort((a, b) => b.textContent.length - a.textContent.length)[0];
    const r = p.getBoundingClientRect();
    const main = document.querySelector('#rules').getBoundingClientRect();
    return { width: r.width, left: main.left, right: innerWidth - main.right, ch: parseFloat(getComputedStyle(p).fontSize) };
  });
  assert.ok(m.width <= 760, `a paragraph ${m.width} px wide (about 70 characters at most)`);
  assert.ok(Math.abs(m.left - m.right) <= 20, `centred: ${m.left} px left, ${m.right} px right`);
  await page.screenshot({ path: H.shot('rules-page-it-1366') });
  assert.deepEqual(page.errors, []);
  await page.close();
});

// A tester: a game opened from a link (saved only once a move is played there) was gone after
// the full rules page's "Back to the game", which opened the page afresh: the saved game
// came instead. From the game's page, the way back is the browser's, whatever parts of the
// rules page were read in between.
// A tester's report (a keyboard and a screen reader): choosing another game in the rules
// page's list replaced the link that had the focus, which fell to the page's body.
test('the rules page: another game chosen with the keyboard, its heading takes the focus; the list is named', async () => {
  const page = await H.newPage(env);
  await page.goto(`${env.url}web/rules.html?lang=en#ayoayo`);
  await page.waitForSelector('nav.mb-rules-nav a[aria-current="page"]');
  assert.equal(await page.getAttribute('nav.mb-rules-nav', 'aria-label'), 'The games');
  // the page opened: the focus where the browser puts it (nothing taken)
  assert.equal(await page.evaluate(() => document.activeElement.tagName), 'BODY');
  await page.locator('nav.mb-rules-nav a[href="#nsolo"]').focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'How to play Nsolo');
  assert.deepEqual(await page.evaluate(() => [document.activeElement.tagName, document.activeElement.textContent]), ['H1', 'How to play Nsolo']);
  await page.keyboard.press('Tab'); // on from the heading: the game's text, then its links
  assert.notEqual(await page.evaluate(() => document.activeElement.textContent), 'Adji-Boto', 'Tab goes on from the heading, not from the page\'s top');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('"Back to the game" from the full rules page returns to the game that was shown, a link\'s not yet saved', async () => {
  const page = await H.newPage(env);
  await H.open(page, env);
  await H.clearStorage(page);
  await H.startGame(page, 'adji-boto');
  await H.setSpeed(page, 'instant');
  await H.playByClick(page, (await H.boardState(page)).legal[0]); // the saved game: Adji-Boto
  await page.goto(`${env.url}index.html?lang=en#ayoayo.row-owner_m2.8`);
  await page.waitForFunction(() => document.querySelector('.mb-board')?.dataset.record === 'ayoayo.row-owner_m2.8');
  await page.click('.mb-rules-btn');
  await page.click('dialog.mb-rules .mb-rules-link');
  await page.waitForSelector('#rules h1');
  await page.click('.mb-rules-nav a[href="#nsolo"]');
  await page.waitForFunction(() => location.hash === '#nsolo');
  await page.click('#rules a.mb-btn');
  await page.waitForFunction(() => document.querySelector('.mb-board')?.dataset.record === 'ayoayo.row-owner_m2.8', null, { timeout: 20000 })
    .catch(async () => assert.fail(`the board shows ${await page.evaluate(() => `${location.href} ${document.querySelector('.mb-board')?.dataset.record}`)}`));
  assert.deepEqual(page.errors, []);
  await page.close();
});

// A tester opened a game's rules from the kiosk's first start screen: its close button said
// "Back to the game", and there was no game. From the start screen it says "Back"; from a
// game's toolbar "Back to the game"; in the page's language.
test('the Rules dialog\'s close button: "Back" from the start screen, "Back to the game" from a game', async () => {
  for (const [lang, fromStart, fromGame] of [['en', 'Back', 'Back to the game'], ['it', 'Indietro', 'Torna alla partita']]) {
    const page = await H.newPage(env, { viewport: { width: 1280, height: 720 } });
    await page.goto(`${env.url}index.html?kiosk=1&kioskIdle=3600&lang=${lang}`);
    await page.waitForSelector('.mancala-app[data-view="start"]');
    await page.click('.mb-card[data-game="nsolo"] .mb-card-rules');
    await page.waitForSelector('dialog.mb-rules[open]');
    assert.equal(await page.textContent('.mb-rules-close'), fromStart, `${lang}: from the start screen`);
    await page.click('.mb-rules-close');
    await page.waitForSelector('dialog.mb-rules', { state: 'hidden' });
    assert.equal(await page.$eval('.mancala-app', (el) => el.dataset.view), 'start', `${lang}: back on the start screen`);
    await page.click('.mb-card[data-game="ayoayo"] button.mb-primary');
    await page.waitForSelector('.mancala-app[data-view="game"]');
    await page.click('.mb-rules-btn');
    await page.waitForSelector('dialog.mb-rules[open]');
    assert.equal(await page.textContent('.mb-rules-close'), fromGame, `${lang}: from the game`);
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});

// A tester on a 320×568 phone, in Russian: the full rules page's only way back was at its end,
// about 3 200 px down. It is at the top too, and goes back to the game as the last one does.
test('the full rules page on a small phone: "Back to the game" at its top, in view, back to the game', async () => {
  const page = await H.newPage(env, { viewport: { width: 320, height: 568 } });
  await page.goto(`${env.url}index.html?lang=ru&p0=human&p1=human#ayoayo_m2.8`);
  await page.waitForFunction(() => document.querySelector('.mb-board')?.dataset.record === 'ayoayo_m2.8');
  await page.click('.mb-rules-btn');
  await page.click('dialog.mb-rules .mb-rules-link');
  await page.waitForSelector('#rules h1');
  const backs = await page.$$eval('#rules a.mb-btn', (els) => els.map((el) => ({ text: el.textContent, top: el.getBoundingClientRect().top, bottom: el.getBoundingClientRect().bottom })));
  assert.equal(backs.length, 2, 'at the top and at the end');
  assert.equal(backs[0].text, 'Вернуться к игре');
  assert.ok(backs[0].top >= 0 && backs[0].bottom <= 568, `the first in view: ${JSON.stringify(backs)}`);
  assert.ok(backs[1].top > 1000, `the other at the end: ${JSON.stringify(backs)}`);
  await page.screenshot({ path: H.shot('rules-page-320x568-ru') });
  await page.locator('#rules a.mb-btn').first().click();
  await page.waitForFunction(() => document.querySelector('.mb-board')?.dataset.record === 'ayoayo_m2.8', null, { timeout: 20000 });
  assert.deepEqual(page.errors, []);
  await page.close();
});

// A low-vision tester at 400 % zoom (a 1280×800 window is 320×200 CSS px): Tab to "Back to the
// game" scrolled it to the dialog's lower edge, its focus ring cut there. Each link and button
// the focus moves to now comes into the dialog with its ring (3 px wide, 2 px out) whole.
test('the Rules dialog at 400 % zoom: each control Tab reaches shows its whole focus ring', async () => {
  const page = await H.newPage(env, { viewport: { width: 320, height: 200 } });
  await page.goto(`${env.url}index.html?lang=en&game=ayoayo&p0=human&p1=human`);
  await page.waitForSelector('.mancala-app[data-view="game"][data-busy="false"]');
  await page.focus('.mb-rules-btn');
  await page.keyboard.press('Enter');
  await page.waitForSelector('dialog.mb-rules[open]');
  const seen = [];
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab');
    // the focus's scroll done (two frames), then the ring's box against the dialog's inside
    await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
    const at = await page.evaluate(() => {
      const a = document.activeElement;
      const dlg = a.closest('dialog');
      if (!dlg) return null;
      const r = a.getBoundingClientRect();
      const d = dlg.getBoundingClientRect();
      const ring = 5; // outline 3 px at 2 px offset
      const inside = { top: d.top + dlg.clientTop, bottom: d.top + dlg.clientTop + dlg.clientHeight };
      return { text: a.textContent.trim(), whole: r.top - ring >= inside.top - 0.5 && r.bottom + ring <= inside.bottom + 0.5, ring: [r.top - ring, r.bottom + ring].map(Math.round), inside: [inside.top, inside.bottom].map(Math.round) };
    });
    assert.ok(at, 'the focus stays in the dialog');
    assert.ok(at.whole, `Tab ${i + 1}: "${at.text}"'s ring within the dialog: ${JSON.stringify(at)}`);
    seen.push(at.text);
  }
  assert.ok(seen.includes('Back to the game'), `Tab reached the close button: ${seen}`);
  await page.screenshot({ path: H.shot('rules-dialog-400pc-close') });
  assert.deepEqual(page.errors, []);
  await page.close();
});

// A museum team's report: in a 320×240 frame (Dutch, Nsolo) the only way back from the rules
// was at the end of 1 500 px of text, and a touch screen has no Escape. In a window or frame
// lower than 480 px a way back stays at the dialog's top corner as the text scrolls; a click on it
// closes the dialog. Taller, the way back at the foot stays in view instead, and it is not shown.
// The text scrolls beside it, never under it (a learner's tester at 844×390 read "anche le t×").
test('the Rules dialog in a 320×240 frame: a way back at its top corner, in view wherever the text is scrolled, no text under it', async () => {
  for (const [w, h, shown] of [[320, 240, true], [844, 390, true], [390, 844, false]]) {
    const page = await H.newPage(env, { viewport: { width: w, height: h } });
    await page.goto(`${env.url}index.html?embed=1&lang=nl&game=nsolo&p0=human&p1=human`);
    await page.waitForSelector('.mancala-app[data-view="game"][data-busy="false"]');
    await page.$eval('.mb-rules-btn', (b) => b.click()); // in the "⋯" menu in the frame
    await page.waitForSelector('dialog.mb-rules[open]');
    assert.equal(await page.isVisible('.mb-rules-x'), shown, `${w}×${h}: the corner's way back shown or not`);
    if (shown) {
      assert.equal(await page.getAttribute('.mb-rules-x', 'aria-label'), 'Terug naar het spel', 'named as the way back at the foot');
      for (const part of [0.5, 1]) {
        await page.$eval('dialog.mb-rules', (d, f) => { d.scrollTop = f * (d.scrollHeight - d.clientHeight); }, part);
        const at = await page.evaluate(() => {
          const d = document.querySelector('dialog.mb-rules').getBoundingClientRect();
          const x = document.querySelector('.mb-rules-x').getBoundingClientRect();
          // each line of the dialog's text beside the button, not under it
          const under = [];
          const walk = document.createTreeWalker(document.querySelector('dialog.mb-rules'), NodeFilter.SHOW_TEXT);
          for (let n = walk.nextNode(); n; n = walk.nextNode()) {
            if (!n.textContent.trim() || n.parentElement.closest('.mb-rules-x')) continue;
            const range = document.createRange();
            range.selectNodeContents(n);
            for (const r of range.getClientRects()) {
              if (r.right > x.left + 0.5 && r.left < x.right - 0.5 && r.bottom > x.top + 0.5 && r.top < x.bottom - 0.5) under.push(n.textContent.trim().slice(0, 30));
            }
          }
          return { inView: x.top >= d.top - 0.5 && x.bottom <= d.bottom + 0.5 && x.right <= d.right + 0.5, top: x.top - d.top, scrolled: document.querySelector('dialog.mb-rules').scrollTop, under };
        });
        assert.ok(at.scrolled > 100 && at.inView && at.top < 12, `${w}×${h} scrolled to ${part}: the way back at the top, in view: ${JSON.stringify(at)}`);
        assert.deepEqual(at.under, [], `${w}×${h} scrolled to ${part}: no text under the way back`);
      }
      await page.screenshot({ path: H.shot(`rules-dialog-${w}x${h}-nl-scrolled`) });
      await page.click('.mb-rules-x');
      await page.waitForSelector('dialog.mb-rules', { state: 'hidden' });
    }
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});

test('the Rules dialog opened from the "⋯" menu gives the focus back to "⋯" when it closes', async () => {
  const page = await H.newPage(env, { viewport: { width: 320, height: 240 } });
  await page.goto(`${env.url}index.html?embed=1&lang=en&game=nsolo&p0=human&p1=human`);
  await page.waitForSelector('.mancala-app[data-view="game"][data-busy="false"]');
  await page.click('.mb-more-btn');
  await page.click('.mb-more-menu .mb-rules-btn');
  await page.waitForSelector('dialog.mb-rules[open]');
  await page.keyboard.press('Escape');
  await page.waitForSelector('dialog.mb-rules', { state: 'hidden' });
  const focus = await page.evaluate(() => {
    const a = document.activeElement;
    return { more: a === document.querySelector('.mb-more-btn'), at: a ? `${a.tagName}.${a.className}` : '' };
  });
  assert.ok(focus.more, `the focus is on the menu's button: ${JSON.stringify(focus)}`);
  assert.equal(await page.getAttribute('.mb-more-btn', 'aria-expanded'), 'false', 'the menu is closed');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the rules texts come with the first Rules dialog, not with the first board; without a connection the dialog says so, and the next opening shows them', async () => {
  // no service worker: its precache would fetch the texts itself, past the page's routes
  const context = await H.newContext(env, { serviceWorkers: 'block' });
  const page = await H.newPage(env, { context, reducedMotion: 'reduce' });
  const fetched = [];
  page.on('request', (r) => { if (/\/locales\/rules\//.test(r.url())) fetched.push(r.url()); });
  let offline = false;
  await page.route('**/locales/rules/*.json', (route) => (offline ? route.abort('internetdisconnected') : route.continue()));
  await H.open(page, env);
  await H.clearStorage(page);
  await H.startGame(page, 'nsolo');
  await H.idle(page);
  assert.deepEqual(fetched, [], 'the first board and what follows it fetch no rules texts');
  const en = JSON.parse(readFileSync(join(H.ROOT, 'web', 'locales', 'en.json'), 'utf8')).ui;
  const texts = JSON.parse(readFileSync(join(H.ROOT, 'web', 'locales', 'rules', 'en.json'), 'utf8')).games;
  offline = true;
  await page.click('.mb-rules-btn');
  await page.waitForSelector('dialog.mb-rules[open]');
  assert.equal((await page.innerText('.mb-rules-body')).trim(), en['rules.failed']);
  assert.ok(await page.evaluate(() => document.activeElement === document.querySelector('dialog.mb-rules h2')), 'the heading has the focus');
  await page.click('.mb-rules-close');
  await page.waitForSelector('dialog.mb-rules', { state: 'hidden' });
  offline = false;
  await page.click('.mb-rules-btn');
  await page.waitForSelector('dialog.mb-rules[open]');
  const body = await page.innerText('.mb-rules-body');
  assert.ok(body.includes(texts.nsolo.rules[0]), `Nsolo's rules are shown: ${body.slice(0, 80)}`);
  assert.equal(fetched.length, 2, 'fetched once more after the failure');
  await page.click('.mb-rules-close');
  await page.waitForSelector('dialog.mb-rules', { state: 'hidden' });
  await page.click('.mb-rules-btn'); // a third opening: from what was fetched
  await page.waitForSelector('dialog.mb-rules[open]');
  assert.ok((await page.innerText('.mb-rules-body')).includes(texts.nsolo.rules[0]));
  assert.equal(fetched.length, 2, 'not fetched again');
  assert.deepEqual(page.errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(e)), []);
  await context.close();
});

test('the rules page without its texts (no connection, not yet offline): its heading, the games and a sentence saying the rules could not be loaded', async () => {
  const context = await H.newContext(env, { serviceWorkers: 'block', viewport: { width: 390, height: 844 } });
  const page = await H.newPage(env, { context });
  await page.route('**/locales/rules/*.json', (route) => route.abort('internetdisconnected'));
  await page.goto(`${env.url}web/rules.html?lang=it#nsolo`);
  await page.waitForSelector('#rules > h1');
  const it = JSON.parse(readFileSync(join(H.ROOT, 'web', 'locales', 'it.json'), 'utf8')).ui;
  assert.equal(await page.textContent('#rules > h1'), it['rules.heading'].replace('{game}', 'Nsolo'));
  assert.equal((await page.textContent('#rules .mb-placeholder')).trim(), it['rules.failed']);
  assert.equal(await page.locator('.mb-rules-nav a').count(), 3, 'the games listed');
  assert.deepEqual(page.errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(e)), []);
  await context.close();
});

/**
 * An Ayoayo game on a page whose rules texts are held on their way until `release()`; `hold()`
 * holds the next ones. No service worker (it would answer them from its cache).
 */
async function gameWithRulesHeld() {
  const context = await H.newContext(env, { serviceWorkers: 'block' });
  const page = await H.newPage(env, { context, reducedMotion: 'reduce' });
  const gate = {};
  gate.hold = () => { gate.held = new Promise((ok) => { gate.release = ok; }); };
  gate.hold();
  await page.route('**/locales/rules/*.json', async (route) => { await gate.held; await route.continue(); });
  await H.open(page, env);
  await H.clearStorage(page);
  await H.startGame(page, 'ayoayo');
  return { context, page, gate };
}

test('Rules pressed while its texts are on their way, then another language or view: the dialog neither fails on the app the language replaced nor opens over the start screen', async () => {
  const { context, page, gate } = await gameWithRulesHeld();
  // another language while the texts are held: the app is mounted again, nothing fails
  await page.click('.mb-rules-btn');
  await page.selectOption('.mb-lang', 'it');
  await page.waitForFunction(() => document.documentElement.lang === 'it' && document.querySelector('.mancala-app[data-view="game"][data-busy="false"]'));
  const answered = page.waitForResponse('**/locales/rules/en.json');
  gate.release();
  await answered;
  await H.settled(page);
  assert.equal(await page.isVisible('dialog.mb-rules'), false, 'the dialog of the app replaced does not open');
  // New game while the (Italian) texts are held: the start screen shows, and no dialog over it
  gate.hold();
  await page.click('.mb-rules-btn');
  await page.click('.mb-new');
  await page.waitForSelector('.mancala-app[data-view="start"]');
  const answeredIt = page.waitForResponse('**/locales/rules/it.json');
  gate.release();
  await answeredIt;
  await H.settled(page);
  assert.equal(await page.isVisible('dialog.mb-rules'), false, 'no dialog over the start screen');
  // from the start screen's card the dialog opens, in Italian, with its "Back"
  const ui = JSON.parse(readFileSync(join(H.ROOT, 'web', 'locales', 'it.json'), 'utf8')).ui;
  const it = JSON.parse(readFileSync(join(H.ROOT, 'web', 'locales', 'rules', 'it.json'), 'utf8')).games;
  await page.click('.mb-card[data-game="nsolo"] .mb-card-rules');
  await page.waitForSelector('dialog.mb-rules[open]');
  assert.equal((await page.textContent('.mb-rules-close')).trim(), ui['rules.closeStart']);
  assert.ok((await page.innerText('.mb-rules-body')).includes(it.nsolo.rules[0]), 'the rules in Italian');
  assert.deepEqual(page.errors, []);
  await context.close();
});

// On a slow connection the Rules button did nothing for the seconds the texts took (a
// tester's, at 3 s): it shows a spinner in place of its label meanwhile, its size kept.
test('Rules pressed while its texts are on their way: the button is busy, a spinner in place of its label, until the dialog opens', async () => {
  const { context, page, gate } = await gameWithRulesHeld();
  const look = (sel) => page.$eval(sel, (b) => {
    const after = getComputedStyle(b, '::after');
    const r = b.getBoundingClientRect();
    return { busy: b.getAttribute('aria-busy'), spinner: after.content !== 'none' && after.display !== 'none' && parseFloat(after.width) > 8,
      label: getComputedStyle(b).color, size: [Math.round(r.width), Math.round(r.height)] };
  });
  const before = await look('.mb-rules-btn');
  assert.equal(before.busy, null);
  assert.equal(before.spinner, false, 'no spinner at rest');
  await page.click('.mb-rules-btn');
  await page.waitForSelector('.mb-rules-btn[aria-busy="true"]');
  const busy = await look('.mb-rules-btn');
  assert.equal(busy.spinner, true, `a spinner while the texts are on their way: ${JSON.stringify(busy)}`);
  assert.match(busy.label, /rgba\(.*, 0\)|transparent/, 'its label hidden under it');
  assert.deepEqual(busy.size, before.size, 'the button keeps its size');
  assert.equal(await page.isVisible('dialog.mb-rules'), false);
  await page.screenshot({ path: H.shot('rules-button-busy') });
  gate.release();
  await page.waitForSelector('dialog.mb-rules[open]');
  const after = await look('.mb-rules-btn');
  assert.equal(after.busy, null, 'not busy once the dialog is open');
  assert.equal(after.spinner, false);
  assert.deepEqual(page.errors, []);
  await context.close();
});
