//! The arbitration report: the board with every chain marked alive, dead or seki, the
//! territory, the count and the result, the rules applied, and the proof lines, for both
//! players to read.

use crate::layout::{wrap, Align, Canvas, Fonts, Paper};
use crate::PlayerInfo;
use printpdf::PaintMode;
use taikai_catalogue::{judge, Text};
use taikai_rules::{Basis, Board, ChainVerdict, Color, GoRules, Point, Status, Verdict};

#[derive(Debug, Clone)]
pub struct ArbitrationInput {
    /// Tournament name (may be empty).
    pub tournament: String,
    pub round: Option<u32>,
    pub board_no: Option<u32>,
    pub black: PlayerInfo,
    pub white: PlayerInfo,
    /// The final position judged.
    pub position: Board,
    /// `taikai_rules::judge` on that position.
    pub verdict: Verdict,
    /// Arbiter's name, printed by the signature line.
    pub arbiter: String,
}

fn colour_ja(c: Color) -> &'static str {
    match c {
        Color::Black => "黒",
        Color::White => "白",
    }
}

/// The status as the report prints it; a chain held as connected beyond a
/// corner set up by hand says so (the catalogue's words, as the command
/// line lists it), not "undetermined".
fn status_text(g: &ChainVerdict) -> String {
    if g.note.held_open() {
        let held = judge::chain_status(g.status, true);
        return format!("{} / {}", held.ja, held.en);
    }
    let s: &str = match g.status {
        Status::Alive => "活き石 / alive",
        Status::Dead => "死に石 / dead",
        Status::Seki => "セキ石 / seki",
        Status::Undetermined => "未確定 / undetermined: the arbiter decides",
    };
    s.to_string()
}

fn rules_text(r: GoRules) -> [&'static str; 2] {
    match r {
        GoRules::Japanese => [
            "日本囲碁規約（2011年）: 地を数える。死活は石の持ち主から先に打つ仮想の着手で確認（第7条）。",
            "Japanese rules 2011: territory counting; life and death verified by hypothetical play, the owner moving first (§7–10).",
        ],
        GoRules::Chinese => [
            "中国囲棋競賽規則（2002年）: 数子法。死に石を取り除き、石と囲んだ空点を数える（第9–11条）。",
            "Chinese rules 2002: area counting; dead stones removed, stones plus surrounded points (§9–11).",
        ],
    }
}

/// `text` in Japanese, then in English in grey, wrapped between `left` and `right` from `y`
/// (a new page below the foot); returns the line below.
fn both_languages(c: &mut Canvas, text: &Text, left: f32, right: f32, mut y: f32, h: f32) -> f32 {
    for (words, size, grey) in [(&text.ja, 7.5, 0.0), (&text.en, 7.0, 0.35)] {
        for l in wrap(c.fonts(), words, size, right - left) {
            if y > h - 30.0 {
                c.new_page();
                y = 20.0;
            }
            c.grey(grey);
            c.text(left, y, size, Align::Left, &l);
            y += size * 0.52;
        }
    }
    c.grey(0.0);
    y
}

/// The columns and rows of the board the report draws: those holding stones or territory,
/// with two lines around them, out to an edge when it is as near; a square of at least
/// nine lines, or the whole board when that is most of it.
fn shown(
    position: &Board,
    v: &Verdict,
    n: usize,
) -> (std::ops::Range<usize>, std::ops::Range<usize>) {
    let marked = position
        .points()
        .filter(|&p| position.get(p).is_some())
        .chain(v.territory.black.iter().copied())
        .chain(v.territory.white.iter().copied());
    let (mut lo, mut hi) = ([n, n], [0, 0]);
    for p in marked {
        for (k, i) in [p.x as usize, p.y as usize].into_iter().enumerate() {
            lo[k] = lo[k].min(i);
            hi[k] = hi[k].max(i + 1);
        }
    }
    if lo[0] >= hi[0] {
        return (0..n, 0..n);
    }
    let side = (0..2).map(|k| hi[k] - lo[k] + 4).max().unwrap_or(n).max(9);
    if side * 4 >= n * 3 {
        return (0..n, 0..n);
    }
    // A square of `side` lines around the marks, kept on the board and
    // drawn to an edge within two lines of it.
    let axis = |k: usize| {
        let mut start = lo[k].saturating_sub(2);
        if start <= 2 {
            start = 0;
        }
        let mut end = (start + side).min(n);
        if end + 2 >= n {
            end = n;
        }
        start = end.saturating_sub(side.max(end - start));
        start..end
    };
    (axis(0), axis(1))
}

pub(crate) fn render(fonts: &Fonts, input: &ArbitrationInput) -> Vec<u8> {
    let (w, h) = Paper::A4.size();
    let v = &input.verdict;
    let mut c = Canvas::new(fonts, "裁定書 / Arbitration report", w, h);
    c.new_page();
    let left = 15.0;
    let right = w - 15.0;
    let mut where_ = Vec::new();
    if let Some(r) = input.round {
        where_.push(format!("第{r}回戦 Round {r}"));
    }
    if let Some(b) = input.board_no {
        where_.push(format!("盤 {b} Board {b}"));
    }
    let where_ = where_.join("　");
    let where_w = c.text_width(&where_, 9.5);
    c.text(right, 14.0, 9.5, Align::Right, &where_);
    c.text_fit(
        left,
        14.0,
        9.5,
        Align::Left,
        right - left - where_w - 6.0,
        &input.tournament,
    );
    c.text(
        w / 2.0,
        25.0,
        18.0,
        Align::Centre,
        "裁定書 / Arbitration report",
    );
    c.text_fit(
        left,
        34.0,
        11.0,
        Align::Left,
        right - left,
        &format!(
            "● 黒 Black: {} {}　　○ 白 White: {} {}",
            input.black.name,
            input.black.rank_text(),
            input.white.name,
            input.white.rank_text()
        ),
    );

    // The board: the part that holds stones and territory, as a diagram
    // shows a corner (the whole board for a finished game).
    let n = v.size.max(input.position.size()) as usize;
    let (cols, rows) = shown(&input.position, v, n);
    let span = (cols.end - cols.start).max(rows.end - rows.start);
    let diag = 108.0;
    let d = diag / span as f32;
    let bx = left + 6.0;
    let by = 42.0;
    let at_x = |i: usize| d / 2.0 + (i - cols.start) as f32 * d;
    let at_y = |i: usize| d / 2.0 + (i - rows.start) as f32 * d;
    let (x0, x1) = (at_x(cols.start), at_x(cols.end - 1));
    let (y0, y1) = (at_y(rows.start), at_y(rows.end - 1));
    c.thickness(0.25);
    for i in rows.clone() {
        c.line(bx + x0, by + at_y(i), bx + x1, by + at_y(i));
        let label = ((b'a' + i as u8) as char).to_string();
        c.text(bx - 1.5, by + at_y(i) + 1.0, 7.0, Align::Right, &label);
    }
    for i in cols.clone() {
        c.line(bx + at_x(i), by + y0, bx + at_x(i), by + y1);
        let label = ((b'a' + i as u8) as char).to_string();
        c.text(bx + at_x(i), by - 1.2, 7.0, Align::Centre, &label);
    }
    // The board's own edges, thick; a cut side stays thin.
    c.thickness(0.6);
    for (on, (xa, ya, xb, yb)) in [
        (rows.start == 0, (x0, y0, x1, y0)),
        (rows.end == n, (x0, y1, x1, y1)),
        (cols.start == 0, (x0, y0, x0, y1)),
        (cols.end == n, (x1, y0, x1, y1)),
    ] {
        if on {
            c.line(bx + xa, by + ya, bx + xb, by + yb);
        }
    }
    let inside = |p: &Point| cols.contains(&(p.x as usize)) && rows.contains(&(p.y as usize));
    // Territory marks.
    for (colour, pts) in [
        (Color::Black, &v.territory.black),
        (Color::White, &v.territory.white),
    ] {
        for p in pts.iter().filter(|p| inside(p)) {
            let (x, y) = (bx + at_x(p.x as usize), by + at_y(p.y as usize));
            let s = d * 0.28;
            c.thickness(0.3);
            c.rect(x - s / 2.0, y - s / 2.0, s, s, colour == Color::Black);
        }
    }
    // Stones with their status.
    for yy in rows.clone() {
        for xx in cols.clone() {
            let p = Point::new(xx as u8, yy as u8);
            let Some(col) = input.position.get(p) else {
                continue;
            };
            let (x, y) = (bx + at_x(xx), by + at_y(yy));
            let r = d * 0.46;
            c.thickness(0.3);
            c.grey(0.0);
            if col == Color::White {
                c.fill_grey(1.0);
            }
            c.circle(x, y, r, PaintMode::FillStroke);
            c.grey(0.0);
            let mark = if col == Color::Black { 1.0 } else { 0.0 };
            match v.status_at(p) {
                Some(Status::Dead) => {
                    let k = r * 0.55;
                    c.grey(mark);
                    c.thickness(0.45);
                    c.line(x - k, y - k, x + k, y + k);
                    c.line(x - k, y + k, x + k, y - k);
                    c.grey(0.0);
                }
                Some(Status::Seki) => {
                    let k = r * 0.55;
                    c.grey(mark);
                    c.polygon(
                        &[(x, y - k), (x + k, y + k * 0.7), (x - k, y + k * 0.7)],
                        PaintMode::Fill,
                    );
                    c.grey(0.0);
                }
                // Held as connected beyond a corner set up by hand: unmarked.
                Some(Status::Undetermined)
                    if !v.chain_at(p).is_some_and(|g| g.note.held_open()) =>
                {
                    c.grey(mark);
                    c.text(x, y + d * 0.2, d * 1.4, Align::Centre, "?");
                    c.grey(0.0);
                }
                _ => {}
            }
        }
    }
    // Legend beside the board.
    let lx = bx + diag + 8.0;
    let mut ly = by + 4.0;
    for line in [
        "凡例 / Key",
        "× 死に石 / dead",
        "▲ セキ石 / seki",
        "? 未確定 / undetermined",
        "■ 黒地 / Black territory",
        "□ 白地 / White territory",
        "印なし 活き石 / unmarked: alive",
    ]
    .into_iter()
    .chain((!v.assumptions.is_empty()).then_some(
        "（並べた部分の外へ続く石も印なし：盤の残りとつながるとした / unmarked too: stones held as \
         connected to the board beyond)",
    )) {
        for l in wrap(c.fonts(), line, 8.5, right - lx) {
            c.text(lx, ly, 8.5, Align::Left, &l);
            ly += 4.5;
        }
        ly += 1.0;
    }

    // The count; a position set up by hand has none.
    ly += 4.0;
    if !v.counted {
        let why = judge::not_counted();
        for line in [why.ja, why.en] {
            for l in wrap(c.fonts(), &line, 8.5, right - lx) {
                c.text(lx, ly, 8.5, Align::Left, &l);
                ly += 4.5;
            }
        }
    } else {
        let t = &v.count;
        let rows = [
            ("", "黒 Black".to_string(), "白 White".to_string()),
            (
                "地 / territory",
                t.territory.black.len().to_string(),
                t.territory.white.len().to_string(),
            ),
            (
                "アゲハマ / prisoners",
                v.prisoners.black.to_string(),
                v.prisoners.white.to_string(),
            ),
            ("コミ / komi", String::new(), format!("{}", v.komi)),
            (
                "計 / score",
                format!("{}", v.score.black),
                format!("{}", v.score.white),
            ),
        ];
        // Two number columns at the right; the labels take what is left of the line.
        let black_col = right - 17.0;
        let label_w = black_col - 14.0 - lx;
        for (label, b, wv) in rows {
            c.text_fit(lx, ly, 9.0, Align::Left, label_w, label);
            c.text(black_col, ly, 9.5, Align::Right, &b);
            c.text(right, ly, 9.5, Align::Right, &wv);
            ly += 5.5;
        }
        ly += 2.0;
        c.text_fit(
            lx,
            ly,
            13.0,
            Align::Left,
            right - lx,
            &format!("結果 / Result: {}", v.result),
        );
    }

    // Rules and proof lines.
    let mut y = by + diag + 10.0;
    c.text(left, y, 11.0, Align::Left, "適用規則 / Rules applied");
    y += 6.0;
    for line in rules_text(v.rules) {
        for l in wrap(c.fonts(), line, 8.5, right - left) {
            c.text(left, y, 8.5, Align::Left, &l);
            y += 4.5;
        }
    }
    if v.counted && v.has_undetermined() {
        let note = "※ 未確定の石があるため、この計算は暫定です / provisional count: some chains are undetermined";
        for l in wrap(c.fonts(), note, 8.5, right - left) {
            c.text(left, y, 8.5, Align::Left, &l);
            y += 4.5;
        }
    }
    if !v.assumptions.is_empty() {
        y += 3.0;
        c.text(
            left,
            y,
            11.0,
            Align::Left,
            "この裁定の仮定 / What the verdict assumes",
        );
        y += 6.0;
        for a in &v.assumptions {
            y = both_languages(&mut c, &judge::assumption(a), left, right, y, h);
        }
    }
    y += 3.0;
    c.text(
        left,
        y,
        11.0,
        Align::Left,
        "石の死活と確認手順 / Chains and proof lines",
    );
    y += 6.0;
    let mut said: Vec<(Text, Point)> = Vec::new();
    for g in &v.groups {
        let stones: Vec<String> = g.stones.iter().map(|p| p.to_string()).collect();
        let proof = match g.basis {
            Basis::Proven => {
                let moves: Vec<String> = g.proof.iter().map(|m| m.to_string()).collect();
                format!(" 確認手順 / proof: {}", moves.join(", "))
            }
            Basis::Static if g.note.assumes() => " 静的に判定 / static test".to_string(),
            Basis::Static => " 静的に確定 / proven statically".to_string(),
            Basis::Agreed => " 双方の合意 / agreed by both players".to_string(),
            Basis::Assumed => " 仮定による / assumed".to_string(),
            Basis::None => String::new(),
        };
        let proof = if g.note.assumes() {
            format!("{proof}（終局時の想定 / end-of-game assumption）")
        } else {
            proof
        };
        // What the status rests on, or why there is none; an argument already printed
        // is named by the chain it was printed for.
        let note = judge::note(&g.note);
        let first = said.iter().find(|(text, _)| *text == note).map(|(_, p)| *p);
        let same = match first {
            Some(p) => format!(" 根拠は{p}と同じ / argument as at {p}."),
            None => String::new(),
        };
        let text = format!(
            "{} {}子 [{}]: {}{}.{}{same}",
            colour_ja(g.color),
            g.stones.len(),
            stones.join(" "),
            status_text(g),
            if g.removed {
                "（取り上げ / removed）"
            } else {
                ""
            },
            proof
        );
        for l in wrap(c.fonts(), &text, 8.5, right - left) {
            if y > h - 30.0 {
                c.new_page();
                y = 20.0;
            }
            c.text(left, y, 8.5, Align::Left, &l);
            y += 4.5;
        }
        if first.is_none() {
            y = both_languages(&mut c, &note, left + 5.0, right, y, h);
            said.push((note, g.stones[0]));
        }
        y += 1.0;
    }

    // Signatures.
    if y > h - 30.0 {
        c.new_page();
        y = 20.0;
    }
    let sy = (y + 10.0).max(h - 24.0);
    c.thickness(0.25);
    let third = (right - left) / 3.0;
    for (i, label) in [
        format!("審判 Arbiter: {}", input.arbiter),
        "黒 Black 署名".to_string(),
        "白 White 署名".to_string(),
    ]
    .iter()
    .enumerate()
    {
        let x = left + i as f32 * third;
        c.line(x, sy, x + third - 6.0, sy);
        c.text_fit(x, sy + 4.5, 8.0, Align::Left, third - 6.0, label);
    }
    c.finish()
}

#[cfg(test)]
mod tests {
    use super::*;
    use taikai_rules::{judge, JudgeOptions};

    fn shown_on(board: &Board) -> (std::ops::Range<usize>, std::ops::Range<usize>) {
        let v = judge(board, &JudgeOptions::new(GoRules::Japanese)).unwrap();
        shown(board, &v, board.size() as usize)
    }

    #[test]
    fn a_corner_set_up_by_hand_is_drawn_as_a_diagram_of_that_corner() {
        // Example 1's corner drawn alone on a 19×19 board, in each corner.
        let mut b = Board::new(19);
        for (x, y) in [(1, 0), (2, 0), (1, 1), (2, 1), (0, 2), (3, 3), (5, 5)] {
            b.set(Point::new(x, y), Some(Color::Black));
        }
        b.set(Point::new(3, 0), Some(Color::White));
        // Two lines around the stones, to the edges it is near: a..j.
        assert_eq!(shown_on(&b), (0..10, 0..10));
        let turned = b.transformed(2, false);
        let (cols, rows) = shown_on(&turned);
        assert_eq!((cols.len(), rows.len()), (10, 10));
        assert!(cols.end == 19 || cols.start == 0);
        assert!(rows.end == 19 || rows.start == 0);
    }

    #[test]
    fn a_whole_game_or_an_empty_board_is_drawn_whole() {
        let empty = Board::new(19);
        assert_eq!(shown_on(&empty), (0..19, 0..19));
        let mut spread = Board::new(19);
        spread.set(Point::new(3, 3), Some(Color::Black));
        spread.set(Point::new(15, 15), Some(Color::White));
        assert_eq!(shown_on(&spread), (0..19, 0..19));
        let mut small = Board::new(9);
        small.set(Point::new(4, 4), Some(Color::Black));
        assert_eq!(shown_on(&small), (0..9, 0..9));
    }
}
