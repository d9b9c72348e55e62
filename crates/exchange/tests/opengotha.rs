//! Reading OpenGotha files as OpenGotha 3.51.02 reads them, and writing files it reads.

use taikai_catalogue::{ExchangeNote, ExchangeRefusal};
use taikai_core::clock::TimeControl;
use taikai_core::results::GameResult;
use taikai_core::standings::TieBreak;
use taikai_core::{PairingSystem, PlayerStatus, Profile, Rank};
use taikai_exchange::opengotha;

fn fixture(name: &str) -> Vec<u8> {
    std::fs::read(format!(
        "{}/tests/fixtures/{name}",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap()
}

#[test]
fn a_3_51_02_save_without_data_version_is_read_as_opengotha_reads_it() {
    let imported = opengotha::read(&fixture("opengotha-3.51.02.xml"), Profile::GoJapanese).unwrap();
    let e = &imported.event;
    assert_eq!(e.settings.name, "Tournoi de Printemps");
    assert_eq!(e.settings.date, "2026-04-11");
    assert_eq!(e.settings.venue, "Lyon");
    assert_eq!(e.settings.rounds, 5);
    assert_eq!(e.settings.system, PairingSystem::Mcmahon);
    assert_eq!(e.pairing.mcmahon_bar, Rank::Dan(3));
    assert_eq!(e.pairing.mcmahon_floor, Rank::Kyu(20));
    assert_eq!(e.pairing.handicap.even_komi, Some(7.5));
    assert_eq!(e.pairing.handicap.cap, 0);
    assert_eq!(
        e.time_control,
        TimeControl::Canadian {
            main_s: 3600,
            moves: 15,
            period_s: 300
        }
    );
    assert_eq!(
        e.tie_breaks,
        [TieBreak::Score, TieBreak::Sos, TieBreak::Sosos]
    );

    let names: Vec<&str> = e.players.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(
        names,
        [
            "Müller Jörg",
            "Dubois Anne Marie",
            "Yamada Taro",
            "Petit Luc",
            "Martin Claire"
        ]
    );
    let muller = &e.players[0];
    assert_eq!(muller.rank, Rank::Dan(3));
    assert_eq!(muller.club, "Lyon");
    assert_eq!(muller.ids.country, "FR");
    assert_eq!(muller.ids.egf_pin, "10234567");
    assert_eq!(muller.ids.ffg_licence, "0512345");
    // No dataVersion: old data, +2050 as OpenGotha adds it, within its bounds.
    assert_eq!(muller.ids.rating, Some(2949));
    assert_eq!(e.players[2].ids.rating, None, "INI: a rating from the rank");
    assert_eq!(muller.status, PlayerStatus::CheckedIn);
    assert_eq!(e.players[4].status, PlayerStatus::Registered, "PRE");
    assert!(imported
        .notes
        .contains(&ExchangeNote::OldRatings { players: 3 }));

    // Games found by the obsolete canonical name (accents folded) as OpenGotha finds them.
    assert_eq!(e.rounds.len(), 2);
    let r1 = &e.rounds[0];
    assert_eq!(r1.games.len(), 2);
    assert_eq!((r1.games[0].white, r1.games[0].black), (1, 2));
    assert_eq!(r1.games[0].result, Some(GameResult::WhiteWins));
    assert_eq!(r1.games[1].result, Some(GameResult::WhiteWinsByForfeit));
    assert_eq!(r1.byes, [5]);
    let r2 = &e.rounds[1];
    assert_eq!(r2.games[0].result, Some(GameResult::NoResult));
    assert_eq!(r2.games[1].result, None);
    assert!(imported
        .notes
        .contains(&ExchangeNote::BothWin { round: 2, board: 1 }));
    // Yamada does not take part in round 2.
    assert_eq!(e.exclusions, [(2, 3)]);
    // The team tournament's criteria are not the tournament's.
    assert!(!imported
        .notes
        .iter()
        .any(|n| matches!(n, ExchangeNote::ParameterNotCarried { value, .. } if value == "TEAMP")));
    // hdBasedOnMMS and the rank threshold do not matter without handicaps: not reported.
    assert!(!imported.notes.iter().any(
        |n| matches!(n, ExchangeNote::ParameterNotCarried { name, .. } if name.starts_with("hd"))
    ));
    let words: Vec<String> = imported.notes.iter().map(|n| n.text().en).collect();
    assert!(
        words.iter().any(|w| w.contains("2050 points higher")),
        "{words:#?}"
    );
}

#[test]
fn a_data_version_201_file_keeps_ratings_and_matches_players_by_key() {
    let imported = opengotha::read(&fixture("opengotha-201.xml"), Profile::GoJapanese).unwrap();
    let e = &imported.event;
    assert_eq!(e.settings.system, PairingSystem::Swiss);
    assert_eq!(e.settings.rounds, 3);
    assert_eq!(e.pairing.handicap.cap, 9);
    assert_eq!(e.pairing.handicap.even_komi, Some(6.5));
    assert_eq!(e.players[0].name, "山田 太郎");
    assert_eq!(e.players[1].ids.rating, Some(1820), "no +2050");
    assert_eq!(e.players[1].ids.aga_id, "21034");
    assert!(!imported
        .notes
        .iter()
        .any(|n| matches!(n, ExchangeNote::OldRatings { .. })));
    // Japanese keys match; the game naming nobody is left out and reported with its line.
    assert_eq!(e.rounds[1].games.len(), 2);
    assert_eq!(e.rounds[1].games[0].handicap, 2);
    assert_eq!(e.rounds[0].games[1].result, Some(GameResult::Draw));
    let unknown = imported
        .notes
        .iter()
        .find(|n| matches!(n, ExchangeNote::GameWithUnknownPlayer { .. }))
        .expect("reported");
    assert_eq!(
        unknown,
        &ExchangeNote::GameWithUnknownPlayer {
            line: 14,
            round: 2,
            key: "NOBODYATALL".into()
        }
    );
    assert!(unknown.text().ja.contains("14 行目"));
}

#[test]
fn bad_files_are_refused_with_where_and_nothing_else() {
    let refuse = |text: &str| opengotha::read(text.as_bytes(), Profile::GoJapanese).unwrap_err();
    assert!(matches!(
        refuse("<Tournament>\n<Players>\n<Player name=\"A\" firstName=\"B\">\n</Players>"),
        ExchangeRefusal::BadXml { line: 4, .. }
    ));
    assert!(matches!(
        refuse("<html><body/></html>"),
        ExchangeRefusal::NotOpenGotha { root } if root == "html"
    ));
    assert_eq!(
        refuse("<Tournament>\n<Games>\n<Game roundNumber=\"two\"/>\n</Games></Tournament>"),
        ExchangeRefusal::BadAttribute {
            line: 3,
            element: "Game".into(),
            attribute: "roundNumber".into(),
            text: "two".into()
        }
    );
    assert!(matches!(
        refuse("<Tournament><TournamentParameterSet><GeneralParameterSet/></TournamentParameterSet></Tournament>"),
        ExchangeRefusal::MissingParameterSet { set, .. } if set == "HandicapParameterSet"
    ));
    assert!(matches!(refuse(""), ExchangeRefusal::BadXml { .. }));
    assert!(matches!(
        refuse("\u{0}\u{1}garbage<<<"),
        ExchangeRefusal::BadXml { .. } | ExchangeRefusal::NotOpenGotha { .. }
    ));
}

#[test]
fn a_written_file_follows_what_opengotha_s_reader_needs() {
    let imported = opengotha::read(&fixture("opengotha-201.xml"), Profile::GoJapanese).unwrap();
    let mut event = imported.event;
    // A player without a first name, a long club, a second bye.
    event.players[3].name = "鈴木".into();
    event.players[3].club = "Kyoto Ki-in".into();
    let written = opengotha::write(&event).unwrap();
    let xml = String::from_utf8(written.bytes.clone()).unwrap();
    assert!(xml.contains("<Tournament dataVersion=\"201\""));
    assert!(xml.contains("firstName=\"-\" grade=\"6K\" name=\"鈴木\""));
    for set in [
        "GeneralParameterSet",
        "HandicapParameterSet",
        "PlacementParameterSet",
        "PairingParameterSet",
    ] {
        assert!(xml.contains(&format!("<{set}")), "{set}");
    }
    assert!(xml.contains("whitePlayer=\"山田太郎\""));
    assert!(written.notes.contains(&ExchangeNote::FirstNameFilled {
        name: "鈴木".into()
    }));
    assert!(written
        .notes
        .iter()
        .any(|n| matches!(n, ExchangeNote::ClubCut { .. })));
    // Read back: the same players, games and results.
    let back = opengotha::read(&written.bytes, Profile::GoJapanese).unwrap();
    assert_eq!(back.event.players[3].name, "鈴木");
    assert_eq!(back.event.rounds, event.rounds);
    assert_eq!(back.event.players[1].ids, event.players[1].ids);
}

#[test]
fn two_players_opengotha_cannot_tell_apart_are_refused() {
    let imported = opengotha::read(&fixture("opengotha-201.xml"), Profile::GoJapanese).unwrap();
    let mut event = imported.event;
    event.players[2].name = "山田太 郎".into();
    let refusal = opengotha::write(&event).unwrap_err();
    assert_eq!(
        refusal,
        ExchangeRefusal::SameKey {
            key: "山田太郎".into(),
            first: "山田 太郎".into(),
            second: "山田太 郎".into()
        }
    );
}

mod hostile {
    use proptest::prelude::*;
    use taikai_core::Profile;
    use taikai_exchange::opengotha;

    fn fixture() -> String {
        std::fs::read_to_string(format!(
            "{}/tests/fixtures/opengotha-3.51.02.xml",
            env!("CARGO_MANIFEST_DIR")
        ))
        .unwrap()
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(300))]

        /// Any bytes: a refusal or an import, never a panic.
        #[test]
        fn any_bytes_are_read_or_refused(bytes in prop::collection::vec(any::<u8>(), 0..400)) {
            let _ = opengotha::read(&bytes, Profile::GoJapanese);
        }

        /// An OpenGotha file with a slice cut out or a number replaced: read or refused,
        /// never a panic, and what is read can be written again.
        #[test]
        fn damaged_files_are_read_or_refused(
            cut in 0usize..6000, len in 0usize..200,
            number in prop::sample::select(vec!["-1", "0", "99999999999999", "4294967297", "x", "", "2.5"]),
            which in 0usize..40,
        ) {
            let text = fixture();
            let mut damaged: String = text.chars().take(cut).chain(text.chars().skip(cut + len)).collect();
            // Replace the `which`-th quoted number with `number`.
            let mut seen = 0;
            let mut out = String::new();
            let mut rest = damaged.as_str();
            while let Some(i) = rest.find("=\"") {
                out.push_str(&rest[..i + 2]);
                rest = &rest[i + 2..];
                let end = rest.find('"').unwrap_or(rest.len());
                let value = &rest[..end];
                if !value.is_empty() && value.chars().all(|c| c.is_ascii_digit()) {
                    if seen == which {
                        out.push_str(number);
                        rest = &rest[end..];
                    }
                    seen += 1;
                }
            }
            out.push_str(rest);
            damaged = out;
            if let Ok(imported) = opengotha::read(damaged.as_bytes(), Profile::GoJapanese) {
                let written = opengotha::write(&imported.event).unwrap();
                prop_assert!(opengotha::read(&written.bytes, Profile::GoJapanese).is_ok());
            }
        }
    }
}
