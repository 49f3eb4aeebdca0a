// Issue 41, items 2 and 3: a step link, `at-step`, Reset, Copy link and `goTo` reach exactly the
// step they name, whatever solutions lie before it, and a `puzzle`, `strategy` or `params`
// attribute set (even to the value it holds, right after `board =`) is what runs. The CLI's
// `trace` is the oracle: the element's `stats` and `current` after every action must be the
// trace's at the element's step, and that step the one the action names.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isDeepStrictEqual } from 'node:util';
import { suite } from './harness.mjs';
import { EASY, call, host, shadow } from './helpers.mjs';
import { elementCounters, traceTo } from './cli.mjs';

/** The issue's 4×4 board: backtracking finds its two solutions at steps 25 and 40. */
const TWO = '12..34..........';
/** Longer than any search of the boards below. */
const MAX_STEPS = 100_000;

/**
 * A search as the CLI runs it to its end, past every solution: per step the counters as `stats`
 * names them, the board (replayed from the events, checked at every solution against the board
 * the trace prints) and the status the element shows there when it stands still.
 */
class Oracle {
  /** @type {Map<string, Oracle>} */
  static cache = new Map();

  /**
   * @param {string} puzzle
   * @param {string} strategy
   * @param {string[]} params  `key=value` pairs
   */
  static of(puzzle, strategy, params) {
    const key = `${puzzle}|${strategy}|${params.join(' ')}`;
    let o = Oracle.cache.get(key);
    if (!o) {
      o = new Oracle(puzzle, strategy, params);
      Oracle.cache.set(key, o);
    }
    return o;
  }

  /**
   * @param {string} puzzle
   * @param {string} strategy
   * @param {string[]} params
   */
  constructor(puzzle, strategy, params) {
    const lines = traceTo(puzzle, strategy, MAX_STEPS, params);
    assert.equal(lines.at(-1)?.event, 'exhausted', `the trace of ${strategy} ${params.join(' ')} on ${puzzle} ends within ${MAX_STEPS} steps`);
    this.lines = lines;
    /** The last step: the search is over there. */
    this.end = lines.length;
    const cells = [...puzzle];
    /** The board after each step, from step 0. */
    this.boards = [cells.join('')];
    /** The board before the first decision: the givens and what propagation placed from them alone. */
    let root = [...puzzle];
    let decided = false;
    for (const line of lines) {
      decided ||= line.event === 'select' || line.event === 'try';
      if (line.event === 'try' || line.event === 'propagate') cells[line.cell] = String(line.digit);
      else if (line.event === 'conflict') cells[line.cell] = '.';
      else if (line.event === 'backtrack' || line.event === 'backjump') for (const c of line.cleared) cells[c] = '.';
      // The end undoes every decision (src/dfs/step.rs, dlx), though the trace lists no cleared
      // cells for it: the board before the first one again.
      else if (line.event === 'exhausted') cells.splice(0, cells.length, ...root);
      if (!decided) root = [...cells];
      if (line.event === 'solution') assert.equal(cells.join(''), line.board, `the replayed board is the trace's at step ${line.step}`);
      this.boards.push(cells.join(''));
    }
  }

  /** @param {number} n */
  counters(n) {
    const zero = elementCounters({ steps: 0, tries: 0, backtracks: 0, propagations: 0, depth: 0, max_depth: 0, solutions: 0 });
    return n === 0 ? zero : elementCounters(this.lines[n - 1].counters);
  }

  /** The status at step `n` after a move that ended there (not a reader's Pause). @param {number} n */
  status(n) {
    if (n === 0) return 'ready';
    const line = this.lines[n - 1];
    if (line.event === 'solution') return 'solved';
    if (n === this.end) return line.counters.solutions > 0 ? 'solved' : 'unsolvable';
    return 'paused';
  }

  /** The first solution after step `n`, or the end: where a run that stops at solutions stops. @param {number} n */
  nextStop(n) {
    for (let k = n + 1; k <= this.end; k++) if (this.lines[k - 1].event === 'solution') return k;
    return this.end;
  }
}

/** The element's state: `stats` and `current` (after any replay across frames has ended). */
async function state(page) {
  await host(page).evaluate((el) => el.step(0));
  await page.waitForFunction(() => document.querySelector('sudoku-stepper')?.stats?.status !== 'running');
  return host(page).evaluate((el) => ({ stats: el.stats, current: el.current, board: el.board }));
}

/**
 * Where the element must be: `stats` (counters and status) and `current` of `oracle` at step `n`.
 * @param {Oracle} oracle
 * @param {number} n
 * @param {string} [status]  the status, when not what a move ending at `n` shows
 */
function expected(oracle, n, status = oracle.status(n)) {
  return { stats: { ...oracle.counters(n), status }, current: oracle.boards[n] };
}

/** Reads `stats` and `current` as `expected` names them. */
async function shown(page) {
  const { stats, current } = await state(page);
  return { stats, current };
}

suite('exact positions and what runs', ({ open, server }) => {
  const two = () => Oracle.of(TWO, 'backtracking', []);

  test("the issue's board: solutions at steps 25 and 40, so step 40 is the second one", () => {
    const o = two();
    assert.equal(o.lines[24].event, 'solution');
    assert.equal(o.lines[39].event, 'solution');
    assert.equal(o.counters(40).solutions, 2);
  });

  test("the demo page's `step=40` and embed.html's open at exactly step 40, with both solutions counted", async () => {
    for (const path of ['', 'embed.html']) {
      const page = await open(`${server.url}${path}?puzzle=${TWO}&strategy=backtracking&step=40`);
      assert.deepEqual(await shown(page), expected(two(), 40), `${path || 'the demo page'} at step 40`);
      await page.close();
    }
    // Between the solutions and past both.
    for (const n of [33, 60]) {
      const page = await open(`${server.url}embed.html?puzzle=${TWO}&strategy=backtracking&step=${n}`);
      assert.deepEqual(await shown(page), expected(two(), n), `embed.html at step ${n}`);
      await page.close();
    }
  });

  test('`at-step` and Reset go to exactly that step; goTo forward and back crosses solutions', async () => {
    const o = two();
    const page = await open(`${server.url}?puzzle=${TWO}&strategy=backtracking`);
    await host(page).evaluate((el) => el.setAttribute('at-step', '33'));
    assert.deepEqual(await shown(page), expected(o, 33), 'the at-step attribute');
    await call(page, 'step', 3);
    await call(page, 'reset');
    assert.deepEqual(await shown(page), expected(o, 33), 'Reset');
    await call(page, 'step', 1);
    await shadow(page, 'button.reset').click();
    assert.deepEqual(await shown(page), expected(o, 33), 'the Reset button');
    for (const [from, to] of [
      [0, 30],
      [10, 60],
      [60, 30],
      [45, 20],
      [30, 40],
    ]) {
      await call(page, 'goTo', from);
      const got = await call(page, 'goTo', to);
      assert.deepEqual(got, expected(o, to).stats, `goTo(${to}) from ${from} resolves with step ${to}'s stats`);
      assert.deepEqual(await shown(page), expected(o, to), `goTo(${to}) from ${from}`);
    }
    // step(n) still stops at a solution, as documented.
    await call(page, 'goTo', 20);
    assert.equal((await call(page, 'step', 10)).steps, 25);
    await page.close();
  });

  test('past the end: goTo and at-step stop there, and at-step says the step it stopped at', async () => {
    const o = two();
    const page = await open(`${server.url}?puzzle=${TWO}&strategy=backtracking`);
    assert.deepEqual(await call(page, 'goTo', 100_000), expected(o, o.end).stats);
    await call(page, 'goTo', 0);
    await host(page).evaluate((el) => el.setAttribute('at-step', '100000'));
    await page.waitForFunction(() => /stops at step/.test(document.querySelector('sudoku-stepper')?.shadowRoot?.querySelector('.message')?.textContent ?? ''));
    assert.deepEqual(await shown(page), expected(o, o.end));
    assert.equal(
      await shadow(page, '.message').textContent(),
      `At-step "100000": the search stops at step ${o.end}, before step 100,000; choose a step within its steps`,
    );
    // In the reader's language, once its catalogue has loaded (the Step button wears its word).
    await host(page).evaluate((el) => el.setAttribute('lang', 'cs'));
    await page.waitForFunction(() => document.querySelector('sudoku-stepper')?.shadowRoot?.querySelector('.controls .step')?.textContent?.includes('Krok'));
    await host(page).evaluate((el) => el.setAttribute('at-step', '100001'));
    await page.waitForFunction(() => /před krokem/.test(document.querySelector('sudoku-stepper')?.shadowRoot?.querySelector('.message')?.textContent ?? ''));
    assert.match(await shadow(page, '.message').textContent(), new RegExp(`^At-step "100001": hledání končí v kroku ${o.end}, před krokem 100\\s001;`));
    // A step it reaches clears it.
    await host(page).evaluate((el) => el.setAttribute('at-step', '40'));
    await page.waitForFunction(() => document.querySelector('sudoku-stepper')?.shadowRoot?.querySelector('.message')?.textContent === '');
    assert.deepEqual(await shown(page), expected(o, 40));
    await page.close();
  });

  test('Copy link after 40 single steps reopens step 40', async () => {
    const o = two();
    const page = await open(`${server.url}?puzzle=${TWO}&strategy=backtracking`, undefined, { permissions: ['clipboard-read', 'clipboard-write'] });
    for (let i = 0; i < 40; i++) await shadow(page, 'button.step').click();
    assert.deepEqual(await shown(page), expected(o, 40));
    assert.match(page.url(), /[?&]step=40(&|$)/, 'the address bar keeps the step');
    await page.locator('button[data-copy="link"]').click();
    await page.locator('#snippet').waitFor({ state: 'visible' });
    const link = await page.locator('#snippet').inputValue();
    const reopened = await open(link);
    assert.deepEqual(await shown(reopened), expected(o, 40), `the link ${link}`);
    await reopened.close();
    await page.close();
  });

  test('a puzzle attribute set again to the value it holds, after `board =`, is what runs', async () => {
    const page = await open(`${server.url}?puzzle=${TWO}&strategy=backtracking`);
    const o = two();
    await host(page).evaluate((el, easy) => {
      el.board = easy;
      el.setAttribute('puzzle', el.getAttribute('puzzle') ?? '');
    }, EASY);
    assert.deepEqual(await shown(page), expected(o, 0), 'alone');
    assert.equal((await state(page)).board, TWO);
    await host(page).evaluate((el, easy) => {
      el.board = easy;
      el.setAttribute('puzzle', el.getAttribute('puzzle') ?? '');
      el.setAttribute('strategy', 'mrv');
    }, EASY);
    await call(page, 'step', 7);
    assert.deepEqual(await shown(page), expected(Oracle.of(TWO, 'mrv', []), 7), 'with a strategy change in the same task');
    // The later of the two wins: `board =` after the attribute in one task runs its board.
    await host(page).evaluate((el, easy) => {
      el.setAttribute('puzzle', el.getAttribute('puzzle') ?? '');
      el.board = easy;
    }, EASY);
    await call(page, 'step', 7);
    assert.deepEqual(await shown(page), expected(Oracle.of(EASY, 'mrv', []), 7), '`board =` after the attribute');
    await page.close();
  });

  // SUDOKU_DIFF_ACTIONS and SUDOKU_DIFF_SEED run a longer or another sequence by hand.
  test("a random-action differential against the CLI: 300 actions, every state the trace's", async () => {
    const PUZZLES = [TWO, '1...............', '................', EASY];
    const STRATEGIES = ['backtracking', 'sorted-cells', 'mrv', 'singles', 'dlx'];
    const PARAMS = ['', 'order=random seed=1', 'order=random seed=7', 'seed=3'];
    // mulberry32, seeded: the same actions every run.
    let seed = Number(process.env.SUDOKU_DIFF_SEED ?? 41);
    const random = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const pick = (/** @type {any[]} */ list) => list[Math.floor(random() * list.length)];
    const upTo = (/** @type {number} */ n) => Math.floor(random() * (n + 1));

    const page = await open(`${server.url}?puzzle=${TWO}&strategy=backtracking&speed=300`);
    // What the attributes (and the last `board =`) name: what must run.
    const model = { puzzle: TWO, attribute: TWO, strategy: 'backtracking', params: '', opened: 'backtracking\n', openAt: 0, steps: 0 };
    /** The trace of what runs: `dlx` takes no parameters, so it runs with its defaults. */
    const oracle = () => Oracle.of(model.puzzle, model.strategy, model.strategy === 'dlx' ? [] : model.params.split(' ').filter(Boolean));
    const restartIfNew = () => {
      const key = `${model.strategy}\n${model.params}`;
      if (key !== model.opened) {
        model.opened = key;
        model.steps = 0;
      }
    };
    const act = (/** @type {(el: any, arg: any) => unknown} */ f, /** @type {unknown} */ arg) => host(page).evaluate(f, arg);

    const mismatches = [];
    const ACTIONS = Number(process.env.SUDOKU_DIFF_ACTIONS ?? 300);
    for (let i = 0; i < ACTIONS; i++) {
      const o = oracle();
      const roll = random();
      let what = '';
      /** The step range the element may stand at: one step, or a reader's Pause's stretch. */
      let range = [0, 0];
      let paused = false;
      if (roll < 0.14) {
        const n = 1 + upTo(11);
        what = `step(${n})`;
        await act((el, k) => el.step(k), n);
        model.steps = Math.min(o.nextStop(model.steps), model.steps + n);
      } else if (roll < 0.26) {
        const n = 1 + upTo(11);
        what = `back(${n})`;
        await act((el, k) => el.back(k), n);
        model.steps = Math.max(0, model.steps - n);
      } else if (roll < 0.4) {
        const n = upTo(o.end + 5);
        what = `goTo(${n})`;
        await act((el, k) => el.goTo(k), n);
        model.steps = Math.min(n, o.end);
      } else if (roll < 0.46) {
        what = 'reset()';
        await act((el) => el.reset());
        model.steps = Math.min(model.openAt, o.end);
      } else if (roll < 0.52) {
        const n = upTo(o.end + 5);
        what = `at-step ${n}`;
        await act((el, k) => el.setAttribute('at-step', String(k)), n);
        model.openAt = n;
        model.steps = Math.min(n, o.end);
      } else if (roll < 0.58) {
        what = 'play, pause';
        const from = model.steps;
        await act(async (el) => {
          const at = el.stats.steps;
          el.play();
          // Until it has moved or stopped by itself.
          await new Promise((done) => {
            const look = () => (el.stats.steps !== at || el.stats.status !== 'running' ? done(undefined) : requestAnimationFrame(look));
            look();
          });
          el.pause();
        });
        range = [from, o.nextStop(from)];
        paused = true;
      } else if (roll < 0.62) {
        what = 'runToEnd()';
        await act((el) => el.runToEnd());
        model.steps = o.nextStop(model.steps);
      } else if (roll < 0.7) {
        const p = pick(PUZZLES);
        what = `board = ${p}`;
        await act((el, b) => {
          el.board = b;
        }, p);
        model.puzzle = p;
        model.opened = `${model.strategy}\n${model.params}`;
        model.steps = 0;
      } else if (roll < 0.78) {
        const p = pick(PUZZLES);
        what = `puzzle attribute ${p}`;
        await act((el, b) => el.setAttribute('puzzle', b), p);
        model.puzzle = p;
        model.attribute = p;
        model.opened = `${model.strategy}\n${model.params}`;
        model.steps = 0;
      } else if (roll < 0.86) {
        const p = pick(PUZZLES);
        const s = random() < 0.5 ? pick(STRATEGIES) : null;
        what = `board = ${p}, the puzzle attribute set again${s ? `, strategy ${s}` : ''}, in one task`;
        await act(
          (el, [b, st]) => {
            el.board = b;
            el.setAttribute('puzzle', el.getAttribute('puzzle') ?? '');
            if (st) el.setAttribute('strategy', st);
          },
          [p, s],
        );
        model.puzzle = model.attribute;
        if (s) model.strategy = s;
        model.opened = `${model.strategy}\n${model.params}`;
        model.steps = 0;
      } else if (roll < 0.94) {
        const s = pick(STRATEGIES);
        what = `strategy ${s}`;
        await act((el, st) => el.setAttribute('strategy', st), s);
        model.strategy = s;
        restartIfNew();
      } else {
        const p = pick(PARAMS);
        what = `params "${p}"`;
        await act((el, v) => el.setAttribute('params', v), p);
        model.params = p;
        restartIfNew();
      }
      if (!paused) range = [model.steps, model.steps];
      const got = await shown(page);
      const n = got.stats.steps;
      const o2 = oracle();
      const want = expected(o2, n, paused && got.stats.status === 'paused' ? 'paused' : o2.status(n));
      const where = n >= range[0] && n <= range[1];
      if (!where || !isDeepStrictEqual(got, want)) {
        mismatches.push(
          `#${i} ${what}: at step ${n} (want ${range.join('…')}) of ${model.strategy} "${model.params}" on ${model.puzzle}: ${JSON.stringify(got)} want ${JSON.stringify(want)}`,
        );
      }
      model.steps = n;
      if (mismatches.length && mismatches.at(-1).startsWith(`#${i} `)) {
        // Back to a known state, so that each mismatch is counted once, not in every action after it.
        await act((el, b) => {
          el.removeAttribute('puzzle');
          el.setAttribute('puzzle', b);
        }, model.attribute);
        model.puzzle = model.attribute;
        model.steps = (await state(page)).stats.steps;
      }
    }
    /** Mismatches by the action's first word (`step`, `board`, `puzzle`, …). @type {Record<string, number>} */
    const byKind = {};
    for (const m of mismatches) {
      const kind = m.replace(/^#\d+ /, '').replace(/[ (].*/, '');
      byKind[kind] = (byKind[kind] ?? 0) + 1;
    }
    const tally = Object.entries(byKind).map(([k, n]) => `${k} ${n}`);
    console.log(`positions differential: ${ACTIONS} actions, ${mismatches.length} mismatches ${tally.join(', ')}`);
    assert.deepEqual(mismatches.slice(0, 5), [], `${mismatches.length} of ${ACTIONS} actions left the element off the CLI's trace`);
    await page.close();
  });
});
