//! Running the real `taikai` binary from the integration tests.
#![allow(dead_code)] // each test file uses a different part

use serde_json::Value;
use std::path::Path;
use std::process::{Command, Output};

pub fn taikai(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_taikai"))
        .args(args)
        .output()
        .expect("the taikai binary runs")
}

/// Runs a command that must succeed and returns its stdout.
pub fn ok(args: &[&str]) -> String {
    let out = taikai(args);
    assert!(
        out.status.success(),
        "taikai {args:?} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// Runs a `--json` command that must succeed and parses what it prints.
pub fn json(args: &[&str]) -> Value {
    serde_json::from_str(&ok(args)).expect("--json prints JSON")
}

/// Runs a command that must fail and returns its stderr.
pub fn refused(args: &[&str]) -> String {
    let out = taikai(args);
    assert!(!out.status.success(), "taikai {args:?} should have failed");
    assert!(out.stdout.is_empty(), "a refused command prints no result");
    String::from_utf8(out.stderr).unwrap()
}

/// A file of the repository, by its path from the repository root.
pub fn repo_file(path: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .join(path)
        .display()
        .to_string()
}
