//! The board model: geometry of the three sizes, the grid of values and formatting (parsing is
//! in `parse.rs`).

use std::fmt;
use std::sync::OnceLock;

use crate::error::{GeometryError, ParseError};

/// Largest supported side (16×16).
pub const MAX_SIDE: usize = 16;
/// Largest supported number of cells.
pub const MAX_CELLS: usize = MAX_SIDE * MAX_SIDE;
/// Most peers a cell can have (16×16: 15 + 15 + 9).
pub const MAX_PEERS: usize = 39;

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
    pub fn of_side(side: usize) -> Result<&'static Geometry, GeometryError> {
        Geometry::for_side(side).ok_or(GeometryError::Side { side })
    }

    /// The unit with flat id `id` (see [`Unit::id`]), if there is one on this board.
    pub fn unit(&self, id: usize) -> Result<Unit, GeometryError> {
        (id < 3 * self.side)
            .then(|| Unit::from_id(id, self.side))
            .ok_or(GeometryError::Unit {
                id,
                side: self.side,
            })
    }

    /// The name of `cell`, if it is on this board.
    pub fn cell_name(&self, cell: usize) -> Result<CellName, GeometryError> {
        self.check_cell(cell).map(|c| CellName::new(c, self.side))
    }

    /// `cell` if it is on this board.
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

    /// The first pair of givens that share a unit and a digit.
    pub fn check_conflicts(&self) -> Result<(), ParseError> {
        if !self.has_conflict() {
            return Ok(());
        }
        // Rare, so the full pairwise scan names the pair: the same first pair as always.
        match self.conflicts().into_iter().next() {
            Some(e) => Err(e),
            None => Ok(()),
        }
    }

    /// True when some unit repeats a digit. Every search starts with this check, so it is one
    /// pass over the cells with a digit mask per unit, not the pairwise scan of
    /// [`Board::conflicts`] (which costs a quarter of an easy puzzle's solve).
    fn has_conflict(&self) -> bool {
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

    /// Every pair of filled cells that share a unit and a digit, each pair once.
    pub fn conflicts(&self) -> Vec<ParseError> {
        let g = self.geom;
        let mut out = Vec::new();
        for a in 0..g.cells {
            let d = self.cells[a];
            if d == 0 {
                continue;
            }
            for &p in g.peers_of(a) {
                let b = p as usize;
                if b > a && self.cells[b] == d {
                    out.push(ParseError::Conflict {
                        a,
                        b,
                        digit: d,
                        unit: g.shared_unit(a, b).expect("peers share a unit"),
                        side: g.side,
                    });
                }
            }
        }
        out
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

impl std::str::FromStr for Board {
    type Err = ParseError;
    fn from_str(s: &str) -> Result<Board, ParseError> {
        Board::parse(s)
    }
}
