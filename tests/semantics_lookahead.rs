//! `lookahead` filters candidates exactly as the candidate-filtering article's worked example
//! prints them.
// Native only: `wasm-pack test` builds every test target for wasm32, which has no puzzle files
// and no proptest here.
#![cfg(not(target_arch = "wasm32"))]

use sudoku_stepper::internal::lookahead_removals;
use sudoku_stepper::{Board, Candidates, Engine, Event, Stepper, Strategy};

/// The worked example of the candidate-filtering article, with the candidate lists it prints
/// after one filtering pass.
#[test]
fn lookahead_filters_like_the_article() {
    let puzzle =
        "043080250600000000000001094900004070000608000010200003820500000000000005034090710";
    let expected: [[&[u8]; 9]; 9] = [
        [&[1], &[4], &[3], &[9], &[8], &[6], &[2], &[5], &[6, 7]],
        [
            &[6],
            &[5, 7, 8, 9],
            &[5, 7, 8, 9],
            &[4],
            &[2, 4, 5],
            &[2, 5],
            &[1, 3, 8],
            &[3, 8],
            &[1, 7],
        ],
        [
            &[2],
            &[5, 8],
            &[5, 7, 8],
            &[3, 7],
            &[3, 5, 6],
            &[1],
            &[6, 8],
            &[9],
            &[4],
        ],
        [
            &[9],
            &[5, 6, 8],
            &[2, 5, 6, 8],
            &[1, 3],
            &[1, 3, 5],
            &[4],
            &[1, 5, 6, 8],
            &[7],
            &[8],
        ],
        [
            &[3],
            &[5, 7],
            &[2, 5, 7],
            &[6],
            &[1, 3, 5, 7],
            &[8],
            &[1, 4, 9],
            &[2, 4],
            &[1, 2, 9],
        ],
        [
            &[4],
            &[1],
            &[5, 6, 7, 8],
            &[2],
            &[5, 7],
            &[5, 7, 9],
            &[5, 6, 8, 9],
            &[6, 8],
            &[3],
        ],
        [
            &[8],
            &[2],
            &[1, 6, 9],
            &[5],
            &[1, 3, 4, 6, 7],
            &[3, 6, 7],
            &[3, 4, 6, 9],
            &[3, 4, 6],
            &[6, 9],
        ],
        [
            &[7],
            &[6, 9],
            &[1, 6, 9],
            &[1, 4],
            &[1, 2, 3, 4, 6],
            &[2, 3, 6],
            &[3, 4, 6, 8, 9],
            &[2, 3, 4, 6, 8],
            &[5],
        ],
        [&[5], &[3], &[4], &[8], &[9], &[2, 6], &[7], &[1], &[2, 6]],
    ];
    let board = Board::parse(puzzle).unwrap();
    let before = Candidates::new(&board);
    let removals = lookahead_removals(&before);
    let mut engine = Engine::new(&board, Strategy::Lookahead).unwrap();
    let first = engine.step();
    let removed: u32 = removals.iter().map(|&(_, m)| m.count_ones()).sum();
    assert_eq!(
        first,
        Event::Filter {
            removed: removed as u16
        }
    );
    assert_eq!(
        removed,
        185 - 140,
        "the article goes from 185 to 140 candidates"
    );
    for cell in 0..81 {
        let want = expected[cell / 9][cell % 9];
        if board.get(cell) != 0 {
            assert_eq!(want, &[board.get(cell)], "given at cell {cell}");
            continue;
        }
        let got: Vec<u8> = (1..=9)
            .filter(|&d| engine.candidates(cell) & (1 << (d - 1)) != 0)
            .collect();
        assert_eq!(
            got,
            want,
            "candidates of r{}c{}",
            cell / 9 + 1,
            cell % 9 + 1
        );
    }
}
