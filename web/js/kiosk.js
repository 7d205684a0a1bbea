// Kiosk mode (index.html?kiosk=1), for a museum or a classroom screen: large touch targets,
// no text selection, no context menu; after a minute without a touch (kioskIdle=<seconds>
// changes it, 1..3600, for tests), counted while the board waits for the visitor (not while a
// move is shown or the computer thinks), the board resets and the computer plays both sides as a
// demonstration until someone touches the screen. The demonstration is the app's own computer
// player (web/js/opponent.js) seated on both sides; a touch gives the seats back. Meanwhile the
// attract screen lies over the top of it: a card per game with its board in the start position
// (boardPicture, web/js/start-view.js), Play (a visitor against the computer) and Learn (its
// lesson: app.openLesson, web/js/lesson-view.js), in the page's language. The final
// position of a demonstration game stays 4 s (kioskPause=<seconds>, 0..60, changes it:
// bench/soak.mjs plays with 0, at the fastest pace).

import { queryParams } from './embed.js';
import { gameIds, gameInfo, configFor } from './catalog.js';
import { layout, nsoloBeside, sideColumn } from './geometry.js';
import { boardPicture } from './start-view.js';

const DEFAULT_IDLE_S = 60;
const DEMO_PLAYER = 'computer:beginner';
const DEMO_WATCH_MS = 500; // how often the demonstration looks for a finished game
const DEMO_END_PAUSE_S = 4; // the final position stays this long before a new game
const MORE_LINES = 8; // "What just happened?" beside the board: at most this many lines more where the screen has room (fitHappened)

const TARGET = 48; // the kiosk's promise: every target, the board's holes included, ≥ 48 CSS px
const PAD = 48; // the app's padding left and right in a kiosk (web/css/kiosk.css)

/**
 * Lying down, a board too wide for the column beside it has the game stacked below it (title,
 * toolbar, players, status, "What just happened?", the moves): about 1 000 px high with the
 * board's holes 48 px apart (1 053 px in Russian at 1280×1024, 991 in English at 1366×768), so
 * only a screen this high offers such boards.
 */
const STACKED_HEIGHT = 1080;

/**
 * Nsolo's largest size whose holes lie at least 48 px apart on a screen `width` × `height` CSS px
 * (`landscape`: boards below 4×20 may share the width with the column beside them: geometry.js
 * nsoloBeside; wider ones only on a screen STACKED_HEIGHT high), within the catalog's sizes:
 * what a kiosk offers (every size at 1920×1080, 4×19 at 1366×768, 4×13 at 1024×768, 4×21
 * upright at 1080 px wide).
 */
export function largestSize(width = document.documentElement.clientWidth, landscape = width > innerHeight, height = innerHeight) {
  const { min, max } = gameIds().map(gameInfo).find((g) => g.sizes).sizes;
  const wide = landscape && width >= 1024;
  for (let n = max; n > min; n--) {
    const beside = wide && nsoloBeside(n, width);
    if (wide && !beside && height < STACKED_HEIGHT) continue;
    if (layout('nsolo', n, width - PAD - (beside ? sideColumn(width) : 0), 1e4, { maxPitch: 260 }).pitch >= TARGET) return n;
  }
  return min;
}

// largestSize() of this window, kept until the window is resized: reading the width lays the
// page out, which in the task that has just built the app's views is most of a long task
// (issue 16). Cleared by a listener added when this module loads, so before startKiosk's own.
let windowSize = null;
if (typeof window !== 'undefined') window.addEventListener('resize', () => { windowSize = null; });
const windowLargestSize = () => (windowSize ??= largestSize());

/** An operator's size= beyond largestSize(): the largest that fits, with a console warning. */
export function fitSize(opts) {
  const n = windowLargestSize();
  if (opts.size > n) {
    console.warn(`mancala: size=${opts.size}: 4×${n} at most on this kiosk's screen (holes 48 px apart)`);
    opts.size = n;
  }
}

/** Reads kiosk=…, kioskIdle=…, kioskPause=… and sound=… from a query string: {on, idleMs, pauseMs, sound, problems}. */
export function readKiosk(search) {
  const params = queryParams(search);
  const problems = [];
  const k = (params.get('kiosk') || '').trim().toLowerCase();
  const on = k !== '' && !['0', 'false', 'no'].includes(k);
  let idle = DEFAULT_IDLE_S;
  const raw = params.get('kioskIdle') ?? params.get('kiosk-idle');
  if (raw !== null) {
    const n = /^\d{1,4}$/.test(raw.trim()) ? Number(raw.trim()) : NaN;
    if (n >= 1 && n <= 3600) idle = n;
    else problems.push(`kioskIdle=${raw}: expected whole seconds, 1 to 3600`);
  }
  let pause = DEMO_END_PAUSE_S;
  const rawPause = params.get('kioskPause');
  if (rawPause !== null) {
    const n = /^\d{1,2}$/.test(rawPause.trim()) ? Number(rawPause.trim()) : NaN;
    if (n >= 0 && n <= 60) pause = n;
    else problems.push(`kioskPause=${rawPause}: expected whole seconds, 0 to 60`);
  }
  // The seeds' sounds: on with sound=on (or 1), the operator's choice, which each
  // demonstration gives back; else off.
  const s = (params.get('sound') || '').trim().toLowerCase();
  const sound = s === 'on' || s === '1';
  if (s && !sound && s !== 'off' && s !== '0') problems.push(`sound=${s}: expected on or off`);
  return { on, idleMs: idle * 1000, pauseMs: pause * 1000, sound, problems };
}

/**
 * Starts kiosk mode on the page. `get.app()` returns the current app (it changes when the
 * language is switched), `get.i18n()` its translator. Returns {stop()}.
 */
export function startKiosk(root, { idleMs = DEFAULT_IDLE_S * 1000, pauseMs = DEMO_END_PAUSE_S * 1000, sound = false, problems = [] } = {}, get) {
  const watchMs = Math.max(50, Math.min(DEMO_WATCH_MS, pauseMs));
  for (const p of problems) console.warn(`mancala: ${p}`);
  const html = document.documentElement;
  html.classList.add('mb-kiosk');
  root.dataset.kiosk = 'play';
  root.dataset.kioskResets = '0';
  let timer = 0;
  let demo = 0; // the running demonstration's token, 0 when none
  let swallowClick = false;
  let seats = null; // the players before the demonstration, given back when it ends
  const banner = document.createElement('p');
  banner.className = 'mb-kiosk-demo';
  banner.setAttribute('role', 'status');
  banner.hidden = true;
  document.body.append(banner);
  // The attract screen: a card per game (built when the demonstration starts, in the page's
  // language), inside the app so that it takes the app's theme.
  const attract = document.createElement('section');
  attract.className = 'mb-kiosk-attract';
  attract.hidden = true;
  let pictures = [];

  const block = (e) => e.preventDefault();
  const onActivity = (e) => {
    const chosen = e.target && e.target.closest ? e.target.closest('.mb-kiosk-attract button[data-game]') : null;
    if (chosen && (e.type === 'pointerdown' || (e.type === 'keydown' && (e.key === 'Enter' || e.key === ' ')))) {
      // A game chosen on the attract screen: the demonstration ends and the game starts for a
      // visitor against the computer, or its lesson opens (the click that follows would land
      // where the button was: it is swallowed).
      swallowClick = e.type === 'pointerdown';
      if (e.type === 'keydown') e.preventDefault();
      stopDemo();
      if (chosen.dataset.action === 'learn') get.app()?.openLesson?.(chosen.dataset.game);
      else play(chosen.dataset.game);
      arm();
      return;
    }
    // The language menu stays open to the visitor during the demonstration: the attract screen
    // comes back in the chosen language (below).
    if (demo && e.target && e.target.closest && e.target.closest('.mb-langbar')) {
      arm();
      return;
    }
    if (demo) {
      stopDemo();
      resetBoard();
      // The touch that ends the demonstration does not also play a hole.
      if (e.type === 'pointerdown') swallowClick = true;
    }
    arm();
  };
  const onClick = (e) => {
    if (!swallowClick) return;
    swallowClick = false;
    e.stopPropagation();
    e.preventDefault();
  };
  const listeners = [
    ['contextmenu', block], ['selectstart', block], ['dragstart', block],
    ['pointerdown', onActivity], ['keydown', onActivity], ['wheel', onActivity], ['touchstart', onActivity],
    ['click', onClick],
  ];
  for (const [type, fn] of listeners) {
    document.addEventListener(type, fn, { capture: true, passive: fn === onActivity });
  }

  // A language chosen during the demonstration re-mounts the app (web/main.js): the computer
  // takes both seats of the new one, and the attract screen is built again in that language.
  const langWatch = new MutationObserver(() => {
    fitSizes(); // the new mount's slider
    const app = get.app();
    if (!demo || !app || !Array.isArray(app.players)) return;
    app.setPlayer(0, DEMO_PLAYER, { save: false });
    app.setPlayer(1, DEMO_PLAYER, { save: false });
    app.controller?.setDemo?.(true); // the new mount's controller too
    resetBoard();
    const i18n = get.i18n && get.i18n();
    if (i18n) {
      banner.textContent = i18n.t('kiosk.demo');
      showAttract(i18n, app);
    }
  });
  langWatch.observe(html, { attributes: true, attributeFilter: ['lang'] });

  // Nsolo's sizes offered: only those whose holes stay 48 px apart on this screen (the
  // start screen's slider; again when the window changes or the app is mounted again).
  const fitSizes = () => {
    const n = windowLargestSize();
    root.dataset.kioskSizeMax = String(n);
    for (const el of root.querySelectorAll('.mb-size')) {
      if (Number(el.max) === n) continue;
      el.max = String(n);
      if (Number(el.value) > n) el.value = String(n);
      el.dispatchEvent(new Event('input'));
    }
  };
  window.addEventListener('resize', onResize);
  fitSizes();
  // the start screen is built when first shown, or when the page is idle (web/js/app.js)
  const startWatch = new MutationObserver(() => { fitSizes(); watchStart(); });
  startWatch.observe(root, { childList: true });

  /**
   * The start screen whole on the screen: its boards' pictures give up the height it lacks
   * (kiosk.css's height for them is a first guess: the texts above the cards take one line or
   * two with the language and the width, and a saved game's offer one more).
   */
  function fitStart() {
    root.style.removeProperty('--kiosk-preview');
    const start = root.querySelector('.mb-start');
    const boxes = start && !start.hidden ? [...start.querySelectorAll('.mb-preview')].map((p) => p.getBoundingClientRect()) : [];
    const over = document.documentElement.scrollHeight - innerHeight;
    if (!boxes.length || over <= 0) return;
    // the pictures one above the other (upright: a card a row) share the height to give up
    let rows = 0;
    let bottom = -Infinity;
    for (const b of boxes.sort((x, y) => x.top - y.top)) if (b.top >= bottom) { rows += 1; bottom = b.bottom; }
    root.style.setProperty('--kiosk-preview', `${Math.max(64, Math.floor(boxes[0].height - Math.ceil(over / rows)))}px`);
  }
  // shown, built again (a language), or its texts changed: its box changes size
  const startSizes = new ResizeObserver(() => fitStart());
  function watchStart() {
    startSizes.disconnect();
    const start = root.querySelector('.mb-start');
    if (start) startSizes.observe(start);
  }
  watchStart();

  function arm() {
    clearTimeout(timer);
    timer = setTimeout(onIdle, idleMs);
  }

  /** A fresh game of `config`, or of the kind on the board (Ayoayo from the start screen). */
  function resetBoard(config = null) {
    const app = get.app();
    if (!app) return;
    for (const d of root.querySelectorAll('dialog[open]')) d.close();
    const s = app.state;
    if (config) app.newGame(config);
    else if (s) app.newGame(s.config);
    else app.newGame('ayoayo');
    root.dataset.kioskResets = String(Number(root.dataset.kioskResets || 0) + 1);
  }

  /** Play on the attract screen: a visitor (first to move) against the computer, a fresh board. */
  function play(id) {
    const app = get.app();
    if (!app || !Array.isArray(app.players)) return;
    const other = String(app.players[1] || '');
    app.setPlayer(0, 'human', { save: false });
    app.setPlayer(1, other.startsWith('computer') ? other : DEMO_PLAYER, { save: false });
    resetBoard(configFor(id));
  }

  /** A move being shown, or the computer thinking: the visitor is watching, not idle. */
  const watching = () => root.dataset.thinking === 'true' || root.querySelector('.mb-board')?.dataset.animating === 'true';

  function onIdle() {
    timer = 0;
    // the idle time counts only while the board waits for the visitor: once it is still, from
    // the start (a shortened idle time cut a visitor off in the computer's reply, a tester's)
    if (!demo && watching()) {
      timer = setTimeout(() => (watching() ? onIdle() : arm()), 250);
      return;
    }
    startDemo();
  }

  /**
   * The demonstration: the computer in both seats, then a fresh board (in that order: a board
   * reset while a visitor still held a seat was shown with that side's holes marked playable,
   * and the seats changing while it was being shown did not take the marks away).
   */
  function startDemo() {
    const app = get.app();
    if (!app || !Array.isArray(app.players)) { resetBoard(); return; }
    const token = Date.now() + Math.random();
    demo = token;
    seats = app.players.slice(0, 2);
    root.dataset.kiosk = 'demo';
    // the demonstration is silent (web/js/app.js); the next visitor finds the operator's choice
    app.setSound?.(sound, { save: false });
    // Not saved: a reload during the demonstration brings back the visitors' seats.
    app.setPlayer(0, DEMO_PLAYER, { save: false });
    app.setPlayer(1, DEMO_PLAYER, { save: false });
    app.controller?.setDemo?.(true); // the last visitor's game forgotten, the computer's not saved
    resetBoard();
    const i18n = get.i18n && get.i18n();
    banner.textContent = i18n ? i18n.t('kiosk.demo') : '';
    banner.hidden = false;
    if (i18n) showAttract(i18n, app);
    watch(token);
  }

  /** The attract screen: for each game its name, its board in the start position, Play, Learn. */
  function showAttract(i18n, app) {
    const { t } = i18n;
    const el = (tag, cls, text) => {
      const x = document.createElement(tag);
      if (cls) x.className = cls;
      if (text) x.textContent = text;
      return x;
    };
    const button = (id, action, text, label) => {
      const b = el('button', `mb-btn ${action === 'play' ? 'mb-primary mb-play' : 'mb-learn'}`, text);
      b.type = 'button';
      b.dataset.game = id;
      b.dataset.action = action;
      b.setAttribute('aria-label', label);
      return b;
    };
    pictures.forEach((p) => p.stop());
    pictures = [];
    const heading = el('h2', '', t('kiosk.attract'));
    heading.id = 'mb-kiosk-attract-h';
    const cards = gameIds().map((id) => {
      const name = t(`game.${id}.name`);
      const card = el('article', 'mb-card');
      card.dataset.game = id;
      const box = el('div', 'mb-preview');
      const actions = el('p', 'mb-card-actions');
      actions.append(button(id, 'play', t('kiosk.play'), t('start.play', { game: name })));
      if (app.openLesson) actions.append(button(id, 'learn', t('kiosk.learnIt'), t('learn.game', { game: name })));
      card.append(el('h3', '', name), box, actions);
      pictures.push(boardPicture(box, { Game: get.Game, config: () => configFor(id), colours: card }));
      return card;
    });
    attract.setAttribute('aria-labelledby', heading.id);
    attract.replaceChildren(heading, ...cards);
    if (!attract.isConnected) root.append(attract);
    // below the language menu, which stays in reach
    const bar = root.querySelector('.mb-langbar');
    const top = bar ? bar.getBoundingClientRect().bottom : 0;
    attract.style.top = `${Math.max(8, Math.round(top) + 8)}px`;
    attract.hidden = false;
    pictures.forEach((p) => p.draw());
    // the banner's words at the attract screen's foot: at the screen's they would cover
    // player 1's menu, below the attract screen the demonstration's board
    attract.append(banner);
    placeDemo();
    // and again whenever something could move them after this, in the same task (so no frame
    // shows them cut): a box changes size (the cards' pictures are drawn in tasks of their own,
    // the board is fitted again), or the page changes (a move's texts, whose turn it is). The
    // transforms placeDemo sets change neither a box's size nor a class, so this cannot loop.
    placeSizes.disconnect();
    placeChanges.disconnect();
    for (const el of [attract, ...root.querySelectorAll('.mb-game .mb-player, .mb-game .mb-board-holder')]) placeSizes.observe(el);
    placeChanges.observe(root, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['class', 'hidden'] });
  }
  const placeSizes = new ResizeObserver(() => placeDemo());
  const placeChanges = new MutationObserver(() => placeDemo());

  /**
   * The demonstration's board and its players' panels whole below the attract screen, made
   * smaller if the room there is short (a transform: the page's layout stays as it is); the
   * column beside the board and the game's title are hidden meanwhile (kiosk.css), so no line
   * of them is cut.
   */
  function placeDemo() {
    const parts = [...root.querySelectorAll('.mb-game .mb-player, .mb-game .mb-board-holder')];
    for (const el of parts) el.style.transform = '';
    if (!demo || attract.hidden || !parts.length) return;
    const boxes = parts.map((el) => el.getBoundingClientRect());
    const top = Math.min(...boxes.map((r) => r.top));
    const height = Math.max(...boxes.map((r) => r.bottom)) - top;
    const below = attract.getBoundingClientRect().bottom + 8;
    if (!height || top >= below) return;
    const s = Math.min(1, Math.max(0.3, (innerHeight - below - 8) / height));
    // their middle, which lies left of the screen's where the side column (hidden under the
    // attract screen) keeps its place beside the board: the board is centred below the cards
    const mid = (Math.min(...boxes.map((r) => r.left)) + Math.max(...boxes.map((r) => r.right))) / 2;
    parts.forEach((el, i) => {
      // one transform for all: scaled about the same point (the middle of their top), which
      // moves to the screen's middle below the attract screen
      el.style.transformOrigin = `${Math.round(mid - boxes[i].left)}px ${Math.round(top - boxes[i].top)}px`;
      el.style.transform = `translate(${Math.round(innerWidth / 2 - mid)}px, ${Math.round(below - top)}px) scale(${s.toFixed(3)})`;
    });
  }
  function onResize() {
    fitSizes();
    fitStart();
    placeDemo();
    newLayout();
  }

  /** A game played (not the demonstration, not a lesson) with its column beside the board. */
  const playingBeside = () => root.dataset.kiosk === 'play' && root.classList.contains('mb-beside') && !root.querySelector('.mb-lesson');
  /**
   * Lying down, the column beside the board: "What just happened?" takes the height the screen
   * leaves, in whole lines, up to MORE_LINES more than kiosk.css gives it (a capture told with
   * its relay laps and the removals owed ran to seven lines and more in the four its box held at
   * 1280×800, with 190 px of the screen empty: a museum team's). Set for the game and the
   * screen, as kiosk.css's heights are, so the board stays where it is as the game goes on.
   */
  function fitHappened() {
    root.style.removeProperty('--happened-more');
    const box = root.querySelector('.mb-game .mb-happened');
    if (!box || root.dataset.view !== 'game' || !playingBeside()) return;
    const line = parseFloat(getComputedStyle(box).lineHeight);
    const fits = () => document.documentElement.scrollHeight <= innerHeight;
    if (!(line > 0) || !fits()) return;
    let lines = 0;
    for (let most = MORE_LINES; lines < most;) { // the most lines that leave the page unscrolled
      const mid = Math.ceil((lines + most) / 2);
      root.style.setProperty('--happened-more', `${mid * line}px`);
      if (fits()) lines = mid;
      else most = mid - 1;
    }
    if (lines) root.style.setProperty('--happened-more', `${lines * line}px`);
    else root.style.removeProperty('--happened-more');
  }
  // again a frame later, once, whatever the number of changes
  let happenedFrame = 0;
  const refitHappened = () => {
    cancelAnimationFrame(happenedFrame);
    happenedFrame = requestAnimationFrame(() => { happenedFrame = 0; fitHappened(); });
  };
  // Beside the board, the status row keeps the height of its longest sentence so far (while a
  // move is shown, "Sowing…" is shorter than Adji-Boto's opening, six lines in Dutch: the game,
  // one block in the middle of the height, moved by 26–42 px at every move, a tester's); a
  // longer one than the box was fitted to has the box fitted again. From the start of a game
  // of another kind, another layout or screen on (`newLayout`).
  let statusMost = 0;
  const statusRow = () => root.querySelector(':scope > .mb-game .mb-status-row');
  /** Holds the status row at its height when that is the most so far; whether it was. */
  function holdStatus() {
    const row = statusRow();
    if (!row || !playingBeside()) return false;
    const high = row.getBoundingClientRect().height;
    if (high <= statusMost + 0.5) return false;
    statusMost = high;
    row.style.minHeight = `${high}px`;
    return true;
  }
  const statusSizes = new ResizeObserver(() => { if (holdStatus()) refitHappened(); });
  function newLayout() {
    statusMost = 0;
    statusRow()?.style.removeProperty('min-height');
    holdStatus(); // its height now, the most from now on
    refitHappened();
  }
  // the board's or the title and toolbar's size (another Nsolo size, a screen), the view, the
  // layout, a lesson, the demonstration, a language (the app mounted again: watched anew)
  const layoutSizes = new ResizeObserver(() => newLayout());
  // and the game's end panel shown or put away (it takes the move list's place: kiosk.css;
  // the app sets `hidden` again at every move: only a change counts)
  const overShown = new MutationObserver((records) => {
    if (records.some((r) => (r.oldValue !== null) !== r.target.hidden)) newLayout();
  });
  function watchLayout() {
    statusSizes.disconnect();
    layoutSizes.disconnect();
    overShown.disconnect();
    const row = statusRow();
    if (row) statusSizes.observe(row);
    for (const el of root.querySelectorAll(':scope > .mb-game canvas.mb-canvas, :scope > .mb-game .mb-head')) layoutSizes.observe(el);
    const over = root.querySelector(':scope > .mb-game .mb-over');
    if (over) overShown.observe(over, { attributes: true, attributeOldValue: true, attributeFilter: ['hidden'] });
  }
  const happenedChanges = new MutationObserver((records) => {
    if (records.some((r) => r.type === 'childList')) watchLayout();
    // (the app writes `data-game` again at every move: only a value that changed counts)
    if (records.some((r) => r.type === 'childList' || r.oldValue !== r.target.getAttribute(r.attributeName))) newLayout();
  });
  happenedChanges.observe(root, { childList: true, attributes: true, attributeOldValue: true, attributeFilter: ['class', 'data-view', 'data-kiosk', 'data-game'] });
  watchLayout();
  newLayout();

  /** The computer plays by itself; a finished game stays a moment, then a new one starts. */
  async function watch(token) {
    while (demo === token) {
      const s = get.app()?.state;
      if (s && s.result) {
        await sleep(pauseMs);
        if (demo !== token) break;
        resetBoard();
      }
      await sleep(watchMs);
    }
  }

  function stopDemo() {
    demo = 0;
    root.dataset.kiosk = 'play';
    banner.hidden = true;
    attract.hidden = true;
    placeSizes.disconnect();
    placeChanges.disconnect();
    placeDemo(); // the board back in its place
    pictures.forEach((p) => p.stop());
    pictures = [];
    const app = get.app();
    app?.controller?.setDemo?.(false);
    // fitted again as the game's (upright, the board takes what the rest leaves: kiosk.css), not
    // left the demonstration's size (a touch during a sowing left Nsolo 461 px high, not 304)
    app?.board.fit();
    if (seats && app) {
      app.setPlayer(0, seats[0], { save: false });
      app.setPlayer(1, seats[1], { save: false });
    }
    seats = null;
  }

  arm();
  return {
    stop() {
      stopDemo();
      clearTimeout(timer);
      langWatch.disconnect();
      happenedChanges.disconnect();
      layoutSizes.disconnect();
      statusSizes.disconnect();
      overShown.disconnect();
      statusRow()?.style.removeProperty('min-height');
      cancelAnimationFrame(happenedFrame);
      root.style.removeProperty('--happened-more');
      startWatch.disconnect();
      startSizes.disconnect();
      root.style.removeProperty('--kiosk-preview');
      window.removeEventListener('resize', onResize);
      for (const [type, fn] of listeners) document.removeEventListener(type, fn, { capture: true });
      html.classList.remove('mb-kiosk');
      banner.remove();
      attract.remove();
    },
  };
}

function sleep(ms) {
  return new Promise((ok) => { setTimeout(ok, ms); });
}
