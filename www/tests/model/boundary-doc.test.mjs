// docs/boundary.md is generated from the full build's declarations (www/pkg-lab/sudoku_stepper.d.ts,
// which carry the Rust doc comments): this fails, naming the first line that differs, while the
// committed document is not what scripts/build-boundary-doc.mjs makes of them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { DOC, DTS, parse, render } from '../../../scripts/build-boundary-doc.mjs';

test('docs/boundary.md is what scripts/build-boundary-doc.mjs makes of the .d.ts', () => {
  const want = render(readFileSync(DTS, 'utf8')).split('\n');
  const have = readFileSync(DOC, 'utf8').split('\n');
  const at = want.findIndex((line, i) => line !== have[i]);
  const line = at === -1 && have.length !== want.length ? want.length : at;
  assert.equal(
    line,
    -1,
    `docs/boundary.md line ${line + 1} is\n  ${JSON.stringify(have[line])}\nbut the .d.ts gives\n  ${JSON.stringify(want[line])}\n(run node scripts/build-boundary-doc.mjs)`,
  );
});

test('the document names every export, enum members with their values', () => {
  const dts = [
    '/**',
    ' * Kinds.',
    ' */',
    'export enum EventKind {',
    '    /**',
    '     * [`Event::SelectPlace`]',
    '     */',
    '    SelectPlace = 9,',
    '}',
    '/**',
    ' * A handle.',
    ' */',
    'export class Search {',
    '    private constructor();',
    '    free(): void;',
    '    run(n: number): number;',
    '    /**',
    '     * Tries so far.',
    '     */',
    '    readonly tries: number;',
    '}',
    'export function start(): void;',
    'export type InitInput = RequestInfo;',
    'export function notExported(): void;',
  ].join('\n');
  assert.deepEqual(
    parse(dts).map((item) => [item.kind, item.name, item.members.map((m) => m.sig)]),
    [
      ['enum', 'EventKind', ['SelectPlace = 9']],
      ['class', 'Search', ['run(n: number): number', 'readonly tries: number']],
      ['function', 'start', []],
    ],
  );
  const doc = render(dts);
  assert.match(doc, /\| `SelectPlace` \| 9 \| `Event::SelectPlace` \|/);
  assert.match(doc, /- `readonly tries: number`\n\n {2}Tries so far\./);
  assert.doesNotMatch(doc.slice(doc.indexOf('## Enums')), /free\(\)|notExported/);
});
