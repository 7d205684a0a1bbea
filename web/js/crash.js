// A crash never strands the page. A panic in the wasm module (a bug: never bad input, which
// comes back as an Error with a message) reaches JavaScript as a WebAssembly.RuntimeError
// ("unreachable"), after console_error_panic_hook has written the cause to the console.
// The wasm instance is not to be trusted after that, so the page stops the game, shows a calm
// message, and offers to reload the current game from its record (the URL fragment holds it:
// it is written after every move).
//
// `reportCrash(e)` is called where a wasm call is caught (app.js); window 'error' and
// 'unhandledrejection' catch the rest. The page (main.js) and the <mancala-game> element
// (mancala-element.js) decide what a crash does with `onCrash(fn)`; a crash reported before
// that is only logged. The element goes on with a fresh instance of the module and says so
// with `crashRecovered()`, so a later crash is reported again.

const handlers = new Set();
let crashed = false;

/** Whether `e` is the wasm module failing (a panic or a trap), not an expected Error. */
export function isCrash(e) {
  return typeof WebAssembly !== 'undefined' && e instanceof WebAssembly.RuntimeError;
}

/** Reports a crash once; later ones (the broken module failing again) are only logged. */
export function reportCrash(e) {
  if (crashed) return;
  crashed = true;
  if (!handlers.size) console.error('mancala: the game stopped', e);
  for (const fn of handlers) fn(e);
}

/** A fresh instance of the module runs now: its crash will be reported. */
export function crashRecovered() {
  crashed = false;
}

/** Adds what a crash does, and listens for crashes nobody caught. Returns the unwatch. */
export function onCrash(fn, win = globalThis.window) {
  handlers.add(fn);
  const onError = (ev) => { if (isCrash(ev.error)) reportCrash(ev.error); };
  const onRejection = (ev) => { if (isCrash(ev.reason)) reportCrash(ev.reason); };
  win.addEventListener('error', onError);
  win.addEventListener('unhandledrejection', onRejection);
  return () => {
    handlers.delete(fn);
    win.removeEventListener('error', onError);
    win.removeEventListener('unhandledrejection', onRejection);
  };
}

/**
 * The calm message: a heading, a sentence, and the button that reloads the game. `t` is the
 * page's translator; `onReload` reloads.
 */
export function crashPanel(t, onReload) {
  const id = `mb-crash-${Math.random().toString(36).slice(2, 8)}`;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'mb-btn mb-primary mb-crash-reload';
  button.textContent = t('crash.reload');
  button.addEventListener('click', onReload);
  const heading = document.createElement('h2');
  heading.id = id;
  heading.textContent = t('crash.heading');
  const text = document.createElement('p');
  text.textContent = t('crash.text');
  const actions = document.createElement('p');
  actions.append(button);
  const panel = document.createElement('section');
  panel.className = 'mb-crash';
  panel.setAttribute('role', 'status');
  panel.setAttribute('aria-labelledby', id);
  panel.append(heading, text, actions);
  return panel;
}
