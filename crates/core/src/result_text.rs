//! A result as a TD types it from the result card: `B+3.5`, `W+R`, `jigo`, `B+F`,
//! `both-lose`, or an Othello disc count `40-24` (black discs first).

use crate::results::{Discs, GameResult};
use crate::tournament::Profile;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// The forms [`parse`] accepts, for error messages and help texts.
pub const ACCEPTED: &str = "B+3.5 or W+0.5 (won by points), B+R or W+R (resignation), \
B+T or W+T (time), B+F or W+F (forfeit: the other player did not play), jigo or draw, \
both-lose, both-forfeit, void (no result), and for Othello 40-24 (black discs - white discs)";

/// A parsed result: what counts for the standings, the disc count if given, and the text
/// in its tidy form (`B+3.5`, `W+R`, `40-24`) for the pairing list.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct ResultEntry {
    pub result: GameResult,
    pub discs: Option<Discs>,
    pub text: String,
}

/// Reads a result. Disc counts are refused for Go; the message lists the accepted forms.
pub fn parse(text: &str, profile: Profile) -> Result<ResultEntry, String> {
    let raw = text.trim();
    let lower = raw.to_lowercase();
    let simple = |result: GameResult, text: &str| {
        Ok(ResultEntry {
            result,
            discs: None,
            text: text.to_string(),
        })
    };
    match lower.as_str() {
        "jigo" | "draw" | "持碁" | "引き分け" | "引分" | "=" | "0" => {
            return simple(
                GameResult::Draw,
                if profile.is_go() { "jigo" } else { "draw" },
            )
        }
        "both-lose" | "both lose" | "両負け" => {
            return simple(GameResult::BothLose, "both-lose")
        }
        "both-forfeit" | "both forfeit" | "両者不戦敗" => {
            return simple(GameResult::BothLoseByForfeit, "both-forfeit")
        }
        "void" | "no-result" | "no result" | "無勝負" => {
            return simple(GameResult::NoResult, "void")
        }
        _ => {}
    }
    let refuse = || {
        Err(format!(
            "\"{raw}\" is not a result Taikai can read; write one of: {ACCEPTED}"
        ))
    };
    if let Some((black, white)) = lower.split_once('-') {
        let (Ok(black), Ok(white)) = (black.trim().parse::<u8>(), white.trim().parse::<u8>())
        else {
            return refuse();
        };
        if profile.is_go() {
            return Err(format!(
                "\"{raw}\" looks like an Othello disc count, but this is a Go tournament; \
                 write the winner and margin instead, e.g. B+3.5 or W+R"
            ));
        }
        if u16::from(black) + u16::from(white) > 64 {
            return Err(format!(
                "\"{raw}\": an Othello board has 64 squares, but {black} + {white} = {}; \
                 check the count on the result card",
                u16::from(black) + u16::from(white)
            ));
        }
        let result = match black.cmp(&white) {
            std::cmp::Ordering::Greater => GameResult::BlackWins,
            std::cmp::Ordering::Less => GameResult::WhiteWins,
            std::cmp::Ordering::Equal => GameResult::Draw,
        };
        return Ok(ResultEntry {
            result,
            discs: Some(Discs { black, white }),
            text: format!("{black}-{white}"),
        });
    }
    let (winner, how) = match lower.split_once('+') {
        Some((w, how)) => (w.trim(), how.trim()),
        None => return refuse(),
    };
    let black = match winner {
        "b" | "black" | "黒" => true,
        "w" | "white" | "白" => false,
        _ => return refuse(),
    };
    let side = if black { "B" } else { "W" };
    let (result, text) = match how {
        "r" | "resign" | "中押し" => (win(black), format!("{side}+R")),
        "t" | "time" => (win(black), format!("{side}+T")),
        "f" | "forfeit" | "不戦" => (
            if black {
                GameResult::BlackWinsByForfeit
            } else {
                GameResult::WhiteWinsByForfeit
            },
            format!("{side}+F"),
        ),
        "" => (win(black), format!("{side}+")),
        margin => match margin.parse::<f64>() {
            Ok(m) if m > 0.0 && m.is_finite() && (m * 2.0).fract() == 0.0 => {
                (win(black), format!("{side}+{m}"))
            }
            Ok(_) => {
                return Err(format!(
                    "\"{raw}\": the margin must be more than 0 and in half points (e.g. 0.5, 3, 12.5); \
                     a game won by nothing is jigo"
                ))
            }
            Err(_) => return refuse(),
        },
    };
    Ok(ResultEntry {
        result,
        discs: None,
        text,
    })
}

fn win(black: bool) -> GameResult {
    if black {
        GameResult::BlackWins
    } else {
        GameResult::WhiteWins
    }
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
        GameResult::NoResult => "void",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    const GO: Profile = Profile::GoJapanese;
    const OTHELLO: Profile = Profile::OthelloJoa;

    #[test]
    fn go_results_as_written_on_the_card() {
        let r = parse("b+3.5", GO).unwrap();
        assert_eq!(
            (r.result, r.text.as_str()),
            (GameResult::BlackWins, "B+3.5")
        );
        assert_eq!(parse("W+R", GO).unwrap().result, GameResult::WhiteWins);
        assert_eq!(parse(" B+R ", GO).unwrap().text, "B+R");
        assert_eq!(parse("jigo", GO).unwrap().result, GameResult::Draw);
        assert_eq!(parse("draw", GO).unwrap().text, "jigo");
        assert_eq!(
            parse("W+F", GO).unwrap().result,
            GameResult::WhiteWinsByForfeit
        );
        assert_eq!(
            parse("B+F", GO).unwrap().result,
            GameResult::BlackWinsByForfeit
        );
        assert_eq!(parse("both-lose", GO).unwrap().result, GameResult::BothLose);
        assert_eq!(parse("void", GO).unwrap().result, GameResult::NoResult);
    }

    #[test]
    fn othello_disc_counts_decide_the_winner() {
        let r = parse("40-24", OTHELLO).unwrap();
        assert_eq!(r.result, GameResult::BlackWins);
        assert_eq!(
            r.discs,
            Some(Discs {
                black: 40,
                white: 24
            })
        );
        assert_eq!(
            parse("20-44", OTHELLO).unwrap().result,
            GameResult::WhiteWins
        );
        assert_eq!(parse("32-32", OTHELLO).unwrap().result, GameResult::Draw);
        assert!(parse("40-40", OTHELLO).unwrap_err().contains("64 squares"));
        assert!(parse("40-24", GO).unwrap_err().contains("Go tournament"));
    }

    #[test]
    fn nonsense_is_refused_with_the_accepted_forms() {
        for bad in ["X+3", "B+0", "B+3.3", "win", "", "B+abc"] {
            let e = parse(bad, GO).unwrap_err();
            assert!(
                e.contains("B+3.5") || e.contains("half points"),
                "{bad}: {e}"
            );
        }
    }
}
