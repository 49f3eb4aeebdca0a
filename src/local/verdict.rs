//! Why a local search made or refused its newest move: facts a narration states ("p =
//! e^(−2/72.9) ≈ 0.973 > draw 0.41"), read from the machine's own state at the step of the
//! `accept` or `reject`. The state holds them, so a step back (a checkpoint and a replay) or a
//! jump to the step says the same as playing there.

/// `annealing`'s decision on the swap it proposed.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Acceptance {
    /// The two cells of the swap, as its `propose` named them.
    pub cells: [u16; 2],
    /// The change of penalty the swap makes.
    pub delta: i32,
    /// The temperature T of the decision.
    pub temperature: f64,
    /// e^(−delta/T), as the decision computed it: 1 for a swap no worse.
    pub probability: f64,
    /// The random number in [0, 1) drawn for a worse swap, made when it is below
    /// `probability`; `None` for a swap no worse, made without a draw.
    pub draw: Option<f64>,
}

impl Acceptance {
    /// Whether the swap was made.
    pub fn accepted(&self) -> bool {
        self.draw.is_none_or(|u| u < self.probability)
    }
}

/// `shoot-and-go`'s move to the best neighbour of the board (the first of equal best ones).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Descent {
    /// The cell that changed.
    pub cell: u16,
    /// Its digit before the move.
    pub from: u8,
    /// Its digit after.
    pub to: u8,
    /// The change of penalty (below 0: only a better neighbour is moved to).
    pub delta: i32,
    /// The neighbours looked at before the move (its `propose` steps).
    pub neighbours: u32,
}
