// The start screen, a view of the controller: the games and Nsolo's board size (from the
// rules module's catalog, web/js/catalog.js), a place for the players' menus, the saved game
// of another tab offered (never taken over silently: web/js/tabs.js; one that cannot be read
// is said so, calmly), a Learn button per game (its lesson: web/js/lesson-view.js), and the
// way back to the game on the board.

import { h } from './dom.js';
import { gameIds, gameInfo, configFor } from './catalog.js';

let ids = 0;

/**
 * `ctl`: the controller; `i18n`; `playersSlot`: the element the players' menus take the place
 * of; `onLearn(gameId)`: opens a game's lesson. Returns {element, render(hasGame), focus()}.
 */
export function createStartView({ ctl, i18n, playersSlot, onLearn = null }) {
  const { t } = i18n;
  const sizes = gameIds().map(gameInfo).find((g) => g.sizes).sizes;
  const sizeInput = h('input.mb-size', { type: 'range', min: sizes.min, max: sizes.max, step: 1, value: sizes.default, id: `mb-size-${++ids}` });
  const sizeOut = h('output.mb-size-value', { for: sizeInput.id }, t('start.sizeValue', { n: sizes.default }));
  sizeInput.addEventListener('input', () => {
    sizeOut.textContent = t('start.sizeValue', { n: sizeInput.value });
  });
  const backButton = h('button.mb-btn.mb-back', { type: 'button', hidden: true }, t('rules.back'));
  backButton.addEventListener('click', () => ctl.showGame());
  const plays = [];
  const cards = gameIds().map((id) => {
    const sized = !!gameInfo(id).sizes;
    const play = h('button.mb-btn.mb-primary', { type: 'button', dataset: { game: id } }, t('start.play', { game: t(`game.${id}.name`) }));
    play.addEventListener('click', () => ctl.newGame(configFor(id, sized ? Number(sizeInput.value) : 0)));
    plays.push(play);
    let learn = null;
    if (onLearn) {
      learn = h('button.mb-btn.mb-learn', { type: 'button', dataset: { game: id } }, t('learn.game', { game: t(`game.${id}.name`) }));
      learn.addEventListener('click', () => onLearn(id));
    }
    return h('article.mb-card', { dataset: { game: id } },
      h('h3', {}, t(`game.${id}.name`)),
      h('p.mb-origin', {}, typeof i18n.games(id).origin === 'string' ? i18n.games(id).origin : ''),
      sized ? h('p.mb-size-row', {}, h('label', { for: sizeInput.id }, t('start.size')), ' ', sizeInput, ' ', sizeOut) : null,
      h('p.mb-card-actions', {}, play, learn ? ' ' : null, learn));
  });
  const continueInfo = h('span.mb-continue-info');
  const continueBtn = h('button.mb-btn.mb-primary.mb-continue-saved', { type: 'button' }, t('start.resume'));
  continueBtn.addEventListener('click', () => {
    if (!ctl.continueSaved()) renderOffer();
  });
  const continueRow = h('p.mb-continue', { hidden: true }, continueBtn, ' ', continueInfo);
  // A saved game that cannot be read at all: said calmly (it stays saved until a game starts).
  const problem = h('p.mb-save-problem', { role: 'status', hidden: true });
  const element = h('section.mb-start', { hidden: true },
    h('h2', {}, t('start.heading')),
    continueRow,
    problem,
    h('p.mb-intro', {}, t('start.intro')),
    playersSlot,
    h('div.mb-cards', {}, cards),
    backButton);

  /** The saved game's offer, when there is one this tab is not playing (ctl.savedOffer). */
  function renderOffer() {
    const s = ctl.savedOffer();
    const why = s ? null : ctl.savedProblem();
    if (why && problem.dataset.error !== why) {
      problem.dataset.error = why;
      problem.textContent = t('start.badSave', { error: why });
    }
    problem.hidden = !why;
    continueRow.hidden = !s;
    if (!s) return;
    continueInfo.textContent = `${t(`game.${s.gameId}.name`)}${gameInfo(s.gameId)?.sizes ? ` ${t('start.sizeValue', { n: s.size })}` : ''}`;
  }

  return {
    element,
    /** Shows the offer, and the way back when a game is on the board. */
    render(hasGame) {
      renderOffer();
      backButton.hidden = !hasGame;
    },
    renderOffer,
    /** The focus goes to the first game's Play button. */
    focus: () => plays[0].focus({ preventScroll: true }),
  };
}
