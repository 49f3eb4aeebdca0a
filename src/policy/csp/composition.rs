//! What a `csp` composition is made of: its parameters (`var`, `val`, `infer`, `jump`, `seed`)
//! and the choices they name.

use crate::order;
use crate::params::{Domain, Spec, Value, Values};

/// `var`: the variable (cell) order.
pub const VAR: Spec = Spec {
    key: "var",
    domain: Domain::Choice(&["first", "static", "mrv", "mrv-degree"]),
    default: Value::Word("first"),
    help: "next cell: first empty in reading order, static (sorted once by candidates), mrv (fewest values left), mrv-degree (mrv, ties: most empty peers)",
};

/// `val`: the value (digit) order.
pub const VAL: Spec = Spec {
    key: "val",
    domain: Domain::Choice(&["ascending", "random", "lcv"]),
    default: Value::Word("ascending"),
    help:
        "digits of a decision: ascending, random (from seed), lcv (least-constraining value first)",
};

/// `infer`: the inference after each assignment.
pub const INFER: Spec = Spec {
    key: "infer",
    domain: Domain::Choice(&["none", "fc", "mac", "singles"]),
    default: Value::Word("none"),
    help: "after each assignment: none, fc (forward checking), mac (arc consistency), singles (naked and hidden singles placed)",
};

/// `jump`: chronological backtracking or conflict-directed backjumping.
pub const JUMP: Spec = Spec {
    key: "jump",
    domain: Domain::Choice(&["off", "cbj"]),
    default: Value::Word("off"),
    help: "backtrack to the previous decision (off) or to the latest decision in the conflict set (cbj)",
};

/// `seed`: the seed of `val=random` (the presets' `seed`, its own help).
pub const SEED: Spec = Spec {
    help: "seed of val=random: the same seed gives the same search",
    ..order::SEED
};

/// The variable orders.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Var {
    /// The first empty cell in row-major order.
    First,
    /// The empty cells sorted once by their initial candidate count (stable).
    Static,
    /// The fewest values left; ties: row-major.
    Mrv,
    /// `Mrv`, ties broken by the most empty peers, then row-major.
    MrvDegree,
}

/// The value orders.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Val {
    /// Smallest first.
    Ascending,
    /// A random order per cell and digits left, from the seed.
    Random(u64),
    /// Fewest removals from the empty peers' domains first; ties ascending.
    Lcv,
}

/// The inferences after an assignment.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Infer {
    /// Nothing: an empty domain is found when its cell is selected.
    None,
    /// Forward checking.
    Fc,
    /// Maintaining arc consistency on the ≠ constraints.
    Mac,
    /// Naked and hidden singles placed, as `singles`.
    Singles,
}

/// Whether the composition of `values` (checked against [`PARAMS`]) infers or backjumps, and
/// so needs a [`Csp`](super::Csp) with `FULL`.
pub fn is_full(values: &Values) -> bool {
    values.word(INFER.key).is_some_and(|w| w != "none")
        || values.word(JUMP.key).is_some_and(|w| w != "off")
}

/// The parameters of `csp`.
pub const PARAMS: &[Spec] = &[VAR, VAL, INFER, JUMP, SEED];
