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
using eden_test::king_of_eden_deck;
using namespace eden_test::map_builders;

namespace {

const Hex kTargetsHeart{0, 0};
const Hex kTargetsE1{1, 0}, kTargetsE2{2, 0}, kTargetsE3{3, 0}, kTargetsE4{4, 0};
const Hex kTargetsW1{-1, 1}, kTargetsW2{-2, 2}, kTargetsW3{-3, 3};
const Hex kTargetsN1{0, -1}, kTargetsN2{0, -2};

const Map& arms() {
    static const Map m = [] {
        Map map = heart_only();
        put_line(map, kTargetsE1, {1, 0}, 4);
        put_line(map, kTargetsW1, {-1, 1}, 3);
        put_line(map, kTargetsN1, {0, -1}, 2);
        return map;
    }();
    return m;
}

DragonMapView view(std::set<Hex> dragons, std::set<int> attacked = {}) {
    DragonMapView v;
    v.map = &arms();
    v.dragons = std::move(dragons);
    v.players = {{kTargetsE1, 0}, {kTargetsE2, 0}, {kTargetsE3, 0}, {kTargetsE4, 0},
                 {kTargetsW2, 1}, {kTargetsW3, 1}, {kTargetsN1, 1}, {kTargetsN2, 2}};
    for (Hex h : v.dragons)
        v.players.erase(h);
    v.attacked_last_turn = std::move(attacked);
    return v;
}

using Hexes = std::vector<Hex>;

Hexes targets_sorted(Hexes h) {
    std::sort(h.begin(), h.end());
    return h;
}

Hexes targets(int card, const DragonMapView& v) {
    return dragon_targets(king_of_eden_deck().target(card), v);
}

}  // namespace

TEST_CASE(
    "RULES.md 4 Dragon turn: the attackable territories touch a dragon territory connected "
    "to the Heart",
    "[dragons][dragon-targets]") {
    CHECK(dragon_attackable(view({kTargetsHeart})) ==
          targets_sorted({kTargetsE1, kTargetsW1, kTargetsN1}));
    CHECK(dragon_attackable(view({kTargetsHeart, kTargetsE1, kTargetsW1})) ==
          targets_sorted({kTargetsE2, kTargetsW2, kTargetsN1}));
    // The Heart lost: nothing is connected, nothing is attacked.
    CHECK(dragon_attackable(view({kTargetsE1})).empty());
    CHECK(dragon_territories_connected(view({kTargetsE1})).empty());
}

TEST_CASE("000 Dragon target cards 1, 2: closest territories to the Heart, all ties",
          "[dragons][dragon-targets]") {
    CHECK(targets(1, view({kTargetsHeart})) ==
          targets_sorted({kTargetsE1, kTargetsW1, kTargetsN1}));
    CHECK(targets(2, view({kTargetsHeart, kTargetsE1, kTargetsW1})) == Hexes{kTargetsN1});
    CHECK(targets(1, view({kTargetsHeart, kTargetsE1, kTargetsW1, kTargetsN1})) ==
          targets_sorted({kTargetsE2, kTargetsW2, kTargetsN2}));
}

TEST_CASE("000 Dragon target card 5: furthest territories to the Heart, all ties",
          "[dragons][dragon-targets]") {
    CHECK(targets(5, view({kTargetsHeart})) ==
          targets_sorted({kTargetsE1, kTargetsW1, kTargetsN1}));
    CHECK(targets(5, view({kTargetsHeart, kTargetsE1, kTargetsW1})) ==
          targets_sorted({kTargetsE2, kTargetsW2}));
    CHECK(targets(5, view({kTargetsHeart, kTargetsE1, kTargetsE2, kTargetsN1})) ==
          Hexes{kTargetsE3});
}

TEST_CASE(
    "000 Dragon target card 3: closest among players not attacked last turn, all players "
    "if none, never wild",
    "[dragons][dragon-targets]") {
    // Nobody attacked: players' territories only, the wild (-1,1) is not one.
    CHECK(targets(3, view({kTargetsHeart})) == targets_sorted({kTargetsE1, kTargetsN1}));
    // Bob attacked last turn: Alice's closest.
    CHECK(targets(3, view({kTargetsHeart, kTargetsE1, kTargetsW1}, {1})) == Hexes{kTargetsE2});
    // Alice and Bob attacked, Carol has nothing attackable: every player's closest.
    CHECK(targets(3, view({kTargetsHeart, kTargetsE1, kTargetsW1}, {0, 1})) == Hexes{kTargetsN1});
}

TEST_CASE("000 Dragon target card 7: furthest among players not attacked last turn",
          "[dragons][dragon-targets]") {
    CHECK(targets(7, view({kTargetsHeart, kTargetsE1, kTargetsW1}, {0})) == Hexes{kTargetsW2});
    CHECK(targets(7, view({kTargetsHeart, kTargetsE1, kTargetsW1}, {1})) == Hexes{kTargetsE2});
    CHECK(targets(7, view({kTargetsHeart, kTargetsE1, kTargetsW1}, {0, 1, 2})) ==
          targets_sorted({kTargetsE2, kTargetsW2}));
}

TEST_CASE(
    "000 Dragon target cards 4, 6, 8: x2 selects again among the territories still "
    "attackable after the first attacks",
    "[dragons][dragon-targets]") {
    for (int card : {4, 6}) {
        CAPTURE(card);
        CHECK(king_of_eden_deck().target(card).times == 2);
        CHECK(targets(card, view({kTargetsHeart})) ==
              targets_sorted({kTargetsE1, kTargetsW1, kTargetsN1}));
        // The dragons took (1,0) and (0,-1) but not the wild (-1,1): it is still the closest.
        CHECK(targets(card, view({kTargetsHeart, kTargetsE1, kTargetsN1})) == Hexes{kTargetsW1});
        // They took all three: the next ring.
        CHECK(targets(card, view({kTargetsHeart, kTargetsE1, kTargetsW1, kTargetsN1})) ==
              targets_sorted({kTargetsE2, kTargetsW2, kTargetsN2}));
    }
    CHECK(king_of_eden_deck().target(8).times == 2);
    CHECK(targets(8, view({kTargetsHeart, kTargetsE1, kTargetsW1})) ==
          targets_sorted({kTargetsE2, kTargetsW2}));
    CHECK(targets(8, view({kTargetsHeart, kTargetsE1, kTargetsE2, kTargetsW1})) ==
          Hexes{kTargetsE3});
}

TEST_CASE(
    "000 Mechanics: a dragon territory cut off from the Heart is no origin of attacks and "
    "defends with -5",
    "[dragons][dragon-targets]") {
    // (-2,2) is the dragons' but (-1,1) between it and the Heart is not.
    const auto v = view({kTargetsHeart, kTargetsE1, kTargetsE2, kTargetsW2});
    CHECK(dragon_territory_cut_off(v, kTargetsW2));
    CHECK_FALSE(dragon_territory_cut_off(v, kTargetsE2));
    CHECK_FALSE(dragon_territory_cut_off(v, kTargetsHeart));
    CHECK(dragon_attackable(v) ==
          targets_sorted({kTargetsE3, kTargetsW1, kTargetsN1}));  // not (-3,3)
    CHECK(targets(5, v) == Hexes{kTargetsE3});
    const DragonBaseDefense& rule = king_of_eden_deck().base_defense;
    CHECK(dragon_territory_defense(rule, 7, true) == 2);
    CHECK(dragon_territory_defense(rule, 7, false) == 7);
    CHECK(dragon_territory_defense(rule, 5, true) == 0);  // U105: 5 - 5, never below 0
}

TEST_CASE("000 Mechanics: the dragons' base defense over rounds 1-6 is 5, 5, 7, 9, 11, 13",
          "[dragons][dragon-targets]") {
    std::vector<int> by_round;
    for (int round = 1; round <= 6; ++round)
        by_round.push_back(dragon_base_defense(king_of_eden_deck().base_defense, round));
    CHECK(by_round == std::vector<int>{5, 5, 7, 9, 11, 13});
}
