//! Who plays in a round, by the TD's hand: keeping a player out of one round's pairing,
//! and swapping two players of a paired round (each takes the other's seat and colour; the
//! rest of the round is re-paired around the two new pairs).

use crate::error::{AppError, Result};
use crate::players::{self, PlayerRef};
use crate::rounds::{check_pairing_can_change, find_round, pair_round};
use serde::Serialize;
use taikai_catalogue::PlayerRefusal;
use taikai_core::pairing::{FixedPair, Pairing};
use taikai_core::Player;
use taikai_store::TournamentFile;
use ts_rs::TS;

/// A player kept out of a round.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export)]
pub struct Exclusion {
    #[ts(type = "number")]
    pub player: i64,
    pub name: String,
    pub reason: String,
}

/// Keeps a player out of a round's pairing (they stay checked in for later rounds). If the
/// round is already paired, pair it again to apply.
pub fn exclude(
    file: &mut TournamentFile,
    round: u32,
    who: &PlayerRef,
    reason: &str,
) -> Result<Player> {
    file.write(|file| {
        check_pairing_can_change(file, round)?;
        let p = players::find(file, who)?;
        let reason = reason.trim();
        file.set_exclusion(
            round,
            p.id,
            Some(if reason.is_empty() { "TD" } else { reason }),
            crate::now(),
        )?;
        Ok(p)
    })
}

/// Lets an excluded player back into a round's pairing.
pub fn include(file: &mut TournamentFile, round: u32, who: &PlayerRef) -> Result<Player> {
    file.write(|file| {
        check_pairing_can_change(file, round)?;
        let p = players::find(file, who)?;
        if !file.exclusions(round)?.iter().any(|(id, _)| *id == p.id) {
            return Err(PlayerRefusal::NotKeptOut {
                name: p.name,
                round,
            }
            .into());
        }
        file.set_exclusion(round, p.id, None, crate::now())?;
        Ok(p)
    })
}

/// The players kept out of a round, with names.
/// Keeps a player out of a round (with a reason) or lets them back (`None`); returns who is
/// kept out now.
pub fn set_exclusion(
    file: &mut TournamentFile,
    round: u32,
    who: &PlayerRef,
    reason: Option<&str>,
) -> Result<Vec<Exclusion>> {
    match reason {
        Some(reason) => exclude(file, round, who, reason)?,
        None => include(file, round, who)?,
    };
    exclusions(file, round)
}

pub fn exclusions(file: &TournamentFile, round: u32) -> Result<Vec<Exclusion>> {
    let names = crate::rounds::names(file)?;
    Ok(file
        .exclusions(round)?
        .into_iter()
        .map(|(player, reason)| Exclusion {
            player,
            name: names
                .get(&player)
                .map_or_else(|| format!("player {player}"), |p| p.name.clone()),
            reason,
        })
        .collect())
}

/// Swaps two players of a paired round without results: each takes the other's seat and
/// colour, and the rest of the round is paired again around the two new pairs.
pub fn swap(
    file: &mut TournamentFile,
    round: u32,
    a: &PlayerRef,
    b: &PlayerRef,
) -> Result<Pairing> {
    file.write(|file| {
        check_pairing_can_change(file, round)?;
        crate::rounds::check_pairs_by_hand(file)?;
        let r = find_round(file, round)?;
        let (pa, pb) = (players::find(file, a)?, players::find(file, b)?);
        if pa.id == pb.id {
            return Err(PlayerRefusal::SwapTwoPlayers.into());
        }
        let seat = |p: &Player| {
            r.board_of(p.id)
                .map(|b| (b.board.board, b.board.black, b.board.white))
                .ok_or_else(|| {
                    AppError::from(PlayerRefusal::NotAtABoard {
                        name: p.name.clone(),
                        round,
                    })
                })
        };
        let (board_a, board_b) = (seat(&pa)?, seat(&pb)?);
        if board_a.0 == board_b.0 {
            return Err(PlayerRefusal::SwapOneBoard {
                a: pa.name,
                b: pb.name,
                board: board_a.0,
            }
            .into());
        }
        let replace = |(_, black, white): (u32, i64, i64), out: i64, inn: i64| FixedPair {
            black: if black == out { inn } else { black },
            white: if white == out { inn } else { white },
        };
        for pair in [
            replace(board_a, pa.id, pb.id),
            replace(board_b, pb.id, pa.id),
        ] {
            file.add_fixed_pair(round, pair, crate::now())?;
        }
        pair_round(file, Some(round), None)
    })
}
