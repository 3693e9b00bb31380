// The dragons' territories, base defense and targets (000 "Mechanics", "Dragon target cards";
// RULES.md §4 "Dragons", "Dragon turn", "Players attacking dragon territories"; U99, U105), on a
// hand-built map of three arms out of the Heart that never touch each other:
//
//   east  (1,0) (2,0) (3,0) (4,0)   Alice, distances 1 2 3 4
//   south-west (-1,1) (-2,2) (-3,3) wild, Bob, Bob: distances 1 2 3
//   north (0,-1) (0,-2)             Bob, Carol: distances 1 2
#include <catch2/catch.hpp>

#include <filesystem>
#include "support/dragon_fixture.hpp"

#include "data/data_files.hpp"
#include "eden/dragons/targets.hpp"
#include "support/map_builders.hpp"

using namespace eden;
using namespace eden_test::map_builders;

namespace {

const DragonDeckDef& deck() {
    return eden_test::king_of_eden_deck();
}

const Hex kHeart{0, 0};
const Hex kE1{1, 0}, kE2{2, 0}, kE3{3, 0}, kE4{4, 0};
const Hex kW1{-1, 1}, kW2{-2, 2}, kW3{-3, 3};
const Hex kN1{0, -1}, kN2{0, -2};

const Map& arms() {
    static const Map m = [] {
        Map map = heart_only();
        put_line(map, kE1, {1, 0}, 4);
        put_line(map, kW1, {-1, 1}, 3);
        put_line(map, kN1, {0, -1}, 2);
        return map;
    }();
    return m;
}

DragonMapView view(std::set<Hex> dragons, std::set<int> attacked = {}) {
    DragonMapView v;
    v.map = &arms();
    v.dragons = std::move(dragons);
    v.players = {{kE1, 0}, {kE2, 0}, {kE3, 0}, {kE4, 0}, {kW2, 1}, {kW3, 1}, {kN1, 1}, {kN2, 2}};
    for (Hex h : v.dragons)
        v.players.erase(h);
    v.attacked_last_turn = std::move(attacked);
    return v;
}

using Hexes = std::vector<Hex>;

Hexes sorted(Hexes h) {
    std::sort(h.begin(), h.end());
    return h;
}

Hexes targets(int card, const DragonMapView& v) {
    return dragon_targets(deck().target(card), v);
}

}  // namespace

TEST_CASE(
    "RULES.md 4 Dragon turn: the attackable territories touch a dragon territory connected "
    "to the Heart",
    "[dragons][dragon-targets]") {
    CHECK(dragon_attackable(view({kHeart})) == sorted({kE1, kW1, kN1}));
    CHECK(dragon_attackable(view({kHeart, kE1, kW1})) == sorted({kE2, kW2, kN1}));
    // The Heart lost: nothing is connected, nothing is attacked.
    CHECK(dragon_attackable(view({kE1})).empty());
    CHECK(dragon_territories_connected(view({kE1})).empty());
}

TEST_CASE("000 Dragon target cards 1, 2: closest territories to the Heart, all ties",
          "[dragons][dragon-targets]") {
    CHECK(targets(1, view({kHeart})) == sorted({kE1, kW1, kN1}));
    CHECK(targets(2, view({kHeart, kE1, kW1})) == Hexes{kN1});
    CHECK(targets(1, view({kHeart, kE1, kW1, kN1})) == sorted({kE2, kW2, kN2}));
}

TEST_CASE("000 Dragon target card 5: furthest territories to the Heart, all ties",
          "[dragons][dragon-targets]") {
    CHECK(targets(5, view({kHeart})) == sorted({kE1, kW1, kN1}));
    CHECK(targets(5, view({kHeart, kE1, kW1})) == sorted({kE2, kW2}));
    CHECK(targets(5, view({kHeart, kE1, kE2, kN1})) == Hexes{kE3});
}

TEST_CASE(
    "000 Dragon target card 3: closest among players not attacked last turn, all players "
    "if none, never wild",
    "[dragons][dragon-targets]") {
    // Nobody attacked: players' territories only, the wild (-1,1) is not one.
    CHECK(targets(3, view({kHeart})) == sorted({kE1, kN1}));
    // Bob attacked last turn: Alice's closest.
    CHECK(targets(3, view({kHeart, kE1, kW1}, {1})) == Hexes{kE2});
    // Alice and Bob attacked, Carol has nothing attackable: every player's closest.
    CHECK(targets(3, view({kHeart, kE1, kW1}, {0, 1})) == Hexes{kN1});
}

TEST_CASE("000 Dragon target card 7: furthest among players not attacked last turn",
          "[dragons][dragon-targets]") {
    CHECK(targets(7, view({kHeart, kE1, kW1}, {0})) == Hexes{kW2});
    CHECK(targets(7, view({kHeart, kE1, kW1}, {1})) == Hexes{kE2});
    CHECK(targets(7, view({kHeart, kE1, kW1}, {0, 1, 2})) == sorted({kE2, kW2}));
}

TEST_CASE(
    "000 Dragon target cards 4, 6, 8: x2 selects again among the territories still "
    "attackable after the first attacks",
    "[dragons][dragon-targets]") {
    for (int card : {4, 6}) {
        CAPTURE(card);
        CHECK(deck().target(card).times == 2);
        CHECK(targets(card, view({kHeart})) == sorted({kE1, kW1, kN1}));
        // The dragons took (1,0) and (0,-1) but not the wild (-1,1): it is still the closest.
        CHECK(targets(card, view({kHeart, kE1, kN1})) == Hexes{kW1});
        // They took all three: the next ring.
        CHECK(targets(card, view({kHeart, kE1, kW1, kN1})) == sorted({kE2, kW2, kN2}));
    }
    CHECK(deck().target(8).times == 2);
    CHECK(targets(8, view({kHeart, kE1, kW1})) == sorted({kE2, kW2}));
    CHECK(targets(8, view({kHeart, kE1, kE2, kW1})) == Hexes{kE3});
}

TEST_CASE(
    "000 Mechanics: a dragon territory cut off from the Heart is no origin of attacks and "
    "defends with -5",
    "[dragons][dragon-targets]") {
    // (-2,2) is the dragons' but (-1,1) between it and the Heart is not.
    const auto v = view({kHeart, kE1, kE2, kW2});
    CHECK(dragon_territory_cut_off(v, kW2));
    CHECK_FALSE(dragon_territory_cut_off(v, kE2));
    CHECK_FALSE(dragon_territory_cut_off(v, kHeart));
    CHECK(dragon_attackable(v) == sorted({kE3, kW1, kN1}));  // not (-3,3)
    CHECK(targets(5, v) == Hexes{kE3});
    const DragonBaseDefense& rule = deck().base_defense;
    CHECK(dragon_territory_defense(rule, 7, true) == 2);
    CHECK(dragon_territory_defense(rule, 7, false) == 7);
    CHECK(dragon_territory_defense(rule, 5, true) == 0);  // U105: 5 - 5, never below 0
}

TEST_CASE("000 Mechanics: the dragons' base defense over rounds 1-6 is 5, 5, 7, 9, 11, 13",
          "[dragons][dragon-targets]") {
    std::vector<int> by_round;
    for (int round = 1; round <= 6; ++round)
        by_round.push_back(dragon_base_defense(deck().base_defense, round));
    CHECK(by_round == std::vector<int>{5, 5, 7, 9, 11, 13});
}
