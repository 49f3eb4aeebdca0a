// The elements' one key map (model/keymap.js): each key does one thing, and the legend's keys
// sentence in every language names exactly the map's keys, so what the legend says is what
// the elements do.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { argumentNames, formatMessage } from '../../i18n/format.js';
import { KEY_MAP } from '../../model/keymap.js';
import { catalogues } from './catalogues.mjs';

test('every key is bound once, to a known action, with a name, and a glyph or a name in every language', () => {
  const keys = KEY_MAP.flatMap((k) => k.keys);
  assert.equal(new Set(keys).size, keys.length, `a key bound twice: ${keys.join(' ')}`);
  assert.equal(new Set(KEY_MAP.map((k) => k.name)).size, KEY_MAP.length);
  for (const k of KEY_MAP) {
    assert.ok(['toggle', 'step', 'back', 'reset', 'runToEnd', 'escape', 'blank', 'panel'].includes(k.action), k.action);
    assert.ok(k.keys.length > 0, k.name);
    for (const [lang, c] of Object.entries(catalogues)) {
      const label = k.label ?? formatMessage(c['element.key'], { key: k.name }, lang);
      assert.ok(label.length > 0 && label !== k.name, `${lang} ${k.name}: ${label}`);
    }
  }
  // The blank keys and the panel key are presenter mode's; the clicker's step keys work from a text field.
  assert.deepEqual(
    KEY_MAP.filter((k) => k.presenter).map((k) => k.action),
    ['blank', 'blank', 'panel'],
  );
  assert.deepEqual(
    KEY_MAP.filter((k) => k.field).flatMap((k) => k.keys),
    ['PageDown', 'PageUp'],
  );
});

test("the legend's keys sentence names exactly the map's keys, in every language", () => {
  const names = KEY_MAP.map((k) => k.name).sort();
  for (const [lang, messages] of Object.entries(catalogues)) {
    assert.deepEqual([...argumentNames(messages['element.legendKeys'])].sort(), names, lang);
  }
});
