// Every relative link in README.md, CONTRACT.md and docs/*.md points at a file that exists, and a
// link to a heading of a Markdown file (`cli.md#exit-statuses`) at a heading it has, by GitHub's
// rule for heading anchors: so moving a section between documents cannot leave a link behind.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const DOCS = [
  'README.md',
  'CONTRACT.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

/** The text outside fenced code blocks and inline code, where a `[x](y)` is a link. */
const prose = (/** @type {string} */ text) =>
  text.replace(/^ *```[\s\S]*?^ *```/gm, '').replace(/`[^`\n]*`/g, (code) => (code.startsWith('`[') ? code.slice(1, -1) : ''));

/** GitHub's anchors of a Markdown file's headings (`## Exit statuses` → `exit-statuses`). */
function anchors(/** @type {string} */ text) {
  /** @type {Map<string, number>} */
  const seen = new Map();
  const out = new Set();
  for (const [, heading] of text.replace(/^ *```[\s\S]*?^ *```/gm, '').matchAll(/^#{1,6} (.+)$/gm)) {
    const slug = heading
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const n = seen.get(slug) ?? 0;
    seen.set(slug, n + 1);
    out.add(n === 0 ? slug : `${slug}-${n}`);
  }
  return out;
}

/** The links of `file` that lead nowhere, as `file: target (why)`. */
export function brokenLinks(/** @type {string} */ file) {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const broken = [];
  for (const [, target] of prose(text).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    if (/^[a-z][a-z+.-]*:/i.test(target)) continue; // https:, mailto:
    const [path, anchor] = target.split('#');
    const resolved = path ? join(dirname(join(ROOT, file)), decodeURIComponent(path)) : join(ROOT, file);
    if (!existsSync(resolved)) {
      broken.push(`${file}: ${target} (no file ${relative(ROOT, resolved)})`);
    } else if (anchor && resolved.endsWith('.md') && !anchors(readFileSync(resolved, 'utf8')).has(anchor)) {
      broken.push(`${file}: ${target} (no heading #${anchor} in ${relative(ROOT, resolved)})`);
    }
  }
  return broken;
}

test('every relative link in README.md, CONTRACT.md and docs/*.md resolves', () => {
  assert.deepEqual(DOCS.flatMap(brokenLinks), []);
});

test('anchors follow GitHub: punctuation dropped, spaces to hyphens, repeats numbered', () => {
  assert.deepEqual(
    [
      ...anchors(
        '# The web component `<sudoku-stepper>`\n## Events (one per `step()`)\n## Events (one per `step()`)\n```\n# not a heading\n```\n## Řešení sudoku',
      ),
    ],
    ['the-web-component-sudoku-stepper', 'events-one-per-step', 'events-one-per-step-1', 'řešení-sudoku'],
  );
});
