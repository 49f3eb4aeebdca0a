//! Why a board has no solution, when singles alone show it: a service of the board for a page
//! that wants to say more than "no solution".

use crate::board::Board;
use crate::event::{DeadEnd, Event};
use crate::stepper::skip;
use crate::strategy::{Engine, Strategy};

/// Propagates naked and hidden singles from the givens of `board`, without guessing, and returns
/// the first dead end it reaches: an empty cell without candidates, or a digit without a place
/// in a unit. `None` when singles alone do not refute the board (they solve it or get stuck), and
/// for givens in conflict, whose conflict is the better explanation.
pub fn refutation(board: &Board) -> Option<DeadEnd> {
    // The singles machine propagates before its first decision, in the order the page narrates.
    // An engine, not the bare machine, so that it steps through the loops the searches use;
    // givens in conflict make no engine.
    let mut machine = Engine::new(board, Strategy::Singles).ok()?;
    loop {
        match skip(&mut machine, 1, false).1 {
            Some(Event::Propagate { .. }) => continue,
            Some(Event::DeadEnd(why)) => return Some(why),
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
