//! The record of a local search's penalty and temperature over its steps (`local::series`), for
//! the page's chart: laid out through the current step into a buffer the page reads as a
//! `Float32Array` view of WASM memory. The record is part of the machine's state, so it is the
//! same after Run to end, a step back or a jump to a step as after playing there.

use wasm_bindgen::prelude::*;

use super::Search;
use crate::local::series::Series;
use crate::strategy::Engine;

/// Numbers per bucket in the buffer: least and greatest penalty, least and greatest
/// temperature, restarts.
pub const SERIES_STRIDE: usize = 5;

#[wasm_bindgen]
impl Search {
    /// Local search only (undefined for the other strategies): lays out the record of the steps
    /// so far at [`Search::series_ptr`], [`SERIES_STRIDE`] numbers per bucket of steps, oldest
    /// first (least and greatest penalty after a step of the bucket, least and greatest
    /// temperature, restarts in it), and returns the steps per bucket (a power of two; bucket
    /// `k` holds steps `k · width` to `(k + 1) · width − 1`, the first step 0, the start). At
    /// most 512 buckets, however long the run.
    pub fn series(&mut self) -> Option<f64> {
        let record = record(self.history.current())?;
        self.series.clear();
        for b in record.buckets() {
            self.series.extend_from_slice(&[
                f32::from(b.penalty[0]),
                f32::from(b.penalty[1]),
                b.temperature[0],
                b.temperature[1],
                b.restarts as f32,
            ]);
        }
        Some(record.width() as f64)
    }

    /// Address of the record laid out by the last [`Search::series`] (`Float32Array` of
    /// [`SERIES_STRIDE`] × [`Search::series_len`]). Read it again after each call.
    #[wasm_bindgen(js_name = seriesPtr)]
    pub fn series_ptr(&self) -> usize {
        self.series.as_ptr() as usize
    }

    /// Numbers per bucket in the buffer of [`Search::series`] ([`SERIES_STRIDE`]): the page reads
    /// the layout from here rather than keeping a copy of it.
    #[wasm_bindgen(getter, js_name = seriesStride)]
    pub fn series_stride(&self) -> usize {
        SERIES_STRIDE
    }

    /// Buckets laid out by the last [`Search::series`].
    #[wasm_bindgen(getter, js_name = seriesLen)]
    pub fn series_len(&self) -> usize {
        self.series.len() / SERIES_STRIDE
    }
}

/// The record of a local search's machine; none for the others (and so always none in the small
/// engine, which has no local search).
fn record(engine: &Engine) -> Option<Series> {
    match engine {
        #[cfg(machines)]
        Engine::Annealing(l) => Some(l.series()),
        #[cfg(machines)]
        Engine::ShootAndGo(l) => Some(l.series()),
        _ => None,
    }
}
