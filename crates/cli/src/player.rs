//! `taikai players`, `checkin` and `withdraw`: registration and the desk on the day.

use crate::{lang, open, print_json};
use clap::{Args, Subcommand};
use std::path::{Path, PathBuf};
use taikai_app::core::{Player, PlayerForm, PlayerStatus};
use taikai_app::files::read;
use taikai_app::{players, AppError, PlayerRef};

#[derive(Subcommand)]
pub(crate) enum PlayersCommand {
    /// Register a player.
    Add {
        file: PathBuf,
        #[command(flatten)]
        details: Details,
    },
    /// Change a player's details; options not given keep their value.
    Edit {
        file: PathBuf,
        player: PlayerRef,
        #[command(flatten)]
        details: OptionalDetails,
    },
    /// Remove a registration made by mistake (the history keeps it).
    Remove { file: PathBuf, player: PlayerRef },
    /// Import players from a CSV file (UTF-8 or Shift_JIS, Japanese or English headers).
    /// Nothing is imported if any row has a problem, unless that row is skipped with --skip.
    Import {
        file: PathBuf,
        csv: PathBuf,
        /// Leave out this CSV line on purpose (repeatable).
        #[arg(long = "skip", value_name = "LINE")]
        skip: Vec<u32>,
        /// Only show what would be imported.
        #[arg(long)]
        preview: bool,
        #[arg(long)]
        json: bool,
    },
    /// List the players.
    List {
        file: PathBuf,
        /// Only players whose name, reading (kana or romaji) or club starts with this.
        #[arg(long, default_value = "")]
        search: String,
        #[arg(long)]
        json: bool,
    },
}

#[derive(Args)]
pub(crate) struct Details {
    #[arg(long)]
    name: String,
    #[arg(long, default_value = "")]
    reading: String,
    /// 5k, 5級, 3d, 3段, 初段, 1p …
    #[arg(long)]
    rank: String,
    #[arg(long, default_value = "")]
    club: String,
    #[arg(long, default_value = "")]
    birth_year: String,
    #[arg(long, default_value = "")]
    notes: String,
    /// Family or group kept apart like a club (`田中家`; several separated by commas).
    #[arg(long, default_value = "")]
    group: String,
    #[command(flatten)]
    ids: Federation,
}

/// What rating federations know the player by (for a rated event; all optional).
#[derive(Args)]
pub(crate) struct Federation {
    /// Two-letter country code: JP, FR, US …
    #[arg(long)]
    country: Option<String>,
    /// European Go Database PIN.
    #[arg(long)]
    egf_pin: Option<String>,
    /// French federation licence.
    #[arg(long)]
    ffg_licence: Option<String>,
    /// American Go Association member id.
    #[arg(long)]
    aga_id: Option<String>,
    /// Rating on the EGF scale (2100 = 1 dan); empty: none.
    #[arg(long, allow_hyphen_values = true)]
    rating: Option<String>,
}

#[derive(Args)]
pub(crate) struct OptionalDetails {
    #[arg(long)]
    name: Option<String>,
    #[arg(long)]
    reading: Option<String>,
    #[arg(long)]
    rank: Option<String>,
    #[arg(long)]
    club: Option<String>,
    #[arg(long)]
    birth_year: Option<String>,
    #[arg(long)]
    notes: Option<String>,
    /// Family or group kept apart like a club (empty: none).
    #[arg(long)]
    group: Option<String>,
    #[command(flatten)]
    ids: Federation,
}

pub(crate) fn run_players(command: PlayersCommand) -> Result<(), AppError> {
    match command {
        PlayersCommand::Add { file, details: d } => {
            let form = PlayerForm {
                name: d.name,
                reading: d.reading,
                rank: d.rank,
                club: d.club,
                birth_year: d.birth_year,
                notes: d.notes,
                group: d.group,
                country: d.ids.country.unwrap_or_default(),
                egf_pin: d.ids.egf_pin.unwrap_or_default(),
                ffg_licence: d.ids.ffg_licence.unwrap_or_default(),
                aga_id: d.ids.aga_id.unwrap_or_default(),
                rating: d.ids.rating.unwrap_or_default(),
            };
            let player = players::add(&mut open(&file)?, &form)?;
            out!("registered {}", describe(&player));
        }
        PlayersCommand::Edit {
            file,
            player,
            details: d,
        } => {
            let mut tournament = open(&file)?;
            let old = players::find(&tournament, &player)?;
            let form = PlayerForm {
                name: d.name.unwrap_or(old.name),
                reading: d.reading.unwrap_or(old.reading),
                rank: d.rank.unwrap_or_else(|| old.rank.to_string()),
                club: d.club.unwrap_or(old.club),
                birth_year: d
                    .birth_year
                    .unwrap_or_else(|| old.birth_year.map(|y| y.to_string()).unwrap_or_default()),
                notes: d.notes.unwrap_or(old.notes),
                group: d.group.unwrap_or(old.group),
                country: d.ids.country.unwrap_or(old.ids.country),
                egf_pin: d.ids.egf_pin.unwrap_or(old.ids.egf_pin),
                ffg_licence: d.ids.ffg_licence.unwrap_or(old.ids.ffg_licence),
                aga_id: d.ids.aga_id.unwrap_or(old.ids.aga_id),
                rating: d
                    .ids
                    .rating
                    .unwrap_or_else(|| old.ids.rating.map(|r| r.to_string()).unwrap_or_default()),
            };
            let player = players::edit(&mut tournament, old.id, &form)?;
            out!("changed {}", describe(&player));
        }
        PlayersCommand::Remove { file, player } => {
            let mut tournament = open(&file)?;
            let id = players::find(&tournament, &player)?.id;
            let removed = players::remove(&mut tournament, id)?;
            out!("removed {}", describe(&removed));
        }
        PlayersCommand::Import {
            file,
            csv,
            skip,
            preview,
            json,
        } => {
            let bytes = read(&csv)?;
            let mut tournament = open(&file)?;
            if preview {
                let preview = players::preview_import(&tournament, &bytes)?;
                if json {
                    print_json(&preview);
                } else {
                    out!("{} read as {}", csv.display(), preview.encoding);
                    for row in &preview.rows {
                        let verdict = if row.problems.is_empty() {
                            "ok".to_string()
                        } else {
                            row.problems
                                .iter()
                                .map(|p| p.get(lang()))
                                .collect::<Vec<_>>()
                                .join("; ")
                        };
                        out!(
                            "line {:>4}  {:<16} {:<4} {}",
                            row.line,
                            row.player.name,
                            row.player.rank,
                            verdict
                        );
                    }
                }
            } else {
                let report = players::import(&mut tournament, &bytes, &skip)?;
                if json {
                    print_json(&report);
                } else {
                    out!(
                        "imported {} players from {}",
                        report.players.len(),
                        csv.display()
                    );
                    if !report.skipped_lines.is_empty() {
                        let lines: Vec<String> =
                            report.skipped_lines.iter().map(u32::to_string).collect();
                        out!("skipped on purpose: line {}", lines.join(", "));
                    }
                }
            }
        }
        PlayersCommand::List { file, search, json } => {
            let view = players::list(&open(&file)?, &search)?;
            if json {
                print_json(&view.players);
            } else {
                for p in &view.players {
                    out!(
                        "{:>4}  {:<12} {:<16} {:>4}  {:<16} {:<10} {}",
                        p.id,
                        p.name,
                        p.reading,
                        p.rank,
                        p.club,
                        p.status,
                        p.group
                    );
                }
                let c = view.counts;
                out!(
                    "{} registered, {} checked in, {} withdrawn ({} in all)",
                    c.registered,
                    c.checked_in,
                    c.withdrawn,
                    c.total
                );
                for u in &view.unreadable {
                    let (shown, fix) = if u.field == "rank" {
                        (
                            "?",
                            format!("taikai players edit FILE {} --rank 3k", u.player),
                        )
                    } else {
                        ("registered", format!("taikai checkin FILE {}", u.player))
                    };
                    eprintln!(
                        "taikai: player {}'s stored {} \"{}\" could not be read (shown as {shown}): \
                         fix it with `{fix}`",
                        u.player, u.field, u.stored
                    );
                }
            }
        }
    }
    Ok(())
}

pub(crate) fn status(file: &Path, who: &PlayerRef, status: PlayerStatus) -> Result<(), AppError> {
    let mut tournament = open(file)?;
    let id = players::find(&tournament, who)?.id;
    let player = players::set_status(&mut tournament, id, status)?;
    out!("{}: {}", describe(&player), player.status);
    Ok(())
}

pub(crate) fn describe(p: &Player) -> String {
    let group = if p.group.is_empty() {
        String::new()
    } else {
        format!(", group {}", p.group)
    };
    let ids = &p.ids;
    let mut federation: Vec<String> = Vec::new();
    for (label, value) in [
        ("", ids.country.as_str()),
        ("EGF ", ids.egf_pin.as_str()),
        ("FFG ", ids.ffg_licence.as_str()),
        ("AGA ", ids.aga_id.as_str()),
    ] {
        if !value.is_empty() {
            federation.push(format!("{label}{value}"));
        }
    }
    if let Some(r) = ids.rating {
        federation.push(format!("rating {r}"));
    }
    let federation = if federation.is_empty() {
        String::new()
    } else {
        format!(", {}", federation.join(", "))
    };
    format!("player {} {} ({}{group}{federation})", p.id, p.name, p.rank)
}
