// Tiny DOM helpers: build elements without innerHTML (texts are always set as text).

/** h('button.mb-btn', {type: 'button', onclick: f}, 'Undo') */
export function h(tag, attrs = {}, ...children) {
  const [name, ...classes] = tag.split('.');
  const el = document.createElement(name || 'div');
  if (classes.length) el.className = classes.join(' ');
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k === 'dataset') Object.assign(el.dataset, v);
    else if (k === 'hidden') el.hidden = !!v;
    else if (k in el && typeof v !== 'string') el[k] = v;
    else el.setAttribute(k, v === true ? '' : String(v));
  }
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    el.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return el;
}

/** Adds a listener and returns the function that removes it. */
export function listen(target, type, fn, opts) {
  target.addEventListener(type, fn, opts);
  return () => target.removeEventListener(type, fn, opts);
}

/**
 * Resolves once `test()` holds: at once, else at a change of attribute `name` on `el`.
 * `cleanups` (an array, optional) receives the watch's disconnect, for a view torn down first.
 */
export function whenAttribute(el, name, test, cleanups = null) {
  return new Promise((done) => {
    if (test()) return done();
    const watch = new MutationObserver(() => {
      if (test()) { watch.disconnect(); done(); }
    });
    watch.observe(el, { attributes: true, attributeFilter: [name] });
    cleanups?.push(() => watch.disconnect());
  });
}

/**
 * A press that closes a floating menu only closes it: when it went down on the board (the
 * canvas, `pointerdown` event `e`), the click it makes there is stopped, so it plays no hole (a
 * tablet tester's tap beside the open settings, to close them, played the hole under it). A
 * press that makes no click leaves nothing behind: the next press takes the guard away.
 */
export function closingPress(e) {
  const board = e.composedPath().find((n) => n instanceof HTMLCanvasElement && n.classList.contains('mb-canvas'));
  if (!board) return;
  const stop = (c) => c.stopImmediatePropagation();
  board.addEventListener('click', stop, { capture: true, once: true });
  document.addEventListener('pointerdown', () => board.removeEventListener('click', stop, true), { capture: true, once: true });
}
