//! An Othello transcript (`f5d6c3...`); one that reads must write out and read back alike.
#![no_main]

use libfuzzer_sys::fuzz_target;
use taikai_rules::othello::{self, square_name};

fuzz_target!(|text: &str| {
    let _ = taikai_rules::othello_replay(text);
    if let Ok(moves) = othello::parse_transcript(text) {
        let written: Vec<String> = moves
            .iter()
            .map(|m| m.square.map_or("pass".to_string(), square_name))
            .collect();
        assert_eq!(othello::parse_transcript(&written.join(" ")), Ok(moves));
    }
});
