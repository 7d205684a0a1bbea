// Two tabs, one saved game: every tab keeps playing its own game (its record is in its own
// URL fragment), the saved game in local storage is the one played most recently in any
// tab, and it is marked with the id of the tab that saved it. A tab opened afresh (no game
// in its link) restores that game at once only if it saved it itself (a reload, the site
// opened again in the same tab); otherwise its start screen offers to continue it. The tab's
// id lives in session storage, which belongs to one tab and survives its reloads.

const ID_KEY = 'mancala.tab';

let cached;

/** This tab's id, or null where session storage is unavailable (then every save is "ours"). */
export function tabId() {
  if (cached !== undefined) return cached;
  try {
    let id = globalThis.sessionStorage.getItem(ID_KEY);
    if (!id) {
      const a = new Uint32Array(2);
      crypto.getRandomValues(a);
      id = a[0].toString(36) + a[1].toString(36);
      globalThis.sessionStorage.setItem(ID_KEY, id);
    }
    cached = id;
  } catch {
    cached = null;
  }
  return cached;
}

/** Whether a save marked with `owner` was made by this tab. */
export function ownSave(owner) {
  const id = tabId();
  return id === null || owner === id;
}
