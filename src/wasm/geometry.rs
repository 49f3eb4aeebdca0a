//! The geometry of one board size, from the core's [`board::Geometry`], for a page that draws
//! units and names cells.

use wasm_bindgen::prelude::*;

use super::args;
use crate::board;

/// The units and names of one board size.
#[wasm_bindgen]
pub struct Geometry {
    geom: &'static board::Geometry,
}

#[wasm_bindgen]
impl Geometry {
    /// The geometry of a board with `side` cells per row; throws a `RangeError` for a side
    /// other than 4, 9, 16 (the sides the core supports).
    #[wasm_bindgen(constructor)]
    pub fn new(side: f64) -> Result<Geometry, JsValue> {
        if let Some(geom) = (1..=board::MAX_SIDE)
            .find(|&s| s as f64 == side)
            .and_then(board::Geometry::for_side)
        {
            return Ok(Geometry { geom });
        }
        // "4, 9 or 16", written out without collecting and joining: less WebAssembly.
        let supported = |s: usize| board::Geometry::for_side(s).is_some();
        let mut sides = String::new();
        for s in (1..=board::MAX_SIDE).filter(|&s| supported(s)) {
            let sep = match sides.len() {
                0 => "",
                _ if (s + 1..=board::MAX_SIDE).any(supported) => ", ",
                _ => " or ",
            };
            sides = format!("{sides}{sep}{s}");
        }
        Err(args::range_error(&format!(
            "Geometry: side must be {sides}, got {}",
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

    /// The name of a unit by flat id: "row 3", "column 8", "box 2"; throws a `RangeError` for
    /// an id that is not a whole number from 0 to `units - 1`.
    #[wasm_bindgen(js_name = unitName)]
    pub fn unit_name(&self, id: f64) -> Result<String, JsValue> {
        let id = args::index("unitName", "id", id, self.units())?;
        Ok(board::Unit::from_id(id, self.geom.side).to_string())
    }

    /// The name of a cell: "r1c1"; throws a `RangeError` for a cell that is not a whole number
    /// from 0 to `cells - 1`.
    #[wasm_bindgen(js_name = cellName)]
    pub fn cell_name(&self, cell: f64) -> Result<String, JsValue> {
        let cell = args::index("cellName", "cell", cell, self.geom.cells)?;
        Ok(board::CellName::new(cell, self.geom.side).to_string())
    }

    /// The unit two distinct cells share ("row 3"), or `undefined` when they are not peers;
    /// throws a `RangeError` for a cell that is not a whole number from 0 to `cells - 1`.
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
