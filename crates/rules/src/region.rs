//! Dead stones inside a territory, proven on the territory alone.
//!
//! A finished game's territories are large and their walls loose: Benson's
//! test settles little of them, and the verification of a dead stone
//! inside then reaches the whole board. But the question is local (the
//! arbitration notes: "walls live on the territory they enclose"): can the
//! stones inside, moving first (2011 rules §7: 検証は対象石側が先着), live
//! or make seki against the territory's owner?
//!
//! The *region* of a chain of colour `o` is the connected set of points not
//! holding the opponent `c` that contains it (Benson's region of `c`); its
//! *walls* are the chains of `c` next to it. The verification runs on the
//! region and its walls only, the rest of the board held fixed **to the
//! disadvantage of the walls**: beyond the walls there may only be points
//! the static test settles for `c` on the whole board, and stones of `o`,
//! which are frozen and read as live stones of `o` (no liberty, no
//! connection, no eye for `c`). A wall's liberty beyond the region (an
//! unfilled dame) joins the zone, and so does what it leads to that is not
//! settled: an empty point, or a whole chain of `c` whose liberties are
//! dame in turn (at most [`DAME_LIMIT`] points in all, else the region is
//! not tried). Every stone of `o` next to the zone must be statically
//! alive or keep a liberty beyond the zone: nothing outside the zone can
//! then change a liberty count, and no point next to it is empty but
//! points settled for `c`. The walls live only
//! on what the region gives them, and can be captured in a race. The
//! search decides with the static test of [`crate::life`], end-of-game
//! relaxations included (a closed region of `c` with no stone of `o` left
//! is an eye; one of ten empty points or more, two). A `dead` answer under
//! this handicap holds on the real board: everything frozen for `o` only
//! helps `o`. Any other answer proves nothing (the handicap may be what
//! kept the walls from living) and is dropped: the chain goes on to the
//! whole-board verification.

use crate::board::{Board, ZobristMap};
use crate::color::Color;
use crate::life::{self, Fixed, Grid};
use crate::point::Point;
use crate::safety::Link;
use crate::verify::{self, Status, Verification};
use std::sync::Arc;

/// The static tests met by the searches of one board's regions, by zone:
/// the chains of one region share its zone, and their searches meet the
/// same positions (which points are settled does not depend on the
/// target). Sharing them changes no result, only the time.
pub(crate) type RegionStatics = verify::ZoneStatics;

/// Regions larger than this are not tried: a region holding most of the
/// board is no territory.
pub(crate) const REGION_LIMIT: usize = 160;

/// Share of the judge's budget the search of one region may spend: most
/// dead stones there fall within a few hundred positions.
const REGION_SHARE: u64 = 40;

/// Share of the judge's budget for a *narrow* region (at most
/// [`NARROW_REGION`] empty points): the region search, on the region and
/// its walls alone, settles there what the whole-board verification needs
/// ten times as many positions for, or cannot (on the finished corpus:
/// 5,000 to 34,000 positions for dead stones whose verification took
/// 163,000, stopped at 200,000, or was not tried in an area of more than
/// 40 empty points; one of them, in a region of 24 empty points, settles
/// 71 stones of g19_21 once it is off). Half rather than a fifth since
/// GNU Go's scoring regression (`--example judge_scores`): a dead group
/// with 8 empty points there needs 53,000 positions on its region, and
/// 90,000 were not enough on the whole zone; with half, 16 more stones and
/// one more game are decided there, none fewer, and the finished corpus is
/// unchanged (the searches stay within the quarter of the verdict's time
/// the regions get).
const NARROW_SHARE: u64 = 2;

/// Empty points a region may hold to be narrow (see [`NARROW_SHARE`]).
/// Searches of 18 to 24 empty points that fail cost 40,000 positions each
/// (ten on the corpus, about 0.4 s each).
const NARROW_REGION: usize = 24;

/// Empty points a region may hold for its search to get the whole region
/// budget: a wider one gets an eighth of it. On the finished corpus every
/// region search that proved its stones dead met fewer than 30 empty
/// points but one (42 empty points, settled in 44 positions); the wider
/// ones that ran out of budget took more than half the judge's time. A
/// budget above the default (the arbiter's "search longer") is not cut.
pub(crate) const WIDE_REGION: usize = 30;

/// One search for walls that live without their region may spend one part
/// in this many of what the regions behind such walls have left: that
/// search reaches most of the board, and one that fails took all of it.
/// On GNU Go's scoring regression (`--example judge_scores`), score 19's
/// first walls' search (146 points) spent the whole share, and the three
/// regions after it were not searched at all (one of them, four white
/// stones in a region of 11 empty points, is proven dead there in 112
/// positions once it is); with a quarter, 1,416 of 12,222 stones are left
/// undetermined instead of 1,419, a half the same, an eighth 1,428; the
/// finished corpus is unchanged.
const WALLS_SHARE: u64 = 4;

/// Points a region's zone may take in beyond the region and its walls:
/// unfilled dame and what they lead to.
const DAME_LIMIT: usize = 24;

/// A chain proven dead inside a territory.
pub(crate) struct RegionProof {
    pub verification: Verification,
    /// The region's points (row-major).
    pub region: Vec<Point>,
    /// One stone of each wall chain the search held in the zone.
    pub walls: Vec<Point>,
}

/// A search for the chain `stones` dead inside the region of the opponent
/// holding it, ready to run ([`dead_in_regions`]).
pub(crate) struct RegionSearch {
    stones: Vec<Point>,
    zone: Vec<Point>,
    grid: Grid,
    budget: u64,
    /// The arbiter's "search longer" (the judge's budget above the
    /// default): the search adds its own proof-number search of the death.
    longer: bool,
    region: Vec<Point>,
    walls: Vec<Point>,
}

/// Searches for dead stones inside territories: `searches` (one or two),
/// the second beside the first on the machine's other core. Each may
/// spend all that `allowance` has left, as the first of them alone would,
/// and both are charged: the two take the time of one of them. A search
/// alone has the proof-number search of the death beside it on the other
/// core, as a disputed chain has ([`verify::Query::dead_first`]): on GNU
/// Go's scoring regression the same statuses, and the slowest verdict
/// (score 8, whose one region search proves nothing) about 70 ms faster.
pub(crate) fn dead_in_regions(
    board: &Board,
    searches: &[&RegionSearch],
    statics: &mut RegionStatics,
    allowance: &mut verify::Allowance,
) -> Vec<Option<RegionProof>> {
    match searches {
        [first, second] => {
            let mut twins = [allowance.twin(), allowance.twin()];
            let [a, b] = &mut twins;
            let proofs = verify::side_by_side(
                statics,
                [&first.zone, &second.zone],
                |known| first.run(board, known, a, false),
                |known| second.run(board, known, b, false),
            );
            allowance.charge(twins);
            proofs.into_iter().collect()
        }
        _ => searches
            .iter()
            .map(|search| {
                verify::alone(statics, &search.zone, |known| {
                    search.run(board, known, allowance, !search.longer)
                })
            })
            .collect(),
    }
}

impl RegionSearch {
    fn run(
        &self,
        board: &Board,
        known: Arc<ZobristMap<verify::Static>>,
        allowance: &mut verify::Allowance,
        dead_first: bool,
    ) -> (Option<RegionProof>, verify::Met) {
        let mut query = verify::Query::owner_first(self.budget, false);
        query.dead_first = dead_first;
        let (v, met) = verify::verify_zone(
            board,
            &self.stones,
            &self.zone,
            self.grid.clone(),
            query,
            known,
            allowance,
        );
        let proof = (v.status == Status::Dead).then(|| RegionProof {
            verification: v,
            region: self.region.clone(),
            walls: self.walls.clone(),
        });
        (proof, met)
    }
}

/// The search for the chain `stones` (of `owner`) dead inside the region
/// of the opponent holding it, on a share of `budget` (the judge's budget
/// for one chain) positions, if the region is one to try.
/// `settled` is the whole board's static test (per point, row-major),
/// with safe blocks joined by `safe_links`.
pub(crate) fn region_search(
    board: &Board,
    stones: &[Point],
    owner: Color,
    settled: &[Option<Color>],
    safe_links: &[Link],
    budget: u64,
) -> Option<RegionSearch> {
    let c = owner.opponent();
    let n = board.size() as usize;
    let idx = |p: Point| p.y as usize * n + p.x as usize;
    let (mut region, mut in_zone) = region_of(board, stones, c, REGION_LIMIT)?;
    // A region holding two eyes of `owner`, or a large one, is where
    // `owner` lives, not a territory: not tried (the search would fail).
    if owner_lives_there(board, &region, owner) {
        return None;
    }
    // The walls: whole chains of `c` next to the region, unless settled.
    let mut zone = region.clone();
    let mut walls = Vec::new();
    for &p in &region {
        for q in board.neighbors(p) {
            if in_zone[idx(q)] || settled[idx(q)] == Some(c) {
                continue;
            }
            let Some(chain) = board.chain_at(q) else {
                continue;
            };
            walls.push(chain.stones[0]);
            for s in chain.stones {
                in_zone[idx(s)] = true;
                zone.push(s);
            }
        }
    }
    if walls.is_empty() {
        return None;
    }
    // Beyond the zone nothing may move, so nothing there may change a
    // liberty count: a wall's liberty outside the region joins the zone
    // (an unfilled dame), and so does what a dame point leads to that is
    // not settled: an empty point, or a whole chain of `c` (another wall,
    // whose liberties are dame in turn), up to [`DAME_LIMIT`] points. A
    // stone of `owner` next to the zone stays frozen: it must be
    // statically alive or keep a liberty no one can fill.
    let mut frontier: Vec<Point> = zone[region.len()..].to_vec();
    let mut added = 0;
    let mut frozen = Vec::new();
    while let Some(p) = frontier.pop() {
        for q in board.neighbors(p) {
            if in_zone[idx(q)] || settled[idx(q)] == Some(c) {
                continue;
            }
            let joining = match board.get(q) {
                Some(x) if x == owner => {
                    frozen.push(q);
                    continue;
                }
                Some(_) if board.get(p).is_none() => {
                    board.chain_at(q).map_or(vec![q], |ch| ch.stones)
                }
                Some(_) => continue,
                None => vec![q],
            };
            added += joining.len();
            if added > DAME_LIMIT {
                return None;
            }
            if board.get(q) == Some(c) {
                walls.push(joining[0]);
            }
            for s in joining {
                in_zone[idx(s)] = true;
                zone.push(s);
                frontier.push(s);
            }
        }
    }
    for r in frozen {
        // Settled for `owner`: alive whatever happens here.
        let keeps = settled[idx(r)] == Some(owner)
            || board
                .chain_at(r)
                .is_some_and(|ch| ch.liberties.iter().any(|&l| !in_zone[idx(l)]));
        if !keeps {
            return None;
        }
    }
    zone.sort_unstable_by_key(|p| (p.y, p.x));
    region.sort_unstable_by_key(|p| (p.y, p.x));
    let outside = |q: Point| match settled[idx(q)] {
        Some(s) if s == c && board.get(q) == Some(c) => Fixed::Stone(c),
        Some(s) if s == c => Fixed::Area(c),
        // The handicap: everything else beyond the walls is `owner`'s.
        _ => Fixed::Stone(owner),
    };
    let empty = region.iter().filter(|&&p| board.get(p).is_none()).count();
    let longer = budget > verify::DEFAULT_BUDGET;
    let budget = share(budget, empty);
    // The walls' safe blocks hold only while `c` answers a cut of their
    // links; `owner`'s need nothing: everything beyond is his.
    let walls_links: Vec<Link> = safe_links
        .iter()
        .filter(|l| l.owner == c)
        .cloned()
        .collect();
    let grid = Grid::zone(board, &zone, outside).with_safe_links(&walls_links);
    Some(RegionSearch {
        stones: stones.to_vec(),
        zone,
        grid,
        budget,
        longer,
        region,
        walls,
    })
}

/// The region of a dead chain ([`walls_of_dead`]).
pub(crate) struct DeadRegion {
    /// Its points (the points not holding `c` around the chain).
    pub points: Vec<Point>,
    /// The same, marked per point (row-major).
    pub marks: Vec<bool>,
    /// Its walls: the stones of `c` next to it.
    pub walls: Vec<Point>,
}

/// The region of the dead chain `stones` (of `c`'s opponent) and its
/// walls, if every stone of the chain's colour there is `dead` (per
/// point, row-major). `None` if one is not: a dead chain beside one of its
/// colour still to be decided may be what keeps that one in seki (the
/// seed's example 3: taken off, the seki came out alive).
pub(crate) fn walls_of_dead(
    board: &Board,
    stones: &[Point],
    c: Color,
    dead: &[bool],
) -> Option<DeadRegion> {
    let n = board.size() as usize;
    let idx = |p: Point| p.y as usize * n + p.x as usize;
    let (region, marks) = region_of(board, stones, c, usize::MAX)?;
    if region
        .iter()
        .any(|&p| board.get(p).is_some() && !dead[idx(p)])
    {
        return None;
    }
    let mut walls: Vec<Point> = region
        .iter()
        .flat_map(|&p| board.neighbors(p))
        .filter(|&q| board.get(q) == Some(c))
        .collect();
    walls.sort_unstable_by_key(|p| (p.y, p.x));
    walls.dedup();
    Some(DeadRegion {
        points: region,
        marks,
        walls,
    })
}

/// Empty points of the region of the chain `stones` (of `owner`): the
/// connected set of points not holding the opponent around it (the judge
/// tries the narrowest regions first).
pub(crate) fn room(board: &Board, stones: &[Point], owner: Color) -> usize {
    region_of(board, stones, owner.opponent(), usize::MAX).map_or(0, |(region, _)| {
        region.iter().filter(|&&p| board.get(p).is_none()).count()
    })
}

/// The region of `c`'s opponent holding `stones` (the connected set of
/// points not holding `c` around them) and its points marked (row-major);
/// `None` past `limit` points.
fn region_of(
    board: &Board,
    stones: &[Point],
    c: Color,
    limit: usize,
) -> Option<(Vec<Point>, Vec<bool>)> {
    let n = board.size() as usize;
    let mut seen = vec![false; n * n];
    let mut region: Vec<Point> = stones.to_vec();
    for &p in stones {
        seen[p.y as usize * n + p.x as usize] = true;
    }
    spread(board, c, &mut region, &mut seen, limit).then_some((region, seen))
}

/// Grows `region` (its points marked in `seen`, row-major) through the
/// points not holding `c`, from its own points that do not hold `c`;
/// false once it holds more than `limit` points.
fn spread(
    board: &Board,
    c: Color,
    region: &mut Vec<Point>,
    seen: &mut [bool],
    limit: usize,
) -> bool {
    let n = board.size() as usize;
    let mut k = 0;
    while k < region.len() {
        let p = region[k];
        k += 1;
        if board.get(p) == Some(c) {
            continue;
        }
        for q in board.neighbors(p) {
            let i = q.y as usize * n + q.x as usize;
            if !seen[i] && board.get(q) != Some(c) {
                seen[i] = true;
                region.push(q);
                if region.len() > limit {
                    return false;
                }
            }
        }
    }
    true
}

/// Whether the empty points of `region` hold two eyes of `owner` (connected
/// sets next to stones of `owner` only), or one of more than six points.
fn owner_lives_there(board: &Board, region: &[Point], owner: Color) -> bool {
    let n = board.size() as usize;
    let idx = |p: Point| p.y as usize * n + p.x as usize;
    let mut seen = vec![false; n * n];
    let mut eyes = 0;
    for &s in region {
        if board.get(s).is_some() || seen[idx(s)] {
            continue;
        }
        seen[idx(s)] = true;
        let mut stack = vec![s];
        let mut only_owner = true;
        let mut size = 0;
        while let Some(p) = stack.pop() {
            size += 1;
            for q in board.neighbors(p) {
                match board.get(q) {
                    None if !seen[idx(q)] => {
                        seen[idx(q)] = true;
                        stack.push(q);
                    }
                    None => {}
                    Some(x) if x != owner => only_owner = false,
                    Some(_) => {}
                }
            }
        }
        if only_owner {
            eyes += if size > 6 { 2 } else { 1 };
        }
    }
    eyes >= 2
}

/// A chain proven dead in its region behind walls that live without it.
pub(crate) struct WalledProof {
    /// The search on the region alone, the walls held as live stones.
    pub verification: Verification,
    /// The region's points (row-major).
    pub region: Vec<Point>,
    /// One stone of each wall chain.
    pub walls: Vec<Point>,
    /// Positions the walls' own proof searched (0: the static test).
    pub walls_nodes: u64,
}

/// Tries to prove the chain `stones` (of `owner`) dead in its region
/// behind walls that live without it, within a share of `budget`.
///
/// The region `Z` starts as the connected set of points not holding the
/// opponent `c` around the chain; a chain of `c` next to it with at most
/// one liberty elsewhere lives or dies with it, and joins it with its
/// stones and that liberty, and the region grows on from there (the stones
/// of `owner` next to a chain joined are held as live stones of `owner`,
/// which only helps `owner`). `Z` then meets the rest of the board only at
/// the other chains of `c` next to it, its *walls*, and at those stones.
/// Two proofs, each made on its own part of the board:
///
/// 1. **The walls live without the region**: with every point of `Z`
///    held as a live stone of `owner` (no liberty, no eye there for the
///    walls), the walls together are alive by the static test, or by a
///    search in which `owner` moves first (so they live whoever starts,
///    `c` answering each move of `owner` outside `Z` there);
/// 2. **the chain dies in the region**: the verification of §7 on `Z`
///    alone, the owner first, the walls held as live stones.
///
/// On the board, `c` answers each move of `owner` in the part where it
/// was played (a pass in `Z`'s game); neither part can change the other
/// (they meet only at the walls, which never fall), so the chain is
/// captured: dead. Where 1 needs a search, `owner` wins every ko in both
/// searches (see [`verify::Query::wins_kos`]): its ko threats in the other
/// part would not be seen. Walls the static test settles leave it none
/// there, and 2 then keeps the ko rule, as the verification on the whole
/// board does (its zone ends at settled points). The walls' proof is the
/// usual kind (the static test, end-of-game relaxations included, ends its
/// lines), held on a board where `Z` is lost to them; a wall left with one
/// liberty there fails it at once, before 2 is searched.
pub(crate) fn dead_behind_live_walls(
    board: &Board,
    stones: &[Point],
    owner: Color,
    budget: u64,
    statics: &mut RegionStatics,
    allowance: &mut verify::Allowance,
) -> Option<WalledProof> {
    let c = owner.opponent();
    let n = board.size() as usize;
    let idx = |p: Point| p.y as usize * n + p.x as usize;
    // The region, then the chains of `c` that live or die with it.
    let (mut zone, mut in_zone) = region_of(board, stones, c, REGION_LIMIT)?;
    let (walls, wall_stones) = loop {
        let mut walls: Vec<Point> = Vec::new();
        let mut wall_stones: Vec<Point> = Vec::new();
        let mut seen = vec![false; n * n];
        let mut joined = Vec::new();
        for &p in &zone {
            for q in board.neighbors(p) {
                if board.get(q) != Some(c) || in_zone[idx(q)] || seen[idx(q)] {
                    continue;
                }
                let chain = board.chain_at(q)?;
                for &s in &chain.stones {
                    seen[idx(s)] = true;
                }
                let beyond: Vec<Point> = chain
                    .liberties
                    .iter()
                    .copied()
                    .filter(|&l| !in_zone[idx(l)])
                    .collect();
                if beyond.len() <= 1 {
                    joined.extend(chain.stones);
                    joined.extend(beyond);
                } else {
                    walls.push(chain.stones[0]);
                    wall_stones.extend(chain.stones);
                }
            }
        }
        if joined.is_empty() {
            break (walls, wall_stones);
        }
        for s in joined {
            if !in_zone[idx(s)] {
                in_zone[idx(s)] = true;
                zone.push(s);
            }
        }
        if !spread(board, c, &mut zone, &mut in_zone, REGION_LIMIT) {
            return None;
        }
    };
    if walls.is_empty() || owner_lives_there(board, &zone, owner) {
        return None;
    }
    zone.sort_unstable_by_key(|p| (p.y, p.x));
    let empty = zone.iter().filter(|&&p| board.get(p).is_none()).count();
    let budget = share(budget, empty);
    // 1 by the static test: the walls on the rest of the board, the region
    // lost to them: every point of `Z` a stone of `owner`, on the board the
    // search of 1 plays on as in its static test.
    let mut lost = board.clone();
    for &p in &zone {
        lost.set(p, Some(owner));
    }
    let rest: Vec<Point> = board.points().filter(|&p| !in_zone[idx(p)]).collect();
    let settled_rest = life::settle(&Grid::zone(&lost, &rest, |_| Fixed::Stone(owner)), true);
    // A static test, charged as the searches charge theirs.
    allowance.take(rest.len() as u64);
    let mut settled = vec![None; n * n];
    for (&p, s) in rest.iter().zip(settled_rest) {
        settled[idx(p)] = s;
    }
    let walls_settled = wall_stones.iter().all(|&p| settled[idx(p)] == Some(c));
    // A wall left with one liberty there is taken by the first move of 1.
    if walls
        .iter()
        .any(|&w| lost.chain_at(w).is_none_or(|ch| ch.liberties.len() < 2))
    {
        return None;
    }
    // 2, before a search for 1: it is the cheaper, and the likelier to fail.
    // Walls the static test settles leave `owner` no ko threat the search
    // of the region does not see (as in the verification on the whole
    // board, whose zone ends at settled points); otherwise `owner` wins
    // every ko.
    let outside = |q: Point| match board.get(q) {
        Some(x) => Fixed::Stone(x),
        None => Fixed::Stone(owner),
    };
    let grid = Grid::zone(board, &zone, outside);
    let v = verify::alone(statics, &zone, |known| {
        verify::verify_zone(
            board,
            stones,
            &zone,
            grid,
            verify::Query {
                wins_kos: (!walls_settled).then_some(owner),
                ..verify::Query::owner_first(budget, false)
            },
            known,
            allowance,
        )
    });
    if v.status != Status::Dead {
        return None;
    }
    let walls_nodes = if walls_settled {
        0
    } else {
        // The lost region is settled for `owner`: the walls' zone ends there.
        for &p in &zone {
            settled[idx(p)] = Some(owner);
        }
        let part = verify::zone(&lost, &settled, &vec![false; n * n], &wall_stones);
        // The lost region must stay lost: no move of the search may touch
        // the stones of `owner` it joins (none can be taken).
        let held = zone.first().and_then(|&p| lost.chain_at(p))?;
        if held.liberties.iter().any(|&l| part.contains(&l)) {
            return None;
        }
        let outside = |q: Point| match settled[idx(q)] {
            Some(s) if lost.get(q) == Some(s) => Fixed::Stone(s),
            Some(s) => Fixed::Area(s),
            None => Fixed::Open,
        };
        let mut grid = Grid::zone(&lost, &part, outside);
        grid.room_rule = false;
        let query = verify::Query {
            attacker_first: true,
            wins_kos: Some(owner),
            // A wall taken is a wall that did not live without the region.
            taken_is_dead: true,
            ..verify::Query::owner_first(budget, false)
        };
        let mut walls_allowance = allowance.part(WALLS_SHARE);
        let (w, _) = verify::verify_zone(
            &lost,
            &wall_stones,
            &part,
            grid,
            query,
            Default::default(),
            &mut walls_allowance,
        );
        allowance.give_back(walls_allowance);
        if w.status != Status::Alive {
            return None;
        }
        w.nodes.max(1)
    };
    Some(WalledProof {
        verification: v,
        region: zone,
        walls,
        walls_nodes,
    })
}

/// The positions a search of a region of `empty` empty points may take of
/// `budget` (the judge's budget for one chain).
fn share(budget: u64, empty: usize) -> u64 {
    if budget > verify::DEFAULT_BUDGET {
        // Searching longer: the whole budget, half of it for the
        // proof-number search of the stones' death (see `verify`).
        budget
    } else if empty <= NARROW_REGION {
        budget / NARROW_SHARE
    } else if empty > WIDE_REGION {
        budget / REGION_SHARE / 8
    } else {
        budget / REGION_SHARE
    }
    .max(1)
}
