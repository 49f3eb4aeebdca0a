//! The few names most users of the crate need, for one glob import:
//!
//! ```
//! use sudoku_stepper::prelude::*;
//!
//! let board: Board = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
//!     .parse()?;
//! let mut engine = Engine::new(&board, Strategy::Backtracking)?;
//! while engine.step() != Event::Solution {}
//! assert!(engine.board().is_solved());
//! assert_eq!(count_solutions(&board, 2), 1);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

pub use crate::board::Board;
pub use crate::count::count_solutions;
pub use crate::event::{Counters, Event, EventKind};
pub use crate::history::History;
pub use crate::params::Params;
pub use crate::parse::ParseError;
pub use crate::snapshot::Snapshot;
pub use crate::stepper::Stepper;
pub use crate::strategy::{solve, Engine, Strategy};
