// The dist/ package as a TypeScript user gets it: `npm pack`, installed from the tarball into a
// fresh project, then `tsc --strict` over code using it, with the package's declarations checked
// too (no skipLibCheck): the README's TypeScript and JavaScript examples exactly as the package's
// README has them, and code that gets an event's `detail` wrong must not compile.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './harness.mjs';

const CONSUMER = `import { SudokuStepper, SudokuCompare } from 'sudoku-stepper';
const el: SudokuStepper | null = document.querySelector('sudoku-stepper');
el?.play();
const steps: number = new SudokuStepper().stats.steps;
const status: 'solved' | 'invalid' | 'paused' | 'ready' | 'running' | 'unsolvable' = el!.stats.status;
SudokuStepper.define();
const file: Promise<Blob> | undefined = el?.exportRun({ format: 'gif', from: 0, to: 30, width: 640, signal: new AbortController().signal, onProgress: ({ done, total }) => done / total });
const compare: SudokuCompare | null = document.querySelector('sudoku-compare');
compare?.runToEnd();
const maxDepths: number[] = new SudokuCompare().results.map((r) => r.maxDepth + r.ms);
const done: 'loading' | 'ready' | 'running' | 'paused' | 'done' | 'invalid' = compare!.status;
const lockstep: 'step' | 'frame' = compare!.lockstep;
SudokuCompare.define('my-compare');
if (el) {
  el.strategy = 'mrv';
  el.speed = 'max';
  el.speed = 20;
  el.controls = 'minimal';
  el.theme = 'dark';
  el.atStep = 12;
}
const speed: number = compare!.speed;
export { steps, status, file, maxDepths, done, lockstep, speed };
`;

/** Each line must be a type error: a wrong `detail`, a wrong promise, a getter's type, a property set to a value of the wrong type or outside its names. */
const WRONG = [
  `el.addEventListener('sudoku-solved', (e) => { const n: number = e.detail.solution; return n; });`,
  `el.addEventListener('sudoku-invalid', (e) => e.detail.steps);`,
  `document.addEventListener('sudoku-step', (e) => e.detail.message);`,
  `el.addEventListener('sudoku-compare-done', (e) => e.detail.steps);`,
  `el.step(3).then((s) => s.solution);`,
  `const names: readonly string[] = el.panels;`,
  `el.exportRun({ format: 'mp4' });`,
  `el.strategy = 42;`,
  `el.strategy = 'quick';`,
  `el.speed = 'fast';`,
  `el.controls = 'some';`,
  `el.theme = 'blue';`,
  `el.atStep = '12';`,
  `const n: number = el.params;`,
  `compare.lockstep = 'both';`,
];

/** A Vite project's declaration for `?url` imports (vite/client), for the README's Vite recipe. */
const VITE_URL = `declare module '*?url' { const src: string; export default src; }\n`;

let dir = '';
/** The installed package's folder. */
let installed = '';

before(() => {
  dir = mkdtempSync(join(tmpdir(), 'sudoku-types-'));
  const tarball = execFileSync('npm', ['pack', '--offline', '--silent', '--pack-destination', dir], { cwd: `${ROOT}dist`, encoding: 'utf8' })
    .trim()
    .split('\n')
    .pop();
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', '--silent', `./${tarball}`], { cwd: dir, stdio: 'pipe' });
  installed = join(dir, 'node_modules', 'sudoku-stepper');
});

after(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/**
 * Type-checks `files` (name → source) in the consumer project; gives tsc's output, '' when clean.
 * @param {Record<string, string>} files
 */
function tsc(files) {
  for (const [name, source] of Object.entries(files)) writeFileSync(join(dir, name), source);
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        noEmit: true,
        skipLibCheck: false,
        allowJs: true,
        checkJs: true,
        module: 'ES2022',
        target: 'ES2022',
        moduleResolution: 'bundler',
        lib: ['DOM', 'DOM.Iterable', 'ES2022'],
        types: [],
      },
      files: Object.keys(files),
    }),
  );
  try {
    execFileSync(`${ROOT}node_modules/.bin/tsc`, ['-p', dir], { stdio: 'pipe' });
    return '';
  } catch (e) {
    return String(/** @type {{ stdout: Buffer }} */ (e).stdout);
  }
}

test('npm pack holds everything dist/ has, with a README and the licence', () => {
  const listed = (/** @type {string} */ folder) => readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort();
  assert.deepEqual(listed(installed), listed(`${ROOT}dist`));
  assert.match(readFileSync(join(installed, 'LICENSE'), 'utf8'), /^MIT License/);
  assert.equal(JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')).license, 'MIT');
  assert.match(readFileSync(join(installed, 'README.md'), 'utf8'), /<script type="module" src="[^"]*sudoku-stepper\.js"><\/script>/);
});

test('a TypeScript project using the installed package type-checks against its declarations', () => {
  assert.equal(tsc({ 'main.ts': CONSUMER }), '');
});

test("the package README's TypeScript and JavaScript examples compile under tsc --strict", () => {
  const readme = readFileSync(join(installed, 'README.md'), 'utf8');
  const blocks = [...readme.matchAll(/^( *)```(ts|js)\n([\s\S]*?)^\1```$/gm)].map(([, indent, lang, code], i) => [
    `readme-${i}.${lang}`,
    code.replace(new RegExp(`^${indent}`, 'gm'), ''),
  ]);
  assert.ok(
    blocks.some(([name]) => name.endsWith('.ts')),
    'the README has a TypeScript example',
  );
  assert.ok(
    blocks.some(([, code]) => /addEventListener\('sudoku-/.test(code)),
    'which listens to an event',
  );
  assert.equal(tsc({ 'vite-env.d.ts': VITE_URL, ...Object.fromEntries(blocks) }), '');
});

test('a wrong event detail, step result, getter type or property value is a type error', () => {
  const source = `import 'sudoku-stepper';\nconst el = document.querySelector('sudoku-stepper')!;\nconst compare = document.querySelector('sudoku-compare')!;\n${WRONG.join('\n')}\n`;
  const out = tsc({ 'wrong.ts': source });
  const lines = new Set([...out.matchAll(/wrong\.ts\((\d+),\d+\): error TS/g)].map((m) => Number(m[1])));
  assert.deepEqual(
    [...lines].sort((a, b) => a - b),
    WRONG.map((_, i) => i + 4),
    out,
  );
});
