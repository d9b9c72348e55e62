//! The venue network's use cases, shared by the window, the CLI and the venue server:
//! report codes, results reported from the board (pending until accepted), the desk PIN.
//!
//! **Report codes.** Each board's code is derived from the event's secret (made by SQLite's
//! random source when the file is created, kept in the file, never shown): the first six
//! symbols of SHA-256(secret, round, board) over an alphabet without look-alikes (no 0/O,
//! 1/I/L). The same file always gives the same code; another event's codes are unrelated.
//!
//! **Which side reports.** A report may say `"side": "black"` or `"white"` (the phone page
//! asks "I played black / white"); one that says neither counts as the board's. A report is
//! *pending*: it never changes the standings. It is accepted by the TD (one key in the
//! window, `taikai result --accept`), or by itself when a black and a white report of the
//! board name the same result. Two reports that disagree wait for the TD, who enters the
//! result from the card.
//!
//! **Guesses.** [`Guard`] counts wrong codes per board: after [`MAX_WRONG`] the board locks
//! for [`LOCK`], and the right code is refused too until the lock ends. The guard lives in
//! the process that serves the venue (it is not the tournament's data).

use crate::board::{find_board, find_round};
use crate::error::{AppError, Result};
use crate::rounds::BoardView;
use serde::Serialize;
use sha2::{Digest, Sha256};
use std::collections::HashMap;
use std::time::{Duration, Instant};
use taikai_catalogue::VenueRefusal;
use taikai_core::result_text;
use taikai_store::TournamentFile;
use ts_rs::TS;

/// Wrong codes (or PINs) before a lock.
pub const MAX_WRONG: u32 = 10;
/// How long a lock lasts.
pub const LOCK: Duration = Duration::from_secs(300);
/// Who the history names for a result two players reported alike.
pub const BOTH_PLAYERS: &str = "venue: both players";

const ALPHABET: &[u8] = b"ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/// The venue settings the window's panel and `taikai serve` show. The venue's views use
/// snake_case field names, as main's views do since the exchange branch.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export)]
pub struct VenueSettings {
    /// Players may report results from the board.
    pub reports: bool,
    /// The second desk's PIN.
    pub pin: String,
}

/// The window's Venue panel: the server's state (given by the shell that runs it), the
/// event's settings and the reports waiting for the TD.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export)]
pub struct VenuePanel {
    /// The address phones open, while the server runs.
    pub url: Option<String>,
    /// The QR code of that address, as SVG.
    pub qr_svg: Option<String>,
    pub settings: VenueSettings,
    pub pending: Vec<ReportView>,
}

/// The panel for a server at `url` (none: not running) with its QR code.
pub fn panel(
    file: &TournamentFile,
    url: Option<String>,
    qr_svg: Option<String>,
) -> Result<VenuePanel> {
    Ok(VenuePanel {
        url,
        qr_svg,
        settings: settings(file)?,
        pending: pending(file, None)?,
    })
}

/// A pending (or closed) report, as the window and the CLI list it.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export)]
pub struct ReportView {
    pub round: u32,
    pub board: u32,
    /// `black`, `white` or `board`.
    pub side: String,
    pub result: String,
    pub at: String,
    /// `pending`, `accepted` or `set-aside`.
    pub state: String,
}

/// What a report did.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export)]
pub struct ReportOutcome {
    pub round: u32,
    pub board: u32,
    pub side: String,
    /// The result in its stored form.
    pub result: String,
    /// True when this report made the result stand (both players agreed).
    pub accepted: bool,
}

pub fn settings(file: &TournamentFile) -> Result<VenueSettings> {
    let v = file.venue()?;
    Ok(VenueSettings {
        reports: v.reports,
        pin: v.pin,
    })
}

/// Switches reporting from the board on or off (kept in the history).
pub fn set_reports(file: &mut TournamentFile, on: bool) -> Result<VenueSettings> {
    if file.venue()?.reports != on {
        file.set_reports(on, crate::now())?;
    }
    settings(file)
}

/// Remembers the address the venue is served at: printed lists and cards carry its QR code.
pub fn set_url(file: &mut TournamentFile, url: &str) -> Result<()> {
    Ok(file.set_venue_url(url, crate::now())?)
}

/// The code of a board, from the event's secret.
pub(crate) fn code_for(secret: &str, round: u32, board: u32) -> String {
    let digest = Sha256::digest(format!("taikai-report:{secret}:{round}:{board}").as_bytes());
    digest
        .iter()
        .take(6)
        .map(|b| ALPHABET[*b as usize % ALPHABET.len()] as char)
        .collect()
}

/// A board's report code (the board must be paired).
pub fn report_code(file: &TournamentFile, round: u32, board: u32) -> Result<String> {
    let r = find_round(file, round)?;
    find_board(&r, board)?;
    Ok(code_for(&file.venue()?.secret, round, board))
}

/// Codes compared without stopping at the first difference; case and spaces do not count.
fn same_code(given: &str, right: &str) -> bool {
    let given: Vec<u8> = given
        .bytes()
        .filter(|b| !b.is_ascii_whitespace() && *b != b'-')
        .map(|b| b.to_ascii_uppercase())
        .collect();
    given.len() == right.len()
        && given
            .iter()
            .zip(right.bytes())
            .fold(0u8, |acc, (a, b)| acc | (a ^ b))
            == 0
}

/// Counts wrong guesses per key (a board, or the desk) and locks after [`MAX_WRONG`].
#[derive(Debug, Default)]
pub struct Guard<K: std::hash::Hash + Eq> {
    wrong: HashMap<K, (u32, Option<Instant>)>,
}

impl<K: std::hash::Hash + Eq + Clone> Guard<K> {
    pub fn new() -> Self {
        Guard {
            wrong: HashMap::new(),
        }
    }

    /// Seconds left of the key's lock, if it is locked at `now`.
    pub fn locked(&mut self, key: &K, now: Instant) -> Option<u64> {
        let (_, until) = self.wrong.get(key)?;
        match until {
            Some(until) if *until > now => Some((*until - now).as_secs().max(1)),
            Some(_) => {
                self.wrong.remove(key);
                None
            }
            None => None,
        }
    }

    /// A wrong guess; locks the key at the [`MAX_WRONG`]th.
    pub fn wrong(&mut self, key: K, now: Instant) {
        let entry = self.wrong.entry(key).or_insert((0, None));
        entry.0 += 1;
        if entry.0 >= MAX_WRONG {
            entry.1 = Some(now + LOCK);
        }
    }

    pub fn right(&mut self, key: &K) {
        self.wrong.remove(key);
    }
}

/// The side a report names.
fn side_of(side: Option<&str>) -> Result<&'static str> {
    match side.map(|s| s.trim().to_ascii_lowercase()) {
        None => Ok("board"),
        Some(s) if s.is_empty() || s == "board" => Ok("board"),
        Some(s) if s == "black" || s == "b" => Ok("black"),
        Some(s) if s == "white" || s == "w" => Ok("white"),
        Some(s) => Err(VenueRefusal::BadSide { side: s }.into()),
    }
}

/// A report as it comes from the board.
#[derive(Debug, Clone, Copy)]
pub struct Report<'a> {
    pub round: u32,
    pub board: u32,
    /// The board's report code, from its result card.
    pub code: &'a str,
    /// `black`, `white`, or `None` for the board's.
    pub side: Option<&'a str>,
    /// In the result grammar: `B+R`, `W+3.5`, `34-30`.
    pub result: &'a str,
}

/// A result reported from the board: checked (reports on, the board, the code under the
/// guard, the result's grammar, no result in yet), kept pending, and accepted by itself when
/// a black and a white report agree. A refusal changes nothing in the file.
pub fn report(
    file: &mut TournamentFile,
    guard: &mut Guard<(u32, u32)>,
    now: Instant,
    report: &Report,
) -> Result<ReportOutcome> {
    let Report {
        round,
        board,
        code,
        side,
        result,
    } = *report;
    let venue = file.venue()?;
    if !venue.reports {
        return Err(VenueRefusal::ReportsOff.into());
    }
    let r = find_round(file, round)?;
    let b = find_board(&r, board)?.clone();
    let key = (round, board);
    if let Some(seconds) = guard.locked(&key, now) {
        return Err(VenueRefusal::Locked {
            round,
            board,
            seconds,
        }
        .into());
    }
    if !same_code(code, &code_for(&venue.secret, round, board)) {
        guard.wrong(key, now);
        if let Some(seconds) = guard.locked(&key, now) {
            return Err(VenueRefusal::Locked {
                round,
                board,
                seconds,
            }
            .into());
        }
        return Err(VenueRefusal::WrongCode { round, board }.into());
    }
    guard.right(&key);
    let side = side_of(side)?;
    let profile = file.settings()?.profile;
    let entry = result_text::parse(result, profile)?;
    if let Some(stands) = b.counted_text.clone().or(b.result_text.clone()) {
        return Err(VenueRefusal::ResultIn {
            round,
            board,
            result: stands,
        }
        .into());
    }
    file.add_report(round, board, side, &entry.text, crate::now())?;
    let pending = file.reports(Some(round), Some(board))?;
    let agreed = |colour: &str| {
        pending
            .iter()
            .rfind(|p| p.state == "pending" && p.side == colour)
            .map(|p| p.result.clone())
    };
    let accepted = match (agreed("black"), agreed("white")) {
        (Some(b), Some(w)) if b == w => {
            crate::game_day::record_result(file, round, board, &b, BOTH_PLAYERS, None)?;
            file.close_reports(round, board, "accepted")?;
            true
        }
        _ => false,
    };
    Ok(ReportOutcome {
        round,
        board,
        side: side.to_string(),
        result: entry.text,
        accepted,
    })
}

/// Reports of a round (or of every round), oldest first. A report still pending for a board
/// whose result came another way (the window, the CLI, a desk) reads `set-aside`.
pub fn reports(file: &TournamentFile, round: Option<u32>) -> Result<Vec<ReportView>> {
    let stored = file.reports(round, None)?;
    let mut decided: HashMap<(u32, u32), bool> = HashMap::new();
    let mut rounds: Vec<u32> = stored.iter().map(|r| r.round).collect();
    rounds.sort();
    rounds.dedup();
    for n in rounds {
        if let Some(r) = file.round(n)? {
            for b in &r.boards {
                let has = b.counted_text.is_some() || b.result_text.is_some();
                decided.insert((n, b.board.board), has);
            }
        }
    }
    Ok(stored
        .into_iter()
        .map(|r| {
            let set_aside =
                r.state == "pending" && decided.get(&(r.round, r.board)).copied().unwrap_or(true);
            ReportView {
                round: r.round,
                board: r.board,
                side: r.side,
                result: r.result,
                at: r.at,
                state: if set_aside {
                    "set-aside".to_string()
                } else {
                    r.state
                },
            }
        })
        .collect())
}

/// Pending reports only.
pub fn pending(file: &TournamentFile, round: Option<u32>) -> Result<Vec<ReportView>> {
    Ok(reports(file, round)?
        .into_iter()
        .filter(|r| r.state == "pending")
        .collect())
}

/// The TD accepts a board's pending report: its result is entered as the window enters one
/// (`by` is the history's name). Reports that disagree are refused: the TD enters the result.
pub fn accept(file: &mut TournamentFile, round: u32, board: u32, by: &str) -> Result<BoardView> {
    let mut results: Vec<String> = pending(file, Some(round))?
        .into_iter()
        .filter(|r| r.board == board)
        .map(|r| r.result)
        .collect();
    results.dedup();
    results.sort();
    results.dedup();
    let result = match results.as_slice() {
        [] => return Err(VenueRefusal::NothingPending { round, board }.into()),
        [one] => one.clone(),
        _ => {
            return Err(VenueRefusal::ReportsDisagree {
                round,
                board,
                results,
            }
            .into())
        }
    };
    let by = if by.trim().is_empty() { "TD" } else { by };
    let view = crate::game_day::record_result(file, round, board, &result, by, None)?;
    file.close_reports(round, board, "accepted")?;
    Ok(view)
}

/// Accepts every pending report of a round that does not disagree; returns the boards.
pub fn accept_all(file: &mut TournamentFile, round: u32, by: &str) -> Result<Vec<u32>> {
    let mut boards: Vec<u32> = pending(file, Some(round))?
        .iter()
        .map(|r| r.board)
        .collect();
    boards.sort();
    boards.dedup();
    let mut done = Vec::new();
    for b in boards {
        match accept(file, round, b, by) {
            Ok(_) => done.push(b),
            Err(AppError::Refused(taikai_catalogue::Refusal::Venue(
                VenueRefusal::ReportsDisagree { .. },
            ))) => {}
            Err(e) => return Err(e),
        }
    }
    Ok(done)
}

/// A second desk checks a player in: the window's use case, and the history names the desk,
/// in one transaction.
pub fn desk_check_in(
    file: &mut TournamentFile,
    player: i64,
    desk: &str,
) -> Result<taikai_core::Player> {
    file.write(|file| {
        let p = crate::players::set_status(file, player, taikai_core::PlayerStatus::CheckedIn)?;
        file.note_desk("check-in", &format!("player {player}"), desk, crate::now())?;
        Ok(p)
    })
}

/// Checks the desk PIN under the guard.
pub fn check_pin(
    file: &TournamentFile,
    guard: &mut Guard<()>,
    now: Instant,
    pin: &str,
) -> Result<()> {
    if let Some(seconds) = guard.locked(&(), now) {
        return Err(VenueRefusal::PinLocked { seconds }.into());
    }
    if same_code(pin, &file.venue()?.pin) {
        guard.right(&());
        Ok(())
    } else {
        guard.wrong((), now);
        match guard.locked(&(), now) {
            Some(seconds) => Err(VenueRefusal::PinLocked { seconds }.into()),
            None => Err(VenueRefusal::WrongPin.into()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_are_six_unambiguous_symbols_fixed_by_the_secret_round_and_board() {
        let a = code_for("00ff", 1, 3);
        assert_eq!(a.len(), 6);
        assert!(a.bytes().all(|b| ALPHABET.contains(&b)), "{a}");
        assert!(!a.contains(['0', 'O', '1', 'I', 'L']), "{a}");
        assert_eq!(a, code_for("00ff", 1, 3), "deterministic");
        assert_ne!(a, code_for("00ff", 1, 4));
        assert_ne!(a, code_for("00ff", 2, 3));
        assert_ne!(a, code_for("00fe", 1, 3));
        assert!(same_code(
            &format!(" {}-{} ", &a[..3].to_lowercase(), &a[3..]),
            &a
        ));
        assert!(!same_code(&a[..5], &a));
    }

    #[test]
    fn the_guard_locks_at_the_tenth_wrong_guess_until_the_lock_ends() {
        let mut guard = Guard::new();
        let t0 = Instant::now();
        for _ in 1..MAX_WRONG {
            guard.wrong(7u32, t0);
            assert_eq!(guard.locked(&7, t0), None);
        }
        guard.wrong(7, t0);
        assert!(guard.locked(&7, t0).is_some());
        assert_eq!(guard.locked(&8, t0), None, "other keys are free");
        assert!(guard
            .locked(&7, t0 + LOCK - Duration::from_secs(1))
            .is_some());
        assert_eq!(guard.locked(&7, t0 + LOCK), None, "the lock ends");
        guard.wrong(7, t0 + LOCK);
        assert_eq!(guard.locked(&7, t0 + LOCK), None, "counting starts again");
    }
}
