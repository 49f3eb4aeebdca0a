//! The DFS article's experiment for the page: its boards for a number of holes (its grids at 0),
//! made by the core's harness (`crate::lab::experiment`); the page runs them as any search.

use wasm_bindgen::prelude::*;

use super::args;
use crate::lab::experiment;

/// The article's four boards with `holes` holes (Python's `random.seed(0)`, then
/// `randrange(81)` until that many cells are blank, the grids in order on one stream): their
/// values one after the other, 81 per board, 0 for a hole; with 0 holes, the article's solved
/// grids.
///
/// # Errors
///
/// Throws a `RangeError` for `holes` that is not a whole number from 0 to 81.
#[wasm_bindgen(js_name = articleBoards)]
pub fn article_boards(holes: f64) -> Result<Vec<u8>, JsValue> {
    let holes = args::whole("articleBoards", "holes", holes, 0, experiment::CELLS as u64)?;
    let boards = experiment::boards(holes as usize).map_err(JsError::from)?;
    Ok(boards.iter().flat_map(|b| b.values()).copied().collect())
}
