//! The counters every event updates, as CONTRACT.md defines them.

use super::{Event, Temperature};

/// Counters as CONTRACT.md defines them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counters {
    /// Events emitted.
    pub steps: u64,
    /// Digits written by a decision of the search.
    pub tries: u64,
    /// Times the search returned from a dead end (or a solution) to an earlier decision.
    pub backtracks: u64,
    /// Digits forced by naked or hidden singles.
    pub propagations: u64,
    /// Open decisions now.
    pub depth: u32,
    /// Most open decisions so far.
    pub max_depth: u32,
    /// Solutions found so far.
    pub solutions: u64,
    /// `dlx`: link updates, Knuth's measure of the work of dancing links: every write of an
    /// L/R or U/D link in covering and uncovering columns. 0 for every other strategy.
    pub updates: u64,
    /// Local search: moves made (accepted proposals, and descents to a better neighbour).
    pub accepted: u64,
    /// Local search: the penalty of the board now (digits missing from its units).
    pub penalty: u32,
    /// Local search: the lowest penalty reached so far.
    pub best_penalty: u32,
    /// `annealing`: the temperature now.
    pub temperature: Temperature,
    /// Local search: new fills or shots (the first included) and reheats.
    pub restarts: u64,
    /// `csp`: domain values removed by inference ([`Event::Prune`]s).
    pub pruned: u64,
    /// `csp` with `jump=cbj`: decisions abandoned with digits untried by backjumps.
    pub jumped: u64,
}

impl Counters {
    /// Records one event; `depth` is the stack depth after it.
    #[inline(always)]
    pub fn record(&mut self, event: &Event, depth: usize) {
        self.steps += 1;
        match event {
            Event::Try { .. } => self.tries += 1,
            Event::Propagate { .. } => self.propagations += 1,
            Event::Backtrack { .. } => self.backtracks += 1,
            Event::Backjump { to, skipped, .. } => {
                self.backtracks += u64::from(*to > 0);
                self.jumped += u64::from(*skipped);
            }
            Event::Prune { .. } => self.pruned += 1,
            Event::Solution => self.solutions += 1,
            _ => {}
        }
        self.depth = depth as u32;
        if self.depth > self.max_depth {
            self.max_depth = self.depth;
        }
    }

    /// Adds placements forced in bulk inside one step: `fast` propagates without an event per
    /// placement, so [`Counters::record`] cannot see them.
    #[inline(always)]
    pub(crate) fn add_propagations(&mut self, placed: u64) {
        self.propagations += placed;
    }
}
