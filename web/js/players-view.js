// The computer opponent's controls, a view of the controller's state (web/js/controller.js):
// a menu per side (in each player's panel, and both on the start screen), the Hint button,
// the "thinking" sign (a spinner and words; the engine's failure in words), "Continue" for a
// paused computer-only game, and the hint in words. The policy itself is web/js/opponent.js,
// run by the controller; this module only shows it and forwards the clicks.

import { h } from './dom.js';
import { spoken } from './i18n.js';
import { levelOf, computerLevels, isHuman } from './opponent.js';

/** Why the computer to move waits (the controller's `state.paused`), in words. */
const PAUSED = { review: 'computer.pausedReview', link: 'computer.pausedLink' };

/**
 * `ctl`: the controller; `i18n`; where the controls go, given by the app: `panels` (the
 * players' panels [{el}, {el}]), `hintSlot`
 * (the toolbar's Hint button goes in place of it), `statusRow`; `markHint(move)` marks the
 * suggested move where it is shown (the hole's accessible cell, or the Pass button);
 * `holeName(i)` names hole `i` in the hint's words as the visitor sees the board (its number,
 * or where it lies when the hole numbers are hidden); `enhanceSelect` (kiosk mode, web/js/choice.js) makes each menu a large one.
 * Returns {render(), statusText(snap), startControls() (the start screen's menus, made when
 * first asked for), panelSelects, destroy()}.
 */
export function attachPlayersView({ ctl, i18n, panels, hintSlot, statusRow, markHint, holeName = (i) => String(i), enhanceSelect = null }) {
  const { t } = i18n;
  const state = ctl.state;
  const playerName = (side) => t(`player.${side}`);

  const choices = ['human', ...computerLevels().map((l) => `computer:${l}`)];
  const optionText = (c) => (c === 'human' ? t('players.human') : t('players.computer', { level: t(`level.${levelOf(c)}`) }));
  const selects = [];
  function playerSelect(side, cls) {
    const sel = h(`select.mb-player-select${cls}`, {
      dataset: { side: String(side) },
      'aria-label': spoken(t('players.label', { player: playerName(side), seat: t(`player.${side}.seat`) })),
    }, choices.map((c) => h('option', { value: c }, optionText(c))));
    sel.value = state.players[side];
    // An arrow key on the closed menu changes its value (and fires `change`) at once: a
    // screen-reader user who arrowed through it to hear the choices handed the seat to the
    // computer, which began to play (a tester's). A choice made so waits for Enter, or for the
    // focus to leave the menu; one made with the mouse, by touch or in the open list is taken
    // at once.
    const commit = () => {
      delete sel.dataset.pending;
      if (sel.value !== state.players[side]) ctl.setPlayer(side, sel.value);
    };
    sel.addEventListener('keydown', (e) => {
      if (e.key === 'Enter') commit();
      else if (!e.altKey && /^(Arrow|Home$|End$|Page)/.test(e.key)) sel.dataset.pending = '';
    });
    sel.addEventListener('change', () => { if (!('pending' in sel.dataset)) commit(); });
    sel.addEventListener('blur', () => { if ('pending' in sel.dataset) commit(); });
    selects.push(sel);
    return sel;
  }
  // On the board screen: a menu in each player's panel.
  const panelSelects = [0, 1].map((side) => {
    const sel = playerSelect(side, '.mb-panel-player');
    panels[side].el.append(sel);
    return sel;
  });
  if (enhanceSelect) panelSelects.forEach(enhanceSelect);
  // On the start screen: both menus, before the games, built with the start screen
  // (`startControls()`), not with the board's (a page opened on a game may never show them).
  let startBox = null;
  function startControls() {
    if (startBox) return startBox;
    startBox = h('fieldset.mb-players-start', {},
      h('legend', {}, t('players.heading')),
      [0, 1].map((side) => {
        const sel = playerSelect(side, '');
        sel.id = `mb-player-${side}-${Math.random().toString(36).slice(2, 8)}`;
        return h('p.mb-players-row', {},
          h('label', { for: sel.id }, `${playerName(side)} (${t(`player.${side}.seat`)})`), ' ', sel);
      }),
      h('p.mb-players-note', {}, t('players.note')));
    // enhanced once in the page (a large menu takes the label's place of the select)
    if (enhanceSelect) selects.slice(2).forEach(enhanceSelect);
    return startBox;
  }

  const hintBtn = h('button.mb-btn.mb-hint-btn', { type: 'button' }, t('hint.button'));
  hintBtn.addEventListener('click', () => { if (hintBtn.getAttribute('aria-disabled') !== 'true') ctl.hint(); });
  hintSlot.replaceWith(hintBtn);

  const spinner = h('span.mb-spinner', { 'aria-hidden': 'true' });
  const thinkingText = h('span.mb-thinking-text');
  const thinkingEl = h('p.mb-thinking', { role: 'status', hidden: true }, spinner, thinkingText);
  const resumeBtn = h('button.mb-btn.mb-resume', { type: 'button', hidden: true }, t('computer.resume'));
  resumeBtn.addEventListener('click', () => ctl.resume());
  const hintText = h('p.mb-hint-text', { role: 'status', hidden: true });
  statusRow.append(thinkingEl, resumeBtn, hintText);

  /** Shows the players, the thinking sign, Continue, the Hint button and the hint. */
  function render() {
    const snap = state.game;
    selects.forEach((sel) => { if (!('pending' in sel.dataset)) sel.value = state.players[Number(sel.dataset.side)]; }); // not a choice waiting for Enter
    for (const side of [0, 1]) panels[side].el.classList.toggle('is-computer', !isHuman(state.players, side));
    // the computer's thinking is shown, not said: the status line has just said it is to move
    // (a screen-reader tester heard "is thinking" again at each of Nsolo's removals); a hint
    // asked for and the engine's failure are said
    thinkingEl.setAttribute('aria-live', state.thinking && snap ? 'off' : 'polite');
    if (state.thinking && snap) {
      // without soft hyphens, as the status line whose place it takes (a screen reader read them)
      thinkingText.textContent = spoken(t('computer.thinking', { player: playerName(snap.toMove) }));
      thinkingEl.hidden = false;
    } else if (state.hinting) {
      thinkingText.textContent = t('hint.thinking');
      thinkingEl.hidden = false;
    } else if (state.note) {
      thinkingText.textContent = t(state.note.key, { error: state.note.unreachable ? t('engine.unreachable') : state.note.error });
      thinkingEl.hidden = false;
    } else {
      thinkingEl.hidden = true;
    }
    thinkingEl.classList.toggle('is-busy', state.thinking || state.hinting);
    const computerTurn = !!snap && !snap.result && !isHuman(state.players, snap.toMove);
    // not while an earlier position is shown: the computer waits for the game's end to be shown
    // anyway, and Continue there did nothing to be seen (a tester's report)
    resumeBtn.hidden = !((state.paused || state.note?.key === 'computer.failed') && computerTurn && !state.look);
    // while the hint is worked out, the Hint that has the focus keeps it, only saying it is
    // unavailable (disabled, the focus fell to the page's body for up to a second: a tester's
    // report), as Undo and Redo do (web/js/app.js)
    const off = !ctl.humanTurn() || state.hinting;
    const keep = off && hintBtn === hintBtn.getRootNode().activeElement;
    if (keep) hintBtn.setAttribute('aria-disabled', 'true');
    else hintBtn.removeAttribute('aria-disabled');
    hintBtn.disabled = off && !keep;
    renderHint();
  }

  function renderHint() {
    const move = state.hint;
    markHint(move);
    if (!move) {
      hintText.hidden = true;
      hintText.textContent = '';
      return;
    }
    if (move === 'pass') hintText.textContent = t('hint.pass');
    else hintText.textContent = t(/^x/.test(move) ? 'hint.remove' : 'hint.sow', { hole: holeName(Number(move.replace(/^x/, ''))) });
    hintText.hidden = false;
  }

  /** The status line while the computer is to move, or null (a person's turn, the end). */
  function statusText(snap) {
    if (!snap || snap.result || isHuman(state.players, snap.toMove)) return null;
    const player = playerName(snap.toMove);
    const level = t(`level.${levelOf(state.players[snap.toMove])}`);
    if (state.paused && !state.look) return t(PAUSED[state.paused] || 'computer.paused', { player }); // why nothing happens: Continue beside it
    if (snap.legal.length === 1 && snap.legal[0] === 'pass') return t('computer.mustPass', { player });
    if (snap.pending > 0) return t('computer.removing', { player, n: snap.pending });
    return t('computer.toMove', { player, level });
  }

  render();

  return {
    render,
    statusText,
    /** The menus in the players' panels (the compact layout moves them into its "⋯" menu). */
    panelSelects,
    startControls,
    destroy() {
      startBox?.remove();
      hintBtn.remove();
      thinkingEl.remove();
      resumeBtn.remove();
      hintText.remove();
      panelSelects.forEach((s) => {
        if (s.nextElementSibling?.matches('.mb-choice-wrap')) s.nextElementSibling.remove(); // kiosk
        s.remove();
      });
    },
  };
}
