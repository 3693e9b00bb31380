#!/usr/bin/env bash
# Issue 20 (8): `eden --autoplay` autosaves into $EDEN_SAVE_DIR like every other mode, and
# `eden-cli replay` accepts the game file the app wrote there (the app's wrapper around a save);
# a spoiled copy of it is refused in one line "file: /pointer: problem", exit 1.
# Usage: app_save_dir_replay.sh EDEN EDEN_CLI WORK_DIR
set -euo pipefail
eden=$1 cli=$2 work=$3
rm -rf "$work" && mkdir -p "$work/saves"
EDEN_SAVE_DIR="$work/saves" SDL_VIDEODRIVER=offscreen "$eden" --autoplay --seed 4 \
    --stop-after 30 --screenshots "$work/shots" >/dev/null
test -s "$work/saves/autosave.json" || { echo "no autosave in \$EDEN_SAVE_DIR" >&2; exit 1; }
"$cli" replay "$work/saves/autosave.json"
sed 's/"human"/"robot"/; s/"bot"/"robot"/' "$work/saves/autosave.json" >"$work/spoiled.json"
status=0
"$cli" replay "$work/spoiled.json" 2>"$work/err" || status=$?
cat "$work/err"
[ "$status" = 1 ] && [ "$(wc -l <"$work/err")" = 1 ] && grep -q "^$work/spoiled.json: /seats/0: " "$work/err"
