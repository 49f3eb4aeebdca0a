// The experiment page's words agree with its tables: a strategy is said to have a heavy tail
// exactly when the seeds' table's largest ÷ median is TAIL_RATIO or more, each with the ratio the
// table shows (a table where mrv has no tail does not give it one), and the means peak where the
// means table has its largest.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadMessages } from '../../i18n/messages.js';
import { formatMean, spread, summarise, tableRows } from '../../model/experiment.js';
import { TAIL_RATIO, peakProse, tailProse } from '../../model/experiment-prose.js';
import { strategyName } from '../../model/strategy-name.js';
import './catalogues.mjs';

/**
 * A strategy's seeds: `tries` in seed order, the last `over` of them out of budget.
 * @param {string} strategy
 * @param {number[]} tries
 */
const row = (strategy, tries, over = 0) => ({
  strategy,
  spread: spread(tries.map((t, seed) => ({ seed, tries: t, solved: seed < tries.length - over }))),
});

/** Ten seeds with a median of `median` and a largest of `largest`. @param {number} median @param {number} largest */
const tries = (median, largest) => [...Array.from({ length: 9 }, (_, i) => median - 4 + i), largest];

test('heavy and light tails as the table gives them: the figures of mrv at 15.4× make a tail, singles at 1.3× none', () => {
  // The teacher's table: mrv's median 68 and largest 1,049.
  const rows = [row('backtracking', tries(2000, 900_000)), row('sorted-cells', tries(500, 80_000)), row('mrv', tries(68, 1049)), row('singles', tries(30, 39))];
  const text = tailProse(rows);
  const ratio = (/** @type {number} */ i) => `${formatMean(/** @type {any} */ (rows[i].spread).ratio)}×`;
  assert.equal(ratio(2), '15.4×');
  assert.equal(
    text,
    `Over these seeds backtracking (${ratio(0)}), sorted-cells (${ratio(1)}) and mrv (15.4×) have a heavy tail: the largest count is ${TAIL_RATIO}× the median or more, so now and then a wrong early guess is found out only after a long subtree. ` +
      'For singles (1.3×) the largest count stays under 10× the median, so wrong guesses are found out soon and the tail disappears.',
  );
});

test('a table where mrv has no tail does not give it one; a table with no tail at all says so', () => {
  const text = tailProse([row('backtracking', tries(2000, 900_000)), row('mrv', tries(68, 155))]);
  assert.match(text, /^Over these seeds backtracking \([\d,]+×\) has a heavy tail/);
  assert.match(text, /For mrv \(2\.3×\) the largest count stays under 10× the median/);
  assert.doesNotMatch(text, /mrv[^.]* a heavy tail/);
  const none = tailProse([row('mrv', tries(68, 70)), row('singles', tries(30, 31))]);
  // Medians 68 and 30 (the fifth of ten), largest 72 and 34.
  assert.equal(none, 'For mrv (1.1×) and singles (1.1×) the largest count stays under 10× the median: no heavy tail over these seeds.');
  // Exactly the threshold is a tail.
  assert.match(tailProse([row('mrv', tries(10, 100))]), /^Over these seeds mrv \(10×\) has a heavy tail/);
});

test('a run out of budget marks its ratio as a lower bound; no seed yet, no words', () => {
  assert.match(tailProse([row('backtracking', tries(100, 100_000_000), 1)]), /^Over these seeds backtracking \(1,000,000×\+\) has a heavy tail/);
  assert.equal(tailProse([{ strategy: 'mrv', spread: null }]), '');
  assert.equal(tailProse([]), '');
});

test('in Czech, Polish and Vietnamese: the verb agrees with how many, the lists and decimals are theirs', async () => {
  const [cs, pl, vi] = await Promise.all(['cs', 'pl', 'vi'].map((l) => loadMessages(/** @type {any} */ (l), 'pages')));
  const two = [row('backtracking', tries(2000, 900_000)), row('mrv', tries(68, 1049)), row('singles', tries(30, 39))];
  // Each strategy by its name in the language, as the page's chart names it.
  const [bt, mrv, singles] = two.map((r) => r.strategy);
  const csText = tailProse(two, cs);
  assert.ok(csText.startsWith(`${strategyName(bt, cs)} (450×) a\u00a0${strategyName(mrv, cs)} (15,4×) mají přes tato semínka těžký chvost`), csText);
  assert.ok(csText.includes(`${strategyName(singles, cs)} (1,3×): největší počet zůstává pod 10násobkem mediánu, takže`), csText);
  assert.ok(tailProse(two.slice(1), cs).startsWith(`${strategyName(mrv, cs)} (15,4×) má přes tato semínka těžký chvost`));
  assert.ok(tailProse(two, pl).startsWith(`${strategyName(bt, pl)} (450×) i ${strategyName(mrv, pl)} (15,4×) mają przy tych ziarnach ciężki ogon`));
  assert.ok(tailProse(two, vi).startsWith(`${strategyName(bt, vi)} (450×) và ${strategyName(mrv, vi)} (15,4×) có đuôi nặng`));
});

test('the means peak where the table has its largest mean tries, with its figure and its *; a flat or single column names none', async () => {
  const board = (/** @type {number} */ holes, /** @type {number} */ grid, /** @type {string} */ strategy, /** @type {number} */ tries, solved = true) => ({
    holes,
    grid,
    puzzle: '',
    strategy,
    tries,
    steps: tries,
    micros: 1,
    solved,
  });
  const results = [
    board(50, 1, 'backtracking', 100),
    board(60, 1, 'backtracking', 5000, false),
    board(70, 1, 'backtracking', 900),
    board(50, 1, 'singles', 0),
    board(60, 1, 'singles', 0),
    board(70, 1, 'singles', 0),
    board(50, 1, 'mrv', 12),
    board(60, 1, 'mrv', 30),
    board(70, 1, 'mrv', 31),
  ];
  const columns = ['backtracking', 'singles', 'mrv'];
  const rows = tableRows(summarise(results), columns);
  assert.equal(peakProse(rows, columns), 'In this run the mean tries peak for backtracking at 60 holes (5,000*) and mrv at 70 holes (31).');
  assert.equal(peakProse(tableRows(summarise(results.slice(0, 1)), columns), columns), '');
  const cs = await loadMessages('cs', 'pages');
  assert.equal(
    peakProse(tableRows(summarise(results), columns, cs), ['A', 'B', 'C'], cs),
    'V tomto běhu je průměr pokusů nejvyšší takto: A při 60 prázdných políčkách (5\u00a0000*) a\u00a0C při 70 prázdných políčkách (31).',
  );
});
