//! A search's counters as the page reads them: one `#[repr(C)]` block of `f64`s inside the
//! [`Search`](super::Search), refreshed by every call that moves it, read through one
//! `Float64Array` view at `countersPtr()`. The field names and their order are exported once
//! ([`counter_fields`]), so the page never hard-codes an offset and a frame makes no call into
//! the engine for its counters.

use wasm_bindgen::prelude::*;

use crate::event::Counters;

/// Declares the block and the list of its field names from one table, so they cannot disagree.
macro_rules! counter_block {
    ($($(#[$doc:meta])* $field:ident $name:literal = |$c:ident| $value:expr;)*) => {
        /// The [`Counters`] of the current step, each an `f64` (the counts are exact up to
        /// 2⁵³; the temperature is the `f32` widened): field `i` at byte offset `8 · i` of
        /// `countersPtr()`, named by `counterFields()[i]`.
        #[repr(C)]
        #[derive(Clone, Copy, Debug, Default, PartialEq)]
        pub struct CounterBlock {
            $($(#[$doc])* pub $field: f64,)*
        }

        /// The page's names of the fields of [`CounterBlock`], in its order.
        const FIELDS: &[&str] = &[$($name),*];

        impl From<&Counters> for CounterBlock {
            fn from(c: &Counters) -> CounterBlock {
                CounterBlock { $($field: { let $c = c; $value },)* }
            }
        }
    };
}

counter_block! {
    /// Events emitted so far.
    steps "steps" = |c| c.steps as f64;
    /// Digits written by a decision of the search.
    tries "tries" = |c| c.tries as f64;
    /// Returns from a dead end to an earlier decision.
    backtracks "backtracks" = |c| c.backtracks as f64;
    /// Digits forced by naked or hidden singles.
    propagations "propagations" = |c| c.propagations as f64;
    /// Open decisions now.
    depth "depth" = |c| c.depth.into();
    /// Most open decisions so far.
    max_depth "maxDepth" = |c| c.max_depth.into();
    /// Solutions found so far.
    solutions "solutions" = |c| c.solutions as f64;
    /// `dlx`: link updates of dancing links so far (0 for the other strategies).
    updates "updates" = |c| c.updates as f64;
    /// Local search: moves made.
    accepted "accepted" = |c| c.accepted as f64;
    /// Local search: the penalty now (digits missing from the units).
    penalty "penalty" = |c| c.penalty.into();
    /// Local search: the lowest penalty reached.
    best_penalty "bestPenalty" = |c| c.best_penalty.into();
    /// `annealing`: the temperature now (0 for the other strategies).
    temperature "temperature" = |c| c.temperature.get().into();
    /// Local search: new fills or shots and reheats.
    restarts "restarts" = |c| c.restarts as f64;
    /// `csp`: domain values removed by inference (0 for the other strategies).
    pruned "pruned" = |c| c.pruned as f64;
    /// `csp` with `jump=cbj`: decisions abandoned with digits untried by backjumps.
    jumped "jumped" = |c| c.jumped as f64;
}

/// The names of the counters at `Search.countersPtr()`, in their order: counter `i` is the
/// `f64` at index `i` of a `Float64Array` there (CONTRACT.md's names, as the page's `Counters`).
#[wasm_bindgen(js_name = counterFields)]
pub fn counter_fields() -> Vec<String> {
    FIELDS.iter().map(|&f| f.to_owned()).collect()
}
