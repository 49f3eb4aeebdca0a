//! The geometry of one board size, from the core's [`board::Geometry`], for a page that draws
//! units, names cells, moves between them and writes digits: every layout a page decodes of a
//! board (the unit ids per cell, the cells per unit, the digit alphabet, the constraint columns
//! of `dlx`) comes from here, so no page copies a rule of the core.

use wasm_bindgen::prelude::*;

use super::args;
use crate::board;
use crate::dlx::{column, Column};

/// The side of the board a page opens when it has none: the classic 9×9.
const STANDARD_SIDE: usize = 9;

/// The side of the board a page opens when it has none (9), for an empty board or a warm-up.
#[wasm_bindgen(js_name = standardSide)]
pub fn standard_side() -> usize {
    STANDARD_SIDE
}

/// The sides of the boards the core supports, ascending (4, 9, 16).
#[wasm_bindgen]
pub fn sides() -> Vec<usize> {
    (1..=board::MAX_SIDE)
        .filter(|&s| board::Geometry::for_side(s).is_some())
        .collect()
}

/// The units and names of one board size.
#[wasm_bindgen]
pub struct Geometry {
    geom: &'static board::Geometry,
}

#[wasm_bindgen]
impl Geometry {
    /// The geometry of a board with `side` cells per row.
    ///
    /// # Errors
    ///
    /// Throws a `RangeError` for a side other than 4, 9, 16 (the sides the core supports).
    #[wasm_bindgen(constructor)]
    pub fn new(side: f64) -> Result<Geometry, JsValue> {
        if let Some(geom) = (1..=board::MAX_SIDE)
            .find(|&s| s as f64 == side)
            .and_then(board::Geometry::for_side)
        {
            return Ok(Geometry { geom });
        }
        // "4, 9 or 16": the supported sides, as `sides` lists them.
        let all = sides();
        let mut listed = String::new();
        for (i, s) in all.iter().enumerate() {
            let sep = match i {
                0 => "",
                _ if i + 1 < all.len() => ", ",
                _ => " or ",
            };
            listed = format!("{listed}{sep}{s}");
        }
        Err(args::range_error(&format!(
            "Geometry: side must be {listed}, got {}",
            args::js_number(side)
        )))
    }

    /// Cells per row.
    #[wasm_bindgen(getter)]
    pub fn side(&self) -> usize {
        self.geom.side
    }

    /// Number of cells.
    #[wasm_bindgen(getter)]
    pub fn cells(&self) -> usize {
        self.geom.cells
    }

    /// Rows (and columns) per box.
    #[wasm_bindgen(getter, js_name = "box")]
    pub fn box_side(&self) -> usize {
        self.geom.box_side
    }

    /// Number of units: rows, columns and boxes.
    #[wasm_bindgen(getter)]
    pub fn units(&self) -> usize {
        3 * self.geom.side
    }

    /// The text of the empty board: `.` per cell, as the core writes an empty cell.
    #[wasm_bindgen(getter)]
    pub fn empty(&self) -> String {
        std::iter::repeat_n(board::digit_char(0), self.geom.cells).collect()
    }

    /// The characters of the digits 1 to `side`, in order (`123456789`, then `A`–`G` on 16×16):
    /// the alphabet the core reads and writes puzzles in.
    #[wasm_bindgen(getter)]
    pub fn digits(&self) -> String {
        (1..=self.geom.side as u8).map(board::digit_char).collect()
    }

    /// The puzzle text of a board of `values` (0 for empty, else a digit), as the core writes it:
    /// `.` for an empty cell, `1`–`9` then `A`–`G`.
    ///
    /// # Errors
    ///
    /// Throws a `RangeError` unless there are `cells` values, each from 0 to `side`.
    pub fn text(&self, values: &[u8]) -> Result<String, JsValue> {
        let (cells, side) = (self.geom.cells, self.geom.side);
        if values.len() != cells {
            return Err(args::range_error(&format!(
                "text: values must be {cells} digits, got {}",
                values.len()
            )));
        }
        match values.iter().find(|&&v| usize::from(v) > side) {
            Some(v) => Err(args::range_error(&format!(
                "text: values must be digits from 0 to {side}, got {v}"
            ))),
            None => Ok(values.iter().map(|&v| board::digit_char(v)).collect()),
        }
    }

    /// How many unit ids `unitsOf` holds per cell (row, column, box: 3).
    #[wasm_bindgen(getter, js_name = unitsPerCell)]
    pub fn units_per_cell(&self) -> usize {
        self.geom.units_of(0).len()
    }

    /// Per cell, the cell an arrow key moves to: up, down, left, right (4 per cell), the cell
    /// itself at the board's edge.
    pub fn moves(&self) -> Vec<u16> {
        (0..self.geom.cells)
            .flat_map(|c| self.geom.moves(c).map(|m| m as u16))
            .collect()
    }

    /// The constraint columns of `dlx`'s exact cover (`Search.columnSizes` is per column in
    /// this order), 3 numbers each: the block (0 the cells', then rows', columns', boxes'
    /// digits), the cell (block 0) or flat unit id, and the digit (0 in block 0).
    #[wasm_bindgen(js_name = coverColumns)]
    pub fn cover_columns(&self) -> Vec<u16> {
        let g = self.geom;
        (0..4 * g.cells)
            .flat_map(|id| {
                let block = (id / g.cells) as u16;
                match column(g, id) {
                    Column::Cell(cell) => [block, cell, 0],
                    Column::Place(unit, digit) => [block, unit.id(g.side) as u16, digit.into()],
                }
            })
            .collect()
    }

    /// The cells of every unit, `side` per unit, by flat id: rows, then columns, then boxes.
    #[wasm_bindgen(js_name = unitCells)]
    pub fn unit_cells(&self) -> Vec<u16> {
        (0..self.units())
            .flat_map(|u| self.geom.unit_cells(u).iter().map(|&c| u16::from(c)))
            .collect()
    }

    /// Per cell, the flat ids of its row, column and box.
    #[wasm_bindgen(js_name = unitsOf)]
    pub fn units_of(&self) -> Vec<u16> {
        (0..self.geom.cells)
            .flat_map(|c| self.geom.units_of(c).map(|u| u as u16))
            .collect()
    }

    /// The name of a unit by flat id: "row 3", "column 8", "box 2".
    ///
    /// # Errors
    ///
    /// Throws a `RangeError` for an id that is not a whole number from 0 to `units - 1`.
    #[wasm_bindgen(js_name = unitName)]
    pub fn unit_name(&self, id: f64) -> Result<String, JsValue> {
        let id = args::index("unitName", "id", id, self.units())?;
        Ok(board::Unit::from_id(id, self.geom.side).to_string())
    }

    /// The name of a cell: "r1c1".
    ///
    /// # Errors
    ///
    /// Throws a `RangeError` for a cell that is not a whole number from 0 to `cells - 1`.
    #[wasm_bindgen(js_name = cellName)]
    pub fn cell_name(&self, cell: f64) -> Result<String, JsValue> {
        let cell = args::index("cellName", "cell", cell, self.geom.cells)?;
        Ok(board::CellName::new(cell, self.geom.side).to_string())
    }

    /// The unit two distinct cells share ("row 3"), or `undefined` when they are not peers.
    ///
    /// # Errors
    ///
    /// Throws a `RangeError` for a cell that is not a whole number from 0 to `cells - 1`.
    #[wasm_bindgen(js_name = sharedUnit)]
    pub fn shared_unit(&self, a: f64, b: f64) -> Result<Option<String>, JsValue> {
        let a = args::index("sharedUnit", "a", a, self.geom.cells)?;
        let b = args::index("sharedUnit", "b", b, self.geom.cells)?;
        Ok((a != b)
            .then(|| self.geom.shared_unit(a, b))
            .flatten()
            .map(|u| u.to_string()))
    }
}
