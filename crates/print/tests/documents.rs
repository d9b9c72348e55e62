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
            report_code: None,
        })
        .collect()
}

fn cards_input(profile: Profile, n: usize) -> CardsInput {
    CardsInput {
        tournament: settings(profile),
        round: 3,
        boards: boards(n),
        othello: OthelloScoring::default(),
        venue_url: None,
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

/// A corner set up by hand (a white stone thrown into black's corner, the
/// rest of the board empty) and asked about: the report gives no count and
/// no result, says why, lists the black wall as held connected to the
/// board beyond, and the white stone as dead.
#[test]
fn arbitration_report_for_a_corner_set_up_by_hand() {
    let d = dir();
    let mut board = Board::new(19);
    for (x, y) in [(0, 2), (1, 2), (2, 2), (2, 1), (2, 0)] {
        board.set(
            taikai_rules::Point::new(x, y),
            Some(taikai_rules::Color::Black),
        );
    }
    let inside = taikai_rules::Point::new(0, 0);
    board.set(inside, Some(taikai_rules::Color::White));
    let mut opts = JudgeOptions::new(GoRules::Japanese);
    opts.ask = vec![inside];
    let verdict = judge(&board, &opts).unwrap();
    assert!(!verdict.counted);
    let input = ArbitrationInput {
        tournament: "第12回 市民囲碁大会".to_string(),
        round: None,
        board_no: None,
        black: player(0),
        white: player(1),
        position: board,
        verdict,
        arbiter: "審判 花子".to_string(),
    };
    let p = write(d.path(), "corner.pdf", &arbitration_report(&input));
    let t = text(&p);
    assert!(t.contains("数えていません"), "{t}");
    assert!(t.contains("not counted"), "{t}");
    assert!(!t.contains("Result:"), "no result for a corner: {t}");
    assert!(!t.contains("provisional count"), "{t}");
    assert!(t.contains("盤の外とつながる / held connected"), "{t}");
    assert!(
        t.contains("白 1子 [aa]: 死に石 / dead"),
        "the stone asked about: {t}"
    );
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

// --- Layout regressions: nothing cut, full-page single cards, cut marks clear of text ---

/// Players whose name, reading and club are as long as a club tournament gets.
fn long_players() -> [PlayerInfo; 2] {
    [
        PlayerInfo::new(
            "勅使河原 龍之介",
            "てしがわら りゅうのすけ",
            Some(Rank::Dan(9)),
            "早稲田大学囲碁部OB会 杉並・中野支部",
        ),
        PlayerInfo::new(
            "長谷川 美智子",
            "はせがわ みちこ",
            Some(Rank::Kyu(25)),
            "日本棋院 東京本院 水曜会",
        ),
    ]
}

/// Cards whose last board holds the long players, in a tournament with a long name.
fn long_cards(profile: Profile, n: usize) -> CardsInput {
    let mut input = cards_input(profile, n);
    input.tournament.name = "第12回 杉並区民囲碁大会 兼 東京都アマチュア本因坊戦予選".to_string();
    let [black, white] = long_players();
    let last = input.boards.last_mut().unwrap();
    last.black = black;
    last.white = white;
    input
}

/// A word as `pdftotext -bbox` places it: page (from 1), box in points, text.
#[derive(Debug)]
struct Word {
    page: usize,
    x0: f32,
    y0: f32,
    x1: f32,
    y1: f32,
    text: String,
}

fn attr(tag: &str, name: &str) -> f32 {
    let start = tag.find(&format!("{name}=\"")).unwrap() + name.len() + 2;
    let end = start + tag[start..].find('"').unwrap();
    tag[start..end].parse().unwrap()
}

/// Every word of the PDF with its box, and the page size in points.
fn words(p: &Path) -> (Vec<Word>, (f32, f32)) {
    let out = Command::new("pdftotext")
        .arg("-bbox")
        .arg(p)
        .arg("-")
        .output()
        .expect("pdftotext");
    let html = String::from_utf8(out.stdout).unwrap();
    let mut page = 0;
    let mut size = (0.0, 0.0);
    let mut out = Vec::new();
    for line in html.lines().map(str::trim) {
        if line.starts_with("<page ") {
            page += 1;
            size = (attr(line, "width"), attr(line, "height"));
        } else if let Some(rest) = line.strip_prefix("<word ") {
            let close = rest.find('>').unwrap();
            let text = rest[close + 1..].trim_end_matches("</word>").to_string();
            out.push(Word {
                page,
                x0: attr(line, "xMin"),
                y0: attr(line, "yMin"),
                x1: attr(line, "xMax"),
                y1: attr(line, "yMax"),
                text,
            });
        }
    }
    (out, size)
}

/// Text with the line breaks and spaces taken out, to find texts wrapped over lines.
fn squeezed(t: &str) -> String {
    t.chars().filter(|c| !c.is_whitespace()).collect()
}

fn assert_nothing_cut(t: &str, what: &str) {
    assert!(!t.contains('…'), "{what}: a text was cut with …\n{t}");
}

#[test]
fn cards_at_every_size_print_every_text_whole() {
    let d = dir();
    for profile in [Profile::GoJapanese, Profile::OthelloJoa] {
        let input = long_cards(profile, 5);
        for (paper, per) in [
            (Paper::A4, 1),
            (Paper::A4, 2),
            (Paper::A4, 4),
            (Paper::A5, 1),
            (Paper::B5, 1),
            (Paper::B5, 2),
        ] {
            let what = format!("{profile:?} {per} per {paper:?}");
            let bytes = result_cards(&input, CardLayout::new(paper, per));
            let p = write(
                d.path(),
                &format!("whole-{profile:?}-{paper:?}-{per}.pdf"),
                &bytes,
            );
            let t = text(&p);
            assert_nothing_cut(&t, &what);
            let flat = squeezed(&t);
            for title in ["対戦カード / Result card", "第3回戦 / Round 3"] {
                assert_eq!(t.matches(title).count(), 5, "{what}: {title}");
            }
            assert!(
                flat.contains(&squeezed(&input.tournament.name)),
                "{what}: tournament name"
            );
            for b in &input.boards {
                for p in [&b.black, &b.white] {
                    for s in [&p.name, &p.reading, &p.club] {
                        assert!(t.contains(s.as_str()), "{what}: {s} missing");
                    }
                }
            }
        }
    }
}

#[test]
fn a_single_card_fills_its_page() {
    let d = dir();
    for paper in [Paper::A4, Paper::A5, Paper::B5] {
        let input = long_cards(Profile::GoJapanese, 1);
        let p = write(
            d.path(),
            &format!("single-{paper:?}.pdf"),
            &result_cards(&input, CardLayout::new(paper, 1)),
        );
        let (words, (w, h)) = words(&p);
        let top = words.iter().map(|w| w.y0).fold(f32::MAX, f32::min);
        let bottom = words.iter().map(|w| w.y1).fold(0.0, f32::max);
        let left = words.iter().map(|w| w.x0).fold(f32::MAX, f32::min);
        let right = words.iter().map(|w| w.x1).fold(0.0, f32::max);
        assert!(
            top < h * 0.08,
            "{paper:?}: starts at the top ({top} of {h})"
        );
        assert!(
            bottom > h * 0.9,
            "{paper:?}: reaches the foot ({bottom} of {h})"
        );
        // Centred: the margins left and right are alike.
        assert!(
            left > 14.0 && right < w - 14.0,
            "{paper:?}: inside the margins"
        );
        assert!(
            right > w * 0.75,
            "{paper:?}: uses the width ({right} of {w})"
        );
        assert!(words.iter().all(|w| w.page == 1), "{paper:?}: one page");
        // The players one above the other, filling the page, in type larger than on a
        // quarter page (16 pt there).
        let black = words.iter().find(|w| w.text == "勅使河原").unwrap();
        let white = words.iter().find(|w| w.text == "長谷川").unwrap();
        assert!(
            black.y1 < h * 0.4,
            "{paper:?}: black in the upper half {black:?}"
        );
        assert!(
            white.y0 > h * 0.5,
            "{paper:?}: white in the lower half {white:?}"
        );
        assert!(black.y1 - black.y0 > 20.0, "{paper:?}: name size {black:?}");
    }
}

#[test]
fn cut_marks_run_clear_of_every_text() {
    let d = dir();
    for (paper, per) in [(Paper::A4, 4), (Paper::A4, 2), (Paper::B5, 2)] {
        let input = long_cards(Profile::OthelloJoa, 8);
        let layout = CardLayout::new(paper, per);
        let p = write(
            d.path(),
            &format!("cuts-{paper:?}-{per}.pdf"),
            &result_cards(&input, layout),
        );
        let (words, (w, h)) = words(&p);
        let (cols, rows) = layout.grid();
        let clear = 8.0; // points, about 3 mm
        for word in &words {
            for k in 1..cols {
                let x = w * k as f32 / cols as f32;
                assert!(
                    word.x1 + clear < x || word.x0 - clear > x,
                    "{paper:?} {per}: {word:?} on the cut at x = {x}"
                );
            }
            for k in 1..rows {
                let y = h * k as f32 / rows as f32;
                assert!(
                    word.y1 + clear < y || word.y0 - clear > y,
                    "{paper:?} {per}: {word:?} on the cut at y = {y}"
                );
            }
        }
    }
}

#[test]
fn lists_print_long_names_and_clubs_whole() {
    let d = dir();
    let cards = long_cards(Profile::GoJapanese, 6);
    let [black, white] = long_players();
    let p = write(
        d.path(),
        "long-pairings.pdf",
        &pairing_list(&PairingsInput::from(&cards)),
    );
    let t = text(&p);
    assert_nothing_cut(&t, "pairing list");
    assert!(t.contains(&black.name) && t.contains(&white.name) && t.contains(&white.reading));

    let mut rows: Vec<StandingRow> = (0..6).map(|i| standing(i as u32 + 1, i)).collect();
    for (row, p) in rows.iter_mut().zip([&black, &white]) {
        row.name = p.name.clone();
        row.club = p.club.clone();
    }
    let input = StandingsInput {
        tournament: long_cards(Profile::GoJapanese, 1).tournament,
        after_round: 4,
        rows,
        order: vec![
            TieBreak::Score,
            TieBreak::Sos,
            TieBreak::Sosos,
            TieBreak::Sodos,
        ],
    };
    let p = write(d.path(), "long-standings.pdf", &standings(&input));
    let t = text(&p);
    assert_nothing_cut(&t, "standings");
    assert!(t.contains(&black.club) && t.contains(&white.club), "{t}");
    assert!(t.contains(&input.tournament.name));
}

#[test]
fn cards_and_pairing_list_carry_the_report_code_and_the_venue_qr_code() {
    let d = dir();
    let plain = cards_input(Profile::GoJapanese, 4);
    let mut venue = plain.clone();
    venue.venue_url = Some("http://192.168.1.20:8080/".into());
    for (i, b) in venue.boards.iter_mut().enumerate() {
        b.report_code = Some(format!("ABC23{i}"));
    }
    let without = taikai_print::result_cards(&plain, CardLayout::default());
    let with = taikai_print::result_cards(&venue, CardLayout::default());
    let p = write(d.path(), "venue-cards.pdf", &with);
    let t = text(&p);
    for i in 0..4 {
        assert!(t.contains(&format!("report code: ABC23{i}")), "{t}");
    }
    assert!(with.len() > without.len() + 2_000, "the QR codes are drawn");
    let list = taikai_print::pairing_list(&taikai_print::PairingsInput::from(&venue));
    let p = write(d.path(), "venue-pairings.pdf", &list);
    assert!(text(&p).contains("on your phone"));
}
