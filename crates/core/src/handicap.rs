//! Handicap and komi (domain.md §1–2).
//!
//! Even game: komi per profile (6.5 Japanese, 7.5 = 3¾ stones Chinese). Handicap game: the
//! rank difference less a configurable reduction, capped at 0–9 stones; the weaker player
//! takes black; no komi (seed 001: handicap games carry none, equal territory is jigo), or
//! the event's own ½ point to avoid jigo. One "stone" is 定先: black without komi and
//! without stones placed.

use crate::profile::Profile;
use crate::rank::Rank;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// The tournament's handicap rule.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct HandicapRule {
    /// Subtracted from the rank difference (e.g. 1: ranks one apart play even).
    pub reduction: u8,
    /// Most stones given, 0–9. 0: every game is even.
    pub cap: u8,
    /// Komi of a handicap game: 0 by seed 001, or the event's ½ point.
    pub handicap_komi: f64,
    /// Komi of an even game; none for Othello.
    pub even_komi: Option<f64>,
    /// Ranks of difference per stone (1: one stone a rank; 2: one stone per two ranks).
    #[serde(default = "one_rank")]
    pub ranks_per_stone: u8,
    /// How a difference that is not a whole number of stones is rounded.
    #[serde(default)]
    pub rounding: Rounding,
}

fn one_rank() -> u8 {
    1
}

/// How the rank difference is rounded to stones when a stone is worth several ranks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, TS)]
#[serde(rename_all = "kebab-case")]
#[ts(export)]
pub enum Rounding {
    /// 3 ranks at 2 ranks a stone: 1 stone.
    #[default]
    Down,
    /// 3 ranks at 2 ranks a stone: 2 stones (a half rounds up).
    Nearest,
    /// 3 ranks at 2 ranks a stone: 2 stones.
    Up,
}

impl Rounding {
    pub fn name(self) -> &'static str {
        match self {
            Rounding::Down => "down",
            Rounding::Nearest => "nearest",
            Rounding::Up => "up",
        }
    }
}

impl HandicapRule {
    pub const MAX_STONES: u8 = 9;

    /// Even games only, komi as the profile says.
    pub fn even_games(profile: Profile) -> Self {
        HandicapRule {
            reduction: 0,
            cap: 0,
            handicap_komi: 0.0,
            even_komi: profile.default_komi(),
            ranks_per_stone: 1,
            rounding: Rounding::Down,
        }
    }

    /// Handicap games up to 9 stones, without komi (seed 001).
    pub fn full_handicap(profile: Profile) -> Self {
        HandicapRule {
            cap: if profile.is_go() { Self::MAX_STONES } else { 0 },
            ..Self::even_games(profile)
        }
    }

    /// The handicap the rank difference asks for, before the cap (may exceed 9).
    pub fn needed(&self, a: Rank, b: Rank) -> u32 {
        if !a.is_known() || !b.is_known() {
            // No difference can be read from an unknown rank: an even game.
            return 0;
        }
        let diff = (a.strength() - b.strength()).unsigned_abs();
        let ranks = diff.saturating_sub(u32::from(self.reduction));
        let per = u32::from(self.ranks_per_stone.max(1));
        match self.rounding {
            Rounding::Down => ranks / per,
            Rounding::Nearest => (2 * ranks + per) / (2 * per),
            Rounding::Up => ranks.div_ceil(per),
        }
    }

    /// Stones and komi for a game between players of ranks `a` and `b`.
    pub fn terms(&self, a: Rank, b: Rank) -> Terms {
        let cap = u32::from(self.cap.min(Self::MAX_STONES));
        let stones = self.needed(a, b).min(cap) as u8;
        if stones == 0 {
            Terms {
                handicap: 0,
                komi: self.even_komi,
                weaker_black: false,
            }
        } else {
            Terms {
                handicap: stones,
                komi: Some(self.handicap_komi),
                weaker_black: true,
            }
        }
    }

    /// Stones the cap takes away from what the rank difference asks for (0 when handicaps
    /// are off altogether). The pairing tries to keep this at 0.
    pub fn excess(&self, a: Rank, b: Rank) -> u32 {
        if self.cap == 0 {
            0
        } else {
            self.needed(a, b)
                .saturating_sub(u32::from(self.cap.min(Self::MAX_STONES)))
        }
    }
}

/// The terms of one game.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct Terms {
    /// 0 even, 1 定先 (black, no komi), 2–9 stones.
    pub handicap: u8,
    pub komi: Option<f64>,
    /// The weaker player must take black (any handicap game).
    pub weaker_black: bool,
}

/// In a handicap game the weaker player takes black (domain.md §2): returns
/// `(black, white)`. Equal ranks keep the second named as black.
pub fn weaker_takes_black<T>(a: T, a_rank: Rank, b: T, b_rank: Rank) -> (T, T) {
    if a_rank < b_rank {
        (a, b)
    } else {
        (b, a)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn r(s: &str) -> Rank {
        s.parse().unwrap()
    }

    #[test]
    fn even_games_take_the_profile_komi() {
        let jp = HandicapRule::even_games(Profile::GoJapanese);
        assert_eq!(jp.terms(r("5d"), r("10k")).komi, Some(6.5));
        assert_eq!(
            jp.terms(r("5d"), r("10k")).handicap,
            0,
            "cap 0: every game even"
        );
        let cn = HandicapRule::even_games(Profile::GoChinese);
        assert_eq!(
            cn.terms(r("1d"), r("1d")).komi,
            Some(7.5),
            "3¾ stones = 7.5 points"
        );
        assert_eq!(
            HandicapRule::even_games(Profile::OthelloJoa)
                .terms(r("1d"), r("1k"))
                .komi,
            None
        );
    }

    #[test]
    fn handicap_is_rank_difference_less_reduction_capped() {
        let rule = HandicapRule {
            reduction: 1,
            cap: 5,
            handicap_komi: 0.0,
            even_komi: Some(6.5),
            ranks_per_stone: 1,
            rounding: Rounding::Down,
        };
        // 1k vs 2k: difference 1, reduction 1 → even.
        let t = rule.terms(r("1k"), r("2k"));
        assert_eq!((t.handicap, t.komi, t.weaker_black), (0, Some(6.5), false));
        // 1d vs 2k: difference 2 → 1 = 定先, black without komi.
        let t = rule.terms(r("1d"), r("2k"));
        assert_eq!((t.handicap, t.komi, t.weaker_black), (1, Some(0.0), true));
        // 3d vs 1k: difference 3 → 2 stones.
        assert_eq!(rule.terms(r("3d"), r("1k")).handicap, 2);
        // 5d vs 10k: difference 14 → 13, capped at 5.
        assert_eq!(rule.terms(r("5d"), r("10k")).handicap, 5);
        assert_eq!(rule.excess(r("5d"), r("10k")), 8);
        let full = HandicapRule::full_handicap(Profile::GoJapanese);
        assert_eq!(
            full.terms(r("9d"), r("30k")).handicap,
            9,
            "never more than 9 stones"
        );
        assert_eq!(full.terms(r("9d"), r("30k")).komi, Some(0.0));
    }

    #[test]
    fn a_stone_per_two_ranks_rounds_as_the_event_says() {
        let rule = |rounding| HandicapRule {
            ranks_per_stone: 2,
            rounding,
            ..HandicapRule::full_handicap(Profile::GoJapanese)
        };
        // 3d vs 1k: 3 ranks apart.
        let stones = |rounding| rule(rounding).terms(r("3d"), r("1k")).handicap;
        assert_eq!(stones(Rounding::Down), 1);
        assert_eq!(stones(Rounding::Nearest), 2);
        assert_eq!(stones(Rounding::Up), 2);
        // 4 ranks: 2 stones every way; 1 rank: rounded down, an even game.
        assert_eq!(rule(Rounding::Down).terms(r("3d"), r("2k")).handicap, 2);
        assert_eq!(rule(Rounding::Nearest).terms(r("3d"), r("2k")).handicap, 2);
        assert_eq!(rule(Rounding::Down).terms(r("1d"), r("1k")).handicap, 0);
        assert_eq!(rule(Rounding::Up).terms(r("1d"), r("1k")).handicap, 1);
    }
}
