//! The thin boundary the browser uses: a [`Stepper`] over any strategy, with its events, board
//! and stack exposed as typed-array views of WASM memory. No Sudoku logic lives here; every rule
//! and every message comes from the core.

use js_sys::{Array, Object, Reflect, Uint8Array};
use wasm_bindgen::prelude::*;

use crate::board::{Board, Geometry, Unit};
use crate::error::ParseError;
use crate::event::{Counters, Event};
use crate::history::History;
use crate::stepper::Stepper as _;
use crate::strategy::{Engine, Strategy};

/// Installs the panic hook so that a bug shows a readable message in the console; bad input is
/// always reported by a thrown `Error`, never by a panic.
#[wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
}

/// Most events one [`Stepper::run`] records (16 MB of packed events).
pub const MAX_BATCH: u32 = 1 << 20;

/// A search the page can step, run, rewind and inspect.
#[wasm_bindgen]
pub struct Stepper {
    history: History<Engine>,
    side: usize,
    /// Packed events of the last [`Stepper::run`], four `u32` each; reused across calls so that
    /// running allocates only when a bigger batch is asked for.
    events: Vec<u32>,
}

/// Sets `key` on a plain JS object; only fails on frozen objects, which these never are.
fn set(obj: &Object, key: &str, value: impl Into<JsValue>) {
    Reflect::set(obj, &key.into(), &value.into()).expect("plain object");
}

#[wasm_bindgen]
impl Stepper {
    /// A search of `puzzle` (CONTRACT.md puzzle text) with the strategy named `strategy`.
    /// Throws an `Error` carrying the core's message for a bad puzzle, conflicting givens or an
    /// unknown strategy.
    #[wasm_bindgen(constructor)]
    pub fn new(puzzle: &str, strategy: &str) -> Result<Stepper, JsError> {
        let strategy: Strategy = strategy.parse()?;
        let board = Board::parse(puzzle)?;
        let engine = Engine::new(&board, strategy)?;
        Ok(Stepper {
            history: History::new(engine),
            side: board.side(),
            events: Vec::new(),
        })
    }

    /// Cells per row: 4, 9 or 16.
    #[wasm_bindgen(getter)]
    pub fn side(&self) -> usize {
        self.side
    }

    /// Advances one event and returns it packed as `[kind, a, b, c]` (see `Event::pack`).
    pub fn step(&mut self) -> Vec<u32> {
        self.history.step().pack(self.side).to_vec()
    }

    /// Steps up to `n` events, writing each packed into the events buffer
    /// (read it through [`Stepper::events_ptr`]); with `stop_at_solution` it stops right after a
    /// solution event. At most [`MAX_BATCH`] events per call, so a careless `n` cannot exhaust
    /// memory. Returns the number of events written.
    pub fn run(&mut self, n: u32, stop_at_solution: bool) -> u32 {
        let n = n.min(MAX_BATCH);
        let side = self.side;
        let events = &mut self.events;
        events.clear();
        events.reserve(4 * n as usize);
        self.history.run(n.into(), |e| {
            events.extend_from_slice(&e.pack(side));
            !(stop_at_solution && *e == Event::Solution)
        }) as u32
    }

    /// Like [`Stepper::run`] but records only the last event (at [`Stepper::events_ptr`]): at
    /// max speed the page draws the latest state only, and packing every event would cost a
    /// fifth of the speed.
    pub fn skip(&mut self, n: u32, stop_at_solution: bool) -> u32 {
        // Only the last step hands its event out: capturing every event in the closure would
        // keep a store in the hot loop.
        let mut solved = false;
        let mut taken = self.history.run(n.saturating_sub(1).into(), |e| {
            solved = stop_at_solution && *e == Event::Solution;
            !solved
        }) as u32;
        self.events.clear();
        let last = if solved {
            Some(Event::Solution)
        } else if self.history.current().is_done() {
            // The last event of every search is `Exhausted`.
            (taken > 0).then_some(Event::Exhausted)
        } else if taken + 1 == n {
            taken += 1;
            Some(self.history.step())
        } else {
            None
        };
        if let Some(e) = last {
            self.events.extend_from_slice(&e.pack(self.side));
        }
        taken
    }

    /// Address of the events buffer in WASM memory (`Uint32Array`, 4 per event). It moves when
    /// the buffer grows, so read it again after every [`Stepper::run`].
    #[wasm_bindgen(js_name = eventsPtr)]
    pub fn events_ptr(&self) -> usize {
        self.events.as_ptr() as usize
    }

    /// Address of the current values (`Uint8Array` of [`Stepper::board_len`] bytes, 0 = empty).
    /// It moves after [`Stepper::back`], so read it again every frame.
    #[wasm_bindgen(js_name = boardPtr)]
    pub fn board_ptr(&self) -> usize {
        self.history.current().values().as_ptr() as usize
    }

    /// Address of how each digit was placed (`Uint8Array` of [`Stepper::board_len`] bytes: 1
    /// naked single, 2 hidden single, 0 given or guess; meaningless where the board is empty).
    /// Moves like [`Stepper::board_ptr`].
    #[wasm_bindgen(js_name = reasonsPtr)]
    pub fn reasons_ptr(&self) -> usize {
        self.history.current().reasons().as_ptr() as usize
    }

    /// Number of cells.
    #[wasm_bindgen(js_name = boardLen)]
    pub fn board_len(&self) -> usize {
        self.history.current().values().len()
    }

    /// The candidates of an empty cell as the strategy sees them (bit `d-1` for digit `d`);
    /// 0 for a cell off the board.
    pub fn candidates(&self, cell: usize) -> u16 {
        if cell >= self.board_len() {
            return 0;
        }
        self.history.current().candidates(cell)
    }

    /// The candidates of every cell, as [`Stepper::candidates`] gives them; meaningful for empty
    /// cells only.
    #[wasm_bindgen(js_name = allCandidates)]
    pub fn all_candidates(&self) -> Vec<u16> {
        let current = self.history.current();
        (0..self.side * self.side)
            .map(|cell| current.candidates(cell))
            .collect()
    }

    fn counters(&self) -> &Counters {
        self.history.counters()
    }

    /// Events emitted so far.
    #[wasm_bindgen(getter)]
    pub fn steps(&self) -> f64 {
        self.counters().steps as f64
    }

    /// Digits written by a decision of the search.
    #[wasm_bindgen(getter)]
    pub fn tries(&self) -> f64 {
        self.counters().tries as f64
    }

    /// Returns from a dead end to an earlier decision.
    #[wasm_bindgen(getter)]
    pub fn backtracks(&self) -> f64 {
        self.counters().backtracks as f64
    }

    /// Digits forced by naked or hidden singles.
    #[wasm_bindgen(getter)]
    pub fn propagations(&self) -> f64 {
        self.counters().propagations as f64
    }

    /// Open decisions now.
    #[wasm_bindgen(getter)]
    pub fn depth(&self) -> u32 {
        self.counters().depth
    }

    /// Most open decisions so far.
    #[wasm_bindgen(getter, js_name = maxDepth)]
    pub fn max_depth(&self) -> u32 {
        self.counters().max_depth
    }

    /// Solutions found so far.
    #[wasm_bindgen(getter)]
    pub fn solutions(&self) -> f64 {
        self.counters().solutions as f64
    }

    /// True once the search is exhausted.
    #[wasm_bindgen(js_name = isDone)]
    pub fn is_done(&self) -> bool {
        self.history.current().is_done()
    }

    /// Goes back `n` steps (at most to the start); returns how many were undone.
    pub fn back(&mut self, n: f64) -> f64 {
        self.history.back(n as u64) as f64
    }

    /// The open decisions, outermost first, flat: `[cell, digit, branch, of]` per depth.
    pub fn stack(&self) -> Vec<u32> {
        self.history
            .current()
            .stack()
            .iter()
            .flat_map(|f| {
                [
                    f.cell.into(),
                    f.digit.into(),
                    f.branch.into(),
                    f.of().into(),
                ]
            })
            .collect()
    }

    /// The values when the decision at `depth` (1-based) was opened, or `undefined`.
    pub fn backup(&self, depth: usize) -> Option<Vec<u8>> {
        self.history
            .current()
            .backup(depth)
            .map(|b| b.values().to_vec())
    }

    /// The cells cleared by the last backtrack.
    pub fn cleared(&self) -> Vec<u16> {
        self.history.current().cleared().to_vec()
    }

    /// The current board as puzzle text (`.` for empty).
    pub fn text(&self) -> String {
        self.history.current().board().to_string()
    }
}

/// Every strategy as `[{name, description}]`, in the order a picker lists them.
#[wasm_bindgen]
pub fn strategies() -> Array {
    Strategy::ALL
        .iter()
        .map(|s| {
            let o = Object::new();
            set(&o, "name", s.name());
            set(&o, "description", s.description());
            JsValue::from(o)
        })
        .collect()
}

/// Reads `puzzle` without rejecting conflicts, for an editor that highlights them:
/// `{side, values: Uint8Array, conflicts: [{a, b, digit, unit, message}]}` where `a` and `b` are
/// the clashing cells and `unit` is "row 3" and so on. Throws an `Error` with the core's message
/// for a wrong length or a bad character.
#[wasm_bindgen]
pub fn validate(puzzle: &str) -> Result<Object, JsError> {
    let board = Board::parse_unchecked(puzzle)?;
    let conflicts: Array = board
        .conflicts()
        .into_iter()
        .filter_map(|e| {
            let message = e.to_string();
            let ParseError::Conflict {
                a, b, digit, unit, ..
            } = e
            else {
                return None;
            };
            let o = Object::new();
            set(&o, "a", a as u32);
            set(&o, "b", b as u32);
            set(&o, "digit", digit);
            set(&o, "unit", unit.to_string());
            set(&o, "message", message);
            Some(JsValue::from(o))
        })
        .collect();
    let out = Object::new();
    set(&out, "side", board.side() as u32);
    set(&out, "values", Uint8Array::from(board.values()));
    set(&out, "conflicts", conflicts);
    Ok(out)
}

/// The name of a unit given by its flat id on a board of `side` ("row 3", "column 8", "box 2"),
/// as packed events carry it (their unit field is `1 + id`); `undefined` for no such unit.
#[wasm_bindgen(js_name = unitName)]
pub fn unit_name(id: usize, side: usize) -> Option<String> {
    Geometry::for_side(side)?;
    (id < 3 * side).then(|| Unit::from_id(id, side).to_string())
}

/// The unit two distinct cells share ("row 3"), or `undefined` when they are not peers.
#[wasm_bindgen(js_name = sharedUnit)]
pub fn shared_unit(a: usize, b: usize, side: usize) -> Option<String> {
    let geometry = Geometry::for_side(side)?;
    if a.max(b) >= geometry.cells {
        return None;
    }
    geometry.shared_unit(a, b).map(|u| u.to_string())
}
