// The start and end of the dragons' turn on their state (000 "Mechanics", Baby Dragon; RULES.md
// §4 "Dragons"): base defense and improvement from round 3, Baby Dragons leaving the game after
// a turn one was played in, "attacked during the last turn", every card still counted.
#include <catch2/catch.hpp>

#include <filesystem>
#include "support/dragon_fixture.hpp"

#include "data/data_files.hpp"
#include "eden/dragons/turn.hpp"
#include "support/map_builders.hpp"

using namespace eden;
using eden_test::copies_in_pile;
using eden_test::king_of_eden_deck;
using eden_test::turn_on;

namespace {

const Hex kDragonTurnHeart{0, 0};

}  // namespace

TEST_CASE(
    "000 Mechanics: the dragons' turn starts with base defense +2 and an improved deck from "
    "round 3, not before",
    "[dragons][dragon-turn]") {
    Rng rng(3);
    DragonState d = start_dragons(king_of_eden_deck(), kDragonTurnHeart, rng);
    const DragonState at_start = d;
    const DragonTurnStart round2 = begin_dragons_turn(d, king_of_eden_deck(), 2, rng);
    CHECK_FALSE(round2.improved);
    CHECK(d == at_start);
    for (int round = 3; round <= 8; ++round) {
        CAPTURE(round);
        const DragonTurnStart s = begin_dragons_turn(d, king_of_eden_deck(), round, rng);
        CHECK(s.improved);
        CHECK(s.base_defense == dragon_base_defense(king_of_eden_deck().base_defense, round));
        CHECK(d.base_defense == s.base_defense);
        CHECK(s.cards_removed == 2);
        CHECK(s.card_added.empty());
        CHECK(copies_in_pile(d.removed, "baby_dragon") == 2 * (round - 2));
        CHECK_FALSE(dragon_inconsistency(d, king_of_eden_deck(), 2));
    }
}

TEST_CASE(
    "000 Mechanics: once no Baby Dragon is left, improving adds a random cost-5 dragon from the "
    "reserve",
    "[dragons][dragon-turn]") {
    Rng rng(4);
    DragonState d = start_dragons(king_of_eden_deck(), kDragonTurnHeart, rng);
    int round = 3;
    while (copies_in_pile(d.piles.deck, "baby_dragon") > 0)
        begin_dragons_turn(d, king_of_eden_deck(), round++, rng);
    CHECK(d.removed.size() == 20);
    const std::size_t deck_size = d.piles.deck.size();
    const DragonTurnStart s = begin_dragons_turn(d, king_of_eden_deck(), round, rng);
    CHECK(s.cards_removed == 0);
    REQUIRE_FALSE(s.card_added.empty());
    CHECK(king_of_eden_deck().card(s.card_added)->cost == 5);
    CHECK(d.reserve.size() == 9);
    CHECK(d.piles.deck.size() == deck_size + 1);
    CHECK_FALSE(dragon_inconsistency(d, king_of_eden_deck(), 2));
}

TEST_CASE(
    "000 Baby Dragon: after a turn one was played in, 2 Baby Dragons leave the game and the "
    "discard pile is shuffled into the deck",
    "[dragons][dragon-turn]") {
    Rng rng(5);
    DragonState d = start_dragons(king_of_eden_deck(), kDragonTurnHeart, rng);
    // The turn's attacks left some cards, a Baby Dragon among them, in the discard pile.
    dragons_draw(d.piles, 5, rng);
    d.piles.hand.push_back("baby_dragon");
    d.piles.deck.erase(std::find(d.piles.deck.begin(), d.piles.deck.end(), "baby_dragon"));
    d.piles.discard = d.piles.hand;
    d.piles.hand.clear();
    d.turn = turn_on(1);
    d.turn->attacked = {1};
    d.turn->baby_dragon_played = true;
    CHECK(end_dragons_turn(d, king_of_eden_deck(), rng) == 2);
    CHECK_FALSE(d.turn);
    CHECK(copies_in_pile(d.removed, "baby_dragon") == 2);
    CHECK(d.piles.discard.empty());
    CHECK(d.piles.deck.size() == 57);
    CHECK(d.attacked_last_turn == std::set<int>{1});
    CHECK_FALSE(dragon_inconsistency(d, king_of_eden_deck(), 2));

    // A turn without a Baby Dragon: nothing leaves, whom the dragons attacked is remembered.
    const DragonState before = d;
    d.turn = turn_on(2);
    CHECK(end_dragons_turn(d, king_of_eden_deck(), rng) == 0);
    CHECK(d.piles == before.piles);
    CHECK(d.attacked_last_turn.empty());
}

namespace {

// The Heart with, around it, Alice's (1,0) and (2,0), Bob's (0,-1) and the wild (-1,0).
struct SmallEden {
    Map map = eden_test::map_builders::heart_only();
    Control control{{{1, 0}, 0}, {{2, 0}, 0}, {{0, -1}, 1}};
    SmallEden() {
        using eden_test::map_builders::put;
        put(map, {1, 0});
        put(map, {2, 0});
        put(map, {0, -1});
        put(map, {-1, 0});
    }
    DragonMapView view(const DragonState& d) const {
        return dragon_map_view(d, map, control, DistanceMetric::path);
    }
};

}  // namespace

TEST_CASE(
    "RULES.md 4 Dragon turn: one target card drawn, its selection splits wild territories, "
    "which fall at once, from the players' attacks",
    "[dragons][dragon-turn]") {
    SmallEden eden;
    Rng rng(6);
    DragonState d = start_dragons(king_of_eden_deck(), *eden.map.heart(), rng);
    const int card = draw_dragons_target(d, king_of_eden_deck(), rng);
    CHECK(king_of_eden_deck().target(card).phases.front() == 1);
    // Card 1 (closest) as if drawn: the three territories touching the Heart.
    d.turn = turn_on(1);
    const auto s = next_dragon_selection(d, king_of_eden_deck(), eden.view(d));
    REQUIRE(s);
    CHECK(s->wild == std::vector<Hex>{{-1, 0}});
    CHECK(s->players == std::vector<Hex>{{0, -1}, {1, 0}});
    CHECK(d.turn->attacks == s->players);
    CHECK(d.turn->attacked == std::set<int>{0, 1});
    CHECK_FALSE(dragon_inconsistency(d, king_of_eden_deck(), 2));
    CHECK_FALSE(dragon_territory_problem(d, eden.map, eden.control));
    // The attacks are resolved before anything else is selected.
    CHECK_THROWS_AS(next_dragon_selection(d, king_of_eden_deck(), eden.view(d)), std::logic_error);
    d.turn->attacks.clear();
    CHECK_FALSE(next_dragon_selection(d, king_of_eden_deck(), eden.view(d)));
    CHECK(end_dragons_turn(d, king_of_eden_deck(), rng) == 0);
    CHECK(d.attacked_last_turn == std::set<int>{0, 1});
}

TEST_CASE(
    "RULES.md 4 Dragon turn: x2 selects a second time among the territories still attackable "
    "once the first attacks are resolved",
    "[dragons][dragon-turn]") {
    SmallEden eden;
    Rng rng(7);
    DragonState d = start_dragons(king_of_eden_deck(), *eden.map.heart(), rng);
    d.turn = turn_on(4);
    REQUIRE(king_of_eden_deck().target(4).times == 2);
    auto first = next_dragon_selection(d, king_of_eden_deck(), eden.view(d));
    REQUIRE(first);
    CHECK(first->players.size() == 2);
    // The wild territory fell; the dragons took Alice's (1,0), Bob held (0,-1).
    d.territories.insert(Hex{-1, 0});
    d.territories.insert(Hex{1, 0});
    eden.control.erase(Hex{1, 0});
    d.turn->attacks.clear();
    const auto second = next_dragon_selection(d, king_of_eden_deck(), eden.view(d));
    REQUIRE(second);
    CHECK(second->wild.empty());
    CHECK(second->players == std::vector<Hex>{{0, -1}});  // closest: Bob's again, not (2,0)
    d.turn->attacks.clear();
    CHECK_FALSE(next_dragon_selection(d, king_of_eden_deck(), eden.view(d)));
}
