//! `sudoku-stepper trace`: every event of one search as a JSON line.

use std::io::{self, BufWriter, Write};

use serde_json::{json, Map, Value};
use sudoku_stepper::{
    Board, CellName, Counters, DeadEnd, Engine, Event, Reason, Stepper, Strategy,
};

use sudoku_stepper::lines::echo;

use super::{error_json, write_json_line, Status, Stop};

/// Arguments of `trace`.
#[derive(Debug, clap::Args)]
pub struct TraceArgs {
    /// Search strategy.
    #[arg(long, short, default_value = "fast", value_parser = super::strategy_parser())]
    pub strategy: Strategy,
    /// Stop after this many events, so a slow strategy cannot flood the terminal (a note on
    /// stderr says so; the exit status stays 0).
    #[arg(long, default_value_t = 1_000_000)]
    pub max_steps: u64,
    /// Stop after this many solutions; the stream then ends with a `solution` event.
    #[arg(long, short, default_value_t = 1, value_parser = super::at_least_one)]
    pub limit: u64,
    /// The puzzle: 16, 81 or 256 characters, `.` or `0` for empty.
    pub puzzle: String,
}

/// Prints the event stream of one search; a bad puzzle prints its error object instead.
pub fn run(args: &TraceArgs) -> Result<Status, Stop> {
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let engine = Board::parse(&args.puzzle).and_then(|b| Engine::new(&b, args.strategy));
    let mut engine = match engine {
        Ok(engine) => engine,
        Err(e) => {
            write_json_line(
                &mut out,
                &json!({ "puzzle": echo(&args.puzzle), "error": error_json(&e) }),
            )?;
            out.flush()?;
            return Ok(Status::BadInput);
        }
    };
    let side = engine.board().side();
    let mut taken = 0;
    while taken < args.max_steps && !engine.is_done() {
        let event = engine.step();
        taken += 1;
        let line = event_json(&event, &engine, args.strategy, side);
        write_json_line(&mut out, &line)?;
        if event == Event::Solution && engine.counters().solutions >= args.limit {
            break;
        }
    }
    out.flush()?;
    if taken == args.max_steps && !engine.is_done() && engine.counters().solutions < args.limit {
        eprintln!(
            "trace: stopped after {taken} steps without finishing; raise --max-steps to see more"
        );
    }
    Ok(Status::Ok)
}

fn name(cell: u16, side: usize) -> String {
    CellName::new(cell.into(), side).to_string()
}

fn digits(mask: u16) -> Vec<u8> {
    (1..=16u8).filter(|d| mask & (1 << (d - 1)) != 0).collect()
}

/// The counters; `updates` only for `dlx`, the one strategy that counts them.
fn counters_json(c: &Counters, strategy: Strategy) -> Value {
    let mut o = json!({
        "steps": c.steps,
        "tries": c.tries,
        "backtracks": c.backtracks,
        "propagations": c.propagations,
        "depth": c.depth,
        "max_depth": c.max_depth,
        "solutions": c.solutions,
    });
    if strategy == Strategy::Dlx {
        o["updates"] = c.updates.into();
    }
    o
}

/// One event with its fields, cells both as indices and as `r3c4` names, and the counters
/// after it.
fn event_json(event: &Event, engine: &Engine, strategy: Strategy, side: usize) -> Value {
    let mut o = Map::new();
    let counters = engine.counters();
    o.insert("step".into(), counters.steps.into());
    o.insert("event".into(), event.name().into());
    let mut cell = |key: &str, c: u16| {
        o.insert(key.into(), c.into());
        let name_key = if key == "cell" {
            "name".to_string()
        } else {
            format!("{key}_name")
        };
        o.insert(name_key, name(c, side).into());
    };
    let fields = match *event {
        Event::Select {
            cell: c,
            candidates,
            depth,
        } => {
            cell("cell", c);
            json!({ "candidates": digits(candidates), "depth": depth })
        }
        Event::Try {
            cell: c,
            digit,
            branch,
            of,
        } => {
            cell("cell", c);
            json!({ "digit": digit, "branch": branch, "of": of })
        }
        Event::Conflict {
            cell: c,
            digit,
            peer,
        } => {
            cell("cell", c);
            cell("peer", peer);
            json!({ "digit": digit })
        }
        Event::Propagate {
            cell: c,
            digit,
            reason,
        } => {
            cell("cell", c);
            match reason {
                Reason::NakedSingle => json!({ "digit": digit, "reason": "naked" }),
                Reason::HiddenSingle(unit) => {
                    json!({ "digit": digit, "reason": "hidden", "unit": unit.to_string() })
                }
            }
        }
        Event::Filter { removed } => json!({ "removed": removed }),
        Event::DeadEnd(DeadEnd::NoCandidates { cell: c }) => {
            cell("cell", c);
            json!({ "cause": "no_candidates" })
        }
        Event::DeadEnd(DeadEnd::NoPlace { unit, digit }) => {
            json!({ "cause": "no_place", "unit": unit.to_string(), "digit": digit })
        }
        Event::Backtrack { depth, .. } => {
            let cleared = engine.cleared();
            json!({
                "depth": depth,
                "cleared": cleared,
                "cleared_names": cleared.iter().map(|&c| name(c, side)).collect::<Vec<_>>(),
            })
        }
        Event::SelectPlace {
            unit,
            digit,
            places,
            depth,
        } => {
            let board = engine.board();
            let cells: Vec<u16> = board
                .geometry()
                .unit_cells(unit.id(side))
                .iter()
                .enumerate()
                .filter(|&(i, _)| places & (1 << i) != 0)
                .map(|(_, &c)| c.into())
                .collect();
            json!({
                "unit": unit.to_string(),
                "digit": digit,
                "places": cells,
                "place_names": cells.iter().map(|&c| name(c, side)).collect::<Vec<_>>(),
                "depth": depth,
            })
        }
        Event::Solution => json!({ "board": engine.board().to_string() }),
        Event::Exhausted => json!({}),
    };
    if let Value::Object(fields) = fields {
        o.extend(fields);
    }
    o.insert("counters".into(), counters_json(counters, strategy));
    Value::Object(o)
}
