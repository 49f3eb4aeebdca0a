//! The geometry of one board size, from the core's [`board::Geometry`], for a page that draws
//! units and names cells.

use wasm_bindgen::prelude::*;

use crate::board;

/// The units and names of one board size.
#[wasm_bindgen]
pub struct Geometry {
    geom: &'static board::Geometry,
}

#[wasm_bindgen]
impl Geometry {
    /// The geometry of a board with `side` cells per row; throws for a side other than 4, 9, 16.
    #[wasm_bindgen(constructor)]
    pub fn new(side: usize) -> Result<Geometry, JsError> {
        Ok(Geometry {
            geom: board::Geometry::of_side(side)?,
        })
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

    /// The name of a unit by flat id: "row 3", "column 8", "box 2"; throws for no such unit.
    #[wasm_bindgen(js_name = unitName)]
    pub fn unit_name(&self, id: usize) -> Result<String, JsError> {
        Ok(self.geom.unit(id)?.to_string())
    }

    /// The name of a cell: "r1c1"; throws for a cell off the board.
    #[wasm_bindgen(js_name = cellName)]
    pub fn cell_name(&self, cell: usize) -> Result<String, JsError> {
        Ok(self.geom.cell_name(cell)?.to_string())
    }

    /// The unit two distinct cells share ("row 3"), or `undefined` when they are not peers;
    /// throws for a cell off the board.
    #[wasm_bindgen(js_name = sharedUnit)]
    pub fn shared_unit(&self, a: usize, b: usize) -> Result<Option<String>, JsError> {
        let (a, b) = (self.geom.check_cell(a)?, self.geom.check_cell(b)?);
        Ok((a != b)
            .then(|| self.geom.shared_unit(a, b))
            .flatten()
            .map(|u| u.to_string()))
    }
}
