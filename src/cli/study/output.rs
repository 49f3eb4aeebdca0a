//! What `sudoku-stepper study` prints: the table (its header and a row per setting) or, with
//! `--json`, a row per setting of one JSON object.

use std::io::Write;

use serde_json::{json, Value};
use sudoku_stepper::lab::study::{Plan, Summary};
use sudoku_stepper::{Board, Strategy};

use super::{Setting, StudyArgs};
use crate::cli::Stop;

/// A row of the table.
pub(super) fn table_row(
    out: &mut impl Write,
    s: &Setting,
    row: &Summary,
    width: usize,
) -> Result<(), Stop> {
    write!(
        out,
        "{:<width$}  {:>9}  {:>11}  {:>12}  {:>11}  {:>12}",
        s.params.to_string(),
        format!("{}/{}", row.solved, row.runs),
        number(row.mean_steps),
        number(row.median_steps),
        number(row.mean_tries),
        number(row.median_tries),
    )?;
    for figure in s.paper.unwrap_or_default() {
        write!(out, "  {figure:>12}")?;
    }
    writeln!(out)?;
    Ok(())
}

/// The table's lines above the rows.
pub(super) fn header(
    out: &mut impl Write,
    args: &StudyArgs,
    board: &Board,
    seeds: (u64, u64),
    budget: u64,
    width: usize,
    any_paper: bool,
) -> Result<(), Stop> {
    let strategy = args.strategy();
    let plan = args.plan();
    let runs = args.runs();
    let which = match &args.board {
        Some(_) => "given with --board",
        None => plan.board_note,
    };
    writeln!(out, "study {strategy} on {board} ({which})")?;
    writeln!(
        out,
        "{runs} {} per setting (seeds {}–{}), at most {budget} steps each; means and \
         medians over the solved runs; a step is one event ({}); tries are penalty \
         evaluations",
        if runs == 1 { "run" } else { "runs" },
        seeds.0,
        seeds.1,
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
    if any_paper {
        for c in plan.paper_columns {
            write!(out, "  {:>12}", c.label)?;
        }
    }
    writeln!(out)?;
    Ok(())
}

/// A row of the JSON object.
pub(super) fn json_row(plan: &Plan, s: &Setting, row: &Summary) -> Value {
    json!({
        "params": s.params.to_string(),
        "runs": row.runs,
        "solved": row.solved,
        "share_solved": row.solved as f64 / row.runs as f64,
        "mean_steps": row.mean_steps,
        "median_steps": row.median_steps,
        "mean_tries": row.mean_tries,
        "median_tries": row.median_tries,
        "paper": s.paper.map(|figures| {
            plan.paper_columns
                .iter()
                .zip(figures)
                .map(|(c, f)| (c.key.to_string(), json!(f)))
                .collect::<serde_json::Map<_, _>>()
        }),
    })
}

/// A mean or median as the table shows it: whole, or a dash when no run was solved.
fn number(x: Option<f64>) -> String {
    x.map_or_else(|| "—".to_string(), |x| format!("{x:.0}"))
}
