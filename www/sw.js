// The service worker of the app pages (demo, compare, experiment, study): it saves every file of
// the build listed in precache.js (scripts/build-precache.mjs writes it) into a cache named after
// the build's version, and answers from that cache first, so the pages work without a network.
// A new build has a new version, hence a new cache; once it is active the old caches go. It
// waits while a page of the old build is open, until that page asks it to take over
// (`SKIP_WAITING`: offline.js's update notice). A page the list leaves out (embed.html, which
// loads dist/) and everything it loads come from the network, so that no page mixes a cached
// build with another. Registered by offline.js from the pages only: the embed (dist/) never
// registers it, so a blog's origin never gets a service worker from us. A classic script, as
// every browser runs those.
/** @typedef {Event & { waitUntil(p: Promise<unknown>): void }} SwEvent */
/** @typedef {SwEvent & { request: Request, respondWith(r: Promise<Response>): void }} SwFetchEvent */
/** @typedef {{ version: string, files: string[] }} Precache */

/** What this worker's global scope offers that the page's does not. */
const worker =
  /** @type {{ importScripts(url: string): void, clients: { claim(): Promise<void>, get(id: string): Promise<{ url: string } | undefined> }, registration: { scope: string }, skipWaiting(): Promise<void>, addEventListener(type: string, f: (e: any) => void): void }} */ (
    /** @type {unknown} */ (self)
  );
worker.importScripts('./precache.js');
/** precache.js's list (a global of the scripts this worker runs). @type {Precache} */
const list = PRECACHE;
/** Caches of this app start so; any other name is someone else's, left alone. */
const PREFIX = 'sudoku-stepper-';
const CACHE = `${PREFIX}${list.version}`;
/** The addresses of the cached files, to tell a cached page from another. */
const CACHED = new Set(list.files.map((path) => new URL(path, worker.registration.scope).href));

/**
 * A page's address as the list has it: without its query, a folder's as its index.html.
 * @param {string} address
 */
function pageOf(address) {
  const url = new URL(address);
  url.search = '';
  url.hash = '';
  if (url.pathname.endsWith('/')) url.pathname += 'index.html';
  return url.href;
}

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

worker.addEventListener('message', (/** @type {MessageEvent} */ e) => {
  if (e.data?.type === 'SKIP_WAITING') worker.skipWaiting();
});

worker.addEventListener('fetch', (/** @type {SwFetchEvent & { clientId: string }} */ e) => {
  const { request } = e;
  if (request.method !== 'GET' || new URL(request.url).origin !== location.origin) return;
  const page = request.mode === 'navigate';
  // A page not in the cache is the network's (offline: the browser's own offline page).
  if (page && !CACHED.has(pageOf(request.url))) return;
  e.respondWith(answer(request, page, e.clientId));
});

/**
 * The cached copy of `request`, else the network's answer; the network's alone for what a page
 * not in the cache loads. A page is found whatever its query (the pages take their settings
 * there) and a folder's address is its index.html.
 * @param {Request} request
 * @param {boolean} page  a navigation
 * @param {string} clientId  the page (or worker) asking, '' for a navigation
 * @returns {Promise<Response>}
 */
async function answer(request, page, clientId) {
  const client = clientId ? await worker.clients.get(clientId) : undefined;
  if (client && !CACHED.has(pageOf(client.url))) return fetch(request);
  const cache = await caches.open(CACHE);
  const hit = await cache.match(page ? pageOf(request.url) : request, { ignoreSearch: page });
  return hit ?? fetch(request);
}
