//! Names for what a build has, set from its target and features:
//!
//! - `cfg(machines)`: every machine. A native build always has them (the CLI, the tests, the
//!   benches); a WebAssembly build has them with the `machines` feature (www/pkg,
//!   www/pkg-lab) and leaves out dancing links, local search and `fast` without it
//!   (www/pkg-small, the small engine a default element loads first).
//! - `cfg(lanes = "sse2" | "simd128" | "portable")`: how `fast`'s four-lane vectors
//!   (`src/fast/lanes.rs`) are built: SSE2 on x86-64, WebAssembly's simd128 when the build
//!   enables it (.cargo/config.toml does), else one lane after the other.
fn main() {
    // Only this file decides what it prints (with the target and features, which cargo tracks):
    // without the line cargo would run it again, and rebuild the crate, after any change in the
    // package, a test page or a doc.
    println!("cargo::rerun-if-changed=build.rs");
    println!("cargo::rustc-check-cfg=cfg(machines)");
    println!("cargo::rustc-check-cfg=cfg(lanes, values(\"sse2\", \"simd128\", \"portable\"))");
    let arch = std::env::var("CARGO_CFG_TARGET_ARCH").unwrap_or_default();
    let wasm = arch == "wasm32";
    if !wasm || std::env::var_os("CARGO_FEATURE_MACHINES").is_some() {
        println!("cargo::rustc-cfg=machines");
    }
    let features = std::env::var("CARGO_CFG_TARGET_FEATURE").unwrap_or_default();
    let lanes = if arch == "x86_64" {
        "sse2"
    } else if wasm && features.split(',').any(|f| f == "simd128") {
        "simd128"
    } else {
        "portable"
    };
    println!("cargo::rustc-cfg=lanes=\"{lanes}\"");
}
