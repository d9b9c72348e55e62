//! Registering, editing, checking in and importing players.

use crate::error::Result;
use serde::Serialize;
use std::str::FromStr;
use taikai_catalogue::PlayerRefusal;
use taikai_core::import::{self, ImportPreview};
use taikai_core::{search, Player, PlayerDetails, PlayerForm, PlayerStatus, StatusCounts};
use taikai_store::TournamentFile;
use ts_rs::TS;

/// The player list as the registration screen shows it.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export)]
pub struct PlayersView {
    /// The players matching the search, in registration order.
    pub players: Vec<Player>,
    /// Counts over the whole tournament, not only the matches.
    pub counts: StatusCounts,
    /// Stored values that could not be read (the player shows `?`): edit the player to fix.
    pub unreadable: Vec<taikai_store::UnreadableValue>,
}

#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export)]
pub struct ImportReport {
    pub players: Vec<Player>,
    /// CSV lines the TD chose to leave out.
    pub skipped_lines: Vec<u32>,
}

/// How the command line names a player: by number, or by exact name.
#[derive(Debug, Clone, PartialEq)]
pub enum PlayerRef {
    Id(i64),
    Name(String),
}

impl FromStr for PlayerRef {
    type Err = std::convert::Infallible;
    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        Ok(match s.trim().parse::<i64>() {
            Ok(id) => PlayerRef::Id(id),
            Err(_) => PlayerRef::Name(taikai_core::player::tidy(s)),
        })
    }
}

pub fn list(file: &TournamentFile, query: &str) -> Result<PlayersView> {
    let all = file.players()?;
    let counts = StatusCounts::of(&all);
    let players = all
        .into_iter()
        .filter(|p| search::matches(p, query))
        .collect();
    Ok(PlayersView {
        players,
        counts,
        unreadable: file.unreadable_values()?,
    })
}

pub fn find(file: &TournamentFile, who: &PlayerRef) -> Result<Player> {
    match who {
        PlayerRef::Id(id) => Ok(file.player(*id)?),
        PlayerRef::Name(name) => {
            let found: Vec<Player> = file
                .players()?
                .into_iter()
                .filter(|p| &p.name == name)
                .collect();
            match found.as_slice() {
                [one] => Ok(one.clone()),
                [] => Err(PlayerRefusal::NotFound { name: name.clone() }.into()),
                several => Err(PlayerRefusal::Ambiguous {
                    name: name.clone(),
                    ids: several.iter().map(|p| p.id.to_string()).collect(),
                }
                .into()),
            }
        }
    }
}

fn checked(form: &PlayerForm) -> Result<PlayerDetails> {
    form.check()
        .map_err(|problems| PlayerRefusal::Form { problems }.into())
}

/// Refuses a second registration of the same person (same name and reading).
fn refuse_duplicate(
    file: &TournamentFile,
    details: &PlayerDetails,
    except: Option<i64>,
) -> Result<()> {
    match file
        .players()?
        .into_iter()
        .find(|p| Some(p.id) != except && details.same_person_as(p))
    {
        Some(p) => Err(PlayerRefusal::Duplicate {
            name: p.name,
            reading: p.reading,
            id: p.id,
        }
        .into()),
        None => Ok(()),
    }
}

pub fn add(file: &mut TournamentFile, form: &PlayerForm) -> Result<Player> {
    file.write(|file| {
        let details = checked(form)?;
        refuse_duplicate(file, &details, None)?;
        Ok(file.add_player(&details, crate::now())?)
    })
}

pub fn edit(file: &mut TournamentFile, id: i64, form: &PlayerForm) -> Result<Player> {
    file.write(|file| {
        let details = checked(form)?;
        refuse_duplicate(file, &details, Some(id))?;
        Ok(file.update_player(id, &details, crate::now())?)
    })
}

pub fn remove(file: &mut TournamentFile, id: i64) -> Result<Player> {
    file.write(|file| Ok(file.remove_player(id, crate::now())?))
}

pub fn set_status(file: &mut TournamentFile, id: i64, status: PlayerStatus) -> Result<Player> {
    file.write(|file| Ok(file.set_status(id, status, crate::now())?))
}

pub fn preview_import(file: &TournamentFile, csv: &[u8]) -> Result<ImportPreview> {
    Ok(import::preview(csv, &file.players()?)?)
}

/// Imports every row, or nothing if a row has a problem and was not skipped on purpose.
pub fn import(file: &mut TournamentFile, csv: &[u8], skip_lines: &[u32]) -> Result<ImportReport> {
    file.write(|file| {
        let preview = preview_import(file, csv)?;
        let details = preview.accept(skip_lines)?;
        let players = file.add_players(&details, crate::now())?;
        let mut skipped_lines: Vec<u32> = preview
            .rows
            .iter()
            .map(|r| r.line)
            .filter(|line| skip_lines.contains(line))
            .collect();
        skipped_lines.sort_unstable();
        Ok(ImportReport {
            players,
            skipped_lines,
        })
    })
}
