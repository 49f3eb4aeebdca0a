//! The names the page and the CLI share come from one definition each: event kinds numbered as
//! `Event::pack` writes them, and the strategy table behind names, descriptions and errors.
#![cfg(not(target_arch = "wasm32"))]

use sudoku_stepper::board::Unit;
use sudoku_stepper::{DeadEnd, Event, EventKind, Reason, Strategy, UnknownStrategy};

#[test]
fn event_kinds_number_packed_events_in_name_order() {
    let names = [
        "select",
        "try",
        "conflict",
        "propagate",
        "filter",
        "dead-end",
        "backtrack",
        "solution",
        "exhausted",
        // dlx's choice of a digit-in-unit column: CONTRACT.md names it `select` too.
        "select",
    ];
    // Kinds are numbered in the order of ALL: 0–8 the depth-first events, 9 dlx's choice of a
    // place, 10–15 local search's, 16–18 csp's inference and backjumping.
    let local = [
        "propose",
        "accept",
        "reject",
        "cool",
        "restart",
        "budget-exhausted",
        "prune",
        "revise",
        "backjump",
    ];
    let all: Vec<&str> = names.iter().chain(local.iter()).copied().collect();
    assert_eq!(EventKind::ALL.len(), all.len());
    for (i, kind) in EventKind::ALL.into_iter().enumerate() {
        assert_eq!(kind as usize, i);
        assert_eq!(kind.name(), all[i]);
    }
    let events = [
        Event::Select {
            cell: 3,
            candidates: 0b101,
            depth: 1,
        },
        Event::Try {
            cell: 3,
            digit: 1,
            branch: 1,
            of: 2,
        },
        Event::Conflict {
            cell: 3,
            digit: 1,
            peer: 4,
        },
        Event::Propagate {
            cell: 5,
            digit: 2,
            reason: Reason::HiddenSingle(Unit::Col(2)),
        },
        Event::Filter { removed: 7 },
        Event::DeadEnd(DeadEnd::NoPlace {
            unit: Unit::Box(1),
            digit: 9,
        }),
        Event::Backtrack {
            depth: 2,
            cleared: 3,
        },
        Event::Solution,
        Event::Exhausted,
        Event::SelectPlace {
            unit: Unit::Row(2),
            digit: 5,
            places: 0b1001,
            depth: 3,
        },
    ];
    for (i, e) in events.iter().enumerate() {
        assert_eq!(e.kind(), EventKind::ALL[i]);
        assert_eq!(e.pack(9)[0], i as u32, "{e:?}");
        assert_eq!(e.name(), names[i]);
    }
    assert_eq!(events[3].pack(9), [3, 5, 2, 1 + 9 + 2]);
    assert_eq!(events[5].pack(9), [5, 0xFFFF, 9, 1 + 18 + 1]);
    assert_eq!(events[9].pack(9), [9, 5, 0b1001, (3 << 8) | (1 + 2)]);
    let csp = [
        Event::Prune {
            cell: 10,
            digit: 4,
            by: 13,
            unit: Unit::Row(1),
        },
        Event::Revise {
            cell: 20,
            digit: 7,
            removed: 5,
        },
        Event::Backjump {
            from: 9,
            to: 4,
            skipped: 3,
        },
    ];
    assert_eq!(csp[0].pack(9), [16, 10, 4, 13 | (1 + 1) << 16]);
    assert_eq!(csp[1].pack(9), [17, 20, 7, 5]);
    assert_eq!(csp[2].pack(9), [18, 9, 4, 3]);
    for e in csp {
        assert_eq!(EventKind::ALL[e.pack(9)[0] as usize], e.kind());
    }
}

#[test]
fn the_strategy_table_gives_names_descriptions_and_the_error() {
    let names: Vec<&str> = Strategy::ALL.iter().map(|s| s.name()).collect();
    assert_eq!(
        names,
        [
            "brute-force",
            "backtracking",
            "sorted-cells",
            "mrv",
            "singles",
            "lookahead",
            "csp",
            "dlx",
            "annealing",
            "shoot-and-go",
            "fast"
        ]
    );
    for s in Strategy::ALL {
        assert_eq!(s.name().parse::<Strategy>(), Ok(s));
        assert!(!s.description().is_empty());
    }
    let err = "x".parse::<Strategy>().unwrap_err();
    assert_eq!(err, UnknownStrategy("x".into()));
    assert_eq!(
        err.to_string(),
        "unknown strategy \"x\"; expected one of brute-force, backtracking, sorted-cells, mrv, \
         singles, lookahead, csp, dlx, annealing, shoot-and-go, fast"
    );
}

/// Issue 19: a value of megabytes is quoted as its echo (its first 100 characters and `…`), so
/// an element given a 10 MB strategy name does not show (or copy) a 10 MB message.
#[test]
fn messages_quote_at_most_the_echo_of_a_value() {
    let huge = "x".repeat(1_000_000);
    let message = huge.parse::<Strategy>().unwrap_err().to_string();
    assert!(
        message.starts_with(&format!(
            "unknown strategy \"{}…\"; expected one of",
            "x".repeat(100)
        )),
        "{}",
        &message[..200]
    );
    assert!(message.len() < 300);
    let params = sudoku_stepper::params::Params::parse(&huge);
    let message = params.unwrap_err().to_string();
    assert!(message.len() < 300, "{}", &message[..200]);
    assert!(
        message.ends_with(&format!("\"{}…\"", "x".repeat(100))),
        "{message}"
    );
}
