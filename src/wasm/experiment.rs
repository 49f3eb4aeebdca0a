//! The DFS article's experiment for the page: its grids and its boards for a number of holes,
//! made by the core's harness (`crate::experiment`); the page runs them as any search.

use wasm_bindgen::prelude::*;

use super::args;
use crate::experiment;

/// The article's four solved grids, in its order, as one-line puzzle text.
#[wasm_bindgen(js_name = articleGrids)]
pub fn article_grids() -> Vec<String> {
    experiment::GRIDS.iter().map(|&g| g.into()).collect()
}

/// The article's four boards with `holes` holes (Python's `random.seed(0)`, then
/// `randrange(81)` until that many cells are blank, the grids in order on one stream), as
/// one-line puzzle text with `.` for a hole. Throws a `RangeError` for `holes` that is not a
/// whole number from 0 to 81.
#[wasm_bindgen(js_name = articleBoards)]
pub fn article_boards(holes: f64) -> Result<Vec<String>, JsValue> {
    let holes = args::whole("articleBoards", "holes", holes, 0, experiment::CELLS as u64)?;
    let boards = experiment::boards(holes as usize).map_err(JsError::from)?;
    Ok(boards.iter().map(|b| b.to_string()).collect())
}
