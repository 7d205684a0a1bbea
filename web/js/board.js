// The board view: one canvas in a given element. It lays the board out, draws a snapshot,
// animates the engine's account of a move, and reports which hole the player chose. It holds
// no game and knows no rule; several boards can live on one page, and destroy() unbinds all.

import { layout, hitTest, holeCenter, badgeFor, COMPACT_MIN_PITCH, LESSON_MIN_PITCH } from './geometry.js';
import { createRenderer, readColours, pixelRatio } from './render.js';
import { createAnimation, SPEEDS, UNDO_SPEEDUP, UNDO_MAX_MS } from './animation.js';
import { attachInput } from './input.js';
import { playableHoles, moveHole } from './state.js';
import { h } from './dom.js';

const NONE = new Set();

/**
 * `container`: the element to mount into. Options: `t` (translator), `onActivate(hole, pointerType)`
 * called when the player clicks or taps a hole (the app plays it only if it may), `maxHeight()` the height the
 * board may take (CSS px), `label(snap)` the canvas's accessible description, `compact` (a
 * frame-filling layout: the board may shrink below its usual smallest size to stay whole),
 * `onLand(steps)` called in each frame where steps of a move's animation end (their seeds
 * land: a sowing's seed in its hole, a capture's in the store) with those steps; forward
 * only, never for undo, a skipped animation or no animation (the app's sounds: web/js/sound.js).
 */
export function createBoard(container, { t, onActivate, maxHeight, label, compact = false, onLand = null }) {
  // A picture only: the keyboard and assistive technology use the grid laid over it (a11y.js).
  const canvas = h('canvas.mb-canvas', { tabIndex: -1, 'aria-hidden': 'true' });
  const scroll = h('div.mb-board-scroll', {}, canvas);
  // When the board is wider than the screen (Nsolo 4×36 on a phone): faded edges with an
  // arrow on the side(s) where more holes lie (web/css/mancala.css). Swipes and clicks beside
  // the arrow go to the board beneath; the arrow scrolls most of a screen that way (the
  // keyboard's grid follows the focus by itself: the arrows are hidden from it).
  const hint = (side, arrow, way) => {
    const button = h('span', {}, arrow);
    button.addEventListener('click', () => scroll.scrollBy({ left: way * scroll.clientWidth * 0.8, behavior: reducedMq.matches ? 'instant' : 'smooth' }));
    return h(`div.mb-scroll-hint.is-${side}`, { 'aria-hidden': 'true' }, button);
  };
  const root = h('div.mb-board', {}, scroll, hint('start', '‹', -1), hint('end', '›', 1));
  container.append(root);

  const renderer = createRenderer(canvas);
  const reducedMq = window.matchMedia('(prefers-reduced-motion: reduce)');
  const darkMq = window.matchMedia('(prefers-color-scheme: dark)');
  let snap = null;
  let lay = null;
  let dpr = 1;
  let display = { holes: [], stores: [0, 0] };
  let playable = new Set();
  let hover = -1;
  let anim = null;
  let animDone = null;
  let raf = 0;
  let speed = 'normal';
  let lastWidth = -1;
  let destroyed = false;
  let viewLeft = 0; // scroll.scrollLeft, kept from scroll events (no layout read in a frame)
  let followed = -1; // the hole the animation last scrolled to
  // a game loaded (the first picture, a link followed): its last move's hole is brought into
  // view, at each layout too, until the next update or the visitor's hand on the board (a 4×36 game
  // opened from a link on a phone showed its left end, the last move off the screen)
  let showLast = false;
  let settling = false; // a move's animation has just ended: markers return in the next task
  let prepareId = 0; // the pending idle callback that paints the spare scene
  let shownOnce = false; // the first picture is on the canvas
  let warmTimer = 0; // the next step of the first picture (renderer.warm)
  let warmNow = false; // this draw may do that step
  let firstShown = null; // resolves `firstPicture`: update()'s promise until the first picture is shown
  const firstPicture = new Promise((resolve) => { firstShown = resolve; });
  let turn = -1; // the side lit as the one to move (-1: none, the game is over)
  let landed = 0; // the steps of the running animation already told to onLand
  // the rings the access grid asks for (web/js/a11y.js): drawn under the counts, shown always
  let rings = { lesson: [], marked: -1, hint: -1, numbers: false };

  function relayout(force = false) {
    if (!snap || destroyed) return;
    const avail = Math.max(200, scroll.clientWidth || container.clientWidth || 320);
    const ratio = pixelRatio(canvas);
    const maxH = maxHeight ? maxHeight() : window.innerHeight * 0.55;
    // --board-max-pitch (web/css/mancala.css): larger holes on a wide screen or a kiosk
    const style = getComputedStyle(root);
    const maxPitch = parseFloat(style.getPropertyValue('--board-max-pitch')) || undefined;
    // --board-min-pitch (web/css/kiosk.css): a kiosk's holes stay 48 px apart, the board
    // scrolling sideways where the screen is narrower (a tablet turned upright mid-game)
    const minPitch = parseFloat(style.getPropertyValue('--board-min-pitch')) || undefined;
    // the visitor's text size (an element's: its host's, --rem), which the counts follow, up to 2×
    const rem = parseFloat(style.getPropertyValue('--rem')) || parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
    const text = Math.min(2, Math.max(1, rem / 16));
    const next = layout(snap.gameId, snap.size, avail, maxH, { shrinkTo: compact ? COMPACT_MIN_PITCH : 0, maxPitch, minPitch, text });
    if (compact) {
      // The least height the board takes (at its smallest pitch): a lesson's panel in a low
      // frame leaves it that much (web/css/embed.css, --board-least).
      const least = `${layout(snap.gameId, snap.size, avail, 1, { shrinkTo: COMPACT_MIN_PITCH, maxPitch }).height}px`;
      // a lesson's, where the frame is not too low (LESSON_MIN_PITCH), as far as the width allows
      const lessonLeast = `${Math.min(layout(snap.gameId, snap.size, avail, 1, { shrinkTo: LESSON_MIN_PITCH, maxPitch }).height,
        layout(snap.gameId, snap.size, avail, 1e4, { maxPitch }).height)}px`;
      const app = container.closest('.mancala-app') || root;
      if (app.style.getPropertyValue('--board-least') !== least) app.style.setProperty('--board-least', least);
      if (app.style.getPropertyValue('--board-lesson-least') !== lessonLeast) app.style.setProperty('--board-lesson-least', lessonLeast);
    }
    const same = lay && next.width === lay.width && next.height === lay.height &&
      next.gameId === lay.gameId && next.size === lay.size && next.text === lay.text && ratio === dpr;
    if (same && !force) return;
    lay = next;
    dpr = ratio;
    canvas.style.width = `${lay.width}px`;
    canvas.style.height = `${lay.height}px`;
    renderer.configure(lay, dpr, readColours(root));
    root.dataset.holeCenters = JSON.stringify(lay.holes.map((h) => [round1(h.x), round1(h.y)]));
    root.dataset.pitch = String(lay.pitch);
    // each hole's count badge: its centre and radius (a two-digit count's pill grows left)
    root.dataset.badges = JSON.stringify(lay.holes.map((h) => { const b = badgeFor(h); return [round1(b.x), round1(b.y), round1(b.r)]; }));
    root.dataset.holeRadius = String(round1(lay.holes.find(Boolean).r));
    viewLeft = scroll.scrollLeft;
    lastWidth = scroll.clientWidth;
    if (showLast) follow(lastHole());
    showScrollHints();
    draw();
  }

  /** data-scrollable, data-more-start/-end: whether holes lie beyond each edge of the view. */
  function showScrollHints() {
    if (!lay) return;
    const over = lay.width - lastWidth;
    const set = (k, v) => { if (root.dataset[k] !== v) root.dataset[k] = v; };
    set('scrollable', String(over > 1));
    set('moreStart', String(over > 1 && viewLeft > 1));
    set('moreEnd', String(over > 1 && viewLeft < over - 1));
  }

  /** Scrolls (at once) so hole `i` is well inside the view, if the board is wider than it. */
  function follow(i) {
    const h = lay && lay.holes[i];
    if (!h || lay.width <= lastWidth + 1) return;
    const m = lay.pitch * 1.5;
    if (h.x - m >= viewLeft && h.x + m <= viewLeft + lastWidth) return;
    viewLeft = Math.max(0, Math.min(lay.width - lastWidth, h.x - lastWidth / 2));
    scroll.scrollLeft = viewLeft;
    showScrollHints();
  }

  function draw() {
    if (!lay || destroyed) return;
    let overlay = null;
    if (anim) {
      const f = anim.frame(performance.now());
      display = { holes: f.holes, stores: f.stores };
      const at = anim.hole;
      if (at !== followed) {
        followed = at;
        follow(at); // the hole the seeds are going to stays in view
      }
      overlay = f.overlay;
      if (onLand && !anim.reverse && anim.ended > landed) {
        const ended = anim.steps.slice(landed, anim.ended);
        landed = anim.ended;
        onLand(ended);
      }
      if (f.done) finishAnimation();
    }
    // No markers while a move plays, nor in the frame that ends it: they come back in a task
    // of their own (bare, the whole board need not be painted within an animation frame).
    const bare = !!anim || settling;
    // The side to move is lit (the renderer's `turn`, `data-turn`); while a move plays, the
    // mover's side stays lit, and the light moves over when the markers come back. None after
    // the end, nor in a lesson between a step's move and the next (`still`: no move comes).
    if (!bare) root.dataset.turn = turn = snap.result || snap.still ? -1 : snap.toMove;
    const view = {
      turn,
      holes: display.holes,
      stores: display.stores,
      playable: bare ? NONE : playable,
      hover: bare ? -1 : hover,
      last: bare ? -1 : lastHole(),
      rings,
      overlay,
    };
    // The first picture is painted offscreen in steps, each in a task of its own (a slow
    // phone's first paint is otherwise one long task), then shown whole; data-animating
    // says 'true' meanwhile, as while a move plays: the picture is not yet what it shows.
    // Not one step in the task that asked for the picture (the mount's): each in a timer's.
    if (!shownOnce && !anim) {
      if (warmNow) {
        warmNow = false;
        renderer.warm(view);
      }
      if (!renderer.warmed) {
        root.dataset.animating = 'true';
        if (!warmTimer) warmTimer = setTimeout(() => { warmTimer = 0; warmNow = true; draw(); }, 0);
        return;
      }
    }
    if (!shownOnce) {
      shownOnce = true;
      if (!anim) root.dataset.animating = 'false';
      firstShown();
    }
    renderer.draw(view);
    if (typeof performance !== 'undefined' && performance.getEntriesByName('board-drawn', 'mark').length === 0) {
      performance.mark('board-drawn');
    }
    if (!bare && !prepareId) {
      // when idle, the board without markers (the next move's first frame) in the spare
      // scene, in steps of a few ms, each in an idle callback of its own
      const later = (fn) => (typeof requestIdleCallback === 'function'
        ? { idle: requestIdleCallback(fn, { timeout: 2000 }) }
        : { timer: setTimeout(fn, 300) });
      let more = null;
      const run = () => {
        prepareId = 0;
        if (anim || destroyed) return;
        if (!more) {
          more = renderer.prepare({ turn, holes: display.holes, stores: display.stores, playable: NONE, hover: -1, last: -1, rings, overlay: null });
          if (!more) return;
        }
        if (more()) prepareId = later(run);
      };
      prepareId = later(run);
    }
  }

  function cancelPrepare() {
    if (!prepareId) return;
    if (prepareId.idle) cancelIdleCallback(prepareId.idle);
    else clearTimeout(prepareId.timer);
    prepareId = 0;
  }

  function lastHole() {
    if (!snap || snap.ply === 0) return -1;
    return moveHole(snap.moves[snap.moves.length - 1]);
  }

  function loop() {
    raf = 0;
    draw();
    if (anim) raf = requestAnimationFrame(loop);
  }

  function finishAnimation() {
    anim = null;
    if (raf) cancelAnimationFrame(raf);
    raf = 0;
    display = { holes: snap.holes, stores: snap.stores };
    root.dataset.animating = 'false';
    settling = true;
    setTimeout(() => {
      settling = false;
      if (!anim) draw();
    }, 0);
    const done = animDone;
    animDone = null;
    // in a task of its own: what the app does next (panels, status, the grid) is not part
    // of the animation frame that drew the last step
    if (done) setTimeout(done, 0);
  }

  function stepText(s) {
    switch (s.kind) {
      case 'lift': return t('board.lap', { n: s.lap + 1 }); // the lap's number, the move's own the first, as "What just happened?" counts them (lap 0, the move's own, has no label)
      case 'skip': return t('board.skip');
      case 'bonus': return t('board.bonus', { n: s.count });
      case 'pass': return t('status.passed', { player: t(`player.${s.by}`) });
      case 'capture': return '';
      default: return '';
    }
  }

  /**
   * Shows a snapshot. With `events` (the account of the move that led to it) and `from` (the
   * counts before it), animates the account first. With `reverse` (undo), `events` are the
   * accounts of the moves undone (in the order they were played) and `from` the counts after
   * them: they play backwards, quickly. Resolves when the board shows `next`.
   */
  function update(next, { events = null, from = null, reverse = false, loaded = false } = {}) {
    if (anim) finishAnimation();
    const relay = !snap || snap.gameId !== next.gameId || snap.size !== next.size;
    snap = next;
    showLast = loaded || !shownOnce;
    playable = playableHoles(snap);
    root.dataset.game = snap.gameId;
    root.dataset.size = String(snap.size);
    root.dataset.record = snap.record;
    root.dataset.toMove = String(snap.toMove);
    root.dataset.legal = snap.legal.join(' ');
    root.dataset.pending = String(snap.pending);
    root.dataset.holes = snap.holes.join(',');
    root.dataset.stores = snap.stores.join(',');
    root.dataset.result = snap.result ? `${snap.result.winner ?? 'draw'}:${snap.result.reason}` : '';
    if (label) canvas.setAttribute('aria-label', label(snap));
    const ms = reducedMq.matches ? 0 : (SPEEDS[speed] ?? SPEEDS.normal);
    if (relay) relayout(true);
    followed = -1;
    landed = 0;
    if (events && from && ms > 0 && lay) {
      anim = createAnimation(reverse
        ? { from, events, lay, stepMs: ms / UNDO_SPEEDUP, maxTotalMs: UNDO_MAX_MS, reverse, text: stepText, start: performance.now() }
        : { from, events, lay, stepMs: ms, text: stepText, start: performance.now() });
      if (!anim.done) {
        root.dataset.animating = 'true';
        const p = new Promise((resolve) => { animDone = resolve; });
        if (!raf) raf = requestAnimationFrame(loop);
        return p;
      }
      anim = null;
    }
    display = { holes: snap.holes, stores: snap.stores };
    root.dataset.animating = 'false';
    if ((events && !reverse) || showLast) follow(lastHole()); // no animation: show where the move was played
    draw();
    // the first picture comes in steps: resolved when it is on the canvas
    if (!shownOnce && !destroyed) return firstPicture;
    return Promise.resolve();
  }

  /** Ends the running animation at once (the board then shows the position after the move). */
  function skip() {
    if (anim) {
      finishAnimation();
      draw();
    }
  }

  function setHover(h) {
    if (h === hover) return;
    hover = h;
    canvas.classList.toggle('is-pointing', h >= 0 && playable.has(h));
    if (!anim) draw();
  }

  const detach = attachInput(canvas, {
    hit: (x, y) => (lay ? hitTest(lay, x, y) : -1),
    hover: setHover,
    busy: () => !!anim,
    skip,
    // Every hole clicked is told: the app plays it only when it is playable, and a lesson
    // lets the rules refuse it with their reason (web/js/controller.js moveForHole).
    activate: (h, how) => onActivate(h, how),
  });

  /** The lesson's holes, the move list's hole and the hint's hole (-1: none), ringed. */
  function setRings(next) {
    rings = { ...rings, ...next };
    if (!anim) draw();
  }

  /** Brings hole `i` into view; `keep`: the last move's too while a loaded game shows it (a focus put back). */
  function scrollToHole(i, { keep = false } = {}) {
    if (!keep) showLast = false; // the hint's, the move list's or a lesson's hole: asked for
    const c = lay && holeCenter(lay, i);
    if (!c) return;
    const left = scroll.scrollLeft;
    const w = scroll.clientWidth;
    if (c.x - lay.pitch < left || c.x + lay.pitch > left + w) {
      scroll.scrollLeft = Math.max(0, c.x - w / 2);
    }
  }

  const onScroll = () => {
    // moved while the last move is to stay in view, not by the visitor: by the browser, which
    // put a board just shown back at its start (a game's link followed from the start screen)
    if (showLast && Math.abs(scroll.scrollLeft - viewLeft) > 1) requestAnimationFrame(() => { if (showLast) follow(lastHole()); });
    viewLeft = scroll.scrollLeft;
    showScrollHints();
  };
  scroll.addEventListener('scroll', onScroll, { passive: true });
  // the visitor's hand on the board (a drag, the wheel, its arrows, a key): the view is theirs
  const byVisitor = () => { showLast = false; };
  const HANDS = ['pointerdown', 'touchstart', 'wheel', 'keydown'];
  for (const type of HANDS) root.addEventListener(type, byVisitor, { passive: true });

  const ro = new ResizeObserver(() => {
    const w = scroll.clientWidth;
    if (w !== lastWidth) {
      lastWidth = w;
      relayout();
      showScrollHints();
    }
  });
  ro.observe(scroll);
  // A box that fits its frame (the compact layout) gives the board whatever height the rows
  // around it leave: when they grow (a status that wraps) or shrink, the board is fitted again.
  let lastHolderHeight = -1;
  const holderRo = new ResizeObserver(() => {
    const hgt = container.clientHeight;
    if (hgt !== lastHolderHeight) {
      lastHolderHeight = hgt;
      relayout();
    }
  });
  holderRo.observe(container);
  const onWinResize = () => relayout();
  window.addEventListener('resize', onWinResize);
  const onTheme = () => refreshTheme();
  darkMq.addEventListener('change', onTheme);

  /** Re-reads the colours (after a theme change) and redraws. */
  function refreshTheme() {
    if (lay) {
      renderer.configure(lay, dpr, readColours(root));
      draw();
    }
  }

  function destroy() {
    destroyed = true;
    cancelPrepare();
    clearTimeout(warmTimer);
    if (raf) cancelAnimationFrame(raf);
    anim = null;
    if (animDone) animDone();
    firstShown();
    detach();
    scroll.removeEventListener('scroll', onScroll);
    for (const type of HANDS) root.removeEventListener(type, byVisitor);
    ro.disconnect();
    holderRo.disconnect();
    window.removeEventListener('resize', onWinResize);
    darkMq.removeEventListener('change', onTheme);
    renderer.destroy();
    root.remove();
  }

  return {
    element: root,
    canvas,
    /** The element that scrolls the board sideways (a view laid over the canvas goes in it). */
    scroller: scroll,
    setRings,
    /** The distance between hole centres (CSS px), 0 before the first layout. */
    get pitch() { return lay ? lay.pitch : 0; },
    /** Whether the board is laid out for `s`'s game and size. */
    shows: (s) => !!lay && lay.gameId === s.gameId && lay.size === s.size,
    update,
    skip,
    refreshTheme,
    /** Fits the board again to the height `maxHeight()` gives (what is around it has changed). */
    fit: () => relayout(),
    setSpeed(name) {
      if (name in SPEEDS) speed = name;
    },
    get speed() { return speed; },
    get animating() { return !!anim; },
    /** Centre of hole `i` in CSS px relative to the canvas (the same layout the clicks use). */
    holeCenter: (i) => (lay ? holeCenter(lay, i) : null),
    scrollToHole,
    destroy,
  };
}

function round1(v) {
  return Math.round(v * 10) / 10;
}
