#!/usr/bin/env bash
# Issue 39 item 5: `eden-cli replay SAVE --at ROUND --out FILE` writes the position at the start
# of that round as a save of its own, which `eden-cli replay` loads; a round the game never began
# is a data error (exit 1, one line "file: /pointer: reason"), a round below 1 or --at without
# --out bad usage (exit 2); `eden-cli replay SAVE` alone prints what it always printed.
# Usage: cli_replay_at.sh EDEN_CLI DATA_DIR WORK_DIR (the work folder is emptied first and
# removed at the end; nothing goes to the temporary folder)
set -u
cli=$1 data=$2 work=$3
rm -rf "$work" && mkdir -p "$work"
source "$(dirname "$0")/cli_checks.sh"

# A whole 4-player game of heuristic bots.
expect 0 "simulate a game and save it" -- "$cli" simulate --data "$data" --games 1 --players 4 \
    --seed 39 --bots heuristic --max-rounds 30 --save "$work/game.json"
save="$work/game.json"

# The plain replay is unchanged: one line, the count of actions and the phase.
expect 0 "replay SAVE" -- "$cli" replay "$save"
check "replay SAVE prints its one line as before" -- \
    grep -qxE 'replay OK: [0-9]+ actions reproduce the saved state \(phase conquest\)' "$work/out"
check "and nothing on stderr" -- test ! -s "$work/err"
total=$(sed -E 's/replay OK: ([0-9]+) actions.*/\1/' "$work/out")

# The start of round 2, written and loaded back.
expect 0 "replay SAVE --at 2 --out" -- "$cli" replay "$save" --at 2 --out "$work/round2.json"
check "the same first line on stdout" -- \
    grep -qxF "replay OK: $total actions reproduce the saved state (phase conquest)" "$work/out"
check "it says what it wrote" -- grep -qE "^wrote .*round2.json: the start of round 2, [0-9]+ of $total actions$" "$work/err"
start=$(sed -E 's/.*round 2, ([0-9]+) of.*/\1/' "$work/err")
expect 0 "the written save replays" -- "$cli" replay "$work/round2.json"
check "it holds the actions up to round 2's start" -- \
    grep -qxF "replay OK: $start actions reproduce the saved state (phase conquest)" "$work/out"
check "fewer than the whole game's" -- test "$start" -lt "$total"
# The written game stands at round 2's start: asked for round 2 again it writes the same save,
# and it never began round 3.
expect 0 "the written save's own round 2" -- "$cli" replay "$work/round2.json" --at 2 --out "$work/again.json"
check "is the same save" -- cmp -s "$work/round2.json" "$work/again.json"
expect 1 "the written save has no round 3" -- "$cli" replay "$work/round2.json" --at 3 --out "$work/none.json"
check "its reason names the file, the log and the last round" -- \
    grep -qxF "$work/round2.json: /actions: the game never began round 3 (its last round is 2)" "$work/err"

expect 0 "replay SAVE --at 1 --out" -- "$cli" replay "$save" --at 1 --out "$work/round1.json"
start1=$(sed -E 's/.*round 1, ([0-9]+) of.*/\1/' "$work/err")
check "round 1 starts before round 2" -- test "$start1" -lt "$start"
expect 0 "the start of round 1 replays" -- "$cli" replay "$work/round1.json"

# A round beyond the game: a data error on one line, nothing written.
expect 1 "a round beyond the game is refused" -- "$cli" replay "$save" --at 999 --out "$work/999.json"
check "the reason is one line" -- test "$(wc -l <"$work/err")" = 1
check "it reads file: /pointer: reason" -- \
    grep -qE "^$save: /actions: the game never began round 999 \(its last round is [0-9]+\)$" "$work/err"
check "no file is written" -- test ! -e "$work/999.json"

# Bad usage.
expect 2 "--at 0 is bad usage" -- "$cli" replay "$save" --at 0 --out "$work/0.json"
expect 2 "--at without --out is bad usage" -- "$cli" replay "$save" --at 2
expect 2 "--out without --at is bad usage" -- "$cli" replay "$save" --out "$work/x.json"
expect 2 "--at must be a number" -- "$cli" replay "$save" --at two --out "$work/x.json"

check "no temporary file is left beside the saves" -- \
    test -z "$(find "$work" -name '*.tmp')"
rm -rf "$work"
if [ "$failures" -gt 0 ]; then echo "$failures check(s) failed"; exit 1; fi
echo "all checks passed"
