// The seed layer shared by all board shapes: seeds drawn as small shaded ovals, each at a
// fixed spot (a golden-angle spiral plus a deterministic jitter per hole and seed), so a
// redraw of the same counts looks identical and adding a seed only adds one.

const GOLDEN = Math.PI * (3 - Math.sqrt(5));
/** Seeds drawn spread out in a hole; above this they pile up and the count does the rest. */
export const SPREAD = 12;
/** Most seeds ever drawn in one hole (the badge shows the real count). */
const MAX_DRAWN_HOLE = 30;
const MAX_DRAWN_STORE = 70;

/** A small integer hash → [0, 1). Deterministic: the same seed sits at the same spot. */
export function rand(a, b) {
  let h = (Math.imul(a + 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x7f4a7c15, 0xc2b2ae35)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x45d9f3b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0x45d9f3b) >>> 0;
  h = (h ^ (h >>> 16)) >>> 0;
  return h / 4294967296;
}

/**
 * Pre-rendered seed images, one per colour variant, at the device pixel ratio. Rebuilt when
 * the size, ratio or theme colours change. Drawing sprites keeps a 144-hole board cheap to
 * redraw on every animation frame.
 */
export function makeSeedSprites(seedR, dpr, colours) {
  const rx = seedR;
  const ry = seedR * 0.74;
  const pad = 2;
  const w = Math.ceil((2 * rx + 2 * pad) * dpr);
  const h = Math.ceil((2 * ry + 2 * pad + 1) * dpr);
  return colours.seeds.map((base) => {
    const c = newCanvas(w, h);
    const g = c.getContext('2d');
    g.scale(dpr, dpr);
    const cx = rx + pad;
    const cy = ry + pad;
    // shadow
    g.fillStyle = colours.seedShadow;
    g.beginPath();
    g.ellipse(cx + rx * 0.12, cy + ry * 0.22, rx, ry, 0, 0, Math.PI * 2);
    g.fill();
    // body
    shadedOval(g, cx, cy, rx, ry, [cx - rx * 0.35, cy - ry * 0.4, rx * 0.1, rx * 1.05],
      [[0, colours.seedHighlight], [0.35, base], [1, colours.seedDark]], colours.seedDark, Math.max(0.6, rx * 0.08));
    return { canvas: c, w: w / dpr, h: h / dpr, cx, cy };
  });
}

/**
 * An oval at (x, y) filled with a radial gradient from the circle (fx, fy, r0) to (x, y, r1)
 * through `stops` ([offset, colour]…), with a rim of colour `rim` and width `width`: a seed's
 * body (here) and a hole's cup (web/js/shapes.js).
 */
export function shadedOval(g, x, y, rx, ry, [fx, fy, r0, r1], stops, rim, width) {
  const grad = g.createRadialGradient(fx, fy, r0, x, y, r1);
  for (const [at, colour] of stops) grad.addColorStop(at, colour);
  g.fillStyle = grad;
  g.beginPath();
  g.ellipse(x, y, rx, ry, 0, 0, Math.PI * 2);
  g.fill();
  g.strokeStyle = rim;
  g.lineWidth = width;
  g.stroke();
}

/** A canvas to draw off screen (an OffscreenCanvas where there is one). */
export function newCanvas(w, h) {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(w, h);
  const c = document.createElement('canvas');
  c.width = w;
  c.height = h;
  return c;
}

function drawSprite(ctx, sprite, x, y, angle) {
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(angle);
  ctx.drawImage(sprite.canvas, -sprite.cx, -sprite.cy, sprite.w, sprite.h);
  ctx.restore();
}

/** Seed k's offset from the centre of a round hole of radius r (fixed per hole and seed). */
export function seedSpot(key, k, r) {
  const layer = Math.floor(k / SPREAD);
  const j = k % SPREAD;
  const spacing = (r * 0.7) / Math.sqrt(SPREAD);
  const shrink = layer === 0 ? 1 : Math.max(0.35, 0.8 - 0.22 * (layer - 1));
  const a = j * GOLDEN + layer * 0.9 + (rand(key, k) - 0.5) * 0.9;
  const d = spacing * Math.sqrt(j + 0.5) * shrink + (rand(key, k + 997) - 0.5) * spacing * 0.5;
  return { dx: Math.cos(a) * d, dy: Math.sin(a) * d, angle: rand(key, k + 3331) * Math.PI, variant: k };
}

/** Draws `n` seeds in a round hole at (x, y) of radius r; `key` identifies the hole. */
export function drawHoleSeeds(ctx, sprites, key, x, y, r, n) {
  const drawn = Math.min(n, MAX_DRAWN_HOLE);
  for (let k = 0; k < drawn; k++) {
    const s = seedSpot(key, k, r);
    const sprite = sprites[Math.floor(rand(key, k + 77) * sprites.length)];
    drawSprite(ctx, sprite, x + s.dx, y + s.dy, s.angle);
  }
}

/** Draws `n` seeds in an oval store centred at (x, y) with radii rx, ry. */
export function drawStoreSeeds(ctx, sprites, key, x, y, rx, ry, n) {
  const drawn = Math.min(n, MAX_DRAWN_STORE);
  const per = 40;
  for (let k = 0; k < drawn; k++) {
    const layer = Math.floor(k / per);
    const j = k % per;
    const a = j * GOLDEN + layer * 1.3 + (rand(key, k) - 0.5) * 0.6;
    const d = Math.sqrt((j + 0.5) / per) * (layer === 0 ? 0.8 : 0.55);
    const sprite = sprites[Math.floor(rand(key, k + 77) * sprites.length)];
    drawSprite(ctx, sprite, x + Math.cos(a) * d * rx, y + Math.sin(a) * d * ry, rand(key, k + 3331) * Math.PI);
  }
}

/** Draws one loose seed (in flight during an animation). */
export function drawLooseSeed(ctx, sprites, x, y, i, alpha = 1) {
  const sprite = sprites[i % sprites.length];
  ctx.save();
  ctx.globalAlpha = alpha;
  drawSprite(ctx, sprite, x, y, (i * 0.7) % Math.PI);
  ctx.restore();
}
