//! What a chain's status rests on, and what a verdict assumed, as data.
//!
//! The judge writes these; the catalogue (`taikai-catalogue`, `judge.rs`)
//! renders them in Japanese and English for the window, the command line
//! and the arbitration report. JSON carries them as `{"code": …, data}`.
//! Points and colours are in the arbiter's view of the board.

use crate::color::Color;
use crate::point::Point;
use crate::verify::Status;
use serde::Serialize;

/// The argument behind one chain's status, or why there is none.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "code", rename_all = "kebab-case")]
pub enum Note {
    /// Both players agree it is dead (2011 rules §9); not proven.
    AgreedDead,
    /// Both players agree it is alive (§9); not proven.
    AgreedAlive,
    /// Asked about, and it reaches the open board beyond a position set up
    /// by hand (`open` empty points touching all four edges): held as
    /// connected to the rest of the board, alive. An assumption.
    AssumedAlive { open: usize },
    /// Reaches the open board: held alive while the chains it encloses are
    /// proven; its own status is not decided.
    HeldOpen { open: usize },
    /// Not among the chains the arbiter asked about.
    NotAsked,
    /// Alive by Benson's test: two vital regions. `exact`: Benson's exact
    /// test, alive against any number of consecutive moves. Otherwise only
    /// with its end-of-game relaxations (a big eye counts as vital, a
    /// closed territory of ten points or more as room for two eyes; see
    /// `life`): an end-of-game assumption, not a proof against every
    /// invasion.
    Unconditional { exact: bool },
    /// Inside `owner`'s secure region of `points` points, enclosed by
    /// unconditionally alive chains (one stone of each in `walls`).
    /// `interior`: the points next to no stone of `owner`, where alone an
    /// eye could be made, when they leave no room for two eyes. `exact`:
    /// the walls live by Benson's exact test; otherwise by its end-of-game
    /// relaxations (see [`Note::Unconditional`]).
    SecureRegion {
        owner: Color,
        points: usize,
        walls: Vec<Point>,
        interior: Option<usize>,
        exact: bool,
    },
    /// A safe block (Müller 1997): `owner`'s chains `chains`, joined by
    /// links the opponent cannot cut, with eye regions of `eyes` points
    /// every empty point of which is the block's liberty. The chain is that
    /// block (`alive`) or stands inside one of its eye regions (dead).
    SafeBlock {
        alive: bool,
        owner: Color,
        chains: Vec<Point>,
        eyes: Vec<usize>,
    },
    /// Dead inside `owner`'s region `region`: it cannot live or make seki
    /// even moving first, with `owner`'s walls (one stone of each in
    /// `walls`) given nothing beyond the region.
    DeadInRegion {
        owner: Color,
        region: Vec<Point>,
        walls: Vec<Point>,
        links: bool,
    },
    /// Dead inside `owner`'s region `region`, behind walls (one stone of
    /// each in `walls`) that live without it: by the static test
    /// (`walls_nodes` 0) or a search of `walls_nodes` positions in which
    /// the other side moves first, the region held as lost to them; inside
    /// the region, moving first, it cannot live or make seki against walls
    /// that never fall.
    DeadBehindLiveWalls {
        owner: Color,
        region: Vec<Point>,
        walls: Vec<Point>,
        walls_nodes: u64,
        links: bool,
    },
    /// Alive once the dead stones `removed` (one of each chain) are off:
    /// its territory is then closed by live stones of `owner`. `exact`:
    /// alive by Benson's exact test or as a safe block; otherwise by its
    /// end-of-game relaxations (see [`Note::Unconditional`]).
    AliveOnceDeadOff {
        owner: Color,
        removed: Vec<Point>,
        exact: bool,
    },
    /// Settled by the static test on its zone before any move (the dead
    /// stones proven inside territories taken off).
    StaticOnZone { status: Status, links: bool },
    /// Settled by the static test with its owner answering each move
    /// (`life`): chains joined to live stones through two liberties of
    /// their own or at a point the opponent cannot play, an eye space two
    /// of whose points each split it, or a region such chains enclose. A
    /// proof for play in turn, not against consecutive moves, from the
    /// live stones of the relaxed test (so counted as resting on its
    /// relaxations).
    InTurn { status: Status },
    /// The verification game, `first` (the owner) moving first: `moves`
    /// moves, `nodes` positions searched.
    Verified {
        first: Color,
        moves: usize,
        nodes: u64,
        links: bool,
    },
    /// Not searched: one verdict's time (about a second, `million` million
    /// point visits) was spent on other chains before this one, of `color`
    /// at `at`, whose zone (the unsettled area around it) holds `zone`
    /// empty points.
    NotSearched {
        color: Color,
        at: Point,
        zone: usize,
        million: u64,
    },
    /// The verification of the chain of `color` at `at`, in a zone of
    /// `zone` empty points, stopped after `nodes` positions without
    /// settling it: the verdict's time ran out (`time`), or the chain's
    /// budget, or its lines turn on a cut of a safe block's link (`cut`).
    Stopped {
        color: Color,
        at: Point,
        zone: usize,
        nodes: u64,
        time: bool,
        #[serde(skip_serializing_if = "Option::is_none")]
        cut: Option<CutLink>,
    },
}

/// A link of a safe block held fixed around the searches (two chains of
/// `owner` sharing `points`): a line that cut it, the owner not
/// answering, could not be read on, as the chains would no longer be safe.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct CutLink {
    pub owner: Color,
    pub points: Vec<Point>,
}

impl Note {
    /// Whether the status rests, somewhere in its proof, on the linked
    /// static test: chains sharing two liberties held as connected, stones
    /// thrown in against such a wall taken as dead (an end-of-game
    /// assumption, not a proof).
    pub fn rests_on_links(&self) -> bool {
        matches!(
            self,
            Note::DeadInRegion { links: true, .. }
                | Note::DeadBehindLiveWalls { links: true, .. }
                | Note::StaticOnZone { links: true, .. }
                | Note::Verified { links: true, .. }
        )
    }

    /// Whether the status rests on an end-of-game relaxation of Benson's
    /// test (a big eye, a closed territory) rather than on its exact form.
    pub fn rests_on_relaxation(&self) -> bool {
        matches!(
            self,
            Note::Unconditional { exact: false }
                | Note::SecureRegion { exact: false, .. }
                | Note::AliveOnceDeadOff { exact: false, .. }
                | Note::InTurn { .. }
        )
    }

    /// Whether the status rests on an end-of-game assumption of either
    /// kind (Benson's relaxations, links), which the note names.
    pub fn assumes(&self) -> bool {
        self.rests_on_relaxation() || self.rests_on_links()
    }

    /// Whether the chain reaches the open board beyond a position set up by
    /// hand and is held there as connected to the rest of the board, its
    /// own status not asked: drawn as the live stones it is held for, not
    /// as a question.
    pub fn held_open(&self) -> bool {
        matches!(self, Note::HeldOpen { .. })
    }

    /// Whether a longer search may settle the chain (not one left out by
    /// the arbiter's question or held as the open board).
    pub fn search_longer(&self) -> bool {
        matches!(self, Note::NotSearched { .. } | Note::Stopped { .. })
    }
}

/// What a verdict assumed about the position.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "code", rename_all = "kebab-case")]
pub enum Assumption {
    /// A position set up by hand: the empty area of `points` points
    /// touching all four edges is the open board, no one's eye; the chains
    /// next to it (one stone of each in `held`) are held as connected to
    /// the rest of the board, alive.
    OpenBoard { points: usize, held: Vec<Point> },
}
