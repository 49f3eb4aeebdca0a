//! [`Stepper`] for [`Dfs`]: single steps, bounded steps for `lookahead`, the batched
//! [`Stepper::run`] that picks the step loop, and the read-only views of the search.

use super::{Dfs, Phase};
use crate::board::Board;
use crate::event::{Counters, Event};
use crate::policy::Policy;
use crate::stepper::{Frame, Stepper};

impl<P: Policy> Stepper for Dfs<P> {
    #[inline(always)]
    fn step(&mut self) -> Event {
        if self.cur.phase == Phase::Done {
            return Event::Exhausted;
        }
        let mut cur = self.cur;
        let event = self.core.advance(&mut cur);
        self.core.settle(&cur, 1);
        self.cur = cur;
        event
    }

    /// `lookahead` works out a due filter in pieces (see [`Policy::prepare`]); every other
    /// step is whole.
    fn step_within(&mut self, work_limit: u64) -> Option<Event> {
        if P::VARIABLE_WORK && self.cur.phase == Phase::Propagate {
            let cells = self.core.state.cands.geometry().cells;
            let base = self.core.counters.steps * P::step_work(cells);
            if !self
                .core
                .policy
                .prepare(&self.core.state.cands, work_limit.saturating_sub(base))
            {
                return None;
            }
        }
        Some(self.step())
    }

    /// Same events as repeated [`Stepper::step`], with the per-step bookkeeping hoisted: the step
    /// and depth counters are brought up to date once at the end, the cursor lives in a local
    /// copy, only an [`Event::Exhausted`] can end the search, and plain and write-then-check
    /// policies step in a fixed cycle with no dispatch on the phase.
    #[inline(always)]
    fn run<F: FnMut(&Event) -> bool>(
        &mut self,
        max_steps: u64,
        mut on_event: F,
    ) -> (u64, Option<Event>) {
        if max_steps == 0 || self.cur.phase == Phase::Done {
            self.core.settle(&self.cur, 0);
            return (0, None);
        }
        let (taken, last) = if Self::PLAIN || Self::CHECKS {
            // Whether the digits go in ascending order, looked at once per call rather than on
            // every try (a look at the policy's order there cost the default `backtracking`
            // some 12% more instructions).
            let ascending = !self.core.policy.shuffles();
            let mut cur = self.cur;
            let run = self
                .core
                .run_cycle(&mut cur, max_steps, ascending, &mut on_event);
            self.cur = cur;
            run
        } else {
            self.run_any(max_steps, &mut on_event)
        };
        self.core.settle(&self.cur, taken);
        (taken, Some(last))
    }

    fn counters(&self) -> &Counters {
        &self.core.counters
    }

    fn board(&self) -> Board {
        self.core.state.cands.board()
    }

    fn values(&self) -> &[u8] {
        self.core.state.cands.values()
    }

    fn reasons(&self) -> &[u8] {
        &self.core.state.reasons[..self.core.state.cands.values().len()]
    }

    fn candidates(&self, cell: usize) -> u16 {
        self.core.policy.domain(&self.core.state.cands, cell)
    }

    fn stack(&self) -> &[Frame] {
        &self.core.stack[..self.cur.depth]
    }

    fn backup(&self, depth: usize) -> Option<Board> {
        self.core.state.backup(self.stack(), depth, P::PROPAGATES)
    }

    fn cleared(&self) -> &[u16] {
        &self.core.state.placed[self.core.state.placed_len
            ..self.core.state.cleared_end.max(self.core.state.placed_len)]
    }

    fn cleared_digits(&self) -> &[u8] {
        let s = &self.core.state;
        &s.cleared_digits[s.placed_len..s.cleared_end.max(s.placed_len)]
    }

    #[inline(always)]
    fn is_done(&self) -> bool {
        self.cur.phase == Phase::Done
    }

    fn work(&self) -> u64 {
        let cells = self.core.state.cands.geometry().cells;
        self.core.counters.steps * P::step_work(cells) + self.core.policy.extra_work()
    }

    fn max_step_work(&self) -> u64 {
        if P::VARIABLE_WORK {
            u64::MAX
        } else {
            P::step_work(self.core.state.cands.geometry().cells)
        }
    }
}
