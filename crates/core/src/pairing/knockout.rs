//! Knockout: a seeded bracket. Seeds by rank (then reading); the bracket is the standard
//! one where seeds 1 and 2 can only meet in the final; top seeds get the byes when the
//! field is not a power of two. A drawn game (or both losing, JOA rules §16) sends the
//! holder of the draw-win right 引き分け勝ち through.

use super::{
    ranked_field, Board, ColourSource, Pairing, PairingError, PairingNote, PairingPlayer,
    PairingReason, RoundInput,
};
use crate::handicap::weaker_takes_black;
use crate::results::RoundRecord;

/// Bracket positions of seeds 1..=size (size a power of two): `[1, 8, 4, 5, 2, 7, 3, 6]`
/// for 8, so that adjacent entries meet in round 1 and the strongest seeds meet last.
pub fn bracket_order(size: usize) -> Vec<usize> {
    assert!(size.is_power_of_two());
    let mut order = vec![1];
    while order.len() < size {
        let m = order.len() * 2;
        order = order.iter().flat_map(|&s| [s, m + 1 - s]).collect();
    }
    order
}

/// Who is still in after each round: `entries[k]` are the bracket slots of round k+1
/// (`None`: an empty slot, so the opponent has a bye).
fn entries_for_round(
    field: &[&PairingPlayer],
    history: &[RoundRecord],
    round: u32,
) -> Result<Vec<Option<i64>>, PairingError> {
    let size = field.len().next_power_of_two();
    let mut slots: Vec<Option<i64>> = bracket_order(size)
        .into_iter()
        .map(|seed| field.get(seed - 1).map(|p| p.id))
        .collect();
    for r in 1..round {
        if slots.len() == 1 {
            return Err(PairingError::KnockoutFinished);
        }
        let games: Vec<_> = history
            .iter()
            .filter(|h| h.round == r)
            .flat_map(|h| h.games.iter())
            .collect();
        slots = slots
            .chunks(2)
            .map(|pair| match (pair[0], pair[1]) {
                (Some(a), Some(b)) => {
                    let game = games.iter().find(|g| g.involves(a) && g.involves(b));
                    match game.and_then(|g| g.knockout_winner()) {
                        Some(w) => Ok(Some(w)),
                        None => Err(PairingError::Undecided {
                            round: r,
                            black: game.map_or(a, |g| g.black),
                            white: game.map_or(b, |g| g.white),
                        }),
                    }
                }
                (a, b) => Ok(a.or(b)),
            })
            .collect::<Result<_, _>>()?;
    }
    if slots.len() == 1 {
        return Err(PairingError::KnockoutFinished);
    }
    Ok(slots)
}

pub(super) fn pair(input: &RoundInput) -> Result<Pairing, PairingError> {
    let settings = &input.settings;
    let field = ranked_field(input)?;
    let seed_of = |id: i64| field.iter().position(|p| p.id == id).map_or(0, |i| i + 1);
    let player = |id: i64| *field.iter().find(|p| p.id == id).expect("in the field");
    let slots = entries_for_round(&field, &input.history, input.round.max(1))?;
    let total_rounds = field.len().next_power_of_two().trailing_zeros();
    let mut boards = Vec::new();
    let mut byes = Vec::new();
    for pair in slots.chunks(2) {
        match (pair[0], pair[1]) {
            (Some(a), Some(b)) => {
                let (pa, pb) = (player(a), player(b));
                let terms = settings.handicap.terms(pa.rank, pb.rank);
                // Draw at the board unless a handicap fixes the colours; the higher-ranked
                // (same rank: older) is listed white: they grab / hide.
                let (black, white, colours) = if terms.weaker_black {
                    let (black, white) = weaker_takes_black(pa, pa.rank, pb, pb.rank);
                    (black, white, ColourSource::Handicap)
                } else {
                    let lead = crate::draw::leader(
                        (a, Some(pa.rank), pa.birth_year),
                        (b, Some(pb.rank), pb.birth_year),
                    )
                    .unwrap_or(a);
                    if lead == a {
                        (pb, pa, ColourSource::Draw)
                    } else {
                        (pa, pb, ColourSource::Draw)
                    }
                };
                boards.push(Board {
                    board: boards.len() as u32 + 1,
                    black: black.id,
                    white: white.id,
                    handicap: terms.handicap,
                    komi: terms.komi,
                    colours,
                    reasons: vec![
                        PairingReason::Knockout {
                            players: slots.len() as u32,
                            round: input.round,
                            rounds: total_rounds,
                            high_seed: seed_of(a) as u32,
                            high: pa.name.clone(),
                            low_seed: seed_of(b) as u32,
                            low: pb.name.clone(),
                        },
                        PairingReason::DrawWinDecides,
                    ],
                });
            }
            (Some(a), None) | (None, Some(a)) => byes.push(a),
            (None, None) => {}
        }
    }
    let mut notes = vec![PairingNote::KnockoutField {
        players: field.len() as u32,
    }];
    if byes.len() > 1 {
        notes.push(PairingNote::TopSeedByes {
            players: byes.iter().map(|id| player(*id).name.clone()).collect(),
        });
    }
    Ok(Pairing {
        round: input.round,
        boards,
        bye: byes.first().copied(),
        other_byes: byes.iter().skip(1).copied().collect(),
        notes,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seeds_one_and_two_can_only_meet_in_the_final() {
        assert_eq!(bracket_order(8), vec![1, 8, 4, 5, 2, 7, 3, 6]);
        assert_eq!(bracket_order(4), vec![1, 4, 2, 3]);
        let order = bracket_order(16);
        let half = |s| order.iter().position(|&x| x == s).unwrap() / 8;
        assert_ne!(half(1), half(2));
    }
}
