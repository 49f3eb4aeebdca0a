//! The depth-first stepper shared by `brute-force`, `backtracking`, `sorted-cells`, `mrv`,
//! `singles`, `lookahead` and `csp`; a [`Policy`] supplies the choices that differ.

use crate::board::{Board, MAX_CELLS};
use crate::candidates::Candidates;
use crate::choice::Choice;
use crate::event::{Counters, DeadEnd, Event};
use crate::params::Values;
use crate::policy::{Policy, Propagation};
use crate::stepper::{Frame, Stepper};

mod csp;
mod state;
pub use csp::CspMachine;
use state::State;

/// What the next step does. Kept fieldless (one byte) because it is matched on every step; the
/// data of a pending conflict or dead end lives in [`Dfs::pending`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    Propagate,
    Select,
    Try,
    Conflict,
    DeadEnd,
    Backtrack,
    Done,
}

/// A conflict peer or a dead end found in one step and reported by the next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Pending {
    None,
    Peer(u16),
    DeadEnd(DeadEnd),
}

/// A depth-first search as a state machine with an explicit stack of [`Frame`]s.
///
/// The stack is a fixed array (depth never exceeds the number of cells) so that the step loop
/// has no allocation and no capacity checks; counters are updated where each event is made.
#[derive(Clone)]
pub struct Dfs<P: Policy> {
    policy: P,
    state: State,
    stack: [Frame; MAX_CELLS],
    depth: usize,
    phase: Phase,
    pending: Pending,
    counters: Counters,
}

impl<P: Policy> Dfs<P> {
    /// A search of `board`, which must have no givens in conflict, with the policy's default
    /// parameters.
    pub fn new(board: &Board) -> Dfs<P> {
        Dfs::with_values(board, &Values::defaults(P::PARAMS))
    }

    /// A search of `board` (no givens in conflict) with `values` checked against the policy's
    /// [`Policy::PARAMS`].
    pub fn with_values(board: &Board, values: &Values) -> Dfs<P> {
        let state = State::new(board);
        let mut policy = P::new(&state.cands, values);
        policy.start_propagation();
        Dfs {
            policy,
            state,
            stack: [Frame::EMPTY; MAX_CELLS],
            depth: 0,
            phase: if P::PROPAGATES {
                Phase::Propagate
            } else {
                Phase::Select
            },
            pending: Pending::None,
            counters: Counters::default(),
        }
    }

    /// The policy, for what only one strategy shows (`csp`'s MAC queue and conflict sets).
    pub fn policy(&self) -> &P {
        &self.policy
    }

    /// The candidates as the search has them now.
    pub fn state(&self) -> &Candidates {
        &self.state.cands
    }

    /// Why the newest decision is on its cell (see [`Policy::choice`]): right after its select,
    /// before its first try; `None` at any other moment.
    pub fn choice(&self) -> Option<Choice> {
        let f = self.stack[..self.depth].last()?;
        (self.phase == Phase::Try && f.branch == 0)
            .then(|| self.policy.choice(&self.state.cands, f.cell.into()))
    }

    /// The cell and digit the deepest decision tries next, while a try is due: the digit
    /// [`Policy::pick`] will take at the search's try count now.
    pub fn next_try(&self) -> Option<(u16, u8)> {
        let f = self.stack[..self.depth].last()?;
        if self.phase != Phase::Try || f.remaining == 0 {
            return None;
        }
        let bit = self.policy.pick(
            &self.state.cands,
            f.cell.into(),
            f.remaining,
            self.counters.tries,
        );
        Some((f.cell, bit.trailing_zeros() as u8 + 1))
    }

    #[inline(always)]
    fn top(&mut self) -> &mut Frame {
        &mut self.stack[(self.depth - 1) & (MAX_CELLS - 1)]
    }

    /// Records the depth as a candidate for the maximum. The depth only falls in
    /// [`Dfs::backtrack`], so noting it there and at the end of every step or run gives the
    /// running maximum without a store on each new decision.
    #[inline(always)]
    fn note_max_depth(&mut self) {
        self.counters.max_depth = self.counters.max_depth.max(self.depth as u32);
    }

    /// The counters that are cheaper to bring up to date once than at every event.
    #[inline(always)]
    fn settle(&mut self, steps: u64) {
        self.counters.steps += steps;
        self.counters.depth = self.depth as u32;
        self.note_max_depth();
    }

    /// Plain policies neither propagate nor write before checking, so every decision they open
    /// is tried at once: [`Stepper::run`] goes from the select to the try without dispatching on
    /// the phase, while the new frame is still in registers.
    const PLAIN: bool = !P::PROPAGATES && !P::WRITE_THEN_CHECK;

    #[inline(always)]
    fn advance(&mut self) -> Event {
        match self.phase {
            Phase::Select => self.select(),
            Phase::Try => self.try_next(false),
            Phase::Propagate => self.propagate(),
            Phase::Conflict => self.conflict(),
            Phase::DeadEnd => {
                let Pending::DeadEnd(why) = self.pending else {
                    unreachable!("a pending dead end always records its cause")
                };
                self.phase = Phase::Backtrack;
                Event::DeadEnd(why)
            }
            Phase::Backtrack if P::JUMPS && self.policy.jumps() => self.backjump(),
            Phase::Backtrack => self.backtrack(),
            Phase::Done => Event::Exhausted,
        }
    }

    /// Notes why the search backtracks next, for a policy that backjumps (`None`: a solution).
    #[inline(always)]
    fn note_cause(&mut self, cause: Option<DeadEnd>) {
        if P::JUMPS {
            self.pending = cause.map_or(Pending::None, Pending::DeadEnd);
        }
    }

    /// Opens a decision on the policy's next cell, or reports a solution or a dead end.
    #[inline(always)]
    fn select(&mut self) -> Event {
        let Some((cell, digits)) = self.policy.select(&self.state.cands, self.depth) else {
            self.phase = Phase::Backtrack;
            self.counters.solutions += 1;
            self.note_cause(None);
            return Event::Solution;
        };
        if digits == 0 {
            self.phase = Phase::Backtrack;
            let why = DeadEnd::NoCandidates { cell: cell as u16 };
            self.note_cause(Some(why));
            return Event::DeadEnd(why);
        }
        let mark = self.state.mark(P::PROPAGATES);
        let f = &mut self.stack[self.depth & (MAX_CELLS - 1)];
        f.cell = cell as u16;
        f.digit = 0;
        f.branch = 0;
        f.remaining = digits;
        // Without trails every mark is the default the stack starts with: no store needed.
        if P::PROPAGATES {
            f.mark = mark;
        }
        self.depth += 1;
        self.phase = Phase::Try;
        if P::JUMPS && self.policy.jumps() {
            self.policy.opened(&self.state.cands, cell, self.depth);
        }
        Event::Select {
            cell: cell as u16,
            candidates: digits,
            depth: self.depth as u16,
        }
    }

    /// Tries the next digit of the deepest decision: the smallest left when `ascending` (the
    /// caller knows the policy keeps no random order), else the one [`Policy::pick`] chooses.
    #[inline(always)]
    fn try_next(&mut self, ascending: bool) -> Event {
        // Fields borrowed one by one (not through `top`), so the frame stays in registers.
        let f = &mut self.stack[(self.depth - 1) & (MAX_CELLS - 1)];
        let digit = if ascending {
            let digit = f.remaining.trailing_zeros() as u8 + 1;
            f.remaining &= f.remaining - 1;
            digit
        } else {
            let bit = self.policy.pick(
                &self.state.cands,
                f.cell.into(),
                f.remaining,
                self.counters.tries,
            );
            f.remaining ^= bit;
            bit.trailing_zeros() as u8 + 1
        };
        f.branch += 1;
        f.digit = digit;
        let (cell, branch, of) = (f.cell, f.branch, f.of());
        self.counters.tries += 1;
        let event = Event::Try {
            cell,
            digit,
            branch,
            of,
        };
        if P::WRITE_THEN_CHECK {
            if let Some(peer) = self.state.cands.clash(cell as usize, digit) {
                self.state.cands.write_raw(cell as usize, digit);
                self.state.cleared_end = 0;
                self.pending = Pending::Peer(peer as u16);
                self.phase = Phase::Conflict;
                return event;
            }
        }
        if P::PROPAGATES {
            self.policy
                .assigned(&self.state.cands, cell.into(), digit, self.depth);
        }
        self.state.place(cell as usize, digit, P::PROPAGATES);
        if P::PROPAGATES {
            self.state.reasons[cell as usize & (MAX_CELLS - 1)] = 0;
            self.policy.start_propagation();
            self.phase = Phase::Propagate;
        } else {
            self.phase = Phase::Select;
        }
        event
    }

    /// One propagation step; when nothing is left to propagate, the select that follows.
    #[inline(always)]
    fn propagate(&mut self) -> Event {
        match self.policy.propagate(&mut self.state) {
            Propagation::Place {
                cell,
                digit,
                reason,
            } => {
                self.state.place(cell as usize, digit, true);
                self.state.reasons[cell as usize & (MAX_CELLS - 1)] = reason.code();
                self.counters.propagations += 1;
                Event::Propagate {
                    cell,
                    digit,
                    reason,
                }
            }
            Propagation::Filtered { removed } => Event::Filter { removed },
            Propagation::Prune {
                cell,
                digit,
                by,
                unit,
            } => {
                self.counters.pruned += 1;
                Event::Prune {
                    cell,
                    digit,
                    by,
                    unit,
                }
            }
            Propagation::Revise {
                cell,
                digit,
                removed,
            } => Event::Revise {
                cell,
                digit,
                removed,
            },
            Propagation::Contradiction(why) => {
                self.phase = Phase::Backtrack;
                self.note_cause(Some(why));
                Event::DeadEnd(why)
            }
            Propagation::Done => {
                self.phase = Phase::Select;
                self.select()
            }
        }
    }

    /// Takes back the clashing digit that `brute-force` wrote.
    #[inline(always)]
    fn conflict(&mut self) -> Event {
        let f = *self.top();
        let Pending::Peer(peer) = self.pending else {
            unreachable!("a conflict always records its peer")
        };
        self.state.cands.write_raw(f.cell as usize, 0);
        if f.remaining == 0 {
            self.pending = Pending::DeadEnd(DeadEnd::NoCandidates { cell: f.cell });
            self.phase = Phase::DeadEnd;
        } else {
            self.phase = Phase::Try;
        }
        Event::Conflict {
            cell: f.cell,
            digit: f.digit,
            peer,
        }
    }

    /// Undoes decisions up to the deepest one with digits left, or ends the search. The cells
    /// cleared end up in `placed[placed_len..cleared_end]`.
    #[inline(always)]
    fn backtrack(&mut self) -> Event {
        self.note_max_depth();
        let mut end = if P::PROPAGATES {
            self.state.placed_len
        } else {
            self.depth
        };
        while self.depth > 0 {
            let f = *self.top();
            if P::PROPAGATES {
                self.state.undo_to(f.mark);
            } else {
                // The stack is the trail: undoing a frame is taking back its cell, which goes
                // to `placed` at the frame's depth so that the cleared cells read in order.
                if P::WRITE_THEN_CHECK && self.state.cands.value(f.cell as usize) == 0 {
                    // brute-force's last try clashed and was never placed.
                    end = self.depth - 1;
                } else {
                    self.state.cands.unplace(f.cell as usize);
                    self.state.placed[(self.depth - 1) & (MAX_CELLS - 1)] = f.cell;
                    self.state.cleared_digits[(self.depth - 1) & (MAX_CELLS - 1)] = f.digit;
                }
                self.state.placed_len = self.depth - 1;
            }
            if f.remaining != 0 {
                self.state.cleared_end = end;
                self.phase = Phase::Try;
                self.counters.backtracks += 1;
                return Event::Backtrack {
                    depth: self.depth as u16,
                    cleared: (end - self.state.placed_len) as u16,
                };
            }
            self.depth -= 1;
        }
        self.state.cleared_end = end;
        self.phase = Phase::Done;
        Event::Exhausted
    }

    /// Backtracks to the decision the policy's conflict sets name ([`Policy::jump_target`]):
    /// a [`Event::Backjump`] when that skips decisions with digits left, else the chronological
    /// [`Dfs::backtrack`], which goes to the same decision.
    fn backjump(&mut self) -> Event {
        let cause = match self.pending {
            Pending::DeadEnd(why) => Some(why),
            _ => None,
        };
        self.pending = Pending::None;
        let from = self.depth;
        let to = self
            .policy
            .jump_target(&self.state.cands, &self.stack[..from], cause);
        let skipped = self.stack[to..from]
            .iter()
            .filter(|f| f.remaining != 0)
            .count();
        if skipped == 0 {
            return self.backtrack();
        }
        self.note_max_depth();
        let end = self.state.placed_len;
        // The frame resumed (or the first, when the search is over) marks the trails back to
        // the board it was opened on, to which the resumed decision's next try goes.
        let f = self.stack[to.saturating_sub(1)];
        self.state.undo_to(f.mark);
        self.state.cleared_end = end;
        self.depth = to;
        if to == 0 {
            // Nothing to resume: the next step reports the end.
            self.phase = Phase::Backtrack;
        } else {
            self.phase = Phase::Try;
            self.counters.backtracks += 1;
        }
        self.counters.jumped += skipped as u64;
        Event::Backjump {
            from: from as u16,
            to: to as u16,
            skipped: skipped as u16,
        }
    }
}

impl<P: Policy> Stepper for Dfs<P> {
    #[inline(always)]
    fn step(&mut self) -> Event {
        if self.phase == Phase::Done {
            return Event::Exhausted;
        }
        let event = self.advance();
        self.settle(1);
        event
    }

    /// `lookahead` works out a due filter in pieces (see [`Policy::prepare`]); every other
    /// step is whole.
    fn step_within(&mut self, work_limit: u64) -> Option<Event> {
        if P::VARIABLE_WORK && self.phase == Phase::Propagate {
            let cells = self.state.cands.geometry().cells;
            let base = self.counters.steps * P::step_work(cells);
            if !self
                .policy
                .prepare(&self.state.cands, work_limit.saturating_sub(base))
            {
                return None;
            }
        }
        Some(self.step())
    }

    /// Same events as repeated [`Stepper::step`], with the per-step bookkeeping hoisted: the step
    /// and depth counters are brought up to date once at the end, only an [`Event::Exhausted`]
    /// can end the search, and plain policies skip the dispatch on their common paths.
    #[inline(always)]
    fn run<F: FnMut(&Event) -> bool>(
        &mut self,
        max_steps: u64,
        mut on_event: F,
    ) -> (u64, Option<Event>) {
        let mut taken = 0;
        let mut stop = |event: &Event| {
            taken += 1;
            !on_event(event) || matches!(event, Event::Exhausted) || taken == max_steps
        };
        let mut last = None;
        // Whether the digits go in ascending order, looked at once per call rather than on
        // every try (a look at the policy's order there cost the default `backtracking` some
        // 12% more instructions).
        let ascending = !self.policy.shuffles();
        if max_steps > 0 && self.phase != Phase::Done {
            loop {
                if Self::PLAIN && self.phase == Phase::Select {
                    let e = self.select();
                    if stop(&e) {
                        last = Some(e);
                        break;
                    }
                    if self.phase == Phase::Try {
                        let e = self.try_next(ascending);
                        if stop(&e) {
                            last = Some(e);
                            break;
                        }
                    }
                } else if Self::PLAIN && self.phase == Phase::Backtrack {
                    // After a dead end or a solution: the other common case.
                    let e = self.backtrack();
                    if stop(&e) {
                        last = Some(e);
                        break;
                    }
                } else if Self::PLAIN {
                    // The only other phase of a plain policy is the try after a backtrack: no
                    // second copy of the select and the backtrack through the dispatch.
                    debug_assert_eq!(self.phase, Phase::Try);
                    let e = self.try_next(ascending);
                    if stop(&e) {
                        last = Some(e);
                        break;
                    }
                } else {
                    let e = self.advance();
                    if stop(&e) {
                        last = Some(e);
                        break;
                    }
                }
            }
        }
        self.settle(taken);
        (taken, last)
    }

    fn counters(&self) -> &Counters {
        &self.counters
    }

    fn board(&self) -> Board {
        self.state.cands.board()
    }

    fn values(&self) -> &[u8] {
        self.state.cands.values()
    }

    fn reasons(&self) -> &[u8] {
        &self.state.reasons[..self.state.cands.values().len()]
    }

    fn candidates(&self, cell: usize) -> u16 {
        self.state.cands.of(cell)
    }

    fn stack(&self) -> &[Frame] {
        &self.stack[..self.depth]
    }

    fn backup(&self, depth: usize) -> Option<Board> {
        self.state.backup(self.stack(), depth, P::PROPAGATES)
    }

    fn cleared(&self) -> &[u16] {
        &self.state.placed[self.state.placed_len..self.state.cleared_end.max(self.state.placed_len)]
    }

    fn cleared_digits(&self) -> &[u8] {
        let s = &self.state;
        &s.cleared_digits[s.placed_len..s.cleared_end.max(s.placed_len)]
    }

    #[inline(always)]
    fn is_done(&self) -> bool {
        self.phase == Phase::Done
    }

    fn work(&self) -> u64 {
        let cells = self.state.cands.geometry().cells;
        self.counters.steps * P::step_work(cells) + self.policy.extra_work()
    }

    fn max_step_work(&self) -> u64 {
        if P::VARIABLE_WORK {
            u64::MAX
        } else {
            P::step_work(self.state.cands.geometry().cells)
        }
    }
}
