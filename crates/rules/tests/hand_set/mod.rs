//! The corners of `tests/fixtures/corners` (see `tests/corners.rs`): the
//! disputed corners of the finished games, set up alone as an arbiter sets
//! them up, with the chains asked about and their dead stones.

// The bench reads the stones asked about only.
#![allow(dead_code)]

use std::path::PathBuf;
use taikai_rules::{replay, sgf, Board, GoRules, Point};

pub struct Corner {
    pub name: String,
    pub board: Board,
    /// One stone of each chain asked about.
    pub ask: Vec<Point>,
    /// Every stone of them: dead in the finished game.
    pub dead: Vec<Point>,
}

/// Every corner, in name order.
pub fn corners() -> Vec<Corner> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/corners");
    let mut names: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "sgf"))
        .collect();
    names.sort();
    names
        .into_iter()
        .map(|path| {
            let rec = sgf::parse_go(&std::fs::read(&path).unwrap()).unwrap();
            let board = replay::replay(&rec, GoRules::Japanese).game.board().clone();
            let expect = std::fs::read_to_string(path.with_extension("expect")).unwrap();
            let size = board.size();
            let list = |key: &str| -> Vec<Point> {
                expect
                    .lines()
                    .find_map(|l| l.strip_prefix(key))
                    .unwrap_or_else(|| panic!("{}: no {key}", path.display()))
                    .split_whitespace()
                    .map(|t| Point::parse(t, size).unwrap())
                    .collect()
            };
            Corner {
                name: path.file_stem().unwrap().to_string_lossy().into_owned(),
                board,
                ask: list("ask:"),
                dead: list("dead:"),
            }
        })
        .collect()
}
