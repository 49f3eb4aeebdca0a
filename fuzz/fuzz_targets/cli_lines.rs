//! The command line's line handling (`sudoku_stepper::lines`, what `sudoku-stepper solve` runs)
//! on arbitrary input: it never panics, gives one answer per line that is neither blank nor a
//! comment (checked against a plain split of the bytes), and echoes at most a short prefix of
//! a bad token. The first byte picks the line cap, small so that too-long lines are common.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sudoku_stepper::lines::{self, Line, LineError, LineReader, Settings, ECHO_CHARS};
use sudoku_stepper::parse::token;
use sudoku_stepper::{Params, Strategy};

#[path = "../../tests/oracle/lines.rs"]
mod oracle;
use oracle::{expected, Expected};

fuzz_target!(|data: &[u8]| {
    let Some((&first, data)) = data.split_first() else {
        return;
    };
    let cap = usize::from(first % 128) + 1;
    let settings = Settings {
        strategy: Strategy::ALL[usize::from(first >> 5) % Strategy::ALL.len()],
        params: Params::new(),
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
                    Ok(_) | Err(LineError::Budget { .. } | LineError::GaveUp { .. }) => {
                        assert_eq!(answer.puzzle, tok)
                    }
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
        let bad = !matches!(
            answer.result,
            Ok(_) | Err(LineError::Budget { .. } | LineError::GaveUp { .. })
        );
        if bad {
            assert!(answer.puzzle.chars().count() <= ECHO_CHARS + 1);
        } else {
            assert!(answer.puzzle.chars().count() <= 256);
        }
    }
    assert_eq!(got, expected(data, cap));
});
