//! The board model: the grid of values and its formatting; the geometry of the three sizes is
//! in `geometry.rs`, parsing and the check of givens in `parse/`.

use std::fmt;

mod geometry;

pub use geometry::{CellName, Geometry, GeometryError, Unit};

/// Largest supported side (16×16).
pub const MAX_SIDE: usize = 16;
/// Largest supported number of cells.
pub const MAX_CELLS: usize = MAX_SIDE * MAX_SIDE;
/// Most peers a cell can have (16×16: 15 + 15 + 9).
pub const MAX_PEERS: usize = 39;
/// The character for a digit: `1`–`9`, then `A`–`G`; `.` for empty.
pub fn digit_char(d: u8) -> char {
    match d {
        0 => '.',
        1..=9 => (b'0' + d) as char,
        _ => (b'A' + d - 10) as char,
    }
}

/// A grid of values: 0 for empty, 1..=side for a digit.
#[derive(Clone)]
pub struct Board {
    geom: &'static Geometry,
    cells: [u8; MAX_CELLS],
}

impl Board {
    /// An empty board with `side` cells per row (4, 9 or 16).
    pub fn empty(side: usize) -> Option<Board> {
        Geometry::for_side(side).map(|geom| Board {
            geom,
            cells: [0; MAX_CELLS],
        })
    }

    /// True when some unit repeats a digit. Every search starts with this check, so it is one
    /// pass over the cells with a digit mask per unit, not the pairwise scan of
    /// `Board::conflicts` (which costs a quarter of an easy puzzle's solve).
    pub(crate) fn has_conflict(&self) -> bool {
        let g = self.geom;
        let mut seen = [0u16; 3 * MAX_SIDE];
        for (&d, ids) in self.values().iter().zip(&g.unit_ids) {
            if d == 0 {
                continue;
            }
            let bit = 1u16 << (d - 1);
            let [r, c, b, _] = ids.map(usize::from);
            if (seen[r] | seen[c] | seen[b]) & bit != 0 {
                return true;
            }
            seen[r] |= bit;
            seen[c] |= bit;
            seen[b] |= bit;
        }
        false
    }

    /// The geometry of this board.
    #[inline]
    pub fn geometry(&self) -> &'static Geometry {
        self.geom
    }

    /// Cells per row.
    #[inline]
    pub fn side(&self) -> usize {
        self.geom.side
    }

    /// The value of a cell (0 when empty).
    #[inline]
    pub fn get(&self, cell: usize) -> u8 {
        self.cells[cell]
    }

    /// Sets a cell (0 clears it).
    #[inline]
    pub fn set(&mut self, cell: usize, value: u8) {
        self.cells[cell] = value;
    }

    /// All values, row by row.
    #[inline]
    pub fn values(&self) -> &[u8] {
        &self.cells[..self.geom.cells]
    }

    /// Number of filled cells.
    pub fn filled(&self) -> usize {
        self.values().iter().filter(|&&v| v != 0).count()
    }

    /// True when every cell is filled and no unit repeats a digit.
    pub fn is_solved(&self) -> bool {
        self.filled() == self.geom.cells && !self.has_conflict()
    }

    /// True when `other` keeps every given of `self`.
    pub fn agrees_with(&self, other: &Board) -> bool {
        self.geom.side == other.geom.side
            && self
                .values()
                .iter()
                .zip(other.values())
                .all(|(&a, &b)| a == 0 || a == b)
    }

    /// The digits legal in an empty cell, as a mask (bit `d-1` for digit `d`).
    pub fn candidates(&self, cell: usize) -> u16 {
        let g = self.geom;
        let used = g
            .peers_of(cell)
            .iter()
            .fold(0u16, |m, &p| match self.cells[p as usize] {
                0 => m,
                d => m | 1 << (d - 1),
            });
        g.full & !used
    }
}

impl PartialEq for Board {
    fn eq(&self, other: &Board) -> bool {
        self.values() == other.values()
    }
}

impl Eq for Board {}

impl fmt::Display for Board {
    /// One line of `side²` characters, `.` for empty.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for &v in self.values() {
            write!(f, "{}", digit_char(v))?;
        }
        Ok(())
    }
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Board({self})")
    }
}
