//! Sudoku Stepper: a Sudoku solver whose searches are steppable state machines, so that a page
//! can show every placement, dead end and backtrack. Solver logic here is free of wasm-bindgen;
//! the `wasm` module is the thin boundary for the browser.

pub mod baseline;
pub mod board;
pub mod candidates;
pub mod dfs;
pub mod error;
pub mod event;
pub mod fast;
pub mod generate;
pub mod history;
pub mod policy;
pub mod solve;
pub mod stepper;
pub mod strategy;
#[cfg(target_arch = "wasm32")]
pub mod wasm;

pub use board::{Board, CellName, Geometry, Unit};
pub use candidates::Candidates;
pub use error::ParseError;
pub use event::{Counters, DeadEnd, Event, Reason};
pub use history::History;
pub use solve::{solve, Outcome};
pub use stepper::{Frame, Stepper};
pub use strategy::{Engine, Strategy};
