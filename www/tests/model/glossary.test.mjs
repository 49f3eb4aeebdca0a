// One word per concept in each language: every catalogue (element, code, pages: narration,
// pseudo-code, toolbar, legend, worksheets, pages) of a language uses its glossary's term and none
// of the synonyms the glossary sets aside (www/i18n/glossary/<lang>.js), as whole words or stems.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LANGUAGES } from '../../i18n/messages.js';
import { catalogues } from './catalogues.mjs';

/** @typedef {{ term: string, forms: string[], avoid: string[] }} Entry */

/** Each language's glossary. @type {Record<string, Record<string, Entry>>} */
const glossaries = Object.fromEntries(await Promise.all(LANGUAGES.map(async (lang) => [lang, (await import(`../../i18n/glossary/${lang}.js`)).default])));

/** The concepts the catalogues name, each of which every glossary has. */
const CONCEPTS = [
  'cell',
  'row',
  'column',
  'box',
  'unit',
  'candidate',
  'domain',
  'constraint',
  'try',
  'backtrack',
  'backjump',
  'deadEnd',
  'prune',
  'propagate',
  'solution',
  'restart',
  'step',
  'depth',
  'digit',
  'givens',
  'strategy',
  'decision',
  'branch',
  'board',
  'puzzle',
  'penalty',
  'stack',
];

/**
 * A glossary form as a regular expression: its words apart by any space, a trailing `*` any
 * ending, and no letter on either side (so `pole` is not `polecenie`, and `buň*` is every case
 * of buňka); a `!word` before or after them is a word that must not stand there (Vietnamese
 * `!vấn đề !xuất`: đề, but not vấn đề or đề xuất).
 * @param {string} form
 */
function formPattern(form) {
  const literal = (/** @type {string} */ w) => w.replace(/[.*+?^${}()|[\]\\]/g, (c) => (c === '*' ? '\\p{L}*' : `\\${c}`));
  const tokens = form.split(/\s+/);
  const first = tokens.findIndex((w) => !w.startsWith('!'));
  const words = tokens.filter((w) => !w.startsWith('!')).map(literal);
  const not = (/** @type {string[]} */ list) => list.filter((w) => w.startsWith('!')).map((w) => literal(w.slice(1)));
  const before = not(tokens.slice(0, first)).map((w) => `(?<!(?<![\\p{L}\\p{M}])${w}\\s+)`);
  const after = not(tokens.slice(first)).map((w) => `(?!\\s+${w}(?![\\p{L}\\p{M}]))`);
  return new RegExp(`${before.join('')}(?<![\\p{L}\\p{M}])${words.join('\\s+')}(?![\\p{L}\\p{M}])${after.join('')}`, 'giu');
}

/**
 * The index of the `}` that closes the `{` at `open`.
 * @param {string} s
 * @param {number} open
 */
function closing(s, open) {
  let depth = 0;
  for (let i = open; ; i++) {
    if (s[i] === '{') depth++;
    else if (s[i] === '}' && --depth === 0) return i;
  }
}

/**
 * What a reader may see of an ICU message: its text and every branch of its plurals and
 * selects, without the arguments' names and the branches' keys (`{n, plural, one {…}}`).
 * @param {string} pattern
 * @returns {string}
 */
function readable(pattern) {
  let out = '';
  for (let i = 0; i < pattern.length; i++) {
    if (pattern[i] !== '{') {
      out += pattern[i];
      continue;
    }
    const end = closing(pattern, i);
    const body = pattern.slice(i + 1, end);
    const second = body.indexOf(',', body.indexOf(',') + 1);
    let texts = ' ';
    if (body.includes(',') && second > 0) {
      const rest = body.slice(second + 1);
      for (let j = rest.indexOf('{'); j >= 0; j = rest.indexOf('{', closing(rest, j))) texts += `${readable(rest.slice(j + 1, closing(rest, j)))} `;
    }
    out += texts;
    i = end;
  }
  return out;
}

/**
 * Every place in `catalogue` where a form of `forms` stands: `key: "match"`.
 * @param {Record<string, string>} catalogue
 * @param {readonly string[]} forms
 */
function uses(catalogue, forms) {
  const found = [];
  for (const [key, text] of Object.entries(catalogue)) {
    const plain = readable(text).normalize('NFC');
    for (const form of forms) for (const m of plain.matchAll(formPattern(form))) found.push(`${key}: "${m[0]}"`);
  }
  return found;
}

test('every glossary has every concept: a term, the forms that recognise it, the synonyms set aside', () => {
  for (const lang of LANGUAGES) {
    const g = glossaries[lang];
    assert.deepEqual(Object.keys(g).sort(), [...CONCEPTS].sort(), `${lang}: the concepts`);
    for (const [concept, { term, forms, avoid }] of Object.entries(g)) {
      assert.ok(term && forms.length > 0 && Array.isArray(avoid), `${lang} ${concept}: term, forms and avoid`);
      assert.ok(
        forms.some((f) => formPattern(f).test(term)),
        `${lang} ${concept}: "${term}" is one of its own forms`,
      );
      assert.deepEqual(
        avoid.filter((a) => formPattern(a).test(term)),
        [],
        `${lang} ${concept}: the term is not among the synonyms set aside`,
      );
    }
  }
});

test("every language's catalogues use its glossary's terms and none of the synonyms set aside", () => {
  const wrong = [];
  for (const lang of LANGUAGES) {
    for (const [concept, { term, forms, avoid }] of Object.entries(glossaries[lang])) {
      for (const use of uses(catalogues[lang], avoid)) wrong.push(`${lang} ${concept} (say "${term}") ${use}`);
      if (uses(catalogues[lang], forms).length === 0) wrong.push(`${lang} ${concept}: "${term}" is said nowhere`);
    }
  }
  assert.deepEqual(wrong, []);
});

test('a cell is políčko in Czech: buňka in any case is found wherever it comes back', () => {
  const { avoid } = glossaries.cs.cell;
  assert.equal(glossaries.cs.cell.term, 'políčko');
  for (const word of ['buňka', 'buňky', 'buňce', 'buňku', 'buňkou', 'buněk', 'buňkám', 'buňkách', 'Buňka']) {
    assert.deepEqual(uses({ 'element.legendCurrent': `Aktuální ${word} (orámovaná).` }, avoid), [`element.legendCurrent: "${word}"`], word);
  }
  // Whole words and stems only: a word that merely starts the same is not one of them.
  assert.deepEqual(uses({ x: 'Pole wklejania' }, glossaries.pl.cell.avoid), [`x: "Pole"`]);
  assert.deepEqual(uses({ x: 'polecenie, polem widzenia' }, ['pole']), []);
  const de = glossaries.vi.puzzle.avoid;
  assert.deepEqual(uses({ x: 'Chọn một đề; vấn đề, tiêu đề, đề xuất' }, de), ['x: "đề"']);
});
