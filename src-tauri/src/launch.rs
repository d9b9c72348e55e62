//! How the window is started: what to open from the command line (`taikai-desktop FILE`,
//! which is also what the file manager runs on a double-click), a second launch handed to
//! the running window (single instance), and the desktop's language for a first start.

use crate::Shell;
use std::path::Path;
use std::sync::Mutex;
use taikai_app::catalogue::Text;
use tauri::{AppHandle, Emitter, Manager, Runtime};

/// Sent to the front end when a second launch opened a tournament in this window.
pub const OPENED: &str = "taikai://opened";
/// Sent to the front end when a second launch asked for a file that cannot be opened.
pub const OPEN_FAILED: &str = "taikai://open-failed";

/// What to open: `--demo` for the demo tournament, or a tournament file's path.
#[derive(Debug, PartialEq)]
pub enum StartWith {
    Nothing,
    Demo,
    File(String),
}

/// Reads the arguments after the program's name.
pub fn start_with(mut args: impl Iterator<Item = String>) -> StartWith {
    match args.next() {
        Some(arg) if arg == "--demo" => StartWith::Demo,
        Some(arg) if !arg.starts_with('-') => StartWith::File(arg),
        _ => StartWith::Nothing,
    }
}

/// Why the file named on the command line did not open, kept until the window asks, so
/// that a double-clicked file that cannot be opened (a newer Taikai's, a damaged one) is
/// explained on the start screen and not only on a terminal nobody sees.
static START_ERROR: Mutex<Option<Text>> = Mutex::new(None);

pub fn keep_start_error(message: Text) {
    *START_ERROR
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner()) = Some(message);
}

pub fn take_start_error() -> Option<Text> {
    START_ERROR
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
        .take()
}

/// A second `taikai-desktop [FILE]` while this window runs: the window comes to the front
/// and opens FILE (relative to where the second launch was started), instead of a second
/// window writing to the same files.
pub fn second_launch<R: Runtime>(app: &AppHandle<R>, argv: Vec<String>, cwd: String) {
    if let Some(window) = app.get_webview_window("main") {
        let _ = window.unminimize();
        let _ = window.show();
        let _ = window.set_focus();
    }
    let opened = {
        // A launch that arrives while this window is still starting finds no desk yet.
        let Some(shell) = app.try_state::<Shell>() else {
            return;
        };
        let mut desk = shell.lock();
        match start_with(argv.into_iter().skip(1)) {
            StartWith::Nothing => return,
            StartWith::Demo => desk.open_demo(),
            StartWith::File(path) => {
                let path = Path::new(&cwd).join(path);
                desk.open(&path.to_string_lossy())
            }
        }
    };
    let _ = match opened {
        Ok(_) => app.emit(OPENED, ()),
        Err(e) => app.emit(OPEN_FAILED, e.view().text),
    };
}

/// The desktop's language as the window offers it, `ja` or `en`, from the locale variables
/// in the order gettext reads them; none on a machine without a language (`C`, `POSIX`,
/// unset), where the window keeps its own default.
pub fn system_language() -> Option<String> {
    let var = |name: &str| std::env::var(name).ok();
    language_of([
        var("LANGUAGE"),
        var("LC_ALL"),
        var("LC_MESSAGES"),
        var("LANG"),
    ])
}

fn language_of(vars: [Option<String>; 4]) -> Option<String> {
    let value = vars.into_iter().flatten().find(|v| !v.trim().is_empty())?;
    // LANGUAGE is a list (`ja:en`); a locale is `ja_JP.UTF-8` or `ja_JP@modifier`.
    let first = value.split(':').next().unwrap_or_default();
    let code = first
        .split(['_', '.', '@', '-'])
        .next()
        .unwrap_or_default()
        .to_ascii_lowercase();
    match code.as_str() {
        "" | "c" | "posix" => None,
        "ja" => Some("ja".into()),
        _ => Some("en".into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(list: &[&str]) -> impl Iterator<Item = String> {
        list.iter()
            .map(|s| s.to_string())
            .collect::<Vec<_>>()
            .into_iter()
    }

    #[test]
    fn a_file_or_the_demo_is_opened_from_the_command_line() {
        assert_eq!(
            start_with(args(&["club.taikai"])),
            StartWith::File("club.taikai".into())
        );
        assert_eq!(start_with(args(&["--demo"])), StartWith::Demo);
        assert_eq!(start_with(args(&[])), StartWith::Nothing);
        assert_eq!(start_with(args(&["--unknown"])), StartWith::Nothing);
    }

    fn lang(language: &str, lc_all: &str, lc_messages: &str, lang: &str) -> Option<String> {
        let v = |s: &str| (!s.is_empty()).then(|| s.to_string());
        language_of([v(language), v(lc_all), v(lc_messages), v(lang)])
    }

    #[test]
    fn a_japanese_desktop_gets_japanese_and_others_english() {
        assert_eq!(lang("", "", "", "ja_JP.UTF-8").as_deref(), Some("ja"));
        assert_eq!(lang("", "", "", "ja_JP.eucJP@x").as_deref(), Some("ja"));
        assert_eq!(lang("", "", "", "en_GB.UTF-8").as_deref(), Some("en"));
        assert_eq!(lang("", "", "", "de_DE.UTF-8").as_deref(), Some("en"));
        assert_eq!(lang("ja:en", "", "", "en_US.UTF-8").as_deref(), Some("ja"));
        assert_eq!(
            lang("", "en_US.UTF-8", "", "ja_JP.UTF-8").as_deref(),
            Some("en")
        );
        assert_eq!(lang("", "", "", "C.UTF-8"), None);
        assert_eq!(lang("", "", "", "POSIX"), None);
        assert_eq!(lang("", "", "", ""), None);
    }
}
