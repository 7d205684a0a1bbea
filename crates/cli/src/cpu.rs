//! The calling thread's CPU time, for benchmarks on a shared machine: unlike the wall clock it
//! does not grow while the thread waits for a core. Linux only (`/proc/thread-self/schedstat`:
//! nanoseconds on a CPU); elsewhere `None`, and the figures fall back to the wall clock.

/// Seconds the calling thread has run on a CPU so far, if the system says.
pub fn thread_seconds() -> Option<f64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let ns: u64 = text.split_whitespace().next()?.parse().ok()?;
    Some(ns as f64 / 1e9)
}

/// The CPU seconds since `start` (a `thread_seconds()` reading), if both readings exist.
pub fn since(start: Option<f64>) -> Option<f64> {
    Some((thread_seconds()? - start?).max(1e-9))
}
