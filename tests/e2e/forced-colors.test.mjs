// Forced colours (a system's high contrast, e.g. Windows' contrast themes): the browser paints
// every border in the text's colour and drops background images and shadows, so what colour
// alone marked was lost (a tester's report): both players' panels framed alike, the menus
// without their arrow, the lesson's finished and current steps like the others, the review
// key's samples gone or alike. Read from a screenshot's pixels, in a dark and a light contrast
// theme (the page's own colours are the system's then).

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as H from './helpers.mjs';

let env;
before(async () => { env = await H.startEnv(); });
after(async () => { await env?.close(); });

const firstMove = JSON.parse(readFileSync(join(H.ROOT, 'web', 'lessons', 'steps.json'), 'utf8')).ayoayo.steps[0].moves[0];

/** The screenshot's pixel at (x, y) as [r, g, b]. */
const px = (page, x, y) => page.evaluate(([a, b]) => [...window.__shot.getImageData(Math.round(a), Math.round(b), 1, 1).data.slice(0, 3)], [x, y]);
const same = (a, b) => a.every((v, i) => Math.abs(v - b[i]) < 8);
/** How many pixels of a box differ from its first pixel: something drawn there. */
const inked = (page, r) => page.evaluate((box) => {
  const d = window.__shot.getImageData(Math.round(box.x), Math.round(box.y), Math.round(box.w), Math.round(box.h)).data;
  let n = 0;
  for (let i = 0; i < d.length; i += 4) if (Math.abs(d[i] - d[0]) + Math.abs(d[i + 1] - d[1]) + Math.abs(d[i + 2] - d[2]) > 60) n++;
  return n;
}, r);
const box = (page, sel) => page.$eval(sel, (el) => { const r = el.getBoundingClientRect(); return { x: r.x, y: r.y, w: r.width, h: r.height }; });

for (const scheme of ['dark', 'light']) {
  test(`forced colours (${scheme}): the player to move is framed and the other not, every menu has its arrow, the lesson's finished and current steps stand out`, async () => {
    const page = await H.newPage(env, { viewport: { width: 1280, height: 800 }, colorScheme: scheme, reducedMotion: 'reduce' });
    await page.emulateMedia({ forcedColors: 'active' });
    await page.goto(`${env.url}index.html?game=ayoayo&p0=human&p1=human&lang=en`);
    await page.waitForSelector('.mancala-app[data-view="game"][data-busy="false"]');
    await H.idle(page);
    await H.screenshotInPage(page);
    const bg = await px(page, 4, 4);
    // the panels' left edges, halfway down: the one to move in a colour of its own, the other none
    for (const [sel, framed] of [['.mb-player.is-to-move', true], ['.mb-player:not(.is-to-move)', false]]) {
      const r = await box(page, sel);
      const edge = await px(page, r.x + 1, r.y + r.h / 2);
      assert.equal(!same(edge, bg), framed, `${sel}'s edge ${edge} against the page's ${bg}`);
    }
    // each menu's arrow: drawn pixels in the right part of the closed menu, beyond its text
    for (const sel of ['.mb-player-select', '.mb-setting select']) {
      for (const r of await page.$$eval(sel, (els) => els.filter((el) => el.offsetParent).map((el) => { const b = el.getBoundingClientRect(); return { x: b.right - 22, y: b.y + 4, w: 18, h: b.height - 8 }; }))) {
        assert.ok(await inked(page, r) >= 6, `${sel}: an arrow at ${JSON.stringify(r)}`);
      }
    }
    await page.screenshot({ path: H.shot(`forced-colors-${scheme}-game`) });

    // a lesson with its first step played: the finished step filled, the current one ringed
    await page.goto(`${env.url}index.html?lang=en#learn/ayoayo`);
    await page.waitForSelector('.mb-lesson[data-phase="try"]');
    await H.idle(page);
    await H.playByClick(page, firstMove);
    await page.waitForSelector('.mb-lesson[data-phase="done"]');
    await page.click('.mb-lesson-next');
    await page.waitForSelector('.mb-lesson[data-phase="try"] .mb-lesson-steps li.is-current:nth-child(2)');
    await H.idle(page);
    await H.screenshotInPage(page);
    const dots = await page.$$eval('.mb-lesson-steps li', (els) => els.map((el) => { const r = el.getBoundingClientRect(); return { x: r.x, y: r.y, w: r.width, h: r.height }; }));
    const page0 = await px(page, dots[0].x - 6, dots[0].y + dots[0].h / 2);
    // inside the finished step, beside its number: filled; inside a step to come: the page
    assert.ok(!same(await px(page, dots[0].x + 3, dots[0].y + dots[0].h / 2), page0), 'the finished step is filled');
    assert.ok(same(await px(page, dots[3].x + 3, dots[3].y + dots[3].h / 2), page0), 'a step to come is not');
    // just outside the current step's circle (its ring) and outside a step to come (none)
    assert.ok(!same(await px(page, dots[1].x + dots[1].w / 2, dots[1].y - 2), page0), 'the current step is ringed');
    assert.ok(same(await px(page, dots[3].x + dots[3].w / 2, dots[3].y - 2), page0), 'a step to come is not ringed');
    await page.screenshot({ path: H.shot(`forced-colors-${scheme}-lesson`) });
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}
