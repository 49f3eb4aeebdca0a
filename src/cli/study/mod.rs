//! `sudoku-stepper study`: many seeded runs of a local search per parameter setting, as the
//! paper's parameter tables were made, printed beside the paper's figures. On every core
//! (`--threads`) with the same output, and bounded: every run stops at its step budget. The plan, the runs and the numbers are the
//! library's `study` module, which the page's study runs too.

use std::io::{LineWriter, Write};
use std::sync::Arc;

use serde_json::json;
use sudoku_stepper::lab::study::{run_once, setting_params, Outcome, Plan, Tally};
use sudoku_stepper::{Board, Params, Strategy};

mod output;

use super::parallel::{Flow, Threads};
use super::{Status, Stop};
use output::{header, json_row, table_row};

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
    /// Seeded runs per setting (default 30 for annealing, 500 for shoot-and-go: each study
    /// then takes about fifteen and one seconds).
    #[arg(long, value_parser = super::at_least_one)]
    pub runs: Option<u64>,
    /// The seed of the first run of each setting; run i uses seed + i.
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// Steps before a run gives up (the strategy's `budget` parameter, 10000000 by default),
    /// for every setting; the paper's settings and figures stay.
    #[arg(long, value_parser = super::at_least_one)]
    pub budget: Option<u64>,
    /// Values of a parameter, `key=v1,v2,…` (repeatable): one setting per combination, at most
    /// 100000 (made and run one at a time). Without any, the paper's settings.
    #[arg(long = "param", value_name = "KEY=V1,V2,…", value_parser = values_parser)]
    pub params: Vec<(String, Vec<String>)>,
    /// Print one JSON object instead of a table.
    #[arg(long)]
    pub json: bool,
    #[command(flatten)]
    pub threads: Threads,
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

/// Most settings one study runs. Memory does not limit it (settings are made and run one at a
/// time); the cap catches a grid nobody meant, such as three keys of 1,000 values each
/// (10⁹ settings: years at the default runs and budget), before any work. 100,000 settings
/// are a 300 × 300 sweep with room to spare, and even one run of a few steps each (about a
/// millisecond per setting) takes minutes; CONTRACT.md states it.
pub const MAX_SETTINGS: u64 = 100_000;

/// One setting to run: its parameters and the paper's figures for it, when it has some.
struct Setting {
    params: Params,
    paper: Option<&'static [u64]>,
}

/// The settings of a study, made one at a time from their index, never held together: the
/// paper's (a plan has a few dozen), or the cartesian product of the `--param` values in the
/// order given, the last key varying fastest.
enum Settings<'a> {
    Paper(&'static Plan),
    Grid(Grid<'a>),
}

/// The cartesian product of lists of values, by index.
struct Grid<'a> {
    axes: &'a [(String, Vec<String>)],
}

impl Grid<'_> {
    /// Combinations, `None` past `u64::MAX`.
    fn len(&self) -> Option<u64> {
        self.axes
            .iter()
            .try_fold(1u64, |n, (_, values)| n.checked_mul(values.len() as u64))
    }

    /// Combination `index` (below [`Grid::len`]): the index in mixed radix, the last key its
    /// lowest digit.
    fn at(&self, mut index: u64) -> Params {
        let mut picks: Vec<(&str, &str)> = Vec::with_capacity(self.axes.len());
        for (key, values) in self.axes.iter().rev() {
            let n = values.len() as u64;
            picks.push((key, &values[(index % n) as usize]));
            index /= n;
        }
        picks
            .iter()
            .rev()
            .fold(Params::new(), |p, &(k, v)| p.with(k, v))
    }
}

impl Settings<'_> {
    /// How many; `None` past `u64::MAX`.
    fn len(&self) -> Option<u64> {
        match self {
            Settings::Paper(plan) => Some(plan.settings.len() as u64),
            Settings::Grid(grid) => grid.len(),
        }
    }

    /// The parameters of setting `index`.
    fn params(&self, index: u64) -> Params {
        match self {
            Settings::Paper(plan) => plan.settings[index as usize].params(),
            Settings::Grid(grid) => grid.at(index),
        }
    }

    /// Every setting in order, each made when it is reached. The paper's figures go beside a
    /// setting only on the paper's board (`paper` is the plan then).
    fn iter(&self, paper: Option<&'static Plan>) -> impl Iterator<Item = Setting> + '_ {
        (0..self.len().unwrap_or(u64::MAX)).map(move |i| {
            let params = self.params(i);
            Setting {
                paper: paper.and_then(|plan| plan.paper_for(&params)),
                params,
            }
        })
    }
}

impl StudyArgs {
    fn strategy(&self) -> Strategy {
        // clap accepted one of the two names above.
        self.strategy.parse().unwrap_or(Strategy::Annealing)
    }

    fn plan(&self) -> &'static Plan {
        Plan::of(self.strategy()).expect("the paper studied both strategies clap accepts")
    }

    fn board(&self) -> Board {
        // `board_parser` let through only text that parses, and the plan's board parses.
        Board::parse(self.board.as_deref().unwrap_or(self.plan().board))
            .unwrap_or_else(|_| Board::empty(9).expect("9 is a supported side"))
    }

    fn runs(&self) -> u64 {
        self.runs.unwrap_or(self.plan().runs)
    }

    fn settings(&self) -> Settings<'_> {
        if self.params.is_empty() {
            Settings::Paper(self.plan())
        } else {
            Settings::Grid(Grid { axes: &self.params })
        }
    }

    /// The plan whose figures go beside the rows: only on the paper's board.
    fn paper(&self) -> Option<&'static Plan> {
        self.board.is_none().then(|| self.plan())
    }

    /// Checks the grid's size and every setting against the strategy, as `main` does before
    /// running: too many settings, a bad key or value, or a `seed` (study sets it per run), is
    /// a usage error.
    pub fn check(&self) -> Result<(), String> {
        let strategy = self.strategy();
        self.board().check_conflicts().map_err(|e| e.to_string())?;
        if self.seed.checked_add(self.runs() - 1).is_none() {
            return Err(format!(
                "--seed {} leaves no room for {} runs",
                self.seed,
                self.runs()
            ));
        }
        let settings = self.settings();
        match settings.len() {
            Some(n) if n <= MAX_SETTINGS => {}
            n => {
                let sizes: Vec<String> = self
                    .params
                    .iter()
                    .map(|(_, v)| v.len().to_string())
                    .collect();
                let count = n.map_or_else(|| format!("more than {}", u64::MAX), |n| n.to_string());
                return Err(format!(
                    "--param values make {count} settings ({}); a study runs at most {MAX_SETTINGS}",
                    sizes.join(" × ")
                ));
            }
        }
        for s in settings.iter(None) {
            setting_params(strategy, &s.params, self.budget).map_err(|e| e.to_string())?;
        }
        Ok(())
    }
}

/// Runs seeds `seeds.0..=seeds.1` of one setting, each to its solution or its budget: what
/// each run gave, in the order of the seeds.
fn run_seeds(
    board: &Board,
    strategy: Strategy,
    params: &Params,
    seeds: (u64, u64),
) -> Vec<Outcome> {
    // `check` ran every setting through the same checks before any run.
    (seeds.0..=seeds.1)
        .filter_map(|seed| run_once(board, strategy, params, seed).ok())
        .collect()
}

/// Seeds per piece of work: a setting's runs are split so that the threads share even a
/// study of one slow setting, in pieces of at most 64 runs (a few KB of outcomes each).
fn seeds_per_piece(runs: u64, threads: usize) -> u64 {
    runs.div_ceil(8 * threads as u64).clamp(1, 64)
}

/// A piece of work: seeds `seeds` of a setting; `last` when they end its runs.
struct Piece {
    setting: Arc<Setting>,
    seeds: (u64, u64),
    last: bool,
}

/// Runs every setting and prints a row per setting as it finishes (with `--json`, the rows of
/// one JSON object as they finish). Nothing of a finished setting is kept.
pub fn run(args: &StudyArgs) -> Result<Status, Stop> {
    let strategy = args.strategy();
    let plan = args.plan();
    let board = args.board();
    let runs = args.runs();
    let seeds = (args.seed, args.seed + (runs - 1));
    let budget = args.budget.unwrap_or(plan.budget);
    let settings = args.settings();
    let paper = args.paper();
    let mut out = LineWriter::new(super::stdout()?);
    let pool = args.threads.pool()?;
    let mut width = 0;
    if args.json {
        let head = json!({
            "strategy": strategy.name(),
            "board": board.to_string(),
            "runs": runs,
            "first_seed": seeds.0,
            "budget": budget,
        });
        // The object as `{value:#}` would print it with its `settings` last, written a row at a
        // time: the head without its closing brace, each row indented two levels.
        let head = format!("{head:#}");
        let head = head.strip_suffix("\n}").unwrap_or(&head);
        write!(out, "{head},\n  \"settings\": [")?;
    } else {
        // One pass over the settings (made and dropped one at a time) for the first column's
        // width and whether any row has the paper's figures.
        let any_paper;
        (width, any_paper) = settings.iter(paper).fold((7, false), |(w, any), s| {
            (
                w.max(s.params.to_string().chars().count()),
                any || s.paper.is_some(),
            )
        });
        header(&mut out, args, &board, seeds, budget, width, any_paper)?;
    }
    let per_piece = seeds_per_piece(runs, pool.threads());
    // Every setting made when it is reached and cut into pieces of seeds; the pieces' outcomes
    // come back in order, so each setting's tally adds its runs seed by seed, as one thread would.
    let pieces = settings.iter(paper).flat_map(|setting| {
        let setting = Arc::new(setting);
        (seeds.0..=seeds.1)
            .step_by(per_piece as usize)
            .map(move |first| Piece {
                setting: Arc::clone(&setting),
                seeds: (first, first.saturating_add(per_piece - 1).min(seeds.1)),
                last: seeds.1 - first < per_piece,
            })
    });
    let mut tally = Tally::default();
    let mut rows = 0;
    let ran = pool.ordered(
        pieces,
        |piece| {
            let outcomes = setting_params(strategy, &piece.setting.params, args.budget)
                .map(|params| run_seeds(&board, strategy, &params, piece.seeds));
            (piece, outcomes)
        },
        || {},
        |(piece, outcomes)| {
            let outcomes = outcomes.map_err(|e| Stop::Failed(e.to_string()))?;
            outcomes.into_iter().for_each(|o| tally.add(o));
            if piece.last {
                let row = std::mem::take(&mut tally).summary();
                if args.json {
                    let row = format!("{:#}", json_row(plan, &piece.setting, &row))
                        .replace('\n', "\n    ");
                    write!(out, "{}\n    {row}", if rows == 0 { "" } else { "," })?;
                } else {
                    table_row(&mut out, &piece.setting, &row, width)?;
                }
                out.flush()?;
                rows += 1;
            }
            Ok(Flow::More)
        },
    );
    // Ctrl-C ends the rows so far, but the object still ends: its output stays JSON.
    if let Ok(()) | Err(Stop::Interrupted) = ran {
        if args.json {
            writeln!(out, "\n  ]\n}}")?;
        }
        out.flush()?;
    }
    ran.map(|()| Status::Ok)
}
