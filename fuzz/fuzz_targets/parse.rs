//! The parser on arbitrary bytes (read as UTF-8, lossy): it never panics, and a board it
//! accepts prints back as one line that parses to the same board.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sudoku_stepper::parse::token;
use sudoku_stepper::Board;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let unchecked = Board::parse_unchecked(&text);
    match Board::parse(&text) {
        Ok(board) => {
            assert_eq!(unchecked.as_ref().ok(), Some(&board));
            assert!(board.check_conflicts().is_ok());
            let printed = board.to_string();
            assert_eq!(printed.chars().count(), board.geometry().cells);
            assert_eq!(
                Board::parse(&printed).ok(),
                Some(board.clone()),
                "{printed}"
            );
            assert_eq!(Board::parse_token(&printed).ok(), Some(board));
        }
        Err(e) => {
            // Every error has a kind and a message.
            assert!(!e.kind().is_empty());
            assert!(!e.to_string().is_empty());
        }
    }
    // The one-line reading of the CLI: the token is what was parsed, and a board parsed from a
    // token has exactly as many cells as the token has characters.
    let tok = token(&text);
    assert!(!tok.contains([' ', '\t', ':', '\r']));
    assert_eq!(token(tok), tok);
    if let Ok(board) = Board::parse_token(&text) {
        assert_eq!(tok.chars().count(), board.geometry().cells);
        assert_eq!(Board::parse_token(tok).ok(), Some(board.clone()));
    }
});
