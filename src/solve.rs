//! Solving to a solution limit with any machine: counting is just stepping. This module knows
//! only the [`Stepper`] interface, so every machine and every service can use it.

use crate::board::Board;
use crate::event::{Counters, Event};
use crate::stepper::{skip, Stepper};

/// The result of [`solve_within`] (and of [`fn@crate::solve`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// The first solution found, if any.
    pub solution: Option<Board>,
    /// Solutions found, at most the limit.
    pub solutions: u64,
    /// Counters when the search stopped.
    pub counters: Counters,
}

/// Steps `machine` until it has found `limit` solutions in all, the search is over, or
/// `max_steps` steps are spent; `None` when the budget ran out before the count was settled.
pub fn solve_within<S: Stepper>(machine: &mut S, limit: u64, max_steps: u64) -> Option<Outcome> {
    run_within(machine, limit, max_steps, true)
}

/// [`solve_within`], keeping the first solution's [`Board`] only when `keep_solution` (a count
/// does not need it, and building it costs an easy puzzle's count about a hundredth).
pub(crate) fn run_within<S: Stepper>(
    machine: &mut S,
    limit: u64,
    max_steps: u64,
    keep_solution: bool,
) -> Option<Outcome> {
    let mut solution = None;
    let mut solutions = 0;
    let mut budget = max_steps;
    while solutions < limit && !machine.is_done() && budget > 0 {
        // Through `skip`, whose loop every service shares, rather than a closure of its own:
        // each closure type compiles another copy of every strategy's loop into the
        // WebAssembly module.
        let (taken, last) = skip(machine, budget, true);
        budget -= taken;
        if last == Some(Event::Solution) {
            solutions += 1;
            if keep_solution && solution.is_none() {
                solution = Some(machine.board());
            }
        }
    }
    (solutions >= limit || machine.is_done()).then(|| Outcome {
        solution,
        solutions,
        counters: *machine.counters(),
    })
}
