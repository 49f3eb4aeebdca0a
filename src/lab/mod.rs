//! The reproductions of published work, beside the solver core rather than in it: the DFS
//! article's experiment on CPython's `random` ([`experiment`], [`pyrandom`]) and the local
//! search paper's parameter studies ([`study`]). `sudoku-stepper experiment` and `study` and
//! the lab pages run them; nothing in the solver depends on them.

pub mod experiment;
pub mod pyrandom;
pub mod study;
