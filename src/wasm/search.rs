//! One search the page can step, run, rewind and draw: events and a snapshot exposed as
//! typed-array views of WASM memory, so a frame costs no copies across the boundary.

use wasm_bindgen::prelude::*;

use super::counters::CounterBlock;
use super::{args, performance_now};
use crate::board::Board;
use crate::event::{Counters, Event};
use crate::history::History;
use crate::params::Params;
use crate::snapshot::Snapshot;
use crate::stepper::Stepper as _;
use crate::strategy::{Engine, Strategy};

/// Most events one [`Search::run`] records (16 MB of packed events).
pub const MAX_BATCH: u32 = 1 << 20;

/// A search of one puzzle with one strategy.
#[wasm_bindgen]
pub struct Search {
    pub(super) history: History<Engine>,
    pub(super) givens: Board,
    /// Packed events of the last [`Search::run`] or [`Search::skip`], four `u32` each; reused
    /// across calls so that running allocates only when a bigger batch is asked for.
    pub(super) events: Vec<u32>,
    /// Filled by [`Search::snapshot`]; boxed because it is several KB.
    snapshot: Box<Snapshot>,
    /// The chart's record of a local search as `Search::series` (series.rs) laid it out last,
    /// reused from one frame to the next.
    pub(super) series: Vec<f32>,
    /// The counters as the page reads them (counters.rs), as of the last call that moved the search.
    counter_block: CounterBlock,
}

#[wasm_bindgen]
impl Search {
    /// A search of `puzzle` (a one-line token or a grid) with the strategy named `strategy`.
    ///
    /// # Errors
    ///
    /// Throws an `Error` carrying the core's message for a bad puzzle, conflicting givens or an
    /// unknown strategy.
    #[wasm_bindgen(constructor)]
    pub fn new(puzzle: &str, strategy: &str) -> Result<Search, JsError> {
        Search::with_params(puzzle, strategy, "")
    }

    /// A search like the constructor's, with the strategy's parameters as `key=value` pairs
    /// separated by spaces or commas (`"t0=20 seed=3"`; empty for the defaults).
    ///
    /// # Errors
    ///
    /// Throws an `Error` carrying the core's message for what the constructor refuses, for a
    /// word of `params` that is not `key=value`, and naming the key for an unknown key, a key
    /// given twice or a bad value.
    #[wasm_bindgen(js_name = withParams)]
    pub fn with_params(puzzle: &str, strategy: &str, params: &str) -> Result<Search, JsError> {
        let (givens, engine) = parse_search(puzzle, strategy, params)?;
        let history = History::new(engine);
        Ok(Search {
            counter_block: CounterBlock::from(history.counters()),
            history,
            givens,
            events: Vec::new(),
            snapshot: Box::default(),
            series: Vec::new(),
        })
    }

    /// `dlx` only (undefined for the other strategies): per constraint column, the options
    /// left in it (`Dlx::column_options`: its rows, counting those the open decision has yet to
    /// try), plus 0x80 while it is covered. Four blocks of side² columns: cell `c` at `c`, then
    /// digit `d` in the row, column or box of flat unit id `u` at `cells + u · side + d − 1`.
    #[wasm_bindgen(js_name = columnSizes)]
    pub fn column_sizes(&self) -> Option<Vec<u8>> {
        match self.history.current() {
            #[cfg(machines)]
            Engine::Dlx(d) => Some(d.column_options()),
            _ => None,
        }
    }

    /// Local search only (undefined for the other strategies): per unit, by flat unit id (rows,
    /// columns, boxes), the digits missing from it now; the penalty is their sum.
    #[wasm_bindgen(js_name = unitPenalties)]
    pub fn unit_penalties(&self) -> Option<Vec<u8>> {
        match self.history.current() {
            #[cfg(machines)]
            Engine::Annealing(l) => Some(l.core().tally().missing()),
            #[cfg(machines)]
            Engine::ShootAndGo(l) => Some(l.core().tally().missing()),
            _ => None,
        }
    }

    /// Cells per row: 4, 9 or 16.
    #[wasm_bindgen(getter)]
    pub fn side(&self) -> usize {
        self.givens.side()
    }

    /// Number of cells.
    #[wasm_bindgen(getter)]
    pub fn cells(&self) -> usize {
        self.givens.values().len()
    }

    /// Takes up to `n` steps (see `History::skip`) and leaves only the last event packed at
    /// [`Search::events_ptr`]. With `stop_at_solution` it stops right after a solution; with
    /// `max_ms` it also stops once that many milliseconds have passed (`performance.now()`,
    /// looked at every ~20 µs of work). Every call goes forward, but a step longer than the
    /// budget (`lookahead`'s filter on 16×16) may take several calls, each returning 0 until it
    /// is complete. Returns the steps taken.
    ///
    /// # Errors
    ///
    /// Throws a `RangeError` for an `n` that is not a whole number from 0 to
    /// `Number.MAX_SAFE_INTEGER`, or a negative or NaN `max_ms`.
    pub fn skip(
        &mut self,
        n: f64,
        #[wasm_bindgen(js_name = stopAtSolution)] stop_at_solution: bool,
        #[wasm_bindgen(js_name = maxMs)] max_ms: Option<f64>,
    ) -> Result<f64, JsValue> {
        let n = args::count("skip", "n", n)?;
        let (taken, last) = match args::millis("skip", "maxMs", max_ms)? {
            None => self.history.skip(n, stop_at_solution),
            Some(ms) => {
                let deadline = performance_now() + ms;
                self.history
                    .skip_until(n, stop_at_solution, || performance_now() >= deadline)
            }
        };
        self.keep_event(last);
        self.moved();
        Ok(taken as f64)
    }

    /// Leaves `event` (or nothing) packed at [`Search::events_ptr`].
    fn keep_event(&mut self, event: Option<Event>) {
        self.events.clear();
        self.events
            .extend(event.into_iter().flat_map(|e| e.pack(self.givens.side())));
    }

    /// Steps up to `n` events, writing each packed at [`Search::events_ptr`]; with
    /// `stop_at_solution` it stops right after a solution, and with `max_ms` once that many
    /// milliseconds have passed (as [`Search::skip`]). At most [`MAX_BATCH`] events per call,
    /// so a careless `n` cannot exhaust memory. Returns the number of events written.
    ///
    /// # Errors
    ///
    /// Throws a `RangeError` for an `n` that is not a whole number from 0 to
    /// `Number.MAX_SAFE_INTEGER`, or a negative or NaN `max_ms`.
    pub fn run(
        &mut self,
        n: f64,
        #[wasm_bindgen(js_name = stopAtSolution)] stop_at_solution: bool,
        #[wasm_bindgen(js_name = maxMs)] max_ms: Option<f64>,
    ) -> Result<f64, JsValue> {
        let n = args::count("run", "n", n)?.min(MAX_BATCH.into());
        let max_ms = args::millis("run", "maxMs", max_ms)?;
        let side = self.givens.side();
        let events = &mut self.events;
        events.clear();
        events.reserve(4 * n as usize);
        let record = |e: &Event| {
            events.extend_from_slice(&e.pack(side));
            !(stop_at_solution && *e == Event::Solution)
        };
        let taken = match max_ms {
            None => self.history.run(n, record),
            Some(ms) => {
                let deadline = performance_now() + ms;
                self.history
                    .run_until(n, record, || performance_now() >= deadline)
            }
        };
        self.moved();
        Ok(taken as f64)
    }

    /// Address of the packed events (`Uint32Array` of [`Search::events_len`]). It moves when
    /// the buffer grows, so read it again after every run.
    #[wasm_bindgen(js_name = eventsPtr)]
    pub fn events_ptr(&self) -> usize {
        self.events.as_ptr() as usize
    }

    /// Number of `u32`s at [`Search::events_ptr`] (4 per event).
    #[wasm_bindgen(getter, js_name = eventsLen)]
    pub fn events_len(&self) -> usize {
        self.events.len()
    }

    /// Goes back `n` steps (at most to the start); returns how many were undone, and leaves
    /// the event that led to the new position packed at [`Search::events_ptr`] (nothing at
    /// step 0).
    ///
    /// # Errors
    ///
    /// Throws a `RangeError` for an `n` that is not a whole number from 0 to
    /// `Number.MAX_SAFE_INTEGER`.
    pub fn back(&mut self, n: f64) -> Result<f64, JsValue> {
        let undone = self.history.back(args::count("back", "n", n)?);
        self.keep_event(self.history.last_event());
        self.moved();
        Ok(undone as f64)
    }

    /// Goes back toward step `target` without replaying (`History::rewind`): restores the
    /// newest checkpoint at or before it and returns the step now current, leaving that step's
    /// event. `skip(target - steps, false, maxMs)` then reaches the target a slice at a time, so
    /// a far rewind never blocks the page the way one `back(n)` call can.
    ///
    /// # Errors
    ///
    /// Throws a `RangeError` for a `target` that is not a whole number from 0 to
    /// `Number.MAX_SAFE_INTEGER`.
    pub fn rewind(&mut self, target: f64) -> Result<f64, JsValue> {
        let target = args::count("rewind", "target", target)?;
        let at = self.history.rewind(target);
        self.keep_event(self.history.last_event());
        self.moved();
        Ok(at as f64)
    }

    fn counters(&self) -> &Counters {
        self.history.counters()
    }

    /// Copies the core's counters into the block at [`Search::counters_ptr`]: every call that
    /// moves the search ends here.
    pub(super) fn moved(&mut self) {
        self.counter_block = CounterBlock::from(self.history.counters());
    }

    /// Address of the counters (`Float64Array` of `counterFields().length`, in that order),
    /// refreshed by every call that moves the search. It stays put while the search lives; a
    /// view of it is lost only when WASM memory grows.
    #[wasm_bindgen(js_name = countersPtr)]
    pub fn counters_ptr(&self) -> usize {
        &self.counter_block as *const CounterBlock as usize
    }

    /// `csp`: domain values removed by inference (0 for the other strategies). A getter of its
    /// own because CONTRACT.md names it; the page reads it in the block at `countersPtr`.
    #[wasm_bindgen(getter)]
    pub fn pruned(&self) -> f64 {
        self.counters().pruned as f64
    }

    /// `csp` with `jump=cbj`: decisions abandoned with digits untried by backjumps (a getter
    /// CONTRACT.md names, as `pruned`).
    #[wasm_bindgen(getter)]
    pub fn jumped(&self) -> f64 {
        self.counters().jumped as f64
    }

    /// True once the search is over (exhausted, or a local search out of budget).
    #[wasm_bindgen(js_name = isDone)]
    pub fn is_done(&self) -> bool {
        self.history.current().is_done()
    }

    /// Fills the snapshot buffers from the current step without allocating; candidates only
    /// `with_candidates`. Read the buffers through the `…Ptr` views after each call.
    pub fn snapshot(&mut self, #[wasm_bindgen(js_name = withCandidates)] with_candidates: bool) {
        self.snapshot
            .fill(self.history.current(), &self.givens, with_candidates);
    }

    /// Address of the snapshot's values (`Uint8Array` of [`Search::cells`], 0 = empty).
    #[wasm_bindgen(js_name = valuesPtr)]
    pub fn values_ptr(&self) -> usize {
        self.snapshot.values().as_ptr() as usize
    }

    /// Address of the snapshot's origins (`Uint8Array` of [`Search::cells`], `Origin` codes).
    #[wasm_bindgen(js_name = originsPtr)]
    pub fn origins_ptr(&self) -> usize {
        self.snapshot.origins().as_ptr() as usize
    }

    /// Address of the snapshot's candidates (`Uint16Array` of [`Search::cells`], bit `d-1` for
    /// digit `d`), as of the last snapshot taken with candidates: the strategy's own, for `csp`
    /// its domains at that step (a digit a `prune` is still to take is in them).
    #[wasm_bindgen(js_name = candidatesPtr)]
    pub fn candidates_ptr(&self) -> usize {
        self.snapshot.candidates().as_ptr() as usize
    }

    /// `csp` with `infer=mac`: the singleton cells still to revise, in order (empty for other
    /// strategies and when no revision is due).
    #[wasm_bindgen(js_name = revisionQueue)]
    pub fn revision_queue(&self) -> Vec<u16> {
        let engine = self.history.current();
        engine.csp().map(|p| p.queue().to_vec()).unwrap_or_default()
    }

    /// `csp` with `jump=cbj`: the conflict set of the open decision at `depth` (1-based), as
    /// the depths of the earlier decisions in it, ascending (empty for other strategies).
    #[wasm_bindgen(js_name = conflictSet)]
    pub fn conflict_set(&self, depth: u32) -> Vec<u16> {
        let engine = self.history.current();
        engine
            .csp()
            .map(|p| p.conflict_set(depth as usize))
            .unwrap_or_default()
    }

    /// Address of the snapshot's stack (`Uint32Array` of 4 × [`Search::stack_len`]: cell,
    /// digit, branch, of per open decision, outermost first).
    #[wasm_bindgen(js_name = stackPtr)]
    pub fn stack_ptr(&self) -> usize {
        self.snapshot.stack().as_ptr() as usize
    }

    /// Open decisions in the snapshot.
    #[wasm_bindgen(getter, js_name = stackLen)]
    pub fn stack_len(&self) -> usize {
        self.snapshot.stack_len()
    }

    /// Address of the cells the snapshot's step cleared (`Uint16Array` of
    /// [`Search::cleared_len`]).
    #[wasm_bindgen(js_name = clearedPtr)]
    pub fn cleared_ptr(&self) -> usize {
        self.snapshot.cleared().as_ptr() as usize
    }

    /// Address of the digits those cells held (`Uint8Array` of [`Search::cleared_len`]).
    #[wasm_bindgen(js_name = clearedDigitsPtr)]
    pub fn cleared_digits_ptr(&self) -> usize {
        self.snapshot.cleared_digits().as_ptr() as usize
    }

    /// Cells the snapshot's step cleared.
    #[wasm_bindgen(getter, js_name = clearedLen)]
    pub fn cleared_len(&self) -> usize {
        self.snapshot.cleared().len()
    }

    /// The values when the decision at `depth` (1-based) was opened, or `undefined` when no
    /// decision is open at that depth.
    ///
    /// # Errors
    ///
    /// Throws a `RangeError` for a `depth` that is not a whole number from 1 to the number of
    /// cells (the deepest a search can go).
    pub fn backup(&self, depth: f64) -> Result<Option<Vec<u8>>, JsValue> {
        let depth = args::whole("backup", "depth", depth, 1, self.cells() as u64)?;
        Ok(self
            .history
            .current()
            .backup(depth as usize)
            .map(|b| b.values().to_vec()))
    }

    /// The current board as a one-line token (`.` for empty).
    pub fn text(&self) -> String {
        self.history.current().board().to_string()
    }

    /// The packed dead-end event that naked and hidden singles reach from the givens without
    /// guessing (`Board::refutation`), or `undefined` when singles alone do not refute them.
    pub fn refutation(&self) -> Option<Vec<u32>> {
        let why = self.givens.refutation()?;
        Some(Event::DeadEnd(why).pack(self.givens.side()).to_vec())
    }
}

/// The givens of `puzzle` and the search of `strategy` with `params` (`key=value` pairs) on
/// them, at its start: what [`Search::with_params`] and the experiment's cut searches parse.
///
/// # Errors
///
/// The core's message for a bad puzzle, conflicting givens, an unknown strategy or a bad
/// parameter.
pub(super) fn parse_search(
    puzzle: &str,
    strategy: &str,
    params: &str,
) -> Result<(Board, Engine), JsError> {
    let strategy: Strategy = strategy.parse()?;
    let params = Params::parse(params)?;
    let givens = Board::parse(puzzle)?;
    let engine = Engine::with_params(&givens, strategy, &params)?;
    Ok((givens, engine))
}
