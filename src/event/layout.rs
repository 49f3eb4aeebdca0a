//! Where each field of a packed event ([`Event::pack`]) and of a packed blocker
//! (`Blocker::pack`, src/blockers.rs) lies in its four words: the one table the page decodes
//! with. The lab build exports it (`packedLayouts`), scripts/build-enums.mjs writes it into
//! www/engine/enums.js, and www/engine/events.js reads every field through it, so no position,
//! width or sentinel is typed twice. The tests (layout/tests.rs) read what `pack` writes
//! through the table: a change that moves a field in `pack` and not here fails them.

use super::{EventKind, EventPacking, NO_CELL};

#[cfg(doc)]
use super::Event;

/// How a field's bits read as a number.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Read {
    /// An unsigned number, less `offset`; none where the bits are `none`.
    Unsigned {
        /// Subtracted from the bits: [`EventPacking::UnitBase`] for a unit, else 0.
        offset: u32,
        /// The bits that mean "no value" (a missing cell or unit), if any.
        none: Option<u32>,
    },
    /// A two's complement number of the field's width.
    Signed,
    /// The bits of an `f32`.
    Float,
}

/// One field of a packed record: its name in the decoded record, its word and its bits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Field {
    /// The name the page gives it (`cell`, `digit`, `peer`, `unit`, `count`, …).
    pub name: &'static str,
    /// Which of the four words holds it (0 is an event's kind).
    pub word: u8,
    /// Its lowest bit in the word.
    pub shift: u8,
    /// Its width in bits.
    pub bits: u8,
    /// How its bits read as a number.
    pub read: Read,
}

const PLAIN: Read = Read::Unsigned {
    offset: 0,
    none: None,
};
/// A cell, or none where it holds [`NO_CELL`].
const CELL: Read = Read::Unsigned {
    offset: 0,
    none: Some(NO_CELL as u32),
};
/// A digit from 1, or none where it holds 0.
const DIGIT: Read = Read::Unsigned {
    offset: 0,
    none: Some(0),
};
/// A flat unit id plus [`EventPacking::UnitBase`], or none where it holds 0.
const UNIT: Read = Read::Unsigned {
    offset: EventPacking::UnitBase as u32,
    none: Some(0),
};
const BYTE: u8 = EventPacking::Byte as u8;
const HALF: u8 = EventPacking::Half as u8;

/// A whole word.
const fn word(name: &'static str, word: u8, read: Read) -> Field {
    Field {
        name,
        word,
        shift: 0,
        bits: 32,
        read,
    }
}

/// Part of a word.
const fn part(name: &'static str, word: u8, shift: u8, bits: u8, read: Read) -> Field {
    Field {
        name,
        word,
        shift,
        bits,
        read,
    }
}

/// Where [`Event::pack`] puts each field of an event of `kind`; the fields an event of that kind
/// does not carry are not listed (`solution`, `exhausted`: none).
pub fn event_fields(kind: EventKind) -> &'static [Field] {
    use EventKind as K;
    match kind {
        K::Select => {
            const {
                &[
                    word("cell", 1, PLAIN),
                    word("candidates", 2, PLAIN),
                    word("depth", 3, PLAIN),
                ]
            }
        }
        K::SelectPlace => {
            const {
                &[
                    word("digit", 1, PLAIN),
                    word("candidates", 2, PLAIN),
                    part("unit", 3, 0, BYTE, UNIT),
                    part("depth", 3, BYTE, 32 - BYTE, PLAIN),
                ]
            }
        }
        K::Try => {
            const {
                &[
                    word("cell", 1, PLAIN),
                    word("digit", 2, PLAIN),
                    part("of", 3, 0, BYTE, PLAIN),
                    part("branch", 3, BYTE, 32 - BYTE, PLAIN),
                ]
            }
        }
        K::Conflict => {
            const {
                &[
                    word("cell", 1, PLAIN),
                    word("digit", 2, PLAIN),
                    word("peer", 3, PLAIN),
                ]
            }
        }
        K::Propagate => {
            const {
                &[
                    word("cell", 1, PLAIN),
                    word("digit", 2, PLAIN),
                    word("unit", 3, UNIT),
                ]
            }
        }
        K::Filter => const { &[word("count", 1, PLAIN)] },
        // A dead end in a cell holds the cell, one in a unit no cell but a digit and the unit.
        K::DeadEnd => {
            const {
                &[
                    word("cell", 1, CELL),
                    word("digit", 2, DIGIT),
                    word("unit", 3, UNIT),
                ]
            }
        }
        K::Backtrack => const { &[word("depth", 1, PLAIN), word("count", 2, PLAIN)] },
        K::Solution | K::Exhausted => &[],
        K::Propose => {
            const {
                &[
                    word("cell", 1, PLAIN),
                    word("peer", 2, CELL),
                    part("digit", 3, 0, BYTE, PLAIN),
                    part("digit2", 3, BYTE, BYTE, DIGIT),
                    part("delta", 3, HALF, HALF, Read::Signed),
                ]
            }
        }
        K::Accept | K::Reject | K::Restart | K::BudgetExhausted => {
            const { &[word("count", 1, PLAIN)] }
        }
        K::Cool => const { &[word("temperature", 1, Read::Float)] },
        K::Prune => {
            const {
                &[
                    word("cell", 1, PLAIN),
                    word("digit", 2, PLAIN),
                    part("peer", 3, 0, HALF, CELL),
                    part("unit", 3, HALF, HALF, UNIT),
                ]
            }
        }
        K::Revise => {
            const {
                &[
                    word("cell", 1, PLAIN),
                    word("digit", 2, PLAIN),
                    word("count", 3, PLAIN),
                ]
            }
        }
        K::Backjump => {
            const {
                &[
                    word("from", 1, PLAIN),
                    word("depth", 2, PLAIN),
                    word("count", 3, PLAIN),
                ]
            }
        }
    }
}

/// Where `Blocker::pack` (src/blockers.rs) puts each field of a blocker.
pub const BLOCKER_FIELDS: &[Field] = &[
    word("kind", 0, PLAIN),
    word("cell", 1, PLAIN),
    word("digit", 2, PLAIN),
    part("by", 3, 0, HALF, CELL),
    part("unit", 3, HALF, HALF, UNIT),
];

/// The table as JSON, for scripts/build-enums.mjs: `{"events": {"<kind number>": [field, …], …},
/// "blocker": [field, …]}`, each field `[name, word, shift, bits, read, offset, none]` with
/// `read` `"u"` (unsigned, less `offset`), `"i"` (two's complement) or `"f"` (`f32` bits) and
/// `none` the bits that mean no value, or `null`.
pub fn to_json() -> String {
    let fields = |fields: &[Field]| {
        let each: Vec<String> = fields
            .iter()
            .map(|f| {
                let (read, offset, none) = match f.read {
                    Read::Unsigned { offset, none } => ("u", offset, none),
                    Read::Signed => ("i", 0, None),
                    Read::Float => ("f", 0, None),
                };
                let none = none.map_or("null".into(), |n| n.to_string());
                format!(
                    "[\"{}\",{},{},{},\"{read}\",{offset},{none}]",
                    f.name, f.word, f.shift, f.bits
                )
            })
            .collect();
        format!("[{}]", each.join(","))
    };
    let events: Vec<String> = EventKind::ALL
        .iter()
        .map(|&k| format!("\"{}\":{}", k as u8, fields(event_fields(k))))
        .collect();
    format!(
        "{{\"events\":{{{}}},\"blocker\":{}}}",
        events.join(","),
        fields(BLOCKER_FIELDS)
    )
}

#[cfg(test)]
mod tests;
