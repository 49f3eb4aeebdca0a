//! The record of a local search's penalty and temperature over its steps, in bounded memory, for
//! the chart of the run: part of the machine's state, so that a checkpoint, a step back or a
//! replay has exactly the record of a run played straight to its step, whatever was played before.
//!
//! The steps 0 to `now` are cut into buckets of `2^shift` steps (bucket `k` holds steps
//! `k · 2^shift` to `(k + 1) · 2^shift − 1`), the least `shift` that needs at most [`BUCKETS`]
//! buckets. Per bucket it keeps the least and greatest penalty and temperature after its steps and
//! the number of restarts in it: minima and reheats are never thinned away, and the restarts add up
//! to the machine's counter. When the steps outgrow the buckets, each pair of neighbours merges into
//! one (min of mins, max of maxes, sum of restarts), which is the record of the wider buckets: the
//! record at step `n` depends on the run up to `n` only.
//!
//! Most steps change nothing the chart shows (proposals, rejections): the machine notes only the
//! steps that do (see [`Series::note`]), and the steps between carry the values of the last note.

/// Most buckets kept: 8 KB, a column or two per pixel of a chart panel.
pub const BUCKETS: usize = 512;

/// The penalty, temperature and restarts of one bucket of steps.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Bucket {
    /// Least and greatest penalty after a step of the bucket.
    pub penalty: [u16; 2],
    /// Least and greatest temperature after a step of the bucket (0 without one).
    pub temperature: [f32; 2],
    /// Restarts (new fills, shots, reheats) at steps of the bucket.
    pub restarts: u32,
}

impl Bucket {
    /// A bucket holding only `penalty` and `temperature`.
    fn of(penalty: u16, temperature: f32) -> Bucket {
        Bucket {
            penalty: [penalty; 2],
            temperature: [temperature; 2],
            restarts: 0,
        }
    }

    /// Adds the values of one more step.
    fn add(&mut self, penalty: u16, temperature: f32) {
        self.penalty = [self.penalty[0].min(penalty), self.penalty[1].max(penalty)];
        self.temperature = [
            self.temperature[0].min(temperature),
            self.temperature[1].max(temperature),
        ];
    }

    /// Adds the steps of `other`.
    fn merge(&mut self, other: &Bucket) {
        self.add(other.penalty[0], other.temperature[0]);
        self.add(other.penalty[1], other.temperature[1]);
        self.restarts = self.restarts.saturating_add(other.restarts);
    }
}

/// The record of one run (see the module).
#[derive(Clone, Debug)]
pub struct Series {
    buckets: [Bucket; BUCKETS],
    /// Buckets filled: `len − 1` is the bucket of the last note.
    len: usize,
    /// Buckets are `2^shift` steps wide.
    shift: u32,
    /// The values since the last note, carried through the steps without one.
    penalty: u16,
    temperature: f32,
}

impl Series {
    /// The record at step 0 of a search whose penalty and temperature are these.
    pub fn new(penalty: u32, temperature: f32) -> Series {
        let penalty = clamp(penalty);
        let mut buckets = [Bucket::of(0, 0.0); BUCKETS];
        buckets[0] = Bucket::of(penalty, temperature);
        Series {
            buckets,
            len: 1,
            shift: 0,
            penalty,
            temperature,
        }
    }

    /// Notes the values after step `step`, which must be after the last note's step: the
    /// steps since that note held the values it noted. A restart at this step is counted when
    /// `restart`. A note that changes nothing changes nothing, so a machine may note any step but
    /// must note every step that changes the penalty or the temperature or restarts.
    #[inline]
    pub fn note(&mut self, step: u64, penalty: u32, temperature: f32, restart: bool) {
        let penalty = clamp(penalty);
        // Most notes fall in the bucket of the note before: two comparisons and a store.
        if (step >> self.shift) as usize + 1 != self.len {
            self.open(step, penalty, temperature);
        }
        let b = &mut self.buckets[self.len - 1];
        b.add(penalty, temperature);
        if restart {
            b.restarts = b.restarts.saturating_add(1);
        }
        self.penalty = penalty;
        self.temperature = temperature;
    }

    /// Makes the bucket of `step` the last one filled: the buckets before it carry the values
    /// of the last note, and a new one starts with the values after `step`.
    #[cold]
    #[inline(never)]
    fn open(&mut self, step: u64, penalty: u16, temperature: f32) {
        self.carry_to(step);
        let k = self.bucket(step);
        if k >= self.len {
            self.buckets[k] = Bucket::of(penalty, temperature);
            self.len = k + 1;
        }
    }

    /// The record through step `now` (at or after the last note): the steps since the last
    /// note carry its values.
    pub fn through(&self, now: u64) -> Series {
        let mut s = self.clone();
        s.carry_to(now.saturating_add(1));
        s
    }

    /// The buckets filled, oldest first.
    pub fn buckets(&self) -> &[Bucket] {
        &self.buckets[..self.len]
    }

    /// Steps per bucket.
    pub fn width(&self) -> u64 {
        1 << self.shift
    }

    /// Restarts in the record.
    pub fn restarts(&self) -> u64 {
        self.buckets().iter().map(|b| u64::from(b.restarts)).sum()
    }

    fn bucket(&self, step: u64) -> usize {
        (step >> self.shift) as usize
    }

    /// Widens the buckets until `step` falls in one, and fills the buckets before it with the
    /// carried values: they held from the last note to `step − 1`.
    fn carry_to(&mut self, step: u64) {
        while self.bucket(step) >= BUCKETS {
            self.halve();
        }
        if step == 0 {
            return;
        }
        let last = self.bucket(step - 1);
        if last >= self.len {
            let carried = Bucket::of(self.penalty, self.temperature);
            self.buckets[self.len..=last].fill(carried);
            self.len = last + 1;
        }
    }

    /// Merges each pair of neighbouring buckets into one twice as wide.
    fn halve(&mut self) {
        let len = self.len.div_ceil(2);
        for k in 0..len {
            let mut b = self.buckets[2 * k];
            if 2 * k + 1 < self.len {
                b.merge(&self.buckets[2 * k + 1]);
            }
            self.buckets[k] = b;
        }
        self.len = len;
        self.shift += 1;
    }
}

/// A penalty as kept: a 16×16 board misses at most 768 digits, far below `u16::MAX`.
fn clamp(penalty: u32) -> u16 {
    penalty.min(u32::from(u16::MAX)) as u16
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The record worked out from every step's values, the definition [`Series`] keeps.
    fn reference(values: &[(u32, f32, bool)]) -> (u64, Vec<Bucket>) {
        let now = values.len() as u64 - 1;
        let mut shift = 0;
        while (now >> shift) as usize >= BUCKETS {
            shift += 1;
        }
        let mut out: Vec<Bucket> = Vec::new();
        for (step, &(p, t, restart)) in values.iter().enumerate() {
            let k = step >> shift;
            if k == out.len() {
                out.push(Bucket::of(clamp(p), t));
            } else {
                out[k].add(clamp(p), t);
            }
            out[k].restarts += u32::from(restart);
        }
        (1 << shift, out)
    }

    #[test]
    fn notes_of_changes_only_give_the_record_of_every_step() {
        // A sawtooth with restarts, long enough to halve several times.
        let mut values = vec![(40, 80.0, false)];
        let mut s = Series::new(40, 80.0);
        for step in 1..20_000u64 {
            let restart = step % 997 == 1;
            let p = if restart {
                30
            } else {
                (40 - (step % 997) / 40) as u32
            };
            let t = if restart {
                80.0
            } else {
                80.0 * 0.9f32.powi((step % 997 / 30) as i32)
            };
            let (lp, lt, _) = *values.last().unwrap();
            if restart || p != lp || t != lt {
                s.note(step, p, t, restart);
            }
            values.push((p, t, restart));
            if step % 1_013 == 0 || step < 40 {
                let (width, buckets) = reference(&values);
                let got = s.through(step);
                assert_eq!(
                    (got.width(), got.buckets()),
                    (width, &buckets[..]),
                    "at {step}"
                );
            }
        }
    }

    #[test]
    fn stays_within_its_buckets_and_counts_every_restart() {
        let mut s = Series::new(10, 0.0);
        for step in (1..10_000_000u64).step_by(7) {
            s.note(step, (step % 5) as u32, 0.0, true);
        }
        let done = s.through(9_999_999);
        assert!(done.buckets().len() <= BUCKETS);
        assert_eq!(
            done.restarts(),
            (1..10_000_000u64).step_by(7).count() as u64
        );
        assert_eq!(done.buckets().iter().map(|b| b.penalty[0]).min(), Some(0));
    }
}
