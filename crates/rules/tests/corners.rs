//! Hand-set positions from real games (issue 13): the disputed corners of
//! the finished games (`tests/fixtures/finished`) set up alone on an empty
//! board (19×19, or a small game's own), as an arbiter sets up the corner
//! in dispute: the territory
//! holding dead stones and its walls, nothing else. Each is
//! `tests/fixtures/corners/GAME_POINT.sgf` (the stones set up) with
//! `GAME_POINT.expect`:
//!
//! ```text
//! ask: bm cn      # one stone of each chain the arbiter asks about
//! dead: bm cn co  # every stone of them: dead in the finished game
//! ```
//!
//! The walls as drawn reach the open board (the judge holds them as
//! connected to the rest of the board, as they were in the game, where
//! they live) or are drawn whole; the territory is drawn whole and closed.
//! The invader has no more resources there than in the game (walls held
//! alive cannot be captured), so its stones are dead as drawn. The corpus
//! is made by `cargo run --release -p taikai-rules --example judge_cuts --
//! --write tests/fixtures/corners tests/fixtures/finished/*.sgf` (see
//! `tests/fixtures/corners/README.md`).

mod hand_set;

use hand_set::{corners, Corner};
use taikai_rules::{judge, Basis, Color, GoRules, JudgeOptions, Note, Status};

#[test]
fn the_corpus_is_what_it_says() {
    let all = corners();
    assert!(all.len() >= 100, "{} corners", all.len());
    for c in &all {
        // One corner of the board drawn, the rest empty: at least three
        // fifths of it, as the judge's open board needs.
        let stones = c.board.count(Color::Black) + c.board.count(Color::White);
        let n = c.board.size() as usize;
        assert!(stones * 5 <= n * n * 2, "{}: {stones} stones", c.name);
        // The invader's chains, all of one colour, every stone listed.
        let invader = c.board.get(c.ask[0]).unwrap();
        for &p in &c.ask {
            assert_eq!(c.board.get(p), Some(invader), "{} {p}", c.name);
            let chain = c.board.chain_at(p).unwrap();
            assert!(
                chain.stones.iter().all(|s| c.dead.contains(s)),
                "{} {p}",
                c.name
            );
        }
        for &p in &c.dead {
            let chain = c.board.chain_at(p).unwrap();
            assert!(
                c.ask.iter().any(|a| chain.stones.contains(a)),
                "{}: {p} is in no chain asked about",
                c.name
            );
        }
    }
}

/// The judge's statuses for the asked chains, by asked stone, in the view
/// `(sym, swap)`.
fn asked_statuses(c: &Corner, sym: u8, swap: bool) -> Vec<(Status, Basis)> {
    let board = c.board.transformed(sym, swap);
    let mut opts = JudgeOptions::new(GoRules::Japanese);
    let n = c.board.size();
    opts.ask = c.ask.iter().map(|p| p.transform(sym, n)).collect();
    let v = judge(&board, &opts).unwrap();
    assert!(
        !v.assumptions.is_empty(),
        "{}: a corner set up alone, and the verdict assumes nothing",
        c.name
    );
    c.ask
        .iter()
        .map(|p| {
            let g = v.chain_at(p.transform(sym, n)).unwrap();
            (g.status, g.basis)
        })
        .collect()
}

/// Every chain asked about is dead, never alive, seki or undetermined
/// (the corners of g19_04 and g19_09, regions of 62 and 68 points with
/// stones of both sides inside, left 24 stones undetermined until the
/// stones as the players left them could hold one thrown-in stone for
/// every three empty points). Each corner is judged as set up and in one
/// other of its 16 views (symmetry and colours, turning with the corner's
/// number), with the same statuses.
#[test]
#[ignore = "128 corners in two views: seconds; ./dev test runs it with --ignored"]
fn every_disputed_corner_set_up_by_hand_is_dead() {
    let (mut decided, mut open, mut wrong) = (0, Vec::new(), Vec::new());
    for (k, c) in corners().iter().enumerate() {
        let got = asked_statuses(c, 0, false);
        for (p, &(status, basis)) in c.ask.iter().zip(&got) {
            let stones = c.board.chain_at(*p).unwrap().stones.len();
            match status {
                Status::Dead => {
                    assert_ne!(basis, Basis::None, "{} {p}", c.name);
                    decided += stones;
                }
                Status::Undetermined => open.push(format!("{} {p} ({stones} stones)", c.name)),
                other => wrong.push(format!("{} {p}: {other}, the game says dead", c.name)),
            }
        }
        let (sym, swap) = ((k % 7 + 1) as u8, k % 2 == 1);
        let turned = asked_statuses(c, sym, swap);
        assert_eq!(
            got,
            turned,
            "{} in view {sym}{}",
            c.name,
            if swap { " swapped" } else { "" }
        );
    }
    eprintln!("{decided} dead stones decided");
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    assert!(open.is_empty(), "undetermined: {}", open.join(", "));
}

/// Without `--ask`, as an arbiter who sets up the corner and asks nothing:
/// every chain the walls enclose is decided (dead for the invader) or left
/// undetermined by a search, never given a wrong status; every chain on
/// the open side is undetermined, with that reason (000 §7 asks nothing
/// of stones connected to the rest of the board).
#[test]
#[ignore = "128 corners: seconds; ./dev test runs it with --ignored"]
fn without_asking_a_corner_gets_no_wrong_status() {
    let mut wrong = Vec::new();
    for c in corners() {
        let v = judge(&c.board, &JudgeOptions::new(GoRules::Japanese)).unwrap();
        for g in &v.groups {
            let invader = g.stones.iter().any(|p| c.dead.contains(p));
            let fine = match g.status {
                Status::Dead => invader,
                Status::Undetermined => {
                    g.note.search_longer() || matches!(g.note, Note::HeldOpen { .. })
                }
                // The walls' own chains drawn whole inside the corner.
                Status::Alive | Status::Seki => !invader,
            };
            if !fine {
                wrong.push(format!(
                    "{} {}: {} ({:?})",
                    c.name, g.stones[0], g.status, g.note
                ));
            }
            if matches!(g.note, Note::HeldOpen { .. }) {
                assert!(!invader, "{}: an invader held as the open board", c.name);
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
