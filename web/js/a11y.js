// Keyboard and screen-reader access to the board. The canvas is a picture; this module lays
// a grid of focusable cells (role="grid", one "gridcell" per hole) exactly over the holes, so
//  - a screen reader reads every hole: its number, whose side it is on, its seeds and whether
//    it can be played ("Hole 7, Player 1's side, seeds: 4, playable"), and the stores;
//  - a keyboard moves between holes with the arrow keys (one Tab stop: roving tabindex) and
//    sees a clear focus ring round the focused hole; Enter or Space plays it through the same
//    path as a click (`activate(hole)` → app.activateHole);
//  - a polite live region tells each move in words, from the engine's account
//    (web/js/announce.js).
// The cells let pointer events through to the canvas, so mouse and touch are unchanged (the
// modal dialogs' focus is web/js/dialogs.js's). It knows no rule: counts, owners and playable
// holes come from the app's snapshot.

import { spoken } from './i18n.js';
import { h } from './dom.js';
import { describeMove } from './announce.js';
import { playableHoles, moveForHole } from './state.js';

/**
 * `root`: the app's element; `board`: the board view (createBoard); `i18n`; `activate(hole)`:
 * what a click on the hole does; `helpSlot`: the element the keyboard help is appended to.
 * Returns {update(snap, busy), moved({by, events, snap}) → the words said, unheard() → the words
 * said not yet shown by the live region, tell(move, {byPlace, end}) →
 * a move's words (holes by number, or by where they lie), whereIs(hole) → where it lies in words,
 * undone(moves), mark(hole), markHint(hole),
 * markLesson(holes, play), say(text), follow(text) (words said after those not yet shown), relabel() (the cells named again: `byPlace()` changed), destroy()}.
 * `byPlace()`: whether the page names holes by where they lie (the hole numbers hidden): the
 * cells' names then say it too.
 */
export function attachAccess({ root, board, i18n, activate, helpSlot = null, byPlace = () => false }) {
  // words for readers: without soft hyphens (web/js/i18n.js `spoken`)
  const plain = spoken;
  const t = (key, params) => plain(i18n.t(key, params));
  const has = i18n.has || (() => false);
  const canvas = board.canvas; // a picture (aria-hidden): the grid is the board for keys and readers

  const scroll = board.scroller; // the grid scrolls with the canvas
  const grid = h('div.mb-grid', { role: 'grid', 'aria-roledescription': t('a11y.board') });
  scroll.append(grid);
  const live = h('div.mb-sr-only.mb-announce', { 'aria-live': 'polite', 'aria-atomic': 'true' });
  root.append(live);

  const help = h('details.mb-keys', {},
    h('summary', {}, t('a11y.keysHeading')),
    h('ul', {}, ['a11y.keys.tab', 'a11y.keys.arrows', 'a11y.keys.moves', 'a11y.keys.play', 'a11y.keys.skip']
      .map((k) => h('li', {}, t(k)))));
  if (helpSlot) helpSlot.append(help);

  let snap = null;
  let shape = ''; // game, size: the grid is rebuilt when it changes
  let cells = []; // by hole index
  let rows = []; // rows of hole indices, top to bottom, left to right
  let where = []; // hole → {row, col}
  let storeCells = [];
  let current = -1; // the cell with tabindex 0
  let busyNow = false;
  let sayTimer = 0;
  let lessonMarks = []; // the holes a lesson marks (markLesson)
  let hinted = -1; // the hint's hole (markHint)
  let placed = ''; // the canvas size, pitch and cell count the cells were last placed for

  /**
   * The holes' rows and places (`rows`, `where`) from the board's layout, once the board shows
   * a game of the snapshot's shape: the grid's rows, and where a hole lies in words
   * (`whereIs`), which "What just happened?" needs before the grid is built (a re-mount, a
   * reload: the grid comes a task after the words).
   */
  let laid = ''; // the shape `rows` and `where` are of
  const shapeOf = (s) => `${s.gameId}.${s.size}.${s.numHoles}`;
  const boardReady = (s) => board.shows(s) && !!board.holeCenter(s.numHoles - 1);
  function layRows(s) {
    const key = shapeOf(s);
    if (key === laid || !boardReady(s)) return;
    laid = key;
    const centres = [];
    for (let i = 0; i < s.numHoles; i++) centres.push(board.holeCenter(i) || { x: i, y: 0 });
    const ys = [...new Set(centres.map((c) => Math.round(c.y)))].sort((a, b) => a - b);
    rows = ys.map((y) => centres.map((c, i) => ({ c, i })).filter((o) => Math.round(o.c.y) === y)
      .sort((a, b) => a.c.x - b.c.x).map((o) => o.i));
    where = [];
    rows.forEach((r, ri) => r.forEach((hole, ci) => { where[hole] = { row: ri, col: ci }; }));
  }

  function build(s) {
    shape = shapeOf(s);
    layRows(s);
    cells = [];
    const rowEls = rows.map((r, ri) => h('div.mb-grid-row', { role: 'row', 'aria-rowindex': ri + 1 },
      r.map((hole, ci) => {
        // The hole's number, shown when the "hole numbers" setting is on (CSS); the name
        // ("Hole 7, …") carries it for assistive technology either way.
        const cell = h('div.mb-cell', {
          role: 'gridcell', tabindex: '-1', 'aria-colindex': ci + 1,
          dataset: { hole: String(hole), row: String(ri), col: String(ci) },
        }, h('span.mb-hole-number', { 'aria-hidden': 'true' }, String(hole)));
        cells[hole] = cell;
        return cell;
      })));
    storeCells = [0, 1].map((p) => h('div.mb-cell.mb-sr-only', { role: 'gridcell', dataset: { store: String(p) } }));
    rowEls.push(h('div.mb-grid-row', { role: 'row', 'aria-rowindex': rows.length + 1 }, storeCells));
    grid.replaceChildren(...rowEls);
    grid.setAttribute('aria-rowcount', String(rows.length + 1));
    current = -1;
    placed = '';
    cells.forEach((cell, i) => cell.classList.toggle('is-lesson', lessonMarks.includes(i)));
  }

  /**
   * Puts the cells over the holes (after every layout change). Reads no layout: the grid
   * takes the canvas's size from its style (board.js sets it) and is centred in the scroller
   * as the canvas is (margin: auto; at its left edge when wider), below the scroller's
   * padding (web/css/mancala.css --board-pad); the cells move only when the board changed
   * (`placed`).
   */
  function place() {
    if (!snap || cells.length === 0) return;
    const pitch = board.pitch || 40;
    const { width, height } = canvas.style;
    const key = `${width} ${height} ${pitch} ${cells.length}`;
    if (key === placed) return;
    placed = key;
    grid.style.left = `max(0px, calc((100% - ${width}) / 2))`;
    grid.style.width = width;
    grid.style.height = height;
    const size = Math.round(pitch * 0.92);
    grid.style.fontSize = `${Math.max(11, Math.round(pitch * 0.22))}px`;
    cells.forEach((cell, i) => {
      const c = board.holeCenter(i);
      if (!c) return;
      cell.style.cssText = `left:${Math.round(c.x - size / 2)}px;top:${Math.round(c.y - size / 2)}px;width:${size}px;height:${size}px`;
    });
  }

  /**
   * A cell's name. `places`: while the board hides its numbers the page's words name holes by
   * where they lie (the hint, the review): each cell says where it lies too, after its number,
   * so that a reader who hears "3 from the left in the bottom row" finds it (a tester went to
   * "Hole 3").
   */
  function holeLabel(s, i, playable, places) {
    const owner = s.owners[i];
    let state = 'a11y.notPlayable';
    if (playable.has(i)) state = /^x/.test(moveForHole(s.allowed ? { legal: s.allowed } : s, i) || '') ? 'a11y.removable' : 'a11y.playable';
    // Nsolo is played with stones, the other games with seeds.
    const label = t(s.gameId === 'nsolo' ? 'a11y.holeStones' : 'a11y.hole', {
      hole: places && where[i] ? `${i} (${whereIs(i)})` : i,
      side: t('a11y.side', { player: t(`player.${owner}`) }),
      n: s.holes[i],
      state: t(state),
    });
    // a lesson's marks, the hint's hole or the review's better move: "marked", as their words say
    return lessonMarks.includes(i) || i === hinted ? `${label}, ${t('a11y.marked')}` : label;
  }

  /** Mirrors a snapshot: labels, playable marks, the roving tabindex. `busy`: animating. */
  function update(s, busy) {
    if (!s) return;
    snap = s;
    busyNow = !!busy;
    if (shapeOf(s) !== shape) {
      // A new board: wait until the board view has laid it out (it does so in its update).
      if (!boardReady(s)) return;
      build(s);
    }
    const playable = busy ? new Set() : playableHoles(s);
    const livePlayable = playableHoles(s);
    // a lesson's hole the rules allow is playable to a reader too (the lesson says why not that one)
    const allowed = s.allowed ? playableHoles({ legal: s.allowed }) : livePlayable;
    layRows(s); // `tell` may have laid another game's shape since the grid was built
    const places = byPlace();
    cells.forEach((cell, i) => {
      cell.setAttribute('aria-label', holeLabel(s, i, allowed, places));
      cell.setAttribute('aria-disabled', allowed.has(i) ? 'false' : 'true');
      cell.classList.toggle('is-playable', playable.has(i));
    });
    const storeKey = s.gameId === 'nsolo' ? 'player.captured' : 'player.store';
    storeCells.forEach((cell, p) => {
      cell.setAttribute('aria-label', `${t(`player.${p}`)}, ${t(storeKey, { n: s.stores[p] })}`); // not "Player 1: Store: 0", two colons (a keyboard tester's)
    });
    grid.setAttribute('aria-label', canvas.getAttribute('aria-label') || t(`game.${s.gameId}.name`));
    grid.setAttribute('aria-busy', busy ? 'true' : 'false');
    const focusInside = grid.contains(document.activeElement);
    if (!cells[current] || (!focusInside && !busy && !livePlayable.has(current))) {
      // the first playable hole; none (a forced pass, the computer's turn): the first of the side
      // to move, not the top row's first (the opponent's: a tester's Enter there was refused so)
      const first = rows.flat().find((i) => livePlayable.has(i)) ?? rows.flat().find((i) => s.owners?.[i] === s.toMove);
      setCurrent(first ?? rows[0]?.[0] ?? -1, false);
    }
    place();
  }

  let giving = false; // the focus given by setCurrent, which scrolls the board itself
  function setCurrent(hole, focus) {
    if (!cells[hole]) return;
    if (cells[current]) cells[current].tabIndex = -1;
    current = hole;
    cells[hole].tabIndex = 0;
    if (focus) {
      giving = true;
      cells[hole].focus({ preventScroll: true });
      giving = false;
      if (board.scrollToHole) board.scrollToHole(hole, { keep: true });
      // the whole board in view where it fits (a game opened on a landscape phone: not its last
      // row alone), in the middle of the window; then the hole, if still not
      const b = scroll.getBoundingClientRect();
      if (b.top < 0 || b.bottom > innerHeight) scroll.scrollIntoView?.({ block: 'center' });
      cells[hole].scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    }
  }

  function onKey(e) {
    const cell = e.target.closest ? e.target.closest('.mb-cell[data-hole]') : null;
    if (!cell) return;
    if (quiet) { // a key: the keyboard's ring
      quiet = false;
      ring(Number(cell.dataset.hole));
    }
    if (e.altKey || e.metaKey) return;
    const hole = Number(cell.dataset.hole);
    const at = where[hole];
    if (!at) return;
    let next = -1;
    switch (e.key) {
      case 'ArrowLeft': next = rows[at.row][Math.max(0, at.col - 1)]; break;
      case 'ArrowRight': next = rows[at.row][Math.min(rows[at.row].length - 1, at.col + 1)]; break;
      case 'ArrowUp': {
        const r = rows[Math.max(0, at.row - 1)];
        next = r[Math.min(r.length - 1, at.col)];
        break;
      }
      case 'ArrowDown': {
        const r = rows[Math.min(rows.length - 1, at.row + 1)];
        next = r[Math.min(r.length - 1, at.col)];
        break;
      }
      case 'Home': next = e.ctrlKey ? rows[0][0] : rows[at.row][0]; break;
      case 'End': {
        const r = e.ctrlKey ? rows[rows.length - 1] : rows[at.row];
        next = r[r.length - 1];
        break;
      }
      case 'Enter':
      case ' ':
        if (busyNow || board.animating) board.skip();
        else activate(hole);
        break;
      case 'Escape':
        if (!board.animating) return;
        board.skip();
        break;
      default:
        return;
    }
    e.preventDefault();
    if (next >= 0) setCurrent(next, true);
  }

  // A screen reader's "activate" (and a synthetic click) lands on the cell itself.
  function onClick(e) {
    const cell = e.target.closest ? e.target.closest('.mb-cell[data-hole]') : null;
    if (!cell) return;
    if (board.animating) board.skip();
    else activate(Number(cell.dataset.hole));
  }

  function onFocusIn(e) {
    const cell = e.target.closest ? e.target.closest('.mb-cell[data-hole]') : null;
    if (cell && Number(cell.dataset.hole) !== current) setCurrent(Number(cell.dataset.hole), false);
    // the focus ring is drawn on the canvas under the counts (web/js/render.js), not an outline
    // over them: only where the browser would show one (the keyboard's focus)
    const keys = !!cell && cell.matches(':focus-visible') && !quiet;
    ring(keys ? Number(cell.dataset.hole) : -1);
    // a hole reached by Tab on a board wider than its box (Nsolo 4×36): brought into view, for
    // its cell lies over the canvas and the browser scrolls no box for it (a loaded 4×36 game's
    // focus was off the screen until the first arrow): the visitor's hand on the board, the last
    // move no longer kept in view. Not for a click: the board stays put.
    if (keys && !giving && board.scrollToHole) board.scrollToHole(Number(cell.dataset.hole));
  }
  // On a screen that is only touched, the focus the page gives the board (a game starting, a
  // lesson's step) shows no ring until a key is pressed: a tester's phone showed the keyboard's
  // ring on the first hole at the visit's first game, like a selection (the browser rings a
  // focus given before any tap; web/js/start-view.js does the same for Play)
  const touchOnly = typeof matchMedia === 'function' && matchMedia('(hover: none) and (pointer: coarse)').matches;
  let quiet = false;
  const ring = (focus) => {
    root.dataset.focusRing = focus >= 0 ? String(focus) : '';
    if (board.setRings) board.setRings({ focus });
  };

  grid.addEventListener('keydown', onKey);
  grid.addEventListener('click', onClick);
  grid.addEventListener('focusin', onFocusIn);
  const onFocusOut = (e) => {
    if (grid.contains(e.relatedTarget)) return;
    quiet = false;
    ring(-1);
  };
  grid.addEventListener('focusout', onFocusOut);
  const ro = typeof ResizeObserver === 'function' ? new ResizeObserver(() => place()) : null;
  if (ro) { ro.observe(canvas); ro.observe(scroll); }

  // ---- the live region ---------------------------------------------------------------
  let unheard = ''; // words given to `say` that the live region has not shown yet
  let after = ''; // words to say after them, in the same breath (`follow`)
  function say(text) {
    clearTimeout(sayTimer);
    // Emptied first, so that the same words said twice are spoken twice ('': emptied only).
    live.textContent = '';
    text = plain(text || ''); // words of the page's too (a lesson's, the status line's)
    unheard = text;
    after = '';
    if (text) {
      sayTimer = setTimeout(() => {
        live.textContent = after ? `${text} ${after}` : text;
        unheard = after = '';
      }, 30);
    }
  }
  /**
   * Words to say after those the live region has not shown yet, with them (the status line's
   * new words, which would otherwise be spoken first: at the speed Instant a screen-reader
   * tester heard whose turn it was before the move); '' for none. True when they will be.
   */
  function follow(text) {
    if (!unheard) return false;
    after = plain(text || ''); // the status line's words (the page's)
    return !!text;
  }

  /** Marks a hole (a move of the move list has the focus or the pointer); -1: none. */
  let marked = -1;
  function mark(hole) {
    if (cells[marked]) cells[marked].classList.remove('is-marked');
    marked = cells[hole] ? hole : -1;
    if (marked >= 0) cells[marked].classList.add('is-marked');
    root.dataset.marked = marked >= 0 ? String(marked) : '';
    if (board.setRings) board.setRings({ marked });
    if (marked >= 0 && board.scrollToHole) board.scrollToHole(marked);
  }

  /** Marks the hole the hint suggests (`.is-hint`: a dashed ring and a "?"); -1: none. */
  function markHint(hole) {
    if (cells[hinted]) cells[hinted].classList.remove('is-hint');
    const was = hinted;
    hinted = cells[hole] ? hole : -1;
    if (hinted >= 0) cells[hinted].classList.add('is-hint');
    // a board wider than the screen: a new hint's hole brought into view (a tester's on 4×36)
    if (hinted >= 0 && hinted !== was && board.scrollToHole) board.scrollToHole(hinted);
    if (board.setRings) board.setRings({ hint: hinted });
    if (snap) update(snap, busyNow);
  }

  /**
   * The holes a lesson marks (`.is-lesson`: a double ring; "marked" in their names); [] for
   * none; of them, `play`: those to try (an arrow, not a dot). Kept when the grid is built again.
   */
  function markLesson(holes, play = []) {
    lessonMarks = Array.isArray(holes) ? holes.filter((i) => Number.isInteger(i)) : [];
    const toPlay = lessonMarks.filter((i) => Array.isArray(play) && play.includes(i));
    cells.forEach((cell, i) => cell.classList.toggle('is-lesson', lessonMarks.includes(i)));
    root.dataset.lessonMarks = lessonMarks.join(' ');
    root.dataset.lessonPlay = toPlay.join(' ');
    if (board.setRings) board.setRings({ lesson: lessonMarks, play: toPlay });
    if (lessonMarks.length && board.scrollToHole) board.scrollToHole(toPlay[0] ?? lessonMarks[0]); // a board wider than the screen: the hole in view
    if (snap) update(snap, busyNow);
  }

  /**
   * Where hole `i` lies, for a person who sees the board without its numbers: its place in
   * its row, counted from the nearer end, and the row from the top or the bottom ("3 from the
   * left in the bottom row"), from the grid's rows (the board's own layout: no rule). The
   * hole's number when the grid has no place for it.
   */
  function whereIs(i) {
    const at = where[i];
    if (!at) return i;
    const len = rows[at.row].length;
    const last = rows.length - 1;
    const row = at.row === 0 ? 'top' : at.row === last ? 'bottom' : at.row === 1 ? 'upper' : 'lower';
    const left = at.col < len / 2;
    return t(left ? 'say.fromLeft' : 'say.fromRight', { n: left ? at.col + 1 : len - at.col, row: t(`say.row.${row}`) });
  }

  /**
   * A move in words: `events`, its account; `snap`, the state after it. `byPlace`: holes
   * named by where they lie (`whereIs`), not by number.
   */
  function tell({ by, events, snap: after }, { byPlace = false, end = true } = {}) {
    if (byPlace) layRows(after);
    return describeMove(events, { by, stores: after.stores, nsolo: after.gameId === 'nsolo', leaveOne: after.gameId === 'adji-boto', t, has, hole: byPlace ? whereIs : undefined, end });
  }

  /**
   * Says a move in the live region, its holes by number (the number every cell's name
   * carries, so a reader finds the hole on the grid), after `move.lead` (words not yet heard).
   * Returns the move's words.
   */
  function moved(move) {
    const text = tell(move);
    say([move.lead, move.redo && t('say.redo'), text].filter(Boolean).join(' '));
    return text;
  }

  /** Gives the board's current hole, or hole `hole`, the focus (on a touch screen, no ring). */
  function focus(hole = current) {
    quiet = touchOnly && !(grid.contains(grid.getRootNode().activeElement) && root.dataset.focusRing);
    setCurrent(hole, true);
  }

  return {
    update,
    moved,
    tell,
    whereIs,
    mark,
    markHint,
    markLesson,
    undone: (n = 1) => say(t('say.undo', { n })),
    focus,
    /**
     * Gives the focus to a hole on player `p`'s side: the first they may play, else their first
     * (Pass pressed: the focus fell on the opponent's top-left hole, where the next forced pass's
     * Enter was refused as the opponent's hole, a keyboard tester's).
     */
    focusSide: (p) => {
      const own = rows.flat().filter((i) => snap?.owners?.[i] === p);
      const playable = snap ? playableHoles(snap) : new Set();
      const hole = own.find((i) => playable.has(i)) ?? own[0];
      if (hole !== undefined) focus(hole);
    },
    say,
    follow,
    /** The words last given to `say` while the live region has not shown them yet ('' once it has). */
    unheard: () => unheard,
    relabel: () => { if (snap) update(snap, busyNow); },
    get current() { return current; },
    destroy() {
      clearTimeout(sayTimer);
      if (ro) ro.disconnect();
      grid.remove();
      live.remove();
      help.remove();
    },
  };
}
