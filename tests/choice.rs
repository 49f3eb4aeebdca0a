//! The reasons a search gives for its decisions (src/choice.rs) against a brute recount: on
//! random puzzles, every select of `mrv`, `singles` and `lookahead` names the fewest
//! candidates over all empty cells and the exact number of ties, `dlx`'s the fewest options
//! over its open columns; and what a search says it tries next is what it tries next.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::*;
use proptest::prelude::*;
use sudoku_stepper::{Board, Choice, Engine, Event, History, Params, Stepper, Strategy};

/// Steps `h` up to `steps` times, calling `check` before each step with the history and the
/// event that led there.
fn walk(h: &mut History<Engine>, steps: u64, mut check: impl FnMut(&History<Engine>, &Event)) {
    for _ in 0..steps {
        if h.current().is_done() {
            break;
        }
        let ev = h.step();
        check(h, &ev);
    }
}

/// The candidate counts of the empty cells now, by cell, counted from the machine's candidates.
fn counts(m: &Engine) -> Vec<Option<u32>> {
    (0..m.values().len())
        .map(|x| (m.values()[x] == 0).then(|| m.candidates(x).count_ones()))
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]

    /// At each select of the strategies that pick the fewest candidates, the reported count is
    /// the chosen cell's, no empty cell has fewer, `ties` others have as many and none of them
    /// comes before it in row order; at every other event there is no choice to report.
    #[test]
    fn fewest_candidates_are_recounted(
        seed in any::<u64>(),
        holes in 50usize..64,
        strategy in proptest::sample::select(vec![Strategy::Mrv, Strategy::Singles, Strategy::Lookahead]),
    ) {
        let board = Board::parse(&cut(&random_solved(3, seed), holes, seed)).unwrap();
        let mut h = History::new(Engine::new(&board, strategy).unwrap());
        let mut selects = 0;
        walk(&mut h, 3_000, |h, ev| {
            let choice = h.current().choice();
            let Event::Select { cell, candidates, .. } = *ev else {
                assert_eq!(choice, None, "{ev:?}");
                return;
            };
            selects += 1;
            let counts = counts(h.current());
            let cell = usize::from(cell);
            let count = counts[cell].expect("the chosen cell is empty");
            assert_eq!(count, candidates.count_ones());
            let min = counts.iter().flatten().min().copied();
            assert_eq!(min, Some(count), "no empty cell has fewer");
            let ties = counts.iter().enumerate().filter(|&(x, &n)| x != cell && n == Some(count)).count();
            assert!(counts[..cell].iter().all(|&n| n != Some(count)), "first in row order");
            assert_eq!(choice, Some(Choice::FewestCandidates { count: count as u8, ties: ties as u16 }));
        });
        // Singles alone may solve a puzzle: then there is no select to check.
        prop_assert!(selects > 0 || strategy != Strategy::Mrv);
    }

    /// `dlx`'s choice: the count is the chosen column's, and against the column sizes one step
    /// earlier (before the column was covered), the fewest over the open columns with `ties`
    /// others at that size.
    #[test]
    fn dlx_fewest_options_are_recounted(seed in any::<u64>(), holes in 40usize..64) {
        let board = Board::parse(&cut(&random_solved(3, seed), holes, seed)).unwrap();
        let mut h = History::new(Engine::new(&board, Strategy::Dlx).unwrap());
        let mut before = Vec::new();
        let sizes = |h: &History<Engine>| match h.current() {
            Engine::Dlx(d) => d.column_sizes().to_vec(),
            _ => unreachable!(),
        };
        before.clone_from(&sizes(&h));
        walk(&mut h, 2_000, |h, ev| {
            let choice = h.current().choice();
            let count = match *ev {
                Event::Select { candidates, .. } => candidates.count_ones(),
                Event::SelectPlace { places, .. } => places.count_ones(),
                _ => {
                    assert_eq!(choice, None, "{ev:?}");
                    before.clone_from(&sizes(h));
                    return;
                }
            };
            let open: Vec<u32> = before.iter().filter(|&&s| s & 0x80 == 0).map(|&s| u32::from(s)).collect();
            assert_eq!(open.iter().min().copied(), Some(count));
            let ties = open.iter().filter(|&&s| s == count).count() - 1;
            assert_eq!(choice, Some(Choice::FewestOptions { count: count as u8, ties: ties as u16 }));
            before.clone_from(&sizes(h));
        });
    }

    /// What every depth-first strategy and `dlx` says it tries next (after a select, a
    /// backtrack or a conflict) is the cell and digit of the try that follows, with digits in a
    /// random order too; the static orders report their order as the reason of every select.
    #[test]
    fn next_try_is_the_next_try(
        seed in any::<u64>(),
        holes in 30usize..50,
        strategy in proptest::sample::select(vec![
            Strategy::BruteForce, Strategy::Backtracking, Strategy::SortedCells, Strategy::Mrv,
            Strategy::Singles, Strategy::Lookahead, Strategy::Dlx,
        ]),
        random in any::<bool>(),
    ) {
        let board = Board::parse(&cut(&random_solved(3, seed), holes, seed)).unwrap();
        let params = if random && strategy.params().len() > 1 {
            Params::parse(&format!("order=random seed={}", seed % 1000)).unwrap()
        } else {
            Params::parse("").unwrap()
        };
        let mut h = History::new(Engine::with_params(&board, strategy, &params).unwrap());
        let mut promised = None;
        let mut tries = 0;
        walk(&mut h, 3_000, |h, ev| {
            if let Event::Try { cell, digit, .. } = *ev {
                assert_eq!(promised, Some((cell, digit)));
                tries += 1;
            }
            if matches!(ev, Event::Select { .. }) {
                let expected = match strategy {
                    Strategy::BruteForce | Strategy::Backtracking => Some(Choice::RowOrder),
                    Strategy::SortedCells => Some(Choice::SortedOrder),
                    _ => None,
                };
                if expected.is_some() {
                    assert_eq!(h.current().choice(), expected);
                }
            }
            promised = h.current().next_try();
        });
        // Only the strategies that propagate can solve a puzzle without a try.
        prop_assert!(tries > 0 || matches!(strategy, Strategy::Singles | Strategy::Lookahead));
    }
}
