// A local search's move says why, from the engine (`Search.acceptance`, `Search.descent`): real
// seeded runs through the page's own Session. Annealing's accept or reject states Δ, T, p and
// the draw as numbers that, as written, compare the way the decision went; shoot-and-go's move
// names the cell and the digits the board shows changed. A solved local search offers no
// Continue, and the restart counts read as the narration words them; in every language.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Session } from '../../engine/session.js';
import { narrate } from '../../model/narrate.js';
import { boardView } from '../../model/board.js';
import { viewState } from '../../model/view.js';
import { loadMessages } from '../../i18n/messages.js';
import { EventKind, engineParts, geometry, infos, memory, quietBoard } from './wasm.mjs';
import { chartView } from '../../model/trace.js';
// The chart panel's words, which a page loads with the panel (layout.js, ChartPanel.sync).
await loadMessages('en', 'charts');

const { Search } = await import('../../pkg/sudoku_stepper.js');
const g9 = geometry(9);
const EASY = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
/** No solution (r1c9 needs the 9 column 9 has): annealing cools to its reheats, where chances are tiny. */
const UNSOLVABLE = `12345678.........9${'.'.repeat(63)}`;
const SUPER = '⁻⁰¹²³⁴⁵⁶⁷⁸⁹';

/** @param {string} puzzle @param {string} strategy @param {string} params */
const open = (puzzle, strategy, params) =>
  new Session(Search.withParams(puzzle, strategy, params), memory, geometry(Math.sqrt(puzzle.length)), 'local', engineParts);

/** A number as the English narration writes it: "0.973", "3.7 × 10⁻⁶". @param {string} text */
function read(text) {
  const power = text.match(/^([\d.]+) × 10([⁻⁰-⁹¹²³]+)$/u);
  if (!power) return Number(text);
  const exponent = [...power[2]].map((c) => (c === '⁻' ? '-' : String(SUPER.indexOf(c) - 1))).join('');
  return Number(`${power[1]}e${exponent}`);
}

/** Signed as the narration writes a change: "+2", "−1", "±0". @param {number} n */
const signed = (n) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '±0');

test('annealing: each accept or reject states Δ, T, p = e^(−Δ/T) and the draw, and as written they compare as the decision went', () => {
  const seen = { free: 0, made: 0, refused: 0, tiny: 0 };
  for (const [puzzle, params] of [
    [EASY, 'seed=1 budget=30000'],
    [UNSOLVABLE, 'seed=3 q=0.5 mez=20 budget=30000'],
  ]) {
    const s = open(puzzle, 'annealing', params);
    let proposed = null;
    while (!s.done) {
      s.advance(1, Infinity, false);
      const ev = s.last;
      if (ev.kind === EventKind.Propose) proposed = ev;
      if (ev.kind !== EventKind.Accept && ev.kind !== EventKind.Reject) continue;
      const a = ev.acceptance;
      const c = s.counters;
      const line = narrate(ev, g9, c);
      assert.ok(a, `${line}: the engine's decision`);
      assert.deepEqual([a.cells, a.delta], [[proposed.cell, proposed.peer], proposed.delta], line);
      assert.equal(ev.descent, null);
      const made = ev.kind === EventKind.Accept;
      if (a.draw === null) {
        seen.free++;
        assert.ok(made && a.delta <= 0, line);
        const why = a.delta < 0 ? 'an improvement' : 'a move that is no worse';
        assert.equal(line, `move made: penalty ${signed(a.delta)}; ${why} is always made, without a draw; penalty now ${c.penalty}`);
        continue;
      }
      const t = String(Number(a.temperature.toPrecision(3)));
      const number = '([\\d.]+(?: × 10[⁻⁰-⁹¹²³]+)?)';
      const head = `penalty \\${signed(a.delta)} at temperature ${t.replace('.', '\\.')}`;
      const pattern = made
        ? `^move made: ${head}, p = e\\^\\(−${a.delta}/${t.replace('.', '\\.')}\\) ≈ ${number} > random draw ${number}; penalty now ${c.penalty}$`
        : `^move refused: ${head}, random draw ${number} ≥ p = e\\^\\(−${a.delta}/${t.replace('.', '\\.')}\\) ≈ ${number}; penalty stays ${c.penalty}$`;
      const m = line.match(new RegExp(pattern, 'u'));
      assert.ok(m, line);
      const [p, u] = (made ? [m[1], m[2]] : [m[2], m[1]]).map(read);
      // As written: made iff the draw is below p; each written number within its rounding.
      assert.equal(u < p, made, line);
      if (!made) assert.ok(u >= p, line);
      assert.ok(Math.abs(p - a.probability) <= a.probability * 5e-3 + Number.MIN_VALUE, `${line}: p ${a.probability}`);
      assert.ok(Math.abs(u - a.draw) <= a.draw * 5e-3, `${line}: draw ${a.draw}`);
      if (line.includes('× 10')) seen.tiny++;
      if (made) seen.made++;
      else seen.refused++;
    }
    s.free();
  }
  assert.ok(seen.free > 50 && seen.made > 50 && seen.refused > 50 && seen.tiny > 10, JSON.stringify(seen));
});

test('shoot-and-go: a move names its cell, the digit it had and the one it gets, the best of the neighbours proposed; the board rings the cell', () => {
  const s = open(EASY, 'shoot-and-go', 'seed=2 budget=20000');
  let proposals = [];
  let moves = 0;
  while (!s.done) {
    const before = s.snapshot(false).values.slice();
    s.advance(1, Infinity, false);
    const ev = s.last;
    if (ev.kind === EventKind.Propose) {
      proposals.push(ev);
      continue;
    }
    if (ev.kind !== EventKind.Accept) {
      proposals = [];
      continue;
    }
    const d = ev.descent;
    assert.ok(d && ev.acceptance === null);
    const c = s.counters;
    const snap = s.snapshot(false);
    const line = narrate(ev, g9, c);
    assert.equal(
      line,
      `move made: ${g9.cellName(d.cell)} from ${d.from} to ${d.to}, the best of ${proposals.length} neighbours (penalty ${signed(d.delta)}); penalty now ${c.penalty}`,
    );
    assert.deepEqual([before[d.cell], snap.values[d.cell]], [d.from, d.to], line);
    assert.equal(proposals.filter((p) => p.cell === d.cell && p.digit === d.to && p.delta === d.delta).length > 0, true, `${line}: proposed`);
    assert.equal(Math.min(...proposals.map((p) => p.delta)), d.delta, `${line}: the best`);
    const board = boardView({ ...quietBoard, snapshot: snap, last: ev, unitPenalties: null });
    assert.deepEqual(
      board.cells.flatMap((cell, i) => (cell.cls.includes(' moved') ? [i] : [])),
      [d.cell],
      `${line}: the cell ringed`,
    );
    proposals = [];
    moves++;
  }
  assert.ok(moves > 20, `${moves} moves`);
  s.free();
});

test('the new sentences in Czech, Polish and Vietnamese, with their plural forms and decimal signs', async () => {
  const [cs, pl, vi] = await Promise.all(['cs', 'pl', 'vi'].map((l) => loadMessages(l)));
  const base = { kind: EventKind.Accept, count: 77, family: 'local', descent: null, acceptance: null };
  const descent = { ...base, descent: { cell: 20, from: 5, to: 7, delta: -2, neighbours: 300 } };
  const made = { ...base, acceptance: { cells: [0, 1], delta: 2, temperature: 72.9312, probability: 0.97294, draw: 0.41 } };
  const refused = { ...made, kind: EventKind.Reject, acceptance: { ...made.acceptance, temperature: 0.0813, probability: 4.6e-11, draw: 0.99 } };
  const free = { ...base, acceptance: { cells: [0, 1], delta: -1, temperature: 80, probability: 1, draw: null } };
  const say = (/** @type {any} */ ev, /** @type {any} */ m) => narrate(ev, g9, /** @type {any} */ ({ penalty: 77 }), m);
  assert.deepEqual(
    [descent, made, refused, free].map((ev) => say(ev, undefined)),
    [
      'move made: r3c3 from 5 to 7, the best of 300 neighbours (penalty −2); penalty now 77',
      'move made: penalty +2 at temperature 72.9, p = e^(−2/72.9) ≈ 0.973 > random draw 0.41; penalty now 77',
      'move refused: penalty +2 at temperature 0.0813, random draw 0.99 ≥ p = e^(−2/0.0813) ≈ 4.6 × 10⁻¹¹; penalty stays 77',
      'move made: penalty −1; an improvement is always made, without a draw; penalty now 77',
    ],
  );
  assert.deepEqual(
    [descent, made, refused, free].map((ev) => say(ev, cs)),
    [
      'tah proveden: ř3s3 mění 5 na 7, nejlepší mezi 300 sousedy (penalizace −2); penalizace je teď 77',
      'tah proveden: penalizace +2 při teplotě 72,9, p = e^(−2/72,9) ≈ 0,973 > náhodné číslo 0,41; penalizace je teď 77',
      'tah odmítnut: penalizace +2 při teplotě 0,0813, náhodné číslo 0,99 ≥ p = e^(−2/0,0813) ≈ 4,6 · 10⁻¹¹; penalizace zůstává 77',
      'tah proveden: penalizace −1; zlepšení se přijímá vždy, bez losování; penalizace je teď 77',
    ],
  );
  const few = { ...descent, descent: { ...descent.descent, neighbours: 4 } };
  assert.equal(say(few, pl), 'ruch wykonany: w3k3 zmienia 5 na 7, najlepszy spośród 4 sąsiadów (kara −2); kara wynosi teraz 77');
  assert.equal(
    say(refused, pl),
    'ruch odrzucony: kara +2 przy temperaturze 0,0813, wylosowana liczba 0,99 ≥ p = e^(−2/0,0813) ≈ 4,6 · 10⁻¹¹; kara pozostaje 77',
  );
  assert.equal(
    say({ ...free, acceptance: { ...free.acceptance, delta: 0 } }, pl),
    'ruch wykonany: kara ±0; ruch, który niczego nie pogarsza, jest przyjmowany zawsze, bez losowania; kara wynosi teraz 77',
  );
  assert.equal(say(made, vi), 'đã đi nước: điểm phạt +2 ở nhiệt độ 72,9, p = e^(−2/72,9) ≈ 0,973 > số ngẫu nhiên 0,41; điểm phạt giờ là 77');
  assert.equal(say(descent, vi), 'đã đi nước: h3c3 đổi từ 5 thành 7, tốt nhất trong 300 phương án lân cận đã xét (điểm phạt −2); điểm phạt giờ là 77');
});

test('a close chance and draw get the digits that tell them apart', () => {
  const ev = {
    kind: EventKind.Accept,
    count: 5,
    family: 'local',
    descent: null,
    acceptance: { cells: [0, 1], delta: 1, temperature: 40, probability: 0.9753099, draw: 0.9752981 },
  };
  assert.match(narrate(/** @type {any} */ (ev), g9, /** @type {any} */ ({})), /≈ 0\.97531 > random draw 0\.9753;/);
});

test('a local search at its solution offers no Continue, and its restart count reads as the first fill or shot and the reheats or new shots', async () => {
  const cs = await loadMessages('cs', 'charts');
  for (const [strategy, params, first, again] of [
    // Seeds that reheat or shoot again before they solve.
    ['annealing', 'seed=2 mez=5 q=0.5 t0=1', 'fill', 'reheat'],
    ['shoot-and-go', 'seed=0', 'shot', 'new shot'],
  ]) {
    const s = open('.3.....3.412....', strategy, params);
    s.advance(1e6, Infinity);
    assert.equal(s.last?.kind, EventKind.Solution);
    assert.ok(!s.done && s.over, 'the engine has a step left, which only says the search is over');
    const c = s.counters;
    const input = (/** @type {any} */ m) => ({
      status: /** @type {const} */ ('solved'),
      mode: /** @type {const} */ ('full'),
      editable: false,
      geometry: geometry(4),
      givens: new Uint8Array(16),
      conflicts: [],
      snapshot: s.snapshot(false),
      counters: c,
      done: s.over,
      last: s.last,
      refutation: null,
      preview: null,
      previewDepth: 0,
      selected: -1,
      active: 0,
      playing: false,
      target: null,
      speed: 10,
      elapsed: 0,
      rate: 0,
      strategy,
      params,
      strategies: infos,
      panels: ['chart'],
      message: '',
      chart: chartView(/** @type {import('../../model/trace.js').Series} */ (s.series()), c, m),
      cover: null,
      unitPenalties: null,
      runtimes: null,
      tree: null,
      messages: m,
    });
    const view = viewState(input(undefined));
    assert.deepEqual(view.controls.play, { icon: 'play', text: 'Play', disabled: true }, `${strategy}: no Continue`);
    assert.equal(view.controls.step, false);
    assert.equal(view.controls.end.disabled, true);
    const n = c.restarts;
    assert.ok(n >= 2, `${strategy}: ${n} restarts`);
    const plural = (/** @type {number} */ k, /** @type {string} */ w) => `${k} ${w}${k === 1 ? '' : 's'}`;
    assert.equal(view.chart?.restartKey, `${n} starts (the first ${first} and ${plural(n - 1, again)})`);
    assert.equal(view.counterList.find((x) => x.key === 'restarts')?.label, 'starts');
    const czech = viewState(input(cs)).chart?.restartKey ?? '';
    assert.match(
      czech,
      strategy === 'annealing'
        ? /^\d+ začát(ky|ků) \(první vyplnění a \d+ ohřátí\)$/
        : /^\d+ začát(ky|ků) \(první výstřel a \d+ (nový výstřel|nové výstřely|nových výstřelů)\)$/,
    );
    s.free();
  }
});
