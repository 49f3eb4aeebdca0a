// The experiment's chart layouts: log decades that cover the data, points where the means are,
// a marker shape per series, and the dot rows of the seeds chart.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadMessages } from '../../i18n/messages.js';
import { SHAPES, decadeLabel, meansFigure, seedsFigure, shapePath } from '../../model/plot.js';
// English with every part of its catalogue, as the pages load them (the default of the functions).
import './catalogues.mjs';

const summaries = [
  { holes: 10, strategy: 'backtracking', boards: 4, solved: 4, meanTries: 10, meanSteps: 21, meanMicros: 5 },
  { holes: 60, strategy: 'backtracking', boards: 4, solved: 4, meanTries: 219174, meanSteps: 5e5, meanMicros: 9000 },
  { holes: 10, strategy: 'singles', boards: 4, solved: 4, meanTries: 0, meanSteps: 3, meanMicros: 20 },
  { holes: 60, strategy: 'singles', boards: 4, solved: 4, meanTries: 16, meanSteps: 80, meanMicros: 30 },
  { holes: 60, strategy: 'dlx', boards: 4, solved: 4, meanTries: 60, meanSteps: 120, meanMicros: 40 },
];
const STRATEGIES = ['brute-force', 'backtracking', 'singles'];

test('decades cover the means, y grows upward, x is linear in holes', () => {
  const f = meansFigure(summaries, STRATEGIES, 'tries', 600, 300);
  assert.deepEqual(
    f.yTicks.map((t) => t.label),
    ['10', '100', '1k', '10k', '100k', '1M'],
  );
  assert.deepEqual(
    f.xTicks.map((t) => t.label),
    ['10', '60'],
  );
  const at = (/** @type {string} */ s, /** @type {number} */ h) => f.marks.find((m) => m.data.strategy === s && m.data.holes === String(h));
  const low = at('backtracking', 10);
  const high = at('backtracking', 60);
  assert.ok(low && high);
  assert.equal(high.data.value, '219174');
  // backtracking's squares (half side 3.4) centred on the "10" grid line at the frame's left
  // edge (x 58), and at its right edge (x 586) for 60 holes.
  const y10 = /** @type {{ y: number }} */ (f.yTicks.find((t) => t.label === '10')).y;
  assert.deepEqual([f.frame.left, f.frame.right], [58, 586]);
  assert.ok(low.d.startsWith(`M54.6,${Math.round((y10 - 3.4) * 10) / 10}L`), low.d);
  assert.ok(high.d.startsWith('M582.6,'), high.d);
});

test('a mean of 0 is left out, strategies not listed are not drawn, each series has its class and shape', () => {
  const f = meansFigure(summaries, STRATEGIES, 'tries', 600, 300);
  assert.deepEqual(
    f.marks.filter((m) => m.data.strategy === 'singles').map((m) => m.data.holes),
    ['60'],
  );
  assert.equal(
    f.marks.some((m) => m.data.strategy === 'dlx'),
    false,
  );
  assert.deepEqual(
    f.lines.map((l) => l.cls),
    ['series s1'],
    'one point makes no line',
  );
  assert.equal(f.marks.find((m) => m.data.strategy === 'singles')?.cls, 'mark s2');
  assert.equal(new Set(SHAPES.map((s) => shapePath(s, 0, 0, 4))).size, SHAPES.length);
});

test('the time chart is in milliseconds, with its own decades', () => {
  const f = meansFigure(summaries, STRATEGIES, 'ms', 600, 300);
  assert.equal(f.yLabel, 'mean time (ms)');
  assert.deepEqual(
    f.yTicks.map((t) => t.label),
    ['0.001', '0.01', '0.1', '1', '10'],
  );
  assert.equal(decadeLabel(4, 'ms'), '10 s');
  assert.equal(decadeLabel(7, 'count'), '10M');
});

test('the seeds chart has a row per strategy, a dot per seed, the median and the ascending order', () => {
  const rows = [
    {
      strategy: 'backtracking',
      runs: [
        { seed: 0, tries: 100, solved: true },
        { seed: 1, tries: 1000, solved: true },
        { seed: 2, tries: 1e6, solved: false },
      ],
      ascending: { tries: 115097, solved: true },
    },
    { strategy: 'singles', runs: [{ seed: 0, tries: 17, solved: true }], ascending: { tries: 18, solved: true } },
  ];
  const f = seedsFigure(rows, STRATEGIES, 500, 200);
  assert.deepEqual(
    f.rows.map((r) => [r.label, r.cls]),
    [
      ['backtracking', 's1'],
      ['singles', 's2'],
    ],
  );
  assert.deepEqual(
    f.xTicks.map((t) => t.label),
    ['10', '100', '1k', '10k', '100k', '1M'],
  );
  assert.equal(f.marks.filter((m) => m.cls.startsWith('dot')).length, 4);
  assert.equal(f.marks.filter((m) => m.cls.includes('over')).length, 1, 'a run over budget is a cross');
  assert.deepEqual(
    f.marks.filter((m) => m.cls.startsWith('ascending')).map((m) => m.data.tries),
    ['115097', '18'],
  );
  assert.equal(f.lines.length, 2, 'a median tick per row');
  // The median of backtracking's three runs is its second, 1,000 tries: at the "1k" tick.
  const tick = /** @type {{ x: number }} */ (f.xTicks.find((t) => t.label === '1k'));
  assert.ok(f.lines[0].d.startsWith(`M${tick.x},`));
});

test("in Czech the charts' ticks and points are in its digits and words", async () => {
  const cs = await loadMessages('cs', 'pages');
  assert.deepEqual(
    [-3, -1, 0, 3, 4].map((d) => decadeLabel(d, 'ms', cs)),
    ['0,001', '0,1', '1', '1\u00a0000', '10 s'],
  );
  const f = meansFigure(summaries, STRATEGIES, 'tries', 600, 300, cs);
  assert.equal(
    f.marks.find((m) => m.data.strategy === 'backtracking' && m.data.holes === '60')?.title,
    'backtracking, 60 prázdných políček: průměrný počet pokusů 219\u00a0174',
  );
  const time = meansFigure(summaries, STRATEGIES, 'ms', 600, 300, cs);
  assert.equal(time.marks.find((m) => m.data.strategy === 'singles' && m.data.holes === '60')?.title, 'singles, 60 prázdných políček: průměrný čas 0,03 ms');
  const rows = [{ strategy: 'backtracking', ascending: { tries: 1500, solved: true }, runs: [{ seed: 3, tries: 21000, solved: false }] }];
  const dots = seedsFigure(rows, STRATEGIES, 500, 200, cs);
  assert.deepEqual(
    dots.marks.map((m) => m.title),
    ['backtracking, semínko 3: 21\u00a0000 pokusů (rozpočet vyčerpán, nevyřešeno)', 'backtracking, vzestupné pořadí: 1\u00a0500 pokusů'],
  );
});
