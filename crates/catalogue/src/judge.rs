//! The arbiter's verdict in words: what each chain's status rests on and what the verdict
//! assumed ([`taikai_rules::Note`], [`taikai_rules::Assumption`]), in Japanese and English.
//! The judge writes them as data; the window, the command line and the arbitration report
//! render them from here.

use crate::{t, Text};
use taikai_rules::{Assumption, Basis, Color, Note, Point, Status};

fn colour(c: Color) -> (&'static str, &'static str) {
    match c {
        Color::Black => ("black", "黒"),
        Color::White => ("white", "白"),
    }
}

fn status_words(s: Status) -> (&'static str, &'static str) {
    match s {
        Status::Alive => ("alive", "活き"),
        Status::Dead => ("dead", "死に"),
        Status::Seki => ("seki", "セキ"),
        Status::Undetermined => ("undetermined", "未確定"),
    }
}

/// A chain's status in one word: alive 活き, dead 死に, seki セキ, undetermined 未確定.
pub fn status(s: Status) -> Text {
    let (en, ja) = status_words(s);
    t(en.into(), ja.into())
}

/// A chain's status as listed: one held as connected beyond a corner set up
/// by hand says so (its own status was not asked), the others their status.
pub fn chain_status(status: Status, held_open: bool) -> Text {
    if held_open {
        t("held connected".into(), "盤の外とつながる".into())
    } else {
        self::status(status)
    }
}

/// What a status rests on, in a word: proven 検証済み, static 静的, agreed 合意, assumed 仮定,
/// no proof 証明なし.
pub fn basis(b: Basis) -> Text {
    let (en, ja) = match b {
        Basis::Proven => ("proven", "検証済み"),
        Basis::Static => ("static", "静的"),
        Basis::Agreed => ("agreed", "合意"),
        Basis::Assumed => ("assumed", "仮定"),
        Basis::None => ("no proof", "証明なし"),
    };
    t(en.into(), ja.into())
}

/// The command line's line for one assumption of the verdict: `assumed: …` / `仮定: …`.
pub fn assumed_line(assumption: &Assumption) -> Text {
    let text = self::assumption(assumption);
    t(
        format!("assumed: {}", text.en),
        format!("仮定: {}", text.ja),
    )
}

/// The label before a verification line: `proof` / `手順`.
pub fn proof_label() -> Text {
    t("proof".into(), "手順".into())
}

/// The verdict's last line: `black 43 · white 34 (komi 6.5) → B+2.5`.
pub fn score_line(black: f64, white: f64, komi: f64, result: &str) -> Text {
    t(
        format!("black {black} · white {white} (komi {komi}) → {result}"),
        format!("黒 {black} · 白 {white}（コミ {komi}）→ {result}"),
    )
}

/// In place of the score line for a position set up by hand.
pub fn not_counted() -> Text {
    t(
        "a position set up by hand: not counted (no game was played to it, and the board \
         beyond the corner is no one's)"
            .to_string(),
        "手で並べた局面のため、数えていません（対局の終局ではなく、並べた部分の外は誰の地でもありません）"
            .to_string(),
    )
}

/// Said before a search longer than the default (`budget` positions a chain): it may take
/// minutes.
pub fn searching_longer(budget: u64) -> Text {
    t(
        format!(
            "searching up to {budget} positions a chain: a verdict past the default second can \
             take minutes"
        ),
        format!(
            "各連を最大{budget}局面まで探索します。既定の1秒を超える判定は数分かかることがあります"
        ),
    )
}

/// What to do about the `open` chains a search of `spent` positions each left undetermined.
pub fn search_longer(open: usize, spent: u64) -> Text {
    let longer = spent.saturating_mul(10);
    t(
        format!(
            "{open} chain(s) undetermined within {spent} positions each (counted as seki \
             meanwhile). If the players agree on the other groups, give one stone of each \
             group they agree on with --agreed-alive or --agreed-dead and of the group in \
             dispute with --ask: the search then goes to that group first, on the board as it \
             stands. Or run again with --budget {longer} to \
             search ten times longer, or decide them from their lines"
        ),
        format!(
            "{open}個の連が各{spent}局面の探索で未確定です（それまではセキとして数えます）。\
             対局者がほかの石の死活に合意していれば、合意した石を --agreed-alive または\
             --agreed-dead、争点の石を --ask で指定すると、現にある局面のまま争点の石を\
             先に探索します。または --budget {longer} \
             で10倍長く探索するか、示した手順を見て判断してください"
        ),
    )
}

/// `dd, de, df` (at most eight points, then how many in all).
fn points(ps: &[Point]) -> (String, String) {
    let shown: Vec<String> = ps.iter().take(8).map(|p| p.to_sgf()).collect();
    let (mut en, mut ja) = (shown.join(", "), shown.join("、"));
    if ps.len() > 8 {
        en.push_str(&format!(", … ({} in all)", ps.len()));
        ja.push_str(&format!("…（全{}）", ps.len()));
    }
    (en, ja)
}

/// What a status resting on the linked static test assumes (empty when it does not).
fn links(on: bool) -> (&'static str, &'static str) {
    if on {
        (
            "; where a line ends within a move of the start, two chains sharing two liberties \
             are held as connected (a cut at one is answered at the other) and stones thrown in \
             against such a wall as dead: an end-of-game assumption, not a proof",
            "。なお、開始から1手以内で終わる手順では、二つのダメを共有する石は連絡しているもの\
             （一方を切られたら他方を継ぐ）とし、その壁に打ち込まれた石は死に石とした。終局時の\
             想定であり、証明ではない",
        )
    } else {
        ("", "")
    }
}

/// How the walls of a territory live: by Benson's exact test, or only with its end-of-game
/// relaxations (said as the assumption it is).
fn walls_alive(exact: bool) -> (&'static str, &'static str) {
    if exact {
        ("unconditionally alive", "無条件に活きている")
    } else {
        (
            "alive at the end of the game (Benson's test with its end-of-game relaxations: an \
             assumption, not a proof against every invasion)",
            "終局時に活きている（ベンソンの判定を終局向けに緩めたもの。証明ではなく終局時の想定）",
        )
    }
}

/// The argument behind a chain's status, or why there is none.
pub fn note(note: &Note) -> Text {
    match note {
        Note::AgreedDead => t(
            "agreed dead by both players (§9)".into(),
            "双方の合意による死に石（第9条）".into(),
        ),
        Note::AgreedAlive => t(
            "agreed alive by both players (§9)".into(),
            "双方の合意による活き石（第9条）".into(),
        ),
        Note::AssumedAlive { open } => t(
            format!(
                "assumed alive: it reaches the open board ({open} empty points touching all four \
                 edges) and is held as connected to the rest of the board"
            ),
            format!(
                "活きと仮定：盤の空いた部分（四辺に接する空点{open}点）に接しており、盤の他の部分と\
                 つながっているものとした"
            ),
        ),
        Note::HeldOpen { open } => t(
            format!(
                "reaches the open board ({open} empty points touching all four edges): held as \
                 connected to the rest of the board, alive, while the chains it encloses are \
                 proven; its own status is not decided"
            ),
            format!(
                "盤の空いた部分（四辺に接する空点{open}点）に接する：囲まれた石を判定する間は、盤の\
                 他の部分とつながった活き石とした。この石自身の死活は判定していない"
            ),
        ),
        Note::NotAsked => t("not asked".into(), "判定を求められていない".into()),
        Note::Unconditional { exact: true } => t(
            "alive against any number of consecutive moves (Benson's test: two vital regions)"
                .into(),
            "相手に何手続けて打たれても取られない活き石（ベンソンの判定：二つの眼となる領域）"
                .into(),
        ),
        Note::Unconditional { exact: false } => t(
            "alive at the end of the game: two eyes, a big eye, or a closed territory of ten \
             points or more, taken as room for two eyes (Benson's test with its end-of-game \
             relaxations: an assumption, not a proof against every invasion)"
                .into(),
            "終局時の活き石：二つの眼、大きな眼、または10目以上の閉じた地を二眼の余地とみなした\
             （ベンソンの判定を終局向けに緩めたもの。あらゆる打ち込みに対する証明ではなく、終局時の想定）"
                .into(),
        ),
        Note::SecureRegion {
            owner,
            points: size,
            walls,
            interior,
            exact,
        } => {
            let (who, who_ja) = colour(*owner);
            let (w, w_ja) = points(walls);
            let (alive, alive_ja) = walls_alive(*exact);
            let mut en = format!(
                "inside {who}'s secure region of {size} points, enclosed by the {who} chains at \
                 {w}, {alive}"
            );
            let mut ja = format!(
                "{who_ja}の確定した領域（{size}点）の中：{alive_ja}{who_ja}の石（{w_ja}の連）に\
                 囲まれている"
            );
            if let Some(k) = interior {
                en.push_str(&format!(
                    "; its interior (the points next to no {who} stone, where alone an eye could \
                     be made) is {k} point{}: no room for two eyes, so {who} captures everything \
                     inside whoever moves first",
                    if *k == 1 { "" } else { "s" }
                ));
                ja.push_str(&format!(
                    "。内側（{who_ja}の石に接しない点、眼を作れる唯一の場所）は{k}点で二眼の余地は\
                     なく、どちらが先に打っても{who_ja}が中の石をすべて取る"
                ));
            }
            t(en, ja)
        }
        Note::SafeBlock {
            alive,
            owner,
            chains,
            eyes,
        } => {
            let (who, who_ja) = colour(*owner);
            let (c, c_ja) = points(chains);
            let sizes: Vec<String> = eyes.iter().map(usize::to_string).collect();
            let k = eyes.len();
            let argument = format!(
                "with the {who} chains at {c} joined by links the opponent cannot cut (two \
                 shared liberties each), it has {k} eye regions ({} points) where every empty \
                 point is its liberty, so the opponent can never make an eye there",
                sizes.join(", ")
            );
            let argument_ja = format!(
                "{who_ja}の連（{c_ja}）は相手が切れない連絡（二つずつ共有するダメ）でつながり、\
                 眼となる領域を{k}つ（{}点）持つ。その空点はすべてこの石のダメなので、相手は\
                 そこに眼を作れない",
                sizes.join("、")
            );
            if *alive {
                t(
                    format!("alive: {argument} (safe block)"),
                    format!("活き：{argument_ja}（安全な石の集まり）"),
                )
            } else {
                t(
                    format!("dead: inside an eye region of a safe {who} block; {argument}"),
                    format!(
                        "死に：安全な{who_ja}の石の集まりの眼となる領域の中にある。{argument_ja}"
                    ),
                )
            }
        }
        Note::DeadInRegion {
            owner,
            region,
            walls,
            links: on,
        } => {
            let (who, who_ja) = colour(*owner);
            let (r, r_ja) = points(region);
            let (w, w_ja) = points(walls);
            let (l, l_ja) = links(*on);
            let size = region.len();
            t(
                format!(
                    "dead inside {who}'s region of {size} points ({r}): it cannot live or make \
                     seki even moving first, with the {who} walls ({w}) given nothing beyond the \
                     region{l}"
                ),
                format!(
                    "{who_ja}の領域（{size}点：{r_ja}）の中の死に石：{who_ja}の壁（{w_ja}）に領域の\
                     外から何の助けもなくても、先に打って活きることもセキにすることもできない{l_ja}"
                ),
            )
        }
        Note::DeadBehindLiveWalls {
            owner,
            region,
            walls,
            walls_nodes,
            links: on,
        } => {
            let (who, who_ja) = colour(*owner);
            let (r, r_ja) = points(region);
            let (w, w_ja) = points(walls);
            let (l, l_ja) = links(*on);
            let size = region.len();
            let (how, how_ja) = if *walls_nodes == 0 {
                ("by the static test".to_string(), "静的判定で".to_string())
            } else {
                (
                    format!("by a search of {walls_nodes} positions, the other side moving first"),
                    format!("相手が先に打つ{walls_nodes}局面の探索で"),
                )
            };
            t(
                format!(
                    "dead inside {who}'s region of {size} points ({r}): the {who} walls ({w}) live \
                     without the region, even with all of it lost to them ({how}); inside it, \
                     moving first and winning every ko, it cannot live or make seki against walls \
                     that never fall{l}"
                ),
                format!(
                    "{who_ja}の領域（{size}点：{r_ja}）の中の死に石：{who_ja}の壁（{w_ja}）は領域を\
                     すべて失っても活きている（{how_ja}確認）。領域の中では、先に打ち、劫をすべて\
                     勝っても、取られない壁を相手に活きることもセキにすることもできない{l_ja}"
                ),
            )
        }
        Note::AliveOnceDeadOff {
            owner,
            removed,
            exact,
        } => {
            let (who, who_ja) = colour(*owner);
            let (d, d_ja) = points(removed);
            let (alive, alive_ja) = walls_alive(*exact);
            t(
                format!(
                    "alive once the dead stones ({d}) are off: its territory is then a closed \
                     region enclosed by {who} stones {alive}"
                ),
                format!(
                    "死に石（{d_ja}）を取り除けば活き：その地は、{alive_ja}{who_ja}の石に囲まれた\
                     閉じた領域になる"
                ),
            )
        }
        Note::StaticOnZone {
            status: s,
            links: on,
        } => {
            let (s, s_ja) = status_words(*s);
            let (l, l_ja) = links(*on);
            t(
                format!(
                    "settled by the static test on its zone before any move (the dead stones \
                     proven inside territories taken off): {s}{l}"
                ),
                format!(
                    "着手の前に、その周りの静的な判定で確定（地の中で死に石と証明された石は取り除いた）：\
                     {s_ja}{l_ja}"
                ),
            )
        }
        Note::InTurn { status: s } => {
            let (s, s_ja) = status_words(*s);
            t(
                format!(
                    "settled by the static test with the owner answering each move, from the \
                     stones its end-of-game relaxations find alive (chains joined to them through \
                     two liberties of their own or at a point the opponent cannot play, an eye \
                     space two of whose points each split it): {s}"
                ),
                format!(
                    "終局の緩和による活き石から、相手の一手ごとに応じる静的な判定で確定（自分だけの二つの\
                     ダメか相手の打てない一点で活き石につながる石、どちらの一点でも分かれる眼形）：{s_ja}"
                ),
            )
        }
        Note::Verified {
            first,
            moves,
            nodes,
            links: on,
        } => {
            let (who, who_ja) = colour(*first);
            let (l, l_ja) = links(*on);
            t(
                format!(
                    "verification game, {who} moving first: {moves} moves, {nodes} positions \
                     searched{l}"
                ),
                format!("想定着手による検証（{who_ja}の先着）：{moves}手、{nodes}局面を探索{l_ja}"),
            )
        }
        Note::NotSearched {
            color,
            at,
            zone,
            million,
        } => {
            let (who, who_ja) = colour(*color);
            t(
                format!(
                    "not searched: the time one verdict may take (about a second: {million} \
                     million point visits) was spent on other chains before the {who} chain at \
                     {at} (its unsettled area holds {zone} empty points); agree on it, or search \
                     longer"
                ),
                format!(
                    "未探索：一つの裁定にかけられる時間（約1秒、点の訪問{million}百万回）が、{at}の\
                     {who_ja}石（周りの未確定の領域に空点{zone}点）の前に他の石で使い切られた。\
                     合意で決めるか、探索を延ばしてください"
                ),
            )
        }
        Note::Stopped {
            color,
            at,
            cut: Some(cut),
            ..
        } => {
            let (who, who_ja) = colour(*color);
            let (owner, owner_ja) = colour(cut.owner);
            let (l, l_ja) = points(&cut.points);
            t(
                format!(
                    "the verification of the {who} chain at {at} turns on a cut of {owner}'s link \
                     at {l}: the {owner} chains it joins are held safe only while {owner} answers \
                     there, and this verdict cannot read on where {owner} does not; agree on it, \
                     or decide it from the line"
                ),
                format!(
                    "{at}の{who_ja}石の検証は、{owner_ja}の連絡点（{l_ja}）を切る手にかかっている。\
                     その連絡でつながる{owner_ja}石は、{owner_ja}がそこに応じる限り安全として\
                     扱われ、応じない場合の先はこの裁定では読めない。合意で決めるか、手順を見て判断してください"
                ),
            )
        }
        Note::Stopped {
            color,
            at,
            zone,
            nodes,
            time,
            cut: None,
        } => {
            let (who, who_ja) = colour(*color);
            let (why, why_ja) = if *time {
                (
                    ", when the time one verdict may take (about a second) ran out,",
                    "（一つの裁定にかけられる約1秒の時間が尽きた）",
                )
            } else {
                ("", "")
            };
            t(
                format!(
                    "the verification of the {who} chain at {at}, in its unsettled area of {zone} \
                     empty points, stopped after {nodes} positions{why} without settling it (the \
                     line shown is the best found); search longer, agree on it, or decide it from \
                     the line"
                ),
                format!(
                    "{at}の{who_ja}石の検証は、周りの未確定の領域（空点{zone}点）で{nodes}局面を\
                     探索して止まり{why_ja}、確定しなかった（示した手順はその時点の最善）。探索を\
                     延ばすか、合意で決めるか、手順を見て判断してください"
                ),
            )
        }
    }
}

/// What a verdict assumed about the position.
pub fn assumption(assumption: &Assumption) -> Text {
    match assumption {
        Assumption::OpenBoard { points: size, held } => {
            let (h, h_ja) = points(held);
            t(
                format!(
                    "a position set up by hand: the empty area of {size} points touching all \
                     four edges is the open board, no one's eye; the chains next to it ({h}) \
                     are held as connected to the rest of the board, alive"
                ),
                format!(
                    "手で並べた局面：四辺に接する{size}点の空いた部分は盤の残りで、どちらの眼でも\
                     ない。それに接する石（{h_ja}）は盤の他の部分とつながった活き石とした"
                ),
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;
    use taikai_rules::CutLink;

    /// One note of each kind (a match without a wildcard: a new kind must be added here).
    fn every_note() -> Vec<Note> {
        let p = |s: &str| Point::parse(s, 19).unwrap();
        let all = vec![
            Note::AgreedDead,
            Note::AgreedAlive,
            Note::AssumedAlive { open: 300 },
            Note::HeldOpen { open: 300 },
            Note::NotAsked,
            Note::Unconditional { exact: true },
            Note::Unconditional { exact: false },
            Note::SecureRegion {
                owner: Color::White,
                points: 12,
                walls: vec![p("dd"), p("de")],
                interior: Some(1),
                exact: false,
            },
            Note::SafeBlock {
                alive: false,
                owner: Color::Black,
                chains: vec![p("aa")],
                eyes: vec![2, 3],
            },
            Note::DeadInRegion {
                owner: Color::Black,
                region: (0..10).map(|x| Point::new(x, 0)).collect(),
                walls: vec![p("ab")],
                links: true,
            },
            Note::DeadBehindLiveWalls {
                owner: Color::White,
                region: (0..12).map(|x| Point::new(x, 1)).collect(),
                walls: vec![p("ac"), p("bc")],
                walls_nodes: 15,
                links: false,
            },
            Note::DeadBehindLiveWalls {
                owner: Color::Black,
                region: vec![p("aa"), p("ba")],
                walls: vec![p("ab")],
                walls_nodes: 0,
                links: true,
            },
            Note::AliveOnceDeadOff {
                owner: Color::White,
                removed: vec![p("cc")],
                exact: true,
            },
            Note::StaticOnZone {
                status: Status::Seki,
                links: false,
            },
            Note::InTurn {
                status: Status::Dead,
            },
            Note::Verified {
                first: Color::Black,
                moves: 5,
                nodes: 1234,
                links: false,
            },
            Note::NotSearched {
                color: Color::White,
                at: p("qq"),
                zone: 41,
                million: 32,
            },
            Note::Stopped {
                color: Color::Black,
                at: p("pd"),
                zone: 23,
                nodes: 200_000,
                time: true,
                cut: None,
            },
            Note::Stopped {
                color: Color::Black,
                at: p("hh"),
                zone: 3,
                nodes: 399,
                time: false,
                cut: Some(CutLink {
                    owner: Color::White,
                    points: vec![p("kq"), p("lr")],
                }),
            },
        ];
        for n in &all {
            match n {
                Note::AgreedDead
                | Note::AgreedAlive
                | Note::AssumedAlive { .. }
                | Note::HeldOpen { .. }
                | Note::NotAsked
                | Note::Unconditional { .. }
                | Note::SecureRegion { .. }
                | Note::SafeBlock { .. }
                | Note::DeadInRegion { .. }
                | Note::DeadBehindLiveWalls { .. }
                | Note::AliveOnceDeadOff { .. }
                | Note::StaticOnZone { .. }
                | Note::InTurn { .. }
                | Note::Verified { .. }
                | Note::NotSearched { .. }
                | Note::Stopped { .. } => {}
            }
        }
        all
    }

    fn japanese(s: &str) -> bool {
        s.chars()
            .any(|c| matches!(c, '\u{3040}'..='\u{30ff}' | '\u{4e00}'..='\u{9fff}'))
    }

    #[test]
    fn every_judge_note_reads_in_both_languages_with_its_data() {
        let (mut codes, mut texts) = (HashSet::new(), HashSet::new());
        for n in every_note() {
            let code = serde_json::to_value(&n).unwrap()["code"].clone();
            codes.insert(code.to_string());
            let text = note(&n);
            assert!(texts.insert(text.en.clone()), "{code}: said twice");
            assert!(japanese(&text.ja), "{code}: {}", text.ja);
            assert!(!japanese(&text.en), "{code}: {}", text.en);
            // What the note names is in both languages.
            for word in [
                "dd", "aa", "cc", "qq", "pd", "hh", "kq", "lr", "1234", "300", "200000", "41", "23",
            ] {
                assert_eq!(
                    text.en.contains(word),
                    text.ja.contains(word),
                    "{code}: {word}"
                );
            }
        }
        assert_eq!(codes.len(), 16);
        assert_eq!(
            every_note().len(),
            19,
            "both forms of Benson's test, walls living by the static test and by a search, a \
             search stopped and one turning on a cut link"
        );
    }

    #[test]
    fn an_assumption_on_links_is_said_in_both_languages() {
        let n = &every_note()[9];
        assert!(n.rests_on_links());
        let text = note(n);
        assert!(text.en.contains("not a proof"), "{}", text.en);
        assert!(text.ja.contains("証明ではない"), "{}", text.ja);
        // A long region is cut short, and says how long it is.
        assert!(text.en.contains("(10 in all)"), "{}", text.en);
        assert!(text.ja.contains("全10"), "{}", text.ja);
    }

    #[test]
    fn each_basis_and_the_advice_to_search_longer_read_in_both_languages() {
        for b in [
            Basis::Proven,
            Basis::Static,
            Basis::Agreed,
            Basis::Assumed,
            Basis::None,
        ] {
            let text = basis(b);
            assert!(japanese(&text.ja) && !japanese(&text.en), "{b:?}");
        }
        let advice = search_longer(3, 200_000);
        assert!(advice.en.contains("--budget 2000000") && advice.ja.contains("--budget 2000000"));
        assert!(advice.en.contains("3 chain(s)") && advice.ja.contains("3個の連"));
    }

    #[test]
    fn the_open_board_assumption_names_the_chains_held() {
        let held = vec![Point::new(3, 3), Point::new(15, 15)];
        let text = assumption(&Assumption::OpenBoard { points: 320, held });
        assert!(text.en.contains("dd, pp") && text.en.contains("320"));
        assert!(text.ja.contains("dd、pp") && text.ja.contains("320"));
    }
}
