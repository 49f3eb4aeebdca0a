#!/usr/bin/env node
// Builds dist/: the elements' shell as one minified ES module (esbuild) with the chunks it loads
// on demand in chunks/ (the wasm-bindgen glue, the controller, the compare race), the engine's
// .wasm beside it, TypeScript declarations, the Custom Elements Manifest and a
// package.json, so that the folder can be copied anywhere or packed with `npm pack`.
// Needs www/pkg and www/pkg-small (see test.sh for their wasm-pack builds). Usage: npm run build
import { build, transform } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { packageManifest } from './dist-manifest.mjs';
import { pageStylesheet } from '../www/element/reserve.js';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const DIST = `${ROOT}dist/`;
const WASM = 'sudoku_stepper_bg.wasm';
// The small engine (www/pkg-small: the depth-first searches) a default element loads first; the
// full one (WASM) only when a strategy or panel needs it. Both beside the module in dist/.
const SMALL_WASM = 'sudoku_stepper_small_bg.wasm';
/** What opens a tag in Liquid, Nunjucks or Hugo's templates (templateSafe). */
const TEMPLATE_DELIMITER = /\{[{%#]/;
/** @type {Record<string, string>} */
const HTML_ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '{': '&#123;', '}': '&#125;' };
const version = /^version\s*=\s*"([^"]+)"/m.exec(readFileSync(`${ROOT}Cargo.toml`, 'utf8'))?.[1] ?? '0.0.0';

rmSync(DIST, { recursive: true, force: true });
mkdirSync(DIST);

// In www/ the engine finds the .wasm files at ../pkg/ and ../pkg-small/ from its own module; in
// dist/ they sit beside the entry, whose own address says where (the engine is a chunk one
// folder below, and a site's bundler may move the entry into its own bundle): the entry tells
// the elements so (wasm-location.js's wasmBeside).
/**
 * @param {readonly string[]} chunks  what a running element imports, fetched at once (chunksBeside)
 * @returns {import('esbuild').Plugin}
 */
const wasmBesideBundle = (chunks) => ({
  name: 'wasm-beside-bundle',
  setup(b) {
    b.onLoad({ filter: /www[\\/]sudoku-stepper\.js$/ }, (args) => ({
      contents: `${readFileSync(args.path, 'utf8')}
import { chunksBeside, wasmBeside } from './element/wasm-location.js';
wasmBeside(import.meta.url);
chunksBeside(import.meta.url, ${JSON.stringify(chunks)});
`,
      loader: 'js',
      resolveDir: dirname(args.path),
    }));
  },
});

// The stylesheets (styles.js, *-styles.js) are CSS in String.raw templates, which esbuild's JS
// minifier leaves as written; minified as CSS they are a sixth smaller. An interpolation stands
// in for what it is where it is written, so that the CSS around it still parses: a rule at the
// top level (`${PALETTE}`, an at-rule there), a declaration inside a block (`--hole-N:0`), a
// value anywhere else (`var(--hole-N)`); the minified CSS then gets each back in its place.
/** @type {import('esbuild').Plugin} */
const minifyStyles = {
  name: 'minify-styles',
  setup(b) {
    b.onLoad({ filter: /[\\/](?:[\w-]+-)?styles\.js$/ }, async (args) => {
      let source = readFileSync(args.path, 'utf8');
      for (const [whole, css] of source.matchAll(/String\.raw`([^`]*)`/g)) {
        const { text, holes } = withPlaceholders(css);
        let out = (await transform(text, { loader: 'css', minify: true })).code.trim();
        out = out.replace(/@hole-(\d+);|--hole-(\d+):0;?|var\(--hole-(\d+)\)/g, (placeholder, rule, declaration, value) =>
          rule ? `${holes[Number(rule)]}\n` : declaration ? `${holes[Number(declaration)]};` : holes[Number(value)],
        );
        if (!holes.every((hole) => out.includes(hole)) || /hole-\d/.test(out.replaceAll(holes.join(''), '')) || out.includes('`')) {
          throw new Error(`could not minify the CSS in ${args.path}`);
        }
        source = source.replace(whole, () => `String.raw\`${out}\``);
      }
      return { contents: source, loader: 'js' };
    });
  },
};

/**
 * The CSS of a template with a placeholder for each interpolation (brace-balanced, so that an
 * object literal inside one is part of it), by where it stands (see minifyStyles).
 * @param {string} css
 */
function withPlaceholders(css) {
  /** @type {string[]} */
  const holes = [];
  let text = '';
  let depth = 0;
  for (let i = 0; i < css.length; i++) {
    if (!css.startsWith('${', i)) {
      if (css[i] === '{') depth++;
      if (css[i] === '}') depth--;
      text += css[i];
      continue;
    }
    let end = i + 2;
    for (let open = 1; open > 0; end++) open += css[end] === '{' ? 1 : css[end] === '}' ? -1 : 0;
    const n = holes.push(css.slice(i, end)) - 1;
    const before = text.trimEnd().at(-1);
    text += depth === 0 ? `@hole-${n};` : before === '{' || before === ';' ? `--hole-${n}:0;` : `var(--hole-${n})`;
    i = end - 1;
  }
  return { text, holes };
}

// Split: the entry is the shell (attributes, properties, stand-ins); the views that draw the
// poster with the controller, the engine, the panels a running element shows and
// <sudoku-compare>'s race are chunks it imports once the element comes near the screen
// (element/base.js). The export's worker is an entry of its own, with its
// encoders, in chunks/ beside the chunk of export/run.js, which starts it by that relative path;
// so is the run-time study's worker (engine/runs-worker.js), beside the chunk of engine/runs.js.
/** @param {readonly string[]} chunks */
const bundle = (chunks) =>
  build({
    entryPoints: {
      'sudoku-stepper': `${ROOT}www/sudoku-stepper.js`,
      'chunks/export-worker': `${ROOT}www/export/export-worker.js`,
      'chunks/runs-worker': `${ROOT}www/engine/runs-worker.js`,
    },
    outdir: DIST,
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    format: 'esm',
    minify: true,
    target: 'es2022',
    legalComments: 'none',
    plugins: [wasmBesideBundle(chunks), minifyStyles],
    logLevel: 'warning',
    metafile: true,
    write: chunks.length > 0,
  });
// Twice: the first time to learn which chunks a running stepper imports (its views' and
// controller's, the engine's, and what they import in turn, less what the entry has loaded already), which the
// entry then fetches side by side as soon as an element starts loading, instead of one import
// level after another. Only the entry differs, so the chunks keep their names.
const { metafile } = await bundle([]);
/** @param {string} out @param {Set<string>} [seen] @returns {Set<string>} */
const closure = (out, seen = new Set()) => {
  if (seen.has(out)) return seen;
  seen.add(out);
  for (const i of metafile.outputs[out]?.imports ?? []) if (i.kind === 'import-statement') closure(i.path, seen);
  return seen;
};
const entryOut = Object.keys(metafile.outputs).find((out) => out.endsWith('/sudoku-stepper.js')) ?? '';
const loaded = closure(entryOut);
const running = Object.entries(metafile.outputs)
  .filter(([, o]) => /www\/(element\/body|engine\/engine)\.js$/.test(o.entryPoint ?? ''))
  .flatMap(([out]) => [...closure(out)]);
const preload = [...new Set(running)].filter((out) => !loaded.has(out)).map((out) => out.slice(out.indexOf('chunks/')));
if (preload.length === 0) throw new Error('build-dist: found no chunk of the views or the engine to preload');
const { metafile: built } = await bundle(preload);
// The iframe route (www/embed.html) always shows its element at once: it names every chunk a
// running element loads (the entry's own and the running ones) in its head, so that they all
// arrive in the round trip after the page's, not in one wave per import level
// (www/tests/embedding.test.mjs checks the list against what the page requests).
const EMBED = `${ROOT}www/embed.html`;
const runningOuts = new Set([...loaded, ...running]);
// With them the English catalogue's facades, which only re-export chunks already listed: the
// language of a page with none of its own, imported once the element knows it.
for (const [out, o] of Object.entries(metafile.outputs)) {
  const imports = o.imports.filter((i) => i.kind === 'import-statement').map((i) => i.path);
  if (out.endsWith('.js') && Object.keys(o.inputs).length === 0 && imports.length > 0 && imports.every((i) => runningOuts.has(i))) runningOuts.add(out);
}
runningOuts.delete(entryOut);
const links = [...runningOuts]
  .map((out) => out.slice(out.indexOf('chunks/')))
  .sort()
  .map((c) => `  <link rel="modulepreload" href="./dist/${c}">`);
const embedHtml = readFileSync(EMBED, 'utf8');
const withLinks = embedHtml.replace(/<!-- dist-preloads -->[\s\S]*?<!-- \/dist-preloads -->/, () =>
  ['<!-- dist-preloads -->', ...links, '  <!-- /dist-preloads -->'].join('\n'),
);
if (!withLinks.includes(links.join('\n'))) throw new Error('build-dist: www/embed.html has no <!-- dist-preloads --> block');
if (withLinks !== embedHtml) writeFileSync(EMBED, withLinks);
// What each file of dist/ is made of, by its path there and its sources' paths in the project,
// for scripts/budget.mjs to name beside each file's size; kept out of the package.
mkdirSync(`${ROOT}target`, { recursive: true });
const fromRoot = (/** @type {string} */ p) => relative(ROOT, resolve(p));
writeFileSync(
  `${ROOT}target/dist-meta.json`,
  JSON.stringify({
    outputs: Object.fromEntries(
      Object.entries(built.outputs).map(([out, o]) => [
        relative(DIST, resolve(out)),
        { bytes: o.bytes, inputs: Object.fromEntries(Object.entries(o.inputs).map(([i, v]) => [fromRoot(i), { bytesInOutput: v.bytesInOutput }])) },
      ]),
    ),
  }),
);
copyFileSync(`${ROOT}www/pkg/${WASM}`, `${DIST}${WASM}`);
copyFileSync(`${ROOT}www/pkg-small/${WASM}`, `${DIST}${SMALL_WASM}`);

// Declarations from the JSDoc the type check already reads, then one entry that names the tag.
execFileSync(`${ROOT}node_modules/.bin/tsc`, ['-p', `${ROOT}tsconfig.dist.json`], { stdio: 'inherit' });
// The engine's declarations (wasm-bindgen's) sit where the element's declarations would import
// them; like every declaration the entry does not reach, they are dropped below.
mkdirSync(`${DIST}types/pkg`);
copyFileSync(`${ROOT}www/pkg/sudoku_stepper.d.ts`, `${DIST}types/pkg/sudoku_stepper.d.ts`);
// The strategies' names as a type (scripts/build-enums.mjs writes it from the engine).
mkdirSync(`${DIST}types/engine`, { recursive: true });
copyFileSync(`${ROOT}www/engine/strategy-names.d.ts`, `${DIST}types/engine/strategy-names.d.ts`);
// The API's types (www/element/types.js) by name, and the events in HTMLElementEventMap (and
// DocumentEventMap: they bubble out of the shadow root) so that
// `el.addEventListener('sudoku-solved', (e) => e.detail.solution)` is typed.
writeFileSync(
  `${DIST}sudoku-stepper.d.ts`,
  `export { SudokuStepper, SudokuCompare } from './types/sudoku-stepper.js';
export type { Counters, Stats, StepperStatus, CompareResult, ExportOptions, SolvedDetail, UnsolvableDetail, InvalidDetail, SudokuEventDetails, SudokuEventMap } from './types/element/types.js';
import type { SudokuStepper, SudokuCompare } from './types/sudoku-stepper.js';
import type { SudokuEventMap } from './types/element/types.js';
declare global {
  interface HTMLElementTagNameMap {
    'sudoku-stepper': SudokuStepper;
    'sudoku-compare': SudokuCompare;
  }
  interface HTMLElementEventMap extends SudokuEventMap {}
  interface DocumentEventMap extends SudokuEventMap {}
}
`,
);

keepReachableDeclarations(`${DIST}sudoku-stepper.d.ts`);

// The Custom Elements Manifest, read from the element's source and JSDoc, then made the
// package's (scripts/dist-manifest.mjs); written without indentation, which is nearly a tenth
// of its gzipped size and nothing a tool reads.
execFileSync(
  `${ROOT}node_modules/.bin/cem`,
  ['analyze', '--globs', 'www/element/element.js', 'www/element/base.js', 'www/element/stepper-properties.js', 'www/compare/element.js', '--outdir', 'dist'],
  { cwd: ROOT, stdio: 'inherit' },
);
const manifest = `${DIST}custom-elements.json`;
writeFileSync(manifest, `${JSON.stringify(packageManifest(JSON.parse(readFileSync(manifest, 'utf8')), 'sudoku-stepper.js', `${DIST}types/`))}\n`);

// The package's README: docs/package-readme.md, with the sections of docs/element.md it includes
// (the attribute table, TypeScript, hosting), so that each is written once; and the licence.
const readme = readFileSync(`${ROOT}docs/element.md`, 'utf8');
const packageReadme = templateSafe(
  readFileSync(`${ROOT}docs/package-readme.md`, 'utf8').replace(/<!-- include:([\w-]+) -->/g, (_, name) => {
    const section = new RegExp(`<!-- package:${name} -->\\n([\\s\\S]*?)<!-- /package:${name} -->`).exec(readme)?.[1];
    if (!section) throw new Error(`docs/element.md has no section <!-- package:${name} -->`);
    return section.trim();
  }),
);
if (TEMPLATE_DELIMITER.test(packageReadme)) throw new Error(`dist/README.md would hold a template delimiter: ${TEMPLATE_DELIMITER.exec(packageReadme)?.[0]}`);
writeFileSync(`${DIST}README.md`, packageReadme);
copyFileSync(`${ROOT}LICENSE`, `${DIST}LICENSE`);
// The page's stylesheet: each element's room before its module defines it (element/reserve.js).
writeFileSync(`${DIST}sudoku-stepper.css`, (await transform(pageStylesheet(), { loader: 'css', minify: true })).code);

// `files` names everything built above, so that whatever the build adds (a chunk folder) is
// packed too; package.json itself always is.
const files = readdirSync(DIST)
  .filter((name) => name !== 'package.json')
  .sort();
writeFileSync(
  `${DIST}package.json`,
  `${JSON.stringify(
    {
      name: 'sudoku-stepper',
      version,
      description:
        'A Sudoku solver you can watch: <sudoku-stepper> steps a backtracking search (WebAssembly) one event at a time; <sudoku-compare> races 2–4 strategies on one board.',
      license: 'MIT',
      type: 'module',
      main: './sudoku-stepper.js',
      module: './sudoku-stepper.js',
      types: './sudoku-stepper.d.ts',
      exports: {
        '.': { types: './sudoku-stepper.d.ts', default: './sudoku-stepper.js' },
        [`./${WASM}`]: `./${WASM}`,
        [`./${SMALL_WASM}`]: `./${SMALL_WASM}`,
        './custom-elements.json': './custom-elements.json',
        './sudoku-stepper.css': './sudoku-stepper.css',
      },
      customElements: './custom-elements.json',
      sideEffects: ['./sudoku-stepper.js', './sudoku-stepper.css'],
      files,
    },
    null,
    2,
  )}\n`,
);
console.log(`dist/ built (version ${version})`);

/**
 * A site generator that finds a copy of dist/ among its pages renders README.md as one, through
 * Liquid (Eleventy, Jekyll) or Nunjucks, where `{{`, `{%` and `{#` open a tag even in a code
 * block: such a block (the Hugo recipe's) is written as HTML, its braces as character
 * references, which a Markdown viewer shows as the same code and no template engine reads.
 * @param {string} markdown
 */
function templateSafe(markdown) {
  return markdown.replace(/^( *)```[\w-]*\n([\s\S]*?)^\1```$/gm, (block, indent, code) => {
    if (!TEMPLATE_DELIMITER.test(code)) return block;
    const html = code.trimEnd().replace(/[&<>{}]/g, (c) => HTML_ESCAPES[c]);
    // Every line keeps its indent: the block stays inside the list item it is written in.
    return `${indent}<pre><code>${html.slice(indent.length)}</code></pre>`;
  });
}

/**
 * Deletes the declarations in dist/types that `entry` does not reach through its imports: tsc
 * declares every module of the page (views, controller, engine), but an editor reads only what
 * the package's `types` entry leads to. Throws when a declaration imports one that is missing.
 * @param {string} entry
 */
function keepReachableDeclarations(entry) {
  const reached = new Set();
  const todo = [resolve(entry)];
  while (todo.length > 0) {
    const file = /** @type {string} */ (todo.pop());
    if (reached.has(file)) continue;
    reached.add(file);
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(/(?:from|import\()\s*['"](\.[^'"]+)['"]/g)) {
      const target = resolve(dirname(file), spec.replace(/\.js$/, '.d.ts'));
      if (!existsSync(target)) throw new Error(`${file} imports ${spec}, which has no declaration file`);
      todo.push(target);
    }
  }
  const types = `${DIST}types`;
  for (const name of readdirSync(types, { recursive: true, encoding: 'utf8' })) {
    const path = resolve(types, name);
    if (path.endsWith('.d.ts') && !reached.has(path)) rmSync(path);
  }
  // Folders left empty, deepest first.
  for (const name of readdirSync(types, { recursive: true, encoding: 'utf8' }).sort().reverse()) {
    const path = join(types, name);
    if (!path.endsWith('.d.ts') && readdirSync(path).length === 0) rmSync(path, { recursive: true });
  }
}
