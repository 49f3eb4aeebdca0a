//! Local search: `annealing` and `shoot-and-go`, the optimisation heuristics of Hájek, Let,
//! Sgallová and Trličík, "Řešení sudoku pomocí optimalizace" (random shooting, shoot-and-go,
//! permutations with simulated annealing; FJFI ČVUT student miniproject). Neither is
//! exact: they fill every free cell, then move toward a board without missing digits, and stop
//! at the first solution or when their step budget is spent.
//!
//! One machine, [`Local`], holds what both share (the board, the [`penalty::Tally`], the random
//! generator, the counters, the best board, the budget and the end of the search); a [`Method`]
//! supplies the moves, as a `Policy` (src/policy) does for the depth-first machine. The
//! generator is part of the state, so a clone, a checkpoint or a replay continues the same run.

pub mod annealing;
mod exp;
pub mod penalty;
pub mod series;
mod shared;
pub mod shoot;
pub mod verdict;

use crate::board::{Board, MAX_CELLS};
use crate::event::{Counters, Event};
use crate::params::{Domain, Spec, Tunable, Value, Values};
use crate::stepper::{Frame, Stepper, LOCAL_REASON};
use penalty::Tally;
use series::Series;

pub use annealing::Anneal;
pub use exp::exp_neg;
pub use shared::Core;
use shared::Finish;
pub use shoot::Shoot;
use verdict::{Acceptance, Descent};

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

impl Annealing {
    /// At the step of an `accept` or `reject`: the decision on the swap (see [`Acceptance`]).
    pub fn acceptance(&self) -> Option<Acceptance> {
        self.method.acceptance(&self.core)
    }
}

impl ShootAndGo {
    /// At the step of an `accept`: the move to the best neighbour (see [`Descent`]).
    pub fn descent(&self) -> Option<Descent> {
        self.method.descent(&self.core)
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
