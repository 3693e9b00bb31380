// The `edition-fr` ruleset (issue 37; seed 004, RULES.md §6), its first rules: the setup's troops
// and wild markers (F1), the round (F2), the economy (F3), the markers fought and beaten (F5,
// F9) and Logistique's new troops (F8). Each test quotes the sentence of 004 it checks.
#include <algorithm>
#include <catch2/catch.hpp>
#include <map>
#include <set>

#include "data/data_files.hpp"
#include "data/game_data.hpp"
#include "eden/battle/attack_preview.hpp"
#include "eden/conquest/production.hpp"
#include "eden/conquest/troops.hpp"
#include "eden/core/data_error.hpp"
#include "eden/core/invariants.hpp"
#include "eden/map/placement_rules.hpp"
#include "support/conquest_fixture.hpp"
#include "support/passive_play.hpp"
#include "support/shipped_data.hpp"

using namespace eden;
using namespace eden_test;

namespace {

Rules edition_fr_rules() {
    return eden::test::shipped_data().rulesets.at("edition-fr").rules;
}

// The first round's Production phase has begun: every player is settled.
bool in_first_round(const GameState& s) {
    return s.phase() == Phase::conquest && s.conquest().round >= 1;
}

// Path distance from `at` to the nearest tile holding troops, through placed tiles; -1 if none
// is reachable. Counted here on its own, not with the engine's search.
int rings_from_troops(const GameState& s, Hex at) {
    std::map<Hex, int> seen{{at, 0}};
    std::vector<Hex> queue{at};
    for (std::size_t i = 0; i < queue.size(); ++i) {
        const Hex h = queue[i];
        if (troops_on(s, h) > 0) return seen[h];
        for (Hex n : s.map().placed_neighbours(h))
            if (seen.emplace(n, seen[h] + 1).second) queue.push_back(n);
    }
    return -1;
}

Tile coloured(TileColor c) {
    return Tile::ordinary(c);
}

// Removes the wild marker of `at` from a state's JSON.
void drop_marker(nlohmann::json& state, Hex at) {
    auto& list = state.at("conquest").at("troops").at("wild_markers");
    for (std::size_t i = 0; i < list.size(); ++i)
        if (list[i].at("q") == at.q && list[i].at("r") == at.r) {
            list.erase(i);
            return;
        }
}

}  // namespace

TEST_CASE("edition-fr lists every parameter with 004's words and is kept out of a person's choices",
          "[rules][edition-fr]") {
    const Ruleset& r = eden::test::shipped_data().rulesets.at("edition-fr");
    CHECK(r.name == "French edition (004)");
    REQUIRE(r.descriptions.size() == parameter_table().size());
    for (const auto& [id, desc] : r.descriptions) {
        CAPTURE(id);
        const bool says_004 =
            desc.find("004") != std::string::npos || desc.find("RULES.md §6") != std::string::npos;
        const bool unused = desc.rfind("Not used", 0) == 0 || desc.rfind("Not 004's yet", 0) == 0;
        CHECK((says_004 || unused));
    }
    // Still being built: the file says what is missing, and the app's lists leave it out.
    CHECK(r.in_progress.find("F4") != std::string::npos);
    CHECK(r.scenarios == std::vector<std::string>{"supremacy"});

    // A person may not switch 004's rules on over another ruleset while they are unfinished.
    const auto& data = eden::test::shipped_data();
    CHECK_THROWS_AS(
        data::resolve_rules(data, "standard", "supremacy", "", {"troops.wild_markers=[2,4]"}),
        DataError);
    CHECK_THROWS_AS(
        data::resolve_rules(data, "classic", "supremacy", "", {"game.pure_energy=refined"}),
        DataError);
    // The ruleset's own file plays them.
    CHECK(data::resolve_rules(data, "edition-fr", "supremacy", "", {}).wild_markers ==
          std::vector<int>{2, 4, 6, 8});
}

TEST_CASE("A ruleset's in_progress, when given, says what is missing", "[rules][edition-fr]") {
    nlohmann::json j =
        data::english_only(data::read_json_file(EDEN_SOURCE_DATA_DIR "/rulesets/edition-fr.json"));
    j["in_progress"] = "";
    CHECK_THROWS_WITH(ruleset_from_json(j, "edition-fr.json"),
                      Catch::Contains("/in_progress") && Catch::Contains("still missing"));
    j["in_progress"] = 3;
    CHECK_THROWS_AS(ruleset_from_json(j, "edition-fr.json"), DataError);
    j.erase("in_progress");
    CHECK(ruleset_from_json(j, "edition-fr.json").in_progress.empty());
}

TEST_CASE(
    "004 Conquête, Mise en place: \"Placer au centre de chaque tuile portail un cube de la "
    "couleur correspondante, et au centre de chaque tuile directement au contact de celle-ci "
    "deux cubes de la même couleur\" (RULES.md §6 F1)",
    "[troops][settling][edition-fr]") {
    for (int players : {2, 3, 4, 6}) {
        CAPTURE(players);
        GameState s(conquest_setup(players, edition_fr_rules()));
        const std::vector<Event> events = pass_checking_invariants(s, in_first_round);
        for (int p = 0; p < players; ++p) {
            CAPTURE(p);
            const Hex portal = *s.map().portal_of(p);
            CHECK(troops_on(s, portal) == 1);
            CHECK(s.control().at(portal) == p);
            for (Hex h : s.map().placed_neighbours(portal)) {
                CHECK(troops_on(s, h) == 2);
                CHECK(s.control().at(h) == p);
            }
        }
        // Nothing was asked of anyone about them: no troop was placed one at a time.
        CHECK_FALSE(has_event<TroopsPlaced>(
            events, [](const TroopsPlaced& e) { return e.count != 1 && e.count != 2; }));
    }
}

TEST_CASE(
    "004 Conquête, Mise en place: \"d'abord un marqueur de valeur 2 sur chaque tuile adjacente à "
    "des cubes de couleur, ensuite un marqueur de valeur 4 ... puis un marqueur de valeur 8 sur "
    "chaque tuile restante\" (RULES.md §6 F1)",
    "[troops][settling][edition-fr]") {
    for (int players : {2, 3, 4, 6}) {
        CAPTURE(players);
        GameState s(conquest_setup(players, edition_fr_rules()));
        const std::vector<Event> events = pass_checking_invariants(s, in_first_round);
        const auto& markers = s.conquest().wild_markers;
        int without_troops = 0;
        for (const auto& [hex, tile] : s.map().tiles()) {
            CAPTURE(hex);
            if (troops_on(s, hex) > 0) {
                CHECK_FALSE(markers.contains(hex));  // "chaque tuile ne comportant pas de cube"
                continue;
            }
            ++without_troops;
            const int ring = rings_from_troops(s, hex);
            const int expected = ring < 0 ? 8 : std::min(ring, 4) * 2;
            REQUIRE(wild_marker_on(s, hex).has_value());
            CHECK(*wild_marker_on(s, hex) == expected);
        }
        CHECK(static_cast<int>(markers.size()) == without_troops);
        // The Heart is a tile without cubes: it has its marker too.
        CHECK(markers.contains(*s.map().heart()));
        CHECK(has_event<WildMarkersLaid>(events, [&](const WildMarkersLaid& e) {
            return e.territories == without_troops && e.lowest == 2 && e.highest == 8;
        }));
    }
}

TEST_CASE(
    "004 Comment construire la carte: \"les tuiles portail comptent\" for energy-rich "
    "territories, as their owner's colour (RULES.md §6)",
    "[map][richness][edition-fr]") {
    Rules rules = edition_fr_rules();
    rules.richness_min_colours = 4;
    // (1,0) touches green, red and grey tiles and seat 0's portal; seat 0 is yellow.
    Map m;
    m.place({1, 0}, coloured(TileColor::black));
    m.place({2, 0}, coloured(TileColor::green));
    m.place({2, -1}, coloured(TileColor::red));
    m.place({1, -1}, coloured(TileColor::grey));
    m.place({0, 0}, Tile::portal(0));
    const std::vector<TileColor> yellow_seat{TileColor::yellow};
    CHECK(qualifies_for_richness_token(m, rules, {1, 0}, yellow_seat));
    SECTION("a portal of a colour already there adds nothing") {
        const std::vector<TileColor> green_seat{TileColor::green};
        CHECK_FALSE(qualifies_for_richness_token(m, rules, {1, 0}, green_seat));
    }
    SECTION("002 counts the portal as a type of its own, whoever owns it") {
        rules.portal_has_owner_colour = false;
        const std::vector<TileColor> green_seat{TileColor::green};
        CHECK(qualifies_for_richness_token(m, rules, {1, 0}, green_seat));
    }
}

TEST_CASE(
    "004 La phase de Production: \"1 stock d'énergie supplémentaire pour chacun de ces "
    "territoires qui est de sa couleur (y compris son portail)\" and \"1 unité d'énergie pure pour "
    "chaque 5 stocks ... 1 ... pour chaque territoire adjacent au Cœur d'Eden qu'il contrôle ... "
    "2 ... s'il contrôle le Cœur d'Eden\" (RULES.md §6 F3)",
    "[economy][production][edition-fr]") {
    // Seat 0's portal at (0,0); a chain (1,0) (2,0) (3,0) to the Heart at (4,0).
    Map m;
    m.place({0, 0}, Tile::portal(0));
    m.place({1, 0}, coloured(TileColor::red));
    m.place({2, 0}, coloured(TileColor::green));
    m.place({3, 0}, coloured(TileColor::black));
    m.place({4, 0}, Tile::heart());
    m.place({5, 0}, coloured(TileColor::grey));
    Control control{{{0, 0}, 0}, {{1, 0}, 0}, {{2, 0}, 0}, {{3, 0}, 0}};
    // The portal 1 + 1 of his colour, (1,0) 1 + 1 of his colour, (2,0) 1, (3,0) 1; 002 gives
    // the portal 1 only.
    CHECK(connected_production_for(m, control, 0, TileColor::red, true).resources == 6);
    CHECK(connected_production_for(m, control, 0, TileColor::red, false).resources == 5);
    // Pure energy: 6 stocks give 1; (3,0) touches the Heart: +1.
    CHECK(refined_pure_energy(m, control, 0, 6) == 2);
    CHECK(refined_pure_energy(m, control, 0, 4) == 1);
    control[{4, 0}] = 0;
    control[{5, 0}] = 0;
    // The Heart +2; (3,0) and (5,0) touch it: +2; 10 stocks: +2.
    CHECK(refined_pure_energy(m, control, 0, 10) == 6);
    // Control is enough for pure energy: 004 asks connection of the stocks only.
    control[{2, 0}] = 1;
    CHECK(refined_pure_energy(m, control, 0, 0) == 4);
    CHECK(refined_pure_energy(m, control, 1, 0) == 0);
}

TEST_CASE(
    "004 La phase de Production, in a game: each player's stocks and refined pure energy of the "
    "first round (RULES.md §6 F2, F3)",
    "[economy][production][edition-fr]") {
    GameState s(conquest_setup(3, edition_fr_rules()));
    pass_checking_invariants(s, in_first_round);
    const std::vector<Event> events = pass_checking_invariants(
        s, [](const GameState& g) { return g.conquest().step == ConquestStep::expansion; });
    // F2: the round opens with Production, then Expansion.
    CHECK(s.conquest().round == 1);
    for (int p = 0; p < 3; ++p) {
        CAPTURE(p);
        const TileColor colour = s.setup().players[static_cast<std::size_t>(p)].resource;
        const int stocks =
            connected_production_for(s.map(), s.control(), p, colour, true).resources;
        CHECK(s.conquest().players[static_cast<std::size_t>(p)].stock == stocks);
        const int pure = refined_pure_energy(s.map(), s.control(), p, stocks);
        CHECK(s.conquest().players[static_cast<std::size_t>(p)].pure_energy == pure);
        // The portal and the two tiles beside it, each 1, +1 for the portal of his colour.
        CHECK(stocks >= 4);
    }
}

TEST_CASE(
    "004 La phase de Logistique: \"Chaque joueur reçoit 2 nouvelles troupes, +1 s'il contrôle le "
    "Cœur d'Eden, et les place sur sa tuile portail\" (RULES.md §6 F8)",
    "[troops][logistics][edition-fr]") {
    GameState s(conquest_setup(2, edition_fr_rules()));
    pass_checking_invariants(s, [](const GameState& g) {
        return g.phase() == Phase::conquest && g.conquest().step == ConquestStep::purchasing &&
               g.conquest().current == 0;
    });
    bool heart = GENERATE(false, true);
    CAPTURE(heart);
    if (heart) {
        const Hex at = *s.map().heart();
        s = edited(s, [&](nlohmann::json& j) {
            set_control(j, at, 0);
            set_troops(j, at, 1);
            drop_marker(j, at);
        });
    }
    const Hex portal = *s.map().portal_of(0);
    const int before = troops_on(s, portal);
    const std::vector<Event> events = pass_checking_invariants(s, [](const GameState& g) {
        return g.conquest().step == ConquestStep::move_troops && g.conquest().current == 0;
    });
    const int expected = heart ? 3 : 2;
    CHECK(troops_on(s, portal) == before + expected);
    CHECK(has_event<TroopsPlaced>(events, [&](const TroopsPlaced& e) {
        return e.player == 0 && e.at == portal && e.count == expected;
    }));
    // Nothing is asked: the new troops were placed with no decision about them.
    CHECK(s.conquest().troops_left == 0);
}

TEST_CASE(
    "004 Cas particuliers: \"le combat se déroule comme s'il y avait un défenseur, avec autant de "
    "troupes sur le territoire que le nombre indiqué sur le marqueur\" - and a territory emptied "
    "of "
    "troops defends with 0 (RULES.md §6 F5, F9)",
    "[battle][forecast][edition-fr]") {
    GameState s(conquest_setup(2, edition_fr_rules()));
    pass_checking_invariants(s, [](const GameState& g) {
        return g.phase() == Phase::conquest && g.conquest().step == ConquestStep::expansion;
    });
    const int p = s.conquest().turn.player;
    const Hex portal = *s.map().portal_of(p);
    // A wild territory beside one of his: its marker is 2.
    std::optional<Frontier> front;
    for (Hex own : s.map().placed_neighbours(portal))
        for (Hex n : s.map().placed_neighbours(own))
            if (!s.control().contains(n) && !front) front = Frontier{own, n};
    REQUIRE(front);
    REQUIRE(wild_marker_on(s, front->enemy) == 2);
    const AttackPreview marked = preview_attack(s, p, *front);
    CHECK(marked.forecast.defender.total == 2);
    CHECK(std::any_of(marked.forecast.defender.items.begin(), marked.forecast.defender.items.end(),
                      [](const StrengthItem& x) { return x.is("strength.wild_marker"); }));

    // Without its marker (emptied of troops, F9): 0, however far from a portal.
    const GameState emptied = edited(s, [&](nlohmann::json& j) { drop_marker(j, front->enemy); });
    const AttackPreview bare = preview_attack(emptied, p, *front);
    CHECK(bare.forecast.defender.total == 0);
    CHECK(std::any_of(bare.forecast.defender.items.begin(), bare.forecast.defender.items.end(),
                      [](const StrengthItem& x) { return x.is("strength.no_wild_marker"); }));
}

TEST_CASE(
    "004 Cas particuliers: \"En cas de défaite du défenseur, le marqueur est retiré\" - the "
    "territory is the attacker's and its marker is gone (RULES.md §6 F5)",
    "[battle][edition-fr]") {
    // Random players until one takes a marked territory; every invariant holds on the way and
    // the log replays (random_playout_checked).
    bool seen = false;
    for (std::uint64_t seed = 1; seed <= 6 && !seen; ++seed) {
        const RandomPlayout game =
            random_playout_checked(conquest_setup(2, edition_fr_rules(), seed), seed, 3000);
        for (const Event& e : game.events)
            if (const auto* beaten = std::get_if<WildMarkerBeaten>(&e)) {
                seen = true;
                CHECK(beaten->value >= 2);
                CHECK(beaten->value <= 8);
                CHECK(beaten->value % 2 == 0);
            }
        if (!seen) continue;
        // Every territory anyone holds has lost its marker.
        for (const auto& [hex, owner] : game.state.control())
            CHECK_FALSE(wild_marker_on(game.state, hex).has_value());
    }
    CHECK(seen);
}

TEST_CASE("Wild markers are saved and loaded - and a marker on a held territory is refused",
          "[troops][json][edition-fr]") {
    GameState s(conquest_setup(2, edition_fr_rules()));
    pass_checking_invariants(s, in_first_round);
    REQUIRE_FALSE(s.conquest().wild_markers.empty());
    const GameState back = edited(s, [](nlohmann::json&) {});
    CHECK(back.conquest().wild_markers == s.conquest().wild_markers);

    const Hex portal = *s.map().portal_of(0);
    CHECK_THROWS_WITH(edited(s,
                             [&](nlohmann::json& j) {
                                 j.at("conquest")
                                     .at("troops")
                                     .at("wild_markers")
                                     .push_back({{"q", portal.q}, {"r", portal.r}, {"count", 2}});
                             }),
                      Catch::Contains("a territory someone controls"));
    CHECK_THROWS_WITH(edited(s,
                             [&](nlohmann::json& j) {
                                 j.at("conquest").at("troops").at("wild_markers")[0]["count"] = 5;
                             }),
                      Catch::Contains("troops.wild_markers does not have"));
}
