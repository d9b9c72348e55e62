//! Result cards (対戦カード), one per board: tournament, round, board number, both players
//! (name, reading, rank, club), colours or "to be drawn" with boxes for the draw, handicap
//! and komi, boxes to circle ○ × △, the margin (目 / 子) or the disc count and 石差 (Othello),
//! both signatures. 1, 2 or 4 cards to a page with cut marks; A4, A5 or B5 paper.

use crate::layout::{wrap, Align, Canvas, Fonts, Paper};
use crate::{komi_text, profile_label, PlayerInfo};
use taikai_core::pairing::{Board, ColourSource, Pairing};
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
}

/// A round's cards.
#[derive(Debug, Clone, PartialEq)]
pub struct CardsInput {
    pub tournament: TournamentSettings,
    pub round: u32,
    pub boards: Vec<CardBoard>,
    /// Othello: the stone differences of forfeits printed in the footnote.
    pub othello: OthelloScoring,
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
                })
                .collect(),
            othello: OthelloScoring::default(),
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

pub(crate) fn render(fonts: &Fonts, input: &CardsInput, layout: CardLayout) -> Vec<u8> {
    let (pw, ph) = layout.paper.size();
    let title = format!("{} 第{}回戦 対戦カード", input.tournament.name, input.round);
    let mut c = Canvas::new(fonts, &title, pw, ph);
    let (cols, rows) = layout.grid();
    let per = cols * rows;
    let cw = pw / cols as f32;
    let chh = ph / rows as f32;
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
        if i > 0 && i % per == 0 {
            c.new_page();
        }
        let slot = i % per;
        let (col, row) = (slot % cols, slot / cols);
        if slot == 0 {
            // Cut marks along the inner edges of the grid.
            for k in 1..cols {
                let x = cw * k as f32;
                c.cut_line(x, 0.0, x, ph);
            }
            for k in 1..rows {
                let y = chh * k as f32;
                c.cut_line(0.0, y, pw, y);
            }
        }
        card(&mut c, input, b, cw * col as f32, chh * row as f32, cw, chh);
    }
    c.finish()
}

fn disc_pair(diff: i32) -> (i32, i32) {
    ((64 + diff) / 2, (64 - diff) / 2)
}

fn footnote(input: &CardsInput) -> Vec<String> {
    match input.tournament.profile {
        Profile::OthelloJoa => {
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
        Profile::GoChinese => vec![
            "勝敗に○×△、差は子数（半子は 1/4 単位）、中押し勝ちは「中押」と記入。".to_string(),
            "Circle ○ win, × loss, △ jigo; margin in stones (子) or 中押 (resignation). The winner hands in both cards.".to_string(),
        ],
        Profile::GoJapanese => vec![
            "勝敗に○×△、差は目数、中押し勝ちは「中押」と記入。勝者が両方のカードを提出。".to_string(),
            "Circle ○ win, × loss, △ jigo; margin in points (目) or 中押 (resignation). The winner hands in both cards.".to_string(),
        ],
    }
}

fn conditions(input: &CardsInput, b: &CardBoard) -> String {
    let profile = input.tournament.profile;
    if !profile.is_go() {
        return profile_label(profile).to_string();
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

#[allow(clippy::too_many_arguments)]
fn card(c: &mut Canvas, input: &CardsInput, b: &CardBoard, x0: f32, y0: f32, w: f32, h: f32) {
    let m = 6.0;
    let (x, y, w, h) = (x0 + m, y0 + m, w - 2.0 * m, h - 2.0 * m);
    let side_by_side = w >= 150.0;
    let gap = 6.0;
    let col_w = if side_by_side { (w - gap) / 2.0 } else { w };
    // Header and footer heights scale with the card width.
    let s = (col_w / 90.0).clamp(0.85, 1.25);
    let head_h = 22.0 * s;
    let foot_h = if side_by_side { 9.0 } else { 14.0 } * s;
    let blocks = if side_by_side { 1.0 } else { 2.0 };
    let block_h = ((h - head_h - foot_h) - (blocks - 1.0) * 3.0) / blocks;
    let u = (block_h / 52.0).min(2.2);
    let fs = s.min(u * 1.05).max(0.7);

    // Header: title and round on the left, the board number boxed on the right.
    let box_w = 30.0 * s;
    let box_h = 19.0 * s;
    c.thickness(0.5);
    c.rect(x + w - box_w, y, box_w, box_h, false);
    c.text(
        x + w - box_w / 2.0,
        y + 4.0 * s,
        7.0 * s,
        Align::Centre,
        "盤 / Board",
    );
    c.text(
        x + w - box_w / 2.0,
        y + 16.0 * s,
        26.0 * s,
        Align::Centre,
        &b.board.to_string(),
    );
    let left_w = w - box_w - 3.0;
    c.text_fit(
        x,
        y + 4.5 * s,
        9.0 * s,
        Align::Left,
        left_w,
        &format!(
            "第{}回戦 / Round {}　対戦カード / Result card",
            input.round, input.round
        ),
    );
    c.text_fit(
        x,
        y + 11.5 * s,
        12.0 * s,
        Align::Left,
        left_w,
        &input.tournament.name,
    );
    c.text_fit(
        x,
        y + 17.5 * s,
        8.0 * s,
        Align::Left,
        left_w,
        &conditions(input, b),
    );

    // The two players.
    let top = y + head_h;
    let players = [(&b.black, true), (&b.white, false)];
    for (k, (p, black)) in players.into_iter().enumerate() {
        let (bx, by) = if side_by_side {
            (x + k as f32 * (col_w + gap), top)
        } else {
            (x, top + k as f32 * (block_h + 3.0))
        };
        player_block(c, input, b, p, black, bx, by, col_w, u, fs);
    }

    // Footnote.
    let lines: Vec<String> = footnote(input)
        .iter()
        .flat_map(|l| wrap(c.fonts(), l, 6.0 * s, w))
        .collect();
    let mut fy = y + h - lines.len() as f32 * 3.2 * s + 2.4 * s;
    for line in lines {
        c.text(x, fy, 6.0 * s, Align::Left, &line);
        fy += 3.2 * s;
    }
}

#[allow(clippy::too_many_arguments)]
fn player_block(
    c: &mut Canvas,
    input: &CardsInput,
    b: &CardBoard,
    p: &PlayerInfo,
    black: bool,
    x: f32,
    y: f32,
    w: f32,
    u: f32,
    fs: f32,
) {
    let drawn = b.colours == ColourSource::Draw;
    // Side bar.
    let bar_h = 7.0 * u.min(1.3);
    c.thickness(0.3);
    if drawn {
        c.rect(x, y, w, bar_h, false);
        c.text(
            x + 2.0,
            y + bar_h * 0.72,
            9.0 * fs,
            Align::Left,
            "先後は抽選 / colours by draw",
        );
        // Boxes to tick the colour drawn.
        let size = bar_h * 0.6;
        let bx = x + w - 2.0 - size;
        let label_w = c.text_width("白", 9.0 * fs) + 1.0;
        for (i, label) in ["白", "黒"].iter().enumerate() {
            let xx = bx - i as f32 * (size + label_w + 3.0);
            c.rect(xx, y + bar_h * 0.2, size, size, false);
            c.text(xx - 0.8, y + bar_h * 0.72, 9.0 * fs, Align::Right, label);
        }
    } else if black {
        c.rect(x, y, w, bar_h, true);
        c.grey(1.0);
        c.text(
            x + w / 2.0,
            y + bar_h * 0.72,
            10.0 * fs,
            Align::Centre,
            "● 黒 / Black",
        );
        c.grey(0.0);
    } else {
        c.rect(x, y, w, bar_h, false);
        c.text(
            x + w / 2.0,
            y + bar_h * 0.72,
            10.0 * fs,
            Align::Centre,
            "○ 白 / White",
        );
    }

    // Name, reading, rank and club.
    c.text_fit(
        x + 1.0,
        y + 16.0 * u,
        16.0 * fs,
        Align::Left,
        w - 2.0,
        &p.name,
    );
    c.text_fit(
        x + 1.0,
        y + 21.0 * u,
        7.5 * fs,
        Align::Left,
        w - 2.0,
        &p.reading,
    );
    let rank_club = match (p.rank_text(), p.club.as_str()) {
        (r, "") => r,
        (r, club) if r.is_empty() => club.to_string(),
        (r, club) => format!("{r}・{club}"),
    };
    c.text_fit(
        x + 1.0,
        y + 26.5 * u,
        9.0 * fs,
        Align::Left,
        w - 2.0,
        &rank_club,
    );

    // Result: ○ × △ to circle, then the margin or the discs.
    let row_y = y + 30.0 * u;
    let cell = 9.0 * fs;
    c.text(x + 1.0, row_y + cell * 0.65, 7.5 * fs, Align::Left, "勝敗");
    let sx = x + 1.0 + c.text_width("勝敗", 7.5 * fs) + 1.5;
    for (i, sym) in ["○", "×", "△"].iter().enumerate() {
        let cx = sx + i as f32 * (cell + 1.0);
        c.thickness(0.2);
        c.rect(cx, row_y, cell, cell, false);
        c.text(
            cx + cell / 2.0,
            row_y + cell * 0.78,
            12.0 * fs,
            Align::Centre,
            sym,
        );
    }
    let mut mx = sx + 3.0 * (cell + 1.0) + 2.0;
    let right = x + w;
    let boxes: Vec<(&str, &str)> = match input.tournament.profile {
        Profile::OthelloJoa => vec![("石数", ""), ("石差", "")],
        Profile::GoChinese => vec![("差", "子")],
        Profile::GoJapanese => vec![("差", "目")],
    };
    let n = boxes.len() as f32;
    let each = (right - mx) / n;
    for (label, unit) in boxes {
        let lw = c.text_width(label, 7.5 * fs) + 1.0;
        let uw = if unit.is_empty() {
            0.0
        } else {
            c.text_width(unit, 9.0 * fs) + 1.0
        };
        c.text(mx, row_y + cell * 0.65, 7.5 * fs, Align::Left, label);
        let bw = (each - lw - uw - 2.0).max(6.0);
        c.rect(mx + lw, row_y, bw, cell, false);
        if !unit.is_empty() {
            c.text(
                mx + lw + bw + 0.8,
                row_y + cell * 0.7,
                9.0 * fs,
                Align::Left,
                unit,
            );
        }
        mx += each;
    }

    // Signature.
    let sig_y = y + 48.0 * u;
    c.text(x + 1.0, sig_y, 7.5 * fs, Align::Left, "署名 / Signature");
    let lx = x + 2.0 + c.text_width("署名 / Signature", 7.5 * fs) + 1.0;
    c.thickness(0.25);
    c.line(lx, sig_y + 0.5, x + w, sig_y + 0.5);
}
