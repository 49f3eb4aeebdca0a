//! The generator: unique, reproducible, seed-dependent and symmetric when asked, at all sizes.

use sudoku_stepper::count_solutions;
use sudoku_stepper::generate::generate;
use sudoku_stepper::Board;

/// The puzzle for `seed`, checked to have exactly one solution (counted in full, without the
/// generator's budget).
fn unique(side: usize, seed: u64, symmetric: bool) -> Board {
    let puzzle = generate(side, seed, symmetric).expect("supported side");
    assert_eq!(puzzle.side(), side);
    assert!(puzzle.check_conflicts().is_ok(), "{puzzle}");
    assert_eq!(count_solutions(&puzzle, 2), 1, "{puzzle}");
    puzzle
}

fn is_symmetric(b: &Board) -> bool {
    let cells = b.values().len();
    (0..cells).all(|c| (b.get(c) == 0) == (b.get(cells - 1 - c) == 0))
}

#[test]
fn every_size_gives_unique_puzzles() {
    for side in [4, 9, 16] {
        for seed in 0..3 {
            for symmetric in [false, true] {
                let puzzle = unique(side, seed, symmetric);
                assert!(puzzle.filled() < side * side, "{puzzle}");
                if symmetric {
                    assert!(is_symmetric(&puzzle), "{puzzle}");
                }
            }
        }
    }
}

#[test]
fn nine_by_nine_removes_most_givens() {
    for seed in 0..20 {
        let puzzle = unique(9, seed, false);
        // Minimal puzzles from random grids have 20 to 30 givens.
        assert!(
            puzzle.filled() <= 32,
            "{} givens: {puzzle}",
            puzzle.filled()
        );
    }
}

#[test]
fn a_seed_reproduces_its_puzzle() {
    for side in [4, 9, 16] {
        assert_eq!(generate(side, 42, false), generate(side, 42, false));
        assert_eq!(generate(side, 7, true), generate(side, 7, true));
    }
}

#[test]
fn seeds_differ() {
    for side in [9, 16] {
        let puzzles: Vec<Board> = (0..5)
            .map(|seed| generate(side, seed, false).unwrap())
            .collect();
        for (i, a) in puzzles.iter().enumerate() {
            for b in &puzzles[i + 1..] {
                assert_ne!(a, b);
            }
        }
    }
    // 4×4 has few puzzles, but not one for all seeds.
    let small: Vec<Board> = (0..10)
        .map(|seed| generate(4, seed, false).unwrap())
        .collect();
    assert!(small.iter().any(|b| *b != small[0]));
}

#[test]
fn unsupported_sides_give_none() {
    for side in [0, 1, 3, 5, 8, 25] {
        assert_eq!(generate(side, 1, false), None);
    }
}

/// The 16×16 puzzle `benches/generate.rs` times (how long it takes is the bench's to report,
/// not this gate's): unique and symmetric.
#[test]
fn sixteen_by_sixteen_seed_99_is_unique_and_symmetric() {
    let puzzle = unique(16, 99, true);
    assert!(is_symmetric(&puzzle), "{puzzle}");
}
