#!/usr/bin/env bash
# Runs every fuzz target for SECONDS (default 20) with a fixed seed over its corpus in the repo
# (tests/fuzz/corpus/<loader>, read only: new inputs go to a scratch folder) and the kept
# regressions, with the JSON dictionary. A finding stops the run with libFuzzer's report and
# leaves the input as crash-*/oom-*/timeout-* in the current folder: copy it to
# tests/fuzz/regressions/<loader>/ once fixed.
# Usage: tests/fuzz/run.sh BUILD_DIR [SECONDS] [LOADER...]
set -euo pipefail
build=$1; seconds=${2:-20}; shift $(( $# >= 2 ? 2 : 1 ))
here=$(cd "$(dirname "$0")" && pwd)
loaders=("$@")
[ ${#loaders[@]} -gt 0 ] || loaders=(save map ruleset scenario cards dragons actions sweep merge lab_run)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
for loader in "${loaders[@]}"; do
    mkdir -p "$scratch/$loader"
    echo "+ fuzz_$loader for ${seconds}s"
    status=0
    "$build/fuzz_$loader" -seed=1 -max_total_time="$seconds" -timeout=20 -rss_limit_mb=2560 \
        -max_len=1200000 -dict="$here/json.dict" -print_final_stats=1 \
        "$scratch/$loader" "$here/corpus/$loader" "$here/regressions/$loader" \
        >"$scratch/$loader.log" 2>&1 || status=$?
    grep -E "^#[0-9]+[[:space:]]+(INITED|DONE)|^stat::(number_of_executed_units|average_exec_per_sec|peak_rss)" \
        "$scratch/$loader.log" || true
    if [ "$status" != 0 ]; then
        tail -n 60 "$scratch/$loader.log" >&2
        echo "fuzz_$loader found a problem (exit $status)" >&2
        exit 1
    fi
done
