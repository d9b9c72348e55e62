//! `taikai settings`: the tournament's settings, each with its source, and changes to them
//! through the same use case as the window's Settings screen.

use crate::{open, print_json, OnOff};
use clap::Args;
use std::path::PathBuf;
use taikai_app::catalogue::SettingRefusal;
use taikai_app::settings::{self, MethodChoice, SettingsChange, Source};
use taikai_app::{rounds, AppError};

#[derive(Args)]
pub struct SettingsArgs {
    file: PathBuf,
    /// Komi of an even game, in points.
    #[arg(long)]
    komi: Option<f64>,
    /// Handicap games on (up to 9 stones) or off.
    #[arg(long)]
    handicap: Option<OnOff>,
    /// Most handicap stones, 0–9.
    #[arg(long)]
    handicap_cap: Option<u8>,
    /// Stones subtracted from the rank difference.
    #[arg(long)]
    handicap_reduction: Option<u8>,
    /// Ranks of difference per handicap stone (1: a stone a rank; 2: a stone per two ranks).
    #[arg(long)]
    handicap_ranks_per_stone: Option<u8>,
    /// How a difference that is not whole stones is rounded: down, nearest or up.
    #[arg(long)]
    handicap_rounding: Option<String>,
    /// Komi of a handicap game (0 by seed 001, or 0.5 against jigo).
    #[arg(long)]
    handicap_komi: Option<f64>,
    #[arg(long)]
    mcmahon_bar: Option<String>,
    #[arg(long)]
    mcmahon_floor: Option<String>,
    /// Avoid pairing players of the same club.
    #[arg(long)]
    avoid_same_club: Option<OnOff>,
    /// Avoid pairing players who share a family or group (`players add --group`).
    #[arg(long)]
    avoid_same_group: Option<OnOff>,
    /// What a bye scores: win, draw or nothing.
    #[arg(long)]
    bye_score: Option<String>,
    /// Forfeit games count their opponent in SOS, SOSOS and SODOS.
    #[arg(long)]
    forfeits_in_sos: Option<OnOff>,
    /// Othello: the hidden-stone method, kou (甲, no draws), otsu (乙) or default.
    #[arg(long)]
    hidden_stone: Option<String>,
    /// With --hidden-stone: for this round only.
    #[arg(long, requires = "hidden_stone")]
    round: Option<u32>,
    /// Othello: stone difference of a forfeit win (JOA rules §18: +16).
    #[arg(long, allow_hyphen_values = true)]
    forfeit_win_discs: Option<i32>,
    /// Othello: stone difference of a forfeit loss (JOA rules §18: -64).
    #[arg(long, allow_hyphen_values = true)]
    forfeit_loss_discs: Option<i32>,
    /// Othello: stone difference when both are out of time (JOA rules §16: -2).
    #[arg(long, allow_hyphen_values = true)]
    both_out_of_time_discs: Option<i32>,
    /// Othello: stone difference of a bye.
    #[arg(long, allow_hyphen_values = true)]
    bye_discs: Option<i32>,
    /// The standings' tie-break order, e.g. score,sos,sosos,sodos.
    #[arg(long)]
    tie_breaks: Option<String>,
    /// Lateness loses from this many minutes (`none`: the clock alone decides).
    #[arg(long)]
    late_loss_after: Option<String>,
    /// Whether the event is rated: none, egd or aga (a rated event shows the players'
    /// country, EGF PIN, AGA id and rating in the window).
    #[arg(long)]
    rated: Option<taikai_app::core::Rated>,
    /// The EGD tournament class applied for: A, B, C or D (checked on `export --format egd`).
    #[arg(long)]
    egd_class: Option<taikai_app::core::EgdClass>,
    /// Change even though results are already in.
    #[arg(long)]
    yes: bool,
    #[arg(long)]
    json: bool,
}

/// A value read with serde from its kebab-case name (`win`, `nearest`).
fn named<T: serde::de::DeserializeOwned>(
    flag: &str,
    text: Option<String>,
    words: &str,
) -> Result<Option<T>, AppError> {
    text.map(|t| {
        serde_json::from_value(serde_json::Value::String(t.trim().to_string())).map_err(|_| {
            AppError::from(SettingRefusal::BadValue {
                flag: flag.to_string(),
                text: t.clone(),
                expected: words.to_string(),
            })
        })
    })
    .transpose()
}

pub fn run(a: SettingsArgs) -> Result<(), AppError> {
    let rank = |text: Option<String>| {
        text.map(|t| {
            t.parse::<taikai_app::core::Rank>()
                .map_err(|e| AppError::from(e.refusal()))
        })
        .transpose()
    };
    let on = |o: Option<OnOff>| o.map(|o| o == OnOff::On);
    let change = SettingsChange {
        komi: a.komi,
        handicap: on(a.handicap),
        handicap_cap: a.handicap_cap,
        handicap_reduction: a.handicap_reduction,
        handicap_komi: a.handicap_komi,
        handicap_ranks_per_stone: a.handicap_ranks_per_stone,
        handicap_rounding: named(
            "handicap-rounding",
            a.handicap_rounding,
            "down, nearest or up",
        )?,
        mcmahon_bar: rank(a.mcmahon_bar)?,
        mcmahon_floor: rank(a.mcmahon_floor)?,
        avoid_same_club: on(a.avoid_same_club),
        avoid_same_group: on(a.avoid_same_group),
        bye_score: named("bye-score", a.bye_score, "win, draw or nothing")?,
        forfeits_in_sos: on(a.forfeits_in_sos),
        hidden_stone: a
            .hidden_stone
            .map(|m| m.parse::<MethodChoice>())
            .transpose()?,
        hidden_stone_round: a.round,
        forfeit_win_discs: a.forfeit_win_discs,
        forfeit_loss_discs: a.forfeit_loss_discs,
        both_out_of_time_discs: a.both_out_of_time_discs,
        bye_discs: a.bye_discs,
        rated: a.rated,
        egd_class: a.egd_class,
        tie_breaks: a
            .tie_breaks
            .map(|t| rounds::parse_tie_breaks(&t))
            .transpose()?,
        late_loss_after_min: a
            .late_loss_after
            .map(|m| match m.trim() {
                "none" | "off" => Ok(0),
                m => m.parse::<u32>().ok().filter(|&m| m > 0).ok_or_else(|| {
                    AppError::from(SettingRefusal::BadValue {
                        flag: "late-loss-after".to_string(),
                        text: m.to_string(),
                        expected: "30, none".to_string(),
                    })
                }),
            })
            .transpose()?,
    };
    let mut tournament = open(&a.file)?;
    let view = if change == SettingsChange::default() {
        settings::view(&tournament)?
    } else {
        settings::change(&mut tournament, &change, a.yes)?
    };
    if a.json {
        print_json(&view);
        return Ok(());
    }
    for r in &view.rows {
        let source = match &r.source {
            Source::Article { text, .. } => text.get(crate::lang()).to_string(),
            Source::Regulation { changed: true } => "the event's own regulation".to_string(),
            Source::Regulation { changed: false } => {
                "the event's own regulation (Taikai's default)".to_string()
            }
        };
        let key = match r.round {
            Some(n) => format!("{} (round {n})", r.key),
            None => r.key.clone(),
        };
        out!("{key:<24} {:<24} {source}", r.value);
    }
    Ok(())
}
