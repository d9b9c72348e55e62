//! Rounds in the tournament file: the upgrade from a version-1 file, pairings, results and
//! corrections, draws, all on a real disk.

use chrono::{TimeZone, Utc};
use rusqlite::{params, Connection};
use taikai_catalogue::ScoreName;
use taikai_core::draw::{self, DrawInputs, DrawMethod, DrawPlayer, DrawRequest, Parity};
use taikai_core::pairing::{
    Board, ColourSource, FixedPair, Pairing, PairingNote, PairingReason, PairingSettings,
};
use taikai_core::result_text;
use taikai_core::results::GameResult;
use taikai_core::{PairingSystem, PlayerForm, Profile, Rank, TournamentSettings};
use taikai_store::schema::{APPLICATION_ID, MIGRATIONS};
use taikai_store::{ResultEntryBy, RoundStatus, TournamentFile};

fn at(minute: u32) -> chrono::DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 11, 23, 10, minute, 0).unwrap()
}

fn settings() -> TournamentSettings {
    TournamentSettings {
        name: "秋季囲碁大会".into(),
        date: "2026-11-23".into(),
        venue: "市民会館".into(),
        profile: Profile::GoJapanese,
        rounds: 4,
        system: PairingSystem::Mcmahon,
    }
}

fn board(n: u32, black: i64, white: i64) -> Board {
    Board {
        board: n,
        black,
        white,
        handicap: 0,
        komi: Some(6.5),
        colours: ColourSource::Draw,
        reasons: vec![
            PairingReason::SameScoreGroup {
                name: ScoreName::Mms,
                high: "22".into(),
                low: "22".into(),
            },
            PairingReason::EvenGame { komi: "6.5".into() },
        ],
    }
}

fn pairing(round: u32, boards: Vec<Board>, bye: Option<i64>) -> Pairing {
    Pairing {
        round,
        boards,
        bye,
        other_byes: Vec::new(),
        notes: vec![PairingNote::RematchesKept],
    }
}

/// A file as the first release wrote it: migration 1 only, two players.
fn version_1_file(path: &std::path::Path) {
    let conn = Connection::open(path).unwrap();
    conn.pragma_update(None, "application_id", APPLICATION_ID)
        .unwrap();
    conn.execute_batch(MIGRATIONS[0]).unwrap();
    conn.pragma_update(None, "user_version", 1).unwrap();
    conn.execute(
        "INSERT INTO tournament (id, name, date, venue, profile, rounds, system, created_at)
         VALUES (1, '春の大会', '2026-04-01', '公民館', 'go-chinese', 5, 'swiss', '2026-04-01T09:00:00.000Z')",
        [],
    )
    .unwrap();
    for (name, rank, status) in [
        ("山田 太郎", "3d", "checked-in"),
        ("Ann Lee", "5k", "registered"),
    ] {
        conn.execute(
            "INSERT INTO players (name, rank, status, created_at, updated_at)
             VALUES (?1, ?2, ?3, '2026-04-01T09:00:00.000Z', '2026-04-01T09:00:00.000Z')",
            params![name, rank, status],
        )
        .unwrap();
    }
}

#[test]
fn a_version_1_file_is_upgraded_and_keeps_its_players() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("spring.taikai");
    version_1_file(&path);

    let mut file = TournamentFile::open(&path).unwrap();
    assert_eq!(file.schema_version().unwrap(), MIGRATIONS.len() as i32);
    assert!(MIGRATIONS.len() >= 2);
    let players = file.players().unwrap();
    assert_eq!(players.len(), 2);
    assert_eq!(players[0].name, "山田 太郎");
    assert_eq!(players[1].rank, Rank::Kyu(5));
    assert_eq!(file.settings().unwrap().rounds, 5);
    assert!(file.rounds().unwrap().is_empty());
    assert_eq!(
        file.pairing_settings().unwrap(),
        PairingSettings::new(Profile::GoChinese, PairingSystem::Swiss),
        "no saved pairing settings: the profile's defaults"
    );

    // The upgraded file takes rounds, and keeps them when reopened.
    file.save_pairing(
        &pairing(1, vec![board(1, 1, 2)], None),
        &file.pairing_settings().unwrap(),
        at(1),
    )
    .unwrap();
    drop(file);
    let file = TournamentFile::open(&path).unwrap();
    assert_eq!(file.rounds().unwrap().len(), 1);
    assert_eq!(file.players().unwrap().len(), 2);
    drop(file);

    // The why of an earlier Taikai is English, not JSON: it still reads, as the text it was.
    let old = "MMS 22 – 22: same score group; even game, komi 6.5";
    let conn = Connection::open(&path).unwrap();
    conn.execute("UPDATE games SET why = ?1", [old]).unwrap();
    // So are its notes, a list of English texts.
    conn.execute("UPDATE rounds SET notes = '[\"a note\"]'", [])
        .unwrap();
    drop(conn);
    let file = TournamentFile::open(&path).unwrap();
    let round = file.round(1).unwrap().unwrap();
    assert_eq!(
        round.boards[0].board.reasons,
        vec![PairingReason::Recorded { text: old.into() }]
    );
    assert_eq!(
        round.notes,
        vec![PairingNote::Recorded {
            text: "a note".into()
        }]
    );
}

#[test]
fn a_version_2_result_becomes_the_count_at_the_board_on_upgrade() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("spring.taikai");
    version_1_file(&path);
    {
        let conn = Connection::open(&path).unwrap();
        conn.execute_batch(MIGRATIONS[1]).unwrap();
        conn.pragma_update(None, "user_version", 2).unwrap();
        conn.execute_batch(
            "INSERT INTO rounds (number, status, paired_at, settings)
             VALUES (1, 'finished', '2026-04-01T10:00:00.000Z', '{}');
             INSERT INTO games (round, board, black, white, colours, result, result_text)
             VALUES (1, 1, 1, 2, 'draw', 'white-wins', 'W+2.25');",
        )
        .unwrap();
    }
    let file = TournamentFile::open(&path).unwrap();
    assert_eq!(file.schema_version().unwrap(), MIGRATIONS.len() as i32);
    let counted: Option<String> = Connection::open(&path)
        .unwrap()
        .query_row("SELECT counted_text FROM games", [], |r| r.get(0))
        .unwrap();
    assert_eq!(counted.as_deref(), Some("W+2.25"));
    drop(file);
}

#[test]
fn a_round_is_saved_read_back_and_its_results_corrected_with_history() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("autumn.taikai");
    let mut file = TournamentFile::create(&path, &settings(), at(0)).unwrap();
    for name in ["A", "B", "C", "D", "E"] {
        let details = PlayerForm {
            name: name.into(),
            rank: "1d".into(),
            ..Default::default()
        }
        .check()
        .unwrap();
        file.add_player(&details, at(0)).unwrap();
    }
    let mut ps = file.pairing_settings().unwrap();
    ps.avoid_same_club = false;
    file.set_pairing_settings(&ps, at(1)).unwrap();
    assert_eq!(file.pairing_settings().unwrap(), ps);

    file.add_fixed_pair(1, FixedPair { black: 1, white: 2 }, at(2))
        .unwrap();
    assert_eq!(
        file.fixed_pairs(1).unwrap(),
        vec![FixedPair { black: 1, white: 2 }]
    );
    let p = pairing(1, vec![board(1, 1, 2), board(2, 3, 4)], Some(5));
    let saved = file.save_pairing(&p, &ps, at(3)).unwrap();
    assert_eq!(saved.status, RoundStatus::Paired);
    assert_eq!(saved.byes, vec![5]);
    assert_eq!(saved.notes, vec![PairingNote::RematchesKept]);
    // The reasons are kept as data and read back as data.
    assert_eq!(saved.boards[0].board.reasons, board(1, 1, 2).reasons);
    assert_eq!(saved.missing_results(), vec![1, 2]);

    let go = Profile::GoJapanese;
    let first = result_text::parse("B+R", go).unwrap();
    let by = |e| ResultEntryBy {
        counted: Some(e),
        entered_by: "受付",
        reason: None,
    };
    let b = file
        .record_result(1, 1, by(&first), Some(&first), at(4))
        .unwrap();
    assert_eq!(b.result, Some(GameResult::BlackWins));
    assert_eq!(b.entered_by.as_deref(), Some("受付"));
    assert_eq!(file.round(1).unwrap().unwrap().status, RoundStatus::Started);
    let missing = file.record_result(1, 7, by(&first), Some(&first), at(4));
    assert!(missing.unwrap_err().to_string().contains("no board 7"));
    let fixed = result_text::parse("W+0.5", go).unwrap();
    let correction = ResultEntryBy {
        reason: Some("card misread"),
        ..by(&fixed)
    };
    file.record_result(1, 1, correction, Some(&fixed), at(5))
        .unwrap();
    file.record_result(1, 2, by(&first), Some(&first), at(6))
        .unwrap();

    drop(file);
    let file = TournamentFile::open(&path).unwrap();
    let rounds = file.rounds().unwrap();
    assert_eq!(rounds.len(), 1);
    let r = &rounds[0];
    assert_eq!(r.status, RoundStatus::Finished);
    assert_eq!(r.settings, ps);
    let record = r.record();
    assert_eq!(record.games.len(), 2);
    assert_eq!(record.games[0].result, Some(GameResult::WhiteWins));
    assert_eq!(record.games[0].komi, Some(6.5));
    assert_eq!(record.byes, vec![5]);
    assert_eq!(r.boards[0].result_text.as_deref(), Some("W+0.5"));

    let history = file.history().unwrap();
    let results: Vec<_> = history
        .iter()
        .filter(|h| h.action == "game.result")
        .collect();
    assert_eq!(results.len(), 3);
    assert_eq!(results[1].subject, "round 1 board 1");
    assert_eq!(results[1].old_value.as_ref().unwrap()["result_text"], "B+R");
    assert_eq!(
        results[1].new_value.as_ref().unwrap()["result_text"],
        "W+0.5"
    );
    assert_eq!(
        results[1].new_value.as_ref().unwrap()["reason"],
        "card misread"
    );
    for action in ["round.pair", "round.fix", "pairing.settings"] {
        assert!(history.iter().any(|h| h.action == action), "{action}");
    }
}

#[test]
fn a_draw_sets_the_colours_and_its_audit_is_kept() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("autumn.taikai");
    let mut file = TournamentFile::create(&path, &settings(), at(0)).unwrap();
    let ps = file.pairing_settings().unwrap();
    file.save_pairing(&pairing(1, vec![board(1, 10, 20)], None), &ps, at(1))
        .unwrap();
    let player = |id: i64, rank: Rank| DrawPlayer {
        id,
        name: format!("p{id}"),
        rank: Some(rank),
        birth_year: None,
    };
    let req = DrawRequest {
        method: DrawMethod::Nigiri,
        players: [player(10, Rank::Dan(3)), player(20, Rank::Dan(1))],
        at: "2026-11-23T10:02:00Z".into(),
        by: "TD".into(),
    };
    // 10 grabs (higher rank); 20 guesses odd, 17 stones: right, 20 takes black.
    let audit = draw::record(
        &req,
        DrawInputs::Nigiri {
            grabber: 10,
            guess: Parity::Odd,
            stones: 17,
        },
    )
    .unwrap();
    let b = file.save_draw(1, 1, &audit, at(2)).unwrap().unwrap();
    assert_eq!((b.board.black, b.board.white), (20, 10));
    assert!(file.save_draw(1, 2, &audit, at(2)).unwrap().is_none());
    let kept = file.draws(Some(1)).unwrap();
    assert_eq!(kept.len(), 1);
    assert_eq!(kept[0].audit, audit);
    assert!(file.draws(Some(2)).unwrap().is_empty());
}
