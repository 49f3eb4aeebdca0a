// The study page's findings in words, written from the table on screen: which hmax is best, how
// far our counts sit from the paper's, how much each annealing parameter matters. Every figure a
// sentence quotes is one of the table's (rounded as the table shows it) or a ratio or percentage
// of two of them, and a comparison ("wins", "hardly matters") is said only where the figures it
// rests on bear it out, by the rules below. A study cut short or still running is described as
// far as its rows go. Pure functions of the engine's plan and summary.

import '../i18n/english.js';
import { ENGLISH } from '../i18n/messages.js';
import { fixed, listed as list } from './format.js';
import { rounded, rowOf, whole } from './study-tables.js';

/** @typedef {import('../i18n/messages.js').Messages} Messages */
/** @typedef {import('../engine/study-pool.js').StudyPlan} StudyPlan */
/** @typedef {import('../engine/study-pool.js').StudyJob} StudyJob */

/** The paper's advice: the best hmax lies from 2 to 6. */
export const PAPER_BEST_HMAX = /** @type {const} */ ([2, 6]);
/** On the paper's 4×4 board a range of 3 reaches every digit from every digit, clamped or wrapped. */
export const REACH_HMAX = 3;
/** Tries that grow by a factor within this much of hmax's own grow "about linearly". */
export const LINEAR = 1.5;
/** A parameter whose largest mean is less than this many times its smallest "hardly matters". */
export const FLAT = 1.5;
/** The paper's differences are "noise" where ours are less than this share of them. */
export const NOISE = 0.5;

/**
 * One setting of a group: the value of the group's parameter, our mean of the plan's measure as
 * the table shows it (null before a run of it, or when none solved), and the paper's figures.
 * @typedef {{ setting: string, value: string, x: number, ours: number | null, paper: number[] }} Point
 */

/**
 * The value `key` has in a setting's `key=value` pairs.
 * @param {string} params
 * @param {string} key
 */
const paramValue = (params, key) =>
  params
    .split(' ')
    .find((pair) => pair.startsWith(`${key}=`))
    ?.slice(key.length + 1) ?? '';

/**
 * A parameter's value as the language writes it, with the decimals the plan gives it ("0,999").
 * @param {string} value
 * @param {Messages} m
 */
const param = (value, m) => fixed(Number(value), (value.split('.')[1] ?? '').length, m);

/**
 * A ratio or a percentage, to a tenth below 10 and whole above.
 * @param {number} x
 * @param {Messages} m
 */
const figure = (x, m) => fixed(x, x < 10 ? 1 : 0, m);

/**
 * The settings of each of the plan's groups, in its order, with our means so far.
 * @param {StudyPlan} plan
 * @param {Float64Array | null} summary
 * @returns {Point[][]}
 */
export function groupPoints(plan, summary) {
  const measure = plan.measure === 'steps' ? 'meanSteps' : 'meanTries';
  return plan.groups.map((g) =>
    g.rows.map((i) => {
      const mean = rowOf(summary, i)?.[measure];
      const { params, paper } = plan.settings[i];
      const value = paramValue(params, g.key);
      return { setting: params, value, x: Number(value), ours: mean == null ? null : rounded(mean), paper };
    }),
  );
}

/**
 * The point with the lowest `value`, the first of equals; null when none has one.
 * @param {Point[]} points
 * @param {(p: Point) => number | null} value
 */
function lowest(points, value) {
  return points.reduce((/** @type {Point | null} */ best, p) => {
    const v = value(p);
    return v != null && (best == null || v < /** @type {number} */ (value(best))) ? p : best;
  }, null);
}

/**
 * Whether figures in the order of their parameter only rise, only fall, or neither.
 * @param {number[]} xs
 * @returns {'rises' | 'falls' | 'none'}
 */
export function trend(xs) {
  if (xs.every((x, i) => i === 0 || x >= xs[i - 1])) return 'rises';
  if (xs.every((x, i) => i === 0 || x <= xs[i - 1])) return 'falls';
  return 'none';
}

/**
 * The largest of some figures over the smallest; null for fewer than two.
 * @param {(number | null)[]} xs
 */
function span(xs) {
  const known = /** @type {number[]} */ (xs.filter((x) => x != null));
  return known.length < 2 ? null : Math.max(...known) / Math.min(...known);
}

/**
 * The shoot-and-go findings: the best hmax, the growth past it, what wrapping wins at small hmax,
 * how far our counts are from the paper's, and how close the two corrections are from REACH_HMAX.
 * @param {Point[][]} groups  clamping, then wrapping
 * @param {Messages} m
 */
function shootFindings([clamp, wrap], m) {
  const out = [];
  const best = [clamp, wrap].map((g) => lowest(g, (p) => p.ours));
  const paperBest = [clamp, wrap].map((g) => lowest(g, (p) => p.paper[0]));
  if (best[0] && best[1]) {
    const [c, w] = /** @type {Point[]} */ (best);
    const [pc, pw] = /** @type {Point[]} */ (paperBest);
    const [from, to] = PAPER_BEST_HMAX;
    out.push(
      m.t('page.study.shoot.best', {
        clamp: c.value,
        wrap: w.value,
        paperClamp: pc.value,
        paperWrap: pw.value,
        same: c.x === pc.x && w.x === pw.x ? 'yes' : 'no',
        inside: [c, w].every((p) => p.x >= from && p.x <= to) ? 'yes' : 'no',
        from,
        to,
      }),
    );
    const last = clamp[clamp.length - 1];
    if (last.x > c.x && last.ours != null) {
      const grows = last.ours / /** @type {number} */ (c.ours);
      const wider = last.x / c.x;
      out.push(
        m.t('page.study.shoot.growth', {
          linear: grows / wider < LINEAR && wider / grows < LINEAR ? 'yes' : 'no',
          from: whole(c.ours, m),
          fromAt: c.value,
          to: whole(last.ours, m),
          toAt: last.value,
          ratio: figure(grows, m),
          wider: figure(wider, m),
        }),
      );
    }
  }
  // The same hmax in both groups: the ratio of clamping's tries to wrapping's.
  const pairs = clamp.map((c) => ({ c, w: /** @type {Point} */ (wrap.find((w) => w.x === c.x)) }));
  const [one, two] = pairs;
  if (one.c.ours != null && one.w.ours != null && two.c.ours != null && two.w.ours != null) {
    const r1 = one.c.ours / one.w.ours;
    const r2 = two.c.ours / two.w.ours;
    out.push(
      m.t('page.study.shoot.wrap', {
        wins: r1 > 1 && r2 > 1 ? 'yes' : 'no',
        first: one.c.value,
        second: two.c.value,
        r1: figure(r1, m),
        r2: figure(r2, m),
        p1: figure(one.c.paper[0] / one.w.paper[0], m),
        p2: figure(two.c.paper[0] / two.w.paper[0], m),
      }),
    );
  }
  out.push(...against([...clamp, ...wrap], m));
  const reach = pairs.filter(({ c }) => c.x >= REACH_HMAX);
  const apart = (/** @type {number | null} */ a, /** @type {number | null} */ b) => (a == null || b == null ? null : (100 * Math.abs(a - b)) / Math.min(a, b));
  const ours = reach.map(({ c, w }) => apart(c.ours, w.ours));
  const theirs = Math.max(...reach.map(({ c, w }) => /** @type {number} */ (apart(c.paper[0], w.paper[0]))));
  const worse = reach.filter(({ c, w }) => w.paper[0] > c.paper[0]).map(({ c }) => c.value);
  if (ours.every((d) => d != null) && worse.length) {
    const most = Math.max(.../** @type {number[]} */ (ours));
    out.push(
      m.t('page.study.shoot.corrections', { from: REACH_HMAX, ours: figure(most, m), paper: figure(theirs, m), worse: list(worse, m) }),
      m.t(most < NOISE * theirs ? 'page.study.shoot.noise' : 'page.study.shoot.reach', { from: REACH_HMAX }),
    );
  }
  return out;
}

/**
 * How far our counts are from the paper's (its first column), over every setting with both.
 * @param {Point[]} points
 * @param {Messages} m
 */
function against(points, m) {
  const off = points.flatMap((p) => (p.ours == null ? [] : [{ at: p.setting, pct: (100 * (p.ours - p.paper[0])) / p.paper[0] }]));
  if (!off.length) return [];
  const sorted = off.sort((a, b) => a.pct - b.pct);
  const [low, high] = [sorted[0], sorted[sorted.length - 1]];
  const side = high.pct < 0 ? 'below' : low.pct > 0 ? 'above' : low.pct === 0 && high.pct === 0 ? 'same' : 'mixed';
  // Below the paper, the nearest is the highest; above it, the lowest.
  const [near, far] = side === 'below' ? [high, low] : [low, high];
  return [m.t('page.study.range', { side, lo: figure(Math.abs(near.pct), m), loAt: near.at, hi: figure(Math.abs(far.pct), m), hiAt: far.at })];
}

/**
 * The annealing findings: how much each parameter matters, for us and in the paper's Python
 * column; Mez the other way round; T0 flat; what the slowest cooling costs; the defaults
 * between the paper's columns or not.
 * @param {StudyPlan} plan
 * @param {Point[][]} groups  T0, Mez, Q, each holding the base setting
 * @param {Messages} m
 */
function annealingFindings(plan, groups, m) {
  const out = [];
  const byKey = Object.fromEntries(plan.groups.map((g, k) => [g.key, groups[k]]));
  const { t0, mez, q } = byKey;
  const base = plan.settings[0].params;
  const baseOf = (/** @type {Point[]} */ g) => /** @type {Point} */ (g.find((p) => p.setting === base));
  const measure = plan.measure;
  // Mez: ours falls as Mez grows where the paper's Python rises; the fast ones above the base.
  const mezOurs = mez.map((p) => p.ours);
  const mezBase = baseOf(mez);
  if (mezOurs.every((x) => x != null) && mezBase.ours != null) {
    const fast = mez.filter((p) => p.x < mezBase.x && /** @type {number} */ (p.ours) > /** @type {number} */ (mezBase.ours));
    const slow = lowest(
      mez.filter((p) => p.x > mezBase.x),
      (p) => p.ours,
    );
    const ours = /** @type {number[]} */ (mezOurs);
    const python = mez.map((p) => p.paper[0]);
    const reversed = ours[0] > ours[ours.length - 1] && python[0] < python[python.length - 1];
    if (reversed && fast.length && slow && /** @type {number} */ (slow.ours) < mezBase.ours) {
      out.push(
        m.t('page.study.annealing.mez', {
          fast: list(
            fast.map((p) => p.value),
            m,
            'disjunction',
          ),
          slow: slow.value,
          base: mezBase.value,
          ratio: figure(mezBase.ours / /** @type {number} */ (slow.ours), m),
          measure,
        }),
      );
    }
  }
  const spans = [t0, mez, q].map((g) => span(g.map((p) => p.ours)));
  if (spans.every((s) => s != null)) {
    const python = [t0, mez, q].map((g) => /** @type {number} */ (span(g.map((p) => p.paper[0]))));
    const [st0, smez, sq] = /** @type {number[]} */ (spans).map((s) => figure(s, m));
    const [pt0, pmez, pq] = python.map((s) => figure(s, m));
    out.push(m.t('page.study.annealing.spread', { t0: st0, mez: smez, q: sq, pt0, pmez, pq }));
    if (/** @type {number} */ (spans[0]) < FLAT) {
      out.push(m.t('page.study.annealing.t0-flat', { cpp: trend(t0.map((p) => p.paper[1])) }));
    }
  }
  const qBase = baseOf(q);
  const slowest = q[q.length - 1];
  if (qBase.ours != null && slowest.ours != null && slowest !== qBase) {
    out.push(
      m.t('page.study.annealing.q', {
        slow: param(slowest.value, m),
        base: param(qBase.value, m),
        ours: figure(slowest.ours / qBase.ours, m),
        paper: figure(slowest.paper[0] / qBase.paper[0], m),
      }),
    );
  }
  const ours = baseOf(t0);
  if (ours.ours != null) {
    const [python, cpp] = ours.paper;
    const where = ours.ours < Math.min(python, cpp) ? 'below' : ours.ours > Math.max(python, cpp) ? 'above' : 'between';
    out.push(m.t('page.study.annealing.defaults', { ours: whole(ours.ours, m), python: whole(python, m), cpp: whole(cpp, m), measure, where }));
  }
  return out;
}

/**
 * The settings where not every run solved within the budget, as one sentence (none: nothing).
 * @param {StudyPlan} plan
 * @param {Float64Array} summary
 * @param {number} budget
 * @param {Messages} m
 */
function unsolved(plan, summary, budget, m) {
  const items = plan.settings.flatMap((s, i) => {
    const row = rowOf(summary, i);
    return row && row.solved < row.runs ? [m.t('page.study.unsolved-item', { setting: s.params, solved: row.solved, runs: row.runs })] : [];
  });
  return items.length ? [m.t('page.study.unsolved', { budget, list: list(items, m) })] : [];
}

/**
 * What the study on screen shows, in sentences: which runs it has, then its findings beside
 * the paper's; before any run, a word on what will be here. Annealing adds what the paper
 * leaves out, which holds whatever the runs.
 * @param {StudyPlan} plan
 * @param {Float64Array | null} summary  the table's numbers so far, null before a run
 * @param {StudyJob | null} job
 * @param {Messages} [m]
 * @returns {string}
 */
export function studyProse(plan, summary, job, m = ENGLISH) {
  const runs = plan.settings.map((_, i) => rowOf(summary, i)?.runs ?? 0);
  const out = [];
  if (!summary || !job || Math.max(...runs) === 0) out.push(m.t('page.study.before'));
  else {
    const [fewest, most] = [Math.min(...runs), Math.max(...runs)];
    out.push(
      fewest === most ? m.t('page.study.lead', { runs: most, paper: most === plan.runs ? 'yes' : 'no' }) : m.t('page.study.lead-range', { fewest, most }),
    );
    const groups = groupPoints(plan, summary);
    out.push(...(plan.strategy === 'annealing' ? annealingFindings(plan, groups, m) : shootFindings(groups, m)));
    out.push(...unsolved(plan, summary, job.budget, m));
  }
  if (plan.strategy === 'annealing') out.push(m.t('page.study.annealing.rest'));
  return out.join(' ');
}
