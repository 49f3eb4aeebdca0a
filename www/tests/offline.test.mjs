// The app pages as a Progressive Web App: once the demo page has been visited, the service
// worker (sw.js) has every file of the build, so the demo (with its settings in the query),
// compare, experiment and study pages load and run with the network off; the precache list
// (scripts/build-precache.mjs) holds every file the pages ask for; a module that does not load
// leaves a visible error, not a missing section; the embed registers no service worker.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, shot, suite, whenReady } from './harness.mjs';
import { SWISTAK, host, shadow, stats } from './helpers.mjs';
import { countersAt } from './cli.mjs';
import { precacheList, precacheScript } from '../../scripts/build-precache.mjs';
import { en } from './model/catalogues.mjs';

/** The list the service worker reads, written for this very build (test.sh writes it too). */
const list = precacheList();
before(() => writeFileSync(`${ROOT}www/precache.js`, precacheScript(list)));

/** Waits until a service worker controls the page (it claims the page that registered it). */
/** The pages' service worker, which the harness blocks unless asked. */
const SW = { serviceWorkers: 'allow' };

const controlled = (page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });

/** Each app page, and what says it has loaded and run its engine. */
const PAGES = {
  demo: async (page) => {
    await whenReady(page);
    // The workbench and the library, lazily imported, are built.
    await page.waitForFunction(() => ['wb-generator', 'wb-solving', 'lib'].every((id) => document.getElementById(id)?.children.length));
  },
  'compare.html': (page) => whenReady(page, 'sudoku-compare'),
  'experiment.html': (page) => page.waitForSelector('#strategies input'),
  'study.html': (page) => page.waitForFunction(() => !(/** @type {HTMLButtonElement} */ (document.getElementById('run')).disabled)),
};

/** No element here has a `.load-error` (offline.js's error in a section's place). */
const noLoadError = async (page) => assert.equal(await page.locator('.load-error').count(), 0);

test('the version is a hash of every precached file: a change in any makes a new one', () => {
  const dir = mkdtempSync(join(tmpdir(), 'precache-'));
  try {
    mkdirSync(join(dir, 'pkg'));
    mkdirSync(join(dir, 'tests'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html>');
    writeFileSync(join(dir, 'pkg', 'sudoku_stepper_bg.wasm'), 'a');
    writeFileSync(join(dir, 'pkg', 'sudoku_stepper.d.ts'), '');
    writeFileSync(join(dir, 'tests', 'x.test.mjs'), '');
    writeFileSync(join(dir, 'sw.js'), '');
    const first = precacheList(dir);
    assert.deepEqual(first.files, ['index.html', 'pkg/sudoku_stepper_bg.wasm']);
    assert.equal(precacheList(dir).version, first.version, 'the same build, the same version');
    writeFileSync(join(dir, 'pkg', 'sudoku_stepper_bg.wasm'), 'b');
    assert.notEqual(precacheList(dir).version, first.version, 'a new .wasm, a new version');
  } finally {
    rmSync(dir, { recursive: true });
  }
});

suite(
  'offline (service worker)',
  ({ open, server, takeErrors }) => {
    test('the precache list holds every file the four pages and their workers request', async () => {
      const requested = new Set();
      const page = await open(server.url, undefined, {
        ...SW,
        ready: false,
        before: async (p) => p.context().on('request', (r) => requested.add(r.url())),
      });
      for (const [name, loaded] of Object.entries(PAGES)) {
        if (name !== 'demo') await page.goto(`${server.url}${name}`);
        await loaded(page);
        await noLoadError(page);
      }
      // Every panel's and language's lazily loaded modules too: each panel shown once.
      await page.goto(`${server.url}?panels=counters,stack,chart,code,cover,runtimes,tree,candidates`);
      await PAGES.demo(page);
      const files = new Set(list.files);
      const missing = [];
      for (const url of requested) {
        const u = new URL(url);
        if (u.origin !== new URL(server.url).origin) continue;
        const path = u.pathname.slice(1);
        // The worker and its list are kept by the browser itself, not in the cache.
        if (path === 'sw.js' || path === 'precache.js') continue;
        if (!files.has(path === '' ? 'index.html' : path)) missing.push(path);
      }
      assert.deepEqual(missing, [], 'requested but not precached');
      assert.ok(requested.size > 50, `the pages were recorded (${requested.size} requests)`);
      for (const kind of [
        'index.html',
        'compare.html',
        'experiment.html',
        'study.html',
        'manifest.webmanifest',
        'icon-192.png',
        'icon-512.png',
        'favicon.svg',
        'pkg/sudoku_stepper_bg.wasm',
        'pkg-small/sudoku_stepper_bg.wasm',
        'pkg-lab/sudoku_stepper_bg.wasm',
        'i18n/catalogues/vi/element.js',
        'i18n/catalogues/vi/code.js',
        'i18n/catalogues/vi/pages.js',
        'vendor/gifenc.js',
        'vendor/webm-muxer.js',
      ]) {
        assert.ok(files.has(kind), `${kind} is precached`);
      }
    });

    test('visited once, every page loads and runs offline; the demo page says it works offline', async () => {
      const page = await open(server.url, undefined, { ...SW, timeout: 20_000 });
      await controlled(page);
      const note = page.locator('#offline-note');
      await note.waitFor({ state: 'visible' });
      assert.equal(await note.textContent(), en['offline.ready']);
      // The cache holds this build's files under this build's version, and no other of ours.
      const caches = await page.evaluate(async () => {
        const names = await caches.keys();
        return Promise.all(names.map(async (n) => ({ name: n, count: (await (await caches.open(n)).keys()).length })));
      });
      assert.deepEqual(caches, [{ name: `sudoku-stepper-${list.version}`, count: list.files.length }]);

      await page.context().setOffline(true);
      // The network is really gone: what the worker has not cached cannot be fetched.
      assert.equal(
        await page.evaluate(() =>
          fetch('./no-such-file.txt').then(
            () => 'fetched',
            () => 'failed',
          ),
        ),
        'failed',
      );
      assert.deepEqual(
        takeErrors().filter((e) => !/^console: Failed to load resource/.test(e)),
        [],
      );

      // The demo page with its settings in the query: the mrv search at step 25, as the CLI has it.
      await page.goto(`${server.url}?puzzle=${SWISTAK}&strategy=mrv&step=25`);
      await PAGES.demo(page);
      await noLoadError(page);
      const at = await stats(page);
      assert.deepEqual({ ...at, status: undefined }, { ...countersAt(SWISTAK, 'mrv', 25), status: undefined });
      // Played: the search steps on.
      await shadow(page, 'button.play').click();
      await page.waitForFunction(() => document.querySelector('sudoku-stepper').stats.steps > 40);
      await shadow(page, 'button.play').click();
      const later = await stats(page);
      assert.ok(later.steps > 40);
      // ... and where it stopped, it agrees with the CLI.
      assert.deepEqual({ ...later, status: undefined }, { ...countersAt(SWISTAK, 'mrv', later.steps), status: undefined });
      assert.equal(await host(page).evaluate((el) => el.board), SWISTAK);
      await shot(page, 'offline-demo');

      // Exported offline: the export worker and its encoders (www/vendor/) come from the cache.
      await page.selectOption('#export select[name=format]', 'gif');
      await page.fill('#export input[name=from]', '0');
      await page.fill('#export input[name=to]', '4');
      await page.click('#export button[type=submit]');
      const link = page.locator('#export a.export-link');
      await link.waitFor({ state: 'visible' });
      assert.equal(await link.getAttribute('download'), 'sudoku-steps-0-4.gif');
      const gif = await link.evaluate(async (a) => {
        const blob = await (await fetch(/** @type {HTMLAnchorElement} */ (a).href)).blob();
        const decoder = new ImageDecoder({ data: await blob.arrayBuffer(), type: 'image/gif' });
        await decoder.tracks.ready;
        return { type: blob.type, frames: decoder.tracks.selectedTrack?.frameCount };
      });
      assert.deepEqual(gif, { type: 'image/gif', frames: 5 });

      for (const name of ['compare.html', 'experiment.html', 'study.html']) {
        await page.goto(`${server.url}${name}`);
        await PAGES[name](page);
        await noLoadError(page);
      }
      await page.context().setOffline(false);
    });

    test('a new build installs a cache of its own, and the old one goes once no page uses it', async () => {
      const page = await open(server.url, undefined, { ...SW, timeout: 20_000 });
      await controlled(page);
      const next = { ...list, version: `${list.version}-next` };
      try {
        writeFileSync(`${ROOT}www/precache.js`, precacheScript(next));
        // The browser sees the changed precache.js and installs the new worker beside the old one.
        await page.evaluate(async () => {
          const reg = await navigator.serviceWorker.getRegistration();
          await reg.update();
          const worker = reg.installing ?? reg.waiting;
          if (!worker) throw new Error('no new worker');
          if (worker.state !== 'installed')
            await new Promise((done) => worker.addEventListener('statechange', () => worker.state === 'installed' && done(undefined)));
        });
        const names = () => page.evaluate(() => caches.keys());
        assert.deepEqual((await names()).sort(), [`sudoku-stepper-${list.version}`, `sudoku-stepper-${next.version}`]);
        // The page open keeps the old worker and its files (no mixing of two builds in one page);
        // once it is gone, the next visit is the new build's, and the old cache is deleted.
        await page.goto('about:blank');
        await page.goto(server.url);
        await page.waitForFunction(async () => (await caches.keys()).length === 1, null, { timeout: 20_000 });
        assert.deepEqual(await names(), [`sudoku-stepper-${next.version}`]);
      } finally {
        writeFileSync(`${ROOT}www/precache.js`, precacheScript(list));
      }
    });

    test('a new build waiting is announced in the page, and its Reload switches the page to it', async () => {
      const page = await open(server.url, undefined, { ...SW, timeout: 20_000 });
      await controlled(page);
      assert.equal(await page.locator('.sw-update').count(), 0, 'no notice without a new build');
      const next = { ...list, version: `${list.version}-next` };
      try {
        writeFileSync(`${ROOT}www/precache.js`, precacheScript(next));
        // As at a navigation, the browser looks for a new worker and finds this build's.
        await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
        const notice = page.locator('.sw-update');
        await notice.waitFor({ state: 'visible' });
        assert.equal(await notice.getAttribute('role'), 'status');
        assert.equal(await notice.locator('span').textContent(), en['offline.update']);
        // The old build's page is still the one shown: marked, to see that Reload loads another.
        await page.evaluate(() => {
          /** @type {any} */ (window).oldBuild = true;
        });
        await notice.locator('button', { hasText: en['offline.reload'] }).click();
        await page.waitForFunction(() => !(/** @type {any} */ (window).oldBuild) && document.readyState === 'complete');
        await whenReady(page);
        // The new worker controls the reloaded page, and the old build's cache is gone.
        await page.waitForFunction(async () => (await caches.keys()).length === 1, null, { timeout: 20_000 });
        assert.deepEqual(await page.evaluate(() => caches.keys()), [`sudoku-stepper-${next.version}`]);
        assert.equal(await page.evaluate(async () => navigator.serviceWorker.controller === (await navigator.serviceWorker.getRegistration())?.active), true);
        assert.equal(await page.locator('.sw-update').count(), 0);
      } finally {
        writeFileSync(`${ROOT}www/precache.js`, precacheScript(list));
      }
    });

    test('the iframe route is not cached: online it is all from the network, offline the browser says it cannot load it', async () => {
      const page = await open(server.url, undefined, { ...SW, timeout: 20_000 });
      await controlled(page);
      assert.ok(!list.files.some((f) => f.startsWith('embed.')), 'embed.html and its files are not precached');
      // Online, embed.html and all it loads come from the network, none from the cache: no mixing
      // of builds. What the worker answers, it fetches (its own requests), even url.js, which the
      // cache holds for the demo page.
      const answered = [];
      const fetched = new Set();
      page.on('response', (r) => {
        if (r.fromServiceWorker() && r.frame() !== page.mainFrame()) answered.push(r.url());
      });
      page.context().on('request', (r) => {
        if (r.serviceWorker()) fetched.add(r.url());
      });
      await page.evaluate((src) => {
        const frame = document.createElement('iframe');
        frame.src = src;
        document.body.append(frame);
      }, `${server.url}embed.html?puzzle=${SWISTAK}`);
      const frame = await (await page.waitForSelector('iframe[src*="embed.html"]')).contentFrame();
      await frame?.waitForFunction(() => document.querySelector('sudoku-stepper')?.shadowRoot?.querySelector('.board'));
      assert.ok(list.files.includes('url.js') && answered.includes(`${server.url}url.js`), 'embed.js imports url.js');
      assert.deepEqual(
        answered.filter((url) => !fetched.has(url)),
        [],
        'nothing of the iframe route from the cache',
      );
      // Offline: not a blank frame with an error, but the browser's page for a site it cannot reach.
      await page.context().setOffline(true);
      await assert.rejects(page.goto(`${server.url}embed.html?puzzle=${SWISTAK}`), /ERR_INTERNET_DISCONNECTED/);
      await page.context().setOffline(false);
      assert.deepEqual(
        takeErrors().filter((e) => !/^console: Failed to load resource/.test(e)),
        [],
      );
    });

    test('a workbench module that does not load leaves an error in its sections, not a hole', async () => {
      const page = await open(server.url, undefined, {
        // No service worker here: the aborted request must reach the page's network.
        serviceWorkers: 'block',
        // The page runs its bundle (scripts/build-page.mjs), whose chunk of workbench/workbench.js this is.
        before: (p) => p.route('**/bundle/workbench.workbench.js', (r) => r.abort()),
      });
      const error = page.locator('#workbench .load-error');
      await error.waitFor({ state: 'visible' });
      assert.match(await error.textContent(), new RegExp(en['offline.failed'].replace(/\./g, '\\.')));
      assert.ok(await error.locator('button', { hasText: en['offline.reload'] }).isVisible());
      assert.ok(await page.locator('#library .load-error').isVisible());
      // The headings stay, so the reader knows what is missing.
      assert.ok(await page.locator('#workbench h2').isVisible());
      // The board still works.
      assert.equal((await stats(page)).status, 'ready');
      // The only errors are the aborted module's.
      for (const e of takeErrors()) assert.match(e, /Failed to load resource|workbench\.js|dynamically imported module/);
    });

    test('the embed and the blog example register no service worker; dist/ has none', async () => {
      for (const path of ['embed.html', 'blog-example.html']) {
        const page = await open(`${server.url}${path}`, undefined, SW);
        await page.waitForLoadState('load');
        assert.deepEqual(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length), 0, path);
        await page.close();
      }
      const dist = `${ROOT}dist/`;
      for (const file of readdirSync(dist, { recursive: true })
        .map(String)
        .filter((f) => f.endsWith('.js'))) {
        assert.ok(!readFileSync(`${dist}${file}`, 'utf8').includes('serviceWorker'), `dist/${file} mentions no service worker`);
      }
    });
  },
  { timeout: 15_000 },
);
