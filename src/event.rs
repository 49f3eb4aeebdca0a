//! What one `step()` of a search reports, and the counters every event updates.

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

/// The kind of an [`Event`], numbered as [`Event::pack`] writes it. The same definition is
/// exported to JavaScript (as `EventKind`), so the page reads packed events with these names
/// rather than copies of the numbers.
#[cfg_attr(target_arch = "wasm32", wasm_bindgen::prelude::wasm_bindgen)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum EventKind {
    /// [`Event::Select`]
    Select = 0,
    /// [`Event::Try`]
    Try = 1,
    /// [`Event::Conflict`]
    Conflict = 2,
    /// [`Event::Propagate`]
    Propagate = 3,
    /// [`Event::Filter`]
    Filter = 4,
    /// [`Event::DeadEnd`]
    DeadEnd = 5,
    /// [`Event::Backtrack`]
    Backtrack = 6,
    /// [`Event::Solution`]
    Solution = 7,
    /// [`Event::Exhausted`]
    Exhausted = 8,
    /// [`Event::SelectPlace`]
    SelectPlace = 9,
}

impl EventKind {
    /// Every kind, in the order of its number.
    pub const ALL: [EventKind; 10] = [
        EventKind::Select,
        EventKind::Try,
        EventKind::Conflict,
        EventKind::Propagate,
        EventKind::Filter,
        EventKind::DeadEnd,
        EventKind::Backtrack,
        EventKind::Solution,
        EventKind::Exhausted,
        EventKind::SelectPlace,
    ];

    /// The stable name `trace` prints and the page narrates: `select`, `try`, `conflict`,
    /// `propagate`, `filter`, `dead-end`, `backtrack`, `solution`, `exhausted`. Two kinds share
    /// `select`: CONTRACT.md names every opening of a decision so, and `dlx` opens its decisions
    /// on digit-in-unit columns as well as on cells ([`EventKind::SelectPlace`]); `trace` tells
    /// them apart by their fields.
    pub fn name(self) -> &'static str {
        match self {
            EventKind::Select => "select",
            EventKind::Try => "try",
            EventKind::Conflict => "conflict",
            EventKind::Propagate => "propagate",
            EventKind::Filter => "filter",
            EventKind::DeadEnd => "dead-end",
            EventKind::Backtrack => "backtrack",
            EventKind::Solution => "solution",
            EventKind::Exhausted => "exhausted",
            EventKind::SelectPlace => "select",
        }
    }
}

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
    /// No branch is left: the search is over.
    Exhausted,
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
        }
    }

    /// The stable name of its kind (see [`EventKind::name`]).
    pub fn name(&self) -> &'static str {
        self.kind().name()
    }

    /// The event as four numbers, for a typed-array view in JavaScript:
    /// `[kind, a, b, c]` with kind the [`EventKind`] number:
    /// select `[0, cell, candidates, depth]`, try `[1, cell, digit, branch << 8 | of]`,
    /// conflict `[2, cell, digit, peer]`, propagate `[3, cell, digit, reason]` (reason 0 naked,
    /// else 1 + flat unit id), filter `[4, removed, 0, 0]`, dead end `[5, cell, 0, 0]` for a cell or
    /// `[5, 0xFFFF, digit, 1 + flat unit id]` for a unit, backtrack `[6, depth, cleared, 0]`,
    /// solution `[7, 0, 0, 0]`, exhausted `[8, 0, 0, 0]`, select place
    /// `[9, digit, places, depth << 8 | (1 + flat unit id)]`.
    pub fn pack(&self, side: usize) -> [u32; 4] {
        let unit = |u: Unit| 1 + u.id(side) as u32;
        let [a, b, c] = match *self {
            Event::Select {
                cell,
                candidates,
                depth,
            } => [cell.into(), candidates.into(), depth.into()],
            Event::Try {
                cell,
                digit,
                branch,
                of,
            } => [
                cell.into(),
                digit.into(),
                (u32::from(branch) << 8) | u32::from(of),
            ],
            Event::Conflict { cell, digit, peer } => [cell.into(), digit.into(), peer.into()],
            Event::Propagate {
                cell,
                digit,
                reason,
            } => {
                let r = match reason {
                    Reason::NakedSingle => 0,
                    Reason::HiddenSingle(u) => unit(u),
                };
                [cell.into(), digit.into(), r]
            }
            Event::Filter { removed } => [removed.into(), 0, 0],
            Event::DeadEnd(DeadEnd::NoCandidates { cell }) => [cell.into(), 0, 0],
            Event::DeadEnd(DeadEnd::NoPlace { unit: u, digit }) => [0xFFFF, digit.into(), unit(u)],
            Event::Backtrack { depth, cleared } => [depth.into(), cleared.into(), 0],
            Event::Solution | Event::Exhausted => [0, 0, 0],
            Event::SelectPlace {
                unit: u,
                digit,
                places,
                depth,
            } => [
                digit.into(),
                places.into(),
                (u32::from(depth) << 8) | unit(u),
            ],
        };
        [self.kind() as u32, a, b, c]
    }
}

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
