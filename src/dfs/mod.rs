//! The depth-first stepper shared by `brute-force`, `backtracking`, `sorted-cells`, `mrv`,
//! `singles`, `lookahead` and `csp`; a [`Policy`] supplies the choices that differ.

use crate::board::{Board, MAX_CELLS};
use crate::candidates::Candidates;
use crate::choice::Choice;
use crate::event::{Counters, DeadEnd, Event, EventKind};
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
    core: Core<P>,
    cur: Cursor,
}

/// What a step reads and writes in memory: the policy, the board with its trails, the stack.
#[derive(Clone)]
struct Core<P: Policy> {
    policy: P,
    state: State,
    stack: [Frame; MAX_CELLS],
}

/// The few values that every step changes. The step loop works on a local copy and writes it
/// back when it returns, so that they live in registers rather than being stored and loaded
/// again on each event (the copy in the machine is what [`Dfs`]'s readers see between calls).
#[derive(Clone, Copy)]
struct Cursor {
    depth: usize,
    phase: Phase,
    pending: Pending,
    counters: Counters,
}

impl Cursor {
    /// Records the depth as a candidate for the maximum. The depth only falls in
    /// [`Core::backtrack`], so noting it there and at the end of every step or run gives the
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
            core: Core {
                policy,
                state,
                stack: [Frame::EMPTY; MAX_CELLS],
            },
            cur: Cursor {
                depth: 0,
                phase: if P::PROPAGATES {
                    Phase::Propagate
                } else {
                    Phase::Select
                },
                pending: Pending::None,
                counters: Counters::default(),
            },
        }
    }

    /// The policy, for what only one strategy shows (`csp`'s MAC queue and conflict sets).
    pub fn policy(&self) -> &P {
        &self.core.policy
    }

    /// The candidates as the search has them now.
    pub fn state(&self) -> &Candidates {
        &self.core.state.cands
    }

    /// Why the newest decision is on its cell (see [`Policy::choice`]): right after its select,
    /// before its first try; `None` at any other moment.
    pub fn choice(&self) -> Option<Choice> {
        let f = self.core.stack[..self.cur.depth].last()?;
        (self.cur.phase == Phase::Try && f.branch == 0).then(|| {
            self.core
                .policy
                .choice(&self.core.state.cands, f.cell.into())
        })
    }

    /// The cell and digit the deepest decision tries next, while a try is due: the digit
    /// [`Policy::pick`] will take at the search's try count now.
    pub fn next_try(&self) -> Option<(u16, u8)> {
        let f = self.core.stack[..self.cur.depth].last()?;
        if self.cur.phase != Phase::Try || f.remaining == 0 {
            return None;
        }
        let bit = self.core.policy.pick(
            &self.core.state.cands,
            f.cell.into(),
            f.remaining,
            self.cur.counters.tries,
        );
        Some((f.cell, bit.trailing_zeros() as u8 + 1))
    }

    /// Plain policies neither propagate nor write before checking, so every decision they open
    /// is tried at once: [`Stepper::run`] goes from the select to the try without dispatching on
    /// the phase, while the new frame is still in registers.
    const PLAIN: bool = !P::PROPAGATES && !P::WRITE_THEN_CHECK;
}

/// Counts a step of [`Stepper::run`] and says whether it is the last: the caller's `on_event`
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
    /// The step loop of a plain policy ([`Dfs::PLAIN`]): select, then try, and after a dead
    /// end or a solution the backtrack, in a fixed cycle with no dispatch on the phase, the
    /// cursor in registers. Steps until `stop` says so and returns the last event. Out of line,
    /// so that the loop has the registers to itself rather than sharing them with every other
    /// strategy's loop in [`crate::Engine`]'s.
    #[inline(never)]
    fn run_plain(
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
        // Where the last call stopped: at a select (the loop's start), at a try, or at a
        // backtrack. Handled before the loop, whose order is then fixed, so that it never
        // looks at the phase but where a select found no digits.
        let resumed = match cur.phase {
            Phase::Select => None,
            Phase::Backtrack => stop(&self.backtrack(&mut cur))
                .or_else(|| stop(&self.try_next(&mut cur, ascending))),
            _ => stop(&self.try_next(&mut cur, ascending)),
        };
        let last = resumed.unwrap_or_else(|| loop {
            if let Some(kind) = stop(&self.select(&mut cur)) {
                break kind;
            }
            if cur.phase == Phase::Backtrack {
                if let Some(kind) = stop(&self.backtrack(&mut cur)) {
                    break kind;
                }
            }
            debug_assert_eq!(cur.phase, Phase::Try);
            if let Some(kind) = stop(&self.try_next(&mut cur, ascending)) {
                break kind;
            }
        });
        *cursor = cur;
        (taken, self.plain_event(&cur, last))
    }

    /// The event of kind `kind` that a plain policy's step has just made, read back from the
    /// state it left: the frame of a select or a try, the cell of a dead end (the policy's
    /// next cell, still empty), the depth and cleared cells of a backtrack.
    #[inline(never)]
    fn plain_event(&self, cur: &Cursor, kind: EventKind) -> Event {
        let f = self.stack[cur.depth.wrapping_sub(1) & (MAX_CELLS - 1)];
        match kind {
            EventKind::Select => Event::Select {
                cell: f.cell,
                candidates: f.remaining,
                depth: cur.depth as u16,
            },
            EventKind::Try => Event::Try {
                cell: f.cell,
                digit: f.digit,
                branch: f.branch,
                of: f.of(),
            },
            EventKind::DeadEnd => {
                let cell = self
                    .policy
                    .select(&self.state.cands, cur.depth)
                    .map_or(0, |s| s.0);
                Event::DeadEnd(DeadEnd::NoCandidates { cell: cell as u16 })
            }
            EventKind::Backtrack => Event::Backtrack {
                depth: cur.depth as u16,
                cleared: (self.state.cleared_end - self.state.placed_len) as u16,
            },
            EventKind::Solution => Event::Solution,
            _ => Event::Exhausted,
        }
    }

    /// The step loop of every other policy: one [`Core::advance`] per step until `stop` says
    /// so; returns the last event.
    #[inline(never)]
    fn run_any(
        &mut self,
        cursor: &mut Cursor,
        max_steps: u64,
        on_event: &mut impl FnMut(&Event) -> bool,
    ) -> (u64, Event) {
        let mut cur = *cursor;
        let mut taken = 0;
        let mut stop = |e: &Event| stops(on_event, e, &mut taken, max_steps);
        let last = loop {
            let e = self.advance(&mut cur);
            if stop(&e) {
                break e;
            }
        };
        *cursor = cur;
        (taken, last)
    }

    #[inline(always)]
    fn top(&mut self, cur: &Cursor) -> &mut Frame {
        &mut self.stack[(cur.depth - 1) & (MAX_CELLS - 1)]
    }

    #[inline(always)]
    fn advance(&mut self, cur: &mut Cursor) -> Event {
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
    fn select(&mut self, cur: &mut Cursor) -> Event {
        let Some((cell, digits)) = self.policy.select(&self.state.cands, cur.depth) else {
            cur.phase = Phase::Backtrack;
            cur.counters.solutions += 1;
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
    fn try_next(&mut self, cur: &mut Cursor, ascending: bool) -> Event {
        // Fields borrowed one by one (not through `top`), so the frame stays in registers.
        let f = &mut self.stack[(cur.depth - 1) & (MAX_CELLS - 1)];
        let digit = if ascending {
            let digit = f.remaining.trailing_zeros() as u8 + 1;
            f.remaining &= f.remaining - 1;
            digit
        } else {
            let bit = self.policy.pick(
                &self.state.cands,
                f.cell.into(),
                f.remaining,
                cur.counters.tries,
            );
            f.remaining ^= bit;
            bit.trailing_zeros() as u8 + 1
        };
        f.branch += 1;
        f.digit = digit;
        let (cell, branch, of) = (f.cell, f.branch, f.of());
        cur.counters.tries += 1;
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
                cur.counters.propagations += 1;
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
                cur.counters.pruned += 1;
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
    fn conflict(&mut self, cur: &mut Cursor) -> Event {
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
    fn backtrack(&mut self, cur: &mut Cursor) -> Event {
        cur.note_max_depth();
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
                cur.counters.backtracks += 1;
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
        cur.note_max_depth();
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
            cur.counters.backtracks += 1;
        }
        cur.counters.jumped += skipped as u64;
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
        if self.cur.phase == Phase::Done {
            return Event::Exhausted;
        }
        let mut cur = self.cur;
        let event = self.core.advance(&mut cur);
        cur.settle(1);
        self.cur = cur;
        event
    }

    /// `lookahead` works out a due filter in pieces (see [`Policy::prepare`]); every other
    /// step is whole.
    fn step_within(&mut self, work_limit: u64) -> Option<Event> {
        if P::VARIABLE_WORK && self.cur.phase == Phase::Propagate {
            let cells = self.core.state.cands.geometry().cells;
            let base = self.cur.counters.steps * P::step_work(cells);
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
    /// copy, only an [`Event::Exhausted`] can end the search, and plain policies skip the
    /// dispatch on their common paths.
    #[inline(always)]
    fn run<F: FnMut(&Event) -> bool>(
        &mut self,
        max_steps: u64,
        mut on_event: F,
    ) -> (u64, Option<Event>) {
        let mut taken = 0;
        let mut last = None;
        // Whether the digits go in ascending order, looked at once per call rather than on
        // every try (a look at the policy's order there cost the default `backtracking` some
        // 12% more instructions).
        let ascending = !self.core.policy.shuffles();
        let mut cur = self.cur;
        if max_steps > 0 && cur.phase != Phase::Done {
            let (n, e) = if Self::PLAIN {
                self.core
                    .run_plain(&mut cur, max_steps, ascending, &mut on_event)
            } else {
                self.core.run_any(&mut cur, max_steps, &mut on_event)
            };
            (taken, last) = (n, Some(e));
        }
        cur.settle(taken);
        self.cur = cur;
        (taken, last)
    }

    fn counters(&self) -> &Counters {
        &self.cur.counters
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
        self.core.state.cands.of(cell)
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
        self.cur.counters.steps * P::step_work(cells) + self.core.policy.extra_work()
    }

    fn max_step_work(&self) -> u64 {
        if P::VARIABLE_WORK {
            u64::MAX
        } else {
            P::step_work(self.core.state.cands.geometry().cells)
        }
    }
}
