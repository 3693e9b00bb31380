// A dragon attack on the dragons' state (000 "Mechanics", King of Eden; RULES.md §4 "A dragon
// attack", "Dragon conquest"): the hand's dragons in play then discarded, the King of Eden back
// beside the Heart, a territory taken, every dragon card counted throughout.
#include <catch2/catch.hpp>

#include <filesystem>
#include "support/dragon_fixture.hpp"

#include "data/data_files.hpp"
#include "eden/dragons/attack.hpp"
#include "support/map_builders.hpp"

using namespace eden;
using eden_test::king_of_eden_deck;
using namespace eden_test::map_builders;

TEST_CASE(
    "RULES.md 4 A dragon attack: on base defense the hand's dragons are in play, then "
    "discarded, every card stays counted",
    "[dragons][dragon-attack]") {
    const Map map = heart_only();
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
        CAPTURE(seed);
        Rng rng(seed);
        DragonState d = start_dragons(king_of_eden_deck(), *map.heart(), rng);
        const DragonHandResult r = dragons_play_on_base_defense(d, king_of_eden_deck(), map, rng);
        CHECK(d.in_play.size() == r.front.dragons.size());
        CHECK(d.piles.hand.empty());  // 000: the whole hand is played, never stopping early
        CHECK(r.strength == dragon_side_strength(king_of_eden_deck(), r.front));
        CHECK_FALSE(dragon_inconsistency(d, king_of_eden_deck(), 2));
        dragons_clear_fronts(d, king_of_eden_deck());
        CHECK(d.in_play.empty());
        CHECK(d.piles.deck.size() + d.piles.discard.size() == 59);
        CHECK_FALSE(dragon_inconsistency(d, king_of_eden_deck(), 2));
    }
}

TEST_CASE("000 King of Eden: never discarded, back beside the Heart after the battle",
          "[dragons][dragon-attack]") {
    Rng rng(2);
    DragonState d = start_dragons(king_of_eden_deck(), Hex{0, 0}, rng);
    d.in_play = {king_of_eden_deck().king};
    dragons_draw(d.piles, 1, rng);
    d.in_play.push_back(d.piles.hand.back());
    d.piles.hand.pop_back();
    dragons_clear_fronts(d, king_of_eden_deck());
    CHECK(d.piles.discard.size() == 1);
    CHECK(d.piles.discard.front() != king_of_eden_deck().king);
    CHECK_FALSE(dragon_inconsistency(d, king_of_eden_deck(), 2));
}

TEST_CASE(
    "000 Mechanics: the dragons take a territory, its resources and portal destroyed, the King "
    "counts every dragon territory but the Heart, cut-off ones too (U105)",
    "[dragons][dragon-attack]") {
    Map map = heart_only();
    put(map, {1, 0}, TileColor::grey);
    put_portal(map, {2, 0}, 1);
    put(map, {-1, 0}, TileColor::green);
    TerritoryResources resources;
    resources[{2, 0}].add(TileColor::white, 2);
    Control control{{{1, 0}, 0}, {{2, 0}, 1}};
    Rng rng(1);
    DragonState d = start_dragons(king_of_eden_deck(), *map.heart(), rng);
    CHECK(dragon_territories_besides_heart(d, map) == 0);

    CHECK(dragons_take(d, map, resources, control, {-1, 0}) == kNoPlayer);  // wild
    CHECK(dragons_take(d, map, resources, control, {2, 0}) == 1);
    CHECK(map.at({2, 0})->portal_destroyed);
    CHECK(resources.empty());
    CHECK(control.count({2, 0}) == 0);
    CHECK(d.territories == std::set<Hex>{{0, 0}, {-1, 0}, {2, 0}});
    CHECK_FALSE(dragon_territory_problem(d, map, control));
    // (2,0) is cut off from the Heart by the player's (1,0): it still counts.
    CHECK(dragon_territories_besides_heart(d, map) == 2);
    // The Heart lost: every dragon territory left counts.
    d.territories.erase(Hex{0, 0});
    CHECK(dragon_territories_besides_heart(d, map) == 2);
}

TEST_CASE(
    "RULES.md 4 Support: the players controlling a territory touching the attacked one may "
    "support, not the defender, not an eliminated player",
    "[dragons][dragon-attack]") {
    Map map = heart_only();
    put(map, {1, 0});   // attacked, Alice's
    put(map, {2, 0});   // Alice's
    put(map, {1, -1});  // Bob's, touches (1,0)
    put(map, {2, -1});  // Carol's, touches (1,0)
    put(map, {3, -1});  // Dave's, does not touch (1,0)
    put(map, {1, 1});   // wild
    const Control control{{{1, 0}, 0}, {{2, 0}, 0}, {{1, -1}, 1}, {{2, -1}, 2}, {{3, -1}, 3}};
    CHECK(dragon_support_candidates(map, control, {1, 0}, 0, {false, false, false, false}) ==
          std::vector<int>{1, 2});
    CHECK(dragon_support_candidates(map, control, {1, 0}, 0, {false, false, true, false}) ==
          std::vector<int>{1});
}

TEST_CASE(
    "RULES.md 4 Players attacking dragon territories: the dragons' base defense, 5 less when "
    "cut off from the Heart",
    "[dragons][dragon-attack]") {
    Map map = heart_only();
    put(map, {1, 0});
    put(map, {2, 0});
    put(map, {-1, 0});
    put(map, {-2, 0});
    Rng rng(1);
    DragonState d = start_dragons(king_of_eden_deck(), *map.heart(), rng);
    d.territories = {{0, 0}, {1, 0}, {2, 0}, {-2, 0}};  // (-2,0) is cut off by (-1,0)
    CHECK(dragon_territory_defense_of(d, king_of_eden_deck(), map, {2, 0}) == 5);
    CHECK(dragon_territory_defense_of(d, king_of_eden_deck(), map, {-2, 0}) == 0);
    d.base_defense = 9;  // round 5
    CHECK(dragon_territory_defense_of(d, king_of_eden_deck(), map, {1, 0}) == 9);
    CHECK(dragon_territory_defense_of(d, king_of_eden_deck(), map, {-2, 0}) == 4);
}
