// A classic script (not a module), loaded by index.html just before web/main.js: when the
// game's module cannot be loaded at all, nothing of the game runs to say so, and the page
// would show its loading spinner for ever. This script says it instead: the module script's
// load error (its files refused or missing; in a sandboxed frame whose server sends no
// Access-Control-Allow-Origin, the usual case, the module is a CORS request and is refused),
// or a page still loading after LOAD_WAIT_MS, replaces the spinner with a calm message and a
// "Try again" button. Once web/main.js runs, it takes over (web/js/boot.js's showLoadFailure
// says why a later step failed; a successful start replaces whatever this script showed).
//
// A classic script is fetched without CORS, so it runs where the module cannot. The words are
// English: the language files may be what could not be loaded. Same markup and classes as
// boot.js's message.
(function () {
  'use strict';
  var LOAD_WAIT_MS = 30000;
  var shown = false;

  // The theme asked for, from the start: the spinner and the message below are drawn in it (a
  // theme=dark frame showed its failure light). ?theme= (docs/embedding.md), else on this
  // site's own page the one chosen in the game (web/js/app.js saves it). Once the game mounts,
  // web/js/app.js sets it as the game has it. `embed=` and `theme=` are read as
  // web/js/embed.js's readOptions reads them (this classic script cannot import that module):
  // a change to one is a change to both.
  (function () {
    var root = document.getElementById('mancala');
    var query = new URLSearchParams(window.location.search);
    var theme = (query.get('theme') || '').trim().toLowerCase();
    var embed = (query.get('embed') || '').trim().toLowerCase();
    var embedded = query.has('embed') && ['0', 'false', 'no'].indexOf(embed) < 0;
    if (!theme && !embedded) {
      try { theme = window.localStorage.getItem('mancala.theme') || ''; } catch (e) { /* storage refused: no saved theme */ }
    }
    if (root && (theme === 'light' || theme === 'dark')) root.setAttribute('data-theme', theme);
  })();

  function show(title, detail) {
    var root = document.getElementById('mancala');
    // only over the spinner: once web/main.js has started (or failed on its own), it speaks
    if (shown || !root || !root.classList.contains('mb-loading')) return;
    shown = true;
    root.classList.remove('mb-loading');
    root.removeAttribute('data-loading');
    root.removeAttribute('lang'); // the message is English
    root.classList.add('mb-failed');
    var panel = document.createElement('section');
    panel.className = 'mb-crash mb-load-failed';
    panel.setAttribute('role', 'status');
    var heading = document.createElement('h2');
    heading.textContent = title;
    var text = document.createElement('p');
    text.textContent = 'Its files did not arrive. Please try again in a moment.';
    var more = document.createElement('p');
    more.className = 'mb-load-detail';
    more.textContent = detail;
    var button = document.createElement('button');
    button.type = 'button';
    button.className = 'mb-btn mb-primary mb-load-retry';
    button.textContent = 'Try again';
    button.addEventListener('click', function () { window.location.reload(); });
    var actions = document.createElement('p');
    actions.appendChild(button);
    panel.append(heading, text, actions, more);
    root.replaceChildren(panel);
  }

  // A sandboxed frame (without allow-same-origin) has an opaque origin: every file of the
  // game is then a cross-origin request, and the module needs the CORS header.
  var opaque = window.origin === 'null';
  var forOwner = opaque
    ? "For the site's owner: in a sandboxed frame the game's files are cross-origin requests, so the game's server must send the header Access-Control-Allow-Origin: * with them (see docs/embedding.md)."
    : "For the site's owner: the game's module could not be fetched (see the browser's console).";

  // The module script's load error does not bubble: listen in the capture phase.
  window.addEventListener('error', function (e) {
    var el = e.target;
    if (el && el.tagName === 'SCRIPT' && el.type === 'module') show('The game could not be loaded', forOwner);
  }, true);
  // The wait has begun: said on the page (a test waits for it before running the clock on).
  var watched = document.getElementById('mancala');
  if (watched) watched.setAttribute('data-load-wait', String(LOAD_WAIT_MS));
  // A load that takes a while gets words under the spinner (a slow phone's visitor saw only
  // the spinner for seven seconds), in the language the page is likely to speak: ?lang=, the
  // language last chosen, the browser's (web/js/lang.js decides for the game; these four
  // lines are all this script knows). Not before WORDS_AFTER_MS: a quick load shows none.
  var WORDS_AFTER_MS = 1500;
  var LOADING = { en: 'Loading the game…', it: 'Caricamento del gioco…', nl: 'Het spel wordt geladen…', ru: 'Игра загружается…' };
  function loadingWords() {
    var asked = [new URLSearchParams(window.location.search).get('lang')];
    try { asked.push(window.localStorage.getItem('mancala.lang')); } catch (e) { /* storage refused */ }
    asked = asked.concat(navigator.languages || []);
    for (var i = 0; i < asked.length; i++) {
      var code = String(asked[i] || '').toLowerCase().split('-')[0];
      if (LOADING[code]) return { lang: code, words: LOADING[code] };
    }
    return { lang: 'en', words: LOADING.en };
  }
  setTimeout(function () {
    var root = document.getElementById('mancala');
    if (!root || !root.classList.contains('mb-loading')) return; // started, or failed: said otherwise
    var w = loadingWords();
    root.setAttribute('data-loading', w.words);
    root.setAttribute('lang', w.lang);
  }, WORDS_AFTER_MS);
  setTimeout(function () {
    show('The game has not loaded', "For the site's owner: the game was still loading after " + LOAD_WAIT_MS / 1000 + ' seconds (see the browser\'s console).');
  }, LOAD_WAIT_MS);
})();
