// The common cards used from the hand outside battle (data/cards/common.json, our design: 003
// names Opportunity but prints none): Opportunity, "used from the hand as an attack subphase
// begins, it trades itself for two cards" (003 §Effects and abilities: "do X to do Y", FAQ 6).
//
// Positions: data/maps/two_players.json with the frozen rules cards, Alice (seat 0) at the start
// of her first attack subphase; nobody holds a card until a test deals them.
#include <catch2/catch.hpp>

#include "eden/text/event_text.hpp"
#include "support/conquest_fixture.hpp"

using namespace eden;
using namespace eden_test;
using nlohmann::json;

namespace {

const GameState& common_base() {
    static const GameState s = bare_first_expansion();
    return s;
}

bool common_holds(const std::vector<CardId>& pile, CardId card) {
    return std::find(pile.begin(), pile.end(), card) != pile.end();
}

}  // namespace

TEST_CASE("Opportunity trades itself for two cards as an attack subphase begins - 003 FAQ 6",
          "[conquest][common-cards]") {
    CardId opportunity{}, first{}, second{};
    GameState s = edited(common_base(), [&](json& j) {
        opportunity = give_card(j, 0, "opportunity", "hand");
        second = give_card(j, 0, "miner", "deck");
        first = give_card(j, 0, "stone_warden", "deck");
    });
    REQUIRE(s.pending().player == 0);
    REQUIRE(offers(s.pending(), UseCard{opportunity}));
    must_apply(s, UseCard{opportunity});
    const PlayerState& alice = s.conquest().players[0];
    CHECK(common_holds(alice.piles.discard, opportunity));
    CHECK(common_holds(alice.piles.hand, first));
    CHECK(common_holds(alice.piles.hand, second));
    CHECK(alice.piles.hand.size() == 2);
    CHECK_FALSE(offers(s.pending(), UseCard{opportunity}));  // it is in the discard pile now
}

TEST_CASE(
    "Opportunity is not offered while the deck and the discard pile are empty: it would only "
    "draw itself back",
    "[conquest][common-cards]") {
    CardId opportunity{};
    GameState s = edited(common_base(), [&](json& j) {
        opportunity = give_card(j, 0, "opportunity", "hand");
        give_card(j, 0, "miner", "hand");
    });
    REQUIRE(s.conquest().players[0].piles.deck.empty());
    REQUIRE(s.conquest().players[0].piles.discard.empty());
    CHECK_FALSE(offers(s.pending(), UseCard{opportunity}));
    const auto before = s.to_json();
    CHECK_FALSE(s.apply(UseCard{opportunity}).ok);
    CHECK(s.to_json() == before);  // refused, the state unchanged

    SECTION("one card in the discard pile is enough") {
        GameState t = edited(common_base(), [&](json& j) {
            opportunity = give_card(j, 0, "opportunity", "hand");
            give_card(j, 0, "miner", "discard");
        });
        CHECK(offers(t.pending(), UseCard{opportunity}));
    }
}

TEST_CASE("The game log names players and cards: Alice discards Opportunity", "[events]") {
    CardId opportunity{};
    GameState s = edited(common_base(), [&](json& j) {
        opportunity = give_card(j, 0, "opportunity", "hand");
        give_card(j, 0, "miner", "deck");
    });
    const ApplyResult r = must_apply(s, UseCard{opportunity});
    std::vector<std::string> named, numbered;
    for (const Event& e : r.events) {
        named.push_back(describe(e, s));
        numbered.push_back(describe(e, player_names(s)));
    }
    const auto has = [](const std::vector<std::string>& lines, const std::string& line) {
        return std::find(lines.begin(), lines.end(), line) != lines.end();
    };
    CHECK(has(named, "Alice discards Opportunity"));
    CHECK(has(numbered, "Alice discards card #" + std::to_string(opportunity)));
    CHECK(card_name(s, opportunity) == "Opportunity");
    CHECK(card_name(s, -1) == "card #-1");
}
