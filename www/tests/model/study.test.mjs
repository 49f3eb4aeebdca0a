// The study page's tables and CSV, from the engine's own plan and a real (small) study run in
// Node: the model only lays out what the engine computed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Study, studyPlans } from './lab.mjs';
import { SUMMARY_FIELDS, cliCommand, csv, rowOf, tableView, whole } from '../../model/study-tables.js';
import { loadMessages } from '../../i18n/messages.js';
// English with every part of its catalogue, as the pages load them (the default of the functions).
import './catalogues.mjs';

/** @type {import('../../engine/study-pool.js').StudyPlan[]} */
const plans = JSON.parse(studyPlans());
const [shoot, annealing] = plans;

test("the engine plans both of the paper's experiments with its figures", () => {
  assert.deepEqual(
    plans.map((p) => p.strategy),
    ['shoot-and-go', 'annealing'],
  );
  assert.equal(shoot.board, '.3.....3.412....');
  assert.equal(shoot.settings.length, 18);
  assert.deepEqual(shoot.settings[0], { params: 'hmax=1 cmeth=1', paper: [24061] });
  assert.deepEqual(annealing.paper_columns, ['paper Python', 'paper C++']);
  assert.deepEqual(
    annealing.groups.map((g) => g.key),
    ['t0', 'mez', 'q'],
  );
  assert.ok(annealing.quick_runs < annealing.runs);
});

test('whole numbers round as the CLI prints them, ties to even, grouped by thousands', () => {
  assert.equal(whole(18272.034), '18,272');
  assert.equal(whole(23988.5), '23,988');
  assert.equal(whole(23989.5), '23,990');
  assert.equal(whole(1525941), '1,525,941');
  assert.equal(whole(999.5), '1,000');
  assert.equal(whole(null), '—');
});

test('whole numbers in Czech are grouped as Czech groups them', async () => {
  const cs = await loadMessages('cs');
  assert.equal(whole(23988.5, cs), '23\u00a0988');
  assert.deepEqual(tableView(shoot, null, cs).groups[0].rows[0].cells.at(-1), '24\u00a0061');
});

test("before a run the table has the paper's figures and empty cells of ours", () => {
  const v = tableView(shoot, null);
  assert.deepEqual(v.head, ['setting', 'solved', 'mean steps', 'median steps', 'mean tries', 'median tries', 'paper tries']);
  assert.equal(v.paperFrom, 6);
  assert.equal(v.groups.length, 2);
  const first = v.groups[0].rows[0];
  assert.equal(first.setting, 'hmax=1 cmeth=1');
  assert.deepEqual(first.cells, ['', '', '', '', '', '24,061']);
  // The paper's lowest with clamping is at hmax 3, with wrapping at hmax 2.
  assert.equal(v.groups[0].note, 'Lowest mean tries: paper tries at hmax=3 cmeth=1.');
  assert.equal(
    v.groups[1].rows.findIndex((r) => r.best[5]),
    1,
  );
});

test("the table's headings and notes in Czech and Polish; the paper's languages kept", async () => {
  const [cs, pl] = await Promise.all([loadMessages('cs'), loadMessages('pl')]);
  const v = tableView(shoot, null, cs);
  assert.deepEqual(v.head, ['nastavení', 'vyřešeno', 'průměr kroků', 'medián kroků', 'průměr pokusů', 'medián pokusů', 'článek: pokusy']);
  assert.equal(v.groups[0].note, 'Nejnižší průměr pokusů: článek: pokusy při hmax=3 cmeth=1.');
  assert.deepEqual(tableView(annealing, null, pl).head.slice(-2), ['artykuł: Python', 'artykuł: C++']);
});

test("a study's numbers fill the rows, mark the lowest mean of each group and export as CSV", () => {
  const study = new Study('annealing', 2, 2, 20000);
  while (study.done < study.total) study.advance(1000);
  const summary = study.summary();
  study.free();
  assert.equal(summary.length, annealing.settings.length * SUMMARY_FIELDS);
  const v = tableView(annealing, summary);
  const rows = v.groups.flatMap((g) => g.rows);
  for (const r of rows) {
    const i = annealing.settings.findIndex((s) => s.params === r.setting);
    const row = rowOf(summary, i);
    assert.ok(row);
    assert.equal(r.cells[0], `${row.solved}/2`);
    assert.equal(r.cells[1], whole(row.meanSteps));
  }
  // Some settings solve within 20,000 steps, some do not: those show dashes and are never marked.
  assert.ok(rows.some((r) => r.cells[1] === '—') && rows.some((r) => r.cells[1] !== '—'));
  for (const g of v.groups) {
    const means = g.rows
      .map((r) => r.cells[1])
      .filter((c) => c !== '—')
      .map((c) => Number(c.replace(/,/g, '')));
    const marked = g.rows.filter((r) => r.best[1]);
    if (means.length) assert.equal(Number(marked[0].cells[1].replace(/,/g, '')), Math.min(...means), g.caption);
    else assert.equal(marked.length, 0);
  }
  const job = { strategy: 'annealing', firstSeed: 2, runs: 2, budget: 20000 };
  const lines = csv(annealing, job, summary).trimEnd().split('\n');
  assert.equal(
    lines[0],
    'strategy,board,first_seed,budget,params,runs,solved,share_solved,mean_steps,median_steps,mean_tries,median_tries,paper_Python,paper_C++',
  );
  assert.equal(lines.length, 12);
  const base = lines[1].split(',');
  assert.deepEqual(base.slice(0, 5), ['annealing', annealing.board, '2', '20000', 't0=80 q=0.9 mez=30']);
  assert.equal(Number(base[8] || NaN), rowOf(summary, 0)?.meanSteps ?? NaN);
  assert.deepEqual(base.slice(-2), ['6000', '1525941']);
  assert.equal(cliCommand(annealing, job), 'sudoku-stepper study annealing --runs 2 --seed 2 --budget 20000');
  assert.equal(cliCommand(shoot, { ...job, strategy: 'shoot-and-go', budget: shoot.budget }), 'sudoku-stepper study shoot-and-go --runs 2 --seed 2');
});

test('the engine refuses a study it cannot run, naming the number', () => {
  assert.throws(() => new Study('annealing', 0, 0, undefined), /Study: runs must be a whole number from 1/);
  assert.throws(() => new Study('mrv', 0, 1, undefined), /the paper has no study of mrv/);
  assert.throws(() => new Study('annealing', -1, 1, undefined), /firstSeed must be a whole number/);
});

test("the plans' board notes and group captions are in every language, the English ones the engine's own; so are the tables' column groups", async () => {
  const { parts } = await import('./catalogues.mjs');
  const en = (await parts('en')).pages;
  for (const plan of plans) {
    assert.equal(en[`page.study.note.${plan.strategy}`], plan.board_note, `${plan.strategy}: the board's note`);
    plan.groups.forEach((g, i) => assert.equal(en[`page.study.group.${plan.strategy}.${i}`], g.caption, `${plan.strategy} group ${i}`));
  }
  const cs = await loadMessages('cs', 'pages');
  for (const plan of plans) {
    const view = tableView(plan, null, cs);
    assert.deepEqual(view.sides, { ours: 'naše', paper: 'článek' });
    view.groups.forEach((g, i) => assert.notEqual(g.caption, plan.groups[i].caption, `${plan.strategy} group ${i} in Czech`));
  }
});
