//! The families of strategies: what kind of search a strategy is, which decides how a page draws
//! and explains it (the board's states, the legend, the end-of-search banner).

use crate::strategy::Strategy;

/// What kind of search a strategy runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Family {
    /// Depth-first search over cells with backtracking (every strategy but the three below;
    /// `fast` too: singles and MRV on bitboards).
    DepthFirst,
    /// `dlx`: Knuth's Algorithm X on the exact-cover matrix.
    ExactCover,
    /// `annealing` and `shoot-and-go`: moves over complete boards, which prove nothing.
    Local,
}

impl Family {
    /// The stable name a page reads: `depth-first`, `exact-cover` or `local`.
    pub fn name(self) -> &'static str {
        match self {
            Family::DepthFirst => "depth-first",
            Family::ExactCover => "exact-cover",
            Family::Local => "local",
        }
    }
}

impl Strategy {
    /// The family of the strategy.
    pub fn family(self) -> Family {
        match self {
            Strategy::Dlx => Family::ExactCover,
            Strategy::Annealing | Strategy::ShootAndGo => Family::Local,
            _ => Family::DepthFirst,
        }
    }
}
