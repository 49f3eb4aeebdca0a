//! Bit tricks on one band of the `fast` bitboard (27 bits: three rows of nine cells), and the
//! tables they use, built at compile time. See [`super::grid`] for the layout.

use crate::event::DeadEnd;
use crate::Unit;

/// Cells of a 9×9 board.
pub(super) const CELLS: usize = 81;
/// The 27 bits of a band.
pub(super) const BAND: u32 = (1 << 27) - 1;
/// The cells of box 0 of a band (shifted by 3 for box 1, by 6 for box 2).
pub(super) const BOX0: u32 = 0o7 | 0o7 << 9 | 0o7 << 18;

/// For the 9 bits of one row of a band: bit `b` set when box `b` holds some of them.
pub(super) static SHRINK: [u8; 512] = shrink_table();
/// For a 9-bit mini-row pattern (bit `3·row + box` set when that mini-row has a candidate): the
/// cells of the mini-rows that lie on some permutation (one mini-row per row and per box)
/// made only of present mini-rows. Zero when no permutation exists.
pub(super) static COMPLEX: [u32; 512] = complex_table();
/// For the 9 columns where a digit is possible in a band: the columns alone in their stack
/// (that box of the band holds the digit in that column only, so the column's cells in the other
/// bands lose it).
pub(super) static LONE_COLUMNS: [u16; 512] = lone_columns_table();
/// Per cell, its peers in each band (the cell itself excluded).
pub(super) static PEERS: [[u32; 3]; CELLS] = peer_table();
/// [`PEERS`] in two words per cell, bands 0 and 1 in the first (band 1 in the high half), band
/// 2 in the second: two population counts rather than three.
pub(super) static PEERS64: [[u64; 2]; CELLS] = {
    let mut t = [[0u64; 2]; CELLS];
    let mut cell = 0;
    while cell < CELLS {
        let p = PEERS[cell];
        t[cell] = [p[0] as u64 | (p[1] as u64) << 32, p[2] as u64];
        cell += 1;
    }
    t
};

pub(super) const fn shrink_table() -> [u8; 512] {
    let mut t = [0u8; 512];
    let mut v = 0;
    while v < 512 {
        let mut b = 0;
        while b < 3 {
            if v & (0o7 << (3 * b)) != 0 {
                t[v] |= 1 << b;
            }
            b += 1;
        }
        v += 1;
    }
    t
}

pub(super) const fn lone_columns_table() -> [u16; 512] {
    let mut t = [0u16; 512];
    let mut v = 0u32;
    while v < 512 {
        let mut stack = 0;
        while stack < 3 {
            let cols = (v >> (3 * stack)) & 0o7;
            if cols.count_ones() == 1 {
                t[v as usize] |= (cols << (3 * stack)) as u16;
            }
            stack += 1;
        }
        v += 1;
    }
    t
}

pub(super) const fn complex_table() -> [u32; 512] {
    // The six permutations of three boxes: row r uses box PERMS[p][r].
    const PERMS: [[usize; 3]; 6] = [
        [0, 1, 2],
        [0, 2, 1],
        [1, 0, 2],
        [1, 2, 0],
        [2, 0, 1],
        [2, 1, 0],
    ];
    let mut t = [0u32; 512];
    let mut s = 0;
    while s < 512 {
        let mut p = 0;
        while p < 6 {
            let mut mask = 0u32;
            let mut ok = true;
            let mut r = 0;
            while r < 3 {
                let b = PERMS[p][r];
                ok = ok && s & (1 << (3 * r + b)) != 0;
                mask |= 0o7 << (9 * r + 3 * b);
                r += 1;
            }
            if ok {
                t[s] |= mask;
            }
            p += 1;
        }
        s += 1;
    }
    t
}

pub(super) const fn peer_table() -> [[u32; 3]; CELLS] {
    let mut t = [[0u32; 3]; CELLS];
    let mut cell = 0;
    while cell < CELLS {
        let (r, c) = (cell / 9, cell % 9);
        let mut other = 0;
        while other < CELLS {
            let (r2, c2) = (other / 9, other % 9);
            let same_box = r / 3 == r2 / 3 && c / 3 == c2 / 3;
            if other != cell && (r == r2 || c == c2 || same_box) {
                t[cell][other / 27] |= 1 << (other % 27);
            }
            other += 1;
        }
        cell += 1;
    }
    t
}

/// The cells of a band in the 9 columns `cols`.
#[inline(always)]
pub(super) fn spread_columns(cols: u32) -> u32 {
    cols * LOW
}

/// Bit 0 of each row of a band.
pub(super) const LOW: u32 = 1 | 1 << 9 | 1 << 18;
/// Bits 0 to 7 of each row of a band.
pub(super) const LOW8: u32 = 0xFF * LOW;
/// Bit 8 of each row of a band.
pub(super) const HIGH: u32 = 0x100 * LOW;

/// Cells of `a` that are the only candidate of their row; every row of `a` must have one.
/// Branch-free: the rows are three 9-bit lanes of one word.
#[inline(always)]
pub(super) fn row_singles(a: u32) -> u32 {
    // Each lane minus its lowest bit; no lane is empty, so no borrow crosses lanes.
    let rest = a & a.wrapping_sub(LOW);
    // Bit 8 of a lane ends up set when `rest` has any bit in that lane.
    let busy = (((rest & LOW8) + LOW8) | rest) & HIGH;
    // Bit 0 of each busy lane times nine ones fills that lane (the lanes are nine bits apart).
    a & !((busy >> 8) * 0x1FF)
}

/// The columns of a band mask, as 9 bits.
#[inline(always)]
pub(super) fn columns(a: u32) -> u32 {
    (a | a >> 9 | a >> 18) & 0x1FF
}

/// The 9-bit mini-row pattern of a band mask (see [`COMPLEX`]), by two multiplications rather
/// than three table loads. Bit `3·k + 2` of `m` says whether mini-row `k` has a cell (its low
/// two bits plus 3 carry into bit 2, or bit 2 is set: no carry leaves the mini-row); times 21
/// (shifts 0, 2, 4) puts row `r`'s three at bits `9·r + 6..9·r + 9` and every other copy on a
/// bit of its own (no carries); times `0x1041` (shifts 0, 6, 12) then puts row `r`'s three at
/// bits `18 + 3·r`, again without overlaps.
#[inline(always)]
pub(super) fn shrink(a: u32) -> usize {
    const LOW2: u32 = 0o333_333_333;
    let m = (((a & LOW2) + LOW2) | a) & 0o444_444_444;
    let rows = m.wrapping_mul(21) & 0o007_007_007 << 6;
    (rows.wrapping_mul(0x1041) >> 18) as usize & 0x1FF
}

/// Why the band mask `a` of `digit` in `band` admits no permutation: a row or box without a
/// place, or two rows confined to one box (then the second of them has no place left).
pub(super) fn band_dead_end(digit: u8, band: usize, a: u32) -> DeadEnd {
    let unit_of = |unit: Unit| DeadEnd::NoPlace { unit, digit };
    let rows = [a & 0x1FF, (a >> 9) & 0x1FF, a >> 18];
    if let Some(r) = rows.iter().position(|&row| row == 0) {
        return unit_of(Unit::Row((3 * band + r) as u8));
    }
    if let Some(b) = (0..3).find(|&b| a & BOX0 << (3 * b) == 0) {
        return unit_of(Unit::Box((3 * band + b) as u8));
    }
    // Hall's condition on three rows and three boxes fails only for a pair of rows whose boxes
    // are one box, once no row and no box is empty.
    let boxes = rows.map(|row| SHRINK[row as usize]);
    let second = [(0, 1), (0, 2), (1, 2)]
        .into_iter()
        .find(|&(x, y)| (boxes[x] | boxes[y]).count_ones() == 1)
        .map_or(2, |(_, y)| y);
    unit_of(Unit::Row((3 * band + second) as u8))
}
