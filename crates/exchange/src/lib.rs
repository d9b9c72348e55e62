//! Exchange with the Go world. Each module reads or writes one format as plain functions
//! over core types, with no disk: the caller (crates/app) reads the file and writes the
//! bytes through the store's safe output.
//!
//! - [`opengotha`]: OpenGotha 3.51 tournament files, read ([`opengotha::read`]) and written
//!   ([`opengotha::write`]), following OpenGotha's own reader
//!   (`ExternalDocument.importTournamentFromXMLFile`, V3.51.02).
//! - [`egd`]: results for the European Go Database (h9), as OpenGotha's `generateH9File`
//!   writes them, with the EGF tournament class checked.
//! - [`aga`]: results for the American Go Association (TOURNEY / PLAYERS / GAMES).
//! - [`csv`]: players with their results and standings, for Excel (UTF-8 with a
//!   byte-order mark, or Shift_JIS).
//!
//! Everything a format cannot hold is said, item by item, as an [`ExchangeNote`]; a file
//! that cannot be read or written is an [`ExchangeRefusal`] naming where.

pub mod aga;
pub mod csv;
pub mod egd;
pub mod opengotha;

use taikai_catalogue::{ExchangeNote, ExchangeRefusal};
use taikai_core::clock::TimeControl;
use taikai_core::pairing::PairingSettings;
use taikai_core::results::GameResult;
use taikai_core::standings::{StandingRow, TieBreak};
use taikai_core::{Player, PlayerStatus, RatingSettings, TournamentSettings};

/// A tournament as the formats see it: what an export writes and what an import brings.
#[derive(Debug, Clone, PartialEq)]
pub struct Event {
    pub settings: TournamentSettings,
    pub pairing: PairingSettings,
    pub time_control: TimeControl,
    pub rating: RatingSettings,
    /// Players by id (an import numbers them 1, 2, … in the file's order).
    pub players: Vec<Player>,
    pub rounds: Vec<EventRound>,
    /// Players kept out of a round's pairing: (round, player).
    pub exclusions: Vec<(u32, i64)>,
    /// The standings order (the first is the score or wins).
    pub tie_breaks: Vec<TieBreak>,
    /// The standings after the rounds played (exports that list places); empty on import.
    pub standings: Vec<StandingRow>,
}

/// A paired round: its games and byes.
#[derive(Debug, Clone, PartialEq)]
pub struct EventRound {
    pub round: u32,
    pub games: Vec<EventGame>,
    pub byes: Vec<i64>,
}

/// One board of a round.
#[derive(Debug, Clone, PartialEq)]
pub struct EventGame {
    pub board: u32,
    pub black: i64,
    pub white: i64,
    /// 0 even, 1 定先, 2–9 stones.
    pub handicap: u8,
    pub komi: Option<f64>,
    pub result: Option<GameResult>,
}

/// What an export wrote, and what it could not carry.
#[derive(Debug, Clone, PartialEq)]
pub struct Written {
    pub bytes: Vec<u8>,
    pub notes: Vec<ExchangeNote>,
}

/// What an import read, and what it could not carry.
#[derive(Debug, Clone, PartialEq)]
pub struct Imported {
    pub event: Event,
    pub notes: Vec<ExchangeNote>,
}

/// The formats Taikai writes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    OpenGotha,
    Egd,
    Aga,
    Csv,
}

impl Format {
    pub const ALL: [Format; 4] = [Format::OpenGotha, Format::Egd, Format::Aga, Format::Csv];

    pub fn name(self) -> &'static str {
        match self {
            Format::OpenGotha => "opengotha",
            Format::Egd => "egd",
            Format::Aga => "aga",
            Format::Csv => "csv",
        }
    }

    /// The usual file extension.
    pub fn extension(self) -> &'static str {
        match self {
            Format::OpenGotha => "xml",
            Format::Egd => "h9",
            Format::Aga => "txt",
            Format::Csv => "csv",
        }
    }
}

impl std::str::FromStr for Format {
    type Err = ExchangeRefusal;
    fn from_str(s: &str) -> Result<Format, ExchangeRefusal> {
        let lower = s.trim().to_lowercase();
        Format::ALL
            .into_iter()
            .find(|f| f.name() == lower || (lower == "h9" && *f == Format::Egd))
            .ok_or(ExchangeRefusal::UnknownFormat {
                text: s.to_string(),
            })
    }
}

/// A Taikai name as OpenGotha's two parts: the family name up to the first space, the rest
/// as first name (`山田 太郎` → `山田`, `太郎`). A name without a space has no first name.
pub fn name_parts(name: &str) -> (String, String) {
    match name.trim().split_once(' ') {
        Some((family, given)) => (family.to_string(), given.trim().to_string()),
        None => (name.trim().to_string(), String::new()),
    }
}

/// The first name written for a name without one: OpenGotha refuses an empty first name.
pub const NO_FIRST_NAME: &str = "-";

/// OpenGotha's key of a player: name and first name, spaces removed, upper case
/// (`Player.computeKeyString`).
pub fn key(name: &str, first_name: &str) -> String {
    format!("{name}{first_name}")
        .replace(' ', "")
        .to_uppercase()
}

/// The player with `id`.
pub(crate) fn player(event: &Event, id: i64) -> Option<&Player> {
    event.players.iter().find(|p| p.id == id)
}

/// The name a note gives for player `id`.
pub(crate) fn name_of(event: &Event, id: i64) -> String {
    player(event, id).map_or_else(|| format!("#{id}"), |p| p.name.clone())
}

/// The name of player `id` among `players`.
pub(crate) fn name_of_in(players: &[Player], id: i64) -> String {
    players
        .iter()
        .find(|p| p.id == id)
        .map_or_else(|| format!("#{id}"), |p| p.name.clone())
}

/// The event with only the games and byes of players still in the tournament (a player
/// removed after a round was paired keeps their games in the file, but has no name or
/// key to write); each game left out is a note.
pub(crate) fn known_players_only(event: &Event, notes: &mut Vec<ExchangeNote>) -> Event {
    let known = |id: i64| event.players.iter().any(|p| p.id == id);
    let mut e = event.clone();
    for r in &mut e.rounds {
        r.games.retain(|g| {
            let keep = known(g.black) && known(g.white);
            if !keep {
                notes.push(ExchangeNote::GameWithRemovedPlayer {
                    round: r.round,
                    board: g.board,
                });
            }
            keep
        });
        r.byes.retain(|id| known(*id));
    }
    e
}

/// Notes common to the federation formats: a withdrawn player, extra byes.
pub(crate) fn is_withdrawn(p: &Player) -> bool {
    p.status == PlayerStatus::Withdrawn
}

/// OpenGotha's rank text (`30K`…`1K`, `1D`…`9D`) of a Taikai rank, and whether it changed.
pub(crate) fn kd_rank(rank: taikai_core::Rank) -> (String, bool) {
    use taikai_core::Rank;
    match rank {
        Rank::Kyu(n) => (format!("{n}K"), false),
        Rank::Dan(n) => (format!("{n}D"), false),
        Rank::Pro(_) => ("9D".to_string(), true),
        Rank::Unknown => ("30K".to_string(), true),
    }
}

/// The EGF rating OpenGotha gives a rank when none is known (`Player.ratingFromRank`:
/// 2100 for 1d, 100 a rank).
pub fn rating_from_rank(rank: taikai_core::Rank) -> i32 {
    use taikai_core::Rank;
    match rank {
        Rank::Kyu(n) => 2100 - 100 * i32::from(n),
        Rank::Dan(n) => 2000 + 100 * i32::from(n),
        Rank::Pro(_) => 2900,
        Rank::Unknown => -900,
    }
}

/// `text` in ISO-8859-15 (Latin-9, the EGD's and OpenGotha's encoding for results), if it
/// can be written there.
pub(crate) fn latin9(text: &str) -> Option<Vec<u8>> {
    let (bytes, _, errors) = encoding_rs::ISO_8859_15.encode(text);
    (!errors).then(|| bytes.into_owned())
}

/// The first character of `text` that `encoding` cannot hold.
pub(crate) fn first_unencodable_in(text: &str, encoding: &'static encoding_rs::Encoding) -> String {
    text.chars()
        .find(|c| encoding.encode(&c.to_string()).2)
        .map(String::from)
        .unwrap_or_default()
}

pub(crate) fn first_unencodable(text: &str) -> String {
    first_unencodable_in(text, encoding_rs::ISO_8859_15)
}

/// A player's name parts for a Latin-9 format: as entered, or in romaji from the kana
/// reading (with a note) when the name has characters Latin-9 cannot hold; refused when
/// neither works.
pub(crate) fn latin9_name(
    p: &Player,
    notes: &mut Vec<ExchangeNote>,
) -> Result<(String, String), ExchangeRefusal> {
    if latin9(&p.name).is_some() {
        return Ok(name_parts(&p.name));
    }
    match taikai_core::search::reading_in_romaji(&p.reading) {
        Some(romaji) => {
            notes.push(ExchangeNote::Transliterated {
                name: p.name.clone(),
                written: romaji.clone(),
            });
            Ok(name_parts(&romaji))
        }
        None => Err(ExchangeRefusal::CannotEncode {
            name: p.name.clone(),
            encoding: "ISO-8859-15".into(),
            character: first_unencodable(&p.name),
        }),
    }
}
