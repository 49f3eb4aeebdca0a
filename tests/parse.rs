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

#[test]
fn a_token_that_is_not_a_puzzle_names_its_first_bad_character() {
    let e = Board::parse("hello").unwrap_err();
    assert_eq!(
        e,
        ParseError::BadSymbol {
            ch: 'h',
            position: 1
        }
    );
    assert_eq!(e.kind(), "bad_character");
    assert_eq!(
        e.to_string(),
        "bad character 'h' at position 1; use 1–9, A–G, 0 or . for cells"
    );
    let e = Board::parse("12x4").unwrap_err();
    assert_eq!(
        e,
        ParseError::BadSymbol {
            ch: 'x',
            position: 3
        }
    );
    // Only cell characters: the length is what is wrong.
    assert_eq!(
        Board::parse("12345").unwrap_err(),
        ParseError::WrongLength { got: 5 }
    );
}

const EASY: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

/// `EASY` as a grid with box separators, a title and a blank line.
fn easy_grid() -> String {
    let mut out = String::from("# easy\n\n");
    for r in 0..9 {
        if r > 0 && r % 3 == 0 {
            out.push_str("------+-------+------\n");
        }
        let row: Vec<String> = EASY.as_bytes()[r * 9..r * 9 + 9]
            .chunks(3)
            .map(|c| {
                c.iter()
                    .map(|&b| format!("{} ", b as char))
                    .collect::<String>()
            })
            .collect();
        out.push_str(row.join("| ").trim_end());
        out.push('\n');
    }
    out
}

#[test]
fn multi_line_grids_parse_to_the_same_board() {
    let grid = easy_grid();
    assert_eq!(Board::parse(&grid).unwrap().to_string(), EASY);
    // Plain lines, CRLF line ends, zeros for empty cells.
    let plain: String = (0..9)
        .map(|r| EASY[r * 9..r * 9 + 9].replace('.', "0") + "\r\n")
        .collect();
    assert_eq!(Board::parse(&plain).unwrap().to_string(), EASY);
    // 4×4 and 16×16.
    let four = Board::parse("1 2 | . .\n. . | 3 4\n--+--\n2 1 | 4 3\n4 3 | . .\n").unwrap();
    assert_eq!(four.to_string(), "12....34214343..");
    let sixteen_token = format!("123456789ABCDEFG{}", ".".repeat(240));
    let sixteen: String = sixteen_token
        .as_bytes()
        .chunks(16)
        .map(|c| format!("{}\n", String::from_utf8_lossy(c)))
        .collect();
    assert_eq!(Board::parse(&sixteen).unwrap().to_string(), sixteen_token);
    // One content line between separators is a one-line token.
    assert_eq!(
        Board::parse(&format!("---\n{EASY}\n---"))
            .unwrap()
            .to_string(),
        EASY
    );
}

#[test]
fn grid_errors_say_what_was_read_and_where() {
    let mut lines: Vec<String> = (0..9).map(|r| EASY[r * 9..r * 9 + 9].to_string()).collect();
    let text = |lines: &[String]| lines.join("\n");

    let mut short = lines.clone();
    short[2].pop();
    let e = Board::parse(&text(&short)).unwrap_err();
    assert_eq!(
        e,
        ParseError::GridLine {
            line: 3,
            got: 8,
            side: 9
        }
    );
    assert_eq!(e.kind(), "bad_grid");
    assert_eq!(
        e.to_string(),
        "line 3 of the grid has 8 cells; every line of a 9×9 grid needs 9"
    );

    let e = Board::parse(&text(&lines[..8])).unwrap_err();
    assert_eq!(e, ParseError::GridLines { lines: 8, side: 9 });
    assert_eq!(
        e.to_string(),
        "the grid has 8 lines of 9 cells; a 9×9 grid needs 9"
    );

    lines[1] = format!("{}|x{}", &lines[1][..3], &lines[1][4..]);
    let e = Board::parse(&format!("# title\n{}", text(&lines))).unwrap_err();
    assert_eq!(
        e,
        ParseError::BadGridCharacter {
            ch: 'x',
            line: 3,
            column: 5,
            at: CellName { row: 1, col: 3 },
            side: 9
        }
    );
    assert_eq!(e.kind(), "bad_character");
    assert_eq!(
        e.to_string(),
        "bad character 'x' at line 3, column 5 (r2c4)"
    );

    // Too large a digit for the size is a bad character in a grid too.
    let e = Board::parse("5...\n....\n....\n....").unwrap_err();
    assert!(
        matches!(
            e,
            ParseError::BadGridCharacter {
                ch: '5',
                line: 1,
                column: 1,
                ..
            }
        ),
        "{e:?}"
    );

    let e = Board::parse("12345\n123").unwrap_err();
    assert_eq!(e, ParseError::GridShape { lines: 2, first: 5 });
    assert_eq!(e.kind(), "bad_grid");
    // A first line that fits no size takes the size from the number of lines.
    let e = Board::parse("123\n....\n....\n....").unwrap_err();
    assert_eq!(
        e,
        ParseError::GridLine {
            line: 1,
            got: 3,
            side: 4
        }
    );
}

/// A board printed as a grid: each cell followed by a random run of spaces or `|`, a random
/// separator line now and then, `#` comments and blank lines.
fn as_grid(board: &Board, seps: &[u8]) -> String {
    let side = board.side();
    let mut seps = seps.iter().cycle();
    let mut out = String::from("# a grid\n");
    for r in 0..side {
        match seps.next().unwrap() % 5 {
            0 => out.push_str("---+---+---\n"),
            1 => out.push('\n'),
            2 => out.push_str("  ====  \n"),
            _ => {}
        }
        for c in 0..side {
            let ch = board.to_string().chars().nth(r * side + c).unwrap();
            let ch = if ch == '.' && seps.next().unwrap().is_multiple_of(2) {
                '0'
            } else {
                ch
            };
            out.push(ch);
            out.push_str(["", " ", " | ", "|", "\t", " + "][*seps.next().unwrap() as usize % 6]);
        }
        out.push_str(if seps.next().unwrap().is_multiple_of(2) {
            "\n"
        } else {
            "\r\n"
        });
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn boards_printed_as_grids_parse_back(
        side in prop_oneof![Just(4usize), Just(9), Just(16)],
        values in proptest::collection::vec(0u8..=16, 256),
        seps in proptest::collection::vec(any::<u8>(), 1..64),
    ) {
        let mut board = Board::empty(side).unwrap();
        for (cell, &v) in values.iter().take(side * side).enumerate() {
            board.set(cell, v % (side as u8 + 1));
        }
        let text = as_grid(&board, &seps);
        prop_assert_eq!(Board::parse_unchecked(&text).unwrap(), board, "{}", text);
    }

    #[test]
    fn arbitrary_lines_never_panic(
        lines in proptest::collection::vec(
            proptest::collection::vec(prop_oneof![Just('.'), Just('1'), Just('9'), Just('G'), Just('|'), Just('-'), Just(' '), Just('#'), Just('x'), Just('\r')], 0..20),
            0..20,
        ),
    ) {
        let text: Vec<String> = lines.into_iter().map(|l| l.into_iter().collect()).collect();
        let _ = Board::parse(&text.join("\n")).map(|b| b.to_string());
    }

    /// The quick one-pass check ahead of every search agrees with the pairwise scan on every
    /// size: no error exactly when no pair clashes, else the scan's first pair.
    #[test]
    fn the_conflict_check_reports_the_first_clashing_pair(
        box_side in 2usize..=4,
        givens in proptest::collection::vec((0usize..256, 1u8..=16), 0..40),
    ) {
        let side = box_side * box_side;
        let mut board = Board::empty(side).unwrap();
        for (cell, d) in givens {
            board.set(cell % (side * side), (d - 1) % side as u8 + 1);
        }
        let first = board.conflicts().into_iter().next();
        prop_assert_eq!(board.check_conflicts().err(), first);
    }

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

#[test]
fn garbage_in_a_grid_names_its_first_bad_character_before_the_shape() {
    let err = Board::parse("hello\nworld").unwrap_err();
    assert_eq!(
        err,
        ParseError::GridSymbol {
            ch: 'h',
            line: 1,
            column: 1
        }
    );
    assert_eq!(err.kind(), "bad_character");
    assert_eq!(
        err.to_string(),
        "bad character 'h' at line 1, column 1; use 1–9, A–G, 0 or . for cells"
    );
    // Lines before it are counted, comments and separators included.
    let err = Board::parse("# a comment\n123\n-+-\n45z").unwrap_err();
    assert_eq!(
        err,
        ParseError::GridSymbol {
            ch: 'z',
            line: 4,
            column: 3
        }
    );
}

/// What the page and the CLI get from a UTF-16 file read as UTF-8: a NUL beside every
/// character, and on the first line the byte-order mark decoded to two U+FFFD.
#[test]
fn utf16_text_is_named_as_such() {
    const HINT: &str =
        "the text looks like UTF-16 (a NUL byte beside each character): save it as UTF-8";
    let puzzle =
        "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
    let wide = |text: &str| text.chars().flat_map(|c| [c, '\0']).collect::<String>();
    let token = format!("\u{FFFD}\u{FFFD}{}", wide(puzzle));
    let e = Board::parse(&token).unwrap_err();
    // The NUL is named before the marks ahead of it.
    assert_eq!(
        e,
        ParseError::BadSymbol {
            ch: '\0',
            position: 4
        }
    );
    assert_eq!(
        e.to_string(),
        format!("bad character '\\u{{0}}' at position 4; {HINT}")
    );
    // Eight characters make 16 with their NULs: a 4×4 length, a bad cell.
    let e = Board::parse(&wide("1.3.2.4.")).unwrap_err();
    assert!(
        matches!(
            e,
            ParseError::BadCharacter {
                ch: '\0',
                cell: 1,
                ..
            }
        ),
        "{e:?}"
    );
    assert!(e.to_string().ends_with(HINT), "{e}");
    // A grid: every line has its NULs.
    let grid = (0..9)
        .map(|r| wide(&puzzle[r * 9..r * 9 + 9]))
        .collect::<Vec<_>>()
        .join("\n");
    let e = Board::parse(&format!("\u{FFFD}\u{FFFD}{grid}")).unwrap_err();
    assert!(
        matches!(
            e,
            ParseError::GridSymbol {
                ch: '\0',
                line: 1,
                column: 4
            }
        ),
        "{e:?}"
    );
    assert!(e.to_string().ends_with(HINT), "{e}");
    // Other bad characters keep their advice.
    assert!(Board::parse("x")
        .unwrap_err()
        .to_string()
        .ends_with("use 1–9, A–G, 0 or . for cells"));
}

#[test]
fn counts_of_one_are_singular() {
    assert_eq!(
        Board::parse("1").unwrap_err().to_string(),
        "the puzzle has 1 cell; expected 16 (4×4), 81 (9×9) or 256 (16×16)"
    );
    let e = Board::parse("1234\n1\n....\n....").unwrap_err();
    assert_eq!(
        e.to_string(),
        "line 2 of the grid has 1 cell; every line of a 4×4 grid needs 4"
    );
    let e = Board::parse("1\n1").unwrap_err();
    assert_eq!(e, ParseError::GridShape { lines: 2, first: 1 });
    assert_eq!(
        e.to_string(),
        "the grid has 2 lines, the first with 1 cell; a grid needs 4, 9 or 16 lines of as many cells"
    );
}
