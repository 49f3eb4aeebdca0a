//! Thinning the checkpoints relative to the current position (see the module above).

use super::{History, DENSITY};
use crate::stepper::Stepper;

impl<S: Stepper> History<S> {
    /// A checkpoint `d` slots from `now` has a stride, the largest power of two not above
    /// `d / DENSITY`, and survives only as the first checkpoint of its stride-aligned bucket of
    /// slots. Where every slot is crossed that keeps the multiples of the stride; where single
    /// steps jump over many slots (`lookahead` on 16×16) it keeps every crossing that is alone
    /// in its bucket, so no step is left far from a checkpoint. Buckets nest and strides only
    /// grow with distance, so thinning as the position moves never keeps more than thinning
    /// once at the end would, and a band of `DENSITY · 2^j` slots keeps at most `DENSITY`.
    pub(super) fn thin(&mut self, now: u64) {
        let mut prev: Option<u64> = None;
        self.checkpoints.retain(|c| {
            let d = now.abs_diff(c.slot) / DENSITY;
            let stride = if d == 0 {
                1
            } else {
                1u64 << (63 - d.leading_zeros())
            };
            let bucket = c.slot - c.slot % stride;
            let first = prev.is_none_or(|p| p < bucket);
            prev = Some(c.slot);
            first
        });
    }
}
