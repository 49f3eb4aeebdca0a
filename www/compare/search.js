// One search of a comparison: its session (which keeps the engine's History, so it can go back
// like the stepper's), the step it runs to, and the engine time it took to reach each step. A
// step replayed after going back costs no time: the search shows the time it first took to get
// there, so going back and forth leaves the table's time column as a straight run would.
import { messageOf, openSearch } from '../element/messages.js';
import { parseStrategies } from '../model/compare.js';

/** @typedef {import('../engine/engine.js').Engine} Engine */
/** @typedef {import('../engine/session.js').Session} Session */
/** @typedef {import('../engine/events.js').SearchEvent} SearchEvent */
/** @typedef {import('../engine/engine.js').StrategyInfo} StrategyInfo */
/** @typedef {import('../model/compare.js').Entry} Entry */
/** @typedef {'loading' | 'ready' | 'running' | 'paused' | 'done' | 'invalid'} RaceStatus */

/** Cost per step assumed before a search has been timed: 100 ns. */
const GUESS_MS_PER_STEP = 1e-4;
/** Engine time between two kept samples of `times`: a long race keeps a few per second of it. */
const SAMPLE_MS = 1;

export class Lane {
  /**
   * @param {Entry} entry
   * @param {Session} session
   * @param {StrategyInfo | undefined} info
   */
  constructor(entry, session, info) {
    this.entry = entry;
    this.session = session;
    this.exact = info?.exact ?? true;
    /** Milliseconds of engine work it took to reach the current step. */
    this.ms = 0;
    /** The furthest step this search has reached. */
    this.reach = 0;
    /** Engine time at steps up to `reach`, as [step, ms] pairs in step order. @type {[number, number][]} */
    this.times = [[0, 0]];
    /** The step this search runs to (Infinity: on to its end). */
    this.goal = Infinity;
    /** Why the givens have no solution, once the search has shown there is none. @type {SearchEvent | null} */
    this.refutation = null;
    /** The cell that holds the board's one tab stop. */
    this.active = 0;
  }

  get steps() {
    return this.session.steps;
  }

  /** Stopped at its first solution, or at its end. */
  get ended() {
    return this.session.atSolution || this.session.done;
  }

  /** Engine milliseconds per step so far. */
  get cost() {
    return this.ms > 0 && this.steps > 0 ? this.ms / this.steps : GUESS_MS_PER_STEP;
  }

  /**
   * Runs up to `n` steps until `deadline`, timing the steps never taken before.
   * @param {number} n
   * @param {number} deadline
   * @returns {number} the steps taken
   */
  run(n, deadline) {
    const from = this.steps;
    const t = performance.now();
    const got = this.session.advance(n, deadline);
    const spent = performance.now() - t;
    const to = this.steps;
    if (to > this.reach) {
      // The share of the steps beyond the furthest reached is new work.
      this.ms = this.msAt(this.reach) + (spent * (to - this.reach)) / (to - from);
      const times = this.times;
      // Within a millisecond of the sample before it, the last sample moves on instead.
      if (times.length > 1 && this.ms - times[times.length - 2][1] < SAMPLE_MS) times[times.length - 1] = [to, this.ms];
      else times.push([to, this.ms]);
      this.reach = to;
    } else this.ms = this.msAt(to);
    // Only an exact search proves there is no solution; a local search that gave up proves nothing.
    if (this.exact && this.session.done && this.session.counters.solutions === 0) this.refutation ??= this.session.refutation();
    return got;
  }

  /**
   * Goes back to the engine's newest checkpoint at or before `target` (a `run` replays the
   * rest, as the stepper's `back` does).
   * @param {number} target
   */
  rewind(target) {
    this.session.rewind(target);
    this.ms = this.msAt(this.steps);
    this.refutation = null;
  }

  /**
   * The engine time it took to reach `step` (≤ `reach`), between the times measured around it.
   * @param {number} step
   */
  msAt(step) {
    const times = this.times;
    let lo = 0;
    let hi = times.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (times[mid][0] <= step) lo = mid;
      else hi = mid - 1;
    }
    const [s0, m0] = times[lo];
    const next = times[lo + 1];
    return next && step > s0 ? m0 + ((next[1] - m0) * (step - s0)) / (next[0] - s0) : m0;
  }

  /**
   * The search's status, as `<sudoku-stepper>`'s `stats.status` says it.
   * @param {RaceStatus} race
   * @returns {'loading' | 'ready' | 'running' | 'paused' | 'solved' | 'unsolvable' | 'invalid'}
   */
  status(race) {
    const s = this.session;
    if (this.ended) return s.counters.solutions > 0 ? 'solved' : 'unsolvable';
    if (race === 'running' || race === 'loading' || race === 'invalid') return race;
    return s.steps > 0 ? 'paused' : 'ready';
  }

  /**
   * What the search has come to (a `Result`: its type is left inferred, so that the element's
   * declarations spell it out rather than import the engine's).
   * @param {RaceStatus} race
   */
  result(race) {
    return { strategy: this.entry.name, params: this.entry.params, ...this.session.counters, status: this.status(race), ms: this.ms };
  }
}

/**
 * Reads a comparison's puzzle and strategies and opens a search per strategy (lanes null when one
 * cannot open), or gives null for a bad puzzle or list; says why (`say(source, text)`: `strategies`, `puzzle`, `strategy i`, `params i`; '' clears a
 * source, and the per-strategy sources of the last opening among `said` are cleared first).
 * @param {Engine} engine
 * @param {string} puzzle  the puzzle text; empty for an empty board
 * @param {string} strategies  the `strategies` attribute
 * @param {Iterable<string>} said  the sources said so far
 * @param {(source: string, text: string) => void} say
 * @param {import('../i18n/messages.js').Messages} m  the element's language
 * @returns {{ board: { text: string, side: number, givens: Uint8Array }, lanes: Lane[] | null } | null}
 */
export function openComparison(engine, puzzle, strategies, said, say, m) {
  for (const source of [...said]) if (/^(strategy|params) /.test(source)) say(source, '');
  const read = parseStrategies(strategies, m);
  say('strategies', 'error' in read ? read.error : '');
  let parsed = null;
  try {
    parsed = engine.parse(puzzle.trim() === '' ? engine.geometry(engine.standardSide).empty : puzzle);
    const c = parsed.conflicts;
    say('puzzle', c.length ? m.t('compare.conflicts', { message: c[0].message, more: c.length - 1 }) : '');
    if (c.length) parsed = null;
  } catch (err) {
    say('puzzle', m.t('element.puzzleRefused', { message: messageOf(err) }));
  }
  if (!parsed || 'error' in read) return null;
  const board = { text: parsed.text, side: parsed.side, givens: parsed.values };
  return { board, lanes: openLanes(engine, parsed.text, read.entries, say, m) };
}

/**
 * A search per entry on `board`, or null when one cannot open (`say` tells why, by source:
 * `strategy i` or `params i`).
 * @param {Engine} engine
 * @param {string} board
 * @param {Entry[]} entries
 * @param {(source: string, message: string) => void} say
 * @param {import('../i18n/messages.js').Messages} m
 * @returns {Lane[] | null}
 */
function openLanes(engine, board, entries, say, m) {
  const lanes = entries.map((entry, i) => {
    const session = openSearch(
      engine,
      board,
      entry.name,
      entry.params,
      (source, message) => say(`${source === 'params' ? 'params' : 'strategy'} ${i}`, message),
      m,
    );
    return (
      session &&
      new Lane(
        entry,
        session,
        engine.strategies.find((s) => s.name === entry.name),
      )
    );
  });
  if (lanes.every((l) => l != null)) return /** @type {Lane[]} */ (lanes);
  for (const lane of lanes) lane?.session.free();
  return null;
}
