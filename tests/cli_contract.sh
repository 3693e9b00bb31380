#!/usr/bin/env bash
# The eden-cli contract of DESIGN.md "Command line": exit status 0 on success, 1 on a rule or
# data error with a one-line reason on stderr, 2 on bad usage; the map, cards and replay commands.
# Usage: cli_contract.sh EDEN_CLI DATA_DIR WORK_DIR
set -u
cli=$1 data=$2 work=$3
mkdir -p "$work"
source "$(dirname "$0")/cli_checks.sh"

expect 0 "validate the shipped data" -- "$cli" validate --data "$data"
expect 0 "map --players 4 --seed 7 --out" -- "$cli" map --data "$data" --players 4 --seed 7 --out "$work/m.json" --save "$work/m.save.json"
check "the map file has portals" -- grep -q '"kind": "portal"' "$work/m.json"
expect 0 "replay the save of that map" -- "$cli" replay "$work/m.save.json"
expect 0 "the same seed writes the same map" -- "$cli" map --data "$data" --players 4 --seed 7 --out "$work/m2.json"
check "two runs with seed 7 write identical maps" -- cmp -s "$work/m.json" "$work/m2.json"
expect 0 "King of Eden map" -- "$cli" map --data "$data" --players 3 --seed 2 --scenario king-of-eden --out "$work/k.json"
expect 0 "--help" -- "$cli" --help
expect 2 "a missing required option is bad usage" -- "$cli" map --seed 1
expect 2 "an unknown subcommand is bad usage" -- "$cli" frobnicate
expect 1 "9 players is a rule error" -- "$cli" map --data "$data" --players 9 --seed 1
check "the reason is one line" -- test "$(wc -l <"$work/err")" = 1
expect 1 "an unknown parameter in --set is a data error" -- "$cli" map --data "$data" --players 2 --seed 1 --set map.nope=1
expect 1 "an unknown scenario is a data error" -- "$cli" map --data "$data" --players 2 --seed 1 --scenario atlantis

# The card catalogue: a heading per World, each World alone by its id, an unknown id refused.
expect 0 "cards --markdown" -- "$cli" cards --data "$data" --markdown
cp "$work/out" "$work/cards.md"
civ_files=("$data"/civilizations/*.json)
check "a ## heading per civilization file" -- \
    test "$(grep -c '^## ' "$work/cards.md")" -ge "${#civ_files[@]}"
for f in "${civ_files[@]}"; do
    id=$(basename "$f" .json)
    expect 0 "cards --civ $id --markdown" -- "$cli" cards --data "$data" --civ "$id" --markdown
    check "$id: one World, its heading in the whole catalogue" -- \
        bash -c 'test "$(grep -c "^## " "$1")" = 1 && grep -qxF "$(grep "^## " "$1")" "$2"' _ \
        "$work/out" "$work/cards.md"
done
check "the common cards have a section" -- grep -q '^## Common cards' "$work/cards.md"
expect 0 "cards (plain text)" -- "$cli" cards --data "$data"
expect 2 "an unknown --civ is bad usage" -- "$cli" cards --data "$data" --civ atlantis
check "the error names the known ids" -- grep -q 'unknown civilization .atlantis.*mountain_clans' "$work/err"

# Writing to a device writes through it: /dev/null must stay a device, not become a file.
expect 0 "--out /dev/null" -- "$cli" map --data "$data" --players 2 --seed 3 --out /dev/null
check "/dev/null is still a character device" -- test -c /dev/null

# A broken data folder is named by file and JSON pointer.
rm -rf "$work/data" && cp -r "$data" "$work/data"
sed -i 's/"map.final_portal_round": {"value": true/"map.final_portal_round": {"value": "yes"/' "$work/data/rulesets/standard.json"
expect 1 "a broken ruleset is refused" -- "$cli" validate --data "$work/data"
check "the error names file and pointer" -- \
    grep -q 'standard.json: /parameters/map.final_portal_round/value: must be true or false' "$work/err"

# A tampered save is refused.
sed -i '0,/"q": /s/"q": \(-\?[0-9]*\)/"q": 99/' "$work/m.save.json"
expect 1 "a tampered save is refused" -- "$cli" replay "$work/m.save.json"

# Issue 19: every core and beyond one machine. --jobs and --shard change where games are played,
# never their results: the JSON is the same byte for byte but for the timing keys.
untimed() { grep -v '"decisions_per_second"\|"seconds"\|"wall_seconds"' "$1"; }
same_json() { cmp -s <(untimed "$1") <(untimed "$2"); }
sim=(simulate --data "$data" --games 6 --players 2 --seed 11 --bots random,heuristic --max-rounds 30 --json)
expect 0 "simulate --jobs 1" -- "$cli" "${sim[@]}" --jobs 1
cp "$work/out" "$work/jobs1.json"
expect 0 "simulate --jobs 2 --progress" -- "$cli" "${sim[@]}" --jobs 2 --progress
cp "$work/out" "$work/jobs2.json"
check "--jobs 2 gives the JSON of --jobs 1" -- same_json "$work/jobs1.json" "$work/jobs2.json"
check "the progress bar stays off stdout" -- bash -c 'test "$(head -c1 "$1")" = "{" && grep -q "6/6" "$2"' _ "$work/jobs2.json" "$work/err"
expect 0 "simulate --shard 1/2" -- "$cli" "${sim[@]}" --shard 1/2
cp "$work/out" "$work/shard1.json"
expect 0 "simulate --shard 2/2" -- "$cli" "${sim[@]}" --shard 2/2
cp "$work/out" "$work/shard2.json"
check "a shard plays its slice of the games" -- grep -q '^  "games": 3,' "$work/shard1.json"
expect 0 "merge the two shards" -- "$cli" merge "$work/shard2.json" "$work/shard1.json"
cp "$work/out" "$work/merged.json"
check "two shards merged equal one run" -- same_json "$work/jobs1.json" "$work/merged.json"
expect 1 "merge refuses a missing shard" -- "$cli" merge "$work/shard1.json"
expect 1 "merge refuses a shard given twice" -- "$cli" merge "$work/shard1.json" "$work/shard1.json" "$work/shard2.json"
expect 2 "a malformed --shard is bad usage" -- "$cli" "${sim[@]}" --shard 3/2

# --check-replay: each game rebuilt from its save's setup and action log and compared with the
# game played; the differences are counted (none here) in the summary and the JSON, on any
# number of threads and shards.
koe=(simulate --data "$data" --games 4 --players 3 --seed 5 --scenario king-of-eden --bots heuristic --max-rounds 20 --check-replay)
expect 0 "simulate --check-replay (King of Eden)" -- "$cli" "${koe[@]}"
check "the summary counts the replay differences" -- grep -q '^replay differences (each game rebuilt from its save): 0$' "$work/out"
expect 0 "simulate --check-replay --json --jobs 2" -- "$cli" "${koe[@]}" --json --jobs 2
cp "$work/out" "$work/replay_all.json"
check "the JSON counts the replay differences" -- \
    bash -c 'grep -q "^  \"replay_differences\": 0," "$1" && grep -q "\"check_replay\": true" "$1"' _ "$work/replay_all.json"
expect 0 "simulate --check-replay --json --shard 1/2" -- "$cli" "${koe[@]}" --json --shard 1/2
cp "$work/out" "$work/replay_shard1.json"
expect 0 "simulate --check-replay --json --shard 2/2" -- "$cli" "${koe[@]}" --json --shard 2/2
cp "$work/out" "$work/replay_shard2.json"
expect 0 "merge the replay-checked shards" -- "$cli" merge "$work/replay_shard1.json" "$work/replay_shard2.json"
check "the replay-checked shards merged equal one run" -- same_json "$work/replay_all.json" "$work/out"
check "without --check-replay no replay line is printed" -- bash -c '! "$@" | grep -q "^replay differences"' _ "$cli" simulate --data "$data" --games 1 --players 2 --seed 3 --max-rounds 5

# Sweeps: two parameters of 2 and 3 values make 6 settings, written as JSON, CSV and SVG.
fixtures=$(dirname "$0")/fixtures
rm -rf "$work/sweep"
expect 0 "sweep a 2x3 space" -- "$cli" sweep "$fixtures/sweep_space.json" --data "$data" --games 2 --jobs 2 --out "$work/sweep"
check "sweep.json holds 6 settings" -- test "$(grep -c '^      "setting": ' "$work/sweep/sweep.json")" = 6
check "sweep.csv has a header and 6 rows" -- test "$(wc -l <"$work/sweep/sweep.csv")" = 7
check "the CSV names the varied parameters" -- grep -q '^setting,game.hand_size,game.starting_resources,' "$work/sweep/sweep.csv"
for chart in win_rates game_length; do
    check "$chart.svg is an SVG with a label per setting" -- \
        bash -c 'grep -q "^<svg xmlns" "$1" && test "$(grep -c ">#[1-6]<" "$1")" = 6' _ "$work/sweep/$chart.svg"
done
printf '{"games": 1, "colours": 3}' >"$work/bad_space.json"
expect 1 "an unknown key in a space is a data error" -- "$cli" sweep "$work/bad_space.json" --data "$data" --out "$work/sweep_bad"
check "the error names the key" -- grep -q 'bad_space.json: /colours: unknown key' "$work/err"

# Issue 18: the classic ruleset (002) defines only Supremacy; its scenarios list is checked by
# file and pointer; one map file played under several rulesets side by side, with the same seeds.
expect 0 "map --ruleset classic" -- "$cli" map --data "$data" --ruleset classic --players 3 --seed 4 --out "$work/classic.map.json"
expect 1 "classic refuses King of Eden (map)" -- "$cli" map --data "$data" --ruleset classic --scenario king-of-eden --players 3 --seed 4
check "the refusal names the ruleset, the scenario and what it offers, on one line" -- \
    bash -c 'test "$(wc -l <"$1")" = 1 && grep -q "classic.json: /scenarios: the ruleset \"classic\" does not define the scenario \"king-of-eden\"; it offers: supremacy" "$1"' _ "$work/err"
expect 1 "classic refuses Unbalance (simulate)" -- "$cli" simulate --data "$data" --ruleset classic --scenario unbalance --players 2 --seed 1 --games 1
check "the simulate refusal names the scenario" -- grep -q 'does not define the scenario "unbalance"' "$work/err"
rm -rf "$work/data" && cp -r "$data" "$work/data"
sed -i 's/"scenarios": \["supremacy"\]/"scenarios": ["supremacy", "atlantis"]/' "$work/data/rulesets/classic.json"
expect 1 "a ruleset naming an unknown scenario is refused" -- "$cli" validate --data "$work/data"
check "the error names file and pointer" -- grep -q 'classic.json: /scenarios/1: no scenario "atlantis" in scenarios/' "$work/err"
sed -i 's/"scenarios": \["supremacy", "atlantis"\]/"scenarios": "supremacy"/' "$work/data/rulesets/classic.json"
expect 1 "a ruleset's scenarios must be a list" -- "$cli" validate --data "$work/data"
check "the error names file and pointer" -- grep -q 'classic.json: /scenarios: must be a non-empty list' "$work/err"
side=(simulate --data "$data" --map "$data/maps/three_players.json" --ruleset standard,classic --games 3 --seed 21 --bots heuristic --max-rounds 15)
expect 0 "simulate --map --ruleset standard,classic" -- "$cli" "${side[@]}"
check "one report section per ruleset" -- \
    bash -c 'grep -q "^== ruleset standard ==$" "$1" && grep -q "^== ruleset classic ==$" "$1" && test "$(grep -c "^games: 3 (3 players, supremacy)" "$1")" = 2' _ "$work/out"
expect 0 "simulate --map --ruleset standard,classic --json" -- "$cli" "${side[@]}" --json
cp "$work/out" "$work/side.json"
check "the JSON has one entry per ruleset, with the map and the summed counts" -- \
    python3 -c '
import json, sys
j = json.load(open(sys.argv[1]))
entries = j["by_ruleset"]
ok = [e["run"]["ruleset"] for e in entries] == ["standard", "classic"] == j["rulesets"]
ok = ok and all(e["run"]["map"].endswith("three_players.json") for e in entries)
ok = ok and j["games"] == 6 and j["violations"] == 0 and j["map"].endswith("three_players.json")
sys.exit(0 if ok else 1)' "$work/side.json"
expect 0 "the standard half alone" -- "$cli" simulate --data "$data" --map "$data/maps/three_players.json" --games 3 --seed 21 --bots heuristic --max-rounds 15 --json
check "its entry equals standard played alone on the map (same seeds)" -- \
    bash -c 'python3 -c "
import json,sys
a=json.load(open(sys.argv[1]))[\"by_ruleset\"][0]; b=json.load(open(sys.argv[2]))
for j in (a,b):
    [j.pop(k,None) for k in (\"decisions_per_second\",\"wall_seconds\",\"seconds\")]
sys.exit(0 if a==b else 1)" "$1" "$2"' _ "$work/side.json" "$work/out"
expect 2 "--players against the map's portals is bad usage" -- "$cli" simulate --data "$data" --map "$data/maps/three_players.json" --players 2 --games 1 --seed 1
expect 2 "simulate without --players or --map is bad usage" -- "$cli" simulate --data "$data" --games 1 --seed 1
expect 1 "a map file that is not a map is a data error" -- "$cli" simulate --data "$data" --map "$data/rulesets/standard.json" --games 1 --seed 1

# Issue 19 item 1: the search bot by name, its budget in playouts (reproducible: the same games on
# any number of threads) or milliseconds; a budget that is not one is refused.
search=(simulate --data "$data" --games 2 --players 2 --seed 3 --bots search:4,heuristic --max-rounds 12 --json)
expect 0 "simulate --bots search:4,heuristic --jobs 1" -- "$cli" "${search[@]}" --jobs 1
cp "$work/out" "$work/search1.json"
expect 0 "the same with --jobs 2" -- "$cli" "${search[@]}" --jobs 2
check "the search bot plays the same games on 2 threads" -- same_json "$work/search1.json" "$work/out"
expect 0 "simulate --bots search:20ms" -- "$cli" simulate --data "$data" --games 1 --players 2 --seed 3 --bots search:20ms,heuristic --max-rounds 6
expect 2 "a search budget of 0 is bad usage" -- "$cli" simulate --data "$data" --games 1 --players 2 --seed 3 --bots search:0
check "its reason names the kind" -- grep -q 'search:0' "$work/err"

# Issue 34 items 2 and 8: a sweep space's numbers are checked as 64-bit numbers and its size
# (settings x games) before anything is built; what does not fit is refused, never truncated.
printf '{"games": 1073741824, "players": [2, 3, 4, 5]}' >"$work/space_wraps.json"
expect 1 "2^30 games x 4 settings is refused (it wrapped to 0)" -- "$cli" sweep "$work/space_wraps.json" --data "$data" --out "$work/sweep_bad"
check "the refusal names the games" -- grep -q 'space_wraps.json: /games: must be a whole number from 1 to 10000000' "$work/err"
python3 -c 'import json,sys; json.dump({"games": 1, "parameters": {"p%d" % i: list(range(10)) for i in range(10)}}, open(sys.argv[1], "w"))' "$work/space_huge.json"
expect 1 "a space of 10^10 settings is refused before one is built" -- "$cli" sweep "$work/space_huge.json" --data "$data" --out "$work/sweep_bad"
check "the refusal says how large the space is" -- grep -q 'space_huge.json: /: the space has more than 10000 settings' "$work/err"
printf '{"games": 4294967297}' >"$work/space_games.json"
expect 1 "4294967297 games per setting is refused (it became 1)" -- "$cli" sweep "$work/space_games.json" --data "$data" --out "$work/sweep_bad"
printf '{"games": 1, "players": 4294967298}' >"$work/space_players.json"
expect 1 "4294967298 players is refused (it became 2)" -- "$cli" sweep "$work/space_players.json" --data "$data" --out "$work/sweep_bad"
printf '{"games": 1, "max_rounds": 4294967396}' >"$work/space_rounds.json"
expect 1 "a max_rounds above 2^32 is refused" -- "$cli" sweep "$work/space_rounds.json" --data "$data" --out "$work/sweep_bad"
printf '{"games": 1, "players": 2, "matchups": ["random", "random"]}' >"$work/space_same.json"
expect 1 "matchups of one kind are refused (they played plain games under a matchups label)" -- "$cli" sweep "$work/space_same.json" --data "$data" --out "$work/sweep_bad"
check "the refusal names the repeated kind" -- grep -q 'space_same.json: /matchups/1: the bot kind "random" is listed twice' "$work/err"
printf '{"games": 1, "players": 2, "max_rounds": 2, "ruleset": ["standard", "atlantis"]}' >"$work/space_ruleset.json"
expect 1 "an unknown ruleset in a space points into the space" -- "$cli" sweep "$work/space_ruleset.json" --data "$data" --out "$work/sweep_bad"
check "the refusal names the key" -- grep -q 'space_ruleset.json: /ruleset: no ruleset "atlantis"' "$work/err"

# Issue 34 item 8: seeds as typed. -1, 2^64 and 1e23 all became 18446744073709551615.
for seed in -1 18446744073709551616 1e23 0x10; do
    expect 2 "simulate --seed '$seed' is bad usage" -- "$cli" simulate --data "$data" --games 1 --players 2 --seed "$seed" --max-rounds 2
done
check "the reason names the range" -- grep -q 'wants a whole number from 0 to 18446744073709551615' "$work/err"
expect 2 "map --seed -1 is bad usage" -- "$cli" map --data "$data" --players 2 --seed -1
expect 0 "simulate --games 010 plays ten games, as typed (CLI11 read octal 8)" -- "$cli" simulate --data "$data" --games 010 --players 2 --seed 1 --max-rounds 1 --json
check "ten games reported" -- grep -q '"total_games": 10,' "$work/out"
expect 2 "simulate --games 1e3 is bad usage" -- "$cli" simulate --data "$data" --games 1e3 --players 2 --seed 1
expect 0 "the largest seed is played" -- "$cli" simulate --data "$data" --games 1 --players 2 --seed 18446744073709551615 --max-rounds 2 --json
check "and reported exactly" -- grep -q '"seed": 18446744073709551615' "$work/out"

# Issue 34 item 8: a --map that breaks the map rules is refused, as the shipped maps are
# checked: seat 0's portal moved next to the Heart (003 Create the Map: at least 3 apart).
python3 -c '
import json, sys
m = json.load(open(sys.argv[1]))
portal = next(t for t in m["tiles"] if t.get("kind") == "portal" and t["player"] == 0)
near = next(t for t in m["tiles"] if (t["q"], t["r"]) == (0, -1))
portal["q"], portal["r"], near["q"], near["r"] = near["q"], near["r"], portal["q"], portal["r"]
json.dump(m, open(sys.argv[2], "w"))' "$data/maps/two_players.json" "$work/near_heart.json"
expect 1 "simulate --map refuses a map that breaks the map rules" -- "$cli" simulate --data "$data" --map "$work/near_heart.json" --games 1 --seed 1 --max-rounds 2
check "the refusal names the map file and its tiles" -- grep -q "near_heart.json: /tiles: " "$work/err"

# Issue 34 item 6: merge checks every count against the games and the shard numbers, and
# fails a run with violations as simulate does.
spoil() {  # spoil IN OUT PYTHON-STATEMENT-ON-j
    python3 -c "import json,sys; j=json.load(open(sys.argv[1])); $3; json.dump(j, open(sys.argv[2], 'w'))" "$1" "$2"
}
spoil "$work/shard1.json" "$work/lone.json" 'j["run"]["shard"] = "1/0"'
expect 1 "merge refuses a lone shard 1/0" -- "$cli" merge "$work/lone.json"
check "one line: file, pointer and reason" -- bash -c 'test "$(wc -l <"$1")" = 1 && grep -q "lone.json: /run/shard: must be \"K/N\"" "$1"' _ "$work/err"
spoil "$work/shard1.json" "$work/one_of_one.json" 'j["run"]["shard"] = "1/1"'
spoil "$work/shard2.json" "$work/two_of_one.json" 'j["run"]["shard"] = "2/1"'
expect 1 "merge refuses shards 1/1 and 2/1 (they counted the games twice)" -- "$cli" merge "$work/one_of_one.json" "$work/two_of_one.json"
spoil "$work/shard1.json" "$work/negative.json" 'j["counts"]["games"] = -2'
expect 1 "merge refuses negative games" -- "$cli" merge "$work/negative.json" "$work/shard2.json"
check "the refusal names the count" -- grep -q 'negative.json: /counts/games: must be a whole number' "$work/err"
spoil "$work/shard1.json" "$work/huge.json" 'j["counts"]["games"] = 3000000000'
expect 1 "merge refuses 3e9 games (read as -1294967292)" -- "$cli" merge "$work/huge.json" "$work/shard2.json"
spoil "$work/shard1.json" "$work/wins.json" 'j["counts"]["wins_by_seat"] = [7, 0]'
expect 1 "merge refuses more wins than games" -- "$cli" merge "$work/wins.json" "$work/shard2.json"
check "the refusal names the seat" -- grep -q 'wins.json: /counts/wins_by_seat/0: is more than' "$work/err"
spoil "$work/shard1.json" "$work/words.json" 'j["run"]["shard"] = "one/2"'
expect 1 "merge refuses a shard number in words" -- "$cli" merge "$work/words.json" "$work/shard2.json"
check "no raw stoi" -- bash -c '! grep -q stoi "$1" && grep -q "words.json: /run/shard: " "$1"' _ "$work/err"
spoil "$work/shard1.json" "$work/typed.json" 'j["counts"]["finished"] = "all"'
expect 1 "merge refuses a count of the wrong type" -- "$cli" merge "$work/typed.json" "$work/shard2.json"
check "no raw JSON exception" -- bash -c '! grep -q "json.exception" "$1" && grep -q "typed.json: /counts/finished: " "$1"' _ "$work/err"
spoil "$work/shard1.json" "$work/violated.json" 'j["counts"]["violations"] = 1; j["counts"]["first_violations"] = [[0, "seed 11, action 3: a broken invariant"]]'
expect 1 "merge exits 1 when a shard had violations" -- "$cli" merge "$work/violated.json" "$work/shard2.json"
check "the merged summary is still printed" -- grep -q '^  "violations": 1,' "$work/out"

# Issue 34 item 7: outputs that fail say so. /dev/full is a disk that is always full.
expect 1 "simulate --json into a full disk fails" -- bash -c '"$@" >/dev/full' _ "$cli" simulate --data "$data" --games 1 --players 2 --seed 1 --max-rounds 2 --json
check "and says why" -- grep -q 'cannot write the output' "$work/err"
rm -rf "$work/sweep_full" && mkdir -p "$work/sweep_full" && ln -s /dev/full "$work/sweep_full/sweep.csv"
printf '{"games": 1, "players": 2, "max_rounds": 2}' >"$work/space_small.json"
expect 1 "a sweep whose CSV cannot be written fails" -- "$cli" sweep "$work/space_small.json" --data "$data" --out "$work/sweep_full"
check "the refusal names the file" -- grep -q 'sweep_full/sweep.csv: /: cannot write the file' "$work/err"

echo "$passes passed, $failures failed"
[ "$failures" = 0 ]
