//! A finished game of `tests/fixtures/finished` for the dev tools: the
//! record replayed to its final board, and the expected statuses of
//! `NAME.expect` beside it (`dead:` / `seki:` lines of SGF points, `#`
//! starting a comment; every other stone alive). A record with no such
//! file (GNU Go's scoring games) has no expected statuses.

use std::collections::BTreeSet;
use taikai_rules::{replay, sgf, Board, GoRules, Point, Status};

pub struct Finished {
    pub board: Board,
    /// The dead and seki stones of `NAME.expect`, if there is one.
    listed: Option<(BTreeSet<Point>, BTreeSet<Point>)>,
}

impl Finished {
    /// Panics on a file that is not a readable Go record (a dev tool).
    pub fn load(path: &str) -> Finished {
        let rec = sgf::parse_go(&std::fs::read(path).unwrap()).unwrap();
        let board = replay::replay(&rec, GoRules::Japanese).game.board().clone();
        let expect = std::fs::read_to_string(path.replace(".sgf", ".expect")).ok();
        let list = |expect: &str, key: &str| -> BTreeSet<Point> {
            expect
                .lines()
                .find_map(|l| l.strip_prefix(key))
                .unwrap_or("")
                .split('#')
                .next()
                .unwrap_or("")
                .split_whitespace()
                .filter_map(|t| Point::parse(t, board.size()).ok())
                .collect()
        };
        let listed = expect.map(|e| (list(&e, "dead:"), list(&e, "seki:")));
        Finished { board, listed }
    }

    /// The expected status of the stone at `p` (none without `NAME.expect`).
    pub fn expected(&self, p: Point) -> Option<Status> {
        let (dead, seki) = self.listed.as_ref()?;
        Some(if dead.contains(&p) {
            Status::Dead
        } else if seki.contains(&p) {
            Status::Seki
        } else {
            Status::Alive
        })
    }
}
