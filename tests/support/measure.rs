//! Runs the command-line binary and measures its peak memory: shared by the tests of bounded
//! input (`#[path]`-included, so cargo does not build it as a test of its own).
// Each test that includes it uses part of it.
#![allow(dead_code)]

use std::io::Read;
use std::process::{ChildStdin, Command, Output, Stdio};
use std::thread;

const BIN: &str = env!("CARGO_BIN_EXE_sudoku-stepper");

/// A finished child: its output and its peak resident memory.
pub struct Measured {
    pub output: Output,
    pub peak_bytes: u64,
}

/// Runs the binary with `feed` writing its stdin on a thread and stdout and stderr drained on
/// others, and reaps it with `wait4` to read its peak resident set size (`ru_maxrss`).
pub fn run_measured(args: &[&str], feed: impl FnOnce(ChildStdin) + Send + 'static) -> Measured {
    run_measured_to(args, Stdio::piped(), feed)
}

/// [`run_measured`] with stdout sent to `stdout` (a file keeps a large output out of this
/// process: the child's `ru_maxrss` counts this process's peak too, as Linux records the
/// memory a spawned child shared with its parent until its `exec`).
// The child is reaped by wait4, which clippy cannot see.
#[allow(clippy::zombie_processes)]
pub fn run_measured_to(
    args: &[&str],
    stdout: Stdio,
    feed: impl FnOnce(ChildStdin) + Send + 'static,
) -> Measured {
    let mut child = Command::new(BIN)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(stdout)
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let stdin = child.stdin.take().expect("piped");
    let feeder = thread::spawn(move || feed(stdin));
    let drain = |mut r: Box<dyn Read + Send>| {
        thread::spawn(move || {
            let mut v = Vec::new();
            r.read_to_end(&mut v).expect("the pipe reads");
            v
        })
    };
    let stdout = child.stdout.take().map(|out| drain(Box::new(out)));
    let stderr = drain(Box::new(child.stderr.take().expect("piped")));
    let mut status = 0;
    // SAFETY: rusage is plain data, and the pid is our own child, reaped here exactly once
    // (the std handle is never waited on).
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    let pid = child.id() as libc::pid_t;
    let reaped = unsafe { libc::wait4(pid, &mut status, 0, &mut usage) };
    assert_eq!(reaped, pid, "wait4: {}", std::io::Error::last_os_error());
    feeder.join().expect("the feeder ends");
    use std::os::unix::process::ExitStatusExt;
    Measured {
        output: Output {
            status: std::process::ExitStatus::from_raw(status),
            stdout: stdout.map_or_else(Vec::new, |s| s.join().expect("stdout drains")),
            stderr: stderr.join().expect("stderr drains"),
        },
        // Linux reports ru_maxrss in KiB.
        peak_bytes: usage.ru_maxrss as u64 * 1024,
    }
}
