//! The tournament's own settings in one place: handicaps and komi, the McMahon bar and
//! floor, club avoidance, the bye, lateness, the time control. Each value says where it
//! comes from: an article of the profile's rules, or the event's own regulation (a value no
//! rule gives, Taikai's default until the TD sets it). The window's Settings screen and
//! `taikai settings` both read [`view`] and change through [`change`].

use crate::error::{AppError, Result};
use crate::rounds;
use serde::{Deserialize, Serialize};
use taikai_catalogue::{RoundRefusal, SettingArticle, SettingRefusal, Text};
use taikai_core::draw::HiddenStoneMethod;
use taikai_core::handicap::Rounding;
use taikai_core::pairing::{ByeScore, PairingSettings, RoundHiddenStone};
use taikai_core::standings::{OthelloScoring, TieBreak};
use taikai_core::{Profile, Rank};
use taikai_store::TournamentFile;
use ts_rs::TS;

/// Where a value comes from.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[serde(tag = "kind", rename_all = "kebab-case")]
#[ts(export)]
pub enum Source {
    /// An article of the profile's rules: its code (`chinese-11`) and what it says.
    Article { article: SettingArticle, text: Text },
    /// Not given by any rule: the event's own regulation (`changed`: set by this event,
    /// not Taikai's default).
    Regulation { changed: bool },
}

/// One setting as the Settings screen and `taikai settings` show it.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export)]
pub struct SettingRow {
    /// The flag that changes it: `komi`, `handicap`, `mcmahon-bar`…
    pub key: String,
    /// A value for one round only (the hidden-stone method of a final).
    pub round: Option<u32>,
    /// The value as typed back (`6.5`, `on`, `3d`).
    pub value: String,
    pub source: Source,
}

/// Every setting of the tournament.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export)]
pub struct SettingsView {
    pub rows: Vec<SettingRow>,
    /// The settings as data, for a form.
    pub pairing: PairingSettings,
    /// Whether any result is in (a change then needs the TD's confirmation).
    pub has_results: bool,
    /// Whether the event is rated, and by whom.
    pub rating: taikai_core::RatingSettings,
}

/// A change to some settings; `None` leaves a value as it is.
#[derive(Debug, Clone, Default, PartialEq, Deserialize, TS)]
#[ts(export)]
pub struct SettingsChange {
    /// Komi of an even game, in points.
    pub komi: Option<f64>,
    /// Handicap games on (the cap set to 9 stones) or off (every game even).
    pub handicap: Option<bool>,
    /// Most stones given, 1–9 (also switches handicaps on).
    pub handicap_cap: Option<u8>,
    /// Subtracted from the rank difference.
    pub handicap_reduction: Option<u8>,
    /// Komi of a handicap game (0, or 0.5 to avoid jigo).
    pub handicap_komi: Option<f64>,
    #[ts(type = "string | null")]
    pub mcmahon_bar: Option<Rank>,
    #[ts(type = "string | null")]
    pub mcmahon_floor: Option<Rank>,
    pub avoid_same_club: Option<bool>,
    pub bye_score: Option<ByeScore>,
    /// Lateness loses from this many minutes; 0: no such limit (the clock alone decides).
    pub late_loss_after_min: Option<u32>,
    /// Ranks of difference per handicap stone (1 or 2).
    pub handicap_ranks_per_stone: Option<u8>,
    /// How a rank difference that is not whole stones is rounded.
    pub handicap_rounding: Option<Rounding>,
    /// Keep players of one family or group apart.
    pub avoid_same_group: Option<bool>,
    /// Othello: the hidden-stone method, for the event or (with `hidden_stone_round`) one round.
    pub hidden_stone: Option<MethodChoice>,
    pub hidden_stone_round: Option<u32>,
    /// Forfeit games count their opponent in SOS, SOSOS and SODOS.
    pub forfeits_in_sos: Option<bool>,
    /// Othello stone differences of a forfeit win, a forfeit loss, both out of time, a bye.
    pub forfeit_win_discs: Option<i32>,
    pub forfeit_loss_discs: Option<i32>,
    pub both_out_of_time_discs: Option<i32>,
    pub bye_discs: Option<i32>,
    /// The standings' tie-break order, first criterion the score or wins.
    pub tie_breaks: Option<Vec<TieBreak>>,
    /// Whether the event is rated (none, EGD, AGA): a rated event shows the players'
    /// federation fields (country, EGF PIN, AGA id, rating).
    pub rated: Option<taikai_core::Rated>,
    /// The EGD tournament class applied for (A–D), checked when the results are exported.
    pub egd_class: Option<taikai_core::EgdClass>,
}

/// A hidden-stone method to set, or back to the default (for the event: 甲 in a knockout,
/// 乙 otherwise; for a round: the event's).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize, TS)]
#[serde(rename_all = "kebab-case")]
#[ts(export)]
pub enum MethodChoice {
    Kou,
    Otsu,
    Default,
}

impl std::str::FromStr for MethodChoice {
    type Err = AppError;
    fn from_str(text: &str) -> Result<Self> {
        if text.trim() == "default" {
            return Ok(MethodChoice::Default);
        }
        match text.parse::<HiddenStoneMethod>().map_err(|_| {
            AppError::from(SettingRefusal::NotAMethod {
                text: text.to_string(),
            })
        })? {
            HiddenStoneMethod::Kou => Ok(MethodChoice::Kou),
            HiddenStoneMethod::Otsu => Ok(MethodChoice::Otsu),
        }
    }
}

impl MethodChoice {
    fn method(self) -> Option<HiddenStoneMethod> {
        match self {
            MethodChoice::Kou => Some(HiddenStoneMethod::Kou),
            MethodChoice::Otsu => Some(HiddenStoneMethod::Otsu),
            MethodChoice::Default => None,
        }
    }
}

/// Taikai's defaults for the profile: what an untouched tournament plays.
fn defaults(profile: Profile, file: &TournamentFile) -> Result<PairingSettings> {
    Ok(PairingSettings::new(profile, file.settings()?.system))
}

/// The settings of the tournament, each with its source.
pub fn view(file: &TournamentFile) -> Result<SettingsView> {
    let profile = file.settings()?.profile;
    let s = rounds::pairing_settings(file)?;
    let d = defaults(profile, file)?;
    let regulation = |changed: bool| Source::Regulation { changed };
    let article = |a: SettingArticle| Source::Article {
        article: a,
        text: a.text(),
    };
    let mut rows = Vec::new();
    let mut row = |key: &str, value: String, source: Source| {
        rows.push(SettingRow {
            key: key.to_string(),
            round: None,
            value,
            source,
        })
    };
    if profile.is_go() {
        let komi = s.handicap.even_komi.unwrap_or(0.0);
        let komi_source = match profile.rules().komi_article {
            _ if s.handicap.even_komi != d.handicap.even_komi => regulation(true),
            Some(a) => article(a),
            None => regulation(false),
        };
        row("komi", number(komi), komi_source);
        let on = s.handicap.cap > 0;
        row(
            "handicap",
            on_off(on),
            regulation(on != (d.handicap.cap > 0)),
        );
        if on {
            row(
                "handicap-cap",
                s.handicap.cap.to_string(),
                regulation(s.handicap.cap != HANDICAP_ON_CAP),
            );
            row(
                "handicap-reduction",
                s.handicap.reduction.to_string(),
                regulation(s.handicap.reduction != d.handicap.reduction),
            );
            row(
                "handicap-ranks-per-stone",
                s.handicap.ranks_per_stone.to_string(),
                regulation(s.handicap.ranks_per_stone != d.handicap.ranks_per_stone),
            );
            if s.handicap.ranks_per_stone > 1 {
                row(
                    "handicap-rounding",
                    s.handicap.rounding.name().to_string(),
                    regulation(s.handicap.rounding != d.handicap.rounding),
                );
            }
            let hk = s.handicap.handicap_komi;
            row(
                "handicap-komi",
                number(hk),
                if hk == 0.0 {
                    article(SettingArticle::Seed001Handicap)
                } else {
                    regulation(true)
                },
            );
        }
        if s.system == taikai_core::PairingSystem::Mcmahon {
            row(
                "mcmahon-bar",
                s.mcmahon_bar.to_string(),
                regulation(s.mcmahon_bar != d.mcmahon_bar),
            );
            row(
                "mcmahon-floor",
                s.mcmahon_floor.to_string(),
                regulation(s.mcmahon_floor != d.mcmahon_floor),
            );
        }
    }
    row(
        "avoid-same-club",
        on_off(s.avoid_same_club),
        regulation(s.avoid_same_club != d.avoid_same_club),
    );
    row(
        "avoid-same-group",
        on_off(s.avoid_same_group),
        regulation(s.avoid_same_group != d.avoid_same_group),
    );
    row(
        "bye-score",
        bye_name(s.bye_score).to_string(),
        regulation(s.bye_score != d.bye_score),
    );
    row(
        "forfeits-in-sos",
        on_off(s.forfeits_in_sos),
        regulation(s.forfeits_in_sos != d.forfeits_in_sos),
    );
    if !profile.is_go() {
        // JOA rules §1: the event chooses 甲 or 乙, per tournament or division.
        row(
            "hidden-stone",
            s.hidden_stone_method().name().to_string(),
            regulation(s.hidden_stone.is_some()),
        );
        let o = s.othello;
        let od = OthelloScoring::default();
        let joa = |a: SettingArticle, changed: bool| {
            if changed {
                regulation(true)
            } else {
                article(a)
            }
        };
        row(
            "forfeit-win-discs",
            signed(o.forfeit_win),
            joa(SettingArticle::Joa18Win, o.forfeit_win != od.forfeit_win),
        );
        row(
            "forfeit-loss-discs",
            signed(o.forfeit_loss),
            joa(SettingArticle::Joa18Loss, o.forfeit_loss != od.forfeit_loss),
        );
        row(
            "both-out-of-time-discs",
            signed(o.both_lose),
            joa(SettingArticle::Joa16, o.both_lose != od.both_lose),
        );
        row("bye-discs", signed(o.bye), regulation(o.bye != od.bye));
    }
    let stored_order = file.tie_break_order()?;
    let order = stored_order
        .clone()
        .unwrap_or_else(|| taikai_core::standings::StandingsSettings::new(profile, s.system).order);
    row(
        "tie-breaks",
        order
            .iter()
            .map(|t| rounds::tie_break_name(*t))
            .collect::<Vec<_>>()
            .join(","),
        regulation(stored_order.is_some()),
    );
    let lateness = file.game_day_settings()?.lateness;
    let rules = profile.rules();
    let late_source = match rules.lateness_source {
        _ if lateness != rules.lateness => regulation(true),
        Some(a) => article(a),
        None => regulation(false),
    };
    row(
        "late-loss-after",
        lateness
            .loss_after_min()
            .map_or("none".to_string(), |m| m.to_string()),
        late_source,
    );
    if !profile.is_go() {
        for r in &s.hidden_stone_rounds {
            rows.push(SettingRow {
                key: "hidden-stone".to_string(),
                round: Some(r.round),
                value: r.method.name().to_string(),
                source: Source::Regulation { changed: true },
            });
        }
    }
    let rating = file.rating_settings()?;
    if profile.is_go() {
        rows.push(SettingRow {
            key: "rated".to_string(),
            round: None,
            value: rating.rated.name().to_string(),
            source: Source::Regulation {
                changed: rating.rated != taikai_core::Rated::None,
            },
        });
        if rating.rated == taikai_core::Rated::Egd {
            rows.push(SettingRow {
                key: "egd-class".to_string(),
                round: None,
                value: rating.egd_class.name().to_string(),
                source: Source::Regulation { changed: true },
            });
        }
    }
    let has_results = file.rounds()?.iter().any(|r| r.has_results());
    Ok(SettingsView {
        rows,
        pairing: s,
        has_results,
        rating,
    })
}

/// The cap "handicap on" sets: the full 9 stones.
const HANDICAP_ON_CAP: u8 = taikai_core::handicap::HandicapRule::MAX_STONES;

fn number(x: f64) -> String {
    format!("{x}")
}

fn signed(x: i32) -> String {
    format!("{x:+}")
}

fn on_off(b: bool) -> String {
    if b { "on" } else { "off" }.to_string()
}

fn bye_name(b: ByeScore) -> &'static str {
    match b {
        ByeScore::Win => "win",
        ByeScore::Draw => "draw",
        ByeScore::Nothing => "nothing",
    }
}

/// Changes settings. Once results are in, a change needs `confirmed` (the TD has been
/// asked); rounds already paired keep the settings they were paired with. The history
/// keeps the old and new settings.
pub fn change(
    file: &mut TournamentFile,
    change: &SettingsChange,
    confirmed: bool,
) -> Result<SettingsView> {
    file.write(|file| {
        let profile = file.settings()?.profile;
        let old = rounds::pairing_settings(file)?;
        let mut s = old.clone();
        let go_only = |what: &str| {
            AppError::from(SettingRefusal::GoOnly {
                what: what.to_string(),
                profile: profile.to_string(),
            })
        };
        if let Some(k) = change.komi {
            if !profile.is_go() {
                return Err(go_only("komi"));
            }
            check_komi(k, "komi")?;
            s.handicap.even_komi = Some(k);
        }
        if let Some(on) = change.handicap {
            if !profile.is_go() && on {
                return Err(go_only("handicap"));
            }
            s.handicap.cap = if on { HANDICAP_ON_CAP } else { 0 };
        }
        if let Some(cap) = change.handicap_cap {
            if !profile.is_go() {
                return Err(go_only("handicap-cap"));
            }
            if cap > HANDICAP_ON_CAP {
                return Err(SettingRefusal::HandicapCap {
                    stones: u32::from(cap),
                }
                .into());
            }
            s.handicap.cap = cap;
        }
        if let Some(per) = change.handicap_ranks_per_stone {
            if !profile.is_go() {
                return Err(go_only("handicap-ranks-per-stone"));
            }
            if !(1..=9).contains(&per) {
                return Err(SettingRefusal::RanksPerStone {
                    ranks: u32::from(per),
                }
                .into());
            }
            s.handicap.ranks_per_stone = per;
        }
        if let Some(rounding) = change.handicap_rounding {
            s.handicap.rounding = rounding;
        }
        if let Some(r) = change.handicap_reduction {
            if r > 9 {
                return Err(SettingRefusal::Reduction {
                    stones: u32::from(r),
                }
                .into());
            }
            s.handicap.reduction = r;
        }
        if let Some(k) = change.handicap_komi {
            check_komi(k, "handicap-komi")?;
            s.handicap.handicap_komi = k;
        }
        if let Some(bar) = change.mcmahon_bar {
            s.mcmahon_bar = known(bar, "mcmahon-bar")?;
        }
        if let Some(floor) = change.mcmahon_floor {
            s.mcmahon_floor = known(floor, "mcmahon-floor")?;
        }
        if let Some(avoid) = change.avoid_same_club {
            s.avoid_same_club = avoid;
        }
        if let Some(avoid) = change.avoid_same_group {
            s.avoid_same_group = avoid;
        }
        if let Some(bye) = change.bye_score {
            s.bye_score = bye;
        }
        if let Some(f) = change.forfeits_in_sos {
            s.forfeits_in_sos = f;
        }
        let othello_only = |what: &str| {
            AppError::from(SettingRefusal::OthelloOnly {
                what: what.to_string(),
                profile: profile.to_string(),
            })
        };
        match (change.hidden_stone, change.hidden_stone_round) {
            (_, Some(_)) | (Some(_), None) if profile.is_go() => {
                return Err(othello_only("hidden-stone"))
            }
            (Some(choice), None) => s.hidden_stone = choice.method(),
            (Some(choice), Some(round)) => {
                let rounds = file.settings()?.rounds;
                if round == 0 || round > rounds {
                    return Err(RoundRefusal::NoSuchRound { round, rounds }.into());
                }
                if !file.draws(Some(round))?.is_empty() {
                    return Err(SettingRefusal::RoundHasDraws { round }.into());
                }
                s.hidden_stone_rounds.retain(|r| r.round != round);
                if let Some(method) = choice.method() {
                    s.hidden_stone_rounds
                        .push(RoundHiddenStone { round, method });
                    s.hidden_stone_rounds.sort_by_key(|r| r.round);
                }
            }
            (None, Some(round)) => return Err(SettingRefusal::MethodForRound { round }.into()),
            (None, None) => {}
        }
        let discs = [
            (change.forfeit_win_discs, 0, 64, "forfeit-win-discs"),
            (change.forfeit_loss_discs, -64, 0, "forfeit-loss-discs"),
            (
                change.both_out_of_time_discs,
                -64,
                0,
                "both-out-of-time-discs",
            ),
            (change.bye_discs, 0, 64, "bye-discs"),
        ];
        for (value, low, high, what) in discs {
            if let Some(v) = value {
                if profile.is_go() {
                    return Err(othello_only(what));
                }
                if !(low..=high).contains(&v) {
                    return Err(SettingRefusal::Discs {
                        what: what.to_string(),
                        value: v,
                        low,
                        high,
                    }
                    .into());
                }
            }
        }
        let o = &mut s.othello;
        for (value, field) in [
            (change.forfeit_win_discs, &mut o.forfeit_win),
            (change.forfeit_loss_discs, &mut o.forfeit_loss),
            (change.both_out_of_time_discs, &mut o.both_lose),
            (change.bye_discs, &mut o.bye),
        ] {
            if let Some(v) = value {
                *field = v;
            }
        }
        // 0 minutes: no limit.
        let late_limit = change.late_loss_after_min.map(|m| (m > 0).then_some(m));
        let old_limit = file.game_day_settings()?.lateness.loss_after_min();
        let lateness_changes = late_limit.is_some_and(|limit| limit != old_limit);
        let order_changes = match &change.tie_breaks {
            Some(order) => Some(order) != file.tie_break_order()?.as_ref(),
            None => false,
        };
        // Whether the event is rated changes no pairing or score: no confirmation needed.
        if change.rated.is_some() || change.egd_class.is_some() {
            if (change.rated.is_some_and(|r| r != taikai_core::Rated::None)
                || change.egd_class.is_some())
                && !profile.is_go()
            {
                return Err(go_only("rated"));
            }
            let old_rating = file.rating_settings()?;
            let mut rating = old_rating;
            if let Some(r) = change.rated {
                rating.rated = r;
            }
            if let Some(c) = change.egd_class {
                rating.egd_class = c;
            }
            if rating != old_rating {
                file.set_rating_settings(&rating, crate::now())?;
            }
        }
        if s == old && !lateness_changes && !order_changes {
            return view(file);
        }
        if !confirmed && file.rounds()?.iter().any(|r| r.has_results()) {
            return Err(SettingRefusal::ConfirmAfterResults.into());
        }
        if s != old {
            rounds::set_pairing_settings(file, &s)?;
        }
        if lateness_changes {
            crate::game_day::configure(file, None, late_limit)?;
        }
        if let (true, Some(order)) = (order_changes, &change.tie_breaks) {
            rounds::set_tie_break_order(file, order)?;
        }
        view(file)
    })
}

fn check_komi(k: f64, what: &str) -> Result<()> {
    if !k.is_finite() || k.abs() > 50.0 || (k * 4.0).fract() != 0.0 {
        let k = if k.abs() < 1e6 {
            k.to_string()
        } else {
            format!("{k:e}")
        };
        return Err(SettingRefusal::Komi {
            what: what.to_string(),
            text: k,
        }
        .into());
    }
    Ok(())
}

fn known(rank: Rank, what: &str) -> Result<Rank> {
    if rank.is_known() {
        Ok(rank)
    } else {
        Err(SettingRefusal::UnknownRank {
            what: what.to_string(),
        }
        .into())
    }
}
