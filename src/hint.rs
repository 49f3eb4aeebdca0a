//! A hint for someone solving by hand: what `singles` would do next on their board. That is
//! the next forced digit and why (a naked single: the cell's only candidate; a hidden single:
//! the digit's only place in a row, column or box), or, when nothing is forced, the decision a
//! search would open (the cell with the fewest candidates, which a player has to guess in), or
//! the dead end that shows some digit on the board is wrong, or that the board is solved.

use crate::board::Board;
use crate::event::Event;
use crate::parse::ParseError;
use crate::stepper::skip;
use crate::strategy::{Engine, Strategy};

/// The first event of `singles` on `board`: [`Event::Propagate`] (a forced digit and its
/// reason), [`Event::Select`] (nothing is forced: the cell to guess in and its candidates),
/// [`Event::DeadEnd`] (the board cannot be completed: a cell without candidates or a digit
/// without a place) or [`Event::Solution`] (the board is full). Digits in conflict are an
/// error. The order is the one `singles` narrates: naked singles in reading order first, then
/// hidden singles by rows, columns and boxes.
///
/// # Errors
///
/// [`ParseError::Conflict`] for givens in conflict.
pub fn hint(board: &Board) -> Result<Event, ParseError> {
    let mut machine = Engine::new(board, Strategy::Singles)?;
    let (_, event) = skip(&mut machine, 1, false);
    Ok(event.unwrap_or(Event::Exhausted))
}

impl Board {
    /// See [`hint`].
    ///
    /// # Errors
    ///
    /// Those of [`hint`].
    pub fn hint(&self) -> Result<Event, ParseError> {
        hint(self)
    }
}
