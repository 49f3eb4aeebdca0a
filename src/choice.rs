//! Why a depth-first or `dlx` search opened the decision it just opened, and what its deepest
//! decision tries next: facts a narration states ("r4c8 has 2 candidates, fewer than any other
//! empty cell"), read from the machine's own state so that no page works them out again.

use crate::candidates::Candidates;

/// The kind of a [`Choice`], numbered as [`Choice::pack`] writes it; exported to JavaScript (as
/// `ChoiceKind`) so that the page reads packed choices by name.
#[cfg_attr(target_arch = "wasm32", wasm_bindgen::prelude::wasm_bindgen)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum ChoiceKind {
    /// [`Choice::RowOrder`]
    RowOrder = 0,
    /// [`Choice::SortedOrder`]
    SortedOrder = 1,
    /// [`Choice::FewestCandidates`]
    FewestCandidates = 2,
    /// [`Choice::FewestOptions`]
    FewestOptions = 3,
}

/// Why the newest decision is on its cell (or, for `dlx`, on its constraint column).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Choice {
    /// The first empty cell in row-major order (`brute-force`, `backtracking`).
    RowOrder,
    /// The next cell of a fixed order, sorted once by the candidate count at the start
    /// (`sorted-cells`).
    SortedOrder,
    /// An empty cell with the fewest candidates, the first of them in row-major order (`mrv`,
    /// `singles`, `lookahead`): no empty cell has fewer than `count`, and `ties` others have
    /// as many.
    FewestCandidates {
        /// The cell's candidates.
        count: u8,
        /// Other empty cells with exactly `count` candidates.
        ties: u16,
    },
    /// A constraint column with the fewest options, the first of them in column order (`dlx`):
    /// no open column has fewer than `count`, and `ties` others have as many.
    FewestOptions {
        /// The column's options (rows left).
        count: u8,
        /// Other open columns with exactly `count` options.
        ties: u16,
    },
}

impl Choice {
    /// The choice of `cell` as the empty cell of `c` with the fewest candidates, with its ties
    /// counted over every other empty cell.
    pub fn fewest(c: &Candidates, cell: usize) -> Choice {
        let count = c.of(cell).count_ones();
        let ties = (0..c.geometry().cells)
            .filter(|&x| x != cell && c.value(x) == 0 && c.of(x).count_ones() == count)
            .count();
        Choice::FewestCandidates {
            count: count as u8,
            ties: ties as u16,
        }
    }

    /// The kind of choice.
    pub fn kind(self) -> ChoiceKind {
        match self {
            Choice::RowOrder => ChoiceKind::RowOrder,
            Choice::SortedOrder => ChoiceKind::SortedOrder,
            Choice::FewestCandidates { .. } => ChoiceKind::FewestCandidates,
            Choice::FewestOptions { .. } => ChoiceKind::FewestOptions,
        }
    }

    /// The choice as three numbers for the page: `[kind, count, ties]` with kind the
    /// [`ChoiceKind`] number (count and ties 0 for an order).
    pub fn pack(self) -> [u32; 3] {
        let (count, ties) = match self {
            Choice::RowOrder | Choice::SortedOrder => (0, 0),
            Choice::FewestCandidates { count, ties } | Choice::FewestOptions { count, ties } => {
                (count, ties)
            }
        };
        [self.kind() as u32, count.into(), ties.into()]
    }
}
