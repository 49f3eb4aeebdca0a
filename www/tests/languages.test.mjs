// Issue 21: <sudoku-stepper> speaks its `lang` (cs, pl, vi): 50 steps of backtracking narrated
// and the buttons labelled from that language's catalogue, no English catalogue text left on
// screen; a new `lang` redraws in place, the search at the same step. <sudoku-compare> run to
// its end in Czech and Polish: its table's headings, outcomes and summary are the catalogue's.
// The chart, tree and pseudo-code panels in Czech: their headings, keys and labels.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { suite, whenReady } from './harness.mjs';
import { pageUrl, play, waitDone } from './compare-helpers.mjs';
import { EASY, frames, host } from './helpers.mjs';
import { catalogues, en } from './model/catalogues.mjs';
import { PRESETS } from '../presets.js';

const CATALOGUES = { cs: catalogues.cs, pl: catalogues.pl, vi: catalogues.vi };

/** The texts a person reads in the element: visible elements' own text, and the buttons' titles. */
const read = (page) =>
  host(page).evaluate((el) => {
    const root = /** @type {ShadowRoot} */ (el.shadowRoot);
    const seen = (/** @type {Element} */ n) => n instanceof HTMLElement && n.offsetParent !== null;
    const texts = [...root.querySelectorAll('*')]
      .filter(seen)
      .flatMap((n) => [...n.childNodes].filter((c) => c.nodeType === Node.TEXT_NODE).map((c) => (c.textContent ?? '').trim()))
      .filter(Boolean);
    return {
      texts,
      narration: root.querySelector('.narration')?.textContent ?? '',
      titles: [...root.querySelectorAll('.controls button')].map((b) => b.getAttribute('title')),
      placeholder: root.querySelector('.paste textarea')?.getAttribute('placeholder'),
      labels: ['.board', '.pad', '.pad .clear'].map((s) => root.querySelector(s)?.getAttribute('aria-label')),
      steps: el.stats.steps,
    };
  });

suite('languages in the element', ({ open, server }) => {
  for (const [lang, cat] of Object.entries(CATALOGUES)) {
    test(`${lang}: 50 steps of backtracking narrated, buttons labelled, from the ${lang} catalogue`, async () => {
      const page = await open(`${server.url}?puzzle=${EASY}&strategy=backtracking`);
      await host(page).evaluate((el, l) => el.setAttribute('lang', l), lang);
      // The language's catalogue loads on demand: step once its words are on the buttons.
      await page.waitForFunction(
        (word) => document.querySelector('sudoku-stepper')?.shadowRoot?.querySelector('.controls .step')?.textContent?.includes(word),
        cat['element.step'],
      );
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
      assert.deepEqual(
        r.titles,
        ['resetTitle', 'backTitle', 'playTitle', 'stepTitle', 'endTitle'].map((k) => cat[`element.${k}`]),
      );
      // The paste box too (closed, so only its summary is on screen; its placeholder is read aloud).
      assert.equal(r.placeholder, cat['element.pastePlaceholder'].replaceAll('{side}', '9'));
      assert.deepEqual(
        r.labels,
        ['boardLabel', 'padLabel', 'padClear'].map((k) => cat[`element.${k}`]),
      );
      // The preset menu, whose captions are off screen until it opens.
      const presets = await host(page).evaluate((el) => [...(el.shadowRoot?.querySelectorAll('.preset option') ?? [])].slice(1).map((o) => o.textContent));
      assert.deepEqual(
        presets,
        PRESETS.map((p) => cat[`preset.${p.name}`]),
      );
      const english = new Set(
        Object.entries(en)
          .filter(([k, v]) => cat[k] !== v && !v.includes('{'))
          .map(([, v]) => v),
      );
      assert.deepEqual(
        r.texts.filter((t) => english.has(t)),
        [],
        `${lang}: no English text left`,
      );
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

  test("cs: the composed search's control and menus, and every cell a screen reader hears, from the catalogue", async () => {
    const cat = CATALOGUES.cs;
    const page = await open(`${server.url}?puzzle=${EASY}&strategy=csp&params=var=mrv,infer=fc&lang=cs`);
    await page.waitForFunction(
      (title) => document.querySelector('sudoku-stepper')?.shadowRoot?.querySelector('.compose-title')?.textContent === title,
      cat['compose.title'],
    );
    const r = await host(page).evaluate((el) => {
      const root = /** @type {ShadowRoot} */ (el.shadowRoot);
      return {
        group: root.querySelector('.compose')?.getAttribute('aria-label'),
        menus: [...root.querySelectorAll('.compose select')].map((s) => [
          s.getAttribute('aria-label'),
          /** @type {HTMLSelectElement} */ (s).selectedOptions[0]?.textContent,
        ]),
        cells: [...root.querySelectorAll('.board [role="gridcell"]')].map((c) => c.getAttribute('aria-label') ?? ''),
      };
    });
    assert.equal(r.group, cat['compose.title']);
    assert.deepEqual(r.menus, [
      [cat['compose.var'], cat['compose.var.mrv']],
      [cat['compose.val'], cat['compose.val.ascending']],
      [cat['compose.infer'], cat['compose.infer.fc']],
      [cat['compose.jump'], cat['compose.jump.off']],
    ]);
    assert.equal(r.cells.length, 81);
    for (const label of r.cells) assert.match(label, /^ř\d+s\d+ (\d, zadáno|prázdné)$/);
  });

  test('cs: the chart, tree and pseudo-code panels are headed, keyed and labelled from the catalogue', async () => {
    const cat = CATALOGUES.cs;
    const page = await open(`${server.url}?puzzle=${EASY}&strategy=backtracking&panels=counters,chart,tree,code`);
    await host(page).evaluate((el) => el.setAttribute('lang', 'cs'));
    // Stepped once the catalogue is in: what the live region said before stays said.
    await page.waitForFunction(() => document.querySelector('sudoku-stepper')?.shadowRoot?.querySelector('.tree-panel h2')?.textContent === 'Strom hledání');
    await host(page).evaluate((el) => el.step(20));
    await frames(page);
    const r = await host(page).evaluate((el) => {
      const root = /** @type {ShadowRoot} */ (el.shadowRoot);
      const text = (/** @type {string} */ sel) => (root.querySelector(sel)?.textContent ?? '').trim();
      return {
        runtimes: text('.runtime-panel h2'),
        run: text('.runtime-run'),
        tree: text('.tree-panel h2'),
        code: text('.code-panel h2'),
        toggle: text('.code-toggle'),
        keys: [...root.querySelectorAll('.tree-keys > span')].map((n) => (n.textContent ?? '').slice(1)),
        goTo: root.querySelector('.tree-rows button[data-step]')?.getAttribute('title'),
        line: text('.code-lines li .t'),
      };
    });
    assert.equal(r.runtimes, cat['element.runtimesTitle']);
    assert.equal(r.run, 'Spustit 30 náhodných pořadí');
    assert.equal(r.tree, cat['element.treeTitle']);
    assert.equal(r.code, cat['element.codeTitleOf'].replace('{title}', 'backtracking'));
    assert.equal(r.toggle, cat['element.codePlain']);
    assert.deepEqual(r.keys, ['aktuální cesta', 'mezi pokusy', 'řešení', 'slepá ulička', 'návrat (neúspěšné pokusy sbalené, s jejich počtem)']);
    assert.match(r.goTo ?? '', /^Přejít na krok \d+$/);
    assert.notEqual(r.line, en['code.repeat'], 'the pseudo-code lines are Czech');
    const texts = (await read(page)).texts;
    const english = new Set(
      Object.entries(en)
        .filter(([k, v]) => cat[k] !== v && !v.includes('{'))
        .map(([, v]) => v),
    );
    assert.deepEqual(
      texts.filter((t) => english.has(t) || /Solved within|Search tree|Pseudo-code|Plain English|current path|\b(tries|depth|steps)\b/.test(t)),
      [],
      'no English text left',
    );
  });

  for (const lang of /** @type {const} */ (['cs', 'pl'])) {
    test(`<sudoku-compare lang="${lang}"> run to its end: the race line, table headings, outcomes and summary from the catalogue`, async () => {
      const cat = CATALOGUES[lang];
      const page = await open(pageUrl(server.url, { puzzle: EASY, strategies: 'backtracking singles', speed: 'max' }), undefined, { ready: false });
      await whenReady(page, 'sudoku-compare');
      await page.evaluate((l) => document.querySelector('sudoku-compare')?.setAttribute('lang', l), lang);
      // The language's parts are in before the run, so that what the test reads after it is drawn in it.
      const [ready] = cat['compare.ready'].split('{n}');
      await page.waitForFunction((t) => document.querySelector('sudoku-compare')?.shadowRoot?.querySelector('.race-line')?.textContent?.startsWith(t), ready);
      await play(page);
      await waitDone(page);
      const r = await page.evaluate(() => {
        const root = /** @type {ShadowRoot} */ (document.querySelector('sudoku-compare')?.shadowRoot);
        const text = (/** @type {string} */ sel) => [...root.querySelectorAll(sel)].map((n) => (n.textContent ?? '').trim());
        const seen = (/** @type {Element} */ n) => n instanceof HTMLElement && n.offsetParent !== null;
        return {
          heads: text('.results-table thead th'),
          outcomes: text('.results-table .outcome'),
          summary: text('.results-summary')[0],
          line: text('.race-line')[0],
          copy: text('.copy-link')[0],
          heading: text('.results h2')[0],
          counters: text('.lane .counters-panel dt'),
          texts: [...root.querySelectorAll('*')]
            .filter(seen)
            .flatMap((n) => [...n.childNodes].filter((c) => c.nodeType === Node.TEXT_NODE).map((c) => (c.textContent ?? '').trim()))
            .filter(Boolean),
        };
      });
      const column = (/** @type {string} */ key) => cat['element.counter'].match(new RegExp(`\\b${key} \\{([^}]*)\\}`))?.[1];
      assert.deepEqual(r.heads, [
        cat['compare.strategy'],
        ...['steps', 'tries', 'backtracks', 'propagations', 'maxDepth'].map(column),
        cat['compare.time'],
        cat['compare.outcome'],
      ]);
      const solved = cat['compare.outcomeOf'].match(/solved \{([^}]*)\}/)?.[1];
      assert.deepEqual(r.outcomes, [solved, solved]);
      const [before] = cat['compare.summary'].split('{summary}');
      assert.ok(r.summary.startsWith(before), `${lang} summary: ${r.summary}`);
      // Singles takes fewer steps than backtracking on any puzzle it solves without a guess; the
      // summary names it as the language does.
      const fewest = cat['compare.fewest'].replace('{column}', column('steps') ?? '').replace('{who}', cat['strategy.singles.name']);
      assert.ok(r.summary.toLowerCase().includes(fewest.toLowerCase()), `${lang}: "${fewest}" in ${r.summary}`);
      assert.equal(r.line, cat['compare.done'].replace('{n}', '2'));
      assert.equal(r.copy, cat['compare.copyLink']);
      assert.equal(r.heading, cat['compare.results']);
      assert.ok(r.counters.includes(cat['compare.time']), `${lang} counters: ${r.counters.join(', ')}`);
      const english = new Set(
        Object.entries(en)
          .filter(([k, v]) => cat[k] !== v && !v.includes('{'))
          .map(([, v]) => v),
      );
      assert.deepEqual(
        r.texts.filter((t) => english.has(t) || /fewest|solved|Copy link|searches/.test(t)),
        [],
        `${lang}: no English text left`,
      );
    });
  }
});
