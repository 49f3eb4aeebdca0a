//! Recording the search tree while the history steps (see [`crate::tree`]).

use super::History;
use crate::stepper::Stepper;
use crate::tree::Tree;

impl<S: Stepper> History<S> {
    /// Starts recording the search tree in a buffer of at most `capacity` nodes, or stops
    /// (`None`). The tree must cover every step, so starting goes back to step 0: returns the
    /// step it was at, for the caller to step to again (recording, in slices if it likes).
    /// Steps stay on the machines' plain loops while no tree is recorded.
    pub fn record_tree(&mut self, capacity: Option<usize>) -> u64 {
        let at = self.current.counters().steps;
        self.tree = capacity.map(|c| Box::new(Tree::new(c)));
        if self.tree.is_some() {
            self.restore(0);
        }
        at
    }

    /// The search tree up to the current step, while it is recorded.
    pub fn tree(&self) -> Option<&Tree> {
        self.tree.as_deref()
    }
}
