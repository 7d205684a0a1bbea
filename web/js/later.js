// Work the visitor does not see at once, kept out of the first board's way: each piece runs
// in a task of its own once the page is idle (requestIdleCallback, at most `timeout` ms
// later; a short timer where the browser has no idle callbacks), so no start-up task grows
// long on a slow phone. Used by web/main.js (the service worker's registration and precache)
// and web/js/app.js (the move list, the saved copy).

/** Runs `fn` in its own task when the page is idle (within `timeout` ms). */
export function whenIdle(fn, timeout = 2000) {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => fn(), { timeout });
  else setTimeout(fn, 50);
}

/** Resolves in a new task (after the browser had a chance to paint and handle input). */
export function nextTask() {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs each of `steps` in a task of its own, one after the other (a step that throws is
 * skipped). For what costs most the first time it is done (storage opened, fonts found and
 * laid out) while the page waits for its downloads anyway.
 */
export function inTurn(steps) {
  const next = () => {
    const step = steps.shift();
    if (!step) return;
    try { step(); } catch { /* a warm-up only */ }
    setTimeout(next, 0);
  };
  setTimeout(next, 0);
}
