//! The colour-draw record of a round: for each board, who grabbed or hid, what was
//! guessed or declared, the outcome, when and by whom, the seed of a performed draw, and
//! the steps as the rules describe them.

use crate::layout::{wrap, Align, Canvas, Fonts, Paper};
use taikai_core::draw::{
    DrawAudit, DrawInputs, DrawMethod, DrawMode, DrawOutcome, Face, KouChoice, Parity,
};
use taikai_core::results::Colour;
use taikai_core::TournamentSettings;

#[derive(Debug, Clone, PartialEq)]
pub struct DrawRecord {
    pub board: Option<u32>,
    pub audit: DrawAudit,
}

#[derive(Debug, Clone, PartialEq)]
pub struct DrawsInput {
    pub tournament: TournamentSettings,
    pub round: u32,
    pub records: Vec<DrawRecord>,
}

fn name(a: &DrawAudit, id: i64) -> String {
    a.players
        .iter()
        .find(|p| p.id == id)
        .map(|p| match p.rank {
            Some(r) => format!("{}（{}）", p.name, r.japanese()),
            None => p.name.clone(),
        })
        .unwrap_or_else(|| format!("#{id}"))
}

fn colour(c: Colour) -> &'static str {
    match c {
        Colour::Black => "黒 black",
        Colour::White => "白 white",
    }
}

fn method(m: DrawMethod) -> &'static str {
    match m {
        DrawMethod::Nigiri => "ニギリ / nigiri",
        DrawMethod::HiddenStoneKou => "伏せ石 甲 / hidden stone, method 甲 (no draws)",
        DrawMethod::HiddenStoneOtsu => "伏せ石 乙 / hidden stone, method 乙 (draws allowed)",
    }
}

fn lines(a: &DrawAudit) -> Vec<String> {
    let mut out = Vec::new();
    let players: Vec<String> = a.players.iter().map(|p| name(a, p.id)).collect();
    out.push(format!("対局者 / players: {}", players.join(" – ")));
    match &a.inputs {
        DrawInputs::Nigiri {
            grabber,
            guess,
            stones,
        } => {
            let g = match guess {
                Parity::Odd => "奇数（黒石1個） / odd",
                Parity::Even => "偶数（黒石2個） / even",
            };
            out.push(format!(
                "握った人 / grabbed: {}　予想 / guess: {g}　白石 / white stones: {stones}",
                name(a, *grabber)
            ));
        }
        DrawInputs::HiddenStoneKou {
            hider,
            top,
            declared,
            choice,
            other_colour,
        } => {
            let ch = match choice {
                None => "未選択 / not chosen yet".to_string(),
                Some(KouChoice::Black) => "① 黒 / black".to_string(),
                Some(KouChoice::White) => "① 白 / white".to_string(),
                Some(KouChoice::DrawWinRight) => format!(
                    "② 引き分け勝ち / draw-win right{}",
                    other_colour
                        .map(|c| format!("（相手は {}）", colour(c)))
                        .unwrap_or_default()
                ),
            };
            out.push(format!(
                "伏せた人 / hid: {}　表 / top: {}　宣言 / declared: {}　選択 / choice: {ch}",
                name(a, *hider),
                colour(*top),
                colour(*declared)
            ));
        }
        DrawInputs::HiddenStoneOtsu {
            hider,
            top,
            declared,
        } => {
            let f = match declared {
                Face::Top => "表 / top",
                Face::Bottom => "裏 / bottom",
            };
            out.push(format!(
                "伏せた人 / hid: {}　表 / top: {}　宣言 / declared: {f}",
                name(a, *hider),
                colour(*top)
            ));
        }
    }
    match &a.outcome {
        DrawOutcome::Decided {
            black,
            white,
            draw_win,
        } => {
            let mut s = format!(
                "結果 / outcome: 黒 Black {}　白 White {}",
                name(a, *black),
                name(a, *white)
            );
            if let Some(d) = draw_win {
                s.push_str(&format!("　引き分け勝ち / draw-win: {}", name(a, *d)));
            }
            out.push(s);
        }
        DrawOutcome::AwaitingChoice { chooser } => {
            out.push(format!(
                "結果 / outcome: {} の選択待ち / awaiting the choice",
                name(a, *chooser)
            ));
        }
    }
    let mode = match a.mode {
        DrawMode::Recorded => "盤で実施・記録 / done at the board, recorded",
        DrawMode::Performed => "Taikai が実施 / performed by Taikai",
    };
    let mut s = format!("{mode}　日時 / at: {}　担当 / by: {}", a.at, a.by);
    if let Some(seed) = a.seed {
        s.push_str(&format!("　シード / seed: {seed}"));
    }
    out.push(s);
    for step in &a.steps {
        let text = step.text();
        out.push(text.ja.clone());
        if text.en != text.ja {
            out.push(format!("    {}", text.en));
        }
    }
    out
}

pub(crate) fn render(fonts: &Fonts, input: &DrawsInput) -> Vec<u8> {
    let (w, h) = Paper::A4.size();
    let title = format!("第{}回戦 先番決め記録 / Colour-draw record", input.round);
    let mut c = Canvas::new(fonts, &title, w, h);
    c.new_page();
    let (left, right) = (15.0, w - 15.0);
    let head = |c: &mut Canvas| {
        c.text_fit(
            left,
            14.0,
            9.5,
            Align::Left,
            right - left,
            &input.tournament.name,
        );
        c.text_fit(w / 2.0, 25.0, 16.0, Align::Centre, right - left, &title);
        34.0
    };
    let mut y = head(&mut c);
    if input.records.is_empty() {
        c.text(
            left,
            y + 6.0,
            11.0,
            Align::Left,
            "記録なし / no draws recorded",
        );
    }
    for r in &input.records {
        let body: Vec<String> = lines(&r.audit)
            .iter()
            .flat_map(|l| wrap(c.fonts(), l, 9.0, right - left - 4.0))
            .collect();
        let need = 8.0 + body.len() as f32 * 4.8 + 4.0;
        if y + need > h - 12.0 {
            c.new_page();
            y = head(&mut c);
        }
        let heading = match r.board {
            Some(b) => format!("盤 {b} / Board {b} — {}", method(r.audit.method)),
            None => method(r.audit.method).to_string(),
        };
        c.grey(0.9);
        c.rect(left, y, right - left, 7.0, true);
        c.grey(0.0);
        c.text_fit(
            left + 2.0,
            y + 5.0,
            10.5,
            Align::Left,
            right - left - 4.0,
            &heading,
        );
        y += 7.0 + 4.8;
        for l in body {
            c.text(left + 4.0, y, 9.0, Align::Left, &l);
            y += 4.8;
        }
        y += 4.0;
    }
    c.finish()
}
