//! The plain model of the CLI's line handling that both the property tests (`tests/lines.rs`)
//! and the fuzz target (`fuzz/fuzz_targets/cli_lines.rs`) check `sudoku_stepper::lines`
//! against: split the bytes on `\n`, nothing bounded, nothing clever.

/// What a line should give, from a plain split of the bytes on `\n`.
#[derive(Debug, PartialEq)]
pub enum Expected {
    /// A line to read as a puzzle: its 1-based number and its text.
    Puzzle(u64, String),
    /// A line over the cap: its number and its length in bytes.
    TooLong(u64, u64),
}

/// What each line of `data` should give with a cap of `cap` bytes a line.
pub fn expected(data: &[u8], cap: usize) -> Vec<Expected> {
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
