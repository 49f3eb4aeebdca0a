// Issue 8: the element from dist/ as other sites embed it: from another origin, from a copy under
// a sub-path, with its .wasm elsewhere (wasm-url, SudokuStepper.wasmUrl); two instances on one
// page; under the strict CSP of docs/element.md; and hostile attribute and URL values, which must stay text.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, htmlPage as html, serve, serveStatic, shot, suite } from './harness.mjs';
import { EASY, SWISTAK, call, frames, host, modulePreloads, prop, shadow, stats, waitStatus } from './helpers.mjs';
import { firstSolution } from './cli.mjs';

// What a default element loads: the small engine (the full one, beside it, only on demand).
const WASM = 'sudoku_stepper_small_bg.wasm';
const FULL_WASM = 'sudoku_stepper_bg.wasm';

/** Collects the URL of every request the page makes (`before` runs ahead of navigation). */
function recorder() {
  /** @type {string[]} */
  const urls = [];
  return { urls, before: async (page) => page.on('request', (r) => urls.push(r.url())) };
}

/** The counters the CLI reports, out of the element's stats. */
const counters = (s) => ({
  steps: s.steps,
  tries: s.tries,
  backtracks: s.backtracks,
  propagations: s.propagations,
  maxDepth: s.maxDepth,
  solutions: s.solutions,
});

/** Runs the page's element to the end: it must find the CLI's first solution with its counters. */
async function solvesLikeCli(page, puzzle, strategy) {
  const want = firstSolution(puzzle, strategy);
  assert.equal(await prop(page, 'strategy'), strategy);
  await call(page, 'runToEnd');
  await waitStatus(page, 'solved', 'unsolvable');
  const s = await stats(page);
  assert.equal(s.status, 'solved');
  assert.deepEqual(counters(s), want.stats, `${strategy}: the CLI's counters at its first solution`);
  assert.equal(await prop(page, 'current'), want.solution, `${strategy}: the CLI's solution`);
}

/** Every <img> in the document, its shadow roots and theirs. */
const images = (page) =>
  page.evaluate(() => {
    let n = 0;
    /** @param {Document | ShadowRoot} root */
    const walk = (root) => {
      for (const node of root.querySelectorAll('*')) {
        if (node.tagName === 'IMG') n++;
        if (node.shadowRoot) walk(node.shadowRoot);
      }
    };
    walk(document);
    return n;
  });

suite('dist/ embedded elsewhere', ({ open, server, takeErrors }) => {
  /** A second scripts/serve.mjs: another port, so another origin. */
  let other;
  /** A plain static site on a third origin, with copies of dist/ under sub-paths. */
  let site;
  let tmp = '';

  before(async () => {
    other = await serve();
    tmp = mkdtempSync(join(tmpdir(), 'sudoku-dist-'));
    const dist = `${ROOT}dist`;
    // A whole copy deep under a sub-path, and one without its .wasm (served from elsewhere).
    cpSync(dist, join(tmp, 'a/b/c'), { recursive: true });
    cpSync(dist, join(tmp, 'nowasm'), { recursive: true });
    rmSync(join(tmp, 'nowasm', WASM));
    rmSync(join(tmp, 'nowasm', FULL_WASM));
    // wasm-url names a folder holding both .wasm files under their dist/ names.
    mkdirSync(join(tmp, 'engine', 'v1'), { recursive: true });
    for (const file of [WASM, FULL_WASM]) cpSync(join(dist, file), join(tmp, 'engine', 'v1', file));
    site = await serveStatic({ mounts: { '/a/b/c/': join(tmp, 'a/b/c'), '/cdn/nowasm/': join(tmp, 'nowasm'), '/engine/': join(tmp, 'engine') } });
    const element = (attrs = '') => `<sudoku-stepper puzzle="${SWISTAK}" strategy="backtracking" speed="max"${attrs}></sudoku-stepper>`;
    site.put('/blog/2024/post.html', html('a post under a sub-path', '<script type="module" src="../../a/b/c/sudoku-stepper.js"></script>', element()));
    site.put(
      '/blog/relative-wasm.html',
      html('wasm-url, relative', '<script type="module" src="/cdn/nowasm/sudoku-stepper.js"></script>', element(' wasm-url="../engine/v1/"')),
    );
    site.put(
      '/blog/other-origin-wasm.html',
      html('wasm-url, another origin', '<script type="module" src="/cdn/nowasm/sudoku-stepper.js"></script>', element(` wasm-url="${server.url}dist/${WASM}"`)),
    );
    // The static setter: set before the first element connects, so the element comes after it.
    site.put(
      '/blog/setter.html',
      html(
        'SudokuStepper.wasmUrl',
        `<script type="module">
    import { SudokuStepper } from '/cdn/nowasm/sudoku-stepper.js';
    SudokuStepper.wasmUrl = '/engine/v1/';
    const el = document.createElement('sudoku-stepper');
    el.setAttribute('puzzle', '${SWISTAK}');
    el.setAttribute('strategy', 'backtracking');
    document.body.append(el);
  </script>`,
        '',
      ),
    );
  });
  after(async () => {
    other?.stop();
    await site?.stop();
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });

  test('from another origin: the module loads cross-origin, fetches its .wasm from beside itself, and solves like the CLI', async () => {
    const module = `${server.url}dist/sudoku-stepper.js`;
    assert.notEqual(new URL(other.url).origin, new URL(server.url).origin);
    const seen = recorder();
    const page = await open(`${other.url}tests/fixtures/dist-elsewhere.html?module=${encodeURIComponent(module)}`, undefined, { before: seen.before });
    assert.ok(seen.urls.includes(module), 'the module came from the first origin');
    assert.deepEqual(
      seen.urls.filter((u) => u.includes('.wasm')),
      [`${server.url}dist/${WASM}`],
      'one .wasm, from beside the module',
    );
    assert.deepEqual(
      seen.urls.filter((u) => u.startsWith(other.url) && /\/(dist|pkg)\//.test(u)),
      [],
      "nothing of the engine from the page's own origin",
    );
    await solvesLikeCli(page, SWISTAK, 'backtracking');
    await page.close();
  });

  test('from a copy of dist/ under a sub-path: the .wasm is fetched from that sub-path, and it solves like the CLI', async () => {
    const seen = recorder();
    const page = await open(`${site.url}blog/2024/post.html`, undefined, { before: seen.before });
    // The entry, its chunks (beside it in chunks/) and the .wasm, all from that sub-path.
    assert.deepEqual(
      seen.urls.filter((u) => /\.(js|wasm)$/.test(u) && !u.includes('/chunks/')),
      [`${site.url}a/b/c/sudoku-stepper.js`, `${site.url}a/b/c/${WASM}`],
    );
    assert.deepEqual(
      seen.urls.filter((u) => u.includes('/chunks/') && !u.startsWith(`${site.url}a/b/c/chunks/`)),
      [],
      'every chunk from beside the entry',
    );
    assert.deepEqual(
      seen.urls.filter((u) => u.startsWith(server.url)),
      [],
      'nothing from the first server',
    );
    await solvesLikeCli(page, SWISTAK, 'backtracking');
    await page.close();
  });

  for (const [name, path, wasm] of [
    ['a relative wasm-url (against the page)', 'blog/relative-wasm.html', () => `${site.url}engine/v1/${WASM}`],
    ['a wasm-url on another origin', 'blog/other-origin-wasm.html', () => `${server.url}dist/${WASM}`],
    ['SudokuStepper.wasmUrl set before the first element', 'blog/setter.html', () => `${site.url}engine/v1/${WASM}`],
  ]) {
    test(`${name} is where the .wasm comes from (the copy beside the module has none)`, async () => {
      const seen = recorder();
      const page = await open(`${site.url}${path}`, undefined, { before: seen.before });
      assert.deepEqual(
        seen.urls.filter((u) => u.includes('.wasm')),
        [wasm()],
      );
      if (path.includes('wasm.html')) assert.equal(await prop(page, 'wasmUrl'), await host(page).getAttribute('wasm-url'));
      await solvesLikeCli(page, SWISTAK, 'backtracking');
      await page.close();
    });
  }

  test('two instances on one page: different strategies on the same board run at once, pause apart, and each reaches its own counts', async () => {
    const page = await open(`${server.url}tests/fixtures/dist-two.html`);
    await page.evaluate(() => Promise.all([...document.querySelectorAll('sudoku-stepper')].map((el) => /** @type {any} */ (el).ready)));
    const both = () =>
      page.evaluate(() => {
        const get = (id) => /** @type {any} */ (document.getElementById(id)).stats;
        return { a: get('a'), b: get('b') };
      });
    await page.evaluate(() => {
      for (const el of /** @type {any} */ (document.querySelectorAll('sudoku-stepper'))) el.play();
    });
    await page.waitForFunction(() => [.../** @type {any} */ (document.querySelectorAll('sudoku-stepper'))].every((el) => el.stats.steps >= 20));
    const playing = await both();
    assert.equal(playing.a.status, 'running');
    assert.equal(playing.b.status, 'running');
    assert.ok(playing.a.steps > 0 && playing.b.steps > 0, `both stepping (${playing.a.steps}, ${playing.b.steps})`);
    assert.notDeepEqual(counters(playing.a), counters(playing.b), 'two searches, not one shown twice');

    // Pausing one leaves the other running.
    const paused = await page.evaluate(() => {
      const a = /** @type {any} */ (document.getElementById('a'));
      a.pause();
      return a.stats;
    });
    await page.waitForFunction((n) => /** @type {any} */ (document.getElementById('b')).stats.steps > n, playing.b.steps);
    const later = await both();
    assert.equal(later.a.status, 'paused');
    assert.equal(later.a.steps, paused.steps, 'the paused one took no step');
    assert.equal(later.b.status, 'running', 'the other still runs');
    assert.ok(later.b.steps > playing.b.steps, `the other still steps (${playing.b.steps} → ${later.b.steps})`);

    // Both on to their first solution at once, at speeds that keep both running a while.
    await page.evaluate(() => {
      const a = /** @type {any} */ (document.getElementById('a'));
      const b = /** @type {any} */ (document.getElementById('b'));
      a.speed = 4000;
      b.speed = 250;
      queueMicrotask(() => {
        a.play();
        b.play();
      });
    });
    await frames(page, 3);
    const together = await both();
    assert.deepEqual([together.a.status, together.b.status], ['running', 'running'], 'both running at the same time');
    await page.waitForFunction(() => ['a', 'b'].every((id) => /** @type {any} */ (document.getElementById(id)).stats.status === 'solved'), undefined, {
      timeout: 10_000,
    });
    const end = await both();
    const [a, b] = [firstSolution(SWISTAK, 'backtracking'), firstSolution(SWISTAK, 'mrv')];
    assert.deepEqual(counters(end.a), a.stats, 'backtracking reaches its own counts');
    assert.deepEqual(counters(end.b), b.stats, 'mrv reaches its own counts');
    const current = await page.evaluate(() => ['a', 'b'].map((id) => /** @type {any} */ (document.getElementById(id)).current));
    assert.deepEqual(current, [a.solution, b.solution]);
    await shot(page, 'dist-two-instances');
    await page.close();
  });

  test("in a blog's text column (blog-example.html): every counter stays inside its panel and no stack row wraps", async () => {
    const page = await open(`${server.url}blog-example.html`, { width: 1280, height: 1000 });
    await call(page, 'pause');
    await call(page, 'goTo', 60);
    const fit = await host(page).evaluate((el) => {
      const root = /** @type {ShadowRoot} */ (el.shadowRoot);
      const panel = /** @type {Element} */ (root.querySelector('.counters-panel')).getBoundingClientRect();
      const over = [...root.querySelectorAll('.counters dd')]
        .filter((dd) => dd.getBoundingClientRect().right > panel.right - 1)
        .map((dd) => dd.previousElementSibling?.textContent);
      // A text node laid out on two lines has two client rects.
      const range = document.createRange();
      const wrapped = [...root.querySelectorAll('.stack-list li:not(.head)')]
        .filter((li) =>
          [...li.querySelectorAll('*')].some((node) => {
            const text = node.firstChild;
            if (!text || text.nodeType !== Node.TEXT_NODE) return false;
            range.selectNodeContents(text);
            return range.getClientRects().length > 1;
          }),
        )
        .map((li) => li.textContent);
      return {
        side: /** @type {Element} */ (root.querySelector('.side')).getBoundingClientRect().width,
        over,
        wrapped,
        rows: root.querySelectorAll('.stack-list li:not(.head)').length,
      };
    });
    assert.ok(fit.side < 300, `a narrow side column (${fit.side} px)`);
    assert.ok(fit.rows >= 3, `stack rows to look at (${fit.rows})`);
    assert.deepEqual(fit.over, [], 'counters running out of their panel');
    assert.deepEqual(fit.wrapped, [], 'stack rows on two lines');
    await page.close();
  });

  for (const [name, path] of [
    ['the Content-Security-Policy header', 'tests/fixtures/dist-strict-csp.html?csp=strict'],
    ['a <meta> Content-Security-Policy', 'tests/fixtures/dist-strict-csp-meta.html'],
  ]) {
    test(`dist/ alone under the strict policy as ${name}: no violation, styled and working`, async () => {
      const seen = recorder();
      const page = await open(`${server.url}${path}`, undefined, { before: seen.before });
      if (path.includes('csp=strict')) {
        const response = await page.request.get(`${server.url}${path}`);
        assert.equal(response.headers()['content-security-policy'], "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'");
      }
      assert.deepEqual(
        seen.urls.filter((u) => /\.(js|wasm)$/.test(u) && !u.startsWith(`${server.url}dist/chunks/`)),
        [`${server.url}dist/sudoku-stepper.js`, `${server.url}dist/${WASM}`],
        'only dist/ (and its chunks)',
      );
      const styled = await host(page).evaluate((el) => {
        const root = /** @type {ShadowRoot} */ (el.shadowRoot);
        const style = (sel) => {
          const node = root.querySelector(sel);
          return node ? getComputedStyle(node) : null;
        };
        return {
          board: style('.board')?.display ?? 'missing',
          cells: root.querySelectorAll('.board .cell[data-cell]').length,
          play: style('button.play')?.borderTopLeftRadius ?? 'missing',
          styleElements: root.querySelectorAll('style').length + document.querySelectorAll('style').length,
          styleAttributes: [...root.querySelectorAll('[style]'), ...document.querySelectorAll('[style]')].length,
        };
      });
      assert.deepEqual(takeErrors(), [], 'no securitypolicyviolation, console or page error while loading');
      assert.equal(styled.board, 'grid', "the board laid out by the element's stylesheet");
      assert.equal(styled.cells, 81);
      assert.ok(parseFloat(styled.play) > 0, `the play button styled (${styled.play})`);
      assert.equal(styled.styleElements, 0, 'no <style> element');
      assert.equal(styled.styleAttributes, 0, 'no style= attribute');
      assert.deepEqual(await call(page, 'step', 5), { ...(await stats(page)), steps: 5 });
      await solvesLikeCli(page, SWISTAK, 'mrv');
      assert.deepEqual(takeErrors(), [], 'no violation while it runs');
      await page.close();
    });
  }
  // The iframe route always shows its element: scripts/build-dist.mjs writes the chunks a running
  // element imports into its head, so that they come in the round trip of the scripts, not in
  // one wave per import level. A chunk added to what it runs, and not listed, fails here.
  test('the iframe route preloads exactly the modules its element loads until it is ready', async () => {
    const page = await open(`${server.url}embed.html`);
    const html = await (await page.request.get(`${server.url}embed.html`)).text();
    const preloaded = modulePreloads(html).sort();
    const scripts = [...html.matchAll(/<script type="module" src="\.\/([^"]+)">/g)].map((m) => m[1]);
    const modules = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => new URL(e.name).pathname.slice(1))
        .filter((path) => path.endsWith('.js')),
    );
    assert.ok(
      preloaded.some((m) => m.startsWith('dist/chunks/body-')),
      'the views and controller among them',
    );
    assert.deepEqual(modules.filter((m) => !scripts.includes(m)).sort(), preloaded);
    await page.close();
  });
});

const HOSTILE = '<img src=x onerror="window.__pwned=1">';

suite('hostile attribute and URL values stay text', ({ open, server }) => {
  /** Records requests and every sudoku-invalid message, from before the page's first script. */
  function watch() {
    const seen = recorder();
    return {
      urls: seen.urls,
      before: async (page) => {
        await seen.before(page);
        await page.addInitScript(() => {
          const w = /** @type {any} */ (window);
          w.__invalid = [];
          document.addEventListener('sudoku-invalid', (e) => w.__invalid.push(/** @type {CustomEvent} */ (e).detail.message), true);
        });
      },
    };
  }
  /** The element's message as shown: its text, whether it is visible, and whether it holds elements. */
  const message = (page) =>
    shadow(page, '.message').evaluate((m) => ({ text: m.textContent ?? '', visible: !m.hidden && m.getClientRects().length > 0, children: m.children.length }));
  /** Nothing ran, nothing was injected. */
  async function harmless(page, urls, allowed) {
    const m = await message(page);
    assert.ok(m.visible && m.text.length > 0, `an error shown in the element (${JSON.stringify(m)})`);
    assert.equal(m.children, 0, 'the message is text only');
    assert.ok((await page.evaluate(() => /** @type {any} */ (window).__invalid.length)) > 0, 'sudoku-invalid fired');
    await frames(page, 5);
    const s = await stats(page);
    assert.equal(s.steps, 0, 'no step taken');
    assert.notEqual(s.status, 'running');
    assert.equal(await images(page), 0, 'no <img> in the document or any shadow root');
    assert.equal(await page.evaluate(() => typeof (/** @type {any} */ (window).__pwned)), 'undefined', 'no handler ran');
    const stray = urls.filter((u) => !allowed(new URL(u)));
    assert.deepEqual(stray, [], 'no request but the page, its modules, styles, icon and the .wasm');
  }

  test('puzzle set with setAttribute on a dist/ element, before and after it is ready', async () => {
    const seen = watch();
    const page = await open(`${server.url}tests/fixtures/dist-blank.html`, undefined, { before: seen.before, ready: false });
    // One element loaded with a good puzzle first, then given the hostile one.
    await page.evaluate((p) => {
      const el = document.createElement('sudoku-stepper');
      el.setAttribute('puzzle', p);
      document.querySelector('main')?.append(el);
    }, EASY);
    await host(page).evaluate((el) => /** @type {any} */ (el).ready);
    await host(page).evaluate((el, bad) => el.setAttribute('puzzle', bad), HOSTILE);
    await frames(page);
    const dist = (u) =>
      u.origin === new URL(server.url).origin &&
      (['/tests/fixtures/dist-blank.html', '/tests/fixtures/favicon.svg', '/dist/sudoku-stepper.js', `/dist/${WASM}`].includes(u.pathname) ||
        /^\/dist\/chunks\/[\w-]+\.js$/.test(u.pathname));
    await harmless(page, seen.urls, dist);
    assert.equal(await prop(page, 'board'), EASY, 'the good puzzle stays in use');
    const first = (await message(page)).text;

    // A second element with the hostile puzzle from the start.
    await page.evaluate((bad) => {
      /** @type {any} */ (window).__invalid = [];
      document.querySelector('sudoku-stepper')?.remove();
      const el = document.createElement('sudoku-stepper');
      el.setAttribute('puzzle', bad);
      el.setAttribute('autoplay', '');
      document.querySelector('main')?.append(el);
    }, HOSTILE);
    await host(page).evaluate((el) => /** @type {any} */ (el).ready);
    // Drawn: whatever the value could have made the page fetch would have been asked by now.
    await frames(page, 6);
    await harmless(page, seen.urls, dist);
    assert.equal((await message(page)).text, first);
    await shot(page, 'hostile-attribute');
    await page.close();
  });

  for (const [name, path, extra] of [
    ['the demo page', '', ''],
    ['the iframe route', 'embed.html', ''],
    // autoplay must not start a search of some other board instead.
    ['the demo page, with autoplay=1', '', '&autoplay=1'],
    ['the iframe route, with autoplay=1', 'embed.html', '&autoplay=1'],
  ]) {
    test(`?puzzle= on ${name}`, async () => {
      const seen = watch();
      const page = await open(`${server.url}${path}?puzzle=${encodeURIComponent(HOSTILE)}${extra}`, undefined, { before: seen.before });
      await frames(page, 6);
      assert.equal(await host(page).getAttribute('puzzle'), HOSTILE, 'the value reached the element');
      // The page's own files: the document, its stylesheet, icon and modules, and the .wasm.
      const own = (u) => u.origin === new URL(server.url).origin && (u.pathname === `/${path}` || /\.(js|css|svg|wasm)$/.test(u.pathname));
      await harmless(page, seen.urls, own);
      await page.close();
    });
  }

  test('the same text in every other attribute: a message, and nothing inserted', async () => {
    const page = await open(`${server.url}tests/fixtures/dist-two.html`);
    for (const name of ['strategy', 'speed', 'controls', 'theme', 'at-step']) {
      const messages = await host(page).evaluate(
        async (el, [n, bad]) => {
          const got = [];
          const listen = (e) => got.push(e.detail.message);
          el.addEventListener('sudoku-invalid', listen);
          el.setAttribute(n, bad);
          await new Promise((r) => requestAnimationFrame(() => r(undefined)));
          el.removeEventListener('sudoku-invalid', listen);
          return got;
        },
        [name, HOSTILE],
      );
      assert.equal(messages.length, 1, `${name}: one sudoku-invalid`);
      assert.ok(messages[0].includes('<img src=x'), `${name}: the message names the value (${messages[0]})`);
      // Shown as text: the value's characters are in the text, and no element came of them.
      const shown = await shadow(page, '.message').evaluate((m) => ({ text: m.textContent ?? '', children: m.children.length }));
      assert.ok(shown.text.toLowerCase().includes(messages[0].toLowerCase()), `${name}: the message is shown (${shown.text})`);
      assert.equal(shown.children, 0);
      assert.equal(await images(page), 0, `${name}: no <img>`);
      assert.equal((await stats(page)).steps, 0);
    }
    assert.equal(await page.evaluate(() => typeof (/** @type {any} */ (window).__pwned)), 'undefined');
    await page.close();
  });
});
