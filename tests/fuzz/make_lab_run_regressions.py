#!/usr/bin/env python3
"""Writes the inputs of the lab_run loader (issue 40 item 2: the runs the app's lab saved) into
tests/fuzz/corpus/lab_run/ (good files the fuzzer starts from) and
tests/fuzz/regressions/lab_run/ (each must be refused with "file: /pointer: problem"; an ok-*
file read).

It spoils real saved runs: hand it two reports the lab's "Save results" wrote (each game's
outcome after simulate's report), the first of King of Eden with a game not played (a run
cancelled), the second of two players whose every game finished:
  python3 tests/fuzz/make_lab_run_regressions.py KING_OF_EDEN.json TWO_PLAYERS.json
"""
import copy, json, os, sys

FUZZ = os.path.join("tests", "fuzz")
koe = json.load(open(sys.argv[1]))
two = json.load(open(sys.argv[2]))


def text(j):
    """As the lab writes it: the report indented, a game a line."""
    j = copy.deepcopy(j)
    outcomes = j.get("outcomes")
    if not (isinstance(outcomes, dict) and isinstance(outcomes.get("games"), list)
            and "columns" in outcomes and "civs" in outcomes and len(outcomes) == 3):
        return json.dumps(j, indent=2) + "\n"  # no lines to write (or spoiled beyond them)
    del j["outcomes"]
    out = json.dumps(j, indent=2)
    games = ",\n      ".join(json.dumps(g, separators=(",", ":")) for g in outcomes["games"])
    return (out[:-2] + ',\n  "outcomes": {\n    "columns": ' +
            json.dumps(outcomes["columns"], separators=(",", ":")) + ',\n    "civs": ' +
            json.dumps(outcomes["civs"], separators=(",", ":")) + ',\n    "games": [\n      ' +
            games + "\n    ]\n  }\n}\n")


def write(kind, name, j):
    folder = os.path.join(FUZZ, kind, "lab_run")
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, name), "w") as f:
        f.write(j if isinstance(j, str) else text(j))


def spoiled(name, report, change):
    j = copy.deepcopy(report)
    change(j)
    write("regressions", name, j)


old = copy.deepcopy(two)
del old["outcomes"]  # saved before the lab kept each game's outcome; simulate --json prints it so

write("corpus", "king-of-eden-cancelled.json", koe)
write("corpus", "two-players.json", two)
write("corpus", "without-outcomes.json", old)
write("regressions", "ok-king-of-eden-cancelled.json", koe)
write("regressions", "ok-without-outcomes.json", old)


def games(j):
    return j["outcomes"]["games"]


# A game's line: each value within the run's seats, cap and the Worlds' table.
spoiled("winner-seat-2-of-2.json", two, lambda j: games(j)[0].__setitem__(5, [2]))
spoiled("winner-twice.json", two, lambda j: games(j)[0].__setitem__(5, [0, 0]))
spoiled("winner-minus-1.json", two, lambda j: games(j)[0].__setitem__(5, [-1]))
spoiled("winners-more-than-seats.json", two, lambda j: games(j)[0].__setitem__(5, [0, 1, 0]))
spoiled("world-index-past-table.json", two, lambda j: games(j)[1][0].__setitem__(1, 99))
spoiled("world-index-2pow32.json", two, lambda j: games(j)[1][0].__setitem__(1, 4294967296))
spoiled("one-world-for-two-seats.json", two, lambda j: games(j)[1].__setitem__(0, [0]))
spoiled("first-player-seat-5.json", two, lambda j: games(j)[0].__setitem__(1, 5))
spoiled("finished-2.json", two, lambda j: games(j)[0].__setitem__(2, 2))
spoiled("rounds-past-cap.json", two, lambda j: games(j)[0].__setitem__(3, 10 ** 6))
spoiled("rounds-float.json", two, lambda j: games(j)[0].__setitem__(3, 2.5))
spoiled("actions-2pow31.json", two, lambda j: games(j)[0].__setitem__(4, 2 ** 31))
spoiled("line-too-short.json", two, lambda j: games(j).__setitem__(0, games(j)[0][:5]))
spoiled("line-a-string.json", two, lambda j: games(j).__setitem__(0, "won"))
spoiled("games-one-missing.json", two, lambda j: games(j).pop())
spoiled("games-one-too-many.json", two, lambda j: games(j).append(None))
spoiled("games-not-a-list.json", two, lambda j: j["outcomes"].__setitem__("games", {}))
spoiled("columns-of-another-version.json", two,
        lambda j: j["outcomes"].__setitem__("columns", ["civs", "winners"]))
spoiled("outcomes-unknown-key.json", two, lambda j: j["outcomes"].__setitem__("seeds", []))
spoiled("outcomes-a-list.json", two, lambda j: j.__setitem__("outcomes", []))
spoiled("world-twice-in-table.json", two,
        lambda j: j["outcomes"]["civs"].append(j["outcomes"]["civs"][0]))
spoiled("world-empty-id.json", two, lambda j: j["outcomes"]["civs"].__setitem__(0, ""))
# The outcomes against the counts the charts are drawn from.
spoiled("outcomes-fewer-games-than-counts.json", koe, lambda j: games(j).__setitem__(0, None))
spoiled("outcomes-other-winner-than-counts.json", two, lambda j: games(j)[0].__setitem__(5, [1]))
spoiled("outcomes-other-actions-than-counts.json", two, lambda j: games(j)[0].__setitem__(4, 1))
# The run and its counts, as eden-cli compare and merge read them.
spoiled("run-missing.json", two, lambda j: j.pop("run"))
spoiled("run-players-9.json", two, lambda j: j["run"].__setitem__("players", 9))
spoiled("run-total-games-0.json", two, lambda j: j["run"].__setitem__("total_games", 0))
spoiled("run-total-games-missing.json", two, lambda j: j["run"].pop("total_games"))
spoiled("run-unknown-ruleset.json", two, lambda j: j["run"].__setitem__("ruleset", "atlantis"))
spoiled("run-unknown-bot.json", two, lambda j: j["run"].__setitem__("bots", ["wizard"]))
spoiled("run-seed-minus-1.json", two, lambda j: j["run"].__setitem__("seed", -1))
spoiled("counts-missing.json", two, lambda j: j.pop("counts"))
spoiled("counts-wins-more-than-games.json", two,
        lambda j: j["counts"].__setitem__("wins_by_seat", [9, 0]))
spoiled("wall-seconds-negative.json", two, lambda j: j.__setitem__("wall_seconds", -1))
# A run of more games than outcomes are kept for, with outcomes.
spoiled("outcomes-of-a-run-too-long.json", old, lambda j: (
    j["run"].__setitem__("total_games", 200001),
    j.__setitem__("outcomes", {"columns": two["outcomes"]["columns"], "civs": [], "games": []})))
write("regressions", "not-an-object.json", "[1, 2]\n")
