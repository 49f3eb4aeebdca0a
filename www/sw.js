// The service worker of the app pages (demo, compare, experiment, study): it saves every file of
// the build listed in precache.js (scripts/build-precache.mjs writes it) into a cache named after
// the build's version, and answers from that cache first, so the pages work without a network.
// A new build has a new version, hence a new cache; once it is active the old caches go.
// Registered by offline.js from the pages only: the embed (dist/) never registers it, so a blog's
// origin never gets a service worker from us. A classic script, as every browser runs those.
/** @typedef {Event & { waitUntil(p: Promise<unknown>): void }} SwEvent */
/** @typedef {SwEvent & { request: Request, respondWith(r: Promise<Response>): void }} SwFetchEvent */
/** @typedef {{ version: string, files: string[] }} Precache */

/** What this worker's global scope offers that the page's does not. */
const worker =
  /** @type {{ importScripts(url: string): void, clients: { claim(): Promise<void> }, registration: { scope: string }, addEventListener(type: string, f: (e: any) => void): void }} */ (
    /** @type {unknown} */ (self)
  );
worker.importScripts('./precache.js');
/** precache.js's list (a global of the scripts this worker runs). @type {Precache} */
const list = PRECACHE;
/** Caches of this app start so; any other name is someone else's, left alone. */
const PREFIX = 'sudoku-stepper-';
const CACHE = `${PREFIX}${list.version}`;

worker.addEventListener('install', (/** @type {SwEvent} */ e) => {
  // `reload`: past the HTTP cache, so the new cache holds this build's bytes, not older ones.
  e.waitUntil(
    caches.open(CACHE).then((cache) => cache.addAll(list.files.map((path) => new Request(new URL(path, worker.registration.scope), { cache: 'reload' })))),
  );
});

worker.addEventListener('activate', (/** @type {SwEvent} */ e) => {
  e.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
      // The page that registered this worker is served by it from now on, not from its next load:
      // it can go offline at once.
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener('fetch', (/** @type {SwFetchEvent} */ e) => {
  const { request } = e;
  if (request.method !== 'GET' || new URL(request.url).origin !== location.origin) return;
  e.respondWith(answer(request));
});

/**
 * The cached copy of `request`, else the network's answer. A page is found whatever its query
 * (the pages take their settings there) and a folder's address is its index.html.
 * @param {Request} request
 * @returns {Promise<Response>}
 */
async function answer(request) {
  const cache = await caches.open(CACHE);
  const page = request.mode === 'navigate';
  const url = new URL(request.url);
  if (page && url.pathname.endsWith('/')) url.pathname += 'index.html';
  const hit = await cache.match(page ? url.href : request, { ignoreSearch: page });
  return hit ?? fetch(request);
}
