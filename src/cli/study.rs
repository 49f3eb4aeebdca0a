//! `sudoku-stepper study`: many seeded runs of a local search per parameter setting, as the
//! paper's parameter tables were made, printed beside the paper's figures. Single-threaded and
//! bounded: every run stops at its step budget.

use std::io::{self, Write};

use serde_json::{json, Value};
use sudoku_stepper::{Board, Engine, Event, Params, Stepper, Strategy};

use super::{Status, Stop};

/// The project's easy preset ("A classic easy puzzle" in `puzzles/presets.txt`): the paper does
/// not print the 9×9 board of its annealing table.
pub const EASY_PRESET: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

/// The paper's 4×4 board of its shoot-and-go tables (three solutions; any ends a run).
pub const PAPER_4X4: &str = ".3.....3.412....";

/// The paper's annealing table: T0, Q, Mez, mean steps in Python, mean steps in C++.
const PAPER_ANNEALING: [(&str, &str, &str, u64, u64); 11] = [
    ("80", "0.9", "30", 6000, 1_525_941),
    ("40", "0.9", "30", 4140, 2_316_701),
    ("20", "0.9", "30", 3752, 400_269),
    ("120", "0.9", "30", 7177, 1_476_392),
    ("200", "0.9", "30", 10321, 876_392),
    ("80", "0.9", "20", 5630, 904_333),
    ("80", "0.9", "10", 5382, 4_671_017),
    ("80", "0.9", "60", 8234, 4_547_235),
    ("80", "0.9", "180", 58467, 1_104_567),
    ("80", "0.899", "30", 5752, 1_419_230),
    ("80", "0.999", "30", 357_266, 1_123_363),
];

/// The paper's shoot-and-go tables: hmax, then mean tries with cmeth 1 and with cmeth 2.
const PAPER_SHOOT: [(&str, u64, u64); 9] = [
    ("1", 24061, 4550),
    ("2", 6320, 3602),
    ("3", 4797, 5258),
    ("4", 6619, 5393),
    ("5", 7576, 9145),
    ("6", 8019, 9608),
    ("7", 10428, 10244),
    ("10", 14734, 14517),
    ("15", 26832, 25257),
];

/// Arguments of `study`.
#[derive(Debug, clap::Args)]
pub struct StudyArgs {
    /// The local search to study.
    #[arg(value_parser = ["annealing", "shoot-and-go"])]
    pub strategy: String,
    /// The puzzle (default: the project's easy 9×9 preset for annealing, whose board the paper
    /// does not give, and the paper's 4×4 board `.3.....3.412....` for shoot-and-go).
    #[arg(long, value_parser = board_parser)]
    pub board: Option<String>,
    /// Seeded runs per setting, seeds 0, 1, … (default 30 for annealing, 500 for shoot-and-go:
    /// each study then takes about ten and two seconds).
    #[arg(long, value_parser = super::at_least_one)]
    pub runs: Option<u64>,
    /// Values of a parameter, `key=v1,v2,…` (repeatable): one setting per combination. Without
    /// any, the paper's settings.
    #[arg(long = "param", value_name = "KEY=V1,V2,…", value_parser = values_parser)]
    pub params: Vec<(String, Vec<String>)>,
    /// Print one JSON object instead of a table.
    #[arg(long)]
    pub json: bool,
}

/// Checks the puzzle here, so that a bad one is a usage error; kept as text (a board is
/// larger than every other argument together).
fn board_parser(text: &str) -> Result<String, String> {
    Board::parse(text)
        .map(|_| text.to_string())
        .map_err(|e| e.to_string())
}

fn values_parser(text: &str) -> Result<(String, Vec<String>), String> {
    let (key, values) =
        Params::pair(text).map_err(|e| format!("{e} (values separated by commas)"))?;
    let values: Vec<String> = values.split(',').map(|v| v.trim().to_string()).collect();
    if values.iter().any(String::is_empty) {
        return Err(format!("expected key=v1,v2,…; got {text:?}"));
    }
    Ok((key, values))
}

/// The paper's figures for one setting.
#[derive(Clone, Copy)]
enum Paper {
    Annealing { python: u64, cpp: u64 },
    Shoot { tries: u64 },
}

/// One setting to run: its parameters and the paper's figures for it, when it has some.
struct Setting {
    params: Params,
    paper: Option<Paper>,
}

impl StudyArgs {
    fn strategy(&self) -> Strategy {
        // clap accepted one of the two names above.
        self.strategy.parse().unwrap_or(Strategy::Annealing)
    }

    fn board(&self) -> Board {
        let default = match self.strategy() {
            Strategy::ShootAndGo => PAPER_4X4,
            _ => EASY_PRESET,
        };
        // `board_parser` let through only text that parses.
        self.board
            .as_deref()
            .and_then(|text| Board::parse(text).ok())
            .or_else(|| Board::parse(default).ok())
            .unwrap_or_else(|| Board::empty(9).expect("9 is a supported side"))
    }

    fn runs(&self) -> u64 {
        self.runs.unwrap_or(match self.strategy() {
            Strategy::ShootAndGo => 500,
            _ => 30,
        })
    }

    /// The settings to run: the cartesian product of `--param` values (in the order given, the
    /// last key varying fastest), or the paper's settings. The paper's figures go beside a
    /// setting only on the paper's board.
    fn settings(&self) -> Vec<Setting> {
        let paper_board = self.board.is_none();
        if self.params.is_empty() {
            return paper_settings(self.strategy())
                .into_iter()
                .map(|s| Setting {
                    paper: s.paper.filter(|_| paper_board),
                    ..s
                })
                .collect();
        }
        let mut product = vec![Params::new()];
        for (key, values) in &self.params {
            product = product
                .iter()
                .flat_map(|p| {
                    values
                        .iter()
                        .map(|v| p.clone().with(key.as_str(), v.as_str()))
                })
                .collect();
        }
        product
            .into_iter()
            .map(|params| Setting {
                paper: paper_settings(self.strategy())
                    .into_iter()
                    .find(|s| same(&s.params, &params))
                    .and_then(|s| s.paper)
                    .filter(|_| paper_board),
                params,
            })
            .collect()
    }

    /// Checks every setting against the strategy, as `main` does before running: a bad key or
    /// value, or a `seed` (study sets it per run), is a usage error.
    pub fn check(&self) -> Result<(), String> {
        if self.params.iter().any(|(k, _)| k == "seed") {
            return Err("study sets the seed of each run (0, 1, …); leave out seed".to_string());
        }
        let strategy = self.strategy();
        for s in self.settings() {
            strategy
                .check_params(&s.params)
                .map_err(|e| e.to_string())?;
        }
        Ok(())
    }
}

/// True when two parameter lists set the same keys to the same text.
fn same(a: &Params, b: &Params) -> bool {
    let mut a = a.pairs().to_vec();
    let mut b = b.pairs().to_vec();
    a.sort();
    b.sort();
    a == b
}

fn paper_settings(strategy: Strategy) -> Vec<Setting> {
    match strategy {
        Strategy::ShootAndGo => ["1", "2"]
            .into_iter()
            .flat_map(|cmeth| {
                PAPER_SHOOT.iter().map(move |&(hmax, one, two)| Setting {
                    params: Params::new().with("hmax", hmax).with("cmeth", cmeth),
                    paper: Some(Paper::Shoot {
                        tries: if cmeth == "1" { one } else { two },
                    }),
                })
            })
            .collect(),
        _ => PAPER_ANNEALING
            .iter()
            .map(|&(t0, q, mez, python, cpp)| Setting {
                params: Params::new().with("t0", t0).with("q", q).with("mez", mez),
                paper: Some(Paper::Annealing { python, cpp }),
            })
            .collect(),
    }
}

/// What the runs of one setting gave.
struct Row {
    solved: u64,
    runs: u64,
    /// Steps and tries of the solved runs, sorted.
    steps: Vec<u64>,
    tries: Vec<u64>,
}

fn mean(v: &[u64]) -> Option<f64> {
    (!v.is_empty()).then(|| v.iter().sum::<u64>() as f64 / v.len() as f64)
}

fn median(v: &[u64]) -> Option<f64> {
    match v.len() {
        0 => None,
        n if n % 2 == 1 => Some(v[n / 2] as f64),
        n => Some((v[n / 2 - 1] + v[n / 2]) as f64 / 2.0),
    }
}

/// Runs `runs` seeds of one setting, each to its solution or its budget.
fn run_setting(board: &Board, strategy: Strategy, params: &Params, runs: u64) -> Row {
    let mut row = Row {
        solved: 0,
        runs,
        steps: Vec::new(),
        tries: Vec::new(),
    };
    for seed in 0..runs {
        let params = params.clone().with("seed", seed.to_string());
        let Ok(mut engine) = Engine::with_params(board, strategy, &params) else {
            // `check` ran every setting through the same constructor before any run.
            continue;
        };
        let mut solved = false;
        engine.run(u64::MAX, |e| {
            solved |= *e == Event::Solution;
            !solved
        });
        if solved {
            row.solved += 1;
            row.steps.push(engine.counters().steps);
            row.tries.push(engine.counters().tries);
        }
    }
    row.steps.sort_unstable();
    row.tries.sort_unstable();
    row
}

fn number(x: Option<f64>) -> String {
    x.map_or_else(|| "—".to_string(), |x| format!("{x:.0}"))
}

/// Runs every setting and prints a row per setting as it finishes (or one JSON object).
pub fn run(args: &StudyArgs) -> Result<Status, Stop> {
    let strategy = args.strategy();
    let board = args.board();
    let runs = args.runs();
    let settings = args.settings();
    let stdout = io::stdout();
    let mut out = stdout.lock();
    let width = settings
        .iter()
        .map(|s| s.params.to_string().chars().count())
        .max()
        .unwrap_or(0)
        .max(7);
    if !args.json {
        let which = match (&args.board, strategy) {
            (Some(_), _) => "given with --board",
            (None, Strategy::ShootAndGo) => "the paper's 4×4 board",
            (None, _) => "the easy preset: the paper does not print its 9×9 board",
        };
        writeln!(out, "study {strategy} on {board} ({which})")?;
        writeln!(
            out,
            "{runs} runs per setting (seeds 0–{}); means and medians over the solved runs; a \
             step is one event ({}); tries are penalty evaluations",
            runs - 1,
            match strategy {
                Strategy::ShootAndGo => "a shot, a neighbour looked at, or a move",
                _ => "a move is two: propose, then accept or reject",
            }
        )?;
        write!(
            out,
            "{:<width$}  {:>9}  {:>11}  {:>12}  {:>11}  {:>12}",
            "setting", "solved", "mean steps", "median steps", "mean tries", "median tries"
        )?;
        // The paper's columns only beside settings that have its figures.
        match strategy {
            _ if settings.iter().all(|s| s.paper.is_none()) => writeln!(out)?,
            Strategy::ShootAndGo => writeln!(out, "  {:>11}", "paper tries")?,
            _ => writeln!(out, "  {:>12}  {:>10}", "paper Python", "paper C++")?,
        }
    }
    let mut rows = Vec::new();
    for s in &settings {
        let row = run_setting(&board, strategy, &s.params, runs);
        if !args.json {
            write!(
                out,
                "{:<width$}  {:>9}  {:>11}  {:>12}  {:>11}  {:>12}",
                s.params.to_string(),
                format!("{}/{}", row.solved, row.runs),
                number(mean(&row.steps)),
                number(median(&row.steps)),
                number(mean(&row.tries)),
                number(median(&row.tries)),
            )?;
            match s.paper {
                Some(Paper::Shoot { tries }) => write!(out, "  {tries:>11}")?,
                Some(Paper::Annealing { python, cpp }) => write!(out, "  {python:>12}  {cpp:>10}")?,
                None => {}
            }
            writeln!(out)?;
            out.flush()?;
        }
        rows.push(json_row(s, &row));
    }
    if args.json {
        let value = json!({
            "strategy": strategy.name(),
            "board": board.to_string(),
            "runs": runs,
            "settings": rows,
        });
        writeln!(out, "{value:#}")?;
    }
    out.flush()?;
    Ok(Status::Ok)
}

fn json_row(s: &Setting, row: &Row) -> Value {
    json!({
        "params": s.params.to_string(),
        "runs": row.runs,
        "solved": row.solved,
        "share_solved": row.solved as f64 / row.runs as f64,
        "mean_steps": mean(&row.steps),
        "median_steps": median(&row.steps),
        "mean_tries": mean(&row.tries),
        "median_tries": median(&row.tries),
        "paper": match s.paper {
            Some(Paper::Annealing { python, cpp }) => json!({ "python_steps": python, "cpp_steps": cpp }),
            Some(Paper::Shoot { tries }) => json!({ "tries": tries }),
            None => Value::Null,
        },
    })
}
