//! `sudoku-stepper trace`: every event of one search as a JSON line.

use std::io::{BufWriter, Write};

use serde_json::{json, Map, Value};
use sudoku_stepper::{
    Board, CellName, Counters, DeadEnd, Engine, EngineError, Event, Reason, Stepper, Strategy,
    NO_CELL,
};

use sudoku_stepper::lines::{counted, echo};

use super::{error_json, write_json_line, Status, Stop};

/// Arguments of `trace`.
#[derive(Debug, clap::Args)]
pub struct TraceArgs {
    /// Search strategy.
    #[arg(long, short, default_value = "fast", value_parser = super::strategy_parser())]
    pub strategy: Strategy,
    /// A parameter of the strategy, `key=value` (repeatable; see CONTRACT.md).
    #[arg(long = "param", value_name = "KEY=VALUE", value_parser = super::param_pair)]
    pub params: Vec<(String, String)>,
    /// Stop after this many events, so a slow strategy cannot flood the terminal (a note on
    /// stderr says so; the exit status stays 0).
    #[arg(long, default_value_t = 1_000_000, value_parser = super::at_least_one)]
    pub max_steps: u64,
    /// Stop after this many solutions; the stream then ends with a `solution` event.
    #[arg(long, short, default_value_t = 1, value_parser = super::at_least_one)]
    pub limit: u64,
    /// The puzzle: 16, 81 or 256 characters, `.` or `0` for empty.
    pub puzzle: String,
}

/// Prints the event stream of one search; a bad puzzle prints its error object instead.
pub fn run(args: &TraceArgs) -> Result<Status, Stop> {
    let mut out = BufWriter::new(super::stdout()?);
    let params = super::params_of(&args.params);
    let engine = Board::parse(&args.puzzle)
        .map_err(EngineError::from)
        .and_then(|b| Engine::with_params(&b, args.strategy, &params));
    let mut engine = match engine {
        Ok(engine) => engine,
        Err(EngineError::Parse(e)) => {
            write_json_line(
                &mut out,
                &json!({ "puzzle": echo(&args.puzzle), "error": error_json(&e) }),
            )?;
            out.flush()?;
            return Ok(Status::BadInput);
        }
        // `main` checks the parameters before any command runs, and a native build has every
        // machine; these only keep the types.
        Err(e @ (EngineError::Params(_) | EngineError::NotBuilt(_))) => {
            return Err(Stop::Failed(e.to_string()))
        }
    };
    let side = engine.board().side();
    let local = !args.strategy.is_exact();
    let mut taken = 0;
    // The cells of the last `propose`, named again by the `accept` or `reject` after it.
    let mut moved: Vec<u16> = Vec::new();
    while taken < args.max_steps && !engine.is_done() {
        super::interrupt::check()?;
        let event = engine.step();
        taken += 1;
        if let Event::Propose { cells, .. } = event {
            moved = cells.into_iter().filter(|&c| c != NO_CELL).collect();
        }
        let mut line = event_json(&event, &engine, args.strategy, side, &moved);
        if local {
            line["counters"]
                .as_object_mut()
                .expect("counters are an object")
                .extend(local_counters_json(engine.counters(), args.strategy));
        }
        write_json_line(&mut out, &line)?;
        if event == Event::Solution && engine.counters().solutions >= args.limit {
            break;
        }
    }
    out.flush()?;
    if taken == args.max_steps && !engine.is_done() && engine.counters().solutions < args.limit {
        note!(
            "trace: stopped after {} without finishing; raise --max-steps to see more",
            counted(taken, "step")
        )?;
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
    if strategy == Strategy::Csp {
        o["pruned"] = c.pruned.into();
        o["jumped"] = c.jumped.into();
    }
    o
}

/// A temperature as the shortest decimal that reads back as the same `f32` (72 rather than
/// 72.00000286102295).
fn temperature_json(t: f32) -> Value {
    format!("{t}")
        .parse::<f64>()
        .map_or(Value::Null, Value::from)
}

/// The counters only local search keeps.
fn local_counters_json(c: &Counters, strategy: Strategy) -> Map<String, Value> {
    let mut o = Map::new();
    o.insert("accepted".into(), c.accepted.into());
    o.insert("penalty".into(), c.penalty.into());
    o.insert("best_penalty".into(), c.best_penalty.into());
    if strategy == Strategy::Annealing {
        o.insert("temperature".into(), temperature_json(c.temperature.get()));
    }
    o.insert("restarts".into(), c.restarts.into());
    o
}

fn names(cells: &[u16], side: usize) -> Vec<String> {
    cells.iter().map(|&c| name(c, side)).collect()
}

/// One event with its fields, cells both as indices and as `r3c4` names, and the counters
/// after it. `moved` lists the cells of the last `propose`.
fn event_json(
    event: &Event,
    engine: &Engine,
    strategy: Strategy,
    side: usize,
    moved: &[u16],
) -> Value {
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
        Event::Propose {
            cells,
            digits,
            delta,
        } => {
            let n = if cells[1] == NO_CELL { 1 } else { 2 };
            json!({
                "cells": &cells[..n],
                "cell_names": names(&cells[..n], side),
                "digits": &digits[..n],
                "delta": delta,
            })
        }
        Event::Accept { penalty } | Event::Reject { penalty } => {
            let mut o = json!({
                "cells": moved,
                "cell_names": names(moved, side),
                "penalty": penalty,
            });
            if engine.counters().temperature.get() != 0.0 {
                o["temperature"] = temperature_json(engine.counters().temperature.get());
            }
            o
        }
        Event::Cool { temperature } => {
            json!({ "temperature": temperature_json(temperature.get()) })
        }
        Event::Restart { penalty } => json!({ "penalty": penalty }),
        Event::BudgetExhausted { best_penalty } => {
            json!({ "best_penalty": best_penalty, "board": engine.board().to_string() })
        }
        Event::Prune {
            cell: c,
            digit,
            by,
            unit,
        } => {
            cell("cell", c);
            cell("by", by);
            json!({ "digit": digit, "unit": unit.to_string() })
        }
        Event::Revise {
            cell: c,
            digit,
            removed,
        } => {
            cell("cell", c);
            let queue = engine.csp().map(|p| p.queue().to_vec()).unwrap_or_default();
            json!({ "digit": digit, "removed": removed, "queue": queue })
        }
        Event::Backjump { from, to, skipped } => {
            let cleared = engine.cleared();
            let conflict = engine
                .csp()
                .map(|p| p.conflict_set(to.into()))
                .unwrap_or_default();
            json!({
                "from": from,
                "to": to,
                "skipped": skipped,
                "conflicts": conflict,
                "cleared": cleared,
                "cleared_names": cleared.iter().map(|&c| name(c, side)).collect::<Vec<_>>(),
            })
        }
    };
    if let Value::Object(fields) = fields {
        o.extend(fields);
    }
    o.insert("counters".into(), counters_json(counters, strategy));
    Value::Object(o)
}
