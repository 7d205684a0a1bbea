//! # mancala-wasm-alloc
//!
//! The global allocator of the two wasm modules (`crates/wasm`, `crates/wasm-engine`).
//!
//! - **Small blocks** (up to 32 KiB): power-of-two size classes, one free list per class,
//!   new blocks cut from the end of the used memory. A freed block is kept for its class.
//!   Every operation is O(1).
//! - **Large blocks** (over 32 KiB: a game's history of positions, the engine's
//!   transposition table): runs of whole 64 KiB pages, exactly as many as asked for. A
//!   freed run joins its free neighbours (one list of free runs, in address order), and a
//!   free run at the end of the used memory goes back to it, so every freed page serves any
//!   later large or small request. A large block that grows (a `Vec` doubling) grows in
//!   place when the pages after it are free or unused. First fit; the walk is over the free
//!   runs, a handful.
//!
//! So the memory of a module is its small blocks' high-water mark plus the most pages its
//! large blocks ever held at once (and their fragments): it grows with the longest game,
//! never with the number of games. (Until 2026-12 large blocks had power-of-two classes
//! of their own, each keeping its freed blocks: a history of 1 025 Nsolo 4×36 plies took a
//! 1 MiB block for its 655 KB and left the 512, 256, 128 and 64 KiB ones of its growth
//! stranded, 2.44 → 3.50 MB; see `docs/soak.md`.)
//!
//! wasm linear memory never shrinks: pages given back are kept for reuse, not returned.
//!
//! It replaces std's dlmalloc, which was about a tenth of each module (4 KB gzipped).
//!
//! A module takes it as its allocator with the feature `global` (on wasm32 only; elsewhere the
//! feature does nothing):
//!
//! ```toml
//! mancala-wasm-alloc = { path = "../wasm-alloc", features = ["global"] }
//! ```
//!
//! Single-threaded only (the modules run on the page's thread or in one Web Worker, without
//! shared memory). The logic ([`Heap`]) is plain Rust over a [`Memory`], tested natively
//! over an arena; wasm32's linear memory is the `Memory` of the global allocator.

#![no_std]

#[cfg(test)]
extern crate std;

use core::cell::UnsafeCell;
use core::ptr::null_mut;

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
/// A wasm page: large blocks are runs of whole pages.
pub const PAGE: usize = 1 << 16;
/// The first large class: a request over half a page (32 KiB) gets whole pages.
pub const LARGE_CLASS: u32 = 16;

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

/// The bytes (whole pages) of a large block for `size` at `align`; `None` for a small block
/// (class under [`LARGE_CLASS`]) or an impossible one.
pub fn large_bytes(size: usize, align: usize) -> Option<usize> {
    let class = class_of(size, align)?;
    (class >= LARGE_CLASS).then(|| size.max(align).div_ceil(PAGE) * PAGE)
}

/// Where the heap's memory comes from: wasm32's linear memory, or a test's arena.
pub trait Memory {
    /// The end of the memory there is now, in bytes (a multiple of [`PAGE`]).
    fn size(&mut self) -> usize;
    /// Adds `pages` pages at the end; `false` if it cannot.
    fn grow(&mut self, pages: usize) -> bool;
}

/// The allocator's state and logic, over any [`Memory`] (see the crate's text). Its methods
/// are those of `GlobalAlloc` with the memory passed in.
pub struct Heap {
    /// Head of each small class's free list (0: empty); a free block holds the next one's
    /// address.
    free: [usize; CLASSES],
    /// The first free run of pages (0: none), in address order; a free run holds the next
    /// run's address and its own length in bytes.
    runs: usize,
    /// The page that small blocks are cut from now: from `small` up to `small_end`.
    small: usize,
    small_end: usize,
    /// Pages taken for small blocks so far.
    small_pages: usize,
    /// The unused memory: from `next` (the end of the last run cut, a page boundary) to
    /// the end of the memory.
    next: usize,
    end: usize,
}

impl Heap {
    /// A heap with nothing allocated yet.
    pub const fn new() -> Heap {
        Heap {
            free: [0; CLASSES],
            runs: 0,
            small: 0,
            small_end: 0,
            small_pages: 0,
            next: 0,
            end: 0,
        }
    }

    /// Where the used memory ends: runs are cut below it (0 before the first one).
    pub fn used_end(&self) -> usize {
        self.next
    }

    /// The pages taken for small blocks so far (their high-water mark: they are kept).
    pub fn small_pages(&self) -> usize {
        self.small_pages
    }

    /// A block for `size` bytes at `align`, or null.
    ///
    /// # Safety
    /// The heap is the only user of `mem` past the memory's size at its first call.
    pub unsafe fn alloc(&mut self, size: usize, align: usize, mem: &mut impl Memory) -> *mut u8 {
        if let Some(bytes) = large_bytes(size, align) {
            // SAFETY: the caller's guarantees, passed on.
            return unsafe { self.alloc_run(bytes, mem) };
        }
        let Some(class) = class_of(size, align) else {
            return null_mut();
        };
        let head = self.free[class as usize];
        if head != 0 {
            // SAFETY: a free block of this class holds the address of the next one.
            self.free[class as usize] = unsafe { *(head as *const usize) };
            return head as *mut u8;
        }
        // SAFETY: the caller's guarantees, passed on.
        unsafe { self.cut_small(1 << class, mem) }
    }

    /// Frees a block that `alloc` (or `realloc`) gave for `size` at `align`.
    ///
    /// # Safety
    /// `ptr` is such a block, no longer used.
    pub unsafe fn dealloc(&mut self, ptr: *mut u8, size: usize, align: usize) {
        if let Some(bytes) = large_bytes(size, align) {
            // SAFETY: the caller's guarantees.
            unsafe { self.free_run(ptr as usize, bytes) };
            return;
        }
        let Some(class) = class_of(size, align) else {
            return;
        };
        // SAFETY: `ptr` is a block of this class that is no longer used.
        unsafe { *(ptr as *mut usize) = self.free[class as usize] };
        self.free[class as usize] = ptr as usize;
    }

    /// The block `ptr` (for `size` at `align`) made to hold `new_size` bytes, its contents
    /// kept: in place when it has room or the pages after it are free or unused, else moved.
    /// Null (and `ptr` untouched) when there is no memory.
    ///
    /// # Safety
    /// As for `alloc` and `dealloc`.
    pub unsafe fn realloc(
        &mut self,
        ptr: *mut u8,
        size: usize,
        align: usize,
        new_size: usize,
        mem: &mut impl Memory,
    ) -> *mut u8 {
        match (large_bytes(size, align), large_bytes(new_size, align)) {
            (None, None) if class_of(size, align) == class_of(new_size, align) => return ptr,
            (Some(old), Some(new)) => {
                let at = ptr as usize;
                if new <= old {
                    if new < old {
                        // SAFETY: the tail is part of this block, no longer used.
                        unsafe { self.free_run(at + new, old - new) };
                    }
                    return ptr;
                }
                // SAFETY: the caller's guarantees.
                if unsafe { self.grow_in_place(at, old, new, mem) } {
                    return ptr;
                }
            }
            _ => {}
        }
        // SAFETY: the caller's guarantees, passed on; the new block is not the old one.
        unsafe {
            let moved = self.alloc(new_size, align, mem);
            if !moved.is_null() {
                core::ptr::copy_nonoverlapping(ptr, moved, size.min(new_size));
                self.dealloc(ptr, size, align);
            }
            moved
        }
    }

    /// A new small block of `bytes` (a power of two up to half a page, aligned to its size)
    /// from the small blocks' page, or from a new page (a run of one) when that is full.
    /// Small blocks never lie between pages cut at the end, so the end stays on a page
    /// boundary and no gap is left when a run there is freed.
    unsafe fn cut_small(&mut self, bytes: usize, mem: &mut impl Memory) -> *mut u8 {
        let start = (self.small + bytes - 1) & !(bytes - 1);
        if self.small_end == 0 || start + bytes > self.small_end {
            // SAFETY: the caller's guarantees, passed on.
            let page = unsafe { self.alloc_run(PAGE, mem) };
            if page.is_null() {
                return page;
            }
            (self.small, self.small_end) = (page as usize + bytes, page as usize + PAGE);
            self.small_pages += 1;
            return page;
        }
        self.small = start + bytes;
        start as *mut u8
    }

    /// A new run of `bytes` (whole pages) from the end of the used memory.
    fn cut(&mut self, bytes: usize, mem: &mut impl Memory) -> *mut u8 {
        if self.end == 0 {
            // First use: the memory past what the module was given at the start.
            self.end = mem.size();
            self.next = self.end;
        }
        let start = self.next;
        match start.checked_add(bytes) {
            Some(stop) if self.reach(stop, mem) => {
                self.next = stop;
                start as *mut u8
            }
            _ => null_mut(),
        }
    }

    /// Grows the memory so that it reaches `stop`; `false` if it cannot.
    fn reach(&mut self, stop: usize, mem: &mut impl Memory) -> bool {
        if stop > self.end {
            let pages = (stop - self.end).div_ceil(PAGE);
            if !mem.grow(pages) {
                return false;
            }
            self.end += pages * PAGE;
        }
        true
    }

    /// A run of `bytes` (whole pages): the first free run that holds it (its front), else
    /// cut at the end.
    unsafe fn alloc_run(&mut self, bytes: usize, mem: &mut impl Memory) -> *mut u8 {
        let (mut prev, mut run) = (0, self.runs);
        while run != 0 {
            // SAFETY: free runs hold their next run and their length.
            let (after, len) = unsafe { read_run(run) };
            if len >= bytes {
                let rest = if len == bytes {
                    after
                } else {
                    // SAFETY: the rest of the run is free memory, at least a page.
                    unsafe { write_run(run + bytes, after, len - bytes) };
                    run + bytes
                };
                // SAFETY: `prev` is 0 or a free run.
                unsafe { self.link(prev, rest) };
                return run as *mut u8;
            }
            (prev, run) = (run, after);
        }
        self.cut(bytes, mem)
    }

    /// Frees the run of `bytes` at `at`: joined with the free runs on either side, and given
    /// back to the unused memory when it ends there.
    unsafe fn free_run(&mut self, at: usize, bytes: usize) {
        // The free runs before and after `at`, and the one before that.
        let (mut before_prev, mut prev, mut run) = (0, 0, self.runs);
        while run != 0 && run < at {
            // SAFETY: free runs hold their next run.
            (before_prev, prev, run) = (prev, run, unsafe { read_run(run).0 });
        }
        let (mut start, mut len, mut after, mut link_from) = (at, bytes, run, prev);
        if run != 0 && at + bytes == run {
            // SAFETY: `run` is a free run.
            let (next, l) = unsafe { read_run(run) };
            (len, after) = (len + l, next);
        }
        if prev != 0 {
            // SAFETY: `prev` is a free run.
            let (_, l) = unsafe { read_run(prev) };
            if prev + l == at {
                (start, len, link_from) = (prev, len + l, before_prev);
            }
        }
        if start + len == self.next && after == 0 {
            // The last run of the used memory: unused again.
            self.next = start;
            // SAFETY: `link_from` is 0 or a free run.
            unsafe { self.link(link_from, 0) };
        } else {
            // SAFETY: `start..start + len` is free memory, and `link_from` 0 or a free run.
            unsafe {
                write_run(start, after, len);
                self.link(link_from, start);
            }
        }
    }

    /// Grows the large block at `at` from `old` to `new` bytes where it lies, if the memory
    /// after it is a free run that holds the difference or the unused end.
    unsafe fn grow_in_place(
        &mut self,
        at: usize,
        old: usize,
        new: usize,
        mem: &mut impl Memory,
    ) -> bool {
        let (end, extra) = (at + old, new - old);
        if end == self.next {
            return match at.checked_add(new) {
                Some(stop) if self.reach(stop, mem) => {
                    self.next = stop;
                    true
                }
                _ => false,
            };
        }
        let (mut prev, mut run) = (0, self.runs);
        while run != 0 && run < end {
            // SAFETY: free runs hold their next run.
            (prev, run) = (run, unsafe { read_run(run).0 });
        }
        if run != end {
            return false;
        }
        // SAFETY: `run` is the free run right after the block.
        let (after, len) = unsafe { read_run(run) };
        if len < extra {
            return false;
        }
        let rest = if len == extra {
            after
        } else {
            // SAFETY: the rest of the run is free memory, at least a page.
            unsafe { write_run(run + extra, after, len - extra) };
            run + extra
        };
        // SAFETY: `prev` is 0 or a free run.
        unsafe { self.link(prev, rest) };
        true
    }

    /// Makes the free run `from` (or the list's head, when 0) point to `to`.
    unsafe fn link(&mut self, from: usize, to: usize) {
        if from == 0 {
            self.runs = to;
        } else {
            // SAFETY: `from` is a free run, whose first word is its next run.
            unsafe { *(from as *mut usize) = to };
        }
    }
}

impl Default for Heap {
    fn default() -> Self {
        Heap::new()
    }
}

/// A free run's next run and length.
unsafe fn read_run(run: usize) -> (usize, usize) {
    // SAFETY: the caller's: `run` is a free run, at least a page, page-aligned.
    unsafe { (*(run as *const usize), *((run as *const usize).add(1))) }
}

unsafe fn write_run(run: usize, next: usize, len: usize) {
    // SAFETY: the caller's: `run..run + len` is free memory, at least a page, page-aligned.
    unsafe {
        *(run as *mut usize) = next;
        *((run as *mut usize).add(1)) = len;
    }
}

/// The allocator: put it in a `static` with `#[global_allocator]`.
pub struct SizeClasses {
    #[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
    heap: UnsafeCell<Heap>,
}

// SAFETY: the wasm modules run on one thread (no shared memory, no atomics), so the state
// is never reached from two threads.
unsafe impl Sync for SizeClasses {}

impl SizeClasses {
    /// An allocator with nothing allocated yet.
    pub const fn new() -> SizeClasses {
        SizeClasses {
            heap: UnsafeCell::new(Heap::new()),
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
    use super::{Memory, PAGE, SizeClasses};
    use core::alloc::{GlobalAlloc, Layout};
    use core::arch::wasm32::{memory_grow, memory_size};

    /// wasm32's linear memory (memory 0).
    struct Linear;

    impl Memory for Linear {
        fn size(&mut self) -> usize {
            memory_size(0) * PAGE
        }
        fn grow(&mut self, pages: usize) -> bool {
            memory_grow(0, pages) != usize::MAX
        }
    }

    // SAFETY (all three): one thread (see `Sync`), no call here re-enters the allocator,
    // and the heap is the only user of the memory grown past the module's start.
    unsafe impl GlobalAlloc for SizeClasses {
        unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
            unsafe { (*self.heap.get()).alloc(layout.size(), layout.align(), &mut Linear) }
        }

        unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
            unsafe { (*self.heap.get()).dealloc(ptr, layout.size(), layout.align()) }
        }

        unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
            unsafe {
                (*self.heap.get()).realloc(
                    ptr,
                    layout.size(),
                    layout.align(),
                    new_size,
                    &mut Linear,
                )
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
}

/// The heap over an arena of the test's own (natively), as it runs over wasm's linear memory.
#[cfg(test)]
mod heap_tests {
    use super::*;
    use std::alloc::{Layout, alloc, dealloc};
    use std::vec::Vec;

    /// Linear memory of up to `cap` pages, page-aligned; the first page stands for what a
    /// module has at its start.
    struct Arena {
        base: *mut u8,
        pages: usize,
        cap: usize,
    }

    impl Arena {
        fn new(cap: usize) -> Arena {
            // SAFETY: a non-zero size.
            let base = unsafe { alloc(Layout::from_size_align(cap * PAGE, PAGE).unwrap()) };
            assert!(!base.is_null());
            Arena {
                base,
                pages: 1,
                cap,
            }
        }
        /// Pages in use: what `memory.buffer.byteLength` would say, in pages.
        fn pages(&self) -> usize {
            self.pages
        }
    }

    impl Drop for Arena {
        fn drop(&mut self) {
            // SAFETY: allocated in `new` with this layout.
            unsafe {
                dealloc(
                    self.base,
                    Layout::from_size_align(self.cap * PAGE, PAGE).unwrap(),
                )
            };
        }
    }

    impl Memory for Arena {
        fn size(&mut self) -> usize {
            self.base as usize + self.pages * PAGE
        }
        fn grow(&mut self, pages: usize) -> bool {
            if self.pages + pages > self.cap {
                return false;
            }
            self.pages += pages;
            true
        }
    }

    /// A deterministic generator (SplitMix64).
    struct Rng(u64);
    impl Rng {
        fn next(&mut self) -> u64 {
            self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
            let mut z = self.0;
            z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
            z ^ (z >> 31)
        }
        fn below(&mut self, n: usize) -> usize {
            (self.next() % n as u64) as usize
        }
    }

    /// A live block of the tests: where, its size, and the byte it is filled with.
    struct Block {
        at: *mut u8,
        size: usize,
        fill: u8,
    }

    fn take(heap: &mut Heap, mem: &mut Arena, size: usize, fill: u8) -> Block {
        // SAFETY: the heap is the arena's only user.
        let at = unsafe { heap.alloc(size, 8, mem) };
        assert!(!at.is_null(), "no memory for {size}");
        assert_eq!(at as usize % 8, 0);
        // SAFETY: the block holds `size` bytes.
        unsafe { core::ptr::write_bytes(at, fill, size) };
        Block { at, size, fill }
    }

    fn check(b: &Block) {
        // SAFETY: a live block of `size` bytes.
        let bytes = unsafe { core::slice::from_raw_parts(b.at, b.size) };
        assert!(
            bytes.iter().all(|&x| x == b.fill),
            "block of {} overwritten",
            b.size
        );
    }

    fn give(heap: &mut Heap, b: Block) {
        check(&b);
        // SAFETY: a live block of this size.
        unsafe { heap.dealloc(b.at, b.size, 8) };
    }

    fn resize(heap: &mut Heap, mem: &mut Arena, b: &mut Block, size: usize) {
        check(b);
        // SAFETY: a live block of `b.size`.
        let at = unsafe { heap.realloc(b.at, b.size, 8, size, mem) };
        assert!(!at.is_null());
        b.at = at;
        let kept = b.size.min(size);
        // SAFETY: the new block holds `size` bytes, the first `kept` of them the old ones.
        unsafe {
            assert!(
                core::slice::from_raw_parts(at, kept)
                    .iter()
                    .all(|&x| x == b.fill)
            );
            core::ptr::write_bytes(at, b.fill, size);
        }
        b.size = size;
    }

    /// A `Vec` of `Game::history`'s 320-byte plies pushed `plies` + 1 times (the growth of
    /// `alloc`'s RawVec: 4, then doubling), with the page's small blocks between the pushes
    /// (a move's account, the record's text), some of them kept for a while.
    fn play_game(heap: &mut Heap, mem: &mut Arena, rng: &mut Rng, plies: usize, fill: u8) -> Block {
        const PLY: usize = 320;
        let mut history = take(heap, mem, PLY, fill);
        let mut cap = 1;
        let mut kept: Vec<Block> = Vec::new();
        for len in 2..=plies + 1 {
            if len > cap {
                cap = (cap * 2).max(4);
                resize(heap, mem, &mut history, cap * PLY);
            }
            // the record's text grows with the game; the account is small
            let record = take(heap, mem, 4 * len, 1);
            let account = take(heap, mem, 16 + rng.below(400), 2);
            give(heap, record);
            if rng.below(8) == 0 {
                kept.push(account);
            } else {
                give(heap, account);
            }
            if kept.len() > 20 {
                let b = kept.remove(rng.below(kept.len()));
                give(heap, b);
            }
        }
        for b in kept {
            give(heap, b);
        }
        history
    }

    #[test]
    fn freed_pages_serve_any_later_size_and_the_end_is_reused() {
        let mut mem = Arena::new(256);
        let mut heap = Heap::new();
        let big = take(&mut heap, &mut mem, 1 << 20, 3);
        let after_big = mem.pages();
        give(&mut heap, big);
        // the pages of one large block serve smaller ones, of any page count
        let parts: Vec<Block> = [500_000, 250_000, 200_000]
            .iter()
            .map(|&n| take(&mut heap, &mut mem, n, 4))
            .collect();
        assert_eq!(mem.pages(), after_big);
        // and, freed, they join again into one block as large as the first
        for b in parts {
            give(&mut heap, b);
        }
        let again = take(&mut heap, &mut mem, 1 << 20, 5);
        assert_eq!(mem.pages(), after_big);
        // a block kept at the end of the used memory, then freed: the end moves back
        let small = take(&mut heap, &mut mem, 100, 6);
        let end = heap.used_end();
        let top = take(&mut heap, &mut mem, 200_000, 7);
        give(&mut heap, top);
        assert_eq!(heap.used_end(), end);
        give(&mut heap, again);
        give(&mut heap, small);
        // a large block takes whole pages, exactly as many as it needs
        assert_eq!(large_bytes(655_360, 8), Some(10 * PAGE));
        assert_eq!(large_bytes(32_769, 8), Some(PAGE));
        assert_eq!(large_bytes(32_768, 8), None);
        assert_eq!(large_bytes(4, 1 << 16), Some(PAGE));
    }

    #[test]
    fn a_growing_block_grows_in_place_when_it_can() {
        let mut mem = Arena::new(256);
        let mut heap = Heap::new();
        // at the end of the used memory
        let mut b = take(&mut heap, &mut mem, 100_000, 1);
        let at = b.at;
        resize(&mut heap, &mut mem, &mut b, 1_000_000);
        assert_eq!(b.at, at);
        // before a free run
        let c = take(&mut heap, &mut mem, 500_000, 2);
        let d = take(&mut heap, &mut mem, 100, 3);
        let c_at = c.at;
        give(&mut heap, c);
        let mut e = take(&mut heap, &mut mem, 70_000, 4);
        assert_eq!(e.at, c_at);
        resize(&mut heap, &mut mem, &mut e, 400_000);
        assert_eq!(e.at, c_at);
        // shrinking gives the tail back
        let pages = mem.pages();
        resize(&mut heap, &mut mem, &mut e, 40_000);
        assert_eq!(e.at, c_at);
        let f = take(&mut heap, &mut mem, 450_000, 5);
        assert_eq!(f.at as usize, c_at as usize + PAGE);
        assert_eq!(mem.pages(), pages);
        for x in [b, d, e, f] {
            give(&mut heap, x);
        }
    }

    #[test]
    fn random_blocks_keep_their_contents_and_never_overlap() {
        let mut mem = Arena::new(2048);
        let mut heap = Heap::new();
        let mut rng = Rng(7);
        let mut live: Vec<Block> = Vec::new();
        for step in 0..4_000 {
            let size = match rng.below(10) {
                0..=5 => 1 + rng.below(200),
                6 | 7 => 1 + rng.below(40_000),
                _ => 1 + rng.below(700_000),
            };
            match rng.below(3) {
                0 if !live.is_empty() => {
                    let b = live.swap_remove(rng.below(live.len()));
                    give(&mut heap, b);
                }
                1 if !live.is_empty() => {
                    let i = rng.below(live.len());
                    resize(&mut heap, &mut mem, &mut live[i], size);
                }
                _ => live.push(take(&mut heap, &mut mem, size, (step % 251) as u8 + 1)),
            }
            if live.len() > 60 {
                let b = live.swap_remove(0);
                give(&mut heap, b);
            }
            if step % 500 == 0 {
                let mut spans: Vec<(usize, usize)> = live
                    .iter()
                    .map(|b| (b.at as usize, b.at as usize + b.size))
                    .collect();
                spans.sort_unstable();
                assert!(spans.windows(2).all(|w| w[0].1 <= w[1].0), "blocks overlap");
                live.iter().for_each(check);
            }
        }
        for b in live {
            give(&mut heap, b);
        }
        // everything freed: the large blocks' pages are all one run again, or unused
        let end = heap.used_end();
        let whole = take(&mut heap, &mut mem, 8_000_000, 9);
        assert!(whole.at as usize + whole.size <= end.max(whole.at as usize + whole.size));
    }

    /// The soak's question, settled for the allocator: over many games of a page's history,
    /// the memory grows only while a game needs more than every game before it (a longer
    /// history, or a second one: the page's look back), and stays within a fixed multiple of
    /// that need (the old power-of-two classes kept each class's freed blocks: a 1 025-ply
    /// history took a 1 MiB block and stranded the 64 KiB–512 KiB ones of its growth).
    #[test]
    fn memory_grows_only_with_a_new_longest_game() {
        let mut mem = Arena::new(4096);
        let mut heap = Heap::new();
        let mut rng = Rng(20_261_201);
        let (mut most, mut small_then) = (0, 0);
        for game in 0..300 {
            // mostly 4×36-like lengths, now and then a longer one, and short games between
            let plies = match rng.below(10) {
                0..=3 => 20 + rng.below(80),
                4..=8 => 600 + rng.below(500),
                _ => 900 + rng.below(if game < 150 { 400 } else { 1_300 }),
            };
            let before = mem.pages();
            let history = play_game(&mut heap, &mut mem, &mut rng, plies, 8);
            let cap = (plies + 1).next_power_of_two().max(4) * 320;
            // now and then the page looks back: a second copy of the game's history
            // (`Game.load(record)`) while the game is alive
            let need = if rng.below(4) == 0 {
                let viewer = play_game(&mut heap, &mut mem, &mut rng, plies, 9);
                give(&mut heap, viewer);
                2 * cap
            } else {
                cap
            };
            give(&mut heap, history);
            // grown: only when this game needed more large pages at once than any before,
            // or the small blocks took a page more since the memory last grew (a page taken
            // at the end while a game's history lay below it may leave a hole there, which
            // the next small page fills first)
            let small = heap.small_pages();
            if mem.pages() > before {
                assert!(
                    need > most || small > small_then,
                    "game {game} of {plies} plies needs {need} (most {most}): {before} → {} pages",
                    mem.pages()
                );
                small_then = small;
            }
            most = most.max(need);
            // what the module started with, the small blocks' pages and the most pages
            // large blocks needed at once, and a hole under each page of small blocks
            assert!(
                mem.pages() <= 1 + small + most.div_ceil(PAGE) + small,
                "game {game}: {} pages, {small} small, most {most}",
                mem.pages()
            );
        }
    }
}
