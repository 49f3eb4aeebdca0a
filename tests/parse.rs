//! Parsing: every error kind with its positions, formatting round trips, and arbitrary input
//! never panics.
// Native only: `wasm-pack test` builds every test target for wasm32, which has no puzzle files
// and no proptest here.
#![cfg(not(target_arch = "wasm32"))]

use proptest::prelude::*;
use sudoku_stepper::{Board, CellName, ParseError, Unit};

#[test]
fn wrong_length_reports_what_it_got() {
    for (text, got) in [
        ("", 0),
        ("123", 3),
        (&".".repeat(80)[..], 80),
        (&".".repeat(82)[..], 82),
    ] {
        let e = Board::parse(text).unwrap_err();
        assert_eq!(e, ParseError::WrongLength { got });
        assert_eq!(e.kind(), "wrong_length");
        assert!(e.to_string().contains(&format!("{got} cells")), "{e}");
        assert!(e
            .to_string()
            .contains("expected 16 (4×4), 81 (9×9) or 256 (16×16)"));
    }
}

#[test]
fn bad_character_names_the_character_and_the_cell() {
    let mut text: Vec<char> = ".".repeat(81).chars().collect();
    text[12] = 'x';
    let e = Board::parse(&text.iter().collect::<String>()).unwrap_err();
    assert_eq!(
        e,
        ParseError::BadCharacter {
            ch: 'x',
            cell: 12,
            at: CellName { row: 1, col: 3 },
            side: 9
        }
    );
    assert_eq!(e.kind(), "bad_character");
    assert_eq!(
        e.to_string(),
        "bad character 'x' at r2c4 (cell 12); use 1–9 or . for empty"
    );
    // A digit too large for the size is a bad character too.
    let e = Board::parse("5...............").unwrap_err();
    assert!(
        matches!(
            e,
            ParseError::BadCharacter {
                ch: '5',
                cell: 0,
                ..
            }
        ),
        "{e:?}"
    );
    let e = Board::parse(&format!("G{}", ".".repeat(80))).unwrap_err();
    assert!(matches!(e, ParseError::BadCharacter { ch: 'G', .. }));
    // A-G are fine on 16×16, in either case.
    let b = Board::parse(&format!("aG{}", ".".repeat(254))).unwrap();
    assert_eq!((b.get(0), b.get(1)), (10, 16));
}

#[test]
fn conflicts_name_both_cells_and_the_unit() {
    let row = format!("55{}", ".".repeat(79));
    let e = Board::parse(&row).unwrap_err();
    assert_eq!(
        e,
        ParseError::Conflict {
            a: 0,
            b: 1,
            digit: 5,
            unit: Unit::Row(0),
            side: 9
        }
    );
    assert_eq!(e.to_string(), "cells r1c1 and r1c2 both hold 5 (row 1)");
    assert_eq!(e.kind(), "conflict");
    let mut col: Vec<char> = ".".repeat(81).chars().collect();
    col[8] = '7';
    col[80] = '7';
    let e = Board::parse(&col.iter().collect::<String>()).unwrap_err();
    assert_eq!(e.to_string(), "cells r1c9 and r9c9 both hold 7 (column 9)");
    let mut bx: Vec<char> = ".".repeat(81).chars().collect();
    bx[30] = '3';
    bx[50] = '3';
    let e = Board::parse(&bx.iter().collect::<String>()).unwrap_err();
    assert_eq!(e.to_string(), "cells r4c4 and r6c6 both hold 3 (box 5)");
    // The page shows all of them: parse_unchecked keeps the board.
    let both = format!("55.5{}", ".".repeat(77));
    assert_eq!(Board::parse_unchecked(&both).unwrap().conflicts().len(), 3);
}

#[test]
fn trailing_fields_are_ignored_and_formatting_round_trips() {
    let p = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    for line in [
        p.to_string(),
        format!("{p}:1:whatever"),
        format!("{p}\tlabel"),
        format!("  {p} tail"),
    ] {
        assert_eq!(Board::parse(&line).unwrap().to_string(), p);
    }
    let zeros = p.replace('.', "0");
    assert_eq!(Board::parse(&zeros).unwrap().to_string(), p);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn arbitrary_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..300)) {
        let text = String::from_utf8_lossy(&bytes);
        let _ = Board::parse(&text).map(|b| b.to_string());
    }

    #[test]
    fn near_valid_text_never_panics(
        len in prop_oneof![Just(16usize), Just(81), Just(256), 0usize..300],
        chars in proptest::collection::vec(prop_oneof![Just('.'), Just('0'), Just('1'), Just('9'), Just('A'), Just('g'), Just('H'), Just('é'), Just(':')], 300),
    ) {
        let text: String = chars.into_iter().take(len).collect();
        if let Ok(b) = Board::parse(&text) {
            prop_assert!(b.conflicts().is_empty());
            prop_assert_eq!(Board::parse(&b.to_string()).unwrap(), b);
        }
    }
}
