//! The step loops behind [`crate::stepper::Stepper::run`]: one for the plain policies and
//! `brute-force`, in a fixed cycle (select/try/backtrack, with `brute-force`'s conflicts in
//! it), and one for every other policy, a dispatch on the phase per step. Both are kept out of
//! line so that each has the registers to itself rather than sharing them with every other
//! strategy's loop inlined into [`crate::Engine`]'s.

use super::{Core, Cursor, Dfs, Phase};
use crate::board::MAX_CELLS;
use crate::event::{DeadEnd, Event, EventKind};
use crate::policy::Policy;

/// Counts a step of [`crate::stepper::Stepper::run`] and says whether it is the last: the caller's `on_event`
/// stops it, the search is over, or `max_steps` are taken.
#[inline(always)]
fn stops(
    on_event: &mut impl FnMut(&Event) -> bool,
    event: &Event,
    taken: &mut u64,
    max_steps: u64,
) -> bool {
    *taken += 1;
    !on_event(event) || matches!(event, Event::Exhausted) || *taken == max_steps
}

impl<P: Policy> Core<P> {
    /// The step loop of the plain policies ([`super::Dfs::PLAIN`]) and of `brute-force`, which
    /// writes a digit and then checks it (`Dfs::CHECKS`): a fixed cycle with no dispatch on the
    /// phase, the cursor in registers. A plain policy selects, then tries, and after a dead end
    /// or a solution backtracks; `brute-force` tries, and after a clash takes the digit back
    /// (the conflict) and tries the next, or reports the dead end of a decision with none left
    /// and backtracks. Steps until `stop` says so and returns the last event. Out of line, so
    /// that the loop has the registers to itself rather than sharing them with every other
    /// strategy's loop in [`crate::Engine`]'s.
    #[inline(never)]
    pub(super) fn run_cycle(
        &mut self,
        cursor: &mut Cursor,
        max_steps: u64,
        ascending: bool,
        on_event: &mut impl FnMut(&Event) -> bool,
    ) -> (u64, Event) {
        let mut cur = *cursor;
        let mut taken = 0;
        // The loop keeps only the kind of the event it stops at, and the event is built again
        // from the state afterwards: the fields of every event stay out of the loop's registers.
        let mut stop = |e: &Event| stops(on_event, e, &mut taken, max_steps).then(|| e.kind());
        // One step of the cycle: out of the loop with the step's kind when it is the last.
        macro_rules! step {
            ($event:expr) => {
                if let Some(kind) = stop(&$event) {
                    break kind;
                }
            };
        }
        let last = if P::WRITE_THEN_CHECK {
            // Wherever the last call stopped, step to the next try, where this cycle starts.
            let mut resumed = None;
            while cur.phase != Phase::Try && resumed.is_none() {
                resumed = stop(&self.advance(&mut cur));
            }
            resumed.unwrap_or_else(|| loop {
                step!(self.try_next(&mut cur, ascending));
                if cur.phase == Phase::Conflict {
                    step!(self.conflict(&mut cur));
                    if cur.phase == Phase::Try {
                        continue;
                    }
                    // The decision's last digit clashed: its dead end, then the backtrack.
                    step!(self.advance(&mut cur));
                } else {
                    step!(self.select(&mut cur));
                    if cur.phase == Phase::Try {
                        continue;
                    }
                }
                step!(self.backtrack(&mut cur));
            })
        } else {
            // Where the last call stopped: at a select (the loop's start), at a try, or at a
            // backtrack. Handled before the loop, whose order is then fixed, so that it never
            // looks at the phase but where a select found no digits.
            let resumed = match cur.phase {
                Phase::Select => None,
                // One copy of the entry's try for both phases: less code in the small package.
                phase => (phase == Phase::Backtrack)
                    .then(|| stop(&self.backtrack(&mut cur)))
                    .flatten()
                    .or_else(|| stop(&self.try_next(&mut cur, ascending))),
            };
            resumed.unwrap_or_else(|| loop {
                step!(self.select(&mut cur));
                if cur.phase == Phase::Backtrack {
                    step!(self.backtrack(&mut cur));
                }
                debug_assert_eq!(cur.phase, Phase::Try);
                step!(self.try_next(&mut cur, ascending));
            })
        };
        *cursor = cur;
        // The depth by value, not the cursor by reference: a reference to `cur` passed out
        // of line kept the whole cursor in memory (in WebAssembly, the shadow stack) through
        // the loop, every step loading and storing its fields there.
        (taken, self.plain_event(cur.depth, last))
    }

    /// The event of kind `kind` that a plain policy's step has just made, read back from the
    /// state it left: the frame of a select or a try, the cell of a dead end (the policy's
    /// next cell, still empty), the depth and cleared cells of a backtrack.
    #[inline(never)]
    fn plain_event(&self, depth: usize, kind: EventKind) -> Event {
        let f = self.stack[depth.wrapping_sub(1) & (MAX_CELLS - 1)];
        match kind {
            EventKind::Select => Event::Select {
                cell: f.cell,
                candidates: f.remaining,
                depth: depth as u16,
            },
            EventKind::Try => Event::Try {
                cell: f.cell,
                digit: f.digit,
                branch: f.branch,
                of: f.of(),
            },
            EventKind::Conflict => Event::Conflict {
                cell: f.cell,
                digit: f.digit,
                // The first peer holding the digit, as the try found it: the conflict took
                // only the digit back, and a dead end after it overwrote the pending peer.
                peer: self
                    .state
                    .cands
                    .clash(f.cell.into(), f.digit)
                    .map_or(0, |p| p as u16),
            },
            EventKind::DeadEnd if P::WRITE_THEN_CHECK => {
                Event::DeadEnd(DeadEnd::NoCandidates { cell: f.cell })
            }
            EventKind::DeadEnd => {
                let cell = self
                    .policy
                    .select(&self.state.cands, depth)
                    .map_or(0, |s| s.0);
                Event::DeadEnd(DeadEnd::NoCandidates { cell: cell as u16 })
            }
            EventKind::Backtrack => Event::Backtrack {
                depth: depth as u16,
                cleared: (self.state.cleared_end - self.state.placed_len) as u16,
            },
            EventKind::Solution => Event::Solution,
            _ => Event::Exhausted,
        }
    }
}

impl<P: Policy> Dfs<P> {
    /// The step loop of every other policy: one [`Core::advance`] per step until `stop` says
    /// so; returns the last event. On the cursor in place, not a copy: a propagating step
    /// does too much for the cursor to stay in registers, and a copy cost `singles` more
    /// instructions than main's loop.
    #[inline(never)]
    pub(super) fn run_any(
        &mut self,
        max_steps: u64,
        on_event: &mut impl FnMut(&Event) -> bool,
    ) -> (u64, Event) {
        let mut taken = 0;
        let mut stop = |e: &Event| stops(on_event, e, &mut taken, max_steps);
        let last = loop {
            let e = self.core.advance(&mut self.cur);
            if stop(&e) {
                break e;
            }
        };
        (taken, last)
    }
}
