//! Local search: `annealing` and `shoot-and-go`, the optimisation heuristics of Hájek, Let,
//! Sgallová and Trličík, "Řešení sudoku pomocí optimalizace" (random shooting, shoot-and-go,
//! permutations with simulated annealing; FJFI ČVUT student miniproject). Neither is
//! exact: they fill every free cell, then move toward a board without missing digits, and stop
//! at the first solution or when their step budget is spent.
//!
//! One machine, [`Local`], holds what both share (the board, the [`penalty::Tally`], the random
//! generator, the counters, the best board, the budget and the end of the search); a [`Method`]
//! supplies the moves, as a [`crate::policy::Policy`] does for the depth-first machine. The
//! generator is part of the state, so a clone, a checkpoint or a replay continues the same run.

pub mod annealing;
mod exp;
pub mod penalty;
pub mod series;
pub mod shoot;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::board::{Board, Geometry, MAX_CELLS};
use crate::event::{Counters, Event};
use crate::params::{Domain, Spec, Tunable, Value, Values};
use crate::stepper::{Frame, Stepper, LOCAL_REASON};
use penalty::Tally;
use series::Series;

pub use annealing::Anneal;
pub use exp::exp_neg;
pub use shoot::Shoot;

/// The `annealing` machine.
pub type Annealing = Local<Anneal>;
/// The `shoot-and-go` machine.
pub type ShootAndGo = Local<Shoot>;

/// The default step budget of both machines: about a third of a second native, and enough for
/// every run of the paper's settings on the easy presets (see docs/studies.md).
pub const DEFAULT_BUDGET: u64 = 10_000_000;

/// `seed`: the seed of the run's ChaCha8 generator.
pub const SEED: Spec = Spec {
    key: "seed",
    domain: Domain::Whole {
        min: 0,
        max: u64::MAX,
    },
    default: Value::Whole(0),
    help: "seed of the random generator: the same seed gives the same run",
};

/// `budget`: steps (events) before the search gives up.
pub const BUDGET: Spec = Spec {
    key: "budget",
    domain: Domain::Whole {
        min: 1,
        max: u64::MAX,
    },
    default: Value::Whole(DEFAULT_BUDGET),
    help: "steps (events) before giving up with a budget-exhausted event",
};

/// Work units per cell of a new fill or shot: a random draw and the recount of the board
/// (measured: a shot of the 11 free cells of a 4×4, recount included, about 120 ns).
pub const RESTART_WORK: u64 = 8;

/// Where the search is, apart from the method's own phase.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Finish {
    /// The method moves.
    Running,
    /// The penalty is 0: the next step reports the solution.
    Solved,
    /// The next step is the last: [`Event::Exhausted`].
    Closing,
    /// Over, after [`Event::Exhausted`].
    Exhausted,
    /// Over, after [`Event::BudgetExhausted`].
    OutOfBudget,
}

/// What both machines share, and what a [`Method`] moves.
#[derive(Clone)]
pub struct Core {
    geom: &'static Geometry,
    values: [u8; MAX_CELLS],
    /// The board of the lowest penalty so far, shown again when the budget runs out.
    best: [u8; MAX_CELLS],
    /// Per cell, the digits the givens leave legal there (for [`Stepper::candidates`]).
    legal: [u16; MAX_CELLS],
    /// The cells without a given, in row-major order.
    free: [u16; MAX_CELLS],
    free_len: usize,
    tally: Tally,
    /// Whether boxes count toward the penalty.
    boxes: bool,
    rng: ChaCha8Rng,
    counters: Counters,
    budget: u64,
    finish: Finish,
}

impl Core {
    fn new(board: &Board, boxes: bool, values: &Values) -> Core {
        let geom = board.geometry();
        let mut cells = [0u8; MAX_CELLS];
        cells[..geom.cells].copy_from_slice(board.values());
        let mut legal = [0u16; MAX_CELLS];
        let mut free = [0u16; MAX_CELLS];
        let mut free_len = 0;
        for cell in 0..geom.cells {
            if cells[cell] == 0 {
                legal[cell] = board.candidates(cell);
                free[free_len] = cell as u16;
                free_len += 1;
            }
        }
        let tally = Tally::new(geom, &cells, boxes);
        // Before the first fill the board is the givens: their missing digits are the penalty,
        // an upper bound of every filled board's.
        let counters = Counters {
            penalty: tally.penalty(),
            best_penalty: tally.penalty(),
            ..Counters::default()
        };
        Core {
            geom,
            values: cells,
            best: cells,
            legal,
            free,
            free_len,
            tally,
            boxes,
            rng: ChaCha8Rng::seed_from_u64(values.whole(SEED.key)),
            counters,
            budget: values.whole(BUDGET.key),
            finish: Finish::Running,
        }
    }

    /// The geometry of the board.
    pub fn geometry(&self) -> &'static Geometry {
        self.geom
    }

    /// The free cells (without a given), in row-major order.
    pub fn free(&self) -> &[u16] {
        &self.free[..self.free_len]
    }

    /// The digit in `cell`.
    #[inline]
    pub fn value(&self, cell: usize) -> u8 {
        self.values[cell]
    }

    /// The counts behind the penalty.
    pub fn tally(&self) -> &Tally {
        &self.tally
    }

    /// The counters.
    pub fn counters(&self) -> &Counters {
        &self.counters
    }

    /// The counters, for the method's own ones (`tries`, `accepted`, `temperature`).
    pub fn counters_mut(&mut self) -> &mut Counters {
        &mut self.counters
    }

    /// A random whole number below `n` (at least 1). Drawn as a `u32`, so that the run is the
    /// same on 32-bit WebAssembly and 64-bit native.
    #[inline]
    pub fn below(&mut self, n: usize) -> usize {
        self.rng.random_range(0..n as u32) as usize
    }

    /// A random number in [0, 1).
    #[inline]
    pub fn unit(&mut self) -> f64 {
        self.rng.random::<f64>()
    }

    /// Writes `digit` into the free cell `cell`, keeping the counts.
    #[inline]
    pub fn set(&mut self, cell: usize, digit: u8) {
        self.tally.set(cell, self.values[cell], digit);
        self.values[cell] = digit;
    }

    /// Writes `digit` into `cell` without keeping the counts: a new fill or shot writes every
    /// free cell, then [`Core::restarted`] counts the board afresh.
    #[inline]
    pub fn put(&mut self, cell: usize, digit: u8) {
        self.values[cell] = digit;
    }

    /// After a new fill or shot written with [`Core::put`]: counts the board, and the fill as
    /// one try and one restart. Returns the event that shows it.
    pub fn restarted(&mut self) -> Event {
        self.tally = Tally::new(self.geom, &self.values, self.boxes);
        self.counters.tries += 1;
        self.counters.restarts += 1;
        self.moved();
        Event::Restart {
            penalty: self.counters.penalty,
        }
    }

    /// Notes the penalty after a move: a new best board is kept, and a penalty of 0 makes the
    /// next step the solution.
    pub fn moved(&mut self) {
        let penalty = self.tally.penalty();
        self.counters.penalty = penalty;
        if penalty < self.counters.best_penalty {
            self.counters.best_penalty = penalty;
            self.best = self.values;
        }
        if penalty == 0 {
            self.finish = Finish::Solved;
        }
    }

    /// Ends the search after this step: nothing is left to move and no solution was found.
    pub fn close(&mut self) {
        self.finish = Finish::Closing;
    }
}

/// The moves of one local search.
pub trait Method: Clone + Sized {
    /// The keys the method takes (with [`SEED`] and [`BUDGET`]).
    const PARAMS: &'static [Spec];
    /// Whether boxes count toward the penalty.
    const BOXES: bool;
    /// Work units of a step (see [`Stepper::work`]), besides [`RESTART_WORK`] per cell of each
    /// restart.
    const STEP_WORK: u64;

    /// The method's state for `core`, a board not yet filled; it may set its counters.
    fn new(core: &mut Core, values: &Values) -> Self;

    /// One step of a running search (the first fills the board).
    fn advance(&mut self, core: &mut Core) -> Event;
}

/// A local search: a [`Core`] moved by a [`Method`], and the record of its run.
#[derive(Clone)]
pub struct Local<M: Method> {
    core: Core,
    method: M,
    /// Penalty and temperature over the steps, for the chart: in the state, so that every
    /// checkpoint and replay of [`crate::History`] carries the record of its own step. Boxed:
    /// 8 KB inline would make every strategy's [`crate::Engine`] that large.
    series: Box<Series>,
}

impl<M: Method> Local<M> {
    /// A search of `board` (givens not in conflict) with checked parameters.
    pub fn new(board: &Board, values: &Values) -> Local<M> {
        let mut core = Core::new(board, M::BOXES, values);
        let method = M::new(&mut core, values);
        let c = core.counters;
        Local {
            core,
            method,
            series: Box::new(Series::new(c.penalty, c.temperature.get())),
        }
    }

    /// Notes the step just taken in the record. Out of line, so that [`Stepper::step`] stays
    /// small enough to be inlined into the step loops: with the note inlined, `step` was not,
    /// and the call cost `annealing` 14 % more instructions a step through `History` instead of
    /// 10 % (callgrind, 10 M steps).
    #[inline(never)]
    fn note(&mut self, restart: bool) {
        let c = &self.core.counters;
        self.series
            .note(c.steps, c.penalty, c.temperature.get(), restart);
    }

    /// Penalty, temperature and restarts over the steps so far (see [`series`]).
    pub fn series(&self) -> Series {
        self.series.through(self.core.counters.steps)
    }

    /// The shared state (board, counts, budget).
    pub fn core(&self) -> &Core {
        &self.core
    }

    /// The method's state.
    pub fn method(&self) -> &M {
        &self.method
    }
}

impl<M: Method> Tunable for Local<M> {
    const PARAMS: &'static [Spec] = M::PARAMS;
    fn tuned(board: &Board, values: &Values) -> Local<M> {
        Local::new(board, values)
    }
}

impl<M: Method> Stepper for Local<M> {
    #[inline]
    fn step(&mut self) -> Event {
        let core = &mut self.core;
        let event = match core.finish {
            Finish::Exhausted | Finish::OutOfBudget => return Event::Exhausted,
            // The budget counts steps: the step that reaches it reports it instead of moving.
            Finish::Running if core.counters.steps + 1 >= core.budget => {
                core.values = core.best;
                core.tally = Tally::new(core.geom, &core.values, M::BOXES);
                core.counters.penalty = core.tally.penalty();
                core.finish = Finish::OutOfBudget;
                Event::BudgetExhausted {
                    best_penalty: core.counters.best_penalty,
                }
            }
            Finish::Running => self.method.advance(core),
            Finish::Solved => {
                core.counters.solutions += 1;
                core.finish = Finish::Closing;
                Event::Solution
            }
            Finish::Closing => {
                core.finish = Finish::Exhausted;
                Event::Exhausted
            }
        };
        self.core.counters.steps += 1;
        // Only these events change the penalty or the temperature: the others (most steps)
        // cost the record one comparison.
        if let Event::Accept { .. }
        | Event::Restart { .. }
        | Event::Cool { .. }
        | Event::BudgetExhausted { .. } = event
        {
            self.note(matches!(event, Event::Restart { .. }));
        }
        event
    }

    fn counters(&self) -> &Counters {
        &self.core.counters
    }

    fn board(&self) -> Board {
        let mut board = Board::empty(self.core.geom.side).expect("a side the board had");
        for (cell, &v) in self.values().iter().enumerate() {
            board.set(cell, v);
        }
        board
    }

    fn values(&self) -> &[u8] {
        &self.core.values[..self.core.geom.cells]
    }

    /// Every digit that is not a given was placed by the search's moves.
    fn reasons(&self) -> &[u8] {
        &[LOCAL_REASON; MAX_CELLS][..self.core.geom.cells]
    }

    /// The digits the givens leave legal in the cell (local search keeps no candidates).
    fn candidates(&self, cell: usize) -> u16 {
        self.core.legal.get(cell).copied().unwrap_or(0)
    }

    fn stack(&self) -> &[Frame] {
        &[]
    }

    fn backup(&self, _depth: usize) -> Option<Board> {
        None
    }

    fn cleared(&self) -> &[u16] {
        &[]
    }

    fn cleared_digits(&self) -> &[u8] {
        &[]
    }

    fn is_done(&self) -> bool {
        matches!(self.core.finish, Finish::Exhausted | Finish::OutOfBudget)
    }

    fn final_event(&self) -> Event {
        match self.core.finish {
            Finish::OutOfBudget => Event::BudgetExhausted {
                best_penalty: self.core.counters.best_penalty,
            },
            _ => Event::Exhausted,
        }
    }

    fn work(&self) -> u64 {
        let c = &self.core.counters;
        c.steps * M::STEP_WORK + c.restarts * RESTART_WORK * self.core.geom.cells as u64
    }

    fn max_step_work(&self) -> u64 {
        M::STEP_WORK + RESTART_WORK * self.core.geom.cells as u64
    }
}
