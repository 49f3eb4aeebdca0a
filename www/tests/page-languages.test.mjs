// The pages in Czech, Polish and Vietnamese (issue 21): `?lang=` opens the demo page in that
// language, its menu shows it, `<html lang>` and the element's `lang` follow it, every marked
// text of the page is the catalogue's (not English), a copied link keeps the language, and the
// choice survives a visit without `lang`; the menu switches; the experiment page in Polish.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { suite } from './harness.mjs';
import { LANGUAGE_NAMES, Messages } from '../i18n/messages.js';
import { catalogue, en } from './model/catalogues.mjs';

/** @param {string} lang */
const messagesOf = async (lang) => new Messages(/** @type {any} */ (lang), await catalogue(lang));
const squash = (/** @type {string} */ s) => s.replace(/\s+/g, ' ').trim();

/**
 * Every `data-i18n` element of the page: its key, its text, and its slots' texts.
 * @param {import('playwright-core').Page} page
 */
const marked = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[data-i18n]')].map((el) => ({
      key: /** @type {HTMLElement} */ (el).dataset.i18n,
      text: el.textContent,
      slots: Object.fromEntries([...el.querySelectorAll(':scope > [data-slot]')].map((s) => [s.getAttribute('data-slot'), s.textContent])),
    })),
  );

/**
 * Asserts every marked text is `messages`' (slots put in), and none is the English one.
 * @param {import('playwright-core').Page} page
 * @param {Messages} messages
 */
async function assertPageText(page, messages) {
  const english = new Messages('en', en);
  const texts = await marked(page);
  assert.ok(texts.length >= 10, `the page marks its texts (${texts.length})`);
  for (const { key, text, slots } of texts) {
    assert.equal(squash(text), squash(messages.t(key, slots)), `${messages.lang} ${key}`);
    assert.notEqual(squash(text), squash(english.t(key, slots)), `${messages.lang} ${key}: not English`);
  }
  for (const { key, label } of await page.evaluate(() =>
    [...document.querySelectorAll('[data-i18n-label]')].map((el) => ({ key: el.getAttribute('data-i18n-label'), label: el.getAttribute('aria-label') })),
  )) {
    assert.equal(label, messages.t(/** @type {string} */ (key)), `${messages.lang} ${key}: the label`);
  }
}

suite('the pages in four languages', ({ open, server }) => {
  for (const lang of /** @type {const} */ (['cs', 'pl', 'vi'])) {
    test(`${lang}: the demo page, its menu, <html lang> and the element in ${lang}; kept in a copied link and after a visit without lang`, async () => {
      const messages = await messagesOf(lang);
      const page = await open(`${server.url}?lang=${lang}`);
      await page.waitForFunction((l) => document.getElementById('language') && document.documentElement.lang === l, lang);
      assert.equal(await page.locator('#language').inputValue(), lang);
      assert.equal(await page.locator('#language option:checked').textContent(), LANGUAGE_NAMES[lang]);
      assert.ok(squash(await page.locator('label.language').innerText()).startsWith(messages.t('language.label')), "the menu's label");
      assert.equal(await page.locator('#stepper').getAttribute('lang'), lang);
      assert.equal(await page.title(), messages.t('page.demo.title'));
      await assertPageText(page, messages);
      // The workbench and the library the page builds speak it too.
      await page.locator('.wb-generate').waitFor();
      await page.locator('.lib-save').waitFor();
      assert.equal(await page.locator('.wb-generate').textContent(), messages.t('page.wb.generate'));
      assert.equal(await page.locator('.wb-check').textContent(), messages.t('page.wb.check'));
      assert.equal(await page.locator('.lib-save').textContent(), messages.t('page.lib.save'));
      assert.equal(await page.locator('.lib-empty').textContent(), messages.t('page.lib.empty'));
      // The panel toggles name the panels as the element does in this language.
      assert.deepEqual(
        (await page.locator('#panels label').allInnerTexts()).map(squash),
        ['counters', 'code', 'chart', 'stack', 'tree', 'candidates'].map((name) => messages.t('element.panel', { name })),
      );

      // A copied link opens the page in this language.
      await page.click('button[data-copy="link"]');
      assert.match(await page.locator('#snippet').inputValue(), new RegExp(`[?&]lang=${lang}(&|$)`));
      await page.locator('#copied').filter({ hasText: /./ }).waitFor();
      assert.ok([messages.t('page.share.copied'), messages.t('page.share.select')].includes(await page.locator('#copied').textContent()));

      // The choice is remembered: the page without `lang` opens in it again.
      await page.goto(server.url);
      await page.waitForFunction(() => document.getElementById('language'));
      assert.equal(await page.evaluate(() => document.documentElement.lang), lang);
      assert.equal(await page.locator('#language').inputValue(), lang);
      await assertPageText(page, messages);
    });
  }

  test('the menu switches the language: the address says it, the page is in it', async () => {
    const page = await open(`${server.url}?lang=cs`);
    await page.waitForFunction(() => document.getElementById('language'));
    await Promise.all([page.waitForURL(/[?&]lang=vi/), page.selectOption('#language', 'vi')]);
    await page.waitForFunction(() => document.documentElement.lang === 'vi' && document.getElementById('language'));
    await assertPageText(page, await messagesOf('vi'));
    // Back to English: the page's own HTML, the English catalogue's text.
    await Promise.all([page.waitForURL(/[?&]lang=en/), page.selectOption('#language', 'en')]);
    await page.waitForFunction(() => document.documentElement.lang === 'en' && document.getElementById('language'));
    assert.equal(await page.locator('button[data-copy="link"]').textContent(), en['page.share.link']);
  });

  test('the compare page in Polish: the speed menu writes its numbers and words in it', async () => {
    const page = await open(`${server.url}compare.html?lang=pl`, undefined, { ready: false });
    await page.waitForFunction(() => document.documentElement.lang === 'pl' && document.querySelector('#speed option')?.textContent !== '10 steps/s');
    assert.deepEqual(await page.locator('#speed option').allTextContents(), ['10 kroków/s', '100 kroków/s', '1000 kroków/s', '100\u00a0000 kroków/s', 'maks.']);
  });

  test('the experiment page in Polish: text, charts and status', async () => {
    const messages = await messagesOf('pl');
    const page = await open(`${server.url}experiment.html?lang=pl`, undefined, { ready: false });
    await page.waitForSelector('#strategies input');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'pl');
    assert.equal(await page.locator('#language').inputValue(), 'pl');
    await assertPageText(page, messages);
    assert.deepEqual(await page.locator('#charts h3').allTextContents(), [messages.t('page.exp.chart.tries'), messages.t('page.exp.chart.time')]);
    for (const box of await page.locator('#strategies input').all()) await box.setChecked(false);
    await page.click('#run');
    assert.equal(await page.locator('#status').textContent(), messages.t('page.exp.status.no-strategy'));
  });
});
