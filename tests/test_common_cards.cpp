// The common cards used from the hand outside battle (data/cards/common.json, our design: 003
#include "eden/text/event_text.hpp"
// names Opportunity but prints none): Opportunity, "used from the hand as an attack subphase
#include "eden/text/event_text.hpp"
// begins, it trades itself for two cards" (003 §Effects and abilities: "do X to do Y", FAQ 6).
#include "eden/text/event_text.hpp"
//
#include "eden/text/event_text.hpp"
// Positions: data/maps/two_players.json with the frozen rules cards, Alice (seat 0) at the start
#include "eden/text/event_text.hpp"
// of her first attack subphase; nobody holds a card until a test deals them.
#include <catch2/catch.hpp>
#include "eden/text/event_text.hpp"

#include "eden/text/event_text.hpp"
#include "support/conquest_fixture.hpp"

#include "eden/text/event_text.hpp"
using namespace eden;
#include "eden/text/event_text.hpp"
using namespace eden_test;
#include "eden/text/event_text.hpp"
using nlohmann::json;
#include "eden/text/event_text.hpp"

#include "eden/text/event_text.hpp"
namespace {
#include "eden/text/event_text.hpp"

#include "eden/text/event_text.hpp"
const GameState& common_base() {
#include "eden/text/event_text.hpp"
    static const GameState s = bare_first_expansion();
#include "eden/text/event_text.hpp"
    return s;
#include "eden/text/event_text.hpp"
}
#include "eden/text/event_text.hpp"

#include "eden/text/event_text.hpp"
bool common_holds(const std::vector<CardId>& pile, CardId card) {
#include "eden/text/event_text.hpp"
    return std::find(pile.begin(), pile.end(), card) != pile.end();
#include "eden/text/event_text.hpp"
}
#include "eden/text/event_text.hpp"

#include "eden/text/event_text.hpp"
}  // namespace
#include "eden/text/event_text.hpp"

#include "eden/text/event_text.hpp"
TEST_CASE("Opportunity trades itself for two cards as an attack subphase begins - 003 FAQ 6",
#include "eden/text/event_text.hpp"
          "[conquest][common-cards]") {
#include "eden/text/event_text.hpp"
    CardId opportunity{}, first{}, second{};
#include "eden/text/event_text.hpp"
    GameState s = edited(common_base(), [&](json& j) {
#include "eden/text/event_text.hpp"
        opportunity = give_card(j, 0, "opportunity", "hand");
#include "eden/text/event_text.hpp"
        second = give_card(j, 0, "miner", "deck");
#include "eden/text/event_text.hpp"
        first = give_card(j, 0, "stone_warden", "deck");
#include "eden/text/event_text.hpp"
    });
#include "eden/text/event_text.hpp"
    REQUIRE(s.pending().player == 0);
#include "eden/text/event_text.hpp"
    REQUIRE(offers(s.pending(), UseCard{opportunity}));
#include "eden/text/event_text.hpp"
    must_apply(s, UseCard{opportunity});
#include "eden/text/event_text.hpp"
    const PlayerState& alice = s.conquest().players[0];
#include "eden/text/event_text.hpp"
    CHECK(common_holds(alice.piles.discard, opportunity));
#include "eden/text/event_text.hpp"
    CHECK(common_holds(alice.piles.hand, first));
#include "eden/text/event_text.hpp"
    CHECK(common_holds(alice.piles.hand, second));
#include "eden/text/event_text.hpp"
    CHECK(alice.piles.hand.size() == 2);
#include "eden/text/event_text.hpp"
    CHECK_FALSE(offers(s.pending(), UseCard{opportunity}));  // it is in the discard pile now
#include "eden/text/event_text.hpp"
}
#include "eden/text/event_text.hpp"

#include "eden/text/event_text.hpp"
TEST_CASE(
#include "eden/text/event_text.hpp"
    "Opportunity is not offered while the deck and the discard pile are empty: it would only "
#include "eden/text/event_text.hpp"
    "draw itself back",
#include "eden/text/event_text.hpp"
    "[conquest][common-cards]") {
#include "eden/text/event_text.hpp"
    CardId opportunity{};
#include "eden/text/event_text.hpp"
    GameState s = edited(common_base(), [&](json& j) {
#include "eden/text/event_text.hpp"
        opportunity = give_card(j, 0, "opportunity", "hand");
#include "eden/text/event_text.hpp"
        give_card(j, 0, "miner", "hand");
#include "eden/text/event_text.hpp"
    });
#include "eden/text/event_text.hpp"
    REQUIRE(s.conquest().players[0].piles.deck.empty());
#include "eden/text/event_text.hpp"
    REQUIRE(s.conquest().players[0].piles.discard.empty());
#include "eden/text/event_text.hpp"
    CHECK_FALSE(offers(s.pending(), UseCard{opportunity}));
#include "eden/text/event_text.hpp"
    const auto before = s.to_json();
#include "eden/text/event_text.hpp"
    CHECK_FALSE(s.apply(UseCard{opportunity}).ok);
#include "eden/text/event_text.hpp"
    CHECK(s.to_json() == before);  // refused, the state unchanged
#include "eden/text/event_text.hpp"

#include "eden/text/event_text.hpp"
    SECTION("one card in the discard pile is enough") {
#include "eden/text/event_text.hpp"
        GameState t = edited(common_base(), [&](json& j) {
#include "eden/text/event_text.hpp"
            opportunity = give_card(j, 0, "opportunity", "hand");
#include "eden/text/event_text.hpp"
            give_card(j, 0, "miner", "discard");
#include "eden/text/event_text.hpp"
        });
#include "eden/text/event_text.hpp"
        CHECK(offers(t.pending(), UseCard{opportunity}));
#include "eden/text/event_text.hpp"
    }
#include "eden/text/event_text.hpp"
}
#include "eden/text/event_text.hpp"

#include "eden/text/event_text.hpp"
TEST_CASE("The game log names players and cards: Alice discards Opportunity", "[events]") {
#include "eden/text/event_text.hpp"
    CardId opportunity{};
#include "eden/text/event_text.hpp"
    GameState s = edited(common_base(), [&](json& j) {
#include "eden/text/event_text.hpp"
        opportunity = give_card(j, 0, "opportunity", "hand");
#include "eden/text/event_text.hpp"
        give_card(j, 0, "miner", "deck");
#include "eden/text/event_text.hpp"
    });
#include "eden/text/event_text.hpp"
    const ApplyResult r = must_apply(s, UseCard{opportunity});
#include "eden/text/event_text.hpp"
    std::vector<std::string> named, numbered;
#include "eden/text/event_text.hpp"
    for (const Event& e : r.events) {
#include "eden/text/event_text.hpp"
        named.push_back(describe(e, s));
#include "eden/text/event_text.hpp"
        numbered.push_back(describe(e, player_names(s)));
#include "eden/text/event_text.hpp"
    }
#include "eden/text/event_text.hpp"
    const auto has = [](const std::vector<std::string>& lines, const std::string& line) {
#include "eden/text/event_text.hpp"
        return std::find(lines.begin(), lines.end(), line) != lines.end();
#include "eden/text/event_text.hpp"
    };
#include "eden/text/event_text.hpp"
    CHECK(has(named, "Alice discards Opportunity"));
#include "eden/text/event_text.hpp"
    CHECK(has(numbered, "Alice discards card #" + std::to_string(opportunity)));
#include "eden/text/event_text.hpp"
    CHECK(card_name(s, opportunity) == "Opportunity");
#include "eden/text/event_text.hpp"
    CHECK(card_name(s, -1) == "card #-1");
#include "eden/text/event_text.hpp"
}
#include "eden/text/event_text.hpp"
