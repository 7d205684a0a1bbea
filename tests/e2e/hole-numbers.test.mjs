// The "hole numbers" setting: off by default; when on, every hole of every game shows its
// number (the global index the move list, the hint and the rules use) beside the hole, at the
// centre the page publishes in data-hole-centers, and the setting survives a reload. The
// accessibility tree names every hole with that number. A move in the move list, when it has
// the focus or the pointer, marks its hole on the board.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import * as H from './helpers.mjs';

// The live region's words for the move: what it says less the status line's words that follow
// them when the board was still at once (web/js/a11y.js follow). A function, not a string: a
// string that a wait polls in the page is evaluated there, which the page's CSP refuses (a
// console error, seen on a busy machine where the first look did not already hold).
// `SAID(true)`: whether "What just happened?" says those words.
const SAID = (same = false) => {
  const a = document.querySelector('.mb-announce').textContent;
  const s = document.querySelector('.mb-status').textContent;
  const said = s && a.endsWith(' ' + s) ? a.slice(0, -(s.length + 1)) : a;
  return same ? document.querySelector('.mb-happened').textContent === said : said;
};

let env;
before(async () => { env = await H.startEnv(); });
after(async () => { await env?.close(); });

/** Every hole-number label: its text, its hole, and its box relative to the canvas. */
function labels(page) {
  return page.evaluate(() => {
    const canvas = document.querySelector('canvas.mb-canvas').getBoundingClientRect();
    return [...document.querySelectorAll('.mb-cell[data-hole]')].map((cell) => {
      const el = cell.querySelector('.mb-hole-number');
      const r = el.getBoundingClientRect();
      const visible = el.checkVisibility() && r.width > 0;
      return {
        hole: Number(cell.dataset.hole), text: el.textContent, visible,
        x: r.left + r.width / 2 - canvas.left, y: r.top + r.height / 2 - canvas.top, w: r.width, h: r.height,
        hidden: el.getAttribute('aria-hidden'),
      };
    });
  });
}

for (const [game, size, vp] of [['adji-boto', 0, { width: 1280, height: 720 }], ['ayoayo', 0, { width: 1280, height: 720 }], ['nsolo', 12, { width: 1280, height: 720 }],
  ['ayoayo', 0, { width: 360, height: 740 }], ['adji-boto', 0, { width: 360, height: 740 }], ['nsolo', 12, { width: 360, height: 740 }], ['nsolo', 20, { width: 390, height: 844 }]]) {
  test(`${game} at ${vp.width}×${vp.height}: hole numbers drawn at data-hole-centers, off the counts, named in the accessibility tree`, async () => {
    const page = await H.newPage(env, { viewport: vp });
    await H.open(page, env);
    await H.clearStorage(page);
    await H.startGame(page, game, size);
    for (const k of [0, 1]) await H.playByClick(page, (await H.boardState(page)).legal[k]);
    const box = page.locator('.mb-hole-numbers');
    assert.equal(await box.isChecked(), false, 'off by default');
    assert.ok((await labels(page)).every((l) => !l.visible), 'no numbers while off');
    await H.openSettings(page); // a phone's, folded behind their button
    await box.check();
    await page.waitForSelector('.mancala-app[data-hole-numbers="on"]');
    const st = await H.boardState(page);
    const pitch = Number(await page.getAttribute('.mb-board', 'data-pitch'));
    const ls = await labels(page);
    assert.equal(ls.length, st.holes.length, 'one number per hole');
    for (const l of ls) {
      const [cx, cy] = st.centers[l.hole];
      assert.ok(l.visible, `hole ${l.hole}'s number is shown`);
      assert.equal(l.text, String(l.hole), 'the number is the hole index the moves use');
      assert.equal(l.hidden, 'true', 'the name carries the number; the label itself is hidden from the tree');
      // beside its own hole: nearer its centre than to any other hole's
      const d = Math.hypot(l.x - cx, l.y - cy);
      assert.ok(d < pitch * 0.6, `hole ${l.hole}: label ${d.toFixed(1)} px from its centre (pitch ${pitch})`);
      for (const [j, [x, y]] of st.centers.entries()) {
        if (j !== l.hole) assert.ok(Math.hypot(l.x - x, l.y - y) > d, `hole ${l.hole}'s label is nearer hole ${j}`);
      }
      assert.ok(l.h >= 11, 'readable');
    }
    // no label covers a count (a tester's report: at a phone's size a number sat against its
    // neighbour's count, and a row read "11 4 10 4 9 4")
    const badges = JSON.parse(await page.getAttribute('.mb-board', 'data-badges'));
    for (const l of ls) {
      for (const [j, [bx, by, br]] of badges.entries()) {
        const dx = Math.max(0, Math.abs(bx - l.x) - l.w / 2);
        const dy = Math.max(0, Math.abs(by - l.y) - l.h / 2);
        assert.ok(Math.hypot(dx, dy) >= br, `hole ${l.hole}'s number covers hole ${j}'s count (${vp.width} px wide)`);
      }
    }
    // no two labels overlap
    for (const a of ls) {
      for (const b of ls) {
        if (a.hole < b.hole) {
          const apart = Math.abs(a.x - b.x) >= (a.w + b.w) / 2 || Math.abs(a.y - b.y) >= (a.h + b.h) / 2;
          assert.ok(apart, `labels ${a.hole} and ${b.hole} overlap`);
        }
      }
    }
    // the accessibility tree: every hole named with its number
    const tree = await page.locator('[role="grid"]').ariaSnapshot();
    const named = [...tree.matchAll(/gridcell "Hole (\d+), /g)].map((m) => Number(m[1])).sort((a, b) => a - b);
    assert.deepEqual(named, [...st.holes.keys()]);
    const unit = game === 'nsolo' ? 'stones' : 'seeds';
    assert.match(tree, new RegExp(`gridcell "Hole 0, Player [12]'{1,2}s side, ${unit}: ${st.holes[0]}, `));
    await page.screenshot({ path: H.shot(`hole-numbers-${game}`) });

    // a move of the move list marks its hole, by pointer and by focus
    const first = page.locator('.mb-moves li').first();
    const hole = Number(st.record.replace(/^.*_m/, '').split('.')[0]);
    await first.hover();
    await page.waitForSelector(`.mb-cell[data-hole="${hole}"].is-marked`);
    assert.equal(await page.locator('.mb-cell.is-marked').count(), 1);
    await page.mouse.move(1, 1);
    await page.waitForFunction(() => !document.querySelector('.mb-cell.is-marked'));
    const second = page.locator('.mb-moves li').nth(1);
    const hole2 = Number(st.record.replace(/^.*_m/, '').split('.')[1].replace('x', ''));
    await second.focus();
    await page.waitForSelector(`.mb-cell[data-hole="${hole2}"].is-marked`);
    await page.screenshot({ path: H.shot(`hole-numbers-marked-${game}`) });
    await first.focus();
    await page.waitForSelector(`.mb-cell[data-hole="${hole}"].is-marked`);

    // the setting is kept
    await page.reload();
    await H.idle(page);
    assert.equal(await page.locator('.mb-hole-numbers').isChecked(), true);
    assert.ok((await labels(page)).every((l) => l.visible), 'numbers shown after a reload');
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}

/**
 * Where hole `i` lies as a person sees it, from the board's published centres: its row (by
 * height) and its place in that row from the nearer end (English words of web/js/a11y.js).
 */
function placeOf(centers, i) {
  const ys = [...new Set(centers.map(([, y]) => Math.round(y)))].sort((a, b) => a - b);
  const r = ys.indexOf(Math.round(centers[i][1]));
  const row = centers.map(([x, y], j) => ({ x, y, j })).filter((c) => Math.round(c.y) === ys[r]).sort((a, b) => a.x - b.x).map((c) => c.j);
  const col = row.indexOf(i);
  const last = ys.length - 1;
  const name = r === 0 ? 'the top row' : r === last ? 'the bottom row' : r === 1 ? 'the second row from the top' : 'the second row from the bottom';
  return col < row.length / 2 ? `${col + 1} from the left in ${name}` : `${row.length - col} from the right in ${name}`;
}

for (const [game, position, move, literal] of [
  ['ayoayo', 'ayoayo_0_1.0.0.2.0.0.5.0.2.0.1.0_19.18', '3',
    'Player 1 sowed from hole 3 from the right in the bottom row, seeds lifted: 2. The last seed fell in hole 1 from the right in the bottom row. Player 1 captured from hole 1 from the right in the top row: 5. Player 1\'s last seed went to the store too.'],
  ['nsolo', 'nsolo_0_2.0.0.2.0x3.2.0x8.2.0x3.2.0x5.2.0x3.3.0_23.22', '7',
    'Player 1 sowed from hole 1 from the right in the bottom row, stones lifted: 2. The last stone fell in hole 2 from the right in the second row from the bottom. Player 1 captured from hole 2 from the right in the second row from the top: 3. Player 1 must now remove the opponent\'s stones, one at a time (to remove: 3).'],
]) {
  test(`${game}: "What just happened?" names holes as the visitor sees them: by number when the numbers are shown, else by where they lie; the live region by number`, async () => {
    const page = await H.newPage(env, { reducedMotion: 'reduce' });
    await H.open(page, env);
    await H.clearStorage(page);
    await H.open(page, env, position);
    await H.idle(page);
    await H.playByClick(page, move);
    await page.waitForFunction(() => document.querySelector('.mb-happened').textContent !== '');
    const texts = async () => ({
      seen: await page.evaluate(() => document.querySelector('.mb-happened').textContent),
      said: await page.evaluate(SAID),
    });
    await page.waitForFunction(() => document.querySelector('.mb-announce').textContent !== '');
    const { centers } = await H.boardState(page);
    const off = await texts();
    assert.match(off.said, /hole \d+,/, 'the live region names holes by number, as every cell\'s name does');
    assert.equal(off.seen, off.said.replace(/hole (\d+)/g, (_, i) => `hole ${placeOf(centers, Number(i))}`), 'numbers hidden: holes by where they lie');
    await page.screenshot({ path: H.shot(`happened-by-place-${game}`) });
    assert.equal(off.seen, literal);
    // the numbers shown: the same words as the live region, at once
    await page.locator('.mb-hole-numbers').check();
    await page.waitForFunction(SAID, true);
    assert.match((await texts()).seen, /^Player 1 sowed from hole \d+, /);
    await page.locator('.mb-hole-numbers').uncheck();
    assert.equal((await texts()).seen, off.seen, 'hidden again: by place again');
    // the same words after a reload (the game's last move, from the link), and after a switch
    // to another language and back (a tester's: the words came back by number, the numbers hidden)
    await page.reload();
    await page.waitForFunction((w) => document.querySelector('.mb-happened')?.textContent === w, literal);
    await page.selectOption('.mb-lang', 'nl');
    await page.waitForFunction(() => document.documentElement.lang === 'nl' && /rechts|links/.test(document.querySelector('.mb-happened')?.textContent));
    await page.selectOption('.mb-lang', 'en');
    await page.waitForFunction((w) => document.documentElement.lang === 'en' && document.querySelector('.mb-happened')?.textContent === w, literal);
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}

// The hint names its hole as "What just happened?" does: by where it lies while the numbers
// are hidden (a visitor who does not see "hole 3" cannot find it), by number when they are
// shown; at once when the setting changes. A sowing (Ayoayo's start) and a removal (Nsolo's
// bonus, "x<hole>").
for (const [game, fragment, move, verb] of [
  ['ayoayo', 'ayoayo_m', null, 'sow from'],
  ['nsolo', 'nsolo_0_2.0.0.2.0x3.2.0x8.2.0x3.2.0x5.2.0x3.3.0_23.22', '7', 'remove a stone from'],
]) {
  test(`${game}: the hint names its hole by where it lies while the hole numbers are hidden, by number when shown`, async () => {
    const page = await H.newPage(env, { reducedMotion: 'reduce' });
    await H.open(page, env);
    await H.clearStorage(page);
    await H.open(page, env, fragment);
    await H.idle(page);
    if (move) await H.playByClick(page, move);
    assert.equal(await page.locator('.mb-hole-numbers').isChecked(), false, 'numbers hidden (the default)');
    await page.click('.mb-hint-btn');
    await page.waitForFunction(() => document.querySelector('.mancala-app').dataset.hint);
    const hint = await page.getAttribute('.mancala-app', 'data-hint');
    const hole = Number(hint.replace(/^x/, ''));
    const { centers } = await H.boardState(page);
    const text = () => page.textContent('.mb-hint-text');
    assert.equal(await text(), `Hint: ${verb} hole ${placeOf(centers, hole)} (marked on the board).`);
    await page.screenshot({ path: H.shot(`hint-by-place-${game}`) });
    await page.locator('.mb-hole-numbers').check();
    assert.equal(await text(), `Hint: ${verb} hole ${hole} (marked on the board).`, 'numbers shown: by number');
    await page.locator('.mb-hole-numbers').uncheck();
    assert.equal(await text(), `Hint: ${verb} hole ${placeOf(centers, hole)} (marked on the board).`, 'hidden again: by place');
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}

// A tester's report: the move list said "Player 2 hole 0" while the sentence under the status
// said "hole 1 from the left in the top row". One hole, named two ways: the sentence names it
// by where it lies while the board hides its numbers; every number the page gives a hole is its
// own (the global index of the record and the link, docs/notation.md), the same in the move
// list, the live region, the grid's names and the board's numbers (web/README.md, the move list).
test('adji-boto: a hole has one number, in the move list, the live region, its cell\'s name and on the board; the sentence names it by place while the numbers are hidden', async () => {
  const page = await H.newPage(env, { reducedMotion: 'reduce' });
  await H.open(page, env);
  await H.clearStorage(page);
  await H.startGame(page, 'adji-boto');
  await H.playByClick(page, '5');
  await H.playByClick(page, '0');
  await page.waitForFunction(() => /hole 0\./.test(document.querySelector('.mb-announce').textContent));
  const texts = async () => ({
    ...await page.evaluate(() => ({
      list: [...document.querySelectorAll('.mb-moves li')].map((li) => li.textContent.replace(/\u00a0/g, ' ')),
      seen: document.querySelector('.mb-happened').textContent,
      name: document.querySelector('.mb-cell[data-hole="0"]').getAttribute('aria-label'),
      label: document.querySelector('.mb-cell[data-hole="0"] .mb-hole-number').textContent,
    })),
    said: await page.evaluate(SAID),
  });
  const off = await texts();
  assert.deepEqual(off.list, ['Player 1 hole 5', 'Player 2 hole 0']);
  assert.equal(off.said, 'Player 2 sowed from hole 0, seeds lifted: 10 (one stays in the hole). The last seed fell in hole 0.');
  assert.equal(off.seen, 'Player 2 sowed from hole 1 from the left in the top row, seeds lifted: 10 (one stays in the hole). The last seed fell in hole 1 from the left in the top row.');
  assert.match(off.name, /^Hole 0 \(1 from the left in the top row\), Player 2's side, /, 'the cell says its number and its place');
  assert.equal(off.label, '0');
  assert.equal((await H.boardState(page)).record, 'adji-boto_m5.0', 'the record: the same numbers');
  // under the list, what its numbers are, while the board hides them (two testers could not
  // match "hole 7" to the board): gone once the board shows them
  const note = page.locator('.mb-moves-note');
  assert.ok(await note.isVisible(), 'the note under the move list, the numbers hidden');
  assert.match(await note.textContent(), /numbers in the game record: "Hole numbers" shows them on the board/);
  // the move's entry marks the hole it names
  await page.locator('.mb-moves li').nth(1).hover();
  await page.waitForSelector('.mb-cell[data-hole="0"].is-marked');
  // the numbers shown: the sentence names the hole by the number the board shows beside it
  await page.locator('.mb-hole-numbers').check();
  await page.waitForFunction(SAID, true);
  assert.equal((await texts()).seen, off.said);
  assert.ok(await note.isHidden(), 'no note: the board shows the numbers');
  assert.deepEqual(page.errors, []);
  await page.close();
});
