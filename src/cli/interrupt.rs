//! Ctrl-C (SIGINT). Killed at once, a command would leave its output cut wherever its buffer
//! last filled, inside a JSON object; caught, it sets a flag that the commands look at between
//! items (lines, events, rows), so they stop at a whole line, close `study --json`'s object,
//! and then die of the signal as if it had not been caught (the shell sees 130). A second
//! Ctrl-C a second or more after the first kills at once, for an item that takes long (one
//! 10⁹-step search); one sooner is the same press (`timeout -s INT` sends the signal to the
//! command and again to its process group).

use std::io::{self, BufRead, Read};
use std::sync::atomic::{AtomicU64, Ordering};

use super::Stop;

/// When the first Ctrl-C came, in milliseconds of the monotonic clock plus 1; 0 before it.
static FIRST: AtomicU64 = AtomicU64::new(0);

/// A second Ctrl-C at least this long after the first kills at once.
const AGAIN_MS: u64 = 1000;

/// Milliseconds of the monotonic clock, plus 1 so that none is 0 (`clock_gettime` may be
/// called in a signal handler).
fn now_ms() -> u64 {
    // SAFETY: `clock_gettime` writes the zeroed `timespec` it is given.
    let t = unsafe {
        let mut t: libc::timespec = std::mem::zeroed();
        libc::clock_gettime(libc::CLOCK_MONOTONIC, &mut t);
        t
    };
    (t.tv_sec as u64) * 1000 + (t.tv_nsec as u64) / 1_000_000 + 1
}

extern "C" fn on_interrupt(_: libc::c_int) {
    // Only atomics and async-signal-safe calls: a handler may take no lock.
    let now = now_ms();
    if let Err(first) = FIRST.compare_exchange(0, now, Ordering::Relaxed, Ordering::Relaxed) {
        if now.saturating_sub(first) >= AGAIN_MS {
            die();
        }
    }
}

/// Installs the handler, without `SA_RESTART`, so that a read waiting for a line of a terminal
/// returns [`io::ErrorKind::Interrupted`] and [`Input`] can stop it; unless SIGINT is ignored
/// (`nohup`, a shell's `&` without job control), which stays so.
pub fn catch() {
    // SAFETY: a zeroed `sigaction` is a valid value (empty mask, no flags); the handler makes
    // only async-signal-safe calls.
    unsafe {
        let mut before: libc::sigaction = std::mem::zeroed();
        libc::sigaction(libc::SIGINT, std::ptr::null(), &mut before);
        if before.sa_sigaction == libc::SIG_IGN {
            return;
        }
        let mut action: libc::sigaction = std::mem::zeroed();
        action.sa_sigaction = on_interrupt as extern "C" fn(libc::c_int) as libc::sighandler_t;
        libc::sigemptyset(&mut action.sa_mask);
        libc::sigaction(libc::SIGINT, &action, std::ptr::null_mut());
    }
}

/// Whether Ctrl-C was pressed.
pub fn interrupted() -> bool {
    FIRST.load(Ordering::Relaxed) != 0
}

/// [`Stop::Interrupted`] once Ctrl-C was pressed: called between items.
pub fn check() -> Result<(), Stop> {
    if interrupted() {
        Err(Stop::Interrupted)
    } else {
        Ok(())
    }
}

/// Ends the process by SIGINT with its default action, as an uncaught Ctrl-C would have (only
/// async-signal-safe calls: the handler calls it).
pub fn die() -> ! {
    // SAFETY: resetting a signal's action and raising it have no preconditions.
    unsafe {
        libc::signal(libc::SIGINT, libc::SIG_DFL);
        libc::raise(libc::SIGINT);
    }
    // Only if SIGINT is blocked: the shell's status for it.
    // SAFETY: `_exit` ends the process without running anything of it.
    unsafe { libc::_exit(130) }
}

/// An input whose reads fail once Ctrl-C was pressed: [`LineReader`] retries an interrupted
/// read, so without this a command waiting for a terminal's next line would not stop.
///
/// [`LineReader`]: sudoku_stepper::lines::LineReader
pub struct Input<R>(pub R);

fn refuse() -> io::Error {
    io::Error::other("interrupted")
}

impl<R: Read> Read for Input<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        if interrupted() {
            return Err(refuse());
        }
        self.0.read(buf)
    }
}

impl<R: BufRead> BufRead for Input<R> {
    fn fill_buf(&mut self) -> io::Result<&[u8]> {
        if interrupted() {
            return Err(refuse());
        }
        self.0.fill_buf()
    }

    fn consume(&mut self, amount: usize) {
        self.0.consume(amount);
    }
}
