//! Where each field of a packed event and blocker lies, for the build (scripts/build-enums.mjs).

use wasm_bindgen::prelude::*;

/// The core's table of where [`crate::Event::pack`] and a blocker's pack put each field
/// (src/event/layout.rs), as JSON: scripts/build-enums.mjs writes it into www/engine/enums.js,
/// and the page decodes every packed record through it.
#[wasm_bindgen(js_name = packedLayouts)]
pub fn packed_layouts() -> String {
    crate::event::layout_json()
}
