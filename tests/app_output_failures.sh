#!/usr/bin/env bash
# Issue 34 items 5 and 7: the app never writes a bot game over the player's own autosave (an
# empty $EDEN_SAVE_DIR is "not set"), and a write that fails - the autosave, a screenshot - is
# exit 1 with a reason, never exit 0 with a truncated file. /dev/full stands in for a full disk.
# Usage: app_output_failures.sh EDEN WORK_DIR
set -u
eden=$1 work=$2
rm -rf "$work" && mkdir -p "$work"
export SDL_VIDEODRIVER=offscreen
failures=0
fail() { echo "FAIL: $*"; sed 's/^/  stderr: /' "$work/err"; failures=$((failures + 1)); }
ok() { echo "ok: $*"; }

# An empty EDEN_SAVE_DIR: the player's autosave and its spare in the default folder stay as
# they were.
own="$work/home/.local/share/eden"
mkdir -p "$own"
echo '{"the player": "own game"}' >"$own/autosave.json"
echo '{"the player": "spare"}' >"$own/autosave.previous.json"
cp "$own/autosave.json" "$work/own.json" && cp "$own/autosave.previous.json" "$work/spare.json"
env -u XDG_DATA_HOME HOME="$work/home" EDEN_SAVE_DIR= "$eden" --autoplay --seed 2 \
    --stop-after 5 >/dev/null 2>"$work/err"
status=$?
if [ "$status" = 0 ] && cmp -s "$own/autosave.json" "$work/own.json" &&
    cmp -s "$own/autosave.previous.json" "$work/spare.json"; then
    ok "an empty EDEN_SAVE_DIR leaves the player's autosave and spare alone"
else
    fail "an empty EDEN_SAVE_DIR: exit $status, the player's autosave or spare changed"
fi

# expect_failure WHAT PATTERN COMMAND...: exit 1 and PATTERN on stderr.
expect_failure() {
    local what=$1 pattern=$2
    shift 2
    "$@" >/dev/null 2>"$work/err"
    local status=$?
    if [ "$status" = 1 ] && grep -q "$pattern" "$work/err"; then ok "$what"; else fail "$what: exit $status"; fi
}

mkdir -p "$work/full_saves" && ln -s /dev/full "$work/full_saves/autosave.json"
expect_failure "autoplay fails when its autosave cannot be written (full disk)" \
    "the autosave cannot be written" \
    "$eden" --autoplay --seed 2 --stop-after 5 --save-dir "$work/full_saves"
echo "not a folder" >"$work/a_file"
expect_failure "autoplay fails when its save folder cannot be made" \
    "the autosave cannot be written" \
    "$eden" --autoplay --seed 2 --stop-after 5 --save-dir "$work/a_file/saves"
mkdir -p "$work/shots" && ln -s /dev/full "$work/shots/00-title.png"
expect_failure "autoplay --screenshots into a full disk fails" "cannot write" \
    "$eden" --autoplay --seed 2 --stop-after 5 --screenshots "$work/shots"
expect_failure "--screenshot /dev/full fails" "cannot write /dev/full" \
    "$eden" --screenshot /dev/full --map "$(dirname "$0")/../data/maps/two_players.json"

[ "$failures" = 0 ]
