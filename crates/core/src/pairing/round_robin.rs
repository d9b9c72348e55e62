//! Round robin by the Berger tables (FIDE Handbook C.05, annex 1): any number of players,
//! a bye for whoever meets the dummy when the count is odd.

use super::{
    ranked_field, show_score, standings_before, Board, ColourPolicy, ColourSource, Pairing,
    PairingError, PairingNote, PairingReason, RoundInput,
};
use crate::handicap::weaker_takes_black;

/// Round `round` (1-based) of the Berger table for `n` players numbered 1..=n (n even; for
/// an odd field add a dummy n+1 whose opponent has the bye). Each pair is (first, second):
/// the first named moves first (black).
///
/// Round r: with m = n − 1 and s = (r − 1)·n/2 mod m, the circle is L_k = (s + k) mod m + 1
/// for k = 0..m; board 1 is L_0 against n (n has the first move in even rounds), board i
/// is L_i against L_{m−i}.
pub fn berger_round(n: usize, round: usize) -> Vec<(usize, usize)> {
    assert!(
        n >= 2 && n & 1 == 0,
        "Berger tables are for an even number of players"
    );
    assert!(
        (1..n).contains(&round),
        "round {round} is outside 1..{}",
        n - 1
    );
    let m = n - 1;
    let s = (round - 1) * n / 2 % m;
    let circle: Vec<usize> = (0..m).map(|k| (s + k) % m + 1).collect();
    let mut pairs = Vec::with_capacity(n / 2);
    pairs.push(if round % 2 == 1 {
        (circle[0], n)
    } else {
        (n, circle[0])
    });
    for i in 1..n / 2 {
        pairs.push((circle[i], circle[m - i]));
    }
    pairs
}

/// Pairs a round-robin round. The field is `input.players` (the whole field, every round),
/// numbered by rank, then reading; players who withdrew are left in the table, and their
/// games are simply not played.
pub(super) fn pair(input: &RoundInput) -> Result<Pairing, PairingError> {
    let settings = &input.settings;
    let field = ranked_field(input)?;
    let n = field.len() + field.len() % 2;
    let rounds = (n - 1) as u32;
    if input.round == 0 || input.round > rounds {
        return Err(PairingError::RoundOutOfSchedule {
            round: input.round,
            rounds,
        });
    }
    let standing = standings_before(&input.players, &input.history, settings);
    let mut boards = Vec::new();
    let mut bye = None;
    for (first, second) in berger_round(n, input.round as usize) {
        let (Some(a), Some(b)) = (field.get(first - 1), field.get(second - 1)) else {
            bye = Some(field[first.min(second) - 1].id);
            continue;
        };
        let terms = settings.handicap.terms(a.rank, b.rank);
        let (black, white, colours) = if terms.weaker_black {
            let (black, white) = weaker_takes_black(a, a.rank, b, b.rank);
            (black, white, ColourSource::Handicap)
        } else if settings.colours == ColourPolicy::Draw {
            (a, b, ColourSource::Draw)
        } else {
            (a, b, ColourSource::Schedule)
        };
        let mut reasons = vec![PairingReason::RoundRobin {
            round: input.round,
            first: first as u32,
            first_name: a.name.clone(),
            second: second as u32,
            second_name: b.name.clone(),
            first_score: show_score(standing[&a.id].score),
            second_score: show_score(standing[&b.id].score),
        }];
        reasons.push(match colours {
            ColourSource::Handicap => PairingReason::HandicapBlack {
                stones: u32::from(terms.handicap),
                player: black.name.clone(),
                rank: String::new(),
            },
            ColourSource::Draw => PairingReason::DrawnAtBoard,
            _ => PairingReason::FirstNamedBlack,
        });
        boards.push(Board {
            board: boards.len() as u32 + 1,
            black: black.id,
            white: white.id,
            handicap: terms.handicap,
            komi: terms.komi,
            colours,
            reasons,
        });
    }
    Ok(Pairing {
        round: input.round,
        boards,
        bye,
        other_byes: Vec::new(),
        notes: vec![PairingNote::RoundRobinField {
            players: field.len() as u32,
            rounds,
        }],
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn six_players_match_the_fide_berger_table() {
        // FIDE Handbook C.05 annex 1, 5 or 6 players.
        let table = [
            vec![(1, 6), (2, 5), (3, 4)],
            vec![(6, 4), (5, 3), (1, 2)],
            vec![(2, 6), (3, 1), (4, 5)],
            vec![(6, 5), (1, 4), (2, 3)],
            vec![(3, 6), (4, 2), (5, 1)],
        ];
        for (r, expected) in table.iter().enumerate() {
            assert_eq!(&berger_round(6, r + 1), expected, "round {}", r + 1);
        }
    }

    #[test]
    fn four_and_eight_players_match_the_fide_berger_table() {
        let four = [
            vec![(1, 4), (2, 3)],
            vec![(4, 3), (1, 2)],
            vec![(2, 4), (3, 1)],
        ];
        for (r, expected) in four.iter().enumerate() {
            assert_eq!(&berger_round(4, r + 1), expected);
        }
        // 7 or 8 players, rounds 1, 2 and 7.
        assert_eq!(berger_round(8, 1), vec![(1, 8), (2, 7), (3, 6), (4, 5)]);
        assert_eq!(berger_round(8, 2), vec![(8, 5), (6, 4), (7, 3), (1, 2)]);
        assert_eq!(berger_round(8, 7), vec![(4, 8), (5, 3), (6, 2), (7, 1)]);
    }

    #[test]
    fn every_pair_meets_exactly_once_for_any_size() {
        for n in (2..=24).step_by(2) {
            let mut met = std::collections::HashSet::new();
            for r in 1..n {
                let round = berger_round(n, r);
                let mut seen = std::collections::HashSet::new();
                for &(a, b) in &round {
                    assert!(
                        seen.insert(a) && seen.insert(b),
                        "n={n} r={r}: someone plays twice"
                    );
                    assert!(
                        met.insert((a.min(b), a.max(b))),
                        "n={n}: {a}-{b} meet twice"
                    );
                }
                assert_eq!(seen.len(), n);
            }
            assert_eq!(met.len(), n * (n - 1) / 2);
        }
    }
}
