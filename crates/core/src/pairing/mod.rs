//! Pairing a round: McMahon and Swiss as one optimal weighted matching of the whole field,
//! round robin by Berger tables, knockout by a seeded bracket.
//!
//! # McMahon and Swiss
//!
//! Every player present (less the fixed pairs and the bye) is a vertex; every two players
//! who have not met are joined by an edge whose weight says how good their game would be.
//! A maximum-weight perfect matching of that graph (Edmonds' blossom algorithm, see
//! [`matching`]) is the pairing: the whole field at once, never group by group.
//!
//! The criteria, in strict priority (each outweighs the sum of all below it over a whole
//! round; the multipliers are computed per round from the field, see [`Weights`]):
//!
//! | level | criterion | cost of one pair |
//! |---|---|---|
//! | hard | never a rematch | no edge at all (only if no rematch-free pairing exists: cost = earlier meetings, above everything) |
//! | 5 | equal scores together | (score difference in half points)² |
//! | 4 | colour balance | 0; 1–2 if both had more of the same colour (even games, colours by balance) |
//! | 3 | not the same club / family / school | 1 if same club or a shared tag (when club avoidance is on) |
//! | 2 | handicap limit | stones the cap takes off what the ranks ask for |
//! | 1 | seeding in the score group | fold: \|p + q − (g − 1)\|, slip: \|\|p − q\| − g/2\|; across groups: distance in the ordering |
//!
//! The bye goes to the lowest player (score, then rank) who has not had one, and whose
//! absence leaves a rematch-free pairing of the rest.

pub mod knockout;
pub mod matching;
pub mod round_robin;

use crate::draw::HiddenStoneMethod;
use crate::handicap::{weaker_takes_black, HandicapRule, Terms};
use crate::player::Player;
use crate::profile::{PairingSystem, Profile};
use crate::rank::Rank;
use crate::results::OthelloScoring;
use crate::results::{Colour, Outcome, RoundRecord};
use serde::{Deserialize, Serialize};
use std::collections::{HashMap, HashSet};
use std::fmt;
use taikai_catalogue::{Criterion, GivenUp, ScoreName, StoneColour};
pub use taikai_catalogue::{PairingNote, PairingReason};
use ts_rs::TS;

/// A player as the pairing sees them.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct PairingPlayer {
    #[ts(type = "number")]
    pub id: i64,
    pub name: String,
    pub reading: String,
    #[ts(type = "string")]
    pub rank: Rank,
    pub club: String,
    pub birth_year: Option<i32>,
    /// Family, school or other groups whose members should not meet, like a club.
    #[serde(default)]
    pub tags: Vec<String>,
}

impl From<&Player> for PairingPlayer {
    fn from(p: &Player) -> Self {
        PairingPlayer {
            id: p.id,
            name: p.name.clone(),
            reading: p.reading.clone(),
            rank: p.rank,
            club: p.club.clone(),
            birth_year: p.birth_year,
            tags: p.groups(),
        }
    }
}

/// How players are paired inside a score group, strongest first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "kebab-case")]
#[ts(export)]
pub enum Seeding {
    /// 1st with last, 2nd with second last…
    Fold,
    /// Top half against bottom half: 1st with (g/2 + 1)th…
    Slip,
}

/// How the colours of an even game are decided.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "kebab-case")]
#[ts(export)]
pub enum ColourPolicy {
    /// By colour history (who had black less often takes black); a draw at the board when
    /// both are level.
    Balance,
    /// Always a draw at the board: nigiri (Go, Chinese rules §10) or 伏せ石 (JOA rules §1).
    Draw,
}

/// What a bye is worth in the score.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "kebab-case")]
#[ts(export)]
pub enum ByeScore {
    Win,
    Draw,
    Nothing,
}

impl ByeScore {
    pub fn half_points(self) -> i64 {
        match self {
            ByeScore::Win => 2,
            ByeScore::Draw => 1,
            ByeScore::Nothing => 0,
        }
    }
}

/// The tournament's pairing settings.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct PairingSettings {
    pub system: PairingSystem,
    pub profile: Profile,
    /// McMahon bar: everyone at or above starts with the same score.
    #[ts(type = "string")]
    pub mcmahon_bar: Rank,
    /// McMahon floor: everyone at or below starts with score 0.
    #[ts(type = "string")]
    pub mcmahon_floor: Rank,
    pub handicap: HandicapRule,
    pub seeding: Seeding,
    /// Avoid pairing players of the same club.
    pub avoid_same_club: bool,
    /// Avoid pairing players who share a family or group tag.
    #[serde(default = "yes")]
    pub avoid_same_group: bool,
    pub colours: ColourPolicy,
    pub bye_score: ByeScore,
    /// Othello: how colours are drawn (JOA rules §1 leaves 甲 or 乙 to the event);
    /// `None`: Taikai's default, 甲 in a knockout (no draws) and 乙 otherwise.
    #[serde(default)]
    pub hidden_stone: Option<HiddenStoneMethod>,
    /// Rounds that draw by another method than the event's (a final played with 甲).
    #[serde(default)]
    pub hidden_stone_rounds: Vec<RoundHiddenStone>,
    /// Whether a game won or lost by forfeit puts the opponent into SOS, SOSOS and SODOS.
    #[serde(default)]
    pub forfeits_in_sos: bool,
    /// Othello: stone differences of games not counted over the board (JOA rules §16, §18).
    #[serde(default)]
    pub othello: OthelloScoring,
}

fn yes() -> bool {
    true
}

/// The hidden-stone method of one round, where it is not the event's.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct RoundHiddenStone {
    pub round: u32,
    pub method: HiddenStoneMethod,
}

impl PairingSettings {
    /// Defaults: even games, bar 3d, floor 20k, fold, club avoidance on, colours by balance
    /// (Go) or by 伏せ石 every game (Othello), a bye counts as a win.
    pub fn new(profile: Profile, system: PairingSystem) -> Self {
        PairingSettings {
            system,
            profile,
            mcmahon_bar: Rank::Dan(3),
            mcmahon_floor: Rank::Kyu(20),
            handicap: HandicapRule::even_games(profile),
            seeding: Seeding::Fold,
            avoid_same_club: true,
            colours: if profile.is_go() {
                ColourPolicy::Balance
            } else {
                ColourPolicy::Draw
            },
            bye_score: ByeScore::Win,
            avoid_same_group: true,
            hidden_stone: None,
            hidden_stone_rounds: Vec::new(),
            forfeits_in_sos: false,
            othello: OthelloScoring::default(),
        }
    }

    /// The hidden-stone method the event draws Othello colours with: its choice, or 甲 in a
    /// knockout (it has no draws) and 乙 otherwise.
    pub fn hidden_stone_method(&self) -> HiddenStoneMethod {
        self.hidden_stone
            .unwrap_or(if self.system == PairingSystem::Knockout {
                HiddenStoneMethod::Kou
            } else {
                HiddenStoneMethod::Otsu
            })
    }

    /// The method of `round`: its own, else the event's.
    pub fn hidden_stone_in(&self, round: u32) -> HiddenStoneMethod {
        self.hidden_stone_rounds
            .iter()
            .find(|r| r.round == round)
            .map_or_else(|| self.hidden_stone_method(), |r| r.method)
    }

    /// Score before the first round, in half points: McMahon score from the rank clamped
    /// between floor and bar (floor = 0); 0 in every other system.
    pub fn initial_score(&self, rank: Rank) -> i64 {
        if self.system != PairingSystem::Mcmahon {
            return 0;
        }
        initial_mcmahon_score(rank, self.mcmahon_bar, self.mcmahon_floor)
    }
}

/// McMahon score before the first round, in half points: the rank clamped between floor
/// and bar, counted from the floor (floor and below: 0).
pub fn initial_mcmahon_score(rank: Rank, bar: Rank, floor: Rank) -> i64 {
    let floor = floor.strength();
    let bar = bar.strength().max(floor);
    i64::from(rank.strength().clamp(floor, bar) - floor) * 2
}

/// A pair fixed by the TD, with the colours as given.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct FixedPair {
    #[ts(type = "number")]
    pub black: i64,
    #[ts(type = "number")]
    pub white: i64,
}

/// Everything a round's pairing depends on.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct RoundInput {
    pub round: u32,
    /// Players to pair: checked in and not excluded (late entries too). Round robin and
    /// knockout take the whole field here.
    pub players: Vec<PairingPlayer>,
    /// Earlier rounds with their results.
    pub history: Vec<RoundRecord>,
    /// Pairs the TD fixed by hand; the rest is paired around them.
    #[serde(default)]
    pub fixed: Vec<FixedPair>,
    pub settings: PairingSettings,
}

/// How a board's colours were decided.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "kebab-case")]
#[ts(export)]
pub enum ColourSource {
    /// Handicap game: the weaker player takes black.
    Handicap,
    /// Colour history: the player who had black less often takes black.
    Balance,
    /// To be drawn at the board (nigiri / 伏せ石): the player listed as white grabs or hides.
    Draw,
    /// Set by the TD.
    Fixed,
    /// Given by the round-robin table.
    Schedule,
}

/// One board of a round.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct Board {
    pub board: u32,
    #[ts(type = "number")]
    pub black: i64,
    #[ts(type = "number")]
    pub white: i64,
    /// 0 even, 1 定先, 2–9 stones.
    pub handicap: u8,
    pub komi: Option<f64>,
    pub colours: ColourSource,
    /// Why these two meet, part by part; the catalogue renders them in either language.
    pub reasons: Vec<PairingReason>,
}

/// A round's pairing.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct Pairing {
    pub round: u32,
    pub boards: Vec<Board>,
    #[ts(type = "number | null")]
    pub bye: Option<i64>,
    /// Knockout only: byes after the first (top seeds in a field that is not a power of two).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[ts(type = "Array<number>")]
    pub other_byes: Vec<i64>,
    /// Remarks on the round as a whole (the bye, what the optimum was taken over).
    pub notes: Vec<PairingNote>,
}

/// Why a round cannot be paired, in words a TD understands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PairingError {
    DuplicatePlayer(i64),
    FixedPairUnknownPlayer(i64),
    FixedPairTwice(i64),
    FixedPairWithSelf(i64),
    /// Odd number of players and every one of them has had the bye.
    NoByeCandidate,
    /// Fewer than two players to pair.
    TooFewPlayers,
    /// Round robin: the round number is past the schedule.
    RoundOutOfSchedule {
        round: u32,
        rounds: u32,
    },
    /// Knockout: a game of an earlier round has no winner yet.
    Undecided {
        round: u32,
        black: i64,
        white: i64,
    },
    /// Knockout: the tournament is over.
    KnockoutFinished,
}

impl fmt::Display for PairingError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PairingError::DuplicatePlayer(id) => write!(f, "player {id} is listed twice"),
            PairingError::FixedPairUnknownPlayer(id) => {
                write!(f, "a fixed pair names player {id}, who is not present this round")
            }
            PairingError::FixedPairTwice(id) => write!(f, "player {id} is in two fixed pairs"),
            PairingError::FixedPairWithSelf(id) => write!(f, "player {id} cannot be paired with themself"),
            PairingError::NoByeCandidate => write!(
                f,
                "the number of players is odd and everyone has already had a bye: add a player or exclude one"
            ),
            PairingError::TooFewPlayers => write!(f, "there are fewer than two players to pair"),
            PairingError::RoundOutOfSchedule { round, rounds } => {
                write!(f, "the round robin has {rounds} rounds; there is no round {round}")
            }
            PairingError::Undecided { round, black, white } => write!(
                f,
                "round {round}: the game {black} (black) – {white} (white) has no winner yet; enter the result (a draw needs the draw-win right)"
            ),
            PairingError::KnockoutFinished => write!(f, "the knockout is over: it has a winner"),
        }
    }
}

impl std::error::Error for PairingError {}

/// Pairs one round as the settings' system says.
pub fn pair_round(input: &RoundInput) -> Result<Pairing, PairingError> {
    let mut seen = HashSet::new();
    for p in &input.players {
        if !seen.insert(p.id) {
            return Err(PairingError::DuplicatePlayer(p.id));
        }
    }
    match input.settings.system {
        PairingSystem::Mcmahon | PairingSystem::Swiss => pair_by_matching(input),
        PairingSystem::RoundRobin => round_robin::pair(input),
        PairingSystem::Knockout => knockout::pair(input),
    }
}

/// What the pairing knows of a player from earlier rounds.
#[derive(Debug, Clone)]
pub(crate) struct Standing {
    /// Score in half points (McMahon score or wins).
    pub score: i64,
    /// Colours of earlier games, in round order; `None` for a handicap game.
    pub colours: Vec<Option<Colour>>,
    pub opponents: Vec<i64>,
    pub byes: u32,
}

impl Standing {
    /// Blacks minus whites over even games.
    pub fn colour_balance(&self) -> i32 {
        self.colours
            .iter()
            .map(|c| match c {
                Some(Colour::Black) => 1,
                Some(Colour::White) => -1,
                None => 0,
            })
            .sum()
    }

    /// Colours so far as letters: `B`, `W`, `h` (handicap); empty before the first game.
    pub fn colour_letters(&self) -> String {
        self.colours
            .iter()
            .map(|c| match c {
                Some(Colour::Black) => 'B',
                Some(Colour::White) => 'W',
                None => 'h',
            })
            .collect()
    }
}

/// Scores, colours and opponents of `players` after `history`.
pub(crate) fn standings_before(
    players: &[PairingPlayer],
    history: &[RoundRecord],
    settings: &PairingSettings,
) -> HashMap<i64, Standing> {
    let mut map: HashMap<i64, Standing> = players
        .iter()
        .map(|p| {
            let st = Standing {
                score: settings.initial_score(p.rank),
                colours: Vec::new(),
                opponents: Vec::new(),
                byes: 0,
            };
            (p.id, st)
        })
        .collect();
    let mut rounds: Vec<&RoundRecord> = history.iter().collect();
    rounds.sort_by_key(|r| r.round);
    for r in rounds {
        for g in &r.games {
            for (id, colour) in [(g.black, Colour::Black), (g.white, Colour::White)] {
                if let Some(st) = map.get_mut(&id) {
                    st.opponents.push(if colour == Colour::Black {
                        g.white
                    } else {
                        g.black
                    });
                    st.colours.push(g.is_even().then_some(colour));
                    st.score += match g.result.map(|res| res.outcome(colour)) {
                        Some(Outcome::Win) => 2,
                        Some(Outcome::Draw) => 1,
                        _ => 0,
                    };
                }
            }
        }
        for id in &r.byes {
            if let Some(st) = map.get_mut(id) {
                st.byes += 1;
                st.score += settings.bye_score.half_points();
            }
        }
    }
    map
}

/// Half points shown as a TD writes them: `12`, `11.5`.
/// The whole field in rank order (then reading), as round robin numbers it and knockout
/// seeds it; fewer than two players cannot be paired.
pub(crate) fn ranked_field(input: &RoundInput) -> Result<Vec<&PairingPlayer>, PairingError> {
    let mut field: Vec<&PairingPlayer> = input.players.iter().collect();
    if field.len() < 2 {
        return Err(PairingError::TooFewPlayers);
    }
    field.sort_by(|a, b| canonical_cmp(a, b, |_| 0));
    Ok(field)
}

pub(crate) fn show_score(half: i64) -> String {
    if half % 2 == 0 {
        format!("{}", half / 2)
    } else {
        format!("{}.5", half.div_euclid(2))
    }
}

/// The order every pairing starts from: score, then rank, then reading and name (so the
/// order players were entered never matters), then id.
pub(crate) fn canonical_cmp(
    a: &PairingPlayer,
    b: &PairingPlayer,
    score: impl Fn(i64) -> i64,
) -> std::cmp::Ordering {
    score(b.id)
        .cmp(&score(a.id))
        .then(b.rank.strength().cmp(&a.rank.strength()))
        .then_with(|| a.reading.cmp(&b.reading))
        .then_with(|| a.name.cmp(&b.name))
        .then(a.id.cmp(&b.id))
}

/// One vertex of the pairing graph.
struct Vertex<'a> {
    player: &'a PairingPlayer,
    /// Position in the whole ordering (score, rank…).
    order: usize,
    score: i64,
    group: usize,
    pos_in_group: usize,
    group_size: usize,
    colour_balance: i32,
    /// Club and tags as small integers (0: no club).
    club: u32,
    tags: Vec<u32>,
    /// Vertex indices met before (sorted, with repeats for repeated meetings).
    met: Vec<usize>,
}

/// Costs of one pair, lowest level first: seeding, handicap, club, colour, score, rematch.
pub const LEVELS: usize = 6;
const LEVEL_NAMES: [Criterion; LEVELS] = [
    Criterion::Seeding,
    Criterion::HandicapLimit,
    Criterion::Club,
    Criterion::ColourBalance,
    Criterion::Score,
    Criterion::Rematch,
];

/// The multipliers that make the criteria strictly lexicographic.
///
/// With P pairs in the round and m_k the largest cost of level k on any pair, level k+1's
/// unit is `U_{k+1} = U_k · (m_k · P + 1)`, so one unit of a level outweighs the largest
/// possible total of all lower levels over the whole round. The weight of an edge is
/// `U_6 − Σ U_k · cost_k` (always ≥ 1). If the units would pass 2⁵⁸ (huge fields with a
/// huge score spread), the lowest levels lose resolution first: their costs are shifted
/// right by `shift[k]` bits, and the round's notes say so.
#[derive(Debug, Clone)]
pub struct Weights {
    pub unit: [i64; LEVELS],
    pub shift: [u32; LEVELS],
    pub top: i64,
}

impl Weights {
    const LIMIT: u128 = 1 << 58;

    pub fn new(max_cost: [i64; LEVELS], pairs: usize) -> Weights {
        let mut shift = [0u32; LEVELS];
        loop {
            let mut unit = [0i64; LEVELS];
            let mut u: u128 = 1;
            let mut fits = true;
            for k in 0..LEVELS {
                unit[k] = u as i64;
                let m = (max_cost[k] >> shift[k]) as u128;
                u = u.saturating_mul(m * pairs as u128 + 1);
                if u > Self::LIMIT {
                    fits = false;
                    break;
                }
            }
            if fits {
                return Weights {
                    unit,
                    shift,
                    top: u as i64,
                };
            }
            // Lose one bit at the lowest level that still has any.
            let k = (0..LEVELS)
                .find(|&k| (max_cost[k] >> shift[k]) > 0)
                .expect("some level");
            shift[k] += 1;
        }
    }

    pub fn weight(&self, cost: &[i64; LEVELS]) -> i64 {
        let mut w = self.top;
        for ((unit, shift), c) in self.unit.iter().zip(&self.shift).zip(cost) {
            w -= unit * (c >> shift);
        }
        w
    }
}

struct Graph<'a> {
    v: Vec<Vertex<'a>>,
    settings: &'a PairingSettings,
    weights: Weights,
    allow_rematch: bool,
}

impl Graph<'_> {
    fn met(&self, a: usize, b: usize) -> i64 {
        let m = &self.v[a].met;
        let start = m.partition_point(|&x| x < b);
        m[start..].iter().take_while(|&&x| x == b).count() as i64
    }

    fn even_game(&self, a: usize, b: usize) -> bool {
        self.settings
            .handicap
            .terms(self.v[a].player.rank, self.v[b].player.rank)
            .handicap
            == 0
    }

    /// Same club (when club avoidance is on) or a shared family/group (when group avoidance
    /// is on).
    fn same_club(&self, a: usize, b: usize) -> bool {
        let (x, y) = (&self.v[a], &self.v[b]);
        (self.settings.avoid_same_club && x.club != 0 && x.club == y.club)
            || (self.settings.avoid_same_group && x.tags.iter().any(|t| y.tags.contains(t)))
    }

    fn costs(&self, a: usize, b: usize) -> [i64; LEVELS] {
        let (x, y) = (&self.v[a], &self.v[b]);
        let s = self.settings;
        let seeding = if x.group == y.group {
            let g = x.group_size as i64;
            let (p, q) = (x.pos_in_group as i64, y.pos_in_group as i64);
            match s.seeding {
                Seeding::Fold => (p + q - (g - 1)).abs(),
                Seeding::Slip => ((p - q).abs() - g / 2).abs(),
            }
        } else {
            (x.order as i64 - y.order as i64).abs()
        };
        let handicap = i64::from(s.handicap.excess(x.player.rank, y.player.rank));
        let club = i64::from(self.same_club(a, b));
        let colour = if s.colours == ColourPolicy::Balance && self.even_game(a, b) {
            let (ca, cb) = (x.colour_balance, y.colour_balance);
            if ca.signum() == cb.signum() && ca != 0 {
                i64::from(ca.abs().min(cb.abs()).min(2))
            } else {
                0
            }
        } else {
            0
        };
        let d = (x.score - y.score).abs();
        let rematch = if self.allow_rematch {
            self.met(a, b)
        } else {
            0
        };
        [seeding, handicap, club, colour, d * d, rematch]
    }

    fn allowed(&self, a: usize, b: usize) -> bool {
        self.allow_rematch || self.met(a, b) == 0
    }

    fn weight(&self, a: usize, b: usize) -> i64 {
        self.weights.weight(&self.costs(a, b))
    }
}

/// How the matching was found, for the round's notes and the benchmark.
#[derive(Debug, Clone, Default)]
pub struct SolveStats {
    pub candidate_edges: usize,
    pub solves: u32,
    pub full_graph: bool,
}

/// Candidate edges: each player's `k` nearest in the ordering, and the `window` nearest to
/// their ideal seeding partner in their score group.
fn candidate_edges(g: &Graph, k: usize, window: usize) -> Vec<(usize, usize)> {
    let n = g.v.len();
    let mut out = Vec::new();
    for a in 0..n {
        for b in a + 1..(a + 1 + k).min(n) {
            out.push((a, b));
        }
        let x = &g.v[a];
        let gs = x.group_size as i64;
        let p = x.pos_in_group as i64;
        let ideals: Vec<i64> = match g.settings.seeding {
            Seeding::Fold => vec![gs - 1 - p],
            Seeding::Slip => vec![p + gs / 2, p - gs / 2],
        };
        let group_start = a as i64 - p;
        for ideal in ideals {
            for q in ideal - window as i64..=ideal + window as i64 {
                if (0..gs).contains(&q) && q != p {
                    let b = (group_start + q) as usize;
                    out.push((a.min(b), a.max(b)));
                }
            }
        }
    }
    out.retain(|&(a, b)| g.allowed(a, b));
    out.sort_unstable();
    out.dedup();
    out
}

/// A maximum-weight perfect matching of the whole graph, or `None` if there is no perfect
/// matching. Solves on a sparse candidate graph first, then checks every other allowed pair
/// against the dual solution; pairs with negative slack are added and the graph solved
/// again, until the duals prove the matching optimal over all allowed pairs.
fn solve(g: &Graph, stats: &mut SolveStats) -> Option<Vec<(usize, usize)>> {
    let n = g.v.len();
    if n == 0 {
        return Some(Vec::new());
    }
    let full = |g: &Graph| -> Vec<(usize, usize)> {
        (0..n)
            .flat_map(|a| (a + 1..n).map(move |b| (a, b)))
            .filter(|&(a, b)| g.allowed(a, b))
            .collect()
    };
    let mut k = 8;
    let mut pairs = if n <= 64 {
        full(g)
    } else {
        candidate_edges(g, k, 3)
    };
    let mut is_full = n <= 64;
    let mut in_graph = vec![false; n * n];
    loop {
        let edges: Vec<matching::Edge> =
            pairs.iter().map(|&(a, b)| (a, b, g.weight(a, b))).collect();
        stats.solves += 1;
        stats.candidate_edges = edges.len();
        let m = matching::max_weight_perfect_matching(n, &edges);
        let Some(m) = m else {
            if is_full {
                return None;
            }
            k *= 4;
            if k >= n / 2 {
                pairs = full(g);
                is_full = true;
            } else {
                pairs = candidate_edges(g, k, 3 * k / 8);
            }
            continue;
        };
        let result: Vec<(usize, usize)> = (0..n)
            .filter_map(|a| m.mate[a].filter(|&b| a < b).map(|b| (a, b)))
            .collect();
        if is_full {
            stats.full_graph = true;
            return Some(result);
        }
        // Certificate: every allowed pair left out must have non-negative slack.
        in_graph.iter_mut().for_each(|x| *x = false);
        for &(a, b) in &pairs {
            in_graph[a * n + b] = true;
        }
        let mut added = Vec::new();
        for a in 0..n {
            for b in a + 1..n {
                if !in_graph[a * n + b] && g.allowed(a, b) && m.slack(a, b, g.weight(a, b)) < 0 {
                    added.push((a, b));
                }
            }
        }
        if added.is_empty() {
            return Some(result);
        }
        pairs.extend(added);
        pairs.sort_unstable();
        if stats.solves > 6 {
            pairs = full(g);
            is_full = true;
        }
    }
}

/// The bye, the pairs, whether rematches were needed, and the weights used.
type Chosen<'a> = (Option<&'a PairingPlayer>, Vec<(i64, i64)>, bool, Weights);

fn pair_by_matching(input: &RoundInput) -> Result<Pairing, PairingError> {
    let settings = &input.settings;
    let present: HashMap<i64, &PairingPlayer> = input.players.iter().map(|p| (p.id, p)).collect();
    // Fixed pairs first.
    let mut fixed_ids = HashSet::new();
    for f in &input.fixed {
        for id in [f.black, f.white] {
            if !present.contains_key(&id) {
                return Err(PairingError::FixedPairUnknownPlayer(id));
            }
        }
        if f.black == f.white {
            return Err(PairingError::FixedPairWithSelf(f.black));
        }
        for id in [f.black, f.white] {
            if !fixed_ids.insert(id) {
                return Err(PairingError::FixedPairTwice(id));
            }
        }
    }
    let standing = standings_before(&input.players, &input.history, settings);
    let score = |id: i64| standing[&id].score;
    let mut order: Vec<&PairingPlayer> = input.players.iter().collect();
    order.sort_by(|a, b| canonical_cmp(a, b, score));
    let rank_in_order: HashMap<i64, usize> =
        order.iter().enumerate().map(|(i, p)| (p.id, i)).collect();
    let free: Vec<&PairingPlayer> = order
        .iter()
        .copied()
        .filter(|p| !fixed_ids.contains(&p.id))
        .collect();
    if free.len() == 1 && input.fixed.is_empty() || input.players.len() < 2 {
        return Err(PairingError::TooFewPlayers);
    }

    // Bye candidates: lowest first, never twice.
    let bye_candidates: Vec<&PairingPlayer> = if free.len() % 2 == 1 {
        let c: Vec<_> = free
            .iter()
            .rev()
            .copied()
            .filter(|p| standing[&p.id].byes == 0)
            .collect();
        if c.is_empty() {
            return Err(PairingError::NoByeCandidate);
        }
        c
    } else {
        Vec::new()
    };

    let mut stats = SolveStats::default();
    let mut chosen: Option<Chosen> = None;
    'search: for allow_rematch in [false, true] {
        let byes: Vec<Option<&PairingPlayer>> = if bye_candidates.is_empty() {
            vec![None]
        } else {
            bye_candidates.iter().map(|p| Some(*p)).collect()
        };
        for bye in byes {
            let field: Vec<&PairingPlayer> = free
                .iter()
                .copied()
                .filter(|p| Some(p.id) != bye.map(|b| b.id))
                .collect();
            let graph = build_graph(&field, &standing, settings, allow_rematch);
            if let Some(pairs) = solve(&graph, &mut stats) {
                let ids = pairs
                    .iter()
                    .map(|&(a, b)| (field[a].id, field[b].id))
                    .collect();
                chosen = Some((bye, ids, allow_rematch, graph.weights.clone()));
                break 'search;
            }
        }
    }
    let Some((bye, pairs, rematches, weights)) = chosen else {
        // Cannot happen: with rematches allowed every even field has a perfect matching.
        return Err(PairingError::TooFewPlayers);
    };

    let mut notes = Vec::new();
    if let Some(b) = bye {
        let skipped = bye_candidates.iter().take_while(|c| c.id != b.id).count();
        let had = free.iter().filter(|p| standing[&p.id].byes > 0).count();
        notes.push(PairingNote::Bye {
            player: b.name.clone(),
            name: score_name(settings),
            score: show_score(score(b.id)),
            had: had as u32,
            passed_over: skipped as u32,
        });
    }
    if rematches {
        notes.push(PairingNote::RematchesKept);
    }
    for (k, &s) in weights.shift.iter().enumerate() {
        if s > 0 {
            notes.push(PairingNote::ReducedResolution {
                criterion: LEVEL_NAMES[k],
                bits: s,
            });
        }
    }
    notes.push(PairingNote::Optimal {
        rematch_free: !rematches,
        players: (free.len() - usize::from(bye.is_some())) as u32,
    });

    // Boards: fixed pairs and matched pairs, the board of the top player first.
    let mut boards: Vec<(usize, Board)> = Vec::new();
    for f in &input.fixed {
        let (b, w) = (present[&f.black], present[&f.white]);
        let mut reasons = vec![
            PairingReason::FixedByTd,
            PairingReason::Scores {
                name: score_name(settings),
                high: show_score(score(b.id)),
                low: show_score(score(w.id)),
            },
        ];
        if standing[&b.id].opponents.contains(&w.id) {
            reasons.push(PairingReason::RematchByTd);
        }
        let terms = settings.handicap.terms(b.rank, w.rank);
        boards.push((
            rank_in_order[&b.id].min(rank_in_order[&w.id]),
            Board {
                board: 0,
                black: b.id,
                white: w.id,
                handicap: terms.handicap,
                komi: terms.komi,
                colours: ColourSource::Fixed,
                reasons,
            },
        ));
    }
    for (a, b) in pairs {
        let (pa, pb) = (present[&a], present[&b]);
        let (hi, lo) = if rank_in_order[&a] < rank_in_order[&b] {
            (pa, pb)
        } else {
            (pb, pa)
        };
        boards.push((
            rank_in_order[&hi.id],
            explain(hi, lo, &standing, settings, &free),
        ));
    }
    boards.sort_by_key(|(k, _)| *k);
    let boards = boards
        .into_iter()
        .enumerate()
        .map(|(i, (_, mut b))| {
            b.board = i as u32 + 1;
            b
        })
        .collect();
    Ok(Pairing {
        round: input.round,
        boards,
        bye: bye.map(|b| b.id),
        other_byes: Vec::new(),
        notes,
    })
}

/// Totals of each criterion over a set of pairs, highest priority first: rematches, score
/// differences², colour conflicts, same club, handicap excess, seeding deviation. The pairing
/// minimises this vector lexicographically over all perfect pairings of the players it
/// pairs (`input.players` less fixed pairs and `bye`); exposed so tests and the TD's "why
/// not?" view can compare any alternative.
pub fn criteria_totals(
    input: &RoundInput,
    bye: Option<i64>,
    pairs: &[(i64, i64)],
) -> [i64; LEVELS] {
    let settings = &input.settings;
    let standing = standings_before(&input.players, &input.history, settings);
    let fixed: HashSet<i64> = input
        .fixed
        .iter()
        .flat_map(|f| [f.black, f.white])
        .collect();
    let mut order: Vec<&PairingPlayer> = input
        .players
        .iter()
        .filter(|p| !fixed.contains(&p.id) && Some(p.id) != bye)
        .collect();
    order.sort_by(|a, b| canonical_cmp(a, b, |id| standing[&id].score));
    let graph = build_graph(&order, &standing, settings, true);
    let index: HashMap<i64, usize> = order.iter().enumerate().map(|(i, p)| (p.id, i)).collect();
    let mut total = [0i64; LEVELS];
    for &(a, b) in pairs {
        let c = graph.costs(index[&a], index[&b]);
        for k in 0..LEVELS {
            total[LEVELS - 1 - k] += c[k];
        }
    }
    total
}

fn score_name(settings: &PairingSettings) -> ScoreName {
    if settings.system == PairingSystem::Mcmahon {
        ScoreName::Mms
    } else {
        ScoreName::Score
    }
}

fn build_graph<'a>(
    field: &[&'a PairingPlayer],
    standing: &HashMap<i64, Standing>,
    settings: &'a PairingSettings,
    allow_rematch: bool,
) -> Graph<'a> {
    let n = field.len();
    let index: HashMap<i64, usize> = field.iter().enumerate().map(|(i, p)| (p.id, i)).collect();
    let mut names: HashMap<String, u32> = HashMap::new();
    let mut intern = |s: &str| -> u32 {
        let key = crate::player::tidy(s).to_lowercase();
        if key.is_empty() {
            return 0;
        }
        let next = names.len() as u32 + 1;
        *names.entry(key).or_insert(next)
    };
    let mut v: Vec<Vertex> = Vec::with_capacity(n);
    let mut group = 0;
    let mut group_start = 0;
    for (i, p) in field.iter().enumerate() {
        let st = &standing[&p.id];
        if i > 0 && st.score != v[i - 1].score {
            group += 1;
            group_start = i;
        }
        let mut met: Vec<usize> = st
            .opponents
            .iter()
            .filter_map(|o| index.get(o).copied())
            .collect();
        met.sort_unstable();
        v.push(Vertex {
            player: p,
            order: i,
            score: st.score,
            group,
            pos_in_group: i - group_start,
            group_size: 0,
            colour_balance: st.colour_balance(),
            club: intern(&p.club),
            tags: p
                .tags
                .iter()
                .map(|t| intern(&format!("\u{0}tag:{t}")))
                .collect(),
            met,
        });
    }
    let mut sizes: HashMap<usize, usize> = HashMap::new();
    for x in &v {
        *sizes.entry(x.group).or_default() += 1;
    }
    for x in &mut v {
        x.group_size = sizes[&x.group];
    }
    let (smin, smax) = v.iter().fold((i64::MAX, i64::MIN), |(lo, hi), x| {
        (lo.min(x.score), hi.max(x.score))
    });
    let (rmin, rmax) = v.iter().fold((i32::MAX, i32::MIN), |(lo, hi), x| {
        (
            lo.min(x.player.rank.strength()),
            hi.max(x.player.rank.strength()),
        )
    });
    let h = &settings.handicap;
    let max_excess = if h.cap == 0 || n == 0 {
        0
    } else {
        i64::from(rmax - rmin)
            - i64::from(h.reduction)
            - i64::from(h.cap.min(HandicapRule::MAX_STONES))
    }
    .max(0);
    let max_met = if allow_rematch {
        v.iter()
            .map(|x| {
                x.met
                    .chunk_by(|a, b| a == b)
                    .map(|c| c.len() as i64)
                    .max()
                    .unwrap_or(0)
            })
            .max()
            .unwrap_or(0)
    } else {
        0
    };
    let spread = if n == 0 { 0 } else { smax - smin };
    let max_cost = [
        n as i64,
        max_excess,
        i64::from(settings.avoid_same_club),
        if settings.colours == ColourPolicy::Balance {
            2
        } else {
            0
        },
        spread * spread,
        max_met,
    ];
    Graph {
        v,
        settings,
        weights: Weights::new(max_cost, n / 2),
        allow_rematch,
    }
}

/// The board of `hi` (higher in the ordering) and `lo`, with colours, terms and the reasons.
fn explain(
    hi: &PairingPlayer,
    lo: &PairingPlayer,
    standing: &HashMap<i64, Standing>,
    settings: &PairingSettings,
    field: &[&PairingPlayer],
) -> Board {
    let (sh, sl) = (&standing[&hi.id], &standing[&lo.id]);
    let name = score_name(settings);
    let mut why = Vec::new();
    let (high, low) = (show_score(sh.score), show_score(sl.score));
    if sh.score == sl.score {
        why.push(PairingReason::SameScoreGroup { name, high, low });
    } else {
        why.push(PairingReason::FloatsDown {
            name,
            high,
            low,
            player: hi.name.clone(),
        });
    }
    let terms: Terms = settings.handicap.terms(hi.rank, lo.rank);
    let group_has_other = |id: i64, score: i64| {
        field
            .iter()
            .any(|p| p.id != id && p.id != hi.id && p.id != lo.id && standing[&p.id].score == score)
    };
    let same_club = !hi.club.trim().is_empty()
        && crate::player::tidy(&hi.club).to_lowercase()
            == crate::player::tidy(&lo.club).to_lowercase();
    let same_club = settings.avoid_same_club && same_club;
    let shared_tag = hi
        .tags
        .iter()
        .find(|t| lo.tags.contains(t))
        .filter(|_| settings.avoid_same_group);
    if same_club || shared_tag.is_some() {
        let given_up = if sh.score == sl.score && !group_has_other(hi.id, sh.score) {
            GivenUp::NoOtherPlayer
        } else if sh.score == sl.score {
            GivenUp::NoOtherPairing
        } else {
            GivenUp::MoreFloating
        };
        why.push(if same_club {
            PairingReason::SameClub {
                club: hi.club.trim().to_string(),
                why: given_up,
            }
        } else {
            PairingReason::SameGroup {
                group: shared_tag.cloned().unwrap_or_default(),
                why: given_up,
            }
        });
    }
    let excess = settings.handicap.excess(hi.rank, lo.rank);
    if excess > 0 {
        why.push(PairingReason::HandicapLimited {
            stones: u32::from(terms.handicap),
            asked: settings.handicap.needed(hi.rank, lo.rank),
        });
    }
    why.push(PairingReason::Colours {
        high: hi.name.clone(),
        high_colours: sh.colour_letters(),
        low: lo.name.clone(),
        low_colours: sl.colour_letters(),
    });
    if standing[&hi.id].opponents.contains(&lo.id) {
        why.push(PairingReason::Rematch);
    }
    // Colours.
    let (black, white, source) = if terms.weaker_black {
        let (weak, strong) = weaker_takes_black(hi, hi.rank, lo, lo.rank);
        why.push(PairingReason::HandicapBlack {
            stones: u32::from(terms.handicap),
            player: weak.name.clone(),
            rank: weak.rank.to_string(),
        });
        (weak, strong, ColourSource::Handicap)
    } else {
        let (bh, bl) = (sh.colour_balance(), sl.colour_balance());
        let balance = settings.colours == ColourPolicy::Balance;
        if balance && bh != bl {
            let (b, w) = if bh < bl { (hi, lo) } else { (lo, hi) };
            if bh.signum() == bl.signum() && bh != 0 {
                why.push(PairingReason::BalanceGivenUp {
                    more: if bh > 0 {
                        StoneColour::Black
                    } else {
                        StoneColour::White
                    },
                });
            }
            why.push(PairingReason::TakesBlack {
                player: b.name.clone(),
            });
            (b, w, ColourSource::Balance)
        } else {
            // Draw at the board: the higher-ranked (same or unknown rank: the older) grabs /
            // hides.
            let known = |r: Rank| r.is_known().then_some(r);
            let leader = crate::draw::leader(
                (hi.id, known(hi.rank), hi.birth_year),
                (lo.id, known(lo.rank), lo.birth_year),
            )
            .unwrap_or(hi.id);
            let (leader, other) = if leader == hi.id { (hi, lo) } else { (lo, hi) };
            why.push(if settings.profile.is_go() {
                PairingReason::Nigiri {
                    leader: leader.name.clone(),
                }
            } else {
                PairingReason::HiddenStone {
                    leader: leader.name.clone(),
                }
            });
            (other, leader, ColourSource::Draw)
        }
    };
    if let Some(k) = terms.komi {
        let komi = k.to_string();
        if terms.handicap == 0 {
            why.push(PairingReason::EvenGame { komi });
        } else {
            why.push(PairingReason::Komi { komi });
        }
    }
    Board {
        board: 0,
        black: black.id,
        white: white.id,
        handicap: terms.handicap,
        komi: terms.komi,
        colours: source,
        reasons: why,
    }
}

/// Scores after `history`, for callers outside pairing (e.g. the window's round view).
pub fn scores(
    players: &[PairingPlayer],
    history: &[RoundRecord],
    settings: &PairingSettings,
) -> HashMap<i64, f64> {
    standings_before(players, history, settings)
        .into_iter()
        .map(|(id, s)| (id, s.score as f64 / 2.0))
        .collect()
}
