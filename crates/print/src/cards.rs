//! Result cards (対戦カード), one per board: tournament, round, board number, both players
//! (name, reading, rank, club), colours or "to be drawn" with boxes for the draw, handicap
//! and komi, boxes to circle ○ × △, the margin (目 / 子) or the disc count and 石差 (Othello),
//! both signatures. 1, 2 or 4 cards to a page with cut marks; A4, A5 or B5 paper.

use crate::layout::{wrap, Align, Canvas, Fonts, Paper};
use crate::{komi_text, profile_label, PlayerInfo};
use taikai_core::pairing::{Board, ColourSource, Pairing};
use taikai_core::profile::Counting;
use taikai_core::standings::OthelloScoring;
use taikai_core::{Profile, TournamentSettings};

/// One board's card.
#[derive(Debug, Clone, PartialEq)]
pub struct CardBoard {
    pub board: u32,
    pub black: PlayerInfo,
    pub white: PlayerInfo,
    /// 0 even, 1 定先, 2–9 stones.
    pub handicap: u8,
    pub komi: Option<f64>,
    /// `ColourSource::Draw`: colours are decided at the board (nigiri / 伏せ石); the card
    /// shows boxes to tick instead of 黒 / 白.
    pub colours: ColourSource,
    /// The code players give to report the result from their phone.
    pub report_code: Option<String>,
}

/// A round's cards.
#[derive(Debug, Clone, PartialEq)]
pub struct CardsInput {
    pub tournament: TournamentSettings,
    pub round: u32,
    pub boards: Vec<CardBoard>,
    /// Othello: the stone differences of forfeits printed in the footnote.
    pub othello: OthelloScoring,
    /// The venue server's address (`http://192.168.1.20:8080/`): each card then carries the
    /// QR code of its board's report page.
    pub venue_url: Option<String>,
}

impl CardsInput {
    /// Cards for a round's pairing; `player` resolves an id to the player's details.
    pub fn from_pairing(
        tournament: &TournamentSettings,
        pairing: &Pairing,
        player: impl Fn(i64) -> PlayerInfo,
    ) -> CardsInput {
        CardsInput {
            tournament: tournament.clone(),
            round: pairing.round,
            boards: pairing
                .boards
                .iter()
                .map(|b: &Board| CardBoard {
                    board: b.board,
                    black: player(b.black),
                    white: player(b.white),
                    handicap: b.handicap,
                    komi: b.komi,
                    colours: b.colours,
                    report_code: None,
                })
                .collect(),
            othello: OthelloScoring::default(),
            venue_url: None,
        }
    }
}

/// Paper and cards per page.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CardLayout {
    pub paper: Paper,
    /// 1, 2 or 4 (anything else is read as the nearest of these).
    pub per_page: u8,
}

impl CardLayout {
    pub fn new(paper: Paper, per_page: u8) -> CardLayout {
        CardLayout { paper, per_page }
    }

    /// (columns, rows) of cards on a page.
    pub fn grid(self) -> (usize, usize) {
        match self.per_page {
            0 | 1 => (1, 1),
            2 | 3 => (1, 2),
            _ => (2, 2),
        }
    }

    pub fn cards_per_page(self) -> usize {
        let (c, r) = self.grid();
        c * r
    }

    /// Pages needed for `n` cards.
    pub fn pages(self, n: usize) -> usize {
        n.div_ceil(self.cards_per_page()).max(1)
    }
}

impl Default for CardLayout {
    fn default() -> Self {
        CardLayout::new(Paper::A4, 4)
    }
}

/// A rectangle on the page, mm from the top-left corner.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Area {
    x: f32,
    y: f32,
    w: f32,
    h: f32,
}

/// Blank space between a card and the page edge, mm (printers leave 3–5 mm blank).
const PAGE_MARGIN: f32 = 10.0;
/// Blank space between a card and a cut, mm: the cut marks run in this gutter.
const GUTTER: f32 = 6.0;

/// The area of card `slot` on a page: its cell of the grid, less the page margin at the
/// page edges and the gutter at the cuts.
fn card_area(layout: CardLayout, slot: usize) -> Area {
    let (pw, ph) = layout.paper.size();
    let (cols, rows) = layout.grid();
    let (col, row) = (slot % cols, slot / cols);
    let (cw, ch) = (pw / cols as f32, ph / rows as f32);
    let inset = |i: usize, n: usize| {
        let before = if i == 0 { PAGE_MARGIN } else { GUTTER };
        let after = if i + 1 == n { PAGE_MARGIN } else { GUTTER };
        (before, after)
    };
    let (left, right) = inset(col, cols);
    let (top, bottom) = inset(row, rows);
    Area {
        x: cw * col as f32 + left,
        y: ch * row as f32 + top,
        w: cw - left - right,
        h: ch - top - bottom,
    }
}

pub(crate) fn render(fonts: &Fonts, input: &CardsInput, layout: CardLayout) -> Vec<u8> {
    let (pw, ph) = layout.paper.size();
    let title = format!("{} 第{}回戦 対戦カード", input.tournament.name, input.round);
    let mut c = Canvas::new(fonts, &title, pw, ph);
    let (cols, rows) = layout.grid();
    let per = cols * rows;
    c.new_page();
    if input.boards.is_empty() {
        c.text(
            pw / 2.0,
            40.0,
            14.0,
            Align::Centre,
            "対戦なし / no boards in this round",
        );
    }
    for (i, b) in input.boards.iter().enumerate() {
        let slot = i % per;
        if slot == 0 {
            if i > 0 {
                c.new_page();
            }
            c.cut_marks(cols, rows);
        }
        card(&mut c, input, b, card_area(layout, slot));
    }
    c.finish()
}

fn disc_pair(diff: i32) -> (i32, i32) {
    ((64 + diff) / 2, (64 - diff) / 2)
}

fn footnote(input: &CardsInput) -> Vec<String> {
    match input.tournament.profile.rules().counting {
        Counting::Discs => {
            let (fw, fl) = disc_pair(input.othello.forfeit_win);
            let (lw, ll) = disc_pair(input.othello.forfeit_loss);
            vec![
                format!(
                    "不戦勝 {fw}-{fl}（石差 {:+}）・不戦敗 {lw}-{ll}（石差 {:+}）［JOA §18］／ 時間切れ: 33-31 か打ち切り石数［§15］",
                    input.othello.forfeit_win, input.othello.forfeit_loss
                ),
                "Forfeit win 40-24, forfeit loss 0-64 unless the arbiter rules otherwise. 勝者が両方のカードを提出 / the winner hands in both cards.".replace(
                    "40-24",
                    &format!("{fw}-{fl}"),
                ).replace("0-64", &format!("{lw}-{ll}")),
            ]
        }
        Counting::Area => vec![
            "勝敗に○×△、差は子数（半子は 1/4 単位）、中押し勝ちは「中押」と記入。".to_string(),
            "Circle ○ win, × loss, △ jigo; margin in stones (子) or 中押 (resignation). The winner hands in both cards.".to_string(),
        ],
        Counting::Territory => vec![
            "勝敗に○×△、差は目数、中押し勝ちは「中押」と記入。勝者が両方のカードを提出。".to_string(),
            "Circle ○ win, × loss, △ jigo; margin in points (目) or 中押 (resignation). The winner hands in both cards.".to_string(),
        ],
    }
}

fn conditions(input: &CardsInput, b: &CardBoard) -> String {
    let profile = input.tournament.profile;
    if !profile.is_go() {
        return profile_label(profile);
    }
    let game = match b.handicap {
        0 => "互先 / even".to_string(),
        1 => "定先 / black without komi".to_string(),
        n => format!("置石 {n}子 / handicap {n}"),
    };
    let komi = komi_text(profile, b.komi);
    if komi.is_empty() {
        game
    } else {
        format!("{game}・{komi}")
    }
}

/// Natural heights of a card's parts at scale 1, mm: the layout is drawn for a card
/// about 84 mm wide (a quarter of A4) and scaled with the card.
const HEADER_H: f32 = 27.0;
const BLOCK_H: f32 = 48.0;
const BLOCK_GAP: f32 = 4.0;
const FOOT_H: f32 = 10.0;
const NATURAL_W: f32 = 84.0;
/// The largest scale: a full-page card gets larger type and boxes, not a poster.
const MAX_SCALE: f32 = 1.6;

fn card(c: &mut Canvas, input: &CardsInput, b: &CardBoard, area: Area) {
    // Landscape cards (two to a portrait page) put the players side by side.
    let side_by_side = area.w > area.h * 1.2;
    let gap = 8.0;
    let col_w = if side_by_side {
        (area.w - gap) / 2.0
    } else {
        area.w
    };
    let blocks = if side_by_side { 1.0 } else { 2.0 };
    let natural_h = HEADER_H + blocks * BLOCK_H + (blocks - 1.0) * BLOCK_GAP + FOOT_H;
    let f = (col_w / NATURAL_W)
        .min(area.h / natural_h)
        .clamp(0.7, MAX_SCALE);

    let head_h = card_header(c, input, b, area, f);
    let foot_h = card_footnote(c, input, area, f);
    let body_h = area.h - head_h - foot_h;
    let block_gap = BLOCK_GAP * f;
    let block_h = (body_h - (blocks - 1.0) * block_gap) / blocks;
    let players = [(&b.black, true), (&b.white, false)];
    for (k, (p, black)) in players.into_iter().enumerate() {
        let k = k as f32;
        let block = if side_by_side {
            Area {
                x: area.x + k * (col_w + gap),
                y: area.y + head_h,
                w: col_w,
                h: block_h,
            }
        } else {
            Area {
                x: area.x,
                y: area.y + head_h + k * (block_h + block_gap),
                w: col_w,
                h: block_h,
            }
        };
        player_block(c, input, b, p, black, block, f);
    }
}

/// The header: the title, tournament and round beside the boxed board number, the game
/// conditions below across the card. Returns its height.
fn card_header(c: &mut Canvas, input: &CardsInput, b: &CardBoard, a: Area, f: f32) -> f32 {
    let box_w = 28.0 * f;
    let box_h = 19.0 * f;
    let bx = a.x + a.w - box_w;
    c.thickness(0.5);
    c.rect(bx, a.y, box_w, box_h, false);
    c.text(
        bx + box_w / 2.0,
        a.y + 4.0 * f,
        7.0 * f,
        Align::Centre,
        "盤 / Board",
    );
    c.text_fit(
        bx + box_w / 2.0,
        a.y + 16.0 * f,
        26.0 * f,
        Align::Centre,
        box_w - 2.0,
        &b.board.to_string(),
    );

    // The QR code of the board's report page, left of the board number.
    let qr_w = match &input.venue_url {
        Some(url) => {
            let size = box_h;
            let link = format!("{url}report?round={}&board={}", input.round, b.board);
            if c.qr(bx - size - 1.5 * f, a.y, size, &link) {
                size + 1.5 * f
            } else {
                0.0
            }
        }
        None => 0.0,
    };
    let left_w = box_w.max(a.w - box_w - qr_w - 4.0 * f);
    c.text_fit(
        a.x,
        a.y + 3.2 * f,
        7.5 * f,
        Align::Left,
        left_w,
        "対戦カード / Result card",
    );
    // The tournament name on one line, or two when long.
    let fonts = c.fonts().clone();
    let name = &input.tournament.name;
    let (size, lines) = fonts.fit_lines(name, 11.0 * f, 8.5 * f, left_w, 2);
    let baselines: &[f32] = if lines.len() > 1 {
        &[7.6, 11.6]
    } else {
        &[9.8]
    };
    for (line, base) in lines.iter().zip(baselines) {
        c.text_fit(a.x, a.y + base * f, size, Align::Left, left_w, line);
    }
    c.text_fit(
        a.x,
        a.y + 17.2 * f,
        10.0 * f,
        Align::Left,
        left_w,
        &format!("第{}回戦 / Round {}", input.round, input.round),
    );
    c.text_fit(
        a.x,
        a.y + box_h + 5.0 * f,
        8.5 * f,
        Align::Left,
        a.w,
        &match &b.report_code {
            Some(code) => format!("{}　報告コード / report code: {code}", conditions(input, b)),
            None => conditions(input, b),
        },
    );
    HEADER_H * f
}

/// The footnote at the foot of the card. Returns its height.
fn card_footnote(c: &mut Canvas, input: &CardsInput, a: Area, f: f32) -> f32 {
    let size = 6.0 * f;
    let lead = 3.2 * f;
    let lines: Vec<String> = footnote(input)
        .iter()
        .flat_map(|l| wrap(c.fonts(), l, size, a.w))
        .collect();
    let h = lines.len() as f32 * lead + 1.0 * f;
    let mut y = a.y + a.h - h + lead - 0.8 * f;
    for line in lines {
        c.text(a.x, y, size, Align::Left, &line);
        y += lead;
    }
    h
}

/// Vertical positions in a player block: the natural heights (mm at scale 1) stretched
/// to the block, extra height going to the result boxes and the spaces.
struct BlockRows {
    bar: f32,
    name: f32,
    reading: f32,
    rank: f32,
    result: f32,
    cell: f32,
    signature: f32,
}

impl BlockRows {
    /// Rows of a block at `y`, `h` tall, at scale `f`; the result cells no larger than
    /// `max_cell`.
    fn new(y: f32, h: f32, f: f32, max_cell: f32) -> BlockRows {
        let bar = 7.0 * f;
        // Natural: bar 7, space 3, name 7, reading 4, rank 5, space 4, cell 9, space 5,
        // signature 4.
        let slack = h - BLOCK_H * f;
        let cell = (9.0 * f + (slack * 0.25).clamp(0.0, 4.5 * f)).min(max_cell);
        let spare = h - (bar + 16.0 * f + cell + 4.0 * f);
        // The spaces share what is left: after the bar 1, before the result 1.25,
        // before the signature 1.5, below it 0.75 (never below nothing).
        let unit = (spare / 4.5).max(0.0);
        let name = y + bar + unit + 6.0 * f;
        let reading = name + 4.5 * f;
        let rank = reading + 5.0 * f;
        let result = rank + 1.25 * unit + 1.5 * f;
        let signature = result + cell + 1.5 * unit + 2.0 * f;
        BlockRows {
            bar,
            name,
            reading,
            rank,
            result,
            cell,
            signature: signature.min(y + h - 0.5 * f),
        }
    }
}

/// The colour bar: 黒 filled, 白 outlined, or "colours by draw" with boxes to tick.
fn colour_bar(c: &mut Canvas, drawn: bool, black: bool, a: Area, fs: f32) {
    let (x, y, w, h) = (a.x, a.y, a.w, a.h);
    c.thickness(0.3);
    let base = y + h * 0.7;
    if drawn {
        c.rect(x, y, w, h, false);
        let size = h * 0.6;
        let label_w = c.text_width("白", 9.0 * fs) + 1.0;
        let mut left = x + w;
        for (i, label) in ["白", "黒"].iter().enumerate() {
            let bx = x + w - 2.0 - size - i as f32 * (size + label_w + 3.0);
            c.rect(bx, y + h * 0.2, size, size, false);
            c.text(bx - 0.8, base, 9.0 * fs, Align::Right, label);
            left = bx - 0.8 - label_w;
        }
        c.text_fit(
            x + 2.0,
            base,
            9.0 * fs,
            Align::Left,
            left - x - 4.0,
            "先後は抽選 / colours by draw",
        );
    } else {
        let label = if black {
            "● 黒 / Black"
        } else {
            "○ 白 / White"
        };
        c.rect(x, y, w, h, black);
        if black {
            c.grey(1.0);
        }
        c.text_fit(x + w / 2.0, base, 10.0 * fs, Align::Centre, w - 4.0, label);
        c.grey(0.0);
    }
}

fn player_block(
    c: &mut Canvas,
    input: &CardsInput,
    b: &CardBoard,
    p: &PlayerInfo,
    black: bool,
    a: Area,
    f: f32,
) {
    let profile = input.tournament.profile;
    let rows = BlockRows::new(a.y, a.h, f, max_cell(c, profile, a.w - 2.0, f));
    let drawn = b.colours == ColourSource::Draw;
    let bar = Area { h: rows.bar, ..a };
    colour_bar(c, drawn, black, bar, f);

    // Name, reading, rank and club: shrunk to the width, never cut.
    let (x, w) = (a.x + 1.0, a.w - 2.0);
    c.text_fit(x, rows.name, 16.0 * f, Align::Left, w, &p.name);
    c.text_fit(x, rows.reading, 7.5 * f, Align::Left, w, &p.reading);
    let rank_club = match (p.rank_text(), p.club.as_str()) {
        (r, "") => r,
        (r, club) if r.is_empty() => club.to_string(),
        (r, club) => format!("{r}・{club}"),
    };
    c.text_fit(x, rows.rank, 9.0 * f, Align::Left, w, &rank_club);

    result_row(c, profile, x, rows.result, w, rows.cell, f);

    // Signature.
    let label = "署名 / Signature";
    c.text(x, rows.signature, 7.5 * f, Align::Left, label);
    let lx = x + c.text_width(label, 7.5 * f) + 2.0;
    c.thickness(0.25);
    c.line(lx, rows.signature + 0.5, a.x + a.w, rows.signature + 0.5);
}

/// The margin or disc boxes of a profile: (label, unit).
fn margin_boxes(profile: Profile) -> &'static [(&'static str, &'static str)] {
    match profile.rules().counting {
        Counting::Discs => &[("石数", ""), ("石差", "")],
        Counting::Area => &[("差", "子")],
        Counting::Territory => &[("差", "目")],
    }
}

/// The narrowest margin box, at scale 1: room for "中押" or "40-24".
const MIN_MARGIN_BOX: f32 = 19.0;

/// The largest ○ × △ cell that leaves the margin boxes room in a row `w` wide.
fn max_cell(c: &Canvas, profile: Profile, w: f32, f: f32) -> f32 {
    let label_size = 7.5 * f;
    let boxes: f32 = margin_boxes(profile)
        .iter()
        .map(|(label, unit)| {
            let uw = if unit.is_empty() {
                0.0
            } else {
                c.text_width(unit, 9.0 * f) + 1.0
            };
            c.text_width(label, label_size) + 1.0 + MIN_MARGIN_BOX * f + uw + 2.0
        })
        .sum();
    let left = c.text_width("勝敗", label_size) + 1.5 + 2.0 * f;
    ((w - left - boxes) / 3.0 - 1.0).max(6.0 * f)
}

/// ○ × △ to circle, then the margin (目 / 子) or the disc count and 石差.
fn result_row(c: &mut Canvas, profile: Profile, x: f32, y: f32, w: f32, cell: f32, f: f32) {
    let label_size = 7.5 * f;
    let base = y + cell * 0.62;
    c.text(x, base, label_size, Align::Left, "勝敗");
    let sx = x + c.text_width("勝敗", label_size) + 1.5;
    c.thickness(0.2);
    for (i, sym) in ["○", "×", "△"].iter().enumerate() {
        let cx = sx + i as f32 * (cell + 1.0);
        c.rect(cx, y, cell, cell, false);
        c.text(
            cx + cell / 2.0,
            y + cell * 0.78,
            cell * 1.33,
            Align::Centre,
            sym,
        );
    }
    let boxes = margin_boxes(profile);
    let start = sx + 3.0 * (cell + 1.0) + 2.0 * f;
    let each = (x + w - start) / boxes.len() as f32;
    let unit_size = 9.0 * f;
    for (i, (label, unit)) in boxes.iter().enumerate() {
        let mx = start + i as f32 * each;
        let lw = c.text_width(label, label_size) + 1.0;
        let uw = if unit.is_empty() {
            0.0
        } else {
            c.text_width(unit, unit_size) + 1.0
        };
        c.text(mx, base, label_size, Align::Left, label);
        // A box wide enough for "中押" or "64-0", not a whole row.
        let bw = (each - lw - uw - 2.0).clamp(6.0, 40.0 * f);
        c.rect(mx + lw, y, bw, cell, false);
        if !unit.is_empty() {
            c.text(
                mx + lw + bw + 0.8,
                y + cell * 0.7,
                unit_size,
                Align::Left,
                unit,
            );
        }
    }
}
