// The game's controller: one explicit state and every operation on it, with no DOM. It holds
// the wasm game handle, plays moves (a person's and the computer's through the same path),
// undoes and redoes, saves the record (local storage, the URL fragment), and runs the
// computer opponent's policy (web/js/opponent.js) with the engine it is given. Views
// (web/js/app.js and the modules it mounts) render `state` and call the operations; they learn
// of every change through `on(listener)`. It knows no rule: moves, accounts, owners and who
// moved come from the wasm module.
//
//   const ctl = createController({ Game, engine, storage, storageKey, fragment });
//   ctl.on((change) => render(change));    // {kind: 'game' | 'opponent' | 'view' | 'error', …}
//   ctl.start({ startWith: 'nsolo.12' });  // the link, else the given game, else the save
//   await ctl.play('7');                   // resolves once a view has shown it (ctl.shown)
//
// A change of the game (`{kind: 'game', events, from, reverse, by, redo, look}`; `redo`: the
// number of the Redo press that redid the move, the same for each move one press redoes) leaves
// `state.animating` true until a view calls `shown(snap)`: the computer waits for that, so a
// move is seen before the reply starts. In Node (tests), the listener calls `shown` at once.

import { snapshot, moveForHole as legalMoveFor } from './state.js';
import { linkParts, linkText } from './link.js';
import {
  DEFAULT_PLAYERS, PACE, anyHuman, boardView, computerTurn, humanTurn, isHuman, normalisePlayer,
  parsePlayers, newSalt, redoGoesOn, searchLevel, seedFor, undoTarget,
} from './opponent.js';

/**
 * Wasm games handed from one controller to the next (a re-mount: a language switch) while
 * they stood in for a link or save that could not be read: still not saved until a move.
 */
const STAND_INS = new WeakSet();

/** Whether `record` is the game `earlier` records, or that game gone on (more moves after it). */
const goesOn = (record, earlier) => record === earlier || record.startsWith(`${earlier}.`);

/** Storage that keeps nothing (no storage key, or none available). */
const NO_STORAGE = { load: () => null, save: () => false };

/**
 * Options: `Game` (the wasm class), `engine` ({think(record, level, seed), hint(record),
 * cancel(), busy, mode, destroy()}: web/engine-client.js), `storage` ({load(key),
 * save(key, value) → bool}) and `storageKey` (the prefix; null: nothing saved), `fragment`
 * ({read(), write(text, {push})}: the URL fragment; null: not kept there; `push`: a new history entry), `tab` ({id() → string |
 * null, own(owner) → bool}: web/js/tabs.js), `players` (from the page: over the saved choice),
 * `waitOnLinks` (false: a link's game is the page's own choice, an embed's or a kiosk's, and
 * the computer to move in it plays at once: holdForLink),
 * `isCrash(e)` / `onCrash(e)` (a panic of the wasm module: web/js/crash.js), `sleep(ms)`,
 * `reviewing()` (whether the game review of the live game is open: the link says `&review`;
 * `relink()` writes the link again when that changes), `still()` (whether moves are shown
 * without animation, for a visitor who asks for reduced motion: the computer's pace is then
 * three times as long, so that the visitor's own move's result stays on the board a while
 * and the Speed setting still means something).
 */
export function createController({
  Game, engine, storage = NO_STORAGE, storageKey = null, fragment = null, reviewing = () => false,
  tab = { id: () => null, own: () => true }, players = null, waitOnLinks = true,
  isCrash = () => false, onCrash = (e) => { throw e; },
  sleep = (ms) => new Promise((ok) => { setTimeout(ok, ms); }), still = () => false,
} = {}) {
  // the page chose the players, or its link is its own choice (an embed's, a kiosk's): the
  // computer plays on from a link's position (holdForLink)
  const seated = !!(players && players.length === 2) || !waitOnLinks;
  const key = (k) => (storageKey ? `${storageKey}.${k}` : null);
  const load = (k) => (key(k) ? storage.load(key(k)) : null);
  const save = (k, v) => (key(k) ? storage.save(key(k), v) : false);
  // a kiosk's demonstration (setDemo): its games are nobody's, not saved (a museum team's next
  // visitor was offered "Continue the saved game" of a game no visitor had played)
  let demo = false;

  /** Whether the mount's first game is set (start), and whether the next link is a new history entry (setGame). */
  let begun = false;
  let pushLink = false;

  /** The state views render. Only the controller writes it. */
  const state = {
    view: 'start', // 'start' (the start screen) | 'game'
    game: null, // snapshot of the wasm game (web/js/state.js), null before the first game
    animating: false, // a change is being shown (`shown(snap)` ends it): the computer waits
    players: (players && players.length === 2 ? players : parsePlayers(load('players')) || DEFAULT_PLAYERS)
      .map(normalisePlayer),
    speed: 'normal', // the animation speed: the computer's pace follows it
    thinking: false, // the computer searches for its move
    hinting: false, // the engine searches for a hint
    hint: null, // the suggested move for the person to move
    paused: false, // computer against computer, after undo or redo ('review': the review open, 'link': a link's game, hold()): until resume()
    note: null, // {key, error, unreachable}: the engine failed ('computer.failed' | 'hint.failed'); unreachable: its files did not arrive
    // {key, error, move, refusal, at}: a refused move, a bad link or save ('error.move' | …);
    // `error` the module's message, `refusal` a refused move's name (`empty-hole`, …: the
    // rules' reason, for the view to say in the visitor's language), `at` a record's first
    // refused move {n, move, refusal}
    error: null,
    // {ply, snap}: an earlier position of the game is shown (navigation: `goTo`); `game`
    // stays the live game, which does not change (and the computer waits) meanwhile.
    look: null,
    // A lesson (web/js/lesson-view.js) holds the board: {game, step, open}. Its positions are
    // not saved, the computer does not move, undo is off, and while `open` a hole the rules
    // refuse is still tried (so the lesson can say the rules' reason); null otherwise.
    lesson: null,
  };

  let game = null; // the wasm handle
  let viewer = null; // while looking back: a second handle at the shown ply (its redo tail: the live game's later moves)
  // The game on the board stands in for a link or a save that could not be read (its readable
  // part, or a fresh game): it is not saved, so the visitor's saved game (and the link) stay as
  // they were, until the visitor plays, undoes, redoes or starts a game (project rule: bad
  // input gets a clear error and loses nothing).
  let standIn = false;
  // A game just put on the board (a link's, a page parameter's, a new one) does not take the
  // place of a saved game with moves until the visitor plays, undoes or redoes in it: opening a
  // link and leaving loses nothing, and the start screen offers the saved game meanwhile.
  let held = false;
  // The game is a link's that waits for Continue (holdForLink) and the visitor has not yet
  // played, undone or redone in it: a hold for another reason (the review) returns to that wait.
  let fromLink = false;
  let salt = load('salt');
  if (typeof salt !== 'string' || !/^[0-9a-f]{1,32}$/.test(salt)) {
    salt = newSalt();
    save('salt', salt);
  }
  let ticket = 0; // bumps whenever a pending search or hint must be forgotten
  let suspended = 0; // > 0 while a redo sequence runs: the computer does not move in between
  let waiting = []; // [{snap, done}]: play/redo promises resolved when their state is shown
  let destroyed = false;
  const listeners = new Set();

  function emit(change) {
    for (const fn of [...listeners]) fn(change);
  }

  function errorMessage(e) {
    return e && typeof e.message === 'string' ? e.message : String(e);
  }

  /** The reason's name the module's Error carries (`empty-hole`, `unknown-game`, …), or null. */
  function refusalOf(e) {
    return e && typeof e.refusal === 'string' ? e.refusal : null;
  }

  // ---- the opponent's search ------------------------------------------------------------

  /** Forgets any search or hint in flight (the engine's worker is stopped if it is busy). */
  function stop() {
    ticket++;
    if (engine && engine.busy) engine.cancel();
    const was = state.thinking || state.hinting;
    state.thinking = false;
    state.hinting = false;
    if (was && !destroyed) emit({ kind: 'opponent' });
  }

  /** Lets the computer move if it is its turn and nothing is being shown. */
  function kick() {
    if (destroyed || !state.game || state.animating || state.paused || suspended > 0 || state.thinking || state.look) return;
    if (state.view !== 'game' || state.lesson) return;
    const level = computerTurn(state.game, state.players);
    if (level) think(level);
  }

  /**
   * Asks the engine (`request(record)`) for the side to move, with `flag` ('thinking' |
   * 'hinting') set meanwhile; a forced move (a pass, or one hole) needs no search. Resolves to
   * {move, mine} (`mine`: the ticket, still current), or null when the request failed
   * (`state.note` says why, with `failKey`) or was forgotten.
   */
  async function ask(flag, failKey, request) {
    const mine = ++ticket;
    const snap = state.game;
    state[flag] = true;
    state.note = null; // asked again: an earlier failure is no longer the news (a tester's stayed over the hint)
    emit({ kind: 'opponent' });
    let move;
    try {
      move = snap.legal.length === 1 ? snap.legal[0] : await request(snap.record);
    } catch (e) {
      if (mine === ticket && !(e && e.name === 'AbortError')) {
        state[flag] = false;
        // an engine whose files did not arrive: the page says so in the visitor's words, the
        // console keeps the address and the browser's reason for the site's owner
        const unreachable = e?.code === 'unreachable';
        if (unreachable) console.warn(`mancala: ${errorMessage(e)}`);
        state.note = { key: failKey, error: errorMessage(e), unreachable };
        emit({ kind: 'opponent' });
      }
      return null;
    }
    return mine === ticket && !destroyed ? { move, mine } : null;
  }

  /** The computer's move at `level`: searched, shown at the pace, then played like a click. */
  async function think(level) {
    const { record } = state.game;
    const started = Date.now();
    const asked = await ask('thinking', 'computer.failed', (r) => engine.think(r, searchLevel(level), seedFor(r, salt)));
    if (!asked) return;
    const wait = (PACE[state.speed] ?? PACE.normal) * (still() ? 3 : 1) - (Date.now() - started);
    if (wait > 0) await sleep(wait);
    if (asked.mine !== ticket || destroyed) return; // undo, a new game, a move…: forgotten
    state.thinking = false;
    if (!state.game || state.game.record !== record || state.animating) {
      emit({ kind: 'opponent' });
      return;
    }
    await play(asked.move);
  }

  /** Asks the engine for the person to move's best move (`state.hint`). */
  async function hint() {
    if (state.lesson || !humanTurn(state.game, state.players) || state.animating || state.hinting || state.look) return;
    const { record } = state.game;
    state.hint = null;
    const asked = await ask('hinting', 'hint.failed', (r) => engine.hint(r));
    if (!asked) return;
    state.hinting = false;
    if (state.game && state.game.record === record) state.hint = asked.move;
    emit({ kind: 'opponent' });
  }

  // ---- the game ---------------------------------------------------------------------------

  /** The position the board shows: an earlier one while looking back, else the live game. */
  function shownGame() {
    return state.look ? state.look.snap : state.game;
  }

  /** The counts a view shows before a change (where an animation starts). */
  function counts() {
    const s = shownGame();
    return s ? { holes: s.holes.slice(), stores: s.stores.slice() } : null;
  }

  /**
   * The game changed: a new snapshot, the search and the hint forgotten, the record saved
   * (`persist: false` for the first game of a mount: the view saves it after its first
   * board), and the change told. Resolves when a view has shown it (or a newer state took over).
   */
  function commit(change, { persist: keep = true, standIn: isStandIn = false } = {}) {
    standIn = isStandIn;
    dropLook();
    stop();
    state.hint = null;
    state.note = null;
    state.game = snapshot(game);
    state.animating = true;
    for (const w of waiting.splice(0)) w.done(); // superseded
    const shownPromise = new Promise((done) => { waiting.push({ snap: state.game, done }); });
    if (keep) persist();
    emit({ kind: 'game', ...change });
    return shownPromise;
  }

  /**
   * Saves the record: the URL fragment, and local storage marked with this tab's id. Not a
   * stand-in for a link or save that could not be read (`standIn`): that waits for a move.
   */
  function persist() {
    if (!state.game || standIn || state.lesson) return;
    if (demo) return; // nor its link: a reload during it made its game the visitor's (a tester's)
    const { record } = state.game;
    writeLink();
    if (held) {
      // a link's game waiting for Continue is not the visitor's yet: not saved, so that a reload
      // (a phone's pull to refresh) waits again, and the visitor's own save stays
      if (fromLink) return;
      const saved = load('game');
      // the saved game goes on here (a reload, a language switch): it is the visitor's game
      if (typeof saved !== 'string' || !/_m./i.test(saved) || goesOn(record, saved)) held = false;
      else return;
    }
    if (save('game', record)) save('gameTab', tab.id() || '');
  }

  /**
   * The link: the record, the ply shown while looking back, and whether the review of this
   * game is open (web/js/link.js).
   */
  function writeLink() {
    if (fragment && state.game && !standIn) {
      fragment.write(linkText(state.game.record, state.look ? state.look.ply : null, { review: !!reviewing() }), { push: pushLink });
      pushLink = false;
    }
  }

  /** Looking back ends (the live game changed, or the view returned to it). */
  function dropLook() {
    if (viewer) viewer.free();
    viewer = null;
    state.look = null;
  }

  /**
   * Shows the position after `ply` moves of the live game (navigation): the live game does not
   * change, and the computer waits until the view is back at its end. One step is told with
   * the engine's account (forwards as a move, backwards as undo plays it); a longer way jumps.
   * Ply at or past the end returns to the game. `jump`: at once, even one step (a re-mount
   * showing again what was shown). Resolves like `play` (true once shown).
   */
  function goTo(target, { jump = false } = {}) {
    const live = state.game;
    if (!game || !live || state.view !== 'game' || state.lesson) return Promise.resolve(false);
    const total = live.ply;
    const ply = Math.max(0, Math.min(total, Math.trunc(Number(target)) || 0));
    const at = state.look ? state.look.ply : total;
    if (ply === at) return Promise.resolve(false);
    stop();
    const from = counts();
    try {
      if (!viewer) viewer = Game.load(live.record);
    } catch (e) {
      if (isCrash(e)) onCrash(e);
      return Promise.resolve(false);
    }
    const accounts = [];
    while (viewer.ply() > ply) {
      const events = viewer.undo();
      if (!events) break;
      accounts.unshift(events);
    }
    while (viewer.ply() < ply) {
      const events = viewer.redo();
      if (!events) break;
      accounts.push(events);
    }
    const reverse = ply < at;
    const end = viewer.ply() === total;
    if (end) dropLook();
    else state.look = { ply: viewer.ply(), snap: snapshot(viewer) };
    state.hint = null;
    state.animating = true;
    for (const w of waiting.splice(0)) w.done(); // superseded
    const snap = shownGame();
    const shownPromise = new Promise((done) => { waiting.push({ snap, done: () => done(true) }); });
    writeLink();
    const step = accounts.length === 1 && !jump
      ? (reverse ? { events: accounts, reverse } : { events: accounts[0], by: live.movers[ply - 1] })
      : {};
    emit({ kind: 'game', look: true, from, ...step });
    return shownPromise;
  }

  /** A view shows `snap` and no animation is playing: the computer may move. */
  function shown(snap) {
    if (destroyed || snap !== shownGame()) return; // a newer state took over meanwhile
    state.animating = false;
    for (const w of waiting.splice(0)) w.done();
    emit({ kind: 'opponent' });
    kick();
  }

  function setGame(g, options) {
    if (game && game !== g) game.free();
    game = g;
    held = !options?.replaceSave;
    fromLink = false;
    if (state.paused === 'link') state.paused = false; // the wait goes with the link's game (holdForLink may hold the next)
    // a game begun on the start screen a link named no game on (a first visit, or Back to it):
    // its link is a new history entry, so that the browser's Back returns to the start screen
    pushLink = begun && state.view === 'start' && !!fragment && !fragment.read();
    state.view = 'game';
    return commit({ fresh: true }, options);
  }

  /** Starts a fresh game of `config` (the notation's `adji-boto`, `nsolo.12`, `ayoayo.row-owner`). */
  function newGame(config, options) {
    state.lesson = null;
    salt = newSalt();
    save('salt', salt);
    state.paused = false;
    state.error = null;
    return setGame(Game.create(config), options);
  }

  /**
   * A fresh game of the kind a broken record names: its config (the record's first field),
   * else its game alone, else Ayoayo. The rules module reads them; nothing is parsed here.
   */
  function freshFor(text) {
    const config = String(text).trim().split('_')[0];
    for (const c of [config, config.split('.')[0]]) {
      try {
        return Game.create(c);
      } catch (e) {
        if (isCrash(e)) throw e;
      }
    }
    return Game.create('ayoayo');
  }

  /**
   * What can be read of a record the rules refused: its game or position (before `_m`, the
   * notation's moves marker) and then its moves, each played through the rules, up to the
   * first that is refused. Null when not even the game can be read.
   */
  function readablePart(text, stop = {}) {
    const s = String(text).trim();
    const at = s.lastIndexOf('_m');
    if (at <= 0) return null;
    let g;
    try {
      g = Game.load(s.slice(0, at));
    } catch (e) {
      if (isCrash(e)) throw e;
      return null;
    }
    const moves = s.slice(at + 2).split('.');
    for (let i = 0; i < moves.length; i++) {
      try {
        g.play(moves[i]);
      } catch (e) {
        if (isCrash(e)) { g.free(); throw e; }
        Object.assign(stop, { n: i + 1, move: moves[i], refusal: refusalOf(e) });
        break;
      }
    }
    return g;
  }

  /**
   * Loads a record. On failure `state.error` says why (`errorKey`, or `<errorKey>Part` when
   * moves of it could be read): the part that can be read is shown, else a fresh game of the
   * kind it names, and that stand-in is not saved until the visitor plays (`standIn`).
   */
  function loadRecord(text, errorKey, options = {}) {
    state.lesson = null;
    let g;
    try {
      g = Game.load(text);
    } catch (e) {
      if (isCrash(e)) throw e;
      const stop = {};
      g = readablePart(text, stop);
      // a part: what can be read is not a new game (moves, or a set-up position)
      const fresh = freshFor(text);
      const part = !!g && g.record() !== fresh.record();
      if (g) fresh.free();
      else g = fresh;
      state.error = { key: part ? `${errorKey}Part` : errorKey, error: errorMessage(e), refusal: refusalOf(e), at: stop.refusal ? stop : null };
      emit({ kind: 'error' });
      return setGame(g, { ...options, standIn: true });
    }
    // read whole: a message about the game it replaces goes with it (a broken link's banner
    // stayed over the good link pasted after it: a tester's report)
    if (state.error) {
      state.error = null;
      emit({ kind: 'error' });
    }
    return setGame(g, options);
  }

  /**
   * Plays a move string ("7", "x40", "pass", "resign") through the one path every move takes:
   * the engine plays it and returns its account, views show it, the record is saved. Resolves
   * to true once shown, false when refused (`state.error` says why).
   */
  async function play(move) {
    if (!game) return false;
    const from = counts();
    const by = shownGame().toMove;
    // From an earlier position (looking back): the later moves are dropped (the view asks
    // first); the handle at that position, its move played, becomes the live game.
    const on = state.look ? viewer : game;
    let events;
    try {
      events = on.play(String(move));
    } catch (e) {
      if (isCrash(e)) { // the module failed (a panic): the page stops the game (crash.js)
        onCrash(e);
        return false;
      }
      state.error = { key: 'error.move', error: errorMessage(e), refusal: refusalOf(e), move: String(move) };
      emit({ kind: 'error' });
      return false;
    }
    // A move played clears the message: a refused move's always; a broken link's or save's
    // only when a person plays (the computer moving by itself must not take it away before
    // the visitor has read it). Likewise a stand-in for such a link or save stays unsaved
    // through the computer's moves: only the visitor's own move makes it their game, saved
    // over the one they had.
    const person = isHuman(state.players, by);
    if (state.error && (state.error.key === 'error.move' || person)) {
      state.error = null;
      emit({ kind: 'error' });
    }
    if (on !== game) {
      game.free();
      game = on;
      viewer = null;
    }
    if (person) adopt();
    await commit({ events, from, by }, { standIn: standIn && !person });
    return true;
  }

  /** The shown game's snapshot when a person may act on it now (nothing animating; a person to move, or a lesson open to a move), else null. */
  function personsBoard() {
    const s = shownGame();
    if (!s || state.animating) return null;
    return (state.lesson ? state.lesson.open : isHuman(state.players, s.toMove)) ? s : null;
  }

  /** The move that playing `hole` means now for a person, or null (not theirs, not legal). */
  function moveForHole(hole) {
    const s = personsBoard();
    if (!s) return null;
    // In a lesson a move the rules refuse is tried too, so the lesson can say why.
    return legalMoveFor(s, hole) || (state.lesson ? triedMove(s, hole) : null);
  }

  /** The move a hole means when the rules refuse it: an opponent's hole while removals are owed (Nsolo's bonus) is a removal, else a sowing. */
  function triedMove(s, hole) {
    return s.pending > 0 && s.owners[hole] !== s.toMove ? `x${hole}` : String(hole);
  }

  /**
   * Why the rules refuse `hole` to the person to move in a game (not a lesson, which says it
   * its own way), as a refused move's error (`{error, refusal, move, othersTurn}`: the view says
   * `refuse.<refusal>`; `othersTurn`, the hole of a person who is not to move: two people on
   * one device, one of whom tapped out of turn, so the view says whose turn it is); null when
   * the hole is playable, no person is to move, or the game is over. The rules are asked by the move itself, which they refuse without changing the game
   * (`g.play` throws: docs/wasm-api.md), as they refuse every move not in their legal list.
   */
  function refusalFor(hole) {
    const s = personsBoard();
    if (!s || state.lesson || s.result || legalMoveFor(s, hole)) return null;
    const move = triedMove(s, hole);
    try {
      (state.look ? viewer : game).play(move);
    } catch (e) {
      if (isCrash(e)) onCrash(e);
      else {
        const refusal = refusalOf(e);
        const othersTurn = refusal === 'not-your-hole' && isHuman(state.players, 1 - s.toMove);
        return { error: errorMessage(e), refusal, move, othersTurn };
      }
    }
    return null;
  }

  /**
   * The last move of the position shown, `{events, by, before}` (its account, its mover;
   * `before`, the moves of the same turn before it: Nsolo's sowing and the removals before its
   * last), as "What just happened?" tells it: the live game's, or while an earlier position is
   * shown the move that led to it (stepping through a game told nothing: a tester's); null at
   * the start and in a lesson. Asked of the game itself: steps back, whose accounts it returns,
   * and forward again (a reload told a turn by its last removal alone, a tester's).
   */
  function lastMove() {
    const live = state.game;
    const on = state.look ? viewer : game;
    const at = state.look ? state.look.ply : live?.ply;
    if (!on || !live || !at || state.lesson) return null;
    const turn = [];
    try {
      let ply = at;
      do {
        const events = on.undo();
        if (!events) break;
        turn.unshift({ events, by: live.movers[--ply] });
      } while (ply > 0 && turn[0].events.some((e) => e.kind === 'remove') && live.movers[ply - 1] === turn[0].by);
    } catch (e) {
      if (isCrash(e)) onCrash(e);
      return null;
    } finally {
      try {
        for (const _ of turn) on.redo();
      } catch (e) {
        if (isCrash(e)) onCrash(e);
      }
    }
    const last = turn.pop();
    return last && { ...last, before: turn };
  }

  /** Undo: against the computer, back to the last position where a person was to move. */
  function undo() {
    if (!game || state.look || !game.canUndo() || state.lesson) return false;
    const target = undoTarget(state.game, state.players);
    if (target < 0) return false;
    stop(); // a search in progress stops here
    const from = counts();
    // The engine's accounts of the moves undone, last first; the board plays them backwards.
    const accounts = [];
    while (game.ply() > target) {
      const events = game.undo();
      if (!events) break;
      accounts.unshift(events);
    }
    if (!accounts.length) return false;
    adopt();
    if (!anyHuman(state.players)) state.paused = true; // else undo would be replayed at once
    commit({ events: accounts, from, reverse: true, undo: true });
    return true;
  }

  /** Redo: against the computer, on to the next position where a person is to move. */
  let redoPress = 0; // numbers the moves one Redo redoes (a change's `redo`): a view tells them together
  async function redo() {
    suspended++;
    const press = ++redoPress;
    try {
      if (await redoOne(press)) {
        while (game && continueRedo() && (await redoOne(press)));
      }
    } finally {
      suspended--;
    }
    kick();
  }

  function continueRedo() {
    if (!anyHuman(state.players)) {
      state.paused = true;
      return false;
    }
    return redoGoesOn(state.game, state.players);
  }

  async function redoOne(press) {
    if (!game || state.look || !game.canRedo() || state.lesson) return false;
    const from = counts();
    const by = state.game.toMove;
    const events = game.redo();
    if (!events) return false;
    adopt();
    await commit({ events, from, by, redo: press });
    return true;
  }

  // ---- players, views, the start ----------------------------------------------------------

  /** Seats `who` on `side`; `{save: false}` leaves the saved choice alone (kiosk demo). */
  function setPlayer(side, who, { save: keep = true } = {}) {
    if (side !== 0 && side !== 1) return;
    state.players = state.players.slice();
    state.players[side] = normalisePlayer(who);
    if (keep) save('players', state.players.join(' '));
    state.paused = false;
    fromLink = false;
    // A side handed over to a person while the computer thinks for it: the search stops.
    if (state.thinking && humanTurn(state.game, state.players)) stop();
    emit({ kind: 'opponent', players: true });
    if (!state.animating) kick();
  }

  /**
   * Shows the start screen (the game stays, the computer stops; a lesson ends, and its step's
   * position with it: it is not the visitor's game, whose save the start screen offers to
   * continue; a tester's "Back to the game" after a lesson showed the step as a game to play).
   */
  function showStart() {
    stop();
    if (state.lesson) {
      dropLook();
      game?.free();
      game = null;
      state.game = null;
      state.hint = null;
    }
    state.lesson = null;
    state.view = 'start';
    state.animating = false;
    emit({ kind: 'view' });
  }

  /**
   * Back from the start screen to the game. From a start screen whose history entry names no
   * game (the browser's Back from the game's entry), the game's link goes in a new entry, as
   * when a game is begun there: the address names the game again, and a Forward entry of the
   * game as it was goes (a tester's Forward showed 4 of 6 moves played).
   */
  function showGame() {
    if (!game) return;
    state.view = 'game';
    if (fragment && !fragment.read() && !state.lesson) {
      pushLink = true;
      writeLink();
    }
    emit({ kind: 'view' });
    kick();
  }

  /**
   * A lesson's step: loads `record` (its position, and the moves before it) as the game, not
   * saved, with the lesson's policy on (`state.lesson`: see above). `info`: {game, step}.
   * Resolves once the board shows it. False when the rules cannot read the record.
   */
  function startLesson(record, info) {
    let g;
    try {
      g = Game.load(record);
    } catch (e) {
      if (isCrash(e)) throw e;
      return Promise.resolve(false);
    }
    state.paused = false;
    state.error = null;
    state.lesson = { game: info.game, step: info.step, open: false };
    return setGame(g, { persist: false }).then(() => true);
  }

  /**
   * Opens (`true`) or closes the board to the learner's moves during a lesson. `moves`: the
   * step's moves, the only ones the board marks playable (any other is still tried, and the
   * lesson says why it is not the step's). `watch`: closed, a Watch step's move to come, which
   * the lesson plays (`state.lesson.watch`: the status line says so).
   */
  function lessonOpen(open, moves = null, watch = false) {
    if (!state.lesson) return;
    state.lesson.open = !!open;
    state.lesson.moves = Array.isArray(moves) ? moves : null;
    state.lesson.watch = !open && !!watch; // a Watch step waits for its move: the lesson plays it
    emit({ kind: 'opponent', players: true }); // the board redraws what may be clicked
  }

  /**
   * The computer to move in the live game waits until resume() (`state.paused` = `reason`):
   * the review opened on it, so that the game reviewed stays the one on the board (a link
   * naming the review, opened where the computer plays that side, used to make its move at
   * once and put the review away). Nothing while a person is to move or the game is over.
   */
  function hold(reason) {
    if (!computerTurn(state.game, state.players) || state.lesson) return;
    stop();
    state.paused = reason;
    // within start() (a link's wait, a re-mount's) the views render the state they start with:
    // a change then would have them build what the start puts off (the grid before the board
    // is drawn: tests/e2e/first-picture.test.mjs)
    if (begun) emit({ kind: 'opponent' });
  }

  /**
   * The visitor acts in the game (a move of a person's, undo, redo): it is theirs now, saved
   * over the one they had, and no longer waits as a link's game (`hold('link')`).
   */
  function adopt() {
    held = false;
    fromLink = false;
    if (state.paused === 'link') state.paused = false;
  }

  /**
   * Whether `record` is this tab's own game: its saved game (a reload, a language switch, Back
   * from a link pasted over it), or a longer or shorter record of it (a link copied from it).
   */
  function ownGame(record) {
    const saved = load('game');
    if (typeof saved !== 'string' || !tab.own(load('gameTab'))) return false;
    return goesOn(record, saved) || goesOn(saved, record);
  }

  /**
   * A link's game that is not this tab's own: the computer to move for a side the page did not
   * seat (the visitor's own choice of players, or the default) waits until Continue, so that
   * the position the link shows is seen before the computer plays from it (a teacher's link to
   * a position with Player 2 to move, opened where Player 2 is the computer, had its reply at
   * once). A page that seats the players (p0=/p1=, the element's attributes), or whose link
   * is its own (`waitOnLinks` false: an embed's frame, a kiosk), chose them for its link: the
   * computer plays on.
   */
  function holdForLink(own) {
    // (a link read only in part waits too: its readable part is the position it was sent for)
    if (seated || own || !computerTurn(state.game, state.players)) return;
    fromLink = true;
    hold('link');
  }

  /** Continues after undo or redo in a computer-only game, or after hold() (Continue). */
  function resume() {
    state.paused = false;
    state.note = null; // after the computer's failure: Continue asks again (a tester's waited for ever)
    fromLink = false;
    emit({ kind: 'opponent' });
    kick();
  }

  /**
   * Ends hold(`reason`) if it is the one on (the review closed): the computer goes on, unless
   * the game is a link's still waiting for Continue (holdForLink), whose wait comes back.
   */
  function release(reason) {
    if (state.paused !== reason) return;
    state.paused = fromLink ? 'link' : false;
    emit({ kind: 'opponent' });
    kick();
  }

  /**
   * Reads the saved game, when it is not the one on the board: `fn(g, problem)` with the
   * game read (the whole record, or the readable part of it when some moves can be read;
   * null when none can) and, when the whole record cannot be read, why ({error, at}, as
   * `state.error` has them); the game is freed after. Null when there is no other saved game.
   */
  function withSaved(fn) {
    const saved = load('game');
    if (!saved || (state.game && saved === state.game.record)) return null;
    let g = null;
    let problem = null;
    try {
      g = Game.load(saved);
    } catch (e) {
      if (isCrash(e)) throw e;
      const stop = {};
      g = readablePart(saved, stop);
      problem = { error: errorMessage(e), refusal: refusalOf(e), at: stop.refusal ? stop : null };
      if (g && g.ply() === 0) { g.free(); g = null; }
    }
    try {
      return fn(g, problem);
    } finally {
      g?.free();
    }
  }

  /**
   * The saved game a start screen may offer, when it is not the one on the board:
   * {gameId, size, over} (read by the rules module; of its readable part when only moves of it
   * can be read; `over`: the game has ended, so it is there to look at, not to go on with), or
   * null (none, unreadable, or this game: `savedProblem` says why).
   */
  function savedOffer() {
    return withSaved((g) => (g ? { gameId: g.gameId(), size: g.size(), over: g.result() != null } : null));
  }

  /**
   * Why the saved game cannot be offered, when it cannot be read at all (not one move of it):
   * {error, at} (the rules' message and the first refused move, as `state.error` has them),
   * for the start screen's notice; null otherwise (no save, or readable).
   */
  function savedProblem() {
    return withSaved((g, problem) => (g ? null : problem));
  }

  /** Takes up the saved game (the start screen's "Continue"); false when there is none. */
  function continueSaved() {
    const saved = load('game');
    if (!saved) return false;
    state.error = null;
    loadRecord(saved, 'error.badSave');
    kick();
    return true;
  }

  /** The link's parts; a part after the record that is not one of them is said in the console. */
  function readLink(text) {
    const parts = linkParts(text);
    for (const p of parts.ignored) console.warn(`mancala: the link's "&${p}" is not understood and is left out (known: &ply=<moves>, &review)`);
    return parts;
  }

  /** The link changed (`hashchange`): its game, unless it is the one on the board. */
  function followLink(text) {
    const { record, ply } = readLink(text);
    if (record && (!state.game || record !== state.game.record)) {
      const own = ownGame(record);
      loadRecord(record, 'error.badLink', { persist: false });
      holdForLink(own);
      persist(); // once it is known whether it waits (a waiting link's game is not saved)
    }
    if (state.game && record) goTo(ply === null ? state.game.ply : ply);
  }

  /**
   * The first game of a mount: `initialGame` (a wasm game handed over by a re-mount, with
   * `initialView`, `initialLook`, the ply that was shown, and `initialPaused`, why the computer
   * waited: `state.paused`), else the link's record, else `startWith` (a config: a new
   * game, unless this tab's own save is a game of that config), else this tab's own
   * save, else the start screen (another tab's save is offered there). The record is not
   * saved yet: the view calls `persist()` once its first board is drawn.
   */
  function start({ initialGame = null, initialView = null, initialLook = null, initialPaused = null, startWith = null } = {}) {
    const { record: fromUrl, ply } = readLink(fragment ? fragment.read() : '');
    const saved = load('game');
    const quiet = { persist: false };
    if (initialGame) {
      setGame(initialGame, { ...quiet, standIn: STAND_INS.has(initialGame) });
      if (initialView === 'start') showStart();
      else if (initialLook !== null && !standIn) goTo(initialLook, { jump: true }); // the position that was shown
      // the computer waited before the re-mount: it still does (a link's game, for Continue)
      if (initialPaused === 'link') holdForLink(false);
      else if (initialPaused) hold(initialPaused);
    } else if (fromUrl) {
      loadRecord(fromUrl, 'error.badLink', quiet);
      holdForLink(ownGame(fromUrl));
      if (ply !== null && !standIn) goTo(ply); // the position the link names (web/js/link.js)
    }
    // the page asks for a game (an embed's game=): this tab's save of that game goes on
    else if (startWith && !(saved && tab.own(load('gameTab')) && saved.split('_')[0] === startWith)) newGame(startWith, quiet);
    else if (saved && tab.own(load('gameTab'))) loadRecord(saved, 'error.badSave', quiet);
    else showStart();
    begun = true;
  }

  return {
    state,
    /** Calls `fn(change)` on every change; returns the unsubscribe. */
    on(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    start,
    play,
    moveForHole,
    refusalFor,
    lastMove,
    /**
     * A kiosk's demonstration begins (true: the game saved last, a visitor's who has gone, is
     * dropped, and the computer's games are neither saved nor written in the address) or ends (false).
     */
    setDemo(on) {
      demo = !!on;
      if (!demo) return;
      if (key('game')) for (const k of ['game', 'gameTab']) storage.remove?.(key(k));
      fragment?.write(''); // the address names no game: a reload opens the kiosk's own
    },
    startLesson,
    lessonOpen,
    hold,
    release,
    /** Whether the game is a link's waiting for Continue (holdForLink), held for the review or not. */
    waitsForLink: () => fromLink,
    undo,
    redo,
    newGame,
    loadRecord,
    followLink,
    continueSaved,
    savedOffer,
    savedProblem,
    persist,
    shown,
    setPlayer,
    showStart,
    showGame,
    resume,
    hint,
    stop,
    kick,
    /** The animation speed ('slow' | 'normal' | 'fast' | 'instant'): the computer's pace. */
    setSpeed(speed) {
      if (speed in PACE) state.speed = speed;
    },
    /** Dismisses the error message. */
    clearError() {
      state.error = null;
      emit({ kind: 'error' });
    },
    /** Whether undo would take anything back (against the computer: a person's move). */
    canUndo: () => !state.look && !state.lesson && undoTarget(state.game, state.players) >= 0,
    /** Whether the person to move may act (resign, hint): the game on, nothing shown; never in a lesson. */
    humanTurn: () => !state.animating && !state.look && !state.lesson && humanTurn(state.game, state.players),
    /**
     * What the board shows: the snapshot (an earlier one while looking back), with no move to
     * click while the computer is to move (in a lesson: while the lesson is not open to a move;
     * open, only the step's moves, and `allowed` the rules' legal moves, which may be tried).
     */
    boardView: () => (state.lesson
      ? state.game && { ...state.game, legal: state.lesson.open ? state.game.legal.filter((m) => !state.lesson.moves || state.lesson.moves.includes(m)) : [], still: !state.lesson.open, allowed: state.lesson.open ? state.game.legal : [] }
      : boardView(shownGame(), state.players)),
    shownGame,
    goTo,
    /** Writes the link again (the review opened, or reviews another record). */
    relink: () => writeLink(),
    /** Back from an earlier position to the live game. */
    backToGame: () => (state.game ? goTo(state.game.ply) : Promise.resolve(false)),
    /** The engine's mode: 'url' | 'blob' (a worker) or 'inline' (the main thread). */
    get engineMode() { return (engine && engine.mode) || ''; },
    /** Stops everything; with `keepGame` the wasm game is not freed but returned. */
    destroy({ keepGame = false } = {}) {
      stop();
      destroyed = true;
      for (const w of waiting.splice(0)) w.done();
      if (engine) engine.destroy();
      listeners.clear();
      const kept = keepGame ? game : null;
      if (kept && standIn) STAND_INS.add(kept);
      if (game && !keepGame) game.free();
      game = null;
      dropLook();
      return kept;
    },
  };
}
