// Local storage and the URL fragment. Every storage access is guarded: in a sandboxed
// iframe or with storage disabled, `localStorage` itself may throw, and a write may throw
// when the storage is full. A write that fails is reported once per page to whoever watches
// (`onSaveFailure`: the app then says politely that it cannot save); the game goes on, and
// the page's URL fragment still holds the current game.

let saveFailed = false; // a write has failed on this page
const watchers = new Set();

/** Calls `fn` once a write has failed (at once if one already has); returns the unwatch. */
export function onSaveFailure(fn) {
  watchers.add(fn);
  if (saveFailed) fn();
  return () => watchers.delete(fn);
}

function failed() {
  if (saveFailed) return;
  saveFailed = true;
  for (const fn of [...watchers]) {
    try {
      fn();
    } catch (e) {
      console.warn('mancala: a storage watcher failed', e);
    }
  }
}

/** Reads a string, or null when absent or when storage is unavailable. */
export function loadItem(key) {
  try {
    return globalThis.localStorage ? globalThis.localStorage.getItem(key) : null;
  } catch {
    return null;
  }
}

/** Writes a string; returns false when storage is unavailable or full. */
export function saveItem(key, value) {
  try {
    if (!globalThis.localStorage) {
      failed();
      return false;
    }
    globalThis.localStorage.setItem(key, value);
    return true;
  } catch {
    failed(); // disabled, a sandboxed frame (SecurityError) or full (QuotaExceededError)
    return false;
  }
}

/** Removes a key; silently does nothing when storage is unavailable. */
export function removeItem(key) {
  try {
    globalThis.localStorage?.removeItem(key);
  } catch {
    /* storage unavailable */
  }
}

/** The URL fragment without its `#`, percent-decoded when possible. */
export function readFragment(win = globalThis.window) {
  const raw = (win?.location?.hash || '').replace(/^#/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * Puts `text` in the fragment (an empty text clears it), in place of the current history
 * entry, or in a new one with `push` (the browser's Back then returns to the one before),
 * whose `history.state` is `state`.
 */
export function writeFragment(text, win = globalThis.window, { push = false, state = null } = {}) {
  if (!win?.history?.replaceState) return;
  const url = new URL(win.location.href);
  url.hash = text ? text : '';
  const href = text ? url.href : url.href.replace(/#.*$/, '');
  if (href === win.location.href) return; // already there (a link's start): no history call
  try {
    if (push) win.history.pushState(state, '', href);
    else win.history.replaceState(win.history.state, '', href);
  } catch {
    /* some sandboxes forbid it: the game still works */
  }
}
