//! `taikai print` on a real tournament file, read back with poppler's pdftotext/pdfinfo.

mod common;

use common::{ok as taikai, refused};
use std::path::Path;
use std::process::Command;

fn pdf_text(pdf: &Path) -> String {
    let out = Command::new("pdftotext")
        .args([pdf.to_str().unwrap(), "-"])
        .output()
        .expect("pdftotext (poppler-utils) is installed");
    String::from_utf8(out.stdout).unwrap()
}

fn pages(pdf: &Path) -> u32 {
    let out = Command::new("pdfinfo").arg(pdf).output().unwrap();
    let info = String::from_utf8(out.stdout).unwrap();
    info.lines()
        .find_map(|l| l.strip_prefix("Pages:"))
        .unwrap()
        .trim()
        .parse()
        .unwrap()
}

#[test]
fn a_rounds_cards_and_pairing_list_name_every_player_and_board() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("demo.taikai");
    let f = file.to_str().unwrap();
    taikai(&["demo", f]);
    let pairing: serde_json::Value =
        serde_json::from_str(&taikai(&["round", "pair", f, "--json"])).unwrap();
    let boards = pairing["boards"].as_array().unwrap().len();
    assert_eq!(boards, 6);
    let players: Vec<serde_json::Value> =
        serde_json::from_str(&taikai(&["players", "list", f, "--json"])).unwrap();
    let checked_in: Vec<&str> = players
        .iter()
        .filter(|p| p["status"] == "checked-in")
        .map(|p| p["name"].as_str().unwrap())
        .collect();

    let cards = dir.path().join("cards.pdf");
    taikai(&[
        "print",
        f,
        "cards",
        "--round",
        "1",
        "-o",
        cards.to_str().unwrap(),
    ]);
    assert_eq!(pages(&cards), 2, "six cards, four to a page");
    let two_up = dir.path().join("cards2.pdf");
    taikai(&[
        "print",
        f,
        "cards",
        "--per-page",
        "2",
        "--paper",
        "a4",
        "-o",
        two_up.to_str().unwrap(),
    ]);
    assert_eq!(pages(&two_up), 3);
    let text = pdf_text(&cards);
    for name in &checked_in {
        assert!(text.contains(name), "{name} missing from the cards");
    }
    assert!(text.contains("対戦カード"));

    let list = dir.path().join("pairings.pdf");
    taikai(&["print", f, "pairings", "-o", list.to_str().unwrap()]);
    let text = pdf_text(&list);
    for name in &checked_in {
        assert!(text.contains(name), "{name} missing from the pairing list");
    }
}

#[test]
fn printing_refuses_what_cannot_be_printed() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("demo.taikai");
    let f = file.to_str().unwrap();
    taikai(&["demo", f]);
    let out = dir.path().join("x.pdf");
    let o = out.to_str().unwrap();
    assert!(refused(&["print", f, "cards", "-o", o]).contains("pair round 1 before printing"));
    assert!(refused(&["print", f, "menu", "-o", o]).contains("choose one of cards, pairings"));
    assert!(refused(&["print", f, "cards", "--per-page", "3", "-o", o]).contains("use 1, 2 or 4"));
    assert!(!out.exists(), "a refused print writes no file");
}

#[test]
fn judge_writes_the_arbitration_report() {
    let dir = tempfile::tempdir().unwrap();
    let sgf = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../assets/demo/dispute-9x9.sgf");
    let pdf = dir.path().join("report.pdf");
    taikai(&[
        "judge",
        sgf.to_str().unwrap(),
        "--rules",
        "japanese",
        "--pdf",
        pdf.to_str().unwrap(),
    ]);
    let text = pdf_text(&pdf);
    assert!(text.contains("裁定書"), "{text}");
    assert!(
        text.contains("山田 太郎") && text.contains("佐藤 翔太"),
        "both players are named: {text}"
    );
    // Each chain's argument in both languages, the same argument printed once.
    let secure = "inside white's secure region of 36 points";
    assert!(text.contains(secure), "{text}");
    assert!(text.contains("白の確定した領域（36点）の中"), "{text}");
    assert_eq!(
        text.matches("taken as room for two eyes").count(),
        1,
        "{text}"
    );
    // The walls live on territories taken as room for two eyes: said, not passed off as proof.
    assert!(
        text.contains("終局時の想定 / end-of-game assumption"),
        "{text}"
    );
    assert!(text.contains("argument as at da"), "{text}");
}
