//! The desktop shell: one window, the desk it holds open, and the commands the front end calls.
//! Every command is a one-liner into `taikai_app`; nothing here knows the domain.
#![cfg_attr(not(debug_assertions), windows_subsystem = "windows")]

mod commands;
mod launch;
mod search;
mod venue;
mod viewer;

use std::sync::{Arc, Mutex, MutexGuard};
use taikai_app::Desk;
use tauri::Manager;

/// The window's state: its desk behind a lock (commands run on Tauri's async pool), shared
/// with the venue server when the Venue panel starts it.
pub struct Shell(Arc<Mutex<Desk>>);

impl Shell {
    pub fn lock(&self) -> MutexGuard<'_, Desk> {
        // A panic in one command must not lock the TD out of the tournament.
        self.0
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

fn main() {
    tauri::Builder::default()
        // First, so that a second launch is handed to this window before anything starts.
        .plugin(tauri_plugin_single_instance::init(launch::second_launch))
        .plugin(tauri_plugin_dialog::init())
        .setup(|app| {
            let paths = app.path();
            let mut desk = Desk::new(&paths.app_config_dir()?, &paths.app_data_dir()?);
            let opened = match launch::start_with(std::env::args().skip(1)) {
                launch::StartWith::Nothing => Ok(None),
                launch::StartWith::Demo => desk.open_demo().map(Some),
                launch::StartWith::File(path) => desk.open(&path).map(Some),
            };
            if let Err(e) = opened {
                eprintln!("taikai: {e}");
                launch::keep_start_error(e.view().text);
            }
            let desk = Arc::new(Mutex::new(desk));
            venue::share(desk.clone());
            app.manage(Shell(desk));
            Ok(())
        })
        .invoke_handler(commands::handler())
        .run(tauri::generate_context!())
        .expect("the Taikai window could not start");
}
