// The languages: every catalogue has every key of English with the same arguments and parses,
// messages are formatted with the language's plural forms and numbers, and an element's
// language is its own `lang`, then its page's, then the browser's.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { argumentNames, formatMessage } from '../../i18n/format.js';
import { AREAS, LANGUAGES, languageOf, loadMessages } from '../../i18n/messages.js';
import { parts } from './catalogues.mjs';

test('every language has every English key in the same part, with the same arguments, and nothing else', async () => {
  const en = await parts('en');
  for (const lang of LANGUAGES) {
    const own = await parts(lang);
    for (const area of AREAS) {
      assert.deepEqual(Object.keys(own[area]).sort(), Object.keys(en[area]).sort(), `${lang}/${area}: the keys of en/${area}`);
      for (const [key, pattern] of Object.entries(own[area])) {
        assert.ok(pattern.trim(), `${lang} ${key}: not empty`);
        assert.deepEqual([...argumentNames(pattern)].sort(), [...argumentNames(en[area][key])].sort(), `${lang} ${key}: the arguments of en`);
      }
    }
  }
  // A key is in one part only: the parts of a language never disagree.
  const keys = AREAS.flatMap((a) => Object.keys(en[a]));
  assert.equal(new Set(keys).size, keys.length);
});

test('plurals follow each language: Czech and Polish have few and many', () => {
  const cells = '{n, plural, one {# buňka} few {# buňky} other {# buněk}}';
  assert.deepEqual(
    [1, 3, 5, 22].map((n) => formatMessage(cells, { n }, 'cs')),
    ['1 buňka', '3 buňky', '5 buněk', '22 buněk'],
  );
  const pl = '{n, plural, one {# krok} few {# kroki} many {# kroków} other {# kroku}}';
  assert.deepEqual(
    [1, 2, 5, 22, 25, 1.5].map((n) => formatMessage(pl, { n }, 'pl')),
    ['1 krok', '2 kroki', '5 kroków', '22 kroki', '25 kroków', '1,5 kroku'],
  );
  assert.equal(formatMessage('{n, plural, =0 {none} one {# step} other {# steps}}', { n: 0 }, 'en'), 'none');
  assert.equal(formatMessage('{n, plural, other {# bước}}', { n: 12345 }, 'vi'), '12.345 bước');
});

test("numbers in the language's digits; select; a missing value is an error", () => {
  assert.equal(formatMessage('{n} steps', { n: 1234567 }, 'en'), '1,234,567 steps');
  assert.equal(formatMessage('{n}', { n: 1234567 }, 'cs'), '1\u00a0234\u00a0567');
  assert.equal(formatMessage('{u, select, row {řádek} other {sloupec}} {i}', { u: 'row', i: 3 }, 'cs'), 'řádek 3');
  assert.throws(() => formatMessage('{cell}', {}, 'en'), /cell/);
});

test('languages from tags; English when none is known', async () => {
  assert.deepEqual(['cs-CZ', 'PL', 'vi_VN', 'de', '', null].map(languageOf), ['cs', 'pl', 'vi', null, null, null]);
  const cs = await loadMessages('cs');
  assert.equal(cs.lang, 'cs');
  assert.equal(cs.t('language.label'), 'Jazyk');
  assert.equal((await loadMessages('en')).t('language.label'), 'Language');
});

test("every strategy is described in every language, the English words being the engine's own (one source: the CLI's help says the same)", async () => {
  const { infos } = await import('./wasm.mjs');
  const en = await parts('en');
  assert.ok(infos.length >= 10, 'the strategies of the full build');
  for (const s of infos) assert.equal(en.element[`strategy.${s.name}`], s.description, `strategy.${s.name}`);
  for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
    const own = await parts(lang);
    for (const s of infos) assert.notEqual(own.element[`strategy.${s.name}`], s.description, `${lang} strategy.${s.name}: in ${lang}`);
  }
});
