// Issue 36, keys that behave in any host: a key the element acts on stops at it (a page's or a
// deck's listener never sees it; a key it leaves alone passes); in presenter mode a clicker's
// keys step the search whatever holds focus (a menu or slider the mouse used, nothing at all);
// and a reveal.js 6 deck set up as docs/element.md says.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { suite, whenReady } from './harness.mjs';
import { EASY, HARD, host, shadow, stats, waitStatus } from './helpers.mjs';
import { compare, pageUrl, results } from './compare-helpers.mjs';

/** The race's step: the furthest any of its searches stands at. */
const raceStep = (page) => results(page).then((rs) => Math.max(...rs.map((r) => r.steps)));

/** Records, in the page, every key a listener on `document` is given (`window.seen`). */
const listenOnDocument = (page) =>
  page.evaluate(() => {
    const w = /** @type {any} */ (window);
    w.seen = [];
    document.addEventListener('keydown', (e) => w.seen.push(e.key));
  });
const seen = (page) => page.evaluate(() => /** @type {any} */ (window).seen);

suite('keys in any host', ({ open, server }) => {
  test('presenter mode: after the mouse chose a strategy in the menu, PageDown steps the search and leaves the menu alone', async () => {
    const page = await open(`${server.url}?presenter=1&strategy=backtracking&puzzle=${HARD}`, { width: 1024, height: 768 });
    const menu = shadow(page, 'select.strategy');
    // A click opens the menu; a choice with the mouse closes it (here Esc closes it, and the
    // option is chosen as the mouse would), and the menu keeps focus.
    await menu.click();
    await page.keyboard.press('Escape');
    await menu.selectOption('mrv');
    await page.waitForFunction(() => /** @type {any} */ (document.querySelector('sudoku-stepper')).strategy === 'mrv');
    assert.equal(await menu.evaluate((s) => s.matches(':focus')), true, 'the menu has focus');
    for (let i = 0; i < 3; i++) await page.keyboard.press('PageDown');
    assert.equal((await stats(page)).steps, 3, 'PageDown stepped');
    assert.equal(await host(page).evaluate((el) => el.strategy), 'mrv', 'the strategy stayed');
    await page.keyboard.press('PageUp');
    assert.equal((await stats(page)).steps, 2, 'PageUp stepped back');
    await page.keyboard.press('ArrowRight');
    assert.equal((await stats(page)).steps, 3, '→ stepped');
    assert.equal(await menu.inputValue(), 'mrv');
  });

  test('presenter mode: after the speed slider, PageDown and → step and the speed stays', async () => {
    const page = await open(`${server.url}?presenter=1&strategy=backtracking&speed=10&puzzle=${EASY}`, { width: 1024, height: 768 });
    const slider = shadow(page, '.speed-slider');
    const box = await slider.boundingBox();
    assert.ok(box);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    assert.equal(await slider.evaluate((s) => s.matches(':focus')), true, 'the slider has focus');
    const speed = await host(page).evaluate((el) => el.speed);
    const value = await slider.inputValue();
    await page.keyboard.press('PageDown');
    await page.keyboard.press('ArrowRight');
    assert.equal((await stats(page)).steps, 2);
    assert.equal(await slider.inputValue(), value, 'the slider did not move');
    assert.equal(await host(page).evaluate((el) => el.speed), speed);
    // End runs to the end from the slider too.
    await page.keyboard.press('End');
    await waitStatus(page, 'solved');
  });

  test('presenter mode: a text field keeps its keys, but PageDown steps from it', async () => {
    const page = await open(`${server.url}?presenter=1&strategy=backtracking&puzzle=${HARD}`, { width: 1024, height: 768 });
    await page.evaluate(() => {
      const field = document.createElement('input');
      field.id = 'note';
      document.body.prepend(field);
      field.focus();
    });
    await page.keyboard.type('b.');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Home');
    assert.equal(await page.locator('#note').inputValue(), 'b.', 'B, ., ← and Home typed and moved in the field');
    assert.equal((await stats(page)).steps, 0);
    assert.equal(await shadow(page, '.blank').isVisible(), false);
    await page.keyboard.press('PageDown');
    assert.equal((await stats(page)).steps, 1, "PageDown is the clicker's");
  });

  test('a listener on the document never sees the keys the element used, and sees those it left alone', async () => {
    const page = await open(`${server.url}?strategy=backtracking&puzzle=${HARD}`);
    await listenOnDocument(page);
    await host(page).evaluate((el) => el.focus());
    for (const key of ['ArrowRight', 'ArrowRight', 'ArrowLeft', ' ', ' ', 'Home', 'x', 'PageDown']) await page.keyboard.press(key);
    assert.equal((await stats(page)).steps, 0, '→ → ← and Home moved the search');
    // Space on Play is Play's own click: the element used it, so the page does not see it either.
    assert.deepEqual(await seen(page), ['x', 'PageDown'], 'x, and PageDown outside presenter mode (it scrolls the page), pass');
    // Keys typed into the element's paste box are the box's.
    await shadow(page, '.paste summary').click();
    await shadow(page, '.paste textarea').focus();
    await page.keyboard.type('n f');
    assert.deepEqual(await seen(page), ['x', 'PageDown']);
  });

  test('compare in presenter mode, nothing focused: PageDown, → and Space act, and the page never sees them', async () => {
    const page = await open(
      `${pageUrl(server.url, { strategies: 'backtracking mrv', speed: '5' })}&presenter=1`,
      { width: 1024, height: 768 },
      { ready: false },
    );
    await whenReady(page, 'sudoku-compare');
    await page.evaluate(() => /** @type {HTMLElement} */ (document.activeElement)?.blur());
    await listenOnDocument(page);
    await page.keyboard.press('PageDown');
    await page.waitForFunction(() => Math.max(.../** @type {any} */ (document.querySelector('sudoku-compare')).results.map((r) => r.steps)) === 1);
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => Math.max(.../** @type {any} */ (document.querySelector('sudoku-compare')).results.map((r) => r.steps)) === 2);
    await page.keyboard.press(' ');
    await page.waitForFunction(() => /** @type {any} */ (document.querySelector('sudoku-compare')).status === 'running');
    await page.keyboard.press(' ');
    await page.waitForFunction(() => /** @type {any} */ (document.querySelector('sudoku-compare')).status === 'paused');
    assert.ok((await raceStep(page)) >= 2);
    assert.deepEqual(await seen(page), []);
    // Outside presenter mode the page's keys are the page's again.
    await compare(page).evaluate((el) => {
      el.presenter = false;
    });
    const at = await raceStep(page);
    await page.keyboard.press('ArrowRight');
    assert.equal(await raceStep(page), at);
    assert.deepEqual(await seen(page), ['ArrowRight']);
  });

  /** Opens the deck on the element's slide, the element focused. */
  const deckAtElement = async (query = '') => {
    const page = await open(`${server.url}tests/fixtures/reveal-deck.html${query}`, { width: 1024, height: 768 });
    await page.waitForFunction(() => document.querySelector('.reveal.ready'));
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => document.querySelector('.slides > section.present sudoku-stepper'));
    await host(page).evaluate((el) => el.focus());
    return page;
  };
  /** The slide shown: 0, 1 or 2. */
  const at = (page) => page.evaluate(() => [...document.querySelectorAll('.slides > section')].findIndex((s) => s.classList.contains('present')));

  test("reveal.js 6: →, Space, End and Home on the focused element drive it and leave the deck where it is; N and → elsewhere move the deck; with the recipe's keyboardCondition, N too is the element's", async () => {
    const page = await deckAtElement();
    assert.equal(await at(page), 1);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    assert.equal((await stats(page)).steps, 2);
    assert.equal(await at(page), 1, '→ stepped, the deck stayed');
    await page.keyboard.press(' ');
    await page.waitForFunction(() => /** @type {any} */ (document.querySelector('sudoku-stepper')).stats.status === 'running');
    await page.keyboard.press(' ');
    await page.waitForFunction(() => /** @type {any} */ (document.querySelector('sudoku-stepper')).stats.status === 'paused');
    await page.keyboard.press('End');
    await waitStatus(page, 'solved');
    await page.keyboard.press('Home');
    assert.equal((await stats(page)).steps, 0);
    assert.equal(await at(page), 1, 'Space, End and Home: the deck stayed');
    // A key the element leaves alone is the deck's: N, the next slide.
    await page.keyboard.press('n');
    assert.equal(await at(page), 2);
    await page.keyboard.press('p');
    assert.equal(await at(page), 1);
    // Focus out of the element: → is the deck's.
    await page.evaluate(() => /** @type {HTMLElement} */ (document.activeElement)?.blur());
    await page.keyboard.press('ArrowRight');
    assert.equal(await at(page), 2);
    assert.equal((await stats(page)).steps, 0);
    await page.close();

    // With the recipe's keyboardCondition every key on the focused element is the element's.
    const strict = await deckAtElement('?keys=element');
    await strict.keyboard.press('n');
    await strict.keyboard.press('ArrowDown');
    assert.equal(await at(strict), 1);
    await strict.keyboard.press('ArrowRight');
    assert.equal((await stats(strict)).steps, 1);
    await strict.evaluate(() => /** @type {HTMLElement} */ (document.activeElement)?.blur());
    await strict.keyboard.press('n');
    assert.equal(await at(strict), 2);
  });

  test("reveal.js 6, a presenter-mode element: the clicker's keys are the deck's until the element's slide is shown, then the element's", async () => {
    const page = await open(`${server.url}tests/fixtures/reveal-deck.html`, { width: 1024, height: 768 });
    await page.waitForFunction(() => document.querySelector('.reveal.ready'));
    await host(page).evaluate((el) => {
      el.presenter = true;
      return el.ready;
    });
    // On the first slide the element is on a slide not shown: PageDown moves the deck.
    await page.keyboard.press('PageDown');
    assert.equal(await at(page), 1);
    assert.equal((await stats(page)).steps, 0);
    // Shown, nothing focused: the clicker steps the search and the deck stays.
    await page.keyboard.press('PageDown');
    await page.keyboard.press('ArrowRight');
    assert.equal((await stats(page)).steps, 2);
    await page.keyboard.press('PageUp');
    assert.equal((await stats(page)).steps, 1);
    assert.equal(await at(page), 1);
    // N, a key the element leaves alone, moves the deck on.
    await page.keyboard.press('n');
    assert.equal(await at(page), 2);
  });
});
