// The parts of a catalogue a page wants, whatever the order they are asked for in. Its own file:
// which parts are wanted is the page's state, kept by i18n/messages.js for the whole process.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadMessages, wantArea } from '../../i18n/messages.js';

test('a part wanted while a language is still loading (the pseudo-code panel of a Czech element) is loaded for that language too', async () => {
  const loading = loadMessages('cs');
  await wantArea('code');
  const cs = await loading;
  assert.equal(cs.t('code.write-next-digit-into'), 'zapiš další číslici d do x');
  assert.equal((await loadMessages('cs')).t('code.write-next-digit-into'), 'zapiš další číslici d do x');
});
