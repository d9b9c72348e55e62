//! Renders every document with the demo players (assets/demo/players.csv) and a few
//! hard cases (long names, long club names, long readings) into a directory, to look at
//! the pages as images while developing:
//!
//! ```sh
//! cargo run -p taikai-print --example gallery -- /tmp/gallery
//! for f in /tmp/gallery/*.pdf; do pdftoppm -png -r 60 "$f" "${f%.pdf}"; done
//! ```

use std::path::{Path, PathBuf};
use taikai_core::draw::{record, DrawInputs, DrawMethod, DrawPlayer, DrawRequest, Parity};
use taikai_core::pairing::ColourSource;
use taikai_core::standings::{
    CrosstableCell, CrosstableRow, OthelloScoring, StandingRow, TieBreak,
};
use taikai_core::{PairingSystem, Profile, Rank, TournamentSettings};
use taikai_print::*;
use taikai_rules::{judge, Board, GoRules, JudgeOptions};

const DEMO: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../assets/demo/players.csv");

/// The demo players, then the hard cases.
fn players() -> Vec<PlayerInfo> {
    let csv = std::fs::read_to_string(DEMO).expect("assets/demo/players.csv");
    let mut out: Vec<PlayerInfo> = csv
        .lines()
        .skip(1)
        .filter_map(|l| {
            let f: Vec<&str> = l.split(',').collect();
            (f.len() >= 4).then(|| PlayerInfo::new(f[0], f[1], f[2].parse().ok(), f[3]))
        })
        .collect();
    out.extend([
        PlayerInfo::new(
            "勅使河原 龍之介",
            "てしがわら りゅうのすけ",
            Some(Rank::Dan(9)),
            "早稲田大学囲碁部OB会 杉並・中野支部",
        ),
        PlayerInfo::new(
            "長谷川 𠮷右衛門",
            "はせがわ きちえもん",
            Some(Rank::Kyu(25)),
            "日本棋院 東京本院 水曜会",
        ),
    ]);
    out
}

fn settings(profile: Profile) -> TournamentSettings {
    TournamentSettings {
        name: "第12回 杉並区民囲碁大会 兼 東京都アマチュア本因坊戦予選".to_string(),
        date: "2026-11-23".to_string(),
        venue: "杉並区立公民館".to_string(),
        profile,
        rounds: 5,
        system: PairingSystem::Mcmahon,
    }
}

fn cards(profile: Profile, colours: ColourSource) -> CardsInput {
    let ps = players();
    let boards = ps
        .chunks(2)
        .filter(|c| c.len() == 2)
        .enumerate()
        .map(|(i, c)| CardBoard {
            board: i as u32 + 1,
            black: c[0].clone(),
            white: c[1].clone(),
            handicap: if profile.is_go() { (i % 4) as u8 } else { 0 },
            komi: profile
                .is_go()
                .then_some(if i % 4 == 0 { 6.5 } else { 0.5 }),
            colours,
            report_code: None,
        })
        .collect();
    CardsInput {
        tournament: settings(profile),
        round: 3,
        boards,
        othello: OthelloScoring::default(),
        venue_url: None,
    }
}

fn standing_rows() -> Vec<StandingRow> {
    players()
        .iter()
        .enumerate()
        .map(|(i, p)| StandingRow {
            place: i as u32 + 1,
            id: i as i64,
            name: p.name.clone(),
            rank: p.rank.unwrap_or(Rank::Kyu(10)),
            club: p.club.clone(),
            wins: 4.0 - (i / 6) as f64,
            score: 20.5 - i as f64 * 0.5,
            sos: 60.0 - i as f64,
            sosos: 300.0 - i as f64 * 3.5,
            sodos: 12.5,
            stone_diff: 40 - i as i64 * 7,
            games: 4,
        })
        .collect()
}

fn crosstable_input(rows: &[StandingRow], order: &[TieBreak]) -> CrosstableInput {
    let n = rows.len() as u32;
    CrosstableInput {
        tournament: settings(Profile::GoJapanese),
        after_round: 4,
        rows: rows
            .iter()
            .map(|s| CrosstableRow {
                standing: s.clone(),
                cells: (1..=4)
                    .map(|r| {
                        let opp = (s.place + r * 3) % n + 1;
                        CrosstableCell {
                            round: r,
                            opponent: None,
                            opponent_place: Some(opp),
                            colour: None,
                            handicap: 0,
                            outcome: None,
                            text: format!(
                                "{opp}{}/{}",
                                ["+", "-"][r as usize % 2],
                                "bw".chars().nth(r as usize % 2).unwrap()
                            ),
                        }
                    })
                    .collect(),
            })
            .collect(),
        order: order.to_vec(),
    }
}

fn arbitration() -> ArbitrationInput {
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
    .expect("diagram");
    let verdict = judge(&board, &JudgeOptions::new(GoRules::Japanese)).expect("judged");
    let ps = players();
    ArbitrationInput {
        tournament: settings(Profile::GoJapanese).name,
        round: Some(2),
        board_no: Some(7),
        black: ps[0].clone(),
        white: ps[1].clone(),
        position: board,
        verdict,
        arbiter: "審判 花子".to_string(),
    }
}

fn draws() -> DrawsInput {
    let ps = players();
    let player = |id: i64, p: &PlayerInfo| DrawPlayer {
        id,
        name: p.name.clone(),
        rank: p.rank,
        birth_year: Some(1970),
    };
    let req = |method, a: usize, b: usize| DrawRequest {
        method,
        players: [player(1, &ps[a]), player(2, &ps[b])],
        at: "2026-11-23T10:02:00+09:00".to_string(),
        by: "TD 佐藤".to_string(),
    };
    let nigiri = record(
        &req(DrawMethod::Nigiri, 0, 1),
        DrawInputs::Nigiri {
            grabber: 1,
            guess: Parity::Odd,
            stones: 17,
        },
    )
    .expect("nigiri recorded");
    DrawsInput {
        tournament: settings(Profile::GoChinese),
        round: 1,
        records: (0..3)
            .map(|i| DrawRecord {
                board: Some(i + 1),
                audit: nigiri.clone(),
            })
            .collect(),
    }
}

fn save(dir: &Path, name: &str, bytes: &[u8]) {
    let p: PathBuf = dir.join(format!("{name}.pdf"));
    std::fs::write(&p, bytes).expect("written");
    println!("{}", p.display());
}

fn main() {
    let dir = PathBuf::from(std::env::args().nth(1).unwrap_or("/tmp/gallery".into()));
    std::fs::create_dir_all(&dir).expect("gallery directory");
    let go = cards(Profile::GoJapanese, ColourSource::Balance);
    let othello = cards(Profile::OthelloJoa, ColourSource::Draw);
    for (paper, per) in [
        (Paper::A4, 1),
        (Paper::A4, 2),
        (Paper::A4, 4),
        (Paper::A5, 1),
        (Paper::B5, 1),
        (Paper::B5, 2),
    ] {
        let layout = CardLayout::new(paper, per);
        save(
            &dir,
            &format!("cards-go-{paper:?}-{per}"),
            &result_cards(&go, layout),
        );
        save(
            &dir,
            &format!("cards-othello-{paper:?}-{per}"),
            &result_cards(&othello, layout),
        );
    }
    let mut list = PairingsInput::from(&go);
    list.byes.push(players()[0].clone());
    save(&dir, "pairings", &pairing_list(&list));
    let rows = standing_rows();
    let order = vec![
        TieBreak::Score,
        TieBreak::Sos,
        TieBreak::Sosos,
        TieBreak::Sodos,
    ];
    save(
        &dir,
        "standings",
        &standings(&StandingsInput {
            tournament: settings(Profile::GoJapanese),
            after_round: 4,
            rows: rows.clone(),
            order: order.clone(),
        }),
    );
    let mut oth = settings(Profile::OthelloJoa);
    oth.system = PairingSystem::Swiss;
    save(
        &dir,
        "standings-othello",
        &standings(&StandingsInput {
            tournament: oth,
            after_round: 4,
            rows: rows.clone(),
            order: vec![TieBreak::Wins, TieBreak::StoneDiff, TieBreak::HeadToHead],
        }),
    );
    save(
        &dir,
        "crosstable",
        &crosstable(&crosstable_input(&rows, &order)),
    );
    save(&dir, "arbitration", &arbitration_report(&arbitration()));
    save(&dir, "draws", &draw_record(&draws()));
}
