//! Step back through a search: checkpoints plus deterministic replay, with bounded memory.
//!
//! Every machine is deterministic, so the state at step `t` is the last checkpoint at or before
//! `t` replayed forward. Checkpoints are taken every [`BLOCK`] steps and thinned as they age: a
//! checkpoint `a` blocks old survives only if its block number is a multiple of the largest power
//! of two not above `a / DENSITY`. Recent history stays dense (stepping back one step replays at
//! most `BLOCK` steps), old history grows sparse, and the count stays about
//! `2 · DENSITY · log2(steps / BLOCK)`: a few hundred checkpoints at 10⁸ steps.

use crate::event::{Counters, Event};
use crate::stepper::Stepper;

/// Steps between checkpoints in recent history. Stepping back one step replays at most this many
/// (tens of microseconds), while taking a checkpoint (a clone of the machine, thinning the list)
/// stays a few per cent of the time of the steps between two.
pub const BLOCK: u64 = 4096;
/// Checkpoints kept per doubling of age.
const DENSITY: u64 = 16;

/// A stepper that can also go back.
#[derive(Clone)]
pub struct History<S: Stepper> {
    current: S,
    /// `(block number, state at step block · BLOCK)`, ascending. Boxed so that thinning moves
    /// pointers, not whole machines (several KB each).
    checkpoints: Vec<(u64, Box<S>)>,
}

impl<S: Stepper> History<S> {
    /// Starts recording `start`, which must be at step 0.
    pub fn new(start: S) -> History<S> {
        History {
            checkpoints: vec![(0, Box::new(start.clone()))],
            current: start,
        }
    }

    /// The machine at the current step.
    pub fn current(&self) -> &S {
        &self.current
    }

    /// Counters at the current step.
    pub fn counters(&self) -> &Counters {
        self.current.counters()
    }

    /// Number of checkpoints held (for tests and the memory bound).
    pub fn checkpoint_count(&self) -> usize {
        self.checkpoints.len()
    }

    #[inline]
    fn before_step(&mut self) {
        let steps = self.current.counters().steps;
        if steps.is_multiple_of(BLOCK) && steps > 0 {
            let block = steps / BLOCK;
            if self.checkpoints.last().is_none_or(|&(b, _)| b < block) {
                self.checkpoints
                    .push((block, Box::new(self.current.clone())));
                self.thin(block);
            }
        }
    }

    fn thin(&mut self, now: u64) {
        self.checkpoints.retain(|&(block, _)| {
            let age = now.saturating_sub(block) / DENSITY;
            let stride = if age == 0 {
                1
            } else {
                1u64 << (63 - age.leading_zeros())
            };
            block.is_multiple_of(stride)
        });
    }

    /// Advances one event (see [`Stepper::step`]).
    pub fn step(&mut self) -> Event {
        self.before_step();
        self.current.step()
    }

    /// Steps up to `max_steps` times like [`Stepper::run`], keeping checkpoints.
    pub fn run<F: FnMut(&Event) -> bool>(&mut self, max_steps: u64, mut on_event: F) -> u64 {
        let mut taken = 0;
        while taken < max_steps && !self.current.is_done() {
            // Run to the next checkpoint boundary in one monomorphic loop.
            let steps = self.current.counters().steps;
            self.before_step();
            let to_boundary = BLOCK - steps % BLOCK;
            let chunk = to_boundary.min(max_steps - taken);
            let mut stopped = false;
            let done = self.current.run(chunk, |e| {
                let go = on_event(e);
                stopped = !go;
                go
            });
            taken += done;
            if stopped || done < chunk {
                break;
            }
        }
        taken
    }

    /// Takes up to `n` steps like [`History::run`] and hands back only the last event: at max
    /// speed the page draws the latest state only, and looking at every event would cost a
    /// fifth of the speed. With `stop_at_solution` it stops right after a solution. Returns the
    /// steps taken and the last event (`None` when no step was taken).
    pub fn skip(&mut self, n: u64, stop_at_solution: bool) -> (u64, Option<Event>) {
        // Only the last step hands its event out: capturing every event in the closure would
        // keep a store in the hot loop.
        let mut solved = false;
        let taken = self.run(n.saturating_sub(1), |e| {
            solved = stop_at_solution && *e == Event::Solution;
            !solved
        });
        if solved {
            (taken, Some(Event::Solution))
        } else if self.current.is_done() {
            // The last event of every search is `Exhausted`.
            (taken, (taken > 0).then_some(Event::Exhausted))
        } else if taken + 1 == n {
            (n, Some(self.step()))
        } else {
            (taken, None)
        }
    }

    /// Goes back `n` steps (at most to step 0); returns the number of steps actually undone.
    pub fn back(&mut self, n: u64) -> u64 {
        let now = self.current.counters().steps;
        let target = now.saturating_sub(n);
        self.seek(target);
        now - target
    }

    /// Moves to step `target` (back by replay, or forward by stepping).
    pub fn seek(&mut self, target: u64) {
        let now = self.current.counters().steps;
        if target < now {
            let block = target / BLOCK;
            let i = self.checkpoints.partition_point(|&(b, _)| b <= block) - 1;
            self.current = (*self.checkpoints[i].1).clone();
        }
        let todo = target - self.current.counters().steps;
        self.run(todo, |_| true);
    }
}
