//! The batch commands' work on every core (`--threads`): items are read in order on the calling
//! thread, worked on by a rayon pool, and handed back in their input order through a bounded
//! reorder buffer, so that the output is the same for every number of threads and still
//! streams (a row is written as soon as every row before it is).

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;

use rayon::{ThreadPool, ThreadPoolBuilder};

use super::{interrupt, Stop};

/// Most threads `--threads` takes: more would only cost memory on any machine this runs on.
pub const MAX_THREADS: u64 = 1024;

/// Items in flight (being worked on, or done and waiting for an earlier one) per thread: enough
/// that a thread rarely waits for a slow item ahead of it, few enough that the buffer stays
/// small (64 KiB lines: at most a few MB).
const WINDOW_PER_THREAD: usize = 32;

/// The `--threads` option the batch commands share.
#[derive(Debug, Clone, Copy, clap::Args)]
pub struct Threads {
    /// Threads to work on (default: one per core). The output is the same for every number of
    /// threads; only measured times differ.
    #[arg(long = "threads", value_name = "N", value_parser = threads_parser)]
    pub threads: Option<usize>,
}

/// The variable rayon reads for its number of threads, checked here like `--threads`: rayon
/// would start as many as it says (100,000 threads: minutes and hundreds of MB before any work).
const ENV_THREADS: &str = "RAYON_NUM_THREADS";

/// `--threads`: a whole number from 1 to [`MAX_THREADS`].
fn threads_parser(text: &str) -> Result<usize, String> {
    match text.parse::<u64>() {
        Ok(n @ 1..=MAX_THREADS) => Ok(n as usize),
        _ => Err(format!("expected a whole number from 1 to {MAX_THREADS}")),
    }
}

/// What the consumer of [`Pool::ordered`] wants next.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Flow {
    /// More items, please.
    More,
    /// Enough: the items not yet handed over are dropped (and not worked on if not started).
    Done,
}

/// A rayon pool of the asked number of threads.
pub struct Pool {
    pool: ThreadPool,
}

impl Threads {
    /// The number of threads: `--threads`, else `RAYON_NUM_THREADS`, else one per core (at most
    /// [`MAX_THREADS`]).
    ///
    /// # Errors
    ///
    /// A `RAYON_NUM_THREADS` that `--threads` would refuse, as a usage error's message.
    pub fn count(&self) -> Result<usize, String> {
        if let Some(n) = self.threads {
            return Ok(n);
        }
        match std::env::var_os(ENV_THREADS) {
            Some(value) => {
                let text = value.to_string_lossy();
                threads_parser(&text)
                    .map_err(|e| format!("invalid value '{text}' for {ENV_THREADS}: {e}"))
            }
            None => Ok(std::thread::available_parallelism()
                .map_or(1, |n| n.get())
                .min(MAX_THREADS as usize)),
        }
    }

    /// The pool of [`Threads::count`] threads (`main` has checked `RAYON_NUM_THREADS`).
    pub fn pool(&self) -> Result<Pool, Stop> {
        ThreadPoolBuilder::new()
            .num_threads(self.count().map_err(Stop::Failed)?)
            .thread_name(|i| format!("sudoku-stepper-{i}"))
            .build()
            .map(|pool| Pool { pool })
            .map_err(|e| Stop::Failed(format!("cannot start the threads: {e}")))
    }
}

impl Pool {
    /// Threads in the pool.
    pub fn threads(&self) -> usize {
        self.pool.current_num_threads()
    }

    /// Runs `work` on every item of `items` on the pool and calls `take` with the results in
    /// the order of `items`, each as soon as the results before it are in. `done` is called
    /// as each item finishes, in whatever order they finish (a progress bar's tick). At most
    /// [`WINDOW_PER_THREAD`] items per thread are taken from `items` ahead of the one `take`
    /// waits for, so memory is bounded however long `items` is, and `items` is read on this
    /// thread (stdin's lock stays here) one item at a time, as its results are written.
    ///
    /// An error from `take`, or [`Flow::Done`], stops the reading and the items not started.
    pub fn ordered<T, R>(
        &self,
        items: impl Iterator<Item = T>,
        work: impl Fn(T) -> R + Sync,
        mut done: impl FnMut() + Send,
        mut take: impl FnMut(R) -> Result<Flow, Stop> + Send,
    ) -> Result<(), Stop>
    where
        T: Send,
        R: Send,
    {
        let window = WINDOW_PER_THREAD * self.threads();
        let stop = AtomicBool::new(false);
        let (results, finished) = mpsc::channel::<(usize, R)>();
        // A token per item that may be in flight: the reader takes one before each item, the
        // writer gives it back once the item's result has left the reorder buffer.
        let (give_back, tokens) = mpsc::sync_channel::<()>(window);
        for _ in 0..window {
            give_back
                .send(())
                .expect("the channel holds one token per place");
        }
        std::thread::scope(|threads| {
            let stop = &stop;
            let writer = threads.spawn(move || {
                let mut waiting: BTreeMap<usize, R> = BTreeMap::new();
                let mut next = 0;
                let outcome = (|| {
                    // Ends when every sender is gone: the reader and every item's job.
                    for (index, result) in finished.iter() {
                        done();
                        waiting.insert(index, result);
                        while let Some(result) = waiting.remove(&next) {
                            next += 1;
                            // Ctrl-C: the results written so far end at a whole line.
                            interrupt::check()?;
                            if take(result)? == Flow::Done {
                                return Ok(());
                            }
                            // The reader may have finished and dropped its end: nothing to do.
                            let _ = give_back.send(());
                        }
                    }
                    Ok(())
                })();
                // Whatever ended it, the items not started are not worth starting.
                stop.store(true, Ordering::Relaxed);
                outcome
            });
            let work = &work;
            self.pool.in_place_scope(|scope| {
                for (index, item) in items.enumerate() {
                    // No token: the writer has ended (an error or enough items).
                    if tokens.recv().is_err() || stop.load(Ordering::Relaxed) {
                        break;
                    }
                    let results = results.clone();
                    scope.spawn(move |_| {
                        if !stop.load(Ordering::Relaxed) {
                            // The writer may have ended: then nobody wants the result.
                            let _ = results.send((index, work(item)));
                        }
                    });
                }
                drop(results);
            });
            writer
                .join()
                .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
        })
    }
}
