#!/usr/bin/env node
// Builds dist/: the element and the wasm-bindgen glue as one minified ES module (esbuild), the
// engine's .wasm beside it, TypeScript declarations, the Custom Elements Manifest and a
// package.json, so that the folder can be copied anywhere or packed with `npm pack`.
// Needs www/pkg and www/pkg-small (see test.sh for their wasm-pack builds). Usage: npm run build
import { build, transform } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const DIST = `${ROOT}dist/`;
const WASM = 'sudoku_stepper_bg.wasm';
// The small engine (www/pkg-small: the depth-first searches) a default element loads first; the
// full one (WASM) only when a strategy or panel needs it. Both beside the module in dist/.
const SMALL_WASM = 'sudoku_stepper_small_bg.wasm';
const version = /^version\s*=\s*"([^"]+)"/m.exec(readFileSync(`${ROOT}Cargo.toml`, 'utf8'))?.[1] ?? '0.0.0';

rmSync(DIST, { recursive: true, force: true });
mkdirSync(DIST);

// In www/ the engine finds the .wasm files at ../pkg/ and ../pkg-small/ from its own module; in
// the bundle they sit beside the module, so the paths are rewritten where they are written
// (engine.js).
/** @type {import('esbuild').Plugin} */
const wasmBesideBundle = {
  name: 'wasm-beside-bundle',
  setup(b) {
    b.onLoad({ filter: /engine[\\/]engine\.js$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      let contents = source;
      for (const [from, to] of [[`'../pkg/${WASM}'`, `'./${WASM}'`], [`'../pkg-small/${WASM}'`, `'./${SMALL_WASM}'`]]) {
        if (!contents.includes(from)) throw new Error(`engine.js no longer names ${from}: update scripts/build-dist.mjs`);
        contents = contents.replace(from, to);
      }
      return { contents, loader: 'js' };
    });
  },
};

// The stylesheets are CSS in String.raw templates, which esbuild's JS minifier leaves as written;
// minified as CSS they are a sixth smaller. An interpolation (`${DARK}`, a list of declarations)
// stands in as a custom property while the rest is minified, then goes back in its place.
/** @type {import('esbuild').Plugin} */
const minifyStyles = {
  name: 'minify-styles',
  setup(b) {
    b.onLoad({ filter: /[\\/](element|compare)[\\/]styles\.js$/ }, async (args) => {
      let source = readFileSync(args.path, 'utf8');
      for (const [whole, css] of source.matchAll(/String\.raw`([^`]*)`/g)) {
        /** @type {string[]} */
        const holes = [];
        const text = css.replace(/\$\{[^}]*\}/g, (hole) => `--hole-${holes.push(hole) - 1}:0`);
        let out = (await transform(text, { loader: 'css', minify: true })).code.trim();
        out = out.replace(/--hole-(\d+):0;?/g, (_, i) => `${holes[Number(i)]};`);
        if (!holes.every((hole) => out.includes(hole)) || out.includes('`')) throw new Error(`could not minify the CSS in ${args.path}`);
        source = source.replace(whole, () => `String.raw\`${out}\``);
      }
      return { contents: source, loader: 'js' };
    });
  },
};

await build({
  entryPoints: [`${ROOT}www/sudoku-stepper.js`],
  outdir: DIST,
  // What a default element does not use (the panels it hides, the full engine's glue) in chunks
  // that the module imports when they are needed.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  format: 'esm',
  minify: true,
  target: 'es2022',
  legalComments: 'none',
  plugins: [wasmBesideBundle, minifyStyles],
  logLevel: 'warning',
});
copyFileSync(`${ROOT}www/pkg/${WASM}`, `${DIST}${WASM}`);
copyFileSync(`${ROOT}www/pkg-small/${WASM}`, `${DIST}${SMALL_WASM}`);

// Declarations from the JSDoc the type check already reads, then one entry that names the tag.
execFileSync(`${ROOT}node_modules/.bin/tsc`, ['-p', `${ROOT}tsconfig.dist.json`], { stdio: 'inherit' });
// The engine's declarations (wasm-bindgen's) sit where the element's declarations would import
// them; like every declaration the entry does not reach, they are dropped below.
mkdirSync(`${DIST}types/pkg`);
copyFileSync(`${ROOT}www/pkg/sudoku_stepper.d.ts`, `${DIST}types/pkg/sudoku_stepper.d.ts`);
writeFileSync(`${DIST}sudoku-stepper.d.ts`, `export { SudokuStepper, SudokuCompare } from './types/sudoku-stepper.js';
import type { SudokuStepper, SudokuCompare } from './types/sudoku-stepper.js';
declare global {
  interface HTMLElementTagNameMap {
    'sudoku-stepper': SudokuStepper;
    'sudoku-compare': SudokuCompare;
  }
}
`);

keepReachableDeclarations(`${DIST}sudoku-stepper.d.ts`);

// The Custom Elements Manifest, read from the element's source and JSDoc; written without
// indentation, which is nearly a tenth of its gzipped size and nothing a tool reads, and
// without the classes' private (#) members, a sixth of it, which no user of the element can
// reach.
execFileSync(`${ROOT}node_modules/.bin/cem`, ['analyze', '--globs', 'www/element/element.js', 'www/element/base.js', 'www/compare/element.js', '--outdir', 'dist'], { cwd: ROOT, stdio: 'inherit' });
const manifest = `${DIST}custom-elements.json`;
const elements = JSON.parse(readFileSync(manifest, 'utf8'));
for (const declaration of elements.modules.flatMap((/** @type {{ declarations?: { members?: { privacy?: string }[] }[] }} */ m) => m.declarations ?? [])) {
  if (declaration.members) declaration.members = declaration.members.filter((member) => member.privacy !== 'private');
}
writeFileSync(manifest, `${JSON.stringify(elements)}\n`);

writeFileSync(`${DIST}package.json`, `${JSON.stringify({
  name: 'sudoku-stepper',
  version,
  description: 'A Sudoku solver you can watch: <sudoku-stepper> steps a backtracking search (WebAssembly) one event at a time; <sudoku-compare> races 2–4 strategies on one board.',
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
  },
  customElements: './custom-elements.json',
  sideEffects: ['./sudoku-stepper.js'],
  files: ['sudoku-stepper.js', 'chunks', 'sudoku-stepper.d.ts', 'types', WASM, SMALL_WASM, 'custom-elements.json'],
}, null, 2)}\n`);
console.log(`dist/ built (version ${version})`);

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
