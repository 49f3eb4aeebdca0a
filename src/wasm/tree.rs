//! The search tree of a [`Search`] for the page's tree panel: recording switched on and off,
//! the nodes and the current path as typed-array views of WASM memory, and the layouts the
//! page draws (the collapsed tree, the icicle and the depth strip), worked out in the core.

use wasm_bindgen::prelude::*;

use super::{args, Search};
use crate::family::Family;
use crate::tree::collapse::{collapse, Current, Part};
use crate::tree::layout::{depth_strip, icicle};
use crate::tree::place::place;
use crate::tree::TREE_CAPACITY;

/// The buffers the layouts are drawn into, reused from one frame to the next.
#[derive(Default)]
pub struct Layouts {
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
impl Search {
    /// Starts (`true`) or stops recording the search tree. A local search (`annealing`,
    /// `shoot-and-go`) makes no decisions and records none: see `treeRecording`. Starting goes
    /// back to step 0, as the tree covers every step: returns the step the search was at, for
    /// the page to step to again (`skip(at, false, maxMs)`, a slice at a time).
    #[wasm_bindgen(js_name = recordTree)]
    pub fn record_tree(&mut self, on: bool) -> f64 {
        let local = self.history.current().strategy().family() == Family::Local;
        let steps = self.history.counters().steps;
        if on == self.history.tree().is_some() || (on && local) {
            return steps as f64;
        }
        let at = self.history.record_tree(on.then_some(TREE_CAPACITY));
        self.layouts.icicle_of = None;
        self.events.clear();
        at as f64
    }

    /// True while the tree is recorded.
    #[wasm_bindgen(getter, js_name = treeRecording)]
    pub fn tree_recording(&self) -> bool {
        self.history.tree().is_some()
    }

    /// Address of the stored nodes: `Uint32Array` of 6 × `treeStored`, per node in the order of
    /// the tries (the tree's pre-order): first step (low, high word), last step (low, high;
    /// both words `0xFFFFFFFF` while open), parent id (`0xFFFFFFFF` at depth 1), then one word
    /// of cell | digit << 8 | (depth − 1) << 16 | `NodeStatus` << 24.
    #[wasm_bindgen(js_name = treePtr)]
    pub fn tree_ptr(&self) -> usize {
        self.history
            .tree()
            .map_or(0, |t| t.nodes().as_ptr() as usize)
    }

    /// Nodes stored: the tries up to the bound (`treeCapacity`).
    #[wasm_bindgen(getter, js_name = treeStored)]
    pub fn tree_stored(&self) -> usize {
        self.history.tree().map_or(0, |t| t.nodes().len())
    }

    /// Tries recorded, stored or not: the search's `tries` while recording.
    #[wasm_bindgen(getter, js_name = treeCount)]
    pub fn tree_count(&self) -> f64 {
        self.history.tree().map_or(0, |t| t.count()) as f64
    }

    /// Most nodes the tree stores.
    #[wasm_bindgen(getter, js_name = treeCapacity)]
    pub fn tree_capacity(&self) -> usize {
        TREE_CAPACITY
    }

    /// Address of the current path: `Uint32Array` of `treePathLen`, per depth from 1 the id of
    /// the open node there, `0xFFFFFFFF` where that node is past the bound.
    #[wasm_bindgen(js_name = treePathPtr)]
    pub fn tree_path_ptr(&self) -> usize {
        self.history
            .tree()
            .map_or(0, |t| t.path().as_ptr() as usize)
    }

    /// Depths of the current path's stored part.
    #[wasm_bindgen(getter, js_name = treePathLen)]
    pub fn tree_path_len(&self) -> usize {
        self.history.tree().map_or(0, |t| t.path().len())
    }

    /// Lays out the icicle of the stored nodes in `width` columns (see `Shade`): returns its
    /// rows, one per depth; read `Uint8Array(width × rows)` at `iciclePtr`. Throws a
    /// `RangeError` for a width that is not a whole number from 1 to 16384.
    #[wasm_bindgen(js_name = treeIcicle)]
    pub fn tree_icicle(&mut self, width: f64) -> Result<usize, JsValue> {
        let width = args::whole("treeIcicle", "width", width, 1, MAX_WIDTH)? as usize;
        let l = &mut self.layouts;
        let Some(tree) = self.history.tree() else {
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
        self.layouts.icicle.as_ptr() as usize
    }

    /// Lays out the depth over the steps so far in `width` columns: read `Uint16Array(2 ×
    /// width)` at `depthsPtr`, the least and greatest depth tried per column (0 past the
    /// bound). Throws a `RangeError` for a width that is not a whole number from 1 to 16384.
    #[wasm_bindgen(js_name = treeDepths)]
    pub fn tree_depths(&mut self, width: f64) -> Result<(), JsValue> {
        let width = args::whole("treeDepths", "width", width, 1, MAX_WIDTH)? as usize;
        let steps = self.history.counters().steps;
        let (nodes, complete) = self.history.tree().map_or((&[][..], false), |t| {
            (t.nodes(), t.nodes().len() as u64 == t.count())
        });
        depth_strip(nodes, steps, complete, width, &mut self.layouts.depths);
        Ok(())
    }

    /// Address of the depth strip laid out last.
    #[wasm_bindgen(js_name = depthsPtr)]
    pub fn depths_ptr(&self) -> usize {
        self.layouts.depths.as_ptr() as usize
    }

    /// Lays out the collapsed tree (failed subtrees as triangles, the current path and the
    /// subtrees holding a solution expanded; see `PartKind`), `opened` being the keys of the
    /// collapsed parts clicked open: returns the parts, read at `treePartsPtr` as 7 words each:
    /// first id, nodes held, tries stood for, parent part (`0xFFFFFFFF` for the root), key
    /// (`0xFFFFFFFF`: nothing to open), centre x (an `f32`, in node widths), then depth | kind
    /// << 16. Its work grows with the parts shown, not with the nodes.
    #[wasm_bindgen(js_name = treeLayout)]
    pub fn tree_layout(&mut self, opened: &[u32]) -> usize {
        let l = &mut self.layouts;
        l.keys.clear();
        l.keys.extend_from_slice(opened);
        l.keys.sort_unstable();
        let Some(tree) = self.history.tree() else {
            l.parts.clear();
            l.current = None;
            l.width = 0.0;
            return 0;
        };
        let current = collapse(tree, self.history.counters().depth, &l.keys, &mut l.parts);
        l.width = place(&mut l.parts, current.part);
        l.current = Some(current);
        l.parts.len()
    }

    /// Address of the parts laid out last.
    #[wasm_bindgen(js_name = treePartsPtr)]
    pub fn tree_parts_ptr(&self) -> usize {
        self.layouts.parts.as_ptr() as usize
    }

    /// The part laid out last where the search is (the current try, or the decision waiting for
    /// its next try), to keep in view; 0 (the root) before any try.
    #[wasm_bindgen(getter, js_name = treeCurrentPart)]
    pub fn tree_current_part(&self) -> usize {
        self.layouts.current.map_or(0, |c| c.part)
    }

    /// The width of the tree laid out last, in node widths.
    #[wasm_bindgen(getter, js_name = treeLayoutWidth)]
    pub fn tree_layout_width(&self) -> f32 {
        self.layouts.width
    }
}
