//! The command line's line handling (`sudoku_stepper::lines`, what `sudoku-stepper solve` runs)
//! on arbitrary input: it never panics, gives one answer per line that is neither blank nor a
//! comment (checked against a plain split of the bytes), and echoes at most a short prefix of
//! a bad token. The first byte picks the line cap, small so that too-long lines are common.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sudoku_stepper::lines::{self, Line, LineError, LineReader, Settings, ECHO_CHARS};
use sudoku_stepper::parse::token;
use sudoku_stepper::Strategy;

/// What a line should give, from a plain split on `\n`.
#[derive(Debug, PartialEq)]
enum Expected {
    Puzzle(u64, String),
    TooLong(u64, u64),
}

fn expected(data: &[u8], cap: usize) -> Vec<Expected> {
    let mut out = Vec::new();
    if data.is_empty() {
        return out;
    }
    let mut pieces: Vec<&[u8]> = data.split(|&b| b == b'\n').collect();
    if data.ends_with(b"\n") {
        pieces.pop();
    }
    for (i, mut piece) in pieces.into_iter().enumerate() {
        if i == 0 {
            piece = piece.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(piece);
        }
        let length = piece.len() - usize::from(piece.ends_with(b"\r"));
        let number = i as u64 + 1;
        if length > cap {
            let head = String::from_utf8_lossy(&piece[..cap]);
            if !head.trim_start().starts_with('#') {
                out.push(Expected::TooLong(number, length as u64));
            }
            continue;
        }
        let text = String::from_utf8_lossy(piece);
        let text = text.trim_end_matches('\r');
        let content = text.trim_start();
        if !content.is_empty() && !content.starts_with('#') {
            out.push(Expected::Puzzle(number, text.to_string()));
        }
    }
    out
}

fuzz_target!(|data: &[u8]| {
    let Some((&first, data)) = data.split_first() else {
        return;
    };
    let cap = usize::from(first % 128) + 1;
    let settings = Settings {
        strategy: Strategy::ALL[usize::from(first >> 5) % Strategy::ALL.len()],
        limit: 2,
        max_steps: 500,
    };
    // A tiny buffer, so that lines, the BOM and `\r\n` are split across reads.
    let reader = std::io::BufReader::with_capacity(usize::from(first % 7) + 1, data);
    let mut lines = LineReader::with_cap(reader, cap);
    let mut got = Vec::new();
    while let Some(line) = lines.next_line().expect("reading a slice never fails") {
        let answer = lines::answer(&line, &settings);
        assert_eq!(answer.number, line.number());
        match (&line, &answer.result) {
            (Line::TooLong { length, .. }, Err(LineError::TooLong { length: l, cap: c })) => {
                assert_eq!((length, *c), (l, cap));
                got.push(Expected::TooLong(line.number(), *length));
            }
            (Line::Puzzle { text, .. }, result) => {
                assert!(!matches!(result, Err(LineError::TooLong { .. })));
                let tok = token(text);
                match result {
                    // A valid puzzle is echoed whole: exactly the token parsed.
                    Ok(_) | Err(LineError::Budget { .. }) => assert_eq!(answer.puzzle, tok),
                    // A bad one as a prefix of it.
                    _ => {
                        let shown = answer.puzzle.strip_suffix('…').unwrap_or(&answer.puzzle);
                        assert!(tok.starts_with(shown));
                    }
                }
                if let Ok(solved) = result {
                    assert!(solved.outcome.solutions <= settings.limit);
                    assert!(solved.outcome.counters.steps <= settings.max_steps);
                    if let Some(s) = &solved.outcome.solution {
                        assert!(s.is_solved());
                    }
                }
                got.push(Expected::Puzzle(line.number(), text.to_string()));
            }
            other => panic!("{other:?}"),
        }
        let bad = !matches!(answer.result, Ok(_) | Err(LineError::Budget { .. }));
        if bad {
            assert!(answer.puzzle.chars().count() <= ECHO_CHARS + 1);
        } else {
            assert!(answer.puzzle.chars().count() <= 256);
        }
    }
    assert_eq!(got, expected(data, cap));
});
