// The move list, a view of the controller's state: every move with who made it (the
// snapshot's `movers`, from the rules module), the game record and its "Copy link". A move
// changes only its own line (a long Nsolo 4×36 game has over a thousand: rebuilding them all
// made every move slower than the last). Each move is focusable; while one has the focus or
// the pointer, its hole is marked on the board (`mark`).

import { h } from './dom.js';

/**
 * `t`: the translator; `mark(hole)`: marks a hole on the board (-1: none); `record()`: the
 * current game record (for "Copy link"). Returns {element, render(snap)}.
 */
export function createMovesView({ t, mark, record: current }) {
  const moveList = h('ol.mb-moves');
  const listed = []; // the moves as shown: [{m, by, hole, li}]
  const markFrom = (e) => {
    const li = e.target.closest ? e.target.closest('li') : null;
    const entry = li && listed.find((x) => x.li === li);
    mark(entry ? entry.hole : -1);
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
  const copyNote = h('span.mb-copied', { hidden: true, role: 'status' }, t('moves.copied'));
  const copyBtn = h('button.mb-btn.mb-copy', { type: 'button' }, t('moves.copyLink'));
  copyBtn.addEventListener('click', () => copyLink());
  const element = h('section.mb-moves-section', {},
    h('h3', {}, t('moves.heading')), movesEmpty, moveList,
    h('p.mb-record-row', {}, h('span', {}, `${t('moves.record')}: `), recordText, ' ', copyBtn, ' ', copyNote));

  /** Shows the moves and the record of `snap`. */
  function render({ moves, movers, record }) {
    movesEmpty.hidden = moves.length > 0;
    moveList.hidden = moves.length === 0;
    let k = 0;
    while (k < listed.length && k < moves.length && listed[k].m === moves[k] && listed[k].by === movers[k]) k += 1;
    for (const e of listed.splice(k)) e.li.remove();
    const added = [];
    for (let i = k; i < moves.length; i++) {
      const by = movers[i];
      const m = moves[i];
      // a sowing's or an Nsolo removal's hole, marked while the move has the focus or the pointer
      const hole = /^x?\d+$/.test(m) ? Number(m.replace('x', '')) : -1;
      const li = h('li', { tabindex: '0', dataset: hole < 0 ? { ply: String(i + 1) } : { ply: String(i + 1), hole: String(hole) } },
        h('span.mb-move-by', {}, by === 0 || by === 1 ? t(`player.${by}`) : ''), ' ',
        m === 'resign' ? h('span.mb-move-resign', {}, t('moves.resign')) : h('code', {}, m));
      listed.push({ m, by, hole, li });
      added.push(li);
    }
    if (added.length) moveList.append(...added);
    for (const e of listed) {
      if (e.li.classList.contains('is-last')) {
        e.li.classList.remove('is-last');
        e.li.removeAttribute('aria-current');
      }
    }
    const last = listed[listed.length - 1];
    if (last) {
      last.li.classList.add('is-last');
      last.li.setAttribute('aria-current', 'step');
    }
    moveList.scrollTop = moveList.scrollHeight;
    recordText.textContent = record;
  }

  /** Copies the page's address with the record as its fragment; else selects the record. */
  async function copyLink() {
    const url = new URL(window.location.href);
    url.hash = current();
    try {
      await navigator.clipboard.writeText(url.href);
      copyNote.hidden = false;
      setTimeout(() => { copyNote.hidden = true; }, 2000);
    } catch {
      recordText.focus?.();
    }
  }

  return { element, render };
}
