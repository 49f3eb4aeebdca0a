//! The events of local search (`annealing`, `shoot-and-go`): each shows the board it describes,
//! annealing fills boxes with permutations and cools, pure random shooting only shoots, and the
//! digits missing per unit add up to the penalty.
#![cfg(not(target_arch = "wasm32"))]

use sudoku_stepper::params::Values;
use sudoku_stepper::{Board, Event, Origin, Snapshot, Stepper, Strategy, NO_CELL};

#[path = "support/local.rs"]
mod support;
use support::*;

#[test]
fn every_event_shows_the_board_it_describes() {
    for (strategy, params) in [
        (Strategy::Annealing, "seed=5"),
        (Strategy::ShootAndGo, "seed=5 hmax=2 cmeth=1"),
        (Strategy::ShootAndGo, "seed=5 hmax=3 cmeth=2"),
    ] {
        let givens = Board::parse(EASY).unwrap();
        let boxes = strategy == Strategy::ShootAndGo;
        let wrap = params.contains("cmeth=2");
        let mut e = engine(EASY, strategy, params);
        let mut proposed = None;
        let mut snapshot = Snapshot::default();
        for _ in 0..20_000 {
            let before = e.board();
            let tries = e.counters().tries;
            let ev = e.step();
            let after = e.board();
            let c = *e.counters();
            assert!(
                givens.agrees_with(&after),
                "{strategy} {ev:?} keeps the givens"
            );
            assert_eq!(c.penalty, penalty(&after, boxes), "{strategy} {ev:?}");
            assert!(c.best_penalty <= c.penalty);
            assert!(e.stack().is_empty() && e.cleared().is_empty() && e.backup(1).is_none());
            match ev {
                Event::Propose {
                    cells,
                    digits,
                    delta,
                } => {
                    assert_eq!(before, after, "a proposal changes nothing yet");
                    assert_eq!(c.tries, tries + 1);
                    let mut moved = before.clone();
                    let [a, b] = cells.map(usize::from);
                    assert_eq!(givens.get(a), 0);
                    moved.set(a, digits[0]);
                    if strategy == Strategy::Annealing {
                        let g = givens.geometry();
                        assert_eq!(g.box_of[a], g.box_of[b], "a swap stays in its box");
                        assert_eq!(givens.get(b), 0);
                        assert_eq!(digits, [before.get(b), before.get(a)]);
                        moved.set(b, digits[1]);
                    } else {
                        assert_eq!((cells[1], digits[1]), (NO_CELL, 0));
                        let (old, new) = (i32::from(before.get(a)), i32::from(digits[0]));
                        let step = (new - old).rem_euclid(9);
                        let reach = if wrap {
                            step.min(9 - step)
                        } else {
                            (new - old).abs()
                        };
                        assert!(reach <= 3, "{old}→{new}: beyond hmax");
                    }
                    let expected = penalty(&moved, boxes) as i32 - penalty(&before, boxes) as i32;
                    assert_eq!(delta, expected, "{strategy} {ev:?}");
                    proposed = Some(moved);
                }
                Event::Accept { penalty: p } => {
                    assert_eq!(p, c.penalty);
                    if strategy == Strategy::Annealing {
                        assert_eq!(Some(&after), proposed.as_ref(), "the swap proposed");
                    }
                }
                Event::Reject { penalty: p } => {
                    assert_eq!((p, &before), (c.penalty, &after));
                }
                Event::Cool { temperature } => {
                    assert!(temperature.get() < 80.0 && temperature == c.temperature);
                }
                Event::Restart { penalty: p } => assert_eq!(p, c.penalty),
                other => panic!("{strategy}: {other:?} on a run this short"),
            }
            snapshot.fill(&e, &givens, true);
            for cell in 0..81 {
                let expected = if givens.get(cell) != 0 {
                    Origin::Given
                } else if after.get(cell) != 0 {
                    Origin::Guess
                } else {
                    Origin::Empty
                };
                assert_eq!(snapshot.origin(cell), expected);
            }
        }
    }
}

#[test]
fn annealing_fills_boxes_with_permutations_and_cools() {
    let mut e = engine(EASY, Strategy::Annealing, "mez=5 q=0.5");
    assert_eq!(e.counters().temperature.get(), 80.0);
    let Event::Restart { .. } = e.step() else {
        panic!("the first step fills the boxes")
    };
    let b = e.board();
    let g = b.geometry();
    for u in 2 * g.side..3 * g.side {
        let mut digits: Vec<u8> = g.unit_cells(u).iter().map(|&c| b.get(c as usize)).collect();
        digits.sort_unstable();
        assert_eq!(digits, (1..=9).collect::<Vec<u8>>());
    }
    let evs = events(&mut e, 20_000);
    let temps: Vec<f32> = evs
        .iter()
        .filter_map(|ev| match ev {
            Event::Cool { temperature } => Some(temperature.get()),
            _ => None,
        })
        .collect();
    assert_eq!(temps[..3], [40.0, 20.0, 10.0]);
    // Reheats come once T would fall below the frozen threshold.
    assert!(
        evs.iter()
            .filter(|e| matches!(e, Event::Restart { .. }))
            .count()
            > 1
    );
}

#[test]
fn pure_random_shooting_only_shoots() {
    let mut e = engine(PAPER_4X4, Strategy::ShootAndGo, "hmax=0 budget=5000");
    let evs = events(&mut e, u64::MAX);
    let c = e.counters();
    assert!(evs[..evs.len() - 1]
        .iter()
        .all(|ev| matches!(ev, Event::Restart { .. } | Event::Solution)));
    assert_eq!(c.tries, c.restarts);
    assert_eq!(c.accepted, 0);
}

/// What a page tints: the digits missing per unit add up to the penalty at every step.
#[test]
fn missing_digits_per_unit_add_up_to_the_penalty() {
    let board = Board::parse(
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
    )
    .unwrap();
    let mut annealing = sudoku_stepper::local::Annealing::new(
        &board,
        &Values::defaults(Strategy::Annealing.params()),
    );
    let mut shoot = sudoku_stepper::local::ShootAndGo::new(
        &board,
        &Values::defaults(Strategy::ShootAndGo.params()),
    );
    for _ in 0..3_000 {
        annealing.step();
        shoot.step();
        for (missing, counters) in [
            (annealing.core().tally().missing(), annealing.counters()),
            (shoot.core().tally().missing(), shoot.counters()),
        ] {
            assert_eq!(missing.len(), 27);
            let sum: u32 = missing.iter().map(|&m| u32::from(m)).sum();
            assert_eq!(sum, counters.penalty);
        }
    }
}
