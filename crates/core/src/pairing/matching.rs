//! Maximum-weight matching on a general graph: Edmonds' blossom algorithm in the
//! primal-dual formulation of Galil (1986), following Joris van Rantwijk's well-known
//! `mwmatching` implementation step by step. O(n³) time, integer weights only.
//!
//! Besides the matching it returns the final dual solution, so a caller can check that a
//! matching found on a subset of the edges is optimal for the whole graph: if no edge left
//! out has negative slack against these duals, the matching is a maximum-weight perfect
//! matching of the full graph too (LP duality for perfect matchings: vertex duals free,
//! blossom duals non-negative).
//!
//! Internals use van Rantwijk's names and the "endpoint" trick: edge `k = (i, j)` has
//! endpoints `2k` (= i) and `2k + 1` (= j); `mate[v]` is the endpoint of v's partner.

const NONE: usize = usize::MAX;

/// A weighted edge between two vertices `0..n`.
pub type Edge = (usize, usize, i64);

/// A matching with the dual solution that proves it optimal.
#[derive(Debug, Clone)]
pub struct Matching {
    /// `mate[v]` is v's partner, or `None` if v stays single.
    pub mate: Vec<Option<usize>>,
    /// Doubled vertex duals (`0..n`) then blossom duals (`n..2n`), as in van Rantwijk.
    dual: Vec<i64>,
    /// Parent blossom of every vertex and blossom still alive at the end (`NONE`: top level).
    parent: Vec<usize>,
    /// Outermost blossom holding each vertex (the vertex itself if none).
    top: Vec<usize>,
    /// Nesting depth of each blossom (top level: 0).
    depth: Vec<usize>,
    /// Sum of the duals of a blossom and every blossom around it.
    zsum: Vec<i64>,
}

impl Matching {
    fn new(mate: Vec<Option<usize>>, dual: Vec<i64>, parent: Vec<usize>) -> Matching {
        let total = parent.len();
        let n = mate.len();
        let mut depth = vec![usize::MAX; total];
        let mut zsum = vec![0; total];
        fn fill(
            b: usize,
            parent: &[usize],
            dual: &[i64],
            n: usize,
            depth: &mut [usize],
            zsum: &mut [i64],
        ) {
            if depth[b] != usize::MAX {
                return;
            }
            let p = parent[b];
            if p == NONE {
                depth[b] = 0;
                zsum[b] = if b >= n { dual[b] } else { 0 };
            } else {
                fill(p, parent, dual, n, depth, zsum);
                depth[b] = depth[p] + 1;
                zsum[b] = zsum[p] + if b >= n { dual[b] } else { 0 };
            }
        }
        for b in 0..total {
            fill(b, &parent, &dual, n, &mut depth, &mut zsum);
        }
        let top = (0..n)
            .map(|v| {
                let mut t = v;
                while parent[t] != NONE {
                    t = parent[t];
                }
                t
            })
            .collect();
        Matching {
            mate,
            dual,
            parent,
            top,
            depth,
            zsum,
        }
    }
}

impl Matching {
    /// Reduced cost of a (possibly left-out) edge against the final duals, doubled:
    /// `2 u_i + 2 u_j + 2 Σ z_B − 2 w` over blossoms B holding both ends. Every edge of the
    /// graph that was solved has slack ≥ 0; an edge left out with slack < 0 could improve the
    /// matching.
    pub fn slack(&self, i: usize, j: usize, w: i64) -> i64 {
        let mut s = self.dual[i] + self.dual[j] - 2 * w;
        if self.top[i] != self.top[j] {
            // No blossom holds both: the common case, O(1).
            return s;
        }
        // Lowest common blossom, then every blossom from there outward holds both.
        let (mut a, mut b) = (self.parent[i], self.parent[j]);
        while a != b {
            if self.depth[a] >= self.depth[b] {
                a = self.parent[a];
            } else {
                b = self.parent[b];
            }
        }
        s += 2 * self.zsum[a];
        s
    }

    /// Number of matched pairs.
    pub fn pairs(&self) -> usize {
        self.mate.iter().filter(|m| m.is_some()).count() / 2
    }
}

/// Maximum-weight perfect matching of the graph on vertices `0..n`, or `None` if the graph
/// has no perfect matching.
///
/// Same algorithm, warm-started: every vertex dual starts at its own best edge, is then
/// lowered as far as feasibility allows, and the edges tight under those duals are matched
/// greedily before the first stage. Valid for perfect matchings only (the perfect-matching
/// LP has free vertex duals), which is what a round's pairing needs.
pub fn max_weight_perfect_matching(n: usize, edges: &[Edge]) -> Option<Matching> {
    if n % 2 == 1 {
        return None;
    }
    if n == 0 {
        return Some(Matching::new(Vec::new(), Vec::new(), Vec::new()));
    }
    let mut s = State::new(n, edges, true);
    s.warm_start();
    s.solve(true);
    if s.mate.contains(&NONE) {
        return None;
    }
    let mate = (0..n).map(|v| Some(s.endpoint[s.mate[v]])).collect();
    Some(Matching::new(mate, s.dualvar, s.blossomparent))
}

/// Maximum-weight matching of the graph on vertices `0..n`. With `max_cardinality`, the
/// matching of largest weight among those with the most pairs.
///
/// Weights must be integers of at most 2⁶⁰ in size so the dual arithmetic cannot overflow.
pub fn max_weight_matching(n: usize, edges: &[Edge], max_cardinality: bool) -> Matching {
    if n == 0 || edges.is_empty() {
        return Matching::new(vec![None; n], vec![0; 2 * n], vec![NONE; 2 * n]);
    }
    let mut s = State::new(n, edges, false);
    s.solve(max_cardinality);
    let mate = (0..n)
        .map(|v| (s.mate[v] != NONE).then(|| s.endpoint[s.mate[v]]))
        .collect();
    Matching::new(mate, s.dualvar, s.blossomparent)
}

struct State<'a> {
    n: usize,
    edges: &'a [Edge],
    endpoint: Vec<usize>,
    neighbend: Vec<Vec<usize>>,
    mate: Vec<usize>,
    /// 0 free, 1 S (outer), 2 T (inner); bit 4 marks blossoms during `scan_blossom`.
    label: Vec<u8>,
    labelend: Vec<usize>,
    inblossom: Vec<usize>,
    blossomparent: Vec<usize>,
    blossomchilds: Vec<Vec<usize>>,
    blossombase: Vec<usize>,
    blossomendps: Vec<Vec<usize>>,
    bestedge: Vec<usize>,
    blossombestedges: Vec<Option<Vec<usize>>>,
    unusedblossoms: Vec<usize>,
    dualvar: Vec<i64>,
    allowedge: Vec<bool>,
    queue: Vec<usize>,
}

/// Python-style index into a cyclic list: `j` may be negative.
fn cyc(v: &[usize], j: isize) -> usize {
    let len = v.len() as isize;
    v[j.rem_euclid(len) as usize]
}

impl<'a> State<'a> {
    fn new(n: usize, edges: &'a [Edge], warm: bool) -> Self {
        let maxweight = edges.iter().map(|e| e.2).max().unwrap_or(0).max(0);
        let mut endpoint = Vec::with_capacity(2 * edges.len());
        let mut neighbend = vec![Vec::new(); n];
        for (k, &(i, j, _)) in edges.iter().enumerate() {
            assert!(
                i < n && j < n && i != j,
                "edge {k} ({i}, {j}) is not between two vertices of 0..{n}"
            );
            endpoint.push(i);
            endpoint.push(j);
            neighbend[i].push(2 * k + 1);
            neighbend[j].push(2 * k);
        }
        // Van Rantwijk starts every vertex at the largest weight. For a perfect matching any
        // dual-feasible start will do, and each vertex's own largest weight is much closer to
        // the optimum, so far fewer dual changes are needed. Duals must share one parity so
        // slacks between S-vertices stay even: round up to even.
        let mut dualvar = vec![maxweight; n];
        if warm {
            let mut best = vec![i64::MIN; n];
            for &(i, j, w) in edges {
                best[i] = best[i].max(w);
                best[j] = best[j].max(w);
            }
            for v in 0..n {
                if best[v] != i64::MIN {
                    dualvar[v] = best[v] + (best[v] & 1);
                } else {
                    dualvar[v] = maxweight + (maxweight & 1);
                }
            }
        }
        dualvar.resize(2 * n, 0);
        let mut blossombase: Vec<usize> = (0..n).collect();
        blossombase.resize(2 * n, NONE);
        State {
            n,
            edges,
            endpoint,
            neighbend,
            mate: vec![NONE; n],
            label: vec![0; 2 * n],
            labelend: vec![NONE; 2 * n],
            inblossom: (0..n).collect(),
            blossomparent: vec![NONE; 2 * n],
            blossomchilds: vec![Vec::new(); 2 * n],
            blossombase,
            blossomendps: vec![Vec::new(); 2 * n],
            bestedge: vec![NONE; 2 * n],
            blossombestedges: vec![None; 2 * n],
            unusedblossoms: (n..2 * n).collect(),
            dualvar,
            allowedge: vec![false; edges.len()],
            queue: Vec::new(),
        }
    }

    /// Lowers each vertex dual to the least value that keeps every edge feasible given the
    /// others (all stay even), then matches edges that are tight, greedily.
    fn warm_start(&mut self) {
        for v in 0..self.n {
            let mut need = i64::MIN;
            for &p in &self.neighbend[v] {
                let (_, _, w) = self.edges[p / 2];
                need = need.max(2 * w - self.dualvar[self.endpoint[p]]);
            }
            if need != i64::MIN {
                self.dualvar[v] = need;
            }
        }
        for k in 0..self.edges.len() {
            let (i, j, _) = self.edges[k];
            if self.mate[i] == NONE && self.mate[j] == NONE && self.slack(k) == 0 {
                self.mate[i] = 2 * k + 1;
                self.mate[j] = 2 * k;
            }
        }
    }

    fn slack(&self, k: usize) -> i64 {
        let (i, j, w) = self.edges[k];
        self.dualvar[i] + self.dualvar[j] - 2 * w
    }

    fn leaves(&self, b: usize) -> Vec<usize> {
        let mut out = Vec::new();
        self.push_leaves(b, &mut out);
        out
    }

    fn push_leaves(&self, b: usize, out: &mut Vec<usize>) {
        if b < self.n {
            out.push(b);
        } else {
            for &t in &self.blossomchilds[b] {
                self.push_leaves(t, out);
            }
        }
    }

    /// Label the top blossom of `w` with `t`, reached through endpoint `p`.
    fn assign_label(&mut self, w: usize, t: u8, p: usize) {
        let b = self.inblossom[w];
        debug_assert!(self.label[w] == 0 && self.label[b] == 0);
        self.label[w] = t;
        self.label[b] = t;
        self.labelend[w] = p;
        self.labelend[b] = p;
        self.bestedge[w] = NONE;
        self.bestedge[b] = NONE;
        if t == 1 {
            let leaves = self.leaves(b);
            self.queue.extend(leaves);
        } else {
            let base = self.blossombase[b];
            let mb = self.mate[base];
            debug_assert!(mb != NONE);
            self.assign_label(self.endpoint[mb], 1, mb ^ 1);
        }
    }

    /// Trace back from v and w to find a new blossom's base, or `NONE` for an augmenting path.
    fn scan_blossom(&mut self, mut v: usize, mut w: usize) -> usize {
        let mut path = Vec::new();
        let mut base = NONE;
        while v != NONE || w != NONE {
            let mut b = self.inblossom[v];
            if self.label[b] & 4 != 0 {
                base = self.blossombase[b];
                break;
            }
            path.push(b);
            self.label[b] = 5;
            if self.labelend[b] == NONE {
                v = NONE;
            } else {
                v = self.endpoint[self.labelend[b]];
                b = self.inblossom[v];
                v = self.endpoint[self.labelend[b]];
            }
            if w != NONE {
                std::mem::swap(&mut v, &mut w);
            }
        }
        for b in path {
            self.label[b] = 1;
        }
        base
    }

    fn add_blossom(&mut self, base: usize, k: usize) {
        let (mut v, mut w, _) = self.edges[k];
        let bb = self.inblossom[base];
        let mut bv = self.inblossom[v];
        let mut bw = self.inblossom[w];
        let b = self.unusedblossoms.pop().expect("a free blossom slot");
        self.blossombase[b] = base;
        self.blossomparent[b] = NONE;
        self.blossomparent[bb] = b;
        let mut path = Vec::new();
        let mut endps = Vec::new();
        while bv != bb {
            self.blossomparent[bv] = b;
            path.push(bv);
            endps.push(self.labelend[bv]);
            v = self.endpoint[self.labelend[bv]];
            bv = self.inblossom[v];
        }
        path.push(bb);
        path.reverse();
        endps.reverse();
        endps.push(2 * k);
        while bw != bb {
            self.blossomparent[bw] = b;
            path.push(bw);
            endps.push(self.labelend[bw] ^ 1);
            w = self.endpoint[self.labelend[bw]];
            bw = self.inblossom[w];
        }
        self.label[b] = 1;
        self.labelend[b] = self.labelend[bb];
        self.dualvar[b] = 0;
        for leaf in self.leaves_of_path(&path) {
            if self.label[self.inblossom[leaf]] == 2 {
                self.queue.push(leaf);
            }
            self.inblossom[leaf] = b;
        }
        // Best edge from the new blossom to each neighbouring S-blossom.
        let mut bestedgeto = vec![NONE; 2 * self.n];
        for &sub in &path {
            let lists: Vec<Vec<usize>> = match self.blossombestedges[sub].take() {
                Some(list) => vec![list],
                None => self
                    .leaves(sub)
                    .into_iter()
                    .map(|leaf| self.neighbend[leaf].iter().map(|p| p / 2).collect())
                    .collect(),
            };
            for list in lists {
                for kk in list {
                    let (i, j, _) = self.edges[kk];
                    let j = if self.inblossom[j] == b { i } else { j };
                    let bj = self.inblossom[j];
                    if bj != b
                        && self.label[bj] == 1
                        && (bestedgeto[bj] == NONE || self.slack(kk) < self.slack(bestedgeto[bj]))
                    {
                        bestedgeto[bj] = kk;
                    }
                }
            }
            self.bestedge[sub] = NONE;
        }
        let best: Vec<usize> = bestedgeto.into_iter().filter(|&kk| kk != NONE).collect();
        self.bestedge[b] = NONE;
        for &kk in &best {
            if self.bestedge[b] == NONE || self.slack(kk) < self.slack(self.bestedge[b]) {
                self.bestedge[b] = kk;
            }
        }
        self.blossombestedges[b] = Some(best);
        self.blossomchilds[b] = path;
        self.blossomendps[b] = endps;
    }

    fn leaves_of_path(&self, path: &[usize]) -> Vec<usize> {
        let mut out = Vec::new();
        for &sub in path {
            self.push_leaves(sub, &mut out);
        }
        out
    }

    fn expand_blossom(&mut self, b: usize, endstage: bool) {
        let childs = self.blossomchilds[b].clone();
        for &s in &childs {
            self.blossomparent[s] = NONE;
            if s < self.n {
                self.inblossom[s] = s;
            } else if endstage && self.dualvar[s] == 0 {
                self.expand_blossom(s, endstage);
            } else {
                for leaf in self.leaves(s) {
                    self.inblossom[leaf] = s;
                }
            }
        }
        if !endstage && self.label[b] == 2 {
            // Relabel the sub-blossoms on the even path from the entry child to the base.
            let entrychild = self.inblossom[self.endpoint[self.labelend[b] ^ 1]];
            let mut j = childs
                .iter()
                .position(|&c| c == entrychild)
                .expect("entry child") as isize;
            let (jstep, endptrick): (isize, usize) = if j & 1 == 1 {
                j -= childs.len() as isize;
                (1, 0)
            } else {
                (-1, 1)
            };
            let endps = self.blossomendps[b].clone();
            let mut p = self.labelend[b];
            while j != 0 {
                self.label[self.endpoint[p ^ 1]] = 0;
                let q = cyc(&endps, j - endptrick as isize);
                self.label[self.endpoint[q ^ endptrick ^ 1]] = 0;
                self.assign_label(self.endpoint[p ^ 1], 2, p);
                self.allowedge[q / 2] = true;
                j += jstep;
                p = cyc(&endps, j - endptrick as isize) ^ endptrick;
                self.allowedge[p / 2] = true;
                j += jstep;
            }
            let bv = cyc(&childs, j);
            self.label[self.endpoint[p ^ 1]] = 2;
            self.label[bv] = 2;
            self.labelend[self.endpoint[p ^ 1]] = p;
            self.labelend[bv] = p;
            self.bestedge[bv] = NONE;
            j += jstep;
            while cyc(&childs, j) != entrychild {
                let bv = cyc(&childs, j);
                if self.label[bv] == 1 {
                    j += jstep;
                    continue;
                }
                let leaves = self.leaves(bv);
                if let Some(&v) = leaves.iter().find(|&&v| self.label[v] != 0) {
                    self.label[v] = 0;
                    let mb = self.mate[self.blossombase[bv]];
                    self.label[self.endpoint[mb]] = 0;
                    self.assign_label(v, 2, self.labelend[v]);
                }
                j += jstep;
            }
        }
        self.label[b] = NONE_LABEL;
        self.labelend[b] = NONE;
        self.blossomchilds[b] = Vec::new();
        self.blossomendps[b] = Vec::new();
        self.blossombase[b] = NONE;
        self.blossombestedges[b] = None;
        self.bestedge[b] = NONE;
        self.unusedblossoms.push(b);
    }

    /// Swap matched and unmatched edges on the even path through blossom b to vertex v.
    fn augment_blossom(&mut self, b: usize, v: usize) {
        let mut t = v;
        while self.blossomparent[t] != b {
            t = self.blossomparent[t];
        }
        if t >= self.n {
            self.augment_blossom(t, v);
        }
        let i = self.blossomchilds[b]
            .iter()
            .position(|&c| c == t)
            .expect("child") as isize;
        let mut j = i;
        let len = self.blossomchilds[b].len() as isize;
        let (jstep, endptrick): (isize, usize) = if i & 1 == 1 {
            j -= len;
            (1, 0)
        } else {
            (-1, 1)
        };
        while j != 0 {
            j += jstep;
            let t = cyc(&self.blossomchilds[b], j);
            let p = cyc(&self.blossomendps[b], j - endptrick as isize) ^ endptrick;
            if t >= self.n {
                self.augment_blossom(t, self.endpoint[p]);
            }
            j += jstep;
            let t = cyc(&self.blossomchilds[b], j);
            if t >= self.n {
                self.augment_blossom(t, self.endpoint[p ^ 1]);
            }
            self.mate[self.endpoint[p]] = p ^ 1;
            self.mate[self.endpoint[p ^ 1]] = p;
        }
        self.blossomchilds[b].rotate_left(i as usize);
        self.blossomendps[b].rotate_left(i as usize);
        self.blossombase[b] = self.blossombase[self.blossomchilds[b][0]];
        debug_assert_eq!(self.blossombase[b], v);
    }

    fn augment_matching(&mut self, k: usize) {
        let (v, w, _) = self.edges[k];
        for (mut s, mut p) in [(v, 2 * k + 1), (w, 2 * k)] {
            loop {
                let bs = self.inblossom[s];
                if bs >= self.n {
                    self.augment_blossom(bs, s);
                }
                self.mate[s] = p;
                if self.labelend[bs] == NONE {
                    break;
                }
                let t = self.endpoint[self.labelend[bs]];
                let bt = self.inblossom[t];
                s = self.endpoint[self.labelend[bt]];
                let j = self.endpoint[self.labelend[bt] ^ 1];
                if bt >= self.n {
                    self.augment_blossom(bt, j);
                }
                self.mate[j] = self.labelend[bt];
                p = self.labelend[bt] ^ 1;
            }
        }
    }

    fn solve(&mut self, max_cardinality: bool) {
        let n = self.n;
        for _stage in 0..n {
            self.label.iter_mut().for_each(|l| *l = 0);
            self.bestedge.iter_mut().for_each(|e| *e = NONE);
            for b in n..2 * n {
                self.blossombestedges[b] = None;
            }
            self.allowedge.iter_mut().for_each(|a| *a = false);
            self.queue.clear();
            for v in 0..n {
                if self.mate[v] == NONE && self.label[self.inblossom[v]] == 0 {
                    self.assign_label(v, 1, NONE);
                }
            }
            let mut augmented = false;
            loop {
                while let Some(v) = (!augmented).then(|| self.queue.pop()).flatten() {
                    for idx in 0..self.neighbend[v].len() {
                        let p = self.neighbend[v][idx];
                        let k = p / 2;
                        let w = self.endpoint[p];
                        if self.inblossom[v] == self.inblossom[w] {
                            continue;
                        }
                        let mut kslack = 0;
                        if !self.allowedge[k] {
                            kslack = self.slack(k);
                            if kslack <= 0 {
                                self.allowedge[k] = true;
                            }
                        }
                        if self.allowedge[k] {
                            if self.label[self.inblossom[w]] == 0 {
                                self.assign_label(w, 2, p ^ 1);
                            } else if self.label[self.inblossom[w]] == 1 {
                                let base = self.scan_blossom(v, w);
                                if base != NONE {
                                    self.add_blossom(base, k);
                                } else {
                                    self.augment_matching(k);
                                    augmented = true;
                                    break;
                                }
                            } else if self.label[w] == 0 {
                                self.label[w] = 2;
                                self.labelend[w] = p ^ 1;
                            }
                        } else if self.label[self.inblossom[w]] == 1 {
                            let b = self.inblossom[v];
                            if self.bestedge[b] == NONE || kslack < self.slack(self.bestedge[b]) {
                                self.bestedge[b] = k;
                            }
                        } else if self.label[w] == 0
                            && (self.bestedge[w] == NONE || kslack < self.slack(self.bestedge[w]))
                        {
                            self.bestedge[w] = k;
                        }
                    }
                }
                if augmented {
                    break;
                }
                // No augmenting path with tight edges: change the duals.
                let mut deltatype = 0u8;
                let mut delta = 0i64;
                let mut deltaedge = NONE;
                let mut deltablossom = NONE;
                if !max_cardinality {
                    deltatype = 1;
                    delta = *self.dualvar[..n].iter().min().expect("vertices");
                }
                for v in 0..n {
                    if self.label[self.inblossom[v]] == 0 && self.bestedge[v] != NONE {
                        let d = self.slack(self.bestedge[v]);
                        if deltatype == 0 || d < delta {
                            delta = d;
                            deltatype = 2;
                            deltaedge = self.bestedge[v];
                        }
                    }
                }
                for b in 0..2 * n {
                    if self.blossomparent[b] == NONE
                        && self.label[b] == 1
                        && self.bestedge[b] != NONE
                    {
                        let kslack = self.slack(self.bestedge[b]);
                        debug_assert_eq!(kslack % 2, 0);
                        let d = kslack / 2;
                        if deltatype == 0 || d < delta {
                            delta = d;
                            deltatype = 3;
                            deltaedge = self.bestedge[b];
                        }
                    }
                }
                for b in n..2 * n {
                    if self.blossombase[b] != NONE
                        && self.blossomparent[b] == NONE
                        && self.label[b] == 2
                        && (deltatype == 0 || self.dualvar[b] < delta)
                    {
                        delta = self.dualvar[b];
                        deltatype = 4;
                        deltablossom = b;
                    }
                }
                if deltatype == 0 {
                    // Max-cardinality: no further progress possible.
                    deltatype = 1;
                    delta = (*self.dualvar[..n].iter().min().expect("vertices")).max(0);
                }
                for v in 0..n {
                    match self.label[self.inblossom[v]] {
                        1 => self.dualvar[v] -= delta,
                        2 => self.dualvar[v] += delta,
                        _ => {}
                    }
                }
                for b in n..2 * n {
                    if self.blossombase[b] != NONE && self.blossomparent[b] == NONE {
                        match self.label[b] {
                            1 => self.dualvar[b] += delta,
                            2 => self.dualvar[b] -= delta,
                            _ => {}
                        }
                    }
                }
                match deltatype {
                    1 => break,
                    2 => {
                        self.allowedge[deltaedge] = true;
                        let (mut i, j, _) = self.edges[deltaedge];
                        if self.label[self.inblossom[i]] == 0 {
                            i = j;
                        }
                        self.queue.push(i);
                    }
                    3 => {
                        self.allowedge[deltaedge] = true;
                        let (i, _, _) = self.edges[deltaedge];
                        self.queue.push(i);
                    }
                    _ => self.expand_blossom(deltablossom, false),
                }
            }
            if !augmented {
                break;
            }
            // End of stage: expand S-blossoms whose dual is zero.
            for b in n..2 * n {
                if self.blossomparent[b] == NONE
                    && self.blossombase[b] != NONE
                    && self.label[b] == 1
                    && self.dualvar[b] == 0
                {
                    self.expand_blossom(b, true);
                }
            }
        }
    }
}

/// Python's `label[b] = -1` for a dissolved blossom: never 0, 1 or 2.
const NONE_LABEL: u8 = 0x80;

#[cfg(test)]
mod tests {
    use super::*;

    /// Best weight over all matchings (of maximum cardinality if asked), by brute force.
    fn brute(n: usize, edges: &[Edge], max_card: bool) -> (usize, i64) {
        fn go(
            v: usize,
            used: &mut Vec<bool>,
            adj: &[Vec<(usize, i64)>],
            acc: (usize, i64),
            best: &mut Vec<(usize, i64)>,
        ) {
            let n = used.len();
            let mut v = v;
            while v < n && used[v] {
                v += 1;
            }
            if v == n {
                best.push(acc);
                return;
            }
            used[v] = true;
            go(v + 1, used, adj, acc, best);
            for &(u, w) in &adj[v] {
                if !used[u] {
                    used[u] = true;
                    go(v + 1, used, adj, (acc.0 + 1, acc.1 + w), best);
                    used[u] = false;
                }
            }
            used[v] = false;
        }
        let mut adj = vec![Vec::new(); n];
        for &(i, j, w) in edges {
            adj[i].push((j, w));
            adj[j].push((i, w));
        }
        let mut all = Vec::new();
        go(0, &mut vec![false; n], &adj, (0, 0), &mut all);
        if max_card {
            all.into_iter().max().unwrap()
        } else {
            (0, all.into_iter().map(|a| a.1).max().unwrap())
        }
    }

    fn best_is_perfect(n: usize, edges: &[Edge]) -> bool {
        brute(n, edges, true).0 * 2 == n
    }

    fn weight(m: &Matching, edges: &[Edge]) -> (usize, i64) {
        let mut total = 0;
        for &(i, j, w) in edges {
            if m.mate[i] == Some(j) {
                total += w;
            }
        }
        (m.pairs(), total)
    }

    #[test]
    fn van_rantwijk_reference_cases() {
        // Test cases from mwmatching.py's own test suite.
        let m = max_weight_matching(3, &[(1, 2, 10)], false);
        assert_eq!(m.mate, vec![None, Some(2), Some(1)]);
        let m = max_weight_matching(4, &[(1, 2, 10), (2, 3, 11)], false);
        assert_eq!(m.mate, vec![None, None, Some(3), Some(2)]);
        let e = [(1, 2, 5), (2, 3, 11), (3, 4, 5)];
        assert_eq!(
            max_weight_matching(5, &e, false).mate,
            vec![None, None, Some(3), Some(2), None]
        );
        assert_eq!(
            max_weight_matching(5, &e, true).mate,
            vec![None, Some(2), Some(1), Some(4), Some(3)]
        );
        // Blossom: S-blossom and relabel as T.
        let e = [
            (1, 2, 9),
            (1, 3, 8),
            (2, 3, 10),
            (1, 4, 5),
            (4, 5, 4),
            (1, 6, 3),
        ];
        assert_eq!(
            max_weight_matching(7, &e, false).mate,
            vec![None, Some(6), Some(3), Some(2), Some(5), Some(4), Some(1)]
        );
        // Nested S-blossom, relabel as T, expand.
        let e = [
            (1, 2, 19),
            (1, 3, 20),
            (1, 8, 8),
            (2, 3, 25),
            (2, 4, 18),
            (3, 5, 18),
            (4, 5, 13),
            (4, 7, 7),
            (5, 6, 7),
        ];
        assert_eq!(
            max_weight_matching(9, &e, false).mate,
            vec![
                None,
                Some(8),
                Some(3),
                Some(2),
                Some(7),
                Some(6),
                Some(5),
                Some(4),
                Some(1)
            ]
        );
        // Nasty expand: blossom with a nested blossom expanded while relabelled.
        let e = [
            (1, 2, 45),
            (1, 5, 45),
            (2, 3, 50),
            (3, 4, 45),
            (4, 5, 50),
            (1, 6, 30),
            (3, 9, 35),
            (4, 8, 28),
            (5, 7, 26),
            (9, 10, 5),
        ];
        assert_eq!(
            max_weight_matching(11, &e, false).mate,
            vec![
                None,
                Some(6),
                Some(3),
                Some(2),
                Some(8),
                Some(7),
                Some(1),
                Some(5),
                Some(4),
                Some(10),
                Some(9)
            ]
        );
        let e = [
            (1, 2, 40),
            (1, 3, 40),
            (2, 3, 60),
            (2, 4, 55),
            (3, 5, 55),
            (4, 5, 50),
            (1, 8, 15),
            (5, 7, 30),
            (7, 6, 10),
            (8, 10, 10),
            (4, 9, 30),
        ];
        assert_eq!(
            max_weight_matching(11, &e, false).mate,
            vec![
                None,
                Some(2),
                Some(1),
                Some(5),
                Some(9),
                Some(3),
                Some(7),
                Some(6),
                Some(10),
                Some(4),
                Some(8)
            ]
        );
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(400))]
        #[test]
        fn matches_brute_force_on_small_graphs(
            n in 2usize..=10,
            raw in proptest::collection::vec((0usize..10, 0usize..10, -5i64..40), 0..40),
            max_card in proptest::bool::ANY,
        ) {
            let mut seen = std::collections::HashSet::new();
            let edges: Vec<Edge> = raw
                .into_iter()
                .map(|(i, j, w)| (i % n, j % n, w))
                .filter(|&(i, j, _)| i != j && seen.insert((i.min(j), i.max(j))))
                .collect();
            let m = max_weight_matching(n, &edges, max_card);
            for v in 0..n {
                if let Some(u) = m.mate[v] {
                    proptest::prop_assert_eq!(m.mate[u], Some(v));
                }
            }
            if edges.is_empty() {
                return Ok(());
            }
            let got = weight(&m, &edges);
            let best = brute(n, &edges, max_card);
            if max_card {
                proptest::prop_assert_eq!(got, best);
            } else {
                proptest::prop_assert_eq!(got.1, best.1);
            }
            // The warm-started perfect matching agrees whenever a perfect matching exists.
            let best_perfect = if best_is_perfect(n, &edges) { Some(brute(n, &edges, true)) } else { None };
            let pm = max_weight_perfect_matching(n, &edges);
            proptest::prop_assert_eq!(pm.as_ref().map(|m| weight(m, &edges)), best_perfect);
            if let Some(pm) = pm {
                for &(i, j, w) in &edges {
                    proptest::prop_assert!(pm.slack(i, j, w) >= 0);
                }
            }
            // The duals certify the matching: no edge has negative slack.
            if max_card {
                for &(i, j, w) in &edges {
                    proptest::prop_assert!(m.slack(i, j, w) >= 0);
                }
            }
        }
    }
}
