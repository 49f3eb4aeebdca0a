// The worksheet page: a printable worksheet for a puzzle and a strategy (worksheet.html?puzzle=…
// &strategy=…&steps=…&from=…), or with `four` the 4-up sheet of generated puzzles
// (worksheet.html?four&size=…&difficulty=…&symmetric=1&seed=…), in the language of `lang` (else
// the browser's). Its Print button prints the sheet alone: worksheet.css hides the rest on paper.
import { h } from '../dom.js';
import { loadEngine } from '../engine/engine.js';
import { languageOf, loadMessages, resolveLanguage } from '../i18n/messages.js';
import { fourUpOf, sheetOf } from '../model/worksheet.js';
import * as worksheetView from '../views/worksheet.js';
import { traceSheet } from './sheet.js';

const query = new URLSearchParams(location.search);
const root = document.documentElement;
const asked = languageOf(query.get('lang'));
if (asked) root.lang = asked;
// The answer key names the events as the pseudo-code panel does: its part of the catalogue too.
const m = await loadMessages(resolveLanguage(asked ? root : null), 'pages', 'code');
// Without a `lang` in the address the browser's language decides, not the page's own `en`.
root.lang = m.lang;
document.title = m.t('worksheet.page-title');

const bar = /** @type {HTMLElement} */ (document.getElementById('bar'));
const out = /** @type {HTMLElement} */ (document.getElementById('sheet'));
const view = worksheetView.create(out);
const print = h('button', { type: 'button', class: 'print', text: m.t('worksheet.print'), disabled: true, onclick: () => window.print() });
const four = query.has('four');
// Stops a long replay (a link may ask for any step); gone once the sheet is made.
const stop = new AbortController();
const cancel = h('button', { type: 'button', class: 'cancel', text: m.t('worksheet.cancel'), onclick: () => stop.abort() });
bar.append(print, ...(four ? [] : [cancel]), h('span', { class: 'hint', text: m.t('worksheet.hint') }));

/** @param {string} text */
const say = (text) => view.update({ kind: 'message', text });
say(m.t('worksheet.making'));
try {
  const engine = await loadEngine();
  const made = four
    ? await import('../engine/lab.js').then(async ({ loadLab }) => (await import('./four.js')).fourUp(engine, await loadLab(), fourUpOf(query), m, say))
    : await traceSheet(engine, sheetOf(query), m, say, stop.signal);
  document.title = made.kind === 'message' ? document.title : made.title;
  view.update(made);
  print.disabled = made.kind === 'message';
} catch (err) {
  say(m.t('worksheet.failed', { reason: err instanceof Error ? err.message : String(err) }));
}
cancel.remove();
// Tests and scripts wait for this: the sheet is drawn (or says why not).
root.dataset.ready = four ? 'four' : 'sheet';
