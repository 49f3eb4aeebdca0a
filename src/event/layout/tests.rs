//! The table read back against what `pack` writes, kind by kind.
use super::*;
use crate::blockers::{Blocker, BlockerKind};
use crate::board::Unit;
use crate::event::{DeadEnd, Event, Reason, Temperature};
use Value::{Float, Int, None as No};

/// A decoded field: a number, or none where the record does not hold one.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Value {
    /// A whole number.
    Int(i64),
    /// A float (a temperature).
    Float(f32),
    /// Nothing: the record holds a sentinel in its place.
    None,
}

impl Field {
    /// The field read from packed `words`, as the page reads it.
    fn read(&self, words: &[u32; 4]) -> Value {
        let w = words[usize::from(self.word)];
        let raw = if self.bits == 32 {
            w
        } else {
            (w >> self.shift) & ((1 << self.bits) - 1)
        };
        match self.read {
            Read::Unsigned { none, .. } if none == Some(raw) => Value::None,
            Read::Unsigned { offset, .. } => Value::Int(i64::from(raw) - i64::from(offset)),
            Read::Signed => {
                let unused = 32 - u32::from(self.bits);
                Value::Int(i64::from(((raw << unused) as i32) >> unused))
            }
            Read::Float => Value::Float(f32::from_bits(raw)),
        }
    }
}

/// Every field `fields` lists, read from `words`, by name.
fn decoded(fields: &[Field], words: &[u32; 4]) -> Vec<(&'static str, Value)> {
    fields.iter().map(|f| (f.name, f.read(words))).collect()
}

/// One event of every kind (both shapes of a dead end and of a move), with what the page
/// must read from its packed words on a 9×9 board (row 3 is unit 2, column 5 unit 13, box
/// 4 unit 22).
fn samples() -> Vec<(Event, Vec<(&'static str, Value)>)> {
    vec![
        (
            Event::Select {
                cell: 40,
                candidates: 0b1_0110,
                depth: 3,
            },
            vec![
                ("cell", Int(40)),
                ("candidates", Int(22)),
                ("depth", Int(3)),
            ],
        ),
        (
            Event::SelectPlace {
                unit: Unit::Box(4),
                digit: 7,
                places: 0b101,
                depth: 12,
            },
            vec![
                ("digit", Int(7)),
                ("candidates", Int(5)),
                ("unit", Int(22)),
                ("depth", Int(12)),
            ],
        ),
        (
            Event::Try {
                cell: 80,
                digit: 9,
                branch: 2,
                of: 3,
            },
            vec![
                ("cell", Int(80)),
                ("digit", Int(9)),
                ("of", Int(3)),
                ("branch", Int(2)),
            ],
        ),
        (
            Event::Conflict {
                cell: 5,
                digit: 1,
                peer: 0,
            },
            vec![("cell", Int(5)), ("digit", Int(1)), ("peer", Int(0))],
        ),
        (
            Event::Propagate {
                cell: 0,
                digit: 7,
                reason: Reason::HiddenSingle(Unit::Row(2)),
            },
            vec![("cell", Int(0)), ("digit", Int(7)), ("unit", Int(2))],
        ),
        (
            Event::Propagate {
                cell: 1,
                digit: 4,
                reason: Reason::NakedSingle,
            },
            vec![("cell", Int(1)), ("digit", Int(4)), ("unit", No)],
        ),
        (Event::Filter { removed: 17 }, vec![("count", Int(17))]),
        (
            Event::DeadEnd(DeadEnd::NoCandidates { cell: 15 }),
            vec![("cell", Int(15)), ("digit", No), ("unit", No)],
        ),
        (
            Event::DeadEnd(DeadEnd::NoPlace {
                unit: Unit::Col(4),
                digit: 4,
            }),
            vec![("cell", No), ("digit", Int(4)), ("unit", Int(13))],
        ),
        (
            Event::Backtrack {
                depth: 1,
                cleared: 2,
            },
            vec![("depth", Int(1)), ("count", Int(2))],
        ),
        (Event::Solution, vec![]),
        (Event::Exhausted, vec![]),
        (
            Event::Propose {
                cells: [3, 12],
                digits: [5, 8],
                delta: -3,
            },
            vec![
                ("cell", Int(3)),
                ("peer", Int(12)),
                ("digit", Int(5)),
                ("digit2", Int(8)),
                ("delta", Int(-3)),
            ],
        ),
        (
            Event::Propose {
                cells: [7, NO_CELL],
                digits: [2, 0],
                delta: 4,
            },
            vec![
                ("cell", Int(7)),
                ("peer", No),
                ("digit", Int(2)),
                ("digit2", No),
                ("delta", Int(4)),
            ],
        ),
        (Event::Accept { penalty: 12 }, vec![("count", Int(12))]),
        (Event::Reject { penalty: 13 }, vec![("count", Int(13))]),
        (Event::Restart { penalty: 14 }, vec![("count", Int(14))]),
        (
            Event::BudgetExhausted { best_penalty: 2 },
            vec![("count", Int(2))],
        ),
        (
            Event::Cool {
                temperature: Temperature::new(0.625),
            },
            vec![("temperature", Float(0.625))],
        ),
        (
            Event::Prune {
                cell: 21,
                digit: 5,
                by: 18,
                unit: Unit::Row(2),
            },
            vec![
                ("cell", Int(21)),
                ("digit", Int(5)),
                ("peer", Int(18)),
                ("unit", Int(2)),
            ],
        ),
        (
            Event::Revise {
                cell: 40,
                digit: 7,
                removed: 3,
            },
            vec![("cell", Int(40)), ("digit", Int(7)), ("count", Int(3))],
        ),
        (
            Event::Backjump {
                from: 9,
                to: 4,
                skipped: 3,
            },
            vec![("from", Int(9)), ("depth", Int(4)), ("count", Int(3))],
        ),
    ]
}

#[test]
fn the_table_reads_back_every_field_pack_writes() {
    let samples = samples();
    for kind in EventKind::ALL {
        assert!(
            samples.iter().any(|(e, _)| e.kind() == kind),
            "no sample of {kind:?}"
        );
    }
    for (event, want) in samples {
        let words = event.pack(9);
        assert_eq!(words[0], event.kind() as u32);
        assert_eq!(
            decoded(event_fields(event.kind()), &words),
            want,
            "{event:?} packed as {words:?}"
        );
    }
}

#[test]
fn the_table_reads_back_a_blocker() {
    let peer = Blocker {
        cell: 40,
        digit: 7,
        kind: BlockerKind::Peer,
        by: Some(44),
        unit: Some(Unit::Row(4)),
    };
    assert_eq!(
        decoded(BLOCKER_FIELDS, &peer.pack(9)),
        [
            ("kind", Int(BlockerKind::Peer as i64)),
            ("cell", Int(40)),
            ("digit", Int(7)),
            ("by", Int(44)),
            ("unit", Int(4)),
        ]
    );
    let tried = Blocker {
        kind: BlockerKind::Tried,
        by: None,
        unit: None,
        ..peer
    };
    let read = decoded(BLOCKER_FIELDS, &tried.pack(9));
    assert_eq!(read[3..], [("by", No), ("unit", No)]);
}

// serde_json is a native dependency only (the CLI's).
#[cfg(not(target_arch = "wasm32"))]
#[test]
fn the_json_lists_every_kind_and_field() {
    let json: serde_json::Value = serde_json::from_str(&to_json()).unwrap();
    for kind in EventKind::ALL {
        let listed = json["events"][(kind as u8).to_string()].as_array().unwrap();
        assert_eq!(listed.len(), event_fields(kind).len(), "{kind:?}");
    }
    assert_eq!(
        json["events"][(EventKind::Prune as u8).to_string()][2],
        serde_json::json!(["peer", 3, 0, 16, "u", 0, 0xFFFF])
    );
    assert_eq!(
        json["blocker"][4],
        serde_json::json!(["unit", 3, 16, 16, "u", 1, 0])
    );
}

#[test]
fn fields_of_a_word_do_not_overlap() {
    let tables = EventKind::ALL
        .iter()
        .map(|&k| event_fields(k))
        .chain([BLOCKER_FIELDS]);
    for fields in tables {
        let mut used = [0u64; 4];
        for f in fields {
            let bits = ((1u64 << f.bits) - 1) << f.shift;
            assert!(f.word < 4 && bits >> 32 == 0, "{f:?} is outside its word");
            assert_eq!(used[usize::from(f.word)] & bits, 0, "{f:?} overlaps");
            used[usize::from(f.word)] |= bits;
        }
    }
}
