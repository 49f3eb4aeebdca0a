//! Why a local search made or refused its move (`local::verdict`): annealing's decision states
//! the Δ, T, p = e^(−Δ/T) and draw it was made with, consistent with what it did over many seeded
//! steps; shoot-and-go's move names the cell and digits the board shows changed, the best of the
//! neighbours it proposed; and both read the same after a step back as when played there.
#![cfg(not(target_arch = "wasm32"))]

use sudoku_stepper::local::exp_neg;
use sudoku_stepper::local::verdict::{Acceptance, Descent};
use sudoku_stepper::{Engine, Event, History, Stepper, Strategy};

#[path = "support/local.rs"]
mod support;
use support::*;

/// Row 1 needs a 9 in r1c9, which column 9 already has: no solution, so annealing cools down to
/// its reheats and meets both tiny and large chances.
const UNSOLVABLE: &str =
    "12345678.........9...............................................................";

fn acceptance(e: &Engine) -> Option<Acceptance> {
    match e {
        Engine::Annealing(l) => l.acceptance(),
        _ => None,
    }
}

fn descent(e: &Engine) -> Option<Descent> {
    match e {
        Engine::ShootAndGo(l) => l.descent(),
        _ => None,
    }
}

#[test]
fn annealing_accepts_iff_the_move_is_no_worse_or_the_draw_is_below_p() {
    let (mut drawn_accepted, mut drawn_rejected, mut free) = (0, 0, 0);
    for (puzzle, params) in [
        (EASY, "seed=1"),
        (EASY, "seed=2 t0=5"),
        (UNSOLVABLE, "seed=3 q=0.5 mez=20"),
        (PAPER_4X4, "seed=5"),
    ] {
        let mut e = engine(puzzle, Strategy::Annealing, params);
        let mut proposed = None;
        for _ in 0..40_000 {
            if e.is_done() {
                break;
            }
            let t = e.counters().temperature.get();
            let ev = e.step();
            let verdict = acceptance(&e);
            match ev {
                Event::Propose { cells, delta, .. } => {
                    assert_eq!(verdict, None, "no decision yet");
                    proposed = Some((cells, delta));
                }
                Event::Accept { .. } | Event::Reject { .. } => {
                    let a = verdict.expect("a decision has its facts");
                    assert_eq!(Some((a.cells, a.delta)), proposed, "the swap proposed");
                    // Only a cooling or a reheat changes T: the decision's is the counter's.
                    assert_eq!(a.temperature as f32, t);
                    assert_eq!(a.probability, exp_neg(f64::from(a.delta) / a.temperature));
                    assert_eq!(a.draw.is_none(), a.delta <= 0, "{a:?}");
                    let accepted = matches!(ev, Event::Accept { .. });
                    assert_eq!(a.accepted(), accepted, "{a:?}");
                    match a.draw {
                        None => {
                            assert!(accepted && a.probability == 1.0);
                            free += 1;
                        }
                        Some(u) => {
                            assert!((0.0..1.0).contains(&u));
                            assert_eq!(u < a.probability, accepted, "{a:?}");
                            if accepted {
                                drawn_accepted += 1;
                            } else {
                                drawn_rejected += 1;
                            }
                        }
                    }
                }
                _ => assert_eq!(verdict, None, "{ev:?}: not a decision"),
            }
        }
    }
    assert!(
        drawn_accepted > 100 && drawn_rejected > 100 && free > 100,
        "{drawn_accepted} worse moves made, {drawn_rejected} refused, {free} free"
    );
}

#[test]
fn shoot_and_go_names_the_cell_and_digits_of_its_move_to_the_best_neighbour() {
    let mut moves = 0;
    for params in ["seed=1", "seed=2 hmax=1 cmeth=1", "seed=3 hmax=2"] {
        let mut e = engine(EASY, Strategy::ShootAndGo, params);
        // The proposals since the board last changed: (cell, digit, delta).
        let mut scan: Vec<(u16, u8, i32)> = Vec::new();
        for _ in 0..40_000 {
            if e.is_done() {
                break;
            }
            let before = e.board();
            let penalty = e.counters().penalty;
            let ev = e.step();
            let verdict = descent(&e);
            match ev {
                Event::Propose {
                    cells,
                    digits,
                    delta,
                } => {
                    assert_eq!(verdict, None);
                    scan.push((cells[0], digits[0], delta));
                }
                Event::Accept { penalty: now } => {
                    let d = verdict.expect("a move has its facts");
                    let after = e.board();
                    let cell = usize::from(d.cell);
                    assert_eq!((before.get(cell), after.get(cell)), (d.from, d.to));
                    let changed: Vec<usize> =
                        (0..81).filter(|&c| before.get(c) != after.get(c)).collect();
                    assert_eq!(changed, [cell], "only the named cell changes");
                    assert_eq!(i64::from(now) - i64::from(penalty), i64::from(d.delta));
                    // The first of the best neighbours proposed, all of them looked at.
                    let best = scan.iter().map(|s| s.2).min().unwrap();
                    let first = scan.iter().find(|s| s.2 == best).unwrap();
                    assert_eq!(*first, (d.cell, d.to, d.delta));
                    assert_eq!(d.neighbours as usize, scan.len());
                    scan.clear();
                    moves += 1;
                }
                _ => {
                    assert_eq!(verdict, None, "{ev:?}: not a move");
                    scan.clear();
                }
            }
        }
    }
    assert!(moves > 100, "{moves} moves");
}

#[test]
fn a_step_back_or_a_jump_reads_the_same_facts_as_playing_there() {
    for (strategy, params) in [
        (Strategy::Annealing, "seed=3 q=0.5 mez=20"),
        (Strategy::ShootAndGo, "seed=3 hmax=1"),
    ] {
        let mut h = History::new(engine(UNSOLVABLE, strategy, params));
        let read = |h: &History<Engine>| (acceptance(h.current()), descent(h.current()));
        let mut played = vec![read(&h)];
        for _ in 0..30_000 {
            h.step();
            played.push(read(&h));
        }
        assert!(
            played
                .iter()
                .filter(|v| v.0.is_some() || v.1.is_some())
                .count()
                > 100
        );
        for target in [29_999, 12_345, 1, 20_001, 2, 0, 17] {
            h.seek(target);
            assert_eq!(
                read(&h),
                played[target as usize],
                "{strategy} at step {target}"
            );
        }
        h.back(1);
        assert_eq!(read(&h), played[16], "{strategy} one step back");
    }
}
