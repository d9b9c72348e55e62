//! The verdict the window is waiting for, so that its Stop button can end the searches
//! (judging holds no desk: a search asked to go on longer can take minutes).

use std::sync::Mutex;
use taikai_app::rules::Stop;

static CURRENT: Mutex<Option<Stop>> = Mutex::new(None);

/// A new stop for the verdict about to be searched (the arbitration screen asks for one
/// verdict at a time).
pub fn begin() -> Stop {
    let stop = Stop::new();
    *CURRENT.lock().unwrap_or_else(|p| p.into_inner()) = Some(stop.clone());
    stop
}

/// Pulls the stop of the verdict being searched, if any: it is then refused, and the window
/// keeps the verdict it showed before.
pub fn stop() {
    if let Some(stop) = CURRENT.lock().unwrap_or_else(|p| p.into_inner()).as_ref() {
        stop.pull();
    }
}
