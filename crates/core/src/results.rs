//! Game results as the pairing and the standings need them: who played whom with which
//! colours, the outcome, and (Othello) the disc counts. The full result-card grammar comes
//! later; `GameResult` is kept small and can grow.

use serde::{Deserialize, Serialize};
use std::fmt;
use ts_rs::TS;

/// A side of the board. In Go and Othello black moves first (except in handicap Go, where
/// black places the handicap stones and white moves first).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "kebab-case")]
#[ts(export)]
pub enum Colour {
    Black,
    White,
}

impl Colour {
    pub fn other(self) -> Colour {
        match self {
            Colour::Black => Colour::White,
            Colour::White => Colour::Black,
        }
    }
}

impl fmt::Display for Colour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Colour::Black => "black",
            Colour::White => "white",
        })
    }
}

/// How a game ended, as far as scores are concerned (domain.md §5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "kebab-case")]
#[ts(export)]
pub enum GameResult {
    BlackWins,
    WhiteWins,
    /// 持碁 jigo (Go) or 引き分け (Othello).
    Draw,
    /// Both lose: both out of time, both late by an hour or more (Chinese rules §21).
    BothLose,
    /// 不戦勝: white did not play.
    BlackWinsByForfeit,
    /// 不戦勝: black did not play.
    WhiteWinsByForfeit,
    /// Neither player came.
    BothLoseByForfeit,
    /// 無勝負: no result (triple ko, eternal life; Japanese rules §11). Counts for neither.
    NoResult,
}

/// A game's result seen from one player.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "kebab-case")]
#[ts(export)]
pub enum Outcome {
    Win,
    Loss,
    Draw,
    /// No result: neither won nor lost.
    Void,
}

impl GameResult {
    /// The outcome for the player holding `colour`.
    pub fn outcome(self, colour: Colour) -> Outcome {
        use GameResult::*;
        match (self, colour) {
            (BlackWins | BlackWinsByForfeit, Colour::Black)
            | (WhiteWins | WhiteWinsByForfeit, Colour::White) => Outcome::Win,
            (BlackWins | BlackWinsByForfeit | WhiteWins | WhiteWinsByForfeit, _) => Outcome::Loss,
            (BothLose | BothLoseByForfeit, _) => Outcome::Loss,
            (Draw, _) => Outcome::Draw,
            (NoResult, _) => Outcome::Void,
        }
    }

    /// The game was not played over the board.
    pub fn is_forfeit(self) -> bool {
        matches!(
            self,
            GameResult::BlackWinsByForfeit
                | GameResult::WhiteWinsByForfeit
                | GameResult::BothLoseByForfeit
        )
    }

    /// Short form for a crosstable: `+` win, `-` loss, `=` draw, `!` forfeit, `?` no result.
    pub fn symbol(self, colour: Colour) -> &'static str {
        match (self.outcome(colour), self.is_forfeit()) {
            (Outcome::Win, false) => "+",
            (Outcome::Win, true) => "+!",
            (Outcome::Loss, false) => "-",
            (Outcome::Loss, true) => "-!",
            (Outcome::Draw, _) => "=",
            (Outcome::Void, _) => "?",
        }
    }
}

/// Stone differences of games not counted over the board (JOA rules §16, §18).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(default)]
#[ts(export)]
pub struct OthelloScoring {
    /// Forfeit win: 40-24 → +16 (§18).
    pub forfeit_win: i32,
    /// Forfeit loss: 0-64 → −64 (§18).
    pub forfeit_loss: i32,
    /// Both out of time: both lose 31-33 → −2 (§16).
    pub both_lose: i32,
    /// A bye, counted like a forfeit win by default.
    pub bye: i32,
}

impl Default for OthelloScoring {
    fn default() -> Self {
        OthelloScoring {
            forfeit_win: 16,
            forfeit_loss: -64,
            both_lose: -2,
            bye: 16,
        }
    }
}

/// Disc counts at the end of an Othello game, as on the result card (JOA rules §13–14).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct Discs {
    pub black: u8,
    pub white: u8,
}

/// A game of an earlier round.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct Game {
    #[ts(type = "number")]
    pub black: i64,
    #[ts(type = "number")]
    pub white: i64,
    /// 0 even game, 1 定先 (black without komi), 2–9 handicap stones.
    #[serde(default)]
    pub handicap: u8,
    /// Komi in points; none for Othello.
    #[serde(default)]
    pub komi: Option<f64>,
    /// `None` while the result card is not in.
    pub result: Option<GameResult>,
    /// Othello disc counts, when recorded.
    #[serde(default)]
    pub discs: Option<Discs>,
    /// Who holds the draw-win right 引き分け勝ち (Othello method 甲, JOA rules §1).
    #[serde(default)]
    pub draw_win: Option<Colour>,
}

impl Game {
    /// A game between `black` and `white` with a result, even, no komi or discs recorded.
    pub fn new(black: i64, white: i64, result: Option<GameResult>) -> Self {
        Game {
            black,
            white,
            handicap: 0,
            komi: None,
            result,
            discs: None,
            draw_win: None,
        }
    }

    pub fn involves(&self, id: i64) -> bool {
        self.black == id || self.white == id
    }

    /// The colour `id` played, if they played this game.
    pub fn colour_of(&self, id: i64) -> Option<Colour> {
        if self.black == id {
            Some(Colour::Black)
        } else if self.white == id {
            Some(Colour::White)
        } else {
            None
        }
    }

    pub fn opponent_of(&self, id: i64) -> Option<i64> {
        match self.colour_of(id)? {
            Colour::Black => Some(self.white),
            Colour::White => Some(self.black),
        }
    }

    /// Colours were free (not imposed by a handicap), so they count for colour balance.
    pub fn is_even(&self) -> bool {
        self.handicap == 0
    }

    /// The player who goes through in a knockout: the winner, or on a draw or a double
    /// loss the holder of the draw-win right (JOA rules §1, §16). `None` if undecided.
    pub fn knockout_winner(&self) -> Option<i64> {
        let by_colour = |c: Colour| match c {
            Colour::Black => self.black,
            Colour::White => self.white,
        };
        match self.result? {
            r @ (GameResult::BlackWins
            | GameResult::BlackWinsByForfeit
            | GameResult::WhiteWins
            | GameResult::WhiteWinsByForfeit) => {
                let c = if r.outcome(Colour::Black) == Outcome::Win {
                    Colour::Black
                } else {
                    Colour::White
                };
                Some(by_colour(c))
            }
            GameResult::Draw | GameResult::BothLose => self.draw_win.map(by_colour),
            GameResult::BothLoseByForfeit | GameResult::NoResult => None,
        }
    }
}

/// One earlier round: its games and its bye, if any.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct RoundRecord {
    pub round: u32,
    pub games: Vec<Game>,
    /// Players given a bye this round (one in McMahon/Swiss; several in a knockout's first round).
    #[ts(type = "Array<number>")]
    #[serde(default)]
    pub byes: Vec<i64>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_forfeit_win_is_a_win_and_both_lose_is_a_loss_for_each() {
        assert_eq!(
            GameResult::WhiteWinsByForfeit.outcome(Colour::White),
            Outcome::Win
        );
        assert_eq!(
            GameResult::WhiteWinsByForfeit.outcome(Colour::Black),
            Outcome::Loss
        );
        assert_eq!(GameResult::BothLose.outcome(Colour::Black), Outcome::Loss);
        assert_eq!(GameResult::BothLose.outcome(Colour::White), Outcome::Loss);
        assert_eq!(GameResult::NoResult.outcome(Colour::Black), Outcome::Void);
        assert_eq!(GameResult::Draw.symbol(Colour::White), "=");
    }

    #[test]
    fn a_drawn_knockout_game_goes_to_the_holder_of_the_draw_win_right() {
        let mut g = Game::new(1, 2, Some(GameResult::Draw));
        assert_eq!(g.knockout_winner(), None, "no draw-win right: undecided");
        g.draw_win = Some(Colour::White);
        assert_eq!(g.knockout_winner(), Some(2));
        g.result = Some(GameResult::BothLose);
        assert_eq!(
            g.knockout_winner(),
            Some(2),
            "JOA rules §16: both out of time"
        );
        g.result = Some(GameResult::BlackWins);
        assert_eq!(g.knockout_winner(), Some(1));
    }

    #[test]
    fn results_read_and_write_as_kebab_case() {
        let json = serde_json::to_string(&GameResult::BlackWinsByForfeit).unwrap();
        assert_eq!(json, "\"black-wins-by-forfeit\"");
    }
}
