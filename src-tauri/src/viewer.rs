//! Handing a saved PDF to the desktop's own viewer, which previews and prints it.

use taikai_app::AppError;

pub fn open(path: &str) -> Result<(), AppError> {
    #[cfg(target_os = "macos")]
    let mut command = std::process::Command::new("open");
    #[cfg(target_os = "windows")]
    let mut command = {
        let mut c = std::process::Command::new("cmd");
        c.args(["/C", "start", ""]);
        c
    };
    #[cfg(not(any(target_os = "macos", target_os = "windows")))]
    let mut command = std::process::Command::new("xdg-open");
    command.arg(path).spawn().map(drop).map_err(|source| {
        AppError::from(taikai_app::catalogue::FileRefusal::NoViewer {
            path: path.to_string(),
            detail: source.to_string(),
        })
    })
}
