//! `mancala replay` argument lists: the command line's own code (crates/cli/src/main.rs,
//! compiled here as a module) run on `replay` followed by arbitrary arguments, split at NUL
//! bytes (any bytes, not only UTF-8, as a shell may pass): options (`--size`, `--rule`, and
//! anything else), the game, and moves. Every outcome must be a result (a clear error is
//! fine), never a panic. Its JSON lines go to standard output (scripts/fuzz.sh discards it).
#![no_main]
#![allow(dead_code)]

use std::ffi::OsString;
use std::os::unix::ffi::OsStringExt;

use libfuzzer_sys::fuzz_target;

#[path = "../../crates/cli/src/main.rs"]
mod cli;

// What the command line's modules name as `crate::…`.
use cli::{Failure, Opts, bad, print, shown};

fuzz_target!(|data: &[u8]| {
    let mut args = vec![OsString::from("replay")];
    args.extend(
        data.split(|&b| b == 0)
            .take(200)
            .map(|a| OsString::from_vec(a.to_vec())),
    );
    let _ = cli::run(args);
});
