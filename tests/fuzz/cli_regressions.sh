#!/usr/bin/env bash
# Issue 20: every kept regression input, handed to eden-cli the way a user would hand it over,
# is refused with exit status 1 and one line "file: /pointer: problem" on stderr, never an abort.
# Saves go to `eden-cli replay`, sweep spaces to `eden-cli sweep`, lists of shard reports to
# `eden-cli merge` (one file each); maps, rulesets, scenarios, card and dragon files are put into a
# copy of data/ in place of a good file and go to `eden-cli validate`. Lab runs are read by the
# app alone (no command reads them): test_fuzz_regressions.cpp runs those.
# Usage: cli_regressions.sh EDEN_CLI SOURCE_DIR WORK_DIR
set -uo pipefail
cli=$1 src=$2 work=$3
rm -rf "$work" && mkdir -p "$work"
failures=0 checked=0

# expect_refusal FILE_NAMED_IN_ERROR COMMAND...
expect_refusal() {
    local named=$1; shift
    "$@" >"$work/out" 2>"$work/err"
    local status=$? lines
    lines=$(wc -l <"$work/err")
    checked=$((checked + 1))
    if [ "$status" != 1 ] || [ "$lines" != 1 ] || ! grep -q "^$named: /" "$work/err"; then
        echo "FAIL (exit $status, $lines line(s)): $*" >&2
        head -c 400 "$work/err" >&2
        failures=$((failures + 1))
    fi
}

# The good file of data/ that each kind of regression stands in for.
declare -A target=([map]=maps/two_players.json [ruleset]=rulesets/standard.json
                   [scenario]=scenarios/unbalance.json [cards]=civilizations/beast_tribes.json
                   [dragons]=dragons/king_of_eden.json)

for file in "$src"/tests/fuzz/regressions/*/*; do
    kind=$(basename "$(dirname "$file")")
    case "$(basename "$file")" in ok-*) continue ;; esac
    if [ "$kind" = save ]; then
        expect_refusal "$file" "$cli" replay "$file"
    elif [ "$kind" = sweep ]; then  # issue 34: refused before any game is played
        expect_refusal "$file" "$cli" sweep "$file" --data "$src/data" --out "$work/sweep"
    elif [ "$kind" = merge ]; then  # a list of shard reports: one file each, as merge takes them
        rm -rf "$work/merge" && mkdir -p "$work/merge"
        python3 -c '
import json, sys
j = json.load(open(sys.argv[1]))
for i, report in enumerate(j if isinstance(j, list) else [j]):
    json.dump(report, open("%s/shard-%d.json" % (sys.argv[2], i), "w"))' "$file" "$work/merge"
        if ! compgen -G "$work/merge/shard-*.json" > /dev/null; then
            # No shard at all (an empty list): merge's command line needs a file, bad usage.
            status=0
            "$cli" merge > /dev/null 2>&1 || status=$?
            if [ "$status" -ne 2 ]; then
                echo "FAIL: $file: eden-cli merge with no file exited $status, not 2 (bad usage)"
                failures=$((failures + 1))
            fi
            continue
        fi
        expect_refusal "$work/merge/shard-[0-9]*.json" "$cli" merge "$work/merge"/shard-*.json
    elif [ -n "${target[$kind]:-}" ]; then
        rm -rf "$work/data" && cp -r "$src/data" "$work/data"
        cp "$file" "$work/data/${target[$kind]}"
        expect_refusal "$work/data/${target[$kind]}" "$cli" validate --data "$work/data"
    fi
done

# Item 5 and 6: folders that cannot be listed or hold what is not a file are errors, not skipped.
fresh() { rm -rf "$work/data" && cp -r "$src/data" "$work/data"; }
fresh; mkdir "$work/data/maps/x.json"
expect_refusal "$work/data/maps/x.json" "$cli" validate --data "$work/data"
fresh; mkfifo "$work/data/maps/pipe.json"
expect_refusal "$work/data/maps/pipe.json" "$cli" validate --data "$work/data"
fresh; ln -s nowhere.json "$work/data/maps/dangling.json"
expect_refusal "$work/data/maps/dangling.json" "$cli" validate --data "$work/data"
fresh; ln -s loop.json "$work/data/maps/loop.json"
expect_refusal "$work/data/maps/loop.json" "$cli" validate --data "$work/data"
fresh; rm -rf "$work/data/civilizations" && echo '{}' >"$work/data/civilizations"
expect_refusal "$work/data/civilizations" "$cli" validate --data "$work/data"
fresh; ln -s . "$work/data/maps/self" && rm -rf "$work/data/dragons" && ln -s dragons "$work/data/dragons"
expect_refusal "$work/data/dragons" "$cli" validate --data "$work/data"
if [ "$(id -u)" != 0 ]; then  # root reads any folder
    fresh; chmod 000 "$work/data/scenarios"
    expect_refusal "$work/data/scenarios" "$cli" validate --data "$work/data"
    chmod 755 "$work/data/scenarios"
fi

echo "$checked refusals checked, $failures failed"
[ "$failures" = 0 ]
