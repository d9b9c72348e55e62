//! Colour draws step by step as the seeds describe them: nigiri (Chinese rules §10) and
//! 伏せ石 (JOA rules §1, methods 甲 and 乙), recorded or performed, with the audit record.

use taikai_core::draw::{
    leader, perform, record, DrawInputs, DrawMethod, DrawMode, DrawOutcome, DrawPlayer,
    DrawRequest, Face, KouChoice, Parity,
};
use taikai_core::results::Colour;

/// A step as the English command line prints it.
fn en(step: &taikai_catalogue::DrawStep) -> String {
    step.text().en
}

fn dp(id: i64, name: &str, rank: Option<&str>, born: Option<i32>) -> DrawPlayer {
    DrawPlayer {
        id,
        name: name.into(),
        rank: rank.map(|r| r.parse().unwrap()),
        birth_year: born,
    }
}

fn req(method: DrawMethod, a: DrawPlayer, b: DrawPlayer) -> DrawRequest {
    DrawRequest {
        method,
        players: [a, b],
        at: "2026-11-23T10:02:00+09:00".into(),
        by: "TD 佐藤".into(),
    }
}

fn decided(o: &DrawOutcome) -> (i64, i64, Option<i64>) {
    match *o {
        DrawOutcome::Decided {
            black,
            white,
            draw_win,
        } => (black, white, draw_win),
        ref other => panic!("not decided: {other:?}"),
    }
}

#[test]
fn who_grabs_or_hides_follows_rank_then_age_even_when_a_rank_is_unknown_joa_1() {
    let r = |s: &str| Some(s.parse().unwrap());
    assert_eq!(
        leader((1, r("3d"), Some(2000)), (2, r("1k"), Some(1950))),
        Some(1),
        "higher rank"
    );
    assert_eq!(
        leader((1, r("1d"), Some(2000)), (2, r("1d"), Some(1950))),
        Some(2),
        "same rank: the older"
    );
    // JOA rules §1: 同位または不明の場合は年長者 — a rank unknown: the older hides.
    assert_eq!(
        leader((1, None, Some(1940)), (2, r("30k"), Some(2010))),
        Some(1),
        "one rank unknown: the older, not the ranked player"
    );
    assert_eq!(
        leader((1, r("9d"), Some(2010)), (2, None, Some(1940))),
        Some(2),
        "even against a 9d, an unknown rank is decided by age"
    );
    assert_eq!(
        leader((1, None, Some(1990)), (2, None, Some(1980))),
        Some(2),
        "unknown ranks: the older"
    );
    assert_eq!(
        leader((1, r("2d"), None), (2, r("2d"), Some(1980))),
        None,
        "the rules cannot tell"
    );
}

#[test]
fn nigiri_right_guess_takes_black_wrong_guess_takes_white() {
    // Chinese rules §10: the higher rank grabs white stones; the other shows one (odd) or two (even).
    let rq = req(
        DrawMethod::Nigiri,
        dp(1, "山田", Some("3d"), None),
        dp(2, "鈴木", Some("1k"), None),
    );
    let a = record(
        &rq,
        DrawInputs::Nigiri {
            grabber: 1,
            guess: Parity::Odd,
            stones: 17,
        },
    )
    .unwrap();
    assert_eq!(
        decided(&a.outcome),
        (2, 1, None),
        "17 is odd: 鈴木 guessed right, takes black"
    );
    assert_eq!(a.steps.len(), 4);
    assert!(
        en(&a.steps[0]).contains("山田 (3d) grabs the white stones"),
        "{}",
        en(&a.steps[0])
    );
    assert!(en(&a.steps[1]).contains("鈴木 shows one black stone (odd)"));
    assert!(en(&a.steps[2]).contains("counted: 17, odd"));
    let b = record(
        &rq,
        DrawInputs::Nigiri {
            grabber: 1,
            guess: Parity::Even,
            stones: 17,
        },
    )
    .unwrap();
    assert_eq!(
        decided(&b.outcome),
        (1, 2, None),
        "wrong guess: 鈴木 takes white"
    );
    assert_eq!((b.mode, b.seed), (DrawMode::Recorded, None));
}

#[test]
fn a_recorded_draw_with_the_wrong_grabber_is_refused_with_the_article() {
    let rq = req(
        DrawMethod::Nigiri,
        dp(1, "山田", Some("3d"), None),
        dp(2, "鈴木", Some("1k"), None),
    );
    let e = record(
        &rq,
        DrawInputs::Nigiri {
            grabber: 2,
            guess: Parity::Odd,
            stones: 9,
        },
    )
    .unwrap_err();
    assert!(
        e.to_string().contains("山田 (3d) should have grabbed"),
        "{e}"
    );
    assert!(e.to_string().contains("Chinese rules §10"), "{e}");
    let e = record(
        &rq,
        DrawInputs::Nigiri {
            grabber: 7,
            guess: Parity::Odd,
            stones: 9,
        },
    )
    .unwrap_err();
    assert!(e.to_string().contains("not one of the two players"));
    let e = record(
        &rq,
        DrawInputs::HiddenStoneOtsu {
            hider: 1,
            top: Colour::Black,
            declared: Face::Top,
        },
    )
    .unwrap_err();
    assert!(e.to_string().contains("another way of drawing"), "{e}");
}

#[test]
fn hidden_stone_kou_right_declarer_chooses_colour_or_draw_win_right() {
    // JOA rules §1 甲: older 2d hides (same rank), the other declares "top is black".
    let rq = req(
        DrawMethod::HiddenStoneKou,
        dp(1, "若手", Some("2d"), Some(2005)),
        dp(2, "年長", Some("2d"), Some(1960)),
    );
    let base = |choice, other_colour| DrawInputs::HiddenStoneKou {
        hider: 2,
        top: Colour::Black,
        declared: Colour::Black,
        choice,
        other_colour,
    };
    let pending = record(&rq, base(None, None)).unwrap();
    assert_eq!(
        pending.outcome,
        DrawOutcome::AwaitingChoice { chooser: 1 },
        "right: the declarer chooses"
    );
    assert!(en(&pending.steps[0]).contains("年長 (2d, born 1960) hides"));
    // ① colour: takes white; the hider gets black and the draw-win right.
    let a = record(&rq, base(Some(KouChoice::White), None)).unwrap();
    assert_eq!(decided(&a.outcome), (2, 1, Some(2)));
    // ② the draw-win right; the other then chooses black.
    let b = record(
        &rq,
        base(Some(KouChoice::DrawWinRight), Some(Colour::Black)),
    )
    .unwrap();
    assert_eq!(decided(&b.outcome), (2, 1, Some(1)));
    assert!(
        en(b.steps.last().unwrap()).contains("若手 takes the draw-win right; 年長 chooses black")
    );
    let e = record(&rq, base(Some(KouChoice::DrawWinRight), None)).unwrap_err();
    assert!(
        e.to_string().contains("年長 must now choose the colour"),
        "{e}"
    );
}

#[test]
fn hidden_stone_kou_wrong_declaration_gives_the_choice_to_the_hider() {
    let rq = req(
        DrawMethod::HiddenStoneKou,
        dp(1, "A", Some("3d"), None),
        dp(2, "B", None, None),
    );
    let a = record(
        &rq,
        DrawInputs::HiddenStoneKou {
            hider: 1,
            top: Colour::White,
            declared: Colour::Black,
            choice: Some(KouChoice::Black),
            other_colour: None,
        },
    )
    .unwrap();
    assert_eq!(
        decided(&a.outcome),
        (1, 2, Some(2)),
        "hider chose black; B gets the draw-win right"
    );
    assert!(en(&a.steps[3]).contains("wrong: A chooses"));
}

#[test]
fn hidden_stone_otsu_declarer_plays_the_colour_of_the_declared_face() {
    // JOA rules §1 乙: "top" or "bottom", and plays that face's colour.
    let rq = req(
        DrawMethod::HiddenStoneOtsu,
        dp(1, "A", Some("1d"), None),
        dp(2, "B", Some("1k"), None),
    );
    let top = record(
        &rq,
        DrawInputs::HiddenStoneOtsu {
            hider: 1,
            top: Colour::White,
            declared: Face::Top,
        },
    )
    .unwrap();
    assert_eq!(
        decided(&top.outcome),
        (1, 2, None),
        "B says top, top is white: B white"
    );
    let bottom = record(
        &rq,
        DrawInputs::HiddenStoneOtsu {
            hider: 1,
            top: Colour::White,
            declared: Face::Bottom,
        },
    )
    .unwrap();
    assert_eq!(
        decided(&bottom.outcome),
        (2, 1, None),
        "bottom is black: B black"
    );
    assert!(en(&bottom.steps[3]).contains("B plays the bottom colour, black"));
}

#[test]
fn a_performed_draw_is_reproducible_from_its_seed_and_fair() {
    let rq = req(
        DrawMethod::Nigiri,
        dp(1, "A", Some("3d"), None),
        dp(2, "B", Some("1k"), None),
    );
    let a = perform(&rq, 12345, None, None).unwrap();
    assert_eq!(
        a,
        perform(&rq, 12345, None, None).unwrap(),
        "same seed, same draw"
    );
    assert_eq!((a.mode, a.seed), (DrawMode::Performed, Some(12345)));
    assert!(en(&a.steps[0]).contains("seed 12345"));
    assert!(
        matches!(a.inputs, DrawInputs::Nigiri { grabber: 1, .. }),
        "the higher rank grabs"
    );
    let blacks = (0..4000u64)
        .filter(|&s| decided(&perform(&rq, s, None, None).unwrap().outcome).0 == 1)
        .count();
    assert!(
        (1800..2200).contains(&blacks),
        "A took black {blacks} times of 4000"
    );
    // Same rank and unknown age: the lot decides who grabs, and says so.
    let tie = req(
        DrawMethod::Nigiri,
        dp(1, "A", Some("1d"), None),
        dp(2, "B", Some("1d"), None),
    );
    assert!(en(&perform(&tie, 5, None, None).unwrap().steps[1]).contains("lot chose"));
}

#[test]
fn a_performed_kou_draw_waits_for_the_choice_then_completes_with_the_same_seed() {
    let rq = req(
        DrawMethod::HiddenStoneKou,
        dp(1, "A", Some("3d"), None),
        dp(2, "B", Some("1k"), None),
    );
    let first = perform(&rq, 99, None, None).unwrap();
    let DrawOutcome::AwaitingChoice { chooser } = first.outcome else {
        panic!("{first:?}")
    };
    let done = perform(&rq, 99, Some(KouChoice::Black), None).unwrap();
    let (black, _, draw_win) = decided(&done.outcome);
    assert_eq!(black, chooser);
    assert_ne!(draw_win, Some(chooser));
}

#[test]
fn the_audit_record_serialises_the_seed_as_text_and_reads_back() {
    let rq = req(
        DrawMethod::HiddenStoneOtsu,
        dp(1, "A", Some("1d"), None),
        dp(2, "B", None, None),
    );
    let a = perform(&rq, u64::MAX, None, None).unwrap();
    let json = serde_json::to_value(&a).unwrap();
    assert_eq!(json["seed"], "18446744073709551615");
    assert_eq!(json["at"], "2026-11-23T10:02:00+09:00");
    assert_eq!(json["by"], "TD 佐藤");
    let back: taikai_core::draw::DrawAudit = serde_json::from_value(json).unwrap();
    assert_eq!(back, a);
}
