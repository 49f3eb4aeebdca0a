//! The progress bar of the long commands (`bench`, `experiment`) on stderr.

use std::io::{self, IsTerminal};
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

/// A bar that stays hidden until the work has taken a second, and appears only on a terminal:
/// short runs and redirected output stay clean.
pub struct Progress {
    /// The bar, hidden until shown.
    pub bar: ProgressBar,
    start: Instant,
    shown: bool,
}

impl Progress {
    /// A bar of `len` ticks labelled `label`.
    pub fn new(len: usize, label: &str) -> Progress {
        let bar = ProgressBar::with_draw_target(Some(len as u64), ProgressDrawTarget::hidden());
        let style = ProgressStyle::with_template("{msg} {wide_bar} {pos}/{len} ({eta} left)")
            .unwrap_or_else(|_| ProgressStyle::default_bar());
        bar.set_style(style);
        bar.set_message(label.to_string());
        Progress {
            bar,
            start: Instant::now(),
            shown: false,
        }
    }

    /// One more done; shows the bar once a second has passed, on a terminal.
    pub fn tick(&mut self) {
        self.bar.inc(1);
        if !self.shown && self.start.elapsed() > Duration::from_secs(1) {
            self.shown = true;
            if io::stderr().is_terminal() {
                self.bar.set_draw_target(ProgressDrawTarget::stderr());
            }
        }
    }
}
