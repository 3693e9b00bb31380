#!/usr/bin/env python3
"""Writes the hand-made regression inputs of issue 20 into tests/fuzz/regressions/<loader>/.

Each is a real file of data/ (or a save) with one defect the fuzzers or a person found: the
loader must refuse it with "file: /pointer: problem", never crash. Crashes found by libFuzzer
are copied in as they are (crash-<sha1>); this script only makes the named ones.
Run from the repository's root: python3 tests/fuzz/make_regressions.py [SAVE.json]
"""
import json, os, sys

ROOT = os.path.join("tests", "fuzz", "regressions")


def write(loader, name, text):
    os.makedirs(os.path.join(ROOT, loader), exist_ok=True)
    with open(os.path.join(ROOT, loader, name), "w") as f:
        f.write(text)


def load(path):
    with open(path) as f:
        return json.load(f)


def dumps(j):
    return json.dumps(j, indent=1)


DEEP = "[" * 20000  # issue 20 item 4: a million crashed; the depth limit stops at 64
BIG = "9" * 400      # item 1: a 400-digit integer

# ---- maps -----------------------------------------------------------------------------
m = load("data/maps/two_players.json")
for name, q in [("q-int-max.json", 2147483647), ("q-2pow32-plus-1.json", 4294967297),
                ("q-uint64-max.json", 18446744073709551615)]:
    j = json.loads(json.dumps(m)); j["tiles"][1]["q"] = q; write("map", name, dumps(j))
j = json.loads(json.dumps(m)); j["tiles"][1]["colour"] = j["tiles"][1].pop("color")
write("map", "misspelled-tile-key.json", dumps(j))
j = json.loads(json.dumps(m)); j["tiles"][1]["enregy_rich"] = True
write("map", "unknown-tile-key.json", dumps(j))
text = dumps(m).replace('"kind": "heart"', '"kind": "heart", "kind": "portal"', 1)
write("map", "duplicate-key.json", text)
write("map", "number-1e400.json", dumps(m).replace('"q": 0', '"q": 1e400', 1))
write("map", "number-63e+937.json", dumps(m).replace('"r": 0', '"r": 63e+937', 1))
write("map", "integer-400-digits.json", dumps(m).replace('"q": 0', '"q": ' + BIG, 1))
tiles = [{"q": 0, "r": 0, "kind": "heart"}] + [
    {"q": i % 40 - 20, "r": i // 40 + 1, "kind": "ordinary", "color": "green"} for i in range(1000)]
write("map", "too-many-tiles-1001.json", json.dumps({"name": "big", "tiles": tiles}))
write("map", "deep-name.json", '{"name": ' + DEEP + ', "tiles": []}')

# ---- rulesets ---------------------------------------------------------------------------
r = load("data/rulesets/standard.json")
first = next(iter(r["parameters"]))
for name, value in [("number-1e400.json", "1e400"), ("integer-400-digits.json", BIG),
                    ("int-2pow32-plus-3.json", "4294967299"),
                    ("uint64-max.json", "18446744073709551615"), ("deep-value.json", DEEP)]:
    j = json.loads(json.dumps(r)); j["parameters"][first]["value"] = "@@"
    write("ruleset", name, dumps(j).replace('"@@"', value))
write("ruleset", "duplicate-key.json", dumps(r).replace('"id": "standard"',
                                                        '"id": "standard", "id": "other"', 1))

# ---- scenarios --------------------------------------------------------------------------
s = load("data/scenarios/unbalance.json")
j = json.loads(json.dumps(s)); j["set"]["map.blind_placement"] = "@@"
write("scenario", "deep-parameter.json", dumps(j).replace('"@@"', DEEP))
write("scenario", "number-63e+937.json", dumps(j).replace('"@@"', "63e+937"))
write("scenario", "duplicate-key.json", dumps(s).replace('"set":', '"set": {}, "set":', 1))

# ---- cards ------------------------------------------------------------------------------
c = load("data/civilizations/beast_tribes.json")
for name, value in [("cost-2pow32-plus-3.json", "4294967299"), ("cost-uint64-max.json",
                    "18446744073709551615"), ("cost-1e400.json", "1e400"),
                    ("cost-deep.json", DEEP), ("cost-400-digits.json", BIG)]:
    j = json.loads(json.dumps(c)); j["units"][0]["cost"] = "@@"
    write("cards", name, dumps(j).replace('"@@"', value))
write("cards", "duplicate-key.json", dumps(c).replace('"id": "beast_tribes"',
                                                      '"id": "beast_tribes", "id": "x"', 1))

# ---- dragons ----------------------------------------------------------------------------
d = load("data/dragons/king_of_eden.json")
j = json.loads(json.dumps(d)); j["hand_size"] = "@@"
write("dragons", "hand-size-1e400.json", dumps(j).replace('"@@"', "1e400"))
write("dragons", "hand-size-2pow32-plus-5.json", dumps(j).replace('"@@"', "4294967301"))
write("dragons", "deep-target.json", dumps(j).replace('"@@"', DEEP))
write("dragons", "duplicate-key.json", dumps(d).replace('"king":', '"king": "x", "king":', 1))

# ---- actions ----------------------------------------------------------------------------
write("actions", "place-tile-int-max.json", json.dumps(
    {"players": 3, "actions": [{"type": "place_tile", "q": 2147483647, "r": 2147483647}]}))
write("actions", "ok-illegal-actions-refused.json", json.dumps(
    {"players": 2, "actions": [{"type": "done"}, {"type": "remove_portal"},
                               {"type": "place_tile", "q": 40, "r": -40}]}))

# ---- saves ------------------------------------------------------------------------------
if len(sys.argv) > 1:
    save = load(sys.argv[1])
    j = json.loads(json.dumps(save)); j["version"] = "@@"
    write("save", "version-2pow32-plus-1.json", dumps(j).replace('"@@"', "4294967297"))
    write("save", "seed-1e400.json", dumps(save).replace('"seed": ', '"seed": 1e400, "x": ', 1))
    j = json.loads(json.dumps(save))
    next(a for a in j["actions"] if "q" in a)["q"] = 2147483647
    write("save", "action-q-int-max.json", dumps(j))
    write("save", "duplicate-key.json", dumps(save).replace('"actions":', '"actions": [], "actions":', 1))
    seats = ["human"] * len(save["setup"]["players"])
    j = {"format": "eden-app-game", "seats": seats[:-1] + ["robot"], "save": save}
    write("save", "app-wrapper-bad-seat.json", dumps(j))
    j = {"format": "eden-app-game", "seats": seats, "save": save, "extra": 1}
    write("save", "app-wrapper-unknown-key.json", dumps(j))
    j = {"format": "eden-app-game", "seats": seats, "save": save, "colours": [0, 1, 2, 99][:len(seats)]}
    write("save", "app-wrapper-bad-colour.json", dumps(j))
    j = {"format": "eden-app-game", "seats": seats, "save": save,
         "colours": list(range(len(seats)))}
    write("save", "ok-app-game-file.json", dumps(j))
    j = json.loads(json.dumps(save)); j["snapshot"]["round"] = "@@"
    write("save", "snapshot-deep.json", dumps(j).replace('"@@"', DEEP))
write("save", "number-1e400.json", '{"format": "battle-for-eden-save", "version": 1e400}')
write("save", "integer-400-digits.json", '{"format": "battle-for-eden-save", "version": ' + BIG + '}')
write("save", "deep.json", DEEP)
with open(os.path.join(ROOT, "save", "not-utf8.json"), "wb") as f:
    f.write(b'{"format": "\xff\xfe"}')
