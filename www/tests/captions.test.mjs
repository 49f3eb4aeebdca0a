// Issue 6, defect 12: a preset caption that states a number of solutions ("has N solutions",
// "unique") says what the engine finds: the release CLI counts them (solve --limit 1000). The
// captions are the element's messages (`preset.<name>`) and the lines of puzzles/presets.txt they
// come from; every language's caption keeps the English one's numbers.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { PRESETS } from '../presets.js';
import '../i18n/english.js';
import { ENGLISH, LANGUAGES, loadMessages } from '../i18n/messages.js';
import { ROOT } from './harness.mjs';

const LIMIT = 1000;
const WORDS = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };

/** The number of solutions a caption states, or null when it states none. */
export function statedCount(caption) {
  if (/\bunique\b/i.test(caption)) return 1;
  const m = caption.match(/\b(\d[\d,]*|one|two|three|four|five|six|seven|eight|nine|ten)\s+solutions?\b/i);
  if (!m) return null;
  const word = m[1].toLowerCase();
  return WORDS[word] ?? Number(word.replace(/,/g, ''));
}

test('every preset caption that states a number of solutions matches the CLI count', () => {
  const cli = `${ROOT}target/release/sudoku-stepper`;
  assert.ok(existsSync(cli), `${cli} is missing: run cargo build --release first (test.sh does)`);
  const file = readFileSync(`${ROOT}puzzles/presets.txt`, 'utf8')
    .split('\n')
    .filter((line) => line.includes('\t') && !line.startsWith('#'))
    .map((line) => {
      const [puzzle, caption] = line.split('\t');
      return { puzzle, caption };
    });
  const captions = [...PRESETS.map((p) => ({ puzzle: p.puzzle, caption: ENGLISH.t(`preset.${p.name}`) })), ...file];
  const stated = captions.map((p) => ({ ...p, count: statedCount(p.caption) })).filter((p) => p.count != null);
  assert.ok(stated.length >= 2, 'the Czech DFS sample states its count, in the menu and in presets.txt');
  const out = execFileSync(cli, ['solve', '--limit', String(LIMIT), '--strategy', 'fast'], {
    input: `${stated.map((p) => p.puzzle).join('\n')}\n`,
  });
  const counts = out
    .toString()
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line).solutions);
  const wrong = stated.map((p, i) => ({ caption: p.caption, stated: p.count, found: counts[i] })).filter((p) => p.stated !== p.found);
  assert.deepEqual(wrong, [], 'captions whose count differs from the engine');
});

test("every language's preset captions keep the English ones' numbers (a count of solutions, a row, givens)", async () => {
  const numbers = (/** @type {string} */ text) => text.match(/\d+/g) ?? [];
  const lost = [];
  for (const lang of LANGUAGES) {
    const m = await loadMessages(lang);
    for (const p of PRESETS) {
      const english = numbers(ENGLISH.t(`preset.${p.name}`));
      const own = numbers(m.t(`preset.${p.name}`));
      if (english.some((n) => !own.includes(n))) lost.push(`${lang} preset.${p.name}: ${m.t(`preset.${p.name}`)}`);
    }
  }
  assert.deepEqual(lost, []);
});
