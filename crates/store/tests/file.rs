//! The tournament file on a real disk.

use chrono::{TimeZone, Utc};
use rusqlite::Connection;
use std::path::Path;
use taikai_core::{PairingSystem, PlayerForm, PlayerStatus, Profile, TournamentSettings};
use taikai_store::{StoreError, TournamentFile};

fn settings() -> TournamentSettings {
    TournamentSettings {
        name: "第1回 秋季囲碁大会".into(),
        date: "2026-11-23".into(),
        venue: "市民会館".into(),
        profile: Profile::GoJapanese,
        rounds: 4,
        system: PairingSystem::Mcmahon,
    }
}

fn details(name: &str, rank: &str) -> taikai_core::PlayerDetails {
    PlayerForm {
        name: name.into(),
        reading: String::new(),
        rank: rank.into(),
        ..Default::default()
    }
    .check()
    .unwrap()
}

fn at(minute: u32) -> chrono::DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 11, 23, 9, minute, 0).unwrap()
}

fn new_file(dir: &Path) -> (std::path::PathBuf, TournamentFile) {
    let path = dir.join("autumn.taikai");
    let file = TournamentFile::create(&path, &settings(), at(0)).unwrap();
    (path, file)
}

#[test]
fn a_tournament_saved_is_the_tournament_reopened() {
    let dir = tempfile::tempdir().unwrap();
    let (path, mut file) = new_file(dir.path());
    let a = file
        .add_player(&details("山田 太郎", "初段"), at(1))
        .unwrap();
    file.add_player(&details("髙橋 﨑子", "5級"), at(2))
        .unwrap();
    file.set_status(a.id, PlayerStatus::CheckedIn, at(3))
        .unwrap();
    drop(file);

    let file = TournamentFile::open(&path).unwrap();
    assert_eq!(file.settings().unwrap(), settings());
    let players = file.players().unwrap();
    assert_eq!(players.len(), 2);
    assert_eq!(players[0].rank.to_string(), "1d");
    assert_eq!(players[0].status, PlayerStatus::CheckedIn);
    assert_eq!(players[1].name, "髙橋 﨑子");
    // One file: no journal or WAL left beside it.
    let names: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(names, vec!["autumn.taikai"]);
}

#[test]
fn every_change_is_in_the_history_with_old_and_new_values() {
    let dir = tempfile::tempdir().unwrap();
    let (_, mut file) = new_file(dir.path());
    let p = file.add_player(&details("山田 太郎", "1k"), at(1)).unwrap();
    file.update_player(p.id, &details("山田 太郎", "1d"), at(2))
        .unwrap();
    file.set_status(p.id, PlayerStatus::CheckedIn, at(3))
        .unwrap();
    file.set_status(p.id, PlayerStatus::CheckedIn, at(4))
        .unwrap(); // no change, no entry
    file.remove_player(p.id, at(5)).unwrap();

    let history = file.history().unwrap();
    let actions: Vec<&str> = history.iter().map(|h| h.action.as_str()).collect();
    assert_eq!(
        actions,
        [
            "tournament.create",
            "player.add",
            "player.edit",
            "player.checked-in",
            "player.remove"
        ]
    );
    let edit = &history[2];
    assert_eq!(edit.at, "2026-11-23T09:02:00.000Z");
    assert_eq!(edit.subject, format!("player {}", p.id));
    assert_eq!(edit.old_value.as_ref().unwrap()["rank"], "1k");
    assert_eq!(edit.new_value.as_ref().unwrap()["rank"], "1d");
    assert_eq!(history[4].old_value.as_ref().unwrap()["name"], "山田 太郎");
    assert!(history[4].new_value.is_none());
}

#[test]
fn the_history_cannot_be_rewritten_even_with_sql() {
    let dir = tempfile::tempdir().unwrap();
    let (path, file) = new_file(dir.path());
    drop(file);
    let conn = Connection::open(&path).unwrap();
    let err = conn.execute("DELETE FROM history", []).unwrap_err();
    assert!(err.to_string().contains("cannot be changed"), "{err}");
    let err = conn
        .execute("UPDATE history SET action = 'x'", [])
        .unwrap_err();
    assert!(err.to_string().contains("cannot be changed"), "{err}");
}

#[test]
fn a_removed_players_number_is_never_reused() {
    let dir = tempfile::tempdir().unwrap();
    let (_, mut file) = new_file(dir.path());
    let a = file.add_player(&details("A", "1k"), at(1)).unwrap();
    file.remove_player(a.id, at(2)).unwrap();
    let b = file.add_player(&details("B", "1k"), at(3)).unwrap();
    assert_ne!(a.id, b.id);
    assert!(matches!(
        file.set_status(a.id, PlayerStatus::Withdrawn, at(4)),
        Err(StoreError::NoSuchPlayer(_))
    ));
}

#[test]
fn a_file_from_a_newer_taikai_is_refused_and_left_untouched() {
    let dir = tempfile::tempdir().unwrap();
    let (path, file) = new_file(dir.path());
    drop(file);
    Connection::open(&path)
        .unwrap()
        .pragma_update(None, "user_version", 99)
        .unwrap();
    let before = std::fs::read(&path).unwrap();
    let err = TournamentFile::open(&path).err().unwrap();
    assert!(matches!(err, StoreError::NewerVersion { found: 99, .. }));
    let message = err.to_string();
    assert!(
        message.contains("newer version of Taikai") && message.contains("not changed"),
        "{message}"
    );
    assert_eq!(std::fs::read(&path).unwrap(), before);
}

#[test]
fn other_files_are_refused_with_a_clear_message() {
    let dir = tempfile::tempdir().unwrap();
    let text = dir.path().join("players.csv");
    std::fs::write(&text, "氏名,段級位\n").unwrap();
    let err = TournamentFile::open(&text).err().unwrap();
    assert!(
        err.to_string().contains("is not a Taikai tournament file"),
        "{err}"
    );
    assert_eq!(std::fs::read_to_string(&text).unwrap(), "氏名,段級位\n");

    let other_db = dir.path().join("other.sqlite");
    Connection::open(&other_db)
        .unwrap()
        .execute_batch("CREATE TABLE t(x)")
        .unwrap();
    assert!(matches!(
        TournamentFile::open(&other_db),
        Err(StoreError::NotATournament(_))
    ));

    let missing = TournamentFile::open(&dir.path().join("nope.taikai"))
        .err()
        .unwrap();
    assert!(missing.to_string().contains("does not exist"), "{missing}");
}

#[test]
fn creating_over_an_existing_file_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let (path, _file) = new_file(dir.path());
    let err = TournamentFile::create(&path, &settings(), at(9))
        .err()
        .unwrap();
    assert!(matches!(err, StoreError::AlreadyExists(_)));
}

#[test]
fn a_batch_of_players_is_added_whole_or_not_at_all() {
    let dir = tempfile::tempdir().unwrap();
    let (path, mut file) = new_file(dir.path());
    drop(file);
    // A trigger that fails on the third insert stands in for a disk error mid-import.
    Connection::open(&path)
        .unwrap()
        .execute_batch(
            "CREATE TRIGGER fail_third BEFORE INSERT ON players WHEN (SELECT count(*) FROM players) >= 2
             BEGIN SELECT RAISE(ABORT, 'disk full'); END;",
        )
        .unwrap();
    file = TournamentFile::open(&path).unwrap();
    let batch = [details("A", "1k"), details("B", "2k"), details("C", "3k")];
    assert!(file.add_players(&batch, at(1)).is_err());
    assert!(file.players().unwrap().is_empty());
    assert_eq!(file.history().unwrap().len(), 1);
}
