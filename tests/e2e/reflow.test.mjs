// Large text and zoom (a tester's report): a visitor who set the browser's text to 32 px on a
// 360 px phone, or who zooms a 360 px page to 200 % (180 CSS px wide), gets the page in one
// column that never scrolls sideways: the players' menus, the settings and the start screen's
// cards shrink to the width there is (a long choice is then cut at the menu's edge, as a
// browser's menu does; its list opens whole), and the review's table shows its rows, not a
// strip of its head. In every language, on the start screen, in a game of each kind, in a
// lesson and in a review with its table open: nothing leaves the page sideways or overlaps
// (fixtures/layout-measure.mjs, the layout matrix's checks). Screenshots:
// artifacts/screenshots/reflow-<case>-<lang>-<view>.png.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import * as H from './helpers.mjs';
import { settled } from './fixtures/layout-measure.mjs';

let env;
before(async () => { env = await H.startEnv(); });
after(async () => { await env?.close(); });

const CASES = [
  { name: 'text32', viewport: { width: 360, height: 640 }, font: 32 },
  { name: 'zoom200', viewport: { width: 180, height: 320 }, font: 16 },
];
const VIEWS = [['start', ''], ['ayoayo', 'ayoayo_m5.11'], ['nsolo', 'nsolo_m'], ['adji-boto', 'adji-boto_m'], ['lesson', 'learn/ayoayo'], ['review', 'ayoayo_m5.11.3.6.4.10&review']];

for (const c of CASES) {
  for (const lang of ['en', 'it', 'nl', 'ru']) {
    test(`reflow: ${c.name} (${c.viewport.width}×${c.viewport.height}, text ${c.font} px), ${lang}: no sideways scroll, nothing overlaps`, async () => {
      const page = await H.newPage(env, { viewport: c.viewport, reducedMotion: 'reduce' });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Page.enable');
      await cdp.send('Page.setFontSizes', { fontSizes: { standard: c.font, fixed: c.font } });
      await H.open(page, env);
      await H.clearStorage(page);
      const problems = [];
      for (const [view, fragment] of VIEWS) {
        await page.goto(`${env.url}index.html?lang=${lang}${fragment ? `#${fragment}` : ''}`);
        await page.waitForSelector(`.mancala-app[data-view="${view === 'start' ? 'start' : 'game'}"]`);
        if (view === 'lesson') await page.waitForSelector('.mb-lesson[data-phase="try"]');
        if (view !== 'start') await H.idle(page);
        if (view === 'review') {
          // the table opened: its box shows the header and some rows, not a strip of it
          // opened by a link's change, it shows what it knew (nothing): Go on
          await page.waitForSelector('.mb-review[data-state]');
          if (await page.getAttribute('.mb-review', 'data-state') !== 'done') await page.click('.mb-review-start');
          await page.waitForSelector('.mb-review[data-state="done"]', { timeout: 60000 });
          await page.click('.mb-review-details > summary');
          const box = await page.$eval('.mb-review-details', (el) => {
            const rows = [...el.querySelectorAll('tbody tr')].map((r) => r.getBoundingClientRect().bottom);
            const b = el.getBoundingClientRect();
            return { shown: rows.filter((y) => y <= b.bottom + 1).length, rows: rows.length, height: Math.round(b.height) };
          });
          if (box.shown < Math.min(3, box.rows)) problems.push(`review: the table's box shows ${box.shown} of its ${box.rows} rows (${box.height} px high)`);
          await page.evaluate(() => scrollTo(0, 0));
        }
        assert.equal(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize), `${c.font}px`, 'the browser\'s text size applies');
        const wide = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, view: innerWidth }));
        if (wide.page > wide.view) problems.push(`${view}: the page is ${wide.page} px wide in ${wide.view}`);
        const m = await settled(page, { compact: false, openMenu: false });
        // the game's controls the measure looks for are not on the start screen, nor the
        // players' menus in a lesson (by design): there, only what is shown is checked
        const shownOnly = view === 'start' || view === 'lesson';
        for (const p of m.problems) if (!(shownOnly && p.endsWith('cannot be reached'))) problems.push(`${view}: ${p}`);
        await page.screenshot({ path: H.shot(`reflow-${c.name}-${lang}-${view}`) });
        if (view === 'review') {
          await page.$eval('.mb-review-details', (el) => el.scrollIntoView());
          await page.screenshot({ path: H.shot(`reflow-${c.name}-${lang}-review-table`) });
        }
      }
      assert.deepEqual(problems, []);
      assert.deepEqual(page.errors, []);
      await page.close();
    });
  }
}
