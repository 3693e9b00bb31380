// The heuristic bot's choices that decide how long a game lasts
// (benchmarks/reports/2026-11-27-game-length.md): it marches on an enemy portal rather than on a
// pile of resources.
//
// Positions: data/maps/two_players.json with the designed Worlds (designed_bare_expansion):
// Alice (seat 0) holds her portal (4,-2), (3,-2) and (3,-1), Bob (seat 1) his portal (-4,2),
// (-3,1) and (-3,2). Each starts from Alice's first attack subphase with every card put away
// and no resources on the map.
#include <catch2/catch.hpp>

#include "bots/bot.hpp"
#include "support/conquest_fixture.hpp"

using namespace eden;
using namespace eden_test;
using nlohmann::json;

namespace {

Action choices_heuristic(const GameState& s) {
    auto bot = bots::make_bot("heuristic", 1);
    return bot->choose(s, s.pending());
}

}  // namespace

TEST_CASE(
    "The heuristic bot attacks a step closer to the enemy portal rather than a pile of "
    "resources",
    "[bots]") {
    // Alice also holds (2,-1): she may attack the wild (2,-2) (base defense 1, 6 steps from
    // Bob's portal) on which 30 crystal shards lie, or the wild (1,-1) and (1,0) (base defense 3,
    // 5 steps from it). Her Mountain King and Iron Golem take any of them. In a long game the
    // bots fought over such piles (hundreds of resources, worth no more to a taker than the 5 a
    // territory bonus needs) instead of marching on a portal, and a quarter of the 4-player games
    // were undecided at round 60.
    const Hex pile{2, -2};
    GameState s = edited(designed_bare_expansion({"mountain_clans", "free_cities"}), [&](json& j) {
        set_control(j, Hex{2, -1}, 0);
        set_resources(j, pile, TileColor::white, 30);
        give_card(j, 0, "mountain_king", "hand");
        give_card(j, 0, "iron_golem", "hand");
    });
    REQUIRE(s.pending().kind == DecisionKind::attack_subphase);
    const Action a = choices_heuristic(s);
    REQUIRE(std::holds_alternative<OpenFront>(a));
    const Hex target = std::get<OpenFront>(a).frontier.enemy;
    CHECK(target != pile);
    CHECK((target == Hex{1, -1} || target == Hex{1, 0}));
}
