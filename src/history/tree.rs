//! Recording the search tree while the history steps (see [`crate::tree`]).

use super::History;
use crate::event::Event;
use crate::stepper::{skip, Stepper};
use crate::tree::Tree;

/// Fewest steps of a chunk that past the tree's bound is stepped on the plain loop and checked
/// after (see [`History::record_chunk`]): below it, the copy of the machine kept in case the
/// check fails costs more than looking at each event.
const PLAIN_CHUNK: u64 = 256;

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

    /// Steps up to `max_steps` like [`skip`], recording the tree. Once the tree holds its bound
    /// no node is added: all a step can still change is the end of a stored node on the
    /// current path, and the decisions holding those nodes are the machine's first frames. So
    /// past the bound a chunk runs on the plain loop, at the speed of an unrecorded search, and
    /// counts as recorded when the machine is still deeper than the stored path and those
    /// frames stand as they were; else it is stepped again from a copy, event by event, so
    /// that every node ends at its very step. Each stored node is ended once, so that happens at most once per node on the
    /// path. The tree's counters are then the machine's.
    pub(super) fn record_chunk(
        &mut self,
        max_steps: u64,
        stop_at_solution: bool,
    ) -> (u64, Option<Event>) {
        let Some(tree) = self.tree.as_deref_mut() else {
            return skip(&mut self.current, max_steps, stop_at_solution);
        };
        let held = tree.path().len();
        let plain = tree.is_full()
            && self.current.stack().len() > held
            && (held == 0 || max_steps >= PLAIN_CHUNK);
        if !plain {
            return self.current.record_tree(max_steps, stop_at_solution, tree);
        }
        // With no stored node open nothing can end: no copy to go back to is needed.
        let before = (held > 0).then(|| self.current.clone());
        let ran = skip(&mut self.current, max_steps, stop_at_solution);
        // A backtrack to a stored depth, a solution there or the end leave the stack no deeper
        // than the stored path, even before a frame has changed.
        let stood = before.as_ref().is_none_or(|b| {
            let stack = self.current.stack();
            stack.len() > held && stack[..held] == b.stack()[..held]
        });
        if stood {
            let c = self.current.counters();
            tree.pass(c.steps, c.tries, c.depth, ran.1);
            return ran;
        }
        if let Some(b) = before {
            self.current = b;
        }
        self.current.record_tree(max_steps, stop_at_solution, tree)
    }
}
