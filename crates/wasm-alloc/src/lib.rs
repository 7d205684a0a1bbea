//! # mancala-wasm-alloc
//!
//! The global allocator of the two wasm modules (`crates/wasm`, `crates/wasm-engine`): blocks
//! in power-of-two size classes, one free list per class, new blocks cut from the end of
//! linear memory (grown with `memory.grow`). Freed blocks are kept for their class and never
//! returned, which suits both modules: the page's handful of games and strings, and the
//! engine's transposition table, allocated once and reused whole. Every operation is O(1).
//!
//! It replaces std's dlmalloc, which was about a tenth of each module (4 KB gzipped); the
//! price is up to twice the memory asked for, for the largest blocks.
//!
//! A module takes it as its allocator with the feature `global` (on wasm32 only; elsewhere the
//! feature does nothing):
//!
//! ```toml
//! mancala-wasm-alloc = { path = "../wasm-alloc", features = ["global"] }
//! ```
//!
//! Single-threaded only (the modules run on the page's thread or in one Web Worker, without
//! shared memory). The class arithmetic is plain Rust and is tested natively; the memory
//! itself is wasm32's.

#![no_std]

use core::cell::UnsafeCell;

/// The global allocator of the wasm module that links this crate with the feature `global`.
#[cfg(all(target_arch = "wasm32", feature = "global"))]
#[global_allocator]
static ALLOC: SizeClasses = SizeClasses::new();

/// The smallest block: 8 bytes (class 3).
pub const MIN_CLASS: u32 = 3;
/// Classes 3 to 31: blocks of 8 bytes to 2 GiB.
pub const CLASSES: usize = 32;
/// New blocks are aligned to their size, up to this (a wasm page).
pub const MAX_ALIGN: usize = 1 << 16;

/// The class of a block for `size` bytes at `align`: the power of two that holds both (at
/// least [`MIN_CLASS`]); `None` if no class is that large or the alignment is over
/// [`MAX_ALIGN`].
pub fn class_of(size: usize, align: usize) -> Option<u32> {
    if align > MAX_ALIGN {
        return None;
    }
    let need = size.max(align).max(1 << MIN_CLASS);
    let class = need.checked_next_power_of_two()?.trailing_zeros();
    (class < CLASSES as u32).then_some(class)
}

/// Where a new block of `class` starts when the free memory starts at `next`: `next`
/// rounded up to the block's alignment (its size, at most [`MAX_ALIGN`]).
pub fn block_start(next: usize, class: u32) -> Option<usize> {
    let align = (1usize << class).min(MAX_ALIGN);
    next.checked_add(align - 1).map(|n| n & !(align - 1))
}

// Read only by the wasm32 `GlobalAlloc` (natively only the class arithmetic is used).
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
struct State {
    /// Head of each class's free list (0: empty); a free block holds the next one's address.
    free: [usize; CLASSES],
    /// The unused memory between the last block cut and the end of linear memory.
    next: usize,
    end: usize,
}

/// The allocator: put it in a `static` with `#[global_allocator]`.
pub struct SizeClasses {
    #[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
    state: UnsafeCell<State>,
}

// SAFETY: the wasm modules run on one thread (no shared memory, no atomics), so the state
// is never reached from two threads.
unsafe impl Sync for SizeClasses {}

impl SizeClasses {
    /// An allocator with nothing allocated yet.
    pub const fn new() -> SizeClasses {
        SizeClasses {
            state: UnsafeCell::new(State {
                free: [0; CLASSES],
                next: 0,
                end: 0,
            }),
        }
    }
}

impl Default for SizeClasses {
    fn default() -> Self {
        SizeClasses::new()
    }
}

#[cfg(target_arch = "wasm32")]
mod wasm {
    use super::{SizeClasses, block_start, class_of};
    use core::alloc::{GlobalAlloc, Layout};
    use core::arch::wasm32::{memory_grow, memory_size};
    use core::ptr::null_mut;

    const PAGE: usize = 1 << 16;

    unsafe impl GlobalAlloc for SizeClasses {
        unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
            let Some(class) = class_of(layout.size(), layout.align()) else {
                return null_mut();
            };
            // SAFETY: one thread (see `Sync`), and no call here re-enters the allocator.
            let s = unsafe { &mut *self.state.get() };
            let head = s.free[class as usize];
            if head != 0 {
                // SAFETY: a free block of this class holds the address of the next one.
                s.free[class as usize] = unsafe { *(head as *const usize) };
                return head as *mut u8;
            }
            if s.end == 0 {
                // First use: the memory past what the module was given at the start.
                s.next = memory_size(0) * PAGE;
                s.end = s.next;
            }
            let Some(start) = block_start(s.next, class) else {
                return null_mut();
            };
            let Some(stop) = start.checked_add(1 << class) else {
                return null_mut();
            };
            if stop > s.end {
                let pages = (stop - s.end).div_ceil(PAGE);
                if memory_grow(0, pages) == usize::MAX {
                    return null_mut();
                }
                s.end += pages * PAGE;
            }
            s.next = stop;
            start as *mut u8
        }

        unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
            let Some(class) = class_of(layout.size(), layout.align()) else {
                return;
            };
            // SAFETY: as in `alloc`; `ptr` is a block of this class that is no longer used.
            let s = unsafe { &mut *self.state.get() };
            unsafe { *(ptr as *mut usize) = s.free[class as usize] };
            s.free[class as usize] = ptr as usize;
        }

        unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
            // The same class: the block already has room.
            if class_of(layout.size(), layout.align()) == class_of(new_size, layout.align()) {
                return ptr;
            }
            // SAFETY: the caller's guarantees, passed on.
            unsafe {
                let new = self.alloc(Layout::from_size_align_unchecked(new_size, layout.align()));
                if !new.is_null() {
                    core::ptr::copy_nonoverlapping(ptr, new, layout.size().min(new_size));
                    self.dealloc(ptr, layout);
                }
                new
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classes_hold_the_size_and_the_alignment() {
        assert_eq!(class_of(0, 1), Some(3));
        assert_eq!(class_of(1, 1), Some(3));
        assert_eq!(class_of(8, 8), Some(3));
        assert_eq!(class_of(9, 1), Some(4));
        assert_eq!(class_of(16, 16), Some(4));
        assert_eq!(class_of(17, 4), Some(5));
        assert_eq!(class_of(4, 64), Some(6));
        assert_eq!(class_of(1 << 24, 8), Some(24));
        assert_eq!(class_of((1 << 24) + 1, 8), Some(25));
        assert_eq!(class_of(1 << 31, 8), Some(31));
        assert_eq!(class_of((1 << 31) + 1, 8), None);
        assert_eq!(class_of(usize::MAX, 1), None);
        assert_eq!(class_of(1 << 16, 1 << 16), Some(16));
        assert_eq!(class_of(4, 1 << 17), None);
        for size in 0..5000 {
            for align in [1, 2, 4, 8, 16, 64] {
                let c = class_of(size, align).unwrap();
                assert!(
                    1usize << c >= size && 1usize << c >= align,
                    "{size} {align}"
                );
                assert!(c == MIN_CLASS || (1usize << (c - 1)) < size.max(align));
            }
        }
    }

    #[test]
    fn blocks_start_aligned_to_their_size_up_to_a_page() {
        assert_eq!(block_start(0, 3), Some(0));
        assert_eq!(block_start(1, 3), Some(8));
        assert_eq!(block_start(8, 3), Some(8));
        assert_eq!(block_start(9, 5), Some(32));
        assert_eq!(block_start(65_537, 20), Some(131_072));
        assert_eq!(block_start(1 << 20, 24), Some(1 << 20)); // a page is enough
        assert_eq!(block_start(usize::MAX - 3, 4), None);
        for next in (0..300_000).step_by(97) {
            for class in 3..24 {
                let s = block_start(next, class).unwrap();
                let align = (1usize << class).min(MAX_ALIGN);
                assert!(s >= next && s - next < align && s % align == 0);
            }
        }
    }
}
