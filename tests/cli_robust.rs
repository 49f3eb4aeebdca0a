//! The command line never panics and says what went wrong (issue 41): a failed write to stderr
//! is exit status 1 like one to stdout; `--help` and `--version` check their output; a closed
//! stdin is an error; `bench` times every readable file; `RAYON_NUM_THREADS` is checked like
//! `--threads`; Ctrl-C leaves whole lines (and a whole `study --json` object); UTF-16 input and
//! counts of one get messages that say what is meant.
// The binary, processes and signals exist only natively; `wasm-pack test` must skip this file.
#![cfg(not(target_arch = "wasm32"))]

use std::fs::OpenOptions;
use std::io::{BufRead, BufReader, Read, Write};
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::path::PathBuf;
use std::process::{Child, Command, Output, Stdio};

mod common;

use common::{json_lines, run_cli, run_cli_without_input as run, stderr};

const BIN: &str = env!("CARGO_BIN_EXE_sudoku-stepper");
const HARD20: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/puzzles/hard20.txt");
const MAGICTOUR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/puzzles/magictour_top1465.txt");
/// Needs guessing: a few hundred events even for `singles`.
const HARD: &str =
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
const UTF16: &str =
    "the text looks like UTF-16 (a NUL byte beside each character): save it as UTF-8";

fn temp_path(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name)
}

fn dev_full() -> Stdio {
    OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .expect("Linux has /dev/full")
        .into()
}

/// `BIN args` run by `sh -c` after `redirect` (`>&-`, `<&-`, `2>/dev/full`).
fn run_redirected(redirect: &str, args: &[&str]) -> Output {
    let mut shell = vec!["-c".to_string(), format!(r#"exec "$0" "$@" {redirect}"#)];
    shell.push(BIN.into());
    shell.extend(args.iter().map(|a| a.to_string()));
    Command::new("sh").args(&shell).output().unwrap()
}

/// Asserts that `out` exited with `code` and that its stderr says `says`; `what` names the case.
fn assert_exit(out: &Output, code: i32, says: &str, what: &str) {
    assert_eq!(out.status.code(), Some(code), "{what}: {}", stderr(out));
    assert!(stderr(out).contains(says), "{what}: {}", stderr(out));
}

/// Every command that writes to stderr while it works or as it ends, as issue 41 found them:
/// each panicked (exit status 101) when stderr could not be written.
#[test]
fn a_full_stderr_is_exit_status_1_never_a_panic() {
    let bad = temp_path("robust-bad-line.txt");
    std::fs::write(&bad, format!("xx\n{HARD}\n")).unwrap();
    let bad = bad.display().to_string();
    let cases: [&[&str]; 6] = [
        &["generate", "--count", "1"],
        &["bench", &bad],
        &["trace", "--max-steps", "2", HARD],
        &[
            "experiment",
            "--holes",
            "50",
            "--strategy",
            "mrv",
            "--max-steps",
            "1",
        ],
        &[
            "generate",
            "--size",
            "4",
            "--seed",
            "1",
            "--difficulty",
            "hard",
            "--attempts",
            "5",
        ],
        &["solve", "/no/such/file"],
    ];
    for args in cases {
        let out = Command::new(BIN)
            .args(args)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(dev_full())
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(1), "{args:?}");
    }
    // Usage errors are clap's, which ignores a failed write: still 2.
    let out = run_redirected("2>/dev/full", &["solve", "--limit", "0"]);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn help_and_version_to_a_closed_or_full_stdout_are_exit_status_1() {
    for args in [&["--help"][..], &["--version"], &["solve", "--help"]] {
        let out = run_redirected(">&-", args);
        assert_exit(
            &out,
            1,
            "cannot write the output: standard output is closed",
            &format!("{args:?} >&-"),
        );
        let out = Command::new(BIN)
            .args(args)
            .stdout(dev_full())
            .output()
            .unwrap();
        assert_exit(
            &out,
            1,
            "No space left on device",
            &format!("{args:?} >/dev/full"),
        );
        // A pipe is still a fine place for them.
        let out = run(args);
        assert_eq!(out.status.code(), Some(0), "{args:?}");
        assert!(!out.stdout.is_empty());
    }
}

/// `solve <&-`: the runtime reopened descriptor 0 on /dev/null, so it read nothing and exited 0.
#[test]
fn a_closed_stdin_is_an_error() {
    for args in [&["solve"][..], &["rate"], &["solve", "-"]] {
        let out = run_redirected("<&-", args);
        assert_exit(
            &out,
            1,
            "cannot read stdin: standard input is closed",
            &format!("{args:?}"),
        );
    }
    // An empty one is not.
    assert_eq!(run_cli(&["solve"], "").status.code(), Some(0));
}

#[test]
fn bench_times_every_readable_file_and_names_the_others() {
    let dir = temp_path("robust-a-directory");
    std::fs::create_dir_all(&dir).unwrap();
    let dir = dir.display().to_string();
    let out = run(&["bench", &dir, HARD20, "/no/such/file"]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    let table = String::from_utf8(out.stdout.clone()).unwrap();
    assert!(
        table.lines().any(|l| l.starts_with(HARD20)),
        "the second file was not timed: {table}"
    );
    let message = stderr(&out);
    assert!(
        message.contains(&format!("bench: cannot read {dir}: ")),
        "{message}"
    );
    assert!(
        message.contains("bench: cannot read /no/such/file: "),
        "{message}"
    );
    assert!(
        message.contains("sudoku-stepper: 2 of 3 files could not be read"),
        "{message}"
    );
    // With --json, the one object still has the readable file.
    let out = run(&["bench", "--json", &dir, HARD20]);
    assert_eq!(out.status.code(), Some(1));
    let value: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(value["files"].as_array().unwrap().len(), 1);
    assert_eq!(value["files"][0]["puzzles"], 20);
}

fn with_env_threads(value: &str, args: &[&str]) -> Output {
    Command::new(BIN)
        .args(args)
        .env("RAYON_NUM_THREADS", value)
        .stdin(Stdio::null())
        .output()
        .unwrap()
}

/// 100,000 made `generate` start as many threads and print nothing for minutes.
#[test]
fn rayon_num_threads_is_bounded_like_threads() {
    let generate = ["generate", "--seed", "1", "--count", "2"];
    for value in ["100000", "1025", "0", "two", ""] {
        for args in [&generate[..], &["rate"], &["bench", HARD20]] {
            let out = with_env_threads(value, args);
            assert_eq!(out.status.code(), Some(2), "{value:?} {args:?}");
            assert!(out.stdout.is_empty());
            assert!(
                stderr(&out).contains(&format!(
                    "invalid value '{value}' for RAYON_NUM_THREADS: expected a whole number from 1 to 1024"
                )),
                "{}",
                stderr(&out)
            );
        }
    }
    let one = run(&["generate", "--seed", "1", "--count", "2", "--threads", "1"]);
    for value in ["1", "3", "1024"] {
        let out = with_env_threads(value, &generate);
        assert_eq!(out.status.code(), Some(0), "{value}: {}", stderr(&out));
        assert_eq!(out.stdout, one.stdout);
    }
    // `--threads` wins, and commands without threads do not look.
    let out = with_env_threads(
        "100000",
        &["generate", "--seed", "1", "--count", "2", "--threads", "2"],
    );
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(out.stdout, one.stdout);
    assert_eq!(
        with_env_threads("100000", &["solve"]).status.code(),
        Some(0)
    );
}

/// UTF-16 text read as UTF-8: a NUL beside every character, and on the first line the
/// byte-order mark (which decodes to two U+FFFD).
#[test]
fn utf16_input_says_so_on_every_line() {
    let text = format!("{HARD}\n{HARD}\n");
    let little: Vec<u8> = [0xFF, 0xFE]
        .into_iter()
        .chain(text.encode_utf16().flat_map(u16::to_le_bytes))
        .collect();
    let big: Vec<u8> = text.encode_utf16().flat_map(u16::to_be_bytes).collect();
    for bytes in [little, big] {
        let path = temp_path("robust-utf16.txt");
        std::fs::write(&path, &bytes).unwrap();
        let out = run(&["solve", path.to_str().unwrap()]);
        assert_eq!(out.status.code(), Some(3));
        let lines = json_lines(&out);
        assert!(lines.len() >= 2, "{lines:?}");
        for line in lines {
            let message = line["error"]["message"].as_str().unwrap();
            assert!(message.ends_with(UTF16), "{message}");
            assert_eq!(line["error"]["char"], "\u{0}");
        }
    }
}

/// Counts of one in messages: "1 cell", not "1 cells".
#[test]
fn counts_of_one_are_singular() {
    let one = |args: &[&str], input: &str| {
        let out = run_cli(args, input);
        format!("{}{}", String::from_utf8_lossy(&out.stdout), stderr(&out))
    };
    let said = one(&["solve"], "1\n");
    assert!(
        said.contains("the puzzle has 1 cell; expected 16"),
        "{said}"
    );
    let said = one(&["solve", "--max-steps", "1"], &format!("{HARD}\n"));
    assert!(
        said.contains("gave up after 1 step (--max-steps) with 0 solutions found"),
        "{said}"
    );
    let said = one(&["trace", "--max-steps", "1", HARD], "");
    assert!(
        said.contains("trace: stopped after 1 step without finishing"),
        "{said}"
    );
    let said = one(&["bench", "--limit", "1", HARD20], "");
    assert!(
        said.contains("strategy fast, up to 1 solution per puzzle"),
        "{said}"
    );
    let said = one(
        &[
            "experiment",
            "--holes",
            "50",
            "--strategy",
            "mrv",
            "--max-steps",
            "1",
        ],
        "",
    );
    assert!(
        said.contains(": gave up after 1 step (--max-steps)"),
        "{said}"
    );
    let said = one(
        &[
            "generate",
            "--size",
            "4",
            "--seed",
            "1",
            "--difficulty",
            "hard",
            "--attempts",
            "1",
        ],
        "",
    );
    assert!(
        said.contains("no hard 4×4 puzzle among the 1 seed from 1 (--attempts)"),
        "{said}"
    );
}

/// `--attempts 5` from two seeds below the top: the seeds ran out, not the attempts.
#[test]
fn generate_says_when_the_seeds_ran_out_before_the_attempts() {
    let out = run(&[
        "generate",
        "--seed",
        "18446744073709551614",
        "--difficulty",
        "fiendish",
        "--attempts",
        "5",
    ]);
    assert_eq!(out.status.code(), Some(1));
    let message = stderr(&out);
    assert!(
        message.contains(
            "no fiendish 9×9 puzzle among the 2 seeds from 18446744073709551614: the seeds ran \
             out at the largest, 18446744073709551615, before --attempts 5"
        ),
        "{message}"
    );
}

/// The command, with SIGINT's default action: a test run from a script's `&` inherits it
/// ignored, which the command keeps (`an_ignored_sigint_stays_ignored`).
fn interruptible(args: &[&str]) -> Command {
    let mut command = Command::new(BIN);
    command.args(args);
    // SAFETY: `signal` is async-signal-safe, as the child's side of a fork needs.
    unsafe {
        command.pre_exec(|| {
            libc::signal(libc::SIGINT, libc::SIG_DFL);
            Ok(())
        });
    }
    command
}

/// Sends SIGINT to `child`.
fn interrupt(child: &Child) {
    let pid = libc::pid_t::try_from(child.id()).unwrap();
    // SAFETY: kill has no memory preconditions; the pid is our own child's, not yet waited for.
    assert_eq!(unsafe { libc::kill(pid, libc::SIGINT) }, 0);
}

/// Starts `args` with stdout piped, waits for its first bytes (mid-output: the buffer's first
/// flush ends wherever it was full), sends SIGINT and returns the whole output and how it ended.
fn interrupted_mid_output(args: &[&str]) -> (Vec<u8>, std::process::ExitStatus) {
    let mut child = interruptible(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdout = child.stdout.take().unwrap();
    let mut output = vec![0; 1];
    stdout.read_exact(&mut output).unwrap();
    interrupt(&child);
    stdout.read_to_end(&mut output).unwrap();
    (output, child.wait().unwrap())
}

#[test]
fn sigint_leaves_whole_json_lines_and_dies_of_the_signal() {
    // Far more work than the test waits for: 40 times the hardest file.
    let big = temp_path("robust-big.txt");
    let text = std::fs::read_to_string(MAGICTOUR).unwrap();
    std::fs::write(&big, text.repeat(40)).unwrap();
    let (output, status) = interrupted_mid_output(&["rate", big.to_str().unwrap()]);
    assert_eq!(status.signal(), Some(libc::SIGINT), "{status:?}");
    let output = String::from_utf8(output).unwrap();
    assert!(output.ends_with('\n'), "cut inside a line: {output:?}");
    assert!(output.lines().count() < 40 * 1465, "it was interrupted");
    for line in output.lines() {
        serde_json::from_str::<serde_json::Value>(line).unwrap_or_else(|e| panic!("{e}: {line}"));
    }
}

#[test]
fn sigint_still_closes_the_study_json_object() {
    let (output, status) =
        interrupted_mid_output(&["study", "shoot-and-go", "--runs", "20000", "--json"]);
    assert_eq!(status.signal(), Some(libc::SIGINT), "{status:?}");
    let value: serde_json::Value = serde_json::from_slice(&output)
        .unwrap_or_else(|e| panic!("{e}: {}", String::from_utf8_lossy(&output)));
    assert_eq!(value["runs"], 20000);
    assert!(
        value["settings"].as_array().unwrap().len() < 18,
        "it was interrupted"
    );
}

/// A command waiting for the next line of its input stops at Ctrl-C too (the read is not
/// restarted), after the answers so far.
#[test]
fn sigint_stops_a_solve_waiting_for_input() {
    let mut child = interruptible(&["solve"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    writeln!(stdin, "{HARD}").unwrap();
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    let mut answer = String::new();
    stdout.read_line(&mut answer).unwrap();
    assert!(answer.contains("\"solution\":\""), "{answer}");
    interrupt(&child);
    let status = child.wait().unwrap();
    assert_eq!(status.signal(), Some(libc::SIGINT), "{status:?}");
    drop(stdin);
}

/// A SIGINT ignored when the command starts (`nohup`, `&` in a script) stays ignored.
#[test]
fn an_ignored_sigint_stays_ignored() {
    let mut child = Command::new("sh")
        .args(["-c", r#"trap '' INT; exec "$0" solve"#, BIN])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    let mut answer = String::new();
    // Its first answer: `sh` has become the command.
    writeln!(stdin, "{HARD}").unwrap();
    stdout.read_line(&mut answer).unwrap();
    interrupt(&child);
    // An ignored signal is dropped when sent: the command still answers, and ends at the
    // end of its input.
    writeln!(stdin, "{HARD}").unwrap();
    answer.clear();
    stdout.read_line(&mut answer).unwrap();
    assert!(answer.contains("\"solution\":\""), "{answer}");
    drop(stdin);
    assert_eq!(child.wait().unwrap().code(), Some(0));
}
