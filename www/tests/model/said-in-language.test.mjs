// What an element or the library says of a bad value is said in the reader's language: the
// attributes' errors (the attribute's name and syntax quoted as written) and the name an
// imported puzzle gets; English stays the engine's and the docs' wording.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadMessages } from '../../i18n/messages.js';
import { parseChoice, parsePanels, parseSpeed } from '../../model/format.js';
import { parseLoop } from '../../model/loop.js';
import { parseOpenLink } from '../../model/openlink.js';
import { importedName } from '../../model/library-file.js';
import './catalogues.mjs';

const BASE = 'https://blog.example/post/';
/** @param {{ error?: string }} read */
const said = (read) => read.error ?? '';

test("the attributes' errors in Czech, Polish and Vietnamese, the value quoted as it was written", async () => {
  const [cs, pl, vi] = await Promise.all(['cs', 'pl', 'vi'].map((l) => loadMessages(l, 'pages')));
  assert.equal(said(parseLoop('12:3', cs)), 'loop "12:3": DO (3) není za OD (12): úsek se přehrává dopředu od OD do DO (například loop="400:412")');
  assert.equal(said(parseLoop('x:3', pl)), 'loop "x:3": OD "x" nie jest numerem kroku: użyj liczb całkowitych ≥ 0 (na przykład loop="400:412")');
  assert.match(said(parseSpeed('fast', vi)), /^speed "fast" không phải là tốc độ: .* từ 0\.1 đến 1000000 /);
  assert.equal(said(parseChoice('theme', 'neon', ['auto', 'dark'], cs)), 'theme "neon" není žádná z hodnot auto, dark');
  assert.equal(said(parsePanels('tree', ['counters'], [], pl)), 'panels "tree": "tree" nie jest panelem; użyj counters');
  assert.equal(said(parsePanels('a b', ['counters'], [], cs)), 'panels "a b": "a", "b" nejsou panely; použijte counters');
  assert.match(said(parseOpenLink('javascript:alert(1)', BASE, cs)), /^open-link "javascript:alert\(1\)" není webová stránka \(javascript:\)/);
  // English is the wording the docs and the engine's own messages use.
  assert.equal(said(parseLoop('12:3')), 'loop "12:3": TO (3) is not after FROM (12): the range plays forward from FROM to TO (for example loop="400:412")');
});

test('an imported puzzle its file does not name is named in the language, its ordinal as digits', async () => {
  const [cs, pl, vi] = await Promise.all(['cs', 'pl', 'vi'].map((l) => loadMessages(l, 'pages')));
  assert.deepEqual(
    [importedName(1234), importedName(3, cs), importedName(3, pl), importedName(3, vi)],
    ['Imported 1234', 'Importované zadání 3', 'Zaimportowane sudoku 3', 'Câu đố nhập 3'],
  );
});
