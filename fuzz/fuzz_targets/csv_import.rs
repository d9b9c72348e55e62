//! A player list as a CSV file: previewed and accepted, with and without the bad rows.
#![no_main]

use libfuzzer_sys::fuzz_target;
use taikai_core::import::preview;

fuzz_target!(|bytes: &[u8]| {
    if let Ok(p) = preview(bytes, &[]) {
        assert!(p.rows.windows(2).all(|w| w[0].line < w[1].line));
        let bad: Vec<u32> = p.problem_rows().map(|r| r.line).collect();
        assert_eq!(p.accept(&[]).is_ok(), bad.is_empty());
        assert!(p.accept(&bad).is_ok());
    }
});
