// A strategy as a person reads it (model/strategy-name.js): every strategy of the engine has a
// name in every language, and the menus, headings and sentences say it while URLs and
// attributes keep the engine's identifier.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LANGUAGES, loadMessages } from '../../i18n/messages.js';
import { strategyName } from '../../model/strategy-name.js';
import { readyLine } from '../../model/narrate.js';
import { entryLabel } from '../../model/compare-table.js';
import { parseStrategies, strategiesText } from '../../model/compare.js';
import { catalogues } from './catalogues.mjs';
import { infos } from './wasm.mjs';

test('every strategy of the engine has a name in every language, one strategy per name', () => {
  assert.ok(infos.length >= 10, 'the strategies of the full build');
  for (const lang of LANGUAGES) {
    const names = infos.map((s) => catalogues[lang][`strategy.${s.name}.name`]);
    for (const [i, name] of names.entries()) assert.ok(name?.trim(), `${lang} strategy.${infos[i].name}.name`);
    assert.equal(new Set(names).size, names.length, `${lang}: two strategies of one name: ${names.join(', ')}`);
  }
});

test('the reader sees the name of the language, the link keeps the identifier', async () => {
  const cs = await loadMessages('cs', 'element');
  const pl = await loadMessages('pl', 'element');
  assert.equal(strategyName('backtracking', cs), catalogues.cs['strategy.backtracking.name']);
  assert.match(readyLine(30, 'dlx', pl), new RegExp(`strategia ${catalogues.pl['strategy.dlx.name']}\\.`));
  // A strategy a later engine adds before the catalogues name it shows as itself.
  assert.equal(strategyName('newcomer', cs), 'newcomer');
  // The compare lanes' headings: the name, its parameters as written; the link: the identifiers.
  const read = parseStrategies('annealing:seed=3 mrv');
  assert.ok('entries' in read);
  assert.deepEqual(
    read.entries.map((e) => entryLabel(e, [], cs)),
    [`${catalogues.cs['strategy.annealing.name']} (seed=3)`, catalogues.cs['strategy.mrv.name']],
  );
  assert.equal(strategiesText(read.entries), 'annealing:seed=3 mrv');
});
