// Issue 21: <sudoku-stepper> speaks its `lang` (cs, pl, vi): 50 steps of backtracking narrated
// and the buttons labelled from that language's catalogue, no English catalogue text left on
// screen; a new `lang` redraws in place, the search at the same step.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { suite } from './harness.mjs';
import { EASY, frames, host } from './helpers.mjs';
import en from '../i18n/catalogues/en.js';

const CATALOGUES = {
  cs: (await import('../i18n/catalogues/cs.js')).default,
  pl: (await import('../i18n/catalogues/pl.js')).default,
  vi: (await import('../i18n/catalogues/vi.js')).default,
};

/** The texts a person reads in the element: visible elements' own text, and the buttons' titles. */
const read = (page) => host(page).evaluate((el) => {
  const root = /** @type {ShadowRoot} */ (el.shadowRoot);
  const seen = (/** @type {Element} */ n) => n instanceof HTMLElement && n.offsetParent !== null;
  const texts = [...root.querySelectorAll('*')].filter(seen)
    .flatMap((n) => [...n.childNodes].filter((c) => c.nodeType === Node.TEXT_NODE).map((c) => (c.textContent ?? '').trim()))
    .filter(Boolean);
  return {
    texts,
    narration: root.querySelector('.narration')?.textContent ?? '',
    titles: [...root.querySelectorAll('.controls button')].map((b) => b.getAttribute('title')),
    steps: el.stats.steps,
  };
});

suite('languages in the element (issue 21)', ({ open, server }) => {
  for (const [lang, cat] of Object.entries(CATALOGUES)) {
    test(`${lang}: 50 steps of backtracking narrated, buttons labelled, from the ${lang} catalogue`, async () => {
      const page = await open(`${server.url}?puzzle=${EASY}&strategy=backtracking`);
      await host(page).evaluate((el, l) => el.setAttribute('lang', l), lang);
      await host(page).evaluate((el) => el.step(50));
      await frames(page);
      const r = await read(page);
      assert.equal(r.steps, 50);
      // Cells named with the language's pattern (every event of backtracking names one).
      const cell = cat['narration.cell'].replace('{row}', '\\d+').replace('{col}', '\\d+');
      assert.match(r.narration, new RegExp(cell), `${lang} narration: ${r.narration}`);
      assert.doesNotMatch(r.narration, /\br\d+c\d+\b|\btry\b|\bback to depth\b|\bdead end\b/);
      assert.ok(r.texts.includes(cat['element.step']), `${lang}: Step as ${cat['element.step']} (${r.texts.join(' | ')})`);
      assert.ok(r.texts.includes(cat['element.play']) || r.texts.includes(cat['element.continue']), `${lang}: Play`);
      assert.deepEqual(r.titles, ['resetTitle', 'backTitle', 'playTitle', 'stepTitle', 'endTitle'].map((k) => cat[`element.${k}`]));
      const english = new Set(Object.entries(en).filter(([k, v]) => cat[k] !== v && !v.includes('{')).map(([, v]) => v));
      assert.deepEqual(r.texts.filter((t) => english.has(t)), [], `${lang}: no English text left`);
    });
  }

  test('a new lang redraws in place: the same step, another language, and back', async () => {
    const page = await open(`${server.url}?puzzle=${EASY}&strategy=backtracking`);
    await host(page).evaluate((el) => el.step(7));
    await frames(page);
    const before = await read(page);
    await host(page).evaluate((el) => el.setAttribute('lang', 'cs'));
    await page.waitForFunction(() => document.querySelector('sudoku-stepper')?.shadowRoot?.querySelector('.controls .step')?.textContent?.includes('Krok'));
    const cs = await read(page);
    assert.equal(cs.steps, 7);
    assert.notEqual(cs.narration, before.narration);
    assert.match(cs.narration, /ř\d+s\d+/);
    await host(page).evaluate((el) => el.setAttribute('lang', 'en'));
    await frames(page);
    const back = await read(page);
    assert.equal(back.steps, 7);
    assert.equal(back.narration, before.narration);
  });
});
