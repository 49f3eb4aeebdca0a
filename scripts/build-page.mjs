#!/usr/bin/env node
// Builds www/bundle/ (generated, gitignored): the demo page's modules (www/page.js and all it
// imports) bundled by esbuild and code-split, so that the page fetches a few files instead of
// ~80 modules. page.js, the entry, holds what the board needs on the way to being interactive
// (the element, the engine, the English catalogue); what the page imports dynamically (the
// workbench, library, worksheet, export, the lab engine, other languages) and what the element
// imports once it runs (its controller, its panels' views and stylesheets) are chunks beside it.
// index.html preloads the entry, its static chunks and the running element's (`preloads` below,
// which www/tests/preload.test.mjs checks against the list there).
//
// The chunks' names do not depend on their contents, so that index.html can name them: a chunk
// that one dynamic import loads is named after its module (`element.controller.js`); a chunk
// that several share, after a hash of which ones load it (`shared-1a2b3c4d.js`): it changes only
// when the graph's shape does, and then preload.test.mjs says which links to change.
//
// The served page always runs this bundle: run.sh and test.sh build it, and scripts/serve.mjs
// builds it on start and again whenever a source under www/ changes (esbuild's watch mode), so a
// page reloaded after an edit runs the edit.
//
//   node scripts/build-page.mjs        writes www/bundle/ and prints its files
import { build, context } from 'esbuild';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const WWW = `${ROOT}www/`;
/** Where the bundle goes: one flat folder, so that `../x` from any chunk is www/x. */
export const BUNDLE = `${WWW}bundle/`;

// A module finds its files (the .wasm, its worker, the service worker) by
// `new URL('…', import.meta.url)`, an address relative to itself, which esbuild leaves as written;
// from www/bundle/ each is rewritten to the same file, so that the workers and the .wasm are
// loaded from where they are in www/ (workers, a graph of their own, stay unbundled).
/** @type {import('esbuild').Plugin} */
const sameFiles = {
  name: 'same-files',
  setup(b) {
    b.onLoad({ filter: /[\\/]www[\\/].*\.js$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      const contents = source.replace(/new URL\((['"])([^'"]+)\1, import\.meta\.url\)/g, (whole, quote, path) => {
        if (/^[a-z]+:/i.test(path)) return whole;
        const target = relative(BUNDLE, resolve(dirname(args.path), path))
          .split(sep)
          .join('/');
        return `new URL(${quote}${target.startsWith('.') ? target : `./${target}`}${quote}, import.meta.url)`;
      });
      return { contents, loader: 'js' };
    });
  },
};

/** esbuild's options: the files stay in memory, `writeBundle` names and writes them. */
const OPTIONS = /** @type {const} @satisfies {import('esbuild').BuildOptions} */ ({
  absWorkingDir: ROOT,
  entryPoints: { page: `${WWW}page.js` },
  outdir: BUNDLE,
  splitting: true,
  chunkNames: '[name]-[hash]',
  bundle: true,
  format: 'esm',
  minify: true,
  sourcemap: 'linked',
  target: 'es2022',
  legalComments: 'none',
  metafile: true,
  write: false,
  logLevel: 'warning',
  plugins: [sameFiles],
});

/**
 * Stable names for esbuild's outputs (see the top of this file), by esbuild's path.
 * @param {import('esbuild').Metafile} metafile
 * @returns {Map<string, string>}
 */
function stableNames(metafile) {
  const outputs = Object.entries(metafile.outputs).filter(([out]) => out.endsWith('.js'));
  /** @type {Map<string, string>} */
  const names = new Map();
  for (const [out, o] of outputs) {
    if (!o.entryPoint) continue;
    const module = relative('www', o.entryPoint).replace(/\.js$/, '').split(sep).join('.');
    names.set(out, `${module}.js`);
  }
  // A shared chunk by the entries (and dynamically imported modules) that load it.
  for (const [out] of outputs) {
    if (names.has(out)) continue;
    const loaders = outputs
      .filter(([other, o]) => o.entryPoint && closure(metafile, other).has(out))
      .map(([other]) => names.get(other))
      .sort();
    const name = `shared-${createHash('sha256').update(loaders.join('\n')).digest('hex').slice(0, 8)}.js`;
    if ([...names.values()].includes(name)) throw new Error(`build-page: two chunks would be named ${name}`);
    names.set(out, name);
  }
  return names;
}

/**
 * Every output `out` imports statically, itself included.
 * @param {import('esbuild').Metafile} metafile
 * @param {string} out
 * @param {Set<string>} [seen]
 * @returns {Set<string>}
 */
function closure(metafile, out, seen = new Set()) {
  if (seen.has(out)) return seen;
  seen.add(out);
  for (const i of metafile.outputs[out]?.imports ?? []) if (i.kind === 'import-statement') closure(metafile, i.path, seen);
  return seen;
}

/**
 * What the demo page's board imports once it runs, on its way to ready: the element's views and controller
 * and engine glue, and the views and stylesheets of the panels index.html opens it with
 * (`panels="counters stack chart"`: the chart panel's chunk, element/charts.js; counters and stack
 * are static).
 * The other panels' chunks, presenter mode's sheet and the export wait for the reader: preloaded,
 * each would be fetched and parsed beside the board's own (www/tests/page-load.test.mjs checks
 * this list against what a default board fetches).
 */
const FIRST_BOARD = ['element/body.js', 'engine/engine.js', 'element/charts.js', 'element/chart-styles.js', 'element/cover-styles.js'].map((m) => `www/${m}`);

/**
 * What index.html preloads, paths under www/: the entry and its static chunks first (the page
 * evaluates once all of them are in), then the chunks of what the board imports once it runs
 * (FIRST_BOARD), since it is on the page's first screen.
 * @param {import('esbuild').Metafile} metafile
 * @param {Map<string, string>} names
 */
function preloads(metafile, names) {
  const byModule = new Map(Object.entries(metafile.outputs).flatMap(([out, o]) => (o.entryPoint ? [[o.entryPoint, out]] : [])));
  const chunk = (/** @type {string} */ module) => {
    const out = byModule.get(module);
    if (!out) throw new Error(`build-page: ${module} is not a chunk of its own (imported dynamically nowhere?)`);
    return out;
  };
  const entry = closure(metafile, chunk('www/page.js'));
  /** @type {Set<string>} */
  const running = new Set();
  for (const module of FIRST_BOARD) closure(metafile, chunk(module), running);
  const path = (/** @type {string} */ out) => `bundle/${names.get(out)}`;
  const sorted = (/** @type {Iterable<string>} */ outs) =>
    [...outs].map(path).sort((a, b) => (a === 'bundle/page.js' ? -1 : b === 'bundle/page.js' ? 1 : a.localeCompare(b)));
  return [...sorted(entry), ...sorted([...running].filter((out) => !entry.has(out)))];
}

/**
 * esbuild's result with the names above: each file's name and text, and what index.html
 * preloads.
 * @param {import('esbuild').BuildResult<typeof OPTIONS>} result
 */
function named(result) {
  const names = stableNames(result.metafile);
  /** @type {[string, string][]} esbuild's file name and ours */
  const renames = [...names].map(([out, name]) => [basename(out), name]);
  const rename = (/** @type {string} */ text) => renames.reduce((t, [from, to]) => t.replaceAll(from, to), text);
  return {
    files: result.outputFiles.map((file) => ({ name: rename(basename(file.path)), text: rename(file.text) })),
    preload: preloads(result.metafile, names),
  };
}

/**
 * Writes esbuild's result into www/bundle/ (each file by a rename, so that a server reading it
 * never reads half a file), removing what an earlier build left there.
 * @param {import('esbuild').BuildResult<typeof OPTIONS>} result
 * @returns {{ files: string[], preload: string[] }}  the files written and what index.html preloads
 */
export function writeBundle(result) {
  const { files, preload } = named(result);
  mkdirSync(BUNDLE, { recursive: true });
  for (const { name, text } of files) {
    const path = join(BUNDLE, name);
    let old = null;
    try {
      old = readFileSync(path, 'utf8');
    } catch {
      // not there yet
    }
    if (old === text) continue;
    const temporary = `${path}.${process.pid}.tmp`;
    writeFileSync(temporary, text);
    renameSync(temporary, path);
  }
  const written = files.map((f) => f.name);
  for (const name of readdirSync(BUNDLE)) if (!written.includes(name) && !name.endsWith('.tmp')) rmSync(join(BUNDLE, name), { force: true });
  return { files: written.sort(), preload };
}

/** What index.html must preload, from a build in memory (www/tests/preload.test.mjs). */
export async function pagePreloads() {
  return named(await build(OPTIONS)).preload;
}

/** Builds www/bundle/ once. */
export async function buildPage() {
  return writeBundle(await build(OPTIONS));
}

/**
 * Builds www/bundle/ and again on every change of a source it reads; `onBuild` runs after each
 * build that wrote it. Resolves once the first build is written, with a function that stops.
 * @param {(written: ReturnType<typeof writeBundle>) => void} [onBuild]
 */
export async function watchPage(onBuild = () => {}) {
  /** @type {(value?: unknown) => void} */
  let first = () => {};
  const built = new Promise((done) => {
    first = done;
  });
  const ctx = await context({
    ...OPTIONS,
    plugins: [
      ...OPTIONS.plugins,
      {
        name: 'write-bundle',
        setup(b) {
          b.onEnd((result) => {
            if (result.errors.length === 0) onBuild(writeBundle(/** @type {import('esbuild').BuildResult<typeof OPTIONS>} */ (result)));
            first();
          });
        },
      },
    ],
  });
  await ctx.watch();
  await built;
  return () => ctx.dispose();
}

/**
 * Writes index.html's list of the bundle's modules (its `./bundle/` modulepreload lines, one
 * block) from what this build preloads, when it differs.
 * @param {readonly string[]} preload
 */
function writeIndexPreloads(preload) {
  const INDEX = fileURLToPath(new URL('../www/index.html', import.meta.url));
  const html = readFileSync(INDEX, 'utf8');
  const block = /(?:( *)<link rel="modulepreload" href="\.\/bundle\/[^"]+">\n)+/;
  const indent = block.exec(html)?.[1];
  if (indent == null) throw new Error('build-page: www/index.html has no block of ./bundle/ modulepreload links');
  const next = html.replace(block, () => preload.map((m) => `${indent}<link rel="modulepreload" href="./${m}">\n`).join(''));
  if (next !== html) writeFileSync(INDEX, next);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { files, preload } = await buildPage();
  writeIndexPreloads(preload);
  console.log(`www/bundle/: ${files.filter((f) => f.endsWith('.js')).length} modules; index.html preloads ${preload.join(' ')}`);
}
