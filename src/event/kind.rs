//! The kind of an event: its number, as [`Event::pack`] writes it, and its stable name.

#[cfg(doc)]
use super::Event;

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
