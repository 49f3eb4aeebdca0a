//! The symmetries of a Sudoku board: relabelling the digits, permuting rows inside their band
//! and bands among themselves (the same for columns and stacks), and transposing. Each maps
//! every solution of a board to a solution of its image and back, so a transformed puzzle has
//! exactly as many solutions as the original; only the order in which a search meets its cells
//! and digits changes. The rating ([`crate::rate`]) averages over random transforms to take
//! that order's luck out, and the generator shuffles full grids with them.

use rand::seq::SliceRandom;
use rand::Rng;

use crate::board::{Board, Geometry, MAX_CELLS, MAX_SIDE};

/// One symmetry of boards of one size: a new place for every cell and a new name for every
/// digit.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Transform {
    side: usize,
    /// The cell of the original each cell of the image comes from.
    from: Vec<u16>,
    /// The new digit of each digit (index 0, empty, stays 0).
    relabel: [u8; MAX_SIDE + 1],
}

impl Transform {
    /// A random symmetry of boards of geometry `geom`: digits relabelled, rows shuffled inside
    /// their bands and bands shuffled, columns inside their stacks and stacks likewise, then a
    /// transpose with probability ½.
    pub fn random(geom: &Geometry, rng: &mut impl Rng) -> Transform {
        let (side, box_side) = (geom.side, geom.box_side);
        let rows = shuffled_lines(box_side, rng);
        let cols = shuffled_lines(box_side, rng);
        let transpose = rng.random::<bool>();
        let mut digits: Vec<u8> = (1..=side as u8).collect();
        digits.shuffle(rng);
        let mut relabel = [0u8; MAX_SIDE + 1];
        relabel[1..=side].copy_from_slice(&digits);
        let from = (0..side * side)
            .map(|cell| {
                let (r, c) = (cell / side, cell % side);
                let (r, c) = if transpose { (c, r) } else { (r, c) };
                (rows[r] * side + cols[c]) as u16
            })
            .collect();
        Transform {
            side,
            from,
            relabel,
        }
    }

    /// The image of `board`, which must have this transform's size.
    pub fn apply(&self, board: &Board) -> Board {
        debug_assert_eq!(board.side(), self.side);
        let mut out = Board::empty(self.side).expect("a transform has a supported size");
        for (cell, &from) in self.from.iter().enumerate() {
            out.set(cell, self.relabel[usize::from(board.get(from.into()))]);
        }
        out
    }

    /// The board this transform maps to `image`: `t.invert(&t.apply(b)) == b`.
    pub fn invert(&self, image: &Board) -> Board {
        let mut unlabel = [0u8; MAX_SIDE + 1];
        for (d, &to) in self.relabel[..=self.side].iter().enumerate() {
            unlabel[usize::from(to)] = d as u8;
        }
        let mut out = Board::empty(self.side).expect("a transform has a supported size");
        for (cell, &from) in self.from.iter().enumerate() {
            out.set(from.into(), unlabel[usize::from(image.get(cell))]);
        }
        out
    }
}

const _: () = assert!(MAX_CELLS <= u16::MAX as usize);

/// A random order of the lines (rows or columns) of a board that keeps every band together:
/// bands shuffled, then the lines inside each band. Entry `i` is the line that goes to place `i`.
pub(crate) fn shuffled_lines(box_side: usize, rng: &mut impl Rng) -> Vec<usize> {
    let mut bands: Vec<usize> = (0..box_side).collect();
    bands.shuffle(rng);
    let mut lines = Vec::with_capacity(box_side * box_side);
    for band in bands {
        let mut inside: Vec<usize> = (0..box_side).map(|i| band * box_side + i).collect();
        inside.shuffle(rng);
        lines.extend(inside);
    }
    lines
}
