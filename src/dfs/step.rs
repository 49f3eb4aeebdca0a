//! The transitions of the search, one per event: what a select, a try, a propagation
//! step, a conflict, a backtrack or a backjump does to the board, the stack and the cursor.
//! Shared by both step loops (see `run`) and by a single [`crate::stepper::Stepper::step`];
//! inlined into each, so that the constant flags of the policy fold away.

use super::{Core, Cursor, Pending, Phase};
use crate::board::MAX_CELLS;
use crate::event::{DeadEnd, Event};
use crate::policy::{Policy, Propagation};
use crate::stepper::Frame;

impl<P: Policy> Core<P> {
    #[inline(always)]
    fn top(&mut self, cur: &Cursor) -> &mut Frame {
        &mut self.stack[(cur.depth - 1) & (MAX_CELLS - 1)]
    }

    #[inline(always)]
    pub(super) fn advance(&mut self, cur: &mut Cursor) -> Event {
        match cur.phase {
            Phase::Select => self.select(cur),
            Phase::Try => self.try_next(cur, false),
            Phase::Propagate => self.propagate(cur),
            Phase::Conflict => self.conflict(cur),
            Phase::DeadEnd => {
                let Pending::DeadEnd(why) = cur.pending else {
                    unreachable!("a pending dead end always records its cause")
                };
                cur.phase = Phase::Backtrack;
                Event::DeadEnd(why)
            }
            Phase::Backtrack if P::JUMPS && self.policy.jumps() => self.backjump(cur),
            Phase::Backtrack => self.backtrack(cur),
            Phase::Done => Event::Exhausted,
        }
    }

    /// Notes why the search backtracks next, for a policy that backjumps (`None`: a solution).
    #[inline(always)]
    fn note_cause(&mut self, cur: &mut Cursor, cause: Option<DeadEnd>) {
        if P::JUMPS {
            cur.pending = cause.map_or(Pending::None, Pending::DeadEnd);
        }
    }

    /// Opens a decision on the policy's next cell, or reports a solution or a dead end.
    #[inline(always)]
    pub(super) fn select(&mut self, cur: &mut Cursor) -> Event {
        let Some((cell, digits)) = self.policy.select(&self.state.cands, cur.depth) else {
            cur.phase = Phase::Backtrack;
            self.counters.solutions += 1;
            self.note_cause(cur, None);
            return Event::Solution;
        };
        if digits == 0 {
            cur.phase = Phase::Backtrack;
            let why = DeadEnd::NoCandidates { cell: cell as u16 };
            self.note_cause(cur, Some(why));
            return Event::DeadEnd(why);
        }
        let mark = self.state.mark(P::PROPAGATES);
        let f = &mut self.stack[cur.depth & (MAX_CELLS - 1)];
        f.cell = cell as u16;
        f.digit = 0;
        f.branch = 0;
        f.remaining = digits;
        // Without trails every mark is the default the stack starts with: no store needed.
        if P::PROPAGATES {
            f.mark = mark;
        }
        cur.depth += 1;
        cur.phase = Phase::Try;
        if P::JUMPS && self.policy.jumps() {
            self.policy.opened(&self.state.cands, cell, cur.depth);
        }
        Event::Select {
            cell: cell as u16,
            candidates: digits,
            depth: cur.depth as u16,
        }
    }

    /// Tries the next digit of the deepest decision: the smallest left when `ascending` (the
    /// caller knows the policy keeps no random order), else the one [`Policy::pick`] chooses.
    #[inline(always)]
    pub(super) fn try_next(&mut self, cur: &mut Cursor, ascending: bool) -> Event {
        // Fields borrowed one by one (not through `top`), so the frame stays in registers.
        let f = &mut self.stack[(cur.depth - 1) & (MAX_CELLS - 1)];
        let digit = if ascending {
            let digit = f.remaining.trailing_zeros() as u8 + 1;
            f.remaining &= f.remaining - 1;
            digit
        } else {
            let bit = self
                .policy
                .pick(&self.state.cands, f.cell.into(), f.remaining, cur.tries);
            f.remaining ^= bit;
            bit.trailing_zeros() as u8 + 1
        };
        f.branch += 1;
        f.digit = digit;
        let (cell, branch, of) = (f.cell, f.branch, f.of());
        cur.tries += 1;
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
                cur.pending = Pending::Peer(peer as u16);
                cur.phase = Phase::Conflict;
                return event;
            }
        }
        if P::PROPAGATES {
            self.policy
                .assigned(&self.state.cands, cell.into(), digit, cur.depth);
        }
        self.state.place(cell as usize, digit, P::PROPAGATES);
        if P::PROPAGATES {
            self.state.reasons[cell as usize & (MAX_CELLS - 1)] = 0;
            self.policy.start_propagation();
            cur.phase = Phase::Propagate;
        } else {
            cur.phase = Phase::Select;
        }
        event
    }

    /// One propagation step; when nothing is left to propagate, the select that follows.
    #[inline(always)]
    fn propagate(&mut self, cur: &mut Cursor) -> Event {
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
                cur.phase = Phase::Backtrack;
                self.note_cause(cur, Some(why));
                Event::DeadEnd(why)
            }
            Propagation::Done => {
                cur.phase = Phase::Select;
                self.select(cur)
            }
        }
    }

    /// Takes back the clashing digit that `brute-force` wrote.
    #[inline(always)]
    pub(super) fn conflict(&mut self, cur: &mut Cursor) -> Event {
        let f = *self.top(cur);
        let Pending::Peer(peer) = cur.pending else {
            unreachable!("a conflict always records its peer")
        };
        self.state.cands.write_raw(f.cell as usize, 0);
        if f.remaining == 0 {
            cur.pending = Pending::DeadEnd(DeadEnd::NoCandidates { cell: f.cell });
            cur.phase = Phase::DeadEnd;
        } else {
            cur.phase = Phase::Try;
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
    pub(super) fn backtrack(&mut self, cur: &mut Cursor) -> Event {
        self.note_max_depth(cur.depth);
        let mut end = if P::PROPAGATES {
            self.state.placed_len
        } else {
            cur.depth
        };
        while cur.depth > 0 {
            let f = *self.top(cur);
            if P::PROPAGATES {
                self.state.undo_to(f.mark);
            } else {
                // The stack is the trail: undoing a frame is taking back its cell, which goes
                // to `placed` at the frame's depth so that the cleared cells read in order.
                if P::WRITE_THEN_CHECK && self.state.cands.value(f.cell as usize) == 0 {
                    // brute-force's last try clashed and was never placed.
                    end = cur.depth - 1;
                } else {
                    self.state.cands.unplace(f.cell as usize);
                    self.state.placed[(cur.depth - 1) & (MAX_CELLS - 1)] = f.cell;
                    self.state.cleared_digits[(cur.depth - 1) & (MAX_CELLS - 1)] = f.digit;
                }
                self.state.placed_len = cur.depth - 1;
            }
            if f.remaining != 0 {
                self.state.cleared_end = end;
                cur.phase = Phase::Try;
                self.counters.backtracks += 1;
                return Event::Backtrack {
                    depth: cur.depth as u16,
                    cleared: (end - self.state.placed_len) as u16,
                };
            }
            cur.depth -= 1;
        }
        self.state.cleared_end = end;
        cur.phase = Phase::Done;
        Event::Exhausted
    }

    /// Backtracks to the decision the policy's conflict sets name ([`Policy::jump_target`]):
    /// a [`Event::Backjump`] when that skips decisions with digits left, else the chronological
    /// [`Core::backtrack`], which goes to the same decision.
    fn backjump(&mut self, cur: &mut Cursor) -> Event {
        let cause = match cur.pending {
            Pending::DeadEnd(why) => Some(why),
            _ => None,
        };
        cur.pending = Pending::None;
        let from = cur.depth;
        let to = self
            .policy
            .jump_target(&self.state.cands, &self.stack[..from], cause);
        let skipped = self.stack[to..from]
            .iter()
            .filter(|f| f.remaining != 0)
            .count();
        if skipped == 0 {
            return self.backtrack(cur);
        }
        self.note_max_depth(cur.depth);
        let end = self.state.placed_len;
        // The frame resumed (or the first, when the search is over) marks the trails back to
        // the board it was opened on, to which the resumed decision's next try goes.
        let f = self.stack[to.saturating_sub(1)];
        self.state.undo_to(f.mark);
        self.state.cleared_end = end;
        cur.depth = to;
        if to == 0 {
            // Nothing to resume: the next step reports the end.
            cur.phase = Phase::Backtrack;
        } else {
            cur.phase = Phase::Try;
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
