//! `taikai judge` with what the players agree on and what the arbiter asks
//! about (issue 13).

mod common;

use common::{json, ok, refused, repo_file};

fn g9_08() -> String {
    repo_file("crates/rules/tests/fixtures/finished/g9_08.sgf")
}

/// The chain holding `point` in a `--json` verdict.
fn chain<'a>(v: &'a serde_json::Value, point: &str) -> &'a serde_json::Value {
    v["groups"]
        .as_array()
        .unwrap()
        .iter()
        .find(|g| g["stones"].as_array().unwrap().iter().any(|s| s == point))
        .unwrap_or_else(|| panic!("no chain at {point}"))
}

#[test]
fn agreed_dead_stones_are_taken_as_agreed() {
    let f = g9_08();
    let v = json(&[
        "judge",
        &f,
        "--rules",
        "japanese",
        "--agreed-dead",
        "gg",
        "--json",
    ]);
    let gg = chain(&v, "gg");
    assert_eq!(gg["status"], "dead");
    assert_eq!(gg["basis"], "agreed");
    assert_eq!(v["result"], "W+6.5");
    assert_eq!(v["counted"], true, "a whole game is counted");
    let err = refused(&[
        "judge",
        &f,
        "--rules",
        "japanese",
        "--agreed-dead",
        "gg",
        "--agreed-alive",
        "gg",
    ]);
    assert!(err.contains("both"), "{err}");
    let err = refused(&["judge", &f, "--rules", "japanese", "--ask", "zz"]);
    assert!(err.contains("--ask"), "{err}");
}

/// Example 1 of seed 000 (取らず三目) drawn alone on an empty 19×19: asked
/// about the corner, the judge answers the text (both dead) and says what
/// it assumed about the open board.
#[test]
fn a_position_set_up_by_hand_is_decided_on_the_chains_asked() {
    let dir = tempfile::tempdir().unwrap();
    let sgf = dir.path().join("ex01.sgf");
    std::fs::write(
        &sgf,
        "(;GM[1]FF[4]SZ[19]KM[6.5]\
         AB[ba][ca][bb][cb][ac][ad][bd][cd][dd][be][de][af][bf][cf]\
         AW[da][ea][ga][ab][db][fb][gb][bc][cc][dc][ec];B[tt];W[tt])",
    )
    .unwrap();
    let args = [
        "judge",
        sgf.to_str().unwrap(),
        "--rules",
        "japanese",
        "--ask",
        "ba,ab",
    ];
    let v = json(&[&args[..], &["--json"]].concat());
    assert_eq!(chain(&v, "ba")["status"], "dead");
    assert_eq!(chain(&v, "ab")["status"], "dead");
    assert_eq!(chain(&v, "ba")["basis"], "proven");
    let assumed = v["assumptions"].as_array().unwrap();
    assert_eq!(assumed.len(), 1);
    assert_eq!(assumed[0]["code"], "open-board");
    // No game was played to it: the statuses are the verdict, there is no count.
    assert_eq!(v["counted"], false, "{v}");
    assert_eq!(v["result"], "", "{v}");
    // Not asked: not decided, and said so.
    let outer = chain(&v, "da");
    assert_eq!(outer["status"], "undetermined");
    assert!(outer["note"]["code"].is_string(), "{}", outer["note"]);
    // In words, in the arbiter's language: the assumption and each argument.
    let english = ok(&[&args[..], &["--lang", "en"]].concat());
    assert!(
        english.contains("assumed: a position set up by hand"),
        "{english}"
    );
    assert!(
        english.contains("dead inside white's region of 5 points"),
        "{english}"
    );
    let japanese = ok(&[&args[..], &["--lang", "ja"]].concat());
    assert!(japanese.contains("仮定: 手で並べた局面"), "{japanese}");
    assert!(japanese.contains("白の領域（5点"), "{japanese}");
    assert!(!japanese.contains("region"), "{japanese}");
    // Every label too: the proof's, and no score line but why there is none.
    assert!(japanese.contains("手順: "), "{japanese}");
    assert!(
        japanese.contains("手で並べた局面のため、数えていません"),
        "{japanese}"
    );
    assert!(!japanese.contains("→ jigo"), "{japanese}");
    for word in ["proof", "black", "white", "komi", "assumed"] {
        assert!(!japanese.contains(word), "{word} in {japanese}");
    }
    assert!(english.contains("proof: "), "{english}");
    assert!(
        english.contains("a position set up by hand: not counted"),
        "{english}"
    );
}

/// A search longer than the default says before it starts that it may take
/// minutes, in the arbiter's language; the default verdict says nothing.
#[test]
fn a_longer_search_says_it_may_take_minutes() {
    // A small corner position, settled at once whatever the budget.
    let sgf = std::env::temp_dir().join(format!("taikai-longer-{}.sgf", std::process::id()));
    std::fs::write(
        &sgf,
        "(;GM[1]FF[4]SZ[9]KM[6.5]AB[da][db][dc][dd][de][df][dg][dh][di]\
         AW[ea][eb][ec][ed][ee][ef][eg][eh][ei];B[tt];W[tt])",
    )
    .unwrap();
    let path = sgf.to_str().unwrap();
    let run = |extra: &[&str]| {
        let out = common::taikai(&[&["judge", path, "--rules", "japanese"], extra].concat());
        assert!(out.status.success());
        String::from_utf8(out.stderr).unwrap()
    };
    let ja = run(&["--budget", "2000000", "--lang", "ja"]);
    assert!(ja.contains("各連を最大2000000局面まで探索します"), "{ja}");
    let en = run(&["--budget", "2000000", "--lang", "en"]);
    assert!(
        en.contains("searching up to 2000000 positions a chain"),
        "{en}"
    );
    assert!(!run(&["--lang", "en"]).contains("searching up to"));
    std::fs::remove_file(&sgf).ok();
}

/// A corner of a real game set up by hand (`crates/rules/tests/corners.rs`):
/// the white stone thrown into black's corner of g19_11d, drawn with the
/// corner's walls alone on an empty board, is dead by a verification line
/// that starts with white's move, and the verdict says what it assumed.
#[test]
fn a_corner_of_a_real_game_set_up_by_hand_is_decided() {
    let sgf = repo_file("crates/rules/tests/fixtures/corners/g19_11d_sc.sgf");
    let v = json(&[
        "judge", &sgf, "--rules", "japanese", "--ask", "sc", "--json",
    ]);
    let stone = chain(&v, "sc");
    assert_eq!(stone["status"], "dead", "{stone}");
    assert_eq!(stone["basis"], "proven", "{stone}");
    let proof = stone["proof"].as_array().unwrap();
    assert!(!proof.is_empty());
    assert!(
        proof[0].as_str().unwrap().starts_with("W "),
        "the owner moves first: {stone}"
    );
    let assumed = v["assumptions"].as_array().unwrap();
    assert_eq!(assumed[0]["code"], "open-board", "{v}");
}
