// Issue 20: the composed search's switches read into menus, set one at a time, and said as a
// course says them; compare's entries of compositions parsed and titled.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compositionTitle, menusOf, settingsOf, withSwitch } from '../../model/compose.js';
import { entryLabel } from '../../model/compare-table.js';
import { parseStrategies, strategiesText } from '../../model/compare.js';
import { loadMessages } from '../../i18n/messages.js';
import { infos } from './wasm.mjs';
// English at once, as the views and pages have it (the elements' shell has none).
import '../../i18n/english.js';

/** The composed strategy as the engine describes it (the shared API's switches and defaults). */
const CSP = /** @type {import('../../engine/engine.js').StrategyInfo} */ (infos.find((s) => s.name === 'csp'));

/**
 * A strategy with one switch of these words.
 * @param {string} key
 * @param {string[]} words
 */
const oneSwitch = (key, words) => ({ schema: [{ key, kind: 'choice', default: words[0], words, allowed: '' }] });

test("a menu per switch, in the engine's order, its words the engine's with the course's terms", () => {
  const menus = menusOf(CSP);
  assert.deepEqual(
    menus.map((m) => m.key),
    ['var', 'val', 'infer', 'jump'],
  );
  assert.deepEqual(
    menus[0].options.map((o) => o.value),
    ['first', 'static', 'mrv', 'mrv-degree'],
  );
  assert.equal(menus[0].options[2].text, 'Minimum remaining values');
  assert.equal(menus[1].options[2].text, 'Least-constraining value');
  assert.deepEqual(menus[2].options.map((o) => o.text).slice(1, 3), ['Forward checking', 'Arc consistency (MAC)']);
  assert.equal(menus[3].options[1].text, 'Conflict-directed backjumping');
  // A word the page has no term for shows as itself; a strategy without switches has no menu.
  assert.deepEqual(menusOf(oneSwitch('var', ['first', 'newest']))[0].options[1], { value: 'newest', text: 'newest' });
  assert.deepEqual(menusOf({ schema: [] }), []);
  assert.deepEqual(menusOf(undefined), []);
});

test('setting a switch writes the whole composition, keeps the seed, and starts from the defaults', () => {
  assert.equal(withSwitch(CSP, '', 'infer', 'fc'), 'var=first val=ascending infer=fc jump=off');
  assert.equal(withSwitch(CSP, 'var=first infer=fc', 'jump', 'cbj'), 'var=first val=ascending infer=fc jump=cbj');
  assert.equal(withSwitch(CSP, 'val=random,seed=7', 'val', 'lcv'), 'var=first val=lcv infer=none jump=off seed=7');
  assert.deepEqual([...settingsOf(CSP, 'infer=mac, jump=cbj')].slice(0, 4), [
    ['var', 'first'],
    ['val', 'ascending'],
    ['infer', 'mac'],
    ['jump', 'cbj'],
  ]);
});

test("a composition said the course's way: defaults that go without saying left out", () => {
  assert.equal(compositionTitle('var=mrv', CSP), 'MRV');
  assert.equal(compositionTitle('', CSP), 'first');
  assert.equal(compositionTitle('var=mrv infer=fc', CSP), 'MRV + FC');
  assert.equal(compositionTitle('var=mrv,infer=mac,jump=cbj', CSP), 'MRV + MAC + CBJ');
  assert.equal(compositionTitle('var=mrv-degree val=lcv', CSP), 'MRV+degree + LCV');
  assert.equal(compositionTitle('val=random seed=3', CSP), 'first + random values, seed=3');
  // Without the engine's description: what is given.
  assert.equal(compositionTitle('infer=fc', null), 'FC');
});

test('compare reads compositions as entries and names each lane by its composition', () => {
  const read = parseStrategies('backtracking csp:var=first csp:var=mrv,infer=fc csp:var=mrv,infer=mac,jump=cbj');
  assert.ok('entries' in read);
  assert.deepEqual(read.entries, [
    { name: 'backtracking', params: '' },
    { name: 'csp', params: 'var=first' },
    { name: 'csp', params: 'var=mrv infer=fc' },
    { name: 'csp', params: 'var=mrv infer=mac jump=cbj' },
  ]);
  assert.equal(strategiesText(read.entries), 'backtracking csp:var=first csp:var=mrv,infer=fc csp:var=mrv,infer=mac,jump=cbj');
  const known = [CSP];
  assert.deepEqual(
    read.entries.map((e) => entryLabel(e, known)),
    ['backtracking', 'csp: first', 'csp: MRV + FC', 'csp: MRV + MAC + CBJ'],
  );
  assert.equal(entryLabel({ name: 'csp', params: '' }, known), 'csp: first');
  assert.equal(entryLabel({ name: 'annealing', params: 'seed=3' }, known), 'annealing (seed=3)');
});

test("in Czech the menus, the lanes' titles and the control are the catalogue's; a new word shows as itself", async () => {
  const cs = await loadMessages('cs');
  const menus = menusOf(CSP, cs);
  assert.deepEqual(
    menus.map((m) => m.label),
    ['Pořadí proměnných', 'Pořadí hodnot', 'Odvozování', 'Skoky zpět'],
  );
  assert.equal(menus[2].options[1].text, 'Dopředná kontrola');
  assert.equal(menusOf(oneSwitch('var', ['first', 'newest']), cs)[0].options[1].text, 'newest');
  assert.equal(compositionTitle('', CSP, cs), 'první');
  assert.equal(compositionTitle('var=mrv infer=fc', CSP, cs), 'MRV + FC');
  assert.equal(compositionTitle('val=random seed=3', CSP, cs), 'první + náhodné hodnoty, seed=3');
  assert.equal(entryLabel({ name: 'csp', params: 'var=static,infer=singles' }, [CSP], cs), 'Vlastní CSP: statické + singly');
  assert.equal(cs.t('compose.title'), 'Sestavte si vlastní prohledávání');
});
