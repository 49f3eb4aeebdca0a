//! Pieces shared by the subcommands: reading puzzle files, turning errors and cells into JSON,
//! the strategy argument, and how a command stops.

/// Writes a line to standard error like `eprintln!`, which panics when it cannot (`2>/dev/full`:
/// exit status 101); a failed write is an I/O error like one to stdout, `Err(Stop)`.
macro_rules! note {
    ($($arg:tt)*) => {
        $crate::cli::note(format_args!($($arg)*))
    };
}

pub mod bench;
pub mod experiment;
pub mod generate;
pub mod interrupt;
pub mod parallel;
pub mod progress;
pub mod rate;
pub mod solve;
pub mod study;
pub mod trace;

use std::fs::File;
use std::io::{self, BufRead, BufReader, Write};
use std::os::fd::AsFd;
use std::path::Path;
use std::sync::atomic::Ordering;

use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
use serde_json::{json, Value};
use sudoku_stepper::lines::{Line, LineError, LineReader};
use sudoku_stepper::{CellName, Params, ParseError, Strategy};

/// Why a command ended before its normal end.
#[derive(Debug)]
pub enum Stop {
    /// Whoever read our output went away (as with `| head`): not worth a message.
    Closed,
    /// Something the user must hear about on stderr; exit status 1.
    Failed(String),
    /// Ctrl-C: the output ends at a whole line and the process dies of the signal.
    Interrupted,
}

impl Stop {
    /// Wraps an I/O error with what we were doing, keeping a closed pipe apart.
    pub fn io(what: impl std::fmt::Display, err: io::Error) -> Stop {
        // After Ctrl-C, a read fails on purpose (`interrupt::Input`).
        if interrupt::interrupted() {
            Stop::Interrupted
        } else if err.kind() == io::ErrorKind::BrokenPipe {
            Stop::Closed
        } else {
            Stop::Failed(format!("{what}: {err}"))
        }
    }
}

/// The line of [`note!`]: the standard error is not buffered, so it is out when this returns.
pub fn note(line: std::fmt::Arguments<'_>) -> Result<(), Stop> {
    writeln!(io::stderr().lock(), "{line}")
        .map_err(|e| Stop::io("cannot write to standard error", e))
}

/// Writes to stdout fail only when the reader is gone or the disk is full.
impl From<io::Error> for Stop {
    fn from(err: io::Error) -> Stop {
        Stop::io("cannot write the output", err)
    }
}

/// Standard output as a file of our own (a duplicate of descriptor 1), for every command's
/// output. `io::stdout()` treats a descriptor that cannot be written (`EBADF`: closed, or open
/// read-only) as a sink that swallows everything, and the runtime reopens a closed descriptor 1
/// on `/dev/null` before `main`: either way a command would do all its work and exit 0 with
/// nothing written. CONTRACT.md promises exit status 1 when the output cannot be written, so
/// the writes go through a plain file, whose errors reach the caller, and a descriptor that was
/// closed or is read-only is refused before any work.
pub fn stdout() -> Result<File, Stop> {
    let refuse = |why: &str| Stop::Failed(format!("cannot write the output: {why}"));
    if !start::STDOUT_WAS_OPEN.load(Ordering::Relaxed) {
        return Err(refuse("standard output is closed"));
    }
    if read_only_stdout() {
        return Err(refuse("standard output is open for reading only"));
    }
    io::stdout()
        .as_fd()
        .try_clone_to_owned()
        .map(File::from)
        .map_err(|e| refuse(&e.to_string()))
}

/// True when descriptor 1 is open for reading only, where the system says so (Linux's
/// `/proc`); elsewhere the first write fails instead.
fn read_only_stdout() -> bool {
    let Ok(info) = std::fs::read_to_string("/proc/self/fdinfo/1") else {
        return false;
    };
    info.lines()
        .find_map(|l| l.strip_prefix("flags:"))
        .and_then(|f| u32::from_str_radix(f.trim(), 8).ok())
        // The access mode in the low two bits: O_RDONLY is 0.
        .is_some_and(|flags| flags & 3 == 0)
}

/// Whether descriptors 0 and 1 were open when the process started. The Rust runtime reopens a
/// closed one on `/dev/null` before `main`, after which a closed output cannot be told from
/// `> /dev/null`, nor a closed input (`<&-`) from an empty one; a function in `.init_array`
/// runs before the runtime does and looks first.
mod start {
    use std::sync::atomic::{AtomicBool, Ordering};

    /// False when descriptor 0 was closed at start (Linux with `/proc` only).
    pub static STDIN_WAS_OPEN: AtomicBool = AtomicBool::new(true);
    /// False when descriptor 1 was closed at start (Linux with `/proc` only).
    pub static STDOUT_WAS_OPEN: AtomicBool = AtomicBool::new(true);

    #[cfg(target_os = "linux")]
    #[used]
    #[link_section = ".init_array"]
    static LOOK: extern "C" fn() = look;

    #[cfg(target_os = "linux")]
    extern "C" fn look() {
        // `/proc/self/fd` lists every open descriptor; std has no `fcntl`.
        let proc = std::path::Path::new("/proc/self/fd");
        if !proc.is_dir() {
            return;
        }
        for (fd, open) in [("0", &STDIN_WAS_OPEN), ("1", &STDOUT_WAS_OPEN)] {
            if std::fs::symlink_metadata(proc.join(fd)).is_err() {
                open.store(false, Ordering::Relaxed);
            }
        }
    }
}

/// How a command that ran to its end went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// Everything was fine: exit status 0.
    Ok,
    /// Some input line was not a valid puzzle, was too long or hit the step budget: exit
    /// status 3 (2 is clap's, for usage errors).
    BadInput,
}

/// The value parser of counts that must be at least 1 (`--limit`, `--max-steps`): clap's
/// ranged parser names a half-open range up to `u64::MAX` and then accepts `u64::MAX` itself.
pub fn at_least_one(text: &str) -> Result<u64, String> {
    match text.parse::<u64>() {
        Ok(0) => Err("must be at least 1".to_string()),
        Ok(n) => Ok(n),
        Err(_) => Err("expected a whole number, at least 1".to_string()),
    }
}

/// The `--strategy` value parser: the names come from [`Strategy::ALL`], so clap's error for an
/// unknown name and `--help` list exactly the strategies the library has.
pub fn strategy_parser() -> impl TypedValueParser<Value = Strategy> {
    let names = Strategy::ALL
        .iter()
        .map(|s| PossibleValue::new(s.name()).help(s.description()));
    PossibleValuesParser::new(names).map(|name| {
        name.parse::<Strategy>()
            .expect("clap only accepts names taken from Strategy::ALL")
    })
}

/// The `--param` value parser: one `key=value`. Its form is checked here; the key and value
/// against the strategy once every argument is read (`main`), both as usage errors.
pub fn param_pair(text: &str) -> Result<(String, String), String> {
    Params::pair(text).map_err(|e| e.to_string())
}

/// The `--param` pairs as [`Params`].
pub fn params_of(pairs: &[(String, String)]) -> Params {
    pairs
        .iter()
        .fold(Params::new(), |p, (k, v)| p.with(k.as_str(), v.as_str()))
}

/// Opens `path` for reading; `None` or `-` is stdin, refused when it was closed (`<&-`: else
/// it would read as empty and the command would answer nothing with exit status 0). Reads stop
/// at Ctrl-C.
pub fn open_input(path: Option<&Path>) -> Result<Box<dyn BufRead>, Stop> {
    match path {
        None => stdin(),
        Some(p) if p == Path::new("-") => stdin(),
        Some(p) => File::open(p)
            .map(|f| Box::new(interrupt::Input(BufReader::new(f))) as Box<dyn BufRead>)
            .map_err(|e| Stop::Failed(format!("cannot read {}: {e}", p.display()))),
    }
}

fn stdin() -> Result<Box<dyn BufRead>, Stop> {
    if !start::STDIN_WAS_OPEN.load(Ordering::Relaxed) {
        return Err(Stop::Failed(
            "cannot read stdin: standard input is closed".to_string(),
        ));
    }
    Ok(Box::new(interrupt::Input(io::stdin().lock())))
}

/// Calls `each` for every puzzle line of `reader` (blank lines and `#` comments skipped, a
/// byte-order mark at the start skipped, lines longer than 64 KiB reported as
/// [`Line::TooLong`] without being held), as CONTRACT.md says. Lines are read as bytes so that
/// a stray non-UTF-8 byte becomes a `bad_character` error on its line instead of ending the
/// whole run.
pub fn for_each_puzzle_line(
    reader: impl BufRead,
    source: &str,
    mut each: impl FnMut(Line<'_>) -> Result<(), Stop>,
) -> Result<(), Stop> {
    let mut lines = LineReader::new(reader);
    while let Some(line) = lines
        .next_line()
        .map_err(|e| Stop::io(format!("cannot read {source}"), e))?
    {
        interrupt::check()?;
        each(line)?;
    }
    Ok(())
}

/// A line's error as `{"kind", "message", ...}`: a parse error's positions, a too-long line's
/// `length`, or a budget's counters so far (`updates` too for `dlx`).
pub fn line_error_json(err: &LineError, strategy: Strategy) -> Value {
    let extra = match err {
        LineError::Parse(e) => return error_json(e),
        LineError::TooLong { length, .. } => json!({ "length": length }),
        LineError::Budget { counters: c, .. } => {
            let mut o = json!({
                "steps": c.steps,
                "solutions": c.solutions,
                "tries": c.tries,
                "backtracks": c.backtracks,
                "propagations": c.propagations,
                "max_depth": c.max_depth,
            });
            if strategy == Strategy::Dlx {
                o["updates"] = c.updates.into();
            }
            o
        }
        // A local search's own budget: the same kind as the step budget, with what it reached.
        LineError::GaveUp { counters: c } => json!({
            "gave_up": true,
            "steps": c.steps,
            "solutions": c.solutions,
            "tries": c.tries,
            "accepted": c.accepted,
            "restarts": c.restarts,
            "best_penalty": c.best_penalty,
        }),
        LineError::Params(e) => json!({ "key": e.key() }),
    };
    let mut out = json!({ "kind": err.kind(), "message": err.to_string() });
    if let (Value::Object(out), Value::Object(extra)) = (&mut out, extra) {
        out.extend(extra);
    }
    out
}

/// A cell as `{"cell": index, "name": "r3c4"}`.
pub fn cell_json(cell: usize, side: usize) -> Value {
    json!({ "cell": cell, "name": CellName::new(cell, side).to_string() })
}

/// A parse error as `{"kind", "message", ...positions}`.
pub fn error_json(err: &ParseError) -> Value {
    let mut out = json!({ "kind": err.kind(), "message": err.to_string() });
    let extra = match err {
        ParseError::WrongLength { got } => json!({ "got": got, "expected": [16, 81, 256] }),
        ParseError::BadCharacter { ch, cell, at, .. } => json!({
            "char": ch.to_string(),
            "cell": cell,
            "name": at.to_string(),
            "row": at.row + 1,
            "col": at.col + 1,
        }),
        ParseError::BadSymbol { ch, position } => {
            json!({ "char": ch.to_string(), "position": position })
        }
        ParseError::GridSymbol { ch, line, column } => {
            json!({ "char": ch.to_string(), "line": line, "column": column })
        }
        ParseError::BadGridCharacter {
            ch,
            line,
            column,
            at,
            ..
        } => json!({
            "char": ch.to_string(),
            "line": line,
            "column": column,
            "name": at.to_string(),
            "row": at.row + 1,
            "col": at.col + 1,
        }),
        ParseError::GridLine { line, got, side } => {
            json!({ "line": line, "got": got, "expected": side })
        }
        ParseError::GridLines { lines, side } => json!({ "lines": lines, "expected": side }),
        ParseError::GridShape { lines, first } => json!({ "lines": lines, "first": first }),
        ParseError::Conflict {
            a,
            b,
            digit,
            unit,
            side,
        } => json!({
            "a": cell_json(*a, *side),
            "b": cell_json(*b, *side),
            "digit": digit,
            "unit": unit.to_string(),
        }),
    };
    if let (Value::Object(out), Value::Object(extra)) = (&mut out, extra) {
        out.extend(extra);
    }
    out
}

/// Writes one JSON value as a line.
pub fn write_json_line(out: &mut impl Write, value: &Value) -> Result<(), Stop> {
    serde_json::to_writer(&mut *out, value).map_err(io::Error::from)?;
    out.write_all(b"\n")?;
    Ok(())
}
