// Polite notes for the whole page (not errors): "this browser does not let the game save",
// "offline play is unavailable". Each is told once per page load; every mounted app shows the
// notes that are told and not yet dismissed (so a language switch, which re-mounts the app,
// shows them again in the new words), and one OK dismisses a note everywhere for good.

const told = new Map(); // kind → 'shown' | 'dismissed'
const views = new Set();

function redraw() {
  for (const v of [...views]) v();
}

/** Tells the note `kind` ('noSave' | 'noOffline' | 'noPart'), unless it was told already. */
export function tellOnce(kind) {
  if (told.has(kind)) return;
  told.set(kind, 'shown');
  redraw();
}

/** Tells the note `kind` again, though dismissed (a part of the page asked for again failed to load again). */
export function tellAgain(kind) {
  told.delete(kind);
  tellOnce(kind);
}

/** Dismisses the note `kind` on every app of the page. */
export function dismissNotice(kind) {
  told.set(kind, 'dismissed');
  redraw();
}

/** The notes told and not dismissed, in the order they were told. */
export function openNotices() {
  return [...told].filter(([, s]) => s === 'shown').map(([k]) => k);
}

/** Calls `render()` now and whenever the notes change; returns the unwatch. */
export function watchNotices(render) {
  views.add(render);
  render();
  return () => views.delete(render);
}
