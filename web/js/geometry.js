// Board geometry: where every hole and store sits on the canvas, in CSS pixels, and which
// hole a point falls in. Pure functions of (game, size, available space); the renderer, the
// input handler and the tests all use the same layout, so a click lands where a hole is drawn.
//
// Global hole indices follow the engine (player 0 sits at the bottom):
//   Adji-Boto  top row 0 1 2 3 4 (player 1), bottom row 9 8 7 6 5 (player 0);
//              player 0's store (boto) at the right end, player 1's at the left end.
//   Ayoayo     bottom row 0..5 (player 0), top row 11 10 9 8 7 6 (player 1);
//              player 0's store at the right end, player 1's at the left end.
//   Nsolo 4×N  rows from the top: 3N-1 … 2N (player 1 outer), 3N … 4N-1 (player 1 inner),
//              2N-1 … N (player 0 inner), 0 … N-1 (player 0 outer). No stores.

/** Smallest hole pitch in CSS px: keeps every hole a finger-sized target (≥ 28 px). */
export const MIN_PITCH = { 'adji-boto': 30, ayoayo: 30, nsolo: 34 };
/** Largest hole pitch: beyond this the board only gets emptier. */
export const MAX_PITCH = 112;
/** Smallest pitch in a compact frame too low for MIN_PITCH (320×240): holes about 23 px. */
export const COMPACT_MIN_PITCH = 28;
/**
 * A lesson's board in a compact frame 300 px high or more keeps its holes this far apart where
 * the width allows (web/css/embed.css, --board-lesson-least): at COMPACT_MIN_PITCH a 480×320
 * frame's lesson board was a third of the game's, Adji-Boto's counts over the lower row's
 * holes (a museum team's); the lesson's panel scrolls instead.
 */
export const LESSON_MIN_PITCH = 38;
/**
 * A board that misses the width by a sliver fits it instead, its holes a little closer, down
 * to this share of MIN_PITCH, rather than keep one column behind a sideways scroll (a tablet's
 * tester: Nsolo 4×22 at 768 px wide scrolled for its last 27 px, 4×36 at 1180 px for 91).
 * Not below a least pitch the caller sets (a kiosk's 48 px).
 */
export const SLIVER = 0.9;

/**
 * Whether an Nsolo board of `size` holes a row keeps the column beside it (status, moves) on a
 * wide screen `width` CSS px wide (web/css/mancala.css `.mb-beside`: 64em and more,
 * landscape, or a phone turned; the column clamp(17.5rem, 20vw, 22.5rem) and a 24 px gap, `rem` the page's root
 * text size in px; 48 px of the page's
 * padding at most, a kiosk's): below 4×20, and only while its holes stay 48 px apart there.
 * A tablet of 1024 px keeps 4×13 beside it; 4×14 to 4×19 take the whole width (beside it,
 * 4×19's holes were 35 px apart: a tester's report), as 4×20 and more do on every screen.
 * A `low` screen (a phone turned) keeps every board below 4×20 beside it: there the window's
 * height, not the column, sets the holes' size (4×8 at 740×360 took the whole width with
 * smaller holes, a lesson's text above it off the screen).
 */
export function nsoloBeside(size, width, rem = 16, low = false) {
  return size < 20 && (low || layout('nsolo', size, width - 48 - sideColumn(width, rem), 1e4, { maxPitch: 260 }).pitch >= 48);
}

/** The width the column beside the board takes from a wide screen `width` CSS px wide, its gap included (web/css/mancala.css). */
export function sideColumn(width, rem = 16) {
  return Math.min(22.5 * rem, Math.max(17.5 * rem, 0.2 * width)) + 24;
}

/** Board proportions in units of the hole pitch. */
function frame(gameId, size) {
  switch (gameId) {
    case 'adji-boto':
      // margin, prow, boto, 5 holes, boto, prow, margin
      return { cols: 5, rows: 2, margin: 0.12, end: 0.75, store: 1.45, wUnits: 0, hUnits: 2.75 };
    case 'ayoayo':
      return { cols: 6, rows: 2, margin: 0.1, end: 0.22, store: 1.35, wUnits: 0, hUnits: 2.6 };
    case 'nsolo':
      return { cols: size, rows: 4, margin: 0.04, end: 0.18, store: 0, wUnits: 0, hUnits: 4 + 0.3 + 0.6 + 0.2 };
    default:
      throw new Error(`unknown game: ${gameId}`);
  }
}

function widthUnits(f) {
  return 2 * f.margin + 2 * f.end + 2 * f.store + f.cols;
}

/** (row from the top, column from the left) → global hole index. */
export function holeAt(gameId, size, row, col) {
  switch (gameId) {
    case 'adji-boto':
      return row === 0 ? col : 9 - col;
    case 'ayoayo':
      return row === 0 ? 11 - col : col;
    case 'nsolo': {
      const n = size;
      if (row === 0) return 3 * n - 1 - col;
      if (row === 1) return 3 * n + col;
      if (row === 2) return 2 * n - 1 - col;
      return col;
    }
    default:
      throw new Error(`unknown game: ${gameId}`);
  }
}

/**
 * Lays a board out in the space given. Returns, in CSS px: `width`, `height`, `pitch`, the
 * hull (`hull.kind` 'boat' | 'rect' and its box), `holes[i] = {x, y, r, row, col, least}` by global
 * index, `stores[p] = {x, y, rx, ry}` for players 0 and 1 (null for Nsolo), `off[p]` the point
 * where stones captured by p leave the board, and `rows` for the side markers.
 * The width may exceed `availWidth` when the board would otherwise get too small to touch
 * (Nsolo 4×36 on a phone): the caller lets it scroll. `shrinkTo`: a compact frame's floor for
 * the pitch when the height is what is short (COMPACT_MIN_PITCH). `maxPitch`: the largest
 * pitch (a kiosk's screen may take larger holes than MAX_PITCH); `minPitch`: the smallest
 * (a picture of the board, not played on, may be small: the start screen's cards). `text`:
 * the visitor's text size over 16 px, which the counts' least size follows (`least`, `text`).
 */
export function layout(gameId, size, availWidth, availHeight, { shrinkTo = 0, maxPitch = MAX_PITCH, minPitch, text = 1 } = {}) {
  const f = frame(gameId, size);
  const wu = widthUnits(f);
  const hu = f.hUnits;
  let pitch = Math.min(maxPitch, availWidth / wu, Math.max(availHeight, 1) / hu);
  const least = MIN_PITCH[gameId];
  const min = minPitch ?? (availWidth / wu >= SLIVER * least ? Math.min(least, availWidth / wu) : least);
  // Too narrow: the board keeps its smallest pitch and scrolls sideways. Too low (a compact
  // frame, `shrinkTo`): it may shrink below that, down to `shrinkTo`, to stay whole in view.
  if (pitch < min) pitch = Math.max(Math.min(min, Math.max(availHeight, 1) / hu), shrinkTo || min);
  pitch = Math.floor(pitch * 4) / 4;
  const P = pitch;
  const width = Math.ceil(wu * P);
  const height = Math.ceil(hu * P);
  const r = 0.41 * P;
  const cy = height / 2;
  const x0 = f.margin * P; // hull left
  const x1 = width - f.margin * P; // hull right
  const holesX = x0 + (f.end + f.store) * P; // left edge of the first hole column
  const holes = [];
  const rowY = [];
  if (gameId === 'nsolo') {
    const top = 0.4 * P;
    for (let row = 0; row < 4; row++) rowY.push(top + (row + 0.5) * P + (row >= 2 ? 0.3 * P : 0));
  } else {
    rowY.push(cy - 0.52 * P, cy + 0.52 * P);
  }
  for (let row = 0; row < f.rows; row++) {
    for (let col = 0; col < f.cols; col++) {
      const i = holeAt(gameId, size, row, col);
      holes[i] = { x: holesX + (col + 0.5) * P, y: rowY[row], r, row, col, least: 8.5 * text };
    }
  }
  let stores = null;
  if (f.store > 0) {
    const sx = f.store * P;
    const left = { x: x0 + (f.end + f.store / 2) * P, y: cy, rx: sx * 0.42, ry: gameId === 'adji-boto' ? 0.92 * P : 0.95 * P };
    const right = { x: x1 - (f.end + f.store / 2) * P, y: cy, rx: left.rx, ry: left.ry };
    stores = [right, left]; // player 0's store on the right, player 1's on the left
  }
  const hullTop = gameId === 'nsolo' ? 0.2 * P : (gameId === 'adji-boto' ? 0.12 * P : 0.1 * P);
  const hull = {
    kind: gameId === 'adji-boto' ? 'boat' : 'rect',
    x: x0,
    y: hullTop,
    w: x1 - x0,
    h: height - 2 * hullTop,
    split: gameId === 'nsolo' ? (rowY[1] + rowY[2]) / 2 : cy,
  };
  const off = [
    { x: width / 2, y: height + 2 * P },
    { x: width / 2, y: -2 * P },
  ];
  return { gameId, size, width, height, pitch: P, holes, stores, hull, off, rowY, cols: f.cols, text };
}

/** The hole whose cell (a pitch-sized square round it) contains (x, y), or -1. */
export function hitTest(lay, x, y) {
  const half = lay.pitch / 2;
  for (let i = 0; i < lay.holes.length; i++) {
    const h = lay.holes[i];
    if (Math.abs(x - h.x) <= half && Math.abs(y - h.y) <= half) return i;
  }
  return -1;
}

/** The centre of hole `i` in CSS px relative to the canvas, or null. */
export function holeCenter(lay, i) {
  const h = lay.holes[i];
  return h ? { x: h.x, y: h.y } : null;
}

/**
 * Where a seed count badge goes for a hole: its lower right rim. Its least radius (`least`,
 * 8.5 px) grows with the visitor's text size (layout's `text`: at a browser's 24 px text the
 * counts stayed 11 px high on a phone, beside text of 24), up to 0.3 of the pitch (two-digit
 * pills of neighbouring holes overlapped at 32 px on small holes, touched at a third).
 */
export function badgeFor(h) {
  const br = Math.max(8.5, Math.min(h.least || 8.5, h.r * 0.73), h.r * 0.4);
  // Its right edge stays short of the midpoint to the next hole (1.22 r from the centre: holes
  // are 0.41 pitch in radius): small holes (a 320×240 frame) would otherwise have badges
  // touching their neighbour; large ones keep the lower right rim. A two-digit count's pill
  // grows to the left from this circle (js/render.js).
  return { x: h.x + Math.max(0, Math.min(h.r * 0.68, h.r * 1.22 - br - 1)), y: h.y + h.r * 0.68, r: br };
}

/**
 * Where the hint's "!" goes beside hole `h` (its dot `q` in radius, 2 px of edge round it): at
 * the upper right of the hint's ring, else the upper left or the lower left, the first corner
 * clear of every count badge (a two-digit pill reaches 0.6 of its radius further left) and
 * inside the picture; where none is, the clearest. With `numbers` (the setting Hole numbers)
 * every hole's number, at its cell's upper left (web/js/a11y.js, web/css/mancala.css), is kept
 * clear as well. On Nsolo 4×36 the upper right lay over the count of the hole above, and the
 * upper left under the hole's own number (testers').
 */
export function hintMark(lay, h, q, numbers = false) {
  const P = lay.pitch;
  const d = P * 0.46 * 0.8;
  const holes = lay.holes.filter(Boolean);
  const badges = holes.map(badgeFor);
  // a number's box: its cell 0.92 pitch square, its font 0.22 pitch (11 px at the least), from
  // a quarter em left of the cell, 1.5 em high, as wide as three digits
  const em = Math.max(11, Math.round(P * 0.22));
  const boxes = numbers ? holes.map((o) => [o.x - 0.46 * P - 0.25 * em, o.y - 0.46 * P, 2.3 * em, 1.5 * em]) : [];
  const clear = ([sx, sy]) => {
    const x = h.x + sx * d;
    const y = h.y + sy * d;
    let c = Math.min(x, y, lay.width - x, lay.height - y) - q - 2;
    for (const b of badges) {
      const dx = x - Math.min(b.x, Math.max(b.x - 0.6 * b.r, x));
      c = Math.min(c, Math.hypot(dx, y - b.y) - b.r - q - 2);
    }
    for (const [bx, by, bw, bh] of boxes) {
      c = Math.min(c, Math.hypot(Math.max(bx - x, 0, x - bx - bw), Math.max(by - y, 0, y - by - bh)) - q - 2);
    }
    return { x, y, c };
  };
  const marks = [[1, -1], [-1, -1], [-1, 1]].map(clear);
  return marks.find((m) => m.c >= 0) ?? marks.reduce((a, b) => (b.c > a.c ? b : a));
}

/**
 * Where a store's count goes: a pill centred low on the store, `r` its half height. Like a
 * hole's badge it grows with the visitor's text size (11 px at 1) and with the pitch `P`.
 */
export function storeBadge(lay, s, P) {
  const r = Math.max(11 * (lay.text || 1), P * 0.2);
  return { x: s.x, y: s.y + s.ry - r * 0.6, r };
}

/** The holes on side `p`'s half of the board: player 0's below the line between the sides, 1's above. */
export function sideHoles(lay, p) {
  return lay.holes.filter((h) => h && (h.y > lay.hull.split) === (p === 0));
}

/**
 * The frame round the side to move's rows (player `p`; Nsolo: two rows), drawn with lines
 * `lw` wide: {x0, y0, x1, y1, radius} (a rounded rectangle). The count badges sit on the
 * holes' lower right rims, so the right and lower edges go out far enough that the rounded
 * corner passes outside every badge (at the last hole it crossed the badge), but not onto the
 * board's rim nor, for the upper side, onto the other side's holes (turnFrameFloor).
 */
export function turnFrame(lay, p, lw) {
  const mine = sideHoles(lay, p);
  const pad = mine[0].r * 1.14;
  const right = Math.max(...mine.map((h) => h.x)) + pad;
  const low = Math.max(...mine.map((h) => h.y)) + pad;
  const rightMost = Math.max(right, lay.hull.x + lay.hull.w - 2 * lw);
  const lowMost = Math.max(low, turnFrameFloor(lay, p, lw));
  const frame = {
    x0: Math.min(...mine.map((h) => h.x)) - pad,
    y0: Math.min(...mine.map((h) => h.y)) - pad,
    x1: right,
    y1: low,
    radius: pad,
  };
  const badges = mine.map(badgeFor);
  for (let i = 0; i < 40 && !badges.every((b) => badgeInFrame(b, frame, lw)) && (frame.x1 < rightMost || frame.y1 < lowMost); i++) {
    frame.x1 = Math.min(rightMost, frame.x1 + pad * 0.02);
    frame.y1 = Math.min(lowMost, frame.y1 + pad * 0.02);
  }
  return frame;
}

/**
 * How low the turn frame of side `p` may reach: the board's rim for the lower side; for the
 * upper side the tops of the other side's holes, and the line drawn between the sides (Nsolo's
 * groove, Adji-Boto's keel; Ayoayo has none).
 */
export function turnFrameFloor(lay, p, lw) {
  if (p === 0) return lay.hull.y + lay.hull.h - 2 * lw;
  const theirs = sideHoles(lay, 0);
  const tops = Math.min(...theirs.map((h) => h.y - h.r)) - lw;
  return lay.gameId === 'ayoayo' ? tops : Math.min(tops, lay.hull.split - lw);
}

/** Whether badge `b` lies inside `frame` (a rounded rectangle, lines `lw` wide), `lw` clear of its line. */
export function badgeInFrame(b, frame, lw) {
  const { x0, y0, x1, y1, radius } = frame;
  const cx = Math.max(x0 + radius, Math.min(b.x, x1 - radius));
  const cy = Math.max(y0 + radius, Math.min(b.y, y1 - radius));
  return Math.hypot(b.x - cx, b.y - cy) + b.r + lw <= radius;
}
