//! Hooks for the end-to-end tests, compiled only with the `test-hooks` feature (never in a
//! release build): `testPanicOnNextPlay()` makes the next `Game.play` panic, the way a bug
//! would, so the page's recovery (a calm message, the game reloaded from its record) and
//! the panic hook's report (`lib.rs`) can be tested in a browser.

use core::sync::atomic::{AtomicBool, Ordering};
use wasm_bindgen::prelude::*;

static PANIC_NEXT_PLAY: AtomicBool = AtomicBool::new(false);

/// Arms the hook: the next `Game.play` panics (once).
#[wasm_bindgen(js_name = testPanicOnNextPlay)]
pub fn test_panic_on_next_play() {
    PANIC_NEXT_PLAY.store(true, Ordering::Relaxed);
}

/// Called at the start of `Game.play`.
pub(crate) fn panic_if_asked() {
    if PANIC_NEXT_PLAY.swap(false, Ordering::Relaxed) {
        panic!("test hook: a panic forced by testPanicOnNextPlay()");
    }
}
