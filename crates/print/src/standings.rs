//! Standings with the tie-break columns of the profile's order, and the crosstable.

use crate::layout::{Align, Canvas, Column, Fonts, Paper, Table};
use taikai_core::standings::{CrosstableRow, StandingRow, TieBreak};
use taikai_core::{PairingSystem, TournamentSettings};

#[derive(Debug, Clone, PartialEq)]
pub struct StandingsInput {
    pub tournament: TournamentSettings,
    /// Standings after this round.
    pub after_round: u32,
    pub rows: Vec<StandingRow>,
    /// The tie-break order in force (StandingsSettings::order): one column each.
    pub order: Vec<TieBreak>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct CrosstableInput {
    pub tournament: TournamentSettings,
    pub after_round: u32,
    pub rows: Vec<CrosstableRow>,
    pub order: Vec<TieBreak>,
}

fn num(x: f64) -> String {
    if x.fract() == 0.0 {
        format!("{x:.0}")
    } else {
        format!("{x:.1}")
    }
}

/// The columns a tie-break order shows: (heading, width, value).
type Getter = fn(&StandingRow) -> String;

fn tie_columns(order: &[TieBreak], system: PairingSystem) -> Vec<(&'static str, f32, Getter)> {
    let mut out: Vec<(&'static str, f32, Getter)> = Vec::new();
    for t in order {
        let col: Option<(&'static str, f32, Getter)> = match t {
            TieBreak::Score if system == PairingSystem::Mcmahon => {
                Some(("MMS", 12.0, |r| num(r.score)))
            }
            TieBreak::Score | TieBreak::Wins => Some(("勝 Wins", 13.0, |r| num(r.wins))),
            TieBreak::Sos => Some(("SOS", 12.0, |r| num(r.sos))),
            TieBreak::Sosos => Some(("SOSOS", 14.0, |r| num(r.sosos))),
            TieBreak::Sodos => Some(("SODOS", 14.0, |r| num(r.sodos))),
            TieBreak::StoneDiff => Some(("石差 Discs", 16.0, |r| format!("{:+}", r.stone_diff))),
            // Decided among the tied players: no number of its own.
            TieBreak::HeadToHead | TieBreak::Lot => None,
        };
        if let Some(col) = col {
            if !out.iter().any(|(h, _, _)| *h == col.0) {
                out.push(col);
            }
        }
    }
    if !out.iter().any(|(h, _, _)| *h == "勝 Wins") {
        out.insert(0, ("勝 Wins", 13.0, |r| num(r.wins)));
    }
    out
}

fn order_note(order: &[TieBreak]) -> String {
    let names: Vec<&str> = order
        .iter()
        .map(|t| match t {
            TieBreak::Score => "score",
            TieBreak::Wins => "wins",
            TieBreak::Sos => "SOS",
            TieBreak::Sosos => "SOSOS",
            TieBreak::Sodos => "SODOS",
            TieBreak::StoneDiff => "石差合計",
            TieBreak::HeadToHead => "直接対決 head-to-head",
            TieBreak::Lot => "抽選 lot",
        })
        .collect();
    format!("順位の決め方 / order: {}", names.join(" > "))
}

/// Type size of the standings rows, points.
const STANDINGS_SIZE: f32 = 11.0;

/// A column wide enough for the widest of `texts` at `size` (plus the cell padding),
/// between `min` and `max` mm.
fn text_column_width<'a>(
    c: &Canvas,
    texts: impl Iterator<Item = &'a str>,
    size: f32,
    min: f32,
    max: f32,
) -> f32 {
    let widest = texts.map(|t| c.text_width(t, size)).fold(0.0, f32::max);
    (widest + 3.5).clamp(min, max.max(min))
}

fn head(c: &mut Canvas, t: &TournamentSettings, title: &str, round: u32) -> f32 {
    let w = c.width();
    let date_w = c.text_width(&t.date, 9.0);
    c.text(w - 12.0, 14.0, 9.0, Align::Right, &t.date);
    c.text_fit(12.0, 14.0, 10.0, Align::Left, w - 30.0 - date_w, &t.name);
    c.text_fit(
        w / 2.0,
        24.0,
        17.0,
        Align::Centre,
        w - 24.0,
        &format!("{title}（第{round}回戦終了時 / after round {round}）"),
    );
    29.0
}

pub(crate) fn render_standings(fonts: &Fonts, input: &StandingsInput) -> Vec<u8> {
    let (w, h) = Paper::A4.size();
    let title = "成績表 / Standings";
    let mut c = Canvas::new(fonts, &format!("{} {title}", input.tournament.name), w, h);
    c.new_page();
    let top = head(&mut c, &input.tournament, title, input.after_round);
    c.text(12.0, top + 4.0, 8.0, Align::Left, &order_note(&input.order));
    let ties = tie_columns(&input.order, input.tournament.system);
    let fixed: f32 = 11.0 + 14.0 + 11.0 + ties.iter().map(|t| t.1).sum::<f32>();
    let avail = w - 24.0 - fixed;
    let names = input.rows.iter().map(|r| r.name.as_str());
    let name_w = text_column_width(&c, names, STANDINGS_SIZE, 30.0, avail * 0.5);
    let mut cols = vec![
        Column::new("順位", 11.0, Align::Right),
        Column::new("氏名 Name", name_w, Align::Left),
        Column::new("段級", 14.0, Align::Left),
        Column::new("所属 Club", avail - name_w, Align::Left),
    ];
    for (title, width, _) in &ties {
        cols.push(Column::new(title, *width, Align::Right));
    }
    cols.push(Column::new("局数", 11.0, Align::Right));
    let rows: Vec<Vec<String>> = input
        .rows
        .iter()
        .map(|r| {
            let mut row = vec![
                r.place.to_string(),
                r.name.clone(),
                r.rank.japanese(),
                r.club.clone(),
            ];
            row.extend(ties.iter().map(|t| (t.2)(r)));
            row.push(r.games.to_string());
            row
        })
        .collect();
    let table = Table {
        columns: cols,
        size: STANDINGS_SIZE,
        header_size: 8.5,
        row_height: 7.5,
    };
    table.draw(&mut c, 12.0, top + 7.0, h - 12.0, &rows, &mut |c| {
        head(c, &input.tournament, title, input.after_round)
    });
    c.finish()
}

pub(crate) fn render_crosstable(fonts: &Fonts, input: &CrosstableInput) -> Vec<u8> {
    // A4 landscape.
    let (h, w) = Paper::A4.size();
    let title = "対戦成績表 / Crosstable";
    let mut c = Canvas::new(fonts, &format!("{} {title}", input.tournament.name), w, h);
    c.new_page();
    let top = head(&mut c, &input.tournament, title, input.after_round);
    c.text(12.0, top + 4.0, 8.0, Align::Left, &order_note(&input.order));
    c.text(
        w - 12.0,
        top + 4.0,
        8.0,
        Align::Right,
        "相手の順位 + 勝 / - 負 / = 持碁・引分 / ! 不戦, b 黒 w 白 (数字は置石)",
    );
    let rounds = input.rows.iter().map(|r| r.cells.len()).max().unwrap_or(0);
    let ties = tie_columns(&input.order, input.tournament.system);
    let tie_w: f32 = ties.iter().map(|t| t.1).sum();
    let name_w = 48.0;
    let avail = w - 24.0 - 12.0 - name_w - 16.0 - tie_w;
    let round_w = if rounds > 0 {
        (avail / rounds as f32).min(24.0)
    } else {
        0.0
    };
    let mut cols = vec![
        Column::new("順位", 12.0, Align::Right),
        Column::new("氏名 Name", name_w, Align::Left),
        Column::new("段級", 16.0, Align::Left),
    ];
    let round_titles: Vec<String> = (1..=rounds).map(|r| format!("{r}回戦")).collect();
    for t in &round_titles {
        cols.push(Column::new(t, round_w, Align::Centre));
    }
    for (title, width, _) in &ties {
        cols.push(Column::new(title, *width, Align::Right));
    }
    let rows: Vec<Vec<String>> = input
        .rows
        .iter()
        .map(|r| {
            let mut row = vec![
                r.standing.place.to_string(),
                r.standing.name.clone(),
                r.standing.rank.japanese(),
            ];
            for i in 0..rounds {
                row.push(r.cells.get(i).map(|c| c.text.clone()).unwrap_or_default());
            }
            row.extend(ties.iter().map(|t| (t.2)(&r.standing)));
            row
        })
        .collect();
    let table = Table {
        columns: cols,
        size: 10.0,
        header_size: 8.0,
        row_height: 7.0,
    };
    table.draw(&mut c, 12.0, top + 7.0, h - 10.0, &rows, &mut |c| {
        head(c, &input.tournament, title, input.after_round)
    });
    c.finish()
}
