//! What both local searches share: the board and its penalty, the random generator, the
//! counters, the best board, the budget and the end of the search, with the moves a
//! [`Method`](super::Method) makes on them.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::penalty::Tally;
use super::{BUDGET, SEED};
use crate::board::{Board, Geometry, MAX_CELLS};
use crate::event::{Counters, Event};
use crate::params::Values;

/// Where the search is, apart from the method's own phase.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Finish {
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

/// What both machines share, and what a [`Method`](super::Method) moves.
#[derive(Clone)]
pub struct Core {
    pub(super) geom: &'static Geometry,
    pub(super) values: [u8; MAX_CELLS],
    /// The board of the lowest penalty so far, shown again when the budget runs out.
    pub(super) best: [u8; MAX_CELLS],
    /// Per cell, the digits the givens leave legal there (for [`Stepper::candidates`](crate::Stepper::candidates)).
    pub(super) legal: [u16; MAX_CELLS],
    /// The cells without a given, in row-major order.
    pub(super) free: [u16; MAX_CELLS],
    pub(super) free_len: usize,
    pub(super) tally: Tally,
    /// Whether boxes count toward the penalty.
    pub(super) boxes: bool,
    pub(super) rng: ChaCha8Rng,
    pub(super) counters: Counters,
    pub(super) budget: u64,
    pub(super) finish: Finish,
}

impl Core {
    pub(super) fn new(board: &Board, boxes: bool, values: &Values) -> Core {
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
