// Kiosk mode (index.html?kiosk=1), for a museum or a classroom screen: large touch targets,
// no text selection, no context menu; after a minute without a touch (kioskIdle=<seconds>
// changes it, 1..3600, for tests) the board resets and the computer plays both sides as a
// demonstration until someone touches the screen. The demonstration is the app's own computer
// player (web/js/opponent.js) seated on both sides; a touch gives the seats back. Meanwhile the
// idle screen offers each game's lesson (app.openLesson: web/js/lesson-view.js). The final
// position of a demonstration game stays 4 s (kioskPause=<seconds>, 0..60, changes it:
// bench/soak.mjs plays with 0, at the fastest pace).

import { queryParams } from './embed.js';
import { gameIds } from './catalog.js';

const DEFAULT_IDLE_S = 60;
const DEMO_PLAYER = 'computer:beginner';
const DEMO_WATCH_MS = 500; // how often the demonstration looks for a finished game
const DEMO_END_PAUSE_S = 4; // the final position stays this long before a new game

/** Reads kiosk=…, kioskIdle=… and kioskPause=… from a query string: {on, idleMs, pauseMs, problems}. */
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
  return { on, idleMs: idle * 1000, pauseMs: pause * 1000, problems };
}

/**
 * Starts kiosk mode on the page. `get.app()` returns the current app (it changes when the
 * language is switched), `get.i18n()` its translator. Returns {stop()}.
 */
export function startKiosk(root, { idleMs = DEFAULT_IDLE_S * 1000, pauseMs = DEMO_END_PAUSE_S * 1000, problems = [] } = {}, get) {
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
  // The idle screen's offer of the lessons: a button per game (built when the demonstration starts).
  const learn = document.createElement('nav');
  learn.className = 'mb-kiosk-learn';
  learn.hidden = true;
  document.body.append(learn);

  const block = (e) => e.preventDefault();
  const onActivity = (e) => {
    const lesson = e.target && e.target.closest ? e.target.closest('.mb-kiosk-learn button') : null;
    if (lesson && (e.type === 'pointerdown' || (e.type === 'keydown' && (e.key === 'Enter' || e.key === ' ')))) {
      // A lesson chosen on the idle screen: the demonstration ends and the lesson opens (the
      // click that follows would land where the button was: it is swallowed).
      swallowClick = e.type === 'pointerdown';
      stopDemo();
      get.app()?.openLesson?.(lesson.dataset.game);
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

  function arm() {
    clearTimeout(timer);
    timer = setTimeout(onIdle, idleMs);
  }

  /** A fresh game of the kind on the board (Ayoayo from the start screen). */
  function resetBoard() {
    const app = get.app();
    if (!app) return;
    for (const d of root.querySelectorAll('dialog[open]')) d.close();
    const s = app.state;
    if (s) app.newGame(s.config);
    else app.newGame('ayoayo');
    root.dataset.kioskResets = String(Number(root.dataset.kioskResets || 0) + 1);
  }

  function onIdle() {
    timer = 0;
    resetBoard();
    startDemo();
  }

  function startDemo() {
    const app = get.app();
    if (!app || !Array.isArray(app.players)) return;
    const token = Date.now() + Math.random();
    demo = token;
    seats = app.players.slice(0, 2);
    root.dataset.kiosk = 'demo';
    // Not saved: a reload during the demonstration brings back the visitors' seats.
    app.setPlayer(0, DEMO_PLAYER, { save: false });
    app.setPlayer(1, DEMO_PLAYER, { save: false });
    const i18n = get.i18n && get.i18n();
    banner.textContent = i18n ? i18n.t('kiosk.demo') : '';
    banner.hidden = false;
    if (i18n && app.openLesson) {
      const heading = document.createElement('span');
      heading.textContent = i18n.t('kiosk.learn');
      learn.replaceChildren(heading, ...gameIds().map((id) => {
        const b = document.createElement('button');
        b.type = 'button';
        b.className = 'mb-btn mb-primary';
        b.dataset.game = id;
        b.textContent = i18n.t('learn.game', { game: i18n.t(`game.${id}.name`) });
        return b;
      }));
      learn.setAttribute('aria-label', i18n.t('kiosk.learn'));
      learn.hidden = false;
    }
    watch(token);
  }

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
    learn.hidden = true;
    const app = get.app();
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
      for (const [type, fn] of listeners) document.removeEventListener(type, fn, { capture: true });
      html.classList.remove('mb-kiosk');
      banner.remove();
      learn.remove();
    },
  };
}

function sleep(ms) {
  return new Promise((ok) => { setTimeout(ok, ms); });
}
