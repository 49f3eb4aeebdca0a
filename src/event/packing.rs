//! How an [`Event`] packs into four numbers for a typed-array view in JavaScript.

use super::{DeadEnd, Event, Reason};
use crate::board::Unit;

#[cfg(doc)]
use super::EventKind;

/// Where [`Event::pack`] puts the fields it packs two to a word. The page reads them from the
/// table of where each field lies (src/event/layout.rs), which is written with these.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u32)]
pub enum EventPacking {
    /// Added to a flat unit id where an event holds one, so that 0 means "no unit".
    UnitBase = 1,
    /// Bits of the low field of a word of two small ones (`branch << 8 | of`, `depth << 8 |
    /// unit`, the two digits of a propose).
    Byte = 8,
    /// Bits of the low half of a word of two halves (`by | unit << 16`, a propose's delta).
    Half = 16,
    /// What an event holds in place of a cell ([`NO_CELL`]): a dead end in a unit, the second
    /// cell of a one-cell move.
    NoCell = 0xFFFF,
}

/// The second cell of a [`Event::Propose`] that changes one cell, and what [`Event::pack`] writes
/// in place of the cell of a dead end in a unit.
pub const NO_CELL: u16 = EventPacking::NoCell as u16;

impl Event {
    /// The event as four numbers, for a typed-array view in JavaScript:
    /// `[kind, a, b, c]` with kind the [`EventKind`] number:
    /// select `[0, cell, candidates, depth]`, try `[1, cell, digit, branch << 8 | of]`,
    /// conflict `[2, cell, digit, peer]`, propagate `[3, cell, digit, reason]` (reason 0 naked,
    /// else 1 + flat unit id), filter `[4, removed, 0, 0]`, dead end `[5, cell, 0, 0]` for a cell or
    /// `[5, 0xFFFF, digit, 1 + flat unit id]` for a unit, backtrack `[6, depth, cleared, 0]`,
    /// solution `[7, 0, 0, 0]`, exhausted `[8, 0, 0, 0]`, select place (dlx)
    /// `[9, digit, places, depth << 8 | (1 + flat unit id)]`; local search: propose
    /// `[10, cell0, cell1, digit0 | digit1 << 8 | (delta as i16 as u16) << 16]` (cell1 is
    /// `0xFFFF` and digit1 0 for a one-cell move; the delta in the high half as a 16-bit two's
    /// complement: `c >> 16` in JavaScript, an arithmetic shift of the 32-bit value, reads it
    /// signed), accept `[11, penalty, 0, 0]`, reject `[12, penalty, 0, 0]`, cool `[13, f32 bits
    /// of the temperature, 0, 0]`, restart `[14, penalty, 0, 0]`, budget exhausted
    /// `[15, best_penalty, 0, 0]`; `csp`: prune `[16, cell, digit, by | (1 + flat unit id) << 16]`,
    /// revise `[17, cell, digit, removed]`, backjump `[18, from, to, skipped]`.
    pub fn pack(&self, side: usize) -> [u32; 4] {
        let unit = |u: Unit| EventPacking::UnitBase as u32 + u.id(side) as u32;
        let [a, b, c] = match *self {
            Event::Select {
                cell,
                candidates,
                depth,
            } => [cell.into(), candidates.into(), depth.into()],
            Event::Try {
                cell,
                digit,
                branch,
                of,
            } => [
                cell.into(),
                digit.into(),
                (u32::from(branch) << EventPacking::Byte as u32) | u32::from(of),
            ],
            Event::Conflict { cell, digit, peer } => [cell.into(), digit.into(), peer.into()],
            Event::Propagate {
                cell,
                digit,
                reason,
            } => {
                let r = match reason {
                    Reason::NakedSingle => 0,
                    Reason::HiddenSingle(u) => unit(u),
                };
                [cell.into(), digit.into(), r]
            }
            Event::Filter { removed } => [removed.into(), 0, 0],
            Event::DeadEnd(DeadEnd::NoCandidates { cell }) => [cell.into(), 0, 0],
            Event::DeadEnd(DeadEnd::NoPlace { unit: u, digit }) => {
                [NO_CELL.into(), digit.into(), unit(u)]
            }
            Event::Backtrack { depth, cleared } => [depth.into(), cleared.into(), 0],
            Event::Solution | Event::Exhausted => [0, 0, 0],
            Event::SelectPlace {
                unit: u,
                digit,
                places,
                depth,
            } => [
                digit.into(),
                places.into(),
                (u32::from(depth) << EventPacking::Byte as u32) | unit(u),
            ],
            Event::Propose {
                cells,
                digits,
                delta,
            } => {
                // A penalty is at most 3·16 missing digits per unit kind times 16 units (768),
                // so a delta always fits 16 bits.
                let delta = u32::from(delta.clamp(i16::MIN.into(), i16::MAX.into()) as i16 as u16);
                [
                    cells[0].into(),
                    cells[1].into(),
                    u32::from(digits[0])
                        | u32::from(digits[1]) << EventPacking::Byte as u32
                        | delta << EventPacking::Half as u32,
                ]
            }
            Event::Accept { penalty }
            | Event::Reject { penalty }
            | Event::Restart { penalty }
            | Event::BudgetExhausted {
                best_penalty: penalty,
            } => [penalty, 0, 0],
            Event::Cool { temperature } => [temperature.to_bits(), 0, 0],
            Event::Prune {
                cell,
                digit,
                by,
                unit: u,
            } => [
                cell.into(),
                digit.into(),
                u32::from(by) | unit(u) << EventPacking::Half as u32,
            ],
            Event::Revise {
                cell,
                digit,
                removed,
            } => [cell.into(), digit.into(), removed.into()],
            Event::Backjump { from, to, skipped } => [from.into(), to.into(), skipped.into()],
        };
        [self.kind() as u32, a, b, c]
    }
}
