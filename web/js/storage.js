// Local storage and the URL fragment. Every storage access is guarded: in a sandboxed
// iframe or with storage disabled, `localStorage` itself may throw.

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
    if (!globalThis.localStorage) return false;
    globalThis.localStorage.setItem(key, value);
    return true;
  } catch {
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

/** Puts `text` in the fragment without adding a history entry (an empty text clears it). */
export function writeFragment(text, win = globalThis.window) {
  if (!win?.history?.replaceState) return;
  const url = new URL(win.location.href);
  url.hash = text ? text : '';
  const href = text ? url.href : url.href.replace(/#.*$/, '');
  try {
    win.history.replaceState(win.history.state, '', href);
  } catch {
    /* some sandboxes forbid it: the game still works */
  }
}
