// docs/element.md's hosting recipes, as written: the .wasm preload that the engine's request uses (one
// download), and a bundle made by esbuild, where the .wasm is left behind until it is copied.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { build } from 'esbuild';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, htmlPage, serveStatic, suite } from './harness.mjs';
import { EASY } from './helpers.mjs';

/** What a default element loads: the small engine (the full one beside it, for other strategies). */
const WASM = 'sudoku_stepper_small_bg.wasm';
const FULL_WASM = 'sudoku_stepper_bg.wasm';
const ELEMENT = `<sudoku-stepper puzzle="${EASY}"></sudoku-stepper>`;

/** The .wasm requests a page makes, and the browser's warnings about unused preloads. */
const watch = () => {
  const seen = { wasm: /** @type {string[]} */ ([]), warnings: /** @type {string[]} */ ([]) };
  return {
    seen,
    before: async (/** @type {import('playwright-core').Page} */ page) => {
      page.on('request', (r) => {
        if (r.url().endsWith('.wasm')) seen.wasm.push(r.url());
      });
      page.on('console', (m) => {
        if (/preload/i.test(m.text())) seen.warnings.push(m.text());
      });
    },
  };
};

suite(
  'hosting recipes (docs/element.md)',
  ({ open, takeErrors }) => {
    test('a .wasm preload with crossorigin is the one the engine uses: one download, no warning', async () => {
      const site = await serveStatic({ mounts: { '/sudoku-stepper/': `${ROOT}dist` } });
      try {
        site.put(
          '/post.html',
          htmlPage(
            'preload',
            `<link rel="modulepreload" href="/sudoku-stepper/sudoku-stepper.js">
  <link rel="preload" href="/sudoku-stepper/${WASM}" as="fetch" type="application/wasm" crossorigin>
  <script type="module" src="/sudoku-stepper/sudoku-stepper.js"></script>`,
            ELEMENT,
          ),
        );
        const { seen, before } = watch();
        const page = await open(`${site.url}post.html`, undefined, { before });
        assert.equal(await page.locator('sudoku-stepper').evaluate((el) => el.stats.status), 'ready');
        // A preload whose mode does not match is not used: the engine's request downloads again.
        assert.deepEqual(seen.wasm, [`${site.url}sudoku-stepper/${WASM}`], 'the .wasm downloaded once');
        assert.deepEqual(seen.warnings, [], 'no preload warning');
        await page.close();
      } finally {
        await site.stop();
      }
    });

    test('esbuild: the bundle alone gets a 404 for the .wasm and says wasm-url; copied beside it, it works', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'sudoku-esbuild-'));
      const site = await serveStatic({ mounts: { '/assets/': join(dir, 'assets') } });
      try {
        // `import 'sudoku-stepper'` as from node_modules: the package is dist/.
        writeFileSync(join(dir, 'main.js'), "import 'sudoku-stepper';\n");
        await build({
          entryPoints: [join(dir, 'main.js')],
          bundle: true,
          format: 'esm',
          outdir: join(dir, 'assets'),
          alias: { 'sudoku-stepper': `${ROOT}dist/sudoku-stepper.js` },
          logLevel: 'warning',
        });
        site.put('/post.html', htmlPage('esbuild', '<script type="module" src="/assets/main.js"></script>', ELEMENT));

        const lost = await open(`${site.url}post.html`, undefined, { ready: false });
        const failed = await lost.locator('sudoku-stepper').evaluate((el) =>
          el.ready.then(
            () => '',
            (e) => String(e.message),
          ),
        );
        assert.match(failed, /404/, failed);
        assert.match(failed, /wasm-url/, 'the message says what to set');
        assert.ok(
          takeErrors().every((e) => /404|Not Found/.test(e)),
          'only the 404',
        );
        await lost.close();

        mkdirSync(join(dir, 'assets'), { recursive: true });
        copyFileSync(`${ROOT}dist/${WASM}`, join(dir, 'assets', WASM));
        copyFileSync(`${ROOT}dist/${FULL_WASM}`, join(dir, 'assets', FULL_WASM));
        const page = await open(`${site.url}post.html`);
        assert.equal(await page.locator('sudoku-stepper').evaluate((el) => el.stats.status), 'ready');
        await page.close();
      } finally {
        await site.stop();
        rmSync(dir, { recursive: true, force: true });
      }
    });
  },
  { timeout: 12_000 },
);
