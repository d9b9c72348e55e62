//! What this build of Taikai is: the program's version and the newest tournament file
//! format it reads and writes, said the same way by `taikai --version` and the window's
//! About panel.

use serde::Serialize;
use ts_rs::TS;

/// The program's version and the tournament file format this build writes.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export)]
pub struct About {
    /// The version of Taikai (the window and the `taikai` command are one release).
    pub version: String,
    /// The schema version of the tournament files this build writes; a file of a newer
    /// format is refused with its number named.
    pub file_format: i32,
}

pub fn about() -> About {
    About {
        version: env!("CARGO_PKG_VERSION").to_string(),
        file_format: taikai_store::schema::latest_version(),
    }
}

/// The text after `taikai` in `taikai --version`: `0.1.0 (tournament file format 4)`.
pub fn version_line() -> String {
    let About {
        version,
        file_format,
    } = about();
    format!("{version} (tournament file format {file_format})")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_version_line_names_the_program_and_the_file_format() {
        let line = version_line();
        assert!(line.starts_with(env!("CARGO_PKG_VERSION")), "{line}");
        assert!(
            line.ends_with(&format!(
                "(tournament file format {})",
                taikai_store::schema::latest_version()
            )),
            "{line}"
        );
    }
}
