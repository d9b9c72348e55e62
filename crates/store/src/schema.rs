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
    // 2: rounds — pairing settings, rounds, boards with their results, byes, fixed pairs,
    // colour-draw audits.
    r#"
    -- The tournament's pairing settings (PairingSettings as JSON); absent: the profile's defaults.
    CREATE TABLE pairing_settings (
        id          INTEGER PRIMARY KEY CHECK (id = 1),
        settings    TEXT NOT NULL
    );
    CREATE TABLE rounds (
        number      INTEGER PRIMARY KEY CHECK (number >= 1),
        status      TEXT NOT NULL CHECK (status IN ('paired', 'started', 'finished')),
        paired_at   TEXT NOT NULL,
        -- the pairing settings this round was paired with (JSON)
        settings    TEXT NOT NULL,
        -- the pairing's remarks on the round (JSON array of strings)
        notes       TEXT NOT NULL DEFAULT '[]'
    );
    -- No foreign key to players: a round keeps the ids it was paired with, as the history does.
    CREATE TABLE games (
        round       INTEGER NOT NULL REFERENCES rounds(number) ON DELETE CASCADE,
        board       INTEGER NOT NULL CHECK (board >= 1),
        black       INTEGER NOT NULL,
        white       INTEGER NOT NULL CHECK (white <> black),
        handicap    INTEGER NOT NULL DEFAULT 0 CHECK (handicap BETWEEN 0 AND 9),
        komi        REAL,
        colours     TEXT NOT NULL,
        why         TEXT NOT NULL DEFAULT '',
        result      TEXT,
        result_text TEXT,
        discs_black INTEGER CHECK (discs_black BETWEEN 0 AND 64),
        discs_white INTEGER CHECK (discs_white BETWEEN 0 AND 64),
        draw_win    TEXT CHECK (draw_win IN ('black', 'white')),
        PRIMARY KEY (round, board)
    );
    CREATE TABLE byes (
        round       INTEGER NOT NULL REFERENCES rounds(number) ON DELETE CASCADE,
        player      INTEGER NOT NULL,
        PRIMARY KEY (round, player)
    );
    -- Pairs the TD fixed by hand for a round not yet paired (or to be re-paired).
    CREATE TABLE fixed_pairs (
        round       INTEGER NOT NULL CHECK (round >= 1),
        black       INTEGER NOT NULL,
        white       INTEGER NOT NULL CHECK (white <> black),
        PRIMARY KEY (round, black)
    );
    -- Every colour draw (DrawAudit as JSON). Kept even when its round is re-paired.
    CREATE TABLE draw_audits (
        id          INTEGER PRIMARY KEY AUTOINCREMENT,
        round       INTEGER NOT NULL,
        board       INTEGER NOT NULL,
        at          TEXT NOT NULL,
        audit       TEXT NOT NULL
    );
    "#,
    // 3: game day — the round's official start, arrivals, warnings, results as counted at the
    // board (the stored result is the one after penalties), who entered them, and software
    // clocks.
    r#"
    ALTER TABLE rounds ADD COLUMN started_at TEXT;
    ALTER TABLE games ADD COLUMN counted_text TEXT;
    ALTER TABLE games ADD COLUMN entered_by TEXT;
    ALTER TABLE games ADD COLUMN entered_at TEXT;
    -- Results entered before game day existed were entered as counted at the board.
    UPDATE games SET counted_text = result_text WHERE result_text IS NOT NULL;
    -- The tournament's lateness policy and time control (GameDaySettings as JSON).
    CREATE TABLE game_day_settings (
        id          INTEGER PRIMARY KEY CHECK (id = 1),
        settings    TEXT NOT NULL
    );
    -- When a player came to the board: ArrivalRecord as JSON.
    CREATE TABLE arrivals (
        round       INTEGER NOT NULL REFERENCES rounds(number) ON DELETE CASCADE,
        player      INTEGER NOT NULL,
        arrival     TEXT NOT NULL,
        PRIMARY KEY (round, player)
    );
    -- Warnings under the Chinese rules, in the order given.
    CREATE TABLE warnings (
        id          INTEGER PRIMARY KEY AUTOINCREMENT,
        round       INTEGER NOT NULL REFERENCES rounds(number) ON DELETE CASCADE,
        board       INTEGER NOT NULL,
        player      INTEGER NOT NULL,
        article     TEXT NOT NULL,
        note        TEXT NOT NULL DEFAULT '',
        at          TEXT NOT NULL
    );
    -- The standings' tie-break order (a JSON array of TieBreak); absent: the profile's.
    CREATE TABLE standings_order (
        id          INTEGER PRIMARY KEY CHECK (id = 1),
        tie_breaks  TEXT NOT NULL
    );
    -- Players the TD keeps out of a round's pairing (a break, a late arrival); they stay
    -- checked in for the rounds after.
    CREATE TABLE round_exclusions (
        round       INTEGER NOT NULL CHECK (round >= 1),
        player      INTEGER NOT NULL,
        reason      TEXT NOT NULL DEFAULT '',
        PRIMARY KEY (round, player)
    );
    -- A board's software clock (GameClock as JSON), saved after every press.
    CREATE TABLE clocks (
        round       INTEGER NOT NULL REFERENCES rounds(number) ON DELETE CASCADE,
        board       INTEGER NOT NULL,
        state       TEXT NOT NULL,
        PRIMARY KEY (round, board)
    );
    "#,
    // 4: a family or group tag on players, kept apart by the pairing like a club.
    r#"
    ALTER TABLE players ADD COLUMN family_group TEXT NOT NULL DEFAULT '';
    "#,
    // 5: what rating federations know a player by (OpenGotha, EGD h9, AGA exchange), and
    // whether the event is rated (RatingSettings as JSON; absent: not rated).
    r#"
    ALTER TABLE players ADD COLUMN country TEXT NOT NULL DEFAULT '';
    ALTER TABLE players ADD COLUMN egf_pin TEXT NOT NULL DEFAULT '';
    ALTER TABLE players ADD COLUMN ffg_licence TEXT NOT NULL DEFAULT '';
    ALTER TABLE players ADD COLUMN aga_id TEXT NOT NULL DEFAULT '';
    ALTER TABLE players ADD COLUMN rating INTEGER;
    CREATE TABLE rating_settings (
        id          INTEGER PRIMARY KEY CHECK (id = 1),
        settings    TEXT NOT NULL
    );
    "#,
    // 6: the venue network: the event's secret (report codes are derived from it), the desk
    // PIN, whether players may report results from the board, and the results they report,
    // pending until the TD (or two agreeing players) accepts them. SQLite's own random
    // source makes a new secret and PIN for every file, hence every event.
    r#"
    CREATE TABLE venue (
        id          INTEGER PRIMARY KEY CHECK (id = 1),
        secret      TEXT NOT NULL,
        pin         TEXT NOT NULL,
        reports     INTEGER NOT NULL DEFAULT 0 CHECK (reports IN (0, 1)),
        -- The address the venue was last served at: printed as a QR code.
        url         TEXT
    );
    INSERT INTO venue (id, secret, pin, reports)
        VALUES (1, lower(hex(randomblob(16))), printf('%06d', abs(random() % 1000000)), 0);
    CREATE TABLE venue_reports (
        id          INTEGER PRIMARY KEY AUTOINCREMENT,
        round       INTEGER NOT NULL,
        board       INTEGER NOT NULL,
        side        TEXT NOT NULL CHECK (side IN ('black', 'white', 'board')),
        result      TEXT NOT NULL,
        at          TEXT NOT NULL,
        state       TEXT NOT NULL DEFAULT 'pending'
                    CHECK (state IN ('pending', 'accepted', 'set-aside'))
    );
    "#,
];

/// The schema version this build writes.
pub fn latest_version() -> i32 {
    MIGRATIONS.len() as i32
}

/// The tables a file of schema `version` must have that it lacks: a file with Taikai's
/// application id but other tables is not a tournament, and must not be migrated.
pub fn missing_tables(conn: &rusqlite::Connection, version: i32) -> rusqlite::Result<Vec<String>> {
    let mut stmt = conn.prepare("SELECT name FROM sqlite_master WHERE type = 'table'")?;
    let present: Vec<String> = stmt
        .query_map([], |r| r.get(0))?
        .collect::<rusqlite::Result<_>>()?;
    let applied = MIGRATIONS.iter().take(version.max(0) as usize);
    Ok(applied
        .flat_map(|sql| sql.split("CREATE TABLE ").skip(1))
        .filter_map(|rest| rest.split_whitespace().next())
        .filter(|name| !present.iter().any(|p| p == name))
        .map(str::to_string)
        .collect())
}
