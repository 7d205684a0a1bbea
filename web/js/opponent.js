// The computer opponent for one app instance: who plays each side (a person, or the computer
// at a level), the search in a Web Worker (web/engine-client.js), the hint, the "thinking"
// sign, and the undo/redo policy when the computer plays. It knows no rule: the engine picks
// the move, and the move is played through the app's `playMove`, the path a click takes (so
// it is animated like a person's; an Nsolo bonus is played one removal at a time, each its
// own move; a forced pass is played and shown like any other move).
//
// Players are 'human' or 'computer:<level>' ('computer' alone means Casual). They are kept
// with the game's settings (`<storageKey>.players`); a page parameter (p0=/p1=, or the
// element's attributes) takes precedence. The default for a first visit: a person at the
// bottom (player 1) against the computer at Casual on top; "two people" is one menu away.
//
// Seeds: each game has a random salt (`<storageKey>.salt`, new for every new game); the
// seed for a computer move is a hash of the game record and the salt, so the computer's
// choices are reproducible for a given game, and a reload continues exactly the same way.
//
// Undo against the computer goes back to the last position where a person was to move
// (usually two plies: the computer's reply and the person's move; after an Nsolo capture the
// removals count as the person's own decisions). If no person plays (computer against
// computer), undo steps back one ply and pauses the demonstration until "Continue".
// Redo likewise replays up to the next position where a person is to move.

import { createEngine } from '../engine-client.js';
import { levels } from './catalog.js';
import { h } from './dom.js';
import { moveHole } from './state.js';
import { loadItem, saveItem } from './storage.js';

/** The computer's levels, weakest first (the rules module's catalog: the engine's own list). */
export const computerLevels = levels;
export const DEFAULT_LEVEL = 'casual';
/** A first visit: a person at the bottom against the computer at Casual. */
export const DEFAULT_PLAYERS = ['human', `computer:${DEFAULT_LEVEL}`];
/** Pause before the computer's move, by animation speed (ms): the move is seen to start. */
const PACE = { slow: 900, normal: 450, fast: 150, instant: 0 };

/** The level a player plays at ('casual' for plain 'computer'), or null for a person/garbage. */
export function levelOf(player) {
  const m = /^computer(?::([a-z]+))?$/.exec(String(player ?? ''));
  if (!m) return null;
  const level = m[1] || DEFAULT_LEVEL;
  return computerLevels().includes(level) ? level : null;
}

/** 'human' or 'computer:<level>' for anything (unknown → 'human'). */
export function normalisePlayer(player) {
  const level = levelOf(player);
  return level ? `computer:${level}` : 'human';
}

/** Reads "<p0> <p1>" as saved; null when absent or malformed. */
export function parsePlayers(text) {
  if (typeof text !== 'string') return null;
  const parts = text.trim().split(/\s+/);
  if (parts.length !== 2) return null;
  if (!parts.every((p) => p === 'human' || levelOf(p))) return null;
  return parts.map(normalisePlayer);
}

/** A fresh per-game salt: 12 hex digits from the browser's random source. */
export function newSalt() {
  const a = new Uint32Array(2);
  crypto.getRandomValues(a);
  return (a[0] & 0xffff).toString(16).padStart(4, '0') + a[1].toString(16).padStart(8, '0');
}

/**
 * The seed for the computer's move in the game `record`: FNV-1a (64-bit) of the record, a
 * separator and the salt, folded to a whole number below 2^53. Deterministic.
 */
export function seedFor(record, salt) {
  let x = 0xcbf29ce484222325n;
  const text = `${record}|${salt}`;
  for (let i = 0; i < text.length; i++) {
    x ^= BigInt(text.charCodeAt(i));
    x = (x * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return Number(x >> 11n);
}

function sleep(ms) {
  return new Promise((ok) => { setTimeout(ok, ms); });
}

function isAbort(e) {
  return e && e.name === 'AbortError';
}

/**
 * Attaches the computer opponent to an app. `host` gives what the app owns:
 *   root, i18n, storageKey (null: nothing saved), players (explicit, from the page; else the
 *   saved choice, else DEFAULT_PLAYERS), toolbar, statusRow, panels ([{el}, {el}]),
 *   startView (the start screen's section), state() → snapshot (its `movers`: who made each
 *   ply), busy() → an animation is playing, playMove(move), speed() → the speed setting,
 *   redraw() (show the same position again after a side changed hands),
 *   createEngine (for tests; default web/engine-client.js's).
 * Returns the hooks the app calls: changed() when the state is about to change, settled()
 * when the board shows it, statusText(snap), boardView(snap), humanTurn(snap), undoTarget(),
 * canUndo(), afterUndo(), redoMore(), quietly(fn), newGame(), stop(), kick(), players,
 * setPlayer(side, who), hint(), destroy().
 */
export function attachOpponent(host) {
  const { root, i18n } = host;
  const { t } = i18n;
  const key = (k) => (host.storageKey ? `${host.storageKey}.${k}` : null);
  const players = (host.players && host.players.length === 2
    ? host.players
    : parsePlayers(loadItem(key('players'))) || DEFAULT_PLAYERS).map(normalisePlayer);
  let salt = loadItem(key('salt'));
  if (typeof salt !== 'string' || !/^[0-9a-f]{1,32}$/.test(salt)) {
    salt = newSalt();
    if (key('salt')) saveItem(key('salt'), salt);
  }
  const engine = (host.createEngine || createEngine)();
  let ticket = 0; // bumps whenever a pending search or hint must be forgotten
  let thinking = false;
  let hinting = false;
  let paused = false; // computer against computer, after undo/redo
  let suspended = 0; // > 0 while a redo sequence runs
  let hintMove = null;
  let note = ''; // a line shown under the status: an engine failure
  let destroyed = false;

  // ---- controls ----------------------------------------------------------------------
  const choices = ['human', ...computerLevels().map((l) => `computer:${l}`)];
  const optionText = (c) => (c === 'human' ? t('players.human') : t('players.computer', { level: t(`level.${levelOf(c)}`) }));
  const selects = [];
  function playerSelect(side, cls) {
    const sel = h(`select.mb-player-select${cls}`, {
      dataset: { side: String(side) },
      'aria-label': t('players.label', { player: t(`player.${side}`), seat: t(`player.${side}.seat`) }),
    }, choices.map((c) => h('option', { value: c }, optionText(c))));
    sel.value = players[side];
    sel.addEventListener('change', () => setPlayer(side, sel.value));
    selects.push(sel);
    return sel;
  }
  // On the board screen: a menu in each player's panel.
  const panelSelects = [0, 1].map((side) => {
    const sel = playerSelect(side, '.mb-panel-player');
    host.panels[side].el.append(sel);
    return sel;
  });
  // On the start screen: both menus, before the games.
  const startBox = h('fieldset.mb-players-start', {},
    h('legend', {}, t('players.heading')),
    [0, 1].map((side) => {
      const sel = playerSelect(side, '');
      sel.id = `mb-player-${side}-${Math.random().toString(36).slice(2, 8)}`;
      return h('p.mb-players-row', {},
        h('label', { for: sel.id }, `${t(`player.${side}`)} (${t(`player.${side}.seat`)})`), ' ', sel);
    }),
    h('p.mb-players-note', {}, t('players.note')));
  const cardsEl = host.startView.querySelector('.mb-cards');
  host.startView.insertBefore(startBox, cardsEl || null);

  const hintBtn = h('button.mb-btn.mb-hint-btn', { type: 'button' }, t('hint.button'));
  hintBtn.addEventListener('click', () => hint());
  host.toolbar.insertBefore(hintBtn, host.toolbar.querySelector('.mb-rules-btn') || null);

  const spinner = h('span.mb-spinner', { 'aria-hidden': 'true' });
  const thinkingText = h('span.mb-thinking-text');
  const thinkingEl = h('p.mb-thinking', { role: 'status', hidden: true }, spinner, thinkingText);
  const resumeBtn = h('button.mb-btn.mb-resume', { type: 'button', hidden: true }, t('computer.resume'));
  resumeBtn.addEventListener('click', () => { paused = false; render(); kick(); });
  const hintText = h('p.mb-hint-text', { role: 'status', hidden: true });
  host.statusRow.append(thinkingEl, resumeBtn, hintText);

  function onPageHide() { stop(); }
  function onPageShow(e) { if (e.persisted) kick(); }
  window.addEventListener('pagehide', onPageHide);
  window.addEventListener('pageshow', onPageShow);

  // ---- state -------------------------------------------------------------------------
  const isHuman = (side) => players[side] === 'human';
  const anyHuman = () => isHuman(0) || isHuman(1);
  const playerName = (side) => t(`player.${side}`);

  function render() {
    const snap = host.state();
    root.dataset.players = players.join(' ');
    root.dataset.thinking = thinking ? 'true' : 'false';
    root.dataset.engine = engine.mode || ''; // url | blob: a worker; inline: the main thread
    selects.forEach((sel) => { sel.value = players[Number(sel.dataset.side)]; });
    for (const side of [0, 1]) host.panels[side].el.classList.toggle('is-computer', !isHuman(side));
    if (thinking && snap) {
      thinkingText.textContent = t('computer.thinking', { player: playerName(snap.toMove) });
      thinkingEl.hidden = false;
    } else if (hinting) {
      thinkingText.textContent = t('hint.thinking');
      thinkingEl.hidden = false;
    } else if (note) {
      thinkingText.textContent = note;
      thinkingEl.hidden = false;
    } else {
      thinkingEl.hidden = true;
    }
    thinkingEl.classList.toggle('is-busy', thinking || hinting);
    const computerTurn = !!snap && !snap.result && !isHuman(snap.toMove);
    resumeBtn.hidden = !(paused && computerTurn);
    hintBtn.disabled = !snap || !!snap.result || !isHuman(snap.toMove) || host.busy() || hinting;
    renderHint();
  }

  function renderHint() {
    root.dataset.hint = hintMove || '';
    for (const el of root.querySelectorAll('.is-hint')) el.classList.remove('is-hint');
    if (!hintMove) {
      hintText.hidden = true;
      hintText.textContent = '';
      return;
    }
    const hole = moveHole(hintMove);
    if (hintMove === 'pass') {
      hintText.textContent = t('hint.pass');
      root.querySelector('.mb-pass')?.classList.add('is-hint');
    } else {
      hintText.textContent = t(/^x/.test(hintMove) ? 'hint.remove' : 'hint.sow', { hole });
      root.querySelector(`.mb-cell[data-hole="${hole}"]`)?.classList.add('is-hint');
    }
    hintText.hidden = false;
  }

  /** Forgets any search or hint in flight (the engine's worker is stopped if it is busy). */
  function stop() {
    ticket++;
    if (engine.busy) engine.cancel();
    thinking = false;
    hinting = false;
    if (!destroyed) render();
  }

  /** Before the app's state changes (a move, undo, redo, a new or loaded game). */
  function changed() {
    stop();
    hintMove = null;
    note = '';
    if (!destroyed) render();
  }

  /** The board shows the app's state and no animation is playing: the computer may move. */
  function settled() {
    if (destroyed) return;
    render();
    const snap = host.state();
    if (!snap || snap.result || host.busy() || paused || suspended > 0 || thinking) return;
    if (root.dataset.view === 'start') return;
    const level = levelOf(players[snap.toMove]);
    if (!level) return;
    think(snap, level);
  }

  async function think(snap, level) {
    const mine = ++ticket;
    const record = snap.record;
    thinking = true;
    render();
    const started = performance.now();
    let move;
    try {
      // A forced move (a pass, or one hole) needs no search; it is still shown at the pace.
      move = snap.legal.length === 1 ? snap.legal[0] : await engine.think(record, level, seedFor(record, salt));
    } catch (e) {
      if (mine !== ticket || isAbort(e)) return;
      thinking = false;
      note = t('computer.failed', { error: e && e.message ? e.message : String(e) });
      render();
      return;
    }
    const wait = (PACE[host.speed()] ?? PACE.normal) - (performance.now() - started);
    if (wait > 0) await sleep(wait);
    if (mine !== ticket || destroyed) return; // undo, a new game, a move…: forgotten
    thinking = false;
    const now = host.state();
    if (!now || now.record !== record || host.busy()) { render(); return; }
    await host.playMove(move);
  }

  /** Asks the engine for the side to move's best move and marks it. */
  async function hint() {
    const snap = host.state();
    if (!snap || snap.result || !isHuman(snap.toMove) || host.busy() || hinting) return;
    const mine = ++ticket;
    hintMove = null;
    hinting = true;
    render();
    let move;
    try {
      move = snap.legal.length === 1 ? snap.legal[0] : await engine.hint(snap.record);
    } catch (e) {
      if (mine !== ticket || isAbort(e)) return;
      hinting = false;
      note = t('hint.failed', { error: e && e.message ? e.message : String(e) });
      render();
      return;
    }
    if (mine !== ticket || destroyed) return;
    hinting = false;
    if (host.state() && host.state().record === snap.record) hintMove = move;
    render();
  }

  /**
   * The ply undo should go back to: the last one at which a person was to move; with no
   * person playing, one ply back. -1 when there is nothing to undo.
   */
  function undoTarget() {
    const snap = host.state();
    if (!snap || snap.ply === 0) return -1;
    if (!anyHuman()) return snap.ply - 1;
    const by = snap.movers;
    for (let k = snap.ply - 1; k >= 0; k--) if (isHuman(by[k])) return k;
    return -1;
  }

  function canUndo() {
    return undoTarget() >= 0;
  }

  /** After an undo: a computer-only game pauses (else undo would be replayed at once). */
  function afterUndo() {
    if (!anyHuman()) paused = true;
  }

  /** Whether redo should go on after a step (a person is not yet to move). */
  function redoMore() {
    const snap = host.state();
    if (!anyHuman()) { paused = true; return false; }
    return !!snap && snap.canRedo && !snap.result && !isHuman(snap.toMove);
  }

  /** Runs `fn` (a redo sequence) without the computer moving in between. */
  async function quietly(fn) {
    suspended++;
    try {
      return await fn();
    } finally {
      suspended--;
    }
  }

  function newGame() {
    salt = newSalt();
    if (key('salt')) saveItem(key('salt'), salt);
    paused = false;
  }

  /** Lets the computer move if it is its turn (after the start screen, a restored page…). */
  function kick() {
    if (!host.busy()) settled();
  }

  /** Seats `who` on `side`; `{save: false}` leaves the saved choice alone (kiosk demo). */
  function setPlayer(side, who, { save = true } = {}) {
    if (side !== 0 && side !== 1) return;
    players[side] = normalisePlayer(who);
    if (save && key('players')) saveItem(key('players'), players.join(' '));
    paused = false;
    const snap = host.state();
    // A side handed over to a person while the computer thinks for it: the search stops.
    if (thinking && snap && isHuman(snap.toMove)) stop();
    if (host.redraw) host.redraw();
    render();
    kick();
  }

  render();

  return {
    changed,
    settled,
    stop,
    kick,
    hint,
    undoTarget,
    canUndo,
    afterUndo,
    redoMore,
    quietly,
    newGame,
    setPlayer,
    /** Whether a person is to move in `snap` (the game not over). */
    humanTurn(snap) {
      return !!snap && !snap.result && isHuman(snap.toMove);
    },
    /**
     * What the board and its accessible grid show: `snap` itself, or, while the computer is to
     * move, a copy with no move to click (no hole marked playable; `data-legal` empty).
     */
    boardView(snap) {
      if (!snap || snap.result || isHuman(snap.toMove)) return snap;
      return { ...snap, legal: [] };
    },
    statusText(snap) {
      if (!snap || snap.result || isHuman(snap.toMove)) return null;
      const player = playerName(snap.toMove);
      const level = t(`level.${levelOf(players[snap.toMove])}`);
      if (snap.legal.length === 1 && snap.legal[0] === 'pass') return t('computer.mustPass', { player });
      if (paused) return t('computer.paused', { player });
      if (snap.pending > 0) return t('computer.removing', { player, n: snap.pending });
      return t('computer.toMove', { player, level });
    },
    get players() { return players.slice(); },
    get thinking() { return thinking; },
    destroy() {
      stop();
      destroyed = true;
      engine.destroy();
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      startBox.remove();
      hintBtn.remove();
      thinkingEl.remove();
      resumeBtn.remove();
      hintText.remove();
      panelSelects.forEach((s) => s.remove());
    },
  };
}
