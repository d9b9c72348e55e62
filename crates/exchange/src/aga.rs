//! Results for the American Go Association: the TOURNEY / PLAYERS / GAMES text format, as
//! OpenGotha's `generateAGAResultsFile` writes it (V3.51.02), in ISO-8859-15.
//!
//! ```text
//! TOURNEY Autumn Open, Tokyo
//!         start=2026-11-23
//!         finish=2026-11-23
//!         rules=Japanese
//! PLAYERS
//! 12345   Yamada, Tarou   3D
//! GAMES 1
//! 12345   23456   W       0       6
//! END
//! ```
//!
//! A game line is white's id, black's id, the winner (`W`/`B`), the handicap stones and the
//! komi (whole points; 0 in a handicap game, as OpenGotha writes it). Only games decided
//! over the board are rated, so forfeits, draws, both-lose and games without a result are
//! left out, each with a note. A player without an AGA id gets a placeholder from 99999
//! down, as OpenGotha gives one, and a note.

use crate::{kd_rank, Event, Written};
use std::collections::HashMap;
use taikai_catalogue::{ExchangeNote, ExchangeRefusal};
use taikai_core::profile::Counting;
use taikai_core::results::GameResult;
use taikai_core::Rated;

pub fn write(event: &Event) -> Result<Written, ExchangeRefusal> {
    if !event.settings.profile.is_go() {
        return Err(ExchangeRefusal::NotGo {
            format: "AGA".into(),
        });
    }
    let mut notes = Vec::new();
    let event = &crate::known_players_only(event, &mut notes);
    if event.rating.rated != Rated::Aga {
        notes.push(ExchangeNote::NotRatedFor {
            federation: "AGA".into(),
        });
    }
    let s = &event.settings;
    // Ids: the player's, or a placeholder not used by anyone.
    let used: Vec<u32> = event
        .players
        .iter()
        .filter_map(|p| p.ids.aga_id.parse().ok())
        .collect();
    let mut next = 99_999u32;
    let mut ids: HashMap<i64, String> = HashMap::new();
    let took_part = |id: i64| {
        event
            .rounds
            .iter()
            .any(|r| r.games.iter().any(|g| g.black == id || g.white == id))
    };
    let players: Vec<_> = event.players.iter().filter(|p| took_part(p.id)).collect();
    for p in &players {
        let id = if p.ids.aga_id.is_empty() {
            while used.contains(&next) {
                next -= 1;
            }
            let id = next.to_string();
            next -= 1;
            notes.push(ExchangeNote::NoAgaId {
                name: p.name.clone(),
                written: id.clone(),
            });
            id
        } else {
            p.ids.aga_id.clone()
        };
        ids.insert(p.id, id);
    }
    let rules = match s.profile.rules().counting {
        Counting::Area => "Chinese",
        _ => "Japanese",
    };
    let mut out = String::new();
    let header = |t: &str| {
        t.chars()
            .map(|c| {
                if crate::latin9(&c.to_string()).is_some() {
                    c
                } else {
                    '?'
                }
            })
            .collect::<String>()
    };
    out.push_str(&format!(
        "TOURNEY {}, {}\n",
        header(&s.name),
        header(&s.venue)
    ));
    out.push_str(&format!(
        "\tstart={}\n\tfinish={}\n\trules={rules}\n",
        s.date, s.date
    ));
    out.push_str("PLAYERS\n");
    let mut sorted = players.clone();
    sorted.sort_by_key(|p| ids[&p.id].parse::<u64>().unwrap_or(u64::MAX));
    for p in sorted {
        let (family, given) = crate::latin9_name(p, &mut notes)?;
        let (rank, _) = kd_rank(p.rank);
        out.push_str(&format!(
            "{}\t{}, {}\t{}\n",
            ids[&p.id], family, given, rank
        ));
    }
    for r in &event.rounds {
        out.push_str(&format!("GAMES {}\n", r.round));
        for g in &r.games {
            let winner = match g.result {
                Some(GameResult::WhiteWins) => "W",
                Some(GameResult::BlackWins) => "B",
                _ => {
                    notes.push(ExchangeNote::GameNotRated {
                        round: r.round,
                        board: g.board,
                    });
                    continue;
                }
            };
            let (stones, komi) = match g.handicap {
                0 => (0, g.komi.unwrap_or(0.0).floor() as i64),
                1 => (0, 0),
                n => (n, 0),
            };
            out.push_str(&format!(
                "{}\t{}\t{winner}\t{stones}\t{komi}\n",
                ids[&g.white], ids[&g.black]
            ));
        }
    }
    out.push_str("END\n");
    let bytes = crate::latin9(&out).ok_or_else(|| ExchangeRefusal::CannotEncode {
        name: s.name.clone(),
        encoding: "ISO-8859-15".into(),
        character: crate::first_unencodable(&out),
    })?;
    Ok(Written { bytes, notes })
}
