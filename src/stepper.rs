//! The interface every search machine offers: one event per `step()`, counters, the explicit
//! stack and the current board.

use crate::board::{Board, MAX_CELLS};
use crate::event::{Counters, Event};
use crate::tree::Tree;

/// One open decision on the explicit stack.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Frame {
    /// The cell decided at this depth.
    pub cell: u16,
    /// The digit being tried (0 before the first try).
    pub digit: u8,
    /// 1-based index of the branch being tried: the path entry for this depth.
    pub branch: u8,
    /// Digits not tried yet.
    pub(crate) remaining: u16,
    /// Trail lengths when the decision opened: undoing to them restores the board (the backup).
    pub(crate) mark: Mark,
}

impl Frame {
    /// A frame with nothing decided: what a machine's fixed stack starts filled with.
    pub(crate) const EMPTY: Frame = Frame {
        cell: 0,
        digit: 0,
        branch: 0,
        remaining: 0,
        mark: Mark {
            placed: 0,
            eliminated: 0,
        },
    };

    /// Number of branches at this depth: those tried so far and those left. Derived rather than
    /// stored, so that opening a decision in the step loop costs one store less.
    pub fn of(&self) -> u8 {
        self.branch + self.remaining.count_ones() as u8
    }
}

/// Lengths of the placement and elimination trails at some moment.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Mark {
    pub(crate) placed: u32,
    pub(crate) eliminated: u32,
}

/// The [`Stepper::reasons`] code of a digit that a local search (`annealing`, `shoot-and-go`)
/// holds in a cell: chosen by its moves, neither a given nor forced.
pub const LOCAL_REASON: u8 = 3;

/// A search that advances one event at a time.
pub trait Stepper: Clone {
    /// Advances exactly one event. Once the search is over it returns [`Event::Exhausted`]
    /// without counting a step.
    fn step(&mut self) -> Event;

    /// Advances one event unless that would take the work ([`Stepper::work`]) past
    /// `work_limit`: a machine whose single step can outlast a frame (`lookahead`'s filter on
    /// 16×16) then does part of the step, keeps its progress in its state and returns `None`;
    /// what it shows stays that of the last event, and a later call goes on where it stopped.
    /// Each call makes some progress. Machines whose steps are all short take a whole step.
    fn step_within(&mut self, _work_limit: u64) -> Option<Event> {
        Some(self.step())
    }

    /// Counters after the last event.
    fn counters(&self) -> &Counters;

    /// The board as the search has it now.
    fn board(&self) -> Board;

    /// The current values, row by row (0 for empty), without building a board. A clashing digit
    /// that `brute-force` has just written shows here until its conflict event.
    fn values(&self) -> &[u8];

    /// Per cell, how the digit there was placed: the [`Reason::code`](crate::Reason::code) of
    /// the propagation event that forced it, or 0 for a given, a guess, and on machines that
    /// propagate in bulk without events (`fast` on 9×9); [`LOCAL_REASON`] for every cell of a
    /// local search. Entries of empty cells are left over
    /// from earlier placements: read them only where [`Stepper::values`] has a digit.
    fn reasons(&self) -> &[u8] {
        &[0; MAX_CELLS][..self.values().len()]
    }

    /// The candidates of an empty cell as the strategy sees them now.
    fn candidates(&self, cell: usize) -> u16;

    /// The open decisions, outermost first.
    fn stack(&self) -> &[Frame];

    /// The board when the decision at `depth` (1-based) was opened.
    fn backup(&self, depth: usize) -> Option<Board>;

    /// The cells cleared by the last event if it was [`Event::Backtrack`] or
    /// [`Event::Exhausted`]; empty after any other event.
    fn cleared(&self) -> &[u16];

    /// Parallel to [`Stepper::cleared`]: the digit each cleared cell held before the step, so
    /// that a page can show what a backtrack took back.
    fn cleared_digits(&self) -> &[u8];

    /// True once the search is over: after [`Event::Exhausted`], or after
    /// [`Event::BudgetExhausted`] for a local search out of budget.
    fn is_done(&self) -> bool;

    /// The event that ended the search, once [`Stepper::is_done`]: [`Event::Exhausted`] but for
    /// a local search that ran out of budget. Lets [`crate::History`] know the last event of a
    /// run without keeping every event.
    fn final_event(&self) -> Event {
        Event::Exhausted
    }

    /// A deterministic measure of the work done since the start, in units of about a
    /// nanosecond of a native step: a per-step weight for the strategy and size, plus what a
    /// step of variable cost counts as it goes (`lookahead`'s filtering). It never decreases,
    /// is part of the machine's state (a clone or a replay has the same), and lets
    /// [`crate::History`] space checkpoints and clock checks by cost rather than by steps, so a
    /// slow machine checkpoints more often. Not wall time: runs stay reproducible, and native
    /// wasm32 has no clock. The default counts one unit per step.
    fn work(&self) -> u64 {
        self.counters().steps
    }

    /// An upper bound on the [`Stepper::work`] of any one step (`u64::MAX` when a step can do
    /// unbounded work): [`crate::History`] runs `room / max_step_work` steps between two
    /// looks at the work, so that it sees each checkpoint boundary at the step that crosses it.
    fn max_step_work(&self) -> u64 {
        1
    }

    /// `skip` recording the search tree in `tree` as it goes. By default one step per call
    /// of `skip` (`record_by_steps`); [`crate::Engine`] runs its cheapest machines, whose
    /// steps cost a few nanoseconds, in a copy of their own loop instead.
    fn record_tree(
        &mut self,
        max_steps: u64,
        stop_at_solution: bool,
        tree: &mut Tree,
    ) -> (u64, Option<Event>) {
        record_by_steps(self, max_steps, stop_at_solution, tree)
    }

    /// Steps up to `max_steps` times, handing each event to `on_event`, which returns false to
    /// stop early. Returns the number of steps taken and the last event (`None` when no step was
    /// taken), so that a caller that keeps only the last event stores nothing per step. Does
    /// not allocate.
    #[inline]
    fn run<F: FnMut(&Event) -> bool>(
        &mut self,
        max_steps: u64,
        mut on_event: F,
    ) -> (u64, Option<Event>) {
        let mut last = None;
        for taken in 0..max_steps {
            if self.is_done() {
                return (taken, last);
            }
            let event = self.step();
            last = Some(event);
            if !on_event(&event) {
                return (taken + 1, last);
            }
        }
        (max_steps, last)
    }
}

/// Steps `machine` like [`Stepper::run`], stopping right after a solution when
/// `stop_at_solution`. Never inlined, and the one way the engine's services step a machine
/// ([`crate::History`], [`crate::refutation`]): every closure type given to [`Stepper::run`]
/// compiles another copy of every strategy's loop (about 20 KB of WebAssembly).
#[inline(never)]
pub(crate) fn skip<S: Stepper>(
    machine: &mut S,
    max_steps: u64,
    stop_at_solution: bool,
) -> (u64, Option<Event>) {
    machine.run(max_steps, |e| !(stop_at_solution && *e == Event::Solution))
}

/// [`skip`] that hands every event to `tree`, in the machine's own loop: another copy of
/// that loop for the closure, which only the cheapest machines get (see
/// [`Stepper::record_tree`]), so that [`skip`] stays as it is.
#[inline(never)]
pub(crate) fn record_in_loop<S: Stepper>(
    machine: &mut S,
    max_steps: u64,
    stop_at_solution: bool,
    tree: &mut Tree,
) -> (u64, Option<Event>) {
    let mut step = tree.steps();
    let ran = machine.run(max_steps, |e| {
        step += 1;
        if Tree::changes(e) {
            tree.observe_at(*e, step);
        }
        !(stop_at_solution && *e == Event::Solution)
    });
    tree.set_steps(step);
    ran
}

/// [`skip`] that hands every event to `tree`, one step per call of [`skip`]: no loop compiled
/// again, for machines whose steps cost many times that call.
pub(crate) fn record_by_steps<S: Stepper>(
    machine: &mut S,
    max_steps: u64,
    stop_at_solution: bool,
    tree: &mut Tree,
) -> (u64, Option<Event>) {
    let mut taken = 0;
    let mut last = None;
    while taken < max_steps {
        let (_, Some(e)) = skip(machine, 1, false) else {
            break;
        };
        taken += 1;
        last = Some(e);
        tree.observe(&e);
        if stop_at_solution && e == Event::Solution {
            break;
        }
    }
    (taken, last)
}

/// The [`Stepper`] methods of a machine that is one of several (an enum of machines: the
/// [`crate::Engine`], `csp`'s two loops), each forwarded to the one that runs. `$each!(self,
/// m => body)` must evaluate `body` with `m` bound to that machine. `run` is forwarded too, so
/// the enum dispatches once per call and each machine keeps its own monomorphic loop, and
/// wrappers such as [`crate::History`] get it. `step_within` after the name forwards that
/// method as well; without it the impl writes its own (or takes the default). `record_tree` is
/// never forwarded: the default, or the impl's own.
macro_rules! forward_stepper {
    ($each:ident $(, $extra:ident)*) => {
        fn step(&mut self) -> $crate::event::Event {
            $each!(self, m => m.step())
        }
        #[inline]
        fn run<F: FnMut(&$crate::event::Event) -> bool>(
            &mut self,
            max_steps: u64,
            on_event: F,
        ) -> (u64, Option<$crate::event::Event>) {
            $each!(self, m => m.run(max_steps, on_event))
        }
        fn counters(&self) -> &$crate::event::Counters {
            $each!(self, m => m.counters())
        }
        fn board(&self) -> $crate::board::Board {
            $each!(self, m => m.board())
        }
        fn values(&self) -> &[u8] {
            $each!(self, m => m.values())
        }
        fn reasons(&self) -> &[u8] {
            $each!(self, m => m.reasons())
        }
        fn candidates(&self, cell: usize) -> u16 {
            $each!(self, m => m.candidates(cell))
        }
        fn stack(&self) -> &[$crate::stepper::Frame] {
            $each!(self, m => m.stack())
        }
        fn backup(&self, depth: usize) -> Option<$crate::board::Board> {
            $each!(self, m => m.backup(depth))
        }
        fn cleared(&self) -> &[u16] {
            $each!(self, m => m.cleared())
        }
        fn cleared_digits(&self) -> &[u8] {
            $each!(self, m => m.cleared_digits())
        }
        fn is_done(&self) -> bool {
            $each!(self, m => m.is_done())
        }
        fn final_event(&self) -> $crate::event::Event {
            $each!(self, m => m.final_event())
        }
        fn work(&self) -> u64 {
            $each!(self, m => m.work())
        }
        fn max_step_work(&self) -> u64 {
            $each!(self, m => m.max_step_work())
        }
        $($crate::stepper::forward_stepper!(@extra $each $extra);)*
    };
    (@extra $each:ident step_within) => {
        fn step_within(&mut self, work_limit: u64) -> Option<$crate::event::Event> {
            $each!(self, m => m.step_within(work_limit))
        }
    };
}
pub(crate) use forward_stepper;
