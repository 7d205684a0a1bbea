// The start screen, a view of the controller: the games and Nsolo's board size (from the
// rules module's catalog, web/js/catalog.js), a place for the players' menus, the saved game
// of another tab offered (never taken over silently: web/js/tabs.js; one that cannot be read
// is said so, calmly), and the way back to the game on the board. Each game's card shows its
// board in the start position (the wasm game's, drawn by the board's own renderer, at the
// screen's pixel ratio), its people and place, Play, Rules and Learn (its lesson:
// web/js/lesson-view.js).

import { h } from './dom.js';
import { gameIds, gameInfo, configFor } from './catalog.js';
import { layout } from './geometry.js';
import { createRenderer, readColours, pixelRatio } from './render.js';

let ids = 0;

/**
 * `ctl`: the controller; `i18n`; `playersSlot`: the element the players' menus take the place
 * of; `Game`: the wasm class (the start positions); `showRules(gameId, button)`; `onLearn(gameId)`:
 * opens a game's lesson. Returns {element, render(game), focus(), redraw(), destroy()}.
 */
export function createStartView({ ctl, i18n, playersSlot, Game, showRules, onLearn = null }) {
  const { t } = i18n;
  const sizes = gameIds().map(gameInfo).find((g) => g.sizes).sizes;
  const sizeInput = h('input.mb-size', { type: 'range', min: sizes.min, max: sizes.max, step: 1, value: sizes.default, id: `mb-size-${++ids}` });
  const sizeOut = h('output.mb-size-value', { for: sizeInput.id }, t('start.sizeValue', { n: sizes.default }));
  sizeInput.addEventListener('input', () => {
    sizeOut.textContent = t('start.sizeValue', { n: sizeInput.value });
    previews.forEach((p) => p.sized && p.draw());
  });
  const backButton = h('button.mb-btn.mb-back', { type: 'button', hidden: true }, t('rules.back'));
  // back to the entry of the game New game left (app.js showStart), else to the game at once
  backButton.addEventListener('click', () => (history.state?.mancalaStart && !location.hash ? history.back() : ctl.showGame()));
  const plays = [];
  const previews = [];
  const offers = []; // a card's controls set to the game on the board
  const cards = gameIds().map((id) => {
    const sized = !!gameInfo(id).sizes;
    // Each rule option of two values (the catalog's; Ayoayo's remainder) is a check box for
    // the value that is not the default: the config names it (`ayoayo.row-owner`).
    const options = gameInfo(id).options.filter((o) => o.values.length === 2).map((o) => {
      const value = o.values.find((v) => v !== o.default);
      const box = h('input', { type: 'checkbox', dataset: { option: value } });
      return { name: o.name, value, box, row: h('p.mb-size-row.mb-option', {}, h('label', {}, box, ' ', t(`start.option.${value}`))) };
    });
    const config = () => [configFor(id, sized ? Number(sizeInput.value) : 0), ...options.filter((o) => o.box.checked).map((o) => o.value)].join('.');
    const play = h('button.mb-btn.mb-primary', { type: 'button', dataset: { game: id } }, t('start.play', { game: t(`game.${id}.name`) }));
    play.addEventListener('click', () => ctl.newGame(config()));
    plays.push(play);
    let learn = null;
    if (onLearn) {
      learn = h('button.mb-btn.mb-learn', { type: 'button', dataset: { game: id } }, t('learn.game', { game: t(`game.${id}.name`) }));
      learn.addEventListener('click', () => onLearn(id));
    }
    const heading = h('h3', { id: `mb-card-${id}-${ids}` }, t(`game.${id}.name`));
    const rules = h('button.mb-btn.mb-card-rules', { type: 'button', 'aria-describedby': heading.id }, t('toolbar.rules'));
    rules.addEventListener('click', () => showRules(id, rules));
    const box = h('div.mb-preview', { role: 'img', 'aria-label': `${i18n.games(id).origin}` });
    const card = h('article.mb-card', { dataset: { game: id } },
      heading,
      h('p.mb-place', {}, t(`game.${id}.place`)),
      box,
      sized ? h('p.mb-size-row', {}, h('label', { for: sizeInput.id }, t('start.size')), ' ', sizeInput, ' ', sizeOut) : null,
      options.map((o) => o.row),
      h('p.mb-card-actions', {}, play, rules, learn));
    previews.push({ ...boardPicture(box, { Game, config, colours: card }), sized });
    // the game on the board, as its card offers it again: its size, its rule options
    offers.push((g) => {
      if (g.gameId !== id) return;
      if (sized && String(g.size) !== sizeInput.value) {
        sizeInput.value = String(g.size);
        sizeInput.dispatchEvent(new Event('input'));
      }
      for (const o of options) o.box.checked = g.options?.[o.name] === o.value;
    });
    return card;
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
    const text = why ? t('start.badSave', { error: i18n.errorText(why) }) : '';
    if (why && problem.textContent !== text) problem.textContent = text;
    problem.hidden = !why;
    continueRow.hidden = !s;
    if (!s) return;
    // a game that has ended is offered to look at (its end, its review), not to go on with
    const label = t(s.over ? 'start.lastGame' : 'start.resume');
    if (continueBtn.textContent !== label) continueBtn.textContent = label;
    continueInfo.textContent = `${t(`game.${s.gameId}.name`)}${gameInfo(s.gameId)?.sizes ? ` ${t('start.sizeValue', { n: s.size })}` : ''}`;
  }

  const redraw = () => previews.forEach((p) => p.draw());
  const dark = window.matchMedia('(prefers-color-scheme: dark)');
  dark.addEventListener('change', redraw);

  return {
    element,
    /** Draws the boards again (the theme changed). */
    redraw,
    destroy() {
      previews.forEach((p) => p.stop());
      dark.removeEventListener('change', redraw);
    },
    /**
     * Shows the offer, and the way back when a game is on the board (`game`, its snapshot),
     * whose card then offers it again as it is played (Nsolo's size, Ayoayo's rule option): a
     * visitor who came from a game of Nsolo 4 × 12 to start another met 4 × 8.
     */
    render(game) {
      renderOffer();
      backButton.hidden = !game;
      if (game) offers.forEach((set) => set(game));
    },
    renderOffer,
    /**
     * The focus goes to the first game's Play button, or to `gameId`'s (a lesson ended: a
     * learner leaving Ayoayo's met Adji-Boto's, two cards away), scrolled into view. On a touch
     * screen without a mouse, its ring waits for a key (a family's tablet showed the keyboard's
     * ring on Play at every start: the browser rings a focus given by a script before any tap).
     */
    focus: (gameId = null) => {
      const play = plays.find((p) => p.dataset.game === gameId) || plays[0];
      play.focus({ preventScroll: true });
      if (play !== plays[0]) play.closest('.mb-card').scrollIntoView?.({ block: 'nearest' });
      if (!window.matchMedia('(hover: none) and (pointer: coarse)').matches || play.classList.contains('mb-quiet-focus')) return;
      play.classList.add('mb-quiet-focus');
      const loud = () => {
        play.classList.remove('mb-quiet-focus');
        play.removeEventListener('keydown', loud);
        play.removeEventListener('blur', loud);
      };
      play.addEventListener('keydown', loud);
      play.addEventListener('blur', loud);
    },
  };
}

/**
 * The board of `config()` (a game's config, web/js/catalog.js) in its start position, from the
 * wasm `Game` and drawn by the board's renderer (web/js/render.js) in `box`, as large as the
 * box allows, at the screen's pixel ratio, in the colours of the element `colours` (a
 * `.mb-card[data-game]` gives each game its wood and seeds); again when the box's size changes,
 * or on `draw()` (the theme or the config changed), each picture in a task of its own (the
 * canvas then says `data-drawn="true"`). Returns {draw, stop}.
 */
export function boardPicture(box, { Game, config, colours }) {
  const canvas = h('canvas', { 'aria-hidden': 'true' });
  box.append(canvas);
  let renderer = null; // made when first drawn (a hidden start screen draws nothing)
  let stopped = false;
  let run = 0; // the picture being painted: a newer draw() stops an older one's steps
  function drawNow() {
    const mine = ++run;
    const w = box.clientWidth;
    const ht = box.clientHeight;
    if (stopped || !w || !ht || !Game) return;
    const game = Game.create(config());
    let view;
    try {
      const lay = layout(game.gameId(), game.size(), w, ht, { minPitch: 1, maxPitch: 72 });
      canvas.style.width = `${lay.width}px`;
      canvas.style.height = `${lay.height}px`;
      renderer ||= createRenderer(canvas);
      renderer.configure(lay, pixelRatio(canvas), readColours(colours));
      view = { holes: Array.from(game.holes()), stores: Array.from(game.stores()) }; // no marker
    } finally {
      game.free();
    }
    // the first picture is painted offscreen in steps, each in a task of its own (render.js
    // `warm`), then shown whole; a later one (the slider, the theme) at once, over the last
    if (canvas.dataset.drawn === 'true') {
      renderer.draw(view);
      return;
    }
    const step = () => {
      if (stopped || mine !== run) return;
      if (renderer.warm(view)) {
        setTimeout(step, 0);
        return;
      }
      renderer.draw(view);
      canvas.dataset.drawn = 'true'; // for tests: the picture is on the canvas
    };
    setTimeout(step, 0);
  }
  // in a task of its own: three boards at a phone's pixel ratio in one task would be a long
  // one on a slow phone (issue 16)
  const draw = () => setTimeout(drawNow, 0);
  const ro = new ResizeObserver(() => draw());
  ro.observe(box);
  return {
    draw,
    stop: () => {
      stopped = true;
      ro.disconnect();
      renderer?.destroy();
    },
  };
}

