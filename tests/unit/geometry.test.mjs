// The board's layout (web/js/geometry.js) in the sizes the wide and kiosk layouts and the start
// screen's pictures ask for: a larger largest pitch, and a picture smaller than a playable board.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { layout, MAX_PITCH, MIN_PITCH } from '../../web/js/geometry.js';

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
    assert.ok(play.pitch >= MIN_PITCH[id], `${id}${size}: pitch ${play.pitch}`);
  }
  // Nsolo's proportions follow its size: 4×36 is much wider than high, 4×8 is not
  const n36 = layout('nsolo', 36, 300, 120, { minPitch: 1 });
  const n8 = layout('nsolo', 8, 300, 120, { minPitch: 1 });
  assert.ok(n36.width / n36.height > 5 && n8.width / n8.height < 2);
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
