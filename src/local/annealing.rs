//! `annealing`: the paper's permutation approach with simulated annealing. Each box is filled
//! with a random permutation of the digits its givens leave out, so boxes are always right; a
//! move swaps two free cells of one box; the penalty counts the digits missing from each row and
//! each column. A worse board is accepted with probability e^(−Δ/T); after `mez` moves in a row
//! without an improvement (a penalty lower than any before) T is multiplied by `q`.
//!
//! Events: the first step fills the boxes (`restart`). Then each move is a `propose` (the
//! board unchanged) and an `accept` (the board shows the swap) or a `reject`; after the move
//! that completes `mez` without an improvement comes a `cool`, or a reheat (`restart`, T back to
//! `t0`) once the search is frozen (see [`FROZEN`]).

use crate::board::MAX_CELLS;
use crate::event::{Event, Temperature};
use crate::params::{Bound, Domain, Spec, Value, Values};

use super::verdict::Acceptance;
use super::{exp_neg, Core, Method, BUDGET, SEED};

/// `t0`: the starting temperature.
pub const T0: Spec = Spec {
    key: "t0",
    domain: Domain::Real {
        low: Bound::Open(0.0),
        high: Bound::None,
    },
    default: Value::Real(80.0),
    help: "starting temperature (and the temperature of a reheat)",
};

/// `q`: the cooling factor.
pub const Q: Spec = Spec {
    key: "q",
    domain: Domain::Real {
        low: Bound::Open(0.0),
        high: Bound::Open(1.0),
    },
    default: Value::Real(0.9),
    help: "T is multiplied by q after mez moves without an improvement",
};

/// `mez`: moves without an improvement before a cooling.
pub const MEZ: Spec = Spec {
    key: "mez",
    domain: Domain::Whole {
        min: 1,
        max: 1_000_000_000,
    },
    default: Value::Whole(30),
    help: "moves in a row without an improvement before T is multiplied by q",
};

/// The keys of `annealing`.
pub const PARAMS: &[Spec] = &[T0, Q, MEZ, SEED, BUDGET];

/// The temperature below which the search counts as stuck: there a move worse by 1 (the least
/// worsening there is) is accepted with probability e^(−1/T) < 10⁻⁶, so the board can no longer
/// leave its local minimum. A cooling that would go below it reheats instead: T goes back to
/// `t0`. With the defaults that is after 66 coolings (at least 1,980 moves without improvement).
pub const FROZEN: f64 = 0.0724;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    Fill,
    Propose,
    Decide,
    Cool,
}

/// The moves of `annealing`.
#[derive(Clone)]
pub struct Anneal {
    t0: f64,
    q: f64,
    mez: u64,
    /// The temperature now.
    t: f64,
    /// Moves in a row without an improvement.
    since_improvement: u64,
    phase: Phase,
    /// The move proposed: its two cells and its change of penalty.
    pending: (u16, u16, i32),
    /// The number drawn for the newest decision (none for a move no worse), kept for
    /// [`Anneal::acceptance`].
    draw: Option<f64>,
    /// The step of the newest decision (its `accept` or `reject`; 0 before the first).
    decided: u64,
    /// Free cells whose box has another free cell: where a move can start.
    movable: [u16; MAX_CELLS],
    movable_len: usize,
    /// Free cells grouped by box: box `b` has `by_box[starts[b]..starts[b + 1]]`.
    by_box: [u16; MAX_CELLS],
    starts: [u16; 17],
}

impl Anneal {
    /// The temperature now.
    pub fn temperature(&self) -> f64 {
        self.t
    }

    /// At the step of an `accept` or `reject`: the decision on the swap; `None` at any other
    /// step.
    pub fn acceptance(&self, core: &Core) -> Option<Acceptance> {
        if self.decided == 0 || core.counters().steps != self.decided {
            return None;
        }
        let (a, b, delta) = self.pending;
        Some(Acceptance {
            cells: [a, b],
            delta,
            temperature: self.t,
            probability: exp_neg(f64::from(delta) / self.t),
            draw: self.draw,
        })
    }

    fn box_cells(&self, b: usize) -> &[u16] {
        &self.by_box[usize::from(self.starts[b])..usize::from(self.starts[b + 1])]
    }

    /// Fills every box with a random permutation of the digits its givens leave out.
    fn fill(&mut self, core: &mut Core) -> Event {
        let g = core.geometry();
        let mut digits = [0u8; 16];
        for b in 0..g.side {
            let unit = 2 * g.side + b;
            let given = g
                .unit_cells(unit)
                .iter()
                .map(|&c| core.value(usize::from(c)))
                .filter(|&v| v != 0)
                .fold(0u16, |m, v| m | 1 << (v - 1));
            let missing = g.full & !given;
            let mut n = 0;
            for d in 1..=g.side as u8 {
                if missing & (1 << (d - 1)) != 0 {
                    digits[n] = d;
                    n += 1;
                }
            }
            // Fisher–Yates, drawing u32s (see `Core::below`).
            for i in (1..n).rev() {
                digits.swap(i, core.below(i + 1));
            }
            for (&cell, &d) in self.box_cells(b).iter().zip(&digits[..n]) {
                core.put(usize::from(cell), d);
            }
        }
        let event = core.restarted();
        if self.movable_len == 0 && core.counters().penalty > 0 {
            // No box has two free cells: this fill is the only board there is, and it is
            // not a solution.
            core.close();
        }
        self.phase = Phase::Propose;
        event
    }

    /// Picks a random free cell that can move and another free cell of its box.
    fn propose(&mut self, core: &mut Core) -> Event {
        let a = self.movable[core.below(self.movable_len)];
        let cells = self.box_cells(usize::from(core.geometry().box_of[usize::from(a)]));
        let last = cells[cells.len() - 1];
        // A uniform pick among the others: draw from all but the last, and take the last
        // instead of `a` itself.
        let b = match cells[core.below(cells.len() - 1)] {
            x if x == a => last,
            x => x,
        };
        let (va, vb) = (core.value(usize::from(a)), core.value(usize::from(b)));
        let delta = core
            .tally()
            .swap_delta(usize::from(a), usize::from(b), va, vb);
        core.counters_mut().tries += 1;
        self.pending = (a, b, delta);
        self.phase = Phase::Decide;
        Event::Propose {
            cells: [a, b],
            digits: [vb, va],
            delta,
        }
    }

    /// Makes the proposed move, or not.
    fn decide(&mut self, core: &mut Core) -> Event {
        let (a, b, delta) = self.pending;
        // No random number for a move that does not worsen: e^0 = 1 accepts it anyway.
        self.draw = (delta > 0).then(|| core.unit());
        let accept = self
            .draw
            .is_none_or(|u| u < exp_neg(f64::from(delta) / self.t));
        // This step's number: `Local::step` counts it after the method's move.
        self.decided = core.counters().steps + 1;
        let best_before = core.counters().best_penalty;
        let event = if accept {
            let (a, b) = (usize::from(a), usize::from(b));
            let (va, vb) = (core.value(a), core.value(b));
            core.set(a, vb);
            core.set(b, va);
            core.counters_mut().accepted += 1;
            core.moved();
            Event::Accept {
                penalty: core.counters().penalty,
            }
        } else {
            Event::Reject {
                penalty: core.counters().penalty,
            }
        };
        // An improvement is a penalty below every one reached before. Counting any move that
        // lowers the current penalty would never cool a hot search: at T = 80 the board
        // wanders and such moves come every few steps (measured: T stayed at 80 for 10⁷ steps
        // on the easy preset). The paper's averages (6,000 steps for T0 = 80, 357,266 for
        // Q = 0.999) fit this reading.
        self.since_improvement = if core.counters().best_penalty < best_before {
            0
        } else {
            self.since_improvement + 1
        };
        self.phase = if self.since_improvement >= self.mez {
            Phase::Cool
        } else {
            Phase::Propose
        };
        event
    }

    /// Cools, or reheats a frozen search.
    fn cool(&mut self, core: &mut Core) -> Event {
        self.since_improvement = 0;
        self.phase = Phase::Propose;
        let cooler = self.t * self.q;
        let c = core.counters_mut();
        if cooler < FROZEN {
            self.t = self.t0;
            c.restarts += 1;
            c.temperature = Temperature::new(self.t);
            Event::Restart { penalty: c.penalty }
        } else {
            self.t = cooler;
            c.temperature = Temperature::new(self.t);
            Event::Cool {
                temperature: c.temperature,
            }
        }
    }
}

impl Method for Anneal {
    const PARAMS: &'static [Spec] = PARAMS;
    const BOXES: bool = false;
    // About 25 ns a step native (37–43 M steps/s, `cargo bench --bench local`).
    const STEP_WORK: u64 = 25;

    fn new(core: &mut Core, values: &Values) -> Anneal {
        let g = core.geometry();
        let mut by_box = [0u16; MAX_CELLS];
        let mut starts = [0u16; 17];
        let mut movable = [0u16; MAX_CELLS];
        let (mut n, mut movable_len) = (0, 0);
        for b in 0..g.side {
            starts[b] = n as u16;
            let free = g
                .unit_cells(2 * g.side + b)
                .iter()
                .filter(|&&c| core.value(usize::from(c)) == 0);
            for &c in free {
                by_box[n] = u16::from(c);
                n += 1;
            }
            let cells = &by_box[usize::from(starts[b])..n];
            if cells.len() >= 2 {
                movable[movable_len..movable_len + cells.len()].copy_from_slice(cells);
                movable_len += cells.len();
            }
        }
        starts[g.side] = n as u16;
        let t0 = values.real(T0.key);
        core.counters_mut().temperature = Temperature::new(t0);
        Anneal {
            t0,
            q: values.real(Q.key),
            mez: values.whole(MEZ.key),
            t: t0,
            since_improvement: 0,
            phase: Phase::Fill,
            pending: (0, 0, 0),
            draw: None,
            decided: 0,
            movable,
            movable_len,
            by_box,
            starts,
        }
    }

    fn advance(&mut self, core: &mut Core) -> Event {
        match self.phase {
            Phase::Fill => self.fill(core),
            Phase::Propose => self.propose(core),
            Phase::Decide => self.decide(core),
            Phase::Cool => self.cool(core),
        }
    }
}
