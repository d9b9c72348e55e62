//! Standings a TD would post on the wall: McMahon score, SOS, SOSOS, SODOS for Go; wins,
//! stone difference, head-to-head and lot for Othello; the crosstable.

use proptest::prelude::*;
use taikai_core::draw::SplitMix64;
use taikai_core::pairing::PairingPlayer;
use taikai_core::results::{Discs, Game, GameResult, RoundRecord};
use taikai_core::standings::{crosstable, standings, StandingsSettings, TieBreak};
use taikai_core::{PairingSystem, Profile};

fn player(id: i64, rank: &str) -> PairingPlayer {
    PairingPlayer {
        id,
        name: format!("P{id}"),
        reading: format!("p{id}"),
        rank: rank.parse().unwrap(),
        club: String::new(),
        birth_year: None,
        tags: Vec::new(),
    }
}

fn g(b: i64, w: i64, r: GameResult) -> Game {
    Game::new(b, w, Some(r))
}

#[test]
fn go_swiss_orders_by_wins_then_sos_sosos_sodos() {
    use GameResult::*;
    let players: Vec<_> = (1..=4).map(|i| player(i, "1k")).collect();
    let rounds = vec![
        RoundRecord {
            round: 1,
            games: vec![g(1, 2, BlackWins), g(3, 4, BlackWins)],
            byes: vec![],
        },
        RoundRecord {
            round: 2,
            games: vec![g(1, 3, WhiteWins), g(2, 4, BlackWins)],
            byes: vec![],
        },
    ];
    let s = StandingsSettings::new(Profile::GoJapanese, PairingSystem::Swiss);
    let t = standings(&players, &rounds, &s);
    let ids: Vec<i64> = t.iter().map(|r| r.id).collect();
    // P3 2 wins; P1 and P2 1 win each (SOS: P1 = 1 + 2 = 3, P2 = 1 + 0 = 1); P4 0.
    assert_eq!(ids, vec![3, 1, 2, 4]);
    let p1 = &t[1];
    assert_eq!((p1.wins, p1.score, p1.sos, p1.sodos), (1.0, 1.0, 3.0, 1.0));
    // P3 met P4 (SOS 2 + 1 = 3) and P1 (SOS 1 + 2 = 3).
    assert_eq!((t[0].sos, t[0].sosos, t[0].sodos), (1.0, 6.0, 1.0));
}

#[test]
fn mcmahon_score_starts_from_the_rank_and_a_bye_counts_as_configured() {
    let players = vec![player(1, "3d"), player(2, "1k"), player(3, "20k")];
    let rounds = vec![RoundRecord {
        round: 1,
        games: vec![g(2, 1, GameResult::BlackWins)],
        byes: vec![3],
    }];
    let s = StandingsSettings::new(Profile::GoJapanese, PairingSystem::Mcmahon);
    let t = standings(&players, &rounds, &s);
    let by_id = |id| t.iter().find(|r| r.id == id).unwrap().clone();
    assert_eq!(by_id(1).score, 22.0, "3d on the bar: 22, lost");
    assert_eq!(by_id(2).score, 20.0, "1k: 19 + 1 win");
    assert_eq!(by_id(3).score, 1.0, "floor: 0 + bye as a win");
    assert_eq!(by_id(2).sos, 22.0);
    assert_eq!(by_id(2).sodos, 22.0);
    let mut no_bye_points = s.clone();
    no_bye_points.bye_score = taikai_core::pairing::ByeScore::Nothing;
    assert_eq!(
        standings(&players, &rounds, &no_bye_points)
            .iter()
            .find(|r| r.id == 3)
            .unwrap()
            .score,
        0.0
    );
}

#[test]
fn othello_counts_stone_difference_with_the_joa_forfeit_defaults() {
    use GameResult::*;
    let players: Vec<_> = (1..=4).map(|i| player(i, "1d")).collect();
    let mut played = g(1, 2, BlackWins);
    played.discs = Some(Discs {
        black: 40,
        white: 24,
    });
    let rounds = vec![
        RoundRecord {
            round: 1,
            games: vec![played, g(3, 4, WhiteWinsByForfeit)],
            byes: vec![],
        },
        RoundRecord {
            round: 2,
            games: vec![g(1, 4, BothLose), g(2, 3, Draw)],
            byes: vec![],
        },
    ];
    let s = StandingsSettings::new(Profile::OthelloJoa, PairingSystem::Swiss);
    let t = standings(&players, &rounds, &s);
    let by_id = |id| t.iter().find(|r| r.id == id).unwrap().clone();
    assert_eq!(
        by_id(1).stone_diff,
        16 - 2,
        "+16 over the board, both out of time −2 (§16)"
    );
    assert_eq!(by_id(3).stone_diff, -64, "forfeit loss 0-64 (§18)");
    assert_eq!(
        by_id(4).stone_diff,
        16 - 2,
        "forfeit win 40-24 (§18), both lose −2"
    );
    // P1 and P4: 1 win, +14 each; head-to-head: both lost their game → lot decides.
    assert_eq!(t[0].wins, 1.0);
    assert_ne!(t[0].place, t[1].place, "the lot separates them");
    let order_a: Vec<i64> = t.iter().map(|r| r.id).collect();
    let mut other_seed = s.clone();
    other_seed.lot_seed = 1;
    let order_b: Vec<i64> = standings(&players, &rounds, &other_seed)
        .iter()
        .map(|r| r.id)
        .collect();
    assert_eq!(order_a[2..], order_b[2..], "only the tie is drawn by lot");
}

#[test]
fn head_to_head_decides_between_tied_players_and_full_ties_share_a_place() {
    use GameResult::*;
    let players: Vec<_> = (1..=4).map(|i| player(i, "1d")).collect();
    let rounds = vec![RoundRecord {
        round: 1,
        games: vec![g(2, 1, BlackWins), g(3, 4, Draw)],
        byes: vec![],
    }];
    let mut s = StandingsSettings::new(Profile::OthelloJoa, PairingSystem::Swiss);
    s.order = vec![TieBreak::HeadToHead];
    let t = standings(&players, &rounds, &s);
    // Everyone tied on nothing but head-to-head over the whole field: P2 beat P1.
    assert_eq!(t[0].id, 2);
    assert_eq!(
        (t[1].place, t[2].place),
        (2, 2),
        "P3 and P4 drew: equal places"
    );
    assert_eq!(t[3].id, 1);
}

#[test]
fn the_standings_json_has_the_command_line_fields() {
    let players = vec![player(1, "1d"), player(2, "1k")];
    let rounds = vec![RoundRecord {
        round: 1,
        games: vec![g(1, 2, GameResult::BlackWins)],
        byes: vec![],
    }];
    let t = standings(
        &players,
        &rounds,
        &StandingsSettings::new(Profile::GoJapanese, PairingSystem::Mcmahon),
    );
    let v = serde_json::to_value(&t).unwrap();
    for key in [
        "place",
        "id",
        "name",
        "wins",
        "score",
        "sos",
        "sosos",
        "sodos",
        "stone_diff",
    ] {
        assert!(v[0].get(key).is_some(), "row lacks {key}: {}", v[0]);
    }
    assert_eq!(v[0]["place"], 1);
}

#[test]
fn the_crosstable_shows_opponent_place_result_and_colour() {
    let players = vec![player(1, "2d"), player(2, "1d"), player(3, "1k")];
    let mut hg = g(3, 1, GameResult::WhiteWins);
    hg.handicap = 3;
    let rounds = vec![
        RoundRecord {
            round: 1,
            games: vec![g(1, 2, GameResult::BlackWins)],
            byes: vec![3],
        },
        RoundRecord {
            round: 2,
            games: vec![hg],
            byes: vec![],
        },
    ];
    let x = crosstable(
        &players,
        &rounds,
        &StandingsSettings::new(Profile::GoJapanese, PairingSystem::Swiss),
    );
    let row1 = x.iter().find(|r| r.standing.id == 1).unwrap();
    let texts: Vec<&str> = row1.cells.iter().map(|c| c.text.as_str()).collect();
    let p2 = x
        .iter()
        .find(|r| r.standing.id == 2)
        .unwrap()
        .standing
        .place;
    let p3 = x
        .iter()
        .find(|r| r.standing.id == 3)
        .unwrap()
        .standing
        .place;
    assert_eq!(texts, vec![format!("{p2}+/b"), format!("{p3}+/w3")]);
    let row2 = x.iter().find(|r| r.standing.id == 2).unwrap();
    assert_eq!(row2.cells[1].text, "-", "absent in round 2");
    let row3 = x.iter().find(|r| r.standing.id == 3).unwrap();
    assert_eq!(row3.cells[0].text, "bye");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]
    #[test]
    fn standings_do_not_depend_on_the_order_players_or_games_were_entered(seed in any::<u64>(), n in 2usize..16) {
        let mut rng = SplitMix64::new(seed);
        let players: Vec<_> = (0..n).map(|i| player(i as i64 + 1, if rng.coin() { "1d" } else { "2k" })).collect();
        let mut rounds = Vec::new();
        for r in 1..=3u32 {
            let mut ids: Vec<i64> = players.iter().map(|p| p.id).collect();
            for i in (1..ids.len()).rev() {
                ids.swap(i, rng.below(i as u64 + 1) as usize);
            }
            let games = ids.chunks(2).filter(|c| c.len() == 2).map(|c| {
                let res = [GameResult::BlackWins, GameResult::WhiteWins, GameResult::Draw, GameResult::BlackWinsByForfeit][rng.below(4) as usize];
                let mut game = g(c[0], c[1], res);
                game.discs = Some(Discs { black: rng.below(65) as u8, white: 0 });
                game
            }).collect();
            rounds.push(RoundRecord { round: r, games, byes: vec![] });
        }
        for profile in [Profile::GoJapanese, Profile::OthelloJoa] {
            let s = StandingsSettings::new(profile, PairingSystem::Mcmahon);
            let a = standings(&players, &rounds, &s);
            let mut p2 = players.clone();
            p2.reverse();
            let mut r2 = rounds.clone();
            r2.reverse();
            for r in &mut r2 { r.games.reverse(); }
            prop_assert_eq!(a, standings(&p2, &r2, &s));
        }
    }
}
