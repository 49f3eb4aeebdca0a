// The budget step of the gate (scripts/budget.mjs) fails a build that has put on weight: a copy
// of dist/ whose chunk of the views and controller carries 45 KB more of what gzip cannot shrink is over the
// interactive stage's ceiling, and the failure names the stage and the chunk.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { ROOT } from './harness.mjs';

test('a dist/ with an inflated chunk fails the budget, naming the stage and the file', { timeout: 120_000 }, () => {
  const copy = mkdtempSync(`${tmpdir()}/inflated-dist-`);
  try {
    cpSync(`${ROOT}dist`, copy, { recursive: true });
    const chunk = readdirSync(`${copy}/chunks`).find((f) => /^body-.*\.js$/.test(f));
    assert.ok(chunk, 'dist/ has the chunk of the views and controller');
    appendFileSync(`${copy}/chunks/${chunk}`, `\n/*${randomBytes(45_000).toString('base64')}*/\n`);
    const run = spawnSync(process.execPath, [`${ROOT}scripts/budget.mjs`, '--dist', copy], { encoding: 'utf8' });
    assert.equal(run.status, 1, `exit status; stdout:\n${run.stdout}\nstderr:\n${run.stderr}`);
    assert.match(run.stderr, new RegExp(`interactive: [\\d.]+ KB is over its .*chunks/${chunk.replace('.', '\\.')}`));
    assert.doesNotMatch(run.stderr, /unseen:/, 'the stage before the chunk loads is not blamed');
    const shown = Number(new RegExp(`chunks/${chunk.replace('.', '\\.')}\\s+([\\d.]+) KB`).exec(run.stdout)?.[1]);
    assert.ok(shown > 50, `the table shows the chunk at its new size (${shown} KB)`);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
});
