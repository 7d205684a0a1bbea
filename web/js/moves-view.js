// The move list, a view of the controller's state: every move with who made it (the
// snapshot's `movers`, from the rules module), the game record and its "Copy link". A move
// changes only its own line (a long Nsolo 4×36 game has over a thousand: rebuilding them all
// made every move slower than the last). Each move is focusable (one Tab stop: ↑ ↓ ← → Home End
// go through them); while one has the focus or
// the pointer, its hole is marked on the board (`mark`). Navigation: a move chosen (click, tap,
// Enter) shows the position after it (`go(ply)`), as do the first / previous / next / last
// buttons above the list; "Back to the game" returns (`back()`). The position shown is
// marked (aria-current); the controller keeps which it is (web/js/controller.js, `goTo`).

import { h } from './dom.js';
import { moveHole } from './state.js';

const PART = 100; // moves in one part of the list (its own <ol> and flex box)

/**
 * `t`: the translator; `mark(hole)`: marks a hole on the board (-1: none); `record()`: the
 * link to what is shown (for "Copy link": the record, `&ply=` while looking back, `&review` while
 * its review is open); `go(ply, el)`:
 * show the position after `ply` moves (`el`: the move chosen, kept under the pointer); `back()`: back to the game; `link`: false where the
 * page's address is not the game's (a `<mancala-game>`: no "Copy link"). Returns {element, render(snap, shownPly), step(delta), focusShown()}.
 */
export function createMovesView({ t, mark, record: current, go = () => {}, back = () => {}, link = true }) {
  // One list for readers (role list; each entry role listitem, which an <li> in a role-none
  // <ol> would not be), laid out in parts of PART moves, each its own <ol> (with
  // `start`, so the numbers run on) and its own flex box: a move added relays out the last
  // part only, not every move before it (a flex box of a thousand entries cost a 4×36 game
  // milliseconds at every ply; web/css/mancala.css, docs/soak.md).
  const moveList = h('div.mb-moves', { role: 'list', hidden: true });
  // a box of another size (a tablet turned: the list beside the board or below it) scrolled
  // to its start: the game's last move into view again (a tester saw moves 1–3)
  new ResizeObserver(() => { if (at === null) toEnd(); }).observe(moveList);
  const parts = [];
  const partFor = (i) => {
    const n = Math.floor(i / PART);
    while (parts.length <= n) {
      const part = h('ol.mb-moves-part', { role: 'none', start: String(parts.length * PART + 1) });
      parts.push(part);
      moveList.append(part);
    }
    return parts[n];
  };
  let lastLi = null; // the entry marked as the position shown (is-last)
  let tabStop = null; // the entry Tab reaches
  let scrollFrame = 0; // the list scrolls to its end in the next frame (no layout forced now)
  let total = 0; // moves in the game
  let at = null; // the ply shown while looking back, else null (the game's end)
  const navBtn = (cls, key, symbol, fn) => {
    const b = h(`button.mb-btn.mb-nav-btn${cls}`, { type: 'button', 'aria-label': t(key), title: t(key) }, symbol);
    b.addEventListener('click', fn);
    return b;
  };
  const shownPly = () => (at === null ? total : at);
  /** Steps through the game: -Infinity first, -1 previous, +1 next, Infinity last. */
  let follow = false; // the keys stepped from a move of the list: the focus goes with the move shown
  function step(delta) {
    const ply = Math.max(0, Math.min(total, Number.isFinite(delta) ? shownPly() + delta : (delta < 0 ? 0 : total)));
    follow = moveList.contains(moveList.getRootNode().activeElement);
    if (ply !== shownPly()) go(ply);
  }
  const firstBtn = navBtn('.mb-nav-first', 'nav.first', '«', () => step(-Infinity));
  const prevBtn = navBtn('.mb-nav-prev', 'nav.previous', '‹', () => step(-1));
  const nextBtn = navBtn('.mb-nav-next', 'nav.next', '›', () => step(1));
  const lastBtn = navBtn('.mb-nav-last', 'nav.last', '»', () => step(Infinity));
  const backBtn = h('button.mb-btn.mb-primary.mb-nav-back', { type: 'button', hidden: true }, t('nav.back'));
  backBtn.addEventListener('click', () => back());
  const nav = h('div.mb-nav', { role: 'group', 'aria-label': t('nav.label') }, firstBtn, prevBtn, nextBtn, lastBtn, ' ', backBtn);
  const chosen = (e) => (e.target.closest ? e.target.closest('li[data-ply]') : null);
  moveList.addEventListener('click', (e) => {
    const li = chosen(e);
    if (li) go(Number(li.dataset.ply), li);
  });
  moveList.addEventListener('keydown', (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    // ↑ ↓ in the list as ← → (web/js/app.js): the move before or after, the focus with it
    const by = { ArrowUp: -1, ArrowDown: 1 }[e.key];
    if (by) {
      e.preventDefault();
      step(by);
    }
    if (e.key !== 'Enter' && e.key !== ' ') return;
    const li = chosen(e);
    if (!li) return;
    e.preventDefault();
    go(Number(li.dataset.ply), li);
  });
  const listed = []; // the moves as shown: [{m, by, hole, li}]
  const markFrom = (e) => {
    const li = e.target.closest ? e.target.closest('li[data-ply]') : null;
    const entry = li && listed[Number(li.dataset.ply) - 1];
    mark(entry && entry.li === li ? entry.hole : -1);
  };
  moveList.addEventListener('pointerover', markFrom);
  moveList.addEventListener('focusin', markFrom);
  moveList.addEventListener('pointerleave', () => {
    if (!moveList.contains(document.activeElement)) mark(-1);
  });
  moveList.addEventListener('focusout', (e) => {
    if (!moveList.contains(e.relatedTarget)) mark(-1);
  });
  const movesEmpty = h('p.mb-moves-empty', {}, t('moves.empty'));
  const recordText = h('code.mb-record');
  // A game without moves is written "ayoayo_m" (docs/notation.md: the record's empty move
  // part), which looks cut off: "(no moves)" stands beside it (not the list's "No moves yet."
  // again, just above).
  const recordEmpty = h('span.mb-record-empty', { hidden: true }, t('moves.recordEmpty'));
  const copyNote = h('span.mb-copied', { hidden: true, role: 'status' });
  let copied = ''; // the link last copied (or shown to copy)
  const copyBtn = h('button.mb-btn.mb-copy', { type: 'button', hidden: !link }, t('moves.copyLink'));
  copyBtn.addEventListener('click', () => copyLink());
  // the list names holes by their numbers in the record, which the board hides unless "Hole
  // numbers" is ticked: said under it then (two testers could not match the list to the board
  // and to the sentences naming holes by place; CSS shows it with the numbers hidden only)
  const numbersNote = h('p.mb-moves-note', {}, t('moves.numbersNote'));
  const element = h('section.mb-moves-section', {},
    h('h3', {}, t('moves.heading')), nav, movesEmpty, moveList, numbersNote,
    h('p.mb-record-row', {}, h('span', {}, `${t('moves.record')}: `), recordText, recordEmpty, ' ', copyBtn, ' ', copyNote));

  /**
   * The record as text to wrap between moves only: a line may break after each move's dot,
   * never inside a number nor at the hyphen of "adji-boto" (the text, as copied, unchanged).
   */
  function recordParts(record) {
    const cut = record.indexOf('_');
    const parts = [h('span.mb-nowrap', {}, cut < 0 ? record : record.slice(0, cut))];
    if (cut >= 0) {
      record.slice(cut).split('.').forEach((move, i) => parts.push(...(i ? ['.', h('wbr')] : []), move));
    }
    return parts;
  }

  /**
   * The list scrolled to its end, no entry cut at its top edge: a last entry on two lines (an
   * Nsolo removal in a kiosk's two-row list) left the one above it cut in half (a tester's).
   * The list then gets room below its end, so the cut entry goes wholly out of view.
   */
  function toEnd() {
    moveList.style.removeProperty('padding-bottom');
    moveList.scrollTop = moveList.scrollHeight;
    const top = moveList.getBoundingClientRect().top + moveList.clientTop;
    let cut = 0;
    for (let i = listed.length - 1; i >= 0; i--) {
      const r = listed[i].li.getBoundingClientRect();
      if (r.bottom <= top + 0.5) break;
      if (r.top < top - 0.5) cut = Math.max(cut, r.bottom - top);
    }
    if (!(cut > 0) || cut >= moveList.clientHeight / 2) return; // none, or a box too low to help
    const pad = parseFloat(getComputedStyle(moveList).paddingBottom) || 0;
    moveList.style.paddingBottom = `${pad + Math.ceil(cut) + 1}px`;
    moveList.scrollTop = moveList.scrollHeight;
  }

  /** Shows the record of `snap` alone (before the moves are listed: the first board's task). */
  function showRecord({ moves, record }) {
    recordText.replaceChildren(...recordParts(record));
    recordEmpty.hidden = moves.length > 0;
  }

  /** Shows the moves and the record of `snap` (the live game), `shown` the ply on the board (null: its end). */
  function render({ moves, movers, record }, shown = null) {
    total = moves.length;
    at = shown === null || shown >= total ? null : shown;
    movesEmpty.hidden = moves.length > 0;
    moveList.hidden = moves.length === 0;
    let k = 0;
    while (k < listed.length && k < moves.length && listed[k].m === moves[k] && listed[k].by === movers[k]) k += 1;
    for (const e of listed.splice(k)) e.li.remove();
    while (parts.length > Math.ceil(moves.length / PART)) parts.pop().remove();
    for (let i = k; i < moves.length; i++) {
      const by = movers[i];
      const m = moves[i];
      // a sowing's or an Nsolo removal's hole, marked while the move has the focus or the pointer
      const hole = moveHole(m);
      // its number is the list's marker, which Chromium's accessibility tree carries as text
      // ("1."): no number of its own for readers (one made it "1. 1." there)
      const li = h('li', { role: 'listitem', tabindex: '-1', dataset: hole < 0 ? { ply: String(i + 1) } : { ply: String(i + 1), hole: String(hole) } },
        h('span.mb-move-by', {}, by === 0 || by === 1 ? t(`player.${by}`) : ''), ' ',
        m === 'resign' ? h('span.mb-move-resign', {}, t('moves.resign'))
          : m === 'pass' ? h('span.mb-move-pass', {}, t('moves.pass'))
            : /^\d+$/.test(m) ? [`${t('moves.hole')}\u00a0`, h('code', {}, m)] // a sowing: "hole 9" (kept together)
              : /^x\d+$/.test(m) ? [`${t('moves.remove')}\u00a0`, h('code', {}, m.slice(1))] // an Nsolo removal
                : h('code', {}, m));
      listed.push({ m, by, hole, li });
      partFor(i).append(li);
    }
    if (lastLi) {
      lastLi.classList.remove('is-last', 'is-shown');
      lastLi.removeAttribute('aria-current');
    }
    // The move whose position the board shows (the last one, unless looking back); the list's
    // one Tab stop (roving tabindex: a long game is not a Tab press a move), the first move at the start.
    const last = listed[shownPly() - 1];
    lastLi = last ? last.li : null;
    if (tabStop) tabStop.tabIndex = -1;
    tabStop = lastLi || listed[0]?.li;
    if (tabStop) tabStop.tabIndex = 0;
    if (last) {
      last.li.classList.add('is-last');
      if (at !== null) last.li.classList.add('is-shown');
      last.li.setAttribute('aria-current', 'step');
    }
    // ← → Home End from a move of the list: the focus on the move shown (at the start, on the
    // first move: the Tab stop), not left on one scrolled away
    if (follow) tabStop?.focus({ preventScroll: true });
    follow = false;
    if (at === null) {
      // at the frame's own layout, once however many moves came in between
      if (!scrollFrame) {
        scrollFrame = requestAnimationFrame(() => {
          scrollFrame = 0;
          if (at === null) toEnd();
        });
      }
    } else if (last) {
      // the move shown into view within the list's box only: the page stays where it is (a row
      // of the review's table chosen scrolled the page up to the list, and a move chosen in the
      // list moved another under the pointer: a tester's report)
      const r = last.li.getBoundingClientRect();
      const box = moveList.getBoundingClientRect();
      const top = box.top + moveList.clientTop;
      if (r.top < top) moveList.scrollTop -= top - r.top;
      else if (r.bottom > top + moveList.clientHeight) moveList.scrollTop += r.bottom - top - moveList.clientHeight;
    }
    const had = element.getRootNode().activeElement;
    firstBtn.disabled = prevBtn.disabled = shownPly() === 0;
    nextBtn.disabled = lastBtn.disabled = at === null;
    backBtn.hidden = at === null;
    // The button pressed has gone (Back to the game) or is off (the last move, the first): the
    // focus goes to the nearest one that still steps (it fell to the page's body until the move
    // was shown, a keyboard tester's), else to the list
    if (had && nav.contains(had) && (had.disabled || had.hidden)) {
      const order = [firstBtn, prevBtn].includes(had) ? [nextBtn, lastBtn] : [prevBtn, firstBtn];
      (order.find((b) => !b.disabled) || tabStop)?.focus({ preventScroll: true });
    }
    element.classList.toggle('is-looking', at !== null);
    showRecord({ moves, record });
    if (current() !== copied) copyNote.hidden = true; // the link shown to copy is another's now
  }

  /**
   * Copies the page's address with the link to what is shown (the record, `&ply=` while an
   * earlier position is shown, `&review` while its review is open) as its fragment. Where the browser refuses (a plain http:// host
   * has no clipboard; a frame may lack clipboard-write) the link is shown, selected, to copy by hand.
   */
  async function copyLink() {
    const url = new URL(window.location.href);
    url.hash = copied = current();
    const shown = h('code', {}, url.href);
    copyNote.hidden = false;
    try {
      await navigator.clipboard.writeText(url.href);
      copyNote.replaceChildren(t('moves.copied'));
      setTimeout(() => { copyNote.hidden = true; }, 2000);
    } catch {
      copyNote.replaceChildren(t('moves.copyHand'), ' ', shown);
      getSelection().selectAllChildren(shown);
      shown.scrollIntoView?.({ block: 'nearest' }); // below the button: often below the fold
    }
  }

  /** Marks the moves at `plies` (a Set) as mistakes (the review, web/js/review.js): a "?" and words for readers. */
  let anyFlag = false; // some move may be marked: else an empty set costs nothing (a move's cost stays O(1))
  function flag(plies) {
    if (!plies.size && !anyFlag) return;
    anyFlag = plies.size > 0;
    for (const [i, e] of listed.entries()) {
      const on = plies.has(i + 1);
      if (on === e.li.classList.contains('is-mistake')) continue;
      e.li.classList.toggle('is-mistake', on);
      if (on) e.li.append(h('span.mb-move-flag', { 'aria-hidden': 'true' }, '?'), h('span.mb-sr-only.mb-move-flag-text', {}, ` (${t('review.mistake')})`));
      else for (const x of e.li.querySelectorAll('.mb-move-flag, .mb-move-flag-text')) x.remove();
    }
  }

  /** Gives the move shown (the list's Tab stop) the focus; false when the list has none. */
  const focusShown = () => !!tabStop?.isConnected && !tabStop.closest('[hidden]') && (tabStop.focus({ preventScroll: true }), true);

  return { element, render, showRecord, step, flag, focusShown };
}
