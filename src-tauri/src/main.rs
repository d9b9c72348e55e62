//! The desktop shell: one window, the desk it holds open, and the commands the front end calls.
//! Every command is a one-liner into `taikai_app`; nothing here knows the domain.
#![cfg_attr(not(debug_assertions), windows_subsystem = "windows")]

mod commands;
mod viewer;

use std::sync::{Mutex, MutexGuard};
use taikai_app::Desk;
use tauri::Manager;

/// The window's state: its desk behind a lock (commands run on Tauri's async pool).
pub struct Shell(Mutex<Desk>);

impl Shell {
    pub fn lock(&self) -> MutexGuard<'_, Desk> {
        // A panic in one command must not lock the TD out of the tournament.
        self.0
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

/// What to open at start: `--demo` for the demo tournament, or a tournament file's path.
enum StartWith {
    Nothing,
    Demo,
    File(String),
}

fn start_with() -> StartWith {
    match std::env::args().nth(1) {
        Some(arg) if arg == "--demo" => StartWith::Demo,
        Some(arg) if !arg.starts_with('-') => StartWith::File(arg),
        _ => StartWith::Nothing,
    }
}

fn main() {
    tauri::Builder::default()
        .plugin(tauri_plugin_dialog::init())
        .setup(|app| {
            let paths = app.path();
            let mut desk = Desk::new(&paths.app_config_dir()?, &paths.app_data_dir()?);
            let opened = match start_with() {
                StartWith::Nothing => Ok(None),
                StartWith::Demo => desk.open_demo().map(Some),
                StartWith::File(path) => desk.open(&path).map(Some),
            };
            if let Err(e) = opened {
                eprintln!("taikai: {e}");
            }
            app.manage(Shell(Mutex::new(desk)));
            Ok(())
        })
        .invoke_handler(commands::handler())
        .run(tauri::generate_context!())
        .expect("the Taikai window could not start");
}
