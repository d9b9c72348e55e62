//! Pairing as a TD sees it: whole simulated events, byes, fixed pairs, late entries, club
//! avoidance, colours, handicaps, round robin and knockout.

use proptest::prelude::*;
use std::collections::{HashMap, HashSet};
use taikai_core::draw::SplitMix64;
use taikai_core::handicap::HandicapRule;
use taikai_core::pairing::{
    criteria_totals, pair_round, round_robin::berger_round, Board, ColourSource, FixedPair,
    Pairing, PairingError, PairingPlayer, PairingSettings, RoundInput, Seeding,
};
use taikai_core::results::{Colour, Game, GameResult, RoundRecord};
use taikai_core::{PairingSystem, Profile, Rank};

fn player(id: i64, rank: &str, club: &str) -> PairingPlayer {
    PairingPlayer {
        id,
        name: format!("P{id}"),
        reading: format!("p{id:04}"),
        rank: rank.parse().unwrap(),
        club: club.to_string(),
        birth_year: Some(1960 + id as i32),
        tags: Vec::new(),
    }
}

fn random_field(n: usize, rng: &mut SplitMix64) -> Vec<PairingPlayer> {
    (0..n)
        .map(|i| {
            let s = rng.below(20) as i32 - 14;
            let rank = if s <= 0 {
                format!("{}k", 1 - s)
            } else {
                format!("{s}d")
            };
            player(i as i64 + 1, &rank, &format!("club{}", rng.below(4)))
        })
        .collect()
}

fn input(players: Vec<PairingPlayer>, system: PairingSystem) -> RoundInput {
    RoundInput {
        round: 1,
        players,
        history: Vec::new(),
        fixed: Vec::new(),
        settings: PairingSettings::new(Profile::GoJapanese, system),
    }
}

/// Plays the round with random results and records it.
fn play(inp: &mut RoundInput, p: &Pairing, rng: &mut SplitMix64) {
    let games = p
        .boards
        .iter()
        .map(|b| {
            let r = match rng.below(10) {
                0 => GameResult::Draw,
                1..=5 => GameResult::BlackWins,
                _ => GameResult::WhiteWins,
            };
            Game::new(b.black, b.white, Some(r))
        })
        .collect();
    inp.history.push(RoundRecord {
        round: inp.round,
        games,
        byes: p
            .bye
            .into_iter()
            .chain(p.other_byes.iter().copied())
            .collect(),
    });
    inp.round += 1;
}

/// Everyone present exactly once (on a board or as the bye), nobody absent.
fn check_everyone_once(inp: &RoundInput, p: &Pairing) {
    let mut seen = HashSet::new();
    for b in &p.boards {
        assert!(seen.insert(b.black), "{} paired twice", b.black);
        assert!(seen.insert(b.white), "{} paired twice", b.white);
    }
    if let Some(b) = p.bye {
        assert!(seen.insert(b), "bye {b} also paired");
    }
    let present: HashSet<i64> = inp.players.iter().map(|p| p.id).collect();
    assert_eq!(
        seen, present,
        "round {}: not everyone present paired exactly once",
        inp.round
    );
}

fn met_before(inp: &RoundInput) -> HashSet<(i64, i64)> {
    inp.history
        .iter()
        .flat_map(|r| r.games.iter())
        .map(|g| (g.black.min(g.white), g.black.max(g.white)))
        .collect()
}

fn byes_before(inp: &RoundInput) -> HashMap<i64, u32> {
    let mut m = HashMap::new();
    for r in &inp.history {
        for b in &r.byes {
            *m.entry(*b).or_default() += 1;
        }
    }
    m
}

#[test]
fn a_whole_mcmahon_event_has_no_rematch_and_fair_byes() {
    let mut rng = SplitMix64::new(7);
    let mut inp = input(random_field(41, &mut rng), PairingSystem::Mcmahon);
    for _ in 0..7 {
        let p = pair_round(&inp).unwrap();
        check_everyone_once(&inp, &p);
        let met = met_before(&inp);
        for b in &p.boards {
            assert!(
                !met.contains(&(b.black.min(b.white), b.black.max(b.white))),
                "rematch {b:?}"
            );
            assert!(!why(b).is_empty());
        }
        let bye = p.bye.expect("41 players: one bye");
        assert!(!byes_before(&inp).contains_key(&bye), "bye {bye} twice");
        play(&mut inp, &p, &mut rng);
    }
}

#[test]
fn the_bye_goes_to_the_lowest_player_who_has_not_had_one() {
    let players = vec![
        player(1, "3d", "a"),
        player(2, "1d", "b"),
        player(3, "5k", "c"),
    ];
    let mut inp = input(players, PairingSystem::Mcmahon);
    let p = pair_round(&inp).unwrap();
    assert_eq!(p.bye, Some(3), "5k is lowest");
    assert!(p.notes[0].text().en.contains("bye: P3"), "{:?}", p.notes);
    inp.history.push(RoundRecord {
        round: 1,
        games: vec![Game::new(2, 1, Some(GameResult::WhiteWins))],
        byes: vec![3],
    });
    inp.round = 2;
    let p = pair_round(&inp).unwrap();
    // P3 had it; P2 (1d, lost) is now lowest without one.
    assert_eq!(p.bye, Some(2));
}

#[test]
fn everyone_having_had_a_bye_is_an_error_the_td_can_act_on() {
    let mut inp = input(
        vec![
            player(1, "1d", ""),
            player(2, "1k", ""),
            player(3, "2k", ""),
        ],
        PairingSystem::Swiss,
    );
    inp.history = vec![RoundRecord {
        round: 1,
        games: vec![],
        byes: vec![1, 2, 3],
    }];
    inp.round = 2;
    let e = pair_round(&inp).unwrap_err();
    assert_eq!(e, PairingError::NoByeCandidate);
    assert!(e.to_string().contains("everyone has already had a bye"));
}

#[test]
fn the_same_players_entered_in_any_order_get_the_same_pairing() {
    let mut rng = SplitMix64::new(11);
    let mut inp = input(random_field(24, &mut rng), PairingSystem::Mcmahon);
    for _ in 0..3 {
        let p = pair_round(&inp).unwrap();
        play(&mut inp, &p, &mut rng);
    }
    let first = pair_round(&inp).unwrap();
    for s in 0..5 {
        let mut shuffled = inp.clone();
        let mut r = SplitMix64::new(s);
        for i in (1..shuffled.players.len()).rev() {
            let j = r.below(i as u64 + 1) as usize;
            shuffled.players.swap(i, j);
        }
        shuffled.history.reverse();
        assert_eq!(pair_round(&shuffled).unwrap(), first);
    }
}

#[test]
fn the_pairing_is_the_best_of_all_possible_pairings_by_brute_force() {
    // Small fields: enumerate every perfect pairing and compare criterion totals
    // lexicographically (rematch, score, colour, club, handicap, seeding).
    fn all_pairings(ids: &[i64]) -> Vec<Vec<(i64, i64)>> {
        if ids.is_empty() {
            return vec![Vec::new()];
        }
        let mut out = Vec::new();
        for k in 1..ids.len() {
            let rest: Vec<i64> = ids[1..].iter().copied().filter(|&x| x != ids[k]).collect();
            for mut p in all_pairings(&rest) {
                p.push((ids[0], ids[k]));
                out.push(p);
            }
        }
        out
    }
    for seed in 0..40u64 {
        let mut rng = SplitMix64::new(seed);
        let n = 4 + rng.below(7) as usize;
        let mut inp = input(random_field(n, &mut rng), PairingSystem::Mcmahon);
        inp.settings.handicap = HandicapRule {
            cap: 2,
            ..HandicapRule::full_handicap(Profile::GoJapanese)
        };
        if seed % 2 == 1 {
            inp.settings.seeding = Seeding::Slip;
        }
        let rounds = rng.below(3);
        for _ in 0..rounds {
            let p = pair_round(&inp).unwrap();
            play(&mut inp, &p, &mut rng);
        }
        let p = pair_round(&inp).unwrap();
        let ours: Vec<(i64, i64)> = p.boards.iter().map(|b| (b.black, b.white)).collect();
        let ids: Vec<i64> = inp
            .players
            .iter()
            .map(|x| x.id)
            .filter(|&id| Some(id) != p.bye)
            .collect();
        let best = all_pairings(&ids)
            .iter()
            .map(|alt| criteria_totals(&inp, p.bye, alt))
            .min()
            .unwrap();
        assert_eq!(
            criteria_totals(&inp, p.bye, &ours),
            best,
            "seed {seed}, n {n}"
        );
    }
}

#[test]
fn fixed_pairs_are_kept_and_the_rest_is_paired_around_them() {
    let players: Vec<_> = (1..=6).map(|i| player(i, "1k", &format!("c{i}"))).collect();
    let mut inp = input(players, PairingSystem::Swiss);
    inp.fixed = vec![FixedPair { black: 6, white: 1 }];
    let p = pair_round(&inp).unwrap();
    let fixed = p.boards.iter().find(|b| b.black == 6).unwrap();
    assert_eq!((fixed.white, fixed.colours), (1, ColourSource::Fixed));
    assert!(why(fixed).starts_with("fixed by the TD"));
    check_everyone_once(&inp, &p);
    inp.fixed = vec![FixedPair {
        black: 6,
        white: 99,
    }];
    assert_eq!(
        pair_round(&inp).unwrap_err(),
        PairingError::FixedPairUnknownPlayer(99)
    );
}

#[test]
fn an_excluded_player_is_not_paired_and_a_late_entry_starts_from_their_rank() {
    let mut rng = SplitMix64::new(3);
    let mut inp = input(random_field(10, &mut rng), PairingSystem::Mcmahon);
    let p = pair_round(&inp).unwrap();
    play(&mut inp, &p, &mut rng);
    // Player 4 excluded this round; a late 5d joins.
    inp.players.retain(|x| x.id != 4);
    inp.players.push(player(100, "5d", "late"));
    let p = pair_round(&inp).unwrap();
    check_everyone_once(&inp, &p);
    let b = p
        .boards
        .iter()
        .find(|b| b.black == 100 || b.white == 100)
        .unwrap();
    assert!(
        why(b).contains("MMS 22"),
        "late 5d starts on the bar (3d = 22): {}",
        why(b)
    );
}

#[test]
fn players_of_one_club_do_not_meet_when_another_pairing_in_the_score_group_exists() {
    let players = vec![
        player(1, "2d", "東京"),
        player(2, "2d", "東京"),
        player(3, "2d", "大阪"),
        player(4, "2d", "大阪"),
    ];
    let p = pair_round(&input(players.clone(), PairingSystem::Swiss)).unwrap();
    for b in &p.boards {
        assert!((b.black <= 2) != (b.white <= 2), "club-mates paired: {b:?}");
    }
    // A whole score group from one club: the why says the criterion was given up.
    let same: Vec<_> = (1..=4).map(|i| player(i, "2d", "東京")).collect();
    let p = pair_round(&input(same, PairingSystem::Swiss)).unwrap();
    assert!(
        why(&p.boards[0]).contains("same club (東京): no other pairing in the score group"),
        "{}",
        why(&p.boards[0])
    );
    // A shared family tag counts like a club.
    let mut fam = players;
    for p in &mut fam {
        p.club = format!("c{}", p.id);
    }
    fam[0].tags = vec!["山田家".into()];
    fam[2].tags = vec!["山田家".into()];
    let p = pair_round(&input(fam, PairingSystem::Swiss)).unwrap();
    assert!(p
        .boards
        .iter()
        .all(|b| !(b.black.min(b.white) == 1 && b.black.max(b.white) == 3)));
}

#[test]
fn equal_scores_meet_before_club_or_colour_is_considered() {
    // Two winners from one club, two losers from another: the winners meet anyway.
    let players = vec![
        player(1, "1d", "A"),
        player(2, "1d", "A"),
        player(3, "1d", "B"),
        player(4, "1d", "B"),
    ];
    let mut inp = input(players, PairingSystem::Swiss);
    inp.history = vec![RoundRecord {
        round: 1,
        games: vec![
            Game::new(1, 3, Some(GameResult::BlackWins)),
            Game::new(4, 2, Some(GameResult::WhiteWins)),
        ],
        byes: vec![],
    }];
    inp.round = 2;
    let p = pair_round(&inp).unwrap();
    let top = &p.boards[0];
    assert_eq!((top.black.min(top.white), top.black.max(top.white)), (1, 2));
    assert!(
        why(top).contains("score 1 – 1: same score group"),
        "{}",
        why(top)
    );
    assert!(why(top).contains("same club (A)"), "{}", why(top));
    // The reasons are typed: the window shows the brief ones without reading the English.
    let club = top
        .reasons
        .iter()
        .find(|r| r.code() == "same-club")
        .unwrap();
    assert!(club.brief());
    assert!(
        club.text().ja.contains("同じ所属（A）"),
        "{}",
        club.text().ja
    );
    // Colours: 1 had black, 2 had white → 2 takes black.
    assert_eq!((top.black, top.colours), (2, ColourSource::Balance));
}

#[test]
fn a_score_group_is_seeded_by_fold_or_slip() {
    let ranks = ["6d", "5d", "4d", "3d", "2d", "1d", "1k", "2k"];
    let players: Vec<_> = ranks
        .iter()
        .enumerate()
        .map(|(i, r)| player(i as i64 + 1, r, &format!("c{i}")))
        .collect();
    let mut inp = input(players, PairingSystem::Swiss);
    let pairs = |p: &Pairing| -> Vec<(i64, i64)> {
        p.boards
            .iter()
            .map(|b| (b.black.min(b.white), b.black.max(b.white)))
            .collect()
    };
    assert_eq!(
        pairs(&pair_round(&inp).unwrap()),
        vec![(1, 8), (2, 7), (3, 6), (4, 5)]
    );
    inp.settings.seeding = Seeding::Slip;
    assert_eq!(
        pairs(&pair_round(&inp).unwrap()),
        vec![(1, 5), (2, 6), (3, 7), (4, 8)]
    );
}

#[test]
fn handicap_boards_put_the_weaker_player_on_black_with_handicap_komi() {
    let players = vec![player(1, "3d", "a"), player(2, "2k", "b")];
    let mut inp = input(players, PairingSystem::Swiss);
    inp.settings.handicap = HandicapRule::full_handicap(Profile::GoJapanese);
    let b = &pair_round(&inp).unwrap().boards[0];
    // Seed 001: handicap games carry no komi.
    assert_eq!((b.black, b.white, b.handicap, b.komi), (2, 1, 4, Some(0.0)));
    inp.settings.handicap.handicap_komi = 0.5; // the event's own ½ point against jigo
    let b = &pair_round(&inp).unwrap().boards[0];
    assert_eq!((b.black, b.white, b.handicap, b.komi), (2, 1, 4, Some(0.5)));
    assert_eq!(b.colours, ColourSource::Handicap);
    assert!(
        why(b).contains("4 stones: P2 (2k) takes black"),
        "{}",
        why(b)
    );
    // Even games: komi by profile; the higher rank grabs for nigiri, listed as white.
    inp.settings.handicap = HandicapRule::even_games(Profile::GoChinese);
    let b = &pair_round(&inp).unwrap().boards[0];
    assert_eq!(
        (b.black, b.white, b.handicap, b.komi, b.colours),
        (2, 1, 0, Some(7.5), ColourSource::Draw)
    );
    assert!(
        why(b).contains("nigiri at the board: P1 grabs"),
        "{}",
        why(b)
    );
}

#[test]
fn the_pairing_json_is_what_the_command_line_prints() {
    let p = pair_round(&input(
        vec![
            player(1, "1d", "a"),
            player(2, "1k", "b"),
            player(3, "2k", "c"),
        ],
        PairingSystem::Mcmahon,
    ))
    .unwrap();
    let v: serde_json::Value = serde_json::to_value(&p).unwrap();
    assert_eq!(v["round"], 1);
    assert_eq!(v["bye"], 3);
    let b = &v["boards"][0];
    for key in ["board", "black", "white", "handicap", "komi", "reasons"] {
        assert!(b.get(key).is_some(), "board lacks {key}: {b}");
    }
    assert_eq!(b["komi"], 6.5);
    assert_eq!(b["board"], 1);
}

#[test]
fn round_robin_follows_the_berger_tables_with_a_bye_for_an_odd_field() {
    let ranks = ["5d", "4d", "3d", "2d", "1d"];
    let players: Vec<_> = ranks
        .iter()
        .enumerate()
        .map(|(i, r)| player(i as i64 + 1, r, ""))
        .collect();
    let mut inp = input(players, PairingSystem::RoundRobin);
    let mut met = HashSet::new();
    let mut byes = Vec::new();
    for r in 1..=5u32 {
        inp.round = r;
        let p = pair_round(&inp).unwrap();
        let table = berger_round(6, r as usize);
        let expected: Vec<(i64, i64)> = table
            .iter()
            .filter(|&&(a, b)| a <= 5 && b <= 5)
            .map(|&(a, b)| (a as i64, b as i64))
            .collect();
        let got: Vec<(i64, i64)> = p.boards.iter().map(|b| (b.black, b.white)).collect();
        assert_eq!(got, expected, "round {r}");
        for &(a, b) in &got {
            assert!(met.insert((a.min(b), a.max(b))));
        }
        byes.push(p.bye.unwrap());
    }
    byes.sort();
    assert_eq!(byes, vec![1, 2, 3, 4, 5], "each player sits out once");
    inp.round = 6;
    assert!(matches!(
        pair_round(&inp),
        Err(PairingError::RoundOutOfSchedule { .. })
    ));
}

#[test]
fn knockout_seeds_the_bracket_and_a_draw_goes_to_the_draw_win_holder() {
    let ranks = ["6d", "5d", "4d", "3d", "2d", "1d"];
    let players: Vec<_> = ranks
        .iter()
        .enumerate()
        .map(|(i, r)| player(i as i64 + 1, r, ""))
        .collect();
    let mut inp = input(players, PairingSystem::Knockout);
    inp.settings.profile = Profile::OthelloJoa;
    let p = pair_round(&inp).unwrap();
    // 6 players in a bracket of 8: seeds 1 and 2 have byes; 4–5 and 3–6 play.
    let mut byes: Vec<i64> = p.bye.into_iter().chain(p.other_byes.clone()).collect();
    byes.sort();
    assert_eq!(byes, vec![1, 2]);
    let pairs: Vec<(i64, i64)> = p
        .boards
        .iter()
        .map(|b| (b.black.min(b.white), b.black.max(b.white)))
        .collect();
    assert_eq!(pairs, vec![(4, 5), (3, 6)]);
    // 4–5 drawn, 5 holds the draw-win right; 6 beats 3.
    let mut g1 = Game::new(5, 4, Some(GameResult::Draw));
    g1.draw_win = Some(Colour::Black);
    let g2 = Game::new(6, 3, Some(GameResult::BlackWins));
    inp.history.push(RoundRecord {
        round: 1,
        games: vec![g1, g2],
        byes,
    });
    inp.round = 2;
    let p = pair_round(&inp).unwrap();
    let pairs: Vec<(i64, i64)> = p
        .boards
        .iter()
        .map(|b| (b.black.min(b.white), b.black.max(b.white)))
        .collect();
    assert_eq!(pairs, vec![(1, 5), (2, 6)]);
    // A game without a winner stops the next round.
    inp.history.push(RoundRecord {
        round: 2,
        games: vec![
            Game::new(1, 5, Some(GameResult::Draw)),
            Game::new(2, 6, None),
        ],
        byes: vec![],
    });
    inp.round = 3;
    assert!(matches!(
        pair_round(&inp),
        Err(PairingError::Undecided { round: 2, .. })
    ));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]
    #[test]
    fn any_event_pairs_everyone_once_without_rematch(
        n in 2usize..40,
        rounds in 1u32..6,
        seed in any::<u64>(),
        swiss in any::<bool>(),
    ) {
        let mut rng = SplitMix64::new(seed);
        let system = if swiss { PairingSystem::Swiss } else { PairingSystem::Mcmahon };
        let mut inp = input(random_field(n, &mut rng), system);
        for _ in 0..rounds.min(n as u32 - 1) {
            let p = match pair_round(&inp) {
                Ok(p) => p,
                // Tiny odd fields run out of bye candidates: that is the only allowed error.
                Err(PairingError::NoByeCandidate) => break,
                Err(e) => panic!("{e}"),
            };
            check_everyone_once(&inp, &p);
            let met = met_before(&inp);
            let rematch_note = p.notes.iter().any(|x| x.code() == "rematches-kept");
            for b in &p.boards {
                let fresh = !met.contains(&(b.black.min(b.white), b.black.max(b.white)));
                prop_assert!(fresh || rematch_note, "unannounced rematch {:?}", b);
            }
            if let Some(bye) = p.bye {
                prop_assert!(!byes_before(&inp).contains_key(&bye));
            }
            play(&mut inp, &p, &mut rng);
        }
    }
}

#[test]
fn rank_of_the_bar_and_floor_set_the_starting_mcmahon_score() {
    let s = PairingSettings::new(Profile::GoJapanese, PairingSystem::Mcmahon);
    let score = |r: &str| s.initial_score(r.parse::<Rank>().unwrap());
    assert_eq!(score("25k"), 0, "below the floor");
    assert_eq!(score("20k"), 0);
    assert_eq!(score("1k"), 38);
    assert_eq!(score("3d"), 44, "half points: 22 (20k = 0 … 3d = 22)");
    assert_eq!(score("7d"), 44, "above the bar");
}

/// A board's reasons in English, as the CLI prints them.
fn why(b: &Board) -> String {
    b.reasons
        .iter()
        .map(|r| r.text().en)
        .collect::<Vec<_>>()
        .join("; ")
}
