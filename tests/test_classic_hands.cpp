// The attacker's hand at the end of a turn under `classic` (002 §The Expansion phase; RULES.md §5
// C7, C11; issue 35, departures 1 and 2): a bonus turn returns the crystals in front to the hand
// first and only then replenishes to 5; every turn that ends, a bonus turn without a battle
// included, replenishes to 5.
#include <catch2/catch.hpp>

#include "data/game_data.hpp"
#include "eden/conquest/troops.hpp"
#include "support/battle_queries.hpp"
#include "support/classic_two_players.hpp"
#include "support/conquest_fixture.hpp"
#include "support/shipped_data.hpp"

using namespace eden;
using namespace eden::test;
using namespace eden_test;
using nlohmann::json;

namespace {

void pass_to(GameState& s, DecisionKind kind) {
    for (int i = 0; i < 40 && s.pending().kind != kind; ++i)
        must_apply(s, passive_choice(s.pending()));
    REQUIRE(s.pending().kind == kind);
}

// Alice (seat 0) has just taken a territory of Bob's in her first turn under classic, and is
// offered a bonus turn: one Small Energy Crystal in front, her only unit spent on the front, eight
// crystals in her deck to draw from.
struct BonusOffer {
    GameState state;
    CardId crystal_in_front = 0;
};

BonusOffer bonus_offer() {
    GameState s = bare_first_expansion(2, classic_rules());
    const Hex target = bobs_target(s);
    CardId infantry{}, crystal{};
    s = edited(s, [&](json& j) {
        infantry = give_card(j, 0, "infantry_squad", "hand");
        crystal = give_card(j, 0, "small_energy_crystal", "set_aside");
        for (int k = 0; k < 8; ++k)
            give_card(j, 0, "small_energy_crystal", "deck");
        set_control(j, kAliceFrom, 0);
        set_troops(j, kAliceFrom, 10);
        set_troops(j, target, 1);
    });
    apply_all(s, {OpenFront{{kAliceFrom, target}, infantry}, ChooseNumber{9}});
    pass_to(s, DecisionKind::occupy_territory);
    REQUIRE(s.control().at(target) == 0);
    for (int k = 0; k < 5; ++k)  // 4 stay on the territory taken: enough to attack from it
        must_apply(s, MoveTroop{target, kAliceFrom});
    must_apply(s, Done{});
    pass_to(s, DecisionKind::bonus_turn);
    REQUIRE(s.pending().player == 0);
    return {s, crystal};
}

}  // namespace

TEST_CASE(
    "002 The Expansion phase, RULES.md §5 C7 and C11: a bonus turn returns the crystals in front "
    "to the hand first, then replenishes it to 5",
    "[classic][hands][rules]") {
    BonusOffer b = bonus_offer();
    GameState& s = b.state;
    // Nothing is drawn while the bonus turn is on offer: the crystals come back first.
    CHECK(player(s, 0).piles.hand.empty());
    must_apply(s, TakeBonusTurn{});
    REQUIRE(s.conquest().turn.bonus);
    CHECK(player(s, 0).piles.set_aside.empty());
    CHECK(contains(player(s, 0).piles.hand, b.crystal_in_front));
    // 1 crystal back, 4 drawn: 5 cards, not 5 drawn plus the crystal.
    CHECK(player(s, 0).piles.hand.size() == 5);
}

TEST_CASE(
    "RULES.md §5 C11: a bonus turn that ends without a battle replenishes the hand to 5 (002 The "
    "Expansion phase)",
    "[classic][hands][rules]") {
    BonusOffer b = bonus_offer();
    GameState& s = b.state;
    must_apply(s, TakeBonusTurn{});
    // Alice discards all but one card and ends the bonus turn without opening a front.
    const std::vector<CardId> hand = player(s, 0).piles.hand;
    REQUIRE(hand.size() == 5);
    for (std::size_t k = 0; k + 1 < hand.size(); ++k)
        must_apply(s, Discard{hand[k]});
    REQUIRE(player(s, 0).piles.hand.size() == 1);
    must_apply(s, Done{});
    CHECK(s.conquest().turn.player != 0);  // her turn is over
    CHECK(player(s, 0).piles.hand.size() == 5);
}

TEST_CASE(
    "RULES.md §5 C11: a bonus turn declined ends the turn with a hand of 5, the crystals staying "
    "in front for the Reinforcements (002 The Expansion phase, The Reinforcements phase)",
    "[classic][hands][rules]") {
    BonusOffer b = bonus_offer();
    GameState& s = b.state;
    must_apply(s, Done{});
    CHECK(s.conquest().turn.player != 0);
    CHECK(player(s, 0).piles.hand.size() == 5);
    CHECK(contains(player(s, 0).piles.set_aside, b.crystal_in_front));
}

TEST_CASE(
    "003 Expansion phase, FAQ 1: the additional subphases keep 003's hands - no refill after an "
    "additional subphase without a battle",
    "[classic][hands][rules]") {
    // The same position under 003's additional subphases: the choice is game.extra_attacks's.
    Rules rules = classic_rules();
    rules.extra_attacks = ExtraAttacks::subphases;
    GameState s = bare_first_expansion(2, rules);
    const Hex target = bobs_target(s);
    CardId infantry{};
    s = edited(s, [&](json& j) {
        infantry = give_card(j, 0, "infantry_squad", "hand");
        for (int k = 0; k < 8; ++k)
            give_card(j, 0, "small_energy_crystal", "deck");
        set_control(j, kAliceFrom, 0);
        set_troops(j, kAliceFrom, 10);
        set_troops(j, target, 1);
    });
    apply_all(s, {OpenFront{{kAliceFrom, target}, infantry}, ChooseNumber{9}});
    for (int i = 0; i < 40 && s.conquest().turn.subphase == 0; ++i)
        must_apply(s, passive_choice(s.pending()));
    REQUIRE(s.conquest().turn.player == 0);
    REQUIRE(s.conquest().turn.subphase == 1);
    const std::vector<CardId> hand = player(s, 0).piles.hand;
    REQUIRE(hand.size() == 5);  // the first subphase ended with a full hand
    must_apply(s, Discard{hand.front()});
    must_apply(s, Done{});
    CHECK(s.conquest().turn.player != 0);
    CHECK(player(s, 0).piles.hand.size() == 4);
}
