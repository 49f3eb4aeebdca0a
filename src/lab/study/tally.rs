//! What the runs of one setting gave: a [`Tally`] of the solved runs' steps and tries, kept
//! as running means and medians, and its [`Summary`] in numbers.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use super::Outcome;

/// What the runs of one setting gave so far.
#[derive(Clone, Debug, Default)]
pub struct Tally {
    runs: u64,
    /// Steps and tries of the solved runs.
    steps: Counts,
    tries: Counts,
}

/// A tally in numbers: the means and medians are over the solved runs, `None` when none solved.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Summary {
    /// Runs finished.
    pub runs: u64,
    /// Runs that reached a solution within the budget.
    pub solved: u64,
    /// Mean steps of the solved runs.
    pub mean_steps: Option<f64>,
    /// Median steps of the solved runs.
    pub median_steps: Option<f64>,
    /// Mean tries of the solved runs.
    pub mean_tries: Option<f64>,
    /// Median tries of the solved runs.
    pub median_tries: Option<f64>,
}

impl Tally {
    /// Counts one run.
    pub fn add(&mut self, outcome: Outcome) {
        self.runs += 1;
        if outcome.solved {
            self.steps.add(outcome.steps);
            self.tries.add(outcome.tries);
        }
    }

    /// The numbers so far.
    pub fn summary(&self) -> Summary {
        Summary {
            runs: self.runs,
            solved: self.steps.len() as u64,
            mean_steps: self.steps.mean(),
            median_steps: self.steps.median(),
            mean_tries: self.tries.mean(),
            median_tries: self.tries.median(),
        }
    }
}

/// The mean and median of counts added one at a time, each in O(log n) however many runs a
/// study has: the lower half in a max-heap, the upper half in a min-heap, the lower half as
/// large as the upper or one larger.
#[derive(Clone, Debug, Default)]
struct Counts {
    sum: u128,
    low: BinaryHeap<u64>,
    high: BinaryHeap<Reverse<u64>>,
}

impl Counts {
    fn add(&mut self, x: u64) {
        self.sum += u128::from(x);
        match self.low.peek() {
            Some(&m) if x > m => self.high.push(Reverse(x)),
            _ => self.low.push(x),
        }
        if self.low.len() > self.high.len() + 1 {
            if let Some(m) = self.low.pop() {
                self.high.push(Reverse(m));
            }
        } else if self.high.len() > self.low.len() {
            if let Some(Reverse(m)) = self.high.pop() {
                self.low.push(m);
            }
        }
    }

    fn len(&self) -> usize {
        self.low.len() + self.high.len()
    }

    fn mean(&self) -> Option<f64> {
        (self.len() > 0).then(|| self.sum as f64 / self.len() as f64)
    }

    fn median(&self) -> Option<f64> {
        let &mid = self.low.peek()?;
        Some(match self.high.peek() {
            Some(&Reverse(above)) if self.low.len() == self.high.len() => {
                (u128::from(mid) + u128::from(above)) as f64 / 2.0
            }
            _ => mid as f64,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tally_keeps_means_and_medians_of_the_solved_runs() {
        let mut t = Tally::default();
        assert_eq!(t.summary().mean_steps, None);
        for (solved, steps) in [(true, 10), (false, 99), (true, 4), (true, 7), (true, 1)] {
            t.add(Outcome {
                solved,
                steps,
                tries: steps / 2,
            });
        }
        let s = t.summary();
        assert_eq!((s.runs, s.solved), (5, 4));
        assert_eq!(s.mean_steps, Some(5.5));
        assert_eq!(s.median_steps, Some(5.5));
        assert_eq!(s.median_tries, Some(2.5));
    }

    #[test]
    fn running_means_and_medians_equal_those_of_the_sorted_counts() {
        let mut counts = Counts::default();
        let mut seen: Vec<u64> = Vec::new();
        // A scrambled sequence with repeats: the heaps must balance whatever the order.
        for k in 0..101u64 {
            let x = (k * 7919) % 53 + (k % 5) * 1000;
            counts.add(x);
            seen.push(x);
            seen.sort_unstable();
            let n = seen.len();
            let median = if n % 2 == 1 {
                seen[n / 2] as f64
            } else {
                (seen[n / 2 - 1] + seen[n / 2]) as f64 / 2.0
            };
            assert_eq!(counts.median(), Some(median), "after {n}");
            let mean = seen.iter().sum::<u64>() as f64 / n as f64;
            assert_eq!(counts.mean(), Some(mean), "after {n}");
        }
    }
}
