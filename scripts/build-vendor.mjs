#!/usr/bin/env node
// Writes www/vendor/ (gitignored): the ES modules of the two npm encoders the export worker
// imports (gifenc, webm-muxer), with their licences. Copied into www/ so that the pages need
// nothing outside it: any static host of www/ serves them, and the service worker's precache list
// (scripts/build-precache.mjs, which walks www/) includes them, so exporting works offline.
// run.sh and test.sh run it before build-precache and build-dist (esbuild bundles the same files
// into dist/'s worker chunk); the test harness runs it before serving.
//
//   node scripts/build-vendor.mjs
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const MODULES = fileURLToPath(new URL('../node_modules/', import.meta.url));
const VENDOR = fileURLToPath(new URL('../www/vendor/', import.meta.url));

/**
 * Each package: its module, the name it gets in www/vendor/, its licence file, and its own type
 * declarations when it ships them (gifenc has none).
 * @type {{ pkg: string, module: string, name: string, license: string, types?: string }[]}
 */
const PACKAGES = [
  { pkg: 'gifenc', module: 'dist/gifenc.esm.js', name: 'gifenc', license: 'LICENSE.md' },
  { pkg: 'webm-muxer', module: 'build/webm-muxer.mjs', name: 'webm-muxer', license: 'LICENSE', types: 'build/webm-muxer.d.ts' },
];

/**
 * Writes `body` to `path` unless it holds it already: the test files, run side by side, each
 * build www/vendor/ while the others' servers may be reading it.
 * @param {string} path
 * @param {string | Buffer} body
 */
function put(path, body) {
  if (!existsSync(path) || !readFileSync(path).equals(Buffer.from(body))) writeFileSync(path, body);
}

/** Copies the packages into `dir` (www/vendor/ by default); returns the files it holds. */
export function buildVendor(dir = VENDOR) {
  mkdirSync(dir, { recursive: true });
  /** @type {string[]} */
  const written = [];
  for (const { pkg, module, name, license, types } of PACKAGES) {
    const from = join(MODULES, pkg);
    const { version } = JSON.parse(readFileSync(join(from, 'package.json'), 'utf8'));
    // The source map is not copied, so its comment goes: a browser would ask for a missing file.
    const code = readFileSync(join(from, module), 'utf8').replace(/\n\/\/# sourceMappingURL=.*\s*$/, '\n');
    // Not ours to type-check (tsconfig.json leaves www/vendor/ out; an import still reads it).
    const head = `// ${pkg} ${version} (${name}.LICENSE), copied from node_modules by scripts/build-vendor.mjs.\n// @ts-nocheck\n`;
    put(join(dir, `${name}.js`), head + code);
    put(join(dir, `${name}.LICENSE`), readFileSync(join(from, license)));
    written.push(`${name}.js`, `${name}.LICENSE`);
    if (types) {
      put(join(dir, `${name}.d.ts`), readFileSync(join(from, types)));
      written.push(`${name}.d.ts`);
    }
  }
  return written;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log(`www/vendor/: ${buildVendor().join(', ')}`);
}
