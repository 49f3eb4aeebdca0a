//! `shoot-and-go`: the paper's random shooting and shoot-and-go on the vector x of free cells,
//! each a digit from 1 to `side`. A shot gives every free cell a random digit. The descent
//! ("go") then looks at the neighbours x ± h·eᵢ for every free cell i and h = 1…`hmax`, a value
//! out of range corrected as the paper's `correct` does: clamped to the edge (`cmeth=1`,
//! `max(a, min(b, x))`) or wrapped around (`cmeth=2`, `a + mod(x − a, b − a + 1)`); it moves to
//! the best neighbour while that is better than x, and shoots again when none is. With `hmax=0`
//! there is no descent: pure random shooting. The penalty counts the digits missing from every
//! row, column and box; `tries` counts every penalty computed (shots and neighbours), as the
//! paper counts its tries.
//!
//! Events: a shot is a `restart` (the board shows it); each neighbour looked at is a `propose`
//! of one cell (the board unchanged); after the last neighbour, an `accept` moves to the best
//! one, or the next shot's `restart` follows when none improves.

use crate::event::{Event, NO_CELL};
use crate::params::{Domain, Spec, Value, Values};

use super::verdict::Descent;
use super::{Core, Method, BUDGET, SEED};

/// `hmax`: the largest step of the descent.
pub const HMAX: Spec = Spec {
    key: "hmax",
    domain: Domain::Whole { min: 0, max: 255 },
    default: Value::Whole(3),
    help: "neighbours x ± h·eᵢ for h = 1…hmax; 0 is pure random shooting",
};

/// `cmeth`: how a neighbour out of range is corrected.
pub const CMETH: Spec = Spec {
    key: "cmeth",
    domain: Domain::Whole { min: 1, max: 2 },
    default: Value::Whole(2),
    help: "out-of-range values: 1 clamps to the edge, 2 wraps around",
};

/// The keys of `shoot-and-go`.
pub const PARAMS: &[Spec] = &[HMAX, CMETH, SEED, BUDGET];

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    Shot,
    Scan,
    Decide,
}

/// The moves of `shoot-and-go`.
#[derive(Clone)]
pub struct Shoot {
    hmax: u32,
    /// Wrap around (`cmeth=2`) rather than clamp.
    wrap: bool,
    phase: Phase,
    /// The neighbour the next scan step looks at: free cell `next / (2·hmax)`, step
    /// `h = next / 2 % hmax + 1`, minus for even `next`, plus for odd.
    next: u32,
    /// The best neighbour of this scan so far: cell, digit and change of penalty (0 while
    /// none improves).
    best: (u16, u8, i32),
    /// The newest move, kept for [`Shoot::descent`].
    moved: Descent,
    /// The step of the newest move (its `accept`; 0 before the first).
    moved_at: u64,
}

impl Shoot {
    /// `x` corrected into 1…`side`.
    fn correct(&self, x: i32, side: i32) -> u8 {
        let x = if self.wrap {
            1 + (x - 1).rem_euclid(side)
        } else {
            x.clamp(1, side)
        };
        x as u8
    }

    /// At the step of an `accept`: the move made; `None` at any other step.
    pub fn descent(&self, core: &Core) -> Option<Descent> {
        (self.moved_at != 0 && core.counters().steps == self.moved_at).then_some(self.moved)
    }

    fn neighbours(&self, core: &Core) -> u32 {
        core.free().len() as u32 * 2 * self.hmax
    }

    /// A random digit in every free cell.
    fn shoot(&mut self, core: &mut Core) -> Event {
        let side = core.geometry().side;
        for i in 0..core.free().len() {
            let cell = usize::from(core.free()[i]);
            let d = 1 + core.below(side) as u8;
            core.put(cell, d);
        }
        self.phase = if self.neighbours(core) == 0 {
            Phase::Shot
        } else {
            Phase::Scan
        };
        self.next = 0;
        self.best = (0, 0, 0);
        core.restarted()
    }

    /// Looks at the next neighbour.
    fn scan(&mut self, core: &mut Core) -> Event {
        let per_cell = 2 * self.hmax;
        let cell = core.free()[(self.next / per_cell) as usize];
        let h = (self.next / 2 % self.hmax + 1) as i32;
        let sign = if self.next.is_multiple_of(2) { -1 } else { 1 };
        let old = core.value(usize::from(cell));
        let new = self.correct(i32::from(old) + sign * h, core.geometry().side as i32);
        let delta = core.tally().set_delta(usize::from(cell), old, new);
        core.counters_mut().tries += 1;
        // The first of equal best neighbours wins.
        if delta < self.best.2 {
            self.best = (cell, new, delta);
        }
        self.next += 1;
        if self.next == self.neighbours(core) {
            self.phase = Phase::Decide;
        }
        Event::Propose {
            cells: [cell, NO_CELL],
            digits: [new, 0],
            delta,
        }
    }

    /// Moves to the best neighbour if it improves, else shoots again.
    fn decide(&mut self, core: &mut Core) -> Event {
        let (cell, digit, delta) = self.best;
        if delta >= 0 {
            return self.shoot(core);
        }
        self.moved = Descent {
            cell,
            from: core.value(usize::from(cell)),
            to: digit,
            delta,
            neighbours: self.neighbours(core),
        };
        // This step's number: `Local::step` counts it after the method's move.
        self.moved_at = core.counters().steps + 1;
        core.set(usize::from(cell), digit);
        core.counters_mut().accepted += 1;
        core.moved();
        self.phase = Phase::Scan;
        self.next = 0;
        self.best = (0, 0, 0);
        Event::Accept {
            penalty: core.counters().penalty,
        }
    }
}

impl Method for Shoot {
    const PARAMS: &'static [Spec] = PARAMS;
    const BOXES: bool = true;
    // About 13 ns a step native (72–78 M steps/s, `cargo bench --bench local`).
    const STEP_WORK: u64 = 13;

    fn new(_core: &mut Core, values: &Values) -> Shoot {
        Shoot {
            hmax: values.whole(HMAX.key) as u32,
            wrap: values.whole(CMETH.key) == 2,
            phase: Phase::Shot,
            next: 0,
            best: (0, 0, 0),
            moved: Descent::default(),
            moved_at: 0,
        }
    }

    fn advance(&mut self, core: &mut Core) -> Event {
        match self.phase {
            Phase::Shot => self.shoot(core),
            Phase::Scan => self.scan(core),
            Phase::Decide => self.decide(core),
        }
    }
}
