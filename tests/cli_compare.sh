#!/usr/bin/env bash
# Issue 40 item 1: `eden-cli compare BASELINE.json VARIANT.json` plays both settings on the
# same seeds and seats; the same settings twice show no flagged difference, a larger hand
# (game.hand_size 5 -> 8) shortens the games with an interval that leaves out 0; --json writes
# the figures; unpaired settings and bad files are refused. A sweep marks each setting's
# difference from its baseline setting (issue 40 item 4).
# Usage: cli_compare.sh EDEN_CLI DATA_DIR WORK_DIR (the work folder is emptied first and
# removed at the end; nothing goes to the temporary folder)
set -u
cli=$1 data=$2 work=$3
rm -rf "$work" && mkdir -p "$work"
source "$(dirname "$0")/cli_checks.sh"

# Settings as simulate --json's "run" object writes them (a few of its keys).
settings='"players": 2, "bots": ["heuristic"], "max_rounds": 30'
echo "{$settings}" >"$work/base.json"
echo "{$settings, \"set\": [\"game.hand_size=8\"]}" >"$work/hand8.json"
echo '{"players": 3, "bots": ["heuristic"], "max_rounds": 30}' >"$work/three.json"
echo '{"bots": ["nobody"]}' >"$work/bad.json"

expect 0 "compare the same settings twice" -- "$cli" compare "$work/base.json" "$work/base.json" \
    --data "$data" --games 6 --seed 1 --threads 1 --json "$work/same.json"
check "a table of figures" -- grep -q '^win_rate_seat_1 ' "$work/out"
check "no difference is flagged" -- test -z "$(grep -E '  \*$' "$work/out")"
check "the JSON has no flagged figure" -- test -z "$(grep '"flagged": true' "$work/same.json")"
check "the JSON names the baseline's settings" -- grep -q '"baseline"' "$work/same.json"

expect 0 "compare a larger hand" -- "$cli" compare "$work/base.json" "$work/hand8.json" \
    --data "$data" --games 12 --seed 1 --threads 2
check "shorter games, flagged" -- grep -qE '^mean_rounds .*  \*$' "$work/out"
check "it says how many games 2 points need" -- grep -qE 'needs about [0-9]+ paired games' "$work/out"

expect 1 "settings with other seats cannot be paired" -- "$cli" compare "$work/base.json" \
    "$work/three.json" --data "$data" --games 2
check "it says why" -- grep -q 'same seed, players and bots' "$work/err"
expect 1 "an unknown bot is a data error" -- "$cli" compare "$work/bad.json" "$work/base.json" \
    --data "$data" --games 2
check "naming the file and key" -- grep -q 'bad.json: /bots' "$work/err"
expect 2 "a variant is required" -- "$cli" compare "$work/base.json"

# Issue 40 item 5: bot tiers at one table, and whether a variant leaves more or less to skill.
echo '{"players": 2, "matchups": ["heuristic", "random"], "max_rounds": 30}' >"$work/tiers.json"
echo '{"players": 2, "matchups": ["heuristic", "random"], "max_rounds": 30,
       "set": ["game.hand_size=8"]}' >"$work/tiers8.json"
expect 0 "compare heuristic against random under a larger hand" -- "$cli" compare \
    "$work/tiers.json" "$work/tiers8.json" --data "$data" --games 8 --seed 1 --json "$work/tiers_out.json"
check "a figure per tier" -- grep -q '^win_rate_kind:heuristic ' "$work/out"
check "a line on skill" -- grep -qE '^skill: heuristic wins .* under the variant: ' "$work/out"
check "the JSON says it" -- grep -q '"verdict": ' "$work/tiers_out.json"
check "the JSON names the matchups" -- grep -q '"matchups"' "$work/tiers_out.json"
echo '{"players": 2, "matchups": ["heuristic"]}' >"$work/one_tier.json"
expect 1 "one kind is no matchup" -- "$cli" compare "$work/one_tier.json" "$work/one_tier.json" \
    --data "$data" --games 2
check "naming the key" -- grep -q 'one_tier.json: /matchups: must list at least two bot kinds' "$work/err"
kinds=$(for n in $(seq 1 17); do printf '"search:%d",' "$n"; done)
echo "{\"players\": 2, \"matchups\": [${kinds%,}]}" >"$work/many_tiers.json"
expect 1 "17 tiers are refused as a sweep refuses them (their lineups grow as the square)" -- \
    "$cli" compare "$work/many_tiers.json" "$work/many_tiers.json" --data "$data" --games 2
check "saying the most" -- grep -q 'many_tiers.json: /matchups: lists 17 bot kinds; at most 16' "$work/err"

# Issue 40 item 4: a sweep marks each setting's difference from its baseline setting.
cat >"$work/space.json" <<'SPACE'
{"games": 12, "seed": 1, "max_rounds": 30, "players": [2, 3], "bots": "heuristic",
 "parameters": {"game.hand_size": [5, 8]}}
SPACE
expect 0 "sweep with the first setting as baseline" -- "$cli" sweep "$work/space.json" \
    --data "$data" --jobs 2 --out "$work/sweep"
json="$work/sweep/sweep.json"
check "the report names its baseline" -- grep -q '^  "baseline": 1,' "$json"
check "the baseline setting says so" -- grep -q '"is_baseline": true' "$json"
check "a setting of other players is not paired" -- grep -q '"not_paired": ' "$json"
check "the larger hand's games are shorter, flagged" -- bash -c \
    'python3 - "$1" <<PY
import json, sys
r = json.load(open(sys.argv[1]))
s = [x for x in r["settings"] if x["values"] == {"players": 2, "game.hand_size": 8}][0]
f = [x for x in s["difference"]["figures"] if x["id"] == "mean_rounds"][0]
sys.exit(0 if f["flagged"] and f["difference"] < 0 else 1)
PY' _ "$json"
check "the CSV carries the differences" -- grep -q ',baseline,diff_first_player_wins,' \
    "$work/sweep/sweep.csv"
check "the charts' legend says them" -- grep -q 'vs #1: first player' "$work/sweep/game_length.svg"
check "the summary says them" -- grep -q '^    vs #1: first player' "$work/out"
# ... and draws them: differences.svg a row per setting, the other charts a mark under each.
check "the differences chart marks the baseline's row" -- grep -q '>baseline</text>' \
    "$work/sweep/differences.svg"
check "and says which settings have no paired difference" -- grep -q '>not paired</text>' \
    "$work/sweep/differences.svg"
check "each paired difference is written with its interval as sweep.json has it" -- bash -c \
    'python3 - "$1" <<PY
import json, sys
d = sys.argv[1]
r = json.load(open(d + "/sweep.json"))
s = [x for x in r["settings"] if x["values"] == {"players": 2, "game.hand_size": 8}][0]
f = [x for x in s["difference"]["figures"] if x["id"] == "mean_rounds"][0]
row = "%+.2f [%+.2f, %+.2f] *" % (f["difference"], f["ci95"][0], f["ci95"][1])
mark = "%+.2f*" % f["difference"]
ok = (">" + row + "<") in open(d + "/differences.svg").read() \
    and (">" + mark + "<") in open(d + "/game_length.svg").read()
sys.exit(0 if ok else 1)
PY' _ "$work/sweep"
check "the win rates chart marks the baseline under its setting" -- grep -q '>baseline</text>' \
    "$work/sweep/win_rates.svg"
expect 0 "sweep with another baseline" -- "$cli" sweep "$work/space.json" --data "$data" \
    --games 2 --baseline 3 --out "$work/sweep3"
check "its settings point to it" -- grep -q '"baseline": 3' "$work/sweep3/sweep.json"
expect 2 "a baseline the space does not have is bad usage" -- "$cli" sweep "$work/space.json" \
    --data "$data" --games 2 --baseline 5 --out "$work/sweep5"
check "it says how many settings there are" -- grep -q 'the space has 4 settings' "$work/err"

rm -rf "$work"
if [ "$failures" -gt 0 ]; then echo "$failures check(s) failed"; exit 1; fi
echo "all checks passed"
