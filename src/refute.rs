//! Why a board has no solution, when singles alone show it: a service of the board for a page
//! that wants to say more than "no solution".

use crate::board::Board;
use crate::dfs::Dfs;
use crate::event::{DeadEnd, Event};
use crate::policy::Singles;
use crate::stepper::Stepper;

/// Propagates naked and hidden singles from the givens of `board`, without guessing, and returns
/// the first dead end it reaches: an empty cell without candidates, or a digit without a place
/// in a unit. `None` when singles alone do not refute the board (they solve it or get stuck), and
/// for givens in conflict, whose conflict is the better explanation.
pub fn refutation(board: &Board) -> Option<DeadEnd> {
    board.check_conflicts().ok()?;
    // The singles machine propagates before its first decision, in the order the page narrates.
    let mut machine = Dfs::<Singles>::new(board);
    loop {
        match machine.step() {
            Event::Propagate { .. } => continue,
            Event::DeadEnd(why) => return Some(why),
            _ => return None,
        }
    }
}

impl Board {
    /// See [`refutation`].
    pub fn refutation(&self) -> Option<DeadEnd> {
        refutation(self)
    }
}
