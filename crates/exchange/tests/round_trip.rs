//! Taikai → OpenGotha XML → Taikai loses nothing that both programs hold: players (name,
//! rank, club, country, EGF PIN, FFG licence, AGA id, rating, confirmed or not, the rounds
//! they sit out), games (round, table, colours, handicap, result, forfeits), byes, and the
//! parameters that map (name, date, place, rounds, system, McMahon bar and floor, komi,
//! handicap cap and reduction, bye score, seeding, time control).

use proptest::prelude::*;
use std::collections::BTreeSet;
use taikai_core::clock::TimeControl;
use taikai_core::pairing::{ByeScore, PairingSettings, Seeding};
use taikai_core::player::FederationIds;
use taikai_core::results::GameResult;
use taikai_core::standings::TieBreak;
use taikai_core::{
    PairingSystem, Player, PlayerStatus, Profile, Rank, RatingSettings, TournamentSettings,
};
use taikai_exchange::{key, name_parts, opengotha, Event, EventGame, EventRound};

fn rank() -> impl Strategy<Value = Rank> {
    prop_oneof![
        (1u8..=30).prop_map(Rank::Kyu),
        (1u8..=9).prop_map(Rank::Dan)
    ]
}

fn part() -> impl Strategy<Value = String> {
    prop_oneof![
        "[A-Z][a-zéèüöß]{1,8}",
        "[山田佐藤鈴木高橋太郎花子一郎]{1,3}",
        "O'[A-Z][a-z]{2,5}",
    ]
}

fn player() -> impl Strategy<Value = (String, Player)> {
    (
        part(),
        prop::option::of(prop::collection::vec(part(), 1..3)),
        rank(),
        "[A-Za-z0-9東京&<>\" ]{0,8}",
        prop_oneof![Just(String::new()), "[A-Z]{2}"],
        "[0-9]{0,8}",
        "[0-9A-Z]{0,7}",
        "[0-9]{0,5}",
        prop::option::of(-900i32..=2949),
        any::<bool>(),
    )
        .prop_map(
            |(family, given, rank, club, country, egf_pin, ffg_licence, aga_id, rating, fin)| {
                let name = match &given {
                    Some(g) => format!("{family} {}", g.join(" ")),
                    None => family.clone(),
                };
                let (f, g) = name_parts(&name);
                let k = key(&f, if g.is_empty() { "-" } else { &g });
                (
                    k,
                    Player {
                        id: 0,
                        name,
                        reading: String::new(),
                        rank,
                        club: club.split_whitespace().collect::<Vec<_>>().join(" "),
                        birth_year: None,
                        notes: String::new(),
                        status: if fin {
                            PlayerStatus::CheckedIn
                        } else {
                            PlayerStatus::Registered
                        },
                        group: String::new(),
                        ids: FederationIds {
                            country,
                            egf_pin,
                            ffg_licence,
                            aga_id,
                            rating,
                        },
                    },
                )
            },
        )
}

fn time_control() -> impl Strategy<Value = TimeControl> {
    let main = (0u32..=180).prop_map(|m| m * 60);
    prop_oneof![
        main.clone()
            .prop_map(|main_s| TimeControl::Absolute { main_s }),
        (main.clone(), 1u32..=60).prop_map(|(main_s, period_s)| TimeControl::ByoYomi {
            main_s,
            periods: 1,
            period_s
        }),
        (main.clone(), 1u32..=25, 1u32..=600).prop_map(|(main_s, moves, period_s)| {
            TimeControl::Canadian {
                main_s,
                moves,
                period_s,
            }
        }),
        (main, 0u32..=60).prop_map(|(main_s, increment_s)| TimeControl::Fischer {
            main_s,
            increment_s
        }),
    ]
}

fn event() -> impl Strategy<Value = Event> {
    (
        prop::collection::vec(player(), 2..14),
        1u32..=20,
        any::<bool>(),
        rank(),
        rank(),
        prop::sample::select(vec![0.5, 6.5, 7.5, 0.0, -3.5]),
        0u8..=9,
        0u8..=3,
        prop::sample::select(vec![ByeScore::Win, ByeScore::Draw, ByeScore::Nothing]),
        (
            any::<bool>(),
            time_control(),
            "[A-Za-z0-9 秋季大会&]{1,20}",
            "[A-Za-z 東京<>]{0,12}",
            any::<u64>(),
        ),
    )
        .prop_map(
            |(
                raw,
                rounds,
                mcmahon,
                bar,
                floor,
                komi,
                cap,
                reduction,
                bye,
                (slip, tc, name, venue, seed),
            )| {
                // Players OpenGotha tells apart (different keys), numbered 1, 2, …
                let mut keys = BTreeSet::new();
                let mut players: Vec<Player> = raw
                    .into_iter()
                    .filter(|(k, _)| keys.insert(k.clone()))
                    .map(|(_, p)| p)
                    .collect();
                for (i, p) in players.iter_mut().enumerate() {
                    p.id = i as i64 + 1;
                }
                let system = if mcmahon {
                    PairingSystem::Mcmahon
                } else {
                    PairingSystem::Swiss
                };
                let profile = Profile::GoJapanese;
                let mut pairing = PairingSettings::new(profile, system);
                pairing.mcmahon_bar = bar;
                pairing.mcmahon_floor = floor;
                pairing.handicap.even_komi = Some(komi);
                pairing.handicap.cap = cap;
                pairing.handicap.reduction = reduction;
                pairing.handicap.handicap_komi = 0.0;
                pairing.bye_score = bye;
                pairing.seeding = if slip { Seeding::Slip } else { Seeding::Fold };
                // Rounds paired from a simple generator driven by the seed.
                let mut state = seed | 1;
                let mut next = || {
                    state ^= state << 13;
                    state ^= state >> 7;
                    state ^= state << 17;
                    state
                };
                let results = [
                    None,
                    Some(GameResult::BlackWins),
                    Some(GameResult::WhiteWins),
                    Some(GameResult::Draw),
                    Some(GameResult::BothLose),
                    Some(GameResult::BlackWinsByForfeit),
                    Some(GameResult::WhiteWinsByForfeit),
                    Some(GameResult::BothLoseByForfeit),
                ];
                let played = (next() % u64::from(rounds + 1)) as u32;
                let mut event_rounds = Vec::new();
                let mut exclusions = Vec::new();
                for round in 1..=rounds {
                    for p in &players {
                        if next() % 7 == 0 {
                            exclusions.push((round, p.id));
                        }
                    }
                    if round > played {
                        continue;
                    }
                    let mut ids: Vec<i64> = players
                        .iter()
                        .map(|p| p.id)
                        .filter(|id| !exclusions.contains(&(round, *id)))
                        .collect();
                    for i in (1..ids.len()).rev() {
                        ids.swap(i, (next() % (i as u64 + 1)) as usize);
                    }
                    let byes = if ids.len() % 2 == 1 {
                        vec![ids.pop().unwrap()]
                    } else {
                        vec![]
                    };
                    let games = ids
                        .chunks(2)
                        .enumerate()
                        .map(|(i, pair)| EventGame {
                            board: i as u32 + 1 + (next() % 2) as u32 * 10,
                            black: pair[0],
                            white: pair[1],
                            handicap: (next() % 10) as u8,
                            komi: None,
                            result: results[(next() % results.len() as u64) as usize],
                        })
                        .collect::<Vec<_>>();
                    let mut games = games;
                    games.sort_by_key(|g| g.board);
                    games.dedup_by_key(|g| g.board);
                    event_rounds.push(EventRound { round, games, byes });
                }
                Event {
                    settings: TournamentSettings {
                        name: name.trim().to_string(),
                        date: "2026-05-17".into(),
                        venue: venue.trim().to_string(),
                        profile,
                        rounds,
                        system,
                    },
                    pairing,
                    time_control: tc,
                    rating: RatingSettings::default(),
                    players,
                    rounds: event_rounds,
                    exclusions,
                    tie_breaks: vec![
                        TieBreak::Score,
                        TieBreak::Sos,
                        TieBreak::Sosos,
                        TieBreak::Sodos,
                    ],
                    standings: Vec::new(),
                }
            },
        )
        .prop_filter("a name", |e| !e.settings.name.is_empty())
}

/// What both programs hold of a game: everything but the komi, which OpenGotha keeps for
/// the event only.
fn games(e: &Event) -> Vec<(u32, u32, i64, i64, u8, Option<GameResult>)> {
    e.rounds
        .iter()
        .flat_map(|r| {
            r.games
                .iter()
                .map(move |g| (r.round, g.board, g.black, g.white, g.handicap, g.result))
        })
        .collect()
}

fn byes(e: &Event) -> Vec<(u32, Vec<i64>)> {
    e.rounds
        .iter()
        .filter(|r| !r.byes.is_empty())
        .map(|r| (r.round, r.byes.clone()))
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn taikai_to_opengotha_to_taikai_loses_nothing_both_hold(e in event()) {
        let written = opengotha::write(&e).unwrap();
        let back = opengotha::read(&written.bytes, Profile::GoJapanese).unwrap().event;
        prop_assert_eq!(&back.settings, &e.settings);
        prop_assert_eq!(back.players.len(), e.players.len());
        for (a, b) in e.players.iter().zip(&back.players) {
            prop_assert_eq!(&a.name, &b.name);
            prop_assert_eq!(a.rank, b.rank);
            prop_assert_eq!(&a.club, &b.club);
            prop_assert_eq!(&a.ids, &b.ids);
            prop_assert_eq!(a.status, b.status);
            prop_assert_eq!(a.id, b.id);
        }
        prop_assert_eq!(games(&back), games(&e));
        prop_assert_eq!(byes(&back), byes(&e));
        let set = |x: &[(u32, i64)]| x.iter().copied().collect::<BTreeSet<_>>();
        prop_assert_eq!(set(&back.exclusions), set(&e.exclusions));
        let p = (&e.pairing, &back.pairing);
        prop_assert_eq!(p.0.mcmahon_bar, p.1.mcmahon_bar);
        prop_assert_eq!(p.0.mcmahon_floor, p.1.mcmahon_floor);
        prop_assert_eq!(p.0.handicap, p.1.handicap);
        prop_assert_eq!(p.0.bye_score, p.1.bye_score);
        prop_assert_eq!(p.0.seeding, p.1.seeding);
        prop_assert_eq!(p.0.system, p.1.system);
        prop_assert_eq!(back.time_control, e.time_control);
        prop_assert_eq!(&back.tie_breaks, &e.tie_breaks);
    }
}
