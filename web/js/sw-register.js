// Registers the service worker (sw.js, next to index.html) so the game works offline after
// one visit. Quietly does nothing where service workers are unavailable: plain http on a
// non-local host, a sandboxed iframe without allow-same-origin (where even reading
// navigator.serviceWorker throws), browsers or profiles that disable them. When the browser
// has service workers but refuses the registration (a SecurityError, storage for it disabled
// or full), or the first install fails (the files do not fit in the storage the browser
// gives the site), the page says so once, politely (web/js/notices.js): the game plays on online.

import { tellOnce } from './notices.js';

const SW_URL = new URL('../../sw.js', import.meta.url);
const UPDATE_CHECK_MS = 3600 * 1000;

/** Resolves to the registration, or null when there is none (never rejects). */
export async function registerServiceWorker() {
  let container;
  try {
    if (!globalThis.isSecureContext || !('serviceWorker' in navigator)) return null;
    container = navigator.serviceWorker;
  } catch {
    return null; // sandboxed document: no service worker, the game still works online
  }
  try {
    // updateViaCache 'none': update checks fetch sw.js and web/precache.js from the network.
    const reg = await container.register(SW_URL, { updateViaCache: 'none' });
    // the first install failed, and no older version keeps the game offline
    const first = reg.active ? null : reg.installing;
    first?.addEventListener('statechange', () => {
      if (first.state === 'redundant' && !reg.active) refused('its files could not be fetched or stored (a full storage, or a deploy in progress)');
    });
    // A page open all day (a kiosk) looks for a new version every hour; a new one installs in
    // the background, and this page keeps its own version until it is reloaded (sw.js).
    setInterval(() => { reg.update().catch(() => {}); }, UPDATE_CHECK_MS);
    return reg;
  } catch (e) {
    refused(e && e.message ? e.message : e);
    return null;
  }
}

function refused(why) {
  console.warn(`Offline play is unavailable: ${why}`);
  tellOnce('noOffline');
}
