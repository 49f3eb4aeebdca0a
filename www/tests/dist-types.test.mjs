// dist/ ships only the declarations its `types` entry reaches (scripts/build-dist.mjs): a
// TypeScript project that installs the folder as a package and uses the element must still
// type-check, with the package's declarations checked too (no skipLibCheck).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './harness.mjs';

const CONSUMER = `import { SudokuStepper, SudokuCompare } from 'sudoku-stepper';
const el: SudokuStepper | null = document.querySelector('sudoku-stepper');
el?.play();
const steps: number = new SudokuStepper().stats.steps;
const status: 'solved' | 'invalid' | 'paused' | 'ready' | 'running' | 'unsolvable' = el!.stats.status;
SudokuStepper.define();
const compare: SudokuCompare | null = document.querySelector('sudoku-compare');
compare?.runToEnd();
const maxDepths: number[] = new SudokuCompare().results.map((r) => r.maxDepth + r.ms);
const done: 'loading' | 'ready' | 'running' | 'paused' | 'done' | 'invalid' = compare!.status;
const lockstep: 'step' | 'frame' = compare!.lockstep;
SudokuCompare.define('my-compare');
export { steps, status, maxDepths, done, lockstep };
`;

test('a TypeScript project using the dist/ package type-checks against its declarations', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sudoku-types-'));
  try {
    cpSync(`${ROOT}dist`, join(dir, 'node_modules', 'sudoku-stepper'), { recursive: true });
    writeFileSync(join(dir, 'main.ts'), CONSUMER);
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({
      compilerOptions: {
        strict: true, noEmit: true, skipLibCheck: false, module: 'ES2022', target: 'ES2022',
        moduleResolution: 'bundler', lib: ['DOM', 'ES2022'], types: [],
      },
      files: ['main.ts'],
    }));
    try {
      execFileSync(`${ROOT}node_modules/.bin/tsc`, ['-p', dir], { stdio: 'pipe' });
    } catch (e) {
      assert.fail(`tsc: ${/** @type {{ stdout: Buffer }} */ (e).stdout}`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
