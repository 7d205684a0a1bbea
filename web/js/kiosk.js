// Kiosk mode (index.html?kiosk=1), for a museum or a classroom screen: large touch targets,
// no text selection, no context menu; after a minute without a touch (kioskIdle=<seconds>
// changes it, 1..3600, for tests) the board resets, and, when the computer opponent
// (web/engine-client.js) is there, the computer plays both sides as a demonstration until
// someone touches the screen. The demonstration plays through the app's own `playMove`, the
// path a click takes; the engine only chooses the move.

const DEFAULT_IDLE_S = 60;
const DEMO_LEVEL = 'beginner';
const DEMO_PAUSE_MS = 700; // between two demonstration moves
const DEMO_END_PAUSE_MS = 4000; // the final position stays this long before a new game

/** Reads kiosk=… and kioskIdle=… from a query string: {on, idleMs, problems}. */
export function readKiosk(search) {
  let params;
  try {
    params = new URLSearchParams(String(search ?? ''));
  } catch {
    params = new URLSearchParams();
  }
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
  return { on, idleMs: idle * 1000, problems };
}

/**
 * Starts kiosk mode on the page. `get.app()` returns the current app (it changes when the
 * language is switched), `get.i18n()` its translator. `loadEngine` (for tests) replaces the
 * import of web/engine-client.js. Returns {stop()}.
 */
export function startKiosk(root, { idleMs = DEFAULT_IDLE_S * 1000, problems = [] } = {}, get, { loadEngine } = {}) {
  for (const p of problems) console.warn(`mancala: ${p}`);
  const html = document.documentElement;
  html.classList.add('mb-kiosk');
  root.dataset.kiosk = 'play';
  root.dataset.kioskResets = '0';
  let timer = 0;
  let demo = 0; // the running demonstration's token, 0 when none
  let swallowClick = false;
  let engine = null;
  let enginePromise = null;
  const banner = document.createElement('p');
  banner.className = 'mb-kiosk-demo';
  banner.setAttribute('role', 'status');
  banner.hidden = true;
  document.body.append(banner);

  const block = (e) => e.preventDefault();
  const onActivity = (e) => {
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
    if (s) app.newGame(s.gameId, s.size, s.remainder);
    else app.newGame('ayoayo');
    root.dataset.kioskResets = String(Number(root.dataset.kioskResets || 0) + 1);
  }

  async function onIdle() {
    timer = 0;
    resetBoard();
    const eng = await getEngine();
    if (!eng || timer) return; // no computer opponent (a reset only), or someone came back
    startDemo(eng);
  }

  async function getEngine() {
    if (!enginePromise) {
      enginePromise = (async () => {
        try {
          const mod = loadEngine ? await loadEngine() : await import('../engine-client.js');
          if (!mod || typeof mod.createEngine !== 'function') return null;
          engine = mod.createEngine();
          return engine;
        } catch {
          return null; // not built yet: kiosk mode then only resets the board
        }
      })();
    }
    return enginePromise;
  }

  function startDemo(eng) {
    const token = Date.now() + Math.random();
    demo = token;
    root.dataset.kiosk = 'demo';
    const i18n = get.i18n && get.i18n();
    banner.textContent = i18n ? i18n.t('kiosk.demo') : '';
    banner.hidden = false;
    run(eng, token);
  }

  async function run(eng, token) {
    while (demo === token) {
      const app = get.app();
      const s = app && app.state;
      if (!s) break;
      if (s.result) {
        await sleep(DEMO_END_PAUSE_MS);
        if (demo !== token) break;
        resetBoard();
        continue;
      }
      // A side the app's own computer player plays (web/js/opponent.js) moves by itself.
      const who = Array.isArray(app.players) ? app.players[s.toMove] : 'human';
      if (who && who !== 'human') {
        await sleep(300);
        continue;
      }
      let move;
      try {
        move = await eng.think(s.record, DEMO_LEVEL);
      } catch {
        break; // cancelled, or the engine failed: the demonstration stops
      }
      if (demo !== token) break;
      const played = await get.app().playMove(move);
      if (!played) break;
      await sleep(DEMO_PAUSE_MS);
    }
    if (demo === token) stopDemo();
  }

  function stopDemo() {
    demo = 0;
    root.dataset.kiosk = 'play';
    banner.hidden = true;
    if (engine && typeof engine.cancel === 'function') {
      try { engine.cancel(); } catch { /* */ }
    }
  }

  arm();
  return {
    stop() {
      stopDemo();
      clearTimeout(timer);
      for (const [type, fn] of listeners) document.removeEventListener(type, fn, { capture: true });
      html.classList.remove('mb-kiosk');
      banner.remove();
      if (engine && typeof engine.destroy === 'function') engine.destroy();
    },
  };
}

function sleep(ms) {
  return new Promise((ok) => { setTimeout(ok, ms); });
}
