//! The difficulty rating, the symmetry transforms it averages over, and the generator's
//! difficulty filter.
// Native only: `wasm-pack test` builds every test target for wasm32, which has no puzzle files
// and no proptest here.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use proptest::prelude::*;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use sudoku_stepper::generate::{generate, generate_rated};
use sudoku_stepper::rate::{HARD_BELOW, MEDIUM_BELOW, TRANSFORMS};
use sudoku_stepper::{count_solutions, rate, Board, Difficulty, RateError, Transform};

fn board(text: &str) -> Board {
    Board::parse(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// The preset "easy" board: naked and hidden singles solve it.
const EASY: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

/// Puzzles of `17_clue.txt` chosen well inside each label's range (mean guesses 1.0, 3.4, 17).
const MEDIUM: &str =
    ".................1..1..2.3.........4..3.56.....7.....8.4.81.....8.7.....9......6.";
const HARD: &str =
    ".................1....23......1........4.5..6.26....7..8.....3..9....28.4..6.....";
const FIENDISH_17: &str =
    ".................1.....2.34.....56....7....8..8..1.7.....8.....3..6.....9.5.....3";

#[test]
fn known_puzzles_get_their_labels() {
    let easy = rate(&board(EASY)).unwrap();
    assert!(easy.singles_only);
    assert_eq!((easy.guesses, easy.difficulty), (0.0, Difficulty::Easy));
    for (text, label) in [
        (MEDIUM, Difficulty::Medium),
        (HARD, Difficulty::Hard),
        (FIENDISH_17, Difficulty::Fiendish),
    ] {
        let r = rate(&board(text)).unwrap();
        assert!(!r.singles_only, "{text}");
        assert_eq!(r.difficulty, label, "{text}: {} guesses", r.guesses);
    }
}

#[test]
fn the_hardest_collections_are_fiendish() {
    // The first ten of the forum's hardest list and of magictour's top list: no puzzle there is
    // solved by singles, and the forum's all need many guesses.
    for line in common::puzzle_lines("forum_hardest_1106.txt")
        .iter()
        .take(10)
    {
        let r = rate(&board(line)).unwrap();
        assert_eq!(r.difficulty, Difficulty::Fiendish, "{line}");
        assert!(r.guesses >= 20.0, "{line}: {}", r.guesses);
    }
    for line in common::puzzle_lines("magictour_top1465.txt")
        .iter()
        .take(10)
    {
        let r = rate(&board(line)).unwrap();
        assert!(r.difficulty >= Difficulty::Hard, "{line}: {:?}", r);
    }
}

#[test]
fn a_rating_is_a_mean_over_the_transforms_and_repeatable() {
    let r = rate(&board(HARD)).unwrap();
    assert_eq!(rate(&board(HARD)).unwrap(), r);
    // A mean of whole counts over TRANSFORMS runs.
    let total = r.guesses * TRANSFORMS as f64;
    assert!((total - total.round()).abs() < 1e-9, "{}", r.guesses);
}

#[test]
fn labels_follow_the_documented_thresholds() {
    assert_eq!(Difficulty::of(true, 0.0), Difficulty::Easy);
    assert_eq!(Difficulty::of(false, 0.0), Difficulty::Medium);
    assert_eq!(
        Difficulty::of(false, MEDIUM_BELOW - 0.1),
        Difficulty::Medium
    );
    assert_eq!(Difficulty::of(false, MEDIUM_BELOW), Difficulty::Hard);
    assert_eq!(Difficulty::of(false, HARD_BELOW - 0.1), Difficulty::Hard);
    assert_eq!(Difficulty::of(false, HARD_BELOW), Difficulty::Fiendish);
    for d in Difficulty::ALL {
        assert_eq!(d.name().parse::<Difficulty>(), Ok(d));
    }
    let err = "impossible".parse::<Difficulty>().unwrap_err().to_string();
    assert_eq!(
        err,
        "unknown difficulty \"impossible\"; expected one of easy, medium, hard, fiendish"
    );
}

#[test]
fn boards_without_a_rating_say_why() {
    // Two 5s in row 1.
    let conflict = format!("55{}", &EASY[2..]);
    assert!(matches!(
        rate(&board_unchecked(&conflict)),
        Err(RateError::Parse(_))
    ));
    // tdoku's file marks its puzzles without a solution with a count of 0.
    let none = common::tdoku()
        .into_iter()
        .find(|(_, n, _)| *n == 0)
        .expect("the file has puzzles without a solution");
    let err = rate(&board(&none.0)).unwrap_err();
    assert_eq!(
        (err.kind(), err.to_string().as_str()),
        ("no_solution", "no solution: there is nothing to rate")
    );
}

fn board_unchecked(text: &str) -> Board {
    Board::parse_unchecked(text).unwrap()
}

#[test]
fn every_generated_four_by_four_is_easy() {
    for seed in 0..20 {
        let puzzle = generate(4, seed, false).unwrap();
        assert_eq!(
            rate(&puzzle).unwrap().difficulty,
            Difficulty::Easy,
            "{puzzle}"
        );
    }
    assert_eq!(generate_rated(4, 0, false, Difficulty::Hard, 30), None);
}

#[test]
fn generate_rated_gives_the_first_seed_with_the_label() {
    for label in Difficulty::ALL {
        let (seed, puzzle) = generate_rated(9, 100, true, label, 1000)
            .unwrap_or_else(|| panic!("no {label} puzzle in 1000 seeds"));
        assert_eq!(generate(9, seed, true), Some(puzzle.clone()));
        assert_eq!(rate(&puzzle).unwrap().difficulty, label, "{puzzle}");
        assert_eq!(count_solutions(&puzzle, 2), 1, "{puzzle}");
        // Every seed before it gives another label.
        for earlier in 100..seed {
            let other = generate(9, earlier, true).unwrap();
            assert_ne!(rate(&other).unwrap().difficulty, label, "seed {earlier}");
        }
    }
}

/// Boards to transform: unique puzzles of each size, puzzles with several solutions and
/// puzzles without any.
fn boards() -> Vec<Board> {
    let mut out: Vec<Board> = [EASY, MEDIUM, HARD].iter().map(|t| board(t)).collect();
    out.extend(
        common::puzzle_lines("serg_multi_solution.txt")
            .iter()
            .take(3)
            .map(|l| board(l)),
    );
    out.extend(
        common::tdoku()
            .iter()
            .filter(|(_, n, _)| *n == 0)
            .take(2)
            .map(|(p, _, _)| board(p)),
    );
    out.push(generate(4, 3, false).unwrap());
    // A 4×4 with several solutions, and a sparse 16×16.
    out.push(board("1...............".trim()));
    out.push(generate(16, 1, true).unwrap());
    out
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// A transform keeps the number of solutions (counted up to 20), maps solutions to
    /// solutions of the image, and is undone by its inverse.
    #[test]
    fn transforms_preserve_the_solution_count(seed in any::<u64>(), which in 0usize..11) {
        let all = boards();
        let b = &all[which % all.len()];
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let t = Transform::random(b.geometry(), &mut rng);
        let image = t.apply(b);
        prop_assert_eq!(image.filled(), b.filled());
        prop_assert_eq!(t.invert(&image), b.clone());
        prop_assert_eq!(count_solutions(&image, 20), count_solutions(b, 20));
        if let Some(solution) = b.solve_unique() {
            let moved = t.apply(&solution);
            prop_assert!(moved.is_solved());
            prop_assert!(image.agrees_with(&moved));
        }
    }
}

#[test]
fn transforms_move_cells_and_relabel_digits() {
    let b = board(HARD);
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let images: Vec<Board> = (0..20)
        .map(|_| Transform::random(b.geometry(), &mut rng).apply(&b))
        .collect();
    for (i, image) in images.iter().enumerate() {
        assert_ne!(*image, b);
        assert!(images[i + 1..].iter().all(|other| other != image));
        // Relabelling keeps how often each digit is given, in some order.
        let counts = |x: &Board| {
            let mut n: Vec<usize> = (1..=9)
                .map(|d| x.values().iter().filter(|&&v| v == d).count())
                .collect();
            n.sort();
            n
        };
        assert_eq!(counts(image), counts(&b));
    }
}
