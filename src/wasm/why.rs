//! Why the search did what it did, for the narration: the reason of its newest decision and
//! what it tries next (src/choice.rs), and why a local search made or refused its newest move
//! (src/local/verdict.rs), read from the engine's state at the current step.

use wasm_bindgen::prelude::*;

use super::Search;
use crate::event::Event;
use crate::stepper::Stepper as _;
#[cfg(machines)]
use crate::strategy::Engine;

#[wasm_bindgen]
impl Search {
    /// Right after a select (before its first try): why that cell or column was chosen, as
    /// `[ChoiceKind, count, ties]` (count and ties 0 for an order); `undefined` otherwise and
    /// for a search with no such decisions (local search, `fast` on 9×9).
    pub fn choice(&self) -> Option<Vec<u32>> {
        self.history.current().choice().map(|c| c.pack().to_vec())
    }

    /// While a try is due (after a select, a backtrack or a conflict): `[cell, digit]` the
    /// deepest decision tries next; `undefined` otherwise.
    #[wasm_bindgen(js_name = nextTry)]
    pub fn next_try(&self) -> Option<Vec<u32>> {
        let (cell, digit) = self.history.current().next_try()?;
        Some(vec![cell.into(), digit.into()])
    }

    /// Right after a dead end: what rules out each way out of it (src/blockers.rs), four
    /// numbers per blocker, `[BlockerKind, cell, digit, by | (1 + flat unit id) << 16]` (`by`
    /// `0xFFFF` and unit 0 when none): for a cell without candidates one per digit ascending,
    /// for a digit without a place one per empty cell of the unit; `undefined` after any other
    /// event.
    pub fn blockers(&self) -> Option<Vec<u32>> {
        let Some(Event::DeadEnd(why)) = self.history.last_event() else {
            return None;
        };
        let side = self.givens.side();
        let found = self.history.current().blockers(why);
        Some(found.iter().flat_map(|b| b.pack(side)).collect())
    }

    /// Right after a backjump (`csp` with `jump=cbj`): its conflict set, the decisions that
    /// caused the dead end, as `[depth, cell, digit]` per decision, outermost first (the last
    /// is the decision jumped back to); empty when none caused it; `undefined` after any other
    /// event.
    #[wasm_bindgen(js_name = backjumpSet)]
    pub fn backjump_set(&self) -> Option<Vec<u32>> {
        let Some(Event::Backjump { .. }) = self.history.last_event() else {
            return None;
        };
        let engine = self.history.current();
        let stack = engine.stack();
        let depths = engine.csp().map(|m| m.jump_set()).unwrap_or_default();
        Some(
            depths
                .iter()
                .flat_map(|&d| {
                    let f = stack[usize::from(d) - 1];
                    [d.into(), f.cell.into(), f.digit.into()]
                })
                .collect(),
        )
    }

    /// Right after a prune (`csp` with fc or mac): true when its cause is MAC's singleton (an
    /// empty cell whose one value is the digit pruned), false when it is the search's
    /// assignment; `undefined` after any other event.
    #[wasm_bindgen(js_name = pruneBySingleton)]
    pub fn prune_by_singleton(&self) -> Option<bool> {
        let Some(Event::Prune { by, .. }) = self.history.last_event() else {
            return None;
        };
        Some(self.history.current().values()[usize::from(by)] == 0)
    }

    /// `annealing` only, at the step of an accept or reject (`undefined` at any other step and
    /// for the other strategies): the decision on the swap (`local::verdict::Acceptance`), as
    /// `[cell, peer, delta, temperature, probability, draw]`: the swap was made iff draw <
    /// probability = e^(−delta/temperature); draw is NaN for a swap no worse (made without a
    /// draw).
    pub fn acceptance(&self) -> Option<Vec<f64>> {
        match self.history.current() {
            #[cfg(machines)]
            Engine::Annealing(l) => l.acceptance().map(|a| {
                vec![
                    a.cells[0].into(),
                    a.cells[1].into(),
                    a.delta.into(),
                    a.temperature,
                    a.probability,
                    a.draw.unwrap_or(f64::NAN),
                ]
            }),
            _ => None,
        }
    }

    /// `shoot-and-go` only, at the step of an accept (`undefined` otherwise): the move to the
    /// best neighbour (`local::verdict::Descent`), as `[cell, from, to, delta, neighbours]`:
    /// the cell's digit before and after, the change of penalty, and the neighbours looked at.
    pub fn descent(&self) -> Option<Vec<i32>> {
        match self.history.current() {
            #[cfg(machines)]
            Engine::ShootAndGo(l) => l.descent().map(|d| {
                vec![
                    d.cell.into(),
                    d.from.into(),
                    d.to.into(),
                    d.delta,
                    d.neighbours as i32,
                ]
            }),
            _ => None,
        }
    }
}
