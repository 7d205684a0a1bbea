// One drawing function per board shape: the wooden body, its holes and its stores, without
// seeds. Drawn once per layout/theme into a cached layer. Each is a list of steps (`out`: the
// body, its grain, its edge, a few holes…) that make the picture run one after the other, in
// one task or in several (render.js `warm`: the first picture on a slow phone).

import { rand, shadedOval } from './seeds.js';

/** Adji-Boto: a boat-shaped board, pointed at both ends, with a boto (store) near each end. */
export function drawBoat(g, lay, c, out = null) {
  const { x, y, w, h } = lay.hull;
  const P = lay.pitch;
  const cy = y + h / 2;
  const x1 = x + w;
  const tip = 0.95 * P; // length of the pointed prow
  const path = new Path2D();
  path.moveTo(x, cy);
  path.bezierCurveTo(x + tip * 0.35, cy - h * 0.32, x + tip * 0.9, y, x + tip * 2.0, y);
  path.lineTo(x1 - tip * 2.0, y);
  path.bezierCurveTo(x1 - tip * 0.9, y, x1 - tip * 0.35, cy - h * 0.32, x1, cy);
  path.bezierCurveTo(x1 - tip * 0.35, cy + h * 0.32, x1 - tip * 0.9, y + h, x1 - tip * 2.0, y + h);
  path.lineTo(x + tip * 2.0, y + h);
  path.bezierCurveTo(x + tip * 0.9, y + h, x + tip * 0.35, cy + h * 0.32, x, cy);
  path.closePath();
  const steps = woodBody(g, path, lay, c, x, y, w, h);
  // carved rim line following the hull
  steps.push(() => {
    g.save();
    g.clip(path);
    g.strokeStyle = c.woodLine;
    g.lineWidth = Math.max(1, P * 0.03);
    g.beginPath();
    g.moveTo(x + tip * 1.1, cy);
    g.lineTo(x1 - tip * 1.1, cy);
    g.stroke();
    g.restore();
  });
  drawStores(g, lay, c, steps);
  drawHoles(g, lay, c, steps);
  return run(steps, out);
}

/** Ayoayo: a carved rectangular board, two rows of six, a store at each end. */
export function drawTwoRow(g, lay, c, out = null) {
  const { x, y, w, h } = lay.hull;
  const path = roundRect(x, y, w, h, Math.min(h * 0.32, lay.pitch * 0.7));
  const steps = woodBody(g, path, lay, c, x, y, w, h);
  drawStores(g, lay, c, steps);
  drawHoles(g, lay, c, steps);
  return run(steps, out);
}

/** Nsolo: four rows of holes; a groove parts the two players' halves. */
export function drawFourRow(g, lay, c, out = null) {
  const { x, y, w, h, split } = lay.hull;
  const path = roundRect(x, y, w, h, lay.pitch * 0.35);
  const steps = woodBody(g, path, lay, c, x, y, w, h);
  steps.push(() => {
    g.strokeStyle = c.woodLine;
    g.lineWidth = Math.max(1.5, lay.pitch * 0.05);
    g.beginPath();
    g.moveTo(x + lay.pitch * 0.3, split);
    g.lineTo(x + w - lay.pitch * 0.3, split);
    g.stroke();
  });
  drawHoles(g, lay, c, steps);
  return run(steps, out);
}

/** Runs `steps` now, or hands them to `out` (an array) to be run later, in order. */
function run(steps, out) {
  if (out) out.push(...steps);
  else for (const step of steps) step();
  return out;
}

function roundRect(x, y, w, h, r) {
  const p = new Path2D();
  p.moveTo(x + r, y);
  p.arcTo(x + w, y, x + w, y + h, r);
  p.arcTo(x + w, y + h, x, y + h, r);
  p.arcTo(x, y + h, x, y, r);
  p.arcTo(x, y, x + w, y, r);
  p.closePath();
  return p;
}

/** Widest strip of the body's shadowed fill, in device pixels (one step each, see woodBody). */
const STRIP = 512;

/**
 * The body's steps: its fill (with its shadow) in vertical strips, its grain, its edge. The
 * shadow's blur is the costliest drawing of the board (Nsolo 4×36 on a phone: 3 700 device
 * pixels wide, 130 ms at a 4× slowdown in one piece), so each strip of at most STRIP device
 * pixels is a step of its own: the same fill clipped to whole device pixels, so the strips
 * join without a seam and make the picture one fill makes.
 */
function woodBody(g, path, lay, c, x, y, w, h) {
  const steps = [];
  const m = g.getTransform();
  const { width, height } = g.canvas;
  for (let left = 0; left < width; left += STRIP) {
    steps.push(() => {
      g.save();
      g.setTransform(1, 0, 0, 1, 0, 0);
      g.beginPath();
      g.rect(left, 0, Math.min(STRIP, width - left), height);
      g.clip();
      g.setTransform(m);
      g.shadowColor = c.boardShadow;
      g.shadowBlur = lay.pitch * 0.25;
      g.shadowOffsetY = lay.pitch * 0.08;
      const grad = g.createLinearGradient(0, y, 0, y + h);
      grad.addColorStop(0, c.woodLight);
      grad.addColorStop(0.5, c.wood);
      grad.addColorStop(1, c.woodDark);
      g.fillStyle = grad;
      g.fill(path);
      g.restore();
    });
  }
  // grain: a few long faint curves at fixed places
  steps.push(() => {
    g.save();
    g.clip(path);
    g.strokeStyle = c.woodGrain;
    g.lineWidth = 1;
    const lines = Math.max(6, Math.round(h / 9));
    for (let i = 0; i < lines; i++) {
      const yy = y + ((i + 0.5) / lines) * h;
      const amp = 1.5 + rand(i, 11) * 3;
      const ph = rand(i, 12) * 6;
      g.beginPath();
      for (let xx = x; xx <= x + w; xx += 12) {
        const yv = yy + Math.sin(xx / (60 + rand(i, 13) * 80) + ph) * amp;
        if (xx === x) g.moveTo(xx, yv);
        else g.lineTo(xx, yv);
      }
      g.stroke();
    }
    g.restore();
  });
  steps.push(() => {
    g.strokeStyle = c.woodEdge;
    g.lineWidth = Math.max(1.5, lay.pitch * 0.035);
    g.stroke(path);
  });
  return steps;
}

function cup(g, x, y, rx, ry, c) {
  shadedOval(g, x, y, rx, ry, [x, y - ry * 0.35, Math.min(rx, ry) * 0.2, Math.max(rx, ry)],
    [[0, c.holeLight], [0.75, c.hole], [1, c.holeDark]], c.holeRim, Math.max(1, Math.min(rx, ry) * 0.07));
}

function drawHoles(g, lay, c, steps) {
  for (const h of lay.holes) if (h) steps.push(() => cup(g, h.x, h.y, h.r, h.r, c));
}

function drawStores(g, lay, c, steps) {
  if (!lay.stores) return;
  for (const s of lay.stores) steps.push(() => cup(g, s.x, s.y, s.rx, s.ry, c));
}

/** The drawing function for a game's board. */
export function shapeFor(gameId) {
  if (gameId === 'adji-boto') return drawBoat;
  if (gameId === 'nsolo') return drawFourRow;
  return drawTwoRow;
}
