//! The command line's line handling (`sudoku_stepper::lines`) on stable Rust: the invariants
//! the `cli_lines` fuzz target checks, as property tests, and the edge cases of issue 7.
// Native only: the module reads std::io streams.
#![cfg(not(target_arch = "wasm32"))]

use std::io::{BufReader, Read};

use proptest::prelude::*;
use proptest::strategy::Strategy as PropStrategy;
use sudoku_stepper::lines::{
    self, echo, Line, LineError, LineReader, Settings, ECHO_CHARS, MAX_LINE_BYTES,
};
use sudoku_stepper::parse::token;
use sudoku_stepper::{Params, Strategy};

#[path = "oracle/lines.rs"]
mod oracle;
use oracle::{expected, Expected};

fn read_all(data: &[u8], cap: usize, buffer: usize) -> Vec<Expected> {
    let mut reader = LineReader::with_cap(BufReader::with_capacity(buffer, data), cap);
    let mut got = Vec::new();
    while let Some(line) = reader.next_line().unwrap() {
        got.push(match line {
            Line::Puzzle { number, text } => Expected::Puzzle(number, text.to_string()),
            Line::TooLong { number, length, .. } => Expected::TooLong(number, length),
        });
    }
    got
}

/// Bytes that look like puzzle files: puzzle characters, separators, line ends, a BOM, `#`
/// and a few non-UTF-8 bytes.
fn file_bytes() -> impl PropStrategy<Value = Vec<u8>> {
    let piece = prop_oneof![
        4 => proptest::sample::select(b"123456789.0ABCDEFGx".to_vec()).prop_map(|b| vec![b]),
        2 => proptest::sample::select(vec![
            b"\n".to_vec(),
            b"\r\n".to_vec(),
            b"\r".to_vec(),
            b" ".to_vec(),
            b"\t".to_vec(),
            b":".to_vec(),
            b"#".to_vec(),
            b"\xEF\xBB\xBF".to_vec(),
            b"\xFF".to_vec(),
            "é".as_bytes().to_vec(),
            b"1234341221434321".to_vec(),
        ]),
    ];
    proptest::collection::vec(piece, 0..200).prop_map(|v| v.concat())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(500))]

    /// One line out per line in that is neither blank nor a comment, whatever the cap and
    /// however the reads cut the input.
    #[test]
    fn lines_match_a_plain_split(data in file_bytes(), cap in 1usize..40, buffer in 1usize..9) {
        prop_assert_eq!(read_all(&data, cap, buffer), expected(&data, cap));
    }

    /// Every answer echoes the token parsed: whole when it is a puzzle, else at most
    /// ECHO_CHARS characters and `…`.
    #[test]
    fn answers_echo_a_bounded_prefix_of_the_token(data in file_bytes(), cap in 1usize..300) {
        let settings = Settings {
            strategy: Strategy::Singles,
            params: Params::new(),
            limit: 2,
            max_steps: 300,
        };
        let mut reader = LineReader::with_cap(&data[..], cap);
        while let Some(line) = reader.next_line().unwrap() {
            let answer = lines::answer(&line, &settings);
            match (&line, &answer.result) {
                (Line::TooLong { .. }, r) => {
                    let too_long = matches!(r, Err(LineError::TooLong { .. }));
                    prop_assert!(too_long);
                    prop_assert!(answer.puzzle.chars().count() <= ECHO_CHARS + 1);
                }
                (Line::Puzzle { text, .. }, Ok(_) | Err(LineError::Budget { .. })) => {
                    prop_assert_eq!(&answer.puzzle, token(text));
                }
                (Line::Puzzle { text, .. }, _) => {
                    prop_assert!(answer.puzzle.chars().count() <= ECHO_CHARS + 1);
                    let shown = answer.puzzle.strip_suffix('…').unwrap_or(&answer.puzzle);
                    prop_assert!(token(text).starts_with(shown));
                }
            }
        }
    }
}

/// A reader that hands out one byte per read, like a slow pipe.
struct Trickle<'a>(&'a [u8]);

impl Read for Trickle<'_> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        match (self.0.split_first(), buf.is_empty()) {
            (Some((&b, rest)), false) => {
                buf[0] = b;
                self.0 = rest;
                Ok(1)
            }
            _ => Ok(0),
        }
    }
}

#[test]
fn a_bom_split_across_reads_is_skipped() {
    let data = "\u{feff}1234341221434321\r\n# c\n\n2143341212344321";
    let mut reader = LineReader::new(BufReader::with_capacity(1, Trickle(data.as_bytes())));
    let mut got = Vec::new();
    while let Some(line) = reader.next_line().unwrap() {
        if let Line::Puzzle { number, text } = line {
            got.push((number, text.to_string()));
        }
    }
    assert_eq!(
        got,
        [
            (1, "1234341221434321".to_string()),
            (4, "2143341212344321".to_string())
        ]
    );
}

#[test]
fn a_bom_after_the_first_line_is_not_skipped() {
    let data = "1234341221434321\n\u{feff}1234341221434321\n";
    let got = read_all(data.as_bytes(), MAX_LINE_BYTES, 8192);
    assert_eq!(
        got[1],
        Expected::Puzzle(2, "\u{feff}1234341221434321".to_string())
    );
}

#[test]
fn lines_at_and_over_the_cap() {
    let at = "1".repeat(MAX_LINE_BYTES);
    let over = "2".repeat(MAX_LINE_BYTES + 1);
    let data = format!("{at}\r\n{over}\r\n{over}");
    let got = read_all(data.as_bytes(), MAX_LINE_BYTES, 8192);
    assert_eq!(
        got,
        [
            Expected::Puzzle(1, at),
            Expected::TooLong(2, MAX_LINE_BYTES as u64 + 1),
            Expected::TooLong(3, MAX_LINE_BYTES as u64 + 1),
        ]
    );
}

#[test]
fn echo_cuts_at_a_character_boundary() {
    assert_eq!(echo("abc"), "abc");
    let long = "é".repeat(ECHO_CHARS + 1);
    let shown = echo(&long);
    assert_eq!(shown.chars().count(), ECHO_CHARS + 1);
    assert!(shown.ends_with('…'));
    assert_eq!(echo(&"é".repeat(ECHO_CHARS)), "é".repeat(ECHO_CHARS));
}

#[test]
fn a_too_long_line_echoes_its_token_cut() {
    let data = format!("  {}", "x".repeat(MAX_LINE_BYTES * 3));
    let mut reader = LineReader::new(data.as_bytes());
    let line = reader.next_line().unwrap().unwrap();
    assert_eq!(line.echo(), format!("{}…", "x".repeat(ECHO_CHARS)));
    // With a small cap the head is shorter than an echo: still marked as cut.
    let mut reader = LineReader::with_cap(data.as_bytes(), 10);
    let line = reader.next_line().unwrap().unwrap();
    assert_eq!(line.echo(), "xxxxxxxx…");
}
