//! Sudoku Stepper: a Sudoku solver whose searches are steppable state machines, so that a page
//! can show every placement, dead end and backtrack. Solver logic here is free of wasm-bindgen;
//! the `wasm` module is the thin boundary for the browser. Most users need only [`prelude`].
#![deny(missing_docs)]
#![warn(clippy::missing_errors_doc)]

pub mod baseline;
pub(crate) mod blockers;
pub mod board;
pub(crate) mod candidates;
pub(crate) mod choice;
pub(crate) mod count;
pub(crate) mod decimal;
pub(crate) mod dfs;
pub mod dlx;
pub(crate) mod event;
pub(crate) mod family;
pub mod fast;
pub mod generate;
pub(crate) mod hint;
pub mod history;
pub mod lab;
#[cfg(not(target_arch = "wasm32"))]
pub mod lines;
pub mod local;
pub(crate) mod order;
pub mod params;
pub mod parse;
pub(crate) mod policy;
pub mod prelude;
mod quote;
pub mod rate;
pub(crate) mod refute;
pub(crate) mod snapshot;
pub(crate) mod solve;
pub mod split;
pub(crate) mod stepper;
pub(crate) mod strategy;
pub(crate) mod symmetry;
pub mod tree;
#[cfg(target_arch = "wasm32")]
pub mod wasm;

/// What the integration tests reach for that is no part of the API: the look-ahead filter's
/// removals, checked against a brute-force count of the same (tests/semantics_lookahead.rs).
#[doc(hidden)]
pub mod internal {
    pub use crate::policy::lookahead_removals;
}

pub use blockers::{Blocker, BlockerKind};
pub use board::{Board, CellName, Geometry, GeometryError, Unit};
pub use candidates::Candidates;
pub use choice::{Choice, ChoiceKind};
pub use count::{count_solutions, count_solutions_within, solutions_within, solve_unique};
pub use event::{Counters, DeadEnd, Event, EventKind, EventPacking, Reason, Temperature, NO_CELL};
pub use family::Family;
pub use hint::hint;
pub use history::History;
/// The DFS article's harness, also at the crate root: CONTRACT.md names its grids as
/// `sudoku_stepper::experiment::GRIDS`, the path they had before the paper reproductions moved
/// into [`lab`].
pub use lab::experiment;
pub use params::{ParamError, Params};
pub use parse::ParseError;
pub use rate::{rate, Difficulty, RateError, Rating};
pub use refute::refutation;
pub use snapshot::{Origin, Snapshot};
pub use solve::{solve_within, Outcome};
pub use stepper::{Frame, Stepper, LOCAL_REASON};
pub use strategy::{solve, Engine, EngineError, Strategy, UnknownStrategy};
pub use symmetry::Transform;
