// Charts of a run that do not depend on playback (issue 17): the penalty and temperature chart
// of a local search is the engine's record of the run, so after Run to end, a goTo, a step back
// or a link to a step it is the chart of playing there; the depth strip under the board too.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { suite } from './harness.mjs';
import { CZECH, EASY, SWISTAK, call, frames, host, stats, waitStatus } from './helpers.mjs';

/** Annealing that freezes fast (T from 1 halves below 0.0724 in 4 coolings): about 25 reheats
 * within its budget of 2,000 steps, which it spends without solving the board. */
const ANNEAL = `?puzzle=${EASY}&strategy=annealing&params=t0=1,q=0.5,mez=10,seed=1,budget=2000&panels=counters,chart`;

/** What the chart draws: both polylines, the restart marks with their counts, the step axis'
 * tick labels and the restarts it counts. */
const chart = (page) =>
  host(page).evaluate((el) => {
    const root = /** @type {ShadowRoot} */ (el.shadowRoot);
    const attr = (/** @type {string} */ sel, /** @type {string} */ name) => root.querySelector(sel)?.getAttribute(name) ?? '';
    return {
      penalty: attr('.chart-panel .series.penalty', 'points'),
      temperature: attr('.chart-panel .series.temperature', 'points'),
      marks: [...root.querySelectorAll('.chart-panel .plot .restart')].map((m) => `${m.getAttribute('d')} ${m.getAttribute('data-n')}`),
      ticks: [...root.querySelectorAll('.chart-panel .tick')].map((t) => t.textContent),
      restarts: Number(attr('.chart-panel .plot', 'data-restarts')),
    };
  });

/**
 * The chart's text as laid out: every label's and title's box, the plot's and the panel's, and
 * the restart marks' counts.
 * @param {import('playwright-core').Page} page
 */
const labels = (page) =>
  host(page).evaluate((el) => {
    const root = /** @type {ShadowRoot} */ (el.shadowRoot);
    const box = (/** @type {Element} */ e) => {
      const r = e.getBoundingClientRect();
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
    };
    const plot = /** @type {SVGSVGElement} */ (root.querySelector('.chart-panel .plot.run'));
    const text = [...plot.querySelectorAll('text')].map((t) => ({
      cls: t.getAttribute('class'),
      text: t.textContent ?? '',
      box: box(t),
      size: parseFloat(getComputedStyle(t).fontSize),
    }));
    return {
      text,
      plot: box(plot),
      panel: box(/** @type {Element} */ (plot.closest('.chart-panel'))),
      marks: [...plot.querySelectorAll('.restart')].map((m) => Number(m.getAttribute('data-n'))),
      width: plot.getBoundingClientRect().width,
    };
  });

/** The failures of a chart's text: a label outside the panel, two labels overlapping. */
function crowded(l) {
  const out = l.text.filter((t) => t.box.left < l.panel.left - 0.5 || t.box.right > l.panel.right + 0.5).map((t) => `"${t.text}" is outside the panel`);
  for (let i = 0; i < l.text.length; i++)
    for (let j = i + 1; j < l.text.length; j++) {
      const [a, b] = [l.text[i].box, l.text[j].box];
      if (a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5)
        out.push(`"${l.text[i].text}" overlaps "${l.text[j].text}"`);
    }
  return out;
}

/** Steps to `target` ten steps a frame, as playing draws the search: every frame is drawn. */
const play = (page, target) =>
  host(page).evaluate(async (el, t) => {
    while (el.stats.steps < t && !['solved', 'unsolvable'].includes(el.stats.status)) {
      await el.step(Math.min(10, t - el.stats.steps));
      await new Promise((r) => requestAnimationFrame(() => r(undefined)));
    }
  }, target);

suite('charts of a run do not depend on playback', ({ open, server }) => {
  test('annealing after Run to end: every reheat in a restart mark, and the chart of playing the same run', async () => {
    const page = await open(`${server.url}${ANNEAL}`);
    await call(page, 'runToEnd');
    await waitStatus(page, 'unsolvable');
    await frames(page);
    const ended = await chart(page);
    const s = await stats(page);
    assert.equal(s.steps, 2000);
    // The fill and at least a dozen reheats, each its own tick (they are ~100 steps apart).
    assert.ok(s.restarts > 12, `restarts: ${s.restarts}`);
    assert.equal(ended.restarts, s.restarts);
    assert.equal(
      ended.marks.reduce((n, m) => n + Number(m.split(' ').pop()), 0),
      s.restarts,
      'every restart is in a mark on the step axis',
    );
    assert.ok(ended.penalty.split(' ').length > 100, 'a point or two per pixel column');

    const played = await open(`${server.url}${ANNEAL}`);
    await play(played, 2000);
    await waitStatus(played, 'unsolvable');
    await frames(played);
    assert.deepEqual(await chart(played), ended);
  });

  test('a link to a step, a goTo and a step back show the chart of playing to that step', { timeout: 30_000 }, async () => {
    const n = 1234;
    const linked = await open(`${server.url}${ANNEAL}&step=${n}`);
    await pageAt(linked, n);
    const fromLink = await chart(linked);
    assert.ok(fromLink.restarts > 5, `restarts at step ${n}: ${fromLink.restarts}`);

    const played = await open(`${server.url}${ANNEAL}`);
    await play(played, n);
    await frames(played);
    assert.deepEqual(await chart(played), fromLink, 'played to the step');

    await call(played, 'runToEnd');
    await waitStatus(played, 'unsolvable');
    await call(played, 'goTo', n);
    await frames(played);
    assert.deepEqual(await chart(played), fromLink, 'goTo from the end');

    await call(played, 'goTo', n + 100);
    await call(played, 'back', 100);
    await frames(played);
    assert.deepEqual(await chart(played), fromLink, 'back');
  });

  test('the depth strip after Run to end is the strip of playing the same search', async () => {
    const url = `${server.url}?puzzle=${SWISTAK}&strategy=backtracking&panels=counters,tree`;
    const strip = (page) => host(page).evaluate((el) => /** @type {HTMLCanvasElement} */ (el.shadowRoot.querySelector('canvas.depth-strip')).toDataURL());
    const ended = await open(url);
    await call(ended, 'runToEnd');
    await waitStatus(ended, 'solved');
    await frames(ended);
    const steps = (await stats(ended)).steps;
    const played = await open(url);
    await play(played, steps);
    await waitStatus(played, 'solved');
    await frames(played);
    assert.equal(await strip(played), await strip(ended));
  });

  test('after Run to end of annealing the chart has its axes: titles, ticks in the language, restarts as marks, at 1024 px, in a 375 px column and at 150 % zoom', {
    timeout: 60_000,
  }, async () => {
    // The demo's annealing on its first board: 89 restarts (the fill and 88 reheats) in 363,850 steps.
    const url = `${server.url}?puzzle=${CZECH}&strategy=annealing&panels=counters,chart`;
    for (const [name, viewport, lang] of [
      ['1024 px', { width: 1024, height: 800 }, 'en-US'],
      ['375 px', { width: 375, height: 740 }, 'cs-CZ'],
      ['150 % zoom', { width: 853, height: 533 }, 'pl-PL'],
    ]) {
      const page = await open(url, viewport, { locale: lang, deviceScaleFactor: name === '150 % zoom' ? 1.5 : 1 });
      await call(page, 'runToEnd');
      await waitStatus(page, 'solved');
      await frames(page);
      const s = await stats(page);
      assert.equal(s.restarts, 89);
      const l = await labels(page);
      const titles = l.text.filter((t) => t.cls === 'axis-title').map((t) => t.text);
      const ticks = l.text.filter((t) => t.cls === 'tick').map((t) => t.text);
      const words = {
        'en-US': ['Penalty (digits missing from the units)', 'Temperature', 'Step', '100,000'],
        'cs-CZ': ['Penalizace (chybějící číslice v jednotkách)', 'Teplota', 'Krok', '100 000'],
        'pl-PL': ['Kara (cyfry brakujące w grupach)', 'Temperatura', 'Krok', '100 000'],
      }[lang];
      assert.deepEqual(titles, words.slice(0, 3), `${name}: the axes' titles`);
      assert.ok(ticks.map((t) => t.replace(/\s/g, ' ')).includes(words[3]), `${name}: the step axis in the language's numbers: ${ticks.join(' | ')}`);
      assert.ok(ticks.includes('0') && ticks.includes('100'), `${name}: the penalty's scale, 0 to 100: ${ticks.join(' | ')}`);
      assert.deepEqual(crowded(l), [], `${name}: every label inside the panel, none over another`);
      assert.ok(
        l.text.every((t) => t.size >= 10),
        `${name}: text of at least 10 px`,
      );
      // 89 restarts are a row of marks a mark apart, not a bar each.
      assert.equal(
        l.marks.reduce((n, k) => n + k, 0),
        89,
      );
      assert.ok(l.marks.length < 89 && l.marks.length <= l.width / 6, `${name}: ${l.marks.length} marks in ${l.width} px`);
    }
  });

  test('presenter mode shows all four exact-cover strips whole, with their axes, at 1024×768 and 1280×720, and keeps them while dlx plays', {
    timeout: 40_000,
  }, async () => {
    for (const viewport of [
      { width: 1024, height: 768 },
      { width: 1280, height: 720 },
    ]) {
      const page = await open(`${server.url}?puzzle=${CZECH}&strategy=dlx&presenter=1`, viewport);
      for (const steps of [0, 1, 40]) {
        if (steps) await call(page, 'step', steps - ((await stats(page)).steps ?? 0));
        await frames(page, 3);
        const seen = await host(page).evaluate((el) => {
          const root = /** @type {ShadowRoot} */ (el.shadowRoot);
          const box = (/** @type {Element | null} */ e) => {
            const r = e?.getBoundingClientRect();
            return r ? { left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width } : null;
          };
          const side = box(root.querySelector('.side'));
          const panel = root.querySelector('.cover-panel');
          return {
            side,
            panel: box(panel),
            strips: [...root.querySelectorAll('.cover-strip')].map((s) => ({
              grid: box(s.querySelector('.cover-grid')),
              axes: s.querySelector('.cover-axes')?.textContent ?? '',
              across: [...s.querySelectorAll('.cover-edge.across span')].map((e) => e.textContent).join(''),
              down: [...s.querySelectorAll('.cover-edge.down span')].map((e) => e.textContent).join(''),
            })),
            scroll: panel ? panel.scrollHeight - panel.clientHeight : -1,
            scrollY: window.scrollY,
            keysLead: root.querySelector('.cover-lead')?.textContent ?? '',
          };
        });
        const at = `${viewport.width}×${viewport.height}, step ${steps}`;
        assert.ok(seen.side && seen.panel, `${at}: the cover panel is there`);
        assert.equal(seen.strips.length, 4);
        assert.ok(seen.scroll <= 1, `${at}: the panel does not scroll (${seen.scroll} px hidden)`);
        assert.equal(seen.scrollY, 0);
        for (const [i, strip] of seen.strips.entries()) {
          const g = strip.grid;
          assert.ok(g && g.width >= 90, `${at}: strip ${i} is ${g?.width} px wide`);
          assert.ok(
            g.top >= seen.side.top && g.bottom <= seen.side.bottom && g.left >= seen.side.left && g.right <= seen.side.right && g.bottom <= viewport.height,
            `${at}: strip ${i} ${JSON.stringify(g)} is whole in the side ${JSON.stringify(seen.side)}`,
          );
          assert.equal(strip.down, '123456789');
          assert.equal(strip.across, '123456789');
        }
        assert.deepEqual(
          seen.strips.map((s) => s.axes),
          ['row\u00a0↓, column\u00a0→', 'row\u00a0↓, digit\u00a0→', 'column\u00a0↓, digit\u00a0→', 'box\u00a0↓, digit\u00a0→'],
        );
        assert.equal(seen.keysLead, 'Each tile is one constraint:');
      }
    }
  });
});

/** Waits until the page's element stands at step `n` and has drawn it. */
async function pageAt(page, n) {
  await page.waitForFunction(
    (k) => document.querySelector('sudoku-stepper')?.stats?.steps === k && document.querySelector('sudoku-stepper')?.stats?.status !== 'running',
    n,
  );
  await frames(page);
}
