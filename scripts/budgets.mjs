// The download budgets of an embed, in one place: what each stage of using dist/ may download,
// gzipped (-9) per file as a server would send it, in KB of 1,000 bytes. `scripts/budget.mjs`
// measures the stages in Chromium and fails the gate when one is over its ceiling; the size
// table of docs/element.md is written from the same measurement. Bytes are deterministic, so
// they belong in the gate; time is not, so load times stay in the benchmarks
// (scripts/bench-browser.mjs).
//
// A stage's `budget` is what it must fit in; until it does, its `ceiling` is what it weighed
// when it was last cut, so that nothing adds weight unnoticed while the cuts go on. A cut
// lowers the ceiling in the same commit; at the budget the two are one.

/**
 * One stage of an embed's life: the files it downloads that the stages before it did not.
 * @typedef {object} Stage
 * @property {string} id
 * @property {string} label   what the reader has done, as docs/element.md's table says it
 * @property {number} budget  bytes gzipped the stage may download
 * @property {number} ceiling  bytes over which the gate fails: the budget, or while the stage is
 *   over it, its weight when last cut
 * @property {number | null} goal  what the next features must leave room under
 * @property {boolean} wasm   whether the stage may download a `.wasm`
 */

/** @type {readonly Stage[]} */
export const STAGES = [
  {
    id: 'unseen',
    label: 'a default element far below the first screen, before it comes within a viewport of being seen',
    budget: 20_000,
    ceiling: 20_000,
    goal: 10_000,
    wasm: false,
  },
  {
    id: 'interactive',
    label: 'a default element (`panels="counters stack"`, strategy `singles`), interactive: its first 100 steps taken',
    budget: 90_000,
    ceiling: 122_100,
    goal: 60_000,
    wasm: true,
  },
  { id: 'full', label: 'then `strategy="dlx"`: the full engine', budget: 120_000, ceiling: 120_000, goal: null, wasm: true },
  { id: 'tree', label: 'then `panels="counters tree"`: the tree panel', budget: 12_000, ceiling: 12_000, goal: null, wasm: false },
  {
    id: 'compare',
    label: 'a `<sudoku-compare>` of two strategies on a new page, interactive',
    budget: 200_000,
    ceiling: 200_000,
    goal: null,
    wasm: true,
  },
];

/** `n` bytes as the table writes them. @param {number} n */
export const kb = (n) => `${(n / 1000).toFixed(1)} KB`;

/**
 * @typedef {object} Measured
 * @property {Stage} stage
 * @property {{ file: string, bytes: number }[]} files  what it downloaded, in request order
 * @property {number} total
 */

/**
 * What fails the gate in a measurement: each stage over its ceiling, or downloading a `.wasm`
 * it must not, in a sentence that names the stage, its total and its largest files.
 * @param {readonly Measured[]} measured
 * @returns {string[]}
 */
export function failures(measured) {
  const out = [];
  for (const { stage, files, total } of measured) {
    const largest = [...files]
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, 3)
      .map((f) => `${f.file} ${kb(f.bytes)}`)
      .join(', ');
    if (total > stage.ceiling) {
      const limit = stage.ceiling === stage.budget ? 'budget' : 'ceiling (its weight when last cut; the budget is ' + kb(stage.budget) + ')';
      out.push(`${stage.id}: ${kb(total)} is over its ${limit} of ${kb(stage.ceiling)} (largest: ${largest})`);
    }
    const wasm = files.filter((f) => f.file.endsWith('.wasm'));
    if (!stage.wasm && wasm.length > 0) out.push(`${stage.id}: downloads ${wasm.map((f) => f.file).join(', ')}, which it must not`);
  }
  return out;
}

/**
 * The per-file table of a measurement, for the terminal; `inside(file)` names what a file is
 * made of, when the build's metafile says.
 * @param {readonly Measured[]} measured
 * @param {(file: string) => string} [inside]
 */
export function report(measured, inside = () => '') {
  const lines = [];
  for (const { stage, files, total } of measured) {
    lines.push('', `${stage.id}: ${stage.label}`);
    for (const f of files) lines.push(`  ${f.file.padEnd(40)} ${kb(f.bytes).padStart(9)}  ${inside(f.file)}`.trimEnd());
    const goal = stage.goal === null ? '' : `, goal ${kb(stage.goal)}`;
    const verdict = total <= stage.budget ? 'within' : total <= stage.ceiling ? `OVER (under its ceiling of ${kb(stage.ceiling)})` : 'OVER';
    lines.push(`  ${'total'.padEnd(40)} ${kb(total).padStart(9)}  budget ${kb(stage.budget)}${goal}: ${verdict}`);
  }
  return lines.join('\n');
}

/**
 * docs/element.md's size table: a row per stage with its budget, goal, the ceiling the gate holds
 * it to and what it downloads now.
 * @param {readonly Measured[]} measured
 */
export function docsTable(measured) {
  const rows = measured.map(({ stage, files, total }) => {
    const wasm = files.filter((f) => f.file.endsWith('.wasm')).reduce((n, f) => n + f.bytes, 0);
    const of = wasm > 0 ? ` (${kb(wasm)} of it \`.wasm\`)` : stage.wasm ? '' : ', no `.wasm`';
    const goal = stage.goal === null ? '–' : kb(stage.goal);
    const gate = stage.ceiling === stage.budget ? 'the budget' : kb(stage.ceiling);
    return `| ${stage.label} | ${kb(stage.budget)} | ${goal} | ${gate} | ${kb(total)} in ${files.length} ${files.length === 1 ? 'file' : 'files'}${of} |`;
  });
  return ['| stage | budget | goal | the gate fails over | now |', '|---|---|---|---|---|', ...rows].join('\n');
}
