// The rules dialog: the game's rules from the locale's texts (web/locales/rules/<lang>.json,
// fetched when the dialog first opens: web/js/i18n.js `loadRules`), and a link to the full rules page (web/rules.html#<game>) in the same language.
// A modal <dialog> that opens at its top with its heading focused; web/js/dialogs.js keeps the
// focus in it and gives it back. A Learn button opens the game's lesson (`onLearn`).

import { h } from './dom.js';

const RULES_PAGE = new URL('../rules.html', import.meta.url);

/**
 * `i18n`; `onLearn(gameId)`: opens the game's lesson; `theme()`: the theme chosen ('light' |
 * 'dark' | 'auto'), which the full rules page takes too; `newTab`: the full rules page opens in a
 * tab of its own (the element, on a host's page). Returns {element, show(gameId, {fromStart}), cancel()}.
 */
export function createRulesView(i18n, { onLearn = null, theme = () => 'auto', newTab = false } = {}) {
  const { t } = i18n;
  const body = h('div.mb-rules-body');
  // The heading takes the focus when the dialog opens (not the link at its end, which would
  // scroll a long text to its bottom): the rules are read from the top, Tab goes on to the link
  // and the close button, Escape closes.
  // (Not the `autofocus` attribute: on insertion a cross-origin frame logs that it blocked it.)
  const title = h('h2', { id: `mb-rules-title-${Math.random().toString(36).slice(2, 8)}`, tabindex: '-1' });
  // A real address from the start (crawlable); show() adds the game and the language.
  const link = h('a.mb-rules-link', { href: RULES_PAGE.href }, t('rules.full'));
  // on a host's page (the element), in a tab of its own: it took the host's page's place
  if (newTab) Object.assign(link, { target: '_blank', rel: 'noopener' });
  const close = h('button.mb-btn.mb-rules-close', { type: 'button' }, t('rules.close'));
  const learn = onLearn ? h('button.mb-btn.mb-primary.mb-rules-learn', { type: 'button' }) : null;
  let shown = null;
  let asked = 0; // the latest show(): an earlier one still waiting for the texts gives way
  learn?.addEventListener('click', () => {
    element.close();
    onLearn(shown);
  });
  // In a low window or frame, where the actions at the dialog's foot do not stay in view, a way
  // back at its top corner that does (a museum team's: 1 500 px of rules to scroll through on a
  // touch screen, in a 320×240 frame; web/css/mancala.css shows it only there)
  const corner = h('button.mb-btn.mb-rules-x', { type: 'button' }, '×'); // named as `close` (show)
  const element = h('dialog.mb-rules', { 'aria-labelledby': title.id }, corner, title, body,
    h('p.mb-rules-actions', {}, link, ' ', learn, learn ? ' ' : null, close));
  for (const b of [close, corner]) b.addEventListener('click', () => element.close());

  /**
   * Opens the dialog with the rules of game `id`; `fromStart`: opened on the start screen, where
   * there may be no game to go back to (its close button said "Back to the game": a tester's
   * report); `by`: the button that asked, busy (`aria-busy`, a spinner: web/css/mancala.css)
   * while the texts are on their way (on a slow connection it did nothing for seconds: a tester's).
   */
  async function show(id, { fromStart = false, by = null } = {}) {
    const mine = ++asked;
    // The texts come with the first rules shown; without them (no connection, and not yet
    // offline), the dialog says so and the next opening tries again.
    by?.setAttribute('aria-busy', 'true');
    const loaded = await i18n.loadRules().then(() => true, () => false);
    by?.removeAttribute('aria-busy');
    // given way to a later show(), or cancelled (another view), or the app gone meanwhile (a
    // language switched: a new app, its own dialog)
    if (mine !== asked || !element.isConnected) return;
    const name = t(`game.${id}.name`);
    shown = id;
    close.textContent = t(fromStart ? 'rules.closeStart' : 'rules.close');
    corner.setAttribute('aria-label', close.textContent);
    title.textContent = t('rules.heading', { game: name });
    if (learn) learn.textContent = t('learn.game', { game: name });
    const texts = i18n.games(id).rules;
    const nodes = [];
    if (Array.isArray(texts) && texts.length) {
      for (const item of texts) {
        if (typeof item === 'string') nodes.push(h('p', {}, item));
        else if (Array.isArray(item)) nodes.push(h('ul', {}, item.filter((x) => typeof x === 'string').map((x) => h('li', {}, x))));
      }
    } else {
      nodes.push(h('p.mb-placeholder', {}, i18n.rulesMissing(name, loaded)));
    }
    body.replaceChildren(...nodes);
    const url = new URL(RULES_PAGE);
    url.hash = id;
    if (i18n.lang) url.searchParams.set('lang', i18n.lang); // the rules page in the same language
    if (theme() !== 'auto') url.searchParams.set('theme', theme()); // and colours (an embed's theme=)
    // a tab of its own beside the host's page: its "Back to the game" opened a second, new game
    // of the game's own page (a museum team's); the rules page leaves it out (web/js/rules-page.js)
    if (newTab) url.searchParams.set('from', 'element');
    link.href = url.href;
    if (!element.open) element.showModal(); // focuses the first control: the heading takes it
    element.scrollTop = 0;
    title.focus({ preventScroll: true });
  }

  /** A show() still waiting for the texts does not open the dialog (the view it was for is gone). */
  function cancel() {
    asked += 1;
  }

  return { element, show, cancel };
}
