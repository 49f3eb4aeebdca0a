//! What one `step()` of a search reports: the [`Event`] enum and its kind; how it packs for
//! JavaScript (`packing`) and where each field lies in the packed words (`layout`), why a digit was forced or a branch died (`reason`), the
//! annealing temperature it carries (`temperature`) and the counters every event updates
//! (`counters`).

mod counters;
mod kind;
// Read by the lab build's `packedLayouts` (src/wasm/layout.rs) and by its own tests.
#[cfg_attr(not(all(target_arch = "wasm32", feature = "lab")), allow(dead_code))]
mod layout;
mod packing;
mod reason;
mod temperature;

pub use counters::Counters;
pub use kind::EventKind;
#[cfg(all(target_arch = "wasm32", feature = "lab"))]
pub(crate) use layout::to_json as layout_json;
pub use packing::{EventPacking, NO_CELL};
pub use reason::{DeadEnd, Reason};
pub use temperature::Temperature;

use crate::board::Unit;

/// One step of a search. Cells are 0-based indices in row-major order; digits are 1-based.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    /// A new decision opens at `depth` (1-based) on `cell`, which will try the digits of `candidates`.
    Select {
        /// The chosen cell.
        cell: u16,
        /// Digits it will try, bit `d-1` for digit `d`.
        candidates: u16,
        /// Stack depth after opening this decision.
        depth: u16,
    },
    /// `dlx`: a new decision opens at `depth` on the column of `digit` in `unit`, which will try
    /// the places of `places` in ascending order.
    SelectPlace {
        /// The unit.
        unit: Unit,
        /// The digit to place in it.
        digit: u8,
        /// Positions within the unit (bit `i` for its `i`-th cell, as
        /// [`crate::Geometry::unit_cells`] lists them) where the digit can still go.
        places: u16,
        /// Stack depth after opening this decision.
        depth: u16,
    },
    /// A digit written by a decision of the search (counts as a try).
    Try {
        /// The cell.
        cell: u16,
        /// The digit written.
        digit: u8,
        /// 1-based branch index at this depth.
        branch: u8,
        /// Number of branches at this depth.
        of: u8,
    },
    /// `brute-force` only: the digit just written clashes with `peer`.
    Conflict {
        /// The cell written.
        cell: u16,
        /// The digit.
        digit: u8,
        /// A peer that already holds the digit.
        peer: u16,
    },
    /// A digit forced by propagation.
    Propagate {
        /// The cell.
        cell: u16,
        /// The digit.
        digit: u8,
        /// Why it was forced.
        reason: Reason,
    },
    /// `lookahead`: a filtering pass removed this many candidates.
    Filter {
        /// Candidates removed.
        removed: u16,
    },
    /// The current branch cannot lead to a solution.
    DeadEnd(DeadEnd),
    /// The search abandoned a dead end (or a found solution) and resumes the decision at `depth`.
    Backtrack {
        /// Depth of the decision that will try its next branch.
        depth: u16,
        /// Number of cells cleared; the stepper's `cleared()` lists them.
        cleared: u16,
    },
    /// The board is a solution.
    Solution,
    /// No branch is left: the search is over. Local search emits it after its solution (it
    /// stops at the first), or when the givens leave it nothing to move and no solution.
    Exhausted,
    /// Local search: a move and its change of penalty. Nothing changes yet: the board still
    /// shows the state before the move, and the next event says whether it is kept.
    Propose {
        /// The cells the move changes: two cells of a box for a swap (`annealing`), or one
        /// cell and [`NO_CELL`] for a changed value (`shoot-and-go`).
        cells: [u16; 2],
        /// The digits the cells would hold after the move (0 for [`NO_CELL`]).
        digits: [u8; 2],
        /// Penalty after the move minus penalty now (negative: an improvement).
        delta: i32,
    },
    /// Local search: the move just proposed is made (`annealing`), or the best of the
    /// neighbours just proposed is moved to (`shoot-and-go`); the board shows it.
    Accept {
        /// The penalty now.
        penalty: u32,
    },
    /// `annealing`: the move just proposed is not made; the board is unchanged.
    Reject {
        /// The penalty now (unchanged).
        penalty: u32,
    },
    /// `annealing`: `mez` moves in a row brought no improvement, so T was multiplied by `q`.
    Cool {
        /// The new temperature.
        temperature: Temperature,
    },
    /// Local search starts over: a new random fill or shot (the board shows it), or for
    /// `annealing` also a reheat (T back to `t0`, the board unchanged).
    Restart {
        /// The penalty now.
        penalty: u32,
    },
    /// `csp` inference (forward checking, MAC): `digit` left the domain of the empty `cell`
    /// because of the digit at `by` (the search's assignment, or for MAC a singleton being
    /// revised). Not a try: nothing is placed.
    Prune {
        /// The empty cell whose domain lost the digit.
        cell: u16,
        /// The digit removed.
        digit: u8,
        /// The cell whose digit (assigned, or MAC's singleton) caused the removal.
        by: u16,
        /// The unit `cell` and `by` share: their row, else their column, else their box.
        unit: Unit,
    },
    /// `csp` with `infer=mac`: the empty `cell` has the single value `digit` left, which is now
    /// removed from its empty peers' domains (the [`Event::Prune`]s that follow).
    Revise {
        /// The singleton cell.
        cell: u16,
        /// Its one value.
        digit: u8,
        /// How many empty peers lose it: the prunes that follow.
        removed: u16,
    },
    /// `csp` with `jump=cbj`: a dead end whose conflict set's most recent decision is at depth
    /// `to` sends the search from depth `from` straight back to it; `skipped` decisions in
    /// between that still had digits to try are abandoned. `to` 0: no decision in the conflict
    /// set, the search is over (the next event is [`Event::Exhausted`]). The cells cleared are
    /// in [`crate::Stepper::cleared`], as after a backtrack.
    Backjump {
        /// The depth of the deepest open decision at the dead end.
        from: u16,
        /// The depth of the decision that tries its next digit (0: none).
        to: u16,
        /// Decisions abandoned with digits still untried.
        skipped: u16,
    },
    /// Local search spent its step budget without a solution: the search is over. The board
    /// goes back to the best state found, whose penalty this is.
    BudgetExhausted {
        /// The lowest penalty reached.
        best_penalty: u32,
    },
}

impl Event {
    /// What kind of event this is.
    pub fn kind(&self) -> EventKind {
        match self {
            Event::Select { .. } => EventKind::Select,
            Event::Try { .. } => EventKind::Try,
            Event::Conflict { .. } => EventKind::Conflict,
            Event::Propagate { .. } => EventKind::Propagate,
            Event::Filter { .. } => EventKind::Filter,
            Event::DeadEnd(_) => EventKind::DeadEnd,
            Event::Backtrack { .. } => EventKind::Backtrack,
            Event::Solution => EventKind::Solution,
            Event::Exhausted => EventKind::Exhausted,
            Event::SelectPlace { .. } => EventKind::SelectPlace,
            Event::Propose { .. } => EventKind::Propose,
            Event::Accept { .. } => EventKind::Accept,
            Event::Reject { .. } => EventKind::Reject,
            Event::Cool { .. } => EventKind::Cool,
            Event::Restart { .. } => EventKind::Restart,
            Event::BudgetExhausted { .. } => EventKind::BudgetExhausted,
            Event::Prune { .. } => EventKind::Prune,
            Event::Revise { .. } => EventKind::Revise,
            Event::Backjump { .. } => EventKind::Backjump,
        }
    }

    /// The stable name of its kind (see [`EventKind::name`]).
    pub fn name(&self) -> &'static str {
        self.kind().name()
    }
}
