//! One name for "this build has every machine": `cfg(machines)`. A native build always has
//! them (the CLI, the tests, the benches); a WebAssembly build has them with the `machines`
//! feature (www/pkg, www/pkg-lab) and leaves out dancing links, local search and `fast` without
//! it (www/pkg-small, the small engine a default element loads first).
fn main() {
    println!("cargo::rustc-check-cfg=cfg(machines)");
    let wasm = std::env::var("CARGO_CFG_TARGET_ARCH").as_deref() == Ok("wasm32");
    if !wasm || std::env::var_os("CARGO_FEATURE_MACHINES").is_some() {
        println!("cargo::rustc-cfg=machines");
    }
}
