#!/bin/bash
# Issue 38 item 7: `eden --check-scenario` passes on every shipped scenario and fails, exit 1,
# on a fixture made to be unreadable (a name with no space to wrap at, a map of 32 tiles a
# player drawn too small), with a screenshot for each finding. A few hundred actions a game
# keep it short: the New game screen, the map's building and the first rounds are drawn.
# Usage: app_check_scenario.sh EDEN SOURCE_DIR OUT_DIR
set -u
eden=$1
source_dir=$2
out=$3
rm -rf "$out"
mkdir -p "$out"
status=0
fail() {
    echo "FAIL: $*"
    status=1
}
for scenario in "$source_dir"/data/scenarios/*.json; do
    name=$(basename "$scenario" .json)
    if ! SDL_VIDEODRIVER=offscreen "$eden" --check-scenario "$scenario" --players 3 \
        --stop-after 150 --screenshots "$out/$name" >"$out/$name.txt" 2>&1; then
        fail "the shipped scenario $name does not pass:"
        grep -E 'finding|eden:' "$out/$name.txt"
    fi
done
SDL_VIDEODRIVER=offscreen "$eden" --check-scenario \
    "$source_dir/tests/fixtures/unreadable-scenario.json" --players 6 --stop-after 150 \
    --screenshots "$out/unreadable" >"$out/unreadable.txt" 2>&1
code=$?
[ "$code" -eq 1 ] || fail "the unreadable fixture exits $code, not 1"
grep -q 'text cut: preview:Scenario "Unreadablescenarioname' "$out/unreadable.txt" ||
    fail "the scenario's name cut in the New game screen is not reported"
grep -q 'hexes too small' "$out/unreadable.txt" || fail "the small hexes are not reported"
# A screenshot for each finding, named in its line, on disk.
findings=$(grep -c '^finding: [0-9]' "$out/unreadable.txt")
[ "$findings" -ge 2 ] || fail "$findings findings with a frame, wanted 2 or more"
while read -r shot; do
    [ -s "$shot" ] || fail "the finding's screenshot $shot is missing"
done < <(sed -n 's/^finding: [0-9].*(\(.*\.png\))$/\1/p' "$out/unreadable.txt")
[ "$status" -eq 0 ] && rm -rf "$out"
exit "$status"
