// Each dragon card's ability (000 "Dragon battle cards"; RULES.md §4 "A dragon attack", U98,
// U103, U106), as data/dragons/king_of_eden.json writes it and dragons/abilities.cpp plays it:
// one TEST_CASE per card, on plain views of a front.
#include <catch2/catch.hpp>

#include <filesystem>
#include <set>
#include "support/dragon_fixture.hpp"

#include "data/data_files.hpp"
#include "eden/dragons/abilities.hpp"

using namespace eden;
using eden_test::king_of_eden_deck;

namespace {

DragonFrontView front(std::vector<std::string> ids, bool by_hand = true, int territories = 0) {
    DragonFrontView f;
    for (auto& id : ids)
        f.dragons.push_back({id, false});
    f.enemy_by_hand = by_hand;
    f.dragon_territories_besides_heart = territories;
    return f;
}

int strength(const DragonFrontView& f, std::size_t i) {
    return dragon_unit_strength(king_of_eden_deck(), f, i);
}

// The single immediate ability of a card (most dragons have one).
const Ability& immediate_of(const std::string& id, std::size_t n = 0) {
    std::size_t seen = 0;
    for (const Ability& a : king_of_eden_deck().card(id)->abilities)
        if (a.timing == Timing::immediate && seen++ == n) return a;
    throw std::logic_error("no immediate ability");
}

bool dragon_cards_holds(const Ability& a, const DragonFrontView& f) {
    return dragon_condition_holds(a.condition, king_of_eden_deck(), f);
}

UnitChoice take(const std::string& id, const std::vector<PlayerUnitView>& units) {
    return dragon_get_rid_of_choice(immediate_of(id).effects.at(0), units);
}

using Indices = std::vector<std::size_t>;

}  // namespace

TEST_CASE(
    "000 King of Eden: +1 strength per dragon territory other than the Heart, never "
    "collapses",
    "[dragons][dragon-cards]") {
    CHECK(strength(front({"king_of_eden"}, true, 0), 0) == 10);
    CHECK(strength(front({"king_of_eden"}, true, 3), 0) == 13);
    CHECK(dragon_never_collapses(*king_of_eden_deck().card("king_of_eden")));
    CHECK_FALSE(dragon_never_collapses(*king_of_eden_deck().card("golden_dragon")));
}

TEST_CASE(
    "000 Golden Dragon: +2 strength to all other dragon units on this front, the King "
    "too (U106)",
    "[dragons][dragon-cards]") {
    const auto f = front({"golden_dragon", "red_dragon", "king_of_eden"});
    CHECK(strength(f, 0) == 6);       // not itself
    CHECK(strength(f, 1) == 3 + 2);   // Red Dragon
    CHECK(strength(f, 2) == 10 + 2);  // the King of Eden
    const auto two = front({"golden_dragon", "golden_dragon"});
    CHECK(dragon_side_strength(king_of_eden_deck(), two) == 8 + 8);
}

TEST_CASE(
    "000 Red King/Queen: the blue dragons' abilities become draw 1 card (on this front, "
    "U106)",
    "[dragons][dragon-cards]") {
    for (const char* blue : {"blue_dragon_cub", "blue_dragon", "ancient_blue_dragon"}) {
        CAPTURE(blue);
        const auto alone = front({blue});
        const auto abilities = dragon_abilities_on_front(king_of_eden_deck(), alone, 0);
        REQUIRE(abilities.size() == 1);
        CHECK(abilities[0].costs.size() == 1);  // dooms a red dragon to draw

        const auto with_red_king = front({"red_king_queen", blue});
        const auto rewritten = dragon_abilities_on_front(king_of_eden_deck(), with_red_king, 1);
        REQUIRE(rewritten.size() == 1);
        CHECK(rewritten[0].timing == Timing::immediate);
        CHECK(rewritten[0].costs.empty());
        REQUIRE(rewritten[0].effects.size() == 1);
        CHECK(rewritten[0].effects[0].verb == Verb::draw);
        CHECK(rewritten[0].effects[0].amount == 1);
    }
    // Other dragons keep their own.
    const auto f = front({"red_king_queen", "black_dragon"});
    CHECK(dragon_abilities_on_front(king_of_eden_deck(), f, 1) ==
          king_of_eden_deck().card("black_dragon")->abilities);
    CHECK(strength(f, 0) == 7);
}

TEST_CASE("000 Blue King/Queen: draw 2 cards into the dragon hand", "[dragons][dragon-cards]") {
    const Ability& a = immediate_of("blue_king_queen");
    REQUIRE(a.effects.size() == 1);
    CHECK(a.effects[0].verb == Verb::draw);
    DragonPiles piles;
    piles.deck = {"red_dragon", "baby_dragon", "white_dragon"};
    Rng rng(1);
    CHECK(dragons_draw(piles, a.effects[0].amount, rng) == 2);
    CHECK(piles.hand == std::vector<std::string>{"white_dragon", "baby_dragon"});
    CHECK(piles.deck == std::vector<std::string>{"red_dragon"});
    CHECK(strength(front({"blue_king_queen"}), 0) == 5);
}

TEST_CASE("000 Green King/Queen: the player discards 1 card from his hand at random",
          "[dragons][dragon-cards]") {
    const Ability& a = immediate_of("green_king_queen");
    REQUIRE(a.effects.size() == 1);
    CHECK(a.effects[0].verb == Verb::enemy_discards);  // the random discard of 003's vocabulary
    CHECK(a.effects[0].amount == 1);
    CHECK(a.condition == Condition::none);
    CHECK(strength(front({"green_king_queen"}), 0) == 6);
}

TEST_CASE(
    "000 Black King/Queen: get rid of 2 cost-5 units or the most expensive, +2 against "
    "base defense",
    "[dragons][dragon-cards]") {
    const Ability& a = immediate_of("black_king_queen");
    REQUIRE(a.effects.size() == 2);
    for (const Effect& e : a.effects) {
        CHECK(e.verb == Verb::get_rid_of);
        CHECK(e.target == Target::enemy_cost_5_or_most_expensive);
    }
    CHECK(strength(front({"black_king_queen"}, true), 0) == 5);
    CHECK(strength(front({"black_king_queen"}, false), 0) == 7);
}

TEST_CASE(
    "000 Black Dragon: a cost-5 unit, else the most expensive, ties: the player chooses "
    "among the strongest",
    "[dragons][dragon-cards]") {
    // A cost-5 unit is taken even when a cost-6 unit is there.
    auto c = take("black_dragon", {{6, 9, false}, {5, 4, false}, {2, 2, true}});
    CHECK(c.candidates == Indices{1});
    CHECK_FALSE(c.player_chooses);
    // No cost 5: the most expensive.
    c = take("black_dragon", {{2, 2, false}, {4, 3, false}, {1, 1, true}});
    CHECK(c.candidates == Indices{1});
    // Equal cost: only those adding the most strength; the player chooses if several.
    c = take("black_dragon", {{4, 3, false}, {4, 5, false}, {4, 5, true}});
    CHECK(c.candidates == Indices{1, 2});
    CHECK(c.player_chooses);
    // Nobody to take.
    CHECK(take("black_dragon", {}).candidates.empty());
    CHECK(strength(front({"black_dragon"}, false), 0) == 4);
    CHECK(strength(front({"black_dragon"}, true), 0) == 2);
}

TEST_CASE(
    "000 Grey Dragon: a cost-5 unit of the bottom row, else the most expensive there, "
    "+2 against base defense",
    "[dragons][dragon-cards]") {
    auto c = take("grey_dragon", {{5, 5, false}, {3, 3, true}, {2, 2, true}});
    CHECK(c.candidates == Indices{1});  // the cost-5 unit is not on the bottom row
    c = take("grey_dragon", {{5, 5, true}, {6, 6, true}});
    CHECK(c.candidates == Indices{0});
    CHECK(take("grey_dragon", {{5, 5, false}}).candidates.empty());
    CHECK(strength(front({"grey_dragon"}, false), 0) == 4);
}

TEST_CASE("000 White Dragon: get rid of an enemy unit chosen by the player",
          "[dragons][dragon-cards]") {
    const auto c = take("white_dragon", {{1, 1, false}, {5, 6, true}});
    CHECK(c.candidates == Indices{0, 1});
    CHECK(c.player_chooses);
    CHECK(strength(front({"white_dragon"}, false), 0) == 2);
}

TEST_CASE(
    "000 Green Dragon: if the player defends by hand or attacks, he discards a card of his "
    "choice",
    "[dragons][dragon-cards]") {
    const Ability& a = immediate_of("green_dragon");
    REQUIRE(a.effects.size() == 1);
    CHECK(a.effects[0].verb == Verb::enemy_discards_chosen);
    CHECK(a.effects[0].amount == 1);
    CHECK(dragon_cards_holds(a, front({"green_dragon"}, true)));
    CHECK_FALSE(dragon_cards_holds(a, front({"green_dragon"}, false)));
}

TEST_CASE("000 Baby Dragon: with the King of Eden +1 card, else -1 card of the dragon hand (U98)",
          "[dragons][dragon-cards]") {
    const Ability& with_king = immediate_of("baby_dragon", 0);
    const Ability& without = immediate_of("baby_dragon", 1);
    const auto heart = front({"king_of_eden", "baby_dragon"});
    const auto field = front({"red_dragon", "baby_dragon"});
    CHECK(dragon_cards_holds(with_king, heart));
    CHECK_FALSE(dragon_cards_holds(without, heart));
    CHECK_FALSE(dragon_cards_holds(with_king, field));
    CHECK(dragon_cards_holds(without, field));
    CHECK(with_king.effects.at(0).verb == Verb::draw);
    CHECK(without.effects.at(0).verb == Verb::discard_random);

    DragonPiles piles;
    piles.hand = {"red_dragon", "black_dragon", "white_dragon"};
    Rng rng(7);
    CHECK(dragons_discard_random(piles, without.effects[0].amount, rng) == 1);
    CHECK(piles.hand.size() == 2);
    CHECK(piles.discard.size() == 1);
    CHECK(strength(field, 1) == 1);
}

TEST_CASE(
    "000 blue dragons: doom an allied red dragon to draw 1 card, the dragons pick among the "
    "undoomed red ones",
    "[dragons][dragon-cards]") {
    for (const char* blue : {"blue_dragon_cub", "blue_dragon", "ancient_blue_dragon"}) {
        CAPTURE(blue);
        const Ability& a = immediate_of(blue);
        REQUIRE(a.costs.size() == 1);
        auto f = front({"red_dragon", blue, "baby_dragon", "ancient_red_dragon", "red_dragon_cub"});
        f.dragons[3].doomed = true;
        CHECK(dragons_doomable_for(a.costs[0], f, 1) == Indices{0, 4});
        CHECK(a.effects.at(0).verb == Verb::draw);
        CHECK(dragons_doomable_for(a.costs[0], front({blue, "baby_dragon"}), 0).empty());
    }
    CHECK(strength(front({"blue_dragon_cub"}), 0) == 2);
    CHECK(strength(front({"blue_dragon"}), 0) == 3);
    CHECK(strength(front({"ancient_blue_dragon"}), 0) == 4);
}

TEST_CASE("000 red dragons: no ability, printed strength only", "[dragons][dragon-cards]") {
    for (const auto& [id, s] : std::vector<std::pair<std::string, int>>{
             {"red_dragon_cub", 2}, {"red_dragon", 3}, {"ancient_red_dragon", 4}}) {
        CAPTURE(id);
        CHECK(king_of_eden_deck().card(id)->abilities.empty());
        CHECK(strength(front({id}, false), 0) == s);
    }
}

TEST_CASE(
    "RULES.md 4 A dragon attack: the dragons choose what leaves the player weakest, ties at "
    "random",
    "[dragons][dragon-cards]") {
    Rng rng(3);
    CHECK(dragons_choose({4, -1, 2}, rng) == 1);
    // A tie: both options come up over seeds, never the worse one.
    std::set<std::size_t> picked;
    for (std::uint64_t seed = 0; seed < 20; ++seed) {
        Rng r(seed);
        picked.insert(dragons_choose({1, 0, 0, 5}, r));
    }
    CHECK(picked == std::set<std::size_t>{1, 2});
}

TEST_CASE("RULES.md 4 A dragon attack: an empty dragon deck takes the shuffled discard pile",
          "[dragons][dragon-cards]") {
    DragonPiles piles;
    piles.deck = {"red_dragon"};
    piles.discard = {"baby_dragon", "white_dragon"};
    Rng rng(11);
    CHECK(dragons_draw(piles, 5, rng) == 3);
    CHECK(piles.hand.size() == 3);
    CHECK(piles.hand.front() == "red_dragon");
    CHECK(piles.deck.empty());
    CHECK(piles.discard.empty());
}
