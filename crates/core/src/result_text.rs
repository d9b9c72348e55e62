//! The result grammar shared by the window and the command line: a result as the TD types
//! it from the result card (`B+3.5`, `W+R`, `B+T`, `W+F`, `B+V`, `jigo`, `draw`,
//! `both-lose`, `no-result`, or an Othello disc count `34-30`, black first).
//!
//! Go margins are points under Japanese rules and stones (子, in quarters) under Chinese
//! rules. Othello counts follow the JOA rules: empty squares go to the winner (§14), a
//! wipe-out is 64-0, a game won on time, by resignation or by violation is 33-31 unless
//! the winner asks for the played-out count (§15, §17), a forfeit is 40-24 (§18).

use crate::profile::Profile;
use crate::results::{Colour, Discs, GameResult};
use serde::{Deserialize, Serialize};
use taikai_catalogue::{ResultProblem, RoundRefusal};
use ts_rs::TS;

/// The forms [`parse`] accepts, for error messages and help texts.
pub const ACCEPTED: &str = "B+3.5 or W+0.5 (won by points; by stones under Chinese rules, \
e.g. B+2.75), B+R or W+R (resignation), B+T or W+T (time), B+V or W+V (violation), \
B+F or W+F (forfeit: the other player did not play), jigo or draw, both-lose, no-result, \
and for Othello the disc count black first, e.g. 34-30 (B+T 40-20 for a time-out win \
played out)";

/// The largest Go margin read: the 361 points of a whole 19×19 board. A larger margin (a
/// slip of the pen such as `B+1e300`, or `B+3615` for `B+361.5`) is refused, not stored.
pub const MAX_GO_MARGIN: f64 = 361.0;

/// Othello: what a win on time, by resignation or by violation counts when the winner
/// does not ask for the played-out count (JOA rules §15, §17).
pub const OTHELLO_TWO_DISC_WIN: (u8, u8) = (33, 31);
/// Othello: a forfeit win (JOA rules §18).
pub const OTHELLO_FORFEIT_WIN: (u8, u8) = (40, 24);

/// A parsed result: what counts for the standings, the disc count if any, and the text in
/// its tidy form (`B+3.5`, `W+R`, `36-28`) for lists and the history.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct ResultEntry {
    pub result: GameResult,
    pub discs: Option<Discs>,
    pub text: String,
}

/// How a game was decided, read from a result's tidy text.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "kebab-case")]
#[ts(export)]
pub enum Decision {
    Count,
    Resignation,
    Time,
    Violation,
    Forfeit,
    Draw,
    BothLose,
    NoResult,
}

impl Decision {
    /// The decision behind a tidy result text (as [`parse`] writes it).
    pub fn of(text: &str) -> Decision {
        let suffix = text.split_once('+').map(|(_, how)| how);
        match (text, suffix) {
            ("jigo" | "draw", _) => Decision::Draw,
            ("both-lose" | "both-forfeit", _) => Decision::BothLose,
            ("no-result" | "void", _) => Decision::NoResult,
            (_, Some(how)) if how.starts_with('R') => Decision::Resignation,
            (_, Some(how)) if how.starts_with('T') => Decision::Time,
            (_, Some(how)) if how.starts_with('V') => Decision::Violation,
            (_, Some(how)) if how.starts_with('F') => Decision::Forfeit,
            _ => Decision::Count,
        }
    }
}

fn entry(result: GameResult, discs: Option<Discs>, text: impl Into<String>) -> ResultEntry {
    ResultEntry {
        result,
        discs,
        text: text.into(),
    }
}

fn side_letter(c: Colour) -> &'static str {
    match c {
        Colour::Black => "B",
        Colour::White => "W",
    }
}

fn win(c: Colour) -> GameResult {
    match c {
        Colour::Black => GameResult::BlackWins,
        Colour::White => GameResult::WhiteWins,
    }
}

/// Black's and white's discs from the winner's and loser's.
fn discs_for(winner: Colour, (won, lost): (u8, u8)) -> Discs {
    match winner {
        Colour::Black => Discs {
            black: won,
            white: lost,
        },
        Colour::White => Discs {
            black: lost,
            white: won,
        },
    }
}

/// A forfeit win for `winner`: `B+F` / `W+F`, and 40-24 in Othello (JOA rules §18).
pub fn forfeit(winner: Colour, profile: Profile) -> ResultEntry {
    let result = match winner {
        Colour::Black => GameResult::BlackWinsByForfeit,
        Colour::White => GameResult::WhiteWinsByForfeit,
    };
    let discs = (!profile.is_go()).then(|| discs_for(winner, OTHELLO_FORFEIT_WIN));
    entry(result, discs, format!("{}+F", side_letter(winner)))
}

/// A loss by violation for `loser` (two warnings, Chinese rules §22.2): `W+V` / `B+V`.
pub fn violation(loser: Colour, profile: Profile) -> ResultEntry {
    let winner = loser.other();
    let discs = (!profile.is_go()).then(|| discs_for(winner, OTHELLO_TWO_DISC_WIN));
    entry(win(winner), discs, format!("{}+V", side_letter(winner)))
}

/// Both players lose (both late an hour or more, both out of time).
pub fn both_lose() -> ResultEntry {
    entry(GameResult::BothLose, None, "both-lose")
}

/// Neither player came: both lose by forfeit (JOA rules §18: 0-64 each in Othello).
pub fn both_forfeit() -> ResultEntry {
    entry(GameResult::BothLoseByForfeit, None, "both-forfeit")
}

/// Reads a result typed by the TD; the error says what was wrong and lists the forms.
pub fn parse(text: &str, profile: Profile) -> Result<ResultEntry, RoundRefusal> {
    let raw = text.trim();
    let lower = raw.to_lowercase();
    match lower.as_str() {
        "jigo" | "draw" | "持碁" | "引き分け" | "引分" | "=" => {
            return Ok(if profile.is_go() {
                entry(GameResult::Draw, None, "jigo")
            } else {
                entry(
                    GameResult::Draw,
                    Some(Discs {
                        black: 32,
                        white: 32,
                    }),
                    "draw",
                )
            });
        }
        "both-lose" | "both lose" | "両負け" => return Ok(both_lose()),
        "both-forfeit" | "both forfeit" | "両者不戦敗" => return Ok(both_forfeit()),
        "no-result" | "no result" | "void" | "無勝負" => {
            return Ok(entry(GameResult::NoResult, None, "no-result"))
        }
        _ => {}
    }
    let bad = |problem| RoundRefusal::BadResult {
        text: raw.to_string(),
        problem,
    };
    let refuse = || bad(ResultProblem::Unreadable);
    if lower.contains('-') && !lower.contains('+') {
        if profile.is_go() {
            return Err(bad(ResultProblem::DiscsInGo));
        }
        return othello_count(raw, &lower);
    }
    let (winner, how) = lower.split_once('+').ok_or_else(refuse)?;
    let winner = match winner.trim() {
        "b" | "black" | "黒" => Colour::Black,
        "w" | "white" | "白" => Colour::White,
        _ => return Err(refuse()),
    };
    let side = side_letter(winner);
    let how = how.trim();
    if how.starts_with(|c: char| c.is_ascii_digit() || "¼½¾.".contains(c)) {
        return go_margin(raw, how, winner, profile);
    }
    let (kind, played_out) = match how.split_once(char::is_whitespace) {
        Some((kind, count)) => (kind, Some(count.trim())),
        None => (how, None),
    };
    let letter = match kind {
        "r" | "resign" | "中押し" => "R",
        "t" | "time" | "時間切れ" => "T",
        "v" | "violation" | "反則" => "V",
        "f" | "forfeit" | "不戦" | "不戦勝" => {
            if played_out.is_some() {
                return Err(bad(ResultProblem::ForfeitWithCount));
            }
            return Ok(forfeit(winner, profile));
        }
        _ if played_out.is_some() => return Err(refuse()),
        "" => return Ok(entry(win(winner), None, format!("{side}+"))),
        _ => return Err(refuse()),
    };
    if profile.is_go() {
        if played_out.is_some() {
            return Err(bad(ResultProblem::MarginOnDecision));
        }
        return Ok(entry(win(winner), None, format!("{side}+{letter}")));
    }
    // Othello: 33-31 unless the winner asks for the count played out (JOA rules §15, §17).
    let discs = match played_out {
        None => discs_for(winner, OTHELLO_TWO_DISC_WIN),
        Some(count) => {
            let counted = othello_count(raw, count)?;
            if counted.result != win(winner) {
                return Err(bad(ResultProblem::PlayedOutNotAWin));
            }
            counted.discs.expect("a count has discs")
        }
    };
    Ok(entry(
        win(winner),
        Some(discs),
        format!("{side}+{letter} {}-{}", discs.black, discs.white),
    ))
}

/// A Go margin: half points (Japanese), quarter stones (Chinese, komi 3¾ stones).
fn go_margin(
    raw: &str,
    margin: &str,
    winner: Colour,
    profile: Profile,
) -> Result<ResultEntry, RoundRefusal> {
    let bad = |problem| RoundRefusal::BadResult {
        text: raw.to_string(),
        problem,
    };
    if !profile.is_go() {
        return Err(bad(ResultProblem::OthelloNeedsCount));
    }
    let value = parse_fraction(margin).ok_or_else(|| bad(ResultProblem::Unreadable))?;
    let steps = f64::from(profile.rules().margin_steps);
    if value.is_finite() && value > MAX_GO_MARGIN {
        return Err(bad(ResultProblem::MarginTooLarge {
            most: MAX_GO_MARGIN as u32,
        }));
    }
    if value <= 0.0 || !value.is_finite() || (value * steps).fract() != 0.0 {
        return Err(bad(ResultProblem::MarginNotPositive));
    }
    Ok(entry(
        win(winner),
        None,
        format!("{}+{value}", side_letter(winner)),
    ))
}

/// `2.75`, `2¾`, `2 3/4`, `½`.
fn parse_fraction(text: &str) -> Option<f64> {
    let text = text.trim();
    let (whole, part) = match text.char_indices().find(|(_, c)| "¼½¾".contains(*c)) {
        Some((i, c)) => (
            &text[..i],
            [0.25, 0.5, 0.75]["¼½¾".chars().position(|x| x == c)?],
        ),
        None => match text.split_once(' ') {
            Some((w, f)) => {
                let (n, d) = f.split_once('/')?;
                (
                    w,
                    n.trim().parse::<f64>().ok()? / d.trim().parse::<f64>().ok()?,
                )
            }
            None => (text, 0.0),
        },
    };
    let whole = if whole.trim().is_empty() && part > 0.0 {
        0.0
    } else {
        whole.trim().parse::<f64>().ok()?
    };
    Some(whole + part)
}

/// An Othello disc count as on the card, black first; empty squares go to the winner
/// (JOA rules §14) and a wipe-out counts 64-0.
fn othello_count(raw: &str, count: &str) -> Result<ResultEntry, RoundRefusal> {
    let bad = |problem| RoundRefusal::BadResult {
        text: raw.to_string(),
        problem,
    };
    let parsed = count
        .split_once('-')
        .and_then(|(b, w)| Some((b.trim().parse::<u64>().ok()?, w.trim().parse::<u64>().ok()?)));
    let Some((black, white)) = parsed else {
        return Err(bad(ResultProblem::NotADiscCount));
    };
    if black > 64 || white > 64 {
        return Err(bad(ResultProblem::TooManyDiscs));
    }
    // Both are at most 64 now.
    let (black, white) = (black as u8, white as u8);
    let total = u16::from(black) + u16::from(white);
    if total > 64 {
        return Err(bad(ResultProblem::DiscsOverBoard {
            total: u32::from(total),
        }));
    }
    if total == 0 {
        return Err(bad(ResultProblem::NoDiscs));
    }
    let (result, discs) = match black.cmp(&white) {
        std::cmp::Ordering::Greater => (
            GameResult::BlackWins,
            Discs {
                black: 64 - white,
                white,
            },
        ),
        std::cmp::Ordering::Less => (
            GameResult::WhiteWins,
            Discs {
                black,
                white: 64 - black,
            },
        ),
        std::cmp::Ordering::Equal => (
            GameResult::Draw,
            Discs {
                black: 32,
                white: 32,
            },
        ),
    };
    Ok(entry(
        result,
        Some(discs),
        format!("{}-{}", discs.black, discs.white),
    ))
}

/// A result without the text it was entered as (e.g. from a draw's default), in short form.
pub fn short(result: GameResult) -> &'static str {
    match result {
        GameResult::BlackWins => "B+",
        GameResult::WhiteWins => "W+",
        GameResult::Draw => "draw",
        GameResult::BothLose => "both-lose",
        GameResult::BlackWinsByForfeit => "B+F",
        GameResult::WhiteWinsByForfeit => "W+F",
        GameResult::BothLoseByForfeit => "both-forfeit",
        GameResult::NoResult => "no-result",
    }
}

/// A Go margin from a tidy text (`B+3.5` → 3.5 for black), black's side positive.
pub fn black_margin(text: &str) -> Option<f64> {
    let (side, margin) = text.split_once('+')?;
    let m: f64 = margin.parse().ok()?;
    match side {
        "B" => Some(m),
        "W" => Some(-m),
        _ => None,
    }
}

/// The tidy text of a Go count won by `black_margin` (black positive; 0 is jigo).
pub fn from_black_margin(black_margin: f64) -> ResultEntry {
    if black_margin == 0.0 {
        return entry(GameResult::Draw, None, "jigo");
    }
    let winner = if black_margin > 0.0 {
        Colour::Black
    } else {
        Colour::White
    };
    entry(
        win(winner),
        None,
        format!("{}+{}", side_letter(winner), black_margin.abs()),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    const GO: Profile = Profile::GoJapanese;
    const CHINESE: Profile = Profile::GoChinese;
    const OTHELLO: Profile = Profile::OthelloJoa;

    fn discs(text: &str) -> (u8, u8) {
        let d = parse(text, OTHELLO).unwrap().discs.unwrap();
        (d.black, d.white)
    }

    #[test]
    fn go_results_as_written_on_the_card() {
        let r = parse("b+3.5", GO).unwrap();
        assert_eq!(
            (r.result, r.text.as_str()),
            (GameResult::BlackWins, "B+3.5")
        );
        assert_eq!(parse("W+R", GO).unwrap().result, GameResult::WhiteWins);
        assert_eq!(parse(" B+R ", GO).unwrap().text, "B+R");
        assert_eq!(parse("B+T", GO).unwrap().text, "B+T");
        assert_eq!(parse("w+v", GO).unwrap().text, "W+V");
        assert_eq!(parse("jigo", GO).unwrap().result, GameResult::Draw);
        assert_eq!(parse("draw", GO).unwrap().text, "jigo");
        assert_eq!(
            parse("W+F", GO).unwrap().result,
            GameResult::WhiteWinsByForfeit
        );
        assert_eq!(parse("W+F", GO).unwrap().discs, None);
        assert_eq!(parse("both-lose", GO).unwrap().result, GameResult::BothLose);
        assert_eq!(parse("no-result", GO).unwrap().result, GameResult::NoResult);
        assert_eq!(parse("void", GO).unwrap().text, "no-result");
    }

    #[test]
    fn chinese_margins_are_quarter_stones() {
        assert_eq!(parse("B+2.75", CHINESE).unwrap().text, "B+2.75");
        assert_eq!(parse("W+1¾", CHINESE).unwrap().text, "W+1.75");
        assert_eq!(parse("B+¼", CHINESE).unwrap().text, "B+0.25");
        assert_eq!(parse("B+3 1/4", CHINESE).unwrap().text, "B+3.25");
        assert!(parse("B+2.75", GO)
            .unwrap_err()
            .to_string()
            .contains("half points"));
        assert!(parse("B+0.3", CHINESE)
            .unwrap_err()
            .to_string()
            .contains("quarter stones"));
    }

    #[test]
    fn decisions_read_back_from_the_tidy_text() {
        for (text, d) in [
            ("B+3.5", Decision::Count),
            ("W+R", Decision::Resignation),
            ("B+T 33-31", Decision::Time),
            ("W+V", Decision::Violation),
            ("B+F", Decision::Forfeit),
            ("jigo", Decision::Draw),
            ("36-28", Decision::Count),
            ("both-lose", Decision::BothLose),
            ("no-result", Decision::NoResult),
        ] {
            assert_eq!(Decision::of(text), d, "{text}");
        }
    }

    #[test]
    fn othello_disc_counts_decide_the_winner() {
        let r = parse("40-24", OTHELLO).unwrap();
        assert_eq!(
            (r.result, r.text.as_str()),
            (GameResult::BlackWins, "40-24")
        );
        assert_eq!(
            parse("20-44", OTHELLO).unwrap().result,
            GameResult::WhiteWins
        );
        assert_eq!(parse("32-32", OTHELLO).unwrap().result, GameResult::Draw);
        assert!(parse("40-40", OTHELLO)
            .unwrap_err()
            .to_string()
            .contains("64 squares"));
        assert!(parse("40-24", GO)
            .unwrap_err()
            .to_string()
            .contains("Go tournament"));
        assert!(parse("B+3.5", OTHELLO)
            .unwrap_err()
            .to_string()
            .contains("disc count"));
    }

    #[test]
    fn othello_empty_squares_go_to_the_winner() {
        // JOA rules §14: 33-28 with 3 squares empty is 36-28.
        assert_eq!(discs("33-28"), (36, 28));
        assert_eq!(parse("33-28", OTHELLO).unwrap().text, "36-28");
        assert_eq!(discs("20-30"), (20, 44));
        assert_eq!(discs("31-31"), (32, 32), "a draw splits the empty squares");
        assert_eq!(parse("31-31", OTHELLO).unwrap().result, GameResult::Draw);
        assert_eq!(discs("64-0"), (64, 0));
    }

    #[test]
    fn othello_wipe_out_is_always_64() {
        assert_eq!(discs("13-0"), (64, 0));
        assert_eq!(discs("0-9"), (0, 64));
        assert!(parse("0-0", OTHELLO).is_err());
    }

    #[test]
    fn othello_time_out_resignation_and_violation_default_to_33_31() {
        assert_eq!(discs("B+T"), (33, 31));
        assert_eq!(discs("W+T"), (31, 33));
        assert_eq!(discs("W+R"), (31, 33));
        assert_eq!(discs("B+V"), (33, 31));
        assert_eq!(parse("B+T", OTHELLO).unwrap().text, "B+T 33-31");
        // §15: the winner may ask for the count played out instead (empties still go to them).
        assert_eq!(discs("W+T 20-40"), (20, 44));
        assert!(parse("B+T 20-40", OTHELLO)
            .unwrap_err()
            .to_string()
            .contains("not a win for the winner"));
    }

    #[test]
    fn othello_forfeits_are_40_24_and_both_lose_has_no_count() {
        assert_eq!(discs("B+F"), (40, 24));
        assert_eq!(discs("W+F"), (24, 40));
        let both = parse("both-lose", OTHELLO).unwrap();
        assert_eq!((both.result, both.discs), (GameResult::BothLose, None));
        assert_eq!(discs("draw"), (32, 32));
    }

    #[test]
    fn nonsense_is_refused_with_the_accepted_forms() {
        for bad in ["X+3", "B+0", "B+3.3", "win", "", "B+abc", "B+R 3"] {
            let e = parse(bad, GO).unwrap_err().to_string();
            assert!(
                e.contains("B+3.5") || e.contains("half points") || e.contains("no margin"),
                "{bad}: {e}"
            );
        }
    }

    #[test]
    fn margins_beyond_the_board_and_numbers_that_are_not_finite_are_refused() {
        for (bad, profile) in [
            ("B+1e300", GO),
            ("W+362", GO),
            ("B+361.5", GO),
            ("B+400", CHINESE),
        ] {
            let e = parse(bad, profile).unwrap_err().to_string();
            assert!(e.contains("more than 361"), "{bad}: {e}");
        }
        for bad in ["B+1e309", "W+3 1/0", "B+0 0/0", "B+inf", "W+NaN"] {
            assert!(parse(bad, GO).is_err(), "{bad}");
        }
        assert_eq!(parse("B+361", GO).unwrap().text, "B+361");
        let e = parse("300-1", OTHELLO).unwrap_err().to_string();
        assert!(e.contains("no side has that many discs"), "{e}");
        let e = parse("W+T 1-99999999999999999999", OTHELLO)
            .unwrap_err()
            .to_string();
        assert!(e.contains("not a disc count"), "{e}");
    }

    #[test]
    fn margins_round_trip_through_black_margin() {
        for text in ["B+3.5", "W+0.5", "B+12"] {
            let m = black_margin(text).unwrap();
            assert_eq!(from_black_margin(m).text, text);
        }
        assert_eq!(from_black_margin(0.0).text, "jigo");
        assert_eq!(black_margin("B+R"), None);
    }
}
