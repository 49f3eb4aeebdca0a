//! The penalty of a filled board: per unit, the digits missing from it. The counts of each digit
//! in each unit are kept up to date, so that the change a move would make is read from a few
//! counts instead of recounting the board.

use crate::board::Geometry;

/// Width of a row of counts: digits 1..=16 and an unused slot for 0 (an empty cell).
const DIGITS: usize = 17;
/// Rows, columns and boxes of a 16×16 board.
const UNITS: usize = 48;

/// How many cells of each unit hold each digit, and the penalty they give.
#[derive(Clone)]
pub struct Tally {
    geom: &'static Geometry,
    /// Whether boxes count toward the penalty (`shoot-and-go`) or only rows and columns
    /// (`annealing`, whose boxes always hold each digit once).
    boxes: bool,
    counts: [[u8; DIGITS]; UNITS],
    penalty: u32,
}

impl Tally {
    /// The counts of `values` (0 for an empty cell, which adds nothing).
    pub fn new(geom: &'static Geometry, values: &[u8], boxes: bool) -> Tally {
        let mut counts = [[0u8; DIGITS]; UNITS];
        for (cell, &v) in values.iter().enumerate().take(geom.cells) {
            for u in geom.units_of(cell) {
                counts[u][usize::from(v)] += 1;
            }
        }
        let units = if boxes { 3 } else { 2 } * geom.side;
        let penalty = counts[..units]
            .iter()
            .map(|c| c[1..=geom.side].iter().filter(|&&n| n == 0).count() as u32)
            .sum();
        Tally {
            geom,
            boxes,
            counts,
            penalty,
        }
    }

    /// Digits missing from the counted units.
    pub fn penalty(&self) -> u32 {
        self.penalty
    }

    /// Per unit (rows, then columns, then boxes: the flat unit ids of [`Geometry`]), the digits
    /// missing from it; 0 for the boxes when they do not count. What a page tints.
    pub fn missing(&self) -> Vec<u8> {
        let counted = if self.boxes { 3 } else { 2 } * self.geom.side;
        (0..3 * self.geom.side)
            .map(|u| {
                let c = &self.counts[u][1..=self.geom.side];
                if u < counted {
                    c.iter().filter(|&&n| n == 0).count() as u8
                } else {
                    0
                }
            })
            .collect()
    }

    /// The units of `cell` that count: row and column, and the box when boxes count.
    #[inline]
    fn units(&self, cell: usize) -> &[u8] {
        let ids = &self.geom.unit_ids[cell];
        &ids[..if self.boxes { 3 } else { 2 }]
    }

    /// The change of penalty if a unit lost one `lose` and gained one `gain`.
    #[inline]
    fn unit_delta(&self, unit: u8, lose: u8, gain: u8) -> i32 {
        if lose == gain {
            return 0;
        }
        let c = &self.counts[usize::from(unit)];
        i32::from(c[usize::from(lose)] == 1) - i32::from(c[usize::from(gain)] == 0)
    }

    /// The change of penalty if `cell` went from `old` to `new` (both digits).
    #[inline]
    pub fn set_delta(&self, cell: usize, old: u8, new: u8) -> i32 {
        self.units(cell)
            .iter()
            .map(|&u| self.unit_delta(u, old, new))
            .sum()
    }

    /// The change of penalty if cells `a` (holding `va`) and `b` (holding `vb`), of one box,
    /// swapped their digits. A row or column holding both keeps its digits.
    #[inline]
    pub fn swap_delta(&self, a: usize, b: usize, va: u8, vb: u8) -> i32 {
        let [ra, ca, _, _] = self.geom.unit_ids[a];
        let [rb, cb, _, _] = self.geom.unit_ids[b];
        let mut delta = 0;
        if ra != rb {
            delta += self.unit_delta(ra, va, vb) + self.unit_delta(rb, vb, va);
        }
        if ca != cb {
            delta += self.unit_delta(ca, va, vb) + self.unit_delta(cb, vb, va);
        }
        // The box holds both before and after; counted or not, it does not change.
        delta
    }

    /// Records that `cell` went from `old` to `new` (both digits).
    #[inline]
    pub fn set(&mut self, cell: usize, old: u8, new: u8) {
        let delta = self.set_delta(cell, old, new);
        for u in self.geom.units_of(cell) {
            self.counts[u][usize::from(old)] -= 1;
            self.counts[u][usize::from(new)] += 1;
        }
        self.penalty = self.penalty.wrapping_add_signed(delta);
    }
}
