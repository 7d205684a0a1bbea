// The canvas renderer: a function of (layout, what to show). The board body comes from the
// shape drawer of the game (cached in a layer), seeds from the shared seed layer, then the
// markers (playable, pointer, last move), the counts and the animation overlay.
// Colours and sizes come from CSS custom properties on the board's container.

import { shapeFor } from './shapes.js';
import { makeSeedSprites, drawHoleSeeds, drawStoreSeeds, drawLooseSeed, newCanvas } from './seeds.js';
import { badgeFor, hintMark, storeBadge, turnFrame, COMPACT_MIN_PITCH } from './geometry.js';

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
  turn: '--mark-turn',
  turnEdge: '--mark-turn-edge',
  hover: '--mark-hover',
  last: '--mark-last',
  lift: '--mark-lift',
  skip: '--mark-skip',
  labelBg: '--label-bg',
  labelFg: '--label-fg',
  accent: '--accent',
  focus: '--focus-ring',
  focusInner: '--focus-inner',
  font: '--board-font',
};

/**
 * Device pixels per CSS pixel of `el`'s canvas: the screen's ratio times the CSS `zoom` of its
 * ancestors (a host page's `zoom: 2` drew the board soft), at most 4 beyond the screen's.
 */
export function pixelRatio(el) {
  const dpr = window.devicePixelRatio || 1;
  return Math.max(dpr, Math.min(dpr * (el.currentCSSZoom || 1), 4));
}

/** Reads the board colours from CSS custom properties (with safe fallbacks). */
export function readColours(el) {
  const cs = getComputedStyle(el);
  const c = {};
  for (const [k, v] of Object.entries(COLOUR_VARS)) c[k] = cs.getPropertyValue(v).trim() || '#888';
  c.seeds = [c.seed1, c.seed2, c.seed3];
  if (c.font === '#888') c.font = 'system-ui, sans-serif';
  return c;
}

/** Markers a hole can carry (bits of its drawn state). */
const PLAYABLE = 1;
const LAST = 2;
const HOVER = 4;
const LIFT = 16;
const SKIP = 32;
const LESSON = 64; // a hole a lesson talks about
const MARKED = 128; // the hole of the move the move list points at
const HINT = 256; // the hole the hint suggests
const FOCUS = 512; // the hole the keyboard's focus is on (a11y.js: the grid cell focus-visible)
const PLAY = 1024; // a lesson's hole to try (of its marked holes): a ring of its own and an arrow
const NUMBERS = 2048; // the hint's hole while the hole numbers show (its "!" keeps clear of them)
const NO_HOLES = new Set();

/**
 * Makes a renderer bound to one canvas. `configure` on every layout, theme or ratio change.
 *
 * Frames are cheap: the board body is drawn once per configure into `layer`; the settled
 * picture (body, seeds, markers, counts) lives in a second offscreen canvas, `scene`, where
 * only the holes whose drawn state (count, markers) changed are redrawn, each within its
 * region (clipped, with the neighbours whose regions overlap it, in the same layer order as
 * a whole redraw, so the pixels are the same). A frame copies to the canvas only the parts of
 * `scene` that changed or lay under the last frame's loose seeds and labels, then draws this
 * frame's loose seeds and labels on top.
 */
export function createRenderer(canvas) {
  const ctx = canvas.getContext('2d');
  let lay = null;
  let dpr = 1;
  let colours = null;
  let layer = null;
  let lit = []; // the board's body with player 0's or 1's side lit (made when first needed)
  // Two scenes: the one on show and a spare, which `prepare` paints ahead of time (e.g. the
  // board without markers, the first frame of the next move) so a frame that changes many
  // holes at once can switch to it instead of painting everything.
  let scenes = [];
  let scene = null;
  let sg = null; // scene context
  let sprites = null;
  let items = []; // holes, then stores: {kind, i, region: [x, y, w, h] device px, near: [item…]}
  let drawn = null; // per item: the state it is drawn with in `scene` (null: scene invalid)
  let shown = null; // the loose seeds and labels on the canvas (null: canvas to copy whole)
  let widths = new Map(); // measured text widths by font and text
  let scratch = null; // where a region's near items are painted before it is copied
  let probe = null; // a 1×1 canvas that makes a prepared scene be drawn at once
  let warmed = 0; // the steps of the first picture done since configure (warm)
  let pending = null; // the scene's painting steps not yet run (warm), and the state they paint
  let pendingNow = null;
  let preparing = null; // the token of the spare scene's painting in steps (prepare)
  let bodySteps = null; // the body's drawing steps not yet run (warm)

  let built = 0; // what configure's pictures are made: 1 the body, 2 the seeds and regions too

  /**
   * A new layout, pixel ratio or colours. Only sizes the canvas: the body, the seed images
   * and the scenes are made when first needed (`draw`), or step by step (`warm`).
   */
  function configure(layout, ratio, cols) {
    lay = layout;
    dpr = ratio;
    colours = cols;
    canvas.width = Math.round(lay.width * dpr);
    canvas.height = Math.round(lay.height * dpr);
    built = 0;
    layer = null;
    lit = [];
    shown = null;
    warmed = 0;
    pending = null;
    bodySteps = null;
    preparing = null;
  }

  /** Makes configure's pictures up to `step` (1: the board's body; 2: seeds, scenes, regions). */
  function build(step) {
    if (built < 1 && step >= 1) {
      layer = newCanvas(canvas.width, canvas.height);
      const g = layer.getContext('2d');
      g.setTransform(dpr, 0, 0, dpr, 0, 0);
      shapeFor(lay.gameId)(g, lay, colours);
      built = 1;
    }
    if (built < 2 && step >= 2) {
      sprites = makeSeedSprites(lay.holes[0].r * (lay.gameId === 'nsolo' ? 0.34 : 0.29), dpr, colours);
      scenes = [0, 1].map(() => {
        const c = newCanvas(canvas.width, canvas.height);
        return { canvas: c, g: c.getContext('2d'), drawn: null };
      });
      use(scenes[0]);
      widths = new Map();
      items = regions();
      built = 2;
    }
  }

  // a canvas whose pixels the browser dropped (memory pressure) is drawn whole again. The
  // listener goes with `destroy()`: Chromium keeps a canvas with a 2D context and a
  // 'contextrestored' listener alive after it left the page (its context may still be
  // restored), and with it the whole detached board: one per re-mount (docs/soak.md).
  const life = new AbortController();
  canvas.addEventListener('contextrestored', () => { shown = null; }, { signal: life.signal });

  /** Each hole's and store's region: everything it may draw (seeds, rings, count), padded. */
  function regions() {
    const P = lay.pitch;
    const lw = Math.max(2, P * 0.05);
    const out = [];
    lay.holes.forEach((h, i) => {
      if (!h) return;
      const b = badgeFor(h);
      // room for the widest ring round a hole (the lesson's, the move list's: CSS px wide)
      const ring = Math.max(h.r + lw * 2.8 + lw, P * 0.46 + 13);
      // and for the lesson's dot or arrow, above the ring or below it (passes)
      const dot = P * 0.46 + 21;
      const x0 = Math.min(h.x - ring, b.x - 2.2 * b.r);
      const x1 = Math.max(h.x + ring, b.x + 2.2 * b.r);
      const y0 = Math.min(h.y - ring, b.y - b.r, h.y - dot);
      const y1 = Math.max(h.y + ring, b.y + b.r, h.y + dot);
      out.push({ kind: 'hole', i, box: [x0, y0, x1, y1] });
    });
    (lay.stores || []).forEach((s, p) => {
      const { y: by, r } = storeBadge(lay, s, P);
      const wide = Math.max(s.rx, 2.5 * r) + 4;
      out.push({ kind: 'store', i: p, box: [s.x - wide, s.y - s.ry - 4, s.x + wide, Math.max(s.y + s.ry, by + r) + 4] });
    });
    out.forEach((it, k) => { it.k = k; });
    for (const it of out) {
      const [x0, y0, x1, y1] = it.box;
      const l = Math.max(0, Math.floor((x0 - 2) * dpr));
      const t = Math.max(0, Math.floor((y0 - 2) * dpr));
      const r = Math.min(canvas.width, Math.ceil((x1 + 2) * dpr));
      const b = Math.min(canvas.height, Math.ceil((y1 + 2) * dpr));
      it.region = [l, t, Math.max(0, r - l), Math.max(0, b - t)];
    }
    const cross = (a, b) => a[0] < b[0] + b[2] && b[0] < a[0] + a[2] && a[1] < b[1] + b[3] && b[1] < a[1] + a[3];
    for (const it of out) {
      it.near = out.filter((o) => cross(it.region, o.region));
      // the box of everything the near items draw: painted there whole, never clipped
      const l = Math.min(...it.near.map((o) => o.region[0]));
      const t = Math.min(...it.near.map((o) => o.region[1]));
      const r = Math.max(...it.near.map((o) => o.region[0] + o.region[2]));
      const b = Math.max(...it.near.map((o) => o.region[1] + o.region[3]));
      it.outer = [l, t, r - l, b - t];
    }
    const w = Math.max(1, ...out.map((o) => o.outer[2]));
    const h = Math.max(1, ...out.map((o) => o.outer[3]));
    scratch = newCanvas(w, h);
    return out;
  }

  /** What each item shows in `view`: its count and its markers. */
  function states(view) {
    const ov = view.overlay;
    const skips = ov && ov.skips && ov.skips.length ? ov.skips : null;
    const playable = view.playable || NO_HOLES;
    const rings = view.rings || {};
    const lesson = rings.lesson || [];
    const play = rings.play || [];
    const out = items.map((it) => {
      if (it.kind === 'store') return { n: view.stores[it.i] || 0, m: 0 };
      const i = it.i;
      let m = 0;
      if (playable.has(i)) m |= PLAYABLE;
      if (view.last === i) m |= LAST;
      if (view.hover === i) m |= HOVER;
      if (ov && ov.lift === i) m |= LIFT;
      if (skips && skips.includes(i)) m |= SKIP;
      if (lesson.includes(i)) m |= LESSON | (play.includes(i) ? PLAY : 0);
      if (rings.marked === i) m |= MARKED;
      if (rings.hint === i) m |= HINT | (rings.numbers ? NUMBERS : 0);
      if (rings.focus === i) m |= FOCUS;
      return { n: view.holes[i] || 0, m };
    });
    out.turn = view.turn === 0 || view.turn === 1 ? view.turn : -1;
    return out;
  }

  /**
   * The board's body with the side to move lit: a soft light over that player's rows of holes
   * (Nsolo: two) and a ring round its store; `layer` itself when no side is lit.
   */
  function body(p) {
    if (p < 0) return layer;
    if (lit[p]) return lit[p];
    const c = newCanvas(layer.width, layer.height);
    const g = c.getContext('2d');
    g.drawImage(layer, 0, 0);
    g.setTransform(dpr, 0, 0, dpr, 0, 0);
    const lw = Math.max(2, lay.pitch * 0.04);
    const { x0, y0, x1, y1, radius: pad } = turnFrame(lay, p, lw);
    g.fillStyle = colours.turn;
    g.strokeStyle = colours.turnEdge;
    g.lineWidth = lw;
    g.beginPath();
    g.roundRect(x0, y0, x1 - x0, y1 - y0, pad);
    g.fill();
    g.stroke();
    const s = lay.stores && lay.stores[p];
    if (s) {
      g.beginPath();
      g.ellipse(s.x, s.y, s.rx + lw * 2, s.ry + lw * 2, 0, 0, Math.PI * 2);
      g.fill();
      g.stroke();
    }
    lit[p] = c;
    return c;
  }

  /**
   * Draws a frame. `view`: turn (the side lit as the one to move, -1 for none), holes, stores
   * (counts to show), playable (Set of holes), hover,
   * last (hole or -1), overlay {lift, skips: [], flying: [{x, y, i, alpha}], label}.
   */
  function draw(view) {
    if (!lay) return;
    build(2);
    const now = states(view);
    // the scene closer to this view (fewest holes to redraw)
    let dirty = changed(drawn, now);
    const spare = scenes.find((x) => x.canvas !== scene);
    const alt = changed(spare.drawn, now);
    let swapped = false;
    if (alt && (!dirty || alt.length < dirty.length)) {
      scenes.find((x) => x.canvas === scene).drawn = drawn;
      use(spare);
      dirty = alt;
      swapped = true;
    }
    if (!dirty) {
      paintWhole(now);
    } else {
      for (const it of dirty) repaint(it, now);
    }
    const whole = !dirty || swapped || !shown;
    drawn = now;
    // The canvas: the scene where it changed or where the last frame's loose seeds and labels
    // were, then this frame's loose seeds and labels (a whole copy after a whole redraw).
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    const ov = view.overlay;
    const marks = overlayMarks(ov);
    if (whole) {
      ctx.clearRect(0, 0, canvas.width, canvas.height);
      ctx.drawImage(scene, 0, 0);
    } else {
      for (const it of dirty) copy(it.region);
      for (const m of shown) copy(m.region);
      for (const m of marks) copy(m.region);
    }
    shown = marks;
    if (marks.length) {
      ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
      for (const m of marks) m.draw();
    }
  }

  function use(x) {
    scene = x.canvas;
    sg = x.g;
    drawn = x.drawn;
    x.drawn = null; // the scene on show keeps its state in `drawn`
  }

  /**
   * The items whose state differs between `from` and `to`, or null when `from` is unknown or
   * so many differ (the markers back after a move) that one whole redraw is cheaper.
   */
  function changed(from, to) {
    if (!from || from.turn !== to.turn) return null;
    const out = [];
    for (let k = 0; k < items.length; k++) {
      if (to[k].n !== from[k].n || to[k].m !== from[k].m) {
        out.push(items[k]);
        if (out.length * 4 > items.length) return null;
      }
    }
    return out;
  }

  /** The whole scene: body, then each layer over all holes and stores. */
  function paintWhole(now, g = sg, target = scene) {
    paintBody(g, target, now.turn);
    paint(g, items, now);
  }

  /** A scene's ground: cleared, the body (lit for `turn`), then CSS px for what goes on it. */
  function paintBody(g, target, turn) {
    g.setTransform(1, 0, 0, 1, 0, 0);
    g.clearRect(0, 0, target.width, target.height);
    g.drawImage(body(turn), 0, 0);
    g.setTransform(dpr, 0, 0, dpr, 0, 0);
  }

  /** Whether the body lit for `turn` is still to be made (a whole-board copy and fill). */
  const unlit = (turn) => turn >= 0 && !lit[turn];

  /**
   * Paints `view` into the spare scene ahead of time (call it when idle), so a later frame
   * showing (nearly) that view switches scenes instead of painting the whole board. The
   * painting is done in steps (the lit body, then `paint`'s, about 6 ms of them a call): the
   * returned function does the next ones and returns true while some remain; null when there
   * is nothing to paint. The spare scene is not used until its last step is done, and a new
   * `prepare` or `configure` ends the steps of the last one.
   */
  function prepare(view) {
    if (!lay) return null;
    build(2);
    const now = states(view);
    const spare = scenes.find((x) => x.canvas !== scene);
    const d = changed(spare.drawn, now);
    if (d && d.length === 0) return null;
    spare.drawn = null; // not a picture of anything until the last step
    const token = {};
    preparing = token;
    const g = spare.g;
    const target = spare.canvas;
    const steps = [];
    if (unlit(now.turn)) steps.push(() => flush(body(now.turn)));
    steps.push(() => {
      paintBody(g, target, now.turn);
      steps.push(...passes(g, items, now));
    });
    return () => {
      if (preparing !== token || !scenes.includes(spare) || spare.canvas === scene) return false;
      rasterise(steps, target);
      if (steps.length) return true;
      spare.drawn = now;
      preparing = null;
      return false;
    };
  }

  /**
   * The first picture after `configure`, in steps meant for tasks of their own (on a slow
   * phone it is otherwise one long task): the board's body (its shapes.js steps), the seed
   * images, then the scene offscreen (the body, then `paint`'s steps), about 6 ms of steps a
   * call, each step rasterised at once. Returns true while a step was done; once it returns false (see
   * `warmed`), `draw(view)` only copies the scene to the canvas. The picture is the one `draw`
   * alone would make: the same drawing, cut between its steps.
   */
  function warm(view) {
    if (!lay || warmed > 2) return false;
    if (warmed === 0) {
      // the body: its fill, grain, edge, stores and holes (shapes.js steps), rasterised in
      // turn until about 6 ms have gone, the rest in the next call
      if (built >= 1) {
        bodySteps = null; // made meanwhile by a draw
      } else {
        if (!bodySteps) {
          layer = newCanvas(canvas.width, canvas.height);
          const g = layer.getContext('2d');
          g.setTransform(dpr, 0, 0, dpr, 0, 0);
          bodySteps = shapeFor(lay.gameId)(g, lay, colours, []);
        }
        rasterise(bodySteps, layer);
        if (bodySteps.length) return true;
        bodySteps = null;
        built = 1;
      }
    } else if (warmed === 1) {
      build(2);
      for (const s of sprites) flush(s.canvas);
    } else {
      // the scene: the body, then paint's steps for about 6 ms a task, each part rasterised
      if (!pending) {
        const now = states(view);
        if (unlit(now.turn)) {
          flush(body(now.turn)); // the lit body: a task of its own
          return true;
        }
        pendingNow = now;
        paintBody(sg, scene, now.turn);
        pending = passes(sg, items, pendingNow);
        flush(scene);
        return true;
      }
      rasterise(pending, scene);
      if (pending.length) return true;
      pending = null;
      drawn = pendingNow;
    }
    warmed++;
    return true;
  }

  /**
   * Runs `steps` (drawing on canvas `c`) from the first, each rasterised at once, until about
   * 6 ms have gone (at least one); the rest stay in `steps`.
   */
  function rasterise(steps, c) {
    const t0 = performance.now();
    do {
      steps.shift()();
      flush(c);
    } while (steps.length && performance.now() - t0 < 6);
  }

  /**
   * Drawing is recorded and done when a picture is first used: use it now (one pixel read
   * back through a 1×1 canvas), so a later frame only copies it.
   */
  function flush(c) {
    if (!probe) probe = newCanvas(1, 1).getContext('2d', { willReadFrequently: true });
    probe.drawImage(c, 0, 0, 1, 1, 0, 0, 1, 1);
    probe.getImageData(0, 0, 1, 1);
  }

  /** Copies a region (device px) of the scene to the canvas. */
  function copy([x, y, w, h]) {
    if (w <= 0 || h <= 0) return;
    ctx.clearRect(x, y, w, h);
    ctx.drawImage(scene, x, y, w, h, x, y, w, h);
  }

  /** The overlay's loose seeds and labels, each with its drawing and its region (device px). */
  function overlayMarks(ov) {
    const out = [];
    if (!ov) return out;
    const c = colours;
    const P = lay.pitch;
    const add = (x0, y0, x1, y1, draw) => {
      const l = Math.max(0, Math.floor((x0 - 2) * dpr));
      const t = Math.max(0, Math.floor((y0 - 2) * dpr));
      const r = Math.min(canvas.width, Math.ceil((x1 + 2) * dpr));
      const b = Math.min(canvas.height, Math.ceil((y1 + 2) * dpr));
      if (r > l && b > t) out.push({ region: [l, t, r - l, b - t], draw });
    };
    const reach = Math.hypot(sprites[0].w, sprites[0].h) / 2 + 2;
    for (const f of ov.flying || []) {
      add(f.x - reach, f.y - reach, f.x + reach, f.y + reach, () => drawLooseSeed(ctx, sprites, f.x, f.y, f.i, f.alpha ?? 1));
    }
    const labelAt = (text, x, y, size) => {
      ctx.font = `600 ${size.toFixed(1)}px ${c.font}`;
      const hw = (measure(ctx, text) + size) / 2;
      const hh = size * 0.85;
      add(x - hw, y - hh, x + hw, y + hh, () => label(ctx, c, text, x, y, size));
    };
    if (ov.skips?.length && ov.skipText) {
      for (const s of ov.skips) {
        const h = lay.holes[s];
        if (h) labelAt(ov.skipText, h.x, h.y - h.r - P * 0.08, P * 0.2);
      }
    }
    if (ov.label) {
      // the relay's lap between the rows, but below the count badges of the row above the
      // split (at the split itself it covered their lower edge): it covers no count
      const size = Math.max(12, P * 0.22);
      const hh = size * 0.85;
      const clear = lay.holes.reduce((m, h) => (h && h.y < lay.hull.split ? Math.max(m, badgeFor(h).y + badgeFor(h).r) : m), -Infinity);
      const y = Math.max(lay.hull.split, clear + hh + 2);
      if (canvas.dataset) { // tests: its centre and half height, its words
        canvas.dataset.lapLabel = [lay.width / 2, y, hh].map((v) => v.toFixed(1)).join(' ');
        canvas.dataset.lapText = ov.label;
      }
      labelAt(ov.label, lay.width / 2, y, size);
    } else if (canvas.dataset) {
      delete canvas.dataset.lapLabel;
      delete canvas.dataset.lapText;
    }
    return out;
  }

  /** Redraws one item's region of the scene (with its overlapping neighbours). */
  function repaint(it, now) {
    const [x, y, w, h] = it.region;
    if (w <= 0 || h <= 0) return;
    // The near items are painted whole on a scratch canvas (shapes cut by a clip come out
    // with slightly different edges), shifted by whole device pixels; the region is copied.
    const [ox, oy, ow, oh] = it.outer;
    const g = scratch.getContext('2d');
    g.setTransform(1, 0, 0, 1, 0, 0);
    g.clearRect(0, 0, ow, oh);
    g.drawImage(body(now.turn), ox, oy, ow, oh, 0, 0, ow, oh);
    g.setTransform(dpr, 0, 0, dpr, -ox, -oy);
    paint(g, it.near, now);
    sg.setTransform(1, 0, 0, 1, 0, 0);
    sg.clearRect(x, y, w, h);
    sg.drawImage(scratch, x - ox, y - oy, w, h, x, y, w, h);
  }

  /** Draws `list` (items in index order) layer by layer: seeds, markers, counts. */
  function paint(g, list, now) {
    for (const step of passes(g, list, now)) step();
  }

  /**
   * `paint`'s drawing as a list of steps, in its order (a hole's seeds, a store's seeds, the
   * markers, a hole's count…): run one after the other, in one task or in several (`warm`),
   * they make the same picture.
   */
  function passes(g, list, now) {
    const steps = [];
    const c = colours;
    const P = lay.pitch;
    const lw = Math.max(2, P * 0.05);
    const state = (it) => now[it.k];
    const hole = (it) => lay.holes[it.i];
    list.forEach((it, k) => {
      const s = state(it, k);
      if (it.kind === 'hole') {
        const h = hole(it);
        steps.push(() => drawHoleSeeds(g, sprites, it.i, h.x, h.y, h.r, s.n));
      }
    });
    list.forEach((it, k) => {
      if (it.kind !== 'store') return;
      const sp = lay.stores[it.i];
      steps.push(() => drawStoreSeeds(g, sprites, 1000 + it.i, sp.x, sp.y, sp.rx, sp.ry, state(it, k).n));
    });
    steps.push(() => {
      const marked = (bit, fn) => list.forEach((it, k) => {
        if (it.kind === 'hole' && (state(it, k).m & bit)) fn(hole(it), state(it, k).m);
      });
      const ring = (h, pad, colour, width, dash) => {
        g.save();
        g.strokeStyle = colour;
        g.lineWidth = width;
        if (dash) g.setLineDash(dash);
        g.beginPath();
        g.arc(h.x, h.y, h.r + pad, 0, Math.PI * 2);
        g.stroke();
        g.restore();
      };
      marked(PLAYABLE, (h) => ring(h, lw * 0.9, c.playable, lw, [P * 0.12, P * 0.08]));
      marked(LAST, (h) => {
        // a small diamond at the hole's upper left: the last move, shown by shape not colour
        const d = Math.max(4, h.r * 0.26);
        const x = h.x - h.r * 0.78;
        const y = h.y - h.r * 0.78;
        g.save();
        g.fillStyle = c.last;
        g.strokeStyle = c.labelFg;
        g.lineWidth = 1.2;
        g.beginPath();
        g.moveTo(x, y - d);
        g.lineTo(x + d, y);
        g.lineTo(x, y + d);
        g.lineTo(x - d, y);
        g.closePath();
        g.fill();
        g.stroke();
        g.restore();
      });
      marked(HOVER, (h, m) => ring(h, lw * 0.9, c.hover, m & PLAYABLE ? lw * 1.8 : lw * 0.7, null));
      marked(LIFT, (h) => ring(h, lw * 0.9, c.lift, lw * 1.6, null));
      marked(SKIP, (h) => {
        g.save();
        g.strokeStyle = c.skip;
        g.lineWidth = lw * 1.2;
        const k = h.r * 0.6;
        g.beginPath();
        g.moveTo(h.x - k, h.y - k);
        g.lineTo(h.x + k, h.y + k);
        g.moveTo(h.x + k, h.y - k);
        g.lineTo(h.x - k, h.y + k);
        g.stroke();
        g.restore();
      });
      // The lesson's, the move list's and the hint's rings (over the hole, never over a count):
      // round the hole's cell of the access grid (web/js/a11y.js: 0.92 pitch wide), in CSS px.
      const R = P * 0.46;
      const round = (h, rad, colour, width, dash) => ring({ x: h.x, y: h.y, r: rad }, 0, colour, width, dash);
      // a triangle `r` from its centre to its tip, pointing up (dir -1) or down (1), edged
      const arrow = (x, y, r, dir, fill, edge) => {
        g.save();
        g.beginPath();
        g.moveTo(x, y + dir * r);
        g.lineTo(x + r, y - dir * r * 0.7);
        g.lineTo(x - r, y - dir * r * 0.7);
        g.closePath();
        g.lineJoin = 'round';
        g.lineWidth = 3;
        g.strokeStyle = edge;
        g.stroke();
        g.fillStyle = fill;
        g.fill();
        g.restore();
      };
      const dot = (x, y, r, fill, edge) => {
        g.beginPath();
        g.arc(x, y, r + 2, 0, Math.PI * 2);
        g.fillStyle = edge;
        g.fill();
        g.beginPath();
        g.arc(x, y, r, 0, Math.PI * 2);
        g.fillStyle = fill;
        g.fill();
      };
      // A lesson's marked holes side by side: each ring stops at the line halfway between the
      // two holes, so that neighbouring rings make one outline instead of crossing (a ring
      // past that line lies within the other's, hence in the other hole's region: repainting
      // either hole draws both right), except beside a hole to try, whose rings are whole: a
      // hole only looked at next to it has its ring stop outside them. The dot goes above the
      // ring, or below it when a marked hole is above or the canvas ends there.
      // At a small pitch (a phone) the rings and the dot shrink with the holes, so that they
      // keep off the neighbouring holes' counts.
      const k = Math.min(1, Math.max(0.5, P / 64));
      const reach = R + 8 * k;
      const lessonHoles = items.filter((it) => it.kind === 'hole' && (now[it.k].m & LESSON)).map(hole);
      const badges = lessonHoles.length ? lay.holes.filter(Boolean).map(badgeFor) : [];
      const tryHoles = items.filter((it) => it.kind === 'hole' && (now[it.k].m & PLAY)).map(hole);
      const toTry = tryHoles.length > 0;
      // the outermost ring of a hole to try (below), whole beside a hole only looked at: that
      // one's thin ring stops outside it (a learner saw the hole to try's rings cut straight)
      const outerR = R + 9.5 * k + 1; // its light ring's radius and width
      const outerW = Math.max(2, 3 * k);
      const tryOuter = outerR + outerW / 2;
      marked(LESSON, (h, m) => {
        const near = lessonHoles.filter((o) => o !== h && Math.hypot(o.x - h.x, o.y - h.y) < 2 * reach);
        const play = m & PLAY;
        g.save();
        for (const o of near) {
          const other = tryHoles.includes(o);
          if (play && !other) continue; // its rings whole
          if (!play && other) { // outside the other's rings
            g.beginPath();
            g.rect(h.x - 4 * reach, h.y - 4 * reach, 8 * reach, 8 * reach);
            g.arc(o.x, o.y, tryOuter, 0, Math.PI * 2);
            g.clip('evenodd');
            continue;
          }
          const d = Math.hypot(o.x - h.x, o.y - h.y) || 1;
          const ux = (o.x - h.x) / d;
          const uy = (o.y - h.y) / d;
          const mx = (h.x + o.x) / 2;
          const my = (h.y + o.y) / 2;
          const L = 4 * reach;
          g.beginPath(); // the half plane on h's side of the line halfway to o
          g.moveTo(mx - uy * L, my + ux * L);
          g.lineTo(mx + uy * L, my - ux * L);
          g.lineTo(mx + uy * L - ux * L, my - ux * L - uy * L);
          g.lineTo(mx - uy * L - ux * L, my + ux * L - uy * L);
          g.closePath();
          g.clip();
        }
        // the hole to try (a learner's: "the marked hole" among five marked alike): a light
        // ring outside its dark one, and an arrow pointing at it where the dot would go, larger
        // than a dot (at least 7 px on a phone's small pitch)
        // Beside a hole to try, a hole only looked at has a thin light ring alone (on a phone's
        // small board no arrow fits, and the rings were alike but for the outer one).
        if (toTry && !play) round(h, R + 2 * k, c.focusInner, Math.max(2, 2.5 * k), null);
        else {
          round(h, R + 2 * k, c.focusInner, Math.max(3, 4 * k), null);
          round(h, R + 6 * k, c.accent, Math.max(3, 4 * k), null);
        }
        if (play) round(h, outerR, c.focusInner, outerW, null);
        g.restore();
        // the dot (or arrow, `dr` from centre to edge, centred `off` beyond the ring): on a side
        // with no marked hole and no count badge, inside the board's body if it can be, else
        // inside the canvas, else none
        const side = (dr, off) => {
          const y = (sy) => h.y + sy * (R + off);
          const free = [-1, 1].filter((sy) => !near.some((o) => (o.y - h.y) * sy > reach * 0.5)
            && !badges.some((b) => Math.hypot(b.x - h.x, b.y - y(sy)) < b.r + dr + 3));
          const { y: top, h: tall } = lay.hull;
          const sy = free.find((v) => y(v) - dr >= top && y(v) + dr <= top + tall)
            ?? free.find((v) => y(v) >= dr + 2 && y(v) <= lay.height - dr - 2);
          return sy ? { sy, y: y(sy), dr } : null;
        };
        const big = Math.max(7, 8 * k);
        const at = (play && side(big, 4 * k + big)) || side(5 * k, 9 * k);
        if (at && play) arrow(h.x, at.y, at.dr, -at.sy, c.accent, c.focusInner);
        else if (at) dot(h.x, at.y, at.dr, c.accent, c.focusInner);
      });
      marked(MARKED, (h) => {
        round(h, R + 1.5, c.focusInner, 3, null);
        round(h, R + 6, c.focus, 4, null);
      });
      marked(HINT, (h, m) => {
        round(h, R + 1.5, c.focusInner, 3, null);
        round(h, R + 5, c.focus, 4, [8, 5]);
        if (P < 20) return;
        // a "!" beside the ring (its upper right, else a corner clear of the counts: geometry.js's
        // hintMark): the hint (and the review's better move) shown by shape, not colour alone;
        // "!" as a good move is written ("?" marks a mistake in the move list)
        const q = Math.max(8, P * 0.13);
        const { x, y } = hintMark(lay, h, q, !!(m & NUMBERS));
        dot(x, y, q, c.focus, c.focusInner);
        g.fillStyle = c.focusInner;
        g.font = `700 ${(q * 1.3).toFixed(1)}px ${c.font}`;
        g.textAlign = 'center';
        g.textBaseline = 'middle';
        g.fillText('!', x, y + 0.5);
      });
      // the keyboard's focus: a thick double ring (white inside, blue outside) that shows on
      // light and dark wood alike, drawn here so that no count badge is ever under it
      marked(FOCUS, (h) => {
        round(h, R + 1.5, c.focusInner, 3, null);
        round(h, R + 5.5, c.focus, 5, null);
      });
    });
    // counts: every hole and store, always on top of seeds and markers; none on a picture whose
    // holes are smaller than any playable board's (the start screen's Nsolo: at 810×1080 its
    // badges, 17 px at the least, covered every hole)
    if (P < COMPACT_MIN_PITCH) return steps;
    const fontPx = (px) => `600 ${px.toFixed(1)}px ${c.font}`;
    steps.push(() => {
      g.textAlign = 'center';
      g.textBaseline = 'middle';
    });
    list.forEach((it, k) => {
      if (it.kind !== 'hole') return;
      steps.push(() => {
        const h = hole(it);
        const n = state(it, k).n;
        const b = badgeFor(h);
        const text = String(n);
        g.font = fontPx(b.r * 1.25);
        const w = Math.max(b.r * 2, measure(g, text) + b.r);
        g.fillStyle = c.countBg;
        g.beginPath();
        // a pill grows to the left, into its own hole: its right end is the circle's
        const cx = text.length > 1 ? b.x - (w / 2 - b.r) : b.x;
        if (text.length > 1) {
          const wh = w / 2;
          g.moveTo(cx - wh + b.r, b.y - b.r);
          g.arcTo(cx + wh, b.y - b.r, cx + wh, b.y + b.r, b.r);
          g.arcTo(cx + wh, b.y + b.r, cx - wh, b.y + b.r, b.r);
          g.arcTo(cx - wh, b.y + b.r, cx - wh, b.y - b.r, b.r);
          g.arcTo(cx - wh, b.y - b.r, cx + wh, b.y - b.r, b.r);
        } else {
          g.arc(b.x, b.y, b.r, 0, Math.PI * 2);
        }
        g.fill();
        g.fillStyle = n === 0 ? c.countZero : c.countFg;
        g.fillText(text, cx, b.y + 0.5);
      });
    });
    list.forEach((it, k) => {
      if (it.kind !== 'store') return;
      steps.push(() => {
        const s = lay.stores[it.i];
        const n = state(it, k).n;
        const { y, r } = storeBadge(lay, s, P);
        g.font = fontPx(r * 1.2);
        const w = Math.max(2 * r, measure(g, String(n)) + r * 1.2);
        g.fillStyle = c.countBg;
        g.beginPath();
        g.ellipse(s.x, y, w / 2, r, 0, 0, Math.PI * 2);
        g.fill();
        g.fillStyle = c.countFg;
        g.fillText(String(n), s.x, y + 0.5);
      });
    });
    return steps;
  }

  /** Text width in the context's current font (measured once per font and text). */
  function measure(g, text) {
    const key = `${g.font}|${text}`;
    let w = widths.get(key);
    if (w === undefined) {
      w = g.measureText(text).width;
      widths.set(key, w);
    }
    return w;
  }

  function label(g, c, text, x, y, size) {
    g.save();
    g.font = `600 ${size.toFixed(1)}px ${c.font}`;
    const w = measure(g, text) + size;
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

  /** Forgets the canvas (its listener, the scenes painted for it): the board is gone; draw,
   * prepare and warm do nothing until the next `configure`. */
  function destroy() {
    life.abort();
    lay = layer = scene = sg = scratch = probe = sprites = null;
    scenes = [];
    lit = [];
    pending = null;
    bodySteps = null;
    preparing = null;
  }

  return { configure, draw, prepare, warm, destroy, get warmed() { return !lay || warmed > 2; }, get layout() { return lay; } };
}
