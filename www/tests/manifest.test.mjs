// dist/custom-elements.json as the package ships it (scripts/dist-manifest.mjs): what it points
// to is in the package, and it lists every part the elements' views draw and every attribute
// with its property, every event with its detail's type.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { ROOT } from './harness.mjs';

const WWW = `${ROOT}www/`;
const manifest = JSON.parse(readFileSync(`${ROOT}dist/custom-elements.json`, 'utf8'));
/** @type {any[]} */
const declarations = manifest.modules.flatMap((/** @type {{ declarations?: unknown[] }} */ m) => m.declarations ?? []);
const element = (/** @type {string} */ tag) => declarations.find((d) => d.tagName === tag);

/** A relative import: static (`import … from './x.js'`, `export … from`) or dynamic (`import('./x.js')`). */
const IMPORT = /(?:^\s*(?:(?:import|export)\s[^'";]*?\sfrom\s*|import\s*)|\bimport\(\s*)['"](\.{1,2}\/[^'"]+)['"]/gm;

/** Every module under www/ that `entry` reaches, the engine's package left out. */
function graph(entry) {
  const seen = new Set();
  const visit = (/** @type {string} */ file) => {
    if (seen.has(file) || /^pkg/.test(file)) return;
    seen.add(file);
    // Comments out first: JSDoc's `import('./x.js').Type` is no import.
    const code = readFileSync(join(WWW, file), 'utf8').replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '');
    for (const m of code.matchAll(IMPORT)) visit(relative(WWW, join(dirname(join(WWW, file)), m[1])));
  };
  visit(entry);
  return seen;
}

test('every module the manifest names is a file of the package', () => {
  const named = new Set([
    ...manifest.modules.map((/** @type {{ path: string }} */ m) => m.path),
    ...[...JSON.stringify(manifest).matchAll(/"module":"([^"]+)"/g)].map((m) => m[1]),
  ]);
  assert.deepEqual([...named], ['sudoku-stepper.js']);
  for (const path of named) assert.ok(existsSync(`${ROOT}dist/${path}`), `${path} is in dist/`);
  const definitions = manifest.modules[0].exports.filter((/** @type {{ kind: string }} */ e) => e.kind === 'custom-element-definition');
  assert.deepEqual(definitions.map((/** @type {{ name: string }} */ e) => e.name).sort(), ['sudoku-compare', 'sudoku-stepper']);
});

for (const [tag, entry] of [
  ['sudoku-stepper', 'element/element.js'],
  ['sudoku-compare', 'compare/element.js'],
]) {
  test(`<${tag}>: every part its views draw is listed`, () => {
    const drawn = new Set();
    for (const file of graph(entry)) {
      for (const m of readFileSync(join(WWW, file), 'utf8').matchAll(/\bpart: '([\w-]+)'/g)) drawn.add(m[1]);
    }
    assert.ok(drawn.has('board'), 'the views were read');
    const listed = element(tag).cssParts.map((/** @type {{ name: string }} */ p) => p.name);
    assert.deepEqual(
      [...drawn].filter((p) => !listed.includes(p)),
      [],
      'parts drawn but not in the manifest',
    );
    assert.deepEqual(
      listed.filter((p) => !drawn.has(p)),
      [],
      'parts in the manifest that nothing draws',
    );
  });

  test(`<${tag}>: every attribute has its property, typed; every event its detail`, () => {
    const d = element(tag);
    const observed = new Set(d.attributes.map((/** @type {{ name: string }} */ a) => a.name));
    for (const attribute of d.attributes) {
      const field = d.members.find((/** @type {any} */ m) => m.kind === 'field' && !m.static && m.name === attribute.fieldName);
      assert.ok(field, `${attribute.name} → property ${attribute.fieldName}`);
      assert.equal(field.attribute, attribute.name);
      assert.ok(field.type?.text, `${attribute.fieldName} has a type`);
    }
    assert.ok(observed.has('wasm-url') && observed.has('puzzle') && observed.has('theme') && observed.has('lang'), 'the shared attributes too');
    for (const event of d.events) assert.match(event.type?.text ?? '', /^CustomEvent<.+>$/, `${event.name}'s type`);
  });
}

test("typed properties: the strategy as the union of the engine's names, the choices as their words", () => {
  const type = (/** @type {string} */ tag, /** @type {string} */ name) =>
    element(tag).members.find((/** @type {any} */ m) => m.kind === 'field' && !m.static && m.name === name)?.type?.text;
  const strategy = type('sudoku-stepper', 'strategy');
  for (const name of ['brute-force', 'singles', 'csp', 'dlx', 'annealing', 'fast']) assert.ok(strategy.includes(`'${name}'`), `${name} in ${strategy}`);
  assert.equal(type('sudoku-stepper', 'theme'), "'auto' | 'light' | 'dark' | 'inherit'");
  assert.equal(type('sudoku-stepper', 'controls'), "'full' | 'minimal' | 'none'");
  assert.equal(type('sudoku-stepper', 'speed'), 'number');
  assert.equal(type('sudoku-compare', 'lockstep'), "'step' | 'frame'");
});

test("the elements' public properties and methods are listed, private ones not", () => {
  const names = (/** @type {string} */ tag) => element(tag).members.map((/** @type {any} */ m) => `${m.static ? 'static ' : ''}${m.name}`);
  for (const name of [
    'stats',
    'board',
    'current',
    'panels',
    'atStep',
    'ready',
    'wasmUrl',
    'static wasmUrl',
    'step',
    'back',
    'goTo',
    'runToEnd',
    'exportRun',
    'static define',
  ]) {
    assert.ok(names('sudoku-stepper').includes(name), `<sudoku-stepper> ${name}`);
  }
  for (const name of ['results', 'status', 'link', 'lockstep', 'strategies', 'ready', 'wasmUrl', 'step', 'goTo']) {
    assert.ok(names('sudoku-compare').includes(name), `<sudoku-compare> ${name}`);
  }
  assert.ok(!JSON.stringify(manifest).includes('"privacy":"private"'), 'no private member');
  const step = element('sudoku-stepper').members.find((/** @type {any} */ m) => m.name === 'step');
  assert.equal(step.return.type.text, 'Promise<Stats>');
});
