// The study page's findings in words agree with the table they sit under: on real studies of
// several sizes, every figure the prose quotes is one of the table's or a ratio or percentage of
// two of them; on made-up tables, each finding turns with the figures (below, above or mixed
// against the paper; wrapping winning or not; Mez reversed or not; T0 flat or not).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Study, studyPlans } from './lab.mjs';
import { SUMMARY_FIELDS, tableView } from '../../model/study-tables.js';
import { studyProse } from '../../model/study-prose.js';
import { loadMessages } from '../../i18n/messages.js';
import './catalogues.mjs';

/** @type {import('../../engine/study-pool.js').StudyPlan[]} */
const plans = JSON.parse(studyPlans());
const [shoot, annealing] = plans;

/** @param {string} strategy @param {number} runs @param {number} budget */
function run(strategy, runs, budget) {
  const study = new Study(strategy, 0, runs, budget);
  while (study.done < study.total) study.advance(100_000);
  const summary = study.summary();
  study.free();
  return summary;
}

/**
 * A made-up summary: `mean(setting index, paper figures)` gives a setting's mean of the plan's
 * measure (the other mean the same), `solved` how many of `runs` solved.
 * @param {import('../../engine/study-pool.js').StudyPlan} plan
 * @param {(i: number, paper: number[]) => number} mean
 */
function madeUp(plan, mean, runs = 10, solved = (/** @type {number} */ _i) => runs) {
  const s = new Float64Array(plan.settings.length * SUMMARY_FIELDS);
  plan.settings.forEach((setting, i) => {
    const x = mean(i, setting.paper);
    s.set([runs, solved(i), x, x, x, x], i * SUMMARY_FIELDS);
  });
  return s;
}

/** @param {string} setting @param {string} key */
const valueIn = (setting, key) =>
  Number(
    setting
      .split(' ')
      .find((p) => p.startsWith(`${key}=`))
      ?.split('=')[1],
  );
/** A table cell as the number it shows. @param {string} cell */
const num = (cell) => Number(cell.replace(/,/g, ''));
/** A ratio or percentage as the prose writes it in English. @param {number} x */
const fig = (x) => x.toFixed(x < 10 ? 1 : 0);

/**
 * Every figure the prose may quote for this table: its cells, the ratios of any two of its
 * figures, the percentages between any two, the values of the settings and the run counts.
 * @param {import('../../engine/study-pool.js').StudyPlan} plan
 * @param {Float64Array} summary
 */
function allowed(plan, summary) {
  const v = tableView(plan, summary);
  const rows = v.groups.flatMap((g) => g.rows);
  const cells = rows.flatMap((r) => r.cells.filter((c) => /\d/.test(c) && !c.includes('/')));
  const figures = [...new Set(cells.map(num))];
  const out = new Set([...cells, ...rows.flatMap((r) => r.cells[0].split('/'))]);
  for (const a of figures) {
    for (const b of figures) {
      if (!b) continue;
      out.add(fig(a / b));
      out.add(fig((100 * Math.abs(a - b)) / b));
      out.add(fig((100 * Math.abs(a - b)) / Math.min(a, b)));
    }
  }
  const values = plan.settings.flatMap((s) => s.params.split(' ').map((pair) => pair.split('=')[1]));
  for (const a of values) {
    out.add(a);
    for (const b of values) out.add(fig(Number(a) / Number(b)));
  }
  return out;
}

/**
 * The figures a prose quotes, its settings (`hmax=1 cmeth=2`) and fixed words ("4×4", "2·hmax") left out.
 * @param {string} text
 */
const quoted = (text) =>
  text
    .replace(/\b\w+=[\d.]+/g, '')
    .replace(/4×4|9×9|2·hmax|C\+\+|T0/g, '')
    .match(/\d{1,3}(,\d{3})+(\.\d+)?|\d+(\.\d+)?/g) ?? [];

for (const runs of [3, 20, 100]) {
  test(`a real shoot-and-go study of ${runs} runs: every figure its prose quotes is the table's or computed from it`, () => {
    const summary = run('shoot-and-go', runs, shoot.budget);
    const text = studyProse(shoot, summary, { strategy: 'shoot-and-go', runs, firstSeed: 0, budget: shoot.budget });
    const ok = allowed(shoot, summary);
    for (const n of quoted(text)) assert.ok(ok.has(n) || ['2', '6', '3'].includes(n), `${n} in: ${text}`);
    assert.match(text, new RegExp(`^The study above has ${runs} runs per setting\\.`));
    // The best hmax of each group is the one the table marks.
    const v = tableView(shoot, summary);
    const [clamp, wrap] = v.groups.map((g) => valueIn(/** @type {string} */ (g.rows.find((r) => r.best[3])?.setting), 'hmax'));
    assert.match(text, new RegExp(`lowest mean is at hmax ${clamp} with clamping and ${wrap} with wrapping`));
    // The ratios at hmax 1 and 2 are those of the table's cells.
    const mean = (/** @type {number} */ g, /** @type {number} */ r) => num(v.groups[g].rows[r].cells[3]);
    assert.ok(text.includes(`${fig(mean(0, 0) / mean(1, 0))}× its tries at hmax 1 and ${fig(mean(0, 1) / mean(1, 1))}× at hmax 2 for us`), text);
    // Below, above or mixed, as the table's cells against the paper's say.
    const off = v.groups.flatMap((g) => g.rows.map((r) => num(r.cells[3]) / num(r.cells[5]) - 1));
    const side = off.every((x) => x < 0)
      ? /below the paper's throughout/
      : off.every((x) => x > 0)
        ? /above the paper's throughout/
        : /% below the paper's .* above it/;
    assert.match(text, side);
  });
}

test('the paper-sized shoot-and-go study says so, and its prose is what the paper-sized table shows', () => {
  const summary = run('shoot-and-go', shoot.runs, shoot.budget);
  const text = studyProse(shoot, summary, { strategy: 'shoot-and-go', runs: shoot.runs, firstSeed: 0, budget: shoot.budget });
  assert.match(text, /^The paper-sized study above has 500 runs per setting\./);
  assert.match(text, /clamping takes 6\.1× its tries at hmax 1 and 1\.9× at hmax 2 for us, 5\.3× and 1\.8× in the paper/);
  assert.match(text, /Our counts run 3\.1 % \(hmax=6 cmeth=1\) to 35 % \(hmax=1 cmeth=2\) below the paper's throughout\./);
  assert.match(text, /the paper's differences there look like the noise of fewer runs/);
});

test("made-up tables: all below the paper says below, all above says above, mixed says both, each with the table's figures", () => {
  const job = { strategy: 'shoot-and-go', runs: 10, firstSeed: 0, budget: shoot.budget };
  const below = studyProse(
    shoot,
    madeUp(shoot, (i, [p]) => p * (i === 4 ? 0.9 : 0.8)),
    job,
  );
  assert.match(below, /Our counts run 10 % \(hmax=5 cmeth=1\) to 20 % \(hmax=\d+ cmeth=\d\) below the paper's throughout\./);
  const above = studyProse(
    shoot,
    madeUp(shoot, (i, [p]) => p * (i === 10 ? 1.5 : 1.25)),
    job,
  );
  assert.match(above, /Our counts run 25 % \(hmax=\d+ cmeth=\d\) to 50 % \(hmax=2 cmeth=2\) above the paper's throughout\./);
  const mixed = studyProse(
    shoot,
    madeUp(shoot, (i, [p]) => p * (i === 3 ? 0.7 : i === 12 ? 1.04 : 1)),
    job,
  );
  assert.match(mixed, /Our counts run from 30 % below the paper's \(hmax=4 cmeth=1\) to 4\.0 % above it \(hmax=4 cmeth=2\)\./);
  assert.doesNotMatch(mixed, /throughout/);
});

test('made-up tables: wrapping that loses at small hmax, and corrections far apart, are not called a win or noise', () => {
  const job = { strategy: 'shoot-and-go', runs: 10, firstSeed: 0, budget: shoot.budget };
  // The paper's figures as ours: its findings exactly, its noise ours too.
  const paper = studyProse(
    shoot,
    madeUp(shoot, (_i, [p]) => p),
    job,
  );
  assert.match(paper, /Our counts are the paper's throughout\./);
  assert.match(
    paper,
    /Wrapping wins where it matters, at small hmax: clamping takes 5\.3× its tries at hmax 1 and 1\.8× at hmax 2 for us, 5\.3× and 1\.8× in the paper/,
  );
  assert.match(
    paper,
    /From hmax 3 on our two corrections are within 23 % of each other, while the paper's differ by up to 23 % and it has wrapping worse at hmax 3, 5 and 6\./,
  );
  assert.doesNotMatch(paper, /noise of fewer runs/);
  assert.match(paper, /more runs per setting would show whether that is noise/);
  assert.match(paper, /lowest mean is at hmax 3 with clamping and 2 with wrapping, as in the paper: both inside the paper's 2–6\./);
  // Wrapping dearer at hmax 1: no win.
  const loses = studyProse(
    shoot,
    madeUp(shoot, (i, [p]) => (i === 9 ? 30000 : p)),
    job,
  );
  assert.match(loses, /At small hmax wrapping does not win throughout for us: clamping takes 0\.8× its tries at hmax 1/);
  assert.doesNotMatch(loses, /Wrapping wins/);
  // Tries flat in hmax: the best is at hmax 15, so nothing grows past it.
  const flat = studyProse(
    shoot,
    madeUp(shoot, (i) => 1000 - i),
    job,
  );
  assert.match(flat, /lowest mean is at hmax 15 with clamping and 15 with wrapping, the paper's at 3 and 2, not both inside the paper's 2–6\./);
  assert.doesNotMatch(flat, /Past it/);
});

test('before a run, and part way through one, the prose says only what the table has', () => {
  assert.equal(studyProse(shoot, null, null), "Run a study: what its numbers show beside the paper's is written here.");
  const s = madeUp(shoot, (_i, [p]) => p);
  // Settings that have not run a seed yet: none of their figures is quoted.
  for (const i of [0, 9]) s.set([0, 0, Number.NaN, Number.NaN, Number.NaN, Number.NaN], i * SUMMARY_FIELDS);
  const text = studyProse(shoot, s, { strategy: 'shoot-and-go', runs: 10, firstSeed: 0, budget: shoot.budget });
  assert.match(text, /^The study above has 0 to 10 runs per setting\./);
  assert.doesNotMatch(text, /at hmax 1 and/);
  assert.doesNotMatch(text, /24,061/);
});

test('made-up annealing tables: Mez reversed or not, T0 flat or not, the defaults against both columns, runs that did not solve', () => {
  const job = { strategy: 'annealing', runs: 10, firstSeed: 0, budget: 1e6 };
  const index = (/** @type {string} */ params) => annealing.settings.findIndex((s) => s.params === params);
  const mez = (/** @type {number} */ i) => valueIn(annealing.settings[i].params, 'mez');
  // Ours fall as Mez grows (the Python column rises); T0 flat; the base between the columns.
  const reversed = studyProse(
    annealing,
    madeUp(
      annealing,
      (i) => 3_000_000 / mez(i) + (i < 5 ? i : 0),
      10,
      (i) => (i === index('t0=80 q=0.9 mez=10') ? 3 : 10),
    ),
    job,
  );
  assert.match(reversed, /Mez works the other way round\. With a fast quench \(Mez 10 or 20\)/);
  assert.match(reversed, /Mez 180 needs 6\.0× fewer steps than Mez 30/);
  assert.match(reversed, /T0 hardly matters for us, as in the paper's C\+\+ column, where it has no steady trend\./);
  assert.match(reversed, /Mez 18×/);
  assert.match(reversed, /At the defaults our mean of 100,000 steps sits between the paper's two columns \(6,000 in Python, 1,525,941 in C\+\+\)\./);
  assert.match(reversed, /Within 1,000,000 steps not every run solves: t0=80 q=0\.9 mez=10 solves 3 of 10 runs\./);
  // Ours as the Python column: no reversal, T0 not flat (its span is the paper's 2.8×), the
  // defaults below the C++ column and at Python's.
  const python = studyProse(
    annealing,
    madeUp(annealing, (_i, [p]) => p),
    job,
  );
  assert.doesNotMatch(python, /other way round|does not agree/);
  assert.doesNotMatch(python, /hardly matters/);
  assert.match(python, /T0 2\.8×, Mez 11× and Q 62× for us, 2\.8×, 11× and 62× in the paper's Python column\./);
  assert.match(python, /Q 0\.999 costs 60× what Q 0\.9 does for us, 60× in the paper's Python column\./);
  assert.doesNotMatch(python, /not every run/);
  const above = studyProse(
    annealing,
    madeUp(annealing, () => 5e6),
    job,
  );
  assert.match(above, /our mean of 5,000,000 steps sits above both of the paper's columns/);
  // What the paper leaves out holds whatever the runs: it is there before any run too.
  assert.match(studyProse(annealing, null, null), /The paper does not give its board/);
});

test('the findings in Czech, Polish and Vietnamese: their plurals, decimal commas and lists', async () => {
  const [cs, pl, vi] = await Promise.all(['cs', 'pl', 'vi'].map((l) => loadMessages(/** @type {any} */ (l), 'pages')));
  const job = { strategy: 'shoot-and-go', runs: 3, firstSeed: 0, budget: shoot.budget };
  const s = madeUp(shoot, (_i, [p]) => p, 3);
  const csText = studyProse(shoot, s, job, cs);
  assert.match(csText, /^Studie výše má 3 běhy na nastavení\./);
  assert.match(csText, /ořezání u nás potřebuje 5,3× tolik pokusů při hmax 1 a 1,8× při hmax 2/);
  // Czech keeps a one-letter conjunction with the word after it (a no-break space).
  assert.match(csText, /přetočení je tam horší při hmax 3, 5 a\u00a06\./);
  assert.match(
    studyProse(
      shoot,
      madeUp(shoot, (_i, [p]) => p, 5),
      { ...job, runs: 5 },
      pl,
    ),
    /^Badanie powyżej ma 5 przebiegów na ustawienie\./,
  );
  assert.match(studyProse(shoot, s, job, vi), /^Nghiên cứu ở trên có 3 lần chạy mỗi thiết lập\./);
  const unsolved = studyProse(
    annealing,
    madeUp(
      annealing,
      (_i, [p]) => p,
      2,
      (i) => (i === 6 ? 1 : 2),
    ),
    { strategy: 'annealing', runs: 2, firstSeed: 0, budget: 30000 },
    cs,
  );
  assert.match(unsolved, /Ne každý běh najde řešení do 30\u00a0000 kroků: t0=80 q=0\.9 mez=10 vyřeší 1 z 2 běhů\./);
  assert.match(unsolved, /Q 0,999 u nás stojí 60× tolik co Q 0,9/);
});
