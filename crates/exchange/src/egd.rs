//! Results for the European Go Database: the h9 table, as OpenGotha's `generateH9File`
//! writes it (V3.51.02), in ISO-8859-15.
//!
//! Header lines `; CL[…]` (the class applied for), `; EV[…]`, `; PC[country,city]`,
//! `; DT[start,end]`, `; HA[…]`, `; KM[…]`, `; TM[…]` (adjusted time in minutes), `; CM[…]`;
//! then one line per player in standings order: place (blank when tied with the line
//! above), name and first name (spaces inside a part become `_`), rank, country (`XX` when
//! unknown), club (`xxxx` when unknown, its last 4 characters as OpenGotha keeps them),
//! the criteria columns, then one token per round: the opponent's line number, `+ - = ?`,
//! `/` or `!` (by default), `w` or `b`, the handicap (`5+/w0`, `12-!b0`, `3+/b2`); a bye
//! or an absence is `0+`, `0=` or `0-`.
//!
//! The EGF tournament class (A–D) is checked against the time control, by the rules of
//! the EGF (Sensei's Library, "EGF tournament class", and OpenGotha's `Tournament.egfClass`
//! which applies them): basic time at least 60, 40, 25 minutes and adjusted time at least
//! 75, 50, 30 minutes for classes A, B, C; with Fischer timing basic time 45, 30, 20;
//! class D (Internet) as B. Adjusted time is the basic time plus 45 moves of standard
//! byo-yomi, 60 moves of Canadian byo-yomi, or 120 Fischer increments.

use crate::{first_unencodable, kd_rank, latin9, Event, Written};
use std::collections::HashMap;
use taikai_catalogue::{ExchangeNote, ExchangeRefusal};
use taikai_core::clock::TimeControl;
use taikai_core::pairing::ByeScore;
use taikai_core::results::{Colour, Outcome};
use taikai_core::standings::TieBreak;
use taikai_core::{EgdClass, PairingSystem, Rated};

/// Basic and adjusted time in minutes, as the EGF counts them.
pub fn egf_times(tc: TimeControl) -> (u32, u32) {
    let basic = tc.main_s() / 60;
    let adjusted_s = match tc {
        TimeControl::Absolute { main_s } => main_s,
        TimeControl::ByoYomi {
            main_s, period_s, ..
        } => main_s.saturating_add(period_s.saturating_mul(45)),
        TimeControl::Canadian {
            main_s,
            moves,
            period_s,
        } => main_s.saturating_add(period_s.saturating_mul(60) / moves.max(1)),
        TimeControl::Fischer {
            main_s,
            increment_s,
        } => main_s.saturating_add(increment_s.saturating_mul(120)),
    };
    (basic, adjusted_s / 60)
}

/// The least basic and adjusted time (minutes) of a class.
pub fn class_needs(class: EgdClass, fischer: bool) -> (u32, u32) {
    match (class, fischer) {
        (EgdClass::A, false) => (60, 75),
        (EgdClass::A, true) => (45, 75),
        (EgdClass::B | EgdClass::D, false) => (40, 50),
        (EgdClass::B | EgdClass::D, true) => (30, 50),
        (EgdClass::C, false) => (25, 30),
        (EgdClass::C, true) => (20, 30),
    }
}

/// The class check: a note when the time control does not meet the class applied for.
pub fn check_class(class: EgdClass, tc: TimeControl) -> Option<ExchangeNote> {
    let fischer = matches!(tc, TimeControl::Fischer { .. });
    let (basic, adjusted) = egf_times(tc);
    let (needs_basic, needs_adjusted) = class_needs(class, fischer);
    (basic < needs_basic || adjusted < needs_adjusted).then(|| ExchangeNote::EgdClassNotMet {
        class: class.name().to_string(),
        basic_min: basic,
        adjusted_min: adjusted,
        needs_basic,
        needs_adjusted,
    })
}

/// Text for a header: characters ISO-8859-15 cannot hold become `?`.
fn header_text(text: &str) -> String {
    text.chars()
        .map(|c| {
            if latin9(&c.to_string()).is_some() && !"[]".contains(c) {
                c
            } else {
                '?'
            }
        })
        .collect()
}

fn right(text: &str, width: usize) -> String {
    let n = text.chars().count();
    if n >= width {
        text.chars().skip(n - width).collect()
    } else {
        format!("{}{text}", " ".repeat(width - n))
    }
}

fn number(x: f64) -> String {
    if x.fract() == 0.0 {
        format!("{x:.0}")
    } else {
        format!("{x}")
    }
}

/// Writes the EGD results table.
pub fn write(event: &Event) -> Result<Written, ExchangeRefusal> {
    if !event.settings.profile.is_go() {
        return Err(ExchangeRefusal::NotGo {
            format: "EGD h9".into(),
        });
    }
    let mut notes = Vec::new();
    let event = &crate::known_players_only(event, &mut notes);
    if event.rating.rated != Rated::Egd {
        notes.push(ExchangeNote::NotRatedFor {
            federation: "EGD".into(),
        });
    }
    notes.extend(check_class(event.rating.egd_class, event.time_control));

    // Names, in ISO-8859-15 or in romaji from the reading.
    let mut names: HashMap<i64, String> = HashMap::new();
    for row in &event.standings {
        let Some(p) = crate::player(event, row.id) else {
            continue;
        };
        let (family, given) = crate::latin9_name(p, &mut notes)?;
        names.insert(
            p.id,
            format!("{} {}", family.replace(' ', "_"), given.replace(' ', "_"))
                .trim()
                .to_string(),
        );
    }

    let line_of: HashMap<i64, usize> = event
        .standings
        .iter()
        .enumerate()
        .map(|(i, r)| (r.id, i + 1))
        .collect();
    let mcmahon = event.settings.system == PairingSystem::Mcmahon;
    let criteria: Vec<TieBreak> = event
        .tie_breaks
        .iter()
        .copied()
        .filter(|t| {
            matches!(
                t,
                TieBreak::Score
                    | TieBreak::Wins
                    | TieBreak::Sos
                    | TieBreak::Sosos
                    | TieBreak::Sodos
            )
        })
        .collect();
    let crit_name = |t: TieBreak| match t {
        TieBreak::Score if mcmahon => "MMS",
        TieBreak::Score | TieBreak::Wins => "NBW",
        TieBreak::Sos => "SOS",
        TieBreak::Sosos => "SOSOS",
        _ => "SODOS",
    };

    let s = &event.settings;
    let country = {
        let mut count: HashMap<&str, usize> = HashMap::new();
        for p in &event.players {
            if !p.ids.country.is_empty() {
                *count.entry(p.ids.country.as_str()).or_default() += 1;
            }
        }
        count
            .into_iter()
            .max_by_key(|(c, n)| (*n, std::cmp::Reverse(*c)))
            .map(|(c, _)| c.to_string())
            .unwrap_or_default()
    };
    let (_, adjusted) = egf_times(event.time_control);
    let cm = match event.time_control {
        TimeControl::Absolute { .. } => "Sudden death",
        TimeControl::ByoYomi { .. } => "Standard byo-yomi",
        TimeControl::Canadian { .. } => "Canadian byo-yomi",
        TimeControl::Fischer { .. } => "Fischer",
    };
    let h = &event.pairing.handicap;
    let mut out = String::new();
    out.push_str(&format!("; CL[{}]\n", event.rating.egd_class.name()));
    out.push_str(&format!("; EV[{}]\n", header_text(&s.name)));
    out.push_str(&format!("; PC[{},{}]\n", country, header_text(&s.venue)));
    out.push_str(&format!("; DT[{},{}]\n", s.date, s.date));
    if h.cap > 0 {
        out.push_str(&format!("; HA[h{}]\n", h.reduction));
    }
    out.push_str(&format!("; KM[{}]\n", number(h.even_komi.unwrap_or(0.0))));
    out.push_str(&format!("; TM[{adjusted}]\n"));
    out.push_str(&format!("; CM[{cm}]\n"));
    out.push_str(&format!(
        "; Generated by Taikai {}\n;\n",
        env!("CARGO_PKG_VERSION")
    ));
    out.push_str("; Pl Name                            Rk Co Club");
    for c in &criteria {
        out.push_str(&right(crit_name(*c), 5));
    }
    out.push('\n');

    let rounds = event.settings.rounds;
    let mut previous_place = None;
    for row in &event.standings {
        let Some(p) = crate::player(event, row.id) else {
            continue;
        };
        let place = if previous_place == Some(row.place) {
            String::new()
        } else {
            row.place.to_string()
        };
        previous_place = Some(row.place);
        let mut line = right(&place, 4);
        let name: String = format!("{:<30}", names[&p.id]).chars().take(30).collect();
        line.push_str(&format!(" {name} "));
        let (rank, _) = kd_rank(p.rank);
        line.push_str(&right(&rank, 3));
        let co = if p.ids.country.chars().count() == 2 {
            p.ids.country.clone()
        } else {
            "XX".to_string()
        };
        line.push_str(&format!(" {co}"));
        let club = p.club.trim();
        let club = if club.is_empty() || latin9(club).is_none() {
            "xxxx".to_string()
        } else {
            club.replace(' ', "_")
        };
        line.push_str(&format!(" {}", right(&club, 4)));
        for c in &criteria {
            let v = match c {
                TieBreak::Score => row.score,
                TieBreak::Wins => row.wins,
                TieBreak::Sos => row.sos,
                TieBreak::Sosos => row.sosos,
                _ => row.sodos,
            };
            line.push_str(&format!(" {}", right(&number(v), 4)));
        }
        for _ in criteria.len()..4 {
            line.push_str(" 0");
        }
        for r in 1..=rounds {
            let token = token(event, r, p.id, &line_of);
            line.push_str(&format!(" {}", right(&token, 8)));
        }
        out.push_str(&line);
        out.push('\n');
    }
    let bytes = latin9(&out).ok_or_else(|| ExchangeRefusal::CannotEncode {
        name: s.name.clone(),
        encoding: "ISO-8859-15".into(),
        character: first_unencodable(&out),
    })?;
    Ok(Written { bytes, notes })
}

/// One round of a player's line.
fn token(event: &Event, round: u32, id: i64, line_of: &HashMap<i64, usize>) -> String {
    let Some(r) = event.rounds.iter().find(|r| r.round == round) else {
        return "0-".into();
    };
    if r.byes.contains(&id) {
        return match event.pairing.bye_score {
            ByeScore::Win => "0+",
            ByeScore::Draw => "0=",
            ByeScore::Nothing => "0-",
        }
        .into();
    }
    let Some(g) = r.games.iter().find(|g| g.black == id || g.white == id) else {
        return "0-".into();
    };
    let (colour, opponent) = if g.black == id {
        (Colour::Black, g.white)
    } else {
        (Colour::White, g.black)
    };
    let Some(&line) = line_of.get(&opponent) else {
        return "0-".into();
    };
    let (symbol, forfeit) = match g.result {
        None => ('?', false),
        Some(res) => (
            match res.outcome(colour) {
                Outcome::Win => '+',
                Outcome::Loss => '-',
                Outcome::Draw => '=',
                Outcome::Void => '?',
            },
            res.is_forfeit(),
        ),
    };
    format!(
        "{line}{symbol}{}{}{}",
        if forfeit { '!' } else { '/' },
        if colour == Colour::Black { 'b' } else { 'w' },
        if g.handicap >= 2 { g.handicap } else { 0 }
    )
}
