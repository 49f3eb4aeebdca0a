// A count followed by a noun goes through a plural, in every language of the elements'
// catalogues: "{n} searches" is wrong in Czech and Polish for some n, and "choose among 1 place"
// is wrong everywhere. A heuristic: a number argument (`n`, `count`, a `…Count`, or one a plural
// of the same key selects on in any language) written bare, outside every plural branch, and
// followed by a word, is a count of a noun, unless the key is one of the few listed below.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Messages, LANGUAGES } from '../../i18n/messages.js';
import { parts } from './catalogues.mjs';

/** Keys whose bare number is followed by a word that is not a noun it counts, and why. */
const NOT_COUNTS = {
  'element.millions': 'a unit symbol: 1.5 M',
  'element.billions': 'a unit symbol: 2 G',
  'element.stackMore': 'no noun: … 3 more',
  'element.treeBelow': 'no noun: r1c2 = 5 (+12 below)',
  'narration.solution': 'an ordinal: solution 2 found',
};

/**
 * The simple arguments of `pattern` written outside every plural branch and followed by a word,
 * as [argument, word] pairs.
 * @param {string} pattern
 * @param {boolean} [inPlural]
 * @param {[string, string][]} [out]
 */
function bareCounts(pattern, inPlural = false, out = []) {
  for (let i = pattern.indexOf('{'); i >= 0; i = pattern.indexOf('{', i)) {
    const end = closing(pattern, i);
    const [, name, type, rest] = /^\s*(\w+)\s*(?:,\s*(\w+)\s*,([\s\S]*))?$/.exec(pattern.slice(i + 1, end)) ?? [];
    if (name && !type) {
      const word = /^\s+(\p{L}+)/u.exec(pattern.slice(end + 1));
      if (word && !inPlural) out.push([name, word[1]]);
    } else if (rest) {
      for (let b = rest.indexOf('{'); b >= 0; b = rest.indexOf('{', closing(rest, b) + 1))
        bareCounts(rest.slice(b + 1, closing(rest, b)), inPlural || type === 'plural', out);
    }
    i = end + 1;
  }
  return out;
}

/** The index of the `}` that closes the `{` at `open`. */
function closing(s, open) {
  let depth = 0;
  for (let i = open; i < s.length; i++) {
    if (s[i] === '{') depth++;
    else if (s[i] === '}' && --depth === 0) return i;
  }
  throw new SyntaxError(`unclosed { in ${s}`);
}

const element = Object.fromEntries(await Promise.all(LANGUAGES.map(async (l) => [l, (await parts(l)).element])));

test('the heuristic finds a bare count, and not one inside a plural', () => {
  assert.deepEqual(bareCounts('{n} searches of one board'), [['n', 'searches']]);
  assert.deepEqual(bareCounts('{kind, select, a {Run {count} seeds} other {x}}'), [['count', 'seeds']]);
  assert.deepEqual(bareCounts('{n, plural, one {# search} other {{count} searches}} ready'), []);
  assert.deepEqual(bareCounts('step {at} of {reach}'), [['at', 'of']]);
});

test('in every language of the elements, a number followed by a noun goes through a plural', () => {
  const bad = [];
  for (const key of Object.keys(element.en)) {
    if (key in NOT_COUNTS) continue;
    const selectors = new Set(LANGUAGES.flatMap((l) => [...element[l][key].matchAll(/\{\s*(\w+)\s*,\s*plural/g)].map((m) => m[1])));
    const isNumber = (/** @type {string} */ name) => name === 'n' || name === 'count' || name.endsWith('Count') || selectors.has(name);
    for (const lang of LANGUAGES) {
      for (const [name, word] of bareCounts(element[lang][key])) if (isNumber(name)) bad.push(`${lang} ${key}: {${name}} ${word}`);
    }
  }
  assert.deepEqual(bad, []);
});

test('one place for a digit is said as one, not counted ("choose among 1 place")', () => {
  for (const lang of LANGUAGES) {
    const m = new Messages(lang, element[lang]);
    const say = (/** @type {number} */ n) => m.t('narration.selectPlace', { digit: 'D', unit: 'U', n, count: m.number(n), cells: 'C', depth: 2, why: '' });
    const [one, two] = [say(1), say(2)];
    assert.doesNotMatch(one, /\d.*C/, `${lang}: ${one}`);
    assert.match(two, /2.*C/, `${lang}: ${two}`);
    // 'narration.only' says the same of a cell with one candidate.
    assert.doesNotMatch(m.t('narration.only', { digit: '7' }), /1/);
  }
});

test("compare's race line counts the searches that finished and those that did not", () => {
  for (const lang of LANGUAGES) {
    const m = new Messages(lang, element[lang]);
    const paused = (/** @type {number} */ stopped) => m.t('compare.paused', { at: '60', n: 4, left: 4 - stopped, stopped });
    const running = (/** @type {number} */ stopped) => m.t('compare.running', { n: 4, left: 4 - stopped, stopped, lockstep: 'step' });
    // None finished: no count of unfinished ones; some finished: how many are left, of how many.
    assert.doesNotMatch(paused(0), /4\D+4/, `${lang}: ${paused(0)}`);
    assert.match(paused(1), /3\D+4/, `${lang}: ${paused(1)}`);
    assert.doesNotMatch(running(0), /4\D+4/, `${lang}: ${running(0)}`);
    assert.match(running(2), /2\D+4/, `${lang}: ${running(2)}`);
    assert.notEqual(running(1), running(0));
  }
});
