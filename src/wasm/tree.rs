//! The search tree of a [`Search`] for the page's tree panel, as a type of its own
//! ([`SearchTree`]) so that `Search` exports only the search: recording switched on and off,
//! the nodes and the current path as typed-array views of WASM memory, and the layouts the
//! page draws (the collapsed tree, the icicle and the depth strip), worked out in the core.

use wasm_bindgen::prelude::*;

use super::{args, Search};
use crate::family::Family;
use crate::tree::collapse::{collapse, Current, Part};
use crate::tree::layout::{depth_strip, icicle};
use crate::tree::place::place;
use crate::tree::TREE_CAPACITY;

/// The tree panel's view of one [`Search`]: the buffers its layouts are drawn into, reused from
/// one frame to the next. Each method takes the search it reads; use one `SearchTree` per
/// search (the icicle laid out last is kept for the search it was laid out from).
#[wasm_bindgen]
#[derive(Default)]
pub struct SearchTree {
    icicle: Vec<u8>,
    /// What the icicle laid out last was of, when its tree was past its bound: the width, the
    /// nodes stored and the stored path, and its rows. Past the bound no node is added, and a
    /// stored node changes only when it leaves the path (ended going on; going back restores
    /// the very tree of an earlier step), so the same stored path is the same icicle: it is not
    /// laid out again, which over a million nodes is the panel's longest work.
    icicle_of: Option<(usize, usize, Vec<u32>, usize)>,
    depths: Vec<u16>,
    parts: Vec<Part>,
    keys: Vec<u32>,
    current: Option<Current>,
    width: f32,
}

/// Widest layout asked for, in pixel columns.
const MAX_WIDTH: u64 = 1 << 14;

#[wasm_bindgen]
impl SearchTree {
    /// A view with nothing laid out yet.
    #[wasm_bindgen(constructor)]
    pub fn new() -> SearchTree {
        SearchTree::default()
    }

    /// Starts (`true`) or stops recording the search tree. A local search (`annealing`,
    /// `shoot-and-go`) makes no decisions and records none: see `recording`. Starting goes
    /// back to step 0, as the tree covers every step: returns the step the search was at, for
    /// the page to step to again (`skip(at, false, maxMs)`, a slice at a time).
    pub fn record(&mut self, search: &mut Search, on: bool) -> f64 {
        let local = search.history.current().strategy().family() == Family::Local;
        let steps = search.history.counters().steps;
        if on == search.history.tree().is_some() || (on && local) {
            return steps as f64;
        }
        let at = search.history.record_tree(on.then_some(TREE_CAPACITY));
        self.icicle_of = None;
        search.events.clear();
        search.moved();
        at as f64
    }

    /// True while the tree is recorded.
    pub fn recording(&self, search: &Search) -> bool {
        search.history.tree().is_some()
    }

    /// Address of the stored nodes: `Uint32Array` of 6 × `stored`, per node in the order of
    /// the tries (the tree's pre-order): first step (low, high word), last step (low, high;
    /// both words `0xFFFFFFFF` while open), parent id (`0xFFFFFFFF` at depth 1), then one word
    /// of cell | digit << 8 | (depth − 1) << 16 | `NodeStatus` << 24.
    #[wasm_bindgen(js_name = nodesPtr)]
    pub fn nodes_ptr(&self, search: &Search) -> usize {
        search
            .history
            .tree()
            .map_or(0, |t| t.nodes().as_ptr() as usize)
    }

    /// Nodes stored: the tries up to the bound (`capacity`).
    pub fn stored(&self, search: &Search) -> usize {
        search.history.tree().map_or(0, |t| t.nodes().len())
    }

    /// Tries recorded, stored or not: the search's `tries` while recording.
    pub fn count(&self, search: &Search) -> f64 {
        search.history.tree().map_or(0, |t| t.count()) as f64
    }

    /// Most nodes the tree stores.
    #[wasm_bindgen(getter)]
    pub fn capacity(&self) -> usize {
        TREE_CAPACITY
    }

    /// Address of the current path: `Uint32Array` of `pathLen`, per depth from 1 the id of
    /// the open node there, `0xFFFFFFFF` where that node is past the bound.
    #[wasm_bindgen(js_name = pathPtr)]
    pub fn path_ptr(&self, search: &Search) -> usize {
        search
            .history
            .tree()
            .map_or(0, |t| t.path().as_ptr() as usize)
    }

    /// Depths of the current path's stored part.
    #[wasm_bindgen(js_name = pathLen)]
    pub fn path_len(&self, search: &Search) -> usize {
        search.history.tree().map_or(0, |t| t.path().len())
    }

    /// Lays out the icicle of the stored nodes in `width` columns (see `Shade`): returns its
    /// rows, one per depth; read `Uint8Array(width × rows)` at `iciclePtr`.
    ///
    /// # Errors
    ///
    /// Throws a `RangeError` for a width that is not a whole number from 1 to 16384.
    pub fn icicle(&mut self, search: &Search, width: f64) -> Result<usize, JsValue> {
        let width = args::whole("icicle", "width", width, 1, MAX_WIDTH)? as usize;
        let l = self;
        let Some(tree) = search.history.tree() else {
            l.icicle_of = None;
            return Ok(icicle(&[], width, &mut l.icicle));
        };
        let past = tree.count() > tree.nodes().len() as u64;
        if let Some((w, stored, path, rows)) = &l.icicle_of {
            if past && (*w, *stored, &path[..]) == (width, tree.nodes().len(), tree.path()) {
                return Ok(*rows);
            }
        }
        let rows = icicle(tree.nodes(), width, &mut l.icicle);
        l.icicle_of = past.then(|| (width, tree.nodes().len(), tree.path().to_vec(), rows));
        Ok(rows)
    }

    /// Address of the icicle laid out last.
    #[wasm_bindgen(js_name = iciclePtr)]
    pub fn icicle_ptr(&self) -> usize {
        self.icicle.as_ptr() as usize
    }

    /// Lays out the depth over the steps so far in `width` columns: read `Uint16Array(2 ×
    /// width)` at `depthsPtr`, the least and greatest depth tried per column (0 past the
    /// bound).
    ///
    /// # Errors
    ///
    /// Throws a `RangeError` for a width that is not a whole number from 1 to 16384.
    pub fn depths(&mut self, search: &Search, width: f64) -> Result<(), JsValue> {
        let width = args::whole("depths", "width", width, 1, MAX_WIDTH)? as usize;
        let steps = search.history.counters().steps;
        let (nodes, complete) = search.history.tree().map_or((&[][..], false), |t| {
            (t.nodes(), t.nodes().len() as u64 == t.count())
        });
        depth_strip(nodes, steps, complete, width, &mut self.depths);
        Ok(())
    }

    /// Address of the depth strip laid out last.
    #[wasm_bindgen(js_name = depthsPtr)]
    pub fn depths_ptr(&self) -> usize {
        self.depths.as_ptr() as usize
    }

    /// Lays out the collapsed tree (failed subtrees as triangles, the current path and the
    /// subtrees holding a solution expanded; see `PartKind`), `opened` being the keys of the
    /// collapsed parts clicked open: returns the parts, read at `partsPtr` as 7 words each:
    /// first id, nodes held, tries stood for, parent part (`0xFFFFFFFF` for the root), key
    /// (`0xFFFFFFFF`: nothing to open), centre x (an `f32`, in node widths), then depth | kind
    /// << 16. Its work grows with the parts shown, not with the nodes.
    pub fn layout(&mut self, search: &Search, opened: &[u32]) -> usize {
        let l = self;
        l.keys.clear();
        l.keys.extend_from_slice(opened);
        l.keys.sort_unstable();
        let Some(tree) = search.history.tree() else {
            l.parts.clear();
            l.current = None;
            l.width = 0.0;
            return 0;
        };
        let current = collapse(tree, search.history.counters().depth, &l.keys, &mut l.parts);
        l.width = place(&mut l.parts, current.part);
        l.current = Some(current);
        l.parts.len()
    }

    /// Address of the parts laid out last.
    #[wasm_bindgen(js_name = partsPtr)]
    pub fn parts_ptr(&self) -> usize {
        self.parts.as_ptr() as usize
    }

    /// The part laid out last where the search is (the current try, or the decision waiting for
    /// its next try), to keep in view; 0 (the root) before any try.
    #[wasm_bindgen(getter, js_name = currentPart)]
    pub fn current_part(&self) -> usize {
        self.current.map_or(0, |c| c.part)
    }

    /// The width of the tree laid out last, in node widths.
    #[wasm_bindgen(getter, js_name = layoutWidth)]
    pub fn layout_width(&self) -> f32 {
        self.width
    }
}
