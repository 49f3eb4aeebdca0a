// Issue 10: the `panels` attribute of <sudoku-stepper> (which panels are shown), its property,
// its errors, the toolbar's Candidates checkbox as the `candidates` panel, and the demo page's
// panel toggles kept in its URL.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { suite } from './harness.mjs';
import { EASY, PLATINUM, call, frames, host, shadow } from './helpers.mjs';

/** Which panels of the first element are shown, by part or class. */
const showing = (page) =>
  host(page).evaluate((el) => {
    const shown = (/** @type {string} */ sel) => {
      const n = el.shadowRoot.querySelector(sel);
      return n != null && !n.closest('[hidden]') && n.getClientRects().length > 0;
    };
    return {
      counters: shown('[part="counters"]'),
      stack: shown('[part="stack"]'),
      cover: shown('[part="cover"]'),
      chart: shown('[part="chart"]'),
      pencil: el.shadowRoot.querySelectorAll('.cell[data-pencil]').length > 0,
      toolbarCandidates: /** @type {HTMLInputElement} */ (el.shadowRoot.querySelector('input.candidates')).checked,
    };
  });

/** The panels the element has, as `SudokuStepper.availablePanels` lists them. */
const available = (page) => page.evaluate(() => /** @type {any} */ (customElements.get('sudoku-stepper')).availablePanels);

/** The demo page's panel checkboxes that are checked. */
const checked = (page) => page.locator('#panels input:checked').evaluateAll((inputs) => inputs.map((i) => i.value));

suite('the panels attribute', ({ open, server }) => {
  test('the attribute chooses the panels, the property reflects it, and a bad name is said while the panels in use stay', async () => {
    let release = () => {};
    const held = new Promise((r) => {
      release = r;
    });
    const page = await open(`${server.url}tests/fixtures/dist-blank.html`, undefined, {
      ready: false,
      before: (p) =>
        p.route('**/*.wasm', async (route) => {
          await held;
          await route.continue();
        }),
    });
    // Set before the element connects: applied as soon as its views are there, before the
    // engine is (its .wasm held back here), so the layout does not move when it arrives.
    const early = await page.evaluate(async (puzzle) => {
      await customElements.whenDefined('sudoku-stepper');
      const el = /** @type {any} */ (document.createElement('sudoku-stepper'));
      el.setAttribute('puzzle', puzzle);
      el.setAttribute('strategy', 'dlx');
      el.setAttribute('panels', 'chart');
      document.querySelector('main')?.append(el);
      while (!el.shadowRoot.querySelector('.app')) await new Promise(requestAnimationFrame);
      const hidden = (/** @type {string} */ name) => el.shadowRoot.querySelector(`.slot[data-panel="${name}"]`).hidden;
      return { counters: hidden('counters'), chart: hidden('chart'), loaded: el.shadowRoot.querySelector('.app').getAttribute('aria-busy') };
    }, EASY);
    release();
    await host(page).evaluate((el) => el.ready);
    assert.deepEqual(early, { counters: true, chart: false, loaded: 'true' }, 'the panels are laid out before the engine has loaded');
    await frames(page);
    assert.deepEqual(await showing(page), { counters: false, stack: false, cover: true, chart: false, pencil: false, toolbarCandidates: false });
    assert.equal(await host(page).evaluate((el) => el.panels), 'chart');

    // Without the attribute: the default, counters and stack.
    await host(page).evaluate((el) => el.removeAttribute('panels'));
    await frames(page);
    assert.equal(await host(page).evaluate((el) => el.panels), 'counters stack');
    assert.deepEqual(await showing(page), { counters: true, stack: true, cover: false, chart: false, pencil: false, toolbarCandidates: false });

    // The property reflects: a string or an array, any order and case, read in layout order.
    const reflected = await host(page).evaluate((el) => {
      el.panels = 'Stack  candidates counters';
      const a = { attribute: el.getAttribute('panels'), property: el.panels };
      el.panels = ['candidates', 'chart'];
      return [a, { attribute: el.getAttribute('panels'), property: el.panels }];
    });
    assert.deepEqual(reflected, [
      { attribute: 'Stack  candidates counters', property: 'counters stack candidates' },
      { attribute: 'candidates chart', property: 'chart candidates' },
    ]);
    await frames(page);
    assert.deepEqual(await showing(page), { counters: false, stack: false, cover: true, chart: false, pencil: true, toolbarCandidates: true });

    // The toolbar's Candidates checkbox is the `candidates` panel.
    await shadow(page, 'input.candidates').uncheck();
    await frames(page);
    assert.equal(await host(page).getAttribute('panels'), 'chart');
    assert.equal((await showing(page)).pencil, false);
    await shadow(page, 'input.candidates').check();
    await frames(page);
    assert.equal(await host(page).getAttribute('panels'), 'chart candidates');
    assert.equal((await showing(page)).pencil, true);

    // An unknown name: said in the element and by sudoku-invalid, naming it; the panels in use stay.
    const invalid = await host(page).evaluate(async (el) => {
      const said = new Promise((resolve) => el.addEventListener('sudoku-invalid', (e) => resolve(e.detail.message), { once: true }));
      el.setAttribute('panels', 'counters graph');
      return { message: await said, property: el.panels };
    });
    const names = (await available(page)).map((p) => p.name);
    for (const name of ['counters', 'code', 'chart', 'stack', 'candidates']) assert.ok(names.includes(name), `a panel named ${name}`);
    assert.equal(invalid.message, `panels "counters graph": "graph" is not a panel; use ${names.join(', ')}`);
    assert.equal(invalid.property, 'chart candidates', 'the panels in use');
    await frames(page);
    assert.match(await shadow(page, '[part="message"]').innerText(), /"graph" is not a panel/);
    assert.deepEqual(await showing(page), { counters: false, stack: false, cover: true, chart: false, pencil: true, toolbarCandidates: true });
    // Fixed: the message goes. Empty: no panel at all.
    await host(page).evaluate((el) => el.setAttribute('panels', ''));
    await frames(page);
    assert.equal(await shadow(page, '[part="message"]').isVisible(), false);
    assert.equal(await host(page).evaluate((el) => el.panels), '');
    assert.deepEqual(await showing(page), { counters: false, stack: false, cover: false, chart: false, pencil: false, toolbarCandidates: false });
    // The search itself is not touched by any of it.
    assert.equal((await call(page, 'step', 12)).steps, 12);
    await page.close();
  });

  test('the demo page: panel toggles set the attribute, follow it, and are kept in the URL and the snippets', async () => {
    const page = await open(`${server.url}?puzzle=${PLATINUM}&strategy=dlx&panels=counters,candidates`, undefined, {
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    assert.equal(await host(page).getAttribute('panels'), 'counters candidates');
    assert.deepEqual(await checked(page), ['counters', 'candidates']);
    assert.deepEqual(
      await page.locator('#panels label').allInnerTexts(),
      (await available(page)).map((p) => p.label),
    );
    await frames(page);
    assert.deepEqual(await showing(page), { counters: true, stack: false, cover: false, chart: false, pencil: true, toolbarCandidates: true });

    // A toggle of the page sets the attribute; the address bar follows at once.
    await page.locator('#panels input[value="chart"]').check();
    await frames(page);
    assert.equal(await host(page).getAttribute('panels'), 'counters chart candidates');
    assert.equal((await showing(page)).cover, true);
    assert.equal(new URL(page.url()).searchParams.get('panels'), 'counters,chart,candidates');
    // The element's own checkbox: the page's toggle and the URL follow it.
    await shadow(page, 'input.candidates').uncheck();
    await frames(page);
    assert.deepEqual(await checked(page), ['counters', 'chart']);
    assert.equal(new URL(page.url()).searchParams.get('panels'), 'counters,chart');

    // The snippets carry the panels; the link reopens them.
    await call(page, 'step', 9);
    await page.locator('button[data-copy="embed"]').click();
    assert.match(await page.locator('#snippet').inputValue(), / panels="counters chart"/);
    await page.locator('button[data-copy="link"]').click();
    const link = await page.locator('#snippet').inputValue();
    assert.equal(new URL(link).searchParams.get('panels'), 'counters,chart');
    const again = await open(link);
    assert.deepEqual(await checked(again), ['counters', 'chart']);
    await frames(again);
    assert.deepEqual(await showing(again), { counters: true, stack: false, cover: true, chart: false, pencil: false, toolbarCandidates: false });
    assert.equal((await call(again, 'goTo', 9)).steps, 9);
    await again.close();

    // None at all survives the round trip as `panels=`.
    for (const box of await page.locator('#panels input').all()) await box.uncheck();
    await frames(page);
    assert.equal(new URL(page.url()).searchParams.get('panels'), '');
    const none = await open(page.url());
    assert.equal(await host(none).getAttribute('panels'), '');
    assert.deepEqual(await checked(none), []);
    await none.close();
    await page.close();
  });

  test('the demo page opens with counters, stack and chart; embed.html reads panels from its URL', async () => {
    const page = await open(`${server.url}?puzzle=${EASY}&strategy=singles`);
    assert.deepEqual(await checked(page), ['counters', 'chart', 'stack']);
    await call(page, 'step', 3);
    await page.waitForFunction(() => new URL(location.href).searchParams.get('step') === '3');
    assert.equal(new URL(page.url()).searchParams.get('panels'), 'counters,chart,stack');
    await page.close();

    const embed = await open(`${server.url}embed.html?puzzle=${EASY}&panels=stack`);
    await frames(embed);
    assert.equal(await host(embed).evaluate((el) => el.panels), 'stack');
    assert.deepEqual(await showing(embed), { counters: false, stack: true, cover: false, chart: false, pencil: false, toolbarCandidates: false });
    await embed.close();
  });
});
