//! `taikai`: the tournament from the command line, for scripts and checks. Every command
//! calls the same use case as the window. Errors go to stderr in plain words and the exit
//! code is non-zero.

use clap::{Args, Parser, Subcommand};
use serde::Serialize;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use taikai_app::core::{
    PairingSystem, Player, PlayerForm, PlayerStatus, Profile, TournamentSettings,
};
use taikai_app::rules::GoRules;
use taikai_app::session::read;
use taikai_app::store::TournamentFile;
use taikai_app::{arbitration, players, tournament, AppError, PlayerRef};

#[derive(Parser)]
#[command(
    name = "taikai",
    version,
    about = "Taikai (大会): run a Go or Othello club tournament"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Create a new tournament file.
    New {
        file: PathBuf,
        #[arg(long)]
        name: String,
        /// go-japanese, go-chinese or othello-joa
        #[arg(long)]
        profile: Profile,
        #[arg(long, default_value_t = 4)]
        rounds: u32,
        /// mcmahon, swiss, round-robin or knockout (default: mcmahon for Go, swiss for Othello)
        #[arg(long)]
        system: Option<PairingSystem>,
        /// YYYY-MM-DD
        #[arg(long, default_value = "")]
        date: String,
        #[arg(long, default_value = "")]
        venue: String,
    },
    /// Create the demo tournament (24 players) at FILE, replacing it if it exists.
    Demo { file: PathBuf },
    /// Register, list, edit, remove and import players.
    #[command(subcommand)]
    Players(PlayersCommand),
    /// Mark a player as arrived (checked in). PLAYER is a number or an exact name.
    Checkin { file: PathBuf, player: PlayerRef },
    /// Mark a player as withdrawn from the tournament.
    Withdraw { file: PathBuf, player: PlayerRef },
    /// Replay a Go record (SGF) and name the first illegal move, if any.
    Replay {
        game: PathBuf,
        /// japanese (simple ko) or chinese (positional superko)
        #[arg(long)]
        rules: GoRules,
        #[arg(long)]
        json: bool,
    },
    /// Count the final position of a Go record, given the dead stones.
    Count {
        game: PathBuf,
        #[arg(long)]
        rules: GoRules,
        /// Komi in points (default: the record's KM, else 6.5 Japanese / 7.5 Chinese).
        #[arg(long)]
        komi: Option<f64>,
        /// Dead stones as SGF points, one per dead chain is enough: aa,ab,...
        #[arg(long, default_value = "")]
        dead: String,
        /// Warnings given to black (Chinese rules: each moves one stone to the opponent).
        #[arg(long, default_value_t = 0)]
        warnings_b: u32,
        #[arg(long, default_value_t = 0)]
        warnings_w: u32,
        #[arg(long)]
        json: bool,
    },
    /// Othello records.
    #[command(subcommand)]
    Othello(OthelloCommand),
    /// Show every change made to the tournament, oldest first.
    History {
        file: PathBuf,
        #[arg(long)]
        json: bool,
    },
}

#[derive(Subcommand)]
enum OthelloCommand {
    /// Replay a transcript (f5d6c3...) or an SGF with GM[2]; name the first illegal move.
    Replay {
        game: PathBuf,
        #[arg(long)]
        json: bool,
    },
}

#[derive(Subcommand)]
enum PlayersCommand {
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
struct Details {
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
}

#[derive(Args)]
struct OptionalDetails {
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
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match run(cli.command) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("taikai: {}", e.to_string().trim_end());
            ExitCode::FAILURE
        }
    }
}

fn run(command: Command) -> Result<(), AppError> {
    match command {
        Command::New {
            file,
            name,
            profile,
            rounds,
            system,
            date,
            venue,
        } => {
            let settings = TournamentSettings {
                name,
                date,
                venue,
                profile,
                rounds,
                system: system.unwrap_or(profile.default_system()),
            };
            let created = tournament::create(&file, &settings)?;
            println!(
                "created {} ({}, {} rounds)",
                created.path().display(),
                profile,
                rounds
            );
        }
        Command::Demo { file } => {
            let demo = tournament::create_demo(&file)?;
            let view = tournament::view(&demo)?;
            println!(
                "created the demo tournament {} with {} players",
                view.path, view.counts.total
            );
        }
        Command::Players(command) => run_players(command)?,
        Command::Checkin { file, player } => status(&file, &player, PlayerStatus::CheckedIn)?,
        Command::Withdraw { file, player } => status(&file, &player, PlayerStatus::Withdrawn)?,
        Command::Replay { game, rules, json } => {
            let report = arbitration::replay_go(&read(&game)?, rules, &game.display().to_string())?;
            if json {
                print_json(&report);
            } else {
                match &report.illegal {
                    None => println!(
                        "all {} moves are legal ({}×{})",
                        report.moves, report.size, report.size
                    ),
                    Some(bad) => println!("{bad}"),
                }
                println!(
                    "captures: black {}, white {}",
                    report.captures.black, report.captures.white
                );
            }
        }
        Command::Count {
            game,
            rules,
            komi,
            dead,
            warnings_b,
            warnings_w,
            json,
        } => {
            let name = game.display().to_string();
            let report = arbitration::count_go(
                &read(&game)?,
                &name,
                rules,
                komi,
                &dead,
                [warnings_b, warnings_w],
            )?;
            if json {
                print_json(&report);
            } else {
                println!(
                    "black {} · white {} → {}",
                    report.score.black, report.score.white, report.result
                );
            }
        }
        Command::Othello(OthelloCommand::Replay { game, json }) => {
            let report = arbitration::replay_othello(&read(&game)?, &game.display().to_string())?;
            if json {
                print_json(&report);
            } else {
                if let Some(bad) = &report.illegal {
                    println!(
                        "move {} ({:?} {}) is illegal",
                        bad.number, bad.color, bad.point
                    );
                }
                println!(
                    "{} moves · discs {}-{} · final {}-{}",
                    report.moves,
                    report.discs.black,
                    report.discs.white,
                    report.final_count.black,
                    report.final_count.white
                );
            }
        }
        Command::History { file, json } => {
            let history = open(&file)?.history()?;
            if json {
                print_json(&history);
            } else {
                for h in history {
                    println!("{}  {:<20} {}", h.at, h.action, h.subject);
                }
            }
        }
    }
    Ok(())
}

fn run_players(command: PlayersCommand) -> Result<(), AppError> {
    match command {
        PlayersCommand::Add { file, details: d } => {
            let form = PlayerForm {
                name: d.name,
                reading: d.reading,
                rank: d.rank,
                club: d.club,
                birth_year: d.birth_year,
                notes: d.notes,
            };
            let player = players::add(&mut open(&file)?, &form)?;
            println!("registered {}", describe(&player));
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
            };
            let player = players::edit(&mut tournament, old.id, &form)?;
            println!("changed {}", describe(&player));
        }
        PlayersCommand::Remove { file, player } => {
            let mut tournament = open(&file)?;
            let id = players::find(&tournament, &player)?.id;
            let removed = players::remove(&mut tournament, id)?;
            println!("removed {}", describe(&removed));
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
                    println!("{} read as {}", csv.display(), preview.encoding);
                    for row in &preview.rows {
                        let verdict = if row.problems.is_empty() {
                            "ok".to_string()
                        } else {
                            row.problems.join("; ")
                        };
                        println!(
                            "line {:>4}  {:<16} {:<4} {}",
                            row.line, row.player.name, row.player.rank, verdict
                        );
                    }
                }
            } else {
                let report = players::import(&mut tournament, &bytes, &skip)?;
                if json {
                    print_json(&report);
                } else {
                    println!(
                        "imported {} players from {}",
                        report.players.len(),
                        csv.display()
                    );
                    if !report.skipped_lines.is_empty() {
                        let lines: Vec<String> =
                            report.skipped_lines.iter().map(u32::to_string).collect();
                        println!("skipped on purpose: line {}", lines.join(", "));
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
                    println!(
                        "{:>4}  {:<12} {:<16} {:>4}  {:<16} {}",
                        p.id, p.name, p.reading, p.rank, p.club, p.status
                    );
                }
                let c = view.counts;
                println!(
                    "{} registered, {} checked in, {} withdrawn ({} in all)",
                    c.registered, c.checked_in, c.withdrawn, c.total
                );
            }
        }
    }
    Ok(())
}

fn open(file: &Path) -> Result<TournamentFile, AppError> {
    tournament::open(file)
}

fn status(file: &Path, who: &PlayerRef, status: PlayerStatus) -> Result<(), AppError> {
    let mut tournament = open(file)?;
    let id = players::find(&tournament, who)?.id;
    let player = players::set_status(&mut tournament, id, status)?;
    println!("{}: {}", describe(&player), player.status);
    Ok(())
}

fn describe(p: &Player) -> String {
    format!("player {} {} ({})", p.id, p.name, p.rank)
}

fn print_json<T: Serialize>(value: &T) {
    println!(
        "{}",
        serde_json::to_string_pretty(value).expect("views serialise")
    );
}
