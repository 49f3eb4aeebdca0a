// The pseudo-code in Czech, Polish and Vietnamese: every line of every table (the presets' and
// every composition's) has both wordings in the language, none left as the English one, and the
// tables are the same lines, only worded otherwise; the events each line emits are named in the
// language too.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { infos } from './wasm.mjs';
import { CODE, codeView } from '../../model/code.js';
import { ENGLISH, loadMessages } from '../../i18n/messages.js';
// English with every part of its catalogue, as the pages load them (the default of the functions).
import './catalogues.mjs';

const side = 9;
/** Every preset's table, and every composition of the composed search's switches. */
const searches = [
  ...Object.keys(CODE).map((strategy) => ({ strategy, params: '' })),
  ...['first', 'static', 'mrv', 'mrv-degree'].flatMap((v) =>
    ['ascending', 'random', 'lcv'].flatMap((val) =>
      ['none', 'fc', 'mac', 'singles'].flatMap((infer) =>
        ['off', 'cbj'].map((jump) => ({ strategy: 'csp', params: `var=${v} val=${val} infer=${infer} jump=${jump}` })),
      ),
    ),
  ),
];

for (const lang of /** @type {const} */ (['cs', 'pl', 'vi'])) {
  test(`${lang}: every line of every table is worded in ${lang}, code and plain, none in English`, async () => {
    const messages = await loadMessages(lang);
    for (const { strategy, params } of searches) {
      const at = { strategy, params, info: null, side, last: null, steps: 0 };
      const english = codeView(at);
      const there = codeView(at, messages);
      assert.ok(english && there, `${strategy} ${params}: a table`);
      assert.equal(there.lines.length, english.lines.length);
      there.lines.forEach((l, i) => {
        const en = english.lines[i];
        const where = `${lang} ${strategy} ${params} line ${i}`;
        assert.ok(l.code.trim() && l.plain.trim(), `${where}: both wordings`);
        assert.equal(l.depth, en.depth, `${where}: the same indentation`);
        // The same events, each by the language's word for it (the English words are the engine's names).
        const kinds = en.events ? en.events.split(', ') : [];
        assert.equal(l.events, kinds.map((name) => messages.t(`event.${name}`)).join(', '), `${where}: the same events`);
        assert.notEqual(l.plain, en.plain, `${where}: the plain wording is not English (${en.plain})`);
        assert.notEqual(l.code, en.code, `${where}: the code is not English (${en.code})`);
      });
    }
    // `fast` on 16×16 runs the singles machine, and its title says so in the language.
    const fast = { strategy: 'fast', params: '', info: infos.find((s) => s.name === 'fast') ?? null, side: 16, last: null, steps: 0 };
    assert.notEqual(codeView(fast, messages)?.title, codeView(fast, ENGLISH)?.title);
  });
}
