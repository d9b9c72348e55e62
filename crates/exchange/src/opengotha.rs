//! OpenGotha tournament files (`.xml`), as OpenGotha 3.51.02 reads and writes them
//! (`ExternalDocument.importTournamentFromXMLFile` and `generateXMLFile`).
//!
//! Reading follows OpenGotha's reader: every attribute has OpenGotha's default when it is
//! missing; a file without `dataVersion` is old data (version 200), whose ratings are read
//! 2050 points higher and whose games name players by the obsolete canonical name (letters
//! A–Z of name and first name); a game naming nobody is left out; a second game at one
//! table of a round replaces the first. What Taikai has no place for is listed as notes.
//!
//! Writing gives a file OpenGotha opens unchanged: `dataVersion="201"`, a first name for
//! everyone, a country of two letters or none, at most one game per table of a round and
//! one bye per round, keys that match a player, and a `TournamentParameterSet` holding all
//! four parameter sets OpenGotha's reader requires.

use crate::{
    kd_rank, key, name_of, name_parts, rating_from_rank, Event, EventGame, EventRound, Imported,
    Written, NO_FIRST_NAME,
};
use quick_xml::events::{BytesStart, Event as XmlEvent};
use quick_xml::Reader;
use std::collections::HashMap;
use taikai_catalogue::{ExchangeNote, ExchangeRefusal};
use taikai_core::clock::TimeControl;
use taikai_core::game_day::GameDaySettings;
use taikai_core::pairing::{ByeScore, PairingSettings, Seeding};
use taikai_core::player::{FederationIds, RATING_RANGE};
use taikai_core::results::GameResult;
use taikai_core::standings::TieBreak;
use taikai_core::{
    PairingSystem, Player, PlayerStatus, Profile, Rank, RatingSettings, TournamentSettings,
};

/// The data version Taikai writes: ratings as they are, players named by key.
pub const DATA_VERSION: u32 = 201;
/// OpenGotha's `Gotha.MAX_NUMBER_OF_ROUNDS`.
pub const MAX_ROUNDS: u32 = 20;
/// What OpenGotha adds to the ratings of a file older than data version 201.
pub const OLD_RATING_OFFSET: i32 = 2050;

/// One element of the file, with its attributes and the line it starts on.
struct Element {
    name: String,
    line: u32,
    attrs: Vec<(String, String)>,
    /// The names of the elements it is inside, outermost first.
    within: Vec<String>,
}

impl Element {
    fn get(&self, name: &str) -> Option<&str> {
        self.attrs
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }

    fn text<'a>(&'a self, name: &str, default: &'a str) -> &'a str {
        self.get(name).unwrap_or(default)
    }

    /// An integer attribute, as `Integer.parseInt` reads it (OpenGotha fails on anything
    /// else; Taikai refuses and names the line).
    fn int(&self, name: &str, default: i64) -> Result<i64, ExchangeRefusal> {
        match self.get(name) {
            None => Ok(default),
            Some(text) => text.trim().parse().map_err(|_| self.bad(name, text)),
        }
    }

    fn bad(&self, attribute: &str, text: &str) -> ExchangeRefusal {
        ExchangeRefusal::BadAttribute {
            line: self.line,
            element: self.name.clone(),
            attribute: attribute.to_string(),
            text: text.to_string(),
        }
    }
}

/// The text of the file: UTF-8 (OpenGotha's own), or the Latin encoding its declaration
/// names.
fn decode(bytes: &[u8]) -> Result<String, ExchangeRefusal> {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    let head = String::from_utf8_lossy(&bytes[..bytes.len().min(200)]).to_lowercase();
    let declared = head
        .split("encoding=")
        .nth(1)
        .and_then(|rest| {
            rest.trim_start_matches(['"', '\''])
                .split(['"', '\''])
                .next()
        })
        .unwrap_or("utf-8")
        .to_string();
    if declared != "utf-8" && declared != "utf8" {
        if let Some(enc) = encoding_rs::Encoding::for_label(declared.as_bytes()) {
            return Ok(enc.decode_without_bom_handling(bytes).0.into_owned());
        }
    }
    String::from_utf8(bytes.to_vec()).map_err(|e| {
        let at = e.utf8_error().valid_up_to();
        ExchangeRefusal::BadXml {
            line: line_at(bytes, at),
            detail: "not UTF-8 text".to_string(),
        }
    })
}

fn line_at(bytes: &[u8], offset: usize) -> u32 {
    1 + bytes[..offset.min(bytes.len())]
        .iter()
        .filter(|b| **b == b'\n')
        .count() as u32
}

/// Every element of the document in order, with its attributes.
fn elements(text: &str) -> Result<Vec<Element>, ExchangeRefusal> {
    let mut reader = Reader::from_str(text);
    reader.config_mut().check_end_names = true;
    let mut out: Vec<Element> = Vec::new();
    let mut open: Vec<String> = Vec::new();
    loop {
        let before = reader.buffer_position() as usize;
        match reader.read_event() {
            Ok(XmlEvent::Start(e)) => {
                let el = element(&e, line_at(text.as_bytes(), before), open.clone())?;
                open.push(el.name.clone());
                out.push(el);
            }
            Ok(XmlEvent::Empty(e)) => {
                out.push(element(&e, line_at(text.as_bytes(), before), open.clone())?);
            }
            Ok(XmlEvent::End(_)) => {
                open.pop();
            }
            Ok(XmlEvent::Eof) => break,
            Ok(_) => {}
            Err(e) => {
                return Err(ExchangeRefusal::BadXml {
                    line: line_at(text.as_bytes(), reader.error_position() as usize),
                    detail: e.to_string(),
                });
            }
        }
    }
    if !open.is_empty() {
        return Err(ExchangeRefusal::BadXml {
            line: line_at(text.as_bytes(), text.len()),
            detail: "the document ends inside an element".into(),
        });
    }
    Ok(out)
}

fn element(e: &BytesStart, line: u32, within: Vec<String>) -> Result<Element, ExchangeRefusal> {
    let name = AsRef::<str>::as_ref(&e.name()).to_string();
    let mut attrs = Vec::new();
    for a in e.attributes() {
        let a = a.map_err(|err| ExchangeRefusal::BadXml {
            line,
            detail: err.to_string(),
        })?;
        let key = AsRef::<str>::as_ref(&a.key).to_string();
        let value = a
            .normalized_value(quick_xml::XmlVersion::Implicit1_0)
            .map_err(|err| ExchangeRefusal::BadXml {
                line,
                detail: err.to_string(),
            })?
            .into_owned();
        attrs.push((key, value));
    }
    Ok(Element {
        name,
        line,
        attrs,
        within,
    })
}

/// OpenGotha's rank reading (`Player.convertKDPToInt`): `5K`, `5k`, `3D`, a bare number is
/// kyu. Professional ranks are read as Taikai's `1p`…`9p`.
fn read_rank(text: &str) -> Option<Rank> {
    let t = text.trim();
    let last = t.chars().last()?;
    let (num, kind) = if last.is_ascii_digit() {
        (t, 'k')
    } else {
        (&t[..t.len() - last.len_utf8()], last.to_ascii_lowercase())
    };
    let n: u8 = num.trim().parse().ok()?;
    match kind {
        'k' if (1..=Rank::WEAKEST_KYU).contains(&n) => Some(Rank::Kyu(n)),
        'd' if (1..=Rank::STRONGEST_DAN).contains(&n) => Some(Rank::Dan(n)),
        'p' if (1..=9).contains(&n) => Some(Rank::Pro(n)),
        _ => None,
    }
}

/// A rank for a parameter (bar, floor): OpenGotha's ranks only.
fn param_rank(e: &Element, name: &str, default: Rank) -> Result<Rank, ExchangeRefusal> {
    match e.get(name) {
        None => Ok(default),
        Some(text) => read_rank(text).ok_or_else(|| e.bad(name, text)),
    }
}

/// `Tournament.getPlayerByObsoleteCanonicalName`: name and first name upper case, Latin
/// accents folded, everything but A–Z dropped.
fn obsolete_canonical(s: &str) -> String {
    fold_accents(&s.to_uppercase())
        .chars()
        .filter(|c| c.is_ascii_uppercase())
        .collect()
}

/// `Gotha.forceToASCII`'s Latin-9 folding.
fn fold_accents(s: &str) -> String {
    s.chars()
        .map(|c| match c {
            'À'..='Å' => 'A',
            'Ç' => 'C',
            'È'..='Ë' => 'E',
            'Ì'..='Ï' => 'I',
            'Ñ' => 'N',
            'Ò'..='Ö' | 'Ø' => 'O',
            'Ù'..='Ü' => 'U',
            'Ý' => 'Y',
            'à'..='å' => 'a',
            'ç' => 'c',
            'è'..='ë' => 'e',
            'ì'..='ï' => 'i',
            'ñ' => 'n',
            'ò'..='ö' | 'ø' => 'o',
            'ù'..='ü' => 'u',
            'ý' => 'y',
            c => c,
        })
        .collect()
}

/// The players of the file, found by key the way OpenGotha finds them.
struct Roster {
    by_key: HashMap<String, i64>,
    by_obsolete: HashMap<String, i64>,
    old_data: bool,
}

impl Roster {
    fn find(&self, text: &str) -> Option<i64> {
        let first = if self.old_data {
            self.by_obsolete.get(text)
        } else {
            self.by_key.get(&text.replace(' ', "").to_uppercase())
        };
        first
            .or_else(|| {
                self.by_obsolete
                    .get(&fold_accents(text).to_uppercase().replace(' ', ""))
            })
            .copied()
    }
}

fn result_of(
    text: &str,
    round: u32,
    board: u32,
    notes: &mut Vec<ExchangeNote>,
) -> Option<GameResult> {
    use GameResult::*;
    Some(match text {
        "RESULT_WHITEWINS" => WhiteWins,
        "RESULT_BLACKWINS" => BlackWins,
        "RESULT_EQUAL" => Draw,
        "RESULT_BOTHLOSE" => BothLose,
        "RESULT_WHITEWINS_BYDEF" => WhiteWinsByForfeit,
        "RESULT_BLACKWINS_BYDEF" => BlackWinsByForfeit,
        "RESULT_BOTHLOSE_BYDEF" => BothLoseByForfeit,
        "RESULT_EQUAL_BYDEF" => {
            notes.push(ExchangeNote::DrawByDefault { round, board });
            Draw
        }
        "RESULT_BOTHWIN" | "RESULT_BOTHWIN_BYDEF" => {
            notes.push(ExchangeNote::BothWin { round, board });
            NoResult
        }
        _ => return None,
    })
}

/// Reads an OpenGotha tournament file. `profile` is the rule profile of the new tournament
/// (OpenGotha files do not say which rules the event played). The players are numbered
/// 1, 2, … in the file's order.
pub fn read(bytes: &[u8], profile: Profile) -> Result<Imported, ExchangeRefusal> {
    let text = decode(bytes)?;
    let all = elements(&text)?;
    let root = all.first().ok_or(ExchangeRefusal::BadXml {
        line: 1,
        detail: "the file holds no element".into(),
    })?;
    if root.name != "Tournament" {
        return Err(ExchangeRefusal::NotOpenGotha {
            root: root.name.clone(),
        });
    }
    let data_version = root.int("dataVersion", 200)?;
    let old_data = data_version < i64::from(DATA_VERSION);
    let mut notes = Vec::new();
    let first = |name: &str| all.iter().find(|e| e.name == name);

    // Parameters (TournamentParameterSet: all four sets, as OpenGotha requires).
    let mut settings = TournamentSettings {
        name: "OpenGotha".to_string(),
        date: String::new(),
        venue: String::new(),
        profile,
        rounds: 5,
        system: PairingSystem::Mcmahon,
    };
    let mut pairing = PairingSettings::new(profile, PairingSystem::Mcmahon);
    let mut time_control = GameDaySettings::for_profile(profile).time_control;
    let mut tie_breaks = vec![
        TieBreak::Score,
        TieBreak::Sos,
        TieBreak::Sosos,
        TieBreak::Sodos,
    ];
    let not_carried = |notes: &mut Vec<ExchangeNote>, name: &str, value: &str| {
        notes.push(ExchangeNote::ParameterNotCarried {
            name: name.to_string(),
            value: value.to_string(),
        })
    };
    if first("TournamentParameterSet").is_some() {
        let missing = |name: &str| ExchangeRefusal::MissingParameterSet {
            line: first("TournamentParameterSet").map_or(1, |e| e.line),
            set: name.to_string(),
        };
        let gps = first("GeneralParameterSet").ok_or_else(|| missing("GeneralParameterSet"))?;
        let hps = first("HandicapParameterSet").ok_or_else(|| missing("HandicapParameterSet"))?;
        first("PlacementParameterSet").ok_or_else(|| missing("PlacementParameterSet"))?;
        let paips = first("PairingParameterSet").ok_or_else(|| missing("PairingParameterSet"))?;
        settings.name = gps.text("name", "default Name").trim().to_string();
        if settings.name.is_empty() {
            settings.name = gps.text("shortName", "OpenGotha").to_string();
        }
        settings.venue = gps.text("location", "").to_string();
        let begin = gps.text("beginDate", "");
        if begin.len() == 10 && begin.as_bytes()[4] == b'-' {
            settings.date = begin.to_string();
        }
        let rounds = gps.int("numberOfRounds", 5)?;
        if !(1..=i64::from(TournamentSettings::MAX_ROUNDS)).contains(&rounds) {
            return Err(ExchangeRefusal::TooManyRounds {
                rounds: rounds.clamp(0, i64::from(u32::MAX)) as u32,
                most: TournamentSettings::MAX_ROUNDS,
            });
        }
        settings.rounds = rounds as u32;
        let komi_text = gps.text("komi", "7.5");
        let komi: f64 = komi_text
            .trim()
            .parse()
            .map_err(|_| gps.bad("komi", komi_text))?;
        pairing.handicap.even_komi = Some(komi);
        if gps.text("size", "19") != "19" {
            not_carried(&mut notes, "size", gps.text("size", "19"));
        }
        // Time: basic time in minutes, the complementary system in seconds.
        // Times are kept within a day, so no sum of them can overflow.
        let time = |v: i64, low: i64| v.clamp(low, 24 * 60 * 60) as u32;
        let basic = time(gps.int("basicTime", gps.int("time", 40)?)?, 0).min(24 * 60) * 60;
        let cts = gps.text("complementaryTimeSystem", "CANBYOYOMI");
        time_control = match cts {
            "SUDDENDEATH" => TimeControl::Absolute { main_s: basic },
            "STDBYOYOMI" => TimeControl::ByoYomi {
                main_s: basic,
                periods: 1,
                period_s: time(gps.int("stdByoYomiTime", 30)?, 1),
            },
            "FISCHER" => TimeControl::Fischer {
                main_s: basic,
                increment_s: time(gps.int("fischerTime", 10)?, 0),
            },
            _ => TimeControl::Canadian {
                main_s: basic,
                moves: time(gps.int("nbMovesCanTime", 15)?, 1),
                period_s: time(gps.int("canByoYomiTime", 300)?, 1),
            },
        };
        pairing.mcmahon_floor = param_rank(gps, "genMMFloor", Rank::Kyu(20))?;
        pairing.mcmahon_bar = param_rank(gps, "genMMBar", Rank::Dan(4))?;
        let zero = gps.text("genMMZero", "30K");
        if read_rank(zero) != Some(Rank::Kyu(30)) {
            not_carried(&mut notes, "genMMZero", zero);
        }
        let categories = gps.int("numberOfCategories", 1)?;
        if categories > 1 {
            not_carried(&mut notes, "numberOfCategories", &categories.to_string());
        }
        // Handicaps.
        let cap = hps.int("hdCeiling", 9)?.clamp(0, 9) as u8;
        let reduction = hps.int("hdCorrection", 1)?.clamp(0, 9) as u8;
        pairing.handicap.cap = cap;
        pairing.handicap.reduction = reduction;
        pairing.handicap.handicap_komi = 0.0;
        if cap > 0 && hps.text("hdBasedOnMMS", "true") == "true" {
            not_carried(&mut notes, "hdBasedOnMMS", "true");
        }
        let threshold = hps.text("hdNoHdRankThreshold", "1D");
        if cap > 0 && read_rank(threshold) != Some(Rank::Dan(9)) {
            not_carried(&mut notes, "hdNoHdRankThreshold", threshold);
        }
        // Placement: the first criterion gives the system, the rest the tie-breaks.
        let mut criteria: Vec<(i64, String)> = Vec::new();
        // The individual criteria only (a team tournament's are under
        // TeamPlacementParameterSet), as OpenGotha's reader takes them.
        for e in all.iter().filter(|e| {
            e.name == "PlacementCriterion" && e.within.iter().any(|w| w == "PlacementParameterSet")
        }) {
            let name = e.text("name", "NULL").to_string();
            if name != "NULL" {
                criteria.push((e.int("number", 1)?, name));
            }
        }
        criteria.sort();
        let mut order = Vec::new();
        for (i, (_, name)) in criteria.iter().enumerate() {
            let tb = match name.as_str() {
                "MMS" if i == 0 => {
                    settings.system = PairingSystem::Mcmahon;
                    Some(TieBreak::Score)
                }
                "NBW" if i == 0 => {
                    settings.system = PairingSystem::Swiss;
                    Some(TieBreak::Score)
                }
                "NBW" => Some(TieBreak::Wins),
                "SOSW" | "SOSM" => Some(TieBreak::Sos),
                "SOSOSW" | "SOSOSM" => Some(TieBreak::Sosos),
                "SODOSW" | "SODOSM" => Some(TieBreak::Sodos),
                "DC" | "SDC" => Some(TieBreak::HeadToHead),
                _ => None,
            };
            match tb {
                Some(tb) if !order.contains(&tb) => order.push(tb),
                Some(_) => {}
                None => not_carried(&mut notes, &format!("PlacementCriterion {}", i + 1), name),
            }
        }
        if order.first() == Some(&TieBreak::Score) {
            tie_breaks = order;
        }
        pairing.system = settings.system;
        let bye = if settings.system == PairingSystem::Mcmahon {
            gps.int("genMMS2ValueBye", 2)?
        } else {
            gps.int("genNBW2ValueBye", 2)?
        };
        pairing.bye_score = match bye {
            0 => ByeScore::Nothing,
            1 => ByeScore::Draw,
            _ => ByeScore::Win,
        };
        pairing.seeding = match paips.text("paiMaSeedSystem2", "SPLITANDFOLD") {
            "SPLITANDSLIP" => Seeding::Slip,
            "SPLITANDFOLD" => Seeding::Fold,
            other => {
                not_carried(&mut notes, "paiMaSeedSystem2", other);
                Seeding::Fold
            }
        };
    } else {
        notes.push(ExchangeNote::NoParameters);
    }
    pairing.profile = profile;
    if settings.name.trim().is_empty() {
        settings.name = "OpenGotha".to_string();
    }
    if settings.validate().is_err() {
        // Only the date can be wrong here (the name and the rounds are checked above).
        not_carried(&mut notes, "beginDate", &settings.date);
        settings.date = String::new();
    }

    // Players.
    let mut players: Vec<Player> = Vec::new();
    let mut roster = Roster {
        by_key: HashMap::new(),
        by_obsolete: HashMap::new(),
        old_data,
    };
    let mut exclusions = Vec::new();
    for e in all.iter().filter(|e| e.name == "Player") {
        let family = e.text("name", "").trim().to_string();
        if family.is_empty() {
            return Err(ExchangeRefusal::PlayerWithoutName { line: e.line });
        }
        let given = e.text("firstName", "").trim().to_string();
        let id = players.len() as i64 + 1;
        let name = if given.is_empty() || given == NO_FIRST_NAME {
            family.clone()
        } else {
            format!("{family} {given}")
        };
        let rank_text = e.text("rank", "30K");
        let rank = read_rank(rank_text).unwrap_or_else(|| {
            notes.push(ExchangeNote::RankUnreadable {
                name: name.clone(),
                text: rank_text.to_string(),
            });
            Rank::Unknown
        });
        let rating = match (e.get("rating"), e.text("ratingOrigin", "")) {
            (None, _) | (_, "INI") => None,
            (Some(_), _) => {
                let mut r = e.int("rating", -900)?;
                if old_data {
                    r += i64::from(OLD_RATING_OFFSET);
                }
                Some(r.clamp(
                    i64::from(*RATING_RANGE.start()),
                    i64::from(*RATING_RANGE.end()),
                ) as i32)
            }
        };
        let country = e.text("country", "").trim().to_uppercase();
        let country =
            if country.chars().count() == 2 && country.chars().all(|c| c.is_ascii_alphabetic()) {
                country
            } else {
                if !country.is_empty() {
                    not_carried(&mut notes, &format!("country of {name}"), &country);
                }
                String::new()
            };
        let mut id_field = |field: &str, ok: fn(char) -> bool| {
            let text = e.text(field, "").trim().to_string();
            if text.chars().all(ok) && text.chars().count() <= 16 {
                text
            } else {
                not_carried(&mut notes, &format!("{field} of {name}"), &text);
                String::new()
            }
        };
        let ids = FederationIds {
            country,
            egf_pin: id_field("egfPin", |c| c.is_ascii_digit()),
            ffg_licence: id_field("ffgLicence", |c| c.is_ascii_alphanumeric()),
            aga_id: id_field("agaId", |c| c.is_ascii_digit()),
            rating,
        };
        let status = if e.text("registeringStatus", "FIN") == "FIN" {
            PlayerStatus::CheckedIn
        } else {
            PlayerStatus::Registered
        };
        let participating = e.text("participating", "");
        let absent: Vec<u32> = participating
            .chars()
            .take(settings.rounds as usize)
            .enumerate()
            .filter(|(_, c)| *c == '0')
            .map(|(r, _)| r as u32 + 1)
            .collect();
        if !absent.is_empty() {
            notes.push(ExchangeNote::NotParticipating {
                name: name.clone(),
                rounds: absent.clone(),
            });
            exclusions.extend(absent.iter().map(|r| (*r, id)));
        }
        roster.by_key.entry(key(&family, &given)).or_insert(id);
        roster
            .by_obsolete
            .entry(obsolete_canonical(&format!("{family}{given}")))
            .or_insert(id);
        players.push(Player {
            id,
            name,
            reading: String::new(),
            rank,
            club: e.text("club", "").trim().to_string(),
            birth_year: None,
            notes: String::new(),
            status,
            group: String::new(),
            ids,
        });
    }
    if old_data && players.iter().any(|p| p.ids.rating.is_some()) {
        notes.insert(
            0,
            ExchangeNote::OldRatings {
                players: players.iter().filter(|p| p.ids.rating.is_some()).count() as u32,
            },
        );
    }

    // Games: by round, then table; a second game at a table replaces the first.
    let mut rounds: Vec<EventRound> = Vec::new();
    for e in all.iter().filter(|e| e.name == "Game") {
        let round = e.int("roundNumber", 1)?;
        let table = e.int("tableNumber", 1)?;
        if round < 1 || table < 1 {
            return Err(e.bad(
                if round < 1 {
                    "roundNumber"
                } else {
                    "tableNumber"
                },
                &format!("{}", round.min(table)),
            ));
        }
        let (round, table) = (round as u32, table as u32);
        let mut find = |attr: &str| {
            let text = e.text(attr, "");
            let found = roster.find(text);
            if found.is_none() {
                notes.push(ExchangeNote::GameWithUnknownPlayer {
                    line: e.line,
                    round,
                    key: text.to_string(),
                });
            }
            found
        };
        let (Some(white), Some(black)) = (find("whitePlayer"), find("blackPlayer")) else {
            continue;
        };
        if round > settings.rounds {
            notes.push(ExchangeNote::RoundBeyondEvent {
                line: e.line,
                round,
                rounds: settings.rounds,
            });
            continue;
        }
        if white == black {
            notes.push(ExchangeNote::PlayerTwiceInRound {
                line: e.line,
                round,
                name: crate::name_of_in(&players, white),
            });
            continue;
        }
        let handicap = e.int("handicap", 0)?.clamp(0, 99) as u32;
        if handicap > 9 {
            notes.push(ExchangeNote::HandicapCut {
                round,
                board: table,
                handicap,
            });
        }
        let handicap = handicap.min(9) as u8;
        let result = result_of(e.text("result", "RESULT_UNKNOWN"), round, table, &mut notes);
        let komi = if handicap == 0 {
            pairing.handicap.even_komi
        } else {
            Some(pairing.handicap.handicap_komi)
        };
        let game = EventGame {
            board: table,
            black,
            white,
            handicap,
            komi,
            result,
        };
        let r = match rounds.iter_mut().position(|r| r.round == round) {
            Some(i) => &mut rounds[i],
            None => {
                rounds.push(EventRound {
                    round,
                    games: Vec::new(),
                    byes: Vec::new(),
                });
                rounds.last_mut().expect("just pushed")
            }
        };
        if let Some(i) = r.games.iter().position(|g| g.board == table) {
            notes.push(ExchangeNote::TableTwice {
                line: e.line,
                round,
                table,
            });
            r.games.remove(i);
        }
        if let Some(twice) = [black, white]
            .into_iter()
            .find(|id| r.games.iter().any(|g| g.black == *id || g.white == *id))
        {
            notes.push(ExchangeNote::PlayerTwiceInRound {
                line: e.line,
                round,
                name: crate::name_of_in(&players, twice),
            });
            continue;
        }
        r.games.push(game);
    }
    // Byes: one per round, the last one read standing (OpenGotha keeps an array by round).
    for e in all.iter().filter(|e| e.name == "ByePlayer") {
        let round = e.int("roundNumber", 1)?;
        if !(1..=i64::from(MAX_ROUNDS)).contains(&round) {
            return Err(e.bad("roundNumber", &round.to_string()));
        }
        let round = round as u32;
        let text = e.text("player", "");
        let Some(id) = roster.find(text) else {
            notes.push(ExchangeNote::ByeWithUnknownPlayer {
                line: e.line,
                round,
                key: text.to_string(),
            });
            continue;
        };
        if round > settings.rounds {
            notes.push(ExchangeNote::RoundBeyondEvent {
                line: e.line,
                round,
                rounds: settings.rounds,
            });
            continue;
        }
        let r = match rounds.iter_mut().position(|r| r.round == round) {
            Some(i) => &mut rounds[i],
            None => {
                rounds.push(EventRound {
                    round,
                    games: Vec::new(),
                    byes: Vec::new(),
                });
                rounds.last_mut().expect("just pushed")
            }
        };
        if r.games.iter().any(|g| g.black == id || g.white == id) {
            notes.push(ExchangeNote::PlayerTwiceInRound {
                line: e.line,
                round,
                name: crate::name_of_in(&players, id),
            });
            continue;
        }
        r.byes = vec![id];
    }
    rounds.sort_by_key(|r| r.round);
    for r in &mut rounds {
        r.games.sort_by_key(|g| g.board);
    }
    Ok(Imported {
        event: Event {
            settings,
            pairing,
            time_control,
            rating: RatingSettings::default(),
            players,
            rounds,
            exclusions,
            tie_breaks,
            standings: Vec::new(),
        },
        notes,
    })
}

/// XML-escapes an attribute value.
fn esc(s: &str) -> String {
    quick_xml::escape::escape(s).into_owned()
}

fn result_name(result: Option<GameResult>) -> &'static str {
    use GameResult::*;
    match result {
        Some(WhiteWins) => "RESULT_WHITEWINS",
        Some(BlackWins) => "RESULT_BLACKWINS",
        Some(Draw) => "RESULT_EQUAL",
        Some(BothLose) => "RESULT_BOTHLOSE",
        Some(WhiteWinsByForfeit) => "RESULT_WHITEWINS_BYDEF",
        Some(BlackWinsByForfeit) => "RESULT_BLACKWINS_BYDEF",
        Some(BothLoseByForfeit) => "RESULT_BOTHLOSE_BYDEF",
        Some(NoResult) | None => "RESULT_UNKNOWN",
    }
}

/// OpenGotha's two name parts of each player, with a first name for everyone; refuses two
/// players OpenGotha could not tell apart.
pub(crate) fn gotha_names(
    event: &Event,
    notes: &mut Vec<ExchangeNote>,
) -> Result<HashMap<i64, (String, String)>, ExchangeRefusal> {
    let mut names = HashMap::new();
    let mut keys: HashMap<String, &Player> = HashMap::new();
    for p in &event.players {
        let (family, mut given) = name_parts(&p.name);
        if given.is_empty() {
            notes.push(ExchangeNote::FirstNameFilled {
                name: p.name.clone(),
            });
            given = NO_FIRST_NAME.to_string();
        }
        let k = key(&family, &given);
        if let Some(other) = keys.get(&k) {
            return Err(ExchangeRefusal::SameKey {
                key: k,
                first: other.name.clone(),
                second: p.name.clone(),
            });
        }
        keys.insert(k, p);
        names.insert(p.id, (family, given));
    }
    Ok(names)
}

/// Writes the tournament as an OpenGotha 3.51 file (data version 201).
pub fn write(event: &Event) -> Result<Written, ExchangeRefusal> {
    if !event.settings.profile.is_go() {
        return Err(ExchangeRefusal::NotGo {
            format: "OpenGotha".into(),
        });
    }
    let mut notes = Vec::new();
    let event = &crate::known_players_only(event, &mut notes);
    let names = gotha_names(event, &mut notes)?;
    let rounds = event.settings.rounds.min(MAX_ROUNDS);
    let last_paired = event.rounds.iter().map(|r| r.round).max().unwrap_or(0);
    let mut x = String::new();
    x.push_str("<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n");
    x.push_str(&format!(
        "<Tournament dataVersion=\"{DATA_VERSION}\" fullVersionNumber=\"Taikai {}\" runningMode=\"SAL\">\n",
        env!("CARGO_PKG_VERSION")
    ));
    x.push_str("<Players>\n");
    for p in &event.players {
        let (family, given) = &names[&p.id];
        let (rank, changed) = kd_rank(p.rank);
        if changed {
            notes.push(ExchangeNote::RankChanged {
                name: p.name.clone(),
                from: p.rank.to_string(),
                to: rank.clone(),
            });
        }
        if p.club.chars().count() > 4 {
            notes.push(ExchangeNote::ClubCut {
                name: p.name.clone(),
                club: p.club.clone(),
            });
        }
        let (rating, origin) = match p.ids.rating {
            Some(r) => (r, "MAN"),
            None => (rating_from_rank(p.rank), "INI"),
        };
        let withdrawn = crate::is_withdrawn(p);
        if withdrawn {
            notes.push(ExchangeNote::WithdrawnAsAbsent {
                name: p.name.clone(),
            });
        }
        let participating: String = (1..=MAX_ROUNDS)
            .map(|r| {
                let out = event.exclusions.contains(&(r, p.id)) || (withdrawn && r > last_paired);
                if out {
                    '0'
                } else {
                    '1'
                }
            })
            .collect();
        let country = if p.ids.country.chars().count() == 2 {
            p.ids.country.as_str()
        } else {
            ""
        };
        x.push_str(&format!(
            "<Player agaExpirationDate=\"\" agaId=\"{}\" club=\"{}\" country=\"{}\" egfPin=\"{}\" ffgLicence=\"{}\" ffgLicenceStatus=\"\" firstName=\"{}\" grade=\"{}\" name=\"{}\" participating=\"{}\" rank=\"{}\" rating=\"{}\" ratingOrigin=\"{}\" registeringStatus=\"{}\" smmsCorrection=\"0\"/>\n",
            esc(&p.ids.aga_id),
            esc(&p.club),
            esc(country),
            esc(&p.ids.egf_pin),
            esc(&p.ids.ffg_licence),
            esc(given),
            rank,
            esc(family),
            participating,
            rank,
            rating,
            origin,
            if p.status == taikai_core::PlayerStatus::Registered { "PRE" } else { "FIN" },
        ));
    }
    x.push_str("</Players>\n<Games>\n");
    let key_of = |id: i64| {
        let (f, g) = &names[&id];
        key(f, g)
    };
    let mut byes = Vec::new();
    for r in event.rounds.iter().filter(|r| r.round <= rounds) {
        for g in &r.games {
            if g.result == Some(GameResult::NoResult) {
                notes.push(ExchangeNote::NoResultWritten {
                    round: r.round,
                    board: g.board,
                });
            }
            x.push_str(&format!(
                "<Game blackPlayer=\"{}\" handicap=\"{}\" knownColor=\"true\" result=\"{}\" roundNumber=\"{}\" tableNumber=\"{}\" whitePlayer=\"{}\"/>\n",
                esc(&key_of(g.black)),
                g.handicap,
                result_name(g.result),
                r.round,
                g.board,
                esc(&key_of(g.white)),
            ));
        }
        if let Some((first, rest)) = r.byes.split_first() {
            byes.push((r.round, *first));
            for id in rest {
                notes.push(ExchangeNote::ByeNotWritten {
                    round: r.round,
                    name: name_of(event, *id),
                });
            }
        }
    }
    x.push_str("</Games>\n");
    if !byes.is_empty() {
        x.push_str("<ByePlayers>\n");
        for (round, id) in byes {
            x.push_str(&format!(
                "<ByePlayer player=\"{}\" roundNumber=\"{round}\"/>\n",
                esc(&key_of(id))
            ));
        }
        x.push_str("</ByePlayers>\n");
    }
    x.push_str(&parameters(event, rounds));
    x.push_str("</Tournament>\n");
    Ok(Written {
        bytes: x.into_bytes(),
        notes,
    })
}

/// OpenGotha's time parameters of a time control: basic minutes, system, and its seconds.
pub(crate) fn gotha_time(tc: TimeControl) -> (u32, &'static str, u32, u32, u32, u32) {
    // (basicTime min, system, stdByoYomiTime s, nbMovesCanTime, canByoYomiTime s, fischerTime s)
    match tc {
        TimeControl::Absolute { main_s } => (main_s / 60, "SUDDENDEATH", 30, 15, 300, 10),
        TimeControl::ByoYomi {
            main_s, period_s, ..
        } => (main_s / 60, "STDBYOYOMI", period_s, 15, 300, 10),
        TimeControl::Canadian {
            main_s,
            moves,
            period_s,
        } => (main_s / 60, "CANBYOYOMI", 30, moves, period_s, 10),
        TimeControl::Fischer {
            main_s,
            increment_s,
        } => (main_s / 60, "FISCHER", 30, 15, 300, increment_s),
    }
}

fn komi_text(k: f64) -> String {
    format!("{k}")
}

/// The four parameter sets OpenGotha's reader requires.
fn parameters(event: &Event, rounds: u32) -> String {
    let s = &event.settings;
    let p = &event.pairing;
    let (basic, cts, std, moves, can, fischer) = gotha_time(event.time_control);
    let short: String = s
        .name
        .chars()
        .filter(|c| c.is_ascii_alphanumeric())
        .take(20)
        .collect();
    let short = if short.is_empty() {
        "taikai".to_string()
    } else {
        short
    };
    let date = if s.date.is_empty() {
        "2000-01-01".to_string()
    } else {
        s.date.clone()
    };
    let bye = p.bye_score.half_points();
    let mcmahon = s.system == PairingSystem::Mcmahon;
    let (first, sos, sosos, sodos) = if mcmahon {
        ("MMS", "SOSM", "SOSOSM", "SODOSM")
    } else {
        ("NBW", "SOSW", "SOSOSW", "SODOSW")
    };
    let mut crits: Vec<&str> = vec![first];
    for tb in event.tie_breaks.iter().skip(1) {
        let c = match tb {
            TieBreak::Sos => sos,
            TieBreak::Sosos => sosos,
            TieBreak::Sodos => sodos,
            TieBreak::Wins => "NBW",
            TieBreak::HeadToHead => "DC",
            TieBreak::Score | TieBreak::StoneDiff | TieBreak::Lot => continue,
        };
        if !crits.contains(&c) {
            crits.push(c);
        }
    }
    let mut criteria = String::new();
    for n in 0..6 {
        criteria.push_str(&format!(
            "<PlacementCriterion name=\"{}\" number=\"{}\"/>\n",
            crits.get(n).copied().unwrap_or("NULL"),
            n + 1
        ));
    }
    let seed = match p.seeding {
        Seeding::Slip => "SPLITANDSLIP",
        _ => "SPLITANDFOLD",
    };
    let (bar, _) = kd_rank(p.mcmahon_bar);
    let (floor, _) = kd_rank(p.mcmahon_floor);
    format!(
        "<TournamentParameterSet>\n\
<GeneralParameterSet bInternet=\"false\" basicTime=\"{basic}\" beginDate=\"{date}\" canByoYomiTime=\"{can}\" complementaryTimeSystem=\"{cts}\" director=\"\" endDate=\"{date}\" fischerTime=\"{fischer}\" genCountNotPlayedGamesAsHalfPoint=\"false\" genMMBar=\"{bar}\" genMMFloor=\"{floor}\" genMMS2ValueAbsent=\"0\" genMMS2ValueBye=\"{bye}\" genMMZero=\"30K\" genNBW2ValueAbsent=\"0\" genNBW2ValueBye=\"{bye}\" genRoundDownNBWMMS=\"true\" komi=\"{komi}\" location=\"{loc}\" name=\"{name}\" nbMovesCanTime=\"{moves}\" numberOfCategories=\"1\" numberOfRounds=\"{rounds}\" shortName=\"{short}\" size=\"19\" stdByoYomiTime=\"{std}\"/>\n\
<HandicapParameterSet hdBasedOnMMS=\"false\" hdCeiling=\"{cap}\" hdCorrection=\"{corr}\" hdNoHdRankThreshold=\"9D\"/>\n\
<PlacementParameterSet>\n<PlacementCriteria>\n{criteria}</PlacementCriteria>\n</PlacementParameterSet>\n\
<PairingParameterSet paiMaSeedSystem1=\"{seed}\" paiMaSeedSystem2=\"{seed}\"/>\n\
</TournamentParameterSet>\n",
        komi = komi_text(p.handicap.even_komi.unwrap_or(0.0)),
        loc = esc(&s.venue),
        name = esc(&s.name),
        cap = p.handicap.cap,
        corr = p.handicap.reduction,
    )
}
