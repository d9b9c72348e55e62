//! A result as the TD types it, under every profile; a result read must read back from
//! its tidy text.
#![no_main]

use libfuzzer_sys::fuzz_target;
use taikai_core::{result_text, Profile};

fuzz_target!(|text: &str| {
    for profile in [Profile::GoJapanese, Profile::GoChinese, Profile::OthelloJoa] {
        if let Ok(entry) = result_text::parse(text, profile) {
            assert_eq!(result_text::parse(&entry.text, profile), Ok(entry.clone()));
            let _ = result_text::black_margin(&entry.text);
            let _ = result_text::Decision::of(&entry.text);
        }
    }
});
