//! Step back through a search: checkpoints plus deterministic replay, with bounded memory.
//!
//! Every machine is deterministic, so the state at step `t` is the last checkpoint at or before
//! `t` replayed forward. Checkpoints are spaced by cost, not by steps: the work a machine reports
//! ([`Stepper::work`], a deterministic count of about a nanosecond of native stepping per unit)
//! is cut into slots of [`SLOT_WORK`] units, and a checkpoint of slot `k` is the state at the
//! step whose work first reaches `k · SLOT_WORK`. A plain 9×9 search takes one every ~20,000
//! steps, `lookahead` on 16×16 one after nearly every filtering step, and replaying to any step
//! near the current position costs at most one slot of work whatever the strategy.
//!
//! Checkpoints are thinned relative to the current position, in both directions: a checkpoint
//! `d` slots away survives only if its slot number is a multiple of the largest power of two
//! not above `d / DENSITY`. The neighbourhood of the current step stays dense, far history
//! grows sparse, and the count stays about `2 · DENSITY · log2(slots / DENSITY)` on each side:
//! a few hundred checkpoints (a couple of MB) after 10⁹ steps. After a rewind the search
//! replays from the nearest checkpoint, taking checkpoints at every slot it crosses, so the
//! neighbourhood of the new position is dense again; going forward from there rebuilds the
//! slots thinned away before (or finds those kept).

use crate::event::{Counters, Event};
use crate::stepper::{skip, Stepper};
use crate::tree::Tree;

mod thin;
mod tree;

/// Work units ([`Stepper::work`]) per checkpoint slot: stepping back one step replays at most
/// this much work (about 0.1 ms native), while taking a checkpoint (a clone of the machine,
/// thinning the list) stays around a per cent of the time of the work between two.
pub const SLOT_WORK: u64 = 100_000;
/// Checkpoints kept per doubling of distance from the current position, on each side.
const DENSITY: u64 = 16;
/// Work units behind the position within which [`History::seek`] rebuilds incomplete links.
const REBUILD_WITHIN: u64 = SLOT_WORK / 2;
/// Work units ([`Stepper::work`]) between two looks at the clock in [`History::run_until`] and
/// [`History::skip_until`]: about 20 µs native, so a time budget is overrun by about that much
/// plus at most one short step (a long one stops part way: see [`Stepper::step_within`]).
pub const SLICE_WORK: u64 = 20_000;

/// One saved state.
#[derive(Clone)]
struct Checkpoint<S> {
    /// `state.work() / SLOT_WORK`.
    slot: u64,
    /// The slot of the step before this one: the slot of the checkpoint taken before this one
    /// in the run, unless it was thinned away. A link from a checkpoint to the next one is
    /// complete when the next one's `prev_slot` is its slot: no slot in between was ever
    /// crossed, so replaying to any step between costs less than one slot of work.
    prev_slot: u64,
    /// The event that led to `state` (`None` at step 0).
    last: Option<Event>,
    /// Boxed so that thinning and inserting move pointers, not whole machines (several KB).
    state: Box<S>,
}

/// A stepper that can also go back.
#[derive(Clone)]
pub struct History<S: Stepper> {
    current: S,
    /// The event that led to `current` (`None` at step 0).
    last: Option<Event>,
    /// Ascending by slot, hence by step; slot 0 (the start) is always kept.
    checkpoints: Vec<Checkpoint<S>>,
    /// The work at which the next checkpoint is due: the start of the slot after `current`'s.
    next_boundary: u64,
    /// The search tree, while it is recorded (see [`History::record_tree`]).
    tree: Option<Box<Tree>>,
}

/// The first work value of the slot after the one `work` is in.
fn boundary_after(work: u64) -> u64 {
    (work / SLOT_WORK + 1).saturating_mul(SLOT_WORK)
}

impl<S: Stepper> History<S> {
    /// Starts recording `start`, which must be at step 0.
    pub fn new(start: S) -> History<S> {
        let work = start.work();
        History {
            checkpoints: vec![Checkpoint {
                slot: work / SLOT_WORK,
                prev_slot: work / SLOT_WORK,
                last: None,
                state: Box::new(start.clone()),
            }],
            next_boundary: boundary_after(work),
            current: start,
            last: None,
            tree: None,
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

    /// The event that led to the current step (`None` at step 0), also after [`History::back`].
    pub fn last_event(&self) -> Option<Event> {
        self.last
    }

    /// Number of checkpoints held (for tests and the memory bound).
    pub fn checkpoint_count(&self) -> usize {
        self.checkpoints.len()
    }

    /// The step and the work of every checkpoint, ascending (for tests and measurements).
    pub fn checkpoints(&self) -> impl Iterator<Item = (u64, u64)> + '_ {
        self.checkpoints
            .iter()
            .map(|c| (c.state.counters().steps, c.state.work()))
    }

    /// Takes a checkpoint if the current step crossed into a new slot.
    #[inline]
    fn note(&mut self) {
        let work = self.current.work();
        if work >= self.next_boundary {
            self.checkpoint(work);
        }
    }

    fn checkpoint(&mut self, work: u64) {
        let slot = work / SLOT_WORK;
        let prev_slot = self.next_boundary / SLOT_WORK - 1;
        self.next_boundary = boundary_after(work);
        let i = self.checkpoints.partition_point(|c| c.slot < slot);
        // A slot already held (ahead of a rewind) holds this very state: machines are
        // deterministic.
        if self.checkpoints.get(i).is_none_or(|c| c.slot != slot) {
            self.checkpoints.insert(
                i,
                Checkpoint {
                    slot,
                    prev_slot,
                    last: self.last,
                    state: Box::new(self.current.clone()),
                },
            );
        }
        self.thin(slot);
    }

    /// Advances one event (see [`Stepper::step`]).
    pub fn step(&mut self) -> Event {
        self.note();
        let event = self.current.step();
        if let Some(tree) = &mut self.tree {
            tree.observe(&event);
        }
        self.last = Some(event);
        self.note();
        event
    }

    /// Steps up to `max_steps` times like [`Stepper::run`], keeping checkpoints. Returns the
    /// steps taken.
    pub fn run<F: FnMut(&Event) -> bool>(&mut self, max_steps: u64, mut on_event: F) -> u64 {
        self.advance(max_steps, u64::MAX, &mut Watch::Every(&mut on_event))
            .0
    }

    /// [`History::run`] with a deadline: between slices of about [`SLICE_WORK`] work units it
    /// asks `out_of_time` (a clock kept by the caller: the core has none) and stops when it
    /// answers true. A step longer than the time left (`lookahead`'s filter on 16×16) is done
    /// in part and goes on at the next call, so a call can take no step at all; otherwise at
    /// least one step is taken when any can be. Returns the steps taken.
    pub fn run_until<F, T>(&mut self, max_steps: u64, mut on_event: F, mut out_of_time: T) -> u64
    where
        F: FnMut(&Event) -> bool,
        T: FnMut() -> bool,
    {
        self.slices(
            max_steps,
            &mut Watch::Every(&mut on_event),
            &mut out_of_time,
        )
    }

    /// Advances in slices of about [`SLICE_WORK`] work units until `max_steps` steps are taken,
    /// `watch` stops it, the search ends or `out_of_time` answers true after a slice. Returns the
    /// steps taken.
    fn slices(
        &mut self,
        max_steps: u64,
        watch: &mut Watch,
        out_of_time: &mut dyn FnMut() -> bool,
    ) -> u64 {
        let mut taken = 0;
        loop {
            let limit = self.current.work().saturating_add(SLICE_WORK);
            let (done, stopped) = self.advance(max_steps - taken, limit, watch);
            taken += done;
            if stopped || taken >= max_steps || self.current.is_done() || out_of_time() {
                return taken;
            }
        }
    }

    /// Runs until `max_steps` steps are taken, `watch` says stop, the search ends or the work
    /// reaches `work_limit` (looked at between chunks; at least one step is taken, unless the
    /// first step is one that [`Stepper::step_within`] does in part). Returns the steps taken
    /// and whether `watch` stopped it. The machine's steps all go through [`skip`], whose one
    /// copy of every strategy's loop serves skipping, seeking and recording alike.
    #[inline(never)]
    fn advance(&mut self, max_steps: u64, work_limit: u64, watch: &mut Watch) -> (u64, bool) {
        let stop_at_solution = matches!(
            watch,
            Watch::Skip {
                stop_at_solution: true
            }
        );
        let mut taken = 0;
        while taken < max_steps && !self.current.is_done() {
            self.note();
            let work = self.current.work();
            if taken > 0 && work >= work_limit {
                break;
            }
            let chunk = match watch {
                // Up to the next slot boundary or the work limit. Machines of uniform cost
                // land on the boundary exactly; `lookahead` goes one step at a time.
                Watch::Skip { .. } => {
                    let room = self.next_boundary.min(work_limit).saturating_sub(work);
                    (room / self.current.max_step_work().max(1)).clamp(1, max_steps - taken)
                }
                Watch::Every(_) => 1,
            };
            let (done, last) = if self.current.max_step_work() == u64::MAX {
                // A step that would outlast the work limit may stop part way (see
                // `Stepper::step_within`): then no step is taken and the caller looks at its
                // clock.
                let last = self.current.step_within(work_limit);
                if let (Some(tree), Some(e)) = (&mut self.tree, &last) {
                    tree.observe(e);
                }
                (last.is_some() as u64, last)
            } else if self.tree.is_some() {
                self.record_chunk(chunk, stop_at_solution)
            } else {
                skip(&mut self.current, chunk, stop_at_solution)
            };
            taken += done;
            let Some(e) = last else { break };
            self.last = Some(e);
            let go = match watch {
                Watch::Skip { .. } => !(stop_at_solution && e == Event::Solution),
                Watch::Every(on_event) => on_event(&e),
            };
            if !go {
                self.note();
                return (taken, true);
            }
        }
        self.note();
        (taken, false)
    }

    /// Takes up to `n` steps like [`History::run`] and hands back only the last event: at max
    /// speed the page draws the latest state only, and looking at every event would cost a
    /// fifth of the speed. With `stop_at_solution` it stops right after a solution. Returns the
    /// steps taken and the last event (`None` when no step was taken).
    pub fn skip(&mut self, n: u64, stop_at_solution: bool) -> (u64, Option<Event>) {
        let taken = self
            .advance(n, u64::MAX, &mut Watch::Skip { stop_at_solution })
            .0;
        (taken, if taken > 0 { self.last } else { None })
    }

    /// [`History::skip`] with a deadline, as [`History::run_until`]: stops after `n` steps,
    /// right after a solution when `stop_at_solution`, at the end of the search, or once
    /// `out_of_time` answers true (asked between slices of about [`SLICE_WORK`] work units).
    pub fn skip_until<T: FnMut() -> bool>(
        &mut self,
        n: u64,
        stop_at_solution: bool,
        mut out_of_time: T,
    ) -> (u64, Option<Event>) {
        let taken = self.slices(n, &mut Watch::Skip { stop_at_solution }, &mut out_of_time);
        (taken, if taken > 0 { self.last } else { None })
    }

    /// Goes back `n` steps (at most to step 0); returns the number of steps actually undone.
    pub fn back(&mut self, n: u64) -> u64 {
        let now = self.current.counters().steps;
        let target = now.saturating_sub(n);
        self.seek(target);
        now - target
    }

    /// Moves to step `target`: from the nearest checkpoint at or before it when that is behind
    /// the target and not behind the current step (always when going back), replaying forward
    /// and taking checkpoints at every slot crossed. A target past the end stops at the end.
    ///
    /// Then it makes sure that stepping back from the target stays cheap: the checkpoints
    /// within `REBUILD_WITHIN` (half a slot of) work units behind it (a whole slot after a move of more than
    /// that) must each be reached through a complete link, one whose slots were all kept. A
    /// link thinned while the position was far away is replayed once, from at least a slot
    /// behind the target, which rebuilds it; stepping back one step at a time then pays each
    /// old link once, half a slot before it is needed.
    pub fn seek(&mut self, target: u64) {
        let now = self.current.counters().steps;
        let work_before = self.current.work();
        let i = self.nearest(target);
        // A tree is only ever rewound: forward, it is recorded by replaying.
        let ahead = self.checkpoints[i].state.counters().steps > now && self.tree.is_none();
        if target < now || ahead {
            self.restore(i);
        }
        self.skip(target - self.current.counters().steps, false);
        let work = self.current.work();
        let within = if work.abs_diff(work_before) > REBUILD_WITHIN {
            SLOT_WORK
        } else {
            REBUILD_WITHIN
        };
        if let Some(from) = self.incomplete_behind(target, work, within) {
            self.restore(from);
            self.skip(target - self.current.counters().steps, false);
        }
    }

    /// Goes back toward step `target` without replaying: when it is behind the current step,
    /// restores the newest checkpoint at or before it. Returns the step now current (at most
    /// `target` after a move back). Stepping forward from there reaches the target in slices
    /// that a caller can spread over frames (`skip_until` with `stop_at_solution` false); `seek`
    /// does the same in one call, and also rebuilds thinned checkpoints behind the target.
    pub fn rewind(&mut self, target: u64) -> u64 {
        if target < self.current.counters().steps {
            let i = self.nearest(target);
            self.restore(i);
        }
        self.current.counters().steps
    }

    /// The index of the last checkpoint at or before step `target`.
    fn nearest(&self, target: u64) -> usize {
        self.checkpoints
            .partition_point(|c| c.state.counters().steps <= target)
            - 1
    }

    /// When a checkpoint less than `within` work units behind the current position (at step
    /// `target`, work `work`) ends an incomplete link, the checkpoint to replay from: at or
    /// before the start of that link, and at least a slot behind.
    fn incomplete_behind(&self, target: u64, work: u64, within: u64) -> Option<usize> {
        let mut k = self.nearest(target);
        while k > 0 {
            let c = &self.checkpoints[k];
            if c.state.work().saturating_add(within) <= work {
                return None;
            }
            if c.prev_slot != self.checkpoints[k - 1].slot {
                let slot_back = self
                    .checkpoints
                    .partition_point(|c| c.state.work().saturating_add(SLOT_WORK) <= work);
                return Some((k - 1).min(slot_back.saturating_sub(1)));
            }
            k -= 1;
        }
        None
    }

    /// Makes checkpoint `i` the current state.
    fn restore(&mut self, i: usize) {
        let c = &self.checkpoints[i];
        self.current.clone_from(&c.state);
        self.last = c.last;
        self.next_boundary = boundary_after(self.current.work());
        if let Some(tree) = &mut self.tree {
            let c = self.current.counters();
            tree.rewind_to(c.steps, c.tries, c.depth, self.last);
        }
    }
}

/// What [`History::advance`] looks at.
enum Watch<'a> {
    /// Only whether to stop right after a solution: the steps run in chunks, and only the last
    /// event of each is looked at.
    Skip { stop_at_solution: bool },
    /// Every event, handed to the callback, which returns false to stop: one step per chunk,
    /// so that the step loops of [`skip`] serve here too.
    Every(&'a mut dyn FnMut(&Event) -> bool),
}
