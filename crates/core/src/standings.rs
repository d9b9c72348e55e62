//! Standings and the crosstable (domain.md §6).
//!
//! Go: McMahon score (or wins), then SOS, SOSOS, SODOS. Othello JOA: wins, total stone
//! difference 石差合計, head-to-head, then lot. The order is editable. Scores are kept in
//! half points inside, shown as numbers (`3.5`).

use crate::draw::SplitMix64;
use crate::pairing::{initial_mcmahon_score, ByeScore, PairingPlayer};
pub use crate::profile::TieBreak;
use crate::profile::{PairingSystem, Profile};
use crate::rank::Rank;
pub use crate::results::OthelloScoring;
use crate::results::{Colour, GameResult, Outcome, RoundRecord};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use ts_rs::TS;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct StandingsSettings {
    pub system: PairingSystem,
    #[ts(type = "string")]
    pub mcmahon_bar: Rank,
    #[ts(type = "string")]
    pub mcmahon_floor: Rank,
    pub bye_score: ByeScore,
    /// Whether a game won or lost by forfeit puts the opponent into SOS, SOSOS and SODOS.
    pub forfeits_in_sos: bool,
    pub order: Vec<TieBreak>,
    pub othello: OthelloScoring,
    /// Seed of the lot, drawn once per tournament, as a decimal string.
    #[ts(type = "string")]
    #[serde(with = "seed_string")]
    pub lot_seed: u64,
}

mod seed_string {
    use serde::{Deserialize, Deserializer, Serializer};
    pub fn serialize<S: Serializer>(seed: &u64, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(seed)
    }
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<u64, D::Error> {
        String::deserialize(d)?
            .parse()
            .map_err(serde::de::Error::custom)
    }
}

impl StandingsSettings {
    /// The profile's tie-breaks and Othello scores. Bar 3d, floor 20k, byes count as wins,
    /// forfeit opponents are not counted in SOS.
    pub fn new(profile: Profile, system: PairingSystem) -> Self {
        let rules = profile.rules();
        StandingsSettings {
            system,
            mcmahon_bar: Rank::Dan(3),
            mcmahon_floor: Rank::Kyu(20),
            bye_score: ByeScore::Win,
            forfeits_in_sos: false,
            order: rules.tie_breaks,
            othello: rules.othello.unwrap_or_default(),
            lot_seed: 0,
        }
    }
}

/// One line of the standings (`taikai standings --json`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct StandingRow {
    /// Equal places for players the order cannot separate.
    pub place: u32,
    #[ts(type = "number")]
    pub id: i64,
    pub name: String,
    #[ts(type = "string")]
    pub rank: Rank,
    pub club: String,
    pub wins: f64,
    /// McMahon score, or wins in other systems.
    pub score: f64,
    pub sos: f64,
    pub sosos: f64,
    pub sodos: f64,
    /// 石差合計.
    pub stone_diff: i64,
    pub games: u32,
}

/// One cell of the crosstable: a player's game in one round.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct CrosstableCell {
    pub round: u32,
    #[ts(type = "number | null")]
    pub opponent: Option<i64>,
    /// Opponent's place, as crosstables print it.
    pub opponent_place: Option<u32>,
    pub colour: Option<Colour>,
    pub handicap: u8,
    pub outcome: Option<Outcome>,
    /// `3+/b`, `12-/w2`, `bye`, `-` (absent), `5?/b` (result not in).
    pub text: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct CrosstableRow {
    pub standing: StandingRow,
    pub cells: Vec<CrosstableCell>,
}

/// Per player tallies in half points.
#[derive(Debug, Clone, Default)]
struct Tally {
    score: i64,
    wins: i64,
    stone_diff: i64,
    games: u32,
    /// (opponent, outcome, counted in SOS)
    played: Vec<(i64, Outcome, bool)>,
}

fn tally(
    players: &[PairingPlayer],
    rounds: &[RoundRecord],
    s: &StandingsSettings,
) -> HashMap<i64, Tally> {
    let mut t: HashMap<i64, Tally> = HashMap::new();
    for p in players {
        let initial = if s.system == PairingSystem::Mcmahon {
            initial_mcmahon_score(p.rank, s.mcmahon_bar, s.mcmahon_floor)
        } else {
            0
        };
        t.insert(
            p.id,
            Tally {
                score: initial,
                ..Tally::default()
            },
        );
    }
    for r in rounds {
        for g in &r.games {
            let Some(result) = g.result else { continue };
            for (id, colour, opp) in [
                (g.black, Colour::Black, g.white),
                (g.white, Colour::White, g.black),
            ] {
                let e = t.entry(id).or_default();
                let outcome = result.outcome(colour);
                let half = match outcome {
                    Outcome::Win => 2,
                    Outcome::Draw => 1,
                    _ => 0,
                };
                e.score += half;
                e.wins += half;
                if outcome != Outcome::Void {
                    e.games += 1;
                }
                e.stone_diff += i64::from(match (result, outcome) {
                    (GameResult::BothLoseByForfeit, _) => s.othello.forfeit_loss,
                    (GameResult::BothLose, _) => s.othello.both_lose,
                    (r, Outcome::Win) if r.is_forfeit() => s.othello.forfeit_win,
                    (r, Outcome::Loss) if r.is_forfeit() => s.othello.forfeit_loss,
                    _ => g.discs.map_or(0, |d| match colour {
                        Colour::Black => i32::from(d.black) - i32::from(d.white),
                        Colour::White => i32::from(d.white) - i32::from(d.black),
                    }),
                });
                let counted =
                    outcome != Outcome::Void && (s.forfeits_in_sos || !result.is_forfeit());
                e.played.push((opp, outcome, counted));
            }
        }
        for id in &r.byes {
            let e = t.entry(*id).or_default();
            e.score += s.bye_score.half_points();
            e.wins += s.bye_score.half_points();
            e.stone_diff += i64::from(s.othello.bye);
        }
    }
    t
}

/// The standings after `rounds`, best first. Rows only for `players`; players are ordered
/// by the settings' order, never by the order they were entered.
pub fn standings(
    players: &[PairingPlayer],
    rounds: &[RoundRecord],
    s: &StandingsSettings,
) -> Vec<StandingRow> {
    let t = tally(players, rounds, s);
    let score = |id: i64| t.get(&id).map_or(0, |x| x.score);
    let sos = |id: i64| -> i64 {
        t.get(&id).map_or(0, |x| {
            x.played.iter().filter(|p| p.2).map(|p| score(p.0)).sum()
        })
    };
    let mut rows: Vec<(StandingRow, [i64; 6])> = players
        .iter()
        .map(|p| {
            let x = &t[&p.id];
            let s_os = sos(p.id);
            let sosos: i64 = x.played.iter().filter(|q| q.2).map(|q| sos(q.0)).sum();
            // In quarter points so a draw's half stays exact.
            let sodos_q: i64 = x
                .played
                .iter()
                .filter(|q| q.2)
                .map(|q| match q.1 {
                    Outcome::Win => 2 * score(q.0),
                    Outcome::Draw => score(q.0),
                    _ => 0,
                })
                .sum();
            let main = if s.system == PairingSystem::Mcmahon {
                x.score
            } else {
                x.wins
            };
            let row = StandingRow {
                place: 0,
                id: p.id,
                name: p.name.clone(),
                rank: p.rank,
                club: p.club.clone(),
                wins: x.wins as f64 / 2.0,
                score: main as f64 / 2.0,
                sos: s_os as f64 / 2.0,
                sosos: sosos as f64 / 2.0,
                sodos: sodos_q as f64 / 4.0,
                stone_diff: x.stone_diff,
                games: x.games,
            };
            (row, [main, x.wins, s_os, sosos, sodos_q, x.stone_diff])
        })
        .collect();
    // Stable start: by id, so the input order never matters.
    rows.sort_by_key(|r| r.0.id);
    // Refine blocks of tied players criterion by criterion.
    let mut blocks: Vec<Vec<usize>> = vec![(0..rows.len()).collect()];
    for crit in &s.order {
        let mut next = Vec::new();
        for block in blocks {
            if block.len() < 2 {
                next.push(block);
                continue;
            }
            let value = |i: usize| -> i64 {
                let k = &rows[i].1;
                match crit {
                    TieBreak::Score => k[0],
                    TieBreak::Wins => k[1],
                    TieBreak::Sos => k[2],
                    TieBreak::Sosos => k[3],
                    TieBreak::Sodos => k[4],
                    TieBreak::StoneDiff => k[5],
                    TieBreak::HeadToHead => {
                        let me = rows[i].0.id;
                        t[&me]
                            .played
                            .iter()
                            .filter(|q| block.iter().any(|&j| rows[j].0.id == q.0))
                            .map(|q| match q.1 {
                                Outcome::Win => 2,
                                Outcome::Draw => 1,
                                _ => 0,
                            })
                            .sum()
                    }
                    TieBreak::Lot => {
                        (SplitMix64::new(s.lot_seed ^ rows[i].0.id as u64).next_u64() >> 1) as i64
                    }
                }
            };
            let mut keyed: Vec<(i64, usize)> = block.iter().map(|&i| (value(i), i)).collect();
            keyed.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
            for chunk in keyed.chunk_by(|a, b| a.0 == b.0) {
                next.push(chunk.iter().map(|x| x.1).collect());
            }
        }
        blocks = next;
    }
    let mut out = Vec::with_capacity(rows.len());
    let mut place = 1;
    for block in blocks {
        for &i in &block {
            let mut row = rows[i].0.clone();
            row.place = place;
            out.push(row);
        }
        place += block.len() as u32;
    }
    out
}

/// The crosstable: the standings with every player's game in every round.
pub fn crosstable(
    players: &[PairingPlayer],
    rounds: &[RoundRecord],
    s: &StandingsSettings,
) -> Vec<CrosstableRow> {
    let table = standings(players, rounds, s);
    let place: HashMap<i64, u32> = table.iter().map(|r| (r.id, r.place)).collect();
    let mut sorted: Vec<&RoundRecord> = rounds.iter().collect();
    sorted.sort_by_key(|r| r.round);
    table
        .into_iter()
        .map(|standing| {
            let id = standing.id;
            let cells = sorted
                .iter()
                .map(|r| {
                    if let Some(g) = r.games.iter().find(|g| g.involves(id)) {
                        let colour = g.colour_of(id).expect("involves");
                        let opp = g.opponent_of(id).expect("involves");
                        let op = place.get(&opp).copied();
                        let sym = g.result.map_or("?", |res| res.symbol(colour));
                        let c = if colour == Colour::Black { "b" } else { "w" };
                        let h = if g.handicap > 0 {
                            g.handicap.to_string()
                        } else {
                            String::new()
                        };
                        CrosstableCell {
                            round: r.round,
                            opponent: Some(opp),
                            opponent_place: op,
                            colour: Some(colour),
                            handicap: g.handicap,
                            outcome: g.result.map(|res| res.outcome(colour)),
                            text: format!(
                                "{}{sym}/{c}{h}",
                                op.map_or("?".to_string(), |p| p.to_string())
                            ),
                        }
                    } else {
                        let bye = r.byes.contains(&id);
                        CrosstableCell {
                            round: r.round,
                            opponent: None,
                            opponent_place: None,
                            colour: None,
                            handicap: 0,
                            outcome: None,
                            text: if bye { "bye".into() } else { "-".into() },
                        }
                    }
                })
                .collect();
            CrosstableRow { standing, cells }
        })
        .collect()
}
