//! The schema of a tournament file and its migrations.
//!
//! `PRAGMA user_version` holds the number of migrations applied. A file is only ever moved
//! forward, inside one transaction together with the migrations, so a crash leaves either
//! the old or the new schema. A file from a newer Taikai is refused before anything is
//! written to it.

/// Marks a SQLite file as a Taikai tournament ("TAIK").
pub const APPLICATION_ID: i32 = 0x5441_494B;

/// Each entry upgrades the schema by one version. Never edit a released entry: add one.
pub const MIGRATIONS: &[&str] = &[
    // 1: the first release — tournament settings, players, history.
    r#"
    CREATE TABLE tournament (
        id          INTEGER PRIMARY KEY CHECK (id = 1),
        name        TEXT NOT NULL,
        date        TEXT NOT NULL,
        venue       TEXT NOT NULL,
        profile     TEXT NOT NULL,
        rounds      INTEGER NOT NULL,
        system      TEXT NOT NULL,
        created_at  TEXT NOT NULL
    );
    -- AUTOINCREMENT: a removed player's id is never given to someone else, so the
    -- history keeps pointing at the right person.
    CREATE TABLE players (
        id          INTEGER PRIMARY KEY AUTOINCREMENT,
        name        TEXT NOT NULL CHECK (name <> ''),
        reading     TEXT NOT NULL DEFAULT '',
        rank        TEXT NOT NULL,
        club        TEXT NOT NULL DEFAULT '',
        birth_year  INTEGER,
        notes       TEXT NOT NULL DEFAULT '',
        status      TEXT NOT NULL DEFAULT 'registered'
                    CHECK (status IN ('registered', 'checked-in', 'withdrawn')),
        created_at  TEXT NOT NULL,
        updated_at  TEXT NOT NULL
    );
    -- Every change, with the old and new value as JSON. Append-only: the triggers below
    -- refuse any edit or deletion.
    CREATE TABLE history (
        id          INTEGER PRIMARY KEY AUTOINCREMENT,
        at          TEXT NOT NULL,
        action      TEXT NOT NULL,
        subject     TEXT NOT NULL,
        old_value   TEXT,
        new_value   TEXT
    );
    CREATE TRIGGER history_is_append_only_update BEFORE UPDATE ON history
    BEGIN SELECT RAISE(ABORT, 'the history of a tournament cannot be changed'); END;
    CREATE TRIGGER history_is_append_only_delete BEFORE DELETE ON history
    BEGIN SELECT RAISE(ABORT, 'the history of a tournament cannot be changed'); END;
    "#,
];

/// The schema version this build writes.
pub fn latest_version() -> i32 {
    MIGRATIONS.len() as i32
}
