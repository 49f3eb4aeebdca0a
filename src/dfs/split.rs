//! What [`crate::split`] needs of a depth-first search to cut it into pieces that run apart:
//! a walk that follows the depth from the events and stops where a decision opens at the
//! frontier, a descent through that decision's subtree that stops where the search leaves it,
//! and a pass over the subtree that leaves the machine where the search comes back from it
//! without searching it.

use super::{Dfs, Phase};
use crate::board::MAX_CELLS;
use crate::event::Event;
use crate::policy::Policy;
use crate::stepper::Stepper;

/// Where a [`Dfs::walk`] stops, besides a solution, the end of the search and its budget.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Stop {
    /// Nowhere else: tallies the decisions opened at every depth (the probe that picks the
    /// frontier).
    Never,
    /// Right after the next decision opened at the frontier depth (the producer, and a
    /// piece's start).
    AtFrontier,
}

/// A walk's view of the search: the depth the events say it is at, and what it has seen.
pub(crate) struct Watch {
    /// The depth of the decisions under which pieces are cut (1 = the first decision).
    pub(crate) frontier: usize,
    stop: Stop,
    /// Whether the walk has stopped where a decision opened at the frontier depth.
    pub(crate) at_frontier: bool,
    /// Decisions opened at each depth (with [`Stop::Never`]).
    pub(crate) opened: Vec<u64>,
}

impl Watch {
    /// A watch for a walk of `stop` at `frontier`.
    pub(crate) fn new(frontier: usize, stop: Stop) -> Watch {
        Watch {
            frontier,
            stop,
            at_frontier: false,
            opened: if stop == Stop::Never {
                vec![0; MAX_CELLS + 1]
            } else {
                Vec::new()
            },
        }
    }

    /// Takes in one event; false where the walk stops: a solution, the search's end, or a
    /// decision opened at the frontier for [`Stop::AtFrontier`].
    #[inline(always)]
    fn goes_on(&mut self, e: &Event) -> bool {
        match *e {
            Event::Select { depth, .. } => {
                let depth = depth as usize;
                if self.stop == Stop::Never {
                    if let Some(n) = self.opened.get_mut(depth) {
                        *n += 1;
                    }
                } else if depth == self.frontier {
                    self.at_frontier = true;
                    return false;
                }
            }
            Event::Solution | Event::Exhausted => return false,
            _ => {}
        }
        true
    }
}

impl<P: Policy> Dfs<P> {
    /// Whether pieces of this search add up to it: a plain policy (no propagation, no
    /// backjumps) taking the digits in ascending order, so that what a subtree does depends on
    /// the board, the stack and the cursor alone, not on how many tries came before it.
    pub(crate) fn splits(&self) -> bool {
        !P::PROPAGATES && !P::JUMPS && !self.core.policy.shuffles()
    }

    /// Steps at most `max_steps` steps, until a stop of `watch` (a solution included);
    /// returns the steps taken and the last event.
    #[inline(never)]
    pub(crate) fn walk(&mut self, max_steps: u64, watch: &mut Watch) -> (u64, Option<Event>) {
        self.run(max_steps, |e| watch.goes_on(e))
    }

    /// Within the subtree of a decision opened at depth `frontier`: steps at most `max_steps`,
    /// stopping where the search leaves it (the backtrack above the frontier), at a solution
    /// or at the search's end. It looks at nothing but backtracks, so it runs at nearly the
    /// speed of the plain loop: a subtree is nearly all of a piece.
    #[inline(never)]
    pub(crate) fn descend(&mut self, max_steps: u64, frontier: usize) -> (u64, Option<Event>) {
        self.run(max_steps, |e| match *e {
            Event::Backtrack { depth, .. } => depth as usize >= frontier,
            Event::Solution | Event::Exhausted => false,
            _ => true,
        })
    }

    /// Right after a decision opened at the frontier (a walk of [`Stop::AtFrontier`]), leaves
    /// the board, the stack and the cursor as the search has them when it comes back from
    /// that decision's subtree: the decision closed with nothing placed, the digit of the one
    /// above it taken back, and the decisions with no digits left closed, as that subtree's
    /// last backtrack does. Nothing is counted: the piece that searches the subtree counts its
    /// steps.
    pub(crate) fn pass_subtree(&mut self) {
        debug_assert_eq!(self.cur.phase, Phase::Try, "a decision just opened");
        let counters = self.core.counters;
        let mut cur = self.cur;
        cur.depth -= 1;
        cur.phase = Phase::Backtrack;
        self.core.backtrack(&mut cur);
        self.cur = cur;
        self.core.counters = counters;
    }
}
