#!/usr/bin/env bash
# The audit in CI (issue 35): a few dozen bot games per ruleset and scenario (mixed bots, 2 to 6
# players), each re-derived from its log by `eden-cli simulate --audit`; any departure from the
# rulebook fails the test and is printed with its action, event and rule.
# Usage: audit_games.sh EDEN_CLI DATA_DIR
set -u
cli=$1 data=$2
failures=0
run() {  # run LABEL -- SIMULATE ARGS...
    local label=$1
    shift 2
    local out
    out=$("$cli" simulate --data "$data" --audit --jobs 2 "$@" 2>&1)
    local status=$?
    local line
    line=$(grep '^audit' <<<"$out")
    if [ $status -eq 0 ]; then
        echo "ok: $label: $line"
    else
        echo "FAIL: $label (exit $status): ${line:-no audit line}"
        grep '^  game ' <<<"$out" | head -20
        failures=$((failures + 1))
    fi
}
# standard (RULES.md §2): the three scenarios of 003 and 000.
run "standard supremacy 2p" -- --games 6 --players 2 --seed 100 --bots heuristic,random
run "standard supremacy 3p" -- --games 6 --players 3 --seed 200 --bots random,eager,heuristic
run "standard supremacy 4p" -- --games 5 --players 4 --seed 300 --bots eager,random
run "standard supremacy 6p" -- --games 4 --players 6 --seed 400 --bots random,heuristic,eager
run "standard unbalance 2p" -- --games 6 --players 2 --seed 500 --scenario unbalance --bots eager,heuristic
run "standard unbalance 3p" -- --games 6 --players 3 --seed 600 --scenario unbalance --bots heuristic,random,eager
run "standard unbalance 5p" -- --games 4 --players 5 --seed 700 --scenario unbalance --bots random,eager
run "standard king-of-eden 2p" -- --games 6 --players 2 --seed 800 --scenario king-of-eden --bots heuristic,random
run "standard king-of-eden 3p" -- --games 6 --players 3 --seed 900 --scenario king-of-eden --bots eager,heuristic,random
run "standard king-of-eden 5p" -- --games 4 --players 5 --seed 1000 --scenario king-of-eden --bots random,eager,heuristic
# classic (RULES.md §5, 002): Supremacy only.
run "classic 2p" -- --games 8 --players 2 --seed 1100 --ruleset classic --bots heuristic,random
run "classic 3p" -- --games 8 --players 3 --seed 1200 --ruleset classic --bots random,eager,heuristic
run "classic 4p" -- --games 6 --players 4 --seed 1300 --ruleset classic --bots eager,heuristic
run "classic 6p" -- --games 4 --players 6 --seed 1400 --ruleset classic --bots heuristic,random,eager
# edition-fr (RULES.md §6, 004), what is built of it (issue 37): setup, economy, wild markers.
# Its games run long while the day is not built, so each stops at round 25.
run "edition-fr 2p" -- --games 4 --players 2 --seed 1500 --ruleset edition-fr --bots heuristic,random --max-rounds 25
run "edition-fr 4p" -- --games 3 --players 4 --seed 1600 --ruleset edition-fr --bots random,eager,heuristic --max-rounds 25
[ $failures -eq 0 ] || { echo "$failures audit runs departed from their rulebooks"; exit 1; }
