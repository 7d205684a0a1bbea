// The controller: mounts a whole game (start screen, board, toolbar, move list, panels) into
// one element. It holds the wasm game handle, turns board clicks into moves, keeps the record
// in the URL fragment and local storage, and shows what the engine says. No rules here.
//
// `players` says who plays each side (a person, or the computer at a level: web/js/opponent.js
// runs it in a Web Worker), and `playMove(move)` plays a move string through exactly the path
// a click takes, for a person and for the computer alike.

import { createBoard } from './board.js';
import { snapshot, moveForHole, initialUiState, HUMAN } from './state.js';
import { loadItem, saveItem, readFragment, writeFragment, onSaveFailure } from './storage.js';
import { tellOnce, dismissNotice, openNotices, watchNotices } from './notices.js';
import { isCrash, reportCrash } from './crash.js';
import { SPEEDS } from './animation.js';
import { h, listen } from './dom.js';
import { attachAccess } from './a11y.js';
import { attachOpponent } from './opponent.js';
import { gameIds, gameInfo, configFor } from './catalog.js';
import { nextTask } from './later.js';
import { attachOverflowMenu } from './compact.js';
import { tabId, ownSave } from './tabs.js';

const RULES_PAGE = new URL('../rules.html', import.meta.url);

/**
 * Mounts the app into `root`. Options: `Game` (the wasm class), `i18n` (from createI18n),
 * `storageKey` (local storage prefix; null = no saving), `useUrl` (keep the record in the
 * URL fragment; only one app per page should), `players` (['human', 'computer:casual']: who
 * plays each side, over the saved choice; web/js/opponent.js).
 * Embedding (web/js/embed.js): `game` (a config such as `nsolo.12`: start this game unless
 * the fragment holds a record), `theme` ('auto' | 'light' | 'dark', over the saved choice), `boardHeight()` (the
 * height the board may take, CSS px; default: the window's height less the page's chrome).
 * `initialGame` (a wasm Game to adopt, history and all; `initialView` 'start' shows the start
 * screen over it): how a language switch re-mounts the app without losing the game.
 * Returns {playMove, activateHole, newGame, showStart, destroy({keepGame}), get state, get view}.
 */
export function createMancalaApp(root, { Game, i18n, storageKey = 'mancala', useUrl = true, players, game: startWith = null, theme: themeOption = null, boardHeight = null, initialGame = null, initialView = null } = {}) {
  const { t } = i18n;
  const ui = initialUiState();
  const saveKey = storageKey ? `${storageKey}.game` : null;
  const ownerKey = storageKey ? `${storageKey}.gameTab` : null; // the tab that saved it (web/js/tabs.js)
  const prefKey = (k) => (storageKey ? `${storageKey}.${k}` : null);
  const savedSpeed = prefKey('speed') && loadItem(prefKey('speed'));
  if (savedSpeed && savedSpeed in SPEEDS) ui.speed = savedSpeed;
  const savedTheme = prefKey('theme') && loadItem(prefKey('theme'));
  let theme = ['light', 'dark'].includes(savedTheme) ? savedTheme : 'auto';
  if (['auto', 'light', 'dark'].includes(themeOption)) theme = themeOption; // embed: theme=…

  let game = null; // the wasm handle
  let snap = null;
  let busy = false; // a move's animation is playing
  const cleanups = [];

  root.classList.add('mancala-app');
  applyTheme();
  root.replaceChildren();

  // ---- start screen ------------------------------------------------------------------
  // The games and Nsolo's sizes come from the rules module's catalog (web/js/catalog.js).
  const sizes = gameIds().map(gameInfo).find((g) => g.sizes).sizes;
  const sizeInput = h('input.mb-size', { type: 'range', min: sizes.min, max: sizes.max, step: 1, value: sizes.default, id: uid('size') });
  const sizeOut = h('output.mb-size-value', { for: sizeInput.id }, t('start.sizeValue', { n: sizes.default }));
  sizeInput.addEventListener('input', () => {
    sizeOut.textContent = t('start.sizeValue', { n: sizeInput.value });
  });
  const backButton = h('button.mb-btn.mb-back', { type: 'button', hidden: true }, t('rules.back'));
  backButton.addEventListener('click', () => { showGame(); opponent.kick(); });
  const cards = gameIds().map((id) => {
    const sized = !!gameInfo(id).sizes;
    const play = h('button.mb-btn.mb-primary', { type: 'button', dataset: { game: id } }, t('start.play', { game: t(`game.${id}.name`) }));
    play.addEventListener('click', () => newGame(configFor(id, sized ? Number(sizeInput.value) : 0)));
    return h('article.mb-card', { dataset: { game: id } },
      h('h3', {}, t(`game.${id}.name`)),
      h('p.mb-origin', {}, typeof i18n.games(id).origin === 'string' ? i18n.games(id).origin : ''),
      sized ? h('p.mb-size-row', {}, h('label', { for: sizeInput.id }, t('start.size')), ' ', sizeInput, ' ', sizeOut) : null,
      play);
  });
  // Another tab's saved game (web/js/tabs.js): offered, never taken over silently.
  const continueInfo = h('span.mb-continue-info');
  const continueBtn = h('button.mb-btn.mb-primary.mb-continue-saved', { type: 'button' }, t('start.resume'));
  continueBtn.addEventListener('click', () => {
    const saved = saveKey ? loadItem(saveKey) : null;
    if (!saved) { renderContinue(); return; }
    message.hidden = true;
    loadRecord(saved, 'error.badSave');
    opponent.kick();
  });
  const continueRow = h('p.mb-continue', { hidden: true }, continueBtn, ' ', continueInfo);
  const startView = h('section.mb-start', { hidden: true },
    h('h2', {}, t('start.heading')),
    continueRow,
    h('p.mb-intro', {}, t('start.intro')),
    h('div.mb-cards', {}, cards),
    backButton);

  // ---- game screen -------------------------------------------------------------------
  const title = h('h2.mb-title');
  const btn = (key, cls, fn) => {
    const b = h(`button.mb-btn${cls}`, { type: 'button' }, t(key));
    b.addEventListener('click', fn);
    return b;
  };
  const newBtn = btn('toolbar.new', '.mb-new', () => showStart());
  const undoBtn = btn('toolbar.undo', '.mb-undo', () => undo());
  const redoBtn = btn('toolbar.redo', '.mb-redo', () => redo());
  const rulesBtn = btn('toolbar.rules', '.mb-rules-btn', () => showRules());
  // Resign (a person to move, the game going on): asks first, then plays the move "resign".
  const resignBtn = btn('toolbar.resign', '.mb-resign', () => askResign());
  resignBtn.disabled = true;
  // Hole numbers on the board (a setting, saved): the numbers the move list, the hint and
  // the rules use (global indices), drawn beside each hole by the access grid (web/js/a11y.js).
  const numbersBox = h('input.mb-hole-numbers', { type: 'checkbox', id: uid('numbers') });
  numbersBox.checked = prefKey('holeNumbers') ? loadItem(prefKey('holeNumbers')) === 'on' : false;
  numbersBox.addEventListener('change', () => {
    if (prefKey('holeNumbers')) saveItem(prefKey('holeNumbers'), numbersBox.checked ? 'on' : 'off');
    applyNumbers();
  });
  const speedSel = h('select.mb-speed', { id: uid('speed') },
    Object.keys(SPEEDS).map((k) => h('option', { value: k, selected: k === ui.speed }, t(`speed.${k}`))));
  speedSel.addEventListener('change', () => {
    ui.speed = speedSel.value;
    board.setSpeed(ui.speed);
    if (prefKey('speed')) saveItem(prefKey('speed'), ui.speed);
  });
  const themeSel = h('select.mb-theme', { id: uid('theme') },
    ['auto', 'light', 'dark'].map((k) => h('option', { value: k, selected: k === theme }, t(`theme.${k}`))));
  themeSel.addEventListener('change', () => {
    theme = themeSel.value;
    if (prefKey('theme')) saveItem(prefKey('theme'), theme);
    applyTheme();
    board.refreshTheme();
  });
  const toolbar = h('div.mb-toolbar', { role: 'toolbar' },
    newBtn, undoBtn, redoBtn, resignBtn, rulesBtn,
    h('label.mb-setting', { for: speedSel.id }, t('toolbar.speed'), ' ', speedSel),
    h('label.mb-setting', { for: themeSel.id }, t('toolbar.theme'), ' ', themeSel),
    h('label.mb-setting.mb-numbers-setting', { for: numbersBox.id }, numbersBox, ' ', t('toolbar.holeNumbers')));

  const messageText = h('span.mb-message-text');
  const dismiss = btn('error.dismiss', '.mb-dismiss', () => { message.hidden = true; });
  const message = h('div.mb-message', { role: 'alert', hidden: true }, messageText, dismiss);

  const panel = (p) => {
    const name = h('span.mb-player-name', {}, t(`player.${p}`));
    const seat = h('span.mb-player-seat', {}, `(${t(`player.${p}.seat`)})`);
    const count = h('span.mb-player-count');
    const turn = h('span.mb-turn', { hidden: true }, `▶ ${t('player.toMove')}`);
    const el = h('div.mb-player', { dataset: { player: String(p) } }, turn, name, seat, count);
    return { el, count, turn };
  };
  const panels = [panel(0), panel(1)];
  const boardHolder = h('div.mb-board-holder');
  const status = h('p.mb-status', { 'aria-live': 'polite' });
  const passBtn = btn('action.pass', '.mb-primary.mb-pass', () => playMove('pass'));
  passBtn.hidden = true;

  const overText = h('p.mb-over-score');
  const overReason = h('p.mb-over-reason');
  const overPanel = h('section.mb-over', { hidden: true, 'aria-live': 'polite' },
    h('h3', {}, t('over.heading')), overText, overReason,
    h('p.mb-over-actions', {},
      btn('over.again', '.mb-primary.mb-again', () => newGame(snap.config)),
      btn('toolbar.new', '.mb-over-new', () => showStart()),
      btn('over.close', '.mb-over-close', () => { overPanel.hidden = true; })));

  const moveList = h('ol.mb-moves');
  const markFrom = (e) => {
    const li = e.target.closest ? e.target.closest('li[data-hole]') : null;
    access.mark(li ? Number(li.dataset.hole) : -1);
  };
  moveList.addEventListener('pointerover', markFrom);
  moveList.addEventListener('focusin', markFrom);
  moveList.addEventListener('pointerleave', () => {
    if (!moveList.contains(document.activeElement)) access.mark(-1);
  });
  moveList.addEventListener('focusout', (e) => {
    if (!moveList.contains(e.relatedTarget)) access.mark(-1);
  });
  const movesEmpty = h('p.mb-moves-empty', {}, t('moves.empty'));
  const recordText = h('code.mb-record');
  const copyNote = h('span.mb-copied', { hidden: true, role: 'status' }, t('moves.copied'));
  const copyBtn = btn('moves.copyLink', '.mb-copy', () => copyLink());
  const movesSection = h('section.mb-moves-section', {},
    h('h3', {}, t('moves.heading')), movesEmpty, moveList,
    h('p.mb-record-row', {}, h('span', {}, `${t('moves.record')}: `), recordText, ' ', copyBtn, ' ', copyNote));

  const rulesBody = h('div.mb-rules-body');
  const rulesTitle = h('h2');
  // A real address from the start (crawlable); showRules adds the game and the language.
  const rulesLink = h('a.mb-rules-link', { href: RULES_PAGE.href }, t('rules.full'));
  const rulesDialog = h('dialog.mb-rules', {},
    rulesTitle, rulesBody,
    h('p.mb-rules-actions', {}, rulesLink, ' ', btn('rules.close', '.mb-rules-close', () => rulesDialog.close())));

  // The confirmation before resigning: a modal dialog; "Keep playing" has the focus.
  const resignText = h('p.mb-resign-text');
  const resignYes = btn('resign.yes', '.mb-primary.mb-resign-yes', () => { resignDialog.close(); resign(); });
  const resignNo = btn('resign.no', '.mb-resign-no', () => resignDialog.close());
  const resignDialog = h('dialog.mb-resign-dialog', { 'aria-labelledby': uid('resign-heading') },
    h('h2', { id: uid.last }, t('resign.heading')), resignText,
    h('p.mb-resign-actions', {}, resignYes, ' ', resignNo));

  const gameView = h('section.mb-game', { hidden: true },
    h('header.mb-head', {}, title, toolbar),
    message,
    panels[1].el,
    boardHolder,
    panels[0].el,
    h('div.mb-status-row', {}, status, passBtn),
    overPanel,
    movesSection,
    rulesDialog,
    resignDialog);

  // Polite notes (web/js/notices.js): the browser does not let the game save, or offline
  // play is unavailable. A live region of their own, above both views; never an alert.
  const noticeBox = h('div.mb-notices', { role: 'status', 'aria-live': 'polite' });

  root.append(noticeBox, startView, gameView);

  const board = createBoard(boardHolder, {
    t,
    onActivate: (hole) => activateHole(hole),
    maxHeight: boardHeight || (() => Math.max(180, window.innerHeight - 330)),
    compact: !!boardHeight,
    label: (s) => t('board.label', { game: t(`game.${s.gameId}.name`), status: statusText(s) }),
  });
  board.setSpeed(ui.speed);
  // Keyboard and screen-reader access (web/js/a11y.js): a grid of holes over the canvas and a
  // live region that tells each move from the engine's account.
  const access = attachAccess({ root, board, i18n, activate: (hole) => activateHole(hole) });
  // The computer opponent (web/js/opponent.js): who plays each side, the search in a Web
  // Worker, the hint, undo/redo over the computer's moves. `players` from the page wins over
  // the saved choice.
  const statusRow = gameView.querySelector('.mb-status-row');
  const opponent = attachOpponent({
    root, i18n, storageKey, players, toolbar, statusRow, panels, startView,
    state: () => snap,
    busy: () => busy,
    playMove: (m) => playMove(m),
    speed: () => ui.speed,
    // a side changed hands: show the same position with what may be clicked now
    redraw: () => {
      if (!snap || busy) return;
      const view = opponent.boardView(snap);
      board.update(view);
      access.update(view, false);
      renderStatus();
    },
  });

  // Saving that fails (storage disabled or full, a sandboxed frame) is told once, politely;
  // the game goes on and the URL fragment keeps it.
  if (storageKey) cleanups.push(onSaveFailure(() => tellOnce('noSave')));
  cleanups.push(watchNotices(() => {
    const kinds = openNotices().filter((k) => k !== 'noSave' || storageKey);
    noticeBox.replaceChildren(...kinds.map((k) => h('p.mb-notice', { dataset: { notice: k } },
      h('span.mb-notice-text', {}, t(`notice.${k}`)), ' ',
      btn('notice.ok', '.mb-notice-ok', () => dismissNotice(k)))));
  }));

  /** A click, tap or key on a hole: plays it if it is the human's turn and the hole is playable. */
  function activateHole(hole) {
    if (!snap || busy) return;
    if (opponent.players[snap.toMove] !== HUMAN) return;
    const mv = moveForHole(snap, hole);
    if (mv) playMove(mv);
  }

  // ---- flow --------------------------------------------------------------------------
  function uid(name) {
    uid.n = (uid.n || 0) + 1;
    uid.last = `mb-${name}-${Math.random().toString(36).slice(2, 8)}-${uid.n}`;
    return uid.last;
  }

  function applyNumbers() {
    root.dataset.holeNumbers = numbersBox.checked ? 'on' : 'off';
  }

  /** Whether the person to move may resign now (the game going on, the board idle). */
  function mayResign() {
    return !!snap && !busy && opponent.humanTurn(snap);
  }

  /** The Resign button: asks for confirmation in a modal dialog. */
  function askResign() {
    if (!mayResign() || resignDialog.open) return;
    const p = snap.toMove;
    resignText.textContent = t('resign.confirm', { player: t(`player.${p}`), opponent: t(`player.${1 - p}`) });
    resignDialog.showModal();
    resignNo.focus();
  }

  /** Confirmed: the person to move resigns (the move "resign", kept in the record). */
  function resign() {
    if (mayResign()) playMove('resign');
  }

  applyNumbers();

  function applyTheme() {
    if (theme === 'auto') delete root.dataset.theme;
    else root.dataset.theme = theme;
  }

  function showMessage(text) {
    messageText.textContent = text;
    message.hidden = false;
  }

  /** Shows the saved game's offer on the start screen when there is one this tab is not playing. */
  function renderContinue() {
    const saved = saveKey ? loadItem(saveKey) : null;
    let g = null;
    try {
      g = saved && (!snap || saved !== snap.record) ? Game.load(saved) : null;
    } catch {
      g = null; // unreadable: nothing to offer (the start screen's games remain)
    }
    continueRow.hidden = !g;
    if (!g) return;
    const s = snapshot(g);
    g.free();
    continueInfo.textContent = `${t(`game.${s.gameId}.name`)}${s.gameId === 'nsolo' ? ` ${t('start.sizeValue', { n: s.size })}` : ''}`;
  }

  function showStart() {
    renderContinue();
    opponent.stop();
    busy = false;
    board.skip();
    backButton.hidden = !game;
    startView.hidden = false;
    gameView.hidden = true;
    root.dataset.view = 'start';
    cards[0].querySelector('button').focus({ preventScroll: true });
  }

  function showGame() {
    startView.hidden = true;
    gameView.hidden = false;
    root.dataset.view = 'game';
  }

  function setGame(g) {
    if (game) game.free();
    game = g;
    overPanel.hidden = true;
    showGame();
    refresh();
  }

  /** Starts a fresh game of `config` (the notation's `adji-boto`, `nsolo.12`, `ayoayo.row-owner`). */
  function newGame(config) {
    opponent.newGame();
    message.hidden = true;
    setGame(Game.create(config));
  }

  /**
   * A fresh game of the kind a broken record names: its config (the record's first field), else
   * its game alone, else Ayoayo. The rules module reads them; nothing is parsed here.
   */
  function freshFor(text) {
    const config = String(text).trim().split('_')[0];
    for (const c of [config, config.split('.')[0], 'ayoayo']) {
      try {
        return Game.create(c);
      } catch (e) {
        if (isCrash(e)) throw e;
      }
    }
    return null; // unreachable: 'ayoayo' is a game
  }

  /** Loads a record; on failure shows `errorKey`'s message and starts a fresh game. */
  function loadRecord(text, errorKey) {
    let g;
    try {
      g = Game.load(text);
    } catch (e) {
      if (isCrash(e)) throw e;
      showMessage(t(errorKey, { error: errorMessage(e) }));
      g = freshFor(text);
    }
    setGame(g);
  }

  /**
   * Plays a move string ("7", "x40", "pass") through the one path every move takes: the
   * engine plays it and returns its account, the board animates it, the record is saved.
   * Resolves to true when played, false when refused (the message says why).
   */
  async function playMove(move) {
    if (!game) return false;
    if (busy) board.skip();
    const before = { holes: snap.holes.slice(), stores: snap.stores.slice() };
    const mover = snap.toMove;
    let events;
    try {
      events = game.play(String(move));
    } catch (e) {
      if (isCrash(e)) { // the module failed (a panic): the page stops the game (crash.js)
        reportCrash(e);
        return false;
      }
      showMessage(t('error.move', { error: errorMessage(e) }));
      return false;
    }
    message.hidden = true;
    access.moved({ by: mover, events, after: game });
    await refresh({ events, from: before });
    return true;
  }

  /** Undo: against the computer, back to the last position where a person was to move. */
  function undo() {
    if (!game || !game.canUndo()) return;
    const target = opponent.undoTarget();
    if (target < 0) return;
    opponent.changed(); // a search in progress stops here
    board.skip();
    const shown = { holes: snap.holes.slice(), stores: snap.stores.slice() };
    // The engine's accounts of the moves undone, last first, for the board to play backwards.
    const accounts = [];
    while (game.ply() > target) {
      const events = game.undo();
      if (!events) break;
      accounts.unshift(events);
    }
    if (accounts.length) {
      opponent.afterUndo();
      access.undone();
      refresh({ events: accounts, from: shown, reverse: true });
    }
  }

  /** Redo: against the computer, on to the next position where a person is to move. */
  function redo() {
    return opponent.quietly(async () => {
      if (!(await redoOne())) return;
      while (opponent.redoMore() && game && (await redoOne()));
    }).then(() => opponent.kick());
  }

  async function redoOne() {
    if (!game || !game.canRedo()) return false;
    board.skip();
    const before = { holes: snap.holes.slice(), stores: snap.stores.slice() };
    const mover = snap.toMove;
    const events = game.redo();
    if (!events) return false;
    access.moved({ by: mover, events, after: game, redo: true });
    await refresh({ events, from: before });
    return true;
  }

  function persist() {
    if (useUrl) writeFragment(snap.record);
    if (saveKey && saveItem(saveKey, snap.record)) saveItem(ownerKey, tabId() || '');
  }

  // The first refresh of a mount draws the board in a task of its own and does the rest (the
  // saved copy and the link, the move list, the panels, the accessible grid, the opponent)
  // in the next tasks, so that no start-up task is long on a slow phone (issue 16);
  // `data-busy` turns false only when all of it is done.
  let mounted = false;

  async function refresh(anim = {}) {
    opponent.changed();
    snap = snapshot(game);
    const first = !mounted;
    mounted = true;
    if (!first) {
      persist();
      renderMoves();
    }
    renderTitle();
    busy = true;
    root.dataset.busy = 'true';
    status.textContent = t('status.animating');
    passBtn.hidden = true;
    overPanel.hidden = true;
    undoBtn.disabled = true;
    redoBtn.disabled = true;
    resignBtn.disabled = true;
    if (resignDialog.open) resignDialog.close();
    const mine = snap;
    // While the computer is to move, no hole is marked playable (opponent.boardView).
    const view = opponent.boardView(snap);
    access.update(view, true);
    await board.update(view, anim);
    if (mine !== snap) return; // a newer state took over meanwhile
    if (first) {
      await nextTask();
      if (mine !== snap || !game) return; // a newer state, or the app was destroyed
      persist();
      renderMoves();
      await nextTask();
      if (mine !== snap || !game) return;
    }
    busy = false;
    root.dataset.busy = 'false';
    renderPanels();
    renderStatus();
    access.update(view, false);
    opponent.settled();
  }

  function statusText(s) {
    const who = t(`player.${s.toMove}`);
    if (s.result) return t('status.over');
    const computer = opponent.statusText(s); // the computer is to move
    if (computer) return computer;
    if (s.legal.length === 1 && s.legal[0] === 'pass') return t('status.pass', { player: who });
    if (s.pending > 0) return t('status.remove', { player: who, n: s.pending });
    return t('status.toMove', { player: who });
  }

  function renderStatus() {
    status.textContent = statusText(snap);
    const mustPass = !snap.result && snap.legal.length === 1 && snap.legal[0] === 'pass' && opponent.humanTurn(snap);
    passBtn.hidden = !mustPass;
    undoBtn.disabled = !opponent.canUndo();
    redoBtn.disabled = !snap.canRedo;
    resignBtn.disabled = !mayResign();
    if (snap.result) showOver();
  }

  function renderTitle() {
    title.textContent = snap.gameId === 'nsolo'
      ? `${t('game.nsolo.name')} 4 × ${snap.size}`
      : t(`game.${snap.gameId}.name`);
    root.dataset.game = snap.gameId;
  }

  /** The players' panels: store or captured count and who is to move (after the animation). */
  function renderPanels() {
    for (const p of [0, 1]) {
      const key = snap.gameId === 'nsolo' ? 'player.captured' : 'player.store';
      panels[p].count.textContent = t(key, { n: snap.stores[p] });
      const moving = !snap.result && snap.toMove === p;
      panels[p].turn.hidden = !moving;
      panels[p].el.classList.toggle('is-to-move', moving);
    }
  }

  // The move list as shown: [{m, by, li}]. A move changes only its own line (a long Nsolo
  // 4×36 game has over a thousand: rebuilding them all made every move slower than the last).
  const listed = [];
  function renderMoves() {
    const moves = snap.moves;
    movesEmpty.hidden = moves.length > 0;
    moveList.hidden = moves.length === 0;
    let k = 0;
    const movers = snap.movers;
    while (k < listed.length && k < moves.length && listed[k].m === moves[k] && listed[k].by === movers[k]) k += 1;
    for (const e of listed.splice(k)) e.li.remove();
    const added = [];
    for (let i = k; i < moves.length; i++) {
      const by = movers[i];
      const m = moves[i];
      // A move's hole (a sowing or an Nsolo removal) is marked on the board while the move
      // has the focus or the pointer (access.mark).
      const hole = /^x?\d+$/.test(m) ? m.replace('x', '') : null;
      const li = h('li', { tabindex: '0', dataset: hole === null ? { ply: String(i + 1) } : { ply: String(i + 1), hole } },
        h('span.mb-move-by', {}, by === 0 || by === 1 ? t(`player.${by}`) : ''), ' ',
        m === 'resign' ? h('span.mb-move-resign', {}, t('moves.resign')) : h('code', {}, m));
      listed.push({ m, by, li });
      added.push(li);
    }
    if (added.length) moveList.append(...added);
    for (const li of moveList.querySelectorAll('li.is-last')) {
      li.classList.remove('is-last');
      li.removeAttribute('aria-current');
    }
    const last = listed[listed.length - 1];
    if (last) {
      last.li.classList.add('is-last');
      last.li.setAttribute('aria-current', 'step');
    }
    moveList.scrollTop = moveList.scrollHeight;
    recordText.textContent = snap.record;
  }

  function showOver() {
    const r = snap.result;
    const [a, b] = snap.stores;
    const nsolo = snap.gameId === 'nsolo';
    if (r.winner === 0 || r.winner === 1) {
      overText.textContent = t(nsolo ? 'over.winNsolo' : 'over.win', {
        player: t(`player.${r.winner}`), a: snap.stores[r.winner], b: snap.stores[1 - r.winner],
      });
    } else {
      overText.textContent = t(nsolo ? 'over.drawNsolo' : 'over.draw', { a, b });
    }
    const key = `reason.${r.reason}`;
    // After a resignation the player who resigned is the one who was to move.
    const reason = i18n.has(key) ? t(key, { player: t(`player.${snap.toMove}`) }) : (r.text || r.reason);
    overReason.textContent = t('over.reason', { reason });
    overPanel.dataset.winner = r.winner === null || r.winner === undefined ? 'draw' : String(r.winner);
    overPanel.dataset.reason = r.reason;
    overPanel.hidden = false;
    overPanel.scrollIntoView?.({ block: 'nearest' });
  }

  function showRules() {
    const id = snap ? snap.gameId : 'ayoayo';
    const name = t(`game.${id}.name`);
    rulesTitle.textContent = t('rules.heading', { game: name });
    const texts = i18n.games(id).rules;
    const nodes = [];
    if (Array.isArray(texts) && texts.length) {
      for (const item of texts) {
        if (typeof item === 'string') nodes.push(h('p', {}, item));
        else if (Array.isArray(item)) nodes.push(h('ul', {}, item.filter((x) => typeof x === 'string').map((x) => h('li', {}, x))));
      }
    } else {
      nodes.push(h('p.mb-placeholder', {}, t('rules.placeholder', { game: name })));
    }
    rulesBody.replaceChildren(...nodes);
    const link = new URL(RULES_PAGE);
    link.hash = id;
    if (i18n.lang) link.searchParams.set('lang', i18n.lang); // the rules page in the same language
    rulesLink.href = link.href;
    if (!rulesDialog.open) rulesDialog.showModal();
  }

  async function copyLink() {
    const url = new URL(window.location.href);
    url.hash = snap.record;
    try {
      await navigator.clipboard.writeText(url.href);
      copyNote.hidden = false;
      setTimeout(() => { copyNote.hidden = true; }, 2000);
    } catch {
      recordText.focus?.();
    }
  }

  // The compact layout: toolbar buttons that do not fit move into a "⋯" menu (web/js/compact.js).
  const overflow = attachOverflowMenu({
    root, toolbar, label: t('toolbar.more'),
    extras: [...root.querySelectorAll('.mb-player .mb-panel-player')].map((el) => ({ el, label: t(`player.${el.dataset.side}`) })),
  });
  cleanups.push(() => overflow.destroy());

  if (useUrl) {
    cleanups.push(listen(window, 'hashchange', () => {
      const text = readFragment();
      if (text && (!snap || text !== snap.record)) loadRecord(text, 'error.badLink');
    }));
  }

  // ---- start-up: the link, else the saved game, else the start screen ------------------
  const fromUrl = useUrl ? readFragment() : '';
  const saved = saveKey ? loadItem(saveKey) : null;
  if (initialGame) { // a re-mount (e.g. a language switch) hands over the game, history and all
    setGame(initialGame);
    if (initialView === 'start') showStart();
  } else if (fromUrl) loadRecord(fromUrl, 'error.badLink');
  else if (startWith) newGame(startWith); // embed: game=…, size=…
  else if (saved && ownSave(loadItem(ownerKey))) loadRecord(saved, 'error.badSave');
  else showStart(); // another tab's save, if any, is offered there

  // Another tab saved: the start screen's offer follows (this tab's own game is left alone).
  if (saveKey) {
    cleanups.push(listen(window, 'storage', (e) => {
      if (e.key === saveKey && !startView.hidden) renderContinue();
    }));
  }

  return {
    playMove,
    newGame,
    showStart,
    undo,
    redo,
    board,
    get state() { return snap; },
    get view() { return root.dataset.view; },
    activateHole,
    get players() { return opponent.players; },
    /** Who plays a side: 'human' or 'computer:<level>' (saved with the settings). */
    setPlayer(side, who, options) { opponent.setPlayer(side, who, options); },
    /** Marks the engine's suggested move for the side to move (the Hint button). */
    hint: () => opponent.hint(),
    /** The seat of the computer opponent (tests, the kiosk). */
    opponent,
    /** Removes the app. With {keepGame: true} the wasm game is not freed but returned. */
    destroy({ keepGame = false } = {}) {
      for (const c of cleanups.splice(0)) c();
      opponent.destroy();
      access.destroy();
      board.destroy();
      const kept = keepGame ? game : null;
      if (game && !keepGame) game.free();
      game = null;
      root.replaceChildren();
      root.classList.remove('mancala-app');
      return kept;
    },
  };
}

function errorMessage(e) {
  return e && typeof e.message === 'string' ? e.message : String(e);
}
