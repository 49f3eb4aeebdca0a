//! Why the search did what it did, for the narration: the reason of its newest decision and
//! what it tries next (src/choice.rs), read from the engine's state at the current step.

use wasm_bindgen::prelude::*;

use super::Search;

#[wasm_bindgen]
impl Search {
    /// Right after a select (before its first try): why that cell or column was chosen, as
    /// `[ChoiceKind, count, ties]` (count and ties 0 for an order); `undefined` otherwise and
    /// for a search with no such decisions (local search, `fast` on 9×9).
    pub fn choice(&self) -> Option<Vec<u32>> {
        self.history.current().choice().map(|c| c.pack().to_vec())
    }

    /// While a try is due (after a select, a backtrack or a conflict): `[cell, digit]` the
    /// deepest decision tries next; `undefined` otherwise.
    #[wasm_bindgen(js_name = nextTry)]
    pub fn next_try(&self) -> Option<Vec<u32>> {
        let (cell, digit) = self.history.current().next_try()?;
        Some(vec![cell.into(), digit.into()])
    }
}
