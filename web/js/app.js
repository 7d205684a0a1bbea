// The app: mounts a whole game (start screen, board, toolbar, move list, panels) into one
// element, as views of one controller (web/js/controller.js), which holds the state: the wasm
// game, play, undo and redo, saving, and the computer opponent's policy. This module builds
// the page's controls, renders the controller's state into them and forwards what the player
// does; the board (web/js/board.js), its accessible grid (web/js/a11y.js) and the players'
// controls (web/js/players-view.js) are views of the same state. No rules here.

import { createBoard } from './board.js';
import { nsoloBeside } from './geometry.js';
import { initialUiState } from './state.js';
import { createController } from './controller.js';
import { loadItem, saveItem, removeItem, readFragment, writeFragment, onSaveFailure } from './storage.js';
import { tellOnce, tellAgain, dismissNotice, openNotices, watchNotices } from './notices.js';
import { isCrash, reportCrash } from './crash.js';
import { SPEEDS } from './animation.js';
import { closingPress, h, listen, whenAttribute } from './dom.js';
import { attachAccess } from './a11y.js';
import { resultWords, endSentence } from './announce.js';
import { keepDialogFocus } from './dialogs.js';
import { attachPlayersView } from './players-view.js';
import { humanTurn, isHuman } from './opponent.js';
import { createEngine } from '../engine-client.js';
import { nextTask, whenIdle } from './later.js';
import { attachOverflowMenu } from './compact.js';
import { tabId, ownSave } from './tabs.js';
import { gameIds, gameInfo, configFor, levels } from './catalog.js';
import { parsePlayer } from './embed.js';
import { readLessonLink, lessonLink } from './lesson-link.js';
import { linkParts, linkText } from './link.js';
import { createI18n, spoken } from './i18n.js';
import { createMovesView } from './moves-view.js';
import { createStartView } from './start-view.js';
import { createRulesView } from './rules-view.js';

/** A touch on the hole just played this soon after it, once the turn has passed, is the second of a double tap (ms). */
const DOUBLE_TAP_MS = 700;

/**
 * Mounts the app into `root`. Options: `Game` (the wasm class), `i18n` (from createI18n),
 * `storageKey` (local storage prefix; null = no saving), `useUrl` (keep the record in the
 * URL fragment; only one app per page should), `players` (['human', 'computer:casual']: who
 * plays each side, over the saved choice; web/js/opponent.js).
 * Embedding (web/js/embed.js): `game` (a config such as `nsolo.12`: start this game unless
 * the fragment holds a record), `theme` ('auto' | 'light' | 'dark', over the saved choice),
 * `boardHeight()` (the height the board may take, CSS px; default: the window's height less
 * the page's chrome). `initialGame` (a wasm Game to adopt, history and all; `initialView`
 * 'start' shows the start screen over it; `initialLook` the ply shown, `initialReview` the
 * review's state, to open it again from what it knew, `initialHappened` the move "What just
 * happened?" told, `initialLesson` a lesson's step as its move left it, `initialPaused` why the
 * computer waited: `carry()`): how a language switch
 * re-mounts the app without losing the game, the position shown or the review. `createEngine` (tests: the computer's engine; default web/engine-client.js).
 * `waitOnLinks` (false: an embed's or a kiosk's link is the page's own choice, and the computer
 * to move in it plays at once; else it waits for Continue: web/js/controller.js holdForLink).
 * `enhanceSelect(select)` (kiosk mode: web/js/choice.js) turns each of the app's menus into a
 * large one. `sound` (true | false: a kiosk's `sound=`, a re-mount's carry; over the saved choice) the seeds'
 * sounds (never in a box of fixed height, the compact layout, which has no control for them).
 * `stepwise` (the page, the element: issue 16) starts in tasks of their own: the views built,
 * then the first game's state, then its view shown and laid out; `ready` resolves after that.
 * Returns {controller, ready, playMove, activateHole, newGame, showStart, undo, redo, setPlayer,
 * hint, openLesson(game, step), board, carry(), destroy({keepGame}), get state, get view, get players}.
 */
export function createMancalaApp(root, { Game, i18n, storageKey = 'mancala', useUrl = true, players, game: startWith = null, theme: themeOption = null, sound: soundOption = null, boardHeight = null, initialGame = null, initialView = null, initialLook = null, initialReview = null, initialHappened = null, initialLesson = null, initialPaused = null, waitOnLinks = true, createEngine: makeEngine = createEngine, enhanceSelect = null, stepwise = false } = {}) {
  const { t } = i18n;
  const ui = initialUiState();
  const prefKey = (k) => (storageKey ? `${storageKey}.${k}` : null);
  const savedSpeed = prefKey('speed') && loadItem(prefKey('speed'));
  if (savedSpeed && savedSpeed in SPEEDS) ui.speed = savedSpeed;
  const savedTheme = prefKey('theme') && loadItem(prefKey('theme'));
  let theme = ['light', 'dark'].includes(savedTheme) ? savedTheme : 'auto';
  if (['auto', 'light', 'dark'].includes(themeOption)) theme = themeOption; // embed: theme=…
  const cleanups = [];

  // The state and its operations: everything below renders `ctl.state` or calls `ctl`.
  const ctl = createController({
    Game,
    engine: makeEngine(),
    storage: { load: loadItem, save: saveItem, remove: removeItem },
    storageKey,
    fragment: useUrl ? { read: () => readFragment(), write: (text, opts) => writeFragment(text, window, opts) } : null,
    tab: { id: tabId, own: ownSave },
    players,
    waitOnLinks,
    isCrash,
    onCrash: reportCrash,
    // the link says `&review` while the review of the game on the board is open (a reload
    // opens it again: below), and while a review asked for is on its way (`reviewAsked`), so
    // the link keeps `&review` rather than drop it and write it again; `review` is declared
    // further down, read only once the game runs
    reviewing: () => reviewOpen() || reviewAsked === '*' || (reviewAsked !== null && snap()?.record === reviewAsked),
    still: () => matchMedia('(prefers-reduced-motion: reduce)').matches,
  });
  ctl.setSpeed(ui.speed);
  const snap = () => ctl.state.game; // the live game
  const shown = () => ctl.shownGame(); // the position on the board (an earlier one while looking back)

  root.classList.add('mancala-app');
  applyTheme();
  root.replaceChildren();
  // A double click's second click counts only on what its first one hit (the browser counts a
  // double click's clicks: `detail`): on the start screen, Play's second click landed on the
  // board that took the card's place and played a hole of the new game (a tester's); so would
  // New game's on a card, or an embedded end panel's Play again on the board under it.
  let firstHit = null;
  cleanups.push(listen(root, 'click', (e) => {
    if (e.detail <= 1) firstHit = e.target;
    else if (e.target !== firstHit) {
      e.stopPropagation();
      e.preventDefault();
    }
  }, true));

  // ---- start screen (web/js/start-view.js) ---------------------------------------------
  // Built by `buildStart`: at once, or in a task of its own (`stepwise`), with the players'
  // menus it shows (web/js/players-view.js). Until then an empty hidden section holds its place.
  let start = null;
  let startView = h('section.mb-start', { hidden: true });
  function buildStart() {
    if (start || destroyed) return;
    buildControls(); // (made already, unless the start screen is asked for before the game starts)
    start = createStartView({ ctl, i18n, playersSlot: playersView.startControls(), Game, showRules: (id, by) => rules.show(id, { fromStart: true, by }), onLearn: (id) => openLesson(id) });
    startView.replaceWith(start.element);
    startView = start.element;
  }

  // ---- game screen -------------------------------------------------------------------
  const title = h('h2.mb-title');
  const btn = (key, cls, fn) => {
    const b = h(`button.mb-btn${cls}`, { type: 'button' }, t(key));
    b.addEventListener('click', (e) => { if (b.getAttribute('aria-disabled') !== 'true') fn(e); });
    return b;
  };
  // Undo and Redo wait while a move is shown; the one with the focus is not disabled but says
  // it is unavailable (disabled, its focus fell to the page's body and came back after every
  // computer move: a screen reader said "Undo, button" each time)
  const pause = (b) => {
    if (b === root.getRootNode().activeElement) b.setAttribute('aria-disabled', 'true');
    else b.disabled = true;
  };
  const enable = (b, on) => {
    b.removeAttribute('aria-disabled');
    b.disabled = !on;
  };
  const newBtn = btn('toolbar.new', '.mb-new', () => showStart());
  const undoBtn = btn('toolbar.undo', '.mb-undo', () => undo());
  const redoBtn = btn('toolbar.redo', '.mb-redo', () => redo());
  const hintSlot = h('span'); // the Hint button (web/js/players-view.js)
  const rulesBtn = btn('toolbar.rules', '.mb-rules-btn', () => showRules());
  // Resign (a person to move, the game going on): asks first, then plays the move "resign".
  const resignBtn = btn('toolbar.resign', '.mb-resign', () => askResign());
  resignBtn.disabled = true;
  // Hole numbers on the board (a setting, saved): the numbers the move list (the record's
  // notation) and the rules use (global indices), drawn beside each hole by the access grid
  // (web/js/a11y.js); while they are hidden, "What just happened?" and the hint name a hole
  // by where it lies.
  const numbersBox = h('input.mb-hole-numbers', { type: 'checkbox', id: uid('numbers') });
  numbersBox.checked = prefKey('holeNumbers') ? loadItem(prefKey('holeNumbers')) === 'on' : false;
  numbersBox.addEventListener('change', () => {
    if (prefKey('holeNumbers')) saveItem(prefKey('holeNumbers'), numbersBox.checked ? 'on' : 'off');
    applyNumbers();
  });
  // Sound (a setting, saved as <key>.sound, off by default): soft seed sounds during a move's
  // animation, synthesized by web/js/sound.js, which is loaded only when the sound is on and
  // says when it may play (never while off, hidden, in a kiosk's demonstration, without animation).
  const soundBox = h('input.mb-sound', { type: 'checkbox', id: uid('sound') });
  // in the compact layout too, a toolbar control (a museum team found no way to switch it on)
  soundBox.checked = typeof soundOption === 'boolean' ? soundOption : !!prefKey('sound') && loadItem(prefKey('sound')) === 'on';
  let sound = null; // web/js/sound.js's player, once loaded
  let soundLoading = null;
  soundBox.addEventListener('change', () => {
    if (prefKey('sound')) saveItem(prefKey('sound'), soundBox.checked ? 'on' : 'off');
    applySound();
  });
  const speedSel = h('select.mb-speed', { id: uid('speed') },
    Object.keys(SPEEDS).map((k) => h('option', { value: k, selected: k === ui.speed }, t(`speed.${k}`))));
  speedSel.addEventListener('change', () => {
    ui.speed = speedSel.value;
    board.setSpeed(ui.speed);
    ctl.setSpeed(ui.speed);
    if (prefKey('speed')) saveItem(prefKey('speed'), ui.speed);
  });
  const themeSel = h('select.mb-theme', { id: uid('theme') },
    ['auto', 'light', 'dark'].map((k) => h('option', { value: k, selected: k === theme }, t(`theme.${k}`))));
  themeSel.addEventListener('change', () => {
    theme = themeSel.value;
    if (prefKey('theme')) saveItem(prefKey('theme'), theme);
    applyTheme();
    board.refreshTheme();
    start?.redraw();
  });
  const settings = [
    h('label.mb-setting', { for: speedSel.id }, t('toolbar.speed'), ' ', speedSel),
    h('label.mb-setting', { for: themeSel.id }, t('toolbar.theme'), ' ', themeSel),
    h('label.mb-setting.mb-numbers-setting', { for: numbersBox.id }, numbersBox, ' ', t('toolbar.holeNumbers')),
    h('label.mb-setting.mb-sound-setting', { for: soundBox.id }, soundBox, ' ', t('toolbar.sound')),
  ];
  // A phone (600 px and less): the settings folded behind a "Settings" button, so that the
  // toolbar takes one or two rows above the board, not three to five (a tester's: Undo and
  // Hint were above the screen once the board was in view); wider, the same wherever they would
  // wrap onto a row of their own (`foldWhereWrapped`: at 1024 px in every language, "Sound"
  // alone on a second row, the board 40 px lower). Elsewhere the button is hidden and the group
  // is no box (`display: contents`): the settings sit in the toolbar's row
  // (web/css/mancala.css `.is-folded`). Not in the compact layout, whose toolbar has its own
  // "⋯" menu.
  let toolbarEnd = settings;
  let foldSettings = () => {}; // a new game folds them again (a learner's: they stayed open from game to game; folded by a move, they moved the board as it sowed)
  let foldWhereWrapped = () => {};
  if (!boardHeight) {
    const group = h('div.mb-settings', { id: uid('settings') }, settings);
    const narrow = matchMedia('(max-width: 600px)');
    const toggle = h('button.mb-btn.mb-settings-btn', { type: 'button', 'aria-expanded': 'false', 'aria-controls': group.id }, t('toolbar.settings'));
    // wider than a phone, open below the button: its right edge under the button's, or the
    // toolbar's left edge where that is further right
    const place = () => {
      if (narrow.matches) return;
      group.style.left = '0px';
      group.style.left = `${Math.max(0, toggle.offsetLeft + toggle.offsetWidth - group.offsetWidth)}px`;
    };
    const fold = (open) => {
      toggle.setAttribute('aria-expanded', String(open));
      group.classList.toggle('is-open', open);
      if (open) place();
    };
    const isOpen = () => toggle.getAttribute('aria-expanded') === 'true';
    toggle.addEventListener('click', () => fold(!isOpen()));
    foldSettings = () => fold(false);
    toolbarEnd = [toggle, group];
    // Wider than a phone the open settings hang below their button (CSS) over the page, as a
    // menu does: Escape and a click elsewhere close them (a tester's: opened, they took a row
    // of their own, which moved the button from under the pointer and the board 82 px down). A
    // phone's take their row in the page, and a move leaves them open (the board stays put).
    group.addEventListener('keydown', (e) => {
      if (e.key === 'Escape' && isOpen()) { e.preventDefault(); fold(false); toggle.focus(); }
    });
    toggle.addEventListener('keydown', (e) => { if (e.key === 'Escape' && isOpen()) { e.preventDefault(); fold(false); } });
    // and so does the focus leaving them and their button: Tab past the last setting hid the
    // next control under them (a keyboard tester's: the players' menus, under the open group)
    const left = (e) => {
      const to = e.relatedTarget;
      if (isOpen() && !narrow.matches && to && to !== toggle && !group.contains(to)) fold(false);
    };
    group.addEventListener('focusout', left);
    toggle.addEventListener('focusout', left);
    cleanups.push(listen(document, 'pointerdown', (e) => {
      if (isOpen() && !narrow.matches && !e.composedPath().includes(toolbar)) {
        closingPress(e);
        fold(false);
      }
    }, true));
    let measured = '';
    foldWhereWrapped = () => {
      const w = head.clientWidth;
      // a lesson's toolbar has fewer buttons (a kiosk's): measured again as it ends (a kiosk's
      // demonstration after a lesson of the same game kept the settings unfolded, on two rows)
      const key = `${w} ${title.textContent} ${root.dataset.lesson || ''}`;
      if (!w || key === measured) return; // hidden, or no new width, title or toolbar
      measured = key;
      const had = root.getRootNode().activeElement;
      const below = () => toolbar.getBoundingClientRect().top >= title.getBoundingClientRect().bottom;
      toolbar.classList.remove('is-folded');
      // folded where they wrap in the toolbar, or where folding them brings the toolbar up
      // beside the title (between the two the toolbar took a row of its own); not in a kiosk,
      // whose toolbar has its own row and large settings (web/css/kiosk.css)
      let folds = narrow.matches || settings[settings.length - 1].getBoundingClientRect().top >= newBtn.getBoundingClientRect().bottom;
      if (!folds && below() && !root.closest('.mb-kiosk')) {
        toolbar.classList.add('is-folded');
        folds = !below();
      }
      toolbar.classList.toggle('is-folded', folds);
      if (!folds) fold(false);
      else if (isOpen()) place();
      // a setting or the button had the focus: it stays with them (it fell to a hole)
      if (had && toolbar.contains(had) && !had.getClientRects().length) (folds ? toggle : settings[0].control || settings[0]).focus({ preventScroll: true });
    };
  }
  const toolbar = h('div.mb-toolbar', { role: 'toolbar' },
    newBtn, undoBtn, redoBtn, resignBtn, hintSlot, rulesBtn, ...toolbarEnd);
  // ← and → move along the toolbar, as its role promises (a screen reader's user pressed ← on
  // Hint and stepped the game back), Home and End to its ends; in the "⋯" menu along the menu.
  // On a menu of choices (Speed, Theme, who plays) too: ← and → there changed the choice, and
  // in the "⋯" menu handed the visitor's seat to the computer (a keyboard tester's); its ↑ ↓,
  // Home and End stay its own.
  toolbar.addEventListener('keydown', (e) => {
    const at = e.target;
    const choices = at instanceof Element && at.matches('select');
    const by = { ArrowLeft: -1, ArrowRight: 1, ...(choices ? {} : { Home: -Infinity, End: Infinity }) }[e.key];
    if (by === undefined || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey || !(at instanceof Element)) return;
    const box = at.closest('.mb-more-menu') || toolbar;
    const items = [...box.querySelectorAll('button, input, select')]
      .filter((el) => !el.disabled && el.getClientRects().length && (box !== toolbar || !el.closest('.mb-more-menu')));
    const i = items.indexOf(at);
    if (i < 0) return;
    e.preventDefault();
    items[Math.min(items.length - 1, Math.max(0, i + by))].focus();
  });

  const messageText = h('span.mb-message-text');
  const dismiss = btn('error.dismiss', '.mb-dismiss', () => ctl.clearError());
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
  const statusRow = h('div.mb-status-row', {}, status, passBtn);
  passBtn.hidden = true;
  // "What just happened?": the last move in one sentence, from its account (the words the
  // live region says: web/js/announce.js), shown once the board shows the move.
  const happened = h('p.mb-happened');
  // A kiosk, or a screen that is only touched (a phone, a tablet): the words say "touch", not
  // "click" (what a page opened with a mouse as well says).
  const touchOnly = !!enhanceSelect || matchMedia('(hover: none) and (pointer: coarse)').matches;

  const stage = h('div.mb-stage', {}, panels[1].el, boardHolder, panels[0].el);
  const head = h('header.mb-head', {}, title, toolbar);
  // measured as the game is shown and at each new width of the head (the window's: placeSide;
  // a host's box: here, a frame later, as the fold changes the head's height, which its
  // observer must not see in its own call)
  const foldRo = new ResizeObserver(() => requestAnimationFrame(() => foldWhereWrapped()));
  foldRo.observe(head);
  cleanups.push(() => foldRo.disconnect());

  const overText = h('p.mb-over-score');
  const overReason = h('p.mb-over-reason');
  const overPanel = h('section.mb-over', { hidden: true }, // the result is said with the last move (a11y.js)
    h('h3', {}, t('over.heading')), overText, overReason,
    h('p.mb-over-actions', {},
      btn('over.again', '.mb-primary.mb-again', () => newGame(snap().config)),
      btn('review.open', '.mb-over-review', () => openReview()),
      btn('toolbar.new', '.mb-over-new', () => showStart()),
      btn('over.close', '.mb-over-close', () => { overPut = true; overPanel.hidden = true; renderHappened(); setStatus(statusText(shown()), false, true); })));
  // Put away ("Look at the board"), the panel stays away while the game is stepped through and
  // back to its end (a tester's: ‹ then › opened it again); a move played or taken back, or
  // another game, ends that
  let overPut = false;

  // The move list and the record (web/js/moves-view.js).
  const movesView = createMovesView({
    t, mark: (hole) => access.mark(hole), record: () => linkText(snap().record, ctl.state.look?.ply, { review: reviewOpen() }), // as the address says (a tester's copied link lost `&review`)
    go: chosen, back: () => goTo(Infinity), link: useUrl,
  });
  /**
   * A move chosen in the list, the review's graph or its table: the board into view when it is
   * not (below); else what was chosen stays under the pointer, where the sentences that change
   * with the position (under the status line; the review's better move above its table) had
   * moved it by their new heights (a tester's report: another move slid under the pointer, and
   * a second click hit it), but never so far that the board leaves the window's top, and from
   * the list, the words on the move come into view (a phone's learner tapped a mistake in the
   * list: the board that marks the better move went above the window; turned, the words
   * saying so stayed above it).
   */
  function chosen(ply, el = null) {
    const active = root.getRootNode().activeElement; // ‹ › and the keys: the control used
    const from = el || (active && root.contains(active) ? active : null);
    const at = from?.getBoundingClientRect().top;
    const done = goTo(ply);
    if (boardIntoView() || !from) return;
    done.then(() => {
      if (!from.isConnected || destroyed) return;
      // from the move list, the words on the move above the window, no more than a line of
      // them in view (a phone turned: the list lies far below them, beside the board): they come
      // to the window's top (the review's table and graph have its words on the better move
      // above them; a laptop's list keeps most of them in view, and the move under the pointer)
      const words = movesSection.contains(from) && happened.getBoundingClientRect().bottom < 48 ? statusRow.getBoundingClientRect().top : 0;
      const d = words < -1 ? words : from.getBoundingClientRect().top - at;
      if (Math.abs(d) >= 1) globalThis.scrollBy?.(0, d);
      const b = boardHolder.getBoundingClientRect().top; // beside the board (sticky) it never is
      if (b < -1) globalThis.scrollBy?.(0, b);
    });
  }
  /**
   * A move chosen in the list, the review's graph or its table while the board is not wholly
   * in view (a phone: they are below it; a tester's report: a board scrolled half out of
   * view stayed so): the board comes into view, with the status and what the review says of
   * the position under it. The list's own buttons (‹ ›) leave the page where it is, for
   * stepping through moves.
   */
  function boardIntoView() {
    const b = boardHolder.getBoundingClientRect();
    const high = globalThis.innerHeight || 0;
    if (b.height > 0 && (b.top < -1 || b.bottom > high + 1)) {
      boardHolder.scrollIntoView?.({ block: b.top < 0 || b.height > high ? 'start' : 'nearest' });
      return true;
    }
    return false;
  }
  const movesSection = movesView.element;
  // The game review (web/js/review.js, loaded when first opened): its button, then its panel.
  const reviewBtn = btn('review.open', '.mb-review-open', () => openReview());
  const reviewSlot = h('div.mb-review-slot', {}, reviewBtn);
  let review = null; // the review panel, once opened
  let reviewLoading = null;
  let reviewShut = false; // closed by its Close button
  let reviewFlags = new Set(); // the moves the review marks as mistakes (by ply)
  // a review asked for and not open yet: the record it is of (its module loading), or '*'
  // while a link naming it (`&review`) loads its game
  let reviewAsked = null;
  /** Whether the review panel is open on the game on the board (not in a lesson). */
  function reviewOpen() {
    const g = snap();
    return !!(review && !reviewShut && g && !ctl.state.lesson && review.record === g.record);
  }
  /**
   * The panel while it reviews the game on the board, else the button that opens it: a new
   * game, or moves played or taken back since, put the button back (the panel comes back
   * with the record it reviewed: an undo back to it).
   */
  let reviewWasOpen = false;
  function renderReviewSlot() {
    const open = reviewOpen();
    if (review) review.element.hidden = !open;
    reviewBtn.hidden = open;
    root.classList.toggle('mb-reviewing', open); // a tablet upright keeps the board in view (CSS)
    padForBoard();
    if (open && !reviewWasOpen) ctl.hold('review'); // back with an undo, a pasted record: as openReview
    // put away (Close, another game from a link): the computer held for it plays on
    if (!open && reviewWasOpen && ctl.state.paused === 'review') {
      queueMicrotask(() => { if (!reviewOpen()) ctl.release('review'); }); // a link's game waits on
    }
    reviewWasOpen = open;
  }

  /**
   * While the board stays at the top of the screen during a review (a tablet upright: the
   * stage a sticky block, web/css/mancala.css), the page scrolls what takes the focus into
   * view below it, not under it (a tester's Shift+Tab went to Copy link and the move list,
   * hidden under the board): the page's scroll padding, the board's height.
   */
  function padForBoard() {
    if (!useUrl) return;
    const cs = getComputedStyle(stage);
    const held = root.classList.contains('mb-reviewing') && cs.position === 'sticky' && cs.display === 'block';
    document.documentElement.style.scrollPaddingTop = held ? `${stage.offsetHeight + 8}px` : '';
  }

  // The rules dialog (web/js/rules-view.js), with the way to the game's lesson.
  // the rules dialog's Learn: the lesson takes the focus, not the dialog's opener (Rules)
  const rules = createRulesView(i18n, { onLearn: (id) => { focusLesson = true; openLesson(id); }, theme: () => theme, newTab: !useUrl });
  const rulesDialog = rules.element;

  // The confirmation before resigning: a modal dialog; "Keep playing" has the focus.
  const resignText = h('p.mb-resign-text', { id: uid('resign-text') });
  const resignYes = btn('resign.yes', '.mb-primary.mb-resign-yes', () => { resignDialog.close(); resign(); });
  const resignNo = btn('resign.no', '.mb-resign-no', () => resignDialog.close());
  const resignDialog = h('dialog.mb-resign-dialog', { 'aria-describedby': resignText.id, 'aria-labelledby': uid('resign-heading') },
    h('h2', { id: uid.last }, t('resign.heading')), resignText,
    h('p.mb-resign-actions', {}, resignYes, ' ', resignNo));

  // Playing from an earlier position drops the later moves: asked first ("Keep looking" has the focus).
  const dropText = h('p.mb-drop-text', { id: uid('drop-text') });
  let dropMove = null;
  const dropYes = btn('nav.dropYes', '.mb-primary.mb-drop-yes', () => { dropDialog.close(); if (dropMove) ctl.play(dropMove); });
  const dropNo = btn('nav.dropNo', '.mb-drop-no', () => dropDialog.close());
  const dropDialog = h('dialog.mb-drop-dialog', { 'aria-describedby': dropText.id, 'aria-labelledby': uid('drop-heading') },
    h('h2', { id: uid.last }, t('nav.dropHeading')), dropText,
    h('p.mb-resign-actions', {}, dropYes, ' ', dropNo));
  // A lesson's place (web/js/lesson-view.js, loaded when a lesson opens): above the board, or
  // at the top of the column beside it where there is one (placeSide).
  const lessonSlot = h('div.mb-lesson-slot');
  stage.prepend(lessonSlot);
  let lessonAbove = false; // above the board's row and the column beside it (placeSide)
  let lessonView = null;
  let lessonAsk = 0;
  let carried = null; // a played step a re-mount handed on, not shown yet (openLesson)

  // The board with the players' panels above and below it (`.mb-stage`), and what goes
  // beside it on a wide screen (`.mb-side`: status, end panel, moves). Both wrappers are
  // `display: contents` in the stacked and compact layouts, which see one column of children.
  const side = h('div.mb-side', {}, statusRow, happened, overPanel, movesSection, reviewSlot);
  const gameView = h('section.mb-game', { hidden: true },
    head,
    message,
    stage,
    side,
    resignDialog,
    dropDialog);

  // Polite notes (web/js/notices.js): the browser does not let the game save, or offline
  // play is unavailable. A live region of their own, above both views; never an alert.
  const noticeBox = h('div.mb-notices', { role: 'status', 'aria-live': 'polite' });

  // the rules dialog opens from the start screen's cards too: not inside the game's view
  root.append(noticeBox, startView, gameView, rulesDialog);

  const board = createBoard(boardHolder, {
    t,
    onActivate: (hole, how) => activateHole(hole, how),
    maxHeight: boardHeight || fitBoard,
    compact: !!boardHeight,
    onLand: (steps) => sound?.land(steps),
    label: (s) => spoken(t('board.label', { game: t(`game.${s.gameId}.name`), status: statusText(s) })),
  });
  board.setSpeed(ui.speed);
  // The board's height depends on what its column holds besides it (fitBoard): a lesson's
  // panel that opens, grows or shrinks from step to step, a toolbar that wraps, fits it again.
  const aroundRo = new ResizeObserver(() => { if (!boardHeight) board.fit(); });
  aroundRo.observe(lessonSlot);
  aroundRo.observe(head);
  aroundRo.observe(movesSection); // below the board in an upright kiosk (a task after the first board)
  cleanups.push(() => aroundRo.disconnect());
  /**
   * The height the board may take on the page. In the wide and kiosk layouts (where
   * web/css/mancala.css sets `--board-below`): what the window has below the toolbar (and the
   * message), less what the board's column holds besides the board (the players' panels, a
   * lesson) and `--board-below`; else the window's height less the page's chrome.
   */
  function fitBoard() {
    const style = getComputedStyle(root);
    // An upright kiosk (web/css/kiosk.css --board-fit: game): the game one block in the middle
    // of the height, what lies below the board kept at its height: the board takes what the
    // rest of the block leaves of the window (a tester's Nsolo 4×8 at 768×1024 took the whole
    // width, 435 px high, and the moves went below the screen)
    if (style.getPropertyValue('--board-fit').trim() === 'game' && !gameView.hidden) {
      const rest = gameView.offsetHeight - board.canvas.offsetHeight;
      return Math.max(180, window.innerHeight - rest - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom));
    }
    const below = parseFloat(style.getPropertyValue('--board-below'));
    if (Number.isNaN(below)) return Math.max(180, window.innerHeight - 330);
    // the board's column starts below it (a kiosk's lesson lies across the top of that row)
    const above = lessonAbove ? lessonSlot : message.hidden ? head : message;
    const top = above.getBoundingClientRect().bottom + window.scrollY;
    // what the column holds besides the board's picture, with their margins (the players'
    // panels, a lesson), the board's own padding round it (--board-pad) and the page's padding
    // below: each measured (a constant for them made a page with more padding, or a kiosk's
    // lesson, scroll by 8 px, a tester's)
    const px = (el, ...props) => { const cs = getComputedStyle(el); return props.reduce((n, p) => n + (parseFloat(cs[p]) || 0), 0); };
    let beside = px(root, 'paddingBottom');
    for (const el of stage.children) if (el !== boardHolder) beside += el.getBoundingClientRect().height + px(el, 'marginTop', 'marginBottom'); // (not offsetHeight: rounded, two panels 22.9 px high left the page 1 px too high)
    const scroller = boardHolder.querySelector('.mb-board-scroll');
    if (scroller) beside += px(scroller, 'paddingTop', 'paddingBottom');
    return Math.max(180, Math.floor(window.innerHeight - top - below - beside));
  }
  // Keyboard and screen-reader access (web/js/a11y.js): a grid of holes over the canvas (the
  // board's one keyboard model) and a live region that tells each move from the engine's account.
  const access = attachAccess({ root, board, i18n, activate: (hole) => activateHole(hole), helpSlot: movesSection, byPlace: () => !numbersBox.checked });
  // The computer opponent's controls (web/js/players-view.js): who plays each side, the Hint
  // button, the thinking sign. The opponent's policy runs in the controller. Made by
  // `buildControls` with the compact layout's "⋯" menu (web/js/compact.js) and a kiosk's large
  // settings menus: at once, or (`stepwise`) in the task after the views, before the game
  // starts (the game's view is hidden until then; nothing renders the players before).
  let playersView = null;
  let overflow = null;
  function buildControls() {
    if (playersView || destroyed) return;
    playersView = attachPlayersView({
      ctl, i18n, panels, hintSlot, statusRow, enhanceSelect,
      // the hint names its hole as "What just happened?" does: by number when the board shows
      // the numbers, else by where it lies (applyNumbers renders it again when that changes)
      holeName: (i) => (numbersBox.checked ? String(i) : access.whereIs(i)),
      markHint: (hint) => {
        // the hint, else the better move the review found for the position shown
        const move = hint || (reviewOpen() ? review.better() : null);
        access.markHint(move && move !== 'pass' ? Number(move.replace(/^x/, '')) : -1);
        passBtn.classList.toggle('is-hint', move === 'pass');
      },
    });
    if (enhanceSelect) [speedSel, themeSel].forEach(enhanceSelect);
    // The compact layout: toolbar buttons that do not fit move into a "⋯" menu.
    overflow = attachOverflowMenu({
      root, toolbar, label: t('toolbar.more'),
      extras: playersView.panelSelects.map((el) => ({ el, label: t(`player.${el.dataset.side}`) })),
    });
    cleanups.push(() => overflow.destroy());
  }

  /**
   * Opens the review (loads web/js/review.js the first time) and reviews the game. `as`: the
   * state of a review shown again after a re-mount (review.js `start(as)`); `again`: such a
   * review, which stays where it is on the page (the visitor is at the language menu);
   * `fromLink`: one a link opens (`&review`, a reload), brought into view once it shows what
   * it knows (its table and graph filled from local storage: its height is then known).
   */
  function openReview(as = 'running', { again = false, fromLink = false } = {}) {
    // none where its place is not shown (a kiosk, the compact layout: web/css/mancala.css)
    if (!snap() || getComputedStyle(reviewSlot).display === 'none') return null;
    reviewAsked = snap().record;
    ctl.hold('review'); // the computer to move waits: its move would put the review away
    if (!reviewLoading) {
      reviewLoading = import('./review.js').then((mod) => {
        if (destroyed) return null;
        review = mod.createReview({
          ctl, Game, t, lang: i18n.lang, errorText: i18n.errorText,
          goTo: chosen, // the graph, a row of the table: as the move list
          flagMoves: (plies) => { reviewFlags = plies; movesView.flag(plies); },
          remark: () => { playersView?.render(); renderHappened(); },
          load: (record, { asked }) => ctl.loadRecord(record, 'error.badLink', { replaceSave: asked }), // the visitor said yes to taking the saved game's place
          storeKey: prefKey('reviews'), // answers for another visit (web/js/review-store.js)
          // a review started (of a pasted record too): the link's `&review`, the panel shown
          relink: () => { ctl.relink(); renderReviewSlot(); },
          // the better move's holes by place while the board hides its numbers, as the hint's
          placeOf: (i) => (numbersBox.checked ? null : String(access.whereIs(i))),
          // Close: the button takes the panel's place, and the focus; the link drops `&review`
          // its marks go with it: the mistakes in the move list, the better move on the board and
          // its sentence under the status line (a tester saw them stay); a finished game's end
          // panel comes back, with Play again (a tester found it gone for good: the review had
          // taken its place, and nothing showed it again), the focus on its Review button
          close: () => {
            reviewShut = true;
            renderReviewSlot();
            ctl.relink();
            renderMoves();
            playersView?.render();
            renderStatus();
            renderHappened();
            (overPanel.hidden ? reviewBtn : overPanel.querySelector('.mb-over-review')).focus();
          },
        });
        reviewSlot.append(review.element);
        dismissNotice('noPart');
        return review;
      });
    }
    return reviewLoading.then((r) => {
      reviewAsked = null;
      if (!r) return;
      overPanel.hidden = true;
      reviewShut = false;
      r.start(as);
      renderReviewSlot();
      const show = () => {
        r.element.scrollIntoView?.({ block: 'nearest' });
        // the computer waits for the review: its words and Continue (the status row) in view
        // too, winning when both do not fit (a tester found them above the window)
        if (ctl.state.paused === 'review') statusRow.scrollIntoView?.({ block: 'nearest' });
      };
      if (fromLink) {
        // once the game's view is whole (`data-busy` false: a start in steps shows the move
        // list and the panels above the review a task or two after it was asked for; scrolled
        // into view before, the panel was pushed down below the fold by what came above it)
        const el = r.element;
        whenAttribute(root, 'data-busy', () => root.dataset.busy === 'false', cleanups)
          .then(() => whenAttribute(el, 'data-state', () => el.dataset.state !== 'running', cleanups))
          .then(() => { if (!destroyed) requestAnimationFrame(show); });
      } else if (!again) show();
    }, (e) => {
      // asked again, it loads again; the computer held for it plays on (a tester's Continue stayed)
      reviewAsked = reviewLoading = null;
      ctl.release('review');
      partFailed('the review', e);
    });
  }

  // Tab stays inside an open dialog (the rules, Resign's confirmation); the focus comes back.
  cleanups.push(keepDialogFocus(root));

  // Saving that fails (storage disabled or full, a sandboxed frame) is told once, politely;
  // the game goes on and the URL fragment keeps it.
  if (storageKey) cleanups.push(onSaveFailure(() => tellOnce('noSave')));
  cleanups.push(watchNotices(() => {
    const kinds = openNotices().filter((k) => k !== 'noSave' || storageKey);
    noticeBox.replaceChildren(...kinds.map((k) => h('p.mb-notice', { dataset: { notice: k } },
      h('span.mb-notice-text', {}, t(`notice.${k}`)), ' ',
      btn('notice.ok', '.mb-notice-ok', () => dismissNotice(k)))));
  }));

  /**
   * A window too low for the board and the words below it (a phone turned, a laptop at 200 %):
   * after a person's action that asks them to read (a hole refused, a hint, Nsolo's bonus
   * removals owed after their capture) the status line and "What just happened?" scroll into
   * view, as far as the board's top stays in the window (a tester at 200 % clicked the
   * opponent's hole and saw nothing happen: the reason was under the board, below the window).
   * Not after every move: the board stays where it is from move to move. The page only, not a
   * lesson's (it places its own) nor a wide screen's (they are beside the board).
   */
  function wordsInView() {
    if (!useUrl || ctl.state.view !== 'game' || ctl.state.lesson) return;
    requestAnimationFrame(() => {
      if (destroyed || !status.isConnected) return;
      const bottom = Math.max(statusRow.getBoundingClientRect().bottom, happened.textContent ? happened.getBoundingClientRect().bottom : 0);
      const over = bottom + 8 - window.innerHeight;
      const room = board.canvas.getBoundingClientRect().top;
      const by = Math.min(over, room);
      if (by >= 1) window.scrollBy(0, Math.floor(by));
    });
  }

  let refusalShown = false; // the status line says why a hole was refused (activateHole)
  let lastTap = { hole: -1, by: -1, at: 0 }; // the last hole played by a touch
  /**
   * A click, tap or key on a hole: plays it if a person is to move and the hole is playable,
   * else the status line says why the rules refuse it (until the next change redraws it).
   */
  function activateHole(hole, how = '') {
    // the second touch of a double tap on the hole just played, after the turn has passed to
    // the other player (Nsolo's last bonus removal, which ends the turn): not the other
    // player's move, nor a refusal of it (a tester's children played the opponent's hole so).
    // A finger's only: a mouse's or a key's second press is meant.
    const now = performance.now();
    const to = shown().toMove;
    if (how === 'touch' && hole === lastTap.hole && to !== lastTap.by && now - lastTap.at < DOUBLE_TAP_MS) return;
    const mv = ctl.moveForHole(hole);
    const no = mv ? null : ctl.refusalFor(hole);
    if (mv) {
      lastTap = how === 'touch' ? { hole, by: to, at: now } : { hole: -1, by: -1, at: 0 };
      playMove(mv);
    }
    else if (no) {
      const why = no.othersTurn ? t('error.othersTurn', { mover: t(`player.${shown().toMove}`) }) : i18n.errorText(no);
      // during Nsolo's bonus the count still owed stays said (a learner lost it)
      const owed = shown().pending;
      // a forced pass: the refusal says where the move is (a keyboard tester's Enter on a hole
      // was refused as the opponent's, the "must pass" line gone, Pass not named)
      // (the opponent's hole too: helper-136's Enter on the board's first hole, the opponent's)
      const pass = !passBtn.hidden ? ` ${t('error.pressPass', { pass: t('action.pass') })}` : '';
      setStatus(t('error.move', { error: why }) + (owed > 0 && !no.othersTurn ? ` ${t('board.bonus', { n: owed })}.` : '') + pass, true);
      refusalShown = true;
      // while removals are owed, not when the reason's first lines are in view already: the
      // page moved the board under a child's next tap (a tester's, on a phone)
      if (!(owed > 0 && statusRow.getBoundingClientRect().top + 40 < window.innerHeight)) wordsInView();
    }
    else if (lessonView) lessonView.holeOnWatch();
    else if (computerToMove()) {
      // the computer's turn (thinking, or an earlier position shown where it is to move): said,
      // not silence (a keyboard tester's Enter on a hole gave none); while it thinks its sign
      // has the status line's place, so the live region says it
      const words = t('error.move', { error: t('error.computersTurn', { player: t(`player.${shown().toMove}`) }) });
      if (ctl.state.thinking) access.say(words);
      else {
        setStatus(words, true);
        refusalShown = true;
      }
    }
  }
  const computerToMove = () => { const s = shown(); return !!s && !s.result && !isHuman(ctl.state.players, s.toMove); };

  /** Plays a move string through the controller (the path of a click and of the computer). */
  function playMove(move) {
    if (board.animating) board.skip();
    const look = ctl.state.look;
    if (look) { // from an earlier position: the later moves would go, so ask first
      if (dropDialog.open) return Promise.resolve(false);
      dropMove = move;
      dropText.textContent = t('nav.dropConfirm', { n: snap().ply - look.ply });
      dropDialog.showModal();
      dropNo.focus();
      return Promise.resolve(false);
    }
    return ctl.play(move);
  }

  /** Shows the position after `ply` moves (Infinity: the game's end, back to the game). */
  function goTo(ply) {
    if (!snap() || ctl.state.view !== 'game') return Promise.resolve(false);
    board.skip();
    return ctl.goTo(Math.min(ply, snap().ply));
  }

  function undo() {
    board.skip();
    ctl.undo();
  }

  function redo() {
    board.skip();
    return ctl.redo();
  }

  function newGame(config) {
    ctl.newGame(config);
  }

  // ---- rendering the controller's state -----------------------------------------------
  function uid(name) {
    uid.n = (uid.n || 0) + 1;
    uid.last = `mb-${name}-${Math.random().toString(36).slice(2, 8)}-${uid.n}`;
    return uid.last;
  }

  let numbersDrawn = false;
  function applyNumbers() {
    root.dataset.holeNumbers = numbersBox.checked ? 'on' : 'off';
    // the hint's "!" keeps clear of them (the board starts without: no drawing at the mount)
    if (board.setRings && numbersDrawn !== numbersBox.checked) board.setRings({ numbers: (numbersDrawn = numbersBox.checked) });
    access.relabel(); // the cells say where they lie while the numbers are hidden
    renderHappened();
    playersView?.render(); // the hint's words
    review?.renderWords(); // the review's better move
  }

  /**
   * "What just happened?": the last move shown, in the live region's words, but with its holes
   * named as the visitor sees them: by number when the board shows the numbers, else by where
   * they lie ("3 from the left in the bottom row": `access.tell`), and without the game's result
   * while the game-over panel says it. While looking back with the
   * review open, the review's sentence for the position shown.
   */
  /**
   * A turn's moves in words. Nsolo's bonus removals beyond two are told as their count, not
   * each with its hole ("Stones removed: 5."): the board shows where they were, and one
   * sentence a stone made a long turn 593 px of text, in a kiosk's box of 129 (a tester's).
   */
  const removes = (m) => [m.events].flat().some((e) => e?.kind === 'remove');
  /** Moves in words, turn by turn (a removal goes with the turn of its player's move before it). */
  function turnWords(moves, opts) {
    const turns = [];
    for (const m of moves) {
      if (removes(m) && turns.at(-1)?.[0].by === m.by) turns.at(-1).push(m);
      else turns.push([m]);
    }
    // (a Redo's moves, two turns with their removals: each counted apart, a tester's read as one count)
    return turns.map((turn) => oneTurnWords(turn, opts)).filter(Boolean).join(' ');
  }
  function oneTurnWords(moves, opts) {
    const removals = moves.filter(removes).length;
    if (removals <= 2) return moves.map((m) => access.tell(m, opts)).join(' ');
    const rest = (m) => ({ ...m, events: [m.events].flat().filter((e) => e?.kind !== 'remove') }); // the end, if it came
    const words = moves.filter((m) => !removes(m)).map((m) => access.tell(m, opts));
    return [...words, t('say.removed', { n: removals }), ...moves.filter(removes).map((m) => access.tell(rest(m), opts))].filter(Boolean).join(' ');
  }
  let lastSaid = null;
  let redone = { press: 0, moves: [] }; // the moves the last Redo press redid (refresh)
  let lookHeight = 0; // the box's height held while looking back, the live game's before (renderHappened)
  // A height held at another width no longer holds: a tablet turned during a move kept the side
  // column's 224 px under the one column's one-line status, and everything below jumped up
  // 179 px at the move's end (a tester's). A new width lets the box go (it is held again at
  // the next move or step).
  let heldWidth = 0;
  const heldRo = new ResizeObserver(([entry]) => {
    const w = Math.round(entry.contentRect.width);
    if (w === heldWidth) return;
    const had = heldWidth;
    heldWidth = w;
    if (had && w && happened.style.minHeight) {
      happened.style.minHeight = '';
      lookHeight = 0;
    }
  });
  heldRo.observe(happened);
  cleanups.push(() => heldRo.disconnect());
  /**
   * Nsolo's bonus removals are moves of their own: "What just happened?" tells the whole turn,
   * the sowing and its capture first, asked of the game (`ctl.lastMove`), however the removal
   * came: played, redone, or stepped to (a tester saw a computer's capture of 3 told only as
   * its last removal; after Redo, or ‹ then », so was a person's).
   */
  function wholeTurn(said) {
    const turn = removes(said) && lastTurn(said.snap);
    return turn ? { ...said, before: turn.before } : said;
  }
  /** The last move of the position shown (`snap`), with its turn's moves before it (ctl.lastMove). */
  function lastTurn(snap) {
    const m = ctl.lastMove();
    return m && { ...m, snap, before: m.before.map((b) => ({ ...b, snap })) };
  }
  let heard = ''; // words the computer's next move would replace unheard at the speed Instant (refresh)
  let heardTurn = null; // the moves of those words, for "What just happened?" with the reply
  let spokenMove = ''; // the move "What just happened?" shows, in the live region's words (a step's sentence)
  function renderHappened() {
    // looking back with the review open: what it says of the position shown (a mistake played
    // there, or just before it), right under the status, near the board (a phone shows the
    // review's panel far below it)
    const note = ctl.state.look && reviewOpen() ? review.note() : []; // its nodes: a sign hidden from readers
    spokenMove = '';
    if (!lastSaid) happened.replaceChildren(...note);
    else if (lastSaid.undo) happened.textContent = t('say.undo', { n: Number(lastSaid.undo) || 1 });
    else {
      // the end, with the end panel put away: its result and why first, under the status line's
      // "Game over." (a kiosk's box showed the move's sentences and hid the result below them)
      const s = lastSaid.snap;
      // Nsolo's removals all made: told as made ("Stones removed: 3."), no longer as owed (a
      // tester read "must now remove…" under the next player's turn)
      const owedTold = (m) => ({ ...m, events: [m.events].flat().filter((e) => e?.kind !== 'bonus-owed') });
      const turn = [...(lastSaid.before || []), lastSaid];
      const all = !s?.pending && turn.some(removes) ? turn.map(owedTold) : turn;
      const ends = overPanel.hidden && s?.result && all.some((m) => [m.events].flat().some((e) => e?.kind === 'end'));
      const words = turnWords(all, { byPlace: !numbersBox.checked, end: false });
      // for a reader, its holes by number, as the live region says a move (and the grid's cells)
      spokenMove = ends ? '' : turnWords(all, { byPlace: false, end: false });
      // (a resignation's words are its reason, said there)
      const told = s?.result?.reason === 'resign' ? '' : words;
      // looking back: the move that led there, then what the review says of it
      if (ends) happened.textContent = [endSentence(s.result, s.stores, lastMover(s), { ...resultOpts(s), heading: false }), told].filter(Boolean).join(' ');
      else happened.replaceChildren(words, ...(note.some((n) => n.textContent ?? n) ? [' ', h('span.mb-happened-note', {}, ...note)] : []));
    }
    happened.style.minHeight = ''; // held while a move was shown (refresh)
    // Stepping through the game, the box keeps the height of its longest sentence so far: the
    // move list's ‹ › below it stay where the finger is (a tester's taps on › fell elsewhere
    // as the sentences changed length)
    // (from the live game's: the first ‹ shrank it, a tester's)
    lookHeight = ctl.state.look ? Math.max(lookHeight, happened.offsetHeight) : happened.offsetHeight;
    if (ctl.state.look) happened.style.minHeight = `${lookHeight}px`;
    happened.scrollTop = 0; // a kiosk's box scrolls (web/css/kiosk.css): a new sentence from its start
  }

  /** The Resign button: asks for confirmation in a modal dialog. */
  function askResign() {
    if (!ctl.humanTurn() || resignDialog.open) return;
    const p = snap().toMove;
    resignText.textContent = t('resign.confirm', { player: t(`player.${p}`), opponent: t(`player.${1 - p}`) });
    resignDialog.showModal();
    resignNo.focus();
  }

  /** Confirmed: the person to move resigns (the move "resign", kept in the record). */
  function resign() {
    if (ctl.humanTurn()) playMove('resign');
  }

  applyNumbers();

  /**
   * The sound switched on or off: on, web/js/sound.js is loaded and, in a user gesture's wake
   * (`gesture`: the control's change), its AudioContext made or resumed; else (a saved
   * choice, a kiosk's) at the next touch or key (sound.js). Off: the context is suspended.
   */
  function applySound(gesture = true) {
    root.dataset.sound = soundBox.checked ? 'on' : 'off';
    if (!soundBox.checked) return sound?.suspend();
    soundLoading ||= import('./sound.js').then((mod) => {
      if (!destroyed) sound = mod.createSound({ on: () => soundBox.checked, quiet: () => root.dataset.kiosk === 'demo' });
    }, () => { soundLoading = null; });
    if (gesture) soundLoading.then(() => sound?.wake());
  }
  cleanups.push(() => sound?.close());
  root.dataset.sound = soundBox.checked ? 'on' : 'off';
  if (soundBox.checked) whenIdle(() => { if (!destroyed) applySound(false); });

  function applyTheme() {
    if (theme === 'auto') delete root.dataset.theme;
    else root.dataset.theme = theme;
  }

  function renderMessage() {
    // In a lesson, a refused move is the lesson's to explain (web/js/lesson-view.js).
    const e = ctl.state.lesson && ctl.state.error?.key === 'error.move' ? null : ctl.state.error;
    if (e) messageText.textContent = t(e.key, { error: i18n.errorText(e) });
    message.hidden = !e;
  }

  /** New game: the start screen, a new history entry where a game's link is shown (Back returns to the game). */
  function showStart() {
    if (useUrl && ctl.state.view === 'game' && !ctl.state.lesson && readFragment()) writeFragment('', window, { push: true, state: { mancalaStart: true } });
    ctl.showStart();
  }

  function renderView() {
    const onStart = ctl.state.view === 'start';
    if (onStart) {
      buildStart();
      start.render(snap());
      board.skip();
    }
    const fromStart = !onStart && root.dataset.view === 'start';
    const fromGame = onStart && root.dataset.view === 'game' ? snap()?.gameId : null; // New game
    startView.hidden = !onStart;
    gameView.hidden = onStart;
    if (!onStart) foldWhereWrapped(); // before the game is painted
    root.dataset.view = ctl.state.view;
    // a game begun on the start screen, scrolled down to its last card: the game from its top,
    // its toolbar in view (a phone kept the scroll, its toolbar above the screen)
    if (fromStart && root.getBoundingClientRect().top < 0) {
      if (useUrl) window.scrollTo(0, 0);
      else root.scrollIntoView?.({ block: 'start' });
    }
    // the start screen's first game takes the focus (a lesson's own game as it ends, the game
    // left by New game: a screen-reader tester's Enter on Play began Adji-Boto, not the game
    // just played), but an element's not from its host page, nor the language menu's
    // (arrowing through it switches the language: web/main.js)
    const active = root.getRootNode().activeElement;
    if (onStart && !active?.closest('.mb-langbar') && (useUrl || root.contains(active))) start.focus(lessonView?.game ?? fromGame);
  }

  /** The computer's side of the state: data attributes, the players' controls, the status. */
  function renderOpponent() {
    root.dataset.players = ctl.state.players.join(' ');
    root.dataset.thinking = ctl.state.thinking ? 'true' : 'false';
    root.dataset.engine = ctl.engineMode; // url | blob: a worker; inline: the main thread
    root.dataset.hint = ctl.state.hint || '';
    // In a lesson the computer never moves and a lesson position is not a game to review: the
    // players' menus and the review's button are hidden (CSS, `data-lesson`).
    if (!ctl.state.lesson !== !root.dataset.lesson) {
      if (ctl.state.lesson) root.dataset.lesson = 'on';
      else delete root.dataset.lesson;
      placeSide(); // the lesson beside the board, or its slot back above it
    }
    playersView?.render();
  }

  // The first refresh of a mount sizes the board in the task that starts the game (so the
  // page does not shift when it is drawn), and its picture comes in steps (board.js); only
  // once it is up does the rest follow (the saved copy and the link with the move list, then
  // the panels and status, then the accessible grid, then the controller told: the board
  // answers a tap, the computer may think), each in a task of its own, so that no start-up
  // task is long on a slow phone (issue 16); `data-busy` turns false with the last.
  let mounted = false;

  /** Shows a new state of the game, animating its account (`change`), then tells the controller. */
  async function refresh(change) {
    const mine = shown();
    const first = !mounted;
    mounted = true;
    let said = null; // what "What just happened?" shows: a move, or words
    let text = ''; // a move's words, as the live region says them
    let lead = ''; // words said before them, not heard yet
    const person = isHuman(ctl.state.players, change.by);
    // stepping through the game: the status line names the position shown (statusText)
    if (change.look) {
      access.say(ctl.state.look ? '' : lookText());
      // the move that led to the position shown (back at the end: the game's last), its whole turn
      said = lastTurn(mine);
    } else if (change.events && change.by !== undefined) {
      said = wholeTurn({ by: change.by, events: change.events, snap: mine });
      // the moves one Redo redid, told together: a person's and the computer's reply (it told
      // the reply alone: a tester's)
      if (change.redo) {
        const earlier = redone.press === change.redo ? redone.moves : [];
        if (earlier.length) said.before = earlier;
        redone = { press: change.redo, moves: [...(said.before || []), { by: said.by, events: said.events, snap: said.snap }] };
      }
      // At the speed Instant the computer's reply follows a person's move within moments: its
      // words come after the person's move's, which they would otherwise replace unheard; and
      // so do the computer's moves while its turn goes on (Nsolo's removals after a capture:
      // a tester heard only its last removal, not its sowing, its capture, nor the person's move).
      // Only words the live region has not shown yet: a reply that comes later (the computer's
      // first, while its engine starts) would say them twice (a tester heard the first move twice).
      lead = !person && ui.speed === 'instant' && heard && access.unheard() === heard ? heard : '';
      text = access.moved({ ...said, redo: !!change.redo, lead });
      // and "What just happened?" shows them with the reply: at the speed Instant a person's
      // move's words went as the reply came, never read (a learner's); the board is at once too
      if (!person && ui.speed === 'instant' && heardTurn && !change.redo) {
        said.before = [...heardTurn, ...(said.before || [])];
      }
    }
    const computerNext = !mine.result && !isHuman(ctl.state.players, mine.toMove);
    heard = text && !change.redo && computerNext && (person || heard) ? [lead, text].filter(Boolean).join(' ') : '';
    // (a person's whole turn, kept while the computer's turn goes on: Nsolo's removals)
    if (!heard) heardTurn = null;
    else if (person && said) heardTurn = [...(said.before || []), { by: said.by, events: said.events, snap: said.snap }];
    if (change.undo) {
      // against the computer an undo takes back its reply as well: how many moves it took
      const n = Array.isArray(change.events) ? change.events.length : 1;
      access.undone(n);
      said = { undo: n }; // words of the page's language when shown (a switch re-renders)
    }
    lastSaid = null;
    // emptied while the move is shown, the sentence's box keeps its height: what is below it
    // (the move list) no longer jumps up and down again at every move (a tester's report:
    // twice a capture, when the computer played both sides)
    if (!first) happened.style.minHeight = `${happened.offsetHeight}px`;
    happened.textContent = '';
    renderReviewSlot();
    renderOpponent();
    // The move list comes a task after the first board; its record (a line of text, which
    // moves the Copy button beside it) comes with the board, so that nothing shifts then
    // but the list's own box (web/css/mancala.css: as high as its first row when empty).
    if (!first) renderMoves();
    else movesView.showRecord(snap());
    renderTitle();
    root.dataset.busy = 'true';
    if (first) {
      // nothing to animate: the panels' counts and the status line as they will stay, in the
      // task that sizes the board (set a task later, they grew and moved the board: a layout
      // shift of 0.08 on a phone, Lighthouse)
      renderPanels();
      // a finished game loaded: its "Game over." without a word, the live region says the end
      // whole below (a keyboard tester heard "Game over." and then "Game over. Player 2 wins…")
      // (nor a position a link steps to: the live region says it whole, with its move: helper-136
      // heard "Position after move 4 of 6" from both)
      setStatus(statusText(mine), false, (!!mine.result && !ctl.state.look && !ctl.state.lesson) || !!ctl.state.look);
    } else if (ui.speed !== 'instant' && [change.events].flat(change.reverse ? 2 : 1).some((e) => e?.kind === 'sow')) {
      // Sowing shown, forwards or backwards (an undo's or a step back's accounts: one a move):
      // how to skip it, on screen only (the live region tells the move itself). Before, a step
      // back said whose move it was in the position left until the sowing was undone.
      status.setAttribute('aria-live', 'off');
      status.textContent = t(touchOnly ? 'status.animatingTouch' : 'status.animating');
    } else if (refusalShown) {
      // a move without sowing shown (an Nsolo removal) after a refused hole: the refusal goes
      // at once (a tester saw it stay while the removal was shown); the status comes after it
      status.setAttribute('aria-live', 'off');
      status.textContent = '';
    }
    refusalShown = false;
    // Pass pressed goes with its move: the focus goes on at once where the move's end would give
    // it (keepFocus: the lesson, the board), not to the page's body while the move is shown
    // (a tester's, in a lesson)
    const passFocused = passBtn.getRootNode().activeElement === passBtn;
    passBtn.hidden = true;
    if (passFocused) {
      if (lessonView) lessonView.focus();
      else access.focusSide(lastMover(mine)); // the row of the player who passed
    }
    overPanel.hidden = true;
    pause(undoBtn);
    pause(redoBtn);
    resignBtn.disabled = true;
    if (resignDialog.open) resignDialog.close();
    // While the computer is to move, no hole is marked playable (opponent.js boardView).
    const view = ctl.boardView();
    access.update(view, true);
    await board.update(view, change.events ? { events: change.events, from: change.from, reverse: !!change.reverse } : { loaded: !!change.fresh });
    if (mine !== shown()) return; // a newer state took over meanwhile
    if (first) {
      await nextTask();
      if (mine !== shown() || destroyed) return; // a newer state, or the app was destroyed
      ctl.persist();
      renderMoves();
      await nextTask();
      if (mine !== shown() || destroyed) return;
    }
    if (!first) root.dataset.busy = 'false';
    // a re-mount (a language switch) shows the last move again, in the new language; a game
    // loaded (a reload, a link, a saved game), its last move
    if (!said && (first || change.fresh)) {
      const carried = first ? initialHappened : null;
      lastSaid = carried || lastTurn(mine);
    } else lastSaid = said;
    renderHappened();
    renderPanels();
    // The end is said once, in the live region: with the move that ended the game (its
    // account, a11y.js), else as a finished game is loaded (a link: a screen-reader tester
    // heard only "Game over."); the status line's "Game over." comes without a word (a tester
    // heard it again after the result)
    const ends = mine.result && !ctl.state.look && !ctl.state.lesson;
    const endLoaded = ends && !said && (first || !!change.fresh);
    if (endLoaded) access.say(endSentence(mine.result, mine.stores, lastMover(mine), resultOpts(mine)));
    // nor, while the computer's turn goes on (Nsolo's removals after its capture), the stones
    // it still has to remove: each removal is said (a screen-reader tester heard the count
    // between them)
    const goesOn = !!said?.events && change.by === mine.toMove && !isHuman(ctl.state.players, mine.toMove);
    // (a lesson's last move too: its account says the end, a tester heard "Game over." again)
    const endTold = !!mine.result && !ctl.state.look && !!said?.events;
    // A step through the game: the position, the move that led there and who is to move, said
    // in one sentence by the live region, the status line silent (a screen reader's user heard
    // only "Position after move 1 of 66. …", the move only on the screen)
    const stepped = !!change.look && !!ctl.state.look;
    if (stepped) {
      // (the review's word on it, without its sign; the move's holes by number, as the live
      // region names them in play: helper-136 heard them by place only while stepping)
      const words = happened.cloneNode(true);
      words.querySelectorAll('[aria-hidden="true"]').forEach((n) => n.remove());
      const note = words.querySelector('.mb-happened-note')?.textContent.trim() || '';
      const move = spokenMove || (note ? '' : words.textContent.trim());
      access.say([lookText(), move, note, lookTurn(mine)].filter(Boolean).join(' '));
    }
    renderStatus(endTold || endLoaded || goesOn); // (a position stepped to: statusQuiet)
    // a person's capture shown in Nsolo: the bonus removals they now owe, said below the board;
    // once, not after each removal (the words grew and the page moved the board under the
    // finger: a tester's second tap on the same place hit another hole)
    const removal = [said?.events].flat().some((e) => e?.kind === 'remove');
    if (person && said && !change.look && mine.pending > 0 && !removal && isHuman(ctl.state.players, mine.toMove)) wordsInView();
    if (first) { // the accessible grid, then the controller told (the computer's first search), a task each
      await nextTask();
      if (mine !== shown() || destroyed) return;
    }
    access.update(view, false);
    if (first) {
      await nextTask();
      if (mine !== shown() || destroyed) return;
      root.dataset.busy = 'false';
    }
    ctl.shown(mine);
  }

  /** A side changed hands: the same position, with what may be clicked now. */
  function redraw() {
    if (!snap() || ctl.state.animating) return;
    const view = ctl.boardView();
    board.update(view);
    access.update(view, false);
    renderPanels();
    renderStatus();
  }

  /** While looking back: which position the board shows. */
  function lookText() {
    const look = ctl.state.look;
    if (!look) return t('nav.atEnd');
    return look.ply === 0 ? t('nav.showingStart', { total: snap().ply }) : t('nav.showing', { ply: look.ply, total: snap().ply });
  }

  /** Who is to move in a position stepped back to (statusText), or that the game is over there. */
  function lookTurn(s) {
    return s.result ? t('status.over') : (playersView?.statusText(s) || turnText(s, t(`player.${s.toMove}`), true));
  }

  function statusText(s) {
    if (ctl.state.look) { // who is to move there: a person may play from it, the computer's side not
      // a removal owed there is said as in the game (a tester read "choose one of your marked
      // holes" with the marks on the opponent's side)
      // (and Ayoayo's feeding, Adji-Boto's opening: a tester stepped back into the opening)
      // a plain turn there is said without "choose one of your playable holes", which read as an
      // invitation to a learner stepping back through a review (a move may still be played there)
      return `${lookText()} ${lookTurn(s)}`;
    }
    const who = t(`player.${s.toMove}`);
    if (s.result) {
      // the compact layout has no line under the status: with the end panel put away ("Look at
      // the board"), the result in its place, which says the game is over (a tester saw "Game
      // over." alone; both did not fit a 320×240 frame in Dutch)
      if (!overPanel.hidden || !root.classList.contains('mb-embed')) return t('status.over');
      return resultWords(s.result, s.stores, lastMover(s), resultOpts(s)).score;
    }
    const lesson = ctl.state.lesson;
    if (lesson?.watch) return t('status.lessonWatch', { player: who }); // a Watch step (a tester saw the line empty)
    if (lesson && !lesson.open) return ''; // between a step's move and the next: the lesson's panel speaks
    const computer = lesson ? null : playersView?.statusText(s); // the computer is to move (never in a lesson)
    if (computer) return computer;
    // a forced pass, and why: the game's usual reason (a tester saw "must pass" while holding
    // seeds), or, rarely, that every sowing the player may choose would never end (the rules
    // module says which); in a lesson its panel says it (a step that only passes), the line
    // that the lesson says what to try (below: a tester saw it empty)
    if (s.legal.length === 1 && s.legal[0] === 'pass' && !lesson) return t(s.endless ? 'status.pass.endless' : `status.pass.${s.gameId}`, { player: who });
    // a lesson's panel says which hole to try, and marks the holes it speaks of: "your marked
    // holes" here meant other marks than the lesson's (a learner's report)
    if (lesson && !(s.pending > 0)) return t('status.lessonTurn', { player: who });
    return turnText(s, who);
  }

  /**
   * Whose move it is and what it must do: remove stones, feed, the opening, or choose a hole;
   * `look`: a position stepped back to, where a plain turn is only said.
   */
  function turnText(s, who, look = false) {
    if (s.pending > 0) return t('status.remove', { player: who, n: s.pending });
    // Ayoayo's feeding, said while it holds (it was told only when a hole was refused)
    if (s.mustFeed) return t('status.feed', { player: who, other: t(`player.${1 - s.toMove}`) });
    // Adji-Boto's opening, said while it holds (it was told only when a hole was refused: a tester's)
    if (s.opening) return t('status.opening', { player: who });
    return t(look ? 'nav.toMove' : 'status.toMove', { player: who });
  }

  /**
   * The status line's words; `again`: said again even when unchanged (a live region says only
   * a change: a hole refused a second time was silent, a tester's report). The words then
   * gain or lose a no-break space at their end, which nobody sees.
   */
  function setStatus(text, again = false, quiet = false) {
    refusalShown = false;
    text = spoken(text); // a live region too: no soft hyphens (its line is wide enough without them)
    if (again && status.textContent === text) text += '\u00a0';
    if (status.textContent === text) return; // unchanged: nothing said, `quiet` or not
    // a move's words not yet in the live region (at the speed Instant the board is still at
    // once): the status line's come with them, after them
    if (access.follow(quiet ? '' : text)) quiet = true;
    status.setAttribute('aria-live', quiet ? 'off' : 'polite');
    status.textContent = text;
  }

  /**
   * Whether the status line's words for `s` are shown without being said, whatever the move:
   * - a position stepped to: the live region says it whole, in one sentence (see renderView);
   * - a lesson's "the lesson says what to try" (or "plays the move"): the step's number and its
   *   words are said as it opens (a keyboard tester heard three live regions change at once);
   *   its removals owed and its end are said as in a game.
   */
  function statusQuiet(s) {
    if (ctl.state.look) return true;
    return !!ctl.state.lesson && !s.result && !(s.pending > 0);
  }

  /** `quiet`: not said this time (the live region says the same: the end, the computer's turn going on). */
  function renderStatus(quiet = false) {
    const s = shown();
    const person = ctl.state.lesson ? ctl.state.lesson.open : humanTurn(s, ctl.state.players);
    setStatus(statusText(s), false, quiet || statusQuiet(s));
    const mustPass = !s.result && s.legal.length === 1 && s.legal[0] === 'pass' && person;
    passBtn.hidden = !mustPass;
    enable(undoBtn, ctl.canUndo());
    enable(redoBtn, !ctl.state.look && s.canRedo);
    resignBtn.disabled = !ctl.humanTurn();
    // a lesson explains the end itself; the review open (a link naming it) takes the end panel's place
    if (s.result && !ctl.state.lesson && !reviewOpen() && !overPut) showOver();
  }

  function renderTitle() {
    const s = snap();
    // The name, Nsolo's size, and each rule option not at the catalog's default (its value's words).
    const info = gameInfo(s.gameId);
    title.textContent = [info?.sizes ? `${t(`game.${s.gameId}.name`)} 4 × ${s.size}` : t(`game.${s.gameId}.name`),
      ...(info?.options ?? []).filter((o) => s.options[o.name] !== o.default).map((o) => t(`game.option.${s.options[o.name]}`))].join(' · ');
    root.dataset.game = s.gameId;
    placeSide();
  }
  /**
   * On a wide screen (web/css/mancala.css) the status and the moves go beside the board,
   * unless the board fits a box (compact) or is an Nsolo board much wider than high whose
   * holes would lie less than 48 px apart beside them (geometry.js nsoloBeside: the window's
   * width, so at each resize too). A lesson goes to the top of that column (`mb-lesson-beside`;
   * in the page's order before the board, for Tab): above the board it
   * pushed the board down and shrank it, step by step, while the column beside it stood empty
   * (a 4×8 board 310 px wide at 1280×720; at 1024×600 the board's lower row below the screen).
   * Not in a kiosk: its large buttons, one a row in that column, took it below the screen; a
   * kiosk's goes above the board's row and the column's, across both (`mb-lesson-above`:
   * above the board's column alone, a step's explanation after its move took the page below
   * a 1024×768 screen).
   */
  function placeSide() {
    const s = snap();
    if (!s) return;
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
    // A kiosk's board larger than its screen offers (a link to one: web/js/kiosk.js,
    // data-kiosk-size-max) is laid out as the largest it offers, its holes 48 px apart and the
    // board scrolling sideways: stacked, 4×18's game ran 159 px below a 1024×768 screen (a tester's).
    const size = Math.min(s.size, Number(root.dataset.kioskSizeMax) || Infinity);
    root.classList.toggle('mb-beside', !boardHeight && !(s.gameId === 'nsolo' && !nsoloBeside(size, window.innerWidth, rem, window.innerHeight <= 36 * rem)));
    foldWhereWrapped();
    padForBoard();
    const column = !!ctl.state.lesson && getComputedStyle(side).display !== 'contents';
    const beside = column && !root.closest('.mb-kiosk');
    lessonAbove = column && !beside; // a kiosk's: across the board's row and the column's (CSS grid)
    root.classList.toggle('mb-lesson-beside', beside);
    root.classList.toggle('mb-lesson-above', lessonAbove);
    if (lessonSlot.parentNode !== (column ? gameView : stage)) {
      const focused = root.getRootNode().activeElement;
      if (column) gameView.insertBefore(lessonSlot, stage); // the board's column's top, or above both (CSS grid)
      else stage.prepend(lessonSlot);
      if (lessonSlot.contains(focused)) focused.focus({ preventScroll: true });
    }
  }

  /** The players' panels: store or captured count and who is to move (after the animation). */
  function renderPanels() {
    const s = shown();
    const still = ctl.state.lesson && !ctl.state.lesson.open && !ctl.state.lesson.watch; // a lesson's step done: no move comes
    for (const p of [0, 1]) {
      const key = s.gameId === 'nsolo' ? 'player.captured' : 'player.store';
      panels[p].count.textContent = t(key, { n: s.stores[p] });
      const moving = !s.result && !still && s.toMove === p;
      panels[p].turn.hidden = !moving;
      panels[p].el.classList.toggle('is-to-move', moving);
    }
  }

  function renderMoves() {
    movesView.render(snap(), ctl.state.look ? ctl.state.look.ply : null);
    // the review's mistakes, on the moves of the game it reviewed (listed after it flagged
    // them at a reload; not on another game's, nor after a move taken back or played, nor
    // once the review is put away)
    movesView.flag(reviewOpen() ? reviewFlags : new Set());
  }

  function lastMover(s) { return s.movers.length ? s.movers[s.movers.length - 1] : s.toMove; }
  function resultOpts(s) { return { nsolo: s.gameId === 'nsolo', t, has: (k) => i18n.has(k) }; }

  function showOver() {
    const s = snap();
    const r = s.result;
    const { score, reason } = resultWords(r, s.stores, lastMover(s), resultOpts(s));
    overText.textContent = score;
    overReason.textContent = t('over.reason', { reason });
    overPanel.dataset.winner = r.winner === null || r.winner === undefined ? 'draw' : String(r.winner);
    overPanel.dataset.reason = r.reason;
    overPanel.hidden = false;
    renderHappened(); // without the result, which the panel says
    overPanel.scrollIntoView?.({ block: 'nearest' });
  }

  function showRules() {
    rules.show(snap() ? snap().gameId : 'ayoayo', { by: rulesBtn });
  }

  // ---- the controller's changes, and the page's events ---------------------------------
  let destroyed = false;
  // While the game starts (`stepwise`), the controller's changes wait for the next task: its
  // state (the record read, the snapshot) is one task, the view shown and laid out another.
  let held = null;
  cleanups.push(ctl.on((change) => {
    if (held) held.push(change);
    else render(change);
  }));
  let hintSeen = null;
  function render(change) {
    switch (change.kind) {
      case 'game':
        overPanel.hidden = true;
        if (!change.look) overPut = false;
        if (change.fresh) {
          foldSettings();
          renderView();
          access.say(''); // the last game's words, gone from the live region
        }
        renderMessage();
        refresh(change);
        break;
      case 'view':
        rules.cancel(); // the rules asked for on the view left (still loading) do not open over this one
        foldSettings();
        renderView();
        renderOpponent();
        break;
      case 'error':
        renderMessage();
        break;
      default: // 'opponent': thinking, the hint, the players, a pause
        renderOpponent();
        if (ctl.state.hint && ctl.state.hint !== hintSeen) wordsInView(); // a hint asked for: its words
        hintSeen = ctl.state.hint;
        if (change.players) redraw();
        else if (snap() && !ctl.state.animating) {
          setStatus(statusText(shown()), false, statusQuiet(shown())); // a refresh
          enable(undoBtn, ctl.canUndo());
          resignBtn.disabled = !ctl.humanTurn();
        }
    }
  }

  if (useUrl) {
    // popstate, not hashchange: Back between entries whose query differs too (a language
    // chosen writes `?lang=`) changes the fragment without a hashchange
    cleanups.push(listen(window, 'popstate', () => {
      const lesson = readLessonLink(readFragment());
      if (lesson) openLesson(lesson.game, lesson.step);
      else {
        const text = readFragment();
        lessonAsk++; // a lesson still loading does not open over the game the link names
        // Back from a lesson opened where the link named no game, or from a game begun on the
        // start screen (the controller's setGame): back there; Forward to the game again
        const { record, review: asks } = linkParts(text);
        if (!record && (ctl.state.lesson || ctl.state.view === 'game')) ctl.showStart();
        if (asks) reviewAsked = '*';
        ctl.followLink(text);
        if (record && ctl.state.view === 'start') ctl.showGame();
        reviewAsked = null;
        // a link naming the review (`&review`) opens it, as at a reload: from what this
        // browser knows, never starting the engine by itself
        if (asks && ctl.state.view === 'game' && !ctl.state.lesson && !reviewOpen()) {
          openReview('stopped', { fromLink: true });
        }
      }
    }));
  }
  // Navigation keys (the board's grid keeps its own arrows; fields, dialogs and the review
  // table's scroller theirs): ← and → step through the game; Home and End go to its start
  // and end from the move list.
  const onNavKey = (e) => {
    if (ctl.state.view !== 'game' || !snap() || e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
    const el = e.target && e.target.closest ? e.target : null;
    if (el && el.closest('.mb-grid, input, select, textarea, dialog, [contenteditable="true"]')) return;
    // Escape skips the sowing shown wherever the focus is (a lesson's Watch: the grid's own
    // keys skip it only there), as a click on the board does
    if (e.key === 'Escape') {
      if (board.animating) { e.preventDefault(); board.skip(); }
      return;
    }
    if (el && el.matches('.mb-review-scroll')) return; // the review table's scroller: its arrows scroll it
    const inMoves = !!(el && el.closest('.mb-moves-section'));
    const delta = { ArrowLeft: -1, ArrowRight: 1, ...(inMoves ? { Home: -Infinity, End: Infinity } : {}) }[e.key];
    if (delta === undefined) return;
    e.preventDefault();
    const total = snap().ply;
    const to = Math.max(0, Math.min(total, (ctl.state.look ? ctl.state.look.ply : total) + delta));
    movesView.step(delta);
    // in the review's table the focus goes with the position, to its row (a keyboard tester's
    // stayed on the row left, the position shown elsewhere)
    if (el?.closest('.mb-review-table')) root.querySelector(`.mb-review-go[data-ply="${to}"]`)?.focus();
  };
  cleanups.push(listen(root, 'keydown', onNavKey));
  // With nothing focused the keys go to the page's body: the page's own game (one per page) takes them.
  if (useUrl) cleanups.push(listen(document, 'keydown', (e) => { if (e.target === document.body) onNavKey(e); }));
  // Leaving the page stops the search; coming back from the back-forward cache resumes it.
  cleanups.push(listen(window, 'pagehide', () => ctl.stop()));
  cleanups.push(listen(window, 'resize', placeSide));
  // A phone turned while a game is shown: the board into view if the turn left it partly out
  // of the window (a tester's 640×360: the title, the toolbar and a player's panel filled it),
  // once it is fitted to the new window. The page's own game only.
  if (useUrl && !boardHeight) {
    cleanups.push(listen(matchMedia('(orientation: landscape)'), 'change', () => {
      if (ctl.state.view !== 'game') return;
      // after two frames, and again when the page is idle: a layout still settling on a busy
      // machine moved the board below the window after the first look
      const look = () => { if (!destroyed) boardIntoView(); };
      requestAnimationFrame(() => requestAnimationFrame(() => { look(); whenIdle(look, 1000); }));
    }));
  }
  cleanups.push(listen(window, 'pageshow', (e) => { if (e.persisted) ctl.kick(); }));

  // ---- the focus is never lost ------------------------------------------------------------
  // A control that had the focus and was disabled (Undo and Redo while a move is shown),
  // hidden (the end panel, a lesson's last Next) or replaced (the review's button) left the
  // focus on the page's body: a screen reader lost its place (a tester's report). The focus
  // goes back to that control when it is usable again after the change, else to what took its
  // place: the start screen's first game, the lesson, the review's heading, the board.
  let lastFocus = null;
  let focusCheck = false;
  const usable = (el) => el.isConnected && !el.disabled && !el.closest('[inert]') && el.getClientRects().length > 0;
  function keepFocus(afterDialog = false) {
    focusCheck = false;
    const f = lastFocus;
    let active = document.activeElement; // the innermost (in a shadow root: the element's own)
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    // focused and usable (a disabled button keeps the focus a while in Chromium, unusable)
    if (!f || destroyed || (active && active !== document.body && usable(active))) return;
    if (root.dataset.busy === 'true' && ctl.state.view === 'game') return; // a change being shown: its end decides
    // a dialog closed: web/js/dialogs.js gives the focus back to its opener in the close event;
    // if that cannot take it (Resign, disabled once the game is over), on to the rest below
    if (f.closest('dialog') && !afterDialog) {
      setTimeout(() => { if (lastFocus === f) keepFocus(true); });
      return;
    }
    // disabled while the engine searches (Hint): it comes back, and the focus with it
    if (f.isConnected && f.disabled && (ctl.state.hinting || ctl.state.thinking) && f.getClientRects().length > 0) return;
    lastFocus = null;
    if (usable(f)) return f.focus({ preventScroll: true });
    // in a group of buttons (the move list's ‹ ›), the nearest one that is usable: the keys
    // keep stepping through the game (on the board they would move between holes)
    // Undo and Redo are a pair: the last undo leaves the focus on Redo, the last redo on Undo
    // (it had gone to the board: a tester had to go back through the toolbar to redo)
    const group = f === undoBtn ? [f, redoBtn] : f === redoBtn ? [f, undoBtn]
      : f.isConnected ? [...(f.closest('[role="group"]')?.querySelectorAll('button') || [])] : [];
    const at = group.indexOf(f);
    const near = group.map((b, i) => [Math.abs(i - at), b]).sort((a, b) => a[0] - b[0]).map(([, b]) => b).find(usable);
    if (near) near.focus({ preventScroll: true });
    else if (ctl.state.view === 'start') start?.focus();
    else if (lessonView) lessonView.focus();
    else if (reviewOpen() && !review.element.contains(f)) review.element.querySelector('h3')?.focus({ preventScroll: true });
    else if (reviewSlot.contains(f) && usable(reviewBtn)) reviewBtn.focus({ preventScroll: true }); // the panel put away
    // the game ended (a resignation: Resign, which had the focus, is disabled): the end panel's
    // first button, where the panel is in view (the board took it, centred, and a phone's
    // panel went below the screen: a tester saw "Game over." and not who won)
    else if (!overPanel.hidden && ctl.state.view === 'game') overPanel.querySelector('button').focus({ preventScroll: true });
    // stepping back from a control that is disabled then (Hint, Undo): the move shown takes the
    // focus, so that ← and → go on stepping (on the board they would move between holes)
    else if (!ctl.state.look || !movesView.focusShown()) access.focus();
  }
  cleanups.push(listen(root, 'focusin', (e) => { lastFocus = e.composedPath()[0] || e.target; }));
  // the focus went to something else (another game on the page, the host page): not lost
  cleanups.push(listen(root, 'focusout', (e) => { if (e.relatedTarget && !root.contains(e.relatedTarget)) lastFocus = null; }));
  // a click on the page (not a control) moves the focus to its body on purpose: not lost; a
  // click on the control that has the focus (Play on the start screen) keeps it to look after
  cleanups.push(listen(document, 'pointerdown', (e) => { if (!e.composedPath().includes(lastFocus)) lastFocus = null; }, true));
  const focusWatch = new MutationObserver(() => {
    if (focusCheck || !lastFocus) return;
    focusCheck = true;
    queueMicrotask(keepFocus);
  });
  focusWatch.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled', 'hidden', 'inert', 'data-busy', 'open'] });
  cleanups.push(() => focusWatch.disconnect());

  // ---- lessons (web/js/lesson-view.js, docs/lessons.md) ----------------------------------
  /**
   * Opens game `gameId`'s lesson at step `stepId` (unknown or null: the first step not
   * finished; an unknown game: the game on the board's, else the first). The view and the
   * lesson's files are loaded now, not at the first visit.
   */
  let focusLesson = false; // the lesson opening next takes the focus
  async function openLesson(gameId, stepId = null, resume = null) {
    const ask = ++lessonAsk;
    carried = resume; // handed on by a re-mount until the step shows it (carry)
    const known = gameIds();
    const id = known.includes(gameId) ? gameId : (snap()?.gameId || known[0]);
    if (rulesDialog.open) rulesDialog.close();
    try {
      const mod = await import('./lesson-view.js');
      const data = await mod.loadLesson(id, i18n.lang);
      if (ask !== lessonAsk || destroyed) return;
      if (!lessonView || lessonView.game !== id) {
        lessonView?.destroy({ keepLink: true });
        lessonView = mod.createLessonView({
          ctl, i18n, access, slot: lessonSlot, data, storageKey, kit: lessonKit,
          onFirstGame: (game) => firstGame(game),
          onClose: () => { lessonView = null; },
        });
      }
      // the language menu keeps it: a switch re-opens the lesson (a tester arrowing through the
      // languages was moved to the lesson's heading after the first)
      const a = document.activeElement;
      const focusLost = focusLesson || !a || a === document.body || (!gameView.contains(a) && !a.closest?.('.mb-langbar'));
      dismissNotice('noPart'); // loaded: a failure told before is over
      await lessonView.show(stepId, gameId, resume);
      if (ask === lessonAsk) carried = null;
      if (focusLost && lessonView && ask === lessonAsk) {
        focusLesson = false;
        lessonView.focus();
      }
    } catch (e) {
      if (ask !== lessonAsk || destroyed) return;
      partFailed('the lesson', e);
    }
  }

  /**
   * A part of the page loaded when first used (a lesson, the review) could not be: a note above
   * the views, told again at each try (a tester's offline start screen said nothing: the
   * message was the game view's), the address that failed for the console.
   */
  function partFailed(what, e) {
    console.warn(`mancala: ${what} could not be loaded: ${e && e.message ? e.message : e}`);
    tellAgain('noPart');
    noticeBox.scrollIntoView?.({ block: 'nearest' }); // in view (a phone's was far above the button tapped)
  }

  /** What the lesson view uses of the page's own modules (handed in: web/js/lesson-view.js). */
  const lessonKit = {
    h, createI18n, load: loadItem, save: saveItem,
    touch: touchOnly, // the how-to line speaks of touching only
    // A step whose only move is to pass marks the Pass button rather than holes.
    markPass: (on) => passBtn.classList.toggle('is-lesson', !!on),
    focusPass: () => passBtn.focus({ preventScroll: true }),
    // The link names the lesson's step; at its end a link that still names it is cleared.
    // A lesson opened from a game or the start screen is a new history entry: the browser's
    // Back returns there (the hashchange above), not to the page before the site.
    // Ended for the start screen it was opened from, it goes Back to that entry rather than
    // leave a second one of it before.
    link(game, step) {
      if (!useUrl) return;
      const here = readFragment();
      if (game) {
        const push = !readLessonLink(here);
        writeFragment(lessonLink(game, step), window, { push, state: { lessonFrom: here } });
      } else if (readLessonLink(here)) {
        if (history.state?.lessonFrom === '' && ctl.state.view === 'start') history.back();
        else writeFragment('');
      }
    },
  };

  /** After a lesson: a first game of `game` against the computer at Beginner (the person below). */
  function firstGame(game) {
    ctl.setPlayer(0, 'human');
    ctl.setPlayer(1, 'computer:beginner');
    ctl.newGame(configFor(game));
  }

  // ---- start-up: a lesson's link, else the link, else the given game, else this tab's save,
  // else the start screen
  // With `stepwise` (the page, the element: issue 16, no long task at start), building the
  // views above is one task, the first game's state (the record read, the snapshot) the next,
  // and its view shown and laid out, the board sized, the one after (the controller's changes
  // are held meanwhile: `held`); the picture then comes in steps (board.js). The start screen
  // is built when first shown, else when the page is idle. `ready` resolves once started.
  function begin() {
    const lessonAtStart = useUrl ? readLessonLink(readFragment()) : null;
    if (lessonAtStart) {
      // a re-mount's game (a language switch) is the lesson's step, the visitor's own is saved:
      // not taken up, so that it is never saved as theirs (the first board drawn saved it when
      // the lesson's texts came after it, and the start screen offered it to continue)
      initialGame?.free();
      ctl.showStart();
      // a step whose move was played before a re-mount (a language switch): as the move left it
      const resume = initialLesson && initialLesson.game === lessonAtStart.game && initialLesson.step === lessonAtStart.step ? initialLesson : null;
      openLesson(lessonAtStart.game, lessonAtStart.step, resume);
    } else {
      // read before the controller starts: it writes the link (a ply shown) before the review is open
      const linkReview = !initialGame && useUrl && linkParts(readFragment()).review;
      if (linkReview) reviewAsked = '*';
      ctl.start({ initialGame, initialView, initialLook, initialPaused, startWith });
      reviewAsked = null;
      // a review that was open before a re-mount opens again: what it knew (the memory cache),
      // going on only if it was running; one the link names (`&review`: a reload, a link opened
      // elsewhere) opens from what this browser knows (the answers kept in local storage) and,
      // if that is not the whole game, waits for "Go on" (a link does not start the engine)
      if (initialGame && initialReview && ctl.state.view === 'game') openReview(initialReview, { again: true });
      else if (linkReview && ctl.state.view === 'game' && !ctl.state.lesson) openReview('stopped', { fromLink: true });
    }
    renderOpponent();
  }
  let ready;
  if (stepwise) {
    ready = nextTask().then(() => {
      if (destroyed) return null;
      buildControls();
      return nextTask();
    }).then(() => {
      if (destroyed) return null;
      held = [];
      begin();
      return nextTask();
    }).then(() => {
      const changes = held || [];
      held = null;
      if (destroyed) return;
      changes.forEach(render);
      whenIdle(() => buildStart());
    });
  } else {
    buildControls();
    buildStart();
    begin();
    ready = Promise.resolve();
  }

  // Another tab saved: the start screen's offer follows (this tab's own game is left alone).
  if (storageKey) {
    cleanups.push(listen(window, 'storage', (e) => {
      if (e.key === `${storageKey}.game` && !startView.hidden) start?.renderOffer();
    }));
  }

  return {
    /** The state and its operations (web/js/controller.js). */
    controller: ctl,
    /** Resolves once the first game (or the start screen) is started (`stepwise`: a task later). */
    ready,
    playMove,
    /**
     * A new game: `newGame('nsolo', 12)` (a game id and Nsolo's size) or a config, `newGame('nsolo.12')`.
     * A size that is not one is refused in its own words (helper-137 read "unknown game option"
     * for `newGame('nsolo', -1)`).
     */
    newGame: (game, size) => {
      const sizes = size === undefined ? null : gameInfo(String(game))?.sizes;
      const n = typeof size === 'string' && /^\d{1,3}$/.test(size) ? Number(size) : size; // ('12' as before: a host's attribute)
      if (sizes && !(Number.isInteger(n) && n >= sizes.min && n <= sizes.max)) {
        throw new Error(`size ${String(size)}: ${game} has ${sizes.min} to ${sizes.max} holes a row`);
      }
      return newGame(size === undefined ? game : `${game}.${size}`);
    },
    showStart,
    undo,
    redo,
    board,
    get state() { return snap(); },
    /** Shows the position after `ply` moves of the game (Infinity: back to its end). */
    goTo,
    /** Opens the game review and starts it (web/js/review.js). */
    review: () => openReview(),
    /** Says that a part loaded when first used (`what`: 'the language it') could not be, as the page's own parts do. */
    partFailed,
    get view() { return ctl.state.view; },
    activateHole,
    get players() { return ctl.state.players.slice(); },
    /** Who plays a side: 'human' or 'computer:<level>' (saved with the settings). */
    setPlayer(side, who, options) {
      // refused in words, not ignored (helper-137: `setPlayer(5, 'human')`, `setPlayer(0, 'robot')` did nothing)
      if (side !== 0 && side !== 1) throw new Error(`side ${String(side)}: expected 0 or 1`);
      const p = typeof who === 'string' ? parsePlayer(who) : null;
      const level = p?.split(':')[1];
      if (!p || (level && !levels().includes(level))) throw new Error(`${String(who)}: expected human, computer or computer:<level> (${levels().join(', ')})`);
      ctl.setPlayer(side, p, options);
    },
    /** Marks the engine's suggested move for the side to move (the Hint button). */
    hint: () => ctl.hint(),
    /** Switches the sounds on or off (a kiosk's operator's choice: {save: false}). */
    setSound(on, { save = true } = {}) {
      if (soundBox.checked === !!on) return;
      soundBox.checked = !!on;
      if (save && prefKey('sound')) saveItem(prefKey('sound'), on ? 'on' : 'off');
      applySound(false);
    },
    /** Opens a game's lesson (web/js/lesson-view.js) at a step (null: where the learner is). */
    openLesson: (game, step = null) => openLesson(game, step),
    /**
     * What a re-mount (a language switch) hands on besides the game: {view, look (the ply
     * shown, or null), review (the open review's state, or null), sound (on or off),
     * happened (the last move "What just happened?" tells, said again in the new language),
     * lesson (a lesson's step whose move was played: web/js/lesson-view.js `carry`, or null),
     * paused (why the computer to move waits, or null: the controller's `state.paused`)}.
     */
    carry: () => ({
      view: ctl.state.view,
      look: ctl.state.look ? ctl.state.look.ply : null,
      review: reviewOpen() ? review.state : null,
      sound: soundBox.checked, // the visitor's choice, saved or not
      happened: lastSaid, // "What just happened?": the move (words of no language) or {undo: moves}
      // a lesson's step already played: as the move left it (or as a re-mount handed it on,
      // still loading: a second language picked at once lost the step's move, a tester's)
      lesson: lessonView?.carry() ?? carried,
      // why the computer waits (a link's game, under the review or not; after undo; the review)
      paused: ctl.waitsForLink() ? 'link' : ctl.state.paused || null,
    }),
    /** Removes the app. With {keepGame: true} the wasm game is not freed but returned. */
    destroy({ keepGame = false } = {}) {
      destroyed = true;
      lessonView?.destroy({ keepLink: true }); // a re-mount (a language switch) opens it again
      review?.destroy();
      for (const c of cleanups.splice(0)) c();
      const kept = ctl.destroy({ keepGame });
      playersView?.destroy();
      start?.destroy();
      access.destroy();
      board.destroy();
      root.replaceChildren();
      root.classList.remove('mancala-app', 'mb-beside', 'mb-lesson-beside', 'mb-lesson-above', 'mb-reviewing');
      if (useUrl) document.documentElement.style.scrollPaddingTop = '';
      return kept;
    },
  };
}
