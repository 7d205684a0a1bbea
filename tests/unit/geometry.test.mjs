// The board's layout (web/js/geometry.js) in the sizes the wide and kiosk layouts and the start
// screen's pictures ask for: a larger largest pitch, and a picture smaller than a playable board.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { badgeFor, hintMark, layout, MAX_PITCH, MIN_PITCH, SLIVER } from '../../web/js/geometry.js';

test('a kiosk may take larger holes than MAX_PITCH, up to the maxPitch it gives', () => {
  const usual = layout('ayoayo', 0, 1800, 900);
  assert.equal(usual.pitch, MAX_PITCH);
  const kiosk = layout('ayoayo', 0, 1800, 900, { maxPitch: 260 });
  assert.ok(kiosk.pitch > MAX_PITCH && kiosk.pitch <= 260, `pitch ${kiosk.pitch}`);
  assert.ok(kiosk.width <= 1800 && kiosk.height <= 900, 'within the space given');
});

test('a picture of the board (minPitch) fits a small box whole; a playable board keeps finger-sized holes', () => {
  for (const [id, size] of [['adji-boto', 0], ['ayoayo', 0], ['nsolo', 8], ['nsolo', 36]]) {
    const pic = layout(id, size, 300, 120, { minPitch: 1, maxPitch: 72 });
    assert.ok(pic.width <= 300 && pic.height <= 120, `${id}${size}: ${pic.width}×${pic.height} in 300×120`);
    const play = layout(id, size, 300, 120);
    assert.ok(play.pitch >= MIN_PITCH[id] * SLIVER, `${id}${size}: pitch ${play.pitch}`);
    if (play.pitch < MIN_PITCH[id]) assert.ok(play.width <= 300, `${id}${size}: closer holes only to fit the width (${play.width})`);
  }
  // Nsolo's proportions follow its size: 4×36 is much wider than high, 4×8 is not
  const n36 = layout('nsolo', 36, 300, 120, { minPitch: 1 });
  const n8 = layout('nsolo', 8, 300, 120, { minPitch: 1 });
  assert.ok(n36.width / n36.height > 5 && n8.width / n8.height < 2);
});

test('a board that misses the width by a sliver fits it, its holes a little closer; more than a sliver, or a least pitch given (a kiosk), and it keeps its pitch and scrolls', () => {
  const wide = (size, w) => layout('nsolo', size, w, 1e4);
  // Nsolo 4×22 in a 736 px column (a tablet upright): 34 px holes made it 763 px wide
  const fits = wide(22, 736);
  assert.ok(fits.width <= 736 && fits.pitch < MIN_PITCH.nsolo && fits.pitch >= SLIVER * MIN_PITCH.nsolo, `4×22 in 736: ${fits.width} px, pitch ${fits.pitch}`);
  // 4×36 in 736: far too narrow, the least pitch and a sideways scroll
  const scrolls = wide(36, 736);
  assert.equal(scrolls.pitch, MIN_PITCH.nsolo);
  assert.ok(scrolls.width > 736);
  // a kiosk's least pitch holds
  const kiosk = layout('nsolo', 16, 736, 1e4, { minPitch: 48 });
  assert.equal(kiosk.pitch, 48);
  // in between, never a board wider than its space with holes closer than MIN_PITCH
  for (let w = 300; w <= 1400; w += 7) {
    for (const size of [8, 13, 20, 22, 24, 30, 36]) {
      const lay = wide(size, w);
      assert.ok(lay.width <= w || lay.pitch === MIN_PITCH.nsolo, `4×${size} in ${w}: ${lay.width} px at pitch ${lay.pitch}`);
    }
  }
});

test('a count badge stays short of the next hole at every pitch (its right edge before the midpoint)', async () => {
  const { badgeFor } = await import('../../web/js/geometry.js');
  for (const [game, size] of [['adji-boto', 0], ['ayoayo', 0], ['nsolo', 8]]) {
    for (let w = 200; w <= 2400; w += 37) {
      const lay = layout(game, size, w, w / 3, { minPitch: 10 });
      const P = lay.pitch;
      for (const h of lay.holes) {
        const b = badgeFor(h);
        if (2 * b.r > 0.41 * 1.22 * P) continue; // a badge wider than the hole's reach (a tiny picture) cannot keep clear
        assert.ok(b.x + b.r <= h.x + P / 2 + 1e-9, `${game} at pitch ${P}: badge's right edge ${b.x + b.r - h.x} px from the centre, midpoint ${P / 2}`);
        assert.ok(b.x >= h.x, 'never left of the hole\'s centre');
      }
    }
  }
  // large holes keep the lower right rim
  const big = layout('adji-boto', 0, 1400, 600).holes[0];
  assert.equal(badgeFor(big).x, big.x + big.r * 0.68);
});

// A tester's report: on wide Nsolo boards the frame round the side to move crossed the count
// badge of its last hole. Every badge of the side lies inside the frame, clear of its line,
// unless the frame has gone as far as it may (the board's rim; for the upper side the other
// side's holes): the frame is never pushed onto those.
test('the turn frame holds every count badge of its side where the board leaves room', async () => {
  const { turnFrame, turnFrameFloor, badgeInFrame, badgeFor, sideHoles } = await import('../../web/js/geometry.js');
  let inside = 0;
  let held = 0;
  for (const [id, size] of [['adji-boto', 0], ['ayoayo', 0], ['nsolo', 8], ['nsolo', 12], ['nsolo', 20], ['nsolo', 36]]) {
    for (const [w, h] of [[300, 120], [320, 240], [390, 400], [1280, 600], [1920, 900], [3700, 900]]) {
      const lay = layout(id, size, w, h);
      const lw = Math.max(2, lay.pitch * 0.04);
      for (const p of [0, 1]) {
        const f = turnFrame(lay, p, lw);
        // the side's rows, by the rules' numbering (Nsolo: rows 2 and 3 are player 0's)
        const mine = lay.holes.filter((o) => o && (id === 'nsolo' ? (o.row >= 2) === (p === 0) : o.row === (p === 0 ? 1 : 0)));
        const where = `${id}${size} ${w}×${h} side ${p} (pitch ${lay.pitch.toFixed(1)})`;
        assert.deepEqual(sideHoles(lay, p), mine, `${where}: the side's holes`);
        const rim = lay.hull.x + lay.hull.w - 2 * lw;
        const floor = turnFrameFloor(lay, p, lw);
        const low = Math.max(...mine.map((o) => o.y)) + mine[0].r * 1.14;
        const atLimit = f.x1 >= rim - 1e-9 || f.y1 >= floor - 1e-9;
        for (const o of mine) {
          const ok = badgeInFrame(badgeFor(o), f, lw);
          assert.ok(ok || atLimit, `${where}: hole ${o.row}/${o.col}'s badge crosses the frame, which could go further`);
          inside += ok;
        }
        held += mine.length;
        assert.ok(f.x1 <= Math.max(rim, Math.max(...mine.map((o) => o.x)) + mine[0].r * 1.14) + 1e-9, `${where}: onto the rim`);
        assert.ok(f.y1 <= Math.max(floor, low) + 1e-9, `${where}: past its floor`);
        // a tester's report: Adji-Boto's upper frame crossed the keel drawn between the sides
        if (p === 1 && id !== 'ayoayo') assert.ok(f.y1 <= Math.max(low, lay.hull.split - lw) + 1e-9, `${where}: over the line between the sides`);
      }
    }
  }
  assert.ok(inside / held > 0.75, `badges inside their frame: ${inside} of ${held}`);
});

test("a store's count grows with the text size, its centre inside the store", async () => {
  const { storeBadge } = await import('../../web/js/geometry.js');
  for (const game of ['adji-boto', 'ayoayo']) {
    for (const text of [1, 1.5, 2]) {
      const lay = layout(game, 0, 360, 200, { text });
      const P = lay.pitch;
      for (const s of lay.stores) {
        const b = storeBadge(lay, s, P);
        assert.equal(b.r, Math.max(11 * text, 0.2 * P), `${game} at text ${text}`);
        assert.equal(b.x, s.x);
        assert.ok(b.y > s.y && b.y < s.y + s.ry, `${game} at text ${text}: centre ${b.y - s.y} px below the store's, its half height ${s.ry}`);
      }
    }
  }
});

test('the hint\'s "!" keeps clear of the counts: beside the ring\'s upper right where it is clear, else another corner, never a worse one', () => {
  const q = (lay) => Math.max(8, lay.pitch * 0.13); // web/js/render.js's "!" radius
  const upperRight = (lay, h) => ({ x: h.x + lay.pitch * 0.368, y: h.y - lay.pitch * 0.368 });
  // the clearance web/js/geometry.js measures (a two-digit pill reaches 0.6 of its radius left)
  const clearance = (lay, { x, y }) => Math.min(x, y, lay.width - x, lay.height - y, ...lay.holes.filter(Boolean).map(badgeFor)
    .map((b) => Math.hypot(x - Math.min(b.x, Math.max(b.x - 0.6 * b.r, x)), y - b.y) - b.r)) - q(lay) - 2;
  // Nsolo 4×36 at its least pitch (a tester's: the "!" over the count of the hole above)
  const n36 = layout('nsolo', 36, 1280, 800);
  assert.ok(n36.pitch <= 36, `pitch ${n36.pitch}`);
  const before = n36.holes.map((h) => clearance(n36, upperRight(n36, h)));
  assert.ok(before.filter((c) => c < -4).length === 72, `the upper right met the count above in two rows (else this checks nothing): ${before.map(Math.round)}`);
  for (const h of n36.holes) {
    const m = hintMark(n36, h, q(n36));
    assert.ok(m.c > -0.5 && Math.abs(clearance(n36, m) - m.c) < 1e-9, `4×36 hole ${h.row}/${h.col}: clearance ${m.c}`);
  }
  // every game, phone to desktop: never a worse place than the upper right; a large board keeps it
  for (const [id, size] of [['adji-boto', 0], ['ayoayo', 0], ['nsolo', 8], ['nsolo', 20], ['nsolo', 36]]) {
    for (const [w, hgt] of [[320, 200], [390, 400], [700, 500], [1280, 800], [1900, 1000]]) {
      for (const text of [1, 1.5]) {
        const lay = layout(id, size, w, hgt, { text });
        for (const h of lay.holes.filter(Boolean)) {
          const m = hintMark(lay, h, q(lay));
          const old = clearance(lay, upperRight(lay, h));
          assert.ok(m.c >= Math.min(old, 0) - 1e-9, `${id} ${size} ${w}×${hgt} text ${text}: ${m.c} < ${old}`);
          const ur = upperRight(lay, h);
          if (old >= 0) assert.ok(Math.hypot(m.x - ur.x, m.y - ur.y) < 1e-9, `${id} ${size} ${w}×${hgt} text ${text}: a clear upper right kept`);
        }
      }
    }
  }
  const big = layout('ayoayo', 0, 1280, 800);
  for (const h of big.holes) assert.ok(clearance(big, upperRight(big, h)) >= 0, 'a large board\'s upper right is clear (so kept, above)');
});

// A tester's: with the numbers shown the "!" went to the upper left, wholly under the hole's own
// number. On a small pitch nothing is wholly clear then: the "!" may reach into a number or a
// count by less than half its radius, never under its own number.
test('with the hole numbers shown, the hint\'s "!" is not put under the hinted hole\'s own number', () => {
  const q = (lay) => Math.max(8, lay.pitch * 0.13);
  // the number's box as web/js/a11y.js and web/css/mancala.css place it: the cell's upper left
  const ownBox = (lay, h) => {
    const em = Math.max(11, Math.round(lay.pitch * 0.22));
    return [h.x - 0.46 * lay.pitch - 0.25 * em, h.y - 0.46 * lay.pitch, 2.3 * em, 1.5 * em];
  };
  let movedOff = 0;
  for (const [id, size, w, hgt] of [['ayoayo', 0, 390, 400], ['adji-boto', 0, 390, 400], ['nsolo', 36, 1280, 800], ['nsolo', 8, 390, 400], ['nsolo', 12, 390, 400], ['ayoayo', 0, 1280, 800]]) {
    const lay = layout(id, size, w, hgt);
    for (const h of lay.holes.filter(Boolean)) {
      const plain = hintMark(lay, h, q(lay));
      const m = hintMark(lay, h, q(lay), true);
      const [bx, by, bw, bh] = ownBox(lay, h);
      const gap = Math.hypot(Math.max(bx - m.x, 0, m.x - bx - bw), Math.max(by - m.y, 0, m.y - by - bh)) - q(lay) - 2;
      assert.ok(gap >= -q(lay) / 2, `${id} ${size} ${w}×${hgt} hole ${h.row}/${h.col}: the "!" under its own number (${gap.toFixed(1)})`);
      assert.ok(m.c >= -q(lay) / 2 - 2, `${id} ${size} ${w}×${hgt} hole ${h.row}/${h.col}: the "!" into a count or number by ${-m.c}`);
      if (plain.x !== m.x || plain.y !== m.y) movedOff++;
    }
  }
  assert.ok(movedOff > 0, 'the numbers moved some "!" (else this checks nothing)');
});
