//! Rounds: pairing, pairs fixed by hand, results, colour draws, standings and the crosstable.

pub(crate) use crate::board::{board_view_of, draw_method, find_board, find_round, names};
pub use crate::board::{round_or_none, round_view};
pub use crate::board::{BoardView, PlayerBrief, ReasonView, RoundView};
use crate::error::{AppError, Result};
use crate::players::{self, PlayerRef};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use taikai_catalogue::{
    DrawWay, PairingNote, PlayerRefusal, RoundRefusal, SettingRefusal, Standing, Text,
};
use taikai_core::draw::{
    self, DrawAudit, DrawInputs, DrawMethod, DrawOutcome, DrawPlayer, DrawRequest, KouChoice,
};
use taikai_core::pairing::{self, FixedPair, Pairing, PairingPlayer, PairingSettings};
use taikai_core::results::Colour;
use taikai_core::standings::{self, CrosstableRow, StandingRow, StandingsSettings, TieBreak};
use taikai_core::{PairingSystem, Player, PlayerStatus};
use taikai_store::{StoredDraw, StoredRound, TournamentFile};
use ts_rs::TS;

/// A colour draw, as the TD asks for it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "kebab-case", tag = "mode")]
#[ts(export)]
pub enum DrawEntry {
    /// Taikai draws, with a fresh seed that the audit keeps.
    Random,
    /// What happened at the board: nigiri (Go), or the hidden stone 伏せ石 by method 乙, or
    /// by method 甲 in a knockout, where the choice may follow in a second entry.
    Recorded { inputs: DrawInputs },
    /// Method 甲: the choice of the player who won it, completing the board's last draw.
    KouChoice {
        choice: KouChoice,
        /// If the choice was the draw-win right: the colour the other player took.
        other_colour: Option<Colour>,
    },
}

/// A colour draw done: its audit and the board with its colours.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export)]
pub struct DrawView {
    pub audit: DrawAudit,
    /// The audit's steps as the rules describe them, in both languages.
    pub steps: Vec<Text>,
    pub board: BoardView,
}

/// The tournament's pairing settings (the profile's defaults until changed).
pub fn pairing_settings(file: &TournamentFile) -> Result<PairingSettings> {
    Ok(file.pairing_settings()?)
}

/// Changes the tournament's pairing settings; rounds already paired keep the settings they
/// were paired with.
pub fn set_pairing_settings(
    file: &mut TournamentFile,
    settings: &PairingSettings,
) -> Result<PairingSettings> {
    file.write(|file| {
        let profile = file.settings()?.profile;
        if settings.profile != profile {
            return Err(SettingRefusal::ProfileMismatch {
                given: settings.profile.to_string(),
                profile: profile.to_string(),
            }
            .into());
        }
        if settings.mcmahon_bar < settings.mcmahon_floor {
            return Err(SettingRefusal::BarBelowFloor {
                bar: settings.mcmahon_bar.to_string(),
                floor: settings.mcmahon_floor.to_string(),
            }
            .into());
        }
        file.set_pairing_settings(settings, crate::now())?;
        Ok(file.pairing_settings()?)
    })
}

/// Pairs a round (by default the next one) with the checked-in players and saves it.
/// A round that is paired but has no result yet can be paired again: the new pairing
/// replaces it and the history keeps the old one.
///
/// The previous round must have all its results, unless the TD pairs anyway and says why
/// (`despite_missing`); the reason goes into the round's notes and the history.
pub fn pair_round(
    file: &mut TournamentFile,
    round: Option<u32>,
    despite_missing: Option<&str>,
) -> Result<Pairing> {
    let next = file.rounds()?.last().map_or(1, |r| r.round + 1);
    crate::backups::before(file, &format!("pair-round-{}", round.unwrap_or(next)), None);
    file.write(|file| {
        let t = file.settings()?;
        let rounds = file.rounds()?;
        let next = rounds.last().map_or(1, |r| r.round + 1);
        let target = round.unwrap_or(next);
        if target == 0 || target > t.rounds {
            return Err(RoundRefusal::NoSuchRound {
                round: target,
                rounds: t.rounds,
            }
            .into());
        }
        if target > next {
            return Err(RoundRefusal::OutOfOrder {
                round: target,
                next,
            }
            .into());
        }
        if let Some(existing) = rounds.iter().find(|r| r.round == target) {
            if let Some(later) = rounds.iter().find(|r| r.round > target) {
                return Err(RoundRefusal::LaterRoundPaired {
                    round: target,
                    later: later.round,
                }
                .into());
            }
            if existing.has_results() {
                let done: Vec<u32> = existing
                    .boards
                    .iter()
                    .filter(|b| b.result.is_some())
                    .map(|b| b.board.board)
                    .collect();
                return Err(RoundRefusal::HasResults {
                    round: target,
                    boards: done,
                }
                .into());
            }
        }
        let mut missing_note = None;
        if let Some(previous) = rounds.iter().find(|r| r.round + 1 == target) {
            let missing = previous.missing_results();
            let reason = despite_missing.map(str::trim).filter(|r| !r.is_empty());
            match reason {
                _ if missing.is_empty() => {}
                Some(reason) => {
                    missing_note = Some(PairingNote::PairedDespiteMissing {
                        previous: previous.round,
                        boards: missing,
                        reason: reason.to_string(),
                    })
                }
                None => {
                    return Err(RoundRefusal::MissingResults {
                        previous: previous.round,
                        round: target,
                        boards: missing,
                    }
                    .into())
                }
            }
        }
        let excluded: Vec<i64> = file
            .exclusions(target)?
            .into_iter()
            .map(|(id, _)| id)
            .collect();
        let players: Vec<PairingPlayer> = file
            .players()?
            .iter()
            .filter(|p| p.status == PlayerStatus::CheckedIn && !excluded.contains(&p.id))
            .map(PairingPlayer::from)
            .collect();
        let settings = file.pairing_settings()?;
        let input = pairing::RoundInput {
            round: target,
            players,
            history: rounds
                .iter()
                .filter(|r| r.round < target)
                .map(StoredRound::record)
                .collect(),
            fixed: file.fixed_pairs(target)?,
            settings: settings.clone(),
        };
        let pairing =
            pairing::pair_round(&input).map_err(|e| AppError::from(pairing_refusal(e, target)))?;
        let mut pairing = pairing;
        pairing.notes.extend(missing_note);
        file.save_pairing(&pairing, &settings, crate::now())?;
        Ok(pairing)
    })
}

/// Fixes two players to meet in a round, `black` with black. Applied when the round is
/// paired (or paired again, if it is paired and has no result yet).
pub fn fix_pair(
    file: &mut TournamentFile,
    round: u32,
    black: &PlayerRef,
    white: &PlayerRef,
) -> Result<FixedPair> {
    file.write(|file| {
        check_pairing_can_change(file, round)?;
        check_pairs_by_hand(file)?;
        let b = players::find(file, black)?;
        let w = players::find(file, white)?;
        if b.id == w.id {
            return Err(PlayerRefusal::WithThemself { name: b.name }.into());
        }
        for p in [&b, &w] {
            if p.status != PlayerStatus::CheckedIn {
                return Err(PlayerRefusal::NotCheckedIn {
                    name: p.name.clone(),
                    id: p.id,
                    standing: standing(p.status),
                }
                .into());
            }
        }
        for fixed in file.fixed_pairs(round)? {
            for p in [&b, &w] {
                if fixed.black == p.id || fixed.white == p.id {
                    return Err(PlayerRefusal::InAFixedPair {
                        name: p.name.clone(),
                        id: p.id,
                        round,
                        black: fixed.black,
                        white: fixed.white,
                    }
                    .into());
                }
            }
        }
        let pair = FixedPair {
            black: b.id,
            white: w.id,
        };
        file.add_fixed_pair(round, pair, crate::now())?;
        Ok(pair)
    })
}

/// Refuses pairs set by hand (fixed or swapped) where the system draws every round from
/// its table: a round robin (everyone meets everyone once) or a knockout's bracket.
pub(crate) fn check_pairs_by_hand(file: &TournamentFile) -> Result<()> {
    match file.pairing_settings()?.system {
        PairingSystem::RoundRobin => Err(RoundRefusal::RoundRobinTable.into()),
        PairingSystem::Knockout => Err(RoundRefusal::KnockoutBracket.into()),
        PairingSystem::Mcmahon | PairingSystem::Swiss => Ok(()),
    }
}

/// Why the pairing engine could not pair `round`, as the catalogue says it.
fn pairing_refusal(e: pairing::PairingError, round: u32) -> RoundRefusal {
    use pairing::PairingError as E;
    match e {
        E::DuplicatePlayer(id) => RoundRefusal::DuplicatePlayer { id },
        E::FixedPairUnknownPlayer(id) => RoundRefusal::FixedPairAbsent { id },
        E::FixedPairTwice(id) => RoundRefusal::FixedPairTwice { id },
        E::FixedPairWithSelf(id) => RoundRefusal::FixedPairWithSelf { id },
        E::NoByeCandidate => RoundRefusal::NoByeCandidate,
        E::TooFewPlayers => RoundRefusal::TooFewPlayers { round },
        E::RoundOutOfSchedule { round, rounds } => RoundRefusal::PastSchedule { round, rounds },
        E::Undecided {
            round,
            black,
            white,
        } => RoundRefusal::Undecided {
            round,
            black,
            white,
        },
        E::KnockoutFinished => RoundRefusal::KnockoutOver,
    }
}

/// A player's status as a refusal names it.
pub(crate) fn standing(status: PlayerStatus) -> Standing {
    match status {
        PlayerStatus::Registered => Standing::Registered,
        PlayerStatus::CheckedIn => Standing::CheckedIn,
        PlayerStatus::Withdrawn => Standing::Withdrawn,
    }
}

/// Refuses a round the tournament does not have, or one whose pairing is settled by results:
/// fixing pairs, swapping players and keeping a player out all change a pairing.
pub(crate) fn check_pairing_can_change(file: &TournamentFile, round: u32) -> Result<()> {
    let rounds = file.settings()?.rounds;
    if round == 0 || round > rounds {
        return Err(RoundRefusal::NoSuchRound { round, rounds }.into());
    }
    if file.round(round)?.is_some_and(|r| r.has_results()) {
        return Err(RoundRefusal::Settled { round }.into());
    }
    Ok(())
}

/// A seed for a draw performed by Taikai: the operating system's per-process random keys
/// mixed with the clock. The audit keeps it, so the draw can be replayed.
fn fresh_seed() -> u64 {
    use std::hash::{BuildHasher, Hasher};
    let mut h = std::collections::hash_map::RandomState::new().build_hasher();
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos());
    h.write_u128(nanos);
    h.finish()
}

fn draw_player(p: Option<&Player>, id: i64) -> DrawPlayer {
    DrawPlayer {
        id,
        name: p.map_or_else(|| format!("player {id}"), |p| p.name.clone()),
        rank: p.map(|p| p.rank).filter(|r| r.is_known()),
        birth_year: p.and_then(|p| p.birth_year),
    }
}

/// Draws the colours of an even board (nigiri for Go, 伏せ石 method 乙 for Othello),
/// performed by Taikai or recorded from the board, and keeps the audit.
pub fn draw(
    file: &mut TournamentFile,
    round: u32,
    board: u32,
    entry: &DrawEntry,
) -> Result<DrawView> {
    file.write(|file| {
        let profile = file.settings()?.profile;
        let r = find_round(file, round)?;
        let b = find_board(&r, board)?.clone();
        // Othello: the event's method for this round (JOA rules §1 leaves 甲 or 乙 to it).
        let method = draw_method(file, round)?;
        let wanted = match entry {
            DrawEntry::Random => method,
            DrawEntry::Recorded { inputs } => inputs.method(),
            DrawEntry::KouChoice { .. } => DrawMethod::HiddenStoneKou,
        };
        if wanted != method {
            return Err(RoundRefusal::WrongDrawMethod {
                round,
                board,
                go: profile.is_go(),
                way: match method {
                    DrawMethod::Nigiri => DrawWay::Nigiri,
                    DrawMethod::HiddenStoneKou => DrawWay::Kou,
                    DrawMethod::HiddenStoneOtsu => DrawWay::Otsu,
                },
            }
            .into());
        }
        if b.result.is_some() {
            return Err(RoundRefusal::DrawAfterResult { round, board }.into());
        }
        if b.board.handicap > 0 {
            return Err(RoundRefusal::DrawOnHandicap { round, board }.into());
        }
        let all = file.players()?;
        let by_id: HashMap<i64, &Player> = all.iter().map(|p| (p.id, p)).collect();
        let req = DrawRequest {
            method,
            players: [
                draw_player(by_id.get(&b.board.black).copied(), b.board.black),
                draw_player(by_id.get(&b.board.white).copied(), b.board.white),
            ],
            at: crate::now().to_rfc3339(),
            by: "TD".to_string(),
        };
        let audit = match *entry {
            DrawEntry::Random => draw::perform(&req, fresh_seed(), None, None),
            DrawEntry::KouChoice {
                choice,
                other_colour,
            } => {
                // Replays the board's last draw (performed: same seed) with the choice made.
                let last = file
                    .draws(Some(round))?
                    .into_iter()
                    .rfind(|d| d.board == board)
                    .filter(|d| matches!(d.audit.outcome, DrawOutcome::AwaitingChoice { .. }))
                    .ok_or(RoundRefusal::NoChoiceWaiting { round, board })?;
                match (last.audit.seed, last.audit.inputs) {
                    (Some(seed), _) => draw::perform(&req, seed, Some(choice), other_colour),
                    (
                        None,
                        DrawInputs::HiddenStoneKou {
                            hider,
                            top,
                            declared,
                            ..
                        },
                    ) => draw::record(
                        &req,
                        DrawInputs::HiddenStoneKou {
                            hider,
                            top,
                            declared,
                            choice: Some(choice),
                            other_colour,
                        },
                    ),
                    _ => unreachable!("only method 甲 waits for a choice"),
                }
            }
            DrawEntry::Recorded { ref inputs } => draw::record(&req, inputs.clone()),
        }
        .map_err(|e| RoundRefusal::Draw {
            round,
            board,
            problem: e.0,
        })?;
        let saved = file
            .save_draw(round, board, &audit, crate::now())?
            .ok_or(taikai_store::StoreError::NoSuchBoard { round, board })?;
        Ok(DrawView {
            steps: audit.steps.iter().map(|s| s.text()).collect(),
            audit,
            board: board_view_of(file, round, saved.board.board)?,
        })
    })
}

/// Every colour draw kept for a round (or all rounds).
pub fn draws(file: &TournamentFile, round: Option<u32>) -> Result<Vec<StoredDraw>> {
    Ok(file.draws(round)?)
}

/// The players the standings list: everyone checked in or who has played or had a bye.
pub(crate) fn standings_input(
    file: &TournamentFile,
) -> Result<(
    Vec<PairingPlayer>,
    Vec<taikai_core::results::RoundRecord>,
    StandingsSettings,
)> {
    let t = file.settings()?;
    let rounds: Vec<_> = file.rounds()?.iter().map(StoredRound::record).collect();
    let took_part = |id: i64| {
        rounds
            .iter()
            .any(|r| r.byes.contains(&id) || r.games.iter().any(|g| g.involves(id)))
    };
    let players = file
        .players()?
        .iter()
        .filter(|p| p.status == PlayerStatus::CheckedIn || took_part(p.id))
        .map(PairingPlayer::from)
        .collect();
    let ps = file.pairing_settings()?;
    let mut settings = StandingsSettings::new(t.profile, ps.system);
    settings.mcmahon_bar = ps.mcmahon_bar;
    settings.mcmahon_floor = ps.mcmahon_floor;
    settings.bye_score = ps.bye_score;
    settings.forfeits_in_sos = ps.forfeits_in_sos;
    settings.othello = ps.othello;
    if let Some(order) = file.tie_break_order()? {
        settings.order = order;
    }
    Ok((players, rounds, settings))
}

/// The standings after the results entered so far, best first.
pub fn standings(file: &TournamentFile) -> Result<Vec<StandingRow>> {
    let (players, rounds, settings) = standings_input(file)?;
    Ok(standings::standings(&players, &rounds, &settings))
}

/// The standings' tie-break order: the profile's, or the TD's.
pub fn tie_break_order(file: &TournamentFile) -> Result<Vec<TieBreak>> {
    Ok(standings_input(file)?.2.order)
}

/// Sets the tie-break order. The first criterion must be the score (or wins), so the
/// standings rank by results first; the rest in any order, each once.
pub fn set_tie_break_order(file: &mut TournamentFile, order: &[TieBreak]) -> Result<Vec<TieBreak>> {
    file.write(|file| {
        if !matches!(order.first(), Some(TieBreak::Score | TieBreak::Wins)) {
            return Err(SettingRefusal::TieBreakFirst.into());
        }
        for (i, t) in order.iter().enumerate() {
            if order[..i].contains(t) {
                return Err(SettingRefusal::TieBreakTwice {
                    name: tie_break_name(*t).to_string(),
                }
                .into());
            }
        }
        file.set_tie_break_order(order, crate::now())?;
        tie_break_order(file)
    })
}

/// Reads a tie-break order as typed: `score,sos,sosos`.
pub fn parse_tie_breaks(list: &str) -> Result<Vec<TieBreak>> {
    list.split(',')
        .map(|w| {
            let w = w.trim();
            ALL_TIE_BREAKS
                .into_iter()
                .find(|t| tie_break_name(*t) == w)
                .ok_or_else(|| {
                    SettingRefusal::NotATieBreak {
                        text: w.to_string(),
                    }
                    .into()
                })
        })
        .collect()
}

const ALL_TIE_BREAKS: [TieBreak; 8] = [
    TieBreak::Score,
    TieBreak::Wins,
    TieBreak::Sos,
    TieBreak::Sosos,
    TieBreak::Sodos,
    TieBreak::StoneDiff,
    TieBreak::HeadToHead,
    TieBreak::Lot,
];

/// The kebab-case name of a criterion, as the CLI takes it.
pub fn tie_break_name(t: TieBreak) -> &'static str {
    match t {
        TieBreak::Score => "score",
        TieBreak::Wins => "wins",
        TieBreak::Sos => "sos",
        TieBreak::Sosos => "sosos",
        TieBreak::Sodos => "sodos",
        TieBreak::StoneDiff => "stone-diff",
        TieBreak::HeadToHead => "head-to-head",
        TieBreak::Lot => "lot",
    }
}

/// The crosstable: the standings with every player's game in every round.
pub fn crosstable(file: &TournamentFile) -> Result<Vec<CrosstableRow>> {
    let (players, rounds, settings) = standings_input(file)?;
    Ok(standings::crosstable(&players, &rounds, &settings))
}
