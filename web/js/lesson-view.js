// The lesson view (docs/lessons.md), loaded only when a lesson is opened (web/js/app.js
// imports it on demand, and it fetches the game's lesson and one language's texts; a refused
// move's reason is in the page's own words, `refuse.<name>`, named by the rules). A view of
// the controller (web/js/controller.js) with the lesson's policy (web/js/lesson.js): each step
// loads its position on the real board (`ctl.startLesson`), marks the holes its texts talk
// about, and says what to try; the learner plays on the board (click, tap, or the accessible
// grid), the rules judge the move, and the view explains what happened from the move's
// account: the step's `done` text and marks, or, for a legal move that is not the step's, that
// it is not this step's and the `retry` text (the step starts again), or, for a move the rules
// refuse, their reason and the `retry` text. A watch step plays its move when the learner
// presses Watch. Finished steps are saved (`<key>.lessons`); the last offers a first game
// against the computer at Beginner.

// The page's own helpers (the DOM builder, the translator, the move in words, storage, the
// link) are handed in by the app (`kit`) rather than imported: imported, the bundler would
// move them out of the first visit's chunk into one more file (docs/performance.md).
import { openingStep, stepRecord, judge, marksAfter, readProgress, addFinished } from './lesson.js';

const LESSONS = new URL('../lessons/', import.meta.url);

async function fetchJson(url) {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url.pathname}: HTTP ${res.status}`);
  return res.json();
}

/**
 * Fetches game `game`'s lesson and the lesson texts of language `lang` (English when it has
 * none): {lesson, texts, lang}.
 */
export async function loadLesson(game, lang) {
  const english = () => fetchJson(new URL('locales/en.json', LESSONS)).then((texts) => ({ texts, lang: 'en' }));
  const [lessons, words] = await Promise.all([
    fetchJson(new URL('steps.json', LESSONS)), // the three games' steps: one file is smaller than three
    /^[a-z]{2,3}$/.test(lang || '') && lang !== 'en'
      ? fetchJson(new URL(`locales/${lang}.json`, LESSONS)).then((texts) => ({ texts, lang }), english)
      : english(),
  ]);
  const lesson = lessons && Object.hasOwn(lessons, game) ? lessons[game] : null;
  if (!lesson || !Array.isArray(lesson.steps) || !lesson.steps.length) throw new Error(`${game}: no steps`);
  return { lesson, texts: words.texts, lang: words.lang };
}

let ids = 0;

/**
 * Mounts a lesson in `slot` (the app's place above the board). `ctl`: the controller; `i18n`:
 * the page's translator (the moves in words); `access`: the accessible grid (web/js/a11y.js:
 * marks, the live region); `data`: from loadLesson; `storageKey`: where progress is saved
 * (null: not saved); `kit`: {h, createI18n, load(key), save(key, text), touch (a kiosk: the
 * how-to line speaks of touching only),
 * link(game, step) (the link names the step; null: the lesson is over), markPass(on) (marks
 * the Pass button)}; `onFirstGame(game)`;
 * `onClose()`: the lesson ended (another game, the start screen). Returns {game, show(stepId),
 * destroy({keepLink}), focus()}.
 */
export function createLessonView({ ctl, i18n, access, slot, data, storageKey = null, kit, onFirstGame = () => {}, onClose = () => {} }) {
  const { h, createI18n } = kit;
  const { t } = i18n;
  const L = createI18n(data.texts, data.lang);
  const lt = L.t;
  const { lesson } = data;
  const game = lesson.game;
  const steps = lesson.steps;
  const gameName = t(`game.${game}.name`);
  const texts = (id) => {
    const all = L.games(game).steps;
    return (all && typeof all === 'object' && all[id]) || {};
  };
  const key = storageKey ? `${storageKey}.lessons` : null;
  const read = readProgress(key ? kit.load(key) : null);
  let finished = read.finished; // game → ids; kept here too when storage fails

  let index = 0;
  let phase = 'loading'; // loading | try | moving | done
  let pending = null; // {verdict, events, by, snap}: a move being shown
  let lastEvents = null; // the account of the move that ended the step (`carry`)
  let token = 0;
  let destroyed = false;

  const n = ++ids;
  const heading = h('h3.mb-lesson-heading', { id: `mb-lesson-${n}`, tabindex: '-1' }, lt('lesson.heading', { game: gameName }));
  const title = h('p.mb-lesson-title', {}, typeof L.games(game).title === 'string' ? L.games(game).title : '');
  // said when a step opens, before its text (a reader heard the text without "Step 3 of 7")
  const stepLine = h('p.mb-lesson-step', { 'aria-live': 'polite' });
  const dots = h('ol.mb-lesson-steps', { 'aria-hidden': 'true' }, steps.map((s, i) => h('li', { dataset: { step: s.id } }, String(i + 1))));
  const text = h('p.mb-lesson-text', { 'aria-live': 'polite', 'aria-atomic': 'true' });
  // How a hole is played: collapsed on a narrow screen (its summary shows only there: CSS). A
  // kiosk is touched: its line says only that (one line in every language, so the board keeps
  // its height; the keys are still under "Keyboard").
  const how = h('details.mb-lesson-how', { hidden: true }, h('summary', {}, lt('lesson.howTitle')), ' ', lt(kit.touch ? 'lesson.howTouch' : 'lesson.how'));
  // Open on a wide screen (where its summary is hidden), closed on a narrow one and in the
  // column beside the board (web/js/app.js placeSide; not for touch, whose line is short); a
  // phone turned or the lesson moved sets it again, so that it is never held closed without
  // its summary.
  const narrow = typeof matchMedia === 'function' ? matchMedia('(max-width: 600px)') : null;
  let folds = null;
  const fold = () => {
    const now = !!(narrow?.matches || (!kit.touch && slot.parentNode?.classList?.contains('mb-game')));
    if (now === folds) return;
    folds = now;
    how.open = !now;
    how.classList.toggle('is-foldable', now);
  };
  fold();
  narrow?.addEventListener?.('change', fold);
  // A phone turned: what the last reveal (below) brought into view, again, once the page is
  // laid out anew (a tester's report: turned mid-lesson, the board was below the screen).
  const upright = typeof matchMedia === 'function' ? matchMedia('(orientation: portrait)') : null;
  let revealed = [];
  const turned = () => requestAnimationFrame(() => { if (!destroyed) reveal(...revealed); });
  upright?.addEventListener?.('change', turned);
  // The text's box as high as the lesson's longest text at its width (each step's try and done,
  // the last with its closing sentence): web/css/mancala.css holds it there wider than a
  // phone, so that the board below stays put when a move's explanation takes a line more than
  // the step's (a tablet's tester saw the board drop 25 px and shrink after each move).
  let heldWidth = -1;
  function holdHeight() {
    const w = text.clientWidth;
    if (destroyed || !w || w === heldWidth) return;
    heldWidth = w;
    const probe = h('p.mb-lesson-text', { 'aria-hidden': 'true' });
    Object.assign(probe.style, { position: 'absolute', visibility: 'hidden', minHeight: '0', width: `${w}px` }); // CSSOM: no inline style for the CSP
    text.after(probe);
    let most = 0;
    for (const [i, st] of steps.entries()) {
      const x = texts(st.id);
      for (const words of [x.try, st.kind === 'watch' ? pressWatch(st) : '', [x.done, i === steps.length - 1 ? lt('lesson.finished', { game: gameName }) : ''].filter(Boolean).join(' ')]) {
        probe.textContent = typeof words === 'string' ? words : '';
        most = Math.max(most, probe.offsetHeight);
      }
    }
    probe.remove();
    text.style.setProperty('--lesson-text-h', `${most}px`);
  }
  const sized = typeof ResizeObserver === 'function' ? new ResizeObserver(() => { fold(); holdHeight(); }) : null;
  sized?.observe(text);
  const note = h('p.mb-lesson-note', { role: 'status', hidden: !read.problem }, lt('lesson.badProgress'));
  const linkNote = h('p.mb-lesson-note', { role: 'status', hidden: true }); // a link to no such lesson or step
  const button = (label, cls, fn) => {
    const b = h(`button.mb-btn${cls}`, { type: 'button' }, label);
    b.addEventListener('click', fn);
    return b;
  };
  const watchBtn = button(lt('lesson.watch'), '.mb-primary.mb-lesson-watch', () => watch());
  const againBtn = button(lt('lesson.again'), '.mb-lesson-again', () => show(index));
  const prevBtn = button(lt('lesson.previous'), '.mb-lesson-prev', () => show(index - 1));
  // a double click goes on one step, not two (its second click went past a step's text unread)
  const nextBtn = button(lt('lesson.next'), '.mb-primary.mb-lesson-next', (e) => { if (e.detail <= 1) show(index + 1); });
  const firstBtn = button(lt('lesson.firstGame'), '.mb-primary.mb-lesson-first', () => onFirstGame(game));
  const closeBtn = button(lt('lesson.close'), '.mb-lesson-close', () => ctl.showStart());
  const actions = h('p.mb-lesson-actions', {}, watchBtn, againBtn, prevBtn, nextBtn, firstBtn, closeBtn);
  const element = h('section.mb-lesson', { 'aria-labelledby': heading.id, dataset: { game, phase } },
    h('div.mb-lesson-head', {}, heading, title),
    h('div.mb-lesson-where', {}, stepLine, dots),
    text,
    how,
    actions,
    note,
    linkNote);
  slot.replaceChildren(element);

  const done = () => finished[game] || [];
  /** A step whose only move is to pass: the Pass button is marked, not the holes (the rules would refuse them). */
  const passOnly = (step) => step.kind === 'play' && step.moves.every((m) => m === 'pass');
  // The marked holes a play step asks to try (its moves', and the refusals' it teaches): each
  // gets a ring of its own and an arrow (web/js/render.js), the holes only looked at a thin ring and a dot.
  const toPlay = (step) => (step.kind !== 'play' ? [] : step.highlight.filter((i) =>
    [...step.moves, ...(step.refuse || []).map((r) => r.move)].some((m) => Number(String(m).replace(/^x/, '')) === i)));

  /** The step's words; `again`: said again by screen readers even when unchanged (as app.js setStatus). */
  function say(words, again = false, quiet = false) {
    text.setAttribute('aria-live', quiet ? 'off' : 'polite'); // `quiet`: shown, not said (heard before)
    text.textContent = again && text.textContent === words ? `${words}\u00a0` : words;
  }

  /** Where the step is played, for `reveal`: the board (its rows), or Pass for a step that only passes. */
  const boardEl = () => slot.closest('.mancala-app')?.querySelector(passOnly(steps[index]) ? '.mb-pass' : '.mb-board') || null;

  /** The panel's rows, top to bottom: its children, and a row of buttons that wraps by its lines. */
  function panelRows(panel) {
    return [...panel.children].flatMap((c) => (c === actions ? [...c.children] : [c]))
      .filter((c) => c.getClientRects().length);
  }

  /**
   * Scrolls `els` into view in turn, the last winning when they do not all fit (a phone: the
   * panel above the board). Nothing moves for what is in view already. When the panel scrolls
   * in its own box (a low frame: web/css/embed.css), the box's top edge is then moved off any
   * row it would cut: past a heading or the step dots, or down to the next line of the text:
   * a row half cut there looked hidden under the status line.
   */
  function reveal(...els) {
    revealed = els;
    const list = els.filter((el) => el && typeof el.scrollIntoView === 'function');
    const box = slot; // scrolls in a low frame only
    element.style.paddingBottom = ''; // room a last reveal added below the panel (below)
    const own = box.scrollHeight > box.clientHeight + 1 && /auto|scroll/.test(getComputedStyle(box).overflowY)
      ? list.filter((el) => box.contains(el)) : [];
    for (const el of list) if (!own.includes(el)) el.scrollIntoView({ block: 'nearest' });
    if (!own.length) return;
    const origin = box.getBoundingClientRect().top + box.clientTop - box.scrollTop;
    const span = (el) => { const b = el.getBoundingClientRect(); return { el, top: b.top - origin, bottom: b.bottom - origin }; };
    const view = box.clientHeight;
    let top = box.scrollTop;
    for (const { top: t, bottom: b } of own.map(span)) { // 'nearest', in turn
      if (t < top || b - t > view) top = t;
      else if (b > top + view) top = b - view;
    }
    top = Math.max(0, Math.min(top, box.scrollHeight - view));
    const rows = panelRows(element).map(span);
    const row = rows.find((r) => r.top < top - 0.5 && r.bottom > top + 0.5);
    const last = span(own[own.length - 1]);
    if (row && row.el === text) {
      const line = parseFloat(getComputedStyle(text).lineHeight) || 20;
      top = row.top + Math.ceil((top - row.top) / line - 0.01) * line; // what is below stays in view
    } else if (row) {
      // Up to the row's top, unless the row lies wholly above what is shown (a ring drawn round
      // the current step's dot reaches a little below its row) or that would push the last
      // thing shown (Next, on a second line of buttons) out below: then down to the next row.
      const above = row.bottom <= span(own[0]).top + 0.5;
      const down = Math.min(...rows.filter((r) => r.top >= row.bottom - 0.5).map((r) => r.top), (above ? span(own[0]) : last).top);
      top = above || last.bottom > row.top + view + 0.5 ? down : row.top;
    }
    // Past the end of the panel (its last rows already in view): a little room below it, so
    // that the edge can fall between two rows.
    const extra = Math.ceil(top - (box.scrollHeight - view));
    if (extra > 0) element.style.paddingBottom = `${(parseFloat(getComputedStyle(element).paddingBottom) || 0) + extra}px`;
    box.scrollTop = Math.round(top);
  }

  function render() {
    // the focus, read before a button it is on is hidden: Chromium moves it to the page's body
    // at once (a tester's report: Watch pressed, the focus on the body for the whole move)
    const had = document.activeElement;
    const step = steps[index];
    const last = index === steps.length - 1;
    element.dataset.phase = phase;
    element.dataset.step = step.id;
    const where = lt('lesson.step', { n: index + 1, total: steps.length });
    if (stepLine.textContent !== where) stepLine.textContent = where; // said once a step
    [...dots.children].forEach((li, i) => {
      li.classList.toggle('is-done', done().includes(steps[i].id));
      li.classList.toggle('is-current', i === index);
    });
    watchBtn.hidden = !(step.kind === 'watch' && phase === 'try');
    how.hidden = !(step.kind === 'play' && phase === 'try' && step.moves.some((m) => m !== 'pass'));
    againBtn.hidden = phase !== 'done';
    prevBtn.disabled = index === 0;
    nextBtn.hidden = last;
    nextBtn.classList.toggle('mb-primary', watchBtn.hidden && !(passOnly(step) && phase === 'try')); // beside Watch or a marked Pass, one main button
    firstBtn.hidden = !(last && phase === 'done');
    kit.markPass(passOnly(step) && phase === 'try');
    // A button that went away had the focus: the next thing to do takes it.
    if (had && element.contains(had) && (had.hidden || had.disabled)) focusNext();
  }

  let refocus = false; // a step's position loading took the focus from a button: given on once it is open
  /**
   * The focus goes to what comes next: a step to play (Try again, or Previous step to the
   * first) its first marked hole on the board, where the move is made, or Pass on a step that
   * only passes (a tester's: Try again gave it to Next step, so Enter skipped the step); else
   * Watch, the first game, Next or Try again. While the step's position loads, the heading
   * holds it and `refocus` gives it on once the step is open.
   */
  function focusNext() {
    const step = steps[index];
    if (phase === 'loading') { // the step's position first: then its board, Pass or Watch
      refocus = true;
      heading.focus({ preventScroll: true });
      return;
    }
    if (phase === 'try' && step.kind === 'play') {
      if (passOnly(step)) kit.focusPass();
      else access.focus(step.highlight?.[0]); // its first marked hole (a tester's went to hole 0, the opponent's)
      return;
    }
    const to = [watchBtn, firstBtn, nextBtn, againBtn].find((b) => !b.hidden && !b.disabled);
    (to || heading).focus({ preventScroll: true });
  }

  /**
   * Opens step `at` (an index, or a step id; unknown: the first not finished): its position,
   * its marks, its `try` text (or `words`: a retry's explanation). `resume` ({record, events}:
   * `carry()` before a language switch re-mounted the page): the step as its move left it,
   * its explanation in the new language.
   */
  async function show(at, words = null, resume = null) {
    const mine = ++token;
    linkNote.hidden = true;
    element.dataset.refused = ''; // the words of a refusal are gone (below: a move after one)
    index = typeof at === 'number' ? Math.max(0, Math.min(steps.length - 1, at)) : openingStep(lesson, at, done());
    const step = steps[index];
    phase = 'loading';
    pending = null;
    kit.link(game, step.id);
    access.markLesson([]);
    render();
    const ok = await ctl.startLesson(resume ? resume.record : stepRecord(step), { game, step: step.id });
    if (mine !== token || destroyed) return;
    if (!ok) { // a lesson file the rules cannot read (never shipped: crates/cli/tests/lessons.rs)
      say(t('error.move', { error: step.position }));
      return;
    }
    if (resume) {
      pending = { verdict: 'done', events: resume.events };
      settle();
      return;
    }
    phase = 'try';
    access.markLesson(passOnly(step) ? [] : step.highlight, toPlay(step));
    say(words || texts(step.id).try || '');
    if (step.kind === 'play') ctl.lessonOpen(true, step.moves);
    else ctl.lessonOpen(false, null, true); // a Watch step: the status line says the lesson plays the move
    render();
    if (refocus) {
      refocus = false;
      focusNext();
    } else if (step.kind === 'watch' && slot.getRootNode().activeElement === nextBtn) {
      // Next pressed into a Watch step: Watch, what the step asks for, takes the focus (a
      // keyboard tester's stayed on Next, Watch two Shift+Tabs away)
      watchBtn.focus({ preventScroll: true });
    }
    // a step opens: the board, the learner's rows (after a wrong move: its explanation)
    if (words) reveal(boardEl(), text);
    else reveal(text, boardEl());
  }

  /** A watch step: the lesson plays its move, with the real animation. */
  function watch() {
    const step = steps[index];
    if (phase !== 'try' || step.kind !== 'watch') return;
    ctl.play(step.moves[0]);
  }

  /** A Watch step's words with "Press Watch to see the move." (a hole tapped there). */
  function pressWatch(step) {
    return [texts(step.id).try, lt('lesson.pressWatch', { watch: lt('lesson.watch') })].filter(Boolean).join(' ');
  }

  function holeOnWatch() {
    const step = steps[index];
    if (phase !== 'try' || step.kind !== 'watch') return;
    say(pressWatch(step), true);
    element.dataset.refused = 'watch';
    watchBtn.focus({ preventScroll: true });
    reveal(text, watchBtn);
  }

  /**
   * The rules refused the learner's move: their reason, the step's word on it, and what to do
   * (the step's `retry` line: the instruction stays in view).
   */
  function refused(error) {
    const step = steps[index];
    const name = error.refusal || null;
    const why = i18n.errorText(error);
    const extra = (step.refuse || []).some((r) => r.move === error.move) ? texts(step.id).refused : '';
    say([t('error.move', { error: why }), extra, texts(step.id).retry].filter(Boolean).join(' '), true); // a hole refused again: said again (a tester heard nothing)
    element.dataset.refused = name || 'unknown';
    ctl.clearError();
    // a step that only passes: Pass too, which the longer words had pushed below a phone's
    // screen (a tester's, step 6 of Nsolo's lesson at 390×844)
    reveal(text, ...(passOnly(step) ? [boardEl()] : []));
  }

  /**
   * The move has been shown: the step is done, or it starts again with the step's `retry` line
   * (what the other move did is not told in numbers: hole numbers are off and the texts say
   * "the marked hole").
   */
  function settle() {
    const { verdict, events } = pending;
    pending = null;
    lastEvents = events;
    const step = steps[index];
    if (verdict !== 'done') {
      show(index, [lt('lesson.other'), texts(step.id).retry].filter(Boolean).join(' '));
      return;
    }
    phase = 'done';
    // closed again now that the board rests: it drew the move's position with the step's moves
    // open (a bonus step's player still owes removals, which the lesson does not take)
    ctl.lessonOpen(false);
    access.markLesson(marksAfter(events));
    const next = addFinished(finished, game, step.id);
    finished = next.finished;
    if (key) kit.save(key, next.text); // a failure is told once by the page (noSave)
    const last = index === steps.length - 1;
    say([texts(step.id).done, last ? lt('lesson.finished', { game: gameName }) : ''].filter(Boolean).join(' '));
    render();
    // the way on, and what happened (the learner played on the board, below), which wins when
    // both do not fit: in a low frame the panel scrolls (web/css/embed.css), the explanation is
    // read from its start and Next (which has the focus) is below it
    reveal([firstBtn, nextBtn].find((b) => !b.hidden), text);
    const a = document.activeElement;
    // (the heading: a last step's Watch, hidden as the move was shown, left it there, no
    // other button being shown)
    if (!a || a === document.body || !element.contains(a) || a === watchBtn || a === heading) focusNext();
  }

  const off = ctl.on((change) => {
    const st = ctl.state;
    if (destroyed) return;
    if (!st.lesson || st.lesson.game !== game) { // the lesson ended: another game, the start screen
      close();
      return;
    }
    if (change.kind === 'game' && change.events && change.by !== undefined && !change.fresh && !change.undo && !change.look && phase === 'try') {
      const s = st.game;
      pending = { verdict: judge(steps[index], s.moves[s.ply - 1]), events: change.events, by: change.by, snap: s };
      // another move than the step's: said as it starts, not once it has been shown (a learner
      // took the step's text kept over a whole relay for its acceptance, and tapped the right
      // hole while it was shown: the tap skipped the animation); the step's move after a
      // refused one or another move: the step's words again, not the refusal or "not the one to
      // try" kept over the whole sowing
      const stepWords = texts(steps[index].id).try || '';
      if (pending.verdict !== 'done') say(lt(kit.touch ? 'lesson.otherShownTouch' : 'lesson.otherShown')); // how to skip it: a click or Esc, or a touch (a keyboard tester read "touch the board" on a desktop)
      // (shown again, not said again: a screen reader's user heard the step's instruction
      // re-read before their move's words, a keyboard tester's)
      else if (text.textContent !== stepWords) say(stepWords, false, true);
      phase = 'moving';
      element.dataset.refused = '';
      access.markLesson([]);
      ctl.lessonOpen(false);
      render();
    } else if (change.kind === 'error' && st.error && st.error.key === 'error.move' && phase === 'try') {
      refused(st.error);
    }
    if (pending && !st.animating && st.game === pending.snap) settle();
  });

  function close() {
    if (destroyed) return;
    destroy();
    onClose();
  }

  function destroy({ keepLink = false } = {}) {
    if (destroyed) return;
    destroyed = true;
    token++;
    off();
    narrow?.removeEventListener?.('change', fold);
    upright?.removeEventListener?.('change', turned);
    sized?.disconnect();
    element.remove();
    access.markLesson([]);
    kit.markPass(false);
    if (!keepLink) kit.link(null);
  }

  return {
    game,
    /**
     * Opens the step a link or a button asks for (`asked`: the game it named). A lesson or step
     * that does not exist opens this lesson's first step not finished, and says so. `resume`:
     * what `carry()` gave before a re-mount, for this step.
     */
    show(stepId, asked = game, resume = null) {
      const shown = show(stepId, null, resume);
      if (asked !== game || (stepId && !steps.some((s) => s.id === stepId))) {
        linkNote.textContent = lt('lesson.noLesson', { name: stepId ? `${asked}/${stepId}` : asked, game: gameName });
        linkNote.hidden = false;
      }
      return shown;
    },
    /** The lesson's element is gone and the controller no longer listened to. */
    destroy,
    /**
     * What a re-mount (a language switch) hands on: {game, step, record, events} of a step whose
     * move has been played or is being shown (its position after the move and the move's
     * account), else null.
     */
    carry: () => {
      if (phase === 'done' && ctl.state.game) return { game, step: steps[index].id, record: ctl.state.game.record, events: lastEvents };
      // the step's move still being shown: done as it will be (a learner's move was lost)
      if (phase === 'moving' && pending?.verdict === 'done') return { game, step: steps[index].id, record: pending.snap.record, events: pending.events };
      return null;
    },
    /**
     * A hole tapped on a watch step, where no move is the learner's: the step's words again
     * with "Press Watch to see the move.", and the focus on Watch. (It said nothing, a
     * tester's; then it played the move at once, the step's words gone before they were read,
     * another's.)
     */
    holeOnWatch,
    /** Focuses the lesson's heading (opened from a button that is now hidden). */
    focus: () => heading.focus({ preventScroll: true }),
  };
}
