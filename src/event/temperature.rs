//! The annealing temperature an event and the counters carry.

#[cfg(doc)]
use super::{Counters, Event};

/// An annealing temperature, held as the bits of an `f32` so that [`Event`] and [`Counters`]
/// stay `Eq` and pack into one `u32`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Temperature(u32);

impl Temperature {
    /// The temperature `t`, rounded to an `f32`.
    pub fn new(t: f64) -> Temperature {
        Temperature((t as f32).to_bits())
    }

    /// The temperature as a number.
    pub fn get(self) -> f32 {
        f32::from_bits(self.0)
    }

    /// The bits of the `f32`, as [`Event::pack`] writes them.
    pub fn to_bits(self) -> u32 {
        self.0
    }
}
