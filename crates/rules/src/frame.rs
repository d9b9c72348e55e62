//! The judge's frame: one of the 16 ways to see a board (8 symmetries,
//! colours swapped or not), chosen from the position alone, so a verdict
//! cannot depend on how the board was turned or who played black.
//!
//! The searches behind a verdict stop at a budget of positions, and the
//! order they try moves in follows the points' order: the same position
//! turned a quarter could be settled in one orientation and stop short in
//! another. The judge therefore works on the *canonical* view (the least
//! of the 16 views, compared point by point with the stones asked about
//! and agreed), and shows its results in the arbiter's own view: stones,
//! proof lines and the notes' points and colour words.

use crate::board::Board;
use crate::color::Color;
use crate::point::Point;

/// How the judge's view is seen from the arbiter's board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Frame {
    sym: u8,
    swap: bool,
    size: u8,
}

impl Frame {
    /// The canonical view of `board` with the point sets `marks` (agreed,
    /// asked): the least, cell by cell then mark by mark, of the 16 views.
    pub fn canonical(board: &Board, marks: &[&[Point]]) -> Frame {
        let size = board.size();
        let view = |f: Frame| {
            let b = board.transformed(f.sym, f.swap);
            let cells: Vec<u8> = b
                .points()
                .map(|p| b.get(p).map_or(0, |c| 1 + c.index() as u8))
                .collect();
            let ko = b.ko_point(Color::Black).or(b.ko_point(Color::White));
            let marks: Vec<Vec<(u8, u8)>> = marks
                .iter()
                .map(|ps| {
                    let mut v: Vec<(u8, u8)> = ps
                        .iter()
                        .map(|&p| f.inward(p))
                        .map(|q| (q.y, q.x))
                        .collect();
                    v.sort_unstable();
                    v
                })
                .collect();
            (cells, ko.map(|q| (q.y, q.x)), marks)
        };
        (0..16u8)
            .map(|t| Frame {
                sym: t % 8,
                swap: t >= 8,
                size,
            })
            .min_by_key(|&f| view(f))
            .expect("16 views")
    }

    /// The board as the judge sees it.
    pub fn board(&self, board: &Board) -> Board {
        board.transformed(self.sym, self.swap)
    }

    /// A point of the arbiter's board in the judge's view.
    pub fn inward(&self, p: Point) -> Point {
        p.transform(self.sym, self.size)
    }

    /// A point of the judge's view on the arbiter's board.
    pub fn point(&self, p: Point) -> Point {
        p.transform(inverse(self.sym), self.size)
    }

    /// A colour of the judge's view on the arbiter's board.
    pub fn color(&self, c: Color) -> Color {
        if self.swap {
            c.opponent()
        } else {
            c
        }
    }

    /// Points of the judge's view on the arbiter's board, row-major.
    pub fn points(&self, ps: &[Point]) -> Vec<Point> {
        let mut out: Vec<Point> = ps.iter().map(|&p| self.point(p)).collect();
        out.sort_unstable_by_key(|p| (p.y, p.x));
        out
    }
}

/// The symmetry undoing `sym` ([`Point::transform`]: mirror x, mirror y,
/// then swap the axes): with the axes swapped, the mirrors trade places.
fn inverse(sym: u8) -> u8 {
    if sym & 4 == 0 {
        sym
    } else {
        4 | (sym & 1) << 1 | (sym & 2) >> 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_symmetry_is_undone() {
        for sym in 0..8 {
            for x in 0..5 {
                for y in 0..5 {
                    let p = Point::new(x, y);
                    assert_eq!(p.transform(sym, 5).transform(inverse(sym), 5), p, "{sym}");
                }
            }
        }
    }

    #[test]
    fn every_view_of_a_board_has_one_canonical_view() {
        let board = Board::from_diagram(
            ". X O . .
             . X O . .
             X X O O .
             . . . . .
             . . . . .",
        )
        .unwrap();
        let frame = Frame::canonical(&board, &[]);
        let seen = frame.board(&board);
        for t in 0..16u8 {
            let turned = board.transformed(t % 8, t >= 8);
            let f = Frame::canonical(&turned, &[]);
            assert_eq!(f.board(&turned).hash(), seen.hash(), "view {t}");
            let view = f.board(&turned);
            for p in turned.points() {
                assert_eq!(f.point(f.inward(p)), p);
                assert_eq!(turned.get(p), view.get(f.inward(p)).map(|c| f.color(c)));
            }
        }
    }
}
