//! A rank as a club writes it; a rank read must read back from both its forms.
#![no_main]

use libfuzzer_sys::fuzz_target;
use taikai_core::Rank;

fuzz_target!(|text: &str| {
    if let Ok(rank) = text.parse::<Rank>() {
        assert_eq!(rank.to_string().parse::<Rank>(), Ok(rank));
        assert_eq!(rank.japanese().parse::<Rank>(), Ok(rank));
    }
});
