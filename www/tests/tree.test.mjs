// Issue 10: the search tree panel in Chromium. The tree holds a node per try (`stats.tries`) at
// every step, for every exact strategy; back rewinds it to exactly what it showed at that step;
// a click on a try, in the node tree or on the icicle, goes to that try's step; turning the
// panel on part way records the steps already taken; a local search says it has no tree (its
// long tasks at max speed are measured by scripts/bench-tree.mjs, not asserted). Issue 17: after 10⁵
// tries the collapsed drawing is a few dozen parts with labelled triangles that open on a click,
// Enter or Space, the path drawn open; its depth is `stats.depth` at every step; while playing,
// its box keeps the search's part in view without moving the page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { suite } from './harness.mjs';
import { CZECH, HARD, PLATINUM, frames, host, shadow, stats } from './helpers.mjs';

/** What the tree panel shows: its counts, the node tree's lines and the narration. */
const readTree = (page) =>
  host(page).evaluate((el) => {
    const panel = /** @type {HTMLElement} */ (el.shadowRoot.querySelector('[part="tree"]'));
    return {
      steps: el.stats.steps,
      tries: el.stats.tries,
      count: Number(panel.dataset.count),
      stored: Number(panel.dataset.stored),
      rows: [...panel.querySelectorAll('.tree-rows li')].map((li) => `${li.className}|${li.textContent}`),
      narration: panel.querySelector('.tree-narration')?.textContent ?? '',
    };
  });

suite('the search tree panel', ({ open, server }) => {
  test('a node per try while stepping, for every exact strategy, and back shows exactly the tree of that step', async () => {
    for (const strategy of ['brute-force', 'backtracking', 'sorted-cells', 'mrv', 'singles', 'lookahead', 'dlx', 'fast']) {
      const page = await open(`${server.url}?puzzle=${PLATINUM}&strategy=${strategy}&panels=counters,tree`);
      const seen = [];
      for (let i = 0; i < 60; i++) {
        await host(page).evaluate((el) => el.step(1));
        await frames(page, 1);
        const t = await readTree(page);
        assert.equal(t.count, t.tries, `${strategy} at step ${t.steps}: a node per try`);
        assert.equal(t.stored, t.tries);
        seen[t.steps] = t;
      }
      // A stretch far past the first checkpoint, then back by various amounts.
      await host(page).evaluate((el) => el.step(60_000));
      await page.waitForFunction(() => document.querySelector('sudoku-stepper')?.stats.status !== 'running');
      const far = await readTree(page);
      assert.equal(far.count, far.tries, `${strategy} far on`);
      for (const to of [59, 41, 17, 1]) {
        await host(page).evaluate((el, n) => el.goTo(n), to);
        await page.waitForFunction(() => document.querySelector('sudoku-stepper')?.stats.status !== 'running');
        await frames(page, 1);
        const back = await readTree(page);
        assert.equal(back.steps, to);
        assert.deepEqual(back, seen[to], `${strategy}: back to step ${to} shows the tree it showed then`);
      }
      await page.close();
    }
  });

  test("a click on a try in the node tree or on the icicle goes to that try's step", async () => {
    const page = await open(`${server.url}?puzzle=${HARD}&strategy=backtracking&panels=tree`);
    await host(page).evaluate((el) => el.step(3000));
    await frames(page);
    const before = await stats(page);
    const target = shadow(page, '.tree-rows li.cur button').nth(3);
    const step = Number(await target.getAttribute('data-step'));
    assert.ok(step > 0 && step < before.steps);
    await target.click();
    await page.waitForFunction((s) => document.querySelector('sudoku-stepper')?.stats.steps === s, step);
    await frames(page);
    const t = await readTree(page);
    assert.equal(t.count, t.tries);
    assert.equal(t.rows.filter((r) => r.startsWith('d') && r.includes(' cur|')).length, 4, 'the try clicked ends the path');

    // From the keyboard: Tab reaches the tries, Enter on one goes to its step, and the focus
    // stays on that try.
    const second = shadow(page, '.tree-rows li.cur button').nth(1);
    const secondStep = Number(await second.getAttribute('data-step'));
    await second.focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction((s) => document.querySelector('sudoku-stepper')?.stats.steps === s, secondStep);
    await frames(page);
    assert.equal(await host(page).evaluate((el) => el.shadowRoot.activeElement?.getAttribute('data-step')), String(secondStep));

    // A count of earlier tries expands into them; each goes to its own step.
    await host(page).evaluate((el) => el.goTo(3000));
    await frames(page);
    const group = shadow(page, '.tree-rows li.group button').first();
    await group.click();
    await frames(page);
    assert.equal(await group.getAttribute('aria-expanded'), 'true');
    const earlier = shadow(page, '.tree-rows li.group + li:not(.cur) button').first();
    const earlierStep = Number(await earlier.getAttribute('data-step'));
    await earlier.click();
    await page.waitForFunction((s) => document.querySelector('sudoku-stepper')?.stats.steps === s, earlierStep);

    // The icicle: a point in its first row is a try at depth 1; the search goes to its step,
    // where that try is the newest on the path.
    await host(page).evaluate((el) => el.goTo(3000));
    await frames(page);
    const box = await shadow(page, 'canvas.icicle').boundingBox();
    assert.ok(box);
    await page.mouse.click(box.x + box.width * 0.3, box.y + 2);
    await page.waitForFunction(() => document.querySelector('sudoku-stepper')?.stats.steps < 3000);
    await frames(page);
    const picked = await readTree(page);
    assert.equal(picked.count, picked.tries);
    assert.match(picked.narration, new RegExp(`at depth 1, tried at step ${picked.steps.toLocaleString('en-US')}\\.$`));
  });

  test('turning the panel on part way records the steps already taken; a local search says it has no tree', async () => {
    const page = await open(`${server.url}?puzzle=${HARD}&strategy=mrv&panels=counters`);
    await host(page).evaluate((el) => el.step(20_000));
    const was = await stats(page);
    await host(page).evaluate((el) => {
      el.panels = 'counters tree';
    });
    await page.waitForFunction((s) => {
      const el = document.querySelector('sudoku-stepper');
      return el?.stats.steps === s && el.stats.status !== 'running';
    }, was.steps);
    await frames(page);
    const t = await readTree(page);
    assert.deepEqual([t.steps, t.count], [was.steps, was.tries]);

    await host(page).evaluate((el) => el.setAttribute('strategy', 'annealing'));
    await frames(page);
    const note = await shadow(page, '.tree-note').textContent();
    assert.match(note ?? '', /^annealing makes no decisions, so it has no search tree/);
    assert.equal(await shadow(page, '[part="depth"]').isVisible(), false);
  });
});

/** What the collapsed drawing shows: its parts, the search's part, the depth words, the box. */
const readDrawing = (page) =>
  host(page).evaluate((el) => {
    const panel = /** @type {HTMLElement} */ (el.shadowRoot.querySelector('[part="tree"]'));
    const box = /** @type {HTMLElement} */ (panel.querySelector('.tree-box'));
    const parts = [...box.querySelectorAll('.part')].map((g) => ({
      kind: g.classList[1],
      key: g.getAttribute('data-key') ?? '',
      first: Number(g.getAttribute('data-first')),
      size: Number(g.getAttribute('data-size')),
      label: g.querySelector('text:not(.tag)')?.textContent ?? '',
      tag: g.querySelector('text.tag')?.textContent ?? '',
      current: g.classList.contains('cur'),
    }));
    const cur = box.querySelector('.part.cur')?.getBoundingClientRect();
    const b = box.getBoundingClientRect();
    return {
      stats: el.stats,
      parts,
      summary: panel.querySelector('.tree-summary')?.textContent ?? '',
      path: [...panel.querySelectorAll('.tree-rows li.cur button')].map((x) => x.textContent),
      inView: !!cur && cur.top >= b.top && cur.bottom <= b.bottom && cur.left >= b.left && cur.right <= b.right,
      // The page, and the column of panels (a scroll box of its own), as they are scrolled.
      scrollTop: box.scrollTop,
      pageY: window.scrollY,
      sideY: el.shadowRoot.querySelector('.side')?.scrollTop ?? 0,
    };
  });

/** In the page: whether the search's part of the drawing is inside the tree's box. */
const inView = () => {
  const box = document.querySelector('sudoku-stepper')?.shadowRoot?.querySelector('.tree-box');
  const cur = box?.querySelector('.part.cur')?.getBoundingClientRect();
  const b = box?.getBoundingClientRect();
  return !!cur && !!b && cur.top >= b.top && cur.bottom <= b.bottom && cur.left >= b.left && cur.right <= b.right;
};

suite('big trees readable', ({ open, server }) => {
  test("10⁵ tries draw as a few dozen parts: labelled triangles open on a click or a key, the path stays open, the depth is the counter's", async () => {
    const page = await open(`${server.url}?puzzle=${HARD}&strategy=backtracking&panels=counters,tree`, { width: 1024, height: 768 });
    await host(page).evaluate(async (el) => {
      while (el.stats.tries < 100_000) await el.step(100_000);
    });
    await frames(page);
    const d = await readDrawing(page);
    assert.ok(d.stats.tries > 100_000);
    assert.ok(d.parts.length <= 2 * d.stats.depth + 2, `${d.parts.length} parts for depth ${d.stats.depth}`);
    const triangles = d.parts.filter((p) => p.kind === 'failed');
    assert.ok(triangles.length >= 3);
    for (const t of triangles) assert.equal(t.label.replace(/,/g, ''), String(t.size), 'a triangle is labelled with its size');
    // The current path is drawn open: a named try per node-tree row down the path, in order.
    assert.deepEqual(
      d.parts.filter((p) => p.kind === 'open').map((p) => p.tag),
      d.path,
    );
    const here = d.parts.find((p) => p.current);
    assert.ok(here && (here.kind === 'open' || here.kind === 'pending'));
    assert.equal(Number(d.summary.match(/Depth (\d+):/)?.[1]), d.stats.depth, d.summary);
    // The box scrolls to it, smoothly.
    await page.waitForFunction(inView);

    // A click opens the biggest triangle into what it holds; nothing else moves.
    const big = triangles.reduce((a, b) => (b.size > a.size ? b : a));
    await shadow(page, `.part[data-key="${big.key}"]`).click();
    await frames(page);
    const opened = await readDrawing(page);
    assert.ok(!opened.parts.some((p) => p.key === big.key), 'the triangle is open');
    const inside = opened.parts.filter((p) => p.first >= big.first && p.first < big.first + big.size);
    assert.ok(inside.length > 1);
    assert.equal(
      inside.reduce((n, p) => n + (p.kind === 'searched' ? 1 : p.size), 0),
      big.size,
      'what it held adds up to its size',
    );
    assert.deepEqual(opened.stats, d.stats, 'opening does not move the search');

    // From the keyboard: Enter, then Space, on a focused triangle.
    for (const key of ['Enter', ' ']) {
      const t = (await readDrawing(page)).parts.find((p) => p.kind === 'failed');
      assert.ok(t);
      // Focusing may scroll the column to show the triangle (the browser's doing, and smooth:
      // wait for it to end); the key must not move anything after that.
      await shadow(page, `.part[data-key="${t.key}"]`).focus();
      await page.waitForFunction(
        () =>
          new Promise((done) => {
            const side = document.querySelector('sudoku-stepper')?.shadowRoot?.querySelector('.side');
            const y = side?.scrollTop;
            requestAnimationFrame(() => requestAnimationFrame(() => done(side?.scrollTop === y)));
          }),
      );
      const before = await readDrawing(page);
      await page.keyboard.press(key);
      await frames(page);
      const after = await readDrawing(page);
      assert.ok(!after.parts.some((p) => p.key === t.key), `${JSON.stringify(key)} opens a triangle`);
      assert.deepEqual([after.pageY, after.sideY], [before.pageY, before.sideY], 'the page did not move');
    }
    // Step by step, between tries too (after a select or a backtrack the counter counts a
    // decision with no try standing: the tree used to say one less).
    let between = 0;
    for (let i = 0; i < 8; i++) {
      await host(page).evaluate((el) => el.step(1));
      await frames(page, 1);
      const now = await readDrawing(page);
      assert.equal(Number(now.summary.match(/Depth (\d+):/)?.[1]), now.stats.depth, now.summary);
      if (now.parts.some((p) => p.current && p.kind === 'pending')) between++;
    }
    assert.ok(between > 0, 'a step between tries was seen');
  });

  test("while playing, the box keeps the search's part in view and the page never moves; with reduced motion at once", async () => {
    for (const reducedMotion of ['no-preference', 'reduce']) {
      const page = await open(`${server.url}?puzzle=${HARD}&strategy=backtracking&panels=counters,tree`, { width: 1024, height: 768 }, { reducedMotion });
      await host(page).evaluate((el) => el.step(30_000));
      await frames(page);
      // The page scrolled to somewhere of its own, and the box away from the search.
      await page.evaluate(() => window.scrollTo(0, 40));
      await host(page).evaluate((el) => {
        el.shadowRoot.querySelector('.tree-box').scrollTop = 0;
      });
      const { pageY, sideY } = await readDrawing(page);
      await host(page).evaluate((el) => {
        el.speed = 200;
        el.play();
      });
      await page.waitForFunction(() => document.querySelector('sudoku-stepper').stats.steps > 30_300);
      await host(page).evaluate((el) => el.pause());
      // The last draw (coalesced to its frame), then the scroll that follows it (the next frame).
      await frames(page, 3);
      await page.waitForFunction(inView);
      const d = await readDrawing(page);
      assert.ok(
        d.inView && d.scrollTop > 0,
        `${reducedMotion}: the box scrolled to the search (${JSON.stringify({ inView: d.inView, scrollTop: d.scrollTop, steps: d.stats?.steps })})`,
      );
      assert.deepEqual([d.pageY, d.sideY], [pageY, sideY], `${reducedMotion}: the page did not move`);
      if (reducedMotion === 'reduce') {
        // A jump far back: in view by the next frames, with no smooth scroll in between.
        await host(page).evaluate((el) => el.goTo(40));
        await frames(page, 3);
        assert.ok((await readDrawing(page)).inView, 'in view at once');
      }
      await page.close();
    }
  });
});

/**
 * In the page, `n` single steps, each read once its step is done (and drawn): the element's
 * depth, the tree's summary and narration, the narration line, the stack panel's rows (newest
 * first) and the board.
 */
const walk = (page, n) =>
  host(page).evaluate(async (el, steps) => {
    const root = /** @type {ShadowRoot} */ (el.shadowRoot);
    const text = (/** @type {string} */ sel) => root.querySelector(sel)?.textContent ?? '';
    const seen = [];
    for (let i = 0; i < steps; i++) {
      // Through its solutions, to its end.
      const before = el.stats.steps;
      if ((await el.step(1)).steps === before) break;
      seen.push({
        steps: el.stats.steps,
        depth: el.stats.depth,
        summary: text('.tree-summary'),
        tree: text('.tree-narration'),
        narration: text('[part="narration"]'),
        stack: [...root.querySelectorAll('.stack-list li[data-depth]')].map((li) => [...li.children].map((c) => c.textContent ?? '')),
        board: el.current,
      });
    }
    return seen;
  }, n);

suite("the tree's words follow the engine's stack", ({ open, server }) => {
  test("at every step the tree's depth, tries standing and waiting decision are the stack panel's, at a solution too; the narration's depth is stats.depth", async () => {
    for (const [strategy, params] of [
      ['backtracking', ''],
      ['mrv', ''],
      ['dlx', ''],
      ['csp', 'val=random seed=4 jump=cbj'],
      ['csp', 'var=mrv infer=fc'],
    ]) {
      const page = await open(`${server.url}?puzzle=${CZECH}&strategy=${strategy}&params=${encodeURIComponent(params)}&panels=counters,stack,tree`);
      const kinds = new Set();
      for (const s of await walk(page, 250)) {
        const at = `${strategy} ${params} step ${s.steps}: ${s.summary} | ${s.tree} | ${JSON.stringify(s.stack[0])}`;
        assert.equal(s.stack.length, s.depth, at);
        // Every "depth N" the narration line says but a backjump's "from" is the depth counter's.
        for (const [, d] of s.narration.matchAll(/(?<!from )depth (\d+)/g)) assert.equal(Number(d), s.depth, `${at} | ${s.narration}`);
        if (s.depth === 0) continue;
        // A row's try stands while its digit is on the board (the stack panel's cell and digit).
        const on = ([, cell, digit]) => {
          const [, r, c] = /** @type {RegExpMatchArray} */ (cell.match(/^r(\d+)c(\d+)$/));
          return s.board[(Number(r) - 1) * 9 + Number(c) - 1] === digit;
        };
        const summary = s.summary.match(/Depth (\d+): (\d+) tr(?:y stands|ies stand) on the current path(.*)\.$/);
        assert.ok(summary, at);
        assert.deepEqual([Number(summary[1]), Number(summary[2])], [s.depth, s.stack.filter(on).length], at);
        const [top] = s.stack;
        const [, cell, digit, branch] = top;
        const waiting = `the decision at depth ${s.depth}`;
        if (on(top)) {
          kinds.add(s.narration.startsWith('solution') ? 'solution' : 'standing');
          assert.equal(summary[3], '', at);
          assert.ok(s.tree.startsWith(`Standing on ${cell} = ${digit} at depth ${s.depth}, `) && !s.tree.includes(waiting), at);
        } else if (branch.startsWith('– of')) {
          kinds.add('opened');
          assert.equal(summary[3], `, and ${waiting} has no try yet`, at);
          assert.match(s.tree, new RegExp(`; ${waiting} has no try yet and tries ${cell} = \\d next\\.$`), at);
        } else {
          kinds.add('between');
          assert.equal(summary[3], `, and ${waiting} is between tries`, at);
          assert.match(s.tree, new RegExp(`; ${waiting} has tried ${branch} and tries ${cell} = \\d next\\.$`), at);
        }
      }
      assert.deepEqual([...kinds].sort(), ['between', 'opened', 'solution', 'standing'], `${strategy} ${params}: every kind of moment was seen`);
      await page.close();
    }
  });
});
