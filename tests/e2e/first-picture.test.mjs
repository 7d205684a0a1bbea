// The board's first picture is painted in steps, each in a task of its own (issue 16: no long
// task at start on a slow phone): the board's body, the seed images, then the scene a
// few drawing steps at a time (web/js/render.js `warm`). The picture must be the very one a
// single draw makes: for each game, at a phone's pixel ratio, the pixels of a renderer warmed
// step by step equal those of one drawn at once, marks and counts included. And the page's
// board says data-animating="true" until its picture is up, and the mount's steps come after it.
// A picture with holes too small for counts (the start screen's) draws none.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import * as H from './helpers.mjs';

let env;
before(async () => { env = await H.startEnv(); });
after(async () => { await env?.close(); });

/** The page on a phone's screen, where the tests import the renderer (render.js) to draw with. */
async function phonePage() {
  const page = await H.newPage(env, { viewport: { width: 390, height: 844 } });
  await page.goto(env.url + 'index.html');
  await page.waitForSelector('.mancala-app[data-view]');
  return page;
}

test('a first picture painted in steps equals one drawn at once (each game, pixel ratio 3)', async () => {
  const page = await phonePage();
  const results = await page.evaluate(async () => {
    const { createRenderer, readColours } = await import('./web/js/render.js');
    const { layout } = await import('./web/js/geometry.js');
    const out = [];
    for (const [id, size, holes, stores] of [
      ['adji-boto', 0, Array(10).fill(5), [3, 7]],
      ['ayoayo', 0, [4, 0, 12, 4, 1, 4, 4, 4, 31, 4, 4, 2], [0, 9]],
      ['nsolo', 8, Array.from({ length: 32 }, (_, i) => (i * 7) % 5), [0, 0]],
      ['nsolo', 36, Array.from({ length: 144 }, (_, i) => (i * 3) % 4), [0, 0]],
    ]) {
      const lay = layout(id, size, 370, 500);
      const colours = readColours(document.querySelector('.mancala-app'));
      const view = { turn: 0, holes, stores, playable: new Set([0, 2]), hover: -1, last: 3, rings: { lesson: [1], marked: -1, hint: 2 }, overlay: null };
      const pictures = [];
      let steps = 0;
      for (const stepped of [true, false]) {
        const canvas = document.createElement('canvas');
        const r = createRenderer(canvas);
        r.configure(lay, 3, colours);
        if (stepped) {
          while (r.warm(view)) {
            steps++;
            await new Promise((ok) => setTimeout(ok, 0));
          }
        }
        r.draw(view);
        pictures.push(canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data);
        r.destroy();
      }
      let differ = 0;
      let most = 0;
      for (let i = 0; i < pictures[0].length; i++) {
        const d = Math.abs(pictures[0][i] - pictures[1][i]);
        if (d) differ++;
        most = Math.max(most, d);
      }
      out.push({ id, size, steps, bytes: pictures[0].length, differ, most });
    }
    return out;
  });
  for (const r of results) {
    assert.ok(r.steps >= 4, `${r.id} ${r.size}: painted in ${r.steps} steps`);
    assert.equal(r.differ, 0, `${r.id} ${r.size}: ${r.differ} of ${r.bytes} bytes differ from a single draw, by up to ${r.most}`);
  }
  assert.deepEqual(page.errors, []);
  await page.close();
});

// The spare scene a move's first frame starts from is painted in idle steps (render.js
// `prepare`): once its steps are done, a frame that switches to it shows the very picture a
// fresh renderer draws at once; halfway through, a frame does not use it (and is right too).
test('a spare scene painted in steps gives the frame one drawn at once, and is not used halfway', async () => {
  const page = await phonePage();
  const results = await page.evaluate(async () => {
    const { createRenderer, readColours } = await import('./web/js/render.js');
    const { layout } = await import('./web/js/geometry.js');
    const colours = readColours(document.querySelector('.mancala-app'));
    const out = [];
    for (const [id, size, n, stores] of [['ayoayo', 0, 12, [3, 9]], ['nsolo', 36, 144, [0, 0]]]) {
      const lay = layout(id, size, 370, 500);
      const holes = Array.from({ length: n }, (_, i) => (i * 3) % 5);
      // the board with its marks; the same without them (what the page prepares); a move's
      // first frame: a hole lifted (emptied), no marks
      const marked = { turn: 0, holes, stores, playable: new Set([0, 2]), hover: -1, last: 3, rings: { lesson: [], marked: -1, hint: -1 }, overlay: null };
      const bare = { ...marked, playable: new Set(), last: -1 };
      const lifted = { ...bare, holes: holes.map((v, i) => (i === 1 ? 0 : v)) };
      const picture = (c) => c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
      const fresh = document.createElement('canvas');
      const f = createRenderer(fresh);
      f.configure(lay, 3, colours);
      f.draw(lifted);
      const want = picture(fresh);
      f.destroy();
      // bytes that differ, and by how much at most
      const diff = (a) => a.reduce(([k, most], v, i) => (v === want[i] ? [k, most] : [k + 1, Math.max(most, Math.abs(v - want[i]))]), [0, 0]);
      const result = { id, size };
      for (const halfway of [false, true]) {
        const canvas = document.createElement('canvas');
        const r = createRenderer(canvas);
        r.configure(lay, 3, colours);
        r.draw(marked);
        const more = r.prepare(bare);
        let steps = 1;
        if (halfway) more();
        else {
          while (more()) {
            steps++;
            await new Promise((ok) => setTimeout(ok, 0));
          }
          result.steps = steps;
          result.again = r.prepare(bare); // painted: nothing more to do
        }
        r.draw(lifted);
        result[halfway ? 'halfway' : 'done'] = diff(picture(canvas));
        r.destroy();
      }
      out.push(result);
    }
    return out;
  });
  for (const r of results) {
    if (r.size === 36) assert.ok(r.steps >= 2, `4×36: the spare scene painted in ${r.steps} steps`);
    assert.equal(r.again, null, `${r.id} ${r.size}: a second prepare of the same view has nothing to paint`);
    // (A hole repainted over a scene, with its neighbours, may differ from a whole paint by a
    // shade on a few edge pixels where a third hole's region overlaps: on 4×36 2 bytes of 7.7
    // million from the prepared scene, the same before it was prepared in steps, 11 when four
    // holes are repainted. A stale or half painted scene differs in thousands.)
    for (const [when, [bytes, most]] of [['from the prepared scene', r.done], ['with the scene half prepared', r.halfway]]) {
      assert.ok(bytes <= 100 && most <= 16, `${r.id} ${r.size}: ${when}, ${bytes} bytes differ from a frame drawn at once, by up to ${most}`);
    }
  }
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the board is drawn before the move list and the accessible grid are built, and the app is busy until they are', async () => {
  const page = await H.newPage(env, { viewport: { width: 390, height: 844 } });
  await page.addInitScript(() => {
    // what the page shows, in the order it appears
    window.__order = [];
    const seen = new Set();
    const note = () => {
      const board = document.querySelector('.mb-board');
      const app = document.querySelector('.mancala-app');
      const marks = [
        ['drawn', board && board.dataset.animating === 'false'],
        ['moves', document.querySelectorAll('.mb-moves li').length > 0],
        ['grid', document.querySelectorAll('.mb-grid .mb-cell[data-hole]').length > 0],
        ['idle', app && app.dataset.busy === 'false'],
      ];
      for (const [k, on] of marks) if (on && !seen.has(k)) { seen.add(k); window.__order.push(k); }
    };
    new MutationObserver(note).observe(document, { subtree: true, childList: true, attributes: true });
  });
  await page.goto(env.url + 'index.html#ayoayo_m2.8.3');
  await H.idle(page);
  const order = await page.evaluate(() => window.__order);
  assert.deepEqual(order, ['drawn', 'moves', 'grid', 'idle'], `in this order: ${order.join(', ')}`);
  assert.deepEqual(page.errors, []);
  await page.close();
});

// The start is cut into tasks (issue 16: the views built, the game's state, its view laid out,
// the picture's steps, the move list, the panels, the grid, the controller told): whichever
// way the page starts, the first board still appears and answers the first tap.
test('after a start in steps the first board appears and answers a tap: a link, a saved game, the start screen', async () => {
  const page = await H.newPage(env, { viewport: { width: 390, height: 844 } });
  const answers = async (expect) => {
    await H.idle(page);
    const before = await H.boardState(page);
    assert.equal(before.record, expect, 'the board shows the game it was started with');
    assert.ok(before.legal.length > 0 && !before.animating);
    const move = before.legal.find((m) => m !== 'pass');
    await H.clickHole(page, Number(move));
    await page.waitForFunction((r) => document.querySelector('.mb-board').dataset.record !== r, before.record);
    await H.idle(page);
    const after = await H.boardState(page);
    assert.equal(after.record, before.record.endsWith('_m') ? before.record + move : `${before.record}.${move}`);
    return after.record;
  };
  // a link, two people playing
  await page.goto(env.url + 'index.html?p0=human&p1=human#ayoayo_m2.8');
  const played = await answers('ayoayo_m2.8');
  // the saved game: the same tab loads the page again without the link
  await page.goto(env.url + 'index.html?p0=human&p1=human');
  await answers(played);
  // the start screen (the first visit): Play, then the board answers
  await H.clearStorage(page);
  await page.waitForSelector('.mb-start:not([hidden]) .mb-card[data-game="adji-boto"] button.mb-primary');
  await page.click('.mb-card[data-game="adji-boto"] button.mb-primary');
  await answers('adji-boto_m');
  assert.deepEqual(page.errors, []);
  await page.close();
});

// A tester's report: on an upright 810×1080 kiosk the start screen's Nsolo picture had its
// count badges (17 px at the least) over every hole, and no seed showed. A picture whose holes
// are smaller than any playable board's carries no counts; a board as small as the smallest
// playable one does.
test('a start screen picture with holes smaller than any playable board\'s draws no counts; the smallest playable board does', async () => {
  const page = await phonePage();
  const drawn = await page.evaluate(async () => {
    const { createRenderer, readColours } = await import('./web/js/render.js');
    const { layout, COMPACT_MIN_PITCH } = await import('./web/js/geometry.js');
    const texts = [];
    for (const proto of [globalThis.CanvasRenderingContext2D, globalThis.OffscreenCanvasRenderingContext2D].filter(Boolean).map((c) => c.prototype)) {
      const fill = proto.fillText;
      proto.fillText = function (text, ...rest) { texts.push(String(text)); return fill.call(this, text, ...rest); };
    }
    const out = [];
    // the picture's box at 810×1080 upright, then a board at the smallest playable pitch
    for (const [w, ht, opts] of [[174, 105, { minPitch: 1, maxPitch: 72 }], [400, 400, { minPitch: COMPACT_MIN_PITCH, maxPitch: COMPACT_MIN_PITCH }]]) {
      const lay = layout('nsolo', 8, w, ht, opts);
      const canvas = document.createElement('canvas');
      const r = createRenderer(canvas);
      r.configure(lay, 1, readColours(document.querySelector('.mancala-app')));
      texts.length = 0;
      r.draw({ turn: 0, holes: Array(32).fill(2), stores: [0, 0], playable: new Set(), hover: -1, last: -1, rings: { lesson: [], marked: -1, hint: -1 }, overlay: null });
      out.push({ pitch: lay.pitch, min: COMPACT_MIN_PITCH, counts: texts.filter((t) => t === '2').length });
      r.destroy();
    }
    return out;
  });
  const [picture, board] = drawn;
  assert.ok(picture.pitch >= 20 && picture.pitch < picture.min, `the picture's holes ${picture.pitch} px apart, smaller than a board's (${picture.min})`);
  assert.equal(picture.counts, 0, 'no count on the picture');
  assert.equal(board.pitch, board.min);
  assert.equal(board.counts, 32, 'a count on each of the smallest board\'s holes');
  assert.deepEqual(page.errors, []);
  await page.close();
});
