//! One search the page can step, run, rewind and draw: events and a snapshot exposed as
//! typed-array views of WASM memory, so a frame costs no copies across the boundary.

use wasm_bindgen::prelude::*;

use crate::board::Board;
use crate::event::{Counters, Event};
use crate::history::History;
use crate::snapshot::Snapshot;
use crate::stepper::Stepper as _;
use crate::strategy::{Engine, Strategy};

/// Most events one [`Search::run`] records (16 MB of packed events).
pub const MAX_BATCH: u32 = 1 << 20;

/// A search of one puzzle with one strategy.
#[wasm_bindgen]
pub struct Search {
    history: History<Engine>,
    givens: Board,
    /// Packed events of the last [`Search::run`] or [`Search::skip`], four `u32` each; reused
    /// across calls so that running allocates only when a bigger batch is asked for.
    events: Vec<u32>,
    /// Filled by [`Search::snapshot`]; boxed because it is several KB.
    snapshot: Box<Snapshot>,
}

#[wasm_bindgen]
impl Search {
    /// A search of `puzzle` (a one-line token or a grid) with the strategy named `strategy`.
    /// Throws an `Error` carrying the core's message for a bad puzzle, conflicting givens or an
    /// unknown strategy.
    #[wasm_bindgen(constructor)]
    pub fn new(puzzle: &str, strategy: &str) -> Result<Search, JsError> {
        let strategy: Strategy = strategy.parse()?;
        let givens = Board::parse(puzzle)?;
        let engine = Engine::new(&givens, strategy)?;
        Ok(Search {
            history: History::new(engine),
            givens,
            events: Vec::new(),
            snapshot: Box::default(),
        })
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
    /// [`Search::events_ptr`]. Returns the steps taken.
    pub fn skip(
        &mut self,
        n: u32,
        #[wasm_bindgen(js_name = stopAtSolution)] stop_at_solution: bool,
    ) -> u32 {
        let (taken, last) = self.history.skip(n.into(), stop_at_solution);
        self.events.clear();
        self.events
            .extend(last.into_iter().flat_map(|e| e.pack(self.givens.side())));
        taken as u32
    }

    /// Steps up to `n` events, writing each packed at [`Search::events_ptr`]; with
    /// `stop_at_solution` it stops right after a solution. At most [`MAX_BATCH`] events per
    /// call, so a careless `n` cannot exhaust memory. Returns the number of events written.
    pub fn run(
        &mut self,
        n: u32,
        #[wasm_bindgen(js_name = stopAtSolution)] stop_at_solution: bool,
    ) -> u32 {
        let n = n.min(MAX_BATCH);
        let side = self.givens.side();
        let events = &mut self.events;
        events.clear();
        events.reserve(4 * n as usize);
        self.history.run(n.into(), |e| {
            events.extend_from_slice(&e.pack(side));
            !(stop_at_solution && *e == Event::Solution)
        }) as u32
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

    /// Goes back `n` steps (at most to the start); returns how many were undone.
    pub fn back(&mut self, n: f64) -> f64 {
        self.history.back(n as u64) as f64
    }

    fn counters(&self) -> &Counters {
        self.history.counters()
    }

    /// Events emitted so far.
    #[wasm_bindgen(getter)]
    pub fn steps(&self) -> f64 {
        self.counters().steps as f64
    }

    /// Digits written by a decision of the search.
    #[wasm_bindgen(getter)]
    pub fn tries(&self) -> f64 {
        self.counters().tries as f64
    }

    /// Returns from a dead end to an earlier decision.
    #[wasm_bindgen(getter)]
    pub fn backtracks(&self) -> f64 {
        self.counters().backtracks as f64
    }

    /// Digits forced by naked or hidden singles.
    #[wasm_bindgen(getter)]
    pub fn propagations(&self) -> f64 {
        self.counters().propagations as f64
    }

    /// Open decisions now.
    #[wasm_bindgen(getter)]
    pub fn depth(&self) -> u32 {
        self.counters().depth
    }

    /// Most open decisions so far.
    #[wasm_bindgen(getter, js_name = maxDepth)]
    pub fn max_depth(&self) -> u32 {
        self.counters().max_depth
    }

    /// Solutions found so far.
    #[wasm_bindgen(getter)]
    pub fn solutions(&self) -> f64 {
        self.counters().solutions as f64
    }

    /// True once the search is exhausted.
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
    /// digit `d`), as of the last snapshot taken with candidates.
    #[wasm_bindgen(js_name = candidatesPtr)]
    pub fn candidates_ptr(&self) -> usize {
        self.snapshot.candidates().as_ptr() as usize
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

    /// The values when the decision at `depth` (1-based) was opened, or `undefined`.
    pub fn backup(&self, depth: usize) -> Option<Vec<u8>> {
        self.history
            .current()
            .backup(depth)
            .map(|b| b.values().to_vec())
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
