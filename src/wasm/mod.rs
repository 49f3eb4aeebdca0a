//! The thin boundary the browser uses (docs/boundary.md): a [`Search`] over any strategy with
//! its events, counters ([`CounterBlock`]) and snapshot exposed as typed-array views of WASM
//! memory, its search tree and layouts in a type of their own (`SearchTree`), the board
//! [`Geometry`], puzzle validation and the strategy list. Without the `machines` feature
//! (www/pkg-small, the engine a default element loads first) the searches are the depth-first
//! ones only and the search tree is not recorded (`cfg(machines)`, build.rs); with it (www/pkg)
//! also `dlx`, local search and the tree panel's recording and layouts; with the `lab` feature (www/pkg-lab)
//! also the study page's plans and studies, the DFS article's boards and the workbench's
//! generator, rating, solutions and hints. No Sudoku logic lives here; every rule and every
//! message comes from the core. `EventKind` and `Origin` are exported from the core
//! enums themselves (`event.rs`, `snapshot.rs`).

mod args;
mod counters;
#[cfg(feature = "lab")]
mod experiment;
mod geometry;
#[cfg(feature = "lab")]
mod layout;
mod names;
mod search;
mod series;
#[cfg(feature = "lab")]
mod split;
#[cfg(feature = "lab")]
mod study;
// The tree panel loads the full engine: the recording and layouts are a ninth of the module.
#[cfg(machines)]
mod tree;
mod validate;
mod why;
#[cfg(feature = "lab")]
mod workbench;

pub use args::MAX_SAFE_INTEGER;
pub use counters::{counter_fields, CounterBlock};
#[cfg(feature = "lab")]
pub use experiment::article_boards;
pub use geometry::{sides, standard_side, Geometry};
#[cfg(feature = "lab")]
pub use layout::packed_layouts;
pub use names::{event_name, strategies, ParamSpec, StrategyInfo};
pub use search::{Search, MAX_BATCH};
#[cfg(feature = "lab")]
pub use split::Cut;
#[cfg(feature = "lab")]
pub use study::{study_plans, Study, StudyTallies};
#[cfg(machines)]
pub use tree::SearchTree;
pub use validate::{validate, Conflict, Validation};
#[cfg(feature = "lab")]
pub use workbench::{generate, hint, rate, solutions, Rating};

use wasm_bindgen::prelude::*;

#[wasm_bindgen]
extern "C" {
    /// `performance.now()`: milliseconds, in a window and in a worker alike.
    #[wasm_bindgen(js_namespace = performance, js_name = now)]
    fn performance_now() -> f64;
}

/// Installs a panic hook so that a bug shows a readable message (with its place in the source)
/// in the console before the trap; bad input is always reported by a thrown `Error`, never by a
/// panic. Written here rather than taken from `console_error_panic_hook`, whose copy of the JS
/// stack (the console shows the trap's anyway) costs about a KB of WebAssembly.
#[wasm_bindgen(start)]
pub fn start() {
    std::panic::set_hook(Box::new(|info| {
        web_sys::console::error_1(&info.to_string().into());
    }));
}

/// Talc instead of the standard dlmalloc: several KB less WebAssembly. The engine allocates
/// little while it runs (a checkpoint now and then), so the allocator's speed does not show.
#[global_allocator]
static TALC: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();
