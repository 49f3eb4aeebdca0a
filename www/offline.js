// Offline use of the app pages (demo, compare, experiment, study), which import this module: it
// registers the service worker (sw.js) that keeps every file of the build in a cache, says so on
// the demo page once that worker is active, announces a new build's worker waiting to take over
// (its Reload switches to it), and shows an error in place of a section whose modules did not
// load (offline without the worker, or a broken deploy), rather than leaving a hole.
// The embed (dist/) never imports it: a blog's origin gets no service worker from us.
import { h } from './dom.js';
import './i18n/english.js';
import { ENGLISH, loadMessages, resolveLanguage } from './i18n/messages.js';

/** How long the registration waits for an idle moment at most (a page that never rests). */
const IDLE_WAIT_MS = 2000;

/** The registration, once a page has asked for it. @type {Promise<boolean> | null} */
let registration = null;

/**
 * Registers the service worker once `after` settles, the page has loaded and its main thread is
 * idle; resolves to true once a worker with this build's files is active, else to false. The
 * worker's install downloads the whole build, and on a two-core machine that work beside the
 * page's own made the demo page's first interactive board about 1.4× later: a page hands in
 * what it needs first (the demo page, its board's `ready`). Asked again, returns the same.
 * @param {Promise<unknown>} [after]
 * @returns {Promise<boolean>}
 */
export function registerOffline(after = Promise.resolve()) {
  registration ??= register(after);
  return registration;
}

/** @param {Promise<unknown>} after */
async function register(after) {
  // No service worker in an insecure context (plain http off localhost), nor in some private modes.
  if (!('serviceWorker' in navigator)) return false;
  try {
    await after.catch(() => {});
    if (document.readyState !== 'complete') await new Promise((done) => addEventListener('load', done, { once: true }));
    await new Promise((done) => ('requestIdleCallback' in window ? requestIdleCallback(done, { timeout: IDLE_WAIT_MS }) : setTimeout(done, 0)));
    watchUpdates(await navigator.serviceWorker.register(new URL('./sw.js', import.meta.url)));
    await navigator.serviceWorker.ready;
    return true;
  } catch {
    // The page works as before, online only.
    return false;
  }
}

/**
 * Announces a new build's worker once it is installed and waits for this page's worker, the old
 * build's, to be let go (a first install, with no worker controlling the page, takes over alone).
 * @param {ServiceWorkerRegistration} reg
 */
function watchUpdates(reg) {
  const follow = (/** @type {ServiceWorker | null} */ worker) => {
    if (!worker) return;
    const check = () => {
      if (worker.state === 'installed' && navigator.serviceWorker.controller) showUpdate(worker);
    };
    worker.addEventListener('statechange', check);
    check();
  };
  follow(reg.waiting);
  follow(reg.installing);
  reg.addEventListener('updatefound', () => follow(reg.installing));
}

/** The notice's look, in a stylesheet of the document's own (strict-CSP safe): it covers nothing. */
const NOTICE_STYLE = `.sw-update { position: fixed; inset-block-end: 1rem; inset-inline-end: 1rem; z-index: 10; margin: 0;
  padding: 0.5rem 0.75rem; background: Canvas; color: CanvasText; border: 1px solid GrayText; border-radius: 0.4rem;
  box-shadow: 0 0.2rem 0.8rem rgb(0 0 0 / 0.25); }
.sw-update button { margin-inline-start: 0.5rem; }`;

/**
 * A small non-modal notice that a new version is ready; Reload lets `worker` take over and,
 * once it controls the page, reloads it. Every page of the old build reloads then: none goes
 * on with files of two builds.
 * @param {ServiceWorker} worker
 */
async function showUpdate(worker) {
  if (document.querySelector('.sw-update')) return;
  const m = await messagesFor(document.documentElement);
  navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), { once: true });
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(NOTICE_STYLE);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  document.body.append(
    h(
      'p',
      { class: 'sw-update', role: 'status' },
      h('span', { text: m.t('offline.update') }),
      h('button', { type: 'button', text: m.t('offline.reload'), onclick: () => worker.postMessage({ type: 'SKIP_WAITING' }) }),
    ),
  );
}

/**
 * The catalogue of `el`'s language; English when that one cannot be loaded either.
 * @param {Element} el
 */
const messagesFor = (el) => loadMessages(resolveLanguage(el), 'pages').catch(() => ENGLISH);

/**
 * Shows the "works offline" note in `note` (hidden until then) once the service worker is active.
 * @param {HTMLElement} note
 * @param {Promise<boolean>} offline  the registration (registerOffline)
 */
export async function showOffline(note, offline) {
  if (!(await offline)) return;
  note.textContent = (await messagesFor(note)).t('offline.ready');
  note.hidden = false;
}

/**
 * Puts a visible error in `section`, after its heading, in place of the content its modules
 * would have made, with a button that reloads the page.
 * @param {HTMLElement} section
 */
export async function showLoadError(section) {
  const m = await messagesFor(section);
  const heading = section.querySelector('h2');
  for (const child of [...section.children]) if (child !== heading) child.remove();
  section.append(
    h(
      'p',
      { class: 'load-error', role: 'alert' },
      h('span', { text: m.t('offline.failed') }),
      ' ',
      h('button', { type: 'button', text: m.t('offline.reload'), onclick: () => location.reload() }),
    ),
  );
  section.hidden = false;
}
