//! Why a digit was forced, and what made a branch a dead end.

use crate::board::Unit;

/// Why a propagated digit was forced.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reason {
    /// The cell had one candidate left.
    NakedSingle,
    /// The digit had one place left in this unit.
    HiddenSingle(Unit),
}

impl Reason {
    /// One byte per kind, as in [`crate::Stepper::reasons`]: 1 naked, 2 hidden.
    pub fn code(self) -> u8 {
        match self {
            Reason::NakedSingle => 1,
            Reason::HiddenSingle(_) => 2,
        }
    }
}

/// What made a branch a dead end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DeadEnd {
    /// An empty cell without candidates (for `brute-force`: every digit conflicted).
    NoCandidates {
        /// The empty cell.
        cell: u16,
    },
    /// A digit with no place left in a unit.
    NoPlace {
        /// The unit.
        unit: Unit,
        /// The digit.
        digit: u8,
    },
}
