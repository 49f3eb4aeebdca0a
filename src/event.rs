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

/// Where [`Event::pack`] puts the fields it packs two to a word. Exported to JavaScript (as
/// `EventPacking`), so the page decodes events with these numbers, not copies of them.
#[cfg_attr(target_arch = "wasm32", wasm_bindgen::prelude::wasm_bindgen)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u32)]
pub enum EventPacking {
    /// Added to a flat unit id where an event holds one, so that 0 means "no unit".
    UnitBase = 1,
    /// Bits of the low field of a word of two small ones (`branch << 8 | of`, `depth << 8 |
    /// unit`, the two digits of a propose).
    Byte = 8,
    /// Bits of the low half of a word of two halves (`by | unit << 16`, a propose's delta).
    Half = 16,
    /// What an event holds in place of a cell ([`NO_CELL`]): a dead end in a unit, the second
    /// cell of a one-cell move.
    NoCell = 0xFFFF,
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
    /// [`Event::Propose`]
    Propose = 10,
    /// [`Event::Accept`]
    Accept = 11,
    /// [`Event::Reject`]
    Reject = 12,
    /// [`Event::Cool`]
    Cool = 13,
    /// [`Event::Restart`]
    Restart = 14,
    /// [`Event::BudgetExhausted`]
    BudgetExhausted = 15,
    /// [`Event::Prune`]
    Prune = 16,
    /// [`Event::Revise`]
    Revise = 17,
    /// [`Event::Backjump`]
    Backjump = 18,
}

impl EventKind {
    /// Every kind, in the order of its number.
    pub const ALL: [EventKind; 19] = [
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
        EventKind::Propose,
        EventKind::Accept,
        EventKind::Reject,
        EventKind::Cool,
        EventKind::Restart,
        EventKind::BudgetExhausted,
        EventKind::Prune,
        EventKind::Revise,
        EventKind::Backjump,
    ];

    /// The stable name `trace` prints and the page narrates: `select`, `try`, `conflict`,
    /// `propagate`, `filter`, `dead-end`, `backtrack`, `solution`, `exhausted`, and for local
    /// search `propose`, `accept`, `reject`, `cool`, `restart`, `budget-exhausted`, and for `csp`
    /// `prune`, `revise`, `backjump`. Two kinds share
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
            EventKind::Propose => "propose",
            EventKind::Accept => "accept",
            EventKind::Reject => "reject",
            EventKind::Cool => "cool",
            EventKind::Restart => "restart",
            EventKind::BudgetExhausted => "budget-exhausted",
            EventKind::Prune => "prune",
            EventKind::Revise => "revise",
            EventKind::Backjump => "backjump",
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

/// The second cell of a [`Event::Propose`] that changes one cell, and what [`Event::pack`] writes
/// in place of the cell of a dead end in a unit.
pub const NO_CELL: u16 = EventPacking::NoCell as u16;

/// An annealing temperature, held as the bits of an `f32` so that [`Event`] and [`Counters`]
/// stay `Eq` and pack into one `u32`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Temperature(u32);

impl Temperature {
    /// The temperature `t`, rounded to an `f32`.
    pub fn new(t: f64) -> Temperature {
        Temperature((t as f32).to_bits())
    }

    /// The temperature as a number.
    pub fn get(self) -> f32 {
        f32::from_bits(self.0)
    }

    /// The bits of the `f32`, as [`Event::pack`] writes them.
    pub fn to_bits(self) -> u32 {
        self.0
    }
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

    /// The event as four numbers, for a typed-array view in JavaScript:
    /// `[kind, a, b, c]` with kind the [`EventKind`] number:
    /// select `[0, cell, candidates, depth]`, try `[1, cell, digit, branch << 8 | of]`,
    /// conflict `[2, cell, digit, peer]`, propagate `[3, cell, digit, reason]` (reason 0 naked,
    /// else 1 + flat unit id), filter `[4, removed, 0, 0]`, dead end `[5, cell, 0, 0]` for a cell or
    /// `[5, 0xFFFF, digit, 1 + flat unit id]` for a unit, backtrack `[6, depth, cleared, 0]`,
    /// solution `[7, 0, 0, 0]`, exhausted `[8, 0, 0, 0]`, select place (dlx)
    /// `[9, digit, places, depth << 8 | (1 + flat unit id)]`; local search: propose
    /// `[10, cell0, cell1, digit0 | digit1 << 8 | (delta as i16 as u16) << 16]` (cell1 is
    /// `0xFFFF` and digit1 0 for a one-cell move; the delta in the high half as a 16-bit two's
    /// complement: `c >> 16` in JavaScript, an arithmetic shift of the 32-bit value, reads it
    /// signed), accept `[11, penalty, 0, 0]`, reject `[12, penalty, 0, 0]`, cool `[13, f32 bits
    /// of the temperature, 0, 0]`, restart `[14, penalty, 0, 0]`, budget exhausted
    /// `[15, best_penalty, 0, 0]`; `csp`: prune `[16, cell, digit, by | (1 + flat unit id) << 16]`,
    /// revise `[17, cell, digit, removed]`, backjump `[18, from, to, skipped]`.
    pub fn pack(&self, side: usize) -> [u32; 4] {
        let unit = |u: Unit| EventPacking::UnitBase as u32 + u.id(side) as u32;
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
                (u32::from(branch) << EventPacking::Byte as u32) | u32::from(of),
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
            Event::DeadEnd(DeadEnd::NoPlace { unit: u, digit }) => {
                [NO_CELL.into(), digit.into(), unit(u)]
            }
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
                (u32::from(depth) << EventPacking::Byte as u32) | unit(u),
            ],
            Event::Propose {
                cells,
                digits,
                delta,
            } => {
                // A penalty is at most 3·16 missing digits per unit kind times 16 units (768),
                // so a delta always fits 16 bits.
                let delta = u32::from(delta.clamp(i16::MIN.into(), i16::MAX.into()) as i16 as u16);
                [
                    cells[0].into(),
                    cells[1].into(),
                    u32::from(digits[0])
                        | u32::from(digits[1]) << EventPacking::Byte as u32
                        | delta << EventPacking::Half as u32,
                ]
            }
            Event::Accept { penalty }
            | Event::Reject { penalty }
            | Event::Restart { penalty }
            | Event::BudgetExhausted {
                best_penalty: penalty,
            } => [penalty, 0, 0],
            Event::Cool { temperature } => [temperature.to_bits(), 0, 0],
            Event::Prune {
                cell,
                digit,
                by,
                unit: u,
            } => [
                cell.into(),
                digit.into(),
                u32::from(by) | unit(u) << EventPacking::Half as u32,
            ],
            Event::Revise {
                cell,
                digit,
                removed,
            } => [cell.into(), digit.into(), removed.into()],
            Event::Backjump { from, to, skipped } => [from.into(), to.into(), skipped.into()],
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
    /// Local search: moves made (accepted proposals, and descents to a better neighbour).
    pub accepted: u64,
    /// Local search: the penalty of the board now (digits missing from its units).
    pub penalty: u32,
    /// Local search: the lowest penalty reached so far.
    pub best_penalty: u32,
    /// `annealing`: the temperature now.
    pub temperature: Temperature,
    /// Local search: new fills or shots (the first included) and reheats.
    pub restarts: u64,
    /// `csp`: domain values removed by inference ([`Event::Prune`]s).
    pub pruned: u64,
    /// `csp` with `jump=cbj`: decisions abandoned with digits untried by backjumps.
    pub jumped: u64,
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
            Event::Backjump { to, skipped, .. } => {
                self.backtracks += u64::from(*to > 0);
                self.jumped += u64::from(*skipped);
            }
            Event::Prune { .. } => self.pruned += 1,
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
