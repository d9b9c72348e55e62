#!/bin/sh
# Checks Taikai's OpenGotha export against OpenGotha's own importer (V3.51.02).
#
#   tools/opengotha-check/check.sh [TOURNAMENT.taikai]
#
# Needs a JDK (javac, java; Debian: apt-get install default-jdk-headless) and OpenGotha's
# source: OPENGOTHA_SRC names a checkout of github.com/lucvannier/opengotha (V3.51.02; its
# src/ and lib/jhall.jar are used). Builds `taikai` if needed, exports the tournament (the
# demo, played two rounds, and the OpenGotha fixtures of crates/exchange when none is
# given), and reads each file through ExternalDocument.importTournamentFromXMLFile.
# Not part of ./dev test and no dependency of the product.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
src=${OPENGOTHA_SRC:?set OPENGOTHA_SRC to a checkout of lucvannier/opengotha}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

echo "compiling OpenGotha's importer and the check"
mkdir -p "$work/classes"
javac -nowarn -encoding UTF-8 -sourcepath "$src/src" -cp "$src/lib/jhall.jar" -d "$work/classes" \
    "$here/OpenGothaCheck.java" 2>"$work/javac.log" || { cat "$work/javac.log"; exit 1; }

taikai="$repo/target/debug/taikai"
[ -x "$taikai" ] || (cd "$repo" && cargo build -p taikai-cli)

files=""
if [ $# -gt 0 ]; then
    files="$1"
else
    # The demo, two rounds paired and played.
    "$taikai" demo "$work/demo.taikai" >/dev/null
    "$taikai" settings "$work/demo.taikai" --handicap on >/dev/null
    for round in 1 2; do
        "$taikai" round pair "$work/demo.taikai" >/dev/null
        boards=$("$taikai" round show "$work/demo.taikai" --json | grep -c '"board":' || true)
        b=1
        for result in B+R W+3.5 jigo B+F W+F both-lose; do
            [ $b -le "$boards" ] && "$taikai" result "$work/demo.taikai" --round $round --board $b "$result" >/dev/null
            b=$((b + 1))
        done
        while [ $b -le "$boards" ]; do
            "$taikai" result "$work/demo.taikai" --round $round --board $b B+R >/dev/null
            b=$((b + 1))
        done
    done
    files="$work/demo.taikai"
    for fixture in "$repo"/crates/exchange/tests/fixtures/opengotha-*.xml; do
        name=$(basename "$fixture" .xml)
        "$taikai" import "$fixture" -o "$work/$name.taikai" >/dev/null
        files="$files $work/$name.taikai"
    done
fi

status=0
for t in $files; do
    out="$work/$(basename "$t" .taikai).xml"
    "$taikai" export "$t" --format opengotha -o "$out" --force >/dev/null
    echo
    echo "== $(basename "$t") -> $(basename "$out")"
    (cd "$work" && java -Djava.awt.headless=true -cp "$work/classes:$src/lib/jhall.jar" OpenGothaCheck "$out") || status=1
done
exit $status
