//! Sets of decision depths: the conflict sets of conflict-directed backjumping (`jump=cbj`).

use crate::board::MAX_CELLS;

/// Words per conflict set: one bit per decision depth 0..=256.
pub(super) const SET_WORDS: usize = MAX_CELLS / 64 + 1;

/// A set of decision depths.
pub(super) type DepthSet = [u64; SET_WORDS];

/// `depth` added to `s`.
pub(super) fn add(s: &mut DepthSet, depth: usize) {
    s[depth / 64] |= 1 << (depth % 64);
}

/// Every depth from 1 to `depth`.
pub(super) fn add_prefix(s: &mut DepthSet, depth: usize) {
    for d in 1..=depth {
        add(s, d);
    }
}

/// The greatest depth in `s` (0 when empty: depth 0 is never added).
pub(super) fn latest(s: &DepthSet) -> usize {
    (0..SET_WORDS)
        .rev()
        .find(|&w| s[w] != 0)
        .map_or(0, |w| w * 64 + 63 - s[w].leading_zeros() as usize)
}
