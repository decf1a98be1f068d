//! A stable sort for the short lists the engine sorts (a hand, the available
//! achievements, a bot's candidate answers: tens of items): insertion at the place
//! a binary search finds. `slice::sort_by` compiles to about 8 KB of wasm at each
//! call site with a key of its own; this, to a few hundred bytes (docs/speed.md,
//! "Download"). Its O(n²) swaps cost little on short lists, and on card ids (the
//! view sorts the junk's ids, a list that grows with the game, not their views).
//! `sort` serves the plain sorts (numbers, card ids, answer keys) instead of
//! `slice::sort_unstable`, and the titles of the cards hidden from a viewer
//! (hundreds, for tests only: `Session::hidden_titles`).

use std::cmp::Ordering;

/// Sort `v` by `cmp`, keeping the order of equal items (as `slice::sort_by`).
/// O(n log n) comparisons, O(n²) swaps: for short lists.
pub fn sort_by<T>(v: &mut [T], mut cmp: impl FnMut(&T, &T) -> Ordering) {
    for i in 1..v.len() {
        let (done, rest) = v.split_at_mut(i);
        // After every item not greater than it: equal items keep their order.
        let at = done.partition_point(|x| cmp(x, &rest[0]) != Ordering::Greater);
        for j in (at..i).rev() {
            v.swap(j, j + 1);
        }
    }
}

/// Sort `v` in its order (for a total order, as `slice::sort_unstable`: equal items
/// cannot be told apart).
pub fn sort<T: Ord>(v: &mut [T]) {
    sort_by(v, T::cmp);
}

/// Sort `v` by `key`, keeping the order of equal items (as `slice::sort_by_key`).
pub fn sort_by_key<T, K: Ord>(v: &mut [T], mut key: impl FnMut(&T) -> K) {
    sort_by(v, |a, b| key(a).cmp(&key(b)));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::Rng;

    /// The same order as std's stable sort, equal keys included, on lists of every
    /// length up to 40 with many repeated keys (and plain values as std's unstable
    /// sort puts them).
    #[test]
    fn sorts_as_std_stable_sort_does() {
        let mut rng = Rng(17);
        for n in 0..=40 {
            for _ in 0..20 {
                let v: Vec<(u8, usize)> = (0..n).map(|i| (rng.below(6) as u8, i)).collect();
                let mut ours = v.clone();
                sort_by_key(&mut ours, |x| x.0);
                let mut std = v.clone();
                std.sort_by_key(|x| x.0);
                assert_eq!(ours, std);
                let mut down = v.clone();
                sort_by(&mut down, |a, b| b.0.cmp(&a.0));
                std.sort_by_key(|x| core::cmp::Reverse(x.0));
                assert_eq!(down, std);
                let mut plain: Vec<u8> = v.iter().map(|x| x.0).collect();
                let mut unstable = plain.clone();
                sort(&mut plain);
                unstable.sort_unstable();
                assert_eq!(plain, unstable);
            }
        }
    }
}
