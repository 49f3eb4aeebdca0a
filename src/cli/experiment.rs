//! `sudoku-stepper experiment`: the DFS article's experiment (`sudoku_stepper::lab::experiment`):
//! its four grids with a number of holes blanked as its harness blanks them, each strategy run
//! on each board to its first solution, and the mean tries, steps and time per number of holes.

use std::io::{BufWriter, Write};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use serde_json::json;
use sudoku_stepper::lab::experiment::{self, Trial, CELLS};
use sudoku_stepper::lines::{counted, DEFAULT_MAX_STEPS};
use sudoku_stepper::split::{Batch, Done, Job, Plan};
use sudoku_stepper::{Board, Params, Strategy};

use super::parallel::{Flow, Threads};
use super::progress::Progress;
use super::{params_of, write_json_line, Status, Stop};

/// Arguments of `experiment`.
#[derive(Debug, clap::Args)]
pub struct ExperimentArgs {
    /// An exact strategy to run (repeatable; default: the article's two, `backtracking` and
    /// `sorted-cells`).
    #[arg(long = "strategy", short, value_parser = super::strategy_parser())]
    pub strategies: Vec<Strategy>,
    /// Numbers of holes, `FROM:TO:STEP` (both ends included) or one number.
    #[arg(long, default_value = "10:80:5", value_parser = holes_parser)]
    pub holes: Holes,
    /// A parameter given to every strategy, `key=value` (repeatable): `order=random` and
    /// `seed=N` shuffle the digits of `backtracking`, `sorted-cells`, `mrv` and `singles`.
    #[arg(long = "param", value_name = "KEY=VALUE", value_parser = super::param_pair)]
    pub params: Vec<(String, String)>,
    /// Give a board up after this many steps (events) of its search.
    #[arg(long, default_value_t = DEFAULT_MAX_STEPS, value_parser = super::at_least_one)]
    pub max_steps: u64,
    /// One JSON object per board (`grid` 1 to 4, in the article's order), then one per number
    /// of holes and strategy, instead of a table.
    #[arg(long)]
    pub json: bool,
    #[command(flatten)]
    pub threads: Threads,
}

/// A range of numbers of holes, both ends included.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Holes {
    from: usize,
    to: usize,
    step: usize,
}

impl Holes {
    fn iter(self) -> impl Iterator<Item = usize> {
        (self.from..=self.to).step_by(self.step)
    }
}

/// `FROM:TO:STEP` or `N`, within 0…81, `FROM ≤ TO`, `STEP ≥ 1`.
fn holes_parser(text: &str) -> Result<Holes, String> {
    let number = |s: &str| {
        s.trim()
            .parse::<usize>()
            .map_err(|_| format!("expected FROM:TO:STEP or one number of holes; got {text:?}"))
    };
    let parts: Vec<&str> = text.split(':').collect();
    let holes = match parts[..] {
        [n] => {
            let n = number(n)?;
            Holes {
                from: n,
                to: n,
                step: 1,
            }
        }
        [from, to, step] => Holes {
            from: number(from)?,
            to: number(to)?,
            step: number(step)?,
        },
        _ => {
            return Err(format!(
                "expected FROM:TO:STEP or one number of holes; got {text:?}"
            ))
        }
    };
    if holes.to > CELLS {
        return Err(format!(
            "a board has at most {CELLS} holes; got {}",
            holes.to
        ));
    }
    if holes.from > holes.to {
        return Err(format!("FROM must not exceed TO; got {text:?}"));
    }
    if holes.step == 0 {
        return Err("STEP must be at least 1".to_string());
    }
    Ok(holes)
}

impl ExperimentArgs {
    /// The strategies to run: those given, or the article's two.
    pub fn strategies(&self) -> Vec<Strategy> {
        if self.strategies.is_empty() {
            vec![Strategy::Backtracking, Strategy::SortedCells]
        } else {
            self.strategies.clone()
        }
    }

    /// Every strategy must be exact (a local search proves nothing and may never stop) and
    /// take every `--param`.
    pub fn check(&self) -> Result<(), String> {
        let params = params_of(&self.params);
        for s in self.strategies() {
            if !s.is_exact() {
                return Err(format!(
                    "{s} is a local search; the experiment runs exact strategies"
                ));
            }
            s.check_params(&params).map_err(|e| e.to_string())?;
        }
        Ok(())
    }
}

/// The means of one strategy over the boards of one number of holes.
#[derive(Default)]
struct Summary {
    boards: u64,
    solved: u64,
    tries: u64,
    steps: u64,
    micros: f64,
}

impl Summary {
    fn add(&mut self, trial: &Trial, micros: f64) {
        self.boards += 1;
        self.solved += u64::from(trial.solved);
        self.tries += trial.counters.tries;
        self.steps += trial.counters.steps;
        self.micros += micros;
    }

    fn mean(&self, total: f64) -> f64 {
        total / self.boards.max(1) as f64
    }
}

/// One board and strategy to run: the board's number of holes and grid (0 to 3), and the
/// strategy's column.
struct Item {
    holes: usize,
    grid: usize,
    board: Board,
    column: usize,
}

/// Jobs of a cut search per thread in a batch (once its first, smaller batches have shown how
/// long jobs are): the threads wait for a batch's slowest job (a few milliseconds) once per
/// this many.
const JOBS_PER_THREAD: usize = 64;

/// Runs the jobs of a cut search on the pool, in order: each one's result (`None` for one given
/// up because those before it ended the search), and the time of those not given up. Each
/// thread takes the next job in order (not a half of the list, as a parallel iterator splits
/// it): a job then starts once those before it have, so it mostly learns its exact budget from
/// them, and few jobs run past the search's end.
fn run_jobs(jobs: &[(Job, u64)], plan: Plan) -> (Vec<Option<Done>>, Duration) {
    let batch = Batch::new(jobs);
    let next = AtomicUsize::new(0);
    let ran: Mutex<Vec<(Option<Done>, Duration)>> =
        Mutex::new(vec![(None, Duration::ZERO); jobs.len()]);
    rayon::scope(|s| {
        for _ in 0..rayon::current_num_threads().min(jobs.len()) {
            s.spawn(|_| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= jobs.len() {
                    break;
                }
                let start = Instant::now();
                let done = batch.run(jobs, i, plan);
                ran.lock().expect("no job panics")[i] = (done, start.elapsed());
            });
        }
    });
    let ran = ran.into_inner().expect("no job panics");
    let time = ran
        .iter()
        .filter(|(d, _)| d.is_some())
        .map(|(_, t)| *t)
        .sum();
    (ran.into_iter().map(|(d, _)| d).collect(), time)
}

/// Runs the experiment and prints a row per number of holes (or JSON lines) as each is done.
pub fn run(args: &ExperimentArgs) -> Result<Status, Stop> {
    let strategies = args.strategies();
    let params = params_of(&args.params);
    let mut out = BufWriter::new(super::stdout()?);
    let pool = args.threads.pool()?;
    if !args.json {
        header(&mut out, &strategies, &params)?;
    }
    let mut progress = Progress::new(
        args.holes.iter().count() * experiment::GRIDS.len() * strategies.len(),
        "experiment",
    );
    let bar = progress.bar.clone();
    // Every board of every number of holes (at most 82 × 4), then each with every strategy.
    let boards = args
        .holes
        .iter()
        .map(|holes| experiment::boards(holes).map(|b| (holes, b)))
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| Stop::Failed(e.to_string()))?;
    let columns = strategies.len();
    let items = boards.iter().flat_map(|(holes, boards)| {
        boards.iter().enumerate().flat_map(move |(grid, board)| {
            (0..columns).map(move |column| Item {
                holes: *holes,
                grid,
                board: board.clone(),
                column,
            })
        })
    });
    let mut status = Status::Ok;
    let mut summaries: Vec<Summary> = strategies.iter().map(|_| Summary::default()).collect();
    let jobs_per_batch = JOBS_PER_THREAD * pool.threads();
    let cut = pool.threads() > 1;
    pool.ordered(
        items,
        |item| {
            // A long search is cut into jobs on every core (`split`); its time is what one
            // core would take: the time outside the jobs plus each job's own. On one thread
            // it runs whole: cutting it would only cost its jobs' starts.
            let start = Instant::now();
            let (mut in_batches, mut in_jobs) = (Duration::ZERO, Duration::ZERO);
            let strategy = strategies[item.column];
            if !cut {
                let trial = experiment::run(&item.board, strategy, &params, args.max_steps);
                return (item, trial, start.elapsed().as_nanos() as f64 / 1000.0);
            }
            let trial = experiment::run_cut(
                &item.board,
                strategy,
                &params,
                args.max_steps,
                jobs_per_batch,
                |jobs, plan| {
                    let batch = Instant::now();
                    let (done, time) = run_jobs(jobs, plan);
                    in_batches += batch.elapsed();
                    in_jobs += time;
                    done
                },
            );
            let time = start.elapsed().saturating_sub(in_batches) + in_jobs;
            (item, trial, time.as_nanos() as f64 / 1000.0)
        },
        || progress.tick(),
        |(item, trial, micros)| {
            let trial = trial.map_err(|e| Stop::Failed(e.to_string()))?;
            let (holes, grid, strategy) = (item.holes, item.grid, strategies[item.column]);
            summaries[item.column].add(&trial, micros);
            if !trial.solved {
                status = Status::BadInput;
                bar.suspend(|| {
                    note!(
                        "holes {holes}, grid {}, {strategy}: gave up after {} (--max-steps)",
                        grid + 1,
                        counted(trial.counters.steps, "step")
                    )
                })?;
            }
            if args.json {
                let mut o = json!({
                    "holes": holes,
                    "grid": grid + 1,
                    "puzzle": item.board.to_string(),
                    "strategy": strategy.name(),
                    "tries": trial.counters.tries,
                    "steps": trial.counters.steps,
                    "micros": micros,
                    "solved": trial.solved,
                });
                if !params.is_empty() {
                    o["params"] = params.to_string().into();
                }
                write_json_line(&mut out, &o)?;
            }
            // The last board and strategy of a number of holes: its row.
            if grid + 1 == experiment::GRIDS.len() && item.column + 1 == strategies.len() {
                let summaries = std::mem::replace(
                    &mut summaries,
                    strategies.iter().map(|_| Summary::default()).collect(),
                );
                row(&mut out, args.json, holes, &strategies, &summaries)?;
                out.flush()?;
            }
            Ok(Flow::More)
        },
    )?;
    bar.finish_and_clear();
    if !args.json && status != Status::Ok {
        writeln!(
            out,
            "* some board gave up at --max-steps; its counters so far are in the mean"
        )?;
    }
    out.flush()?;
    Ok(status)
}

/// The summaries of one number of holes: a JSON line per strategy, or a table row.
fn row(
    out: &mut impl Write,
    json: bool,
    holes: usize,
    strategies: &[Strategy],
    summaries: &[Summary],
) -> Result<(), Stop> {
    if json {
        for (strategy, s) in strategies.iter().zip(summaries) {
            let o = json!({
                "holes": holes,
                "strategy": strategy.name(),
                "boards": s.boards,
                "solved": s.solved,
                "mean_tries": s.mean(s.tries as f64),
                "mean_steps": s.mean(s.steps as f64),
                "mean_micros": s.mean(s.micros),
            });
            write_json_line(out, &o)?;
        }
    } else {
        write!(out, "{holes:>5}")?;
        for s in summaries {
            let ms = s.mean(s.micros) / 1000.0;
            let mark = if s.solved < s.boards { "*" } else { " " };
            write!(out, "  {:>14.1}{mark}{ms:>12.3}", s.mean(s.tries as f64))?;
        }
        writeln!(out)?;
    }
    Ok(())
}

/// What the table shows, and a column pair (mean tries, mean ms) per strategy.
fn header(out: &mut impl Write, strategies: &[Strategy], params: &Params) -> Result<(), Stop> {
    writeln!(
        out,
        "The DFS article's experiment: its 4 grids with N holes (Python random.seed(0), then randrange(81) until N cells are blank), each strategy to its first solution; means over the 4 boards"
    )?;
    if !params.is_empty() {
        writeln!(out, "parameters: {params}")?;
    }
    write!(out, "{:>5}", "")?;
    for s in strategies {
        write!(out, "  {:>27}", s.name())?;
    }
    writeln!(out)?;
    write!(out, "{:>5}", "holes")?;
    for _ in strategies {
        write!(out, "  {:>14} {:>12}", "mean tries", "mean ms")?;
    }
    writeln!(out)?;
    Ok(())
}
