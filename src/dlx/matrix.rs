//! The exact-cover matrix of a Sudoku as Knuth's dancing links, in index arrays.
//!
//! A side×side board has `4·side²` constraint columns: one per cell ("the cell holds a digit"),
//! then one per row and digit, per column and digit, per box and digit ("the digit is somewhere
//! in the unit"). It has `side³` rows, one per cell and digit, each with a one in exactly four
//! columns. Every one is a node; nodes are indices into arrays of links (no pointers), `u16`
//! because the largest matrix (16×16) has about 20,500 nodes.
//!
//! Node 0 is the root of the list of column headers, nodes `1..=4·side²` are the headers (column
//! id + 1), and the nodes of row `r` are `base + 4r .. base + 4r + 4`, in the order cell, row,
//! column, box. `base` is a multiple of four, so the other nodes of a row are found by masking
//! the low two bits: rows are never unlinked from themselves, so their left and right links are
//! fixed and need no array.

use std::sync::OnceLock;

use crate::board::{Board, Geometry, Unit};

/// What never changes for a board size: where each node sits, and the matrix of an empty board.
struct Layout {
    geom: &'static Geometry,
    /// The first row node.
    base: usize,
    /// The column header of every node (a header is its own, the root 0).
    col: Vec<u16>,
    /// Per row node (from `base`), the bit it adds to the mask of its column: the digit
    /// (bit `d-1`) in a cell column, the position in the unit in a digit-in-unit column.
    bit: Vec<u16>,
    /// Per row: its cell and its digit.
    rows: Vec<(u8, u8)>,
    /// The matrix with no row chosen.
    empty: Links,
}

/// The mutable part of the matrix: what covering and uncovering change.
#[derive(Clone)]
struct Links {
    /// Per node, its up and down neighbours in its column.
    ud: Vec<[u16; 2]>,
    /// Per header (the root at 0), its left and right neighbours in the header list.
    lr: Vec<[u16; 2]>,
    /// Per header, the number of rows left in its column (at most 16), plus [`COVERED`] while
    /// the column is covered; the root and the padding up to a multiple of [`CHUNK`] read as
    /// covered too.
    size: Vec<u8>,
}

/// Added to the size of a covered column, so that [`Matrix::choose`] scans past it. Sizes of
/// covered columns never change: covering a column removes its rows from every live column, so
/// no row left in a live column has a one in a covered column.
const COVERED: u8 = 0x80;

/// The size array is padded to a multiple of this, for the word scan of [`Matrix::choose`].
const CHUNK: usize = 8;

/// What a column stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Column {
    /// The cell must hold a digit.
    Cell(u16),
    /// The digit must be somewhere in the unit.
    Place(Unit, u8),
}

/// What column `id` (from 0: header `id + 1`) of a board of geometry `g` stands for: the cells'
/// columns first, then per row, column and box the digits'.
pub(crate) fn column(g: &Geometry, id: usize) -> Column {
    if id < g.cells {
        return Column::Cell(id as u16);
    }
    let unit = (id / g.cells - 1) * g.side + id % g.cells / g.side;
    Column::Place(Unit::from_id(unit, g.side), (id % g.side) as u8 + 1)
}

impl Layout {
    fn build(geom: &'static Geometry) -> Layout {
        let (side, cells) = (geom.side, geom.cells);
        let columns = 4 * cells;
        let base = (columns + 1 + 3) & !3;
        let nodes = base + 4 * side * cells;
        let mut col: Vec<u16> = (0..nodes).map(|n| n.min(columns) as u16).collect();
        let mut bit = vec![0u16; nodes - base];
        let mut rows = Vec::with_capacity(side * cells);
        // Headers in a ring with the root; every column starts empty (linked to itself).
        let heads = columns + 1;
        let lr = (0..heads)
            .map(|h| [((h + heads - 1) % heads) as u16, ((h + 1) % heads) as u16])
            .collect();
        let mut ud: Vec<[u16; 2]> = (0..nodes).map(|n| [n as u16; 2]).collect();
        let mut size = vec![COVERED; heads.next_multiple_of(CHUNK)];
        size[1..heads].fill(0);
        let b = geom.box_side;
        for cell in 0..cells {
            let (r, c, x) = (
                geom.row_of[cell] as usize,
                geom.col_of[cell] as usize,
                geom.box_of[cell] as usize,
            );
            let places = [1 << c, 1 << r, 1 << ((r % b) * b + c % b)];
            for d in 0..side {
                let row = rows.len();
                rows.push((cell as u8, d as u8 + 1));
                let heads = [
                    cell,
                    cells + r * side + d,
                    2 * cells + c * side + d,
                    3 * cells + x * side + d,
                ]
                .map(|id| id + 1);
                for (k, &h) in heads.iter().enumerate() {
                    // Appended at the bottom of its column: rows stay in ascending order.
                    let n = base + 4 * row + k;
                    let up = ud[h][0];
                    ud[n] = [up, h as u16];
                    ud[up as usize][1] = n as u16;
                    ud[h][0] = n as u16;
                    size[h] += 1;
                    col[n] = h as u16;
                    bit[n - base] = if k == 0 { 1 << d } else { places[k - 1] };
                }
            }
        }
        Layout {
            geom,
            base,
            col,
            bit,
            rows,
            empty: Links { ud, lr, size },
        }
    }

    /// The layout for `geom`'s size, built once.
    fn of(geom: &'static Geometry) -> &'static Layout {
        static ALL: OnceLock<[Layout; 3]> = OnceLock::new();
        let all = ALL.get_or_init(|| {
            [4, 9, 16].map(|side| Layout::build(Geometry::for_side(side).expect("supported side")))
        });
        &all[(geom.side > 4) as usize + (geom.side > 9) as usize]
    }
}

/// The node `k` places right of `node` in its row (Knuth's `R` links, which never change).
#[inline(always)]
fn mate(node: usize, k: usize) -> usize {
    (node & !3) | ((node + k) & 3)
}

/// The low bits of the mates of the nodes in the column whose first row node is `first`, in
/// `R` order: every node of a column has the same place in its row.
#[inline(always)]
fn mate_places(first: usize) -> [usize; 3] {
    [1, 2, 3].map(|k| (first + k) & 3)
}

/// The rows of a cover of `c`: unlinks the other nodes of each row in the column, top to
/// bottom and left to right. Slices rather than the vectors, so that the compiler knows the
/// writes to links cannot change the sizes' address, nor the reverse.
#[inline(always)]
fn unlink_rows(ud: &mut [[u16; 2]], size: &mut [u8], col: &[u16], c: usize) {
    let mut i = usize::from(ud[c][1]);
    let places = mate_places(i);
    while i != c {
        for p in places {
            let j = (i & !3) | p;
            let [u, d] = ud[j];
            ud[usize::from(d)][0] = u;
            ud[usize::from(u)][1] = d;
            size[usize::from(col[j])] -= 1;
        }
        i = usize::from(ud[i][1]);
    }
}

/// Undoes [`unlink_rows`] of `c`: bottom to top and right to left.
#[inline(always)]
fn relink_rows(ud: &mut [[u16; 2]], size: &mut [u8], col: &[u16], c: usize) {
    let mut i = usize::from(ud[c][0]);
    let places = mate_places(i);
    while i != c {
        for p in places.into_iter().rev() {
            let j = (i & !3) | p;
            size[usize::from(col[j])] += 1;
            let [u, d] = ud[j];
            ud[usize::from(d)][0] = j as u16;
            ud[usize::from(u)][1] = j as u16;
        }
        i = usize::from(ud[i][0]);
    }
}

/// Knuth's exact-cover matrix with its dancing links. Cloning copies the links (about 15 KB for
/// 9×9, 87 KB for 16×16): cheap enough for the checkpoints of step back.
#[derive(Clone)]
pub(crate) struct Matrix {
    layout: &'static Layout,
    links: Links,
}

impl Matrix {
    /// The matrix of `board` with the rows of its givens chosen (their columns covered), and
    /// the first given whose row another given has removed (givens in conflict), if any.
    pub(crate) fn new(board: &Board) -> (Matrix, Option<u16>) {
        let layout = Layout::of(board.geometry());
        let mut m = Matrix {
            layout,
            links: layout.empty.clone(),
        };
        let mut clash = None;
        for (cell, &d) in board.values().iter().enumerate() {
            if d == 0 {
                continue;
            }
            let node = m.node(cell, d);
            // A removed row is unlinked from its cell column: only a given in conflict removes it.
            if m.links.ud[m.links.ud[node][0] as usize][1] as usize != node {
                clash.get_or_insert(cell as u16);
                continue;
            }
            m.cover(m.column_of(node));
            m.cover_row(node);
        }
        (m, clash)
    }

    /// Number of cells of the board.
    pub(crate) fn cells(&self) -> usize {
        self.layout.geom.cells
    }

    /// An empty board of the matrix's size.
    pub(crate) fn empty_board(&self) -> Board {
        Board::empty(self.layout.geom.side).expect("a layout exists only for supported sizes")
    }

    /// The node in `cell`'s column of the row that writes `digit` there.
    fn node(&self, cell: usize, digit: u8) -> usize {
        self.layout.base + 4 * (cell * self.layout.geom.side + usize::from(digit) - 1)
    }

    /// The header of the column that `node` is in (a header's own).
    #[inline(always)]
    pub(crate) fn column_of(&self, node: usize) -> usize {
        usize::from(self.layout.col[node])
    }

    /// The node below `node` in its column (the first row of a column below its header).
    #[inline(always)]
    pub(crate) fn down(&self, node: usize) -> usize {
        usize::from(self.links.ud[node][1])
    }

    /// The cell and the digit of the row of a row node.
    #[inline(always)]
    pub(crate) fn row(&self, node: usize) -> (u16, u8) {
        let (cell, digit) = self.layout.rows[(node - self.layout.base) >> 2];
        (cell.into(), digit)
    }

    /// Knuth's choice of column: the one with the fewest rows left, the first in header order
    /// on ties, with its size; `None` when every column is covered (a solution).
    ///
    /// Rather than walking the header list (a chain of dependent loads: the scan made the whole
    /// search about twice as fast), it scans the sizes, where a covered column reads as
    /// [`COVERED`] or more: once for the minimum, which the compiler vectorises, then eight at
    /// a time for its first place. The header list keeps the columns in index order, so the
    /// first column of the scan is the first of the list.
    #[inline(always)]
    pub(crate) fn choose(&self) -> Option<(usize, u8)> {
        if self.links.lr[0][1] == 0 {
            return None;
        }
        let min = self.links.size.iter().fold(u8::MAX, |m, &s| m.min(s));
        let (words, _) = self.links.size.as_chunks::<8>();
        let ones = u64::from_le_bytes([1; 8]);
        let spread = ones * u64::from(min);
        for (k, word) in words.iter().enumerate() {
            // The bytes equal to `min` are the zero bytes of `x`; the lowest high bit of `zero`
            // marks the first of them (a borrow can only mark bytes above it).
            let x = u64::from_le_bytes(*word) ^ spread;
            let zero = x.wrapping_sub(ones) & !x & (ones << 7);
            if zero != 0 {
                return Some((8 * k + zero.trailing_zeros() as usize / 8, min));
            }
        }
        None
    }

    /// Per column (header 1 onward, in [`Matrix::column`]'s order), the rows left in it, plus
    /// 0x80 while it is covered: what a page draws of the exact-cover state.
    pub(crate) fn sizes(&self) -> &[u8] {
        &self.links.size[1..=4 * self.layout.geom.cells]
    }

    /// What the column of header `c` stands for.
    pub(crate) fn column(&self, c: usize) -> Column {
        column(self.layout.geom, c - 1)
    }

    /// The rows left in the column of header `c`, one bit each: digits for a cell column,
    /// positions in the unit for a digit-in-unit column (see [`Layout::bit`]).
    pub(crate) fn mask(&self, c: usize) -> u16 {
        let mut mask = 0;
        let mut i = self.down(c);
        while i != c {
            mask |= self.layout.bit[i - self.layout.base];
            i = self.down(i);
        }
        mask
    }

    /// The digits whose rows are left in `cell`'s column. A covered column keeps its rows
    /// linked to it, so this holds while a decision on the cell is open too.
    pub(crate) fn digits(&self, cell: usize) -> u16 {
        self.mask(cell + 1)
    }

    /// Whether the column of header `c` has a row in `cell`.
    pub(crate) fn has_row_in(&self, c: usize, cell: usize) -> bool {
        let mut i = self.down(c);
        while i != c {
            if usize::from(self.row(i).0) == cell {
                return true;
            }
            i = self.down(i);
        }
        false
    }

    /// Covers the column of header `c`: unlinks it from the header list and every row in it
    /// from the other columns. Returns the link updates (two per unlinking).
    #[inline(always)]
    pub(crate) fn cover(&mut self, c: usize) -> u64 {
        let Links { ud, lr, size } = &mut self.links;
        let [l, r] = lr[c];
        lr[usize::from(l)][1] = r;
        lr[usize::from(r)][0] = l;
        size[c] += COVERED;
        unlink_rows(ud, size, &self.layout.col, c);
        // Every row has three other nodes; the column's own size does not change.
        2 + 6 * u64::from(size[c] - COVERED)
    }

    /// Undoes [`Matrix::cover`] of `c`, in exactly the reverse order. Returns the link updates.
    #[inline(always)]
    pub(crate) fn uncover(&mut self, c: usize) -> u64 {
        let Links { ud, lr, size } = &mut self.links;
        relink_rows(ud, size, &self.layout.col, c);
        let [l, r] = lr[c];
        lr[usize::from(l)][1] = c as u16;
        lr[usize::from(r)][0] = c as u16;
        size[c] -= COVERED;
        2 + 6 * u64::from(size[c])
    }

    /// The headers of the other three columns of the row of `node`, in `R` order.
    #[inline(always)]
    pub(crate) fn row_columns(&self, node: usize) -> [usize; 3] {
        [1, 2, 3].map(|k| self.column_of(mate(node, k)))
    }

    /// Chooses the row of `node` in a covered column: covers the row's other columns.
    #[inline(always)]
    pub(crate) fn cover_row(&mut self, node: usize) -> u64 {
        let [a, b, c] = self.row_columns(node);
        self.cover(a) + self.cover(b) + self.cover(c)
    }

    /// Undoes [`Matrix::cover_row`] of `node`.
    #[inline(always)]
    pub(crate) fn uncover_row(&mut self, node: usize) -> u64 {
        let [a, b, c] = self.row_columns(node);
        self.uncover(c) + self.uncover(b) + self.uncover(a)
    }

    /// The most link updates one [`Matrix::cover_row`] can make: three columns, each of at most
    /// a side of rows.
    pub(crate) fn max_row_updates(&self) -> u64 {
        3 * (2 + 6 * self.layout.geom.side as u64)
    }
}
