// The page's layers, as docs/architecture.md draws them: the WASM package → engine/ → model/ →
// views/ → the element shells and pages. Every module under www/ (not tests, vendor, the bundle
// or the packages) is read by esbuild's parser; its static imports and re-exports, its dynamic
// imports and its `new URL('…', import.meta.url)` references (workers, .wasm files) are checked
// against the rules below. JSDoc `import('…')` types are comments: they load nothing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, transform } from 'esbuild';

const WWW = fileURLToPath(new URL('../../', import.meta.url));
/** Folders of www/ that are not the page's own source. */
const SKIP = /^(tests|vendor|bundle|pkg[^/]*)$/;
/** The WASM package's three builds. */
const PACKAGE = /^pkg(-small|-lab)?\//;

/**
 * The rules: a module that `applies` to may import only what `allowed` matches, or nothing that
 * `denied` matches (paths under www/).
 * @type {{ applies: RegExp, allowed?: RegExp, denied?: RegExp, rule: string }[]}
 */
const RULES = [
  {
    applies: /^engine\//,
    allowed: /^(engine\/|pkg(-small|-lab)?\/)/,
    rule: 'engine/ imports only engine/ and the WASM package (never the model, views or element)',
  },
  {
    applies: /^model\//,
    allowed: /^(model|i18n|engine)\//,
    rule: 'model/ imports nothing above it: only model/, i18n/ and engine/ (the enums and decoders the engine gives)',
  },
  { applies: /^i18n\//, allowed: /^i18n\//, rule: 'i18n/ imports only i18n/' },
  { applies: /^views\//, denied: /^(engine|element)\//, rule: 'views/ never imports engine/ (views never call the engine) nor element/' },
  { applies: /^(?!engine\/)/, denied: PACKAGE, rule: 'only engine/ imports the WASM package (www/pkg*), workers included' },
];

/** Every module of the page, as paths under www/ with `/`. */
function modules(dir = WWW) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    const path = relative(WWW, full).split(sep).join('/');
    if (entry.isDirectory()) return SKIP.test(path) ? [] : modules(full);
    return path.endsWith('.js') ? [path] : [];
  });
}

/** The relative path under www/ that `specifier` names from `file`, or the bare specifier. */
function target(file, specifier) {
  if (!specifier.startsWith('.')) return specifier;
  return relative(WWW, join(WWW, dirname(file), specifier))
    .split(sep)
    .join('/');
}

/**
 * Every import of every module in `files`: [importer, imported, how], both under www/.
 * @param {string[]} files
 */
async function imports(files) {
  /** @type {[string, string, string][]} */
  const found = [];
  await build({
    entryPoints: files.map((f) => join(WWW, f)),
    bundle: true,
    write: false,
    outdir: join(WWW, 'layers-out'),
    format: 'esm',
    logLevel: 'silent',
    plugins: [
      {
        name: 'record',
        setup(b) {
          b.onResolve({ filter: /.*/ }, (args) => {
            if (args.kind === 'entry-point') return undefined;
            const from = relative(WWW, args.importer).split(sep).join('/');
            found.push([from, target(from, args.path), args.kind]);
            return { path: args.path, external: true };
          });
        },
      },
    ],
  });
  // esbuild does not follow `new URL('./x.js', import.meta.url)`: read them from the code with
  // its comments removed.
  const URL_REF = /\bnew URL\(\s*(['"`])(\.{1,2}\/[^'"`$]+)\1\s*,\s*import\.meta\.url\s*\)/g;
  for (const file of files) {
    const { code } = await transform(readFileSync(join(WWW, file), 'utf8'), { loader: 'js' });
    for (const m of code.matchAll(URL_REF)) found.push([file, target(file, m[2]), 'new-url']);
  }
  return found;
}

/**
 * The imports that break a rule, as `file → import (rule)`.
 * @param {[string, string, string][]} found
 */
function slips(found) {
  return found.flatMap(([from, to, kind]) =>
    RULES.filter(({ applies, allowed, denied }) => applies.test(from) && ((allowed && !allowed.test(to)) || denied?.test(to))).map(
      ({ rule }) => `${from} → ${to} (${kind}): ${rule}`,
    ),
  );
}

test('every module of www/ keeps to the layers', async () => {
  const files = modules();
  assert.ok(files.length > 100 && files.includes('engine/engine.js') && files.includes('views/board.js'), 'the scan sees the page');
  const found = await imports(files);
  assert.ok(
    found.some(([from, to]) => from === 'engine/engine.js' && PACKAGE.test(to)),
    'the scan sees the engine import the package',
  );
  assert.ok(
    found.some(([from, , kind]) => from === 'engine/runs.js' && kind === 'new-url'),
    "the scan sees a worker's address",
  );
  assert.deepEqual(slips(found), []);
});

test('each rule catches its slip', () => {
  const broken = [
    ['model/board.js', 'views/board.js', 'import-statement'],
    ['model/cover.js', 'element/styles.js', 'dynamic-import'],
    ['views/tree.js', 'engine/events.js', 'import-statement'],
    ['views/boardhost.js', 'element/styles.js', 'import-statement'],
    ['engine/trials.js', 'model/format.js', 'import-statement'],
    ['engine/runs.js', 'views/chart.js', 'dynamic-import'],
    ['i18n/messages.js', 'model/format.js', 'import-statement'],
    ['element/controller.js', 'pkg/sudoku_stepper.js', 'dynamic-import'],
    ['experiment/worker.js', 'pkg-lab/sudoku_stepper_bg.wasm', 'new-url'],
  ];
  assert.equal(slips(broken).length, broken.length, slips(broken).join('\n'));
  assert.deepEqual(
    slips([
      ['engine/study-worker.js', 'pkg-lab/sudoku_stepper.js', 'import-statement'],
      ['model/board.js', 'engine/events.js', 'import-statement'],
      ['model/code.js', 'i18n/messages.js', 'import-statement'],
      ['views/tree.js', 'model/tree.js', 'import-statement'],
      ['element/controller.js', 'engine/engine.js', 'dynamic-import'],
    ]),
    [],
  );
});
