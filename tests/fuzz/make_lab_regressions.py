#!/usr/bin/env python3
"""Writes the sweep space and merge inputs of issue 34 (items 2, 6 and 8) into
tests/fuzz/corpus/{sweep,merge}/ (good inputs the fuzzers start from) and
tests/fuzz/regressions/{sweep,merge}/ (each must be refused with "file: /pointer: problem";
an ok-* file accepted).

A merge input is a JSON list of `eden-cli simulate --json` reports, the files `eden-cli merge`
is handed, reduced to what merge reads (run, counts, seconds, wall_seconds).
Run from the repository's root with an eden-cli built:
  python3 tests/fuzz/make_lab_regressions.py build/eden-cli
"""
import copy, json, os, subprocess, sys

CLI = sys.argv[1] if len(sys.argv) > 1 else "build/eden-cli"
FUZZ = os.path.join("tests", "fuzz")


def write(kind, loader, name, j):
    folder = os.path.join(FUZZ, kind, loader)
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, name), "w") as f:
        f.write(j if isinstance(j, str) else json.dumps(j, indent=1) + "\n")


def simulate(*args):
    out = subprocess.run([CLI, "simulate", "--data", "data", "--json", *args], check=True,
                         capture_output=True, text=True).stdout
    j = json.loads(out)
    return {k: j[k] for k in ("run", "counts", "seconds", "wall_seconds")}


# ---- sweep spaces ------------------------------------------------------------------------
write("corpus", "sweep", "fixture-2x3.json",
      {"games": 2, "seed": 1, "players": 2, "max_rounds": 30,
       "parameters": {"game.hand_size": [3, 4], "game.starting_resources": [1, 2, 3]}})
write("corpus", "sweep", "matchups.json",
      {"games": 4, "players": [2, 4], "matchups": ["random", "heuristic", "eager"]})
write("corpus", "sweep", "rulesets.json",
      {"games": 1, "ruleset": ["standard", "classic"], "scenario": "supremacy",
       "bots": ["random", "heuristic,random"], "checks": False})
write("corpus", "sweep", "king-of-eden.json",
      {"games": 1, "scenario": "king-of-eden", "players": [3, 4], "seed": 18446744073709551615})
# Item 2: 2^30 games x 4 settings wrapped to 0 in an int; ten lists of ten values asked for
# 10^10 settings (6 GB) before any check.
write("regressions", "sweep", "games-2pow30-times-4.json",
      {"games": 1073741824, "players": [2, 3, 4, 5]})
write("regressions", "sweep", "settings-times-games-over-1e8.json",
      {"games": 10000000, "parameters": {"game.hand_size": list(range(1, 12))}})
write("regressions", "sweep", "settings-10pow10.json",
      {"games": 1, "parameters": {"p%d" % i: list(range(10)) for i in range(10)}})
# Item 8: numbers that do not fit were truncated (4 294 967 297 games played 1).
write("regressions", "sweep", "games-2pow32-plus-1.json", {"games": 4294967297})
write("regressions", "sweep", "max-rounds-2pow32-plus-100.json", {"max_rounds": 4294967396})
write("regressions", "sweep", "players-2pow32-plus-2.json", {"players": 4294967298})
write("regressions", "sweep", "games-float.json", '{"games": 2.5}\n')
write("regressions", "sweep", "seed-minus-1.json", {"seed": -1})
write("regressions", "sweep", "seed-2pow64.json", '{"seed": 18446744073709551616}\n')
write("regressions", "sweep", "seed-1e23.json", '{"seed": 1e23}\n')
# Item 8: matchups of one kind played plain games under a matchups label.
write("regressions", "sweep", "matchups-random-random.json", {"matchups": ["random", "random"]})
write("regressions", "sweep", "unknown-ruleset.json", {"ruleset": ["standard", "atlantis"]})
write("regressions", "sweep", "unknown-bot.json", {"matchups": ["random", "wizard"]})

# ---- merge inputs ------------------------------------------------------------------------
two = [simulate("--games", "4", "--players", "2", "--seed", "3", "--max-rounds", "8",
                "--shard", "%d/2" % k) for k in (1, 2)]
koe = [simulate("--games", "5", "--players", "3", "--seed", "5", "--scenario", "king-of-eden",
                "--bots", "heuristic", "--max-rounds", "6", "--check-replay",
                "--shard", "%d/3" % k) for k in (1, 2, 3)]
whole = simulate("--games", "3", "--players", "2", "--seed", "9", "--bots", "random,heuristic",
                 "--max-rounds", "6")
write("corpus", "merge", "two-shards.json", two)
write("corpus", "merge", "king-of-eden-three-shards.json", koe)
write("corpus", "merge", "whole-run-matchups.json", [whole])
write("regressions", "merge", "ok-two-shards.json", two)


def spoiled(name, shards, change):
    shards = copy.deepcopy(shards)
    change(shards)
    write("regressions", "merge", name, shards)


def set_shard(text):
    return lambda s: s[0]["run"].__setitem__("shard", text)


def set_count(key, value, i=0):
    return lambda s: s[i]["counts"].__setitem__(key, value)


# Item 6: a lone "1/0" printed as a whole run; "1/1" and "2/1" counted the games twice.
spoiled("shard-1-of-0.json", [two[0]], set_shard("1/0"))
spoiled("shards-1-of-1-and-2-of-1.json", two,
        lambda s: (s[0]["run"].__setitem__("shard", "1/1"), s[1]["run"].__setitem__("shard", "2/1")))
spoiled("shard-not-a-number.json", two, set_shard("one/2"))
spoiled("shard-given-twice.json", [two[0], two[0], two[1]], lambda s: None)
spoiled("shard-missing.json", [two[0]], lambda s: None)
# Item 6: counts never checked against the games.
spoiled("games-negative.json", two, set_count("games", -2))
spoiled("games-3e9.json", two, set_count("games", 3000000000))
spoiled("games-string.json", two, set_count("games", "two"))
spoiled("games-not-the-slice.json", two, set_count("games", 1))
spoiled("wins-more-than-games.json", two,
        lambda s: s[0]["counts"].__setitem__("wins_by_seat", [7, 0]))
spoiled("finished-more-than-games.json", two, set_count("finished", 9))
spoiled("violations-more-than-games.json", two, set_count("violations", 5))
spoiled("civ-wins-more-than-civ-games.json", two,
        lambda s: s[0]["counts"]["wins_by_civ"].__setitem__(
            next(iter(s[0]["counts"]["games_by_civ"])), 99))
spoiled("counts-missing.json", two, lambda s: s[1].pop("counts"))
spoiled("finished-rounds-wrong-total.json", two, set_count("finished_rounds", []))
spoiled("different-run.json", two, lambda s: s[1]["run"].__setitem__("seed", 4))
spoiled("run-scenario-missing.json", two,
        lambda s: [x["run"].pop("scenario") for x in s])
spoiled("violation-game-outside-shard.json", two,
        lambda s: (s[0]["counts"].__setitem__("violations", 1),
                   s[0]["counts"].__setitem__("first_violations", [[3, "seed 6, action 1: x"]])))
write("regressions", "merge", "not-a-list.json", two[0])
