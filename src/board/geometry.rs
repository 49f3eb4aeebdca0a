//! The geometry of the three board sizes: units, peers, cell names, and the error for a size,
//! cell or unit that does not exist.

use std::fmt;
use std::sync::OnceLock;

use thiserror::Error;

use super::{MAX_CELLS, MAX_PEERS, MAX_SIDE};

/// A row, column or box, numbered 0-based within its kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Unit {
    /// A row, 0-based from the top.
    Row(u8),
    /// A column, 0-based from the left.
    Col(u8),
    /// A box, 0-based in row-major order.
    Box(u8),
}

impl Unit {
    /// The unit with a flat id: rows are `0..side`, columns `side..2·side`, boxes `2·side..3·side`.
    pub fn from_id(id: usize, side: usize) -> Unit {
        let index = (id % side) as u8;
        match id / side {
            0 => Unit::Row(index),
            1 => Unit::Col(index),
            _ => Unit::Box(index),
        }
    }

    /// The flat id of this unit (see [`Unit::from_id`]).
    pub fn id(self, side: usize) -> usize {
        match self {
            Unit::Row(i) => i as usize,
            Unit::Col(i) => side + i as usize,
            Unit::Box(i) => 2 * side + i as usize,
        }
    }
}

impl fmt::Display for Unit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Unit::Row(i) => write!(f, "row {}", i + 1),
            Unit::Col(i) => write!(f, "column {}", i + 1),
            Unit::Box(i) => write!(f, "box {}", i + 1),
        }
    }
}

/// Everything about a board size that never changes: units, peers and the unit indices of each cell.
#[derive(Debug)]
pub struct Geometry {
    /// Cells per row (4, 9 or 16).
    pub side: usize,
    /// Rows (and columns) per box.
    pub box_side: usize,
    /// `side²`.
    pub cells: usize,
    /// Bit mask with one bit per digit: bit `d-1` stands for digit `d`.
    pub full: u16,
    /// Row of each cell.
    pub row_of: [u8; MAX_CELLS],
    /// Column of each cell.
    pub col_of: [u8; MAX_CELLS],
    /// Box of each cell.
    pub box_of: [u8; MAX_CELLS],
    /// Flat unit ids of each cell's row, column and box (see [`Unit::id`]), packed so the hot
    /// path reads all three with one load.
    pub unit_ids: [[u8; 4]; MAX_CELLS],
    /// The cells of each unit, by flat unit id (see [`Unit::id`]).
    pub units: Vec<[u8; MAX_SIDE]>,
    /// Peers of each cell: its row first, then its column, then the rest of its box.
    pub peers: Vec<[u8; MAX_PEERS]>,
    /// Number of peers per cell (the same for every cell).
    pub peer_count: usize,
}

impl Geometry {
    fn build(box_side: usize) -> Geometry {
        let side = box_side * box_side;
        let cells = side * side;
        let mut row_of = [0u8; MAX_CELLS];
        let mut col_of = [0u8; MAX_CELLS];
        let mut box_of = [0u8; MAX_CELLS];
        let mut units = vec![[0u8; MAX_SIDE]; 3 * side];
        let mut filled = vec![0usize; 3 * side];
        for cell in 0..cells {
            let (r, c) = (cell / side, cell % side);
            let b = (r / box_side) * box_side + c / box_side;
            row_of[cell] = r as u8;
            col_of[cell] = c as u8;
            box_of[cell] = b as u8;
            for unit in [r, side + c, 2 * side + b] {
                units[unit][filled[unit]] = cell as u8;
                filled[unit] += 1;
            }
        }
        let mut unit_ids = [[0u8; 4]; MAX_CELLS];
        for (cell, ids) in unit_ids.iter_mut().enumerate().take(cells) {
            let [r, c, b] = [row_of[cell], col_of[cell], box_of[cell]].map(usize::from);
            *ids = [r as u8, (side + c) as u8, (2 * side + b) as u8, 0];
        }
        let mut peers = vec![[0u8; MAX_PEERS]; cells];
        let mut peer_count = 0;
        for cell in 0..cells {
            let mut n = 0;
            let own = [
                row_of[cell] as usize,
                side + col_of[cell] as usize,
                2 * side + box_of[cell] as usize,
            ];
            for unit in own {
                for &p in &units[unit][..side] {
                    if p as usize != cell && !peers[cell][..n].contains(&p) {
                        peers[cell][n] = p;
                        n += 1;
                    }
                }
            }
            peer_count = n;
        }
        Geometry {
            side,
            box_side,
            cells,
            full: ((1u32 << side) - 1) as u16,
            row_of,
            col_of,
            box_of,
            unit_ids,
            units,
            peers,
            peer_count,
        }
    }

    /// The geometry of a board with `side` cells per row, if the size is supported.
    pub fn for_side(side: usize) -> Option<&'static Geometry> {
        static ALL: OnceLock<[Geometry; 3]> = OnceLock::new();
        let all = ALL.get_or_init(|| [Geometry::build(2), Geometry::build(3), Geometry::build(4)]);
        all.iter().find(|g| g.side == side)
    }

    /// The geometry for a puzzle of `cells` cells (16, 81 or 256).
    pub fn for_cells(cells: usize) -> Option<&'static Geometry> {
        match cells {
            16 => Geometry::for_side(4),
            81 => Geometry::for_side(9),
            256 => Geometry::for_side(16),
            _ => None,
        }
    }

    /// The three units of a cell, as flat ids: row, column, box.
    #[inline]
    pub fn units_of(&self, cell: usize) -> [usize; 3] {
        let [r, c, b, _] = self.unit_ids[cell];
        [r, c, b].map(usize::from)
    }

    /// The cells of a unit given by flat id.
    #[inline]
    pub fn unit_cells(&self, unit: usize) -> &[u8] {
        &self.units[unit][..self.side]
    }

    /// The peers of a cell.
    #[inline]
    pub fn peers_of(&self, cell: usize) -> &[u8] {
        &self.peers[cell][..self.peer_count]
    }

    /// The geometry of a board with `side` cells per row, or why there is none.
    ///
    /// # Errors
    ///
    /// [`GeometryError::Side`] for a side other than 4, 9 or 16.
    pub fn of_side(side: usize) -> Result<&'static Geometry, GeometryError> {
        Geometry::for_side(side).ok_or(GeometryError::Side { side })
    }

    /// The unit with flat id `id` (see [`Unit::id`]), if there is one on this board.
    ///
    /// # Errors
    ///
    /// [`GeometryError::Unit`] when `id` is not below three times the side.
    pub fn unit(&self, id: usize) -> Result<Unit, GeometryError> {
        (id < 3 * self.side)
            .then(|| Unit::from_id(id, self.side))
            .ok_or(GeometryError::Unit {
                id,
                side: self.side,
            })
    }

    /// The name of `cell`, if it is on this board.
    ///
    /// # Errors
    ///
    /// [`GeometryError::Cell`] when `cell` is off the board.
    pub fn cell_name(&self, cell: usize) -> Result<CellName, GeometryError> {
        self.check_cell(cell).map(|c| CellName::new(c, self.side))
    }

    /// `cell` if it is on this board.
    ///
    /// # Errors
    ///
    /// [`GeometryError::Cell`] when `cell` is off the board.
    pub fn check_cell(&self, cell: usize) -> Result<usize, GeometryError> {
        (cell < self.cells)
            .then_some(cell)
            .ok_or(GeometryError::Cell {
                cell,
                side: self.side,
            })
    }

    /// The cells an arrow key moves `cell` to, up, down, left and right: the cell itself where
    /// the move would leave the board.
    pub fn moves(&self, cell: usize) -> [usize; 4] {
        let (r, c) = (
            usize::from(self.row_of[cell]),
            usize::from(self.col_of[cell]),
        );
        let last = self.side - 1;
        [
            if r > 0 { cell - self.side } else { cell },
            if r < last { cell + self.side } else { cell },
            if c > 0 { cell - 1 } else { cell },
            if c < last { cell + 1 } else { cell },
        ]
    }

    /// The unit (row first, then column, then box) that two distinct cells share, if any.
    pub fn shared_unit(&self, a: usize, b: usize) -> Option<Unit> {
        if self.row_of[a] == self.row_of[b] {
            Some(Unit::Row(self.row_of[a]))
        } else if self.col_of[a] == self.col_of[b] {
            Some(Unit::Col(self.col_of[a]))
        } else if self.box_of[a] == self.box_of[b] {
            Some(Unit::Box(self.box_of[a]))
        } else {
            None
        }
    }
}

/// A cell position, displayed as `r⟨row⟩c⟨column⟩` (1-based).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CellName {
    /// 0-based row.
    pub row: usize,
    /// 0-based column.
    pub col: usize,
}

impl CellName {
    /// The name of `cell` on a board with `side` cells per row.
    pub fn new(cell: usize, side: usize) -> CellName {
        CellName {
            row: cell / side,
            col: cell % side,
        }
    }
}

impl fmt::Display for CellName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "r{}c{}", self.row + 1, self.col + 1)
    }
}

/// A board size, cell or unit that does not exist, as a page may ask for one.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum GeometryError {
    /// A side other than 4, 9 or 16.
    #[error("no {side}×{side} board; the sides are 4, 9 and 16")]
    Side {
        /// The side asked for.
        side: usize,
    },
    /// A cell index off the board.
    #[error("no cell {cell} on a {side}×{side} board; cells are 0 to {}", side * side - 1)]
    Cell {
        /// The index asked for.
        cell: usize,
        /// Board side.
        side: usize,
    },
    /// A flat unit id off the board.
    #[error("no unit {id} on a {side}×{side} board; units are 0 to {}", 3 * side - 1)]
    Unit {
        /// The id asked for.
        id: usize,
        /// Board side.
        side: usize,
    },
}
