//! Free lists of blocks in power-of-two sizes up to 4 KiB, carved from 64 KiB
//! chunks of the system allocator, which keeps the larger blocks. The engine
//! allocates and frees small vectors all the time (choices, hook lists, piles): in
//! V8, dlmalloc's malloc and free took a fifth of the random playouts' time, and
//! natively glibc's about a sixth (docs/speed.md). Small blocks are never given
//! back to the system: a free block waits for the next allocation of its size, and
//! a game's working set is bounded.
//!
//! `Pools` is the wasm build's global allocator (one thread: the lists need no
//! lock); `ThreadPools`, one set of lists per thread, is the command-line tool's.
use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::UnsafeCell;
use std::ptr::{self, null_mut};

const CLASSES: usize = 10; // 8, 16, ..., 4096 bytes
const CHUNK: usize = 64 * 1024;

pub struct Pools {
    free: UnsafeCell<[*mut u8; CLASSES]>,
    /// The unused rest of the current chunk.
    next: UnsafeCell<*mut u8>,
    end: UnsafeCell<*mut u8>,
}

// SAFETY: wasm32 without the atomics feature runs one thread. (Elsewhere `Pools`
// is not `Sync`: `ThreadPools` keeps one per thread.)
#[cfg(all(target_arch = "wasm32", not(target_feature = "atomics")))]
unsafe impl Sync for Pools {}

impl Default for Pools {
    fn default() -> Pools {
        Pools::new()
    }
}

impl Pools {
    pub const fn new() -> Pools {
        Pools { free: UnsafeCell::new([null_mut(); CLASSES]), next: UnsafeCell::new(null_mut()), end: UnsafeCell::new(null_mut()) }
    }

    /// A new block of class `c`, from the current chunk or a new one.
    #[cold]
    #[inline(never)]
    unsafe fn carve(&self, c: usize) -> *mut u8 {
        // A block aligned to its size: chunks are 4 KiB aligned.
        let size = 8usize << c;
        let (next, end) = (&mut *self.next.get(), &mut *self.end.get());
        let mut p = next.map_addr(|a| (a + size - 1) & !(size - 1));
        if next.is_null() || p.addr() + size > end.addr() {
            let chunk = System.alloc(Layout::from_size_align_unchecked(CHUNK, 4096));
            if chunk.is_null() {
                return null_mut();
            }
            *end = chunk.add(CHUNK);
            p = chunk;
        }
        *next = p.add(size);
        p
    }
}

/// The size class of a layout (block size `8 << class`), or `None` for the system.
fn class(l: Layout) -> Option<usize> {
    // The bits of `n - 1` (at least three: 8 bytes) give the power of two at or
    // above `n`, in fewer steps than `next_power_of_two` (every allocation runs this).
    let n = l.size().max(l.align());
    let c = (usize::BITS - ((n.wrapping_sub(1)) | 7).leading_zeros()) as usize - 3;
    (c < CLASSES).then_some(c)
}

unsafe impl GlobalAlloc for Pools {
    // A block from its free list, the common case, is a few instructions, inlined
    // where the engine allocates: about 2% more playouts per second, natively and
    // in V8 (docs/speed.md, "Calls in V8 11"). Frees stay a call: inlined at every
    // drop, they made the wasm 4% larger.
    #[inline]
    unsafe fn alloc(&self, l: Layout) -> *mut u8 {
        let Some(c) = class(l) else { return System.alloc(l) };
        let free = &mut *self.free.get();
        let head = free[c];
        if head.is_null() {
            return self.carve(c);
        }
        free[c] = *(head as *mut *mut u8);
        head
    }

    #[inline(never)]
    unsafe fn dealloc(&self, p: *mut u8, l: Layout) {
        let Some(c) = class(l) else { return System.dealloc(p, l) };
        let free = &mut *self.free.get();
        *(p as *mut *mut u8) = free[c];
        free[c] = p;
    }

    unsafe fn realloc(&self, p: *mut u8, l: Layout, new_size: usize) -> *mut u8 {
        let nl = Layout::from_size_align_unchecked(new_size, l.align());
        match (class(l), class(nl)) {
            (Some(a), Some(b)) if a == b => p,
            (None, None) => System.realloc(p, l, new_size),
            _ => {
                let q = self.alloc(nl);
                if !q.is_null() {
                    ptr::copy_nonoverlapping(p, q, l.size().min(new_size));
                    self.dealloc(p, l);
                }
                q
            }
        }
    }
}

/// The same free lists, one set per thread (the command-line tool's allocator: the
/// arena plays on several threads). A block freed on another thread than the one
/// that took it joins the lists of the thread that frees it; the lists of a thread
/// that ends are not reused.
pub struct ThreadPools;

thread_local! {
    // Const and without a destructor: usable in every allocation, even while the
    // thread's other locals are being dropped.
    static LOCAL: Pools = const { Pools::new() };
}

unsafe impl GlobalAlloc for ThreadPools {
    unsafe fn alloc(&self, l: Layout) -> *mut u8 {
        LOCAL.with(|x| x.alloc(l))
    }
    unsafe fn dealloc(&self, p: *mut u8, l: Layout) {
        LOCAL.with(|x| x.dealloc(p, l))
    }
    unsafe fn realloc(&self, p: *mut u8, l: Layout, new_size: usize) -> *mut u8 {
        LOCAL.with(|x| x.realloc(p, l, new_size))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The size class is the smallest power of two, at least 8, that holds the
    /// size and the alignment; none above 4 KiB.
    #[test]
    fn the_class_is_the_power_of_two_at_or_above() {
        for size in 1..=9000usize {
            for align in [1, 2, 8, 64, 4096, 8192] {
                let l = Layout::from_size_align(size, align).unwrap();
                let n = size.max(align).max(8).next_power_of_two();
                let want = (n <= 4096).then(|| n.trailing_zeros() as usize - 3);
                assert_eq!(class(l), want, "size {size}, align {align}");
            }
        }
    }

    /// Blocks of many sizes and alignments, grown, shrunk and freed in a mixed
    /// order: each keeps its contents, is aligned, and overlaps no other live block;
    /// a freed block is handed out again.
    #[test]
    fn blocks_keep_their_bytes_and_do_not_overlap() {
        let pools = Pools::new();
        let mut live: Vec<(*mut u8, Layout, u8)> = vec![];
        let mut x = 12345u64;
        let mut rnd = |n: u64| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x % n
        };
        let fill = |p: *mut u8, l: Layout, v: u8| unsafe { ptr::write_bytes(p, v, l.size()) };
        let intact = |p: *mut u8, l: Layout, v: u8| unsafe { std::slice::from_raw_parts(p, l.size()).iter().all(|&b| b == v) };
        for i in 0..20_000u32 {
            let v = (i % 251) as u8;
            match rnd(4) {
                0 | 1 => {
                    let size = [1, 7, 8, 9, 24, 100, 1000, 4096, 4097, 70_000][rnd(10) as usize];
                    let align = [1, 2, 4, 8, 16, 64][rnd(6) as usize];
                    let l = Layout::from_size_align(size, align).unwrap();
                    let p = unsafe { pools.alloc(l) };
                    assert!(!p.is_null() && p.addr() % align == 0);
                    fill(p, l, v);
                    live.push((p, l, v));
                }
                2 if !live.is_empty() => {
                    let (p, l, w) = live.swap_remove(rnd(live.len() as u64) as usize);
                    assert!(intact(p, l, w));
                    unsafe { pools.dealloc(p, l) };
                }
                _ if !live.is_empty() => {
                    let k = rnd(live.len() as u64) as usize;
                    let (p, l, w) = live[k];
                    let size = [3, 16, 200, 4000, 5000, 9000][rnd(6) as usize];
                    let q = unsafe { pools.realloc(p, l, size) };
                    let nl = Layout::from_size_align(size, l.align()).unwrap();
                    assert!(!q.is_null() && q.addr() % l.align() == 0);
                    let kept = Layout::from_size_align(l.size().min(size), 1).unwrap();
                    assert!(intact(q, kept, w), "realloc kept the bytes");
                    fill(q, nl, v);
                    live[k] = (q, nl, v);
                }
                _ => {}
            }
            if i % 1000 == 0 {
                let mut spans: Vec<(usize, usize)> = live.iter().map(|(p, l, _)| (p.addr(), p.addr() + l.size())).collect();
                spans.sort_unstable();
                assert!(spans.windows(2).all(|w| w[0].1 <= w[1].0), "live blocks overlap");
                assert!(live.iter().all(|&(p, l, w)| intact(p, l, w)));
            }
        }
        // A freed small block comes back for the next allocation of its size.
        let l = Layout::from_size_align(24, 8).unwrap();
        let p = unsafe { pools.alloc(l) };
        unsafe { pools.dealloc(p, l) };
        assert_eq!(unsafe { pools.alloc(l) }, p);
    }

    /// Blocks taken on one thread and freed on another, while both allocate: every
    /// block keeps its bytes until freed, and none is handed out twice.
    #[test]
    fn blocks_freed_on_another_thread_are_not_handed_out_twice() {
        let a = ThreadPools;
        let (to_b, from_a) = std::sync::mpsc::channel::<(usize, usize, u8)>();
        let sender = std::thread::spawn(move || {
            let a = ThreadPools;
            for i in 0..20_000usize {
                let size = [8, 24, 100, 3000, 9000][i % 5];
                let l = Layout::from_size_align(size, 8).unwrap();
                let p = unsafe { a.alloc(l) };
                assert!(!p.is_null());
                unsafe { ptr::write_bytes(p, (i % 251) as u8, size) };
                to_b.send((p.expose_provenance(), size, (i % 251) as u8)).unwrap();
            }
        });
        let mut live: Vec<(*mut u8, Layout, u8)> = vec![];
        for (n, (addr, size, v)) in from_a.into_iter().enumerate() {
            let l = Layout::from_size_align(size, 8).unwrap();
            let p = std::ptr::with_exposed_provenance_mut::<u8>(addr);
            assert!(unsafe { std::slice::from_raw_parts(p, size) }.iter().all(|&b| b == v), "a block changed before it was freed");
            // Keep some, free the others, and allocate here too from what they free.
            if n % 3 == 0 {
                live.push((p, l, v));
            } else {
                unsafe { a.dealloc(p, l) };
                let q = unsafe { a.alloc(l) };
                assert!(live.iter().all(|&(x, _, _)| x != q), "a live block handed out again");
                unsafe { ptr::write_bytes(q, 0xEE, size) };
                unsafe { a.dealloc(q, l) };
            }
        }
        sender.join().unwrap();
        for (p, l, v) in live {
            assert!(unsafe { std::slice::from_raw_parts(p, l.size()) }.iter().all(|&b| b == v));
            unsafe { a.dealloc(p, l) };
        }
    }
}
