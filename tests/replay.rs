//! Sequences of moves on `History<Engine>` against a plain replay, on stable Rust: the
//! invariant of the `engine` fuzz target (tests/properties.rs checks a single back and
//! forward on 9×9; this one mixes step, run, skip, back and seek on small boards, some of them
//! without a solution).
// Native only: proptest does not build for wasm32 here.
#![cfg(not(target_arch = "wasm32"))]

use proptest::prelude::*;
use proptest::strategy::Strategy as PropStrategy;
use sudoku_stepper::{Board, Counters, Engine, Event, History, Stepper, Strategy};

const SOLVED4: [u8; 16] = [1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1];

#[derive(Clone, Debug)]
enum Move {
    Step,
    Run(usize),
    Skip(usize, bool),
    Back(usize),
    Seek(usize),
}

fn moves() -> impl PropStrategy<Value = Vec<Move>> {
    let one = prop_oneof![
        Just(Move::Step),
        (0usize..200).prop_map(Move::Run),
        (0usize..200, any::<bool>()).prop_map(|(n, s)| Move::Skip(n, s)),
        (0usize..400).prop_map(Move::Back),
        (0usize..3000).prop_map(Move::Seek),
    ];
    proptest::collection::vec(one, 1..40)
}

/// A 4×4 board: the solved grid with the cells of `keep` kept, or arbitrary givens with
/// those in conflict left out (which may have no solution).
fn board(keep: u16, values: &[u8], arbitrary: bool) -> Board {
    let mut b = Board::empty(4).unwrap();
    for cell in 0..16 {
        let v = if arbitrary {
            values[cell]
        } else if keep & (1 << cell) != 0 {
            SOLVED4[cell]
        } else {
            0
        };
        if v > 0 && b.candidates(cell) & (1 << (v - 1)) != 0 {
            b.set(cell, v);
        }
    }
    b
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn move_sequences_match_a_plain_replay(
        strategy in proptest::sample::select(Strategy::ALL.to_vec()),
        // About one given in four, so that searches run to thousands of steps.
        keep in (any::<u16>(), any::<u16>()).prop_map(|(a, b)| a & b),
        values in proptest::collection::vec(prop_oneof![3 => Just(0u8), 1 => 1u8..5], 16),
        arbitrary in any::<bool>(),
        budget in 1usize..3000,
        moves in moves(),
    ) {
        let givens = board(keep, &values, arbitrary);
        let engine = Engine::new(&givens, strategy).unwrap();
        let mut plain = engine.clone();
        let mut events = Vec::new();
        let mut states: Vec<(Counters, Vec<u8>)> = vec![(*plain.counters(), plain.values().to_vec())];
        while events.len() < budget && !plain.is_done() {
            let e = plain.step();
            if e == Event::Solution {
                prop_assert!(plain.board().is_solved() && givens.agrees_with(&plain.board()));
            }
            events.push(e);
            states.push((*plain.counters(), plain.values().to_vec()));
        }
        let end = events.len();
        let mut h = History::new(engine);
        let mut pos = 0usize;
        for m in moves {
            match m {
                Move::Step => {
                    if pos < end {
                        prop_assert_eq!(h.step(), events[pos]);
                        pos += 1;
                    }
                }
                Move::Run(n) => {
                    let n = n.min(end - pos);
                    let mut seen = Vec::new();
                    let taken = h.run(n as u64, |e| { seen.push(*e); true });
                    prop_assert_eq!(taken, n as u64);
                    prop_assert_eq!(&seen[..], &events[pos..pos + n]);
                    pos += n;
                }
                Move::Skip(n, at_solution) => {
                    let n = n.min(end - pos);
                    let stop = events[pos..pos + n]
                        .iter()
                        .position(|e| at_solution && *e == Event::Solution)
                        .map_or(n, |i| i + 1);
                    let (taken, last) = h.skip(n as u64, at_solution);
                    prop_assert_eq!(taken, stop as u64);
                    prop_assert_eq!(last, stop.checked_sub(1).map(|i| events[pos + i]));
                    pos += stop;
                }
                Move::Back(n) => {
                    prop_assert_eq!(h.back(n as u64), n.min(pos) as u64);
                    pos -= n.min(pos);
                }
                Move::Seek(target) => {
                    let target = target.min(end);
                    h.seek(target as u64);
                    pos = target;
                }
            }
            prop_assert_eq!(h.counters(), &states[pos].0, "{} at step {}", strategy, pos);
            prop_assert_eq!(h.current().values(), &states[pos].1[..]);
        }
    }
}
