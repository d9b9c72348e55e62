//! Several writers on one tournament file at once: the window's session and other
//! connections in threads (the CLI's processes are in crates/cli/tests/reliability.rs).
//! Whatever the interleaving, nothing acknowledged is lost and no guard is bypassed.

use std::path::{Path, PathBuf};
use std::sync::{Arc, Barrier};
use taikai_app::store::{StoreError, TournamentFile};
use taikai_app::{game_day, rounds, tournament, AppError};

fn demo(dir: &Path) -> PathBuf {
    let path = dir.join("demo.taikai");
    let mut file = tournament::create_demo(&path, false).unwrap();
    rounds::pair_round(&mut file, Some(1), None).unwrap();
    path
}

fn boards_of_round_1(path: &Path) -> u32 {
    let round = TournamentFile::open(path)
        .unwrap()
        .round(1)
        .unwrap()
        .unwrap();
    round.boards.len() as u32
}

/// A refusal a person can act on, never "database is locked" or any other SQLite error.
fn assert_refusal_is_typed(e: &AppError) {
    assert!(
        !matches!(e, AppError::File(StoreError::Sqlite(_))),
        "a raw database error reached the user: {e}"
    );
    assert!(!e.to_string().contains("locked"), "{e}");
}

#[test]
fn a_repair_never_deletes_a_result_entered_at_the_same_moment() {
    for attempt in 0..25 {
        let dir = tempfile::tempdir().unwrap();
        let path = demo(dir.path());
        let boards = boards_of_round_1(&path);
        let start = Arc::new(Barrier::new(2));

        let repairer = {
            let (path, start) = (path.clone(), start.clone());
            std::thread::spawn(move || {
                let mut file = TournamentFile::open(&path).unwrap();
                start.wait();
                // Re-pair until the desk's first result makes the round unchangeable.
                for _ in 0..50 {
                    if let Err(e) = rounds::pair_round(&mut file, Some(1), None) {
                        assert_refusal_is_typed(&e);
                        assert!(e.to_string().contains("already has results"), "{e}");
                        break;
                    }
                }
            })
        };
        let desk = {
            let (path, start) = (path.clone(), start.clone());
            std::thread::spawn(move || {
                let mut file = TournamentFile::open(&path).unwrap();
                start.wait();
                // Land the first result at a different moment of the re-pairing each time.
                std::thread::sleep(std::time::Duration::from_micros(700 * attempt));
                let mut acknowledged = Vec::new();
                for board in 1..=boards {
                    match game_day::record_result(&mut file, 1, board, "B+R", "desk", None) {
                        Ok(view) => acknowledged.push((board, view.black, view.white)),
                        Err(e) => panic!("a result on an existing board was refused: {e}"),
                    }
                }
                acknowledged
            })
        };
        repairer.join().unwrap();
        let acknowledged = desk.join().unwrap();

        let round = TournamentFile::open(&path)
            .unwrap()
            .round(1)
            .unwrap()
            .unwrap();
        for (board, black, white) in acknowledged {
            let stored = round.board(board).unwrap();
            assert_eq!(
                stored.counted_text.as_deref(),
                Some("B+R"),
                "attempt {attempt}: the acknowledged result on board {board} was lost"
            );
            assert_eq!(
                (stored.board.black, stored.board.white),
                (black.id, white.id),
                "attempt {attempt}: board {board} was re-paired under its result"
            );
        }
    }
}

#[test]
fn two_desks_entering_different_results_for_one_board_one_wins_the_other_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let path = demo(dir.path());
    let boards = boards_of_round_1(&path);
    let start = Arc::new(Barrier::new(2));
    let desk = |result: &'static str| {
        let (path, start) = (path.clone(), start.clone());
        std::thread::spawn(move || {
            let mut file = TournamentFile::open(&path).unwrap();
            start.wait();
            (1..=boards)
                .map(|board| {
                    game_day::record_result(&mut file, 1, board, result, result, None)
                        .map(|_| ())
                        .map_err(|e| {
                            assert_refusal_is_typed(&e);
                            e.to_string()
                        })
                })
                .collect::<Vec<_>>()
        })
    };
    let (a, b) = (desk("B+R"), desk("W+R"));
    let (a, b) = (a.join().unwrap(), b.join().unwrap());
    let round = TournamentFile::open(&path)
        .unwrap()
        .round(1)
        .unwrap()
        .unwrap();
    for board in 1..=boards {
        let i = board as usize - 1;
        let stored = round.board(board).unwrap().counted_text.clone();
        match (&a[i], &b[i]) {
            (Ok(()), Err(e)) => {
                assert_eq!(stored.as_deref(), Some("B+R"));
                assert!(e.contains("already has the result B+R"), "{e}");
            }
            (Err(e), Ok(())) => {
                assert_eq!(stored.as_deref(), Some("W+R"));
                assert!(e.contains("already has the result W+R"), "{e}");
            }
            other => panic!("board {board}: both or neither accepted: {other:?}"),
        }
    }
    // No correction slipped in without a reason: one result entry per board in the history.
    let entries = TournamentFile::open(&path).unwrap().history().unwrap();
    let results = entries.iter().filter(|e| e.action == "game.result").count();
    assert_eq!(results, boards as usize);
}

#[test]
fn the_window_and_another_connection_write_side_by_side_without_losing_a_change() {
    let dir = tempfile::tempdir().unwrap();
    let path = demo(dir.path());
    let mut desk = taikai_app::Desk::new(&dir.path().join("config"), &dir.path().join("data"));
    desk.open(&path.display().to_string()).unwrap();
    let other = {
        let path = path.clone();
        std::thread::spawn(move || {
            let mut file = TournamentFile::open(&path).unwrap();
            let mut added = Vec::new();
            for i in 0..40 {
                let form = taikai_app::core::PlayerForm {
                    name: format!("二階 {i}"),
                    rank: "3k".into(),
                    ..Default::default()
                };
                added.push(taikai_app::players::add(&mut file, &form).unwrap().id);
            }
            added
        })
    };
    let mut mine = Vec::new();
    for i in 0..40 {
        let form = taikai_app::core::PlayerForm {
            name: format!("受付 {i}"),
            rank: "2d".into(),
            ..Default::default()
        };
        let window = desk.file().unwrap();
        mine.push(taikai_app::players::add(window, &form).unwrap().id);
    }
    let theirs = other.join().unwrap();
    let ids: Vec<i64> = TournamentFile::open(&path)
        .unwrap()
        .players()
        .unwrap()
        .iter()
        .map(|p| p.id)
        .collect();
    for id in mine.iter().chain(&theirs) {
        assert!(
            ids.contains(id),
            "player {id} was acknowledged and then lost"
        );
    }
    assert_eq!(ids.len(), 24 + 80);
}

#[test]
fn a_writer_held_off_too_long_is_refused_with_the_holder_named_and_nothing_changed() {
    let dir = tempfile::tempdir().unwrap();
    let path = demo(dir.path());
    // Another program holds the write lock (a raw connection in the middle of a change).
    let holder = rusqlite::Connection::open(&path).unwrap();
    holder.execute_batch("BEGIN IMMEDIATE").unwrap();
    let mut file = TournamentFile::open(&path).unwrap();
    file.set_busy_timeout(std::time::Duration::from_millis(50))
        .unwrap();
    let before = file.history().unwrap().len();
    let e = game_day::record_result(&mut file, 1, 1, "B+R", "TD", None).unwrap_err();
    assert!(
        matches!(e, AppError::File(StoreError::Busy { .. })),
        "expected a busy refusal, got {e}"
    );
    assert!(e.to_string().contains("another program"), "{e}");
    assert!(e.to_string().contains("nothing was changed"), "{e}");
    holder.execute_batch("ROLLBACK").unwrap();
    assert_eq!(file.history().unwrap().len(), before);
    assert!(file
        .round(1)
        .unwrap()
        .unwrap()
        .board(1)
        .unwrap()
        .counted_text
        .is_none());
    // Once the other program lets go, the same change goes through.
    game_day::record_result(&mut file, 1, 1, "B+R", "TD", None).unwrap();
}
