//! Sudoku Stepper: a Sudoku solver whose searches are steppable state machines, so that a page
//! can show every placement, dead end and backtrack. Solver logic here is free of wasm-bindgen;
//! the `wasm` module is the thin boundary for the browser.

pub mod baseline;
pub mod board;
pub mod candidates;
pub mod choice;
pub mod count;
pub mod decimal;
pub mod dfs;
pub mod dlx;
pub mod error;
pub mod event;
pub mod experiment;
pub mod family;
pub mod fast;
pub mod generate;
pub mod hint;
pub mod history;
#[cfg(not(target_arch = "wasm32"))]
pub mod lines;
pub mod local;
pub mod order;
pub mod params;
pub mod parse;
pub mod policy;
pub mod pyrandom;
pub mod rate;
pub mod refute;
pub mod snapshot;
pub mod solve;
pub mod stepper;
pub mod strategy;
pub mod study;
pub mod symmetry;
pub mod tree;
#[cfg(target_arch = "wasm32")]
pub mod wasm;

pub use board::{Board, CellName, Geometry, Unit};
pub use candidates::Candidates;
pub use choice::{Choice, ChoiceKind};
pub use count::{count_solutions, count_solutions_within, solutions_within, solve_unique};
pub use error::{GeometryError, ParseError};
pub use event::{Counters, DeadEnd, Event, EventKind, EventPacking, Reason, Temperature, NO_CELL};
pub use family::Family;
pub use hint::hint;
pub use history::History;
pub use params::{ParamError, Params};
pub use rate::{rate, Difficulty, RateError, Rating};
pub use refute::refutation;
pub use snapshot::{Origin, Snapshot};
pub use solve::{solve_within, Outcome};
pub use stepper::{Frame, Stepper};
pub use strategy::{solve, Engine, EngineError, Strategy, UnknownStrategy};
pub use symmetry::Transform;
