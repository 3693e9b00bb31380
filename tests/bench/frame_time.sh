#!/bin/sh
# Frame time, start-up and resident memory of the app (issue 17; DESIGN targets: median frame
# at most 8 ms at 1280x800 with SDL's software renderer, start-up at most 500 ms, resident
# memory at most 150 MB). Benchmarks measure, tests assert: nothing here fails a build.
#
#   tests/bench/frame_time.sh [EDEN...]              default: build/eden
#   tests/bench/frame_time.sh --reference [EDEN...]  only the Rules window and the Card gallery
#
# --reference: the two reference windows (the Rules window's How to play tab and every page of
# the Card gallery the autoplay opens), drawn over a game stopped early (`--stop-after`) so that
# a run takes seconds, not the minutes of whole games; ROUNDS (default 3) rounds, the binaries
# taking turns in each, so that they share the machine's load. Prints each binary's rows of
# the frame report (median and p90 of wall and CPU time) per round.
#
# Each binary given plays the same games through `eden --autoplay --frame-report N` (every
# screen drawn N more times when it first comes up, as the window redraws it after an event),
# one after the other game by game so that they share the machine's load; then each one's
# start-up (`--screenshot` of a map, from exec to exit) and peak resident memory (the whole
# King of Eden autoplay) under /usr/bin/time. The CPU columns are the process's own time: on a
# machine busy with other work the wall-clock columns include waiting for a core.
set -eu
cd "$(dirname "$0")/../.."
reference=0
if [ "${1:-}" = "--reference" ]; then
    reference=1
    shift
fi
[ "$#" -gt 0 ] || set -- build/eden
FRAMES=${FRAMES:-30}
export SDL_VIDEODRIVER=offscreen SDL_RENDER_DRIVER=software
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

if [ "$reference" = 1 ]; then
    ROUNDS=${ROUNDS:-3}
    echo "machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg); frames per screen: $FRAMES; rounds: $ROUNDS; 1280x800"
    round=1
    while [ "$round" -le "$ROUNDS" ]; do
        # King of Eden's rules have the longest scenario text; Supremacy's are the standard's.
        for game in "king-of-eden 3 players, seed 3, stopped after 60 actions|--seed 3 --players 3 --people 1 --stop-after 60 --scenario data/scenarios/king-of-eden.json" \
                    "supremacy 4 players, seed 4, stopped after 60 actions|--seed 4 --players 4 --people 1 --stop-after 60"; do
            title=${game%%|*}
            args=${game#*|}
            for eden in "$@"; do
                echo
                echo "== round $round, $eden: $title (load average $(cut -d' ' -f1-3 /proc/loadavg))"
                # shellcheck disable=SC2086
                "$eden" --autoplay $args --width 1280 --height 800 --frame-report "$FRAMES" \
                    --save-dir "$out/saves" | grep -E '^(screen|rules|gallery)'
            done
        done
        round=$((round + 1))
    done
    exit 0
fi

echo "machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg); frames per screen: $FRAMES; 1280x800"
# Map building, a person's conquest turns with his hand and the market, battles and their
# results, King of Eden's dragons (their turns and battles), and a 6-player game's first 1500
# actions (its bots can fight on for 10,000 actions and more: a whole game takes too long).
for game in "king-of-eden 3 players, 1 person, seed 3|--seed 3 --players 3 --people 1 --scenario data/scenarios/king-of-eden.json" \
            "supremacy 4 players, 1 person, seed 4|--seed 4 --players 4 --people 1" \
            "supremacy 6 players, 1 person, seed 6, first 1500 actions|--seed 6 --players 6 --people 1 --stop-after 1500"; do
    title=${game%%|*}
    args=${game#*|}
    for eden in "$@"; do
        echo
        echo "== $eden: $title (load average $(cut -d' ' -f1-3 /proc/loadavg))"
        # shellcheck disable=SC2086
        "$eden" --autoplay $args --width 1280 --height 800 --frame-report "$FRAMES" \
            --save-dir "$out/saves"
    done
done

for eden in "$@"; do
    echo
    echo "== $eden: start-up and memory"
    /usr/bin/time -f "start-up (--screenshot of a map, exec to exit): %e s wall, %U s user; peak RSS %M KB" \
        "$eden" --screenshot "$out/shot.png" --map data/maps/two_players.json --width 1280 --height 800
    /usr/bin/time -f "whole King of Eden autoplay: peak RSS %M KB" \
        "$eden" --autoplay --seed 3 --players 3 --people 1 \
        --scenario data/scenarios/king-of-eden.json --save-dir "$out/saves" > "$out/autoplay.txt"
    grep -o "first frame after [0-9]* ms" "$out/autoplay.txt"
done
