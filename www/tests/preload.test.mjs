// The study and worksheet pages preload their whole module graph (one request wave instead of
// one per import level), the demo page its bundle's entry, the chunks it imports and those of the
// element's running parts (scripts/build-page.mjs), and each the .wasm of the engine build its
// first script imports; this keeps each list equal to the graph as the code has it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pagePreloads } from '../../scripts/build-page.mjs';
import { modulePreloads } from './helpers.mjs';

const WWW = fileURLToPath(new URL('../', import.meta.url));
/** A static import or re-export: `import … from './x.js'`, `export … from './x.js'`, `import './x.js'`. */
const IMPORT = /^\s*(?:(?:import|export)\s[^'";]*?\sfrom\s*|import\s*)['"](\.{1,2}\/[^'"]+)['"]/gm;

/** A dynamic import: the elements load their engine, controller and race so, once seen. */
const DYNAMIC = /\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

/**
 * Every module reachable from `entry` by static relative imports, and by the elements' dynamic
 * ones (a page that shows an element on its first screen needs them at once; a page's own
 * dynamic imports, like the workbench's, wait), as paths under www/.
 */
function graph(entry) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    // A declaration with no module (a type a JSDoc comment imports) is not loaded.
    if (!existsSync(join(WWW, file)) && existsSync(join(WWW, file.replace(/\.js$/, '.d.ts')))) return;
    seen.add(file);
    const source = readFileSync(join(WWW, file), 'utf8');
    const element = /^(element|compare)\//.test(file);
    for (const m of [...source.matchAll(IMPORT), ...(element ? source.matchAll(DYNAMIC) : [])]) visit(relative(WWW, join(dirname(join(WWW, file)), m[1])));
  };
  visit(entry);
  return seen;
}

/** The bundle's entry (www/bundle/page.js) and the source module it is built from. */
const BUNDLED = { 'bundle/page.js': 'page.js' };

for (const page of ['index.html', 'study.html', 'worksheet.html']) {
  test(`${page} preloads exactly the modules of its scripts' import graphs (or its bundle's), and the engine`, async () => {
    const html = readFileSync(join(WWW, page), 'utf8');
    const preloaded = modulePreloads(html);
    assert.equal(new Set(preloaded).size, preloaded.length, 'no module listed twice');
    // Every module script of the page: index.html has the element's and the page's own
    // (settings, sharing, the workbench and the library).
    const scripts = [...html.matchAll(/<script type="module" src="\.\/([^"]+)"><\/script>/g)].map((m) => m[1]);
    assert.ok(scripts.length > 0);
    const bundled = await pagePreloads();
    assert.deepEqual(new Set(preloaded), new Set(scripts.flatMap((entry) => (entry in BUNDLED ? bundled : [...graph(entry)]))));
    // The .wasm of the engine build the page's first script imports: the element's (pkg) or the
    // lab's (pkg-lab). The demo page's workbench loads the lab build once the element is ready,
    // so that it never delays the board.
    const pkg = [...graph(BUNDLED[scripts[0]] ?? scripts[0])].find((m) => /^pkg(-lab|-small)?\/sudoku_stepper\.js$/.test(m))?.split('/')[0];
    assert.ok(pkg, 'the page imports an engine');
    const wasm = [...html.matchAll(/<link rel="preload" href="\.\/([^"]+)" as="fetch"/g)].map((m) => m[1]);
    assert.deepEqual(wasm, [`${pkg}/sudoku_stepper_bg.wasm`]);
  });
}

// The experiment page's engine runs in its worker (experiment/worker.js, a graph of its own that
// a page's modulepreload cannot serve): the page preloads its own graph, which has no engine.
test('experiment.html preloads exactly the modules of its import graph', () => {
  const html = readFileSync(join(WWW, 'experiment.html'), 'utf8');
  const preloaded = modulePreloads(html);
  assert.equal(new Set(preloaded).size, preloaded.length, 'no module listed twice');
  assert.deepEqual(new Set(preloaded), graph('experiment/page.js'));
  assert.ok(![...graph('experiment/page.js')].some((m) => m.startsWith('pkg')), 'the engine stays in the worker');
});
