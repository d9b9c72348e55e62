//! An OpenGotha tournament file: imported, or refused with its line; what is imported is
//! written back and read again.
#![no_main]

use libfuzzer_sys::fuzz_target;
use taikai_core::Profile;
use taikai_exchange::opengotha;

fuzz_target!(|bytes: &[u8]| {
    if let Ok(imported) = opengotha::read(bytes, Profile::GoJapanese) {
        if let Ok(written) = opengotha::write(&imported.event) {
            let again = opengotha::read(&written.bytes, Profile::GoJapanese).expect("our own file reads");
            assert_eq!(again.event.players.len(), imported.event.players.len());
            // "No result" has no place in OpenGotha's results: written as not known.
            let mut rounds = imported.event.rounds.clone();
            for g in rounds.iter_mut().flat_map(|r| r.games.iter_mut()) {
                if g.result == Some(taikai_core::results::GameResult::NoResult) {
                    g.result = None;
                }
            }
            assert_eq!(again.event.rounds, rounds);
        }
    }
});
