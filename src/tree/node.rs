//! One node of the search tree, a try, and its layout as the page reads it: the words and
//! byte shifts exported to JavaScript, checked against the struct at compile time.

/// [`Node::last`] of a node still on the current path.
pub const OPEN: u64 = u64::MAX;

/// [`Node::parent`] of a node at depth 1 (a try of the first decision).
pub const ROOT: u32 = u32::MAX;

/// What became of a node, as [`Node::status`] stores it.
#[cfg_attr(target_arch = "wasm32", wasm_bindgen::prelude::wasm_bindgen)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum NodeStatus {
    /// On the current path: its try stands.
    Open = 0,
    /// Its try led straight to a dead end (or a conflict, for `brute-force`): abandoned with no
    /// try below it.
    DeadEnd = 1,
    /// Its try completed a solution.
    Solution = 2,
    /// Abandoned by a backtrack after its subtree was searched.
    Backtracked = 3,
}

/// The words of a [`Node`] as the page reads it (a `Uint32Array` view): exported to JavaScript
/// (as `NodeWord`), checked against the struct's own layout below.
#[cfg_attr(target_arch = "wasm32", wasm_bindgen::prelude::wasm_bindgen)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u32)]
pub enum NodeWord {
    /// [`Node::first`], low word (the high word follows).
    First = 0,
    /// [`Node::last`], low word (the high word follows).
    Last = 2,
    /// [`Node::parent`].
    Parent = 4,
    /// The word of [`Node::cell`], [`Node::digit`], [`Node::level`] and [`Node::status`], a
    /// byte each (see [`NodeShift`]).
    Try = 5,
    /// Words per node.
    Words = 6,
}

/// Where each byte of [`NodeWord::Try`] sits in its word: exported to JavaScript (as
/// `NodeShift`).
#[cfg_attr(target_arch = "wasm32", wasm_bindgen::prelude::wasm_bindgen)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u32)]
pub enum NodeShift {
    /// [`Node::cell`].
    Cell = 0,
    /// [`Node::digit`].
    Digit = 8,
    /// [`Node::level`].
    Level = 16,
    /// [`Node::status`].
    Status = 24,
}

/// The word and bit shift of a `#[repr(C)]` field at byte `offset`, in little-endian `u32` words
/// (WebAssembly's).
pub(crate) const fn word_and_shift(offset: usize) -> (u32, u32) {
    ((offset / 4) as u32, (offset % 4 * 8) as u32)
}

// The exported layout is the struct's: a change of `Node` that the enums miss does not build.
const _: () = {
    use std::mem::{offset_of, size_of};
    const fn at(offset: usize, word: NodeWord, shift: u32) -> bool {
        let (w, s) = word_and_shift(offset);
        w == word as u32 && s == shift
    }
    assert!(at(offset_of!(Node, first), NodeWord::First, 0));
    assert!(at(offset_of!(Node, last), NodeWord::Last, 0));
    assert!(at(offset_of!(Node, parent), NodeWord::Parent, 0));
    assert!(at(
        offset_of!(Node, cell),
        NodeWord::Try,
        NodeShift::Cell as u32
    ));
    assert!(at(
        offset_of!(Node, digit),
        NodeWord::Try,
        NodeShift::Digit as u32
    ));
    assert!(at(
        offset_of!(Node, level),
        NodeWord::Try,
        NodeShift::Level as u32
    ));
    assert!(at(
        offset_of!(Node, status),
        NodeWord::Try,
        NodeShift::Status as u32
    ));
    assert!(size_of::<Node>() == NodeWord::Words as usize * 4);
};

/// One try, 24 bytes (`#[repr(C)]`, read by the page as a typed-array view).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(C)]
pub struct Node {
    /// The step of the try event.
    pub first: u64,
    /// The step that ended the node, or [`OPEN`].
    pub last: u64,
    /// The id (index) of the try this one was made under, or [`ROOT`].
    pub parent: u32,
    /// The cell written (0-based, row-major; boards have at most 256 cells).
    pub cell: u8,
    /// The digit written.
    pub digit: u8,
    /// The depth minus one, so that depth 256 (every cell of an empty 16×16 board) fits a byte.
    pub level: u8,
    /// A [`NodeStatus`] as its number.
    pub status: u8,
}

impl Node {
    /// The decision's depth (1-based).
    pub fn depth(&self) -> usize {
        self.level as usize + 1
    }

    /// What became of the node.
    pub fn status(&self) -> NodeStatus {
        match self.status {
            0 => NodeStatus::Open,
            1 => NodeStatus::DeadEnd,
            2 => NodeStatus::Solution,
            _ => NodeStatus::Backtracked,
        }
    }
}
