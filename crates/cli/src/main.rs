//! `taikai`: the tournament from the command line, for scripts and checks. Every command
//! calls the same use case as the window. Errors go to stderr in plain words and the exit
//! code is non-zero.

use clap::{Parser, Subcommand};
use serde::Serialize;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use taikai_app::catalogue::{Lang, Refusal};
use taikai_app::core::{PairingSystem, PlayerStatus, Profile, TournamentSettings};
use taikai_app::store::TournamentFile;
use taikai_app::{printing, tournament, AppError, PlayerRef};

/// A switch given as `on` or `off`.
#[derive(Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub(crate) enum OnOff {
    On,
    Off,
}

/// Prints a line of the command's output. A reader that went away (`taikai … | head -1`)
/// ends the command quietly: it has all it wanted.
macro_rules! out {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        if let Err(e) = writeln!(std::io::stdout().lock(), $($arg)*) {
            $crate::closed_output(e);
        }
    }};
}

pub(crate) fn closed_output(e: std::io::Error) -> ! {
    if e.kind() == std::io::ErrorKind::BrokenPipe {
        std::process::exit(0);
    }
    eprintln!("taikai: the output could not be written: {e}");
    std::process::exit(1);
}

mod exchange;
mod judge;
mod player;
mod round;
mod serve;
mod settings;
mod standings;
mod usage;

#[derive(Parser)]
#[command(
    name = "taikai",
    version = taikai_app::about::version_line(),
    about = "Taikai (大会): run a Go or Othello club tournament"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
    /// The language of messages: ja or en (default: from LC_ALL, LC_MESSAGES or LANG).
    #[arg(long, global = true)]
    lang: Option<Lang>,
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
    /// Create the demo tournament (24 players) at FILE, which must not exist yet.
    Demo { file: PathBuf },
    /// Show the tournament's settings, each with its source (an article of the rules, or
    /// the event's own regulation); with flags, change them.
    Settings(settings::SettingsArgs),
    /// List the tournament's backups (newest first), or make one now with --now.
    Backups {
        file: PathBuf,
        /// Make a backup now.
        #[arg(long)]
        now: bool,
        #[arg(long)]
        json: bool,
    },
    /// Replace the tournament with one of its backups (a name from `taikai backups`, or a
    /// path). What it replaces is backed up first, and the restore is kept in the history.
    Restore { file: PathBuf, backup: String },
    /// Register, list, edit, remove and import players.
    #[command(subcommand)]
    Players(player::PlayersCommand),
    /// Mark a player as arrived (checked in). PLAYER is a number or an exact name.
    Checkin { file: PathBuf, player: PlayerRef },
    /// Mark a player as withdrawn from the tournament.
    Withdraw { file: PathBuf, player: PlayerRef },
    /// Replay a Go record (SGF) and name the first illegal move, if any.
    Replay(judge::ReplayArgs),
    /// Count the final position of a Go record, given the dead stones.
    Count(judge::CountArgs),
    /// Print a document as PDF: cards, pairings, standings, crosstable or draws.
    Print {
        file: PathBuf,
        /// cards, pairings, standings, crosstable or draws
        document: String,
        /// The round (default: the latest paired round).
        #[arg(long)]
        round: Option<u32>,
        /// Where to write the PDF.
        #[arg(short = 'o', long = "output")]
        output: PathBuf,
        /// Result cards: a4, a5 or b5.
        #[arg(long, default_value = "a4")]
        paper: String,
        /// Result cards per page: 1, 2 or 4.
        #[arg(long, default_value_t = 4)]
        per_page: u8,
        /// Replace a PDF that another program made (a tournament file or a file that is not
        /// a PDF is never replaced).
        #[arg(long)]
        force: bool,
    },
    /// Judge the end of a Go record by the Japanese 2011 rules (alive, dead, seki, each with
    /// its proof) and count it.
    Judge(judge::JudgeArgs),
    /// Othello records.
    #[command(subcommand)]
    Othello(judge::OthelloCommand),
    /// Pair a round, fix a pair by hand, show a round.
    #[command(subcommand)]
    Round(round::RoundCommand),
    /// Draw the colours of an even board: by Taikai (--random, the seed is kept) or as done at
    /// the board (--nigiri for Go, --hidden-stone for Othello).
    Draw(round::DrawArgs),
    /// Enter the result counted at a board: B+3.5, W+R, B+T, B+V, W+F, jigo, draw,
    /// both-lose, no-result, or for Othello the disc count 34-30 (black first). Lateness and
    /// warnings are applied on top. A correction needs --reason.
    Result(round::ResultArgs),
    /// Record when a player came to their board; the profile's lateness policy is applied.
    Late(round::LateArgs),
    /// Show or change the time control of the software clocks and the lateness limit.
    GameDay(round::GameDayArgs),
    /// Give a player a warning under the Chinese rules (§17.2, 18.1, 18.2, 18.3, 19, 21.6):
    /// one warning moves a stone to the opponent's count, two lose the game.
    Warn(round::WarnArgs),
    /// The standings after the results entered so far.
    Standings(standings::StandingsArgs),
    /// Show or change the standings' tie-break order, e.g. --set score,sos,sosos,sodos
    /// (criteria: score, wins, sos, sosos, sodos, stone-diff, head-to-head, lot).
    TieBreaks(standings::TieBreaksArgs),
    /// The crosstable: every player's game in every round.
    Crosstable(standings::CrosstableArgs),
    /// Create a tournament from an OpenGotha file (.xml), and say what could not be
    /// carried over.
    Import(exchange::ImportArgs),
    /// Write the tournament for another program or a rating federation: opengotha (.xml),
    /// egd (.h9), aga (.txt) or csv (for Excel).
    Export(exchange::ExportArgs),
    /// Serve the tournament on the venue's network: pairings, standings and each player's
    /// page for phones, the JSON API (/api/v1/…), results reported from the board.
    Serve(serve::ServeArgs),
    /// The results players reported from the board, waiting for the TD (accept them with
    /// `taikai result --accept`).
    Reports(serve::ReportsArgs),
    /// Show every change made to the tournament, oldest first.
    History {
        file: PathBuf,
        #[arg(long)]
        json: bool,
    },
}

/// Exit codes: 0 done, 1 refused (bad input, a file that cannot be used: the message says
/// what to do), 2 usage (a command line that cannot be read, in the user's language).
/// The language of this run's messages (`--lang`, else the environment's).
static LANG: std::sync::OnceLock<Lang> = std::sync::OnceLock::new();

pub(crate) fn lang() -> Lang {
    *LANG.get_or_init(Lang::from_env)
}

fn main() -> ExitCode {
    let json = std::env::args().any(|a| a == "--json");
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => match usage::refusal(&e) {
            // Help and the version line are clap's own output.
            None => e.exit(),
            Some(refusal) => {
                let lang = *LANG.get_or_init(|| usage::lang_asked().unwrap_or_else(Lang::from_env));
                refuse(&refusal, lang, json);
                return ExitCode::from(2);
            }
        },
    };
    let lang = *LANG.get_or_init(|| cli.lang.unwrap_or_else(Lang::from_env));
    match run(cli.command) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            refuse(&e.refusal(), lang, json);
            ExitCode::from(1)
        }
    }
}

/// A refusal on stderr: `taikai: message`, or `{"code", "message"}` under `--json`.
fn refuse(refusal: &Refusal, lang: Lang, json: bool) {
    let message = refusal.message(lang);
    if json {
        let refusal = serde_json::json!({ "code": refusal.code(), "message": message });
        eprintln!("{refusal}");
    } else {
        eprintln!("taikai: {}", message.trim_end());
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
            out!(
                "created {} ({}, {} rounds)",
                created.path().display(),
                profile,
                rounds
            );
        }
        Command::Demo { file } => {
            let demo = tournament::create_demo(&file, false)?;
            let view = tournament::view(&demo)?;
            out!(
                "created the demo tournament {} with {} players",
                view.path,
                view.counts.total
            );
        }
        Command::Settings(args) => settings::run(args)?,
        Command::Backups { file, now, json } => {
            let tournament = open(&file)?;
            if now {
                let made = taikai_app::backups::make(&tournament)?;
                out!("backed up to {}", made.path);
            }
            let all = taikai_app::backups::list(&tournament);
            if json {
                print_json(&all);
            } else if !now {
                if all.is_empty() {
                    out!("no backups yet (one is made before each round is paired)");
                }
                for b in all {
                    out!(
                        "{}  {}  {}  {} KB",
                        b.name,
                        b.at,
                        b.reason,
                        b.bytes.div_ceil(1024)
                    );
                }
            }
        }
        Command::Restore { file, backup } => {
            let kept = taikai_app::backups::restore_at(&file, &backup)?;
            out!(
                "restored {} from {backup}; the state it replaced is kept as {kept}",
                file.display()
            );
        }
        Command::Players(command) => player::run_players(command)?,
        Command::Checkin { file, player } => {
            player::status(&file, &player, PlayerStatus::CheckedIn)?
        }
        Command::Withdraw { file, player } => {
            player::status(&file, &player, PlayerStatus::Withdrawn)?
        }
        Command::Replay(a) => judge::replay(a)?,
        Command::Count(a) => judge::count(a)?,
        Command::Print {
            file,
            document,
            round,
            output,
            paper,
            per_page,
            force,
        } => {
            let layout = printing::card_layout(&paper, per_page)?;
            let bytes = printing::save(&open(&file)?, &document, round, layout, &output, force)?;
            out!("wrote {} ({} KB)", output.display(), bytes.div_ceil(1024));
        }
        Command::Judge(a) => judge::judge(a)?,
        Command::Othello(command) => judge::othello(command)?,
        Command::Round(command) => round::run_round(command)?,
        Command::Draw(a) => round::draw(a)?,
        Command::Result(a) => round::result(a)?,
        Command::Serve(a) => serve::serve(a)?,
        Command::Reports(a) => serve::reports(a)?,
        Command::Late(a) => round::late(a)?,
        Command::GameDay(a) => round::game_day(a)?,
        Command::Warn(a) => round::warn(a)?,
        Command::TieBreaks(a) => standings::tie_breaks(a)?,
        Command::Standings(a) => standings::standings(a)?,
        Command::Import(a) => exchange::import(a)?,
        Command::Export(a) => exchange::export(a)?,
        Command::Crosstable(a) => standings::crosstable(a)?,
        Command::History { file, json } => {
            let history = open(&file)?.history()?;
            if json {
                print_json(&history);
            } else {
                for h in history {
                    out!("{}  {:<20} {}", h.at, h.action, h.subject);
                }
            }
        }
    }
    Ok(())
}

/// Pads to `width` terminal columns, counting kanji and kana as two.
pub(crate) fn pad(text: &str, width: usize) -> String {
    let wide = |c: char| {
        ('\u{1100}'..='\u{115F}').contains(&c)
            || (('\u{2E80}'..='\u{FFEF}').contains(&c) && !('\u{FF61}'..='\u{FF9F}').contains(&c))
    };
    let used: usize = text.chars().map(|c| if wide(c) { 2 } else { 1 }).sum();
    format!("{text}{}", " ".repeat(width.saturating_sub(used)))
}

pub(crate) fn open(file: &Path) -> Result<TournamentFile, AppError> {
    tournament::open(file)
}

pub(crate) fn print_json<T: Serialize>(value: &T) {
    out!(
        "{}",
        serde_json::to_string_pretty(value).expect("views serialise")
    );
}
