// The canvas renderer: a function of (layout, what to show). The board body comes from the
// shape drawer of the game (cached in a layer), seeds from the shared seed layer, then the
// markers (playable, pointer, focus, last move), the counts and the animation overlay.
// Colours and sizes come from CSS custom properties on the board's container.

import { shapeFor } from './shapes.js';
import { makeSeedSprites, drawHoleSeeds, drawStoreSeeds, drawLooseSeed } from './seeds.js';
import { badgeFor } from './geometry.js';

const COLOUR_VARS = {
  wood: '--board-wood',
  woodLight: '--board-wood-light',
  woodDark: '--board-wood-dark',
  woodEdge: '--board-edge',
  woodGrain: '--board-grain',
  woodLine: '--board-line',
  boardShadow: '--board-shadow',
  hole: '--hole',
  holeLight: '--hole-light',
  holeDark: '--hole-dark',
  holeRim: '--hole-rim',
  seed1: '--seed-1',
  seed2: '--seed-2',
  seed3: '--seed-3',
  seedDark: '--seed-dark',
  seedHighlight: '--seed-highlight',
  seedShadow: '--seed-shadow',
  countBg: '--count-bg',
  countFg: '--count-fg',
  countZero: '--count-zero',
  playable: '--mark-playable',
  hover: '--mark-hover',
  focus: '--mark-focus',
  last: '--mark-last',
  lift: '--mark-lift',
  skip: '--mark-skip',
  labelBg: '--label-bg',
  labelFg: '--label-fg',
  font: '--board-font',
};

/** Reads the board colours from CSS custom properties (with safe fallbacks). */
export function readColours(el) {
  const cs = getComputedStyle(el);
  const c = {};
  for (const [k, v] of Object.entries(COLOUR_VARS)) c[k] = cs.getPropertyValue(v).trim() || '#888';
  c.seeds = [c.seed1, c.seed2, c.seed3];
  if (c.font === '#888') c.font = 'system-ui, sans-serif';
  return c;
}

function newLayer(w, h) {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(w, h);
  const c = document.createElement('canvas');
  c.width = w;
  c.height = h;
  return c;
}

/** Makes a renderer bound to one canvas. `configure` on every layout, theme or ratio change. */
export function createRenderer(canvas) {
  const ctx = canvas.getContext('2d');
  let lay = null;
  let dpr = 1;
  let colours = null;
  let layer = null;
  let sprites = null;

  function configure(layout, ratio, cols) {
    lay = layout;
    dpr = ratio;
    colours = cols;
    canvas.width = Math.round(lay.width * dpr);
    canvas.height = Math.round(lay.height * dpr);
    layer = newLayer(canvas.width, canvas.height);
    const g = layer.getContext('2d');
    g.setTransform(dpr, 0, 0, dpr, 0, 0);
    shapeFor(lay.gameId)(g, lay, colours);
    sprites = makeSeedSprites(lay.holes[0].r * (lay.gameId === 'nsolo' ? 0.34 : 0.29), dpr, colours);
  }

  /**
   * Draws a frame. `view`: holes, stores (counts to show), playable (Set of holes), hover,
   * focus, last (hole or -1), overlay {lift, skips: [], flying: [{x, y, i, alpha}], label}.
   */
  function draw(view) {
    if (!lay) return;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    ctx.drawImage(layer, 0, 0);
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    const c = colours;
    const P = lay.pitch;
    // seeds
    lay.holes.forEach((h, i) => drawHoleSeeds(ctx, sprites, i, h.x, h.y, h.r, view.holes[i] || 0));
    if (lay.stores) {
      lay.stores.forEach((s, p) =>
        drawStoreSeeds(ctx, sprites, 1000 + p, s.x, s.y, s.rx, s.ry, view.stores[p] || 0));
    }
    // markers
    const ring = (h, pad, colour, width, dash) => {
      ctx.save();
      ctx.strokeStyle = colour;
      ctx.lineWidth = width;
      if (dash) ctx.setLineDash(dash);
      ctx.beginPath();
      ctx.arc(h.x, h.y, h.r + pad, 0, Math.PI * 2);
      ctx.stroke();
      ctx.restore();
    };
    const lw = Math.max(2, P * 0.05);
    for (const i of view.playable) {
      const h = lay.holes[i];
      if (h) ring(h, lw * 0.9, c.playable, lw, [P * 0.12, P * 0.08]);
    }
    if (view.last >= 0 && lay.holes[view.last]) {
      const h = lay.holes[view.last];
      // a small diamond at the hole's upper left: the last move, shown by shape not colour
      const d = Math.max(4, h.r * 0.26);
      const x = h.x - h.r * 0.78;
      const y = h.y - h.r * 0.78;
      ctx.save();
      ctx.fillStyle = c.last;
      ctx.strokeStyle = c.labelFg;
      ctx.lineWidth = 1.2;
      ctx.beginPath();
      ctx.moveTo(x, y - d);
      ctx.lineTo(x + d, y);
      ctx.lineTo(x, y + d);
      ctx.lineTo(x - d, y);
      ctx.closePath();
      ctx.fill();
      ctx.stroke();
      ctx.restore();
    }
    if (view.hover >= 0 && lay.holes[view.hover]) {
      const h = lay.holes[view.hover];
      const playable = view.playable.has(view.hover);
      ring(h, lw * 0.9, c.hover, playable ? lw * 1.8 : lw * 0.7, null);
    }
    if (view.focus >= 0 && lay.holes[view.focus]) {
      const h = lay.holes[view.focus];
      ring(h, lw * 0.9, c.focus, lw * 1.3, null);
      ring(h, lw * 2.8, c.focus, lw * 0.7, null);
    }
    const ov = view.overlay;
    if (ov) {
      if (ov.lift >= 0 && lay.holes[ov.lift]) ring(lay.holes[ov.lift], lw * 0.9, c.lift, lw * 1.6, null);
      for (const s of ov.skips || []) {
        const h = lay.holes[s];
        if (!h) continue;
        ctx.save();
        ctx.strokeStyle = c.skip;
        ctx.lineWidth = lw * 1.2;
        const k = h.r * 0.6;
        ctx.beginPath();
        ctx.moveTo(h.x - k, h.y - k);
        ctx.lineTo(h.x + k, h.y + k);
        ctx.moveTo(h.x + k, h.y - k);
        ctx.lineTo(h.x - k, h.y + k);
        ctx.stroke();
        ctx.restore();
      }
    }
    // counts: every hole and store, always on top of seeds and markers
    const fontPx = (px) => `600 ${px.toFixed(1)}px ${c.font}`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    lay.holes.forEach((h, i) => {
      const n = view.holes[i] || 0;
      const b = badgeFor(h);
      const text = String(n);
      ctx.font = fontPx(b.r * 1.25);
      const w = Math.max(b.r * 2, ctx.measureText(text).width + b.r);
      ctx.fillStyle = c.countBg;
      ctx.beginPath();
      if (text.length > 1) {
        const wh = w / 2;
        ctx.moveTo(b.x - wh + b.r, b.y - b.r);
        ctx.arcTo(b.x + wh, b.y - b.r, b.x + wh, b.y + b.r, b.r);
        ctx.arcTo(b.x + wh, b.y + b.r, b.x - wh, b.y + b.r, b.r);
        ctx.arcTo(b.x - wh, b.y + b.r, b.x - wh, b.y - b.r, b.r);
        ctx.arcTo(b.x - wh, b.y - b.r, b.x + wh, b.y - b.r, b.r);
      } else {
        ctx.arc(b.x, b.y, b.r, 0, Math.PI * 2);
      }
      ctx.fill();
      ctx.fillStyle = n === 0 ? c.countZero : c.countFg;
      ctx.fillText(text, b.x, b.y + 0.5);
    });
    if (lay.stores) {
      lay.stores.forEach((s, p) => {
        const n = view.stores[p] || 0;
        const r = Math.max(11, P * 0.2);
        const y = s.y + s.ry - r * 0.6;
        ctx.font = fontPx(r * 1.2);
        const w = Math.max(2 * r, ctx.measureText(String(n)).width + r * 1.2);
        ctx.fillStyle = c.countBg;
        ctx.beginPath();
        ctx.ellipse(s.x, y, w / 2, r, 0, 0, Math.PI * 2);
        ctx.fill();
        ctx.fillStyle = c.countFg;
        ctx.fillText(String(n), s.x, y + 0.5);
      });
    }
    if (ov) {
      ov.flying?.forEach((f) => drawLooseSeed(ctx, sprites, f.x, f.y, f.i, f.alpha ?? 1));
      if (ov.skips?.length) {
        for (const s of ov.skips) {
          const h = lay.holes[s];
          if (h && ov.skipText) label(ctx, c, ov.skipText, h.x, h.y - h.r - P * 0.08, P * 0.2);
        }
      }
      if (ov.label) label(ctx, c, ov.label, lay.width / 2, lay.hull.split, Math.max(12, P * 0.22));
    }
  }

  function label(g, c, text, x, y, size) {
    g.save();
    g.font = `600 ${size.toFixed(1)}px ${c.font}`;
    const w = g.measureText(text).width + size;
    g.fillStyle = c.labelBg;
    g.beginPath();
    g.ellipse(x, y, w / 2, size * 0.85, 0, 0, Math.PI * 2);
    g.fill();
    g.fillStyle = c.labelFg;
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.fillText(text, x, y + 0.5);
    g.restore();
  }

  return { configure, draw, get layout() { return lay; } };
}
