//! The thin boundary the browser uses (docs/boundary.md): a [`Search`] over any strategy with
//! its events and snapshot exposed as typed-array views of WASM memory, the board
//! [`Geometry`], puzzle validation and the strategy list. No Sudoku logic lives here; every rule
//! and every message comes from the core. `EventKind` and `Origin` are exported from the core
//! enums themselves (`event.rs`, `snapshot.rs`).

mod args;
mod geometry;
mod names;
mod search;
mod validate;

pub use args::MAX_SAFE_INTEGER;
pub use geometry::Geometry;
pub use names::{strategies, StrategyInfo};
pub use search::{Search, MAX_BATCH};
pub use validate::{validate, Conflict, Validation};

use wasm_bindgen::prelude::*;

/// Installs the panic hook so that a bug shows a readable message in the console; bad input is
/// always reported by a thrown `Error`, never by a panic.
#[wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
}
