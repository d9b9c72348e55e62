//! A Go SGF file: read, replayed and counted under both rule sets; a record that reads
//! must write out and read back to the same record.
#![no_main]

use libfuzzer_sys::fuzz_target;
use taikai_rules::sgf::{parse_go, write_go};
use taikai_rules::{count_sgf, replay_sgf, GoRules};

fuzz_target!(|bytes: &[u8]| {
    for rules in [GoRules::Japanese, GoRules::Chinese] {
        let _ = replay_sgf(bytes, rules);
        let _ = count_sgf(bytes, rules, None, &[], [0, 0]);
    }
    if let Ok(rec) = parse_go(bytes) {
        let written = write_go(&rec);
        let again = parse_go(written.as_bytes()).expect("a record written reads back");
        assert_eq!(again, rec, "{written}");
    }
});
