//! Sets of points as bits, for the static test ([`crate::life`]).
//!
//! A grid's points lie in a *box*: the smallest rectangle of the board
//! holding them and their neighbours. Its rows follow one another in the
//! bits of a few words, each row one bit longer than the box is wide: that
//! guard bit, in no set, keeps a row's last point from touching the next
//! row's first. The neighbours of a whole set are then a few shifts
//! ([`dilate`]), and a chain or region is grown by repeating them
//! ([`fill`]), instead of a walk point by point.
//!
//! The functions are generic over the number of words `N` the box needs,
//! so that a small zone's test runs on one or two words; a grid keeps its
//! sets at the largest size ([`WORDS`]) and hands out their first `N`.

/// Words of the largest box: a 25×25 board, 25 rows of 26 bits.
pub(crate) const WORDS: usize = 11;

/// A set of points of a box of `N` words.
pub(crate) type Bits<const N: usize> = [u64; N];

/// Where the points of a grid lie in its box.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Shape {
    /// Bits per row: the box's width and a guard bit.
    pub stride: u32,
    /// Words the box needs.
    pub words: usize,
}

/// The first `N` words of a set kept at [`WORDS`].
#[inline]
pub(crate) fn head<const N: usize>(full: &[u64; WORDS]) -> Bits<N> {
    let mut out = [0; N];
    out.copy_from_slice(&full[..N]);
    out
}

/// `a` kept at [`WORDS`] (the inverse of [`head`]).
#[inline]
pub(crate) fn widen<const N: usize>(a: &Bits<N>) -> [u64; WORDS] {
    let mut out = [0; WORDS];
    out[..N].copy_from_slice(a);
    out
}

/// The set `k` of a list of sets kept one after another.
#[inline]
pub(crate) fn nth<const N: usize>(list: &[u64], k: usize) -> Bits<N> {
    let mut out = [0; N];
    out.copy_from_slice(&list[k * N..k * N + N]);
    out
}

#[inline]
pub(crate) fn and<const N: usize>(a: &Bits<N>, b: &Bits<N>) -> Bits<N> {
    std::array::from_fn(|k| a[k] & b[k])
}

#[inline]
pub(crate) fn or<const N: usize>(a: &Bits<N>, b: &Bits<N>) -> Bits<N> {
    std::array::from_fn(|k| a[k] | b[k])
}

/// The points of `a` not in `b`.
#[inline]
pub(crate) fn minus<const N: usize>(a: &Bits<N>, b: &Bits<N>) -> Bits<N> {
    std::array::from_fn(|k| a[k] & !b[k])
}

/// Whether `a` and `b` share a point.
#[inline]
pub(crate) fn meet<const N: usize>(a: &Bits<N>, b: &Bits<N>) -> bool {
    a.iter().zip(b).any(|(x, y)| x & y != 0)
}

/// Whether `a` holds no point. Folded over the words rather than compared
/// as arrays: a comparison of six words or more is a call to `memcmp`,
/// which took a fifth of a 19×19 verdict's time.
#[inline]
pub(crate) fn is_empty<const N: usize>(a: &Bits<N>) -> bool {
    a.iter().fold(0, |acc, w| acc | w) == 0
}

#[inline]
pub(crate) fn count<const N: usize>(a: &Bits<N>) -> u32 {
    a.iter().map(|w| w.count_ones()).sum()
}

/// The set holding the point at bit `b` alone.
#[inline]
pub(crate) fn single<const N: usize>(b: usize) -> Bits<N> {
    let mut out = [0; N];
    out[b / 64] = 1 << (b % 64);
    out
}

#[inline]
pub(crate) fn lowest<const N: usize>(a: &Bits<N>) -> Option<usize> {
    a.iter()
        .position(|&w| w != 0)
        .map(|k| k * 64 + a[k].trailing_zeros() as usize)
}

/// The bits of `a`, lowest first.
#[inline]
pub(crate) fn ones<const N: usize>(a: Bits<N>) -> impl Iterator<Item = usize> {
    a.into_iter().enumerate().flat_map(|(k, mut w)| {
        std::iter::from_fn(move || {
            (w != 0).then(|| {
                let b = w.trailing_zeros() as usize;
                w &= w - 1;
                k * 64 + b
            })
        })
    })
}

/// `a` and every neighbour of its points. Outside the box's points (the
/// guard bits, the rows beyond the last) the result may hold stray bits:
/// it is only ever met with sets of the box's points.
#[inline]
pub(crate) fn dilate<const N: usize>(a: &Bits<N>, stride: u32) -> Bits<N> {
    std::array::from_fn(|k| a[k] | word_beside(a, k, stride))
}

/// The points next to a point of `a` (those of `a` only if next to
/// another); stray bits as for [`dilate`].
#[inline]
pub(crate) fn beside<const N: usize>(a: &Bits<N>, stride: u32) -> Bits<N> {
    std::array::from_fn(|k| word_beside(a, k, stride))
}

/// Word `k` of [`beside`]: its points' neighbours left and right, and a
/// row up and down, carried across words.
#[inline(always)]
fn word_beside<const N: usize>(a: &Bits<N>, k: usize, s: u32) -> u64 {
    let v = a[k];
    let prev = if k > 0 { a[k - 1] } else { 0 };
    let next = if k + 1 < N { a[k + 1] } else { 0 };
    v << 1
        | prev >> 63
        | v >> 1
        | next << 63
        | v << s
        | prev >> (64 - s)
        | v >> s
        | next << (64 - s)
}

/// The connected part of `within` holding `seed` (a subset of it), and
/// that part's [`dilate`].
#[inline]
pub(crate) fn fill<const N: usize>(
    seed: Bits<N>,
    within: &Bits<N>,
    stride: u32,
) -> (Bits<N>, Bits<N>) {
    let mut part = seed;
    loop {
        let grown = dilate(&part, stride);
        let next = and(&grown, within);
        if is_empty(&std::array::from_fn::<u64, N, _>(|k| next[k] ^ part[k])) {
            return (part, grown);
        }
        part = next;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A 3×3 box (stride 4): the guard bits keep rows apart.
    #[test]
    fn neighbours_stop_at_the_row_ends() {
        let bit = |x: usize, y: usize| y * 4 + x;
        let mut all = [0u64; 1];
        for y in 0..3 {
            for x in 0..3 {
                all[0] |= 1 << bit(x, y);
            }
        }
        let d = and(&dilate(&single::<1>(bit(2, 0)), 4), &all);
        assert_eq!(
            ones(d).collect::<Vec<_>>(),
            vec![bit(1, 0), bit(2, 0), bit(2, 1)]
        );
        let d = and(&dilate(&single::<1>(bit(0, 1)), 4), &all);
        assert_eq!(
            ones(d).collect::<Vec<_>>(),
            vec![bit(0, 0), bit(0, 1), bit(1, 1), bit(0, 2)]
        );
    }

    /// Rows that cross a word boundary carry their neighbours over.
    #[test]
    fn a_fill_crosses_words() {
        // A 25-wide box: stride 26, a column of 25 points at x = 3.
        let mut column = [0u64; WORDS];
        for y in 0..25 {
            let b = y * 26 + 3;
            column[b / 64] |= 1 << (b % 64);
        }
        let (part, _) = fill(single::<WORDS>(3), &column, 26);
        assert_eq!(part, column);
        assert_eq!(count(&part), 25);
        assert_eq!(lowest(&part), Some(3));
        assert_eq!(ones(part).last(), Some(24 * 26 + 3));
    }
}
