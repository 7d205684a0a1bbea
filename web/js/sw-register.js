// Registers the service worker (sw.js, next to index.html) so the game works offline after
// one visit. Quietly does nothing where service workers are unavailable: plain http on a
// non-local host, a sandboxed iframe without allow-same-origin (where even reading
// navigator.serviceWorker throws), browsers or profiles that disable them.

const SW_URL = new URL('../../sw.js', import.meta.url);

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
    return await container.register(SW_URL, { updateViaCache: 'none' });
  } catch (e) {
    console.warn(`Offline play is unavailable: ${e && e.message ? e.message : e}`);
    return null;
  }
}
