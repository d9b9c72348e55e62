//! Exchange with the Go world from the command line (issue 17): an OpenGotha tournament
//! brought in and finished in Taikai, then sent to the EGD and the AGA, and written back
//! for OpenGotha; each import and export says what it could not carry.

mod common;

use common::{json, ok, refused, repo_file};
use std::path::Path;

fn fixture(name: &str) -> String {
    repo_file(&format!("crates/exchange/tests/fixtures/{name}"))
}

fn path(dir: &Path, name: &str) -> String {
    dir.join(name).display().to_string()
}

#[test]
fn an_opengotha_tournament_is_brought_in_finished_and_sent_to_the_federations() {
    let dir = tempfile::tempdir().unwrap();
    let t = path(dir.path(), "lyon.taikai");
    let said = ok(&[
        "import",
        &fixture("opengotha-3.51.02.xml"),
        "-o",
        &t,
        "--lang",
        "en",
    ]);
    assert!(
        said.contains("5 players, 4 games in 2 rounds, 1 byes"),
        "{said}"
    );
    assert!(said.contains("2050 points higher"), "{said}");
    assert!(
        said.contains("\"both win\" is not a result Taikai holds"),
        "{said}"
    );
    assert!(
        said.contains("Yamada Taro does not take part in round 2"),
        "{said}"
    );

    let players = json(&["players", "list", &t, "--json"]);
    let muller = &players[0];
    assert_eq!(muller["name"], "Müller Jörg");
    assert_eq!(muller["ids"]["egf_pin"], "10234567");
    assert_eq!(muller["ids"]["country"], "FR");
    assert_eq!(muller["status"], "checked-in");
    assert_eq!(players[4]["status"], "registered");

    let round1 = json(&["round", "show", &t, "--round", "1", "--json"]);
    let shown = round1.to_string();
    assert!(shown.contains("W+F"), "the forfeit: {shown}");

    // Finish the tournament in Taikai: the result OpenGotha did not have.
    ok(&["result", &t, "--round", "2", "--board", "2", "W+R"]);

    // EGD, with the class applied for checked against the time (60 min + 15/5 min: A).
    ok(&["settings", &t, "--rated", "egd", "--egd-class", "A"]);
    let h9 = path(dir.path(), "lyon.h9");
    let said = ok(&["export", &t, "--format", "egd", "-o", &h9, "--lang", "en"]);
    assert!(said.contains("wrote"), "{said}");
    assert!(!said.contains("does not meet EGD class"), "{said}");
    let bytes = std::fs::read(&h9).unwrap();
    let (text, _, bad) = encoding_rs::ISO_8859_15.decode(&bytes);
    assert!(!bad);
    assert!(
        text.starts_with("; CL[A]\n; EV[Tournoi de Printemps]\n; PC[FR,Lyon]\n"),
        "{text}"
    );
    assert!(text.contains("Müller Jörg"), "Latin-9: {text}");
    assert!(bytes.windows(2).any(|w| w == [0xFC, b'l']), "ü as one byte");
    assert!(text.contains("Dubois Anne_Marie"), "{text}");
    assert!(text.contains("!w0"), "the forfeit win by default: {text}");

    // Class A needs 60 minutes: 40 minutes is refused politely, in Japanese too.
    ok(&["game-day", &t, "--time", "byo 40m 1x30s"]);
    let said = ok(&[
        "export", &t, "--format", "egd", "-o", &h9, "--force", "--lang", "ja",
    ]);
    assert!(said.contains("クラス A の条件を満たしていません"), "{said}");

    // AGA: the games decided over the board, with placeholder ids said aloud.
    let aga = path(dir.path(), "lyon-aga.txt");
    let said = ok(&["export", &t, "--format", "aga", "-o", &aga, "--lang", "en"]);
    assert!(said.contains("has no AGA id"), "{said}");
    let bytes = std::fs::read(&aga).unwrap();
    let text = encoding_rs::ISO_8859_15.decode(&bytes).0;
    assert!(text.contains("\tMüller, Jörg\t3D\n"), "{text}");
    assert!(
        text.starts_with("TOURNEY Tournoi de Printemps, Lyon\n"),
        "{text}"
    );
    assert!(
        text.contains("GAMES 1\n") && text.ends_with("END\n"),
        "{text}"
    );

    // CSV for Excel: UTF-8 with a byte-order mark, or Shift_JIS.
    let csv = path(dir.path(), "lyon.csv");
    ok(&["export", &t, "--format", "csv", "-o", &csv, "--lang", "ja"]);
    let bytes = std::fs::read(&csv).unwrap();
    assert!(bytes.starts_with("\u{feff}順位,氏名".as_bytes()));

    // Back to OpenGotha, and in again: the same players, games and results.
    let xml = path(dir.path(), "back.xml");
    let report = json(&["export", &t, "--format", "opengotha", "-o", &xml, "--json"]);
    assert_eq!(report["format"], "opengotha");
    let again = path(dir.path(), "again.taikai");
    let said = ok(&["import", &xml, "-o", &again, "--lang", "en"]);
    assert!(!said.contains("2050"), "dataVersion 201: {said}");
    let before = json(&["standings", &t, "--json"]);
    let after = json(&["standings", &again, "--json"]);
    assert_eq!(before, after);
}

#[test]
fn a_bad_file_is_refused_with_its_line_and_nothing_is_created() {
    let dir = tempfile::tempdir().unwrap();
    let bad = path(dir.path(), "broken.xml");
    std::fs::write(
        &bad,
        "<Tournament>\n<Players>\n<Player name=\"A\">\n</Tournament>\n",
    )
    .unwrap();
    let t = path(dir.path(), "new.taikai");
    let said = refused(&["import", &bad, "-o", &t, "--lang", "en"]);
    assert!(said.contains("line 4"), "{said}");
    assert!(said.contains("nothing was created"), "{said}");
    assert!(!Path::new(&t).exists());
    assert_eq!(
        std::fs::read_dir(dir.path()).unwrap().count(),
        1,
        "no file left behind"
    );

    // An existing tournament is never replaced.
    ok(&["demo", &t]);
    let before = std::fs::read(&t).unwrap();
    let said = refused(&[
        "import",
        &fixture("opengotha-201.xml"),
        "-o",
        &t,
        "--lang",
        "en",
    ]);
    assert!(said.contains("already exists"), "{said}");
    assert_eq!(std::fs::read(&t).unwrap(), before);

    // Nor does an export go over it, or over another file without --force.
    let said = refused(&["export", &t, "--format", "csv", "-o", &t, "--lang", "en"]);
    assert!(said.contains("tournament file"), "{said}");
    assert_eq!(std::fs::read(&t).unwrap(), before);
    let other = path(dir.path(), "notes.txt");
    std::fs::write(&other, "mine").unwrap();
    let said = refused(&[
        "export", &t, "--format", "csv", "-o", &other, "--lang", "en",
    ]);
    assert!(said.contains("--force"), "{said}");
    assert_eq!(std::fs::read_to_string(&other).unwrap(), "mine");
    let said = refused(&[
        "export", &t, "--format", "pdf", "-o", &other, "--lang", "en",
    ]);
    assert!(said.contains("opengotha, egd, aga or csv"), "{said}");
}

#[test]
fn a_japanese_name_goes_to_the_egd_in_romaji_from_its_reading_or_is_named() {
    let dir = tempfile::tempdir().unwrap();
    let t = path(dir.path(), "club.taikai");
    ok(&["demo", &t]);
    let h9 = path(dir.path(), "club.h9");
    ok(&["round", "pair", &t]);
    let said = ok(&["export", &t, "--format", "egd", "-o", &h9, "--lang", "en"]);
    assert!(
        said.contains("written in romaji from the reading"),
        "{said}"
    );
    assert!(said.contains("not marked as rated for EGD"), "{said}");
    // A player without a reading cannot be written: the refusal names the player.
    ok(&["players", "add", &t, "--name", "高橋 一", "--rank", "3k"]);
    ok(&["checkin", &t, "高橋 一"]);
    let said = refused(&[
        "export", &t, "--format", "egd", "-o", &h9, "--force", "--lang", "ja",
    ]);
    assert!(
        said.contains("高橋 一") && said.contains("ISO-8859-15"),
        "{said}"
    );
    // Shift_JIS for an older Excel.
    let csv = path(dir.path(), "club.csv");
    ok(&[
        "export",
        &t,
        "--format",
        "csv",
        "--encoding",
        "shift_jis",
        "-o",
        &csv,
    ]);
    let bytes = std::fs::read(&csv).unwrap();
    let (text, _, bad) = encoding_rs::SHIFT_JIS.decode(&bytes);
    assert!(!bad && text.contains("高橋 一"), "{text}");
}

#[test]
fn players_carry_their_federation_ids_when_given() {
    let dir = tempfile::tempdir().unwrap();
    let t = path(dir.path(), "rated.taikai");
    ok(&["new", &t, "--name", "Open", "--profile", "go-japanese"]);
    let said = ok(&[
        "players",
        "add",
        &t,
        "--name",
        "Lee Ann",
        "--rank",
        "3k",
        "--country",
        "us",
        "--aga-id",
        "21034",
        "--rating",
        "1820",
    ]);
    assert!(said.contains("US, AGA 21034, rating 1820"), "{said}");
    let said = ok(&["players", "edit", &t, "1", "--egf-pin", "12345678"]);
    assert!(said.contains("EGF 12345678"), "{said}");
    let said = refused(&[
        "players",
        "add",
        &t,
        "--name",
        "X Y",
        "--rank",
        "3k",
        "--country",
        "USA",
        "--lang",
        "en",
    ]);
    assert!(
        said.contains("country \"USA\" is not a two-letter country code"),
        "{said}"
    );
    let said = refused(&[
        "players", "edit", &t, "1", "--rating", "9999", "--lang", "ja",
    ]);
    assert!(said.contains("レーティング「9999」"), "{said}");
}

#[test]
fn a_game_whose_player_was_removed_is_left_out_of_every_export_and_said() {
    let dir = tempfile::tempdir().unwrap();
    let t = path(dir.path(), "removed.taikai");
    ok(&["demo", &t]);
    ok(&["round", "pair", &t]);
    ok(&["players", "remove", &t, "1"]);
    for (format, out) in [
        ("opengotha", "r.xml"),
        ("egd", "r.h9"),
        ("aga", "r.txt"),
        ("csv", "r.csv"),
    ] {
        let said = ok(&[
            "export",
            &t,
            "--format",
            format,
            "-o",
            &path(dir.path(), out),
            "--lang",
            "en",
        ]);
        if format != "csv" {
            assert!(
                said.contains("round 1 board 1: one of its players was removed"),
                "{format}: {said}"
            );
        }
    }
    let xml = std::fs::read_to_string(path(dir.path(), "r.xml")).unwrap();
    assert!(!xml.contains("山田太郎"), "no key that matches nobody");
}
