//! An Othello SGF file (`GM[2]`), or anything the Othello reader is given as a file.
#![no_main]

use libfuzzer_sys::fuzz_target;
use taikai_rules::othello;

fuzz_target!(|bytes: &[u8]| {
    let _ = othello::parse_othello_sgf(bytes);
    let _ = taikai_rules::othello_replay_bytes(bytes);
});
