//! The pairing list for the wall: large type, by board; then a second list by player
//! name in 五十音 order (by reading, falling back to the name) with board and colour.

use crate::layout::{Align, Canvas, Column, Fonts, Paper, Table};
use crate::{gojuon_key, komi_text, PlayerInfo};
use taikai_core::pairing::ColourSource;
use taikai_core::TournamentSettings;

/// One board of the list.
#[derive(Debug, Clone, PartialEq)]
pub struct PairingBoard {
    pub board: u32,
    pub black: PlayerInfo,
    pub white: PlayerInfo,
    pub handicap: u8,
    pub komi: Option<f64>,
    pub colours: ColourSource,
}

#[derive(Debug, Clone, PartialEq)]
pub struct PairingsInput {
    pub tournament: TournamentSettings,
    pub round: u32,
    pub boards: Vec<PairingBoard>,
    /// Players with a bye (休み) this round.
    pub byes: Vec<PlayerInfo>,
    /// The venue server's address: the list then carries its QR code.
    pub venue_url: Option<String>,
}

impl From<&crate::CardsInput> for PairingsInput {
    fn from(c: &crate::CardsInput) -> Self {
        PairingsInput {
            tournament: c.tournament.clone(),
            round: c.round,
            boards: c
                .boards
                .iter()
                .map(|b| PairingBoard {
                    board: b.board,
                    black: b.black.clone(),
                    white: b.white.clone(),
                    handicap: b.handicap,
                    komi: b.komi,
                    colours: b.colours,
                })
                .collect(),
            byes: Vec::new(),
            venue_url: c.venue_url.clone(),
        }
    }
}

const SIZE: f32 = 15.0;
const ROW: f32 = 9.5;

fn player_cell(p: &PlayerInfo) -> String {
    match p.rank_text() {
        r if r.is_empty() => p.name.clone(),
        r => format!("{}（{r}）", p.name),
    }
}

fn head(c: &mut Canvas, input: &PairingsInput, what: &str) -> f32 {
    let w = c.width();
    // The venue's address as a QR code, top right, for phones.
    let qr = 22.0;
    let qr_w = match &input.venue_url {
        Some(url) if c.qr(w - 15.0 - qr, 4.0, qr, url) => {
            c.text(
                w - 15.0 - qr / 2.0,
                4.0 + qr + 2.5,
                6.0,
                Align::Centre,
                "携帯で見る / on your phone",
            );
            qr + 4.0
        }
        _ => 0.0,
    };
    c.text_fit(
        15.0,
        16.0,
        10.0,
        Align::Left,
        w - 30.0 - qr_w,
        &input.tournament.name,
    );
    c.text_fit(
        w / 2.0,
        27.0,
        20.0,
        Align::Centre,
        w - 30.0,
        &format!("第{}回戦 {what}", input.round),
    );
    32.0
}

pub(crate) fn render(fonts: &Fonts, input: &PairingsInput) -> Vec<u8> {
    let (w, h) = Paper::A4.size();
    let mut c = Canvas::new(
        fonts,
        &format!("{} 第{}回戦 対戦表", input.tournament.name, input.round),
        w,
        h,
    );
    let go = input.tournament.profile.is_go();
    c.new_page();

    // 1. By board.
    let by_board = "対戦表 / Pairings by board";
    let top = head(&mut c, input, by_board);
    let cond_w = if go { 34.0 } else { 0.0 };
    let name_w = (180.0 - 18.0 - cond_w) / 2.0;
    let mut cols = vec![
        Column::new("盤 Board", 18.0, Align::Right),
        Column::new("黒 Black", name_w, Align::Left),
        Column::new("白 White", name_w, Align::Left),
    ];
    if go {
        cols.push(Column::new("置石・コミ", cond_w, Align::Left));
    }
    let mut rows: Vec<Vec<String>> = Vec::new();
    let mut boards: Vec<&PairingBoard> = input.boards.iter().collect();
    boards.sort_by_key(|b| b.board);
    for b in &boards {
        let drawn = b.colours == ColourSource::Draw;
        let (l, r) = if drawn {
            (
                format!("{} ※", player_cell(&b.black)),
                format!("{} ※", player_cell(&b.white)),
            )
        } else {
            (player_cell(&b.black), player_cell(&b.white))
        };
        let mut row = vec![b.board.to_string(), l, r];
        if go {
            let k = komi_text(input.tournament.profile, b.komi);
            let k = k.split(" / ").next().unwrap_or("").to_string();
            row.push(match b.handicap {
                0 => k,
                1 => "定先".to_string(),
                n => format!("{n}子"),
            });
        }
        rows.push(row);
    }
    for p in &input.byes {
        let mut row = vec!["—".to_string(), player_cell(p), "休み / bye".to_string()];
        if go {
            row.push(String::new());
        }
        rows.push(row);
    }
    let table = Table {
        columns: cols,
        size: SIZE,
        header_size: 10.0,
        row_height: ROW,
    };
    let y = table.draw(&mut c, 15.0, top + 2.0, h - 18.0, &rows, &mut |c| {
        head(c, input, by_board)
    });
    if boards.iter().any(|b| b.colours == ColourSource::Draw) && y + 8.0 < h - 10.0 {
        c.text(
            15.0,
            y + 6.0,
            9.0,
            Align::Left,
            "※ 先後は盤で抽選（ニギリ／伏せ石） / colours drawn at the board",
        );
    }

    // 2. By player, 五十音 order.
    c.new_page();
    let by_name = "五十音順 / Players A–Z (by reading)";
    let top = head(&mut c, input, by_name);
    let mut entries: Vec<(&PlayerInfo, String, String)> = Vec::new();
    for b in &boards {
        let drawn = b.colours == ColourSource::Draw;
        let (cb, cw) = if drawn {
            ("抽選 draw", "抽選 draw")
        } else {
            ("黒 Black", "白 White")
        };
        entries.push((&b.black, b.board.to_string(), cb.to_string()));
        entries.push((&b.white, b.board.to_string(), cw.to_string()));
    }
    for p in &input.byes {
        entries.push((p, "—".to_string(), "休み bye".to_string()));
    }
    entries.sort_by_cached_key(|(p, _, _)| gojuon_key(p));
    let rows: Vec<Vec<String>> = entries
        .iter()
        .map(|(p, board, colour)| {
            vec![
                p.name.clone(),
                p.reading.clone(),
                board.clone(),
                colour.clone(),
            ]
        })
        .collect();
    let table = Table {
        columns: vec![
            Column::new("氏名 Name", 70.0, Align::Left),
            Column::new("よみ Reading", 50.0, Align::Left),
            Column::new("盤 Board", 24.0, Align::Right),
            Column::new("手番 Colour", 36.0, Align::Left),
        ],
        size: SIZE,
        header_size: 10.0,
        row_height: ROW,
    };
    table.draw(&mut c, 15.0, top + 2.0, h - 18.0, &rows, &mut |c| {
        head(c, input, by_name)
    });
    c.finish()
}
