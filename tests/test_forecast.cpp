// 003 §Battle rules — Battle step 7, Bonuses, Full Control vs Partial Control; RULES.md §2
// "Battle": the strength of each side of a front, itemised.
#include <catch2/catch.hpp>

#include <stdexcept>
#include "support/strength_words.hpp"
#include "support/test_setups.hpp"

#include "eden/battle/forecast.hpp"
#include "support/refusal_words.hpp"

using namespace eden;

namespace {

// Player 0's portal at (0,0), ordinary (1,0) ... (8,0), player 1's portal at (9,0). (4,0) and
// (5,0) are 4 tiles from the nearest portal: base defense 5.
Map long_row() {
    Map m;
    m.place({0, 0}, Tile::portal(0));
    for (int q = 1; q <= 8; ++q)
        m.place({q, 0}, Tile::ordinary(TileColor::black));
    m.place({9, 0}, Tile::portal(1));
    return m;
}

// Player 0 holds (0,0) ... (3,0); (4,0) is wild; player 1 holds (5,0) ... (9,0).
Control split_row() {
    Control c;
    for (int q = 0; q <= 3; ++q)
        c[{q, 0}] = 0;
    for (int q = 5; q <= 9; ++q)
        c[{q, 0}] = 1;
    return c;
}

FrontInput attack(Frontier f, std::vector<int> units, TileColor civ = TileColor::green) {
    FrontInput in;
    in.frontier = f;
    in.attacker = 0;
    in.attacker_civ = civ;
    in.attacker_units = std::move(units);
    return in;
}

}  // namespace

TEST_CASE(
    "003 Battle step 7: the attacker needs strictly more strength - a tie holds the territory",
    "[forecast]") {
    const Rules rules;
    const Map m = long_row();
    Control control = split_row();
    const TerritoryResources none;

    // Against the base defense of the wild (4,0): 5.
    const Frontier wild{{3, 0}, {4, 0}};
    CHECK(base_defense(m, rules, {4, 0}) == 5);
    const auto tie = forecast_front(m, rules, control, none, attack(wild, {3, 2}));
    CHECK(tie.attacker.total == 5);
    CHECK(tie.defender.total == 5);
    CHECK_FALSE(tie.attacker_wins());
    CHECK(forecast_front(m, rules, control, none, attack(wild, {3, 3})).attacker_wins());

    // Against units: player 1 now holds (4,0), fully controlled, and defends it by hand.
    control[{4, 0}] = 1;
    FrontInput by_hand = attack(wild, {2, 2});
    by_hand.defender_units = std::vector<int>{1, 3};
    by_hand.defender_civ = TileColor::red;
    const auto held = forecast_front(m, rules, control, none, by_hand);
    CHECK(held.defended_by_hand);
    CHECK(held.attacker.total == 4);
    CHECK(held.defender.total == 4);
    CHECK_FALSE(held.attacker_wins());
    by_hand.attacker_units.push_back(1);
    CHECK(forecast_front(m, rules, control, none, by_hand).attacker_wins());
}

TEST_CASE("003 Full Control: only a fully controlled territory may be defended by hand",
          "[forecast]") {
    const Rules rules;
    const Map m = long_row();
    // Player 1 holds his portal (9,0), (8,0), (7,0), and (5,0), (4,0) beyond the wild (6,0):
    // those two are cut off from his portal, so only partially controlled.
    Control control{{{0, 0}, 0}, {{1, 0}, 0}, {{2, 0}, 0}, {{3, 0}, 0}, {{4, 0}, 1},
                    {{5, 0}, 1}, {{7, 0}, 1}, {{8, 0}, 1}, {{9, 0}, 1}};

    CHECK_FALSE(why_cannot_defend_by_hand(m, control, {7, 0}, 1).has_value());
    CHECK_FALSE(why_cannot_defend_by_hand(m, control, {9, 0}, 1).has_value());  // his portal
    const auto partial = why_cannot_defend_by_hand(m, control, {4, 0}, 1);
    REQUIRE(partial.has_value());
    CHECK_THAT(eden_test::english(*partial), Catch::Contains("partially controlled"));
    const auto wild = why_cannot_defend_by_hand(m, control, {6, 0}, std::nullopt);
    REQUIRE(wild.has_value());
    CHECK_THAT(eden_test::english(*wild), Catch::Contains("wild"));
    const auto not_his = why_cannot_defend_by_hand(m, control, {7, 0}, 0);
    REQUIRE(not_his.has_value());
    CHECK_THAT(eden_test::english(*not_his), Catch::Contains("does not control"));
    CHECK_THROWS_AS(why_cannot_defend_by_hand(m, control, {4, 4}, 1), std::logic_error);

    // A forecast defending the partially controlled (4,0) by hand is refused; with its base
    // defense it stands.
    const TerritoryResources none;
    FrontInput in = attack({{3, 0}, {4, 0}}, {6});
    in.defender_units = std::vector<int>{4};
    CHECK_THROWS_AS(forecast_front(m, rules, control, none, in), std::logic_error);
    in.defender_units.reset();
    const auto f = forecast_front(m, rules, control, none, in);
    CHECK_FALSE(f.defended_by_hand);
    CHECK(eden_test::worded(f.defender) == eden_test::WordedItems{{"base defense", 5}});

    // Once his portal is destroyed, nothing of player 1's is fully controlled.
    Map destroyed = m;
    destroyed.at({9, 0})->portal_destroyed = true;
    const auto no_portal = why_cannot_defend_by_hand(destroyed, control, {8, 0}, 1);
    REQUIRE(no_portal.has_value());
    CHECK_THAT(eden_test::english(*no_portal), Catch::Contains("no standing portal"));
}

TEST_CASE(
    "003 Bonuses: the attacker's allied territory and the defended territory give their bonuses, "
    "also against base defense",
    "[forecast]") {
    const Rules rules;
    const Map m = long_row();
    Control control = split_row();
    control[{4, 0}] = 0;  // player 0 holds (0,0) ... (4,0), player 1 (5,0) ... (9,0)
    TerritoryResources res;
    res[{4, 0}] = eden_test::resources(5);  // rich: +1 to the allied (4,0)
    res[{3, 0}] =
        eden_test::resources(2, TileColor::green, 3);  // rich (player 0 is green): +1 next to it
    res[{5, 0}] = eden_test::resources(3, TileColor::red, 2);  // rich for player 1 (red)

    FrontInput in = attack({{4, 0}, {5, 0}}, {4});
    in.defender_civ = TileColor::red;
    const auto f = forecast_front(m, rules, control, res, in);
    CHECK(eden_test::worded(f.attacker) ==
          eden_test::WordedItems{{"units", 4},
                                 {"territory with 5+ resources", 1},
                                 {"next to a territory with 5+ resources", 1}});
    CHECK(f.attacker.total == 6);
    // Base defense 5 (4 tiles from player 1's portal) and the defended territory's +1.
    CHECK(eden_test::worded(f.defender) ==
          eden_test::WordedItems{{"base defense", 5}, {"territory with 5+ resources", 1}});
    CHECK(f.defender.total == 6);
    CHECK_FALSE(f.attacker_wins());
    CHECK(eden_test::summary_of(f) ==
          "6 vs 6 (attacker: +1 territory with 5+ resources, +1 next to a territory with 5+ "
          "resources; defender: +1 territory with 5+ resources)");

    // Defended by hand the bonus stays.
    in.defender_units = std::vector<int>{2};
    const auto by_hand = forecast_front(m, rules, control, res, in);
    CHECK(eden_test::worded(by_hand.defender) ==
          eden_test::WordedItems{{"units", 2}, {"territory with 5+ resources", 1}});
    CHECK(by_hand.defender.total == 3);

    // Only crystal shards and one's own civilization resource count: a defender whose
    // civilization is green gets nothing from red resources.
    in.defender_civ = TileColor::green;
    CHECK(forecast_front(m, rules, control, res, in).defender.total == 2);

    // The threshold is a parameter, and the labels say so.
    Rules six = rules;
    six.bonus_resource_threshold = 6;
    res[{4, 0}] = eden_test::resources(6);
    const auto house = forecast_front(m, six, control, res, attack({{4, 0}, {5, 0}}, {4}));
    CHECK(eden_test::worded(house.attacker) ==
          eden_test::WordedItems{{"units", 4}, {"territory with 6+ resources", 1}});
}

TEST_CASE("003 Bonuses: a partially controlled territory keeps its bonus on base defense",
          "[forecast]") {
    const Rules rules;
    const Map m = long_row();
    // Player 1's (5,0) is cut off from his portal by the wild (6,0).
    const Control control{{{0, 0}, 0}, {{1, 0}, 0}, {{2, 0}, 0}, {{3, 0}, 0}, {{4, 0}, 0},
                          {{5, 0}, 1}, {{7, 0}, 1}, {{8, 0}, 1}, {{9, 0}, 1}};
    TerritoryResources res;
    res[{5, 0}] = eden_test::resources(5);
    FrontInput in = attack({{4, 0}, {5, 0}}, {6});
    in.defender_civ = TileColor::red;
    const auto f = forecast_front(m, rules, control, res, in);
    CHECK_FALSE(f.defended_by_hand);
    CHECK(f.defender.total == 6);
    CHECK_FALSE(f.attacker_wins());
}

TEST_CASE("003 Full Control: a wild territory defends with its base defense only", "[forecast]") {
    const Rules rules;
    const Map m = long_row();
    const Control control = split_row();
    TerritoryResources res;
    res[{4, 0}] = eden_test::resources(9);  // resources on a wild territory give no side anything
    const Frontier f{{3, 0}, {4, 0}};

    const auto wild = forecast_front(m, rules, control, res, attack(f, {2}));
    CHECK_FALSE(wild.defended_by_hand);
    CHECK(eden_test::worded(wild.defender) == eden_test::WordedItems{{"base defense", 5}});
    CHECK(wild.defender.total == 5);
    CHECK(eden_test::summary_of(wild) == "2 vs 5");

    // Near a portal the base defense is 0, still itemised so the side says what it stands on.
    const auto near = forecast_front(m, rules, {{{0, 0}, 0}}, res, attack({{0, 0}, {1, 0}}, {1}));
    CHECK(eden_test::worded(near.defender) == eden_test::WordedItems{{"base defense", 0}});
    CHECK(near.attacker_wins());

    FrontInput by_hand = attack(f, {2});
    by_hand.defender_units = std::vector<int>{3};
    CHECK_THROWS_AS(forecast_front(m, rules, control, res, by_hand), std::logic_error);
}

TEST_CASE("003 General Principle: a front lies across one of the attacker's frontiers",
          "[forecast]") {
    const Rules rules;
    const Map m = long_row();
    const Control control = split_row();
    const TerritoryResources none;
    // Not touching, his own territory across, and a territory that is not his on his side.
    CHECK_THROWS_AS(forecast_front(m, rules, control, none, attack({{2, 0}, {4, 0}}, {1})),
                    std::logic_error);
    CHECK_THROWS_AS(forecast_front(m, rules, control, none, attack({{2, 0}, {3, 0}}, {1})),
                    std::logic_error);
    CHECK_THROWS_AS(forecast_front(m, rules, control, none, attack({{5, 0}, {4, 0}}, {1})),
                    std::logic_error);
    CHECK_NOTHROW(forecast_front(m, rules, control, none, attack({{3, 0}, {4, 0}}, {1})));
}

TEST_CASE("Worked example: 7 vs 5, the attacker's +1 territory bonus itemised", "[forecast]") {
    // Player 0 attacks the wild (4,0), base defense 5, from (3,0), which holds 5 crystal
    // shards, with units of strength 4 and 2.
    const Rules rules;
    const Map m = long_row();
    const Control control = split_row();
    TerritoryResources res;
    res[{3, 0}] = eden_test::resources(5);

    const auto f = forecast_front(m, rules, control, res, attack({{3, 0}, {4, 0}}, {4, 2}));
    CHECK(eden_test::worded(f.attacker) ==
          eden_test::WordedItems{{"units", 6}, {"territory with 5+ resources", 1}});
    CHECK(f.attacker.total == 7);
    CHECK(f.defender.total == 5);
    CHECK(f.attacker_wins());
    CHECK(eden_test::summary_of(f) == "7 vs 5 (attacker: +1 territory with 5+ resources)");
}
