// The game review (issue 12), loaded only when it is opened (app.js: a dynamic import), so the
// first visit does not carry it. A policy and a view:
//  - `createReviewRun` (no DOM): the engine's worker (web/engine-client.js, an engine of its
//    own, so the computer opponent is untouched) analyses every position of a record, first
//    to last, one request a position (`review`: docs/wasm-api.md, the search `mancala analyse
//    --game` runs natively); answers are kept in memory per position (`cache`), so a review
//    stopped, or of a game that went on, asks only for what it lacks, and in local storage
//    (web/js/review-store.js: bounded, versioned), for another visit;
//  - `summarise` (no DOM): per player, the moves, mistakes (a move losing MISTAKE_SEEDS or
//    more against the engine's best) and the average loss;
//  - `createReview`: the panel: progress and Stop, the graph of the evaluation (SVG, player 1's
//    view, proven results drawn at the edge as such, mistakes marked, clickable), the
//    per-player summary, the better move for the position shown (marked on the board by the
//    app), a table of every position for screen readers, and a field to paste a record.
// It knows no rule: the record's moves and movers, the evaluations and the best moves come
// from the rules module and the engine.

import { h } from './dom.js';
import { linkParts } from './link.js';
import { createEngine } from '../engine-client.js';
import { createStore } from './review-store.js';
import { moveHole } from './state.js';

/**
 * A sentence's nodes, its "(‹)" (the list's button that steps back, named for the eye) hidden
 * from screen readers, which read the sign aloud (an earlier note's).
 */
const spoken = (text) => text.split('(‹)').flatMap((part, i) => (i ? [h('span', { 'aria-hidden': 'true' }, '(‹)'), part] : [part]));

/** A move losing this many seeds or more (against the engine's best) is a mistake. */
export const MISTAKE_SEEDS = 3;
/** A proven win counts as this many seeds (as in the engine's review: REVIEW_WIN_SEEDS). */
export const WIN_SEEDS = 100;

/** Answers of the engine by position (`<positions> <record up to it> <move played>`), for the page's life. */
const cache = new Map();
/** Known answers (memory, storage) shown in one task at most. */
const KNOWN_IN_A_TASK = 40;
/** New answers are written to the local-storage store (when there is one) this often, and when a run ends. */
const STORE_EVERY = 25;
/** The local-storage stores, by key (one a key for the page, shared by its reviews). */
const stores = new Map();

/**
 * Whether a stored answer `r` can be the engine's for the position `prefix` reaches: its best
 * move one the rules allow there (none once the game is over), its `choices` their number.
 * The rules module says which moves those are (`Game`, web/pkg); it knows no search.
 */
export function fitsPosition(Game, prefix, r) {
  let g = null;
  try {
    g = Game.load(prefix);
    const legal = g.result() ? [] : Array.from(g.legalMoves());
    if (r.best === null ? legal.length > 0 : !legal.includes(r.best)) return false;
    return r.choices === undefined || r.choices === legal.length;
  } catch {
    return false;
  } finally {
    g?.free();
  }
}

/** The paste field's example, a short record of each game (docs/notation.md). */
const PASTE_EXAMPLES = { 'adji-boto': 'adji-boto_m7.0.9', ayoayo: 'ayoayo_m5.11.3', nsolo: 'nsolo_m7.17.13' }; // (short: a longer one was cut in the field)

/** A record's start (its config or position) and its moves; null when it has no `_m` part. */
export function recordParts(record) {
  const s = String(record);
  const at = s.lastIndexOf('_m');
  if (at <= 0) return { start: s, moves: [] };
  const list = s.slice(at + 2);
  return { start: s.slice(0, at), moves: list ? list.split('.') : [] };
}

/** An answer as seeds from player 1's view (player 0), a proven result as ±WIN_SEEDS. */
export function valueOf(r) {
  if (!r) return null;
  if (typeof r.eval === 'number') return r.eval;
  if (r.win_for === 0) return WIN_SEEDS;
  if (r.win_for === 1) return -WIN_SEEDS;
  return 0;
}

/**
 * Analyses every position of `record` (`over`: its game has ended, so its last position needs
 * no search: the budget is shared over the others, as `mancala analyse --game` does).
 * `onResult(ply, answer)` for each, in order; `onEnd()` when all are in; `onError(e)`.
 * `cachedOnly`: only what is known already (a review shown again, stopped): at the first
 * position not known, `onMissing()` and the run ends. `store`: answers kept in local storage
 * (web/js/review-store.js), read when the memory has none, written every STORE_EVERY new
 * answers and when the run ends or stops; `fits(prefix, answer)`: whether a stored answer can
 * be one for the position `prefix` reaches (else it is asked for again). Returns {results,
 * stop(), done}.
 */
export function createReviewRun({ engine, record, over = false, cachedOnly = false, store = null, fits = () => true, onResult = () => {}, onEnd = () => {}, onError = () => {}, onMissing = () => {} }) {
  const { start, moves } = recordParts(record);
  const positions = over ? moves.length : moves.length + 1;
  const results = new Array(moves.length + 1).fill(null);
  let stopped = false;
  let fresh = 0; // answers not yet written to the store
  let inTask = 0; // answers shown in this task
  const flush = () => {
    if (store && fresh) store.flush();
    fresh = 0;
  };
  async function run() {
    for (let k = 0; k <= moves.length; k++) {
      if (stopped) return false;
      const prefix = `${start}_m${moves.slice(0, k).join('.')}`;
      const played = k < moves.length ? moves[k] : null;
      const key = `${positions} ${prefix} ${played}`;
      let r = cache.get(key);
      if (!r && store) {
        r = store.get(key); // a review of another visit (web/js/review-store.js)
        if (r && !fits(prefix, r)) r = null; // not an answer for that position: asked again (a tester's edited store named "hole 99")
        if (r) cache.set(key, r);
      }
      if (!r && cachedOnly) {
        onMissing();
        return false;
      }
      if (!r) {
        inTask = 0;
        try {
          r = await engine.review(prefix, played, positions);
        } catch (e) {
          flush();
          if (!stopped && !(e && e.name === 'AbortError')) onError(e);
          return false;
        }
        cache.set(key, r);
        if (store) {
          store.put(key, r);
          if (++fresh >= STORE_EVERY) flush();
        }
      }
      if (stopped) return false;
      results[k] = r;
      onResult(k, r);
      // known answers come without waiting: a task of its own every KNOWN_IN_A_TASK of them,
      // so a long game's review from the caches does not hold the main thread
      if (++inTask >= KNOWN_IN_A_TASK) {
        inTask = 0;
        await new Promise((next) => { setTimeout(next, 0); });
      }
    }
    flush();
    onEnd();
    return true;
  }
  // in a task's microtask, not at once: the caller has its handle before the first answer
  // (a known one comes without waiting)
  const done = Promise.resolve().then(run);
  return {
    results,
    moves,
    stop() {
      stopped = true;
      flush();
    },
    done,
  };
}

/**
 * A mistake that changed a proven result, by the search of the position it was played in
 * (`r`, `mover` its player): 'win' (the position was a proven win for the mover and the move
 * played is not: a draw or worse by its score), 'missed' (the move played is not proven to win
 * but its mover is still ahead by the evaluation: the forced win missed, not the game given
 * away; a tester read "gave away a won game" at 19 seeds ahead, and the mover won), 'loss' (the
 * move played is a proven loss, the position was not), or null (also where the position's
 * result is `deduced`, not proven by its own search). Its loss in seeds (a proven result
 * counts as WIN_SEEDS) says nothing of the seeds at stake.
 */
export function swing(r, mover) {
  if (!r || typeof r.loss !== 'number' || r.loss < MISTAKE_SEEDS) return null;
  if (typeof r.eval !== 'number') return r.win_for !== mover || r.deduced ? null : WIN_SEEDS - r.loss > 0 ? 'missed' : 'win';
  const played = (mover === 0 ? r.eval : -r.eval) - r.loss; // the move played, in the mover's seeds
  return Math.abs(played + WIN_SEEDS) < 0.01 ? 'loss' : null;
}

/**
 * Whether the move played in the position of answer `r` (by `mover`) kept or won a proven win:
 * the answer after it, `next`, proves a win for its mover. Such a move lost nothing, though the
 * search of the position before may not have proven its win within its budget and scored it
 * below the best (a tester saw "gave away a won game", then "Player 2 wins" one row on).
 */
export function keptWin(r, next, mover) {
  return !!(r && next && typeof r.loss === 'number' && r.loss > 0 && next.win_for === mover && typeof next.eval !== 'number');
}

/**
 * Whether the position after answer `r`'s move is the proven result its search gave that move
 * (`next_win_for`): the review shows it so where that position's own search did not reach
 * the proof (`deduced`; an Adji-Boto table said "Player 2 wins" and −66 by turns). The move
 * played there is judged by that search's seeds, as before: its result is not proven by it.
 */
export function provenNext(r) {
  return !!r && (r.next_win_for === 0 || r.next_win_for === 1) && typeof r.next_win_in === 'number';
}

/**
 * Per player (0, 1): {moves, mistakes, loss} of the answers so far: `moves` those its mover
 * chose among two or more (a forced move, `choices` 1, is not judged: a tester counted three
 * forced passes among "moves: 28"), `loss` the seeds lost a move on average, over the moves
 * that did not change a proven result (those are mistakes, counted, but their seeds are not
 * known).
 */
export function summarise(results, movers) {
  const out = [0, 1].map(() => ({ moves: 0, mistakes: 0, lost: 0, counted: 0 }));
  results.forEach((r, k) => {
    if (!r || typeof r.loss !== 'number' || k >= movers.length || r.choices === 1) return;
    const p = out[movers[k]];
    if (!p) return;
    p.moves += 1;
    if (r.loss >= MISTAKE_SEEDS) p.mistakes += 1;
    if (swing(r, movers[k])) return;
    p.counted += 1;
    p.lost += r.loss;
  });
  return out.map((p) => ({ moves: p.moves, mistakes: p.mistakes, loss: p.counted ? p.lost / p.counted : 0 }));
}

const SVG = 'http://www.w3.org/2000/svg';
const svg = (tag, attrs = {}) => {
  const el = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  return el;
};
/**
 * Seeds with one decimal in the page's language (`lang`: "0,7" in Italian, Dutch and Russian),
 * with `sign` a "+" before a gain (an evaluation); a value that rounds to zero has none. `trim`:
 * no ".0" (a sentence's "lost 14 seeds"; "lost 4.5 seeds" as the table says).
 */
export function formatSeeds(x, lang = 'en', { sign = false, trim = false } = {}) {
  const opts = { minimumFractionDigits: trim ? 0 : 1, maximumFractionDigits: 1, ...(sign ? { signDisplay: 'exceptZero' } : {}) };
  let f;
  try {
    f = new Intl.NumberFormat(lang, opts);
  } catch {
    f = new Intl.NumberFormat('en', opts); // a language tag Intl does not know
  }
  const text = f.format(x);
  return sign ? text : text.replace(/^[-\u2212](0[.,]0)$/, '$1'); // never "-0.0"
}

/**
 * The review panel. `ctl`: the controller (the live game, `goTo`, `state.look`); `Game`: the
 * rules module's class (to read a pasted record); `t`; `goTo(ply, el)`: show a position (the
 * app's navigation; `el`, what was clicked, stays under the pointer); `lang`: the page's language (numbers: `formatSeeds`); `errorText(e)`: a
 * record that cannot be read, why, in that language (i18n.js); `flagMoves(plies)`: mark mistakes in the move list; `remark()`: the
 * board's marks are to be drawn again (the better move: `better()`); `load(record, {asked})`: play a
 * pasted record (`asked`: the visitor agreed to its taking the place of the game and the save); `storeKey`: where answers are kept in local storage (null: in memory only);
 * `relink()`: the record reviewed changed (the link's `&review`: web/js/link.js); `close()`: its
 * Close button was pressed (the analysis stopped: the app puts the panel away).
 * Returns {element, start(as), stop(), state, record, better(), renderWords(), note() (the sentence's nodes), destroy()}.
 */
export function createReview({ ctl, Game, t, goTo, lang = 'en', errorText = (e) => e.message || String(e), flagMoves = () => {}, remark = () => {}, load, makeEngine = createEngine, storeKey = null, relink = () => {}, placeOf = () => null, close = () => {} }) {
  if (storeKey && !stores.has(storeKey)) stores.set(storeKey, createStore({ key: storeKey }));
  const store = storeKey ? stores.get(storeKey) : null;
  // the answers not yet written go to local storage when the page goes away (a reload while
  // the review runs opens it again from them: web/js/app.js)
  const onHide = () => store?.flush();
  globalThis.window?.addEventListener('pagehide', onHide);
  let engine = null;
  let destroyed = false;
  let run = null;
  let record = null; // the record reviewed
  let putAway = false; // stopped because the game left the record reviewed: goes on when back
  let movers = [];
  const seeds = (x, o) => formatSeeds(x, lang, o); // numbers in the page's language
  const heading = h('h3', { id: `mb-review-${Math.random().toString(36).slice(2, 8)}`, tabindex: '-1' }, t('review.heading'));
  const startBtn = h('button.mb-btn.mb-primary.mb-review-start', { type: 'button' }, t('review.start'));
  const stopBtn = h('button.mb-btn.mb-review-stop', { type: 'button', hidden: true }, t('review.stop'));
  const bar = h('progress.mb-review-progress', { max: '1', value: '0', 'aria-labelledby': heading.id }); // named by the panel's heading
  const progressText = h('span.mb-review-progress-text');
  // said once the review ends, stops or fails, not at each position (a tester heard 714 of them)
  const progressSay = h('span.mb-sr-only', { role: 'status' });
  const closeBtn = h('button.mb-btn.mb-review-close', { type: 'button' }, t('review.close'));
  const controls = h('p.mb-review-controls', {}, startBtn, ' ', stopBtn, ' ', bar, ' ', progressText, progressSay, closeBtn);
  const graph = svg('svg', { class: 'mb-review-graph', viewBox: '0 0 1000 200', preserveAspectRatio: 'none', role: 'img', 'aria-label': t('review.graphLabel') });
  // the scale, in seeds from Player 1's view, beside the graph: its largest evaluation above
  // and below the dashed line (a tester could not tell how large a swing was); the table says
  // the same, so hidden from screen readers
  const scaleTop = h('span.mb-rg-top');
  const scaleBottom = h('span.mb-rg-bottom');
  const scale = h('div.mb-rg-scale', { 'aria-hidden': 'true' }, scaleTop, h('span.mb-rg-mid', {}, '0'), scaleBottom);
  const graphBox = h('div.mb-review-graph-box', {}, scale, graph);
  // The graph's key: a sample of each mark (drawn by CSS in the graph's colours) and its words.
  const legend = h('ul.mb-review-legend', {},
    ...[['line', 'review.legendLine'], ['mistake', 'review.legendMistake'], ['shown', 'review.legendShown'], ['proven', 'review.legendProven']].map(([kind, key]) =>
      h('li', {}, h(`span.mb-rl-sample.mb-rl-${kind}`, { 'aria-hidden': 'true' }), ' ', t(key))));
  const summary = h('ul.mb-review-summary');
  const betterText = h('p.mb-review-better', { 'aria-live': 'polite' });
  const tbody = h('tbody');
  // The caption's words are shown above the table's scroller (a caption is as wide as its
  // table, so a table wider than the side column would cut it); the caption itself is for
  // readers, who hear it with the table.
  const caption = h('caption.mb-sr-only', {}, t('review.tableCaption'));
  const captionText = h('p.mb-review-caption', { 'aria-hidden': 'true' }, t('review.tableCaption'));
  const lossHead = h('th', { scope: 'col' }, t('review.colLoss'));
  const table = h('table.mb-review-table', {}, caption,
    h('thead', {}, h('tr', {},
      ...['review.colMove', 'review.colPlayed', 'review.colEval'].map((k) => h('th', { scope: 'col' }, t(k))),
      lossHead, h('th', { scope: 'col' }, t('review.colBest')))),
    tbody);
  // The table fits the side column where it can (CSS); where it cannot (a narrow column, long
  // words, large text) it scrolls sideways in a box reachable by keyboard (Tab, then arrows).
  const tableScroll = h('div.mb-review-scroll', { tabindex: '0', role: 'region', 'aria-label': t('review.tableSummary') }, table);
  // why a move's loss and the change of evaluation across it can differ (a tester compared them)
  const lossNote = h('p.mb-review-caption.mb-review-loss-note', {}, t('review.lossNote'));
  const tableBox = h('details.mb-review-details', {}, h('summary', {}, t('review.tableSummary')), captionText, tableScroll, lossNote);
  const pasteId = `${heading.id}-paste`;
  const pasteField = h('input.mb-review-paste', { id: pasteId, type: 'text', spellcheck: 'false', autocomplete: 'off', placeholder: PASTE_EXAMPLES.ayoayo });
  const pasteBtn = h('button.mb-btn.mb-review-paste-go', { type: 'button' }, t('review.pasteGo'));
  const pasteError = h('p.mb-review-paste-error', { role: 'alert', hidden: true });
  const pasteRow = h('p.mb-review-paste-row', {}, h('label', { for: pasteId }, t('review.paste')), ' ', pasteField, ' ', pasteBtn);
  // A pasted record takes the place of the game on the board and of the saved game: asked
  // first, like playing from an earlier position ("Keep my game" has the focus; Escape is no).
  const replaceText = h('p.mb-replace-text', { id: `${heading.id}-why` });
  const replaceYes = h('button.mb-btn.mb-primary.mb-replace-yes', { type: 'button' }, t('review.replaceYes'));
  const replaceNo = h('button.mb-btn.mb-replace-no', { type: 'button' }, t('review.replaceNo'));
  const replaceDialog = h('dialog.mb-replace-dialog', { 'aria-labelledby': `${heading.id}-replace`, 'aria-describedby': replaceText.id },
    h('h2', { id: `${heading.id}-replace` }, t('review.replaceHeading')), replaceText,
    h('p.mb-resign-actions', {}, replaceYes, ' ', replaceNo));
  const element = h('section.mb-review', { 'aria-labelledby': heading.id },
    heading, controls, graphBox, legend, summary, betterText, tableBox, pasteRow, pasteError, replaceDialog);
  let answer = null; // the open question's resolve
  const reply = (yes) => {
    const done = answer;
    answer = null;
    if (replaceDialog.open) replaceDialog.close();
    if (done) done(yes);
  };
  replaceYes.addEventListener('click', () => reply(true));
  replaceNo.addEventListener('click', () => reply(false));
  // Escape closes it at once but says so later (a task): a paste meanwhile settles the old
  // question itself, and that late word does not close the new one.
  replaceDialog.addEventListener('close', () => replaceDialog.open || reply(false));

  startBtn.addEventListener('click', () => start());
  stopBtn.addEventListener('click', () => stop());
  closeBtn.addEventListener('click', () => { stop(); close(); });
  pasteBtn.addEventListener('click', () => paste());
  pasteField.addEventListener('keydown', (e) => {
    if (e.key === 'Enter') { e.preventDefault(); paste(); }
  });
  graph.addEventListener('click', (e) => {
    if (!run) return;
    const box = graph.getBoundingClientRect();
    const n = run.moves.length;
    if (!box.width || n === 0) return;
    goTo(Math.max(0, Math.min(n, Math.round(((e.clientX - box.left) / box.width) * n))), graph);
  });
  tbody.addEventListener('click', (e) => {
    const b = e.target.closest ? e.target.closest('button[data-ply]') : null;
    if (b) goTo(Number(b.dataset.ply), b);
  });

  const live = () => ctl.state.game;
  // Nsolo counts stones, the other games seeds: the words that name them have a Stones twin.
  const counted = (key, params) => t(record && record.split(/[._]/)[0] === 'nsolo' ? `${key}Stones` : key, params);
  const shownPly = () => (ctl.state.look ? ctl.state.look.ply : (live() ? live().ply : 0));

  /**
   * Reviews the live game (again: what is known is reused). `as`: the state of a review shown
   * again (a language switch re-mounts the app): 'running' goes on; any other shows only what
   * the memory cache knows, and stays stopped at the first position it lacks.
   */
  function start(as = 'running') {
    const g = live();
    if (!g) return;
    putAway = false;
    const had = holdsFocus();
    stop();
    record = g.record;
    movers = g.movers.slice();
    // a record of the game reviewed (a tester saw Ayoayo's in the Adji-Boto and Nsolo reviews)
    pasteField.placeholder = PASTE_EXAMPLES[record.split(/[._]/)[0]] || PASTE_EXAMPLES.ayoayo;
    caption.textContent = counted('review.tableCaption');
    captionText.textContent = caption.textContent;
    lossHead.textContent = counted('review.colLoss');
    tbody.replaceChildren();
    rows.length = 0;
    shownRow = -1;
    element.dataset.state = 'running';
    progressSay.textContent = '';
    startBtn.hidden = true;
    stopBtn.hidden = false;
    keepFocus(had);
    // the engine's worker starts when a position is not known yet
    const ask = { review: (...args) => (engine ??= makeEngine()).review(...args) };
    run = createReviewRun({
      engine: ask, record, over: !!g.result, cachedOnly: as !== 'running', store, fits: (prefix, r) => fitsPosition(Game, prefix, r),
      onMissing: () => finish('stopped'),
      onResult: (k) => {
        const before = k > 0 ? run.results[k - 1] : null;
        if (before && typeof run.results[k].eval === 'number' && provenNext(before)) {
          run.results[k] = { ...run.results[k], eval: null, win_for: before.next_win_for, win_in: before.next_win_in, deduced: true };
        }
        if (k > 0 && keptWin(run.results[k - 1], run.results[k], movers[k - 1])) {
          run.results[k - 1] = { ...run.results[k - 1], loss: 0 };
          addRow(k - 1);
        }
        addRow(k);
        scheduleDraw();
      },
      onEnd: () => finish('done'),
      onError: (e) => { progressText.textContent = t('review.failed', { error: e && e.message ? e.message : String(e) }); finish('failed'); },
    });
    draw();
    relink();
  }

  /**
   * Analyse, Stop and Go on take each other's place: the focus on the one hidden goes to the
   * one shown (or the heading), not out of the panel (a tester's keyboard found itself on the
   * end panel's Play again, or on the board). `holdsFocus()` is read before they change.
   */
  const holdsFocus = () => [startBtn, stopBtn].includes(element.getRootNode().activeElement);
  function keepFocus(had) {
    const to = !stopBtn.hidden ? stopBtn : !startBtn.hidden ? startBtn : heading;
    if (had && element.getRootNode().activeElement !== to) to.focus({ preventScroll: true });
  }

  function finish(state) {
    const had = holdsFocus();
    element.dataset.state = state;
    // done: nothing to go on with (a review again gave the same at once: a tester saw nothing
    // happen); it is of the game on the board, whose changes put it away (web/js/app.js)
    startBtn.hidden = state === 'done';
    stopBtn.hidden = true;
    // "Go on" once something is analysed; before (a link opened where nothing is known), "Analyse"
    startBtn.textContent = t(run && run.results.some(Boolean) ? 'review.resume' : 'review.start');
    keepFocus(had);
    draw();
    progressSay.textContent = progressText.textContent;
    sayOnce();
  }

  /** The words said (progressSay) are not read again from the screen's copy (a tester found "Review complete." twice in the panel's text). */
  function sayOnce() {
    if (progressSay.textContent && progressSay.textContent === progressText.textContent) progressText.setAttribute('aria-hidden', 'true');
    else progressText.removeAttribute('aria-hidden');
  }

  /** Stops the analysis (the worker stops at once; what is in stays). */
  function stop() {
    if (!run) return;
    const was = element.dataset.state === 'running';
    run.stop();
    if (engine && engine.busy) engine.cancel();
    if (was) finish('stopped');
  }

  const rows = [];
  /**
   * A move in the table: a sowing by its hole's number; a removal, a pass or a resignation
   * shown as the record writes it ("x30": the move list's words made the Russian and Dutch
   * Nsolo tables wider than a tablet's side column) and said in the move list's words ("removes
   * from hole 30": a keyboard tester heard "x30").
   */
  const tableMove = (m) => {
    const words = /^x\d+$/.test(m) ? `${t('moves.remove')} ${m.slice(1)}` : m === 'pass' || m === 'resign' ? t(`moves.${m}`) : null;
    return words ? [h('span', { 'aria-hidden': 'true' }, m), h('span.mb-sr-only', {}, words)] : [m];
  };

  function addRow(k) {
    const r = run.results[k];
    const moves = run.moves;
    const played = moves[k];
    const v = valueOf(r);
    const proven = r.win_in !== null && r.win_in !== undefined;
    const evalText = proven
      ? (r.win_for === null ? t('review.drawn') : t('review.wins', { player: t(`player.${r.win_for}`) }))
      : seeds(v, { sign: true });
    const mistake = typeof r.loss === 'number' && r.loss >= MISTAKE_SEEDS;
    const kind = swing(r, movers[k]);
    const tr = h('tr', mistake ? { class: 'is-mistake' } : {},
      h('th', { scope: 'row' }, h('button.mb-review-go', { type: 'button', dataset: { ply: String(k) } },
        k === 0 ? t('review.startPos') : t('review.afterMove', { n: k }))),
      // (tableMove: a removal said in the move list's words)
      // with its number, as the move list and the sentences give it: the row of the position
      // after move 9 holds move 10 (helper-139 read "after move 9" as that move's row)
      h('td', {}, played ? [`${k + 1}. ${t(`player.${movers[k]}`)}: `, ...tableMove(played)] : '—'),
      h('td', {}, evalText),
      // a mistake: a "?" as in the move list, and the word for readers (the word in brackets
      // made the column the table's widest in English)
      // a mistake that changed a proven result: what it did (its seeds are not known)
      h('td', {}, typeof r.loss === 'number' ? (kind ? lostWords(kind) : seeds(r.loss)) : '—',
        ...(mistake ? [h('span.mb-review-flag', { 'aria-hidden': 'true' }, ' ?'), h('span.mb-sr-only', {}, ` (${t('review.mistake')})`)] : [])),
      // a better move only where the move played lost something the table shows (not "0.0")
      h('td', {}, r.best && played && r.best !== played && typeof r.loss === 'number' && r.loss >= 0.05 ? tableMove(r.best) : '—'));
    if (rows[k]) rows[k].replaceWith(tr); // the row again: its move's loss settled by the next answer
    else tbody.append(tr);
    rows[k] = tr;
  }

  // Drawn at most every DRAW_MS while answers come in (each draw is a little DOM work: the
  // main thread keeps its frames for the board and the person's input).
  const DRAW_MS = 250;
  let drawPending = 0;
  let drawnAt = 0;
  function scheduleDraw() {
    if (drawPending) return;
    const wait = Math.max(0, drawnAt + DRAW_MS - performance.now());
    drawPending = setTimeout(() => { drawPending = 0; drawnAt = performance.now(); draw(); }, wait);
  }

  /** The graph, the progress, the summary, the flags and the better move, from the answers in. */
  function draw() {
    if (!run) return;
    const { results, moves } = run;
    const n = moves.length;
    const done = results.filter(Boolean).length;
    bar.max = n + 1;
    bar.value = done;
    if (element.dataset.state === 'running' || element.dataset.state === 'stopped') {
      progressText.textContent = t('review.progress', { done, total: n + 1 });
    } else if (element.dataset.state === 'done') progressText.textContent = n ? t('review.done') : t('moves.empty'); // a game without moves: nothing reviewed
    sayOnce();
    element.dataset.done = String(done);
    // a game without moves: its words, Close and the paste field (a tester saw an empty graph,
    // its key, a full bar and "no move judged yet" twice)
    for (const el of [bar, graphBox, legend, summary, tableBox]) el.hidden = !n;
    // the scale: the largest evaluation not proven (4 seeds at least), 16 units inside the edges;
    // a proven result at the edge, beyond them all (Adji-Boto's evaluations of −32 to −69, cut
    // to the edge at 30 seeds, looked proven there)
    let cap = 4;
    for (const r of results) if (r && typeof r.eval === 'number') cap = Math.max(cap, Math.abs(r.eval));
    scaleTop.textContent = seeds(cap, { sign: true, trim: true });
    scaleBottom.textContent = seeds(-cap, { sign: true, trim: true });
    const W = 1000;
    const H = 200;
    const x = (k) => (n ? (k / n) * W : 0);
    const y = (r) => (typeof r.eval !== 'number' && r.win_for !== null ? (r.win_for === 0 ? 3 : H - 3)
      : H / 2 - (Math.max(-cap, Math.min(cap, valueOf(r))) / cap) * (H / 2 - 16));
    const parts = [svg('rect', { class: 'mb-rg-bg', x: 0, y: 0, width: W, height: H }),
      svg('line', { class: 'mb-rg-zero', x1: 0, x2: W, y1: H / 2, y2: H / 2 })];
    const mistakes = new Set();
    let path = '';
    results.forEach((r, k) => {
      if (!r) return;
      path += `${path ? 'L' : 'M'}${x(k).toFixed(1)},${y(r).toFixed(1)}`;
      if (r.win_in !== null && r.win_in !== undefined && r.win_for !== null) {
        // a proven result: a band along the edge of the winner's side
        parts.push(svg('rect', { class: `mb-rg-proven mb-rg-proven-${r.win_for}`, x: Math.max(0, x(k) - W / (2 * Math.max(1, n))), width: Math.max(2, W / Math.max(1, n)), y: r.win_for === 0 ? 0 : H - 6, height: 6 }));
      }
      if (typeof r.loss === 'number' && r.loss >= MISTAKE_SEEDS) {
        mistakes.add(k + 1);
        parts.push(svg('line', { class: 'mb-rg-mistake', x1: x(k + 0.5), x2: x(k + 0.5), y1: 0, y2: H }));
      }
    });
    const area = svg('path', { class: 'mb-rg-line', d: path });
    const at = shownPly();
    parts.push(area, svg('line', { class: 'mb-rg-shown', x1: x(at), x2: x(at), y1: 0, y2: H }));
    graph.replaceChildren(...parts);
    graph.dataset.points = String(done);
    const flagged = [...mistakes].join(' ');
    if (graph.dataset.mistakes !== flagged) {
      graph.dataset.mistakes = flagged;
      flagMoves(mistakes);
    }
    const sums = summarise(results, movers);
    // no figures for a player none of whose moves is judged yet (a review link opened in
    // another browser waits for "Go on": "moves 0, mistakes 0" would be untrue)
    const texts = sums.map((s, p) => (s.moves
      ? counted('review.summary', { player: t(`player.${p}`), moves: s.moves, mistakes: s.mistakes, loss: seeds(s.loss) })
      : t('review.summaryNone', { player: t(`player.${p}`) })));
    if (summary.children.length !== 2) summary.replaceChildren(...texts.map((_, p) => h('li', { dataset: { player: String(p) } })));
    texts.forEach((text, p) => { if (summary.children[p].textContent !== text) summary.children[p].textContent = text; });
    if (shownRow !== at) {
      rows[shownRow]?.classList.remove('is-shown');
      rows[at]?.classList.add('is-shown');
      shownRow = at;
    }
    showBetter();
  }
  let shownRow = -1;

  /** The better move for the position shown, when the move played there was a mistake: {ply, best, played, what}. */
  function betterHere() {
    if (!run || !live() || live().record !== record) return null;
    const k = shownPly();
    const r = run.results[k];
    if (!r || typeof r.loss !== 'number' || r.loss < MISTAKE_SEEDS || !r.best) return null;
    return { ply: k, best: r.best, played: run.moves[k], what: lost(r, k) };
  }

  /** What the mistake played at `k` did, in words: the seeds it lost, or the result it changed. */
  function lost(r, k) {
    const kind = swing(r, movers[k]);
    return kind ? lostWords(kind) : counted('review.lost', { loss: seeds(r.loss, { trim: true }) });
  }
  function lostWords(kind) {
    return t({ win: 'review.gaveWin', missed: 'review.missedWin' }[kind] || 'review.intoLoss');
  }

  /** The mistake the position shown has just followed (the move before it): {ply, what}. */
  function mistakeBefore() {
    if (!run || !live() || live().record !== record) return null;
    const k = shownPly() - 1;
    const r = k >= 0 ? run.results[k] : null;
    return r && typeof r.loss === 'number' && r.loss >= MISTAKE_SEEDS && r.best ? { ply: k, what: lost(r, k) } : null;
  }

  function showBetter() {
    const b = betterHere();
    // the holes named as the hints name them: by place when the board hides its numbers
    // (`placeOf(hole)`, null while the numbers show; a pass has no place)
    // by place, or by number while the numbers show: "hole 0", "from hole 3" (a tester read
    // "Move 3 (Player 1: 0) …; the better move 3" as two move numbers)
    const hole = (m) => { const i = moveHole(m); return i < 0 ? null : placeOf(i) ?? String(i); };
    const at = b && hole(b.played) !== null && hole(b.best) !== null;
    // an Nsolo bonus removal is told as one (a tester read "the better move, from hole 3" on the
    // opponent's side as a sowing from there)
    const key = !at ? 'review.better' : /^x/.test(b.played) ? 'review.betterRemove' : 'review.betterPlace';
    // Right after a mistake (a mistake in the move list chosen: the position after it), the
    // better move is one move back: said so, for the board shows the position after it. That
    // comes first when the next move is a mistake too (a tester chose move 1, marked "?", and
    // read only about move 2).
    const a = mistakeBefore();
    const text = [
      a ? t('review.betterBack', { n: a.ply + 1, player: t(`player.${movers[a.ply]}`), what: a.what }) : '',
      b ? t(key, { n: b.ply + 1, player: t(`player.${movers[b.ply]}`), played: at ? hole(b.played) : b.played, what: b.what, best: at ? hole(b.best) : b.best }) : '',
    ].filter(Boolean).join(' ');
    if (betterText.textContent === text) return;
    betterText.replaceChildren(...spoken(text));
    element.dataset.better = b ? b.best : '';
    remark();
  }

  /**
   * Whether the pasted game (`pasted`: its record as the rules write it) may take the place of
   * the live one: asked when the live game has moves and is another game. Resolves true (asked, and yes),
   * false (no) or 'unasked'.
   */
  function mayReplace(pasted) {
    const g = live();
    if (!g || g.ply === 0 || g.record === pasted) return Promise.resolve('unasked');
    replaceText.textContent = t('review.replaceConfirm', { n: g.ply });
    replaceDialog.showModal();
    replaceNo.focus();
    return new Promise((done) => { answer = done; });
  }

  async function paste() {
    // a link pasted whole ("Copy link" gives one): its fragment's record (web/js/link.js)
    const { record: text } = linkParts(pasteField.value.trim().replace(/^[^#]*#/, ''));
    if (replaceDialog.open) return;
    reply(false);
    pasteError.hidden = true; // an empty field clears the last error too
    if (!text) return;
    let g = null;
    let pasted = '';
    try {
      g = Game.load(text);
      pasted = g.record();
    } catch (e) {
      pasteError.textContent = t('review.badRecord', { error: errorText(e || {}) });
      pasteError.hidden = false;
      pasteError.scrollIntoView?.({ block: 'nearest' }); // below the button: often below the fold
      return;
    } finally {
      g?.free();
    }
    // no: nothing changes, and the text stays in its field
    const yes = await mayReplace(pasted);
    if (!yes || destroyed) return;
    pasteField.value = '';
    load(text, { asked: yes === true });
    start();
  }

  // The position shown changes (navigation) or the game goes on: the marks follow. A game that
  // leaves the record reviewed stops the analysis; back to it (an undo, a redo) it goes on from
  // what it knew, unless the visitor had stopped it (a tester's came back stopped after an undo
  // and a redo, "Go on" waiting for a press nobody had asked for).
  const off = ctl.on((change) => {
    if (change.kind !== 'game' || !run) return;
    const here = live() && live().record === record;
    if (!here && element.dataset.state === 'running') {
      stop();
      putAway = true;
    } else if (here && putAway) {
      start();
      return;
    }
    draw();
  });

  return {
    element,
    start,
    stop,
    /** 'running' | 'stopped' | 'done' | 'failed' (null: not started), for `start(as)` after a re-mount. */
    get state() { return element.dataset.state || null; },
    /** The record reviewed (null: none yet). */
    get record() { return record; },
    /** The better move for the position shown ('7', 'x40', 'pass'), or null. */
    better: () => betterHere()?.best ?? null,
    /** The better move's sentence said again (the hole numbers shown or hidden). */
    renderWords: () => showBetter(),
    /** What the review says of the position shown (a mistake played there or just before it), or ''. */
    note: () => spoken(betterText.textContent),
    destroy() {
      destroyed = true;
      globalThis.window?.removeEventListener('pagehide', onHide);
      reply(false);
      off();
      if (run) run.stop();
      if (engine) engine.destroy();
      engine = null;
      clearTimeout(drawPending);
    },
  };
}
