//! Generates real PDFs into a temp dir and reads them back with poppler's pdftotext and
//! pdfinfo (Debian poppler-utils).

use std::path::{Path, PathBuf};
use std::process::Command;
use taikai_core::draw::{record, DrawInputs, DrawMethod, DrawPlayer, DrawRequest, Parity};
use taikai_core::pairing::ColourSource;
use taikai_core::standings::{
    CrosstableCell, CrosstableRow, OthelloScoring, StandingRow, TieBreak,
};
use taikai_core::{PairingSystem, Profile, Rank, TournamentSettings};
use taikai_print::*;
use taikai_rules::{judge, Board, GoRules, JudgeOptions};

const NOTO_TTC: &str = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc";

fn settings(profile: Profile) -> TournamentSettings {
    TournamentSettings {
        name: "第12回 市民囲碁大会".to_string(),
        date: "2026-11-23".to_string(),
        venue: "公民館".to_string(),
        profile,
        rounds: 5,
        system: PairingSystem::Mcmahon,
    }
}

const SURNAMES: [(&str, &str); 12] = [
    ("髙橋", "たかはし"),
    ("山﨑", "やまざき"),
    ("佐藤", "さとう"),
    ("鈴木", "すずき"),
    ("渡邉", "わたなべ"),
    ("伊藤", "いとう"),
    ("中村", "なかむら"),
    ("小林", "こばやし"),
    ("加藤", "かとう"),
    ("吉田", "よしだ"),
    ("山田", "やまだ"),
    ("斎藤", "さいとう"),
];

fn player(i: usize) -> PlayerInfo {
    let (s, r) = SURNAMES[i % SURNAMES.len()];
    PlayerInfo::new(
        &format!("{s} 太郎{i}"),
        &format!("{r} たろう{i}"),
        Some(Rank::Kyu((i % 20 + 1) as u8)),
        "碁会所",
    )
}

fn boards(n: usize) -> Vec<CardBoard> {
    (0..n)
        .map(|i| CardBoard {
            board: i as u32 + 1,
            black: player(2 * i),
            white: player(2 * i + 1),
            handicap: 0,
            komi: Some(6.5),
            colours: ColourSource::Balance,
        })
        .collect()
}

fn cards_input(profile: Profile, n: usize) -> CardsInput {
    CardsInput {
        tournament: settings(profile),
        round: 3,
        boards: boards(n),
        othello: OthelloScoring::default(),
    }
}

fn dir() -> tempfile::TempDir {
    tempfile::tempdir().unwrap()
}

fn write(dir: &Path, name: &str, bytes: &[u8]) -> PathBuf {
    let p = dir.join(name);
    std::fs::write(&p, bytes).unwrap();
    if let Ok(keep) = std::env::var("TAIKAI_PRINT_KEEP") {
        std::fs::write(Path::new(&keep).join(name), bytes).unwrap();
    }
    p
}

fn text(p: &Path) -> String {
    let out = Command::new("pdftotext")
        .arg(p)
        .arg("-")
        .output()
        .expect("pdftotext (poppler-utils) is installed");
    assert!(out.status.success(), "pdftotext failed on {}", p.display());
    String::from_utf8(out.stdout).unwrap()
}

fn pages(p: &Path) -> usize {
    let out = Command::new("pdfinfo").arg(p).output().expect("pdfinfo");
    assert!(out.status.success());
    let info = String::from_utf8(out.stdout).unwrap();
    info.lines()
        .find_map(|l| l.strip_prefix("Pages:"))
        .unwrap()
        .trim()
        .parse()
        .unwrap()
}

fn fonts_listing(p: &Path) -> String {
    let out = Command::new("pdffonts").arg(p).output().expect("pdffonts");
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn cards_24_boards_every_name_and_board_number() {
    let d = dir();
    let input = cards_input(Profile::GoJapanese, 24);
    let p = write(
        d.path(),
        "cards24.pdf",
        &result_cards(&input, CardLayout::new(Paper::A4, 4)),
    );
    assert_eq!(pages(&p), 6);
    let t = text(&p);
    for b in &input.boards {
        assert!(t.contains(&b.black.name), "{} missing", b.black.name);
        assert!(t.contains(&b.white.name), "{} missing", b.white.name);
    }
    for n in 1..=24 {
        assert!(
            t.lines().any(|l| l.trim() == n.to_string()),
            "board {n} missing"
        );
    }
    assert!(
        t.contains("髙橋") && t.contains("山﨑"),
        "CP932 extension kanji print"
    );
    assert!(t.contains("対戦カード"));
    assert!(t.contains("コミ 6目半"));
    // Embedded and subset (pdffonts: emb yes, sub yes).
    let f = fonts_listing(&p);
    let line = f
        .lines()
        .find(|l| l.contains("IPAexGothic"))
        .expect("font listed");
    assert!(line.contains(" yes yes "), "embedded and subset: {line}");
}

#[test]
fn cards_per_page_1_2_4_and_paper_sizes() {
    let d = dir();
    let input = cards_input(Profile::GoJapanese, 7);
    for (per, paper, expect) in [
        (1, Paper::A4, 7),
        (2, Paper::A4, 4),
        (4, Paper::A4, 2),
        (1, Paper::A5, 7),
        (1, Paper::B5, 7),
        (2, Paper::B5, 4),
    ] {
        let layout = CardLayout::new(paper, per);
        assert_eq!(layout.pages(7), expect);
        let p = write(
            d.path(),
            &format!("cards-{per}-{paper:?}.pdf"),
            &result_cards(&input, layout),
        );
        assert_eq!(pages(&p), expect, "{per} per page on {paper:?}");
        let t = text(&p);
        assert!(t.contains(&input.boards[6].white.name));
    }
    // Page size of A5 / B5 (points).
    let p = d.path().join("cards-1-B5.pdf");
    let info = String::from_utf8(Command::new("pdfinfo").arg(&p).output().unwrap().stdout).unwrap();
    assert!(
        info.contains("515.9") || info.contains("516"),
        "B5 width: {info}"
    );
}

#[test]
fn cards_250_boards_small_pdf() {
    let d = dir();
    let input = cards_input(Profile::GoJapanese, 250);
    let bytes = result_cards(&input, CardLayout::new(Paper::A4, 4));
    assert!(bytes.len() < 300_000, "250 cards: {} bytes", bytes.len());
    let p = write(d.path(), "cards250.pdf", &bytes);
    assert_eq!(pages(&p), 63);
    let t = text(&p);
    assert!(t.contains(&input.boards[249].black.name));
    assert!(t.lines().any(|l| l.trim() == "250"));
}

#[test]
fn othello_cards_have_disc_boxes_and_forfeit_footnote() {
    let d = dir();
    let mut input = cards_input(Profile::OthelloJoa, 3);
    for b in &mut input.boards {
        b.komi = None;
        b.colours = ColourSource::Draw;
    }
    let p = write(
        d.path(),
        "othello.pdf",
        &result_cards(&input, CardLayout::new(Paper::A4, 2)),
    );
    assert_eq!(pages(&p), 2);
    let t = text(&p);
    assert!(t.contains("石差"));
    assert!(t.contains("石数"));
    assert!(t.contains("40-24"), "forfeit win default on the card");
    assert!(t.contains("0-64"), "forfeit loss default on the card");
    assert!(t.contains("先後は抽選"), "colours to be drawn");
    assert!(!t.contains("コミ"));
}

#[test]
fn handicap_and_chinese_komi_on_cards() {
    let d = dir();
    let mut input = cards_input(Profile::GoChinese, 2);
    input.boards[0].handicap = 4;
    input.boards[0].komi = Some(0.5);
    input.boards[1].komi = Some(7.5);
    let p = write(
        d.path(),
        "chinese.pdf",
        &result_cards(&input, CardLayout::new(Paper::A5, 1)),
    );
    let t = text(&p);
    assert!(t.contains("置石 4子"));
    assert!(t.contains("3.75子"), "komi in stones: {t}");
}

#[test]
fn rare_kanji_fallback_and_substitute() {
    let d = dir();
    let mut input = cards_input(Profile::GoJapanese, 1);
    input.boards[0].black.name = "𠮷田 一郎".to_string();
    // Without a fallback face: 〓, never an empty box, and the printer says so.
    let printer = Printer::new();
    assert_eq!(printer.missing_glyphs("𠮷田 髙橋 﨑"), vec!['𠮷']);
    let p = write(
        d.path(),
        "geta.pdf",
        &printer.result_cards(&input, CardLayout::new(Paper::A4, 4)),
    );
    let t = text(&p);
    assert!(t.contains("〓田 一郎"), "substitute printed: {t}");
    // With Noto Sans CJK JP (face 0 of the system .ttc) as fallback: the real character.
    if Path::new(NOTO_TTC).exists() {
        let noto = std::fs::read(NOTO_TTC).unwrap();
        let printer = Printer::new().with_fallback_font(&noto, 0).unwrap();
        assert!(printer.missing_glyphs("𠮷田").is_empty());
        let bytes = printer.result_cards(&input, CardLayout::new(Paper::A4, 4));
        assert!(
            bytes.len() < 200_000,
            "fallback face subset: {} bytes",
            bytes.len()
        );
        let p = write(d.path(), "fallback.pdf", &bytes);
        let t = text(&p);
        assert!(t.contains("𠮷田 一郎"), "fallback printed: {t}");
        assert!(
            fonts_listing(&p)
                .lines()
                .filter(|l| l.contains(" yes "))
                .count()
                >= 2
        );
    }
}

#[test]
fn pairing_list_by_board_and_gojuon() {
    let d = dir();
    let cards = cards_input(Profile::GoJapanese, 24);
    let mut input = PairingsInput::from(&cards);
    input.byes.push(PlayerInfo::new(
        "アベ 花子",
        "あべ はなこ",
        Some(Rank::Dan(1)),
        "",
    ));
    let p = write(d.path(), "pairings.pdf", &pairing_list(&input));
    assert!(pages(&p) >= 3, "board list, then the name list");
    let t = text(&p);
    for b in &input.boards {
        assert!(t.contains(&b.black.name) && t.contains(&b.white.name));
    }
    assert!(t.contains("休み"));
    // 五十音: あべ (bye) first, then いとう…; わたなべ last.
    let by_name = &t[t.find("五十音順").unwrap()..];
    let abe = by_name.find("アベ 花子").unwrap();
    let ito = by_name.find("伊藤").unwrap();
    let watanabe = by_name.rfind("渡邉").unwrap();
    assert!(abe < ito && ito < watanabe);
}

#[test]
fn pairing_list_250_boards() {
    let d = dir();
    let cards = cards_input(Profile::GoJapanese, 250);
    let p = write(
        d.path(),
        "pairings250.pdf",
        &pairing_list(&PairingsInput::from(&cards)),
    );
    let t = text(&p);
    assert!(t.contains(&cards.boards[249].white.name));
    assert!(pages(&p) >= 2 * (250 / 30));
}

fn standing(place: u32, i: usize) -> StandingRow {
    let p = player(i);
    StandingRow {
        place,
        id: i as i64,
        name: p.name,
        rank: p.rank.unwrap(),
        club: p.club,
        wins: 4.0 - place as f64 * 0.5,
        score: 20.5 - place as f64,
        sos: 60.0 - place as f64,
        sosos: 300.0,
        sodos: 12.5,
        stone_diff: 40 - place as i64 * 7,
        games: 4,
    }
}

#[test]
fn standings_and_crosstable() {
    let d = dir();
    let rows: Vec<StandingRow> = (0..8).map(|i| standing(i as u32 + 1, i)).collect();
    let input = StandingsInput {
        tournament: settings(Profile::GoJapanese),
        after_round: 4,
        rows: rows.clone(),
        order: vec![
            TieBreak::Score,
            TieBreak::Sos,
            TieBreak::Sosos,
            TieBreak::Sodos,
        ],
    };
    let p = write(d.path(), "standings.pdf", &standings(&input));
    let t = text(&p);
    for r in &rows {
        assert!(t.contains(&r.name));
    }
    assert!(t.contains("SOSOS") && t.contains("MMS") && t.contains("19.5"));
    // Othello: 石差 column.
    let mut oth = input.clone();
    oth.tournament = settings(Profile::OthelloJoa);
    oth.tournament.system = PairingSystem::Swiss;
    oth.order = vec![
        TieBreak::Wins,
        TieBreak::StoneDiff,
        TieBreak::HeadToHead,
        TieBreak::Lot,
    ];
    let p = write(d.path(), "standings-othello.pdf", &standings(&oth));
    let t = text(&p);
    assert!(t.contains("石差") && t.contains("+33"));

    let cross = CrosstableInput {
        tournament: settings(Profile::GoJapanese),
        after_round: 4,
        rows: rows
            .iter()
            .map(|s| CrosstableRow {
                standing: s.clone(),
                cells: (1..=4)
                    .map(|r| CrosstableCell {
                        round: r,
                        opponent: None,
                        opponent_place: Some(r),
                        colour: None,
                        handicap: 0,
                        outcome: None,
                        text: format!("{r}+/b"),
                    })
                    .collect(),
            })
            .collect(),
        order: input.order.clone(),
    };
    let p = write(d.path(), "crosstable.pdf", &crosstable(&cross));
    let t = text(&p);
    assert!(t.contains("4回戦") && t.contains("3+/b") && t.contains(&rows[7].name));
}

#[test]
fn arbitration_report_from_a_real_verdict() {
    let d = dir();
    // Black lives on the left with a dead white stone inside; white lives on the right.
    let board = Board::from_diagram(
        "
        .X.XO.O..
        XX.XO.OOO
        .XOXOO...
        XXXXO.OOO
        .X.XOOO.O
        XXXXO.OOO
        ..X.O.O..
        XXXXOO.OO
        ...XO.O..
        ",
    )
    .unwrap();
    let verdict = judge(&board, &JudgeOptions::new(GoRules::Japanese)).unwrap();
    let input = ArbitrationInput {
        tournament: "第12回 市民囲碁大会".to_string(),
        round: Some(2),
        board_no: Some(7),
        black: player(0),
        white: player(1),
        position: board,
        verdict: verdict.clone(),
        arbiter: "審判 花子".to_string(),
    };
    let p = write(d.path(), "arbitration.pdf", &arbitration_report(&input));
    let t = text(&p);
    assert!(t.contains("裁定書"));
    assert!(
        t.contains(&verdict.result),
        "result {} printed",
        verdict.result
    );
    assert!(t.contains("死に石"), "the dead white stone is named");
    assert!(t.contains("活き石"));
    assert!(t.contains("日本囲碁規約"));
    assert!(t.contains(&input.black.name) && t.contains(&input.white.name));
}

#[test]
fn colour_draw_record() {
    let d = dir();
    let players = [
        DrawPlayer {
            id: 1,
            name: "髙橋 一郎".to_string(),
            rank: Some(Rank::Dan(2)),
            birth_year: Some(1970),
        },
        DrawPlayer {
            id: 2,
            name: "山﨑 二郎".to_string(),
            rank: Some(Rank::Kyu(1)),
            birth_year: Some(1990),
        },
    ];
    let req = DrawRequest {
        method: DrawMethod::Nigiri,
        players: players.clone(),
        at: "2026-11-23T10:02:00+09:00".to_string(),
        by: "TD 佐藤".to_string(),
    };
    let audit = record(
        &req,
        DrawInputs::Nigiri {
            grabber: 1,
            guess: Parity::Odd,
            stones: 17,
        },
    )
    .unwrap();
    let input = DrawsInput {
        tournament: settings(Profile::GoChinese),
        round: 1,
        records: vec![DrawRecord {
            board: Some(5),
            audit,
        }],
    };
    let p = write(d.path(), "draws.pdf", &draw_record(&input));
    let t = text(&p);
    assert!(t.contains("ニギリ") && t.contains("髙橋 一郎") && t.contains("山﨑 二郎"));
    assert!(t.contains("白石 / white stones: 17"));
    assert!(t.contains("盤 5"));
    assert!(t.contains("TD 佐藤"));
}
