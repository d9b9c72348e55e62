//! Results for the federations and the CSV, against files written by hand from the formats'
//! rules (tests/fixtures/autumn-cup.h9, autumn-cup-aga.txt, autumn-cup.csv).

use taikai_catalogue::{ExchangeNote, ExchangeRefusal, Lang};
use taikai_core::clock::TimeControl;
use taikai_core::pairing::PairingPlayer;
use taikai_core::standings::{standings, StandingsSettings};
use taikai_core::{EgdClass, Profile, Rated, RatingSettings};
use taikai_exchange::{aga, csv, egd, opengotha, Event};

fn fixture(name: &str) -> Vec<u8> {
    std::fs::read(format!(
        "{}/tests/fixtures/{name}",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap()
}

/// The Autumn Cup of opengotha-201.xml after two rounds, with the kana readings a Japanese
/// club enters, rated by the EGD as class A.
fn autumn_cup() -> Event {
    let mut e = opengotha::read(&fixture("opengotha-201.xml"), Profile::GoJapanese)
        .unwrap()
        .event;
    for (i, reading) in [
        (0, "やまだ たろう"),
        (2, "さとう はなこ"),
        (3, "すずき いちろう"),
    ] {
        e.players[i].reading = reading.into();
    }
    e.rating = RatingSettings {
        rated: Rated::Egd,
        egd_class: EgdClass::A,
    };
    let mut s = StandingsSettings::new(e.settings.profile, e.settings.system);
    s.order = e.tie_breaks.clone();
    s.bye_score = e.pairing.bye_score;
    let players: Vec<PairingPlayer> = e.players.iter().map(PairingPlayer::from).collect();
    let rounds: Vec<_> = e
        .rounds
        .iter()
        .map(|r| taikai_core::results::RoundRecord {
            round: r.round,
            games: r
                .games
                .iter()
                .map(|g| {
                    let mut game = taikai_core::results::Game::new(g.black, g.white, g.result);
                    game.handicap = g.handicap;
                    game
                })
                .collect(),
            byes: r.byes.clone(),
        })
        .collect();
    e.standings = standings(&players, &rounds, &s);
    e
}

fn expected(name: &str) -> Vec<u8> {
    let text = encoding_rs::ISO_8859_15
        .decode(&fixture(name))
        .0
        .into_owned();
    let text = text.replace(
        "Taikai 0.1.0",
        &format!("Taikai {}", env!("CARGO_PKG_VERSION")),
    );
    encoding_rs::ISO_8859_15.encode(&text).0.into_owned()
}

#[test]
fn the_egd_table_is_written_as_opengotha_writes_it_with_names_in_romaji() {
    let e = autumn_cup();
    let written = egd::write(&e).unwrap();
    assert_eq!(
        String::from_utf8_lossy(&written.bytes),
        String::from_utf8_lossy(&expected("autumn-cup.h9"))
    );
    assert!(written.notes.contains(&ExchangeNote::Transliterated {
        name: "佐藤 花子".into(),
        written: "Satou Hanako".into()
    }));
    // 40 minutes and 30 s byo-yomi: 62 minutes adjusted, short of class A.
    assert!(written.notes.contains(&ExchangeNote::EgdClassNotMet {
        class: "A".into(),
        basic_min: 40,
        adjusted_min: 62,
        needs_basic: 60,
        needs_adjusted: 75
    }));
}

#[test]
fn egd_classes_follow_the_egf_time_limits() {
    use taikai_exchange::egd::check_class;
    let canadian = |m: u32, moves: u32, s: u32| TimeControl::Canadian {
        main_s: m * 60,
        moves,
        period_s: s,
    };
    // 60 min + 15 moves in 5 min: 60 + 20 = 80 adjusted: class A.
    assert_eq!(check_class(EgdClass::A, canadian(60, 15, 300)), None);
    // 45 min: basic short of A, enough for B.
    assert!(check_class(EgdClass::A, canadian(45, 15, 300)).is_some());
    assert_eq!(check_class(EgdClass::B, canadian(45, 15, 300)), None);
    // Sudden death 25 min: adjusted 25 < 30, not even C.
    assert!(check_class(EgdClass::C, TimeControl::Absolute { main_s: 25 * 60 }).is_some());
    // Fischer 45 min + 15 s: 45 + 30 = 75: class A.
    let fischer = TimeControl::Fischer {
        main_s: 45 * 60,
        increment_s: 15,
    };
    assert_eq!(check_class(EgdClass::A, fischer), None);
}

#[test]
fn a_name_without_a_reading_that_latin_9_cannot_hold_is_refused_by_name() {
    let mut e = autumn_cup();
    e.players[3].reading.clear();
    assert_eq!(
        egd::write(&e).unwrap_err(),
        ExchangeRefusal::CannotEncode {
            name: "鈴木 一郎".into(),
            encoding: "ISO-8859-15".into(),
            character: "鈴".into()
        }
    );
}

#[test]
fn the_aga_file_holds_the_games_decided_over_the_board_with_aga_ids() {
    let e = autumn_cup();
    let written = aga::write(&e).unwrap();
    assert_eq!(
        String::from_utf8_lossy(&written.bytes),
        String::from_utf8_lossy(&expected("autumn-cup-aga.txt"))
    );
    assert!(written
        .notes
        .contains(&ExchangeNote::GameNotRated { round: 1, board: 2 }));
    assert!(written.notes.contains(&ExchangeNote::NotRatedFor {
        federation: "AGA".into()
    }));
    assert_eq!(
        written
            .notes
            .iter()
            .filter(|n| matches!(n, ExchangeNote::NoAgaId { .. }))
            .count(),
        3
    );
}

#[test]
fn the_csv_opens_in_excel_in_japanese() {
    let e = autumn_cup();
    let utf8 = csv::write(&e, csv::Encoding::Utf8, Lang::Ja).unwrap().bytes;
    assert_eq!(
        String::from_utf8(utf8.clone()).unwrap(),
        String::from_utf8(fixture("autumn-cup.csv")).unwrap()
    );
    assert!(utf8.starts_with(b"\xEF\xBB\xBF"), "a byte-order mark");
    let text = String::from_utf8(utf8[3..].to_vec()).unwrap();
    let sjis = csv::write(&e, csv::Encoding::ShiftJis, Lang::Ja)
        .unwrap()
        .bytes;
    let (decoded, _, bad) = encoding_rs::SHIFT_JIS.decode(&sjis);
    assert!(!bad);
    assert_eq!(decoded.replace('\u{feff}', ""), text);
    let mut korean = e.clone();
    korean.players[0].name = "김 철수".into();
    assert!(matches!(
        csv::write(&korean, csv::Encoding::ShiftJis, Lang::Ja).unwrap_err(),
        ExchangeRefusal::CannotEncode { name, .. } if name == "김 철수"
    ));
}
