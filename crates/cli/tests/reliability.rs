//! Nothing lost, nothing overwritten, no crash: the `taikai` command against files and
//! faults as they happen on a tournament day (issue 15).

mod common;

use common::{json, ok, refused, taikai};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

fn demo(dir: &Path) -> PathBuf {
    let path = dir.join("autumn.taikai");
    ok(&["demo", s(&path)]);
    path
}

fn s(p: &Path) -> &str {
    p.to_str().unwrap()
}

fn bytes(p: &Path) -> Vec<u8> {
    std::fs::read(p).unwrap()
}

#[test]
fn a_pdf_never_replaces_a_tournament_or_a_file_that_is_not_ours() {
    let dir = tempfile::tempdir().unwrap();
    let t = demo(dir.path());
    ok(&["round", "pair", s(&t)]);
    let before = bytes(&t);

    // The tournament itself, under its own name and under another (a hard link).
    let e = refused(&["print", s(&t), "cards", "-o", s(&t)]);
    assert!(e.contains("tournament file"), "{e}");
    let e = refused(&["print", s(&t), "cards", "-o", s(&t), "--force"]);
    assert!(e.contains("tournament file"), "{e}");
    let link = dir.path().join("cards.pdf");
    std::fs::hard_link(&t, &link).unwrap();
    refused(&["print", s(&t), "cards", "-o", s(&link), "--force"]);
    std::fs::remove_file(&link).unwrap();
    let game = common::repo_file("crates/rules/tests/fixtures/games/finished_9x9.sgf");
    let e = refused(&["judge", &game, "--rules", "japanese", "--pdf", s(&t)]);
    assert!(e.contains("tournament file"), "{e}");
    assert_eq!(bytes(&t), before, "the tournament was touched");

    // A file that is not a PDF, and a folder.
    let notes = dir.path().join("notes.txt");
    std::fs::write(&notes, "受付メモ").unwrap();
    let e = refused(&["print", s(&t), "cards", "-o", s(&notes), "--force"]);
    assert!(e.contains("not a PDF"), "{e}");
    assert_eq!(std::fs::read_to_string(&notes).unwrap(), "受付メモ");
    refused(&["print", s(&t), "cards", "-o", s(dir.path())]);

    // Another program's PDF: only with --force. Our own: regenerated freely.
    let other = dir.path().join("flyer.pdf");
    std::fs::write(&other, b"%PDF-1.4\n% someone else's flyer\n").unwrap();
    let e = refused(&["print", s(&t), "cards", "-o", s(&other)]);
    assert!(e.contains("--force"), "{e}");
    assert!(bytes(&other).starts_with(b"%PDF-1.4\n% someone"));
    ok(&["print", s(&t), "cards", "-o", s(&other), "--force"]);
    ok(&["print", s(&t), "cards", "-o", s(&other)]);
    ok(&["print", s(&t), "pairings", "-o", s(&other)]);

    // demo FILE over an existing tournament.
    let e = refused(&["demo", s(&t)]);
    assert!(e.contains("already exists"), "{e}");
    assert_eq!(bytes(&t), before);
    // No temporary file is left behind.
    let leftovers: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .flatten()
        .filter(|e| e.file_name().to_string_lossy().contains("writing"))
        .collect();
    assert!(leftovers.is_empty(), "{leftovers:?}");
}

#[test]
fn foreign_and_unknown_files_are_refused_and_left_byte_for_byte_unchanged() {
    let dir = tempfile::tempdir().unwrap();
    let make = |name: &str, sql: &str| {
        let p = dir.path().join(name);
        let c = rusqlite::Connection::open(&p).unwrap();
        c.execute_batch(sql).unwrap();
        drop(c);
        p
    };
    let ours = 0x5441_494B_i32;
    let cases = [
        (
            make("plain.db", "CREATE TABLE t (x); INSERT INTO t VALUES (1);"),
            "not a Taikai tournament",
        ),
        (
            make(
                "claims-ours.db",
                &format!("PRAGMA application_id = {ours}; PRAGMA user_version = 3; CREATE TABLE t (x);"),
            ),
            "not a Taikai tournament",
        ),
        (
            make(
                "id-only.db",
                &format!("PRAGMA application_id = {ours}; CREATE TABLE t (x);"),
            ),
            "file format version 0",
        ),
        (
            make(
                "negative.db",
                &format!("PRAGMA application_id = {ours}; PRAGMA user_version = -3; CREATE TABLE t (x);"),
            ),
            "file format version -3",
        ),
        (
            make(
                "newer.db",
                &format!("PRAGMA application_id = {ours}; PRAGMA user_version = 999; CREATE TABLE t (x);"),
            ),
            "newer version of Taikai",
        ),
    ];
    let empty = dir.path().join("empty.taikai");
    std::fs::write(&empty, b"").unwrap();
    let text = dir.path().join("players.taikai");
    std::fs::write(&text, "name,rank\n").unwrap();
    for (path, says) in cases
        .iter()
        .map(|(p, s)| (p.clone(), *s))
        .chain([(empty, "not a Taikai"), (text, "not a Taikai")])
    {
        let before = bytes(&path);
        for args in [
            vec!["players", "list", s(&path)],
            vec!["standings", s(&path)],
            vec!["checkin", s(&path), "1"],
        ] {
            let out = taikai(&args);
            assert_eq!(out.status.code(), Some(1), "{args:?}");
            let e = String::from_utf8_lossy(&out.stderr);
            assert!(e.contains(says), "{}: {e}", path.display());
            assert!(!e.contains("panicked"), "{e}");
        }
        assert_eq!(bytes(&path), before, "{} was written to", path.display());
    }
}

#[test]
fn a_damaged_file_is_refused_unchanged_and_the_message_points_to_the_backups() {
    let dir = tempfile::tempdir().unwrap();
    let t = demo(dir.path());
    ok(&["round", "pair", s(&t)]);
    let mut data = bytes(&t);
    // Scribble over the pages after the header page (the players, rounds, history).
    for b in data.iter_mut().skip(4096).take(8192) {
        *b = 0xA5;
    }
    std::fs::write(&t, &data).unwrap();
    let e = refused(&["players", "list", s(&t)]);
    assert!(e.contains("damaged"), "{e}");
    assert!(e.contains("backup"), "{e}");
    assert_eq!(bytes(&t), data);
    // The backup made before the pairing is there to go back to.
    let backups = dir.path().join("backups");
    let first = std::fs::read_dir(&backups)
        .unwrap()
        .next()
        .unwrap()
        .unwrap()
        .path();
    let out = ok(&["players", "list", s(&first)]);
    assert!(out.contains("24 in all"), "{out}");
    // Restored over the damaged file, which is kept beside the backups.
    let name = first.file_name().unwrap().to_str().unwrap();
    let out = ok(&["restore", s(&t), name]);
    assert!(out.contains("damaged"), "{out}");
    assert!(ok(&["players", "list", s(&t)]).contains("24 in all"));
    let kept: Vec<_> = std::fs::read_dir(&backups)
        .unwrap()
        .flatten()
        .filter(|e| e.file_name().to_string_lossy().ends_with("-damaged.taikai"))
        .collect();
    assert_eq!(kept.len(), 1);
    assert_eq!(
        bytes(&kept[0].path()),
        data,
        "the damaged file is kept as it was"
    );
}

#[test]
fn exit_codes_are_0_done_1_refused_2_usage_and_a_closed_pipe_ends_quietly() {
    let dir = tempfile::tempdir().unwrap();
    let t = demo(dir.path());
    assert_eq!(taikai(&["players", "list", s(&t)]).status.code(), Some(0));
    assert_eq!(taikai(&["checkin", s(&t), "999"]).status.code(), Some(1));
    assert_eq!(taikai(&["players", "list"]).status.code(), Some(2));
    assert_eq!(taikai(&["no-such-command"]).status.code(), Some(2));

    // `taikai players list FILE | head -1`: the reader goes away after one line.
    for _ in 0..5 {
        let mut child = Command::new(env!("CARGO_BIN_EXE_taikai"))
            .args(["players", "list", s(&t)])
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        drop(child.stdout.take()); // closed before anything is read
        let out = child.wait_with_output().unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(!err.contains("panicked"), "{err}");
        assert!(out.status.code() == Some(0), "{:?} {err}", out.status);
    }
}

#[test]
fn backups_are_made_before_pairing_and_a_restore_brings_the_file_back_and_is_in_the_history() {
    let dir = tempfile::tempdir().unwrap();
    let t = demo(dir.path());
    ok(&["round", "pair", s(&t)]);
    let list = json(&["backups", s(&t), "--json"]);
    let list = list.as_array().unwrap();
    assert_eq!(list.len(), 1, "{list:?}");
    assert_eq!(list[0]["reason"], "pair-round-1");
    let name = list[0]["name"].as_str().unwrap().to_string();

    ok(&["result", s(&t), "--round", "1", "--board", "1", "B+R"]);
    ok(&["players", "remove", s(&t), "24"]);
    let out = ok(&["restore", s(&t), &name]);
    assert!(out.contains("restored"), "{out}");

    // The file is as it was before round 1 was paired, with the restore in its history,
    // and what the restore replaced is itself a backup.
    let e = refused(&["round", "show", s(&t), "--json"]);
    assert!(e.contains("no round has been paired yet"), "{e}");
    assert!(ok(&["players", "list", s(&t)]).contains("24 in all"));
    let history = json(&["history", s(&t), "--json"]);
    let last = history.as_array().unwrap().last().unwrap().clone();
    assert_eq!(last["action"], "file.restore", "{last}");
    let list = json(&["backups", s(&t), "--json"]);
    let saved = list
        .as_array()
        .unwrap()
        .iter()
        .find(|b| b["reason"] == "before-restore")
        .expect("the replaced state was backed up");
    let replaced = saved["path"].as_str().unwrap();
    assert!(ok(&["players", "list", replaced]).contains("23 in all"));
    // A backup that is not a tournament is refused and changes nothing.
    let before = bytes(&t);
    let e = refused(&["restore", s(&t), s(&dir.path().join("nothing.taikai"))]);
    assert!(e.contains("does not exist"), "{e}");
    assert_eq!(bytes(&t), before);
}

#[test]
fn a_player_whose_stored_rank_cannot_be_read_is_listed_and_can_be_fixed() {
    let dir = tempfile::tempdir().unwrap();
    let t = demo(dir.path());
    let c = rusqlite::Connection::open(&t).unwrap();
    c.execute("UPDATE players SET rank = '99x' WHERE id = 3", [])
        .unwrap();
    drop(c);
    let out = taikai(&["players", "list", s(&t)]);
    assert!(out.status.success());
    let listed = String::from_utf8_lossy(&out.stdout);
    assert!(listed.contains("24 in all"), "{listed}");
    let warned = String::from_utf8_lossy(&out.stderr);
    assert!(warned.contains("\"99x\" could not be read"), "{warned}");
    ok(&["players", "edit", s(&t), "3", "--rank", "2k"]);
    let out = taikai(&["players", "list", s(&t)]);
    assert!(
        out.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn two_processes_repairing_and_entering_results_lose_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let t = demo(dir.path());
    ok(&["round", "pair", s(&t)]);
    let spawn = |args: Vec<String>| {
        Command::new(env!("CARGO_BIN_EXE_taikai"))
            .args(&args)
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap()
    };
    let path = s(&t).to_string();
    let repairs: Vec<_> = (0..4)
        .map(|_| {
            spawn(vec![
                "round".into(),
                "pair".into(),
                path.clone(),
                "--round".into(),
                "1".into(),
            ])
        })
        .collect();
    let results: Vec<_> = (1..=6)
        .map(|b| {
            spawn(vec![
                "result".into(),
                path.clone(),
                "--round".into(),
                "1".into(),
                "--board".into(),
                b.to_string(),
                "W+R".into(),
            ])
        })
        .collect();
    for child in repairs {
        let out = child.wait_with_output().unwrap();
        let e = String::from_utf8_lossy(&out.stderr);
        assert!(
            out.status.success() || e.contains("already has results"),
            "{e}"
        );
    }
    let mut acknowledged = Vec::new();
    for (i, child) in results.into_iter().enumerate() {
        let out = child.wait_with_output().unwrap();
        let e = String::from_utf8_lossy(&out.stderr);
        assert!(!e.contains("locked"), "{e}");
        if out.status.success() {
            acknowledged.push(i + 1);
        }
    }
    assert_eq!(acknowledged.len(), 6, "every result is entered");
    let round = json(&["round", "show", s(&t), "--round", "1", "--json"]);
    for b in round["boards"].as_array().unwrap() {
        assert_eq!(b["result_text"], "W+R", "{b}");
    }
}

/// Runs `f` on a small file system of our own (tmpfs), when this machine lets us mount one
/// (CI runs as root); elsewhere says so and skips.
fn with_small_disk(size: &str, f: impl FnOnce(&Path)) {
    let dir = tempfile::tempdir().unwrap();
    let mounted = Command::new("mount")
        .args([
            "-t",
            "tmpfs",
            "-o",
            &format!("size={size}"),
            "tmpfs",
            s(dir.path()),
        ])
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success());
    if !mounted {
        eprintln!("skipped: cannot mount a tmpfs here (needs root)");
        return;
    }
    let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| f(dir.path())));
    let _ = Command::new("umount").arg(dir.path()).status();
    if let Err(p) = result {
        std::panic::resume_unwind(p);
    }
}

#[test]
fn a_full_disk_refuses_the_change_clearly_and_the_file_stays_whole() {
    with_small_disk("600k", |disk| {
        let t = demo(disk);
        // Fill the rest of the disk.
        let filler = disk.join("filler");
        let _ = std::fs::write(&filler, vec![0u8; 2 << 20]);
        let mut refusals = 0;
        for i in 0..400 {
            let out = taikai(&[
                "players",
                "add",
                s(&t),
                "--name",
                &format!("満員 {i} 長い名前の参加者さん"),
                "--rank",
                "5k",
                "--notes",
                &"メモ".repeat(200),
            ]);
            if !out.status.success() {
                let e = String::from_utf8_lossy(&out.stderr);
                assert_eq!(out.status.code(), Some(1), "{e}");
                assert!(
                    e.contains("disk is full") && e.contains("nothing was changed"),
                    "{e}"
                );
                refusals += 1;
                break;
            }
        }
        assert_eq!(refusals, 1, "the disk never filled up");
        let _ = std::fs::remove_file(&filler);
        let c = rusqlite::Connection::open(&t).unwrap();
        let check: String = c
            .query_row("PRAGMA integrity_check", [], |r| r.get(0))
            .unwrap();
        assert_eq!(check, "ok");
        drop(c);
        ok(&["players", "list", s(&t)]);
    });
}

#[test]
fn a_file_made_read_only_in_the_middle_of_the_day_refuses_changes_and_keeps_what_it_had() {
    with_small_disk("4m", |disk| {
        let t = demo(disk);
        ok(&["round", "pair", s(&t)]);
        let before = bytes(&t);
        // The disk is remounted read-only (root ignores file permissions, the kernel does not).
        let ro = Command::new("mount")
            .args(["-o", "remount,ro", s(disk)])
            .status()
            .unwrap();
        assert!(ro.success());
        let out = taikai(&["result", s(&t), "--round", "1", "--board", "1", "B+R"]);
        let e = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{e}");
        assert!(
            e.contains("read-only") && e.contains("nothing was changed"),
            "{e}"
        );
        assert!(ok(&["players", "list", s(&t)]).contains("24 in all"));
        Command::new("mount")
            .args(["-o", "remount,rw", s(disk)])
            .status()
            .unwrap();
        assert_eq!(bytes(&t), before);
        ok(&["result", s(&t), "--round", "1", "--board", "1", "B+R"]);
    });
}

/// `taikai --version` names the file format this build writes, and a file of a newer format
/// is refused naming both: the TD can tell which Taikai the file needs.
#[test]
fn the_version_names_the_file_format_a_newer_file_is_refused_with() {
    let version = ok(&["--version"]);
    let format: i32 = version
        .trim()
        .strip_prefix(&format!(
            "taikai {} (tournament file format ",
            env!("CARGO_PKG_VERSION")
        ))
        .and_then(|rest| rest.strip_suffix(')'))
        .unwrap_or_else(|| panic!("taikai --version: {version}"))
        .parse()
        .unwrap();
    let dir = tempfile::tempdir().unwrap();
    let newer = dir.path().join("next-year.taikai");
    let c = rusqlite::Connection::open(&newer).unwrap();
    let newer_format = format + 1;
    c.execute_batch(&format!(
        "PRAGMA application_id = {}; PRAGMA user_version = {newer_format}; CREATE TABLE t (x);",
        0x5441_494B_i32
    ))
    .unwrap();
    drop(c);
    let says = refused(&["players", "list", newer.to_str().unwrap()]);
    assert!(
        says.contains(&format!(
            "file format {newer_format}; this version reads up to {format}"
        )),
        "{says}"
    );
}
