//! The depth-first stepper shared by `brute-force`, `backtracking`, `sorted-cells`, `mrv`,
//! `singles`, `lookahead` and `csp`; a [`Policy`] supplies the choices that differ.

use crate::board::{Board, MAX_CELLS};
use crate::candidates::Candidates;
use crate::choice::Choice;
use crate::event::{Counters, DeadEnd};
use crate::params::Values;
use crate::policy::Policy;
use crate::stepper::Frame;

mod csp;
mod run;
mod split;
mod state;
mod step;
mod stepper;
pub use csp::CspMachine;
pub(crate) use split::{Stop, Watch};
use state::State;

/// What the next step does. Kept fieldless (one byte) because it is matched on every step; the
/// data of a pending conflict or dead end lives in [`Cursor::pending`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    Propagate,
    Select,
    Try,
    Conflict,
    DeadEnd,
    Backtrack,
    Done,
}

/// A conflict peer or a dead end found in one step and reported by the next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Pending {
    None,
    Peer(u16),
    DeadEnd(DeadEnd),
}

/// A depth-first search as a state machine with an explicit stack of [`Frame`]s.
///
/// The stack is a fixed array (depth never exceeds the number of cells) so that the step loop
/// has no allocation and no capacity checks; counters are updated where each event is made.
#[derive(Clone)]
pub struct Dfs<P: Policy> {
    core: Core<P>,
    cur: Cursor,
}

/// What a step reads and writes in memory: the policy, the board with its trails, the stack,
/// and the counters that change less often than every step.
#[derive(Clone)]
struct Core<P: Policy> {
    policy: P,
    state: State,
    stack: [Frame; MAX_CELLS],
    /// Every counter but the tries, which live in [`Cursor::tries`] between settles: the
    /// backtracks, solutions and maximum depth are written in memory where their events are
    /// made, not carried through the step loop (in V8's code for the plain loop each was one
    /// more value spilled to its frame and reloaded on every step).
    counters: Counters,
}

/// The few values that every step changes (the tries, and no other counter: see
/// [`Core::counters`]). The step loop works on a local copy and writes it
/// back when it returns, so that they live in registers rather than being stored and loaded
/// again on each event (the copy in the machine is what [`Dfs`]'s readers see between calls).
#[derive(Clone, Copy)]
struct Cursor {
    depth: usize,
    phase: Phase,
    pending: Pending,
    tries: u64,
}

impl<P: Policy> Core<P> {
    /// Records `depth` as a candidate for the maximum. The depth only falls in
    /// [`Core::backtrack`], so noting it there and at the end of every step or run gives the
    /// running maximum without a store on each new decision.
    #[inline(always)]
    fn note_max_depth(&mut self, depth: usize) {
        self.counters.max_depth = self.counters.max_depth.max(depth as u32);
    }

    /// The counters that are cheaper to bring up to date once than at every event, from the
    /// cursor `cur` after `steps` more steps.
    #[inline(always)]
    fn settle(&mut self, cur: &Cursor, steps: u64) {
        self.counters.steps += steps;
        self.counters.tries = cur.tries;
        self.counters.depth = cur.depth as u32;
        self.note_max_depth(cur.depth);
    }
}

impl<P: Policy> Dfs<P> {
    /// A search of `board`, which must have no givens in conflict, with the policy's default
    /// parameters.
    pub fn new(board: &Board) -> Dfs<P> {
        Dfs::with_values(board, &Values::defaults(P::PARAMS))
    }

    /// A search of `board` (no givens in conflict) with `values` checked against the policy's
    /// [`Policy::PARAMS`].
    pub fn with_values(board: &Board, values: &Values) -> Dfs<P> {
        let state = State::new(board);
        let mut policy = P::new(&state.cands, values);
        policy.start_propagation();
        Dfs {
            core: Core {
                policy,
                state,
                stack: [Frame::EMPTY; MAX_CELLS],
                counters: Counters::default(),
            },
            cur: Cursor {
                depth: 0,
                phase: if P::PROPAGATES {
                    Phase::Propagate
                } else {
                    Phase::Select
                },
                pending: Pending::None,
                tries: 0,
            },
        }
    }

    /// The policy, for what only one strategy shows (`csp`'s MAC queue and conflict sets).
    pub fn policy(&self) -> &P {
        &self.core.policy
    }

    /// The candidates as the search has them now.
    pub fn state(&self) -> &Candidates {
        &self.core.state.cands
    }

    /// Why the newest decision is on its cell (see [`Policy::choice`]): right after its select,
    /// before its first try; `None` at any other moment.
    pub fn choice(&self) -> Option<Choice> {
        let f = self.core.stack[..self.cur.depth].last()?;
        (self.cur.phase == Phase::Try && f.branch == 0).then(|| {
            self.core
                .policy
                .choice(&self.core.state.cands, f.cell.into())
        })
    }

    /// The cell and digit the deepest decision tries next, while a try is due: the digit
    /// [`Policy::pick`] will take at the search's try count now.
    pub fn next_try(&self) -> Option<(u16, u8)> {
        let f = self.core.stack[..self.cur.depth].last()?;
        if self.cur.phase != Phase::Try || f.remaining == 0 {
            return None;
        }
        let bit = self.core.policy.pick(
            &self.core.state.cands,
            f.cell.into(),
            f.remaining,
            self.cur.tries,
        );
        Some((f.cell, bit.trailing_zeros() as u8 + 1))
    }

    /// Plain policies neither propagate nor write before checking, so every decision they open
    /// is tried at once: [`crate::stepper::Stepper::run`] goes from the select to the try without dispatching on
    /// the phase, while the new frame is still in registers.
    const PLAIN: bool = !P::PROPAGATES && !P::WRITE_THEN_CHECK;

    /// Policies that write a digit and then check it, with nothing else (`brute-force`): their
    /// fixed cycle too (`Core::run_cycle`), with the conflict and its dead end in it.
    const CHECKS: bool = P::WRITE_THEN_CHECK && !P::PROPAGATES && !P::JUMPS;
}
